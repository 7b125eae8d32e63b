/* One client session: handshake, then frames of calls until the client goes away.
 *
 * Every length is checked against what is left of the frame before anything is read or
 * allocated; a malformed frame ends the session (the client process is then on its own: its
 * connection closes), never the server. When the session ends the process exits and the
 * driver frees everything the client held. */
#define _GNU_SOURCE
#include "server.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/time.h>
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
    return calloc(1, (size_t)n + 64);
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

/* ---------------------------------------------------------------- replies */

/* A synchronising call reports the latched error of an earlier deferred call in place of
 * its own success, and also in place of CUDA_ERROR_NOT_READY (cuEventQuery, cuStreamQuery):
 * "not ready" is an answer about work still running, and the failed work will not run. */
CUresult ls_final_result(ls_session *s, int fn, CUresult r)
{
    if (ls_sync[fn] && s->latched != CUDA_SUCCESS) {
        CUresult l = s->latched;
        s->latched = CUDA_SUCCESS;
        if (r == CUDA_SUCCESS || r == CUDA_ERROR_NOT_READY)
            return l;
    }
    return r;
}

static uint64_t g_reply_id;

int ls_write_reply_header(ls_session *s, CUresult r, uint64_t payload)
{
    lp_frame f = {LP_FRAME_MAGIC, LP_REPLY, g_reply_id, 8 + payload};
    uint32_t res[2] = {(uint32_t)r, 0};
    struct iovec iov[2] = {{&f, sizeof f}, {res, 8}};
    return lp_writev_all(s->fd, iov, 2);
}

int ls_reply(ls_session *s, int fn, CUresult r, const lp_buf *outs)
{
    r = ls_final_result(s, fn, r);
    uint64_t n = r == CUDA_SUCCESS && outs ? outs->len : 0;
    lp_frame f = {LP_FRAME_MAGIC, LP_REPLY, g_reply_id, 8 + n};
    uint32_t res[2] = {(uint32_t)r, 0};
    struct iovec iov[3] = {{&f, sizeof f}, {res, 8}, {n ? outs->data : NULL, (size_t)n}};
    return lp_writev_all(s->fd, iov, n ? 3 : 2);
}

/* ---------------------------------------------------------------- context */

typedef CUresult (*ctx_set_fn)(CUcontext);
typedef CUresult (*ctx_get_fn)(CUcontext *);

void ls_refresh_context(ls_session *s)
{
    ctx_get_fn get = (ctx_get_fn)s->real[LUPINE_FN_cuCtxGetCurrent];
    CUcontext c = NULL;
    if (get && get(&c) == CUDA_SUCCESS)
        s->cur_ctx = (uint64_t)(uintptr_t)c;
}

/* Makes the client thread's context current here before its call runs. */
static CUresult apply_context(ls_session *s, uint64_t ctx)
{
    if (ctx == s->cur_ctx)
        return CUDA_SUCCESS;
    if (!ls_handle_ok(s, LS_H_CUctx_st, ctx))
        return CUDA_ERROR_INVALID_CONTEXT;
    ctx_set_fn set = (ctx_set_fn)s->real[LUPINE_FN_cuCtxSetCurrent];
    if (!set)
        return CUDA_ERROR_NOT_SUPPORTED;
    CUresult r = set((CUcontext)(uintptr_t)ctx);
    if (r == CUDA_SUCCESS)
        s->cur_ctx = ctx;
    return r;
}

/* ---------------------------------------------------------------- one call */

