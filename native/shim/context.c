/* Contexts on the client side: each thread's context stack lives here, so cuCtxGetCurrent
 * is answered locally (the runtime asks on nearly every call) and every call carries the
 * calling thread's current context to the server, which makes it current before running
 * the call. Changes are validated by the server first. */
#define _GNU_SOURCE
#include "state.h"

#include "lupine/export_tables.h"

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

/* What the shim knows of each device's primary context, so cuDevicePrimaryCtxGetState is
 * answered without a round trip (PyTorch's runtime asks about four times per kernel launch,
 * native/trace/h200/2026-12-01). Every retain and release of this process goes through the
 * shim, and a fresh server session starts with none, so once the state is learned (the
 * first question goes to the server) the reference count follows exactly: active while it is
 * above zero ("the context is automatically reset once the last reference to it is
 * released", cuDevicePrimaryCtxRelease). A reset, or a release while the count is not known,
 * makes the state unknown again. */
typedef struct {
    int known;    /* flags and active are the server's */
    int refs_known;
    long refs;
    unsigned flags;
    int active;
} lc_primary_state;
static lc_primary_state g_pstate[64];

/* Bumped (under g_primary_lock) by every change of what cuCtxGetDevice and
 * cuDevicePrimaryCtxGetState answer from: the context-to-device map, the primary contexts and
 * their states. A thread keeps its last answer of each with the generation it was read at,
 * and gives it again while the generation is unchanged, without the lock: PyTorch's runtime
 * asks cuCtxGetDevice_v2 about 1,700 and cuDevicePrimaryCtxGetState about 540 times per step
 * of the ladder's transformer (H200, native/gpu/h200/2026-12-02/run3-check), where a lock and
 * a search each time cost about 2 % of the step. */
static unsigned long g_primary_gen = 1;
static __thread struct {
    CUcontext ctx;
    CUdevice dev;
    unsigned long gen;
} t_getdev;
static __thread struct {
    CUdevice dev;
    unsigned flags;
    int active;
    unsigned long gen;
} t_pstate;

static unsigned long primary_gen(void) { return __atomic_load_n(&g_primary_gen, __ATOMIC_ACQUIRE); }

/* Unlock g_primary_lock after a change: answers kept by threads are stale from now. */
static void primary_unlock_changed(void)
{
    __atomic_add_fetch(&g_primary_gen, 1, __ATOMIC_RELEASE);
    pthread_mutex_unlock(&g_primary_lock);
}

/* The device of every context the shim has seen made (client numbering), so
 * cuCtxGetDevice is answered locally (PyTorch asks about eleven times per launch). */
#define LC_CTX_MAP 256
static struct {
    CUcontext ctx;
    CUdevice dev;
} g_ctxdev[LC_CTX_MAP];
static int g_nctxdev;

static void ctx_device_set(CUcontext ctx, CUdevice dev)
{
    if (!ctx)
        return;
    pthread_mutex_lock(&g_primary_lock);
    int i;
    for (i = 0; i < g_nctxdev; i++)
        if (g_ctxdev[i].ctx == ctx)
            break;
    if (i == g_nctxdev && g_nctxdev < LC_CTX_MAP)
        g_nctxdev++;
    if (i < LC_CTX_MAP) {
        g_ctxdev[i].ctx = ctx;
        g_ctxdev[i].dev = dev;
    }
    primary_unlock_changed();
}

static int ctx_device_get(CUcontext ctx, CUdevice *dev)
{
    int found = 0;
    pthread_mutex_lock(&g_primary_lock);
    for (int i = 0; i < g_nctxdev; i++)
        if (g_ctxdev[i].ctx == ctx) {
            *dev = g_ctxdev[i].dev;
            found = 1;
            break;
        }
    pthread_mutex_unlock(&g_primary_lock);
    return found;
}

int lc_ctx_device(CUcontext ctx, CUdevice *dev) { return ctx && ctx_device_get(ctx, dev); }

