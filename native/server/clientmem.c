/* Client memory and host functions in stream order (interface and rules in clientmem.h).
 *
 * A host function of ours ("op"), enqueued with the driver's cuLaunchHostFunc (or as a graph
 * host node, or, for cuStreamAddCallback, with the driver's cuStreamAddCallback, which gives
 * the callback the stream's status), runs on a driver thread when its stream reaches it. It
 * sends the client an LP_NOTIFY frame whose id is a new sequence number, then blocks until
 * the session thread has read the client's LP_DONE of that number (or the session ends); only
 * then does the stream go on. The driver API documentation says a host function "will block
 * later work in the stream until it is finished" (cuStreamAddCallback) and that host
 * functions "must not make any CUDA API calls": these make none (a pooled buffer goes back to
 * the pool without a driver call).
 *
 * Ops of the client's host functions are made once per cookie; ops of pulls and pushes of
 * memcpy nodes with a client host side (graphhost.c: made with the graph API or captured) once
 * per node; both live until the session ends, since a graph may run them any number of times. Eager pushes (cuMemcpyDtoHAsync into page-locked client memory, not
 * captured) are one-shot: the op is freed, and its buffer pooled, once it has run. */
#define _GNU_SOURCE
#include "clientmem.h"

#include <string.h>
#include <unistd.h>

#define CM_CHUNK ((uint64_t)8 << 20) /* eager pushes: bytes per notification and buffer */
#define CM_MIN_BUF ((size_t)64 << 10)

typedef struct pool_buf {
    struct pool_buf *next;
    void *p;
    size_t size;
    unsigned epoch;
} pool_buf;

typedef struct hostop {
    struct ls_clientmem *cm;
    uint32_t type; /* enum lp_note_type */
    uint64_t cookie, addr, len;
    void *buf;
    int oneshot;       /* freed once it has run */
    pool_buf *release; /* back to the pool once it has run */
    /* pulls and pushes of memcpy nodes (ls_clientmem_copy_fn) */
    int node;
    uint64_t bufsize;
    lp_region rg; /* LP_NOTE_*_REGION: the rows; for every node op, the copy's extent */
    ls_host_side side;
} hostop;

typedef struct invocation {
    struct invocation *next;
    uint64_t seq;
    hostop *op;
    int done;
    uint32_t status;
} invocation;

typedef struct kept {
    struct kept *next;
    void *p;
} kept;

struct ls_clientmem {
    ls_session *s;
    pthread_mutex_t mu;
    pthread_cond_t cv;
    int ended;
    uint64_t seq;
    invocation *pending;
    /* ops of the client's host functions by (type, cookie): open addressing */
    hostop **fns;
    size_t nfns, capfns;
    kept *ops, *buffers; /* kept ops and buffers, for the session's life */
    pool_buf *pool;      /* free pooled buffers */
    pool_buf *stale;     /* pooled buffers of a context that went: never used again */
};

#define REAL(s, name) ((s)->real[LUPINE_FN_##name])

typedef CUresult (*launch_host_fn)(CUstream, CUhostFn, void *);
typedef CUresult (*add_callback_fn)(CUstream, CUstreamCallback, void *, unsigned);
typedef CUresult (*dtoh_async_fn)(void *, CUdeviceptr, size_t, CUstream);
typedef CUresult (*is_capturing_fn)(CUstream, CUstreamCaptureStatus *);
typedef CUresult (*register_fn)(void *, size_t, unsigned);
typedef CUresult (*host_alloc_fn)(void **, size_t, unsigned);

static struct ls_clientmem *cm_get(ls_session *s)
{
    if (s->clientmem)
        return s->clientmem;
    struct ls_clientmem *cm = calloc(1, sizeof *cm);
    if (!cm)
        return NULL;
    cm->s = s;
    pthread_mutex_init(&cm->mu, NULL);
    pthread_cond_init(&cm->cv, NULL);
    __atomic_store_n(&s->clientmem, cm, __ATOMIC_RELEASE);
    return cm;
}

static int keep(kept **list, void *p)
{
    kept *k = malloc(sizeof *k);
    if (!k)
        return -1;
    k->p = p;
    k->next = *list;
    *list = k;
    return 0;
}

/* ---------------------------------------------------------------- running an op */

