/* The stand-in driver: a small libcuda replacement that keeps "device" memory in host
 * memory, so lupine-server (`--driver PATH` / LUPINE_LIBCUDA) and the tracer can be tested
 * on a machine with no GPU.
 *
 * It implements the part of the driver API that the shim forwards for the smoke program:
 * devices, primary and created contexts, memory, copies, memsets, streams, events, PTX
 * modules (entries and their parameter layouts are read from the PTX text) and launches.
 * A launch runs a built-in host implementation looked up by entry name (`saxpy` of
 * fixtures/saxpy.ptx, `lupine_fill_u32`, and `spin` of fixtures/spin.ptx); other entries
 * launch as no-ops. Work runs at once, but `spin` also keeps its stream busy for the time it
 * was asked to wait: events recorded behind it, cuEventQuery and cuStreamQuery answer
 * CUDA_ERROR_NOT_READY until then, and the synchronising calls sleep until then (its copy is
 * done at launch; only its completion is late). A later reference
 * server replaces this with eagle's PTX emulator; this file only has to be honest about
 * handles and memory: every handle is checked against a registry (a garbage handle gets an
 * error, not a crash) and every device range against the allocation list.
 *
 * Device memory lives in one reserved virtual range (LUPINE_STANDIN_BASE, default
 * 0x5e0000000000) so device pointers look like device pointers, far from malloc's heap.
 * Graphs and stream capture live in graph.c (standin_internal.h is what the two share).
 * LUPINE_STANDIN_DEVICES (default 1) sets the device count. LUPINE_STANDIN_NO_DATA=1 is for
 * benchmarks only: host-to-device copies check their arguments but move no data, as a DMA
 * engine costs the CPU nothing, so lupine-bench measures the protocol's own throughput. */
#define _GNU_SOURCE
#include <cuda.h>
#include <cudaProfiler.h>

#include <ctype.h>
#include <math.h>
#include <dlfcn.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <time.h>

#include "standin_internal.h"

#define EXPORT __attribute__((visibility("default")))

typedef struct {
    int type;
    void *ptr;
} handle_rec;

struct CUctx_st {
    int device;
    int primary;
    unsigned flags;
};
struct CUmod_st {
    int nentries;
    entry_info *entries;
    struct CUfunc_st *funcs;
};
typedef struct {
    uintptr_t base;
    size_t size;
    int device;
    CUcontext ctx;
} alloc_rec;

pthread_mutex_t g_lock = PTHREAD_MUTEX_INITIALIZER;
static int g_init;
static int g_ndev = 1;
static handle_rec *g_handles;
static size_t g_nhandles, g_caphandles;
static alloc_rec *g_allocs;
static size_t g_nallocs, g_capallocs;
static uintptr_t g_va_base, g_va_next, g_va_end;
static struct CUctx_st g_primary[8];
static int g_primary_refs[8];
static unsigned g_primary_flags[8];
static __thread CUcontext t_stack[16];
static __thread int t_depth;

#define VA_SIZE ((size_t)64 << 30)
#define LOCKED(expr)                                                                        \
    do {                                                                                    \
        pthread_mutex_lock(&g_lock);                                                        \
        CUresult r_ = (expr);                                                               \
        pthread_mutex_unlock(&g_lock);                                                      \
        return r_;                                                                          \
    } while (0)

/* ---------------------------------------------------------------- registries */

int handle_add(int type, void *p)
{
    if (g_nhandles == g_caphandles) {
        size_t cap = g_caphandles ? 2 * g_caphandles : 64;
        handle_rec *n = realloc(g_handles, cap * sizeof *n);
        if (!n)
            return 0;
        g_handles = n;
        g_caphandles = cap;
    }
    g_handles[g_nhandles].type = type;
    g_handles[g_nhandles].ptr = p;
    g_nhandles++;
    return 1;
}

int handle_ok(int type, const void *p)
{
    if (type == H_CTX)
        for (int d = 0; d < g_ndev; d++)
            if (p == &g_primary[d])
                return g_primary_refs[d] > 0;
    for (size_t i = 0; i < g_nhandles; i++)
        if (g_handles[i].ptr == p && g_handles[i].type == type)
            return 1;
    return 0;
}

void handle_del(const void *p)
{
    for (size_t i = 0; i < g_nhandles; i++)
        if (g_handles[i].ptr == p) {
            g_handles[i] = g_handles[--g_nhandles];
            return;
        }
}

/* The allocation holding [p, p+n), or NULL. */
static alloc_rec *range_find(uintptr_t p, size_t n)
{
    for (size_t i = 0; i < g_nallocs; i++) {
        alloc_rec *a = &g_allocs[i];
        if (p >= a->base && p - a->base <= a->size && n <= a->size - (p - a->base))
            return a;
    }
    return NULL;
}

static CUresult need_init(void) { return g_init ? CUDA_SUCCESS : CUDA_ERROR_NOT_INITIALIZED; }

static CUcontext current(void) { return t_depth ? t_stack[t_depth - 1] : NULL; }

CUresult need_ctx(void)
{
    CUresult r = need_init();
    if (r)
        return r;
    CUcontext c = current();
    return c && handle_ok(H_CTX, c) ? CUDA_SUCCESS : CUDA_ERROR_INVALID_CONTEXT;
}

double now_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec * 1e3 + (double)t.tv_nsec / 1e6;
}

/* When the work queued on a stream completes (ms, CLOCK_MONOTONIC); the default streams
 * share one clock. With g_lock held. */
static double g_default_busy_until;

double *busy_slot(CUstream s)
{
    if (s == NULL || s == CU_STREAM_LEGACY || s == CU_STREAM_PER_THREAD)
        return &g_default_busy_until;
    return &s->busy_until;
}

double stream_busy(CUstream s)
{
    pthread_mutex_lock(&g_lock);
    double t = *busy_slot(s);
    pthread_mutex_unlock(&g_lock);
    return t;
}

static void sleep_until(double ms)
{
    double left = ms - now_ms();
    if (left <= 0)
        return;
    struct timespec t = {(time_t)(left / 1e3), (long)(fmod(left, 1e3) * 1e6)};
    nanosleep(&t, NULL);
}

/* Asynchronous copies from page-locked memory (cuMemHostAlloc) run late, as a DMA engine
 * runs them: the source is read at the next synchronising call (a stream, event or context
 * synchronisation or query, a synchronous copy, a memset, a launch, a free), not when the
 * copy is queued. A caller that reuses such a buffer before an event says the copy is done
 * sends wrong data, here as on a GPU. Copies from pageable memory are done at once (the
 * driver stages them before returning). */
typedef struct {
    void *dst;
    const void *src;
    size_t n;
} late_copy;
static pthread_mutex_t g_late_lock = PTHREAD_MUTEX_INITIALIZER;
static late_copy *g_late;
static size_t g_nlate, g_caplate;
static void **g_pinned;
static size_t *g_pinned_size, g_npinned, g_cappinned;

static void run_late(void)
{
    pthread_mutex_lock(&g_late_lock);
    for (size_t i = 0; i < g_nlate; i++)
        memmove(g_late[i].dst, g_late[i].src, g_late[i].n);
    g_nlate = 0;
    pthread_mutex_unlock(&g_late_lock);
}

/* 1 when [p, p+n) lies in page-locked memory of this driver. */
static int is_pinned(const void *p, size_t n)
{
    pthread_mutex_lock(&g_late_lock);
    int found = 0;
    for (size_t i = 0; i < g_npinned && !found; i++) {
        uintptr_t b = (uintptr_t)g_pinned[i], q = (uintptr_t)p;
        found = q >= b && q - b <= g_pinned_size[i] && n <= g_pinned_size[i] - (q - b);
    }
    pthread_mutex_unlock(&g_late_lock);
    return found;
}

/* Queues a copy to run late; 0 when it could not be queued (then it runs now). */
static int queue_late(void *dst, const void *src, size_t n)
{
    pthread_mutex_lock(&g_late_lock);
    if (g_nlate == g_caplate) {
        size_t cap = g_caplate ? 2 * g_caplate : 64;
        late_copy *l = realloc(g_late, cap * sizeof *l);
        if (!l) {
            pthread_mutex_unlock(&g_late_lock);
            return 0;
        }
        g_late = l;
        g_caplate = cap;
    }
    g_late[g_nlate++] = (late_copy){dst, src, n};
    pthread_mutex_unlock(&g_late_lock);
    return 1;
}

