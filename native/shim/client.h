/* The LUPINE client shim: a libcuda.so.1 whose driver functions run on lupine-server.
 * Internal interface between the hand-written parts (native/shim) and the generated
 * stubs (native/generated/client_gen.c). */
#ifndef LUPINE_CLIENT_H
#define LUPINE_CLIENT_H

#include <cuda.h>
#include <cudaProfiler.h>
#include <pthread.h>
#include <stddef.h>
#include <stdint.h>

#include "client_gen.h"
#include "lupine/protocol.h"
#include "lupine_api.h"

#define LC_MAX_EXT 8

/* Several servers (LUPINE_SERVER="a:14833,b:14833"): one connection each (client.c). A handle
 * made by server k > 0 carries k in bits 56..62 on the client side (user-space addresses, and
 * so the driver's handles, lie below 2^56); server 0's handles are the driver's own values.
 * Values below LC_HANDLE_MIN (NULL, CU_STREAM_LEGACY, CU_STREAM_PER_THREAD) are never tagged.
 * Device pointers are not tagged (kernels dereference them): they are routed by the range
 * the server handed out (memory.c). */
#define LC_MAX_SERVERS 16
#define LC_TAG_SHIFT 56
#define LC_HANDLE_MIN 0x10000u
/* Byte runs at least this long are sent from the caller's memory (writev), not copied. */
#define LC_INLINE_MAX (64u << 10)
/* Library and kernel handles one call may name in the context it runs in (lc_call). */
#define LC_MAX_LIBRARY_ARGS 4

/* A thread waiting for the frames of one request id (client.c). */
typedef struct lc_waiter {
    uint64_t id;
    int ready;    /* a frame header of this id was handed over: the reader role is ours */
    int sleeping; /* in pthread_cond_wait */
    lp_frame hdr;
    pthread_cond_t cv;
    struct lc_waiter *next;
} lc_waiter;

/* One call being built: small arguments in `args`, large byte runs by reference. */
typedef struct {
    uint32_t fn;
    uint32_t flags; /* lp_call.flags (LP_CALL_IMAGE_HASH) */
    lp_buf args;
    int next;
    size_t ext_at[LC_MAX_EXT];
    const void *ext_p[LC_MAX_EXT];
    size_t ext_n[LC_MAX_EXT];
    lc_waiter w;         /* registered from sending until lc_end */
    int registered;
    int reader;          /* this thread holds the reader role (a reply is being read) */
    int more;            /* the reply continues in another part (LP_MORE) */
    uint64_t reply_left; /* unread bytes of the reply's current part */
    int srv;             /* the server it goes to; -1: the current context's (lc_send) */
    int cross;           /* its arguments named two servers: refused */
    int bad_handle;      /* a handle tagged with no server of this process: refused */
    uint64_t ambiguous;  /* a device address two servers hold, neither current: refused */
    uint64_t ctx;        /* the server's context it runs in (lc_send fills it in) */
    /* CUlibrary and CUkernel arguments that name no server (value_handles.c): where in args
     * each is, the client's value, and the server whose value was written there (a later
     * argument routing the call elsewhere rewrites them); lib_err: the first failure to
     * make one there (the load of the library on that server), which lc_send returns */
    int nlib;
    int lib_srv;
    CUresult lib_err;
    size_t lib_at[LC_MAX_LIBRARY_ARGS];
    uint64_t lib_h[LC_MAX_LIBRARY_ARGS];
} lc_call;

/* Starts a call (it connects to its server when sent). */
CUresult lc_begin(lc_call *c, uint32_t fn);
/* Servers in LUPINE_SERVER (at least 1) and the name of one ("host:port"). */
int lc_servers(void);
const char *lc_server_name(int srv);
/* Routing a call: the first server named wins; naming another marks the call cross-server
 * (lc_send refuses it with CUDA_ERROR_NOT_SUPPORTED and says why). */
void lc_route(lc_call *c, int srv);
/* A handle argument (8 bytes at p, client value): routes the call, sends the server's value.
 * A CUlibrary or CUkernel (several servers: lc_library_arg) routes nothing: it is sent as the
 * value of the server the call goes to, whichever that is. */
