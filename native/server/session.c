/* One client session: handshake, then frames of calls until the client goes away.
 *
 * Every length is checked against what is left of the frame before anything is read or
 * allocated; a malformed frame (or a frame of a kind a client does not send) ends the session
 * (the client process is then on its own: its connection closes), never the server. When the
 * session ends the process exits and the driver frees everything the client held.
 *
 * Threads. The session thread reads every frame and issues every call in arrival order; it
 * never waits for GPU progress, so that it can always read the client's next frame (another
 * thread's call, or the LP_DONE that lets a host function of clientmem.c, and with it a stream,
 * go on). A call that can wait ([blocking] in codegen/annotations.toml: ls_blocking[]) is read
 * here and handed to a waiter thread, which makes the calling client thread's context current,
 * runs it and writes the reply itself. A client thread sends nothing until it has its reply,
 * so its own calls keep their order; other threads' calls may pass a waiting one, as they may
 * natively, where threads are concurrent. Waiters are made on demand, at most LS_MAX_WAITERS;
 * when all are busy, jobs queue. A heartbeat thread sends LP_HEARTBEAT about twice a second
 * while a waiter has work or the session thread is inside a frame, so that the client can tell
 * a long call from a silent server (LUPINE_TIMEOUT, native/shim/client.c). */
#define _GNU_SOURCE
#include "server.h"

#include <signal.h>

#include <arpa/inet.h>
#include <errno.h>
#include <netinet/in.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/time.h>
#include <sys/uio.h>
#include <time.h>
#include <unistd.h>

void ls_log(ls_session *s, const char *fmt, ...)
{
    if (!s->verbose)
        return;
    va_list ap;
    va_start(ap, fmt);
    fprintf(stderr, "lupine-server[%d]: ", (int)getpid());
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    va_end(ap);
}

/* ---------------------------------------------------------------- argument helpers */

int ls_scalar(lp_reader *rd, void *dst, size_t n)
{
    size_t padded = lp_pad8(n);
    if (rd->failed || rd->left < padded) {
        rd->failed = 1;
        return -1;
    }
    memcpy(dst, rd->p, n);
    rd->p += padded;
    rd->left -= padded;
    return 0;
}

int ls_out_req(lp_reader *rd, uint64_t *n)
{
    if (lp_get_u64(rd, n))
        return -1;
    return 0;
}

void *ls_zalloc(uint64_t n)
{
    if (n > LP_MAX_OUT)
        return NULL;
    /* 128-byte aligned: out-structures the driver requires aligned (a CUtensorMap: "tensorMap
     * address must be aligned to 64 bytes", the driver API's cuTensorMapEncodeTiled; cuda.h
     * declares the type aligned to 128) */
    size_t size = ((size_t)n + 64 + 127) & ~(size_t)127;
    void *p = aligned_alloc(128, size);
    if (p)
        memset(p, 0, size);
    return p;
}

void ls_reply_string(lp_buf *out, const char *s)
{
    if (!s)
        lp_buf_null(out);
    else
        lp_buf_bytes(out, s, strlen(s) + 1);
}

/* ---------------------------------------------------------------- frame reading */

int ls_read(ls_session *s, void *p, uint64_t n)
{
    if (n > s->frame_left || lp_rbuf_read(s->in, p, (size_t)n))
        return -1;
    s->frame_left -= n;
    return 0;
}

int ls_read_u64(ls_session *s, uint64_t *v) { return ls_read(s, v, 8); }

int ls_skip(ls_session *s, uint64_t n)
{
    if (n > s->frame_left || lp_rbuf_skip(s->in, n))
        return -1;
    s->frame_left -= n;
    return 0;
}

/* ---------------------------------------------------------------- per-thread state */

/* The request a thread answers, and the context it last made current: the session thread's
 * and each waiter's own. After a context was destroyed or reset by another thread (ctx_epoch)
 * the cached one is read again from the driver, and dropped if it is no longer registered, so
 * the next call sets (and validates) it again. */
static __thread uint64_t t_reply_id;
static __thread uint64_t t_cur_ctx;
static __thread unsigned t_ctx_epoch;
/* The calling client thread's stream capture mode (lp_call.flags) of the call being run, and
 * the mode a waiter last set for itself (the driver's is per thread, and starts global). */
static __thread int t_call_mode, t_waiter_mode;
#define CTX_UNKNOWN UINT64_MAX