/* Runs the call whose header was just read. Returns -1 when the frame is malformed. */
static int run_call(ls_session *s, const lp_call *c, int reply)
{
    CUresult r = apply_context(s, c->ctx);
    if (r == CUDA_SUCCESS)
        r = ls_apply_capture_mode(
            s, (int)((c->flags & LP_CALL_CAPTURE_MODE_MASK) >> LP_CALL_CAPTURE_MODE_SHIFT));
    if (r != CUDA_SUCCESS) {
        if (ls_skip(s, c->len))
            return -1;
    } else if (ls_hand[c->fn]) {
        uint64_t before = s->frame_left;
        s->call_flags = c->flags;
        int rc = ls_hand[c->fn](s, (int)c->fn, c->len, reply);
        if (rc == LS_BAD || before - s->frame_left != c->len)
            return -1;
        if (!reply && rc != CUDA_SUCCESS && s->latched == CUDA_SUCCESS)
            s->latched = (CUresult)rc;
        return 0; /* a hand-written handler answers for itself */
    } else if (ls_generic[c->fn]) {
        if (c->len > LS_MAX_GENERIC_ARGS)
            return -1;
        unsigned char small[512];
        unsigned char *buf = c->len <= sizeof small ? small : malloc((size_t)c->len);
        if (!buf || ls_read(s, buf, c->len)) {
            if (buf != small)
                free(buf);
            return -1;
        }
        lp_reader rd = {buf, (size_t)c->len, 0};
        lp_buf out = {0};
        if (c->fn == LUPINE_FN_cuDevicePrimaryCtxReset_v2 || c->fn == LUPINE_FN_cuCtxDestroy_v2)
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
    if (r != CUDA_SUCCESS && s->latched == CUDA_SUCCESS)
        s->latched = r;
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
    uint32_t pid = (uint32_t)getpid();
    uint16_t vmaj = LP_VERSION_MAJOR, vmin = LP_VERSION_MINOR;
    uint32_t m = LP_MAGIC;
    memcpy(welcome, &m, 4);
    memcpy(welcome + 4, &vmaj, 2);
    memcpy(welcome + 6, &vmin, 2);
    memcpy(welcome + 8, &status, 4);
    memcpy(welcome + 12, &pid, 4);
    if (lp_write_all(s->fd, welcome, 16) || status != LP_OK) {
        ls_log(s, "handshake refused (status %u)", status);
        return -1;
    }
    struct timeval none = {0, 0};
    setsockopt(s->fd, SOL_SOCKET, SO_RCVTIMEO, &none, sizeof none);
    return 0;
}

int ls_serve(int fd, void **real, const char *token, size_t token_len, int verbose)
{
    ls_session s;
    memset(&s, 0, sizeof s);
    s.fd = fd;
    s.real = real;
    s.verbose = verbose;
    lp_tune_socket(fd);
    if (handshake(&s, token, token_len))
        return 1;
    lp_rbuf *in = malloc(sizeof *in);
    if (!in)
        return 1;
    lp_rbuf_init(in, fd);
    s.in = in;
    ls_log(&s, "client connected");
    int status = 0;
    for (;;) {
        lp_frame f;
        if (lp_rbuf_read(in, &f, sizeof f))
            break; /* the client went away */
        if (f.magic != LP_FRAME_MAGIC || f.len > LP_MAX_FRAME ||
            (f.kind != LP_CALL && f.kind != LP_BATCH && f.kind != LP_BYE)) {
            ls_log(&s, "malformed frame header: session ends");
            status = 2;
            break;
        }
        if (f.kind == LP_BYE)
            break;
        g_reply_id = f.id;
        s.frame_left = f.len;
        int replied = 0, bad = 0;
        while (s.frame_left > 0) {
            lp_call c;
            if (ls_read(&s, &c, sizeof c) || c.fn >= LUPINE_FN_COUNT || c.len > s.frame_left ||
                (c.flags & LP_CALL_CAPTURE_MODE_MASK) == LP_CALL_CAPTURE_MODE_MASK ||
                ((c.flags & ~LP_CALL_CAPTURE_MODE_MASK) != 0 &&
                 !((c.flags & ~LP_CALL_CAPTURE_MODE_MASK) == LP_CALL_IMAGE_HASH &&
                   (c.fn == LUPINE_FN_cuModuleLoadData || c.fn == LUPINE_FN_cuLibraryLoadData)))) {
                bad = 1;
                break;
            }
            int last = f.kind == LP_CALL && c.len == s.frame_left;
            if (run_call(&s, &c, last)) {
                bad = 1;
                break;
            }
            replied |= last;
        }
        if (bad || (f.kind == LP_CALL && !replied)) {
            ls_log(&s, "malformed frame: session ends");
            status = 2;
            break;
        }
    }
    ls_log(&s, "client gone");
    ls_registry_free(&s);
    free(in);
    return status;
}
