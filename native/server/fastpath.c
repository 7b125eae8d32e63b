/* Hand-written server handlers (codegen/annotations.toml [server]).
 *
 * Bulk copies: host data arrives on the socket and leaves through it. Large copies go through
 * page-locked staging buffers so the network and the PCIe transfer overlap: while chunk i is
 * copied to the device from one buffer, chunk i+1 is received into the next (and the reverse
 * for device-to-host). Small copies call the driver's own function directly. Stream order is
 * kept: the chunks run on the stream the call names (the legacy or per-thread default stream
 * for the synchronous forms).
 *
 * Host to device: the session thread receives the data into the ring of LUPINE_STAGE_BUFFERS
 * buffers (2..16, default 4) of LUPINE_STAGE_KIB KiB each (64..65536, default 2048) of
 * LUPINE_STAGE_MEMORY (ls_pinned_alloc), made when a session first stages a copy, and issues
 * the chunks; the synchronous form is then answered by a waiter once the last chunk is done.
 * A buffer is written again once its last copy is done; when that copy is held up while host
 * functions of this session run (they wait for the client, whose answer the session thread
 * must be free to read), the ring grows instead (up to LS_STAGE_MAX). Smaller buffers keep
 * what the socket has just written in the CPU's caches when the DMA engine reads it; more of
 * them keep the socket busy while the device drains earlier chunks.
 *
 * Device to host, answered with data (the synchronous copy; cuMemcpyDtoHAsync into pageable
 * client memory, which CUDA answers only once the copy is done): a waiter thread issues the
 * copy through two staging buffers of its own and sends the data in parts (LP_MORE), each
 * once its chunk is done, so other frames are never held up behind the GPU.
 * cuMemcpyDtoHAsync into page-locked client memory (the push form) is truly asynchronous: a
 * device copy into a server buffer and a push of it to the client in stream order
 * (clientmem.c). A host-to-device copy on a capturing stream becomes a pull and a device copy,
 * so a graph replay moves the client's bytes of that moment.
 *
 * Also module and library images (kept alive until unloaded) and kernel launches with the
 * client's packed parameter buffer (CU_LAUNCH_PARAM_BUFFER_POINTER). */
#define _GNU_SOURCE
#include "server.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <time.h>

#define STAGE_KIB_DEFAULT 2048
#define STAGE_BUFFERS_DEFAULT 4
#define DIRECT_MAX ((uint64_t)1 << 20)
#define MAX_IMAGE ((uint64_t)1 << 30)
/* Smaller images are not worth a cache file: the client sends them whole (module.c). */
#define LS_IMAGE_CACHE_MIN ((uint64_t)64 << 10)

typedef CUresult (*host_alloc_fn)(void **, size_t, unsigned);
typedef CUresult (*event_create_fn)(CUevent *, unsigned);
typedef CUresult (*event_record_fn)(CUevent, CUstream);
typedef CUresult (*event_sync_fn)(CUevent);
typedef CUresult (*htod_async_fn)(CUdeviceptr, const void *, size_t, CUstream);
typedef CUresult (*dtoh_async_fn)(void *, CUdeviceptr, size_t, CUstream);
typedef CUresult (*htod_fn)(CUdeviceptr, const void *, size_t);
typedef CUresult (*dtoh_fn)(void *, CUdeviceptr, size_t);
typedef CUresult (*set_ctx_fn)(CUcontext);
typedef CUresult (*ptr_fn)(void *);

#define REAL(s, name) ((s)->real[LUPINE_FN_##name])

/* Answers (when this call is the one answered) and returns r for the caller's bookkeeping. */
static int finish(ls_session *s, int fn, CUresult r, int reply)
{
    if (reply && ls_reply(s, fn, r, NULL))
        return LS_BAD;
    return (int)r;
}

static int is_ptds(int fn)
{
    return fn == LUPINE_FN_cuMemcpyHtoD_v2_ptds || fn == LUPINE_FN_cuMemcpyDtoH_v2_ptds ||
           fn == LUPINE_FN_cuMemcpyHtoDAsync_v2_ptsz || fn == LUPINE_FN_cuMemcpyDtoHAsync_v2_ptsz;
}

/* Host-to-device copies of more than LUPINE_STAGE_ABOVE_KIB KiB (0..1048576, default 1024)
 * go through the staging ring; smaller ones (and all when no ring can be made) through the
 * driver's own call from a pageable buffer. Read once per session process. */
static uint64_t stage_above(void)
{
    static uint64_t above = UINT64_MAX;
    if (above == UINT64_MAX)
        above = (uint64_t)lp_env_whole("LUPINE_STAGE_ABOVE_KIB", 0, 1L << 20,
                                       (long)(DIRECT_MAX >> 10), "KiB")
                << 10;
    return above;
}

static size_t stage_size(void)
{
    return (size_t)lp_env_whole("LUPINE_STAGE_KIB", 64, 65536, STAGE_KIB_DEFAULT, "KiB") << 10;
}

/* One buffer of `size` bytes, page-locked. LUPINE_STAGE_MEMORY=register (the default):
 * ordinary anonymous memory (huge pages where the kernel gives them) registered with
 * cuMemHostRegister, so the socket writes into the same kind of memory a plain recv() buffer
 * is; =hostalloc: cuMemHostAlloc. Register falls back to hostalloc. */
void *ls_pinned_alloc(ls_session *s, size_t size, int *registered)
{
    typedef CUresult (*register_fn)(void *, size_t, unsigned);
    register_fn reg = (register_fn)REAL(s, cuMemHostRegister_v2);
    const char *mode = getenv("LUPINE_STAGE_MEMORY");
    *registered = 0;
    if (reg && !(mode && !strcmp(mode, "hostalloc"))) {
        void *p = NULL;
        if (!posix_memalign(&p, (size_t)2 << 20, size)) {
            madvise(p, size, MADV_HUGEPAGE);
            if (reg(p, size, CU_MEMHOSTREGISTER_PORTABLE) == CUDA_SUCCESS) {
                *registered = 1;
                return p;
            }
            free(p);
        }
    }
    void *p = NULL;
    host_alloc_fn alloc = (host_alloc_fn)REAL(s, cuMemHostAlloc);
    return alloc && alloc(&p, size, CU_MEMHOSTALLOC_PORTABLE) == CUDA_SUCCESS ? p : NULL;
}

/* Frees what ls_pinned_alloc gave, in the current context. */
static void pinned_free(ls_session *s, void *p, int registered)
{
    if (!p)
        return;
    if (registered) {
        if (REAL(s, cuMemHostUnregister))
            ((ptr_fn)REAL(s, cuMemHostUnregister))(p);
        free(p);
    } else if (REAL(s, cuMemFreeHost)) {
        ((ptr_fn)REAL(s, cuMemFreeHost))(p);
    }
}

/* ---------------------------------------------------------------- the copy worker
 *
 * Host-to-device chunks are handed to the driver by a second thread, so whatever CPU time the
 * driver spends in cuMemcpyHtoDAsync and cuEventRecord overlaps with receiving the next chunk
 * instead of adding to it. The session thread receives chunk i into buffer k, queues
 * (k, destination, stream, context) and moves on; before it writes buffer k again it waits
 * until the worker has issued k's last copy, then for that copy's event. Every call ends with
 * all of its chunks issued, so whatever the client calls next is ordered after them on the
 * stream. Copies on a per-thread default stream stay on the session thread (the worker's
 * per-thread stream is another stream). LUPINE_STAGE_WORKER=0 turns the worker off. */

