/* The LUPINE wire protocol, shared by the shim (client) and lupine-server.
 *
 * Connection: TCP. The client sends a hello, the server answers a welcome; then frames.
 * All integers are little-endian (both ends are x86-64; the handshake carries a byte-order
 * check). Every length a peer sends is validated against what is left of its frame and
 * against the limits below before anything is allocated or read.
 *
 *   hello   = u32 magic "LPN1", u16 major, u16 minor, u32 api_hash, u32 token_len, token bytes
 *   welcome = u32 magic "LPN1", u16 major, u16 minor, u32 status (lp_status), u32 server_pid (0 when refused)
 *
 *   frame   = lp_frame header, then `len` bytes. From the client:
 *     LP_CALL:  one or more calls; the server answers the LAST one with an LP_REPLY frame of
 *               the same id. The calls before it are deferred (batched) calls: their errors
 *               are latched and reported by the next synchronising call.
 *     LP_BATCH: deferred calls only; no answer.
 *     LP_BYE:   the client is closing; no payload.
 *     LP_DONE:  the client has carried out the notification whose sequence number is the id:
 *               for a pull, the bytes read (len of the note, padded to 8), then, for every
 *               note, u32 status (enum lp_done_status), u32 0.
 *   From the server (frames of different ids may interleave; each frame is whole):
 *     LP_REPLY: the answer to the call frame of the same id: u32 CUresult, u32 flags, then the
 *               out-arguments. With LP_REPLY_MORE in flags the reply continues in LP_MORE
 *               frames of the same id (large device-to-host answers come in parts so that other
 *               frames, heartbeats and notifications, are not held up behind the GPU).
 *     LP_MORE:  the next part of a reply: u32 flags (LP_REPLY_MORE: more parts follow), u32 0,
 *               then the next bytes of the reply.
 *     LP_NOTIFY: a request to the client, issued in stream order by a host function the server
 *               enqueued (id: its sequence number): an lp_note, then for LP_NOTE_PUSH the bytes
 *               (padded to 8). The stream stays blocked until the client's LP_DONE.
 *     LP_HEARTBEAT: no payload, id 0; sent about twice a second while the server works on
 *               something of this client (a waiting call, a frame), so that a client can tell a
 *               silent server (LUPINE_TIMEOUT) from a long call.
 *     LP_NVML (2.3, client): one NVML request of the client's libnvidia-ml.so.1: an lp_nvml
 *               header, then its argument bytes; answered by an LP_REPLY of the same id whose
 *               u32 result is an nvmlReturn_t (layouts: lupine/nvml_wire.h).
 *     LP_AVOID (2.4, client): addresses the client holds host memory at: u64 count, then count
 *               pairs (u64 base, u64 length). The server maps what is free of each range in
 *               its own process (PROT_NONE), so that its driver places no device memory
 *               there: under unified addressing a device pointer must never be a host
 *               address of the client. Answered by an LP_REPLY of the same id: u32 CUresult,
 *               u32 0, u64 the bytes it blocked (server/avoid.c).
 *   Any other kind, in either direction, is a malformed frame: the session ends.
 *   call    = lp_call header, then `len` bytes of arguments (see codegen: every argument is an
 *             8-byte scalar, or an 8-byte length followed by that many bytes padded to 8, with
 *             LP_NULL as the length of a NULL pointer).
 *   reply   = u32 CUresult, u32 flags, then the out-arguments of the call in parameter order,
 *             each an 8-byte length and its bytes padded to 8.
 */
#ifndef LUPINE_PROTOCOL_H
#define LUPINE_PROTOCOL_H

#include <stddef.h>
#include <stdint.h>
#include <sys/uio.h>

