/* The stand-in driver's lowest layer, core (core.c, kernels.c): what every file of the driver
 * shares. The layers, lowest first, each with its header, a file including only the headers
 * of its layer and below: core (sd_core.h), streams (sd_streams.h: stream.c), driver
 * (standin_internal.h: the driver API's entry points), graphs (graph.c, no header: it
 * registers stream capture with the streams layer). native/layers.py checks it. Nothing here is exported
 * from the library (it is built with hidden visibility); the driver's functions are marked
 * EXPORT where they are defined.
 *
 * Locks, always taken in this order when more than one is held:
 *   g_mem  (rwlock)  device memory's existence: queued work holds it read-locked from the
 *                    range checks of its device memory to its last access, so a free or unmap
 *                    (write-locked) never pulls memory from under a running copy or kernel;
 *   g_lock (mutex)   the handle registry, the allocation list, contexts, modules, pools, VMM;
 *   g_sq   (mutex)   stream queues, events (stream.c), with the condition g_sq_cv. */
#ifndef LUPINE_SD_CORE_H
#define LUPINE_SD_CORE_H

#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <cuda.h>

#include <pthread.h>
#include <stddef.h>
#include <stdint.h>

#define EXPORT __attribute__((visibility("default")))
#define SD_HIDDEN __attribute__((visibility("hidden")))

/* ---------------------------------------------------------------- handles (core.c) */

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
/* The calling thread's context stack (cuCtxPushCurrent, cuCtxPopCurrent): current() is its
 * top; the primary contexts' retain counts (with g_lock). */
extern __thread CUcontext t_stack[16];
extern __thread int t_depth;
extern int g_primary_refs[8];
/* 1 on a worker thread while it runs a host function (its CUDA calls are refused: need_init
 * says so); stream.c sets it around a host function. */
extern __thread int t_in_host_fn;
int sd_in_host_fn(void);
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

/* ---------------------------------------------------------------- device memory (core.c) */

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
/* With g_lock and g_mem (write) held: every cuMemAlloc allocation of the device goes. */
void alloc_free_device(int device);
/* With g_lock held: a device allocation of n bytes, and its free (memory of graph allocation
 * nodes; the free does not wait for running work). */
CUresult mem_alloc(CUdeviceptr *dp, size_t n);
CUresult mem_free(CUdeviceptr p);

/* With g_lock and g_mem (write) held: allocations of context c no longer name it (c goes). */
void ctx_forget_allocations(CUcontext c);

/* CUDA_SUCCESS when every byte of [p, p+n) is device memory the stand-in handed out (an
 * allocation or mapped VMM memory with access set), else CUDA_ERROR_INVALID_VALUE. Takes
 * g_lock. */
CUresult dev_range(CUdeviceptr p, size_t n);

/* What the layers above add, registered from their constructors (core never calls up):
 * pool.c the bytes pools hold in freed blocks (with g_lock held; counted by memory_used) and
 * the release of what pools hold above their threshold (pools_trim, at each synchronising
 * call); vmm.c whether [p, p+n) is mapped VMM memory with access set (with g_lock held;
 * dev_range accepts it). */
void sd_on_pools(size_t (*reserved_free)(void), void (*trim_all)(void));
void sd_on_vmm(int (*range_ok)(uintptr_t p, size_t n));
void pools_trim(void);

/* ---------------------------------------------------------------- kernels (kernels.c) */

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

#endif
