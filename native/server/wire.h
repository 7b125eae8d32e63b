/* lupine-server internals, lowest layer (wire.h): one session per client process (the server
 * forks per connection), its frames, replies and per-thread state, the dispatch tables, the
 * per-session memory limits, the listener and the image cache. The layers above, each with
 * its header, a file including only the headers of its layer and below: registry
 * (registry.h), jobs (jobs.h), client memory (clientmem.h), calls and session (server.h).
 * native/layers.py checks it.
 *
 * Threads of a session: the session thread reads every frame and issues every call in arrival
 * order, and never waits for GPU progress; calls that can wait ([blocking] in
 * codegen/annotations.toml, ls_blocking[]) run on waiter threads (a pool grown on demand, at
 * most LS_MAX_WAITERS), which write their own replies; a heartbeat thread; the copy worker of
 * the staging ring (fastpath.c); and the driver's own threads, which run the host functions of
 * clientmem.c. Every frame to the client is written whole under `wlock`; the registries and
 * the latched error are shared under `lock`. */
#ifndef LUPINE_SERVER_WIRE_H
#define LUPINE_SERVER_WIRE_H

#include <cuda.h>
#include <pthread.h>
#include <cudaProfiler.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "lupine/protocol.h"
#include "lupine_api.h"

struct ls_session;
#include "server_gen.h"

/* A dispatcher's answer meaning "the frame is malformed": the session ends. */
#define LS_BAD_FRAME ((CUresult)-1)
/* The same for hand-written handlers, which return an int (a CUresult otherwise). */
#define LS_BAD (-1)
/* Largest argument block of a generically dispatched call. */
#define LS_MAX_GENERIC_ARGS ((uint64_t)64 << 20)
/* Largest kernel parameter block (CUDA 12.1+). */
#define LS_MAX_PARAM_BYTES 32764u

typedef struct {
    uint64_t value;
    uint64_t parent;
    uint64_t ctx; /* the context current when it was made (registry.c: retired with it) */
    void *owned;  /* freed with the handle (a module's image) */
    int type;    /* enum ls_handle_type, -1: free slot */
    int used;
} ls_handle;

typedef struct {
    uint64_t base, size;
    uint32_t graph_refs; /* a graph allocation: graphs and execs holding it (0: ordinary) */
    uint64_t ctx;        /* the context current when it was allocated */
    uint64_t charged;    /* bytes counted against --max-memory-per-client (limits.c) */
} ls_range;

/* Staging buffers of the ring: LUPINE_STAGE_BUFFERS at first; more (up to this) while host
 * functions of this session could keep the GPU from freeing a buffer (stage_grow). */
#define LS_STAGE_MAX 64
#define LS_MAX_WAITERS 64

typedef struct ls_session {
    int fd;
    uint16_t client_minor; /* the client's protocol minor version (hello) */
    lp_rbuf *in;          /* buffered reads of the client's frames (session thread) */
    void **real;          /* the driver's functions by wire id */
    CUresult latched;     /* first error of a deferred call, for the next sync call (atomic) */
    uint64_t frame_left;  /* unread bytes of the current frame */
    uint32_t call_flags;  /* lp_call.flags of the call a hand-written handler runs */
    int verbose;
    pthread_mutex_t wlock; /* whole frames to the client */
    int wclosed;           /* under wlock: the session is over, fd is not written any more */
    pthread_mutex_t lock;  /* registries */
    int in_frame;          /* the session thread is inside a frame (atomic; heartbeats) */
    int ended;             /* the session is over (atomic) */
    unsigned ctx_epoch;    /* bumped when a context is destroyed or reset (atomic) */
    int hostfn_used;       /* a host function of clientmem.c was enqueued (atomic) */
    struct ls_waiters *waiters;     /* session.c */
    struct ls_clientmem *clientmem; /* clientmem.c */
    /* registries */
    ls_handle *handles;
    size_t nhandles, caphandles, tombstones;
    ls_range *ranges;
    size_t nranges, capranges;
    /* staging for bulk copies: a ring of stage_count pinned buffers of stage_size bytes */
    void *stage[LS_STAGE_MAX];
    size_t stage_size;
    int stage_count;
    int stage_next; /* the buffer the next host-to-device chunk goes into */
    int stage_pinned;
    int stage_failed;                   /* no staging to be had in this context */
    int stage_registered[LS_STAGE_MAX]; /* malloc'ed and cuMemHostRegister'ed */
    CUevent stage_event[LS_STAGE_MAX];
    int stage_pending[LS_STAGE_MAX]; /* an async copy may still read/write stage[k] */
    CUcontext stage_ctx;
    unsigned stage_epoch; /* ctx_epoch when the ring was made */
    struct ls_stage_worker *stage_worker; /* fastpath.c */
    int stage_worker_off;
    /* stream capture and graphs (graph.c) */
    int capture_mode;                   /* the driver's capture mode of this thread, as set */
    struct ls_graph_state *graph;       /* captures, graph allocations' owners (NULL: none yet) */
} ls_session;

/* Work for a waiter thread: the session thread fills it (arguments already read from the
 * frame) and hands it over with ls_job_submit; the waiter makes `ctx` current, runs `run`,
 * which writes the reply of `reply_id`, and frees the job. */
typedef struct ls_job ls_job;
struct ls_job {
    ls_job *next;
    int fn;
    uint64_t ctx;
    uint64_t reply_id;
    CUevent ptds_event; /* _ptsz/_ptds calls: the session thread's per-thread stream up to here */
    int capture_mode;   /* the client thread's stream capture mode (the driver's is per thread) */
    /* r: CUDA_SUCCESS, or why the context could not be made current (then answer it) */
    void (*run)(ls_session *s, ls_job *j, CUresult r);
    void (*discard)(ls_job *j); /* frees what `data` owns (NULL: free(data)) */
    void *data;
    uint64_t len;
};