typedef struct {
    int k;
    CUdeviceptr dst;
    size_t n;
    CUstream stream;
    CUcontext ctx;
} stage_job;

struct ls_stage_worker {
    ls_session *s;
    pthread_t thread;
    pthread_mutex_t mu;
    pthread_cond_t wake, done;
    stage_job job[LS_STAGE_MAX];
    uint64_t queued, issued;         /* jobs so far; job i is job[i % LS_STAGE_MAX] */
    uint64_t last_job[LS_STAGE_MAX]; /* 1 + the index of buffer k's last job (0: none) */
    int recorded[LS_STAGE_MAX];      /* buffer k's last copy has an event to wait for */
    CUresult error;                  /* first failure since the session thread looked */
};

static void *worker_main(void *arg)
{
    struct ls_stage_worker *w = arg;
    ls_session *s = w->s;
    htod_async_fn copy = (htod_async_fn)REAL(s, cuMemcpyHtoDAsync_v2);
    event_record_fn record = (event_record_fn)REAL(s, cuEventRecord);
    set_ctx_fn set_ctx = (set_ctx_fn)REAL(s, cuCtxSetCurrent);
    pthread_mutex_lock(&w->mu);
    for (;;) {
        while (w->issued == w->queued)
            pthread_cond_wait(&w->wake, &w->mu);
        stage_job j = w->job[w->issued % LS_STAGE_MAX];
        void *buf = s->stage[j.k];
        CUevent ev = s->stage_event[j.k];
        pthread_mutex_unlock(&w->mu);
        /* the session thread's context, set every time: cheap, and right after a reset */
        CUresult r = set_ctx(j.ctx);
        if (r == CUDA_SUCCESS)
            r = copy(j.dst, buf, j.n, j.stream);
        int recorded = r == CUDA_SUCCESS && record(ev, j.stream) == CUDA_SUCCESS;
        pthread_mutex_lock(&w->mu);
        if (r != CUDA_SUCCESS && w->error == CUDA_SUCCESS)
            w->error = r;
        w->recorded[j.k] = recorded;
        w->issued++;
        pthread_cond_broadcast(&w->done);
    }
    return NULL;
}

/* The worker, started on first use; NULL when it is off or cannot start. */
static struct ls_stage_worker *worker(ls_session *s)
{
    if (s->stage_worker || s->stage_worker_off)
        return s->stage_worker;
    const char *env = getenv("LUPINE_STAGE_WORKER");
    struct ls_stage_worker *w = NULL;
    if (!(env && !strcmp(env, "0")) && REAL(s, cuCtxSetCurrent))
        w = calloc(1, sizeof *w);
    if (w) {
        w->s = s;
        pthread_mutex_init(&w->mu, NULL);
        pthread_cond_init(&w->wake, NULL);
        pthread_cond_init(&w->done, NULL);
        if (pthread_create(&w->thread, NULL, worker_main, w)) {
            free(w);
            w = NULL;
        } else {
            pthread_detach(w->thread);
        }
    }
    s->stage_worker = w;
    s->stage_worker_off = !w;
    return w;
}

/* Waits until the worker has issued buffer k's last copy; its event becomes the session
 * thread's to wait for (stage_pending). */
static void worker_release(ls_session *s, int k)
{
    struct ls_stage_worker *w = s->stage_worker;
    if (!w)
        return;
    pthread_mutex_lock(&w->mu);
    while (w->issued < w->last_job[k])
        pthread_cond_wait(&w->done, &w->mu);
    if (w->recorded[k])
        s->stage_pending[k] = 1;
    w->recorded[k] = 0;
    w->last_job[k] = 0;
    pthread_mutex_unlock(&w->mu);
}

/* Waits until every queued copy is issued; returns (and clears) the first failure. */
static CUresult worker_drain(ls_session *s)
{
    struct ls_stage_worker *w = s->stage_worker;
    if (!w)
        return CUDA_SUCCESS;
    for (int k = 0; k < s->stage_count; k++)
        worker_release(s, k);
    pthread_mutex_lock(&w->mu);
    CUresult r = w->error;
    w->error = CUDA_SUCCESS;
    pthread_mutex_unlock(&w->mu);
    return r;
}

static void worker_queue(ls_session *s, int k, CUdeviceptr dst, size_t n, CUstream stream)
{
    struct ls_stage_worker *w = s->stage_worker;
    pthread_mutex_lock(&w->mu);
    w->job[w->queued % LS_STAGE_MAX] =
        (stage_job){k, dst, n, stream, (CUcontext)(uintptr_t)ls_cur_ctx()};
    w->last_job[k] = ++w->queued;
    pthread_cond_signal(&w->wake);
    pthread_mutex_unlock(&w->mu);
}

/* ---------------------------------------------------------------- the staging ring */

/* A ring taken away from the session (ls_stage_detach), to free on a waiter. */
typedef struct {
    CUcontext ctx;
    int count;
    void *buf[LS_STAGE_MAX];
    int registered[LS_STAGE_MAX];
    CUevent event[LS_STAGE_MAX];
    int pending[LS_STAGE_MAX];
} detached_ring;

static void ring_clear(ls_session *s)
{
    for (int k = 0; k < LS_STAGE_MAX; k++) {
        s->stage[k] = NULL;
        s->stage_event[k] = NULL;
        s->stage_registered[k] = 0;
        s->stage_pending[k] = 0;
    }
    s->stage_count = 0;
    s->stage_pinned = 0;
    s->stage_failed = 0;
    s->stage_next = 0;
}

void *ls_stage_detach(ls_session *s)
{
    if (!s->stage_pinned) {
        s->stage_failed = 0;
        return NULL;
    }
    worker_drain(s); /* no copy left to issue from these buffers */
    detached_ring *d = calloc(1, sizeof *d);
    if (!d) {
        ls_stage_release(s);
        return NULL;
    }
    d->ctx = s->stage_ctx;
    d->count = s->stage_count;
    for (int k = 0; k < s->stage_count; k++) {
        d->buf[k] = s->stage[k];
        d->registered[k] = s->stage_registered[k];
        d->event[k] = s->stage_event[k];
        d->pending[k] = s->stage_pending[k];
    }
    ring_clear(s);
    return d;
}

void ls_stage_free_detached(ls_session *s, void *ring)
{
    detached_ring *d = ring;
    if (!d)
        return;
    set_ctx_fn set_ctx = (set_ctx_fn)REAL(s, cuCtxSetCurrent);
    event_sync_fn wait = (event_sync_fn)REAL(s, cuEventSynchronize);
    event_sync_fn destroy = (event_sync_fn)REAL(s, cuEventDestroy_v2);
    CUcontext cur = (CUcontext)(uintptr_t)ls_cur_ctx();
    int switched = d->ctx != cur && set_ctx && set_ctx(d->ctx) == CUDA_SUCCESS;
    for (int k = 0; k < d->count; k++) {
        if (d->pending[k] && wait) /* an async copy may still read it */
            wait(d->event[k]);
        pinned_free(s, d->buf[k], d->registered[k]);
        if (destroy && d->event[k])
            destroy(d->event[k]);
    }
    if (switched)
        set_ctx(cur);
    free(d);
}

void ls_stage_release(ls_session *s) { ls_stage_free_detached(s, ls_stage_detach(s)); }