/* ---------------------------------------------------------------- init, version, devices */

EXPORT const char lupine_standin_marker[] = "lupine-standin";

static int g_no_data; /* LUPINE_STANDIN_NO_DATA=1 */

EXPORT CUresult cuInit(unsigned int flags)
{
    if (flags != 0)
        return CUDA_ERROR_INVALID_VALUE;
    pthread_mutex_lock(&g_lock);
    if (!g_init) {
        const char *nd = getenv("LUPINE_STANDIN_NO_DATA");
        g_no_data = nd && !strcmp(nd, "1");
        const char *n = getenv("LUPINE_STANDIN_DEVICES");
        if (n && atoi(n) >= 1 && atoi(n) <= 8)
            g_ndev = atoi(n);
        const char *b = getenv("LUPINE_STANDIN_BASE");
        uintptr_t hint = b ? (uintptr_t)strtoull(b, NULL, 0) : (uintptr_t)0x5e0000000000ULL;
        void *va = mmap((void *)hint, VA_SIZE, PROT_NONE,
                        MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
        if (va == MAP_FAILED) {
            pthread_mutex_unlock(&g_lock);
            return CUDA_ERROR_OUT_OF_MEMORY;
        }
        g_va_base = g_va_next = (uintptr_t)va;
        g_va_end = g_va_base + VA_SIZE;
        for (int d = 0; d < g_ndev; d++) {
            g_primary[d].device = d;
            g_primary[d].primary = 1;
        }
        g_init = 1;
    }
    pthread_mutex_unlock(&g_lock);
    return CUDA_SUCCESS;
}

EXPORT CUresult cuDriverGetVersion(int *v)
{
    if (!v)
        return CUDA_ERROR_INVALID_VALUE;
    *v = CUDA_VERSION;
    return CUDA_SUCCESS;
}

EXPORT CUresult cuDeviceGetCount(int *n)
{
    CUresult r = need_init();
    if (r)
        return r;
    if (!n)
        return CUDA_ERROR_INVALID_VALUE;
    *n = g_ndev;
    return CUDA_SUCCESS;
}

EXPORT CUresult cuDeviceGet(CUdevice *d, int ordinal)
{
    CUresult r = need_init();
    if (r)
        return r;
    if (!d)
        return CUDA_ERROR_INVALID_VALUE;
    if (ordinal < 0 || ordinal >= g_ndev)
        return CUDA_ERROR_INVALID_DEVICE;
    *d = ordinal;
    return CUDA_SUCCESS;
}

static CUresult check_dev(CUdevice d)
{
    CUresult r = need_init();
    if (r)
        return r;
    return d >= 0 && d < g_ndev ? CUDA_SUCCESS : CUDA_ERROR_INVALID_DEVICE;
}

EXPORT CUresult cuDeviceGetName(char *name, int len, CUdevice d)
{
    CUresult r = check_dev(d);
    if (r)
        return r;
    if (!name || len <= 0)
        return CUDA_ERROR_INVALID_VALUE;
    snprintf(name, (size_t)len, "LUPINE stand-in device %d", d);
    return CUDA_SUCCESS;
}

EXPORT CUresult cuDeviceTotalMem_v2(size_t *bytes, CUdevice d)
{
    CUresult r = check_dev(d);
    if (r)
        return r;
    if (!bytes)
        return CUDA_ERROR_INVALID_VALUE;
    *bytes = VA_SIZE;
    return CUDA_SUCCESS;
}

EXPORT CUresult cuDeviceGetUuid_v2(CUuuid *u, CUdevice d)
{
    CUresult r = check_dev(d);
    if (r)
        return r;
    if (!u)
        return CUDA_ERROR_INVALID_VALUE;
    for (int i = 0; i < 16; i++)
        u->bytes[i] = (char)(0x10 * d + i);
    return CUDA_SUCCESS;
}

EXPORT CUresult cuDeviceGetUuid(CUuuid *u, CUdevice d) { return cuDeviceGetUuid_v2(u, d); }

/* Plausible values of a compute capability 9.0 device; anything unlisted reads as 0. */
static int attribute_value(CUdevice_attribute a, CUdevice d)
{
    switch ((int)a) {
    case CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_BLOCK: return 1024;
    case CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_X: return 1024;
    case CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_Y: return 1024;
    case CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_Z: return 64;
    case CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_X: return 2147483647;
    case CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_Y: return 65535;
    case CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_Z: return 65535;
    case CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK: return 49152;
    case CU_DEVICE_ATTRIBUTE_TOTAL_CONSTANT_MEMORY: return 65536;
    case CU_DEVICE_ATTRIBUTE_WARP_SIZE: return 32;
    case CU_DEVICE_ATTRIBUTE_MAX_PITCH: return 2147483647;
    case CU_DEVICE_ATTRIBUTE_MAX_REGISTERS_PER_BLOCK: return 65536;
    case CU_DEVICE_ATTRIBUTE_CLOCK_RATE: return 1980000;
    case CU_DEVICE_ATTRIBUTE_TEXTURE_ALIGNMENT: return 512;
    case CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT: return 4;
    case CU_DEVICE_ATTRIBUTE_INTEGRATED: return 0;
    case CU_DEVICE_ATTRIBUTE_CAN_MAP_HOST_MEMORY: return 1;
    case CU_DEVICE_ATTRIBUTE_COMPUTE_MODE: return 0;
    case CU_DEVICE_ATTRIBUTE_CONCURRENT_KERNELS: return 1;
    case CU_DEVICE_ATTRIBUTE_PCI_BUS_ID: return 0x40 + d;
    case CU_DEVICE_ATTRIBUTE_PCI_DEVICE_ID: return 0;
    case CU_DEVICE_ATTRIBUTE_PCI_DOMAIN_ID: return 0;
    case CU_DEVICE_ATTRIBUTE_MEMORY_CLOCK_RATE: return 2619000;
    case CU_DEVICE_ATTRIBUTE_GLOBAL_MEMORY_BUS_WIDTH: return 5120;
    case CU_DEVICE_ATTRIBUTE_L2_CACHE_SIZE: return 52428800;
    case CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_MULTIPROCESSOR: return 2048;
    case CU_DEVICE_ATTRIBUTE_UNIFIED_ADDRESSING: return 1;
    case CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR: return 9;
    case CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR: return 0;
    case CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_MULTIPROCESSOR: return 233472;
    case CU_DEVICE_ATTRIBUTE_MAX_REGISTERS_PER_MULTIPROCESSOR: return 65536;
    case CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN: return 232448;
    case CU_DEVICE_ATTRIBUTE_MAX_BLOCKS_PER_MULTIPROCESSOR: return 32;
    case CU_DEVICE_ATTRIBUTE_ASYNC_ENGINE_COUNT: return 2;
    case CU_DEVICE_ATTRIBUTE_STREAM_PRIORITIES_SUPPORTED: return 1;
    default: return 0;
    }
}

EXPORT CUresult cuDeviceGetAttribute(int *v, CUdevice_attribute a, CUdevice d)
{
    CUresult r = check_dev(d);
    if (r)
        return r;
    if (!v || (int)a < 1 || (int)a >= (int)CU_DEVICE_ATTRIBUTE_MAX)
        return CUDA_ERROR_INVALID_VALUE;
    *v = attribute_value(a, d);
    return CUDA_SUCCESS;
}

EXPORT CUresult cuDeviceGetPCIBusId(char *id, int len, CUdevice d)
{
    CUresult r = check_dev(d);
    if (r)
        return r;
    if (!id || len <= 0)
        return CUDA_ERROR_INVALID_VALUE;
    snprintf(id, (size_t)len, "0000:%02x:00.0", 0x40 + d);
    return CUDA_SUCCESS;
}

/* ---------------------------------------------------------------- contexts */

EXPORT CUresult cuDevicePrimaryCtxRetain(CUcontext *c, CUdevice d)
{
    CUresult r = check_dev(d);
    if (r)
        return r;
    if (!c)
        return CUDA_ERROR_INVALID_VALUE;
    pthread_mutex_lock(&g_lock);
    g_primary_refs[d]++;
    pthread_mutex_unlock(&g_lock);
    *c = &g_primary[d];
    return CUDA_SUCCESS;
}

EXPORT CUresult cuDevicePrimaryCtxRelease_v2(CUdevice d)
{
    run_late();
    CUresult r = check_dev(d);
    if (r)
        return r;
    pthread_mutex_lock(&g_lock);
    if (g_primary_refs[d] > 0)
        g_primary_refs[d]--;
    pthread_mutex_unlock(&g_lock);
    return CUDA_SUCCESS;
}

EXPORT CUresult cuDevicePrimaryCtxGetState(CUdevice d, unsigned int *flags, int *active)
{
    CUresult r = check_dev(d);
    if (r)
        return r;
    if (!flags || !active)
        return CUDA_ERROR_INVALID_VALUE;
    *flags = g_primary_flags[d];
    *active = g_primary_refs[d] > 0;
    return CUDA_SUCCESS;
}

EXPORT CUresult cuDevicePrimaryCtxSetFlags_v2(CUdevice d, unsigned int flags)
{
    CUresult r = check_dev(d);
    if (r)
        return r;
    g_primary_flags[d] = flags;
    return CUDA_SUCCESS;
}

static void free_all_memory(void);

EXPORT CUresult cuDevicePrimaryCtxReset_v2(CUdevice d)
{
    run_late();
    CUresult r = check_dev(d);
    if (r)
        return r;
    pthread_mutex_lock(&g_lock);
    g_primary_refs[d] = 0;
    free_all_memory();
    pthread_mutex_unlock(&g_lock);
    return CUDA_SUCCESS;
}

EXPORT CUresult cuCtxGetCurrent(CUcontext *c)
{
    CUresult r = need_init();
    if (r)
        return r;
    if (!c)
        return CUDA_ERROR_INVALID_VALUE;
    *c = current();
    return CUDA_SUCCESS;
}

EXPORT CUresult cuCtxSetCurrent(CUcontext c)
{
    CUresult r = need_init();
    if (r)
        return r;
    pthread_mutex_lock(&g_lock);
    int ok = !c || handle_ok(H_CTX, c);
    pthread_mutex_unlock(&g_lock);
    if (!ok)
        return CUDA_ERROR_INVALID_CONTEXT;
    if (!c) {
        if (t_depth)
            t_depth--;
        return CUDA_SUCCESS;
    }
    if (t_depth)
        t_stack[t_depth - 1] = c;
    else
        t_stack[t_depth++] = c;
    return CUDA_SUCCESS;
}

EXPORT CUresult cuCtxPushCurrent_v2(CUcontext c)
{
    CUresult r = need_init();
    if (r)
        return r;
    pthread_mutex_lock(&g_lock);
    int ok = c && handle_ok(H_CTX, c);
    pthread_mutex_unlock(&g_lock);
    if (!ok)
        return CUDA_ERROR_INVALID_CONTEXT;
    if (t_depth == 16)
        return CUDA_ERROR_OUT_OF_MEMORY;
    t_stack[t_depth++] = c;
    return CUDA_SUCCESS;
}

EXPORT CUresult cuCtxPopCurrent_v2(CUcontext *c)
{
    CUresult r = need_init();
    if (r)
        return r;
    if (!t_depth)
        return CUDA_ERROR_INVALID_CONTEXT;
    t_depth--;
    if (c)
        *c = t_stack[t_depth];
    return CUDA_SUCCESS;
}

EXPORT CUresult cuCtxGetDevice(CUdevice *d)
{
    CUresult r = need_ctx();
    if (r)
        return r;
    if (!d)
        return CUDA_ERROR_INVALID_VALUE;
    *d = current()->device;
    return CUDA_SUCCESS;
}

static double latest_busy(void);

EXPORT CUresult cuCtxSynchronize(void)
{
    run_late();
    CUresult r = need_ctx();
    if (!r)
        sleep_until(latest_busy());
    return r;
}

static CUresult ctx_or_current(CUcontext *c)
{
    CUresult r = need_init();
    if (r)
        return r;
    if (!*c)
        *c = current();
    pthread_mutex_lock(&g_lock);
    int ok = *c && handle_ok(H_CTX, *c);
    pthread_mutex_unlock(&g_lock);
    return ok ? CUDA_SUCCESS : CUDA_ERROR_INVALID_CONTEXT;
}

EXPORT CUresult cuCtxGetDevice_v2(CUdevice *d, CUcontext c)
{
    CUresult r = ctx_or_current(&c);
    if (r)
        return r;
    if (!d)
        return CUDA_ERROR_INVALID_VALUE;
    *d = c->device;
    return CUDA_SUCCESS;
}

EXPORT CUresult cuCtxSynchronize_v2(CUcontext c)
{
    run_late();
    CUresult r = ctx_or_current(&c);
    if (!r)
        sleep_until(latest_busy());
    return r;
}

EXPORT CUresult cuCtxGetFlags(unsigned int *flags)
{
    CUresult r = need_ctx();
    if (r)
        return r;
    if (!flags)
        return CUDA_ERROR_INVALID_VALUE;
    *flags = current()->flags;
    return CUDA_SUCCESS;
}

EXPORT CUresult cuCtxSetFlags(unsigned int flags)
{
    CUresult r = need_ctx();
    if (r)
        return r;
    current()->flags = flags;
    return CUDA_SUCCESS;
}

EXPORT CUresult cuCtxGetId(CUcontext c, unsigned long long *id)
{
    CUresult r = ctx_or_current(&c);
    if (r)
        return r;
    if (!id)
        return CUDA_ERROR_INVALID_VALUE;
    *id = (unsigned long long)(uintptr_t)c;
    return CUDA_SUCCESS;
}

static size_t g_limits[16];

EXPORT CUresult cuCtxGetLimit(size_t *v, CUlimit limit)
{
    CUresult r = need_ctx();
    if (r)
        return r;
    if (!v || (unsigned)limit >= 16)
        return CUDA_ERROR_INVALID_VALUE;
    *v = g_limits[limit] ? g_limits[limit] : (limit == CU_LIMIT_STACK_SIZE ? 1024 : 0);
    return CUDA_SUCCESS;
}

EXPORT CUresult cuCtxSetLimit(CUlimit limit, size_t v)
{
    CUresult r = need_ctx();
    if (r)
        return r;
    if ((unsigned)limit >= 16)
        return CUDA_ERROR_INVALID_VALUE;
    g_limits[limit] = v;
    return CUDA_SUCCESS;
}

EXPORT CUresult cuCtxGetCacheConfig(CUfunc_cache *c)
{
    CUresult r = need_ctx();
    if (r)
        return r;
    if (!c)
        return CUDA_ERROR_INVALID_VALUE;
    *c = CU_FUNC_CACHE_PREFER_NONE;
    return CUDA_SUCCESS;
}

EXPORT CUresult cuCtxSetCacheConfig(CUfunc_cache c)
{
    (void)c;
    return need_ctx();
}

EXPORT CUresult cuCtxGetApiVersion(CUcontext c, unsigned int *v)
{
    CUresult r = ctx_or_current(&c);
    if (r)
        return r;
    if (!v)
        return CUDA_ERROR_INVALID_VALUE;
    *v = 3020;
    return CUDA_SUCCESS;
}

EXPORT CUresult cuCtxCreate_v4(CUcontext *pc, CUctxCreateParams *params, unsigned int flags,
                               CUdevice d)
{
    (void)params;
    CUresult r = check_dev(d);
    if (r)
        return r;
    if (!pc)
        return CUDA_ERROR_INVALID_VALUE;
    struct CUctx_st *c = calloc(1, sizeof *c);
    if (!c)
        return CUDA_ERROR_OUT_OF_MEMORY;
    c->device = d;
    c->flags = flags;
    pthread_mutex_lock(&g_lock);
    handle_add(H_CTX, c);
    pthread_mutex_unlock(&g_lock);
    *pc = c;
    return cuCtxPushCurrent_v2(c);
}

EXPORT CUresult cuCtxCreate_v2(CUcontext *pc, unsigned int flags, CUdevice d)
{
    return cuCtxCreate_v4(pc, NULL, flags, d);
}

EXPORT CUresult cuCtxDestroy_v2(CUcontext c)
{
    run_late();
    CUresult r = need_init();
    if (r)
        return r;
    pthread_mutex_lock(&g_lock);
    int ok = c && handle_ok(H_CTX, c) && !c->primary;
    if (ok)
        handle_del(c);
    pthread_mutex_unlock(&g_lock);
    if (!ok)
        return CUDA_ERROR_INVALID_CONTEXT;
    for (int i = 0; i < t_depth; i++)
        if (t_stack[i] == c) {
            memmove(&t_stack[i], &t_stack[i + 1], (size_t)(t_depth - i - 1) * sizeof(CUcontext));
            t_depth--;
            i--;
        }
    free(c);
    return CUDA_SUCCESS;
}

/* ---------------------------------------------------------------- memory */

static void free_all_memory(void)
{
    for (size_t i = 0; i < g_nallocs; i++) {
        madvise((void *)g_allocs[i].base, g_allocs[i].size, MADV_DONTNEED);
        mprotect((void *)g_allocs[i].base, g_allocs[i].size, PROT_NONE);
    }
    g_nallocs = 0;
}

CUresult mem_alloc(CUdeviceptr *dp, size_t n)
{
    if (!dp)
        return CUDA_ERROR_INVALID_VALUE;
    if (n == 0)
        return CUDA_ERROR_INVALID_VALUE;
    size_t rounded = (n + 4095) & ~(size_t)4095;
    if (rounded < n || rounded > g_va_end - g_va_next)
        return CUDA_ERROR_OUT_OF_MEMORY;
    if (g_nallocs == g_capallocs) {
        size_t cap = g_capallocs ? 2 * g_capallocs : 64;
        alloc_rec *a = realloc(g_allocs, cap * sizeof *a);
        if (!a)
            return CUDA_ERROR_OUT_OF_MEMORY;
        g_allocs = a;
        g_capallocs = cap;
    }
    /* Bump allocation: addresses are never reused, so a stale pointer stays invalid. */
    uintptr_t p = g_va_next;
    if (mprotect((void *)p, rounded, PROT_READ | PROT_WRITE))
        return CUDA_ERROR_OUT_OF_MEMORY;
    g_va_next += rounded + 4096; /* a guard page between allocations */
    CUcontext ctx = current();
    g_allocs[g_nallocs] = (alloc_rec){p, n, ctx ? ctx->device : 0, ctx};
    g_nallocs++;
    *dp = (CUdeviceptr)p;
    return CUDA_SUCCESS;
}

EXPORT CUresult cuMemAlloc_v2(CUdeviceptr *dp, size_t n)
{
    CUresult r = need_ctx();
    if (!r)
        r = sg_unsafe_call(); /* graph.c: capture modes */
    if (r)
        return r;
    LOCKED(mem_alloc(dp, n));
}

CUresult mem_free(CUdeviceptr p)
{
    for (size_t i = 0; i < g_nallocs; i++)
        if (g_allocs[i].base == p) {
            size_t rounded = (g_allocs[i].size + 4095) & ~(size_t)4095;
            madvise((void *)p, rounded, MADV_DONTNEED);
            mprotect((void *)p, rounded, PROT_NONE);
            g_allocs[i] = g_allocs[--g_nallocs];
            return CUDA_SUCCESS;
        }
    return CUDA_ERROR_INVALID_VALUE;
}

EXPORT CUresult cuMemFree_v2(CUdeviceptr p)
{
    run_late();
    CUresult r = need_ctx();
    if (r)
        return r;
    if (!p)
        return CUDA_SUCCESS;
    LOCKED(mem_free(p));
}

EXPORT CUresult cuMemGetInfo_v2(size_t *free_b, size_t *total)
{
    CUresult r = need_ctx();
    if (r)
        return r;
    if (!free_b || !total)
        return CUDA_ERROR_INVALID_VALUE;
    pthread_mutex_lock(&g_lock);
    size_t used = 0;
    for (size_t i = 0; i < g_nallocs; i++)
        used += g_allocs[i].size;
    pthread_mutex_unlock(&g_lock);
    *total = VA_SIZE;
    *free_b = VA_SIZE - used;
    return CUDA_SUCCESS;
}

EXPORT CUresult cuPointerGetAttribute(void *data, CUpointer_attribute a, CUdeviceptr p)
{
    CUresult r = need_init();
    if (r)
        return r;
    pthread_mutex_lock(&g_lock);
    alloc_rec *rec = range_find(p, 0);
    alloc_rec found = rec ? *rec : (alloc_rec){0, 0, 0, NULL};
    pthread_mutex_unlock(&g_lock);
    if (!rec || !data)
        return CUDA_ERROR_INVALID_VALUE;
    /* Booleans are 32-bit, as the driver writes them (see native/shim/memory.c). */
    switch ((int)a) {
    case CU_POINTER_ATTRIBUTE_MEMORY_TYPE: *(unsigned *)data = CU_MEMORYTYPE_DEVICE; break;
    case CU_POINTER_ATTRIBUTE_DEVICE_POINTER: *(CUdeviceptr *)data = p; break;
    case CU_POINTER_ATTRIBUTE_CONTEXT: *(CUcontext *)data = found.ctx; break;
    case CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL: *(int *)data = found.device; break;
    case CU_POINTER_ATTRIBUTE_IS_MANAGED: *(unsigned *)data = 0; break;
    case CU_POINTER_ATTRIBUTE_MAPPED: *(unsigned *)data = 1; break;
    case CU_POINTER_ATTRIBUTE_RANGE_START_ADDR: *(CUdeviceptr *)data = found.base; break;
    case CU_POINTER_ATTRIBUTE_RANGE_SIZE: *(size_t *)data = found.size; break;
    case CU_POINTER_ATTRIBUTE_BUFFER_ID: *(unsigned long long *)data = found.base; break;
    default: return CUDA_ERROR_INVALID_VALUE;
    }
    return CUDA_SUCCESS;
}

EXPORT CUresult cuMemGetAddressRange_v2(CUdeviceptr *base, size_t *size, CUdeviceptr p)
{
    CUresult r = need_ctx();
    if (r)
        return r;
    pthread_mutex_lock(&g_lock);
    alloc_rec *a = range_find(p, 0);
    alloc_rec found = a ? *a : (alloc_rec){0, 0, 0, NULL};
    pthread_mutex_unlock(&g_lock);
    if (!a)
        return CUDA_ERROR_NOT_FOUND;
    if (base)
        *base = found.base;
    if (size)
        *size = found.size;
    return CUDA_SUCCESS;
}

CUresult dev_range(CUdeviceptr p, size_t n)
{
    pthread_mutex_lock(&g_lock);
    int ok = range_find(p, n) != NULL;
    pthread_mutex_unlock(&g_lock);
    return ok ? CUDA_SUCCESS : CUDA_ERROR_INVALID_VALUE;
}

CUresult check_stream(CUstream s)
{
    if (s == NULL || s == CU_STREAM_LEGACY || s == CU_STREAM_PER_THREAD)
        return CUDA_SUCCESS;
    pthread_mutex_lock(&g_lock);
    int ok = handle_ok(H_STREAM, s);
    pthread_mutex_unlock(&g_lock);
    return ok ? CUDA_SUCCESS : CUDA_ERROR_INVALID_HANDLE;
}

static CUresult copy(void *dst, const void *src, size_t n)
{
    if (n && (!dst || !src))
        return CUDA_ERROR_INVALID_VALUE;
    if (n)
        memmove(dst, src, n);
    return CUDA_SUCCESS;
}

static CUresult htod(CUdeviceptr dst, const void *src, size_t n, int async)
{
    CUresult r = need_ctx();
    if (!r)
        r = dev_range(dst, n);
    if (!r && g_no_data)
        return src || !n ? CUDA_SUCCESS : CUDA_ERROR_INVALID_VALUE;
    if (!r && async && n && src && is_pinned(src, n) && queue_late((void *)dst, src, n))
        return CUDA_SUCCESS;
    return r ? r : copy((void *)dst, src, n);
}

EXPORT CUresult cuMemcpyHtoD_v2(CUdeviceptr dst, const void *src, size_t n)
{
    run_late();
    return htod(dst, src, n, 0);
}

EXPORT CUresult cuMemcpyDtoH_v2(void *dst, CUdeviceptr src, size_t n)
{
    run_late();
    CUresult r = need_ctx();
    if (!r)
        r = dev_range(src, n);
    return r ? r : copy(dst, (const void *)src, n);
}

EXPORT CUresult cuMemcpyDtoD_v2(CUdeviceptr dst, CUdeviceptr src, size_t n)
{
    run_late();
    CUresult r = need_ctx();
    if (!r)
        r = dev_range(dst, n);
    if (!r)
        r = dev_range(src, n);
    return r ? r : copy((void *)dst, (const void *)src, n);
}

EXPORT CUresult cuMemcpyHtoDAsync_v2(CUdeviceptr dst, const void *src, size_t n, CUstream s)
{
    CUresult r = check_stream(s);
    if (!r && sg_capturing(s))
        return sg_capture_copy(dst, NULL, 0, src, n, s);
    return r ? r : htod(dst, src, n, 1);
}

EXPORT CUresult cuMemcpyDtoHAsync_v2(void *dst, CUdeviceptr src, size_t n, CUstream s)
{
    CUresult r = check_stream(s);
    if (!r && sg_capturing(s))
        return sg_capture_copy(0, dst, src, NULL, n, s);
    return r ? r : cuMemcpyDtoH_v2(dst, src, n);
}

/* The per-thread default stream variants: this driver orders everything at once anyway. */
EXPORT CUresult cuMemcpyHtoD_v2_ptds(CUdeviceptr dst, const void *src, size_t n)
{
    return cuMemcpyHtoD_v2(dst, src, n);
}

EXPORT CUresult cuMemcpyDtoH_v2_ptds(void *dst, CUdeviceptr src, size_t n)
{
    return cuMemcpyDtoH_v2(dst, src, n);
}

EXPORT CUresult cuMemcpyHtoDAsync_v2_ptsz(CUdeviceptr dst, const void *src, size_t n, CUstream s)
{
    return cuMemcpyHtoDAsync_v2(dst, src, n, s);
}

EXPORT CUresult cuMemcpyDtoHAsync_v2_ptsz(void *dst, CUdeviceptr src, size_t n, CUstream s)
{
    return cuMemcpyDtoHAsync_v2(dst, src, n, s);
}

EXPORT CUresult cuMemcpyDtoDAsync_v2(CUdeviceptr dst, CUdeviceptr src, size_t n, CUstream s)
{
    CUresult r = check_stream(s);
    if (!r && sg_capturing(s))
        return sg_capture_copy(dst, NULL, src, NULL, n, s);
    return r ? r : cuMemcpyDtoD_v2(dst, src, n);
}

CUresult memset_n(CUdeviceptr dst, const void *value, size_t width, size_t n)
{
    run_late();
    CUresult r = need_ctx();
    if (!r)
        r = dev_range(dst, n * width);
    if (r)
        return r;
    if (dst % width)
        return CUDA_ERROR_INVALID_VALUE;
    unsigned char *p = (unsigned char *)dst;
    for (size_t i = 0; i < n; i++)
        memcpy(p + i * width, value, width);
    return CUDA_SUCCESS;
}

EXPORT CUresult cuMemsetD8_v2(CUdeviceptr d, unsigned char v, size_t n) { return memset_n(d, &v, 1, n); }
EXPORT CUresult cuMemsetD16_v2(CUdeviceptr d, unsigned short v, size_t n) { return memset_n(d, &v, 2, n); }
EXPORT CUresult cuMemsetD32_v2(CUdeviceptr d, unsigned int v, size_t n) { return memset_n(d, &v, 4, n); }

static CUresult memset_async(CUdeviceptr d, const void *v, size_t width, size_t n, CUstream s)
{
    CUresult r = check_stream(s);
    if (!r && sg_capturing(s))
        return sg_capture_memset(d, v, width, n, s);
    return r ? r : memset_n(d, v, width, n);
}

EXPORT CUresult cuMemsetD8Async(CUdeviceptr d, unsigned char v, size_t n, CUstream s)
{
    return memset_async(d, &v, 1, n, s);
}

EXPORT CUresult cuMemsetD16Async(CUdeviceptr d, unsigned short v, size_t n, CUstream s)
{
    return memset_async(d, &v, 2, n, s);
}

EXPORT CUresult cuMemsetD32Async(CUdeviceptr d, unsigned int v, size_t n, CUstream s)
{
    return memset_async(d, &v, 4, n, s);
}

/* ---------------------------------------------------------------- streams and events */

EXPORT CUresult cuStreamCreate(CUstream *ps, unsigned int flags)
{
    CUresult r = need_ctx();
    if (r)
        return r;
    if (!ps || flags > 1)
        return CUDA_ERROR_INVALID_VALUE;
    struct CUstream_st *s = calloc(1, sizeof *s);
    if (!s)
        return CUDA_ERROR_OUT_OF_MEMORY;
    s->ctx = current();
    s->flags = flags;
    pthread_mutex_lock(&g_lock);
    handle_add(H_STREAM, s);
    pthread_mutex_unlock(&g_lock);
    *ps = s;
    return CUDA_SUCCESS;
}

EXPORT CUresult cuStreamCreateWithPriority(CUstream *ps, unsigned int flags, int priority)
{
    (void)priority;
    return cuStreamCreate(ps, flags);
}

EXPORT CUresult cuStreamDestroy_v2(CUstream s)
{
    CUresult r = need_init();
    if (r)
        return r;
    pthread_mutex_lock(&g_lock);
    int ok = s && handle_ok(H_STREAM, s);
    if (ok)
        handle_del(s);
    pthread_mutex_unlock(&g_lock);
    if (!ok)
        return CUDA_ERROR_INVALID_HANDLE;
    free(s);
    return CUDA_SUCCESS;
}

EXPORT CUresult cuStreamSynchronize(CUstream s)
{
    run_late();
    CUresult r = need_ctx();
    if (!r)
        r = check_stream(s);
    if (!r)
        sleep_until(stream_busy(s));
    return r;
}

EXPORT CUresult cuStreamQuery(CUstream s)
{
    run_late();
    CUresult r = need_ctx();
    if (!r)
        r = check_stream(s);
    if (!r && now_ms() < stream_busy(s))
        r = CUDA_ERROR_NOT_READY;
    return r;
}

EXPORT CUresult cuStreamGetPriority(CUstream s, int *p)
{
    CUresult r = check_stream(s);
    if (r)
        return r;
    if (!p)
        return CUDA_ERROR_INVALID_VALUE;
    *p = 0;
    return CUDA_SUCCESS;
}

EXPORT CUresult cuStreamGetFlags(CUstream s, unsigned int *flags)
{
    CUresult r = check_stream(s);
    if (r)
        return r;
    if (!flags)
        return CUDA_ERROR_INVALID_VALUE;
    *flags = (s && s != CU_STREAM_LEGACY && s != CU_STREAM_PER_THREAD) ? s->flags : 0;
    return CUDA_SUCCESS;
}

EXPORT CUresult cuStreamGetCtx(CUstream s, CUcontext *c)
{
    CUresult r = check_stream(s);
    if (r)
        return r;
    if (!c)
        return CUDA_ERROR_INVALID_VALUE;
    *c = (s && s != CU_STREAM_LEGACY && s != CU_STREAM_PER_THREAD) ? s->ctx : current();
    return CUDA_SUCCESS;
}

EXPORT CUresult cuStreamGetId(CUstream s, unsigned long long *id)
{
    CUresult r = check_stream(s);
    if (r)
        return r;
    if (!id)
        return CUDA_ERROR_INVALID_VALUE;
    *id = (unsigned long long)(uintptr_t)s;
    return CUDA_SUCCESS;
}

EXPORT CUresult cuCtxGetStreamPriorityRange(int *least, int *greatest)
{
    CUresult r = need_ctx();
    if (r)
        return r;
    if (least)
        *least = 0;
    if (greatest)
        *greatest = -5;
    return CUDA_SUCCESS;
}

CUresult check_event(CUevent e)
{
    pthread_mutex_lock(&g_lock);
    int ok = e && handle_ok(H_EVENT, e);
    pthread_mutex_unlock(&g_lock);
    return ok ? CUDA_SUCCESS : CUDA_ERROR_INVALID_HANDLE;
}

EXPORT CUresult cuStreamWaitEvent(CUstream s, CUevent e, unsigned int flags)
{
    (void)flags;
    CUresult r = check_stream(s);
    if (!r)
        r = check_event(e);
    if (!r && sg_capture_wait(s, e, &r)) /* graph.c: a wait on or in a capture */
        return r;
    if (!r && e->recorded) {
        pthread_mutex_lock(&g_lock);
        double *b = busy_slot(s);
        if (e->ms > *b)
            *b = e->ms;
        pthread_mutex_unlock(&g_lock);
    }
    return r;
}

EXPORT CUresult cuEventCreate(CUevent *pe, unsigned int flags)
{
    CUresult r = need_ctx();
    if (r)
        return r;
    if (!pe)
        return CUDA_ERROR_INVALID_VALUE;
    struct CUevent_st *e = calloc(1, sizeof *e);
    if (!e)
        return CUDA_ERROR_OUT_OF_MEMORY;
    e->flags = flags;
    pthread_mutex_lock(&g_lock);
    handle_add(H_EVENT, e);
    pthread_mutex_unlock(&g_lock);
    *pe = e;
    return CUDA_SUCCESS;
}

EXPORT CUresult cuEventRecord(CUevent e, CUstream s)
{
    CUresult r = check_event(e);
    if (!r)
        r = check_stream(s);
    if (r)
        return r;
    if (sg_capturing(s))
        return sg_capture_event_record(e, s);
    sg_event_recorded(e);
    double now = now_ms(), busy = stream_busy(s);
    e->ms = busy > now ? busy : now;
    e->recorded = 1;
    return CUDA_SUCCESS;
}

EXPORT CUresult cuEventRecordWithFlags(CUevent e, CUstream s, unsigned int flags)
{
    (void)flags;
    return cuEventRecord(e, s);
}

EXPORT CUresult cuEventSynchronize(CUevent e)
{
    run_late();
    CUresult r = check_event(e);
    if (!r && e->recorded)
        sleep_until(e->ms);
    return r;
}

EXPORT CUresult cuEventQuery(CUevent e)
{
    run_late();
    CUresult r = check_event(e);
    if (!r && e->recorded && now_ms() < e->ms)
        r = CUDA_ERROR_NOT_READY;
    return r;
}

EXPORT CUresult cuEventElapsedTime_v2(float *ms, CUevent a, CUevent b)
{
    CUresult r = check_event(a);
    if (!r)
        r = check_event(b);
    if (r)
        return r;
    if (!ms)
        return CUDA_ERROR_INVALID_VALUE;
    if (!a->recorded || !b->recorded)
        return CUDA_ERROR_INVALID_HANDLE;
    if ((a->flags | b->flags) & CU_EVENT_DISABLE_TIMING)
        return CUDA_ERROR_INVALID_HANDLE;
    *ms = (float)(b->ms - a->ms);
    return CUDA_SUCCESS;
}

EXPORT CUresult cuEventElapsedTime(float *ms, CUevent a, CUevent b)
{
    return cuEventElapsedTime_v2(ms, a, b);
}

EXPORT CUresult cuEventDestroy_v2(CUevent e)
{
    CUresult r = need_init();
    if (r)
        return r;
    pthread_mutex_lock(&g_lock);
    int ok = e && handle_ok(H_EVENT, e);
    if (ok)
        handle_del(e);
    pthread_mutex_unlock(&g_lock);
    if (!ok)
        return CUDA_ERROR_INVALID_HANDLE;
    free(e);
    return CUDA_SUCCESS;
}

/* ---------------------------------------------------------------- modules (PTX) */

static size_t ptx_type_size(const char *t)
{
    if (!strncmp(t, ".u64", 4) || !strncmp(t, ".s64", 4) || !strncmp(t, ".b64", 4) ||
        !strncmp(t, ".f64", 4))
        return 8;
    if (!strncmp(t, ".u32", 4) || !strncmp(t, ".s32", 4) || !strncmp(t, ".b32", 4) ||
        !strncmp(t, ".f32", 4))
        return 4;
    if (!strncmp(t, ".u16", 4) || !strncmp(t, ".s16", 4) || !strncmp(t, ".b16", 4) ||
        !strncmp(t, ".f16", 4))
        return 2;
    if (!strncmp(t, ".u8", 3) || !strncmp(t, ".s8", 3) || !strncmp(t, ".b8", 3))
        return 1;
    return 0;
}

/* Reads the `.entry name ( .param ... )` headers of a PTX text: names, parameter sizes and
 * offsets (each parameter aligned to its own size, or to `.align N`). */
static int parse_ptx(const char *ptx, size_t len, struct CUmod_st *m)
{
    const char *p = ptx, *end = ptx + len;
    int cap = 0;
    while ((p = memmem(p, (size_t)(end - p), ".entry", 6)) != NULL) {
        p += 6;
        while (p < end && isspace((unsigned char)*p))
            p++;
        const char *name = p;
        while (p < end && (isalnum((unsigned char)*p) || *p == '_' || *p == '$'))
            p++;
        size_t nlen = (size_t)(p - name);
        if (nlen == 0 || nlen >= 256)
            return -1;
        if (m->nentries == cap) {
            cap = cap ? 2 * cap : 4;
            entry_info *e = realloc(m->entries, (size_t)cap * sizeof *e);
            if (!e)
                return -1;
            m->entries = e;
        }
        entry_info *e = &m->entries[m->nentries++];
        memset(e, 0, sizeof *e);
        memcpy(e->name, name, nlen);
        while (p < end && isspace((unsigned char)*p))
            p++;
        if (p >= end || *p != '(')
            continue;
        const char *close = memchr(p, ')', (size_t)(end - p));
        if (!close)
            return -1;
        size_t off = 0;
        const char *q = p;
        while ((q = memmem(q, (size_t)(close - q), ".param", 6)) != NULL && e->nparams < 64) {
            q += 6;
            while (q < close && isspace((unsigned char)*q))
                q++;
            size_t align = 0;
            if (!strncmp(q, ".align", 6)) {
                align = strtoul(q + 6, (char **)&q, 10);
                while (q < close && isspace((unsigned char)*q))
                    q++;
            }
            size_t el = ptx_type_size(q);
            if (!el)
                return -1;
            while (q < close && !isspace((unsigned char)*q))
                q++;
            while (q < close && isspace((unsigned char)*q))
                q++;
            while (q < close && (isalnum((unsigned char)*q) || *q == '_' || *q == '$'))
                q++;
            size_t count = 1;
            if (q < close && *q == '[')
                count = strtoul(q + 1, NULL, 10);
            size_t size = el * count, a = align ? align : el;
            off = (off + a - 1) / a * a;
            e->offset[e->nparams] = off;
            e->size[e->nparams] = size;
            e->nparams++;
            off += size;
        }
        p = close;
    }
    return m->nentries ? 0 : -1;
}

EXPORT CUresult cuModuleLoadData(CUmodule *pm, const void *image)
{
    CUresult r = need_ctx();
    if (r)
        return r;
    if (!pm || !image)
        return CUDA_ERROR_INVALID_VALUE;
    const char *text = image;
    size_t len = strnlen(text, (size_t)64 << 20);
    if (!memmem(text, len, ".version", 8))
        return CUDA_ERROR_INVALID_IMAGE; /* only PTX text is understood here */
    struct CUmod_st *m = calloc(1, sizeof *m);
    if (!m)
        return CUDA_ERROR_OUT_OF_MEMORY;
    if (parse_ptx(text, len, m)) {
        free(m->entries);
        free(m);
        return CUDA_ERROR_INVALID_PTX;
    }
    m->funcs = calloc((size_t)m->nentries, sizeof *m->funcs);
    if (!m->funcs) {
        free(m->entries);
        free(m);
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    pthread_mutex_lock(&g_lock);
    handle_add(H_MODULE, m);
    for (int i = 0; i < m->nentries; i++) {
        m->funcs[i].mod = m;
        m->funcs[i].entry = &m->entries[i];
        handle_add(H_FUNCTION, &m->funcs[i]);
    }
    pthread_mutex_unlock(&g_lock);
    *pm = m;
    return CUDA_SUCCESS;
}

EXPORT CUresult cuModuleLoadDataEx(CUmodule *pm, const void *image, unsigned int n,
                                   CUjit_option *opts, void **vals)
{
    (void)n;
    (void)opts;
    (void)vals;
    return cuModuleLoadData(pm, image);
}

EXPORT CUresult cuModuleUnload(CUmodule m)
{
    CUresult r = need_init();
    if (r)
        return r;
    pthread_mutex_lock(&g_lock);
    int ok = m && handle_ok(H_MODULE, m);
    if (ok) {
        handle_del(m);
        for (int i = 0; i < m->nentries; i++)
            handle_del(&m->funcs[i]);
    }
    pthread_mutex_unlock(&g_lock);
    if (!ok)
        return CUDA_ERROR_INVALID_HANDLE;
    free(m->funcs);
    free(m->entries);
    free(m);
    return CUDA_SUCCESS;
}

EXPORT CUresult cuModuleGetFunction(CUfunction *pf, CUmodule m, const char *name)
{
    CUresult r = need_init();
    if (r)
        return r;
    if (!pf || !name)
        return CUDA_ERROR_INVALID_VALUE;
    pthread_mutex_lock(&g_lock);
    int ok = m && handle_ok(H_MODULE, m);
    pthread_mutex_unlock(&g_lock);
    if (!ok)
        return CUDA_ERROR_INVALID_HANDLE;
    for (int i = 0; i < m->nentries; i++)
        if (!strcmp(m->entries[i].name, name)) {
            *pf = &m->funcs[i];
            return CUDA_SUCCESS;
        }
    return CUDA_ERROR_NOT_FOUND;
}

CUresult check_func(CUfunction f)
{
    pthread_mutex_lock(&g_lock);
    int ok = f && handle_ok(H_FUNCTION, f);
    pthread_mutex_unlock(&g_lock);
    return ok ? CUDA_SUCCESS : CUDA_ERROR_INVALID_HANDLE;
}

EXPORT CUresult cuFuncGetParamInfo(CUfunction f, size_t i, size_t *off, size_t *size)
{
    CUresult r = check_func(f);
    if (r)
        return r;
    if (i >= (size_t)f->entry->nparams)
        return CUDA_ERROR_INVALID_VALUE;
    if (off)
        *off = f->entry->offset[i];
    if (size)
        *size = f->entry->size[i];
    return CUDA_SUCCESS;
}

EXPORT CUresult cuFuncSetAttribute(CUfunction f, CUfunction_attribute a, int v)
{
    (void)a;
    (void)v;
    return check_func(f);
}

EXPORT CUresult cuFuncSetCacheConfig(CUfunction f, CUfunc_cache c)
{
    (void)c;
    return check_func(f);
}

EXPORT CUresult cuFuncGetAttribute(int *v, CUfunction_attribute a, CUfunction f)
{
    CUresult r = check_func(f);
    if (r)
        return r;
    if (!v)
        return CUDA_ERROR_INVALID_VALUE;
    *v = a == CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK ? 1024 : 0;
    return CUDA_SUCCESS;
}

static double latest_busy(void)
{
    pthread_mutex_lock(&g_lock);
    double t = g_default_busy_until;
    for (size_t i = 0; i < g_nhandles; i++)
        if (g_handles[i].type == H_STREAM) {
            const struct CUstream_st *st = g_handles[i].ptr;
            if (st->busy_until > t)
                t = st->busy_until;
        }
    pthread_mutex_unlock(&g_lock);
    return t;
}

/* Host implementations of the kernels the GPU-free tests launch. `args` is the packed
 * parameter buffer laid out as cuFuncGetParamInfo describes. */
CUresult run_kernel(const entry_info *e, const unsigned char *args, unsigned threads, CUstream s)
{
    if (!strcmp(e->name, "spin") && e->nparams == 4) {
        /* fixtures/spin.ptx: wait `ns` nanoseconds on the GPU, then copy n float32 */
        CUdeviceptr src, dst;
        uint64_t ns, n;
        memcpy(&src, args + e->offset[0], 8);
        memcpy(&dst, args + e->offset[1], 8);
        memcpy(&ns, args + e->offset[2], 8);
        memcpy(&n, args + e->offset[3], 8);
        if (n > (uint64_t)1 << 40 || (n && (dev_range(src, n * 4) || dev_range(dst, n * 4))))
            return CUDA_ERROR_ILLEGAL_ADDRESS;
        if (n)
            memmove((void *)dst, (const void *)src, n * 4);
        pthread_mutex_lock(&g_lock);
        double *b = busy_slot(s), start = now_ms();
        *b = (*b > start ? *b : start) + (double)ns / 1e6;
        pthread_mutex_unlock(&g_lock);
        return CUDA_SUCCESS;
    }
    if (!strcmp(e->name, "saxpy") && e->nparams == 4) {
        CUdeviceptr x, y;
        float a;
        unsigned n;
        memcpy(&x, args + e->offset[0], 8);
        memcpy(&y, args + e->offset[1], 8);
        memcpy(&a, args + e->offset[2], 4);
        memcpy(&n, args + e->offset[3], 4);
        size_t m = n < threads ? n : threads;
        if (dev_range(x, m * 4) || dev_range(y, m * 4))
            return CUDA_ERROR_ILLEGAL_ADDRESS;
        float *xp = (float *)x, *yp = (float *)y;
        for (size_t i = 0; i < m; i++)
            yp[i] = fmaf(a, xp[i], yp[i]); /* PTX fma.rn.f32 */
        return CUDA_SUCCESS;
    }
    if (!strcmp(e->name, "lupine_fill_u32") && e->nparams == 3) {
        CUdeviceptr p;
        unsigned v, n;
        memcpy(&p, args + e->offset[0], 8);
        memcpy(&v, args + e->offset[1], 4);
        memcpy(&n, args + e->offset[2], 4);
        size_t m = n < threads ? n : threads;
        if (dev_range(p, m * 4))
            return CUDA_ERROR_ILLEGAL_ADDRESS;
        for (size_t i = 0; i < m; i++)
            ((unsigned *)p)[i] = v + (unsigned)i;
        return CUDA_SUCCESS;
    }
    return CUDA_SUCCESS;
}

size_t params_size(const entry_info *e)
{
    return e->nparams ? e->offset[e->nparams - 1] + e->size[e->nparams - 1] : 0;
}

CUresult pack_params(const entry_info *e, void **params, void **extra,
                     unsigned char buf[SD_MAX_PARAM_BYTES])
{
    size_t total = params_size(e);
    if (total > SD_MAX_PARAM_BYTES)
        return CUDA_ERROR_INVALID_VALUE;
    if (params) {
        for (int i = 0; i < e->nparams; i++) {
            if (!params[i])
                return CUDA_ERROR_INVALID_VALUE;
            memcpy(buf + e->offset[i], params[i], e->size[i]);
        }
    } else if (extra) {
        void *ptr = NULL;
        size_t *sizep = NULL;
        for (int i = 0; extra[i] != CU_LAUNCH_PARAM_END && i < 8; i += 2) {
            if (extra[i] == CU_LAUNCH_PARAM_BUFFER_POINTER)
                ptr = extra[i + 1];
            else if (extra[i] == CU_LAUNCH_PARAM_BUFFER_SIZE)
                sizep = extra[i + 1];
        }
        if (!ptr || !sizep || *sizep < total)
            return CUDA_ERROR_INVALID_VALUE;
        memcpy(buf, ptr, total);
    } else if (e->nparams) {
        return CUDA_ERROR_INVALID_VALUE;
    }
    return CUDA_SUCCESS;
}

EXPORT CUresult cuLaunchKernel(CUfunction f, unsigned gx, unsigned gy, unsigned gz, unsigned bx,
                               unsigned by, unsigned bz, unsigned shmem, CUstream s,
                               void **params, void **extra)
{
    run_late();
    CUresult r = need_ctx();
    if (!r)
        r = check_func(f);
    if (!r)
        r = check_stream(s);
    if (r)
        return r;
    if (!gx || !gy || !gz || !bx || !by || !bz || (unsigned long long)bx * by * bz > 1024)
        return CUDA_ERROR_INVALID_VALUE;
    const entry_info *e = f->entry;
    unsigned char buf[SD_MAX_PARAM_BYTES];
    r = pack_params(e, params, extra, buf);
    if (r)
        return r;
    if (sg_capturing(s)) { /* graph.c records it; the parameters are copied now */
        unsigned dims[7] = {gx, gy, gz, bx, by, bz, shmem};
        return sg_capture_kernel(f, dims, buf, params_size(e), s);
    }
    unsigned long long threads = (unsigned long long)gx * gy * gz * bx * by * bz;
    return run_kernel(e, buf, threads > 0xffffffffu ? 0xffffffffu : (unsigned)threads, s);
}

EXPORT CUresult cuLaunchKernel_ptsz(CUfunction f, unsigned gx, unsigned gy, unsigned gz,
                                    unsigned bx, unsigned by, unsigned bz, unsigned shmem,
                                    CUstream s, void **params, void **extra)
{
    return cuLaunchKernel(f, gx, gy, gz, bx, by, bz, shmem, s, params, extra);
}

EXPORT CUresult cuLaunchKernelEx(const CUlaunchConfig *c, CUfunction f, void **params, void **extra)
{
    if (!c)
        return CUDA_ERROR_INVALID_VALUE;
    return cuLaunchKernel(f, c->gridDimX, c->gridDimY, c->gridDimZ, c->blockDimX, c->blockDimY,
                          c->blockDimZ, c->sharedMemBytes, c->hStream, params, extra);
}

/* ---------------------------------------------------------------- misc */

EXPORT CUresult cuGetErrorName(CUresult e, const char **s)
{
    if (!s)
        return CUDA_ERROR_INVALID_VALUE;
    extern const char *lupine_result_name(int);
    *s = lupine_result_name((int)e);
    return CUDA_SUCCESS;
}

EXPORT CUresult cuGetErrorString(CUresult e, const char **s)
{
    if (!s)
        return CUDA_ERROR_INVALID_VALUE;
    extern const char *lupine_result_doc(int);
    *s = lupine_result_doc((int)e);
    return *s ? CUDA_SUCCESS : CUDA_ERROR_INVALID_VALUE;
}

/* Page-locked host memory is ordinary memory here; it lets lupine-server's pipelined bulk
 * copies (pinned staging + async copies + events) run in the GPU-free tests. */
static CUresult pinned_add(void *p, size_t n)
{
    pthread_mutex_lock(&g_late_lock);
    if (g_npinned == g_cappinned) {
        size_t cap = g_cappinned ? 2 * g_cappinned : 16;
        void **np = realloc(g_pinned, cap * sizeof *np);
        if (np)
            g_pinned = np;
        size_t *ns = np ? realloc(g_pinned_size, cap * sizeof *ns) : NULL;
        if (ns)
            g_pinned_size = ns;
        if (!np || !ns) {
            pthread_mutex_unlock(&g_late_lock);
            return CUDA_ERROR_OUT_OF_MEMORY;
        }
        g_cappinned = cap;
    }
    g_pinned[g_npinned] = p;
    g_pinned_size[g_npinned++] = n;
    pthread_mutex_unlock(&g_late_lock);
    return CUDA_SUCCESS;
}

static int pinned_remove(const void *p)
{
    run_late(); /* nothing may read it once it is gone */
    pthread_mutex_lock(&g_late_lock);
    int found = 0;
    for (size_t i = 0; i < g_npinned && !found; i++)
        if (g_pinned[i] == p) {
            g_pinned[i] = g_pinned[--g_npinned];
            g_pinned_size[i] = g_pinned_size[g_npinned];
            found = 1;
        }
    pthread_mutex_unlock(&g_late_lock);
    return found;
}

EXPORT CUresult cuMemHostAlloc(void **pp, size_t n, unsigned int flags)
{
    (void)flags;
    CUresult r = need_ctx();
    if (r)
        return r;
    if (!pp)
        return CUDA_ERROR_INVALID_VALUE;
    void *p = malloc(n ? n : 1);
    if (!p)
        return CUDA_ERROR_OUT_OF_MEMORY;
    r = pinned_add(p, n);
    if (r) {
        free(p);
        return r;
    }
    *pp = p;
    return CUDA_SUCCESS;
}

EXPORT CUresult cuMemFreeHost(void *p)
{
    if (!pinned_remove(p))
        return CUDA_ERROR_INVALID_VALUE;
    free(p);
    return CUDA_SUCCESS;
}

EXPORT CUresult cuMemHostRegister_v2(void *p, size_t n, unsigned int flags)
{
    (void)flags;
    CUresult r = need_ctx();
    if (r)
        return r;
    if (!p || !n)
        return CUDA_ERROR_INVALID_VALUE;
    if (is_pinned(p, 1))
        return CUDA_ERROR_HOST_MEMORY_ALREADY_REGISTERED;
    return pinned_add(p, n);
}

EXPORT CUresult cuMemHostUnregister(void *p)
{
    return pinned_remove(p) ? CUDA_SUCCESS : CUDA_ERROR_HOST_MEMORY_NOT_REGISTERED;
}

EXPORT CUresult cuModuleGetLoadingMode(CUmoduleLoadingMode *mode)
{
    if (!mode)
        return CUDA_ERROR_INVALID_VALUE;
    *mode = CU_MODULE_EAGER_LOADING;
    return CUDA_SUCCESS;
}

EXPORT CUresult cuProfilerStart(void) { return CUDA_SUCCESS; }
EXPORT CUresult cuProfilerStop(void) { return CUDA_SUCCESS; }

/* A test-only export table: byte size, then add(a, b) and store42(int *). It exercises the
 * tracer's trampolines without NVIDIA's private tables. */
static uintptr_t table_add(uintptr_t a, uintptr_t b) { return a + b; }
static uintptr_t table_store42(int *p)
{
    if (!p)
        return CUDA_ERROR_INVALID_VALUE;
    *p = 42;
    return CUDA_SUCCESS;
}
static const void *const k_test_table[] = {(const void *)(3 * sizeof(void *)),
                                           (const void *)table_add,
                                           (const void *)table_store42};
static const unsigned char k_test_uuid[16] = {'l', 'u', 'p', 'i', 'n', 'e', '-', 's',
                                              't', 'a', 'n', 'd', '-', 'i', 'n', 0};

EXPORT CUresult cuGetExportTable(const void **table, const CUuuid *id)
{
    if (!table || !id)
        return CUDA_ERROR_INVALID_VALUE;
    if (!memcmp(id->bytes, k_test_uuid, 16)) {
        *table = k_test_table;
        return CUDA_SUCCESS;
    }
    *table = NULL;
    return CUDA_ERROR_NOT_FOUND;
}

/* Resolves by exported name: `symbol` itself, else its newest `_vN` form (enough for the
 * handful of names the stand-in implements). */
EXPORT CUresult cuGetProcAddress_v2(const char *symbol, void **pfn, int version, cuuint64_t flags,
                                    CUdriverProcAddressQueryResult *status)
{
    (void)version;
    (void)flags;
    if (!symbol || !pfn)
        return CUDA_ERROR_INVALID_VALUE;
    Dl_info info;
    void *self = NULL;
    if (dladdr((void *)cuInit, &info))
        self = dlopen(info.dli_fname, RTLD_NOW | RTLD_NOLOAD);
    void *f = NULL;
    char name[256];
    for (int v = 4; v >= 1 && self && !f; v--) {
        if (v == 1)
            snprintf(name, sizeof name, "%s", symbol);
        else
            snprintf(name, sizeof name, "%s_v%d", symbol, v);
        f = dlsym(self, name);
    }
    if (self)
        dlclose(self);
    *pfn = f;
    if (status)
        *status = f ? CU_GET_PROC_ADDRESS_SUCCESS : CU_GET_PROC_ADDRESS_SYMBOL_NOT_FOUND;
    return f ? CUDA_SUCCESS : CUDA_ERROR_NOT_FOUND;
}

EXPORT CUresult cuGetProcAddress(const char *symbol, void **pfn, int version, cuuint64_t flags)
{
    return cuGetProcAddress_v2(symbol, pfn, version, flags, NULL);
}