#define LP_MAGIC 0x314e504cu /* "LPN1" */
#define LP_FRAME_MAGIC 0x4652504cu /* "LPRF" */
/* 2.6: LP_NVML's process lists take MPS compute processes too (LPN_PROCESSES, arg0 2).
 * 2.5: the listening process's refusals name their cause (lp_status: full, busy, TLS or not,
 * silent) where it closed the connection without a word.
 * 2.4: LP_AVOID frames (client host ranges the server's driver must not place device memory in).
 * 2.3: LP_NVML frames (NVML requests of the client's libnvidia-ml.so.1, lupine/nvml_wire.h).
 * 2.2: eager pushes (cuMemcpyDtoHAsync into page-locked client memory) are not answered
 * (LP_NOTE_NO_DONE): the stream goes on once the bytes are sent.
 * 2.0: notifications (host functions and client memory in stream order), heartbeats, replies in
 * parts, cuMemcpyHtoDAsync carrying its source address, cuMemcpyDtoHAsync's push form.
 * 2.1: pulls and pushes of pitched regions (LP_NOTE_PULL_REGION, LP_NOTE_PUSH_REGION: memcpy
 * nodes with a pitched or 3D client host side); graph calls carry client host addresses and
 * host function cookies (native/shim/graph.c).
 * (1.1: lp_call.flags carries the stream capture mode.) */
#define LP_VERSION_MAJOR 2
#define LP_VERSION_MINOR 6
#define LP_DEFAULT_PORT 14833
#define LP_MAX_TOKEN 4096
#define LP_MAX_FRAME ((uint64_t)1 << 32)  /* 4 GiB: larger copies are split by the client */
#define LP_MAX_OUT ((uint64_t)1 << 32)    /* largest out-buffer a call may ask for */
#define LP_NULL UINT64_MAX                /* length of a NULL pointer argument */
#define LP_MAX_AVOID 65536u               /* ranges in one LP_AVOID frame */

/* The welcome's status. A session answers the first five; the listening process (2.5) answers
 * the rest itself, in clear before any TLS (a TLS client reads its first bytes as a record
 * header, common/dial.c), then closes the connection. */
enum lp_status {
    LP_OK = 0,
    LP_BAD_MAGIC = 1,
    LP_BAD_VERSION = 2,
    LP_BAD_TOKEN = 3,
    LP_BAD_API = 4,
    LP_FULL = 5,         /* as many sessions as --max-clients */
    LP_BUSY = 6,         /* as many connections in their handshake as the server takes */
    LP_TLS_REQUIRED = 7, /* a clear-text hello to a server that speaks TLS */
    LP_NOT_TLS = 8,      /* a TLS hello to a server that speaks clear text */
    LP_SILENT = 9,       /* nothing came within --hello-timeout */
};

enum lp_kind {
    LP_CALL = 1,
    LP_BATCH = 2,
    LP_REPLY = 3,
    LP_BYE = 4,
    LP_NOTIFY = 5,
    LP_DONE = 6,
    LP_HEARTBEAT = 7,
    LP_MORE = 8,
    LP_NVML = 9, /* client (2.3): one NVML request, answered by an LP_REPLY of the same id */
    LP_AVOID = 10, /* client (2.4): host ranges of the client, answered by an LP_REPLY */
};

#define LP_REPLY_MORE 1u /* flags of LP_REPLY / LP_MORE: the reply continues in an LP_MORE frame */

/* What an LP_NOTIFY asks of the client. */
enum lp_note_type {
    LP_NOTE_HOSTFN = 1,   /* run the host function of `cookie` (cuLaunchHostFunc) */
    LP_NOTE_CALLBACK = 2, /* run the stream callback of `cookie` with `status` (cuStreamAddCallback) */
    LP_NOTE_PULL = 3,     /* send client bytes [addr, addr+len) back in the LP_DONE */
    LP_NOTE_PUSH = 4,     /* write the frame's bytes to client [addr, addr+len) */
    LP_NOTE_PULL_REGION = 5, /* an lp_region follows the note: send its rows back, packed */
    LP_NOTE_PUSH_REGION = 6, /* an lp_region, then the packed rows: write them into its rows */
};

