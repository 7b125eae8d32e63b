/* Which streams are known to be idle (state layer), so a synchronisation with nothing to wait
 * for is answered without a round trip: PyTorch's `t.item()` copies a scalar to pageable
 * memory (a copy that returns only when it is done, so the stream is idle) and then
 * synchronises the stream; the second call is answered here.
 *
 * Every call that enqueues work on a stream (annotations.toml: a CUstream parameter, unless
 * the function is listed under [stream_no_work]) counts as a submission, numbered from a
 * process-wide sequence; a stream is idle when its last submission is not newer than the last
 * point where the server said it was idle (cuStreamSynchronize or cuStreamQuery success, a
 * copy to pageable memory: the number taken before that call was sent, so a submission of
 * another thread in the meantime keeps it busy). cuCtxSynchronize makes every stream idle.
 * The legacy default stream waits for work of the other blocking streams, so any submission
 * makes it busy; a per-thread default stream (CU_STREAM_PER_THREAD, a different stream in
 * each thread) is never answered here. While a stream capture is active anywhere in the
 * process nothing is answered here (synchronising a capturing stream is an error the driver
 * must give). A stream the shim has seen no work or idle point for (a new one, or a garbage
 * handle) is asked of the server. With several servers, each server has its own legacy
 * stream and its own "every stream idle" point (a context synchronisation is one server's).
 * LUPINE_CACHE=0 turns this off. */
#define _GNU_SOURCE
#include "state.h"

#include <pthread.h>
#include <string.h>

/* ---------------------------------------------------------------- page-locked memory hooks */

static void no_wait_hook(void) {}
static void no_after_hook(int all, CUstream s)
{
    (void)all;
    (void)s;
}
static void no_pointer_hook(const void *p) { (void)p; }
static lc_mapped_hook_set g_mapped_hooks = {no_wait_hook, no_after_hook, no_pointer_hook,
                                             no_pointer_hook};

void lc_on_mapped(const lc_mapped_hook_set *hooks) { g_mapped_hooks = *hooks; }

const lc_mapped_hook_set *lc_mapped_hooks(void) { return &g_mapped_hooks; }

#define LC_STREAMS 1024 /* open addressing; a full table only costs round trips */

typedef struct {
    CUstream s;
    uint64_t last;  /* sequence number of its last submission */
    uint64_t idle;  /* it was idle after everything numbered up to this */
    int used;
} lc_stream_rec;

static pthread_mutex_t g_lock = PTHREAD_MUTEX_INITIALIZER;
static lc_stream_rec g_streams[LC_STREAMS];
static uint64_t g_seq;                      /* submissions so far */
static uint64_t g_all_idle[LC_MAX_SERVERS]; /* every stream of a server idle after this */
static int g_captures;                      /* active stream captures in this process */

static int is_legacy(CUstream s) { return s == NULL || s == CU_STREAM_LEGACY; }

/* The server a stream argument names: its tag, or for NULL and the special streams the
 * calling thread's current context's. */
static int server_of(CUstream s)
{
    int srv = lc_handle_server((uint64_t)(uintptr_t)s);
    return srv >= 0 ? srv : lc_current_server();
}

static lc_stream_rec *slot(CUstream s, int create)
{
    if (is_legacy(s)) /* each server's own legacy stream */
        s = (CUstream)(uintptr_t)((uint64_t)(uintptr_t)CU_STREAM_LEGACY |
                                  ((uint64_t)server_of(s) << LC_TAG_SHIFT));
    size_t h = (size_t)(((uintptr_t)s * 0x9E3779B97F4A7C15ull) >> 22) % LC_STREAMS;
    for (size_t n = 0; n < LC_STREAMS; n++, h = (h + 1) % LC_STREAMS) {
        lc_stream_rec *r = &g_streams[h];
        if (r->used && r->s == s)
            return r;
        if (!r->used) {
            if (!create)
                return NULL;
            *r = (lc_stream_rec){s, 0, 0, 1};
            return r;
        }
    }
    return NULL;
}

uint64_t lc_stream_seq(void)
{
    pthread_mutex_lock(&g_lock);
    uint64_t v = g_seq;
    pthread_mutex_unlock(&g_lock);
    return v;
}

void lc_stream_submit(CUstream s)
{
    pthread_mutex_lock(&g_lock);
    uint64_t n = ++g_seq;
    lc_stream_rec *r = slot(s, 1);
    if (r)
        r->last = n;
    pthread_mutex_unlock(&g_lock);
}

void lc_stream_mark_idle(CUstream s, uint64_t before)
{
    if (s == CU_STREAM_PER_THREAD)
        return;
    pthread_mutex_lock(&g_lock);
    lc_stream_rec *r = slot(s, 1);
    if (r && r->idle < before)
        r->idle = before;
    pthread_mutex_unlock(&g_lock);
}

void lc_streams_all_idle(int srv, uint64_t before)
{
    if (srv < 0 || srv >= LC_MAX_SERVERS)
        return;
    pthread_mutex_lock(&g_lock);
    if (g_all_idle[srv] < before)
        g_all_idle[srv] = before;
    pthread_mutex_unlock(&g_lock);
}

void lc_stream_forget(CUstream s)
{
    pthread_mutex_lock(&g_lock);
    lc_stream_rec *r = slot(s, 0);
    if (r) /* keep the probe chain: an entry that is always busy until submitted afresh */
        r->s = (CUstream)(uintptr_t)-3;
    pthread_mutex_unlock(&g_lock);
}

