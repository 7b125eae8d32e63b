/* The stand-in driver on its own (ctest lupine.standin, also under AddressSanitizer): stream
 * order (kernels, host functions, events, waits, the legacy stream), errors latched by a
 * stream, garbage handles answered with errors, fatbins built here byte by byte (PTX parts,
 * a wrapper, broken ones), module variables, libraries and kernels, occupancy, pools and
 * stream-ordered allocation, VMM, 2D/3D copies. References: the CUDA driver API
 * documentation of each call, and values computed here. */
#define _GNU_SOURCE
#include <cuda.h>

#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "check.h"
#define OK(call) CHECK((call) == CUDA_SUCCESS)

/* Entries of the built-in kernels (native/standin/kernels.c), with PTX parameter lists, plus
 * module variables. Bodies are empty: the stand-in runs its own host implementations. */
static const char k_ptx[] =
    ".version 9.0\n.target sm_90\n.address_size 64\n"
    "// .globl lupine_fill_u32\n"
    ".global .align 4 .u32 answer = 42;\n"
    ".const .align 4 .b8 table[8] = {1, 2, 3, 4, 5, 6, 7, 8};\n"
    ".global .align 8 .f64 pi = 0d400921FB54442D18;\n"
    ".extern .global .align 4 .u32 elsewhere;\n"
    ".visible .entry lupine_fill_u32(\n\t.param .u64 p0,\n\t.param .u32 p1,\n\t.param .u32 p2\n)\n"
    "{\n\tld.param.u64 %rd1, [p0];\n\tret;\n}\n"
    ".visible .entry lupine_sleep_ns(\n\t.param .u64 ns\n)\n.maxntid 128, 1, 1\n{\n\tret;\n}\n"
    ".visible .entry lupine_add_f32(.param .u64 y, .param .u64 x, .param .u32 n)\n{\n"
    "\t.shared .align 4 .b8 tile[1024];\n\tst.shared.f32 [tile], %f1;\n\tret;\n}\n"
    ".visible .entry mixed(.param .u8 c, .param .align 8 .b8 s[24], .param .u16 h,"
    " .param .u64 p)\n{\n\tret;\n}\n";

static CUcontext ctx;
static CUmodule mod;
static CUfunction f_fill, f_sleep, f_add;

static void launch_fill(CUstream s, CUdeviceptr p, unsigned v, unsigned n, CUresult want)
{
    void *args[] = {&p, &v, &n};
    CHECK(cuLaunchKernel(f_fill, (n + 255) / 256, 1, 1, 256, 1, 1, 0, s, args, NULL) == want);
}

static void launch_sleep(CUstream s, unsigned long long ns)
{
    void *args[] = {&ns};
    OK(cuLaunchKernel(f_sleep, 1, 1, 1, 1, 1, 1, 0, s, args, NULL));
}

/* ---------------------------------------------------------------- streams */

typedef struct {
    int order[8];
    int n;
    unsigned seen[8];
    const unsigned *watch;
    CUresult status;
} host_log;

static host_log g_log;
static pthread_mutex_t g_log_lock = PTHREAD_MUTEX_INITIALIZER;

static void CUDA_CB record(void *arg)
{
    pthread_mutex_lock(&g_log_lock);
    if (g_log.n < 8) {
        g_log.order[g_log.n] = (int)(intptr_t)arg;
        g_log.seen[g_log.n] = g_log.watch ? *g_log.watch : 0;
        g_log.n++;
    }
    pthread_mutex_unlock(&g_log_lock);
}

static void CUDA_CB callback(CUstream s, CUresult status, void *arg)
{
    (void)s;
    g_log.status = status;
    record(arg);
}

static volatile int g_gate;
static void CUDA_CB wait_gate(void *arg)
{
    (void)arg;
    while (!__atomic_load_n(&g_gate, __ATOMIC_ACQUIRE))
        ; /* released by the test thread */
}

static CUresult g_inside;
static void CUDA_CB sync_inside(void *arg)
{
    g_inside = cuStreamSynchronize((CUstream)arg); /* not permitted in a host function */
}

