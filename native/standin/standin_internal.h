/* The stand-in driver's internal interface: what its files (standin.c, stream.c, module.c,
 * kernels.c, pool.c, vmm.c, ipc.c, graph.c, export_tables.c) share. Nothing here is exported
 * from the library (it is built with hidden visibility); the driver's functions are marked
 * EXPORT where they are defined.
 *
 * Locks, always taken in this order when more than one is held:
 *   g_mem  (rwlock)  device memory's existence: queued work holds it read-locked from the
 *                    range checks of its device memory to its last access, so a free or unmap
 *                    (write-locked) never pulls memory from under a running copy or kernel;
 *   g_lock (mutex)   the handle registry, the allocation list, contexts, modules, pools, VMM;
 *   g_sq   (mutex)   stream queues, events (stream.c), with the condition g_sq_cv. */
#ifndef LUPINE_STANDIN_INTERNAL_H
#define LUPINE_STANDIN_INTERNAL_H

#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <cuda.h>

#include <pthread.h>
#include <stddef.h>
#include <stdint.h>

#define EXPORT __attribute__((visibility("default")))
#define SD_HIDDEN __attribute__((visibility("hidden")))

/* ---------------------------------------------------------------- handles (standin.c) */

/* Handle kinds of the registry. */
enum {
    H_CTX = 1,
    H_STREAM,
    H_EVENT,
    H_MODULE,
    H_FUNCTION,
    H_LIBRARY,
    H_KERNEL,
    H_MEMPOOL,
    H_MEMHANDLE, /* a VMM physical allocation (CUmemGenericAllocationHandle) */
    H_GRAPH,     /* graph.c: graphs, nodes, executable graphs, conditional handles */
    H_NODE,
    H_EXEC,
    H_COND,
    H_ARRAY, /* array.c: CUDA arrays */
    H_GREEN,   /* green.c: green contexts (their contexts are H_CTX too) */
    H_RESDESC, /* green.c: resource descriptors */
};

extern pthread_mutex_t g_lock;
extern pthread_rwlock_t g_mem;
extern int g_ndev;
extern int g_no_data; /* LUPINE_STANDIN_NO_DATA=1 */

/* With g_lock held. handle_add returns 0 when out of memory. handle_ok(H_CTX, p) also knows
 * the primary contexts. */
int handle_add(int type, void *p);
int handle_ok(int type, const void *p);
void handle_del(const void *p);
/* With g_lock held: the next handle of `type` at or after *cursor (start at 0), or NULL. */
void *handle_next(int type, size_t *cursor);
/* Takes g_lock: 1 when p is a live handle of that kind. */
int handle_live(int type, const void *p);

CUresult need_init(void);
CUresult need_ctx(void); /* initialised and a valid current context */
CUresult check_dev(CUdevice d);
CUcontext current(void);
double now_ms(void); /* CLOCK_MONOTONIC */

/* ---------------------------------------------------------------- contexts */

struct CUstream_st;
struct sd_ctx_wait;
struct CUgreenCtx_st;
struct CUctx_st {
    int device;
    int primary;
    unsigned flags;
    struct CUstream_st *legacy; /* its NULL stream, made on first use (stream.c) */
    /* cuCtxWaitEvent / cuGreenCtxWaitEvent: event records every stream made in it later
     * starts by waiting for (stream.c, with g_sq) */
    struct sd_ctx_wait *waits;
    struct CUgreenCtx_st *green; /* the green context it is the context of (green.c), or NULL */
};
extern struct CUctx_st g_primary[8];

/* ---------------------------------------------------------------- device memory (standin.c) */

/* Device memory lives in one reserved window of the address space; allocations and VMM
 * reservations are carved from it and never reused. */
#define STANDIN_VA_SIZE ((size_t)1 << 40)
/* What cuDeviceTotalMem and cuMemGetInfo report, and the most that may be allocated. */
#define STANDIN_DEVICE_MEMORY ((size_t)64 << 30)

/* One allocation (cuMemAlloc, a pool's block, a module global). */
typedef struct {
    uintptr_t base;
    size_t size;     /* as asked for */
    size_t reserved; /* the pages it holds (size rounded up) */
    int device;
    CUcontext ctx;
    void *pool;       /* the CUmemoryPool it came from, or NULL */
    int free_pending; /* cuMemFreeAsync queued */
    uint64_t share_off; /* a shareable pool's block: its offset in the pool's memfd (pool.c) */
    int ipc_fd;     /* the memfd backing it since cuIpcGetMemHandle (ipc.c), else 0 */
    int ipc_opened; /* mapped by cuIpcOpenMemHandle: cuIpcCloseMemHandle unmaps it */
} alloc_rec;