uint64_t ls_cur_ctx(void) { return t_cur_ctx; }
uint64_t ls_reply_id(void) { return t_reply_id; }

/* ---------------------------------------------------------------- writing frames */

int ls_send_frame(ls_session *s, uint32_t kind, uint64_t id, const struct iovec *iov, int n)
{
    struct iovec v[8];
    lp_frame f = {LP_FRAME_MAGIC, kind, id, 0};
    int k = 0;
    v[k++] = (struct iovec){&f, sizeof f};
    for (int i = 0; i < n && k < 8; i++)
        if (iov[i].iov_len) {
            v[k++] = iov[i];
            f.len += iov[i].iov_len;
        }
    pthread_mutex_lock(&s->wlock);
    int rc = s->wclosed ? -1 : lp_writev_all(s->fd, v, k);
    pthread_mutex_unlock(&s->wlock);
    return rc;
}

void ls_abort(ls_session *s)
{
    /* the session thread's next read fails: the session ends there */
    shutdown(s->fd, SHUT_RDWR);
}

/* ---------------------------------------------------------------- replies */

void ls_latch(ls_session *s, CUresult r)
{
    CUresult none = CUDA_SUCCESS;
    if (r != CUDA_SUCCESS)
        __atomic_compare_exchange_n(&s->latched, &none, r, 0, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE);
}

/* A synchronising call reports the latched error of an earlier deferred call in place of
 * its own success, and also in place of CUDA_ERROR_NOT_READY (cuEventQuery, cuStreamQuery):
 * "not ready" is an answer about work still running, and the failed work will not run. */
CUresult ls_final_result(ls_session *s, int fn, CUresult r)
{
    if (ls_sync[fn] && __atomic_load_n(&s->latched, __ATOMIC_ACQUIRE) != CUDA_SUCCESS) {
        CUresult l = __atomic_exchange_n(&s->latched, CUDA_SUCCESS, __ATOMIC_ACQ_REL);
        if (l != CUDA_SUCCESS && (r == CUDA_SUCCESS || r == CUDA_ERROR_NOT_READY))
            return l;
    }
    return r;
}

static int reply_outs(ls_session *s, int fn, CUresult r, const lp_buf *outs, int always)
{
    r = ls_final_result(s, fn, r);
    uint64_t n = (r == CUDA_SUCCESS || always) && outs ? outs->len : 0;
    uint32_t res[2] = {(uint32_t)r, 0};
    struct iovec iov[2] = {{res, 8}, {n ? outs->data : NULL, (size_t)n}};
    return ls_send_frame(s, LP_REPLY, t_reply_id, iov, 2);
}

int ls_reply(ls_session *s, int fn, CUresult r, const lp_buf *outs)
{
    return reply_outs(s, fn, r, outs, 0);
}

int ls_reply_always(ls_session *s, int fn, CUresult r, const lp_buf *outs)
{
    return reply_outs(s, fn, r, outs, 1);
}

/* ---------------------------------------------------------------- context */

typedef CUresult (*ctx_set_fn)(CUcontext);
typedef CUresult (*ctx_get_fn)(CUcontext *);

void ls_refresh_context(ls_session *s)
{
    ctx_get_fn get = (ctx_get_fn)s->real[LUPINE_FN_cuCtxGetCurrent];
    CUcontext c = NULL;
    if (get && get(&c) == CUDA_SUCCESS)
        t_cur_ctx = (uint64_t)(uintptr_t)c;
}

/* Calls that end a context (a green context's too): the staging ring, which may live in it,
 * goes first, and every thread asks the driver again what is current after them. */
static int ends_context(int fn)
{
    return fn == LUPINE_FN_cuDevicePrimaryCtxReset_v2 || fn == LUPINE_FN_cuCtxDestroy_v2 ||
           fn == LUPINE_FN_cuGreenCtxDestroy;
}

/* Makes the client thread's context current on this server thread before its call runs. */
static CUresult apply_context(ls_session *s, uint64_t ctx)
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
    CUresult r = apply_context(s, j->ctx);
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

/* ---------------------------------------------------------------- one call */

/* A blocking call of the generic dispatch, its argument block read on the session thread. */
typedef struct {
    unsigned char *args;
    void *ring; /* cuCtxDestroy, cuDevicePrimaryCtxReset: the staging ring to free first */
} generic_job;

