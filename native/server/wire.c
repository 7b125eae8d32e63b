/* The lowest layer of lupine-server (wire.h): one session's frames read and written, replies,
 * the per-thread state of the request being answered, the log. It calls no file above it. */
#define _GNU_SOURCE
#include "wire.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/uio.h>
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
__thread uint64_t t_reply_id;
__thread uint64_t t_cur_ctx;
/* The calling client thread's stream capture mode (lp_call.flags) of the call being run, and
 * the mode a waiter last set for itself (the driver's is per thread, and starts global). */
__thread int t_call_mode;

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

typedef CUresult (*ctx_get_fn)(CUcontext *);

void ls_refresh_context(ls_session *s)
{
    ctx_get_fn get = (ctx_get_fn)s->real[LUPINE_FN_cuCtxGetCurrent];
    CUcontext c = NULL;
    if (get && get(&c) == CUDA_SUCCESS)
        t_cur_ctx = (uint64_t)(uintptr_t)c;
}
