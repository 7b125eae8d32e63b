/* Page-locked host memory that kernels use directly (unified addressing), through a device
 * shadow.
 *
 * Under unified addressing a page-locked host pointer is a device pointer: kernels read and
 * write such memory over PCIe, and copies and memsets take it where they take device memory.
 * XLA relies on it in every autotuning run (H200 trace of a jitted JAX matmul, 2026-12-02,
 * native/gpu/h200/2026-12-02/run4-jax): its redzone checker allocates an 8-byte page-locked
 * counter (cuMemHostAlloc), zeroes it with cuMemsetD32Async, passes it to two checking kernels
 * that count into it, and copies it back with cuMemcpyDtoHAsync; its timer launches a delay
 * kernel that spins on a page-locked semaphore until the host writes "release" into it. A GPU
 * on another machine cannot reach this process's memory, so the shim gives each such
 * allocation a device shadow and keeps the two in step where CUDA's ordering lets a program
 * look:
 *  - a launch whose parameters hold an address inside page-locked memory (at most
 *    LUPINE_MAPPED_MAX bytes, default 64 MiB) gets the shadow's address there instead; the
 *    host bytes go to the shadow first, in stream order, when they changed since the shadow
 *    last had them;
 *  - a synchronisation (cuStreamSynchronize, cuCtxSynchronize, cuEventSynchronize and the
 *    queries) first sends host bytes that changed to their shadows on a stream of the shim's
 *    own that waits for nothing (a kernel spinning on a semaphore sees the host's write then),
 *    and afterwards brings back the shadows that kernels of a stream now idle may have written;
 *  - a copy or memset whose "device" side is page-locked memory is done in this process after
 *    its stream, with the shadow's bytes brought back first (memory.c, and the memsets here).
 * What this cannot give: a host thread that polls page-locked memory while a kernel writes it
 * sees the kernel's writes only at the next synchronisation; a kernel that polls sees a host
 * write only at the host's next synchronisation. Stream capture of such a launch is refused. */
#define _GNU_SOURCE
#include "client.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    uintptr_t host; /* the page-locked allocation or registration */
    size_t size;
    CUdeviceptr dev; /* its shadow, in context ctx */
    CUcontext ctx;
    CUstream side;        /* the shim's own non-blocking stream of that context */
    unsigned char *seen;  /* the bytes the shadow had when last sent or brought back */
    int device_dirty;     /* a kernel was given the shadow since it was last brought back */
    CUstream stream;      /* the stream of that kernel */
} lc_mapped;

static pthread_mutex_t g_lock = PTHREAD_MUTEX_INITIALIZER;
static lc_mapped *g_m;
static size_t g_n, g_cap;
static size_t g_max = (size_t)64 << 20;
static pthread_once_t g_once = PTHREAD_ONCE_INIT;

/* A forked child has a session of its own, without the parent's device copies. */
static void forget_child(void)
{
    pthread_mutex_init(&g_lock, NULL);
    for (size_t i = 0; i < g_n; i++)
        free(g_m[i].seen);
    g_n = 0;
}

static void init(void)
{
    const char *e = getenv("LUPINE_MAPPED_MAX");
    if (e && *e)
        g_max = (size_t)strtoull(e, NULL, 10);
    pthread_atfork(NULL, NULL, forget_child);
}

/* With g_lock: the shadow of the allocation at host, or NULL. */
static lc_mapped *find(uintptr_t host)
{
    for (size_t i = 0; i < g_n; i++)
        if (g_m[i].host == host)
            return &g_m[i];
    return NULL;
}

/* With g_lock: the side stream of the current context (made once per shadow's context). */
static CUresult side_stream(CUcontext ctx, CUstream *out)
{
    for (size_t i = 0; i < g_n; i++)
        if (g_m[i].ctx == ctx && g_m[i].side) {
            *out = g_m[i].side;
            return CUDA_SUCCESS;
        }
    return lc_fwd_cuStreamCreate(out, CU_STREAM_NON_BLOCKING);
}

