/* Pitched and 3D copies: cuMemcpy2D(_v2, Unaligned, Async) and cuMemcpy3D(_v2, Async), whose
 * parameter structures name host memory, device memory or CUDA arrays (API layer).
 *
 * Host memory is this process's: its part of the copy travels by value, packed row after row
 * (WidthInBytes per row, Height rows per slice, Depth slices), and the server stands in a
 * buffer of its own with that packed layout (native/server/copy3d.c); the host side's address
 * travels too, for a copy into a capturing stream, which the server makes a graph node that
 * pulls or pushes this memory whenever the graph runs (answered then without data: nothing is
 * copied during capture). Device pointers and arrays travel as they are and the server checks
 * them. CU_MEMORYTYPE_UNIFIED is resolved here by address, as the shim does for cuMemcpy. A
 * copy from host to host is done here. The async forms with a host destination return when
 * the data is here: what CUDA does for pageable memory; for page-locked memory it is later
 * than CUDA, never earlier. */
#define _GNU_SOURCE
#include "client.h"

#include <stdlib.h>
#include <string.h>

#define LC_COPY_HOST_MAX ((uint64_t)1 << 32) /* one message; larger copies: split them */

/* HOST (0) or not (1), after resolving UNIFIED by address; -1: a range that straddles. */
static int resolve(CUmemorytype *type, const void **host, CUdeviceptr *dev)
{
    if (*type == CU_MEMORYTYPE_UNIFIED) {
        int f = lc_range_find((uint64_t)*dev, 1);
        if (f < 0)
            return -1;
        if (f) {
            *type = CU_MEMORYTYPE_DEVICE;
        } else {
            *type = CU_MEMORYTYPE_HOST;
            *host = (const void *)(uintptr_t)*dev;
            *dev = 0;
        }
    }
    return *type == CU_MEMORYTYPE_HOST ? 0 : 1;
}

/* Byte offset of (x, y, z) in a pitched layout; -1 on overflow. */
static int64_t offset_of(size_t x, size_t y, size_t z, size_t pitch, size_t height)
{
    unsigned __int128 o = (unsigned __int128)z * height * pitch + (unsigned __int128)y * pitch + x;
    return o > INT64_MAX ? -1 : (int64_t)o;
}

/* Packs (out: to wire) or unpacks (in: from wire) the host side of m into/from buf. */
static int host_region(const CUDA_MEMCPY3D *m, int src, unsigned char *buf, int pack)
{
    size_t w = m->WidthInBytes, h = m->Height, d = m->Depth;
    size_t pitch = src ? m->srcPitch : m->dstPitch;
    size_t height = src ? m->srcHeight : m->dstHeight;
    size_t x = src ? m->srcXInBytes : m->dstXInBytes, y = src ? m->srcY : m->dstY,
           z = src ? m->srcZ : m->dstZ;
    if (d > 1 && height < h)
        return -1;
    if (h > 1 && pitch < w)
        return -1;
    unsigned char *base = src ? (unsigned char *)(uintptr_t)m->srcHost : m->dstHost;
    if (!base && w && h && d)
        return -1;
    for (size_t k = 0; k < d; k++)
        for (size_t j = 0; j < h; j++) {
            int64_t off = offset_of(x, y + j, z + k, pitch, height);
            if (off < 0)
                return -1;
            unsigned char *row = base + off, *packed = buf + (k * h + j) * w;
            if (pack)
                memcpy(packed, row, w);
            else
                memcpy(row, packed, w);
        }
    return 0;
}

