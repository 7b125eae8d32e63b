/* Checks of structures the generic dispatch passes to the driver (annotations.toml [pointers]
 * `check = ...`): each returns CUDA_SUCCESS or the error the call answers, and may clear
 * fields that would make the driver read server memory at a client's address. */
#define _GNU_SOURCE
#include "registry.h"

#include <stddef.h>
#include <string.h>

/* CUmemAllocationProp (cuMemCreate, cuMemGetAllocationGranularity): win32HandleMetaData
 * points to Windows security attributes, meaningful only for CU_MEM_HANDLE_TYPE_WIN32
 * handles; a client's pointer value is cleared. */
CUresult ls_check_alloc_prop(ls_session *s, void *p, uint64_t n)
{
    (void)s;
    if (n != sizeof(CUmemAllocationProp))
        return CUDA_ERROR_INVALID_VALUE;
    CUmemAllocationProp *prop = p;
    prop->win32HandleMetaData = NULL;
    return CUDA_SUCCESS;
}

/* CUmemPoolProps (cuMemPoolCreate): win32SecurityAttributes, as above. */
CUresult ls_check_pool_props(ls_session *s, void *p, uint64_t n)
{
    (void)s;
    if (n != sizeof(CUmemPoolProps))
        return CUDA_ERROR_INVALID_VALUE;
    CUmemPoolProps *props = p;
    props->win32SecurityAttributes = NULL;
    return CUDA_SUCCESS;
}

/* CUDA_RESOURCE_DESC (cuTexObjectCreate, cuSurfObjectCreate): the array or mipmapped array it
 * names must be this session's, and a linear or pitched range must lie in one allocation
 * (CUDA driver API, cuTexObjectCreate: resType selects which member of `res` is read). */
CUresult ls_check_resource_desc(ls_session *s, void *p, uint64_t n)
{
    if (n != sizeof(CUDA_RESOURCE_DESC))
        return CUDA_ERROR_INVALID_VALUE;
    const CUDA_RESOURCE_DESC *d = p;
    switch (d->resType) {
    case CU_RESOURCE_TYPE_ARRAY:
        return ls_handle_ok(s, LS_H_CUarray_st, (uint64_t)(uintptr_t)d->res.array.hArray) &&
                       d->res.array.hArray
                   ? CUDA_SUCCESS
                   : CUDA_ERROR_INVALID_HANDLE;
    case CU_RESOURCE_TYPE_MIPMAPPED_ARRAY:
        return ls_handle_ok(s, LS_H_CUmipmappedArray_st,
                            (uint64_t)(uintptr_t)d->res.mipmap.hMipmappedArray) &&
                       d->res.mipmap.hMipmappedArray
                   ? CUDA_SUCCESS
                   : CUDA_ERROR_INVALID_HANDLE;
    case CU_RESOURCE_TYPE_LINEAR:
        return ls_devptr_ok(s, d->res.linear.devPtr, d->res.linear.sizeInBytes)
                   ? CUDA_SUCCESS
                   : CUDA_ERROR_INVALID_VALUE;
    case CU_RESOURCE_TYPE_PITCH2D: {
        uint64_t pitch = d->res.pitch2D.pitchInBytes, h = d->res.pitch2D.height;
        if (h && pitch > UINT64_MAX / h)
            return CUDA_ERROR_INVALID_VALUE;
        return ls_devptr_ok(s, d->res.pitch2D.devPtr, pitch * h) ? CUDA_SUCCESS
                                                                  : CUDA_ERROR_INVALID_VALUE;
    }
    default:
        return CUDA_ERROR_INVALID_VALUE;
    }
}

/* CUstreamBatchMemOpParams[] (cuStreamBatchMemOp): every wait and write names 4 or 8 bytes
 * of this session's device memory (CUDA driver API, "Stream Memory Operations"); flushes and
 * barriers name no memory. An unknown operation is refused before the driver reads it. */
CUresult ls_check_mem_ops(ls_session *s, void *p, uint64_t n)
{
    if (n % sizeof(CUstreamBatchMemOpParams))
        return CUDA_ERROR_INVALID_VALUE;
    const CUstreamBatchMemOpParams *op = p;
    for (uint64_t i = 0; i < n / sizeof *op; i++) {
        uint64_t width;
        switch (op[i].operation) {
        case CU_STREAM_MEM_OP_WAIT_VALUE_32:
        case CU_STREAM_MEM_OP_WRITE_VALUE_32:
            width = 4;
            break;
        case CU_STREAM_MEM_OP_WAIT_VALUE_64:
        case CU_STREAM_MEM_OP_WRITE_VALUE_64:
            width = 8;
            break;
        case CU_STREAM_MEM_OP_FLUSH_REMOTE_WRITES:
        case CU_STREAM_MEM_OP_BARRIER:
            continue;
        default:
            return CUDA_ERROR_INVALID_VALUE;
        }
        /* waitValue and writeValue share their layout: operation, address, value, flags */
        if (!ls_devptr_ok(s, op[i].waitValue.address, width))
            return CUDA_ERROR_INVALID_VALUE;
    }
    return CUDA_SUCCESS;
}
