/* lupine-server internals: one session per client process (the server forks per
 * connection), its registries of handles and device ranges, and the dispatch tables.
 *
 * Threads of a session: the session thread reads every frame and issues every call in arrival
 * order, and never waits for GPU progress; calls that can wait ([blocking] in
 * codegen/annotations.toml, ls_blocking[]) run on waiter threads (a pool grown on demand, at
 * most LS_MAX_WAITERS), which write their own replies; a heartbeat thread; the copy worker of
 * the staging ring (fastpath.c); and the driver's own threads, which run the host functions of
 * clientmem.c. Every frame to the client is written whole under `wlock`; the registries and
 * the latched error are shared under `lock`. */
#ifndef LUPINE_SERVER_H
#define LUPINE_SERVER_H

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

/* The unsigned value at p when n is 8 or 4 (arguments are not aligned), else 0. */
uint64_t ls_u64_at(const void *p, uint64_t n);

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

/* ---- registries (registry.c) ---- */
int ls_handle_ok(ls_session *s, int type, uint64_t value);
/* Every 8-byte handle of the array is a non-NULL handle of that type this session holds. */
int ls_handle_array_ok(ls_session *s, int type, const void *values, uint64_t bytes);
/* The parent a handle was registered with (0: none or unknown). */
uint64_t ls_handle_parent(ls_session *s, int type, uint64_t value);
void ls_handle_add(ls_session *s, int type, uint64_t value, uint64_t parent, void *owned);
/* What ls_handle_add was given to own for the handle (NULL: none, or no such handle). Valid
 * while the handle is registered. */
void *ls_handle_owned(ls_session *s, int type, uint64_t value);
void ls_handles_add(ls_session *s, int type, const void *values, size_t bytes, uint64_t parent);
/* Forgets the handle and, recursively, every handle registered as its child (a graph's nodes,
 * a node's child graph and their nodes). */
void ls_handle_del(ls_session *s, int type, uint64_t value);
void ls_registry_reset(ls_session *s); /* after a primary context reset */
/* Frees the staging ring (fastpath.c), before the context that holds it goes; may wait for
 * the GPU. ls_stage_detach takes the ring away from the session without waiting (the next
 * staged copy makes a new one) and ls_stage_free_detached frees it on a waiter. */
void ls_stage_release(ls_session *s);
void *ls_stage_detach(ls_session *s);
void ls_stage_free_detached(ls_session *s, void *ring);
/* Page-locked host memory of `size` bytes (LUPINE_STAGE_MEMORY), NULL when none is had;
 * *registered: malloc'ed and cuMemHostRegister'ed (else cuMemHostAlloc'ed). */
void *ls_pinned_alloc(ls_session *s, size_t size, int *registered);
/* [p, p + count * width) lies in the session's device ranges, the product not overflowing. */
int ls_devrange_ok(ls_session *s, uint64_t p, uint64_t count, uint64_t width);
/* The rows of a pitched region: height rows of `count` elements of `width` bytes, `pitch`
 * bytes apart (count * width <= pitch), from p: its extent (height - 1) * pitch + count * width
 * lies in the session's device ranges, nothing overflowing. Nothing to check when empty,
 * except that p is known. */
int ls_dev2d_ok(ls_session *s, uint64_t p, uint64_t pitch, uint64_t count, uint64_t width,
                uint64_t height);
int ls_devptr_ok(ls_session *s, uint64_t p, uint64_t n);
void ls_range_add(ls_session *s, uint64_t base, uint64_t size);
void ls_range_remove(ls_session *s, uint64_t base);
/* Graph allocations (graph.c): a range held by graphs and execs, counted; the last release
 * removes it. An ordinary allocation at the same base (the address reused after a free) is
 * never removed by a release. size 0: one more hold on a graph range that exists. 1: held. */
int ls_range_graph_hold(ls_session *s, uint64_t base, uint64_t size);
void ls_range_graph_release(ls_session *s, uint64_t base);
void ls_registry_free(ls_session *s);

