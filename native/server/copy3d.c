/* Server side of the pitched and 3D copies (native/shim/copy3d.c): an out-request for the
 * host destination's packed bytes, the stream, the CUDA_MEMCPY3D (a host side's pointer the
 * client address, never dereferenced here; other host pointers NULL) and the host source's
 * packed bytes. Device ranges and arrays are checked against the session before the driver
 * sees them; a host side becomes a server buffer with the packed layout (pitch WidthInBytes,
 * height Height, origin 0). The 2D functions get their own CUDA_MEMCPY2D back. A copy that
 * waits for the GPU (a synchronous form, or an async one into pageable host memory) runs on a
 * waiter thread (session.c), its arguments read here. An async copy with a host side into a
 * capturing stream becomes a memcpy node that pulls or pushes the client's memory at each
 * replay (graphhost.c), answered at once and without data: nothing runs during capture. */
#define _GNU_SOURCE
#include "server.h"

#include <stdlib.h>
#include <string.h>

#define MAX_HOST_BYTES ((uint64_t)1 << 32)

static int finish_oom(ls_session *s, int fn, int reply);

typedef CUresult (*copy2d_fn)(const CUDA_MEMCPY2D *);
typedef CUresult (*copy2d_async_fn)(const CUDA_MEMCPY2D *, CUstream);
typedef CUresult (*copy3d_fn)(const CUDA_MEMCPY3D *);
typedef CUresult (*copy3d_async_fn)(const CUDA_MEMCPY3D *, CUstream);

/* The device side of one end: the range from the first to one past the last byte touched. */
static CUresult check_side(ls_session *s, CUmemorytype type, CUdeviceptr dev, CUarray array,
                           size_t x, size_t y, size_t z, size_t pitch, size_t height,
                           const CUDA_MEMCPY3D *m)
{
    switch (type) {
    case CU_MEMORYTYPE_HOST: return CUDA_SUCCESS;
    case CU_MEMORYTYPE_ARRAY:
        return array && ls_handle_ok(s, LS_H_CUarray_st, (uint64_t)(uintptr_t)array)
                   ? CUDA_SUCCESS
                   : CUDA_ERROR_INVALID_HANDLE;
    case CU_MEMORYTYPE_DEVICE: {
        if (!m->WidthInBytes || !m->Height || !m->Depth)
            return CUDA_SUCCESS;
        unsigned __int128 first = (unsigned __int128)z * height * pitch +
                                  (unsigned __int128)y * pitch + x;
        unsigned __int128 last = (unsigned __int128)(z + m->Depth - 1) * height * pitch +
                                 (unsigned __int128)(y + m->Height - 1) * pitch + x +
                                 m->WidthInBytes;
        if (last > UINT64_MAX || (m->Height > 1 && pitch < m->WidthInBytes) ||
            (m->Depth > 1 && height < m->Height))
            return CUDA_ERROR_INVALID_VALUE;
        return ls_devptr_ok(s, dev + (uint64_t)first, (uint64_t)(last - first))
                   ? CUDA_SUCCESS
                   : CUDA_ERROR_INVALID_VALUE;
    }
    default: return CUDA_ERROR_INVALID_VALUE; /* UNIFIED was resolved by the client */
    }
}

static CUDA_MEMCPY2D to_2d(const CUDA_MEMCPY3D *m)
{
    CUDA_MEMCPY2D p;
    memset(&p, 0, sizeof p);
    p.srcXInBytes = m->srcXInBytes;
    p.srcY = m->srcY;
    p.srcMemoryType = m->srcMemoryType;
    p.srcHost = m->srcHost;
    p.srcDevice = m->srcDevice;
    p.srcArray = m->srcArray;
    p.srcPitch = m->srcPitch;
    p.dstXInBytes = m->dstXInBytes;
    p.dstY = m->dstY;
    p.dstMemoryType = m->dstMemoryType;
    p.dstHost = m->dstHost;
    p.dstDevice = m->dstDevice;
    p.dstArray = m->dstArray;
    p.dstPitch = m->dstPitch;
    p.WidthInBytes = m->WidthInBytes;
    p.Height = m->Height;
    return p;
}

/* A copy whose arguments were read and checked: the host source's packed bytes (`in`),
 * the out-request for a host destination. */
