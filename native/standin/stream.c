/* Streams, events and host functions of the stand-in driver: work runs in stream order.
 *
 * Each stream has a queue of ops (sd_streams.h) run in order by a worker thread of its
 * own, started with the stream's first op (never at load time: lupine-server forks after
 * loading the driver, and threads do not survive a fork). Each context has a NULL (legacy)
 * stream, made on first use; CU_STREAM_PER_THREAD is ordered as that stream here (more order
 * than CUDA promises, never less). As the driver API documents for the legacy stream
 * ("Stream synchronization behavior"): work queued on it waits for all work queued before
 * on the context's blocking streams (flags without CU_STREAM_NON_BLOCKING), and work queued
 * on a blocking stream waits for the work queued before on the NULL stream.
 *
 * Events complete when their record op is reached (its time is when it ran, so
 * cuEventElapsedTime measures the work between), cuStreamWaitEvent queues a wait for the
 * event's latest record, synchronising calls wait for the queue. A host function runs on the
 * stream's worker thread after the work queued before it, and the work queued after it waits
 * for it to return; inside one, synchronising calls and queueing answer
 * CUDA_ERROR_NOT_PERMITTED, as the driver API says of host functions that call CUDA.
 *
 * An error met while work runs (a built-in kernel's out-of-range address) is latched by its
 * stream and returned by the next cuStreamSynchronize / cuStreamQuery of that stream or
 * cuCtxSynchronize of its context. cuStreamAddCallback's callback receives it as `status`;
 * cuLaunchHostFunc's function is not called after one, as the driver API documents. */
#include "sd_streams.h"

#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* A page-locked copy waits at most this long for a synchronising call. */
#define LATE_MS 50.0

static pthread_mutex_t g_sq = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t g_sq_cv = PTHREAD_COND_INITIALIZER; /* progress: an op ran, a kick */
static uint64_t g_kick;
static struct CUstream_st *g_live; /* every stream with a worker or a handle */

/* No stream captures until graph.c registers capture (sd_on_capture). */
static int not_capturing(CUstream s)
{
    (void)s;
    return 0;
}
static void no_captured_point(CUevent e) { (void)e; }
static int no_capture_wait(CUstream s, CUevent e, CUresult *r)
{
    (void)s, (void)e, (void)r;
    return 0;
}
static CUresult no_capture_mode(void) { return CUDA_SUCCESS; }
static const sd_capture_ops g_no_capture = {.capturing = not_capturing,
                                            .event_recorded = no_captured_point,
                                            .wait = no_capture_wait,
                                            .unsafe_call = no_capture_mode};
const sd_capture_ops *sd_capture = &g_no_capture;

void sd_on_capture(const sd_capture_ops *ops) { sd_capture = ops; }

struct CUevent_st {
    unsigned flags;
    CUcontext ctx;
    int refs;       /* the handle and each queued op that names it */
    uint64_t gen;   /* records so far */
    uint64_t done;  /* the latest record that completed */
    double ms;      /* when it completed */
};

static void event_unref_locked(CUevent e)
{
    if (--e->refs == 0)
        free(e);
}

/* One cuCtxWaitEvent / cuGreenCtxWaitEvent of a context: streams made in it later wait too. */
struct sd_ctx_wait {
    struct sd_ctx_wait *next;
    CUevent event;
    uint64_t gen;
};

static CUresult ctx_waits_locked(struct CUstream_st *s);

/* ---------------------------------------------------------------- ops */

sd_op *sd_op_new(size_t size, int kind, CUresult (*run)(sd_op *))
{
    if (size < sizeof(sd_op))
        size = sizeof(sd_op);
    sd_op *op = calloc(1, size);
    if (!op)
        return NULL;
    op->kind = kind;
    op->run = run;
    op->size = size;
    return op;
}

void sd_op_free(sd_op *op)
{
    if (!op)
        return;
    if (op->drop)
        op->drop(op);
    free(op);
}

/* ---------------------------------------------------------------- streams */

static void stream_unref_locked(struct CUstream_st *s)
{
    if (--s->refs > 0)
        return;
    for (struct CUstream_st **p = &g_live; *p; p = &(*p)->next_live)
        if (*p == s) {
            *p = s->next_live;
            break;
        }
    pthread_cond_destroy(&s->cv);
    free(s);
}

static void *worker(void *arg)
{
    struct CUstream_st *s = arg;
    pthread_mutex_lock(&g_sq);
    for (;;) {
        while ((!s->head || s->head->claim) && !s->dead)
            pthread_cond_wait(&s->cv, &g_sq);
        if (!s->head)
            break;
        if (s->head->claim) { /* dead, but a synchronous call still runs its op */
            pthread_cond_wait(&s->cv, &g_sq);
            continue;
        }
        sd_op *op = s->head;
        for (;;) {
            if (op->ready && !op->ready(op)) {
                pthread_cond_wait(&g_sq_cv, &g_sq);
                continue;
            }
            double left = op->queued_ms + LATE_MS - now_ms();
            if (op->late && g_kick == op->kick && left > 0) {
                struct timespec t;
                clock_gettime(CLOCK_REALTIME, &t);
                long ns = t.tv_nsec + (long)(left * 1e6);
                t.tv_sec += ns / 1000000000L;
                t.tv_nsec = ns % 1000000000L;
                pthread_cond_timedwait(&g_sq_cv, &g_sq, &t);
                continue;
            }
            break;
        }
        op->status = s->error;
        pthread_mutex_unlock(&g_sq);
        CUresult r = CUDA_SUCCESS;
        if (op->run) {
            t_in_host_fn = op->kind == SD_HOST_FN;
            r = op->run(op);
            t_in_host_fn = 0;
        }
        pthread_mutex_lock(&g_sq);
        s->head = op->next;
        if (!s->head)
            s->tail = NULL;
        s->done_seq = op->seq;
        if (r && !s->error)
            s->error = r;
        pthread_cond_broadcast(&g_sq_cv);
        pthread_mutex_unlock(&g_sq);
        sd_op_free(op); /* its drop may take g_sq */
        pthread_mutex_lock(&g_sq);
    }
    s->has_worker = 0;
    stream_unref_locked(s);
    pthread_mutex_unlock(&g_sq);
    return NULL;
}