static void ctx_device_forget(CUcontext ctx)
{
    pthread_mutex_lock(&g_primary_lock);
    for (int i = 0; i < g_nctxdev; i++)
        if (g_ctxdev[i].ctx == ctx) {
            g_ctxdev[i] = g_ctxdev[--g_nctxdev];
            break;
        }
    primary_unlock_changed();
}

/* ---------------------------------------------------------------- limits */

/* cuCtxGetLimit answered from what the server said before, per (context, limit): a limit
 * changes only by cuCtxSetLimit, and goes with its context (cuCtxDestroy, a primary context's
 * release or reset drop every answer). Not CU_LIMIT_STACK_SIZE, which the driver raises by
 * itself at a launch that needs more (cuda.h, cuCtxSetLimit). 48 asked per GPT-2 training step
 * (native/gpu/h200/2026-12-02 run 8). */
#define LC_LIMITS 64
static struct {
    CUcontext ctx;
    CUlimit limit;
    size_t value;
} g_limits[LC_LIMITS];
static int g_nlimits;

static void limits_forget(void)
{
    pthread_mutex_lock(&g_primary_lock);
    g_nlimits = 0;
    pthread_mutex_unlock(&g_primary_lock);
}

CUresult CUDAAPI cuCtxGetLimit(size_t *pvalue, CUlimit limit)
{
    lc_stats_call(LUPINE_FN_cuCtxGetLimit);
    CUcontext ctx = lc_current_ctx();
    int cached = pvalue && ctx && limit != CU_LIMIT_STACK_SIZE;
    if (cached) {
        pthread_mutex_lock(&g_primary_lock);
        for (int i = 0; i < g_nlimits; i++)
            if (g_limits[i].ctx == ctx && g_limits[i].limit == limit) {
                *pvalue = g_limits[i].value;
                pthread_mutex_unlock(&g_primary_lock);
                lc_stats_local(LUPINE_FN_cuCtxGetLimit);
                return CUDA_SUCCESS;
            }
        pthread_mutex_unlock(&g_primary_lock);
    }
    CUresult r = lc_fwd_cuCtxGetLimit(pvalue, limit);
    if (r == CUDA_SUCCESS && cached) {
        pthread_mutex_lock(&g_primary_lock);
        if (g_nlimits < LC_LIMITS)
            g_limits[g_nlimits++] = (typeof(g_limits[0])){ctx, limit, *pvalue};
        pthread_mutex_unlock(&g_primary_lock);
    }
    return r;
}

CUresult CUDAAPI cuCtxSetLimit(CUlimit limit, size_t value)
{
    lc_stats_call(LUPINE_FN_cuCtxSetLimit);
    CUresult r = lc_fwd_cuCtxSetLimit(limit, value);
    limits_forget(); /* the driver may round what it was given, or have refused it */
    return r;
}

static void forget_process_state(void)
{
    g_nlimits = 0;
    pthread_mutex_lock(&g_primary_lock);
    memset(g_pstate, 0, sizeof g_pstate);
    memset(g_primary, 0, sizeof g_primary);
    g_nctxdev = 0;
    primary_unlock_changed();
}

CUcontext lc_current_ctx(void) { return t_depth ? t_stack[t_depth - 1] : NULL; }

/* The context a call to server srv runs in: the calling thread's current one when it is that
 * server's; else the nearest of that server's on the thread's stack; else a primary context
 * this process retained on one of that server's devices. Natively, with unified addressing, a
 * copy or a stream call works whatever device's context is current (the pointer or the
 * stream knows its own); the server makes the call's context current first, so it must be
 * one of its own. NULL: none known (the driver then answers as without a context). */