/* ---- stream capture and graphs (graph.c) ---- */
/* The driver's stream capture mode for the calling client thread's call (lp_call.flags). */
CUresult ls_apply_capture_mode(ls_session *s, int mode);
void ls_graph_capture_begun(ls_session *s, uint64_t stream, uint64_t to_graph);
/* The graph allocations `from` (a graph) holds are held by `to` (its exec or clone) too. */
void ls_graph_owners_copy(ls_session *s, uint64_t from, const void *to_out);
/* A graph or exec handle went (destroyed, or its parent was): release what it held. */
void ls_graph_handle_gone(ls_session *s, int type, uint64_t value);
void ls_graph_free(ls_session *s);
CUresult ls_graph_check_memset(ls_session *s, const void *params, uint64_t n);
CUresult ls_graph_check_kernel_attr(ls_session *s, int attr, const void *value, uint64_t n);
/* Adds the allocation holding base as the driver reports it (cuMemGetAddressRange). */
void ls_range_add_queried(ls_session *s, uint64_t base);
/* A CUlaunchConfig from its wire fields (fastpath.c). */
CUlaunchConfig ls_launch_config(const uint64_t dims[7], uint64_t stream, CUlaunchAttribute *attrs,
                                size_t nattrs);

/* ---- memcpy nodes with a client host side (graphhost.c) ----
 * Each is one child graph node whose embedded graph holds a pull of the client's bytes into a
 * server buffer and a device copy from it (or a device copy and a push, or a pull and a push);
 * graphhost.c says why. Copies: CUDA_MEMCPY3D whose CU_MEMORYTYPE_HOST sides hold client
 * addresses in srcHost / dstHost; unified[k]: side k (0 src, 1 dst) was named
 * CU_MEMORYTYPE_UNIFIED by the application. */
enum { LS_HOSTCOPY_HTOD = 1, LS_HOSTCOPY_DTOH, LS_HOSTCOPY_HTOH };
CUresult ls_hostcopy_add(ls_session *s, CUgraphNode *out, CUgraph g, const CUgraphNode *deps,
                         const CUgraphEdgeData *edges, size_t n, const CUDA_MEMCPY3D *c,
                         const int unified[2], CUcontext ctx);
/* 1 when node is such a node (the driver holds a child graph node). */
int ls_hostcopy_is(ls_session *s, CUgraphNode node);
/* r for such a node, else CUDA_SUCCESS: [checks] of calls that would see the child graph
 * (cuGraphChildGraphNodeGetGraph, cuGraphExecChildGraphNodeSetParams: CUDA_ERROR_INVALID_VALUE,
 * as for a memcpy node; cuGraphNodeSetEnabled/GetEnabled: CUDA_ERROR_NOT_SUPPORTED). */
CUresult ls_hostcopy_check_plain(ls_session *s, CUgraphNode node, CUresult r);
/* The copy as the application gave it. CUDA_ERROR_NOT_FOUND: not such a node. */
CUresult ls_hostcopy_get(ls_session *s, CUgraphNode node, CUDA_MEMCPY3D *c, int unified[2]);
/* New parameters (with a client host side) for such a node of a graph, or of an exec. For a
 * memcpy node of device memory: CUDA_ERROR_NOT_SUPPORTED in a graph (a driver node cannot
 * become a child graph node), CUDA_ERROR_INVALID_VALUE in an exec (a memory type change, which
 * CUDA refuses there too). */
CUresult ls_hostcopy_set(ls_session *s, CUgraphNode node, const CUDA_MEMCPY3D *c,
                         const int unified[2]);
CUresult ls_hostcopy_exec_set(ls_session *s, CUgraphExec exec, CUgraphNode node,
                              const CUDA_MEMCPY3D *c, const int unified[2], CUcontext ctx);
/* A copy with a client host side issued into a capturing stream: the same node, added to the
 * capture's graph after the stream's dependencies, which it then replaces. */
