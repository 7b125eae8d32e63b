/* Batched copies: cuMemcpyBatchAsync and cuMemcpy3DBatchAsync (CUDA 12.8's forms with
 * failIdx, CUDA 13's _v2 forms without, and their per-thread-stream _ptsz forms), as the
 * sequence of the shim's own cuMemcpyAsync / cuMemcpy3DAsync_v2 on the stream (API layer).
 *
 * The driver API: "The batch as a whole executes in stream order but copies within a batch
 * are not guaranteed to execute in any specific order", so copies issued one after the other
 * on the stream are a valid implementation. Host pointers on either side take the shim's
 * normal copy paths, which read a host source when the call is made: what
 * CU_MEMCPY_SRC_ACCESS_ORDER_DURING_API_CALL asks ("all accesses must be complete before the
 * API call returns"), and more than _STREAM and _ANY need. Location hints concern managed and
 * system-allocated memory only, which LUPINE does not carry; CU_MEMCPY_FLAG_PREFER_OVERLAP_
 * WITH_COMPUTE is a hint.
 *
 * Errors: the arguments are checked as the API documents before any copy is issued (failIdx
 * SIZE_MAX: "The value will be SIZE_MAX if the error doesn't pertain to any specific copy");
 * a copy refused when issued stops the batch with failIdx its index. Copies fail later, in
 * stream order, as deferred work does (the next synchronisation reports it). */
#define _GNU_SOURCE
#include "client.h"

#include <stdint.h>
#include <string.h>

static int valid_order(CUmemcpySrcAccessOrder o)
{
    return o == CU_MEMCPY_SRC_ACCESS_ORDER_STREAM ||
           o == CU_MEMCPY_SRC_ACCESS_ORDER_DURING_API_CALL || o == CU_MEMCPY_SRC_ACCESS_ORDER_ANY;
}

/* "Must not be legacy NULL stream": NULL is the legacy stream unless per_thread. */
static int legacy(CUstream s, int per_thread)
{
    return s == CU_STREAM_LEGACY || (!s && !per_thread);
}

static CUresult batch(CUdeviceptr *dsts, CUdeviceptr *srcs, size_t *sizes, size_t count,
                      CUmemcpyAttributes *attrs, size_t *attrsIdxs, size_t numAttrs,
                      size_t *failIdx, CUstream s, int per_thread)
{
    if (failIdx)
        *failIdx = SIZE_MAX;
    /* attrs[k] applies to copies attrsIdxs[k] .. attrsIdxs[k+1]-1: "the first entry in
     * attrsIdxs must always be 0. Also, each entry must be greater than the previous entry and
     * the last entry should be less than count. Furthermore, numAttrs must be lesser than or
     * equal to count." */
    if (!count || !dsts || !srcs || !sizes || !attrs || !attrsIdxs || !numAttrs ||
        numAttrs > count || attrsIdxs[0] != 0 || legacy(s, per_thread))
        return CUDA_ERROR_INVALID_VALUE;
    for (size_t k = 0; k < numAttrs; k++) {
        if ((k && attrsIdxs[k] <= attrsIdxs[k - 1]) || attrsIdxs[k] >= count)
            return CUDA_ERROR_INVALID_VALUE;
        if (!valid_order(attrs[k].srcAccessOrder) ||
            (attrs[k].flags & ~(unsigned)CU_MEMCPY_FLAG_PREFER_OVERLAP_WITH_COMPUTE))
            return CUDA_ERROR_INVALID_VALUE;
    }
    for (size_t i = 0; i < count; i++) {
        CUresult r = per_thread ? cuMemcpyAsync_ptsz(dsts[i], srcs[i], sizes[i], s)
                                : cuMemcpyAsync(dsts[i], srcs[i], sizes[i], s);
        if (r != CUDA_SUCCESS) {
            if (failIdx)
                *failIdx = i;
            return r;
        }
    }
    return CUDA_SUCCESS;
}

CUresult CUDAAPI cuMemcpyBatchAsync(CUdeviceptr *dsts, CUdeviceptr *srcs, size_t *sizes,
                                    size_t count, CUmemcpyAttributes *attrs, size_t *attrsIdxs,
                                    size_t numAttrs, size_t *failIdx, CUstream hStream)
{
    lc_stats_call(LUPINE_FN_cuMemcpyBatchAsync);
    return batch(dsts, srcs, sizes, count, attrs, attrsIdxs, numAttrs, failIdx, hStream, 0);
}

CUresult CUDAAPI cuMemcpyBatchAsync_ptsz(CUdeviceptr *dsts, CUdeviceptr *srcs, size_t *sizes,
                                         size_t count, CUmemcpyAttributes *attrs,
                                         size_t *attrsIdxs, size_t numAttrs, size_t *failIdx,
                                         CUstream hStream)
{
    lc_stats_call(LUPINE_FN_cuMemcpyBatchAsync_ptsz);
    return batch(dsts, srcs, sizes, count, attrs, attrsIdxs, numAttrs, failIdx, hStream, 1);
}