static void test_streams(void)
{
    const unsigned n = 4096;
    CUdeviceptr d;
    OK(cuMemAlloc_v2(&d, n * 4));
    CUstream s, t;
    OK(cuStreamCreate(&s, CU_STREAM_NON_BLOCKING));
    OK(cuStreamCreate(&t, CU_STREAM_NON_BLOCKING));

    /* in order: a gate (a host function that waits for this thread), a sleep, a fill, a host
     * function that sees the fill, a callback, and on another stream after an event, a host
     * function */
    memset(&g_log, 0, sizeof g_log);
    g_log.watch = (const unsigned *)(uintptr_t)(d + 4 * (n - 1)); /* stand-in memory is host memory */
    g_gate = 0;
    OK(cuLaunchHostFunc(s, wait_gate, NULL));
    launch_sleep(s, 10 * 1000 * 1000);
    launch_fill(s, d, 100, n, CUDA_SUCCESS);
    OK(cuLaunchHostFunc(s, record, (void *)1));
    OK(cuStreamAddCallback(s, callback, (void *)2, 0));
    CHECK(cuStreamAddCallback(s, callback, (void *)2, 1) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuStreamQuery(s) == CUDA_ERROR_NOT_READY); /* held at the gate */
    CHECK(g_log.n == 0);
    __atomic_store_n(&g_gate, 1, __ATOMIC_RELEASE);
    CUevent e;
    OK(cuEventCreate(&e, CU_EVENT_DISABLE_TIMING));
    OK(cuEventRecord(e, s));
    OK(cuStreamWaitEvent(t, e, 0));
    OK(cuLaunchHostFunc(t, record, (void *)3));
    OK(cuStreamSynchronize(t));
    CHECK(g_log.n == 3 && g_log.order[0] == 1 && g_log.order[1] == 2 && g_log.order[2] == 3);
    CHECK(g_log.seen[0] == 100 + n - 1);
    CHECK(g_log.status == CUDA_SUCCESS);
    CHECK(cuEventQuery(e) == CUDA_SUCCESS && cuStreamQuery(s) == CUDA_SUCCESS);

    /* a host function may not synchronise */
    OK(cuLaunchHostFunc(s, sync_inside, s));
    OK(cuStreamSynchronize(s));
    CHECK(g_inside == CUDA_ERROR_NOT_PERMITTED);

    /* an error met while running is latched by the stream and returned once; a host
     * function is not called after it, a callback gets it as its status */
    CUdeviceptr bogus = 0x1000;
    launch_fill(s, bogus, 1, 64, CUDA_SUCCESS); /* checked when it runs */
    memset(&g_log, 0, sizeof g_log);
    OK(cuLaunchHostFunc(s, record, (void *)7));
    OK(cuStreamAddCallback(s, callback, (void *)8, 0));
    CHECK(cuStreamSynchronize(s) == CUDA_ERROR_ILLEGAL_ADDRESS);
    OK(cuStreamSynchronize(s));
    CHECK(g_log.n == 1 && g_log.order[0] == 8 && g_log.status == CUDA_ERROR_ILLEGAL_ADDRESS);

    /* the legacy stream waits for a blocking stream's work */
    CUstream b;
    OK(cuStreamCreate(&b, CU_STREAM_DEFAULT));
    launch_sleep(b, 20 * 1000 * 1000);
    launch_fill(b, d, 5, n, CUDA_SUCCESS);
    unsigned h[4] = {0};
    OK(cuMemcpyDtoH_v2(h, d + 4 * (n - 4), sizeof h));
    CHECK(h[3] == 5 + n - 1);

    /* a stream destroyed with work queued finishes it; an event destroyed before its record
     * ran goes quietly */
    CUevent gone;
    OK(cuEventCreate(&gone, 0));
    launch_sleep(t, 10 * 1000 * 1000);
    launch_fill(t, d, 9, n, CUDA_SUCCESS);
    OK(cuEventRecord(gone, t));
    OK(cuEventDestroy_v2(gone));
    OK(cuStreamDestroy_v2(t));
    CHECK(cuStreamQuery(t) == CUDA_ERROR_INVALID_HANDLE);
    OK(cuCtxSynchronize());
    OK(cuMemcpyDtoH_v2(h, d, 4));
    CHECK(h[0] == 9);

    /* timing events measure the work between them */
    CUevent a, z;
    OK(cuEventCreate(&a, 0));
    OK(cuEventCreate(&z, 0));
    OK(cuEventRecord(a, s));
    launch_sleep(s, 15 * 1000 * 1000);
    OK(cuEventRecord(z, s));
    float ms = 0;
    OK(cuEventSynchronize(z));
    OK(cuEventElapsedTime_v2(&ms, a, z));
    CHECK(ms >= 15.0f);
    CHECK(cuEventElapsedTime_v2(&ms, a, e) == CUDA_ERROR_INVALID_HANDLE); /* e: no timing */

    /* garbage handles */
    CHECK(cuStreamSynchronize((CUstream)(uintptr_t)0x1234) == CUDA_ERROR_INVALID_HANDLE);
    CHECK(cuEventQuery((CUevent)(uintptr_t)0x1234) == CUDA_ERROR_INVALID_HANDLE);
    CHECK(cuStreamWaitEvent(s, (CUevent)(uintptr_t)0x1234, 0) == CUDA_ERROR_INVALID_HANDLE);
    CHECK(cuLaunchHostFunc((CUstream)(uintptr_t)0x1234, record, NULL) ==
          CUDA_ERROR_INVALID_HANDLE);
    CHECK(cuStreamDestroy_v2(NULL) == CUDA_ERROR_INVALID_HANDLE);

    for (CUevent *ev = (CUevent[]){a, z, e}, *end = ev + 3; ev < end; ev++)
        OK(cuEventDestroy_v2(*ev));
    OK(cuStreamDestroy_v2(s));
    OK(cuStreamDestroy_v2(b));
    OK(cuMemFree_v2(d));
}