/* A new stream struct (not registered as a handle). */
static struct CUstream_st *stream_new(CUcontext ctx, unsigned flags, int priority, int legacy)
{
    struct CUstream_st *s = calloc(1, sizeof *s);
    if (!s)
        return NULL;
    s->ctx = ctx;
    s->device = ctx->device;
    s->flags = flags;
    s->priority = priority;
    s->legacy = legacy;
    s->refs = 1;
    pthread_cond_init(&s->cv, NULL);
    pthread_mutex_lock(&g_sq);
    s->next_live = g_live;
    g_live = s;
    pthread_mutex_unlock(&g_sq);
    return s;
}

/* The NULL stream of a context, made on first use. */
static struct CUstream_st *legacy_of(CUcontext c)
{
    pthread_mutex_lock(&g_lock);
    struct CUstream_st *s = c->legacy;
    pthread_mutex_unlock(&g_lock);
    if (s)
        return s;
    struct CUstream_st *n = stream_new(c, 0, 0, 1);
    if (!n)
        return NULL;
    pthread_mutex_lock(&g_lock);
    if (!c->legacy)
        c->legacy = n;
    else {
        s = c->legacy;
    }
    pthread_mutex_unlock(&g_lock);
    if (s) { /* another thread made it first */
        pthread_mutex_lock(&g_sq);
        stream_unref_locked(n);
        pthread_mutex_unlock(&g_sq);
        return s;
    }
    pthread_mutex_lock(&g_sq);
    ctx_waits_locked(n); /* out of memory: the waits are lost, as a queue error would be */
    pthread_mutex_unlock(&g_sq);
    return n;
}

static int is_default(CUstream s)
{
    return s == NULL || s == CU_STREAM_LEGACY || s == CU_STREAM_PER_THREAD;
}

CUresult sd_stream(CUstream s, struct CUstream_st **out)
{
    CUresult r = need_init();
    if (r)
        return r;
    if (is_default(s)) {
        CUcontext c = current();
        if (!c || !handle_live(H_CTX, c))
            return CUDA_ERROR_INVALID_CONTEXT;
        *out = legacy_of(c);
        return *out ? CUDA_SUCCESS : CUDA_ERROR_OUT_OF_MEMORY;
    }
    if (!handle_live(H_STREAM, s))
        return CUDA_ERROR_INVALID_HANDLE;
    *out = s;
    return CUDA_SUCCESS;
}

CUresult check_stream(CUstream s)
{
    struct CUstream_st *st;
    return sd_stream(s, &st);
}

/* ---------------------------------------------------------------- queueing */

typedef struct {
    sd_op op;
    struct CUstream_st *on;
    uint64_t seq;
} stream_wait_op;

static int stream_wait_ready(sd_op *op)
{
    stream_wait_op *w = (stream_wait_op *)op;
    return w->on->done_seq >= w->seq;
}

static void stream_wait_drop(sd_op *op)
{
    pthread_mutex_lock(&g_sq);
    stream_unref_locked(((stream_wait_op *)op)->on);
    pthread_mutex_unlock(&g_sq);
}

/* Appends op to s's queue, starting its worker if needed; with g_sq held. */
static CUresult enqueue_locked(struct CUstream_st *s, sd_op *op)
{
    if (!s->has_worker) {
        pthread_attr_t a;
        pthread_attr_init(&a);
        pthread_attr_setdetachstate(&a, PTHREAD_CREATE_DETACHED);
        pthread_t t;
        s->refs++;
        int e = pthread_create(&t, &a, worker, s);
        pthread_attr_destroy(&a);
        if (e) {
            s->refs--;
            return CUDA_ERROR_OUT_OF_MEMORY;
        }
        s->has_worker = 1;
    }
    op->next = NULL;
    op->stream = s;
    op->seq = ++s->enq_seq;
    op->kick = g_kick;
    op->queued_ms = now_ms();
    if (s->tail)
        s->tail->next = op;
    else
        s->head = op;
    s->tail = op;
    pthread_cond_signal(&s->cv);
    return CUDA_SUCCESS;
}

/* Queues on s a wait for `on` to reach the work queued on it so far; with g_sq held. */
static CUresult wait_for_stream_locked(struct CUstream_st *s, struct CUstream_st *on)
{
    if (on == s || on->done_seq >= on->enq_seq)
        return CUDA_SUCCESS;
    stream_wait_op *w = (stream_wait_op *)sd_op_new(sizeof *w, SD_WAIT, NULL);
    if (!w)
        return CUDA_ERROR_OUT_OF_MEMORY;
    w->on = on;
    w->seq = on->enq_seq;
    w->op.ready = stream_wait_ready;
    w->op.drop = stream_wait_drop;
    on->refs++;
    CUresult r = enqueue_locked(s, &w->op);
    if (r) {
        on->refs--;
        free(w);
    }
    return r;
}