CUresult CUDAAPI cuMemcpyBatchAsync_v2(CUdeviceptr *dsts, CUdeviceptr *srcs, size_t *sizes,
                                       size_t count, CUmemcpyAttributes *attrs, size_t *attrsIdxs,
                                       size_t numAttrs, CUstream hStream)
{
    lc_stats_call(LUPINE_FN_cuMemcpyBatchAsync_v2);
    return batch(dsts, srcs, sizes, count, attrs, attrsIdxs, numAttrs, NULL, hStream, 0);
}

CUresult CUDAAPI cuMemcpyBatchAsync_v2_ptsz(CUdeviceptr *dsts, CUdeviceptr *srcs, size_t *sizes,
                                            size_t count, CUmemcpyAttributes *attrs,
                                            size_t *attrsIdxs, size_t numAttrs, CUstream hStream)
{
    lc_stats_call(LUPINE_FN_cuMemcpyBatchAsync_v2_ptsz);
    return batch(dsts, srcs, sizes, count, attrs, attrsIdxs, numAttrs, NULL, hStream, 1);
}

/* ---------------------------------------------------------------- 3D */

/* Bytes of one element of an array format with `channels` channels (cuda.h's comments on
 * CUarray_format); 0 for the block-compressed and video formats, whose element is no whole
 * number of bytes per channel. */
static size_t format_bytes(CUarray_format f, unsigned channels)
{
    switch ((int)f) {
    case CU_AD_FORMAT_UNSIGNED_INT8:
    case CU_AD_FORMAT_SIGNED_INT8:
        return channels;
    case CU_AD_FORMAT_UNSIGNED_INT16:
    case CU_AD_FORMAT_SIGNED_INT16:
    case CU_AD_FORMAT_HALF:
        return 2u * channels;
    case CU_AD_FORMAT_UNSIGNED_INT32:
    case CU_AD_FORMAT_SIGNED_INT32:
    case CU_AD_FORMAT_FLOAT:
        return 4u * channels;
    case CU_AD_FORMAT_UNORM_INT8X1:
    case CU_AD_FORMAT_SNORM_INT8X1:
        return 1;
    case CU_AD_FORMAT_UNORM_INT8X2:
    case CU_AD_FORMAT_SNORM_INT8X2:
    case CU_AD_FORMAT_UNORM_INT16X1:
    case CU_AD_FORMAT_SNORM_INT16X1:
        return 2;
    case CU_AD_FORMAT_UNORM_INT8X4:
    case CU_AD_FORMAT_SNORM_INT8X4:
    case CU_AD_FORMAT_UNORM_INT16X2:
    case CU_AD_FORMAT_SNORM_INT16X2:
    case CU_AD_FORMAT_UNORM_INT_101010_2:
        return 4;
    case CU_AD_FORMAT_UNORM_INT16X4:
    case CU_AD_FORMAT_SNORM_INT16X4:
        return 8;
    default:
        return 0;
    }
}

/* The element size of an array operand (its descriptor, from its server); 0 with *r set. */
static size_t array_element(int fn, CUarray a, CUresult *r)
{
    CUDA_ARRAY3D_DESCRIPTOR d;
    *r = cuArray3DGetDescriptor_v2(&d, a);
    if (*r != CUDA_SUCCESS)
        return 0;
    size_t e = format_bytes(d.Format, d.NumChannels);
    if (!e)
        *r = lc_refuse(fn, "a CUDA array of a block-compressed or video format (its element size "
                       "is not known to LUPINE)");
    return e;
}

/* One side of a CUDA_MEMCPY3D from an operand: pointers as CU_MEMORYTYPE_UNIFIED (the shim
 * resolves them by address), rowLength/layerHeight 0 "tightly packed according to the copy
 * extent". */
static CUresult side(const CUmemcpy3DOperand *o, const CUextent3D *e, size_t esz,
                     CUmemorytype *type, CUdeviceptr *dev, CUarray *array, size_t *x, size_t *y,
                     size_t *z, size_t *pitch, size_t *height)
{
    if (o->type == CU_MEMCPY_OPERAND_TYPE_POINTER) {
        size_t row = o->op.ptr.rowLength, layer = o->op.ptr.layerHeight;
        if ((row && row < e->width) || (layer && layer < e->height))
            return CUDA_ERROR_INVALID_VALUE;
        if ((row ? row : e->width) > SIZE_MAX / esz)
            return CUDA_ERROR_INVALID_VALUE;
        *type = CU_MEMORYTYPE_UNIFIED;
        *dev = o->op.ptr.ptr;
        *pitch = (row ? row : e->width) * esz;
        *height = layer ? layer : e->height;
        return CUDA_SUCCESS;
    }
    if (o->type == CU_MEMCPY_OPERAND_TYPE_ARRAY) {
        if (o->op.array.offset.x > SIZE_MAX / esz)
            return CUDA_ERROR_INVALID_VALUE;
        *type = CU_MEMORYTYPE_ARRAY;
        *array = o->op.array.array;
        *x = o->op.array.offset.x * esz;
        *y = o->op.array.offset.y;
        *z = o->op.array.offset.z;
        return CUDA_SUCCESS;
    }
    return CUDA_ERROR_INVALID_VALUE;
}