/* ---------------------------------------------------------------- modules */

/* A fatbin holding one PTX part (uncompressed), as nvcc 13.0 lays one out. */
static unsigned char *make_fatbin(const char *ptx, size_t *len, uint64_t flags, uint32_t hsize)
{
    size_t n = strlen(ptx) + 1, padded = (n + 7) & ~(size_t)7;
    size_t total = 16 + 0x50 + padded;
    unsigned char *fb = calloc(1, total);
    uint32_t magic = 0xBA55ED50u;
    uint16_t version = 1, header = 16;
    uint64_t size = 0x50 + padded;
    memcpy(fb, &magic, 4);
    memcpy(fb + 4, &version, 2);
    memcpy(fb + 6, &header, 2);
    memcpy(fb + 8, &size, 8);
    unsigned char *part = fb + 16;
    uint16_t kind = 1, pversion = 0x0101;
    uint64_t psize = padded;
    uint32_t arch = 90;
    memcpy(part, &kind, 2);
    memcpy(part + 2, &pversion, 2);
    memcpy(part + 4, &hsize, 4);
    memcpy(part + 8, &psize, 8);
    memcpy(part + 0x1c, &arch, 4);
    memcpy(part + 0x28, &flags, 8);
    memcpy(part + 0x50, ptx, n);
    *len = total;
    return fb;
}