/* lp_note.status of an LP_NOTE_PUSH (2.2): the client writes the bytes and sends no LP_DONE.
 * The server's stream does not wait for the client: every later frame of the server, the
 * answer of a synchronisation included, comes after the push on the connection, and the
 * client writes a push's bytes before it reads the next frame. A range the client cannot
 * write is reported on its stderr. */
#define LP_NOTE_NO_DONE 1u

typedef struct {
    uint32_t type;   /* enum lp_note_type */
    uint32_t status; /* LP_NOTE_CALLBACK: the CUresult the callback is given; LP_NOTE_PUSH:
                        0 or LP_NOTE_NO_DONE; else 0 */
    uint64_t cookie; /* host functions: the cookie the client sent with the call; else 0 */
    uint64_t addr;   /* pull, push: client address */
    uint64_t len;    /* pull, push: bytes (at most LP_MAX_NOTE) */
} lp_note;

#define LP_MAX_NOTE (LP_MAX_FRAME - 64)

/* A pitched region of client memory (the host side of a 2D/3D copy): `slices` slices of `rows`
 * rows of `width` bytes; row j of slice k starts at note.addr + k * slice_pitch + j * pitch.
 * Its bytes travel packed, row after row (note.len = width * rows * slices), as the shim packs
 * host regions of pitched copies (native/shim/copy3d.c). */
typedef struct {
    uint64_t width, rows, slices;
    uint64_t pitch, slice_pitch;
} lp_region;

enum lp_done_status {
    LP_DONE_OK = 0,
    LP_DONE_BAD_ADDRESS = 1, /* the range is not memory of the client it may read / write */
    LP_DONE_BAD_COOKIE = 2,  /* no host function has this cookie */
};

/* The first out-request word of cuMemcpyDtoHAsync's push form: the destination is client
 * memory at the address that ends the call; the server pushes the bytes in stream order. */
#define LP_CLIENT_ADDR (UINT64_MAX - 1)

typedef struct {
    uint32_t magic;
    uint32_t kind;
    uint64_t id;
    uint64_t len;
} lp_frame;

/* lp_call.flags bit 0: cuModuleLoadData/cuLibraryLoadData carry the SHA-256 of the
 * image (32 bytes) in place of the image; the server answers CUDA_ERROR_NOT_FOUND when its
 * image cache lacks it (the client then sends the image itself). */
#define LP_CALL_IMAGE_HASH 1u
/* lp_call.flags bits 1-2: the calling thread's stream capture mode (CUstreamCaptureMode: 0
 * global, 1 thread-local, 2 relaxed; 3 is malformed), which the server makes the driver's mode
 * before it runs the call: cuThreadExchangeStreamCaptureMode is per thread in the driver, and
 * the client's threads share one server thread (native/server/graph.c). */
/* lp_call.flags bit 3 (2.2), on cuFuncGetName only: the answer also carries the name's address
 * in the server (8 bytes) and the first bytes of the driver's function object (a count, then
 * at most LP_OBJECT_BYTES bytes, fewer where the server cannot read them). The CUDA runtime's
 * tools-module table hands libraries the driver's function object, and cuFFT reads it: the
 * shim gives them a copy at the same address (shim/module.c, for common/export_tables.c). */
#define LP_CALL_OBJECT_BYTES 8u
#define LP_OBJECT_BYTES 0x500u
#define LP_CALL_CAPTURE_MODE_SHIFT 1
#define LP_CALL_CAPTURE_MODE_MASK (3u << LP_CALL_CAPTURE_MODE_SHIFT)

typedef struct {
    uint32_t fn;    /* index into the generated function table */
    uint32_t flags; /* LP_CALL_IMAGE_HASH, LP_CALL_CAPTURE_MODE_MASK; every other bit 0 */
    uint64_t len;   /* bytes of arguments that follow */
    uint64_t ctx;   /* the calling thread's current context (0: none) */
} lp_call;