static CUcontext ctx_for_server(int srv)
{
    for (int i = t_depth - 1; i >= 0; i--)
        if (lc_handle_server((uint64_t)(uintptr_t)t_stack[i]) == srv ||
            (srv == 0 && t_stack[i] && lc_handle_server((uint64_t)(uintptr_t)t_stack[i]) < 0))
            return t_stack[i];
    pthread_mutex_lock(&g_primary_lock);
    CUcontext found = NULL;
    for (int d = 0; d < 64 && !found; d++)
        if (g_primary[d] && g_pstate[d].active && lc_dev_server(d) == srv)
            found = g_primary[d];
    for (int d = 0; d < 64 && !found; d++)
        if (g_primary[d] && lc_dev_server(d) == srv)
            found = g_primary[d];
    /* else the newest context made there (cuCtxCreate) that is still alive: a stream, event
     * or pointer of that server works whatever context is current, as on one machine */
    for (int i = g_nctxdev - 1; i >= 0 && !found; i--) {
        int s = lc_handle_server((uint64_t)(uintptr_t)g_ctxdev[i].ctx);
        if (g_ctxdev[i].ctx && (s == srv || (srv == 0 && s < 0)))
            found = g_ctxdev[i].ctx;
    }
    pthread_mutex_unlock(&g_primary_lock);
    return found;
}

/* A forked child: its one thread holds no context, and the parent's sessions are gone. */
static void forget_in_child(void)
{
    t_depth = 0;
    forget_process_state();
}

__attribute__((constructor)) static void context_init(void)
{
    lc_on_fork_child(forget_in_child);
    lc_route_contexts(lc_current_ctx, ctx_for_server); /* the context each call runs in */
}

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
    lc_stats_call(LUPINE_FN_cuCtxGetCurrent);
    if (!pctx)
        return CUDA_ERROR_INVALID_VALUE;
    *pctx = lc_current_ctx();
    return CUDA_SUCCESS;
}

CUresult CUDAAPI cuCtxSetCurrent(CUcontext ctx)
{
    lc_stats_call(LUPINE_FN_cuCtxSetCurrent);
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
    lc_stats_call(LUPINE_FN_cuCtxPushCurrent_v2);
    if (t_depth == LC_CTX_DEPTH)
        return CUDA_ERROR_OUT_OF_MEMORY;
    CUresult r = lc_fwd_cuCtxPushCurrent_v2(ctx);
    if (r == CUDA_SUCCESS)
        t_stack[t_depth++] = ctx;
    return r;
}

CUresult CUDAAPI cuCtxPopCurrent_v2(CUcontext *pctx)
{
    lc_stats_call(LUPINE_FN_cuCtxPopCurrent_v2);
    if (!t_depth)
        return CUDA_ERROR_INVALID_CONTEXT;
    CUcontext c = t_stack[--t_depth];
    if (pctx)
        *pctx = c;
    return CUDA_SUCCESS;
}

static CUresult ctx_create(CUcontext *pctx, unsigned int flags, CUdevice dev)
{
    if (t_depth == LC_CTX_DEPTH)
        return CUDA_ERROR_OUT_OF_MEMORY;
    CUresult r = lc_fwd_cuCtxCreate_v2(pctx, flags, dev);
    if (r == CUDA_SUCCESS && pctx) {
        t_stack[t_depth++] = *pctx;
        ctx_device_set(*pctx, dev);
    }
    return r;
}

CUresult CUDAAPI cuCtxCreate_v2(CUcontext *pctx, unsigned int flags, CUdevice dev)
{
    lc_stats_call(LUPINE_FN_cuCtxCreate_v2);
    return ctx_create(pctx, flags, dev);
}

CUresult CUDAAPI cuCtxCreate_v4(CUcontext *pctx, CUctxCreateParams *params, unsigned int flags,
                                CUdevice dev)
{
    lc_stats_call(LUPINE_FN_cuCtxCreate_v4);
    /* Execution-affinity and CIG parameters point into client memory; plain contexts only. */
    if (params && (params->execAffinityParams || params->cigParams))
        return lc_unsupported(LUPINE_FN_cuCtxCreate_v4);
    return ctx_create(pctx, flags, dev);
}

CUresult CUDAAPI cuCtxDestroy_v2(CUcontext ctx)
{
    lc_stats_call(LUPINE_FN_cuCtxDestroy_v2);
    CUresult r = lc_fwd_cuCtxDestroy_v2(ctx);
    if (r == CUDA_SUCCESS) {
        limits_forget();
        remove_from_stack(ctx);
        lc_cls_destroy(ctx);
        ctx_device_forget(ctx);
    }
    return r;
}