static void test_modules(void)
{
    /* from PTX text */
    OK(cuModuleLoadData(&mod, k_ptx));
    OK(cuModuleGetFunction(&f_fill, mod, "lupine_fill_u32"));
    OK(cuModuleGetFunction(&f_sleep, mod, "lupine_sleep_ns"));
    OK(cuModuleGetFunction(&f_add, mod, "lupine_add_f32"));
    CUfunction f_mixed;
    OK(cuModuleGetFunction(&f_mixed, mod, "mixed"));
    CHECK(cuModuleGetFunction(&f_mixed, mod, "nope") == CUDA_ERROR_NOT_FOUND);
    size_t off = 0, size = 0;
    /* C struct rules: u8 at 0, a 24-byte struct aligned to 8 at 8, u16 at 32, u64 at 40 */
    OK(cuFuncGetParamInfo(f_mixed, 1, &off, &size));
    CHECK(off == 8 && size == 24);
    OK(cuFuncGetParamInfo(f_mixed, 3, &off, &size));
    CHECK(off == 40 && size == 8);
    CHECK(cuFuncGetParamInfo(f_mixed, 4, &off, &size) == CUDA_ERROR_INVALID_VALUE);
    int v = 0;
    OK(cuFuncGetAttribute(&v, CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK, f_sleep));
    CHECK(v == 128); /* .maxntid 128, 1, 1 */
    OK(cuFuncGetAttribute(&v, CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES, f_add));
    CHECK(v == 1024);
    OK(cuFuncGetAttribute(&v, CU_FUNC_ATTRIBUTE_PTX_VERSION, f_add));
    CHECK(v == 90);
    CHECK(cuFuncSetAttribute(f_add, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, 232448) ==
          CUDA_ERROR_INVALID_VALUE); /* with the 1 KiB static part: over the opt-in maximum */
    OK(cuFuncSetAttribute(f_add, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, 100000));
    OK(cuFuncGetAttribute(&v, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, f_add));
    CHECK(v == 100000);
    CHECK(cuFuncGetAttribute(&v, CU_FUNC_ATTRIBUTE_NUM_REGS, (CUfunction)(uintptr_t)0x99) ==
          CUDA_ERROR_INVALID_HANDLE);
    /* a launch beyond .maxntid, and dynamic shared memory beyond the function's maximum */
    unsigned long long ns = 0;
    void *args[] = {&ns};
    CHECK(cuLaunchKernel(f_sleep, 1, 1, 1, 256, 1, 1, 0, NULL, args, NULL) ==
          CUDA_ERROR_INVALID_VALUE);
    CHECK(cuLaunchKernel(f_sleep, 1, 1, 1, 1, 1, 1, 49153, NULL, args, NULL) ==
          CUDA_ERROR_INVALID_VALUE);

    /* module variables: memory of their own, filled from their initialisers */
    CUdeviceptr g;
    size_t gs;
    OK(cuModuleGetGlobal_v2(&g, &gs, mod, "answer"));
    unsigned answer = 0;
    OK(cuMemcpyDtoH_v2(&answer, g, 4));
    CHECK(gs == 4 && answer == 42);
    unsigned char table[8];
    OK(cuModuleGetGlobal_v2(&g, &gs, mod, "table"));
    OK(cuMemcpyDtoH_v2(table, g, 8));
    CHECK(gs == 8 && table[0] == 1 && table[7] == 8);
    double pi = 0;
    OK(cuModuleGetGlobal_v2(&g, &gs, mod, "pi"));
    OK(cuMemcpyDtoH_v2(&pi, g, 8));
    CHECK(pi > 3.14159 && pi < 3.1416);
    CHECK(cuModuleGetGlobal_v2(&g, &gs, mod, "elsewhere") == CUDA_ERROR_NOT_FOUND);

    /* a fatbin (and its wrapper) of the same PTX, loaded as a library */
    size_t len;
    unsigned char *fb = make_fatbin(k_ptx, &len, 0x11, 0x50);
    CUlibrary lib;
    OK(cuLibraryLoadData(&lib, fb, NULL, NULL, 0, NULL, NULL, 0));
    CUkernel k;
    OK(cuLibraryGetKernel(&k, lib, "lupine_fill_u32"));
    unsigned count = 0;
    OK(cuLibraryGetKernelCount(&count, lib));
    CHECK(count == 4);
    CUfunction kf;
    OK(cuKernelGetFunction(&kf, k));
    OK(cuKernelGetAttribute(&v, CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK, k, 0));
    CHECK(v == 1024);
    OK(cuKernelGetParamInfo(k, 2, &off, &size));
    CHECK(off == 12 && size == 4);
    CUdeviceptr d;
    OK(cuMemAlloc_v2(&d, 256 * 4));
    unsigned base = 3, nn = 256;
    void *fargs[] = {&d, &base, &nn};
    /* a CUkernel where a CUfunction goes */
    OK(cuLaunchKernel((CUfunction)(void *)k, 1, 1, 1, 256, 1, 1, 0, NULL, fargs, NULL));
    unsigned back[256];
    OK(cuMemcpyDtoH_v2(back, d, sizeof back));
    CHECK(back[0] == 3 && back[255] == 258);
    OK(cuLibraryGetGlobal(&g, &gs, lib, "answer"));
    OK(cuMemcpyDtoH_v2(&answer, g, 4));
    CHECK(answer == 42);
    OK(cuLibraryUnload(lib));
    CHECK(cuKernelGetFunction(&kf, k) == CUDA_ERROR_INVALID_HANDLE);
    CHECK(cuLibraryUnload(lib) == CUDA_ERROR_INVALID_HANDLE);
    struct {
        int magic, version;
        const void *data;
        void *unused;
    } wrapper = {0x466243B1, 1, fb, NULL};
    CUmodule wm;
    OK(cuModuleLoadData(&wm, &wrapper));
    OK(cuModuleGetFunction(&kf, wm, "lupine_add_f32"));
    OK(cuModuleUnload(wm));
    free(fb);

    /* broken fatbins: a part header larger than the fatbin, a compressed part that is not,
     * and no PTX: errors, not crashes */
    fb = make_fatbin(k_ptx, &len, 0x11, 0x5000);
    CHECK(cuModuleLoadData(&wm, fb) != CUDA_SUCCESS);
    free(fb);
    fb = make_fatbin(k_ptx, &len, 0x8011, 0x50); /* says zstd; the payload is plain text */
    CHECK(cuModuleLoadData(&wm, fb) != CUDA_SUCCESS);
    free(fb);
    CHECK(cuModuleLoadData(&wm, "not an image") == CUDA_ERROR_INVALID_IMAGE);
    CHECK(cuModuleLoadData(&wm, ".version 9.0\n.entry (") == CUDA_ERROR_INVALID_PTX);

    /* occupancy of lupine_fill_u32 (32 registers assumed, no shared memory): 2048 threads
     * per SM in blocks of 256 */
    int blocks = 0, grid = 0, block = 0;
    OK(cuOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, f_fill, 256, 0));
    CHECK(blocks == 8);
    /* with 100 KiB of dynamic shared memory (f_add, 1 KiB static): 2 per SM */
    OK(cuOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, f_add, 256, 100000));
    CHECK(blocks == 2);
    OK(cuOccupancyMaxPotentialBlockSize(&grid, &block, f_sleep, NULL, 0, 0));
    CHECK(block == 128 && grid == 16 * 132);
    OK(cuMemFree_v2(d));
}