typedef struct {
    CUDA_MEMCPY3D m;
    unsigned char *in;
    uint64_t packed;
    int host_src, host_dst, dims, async;
    uint64_t stream;
} copy_job;

/* Runs the copy; a host destination's packed bytes go to *reply_out. */
static CUresult run_copy(ls_session *s, int fn, copy_job *j, lp_buf *reply_out)
{
    CUDA_MEMCPY3D m = j->m;
    unsigned char *out = NULL;
    if (j->host_dst && j->packed && !(out = malloc((size_t)j->packed + 8)))
        return CUDA_ERROR_OUT_OF_MEMORY;
    if (j->host_src) {
        m.srcHost = j->in;
        m.srcXInBytes = m.srcY = m.srcZ = 0;
        m.srcPitch = m.WidthInBytes;
        m.srcHeight = m.Height;
    }
    if (j->host_dst) {
        m.dstHost = out;
        m.dstXInBytes = m.dstY = m.dstZ = 0;
        m.dstPitch = m.WidthInBytes;
        m.dstHeight = m.Height;
    }
    m.reserved0 = m.reserved1 = NULL;
    CUstream st = (CUstream)(uintptr_t)j->stream;
    CUresult r;
    if (j->dims == 2) {
        CUDA_MEMCPY2D p = to_2d(&m);
        r = j->async ? ((copy2d_async_fn)s->real[fn])(&p, st) : ((copy2d_fn)s->real[fn])(&p);
    } else {
        r = j->async ? ((copy3d_async_fn)s->real[fn])(&m, st) : ((copy3d_fn)s->real[fn])(&m);
    }
    /* the source buffer is pageable: the driver has taken its bytes when the call returns;
     * a host destination: pageable, so the async forms returned with the data there */
    if (r == CUDA_SUCCESS && j->host_dst)
        lp_buf_bytes(reply_out, out, (size_t)j->packed);
    free(out);
    return r;
}

static void copy_job_run(ls_session *s, ls_job *job, CUresult r)
{
    copy_job *j = job->data;
    lp_buf out = {0};
    if (r == CUDA_SUCCESS)
        r = run_copy(s, job->fn, j, &out);
    if (ls_reply(s, job->fn, r, &out))
        ls_abort(s);
    lp_buf_free(&out);
}

static void copy_job_discard(ls_job *job)
{
    copy_job *j = job->data;
    free(j->in);
    free(j);
}