/* 1 when work queued on s now would first wait for another stream (the legacy rule). */
static int needs_barrier_locked(const struct CUstream_st *s)
{
    if (s->legacy) {
        for (struct CUstream_st *o = g_live; o; o = o->next_live)
            if (o != s && !o->dead && o->ctx == s->ctx && !o->legacy &&
                !(o->flags & CU_STREAM_NON_BLOCKING) && o->done_seq < o->enq_seq)
                return 1;
        return 0;
    }
    return !(s->flags & CU_STREAM_NON_BLOCKING) && s->ctx->legacy &&
           s->ctx->legacy->done_seq < s->ctx->legacy->enq_seq;
}

/* CUstream_st values of the same context that s must wait for (the legacy rule). */
static CUresult legacy_barriers_locked(struct CUstream_st *s)
{
    CUresult r = CUDA_SUCCESS;
    if (s->legacy) {
        for (struct CUstream_st *o = g_live; o && !r; o = o->next_live)
            if (o != s && !o->dead && o->ctx == s->ctx && !o->legacy &&
                !(o->flags & CU_STREAM_NON_BLOCKING))
                r = wait_for_stream_locked(s, o);
    } else if (!(s->flags & CU_STREAM_NON_BLOCKING) && s->ctx->legacy) {
        r = wait_for_stream_locked(s, s->ctx->legacy);
    }
    return r;
}

static CUresult submit(struct CUstream_st *s, sd_op *op, uint64_t *seq)
{
    if (t_in_host_fn) {
        sd_op_free(op);
        return CUDA_ERROR_NOT_PERMITTED;
    }
    pthread_mutex_lock(&g_sq);
    CUresult r = legacy_barriers_locked(s);
    if (!r)
        r = enqueue_locked(s, op);
    if (!r && seq)
        *seq = op->seq;
    pthread_mutex_unlock(&g_sq);
    if (r)
        sd_op_free(op);
    return r;
}

CUresult sd_submit(CUstream hs, sd_op *op)
{
    if (!op)
        return CUDA_ERROR_OUT_OF_MEMORY;
    struct CUstream_st *s;
    CUresult r = sd_stream(hs, &s);
    if (r) {
        sd_op_free(op);
        return r;
    }
    return submit(s, op, NULL);
}

/* Waits until s has run its op number seq; with g_sq held. */
static void wait_seq_locked(struct CUstream_st *s, uint64_t seq)
{
    while (s->done_seq < seq)
        pthread_cond_wait(&g_sq_cv, &g_sq);
}

/* A synchronous call's op, wrapped: the result goes back to the waiting caller. */
typedef struct {
    sd_op op;
    sd_op *inner;
    CUresult *result; /* the caller's, written before the op counts as done */
} sync_op;

static CUresult sync_run(sd_op *op)
{
    sync_op *w = (sync_op *)op;
    *w->result = w->inner->run ? w->inner->run(w->inner) : CUDA_SUCCESS;
    return CUDA_SUCCESS; /* the caller gets it; the stream latches nothing */
}

static void sync_drop(sd_op *op) { sd_op_free(((sync_op *)op)->inner); }

CUresult sd_submit_wait(CUstream hs, sd_op *op)
{
    if (!op)
        return CUDA_ERROR_OUT_OF_MEMORY;
    struct CUstream_st *s;
    CUresult r = sd_stream(hs, &s);
    if (!r && t_in_host_fn)
        r = CUDA_ERROR_NOT_PERMITTED;
    if (!r && sd_capture->capturing(hs))
        r = CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED; /* a synchronous call while capturing */
    sync_op *w = r ? NULL : (sync_op *)sd_op_new(sizeof *w, op->kind, sync_run);
    if (!r && !w)
        r = CUDA_ERROR_OUT_OF_MEMORY;
    if (r) {
        sd_op_free(op);
        return r;
    }
    sd_kick();
    CUresult result = CUDA_ERROR_UNKNOWN;
    /* An idle stream that waits for no other stream: the caller runs the op itself, after
     * claiming the head of the queue (work queued meanwhile by other threads waits behind it,
     * as it would behind the op on the worker). Saves the worker's round trip. */
    pthread_mutex_lock(&g_sq);
    if (!s->head && !needs_barrier_locked(s)) {
        sd_op claim;
        memset(&claim, 0, sizeof claim);
        claim.kind = op->kind;
        claim.claim = 1;
        claim.stream = s;
        claim.seq = ++s->enq_seq;
        s->head = s->tail = &claim;
        pthread_mutex_unlock(&g_sq);
        result = op->run ? op->run(op) : CUDA_SUCCESS;
        pthread_mutex_lock(&g_sq);
        s->head = claim.next;
        if (!s->head)
            s->tail = NULL;
        s->done_seq = claim.seq;
        pthread_cond_signal(&s->cv);
        pthread_cond_broadcast(&g_sq_cv);
        pthread_mutex_unlock(&g_sq);
        sd_op_free(&w->op); /* not yet holding op */
        sd_op_free(op);
        return result;
    }
    pthread_mutex_unlock(&g_sq);
    w->op.drop = sync_drop;
    w->inner = op;
    w->result = &result;
    pthread_mutex_lock(&g_sq);
    r = legacy_barriers_locked(s);
    if (!r)
        r = enqueue_locked(s, &w->op);
    if (!r)
        wait_seq_locked(s, w->op.seq);
    pthread_mutex_unlock(&g_sq);
    if (r) {
        sd_op_free(&w->op);
        return r;
    }
    return result;
}
void sd_wait_progress(double ms)
{
    struct timespec t;
    clock_gettime(CLOCK_REALTIME, &t);
    long ns = t.tv_nsec + (long)(ms * 1e6);
    t.tv_sec += ns / 1000000000L;
    t.tv_nsec = ns % 1000000000L;
    pthread_mutex_lock(&g_sq);
    pthread_cond_timedwait(&g_sq_cv, &g_sq, &t);
    pthread_mutex_unlock(&g_sq);
}