void lc_handle(lc_call *c, const void *p);
/* An array of count handles (NULL: a null array). */
void lc_handles_in(lc_call *c, const void *p, uint64_t count);
/* count handles the server returned into p: made client values for c's server. */
void lc_handles_out(const lc_call *c, void *p, uint64_t count);
/* A CUDA_RESOURCE_DESC argument (texture and surface objects; NULL allowed): its array's tag
 * routes the call and is stripped, its device pointer routes it; and one the server returned,
 * its array tagged for c's server. */
void lc_in_resource_desc(lc_call *c, const CUDA_RESOURCE_DESC *d);
void lc_out_resource_desc(const lc_call *c, CUDA_RESOURCE_DESC *d);
/* count structures of `size` bytes at p, each with a CUmemLocation at `offset` (allocation
 * and pool properties, access descriptors, locations): a device location's id is the client's
 * device number, sent as its server's (routing the call there); for structures the server
 * returned, turned back into the client's. */
void lc_in_locations(lc_call *c, const void *p, uint64_t count, size_t size, size_t offset);
void lc_out_locations(const lc_call *c, void *p, uint64_t count, size_t size, size_t offset);
/* A stream argument: as lc_handle; NULL and the special streams (legacy, per-thread) are the
 * current context's, so they route the call to its server. */
void lc_stream(lc_call *c, const void *p);
/* A device pointer argument: routes the call by the range holding it (no translation). */
void lc_dptr(lc_call *c, const void *p);
/* Routes c by the range holding device address p (several servers: memory.c's ranges). */
void lc_route_ptr(lc_call *c, uint64_t p);
/* The server a client handle belongs to (-1: NULL or a special value), its server value, and
 * the client value of server srv's handle h. */
int lc_handle_server(uint64_t h);
uint64_t lc_handle_strip(uint64_t h);
uint64_t lc_handle_tag(int srv, uint64_t h);
/* The same for a handle field of a structure that travels as bytes (graph node parameters,
 * 3D copies): LC_STRIP(h) is the server's value, LC_TAG(srv, h) the client's. */
#define LC_STRIP(h) ((__typeof__(h))(uintptr_t)lc_handle_strip((uint64_t)(uintptr_t)(h)))
#define LC_TAG(srv, h) ((__typeof__(h))(uintptr_t)lc_handle_tag((srv), (uint64_t)(uintptr_t)(h)))
/* The server of the calling thread's current context (0 without one). */
int lc_current_server(void);
/* The calling thread's next call whose arguments name no server goes to srv (-1: back to
 * the current context's server): for values only the state layer can place (value_handles.c). */
void lc_route_next(int srv);
/* The server the calling thread's last call went to. */
int lc_last_server(void);
/* A forked child starts a new session on every server: a file above the routing layer that
 * keeps something of the parent's sessions registers, from a constructor, the function that
 * forgets it; route.c's fork handler runs them in the child in the order registered. */
void lc_on_fork_child(void (*forget)(void));
/* The same for what routing needs of the calling thread, registered by the state and API
 * layers from their constructors: its current context and the one a call to server srv runs
 * in (context.c: lc_current_ctx, lc_ctx_for_server), and the stream capture mode its calls
 * are sent with (graph.c). Until registered: no context, CU_STREAM_CAPTURE_MODE_GLOBAL. */
void lc_route_contexts(CUcontext (*current)(void), CUcontext (*for_server)(int srv));
/* The calling thread's current context as context.c registered it (NULL before). */
CUcontext lc_route_ctx(void);
void lc_route_capture_mode(int (*sent)(void));
/* The routing files above route.c register, from their constructors, what it needs of them:
 * devices.c the device numbers of a call's arguments (lc_dev_in, lc_dev_out), ranges.c the
 * server of a device pointer (lc_range_server), value_handles.c library handles'
 * (lc_library_arg, lc_library_value_on) and what a forked child forgets of them, last. */
void lc_route_devices(CUresult (*dev_in)(lc_call *c, CUdevice *dev),
                      CUresult (*dev_out)(int srv, CUdevice *dev));
