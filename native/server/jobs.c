/* lupine-server's jobs (jobs.h): the client thread's context made current on a server thread,
 * and the calls that can wait ([blocking]) handed to waiter threads, with the heartbeat that
 * tells the client a long call from a silent server (session.c describes the threads). Above
 * the registry (registry.h), below the calls. */
#define _GNU_SOURCE
#include "jobs.h"

#include <stdio.h>
#include <string.h>
#include <time.h>

static __thread unsigned t_ctx_epoch;
/* The mode a waiter last set for itself (the driver's is per thread, and starts global). */
static __thread int t_waiter_mode;
#define CTX_UNKNOWN UINT64_MAX

typedef CUresult (*ctx_set_fn)(CUcontext);
typedef CUresult (*ctx_get_fn)(CUcontext *);

/* Makes the client thread's context current on this server thread before its call runs. */
CUresult ls_apply_context(ls_session *s, uint64_t ctx)
{
    unsigned epoch = __atomic_load_n(&s->ctx_epoch, __ATOMIC_ACQUIRE);
    if (epoch != t_ctx_epoch) {
        /* another thread destroyed or reset a context: ask the driver what is current here
         * (a reset primary context stays current; a destroyed one is no longer ours) */
        t_ctx_epoch = epoch;
        ls_refresh_context(s);
        /* "If ctx is current to other threads, then ctx will remain current to those threads"
         * (cuCtxDestroy): pop it here as the destroying thread's own stack would have been */
        ctx_get_fn pop = (ctx_get_fn)s->real[LUPINE_FN_cuCtxPopCurrent_v2];
        for (int i = 0; i < 64 && t_cur_ctx && !ls_handle_ok(s, LS_H_CUctx_st, t_cur_ctx); i++) {
            CUcontext gone;
            if (!pop || pop(&gone) != CUDA_SUCCESS)
                break;
            ls_refresh_context(s);
        }
        if (!ls_handle_ok(s, LS_H_CUctx_st, t_cur_ctx))
            t_cur_ctx = CTX_UNKNOWN;
    }
    if (ctx == t_cur_ctx)
        return CUDA_SUCCESS;
    if (!ls_handle_ok(s, LS_H_CUctx_st, ctx))
        return CUDA_ERROR_INVALID_CONTEXT;
    ctx_set_fn set = (ctx_set_fn)s->real[LUPINE_FN_cuCtxSetCurrent];
    if (!set)
        return CUDA_ERROR_NOT_SUPPORTED;
    CUresult r = set((CUcontext)(uintptr_t)ctx);
    if (r == CUDA_SUCCESS)
        t_cur_ctx = ctx;
    return r;
}

/* ---------------------------------------------------------------- waiters */

struct ls_waiters {
    pthread_mutex_t mu;
    pthread_cond_t cv;
    ls_job *head, *tail;
    int threads, idle, queued, busy; /* busy: jobs queued or running */
    long spin_ns; /* LUPINE_WAITER_SPIN_US */
    /* heartbeats */
    pthread_t beat;
    int beating;
    pthread_cond_t beat_cv;
};

static unsigned char g_ptds[LUPINE_FN_COUNT]; /* the _ptsz/_ptds variants */

static void mark_ptds(void)
{
    for (int i = 0; i < LUPINE_FN_COUNT; i++) {
        size_t n = strlen(lupine_fn_names[i]);
        g_ptds[i] = n > 5 && (!strcmp(lupine_fn_names[i] + n - 5, "_ptsz") ||
                              !strcmp(lupine_fn_names[i] + n - 5, "_ptds"));
    }
}

ls_job *ls_job_new(ls_session *s, int fn, uint64_t ctx)
{
    (void)s;
    ls_job *j = calloc(1, sizeof *j);
    if (j) {
        j->fn = fn;
        j->ctx = ctx;
        j->reply_id = t_reply_id;
        j->capture_mode = t_call_mode;
    }
    return j;
}