/* ---- memory shared between clients of one server (native/server/ipc.c, native/shim/ipc.c) ----
 * Calls with layouts of their own (the API hash covers that they are hand-written):
 *   cuMemExportToShareableHandle, cuMemPoolExportToShareableHandle:
 *     u64 allocation handle (or pool), u64 handle type, u64 flags;
 *     answer: one out-argument, an lp_ipc_export.
 *   cuMemImportFromShareableHandle, cuMemPoolImportFromShareableHandle:
 *     u64 out-request (8), an lp_ipc_import as a byte run, u64 flags;
 *     answer, whatever the result: u64 the handle (or pool), u64 enum lp_ipc_reason.
 * Only CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR travels. The client hands the application a
 * sealed memfd holding an lp_ipc_record (what another client process reads back to import). */
#define LP_IPC_INSTANCE 16 /* bytes of a server's instance id (random, made at its start) */
#define LP_IPC_SECRET 16   /* bytes of an export's secret (random) */

enum lp_ipc_kind {
    LP_IPC_ALLOCATION = 1, /* cuMemExportToShareableHandle */
    LP_IPC_POOL = 2,       /* cuMemPoolExportToShareableHandle */
};

/* Why an import failed (the CUresult says what the application sees). */
enum lp_ipc_reason {
    LP_IPC_OK = 0,
    LP_IPC_OTHER_SERVER = 1, /* exported through another lupine-server (NOT_SUPPORTED) */
    LP_IPC_GONE = 2,         /* the exporting session has ended (INVALID_HANDLE) */
    LP_IPC_REFUSED = 3,      /* no such export, or a wrong secret or kind (INVALID_VALUE) */
    LP_IPC_DRIVER = 4,       /* the driver's import failed (its CUresult) */
};

typedef struct {
    unsigned char instance[LP_IPC_INSTANCE]; /* the server's */
    uint64_t pid;                            /* the exporting session's process */
    uint64_t id;                             /* the export, in that session */
    unsigned char secret[LP_IPC_SECRET];
} lp_ipc_export;

typedef struct {
    uint32_t kind;        /* enum lp_ipc_kind */
    uint32_t handle_type; /* CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR */
    unsigned char instance[LP_IPC_INSTANCE];
    uint64_t pid;
    uint64_t id;
    unsigned char secret[LP_IPC_SECRET];
} lp_ipc_import;

/* The memfd's bytes: magic "LPNIPC1" (NUL-terminated), version 1, then as above, and the
 * server as the exporting process named it in LUPINE_SERVER (host:port, NUL-terminated). */
#define LP_IPC_MAGIC "LPNIPC1"
#define LP_IPC_RECORD_VERSION 1u
typedef struct {
    char magic[8];
    uint32_t version;
    uint32_t kind;
    uint32_t handle_type;
    uint32_t zero;
    lp_ipc_export export_;
    char server[256];
} lp_ipc_record;

/* ---- byte buffers ---- */

typedef struct {
    unsigned char *data;
    size_t len, cap;
    int failed; /* allocation failed: the buffer is unusable */
} lp_buf;

void lp_buf_free(lp_buf *b);
void lp_buf_reset(lp_buf *b);
void *lp_buf_reserve(lp_buf *b, size_t n); /* appends n bytes, returns them (NULL: failed) */
void lp_buf_u64(lp_buf *b, uint64_t v);
void lp_buf_bytes(lp_buf *b, const void *p, size_t n); /* length, bytes, padding */
void lp_buf_null(lp_buf *b);

/* A bounded reader: every get fails (returns -1, and stays failed) instead of reading past
 * the end. */
typedef struct {
    const unsigned char *p;
    size_t left;
    int failed;
} lp_reader;