static void generic_discard(ls_job *j)
{
    generic_job *g = j->data;
    free(g->args);
    free(g->ring); /* only when never run: the ring's memory is then left to the process exit */
    free(g);
}

static void generic_run(ls_session *s, ls_job *j, CUresult r)
{
    generic_job *g = j->data;
    lp_buf out = {0};
    if (r == CUDA_SUCCESS) {
        if (g->ring) {
            ls_stage_free_detached(s, g->ring);
            g->ring = NULL;
        }
        lp_reader rd = {g->args, (size_t)j->len, 0};
        r = ls_generic[j->fn](s, &rd, &out);
        if (r == LS_BAD_FRAME) {
            lp_buf_free(&out);
            ls_abort(s);
            return;
        }
        if (out.failed)
            r = CUDA_ERROR_OUT_OF_MEMORY;
        if (r == CUDA_SUCCESS && j->fn == LUPINE_FN_cuDevicePrimaryCtxReset_v2)
            ls_registry_reset(s);
        if (r == CUDA_SUCCESS && ends_context(j->fn))
            __atomic_add_fetch(&s->ctx_epoch, 1, __ATOMIC_ACQ_REL);
    }
    if (ls_reply(s, j->fn, r, &out))
        ls_abort(s);
    lp_buf_free(&out);
}

/* cuStreamSynchronize / cuEventSynchronize of work already complete return at once: the
 * session thread answers them itself (no thread hop). The query is exact: it says that all
 * the work the synchronisation would wait for has completed. */
static int done_already(ls_session *s, int fn, const unsigned char *args, uint64_t len)
{
    uint64_t h;
    if (len != 8)
        return 0;
    memcpy(&h, args, 8);
    typedef CUresult (*query_fn)(void *);
    query_fn q = NULL;
    if (fn == LUPINE_FN_cuStreamSynchronize || fn == LUPINE_FN_cuStreamSynchronize_ptsz) {
        if (!ls_handle_ok(s, LS_H_CUstream_st, h))
            return 1; /* the generic dispatch answers the bad handle */
        q = (query_fn)s->real[fn == LUPINE_FN_cuStreamSynchronize ? LUPINE_FN_cuStreamQuery
                                                                  : LUPINE_FN_cuStreamQuery_ptsz];
    } else if (fn == LUPINE_FN_cuEventSynchronize) {
        if (!h || !ls_handle_ok(s, LS_H_CUevent_st, h))
            return 1;
        q = (query_fn)s->real[LUPINE_FN_cuEventQuery];
    }
    return q && q((void *)(uintptr_t)h) == CUDA_SUCCESS;
}

/* Reads the argument block of a blocking generic call and hands it to a waiter. 1: handed
 * over; 0: run it here after all (its arguments are in *args); -1: malformed. */
static int submit_generic(ls_session *s, const lp_call *c, unsigned char **args)
{
    unsigned char *buf = malloc(c->len ? (size_t)c->len : 1);
    if (!buf || ls_read(s, buf, c->len)) {
        free(buf);
        return -1;
    }
    *args = buf;
    if (done_already(s, (int)c->fn, buf, c->len))
        return 0;
    generic_job *g = calloc(1, sizeof *g);
    ls_job *j = g ? ls_job_new(s, (int)c->fn, c->ctx) : NULL;
    if (!j) {
        free(g);
        return 0;
    }
    g->args = buf;
    *args = NULL;
    if (ends_context((int)c->fn))
        g->ring = ls_stage_detach(s); /* freed while its context lives, on the waiter */
    j->data = g;
    j->len = c->len;
    j->run = generic_run;
    j->discard = generic_discard;
    ls_job_ptds(s, j);
    ls_job_submit(s, j);
    return 1;
}