void sd_kick(void)
{
    pthread_mutex_lock(&g_sq);
    g_kick++;
    pthread_cond_broadcast(&g_sq_cv);
    pthread_mutex_unlock(&g_sq);
}

/* ---------------------------------------------------------------- synchronising */

CUresult sd_stream_sync(struct CUstream_st *s)
{
    if (t_in_host_fn)
        return CUDA_ERROR_NOT_PERMITTED;
    sd_kick();
    pthread_mutex_lock(&g_sq);
    wait_seq_locked(s, s->enq_seq);
    CUresult r = s->error;
    s->error = CUDA_SUCCESS;
    pthread_mutex_unlock(&g_sq);
    pools_trim();
    return r;
}

/* Waits for every stream that `match` accepts; returns the first latched error. */
static CUresult sync_streams(int (*match)(const struct CUstream_st *, const void *),
                             const void *what)
{
    if (t_in_host_fn)
        return CUDA_ERROR_NOT_PERMITTED;
    sd_kick();
    CUresult r = CUDA_SUCCESS;
    pthread_mutex_lock(&g_sq);
    for (;;) {
        struct CUstream_st *busy = NULL;
        for (struct CUstream_st *o = g_live; o && !busy; o = o->next_live)
            if (match(o, what) && o->done_seq < o->enq_seq)
                busy = o;
        if (!busy)
            break;
        /* new work may be queued meanwhile by other threads: wait for what is there now */
        busy->refs++;
        wait_seq_locked(busy, busy->enq_seq);
        stream_unref_locked(busy);
    }
    for (struct CUstream_st *o = g_live; o; o = o->next_live)
        if (match(o, what) && o->error) {
            if (!r)
                r = o->error;
            o->error = CUDA_SUCCESS;
        }
    pthread_mutex_unlock(&g_sq);
    pools_trim();
    return r;
}

/* Destroyed streams count too: their queued work still runs (pointers compared only). */
static int same_ctx(const struct CUstream_st *s, const void *c) { return s->ctx == c; }
static int same_device(const struct CUstream_st *s, const void *d)
{
    return s->device == *(const int *)d;
}

CUresult sd_ctx_sync(CUcontext c) { return sync_streams(same_ctx, c); }

void sd_device_sync(int device)
{
    /* Errors stay latched for the streams' own synchronising calls. */
    if (t_in_host_fn)
        return;
    sd_kick();
    pthread_mutex_lock(&g_sq);
    for (;;) {
        struct CUstream_st *busy = NULL;
        for (struct CUstream_st *o = g_live; o && !busy; o = o->next_live)
            if (same_device(o, &device) && o->done_seq < o->enq_seq)
                busy = o;
        if (!busy)
            break;
        busy->refs++;
        wait_seq_locked(busy, busy->enq_seq);
        stream_unref_locked(busy);
    }
    pthread_mutex_unlock(&g_sq);
}

/* A context goes (cuCtxDestroy, a primary context reset): its work is waited for, its
 * streams and events stop being handles (the driver API: destroying a context destroys what
 * it owns), and its NULL stream's worker leaves. */
void sd_ctx_gone(CUcontext c)
{
    sd_ctx_sync(c);
    for (;;) {
        pthread_mutex_lock(&g_lock);
        struct CUstream_st *s = NULL, *legacy = NULL;
        CUevent e = NULL;
        size_t cur = 0;
        void *p;
        while (!s && (p = handle_next(H_STREAM, &cur)))
            if (((struct CUstream_st *)p)->ctx == c)
                s = p;
        cur = 0;
        while (!s && !e && (p = handle_next(H_EVENT, &cur)))
            if (((CUevent)p)->ctx == c)
                e = p;
        if (s || e)
            handle_del(s ? (void *)s : (void *)e);
        else {
            legacy = c->legacy;
            c->legacy = NULL;
        }
        pthread_mutex_unlock(&g_lock);
        pthread_mutex_lock(&g_sq);
        if (s || legacy) {
            struct CUstream_st *d = s ? s : legacy;
            d->dead = 1;
            pthread_cond_signal(&d->cv);
            stream_unref_locked(d);
        } else if (e) {
            event_unref_locked(e);
        }
        if (!s && !e)
            while (c->waits) { /* the context's own waits go with it */
                struct sd_ctx_wait *w = c->waits;
                c->waits = w->next;
                event_unref_locked(w->event);
                free(w);
            }
        pthread_mutex_unlock(&g_sq);
        if (!s && !e)
            return;
    }
}

void sd_wait_matching(int (*match)(const sd_op *op, const void *arg), const void *arg)
{
    if (t_in_host_fn)
        return;
    sd_kick(); /* late copies among them may start */
    pthread_mutex_lock(&g_sq);
    for (;;) {
        struct CUstream_st *st = NULL;
        uint64_t seq = 0;
        for (struct CUstream_st *o = g_live; o && !st; o = o->next_live)
            for (sd_op *op = o->head; op && !st; op = op->next)
                if (!op->claim && match(op, arg)) {
                    st = o;
                    seq = op->seq;
                }
        if (!st)
            break;
        st->refs++;
        wait_seq_locked(st, seq);
        stream_unref_locked(st);
    }
    pthread_mutex_unlock(&g_sq);
}