static CUresult copy(uint32_t fn, CUDA_MEMCPY3D m, CUstream stream)
{
    int src = resolve(&m.srcMemoryType, &m.srcHost, &m.srcDevice);
    int dst = resolve(&m.dstMemoryType, (const void **)&m.dstHost, &m.dstDevice);
    if (src < 0 || dst < 0)
        return CUDA_ERROR_INVALID_VALUE;
    unsigned __int128 bytes = (unsigned __int128)m.WidthInBytes * m.Height * m.Depth;
    if (bytes > LC_COPY_HOST_MAX && (!src || !dst))
        return CUDA_ERROR_INVALID_VALUE;
    size_t n = (size_t)bytes;
    unsigned char *buf = NULL;
    if ((!src || !dst) && n && !(buf = malloc(n)))
        return CUDA_ERROR_OUT_OF_MEMORY;
    if (!src && host_region(&m, 1, buf, 1)) {
        free(buf);
        return CUDA_ERROR_INVALID_VALUE;
    }
    if (!src && !dst) { /* host to host: no device involved */
        int bad = host_region(&m, 0, buf, 0);
        free(buf);
        return bad ? CUDA_ERROR_INVALID_VALUE : CUDA_SUCCESS;
    }
    CUDA_MEMCPY3D wire = m; /* host sides: their client addresses (never dereferenced there) */
    if (src)
        wire.srcHost = NULL;
    if (dst)
        wire.dstHost = NULL;
    wire.reserved0 = wire.reserved1 = NULL;
    wire.srcArray = LC_STRIP(wire.srcArray); /* the server's values (routing.h) */
    wire.dstArray = LC_STRIP(wire.dstArray);
    lc_call c;
    CUresult r = lc_begin(&c, fn);
    if (r) {
        free(buf);
        return r;
    }
    /* with several servers: the server of each device side, its array or device pointer (one
     * call runs on one server: a copy between two is refused, with the reason) */
    if (wire.srcMemoryType == CU_MEMORYTYPE_ARRAY)
        lc_route(&c, lc_handle_server((uint64_t)(uintptr_t)m.srcArray));
    else if (src && lc_servers() > 1)
        lc_route_ptr(&c, m.srcDevice);
    if (wire.dstMemoryType == CU_MEMORYTYPE_ARRAY)
        lc_route(&c, lc_handle_server((uint64_t)(uintptr_t)m.dstArray));
    else if (dst && lc_servers() > 1)
        lc_route_ptr(&c, m.dstDevice);
    lc_out_req(&c, dst ? NULL : buf, n);
    lc_stream(&c, &stream);
    lc_in(&c, &wire, sizeof wire);
    lc_in(&c, src ? NULL : buf, src ? 0 : n);
    r = lc_send(&c);
    int captured = 0;
    if (r == CUDA_SUCCESS && !dst && n) {
        if (lc_out_empty(&c)) { /* captured: each replay pushes into the destination */
            captured = 1;
            lc_notes_used();
        } else if (lc_out(&c, buf, n)) {
            r = lc_lost();
        }
    }
    lc_end(&c);
    if (r == CUDA_SUCCESS)
        lc_stream_submit(stream);
    if (r == CUDA_SUCCESS && !dst && !captured && host_region(&m, 0, buf, 0))
        r = CUDA_ERROR_INVALID_VALUE;
    free(buf);
    return r;
}

static CUDA_MEMCPY3D from_2d(const CUDA_MEMCPY2D *p)
{
    CUDA_MEMCPY3D m;
    memset(&m, 0, sizeof m);
    m.srcXInBytes = p->srcXInBytes;
    m.srcY = p->srcY;
    m.srcMemoryType = p->srcMemoryType;
    m.srcHost = p->srcHost;
    m.srcDevice = p->srcDevice;
    m.srcArray = p->srcArray;
    m.srcPitch = p->srcPitch;
    m.srcHeight = p->Height;
    m.dstXInBytes = p->dstXInBytes;
    m.dstY = p->dstY;
    m.dstMemoryType = p->dstMemoryType;
    m.dstHost = p->dstHost;
    m.dstDevice = p->dstDevice;
    m.dstArray = p->dstArray;
    m.dstPitch = p->dstPitch;
    m.dstHeight = p->Height;
    m.WidthInBytes = p->WidthInBytes;
    m.Height = p->Height;
    m.Depth = 1;
    return m;
}