typedef CUresult (*ls_generic_fn)(ls_session *s, lp_reader *rd, lp_buf *out);
typedef int (*ls_hand_fn)(ls_session *s, int fn, uint64_t len, int reply);

extern const ls_generic_fn ls_generic[LUPINE_FN_COUNT];
extern const ls_hand_fn ls_hand[LUPINE_FN_COUNT];
extern const unsigned char ls_sync[LUPINE_FN_COUNT];
extern const unsigned char ls_blocking[LUPINE_FN_COUNT];
extern const char *const ls_handle_type_names[LS_H_COUNT];

/* ---- argument helpers of the generated dispatch ---- */
int ls_scalar(lp_reader *rd, void *dst, size_t n);
int ls_out_req(lp_reader *rd, uint64_t *n);
void *ls_zalloc(uint64_t n); /* zeroed, 128-byte aligned, with slack against drivers that write past n */
void ls_reply_string(lp_buf *out, const char *s);


/* ---- a hand-written handler's call, read whole (args.c) ---- */
typedef struct {
    unsigned char *buf;
    lp_reader rd;
} ls_args;
/* Reads the call's len bytes. -1: malformed (the session ends). */
int ls_args_read(ls_session *s, uint64_t len, ls_args *a);
/* Answers (when the call is answered) with r and out, and frees what the call held. */
int ls_args_answer(ls_session *s, int fn, CUresult r, int reply, ls_args *a, lp_buf *out);
/* Frees the call: LS_BAD (a malformed call ends the session). */
int ls_args_bad(ls_args *a);

/* ---- the session's frames, replies and per-thread state (wire.c) ---- */
void ls_refresh_context(ls_session *s);
/* The context the calling server thread last made current (each thread has its own). */
uint64_t ls_cur_ctx(void);
/* The request id the calling thread is answering (the frame's, or its job's). */
uint64_t ls_reply_id(void);
/* Ends the session from any thread (a waiter that met a malformed argument block). */
void ls_abort(ls_session *s);
/* Writes one whole frame under the write lock; 0 on success. */
int ls_send_frame(ls_session *s, uint32_t kind, uint64_t id, const struct iovec *iov, int n);
/* The first failure of a deferred call (kept until a synchronising call reports it). */
void ls_latch(ls_session *s, CUresult r);
/* Reads exactly n bytes of the current frame. 0 on success. */
int ls_read(ls_session *s, void *p, uint64_t n);
int ls_read_u64(ls_session *s, uint64_t *v);
int ls_skip(ls_session *s, uint64_t n);
/* Answers the call: result (after latched-error rules for sync calls) and out-bytes. */
int ls_reply(ls_session *s, int fn, CUresult r, const lp_buf *outs);
/* The same, with the out-arguments whatever the result (cuLinkAddData's error log). */
int ls_reply_always(ls_session *s, int fn, CUresult r, const lp_buf *outs);
/* The result a reply to `fn` carries: a latched deferred error replaces success of a sync call. */
CUresult ls_final_result(ls_session *s, int fn, CUresult r);
void ls_log(ls_session *s, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* The request the calling thread answers, the context it last made current, and the calling
 * client thread's stream capture mode of the call being run (lp_call.flags): the session
 * thread's and each waiter's own. */
extern __thread uint64_t t_reply_id;
extern __thread uint64_t t_cur_ctx;
extern __thread int t_call_mode;

/* ---- device memory per session (limits.c), as codegen/annotations.toml [charges] says ---- */
extern uint64_t ls_mem_limit;      /* --max-memory-per-client in bytes; 0: none */
extern uint64_t *ls_mem_published; /* the listener's table's count of this session (or NULL) */
/* Charges n bytes of an allocation by `fn` (a wire id) before the driver sees it; -1, and a
 * line in the log naming the limit, when that would pass the limit. */
int ls_mem_charge(ls_session *s, int fn, uint64_t n);
/* Gives n charged bytes back (the call failed, or what it made is gone). */
void ls_mem_refund(ls_session *s, uint64_t n);
/* Keeps a charge with the device range at base (registry.c: given back when it goes). */
void ls_range_charge(ls_session *s, uint64_t base, uint64_t n);
/* ---- the listening process (listener.c) ---- */
typedef struct {
    int max_clients;      /* sessions at once (--max-clients) */
    int max_pending;      /* connections not yet authenticated (--max-pending) */
    int max_pending_peer; /* the same from one address, IPv6 one /64 (--max-pending-per-peer) */
    double hello_s;       /* seconds a new connection may stay silent (--hello-timeout) */
    int tls;              /* sessions begin with a TLS handshake (--tls-cert) */
} ls_bounds;
/* Set by listener.c (defined there) before ls_serve: a pipe to the listening process, written
 * once the client is authenticated (-1: none). */
extern int ls_auth_fd;
/* Accepts on lfd (listening) for ever, within the bounds; serve(fd) runs each admitted
 * connection's session in a process of its own, after its first bytes came. Returns only on
 * a failure of the listening socket (1). */
int ls_listen_forever(int lfd, const ls_bounds *b, int (*serve)(int fd));

/* ---- module image cache (images.c) ----
 * Images (fatbins, cubins, PTX) kept by SHA-256 in a directory shared by every session of
 * this server (lupine-server --image-cache DIR; "none" turns it off). */
void ls_images_configure(const char *dir);
/* 1 and the image (malloc'ed, NUL-terminated past *n) when the cache holds this hash. */
int ls_images_get(const unsigned char hash[32], unsigned char **image, uint64_t *n);
/* Keeps an image the client sent (hash computed here, never taken from the client). */
void ls_images_put(const unsigned char *image, uint64_t n);

#endif