typedef CUresult (*event_create_fn)(CUevent *, unsigned);
typedef CUresult (*event_record_fn)(CUevent, CUstream);
typedef CUresult (*event_fn)(CUevent);
typedef CUresult (*stream_wait_fn)(CUstream, CUevent, unsigned);

/* Each server thread has its own per-thread default stream, and the client's _ptsz/_ptds
 * calls all meant the session thread's. A waiter running such a call first makes its own
 * per-thread stream wait for an event recorded here, on the session thread's. */
void ls_job_ptds(ls_session *s, ls_job *j)
{
    event_create_fn create = (event_create_fn)s->real[LUPINE_FN_cuEventCreate];
    event_record_fn record = (event_record_fn)s->real[LUPINE_FN_cuEventRecord];
    event_fn destroy = (event_fn)s->real[LUPINE_FN_cuEventDestroy_v2];
    if (!g_ptds[j->fn] || !create || !record || !destroy || !t_cur_ctx)
        return;
    CUevent ev = NULL;
    if (create(&ev, CU_EVENT_DISABLE_TIMING) != CUDA_SUCCESS)
        return;
    if (record(ev, CU_STREAM_PER_THREAD) != CUDA_SUCCESS) {
        destroy(ev);
        return;
    }
    j->ptds_event = ev;
}

static void job_free(ls_job *j)
{
    if (j->discard)
        j->discard(j);
    else
        free(j->data);
    free(j);
}

static void run_job(ls_session *s, ls_job *j)
{
    t_reply_id = j->reply_id;
    CUresult r = ls_apply_context(s, j->ctx);
    typedef CUresult (*exchange_fn)(CUstreamCaptureMode *);
    exchange_fn exchange = (exchange_fn)s->real[LUPINE_FN_cuThreadExchangeStreamCaptureMode];
    if (r == CUDA_SUCCESS && exchange && j->capture_mode != t_waiter_mode) {
        CUstreamCaptureMode m = (CUstreamCaptureMode)j->capture_mode;
        r = exchange(&m);
        if (r == CUDA_SUCCESS)
            t_waiter_mode = j->capture_mode;
    }
    if (j->ptds_event) {
        stream_wait_fn wait = (stream_wait_fn)s->real[LUPINE_FN_cuStreamWaitEvent];
        if (r == CUDA_SUCCESS && wait)
            wait(CU_STREAM_PER_THREAD, j->ptds_event, 0);
        ((event_fn)s->real[LUPINE_FN_cuEventDestroy_v2])(j->ptds_event);
    }
    j->run(s, j, r);
    job_free(j);
}

static long now_ns(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (long)t.tv_sec * 1000000000L + t.tv_nsec;
}

/* An idle waiter may first spin a little (LUPINE_WAITER_SPIN_US, default 0: off) before it
 * sleeps, so that a job handed over soon after finds it awake and the hand-over costs no futex
 * wake-up. Small copies do not need it (fastpath.c answers them on the session thread when
 * they complete at once); on machines of few cores a spinning waiter takes the CPU from the
 * session thread. */
static void *waiter_main(void *arg)
{
    ls_session *s = arg;
    struct ls_waiters *W = s->waiters;
    pthread_mutex_lock(&W->mu);
    for (;;) {
        if (!W->head) {
            W->idle++;
            if (W->spin_ns > 0) {
                pthread_mutex_unlock(&W->mu);
                long until = now_ns() + W->spin_ns;
                while (!__atomic_load_n(&W->head, __ATOMIC_ACQUIRE) && now_ns() < until) {
#if defined(__x86_64__) || defined(__i386__)
                    __builtin_ia32_pause();
#endif
                }
                pthread_mutex_lock(&W->mu);
            }
            while (!W->head)
                pthread_cond_wait(&W->cv, &W->mu);
            W->idle--;
        }
        ls_job *j = W->head;
        __atomic_store_n(&W->head, j->next, __ATOMIC_RELEASE);
        if (!W->head)
            W->tail = NULL;
        W->queued--;
        pthread_mutex_unlock(&W->mu);
        run_job(s, j);
        pthread_mutex_lock(&W->mu);
        W->busy--;
    }
    return NULL;
}