/* With g_lock held. */
alloc_rec *alloc_find(uintptr_t p, size_t n);   /* the allocation holding [p, p+n) */
alloc_rec *alloc_exact(uintptr_t base);         /* the allocation starting at base */
/* Carves `size` bytes (rounded to `align`, a power of two >= 4096) from the window; they stay
 * PROT_NONE. 0 when the window is exhausted. */
uintptr_t va_carve(size_t size, size_t align);
/* [addr, addr+size) when that part of the window is still free, else 0. */
uintptr_t va_carve_at(uintptr_t addr, size_t size);
/* With g_lock held: records [base, base+reserved) (already readable and writable) as an
 * allocation of `size` bytes; alloc_remove forgets one without touching its pages. */
CUresult alloc_insert(uintptr_t base, size_t size, size_t reserved, int device, void *pool);
void alloc_remove(uintptr_t base);
/* A new allocation of n bytes (readable and writable) in the window; with g_lock held. */
CUresult alloc_new(CUdeviceptr *dp, size_t n, void *pool);
/* Removes the allocation at base and returns its pages to PROT_NONE; with g_lock and g_mem
 * (write) held. */
CUresult alloc_free(uintptr_t base);
/* Bytes of device memory in use (allocations, pools' reserves, VMM physical memory). */
size_t memory_used(void);
extern size_t g_vmm_physical; /* bytes of VMM physical allocations (vmm.c), with g_lock */

/* With g_lock and g_mem (write) held: allocations of context c no longer name it (c goes). */
void ctx_forget_allocations(CUcontext c);

/* CUDA_SUCCESS when every byte of [p, p+n) is device memory the stand-in handed out (an
 * allocation or mapped VMM memory with access set), else CUDA_ERROR_INVALID_VALUE. Takes
 * g_lock. */
CUresult dev_range(CUdeviceptr p, size_t n);
int vmm_range_ok(uintptr_t p, size_t n); /* with g_lock held (vmm.c) */
/* The VMM mapping holding p (for pointer attributes): its device, range; 0 when none. */
int vmm_lookup(uintptr_t p, int *device, uintptr_t *base, size_t *size);

/* 1 when [p, p+n) lies in page-locked host memory of this driver. */
int is_pinned(const void *p, size_t n);

/* ---------------------------------------------------------------- streams (stream.c) */

/* A unit of stream-ordered work. `run` does it on the stream's worker thread and may be
 * called more than once (a graph replays it), so it must not consume the op; `drop` releases
 * what the op holds (NULL: nothing) before the op's memory is freed. A `run` that touches
 * device memory holds g_mem read-locked from its range checks to its last access, and only
 * then (a kernel that waits does not hold it while it waits). `ready` (NULL: always) says, with g_sq
 * held, whether the op may start: waits on events and on other streams are ops whose `run`
 * does nothing and whose `ready` is the condition. `late`: the op reads page-locked host
 * memory, so it starts only after the next synchronising call (or LATE_MS), as DMA reads
 * page-locked memory late: a caller that reuses such a buffer too early sends wrong data,
 * here as on a GPU. */
typedef struct sd_op sd_op;
enum {
    SD_CALL = 1,   /* anything else */
    SD_KERNEL,     /* a launch: sd_kernel_op */
    SD_COPY,       /* a copy */
    SD_MEMSET,     /* a memset */
    SD_HOST_FN,    /* a host function: sd_host_op */
    SD_EVENT,      /* an event record */
    SD_WAIT,       /* a wait (event, other stream) */
    SD_MEM_FREE,   /* cuMemFreeAsync */
};
struct sd_op {
    sd_op *next;
    int kind;
    int late;
    CUresult (*run)(sd_op *op);
    int (*ready)(sd_op *op);
    void (*drop)(sd_op *op);
    size_t size;       /* bytes of the op including its payload */
    /* set by the queue */
    int claim;       /* a synchronous call runs it on its own thread (stream.c) */
    CUresult status; /* the stream's latched error when the op starts (0: none) */
    struct CUstream_st *stream;
    uint64_t seq;
    uint64_t kick;
    double queued_ms;
};

/* A new op of `size` bytes (>= sizeof(sd_op); the payload follows the header), zeroed. */
sd_op *sd_op_new(size_t size, int kind, CUresult (*run)(sd_op *));
void sd_op_free(sd_op *op);

struct CUstream_st {
    CUcontext ctx;
    int device;
    unsigned flags;
    int priority;
    int legacy; /* a context's NULL stream */
    /* the queue (g_sq) */
    sd_op *head, *tail;
    uint64_t enq_seq, done_seq;
    CUresult error; /* first error of its work, returned by the next synchronising call */
    int refs;       /* the handle, the worker, waits on it */
    int dead;       /* destroyed: the worker drains the queue and leaves */
    int has_worker;
    pthread_cond_t cv; /* work arrived */
    struct CUstream_st *next_live;
};