int lp_get_u64(lp_reader *r, uint64_t *v);
/* Reads a length-prefixed byte run. On success *p points into the reader's buffer (or is
 * NULL for LP_NULL) and *n is its length; `max` bounds the length. */
int lp_get_bytes(lp_reader *r, const void **p, uint64_t *n, uint64_t max);

static inline size_t lp_pad8(size_t n) { return (n + 7) & ~(size_t)7; }

/* ---- sockets ---- */

/* A descriptor may carry TLS (common/tls.c registers it): these functions then read and write
 * its plaintext through the TLS connection, on the calling thread, so every caller below works
 * unchanged. The hooks are set by tls.c the first time it registers a connection; a program
 * built without it never has one. recv/send answer as recv(2)/send(2) (-1 with errno set;
 * EAGAIN when the socket's SO_RCVTIMEO/SO_SNDTIMEO passed with nothing moved) and return 1
 * through *handled when fd is one of theirs; pending: plaintext already decrypted and not yet
 * read (a poll() on fd would not see it). */
typedef struct {
    ssize_t (*recv)(int fd, void *p, size_t n, int *handled);
    ssize_t (*send)(int fd, const void *p, size_t n, int *handled);
    int (*pending)(int fd);
} lp_secure_io;
extern const lp_secure_io *lp_secure_hooks;
/* Bytes readable from fd without waiting on the socket (TLS: decrypted, not yet read). */
int lp_pending(int fd);

/* The receive window the TCP peer of fd advertises, in bytes; -1 when fd is not TCP or the
 * kernel does not say (common/tcp_window.c). */
int64_t lp_peer_window(int fd);
int lp_write_all(int fd, const void *p, size_t n);
int lp_read_all(int fd, void *p, size_t n); /* 0 ok, -1 error or EOF */
int lp_writev_all(int fd, struct iovec *iov, int n);
/* Reads and discards n bytes. */
int lp_skip(int fd, uint64_t n);
void lp_tune_socket(int fd);
/* Receiving spins before it blocks: when a read finds no data, recv(MSG_DONTWAIT) is retried
 * for up to this many microseconds before the blocking recv(), so that an answer arriving
 * within that time is taken without the scheduler's wake-up (as the CUDA driver spins in a
 * synchronize under CU_CTX_SCHED_AUTO when the machine has more cores than it needs). The
 * default comes from LUPINE_SPIN_US (0..100000), else 50 on a machine with 4 or more online
 * CPUs and 0 on a smaller one; TLS connections never spin (their hooks own the reads).
 * lp_set_spin_us(-1) returns to the default. */
void lp_set_spin_us(long us);
long lp_spin_us(void);

/* The whole number from lo to hi that environment variable name holds; dflt when it is unset
 * or empty, or when it holds anything else, which is then named on stderr with unit (what the
 * number counts) and the value used instead. Each LUPINE_* number setting is read so. */
long lp_env_whole(const char *name, long lo, long hi, long dflt, const char *unit);

/* Buffered reading: one recv() usually brings a whole small frame; large reads go straight
 * into the caller's memory once the buffer is drained. */
typedef struct {
    int fd;
    unsigned char buf[32768];
    size_t pos, len;
} lp_rbuf;

void lp_rbuf_init(lp_rbuf *r, int fd);
int lp_rbuf_read(lp_rbuf *r, void *p, size_t n); /* 0 ok, -1 error or EOF */
int lp_rbuf_skip(lp_rbuf *r, uint64_t n);

/* Splits an endpoint: "name:port", "a.b.c.d:port", "[v6]:port", or a name or address alone
 * ("name", "[v6]", or a bare IPv6 address: two colons or more and no brackets), which get
 * LP_DEFAULT_PORT. The host is given without brackets. Ports are 1..65535; 0 too when
 * `listening` (any free port). 0 on success, -1 for anything else (lupine._endpoint follows
 * the same rules in Python). */
int lp_parse_endpoint(const char *s, int listening, char *host, size_t hostlen, int *port);

#endif