/* ---------------------------------------------------------------- stream API */

CUresult sd_stream_create(CUcontext c, unsigned flags, int priority, CUstream *ps)
{
    if (!ps || (flags & ~(unsigned)CU_STREAM_NON_BLOCKING))
        return CUDA_ERROR_INVALID_VALUE;
    /* priorities outside [greatest, least] = [-5, 0] are clamped (cuStreamCreateWithPriority) */
    priority = priority > 0 ? 0 : priority < -5 ? -5 : priority;
    struct CUstream_st *s = stream_new(c, flags, priority, 0);
    if (!s)
        return CUDA_ERROR_OUT_OF_MEMORY;
    pthread_mutex_lock(&g_lock);
    int ok = handle_add(H_STREAM, s);
    pthread_mutex_unlock(&g_lock);
    CUresult r = ok ? CUDA_SUCCESS : CUDA_ERROR_OUT_OF_MEMORY;
    pthread_mutex_lock(&g_sq);
    if (ok)
        r = ctx_waits_locked(s);
    if (r)
        stream_unref_locked(s);
    pthread_mutex_unlock(&g_sq);
    if (r) {
        if (ok) {
            pthread_mutex_lock(&g_lock);
            handle_del(s);
            pthread_mutex_unlock(&g_lock);
        }
        return r;
    }
    *ps = s;
    return CUDA_SUCCESS;
}

EXPORT CUresult cuStreamCreateWithPriority(CUstream *ps, unsigned int flags, int priority)
{
    CUresult r = need_ctx();
    return r ? r : sd_stream_create(current(), flags, priority, ps);
}

EXPORT CUresult cuStreamCreate(CUstream *ps, unsigned int flags)
{
    return cuStreamCreateWithPriority(ps, flags, 0);
}

/* The driver API: work still queued runs to completion; the stream's resources go then. */
EXPORT CUresult cuStreamDestroy_v2(CUstream s)
{
    CUresult r = need_init();
    if (r)
        return r;
    pthread_mutex_lock(&g_lock);
    int ok = s && !is_default(s) && handle_ok(H_STREAM, s);
    if (ok)
        handle_del(s);
    pthread_mutex_unlock(&g_lock);
    if (!ok)
        return CUDA_ERROR_INVALID_HANDLE;
    pthread_mutex_lock(&g_sq);
    s->dead = 1;
    pthread_cond_signal(&s->cv);
    stream_unref_locked(s);
    pthread_mutex_unlock(&g_sq);
    return CUDA_SUCCESS;
}

EXPORT CUresult cuStreamSynchronize(CUstream hs)
{
    struct CUstream_st *s;
    CUresult r = need_ctx();
    if (!r)
        r = sd_stream(hs, &s);
    if (!r && sd_capture->capturing(hs)) /* the driver API: not while capturing */
        r = CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED;
    return r ? r : sd_stream_sync(s);
}

EXPORT CUresult cuStreamQuery(CUstream hs)
{
    struct CUstream_st *s;
    CUresult r = need_ctx();
    if (!r)
        r = sd_stream(hs, &s);
    if (!r && sd_capture->capturing(hs))
        r = CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED;
    if (r)
        return r;
    sd_kick();
    pthread_mutex_lock(&g_sq);
    if (s->error) {
        r = s->error;
        s->error = CUDA_SUCCESS;
    } else if (s->done_seq < s->enq_seq) {
        r = CUDA_ERROR_NOT_READY;
    }
    pthread_mutex_unlock(&g_sq);
    return r;
}

EXPORT CUresult cuStreamGetPriority(CUstream hs, int *p)
{
    struct CUstream_st *s;
    CUresult r = sd_stream(hs, &s);
    if (r)
        return r;
    if (!p)
        return CUDA_ERROR_INVALID_VALUE;
    *p = s->priority;
    return CUDA_SUCCESS;
}

EXPORT CUresult cuStreamGetFlags(CUstream hs, unsigned int *flags)
{
    struct CUstream_st *s;
    CUresult r = sd_stream(hs, &s);
    if (r)
        return r;
    if (!flags)
        return CUDA_ERROR_INVALID_VALUE;
    *flags = s->flags;
    return CUDA_SUCCESS;
}

EXPORT CUresult cuStreamGetCtx(CUstream hs, CUcontext *c)
{
    struct CUstream_st *s;
    CUresult r = sd_stream(hs, &s);
    if (r)
        return r;
    if (!c)
        return CUDA_ERROR_INVALID_VALUE;
    *c = s->ctx;
    return CUDA_SUCCESS;
}

/* A green context's stream: "the green context in pGreenCtx and the primary context of the
 * associated device in pCtx"; any other: its context and NULL. */
EXPORT CUresult cuStreamGetCtx_v2(CUstream hs, CUcontext *c, CUgreenCtx *green)
{
    struct CUstream_st *s;
    CUresult r = sd_stream(hs, &s);
    if (r)
        return r;
    if (!c)
        return CUDA_ERROR_INVALID_VALUE;
    if (green)
        *green = s->ctx->green;
    *c = s->ctx->green ? &g_primary[s->ctx->device] : s->ctx;
    return CUDA_SUCCESS;
}