CUresult ls_hostcopy_capture(ls_session *s, CUstream stream, const CUDA_MEMCPY3D *c);

/* ---- structure checks of the generic dispatch (checks.c) ---- */
CUresult ls_check_alloc_prop(ls_session *s, void *p, uint64_t n);
CUresult ls_check_pool_props(ls_session *s, void *p, uint64_t n);
CUresult ls_check_resource_desc(ls_session *s, void *p, uint64_t n);
CUresult ls_check_mem_ops(ls_session *s, void *p, uint64_t n);

/* ---- session (session.c) ---- */
void ls_refresh_context(ls_session *s);
/* The context the calling server thread last made current (each thread has its own). */
uint64_t ls_cur_ctx(void);
/* The request id the calling thread is answering (the frame's, or its job's). */
uint64_t ls_reply_id(void);
/* A new job for the current call, its context and request id filled in (NULL: no memory). */
ls_job *ls_job_new(ls_session *s, int fn, uint64_t ctx);
/* For a _ptsz/_ptds call: records the session thread's per-thread stream in the job, so the
 * waiter's own per-thread stream is ordered after it. */
void ls_job_ptds(ls_session *s, ls_job *j);
/* Hands the job to a waiter thread (or, with none to be had, runs it here). */
void ls_job_submit(ls_session *s, ls_job *j);
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

/* ---- client memory and host functions in stream order (clientmem.c) ----
 *
 * A host function of the server, enqueued with the driver's cuLaunchHostFunc (or as a graph
 * host node), runs on a driver thread when its stream reaches it: it sends the client an
 * LP_NOTIFY frame and blocks until the client's LP_DONE for it (or the end of the session), so
 * the stream goes on only once the client has done its part. Kinds: run the client's host
 * function of a cookie (cuLaunchHostFunc, cuStreamAddCallback), pull client bytes into a server
 * buffer, push a server buffer into client memory. The client checks every range against its
 * own address space (process_vm_readv/writev) and answers an error instead of faulting; the
 * server then latches CUDA_ERROR_INVALID_VALUE (reported by the next synchronising call) and a
 * failed pull leaves zeros in the buffer. Every (fn, userData) pair made here lives until the
 * session ends, so it may be captured into a graph and replayed any number of times; so does
 * every buffer of ls_clientmem_buffer. None of these calls waits for the GPU.
 *
 * Graph nodes with a client host side (graphhost.c) are made of a buffer of
 * ls_clientmem_buffer and host nodes whose {fn, userData} come from ls_clientmem_copy_fn;
 * explicit host nodes of ls_clientmem_hostfn_fn (graph.c). n is at most LP_MAX_NOTE. */
/* The client's own host function of `cookie` (what its cuLaunchHostFunc sent). */
int ls_clientmem_hostfn_fn(ls_session *s, uint64_t cookie, CUhostFn *fn, void **user);
/* The client host side of a memcpy node as the application named it: client addresses, never
 * dereferenced here; what cuGraphMemcpyNodeGetParams gives back (graphhost.c). */
typedef struct {
    uint64_t host;                   /* the address named (srcHost, or srcDevice of UNIFIED) */
    uint64_t x, y, z, pitch, height; /* the position in it and its layout */
    uint32_t type;                   /* CU_MEMORYTYPE_HOST or CU_MEMORYTYPE_UNIFIED */
} ls_host_side;
/* The pull (push = 0) or push of a memcpy node's client host side: the rows *rg describes
 * (the copy's extent; sent as a pitched region only when its rows are not adjacent) starting at
 * client address addr, packed into buf (bufsize bytes, at least the extent's). */
int ls_clientmem_copy_fn(ls_session *s, int push, const ls_host_side *side, uint64_t addr,
                         const lp_region *rg, void *buf, uint64_t bufsize, CUhostFn *fn,
                         void **user);
