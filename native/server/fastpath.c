/* Hand-written server handlers (codegen/annotations.toml [server]).
 *
 * Bulk copies: host data arrives on the socket and leaves through it. Large copies go through
 * a ring of page-locked staging buffers so the network and the PCIe transfer overlap: while
 * chunk i is copied to the device from one buffer, chunk i+1 is received into the next (and
 * the reverse for device-to-host). Small copies call the driver's own function directly.
 * Stream order is kept: the chunks run on the stream the call names (the legacy or
 * per-thread default stream for the synchronous forms), and the synchronous forms wait for
 * their last chunk.
 *
 * The ring: LUPINE_STAGE_BUFFERS buffers (2..16, default 4) of LUPINE_STAGE_KIB KiB each
 * (64..65536, default 2048) of LUPINE_STAGE_MEMORY (stage_alloc), read when a session first
 * stages a copy. Smaller buffers keep what the socket has just written in the CPU's caches
 * when the DMA engine reads it; more of them keep the socket busy while the device drains
 * earlier chunks.
 *
 * Also module and library images (kept alive until unloaded) and kernel launches with the
 * client's packed parameter buffer (CU_LAUNCH_PARAM_BUFFER_POINTER). */
#define _GNU_SOURCE
#include "server.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

#define STAGE_KIB_DEFAULT 2048
#define STAGE_BUFFERS_DEFAULT 4
#define DIRECT_MAX ((uint64_t)1 << 20)
#define DIRECT_CHUNK ((size_t)8 << 20) /* pageable buffer of copies not staged */
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

static long env_long(const char *name, long def, long lo, long hi)
{
    const char *v = getenv(name);
    if (!v || !*v)
        return def;
    char *end;
    long x = strtol(v, &end, 10);
    return *end || x < lo || x > hi ? def : x;
}

/* One staging buffer of `size` bytes, page-locked. LUPINE_STAGE_MEMORY=register (the
 * default): ordinary anonymous memory (huge pages where the kernel gives them) registered
 * with cuMemHostRegister, so the socket writes into the same kind of memory a plain
 * recv() buffer is; =hostalloc: cuMemHostAlloc. Register falls back to hostalloc. */
static void *stage_alloc(ls_session *s, size_t size, int *registered)
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

/* The staging ring and its events, allocated in the current context on first use.
 * 0 when pipelining is possible. */