EXPORT CUresult cuStreamGetDevice(CUstream hs, CUdevice *d)
{
    struct CUstream_st *s;
    CUresult r = sd_stream(hs, &s);
    if (r)
        return r;
    if (!d)
        return CUDA_ERROR_INVALID_VALUE;
    *d = s->ctx->device;
    return CUDA_SUCCESS;
}

EXPORT CUresult cuStreamGetId(CUstream hs, unsigned long long *id)
{
    struct CUstream_st *s;
    CUresult r = sd_stream(hs, &s);
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

/* Per-thread default stream forms: ordered as the NULL stream here (see the top). */
EXPORT CUresult cuStreamSynchronize_ptsz(CUstream s) { return cuStreamSynchronize(s); }
EXPORT CUresult cuStreamQuery_ptsz(CUstream s) { return cuStreamQuery(s); }
EXPORT CUresult cuStreamGetPriority_ptsz(CUstream s, int *p) { return cuStreamGetPriority(s, p); }
EXPORT CUresult cuStreamGetFlags_ptsz(CUstream s, unsigned int *f) { return cuStreamGetFlags(s, f); }
EXPORT CUresult cuStreamGetCtx_ptsz(CUstream s, CUcontext *c) { return cuStreamGetCtx(s, c); }
EXPORT CUresult cuStreamGetId_ptsz(CUstream s, unsigned long long *id) { return cuStreamGetId(s, id); }

/* ---------------------------------------------------------------- events */

static CUresult event_get(CUevent e)
{
    CUresult r = need_init();
    if (r)
        return r;
    return e && handle_live(H_EVENT, e) ? CUDA_SUCCESS : CUDA_ERROR_INVALID_HANDLE;
}


EXPORT CUresult cuEventCreate(CUevent *pe, unsigned int flags)
{
    CUresult r = need_ctx();
    if (r)
        return r;
    if (!pe || (flags & ~(unsigned)(CU_EVENT_BLOCKING_SYNC | CU_EVENT_DISABLE_TIMING |
                                     CU_EVENT_INTERPROCESS)))
        return CUDA_ERROR_INVALID_VALUE;
    /* an interprocess event must disable timing (cuEventCreate) */
    if ((flags & CU_EVENT_INTERPROCESS) && !(flags & CU_EVENT_DISABLE_TIMING))
        return CUDA_ERROR_INVALID_VALUE;
    struct CUevent_st *e = calloc(1, sizeof *e);
    if (!e)
        return CUDA_ERROR_OUT_OF_MEMORY;
    e->flags = flags;
    e->ctx = current();
    e->refs = 1;
    pthread_mutex_lock(&g_lock);
    int ok = handle_add(H_EVENT, e);
    pthread_mutex_unlock(&g_lock);
    if (!ok) {
        free(e);
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    *pe = e;
    return CUDA_SUCCESS;
}

/* The driver API: an event destroyed before its record completes goes when it completes. */
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
    pthread_mutex_lock(&g_sq);
    event_unref_locked(e);
    pthread_mutex_unlock(&g_sq);
    return CUDA_SUCCESS;
}

typedef struct {
    sd_op op;
    CUevent event;
    uint64_t gen;
} event_op;

static CUresult record_run(sd_op *op)
{
    event_op *r = (event_op *)op;
    double t = now_ms();
    pthread_mutex_lock(&g_sq);
    if (r->gen > r->event->done) {
        r->event->done = r->gen;
        r->event->ms = t;
    }
    /* its stream has done this op too, from the same moment: whoever sees the event complete
     * and then queries the stream sees it done up to here */
    struct CUstream_st *st = op->stream;
    if (st && st->head == op && st->done_seq < op->seq)
        st->done_seq = op->seq;
    pthread_cond_broadcast(&g_sq_cv);
    pthread_mutex_unlock(&g_sq);
    return CUDA_SUCCESS;
}

static int event_wait_ready(sd_op *op)
{
    event_op *w = (event_op *)op;
    return w->event->done >= w->gen;
}

static void event_op_drop(sd_op *op)
{
    pthread_mutex_lock(&g_sq);
    event_unref_locked(((event_op *)op)->event);
    pthread_mutex_unlock(&g_sq);
}

/* A record of e as an op (graph.c may queue it too); NULL when out of memory. */
static sd_op *record_op(CUevent e)
{
    event_op *op = (event_op *)sd_op_new(sizeof *op, SD_EVENT, record_run);
    if (!op)
        return NULL;
    op->op.drop = event_op_drop;
    op->event = e;
    pthread_mutex_lock(&g_sq);
    e->refs++;
    op->gen = ++e->gen;
    pthread_mutex_unlock(&g_sq);
    return &op->op;
}

void sd_event_record_now(CUevent e)
{
    double t = now_ms();
    pthread_mutex_lock(&g_sq);
    e->done = ++e->gen;
    e->ms = t;
    pthread_cond_broadcast(&g_sq_cv);
    pthread_mutex_unlock(&g_sq);
}

void sd_event_wait_now(CUevent e)
{
    pthread_mutex_lock(&g_sq);
    uint64_t gen = e->gen;
    while (e->done < gen)
        pthread_cond_wait(&g_sq_cv, &g_sq);
    pthread_mutex_unlock(&g_sq);
}

EXPORT CUresult cuEventRecord(CUevent e, CUstream hs)
{
    CUresult r = event_get(e);
    if (r)
        return r;
    struct CUstream_st *s;
    r = sd_stream(hs, &s);
    if (r)
        return r;
    if (sd_capture->capturing(hs)) /* graph.c: the event names the capture's current point */
        return sd_capture->event_record(e, hs);
    sd_capture->event_recorded(e);
    sd_op *op = record_op(e);
    if (!op)
        return CUDA_ERROR_OUT_OF_MEMORY;
    uint64_t gen = ((event_op *)op)->gen;
    r = submit(s, op, NULL);
    if (r) { /* not queued: the event keeps its earlier state */
        pthread_mutex_lock(&g_sq);
        if (e->gen == gen) {
            e->gen--;
        }
        pthread_mutex_unlock(&g_sq);
    }
    return r;
}

EXPORT CUresult cuEventRecordWithFlags(CUevent e, CUstream s, unsigned int flags)
{
    if (flags & ~(unsigned)CU_EVENT_RECORD_EXTERNAL)
        return CUDA_ERROR_INVALID_VALUE;
    return cuEventRecord(e, s);
}

EXPORT CUresult cuEventRecord_ptsz(CUevent e, CUstream s) { return cuEventRecord(e, s); }
EXPORT CUresult cuEventRecordWithFlags_ptsz(CUevent e, CUstream s, unsigned int flags)
{
    return cuEventRecordWithFlags(e, s, flags);
}

EXPORT CUresult cuEventQuery(CUevent e)
{
    CUresult r = event_get(e);
    if (r)
        return r;
    sd_kick();
    pthread_mutex_lock(&g_sq);
    int done = e->done >= e->gen;
    pthread_mutex_unlock(&g_sq);
    return done ? CUDA_SUCCESS : CUDA_ERROR_NOT_READY;
}

EXPORT CUresult cuEventSynchronize(CUevent e)
{
    CUresult r = event_get(e);
    if (r)
        return r;
    if (t_in_host_fn)
        return CUDA_ERROR_NOT_PERMITTED;
    sd_kick();
    pthread_mutex_lock(&g_sq);
    uint64_t gen = e->gen;
    while (e->done < gen)
        pthread_cond_wait(&g_sq_cv, &g_sq);
    pthread_mutex_unlock(&g_sq);
    pools_trim();
    return CUDA_SUCCESS;
}

EXPORT CUresult cuEventElapsedTime_v2(float *ms, CUevent a, CUevent b)
{
    CUresult r = event_get(a);
    if (!r)
        r = event_get(b);
    if (r)
        return r;
    if (!ms)
        return CUDA_ERROR_INVALID_VALUE;
    pthread_mutex_lock(&g_sq);
    if (!a->gen || !b->gen || ((a->flags | b->flags) & CU_EVENT_DISABLE_TIMING))
        r = CUDA_ERROR_INVALID_HANDLE;
    else if (a->done < a->gen || b->done < b->gen)
        r = CUDA_ERROR_NOT_READY;
    else
        *ms = (float)(b->ms - a->ms);
    pthread_mutex_unlock(&g_sq);
    return r;
}

EXPORT CUresult cuEventElapsedTime(float *ms, CUevent a, CUevent b)
{
    return cuEventElapsedTime_v2(ms, a, b);
}

EXPORT CUresult cuStreamWaitEvent(CUstream hs, CUevent e, unsigned int flags)
{
    struct CUstream_st *s;
    CUresult r = sd_stream(hs, &s);
    if (!r)
        r = event_get(e);
    if (r)
        return r;
    if (flags & ~(unsigned)CU_EVENT_WAIT_EXTERNAL)
        return CUDA_ERROR_INVALID_VALUE;
    if (sd_capture->wait(hs, e, &r)) /* graph.c: a wait on or in a capture */
        return r;
    event_op *op = (event_op *)sd_op_new(sizeof *op, SD_WAIT, NULL);
    if (!op)
        return CUDA_ERROR_OUT_OF_MEMORY;
    op->op.ready = event_wait_ready;
    op->op.drop = event_op_drop;
    op->event = e;
    pthread_mutex_lock(&g_sq);
    e->refs++;
    op->gen = e->gen; /* the latest record; none: nothing to wait for */
    pthread_mutex_unlock(&g_sq);
    return submit(s, &op->op, NULL);
}

EXPORT CUresult cuStreamWaitEvent_ptsz(CUstream s, CUevent e, unsigned int flags)
{
    return cuStreamWaitEvent(s, e, flags);
}

/* A wait for record `gen` of e, queued on s; with g_sq held. */
static CUresult wait_event_locked(struct CUstream_st *s, CUevent e, uint64_t gen)
{
    event_op *op = (event_op *)sd_op_new(sizeof *op, SD_WAIT, NULL);
    if (!op)
        return CUDA_ERROR_OUT_OF_MEMORY;
    op->op.ready = event_wait_ready;
    op->op.drop = event_op_drop;
    op->event = e;
    e->refs++;
    op->gen = gen;
    CUresult r = enqueue_locked(s, &op->op);
    if (r) {
        e->refs--;
        free(op);
    }
    return r;
}

/* A stream just made in a context that waited for events: it waits for them first. */
static CUresult ctx_waits_locked(struct CUstream_st *s)
{
    CUresult r = CUDA_SUCCESS;
    for (struct sd_ctx_wait *w = s->ctx->waits; w && !r; w = w->next)
        if (w->event->done < w->gen)
            r = wait_event_locked(s, w->event, w->gen);
    return r;
}

CUresult sd_ctx_record_event(CUcontext c, CUevent e)
{
    CUresult r = event_get(e);
    if (r)
        return r;
    if (t_in_host_fn)
        return CUDA_ERROR_NOT_PERMITTED;
    struct CUstream_st *legacy = legacy_of(c);
    if (!legacy)
        return CUDA_ERROR_OUT_OF_MEMORY;
    sd_capture->event_recorded(e);
    sd_op *op = record_op(e);
    if (!op)
        return CUDA_ERROR_OUT_OF_MEMORY;
    pthread_mutex_lock(&g_sq);
    for (struct CUstream_st *o = g_live; o && !r; o = o->next_live)
        if (o != legacy && !o->dead && o->ctx == c)
            r = wait_for_stream_locked(legacy, o);
    if (!r)
        r = enqueue_locked(legacy, op);
    if (r && e->gen == ((event_op *)op)->gen)
        e->gen--; /* not queued: the event keeps its earlier state */
    pthread_mutex_unlock(&g_sq);
    if (r)
        sd_op_free(op);
    return r;
}

CUresult sd_ctx_wait_event(CUcontext c, CUevent e)
{
    CUresult r = event_get(e);
    if (r)
        return r;
    if (t_in_host_fn)
        return CUDA_ERROR_NOT_PERMITTED;
    struct sd_ctx_wait *w = calloc(1, sizeof *w);
    if (!w)
        return CUDA_ERROR_OUT_OF_MEMORY;
    pthread_mutex_lock(&g_sq);
    uint64_t gen = e->gen; /* the latest record; none: nothing to wait for */
    for (struct CUstream_st *o = g_live; o && !r; o = o->next_live)
        if (!o->dead && o->ctx == c && e->done < gen)
            r = wait_event_locked(o, e, gen);
    if (!r) {
        w->event = e;
        w->gen = gen;
        e->refs++;
        w->next = c->waits;
        c->waits = w;
    }
    pthread_mutex_unlock(&g_sq);
    if (r)
        free(w);
    return r;
}

static CUresult ctx_arg(CUcontext *c)
{
    CUresult r = need_init();
    if (r)
        return r;
    if (!*c)
        *c = current();
    return *c && handle_live(H_CTX, *c) ? CUDA_SUCCESS : CUDA_ERROR_INVALID_CONTEXT;
}

EXPORT CUresult cuCtxRecordEvent(CUcontext hCtx, CUevent hEvent)
{
    CUresult r = ctx_arg(&hCtx);
    return r ? r : sd_ctx_record_event(hCtx, hEvent);
}

EXPORT CUresult cuCtxWaitEvent(CUcontext hCtx, CUevent hEvent)
{
    CUresult r = ctx_arg(&hCtx);
    return r ? r : sd_ctx_wait_event(hCtx, hEvent);
}

/* ---------------------------------------------------------------- host functions */

typedef struct {
    sd_op op;
    int callback; /* cuStreamAddCallback: called with the status, even after an error */
    CUhostFn fn;
    CUstreamCallback cb;
    CUstream user_stream;
    void *arg;
} host_op;

static CUresult host_run(sd_op *op)
{
    host_op *h = (host_op *)op;
    if (h->callback)
        h->cb(h->user_stream, op->status, h->arg);
    else if (!op->status)
        h->fn(h->arg);
    return CUDA_SUCCESS;
}

static sd_op *host_op_new(int callback, void (*fn)(void *), CUstreamCallback cb, CUstream us,
                          void *arg)
{
    host_op *h = (host_op *)sd_op_new(sizeof *h, SD_HOST_FN, host_run);
    if (!h)
        return NULL;
    h->callback = callback;
    h->fn = fn;
    h->cb = cb;
    h->user_stream = us;
    h->arg = arg;
    return &h->op;
}

void sd_host_call(void (*fn)(void *), void *arg)
{
    int was = t_in_host_fn;
    t_in_host_fn = 1;
    fn(arg);
    t_in_host_fn = was;
}

CUresult sd_enqueue_host_fn(CUstream s, void (*fn)(void *), void *arg)
{
    if (!fn)
        return CUDA_ERROR_INVALID_VALUE;
    CUresult r = check_stream(s);
    if (r)
        return r;
    if (sd_capture->capturing(s)) /* graph.c: a host node of the capture */
        return sd_capture->host(fn, arg, s);
    return sd_submit(s, host_op_new(0, fn, NULL, NULL, arg));
}

EXPORT CUresult cuLaunchHostFunc(CUstream s, CUhostFn fn, void *userData)
{
    CUresult r = need_ctx();
    return r ? r : sd_enqueue_host_fn(s, fn, userData);
}

EXPORT CUresult cuLaunchHostFunc_ptsz(CUstream s, CUhostFn fn, void *userData)
{
    return cuLaunchHostFunc(s, fn, userData);
}

/* The driver API: flags must be 0; not allowed while capturing (cuLaunchHostFunc is). */
EXPORT CUresult cuStreamAddCallback(CUstream hs, CUstreamCallback cb, void *userData,
                                    unsigned int flags)
{
    CUresult r = need_ctx();
    if (r)
        return r;
    if (!cb || flags)
        return CUDA_ERROR_INVALID_VALUE;
    struct CUstream_st *s;
    r = sd_stream(hs, &s);
    if (r)
        return r;
    if (sd_capture->capturing(hs)) /* the driver API: callbacks cannot be captured */
        return CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED;
    sd_op *op = host_op_new(1, NULL, cb, hs, userData);
    return op ? submit(s, op, NULL) : CUDA_ERROR_OUT_OF_MEMORY;
}

EXPORT CUresult cuStreamAddCallback_ptsz(CUstream s, CUstreamCallback cb, void *userData,
                                         unsigned int flags)
{
    return cuStreamAddCallback(s, cb, userData, flags);
}