/* Runs the call whose header was just read. Returns -1 when the frame is malformed. */
static int run_call(ls_session *s, const lp_call *c, int reply)
{
    CUresult r = apply_context(s, c->ctx);
    t_call_mode = (int)((c->flags & LP_CALL_CAPTURE_MODE_MASK) >> LP_CALL_CAPTURE_MODE_SHIFT);
    if (r == CUDA_SUCCESS)
        r = ls_apply_capture_mode(s, t_call_mode);
    if (r != CUDA_SUCCESS) {
        if (ls_skip(s, c->len))
            return -1;
    } else if (ls_hand[c->fn]) {
        uint64_t before = s->frame_left;
        s->call_flags = c->flags;
        int rc = ls_hand[c->fn](s, (int)c->fn, c->len, reply);
        if (rc == LS_BAD || before - s->frame_left != c->len)
            return -1;
        if (!reply && rc != CUDA_SUCCESS) {
            ls_log(s, "deferred %s failed: %d (latched)", lupine_fn_names[c->fn], rc);
            ls_latch(s, (CUresult)rc);
        }
        return 0; /* a hand-written handler answers for itself */
    } else if (ls_generic[c->fn]) {
        if (c->len > LS_MAX_GENERIC_ARGS)
            return -1;
        unsigned char small[512];
        unsigned char *buf = NULL;
        if (reply && ls_blocking[c->fn]) {
            int handed = submit_generic(s, c, &buf);
            if (handed)
                return handed < 0 ? -1 : 0;
        } else {
            buf = c->len <= sizeof small ? small : malloc((size_t)c->len);
            if (!buf || ls_read(s, buf, c->len)) {
                if (buf != small)
                    free(buf);
                return -1;
            }
        }
        lp_reader rd = {buf, (size_t)c->len, 0};
        lp_buf out = {0};
        if (ends_context((int)c->fn))
            ls_stage_release(s); /* while its context lives; staged again when next needed */
        r = ls_generic[c->fn](s, &rd, &out);
        if (buf != small)
            free(buf);
        if (r == LS_BAD_FRAME) {
            lp_buf_free(&out);
            return -1;
        }
        if (out.failed)
            r = CUDA_ERROR_OUT_OF_MEMORY;
        if (r == CUDA_SUCCESS && c->fn == LUPINE_FN_cuDevicePrimaryCtxReset_v2)
            ls_registry_reset(s);
        if (r == CUDA_SUCCESS && ends_context((int)c->fn))
            __atomic_add_fetch(&s->ctx_epoch, 1, __ATOMIC_ACQ_REL);
        if (reply) {
            int rc = ls_reply(s, (int)c->fn, r, &out);
            lp_buf_free(&out);
            return rc;
        }
        lp_buf_free(&out);
    } else {
        if (ls_skip(s, c->len))
            return -1;
        r = CUDA_ERROR_NOT_SUPPORTED;
    }
    if (reply)
        return ls_reply(s, (int)c->fn, r, NULL);
    if (r != CUDA_SUCCESS)
        ls_log(s, "deferred %s failed: %d (latched)", lupine_fn_names[c->fn], (int)r);
    ls_latch(s, r);
    return 0;
}

/* ---------------------------------------------------------------- handshake and loop */

static int handshake(ls_session *s, const char *token, size_t token_len)
{
    struct timeval tv = {10, 0};
    setsockopt(s->fd, SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof tv);
    unsigned char hello[16];
    uint32_t status = LP_OK;
    if (lp_read_all(s->fd, hello, 16))
        return -1;
    uint32_t magic, hash, tl;
    uint16_t major, minor;
    memcpy(&magic, hello, 4);
    memcpy(&major, hello + 4, 2);
    memcpy(&minor, hello + 6, 2);
    s->client_minor = minor;
    memcpy(&hash, hello + 8, 4);
    memcpy(&tl, hello + 12, 4);
    char got[LP_MAX_TOKEN];
    if (magic != LP_MAGIC)
        status = LP_BAD_MAGIC;
    else if (major != LP_VERSION_MAJOR)
        status = LP_BAD_VERSION;
    else if (tl > LP_MAX_TOKEN || lp_read_all(s->fd, got, tl))
        status = LP_BAD_TOKEN;
    else if (token_len) {
        /* Constant time in the token's content. */
        unsigned diff = tl != token_len;
        for (size_t i = 0; i < token_len; i++)
            diff |= (unsigned)(got[i % (tl ? tl : 1)] ^ token[i]);
        if (diff)
            status = LP_BAD_TOKEN;
    }
    if (status == LP_OK && hash != LUPINE_API_HASH)
        status = LP_BAD_API;
    unsigned char welcome[16];
    uint32_t pid = status == LP_OK ? (uint32_t)getpid() : 0; /* only for who may use it */
    uint16_t vmaj = LP_VERSION_MAJOR, vmin = LP_VERSION_MINOR;
    uint32_t m = LP_MAGIC;
    memcpy(welcome, &m, 4);
    memcpy(welcome + 4, &vmaj, 2);
    memcpy(welcome + 6, &vmin, 2);
    memcpy(welcome + 8, &status, 4);
    memcpy(welcome + 12, &pid, 4);
    if (lp_write_all(s->fd, welcome, 16) || status != LP_OK) {
        static const char *const what[] = {"", "bad magic", "protocol version mismatch",
                                           "wrong token", "driver API mismatch"};
        char peer[128];
        ls_peer_name(s->fd, peer, sizeof peer);
        fprintf(stderr, "lupine-server: client %s refused: %s\n", peer,
                status > 0 && status < 5 ? what[status] : "the welcome could not be sent");
        if (status == LP_BAD_TOKEN) /* guessing tokens: a quarter second per try and slot */
            usleep(250000);
        return -1;
    }
    struct timeval none = {0, 0};
    setsockopt(s->fd, SOL_SOCKET, SO_RCVTIMEO, &none, sizeof none);
    return 0;
}

