/* The stand-in driver: a small libcuda replacement that keeps "device" memory in host
 * memory, so lupine-server (`--driver PATH` / LUPINE_DRIVER), the tracer and programs built
 * with nvcc and the static CUDA runtime (tests/lupine/cuda/, run directly against it) can be
 * tested on a machine with no GPU.
 *
 * Files, in layers (sd_core.h says which; native/README.md draws them): core.c
 * (initialisation, the handle registry, device memory), kernels.c (the built-in kernels),
 * stream.c (streams run in order by worker threads, events, host functions), standin.c
 * (this: devices, contexts, memory, copies, memsets, page-locked host memory, the runtime's
 * private tables, cuGetProcAddress), module.c (PTX text, fatbins and cubins; modules,
 * libraries, kernels, globals, function attributes, occupancy, launches), pool.c
 * (stream-ordered allocation, memory pools), vmm.c (virtual memory management), ipc.c
 * (legacy IPC handles), export_tables.c, and graph.c (graphs recorded and replayed, stream
 * capture).
 *
 * A launch runs a built-in host implementation looked up by entry name (kernels.c lists
 * them with their C semantics: `saxpy` of fixtures/saxpy.ptx, `lupine_fill_u32`, `spin` of
 * fixtures/spin.ptx, and the lupine_* kernels of the CI programs); other entries launch as
 * no-ops. Work is queued on its stream and run in stream order by the stream's worker
 * thread: events complete when reached, synchronising calls wait for the queue, host
 * functions run on the worker; `spin` keeps its stream busy for the time it was asked to
 * wait (events behind it, cuEventQuery and cuStreamQuery answer CUDA_ERROR_NOT_READY until
 * then). A later reference server replaces this with eagle's PTX emulator; this file only
 * has to be honest about handles, memory and order: every handle is checked against a
 * registry (a garbage handle gets an error, not a crash) and every device range against the
 * allocations and mappings, when queued and again when run.
 *
 * Device memory lives in one virtual window (LUPINE_STANDIN_BASE, default 0x5e0000000000,
 * 1 TiB) so device pointers look like device pointers, far from malloc's heap; allocations
 * and VMM reservations are carved from it upward, each range mapped when carved, skipping
 * whatever the process has mapped there (as the real driver places device memory only where
 * its process has none), and addresses are never reused, so a stale pointer stays invalid. LUPINE_STANDIN_DEVICES (default 1) sets the device
 * count, LUPINE_STANDIN_NAME the prefix of device names. LUPINE_STANDIN_NO_DATA=1 is for benchmarks only: host-to-device copies check their
 * arguments but move no data, as a DMA engine costs the CPU nothing, so lupine-bench
 * measures the protocol's own throughput. */
#include "standin_internal.h"

#include <cudaProfiler.h>

#include <ctype.h>
#include <errno.h>
#include <dlfcn.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <time.h>
#include <unistd.h>

#include "lupine/export_tables.h"
#include "lupine_api.h"

static unsigned g_primary_flags[8];

#define LOCKED(expr)                                                                        \
    do {                                                                                    \
        pthread_mutex_lock(&g_lock);                                                        \
        CUresult r_ = (expr);                                                               \
        pthread_mutex_unlock(&g_lock);                                                      \
        return r_;                                                                          \
    } while (0)

/* ---------------------------------------------------------------- page-locked host memory */

/* Page-locked host memory is ordinary memory here; the list lets lupine-server's pipelined
 * bulk copies (pinned staging + async copies + events) run in the GPU-free tests, with
 * copies from it read late as DMA reads them (stream.c). */
typedef struct {
    void *p;
    size_t n;
    unsigned flags;
    int owned; /* cuMemHostAlloc (freed by cuMemFreeHost) vs cuMemHostRegister */
    CUcontext ctx;
} pinned_rec;
static pthread_mutex_t g_pin_lock = PTHREAD_MUTEX_INITIALIZER;
static pinned_rec *g_pinned;
static size_t g_npinned, g_cappinned;

static pinned_rec *pinned_find_locked(const void *p, size_t n)
{
    uintptr_t q = (uintptr_t)p;
    for (size_t i = 0; i < g_npinned; i++) {
        uintptr_t b = (uintptr_t)g_pinned[i].p;
        if (q >= b && q - b <= g_pinned[i].n && n <= g_pinned[i].n - (q - b))
            return &g_pinned[i];
    }
    return NULL;
}

int is_pinned(const void *p, size_t n)
{
    pthread_mutex_lock(&g_pin_lock);
    int found = pinned_find_locked(p, n) != NULL;
    pthread_mutex_unlock(&g_pin_lock);
    return found;
}

static CUresult pinned_add(void *p, size_t n, unsigned flags, int owned)
{
    pthread_mutex_lock(&g_pin_lock);
    if (g_npinned == g_cappinned) {
        size_t cap = g_cappinned ? 2 * g_cappinned : 16;
        pinned_rec *np = realloc(g_pinned, cap * sizeof *np);
        if (!np) {
            pthread_mutex_unlock(&g_pin_lock);
            return CUDA_ERROR_OUT_OF_MEMORY;
        }
        g_pinned = np;
        g_cappinned = cap;
    }
    g_pinned[g_npinned++] = (pinned_rec){p, n, flags, owned, current()};
    pthread_mutex_unlock(&g_pin_lock);
    return CUDA_SUCCESS;
}

static int uses_host_range(const sd_op *op, const void *range);

/* Removes the entry starting at p of that ownership; 0 when there is none. Queued copies from
 * or to it are waited for first (nothing may touch the memory once it is gone); other work
 * is not (the driver API promises no synchronisation here). */
static int pinned_remove(const void *p, int owned)
{
    pthread_mutex_lock(&g_pin_lock);
    pinned_rec *h = NULL;
    for (size_t i = 0; i < g_npinned && !h; i++)
        if (g_pinned[i].p == p && g_pinned[i].owned == owned)
            h = &g_pinned[i];
    uintptr_t range[2] = {(uintptr_t)p, h ? h->n : 0};
    pthread_mutex_unlock(&g_pin_lock);
    if (!h)
        return 0;
    sd_wait_matching(uses_host_range, range);
    pthread_mutex_lock(&g_pin_lock);
    int found = 0;
    for (size_t i = 0; i < g_npinned && !found; i++)
        if (g_pinned[i].p == p && g_pinned[i].owned == owned) {
            g_pinned[i] = g_pinned[--g_npinned];
            found = 1;
        }
    pthread_mutex_unlock(&g_pin_lock);
    return found;
}

/* ---------------------------------------------------------------- init, version, devices */


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


EXPORT CUresult cuDeviceGetName(char *name, int len, CUdevice d)
{
    CUresult r = check_dev(d);
    if (r)
        return r;
    if (!name || len <= 0)
        return CUDA_ERROR_INVALID_VALUE;
    /* LUPINE_STANDIN_NAME: another name prefix, so tests with several stand-in servers can
     * tell whose device they see */
    const char *prefix = getenv("LUPINE_STANDIN_NAME");
    snprintf(name, (size_t)len, "%s %d", prefix && *prefix ? prefix : "LUPINE stand-in device", d);
    return CUDA_SUCCESS;
}