/* One more buffer and its event for the ring, in the current context. 0 on success. */
static int stage_add(ls_session *s, int k)
{
    event_create_fn ev = (event_create_fn)REAL(s, cuEventCreate);
    s->stage_pending[k] = 0;
    s->stage_event[k] = NULL;
    s->stage[k] = ls_pinned_alloc(s, s->stage_size, &s->stage_registered[k]);
    if (s->stage[k] && ev(&s->stage_event[k], CU_EVENT_DISABLE_TIMING) == CUDA_SUCCESS)
        return 0;
    pinned_free(s, s->stage[k], s->stage_registered[k]);
    s->stage[k] = NULL;
    s->stage_event[k] = NULL;
    return -1;
}

/* The staging ring and its events, allocated in the current context on first use.
 * 0 when pipelining is possible. */
static int stage_ready(ls_session *s)
{
    CUcontext cur = (CUcontext)(uintptr_t)ls_cur_ctx();
    unsigned epoch = __atomic_load_n(&s->ctx_epoch, __ATOMIC_ACQUIRE);
    if (s->stage_pinned && s->stage_epoch != epoch) {
        /* A context was destroyed or reset since the ring was made (by another client thread
         * while this one staged a copy: the destroying call took the ring it knew away first,
         * ls_stage_detach). Its events and registrations may have gone with that context, or
         * its copies may still run in another: forget it without touching it. */
        worker_drain(s);
        ring_clear(s);
    }
    if (s->stage_pinned && s->stage_ctx == cur)
        return 0;
    if (s->stage_pinned || s->stage_failed) /* another context's, or none to be had */
        return -1;
    if (!REAL(s, cuMemHostAlloc) || !REAL(s, cuEventCreate) || !REAL(s, cuEventRecord) ||
        !REAL(s, cuEventSynchronize) || !REAL(s, cuEventQuery) || !REAL(s, cuMemcpyHtoDAsync_v2))
        return -1;
    int count = (int)lp_env_whole("LUPINE_STAGE_BUFFERS", 2, 16, STAGE_BUFFERS_DEFAULT, "buffers");
    s->stage_size = stage_size();
    s->stage_ctx = cur;
    s->stage_epoch = epoch;
    s->stage_next = 0;
    for (int k = 0; k < count; k++) {
        if (stage_add(s, k)) {
            /* free what was had; do not try again in this context */
            s->stage_count = k;
            s->stage_pinned = 1;
            ls_stage_release(s);
            s->stage_failed = 1;
            return -1;
        }
    }
    s->stage_count = count;
    s->stage_pinned = 1;
    ls_log(s, "staging: %d pinned buffers of %zu KiB (%s)", count, s->stage_size >> 10,
           s->stage_registered[0] ? "registered" : "cuMemHostAlloc");
    return 0;
}

/* Waits until no earlier async copy uses staging buffer k; the first error goes to *r. */
static void stage_wait(ls_session *s, int k, CUresult *r)
{
    if (!s->stage_pending[k])
        return;
    CUresult w = ((event_sync_fn)REAL(s, cuEventSynchronize))(s->stage_event[k]);
    if (w != CUDA_SUCCESS && r && *r == CUDA_SUCCESS)
        *r = w;
    s->stage_pending[k] = 0;
}

/* Makes buffer k free to write. When its last copy is not done and host functions of this
 * session may be what holds it up (they wait for the client, and the session thread must stay
 * free to read the client's answer), a new buffer takes slot k and the busy one moves to the
 * end of the ring, where its copy is long done by the time the ring comes round to it. */
static void stage_take(ls_session *s, int k, CUresult *r)
{
    worker_release(s, k);
    if (s->stage_pending[k] && __atomic_load_n(&s->hostfn_used, __ATOMIC_ACQUIRE) &&
        s->stage_count < LS_STAGE_MAX &&
        ((event_sync_fn)REAL(s, cuEventQuery))(s->stage_event[k]) == CUDA_ERROR_NOT_READY) {
        int m = s->stage_count;
        if (stage_add(s, m) == 0) {
            void *b = s->stage[k];
            CUevent e = s->stage_event[k];
            int reg = s->stage_registered[k];
            s->stage[k] = s->stage[m];
            s->stage_event[k] = s->stage_event[m];
            s->stage_registered[k] = s->stage_registered[m];
            s->stage[m] = b;
            s->stage_event[m] = e;
            s->stage_registered[m] = reg;
            s->stage_pending[m] = 1;
            s->stage_pending[k] = 0;
            s->stage_count++;
            return;
        }
    }
    stage_wait(s, k, r);
}

/* The stream a copy's chunks run on: the one named, where stream 0 of a _ptsz call is the
 * calling thread's default stream; for the synchronous forms the legacy (or per-thread)
 * default stream. */
static CUstream copy_stream(int fn, int async, CUstream user)
{
    if (async && user)
        return user;
    return is_ptds(fn) ? CU_STREAM_PER_THREAD : NULL;
}

/* ---------------------------------------------------------------- small copies, answered here
 *
 * A small synchronous copy (and an async one answered with data) usually completes within
 * microseconds. The session thread issues it asynchronously from or into a page-locked buffer of
 * its own, polls the stream for a short while (LUPINE_INLINE_WAIT_US, default 50) and answers at
 * once when the stream is done: no thread hop on the way of `t.item()`. When the stream is
 * still busy after that (a kernel ahead of the copy, or a host function waiting for the
 * client), an event recorded behind the copy goes to a waiter, which answers when it completes;
 * so the session thread is never held up for longer than the window. */

#define INLINE_MAX ((uint64_t)64 << 10)

typedef struct small_buf {
    struct small_buf *next;
    void *p; /* INLINE_MAX + 8 bytes, registered */
    unsigned epoch;
} small_buf;

/* one session per process (main.c forks per client) */
static pthread_mutex_t g_small_lock = PTHREAD_MUTEX_INITIALIZER;
static small_buf *g_small, *g_small_stale;
static long g_inline_ns = -1;

static long now_ns(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (long)t.tv_sec * 1000000000L + t.tv_nsec;
}

/* A page-locked buffer of this context epoch (NULL: none to be had, copy the slow way). Buffers
 * registered before a context was destroyed or reset may have lost their registration with it:
 * they are never used again. */
static small_buf *small_get(ls_session *s)
{
    typedef CUresult (*register_fn)(void *, size_t, unsigned);
    register_fn reg = (register_fn)REAL(s, cuMemHostRegister_v2);
    if (g_inline_ns < 0)
        g_inline_ns = lp_env_whole("LUPINE_INLINE_WAIT_US", 0, 1000000, 50, "microseconds") * 1000L;
    if (!g_inline_ns || !reg || !REAL(s, cuStreamQuery) || !REAL(s, cuEventCreate) ||
        !REAL(s, cuEventRecord) || !REAL(s, cuEventSynchronize))
        return NULL;
    unsigned epoch = __atomic_load_n(&s->ctx_epoch, __ATOMIC_ACQUIRE);
    pthread_mutex_lock(&g_small_lock);
    small_buf *b;
    while ((b = g_small) && b->epoch != epoch) {
        g_small = b->next;
        b->next = g_small_stale;
        g_small_stale = b;
    }
    if (b)
        g_small = b->next;
    pthread_mutex_unlock(&g_small_lock);
    if (b)
        return b;
    size_t size = (size_t)INLINE_MAX + 8;
    b = calloc(1, sizeof *b);
    if (!b || posix_memalign(&b->p, 4096, size)) {
        free(b);
        return NULL;
    }
    if (reg(b->p, size, CU_MEMHOSTREGISTER_PORTABLE) != CUDA_SUCCESS) {
        free(b->p);
        free(b);
        return NULL;
    }
    b->epoch = epoch;
    return b;
}