/* The session of this process. Its threads (waiters blocked in the driver, the driver's own
 * threads in host functions) may outlive ls_serve, so it is never freed: the process exits. */
static ls_session *g_session;

int ls_auth_fd = -1;
int ls_handshake_s = 10;

/* The whole handshake must end within ls_handshake_s seconds (a per-read timeout would let one
 * byte every few seconds keep the process for hours): SIGALRM ends the process, saying why. */
static void handshake_expired(int sig)
{
    (void)sig;
    static const char msg[] = "lupine-server: handshake not completed in time: connection dropped\n";
    ssize_t w = write(2, msg, sizeof msg - 1);
    (void)w;
    _exit(3);
}

void ls_handshake_alarm(void)
{
    struct sigaction sa = {0};
    sa.sa_handler = handshake_expired;
    sigaction(SIGALRM, &sa, NULL);
    alarm((unsigned)ls_handshake_s);
}

void ls_peer_name(int fd, char *out, size_t n)
{
    struct sockaddr_storage a;
    socklen_t l = sizeof a;
    char host[INET6_ADDRSTRLEN] = "?";
    int port = 0;
    if (!getpeername(fd, (struct sockaddr *)&a, &l)) {
        if (a.ss_family == AF_INET) {
            inet_ntop(AF_INET, &((struct sockaddr_in *)&a)->sin_addr, host, sizeof host);
            port = ntohs(((struct sockaddr_in *)&a)->sin_port);
        } else if (a.ss_family == AF_INET6) {
            inet_ntop(AF_INET6, &((struct sockaddr_in6 *)&a)->sin6_addr, host, sizeof host);
            port = ntohs(((struct sockaddr_in6 *)&a)->sin6_port);
        }
    }
    snprintf(out, n, "%s:%d", host, port);
}