/* What the host function of a graph node (fn, userData as the driver holds them) is. */
typedef struct {
    uint32_t type;   /* enum lp_note_type */
    uint64_t cookie; /* LP_NOTE_HOSTFN: the client's cookie */
    int node;        /* a memcpy node's pull or push (ls_clientmem_copy_fn) */
    ls_host_side side;
    lp_region rg;
    void *buf;
    uint64_t bufsize, len;
} ls_hostop_info;
/* 0 and *info when (fn, user) is one of clientmem.c's host functions; -1 otherwise. */
int ls_clientmem_op_info(ls_session *s, CUhostFn fn, void *user, ls_hostop_info *info);
/* Page-locked where the driver allows it, zeroed, kept until the session ends; NULL: none. */
void *ls_clientmem_buffer(ls_session *s, uint64_t n);
/* A device-to-host copy into client memory in stream order (a stream that is not capturing:
 * captured copies are graph nodes, ls_hostcopy_capture): device copies into a pooled buffer
 * and pushes, chunk by chunk; the buffer goes back to the pool when the last push is done. */
CUresult ls_clientmem_dtoh(ls_session *s, CUstream stream, uint64_t addr, CUdeviceptr src,
                           uint64_t n);
/* 1 when `stream` is capturing (the driver's cuStreamIsCapturing; no client round trip). */
int ls_stream_capturing(ls_session *s, CUstream stream);
/* Session thread: an LP_DONE frame of `len` bytes for notification `seq` (-1: malformed). */
int ls_clientmem_done(ls_session *s, uint64_t seq, uint64_t len);
/* The session is over: every host function still waiting returns. */
void ls_clientmem_end(ls_session *s);

/* Set by listener.c before ls_serve: a pipe to the listening process, written once the client
 * is authenticated (-1: none); and the seconds the whole handshake may take. */
extern int ls_auth_fd;
extern int ls_handshake_s;
/* Starts the handshake's deadline (ls_handshake_s; SIGALRM ends the process, saying so). */
void ls_handshake_alarm(void);
/* "address:port" of fd's peer, for the log. */
void ls_peer_name(int fd, char *out, size_t n);
int ls_serve(int fd, void **real, const char *token, size_t token_len, int verbose);

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
/* The physical allocation handles this session holds (vmm_handles.c): a new one with the bytes
 * it was charged, one reference more (retain, import), whether it is held, one reference less
 * (the last gives the charge back). */
void ls_vmm_charge(ls_session *s, uint64_t handle, uint64_t n);
void ls_vmm_ref(ls_session *s, uint64_t handle);
int ls_vmm_held(ls_session *s, uint64_t handle);
void ls_vmm_release(ls_session *s, uint64_t handle);

/* ---- the listening process (listener.c) ---- */
typedef struct {
    int max_clients;      /* sessions at once (--max-clients) */
    int max_pending;      /* connections not yet authenticated (--max-pending) */
    int max_pending_peer; /* the same from one address, IPv6 one /64 (--max-pending-per-peer) */
    double hello_s;       /* seconds a new connection may stay silent (--hello-timeout) */
    int tls;              /* sessions begin with a TLS handshake (--tls-cert) */
} ls_bounds;
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

/* ---- NVML (nvml.c) ----
 * The real NVML library: --nvml PATH (set by main.c), else $LUPINE_NVML, else the usual
 * places; opened on a session's first NVML request. */
extern const char *ls_nvml_path;
/* Session thread: answers the LP_NVML frame being read (its id is ls_reply_id()). -1: the
 * frame is malformed (the session ends). */
int ls_nvml_frame(ls_session *s);
/* An LP_AVOID frame (avoid.c): blocks the client's host ranges in this process, answers. */
int ls_avoid_frame(ls_session *s);
/* --verbose: says that [p, p+n), named by `what`, is no device range of the session, and which
 * ranges lie beside it (registry.c). */
void ls_log_range_miss(ls_session *s, const char *what, uint64_t p, uint64_t n);

#endif