/* With g_lock: the shadow's bytes into host memory (waits for the side stream only). */
static CUresult bring_back(lc_mapped *m)
{
    /* into pageable memory: answered with the bytes once the copy is done */
    CUresult r = cuMemcpyDtoHAsync_v2(m->seen, m->dev, m->size, m->side);
    if (r == CUDA_SUCCESS) {
        memcpy((void *)m->host, m->seen, m->size);
        m->device_dirty = 0;
    }
    return r;
}

/* With g_lock: host bytes that changed since the shadow last had them, sent on the side
 * stream; waits for that copy. */
static CUresult send_changed(lc_mapped *m)
{
    if (!memcmp((const void *)m->host, m->seen, m->size))
        return CUDA_SUCCESS;
    memcpy(m->seen, (const void *)m->host, m->size);
    CUresult r = cuMemcpyHtoDAsync_v2(m->dev, m->seen, m->size, m->side);
    return r == CUDA_SUCCESS ? lc_fwd_cuStreamSynchronize(m->side) : r;
}

/* With g_lock: a device copy of the page-locked allocation [base, base+len) in context ctx,
 * its host bytes sent on stream s. The shim's own calls, made in the relaxed capture mode: an
 * application capturing a graph on another stream does not forbid them (the driver API's
 * cuThreadExchangeStreamCaptureMode). */
static CUresult make_copy(const void *base, size_t len, CUcontext ctx, CUstream s,
                          lc_mapped **out)
{
    if (g_n == g_cap) {
        size_t cap = g_cap ? 2 * g_cap : 16;
        lc_mapped *n = realloc(g_m, cap * sizeof *n);
        if (!n)
            return CUDA_ERROR_OUT_OF_MEMORY;
        g_m = n;
        g_cap = cap;
    }
    lc_mapped m = {(uintptr_t)base, len, 0, ctx, NULL, malloc(len ? len : 1), 0, NULL};
    if (!m.seen)
        return CUDA_ERROR_OUT_OF_MEMORY;
    int mode = lc_capture_mode_exchange(CU_STREAM_CAPTURE_MODE_RELAXED);
    CUresult r = side_stream(ctx, &m.side);
    if (r == CUDA_SUCCESS)
        r = cuMemAlloc_v2(&m.dev, len ? len : 1);
    lc_capture_mode_exchange(mode);
    if (r == CUDA_SUCCESS) {
        memcpy(m.seen, base, len);
        r = cuMemcpyHtoDAsync_v2(m.dev, m.seen, len, s);
    }
    if (r != CUDA_SUCCESS) {
        free(m.seen);
        return r;
    }
    g_m[g_n] = m;
    *out = &g_m[g_n++];
    lc_debug("page-locked memory %p+%zu given to kernels through device memory 0x%llx", base,
             len, (unsigned long long)m.dev);
    return CUDA_SUCCESS;
}

