/* The LUPINE wire protocol, shared by the shim (client) and lupine-server.
 *
 * Connection: TCP. The client sends a hello, the server answers a welcome; then frames.
 * All integers are little-endian (both ends are x86-64; the handshake carries a byte-order
 * check). Every length a peer sends is validated against what is left of its frame and
 * against the limits below before anything is allocated or read.
 *
 *   hello   = u32 magic "LPN1", u16 major, u16 minor, u32 api_hash, u32 token_len, token bytes
 *   welcome = u32 magic "LPN1", u16 major, u16 minor, u32 status (lp_status), u32 server_pid
 *
 *   frame   = lp_frame header, then `len` bytes:
 *     LP_CALL:  one or more calls; the server answers the LAST one with an LP_REPLY frame of
 *               the same id. The calls before it are deferred (batched) calls: their errors
 *               are latched and reported by the next synchronising call.
 *     LP_BATCH: deferred calls only; no answer.
 *     LP_BYE:   the client is closing; no payload.
 *   call    = lp_call header, then `len` bytes of arguments (see codegen: every argument is an
 *             8-byte scalar, or an 8-byte length followed by that many bytes padded to 8, with
 *             LP_NULL as the length of a NULL pointer).
 *   reply   = u32 CUresult, u32 0, then the out-arguments of the call in parameter order, each
 *             an 8-byte length and its bytes padded to 8.
 */
#ifndef LUPINE_PROTOCOL_H
#define LUPINE_PROTOCOL_H

#include <stddef.h>
#include <stdint.h>
#include <sys/uio.h>

#define LP_MAGIC 0x314e504cu /* "LPN1" */
#define LP_FRAME_MAGIC 0x4652504cu /* "LPRF" */
#define LP_VERSION_MAJOR 1
#define LP_VERSION_MINOR 1 /* 1: lp_call.flags carries the stream capture mode */
#define LP_DEFAULT_PORT 14833
#define LP_MAX_TOKEN 4096
#define LP_MAX_FRAME ((uint64_t)1 << 32)  /* 4 GiB: larger copies are split by the client */
#define LP_MAX_OUT ((uint64_t)1 << 32)    /* largest out-buffer a call may ask for */
#define LP_NULL UINT64_MAX                /* length of a NULL pointer argument */

enum lp_status {
    LP_OK = 0,
    LP_BAD_MAGIC = 1,
    LP_BAD_VERSION = 2,
    LP_BAD_TOKEN = 3,
    LP_BAD_API = 4,
};

enum lp_kind {
    LP_CALL = 1,
    LP_BATCH = 2,
    LP_REPLY = 3,
    LP_BYE = 4,
};

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
#define LP_CALL_CAPTURE_MODE_SHIFT 1
#define LP_CALL_CAPTURE_MODE_MASK (3u << LP_CALL_CAPTURE_MODE_SHIFT)

typedef struct {
    uint32_t fn;    /* index into the generated function table */
    uint32_t flags; /* LP_CALL_IMAGE_HASH, LP_CALL_CAPTURE_MODE_MASK; every other bit 0 */
    uint64_t len;   /* bytes of arguments that follow */
    uint64_t ctx;   /* the calling thread's current context (0: none) */
} lp_call;

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

int lp_write_all(int fd, const void *p, size_t n);
int lp_read_all(int fd, void *p, size_t n); /* 0 ok, -1 error or EOF */
int lp_writev_all(int fd, struct iovec *iov, int n);
/* Reads and discards n bytes. */
int lp_skip(int fd, uint64_t n);
void lp_tune_socket(int fd);

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

/* Splits "host:port" (or "[v6]:port", or "host" with the default port). 0 on success. */
int lp_parse_endpoint(const char *s, char *host, size_t hostlen, int *port);

#endif