/* An eager push (one-shot, clients of protocol 2.2 on) is sent and not waited for
 * (LP_NOTE_NO_DONE): the stream goes on once its bytes are on the connection. Besides saving
 * a round trip per chunk, the stream then never waits for the session thread, which may be
 * inside a driver call that waits for this very stream (cuMemHostRegister of a new staging
 * buffer did: NVIDIA's simpleStreams hung on the H200 with four streams of pushes). */
static int no_done(const hostop *op)
{
    return op->oneshot && op->type == LP_NOTE_PUSH && op->cm->s->client_minor >= 2;
}

static void run_op(hostop *op, CUresult status)
{
    struct ls_clientmem *cm = op->cm;
    ls_session *s = cm->s;
    invocation inv = {NULL, 0, op, 0, LP_DONE_OK};
    int unanswered = no_done(op);
    pthread_mutex_lock(&cm->mu);
    int ended = cm->ended;
    if (!ended && unanswered) {
        inv.seq = ++cm->seq;
        inv.done = 1;
    } else if (!ended) {
        inv.seq = ++cm->seq;
        inv.next = cm->pending;
        cm->pending = &inv;
    }
    pthread_mutex_unlock(&cm->mu);
    if (!ended) {
        lp_note note = {op->type,
                        op->type == LP_NOTE_CALLBACK ? (uint32_t)status
                                                     : (unanswered ? LP_NOTE_NO_DONE : 0u),
                        op->cookie, op->addr, op->len};
        static const unsigned char zeros[8];
        int push = op->type == LP_NOTE_PUSH || op->type == LP_NOTE_PUSH_REGION;
        int region = op->type == LP_NOTE_PULL_REGION || op->type == LP_NOTE_PUSH_REGION;
        struct iovec iov[4] = {{&note, sizeof note},
                               {&op->rg, region ? sizeof op->rg : 0},
                               {push ? op->buf : NULL, push ? (size_t)op->len : 0},
                               {(void *)zeros, push ? lp_pad8((size_t)op->len) - op->len : 0}};
        if (ls_send_frame(s, LP_NOTIFY, inv.seq, iov, 4))
            ls_abort(s); /* the session thread sees the socket fail and ends the session */
        pthread_mutex_lock(&cm->mu);
        while (!inv.done && !cm->ended)
            pthread_cond_wait(&cm->cv, &cm->mu);
        for (invocation **p = &cm->pending; *p; p = &(*p)->next)
            if (*p == &inv) {
                *p = inv.next;
                break;
            }
        pthread_mutex_unlock(&cm->mu);
    }
    if (!inv.done || inv.status != LP_DONE_OK) {
        if (op->type == LP_NOTE_PULL || op->type == LP_NOTE_PULL_REGION)
            memset(op->buf, 0, (size_t)op->len); /* no stale bytes reach the device */
        if (inv.done) /* the client could not read or write that range */
            ls_latch(s, CUDA_ERROR_INVALID_VALUE);
    }
    if (op->release) {
        pthread_mutex_lock(&cm->mu);
        op->release->next = cm->pool;
        cm->pool = op->release;
        pthread_mutex_unlock(&cm->mu);
    }
    if (op->oneshot)
        free(op);
}

static void CUDA_CB hostop_fn(void *user) { run_op(user, CUDA_SUCCESS); }

static void CUDA_CB callback_fn(CUstream stream, CUresult status, void *user)
{
    (void)stream;
    run_op(user, status);
}

int ls_clientmem_done(ls_session *s, uint64_t seq, uint64_t len)
{
    struct ls_clientmem *cm = __atomic_load_n(&s->clientmem, __ATOMIC_ACQUIRE);
    if (!cm)
        return -1; /* no notification was ever sent */
    invocation *inv = NULL;
    pthread_mutex_lock(&cm->mu);
    for (invocation *i = cm->pending; i && !inv; i = i->next)
        if (i->seq == seq && !i->done)
            inv = i;
    pthread_mutex_unlock(&cm->mu);
    if (!inv)
        return -1; /* an answer to nothing asked */
    /* inv stays put: its host function waits until done, or the end this thread decides */
    hostop *op = inv->op;
    int pull = op->type == LP_NOTE_PULL || op->type == LP_NOTE_PULL_REGION;
    if (len != 8 + (pull ? lp_pad8((size_t)op->len) : 0))
        return -1;
    uint32_t st[2];
    if ((pull && (ls_read(s, op->buf, op->len) || ls_skip(s, lp_pad8((size_t)op->len) - op->len))) ||
        ls_read(s, st, 8))
        return -1;
    pthread_mutex_lock(&cm->mu);
    inv->status = st[0];
    inv->done = 1;
    pthread_cond_broadcast(&cm->cv);
    pthread_mutex_unlock(&cm->mu);
    return 0;
}