/* Resolves a stream argument: NULL, CU_STREAM_LEGACY and CU_STREAM_PER_THREAD are the
 * current context's NULL stream (the per-thread default stream is ordered as the legacy one
 * here: more order than CUDA promises, never less). CUDA_ERROR_INVALID_HANDLE for anything
 * that is not a live stream; CUDA_ERROR_INVALID_CONTEXT when a default stream is asked for
 * with no current context. */
CUresult sd_stream(CUstream s, struct CUstream_st **out);
/* A stream of context c (cuStreamCreateWithPriority's checks and clamping), registered. */
CUresult sd_stream_create(CUcontext c, unsigned flags, int priority, CUstream *out);
/* cuCtxRecordEvent / cuGreenCtxRecordEvent: e captures all work queued so far on c's streams
 * (recorded on c's NULL stream once each of c's other streams has done what was queued on it
 * before). cuCtxWaitEvent / cuGreenCtxWaitEvent: all work queued on c's streams later waits
 * for e's latest record (a wait on each live stream of c; streams made later start with one). */
CUresult sd_ctx_record_event(CUcontext c, CUevent e);
CUresult sd_ctx_wait_event(CUcontext c, CUevent e);
/* Queues op on stream s (taking it; it is freed on error). A legacy stream first waits for
 * the blocking streams of its context, a blocking stream for its context's NULL stream.
 * Callers ask graph.c first (sg_capturing) whether s is capturing: then the work becomes a
 * graph node instead. */
CUresult sd_submit(CUstream s, sd_op *op);
/* Queues op and waits until it ran: synchronous calls (on an idle stream the caller runs it
 * itself). Returns the op's own error; CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED on a capturing
 * stream. */
CUresult sd_submit_wait(CUstream s, sd_op *op);
/* Queues fn(arg) on s: the hook for host functions (cuLaunchHostFunc). fn runs on the
 * stream's worker thread, after the work queued before it and before the work queued after
 * it. */
CUresult sd_enqueue_host_fn(CUstream s, void (*fn)(void *), void *arg);
/* Calls fn(arg) as a host function (its CUDA calls refused): graph host nodes, on a worker. */
void sd_host_call(void (*fn)(void *), void *arg);
/* An event recorded, or waited for, right now on the calling worker (graph event nodes):
 * record marks the event complete at this moment; wait blocks until its latest record is. */
void sd_event_record_now(CUevent e);
void sd_event_wait_now(CUevent e);
/* 1 on a worker thread while it runs a host function (its CUDA calls are refused). */
int sd_in_host_fn(void);
/* Waits until some stream's op completes (or a synchronising call), at most ms: a wait on
 * memory (memops.c) polls between. */
void sd_wait_progress(double ms);
/* A synchronising call: page-locked copies queued before it may start. */
void sd_kick(void);
/* Waits for the work queued so far on s / on every stream of the context / on every stream
 * of the device (module unloads, cuMemUnmap). Returns (and clears) the latched error of the stream(s). */
CUresult sd_stream_sync(struct CUstream_st *s);
CUresult sd_ctx_sync(CUcontext c);
void sd_device_sync(int device);
/* Waits until no queued op that `match` accepts (called with the queue lock held: it may only
 * read the op) is left on any stream. */
void sd_wait_matching(int (*match)(const sd_op *op, const void *arg), const void *arg);
/* A context goes: its work is waited for, its streams and events are destroyed. */
void sd_ctx_gone(CUcontext c);
/* Called at each synchronising call (pool.c): pools release memory above their threshold. */
void pool_trim_all(void);
/* cuMemFree of a pool's memory: back to its pool now, without synchronising (pool.c). */
CUresult pool_free_now(CUdeviceptr p);
/* Bytes pools hold in freed blocks (pool.c); with g_lock held. */
size_t pool_reserved_free(void);

/* ---------------------------------------------------------------- modules and kernels */

struct CUmod_st;
struct CUkern_st;

/* What cuFuncSetAttribute / cuKernelSetAttribute can set (the settable attributes of the
 * driver API's list) and the cache preference of cuFuncSetCacheConfig /
 * cuKernelSetCacheConfig, each with whether it was set: a function's own settings, or a
 * kernel's for one device. */
enum {
    SD_SET_MAX_DYNAMIC,
    SD_SET_CARVEOUT,
    SD_SET_CLUSTER_W,
    SD_SET_CLUSTER_H,
    SD_SET_CLUSTER_D,
    SD_SET_NON_PORTABLE,
    SD_SET_POLICY,
    SD_SET_CACHE_CONFIG,
    SD_SETTINGS
};
typedef struct {
    int set[SD_SETTINGS];
    int v[SD_SETTINGS];
} sd_settings;