static int copy(ls_session *s, int fn, uint64_t len, int reply, int dims, int async)
{
    uint64_t want, stream, ns, nd;
    CUDA_MEMCPY3D m;
    if (len < 24 + lp_pad8(sizeof m) + 8 || ls_read_u64(s, &want) || ls_read_u64(s, &stream) ||
        ls_read_u64(s, &ns) || ns != sizeof m || ls_read(s, &m, lp_pad8(sizeof m)) ||
        ls_read_u64(s, &nd))
        return LS_BAD;
    uint64_t body = len - 24 - lp_pad8(sizeof m) - 8;
    if (nd == LP_NULL ? body != 0 : (nd > MAX_HOST_BYTES || lp_pad8((size_t)nd) != body))
        return LS_BAD;
    unsigned char *in = NULL;
    if (nd != LP_NULL && nd) {
        in = malloc((size_t)body);
        if (!in)
            return ls_skip(s, body) ? LS_BAD : finish_oom(s, fn, reply);
        if (ls_read(s, in, body)) {
            free(in);
            return LS_BAD;
        }
    }
    unsigned __int128 packed = (unsigned __int128)m.WidthInBytes * m.Height * m.Depth;
    CUresult r = CUDA_SUCCESS;
    int host_src = m.srcMemoryType == CU_MEMORYTYPE_HOST;
    int host_dst = m.dstMemoryType == CU_MEMORYTYPE_HOST;
    if (!s->real[fn])
        r = CUDA_ERROR_NOT_SUPPORTED;
    else if (packed > MAX_HOST_BYTES || (dims == 2 && m.Depth != 1) || (host_src && host_dst))
        r = CUDA_ERROR_INVALID_VALUE;
    else if (host_src != (nd != LP_NULL) || (host_src && nd != (uint64_t)packed))
        r = CUDA_ERROR_INVALID_VALUE;
    else if (host_dst != (want != LP_NULL) || (host_dst && want != (uint64_t)packed))
        r = CUDA_ERROR_INVALID_VALUE;
    else if (async && !ls_handle_ok(s, LS_H_CUstream_st, stream))
        r = CUDA_ERROR_INVALID_HANDLE;
    if (r == CUDA_SUCCESS)
        r = check_side(s, m.srcMemoryType, m.srcDevice, m.srcArray, m.srcXInBytes, m.srcY,
                       m.srcZ, m.srcPitch, m.srcHeight, &m);
    if (r == CUDA_SUCCESS)
        r = check_side(s, m.dstMemoryType, m.dstDevice, m.dstArray, m.dstXInBytes, m.dstY,
                       m.dstZ, m.dstPitch, m.dstHeight, &m);
    if (!host_src)
        m.srcHost = NULL;
    if (!host_dst)
        m.dstHost = NULL;
    if (r == CUDA_SUCCESS && async && (host_src || host_dst)) {
        /* what NULL means for the _ptsz forms: the calling thread's stream */
        size_t nl = strlen(lupine_fn_names[fn]);
        CUstream cs = !stream && nl > 5 && !strcmp(lupine_fn_names[fn] + nl - 5, "_ptsz")
                          ? CU_STREAM_PER_THREAD
                          : (CUstream)(uintptr_t)stream;
        if (ls_stream_capturing(s, cs)) {
            m.reserved0 = m.reserved1 = NULL;
            free(in);
            if (packed && ((host_src && !m.srcHost) || (host_dst && !m.dstHost)))
                r = CUDA_ERROR_NOT_SUPPORTED; /* a client before protocol 2.1: no address */
            else
                r = ls_hostcopy_capture(s, cs, &m);
            return reply && ls_reply(s, fn, r, NULL) ? LS_BAD : (int)r;
        }
    }
    copy_job j = {m, in, (uint64_t)packed, host_src, host_dst, dims, async, stream};
    if (r == CUDA_SUCCESS && reply && (!async || host_dst)) {
        /* it waits for the GPU (synchronous, or into pageable memory): a waiter runs it
         * (session.c), so the session thread goes on reading frames */
        copy_job *cj = malloc(sizeof *cj);
        ls_job *job = cj ? ls_job_new(s, fn, ls_cur_ctx()) : NULL;
        if (job) {
            *cj = j;
            job->data = cj;
            job->run = copy_job_run;
            job->discard = copy_job_discard;
            ls_job_ptds(s, job);
            ls_job_submit(s, job);
            return (int)r;
        }
        free(cj);
    }
    lp_buf reply_out = {0};
    if (r == CUDA_SUCCESS)
        r = run_copy(s, fn, &j, &reply_out);
    free(in);
    int rc = reply ? ls_reply(s, fn, r, &reply_out) : 0;
    lp_buf_free(&reply_out);
    return rc ? LS_BAD : (int)r;
}

static int finish_oom(ls_session *s, int fn, int reply)
{
    if (reply && ls_reply(s, fn, CUDA_ERROR_OUT_OF_MEMORY, NULL))
        return LS_BAD;
    return (int)CUDA_ERROR_OUT_OF_MEMORY;
}

int ls_hand_cuMemcpy2D_v2(ls_session *s, int fn, uint64_t len, int reply)
{
    return copy(s, fn, len, reply, 2, 0);
}

int ls_hand_cuMemcpy2DUnaligned_v2(ls_session *s, int fn, uint64_t len, int reply)
{
    return copy(s, fn, len, reply, 2, 0);
}

int ls_hand_cuMemcpy2DAsync_v2(ls_session *s, int fn, uint64_t len, int reply)
{
    return copy(s, fn, len, reply, 2, 1);
}

int ls_hand_cuMemcpy3D_v2(ls_session *s, int fn, uint64_t len, int reply)
{
    return copy(s, fn, len, reply, 3, 0);
}

int ls_hand_cuMemcpy3DAsync_v2(ls_session *s, int fn, uint64_t len, int reply)
{
    return copy(s, fn, len, reply, 3, 1);
}
