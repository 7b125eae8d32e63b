/* The shim's state layer: what it knows of the driver's objects: contexts (context.c), the
 * caches of answers (cache.c) and of function settings (attributes.c), streams (streams.c),
 * memory (memory.c) and modules (module.c). Below: routing.h, transport.h, stats.h. */
#ifndef LUPINE_SHIM_STATE_H
#define LUPINE_SHIM_STATE_H

#include "routing.h"

typedef struct {
    void (*before_wait)(void);
    void (*after_wait)(int all, CUstream s);
    void (*settle)(const void *p);
    void (*forget)(const void *p);
} lc_mapped_hook_set;
void lc_on_mapped(const lc_mapped_hook_set *hooks);
const lc_mapped_hook_set *lc_mapped_hooks(void);
/* cuMemcpy's copy by address (memory.c): each side classified by the device ranges. */
CUresult lc_memcpy_any(CUdeviceptr dst, CUdeviceptr src, size_t n, CUstream s, int async,
                       int per_thread);
typedef CUresult (*lc_copy_between_fn)(CUdeviceptr dst, int dsrv, CUdeviceptr src, int ssrv,
                                       size_t n, CUstream s, int async, int per_thread);
void lc_on_copy_between_servers(lc_copy_between_fn copy);

/* The calling thread's current context (context.c). */
CUcontext lc_current_ctx(void);
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

/* Reads the file at path whole (module.c), at most max bytes, a NUL after them (*out: free it):
 * a file that cannot be read is CUDA_ERROR_FILE_NOT_FOUND, as the driver answers, with a line
 * on stderr naming fn, the file and the reason. */
CUresult lc_read_file(int fn, const char *path, size_t max, unsigned char **out, size_t *len);

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
 * a setting made known, attributes.c). */
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
/* attributes.c registers its known (attr_known) with the cache from its constructor. */
void lc_cache_on_known(int (*known)(const lc_call *c, const lc_cache_obj *obj, int *value));
/* The device (client numbering) of a context the shim saw made; 0 when not known. */
int lc_ctx_device(CUcontext ctx, CUdevice *dev);
/* 0 under LUPINE_CACHE=0: every local answer (caches, context devices, primary-context
 * state) is asked of the server instead. */
int lc_cache_enabled(void);

#endif