#define COPY2D(name, stream_decl, stream_arg)                                                   \
    CUresult CUDAAPI name(const CUDA_MEMCPY2D *pCopy stream_decl)                               \
    {                                                                                           \
        lc_stats_call(LUPINE_FN_##name);                                                        \
        if (!pCopy)                                                                             \
            return CUDA_ERROR_INVALID_VALUE;                                                    \
        return copy(LUPINE_FN_##name, from_2d(pCopy), stream_arg);                              \
    }
#define COPY3D(name, stream_decl, stream_arg)                                                   \
    CUresult CUDAAPI name(const CUDA_MEMCPY3D *pCopy stream_decl)                               \
    {                                                                                           \
        lc_stats_call(LUPINE_FN_##name);                                                        \
        if (!pCopy)                                                                             \
            return CUDA_ERROR_INVALID_VALUE;                                                    \
        return copy(LUPINE_FN_##name, *pCopy, stream_arg);                                      \
    }
#define NOSTREAM
#define WITHSTREAM , CUstream hStream

COPY2D(cuMemcpy2D_v2, NOSTREAM, NULL)
COPY2D(cuMemcpy2D_v2_ptds, NOSTREAM, NULL)
COPY2D(cuMemcpy2DUnaligned_v2, NOSTREAM, NULL)
COPY2D(cuMemcpy2DUnaligned_v2_ptds, NOSTREAM, NULL)
COPY2D(cuMemcpy2DAsync_v2, WITHSTREAM, hStream)
COPY2D(cuMemcpy2DAsync_v2_ptsz, WITHSTREAM, hStream)
COPY3D(cuMemcpy3D_v2, NOSTREAM, NULL)
COPY3D(cuMemcpy3D_v2_ptds, NOSTREAM, NULL)
COPY3D(cuMemcpy3DAsync_v2, WITHSTREAM, hStream)
COPY3D(cuMemcpy3DAsync_v2_ptsz, WITHSTREAM, hStream)

/* Copies between linear memory and a 1D CUDA array, or two of them (cuMemcpyHtoA and the
 * like: "Copies from host memory to a 1D CUDA array", offsets in bytes): the same copy as a
 * CUDA_MEMCPY3D of one row, sent as cuMemcpy3D / cuMemcpy3DAsync. */
static CUDA_MEMCPY3D row(CUmemorytype dst, CUmemorytype src, size_t n)
{
    CUDA_MEMCPY3D m;
    memset(&m, 0, sizeof m);
    m.dstMemoryType = dst;
    m.srcMemoryType = src;
    m.WidthInBytes = n;
    m.Height = 1;
    m.Depth = 1;
    return m;
}

#define HTOA(name, stream_decl, stream_arg, wire)                                                 \
    CUresult CUDAAPI name(CUarray dstArray, size_t dstOffset, const void *srcHost,              \
                          size_t ByteCount stream_decl)                                         \
    {                                                                                           \
        lc_stats_call(LUPINE_FN_##name);                                                        \
        CUDA_MEMCPY3D m = row(CU_MEMORYTYPE_ARRAY, CU_MEMORYTYPE_HOST, ByteCount);              \
        m.dstArray = dstArray;                                                                  \
        m.dstXInBytes = dstOffset;                                                              \
        m.srcHost = srcHost;                                                                    \
        return copy(LUPINE_FN_##wire, m, stream_arg);                                           \
    }
#define ATOH(name, stream_decl, stream_arg, wire)                                                 \
    CUresult CUDAAPI name(void *dstHost, CUarray srcArray, size_t srcOffset,                    \
                          size_t ByteCount stream_decl)                                         \
    {                                                                                           \
        lc_stats_call(LUPINE_FN_##name);                                                        \
        CUDA_MEMCPY3D m = row(CU_MEMORYTYPE_HOST, CU_MEMORYTYPE_ARRAY, ByteCount);              \
        m.srcArray = srcArray;                                                                  \
        m.srcXInBytes = srcOffset;                                                              \
        m.dstHost = dstHost;                                                                    \
        return copy(LUPINE_FN_##wire, m, stream_arg);                                           \
    }
#define DTOA(name, wire)                                                                        \
    CUresult CUDAAPI name(CUarray dstArray, size_t dstOffset, CUdeviceptr srcDevice,            \
                          size_t ByteCount)                                                     \
    {                                                                                           \
        lc_stats_call(LUPINE_FN_##name);                                                        \
        CUDA_MEMCPY3D m = row(CU_MEMORYTYPE_ARRAY, CU_MEMORYTYPE_DEVICE, ByteCount);            \
        m.dstArray = dstArray;                                                                  \
        m.dstXInBytes = dstOffset;                                                              \
        m.srcDevice = srcDevice;                                                                \
        return copy(LUPINE_FN_##wire, m, NULL);                                                 \
    }
#define ATOD(name, wire)                                                                        \
    CUresult CUDAAPI name(CUdeviceptr dstDevice, CUarray srcArray, size_t srcOffset,            \
                          size_t ByteCount)                                                     \
    {                                                                                           \
        lc_stats_call(LUPINE_FN_##name);                                                        \
        CUDA_MEMCPY3D m = row(CU_MEMORYTYPE_DEVICE, CU_MEMORYTYPE_ARRAY, ByteCount);            \
        m.srcArray = srcArray;                                                                  \
        m.srcXInBytes = srcOffset;                                                              \
        m.dstDevice = dstDevice;                                                                \
        return copy(LUPINE_FN_##wire, m, NULL);                                                 \
    }
#define ATOA(name, wire)                                                                        \
    CUresult CUDAAPI name(CUarray dstArray, size_t dstOffset, CUarray srcArray,                 \
                          size_t srcOffset, size_t ByteCount)                                   \
    {                                                                                           \
        lc_stats_call(LUPINE_FN_##name);                                                        \
        CUDA_MEMCPY3D m = row(CU_MEMORYTYPE_ARRAY, CU_MEMORYTYPE_ARRAY, ByteCount);             \
        m.dstArray = dstArray;                                                                  \
        m.dstXInBytes = dstOffset;                                                              \
        m.srcArray = srcArray;                                                                  \
        m.srcXInBytes = srcOffset;                                                              \
        return copy(LUPINE_FN_##wire, m, NULL);                                                 \
    }

HTOA(cuMemcpyHtoA_v2, NOSTREAM, NULL, cuMemcpy3D_v2)
HTOA(cuMemcpyHtoA_v2_ptds, NOSTREAM, NULL, cuMemcpy3D_v2_ptds)
HTOA(cuMemcpyHtoAAsync_v2, WITHSTREAM, hStream, cuMemcpy3DAsync_v2)
HTOA(cuMemcpyHtoAAsync_v2_ptsz, WITHSTREAM, hStream, cuMemcpy3DAsync_v2_ptsz)
ATOH(cuMemcpyAtoH_v2, NOSTREAM, NULL, cuMemcpy3D_v2)
ATOH(cuMemcpyAtoH_v2_ptds, NOSTREAM, NULL, cuMemcpy3D_v2_ptds)
ATOH(cuMemcpyAtoHAsync_v2, WITHSTREAM, hStream, cuMemcpy3DAsync_v2)
ATOH(cuMemcpyAtoHAsync_v2_ptsz, WITHSTREAM, hStream, cuMemcpy3DAsync_v2_ptsz)
DTOA(cuMemcpyDtoA_v2, cuMemcpy3D_v2)
DTOA(cuMemcpyDtoA_v2_ptds, cuMemcpy3D_v2_ptds)
ATOD(cuMemcpyAtoD_v2, cuMemcpy3D_v2)
ATOD(cuMemcpyAtoD_v2_ptds, cuMemcpy3D_v2_ptds)
ATOA(cuMemcpyAtoA_v2, cuMemcpy3D_v2)
ATOA(cuMemcpyAtoA_v2_ptds, cuMemcpy3D_v2_ptds)