void ls_clientmem_end(ls_session *s)
{
    struct ls_clientmem *cm = __atomic_load_n(&s->clientmem, __ATOMIC_ACQUIRE);
    if (!cm)
        return;
    pthread_mutex_lock(&cm->mu);
    cm->ended = 1;
    pthread_cond_broadcast(&cm->cv);
    pthread_mutex_unlock(&cm->mu);
}

/* ---------------------------------------------------------------- ops */

static hostop *op_new(ls_session *s, uint32_t type, uint64_t cookie, uint64_t addr, void *buf,
                      uint64_t n, int oneshot)
{
    struct ls_clientmem *cm = cm_get(s);
    if (!cm || n > LP_MAX_NOTE)
        return NULL;
    hostop *op = calloc(1, sizeof *op);
    if (!op)
        return NULL;
    op->cm = cm;
    op->type = type;
    op->cookie = cookie;
    op->addr = addr;
    op->len = n;
    op->buf = buf;
    op->oneshot = oneshot;
    if (!oneshot) {
        pthread_mutex_lock(&cm->mu);
        int bad = keep(&cm->ops, op);
        pthread_mutex_unlock(&cm->mu);
        if (bad) {
            free(op);
            return NULL;
        }
    }
    __atomic_store_n(&s->hostfn_used, 1, __ATOMIC_RELEASE);
    return op;
}

static size_t fn_slot(const struct ls_clientmem *cm, uint32_t type, uint64_t cookie)
{
    uint64_t h = (cookie * 2 + type) * 0x9E3779B97F4A7C15ull;
    return (size_t)(h >> 20) & (cm->capfns - 1);
}

/* The op of a client host function (one per type and cookie). */
static hostop *fn_op(ls_session *s, uint32_t type, uint64_t cookie)
{
    struct ls_clientmem *cm = cm_get(s);
    if (!cm)
        return NULL;
    if (cm->capfns) /* only the session thread adds: no lock needed to look */
        for (size_t i = fn_slot(cm, type, cookie);; i = (i + 1) & (cm->capfns - 1)) {
            hostop *op = cm->fns[i];
            if (!op)
                break;
            if (op->type == type && op->cookie == cookie)
                return op;
        }
    if ((cm->nfns + 1) * 2 > cm->capfns) {
        size_t cap = cm->capfns ? cm->capfns * 2 : 64;
        hostop **t = calloc(cap, sizeof *t);
        if (!t)
            return NULL;
        hostop **old = cm->fns;
        size_t oldcap = cm->capfns;
        cm->fns = t;
        cm->capfns = cap;
        for (size_t j = 0; j < oldcap; j++)
            if (old[j])
                for (size_t i = fn_slot(cm, old[j]->type, old[j]->cookie);; i = (i + 1) & (cap - 1))
                    if (!t[i]) {
                        t[i] = old[j];
                        break;
                    }
        free(old);
    }
    hostop *op = op_new(s, type, cookie, 0, NULL, 0, 0);
    if (!op)
        return NULL;
    for (size_t i = fn_slot(cm, type, cookie);; i = (i + 1) & (cm->capfns - 1))
        if (!cm->fns[i]) {
            cm->fns[i] = op;
            break;
        }
    cm->nfns++;
    return op;
}

int ls_clientmem_hostfn_fn(ls_session *s, uint64_t cookie, CUhostFn *fn, void **user)
{
    hostop *op = fn_op(s, LP_NOTE_HOSTFN, cookie);
    if (!op)
        return -1;
    *fn = hostop_fn;
    *user = op;
    return 0;
}

int ls_clientmem_copy_fn(ls_session *s, int push, const ls_host_side *side, uint64_t addr,
                         const lp_region *rg, void *buf, uint64_t bufsize, CUhostFn *fn,
                         void **user)
{
    uint64_t n = rg->width * rg->rows * rg->slices; /* the caller checked the product */
    int rows_apart = (rg->rows > 1 && rg->pitch != rg->width) ||
                     (rg->slices > 1 && rg->slice_pitch != rg->width * rg->rows);
    uint32_t type = push ? (rows_apart ? LP_NOTE_PUSH_REGION : LP_NOTE_PUSH)
                         : (rows_apart ? LP_NOTE_PULL_REGION : LP_NOTE_PULL);
    if (n > bufsize)
        return -1;
    hostop *op = op_new(s, type, 0, addr, buf, n, 0);
    if (!op)
        return -1;
    op->node = 1;
    op->bufsize = bufsize;
    op->rg = *rg;
    op->side = *side;
    *fn = hostop_fn;
    *user = op;
    return 0;
}