/* ---------------------------------------------------------------- pools */

static void test_pools(void)
{
    CUmemoryPool pool;
    OK(cuDeviceGetDefaultMemPool(&pool, 0));
    CUstream s;
    OK(cuStreamCreate(&s, CU_STREAM_NON_BLOCKING));
    CUdeviceptr p;
    OK(cuMemAllocAsync(&p, 1000, s));
    launch_fill(s, p, 1, 250, CUDA_SUCCESS);
    OK(cuMemFreeAsync(p, s));
    CHECK(cuMemFreeAsync(p, s) == CUDA_ERROR_INVALID_VALUE); /* already queued */
    OK(cuStreamSynchronize(s));
    unsigned h;
    CHECK(cuMemcpyDtoH_v2(&h, p, 4) == CUDA_ERROR_INVALID_VALUE); /* freed */
    cuuint64_t v = 0;
    OK(cuMemPoolGetAttribute(pool, CU_MEMPOOL_ATTR_USED_MEM_CURRENT, &v));
    CHECK(v == 0);
    OK(cuMemPoolGetAttribute(pool, CU_MEMPOOL_ATTR_RESERVED_MEM_CURRENT, &v));
    CHECK(v == 0); /* threshold 0: released at the synchronisation */
    cuuint64_t keep = 64 << 20;
    OK(cuMemPoolSetAttribute(pool, CU_MEMPOOL_ATTR_RELEASE_THRESHOLD, &keep));
    OK(cuMemAllocAsync(&p, 3 << 20, s));
    OK(cuMemFreeAsync(p, s));
    OK(cuStreamSynchronize(s));
    OK(cuMemPoolGetAttribute(pool, CU_MEMPOOL_ATTR_RESERVED_MEM_CURRENT, &v));
    CHECK(v == 4 << 20); /* two 2 MiB granules kept */
    CUdeviceptr q;
    OK(cuMemAllocAsync(&q, 1 << 20, s)); /* reuses the kept block */
    CHECK(q == p);
    OK(cuMemPoolTrimTo(pool, 0)); /* q's granule is in use: only the free one goes */
    OK(cuMemPoolGetAttribute(pool, CU_MEMPOOL_ATTR_RESERVED_MEM_CURRENT, &v));
    CHECK(v == 2 << 20);
    CHECK(cuMemPoolSetAttribute(pool, CU_MEMPOOL_ATTR_USED_MEM_HIGH, &keep) ==
          CUDA_ERROR_INVALID_VALUE); /* only 0 may be written */
    CUmemoryPool garbage = (CUmemoryPool)(uintptr_t)0x4321;
    CHECK(cuMemPoolGetAttribute(garbage, CU_MEMPOOL_ATTR_USED_MEM_CURRENT, &v) ==
          CUDA_ERROR_INVALID_VALUE);
    CHECK(cuMemPoolDestroy(pool) == CUDA_ERROR_INVALID_VALUE); /* the default pool stays */

    /* a pool of our own, destroyed with an allocation outstanding */
    CUmemPoolProps props;
    memset(&props, 0, sizeof props);
    props.allocType = CU_MEM_ALLOCATION_TYPE_PINNED;
    props.location.type = CU_MEM_LOCATION_TYPE_DEVICE;
    props.location.id = 0;
    props.maxSize = 4 << 20;
    CUmemoryPool mine;
    OK(cuMemPoolCreate(&mine, &props));
    CUdeviceptr r;
    CHECK(cuMemAllocFromPoolAsync(&r, 5 << 20, mine, s) == CUDA_ERROR_OUT_OF_MEMORY);
    OK(cuMemAllocFromPoolAsync(&r, 1 << 20, mine, s));
    CUmemoryPool owner = NULL;
    CUcontext pctx = (CUcontext)1;
    OK(cuPointerGetAttribute(&owner, CU_POINTER_ATTRIBUTE_MEMPOOL_HANDLE, r));
    OK(cuPointerGetAttribute(&pctx, CU_POINTER_ATTRIBUTE_CONTEXT, r));
    CHECK(owner == mine && pctx == NULL);
    OK(cuMemPoolDestroy(mine));
    launch_fill(s, r, 7, 16, CUDA_SUCCESS); /* still valid until freed */
    OK(cuMemFreeAsync(r, s));
    OK(cuMemFreeAsync(q, s));
    OK(cuStreamSynchronize(s));
    OK(cuStreamDestroy_v2(s));
}