void lc_route_ranges(int (*range_server)(uint64_t p));
void lc_route_values(int (*library_arg)(uint32_t fn, uint64_t h),
                     CUresult (*value_on)(uint64_t h, int srv, uint64_t *out),
                     void (*forget)(void));
/* value_handles.c: forget which server made each texture and surface object and each VMM
 * allocation (a forked child). */
void lc_value_handles_forget(void);
/* A VMM allocation handle server srv made by other means than cuMemCreate (an import, ipc.c),
 * and the server that made one (-1: unknown, or one server). */
void lc_allocation_made(uint64_t h, int srv);
int lc_allocation_server(uint64_t h);
/* Libraries and kernels with several servers (value_handles.c). CUDA loads a library into
 * every context that uses it ("context-independent loading"), so its CUlibrary and CUkernel
 * handles work in a context of any device: the client keeps the one value the server that
 * loaded it (its home) gave, and a call that runs on another server sends that server's
 * handle, made on first use there from the image kept here (the library) and the name (the
 * kernel). lc_library_made: server srv loaded library `lib` (client value) from the n bytes
 * at image, which are copied unless they lie in a shared object this process has loaded
 * (cudart's fatbins), or taken over when `owned` (malloc'd; freed here, also on failure). */
void lc_library_made(uint64_t lib, int srv, const void *image, size_t n, int owned);
/* count kernels of library lib (client values, from its home), all named `name` (NULL: not
 * known; asked of the home with cuKernelGetName when needed). */
void lc_kernels_made(uint64_t lib, const uint64_t *kernels, size_t count, const char *name);
/* Library lib was unloaded on its home: unloads its copies on the other servers and forgets
 * it and its kernels. */
void lc_library_unloaded(uint64_t lib);
/* 1 when h is a library or kernel lc_library_made / lc_kernels_made told of and fn names it
 * in the context it runs in (every function but those about the library itself, which its
 * home answers: cuLibraryGetKernel, cuKernelGetName, cuKernelGetParamInfo, ...). */
int lc_library_arg(uint32_t fn, uint64_t h);
/* Server srv's value of library or kernel h, loading the library or looking the kernel up
 * there first (calls to srv and the home). */
CUresult lc_library_value_on(uint64_t h, int srv, uint64_t *out);
/* Server srv's value of client handle h as far as it is known now: a library's or kernel's
 * copy there (0: none yet), else the handle stripped of its tag (the answer caches). */
uint64_t lc_handle_on(int srv, uint64_t h);
/* The client's handle for server srv's handle v: the library or kernel v is srv's copy of,
 * else v tagged for srv (graph kernel nodes the server describes). */
uint64_t lc_handle_from(int srv, uint64_t v);
/* The loader of lc_library_value_on (module.c registers it from a constructor): loads the n
 * bytes at image as a library on server srv, *lib its value there. */
void lc_on_library_load(CUresult (*load)(int srv, const void *image, size_t n, uint64_t *lib));
/* A frame that is not a driver call (LP_AVOID): sends server srv's queued deferred calls,
 * then one frame of `kind` with the n bytes at p, and waits for its LP_REPLY; returns the
 * reply's CUresult and copies the first nout bytes after it to out (may be NULL).
 * CUDA_ERROR_NOT_SUPPORTED when the server's protocol minor version is below `minor`. */
CUresult lc_conn_request(int srv, uint32_t kind, uint16_t minor, const void *p, uint64_t n,
                         void *out, uint64_t nout);
/* Sends one server's queued deferred calls now. */
CUresult lc_flush_server(int srv);
void lc_scalar(lc_call *c, const void *p, size_t n);
void lc_in(lc_call *c, const void *p, uint64_t n);
void lc_cstr(lc_call *c, const char *s);
void lc_out_req(lc_call *c, const void *p, uint64_t n);
/* lc_send and lc_defer route the call (route.c), then hand it to the transport (client.c):
 * lc_conn_call and lc_conn_defer, which send it to server c->srv as it is. */
CUresult lc_conn_call(lc_call *c);
CUresult lc_conn_defer(lc_call *c);
/* Sends the queued deferred calls and this one in one frame; returns its CUresult. From here
 * until lc_end the calling thread holds the transport's reader role (other threads' replies
 * wait for it): read the out-arguments and end the call without waiting for anything another
 * thread may hold while it waits for a reply (no such lock may be held across lc_send). */