static void small_put(small_buf *b)
{
    pthread_mutex_lock(&g_small_lock);
    b->next = g_small;
    g_small = b;
    pthread_mutex_unlock(&g_small_lock);
}

/* The stream's query once it is done, or CUDA_ERROR_NOT_READY when it is still busy after
 * the window. */
static CUresult poll_stream(ls_session *s, CUstream cs)
{
    typedef CUresult (*query_fn)(CUstream);
    query_fn query = (query_fn)REAL(s, cuStreamQuery);
    long until = now_ns() + g_inline_ns;
    for (;;) {
        CUresult q = query(cs);
        if (q != CUDA_ERROR_NOT_READY || now_ns() >= until)
            return q;
#if defined(__x86_64__) || defined(__i386__)
        __builtin_ia32_pause();
#endif
    }
}

/* The answer of a small copy: its result, and for device to host the bytes. */
static int small_reply(ls_session *s, CUresult r, small_buf *b, uint64_t n, int dtoh)
{
    uint32_t words[2] = {(uint32_t)r, 0};
    if (!dtoh || r != CUDA_SUCCESS) {
        struct iovec iov[1] = {{words, 8}};
        return ls_send_frame(s, LP_REPLY, ls_reply_id(), iov, 1);
    }
    memset((char *)b->p + n, 0, lp_pad8((size_t)n) - n);
    struct iovec iov[3] = {{words, 8}, {&n, 8}, {b->p, lp_pad8((size_t)n)}};
    return ls_send_frame(s, LP_REPLY, ls_reply_id(), iov, 3);
}

typedef struct {
    small_buf *b;
    CUevent event;
    uint64_t n;
    int dtoh;
    int sync; /* take the latched error after the copy (host to device) */
} small_job;

static void small_run(ls_session *s, ls_job *j, CUresult r)
{
    small_job *k = j->data;
    CUresult w = ((event_sync_fn)REAL(s, cuEventSynchronize))(k->event);
    ((event_sync_fn)REAL(s, cuEventDestroy_v2))(k->event);
    if (r == CUDA_SUCCESS)
        r = w;
    if (k->sync)
        r = ls_final_result(s, j->fn, r);
    if (small_reply(s, r, k->b, k->n, k->dtoh))
        ls_abort(s);
    small_put(k->b);
}

/* Issued on cs: answers now if cs is done within the window, else hands over. Returns the
 * handler's answer (LS_BAD when the reply cannot be written). */
static int small_finish(ls_session *s, int fn, CUstream cs, small_buf *b, uint64_t n, int dtoh)
{
    CUresult q = poll_stream(s, cs);
    if (q == CUDA_ERROR_NOT_READY) {
        CUevent ev = NULL;
        small_job *k = calloc(1, sizeof *k);
        ls_job *j = k ? ls_job_new(s, fn, ls_cur_ctx()) : NULL;
        if (j && ((event_create_fn)REAL(s, cuEventCreate))(&ev, CU_EVENT_DISABLE_TIMING) ==
                     CUDA_SUCCESS) {
            if (((event_record_fn)REAL(s, cuEventRecord))(ev, cs) == CUDA_SUCCESS) {
                *k = (small_job){b, ev, n, dtoh, !dtoh};
                j->data = k;
                j->run = small_run;
                ls_job_submit(s, j);
                return CUDA_SUCCESS;
            }
            ((event_sync_fn)REAL(s, cuEventDestroy_v2))(ev);
        }
        free(k);
        free(j);
        /* no event or job to be had: wait here */
        typedef CUresult (*stream_sync_fn)(CUstream);
        q = ((stream_sync_fn)REAL(s, cuStreamSynchronize))(cs);
    }
    if (!dtoh)
        q = ls_final_result(s, fn, q);
    int bad = small_reply(s, q, b, n, dtoh);
    small_put(b);
    return bad ? LS_BAD : (int)q;
}

/* ---------------------------------------------------------------- host to device */

/* The synchronous copy, answered by a waiter: the data read into `buf` (small copies, issued
 * by the waiter with the driver's own synchronous call), or already issued through the ring,
 * with `event` recorded behind its last chunk. */
typedef struct {
    CUdeviceptr dst;
    void *buf;
    uint64_t n;
    CUevent event;
    CUresult r; /* of issuing the chunks */
} htod_job;

static void htod_discard(ls_job *j)
{
    htod_job *h = j->data;
    free(h->buf);
    free(h);
}

static void htod_run(ls_session *s, ls_job *j, CUresult r)
{
    htod_job *h = j->data;
    if (r == CUDA_SUCCESS && h->event) {
        r = h->r;
        CUresult w = ((event_sync_fn)REAL(s, cuEventSynchronize))(h->event);
        if (r == CUDA_SUCCESS)
            r = w;
    } else if (r == CUDA_SUCCESS) {
        r = ((htod_fn)s->real[j->fn])(h->dst, h->buf, (size_t)h->n);
    }
    if (h->event)
        ((event_sync_fn)REAL(s, cuEventDestroy_v2))(h->event);
    if (ls_reply(s, j->fn, r, NULL))
        ls_abort(s);
}

static int submit_htod(ls_session *s, int fn, CUdeviceptr dst, void *buf, uint64_t n,
                       CUevent event, CUresult issued)
{
    htod_job *h = calloc(1, sizeof *h);
    ls_job *j = h ? ls_job_new(s, fn, ls_cur_ctx()) : NULL;
    if (!j) {
        free(h);
        if (event) { /* no memory for the job: wait here */
            CUresult w = ((event_sync_fn)REAL(s, cuEventSynchronize))(event);
            ((event_sync_fn)REAL(s, cuEventDestroy_v2))(event);
            free(buf);
            return finish(s, fn, issued != CUDA_SUCCESS ? issued : w, 1);
        }
        CUresult r = ((htod_fn)s->real[fn])(dst, buf, (size_t)n);
        free(buf);
        return finish(s, fn, r, 1);
    }
    *h = (htod_job){dst, buf, n, event, issued};
    j->data = h;
    j->run = htod_run;
    j->discard = htod_discard;
    if (!event)
        ls_job_ptds(s, j);
    ls_job_submit(s, j);
    return (int)issued;
}

/* Wire: dst, count, [stream, client source address,] then the bytes (by value). */
/* A copy between device memory at dev and client memory at addr issued into a capturing stream
 * (htod: from the client): nothing runs during capture, and every replay of the graph must move
 * the client's bytes of its own moment, so it becomes a memcpy node with a client host side
 * (graphhost.c: a pull and a device copy, or a device copy and a push). */
static CUresult capture_copy(ls_session *s, CUstream cs, CUdeviceptr dev, uint64_t addr,
                             uint64_t n, int htod)
{
    CUDA_MEMCPY3D c;
    memset(&c, 0, sizeof c);
    c.srcMemoryType = htod ? CU_MEMORYTYPE_HOST : CU_MEMORYTYPE_DEVICE;
    c.dstMemoryType = htod ? CU_MEMORYTYPE_DEVICE : CU_MEMORYTYPE_HOST;
    if (htod) {
        c.srcHost = (const void *)(uintptr_t)addr; /* a client address: never dereferenced */
        c.dstDevice = dev;
    } else {
        c.srcDevice = dev;
        c.dstHost = (void *)(uintptr_t)addr;
    }
    c.WidthInBytes = (size_t)n;
    c.Height = c.Depth = 1;
    return ls_hostcopy_capture(s, cs, &c);
}