CUresult lc_mapped_launch(unsigned char *buf, size_t total, CUstream s)
{
    pthread_once(&g_once, init);
    CUresult r = CUDA_SUCCESS;
    for (size_t at = 0; at + 8 <= total && r == CUDA_SUCCESS; at += 8) {
        uint64_t v;
        memcpy(&v, buf + at, 8);
        const void *base;
        size_t len;
        if (!lc_host_maybe(v) || lc_range_find(v, 1) != 0 ||
            !lc_host_find((const void *)(uintptr_t)v, &base, &len, NULL))
            continue;
        if (len > g_max) {
            fprintf(stderr, "lupine: a kernel argument points into %zu bytes of page-locked "
                            "memory of this process; LUPINE gives such memory to kernels through a "
                            "device copy of at most LUPINE_MAPPED_MAX (%zu) bytes\n", len, g_max);
            return CUDA_ERROR_NOT_SUPPORTED;
        }
        CUstreamCaptureStatus cap = CU_STREAM_CAPTURE_STATUS_NONE;
        if (lc_captures_active() && lc_fwd_cuStreamIsCapturing(s, &cap) == CUDA_SUCCESS &&
            cap != CU_STREAM_CAPTURE_STATUS_NONE)
            return lc_refuse(LUPINE_FN_cuLaunchKernel,
                             "a captured kernel argument points into page-locked memory of this "
                             "process, which the GPU cannot reach when the graph runs");
        CUcontext ctx = lc_current_ctx();
        pthread_mutex_lock(&g_lock);
        lc_mapped *m = find((uintptr_t)base);
        if (m && m->ctx != ctx) {
            pthread_mutex_unlock(&g_lock);
            return lc_refuse(LUPINE_FN_cuLaunchKernel,
                             "page-locked memory given to kernels of two contexts");
        }
        if (!m) {
            r = make_copy(base, len, ctx, s, &m);
        } else if (memcmp((const void *)m->host, m->seen, m->size)) { /* in stream order */
            memcpy(m->seen, (const void *)m->host, m->size);
            r = cuMemcpyHtoDAsync_v2(m->dev, m->seen, m->size, s);
        }
        if (r != CUDA_SUCCESS) {
            pthread_mutex_unlock(&g_lock);
            return r;
        }
        uint64_t moved = m->dev + (v - (uint64_t)m->host);
        memcpy(buf + at, &moved, 8);
        m->device_dirty = 1;
        m->stream = s;
        pthread_mutex_unlock(&g_lock);
    }
    return r;
}

static void before_wait(void)
{
    if (!__atomic_load_n(&g_n, __ATOMIC_RELAXED))
        return;
    CUcontext ctx = lc_current_ctx();
    pthread_mutex_lock(&g_lock);
    for (size_t i = 0; i < g_n; i++)
        if (g_m[i].ctx == ctx && send_changed(&g_m[i]) != CUDA_SUCCESS)
            lc_debug("page-locked memory %p: sending it to its device copy failed",
                     (void *)g_m[i].host);
    pthread_mutex_unlock(&g_lock);
}

static void after_wait(int all, CUstream s)
{
    if (!__atomic_load_n(&g_n, __ATOMIC_RELAXED))
        return;
    CUcontext ctx = lc_current_ctx();
    pthread_mutex_lock(&g_lock);
    for (size_t i = 0; i < g_n; i++) {
        lc_mapped *m = &g_m[i];
        if (!m->device_dirty || m->ctx != ctx)
            continue;
        /* the kernel's stream is done: said by the synchronisation itself, or asked */
        int done = all || m->stream == s || lc_fwd_cuStreamQuery(m->stream) == CUDA_SUCCESS;
        if (done && bring_back(m) != CUDA_SUCCESS)
            lc_debug("page-locked memory %p: bringing back its device copy failed",
                     (void *)m->host);
    }
    pthread_mutex_unlock(&g_lock);
}

static void settle(const void *p)
{
    const void *base;
    if (!__atomic_load_n(&g_n, __ATOMIC_RELAXED) || !lc_host_find(p, &base, NULL, NULL))
        return;
    pthread_mutex_lock(&g_lock);
    lc_mapped *m = find((uintptr_t)base);
    if (m && m->device_dirty)
        bring_back(m);
    pthread_mutex_unlock(&g_lock);
}

static void forget(const void *p)
{
    if (!__atomic_load_n(&g_n, __ATOMIC_RELAXED))
        return;
    pthread_mutex_lock(&g_lock);
    lc_mapped *m = find((uintptr_t)p);
    if (m) {
        lc_fwd_cuMemFree_v2(m->dev); /* its range goes with it */
        free(m->seen);
        *m = g_m[--g_n];
    }
    pthread_mutex_unlock(&g_lock);
}