/* ---------------------------------------------------------------- VMM */

static void test_vmm(void)
{
    CUmemAllocationProp prop;
    memset(&prop, 0, sizeof prop);
    prop.type = CU_MEM_ALLOCATION_TYPE_PINNED;
    prop.location.type = CU_MEM_LOCATION_TYPE_DEVICE;
    prop.location.id = 0;
    size_t gran = 0;
    OK(cuMemGetAllocationGranularity(&gran, &prop, CU_MEM_ALLOC_GRANULARITY_MINIMUM));
    CHECK(gran == 2 << 20);
    CUdeviceptr va;
    OK(cuMemAddressReserve(&va, 4 * gran, 0, 0, 0));
    CUmemGenericAllocationHandle h;
    CHECK(cuMemCreate(&h, gran + 4096, &prop, 0) == CUDA_ERROR_INVALID_VALUE);
    OK(cuMemCreate(&h, 2 * gran, &prop, 0));
    CHECK(cuMemMap(va + 4096, 2 * gran, 0, h, 0) == CUDA_ERROR_INVALID_VALUE); /* unaligned */
    CHECK(cuMemMap(va + 3 * gran, 2 * gran, 0, h, 0) == CUDA_ERROR_INVALID_VALUE); /* past */
    CHECK(cuMemMap(va, 2 * gran, 0, (CUmemGenericAllocationHandle)0x77, 0) ==
          CUDA_ERROR_INVALID_VALUE);
    OK(cuMemMap(va, 2 * gran, 0, h, 0));
    CHECK(cuMemMap(va + gran, 2 * gran, 0, h, 0) == CUDA_ERROR_INVALID_VALUE); /* overlaps */
    OK(cuMemMap(va + 2 * gran, 2 * gran, 0, h, 0));
    unsigned x = 0xfeedface, y = 0;
    CHECK(cuMemcpyHtoD_v2(va, &x, 4) == CUDA_ERROR_INVALID_VALUE); /* no access yet */
    CUmemAccessDesc acc = {{CU_MEM_LOCATION_TYPE_DEVICE, 0}, CU_MEM_ACCESS_FLAGS_PROT_READWRITE};
    CHECK(cuMemSetAccess(va + gran, gran, &acc, 1) == CUDA_ERROR_INVALID_VALUE); /* mid-map */
    OK(cuMemSetAccess(va, 4 * gran, &acc, 1));
    OK(cuMemcpyHtoD_v2(va + 100, &x, 4));
    OK(cuMemcpyDtoH_v2(&y, va + 2 * gran + 100, 4));
    CHECK(y == x); /* one allocation, two views */
    CUdeviceptr base;
    size_t bsize;
    OK(cuMemGetAddressRange_v2(&base, &bsize, va + 2 * gran + 8));
    CHECK(base == va + 2 * gran && bsize == 2 * gran);
    OK(cuMemRelease(h)); /* the mappings keep the memory */
    CHECK(cuMemRelease(h) == CUDA_ERROR_INVALID_VALUE);
    CUmemGenericAllocationHandle again;
    OK(cuMemRetainAllocationHandle(&again, (void *)(uintptr_t)(va + 5)));
    CHECK(again == h);
    OK(cuMemRelease(again));
    CHECK(cuMemUnmap(va, gran) == CUDA_ERROR_INVALID_VALUE); /* part of a mapping */
    CHECK(cuMemAddressFree(va, 4 * gran) == CUDA_ERROR_INVALID_VALUE); /* still mapped */
    OK(cuMemUnmap(va, 4 * gran)); /* both mappings at once */
    CHECK(cuMemcpyDtoH_v2(&y, va + 100, 4) == CUDA_ERROR_INVALID_VALUE);
    OK(cuMemAddressFree(va, 4 * gran));
}

