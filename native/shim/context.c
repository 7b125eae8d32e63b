/* Contexts on the client side: each thread's context stack lives here, so cuCtxGetCurrent
 * is answered locally (the runtime asks on nearly every call) and every call carries the
 * calling thread's current context to the server, which makes it current before running
 * the call. Changes are validated by the server first. */
#define _GNU_SOURCE
#include "client.h"

#include <pthread.h>
#include <string.h>

#define LC_CTX_DEPTH 64

static __thread CUcontext t_stack[LC_CTX_DEPTH];
static __thread int t_depth;
/* The thread's stream capture mode (cuThreadExchangeStreamCaptureMode, native/shim/graph.c):
 * per thread in the driver, so kept here with the context stack and sent with each call. A
 * new thread starts in CU_STREAM_CAPTURE_MODE_GLOBAL (0), as with the driver. */
static __thread int t_capture_mode;

static pthread_mutex_t g_primary_lock = PTHREAD_MUTEX_INITIALIZER;
static CUcontext g_primary[64];

CUcontext lc_current_ctx(void) { return t_depth ? t_stack[t_depth - 1] : NULL; }

void lc_context_forget_thread_state(void) { t_depth = 0; }

int lc_capture_mode(void) { return t_capture_mode; }

int lc_capture_mode_exchange(int mode)
{
    int old = t_capture_mode;
    t_capture_mode = mode;
    return old;
}

CUcontext lc_primary_ctx(CUdevice dev)
{
    if (dev < 0 || dev >= 64)
        return NULL;
    pthread_mutex_lock(&g_primary_lock);
    CUcontext c = g_primary[dev];
    pthread_mutex_unlock(&g_primary_lock);
    return c;
}

static void remove_from_stack(CUcontext ctx)
{
    for (int i = 0; i < t_depth; i++)
        if (t_stack[i] == ctx) {
            memmove(&t_stack[i], &t_stack[i + 1], (size_t)(t_depth - i - 1) * sizeof(CUcontext));
            t_depth--;
            i--;
        }
}

CUresult CUDAAPI cuCtxGetCurrent(CUcontext *pctx)
{
    if (!pctx)
        return CUDA_ERROR_INVALID_VALUE;
    *pctx = lc_current_ctx();
    return CUDA_SUCCESS;
}

CUresult CUDAAPI cuCtxSetCurrent(CUcontext ctx)
{
    if (ctx == lc_current_ctx() && ctx)
        return CUDA_SUCCESS;
    CUresult r = lc_fwd_cuCtxSetCurrent(ctx);
    if (r != CUDA_SUCCESS)
        return r;
    if (!ctx) {
        if (t_depth)
            t_depth--;
    } else if (t_depth) {
        t_stack[t_depth - 1] = ctx;
    } else {
        t_stack[t_depth++] = ctx;
    }
    return CUDA_SUCCESS;
}

CUresult CUDAAPI cuCtxPushCurrent_v2(CUcontext ctx)
{
    if (t_depth == LC_CTX_DEPTH)
        return CUDA_ERROR_OUT_OF_MEMORY;
    CUresult r = lc_fwd_cuCtxPushCurrent_v2(ctx);
    if (r == CUDA_SUCCESS)
        t_stack[t_depth++] = ctx;
    return r;
}

CUresult CUDAAPI cuCtxPopCurrent_v2(CUcontext *pctx)
{
    if (!t_depth)
        return CUDA_ERROR_INVALID_CONTEXT;
    CUcontext c = t_stack[--t_depth];
    if (pctx)
        *pctx = c;
    return CUDA_SUCCESS;
}

CUresult CUDAAPI cuCtxCreate_v2(CUcontext *pctx, unsigned int flags, CUdevice dev)
{
    if (t_depth == LC_CTX_DEPTH)
        return CUDA_ERROR_OUT_OF_MEMORY;
    CUresult r = lc_fwd_cuCtxCreate_v2(pctx, flags, dev);
    if (r == CUDA_SUCCESS && pctx)
        t_stack[t_depth++] = *pctx;
    return r;
}

CUresult CUDAAPI cuCtxCreate_v4(CUcontext *pctx, CUctxCreateParams *params, unsigned int flags,
                                CUdevice dev)
{
    /* Execution-affinity and CIG parameters point into client memory; plain contexts only. */
    if (params && (params->execAffinityParams || params->cigParams))
        return lc_unsupported(LUPINE_FN_cuCtxCreate_v4);
    return cuCtxCreate_v2(pctx, flags, dev);
}

CUresult CUDAAPI cuCtxDestroy_v2(CUcontext ctx)
{
    CUresult r = lc_fwd_cuCtxDestroy_v2(ctx);
    if (r == CUDA_SUCCESS) {
        remove_from_stack(ctx);
        lc_cls_destroy(ctx);
    }
    return r;
}

CUresult CUDAAPI cuDevicePrimaryCtxRetain(CUcontext *pctx, CUdevice dev)
{
    CUresult r = lc_fwd_cuDevicePrimaryCtxRetain(pctx, dev);
    if (r == CUDA_SUCCESS && pctx && dev >= 0 && dev < 64) {
        pthread_mutex_lock(&g_primary_lock);
        g_primary[dev] = *pctx;
        pthread_mutex_unlock(&g_primary_lock);
    }
    return r;
}

CUresult CUDAAPI cuDevicePrimaryCtxReset_v2(CUdevice dev)
{
    CUresult r = lc_fwd_cuDevicePrimaryCtxReset_v2(dev);
    if (r == CUDA_SUCCESS) {
        CUcontext c = lc_primary_ctx(dev);
        if (c) {
            lc_cls_destroy(c);
            lc_layouts_clear();
        }
        /* A reset frees every allocation of the primary context; with one device per
         * server session (the common case) that is every range we know. */
        lc_ranges_clear();
    }
    return r;
}

/* The CUDA 7 names of the primary-context calls (cupy's runtime asks for Release and Reset
 * in these versions). They behave as the _v2 calls, except that the old cuDevicePrimaryCtxSetFlags
 * refuses to change an active primary context. */
CUresult CUDAAPI cuDevicePrimaryCtxRelease(CUdevice dev) { return cuDevicePrimaryCtxRelease_v2(dev); }

CUresult CUDAAPI cuDevicePrimaryCtxReset(CUdevice dev) { return cuDevicePrimaryCtxReset_v2(dev); }

CUresult CUDAAPI cuDevicePrimaryCtxSetFlags(CUdevice dev, unsigned int flags)
{
    unsigned int old;
    int active = 0;
    CUresult r = cuDevicePrimaryCtxGetState(dev, &old, &active);
    if (r != CUDA_SUCCESS)
        return r;
    return active ? CUDA_ERROR_PRIMARY_CONTEXT_ACTIVE : cuDevicePrimaryCtxSetFlags_v2(dev, flags);
}