CUresult lc_send(lc_call *c);
/* Queues the call (LUPINE_BATCH=0: sends it and waits). */
CUresult lc_defer(lc_call *c);
/* Reads the next out-argument of the reply into dst (n bytes). 0 on success. */
int lc_out(lc_call *c, void *dst, uint64_t n);
int lc_out_string(lc_call *c, const char **dst);
/* 1 when the reply has no bytes left (an answer without out-arguments). */
int lc_out_empty(lc_call *c);
void lc_end(lc_call *c);
/* Sends the queued deferred calls now (atexit, before blocking local work). */
CUresult lc_flush(void);

/* Host functions and client memory in stream order (notify.c). The server sends
 * notifications (protocol.h LP_NOTIFY) when its host functions run; a runner thread of the
 * shim carries them out in arrival order and answers LP_DONE. lc_cookie names a host function
 * (LP_NOTE_HOSTFN: fn(userData); LP_NOTE_CALLBACK: fn(stream, status, userData)) by a cookie
 * the server sends back; the same pair always gets the same cookie, kept for the process (a
 * graph may replay it any number of times). 0: out of memory. */
uint64_t lc_cookie(uint32_t type, void (*fn)(void), void *user, CUstream stream);
/* The function and userData a cookie of `type` names (the server returns cookies where the
 * driver returns host functions: cuGraphHostNodeGetParams). 0, or -1 for no such cookie. */
int lc_cookie_lookup(uint64_t cookie, uint32_t type, void (**fn)(void), void **user);
/* Notifications may come from now on: starts the runner, which reads them whenever no other
 * thread is reading, so they are carried out while the application makes no CUDA call. */
void lc_notes_used(void);

CUresult lc_lost(void);
/* CUDA_ERROR_NOT_SUPPORTED. Functions refused on purpose (annotations [not_supported]) print
 * their reason on stderr once per process; others only with LUPINE_DEBUG. */