int ls_clientmem_op_info(ls_session *s, CUhostFn fn, void *user, ls_hostop_info *info)
{
    (void)s;
    if (fn != hostop_fn || !user)
        return -1; /* only clientmem.c makes host nodes, with hostop_fn and one of its ops */
    const hostop *op = user;
    memset(info, 0, sizeof *info);
    info->type = op->type;
    info->cookie = op->cookie;
    info->node = op->node;
    info->side = op->side;
    info->rg = op->rg;
    info->buf = op->buf;
    info->bufsize = op->bufsize;
    info->len = op->len;
    return 0;
}

/* ---------------------------------------------------------------- buffers */

/* Page-locked (portable) memory of at least n bytes where the driver gives it; pageable else
 * (the copies then still move the right bytes, only without overlap). */
static void *pinned(ls_session *s, size_t n)
{
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    size_t size = (n + page - 1) / page * page;
    if (!size)
        size = page;
    void *p = NULL;
    register_fn reg = (register_fn)REAL(s, cuMemHostRegister_v2);
    if (reg && !posix_memalign(&p, page, size)) {
        memset(p, 0, size);
        if (reg(p, size, CU_MEMHOSTREGISTER_PORTABLE) == CUDA_SUCCESS)
            return p;
        free(p);
    }
    host_alloc_fn alloc = (host_alloc_fn)REAL(s, cuMemHostAlloc);
    p = NULL;
    if (alloc && alloc(&p, size, CU_MEMHOSTALLOC_PORTABLE) == CUDA_SUCCESS) {
        memset(p, 0, size);
        return p;
    }
    return calloc(1, size);
}

void *ls_clientmem_buffer(ls_session *s, uint64_t n)
{
    struct ls_clientmem *cm = cm_get(s);
    if (!cm || n > LP_MAX_NOTE)
        return NULL;
    void *p = pinned(s, (size_t)n);
    if (!p)
        return NULL;
    pthread_mutex_lock(&cm->mu);
    keep(&cm->buffers, p); /* if that fails the buffer is only leaked */
    pthread_mutex_unlock(&cm->mu);
    return p;
}

/* A pooled buffer of at least n bytes (n <= CM_CHUNK). Buffers of a context that was
 * destroyed or reset since are never used again: their registration may be gone. */
static pool_buf *pool_get(struct ls_clientmem *cm, size_t n)
{
    ls_session *s = cm->s;
    unsigned epoch = __atomic_load_n(&s->ctx_epoch, __ATOMIC_ACQUIRE);
    size_t size = CM_MIN_BUF;
    while (size < n)
        size *= 2;
    pthread_mutex_lock(&cm->mu);
    pool_buf **p = &cm->pool;
    while (*p) {
        pool_buf *b = *p;
        if (b->epoch != epoch) {
            *p = b->next;
            b->next = cm->stale;
            cm->stale = b;
        } else if (b->size == size) {
            *p = b->next;
            pthread_mutex_unlock(&cm->mu);
            return b;
        } else {
            p = &b->next;
        }
    }
    pthread_mutex_unlock(&cm->mu);
    pool_buf *b = calloc(1, sizeof *b);
    if (!b)
        return NULL;
    b->p = pinned(s, size);
    if (!b->p) {
        free(b);
        return NULL;
    }
    b->size = size;
    b->epoch = epoch;
    return b;
}

/* ---------------------------------------------------------------- in stream order */

int ls_stream_capturing(ls_session *s, CUstream stream)
{
    is_capturing_fn f = (is_capturing_fn)REAL(s, cuStreamIsCapturing);
    CUstreamCaptureStatus st = CU_STREAM_CAPTURE_STATUS_NONE;
    return f && f(stream, &st) == CUDA_SUCCESS && st == CU_STREAM_CAPTURE_STATUS_ACTIVE;
}

static CUresult launch(ls_session *s, CUstream stream, hostop *op)
{
    launch_host_fn f = (launch_host_fn)REAL(s, cuLaunchHostFunc);
    if (!f)
        return CUDA_ERROR_NOT_SUPPORTED;
    return f(stream, hostop_fn, op);
}