EXPORT CUresult cuDeviceTotalMem_v2(size_t *bytes, CUdevice d)
{
    CUresult r = check_dev(d);
    if (r)
        return r;
    if (!bytes)
        return CUDA_ERROR_INVALID_VALUE;
    *bytes = STANDIN_DEVICE_MEMORY;
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

EXPORT CUresult cuDeviceComputeCapability(int *major, int *minor, CUdevice d)
{
    CUresult r = check_dev(d);
    if (r)
        return r;
    if (!major || !minor)
        return CUDA_ERROR_INVALID_VALUE;
    *major = 9;
    *minor = 0;
    return CUDA_SUCCESS;
}

/* H200 values (driver 580.159.04, recorded by the tracer: native/trace/h200/trace-cupy-*.log
 * and 2026-12-01/ladder-trace.log.xz), except where a comment says otherwise; attributes
 * the traces never asked for are 0 unless commented. PCI bus ids are per stand-in device. */
static const int k_h200[] = {
    [1] = 1024, /* MAX_THREADS_PER_BLOCK */
    [2] = 1024, /* MAX_BLOCK_DIM_X */
    [3] = 1024, /* MAX_BLOCK_DIM_Y */
    [4] = 64, /* MAX_BLOCK_DIM_Z */
    [5] = 2147483647, /* MAX_GRID_DIM_X */
    [6] = 65535, /* MAX_GRID_DIM_Y */
    [7] = 65535, /* MAX_GRID_DIM_Z */
    [8] = 49152, /* MAX_SHARED_MEMORY_PER_BLOCK */
    [9] = 65536, /* TOTAL_CONSTANT_MEMORY */
    [10] = 32, /* WARP_SIZE */
    [11] = 2147483647, /* MAX_PITCH */
    [12] = 65536, /* MAX_REGISTERS_PER_BLOCK */
    [13] = 1980000, /* CLOCK_RATE */
    [14] = 512, /* TEXTURE_ALIGNMENT */
    [15] = 1, /* GPU_OVERLAP */
    [16] = 132, /* MULTIPROCESSOR_COUNT */
    [19] = 1, /* CAN_MAP_HOST_MEMORY */
    [21] = 131072, /* MAXIMUM_TEXTURE1D_WIDTH */
    [22] = 131072, /* MAXIMUM_TEXTURE2D_WIDTH */
    [23] = 65536, /* MAXIMUM_TEXTURE2D_HEIGHT */
    [24] = 16384, /* MAXIMUM_TEXTURE3D_WIDTH */
    [25] = 16384, /* MAXIMUM_TEXTURE3D_HEIGHT */
    [26] = 16384, /* MAXIMUM_TEXTURE3D_DEPTH */
    [27] = 32768, /* MAXIMUM_TEXTURE2D_LAYERED_WIDTH */
    [28] = 32768, /* MAXIMUM_TEXTURE2D_LAYERED_HEIGHT */
    [29] = 2048, /* MAXIMUM_TEXTURE2D_LAYERED_LAYERS */
    [30] = 512, /* SURFACE_ALIGNMENT */
    [31] = 1, /* CONCURRENT_KERNELS */
    [32] = 1, /* ECC_ENABLED */
    [34] = 0, /* PCI_DEVICE_ID: stand-in: its own PCI ids (cuDeviceGetPCIBusId) */
    [36] = 3201000, /* MEMORY_CLOCK_RATE */
    [37] = 6016, /* GLOBAL_MEMORY_BUS_WIDTH */
    [38] = 62914560, /* L2_CACHE_SIZE */
    [39] = 2048, /* MAX_THREADS_PER_MULTIPROCESSOR */
    [40] = 3, /* ASYNC_ENGINE_COUNT */
    [41] = 1, /* UNIFIED_ADDRESSING */
    [42] = 32768, /* MAXIMUM_TEXTURE1D_LAYERED_WIDTH */
    [43] = 2048, /* MAXIMUM_TEXTURE1D_LAYERED_LAYERS */
    [44] = 1, /* CAN_TEX2D_GATHER: sm_90 */
    [45] = 32768, /* MAXIMUM_TEXTURE2D_GATHER_WIDTH */
    [46] = 32768, /* MAXIMUM_TEXTURE2D_GATHER_HEIGHT */
    [47] = 8192, /* MAXIMUM_TEXTURE3D_WIDTH_ALTERNATE */
    [48] = 8192, /* MAXIMUM_TEXTURE3D_HEIGHT_ALTERNATE */
    [49] = 32768, /* MAXIMUM_TEXTURE3D_DEPTH_ALTERNATE */
    [51] = 32, /* TEXTURE_PITCH_ALIGNMENT */
    [52] = 32768, /* MAXIMUM_TEXTURECUBEMAP_WIDTH */
    [53] = 32768, /* MAXIMUM_TEXTURECUBEMAP_LAYERED_WIDTH */
    [54] = 2046, /* MAXIMUM_TEXTURECUBEMAP_LAYERED_LAYERS */
    [55] = 32768, /* MAXIMUM_SURFACE1D_WIDTH */
    [56] = 131072, /* MAXIMUM_SURFACE2D_WIDTH */
    [57] = 65536, /* MAXIMUM_SURFACE2D_HEIGHT */
    [58] = 16384, /* MAXIMUM_SURFACE3D_WIDTH */
    [59] = 16384, /* MAXIMUM_SURFACE3D_HEIGHT */
    [60] = 16384, /* MAXIMUM_SURFACE3D_DEPTH */
    [61] = 32768, /* MAXIMUM_SURFACE1D_LAYERED_WIDTH */
    [62] = 2048, /* MAXIMUM_SURFACE1D_LAYERED_LAYERS */
    [63] = 32768, /* MAXIMUM_SURFACE2D_LAYERED_WIDTH */
    [64] = 32768, /* MAXIMUM_SURFACE2D_LAYERED_HEIGHT */
    [65] = 2048, /* MAXIMUM_SURFACE2D_LAYERED_LAYERS */
    [66] = 32768, /* MAXIMUM_SURFACECUBEMAP_WIDTH */
    [67] = 32768, /* MAXIMUM_SURFACECUBEMAP_LAYERED_WIDTH */
    [68] = 2046, /* MAXIMUM_SURFACECUBEMAP_LAYERED_LAYERS */
    [69] = 268435456, /* MAXIMUM_TEXTURE1D_LINEAR_WIDTH */
    [70] = 131072, /* MAXIMUM_TEXTURE2D_LINEAR_WIDTH */
    [71] = 65000, /* MAXIMUM_TEXTURE2D_LINEAR_HEIGHT */
    [72] = 2097120, /* MAXIMUM_TEXTURE2D_LINEAR_PITCH */
    [73] = 32768, /* MAXIMUM_TEXTURE2D_MIPMAPPED_WIDTH */
    [74] = 32768, /* MAXIMUM_TEXTURE2D_MIPMAPPED_HEIGHT */
    [75] = 9, /* COMPUTE_CAPABILITY_MAJOR */
    [77] = 32768, /* MAXIMUM_TEXTURE1D_MIPMAPPED_WIDTH */
    [78] = 1, /* STREAM_PRIORITIES_SUPPORTED */
    [79] = 1, /* GLOBAL_L1_CACHE_SUPPORTED */
    [80] = 1, /* LOCAL_L1_CACHE_SUPPORTED */
    [81] = 233472, /* MAX_SHARED_MEMORY_PER_MULTIPROCESSOR */
    [82] = 65536, /* MAX_REGISTERS_PER_MULTIPROCESSOR */
    [83] = 0, /* MANAGED_MEMORY: stand-in: no managed memory */
    [87] = 2, /* SINGLE_TO_DOUBLE_PRECISION_PERF_RATIO */
    [89] = 0, /* CONCURRENT_MANAGED_ACCESS: stand-in: no managed memory */
    [90] = 1, /* COMPUTE_PREEMPTION_SUPPORTED */
    [91] = 1, /* CAN_USE_HOST_POINTER_FOR_REGISTERED_MEM */
    [93] = 1, /* CAN_USE_64_BIT_STREAM_MEM_OPS: stand-in: memops.c (not in the traces) */
    [95] = 1, /* COOPERATIVE_LAUNCH */
    [97] = 232448, /* MAX_SHARED_MEMORY_PER_BLOCK_OPTIN */
    [99] = 1, /* HOST_REGISTER_SUPPORTED */
    [102] = 1, /* VIRTUAL_ADDRESS_MANAGEMENT_SUPPORTED: stand-in: VMM (vmm.c) */
    [106] = 32, /* MAX_BLOCKS_PER_MULTIPROCESSOR */
    [108] = 39321600, /* MAX_PERSISTING_L2_CACHE_SIZE */
    [109] = 134217728, /* MAX_ACCESS_POLICY_WINDOW_SIZE */
    [111] = 1024, /* RESERVED_SHARED_MEMORY_PER_BLOCK */
    [112] = 0, /* SPARSE_CUDA_ARRAY_SUPPORTED: stand-in: no CUDA arrays */
    [113] = 1, /* READ_ONLY_HOST_REGISTER_SUPPORTED */
    [114] = 0, /* TIMELINE_SEMAPHORE_INTEROP_SUPPORTED: stand-in: no external semaphores */
    [115] = 1, /* MEMORY_POOLS_SUPPORTED */
    [116] = 1, /* GPU_DIRECT_RDMA_SUPPORTED */
    [117] = 1, /* GPU_DIRECT_RDMA_FLUSH_WRITES_OPTIONS */
    [118] = 100, /* GPU_DIRECT_RDMA_WRITES_ORDERING */
    [119] = 0, /* MEMPOOL_SUPPORTED_HANDLE_TYPES: stand-in: pools export no shareable handles */
    [120] = 1, /* CLUSTER_LAUNCH */
    [121] = 0, /* DEFERRED_MAPPING_CUDA_ARRAY_SUPPORTED: stand-in: no CUDA arrays */
    [125] = 0, /* IPC_EVENT_SUPPORTED: stand-in: no IPC */
    [126] = 4, /* MEM_SYNC_DOMAIN_COUNT: sm_90 */
    [123] = 1, /* CAN_USE_STREAM_WAIT_VALUE_NOR: stand-in: memops.c (not in the traces) */
    [127] = 1, /* TENSOR_MAP_ACCESS_SUPPORTED: sm_90 */
    [129] = 1, /* UNIFIED_FUNCTION_POINTERS */
    [131] = -1, /* NUMA_ID */
    [139] = 590680286, /* GPU_PCI_DEVICE_ID */
    [140] = 415174878, /* GPU_PCI_SUBSYSTEM_ID */
};

int attribute_value(CUdevice_attribute a, CUdevice d)
{
    if ((int)a == CU_DEVICE_ATTRIBUTE_PCI_BUS_ID)
        return 0x40 + d;
    if ((int)a > 0 && (size_t)a < sizeof k_h200 / sizeof k_h200[0])
        return k_h200[a];
    return 0;
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

EXPORT CUresult cuDeviceGetByPCIBusId(CUdevice *dev, const char *id)
{
    CUresult r = need_init();
    if (r)
        return r;
    if (!dev || !id)
        return CUDA_ERROR_INVALID_VALUE;
    unsigned dom = 0, bus = 0, slot = 0;
    if (sscanf(id, "%x:%x:%x", &dom, &bus, &slot) != 3 &&
        (dom = 0, sscanf(id, "%x:%x", &bus, &slot) != 2))
        return CUDA_ERROR_INVALID_VALUE;
    for (int d = 0; d < g_ndev; d++)
        if (dom == 0 && bus == (unsigned)(0x40 + d) && slot == 0) {
            *dev = d;
            return CUDA_SUCCESS;
        }
    return CUDA_ERROR_INVALID_DEVICE;
}

/* One stand-in device cannot reach another's memory. */
EXPORT CUresult cuDeviceCanAccessPeer(int *can, CUdevice a, CUdevice b)
{
    CUresult r = check_dev(a);
    if (!r)
        r = check_dev(b);
    if (r)
        return r;
    if (!can)
        return CUDA_ERROR_INVALID_VALUE;
    *can = 0;
    return CUDA_SUCCESS;
}

EXPORT CUresult cuDeviceGetP2PAttribute(int *v, CUdevice_P2PAttribute a, CUdevice x, CUdevice y)
{
    (void)a;
    CUresult r = check_dev(x);
    if (!r)
        r = check_dev(y);
    if (r)
        return r;
    if (!v || x == y)
        return CUDA_ERROR_INVALID_DEVICE;
    *v = 0;
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
    CUresult r = check_dev(d);
    if (r)
        return r;
    sd_kick();
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
    pthread_mutex_lock(&g_lock);
    *flags = g_primary_flags[d];
    *active = g_primary_refs[d] > 0;
    pthread_mutex_unlock(&g_lock);
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

/* The driver API: a reset destroys the primary context's resources (work is waited for,
 * streams and events go, memory is freed) and makes it inactive. */
EXPORT CUresult cuDevicePrimaryCtxReset_v2(CUdevice d)
{
    CUresult r = check_dev(d);
    if (r)
        return r;
    sd_ctx_gone(&g_primary[d]);
    lc_cls_destroy(&g_primary[d]);
    pthread_rwlock_wrlock(&g_mem);
    pthread_mutex_lock(&g_lock);
    g_primary_refs[d] = 0;
    alloc_free_device(d);
    pthread_mutex_unlock(&g_lock);
    pthread_rwlock_unlock(&g_mem);
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
    if (c && !handle_live(H_CTX, c))
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
    if (!c || !handle_live(H_CTX, c))
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

EXPORT CUresult cuCtxSynchronize(void)
{
    CUresult r = need_ctx();
    return r ? r : sd_ctx_sync(current());
}

static CUresult ctx_or_current(CUcontext *c)
{
    CUresult r = need_init();
    if (r)
        return r;
    if (!*c)
        *c = current();
    return *c && handle_live(H_CTX, *c) ? CUDA_SUCCESS : CUDA_ERROR_INVALID_CONTEXT;
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
    CUresult r = ctx_or_current(&c);
    return r ? r : sd_ctx_sync(c);
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

EXPORT CUresult cuCtxResetPersistingL2Cache(void) { return need_ctx(); }

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
    int ok = handle_add(H_CTX, c);
    pthread_mutex_unlock(&g_lock);
    if (!ok) {
        free(c);
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    *pc = c;
    return cuCtxPushCurrent_v2(c);
}

EXPORT CUresult cuCtxCreate_v2(CUcontext *pc, unsigned int flags, CUdevice d)
{
    return cuCtxCreate_v4(pc, NULL, flags, d);
}

EXPORT CUresult cuCtxCreate_v3(CUcontext *pc, CUexecAffinityParam *p, int n, unsigned int flags,
                               CUdevice d)
{
    (void)p;
    (void)n;
    return cuCtxCreate_v4(pc, NULL, flags, d);
}

EXPORT CUresult cuCtxDestroy_v2(CUcontext c)
{
    CUresult r = need_init();
    if (r)
        return r;
    pthread_mutex_lock(&g_lock);
    /* a green context's context goes with cuGreenCtxDestroy (green.c) */
    int ok = c && handle_ok(H_CTX, c) && !c->primary && !c->green;
    if (ok)
        handle_del(c);
    pthread_mutex_unlock(&g_lock);
    if (!ok)
        return CUDA_ERROR_INVALID_CONTEXT;
    sd_ctx_gone(c);
    lc_cls_destroy(c);
    for (int i = 0; i < t_depth; i++)
        if (t_stack[i] == c) {
            memmove(&t_stack[i], &t_stack[i + 1], (size_t)(t_depth - i - 1) * sizeof(CUcontext));
            t_depth--;
            i--;
        }
    pthread_rwlock_wrlock(&g_mem);
    pthread_mutex_lock(&g_lock);
    ctx_forget_allocations(c);
    pthread_mutex_unlock(&g_lock);
    pthread_rwlock_unlock(&g_mem);
    free(c);
    return CUDA_SUCCESS;
}


/* Peer access between stand-in devices is not possible (cuDeviceCanAccessPeer says 0). */
EXPORT CUresult cuCtxEnablePeerAccess(CUcontext peer, unsigned int flags)
{
    CUresult r = need_ctx();
    if (r)
        return r;
    if (flags || !peer || !handle_live(H_CTX, peer))
        return flags ? CUDA_ERROR_INVALID_VALUE : CUDA_ERROR_INVALID_CONTEXT;
    return CUDA_ERROR_PEER_ACCESS_UNSUPPORTED;
}

EXPORT CUresult cuCtxDisablePeerAccess(CUcontext peer)
{
    CUresult r = need_ctx();
    if (r)
        return r;
    if (!peer || !handle_live(H_CTX, peer))
        return CUDA_ERROR_INVALID_CONTEXT;
    return CUDA_ERROR_PEER_ACCESS_NOT_ENABLED;
}

/* ---------------------------------------------------------------- memory */

EXPORT CUresult cuMemAlloc_v2(CUdeviceptr *dp, size_t n)
{
    CUresult r = need_ctx();
    if (!r)
        r = sd_capture->unsafe_call(); /* graph.c: capture modes */
    if (r)
        return r;
    LOCKED(alloc_new(dp, n, NULL));
}


/* Rows padded to 512 bytes (CU_DEVICE_ATTRIBUTE_TEXTURE_PITCH_ALIGNMENT is 32; the H200
 * gives 512-byte pitches). The driver API allows element sizes 4, 8 and 16. */
EXPORT CUresult cuMemAllocPitch_v2(CUdeviceptr *dp, size_t *pitch, size_t width, size_t height,
                                   unsigned int elem)
{
    CUresult r = need_ctx();
    if (r)
        return r;
    if (!dp || !pitch || !width || !height || (elem != 4 && elem != 8 && elem != 16))
        return CUDA_ERROR_INVALID_VALUE;
    size_t p = (width + 511) & ~(size_t)511;
    if (p < width || height > ((size_t)1 << 40) / p)
        return CUDA_ERROR_OUT_OF_MEMORY;
    pthread_mutex_lock(&g_lock);
    r = alloc_new(dp, p * height, NULL);
    pthread_mutex_unlock(&g_lock);
    if (!r)
        *pitch = p;
    return r;
}

typedef struct {
    sd_op op;
    uintptr_t base;
} mem_free_op;

static CUresult mem_free_run(sd_op *op)
{
    uintptr_t base = ((mem_free_op *)op)->base;
    pthread_rwlock_wrlock(&g_mem); /* nothing running uses it once this is held */
    pthread_mutex_lock(&g_lock);
    alloc_rec *a = alloc_exact(base);
    CUresult r = a && !a->pool && !a->free_pending && !a->ipc_opened ? alloc_free(base)
                                                                      : CUDA_ERROR_INVALID_VALUE;
    pthread_mutex_unlock(&g_lock);
    pthread_rwlock_unlock(&g_mem);
    return r;
}

/* The driver API: cuMemFree "may perform implicit synchronization" (none for memory of
 * cuMemAllocAsync, which goes back to its pool at once). Here the free is a synchronous call
 * on the NULL stream: it waits for the work queued before it there and, by the legacy
 * stream's rule, on the context's blocking streams (so `kernel<<<...>>>(p); cudaFree(p);`
 * frees after the kernel), not for non-blocking streams, whose users must synchronise as the
 * driver API asks. Work still queued that uses the memory then fails with
 * CUDA_ERROR_ILLEGAL_ADDRESS (latched by its stream) instead of touching freed memory. */
EXPORT CUresult cuMemFree_v2(CUdeviceptr p)
{
    CUresult r = need_ctx();
    if (r)
        return r;
    if (!p)
        return CUDA_SUCCESS;
    pthread_mutex_lock(&g_lock);
    alloc_rec *a = alloc_exact(p);
    int ok = a && !a->free_pending && !a->ipc_opened, pooled = ok && a->pool;
    pthread_mutex_unlock(&g_lock);
    if (!ok)
        return CUDA_ERROR_INVALID_VALUE;
    if (pooled)
        return pool_free_now(p);
    mem_free_op *op = (mem_free_op *)sd_op_new(sizeof *op, SD_MEM_FREE, mem_free_run);
    if (!op)
        return CUDA_ERROR_OUT_OF_MEMORY;
    op->base = p;
    return sd_submit_wait(NULL, &op->op);
}

EXPORT CUresult cuMemGetInfo_v2(size_t *free_b, size_t *total)
{
    CUresult r = need_ctx();
    if (r)
        return r;
    if (!free_b || !total)
        return CUDA_ERROR_INVALID_VALUE;
    pthread_mutex_lock(&g_lock);
    size_t used = memory_used();
    pthread_mutex_unlock(&g_lock);
    *total = STANDIN_DEVICE_MEMORY;
    *free_b = STANDIN_DEVICE_MEMORY - used;
    return CUDA_SUCCESS;
}

EXPORT CUresult cuMemGetAddressRange_v2(CUdeviceptr *base, size_t *size, CUdeviceptr p)
{
    CUresult r = need_ctx();
    if (r)
        return r;
    pthread_mutex_lock(&g_lock);
    alloc_rec *a = alloc_find(p, 0);
    alloc_rec found = a ? *a : (alloc_rec){0};
    int dev = 0;
    uintptr_t vb = 0;
    size_t vs = 0;
    int vmm = !a && vmm_lookup(p, &dev, &vb, &vs);
    pthread_mutex_unlock(&g_lock);
    if (!a && !vmm)
        return CUDA_ERROR_NOT_FOUND;
    if (base)
        *base = a ? found.base : vb;
    if (size)
        *size = a ? found.size : vs;
    return CUDA_SUCCESS;
}

/* What the driver answers for each kind of memory, as the H200 showed it
 * (native/gpu/h200/probes.txt, "attrs native"): device memory of cuMemAlloc, of a pool
 * (no context, MEMPOOL_HANDLE set), VMM mappings, and page-locked host memory (no device
 * pointer here: the stand-in, like LUPINE, maps no host memory). Booleans are 32-bit, as
 * the driver writes them (see native/shim/memory.c). */
EXPORT CUresult cuPointerGetAttribute(void *data, CUpointer_attribute a, CUdeviceptr p)
{
    CUresult r = need_init();
    if (r)
        return r;
    pthread_mutex_lock(&g_lock);
    alloc_rec *rec = alloc_find(p, 0);
    alloc_rec found = rec ? *rec : (alloc_rec){0};
    int vdev = 0;
    uintptr_t vbase = 0;
    size_t vsize = 0;
    int vmm = !rec && vmm_lookup(p, &vdev, &vbase, &vsize);
    pthread_mutex_unlock(&g_lock);
    pinned_rec host = {0};
    int pinned = 0;
    if (!rec && !vmm) {
        pthread_mutex_lock(&g_pin_lock);
        pinned_rec *h = pinned_find_locked((const void *)p, 0);
        if (h) {
            host = *h;
            pinned = 1;
        }
        pthread_mutex_unlock(&g_pin_lock);
    }
    if ((!rec && !vmm && !pinned) || !data)
        return CUDA_ERROR_INVALID_VALUE;
    if (pinned) {
        switch ((int)a) {
        case CU_POINTER_ATTRIBUTE_CONTEXT: *(CUcontext *)data = host.ctx; break;
        case CU_POINTER_ATTRIBUTE_MEMORY_TYPE: *(unsigned *)data = CU_MEMORYTYPE_HOST; break;
        case CU_POINTER_ATTRIBUTE_HOST_POINTER: *(void **)data = (void *)p; break;
        case CU_POINTER_ATTRIBUTE_SYNC_MEMOPS: *(unsigned *)data = 0; break;
        case CU_POINTER_ATTRIBUTE_BUFFER_ID: *(unsigned long long *)data = (uintptr_t)host.p; break;
        case CU_POINTER_ATTRIBUTE_IS_MANAGED: *(unsigned *)data = 0; break;
        case CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL: *(int *)data = host.ctx ? host.ctx->device : 0; break;
        case CU_POINTER_ATTRIBUTE_IS_LEGACY_CUDA_IPC_CAPABLE: *(unsigned *)data = 0; break;
        case CU_POINTER_ATTRIBUTE_RANGE_START_ADDR: *(CUdeviceptr *)data = (uintptr_t)host.p; break;
        case CU_POINTER_ATTRIBUTE_RANGE_SIZE: *(size_t *)data = host.n; break;
        case CU_POINTER_ATTRIBUTE_MAPPED: *(unsigned *)data = 1; break;
        case CU_POINTER_ATTRIBUTE_ALLOWED_HANDLE_TYPES: *(unsigned long long *)data = 0; break;
        case CU_POINTER_ATTRIBUTE_IS_GPU_DIRECT_RDMA_CAPABLE: *(unsigned *)data = 0; break;
        case CU_POINTER_ATTRIBUTE_ACCESS_FLAGS: *(unsigned *)data = 3; break;
        case CU_POINTER_ATTRIBUTE_MEMPOOL_HANDLE: *(void **)data = NULL; break;
        default: return CUDA_ERROR_INVALID_VALUE;
        }
        return CUDA_SUCCESS;
    }
    if (vmm) {
        found.base = vbase;
        found.size = vsize;
        found.device = vdev;
    }
    switch ((int)a) {
    case CU_POINTER_ATTRIBUTE_MEMORY_TYPE: *(unsigned *)data = CU_MEMORYTYPE_DEVICE; break;
    case CU_POINTER_ATTRIBUTE_DEVICE_POINTER: *(CUdeviceptr *)data = p; break;
    case CU_POINTER_ATTRIBUTE_CONTEXT: *(CUcontext *)data = vmm ? NULL : found.ctx; break;
    case CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL: *(int *)data = found.device; break;
    case CU_POINTER_ATTRIBUTE_SYNC_MEMOPS: *(unsigned *)data = 0; break;
    case CU_POINTER_ATTRIBUTE_IS_MANAGED: *(unsigned *)data = 0; break;
    case CU_POINTER_ATTRIBUTE_MAPPED: *(unsigned *)data = 1; break;
    case CU_POINTER_ATTRIBUTE_IS_LEGACY_CUDA_IPC_CAPABLE:
        *(unsigned *)data = !vmm && !found.pool;
        break;
    case CU_POINTER_ATTRIBUTE_IS_GPU_DIRECT_RDMA_CAPABLE:
        *(unsigned *)data = !vmm && !found.pool;
        break;
    case CU_POINTER_ATTRIBUTE_ALLOWED_HANDLE_TYPES: *(unsigned long long *)data = 0; break;
    case CU_POINTER_ATTRIBUTE_ACCESS_FLAGS: *(unsigned *)data = 3; break;
    case CU_POINTER_ATTRIBUTE_MEMPOOL_HANDLE: *(void **)data = vmm ? NULL : found.pool; break;
    case CU_POINTER_ATTRIBUTE_RANGE_START_ADDR: *(CUdeviceptr *)data = found.base; break;
    case CU_POINTER_ATTRIBUTE_RANGE_SIZE: *(size_t *)data = found.size; break;
    case CU_POINTER_ATTRIBUTE_MAPPING_BASE_ADDR: *(CUdeviceptr *)data = found.base; break;
    case CU_POINTER_ATTRIBUTE_MAPPING_SIZE:
        *(size_t *)data = vmm ? vsize : found.reserved;
        break;
    case CU_POINTER_ATTRIBUTE_BUFFER_ID:
    case CU_POINTER_ATTRIBUTE_MEMORY_BLOCK_ID:
        *(unsigned long long *)data = found.base;
        break;
    default: return CUDA_ERROR_INVALID_VALUE;
    }
    return CUDA_SUCCESS;
}

/* Each attribute as cuPointerGetAttribute answers it; for memory CUDA does not know, what
 * the H200 gives (probes.txt, "(runtime's six)" of pageable memory): zeros, the pointer
 * itself as HOST_POINTER, and DEVICE_ORDINAL -2. */
EXPORT CUresult cuPointerGetAttributes(unsigned int n, CUpointer_attribute *attrs, void **data,
                                       CUdeviceptr p)
{
    CUresult r = need_init();
    if (r)
        return r;
    if (!attrs || !data)
        return CUDA_ERROR_INVALID_VALUE;
    for (unsigned i = 0; i < n; i++) {
        if (!data[i])
            continue;
        unsigned char tmp[16];
        if (cuPointerGetAttribute(tmp, attrs[i], p) == CUDA_SUCCESS) {
            cuPointerGetAttribute(data[i], attrs[i], p);
            continue;
        }
        switch ((int)attrs[i]) {
        case CU_POINTER_ATTRIBUTE_CONTEXT:
        case CU_POINTER_ATTRIBUTE_DEVICE_POINTER:
        case CU_POINTER_ATTRIBUTE_RANGE_START_ADDR:
        case CU_POINTER_ATTRIBUTE_RANGE_SIZE:
        case CU_POINTER_ATTRIBUTE_BUFFER_ID:
        case CU_POINTER_ATTRIBUTE_MEMPOOL_HANDLE:
        case CU_POINTER_ATTRIBUTE_MAPPING_SIZE:
        case CU_POINTER_ATTRIBUTE_MAPPING_BASE_ADDR:
        case CU_POINTER_ATTRIBUTE_MEMORY_BLOCK_ID:
        case CU_POINTER_ATTRIBUTE_ALLOWED_HANDLE_TYPES:
            *(uint64_t *)data[i] = 0;
            break;
        case CU_POINTER_ATTRIBUTE_HOST_POINTER: *(void **)data[i] = (void *)p; break;
        case CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL: *(int *)data[i] = -2; break;
        default: *(unsigned *)data[i] = 0; break;
        }
    }
    return CUDA_SUCCESS;
}

/* ---------------------------------------------------------------- copies */

/* One side of a copy: byte (x, y, z) is at base + x + y * pitch + z * pitch * height. */
typedef struct {
    uintptr_t base;
    size_t pitch, height;
    int device; /* device memory: checked when queued and again when run */
} side;

typedef struct {
    sd_op op;
    side dst, src;
    size_t width, rows, depth;
} copy_op;

/* The bytes [first, last] a side spans; 0 when the shape overflows. */
static int side_span(const side *s, size_t width, size_t rows, size_t depth, uintptr_t *first,
                     size_t *len)
{
    if (!width || !rows || !depth) {
        *first = s->base;
        *len = 0;
        return 1;
    }
    size_t slice = s->pitch * s->height;
    if ((rows > 1 && s->pitch < width) || (depth > 1 && s->height < rows) ||
        (s->height && slice / s->height != s->pitch))
        return 0;
    __uint128_t end = (__uint128_t)(depth - 1) * slice + (__uint128_t)(rows - 1) * s->pitch + width;
    if (end > (__uint128_t)1 << 48)
        return 0;
    *first = s->base;
    *len = (size_t)end;
    return 1;
}

static CUresult side_check(const side *s, size_t width, size_t rows, size_t depth)
{
    uintptr_t first;
    size_t len;
    if (!side_span(s, width, rows, depth, &first, &len))
        return CUDA_ERROR_INVALID_VALUE;
    if (!len)
        return CUDA_SUCCESS;
    if (s->device)
        return dev_range(first, len);
    return first ? CUDA_SUCCESS : CUDA_ERROR_INVALID_VALUE;
}

static CUresult copy_run(sd_op *op)
{
    copy_op *c = (copy_op *)op;
    pthread_rwlock_rdlock(&g_mem);
    if ((c->dst.device && side_check(&c->dst, c->width, c->rows, c->depth)) ||
        (c->src.device && side_check(&c->src, c->width, c->rows, c->depth))) {
        pthread_rwlock_unlock(&g_mem);
        return CUDA_ERROR_ILLEGAL_ADDRESS; /* freed or unmapped since it was queued */
    }
    for (size_t z = 0; z < c->depth && c->width; z++) /* nothing to move: maybe no address */
        for (size_t y = 0; y < c->rows; y++)
            memmove((void *)(c->dst.base + z * c->dst.pitch * c->dst.height + y * c->dst.pitch),
                    (const void *)(c->src.base + z * c->src.pitch * c->src.height +
                                   y * c->src.pitch),
                    c->width);
    pthread_rwlock_unlock(&g_mem);
    return CUDA_SUCCESS;
}

/* A copy op (checked: every side's span lies in memory of its kind). *pageable: a host side
 * is pageable memory. */
static CUresult copy_op_make(sd_op **out, side dst, side src, size_t width, size_t rows,
                             size_t depth, int *pageable)
{
    CUresult r = need_ctx();
    if (!r)
        r = side_check(&dst, width, rows, depth);
    if (!r)
        r = side_check(&src, width, rows, depth);
    if (r)
        return r;
    if (width && (width * rows / rows != width || width * rows * depth / depth != width * rows))
        return CUDA_ERROR_INVALID_VALUE;
    *pageable = (!dst.device && !is_pinned((void *)dst.base, 1)) ||
                (!src.device && !is_pinned((const void *)src.base, 1));
    copy_op *c;
    if (g_no_data && dst.device && !src.device) /* benchmarks: move no data */
        c = (copy_op *)sd_op_new(sizeof(sd_op), SD_COPY, NULL);
    else
        c = (copy_op *)sd_op_new(sizeof *c, SD_COPY, copy_run);
    if (!c)
        return CUDA_ERROR_OUT_OF_MEMORY;
    if (c->op.run) {
        c->op.late = !src.device;
        c->dst = dst;
        c->src = src;
        c->width = width;
        c->rows = rows;
        c->depth = depth;
    }
    *out = &c->op;
    return CUDA_SUCCESS;
}

/* Queues a copy on stream s. `sync`: the call returns when the copy is done: synchronous
 * copies, and asynchronous ones from or to pageable host memory (the driver API: a copy from
 * pageable memory "returns once the pageable buffer has been copied to the staging memory",
 * after a stream synchronisation, and one to pageable memory returns when it is complete;
 * here both are done by then). Copies from page-locked memory are read late (stream.c).
 * On a capturing stream the copy becomes a graph node (graph.c) and nothing waits. */
static CUresult copy_queue(CUstream s, side dst, side src, size_t width, size_t rows,
                           size_t depth, int sync)
{
    struct CUstream_st *st = NULL;
    CUresult r = need_ctx();
    if (!r)
        r = sd_stream(s, &st);
    sd_op *op = NULL;
    int pageable = 0;
    if (!r)
        r = copy_op_make(&op, dst, src, width, rows, depth, &pageable);
    if (r)
        return r;
    if (sd_capture->capturing(s)) { /* graph.c records it as a copy node */
        copy_op *c = (copy_op *)op;
        CUDA_MEMCPY3D d;
        memset(&d, 0, sizeof d);
        d.srcMemoryType = c->src.device ? CU_MEMORYTYPE_DEVICE : CU_MEMORYTYPE_HOST;
        d.srcHost = (const void *)c->src.base;
        d.srcDevice = c->src.base;
        d.srcPitch = c->src.pitch;
        d.srcHeight = c->src.height;
        d.dstMemoryType = c->dst.device ? CU_MEMORYTYPE_DEVICE : CU_MEMORYTYPE_HOST;
        d.dstHost = (void *)c->dst.base;
        d.dstDevice = c->dst.base;
        d.dstPitch = c->dst.pitch;
        d.dstHeight = c->dst.height;
        d.WidthInBytes = width;
        d.Height = rows;
        d.Depth = depth;
        sd_op_free(op);
        return sd_capture->copy3d(&d, s);
    }
    if (pageable)
        sync = 1;
    if (sync)
        op->late = 0;
    return sync ? sd_submit_wait(s, op) : sd_submit(s, op);
}

/* A queued copy with a host side in [range[0], range[0] + range[1]]. */
static int uses_host_range(const sd_op *op, const void *arg)
{
    const uintptr_t *range = arg;
    if (op->kind != SD_COPY || op->run != copy_run)
        return 0;
    const copy_op *c = (const copy_op *)op;
    const side *sides[2] = {&c->dst, &c->src};
    for (int i = 0; i < 2; i++)
        if (!sides[i]->device && sides[i]->base >= range[0] &&
            sides[i]->base - range[0] <= range[1])
            return 1;
    return 0;
}

static side lin(uintptr_t p, size_t n, int device)
{
    return (side){p, n, 1, device};
}

EXPORT CUresult cuMemcpyHtoD_v2(CUdeviceptr dst, const void *src, size_t n)
{
    return copy_queue(NULL, lin(dst, n, 1), lin((uintptr_t)src, n, 0), n, 1, 1, 1);
}

EXPORT CUresult cuMemcpyDtoH_v2(void *dst, CUdeviceptr src, size_t n)
{
    return copy_queue(NULL, lin((uintptr_t)dst, n, 0), lin(src, n, 1), n, 1, 1, 1);
}

/* The driver API: device-to-device copies are asynchronous with respect to the host. */
EXPORT CUresult cuMemcpyDtoD_v2(CUdeviceptr dst, CUdeviceptr src, size_t n)
{
    return copy_queue(NULL, lin(dst, n, 1), lin(src, n, 1), n, 1, 1, 0);
}

EXPORT CUresult cuMemcpyHtoDAsync_v2(CUdeviceptr dst, const void *src, size_t n, CUstream s)
{
    return copy_queue(s, lin(dst, n, 1), lin((uintptr_t)src, n, 0), n, 1, 1, 0);
}

EXPORT CUresult cuMemcpyDtoHAsync_v2(void *dst, CUdeviceptr src, size_t n, CUstream s)
{
    return copy_queue(s, lin((uintptr_t)dst, n, 0), lin(src, n, 1), n, 1, 1, 0);
}

EXPORT CUresult cuMemcpyDtoDAsync_v2(CUdeviceptr dst, CUdeviceptr src, size_t n, CUstream s)
{
    return copy_queue(s, lin(dst, n, 1), lin(src, n, 1), n, 1, 1, 0);
}

/* 1 when p is device memory of this driver (unified addressing decides the direction). */
static int is_device(uintptr_t p) { return dev_range(p, 1) == CUDA_SUCCESS; }

EXPORT CUresult cuMemcpy(CUdeviceptr dst, CUdeviceptr src, size_t n)
{
    int dd = is_device(dst), sd = is_device(src);
    return copy_queue(NULL, lin(dst, n, dd), lin(src, n, sd), n, 1, 1, !(dd && sd));
}

EXPORT CUresult cuMemcpyAsync(CUdeviceptr dst, CUdeviceptr src, size_t n, CUstream s)
{
    return copy_queue(s, lin(dst, n, is_device(dst)), lin(src, n, is_device(src)), n, 1, 1, 0);
}

/* Peer copies: the stand-in's devices share one address space, so a copy between two
 * contexts is an ordinary device-to-device copy once both contexts are checked. */
EXPORT CUresult cuMemcpyPeer(CUdeviceptr dst, CUcontext dc, CUdeviceptr src, CUcontext sc,
                             size_t n)
{
    if (!handle_live(H_CTX, dc) || !handle_live(H_CTX, sc))
        return CUDA_ERROR_INVALID_CONTEXT;
    return cuMemcpyDtoD_v2(dst, src, n);
}

EXPORT CUresult cuMemcpyPeerAsync(CUdeviceptr dst, CUcontext dc, CUdeviceptr src, CUcontext sc,
                                  size_t n, CUstream s)
{
    if (!handle_live(H_CTX, dc) || !handle_live(H_CTX, sc))
        return CUDA_ERROR_INVALID_CONTEXT;
    return cuMemcpyDtoDAsync_v2(dst, src, n, s);
}

/* One side of a 2D/3D copy description; an array side is its rows in the device window
 * (array.c). */
static CUresult side_of(CUmemorytype t, const void *host, CUdeviceptr dev, CUarray array,
                        size_t x, size_t y, size_t z, size_t pitch, size_t height, side *out)
{
    uintptr_t base;
    int device;
    switch ((int)t) {
    case CU_MEMORYTYPE_HOST: base = (uintptr_t)host; device = 0; break;
    case CU_MEMORYTYPE_DEVICE: base = dev; device = 1; break;
    case CU_MEMORYTYPE_UNIFIED: base = dev; device = is_device(dev); break;
    case CU_MEMORYTYPE_ARRAY: {
        size_t ap, ah;
        uintptr_t at;
        if (!array_side(array, x, y, z, &at, &ap, &ah))
            return CUDA_ERROR_INVALID_VALUE;
        *out = (side){at, ap, ah, 1};
        return CUDA_SUCCESS;
    }
    default: return CUDA_ERROR_INVALID_VALUE;
    }
    if (pitch > (size_t)attribute_value(CU_DEVICE_ATTRIBUTE_MAX_PITCH, 0))
        return CUDA_ERROR_INVALID_VALUE;
    __uint128_t off = (__uint128_t)z * pitch * height + (__uint128_t)y * pitch + x;
    if (off > (__uint128_t)1 << 48 || !base)
        return CUDA_ERROR_INVALID_VALUE;
    *out = (side){base + (uintptr_t)off, pitch, height, device};
    return CUDA_SUCCESS;
}

static CUresult copy2d(const CUDA_MEMCPY2D *c, CUstream s, int sync)
{
    if (!c)
        return CUDA_ERROR_INVALID_VALUE;
    side d, x;
    CUresult r = side_of(c->dstMemoryType, c->dstHost, c->dstDevice, c->dstArray, c->dstXInBytes,
                         c->dstY, 0, c->dstPitch, 0, &d);
    if (!r)
        r = side_of(c->srcMemoryType, c->srcHost, c->srcDevice, c->srcArray, c->srcXInBytes,
                    c->srcY, 0, c->srcPitch, 0, &x);
    if (r)
        return r;
    /* (an array side's pitch is the array's own; the description's is ignored) */
    if (c->Height > 1 && (d.pitch < c->WidthInBytes || x.pitch < c->WidthInBytes))
        return CUDA_ERROR_INVALID_VALUE;
    d.height = x.height = c->Height;
    if (sync && d.device && x.device)
        sync = 0; /* device to device: asynchronous with respect to the host */
    return copy_queue(s, d, x, c->WidthInBytes, c->Height, 1, sync);
}

/* The sides and shape of a 3D copy description, checked as cuMemcpy3D documents. */
static CUresult copy3d_sides(const CUDA_MEMCPY3D *c, side *d, side *x)
{
    if (!c)
        return CUDA_ERROR_INVALID_VALUE;
    if (c->reserved0 || c->reserved1 || c->srcLOD || c->dstLOD)
        return CUDA_ERROR_INVALID_VALUE;
    CUresult r = side_of(c->dstMemoryType, c->dstHost, c->dstDevice, c->dstArray, c->dstXInBytes,
                         c->dstY, c->dstZ, c->dstPitch, c->dstHeight, d);
    if (!r)
        r = side_of(c->srcMemoryType, c->srcHost, c->srcDevice, c->srcArray, c->srcXInBytes,
                    c->srcY, c->srcZ, c->srcPitch, c->srcHeight, x);
    if (r)
        return r;
    if (c->Depth > 1 && (d->height < c->Height || x->height < c->Height))
        return CUDA_ERROR_INVALID_VALUE;
    if (c->Height > 1 && (d->pitch < c->WidthInBytes || x->pitch < c->WidthInBytes))
        return CUDA_ERROR_INVALID_VALUE;
    return CUDA_SUCCESS;
}

static CUresult copy3d(const CUDA_MEMCPY3D *c, CUstream s, int sync)
{
    side d, x;
    CUresult r = copy3d_sides(c, &d, &x);
    if (r)
        return r;
    if (sync && d.device && x.device)
        sync = 0;
    return copy_queue(s, d, x, c->WidthInBytes, c->Height, c->Depth, sync);
}

EXPORT CUresult cuMemcpy2D_v2(const CUDA_MEMCPY2D *c) { return copy2d(c, NULL, 1); }
EXPORT CUresult cuMemcpy2DUnaligned_v2(const CUDA_MEMCPY2D *c) { return copy2d(c, NULL, 1); }
EXPORT CUresult cuMemcpy2DAsync_v2(const CUDA_MEMCPY2D *c, CUstream s) { return copy2d(c, s, 0); }
EXPORT CUresult cuMemcpy3D_v2(const CUDA_MEMCPY3D *c) { return copy3d(c, NULL, 1); }
EXPORT CUresult cuMemcpy3DAsync_v2(const CUDA_MEMCPY3D *c, CUstream s) { return copy3d(c, s, 0); }

/* The per-thread default stream forms (_ptds, _ptsz): ordered as the NULL stream here. */
EXPORT CUresult cuMemcpyHtoD_v2_ptds(CUdeviceptr dst, const void *src, size_t n)
{
    return cuMemcpyHtoD_v2(dst, src, n);
}
EXPORT CUresult cuMemcpyDtoH_v2_ptds(void *dst, CUdeviceptr src, size_t n)
{
    return cuMemcpyDtoH_v2(dst, src, n);
}
EXPORT CUresult cuMemcpyDtoD_v2_ptds(CUdeviceptr dst, CUdeviceptr src, size_t n)
{
    return cuMemcpyDtoD_v2(dst, src, n);
}
EXPORT CUresult cuMemcpy_ptds(CUdeviceptr dst, CUdeviceptr src, size_t n)
{
    return cuMemcpy(dst, src, n);
}
EXPORT CUresult cuMemcpyHtoDAsync_v2_ptsz(CUdeviceptr dst, const void *src, size_t n, CUstream s)
{
    return cuMemcpyHtoDAsync_v2(dst, src, n, s);
}
EXPORT CUresult cuMemcpyDtoHAsync_v2_ptsz(void *dst, CUdeviceptr src, size_t n, CUstream s)
{
    return cuMemcpyDtoHAsync_v2(dst, src, n, s);
}
EXPORT CUresult cuMemcpyDtoDAsync_v2_ptsz(CUdeviceptr dst, CUdeviceptr src, size_t n, CUstream s)
{
    return cuMemcpyDtoDAsync_v2(dst, src, n, s);
}
EXPORT CUresult cuMemcpyAsync_ptsz(CUdeviceptr dst, CUdeviceptr src, size_t n, CUstream s)
{
    return cuMemcpyAsync(dst, src, n, s);
}
EXPORT CUresult cuMemcpy2D_v2_ptds(const CUDA_MEMCPY2D *c) { return cuMemcpy2D_v2(c); }
EXPORT CUresult cuMemcpy2DUnaligned_v2_ptds(const CUDA_MEMCPY2D *c) { return cuMemcpy2D_v2(c); }
EXPORT CUresult cuMemcpy2DAsync_v2_ptsz(const CUDA_MEMCPY2D *c, CUstream s)
{
    return cuMemcpy2DAsync_v2(c, s);
}
EXPORT CUresult cuMemcpy3D_v2_ptds(const CUDA_MEMCPY3D *c) { return cuMemcpy3D_v2(c); }
EXPORT CUresult cuMemcpy3DAsync_v2_ptsz(const CUDA_MEMCPY3D *c, CUstream s)
{
    return cuMemcpy3DAsync_v2(c, s);
}

/* ---------------------------------------------------------------- memsets */

typedef struct {
    sd_op op;
    uintptr_t dst;
    size_t pitch, width, rows; /* width in elements */
    unsigned elem;
    unsigned char value[4];
} memset_op;

static CUresult memset_run(sd_op *op)
{
    memset_op *m = (memset_op *)op;
    size_t span = (m->rows - 1) * m->pitch + m->width * m->elem;
    pthread_rwlock_rdlock(&g_mem);
    if (m->width && dev_range(m->dst, span)) {
        pthread_rwlock_unlock(&g_mem);
        return CUDA_ERROR_ILLEGAL_ADDRESS;
    }
    for (size_t y = 0; y < m->rows; y++) {
        unsigned char *p = (unsigned char *)(m->dst + y * m->pitch);
        if (m->elem == 1)
            memset(p, m->value[0], m->width);
        else
            for (size_t i = 0; i < m->width; i++)
                memcpy(p + i * m->elem, m->value, m->elem);
    }
    pthread_rwlock_unlock(&g_mem);
    return CUDA_SUCCESS;
}

static CUresult memset_op_make(sd_op **out, CUdeviceptr dst, size_t pitch, unsigned value,
                               unsigned elem, size_t width, size_t rows)
{
    CUresult r;
    if (!out || (elem != 1 && elem != 2 && elem != 4))
        return CUDA_ERROR_INVALID_VALUE;
    if (dst % elem || (rows > 1 && pitch < width * elem) || (width && width * elem / elem != width))
        return CUDA_ERROR_INVALID_VALUE;
    if (width && rows) {
        __uint128_t span = (__uint128_t)(rows - 1) * pitch + (__uint128_t)width * elem;
        if (span > (__uint128_t)1 << 48)
            return CUDA_ERROR_INVALID_VALUE;
        r = dev_range(dst, (size_t)span);
        if (r)
            return r;
    }
    memset_op *m = (memset_op *)sd_op_new(sizeof *m, SD_MEMSET, memset_run);
    if (!m)
        return CUDA_ERROR_OUT_OF_MEMORY;
    m->dst = dst;
    m->pitch = pitch;
    m->width = rows ? width : 0;
    m->rows = rows ? rows : 1;
    m->elem = elem;
    memcpy(m->value, &value, elem); /* the low bytes: little-endian */
    *out = &m->op;
    return CUDA_SUCCESS;
}

/* The driver API: memsets are asynchronous with respect to the host (the synchronous forms
 * on the NULL stream); the destination must be aligned to the element. */
static CUresult memset_queue(CUstream s, CUdeviceptr dst, size_t pitch, const void *value,
                             unsigned elem, size_t width, size_t rows)
{
    unsigned v = 0;
    memcpy(&v, value, elem);
    sd_op *op;
    CUresult r = need_ctx();
    if (!r)
        r = check_stream(s);
    if (!r)
        r = memset_op_make(&op, dst, pitch, v, elem, width, rows);
    if (r)
        return r;
    if (sd_capture->capturing(s)) { /* graph.c records it as a memset node */
        sd_op_free(op);
        return sd_capture->memset2d(dst, pitch, value, elem, width, rows, s);
    }
    return sd_submit(s, op);
}

/* No context needed: graph memset nodes run on a stream's worker. */
CUresult memset_n(CUdeviceptr dst, const void *value, size_t width, size_t n)
{
    unsigned v = 0;
    memcpy(&v, value, width <= 4 ? width : 4);
    sd_op *op;
    CUresult r = memset_op_make(&op, dst, n * width, v, (unsigned)width, n, 1);
    if (r)
        return r;
    r = op->run(op);
    sd_op_free(op);
    return r;
}

EXPORT CUresult cuMemsetD8_v2(CUdeviceptr d, unsigned char v, size_t n)
{
    return memset_queue(NULL, d, n, &v, 1, n, 1);
}
EXPORT CUresult cuMemsetD16_v2(CUdeviceptr d, unsigned short v, size_t n)
{
    return memset_queue(NULL, d, n * 2, &v, 2, n, 1);
}
EXPORT CUresult cuMemsetD32_v2(CUdeviceptr d, unsigned int v, size_t n)
{
    return memset_queue(NULL, d, n * 4, &v, 4, n, 1);
}
EXPORT CUresult cuMemsetD8Async(CUdeviceptr d, unsigned char v, size_t n, CUstream s)
{
    return memset_queue(s, d, n, &v, 1, n, 1);
}
EXPORT CUresult cuMemsetD16Async(CUdeviceptr d, unsigned short v, size_t n, CUstream s)
{
    return memset_queue(s, d, n * 2, &v, 2, n, 1);
}
EXPORT CUresult cuMemsetD32Async(CUdeviceptr d, unsigned int v, size_t n, CUstream s)
{
    return memset_queue(s, d, n * 4, &v, 4, n, 1);
}
EXPORT CUresult cuMemsetD2D8_v2(CUdeviceptr d, size_t pitch, unsigned char v, size_t w, size_t h)
{
    return memset_queue(NULL, d, pitch, &v, 1, w, h);
}
EXPORT CUresult cuMemsetD2D16_v2(CUdeviceptr d, size_t pitch, unsigned short v, size_t w,
                                 size_t h)
{
    return memset_queue(NULL, d, pitch, &v, 2, w, h);
}
EXPORT CUresult cuMemsetD2D32_v2(CUdeviceptr d, size_t pitch, unsigned int v, size_t w, size_t h)
{
    return memset_queue(NULL, d, pitch, &v, 4, w, h);
}
EXPORT CUresult cuMemsetD2D8Async(CUdeviceptr d, size_t pitch, unsigned char v, size_t w,
                                  size_t h, CUstream s)
{
    return memset_queue(s, d, pitch, &v, 1, w, h);
}
EXPORT CUresult cuMemsetD2D16Async(CUdeviceptr d, size_t pitch, unsigned short v, size_t w,
                                   size_t h, CUstream s)
{
    return memset_queue(s, d, pitch, &v, 2, w, h);
}
EXPORT CUresult cuMemsetD2D32Async(CUdeviceptr d, size_t pitch, unsigned int v, size_t w,
                                   size_t h, CUstream s)
{
    return memset_queue(s, d, pitch, &v, 4, w, h);
}
EXPORT CUresult cuMemsetD8_v2_ptds(CUdeviceptr d, unsigned char v, size_t n)
{
    return cuMemsetD8_v2(d, v, n);
}
EXPORT CUresult cuMemsetD16_v2_ptds(CUdeviceptr d, unsigned short v, size_t n)
{
    return cuMemsetD16_v2(d, v, n);
}
EXPORT CUresult cuMemsetD32_v2_ptds(CUdeviceptr d, unsigned int v, size_t n)
{
    return cuMemsetD32_v2(d, v, n);
}
EXPORT CUresult cuMemsetD8Async_ptsz(CUdeviceptr d, unsigned char v, size_t n, CUstream s)
{
    return cuMemsetD8Async(d, v, n, s);
}
EXPORT CUresult cuMemsetD16Async_ptsz(CUdeviceptr d, unsigned short v, size_t n, CUstream s)
{
    return cuMemsetD16Async(d, v, n, s);
}
EXPORT CUresult cuMemsetD32Async_ptsz(CUdeviceptr d, unsigned int v, size_t n, CUstream s)
{
    return cuMemsetD32Async(d, v, n, s);
}
EXPORT CUresult cuMemsetD2D8_v2_ptds(CUdeviceptr d, size_t p, unsigned char v, size_t w, size_t h)
{
    return cuMemsetD2D8_v2(d, p, v, w, h);
}
EXPORT CUresult cuMemsetD2D16_v2_ptds(CUdeviceptr d, size_t p, unsigned short v, size_t w,
                                      size_t h)
{
    return cuMemsetD2D16_v2(d, p, v, w, h);
}
EXPORT CUresult cuMemsetD2D32_v2_ptds(CUdeviceptr d, size_t p, unsigned int v, size_t w, size_t h)
{
    return cuMemsetD2D32_v2(d, p, v, w, h);
}
EXPORT CUresult cuMemsetD2D8Async_ptsz(CUdeviceptr d, size_t p, unsigned char v, size_t w,
                                       size_t h, CUstream s)
{
    return cuMemsetD2D8Async(d, p, v, w, h, s);
}
EXPORT CUresult cuMemsetD2D16Async_ptsz(CUdeviceptr d, size_t p, unsigned short v, size_t w,
                                        size_t h, CUstream s)
{
    return cuMemsetD2D16Async(d, p, v, w, h, s);
}
EXPORT CUresult cuMemsetD2D32Async_ptsz(CUdeviceptr d, size_t p, unsigned int v, size_t w,
                                        size_t h, CUstream s)
{
    return cuMemsetD2D32Async(d, p, v, w, h, s);
}

/* ---------------------------------------------------------------- page-locked host memory */

#define HOSTALLOC_FLAGS                                                                     \
    (CU_MEMHOSTALLOC_PORTABLE | CU_MEMHOSTALLOC_DEVICEMAP | CU_MEMHOSTALLOC_WRITECOMBINED)

/* Page-locked memory with any of the driver's flags. DEVICEMAP is accepted and the memory
 * is page-locked, but it has no device pointer here: cuMemHostGetDevicePointer refuses, as
 * LUPINE does (the GPU is not in this address space). */
EXPORT CUresult cuMemHostAlloc(void **pp, size_t n, unsigned int flags)
{
    CUresult r = need_ctx();
    if (r)
        return r;
    if (!pp || (flags & ~(unsigned)HOSTALLOC_FLAGS))
        return CUDA_ERROR_INVALID_VALUE;
    void *p = malloc(n ? n : 1);
    if (!p)
        return CUDA_ERROR_OUT_OF_MEMORY;
    r = pinned_add(p, n, flags, 1);
    if (r) {
        free(p);
        return r;
    }
    *pp = p;
    return CUDA_SUCCESS;
}

EXPORT CUresult cuMemAllocHost_v2(void **pp, size_t n) { return cuMemHostAlloc(pp, n, 0); }

EXPORT CUresult cuMemFreeHost(void *p)
{
    if (!p || !pinned_remove(p, 1))
        return CUDA_ERROR_INVALID_VALUE;
    free(p);
    return CUDA_SUCCESS;
}

#define HOSTREGISTER_FLAGS                                                                  \
    (CU_MEMHOSTREGISTER_PORTABLE | CU_MEMHOSTREGISTER_DEVICEMAP | CU_MEMHOSTREGISTER_IOMEMORY | \
     CU_MEMHOSTREGISTER_READ_ONLY)

EXPORT CUresult cuMemHostRegister_v2(void *p, size_t n, unsigned int flags)
{
    CUresult r = need_ctx();
    if (r)
        return r;
    if (!p || !n || (flags & ~(unsigned)HOSTREGISTER_FLAGS))
        return CUDA_ERROR_INVALID_VALUE;
    if (is_pinned(p, 1) || is_pinned((const char *)p + n - 1, 1))
        return CUDA_ERROR_HOST_MEMORY_ALREADY_REGISTERED;
    return pinned_add(p, n, flags, 0);
}

EXPORT CUresult cuMemHostUnregister(void *p)
{
    return p && pinned_remove(p, 0) ? CUDA_SUCCESS : CUDA_ERROR_HOST_MEMORY_NOT_REGISTERED;
}

EXPORT CUresult cuMemHostGetFlags(unsigned int *flags, void *p)
{
    CUresult r = need_ctx();
    if (r)
        return r;
    if (!flags)
        return CUDA_ERROR_INVALID_VALUE;
    pthread_mutex_lock(&g_pin_lock);
    pinned_rec *h = pinned_find_locked(p, 0);
    if (h)
        *flags = h->owned ? h->flags : 0;
    pthread_mutex_unlock(&g_pin_lock);
    return h ? CUDA_SUCCESS : CUDA_ERROR_INVALID_VALUE;
}

/* Host memory mapped into the device's address space cannot exist here (see above). */
EXPORT CUresult cuMemHostGetDevicePointer_v2(CUdeviceptr *dp, void *p, unsigned int flags)
{
    CUresult r = need_ctx();
    if (r)
        return r;
    if (!dp || !p || flags)
        return CUDA_ERROR_INVALID_VALUE;
    return CUDA_ERROR_NOT_SUPPORTED;
}

/* ---------------------------------------------------------------- misc */

EXPORT CUresult cuGetErrorName(CUresult e, const char **s)
{
    if (!s)
        return CUDA_ERROR_INVALID_VALUE;
    extern const char *lupine_result_name(int);
    *s = lupine_result_name((int)e);
    return *s ? CUDA_SUCCESS : CUDA_ERROR_INVALID_VALUE;
}

EXPORT CUresult cuGetErrorString(CUresult e, const char **s)
{
    if (!s)
        return CUDA_ERROR_INVALID_VALUE;
    extern const char *lupine_result_doc(int);
    *s = lupine_result_doc((int)e);
    return *s ? CUDA_SUCCESS : CUDA_ERROR_INVALID_VALUE;
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
 * tracer's trampolines without NVIDIA's private tables. The CUDA runtime's own tables are
 * common/export_tables.c, built into this library as into the shim (its hooks:
 * standin/export_tables.c), so programs with the static runtime run on the stand-in too. */
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
    return lp_export_table(table, id);
}

/* cuGetProcAddress: the newest ABI of `symbol` whose version is <= the caller's CUDA version,
 * from the table generated from cudaTypedefs.h (as native/shim/procaddr.c does), looked up
 * among this library's exports; the per-thread-stream variant where asked for and
 * exported. Unknown or unimplemented: CUDA_ERROR_NOT_FOUND. */
static void *g_self;
static pthread_once_t g_self_once = PTHREAD_ONCE_INIT;

static void open_self(void)
{
    Dl_info info;
    if (dladdr((void *)cuInit, &info))
        g_self = dlopen(info.dli_fname, RTLD_NOW | RTLD_NOLOAD);
}

static void *proc_lookup(const char *symbol, int version, int per_thread, int *status)
{
    pthread_once(&g_self_once, open_self);
    if (!strcmp(symbol, "cuGraphInstantiate") && version >= 12000)
        symbol = "cuGraphInstantiateWithFlags"; /* cuda.h renames it from 12.0 on */
    int best[2] = {-1, -1};
    int found = 0;
    for (int i = 0; i < lupine_proc_version_count; i++) {
        const lupine_proc_version *v = &lupine_proc_versions[i];
        if (strcmp(v->base, symbol))
            continue;
        found = 1;
        if (v->version <= version &&
            (best[v->stream] < 0 || lupine_proc_versions[best[v->stream]].version < v->version))
            best[v->stream] = i;
    }
    int pick = per_thread && best[1] >= 0 ? best[1] : best[0];
    if (pick < 0) {
        *status = found ? CU_GET_PROC_ADDRESS_VERSION_NOT_SUFFICIENT
                        : CU_GET_PROC_ADDRESS_SYMBOL_NOT_FOUND;
        return NULL;
    }
    void *f = g_self ? dlsym(g_self, lupine_fn_names[lupine_proc_versions[pick].fn]) : NULL;
    if (!f && pick == best[1] && best[0] >= 0 && g_self)
        f = dlsym(g_self, lupine_fn_names[lupine_proc_versions[best[0]].fn]);
    *status = f ? CU_GET_PROC_ADDRESS_SUCCESS : CU_GET_PROC_ADDRESS_SYMBOL_NOT_FOUND;
    return f;
}

EXPORT CUresult cuGetProcAddress_v2(const char *symbol, void **pfn, int version, cuuint64_t flags,
                                    CUdriverProcAddressQueryResult *status)
{
    if (!symbol || !pfn)
        return CUDA_ERROR_INVALID_VALUE;
    *pfn = NULL;
    if (!*symbol) { /* the runtime's first probe; the H200's driver answers so */
        if (status)
            *status = CU_GET_PROC_ADDRESS_SYMBOL_NOT_FOUND;
        return CUDA_SUCCESS;
    }
    int st = 0;
    void *f = proc_lookup(symbol, version,
                          (flags & CU_GET_PROC_ADDRESS_PER_THREAD_DEFAULT_STREAM) != 0, &st);
    *pfn = f;
    if (status)
        *status = (CUdriverProcAddressQueryResult)st;
    return f ? CUDA_SUCCESS : CUDA_ERROR_NOT_FOUND;
}

EXPORT CUresult cuGetProcAddress(const char *symbol, void **pfn, int version, cuuint64_t flags)
{
    return cuGetProcAddress_v2(symbol, pfn, version, flags, NULL);
}