void ls_job_submit(ls_session *s, ls_job *j)
{
    struct ls_waiters *W = s->waiters;
    pthread_mutex_lock(&W->mu);
    /* every queued job needs a waiter of its own: the one before it may block for long */
    if (W->idle <= W->queued && W->threads < LS_MAX_WAITERS) {
        pthread_t t;
        if (pthread_create(&t, NULL, waiter_main, s) == 0) {
            pthread_detach(t);
            W->threads++;
        }
    }
    if (!W->threads) { /* no thread to be had: run it here */
        pthread_mutex_unlock(&W->mu);
        run_job(s, j);
        return;
    }
    j->next = NULL;
    if (W->tail)
        W->tail->next = j;
    else
        __atomic_store_n(&W->head, j, __ATOMIC_RELEASE);
    W->tail = j;
    W->queued++;
    W->busy++;
    pthread_cond_signal(&W->cv);
    pthread_mutex_unlock(&W->mu);
}

/* ---------------------------------------------------------------- heartbeats */

static void *beat_main(void *arg)
{
    ls_session *s = arg;
    struct ls_waiters *W = s->waiters;
    pthread_mutex_lock(&W->mu);
    while (!__atomic_load_n(&s->ended, __ATOMIC_ACQUIRE)) {
        struct timespec t;
        clock_gettime(CLOCK_REALTIME, &t);
        t.tv_nsec += 500 * 1000 * 1000;
        if (t.tv_nsec >= 1000000000) {
            t.tv_sec++;
            t.tv_nsec -= 1000000000;
        }
        pthread_cond_timedwait(&W->beat_cv, &W->mu, &t);
        if (__atomic_load_n(&s->ended, __ATOMIC_ACQUIRE))
            break;
        int busy = W->busy > 0 || __atomic_load_n(&s->in_frame, __ATOMIC_ACQUIRE);
        if (!busy)
            continue;
        pthread_mutex_unlock(&W->mu);
        /* a frame being written says as much as a heartbeat */
        if (pthread_mutex_trylock(&s->wlock) == 0) {
            lp_frame f = {LP_FRAME_MAGIC, LP_HEARTBEAT, 0, 0};
            if (!s->wclosed)
                lp_write_all(s->fd, &f, sizeof f);
            pthread_mutex_unlock(&s->wlock);
        }
        pthread_mutex_lock(&W->mu);
    }
    pthread_mutex_unlock(&W->mu);
    return NULL;
}

int ls_jobs_init(ls_session *s)
{
    struct ls_waiters *W = calloc(1, sizeof *W);
    if (!W)
        return -1;
    pthread_mutex_init(&W->mu, NULL);
    pthread_cond_init(&W->cv, NULL);
    pthread_cond_init(&W->beat_cv, NULL);
    s->waiters = W;
    W->spin_ns = lp_env_whole("LUPINE_WAITER_SPIN_US", 0, 100000, 0, "microseconds") * 1000L;
    mark_ptds();
    return 0;
}

void ls_jobs_beat(ls_session *s)
{
    struct ls_waiters *W = s->waiters;
    W->beating = pthread_create(&W->beat, NULL, beat_main, s) == 0;
}

int ls_jobs_end(ls_session *s)
{
    struct ls_waiters *W = s->waiters;
    pthread_mutex_lock(&W->mu);
    pthread_cond_broadcast(&W->beat_cv);
    int idle = W->busy == 0;
    pthread_mutex_unlock(&W->mu);
    if (W->beating)
        pthread_join(W->beat, NULL);
    return idle;
}