/* 1 when ctx is a primary context known to be active, or no primary context at all (a
 * created one lives until cuCtxDestroy); 0 for a primary context released to zero references
 * (the driver answers CUDA_ERROR_INVALID_CONTEXT for it) or whose state cannot be learned. */
static int ctx_usable(CUcontext ctx, CUdevice dev)
{
    if (dev < 0 || dev >= 64 || lc_primary_ctx(dev) != ctx)
        return 1;
    pthread_mutex_lock(&g_primary_lock);
    lc_primary_state st = g_pstate[dev];
    pthread_mutex_unlock(&g_primary_lock);
    if (!st.known) {
        unsigned flags;
        int active;
        if (cuDevicePrimaryCtxGetState(dev, &flags, &active) != CUDA_SUCCESS)
            return 0;
        return active;
    }
    return st.active;
}

/* cuCtxGetDevice(_v2): the device of the given (NULL: the calling thread's current) context
 * from what the shim saw when the context was made; asked of the server (and remembered)
 * otherwise, and always for a primary context that is not active. No current context: the
 * server's answer (CUDA_ERROR_INVALID_CONTEXT). */
static CUresult ctx_get_device(CUdevice *device, CUcontext ctx, int v2)
{
    if (!device)
        return v2 ? lc_fwd_cuCtxGetDevice_v2(device, ctx) : lc_fwd_cuCtxGetDevice(device);
    CUcontext c = ctx ? ctx : lc_current_ctx();
    unsigned long gen = primary_gen();
    if (c && c == t_getdev.ctx && gen == t_getdev.gen) { /* kept only where the cache is on */
        *device = t_getdev.dev;
        lc_stats_local(v2 ? LUPINE_FN_cuCtxGetDevice_v2 : LUPINE_FN_cuCtxGetDevice);
        return CUDA_SUCCESS;
    }
    CUdevice known;
    if (c && lc_cache_enabled() && ctx_device_get(c, &known) && ctx_usable(c, known)) {
        *device = known;
        t_getdev.ctx = c; /* with the generation read before the answer was */
        t_getdev.dev = known;
        t_getdev.gen = gen;
        lc_stats_local(v2 ? LUPINE_FN_cuCtxGetDevice_v2 : LUPINE_FN_cuCtxGetDevice);
        return CUDA_SUCCESS;
    }
    CUresult r = v2 ? lc_fwd_cuCtxGetDevice_v2(device, ctx) : lc_fwd_cuCtxGetDevice(device);
    if (r == CUDA_SUCCESS && c)
        ctx_device_set(c, *device);
    return r;
}

CUresult CUDAAPI cuCtxGetDevice(CUdevice *device)
{
    lc_stats_call(LUPINE_FN_cuCtxGetDevice);
    return ctx_get_device(device, NULL, 0);
}

CUresult CUDAAPI cuCtxGetDevice_v2(CUdevice *device, CUcontext ctx)
{
    lc_stats_call(LUPINE_FN_cuCtxGetDevice_v2);
    return ctx_get_device(device, ctx, 1);
}

CUresult CUDAAPI cuDevicePrimaryCtxGetState(CUdevice dev, unsigned int *flags, int *active)
{
    lc_stats_call(LUPINE_FN_cuDevicePrimaryCtxGetState);
    if (flags && active && dev >= 0 && dev < 64) {
        unsigned long gen = primary_gen();
        if (gen == t_pstate.gen && dev == t_pstate.dev) { /* kept only where the cache is on */
            *flags = t_pstate.flags;
            *active = t_pstate.active;
            lc_stats_local(LUPINE_FN_cuDevicePrimaryCtxGetState);
            return CUDA_SUCCESS;
        }
        pthread_mutex_lock(&g_primary_lock);
        lc_primary_state st = g_pstate[dev];
        pthread_mutex_unlock(&g_primary_lock);
        if (st.known && lc_cache_enabled()) {
            *flags = st.flags;
            *active = st.active;
            t_pstate.dev = dev;
            t_pstate.flags = st.flags;
            t_pstate.active = st.active;
            t_pstate.gen = gen;
            lc_stats_local(LUPINE_FN_cuDevicePrimaryCtxGetState);
            return CUDA_SUCCESS;
        }
    }
    CUresult r = lc_fwd_cuDevicePrimaryCtxGetState(dev, flags, active);
    if (r == CUDA_SUCCESS && flags && active && dev >= 0 && dev < 64) {
        pthread_mutex_lock(&g_primary_lock);
        lc_primary_state *st = &g_pstate[dev];
        st->known = 1;
        st->flags = *flags;
        st->active = *active;
        st->refs_known = !*active; /* inactive: nobody holds it */
        st->refs = 0;
        primary_unlock_changed();
    }
    return r;
}