static int htod(ls_session *s, int fn, uint64_t len, int reply, int async)
{
    uint64_t dst, count, stream = 0, addr = 0, n;
    uint64_t fixed = async ? 32 : 16;
    if (len < fixed + 8 || ls_read_u64(s, &dst) || ls_read_u64(s, &count) ||
        (async && (ls_read_u64(s, &stream) || ls_read_u64(s, &addr))) || ls_read_u64(s, &n))
        return LS_BAD;
    uint64_t body = len - fixed - 8;
    if (n == LP_NULL ? body != 0 : lp_pad8((size_t)n) != body || n > LP_MAX_FRAME)
        return LS_BAD;
    CUresult r = CUDA_SUCCESS;
    if (!s->real[fn]) /* a driver without this variant */
        r = CUDA_ERROR_NOT_SUPPORTED;
    else if (async && !ls_handle_ok(s, LS_H_CUstream_st, stream))
        r = CUDA_ERROR_INVALID_HANDLE;
    else if (n != LP_NULL && (n != count || (n && !ls_devptr_ok(s, dst, n))))
        r = CUDA_ERROR_INVALID_VALUE;
    else if (n == LP_NULL && count && !ls_devptr_ok(s, dst, count))
        r = CUDA_ERROR_INVALID_VALUE; /* a NULL source does not spare the destination's check */
    if (r == CUDA_ERROR_INVALID_VALUE)
        ls_log_range_miss(s, lupine_fn_names[fn], dst, count);
    if (r != CUDA_SUCCESS || n == LP_NULL) {
        if (ls_skip(s, body))
            return LS_BAD;
        if (r == CUDA_SUCCESS) { /* NULL source: the driver's own answer */
            r = async ? ((htod_async_fn)s->real[fn])(dst, NULL, count, (CUstream)(uintptr_t)stream)
                      : ((htod_fn)s->real[fn])(dst, NULL, count);
        }
        return finish(s, fn, r, reply);
    }
    CUstream cs = copy_stream(fn, async, (CUstream)(uintptr_t)stream);
    if (async && n && ls_stream_capturing(s, cs)) {
        /* Nothing runs during capture: the graph's replays copy the client's memory of their
         * own moment, so the bytes sent now are not what the copy means. */
        if (ls_skip(s, body))
            return LS_BAD;
        return finish(s, fn, capture_copy(s, cs, dst, addr, n, 1), reply);
    }
    int wait = reply && !async; /* the synchronous form is answered once the data is there */
    small_buf *b = wait && n && n <= INLINE_MAX ? small_get(s) : NULL;
    if (b) {
        if (ls_read(s, b->p, n) || ls_skip(s, body - n)) {
            small_put(b);
            return LS_BAD;
        }
        r = ((htod_async_fn)REAL(s, cuMemcpyHtoDAsync_v2))(dst, b->p, n, cs);
        if (r != CUDA_SUCCESS) {
            small_put(b);
            return finish(s, fn, r, reply);
        }
        return small_finish(s, fn, cs, b, n, 0);
    }
    if (n <= stage_above() || stage_ready(s)) {
        /* Without pinned staging (or for small copies): the driver's own call from a pageable
         * buffer (it stages pageable memory itself). */
        void *buf = malloc(n ? (size_t)n : 1);
        if (!buf) {
            if (ls_skip(s, body))
                return LS_BAD;
            return finish(s, fn, CUDA_ERROR_OUT_OF_MEMORY, reply);
        }
        if (ls_read(s, buf, n) || ls_skip(s, body - n)) {
            free(buf);
            return LS_BAD;
        }
        if (wait)
            return submit_htod(s, fn, dst, buf, n, NULL, CUDA_SUCCESS);
        r = async ? ((htod_async_fn)s->real[fn])(dst, buf, n, (CUstream)(uintptr_t)stream)
                  : ((htod_fn)s->real[fn])(dst, buf, n);
        free(buf);
        return finish(s, fn, r, reply);
    }
    htod_async_fn copy = (htod_async_fn)REAL(s, cuMemcpyHtoDAsync_v2);
    event_record_fn record = (event_record_fn)REAL(s, cuEventRecord);
    int queue = cs != CU_STREAM_PER_THREAD && worker(s) != NULL;
    /* Copies of an earlier async call may still read some buffers: each is waited for
     * before it is written again. The ring continues where the last copy left it. */
    uint64_t off = 0;
    int k = s->stage_next;
    while (off < n) {
        size_t chunk = (size_t)(n - off < s->stage_size ? n - off : s->stage_size);
        stage_take(s, k, &r);
        if (ls_read(s, s->stage[k], chunk)) {
            worker_drain(s);
            return LS_BAD;
        }
        if (r == CUDA_SUCCESS && queue) {
            worker_queue(s, k, dst + off, chunk, cs);
        } else if (r == CUDA_SUCCESS) {
            r = copy(dst + off, s->stage[k], chunk, cs);
            if (r == CUDA_SUCCESS && record(s->stage_event[k], cs) == CUDA_SUCCESS)
                s->stage_pending[k] = 1;
        }
        off += chunk;
        k = (k + 1) % s->stage_count;
    }
    s->stage_next = k;
    CUresult wr = worker_drain(s);
    if (r == CUDA_SUCCESS)
        r = wr;
    if (ls_skip(s, body - n))
        return LS_BAD;
    if (!wait)
        return finish(s, fn, r, reply);
    /* every chunk is issued on cs: an event behind the last one tells the waiter when */
    CUevent done = NULL;
    if (((event_create_fn)REAL(s, cuEventCreate))(&done, CU_EVENT_DISABLE_TIMING) == CUDA_SUCCESS) {
        if (record(done, cs) == CUDA_SUCCESS)
            return submit_htod(s, fn, dst, NULL, n, done, r);
        ((event_sync_fn)REAL(s, cuEventDestroy_v2))(done);
    }
    for (int j = 0; j < s->stage_count; j++) /* no event to be had: wait here */
        stage_wait(s, j, &r);
    return finish(s, fn, r, reply);
}

int ls_hand_cuMemcpyHtoD_v2(ls_session *s, int fn, uint64_t len, int reply)
{
    return htod(s, fn, len, reply, 0);
}

int ls_hand_cuMemcpyHtoDAsync_v2(ls_session *s, int fn, uint64_t len, int reply)
{
    return htod(s, fn, len, reply, 1);
}

/* ---------------------------------------------------------------- device to host */

/* A waiter's own staging buffers for device-to-host copies (the ring is the session
 * thread's), made in the context of the copy and kept for the next one. */
static __thread struct {
    void *buf[2];
    int registered[2];
    CUevent event[2];
    size_t size;
    uint64_t ctx;
    unsigned epoch;
    int ok;
} t_ws;

static void ws_release(ls_session *s, int ctx_alive)
{
    if (!t_ws.ok)
        return;
    if (ctx_alive) {
        set_ctx_fn set_ctx = (set_ctx_fn)REAL(s, cuCtxSetCurrent);
        uint64_t cur = ls_cur_ctx();
        int switched = t_ws.ctx != cur && set_ctx(
            (CUcontext)(uintptr_t)t_ws.ctx) == CUDA_SUCCESS;
        for (int k = 0; k < 2; k++) {
            pinned_free(s, t_ws.buf[k], t_ws.registered[k]);
            ((event_sync_fn)REAL(s, cuEventDestroy_v2))(t_ws.event[k]);
        }
        if (switched)
            set_ctx((CUcontext)(uintptr_t)cur);
    } else {
        /* the context went (destroyed or reset) and its events and registrations with it */
        for (int k = 0; k < 2; k++)
            if (t_ws.registered[k])
                free(t_ws.buf[k]);
    }
    memset(&t_ws, 0, sizeof t_ws);
}