/* ---------------------------------------------------------------- 2D / 3D copies */

static void test_copies(void)
{
    CUdeviceptr d;
    size_t pitch;
    OK(cuMemAllocPitch_v2(&d, &pitch, 100, 8, 4));
    CHECK(pitch >= 100);
    unsigned char img[8][100], back[8][100];
    for (int yy = 0; yy < 8; yy++)
        for (int xx = 0; xx < 100; xx++)
            img[yy][xx] = (unsigned char)(yy * 100 + xx);
    OK(cuMemsetD2D8_v2(d, pitch, 0xee, pitch, 8));
    CUDA_MEMCPY2D c;
    memset(&c, 0, sizeof c);
    c.srcMemoryType = CU_MEMORYTYPE_HOST;
    c.srcHost = img;
    c.srcPitch = 100;
    c.dstMemoryType = CU_MEMORYTYPE_DEVICE;
    c.dstDevice = d;
    c.dstPitch = pitch;
    c.WidthInBytes = 100;
    c.Height = 8;
    OK(cuMemcpy2D_v2(&c));
    c.Height = 9; /* one row past the allocation */
    CHECK(cuMemcpy2D_v2(&c) == CUDA_ERROR_INVALID_VALUE);
    memset(&c, 0, sizeof c);
    c.srcMemoryType = CU_MEMORYTYPE_DEVICE;
    c.srcDevice = d;
    c.srcPitch = pitch;
    c.dstMemoryType = CU_MEMORYTYPE_HOST;
    c.dstHost = back;
    c.dstPitch = 100;
    c.WidthInBytes = 100;
    c.Height = 8;
    OK(cuMemcpy2D_v2(&c));
    CHECK(!memcmp(img, back, sizeof img));
    unsigned char pad = 0;
    OK(cuMemcpyDtoH_v2(&pad, d + pitch - 1, 1));
    CHECK(pitch == 100 || pad == 0xee);
    OK(cuMemFree_v2(d));
}

int main(void)
{
    CHECK(cuMemAlloc_v2(&(CUdeviceptr){0}, 4) == CUDA_ERROR_NOT_INITIALIZED);
    OK(cuInit(0));
    OK(cuDevicePrimaryCtxRetain(&ctx, 0));
    OK(cuCtxSetCurrent(ctx));
    int sms = 0;
    OK(cuDeviceGetAttribute(&sms, CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT, 0));
    CHECK(sms == 132);
    test_modules();
    test_streams();
    test_pools();
    test_vmm();
    test_copies();
    OK(cuModuleUnload(mod));
    OK(cuDevicePrimaryCtxReset_v2(0));
    if (failures)
        fprintf(stderr, "%d check(s) failed\n", failures);
    else
        printf("test_standin: all checks passed\n");
    return failures ? 1 : 0;
}