CUresult CUDAAPI cuDevicePrimaryCtxRelease_v2(CUdevice dev)
{
    lc_stats_call(LUPINE_FN_cuDevicePrimaryCtxRelease_v2);
    CUresult r = lc_fwd_cuDevicePrimaryCtxRelease_v2(dev);
    limits_forget();
    if (r == CUDA_SUCCESS && dev >= 0 && dev < 64) {
        pthread_mutex_lock(&g_primary_lock);
        lc_primary_state *st = &g_pstate[dev];
        if (st->known && st->refs_known && st->refs > 0) {
            st->refs--;
            st->active = st->refs > 0;
        } else {
            st->known = 0;
        }
        primary_unlock_changed();
    }
    return r;
}

CUresult CUDAAPI cuDevicePrimaryCtxSetFlags_v2(CUdevice dev, unsigned int flags)
{
    lc_stats_call(LUPINE_FN_cuDevicePrimaryCtxSetFlags_v2);
    CUresult r = lc_fwd_cuDevicePrimaryCtxSetFlags_v2(dev, flags);
    if (dev >= 0 && dev < 64) {
        pthread_mutex_lock(&g_primary_lock);
        if (r == CUDA_SUCCESS)
            g_pstate[dev].flags = flags;
        else
            g_pstate[dev].known = 0;
        primary_unlock_changed();
    }
    return r;
}

CUresult CUDAAPI cuDevicePrimaryCtxRetain(CUcontext *pctx, CUdevice dev)
{
    lc_stats_call(LUPINE_FN_cuDevicePrimaryCtxRetain);
    CUresult r = lc_fwd_cuDevicePrimaryCtxRetain(pctx, dev);
    if (r == CUDA_SUCCESS && pctx && dev >= 0 && dev < 64) {
        pthread_mutex_lock(&g_primary_lock);
        g_primary[dev] = *pctx;
        lc_primary_state *st = &g_pstate[dev];
        if (st->known) {
            st->active = 1;
            if (st->refs_known)
                st->refs++;
        }
        primary_unlock_changed();
        ctx_device_set(*pctx, dev);
    }
    return r;
}

CUresult CUDAAPI cuDevicePrimaryCtxReset_v2(CUdevice dev)
{
    lc_stats_call(LUPINE_FN_cuDevicePrimaryCtxReset_v2);
    CUresult r = lc_fwd_cuDevicePrimaryCtxReset_v2(dev);
    limits_forget();
    if (dev >= 0 && dev < 64) {
        pthread_mutex_lock(&g_primary_lock);
        g_pstate[dev].known = 0;
        primary_unlock_changed();
    }
    if (r == CUDA_SUCCESS) {
        CUcontext c = lc_primary_ctx(dev);
        if (c) {
            lc_cls_destroy(c);
            lc_code_unloaded();
        }
        /* A reset frees every allocation of the primary context; with one device per
         * server session (the common case) that is every range that server gave. */
        lc_ranges_clear_server(lc_dev_server(dev) < 0 ? 0 : lc_dev_server(dev));
    }
    return r;
}

/* The CUDA 7 names of the primary-context calls (cupy's runtime asks for Release and Reset
 * in these versions). They behave as the _v2 calls, except that the old cuDevicePrimaryCtxSetFlags
 * refuses to change an active primary context. */
CUresult CUDAAPI cuDevicePrimaryCtxRelease(CUdevice dev)
{
    lc_stats_call(LUPINE_FN_cuDevicePrimaryCtxRelease);
    return cuDevicePrimaryCtxRelease_v2(dev);
}