static int ws_ready(ls_session *s)
{
    uint64_t ctx = ls_cur_ctx();
    unsigned epoch = __atomic_load_n(&s->ctx_epoch, __ATOMIC_ACQUIRE);
    if (t_ws.ok && t_ws.ctx == ctx && t_ws.epoch == epoch)
        return 0;
    ws_release(s, t_ws.epoch == epoch);
    event_create_fn ev = (event_create_fn)REAL(s, cuEventCreate);
    if (!ev || !REAL(s, cuEventRecord) || !REAL(s, cuEventSynchronize) ||
        !REAL(s, cuMemcpyDtoHAsync_v2) || !REAL(s, cuEventDestroy_v2))
        return -1;
    t_ws.size = stage_size();
    t_ws.ctx = ctx;
    t_ws.epoch = epoch;
    t_ws.ok = 1;
    for (int k = 0; k < 2; k++) {
        t_ws.buf[k] = ls_pinned_alloc(s, t_ws.size, &t_ws.registered[k]);
        if (!t_ws.buf[k] || ev(&t_ws.event[k], CU_EVENT_DISABLE_TIMING) != CUDA_SUCCESS) {
            ws_release(s, 1);
            return -1;
        }
    }
    return 0;
}

typedef struct {
    uint64_t n, src, count, stream;
    int async;
} dtoh_job;

/* One part of a reply: LP_REPLY (result, flags, `head`) or LP_MORE (flags, bytes). */
static int send_part(ls_session *s, uint32_t kind, uint32_t w0, uint32_t w1, const void *p,
                     size_t n, size_t pad)
{
    static const unsigned char zeros[8];
    uint32_t words[2] = {w0, w1};
    struct iovec iov[3] = {{words, 8}, {(void *)p, n}, {(void *)zeros, pad}};
    return ls_send_frame(s, kind, ls_reply_id(), iov, 3);
}

/* The answer of a large copy, in parts: each chunk goes out when its copy is done, with no
 * lock held while waiting for the GPU, so heartbeats and notifications pass in between. */
static void dtoh_parts(ls_session *s, const dtoh_job *d, CUstream cs)
{
    dtoh_async_fn copy = (dtoh_async_fn)REAL(s, cuMemcpyDtoHAsync_v2);
    event_record_fn record = (event_record_fn)REAL(s, cuEventRecord);
    event_sync_fn wait = (event_sync_fn)REAL(s, cuEventSynchronize);
    uint64_t n = d->n, issued = 0, sent = 0;
    size_t size[2] = {0, 0};
    CUresult r = CUDA_SUCCESS;
    for (int k = 0; k < 2 && issued < n; k++) {
        size[k] = (size_t)(n - issued < t_ws.size ? n - issued : t_ws.size);
        r = copy(t_ws.buf[k], d->src + issued, size[k], cs);
        if (r == CUDA_SUCCESS)
            r = record(t_ws.event[k], cs);
        if (r != CUDA_SUCCESS)
            break;
        issued += size[k];
    }
    if (r == CUDA_SUCCESS)
        r = wait(t_ws.event[0]);
    if (r != CUDA_SUCCESS) {
        if (size[1] && issued > size[0])
            wait(t_ws.event[1]);
        if (send_part(s, LP_REPLY, (uint32_t)r, 0, NULL, 0, 0))
            ls_abort(s);
        return;
    }
    if (send_part(s, LP_REPLY, CUDA_SUCCESS, LP_REPLY_MORE, &n, 8, 0)) {
        ls_abort(s);
        return;
    }
    for (int k = 0; sent < n; k ^= 1) {
        if (sent) { /* chunk 0 was waited for above */
            CUresult w = wait(t_ws.event[k]);
            if (w != CUDA_SUCCESS) {
                ls_latch(s, w); /* too late for this reply: the next sync call reports it */
                memset(t_ws.buf[k], 0, size[k]);
            }
        }
        int last = sent + size[k] == n;
        if (send_part(s, LP_MORE, last ? 0 : LP_REPLY_MORE, 0, t_ws.buf[k], size[k],
                      last ? lp_pad8((size_t)n) - n : 0)) {
            ls_abort(s);
            return;
        }
        sent += size[k];
        if (issued < n) {
            size[k] = (size_t)(n - issued < t_ws.size ? n - issued : t_ws.size);
            if (copy(t_ws.buf[k], d->src + issued, size[k], cs) != CUDA_SUCCESS ||
                record(t_ws.event[k], cs) != CUDA_SUCCESS) {
                ls_latch(s, CUDA_ERROR_UNKNOWN);
                memset(t_ws.buf[k], 0, size[k]);
            }
            issued += size[k];
        }
    }
}

static void dtoh_run(ls_session *s, ls_job *j, CUresult r)
{
    dtoh_job *d = j->data;
    int fn = j->fn;
    CUstream stream = (CUstream)(uintptr_t)d->stream;
    if (r == CUDA_SUCCESS && d->n == LP_NULL)
        r = d->async ? ((dtoh_async_fn)s->real[fn])(NULL, d->src, d->count, stream)
                     : ((dtoh_fn)s->real[fn])(NULL, d->src, d->count);
    /* A deferred error is this synchronising call's answer, as in CUDA. */
    r = ls_final_result(s, fn, r);
    if (r != CUDA_SUCCESS || d->n == LP_NULL) {
        if (send_part(s, LP_REPLY, (uint32_t)r, 0, NULL, 0, 0))
            ls_abort(s);
        return;
    }
    uint64_t n = d->n;
    if (n > DIRECT_MAX && ws_ready(s) == 0) {
        dtoh_parts(s, d, copy_stream(fn, d->async, stream));
        return;
    }
    /* small copies (or no page-locked memory to be had): the driver's own call, in chunks */
    size_t cap = (size_t)(n < DIRECT_MAX ? n : DIRECT_MAX);
    void *buf = malloc(cap + 8);
    if (!buf) {
        if (send_part(s, LP_REPLY, CUDA_ERROR_OUT_OF_MEMORY, 0, NULL, 0, 0))
            ls_abort(s);
        return;
    }
    size_t first = cap;
    r = d->async ? ((dtoh_async_fn)s->real[fn])(buf, d->src, first, stream)
                 : ((dtoh_fn)s->real[fn])(buf, d->src, first);
    if (r != CUDA_SUCCESS || n == first) {
        /* one frame: result, length, bytes, padding */
        memset((char *)buf + first, 0, 8);
        uint32_t words[2] = {(uint32_t)r, 0};
        struct iovec iov[3] = {{words, 8}, {&n, 8}, {buf, lp_pad8(first)}};
        if (ls_send_frame(s, LP_REPLY, ls_reply_id(), iov, r == CUDA_SUCCESS ? 3 : 1))
            ls_abort(s);
        free(buf);
        return;
    }
    int bad = send_part(s, LP_REPLY, CUDA_SUCCESS, LP_REPLY_MORE, &n, 8, 0);
    uint64_t off = 0;
    while (!bad && off < n) {
        size_t chunk = (size_t)(n - off < cap ? n - off : cap);
        if (off) {
            CUresult w = d->async ? ((dtoh_async_fn)s->real[fn])(buf, d->src + off, chunk, stream)
                                  : ((dtoh_fn)s->real[fn])(buf, d->src + off, chunk);
            if (w != CUDA_SUCCESS) {
                ls_latch(s, w);
                memset(buf, 0, chunk);
            }
        }
        int last = off + chunk == n;
        bad = send_part(s, LP_MORE, last ? 0 : LP_REPLY_MORE, 0, buf, chunk,
                        last ? lp_pad8((size_t)n) - n : 0);
        off += chunk;
    }
    if (bad)
        ls_abort(s);
    free(buf);
}