__attribute__((constructor)) static void mapped_init(void)
{
    static const lc_mapped_hook_set hooks = {before_wait, after_wait, settle, forget};
    lc_on_mapped(&hooks);
}

/* ---------------------------------------------------------------- memsets */

/* A memset whose destination is page-locked memory of this process: done here, after its
 * stream (async) or the legacy stream (the synchronous forms), with the bytes of a device copy
 * brought back first. 0: not page-locked memory (the server's memset). */
static int host_memset(CUdeviceptr dst, unsigned v, size_t n, size_t width, CUstream s,
                       int per_thread, CUresult *r)
{
    if (!n || lc_range_find((uint64_t)dst, n * width) != 0)
        return 0;
    const void *base;
    size_t len;
    void *p = (void *)(uintptr_t)dst;
    if (!lc_host_find(p, &base, &len, NULL) || (uintptr_t)p - (uintptr_t)base > len ||
        n * width > len - ((uintptr_t)p - (uintptr_t)base))
        return 0;
    *r = per_thread ? cuStreamSynchronize_ptsz(s) : cuStreamSynchronize(s);
    if (*r != CUDA_SUCCESS)
        return 1;
    settle(p);
    unsigned char *b = p;
    for (size_t i = 0; i < n; i++)
        memcpy(b + i * width, &v, width); /* little-endian: the value's low bytes */
    return 1;
}

#define MEMSET(name, width, ptsz, async)                                                     \
    CUresult CUDAAPI name(CUdeviceptr dst, MEMSET_T##width v, size_t n MEMSET_STREAM_##async) \
    {                                                                                        \
        lc_stats_call(LUPINE_FN_##name);                                                     \
        CUresult r;                                                                          \
        if (host_memset(dst, v, n, width, MEMSET_S_##async, ptsz, &r))                       \
            return r;                                                                        \
        return lc_fwd_##name(dst, v, n MEMSET_ARG_##async);                                  \
    }
#define MEMSET_STREAM_0
#define MEMSET_STREAM_1 , CUstream s
#define MEMSET_S_0 NULL
#define MEMSET_S_1 s
#define MEMSET_ARG_0
#define MEMSET_ARG_1 , s
#define MEMSET_T1 unsigned char
#define MEMSET_T2 unsigned short
#define MEMSET_T4 unsigned int

MEMSET(cuMemsetD8_v2, 1, 0, 0)
MEMSET(cuMemsetD16_v2, 2, 0, 0)
MEMSET(cuMemsetD32_v2, 4, 0, 0)
MEMSET(cuMemsetD8_v2_ptds, 1, 1, 0)
MEMSET(cuMemsetD16_v2_ptds, 2, 1, 0)
MEMSET(cuMemsetD32_v2_ptds, 4, 1, 0)
MEMSET(cuMemsetD8Async, 1, 0, 1)
MEMSET(cuMemsetD16Async, 2, 0, 1)
MEMSET(cuMemsetD32Async, 4, 0, 1)
MEMSET(cuMemsetD8Async_ptsz, 1, 1, 1)
MEMSET(cuMemsetD16Async_ptsz, 2, 1, 1)
MEMSET(cuMemsetD32Async_ptsz, 4, 1, 1)

/* ---------------------------------------------------------------- event waits */

CUresult CUDAAPI cuEventSynchronize(CUevent e)
{
    lc_stats_call(LUPINE_FN_cuEventSynchronize);
    before_wait();
    CUresult r = lc_fwd_cuEventSynchronize(e);
    if (r == CUDA_SUCCESS)
        after_wait(0, (CUstream)(uintptr_t)-1);
    return r;
}

CUresult CUDAAPI cuEventQuery(CUevent e)
{
    lc_stats_call(LUPINE_FN_cuEventQuery);
    before_wait();
    CUresult r = lc_fwd_cuEventQuery(e);
    if (r == CUDA_SUCCESS)
        after_wait(0, (CUstream)(uintptr_t)-1);
    return r;
}