/* The CUDA_MEMCPY3D of one operation. "For pointer-to-pointer copies, the element size is
 * considered to be 1. For pointer to CUDA array or vice versa copies, the element size is
 * determined by the CUDA array. For CUDA array to CUDA array copies, the element size of the
 * two CUDA arrays must match." */
static CUresult op_copy(int fn, const CUDA_MEMCPY3D_BATCH_OP *op, CUDA_MEMCPY3D *m)
{
    const CUextent3D *e = &op->extent;
    if (!e->width || !e->height || !e->depth || !valid_order(op->srcAccessOrder) ||
        (op->flags & ~(unsigned)CU_MEMCPY_FLAG_PREFER_OVERLAP_WITH_COMPUTE))
        return CUDA_ERROR_INVALID_VALUE;
    size_t esz = 1, other = 0;
    CUresult r = CUDA_SUCCESS;
    if (op->src.type == CU_MEMCPY_OPERAND_TYPE_ARRAY &&
        !(esz = array_element(fn, op->src.op.array.array, &r)))
        return r;
    if (op->dst.type == CU_MEMCPY_OPERAND_TYPE_ARRAY) {
        if (!(other = array_element(fn, op->dst.op.array.array, &r)))
            return r;
        if (op->src.type == CU_MEMCPY_OPERAND_TYPE_ARRAY && other != esz)
            return CUDA_ERROR_INVALID_VALUE;
        esz = other;
    }
    if (e->width > SIZE_MAX / esz)
        return CUDA_ERROR_INVALID_VALUE;
    memset(m, 0, sizeof *m);
    r = side(&op->src, e, esz, &m->srcMemoryType, &m->srcDevice, &m->srcArray, &m->srcXInBytes,
             &m->srcY, &m->srcZ, &m->srcPitch, &m->srcHeight);
    if (r == CUDA_SUCCESS)
        r = side(&op->dst, e, esz, &m->dstMemoryType, &m->dstDevice, &m->dstArray,
                 &m->dstXInBytes, &m->dstY, &m->dstZ, &m->dstPitch, &m->dstHeight);
    m->WidthInBytes = e->width * esz;
    m->Height = e->height;
    m->Depth = e->depth;
    return r;
}

static CUresult batch3d(int fn, size_t numOps, CUDA_MEMCPY3D_BATCH_OP *opList, size_t *failIdx,
                        unsigned long long flags, CUstream s, int per_thread)
{
    if (failIdx)
        *failIdx = SIZE_MAX;
    /* "flags - Flags for future use, must be zero now." */
    if (!numOps || !opList || flags || legacy(s, per_thread))
        return CUDA_ERROR_INVALID_VALUE;
    for (size_t i = 0; i < numOps; i++) {
        CUDA_MEMCPY3D m;
        CUresult r = op_copy(fn, &opList[i], &m);
        if (r == CUDA_SUCCESS)
            r = per_thread ? cuMemcpy3DAsync_v2_ptsz(&m, s) : cuMemcpy3DAsync_v2(&m, s);
        if (r != CUDA_SUCCESS) {
            if (failIdx)
                *failIdx = i;
            return r;
        }
    }
    return CUDA_SUCCESS;
}

CUresult CUDAAPI cuMemcpy3DBatchAsync(size_t numOps, CUDA_MEMCPY3D_BATCH_OP *opList,
                                      size_t *failIdx, unsigned long long flags, CUstream hStream)
{
    lc_stats_call(LUPINE_FN_cuMemcpy3DBatchAsync);
    return batch3d(LUPINE_FN_cuMemcpy3DBatchAsync, numOps, opList, failIdx, flags, hStream, 0);
}

CUresult CUDAAPI cuMemcpy3DBatchAsync_ptsz(size_t numOps, CUDA_MEMCPY3D_BATCH_OP *opList,
                                           size_t *failIdx, unsigned long long flags,
                                           CUstream hStream)
{
    lc_stats_call(LUPINE_FN_cuMemcpy3DBatchAsync_ptsz);
    return batch3d(LUPINE_FN_cuMemcpy3DBatchAsync_ptsz, numOps, opList, failIdx, flags, hStream, 1);
}

CUresult CUDAAPI cuMemcpy3DBatchAsync_v2(size_t numOps, CUDA_MEMCPY3D_BATCH_OP *opList,
                                         unsigned long long flags, CUstream hStream)
{
    lc_stats_call(LUPINE_FN_cuMemcpy3DBatchAsync_v2);
    return batch3d(LUPINE_FN_cuMemcpy3DBatchAsync_v2, numOps, opList, NULL, flags, hStream, 0);
}

CUresult CUDAAPI cuMemcpy3DBatchAsync_v2_ptsz(size_t numOps, CUDA_MEMCPY3D_BATCH_OP *opList,
                                              unsigned long long flags, CUstream hStream)
{
    lc_stats_call(LUPINE_FN_cuMemcpy3DBatchAsync_v2_ptsz);
    return batch3d(LUPINE_FN_cuMemcpy3DBatchAsync_v2_ptsz, numOps, opList, NULL, flags, hStream, 1);
}