CUresult ls_clientmem_dtoh(ls_session *s, CUstream stream, uint64_t addr, CUdeviceptr src,
                           uint64_t n)
{
    dtoh_async_fn copy = (dtoh_async_fn)REAL(s, cuMemcpyDtoHAsync_v2);
    struct ls_clientmem *cm = cm_get(s);
    if (!copy || !REAL(s, cuLaunchHostFunc))
        return CUDA_ERROR_NOT_SUPPORTED;
    if (!cm)
        return CUDA_ERROR_OUT_OF_MEMORY;
    /* One buffer serves every chunk: each device copy into it is ordered on the stream after
     * the push of the chunk before. The last push gives it back to the pool. */
    pool_buf *b = pool_get(cm, (size_t)(n < CM_CHUNK ? n : CM_CHUNK));
    if (!b)
        return CUDA_ERROR_OUT_OF_MEMORY;
    CUresult r = CUDA_SUCCESS;
    for (uint64_t off = 0; off < n && r == CUDA_SUCCESS;) {
        uint64_t chunk = n - off < b->size ? n - off : b->size;
        int last = off + chunk == n;
        hostop *op = op_new(s, LP_NOTE_PUSH, 0, addr + off, b->p, chunk, 1);
        if (!op)
            r = CUDA_ERROR_OUT_OF_MEMORY;
        if (r == CUDA_SUCCESS)
            r = copy(b->p, src + off, (size_t)chunk, stream);
        if (r == CUDA_SUCCESS) {
            op->release = last ? b : NULL;
            r = launch(s, stream, op);
        }
        if (r != CUDA_SUCCESS)
            free(op); /* copies and pushes already enqueued may still use the buffer: it is
                         not pooled again */
        off += chunk;
    }
    return r;
}

/* ---------------------------------------------------------------- the client's calls */

static int finish(ls_session *s, int fn, CUresult r, int reply)
{
    if (reply && ls_reply(s, fn, r, NULL))
        return LS_BAD;
    return (int)r;
}

/* cuLaunchHostFunc(stream, cookie): the client's host function runs on the client when the
 * driver runs ours. */
int ls_hand_cuLaunchHostFunc(ls_session *s, int fn, uint64_t len, int reply)
{
    uint64_t stream, cookie;
    if (len != 16 || ls_read_u64(s, &stream) || ls_read_u64(s, &cookie))
        return LS_BAD;
    CUresult r;
    CUhostFn f;
    void *user;
    if (!s->real[fn])
        r = CUDA_ERROR_NOT_SUPPORTED;
    else if (!ls_handle_ok(s, LS_H_CUstream_st, stream))
        r = CUDA_ERROR_INVALID_HANDLE;
    else if (ls_clientmem_hostfn_fn(s, cookie, &f, &user))
        r = CUDA_ERROR_OUT_OF_MEMORY;
    else
        r = ((launch_host_fn)s->real[fn])((CUstream)(uintptr_t)stream, f, user);
    return finish(s, fn, r, reply);
}

/* cuStreamAddCallback(stream, cookie, flags): through the driver's own cuStreamAddCallback,
 * so the callback gets the stream's status ("In the event of a device error, all subsequently
 * executed callbacks will receive an appropriate CUresult") and capture refuses it as it
 * refuses the real one. */
int ls_hand_cuStreamAddCallback(ls_session *s, int fn, uint64_t len, int reply)
{
    uint64_t stream, cookie, flags;
    if (len != 24 || ls_read_u64(s, &stream) || ls_read_u64(s, &cookie) || ls_read_u64(s, &flags))
        return LS_BAD;
    CUresult r;
    hostop *op = NULL;
    if (!s->real[fn])
        r = CUDA_ERROR_NOT_SUPPORTED;
    else if (!ls_handle_ok(s, LS_H_CUstream_st, stream))
        r = CUDA_ERROR_INVALID_HANDLE;
    else if (flags > 0xffffffffu)
        r = CUDA_ERROR_INVALID_VALUE;
    else if (!(op = fn_op(s, LP_NOTE_CALLBACK, cookie)))
        r = CUDA_ERROR_OUT_OF_MEMORY;
    else
        r = ((add_callback_fn)s->real[fn])((CUstream)(uintptr_t)stream, callback_fn, op,
                                            (unsigned)flags);
    return finish(s, fn, r, reply);
}