void lc_capture_begin(void) { __atomic_add_fetch(&g_captures, 1, __ATOMIC_SEQ_CST); }

void lc_capture_end(void) { __atomic_sub_fetch(&g_captures, 1, __ATOMIC_SEQ_CST); }

int lc_captures_active(void) { return __atomic_load_n(&g_captures, __ATOMIC_SEQ_CST) != 0; }

/* 1 when s has no work the server has not said is done. */
static int idle(CUstream s)
{
    if (s == CU_STREAM_PER_THREAD || lc_captures_active() ||
        !lc_cache_enabled())
        return 0;
    int srv = server_of(s);
    if (srv < 0 || srv >= LC_MAX_SERVERS)
        return 0;
    pthread_mutex_lock(&g_lock);
    int yes;
    uint64_t all = g_all_idle[srv];
    if (is_legacy(s)) {
        lc_stream_rec *r = slot(s, 0);
        uint64_t since = all > (r ? r->idle : 0) ? all : (r ? r->idle : 0);
        yes = g_seq <= since;
    } else {
        /* a stream the shim never saw work or an idle point for: the server is asked (it may
         * be new, or no stream at all) */
        lc_stream_rec *r = slot(s, 0);
        uint64_t since = r && r->idle > all ? r->idle : all;
        yes = r ? r->last <= since : 0;
    }
    pthread_mutex_unlock(&g_lock);
    return yes;
}

/* A forked child: the parent's streams are of sessions it no longer has. */
static void streams_reset(void)
{
    pthread_mutex_lock(&g_lock);
    memset(g_streams, 0, sizeof g_streams);
    memset(g_all_idle, 0, sizeof g_all_idle);
    g_seq = 0;
    g_captures = 0;
    pthread_mutex_unlock(&g_lock);
}

__attribute__((constructor)) static void streams_init(void) { lc_on_fork_child(streams_reset); }

/* ---------------------------------------------------------------- API */

/* Answers locally when the stream is idle; else asks (fwd) and, on success, the stream is
 * idle after everything submitted before the question. */
static CUresult idle_or_ask(uint32_t fn, CUstream s, CUresult (*fwd)(CUstream))
{
    lc_mapped_hooks()->before_wait(); /* page-locked memory kernels use (mapped.c) */
    if (idle(s)) {
        lc_stats_local(fn);
        lc_mapped_hooks()->after_wait(0, s);
        return CUDA_SUCCESS;
    }
    uint64_t before = lc_stream_seq();
    CUresult r = fwd(s);
    if (r == CUDA_SUCCESS) {
        lc_stream_mark_idle(s, before);
        lc_mapped_hooks()->after_wait(0, s);
    }
    return r;
}

CUresult CUDAAPI cuStreamSynchronize(CUstream hStream)
{
    lc_stats_call(LUPINE_FN_cuStreamSynchronize);
    return idle_or_ask(LUPINE_FN_cuStreamSynchronize, hStream, lc_fwd_cuStreamSynchronize);
}

CUresult CUDAAPI cuStreamSynchronize_ptsz(CUstream hStream)
{
    lc_stats_call(LUPINE_FN_cuStreamSynchronize_ptsz);
    lc_mapped_hooks()->before_wait();
    CUresult r = lc_fwd_cuStreamSynchronize_ptsz(hStream);
    if (r == CUDA_SUCCESS)
        lc_mapped_hooks()->after_wait(0, hStream);
    return r;
}

CUresult CUDAAPI cuStreamQuery(CUstream hStream)
{
    lc_stats_call(LUPINE_FN_cuStreamQuery);
    return idle_or_ask(LUPINE_FN_cuStreamQuery, hStream, lc_fwd_cuStreamQuery);
}

CUresult CUDAAPI cuStreamQuery_ptsz(CUstream hStream)
{
    lc_stats_call(LUPINE_FN_cuStreamQuery_ptsz);
    return lc_fwd_cuStreamQuery_ptsz(hStream);
}

static CUresult ctx_sync(int v2, CUcontext ctx)
{
    lc_mapped_hooks()->before_wait(); /* page-locked memory kernels use (mapped.c) */
    /* another context's streams are not tracked apart: only the calling thread's own */
    if ((!v2 || !ctx || ctx == lc_current_ctx()) && idle(CU_STREAM_LEGACY)) {
        lc_stats_local(v2 ? LUPINE_FN_cuCtxSynchronize_v2 : LUPINE_FN_cuCtxSynchronize);
        lc_mapped_hooks()->after_wait(1, NULL);
        return CUDA_SUCCESS;
    }
    uint64_t before = lc_stream_seq();
    CUresult r = v2 ? lc_fwd_cuCtxSynchronize_v2(ctx) : lc_fwd_cuCtxSynchronize();
    int srv = v2 && ctx ? lc_handle_server((uint64_t)(uintptr_t)ctx) : lc_current_server();
    if (r == CUDA_SUCCESS) {
        lc_streams_all_idle(srv < 0 ? lc_current_server() : srv, before);
        lc_mapped_hooks()->after_wait(1, NULL);
    }
    return r;
}

CUresult CUDAAPI cuCtxSynchronize(void)
{
    lc_stats_call(LUPINE_FN_cuCtxSynchronize);
    return ctx_sync(0, NULL);
}

CUresult CUDAAPI cuCtxSynchronize_v2(CUcontext ctx)
{
    lc_stats_call(LUPINE_FN_cuCtxSynchronize_v2);
    return ctx_sync(1, ctx);
}