static int stage_ready(ls_session *s)
{
    CUcontext cur = (CUcontext)(uintptr_t)s->cur_ctx;
    if (s->stage_pinned && s->stage_ctx == cur)
        return 0;
    if (s->stage_pinned || s->stage_failed) /* another context's, or none to be had */
        return -1;
    event_create_fn ev = (event_create_fn)REAL(s, cuEventCreate);
    if (!REAL(s, cuMemHostAlloc) || !ev || !REAL(s, cuEventRecord) ||
        !REAL(s, cuEventSynchronize) || !REAL(s, cuMemcpyHtoDAsync_v2) ||
        !REAL(s, cuMemcpyDtoHAsync_v2))
        return -1;
    int count = (int)env_long("LUPINE_STAGE_BUFFERS", STAGE_BUFFERS_DEFAULT, 2, LS_STAGE_MAX);
    size_t size = (size_t)env_long("LUPINE_STAGE_KIB", STAGE_KIB_DEFAULT, 64, 65536) << 10;
    for (int k = 0; k < count; k++) {
        s->stage_pending[k] = 0;
        s->stage[k] = stage_alloc(s, size, &s->stage_registered[k]);
        s->stage_event[k] = NULL;
        if (!s->stage[k] || ev(&s->stage_event[k], CU_EVENT_DISABLE_TIMING) != CUDA_SUCCESS) {
            /* free what was had; do not try again in this context */
            s->stage_count = k + 1;
            s->stage_pinned = 1;
            s->stage_ctx = cur;
            ls_stage_release(s);
            s->stage_failed = 1;
            return -1;
        }
    }
    s->stage_size = size;
    s->stage_count = count;
    s->stage_next = 0;
    s->stage_pinned = 1;
    s->stage_ctx = cur;
    ls_log(s, "staging: %d pinned buffers of %zu KiB (%s)", count, size >> 10,
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

/* The stream a copy's chunks run on: the one named, where stream 0 of a _ptsz call is the
 * calling thread's default stream; for the synchronous forms the legacy (or per-thread)
 * default stream. */
static CUstream copy_stream(int fn, int async, CUstream user)
{
    if (async && user)
        return user;
    return is_ptds(fn) ? CU_STREAM_PER_THREAD : NULL;
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
    typedef CUresult (*set_ctx_fn)(CUcontext);
    set_ctx_fn set_ctx = (set_ctx_fn)REAL(s, cuCtxSetCurrent);
    pthread_mutex_lock(&w->mu);
    for (;;) {
        while (w->issued == w->queued)
            pthread_cond_wait(&w->wake, &w->mu);
        stage_job j = w->job[w->issued % LS_STAGE_MAX];
        pthread_mutex_unlock(&w->mu);
        /* the session thread's context, set every time: cheap, and right after a reset */
        CUresult r = set_ctx(j.ctx);
        if (r == CUDA_SUCCESS)
            r = copy(j.dst, s->stage[j.k], j.n, j.stream);
        int recorded = r == CUDA_SUCCESS && record(s->stage_event[j.k], j.stream) == CUDA_SUCCESS;
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
        (stage_job){k, dst, n, stream, (CUcontext)(uintptr_t)s->cur_ctx};
    w->last_job[k] = ++w->queued;
    pthread_cond_signal(&w->wake);
    pthread_mutex_unlock(&w->mu);
}

void ls_stage_release(ls_session *s)
{
    if (!s->stage_pinned) {
        s->stage_failed = 0;
        return;
    }
    worker_drain(s);
    for (int k = 0; k < s->stage_count; k++)
        stage_wait(s, k, NULL);
    typedef CUresult (*set_ctx_fn)(CUcontext);
    typedef CUresult (*ptr_fn)(void *);
    typedef CUresult (*event_destroy_fn)(CUevent);
    set_ctx_fn set_ctx = (set_ctx_fn)REAL(s, cuCtxSetCurrent);
    ptr_fn unregister = (ptr_fn)REAL(s, cuMemHostUnregister);
    ptr_fn free_host = (ptr_fn)REAL(s, cuMemFreeHost);
    event_destroy_fn destroy = (event_destroy_fn)REAL(s, cuEventDestroy_v2);
    CUcontext cur = (CUcontext)(uintptr_t)s->cur_ctx;
    int switched = s->stage_ctx != cur && set_ctx && set_ctx(s->stage_ctx) == CUDA_SUCCESS;
    for (int k = 0; k < s->stage_count; k++) {
        if (!s->stage[k]) {
            /* never allocated */
        } else if (s->stage_registered[k]) {
            if (unregister)
                unregister(s->stage[k]);
            free(s->stage[k]);
        } else if (free_host) {
            free_host(s->stage[k]);
        }
        if (destroy && s->stage_event[k])
            destroy(s->stage_event[k]);
        s->stage[k] = NULL;
        s->stage_event[k] = NULL;
        s->stage_registered[k] = 0;
        s->stage_pending[k] = 0;
    }
    if (switched)
        set_ctx(cur);
    s->stage_pinned = 0;
    s->stage_failed = 0;
    s->stage_next = 0;
}

/* ---------------------------------------------------------------- host to device */

static int htod(ls_session *s, int fn, uint64_t len, int reply, int async)
{
    uint64_t dst, count, stream = 0, n;
    uint64_t fixed = async ? 24 : 16;
    if (len < fixed + 8 || ls_read_u64(s, &dst) || ls_read_u64(s, &count) ||
        (async && ls_read_u64(s, &stream)) || ls_read_u64(s, &n))
        return LS_BAD;
    uint64_t body = len - fixed - 8;
    if (n == LP_NULL ? body != 0 : lp_pad8((size_t)n) != body || n > LP_MAX_FRAME)
        return LS_BAD;
    CUresult r = CUDA_SUCCESS;
    if (!s->real[fn]) /* a driver without this variant */
        r = CUDA_ERROR_NOT_SUPPORTED;
    else if (async && !ls_handle_ok(s, LS_H_CUstream_st, stream))
        r = CUDA_ERROR_INVALID_HANDLE;
    else if (async && ls_graph_refuse_host_copy(s, fn, stream)) /* graph.c */
        r = CUDA_ERROR_NOT_SUPPORTED;
    else if (n != LP_NULL && (n != count || (n && !ls_devptr_ok(s, dst, n))))
        r = CUDA_ERROR_INVALID_VALUE;
    if (r != CUDA_SUCCESS || n == LP_NULL) {
        if (ls_skip(s, body))
            return LS_BAD;
        if (r == CUDA_SUCCESS) { /* NULL source: the driver's own answer */
            r = async ? ((htod_async_fn)s->real[fn])(dst, NULL, count, (CUstream)(uintptr_t)stream)
                      : ((htod_fn)s->real[fn])(dst, NULL, count);
        }
        return finish(s, fn, r, reply);
    }
    if (n <= DIRECT_MAX || stage_ready(s)) {
        /* Without pinned staging (or for small copies): chunks through one pageable buffer,
         * each with the driver's own call (which stages pageable memory itself). */
        size_t cap = (size_t)(n < DIRECT_CHUNK ? (n ? n : 1) : DIRECT_CHUNK);
        void *buf = malloc(cap);
        uint64_t off = 0;
        if (!buf)
            r = CUDA_ERROR_OUT_OF_MEMORY;
        while (off < n) {
            size_t chunk = (size_t)(n - off < cap ? n - off : cap);
            if (!buf) {
                if (ls_skip(s, chunk))
                    return LS_BAD;
            } else {
                if (ls_read(s, buf, chunk)) {
                    free(buf);
                    return LS_BAD;
                }
                if (r == CUDA_SUCCESS)
                    r = async ? ((htod_async_fn)s->real[fn])(dst + off, buf, chunk,
                                                              (CUstream)(uintptr_t)stream)
                              : ((htod_fn)s->real[fn])(dst + off, buf, chunk);
            }
            off += chunk;
        }
        if (n == 0 && buf && r == CUDA_SUCCESS) /* the driver's answer to an empty copy */
            r = async ? ((htod_async_fn)s->real[fn])(dst, buf, 0, (CUstream)(uintptr_t)stream)
                      : ((htod_fn)s->real[fn])(dst, buf, 0);
        free(buf);
        if (ls_skip(s, body - n))
            return LS_BAD;
        return finish(s, fn, r, reply);
    }
    htod_async_fn copy = (htod_async_fn)REAL(s, cuMemcpyHtoDAsync_v2);
    event_record_fn record = (event_record_fn)REAL(s, cuEventRecord);
    CUstream cs = copy_stream(fn, async, (CUstream)(uintptr_t)stream);
    int queue = cs != CU_STREAM_PER_THREAD && worker(s) != NULL;
    /* Copies of an earlier async call may still read some buffers: each is waited for
     * before it is written again. The ring continues where the last copy left it. */
    uint64_t off = 0;
    int k = s->stage_next;
    while (off < n) {
        size_t chunk = (size_t)(n - off < s->stage_size ? n - off : s->stage_size);
        worker_release(s, k);
        stage_wait(s, k, &r);
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
    if (!async) /* the synchronous form returns when the data is on the device */
        for (int j = 0; j < s->stage_count; j++)
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

static int dtoh(ls_session *s, int fn, uint64_t len, int reply, int async)
{
    uint64_t n, src, count, stream = 0;
    if (len != (async ? 32u : 24u) || ls_read_u64(s, &n) || ls_read_u64(s, &src) ||
        ls_read_u64(s, &count) || (async && ls_read_u64(s, &stream)))
        return LS_BAD;
    CUresult r = CUDA_SUCCESS;
    if (!s->real[fn]) /* a driver without this variant */
        r = CUDA_ERROR_NOT_SUPPORTED;
    else if (async && !ls_handle_ok(s, LS_H_CUstream_st, stream))
        r = CUDA_ERROR_INVALID_HANDLE;
    else if (async && ls_graph_refuse_host_copy(s, fn, stream)) /* graph.c */
        r = CUDA_ERROR_NOT_SUPPORTED;
    else if (n != LP_NULL && (n != count || n > LP_MAX_OUT || (n && !ls_devptr_ok(s, src, n))))
        r = CUDA_ERROR_INVALID_VALUE;
    if (r == CUDA_SUCCESS && n == LP_NULL)
        r = async ? ((dtoh_async_fn)s->real[fn])(NULL, src, count, (CUstream)(uintptr_t)stream)
                  : ((dtoh_fn)s->real[fn])(NULL, src, count);
    /* A deferred error is this synchronising call's answer, as in CUDA. */
    r = ls_final_result(s, fn, r);
    if (r != CUDA_SUCCESS || n == LP_NULL || !reply) {
        if (!reply)
            return (int)r;
        if (ls_write_reply_header(s, r, 0))
            return LS_BAD;
        return (int)r;
    }
    if (n <= DIRECT_MAX || stage_ready(s)) {
        void *buf = malloc(lp_pad8((size_t)n) + 8);
        if (!buf)
            r = CUDA_ERROR_OUT_OF_MEMORY;
        else
            r = async ? ((dtoh_async_fn)s->real[fn])(buf, src, n, (CUstream)(uintptr_t)stream)
                      : ((dtoh_fn)s->real[fn])(buf, src, n);
        if (r != CUDA_SUCCESS) {
            free(buf);
            if (ls_write_reply_header(s, r, 0))
                return LS_BAD;
            return (int)r;
        }
        memset((char *)buf + n, 0, lp_pad8((size_t)n) - n);
        int bad = ls_write_reply_header(s, r, 8 + lp_pad8((size_t)n)) ||
                  lp_write_all(s->fd, &n, 8) || lp_write_all(s->fd, buf, lp_pad8((size_t)n));
        free(buf);
        if (bad)
        return LS_BAD;
    return (int)r;
    }
    dtoh_async_fn copy = (dtoh_async_fn)REAL(s, cuMemcpyDtoHAsync_v2);
    event_record_fn record = (event_record_fn)REAL(s, cuEventRecord);
    event_sync_fn wait = (event_sync_fn)REAL(s, cuEventSynchronize);
    CUstream cs = copy_stream(fn, async, (CUstream)(uintptr_t)stream);
    int nb = s->stage_count;
    worker_drain(s);
    for (int k = 0; k < nb; k++) /* an async host-to-device copy may still read it */
        stage_wait(s, k, NULL);
    s->stage_next = 0;
    /* Chunk i goes through buffer i % nb: the first nb are issued now, each later one when
     * its buffer has been sent. */
    uint64_t issued = 0;
    size_t size[LS_STAGE_MAX] = {0};
    for (int k = 0; k < nb && issued < n; k++) {
        size[k] = (size_t)(n - issued < s->stage_size ? n - issued : s->stage_size);
        r = copy(s->stage[k], src + issued, size[k], cs);
        if (r == CUDA_SUCCESS)
            r = record(s->stage_event[k], cs);
        if (r != CUDA_SUCCESS) {
            size[k] = 0;
            break;
        }
        issued += size[k];
    }
    if (r == CUDA_SUCCESS)
        r = wait(s->stage_event[0]);
    if (r != CUDA_SUCCESS) {
        for (int k = 1; k < nb; k++)
            if (size[k])
                wait(s->stage_event[k]);
        if (ls_write_reply_header(s, r, 0))
            return LS_BAD;
        return (int)r;
    }
    if (ls_write_reply_header(s, CUDA_SUCCESS, 8 + lp_pad8((size_t)n)) || lp_write_all(s->fd, &n, 8))
        return LS_BAD;
    uint64_t sent = 0;
    for (int k = 0; sent < n; k = (k + 1) % nb) {
        if (sent) { /* chunk 0 was waited for above */
            CUresult w = wait(s->stage_event[k]);
            if (w != CUDA_SUCCESS) {
                if (s->latched == CUDA_SUCCESS)
                    s->latched = w; /* too late for this reply: the next sync call reports it */
                memset(s->stage[k], 0, size[k]);
            }
        }
        if (lp_write_all(s->fd, s->stage[k], size[k]))
            return LS_BAD;
        sent += size[k];
        if (issued < n) {
            size[k] = (size_t)(n - issued < s->stage_size ? n - issued : s->stage_size);
            if (copy(s->stage[k], src + issued, size[k], cs) != CUDA_SUCCESS ||
                record(s->stage_event[k], cs) != CUDA_SUCCESS)
                memset(s->stage[k], 0, size[k]);
            issued += size[k];
        }
    }
    static const unsigned char zeros[8];
    if (lp_write_all(s->fd, zeros, lp_pad8((size_t)n) - n))
        return LS_BAD;
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
        size_t size = (size_t)(np == LP_NULL ? 0 : np);
        void *extra[] = {CU_LAUNCH_PARAM_BUFFER_POINTER, params, CU_LAUNCH_PARAM_BUFFER_SIZE, &size,
                         CU_LAUNCH_PARAM_END};
        r = ((launch_ex_fn)s->real[fn])(&config, (CUfunction)(uintptr_t)f, NULL, size ? extra : NULL);
    }
    return finish(s, fn, r, reply);
}