/* Wire: out-request (the byte count, LP_NULL for a NULL destination, or LP_CLIENT_ADDR for
 * the push form), src, count, [stream, client destination address]. */
static int dtoh(ls_session *s, int fn, uint64_t len, int reply, int async)
{
    uint64_t n, src, count, stream = 0, addr = 0;
    if (len != (async ? 40u : 24u) || ls_read_u64(s, &n) || ls_read_u64(s, &src) ||
        ls_read_u64(s, &count) || (async && (ls_read_u64(s, &stream) || ls_read_u64(s, &addr))))
        return LS_BAD;
    int push = async && n == LP_CLIENT_ADDR;
    uint64_t bytes = push ? count : n;
    CUresult r = CUDA_SUCCESS;
    if (!s->real[fn]) /* a driver without this variant */
        r = CUDA_ERROR_NOT_SUPPORTED;
    else if (async && !ls_handle_ok(s, LS_H_CUstream_st, stream))
        r = CUDA_ERROR_INVALID_HANDLE;
    else if (bytes != LP_NULL &&
             (bytes != count || bytes > LP_MAX_OUT || (bytes && !ls_devptr_ok(s, src, bytes))))
        r = CUDA_ERROR_INVALID_VALUE;
    else if (bytes == LP_NULL && count && !ls_devptr_ok(s, src, count))
        r = CUDA_ERROR_INVALID_VALUE; /* a NULL destination does not spare the source's check */
    if (r == CUDA_ERROR_INVALID_VALUE)
        ls_log_range_miss(s, lupine_fn_names[fn], src, count);
    CUstream cs = copy_stream(fn, async, (CUstream)(uintptr_t)stream);
    if (push) {
        if (r == CUDA_SUCCESS && count)
            r = ls_stream_capturing(s, cs) ? capture_copy(s, cs, src, addr, count, 0)
                                           : ls_clientmem_dtoh(s, cs, addr, src, count);
        return finish(s, fn, r, reply);
    }
    if (!reply) /* an answered form among deferred calls: nothing to answer with */
        return (int)r;
    if (r == CUDA_SUCCESS && async && n != LP_NULL && n && ls_stream_capturing(s, cs)) {
        /* Captured: nothing runs now. The graph pushes the bytes to the client's destination
         * at each replay; the answer carries no data. */
        r = capture_copy(s, cs, src, addr, n, 0);
        return finish(s, fn, r, reply);
    }
    if (r != CUDA_SUCCESS)
        return finish(s, fn, r, reply);
    small_buf *b = n != LP_NULL && n && n <= INLINE_MAX ? small_get(s) : NULL;
    if (b) {
        /* A deferred error is this synchronising call's answer, as in CUDA: taken first. */
        r = ls_final_result(s, fn, CUDA_SUCCESS);
        if (r == CUDA_SUCCESS)
            r = ((dtoh_async_fn)REAL(s, cuMemcpyDtoHAsync_v2))(b->p, src, n, cs);
        if (r != CUDA_SUCCESS) {
            small_put(b);
            return small_reply(s, r, NULL, 0, 1) ? LS_BAD : (int)r;
        }
        return small_finish(s, fn, cs, b, n, 1);
    }
    dtoh_job *d = calloc(1, sizeof *d);
    ls_job *j = d ? ls_job_new(s, fn, ls_cur_ctx()) : NULL;
    if (!j) {
        free(d);
        return finish(s, fn, CUDA_ERROR_OUT_OF_MEMORY, reply);
    }
    *d = (dtoh_job){n, src, count, stream, async};
    j->data = d;
    j->run = dtoh_run;
    ls_job_ptds(s, j);
    ls_job_submit(s, j);
    return CUDA_SUCCESS;
}

int ls_hand_cuMemcpyDtoH_v2(ls_session *s, int fn, uint64_t len, int reply)
{
    return dtoh(s, fn, len, reply, 0);
}

int ls_hand_cuMemcpyDtoHAsync_v2(ls_session *s, int fn, uint64_t len, int reply)
{
    return dtoh(s, fn, len, reply, 1);
}

/* ---------------------------------------------------------------- images */

typedef CUresult (*module_load_fn)(CUmodule *, const void *);
typedef CUresult (*library_load_fn)(CUlibrary *, const void *, CUjit_option *, void **, unsigned,
                                    CUlibraryOption *, void **, unsigned);

/* Reads an out-request and an image; the image is NUL-terminated (PTX must be). With
 * LP_CALL_IMAGE_HASH the call carries the image's SHA-256 instead: the image comes from the
 * cache (images.c), *cached is set, and a miss leaves *image NULL with *n = LP_NULL. */
static int read_image(ls_session *s, uint64_t len, uint64_t *want, unsigned char **image,
                      uint64_t *n, int *cached)
{
    *cached = 0;
    if (len < 16 || ls_read_u64(s, want) || ls_read_u64(s, n))
        return -1;
    if (*want != LP_NULL && *want != 8)
        return -1;
    uint64_t body = len - 16;
    if (s->call_flags & LP_CALL_IMAGE_HASH) {
        unsigned char hash[32];
        if (*n != 32 || body != 32 || ls_read(s, hash, 32))
            return -1;
        *cached = 1;
        *image = NULL;
        if (!ls_images_get(hash, image, n))
            *n = LP_NULL;
        return 0;
    }
    if (*n == LP_NULL || *n > MAX_IMAGE || lp_pad8((size_t)*n) != body)
        return -1;
    *image = malloc((size_t)body + 1);
    if (!*image)
        return ls_skip(s, body) ? -1 : 0;
    if (ls_read(s, *image, body)) {
        free(*image);
        *image = NULL;
        return -1;
    }
    (*image)[*n] = 0;
    return 0;
}

static int load_image(ls_session *s, int fn, uint64_t len, int reply, int library)
{
    uint64_t want, n;
    unsigned char *image = NULL;
    int cached;
    if (read_image(s, len, &want, &image, &n, &cached))
        return LS_BAD;
    CUresult r;
    void *handle = NULL;
    if (cached && !image)
        r = CUDA_ERROR_NOT_FOUND; /* not in the cache: the client sends the image */
    else if (!image)
        r = CUDA_ERROR_OUT_OF_MEMORY;
    else if (!s->real[fn])
        r = CUDA_ERROR_NOT_SUPPORTED;
    else if (library)
        r = ((library_load_fn)s->real[fn])((CUlibrary *)(want == LP_NULL ? NULL : &handle), image,
                                           NULL, NULL, 0, NULL, NULL, 0);
    else
        r = ((module_load_fn)s->real[fn])((CUmodule *)(want == LP_NULL ? NULL : &handle), image);
    if (r == CUDA_SUCCESS && !cached && n >= LS_IMAGE_CACHE_MIN)
        ls_images_put(image, n); /* only images the driver accepted */
    lp_buf out = {0};
    if (r == CUDA_SUCCESS && handle) {
        /* The driver may read the image lazily (CUDA_MODULE_LOADING=LAZY): keep it. */
        ls_handle_add(s, library ? LS_H_CUlib_st : LS_H_CUmod_st, (uint64_t)(uintptr_t)handle, 0,
                      image);
        image = NULL;
        lp_buf_bytes(&out, &handle, 8);
    }
    free(image);
    int rc = reply ? ls_reply(s, fn, r, &out) : 0;
    lp_buf_free(&out);
    if (rc)
        return LS_BAD;
    return (int)r;
}