/* A function: of a module, or a library kernel's function on one device (module.c). The
 * driver API's rule: what cuFuncSetAttribute sets overrides what cuKernelSetAttribute set for
 * the function's device, whichever came first; cuKernelGetAttribute answers the kernel's. */
struct CUfunc_st {
    struct CUmod_st *mod;
    struct entry_info_st *entry;
    int loaded;
    struct CUkern_st *kernel; /* the library kernel it is the function of, or NULL */
    int device;               /* the device it is that kernel's function on */
    sd_settings own;          /* set with cuFuncSetAttribute / cuFuncSetCacheConfig */
};

typedef struct entry_info_st {
    char name[256];
    int nparams;
    size_t offset[64];
    size_t size[64];
    size_t shared_static; /* bytes of .shared declared in its body */
    int max_threads;      /* .maxntid product, or 0 */
    int regs;             /* .maxnreg, or 0 */
} entry_info;

/* Runs a kernel's host implementation (kernels.c) by entry name on a packed parameter
 * buffer laid out as cuFuncGetParamInfo describes; an unknown entry is a no-op. grid and
 * block are the launch's dimensions. Takes g_mem (read) around its memory accesses. */
CUresult run_kernel(const entry_info *e, const unsigned char *args, const unsigned grid[3],
                    const unsigned block[3]);

/* A launch as queued (module.c): entry and parameters copied at launch time. */
typedef struct {
    sd_op op;
    entry_info entry; /* a copy: the module may be unloaded before the launch runs */
    unsigned grid[3], block[3];
    unsigned shared;
    size_t nargs;
    unsigned char args[]; /* packed */
} sd_kernel_op;


/* A CUfunction, or a CUkernel given where a CUfunction goes, as its CUfunction (module.c). */
CUresult sd_resolve_func(CUfunction f, CUfunction *out);

/* ---------------------------------------------------------------- for graph.c */

/* Parameters packed as cuFuncGetParamInfo lays them out, from kernelParams or an `extra` list
 * (module.c); params_size: the packed size. */
#define SD_MAX_PARAM_BYTES 32768
CUresult pack_params(const entry_info *e, void **params, void **extra,
                     unsigned char buf[SD_MAX_PARAM_BYTES]);
size_t params_size(const entry_info *e);
/* CUDA_SUCCESS or CUDA_ERROR_INVALID_HANDLE / _INVALID_CONTEXT for a stream argument. */
CUresult check_stream(CUstream s);
/* With g_lock held: a device allocation of n bytes, and its free (memory of graph allocation
 * nodes; the free does not wait for running work). */
CUresult mem_alloc(CUdeviceptr *dp, size_t n);
/* array.c: where byte x of row y of slice z of array h is, its row pitch and row count; 0 when
 * h is no live array or (x, y, z) lies outside it. Takes g_lock. */
int array_side(CUarray h, size_t x, size_t y, size_t z, uintptr_t *base, size_t *pitch,
               size_t *height);
CUresult mem_free(CUdeviceptr p);
/* A memset of n elements of `width` bytes (1, 2, 4) now, on the calling thread (graph memset
 * nodes, on a worker): range-checked, under g_mem. */
CUresult memset_n(CUdeviceptr dst, const void *value, size_t width, size_t n);

/* graph.c's hooks into the stream work of the other files: a capturing stream records the
 * work as graph nodes instead of queueing it (the CUDA programming guide, "Stream Capture"). */
int sg_capturing(CUstream s);
CUresult sg_capture_kernel(CUfunction f, const unsigned dims[7], const unsigned char *args,
                           size_t nargs, CUstream s);
CUresult sg_capture_memset(CUdeviceptr dst, const void *value, size_t width, size_t n,
                           CUstream s);
CUresult sg_capture_memset2d(CUdeviceptr dst, size_t pitch, const void *value, size_t width,
                             size_t n, size_t rows, CUstream s);
CUresult sg_capture_copy(CUdeviceptr dst_dev, void *dst_host, CUdeviceptr src_dev,
                         const void *src_host, size_t n, CUstream s);
CUresult sg_capture_copy3d(const CUDA_MEMCPY3D *c, CUstream s);
CUresult sg_capture_host(void (*fn)(void *), void *arg, CUstream s);
CUresult sg_capture_event_record(CUevent e, CUstream s);
/* cuEventRecord outside capture: the event no longer names a captured point. */
void sg_event_recorded(CUevent e);
/* cuStreamWaitEvent: 1 when the wait concerns a capture (joined or refused, *r says). */
int sg_capture_wait(CUstream s, CUevent e, CUresult *r);
/* A potentially unsafe call (cuMemAlloc): refused while a capture prohibits it for the calling
 * thread's capture mode (cuThreadExchangeStreamCaptureMode). */
CUresult sg_unsafe_call(void);

/* ---------------------------------------------------------------- the device description */

int attribute_value(CUdevice_attribute a, CUdevice d);

#endif
