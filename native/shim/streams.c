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
 * must give). LUPINE_CACHE=0 turns this off. */
#define _GNU_SOURCE
#include "client.h"

#include <pthread.h>
#include <string.h>

#define LC_STREAMS 1024 /* open addressing; a full table only costs round trips */

typedef struct {
    CUstream s;
    uint64_t last;  /* sequence number of its last submission */
    uint64_t idle;  /* it was idle after everything numbered up to this */
    int used;
} lc_stream_rec;

static pthread_mutex_t g_lock = PTHREAD_MUTEX_INITIALIZER;
static lc_stream_rec g_streams[LC_STREAMS];
static uint64_t g_seq;        /* submissions so far */
static uint64_t g_all_idle;   /* every stream idle after this */
static int g_captures;        /* active stream captures in this process */

static int is_legacy(CUstream s) { return s == NULL || s == CU_STREAM_LEGACY; }

static lc_stream_rec *slot(CUstream s, int create)
{
    if (is_legacy(s))
        s = CU_STREAM_LEGACY;
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

void lc_streams_all_idle(uint64_t before)
{
    pthread_mutex_lock(&g_lock);
    if (g_all_idle < before)
        g_all_idle = before;
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

/* 1 when s has no work the server has not said is done. */
static int idle(CUstream s)
{
    if (s == CU_STREAM_PER_THREAD || __atomic_load_n(&g_captures, __ATOMIC_SEQ_CST) ||
        !lc_cache_enabled())
        return 0;
    pthread_mutex_lock(&g_lock);
    int yes;
    if (is_legacy(s)) {
        lc_stream_rec *r = slot(s, 0);
        uint64_t since = g_all_idle > (r ? r->idle : 0) ? g_all_idle : (r ? r->idle : 0);
        yes = g_seq <= since;
    } else {
        lc_stream_rec *r = slot(s, 0);
        uint64_t since = r && r->idle > g_all_idle ? r->idle : g_all_idle;
        /* a stream the shim never saw work for: idle only if nothing at all was submitted
         * since every stream was last idle */
        yes = r ? r->last <= since : g_seq <= g_all_idle;
    }
    pthread_mutex_unlock(&g_lock);
    return yes;
}

void lc_streams_reset(void)
{
    pthread_mutex_lock(&g_lock);
    memset(g_streams, 0, sizeof g_streams);
    g_seq = g_all_idle = 0;
    g_captures = 0;
    pthread_mutex_unlock(&g_lock);
}

/* ---------------------------------------------------------------- API */

/* Answers locally when the stream is idle; else asks (fwd) and, on success, the stream is
 * idle after everything submitted before the question. */
static CUresult idle_or_ask(uint32_t fn, CUstream s, CUresult (*fwd)(CUstream))
{
    if (idle(s)) {
        lc_stats_local(fn);
        return CUDA_SUCCESS;
    }
    uint64_t before = lc_stream_seq();
    CUresult r = fwd(s);
    if (r == CUDA_SUCCESS)
        lc_stream_mark_idle(s, before);
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
    return lc_fwd_cuStreamSynchronize_ptsz(hStream);
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
    /* another context's streams are not tracked apart: only the calling thread's own */
    if ((!v2 || !ctx || ctx == lc_current_ctx()) && idle(CU_STREAM_LEGACY)) {
        lc_stats_local(v2 ? LUPINE_FN_cuCtxSynchronize_v2 : LUPINE_FN_cuCtxSynchronize);
        return CUDA_SUCCESS;
    }
    uint64_t before = lc_stream_seq();
    CUresult r = v2 ? lc_fwd_cuCtxSynchronize_v2(ctx) : lc_fwd_cuCtxSynchronize();
    if (r == CUDA_SUCCESS)
        lc_streams_all_idle(before);
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