int ls_hand_cuModuleLoadData(ls_session *s, int fn, uint64_t len, int reply)
{
    return load_image(s, fn, len, reply, 0);
}

int ls_hand_cuLibraryLoadData(ls_session *s, int fn, uint64_t len, int reply)
{
    return load_image(s, fn, len, reply, 1);
}

/* ---------------------------------------------------------------- launches */

typedef CUresult (*launch_fn)(CUfunction, unsigned, unsigned, unsigned, unsigned, unsigned,
                              unsigned, unsigned, CUstream, void **, void **);

int ls_hand_cuLaunchKernel(ls_session *s, int fn, uint64_t len, int reply)
{
    uint64_t f, dims[7], stream, n;
    if (len < 80 || ls_read_u64(s, &f))
        return LS_BAD;
    for (int i = 0; i < 7; i++)
        if (ls_read_u64(s, &dims[i]) || dims[i] > 0xffffffffu)
            return LS_BAD;
    if (ls_read_u64(s, &stream) || ls_read_u64(s, &n))
        return LS_BAD;
    uint64_t body = len - 80;
    if (n == LP_NULL ? body != 0 : (n > LS_MAX_PARAM_BYTES || lp_pad8((size_t)n) != body))
        return LS_BAD;
    unsigned char params[LS_MAX_PARAM_BYTES + 8];
    if (ls_read(s, params, body))
        return LS_BAD;
    CUresult r;
    size_t size = (size_t)(n == LP_NULL ? 0 : n);
    void *extra[] = {CU_LAUNCH_PARAM_BUFFER_POINTER, params, CU_LAUNCH_PARAM_BUFFER_SIZE, &size,
                     CU_LAUNCH_PARAM_END};
    if (!ls_handle_ok(s, LS_H_CUfunc_st, f) || !f)
        r = CUDA_ERROR_INVALID_HANDLE;
    else if (!ls_handle_ok(s, LS_H_CUstream_st, stream))
        r = CUDA_ERROR_INVALID_HANDLE;
    else if (!s->real[fn])
        r = CUDA_ERROR_NOT_SUPPORTED;
    else
        r = ((launch_fn)s->real[fn])((CUfunction)(uintptr_t)f, (unsigned)dims[0], (unsigned)dims[1],
                                     (unsigned)dims[2], (unsigned)dims[3], (unsigned)dims[4],
                                     (unsigned)dims[5], (unsigned)dims[6],
                                     (CUstream)(uintptr_t)stream, NULL, size ? extra : NULL);
    if (reply && ls_reply(s, fn, r, NULL))
        return LS_BAD;
    return (int)r;
}

typedef CUresult (*launch_ex_fn)(const CUlaunchConfig *, CUfunction, void **, void **);

CUlaunchConfig ls_launch_config(const uint64_t dims[7], uint64_t stream, CUlaunchAttribute *attrs,
                                size_t nattrs)
{
    CUlaunchConfig config;
    memset(&config, 0, sizeof config);
    config.gridDimX = (unsigned)dims[0];
    config.gridDimY = (unsigned)dims[1];
    config.gridDimZ = (unsigned)dims[2];
    config.blockDimX = (unsigned)dims[3];
    config.blockDimY = (unsigned)dims[4];
    config.blockDimZ = (unsigned)dims[5];
    config.sharedMemBytes = (unsigned)dims[6];
    config.hStream = (CUstream)(uintptr_t)stream;
    config.attrs = nattrs ? attrs : NULL;
    config.numAttrs = (unsigned)nattrs;
    return config;
}

/* The event a launch attribute names, for those that name one (0 otherwise). */
static uint64_t attribute_event(const CUlaunchAttribute *a)
{
    if (a->id == CU_LAUNCH_ATTRIBUTE_PROGRAMMATIC_EVENT)
        return (uint64_t)(uintptr_t)a->value.programmaticEvent.event;
    if (a->id == CU_LAUNCH_ATTRIBUTE_LAUNCH_COMPLETION_EVENT)
        return (uint64_t)(uintptr_t)a->value.launchCompletionEvent.event;
    return 0;
}

int ls_hand_cuLaunchKernelEx(ls_session *s, int fn, uint64_t len, int reply)
{
    uint64_t f, dims[7], stream, na, np;
    if (len < 88 || ls_read_u64(s, &f))
        return LS_BAD;
    for (int i = 0; i < 7; i++)
        if (ls_read_u64(s, &dims[i]) || dims[i] > 0xffffffffu)
            return LS_BAD;
    if (ls_read_u64(s, &stream) || ls_read_u64(s, &na))
        return LS_BAD;
    uint64_t rest = len - 80;
    if (na != LP_NULL && (na % sizeof(CUlaunchAttribute) || na > 64 * sizeof(CUlaunchAttribute) ||
                          lp_pad8((size_t)na) + 8 > rest))
        return LS_BAD;
    CUlaunchAttribute attrs[64];
    size_t nattrs = na == LP_NULL ? 0 : (size_t)na / sizeof(CUlaunchAttribute);
    if (na != LP_NULL && ls_read(s, attrs, lp_pad8((size_t)na)))
        return LS_BAD;
    rest -= na == LP_NULL ? 0 : lp_pad8((size_t)na);
    if (rest < 8 || ls_read_u64(s, &np))
        return LS_BAD;
    rest -= 8;
    if (np == LP_NULL ? rest != 0 : (np > LS_MAX_PARAM_BYTES || lp_pad8((size_t)np) != rest))
        return LS_BAD;
    unsigned char params[LS_MAX_PARAM_BYTES + 8];
    if (ls_read(s, params, rest))
        return LS_BAD;
    CUresult r = CUDA_SUCCESS;
    if (!f || !ls_handle_ok(s, LS_H_CUfunc_st, f) || !ls_handle_ok(s, LS_H_CUstream_st, stream))
        r = CUDA_ERROR_INVALID_HANDLE;
    for (size_t i = 0; i < nattrs && r == CUDA_SUCCESS; i++)
        if (!ls_handle_ok(s, LS_H_CUevent_st, attribute_event(&attrs[i])))
            r = CUDA_ERROR_INVALID_HANDLE;
    if (r == CUDA_SUCCESS && !s->real[fn])
        r = CUDA_ERROR_NOT_SUPPORTED;
    if (r == CUDA_SUCCESS) {
        CUlaunchConfig config = ls_launch_config(dims, stream, attrs, nattrs);
        size_t size = (size_t)(np == LP_NULL ? 0 : np);
        void *extra[] = {CU_LAUNCH_PARAM_BUFFER_POINTER, params, CU_LAUNCH_PARAM_BUFFER_SIZE, &size,
                         CU_LAUNCH_PARAM_END};
        r = ((launch_ex_fn)s->real[fn])(&config, (CUfunction)(uintptr_t)f, NULL, size ? extra : NULL);
    }
    return finish(s, fn, r, reply);
}