int ls_serve(int fd, void **real, const char *token, size_t token_len, int verbose)
{
    ls_session *s = calloc(1, sizeof *s);
    struct ls_waiters *W = calloc(1, sizeof *W);
    lp_rbuf *in = malloc(sizeof *in);
    if (!s || !W || !in) {
        free(s);
        free(W);
        free(in);
        return 1;
    }
    g_session = s;
    s->fd = fd;
    s->real = real;
    s->verbose = verbose;
    pthread_mutex_init(&s->wlock, NULL);
    pthread_mutexattr_t recursive; /* registry entry points call each other (graph.c) */
    pthread_mutexattr_init(&recursive);
    pthread_mutexattr_settype(&recursive, PTHREAD_MUTEX_RECURSIVE);
    pthread_mutex_init(&s->lock, &recursive);
    pthread_mutexattr_destroy(&recursive);
    pthread_mutex_init(&W->mu, NULL);
    pthread_cond_init(&W->cv, NULL);
    pthread_cond_init(&W->beat_cv, NULL);
    s->waiters = W;
    const char *spin = getenv("LUPINE_WAITER_SPIN_US");
    W->spin_ns = spin && *spin ? strtol(spin, NULL, 10) * 1000L : 0;
    if (W->spin_ns < 0 || W->spin_ns > 100000000L)
        W->spin_ns = 0;
    mark_ptds();
    t_cur_ctx = 0;
    lp_tune_socket(fd);
    struct sigaction sa = {0};
    sa.sa_handler = handshake_expired;
    sigaction(SIGALRM, &sa, NULL);
    unsigned left = alarm(0); /* what is left of a deadline the TLS handshake started */
    alarm(left ? left : (unsigned)ls_handshake_s);
    int refused = handshake(s, token, token_len);
    alarm(0);
    if (refused)
        return 1;
    if (ls_auth_fd >= 0) { /* tell the listening process this client is authenticated */
        ssize_t w = write(ls_auth_fd, "A", 1);
        (void)w;
        close(ls_auth_fd);
        ls_auth_fd = -1;
    }
    lp_rbuf_init(in, fd);
    s->in = in;
    W->beating = pthread_create(&W->beat, NULL, beat_main, s) == 0;
    ls_log(s, "client connected");
    int status = 0;
    for (;;) {
        lp_frame f;
        if (lp_rbuf_read(in, &f, sizeof f))
            break; /* the client went away (or a waiter ended the session) */
        if (f.magic != LP_FRAME_MAGIC || f.len > LP_MAX_FRAME ||
            (f.kind != LP_CALL && f.kind != LP_BATCH && f.kind != LP_BYE && f.kind != LP_DONE &&
             f.kind != LP_NVML && f.kind != LP_AVOID)) {
            ls_log(s, "malformed frame header: session ends");
            status = 2;
            break;
        }
        if (f.kind == LP_BYE)
            break;
        __atomic_store_n(&s->in_frame, 1, __ATOMIC_RELEASE);
        t_reply_id = f.id;
        s->frame_left = f.len;
        int replied = 0, bad = 0;
        if (f.kind == LP_DONE) {
            bad = ls_clientmem_done(s, f.id, f.len) != 0 || s->frame_left != 0;
            replied = 1;
        } else if (f.kind == LP_NVML) { /* nvml.c */
            bad = ls_nvml_frame(s) != 0 || s->frame_left != 0;
            replied = 1;
        } else if (f.kind == LP_AVOID) { /* avoid.c */
            bad = ls_avoid_frame(s) != 0 || s->frame_left != 0;
            replied = 1;
        }
        while (!bad && s->frame_left > 0) {
            lp_call c;
            if (ls_read(s, &c, sizeof c) || c.fn >= LUPINE_FN_COUNT || c.len > s->frame_left ||
                (c.flags & LP_CALL_CAPTURE_MODE_MASK) == LP_CALL_CAPTURE_MODE_MASK ||
                ((c.flags & ~LP_CALL_CAPTURE_MODE_MASK) != 0 &&
                 !((c.flags & ~LP_CALL_CAPTURE_MODE_MASK) == LP_CALL_IMAGE_HASH &&
                   (c.fn == LUPINE_FN_cuModuleLoadData || c.fn == LUPINE_FN_cuLibraryLoadData)) &&
                 !((c.flags & ~LP_CALL_CAPTURE_MODE_MASK) == LP_CALL_OBJECT_BYTES &&
                   c.fn == LUPINE_FN_cuFuncGetName))) {
                bad = 1;
                break;
            }
            int last = f.kind == LP_CALL && c.len == s->frame_left;
            if (run_call(s, &c, last)) {
                bad = 1;
                break;
            }
            replied |= last;
        }
        __atomic_store_n(&s->in_frame, 0, __ATOMIC_RELEASE);
        if (bad || (f.kind == LP_CALL && !replied)) {
            ls_log(s, "malformed frame: session ends");
            status = 2;
            break;
        }
    }
    ls_log(s, "client gone");
    __atomic_store_n(&s->ended, 1, __ATOMIC_RELEASE);
    ls_clientmem_end(s);
    pthread_mutex_lock(&W->mu);
    pthread_cond_broadcast(&W->beat_cv);
    int idle = W->busy == 0;
    pthread_mutex_unlock(&W->mu);
    if (W->beating)
        pthread_join(W->beat, NULL);
    shutdown(fd, SHUT_RDWR); /* a thread still writing gives up */
    pthread_mutex_lock(&s->wlock);
    s->wclosed = 1; /* nobody writes to fd from now on: the caller closes it */
    pthread_mutex_unlock(&s->wlock);
    if (idle && !s->clientmem)
        ls_registry_free(s); /* else waiters or host functions may still look */
    return status;
}
