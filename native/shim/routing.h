/* The shim's routing layer: which server a call goes to and the server's values of the
 * handles it names (route.c, the core of the layer; value_handles.c), the servers' device
 * ranges (ranges.c) and devices (devices.c). route.c calls none of the others: they register
 * what it needs of them (lc_route_devices, lc_route_ranges, lc_route_values), and the state
 * and API layers theirs (lc_route_contexts, lc_route_capture_mode, lc_on_fork_child). Below:
 * transport.h, stats.h. */
#ifndef LUPINE_SHIM_ROUTING_H
#define LUPINE_SHIM_ROUTING_H

#include "transport.h"

#define LC_TAG_SHIFT 56
#define LC_HANDLE_MIN 0x10000u
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
 * in (context.c: lc_current_ctx, ctx_for_server), and the stream capture mode its calls
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
/* Sends the queued deferred calls and this one in one frame; returns its CUresult. From here
 * until lc_end the calling thread holds the transport's reader role (other threads' replies
 * wait for it): read the out-arguments and end the call without waiting for anything another
 * thread may hold while it waits for a reply (no such lock may be held across lc_send). */
CUresult lc_send(lc_call *c);
/* Queues the call (LUPINE_BATCH=0: sends it and waits). */
CUresult lc_defer(lc_call *c);

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
static inline void lc_stats_call(uint32_t fn)
{
    if (__builtin_expect(lc_stats_on, 0))
        lc_stats_count(fn);
}

#endif