CUresult CUDAAPI cuDevicePrimaryCtxReset(CUdevice dev)
{
    lc_stats_call(LUPINE_FN_cuDevicePrimaryCtxReset);
    return cuDevicePrimaryCtxReset_v2(dev);
}

CUresult CUDAAPI cuDevicePrimaryCtxSetFlags(CUdevice dev, unsigned int flags)
{
    lc_stats_call(LUPINE_FN_cuDevicePrimaryCtxSetFlags);
    unsigned int old;
    int active = 0;
    CUresult r = cuDevicePrimaryCtxGetState(dev, &old, &active);
    if (r != CUDA_SUCCESS)
        return r;
    return active ? CUDA_ERROR_PRIMARY_CONTEXT_ACTIVE : cuDevicePrimaryCtxSetFlags_v2(dev, flags);
}

/* ---------------------------------------------------------------- green contexts */

/* Each green context this process made: its device (client numbering) and the context
 * cuCtxFromGreenCtx gave for it, so that context's device is known locally, as a created
 * context's is, and the context is forgotten with its green context. */
#define LC_GREEN_MAP 64
static struct {
    CUgreenCtx green;
    CUdevice dev;
    CUcontext ctx;
} g_green[LC_GREEN_MAP];
static int g_ngreen;

CUresult CUDAAPI cuGreenCtxCreate(CUgreenCtx *phCtx, CUdevResourceDesc desc, CUdevice dev,
                                  unsigned int flags)
{
    lc_stats_call(LUPINE_FN_cuGreenCtxCreate);
    CUresult r = lc_fwd_cuGreenCtxCreate(phCtx, desc, dev, flags);
    if (r == CUDA_SUCCESS && phCtx) {
        pthread_mutex_lock(&g_primary_lock);
        if (g_ngreen < LC_GREEN_MAP) /* else its context's device is asked of the server */
            g_green[g_ngreen++] = (__typeof__(g_green[0])){*phCtx, dev, NULL};
        pthread_mutex_unlock(&g_primary_lock);
    }
    return r;
}

CUresult CUDAAPI cuCtxFromGreenCtx(CUcontext *pContext, CUgreenCtx hCtx)
{
    lc_stats_call(LUPINE_FN_cuCtxFromGreenCtx);
    CUresult r = lc_fwd_cuCtxFromGreenCtx(pContext, hCtx);
    if (r != CUDA_SUCCESS || !pContext)
        return r;
    int found = 0;
    CUdevice dev = 0;
    pthread_mutex_lock(&g_primary_lock);
    for (int i = 0; i < g_ngreen && !found; i++)
        if (g_green[i].green == hCtx) {
            g_green[i].ctx = *pContext;
            dev = g_green[i].dev;
            found = 1;
        }
    pthread_mutex_unlock(&g_primary_lock);
    if (found)
        ctx_device_set(*pContext, dev);
    return r;
}

/* The green context's context goes with it: off this thread's stack (as cuCtxDestroy takes a
 * destroyed context off the calling thread's), its context-local storage destroyed, its
 * device and the answers cached for it forgotten (a later context may reuse the value). */
CUresult CUDAAPI cuGreenCtxDestroy(CUgreenCtx hCtx)
{
    lc_stats_call(LUPINE_FN_cuGreenCtxDestroy);
    CUresult r = lc_fwd_cuGreenCtxDestroy(hCtx);
    if (r != CUDA_SUCCESS)
        return r;
    CUcontext ctx = NULL;
    pthread_mutex_lock(&g_primary_lock);
    for (int i = 0; i < g_ngreen; i++)
        if (g_green[i].green == hCtx) {
            ctx = g_green[i].ctx;
            g_green[i] = g_green[--g_ngreen];
            break;
        }
    pthread_mutex_unlock(&g_primary_lock);
    if (ctx) {
        remove_from_stack(ctx);
        lc_cls_destroy(ctx);
        ctx_device_forget(ctx);
    }
    lc_cache_drop(LC_CACHE_function);
    lc_cache_drop(LC_CACHE_attribute);
    lc_cache_drop(LC_CACHE_context);
    return r;
}