CUresult lc_unsupported(int fn);
/* Refuses fn for `why`, printed on stderr once per process: CUDA_ERROR_NOT_SUPPORTED. */
CUresult lc_refuse(int fn, const char *why);
extern const char *const lc_refusals[LUPINE_FN_COUNT];
int lc_batching(void);
void lc_debug(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
int lc_debug_on(void); /* LUPINE_DEBUG is set: worth gathering what a debug line says */

/* ---- ranges.c (routing): the device ranges the servers handed out ----
 * Unified addressing on the client side: which server a device address belongs to. */
/* A range the current context's server handed out (lc_range_add); the range at base is gone. */
void lc_range_add(uint64_t base, uint64_t size);
void lc_range_remove(uint64_t base);
/* Only server srv's ranges (a reset of a primary context there). */
void lc_ranges_clear_server(int srv);
/* The range at base of server srv (-1: of whichever holds it) is gone. */
void lc_range_remove_on(int srv, uint64_t base);
/* lc_range_server's answer for an address several servers hold, none of them the current
 * context's: the call is refused (route.c). */
#define LC_SERVER_AMBIGUOUS (-2)
/* 1: [p, p+n) lies in one device range; 0: p is in none; -1: p is in one, p+n is not. */
int lc_range_find(uint64_t p, uint64_t n);
/* The server whose range holds p (-1: none); lc_range_add records ranges of the server of the
 * call that made them (lc_range_add_on). */
int lc_range_server(uint64_t p);
void lc_range_add_on(int srv, uint64_t base, uint64_t size);
void lc_range_add_queried_on(int srv, uint64_t p);
void lc_range_add_queried(uint64_t p); /* the allocation holding p, as the server reports it */
/* Device pointers handed out by another server than srv overlap [base, base+size). */
int lc_range_overlaps_other(int srv, uint64_t base, uint64_t size);
/* alloc_apart (memory.c) allocates until a range overlaps nothing: while it does, the range
 * table does not say an overlap of the thread's new ranges but notes it in *note (NULL: say
 * them again); overlapped: the last range overlapped another server's or host memory of this
 * process (host), and was not kept when it was host memory; end: where what it overlapped
 * ends. */
typedef struct {
    int overlapped, host;
    uint64_t end;
} lc_overlap;
void lc_range_note_overlaps(lc_overlap *note);
/* Tells server srv the host ranges of this process it has not heard of yet (LP_AVOID), so that
 * its driver places no device memory there; not sooner than LUPINE_AVOID_MS after the last
 * time unless force. */
void lc_avoid_sync(int srv, int force);

/* ---- pinned.c (transport): page-locked host memory of this process ----
 * Plain client memory; remembered for the pushes that write into it (notify.c),
 * cuMemHostGetFlags and cuPointerGetAttribute. ctx: current when allocated or registered. */
typedef struct {
    const void *p;
    size_t n;
    unsigned flags;
    int owned;
    CUcontext ctx;   /* current when allocated or registered (CU_POINTER_ATTRIBUTE_CONTEXT) */
    uint64_t id;     /* CU_POINTER_ATTRIBUTE_BUFFER_ID */
} lc_host;
void lc_host_add(const void *p, size_t n, unsigned flags, int owned, CUcontext ctx);
int lc_host_find(const void *p, const void **base, size_t *n, unsigned *flags);
int lc_host_lookup(const void *p, lc_host *found); /* 1: p lies in *found */
int lc_host_remove(const void *p, int owned); /* 1 if an entry of that ownership went */
int lc_host_maybe(uint64_t p); /* 0: p is surely no page-locked memory */

/* Page-locked memory kernels use, through device shadows (mapped.c). lc_mapped_launch moves
 * the launch parameters (packed, total bytes) that point into page-locked memory to their
 * shadows. The state layer keeps the shadows in step through hooks mapped.c registers
 * (lc_on_mapped, memory.c), so that it never calls up: the waits call before_wait first and
 * after_wait(all, stream) on success (all: every stream is done, as after cuCtxSynchronize);
 * settle brings back the shadow of the allocation holding p before this process reads it;
 * forget drops the shadow of the allocation at p, if it has one (freed or unregistered).
 * lc_mapped_hooks() gives them, each a no-op until registered. */
CUresult lc_mapped_launch(unsigned char *buf, size_t total, CUstream s);
typedef struct {
    void (*before_wait)(void);
    void (*after_wait)(int all, CUstream s);
    void (*settle)(const void *p);
    void (*forget)(const void *p);
} lc_mapped_hook_set;
void lc_on_mapped(const lc_mapped_hook_set *hooks);
const lc_mapped_hook_set *lc_mapped_hooks(void);

/* Device numbering across servers and CUDA_VISIBLE_DEVICES (devices.c). lc_dev_in turns a
 * client CUdevice into its server's (CUDA_ERROR_INVALID_DEVICE / _NOT_INITIALIZED when it
 * cannot), lc_dev_out the reverse; both do nothing with one server and the variable unset. */
int lc_dev_active(void);
int lc_dev_list_empty(void);
CUresult lc_dev_init(void);
/* cuInit on every server, in order; the first failure is the answer. */
CUresult lc_init_servers(unsigned flags);
/* c (may be NULL) is routed to the device's server. */
CUresult lc_dev_in(lc_call *c, CUdevice *dev);
/* srv's CUdevice -> the client's. */
CUresult lc_dev_out(int srv, CUdevice *dev);
int lc_dev_ordinal_from_server(int srv, int ordinal);
/* The server of a client device (-1: none such; 0 with one server). */
int lc_dev_server(CUdevice dev);
/* cuMemcpy's copy by address (memory.c): each side classified by the device ranges. */
CUresult lc_memcpy_any(CUdeviceptr dst, CUdeviceptr src, size_t n, CUstream s, int async,
                       int per_thread);
/* A copy between device memory of two servers, staged through this process (peer.c), which
 * registers it with lc_on_copy_between_servers (memory.c) for lc_memcpy_any to call without
 * calling up; until then such a copy is CUDA_ERROR_NOT_SUPPORTED. */
CUresult lc_copy_between_servers(CUdeviceptr dst, int dsrv, CUdeviceptr src, int ssrv,
                                 size_t n, CUstream s, int async, int per_thread);
typedef CUresult (*lc_copy_between_fn)(CUdeviceptr dst, int dsrv, CUdeviceptr src, int ssrv,
                                       size_t n, CUstream s, int async, int per_thread);
void lc_on_copy_between_servers(lc_copy_between_fn copy);

/* The calling thread's current context (context.c), and the one a call to server srv runs in. */
CUcontext lc_current_ctx(void);
CUcontext lc_ctx_for_server(int srv);
/* cuFuncGetName for the tools-module table (export_tables.c), which hands out the driver's
 * function object: where it can, also puts copies of the object and its name at the server's
 * addresses in this process (module.c). The stand-in, in-process, only names the function. */
CUresult lc_function_object(CUfunction f, const char **name);
/* The calling thread's stream capture mode (0..2, CUstreamCaptureMode), sent in every call's
 * header (lp_call.flags); the exchange sets it and returns the previous one. */
int lc_capture_mode(void);
int lc_capture_mode_exchange(int mode);
/* Primary context handle of a device as the server reported it (NULL: unknown). */
CUcontext lc_primary_ctx(CUdevice dev);
/* What the API layer keeps of kernels (launch.c's parameter layouts, cached per function) is
 * stale once code goes (a module unloaded, a primary context reset): it registers, from a
 * constructor, the function that forgets it, and lc_code_unloaded runs them in the order
 * registered (module.c). */
void lc_on_code_unloaded(void (*forget)(void));
void lc_code_unloaded(void);

/* Kernel parameters (launch.c), shared by launches and graph kernel nodes (graph.c). */
#define LC_MAX_PARAM_BYTES 32764 /* CUDA 12.1+ kernel parameter limit */
/* Packs a launch's kernelParams (or its `extra` list: CU_LAUNCH_PARAM_BUFFER_POINTER and
 * _SIZE) into buf as the driver lays out f's parameters; *total is the packed size (0 for
 * neither). f may be a CUkernel passed as a CUfunction. */
CUresult lc_kernel_pack(CUfunction f, void **params, void **extra,
                        unsigned char buf[LC_MAX_PARAM_BYTES], size_t *total);
/* f's parameter layout: *n parameters at off[i], size[i] (caller frees both arrays). */
CUresult lc_kernel_layout(CUfunction f, int *n, size_t **off, size_t **size);

/* Reads the file at path whole (module.c), at most max bytes, a NUL after them (*out: free it):
 * a file that cannot be read is CUDA_ERROR_FILE_NOT_FOUND, as the driver answers, with a line
 * on stderr naming fn, the file and the reason. */
CUresult lc_read_file(int fn, const char *path, size_t max, unsigned char **out, size_t *len);

/* Stream memory operations (memops.c, annotations [client_checks]): an address that is this
 * process's memory is refused with a message (the GPU cannot reach it). */
CUresult lc_check_memop_address(int fn, CUdeviceptr addr);
CUresult lc_check_memops(int fn, const CUstreamBatchMemOpParams *ops, unsigned count);


extern void *const lc_symbols[LUPINE_FN_COUNT];

/* A launch configuration on the wire (launch.c): function, dimensions, stream, attributes. */
void lc_put_launch_config(lc_call *c, CUfunction f, const CUlaunchConfig *config);

/* LUPINE_STATS (stats.c): every exported driver function calls lc_stats_call first. */
extern int lc_stats_on;
void lc_stats_count(uint32_t fn);
void lc_stats_round_trip(uint32_t fn); /* a reply waited for */
void lc_stats_deferred(uint32_t fn);   /* queued with the next call */
void lc_stats_local(uint32_t fn);      /* answered from a cache */
/* Why a batch of deferred calls was sent (the first line of the table counts each). */
enum {
    LC_SENT_WITH_CALL,
    LC_SENT_FULL,
    LC_SENT_AGED,
    LC_SENT_BY_FLUSHER,
    LC_SENT_FLUSHED,
    LC_SENT_N
};
void lc_stats_batch(int why);
static inline void lc_stats_call(uint32_t fn)
{
    if (__builtin_expect(lc_stats_on, 0))
        lc_stats_count(fn);
}

/* Streams known to be idle (streams.c). */
uint64_t lc_stream_seq(void);
void lc_stream_submit(CUstream s);
void lc_stream_mark_idle(CUstream s, uint64_t before);
void lc_streams_all_idle(int srv, uint64_t before); /* every stream of server srv */
void lc_stream_forget(CUstream s);
void lc_capture_begin(void); /* a stream capture started / ended (graphs) */
void lc_capture_end(void);
int lc_captures_active(void); /* a stream capture of this process is under way */

/* Answers of pure queries (cache.c; annotations.toml [cache]/[uncache]). What an answer is
 * about, where the annotations name it: a kernel (its device: client numbering), a function
 * or a module handle (the client's value), and the attribute it answers or a setting sets
 * (CUfunction_attribute, or one of the LC_* below). */
enum { LC_OBJ_KERNEL = 1, LC_OBJ_FUNCTION, LC_OBJ_MODULE };
#define LC_NO_ATTRIBUTE (-1)     /* an answer about no one attribute (occupancy) */
#define LC_SET_CACHE_CONFIG (-2) /* cuFuncSetCacheConfig, cuKernelSetCacheConfig */
#define LC_SET_SHARED_CONFIG (-3) /* cuFuncSetSharedMemConfig */
typedef struct {
    int kind;
    int attr;
    uint64_t handle;
    int device;
} lc_cache_obj;
/* An entry as lc_cache_sweep shows it: its function, server, the context of its call, what it
 * is about (handle: the server's value) and its answer (a note's: its int). */
typedef struct {
    uint32_t fn;
    int srv;
    uint64_t ctx;
    const lc_cache_obj *obj;
    const unsigned char *answer;
    size_t answer_len;
} lc_cache_view;
/* fetch: 1 when the out-parameters were filled from the cache (the _obj forms: or from what
 * a setting made known, lc_attr_known). */
int lc_cache_fetch(const lc_call *c, int group, int n, void *const *outs, const uint64_t *sizes);
void lc_cache_store(const lc_call *c, int group, int n, void *const *outs, const uint64_t *sizes);
int lc_cache_fetch_obj(const lc_call *c, int group, const lc_cache_obj *obj, int n,
                       void *const *outs, const uint64_t *sizes);
void lc_cache_store_obj(const lc_call *c, int group, const lc_cache_obj *obj, int n,
                        void *const *outs, const uint64_t *sizes);
void lc_cache_drop(int group);
/* The server a call's answers are kept for. */
int lc_cache_server(const lc_call *c);
/* Visits every entry of a group under its lock (visit must not use the cache) and drops
 * those visit returns 1 for. */
void lc_cache_sweep(int group, int (*visit)(const lc_cache_view *, void *), void *arg);
/* A value kept about an object in a group, beside its answers (dropped with them), under
 * the function that set it, server srv and context ctx (0: none). */
void lc_cache_note(int group, uint32_t fn, int srv, uint64_t ctx, const lc_cache_obj *obj,
                   int value);
int lc_cache_noted(int group, uint32_t fn, int srv, uint64_t ctx, const lc_cache_obj *obj,
                   int *value);
/* Settings of functions and kernels (attributes.c): set_local is 1 when the value a set call
 * gives is known to be in force already (answered without the server); set_done drops the
 * answers a successful setting changes and notes the value; known gives an answer a setting
 * made known. */
int lc_attr_set_local(const lc_call *c, const lc_cache_obj *obj, int value);
void lc_attr_set_done(const lc_call *c, const lc_cache_obj *obj, int value);
int lc_attr_known(const lc_call *c, const lc_cache_obj *obj, int *value);
/* attributes.c registers lc_attr_known with the cache from its constructor. */
void lc_cache_on_known(int (*known)(const lc_call *c, const lc_cache_obj *obj, int *value));
/* The device (client numbering) of a context the shim saw made; 0 when not known. */
int lc_ctx_device(CUcontext ctx, CUdevice *dev);
/* 0 under LUPINE_CACHE=0: every local answer (caches, context devices, primary-context
 * state) is asked of the server instead. */
int lc_cache_enabled(void);

#endif
