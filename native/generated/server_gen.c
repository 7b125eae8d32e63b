/* GENERATED FILE - DO NOT EDIT.
 * Written by `python -m codegen` from CUDA 13000's headers (cuda.h sha256 64025f81a9d6d2b1)
 * and codegen/annotations.toml. Edit those and regenerate. */

#include "server.h"

static CUresult ls_do_cuArray3DCreate_v2(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUarray *, const CUDA_ARRAY3D_DESCRIPTOR *);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuArray3DCreate_v2];
    (void)out;
    uint64_t pHandle_n;
    if (ls_out_req(rd, &pHandle_n)) return LS_BAD_FRAME;
    const void *pAllocateArray_p; uint64_t pAllocateArray_n;
    if (lp_get_bytes(rd, &pAllocateArray_p, &pAllocateArray_n, LP_MAX_FRAME)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (pHandle_n != LP_NULL && pHandle_n != (uint64_t)8u) return CUDA_ERROR_INVALID_VALUE;
    if (pHandle_n != LP_NULL && pHandle_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    if (pAllocateArray_p && pAllocateArray_n != (uint64_t)40u) return CUDA_ERROR_INVALID_VALUE;
    void *pHandle_buf = NULL;
    if (pHandle_n != LP_NULL && !(pHandle_buf = ls_zalloc(pHandle_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult r = real((CUarray *)pHandle_buf, (const CUDA_ARRAY3D_DESCRIPTOR *)pAllocateArray_p);
    if (r == CUDA_SUCCESS) {
        if (pHandle_buf) lp_buf_bytes(out, pHandle_buf, (size_t)pHandle_n);
        if (pHandle_buf) ls_handles_add(s, LS_H_CUarray_st, pHandle_buf, (size_t)pHandle_n, 0);
    }
    free(pHandle_buf);
    return r;
}

static CUresult ls_do_cuArray3DGetDescriptor_v2(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUDA_ARRAY3D_DESCRIPTOR *, CUarray);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuArray3DGetDescriptor_v2];
    (void)out;
    uint64_t pArrayDescriptor_n;
    if (ls_out_req(rd, &pArrayDescriptor_n)) return LS_BAD_FRAME;
    CUarray hArray;
    if (ls_scalar(rd, &hArray, sizeof hArray)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (pArrayDescriptor_n != LP_NULL && pArrayDescriptor_n != (uint64_t)40u) return CUDA_ERROR_INVALID_VALUE;
    if (pArrayDescriptor_n != LP_NULL && pArrayDescriptor_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    if (!ls_handle_ok(s, LS_H_CUarray_st, (uint64_t)(uintptr_t)hArray)) return CUDA_ERROR_INVALID_HANDLE;
    void *pArrayDescriptor_buf = NULL;
    if (pArrayDescriptor_n != LP_NULL && !(pArrayDescriptor_buf = ls_zalloc(pArrayDescriptor_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult r = real((CUDA_ARRAY3D_DESCRIPTOR *)pArrayDescriptor_buf, hArray);
    if (r == CUDA_SUCCESS) {
        if (pArrayDescriptor_buf) lp_buf_bytes(out, pArrayDescriptor_buf, (size_t)pArrayDescriptor_n);
    }
    free(pArrayDescriptor_buf);
    return r;
}

static CUresult ls_do_cuArrayCreate_v2(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUarray *, const CUDA_ARRAY_DESCRIPTOR *);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuArrayCreate_v2];
    (void)out;
    uint64_t pHandle_n;
    if (ls_out_req(rd, &pHandle_n)) return LS_BAD_FRAME;
    const void *pAllocateArray_p; uint64_t pAllocateArray_n;
    if (lp_get_bytes(rd, &pAllocateArray_p, &pAllocateArray_n, LP_MAX_FRAME)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (pHandle_n != LP_NULL && pHandle_n != (uint64_t)8u) return CUDA_ERROR_INVALID_VALUE;
    if (pHandle_n != LP_NULL && pHandle_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    if (pAllocateArray_p && pAllocateArray_n != (uint64_t)24u) return CUDA_ERROR_INVALID_VALUE;
    void *pHandle_buf = NULL;
    if (pHandle_n != LP_NULL && !(pHandle_buf = ls_zalloc(pHandle_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult r = real((CUarray *)pHandle_buf, (const CUDA_ARRAY_DESCRIPTOR *)pAllocateArray_p);
    if (r == CUDA_SUCCESS) {
        if (pHandle_buf) lp_buf_bytes(out, pHandle_buf, (size_t)pHandle_n);
        if (pHandle_buf) ls_handles_add(s, LS_H_CUarray_st, pHandle_buf, (size_t)pHandle_n, 0);
    }
    free(pHandle_buf);
    return r;
}

static CUresult ls_do_cuArrayDestroy(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUarray);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuArrayDestroy];
    (void)out;
    CUarray hArray;
    if (ls_scalar(rd, &hArray, sizeof hArray)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_handle_ok(s, LS_H_CUarray_st, (uint64_t)(uintptr_t)hArray)) return CUDA_ERROR_INVALID_HANDLE;
    CUresult r = real(hArray);
    if (r == CUDA_SUCCESS) {
        ls_handle_del(s, LS_H_CUarray_st, (uint64_t)(uintptr_t)hArray);
    }
    return r;
}

static CUresult ls_do_cuArrayGetDescriptor_v2(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUDA_ARRAY_DESCRIPTOR *, CUarray);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuArrayGetDescriptor_v2];
    (void)out;
    uint64_t pArrayDescriptor_n;
    if (ls_out_req(rd, &pArrayDescriptor_n)) return LS_BAD_FRAME;
    CUarray hArray;
    if (ls_scalar(rd, &hArray, sizeof hArray)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (pArrayDescriptor_n != LP_NULL && pArrayDescriptor_n != (uint64_t)24u) return CUDA_ERROR_INVALID_VALUE;
    if (pArrayDescriptor_n != LP_NULL && pArrayDescriptor_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    if (!ls_handle_ok(s, LS_H_CUarray_st, (uint64_t)(uintptr_t)hArray)) return CUDA_ERROR_INVALID_HANDLE;
    void *pArrayDescriptor_buf = NULL;
    if (pArrayDescriptor_n != LP_NULL && !(pArrayDescriptor_buf = ls_zalloc(pArrayDescriptor_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult r = real((CUDA_ARRAY_DESCRIPTOR *)pArrayDescriptor_buf, hArray);
    if (r == CUDA_SUCCESS) {
        if (pArrayDescriptor_buf) lp_buf_bytes(out, pArrayDescriptor_buf, (size_t)pArrayDescriptor_n);
    }
    free(pArrayDescriptor_buf);
    return r;
}

static CUresult ls_do_cuCtxCreate_v2(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUcontext *, unsigned int, CUdevice);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuCtxCreate_v2];
    (void)out;
    uint64_t pctx_n;
    if (ls_out_req(rd, &pctx_n)) return LS_BAD_FRAME;
    unsigned int flags;
    if (ls_scalar(rd, &flags, sizeof flags)) return LS_BAD_FRAME;
    CUdevice dev;
    if (ls_scalar(rd, &dev, sizeof dev)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (pctx_n != LP_NULL && pctx_n != (uint64_t)8u) return CUDA_ERROR_INVALID_VALUE;
    if (pctx_n != LP_NULL && pctx_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    void *pctx_buf = NULL;
    if (pctx_n != LP_NULL && !(pctx_buf = ls_zalloc(pctx_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult r = real((CUcontext *)pctx_buf, flags, dev);
    if (r == CUDA_SUCCESS) {
        if (pctx_buf) lp_buf_bytes(out, pctx_buf, (size_t)pctx_n);
        if (pctx_buf) ls_handles_add(s, LS_H_CUctx_st, pctx_buf, (size_t)pctx_n, 0);
    }
    ls_refresh_context(s);
    free(pctx_buf);
    return r;
}

static CUresult ls_do_cuCtxDestroy_v2(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUcontext);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuCtxDestroy_v2];
    (void)out;
    CUcontext ctx;
    if (ls_scalar(rd, &ctx, sizeof ctx)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_handle_ok(s, LS_H_CUctx_st, (uint64_t)(uintptr_t)ctx)) return CUDA_ERROR_INVALID_CONTEXT;
    CUresult r = real(ctx);
    if (r == CUDA_SUCCESS) {
        ls_handle_del(s, LS_H_CUctx_st, (uint64_t)(uintptr_t)ctx);
    }
    ls_refresh_context(s);
    return r;
}

static CUresult ls_do_cuCtxDisablePeerAccess(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUcontext);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuCtxDisablePeerAccess];
    (void)out;
    CUcontext peerContext;
    if (ls_scalar(rd, &peerContext, sizeof peerContext)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_handle_ok(s, LS_H_CUctx_st, (uint64_t)(uintptr_t)peerContext)) return CUDA_ERROR_INVALID_CONTEXT;
    CUresult r = real(peerContext);
    if (r == CUDA_SUCCESS) {
    }
    return r;
}

static CUresult ls_do_cuCtxEnablePeerAccess(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUcontext, unsigned int);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuCtxEnablePeerAccess];
    (void)out;
    CUcontext peerContext;
    if (ls_scalar(rd, &peerContext, sizeof peerContext)) return LS_BAD_FRAME;
    unsigned int Flags;
    if (ls_scalar(rd, &Flags, sizeof Flags)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_handle_ok(s, LS_H_CUctx_st, (uint64_t)(uintptr_t)peerContext)) return CUDA_ERROR_INVALID_CONTEXT;
    CUresult r = real(peerContext, Flags);
    if (r == CUDA_SUCCESS) {
    }
    return r;
}

static CUresult ls_do_cuCtxFromGreenCtx(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUcontext *, CUgreenCtx);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuCtxFromGreenCtx];
    (void)out;
    uint64_t pContext_n;
    if (ls_out_req(rd, &pContext_n)) return LS_BAD_FRAME;
    CUgreenCtx hCtx;
    if (ls_scalar(rd, &hCtx, sizeof hCtx)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (pContext_n != LP_NULL && pContext_n != (uint64_t)8u) return CUDA_ERROR_INVALID_VALUE;
    if (pContext_n != LP_NULL && pContext_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    if (!ls_handle_ok(s, LS_H_CUgreenCtx_st, (uint64_t)(uintptr_t)hCtx)) return CUDA_ERROR_INVALID_CONTEXT;
    void *pContext_buf = NULL;
    if (pContext_n != LP_NULL && !(pContext_buf = ls_zalloc(pContext_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult r = real((CUcontext *)pContext_buf, hCtx);
    if (r == CUDA_SUCCESS) {
        if (pContext_buf) lp_buf_bytes(out, pContext_buf, (size_t)pContext_n);
        if (pContext_buf) ls_handles_add(s, LS_H_CUctx_st, pContext_buf, (size_t)pContext_n, (uint64_t)(uintptr_t)hCtx);
    }
    free(pContext_buf);
    return r;
}

static CUresult ls_do_cuCtxGetApiVersion(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUcontext, unsigned int *);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuCtxGetApiVersion];
    (void)out;
    CUcontext ctx;
    if (ls_scalar(rd, &ctx, sizeof ctx)) return LS_BAD_FRAME;
    uint64_t version_n;
    if (ls_out_req(rd, &version_n)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_handle_ok(s, LS_H_CUctx_st, (uint64_t)(uintptr_t)ctx)) return CUDA_ERROR_INVALID_CONTEXT;
    if (version_n != LP_NULL && version_n != (uint64_t)4u) return CUDA_ERROR_INVALID_VALUE;
    if (version_n != LP_NULL && version_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    void *version_buf = NULL;
    if (version_n != LP_NULL && !(version_buf = ls_zalloc(version_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult r = real(ctx, (unsigned int *)version_buf);
    if (r == CUDA_SUCCESS) {
        if (version_buf) lp_buf_bytes(out, version_buf, (size_t)version_n);
    }
    free(version_buf);
    return r;
}

static CUresult ls_do_cuCtxGetCacheConfig(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUfunc_cache *);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuCtxGetCacheConfig];
    (void)out;
    uint64_t pconfig_n;
    if (ls_out_req(rd, &pconfig_n)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (pconfig_n != LP_NULL && pconfig_n != (uint64_t)4u) return CUDA_ERROR_INVALID_VALUE;
    if (pconfig_n != LP_NULL && pconfig_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    void *pconfig_buf = NULL;
    if (pconfig_n != LP_NULL && !(pconfig_buf = ls_zalloc(pconfig_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult r = real((CUfunc_cache *)pconfig_buf);
    if (r == CUDA_SUCCESS) {
        if (pconfig_buf) lp_buf_bytes(out, pconfig_buf, (size_t)pconfig_n);
    }
    free(pconfig_buf);
    return r;
}

static CUresult ls_do_cuCtxGetDevResource(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUcontext, CUdevResource *, CUdevResourceType);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuCtxGetDevResource];
    (void)out;
    CUcontext hCtx;
    if (ls_scalar(rd, &hCtx, sizeof hCtx)) return LS_BAD_FRAME;
    uint64_t resource_n;
    if (ls_out_req(rd, &resource_n)) return LS_BAD_FRAME;
    CUdevResourceType type;
    if (ls_scalar(rd, &type, sizeof type)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_handle_ok(s, LS_H_CUctx_st, (uint64_t)(uintptr_t)hCtx)) return CUDA_ERROR_INVALID_CONTEXT;
    if (resource_n != LP_NULL && resource_n != (uint64_t)144u) return CUDA_ERROR_INVALID_VALUE;
    if (resource_n != LP_NULL && resource_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    void *resource_buf = NULL;
    if (resource_n != LP_NULL && !(resource_buf = ls_zalloc(resource_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult r = real(hCtx, (CUdevResource *)resource_buf, type);
    if (r == CUDA_SUCCESS) {
        if (resource_buf) lp_buf_bytes(out, resource_buf, (size_t)resource_n);
    }
    free(resource_buf);
    return r;
}

static CUresult ls_do_cuCtxGetDevice(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUdevice *);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuCtxGetDevice];
    (void)out;
    uint64_t device_n;
    if (ls_out_req(rd, &device_n)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (device_n != LP_NULL && device_n != (uint64_t)4u) return CUDA_ERROR_INVALID_VALUE;
    if (device_n != LP_NULL && device_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    void *device_buf = NULL;
    if (device_n != LP_NULL && !(device_buf = ls_zalloc(device_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult r = real((CUdevice *)device_buf);
    if (r == CUDA_SUCCESS) {
        if (device_buf) lp_buf_bytes(out, device_buf, (size_t)device_n);
    }
    free(device_buf);
    return r;
}

static CUresult ls_do_cuCtxGetDevice_v2(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUdevice *, CUcontext);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuCtxGetDevice_v2];
    (void)out;
    uint64_t device_n;
    if (ls_out_req(rd, &device_n)) return LS_BAD_FRAME;
    CUcontext ctx;
    if (ls_scalar(rd, &ctx, sizeof ctx)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (device_n != LP_NULL && device_n != (uint64_t)4u) return CUDA_ERROR_INVALID_VALUE;
    if (device_n != LP_NULL && device_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    if (!ls_handle_ok(s, LS_H_CUctx_st, (uint64_t)(uintptr_t)ctx)) return CUDA_ERROR_INVALID_CONTEXT;
    void *device_buf = NULL;
    if (device_n != LP_NULL && !(device_buf = ls_zalloc(device_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult r = real((CUdevice *)device_buf, ctx);
    if (r == CUDA_SUCCESS) {
        if (device_buf) lp_buf_bytes(out, device_buf, (size_t)device_n);
    }
    free(device_buf);
    return r;
}

static CUresult ls_do_cuCtxGetFlags(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(unsigned int *);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuCtxGetFlags];
    (void)out;
    uint64_t flags_n;
    if (ls_out_req(rd, &flags_n)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (flags_n != LP_NULL && flags_n != (uint64_t)4u) return CUDA_ERROR_INVALID_VALUE;
    if (flags_n != LP_NULL && flags_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    void *flags_buf = NULL;
    if (flags_n != LP_NULL && !(flags_buf = ls_zalloc(flags_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult r = real((unsigned int *)flags_buf);
    if (r == CUDA_SUCCESS) {
        if (flags_buf) lp_buf_bytes(out, flags_buf, (size_t)flags_n);
    }
    free(flags_buf);
    return r;
}

static CUresult ls_do_cuCtxGetId(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUcontext, unsigned long long *);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuCtxGetId];
    (void)out;
    CUcontext ctx;
    if (ls_scalar(rd, &ctx, sizeof ctx)) return LS_BAD_FRAME;
    uint64_t ctxId_n;
    if (ls_out_req(rd, &ctxId_n)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_handle_ok(s, LS_H_CUctx_st, (uint64_t)(uintptr_t)ctx)) return CUDA_ERROR_INVALID_CONTEXT;
    if (ctxId_n != LP_NULL && ctxId_n != (uint64_t)8u) return CUDA_ERROR_INVALID_VALUE;
    if (ctxId_n != LP_NULL && ctxId_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    void *ctxId_buf = NULL;
    if (ctxId_n != LP_NULL && !(ctxId_buf = ls_zalloc(ctxId_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult r = real(ctx, (unsigned long long *)ctxId_buf);
    if (r == CUDA_SUCCESS) {
        if (ctxId_buf) lp_buf_bytes(out, ctxId_buf, (size_t)ctxId_n);
    }
    free(ctxId_buf);
    return r;
}

static CUresult ls_do_cuCtxGetLimit(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(size_t *, CUlimit);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuCtxGetLimit];
    (void)out;
    uint64_t pvalue_n;
    if (ls_out_req(rd, &pvalue_n)) return LS_BAD_FRAME;
    CUlimit limit;
    if (ls_scalar(rd, &limit, sizeof limit)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (pvalue_n != LP_NULL && pvalue_n != (uint64_t)8u) return CUDA_ERROR_INVALID_VALUE;
    if (pvalue_n != LP_NULL && pvalue_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    void *pvalue_buf = NULL;
    if (pvalue_n != LP_NULL && !(pvalue_buf = ls_zalloc(pvalue_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult r = real((size_t *)pvalue_buf, limit);
    if (r == CUDA_SUCCESS) {
        if (pvalue_buf) lp_buf_bytes(out, pvalue_buf, (size_t)pvalue_n);
    }
    free(pvalue_buf);
    return r;
}

static CUresult ls_do_cuCtxGetSharedMemConfig(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUsharedconfig *);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuCtxGetSharedMemConfig];
    (void)out;
    uint64_t pConfig_n;
    if (ls_out_req(rd, &pConfig_n)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (pConfig_n != LP_NULL && pConfig_n != (uint64_t)4u) return CUDA_ERROR_INVALID_VALUE;
    if (pConfig_n != LP_NULL && pConfig_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    void *pConfig_buf = NULL;
    if (pConfig_n != LP_NULL && !(pConfig_buf = ls_zalloc(pConfig_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult r = real((CUsharedconfig *)pConfig_buf);
    if (r == CUDA_SUCCESS) {
        if (pConfig_buf) lp_buf_bytes(out, pConfig_buf, (size_t)pConfig_n);
    }
    free(pConfig_buf);
    return r;
}

static CUresult ls_do_cuCtxGetStreamPriorityRange(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(int *, int *);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuCtxGetStreamPriorityRange];
    (void)out;
    uint64_t leastPriority_n;
    if (ls_out_req(rd, &leastPriority_n)) return LS_BAD_FRAME;
    uint64_t greatestPriority_n;
    if (ls_out_req(rd, &greatestPriority_n)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (leastPriority_n != LP_NULL && leastPriority_n != (uint64_t)4u) return CUDA_ERROR_INVALID_VALUE;
    if (leastPriority_n != LP_NULL && leastPriority_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    if (greatestPriority_n != LP_NULL && greatestPriority_n != (uint64_t)4u) return CUDA_ERROR_INVALID_VALUE;
    if (greatestPriority_n != LP_NULL && greatestPriority_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    void *leastPriority_buf = NULL;
    if (leastPriority_n != LP_NULL && !(leastPriority_buf = ls_zalloc(leastPriority_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    void *greatestPriority_buf = NULL;
    if (greatestPriority_n != LP_NULL && !(greatestPriority_buf = ls_zalloc(greatestPriority_n))) {
        free(leastPriority_buf);
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult r = real((int *)leastPriority_buf, (int *)greatestPriority_buf);
    if (r == CUDA_SUCCESS) {
        if (leastPriority_buf) lp_buf_bytes(out, leastPriority_buf, (size_t)leastPriority_n);
        if (greatestPriority_buf) lp_buf_bytes(out, greatestPriority_buf, (size_t)greatestPriority_n);
    }
    free(leastPriority_buf);
    free(greatestPriority_buf);
    return r;
}

static CUresult ls_do_cuCtxPushCurrent_v2(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUcontext);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuCtxPushCurrent_v2];
    (void)out;
    CUcontext ctx;
    if (ls_scalar(rd, &ctx, sizeof ctx)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_handle_ok(s, LS_H_CUctx_st, (uint64_t)(uintptr_t)ctx)) return CUDA_ERROR_INVALID_CONTEXT;
    CUresult r = real(ctx);
    if (r == CUDA_SUCCESS) {
    }
    ls_refresh_context(s);
    return r;
}

static CUresult ls_do_cuCtxRecordEvent(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUcontext, CUevent);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuCtxRecordEvent];
    (void)out;
    CUcontext hCtx;
    if (ls_scalar(rd, &hCtx, sizeof hCtx)) return LS_BAD_FRAME;
    CUevent hEvent;
    if (ls_scalar(rd, &hEvent, sizeof hEvent)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_handle_ok(s, LS_H_CUctx_st, (uint64_t)(uintptr_t)hCtx)) return CUDA_ERROR_INVALID_CONTEXT;
    if (!ls_handle_ok(s, LS_H_CUevent_st, (uint64_t)(uintptr_t)hEvent)) return CUDA_ERROR_INVALID_HANDLE;
    CUresult r = real(hCtx, hEvent);
    if (r == CUDA_SUCCESS) {
    }
    return r;
}

static CUresult ls_do_cuCtxResetPersistingL2Cache(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(void);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuCtxResetPersistingL2Cache];
    (void)out;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    CUresult r = real();
    if (r == CUDA_SUCCESS) {
    }
    return r;
}

static CUresult ls_do_cuCtxSetCacheConfig(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUfunc_cache);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuCtxSetCacheConfig];
    (void)out;
    CUfunc_cache config;
    if (ls_scalar(rd, &config, sizeof config)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    CUresult r = real(config);
    if (r == CUDA_SUCCESS) {
    }
    return r;
}

static CUresult ls_do_cuCtxSetCurrent(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUcontext);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuCtxSetCurrent];
    (void)out;
    CUcontext ctx;
    if (ls_scalar(rd, &ctx, sizeof ctx)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_handle_ok(s, LS_H_CUctx_st, (uint64_t)(uintptr_t)ctx)) return CUDA_ERROR_INVALID_CONTEXT;
    CUresult r = real(ctx);
    if (r == CUDA_SUCCESS) {
    }
    ls_refresh_context(s);
    return r;
}

static CUresult ls_do_cuCtxSetFlags(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(unsigned int);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuCtxSetFlags];
    (void)out;
    unsigned int flags;
    if (ls_scalar(rd, &flags, sizeof flags)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    CUresult r = real(flags);
    if (r == CUDA_SUCCESS) {
    }
    return r;
}

static CUresult ls_do_cuCtxSetLimit(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUlimit, size_t);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuCtxSetLimit];
    (void)out;
    CUlimit limit;
    if (ls_scalar(rd, &limit, sizeof limit)) return LS_BAD_FRAME;
    size_t value;
    if (ls_scalar(rd, &value, sizeof value)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    CUresult r = real(limit, value);
    if (r == CUDA_SUCCESS) {
    }
    return r;
}

static CUresult ls_do_cuCtxSetSharedMemConfig(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUsharedconfig);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuCtxSetSharedMemConfig];
    (void)out;
    CUsharedconfig config;
    if (ls_scalar(rd, &config, sizeof config)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    CUresult r = real(config);
    if (r == CUDA_SUCCESS) {
    }
    return r;
}

static CUresult ls_do_cuCtxSynchronize(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(void);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuCtxSynchronize];
    (void)out;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    CUresult r = real();
    if (r == CUDA_SUCCESS) {
    }
    return r;
}

static CUresult ls_do_cuCtxSynchronize_v2(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUcontext);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuCtxSynchronize_v2];
    (void)out;
    CUcontext ctx;
    if (ls_scalar(rd, &ctx, sizeof ctx)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_handle_ok(s, LS_H_CUctx_st, (uint64_t)(uintptr_t)ctx)) return CUDA_ERROR_INVALID_CONTEXT;
    CUresult r = real(ctx);
    if (r == CUDA_SUCCESS) {
    }
    return r;
}

static CUresult ls_do_cuCtxWaitEvent(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUcontext, CUevent);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuCtxWaitEvent];
    (void)out;
    CUcontext hCtx;
    if (ls_scalar(rd, &hCtx, sizeof hCtx)) return LS_BAD_FRAME;
    CUevent hEvent;
    if (ls_scalar(rd, &hEvent, sizeof hEvent)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_handle_ok(s, LS_H_CUctx_st, (uint64_t)(uintptr_t)hCtx)) return CUDA_ERROR_INVALID_CONTEXT;
    if (!ls_handle_ok(s, LS_H_CUevent_st, (uint64_t)(uintptr_t)hEvent)) return CUDA_ERROR_INVALID_HANDLE;
    CUresult r = real(hCtx, hEvent);
    if (r == CUDA_SUCCESS) {
    }
    return r;
}

static CUresult ls_do_cuDevResourceGenerateDesc(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUdevResourceDesc *, CUdevResource *, unsigned int);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuDevResourceGenerateDesc];
    (void)out;
    uint64_t phDesc_n;
    if (ls_out_req(rd, &phDesc_n)) return LS_BAD_FRAME;
    unsigned int nbResources;
    if (ls_scalar(rd, &nbResources, sizeof nbResources)) return LS_BAD_FRAME;
    const void *resources_p; uint64_t resources_n;
    if (lp_get_bytes(rd, &resources_p, &resources_n, LP_MAX_FRAME)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (phDesc_n != LP_NULL && phDesc_n != (uint64_t)8u) return CUDA_ERROR_INVALID_VALUE;
    if (phDesc_n != LP_NULL && phDesc_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    if (resources_p && (uint64_t)(nbResources) > LS_MAX_GENERIC_ARGS / 144u) return CUDA_ERROR_INVALID_VALUE;
    if (!resources_p && (uint64_t)(nbResources) != 0) return CUDA_ERROR_INVALID_VALUE;
    if (resources_p && resources_n != (uint64_t)(nbResources) * 144u) return CUDA_ERROR_INVALID_VALUE;
    void *phDesc_buf = NULL;
    if (phDesc_n != LP_NULL && !(phDesc_buf = ls_zalloc(phDesc_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult r = real((CUdevResourceDesc *)phDesc_buf, (CUdevResource *)resources_p, nbResources);
    if (r == CUDA_SUCCESS) {
        if (phDesc_buf) lp_buf_bytes(out, phDesc_buf, (size_t)phDesc_n);
        if (phDesc_buf) ls_handles_add(s, LS_H_CUdevResourceDesc_st, phDesc_buf, (size_t)phDesc_n, 0);
    }
    free(phDesc_buf);
    return r;
}

static CUresult ls_do_cuDevSmResourceSplitByCount(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUdevResource *, unsigned int *, const CUdevResource *, CUdevResource *, unsigned int, unsigned int);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuDevSmResourceSplitByCount];
    (void)out;
    uint64_t result_n;
    if (ls_out_req(rd, &result_n)) return LS_BAD_FRAME;
    uint64_t remaining_n;
    if (ls_out_req(rd, &remaining_n)) return LS_BAD_FRAME;
    unsigned int useFlags;
    if (ls_scalar(rd, &useFlags, sizeof useFlags)) return LS_BAD_FRAME;
    unsigned int minCount;
    if (ls_scalar(rd, &minCount, sizeof minCount)) return LS_BAD_FRAME;
    const void *nbGroups_p; uint64_t nbGroups_n;
    if (lp_get_bytes(rd, &nbGroups_p, &nbGroups_n, LP_MAX_FRAME)) return LS_BAD_FRAME;
    const void *input_p; uint64_t input_n;
    if (lp_get_bytes(rd, &input_p, &input_n, LP_MAX_FRAME)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (result_n != LP_NULL && ls_u64_at(nbGroups_p, nbGroups_n) > LS_MAX_GENERIC_ARGS / 144u) return CUDA_ERROR_INVALID_VALUE;
    if (result_n != LP_NULL && result_n != ls_u64_at(nbGroups_p, nbGroups_n) * 144u) return CUDA_ERROR_INVALID_VALUE;
    if (result_n != LP_NULL && result_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    if (nbGroups_p && nbGroups_n != (uint64_t)4u) return CUDA_ERROR_INVALID_VALUE;
    if (input_p && input_n != (uint64_t)144u) return CUDA_ERROR_INVALID_VALUE;
    if (remaining_n != LP_NULL && remaining_n != (uint64_t)144u) return CUDA_ERROR_INVALID_VALUE;
    if (remaining_n != LP_NULL && remaining_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    void *result_buf = NULL;
    if (result_n != LP_NULL && !(result_buf = ls_zalloc(result_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    void *nbGroups_buf = NULL;
    if (nbGroups_p && !(nbGroups_buf = ls_zalloc(nbGroups_n))) {
        free(result_buf);
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    if (nbGroups_buf) memcpy(nbGroups_buf, nbGroups_p, (size_t)nbGroups_n);
    void *remaining_buf = NULL;
    if (remaining_n != LP_NULL && !(remaining_buf = ls_zalloc(remaining_n))) {
        free(result_buf);
        free(nbGroups_buf);
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult r = real((CUdevResource *)result_buf, (unsigned int *)nbGroups_buf, (const CUdevResource *)input_p, (CUdevResource *)remaining_buf, useFlags, minCount);
    if (r == CUDA_SUCCESS) {
        if (result_buf) lp_buf_bytes(out, result_buf, (size_t)result_n);
        if (nbGroups_buf) lp_buf_bytes(out, nbGroups_buf, (size_t)nbGroups_n);
        if (remaining_buf) lp_buf_bytes(out, remaining_buf, (size_t)remaining_n);
    }
    free(result_buf);
    free(nbGroups_buf);
    free(remaining_buf);
    return r;
}

static CUresult ls_do_cuDeviceCanAccessPeer(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(int *, CUdevice, CUdevice);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuDeviceCanAccessPeer];
    (void)out;
    uint64_t canAccessPeer_n;
    if (ls_out_req(rd, &canAccessPeer_n)) return LS_BAD_FRAME;
    CUdevice dev;
    if (ls_scalar(rd, &dev, sizeof dev)) return LS_BAD_FRAME;
    CUdevice peerDev;
    if (ls_scalar(rd, &peerDev, sizeof peerDev)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (canAccessPeer_n != LP_NULL && canAccessPeer_n != (uint64_t)4u) return CUDA_ERROR_INVALID_VALUE;
    if (canAccessPeer_n != LP_NULL && canAccessPeer_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    void *canAccessPeer_buf = NULL;
    if (canAccessPeer_n != LP_NULL && !(canAccessPeer_buf = ls_zalloc(canAccessPeer_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult r = real((int *)canAccessPeer_buf, dev, peerDev);
    if (r == CUDA_SUCCESS) {
        if (canAccessPeer_buf) lp_buf_bytes(out, canAccessPeer_buf, (size_t)canAccessPeer_n);
    }
    free(canAccessPeer_buf);
    return r;
}

static CUresult ls_do_cuDeviceComputeCapability(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(int *, int *, CUdevice);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuDeviceComputeCapability];
    (void)out;
    uint64_t major_n;
    if (ls_out_req(rd, &major_n)) return LS_BAD_FRAME;
    uint64_t minor_n;
    if (ls_out_req(rd, &minor_n)) return LS_BAD_FRAME;
    CUdevice dev;
    if (ls_scalar(rd, &dev, sizeof dev)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (major_n != LP_NULL && major_n != (uint64_t)4u) return CUDA_ERROR_INVALID_VALUE;
    if (major_n != LP_NULL && major_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    if (minor_n != LP_NULL && minor_n != (uint64_t)4u) return CUDA_ERROR_INVALID_VALUE;
    if (minor_n != LP_NULL && minor_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    void *major_buf = NULL;
    if (major_n != LP_NULL && !(major_buf = ls_zalloc(major_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    void *minor_buf = NULL;
    if (minor_n != LP_NULL && !(minor_buf = ls_zalloc(minor_n))) {
        free(major_buf);
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult r = real((int *)major_buf, (int *)minor_buf, dev);
    if (r == CUDA_SUCCESS) {
        if (major_buf) lp_buf_bytes(out, major_buf, (size_t)major_n);
        if (minor_buf) lp_buf_bytes(out, minor_buf, (size_t)minor_n);
    }
    free(major_buf);
    free(minor_buf);
    return r;
}

static CUresult ls_do_cuDeviceGet(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUdevice *, int);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuDeviceGet];
    (void)out;
    uint64_t device_n;
    if (ls_out_req(rd, &device_n)) return LS_BAD_FRAME;
    int ordinal;
    if (ls_scalar(rd, &ordinal, sizeof ordinal)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (device_n != LP_NULL && device_n != (uint64_t)4u) return CUDA_ERROR_INVALID_VALUE;
    if (device_n != LP_NULL && device_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    void *device_buf = NULL;
    if (device_n != LP_NULL && !(device_buf = ls_zalloc(device_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult r = real((CUdevice *)device_buf, ordinal);
    if (r == CUDA_SUCCESS) {
        if (device_buf) lp_buf_bytes(out, device_buf, (size_t)device_n);
    }
    free(device_buf);
    return r;
}

static CUresult ls_do_cuDeviceGetAttribute(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(int *, CUdevice_attribute, CUdevice);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuDeviceGetAttribute];
    (void)out;
    uint64_t pi_n;
    if (ls_out_req(rd, &pi_n)) return LS_BAD_FRAME;
    CUdevice_attribute attrib;
    if (ls_scalar(rd, &attrib, sizeof attrib)) return LS_BAD_FRAME;
    CUdevice dev;
    if (ls_scalar(rd, &dev, sizeof dev)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (pi_n != LP_NULL && pi_n != (uint64_t)4u) return CUDA_ERROR_INVALID_VALUE;
    if (pi_n != LP_NULL && pi_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    void *pi_buf = NULL;
    if (pi_n != LP_NULL && !(pi_buf = ls_zalloc(pi_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult r = real((int *)pi_buf, attrib, dev);
    if (r == CUDA_SUCCESS) {
        if (pi_buf) lp_buf_bytes(out, pi_buf, (size_t)pi_n);
    }
    free(pi_buf);
    return r;
}

static CUresult ls_do_cuDeviceGetByPCIBusId(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUdevice *, const char *);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuDeviceGetByPCIBusId];
    (void)out;
    uint64_t dev_n;
    if (ls_out_req(rd, &dev_n)) return LS_BAD_FRAME;
    const void *pciBusId_p; uint64_t pciBusId_n;
    if (lp_get_bytes(rd, &pciBusId_p, &pciBusId_n, LP_MAX_FRAME)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (dev_n != LP_NULL && dev_n != (uint64_t)4u) return CUDA_ERROR_INVALID_VALUE;
    if (dev_n != LP_NULL && dev_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    if (pciBusId_p && (pciBusId_n == 0 || ((const char *)pciBusId_p)[pciBusId_n - 1] != 0)) return CUDA_ERROR_INVALID_VALUE;
    void *dev_buf = NULL;
    if (dev_n != LP_NULL && !(dev_buf = ls_zalloc(dev_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult r = real((CUdevice *)dev_buf, (const char *)pciBusId_p);
    if (r == CUDA_SUCCESS) {
        if (dev_buf) lp_buf_bytes(out, dev_buf, (size_t)dev_n);
    }
    free(dev_buf);
    return r;
}

static CUresult ls_do_cuDeviceGetCount(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(int *);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuDeviceGetCount];
    (void)out;
    uint64_t count_n;
    if (ls_out_req(rd, &count_n)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (count_n != LP_NULL && count_n != (uint64_t)4u) return CUDA_ERROR_INVALID_VALUE;
    if (count_n != LP_NULL && count_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    void *count_buf = NULL;
    if (count_n != LP_NULL && !(count_buf = ls_zalloc(count_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult r = real((int *)count_buf);
    if (r == CUDA_SUCCESS) {
        if (count_buf) lp_buf_bytes(out, count_buf, (size_t)count_n);
    }
    free(count_buf);
    return r;
}

static CUresult ls_do_cuDeviceGetDefaultMemPool(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUmemoryPool *, CUdevice);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuDeviceGetDefaultMemPool];
    (void)out;
    uint64_t pool_out_n;
    if (ls_out_req(rd, &pool_out_n)) return LS_BAD_FRAME;
    CUdevice dev;
    if (ls_scalar(rd, &dev, sizeof dev)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (pool_out_n != LP_NULL && pool_out_n != (uint64_t)8u) return CUDA_ERROR_INVALID_VALUE;
    if (pool_out_n != LP_NULL && pool_out_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    void *pool_out_buf = NULL;
    if (pool_out_n != LP_NULL && !(pool_out_buf = ls_zalloc(pool_out_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult r = real((CUmemoryPool *)pool_out_buf, dev);
    if (r == CUDA_SUCCESS) {
        if (pool_out_buf) lp_buf_bytes(out, pool_out_buf, (size_t)pool_out_n);
        if (pool_out_buf) ls_handles_add(s, LS_H_CUmemPoolHandle_st, pool_out_buf, (size_t)pool_out_n, 0);
    }
    free(pool_out_buf);
    return r;
}

static CUresult ls_do_cuDeviceGetDevResource(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUdevice, CUdevResource *, CUdevResourceType);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuDeviceGetDevResource];
    (void)out;
    CUdevice device;
    if (ls_scalar(rd, &device, sizeof device)) return LS_BAD_FRAME;
    uint64_t resource_n;
    if (ls_out_req(rd, &resource_n)) return LS_BAD_FRAME;
    CUdevResourceType type;
    if (ls_scalar(rd, &type, sizeof type)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (resource_n != LP_NULL && resource_n != (uint64_t)144u) return CUDA_ERROR_INVALID_VALUE;
    if (resource_n != LP_NULL && resource_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    void *resource_buf = NULL;
    if (resource_n != LP_NULL && !(resource_buf = ls_zalloc(resource_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult r = real(device, (CUdevResource *)resource_buf, type);
    if (r == CUDA_SUCCESS) {
        if (resource_buf) lp_buf_bytes(out, resource_buf, (size_t)resource_n);
    }
    free(resource_buf);
    return r;
}

static CUresult ls_do_cuDeviceGetExecAffinitySupport(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(int *, CUexecAffinityType, CUdevice);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuDeviceGetExecAffinitySupport];
    (void)out;
    uint64_t pi_n;
    if (ls_out_req(rd, &pi_n)) return LS_BAD_FRAME;
    CUexecAffinityType type;
    if (ls_scalar(rd, &type, sizeof type)) return LS_BAD_FRAME;
    CUdevice dev;
    if (ls_scalar(rd, &dev, sizeof dev)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (pi_n != LP_NULL && pi_n != (uint64_t)4u) return CUDA_ERROR_INVALID_VALUE;
    if (pi_n != LP_NULL && pi_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    void *pi_buf = NULL;
    if (pi_n != LP_NULL && !(pi_buf = ls_zalloc(pi_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult r = real((int *)pi_buf, type, dev);
    if (r == CUDA_SUCCESS) {
        if (pi_buf) lp_buf_bytes(out, pi_buf, (size_t)pi_n);
    }
    free(pi_buf);
    return r;
}

static CUresult ls_do_cuDeviceGetGraphMemAttribute(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUdevice, CUgraphMem_attribute, void *);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuDeviceGetGraphMemAttribute];
    (void)out;
    CUdevice device;
    if (ls_scalar(rd, &device, sizeof device)) return LS_BAD_FRAME;
    CUgraphMem_attribute attr;
    if (ls_scalar(rd, &attr, sizeof attr)) return LS_BAD_FRAME;
    uint64_t value_n;
    if (ls_out_req(rd, &value_n)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (value_n != LP_NULL && value_n != (uint64_t)8u) return CUDA_ERROR_INVALID_VALUE;
    if (value_n != LP_NULL && value_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    void *value_buf = NULL;
    if (value_n != LP_NULL && !(value_buf = ls_zalloc(value_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult r = real(device, attr, (void *)value_buf);
    if (r == CUDA_SUCCESS) {
        if (value_buf) lp_buf_bytes(out, value_buf, (size_t)value_n);
    }
    free(value_buf);
    return r;
}

static CUresult ls_do_cuDeviceGetLuid(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(char *, unsigned int *, CUdevice);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuDeviceGetLuid];
    (void)out;
    uint64_t luid_n;
    if (ls_out_req(rd, &luid_n)) return LS_BAD_FRAME;
    uint64_t deviceNodeMask_n;
    if (ls_out_req(rd, &deviceNodeMask_n)) return LS_BAD_FRAME;
    CUdevice dev;
    if (ls_scalar(rd, &dev, sizeof dev)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (luid_n != LP_NULL && luid_n != (uint64_t)8u) return CUDA_ERROR_INVALID_VALUE;
    if (luid_n != LP_NULL && luid_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    if (deviceNodeMask_n != LP_NULL && deviceNodeMask_n != (uint64_t)4u) return CUDA_ERROR_INVALID_VALUE;
    if (deviceNodeMask_n != LP_NULL && deviceNodeMask_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    void *luid_buf = NULL;
    if (luid_n != LP_NULL && !(luid_buf = ls_zalloc(luid_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    void *deviceNodeMask_buf = NULL;
    if (deviceNodeMask_n != LP_NULL && !(deviceNodeMask_buf = ls_zalloc(deviceNodeMask_n))) {
        free(luid_buf);
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult r = real((char *)luid_buf, (unsigned int *)deviceNodeMask_buf, dev);
    if (r == CUDA_SUCCESS) {
        if (luid_buf) lp_buf_bytes(out, luid_buf, (size_t)luid_n);
        if (deviceNodeMask_buf) lp_buf_bytes(out, deviceNodeMask_buf, (size_t)deviceNodeMask_n);
    }
    free(luid_buf);
    free(deviceNodeMask_buf);
    return r;
}

static CUresult ls_do_cuDeviceGetMemPool(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUmemoryPool *, CUdevice);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuDeviceGetMemPool];
    (void)out;
    uint64_t pool_n;
    if (ls_out_req(rd, &pool_n)) return LS_BAD_FRAME;
    CUdevice dev;
    if (ls_scalar(rd, &dev, sizeof dev)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (pool_n != LP_NULL && pool_n != (uint64_t)8u) return CUDA_ERROR_INVALID_VALUE;
    if (pool_n != LP_NULL && pool_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    void *pool_buf = NULL;
    if (pool_n != LP_NULL && !(pool_buf = ls_zalloc(pool_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult r = real((CUmemoryPool *)pool_buf, dev);
    if (r == CUDA_SUCCESS) {
        if (pool_buf) lp_buf_bytes(out, pool_buf, (size_t)pool_n);
        if (pool_buf) ls_handles_add(s, LS_H_CUmemPoolHandle_st, pool_buf, (size_t)pool_n, 0);
    }
    free(pool_buf);
    return r;
}

static CUresult ls_do_cuDeviceGetName(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(char *, int, CUdevice);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuDeviceGetName];
    (void)out;
    uint64_t name_n;
    if (ls_out_req(rd, &name_n)) return LS_BAD_FRAME;
    int len;
    if (ls_scalar(rd, &len, sizeof len)) return LS_BAD_FRAME;
    CUdevice dev;
    if (ls_scalar(rd, &dev, sizeof dev)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (name_n != LP_NULL && (uint64_t)(len) > LS_MAX_GENERIC_ARGS / 1u) return CUDA_ERROR_INVALID_VALUE;
    if (name_n != LP_NULL && name_n != (uint64_t)(len) * 1u) return CUDA_ERROR_INVALID_VALUE;
    if (name_n != LP_NULL && name_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    void *name_buf = NULL;
    if (name_n != LP_NULL && !(name_buf = ls_zalloc(name_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult r = real((char *)name_buf, len, dev);
    if (r == CUDA_SUCCESS) {
        if (name_buf) lp_buf_bytes(out, name_buf, (size_t)name_n);
    }
    free(name_buf);
    return r;
}

static CUresult ls_do_cuDeviceGetP2PAttribute(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(int *, CUdevice_P2PAttribute, CUdevice, CUdevice);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuDeviceGetP2PAttribute];
    (void)out;
    uint64_t value_n;
    if (ls_out_req(rd, &value_n)) return LS_BAD_FRAME;
    CUdevice_P2PAttribute attrib;
    if (ls_scalar(rd, &attrib, sizeof attrib)) return LS_BAD_FRAME;
    CUdevice srcDevice;
    if (ls_scalar(rd, &srcDevice, sizeof srcDevice)) return LS_BAD_FRAME;
    CUdevice dstDevice;
    if (ls_scalar(rd, &dstDevice, sizeof dstDevice)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (value_n != LP_NULL && value_n != (uint64_t)4u) return CUDA_ERROR_INVALID_VALUE;
    if (value_n != LP_NULL && value_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    void *value_buf = NULL;
    if (value_n != LP_NULL && !(value_buf = ls_zalloc(value_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult r = real((int *)value_buf, attrib, srcDevice, dstDevice);
    if (r == CUDA_SUCCESS) {
        if (value_buf) lp_buf_bytes(out, value_buf, (size_t)value_n);
    }
    free(value_buf);
    return r;
}

static CUresult ls_do_cuDeviceGetPCIBusId(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(char *, int, CUdevice);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuDeviceGetPCIBusId];
    (void)out;
    uint64_t pciBusId_n;
    if (ls_out_req(rd, &pciBusId_n)) return LS_BAD_FRAME;
    int len;
    if (ls_scalar(rd, &len, sizeof len)) return LS_BAD_FRAME;
    CUdevice dev;
    if (ls_scalar(rd, &dev, sizeof dev)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (pciBusId_n != LP_NULL && (uint64_t)(len) > LS_MAX_GENERIC_ARGS / 1u) return CUDA_ERROR_INVALID_VALUE;
    if (pciBusId_n != LP_NULL && pciBusId_n != (uint64_t)(len) * 1u) return CUDA_ERROR_INVALID_VALUE;
    if (pciBusId_n != LP_NULL && pciBusId_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    void *pciBusId_buf = NULL;
    if (pciBusId_n != LP_NULL && !(pciBusId_buf = ls_zalloc(pciBusId_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult r = real((char *)pciBusId_buf, len, dev);
    if (r == CUDA_SUCCESS) {
        if (pciBusId_buf) lp_buf_bytes(out, pciBusId_buf, (size_t)pciBusId_n);
    }
    free(pciBusId_buf);
    return r;
}

static CUresult ls_do_cuDeviceGetProperties(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUdevprop *, CUdevice);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuDeviceGetProperties];
    (void)out;
    uint64_t prop_n;
    if (ls_out_req(rd, &prop_n)) return LS_BAD_FRAME;
    CUdevice dev;
    if (ls_scalar(rd, &dev, sizeof dev)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (prop_n != LP_NULL && prop_n != (uint64_t)56u) return CUDA_ERROR_INVALID_VALUE;
    if (prop_n != LP_NULL && prop_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    void *prop_buf = NULL;
    if (prop_n != LP_NULL && !(prop_buf = ls_zalloc(prop_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult r = real((CUdevprop *)prop_buf, dev);
    if (r == CUDA_SUCCESS) {
        if (prop_buf) lp_buf_bytes(out, prop_buf, (size_t)prop_n);
    }
    free(prop_buf);
    return r;
}

static CUresult ls_do_cuDeviceGetTexture1DLinearMaxWidth(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(size_t *, CUarray_format, unsigned int, CUdevice);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuDeviceGetTexture1DLinearMaxWidth];
    (void)out;
    uint64_t maxWidthInElements_n;
    if (ls_out_req(rd, &maxWidthInElements_n)) return LS_BAD_FRAME;
    CUarray_format format;
    if (ls_scalar(rd, &format, sizeof format)) return LS_BAD_FRAME;
    unsigned int numChannels;
    if (ls_scalar(rd, &numChannels, sizeof numChannels)) return LS_BAD_FRAME;
    CUdevice dev;
    if (ls_scalar(rd, &dev, sizeof dev)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (maxWidthInElements_n != LP_NULL && maxWidthInElements_n != (uint64_t)8u) return CUDA_ERROR_INVALID_VALUE;
    if (maxWidthInElements_n != LP_NULL && maxWidthInElements_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    void *maxWidthInElements_buf = NULL;
    if (maxWidthInElements_n != LP_NULL && !(maxWidthInElements_buf = ls_zalloc(maxWidthInElements_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult r = real((size_t *)maxWidthInElements_buf, format, numChannels, dev);
    if (r == CUDA_SUCCESS) {
        if (maxWidthInElements_buf) lp_buf_bytes(out, maxWidthInElements_buf, (size_t)maxWidthInElements_n);
    }
    free(maxWidthInElements_buf);
    return r;
}

static CUresult ls_do_cuDeviceGetUuid(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUuuid *, CUdevice);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuDeviceGetUuid];
    (void)out;
    uint64_t uuid_n;
    if (ls_out_req(rd, &uuid_n)) return LS_BAD_FRAME;
    CUdevice dev;
    if (ls_scalar(rd, &dev, sizeof dev)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (uuid_n != LP_NULL && uuid_n != (uint64_t)16u) return CUDA_ERROR_INVALID_VALUE;
    if (uuid_n != LP_NULL && uuid_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    void *uuid_buf = NULL;
    if (uuid_n != LP_NULL && !(uuid_buf = ls_zalloc(uuid_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult r = real((CUuuid *)uuid_buf, dev);
    if (r == CUDA_SUCCESS) {
        if (uuid_buf) lp_buf_bytes(out, uuid_buf, (size_t)uuid_n);
    }
    free(uuid_buf);
    return r;
}

static CUresult ls_do_cuDeviceGetUuid_v2(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUuuid *, CUdevice);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuDeviceGetUuid_v2];
    (void)out;
    uint64_t uuid_n;
    if (ls_out_req(rd, &uuid_n)) return LS_BAD_FRAME;
    CUdevice dev;
    if (ls_scalar(rd, &dev, sizeof dev)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (uuid_n != LP_NULL && uuid_n != (uint64_t)16u) return CUDA_ERROR_INVALID_VALUE;
    if (uuid_n != LP_NULL && uuid_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    void *uuid_buf = NULL;
    if (uuid_n != LP_NULL && !(uuid_buf = ls_zalloc(uuid_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult r = real((CUuuid *)uuid_buf, dev);
    if (r == CUDA_SUCCESS) {
        if (uuid_buf) lp_buf_bytes(out, uuid_buf, (size_t)uuid_n);
    }
    free(uuid_buf);
    return r;
}

static CUresult ls_do_cuDeviceGraphMemTrim(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUdevice);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuDeviceGraphMemTrim];
    (void)out;
    CUdevice device;
    if (ls_scalar(rd, &device, sizeof device)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    CUresult r = real(device);
    if (r == CUDA_SUCCESS) {
    }
    return r;
}

static CUresult ls_do_cuDevicePrimaryCtxGetState(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUdevice, unsigned int *, int *);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuDevicePrimaryCtxGetState];
    (void)out;
    CUdevice dev;
    if (ls_scalar(rd, &dev, sizeof dev)) return LS_BAD_FRAME;
    uint64_t flags_n;
    if (ls_out_req(rd, &flags_n)) return LS_BAD_FRAME;
    uint64_t active_n;
    if (ls_out_req(rd, &active_n)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (flags_n != LP_NULL && flags_n != (uint64_t)4u) return CUDA_ERROR_INVALID_VALUE;
    if (flags_n != LP_NULL && flags_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    if (active_n != LP_NULL && active_n != (uint64_t)4u) return CUDA_ERROR_INVALID_VALUE;
    if (active_n != LP_NULL && active_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    void *flags_buf = NULL;
    if (flags_n != LP_NULL && !(flags_buf = ls_zalloc(flags_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    void *active_buf = NULL;
    if (active_n != LP_NULL && !(active_buf = ls_zalloc(active_n))) {
        free(flags_buf);
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult r = real(dev, (unsigned int *)flags_buf, (int *)active_buf);
    if (r == CUDA_SUCCESS) {
        if (flags_buf) lp_buf_bytes(out, flags_buf, (size_t)flags_n);
        if (active_buf) lp_buf_bytes(out, active_buf, (size_t)active_n);
    }
    free(flags_buf);
    free(active_buf);
    return r;
}

static CUresult ls_do_cuDevicePrimaryCtxRelease_v2(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUdevice);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuDevicePrimaryCtxRelease_v2];
    (void)out;
    CUdevice dev;
    if (ls_scalar(rd, &dev, sizeof dev)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    CUresult r = real(dev);
    if (r == CUDA_SUCCESS) {
    }
    return r;
}

static CUresult ls_do_cuDevicePrimaryCtxReset_v2(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUdevice);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuDevicePrimaryCtxReset_v2];
    (void)out;
    CUdevice dev;
    if (ls_scalar(rd, &dev, sizeof dev)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    CUresult r = real(dev);
    if (r == CUDA_SUCCESS) {
    }
    ls_refresh_context(s);
    return r;
}

static CUresult ls_do_cuDevicePrimaryCtxRetain(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUcontext *, CUdevice);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuDevicePrimaryCtxRetain];
    (void)out;
    uint64_t pctx_n;
    if (ls_out_req(rd, &pctx_n)) return LS_BAD_FRAME;
    CUdevice dev;
    if (ls_scalar(rd, &dev, sizeof dev)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (pctx_n != LP_NULL && pctx_n != (uint64_t)8u) return CUDA_ERROR_INVALID_VALUE;
    if (pctx_n != LP_NULL && pctx_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    void *pctx_buf = NULL;
    if (pctx_n != LP_NULL && !(pctx_buf = ls_zalloc(pctx_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult r = real((CUcontext *)pctx_buf, dev);
    if (r == CUDA_SUCCESS) {
        if (pctx_buf) lp_buf_bytes(out, pctx_buf, (size_t)pctx_n);
        if (pctx_buf) ls_handles_add(s, LS_H_CUctx_st, pctx_buf, (size_t)pctx_n, 0);
    }
    free(pctx_buf);
    return r;
}

static CUresult ls_do_cuDevicePrimaryCtxSetFlags_v2(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUdevice, unsigned int);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuDevicePrimaryCtxSetFlags_v2];
    (void)out;
    CUdevice dev;
    if (ls_scalar(rd, &dev, sizeof dev)) return LS_BAD_FRAME;
    unsigned int flags;
    if (ls_scalar(rd, &flags, sizeof flags)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    CUresult r = real(dev, flags);
    if (r == CUDA_SUCCESS) {
    }
    return r;
}

static CUresult ls_do_cuDeviceSetGraphMemAttribute(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUdevice, CUgraphMem_attribute, void *);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuDeviceSetGraphMemAttribute];
    (void)out;
    CUdevice device;
    if (ls_scalar(rd, &device, sizeof device)) return LS_BAD_FRAME;
    CUgraphMem_attribute attr;
    if (ls_scalar(rd, &attr, sizeof attr)) return LS_BAD_FRAME;
    const void *value_p; uint64_t value_n;
    if (lp_get_bytes(rd, &value_p, &value_n, LP_MAX_FRAME)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (value_p && value_n != (uint64_t)8u) return CUDA_ERROR_INVALID_VALUE;
    CUresult r = real(device, attr, (void *)value_p);
    if (r == CUDA_SUCCESS) {
    }
    return r;
}

static CUresult ls_do_cuDeviceSetMemPool(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUdevice, CUmemoryPool);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuDeviceSetMemPool];
    (void)out;
    CUdevice dev;
    if (ls_scalar(rd, &dev, sizeof dev)) return LS_BAD_FRAME;
    CUmemoryPool pool;
    if (ls_scalar(rd, &pool, sizeof pool)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_handle_ok(s, LS_H_CUmemPoolHandle_st, (uint64_t)(uintptr_t)pool)) return CUDA_ERROR_INVALID_HANDLE;
    CUresult r = real(dev, pool);
    if (r == CUDA_SUCCESS) {
    }
    return r;
}

static CUresult ls_do_cuDeviceTotalMem_v2(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(size_t *, CUdevice);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuDeviceTotalMem_v2];
    (void)out;
    uint64_t bytes_n;
    if (ls_out_req(rd, &bytes_n)) return LS_BAD_FRAME;
    CUdevice dev;
    if (ls_scalar(rd, &dev, sizeof dev)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (bytes_n != LP_NULL && bytes_n != (uint64_t)8u) return CUDA_ERROR_INVALID_VALUE;
    if (bytes_n != LP_NULL && bytes_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    void *bytes_buf = NULL;
    if (bytes_n != LP_NULL && !(bytes_buf = ls_zalloc(bytes_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult r = real((size_t *)bytes_buf, dev);
    if (r == CUDA_SUCCESS) {
        if (bytes_buf) lp_buf_bytes(out, bytes_buf, (size_t)bytes_n);
    }
    free(bytes_buf);
    return r;
}

static CUresult ls_do_cuDriverGetVersion(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(int *);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuDriverGetVersion];
    (void)out;
    uint64_t driverVersion_n;
    if (ls_out_req(rd, &driverVersion_n)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (driverVersion_n != LP_NULL && driverVersion_n != (uint64_t)4u) return CUDA_ERROR_INVALID_VALUE;
    if (driverVersion_n != LP_NULL && driverVersion_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    void *driverVersion_buf = NULL;
    if (driverVersion_n != LP_NULL && !(driverVersion_buf = ls_zalloc(driverVersion_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult r = real((int *)driverVersion_buf);
    if (r == CUDA_SUCCESS) {
        if (driverVersion_buf) lp_buf_bytes(out, driverVersion_buf, (size_t)driverVersion_n);
    }
    free(driverVersion_buf);
    return r;
}

static CUresult ls_do_cuEventCreate(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUevent *, unsigned int);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuEventCreate];
    (void)out;
    uint64_t phEvent_n;
    if (ls_out_req(rd, &phEvent_n)) return LS_BAD_FRAME;
    unsigned int Flags;
    if (ls_scalar(rd, &Flags, sizeof Flags)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (phEvent_n != LP_NULL && phEvent_n != (uint64_t)8u) return CUDA_ERROR_INVALID_VALUE;
    if (phEvent_n != LP_NULL && phEvent_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    void *phEvent_buf = NULL;
    if (phEvent_n != LP_NULL && !(phEvent_buf = ls_zalloc(phEvent_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult r = real((CUevent *)phEvent_buf, Flags);
    if (r == CUDA_SUCCESS) {
        if (phEvent_buf) lp_buf_bytes(out, phEvent_buf, (size_t)phEvent_n);
        if (phEvent_buf) ls_handles_add(s, LS_H_CUevent_st, phEvent_buf, (size_t)phEvent_n, 0);
    }
    free(phEvent_buf);
    return r;
}

static CUresult ls_do_cuEventDestroy_v2(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUevent);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuEventDestroy_v2];
    (void)out;
    CUevent hEvent;
    if (ls_scalar(rd, &hEvent, sizeof hEvent)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_handle_ok(s, LS_H_CUevent_st, (uint64_t)(uintptr_t)hEvent)) return CUDA_ERROR_INVALID_HANDLE;
    CUresult r = real(hEvent);
    if (r == CUDA_SUCCESS) {
        ls_handle_del(s, LS_H_CUevent_st, (uint64_t)(uintptr_t)hEvent);
    }
    return r;
}

static CUresult ls_do_cuEventElapsedTime(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(float *, CUevent, CUevent);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuEventElapsedTime];
    (void)out;
    uint64_t pMilliseconds_n;
    if (ls_out_req(rd, &pMilliseconds_n)) return LS_BAD_FRAME;
    CUevent hStart;
    if (ls_scalar(rd, &hStart, sizeof hStart)) return LS_BAD_FRAME;
    CUevent hEnd;
    if (ls_scalar(rd, &hEnd, sizeof hEnd)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (pMilliseconds_n != LP_NULL && pMilliseconds_n != (uint64_t)4u) return CUDA_ERROR_INVALID_VALUE;
    if (pMilliseconds_n != LP_NULL && pMilliseconds_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    if (!ls_handle_ok(s, LS_H_CUevent_st, (uint64_t)(uintptr_t)hStart)) return CUDA_ERROR_INVALID_HANDLE;
    if (!ls_handle_ok(s, LS_H_CUevent_st, (uint64_t)(uintptr_t)hEnd)) return CUDA_ERROR_INVALID_HANDLE;
    void *pMilliseconds_buf = NULL;
    if (pMilliseconds_n != LP_NULL && !(pMilliseconds_buf = ls_zalloc(pMilliseconds_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult r = real((float *)pMilliseconds_buf, hStart, hEnd);
    if (r == CUDA_SUCCESS) {
        if (pMilliseconds_buf) lp_buf_bytes(out, pMilliseconds_buf, (size_t)pMilliseconds_n);
    }
    free(pMilliseconds_buf);
    return r;
}

static CUresult ls_do_cuEventElapsedTime_v2(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(float *, CUevent, CUevent);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuEventElapsedTime_v2];
    (void)out;
    uint64_t pMilliseconds_n;
    if (ls_out_req(rd, &pMilliseconds_n)) return LS_BAD_FRAME;
    CUevent hStart;
    if (ls_scalar(rd, &hStart, sizeof hStart)) return LS_BAD_FRAME;
    CUevent hEnd;
    if (ls_scalar(rd, &hEnd, sizeof hEnd)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (pMilliseconds_n != LP_NULL && pMilliseconds_n != (uint64_t)4u) return CUDA_ERROR_INVALID_VALUE;
    if (pMilliseconds_n != LP_NULL && pMilliseconds_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    if (!ls_handle_ok(s, LS_H_CUevent_st, (uint64_t)(uintptr_t)hStart)) return CUDA_ERROR_INVALID_HANDLE;
    if (!ls_handle_ok(s, LS_H_CUevent_st, (uint64_t)(uintptr_t)hEnd)) return CUDA_ERROR_INVALID_HANDLE;
    void *pMilliseconds_buf = NULL;
    if (pMilliseconds_n != LP_NULL && !(pMilliseconds_buf = ls_zalloc(pMilliseconds_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult r = real((float *)pMilliseconds_buf, hStart, hEnd);
    if (r == CUDA_SUCCESS) {
        if (pMilliseconds_buf) lp_buf_bytes(out, pMilliseconds_buf, (size_t)pMilliseconds_n);
    }
    free(pMilliseconds_buf);
    return r;
}

static CUresult ls_do_cuEventQuery(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUevent);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuEventQuery];
    (void)out;
    CUevent hEvent;
    if (ls_scalar(rd, &hEvent, sizeof hEvent)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_handle_ok(s, LS_H_CUevent_st, (uint64_t)(uintptr_t)hEvent)) return CUDA_ERROR_INVALID_HANDLE;
    CUresult r = real(hEvent);
    if (r == CUDA_SUCCESS) {
    }
    return r;
}

static CUresult ls_do_cuEventRecord(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUevent, CUstream);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuEventRecord];
    (void)out;
    CUevent hEvent;
    if (ls_scalar(rd, &hEvent, sizeof hEvent)) return LS_BAD_FRAME;
    CUstream hStream;
    if (ls_scalar(rd, &hStream, sizeof hStream)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_handle_ok(s, LS_H_CUevent_st, (uint64_t)(uintptr_t)hEvent)) return CUDA_ERROR_INVALID_HANDLE;
    if (!ls_handle_ok(s, LS_H_CUstream_st, (uint64_t)(uintptr_t)hStream)) return CUDA_ERROR_INVALID_HANDLE;
    CUresult r = real(hEvent, hStream);
    if (r == CUDA_SUCCESS) {
    }
    return r;
}

static CUresult ls_do_cuEventRecordWithFlags(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUevent, CUstream, unsigned int);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuEventRecordWithFlags];
    (void)out;
    CUevent hEvent;
    if (ls_scalar(rd, &hEvent, sizeof hEvent)) return LS_BAD_FRAME;
    CUstream hStream;
    if (ls_scalar(rd, &hStream, sizeof hStream)) return LS_BAD_FRAME;
    unsigned int flags;
    if (ls_scalar(rd, &flags, sizeof flags)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_handle_ok(s, LS_H_CUevent_st, (uint64_t)(uintptr_t)hEvent)) return CUDA_ERROR_INVALID_HANDLE;
    if (!ls_handle_ok(s, LS_H_CUstream_st, (uint64_t)(uintptr_t)hStream)) return CUDA_ERROR_INVALID_HANDLE;
    CUresult r = real(hEvent, hStream, flags);
    if (r == CUDA_SUCCESS) {
    }
    return r;
}

static CUresult ls_do_cuEventRecordWithFlags_ptsz(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUevent, CUstream, unsigned int);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuEventRecordWithFlags_ptsz];
    (void)out;
    CUevent hEvent;
    if (ls_scalar(rd, &hEvent, sizeof hEvent)) return LS_BAD_FRAME;
    CUstream hStream;
    if (ls_scalar(rd, &hStream, sizeof hStream)) return LS_BAD_FRAME;
    unsigned int flags;
    if (ls_scalar(rd, &flags, sizeof flags)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_handle_ok(s, LS_H_CUevent_st, (uint64_t)(uintptr_t)hEvent)) return CUDA_ERROR_INVALID_HANDLE;
    if (!ls_handle_ok(s, LS_H_CUstream_st, (uint64_t)(uintptr_t)hStream)) return CUDA_ERROR_INVALID_HANDLE;
    CUresult r = real(hEvent, hStream, flags);
    if (r == CUDA_SUCCESS) {
    }
    return r;
}

static CUresult ls_do_cuEventRecord_ptsz(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUevent, CUstream);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuEventRecord_ptsz];
    (void)out;
    CUevent hEvent;
    if (ls_scalar(rd, &hEvent, sizeof hEvent)) return LS_BAD_FRAME;
    CUstream hStream;
    if (ls_scalar(rd, &hStream, sizeof hStream)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_handle_ok(s, LS_H_CUevent_st, (uint64_t)(uintptr_t)hEvent)) return CUDA_ERROR_INVALID_HANDLE;
    if (!ls_handle_ok(s, LS_H_CUstream_st, (uint64_t)(uintptr_t)hStream)) return CUDA_ERROR_INVALID_HANDLE;
    CUresult r = real(hEvent, hStream);
    if (r == CUDA_SUCCESS) {
    }
    return r;
}

static CUresult ls_do_cuEventSynchronize(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUevent);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuEventSynchronize];
    (void)out;
    CUevent hEvent;
    if (ls_scalar(rd, &hEvent, sizeof hEvent)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_handle_ok(s, LS_H_CUevent_st, (uint64_t)(uintptr_t)hEvent)) return CUDA_ERROR_INVALID_HANDLE;
    CUresult r = real(hEvent);
    if (r == CUDA_SUCCESS) {
    }
    return r;
}

static CUresult ls_do_cuFuncGetAttribute(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(int *, CUfunction_attribute, CUfunction);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuFuncGetAttribute];
    (void)out;
    uint64_t pi_n;
    if (ls_out_req(rd, &pi_n)) return LS_BAD_FRAME;
    CUfunction_attribute attrib;
    if (ls_scalar(rd, &attrib, sizeof attrib)) return LS_BAD_FRAME;
    CUfunction hfunc;
    if (ls_scalar(rd, &hfunc, sizeof hfunc)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (pi_n != LP_NULL && pi_n != (uint64_t)4u) return CUDA_ERROR_INVALID_VALUE;
    if (pi_n != LP_NULL && pi_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    if (!ls_handle_ok(s, LS_H_CUfunc_st, (uint64_t)(uintptr_t)hfunc)) return CUDA_ERROR_INVALID_HANDLE;
    void *pi_buf = NULL;
    if (pi_n != LP_NULL && !(pi_buf = ls_zalloc(pi_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult r = real((int *)pi_buf, attrib, hfunc);
    if (r == CUDA_SUCCESS) {
        if (pi_buf) lp_buf_bytes(out, pi_buf, (size_t)pi_n);
    }
    free(pi_buf);
    return r;
}

static CUresult ls_do_cuFuncGetModule(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUmodule *, CUfunction);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuFuncGetModule];
    (void)out;
    uint64_t hmod_n;
    if (ls_out_req(rd, &hmod_n)) return LS_BAD_FRAME;
    CUfunction hfunc;
    if (ls_scalar(rd, &hfunc, sizeof hfunc)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (hmod_n != LP_NULL && hmod_n != (uint64_t)8u) return CUDA_ERROR_INVALID_VALUE;
    if (hmod_n != LP_NULL && hmod_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    if (!ls_handle_ok(s, LS_H_CUfunc_st, (uint64_t)(uintptr_t)hfunc)) return CUDA_ERROR_INVALID_HANDLE;
    void *hmod_buf = NULL;
    if (hmod_n != LP_NULL && !(hmod_buf = ls_zalloc(hmod_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult r = real((CUmodule *)hmod_buf, hfunc);
    if (r == CUDA_SUCCESS) {
        if (hmod_buf) lp_buf_bytes(out, hmod_buf, (size_t)hmod_n);
        if (hmod_buf) ls_handles_add(s, LS_H_CUmod_st, hmod_buf, (size_t)hmod_n, 0);
    }
    free(hmod_buf);
    return r;
}

static CUresult ls_do_cuFuncGetParamInfo(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUfunction, size_t, size_t *, size_t *);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuFuncGetParamInfo];
    (void)out;
    CUfunction func;
    if (ls_scalar(rd, &func, sizeof func)) return LS_BAD_FRAME;
    size_t paramIndex;
    if (ls_scalar(rd, &paramIndex, sizeof paramIndex)) return LS_BAD_FRAME;
    uint64_t paramOffset_n;
    if (ls_out_req(rd, &paramOffset_n)) return LS_BAD_FRAME;
    uint64_t paramSize_n;
    if (ls_out_req(rd, &paramSize_n)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_handle_ok(s, LS_H_CUfunc_st, (uint64_t)(uintptr_t)func)) return CUDA_ERROR_INVALID_HANDLE;
    if (paramOffset_n != LP_NULL && paramOffset_n != (uint64_t)8u) return CUDA_ERROR_INVALID_VALUE;
    if (paramOffset_n != LP_NULL && paramOffset_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    if (paramSize_n != LP_NULL && paramSize_n != (uint64_t)8u) return CUDA_ERROR_INVALID_VALUE;
    if (paramSize_n != LP_NULL && paramSize_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    void *paramOffset_buf = NULL;
    if (paramOffset_n != LP_NULL && !(paramOffset_buf = ls_zalloc(paramOffset_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    void *paramSize_buf = NULL;
    if (paramSize_n != LP_NULL && !(paramSize_buf = ls_zalloc(paramSize_n))) {
        free(paramOffset_buf);
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult r = real(func, paramIndex, (size_t *)paramOffset_buf, (size_t *)paramSize_buf);
    if (r == CUDA_SUCCESS) {
        if (paramOffset_buf) lp_buf_bytes(out, paramOffset_buf, (size_t)paramOffset_n);
        if (paramSize_buf) lp_buf_bytes(out, paramSize_buf, (size_t)paramSize_n);
    }
    free(paramOffset_buf);
    free(paramSize_buf);
    return r;
}

static CUresult ls_do_cuFuncIsLoaded(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUfunctionLoadingState *, CUfunction);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuFuncIsLoaded];
    (void)out;
    uint64_t state_n;
    if (ls_out_req(rd, &state_n)) return LS_BAD_FRAME;
    CUfunction function;
    if (ls_scalar(rd, &function, sizeof function)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (state_n != LP_NULL && state_n != (uint64_t)4u) return CUDA_ERROR_INVALID_VALUE;
    if (state_n != LP_NULL && state_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    if (!ls_handle_ok(s, LS_H_CUfunc_st, (uint64_t)(uintptr_t)function)) return CUDA_ERROR_INVALID_HANDLE;
    void *state_buf = NULL;
    if (state_n != LP_NULL && !(state_buf = ls_zalloc(state_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult r = real((CUfunctionLoadingState *)state_buf, function);
    if (r == CUDA_SUCCESS) {
        if (state_buf) lp_buf_bytes(out, state_buf, (size_t)state_n);
    }
    free(state_buf);
    return r;
}

static CUresult ls_do_cuFuncLoad(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUfunction);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuFuncLoad];
    (void)out;
    CUfunction function;
    if (ls_scalar(rd, &function, sizeof function)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_handle_ok(s, LS_H_CUfunc_st, (uint64_t)(uintptr_t)function)) return CUDA_ERROR_INVALID_HANDLE;
    CUresult r = real(function);
    if (r == CUDA_SUCCESS) {
    }
    return r;
}

static CUresult ls_do_cuFuncSetAttribute(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUfunction, CUfunction_attribute, int);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuFuncSetAttribute];
    (void)out;
    CUfunction hfunc;
    if (ls_scalar(rd, &hfunc, sizeof hfunc)) return LS_BAD_FRAME;
    CUfunction_attribute attrib;
    if (ls_scalar(rd, &attrib, sizeof attrib)) return LS_BAD_FRAME;
    int value;
    if (ls_scalar(rd, &value, sizeof value)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_handle_ok(s, LS_H_CUfunc_st, (uint64_t)(uintptr_t)hfunc)) return CUDA_ERROR_INVALID_HANDLE;
    CUresult r = real(hfunc, attrib, value);
    if (r == CUDA_SUCCESS) {
    }
    return r;
}

static CUresult ls_do_cuFuncSetCacheConfig(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUfunction, CUfunc_cache);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuFuncSetCacheConfig];
    (void)out;
    CUfunction hfunc;
    if (ls_scalar(rd, &hfunc, sizeof hfunc)) return LS_BAD_FRAME;
    CUfunc_cache config;
    if (ls_scalar(rd, &config, sizeof config)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_handle_ok(s, LS_H_CUfunc_st, (uint64_t)(uintptr_t)hfunc)) return CUDA_ERROR_INVALID_HANDLE;
    CUresult r = real(hfunc, config);
    if (r == CUDA_SUCCESS) {
    }
    return r;
}

static CUresult ls_do_cuFuncSetSharedMemConfig(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUfunction, CUsharedconfig);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuFuncSetSharedMemConfig];
    (void)out;
    CUfunction hfunc;
    if (ls_scalar(rd, &hfunc, sizeof hfunc)) return LS_BAD_FRAME;
    CUsharedconfig config;
    if (ls_scalar(rd, &config, sizeof config)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_handle_ok(s, LS_H_CUfunc_st, (uint64_t)(uintptr_t)hfunc)) return CUDA_ERROR_INVALID_HANDLE;
    CUresult r = real(hfunc, config);
    if (r == CUDA_SUCCESS) {
    }
    return r;
}

static CUresult ls_do_cuGetErrorName(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUresult, const char **);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuGetErrorName];
    (void)out;
    CUresult error;
    if (ls_scalar(rd, &error, sizeof error)) return LS_BAD_FRAME;
    uint64_t pStr_n;
    if (ls_out_req(rd, &pStr_n)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    const char *pStr_str = NULL;
    CUresult r = real(error, pStr_n == LP_NULL ? NULL : &pStr_str);
    if (r == CUDA_SUCCESS) {
        if (pStr_n != LP_NULL) ls_reply_string(out, pStr_str);
    }
    return r;
}

static CUresult ls_do_cuGetErrorString(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUresult, const char **);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuGetErrorString];
    (void)out;
    CUresult error;
    if (ls_scalar(rd, &error, sizeof error)) return LS_BAD_FRAME;
    uint64_t pStr_n;
    if (ls_out_req(rd, &pStr_n)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    const char *pStr_str = NULL;
    CUresult r = real(error, pStr_n == LP_NULL ? NULL : &pStr_str);
    if (r == CUDA_SUCCESS) {
        if (pStr_n != LP_NULL) ls_reply_string(out, pStr_str);
    }
    return r;
}

static CUresult ls_do_cuGraphAddChildGraphNode(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUgraphNode *, CUgraph, const CUgraphNode *, size_t, CUgraph);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuGraphAddChildGraphNode];
    (void)out;
    uint64_t phGraphNode_n;
    if (ls_out_req(rd, &phGraphNode_n)) return LS_BAD_FRAME;
    CUgraph hGraph;
    if (ls_scalar(rd, &hGraph, sizeof hGraph)) return LS_BAD_FRAME;
    size_t numDependencies;
    if (ls_scalar(rd, &numDependencies, sizeof numDependencies)) return LS_BAD_FRAME;
    CUgraph childGraph;
    if (ls_scalar(rd, &childGraph, sizeof childGraph)) return LS_BAD_FRAME;
    const void *dependencies_p; uint64_t dependencies_n;
    if (lp_get_bytes(rd, &dependencies_p, &dependencies_n, LP_MAX_FRAME)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (phGraphNode_n != LP_NULL && phGraphNode_n != (uint64_t)8u) return CUDA_ERROR_INVALID_VALUE;
    if (phGraphNode_n != LP_NULL && phGraphNode_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    if (!ls_handle_ok(s, LS_H_CUgraph_st, (uint64_t)(uintptr_t)hGraph)) return CUDA_ERROR_INVALID_HANDLE;
    if (dependencies_p && (uint64_t)(numDependencies) > LS_MAX_GENERIC_ARGS / 8u) return CUDA_ERROR_INVALID_VALUE;
    if (!dependencies_p && (uint64_t)(numDependencies) != 0) return CUDA_ERROR_INVALID_VALUE;
    if (dependencies_p && dependencies_n != (uint64_t)(numDependencies) * 8u) return CUDA_ERROR_INVALID_VALUE;
    if (dependencies_p && !ls_handle_array_ok(s, LS_H_CUgraphNode_st, dependencies_p, dependencies_n)) return CUDA_ERROR_INVALID_HANDLE;
    if (!ls_handle_ok(s, LS_H_CUgraph_st, (uint64_t)(uintptr_t)childGraph)) return CUDA_ERROR_INVALID_HANDLE;
    void *phGraphNode_buf = NULL;
    if (phGraphNode_n != LP_NULL && !(phGraphNode_buf = ls_zalloc(phGraphNode_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult r = real((CUgraphNode *)phGraphNode_buf, hGraph, (const CUgraphNode *)dependencies_p, numDependencies, childGraph);
    if (r == CUDA_SUCCESS) {
        if (phGraphNode_buf) lp_buf_bytes(out, phGraphNode_buf, (size_t)phGraphNode_n);
        if (phGraphNode_buf) ls_handles_add(s, LS_H_CUgraphNode_st, phGraphNode_buf, (size_t)phGraphNode_n, (uint64_t)(uintptr_t)hGraph);
    }
    free(phGraphNode_buf);
    return r;
}

static CUresult ls_do_cuGraphAddDependencies(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUgraph, const CUgraphNode *, const CUgraphNode *, size_t);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuGraphAddDependencies];
    (void)out;
    CUgraph hGraph;
    if (ls_scalar(rd, &hGraph, sizeof hGraph)) return LS_BAD_FRAME;
    size_t numDependencies;
    if (ls_scalar(rd, &numDependencies, sizeof numDependencies)) return LS_BAD_FRAME;
    const void *from_p; uint64_t from_n;
    if (lp_get_bytes(rd, &from_p, &from_n, LP_MAX_FRAME)) return LS_BAD_FRAME;
    const void *to_p; uint64_t to_n;
    if (lp_get_bytes(rd, &to_p, &to_n, LP_MAX_FRAME)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_handle_ok(s, LS_H_CUgraph_st, (uint64_t)(uintptr_t)hGraph)) return CUDA_ERROR_INVALID_HANDLE;
    if (from_p && (uint64_t)(numDependencies) > LS_MAX_GENERIC_ARGS / 8u) return CUDA_ERROR_INVALID_VALUE;
    if (!from_p && (uint64_t)(numDependencies) != 0) return CUDA_ERROR_INVALID_VALUE;
    if (from_p && from_n != (uint64_t)(numDependencies) * 8u) return CUDA_ERROR_INVALID_VALUE;
    if (from_p && !ls_handle_array_ok(s, LS_H_CUgraphNode_st, from_p, from_n)) return CUDA_ERROR_INVALID_HANDLE;
    if (to_p && (uint64_t)(numDependencies) > LS_MAX_GENERIC_ARGS / 8u) return CUDA_ERROR_INVALID_VALUE;
    if (!to_p && (uint64_t)(numDependencies) != 0) return CUDA_ERROR_INVALID_VALUE;
    if (to_p && to_n != (uint64_t)(numDependencies) * 8u) return CUDA_ERROR_INVALID_VALUE;
    if (to_p && !ls_handle_array_ok(s, LS_H_CUgraphNode_st, to_p, to_n)) return CUDA_ERROR_INVALID_HANDLE;
    CUresult r = real(hGraph, (const CUgraphNode *)from_p, (const CUgraphNode *)to_p, numDependencies);
    if (r == CUDA_SUCCESS) {
    }
    return r;
}

static CUresult ls_do_cuGraphAddDependencies_v2(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUgraph, const CUgraphNode *, const CUgraphNode *, const CUgraphEdgeData *, size_t);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuGraphAddDependencies_v2];
    (void)out;
    CUgraph hGraph;
    if (ls_scalar(rd, &hGraph, sizeof hGraph)) return LS_BAD_FRAME;
    size_t numDependencies;
    if (ls_scalar(rd, &numDependencies, sizeof numDependencies)) return LS_BAD_FRAME;
    const void *from_p; uint64_t from_n;
    if (lp_get_bytes(rd, &from_p, &from_n, LP_MAX_FRAME)) return LS_BAD_FRAME;
    const void *to_p; uint64_t to_n;
    if (lp_get_bytes(rd, &to_p, &to_n, LP_MAX_FRAME)) return LS_BAD_FRAME;
    const void *edgeData_p; uint64_t edgeData_n;
    if (lp_get_bytes(rd, &edgeData_p, &edgeData_n, LP_MAX_FRAME)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_handle_ok(s, LS_H_CUgraph_st, (uint64_t)(uintptr_t)hGraph)) return CUDA_ERROR_INVALID_HANDLE;
    if (from_p && (uint64_t)(numDependencies) > LS_MAX_GENERIC_ARGS / 8u) return CUDA_ERROR_INVALID_VALUE;
    if (!from_p && (uint64_t)(numDependencies) != 0) return CUDA_ERROR_INVALID_VALUE;
    if (from_p && from_n != (uint64_t)(numDependencies) * 8u) return CUDA_ERROR_INVALID_VALUE;
    if (from_p && !ls_handle_array_ok(s, LS_H_CUgraphNode_st, from_p, from_n)) return CUDA_ERROR_INVALID_HANDLE;
    if (to_p && (uint64_t)(numDependencies) > LS_MAX_GENERIC_ARGS / 8u) return CUDA_ERROR_INVALID_VALUE;
    if (!to_p && (uint64_t)(numDependencies) != 0) return CUDA_ERROR_INVALID_VALUE;
    if (to_p && to_n != (uint64_t)(numDependencies) * 8u) return CUDA_ERROR_INVALID_VALUE;
    if (to_p && !ls_handle_array_ok(s, LS_H_CUgraphNode_st, to_p, to_n)) return CUDA_ERROR_INVALID_HANDLE;
    if (edgeData_p && (uint64_t)(numDependencies) > LS_MAX_GENERIC_ARGS / 8u) return CUDA_ERROR_INVALID_VALUE;
    if (edgeData_p && edgeData_n != (uint64_t)(numDependencies) * 8u) return CUDA_ERROR_INVALID_VALUE;
    CUresult r = real(hGraph, (const CUgraphNode *)from_p, (const CUgraphNode *)to_p, (const CUgraphEdgeData *)edgeData_p, numDependencies);
    if (r == CUDA_SUCCESS) {
    }
    return r;
}

static CUresult ls_do_cuGraphAddEmptyNode(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUgraphNode *, CUgraph, const CUgraphNode *, size_t);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuGraphAddEmptyNode];
    (void)out;
    uint64_t phGraphNode_n;
    if (ls_out_req(rd, &phGraphNode_n)) return LS_BAD_FRAME;
    CUgraph hGraph;
    if (ls_scalar(rd, &hGraph, sizeof hGraph)) return LS_BAD_FRAME;
    size_t numDependencies;
    if (ls_scalar(rd, &numDependencies, sizeof numDependencies)) return LS_BAD_FRAME;
    const void *dependencies_p; uint64_t dependencies_n;
    if (lp_get_bytes(rd, &dependencies_p, &dependencies_n, LP_MAX_FRAME)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (phGraphNode_n != LP_NULL && phGraphNode_n != (uint64_t)8u) return CUDA_ERROR_INVALID_VALUE;
    if (phGraphNode_n != LP_NULL && phGraphNode_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    if (!ls_handle_ok(s, LS_H_CUgraph_st, (uint64_t)(uintptr_t)hGraph)) return CUDA_ERROR_INVALID_HANDLE;
    if (dependencies_p && (uint64_t)(numDependencies) > LS_MAX_GENERIC_ARGS / 8u) return CUDA_ERROR_INVALID_VALUE;
    if (!dependencies_p && (uint64_t)(numDependencies) != 0) return CUDA_ERROR_INVALID_VALUE;
    if (dependencies_p && dependencies_n != (uint64_t)(numDependencies) * 8u) return CUDA_ERROR_INVALID_VALUE;
    if (dependencies_p && !ls_handle_array_ok(s, LS_H_CUgraphNode_st, dependencies_p, dependencies_n)) return CUDA_ERROR_INVALID_HANDLE;
    void *phGraphNode_buf = NULL;
    if (phGraphNode_n != LP_NULL && !(phGraphNode_buf = ls_zalloc(phGraphNode_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult r = real((CUgraphNode *)phGraphNode_buf, hGraph, (const CUgraphNode *)dependencies_p, numDependencies);
    if (r == CUDA_SUCCESS) {
        if (phGraphNode_buf) lp_buf_bytes(out, phGraphNode_buf, (size_t)phGraphNode_n);
        if (phGraphNode_buf) ls_handles_add(s, LS_H_CUgraphNode_st, phGraphNode_buf, (size_t)phGraphNode_n, (uint64_t)(uintptr_t)hGraph);
    }
    free(phGraphNode_buf);
    return r;
}

static CUresult ls_do_cuGraphAddEventRecordNode(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUgraphNode *, CUgraph, const CUgraphNode *, size_t, CUevent);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuGraphAddEventRecordNode];
    (void)out;
    uint64_t phGraphNode_n;
    if (ls_out_req(rd, &phGraphNode_n)) return LS_BAD_FRAME;
    CUgraph hGraph;
    if (ls_scalar(rd, &hGraph, sizeof hGraph)) return LS_BAD_FRAME;
    size_t numDependencies;
    if (ls_scalar(rd, &numDependencies, sizeof numDependencies)) return LS_BAD_FRAME;
    CUevent event;
    if (ls_scalar(rd, &event, sizeof event)) return LS_BAD_FRAME;
    const void *dependencies_p; uint64_t dependencies_n;
    if (lp_get_bytes(rd, &dependencies_p, &dependencies_n, LP_MAX_FRAME)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (phGraphNode_n != LP_NULL && phGraphNode_n != (uint64_t)8u) return CUDA_ERROR_INVALID_VALUE;
    if (phGraphNode_n != LP_NULL && phGraphNode_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    if (!ls_handle_ok(s, LS_H_CUgraph_st, (uint64_t)(uintptr_t)hGraph)) return CUDA_ERROR_INVALID_HANDLE;
    if (dependencies_p && (uint64_t)(numDependencies) > LS_MAX_GENERIC_ARGS / 8u) return CUDA_ERROR_INVALID_VALUE;
    if (!dependencies_p && (uint64_t)(numDependencies) != 0) return CUDA_ERROR_INVALID_VALUE;
    if (dependencies_p && dependencies_n != (uint64_t)(numDependencies) * 8u) return CUDA_ERROR_INVALID_VALUE;
    if (dependencies_p && !ls_handle_array_ok(s, LS_H_CUgraphNode_st, dependencies_p, dependencies_n)) return CUDA_ERROR_INVALID_HANDLE;
    if (!ls_handle_ok(s, LS_H_CUevent_st, (uint64_t)(uintptr_t)event)) return CUDA_ERROR_INVALID_HANDLE;
    void *phGraphNode_buf = NULL;
    if (phGraphNode_n != LP_NULL && !(phGraphNode_buf = ls_zalloc(phGraphNode_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult r = real((CUgraphNode *)phGraphNode_buf, hGraph, (const CUgraphNode *)dependencies_p, numDependencies, event);
    if (r == CUDA_SUCCESS) {
        if (phGraphNode_buf) lp_buf_bytes(out, phGraphNode_buf, (size_t)phGraphNode_n);
        if (phGraphNode_buf) ls_handles_add(s, LS_H_CUgraphNode_st, phGraphNode_buf, (size_t)phGraphNode_n, (uint64_t)(uintptr_t)hGraph);
    }
    free(phGraphNode_buf);
    return r;
}

static CUresult ls_do_cuGraphAddEventWaitNode(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUgraphNode *, CUgraph, const CUgraphNode *, size_t, CUevent);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuGraphAddEventWaitNode];
    (void)out;
    uint64_t phGraphNode_n;
    if (ls_out_req(rd, &phGraphNode_n)) return LS_BAD_FRAME;
    CUgraph hGraph;
    if (ls_scalar(rd, &hGraph, sizeof hGraph)) return LS_BAD_FRAME;
    size_t numDependencies;
    if (ls_scalar(rd, &numDependencies, sizeof numDependencies)) return LS_BAD_FRAME;
    CUevent event;
    if (ls_scalar(rd, &event, sizeof event)) return LS_BAD_FRAME;
    const void *dependencies_p; uint64_t dependencies_n;
    if (lp_get_bytes(rd, &dependencies_p, &dependencies_n, LP_MAX_FRAME)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (phGraphNode_n != LP_NULL && phGraphNode_n != (uint64_t)8u) return CUDA_ERROR_INVALID_VALUE;
    if (phGraphNode_n != LP_NULL && phGraphNode_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    if (!ls_handle_ok(s, LS_H_CUgraph_st, (uint64_t)(uintptr_t)hGraph)) return CUDA_ERROR_INVALID_HANDLE;
    if (dependencies_p && (uint64_t)(numDependencies) > LS_MAX_GENERIC_ARGS / 8u) return CUDA_ERROR_INVALID_VALUE;
    if (!dependencies_p && (uint64_t)(numDependencies) != 0) return CUDA_ERROR_INVALID_VALUE;
    if (dependencies_p && dependencies_n != (uint64_t)(numDependencies) * 8u) return CUDA_ERROR_INVALID_VALUE;
    if (dependencies_p && !ls_handle_array_ok(s, LS_H_CUgraphNode_st, dependencies_p, dependencies_n)) return CUDA_ERROR_INVALID_HANDLE;
    if (!ls_handle_ok(s, LS_H_CUevent_st, (uint64_t)(uintptr_t)event)) return CUDA_ERROR_INVALID_HANDLE;
    void *phGraphNode_buf = NULL;
    if (phGraphNode_n != LP_NULL && !(phGraphNode_buf = ls_zalloc(phGraphNode_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult r = real((CUgraphNode *)phGraphNode_buf, hGraph, (const CUgraphNode *)dependencies_p, numDependencies, event);
    if (r == CUDA_SUCCESS) {
        if (phGraphNode_buf) lp_buf_bytes(out, phGraphNode_buf, (size_t)phGraphNode_n);
        if (phGraphNode_buf) ls_handles_add(s, LS_H_CUgraphNode_st, phGraphNode_buf, (size_t)phGraphNode_n, (uint64_t)(uintptr_t)hGraph);
    }
    free(phGraphNode_buf);
    return r;
}

static CUresult ls_do_cuGraphAddMemFreeNode(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUgraphNode *, CUgraph, const CUgraphNode *, size_t, CUdeviceptr);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuGraphAddMemFreeNode];
    (void)out;
    uint64_t phGraphNode_n;
    if (ls_out_req(rd, &phGraphNode_n)) return LS_BAD_FRAME;
    CUgraph hGraph;
    if (ls_scalar(rd, &hGraph, sizeof hGraph)) return LS_BAD_FRAME;
    size_t numDependencies;
    if (ls_scalar(rd, &numDependencies, sizeof numDependencies)) return LS_BAD_FRAME;
    CUdeviceptr dptr;
    if (ls_scalar(rd, &dptr, sizeof dptr)) return LS_BAD_FRAME;
    const void *dependencies_p; uint64_t dependencies_n;
    if (lp_get_bytes(rd, &dependencies_p, &dependencies_n, LP_MAX_FRAME)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (phGraphNode_n != LP_NULL && phGraphNode_n != (uint64_t)8u) return CUDA_ERROR_INVALID_VALUE;
    if (phGraphNode_n != LP_NULL && phGraphNode_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    if (!ls_handle_ok(s, LS_H_CUgraph_st, (uint64_t)(uintptr_t)hGraph)) return CUDA_ERROR_INVALID_HANDLE;
    if (dependencies_p && (uint64_t)(numDependencies) > LS_MAX_GENERIC_ARGS / 8u) return CUDA_ERROR_INVALID_VALUE;
    if (!dependencies_p && (uint64_t)(numDependencies) != 0) return CUDA_ERROR_INVALID_VALUE;
    if (dependencies_p && dependencies_n != (uint64_t)(numDependencies) * 8u) return CUDA_ERROR_INVALID_VALUE;
    if (dependencies_p && !ls_handle_array_ok(s, LS_H_CUgraphNode_st, dependencies_p, dependencies_n)) return CUDA_ERROR_INVALID_HANDLE;
    void *phGraphNode_buf = NULL;
    if (phGraphNode_n != LP_NULL && !(phGraphNode_buf = ls_zalloc(phGraphNode_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult checked = ls_devptr_ok(s, (uint64_t)dptr, 0) ? CUDA_SUCCESS : CUDA_ERROR_INVALID_VALUE;
    if (checked != CUDA_SUCCESS) {
        free(phGraphNode_buf);
        return checked;
    }
    CUresult r = real((CUgraphNode *)phGraphNode_buf, hGraph, (const CUgraphNode *)dependencies_p, numDependencies, dptr);
    if (r == CUDA_SUCCESS) {
        if (phGraphNode_buf) lp_buf_bytes(out, phGraphNode_buf, (size_t)phGraphNode_n);
        if (phGraphNode_buf) ls_handles_add(s, LS_H_CUgraphNode_st, phGraphNode_buf, (size_t)phGraphNode_n, (uint64_t)(uintptr_t)hGraph);
    }
    free(phGraphNode_buf);
    return r;
}

static CUresult ls_do_cuGraphAddMemsetNode(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUgraphNode *, CUgraph, const CUgraphNode *, size_t, const CUDA_MEMSET_NODE_PARAMS *, CUcontext);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuGraphAddMemsetNode];
    (void)out;
    uint64_t phGraphNode_n;
    if (ls_out_req(rd, &phGraphNode_n)) return LS_BAD_FRAME;
    CUgraph hGraph;
    if (ls_scalar(rd, &hGraph, sizeof hGraph)) return LS_BAD_FRAME;
    size_t numDependencies;
    if (ls_scalar(rd, &numDependencies, sizeof numDependencies)) return LS_BAD_FRAME;
    CUcontext ctx;
    if (ls_scalar(rd, &ctx, sizeof ctx)) return LS_BAD_FRAME;
    const void *dependencies_p; uint64_t dependencies_n;
    if (lp_get_bytes(rd, &dependencies_p, &dependencies_n, LP_MAX_FRAME)) return LS_BAD_FRAME;
    const void *memsetParams_p; uint64_t memsetParams_n;
    if (lp_get_bytes(rd, &memsetParams_p, &memsetParams_n, LP_MAX_FRAME)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (phGraphNode_n != LP_NULL && phGraphNode_n != (uint64_t)8u) return CUDA_ERROR_INVALID_VALUE;
    if (phGraphNode_n != LP_NULL && phGraphNode_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    if (!ls_handle_ok(s, LS_H_CUgraph_st, (uint64_t)(uintptr_t)hGraph)) return CUDA_ERROR_INVALID_HANDLE;
    if (dependencies_p && (uint64_t)(numDependencies) > LS_MAX_GENERIC_ARGS / 8u) return CUDA_ERROR_INVALID_VALUE;
    if (!dependencies_p && (uint64_t)(numDependencies) != 0) return CUDA_ERROR_INVALID_VALUE;
    if (dependencies_p && dependencies_n != (uint64_t)(numDependencies) * 8u) return CUDA_ERROR_INVALID_VALUE;
    if (dependencies_p && !ls_handle_array_ok(s, LS_H_CUgraphNode_st, dependencies_p, dependencies_n)) return CUDA_ERROR_INVALID_HANDLE;
    if (memsetParams_p && memsetParams_n != (uint64_t)40u) return CUDA_ERROR_INVALID_VALUE;
    if (memsetParams_p) { CUresult cr = ls_graph_check_memset(s, (void *)(uintptr_t)memsetParams_p, memsetParams_n); if (cr != CUDA_SUCCESS) return cr; }
    if (!ls_handle_ok(s, LS_H_CUctx_st, (uint64_t)(uintptr_t)ctx)) return CUDA_ERROR_INVALID_CONTEXT;
    void *phGraphNode_buf = NULL;
    if (phGraphNode_n != LP_NULL && !(phGraphNode_buf = ls_zalloc(phGraphNode_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult r = real((CUgraphNode *)phGraphNode_buf, hGraph, (const CUgraphNode *)dependencies_p, numDependencies, (const CUDA_MEMSET_NODE_PARAMS *)memsetParams_p, ctx);
    if (r == CUDA_SUCCESS) {
        if (phGraphNode_buf) lp_buf_bytes(out, phGraphNode_buf, (size_t)phGraphNode_n);
        if (phGraphNode_buf) ls_handles_add(s, LS_H_CUgraphNode_st, phGraphNode_buf, (size_t)phGraphNode_n, (uint64_t)(uintptr_t)hGraph);
    }
    free(phGraphNode_buf);
    return r;
}

static CUresult ls_do_cuGraphChildGraphNodeGetGraph(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUgraphNode, CUgraph *);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuGraphChildGraphNodeGetGraph];
    (void)out;
    CUgraphNode hNode;
    if (ls_scalar(rd, &hNode, sizeof hNode)) return LS_BAD_FRAME;
    uint64_t phGraph_n;
    if (ls_out_req(rd, &phGraph_n)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_handle_ok(s, LS_H_CUgraphNode_st, (uint64_t)(uintptr_t)hNode)) return CUDA_ERROR_INVALID_HANDLE;
    if (phGraph_n != LP_NULL && phGraph_n != (uint64_t)8u) return CUDA_ERROR_INVALID_VALUE;
    if (phGraph_n != LP_NULL && phGraph_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    void *phGraph_buf = NULL;
    if (phGraph_n != LP_NULL && !(phGraph_buf = ls_zalloc(phGraph_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult checked = ls_hostcopy_check_plain(s, hNode, CUDA_ERROR_INVALID_VALUE);
    if (checked != CUDA_SUCCESS) {
        free(phGraph_buf);
        return checked;
    }
    CUresult r = real(hNode, (CUgraph *)phGraph_buf);
    if (r == CUDA_SUCCESS) {
        if (phGraph_buf) lp_buf_bytes(out, phGraph_buf, (size_t)phGraph_n);
        if (phGraph_buf) ls_handles_add(s, LS_H_CUgraph_st, phGraph_buf, (size_t)phGraph_n, (uint64_t)(uintptr_t)hNode);
    }
    free(phGraph_buf);
    return r;
}

static CUresult ls_do_cuGraphClone(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUgraph *, CUgraph);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuGraphClone];
    (void)out;
    uint64_t phGraphClone_n;
    if (ls_out_req(rd, &phGraphClone_n)) return LS_BAD_FRAME;
    CUgraph originalGraph;
    if (ls_scalar(rd, &originalGraph, sizeof originalGraph)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (phGraphClone_n != LP_NULL && phGraphClone_n != (uint64_t)8u) return CUDA_ERROR_INVALID_VALUE;
    if (phGraphClone_n != LP_NULL && phGraphClone_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    if (!ls_handle_ok(s, LS_H_CUgraph_st, (uint64_t)(uintptr_t)originalGraph)) return CUDA_ERROR_INVALID_HANDLE;
    void *phGraphClone_buf = NULL;
    if (phGraphClone_n != LP_NULL && !(phGraphClone_buf = ls_zalloc(phGraphClone_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult r = real((CUgraph *)phGraphClone_buf, originalGraph);
    if (r == CUDA_SUCCESS) {
        if (phGraphClone_buf) lp_buf_bytes(out, phGraphClone_buf, (size_t)phGraphClone_n);
        if (phGraphClone_buf) ls_handles_add(s, LS_H_CUgraph_st, phGraphClone_buf, (size_t)phGraphClone_n, 0);
        ls_graph_owners_copy(s, (uint64_t)(uintptr_t)originalGraph, phGraphClone_buf);
    }
    free(phGraphClone_buf);
    return r;
}

static CUresult ls_do_cuGraphConditionalHandleCreate(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUgraphConditionalHandle *, CUgraph, CUcontext, unsigned int, unsigned int);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuGraphConditionalHandleCreate];
    (void)out;
    uint64_t pHandle_out_n;
    if (ls_out_req(rd, &pHandle_out_n)) return LS_BAD_FRAME;
    CUgraph hGraph;
    if (ls_scalar(rd, &hGraph, sizeof hGraph)) return LS_BAD_FRAME;
    CUcontext ctx;
    if (ls_scalar(rd, &ctx, sizeof ctx)) return LS_BAD_FRAME;
    unsigned int defaultLaunchValue;
    if (ls_scalar(rd, &defaultLaunchValue, sizeof defaultLaunchValue)) return LS_BAD_FRAME;
    unsigned int flags;
    if (ls_scalar(rd, &flags, sizeof flags)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (pHandle_out_n != LP_NULL && pHandle_out_n != (uint64_t)8u) return CUDA_ERROR_INVALID_VALUE;
    if (pHandle_out_n != LP_NULL && pHandle_out_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    if (!ls_handle_ok(s, LS_H_CUgraph_st, (uint64_t)(uintptr_t)hGraph)) return CUDA_ERROR_INVALID_HANDLE;
    if (!ls_handle_ok(s, LS_H_CUctx_st, (uint64_t)(uintptr_t)ctx)) return CUDA_ERROR_INVALID_CONTEXT;
    void *pHandle_out_buf = NULL;
    if (pHandle_out_n != LP_NULL && !(pHandle_out_buf = ls_zalloc(pHandle_out_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult r = real((CUgraphConditionalHandle *)pHandle_out_buf, hGraph, ctx, defaultLaunchValue, flags);
    if (r == CUDA_SUCCESS) {
        if (pHandle_out_buf) lp_buf_bytes(out, pHandle_out_buf, (size_t)pHandle_out_n);
        if (pHandle_out_buf) ls_handles_add(s, LS_H_CUgraphConditionalHandle, pHandle_out_buf, (size_t)pHandle_out_n, (uint64_t)(uintptr_t)hGraph);
    }
    free(pHandle_out_buf);
    return r;
}

static CUresult ls_do_cuGraphCreate(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUgraph *, unsigned int);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuGraphCreate];
    (void)out;
    uint64_t phGraph_n;
    if (ls_out_req(rd, &phGraph_n)) return LS_BAD_FRAME;
    unsigned int flags;
    if (ls_scalar(rd, &flags, sizeof flags)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (phGraph_n != LP_NULL && phGraph_n != (uint64_t)8u) return CUDA_ERROR_INVALID_VALUE;
    if (phGraph_n != LP_NULL && phGraph_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    void *phGraph_buf = NULL;
    if (phGraph_n != LP_NULL && !(phGraph_buf = ls_zalloc(phGraph_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult r = real((CUgraph *)phGraph_buf, flags);
    if (r == CUDA_SUCCESS) {
        if (phGraph_buf) lp_buf_bytes(out, phGraph_buf, (size_t)phGraph_n);
        if (phGraph_buf) ls_handles_add(s, LS_H_CUgraph_st, phGraph_buf, (size_t)phGraph_n, 0);
    }
    free(phGraph_buf);
    return r;
}

static CUresult ls_do_cuGraphDestroy(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUgraph);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuGraphDestroy];
    (void)out;
    CUgraph hGraph;
    if (ls_scalar(rd, &hGraph, sizeof hGraph)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_handle_ok(s, LS_H_CUgraph_st, (uint64_t)(uintptr_t)hGraph)) return CUDA_ERROR_INVALID_HANDLE;
    CUresult r = real(hGraph);
    if (r == CUDA_SUCCESS) {
        ls_handle_del(s, LS_H_CUgraph_st, (uint64_t)(uintptr_t)hGraph);
    }
    return r;
}

static CUresult ls_do_cuGraphDestroyNode(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUgraphNode);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuGraphDestroyNode];
    (void)out;
    CUgraphNode hNode;
    if (ls_scalar(rd, &hNode, sizeof hNode)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_handle_ok(s, LS_H_CUgraphNode_st, (uint64_t)(uintptr_t)hNode)) return CUDA_ERROR_INVALID_HANDLE;
    CUresult r = real(hNode);
    if (r == CUDA_SUCCESS) {
        ls_handle_del(s, LS_H_CUgraphNode_st, (uint64_t)(uintptr_t)hNode);
    }
    return r;
}

static CUresult ls_do_cuGraphEventRecordNodeGetEvent(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUgraphNode, CUevent *);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuGraphEventRecordNodeGetEvent];
    (void)out;
    CUgraphNode hNode;
    if (ls_scalar(rd, &hNode, sizeof hNode)) return LS_BAD_FRAME;
    uint64_t event_out_n;
    if (ls_out_req(rd, &event_out_n)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_handle_ok(s, LS_H_CUgraphNode_st, (uint64_t)(uintptr_t)hNode)) return CUDA_ERROR_INVALID_HANDLE;
    if (event_out_n != LP_NULL && event_out_n != (uint64_t)8u) return CUDA_ERROR_INVALID_VALUE;
    if (event_out_n != LP_NULL && event_out_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    void *event_out_buf = NULL;
    if (event_out_n != LP_NULL && !(event_out_buf = ls_zalloc(event_out_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult r = real(hNode, (CUevent *)event_out_buf);
    if (r == CUDA_SUCCESS) {
        if (event_out_buf) lp_buf_bytes(out, event_out_buf, (size_t)event_out_n);
        if (event_out_buf) ls_handles_add(s, LS_H_CUevent_st, event_out_buf, (size_t)event_out_n, 0);
    }
    free(event_out_buf);
    return r;
}

static CUresult ls_do_cuGraphEventRecordNodeSetEvent(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUgraphNode, CUevent);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuGraphEventRecordNodeSetEvent];
    (void)out;
    CUgraphNode hNode;
    if (ls_scalar(rd, &hNode, sizeof hNode)) return LS_BAD_FRAME;
    CUevent event;
    if (ls_scalar(rd, &event, sizeof event)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_handle_ok(s, LS_H_CUgraphNode_st, (uint64_t)(uintptr_t)hNode)) return CUDA_ERROR_INVALID_HANDLE;
    if (!ls_handle_ok(s, LS_H_CUevent_st, (uint64_t)(uintptr_t)event)) return CUDA_ERROR_INVALID_HANDLE;
    CUresult r = real(hNode, event);
    if (r == CUDA_SUCCESS) {
    }
    return r;
}

static CUresult ls_do_cuGraphEventWaitNodeGetEvent(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUgraphNode, CUevent *);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuGraphEventWaitNodeGetEvent];
    (void)out;
    CUgraphNode hNode;
    if (ls_scalar(rd, &hNode, sizeof hNode)) return LS_BAD_FRAME;
    uint64_t event_out_n;
    if (ls_out_req(rd, &event_out_n)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_handle_ok(s, LS_H_CUgraphNode_st, (uint64_t)(uintptr_t)hNode)) return CUDA_ERROR_INVALID_HANDLE;
    if (event_out_n != LP_NULL && event_out_n != (uint64_t)8u) return CUDA_ERROR_INVALID_VALUE;
    if (event_out_n != LP_NULL && event_out_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    void *event_out_buf = NULL;
    if (event_out_n != LP_NULL && !(event_out_buf = ls_zalloc(event_out_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult r = real(hNode, (CUevent *)event_out_buf);
    if (r == CUDA_SUCCESS) {
        if (event_out_buf) lp_buf_bytes(out, event_out_buf, (size_t)event_out_n);
        if (event_out_buf) ls_handles_add(s, LS_H_CUevent_st, event_out_buf, (size_t)event_out_n, 0);
    }
    free(event_out_buf);
    return r;
}

static CUresult ls_do_cuGraphEventWaitNodeSetEvent(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUgraphNode, CUevent);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuGraphEventWaitNodeSetEvent];
    (void)out;
    CUgraphNode hNode;
    if (ls_scalar(rd, &hNode, sizeof hNode)) return LS_BAD_FRAME;
    CUevent event;
    if (ls_scalar(rd, &event, sizeof event)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_handle_ok(s, LS_H_CUgraphNode_st, (uint64_t)(uintptr_t)hNode)) return CUDA_ERROR_INVALID_HANDLE;
    if (!ls_handle_ok(s, LS_H_CUevent_st, (uint64_t)(uintptr_t)event)) return CUDA_ERROR_INVALID_HANDLE;
    CUresult r = real(hNode, event);
    if (r == CUDA_SUCCESS) {
    }
    return r;
}

static CUresult ls_do_cuGraphExecChildGraphNodeSetParams(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUgraphExec, CUgraphNode, CUgraph);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuGraphExecChildGraphNodeSetParams];
    (void)out;
    CUgraphExec hGraphExec;
    if (ls_scalar(rd, &hGraphExec, sizeof hGraphExec)) return LS_BAD_FRAME;
    CUgraphNode hNode;
    if (ls_scalar(rd, &hNode, sizeof hNode)) return LS_BAD_FRAME;
    CUgraph childGraph;
    if (ls_scalar(rd, &childGraph, sizeof childGraph)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_handle_ok(s, LS_H_CUgraphExec_st, (uint64_t)(uintptr_t)hGraphExec)) return CUDA_ERROR_INVALID_HANDLE;
    if (!ls_handle_ok(s, LS_H_CUgraphNode_st, (uint64_t)(uintptr_t)hNode)) return CUDA_ERROR_INVALID_HANDLE;
    if (!ls_handle_ok(s, LS_H_CUgraph_st, (uint64_t)(uintptr_t)childGraph)) return CUDA_ERROR_INVALID_HANDLE;
    CUresult checked = ls_hostcopy_check_plain(s, hNode, CUDA_ERROR_INVALID_VALUE);
    if (checked != CUDA_SUCCESS) {
        return checked;
    }
    CUresult r = real(hGraphExec, hNode, childGraph);
    if (r == CUDA_SUCCESS) {
    }
    return r;
}

static CUresult ls_do_cuGraphExecDestroy(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUgraphExec);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuGraphExecDestroy];
    (void)out;
    CUgraphExec hGraphExec;
    if (ls_scalar(rd, &hGraphExec, sizeof hGraphExec)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_handle_ok(s, LS_H_CUgraphExec_st, (uint64_t)(uintptr_t)hGraphExec)) return CUDA_ERROR_INVALID_HANDLE;
    CUresult r = real(hGraphExec);
    if (r == CUDA_SUCCESS) {
        ls_handle_del(s, LS_H_CUgraphExec_st, (uint64_t)(uintptr_t)hGraphExec);
    }
    return r;
}

static CUresult ls_do_cuGraphExecEventRecordNodeSetEvent(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUgraphExec, CUgraphNode, CUevent);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuGraphExecEventRecordNodeSetEvent];
    (void)out;
    CUgraphExec hGraphExec;
    if (ls_scalar(rd, &hGraphExec, sizeof hGraphExec)) return LS_BAD_FRAME;
    CUgraphNode hNode;
    if (ls_scalar(rd, &hNode, sizeof hNode)) return LS_BAD_FRAME;
    CUevent event;
    if (ls_scalar(rd, &event, sizeof event)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_handle_ok(s, LS_H_CUgraphExec_st, (uint64_t)(uintptr_t)hGraphExec)) return CUDA_ERROR_INVALID_HANDLE;
    if (!ls_handle_ok(s, LS_H_CUgraphNode_st, (uint64_t)(uintptr_t)hNode)) return CUDA_ERROR_INVALID_HANDLE;
    if (!ls_handle_ok(s, LS_H_CUevent_st, (uint64_t)(uintptr_t)event)) return CUDA_ERROR_INVALID_HANDLE;
    CUresult r = real(hGraphExec, hNode, event);
    if (r == CUDA_SUCCESS) {
    }
    return r;
}

static CUresult ls_do_cuGraphExecEventWaitNodeSetEvent(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUgraphExec, CUgraphNode, CUevent);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuGraphExecEventWaitNodeSetEvent];
    (void)out;
    CUgraphExec hGraphExec;
    if (ls_scalar(rd, &hGraphExec, sizeof hGraphExec)) return LS_BAD_FRAME;
    CUgraphNode hNode;
    if (ls_scalar(rd, &hNode, sizeof hNode)) return LS_BAD_FRAME;
    CUevent event;
    if (ls_scalar(rd, &event, sizeof event)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_handle_ok(s, LS_H_CUgraphExec_st, (uint64_t)(uintptr_t)hGraphExec)) return CUDA_ERROR_INVALID_HANDLE;
    if (!ls_handle_ok(s, LS_H_CUgraphNode_st, (uint64_t)(uintptr_t)hNode)) return CUDA_ERROR_INVALID_HANDLE;
    if (!ls_handle_ok(s, LS_H_CUevent_st, (uint64_t)(uintptr_t)event)) return CUDA_ERROR_INVALID_HANDLE;
    CUresult r = real(hGraphExec, hNode, event);
    if (r == CUDA_SUCCESS) {
    }
    return r;
}

static CUresult ls_do_cuGraphExecGetFlags(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUgraphExec, cuuint64_t *);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuGraphExecGetFlags];
    (void)out;
    CUgraphExec hGraphExec;
    if (ls_scalar(rd, &hGraphExec, sizeof hGraphExec)) return LS_BAD_FRAME;
    uint64_t flags_n;
    if (ls_out_req(rd, &flags_n)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_handle_ok(s, LS_H_CUgraphExec_st, (uint64_t)(uintptr_t)hGraphExec)) return CUDA_ERROR_INVALID_HANDLE;
    if (flags_n != LP_NULL && flags_n != (uint64_t)8u) return CUDA_ERROR_INVALID_VALUE;
    if (flags_n != LP_NULL && flags_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    void *flags_buf = NULL;
    if (flags_n != LP_NULL && !(flags_buf = ls_zalloc(flags_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult r = real(hGraphExec, (cuuint64_t *)flags_buf);
    if (r == CUDA_SUCCESS) {
        if (flags_buf) lp_buf_bytes(out, flags_buf, (size_t)flags_n);
    }
    free(flags_buf);
    return r;
}

static CUresult ls_do_cuGraphExecMemsetNodeSetParams(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUgraphExec, CUgraphNode, const CUDA_MEMSET_NODE_PARAMS *, CUcontext);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuGraphExecMemsetNodeSetParams];
    (void)out;
    CUgraphExec hGraphExec;
    if (ls_scalar(rd, &hGraphExec, sizeof hGraphExec)) return LS_BAD_FRAME;
    CUgraphNode hNode;
    if (ls_scalar(rd, &hNode, sizeof hNode)) return LS_BAD_FRAME;
    CUcontext ctx;
    if (ls_scalar(rd, &ctx, sizeof ctx)) return LS_BAD_FRAME;
    const void *memsetParams_p; uint64_t memsetParams_n;
    if (lp_get_bytes(rd, &memsetParams_p, &memsetParams_n, LP_MAX_FRAME)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_handle_ok(s, LS_H_CUgraphExec_st, (uint64_t)(uintptr_t)hGraphExec)) return CUDA_ERROR_INVALID_HANDLE;
    if (!ls_handle_ok(s, LS_H_CUgraphNode_st, (uint64_t)(uintptr_t)hNode)) return CUDA_ERROR_INVALID_HANDLE;
    if (memsetParams_p && memsetParams_n != (uint64_t)40u) return CUDA_ERROR_INVALID_VALUE;
    if (memsetParams_p) { CUresult cr = ls_graph_check_memset(s, (void *)(uintptr_t)memsetParams_p, memsetParams_n); if (cr != CUDA_SUCCESS) return cr; }
    if (!ls_handle_ok(s, LS_H_CUctx_st, (uint64_t)(uintptr_t)ctx)) return CUDA_ERROR_INVALID_CONTEXT;
    CUresult r = real(hGraphExec, hNode, (const CUDA_MEMSET_NODE_PARAMS *)memsetParams_p, ctx);
    if (r == CUDA_SUCCESS) {
    }
    return r;
}

static CUresult ls_do_cuGraphExecUpdate(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUgraphExec, CUgraph, CUgraphNode *, CUgraphExecUpdateResult *);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuGraphExecUpdate];
    (void)out;
    CUgraphExec hGraphExec;
    if (ls_scalar(rd, &hGraphExec, sizeof hGraphExec)) return LS_BAD_FRAME;
    CUgraph hGraph;
    if (ls_scalar(rd, &hGraph, sizeof hGraph)) return LS_BAD_FRAME;
    uint64_t hErrorNode_out_n;
    if (ls_out_req(rd, &hErrorNode_out_n)) return LS_BAD_FRAME;
    uint64_t updateResult_out_n;
    if (ls_out_req(rd, &updateResult_out_n)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_handle_ok(s, LS_H_CUgraphExec_st, (uint64_t)(uintptr_t)hGraphExec)) return CUDA_ERROR_INVALID_HANDLE;
    if (!ls_handle_ok(s, LS_H_CUgraph_st, (uint64_t)(uintptr_t)hGraph)) return CUDA_ERROR_INVALID_HANDLE;
    if (hErrorNode_out_n != LP_NULL && hErrorNode_out_n != (uint64_t)8u) return CUDA_ERROR_INVALID_VALUE;
    if (hErrorNode_out_n != LP_NULL && hErrorNode_out_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    if (updateResult_out_n != LP_NULL && updateResult_out_n != (uint64_t)4u) return CUDA_ERROR_INVALID_VALUE;
    if (updateResult_out_n != LP_NULL && updateResult_out_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    void *hErrorNode_out_buf = NULL;
    if (hErrorNode_out_n != LP_NULL && !(hErrorNode_out_buf = ls_zalloc(hErrorNode_out_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    void *updateResult_out_buf = NULL;
    if (updateResult_out_n != LP_NULL && !(updateResult_out_buf = ls_zalloc(updateResult_out_n))) {
        free(hErrorNode_out_buf);
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult r = real(hGraphExec, hGraph, (CUgraphNode *)hErrorNode_out_buf, (CUgraphExecUpdateResult *)updateResult_out_buf);
    if (r == CUDA_SUCCESS) {
        if (hErrorNode_out_buf) lp_buf_bytes(out, hErrorNode_out_buf, (size_t)hErrorNode_out_n);
        if (hErrorNode_out_buf) ls_handles_add(s, LS_H_CUgraphNode_st, hErrorNode_out_buf, (size_t)hErrorNode_out_n, (uint64_t)(uintptr_t)hGraph);
        if (updateResult_out_buf) lp_buf_bytes(out, updateResult_out_buf, (size_t)updateResult_out_n);
    }
    free(hErrorNode_out_buf);
    free(updateResult_out_buf);
    return r;
}

static CUresult ls_do_cuGraphExecUpdate_v2(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUgraphExec, CUgraph, CUgraphExecUpdateResultInfo *);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuGraphExecUpdate_v2];
    (void)out;
    CUgraphExec hGraphExec;
    if (ls_scalar(rd, &hGraphExec, sizeof hGraphExec)) return LS_BAD_FRAME;
    CUgraph hGraph;
    if (ls_scalar(rd, &hGraph, sizeof hGraph)) return LS_BAD_FRAME;
    uint64_t resultInfo_n;
    if (ls_out_req(rd, &resultInfo_n)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_handle_ok(s, LS_H_CUgraphExec_st, (uint64_t)(uintptr_t)hGraphExec)) return CUDA_ERROR_INVALID_HANDLE;
    if (!ls_handle_ok(s, LS_H_CUgraph_st, (uint64_t)(uintptr_t)hGraph)) return CUDA_ERROR_INVALID_HANDLE;
    if (resultInfo_n != LP_NULL && resultInfo_n != (uint64_t)24u) return CUDA_ERROR_INVALID_VALUE;
    if (resultInfo_n != LP_NULL && resultInfo_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    void *resultInfo_buf = NULL;
    if (resultInfo_n != LP_NULL && !(resultInfo_buf = ls_zalloc(resultInfo_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult r = real(hGraphExec, hGraph, (CUgraphExecUpdateResultInfo *)resultInfo_buf);
    if (r == CUDA_SUCCESS) {
        if (resultInfo_buf) lp_buf_bytes(out, resultInfo_buf, (size_t)resultInfo_n);
    }
    free(resultInfo_buf);
    return r;
}

static CUresult ls_do_cuGraphGetEdges(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUgraph, CUgraphNode *, CUgraphNode *, size_t *);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuGraphGetEdges];
    (void)out;
    CUgraph hGraph;
    if (ls_scalar(rd, &hGraph, sizeof hGraph)) return LS_BAD_FRAME;
    uint64_t from_n;
    if (ls_out_req(rd, &from_n)) return LS_BAD_FRAME;
    uint64_t to_n;
    if (ls_out_req(rd, &to_n)) return LS_BAD_FRAME;
    const void *numEdges_p; uint64_t numEdges_n;
    if (lp_get_bytes(rd, &numEdges_p, &numEdges_n, LP_MAX_FRAME)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_handle_ok(s, LS_H_CUgraph_st, (uint64_t)(uintptr_t)hGraph)) return CUDA_ERROR_INVALID_HANDLE;
    if (from_n != LP_NULL && ls_u64_at(numEdges_p, numEdges_n) > LS_MAX_GENERIC_ARGS / 8u) return CUDA_ERROR_INVALID_VALUE;
    if (from_n != LP_NULL && from_n != ls_u64_at(numEdges_p, numEdges_n) * 8u) return CUDA_ERROR_INVALID_VALUE;
    if (from_n != LP_NULL && from_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    if (to_n != LP_NULL && ls_u64_at(numEdges_p, numEdges_n) > LS_MAX_GENERIC_ARGS / 8u) return CUDA_ERROR_INVALID_VALUE;
    if (to_n != LP_NULL && to_n != ls_u64_at(numEdges_p, numEdges_n) * 8u) return CUDA_ERROR_INVALID_VALUE;
    if (to_n != LP_NULL && to_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    if (numEdges_p && numEdges_n != (uint64_t)8u) return CUDA_ERROR_INVALID_VALUE;
    void *from_buf = NULL;
    if (from_n != LP_NULL && !(from_buf = ls_zalloc(from_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    void *to_buf = NULL;
    if (to_n != LP_NULL && !(to_buf = ls_zalloc(to_n))) {
        free(from_buf);
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    void *numEdges_buf = NULL;
    if (numEdges_p && !(numEdges_buf = ls_zalloc(numEdges_n))) {
        free(from_buf);
        free(to_buf);
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    if (numEdges_buf) memcpy(numEdges_buf, numEdges_p, (size_t)numEdges_n);
    CUresult r = real(hGraph, (CUgraphNode *)from_buf, (CUgraphNode *)to_buf, (size_t *)numEdges_buf);
    if (r == CUDA_SUCCESS) {
        if (from_buf) lp_buf_bytes(out, from_buf, (size_t)from_n);
        if (from_buf) ls_handles_add(s, LS_H_CUgraphNode_st, from_buf, (size_t)from_n, (uint64_t)(uintptr_t)hGraph);
        if (to_buf) lp_buf_bytes(out, to_buf, (size_t)to_n);
        if (to_buf) ls_handles_add(s, LS_H_CUgraphNode_st, to_buf, (size_t)to_n, (uint64_t)(uintptr_t)hGraph);
        if (numEdges_buf) lp_buf_bytes(out, numEdges_buf, (size_t)numEdges_n);
    }
    free(from_buf);
    free(to_buf);
    free(numEdges_buf);
    return r;
}

static CUresult ls_do_cuGraphGetEdges_v2(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUgraph, CUgraphNode *, CUgraphNode *, CUgraphEdgeData *, size_t *);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuGraphGetEdges_v2];
    (void)out;
    CUgraph hGraph;
    if (ls_scalar(rd, &hGraph, sizeof hGraph)) return LS_BAD_FRAME;
    uint64_t from_n;
    if (ls_out_req(rd, &from_n)) return LS_BAD_FRAME;
    uint64_t to_n;
    if (ls_out_req(rd, &to_n)) return LS_BAD_FRAME;
    uint64_t edgeData_n;
    if (ls_out_req(rd, &edgeData_n)) return LS_BAD_FRAME;
    const void *numEdges_p; uint64_t numEdges_n;
    if (lp_get_bytes(rd, &numEdges_p, &numEdges_n, LP_MAX_FRAME)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_handle_ok(s, LS_H_CUgraph_st, (uint64_t)(uintptr_t)hGraph)) return CUDA_ERROR_INVALID_HANDLE;
    if (from_n != LP_NULL && ls_u64_at(numEdges_p, numEdges_n) > LS_MAX_GENERIC_ARGS / 8u) return CUDA_ERROR_INVALID_VALUE;
    if (from_n != LP_NULL && from_n != ls_u64_at(numEdges_p, numEdges_n) * 8u) return CUDA_ERROR_INVALID_VALUE;
    if (from_n != LP_NULL && from_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    if (to_n != LP_NULL && ls_u64_at(numEdges_p, numEdges_n) > LS_MAX_GENERIC_ARGS / 8u) return CUDA_ERROR_INVALID_VALUE;
    if (to_n != LP_NULL && to_n != ls_u64_at(numEdges_p, numEdges_n) * 8u) return CUDA_ERROR_INVALID_VALUE;
    if (to_n != LP_NULL && to_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    if (edgeData_n != LP_NULL && ls_u64_at(numEdges_p, numEdges_n) > LS_MAX_GENERIC_ARGS / 8u) return CUDA_ERROR_INVALID_VALUE;
    if (edgeData_n != LP_NULL && edgeData_n != ls_u64_at(numEdges_p, numEdges_n) * 8u) return CUDA_ERROR_INVALID_VALUE;
    if (edgeData_n != LP_NULL && edgeData_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    if (numEdges_p && numEdges_n != (uint64_t)8u) return CUDA_ERROR_INVALID_VALUE;
    void *from_buf = NULL;
    if (from_n != LP_NULL && !(from_buf = ls_zalloc(from_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    void *to_buf = NULL;
    if (to_n != LP_NULL && !(to_buf = ls_zalloc(to_n))) {
        free(from_buf);
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    void *edgeData_buf = NULL;
    if (edgeData_n != LP_NULL && !(edgeData_buf = ls_zalloc(edgeData_n))) {
        free(from_buf);
        free(to_buf);
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    void *numEdges_buf = NULL;
    if (numEdges_p && !(numEdges_buf = ls_zalloc(numEdges_n))) {
        free(from_buf);
        free(to_buf);
        free(edgeData_buf);
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    if (numEdges_buf) memcpy(numEdges_buf, numEdges_p, (size_t)numEdges_n);
    CUresult r = real(hGraph, (CUgraphNode *)from_buf, (CUgraphNode *)to_buf, (CUgraphEdgeData *)edgeData_buf, (size_t *)numEdges_buf);
    if (r == CUDA_SUCCESS) {
        if (from_buf) lp_buf_bytes(out, from_buf, (size_t)from_n);
        if (from_buf) ls_handles_add(s, LS_H_CUgraphNode_st, from_buf, (size_t)from_n, (uint64_t)(uintptr_t)hGraph);
        if (to_buf) lp_buf_bytes(out, to_buf, (size_t)to_n);
        if (to_buf) ls_handles_add(s, LS_H_CUgraphNode_st, to_buf, (size_t)to_n, (uint64_t)(uintptr_t)hGraph);
        if (edgeData_buf) lp_buf_bytes(out, edgeData_buf, (size_t)edgeData_n);
        if (numEdges_buf) lp_buf_bytes(out, numEdges_buf, (size_t)numEdges_n);
    }
    free(from_buf);
    free(to_buf);
    free(edgeData_buf);
    free(numEdges_buf);
    return r;
}

static CUresult ls_do_cuGraphGetNodes(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUgraph, CUgraphNode *, size_t *);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuGraphGetNodes];
    (void)out;
    CUgraph hGraph;
    if (ls_scalar(rd, &hGraph, sizeof hGraph)) return LS_BAD_FRAME;
    uint64_t nodes_n;
    if (ls_out_req(rd, &nodes_n)) return LS_BAD_FRAME;
    const void *numNodes_p; uint64_t numNodes_n;
    if (lp_get_bytes(rd, &numNodes_p, &numNodes_n, LP_MAX_FRAME)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_handle_ok(s, LS_H_CUgraph_st, (uint64_t)(uintptr_t)hGraph)) return CUDA_ERROR_INVALID_HANDLE;
    if (nodes_n != LP_NULL && ls_u64_at(numNodes_p, numNodes_n) > LS_MAX_GENERIC_ARGS / 8u) return CUDA_ERROR_INVALID_VALUE;
    if (nodes_n != LP_NULL && nodes_n != ls_u64_at(numNodes_p, numNodes_n) * 8u) return CUDA_ERROR_INVALID_VALUE;
    if (nodes_n != LP_NULL && nodes_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    if (numNodes_p && numNodes_n != (uint64_t)8u) return CUDA_ERROR_INVALID_VALUE;
    void *nodes_buf = NULL;
    if (nodes_n != LP_NULL && !(nodes_buf = ls_zalloc(nodes_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    void *numNodes_buf = NULL;
    if (numNodes_p && !(numNodes_buf = ls_zalloc(numNodes_n))) {
        free(nodes_buf);
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    if (numNodes_buf) memcpy(numNodes_buf, numNodes_p, (size_t)numNodes_n);
    CUresult r = real(hGraph, (CUgraphNode *)nodes_buf, (size_t *)numNodes_buf);
    if (r == CUDA_SUCCESS) {
        if (nodes_buf) lp_buf_bytes(out, nodes_buf, (size_t)nodes_n);
        if (nodes_buf) ls_handles_add(s, LS_H_CUgraphNode_st, nodes_buf, (size_t)nodes_n, (uint64_t)(uintptr_t)hGraph);
        if (numNodes_buf) lp_buf_bytes(out, numNodes_buf, (size_t)numNodes_n);
    }
    free(nodes_buf);
    free(numNodes_buf);
    return r;
}

static CUresult ls_do_cuGraphGetRootNodes(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUgraph, CUgraphNode *, size_t *);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuGraphGetRootNodes];
    (void)out;
    CUgraph hGraph;
    if (ls_scalar(rd, &hGraph, sizeof hGraph)) return LS_BAD_FRAME;
    uint64_t rootNodes_n;
    if (ls_out_req(rd, &rootNodes_n)) return LS_BAD_FRAME;
    const void *numRootNodes_p; uint64_t numRootNodes_n;
    if (lp_get_bytes(rd, &numRootNodes_p, &numRootNodes_n, LP_MAX_FRAME)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_handle_ok(s, LS_H_CUgraph_st, (uint64_t)(uintptr_t)hGraph)) return CUDA_ERROR_INVALID_HANDLE;
    if (rootNodes_n != LP_NULL && ls_u64_at(numRootNodes_p, numRootNodes_n) > LS_MAX_GENERIC_ARGS / 8u) return CUDA_ERROR_INVALID_VALUE;
    if (rootNodes_n != LP_NULL && rootNodes_n != ls_u64_at(numRootNodes_p, numRootNodes_n) * 8u) return CUDA_ERROR_INVALID_VALUE;
    if (rootNodes_n != LP_NULL && rootNodes_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    if (numRootNodes_p && numRootNodes_n != (uint64_t)8u) return CUDA_ERROR_INVALID_VALUE;
    void *rootNodes_buf = NULL;
    if (rootNodes_n != LP_NULL && !(rootNodes_buf = ls_zalloc(rootNodes_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    void *numRootNodes_buf = NULL;
    if (numRootNodes_p && !(numRootNodes_buf = ls_zalloc(numRootNodes_n))) {
        free(rootNodes_buf);
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    if (numRootNodes_buf) memcpy(numRootNodes_buf, numRootNodes_p, (size_t)numRootNodes_n);
    CUresult r = real(hGraph, (CUgraphNode *)rootNodes_buf, (size_t *)numRootNodes_buf);
    if (r == CUDA_SUCCESS) {
        if (rootNodes_buf) lp_buf_bytes(out, rootNodes_buf, (size_t)rootNodes_n);
        if (rootNodes_buf) ls_handles_add(s, LS_H_CUgraphNode_st, rootNodes_buf, (size_t)rootNodes_n, (uint64_t)(uintptr_t)hGraph);
        if (numRootNodes_buf) lp_buf_bytes(out, numRootNodes_buf, (size_t)numRootNodes_n);
    }
    free(rootNodes_buf);
    free(numRootNodes_buf);
    return r;
}

static CUresult ls_do_cuGraphInstantiate(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUgraphExec *, CUgraph, CUgraphNode *, char *, size_t);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuGraphInstantiate];
    (void)out;
    uint64_t phGraphExec_n;
    if (ls_out_req(rd, &phGraphExec_n)) return LS_BAD_FRAME;
    CUgraph hGraph;
    if (ls_scalar(rd, &hGraph, sizeof hGraph)) return LS_BAD_FRAME;
    uint64_t phErrorNode_n;
    if (ls_out_req(rd, &phErrorNode_n)) return LS_BAD_FRAME;
    uint64_t logBuffer_n;
    if (ls_out_req(rd, &logBuffer_n)) return LS_BAD_FRAME;
    size_t bufferSize;
    if (ls_scalar(rd, &bufferSize, sizeof bufferSize)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (phGraphExec_n != LP_NULL && phGraphExec_n != (uint64_t)8u) return CUDA_ERROR_INVALID_VALUE;
    if (phGraphExec_n != LP_NULL && phGraphExec_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    if (!ls_handle_ok(s, LS_H_CUgraph_st, (uint64_t)(uintptr_t)hGraph)) return CUDA_ERROR_INVALID_HANDLE;
    if (phErrorNode_n != LP_NULL && phErrorNode_n != (uint64_t)8u) return CUDA_ERROR_INVALID_VALUE;
    if (phErrorNode_n != LP_NULL && phErrorNode_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    if (logBuffer_n != LP_NULL && (uint64_t)(bufferSize) > LS_MAX_GENERIC_ARGS / 1u) return CUDA_ERROR_INVALID_VALUE;
    if (logBuffer_n != LP_NULL && logBuffer_n != (uint64_t)(bufferSize) * 1u) return CUDA_ERROR_INVALID_VALUE;
    if (logBuffer_n != LP_NULL && logBuffer_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    void *phGraphExec_buf = NULL;
    if (phGraphExec_n != LP_NULL && !(phGraphExec_buf = ls_zalloc(phGraphExec_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    void *phErrorNode_buf = NULL;
    if (phErrorNode_n != LP_NULL && !(phErrorNode_buf = ls_zalloc(phErrorNode_n))) {
        free(phGraphExec_buf);
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    void *logBuffer_buf = NULL;
    if (logBuffer_n != LP_NULL && !(logBuffer_buf = ls_zalloc(logBuffer_n))) {
        free(phGraphExec_buf);
        free(phErrorNode_buf);
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult r = real((CUgraphExec *)phGraphExec_buf, hGraph, (CUgraphNode *)phErrorNode_buf, (char *)logBuffer_buf, bufferSize);
    if (r == CUDA_SUCCESS) {
        if (phGraphExec_buf) lp_buf_bytes(out, phGraphExec_buf, (size_t)phGraphExec_n);
        if (phGraphExec_buf) ls_handles_add(s, LS_H_CUgraphExec_st, phGraphExec_buf, (size_t)phGraphExec_n, 0);
        if (phErrorNode_buf) lp_buf_bytes(out, phErrorNode_buf, (size_t)phErrorNode_n);
        if (phErrorNode_buf) ls_handles_add(s, LS_H_CUgraphNode_st, phErrorNode_buf, (size_t)phErrorNode_n, (uint64_t)(uintptr_t)hGraph);
        if (logBuffer_buf) lp_buf_bytes(out, logBuffer_buf, (size_t)logBuffer_n);
        ls_graph_owners_copy(s, (uint64_t)(uintptr_t)hGraph, phGraphExec_buf);
    }
    free(phGraphExec_buf);
    free(phErrorNode_buf);
    free(logBuffer_buf);
    return r;
}

static CUresult ls_do_cuGraphInstantiateWithFlags(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUgraphExec *, CUgraph, unsigned long long);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuGraphInstantiateWithFlags];
    (void)out;
    uint64_t phGraphExec_n;
    if (ls_out_req(rd, &phGraphExec_n)) return LS_BAD_FRAME;
    CUgraph hGraph;
    if (ls_scalar(rd, &hGraph, sizeof hGraph)) return LS_BAD_FRAME;
    unsigned long long flags;
    if (ls_scalar(rd, &flags, sizeof flags)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (phGraphExec_n != LP_NULL && phGraphExec_n != (uint64_t)8u) return CUDA_ERROR_INVALID_VALUE;
    if (phGraphExec_n != LP_NULL && phGraphExec_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    if (!ls_handle_ok(s, LS_H_CUgraph_st, (uint64_t)(uintptr_t)hGraph)) return CUDA_ERROR_INVALID_HANDLE;
    void *phGraphExec_buf = NULL;
    if (phGraphExec_n != LP_NULL && !(phGraphExec_buf = ls_zalloc(phGraphExec_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult r = real((CUgraphExec *)phGraphExec_buf, hGraph, flags);
    if (r == CUDA_SUCCESS) {
        if (phGraphExec_buf) lp_buf_bytes(out, phGraphExec_buf, (size_t)phGraphExec_n);
        if (phGraphExec_buf) ls_handles_add(s, LS_H_CUgraphExec_st, phGraphExec_buf, (size_t)phGraphExec_n, 0);
        ls_graph_owners_copy(s, (uint64_t)(uintptr_t)hGraph, phGraphExec_buf);
    }
    free(phGraphExec_buf);
    return r;
}

static CUresult ls_do_cuGraphInstantiate_v2(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUgraphExec *, CUgraph, CUgraphNode *, char *, size_t);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuGraphInstantiate_v2];
    (void)out;
    uint64_t phGraphExec_n;
    if (ls_out_req(rd, &phGraphExec_n)) return LS_BAD_FRAME;
    CUgraph hGraph;
    if (ls_scalar(rd, &hGraph, sizeof hGraph)) return LS_BAD_FRAME;
    uint64_t phErrorNode_n;
    if (ls_out_req(rd, &phErrorNode_n)) return LS_BAD_FRAME;
    uint64_t logBuffer_n;
    if (ls_out_req(rd, &logBuffer_n)) return LS_BAD_FRAME;
    size_t bufferSize;
    if (ls_scalar(rd, &bufferSize, sizeof bufferSize)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (phGraphExec_n != LP_NULL && phGraphExec_n != (uint64_t)8u) return CUDA_ERROR_INVALID_VALUE;
    if (phGraphExec_n != LP_NULL && phGraphExec_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    if (!ls_handle_ok(s, LS_H_CUgraph_st, (uint64_t)(uintptr_t)hGraph)) return CUDA_ERROR_INVALID_HANDLE;
    if (phErrorNode_n != LP_NULL && phErrorNode_n != (uint64_t)8u) return CUDA_ERROR_INVALID_VALUE;
    if (phErrorNode_n != LP_NULL && phErrorNode_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    if (logBuffer_n != LP_NULL && (uint64_t)(bufferSize) > LS_MAX_GENERIC_ARGS / 1u) return CUDA_ERROR_INVALID_VALUE;
    if (logBuffer_n != LP_NULL && logBuffer_n != (uint64_t)(bufferSize) * 1u) return CUDA_ERROR_INVALID_VALUE;
    if (logBuffer_n != LP_NULL && logBuffer_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    void *phGraphExec_buf = NULL;
    if (phGraphExec_n != LP_NULL && !(phGraphExec_buf = ls_zalloc(phGraphExec_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    void *phErrorNode_buf = NULL;
    if (phErrorNode_n != LP_NULL && !(phErrorNode_buf = ls_zalloc(phErrorNode_n))) {
        free(phGraphExec_buf);
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    void *logBuffer_buf = NULL;
    if (logBuffer_n != LP_NULL && !(logBuffer_buf = ls_zalloc(logBuffer_n))) {
        free(phGraphExec_buf);
        free(phErrorNode_buf);
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult r = real((CUgraphExec *)phGraphExec_buf, hGraph, (CUgraphNode *)phErrorNode_buf, (char *)logBuffer_buf, bufferSize);
    if (r == CUDA_SUCCESS) {
        if (phGraphExec_buf) lp_buf_bytes(out, phGraphExec_buf, (size_t)phGraphExec_n);
        if (phGraphExec_buf) ls_handles_add(s, LS_H_CUgraphExec_st, phGraphExec_buf, (size_t)phGraphExec_n, 0);
        if (phErrorNode_buf) lp_buf_bytes(out, phErrorNode_buf, (size_t)phErrorNode_n);
        if (phErrorNode_buf) ls_handles_add(s, LS_H_CUgraphNode_st, phErrorNode_buf, (size_t)phErrorNode_n, (uint64_t)(uintptr_t)hGraph);
        if (logBuffer_buf) lp_buf_bytes(out, logBuffer_buf, (size_t)logBuffer_n);
        ls_graph_owners_copy(s, (uint64_t)(uintptr_t)hGraph, phGraphExec_buf);
    }
    free(phGraphExec_buf);
    free(phErrorNode_buf);
    free(logBuffer_buf);
    return r;
}

static CUresult ls_do_cuGraphKernelNodeCopyAttributes(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUgraphNode, CUgraphNode);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuGraphKernelNodeCopyAttributes];
    (void)out;
    CUgraphNode dst;
    if (ls_scalar(rd, &dst, sizeof dst)) return LS_BAD_FRAME;
    CUgraphNode src;
    if (ls_scalar(rd, &src, sizeof src)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_handle_ok(s, LS_H_CUgraphNode_st, (uint64_t)(uintptr_t)dst)) return CUDA_ERROR_INVALID_HANDLE;
    if (!ls_handle_ok(s, LS_H_CUgraphNode_st, (uint64_t)(uintptr_t)src)) return CUDA_ERROR_INVALID_HANDLE;
    CUresult r = real(dst, src);
    if (r == CUDA_SUCCESS) {
    }
    return r;
}

static CUresult ls_do_cuGraphKernelNodeGetAttribute(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUgraphNode, CUkernelNodeAttrID, CUkernelNodeAttrValue *);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuGraphKernelNodeGetAttribute];
    (void)out;
    CUgraphNode hNode;
    if (ls_scalar(rd, &hNode, sizeof hNode)) return LS_BAD_FRAME;
    CUkernelNodeAttrID attr;
    if (ls_scalar(rd, &attr, sizeof attr)) return LS_BAD_FRAME;
    uint64_t value_out_n;
    if (ls_out_req(rd, &value_out_n)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_handle_ok(s, LS_H_CUgraphNode_st, (uint64_t)(uintptr_t)hNode)) return CUDA_ERROR_INVALID_HANDLE;
    if (value_out_n != LP_NULL && value_out_n != (uint64_t)64u) return CUDA_ERROR_INVALID_VALUE;
    if (value_out_n != LP_NULL && value_out_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    void *value_out_buf = NULL;
    if (value_out_n != LP_NULL && !(value_out_buf = ls_zalloc(value_out_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult r = real(hNode, attr, (CUkernelNodeAttrValue *)value_out_buf);
    if (r == CUDA_SUCCESS) {
        if (value_out_buf) lp_buf_bytes(out, value_out_buf, (size_t)value_out_n);
    }
    free(value_out_buf);
    return r;
}

static CUresult ls_do_cuGraphKernelNodeSetAttribute(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUgraphNode, CUkernelNodeAttrID, const CUkernelNodeAttrValue *);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuGraphKernelNodeSetAttribute];
    (void)out;
    CUgraphNode hNode;
    if (ls_scalar(rd, &hNode, sizeof hNode)) return LS_BAD_FRAME;
    CUkernelNodeAttrID attr;
    if (ls_scalar(rd, &attr, sizeof attr)) return LS_BAD_FRAME;
    const void *value_p; uint64_t value_n;
    if (lp_get_bytes(rd, &value_p, &value_n, LP_MAX_FRAME)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_handle_ok(s, LS_H_CUgraphNode_st, (uint64_t)(uintptr_t)hNode)) return CUDA_ERROR_INVALID_HANDLE;
    if (value_p && value_n != (uint64_t)64u) return CUDA_ERROR_INVALID_VALUE;
    CUresult checked = ls_graph_check_kernel_attr(s, attr, value_p, value_n);
    if (checked != CUDA_SUCCESS) {
        return checked;
    }
    CUresult r = real(hNode, attr, (const CUkernelNodeAttrValue *)value_p);
    if (r == CUDA_SUCCESS) {
    }
    return r;
}

static CUresult ls_do_cuGraphLaunch(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUgraphExec, CUstream);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuGraphLaunch];
    (void)out;
    CUgraphExec hGraph;
    if (ls_scalar(rd, &hGraph, sizeof hGraph)) return LS_BAD_FRAME;
    CUstream hStream;
    if (ls_scalar(rd, &hStream, sizeof hStream)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_handle_ok(s, LS_H_CUgraphExec_st, (uint64_t)(uintptr_t)hGraph)) return CUDA_ERROR_INVALID_HANDLE;
    if (!ls_handle_ok(s, LS_H_CUstream_st, (uint64_t)(uintptr_t)hStream)) return CUDA_ERROR_INVALID_HANDLE;
    CUresult r = real(hGraph, hStream);
    if (r == CUDA_SUCCESS) {
    }
    return r;
}

static CUresult ls_do_cuGraphLaunch_ptsz(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUgraphExec, CUstream);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuGraphLaunch_ptsz];
    (void)out;
    CUgraphExec hGraphExec;
    if (ls_scalar(rd, &hGraphExec, sizeof hGraphExec)) return LS_BAD_FRAME;
    CUstream hStream;
    if (ls_scalar(rd, &hStream, sizeof hStream)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_handle_ok(s, LS_H_CUgraphExec_st, (uint64_t)(uintptr_t)hGraphExec)) return CUDA_ERROR_INVALID_HANDLE;
    if (!ls_handle_ok(s, LS_H_CUstream_st, (uint64_t)(uintptr_t)hStream)) return CUDA_ERROR_INVALID_HANDLE;
    CUresult r = real(hGraphExec, hStream);
    if (r == CUDA_SUCCESS) {
    }
    return r;
}

static CUresult ls_do_cuGraphMemFreeNodeGetParams(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUgraphNode, CUdeviceptr *);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuGraphMemFreeNodeGetParams];
    (void)out;
    CUgraphNode hNode;
    if (ls_scalar(rd, &hNode, sizeof hNode)) return LS_BAD_FRAME;
    uint64_t dptr_out_n;
    if (ls_out_req(rd, &dptr_out_n)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_handle_ok(s, LS_H_CUgraphNode_st, (uint64_t)(uintptr_t)hNode)) return CUDA_ERROR_INVALID_HANDLE;
    if (dptr_out_n != LP_NULL && dptr_out_n != (uint64_t)8u) return CUDA_ERROR_INVALID_VALUE;
    if (dptr_out_n != LP_NULL && dptr_out_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    void *dptr_out_buf = NULL;
    if (dptr_out_n != LP_NULL && !(dptr_out_buf = ls_zalloc(dptr_out_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult r = real(hNode, (CUdeviceptr *)dptr_out_buf);
    if (r == CUDA_SUCCESS) {
        if (dptr_out_buf) lp_buf_bytes(out, dptr_out_buf, (size_t)dptr_out_n);
    }
    free(dptr_out_buf);
    return r;
}

static CUresult ls_do_cuGraphMemsetNodeGetParams(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUgraphNode, CUDA_MEMSET_NODE_PARAMS *);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuGraphMemsetNodeGetParams];
    (void)out;
    CUgraphNode hNode;
    if (ls_scalar(rd, &hNode, sizeof hNode)) return LS_BAD_FRAME;
    uint64_t nodeParams_n;
    if (ls_out_req(rd, &nodeParams_n)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_handle_ok(s, LS_H_CUgraphNode_st, (uint64_t)(uintptr_t)hNode)) return CUDA_ERROR_INVALID_HANDLE;
    if (nodeParams_n != LP_NULL && nodeParams_n != (uint64_t)40u) return CUDA_ERROR_INVALID_VALUE;
    if (nodeParams_n != LP_NULL && nodeParams_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    void *nodeParams_buf = NULL;
    if (nodeParams_n != LP_NULL && !(nodeParams_buf = ls_zalloc(nodeParams_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult r = real(hNode, (CUDA_MEMSET_NODE_PARAMS *)nodeParams_buf);
    if (r == CUDA_SUCCESS) {
        if (nodeParams_buf) lp_buf_bytes(out, nodeParams_buf, (size_t)nodeParams_n);
    }
    free(nodeParams_buf);
    return r;
}

static CUresult ls_do_cuGraphMemsetNodeSetParams(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUgraphNode, const CUDA_MEMSET_NODE_PARAMS *);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuGraphMemsetNodeSetParams];
    (void)out;
    CUgraphNode hNode;
    if (ls_scalar(rd, &hNode, sizeof hNode)) return LS_BAD_FRAME;
    const void *nodeParams_p; uint64_t nodeParams_n;
    if (lp_get_bytes(rd, &nodeParams_p, &nodeParams_n, LP_MAX_FRAME)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_handle_ok(s, LS_H_CUgraphNode_st, (uint64_t)(uintptr_t)hNode)) return CUDA_ERROR_INVALID_HANDLE;
    if (nodeParams_p && nodeParams_n != (uint64_t)40u) return CUDA_ERROR_INVALID_VALUE;
    if (nodeParams_p) { CUresult cr = ls_graph_check_memset(s, (void *)(uintptr_t)nodeParams_p, nodeParams_n); if (cr != CUDA_SUCCESS) return cr; }
    CUresult r = real(hNode, (const CUDA_MEMSET_NODE_PARAMS *)nodeParams_p);
    if (r == CUDA_SUCCESS) {
    }
    return r;
}

static CUresult ls_do_cuGraphNodeFindInClone(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUgraphNode *, CUgraphNode, CUgraph);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuGraphNodeFindInClone];
    (void)out;
    uint64_t phNode_n;
    if (ls_out_req(rd, &phNode_n)) return LS_BAD_FRAME;
    CUgraphNode hOriginalNode;
    if (ls_scalar(rd, &hOriginalNode, sizeof hOriginalNode)) return LS_BAD_FRAME;
    CUgraph hClonedGraph;
    if (ls_scalar(rd, &hClonedGraph, sizeof hClonedGraph)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (phNode_n != LP_NULL && phNode_n != (uint64_t)8u) return CUDA_ERROR_INVALID_VALUE;
    if (phNode_n != LP_NULL && phNode_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    if (!ls_handle_ok(s, LS_H_CUgraphNode_st, (uint64_t)(uintptr_t)hOriginalNode)) return CUDA_ERROR_INVALID_HANDLE;
    if (!ls_handle_ok(s, LS_H_CUgraph_st, (uint64_t)(uintptr_t)hClonedGraph)) return CUDA_ERROR_INVALID_HANDLE;
    void *phNode_buf = NULL;
    if (phNode_n != LP_NULL && !(phNode_buf = ls_zalloc(phNode_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult r = real((CUgraphNode *)phNode_buf, hOriginalNode, hClonedGraph);
    if (r == CUDA_SUCCESS) {
        if (phNode_buf) lp_buf_bytes(out, phNode_buf, (size_t)phNode_n);
        if (phNode_buf) ls_handles_add(s, LS_H_CUgraphNode_st, phNode_buf, (size_t)phNode_n, (uint64_t)(uintptr_t)hClonedGraph);
    }
    free(phNode_buf);
    return r;
}

static CUresult ls_do_cuGraphNodeGetDependencies(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUgraphNode, CUgraphNode *, size_t *);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuGraphNodeGetDependencies];
    (void)out;
    CUgraphNode hNode;
    if (ls_scalar(rd, &hNode, sizeof hNode)) return LS_BAD_FRAME;
    uint64_t dependencies_n;
    if (ls_out_req(rd, &dependencies_n)) return LS_BAD_FRAME;
    const void *numDependencies_p; uint64_t numDependencies_n;
    if (lp_get_bytes(rd, &numDependencies_p, &numDependencies_n, LP_MAX_FRAME)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_handle_ok(s, LS_H_CUgraphNode_st, (uint64_t)(uintptr_t)hNode)) return CUDA_ERROR_INVALID_HANDLE;
    if (dependencies_n != LP_NULL && ls_u64_at(numDependencies_p, numDependencies_n) > LS_MAX_GENERIC_ARGS / 8u) return CUDA_ERROR_INVALID_VALUE;
    if (dependencies_n != LP_NULL && dependencies_n != ls_u64_at(numDependencies_p, numDependencies_n) * 8u) return CUDA_ERROR_INVALID_VALUE;
    if (dependencies_n != LP_NULL && dependencies_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    if (numDependencies_p && numDependencies_n != (uint64_t)8u) return CUDA_ERROR_INVALID_VALUE;
    void *dependencies_buf = NULL;
    if (dependencies_n != LP_NULL && !(dependencies_buf = ls_zalloc(dependencies_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    void *numDependencies_buf = NULL;
    if (numDependencies_p && !(numDependencies_buf = ls_zalloc(numDependencies_n))) {
        free(dependencies_buf);
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    if (numDependencies_buf) memcpy(numDependencies_buf, numDependencies_p, (size_t)numDependencies_n);
    CUresult r = real(hNode, (CUgraphNode *)dependencies_buf, (size_t *)numDependencies_buf);
    if (r == CUDA_SUCCESS) {
        if (dependencies_buf) lp_buf_bytes(out, dependencies_buf, (size_t)dependencies_n);
        if (dependencies_buf) ls_handles_add(s, LS_H_CUgraphNode_st, dependencies_buf, (size_t)dependencies_n, ls_handle_parent(s, LS_H_CUgraphNode_st, (uint64_t)(uintptr_t)hNode));
        if (numDependencies_buf) lp_buf_bytes(out, numDependencies_buf, (size_t)numDependencies_n);
    }
    free(dependencies_buf);
    free(numDependencies_buf);
    return r;
}

static CUresult ls_do_cuGraphNodeGetDependencies_v2(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUgraphNode, CUgraphNode *, CUgraphEdgeData *, size_t *);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuGraphNodeGetDependencies_v2];
    (void)out;
    CUgraphNode hNode;
    if (ls_scalar(rd, &hNode, sizeof hNode)) return LS_BAD_FRAME;
    uint64_t dependencies_n;
    if (ls_out_req(rd, &dependencies_n)) return LS_BAD_FRAME;
    uint64_t edgeData_n;
    if (ls_out_req(rd, &edgeData_n)) return LS_BAD_FRAME;
    const void *numDependencies_p; uint64_t numDependencies_n;
    if (lp_get_bytes(rd, &numDependencies_p, &numDependencies_n, LP_MAX_FRAME)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_handle_ok(s, LS_H_CUgraphNode_st, (uint64_t)(uintptr_t)hNode)) return CUDA_ERROR_INVALID_HANDLE;
    if (dependencies_n != LP_NULL && ls_u64_at(numDependencies_p, numDependencies_n) > LS_MAX_GENERIC_ARGS / 8u) return CUDA_ERROR_INVALID_VALUE;
    if (dependencies_n != LP_NULL && dependencies_n != ls_u64_at(numDependencies_p, numDependencies_n) * 8u) return CUDA_ERROR_INVALID_VALUE;
    if (dependencies_n != LP_NULL && dependencies_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    if (edgeData_n != LP_NULL && ls_u64_at(numDependencies_p, numDependencies_n) > LS_MAX_GENERIC_ARGS / 8u) return CUDA_ERROR_INVALID_VALUE;
    if (edgeData_n != LP_NULL && edgeData_n != ls_u64_at(numDependencies_p, numDependencies_n) * 8u) return CUDA_ERROR_INVALID_VALUE;
    if (edgeData_n != LP_NULL && edgeData_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    if (numDependencies_p && numDependencies_n != (uint64_t)8u) return CUDA_ERROR_INVALID_VALUE;
    void *dependencies_buf = NULL;
    if (dependencies_n != LP_NULL && !(dependencies_buf = ls_zalloc(dependencies_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    void *edgeData_buf = NULL;
    if (edgeData_n != LP_NULL && !(edgeData_buf = ls_zalloc(edgeData_n))) {
        free(dependencies_buf);
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    void *numDependencies_buf = NULL;
    if (numDependencies_p && !(numDependencies_buf = ls_zalloc(numDependencies_n))) {
        free(dependencies_buf);
        free(edgeData_buf);
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    if (numDependencies_buf) memcpy(numDependencies_buf, numDependencies_p, (size_t)numDependencies_n);
    CUresult r = real(hNode, (CUgraphNode *)dependencies_buf, (CUgraphEdgeData *)edgeData_buf, (size_t *)numDependencies_buf);
    if (r == CUDA_SUCCESS) {
        if (dependencies_buf) lp_buf_bytes(out, dependencies_buf, (size_t)dependencies_n);
        if (dependencies_buf) ls_handles_add(s, LS_H_CUgraphNode_st, dependencies_buf, (size_t)dependencies_n, ls_handle_parent(s, LS_H_CUgraphNode_st, (uint64_t)(uintptr_t)hNode));
        if (edgeData_buf) lp_buf_bytes(out, edgeData_buf, (size_t)edgeData_n);
        if (numDependencies_buf) lp_buf_bytes(out, numDependencies_buf, (size_t)numDependencies_n);
    }
    free(dependencies_buf);
    free(edgeData_buf);
    free(numDependencies_buf);
    return r;
}

static CUresult ls_do_cuGraphNodeGetDependentNodes(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUgraphNode, CUgraphNode *, size_t *);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuGraphNodeGetDependentNodes];
    (void)out;
    CUgraphNode hNode;
    if (ls_scalar(rd, &hNode, sizeof hNode)) return LS_BAD_FRAME;
    uint64_t dependentNodes_n;
    if (ls_out_req(rd, &dependentNodes_n)) return LS_BAD_FRAME;
    const void *numDependentNodes_p; uint64_t numDependentNodes_n;
    if (lp_get_bytes(rd, &numDependentNodes_p, &numDependentNodes_n, LP_MAX_FRAME)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_handle_ok(s, LS_H_CUgraphNode_st, (uint64_t)(uintptr_t)hNode)) return CUDA_ERROR_INVALID_HANDLE;
    if (dependentNodes_n != LP_NULL && ls_u64_at(numDependentNodes_p, numDependentNodes_n) > LS_MAX_GENERIC_ARGS / 8u) return CUDA_ERROR_INVALID_VALUE;
    if (dependentNodes_n != LP_NULL && dependentNodes_n != ls_u64_at(numDependentNodes_p, numDependentNodes_n) * 8u) return CUDA_ERROR_INVALID_VALUE;
    if (dependentNodes_n != LP_NULL && dependentNodes_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    if (numDependentNodes_p && numDependentNodes_n != (uint64_t)8u) return CUDA_ERROR_INVALID_VALUE;
    void *dependentNodes_buf = NULL;
    if (dependentNodes_n != LP_NULL && !(dependentNodes_buf = ls_zalloc(dependentNodes_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    void *numDependentNodes_buf = NULL;
    if (numDependentNodes_p && !(numDependentNodes_buf = ls_zalloc(numDependentNodes_n))) {
        free(dependentNodes_buf);
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    if (numDependentNodes_buf) memcpy(numDependentNodes_buf, numDependentNodes_p, (size_t)numDependentNodes_n);
    CUresult r = real(hNode, (CUgraphNode *)dependentNodes_buf, (size_t *)numDependentNodes_buf);
    if (r == CUDA_SUCCESS) {
        if (dependentNodes_buf) lp_buf_bytes(out, dependentNodes_buf, (size_t)dependentNodes_n);
        if (dependentNodes_buf) ls_handles_add(s, LS_H_CUgraphNode_st, dependentNodes_buf, (size_t)dependentNodes_n, ls_handle_parent(s, LS_H_CUgraphNode_st, (uint64_t)(uintptr_t)hNode));
        if (numDependentNodes_buf) lp_buf_bytes(out, numDependentNodes_buf, (size_t)numDependentNodes_n);
    }
    free(dependentNodes_buf);
    free(numDependentNodes_buf);
    return r;
}

static CUresult ls_do_cuGraphNodeGetDependentNodes_v2(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUgraphNode, CUgraphNode *, CUgraphEdgeData *, size_t *);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuGraphNodeGetDependentNodes_v2];
    (void)out;
    CUgraphNode hNode;
    if (ls_scalar(rd, &hNode, sizeof hNode)) return LS_BAD_FRAME;
    uint64_t dependentNodes_n;
    if (ls_out_req(rd, &dependentNodes_n)) return LS_BAD_FRAME;
    uint64_t edgeData_n;
    if (ls_out_req(rd, &edgeData_n)) return LS_BAD_FRAME;
    const void *numDependentNodes_p; uint64_t numDependentNodes_n;
    if (lp_get_bytes(rd, &numDependentNodes_p, &numDependentNodes_n, LP_MAX_FRAME)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_handle_ok(s, LS_H_CUgraphNode_st, (uint64_t)(uintptr_t)hNode)) return CUDA_ERROR_INVALID_HANDLE;
    if (dependentNodes_n != LP_NULL && ls_u64_at(numDependentNodes_p, numDependentNodes_n) > LS_MAX_GENERIC_ARGS / 8u) return CUDA_ERROR_INVALID_VALUE;
    if (dependentNodes_n != LP_NULL && dependentNodes_n != ls_u64_at(numDependentNodes_p, numDependentNodes_n) * 8u) return CUDA_ERROR_INVALID_VALUE;
    if (dependentNodes_n != LP_NULL && dependentNodes_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    if (edgeData_n != LP_NULL && ls_u64_at(numDependentNodes_p, numDependentNodes_n) > LS_MAX_GENERIC_ARGS / 8u) return CUDA_ERROR_INVALID_VALUE;
    if (edgeData_n != LP_NULL && edgeData_n != ls_u64_at(numDependentNodes_p, numDependentNodes_n) * 8u) return CUDA_ERROR_INVALID_VALUE;
    if (edgeData_n != LP_NULL && edgeData_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    if (numDependentNodes_p && numDependentNodes_n != (uint64_t)8u) return CUDA_ERROR_INVALID_VALUE;
    void *dependentNodes_buf = NULL;
    if (dependentNodes_n != LP_NULL && !(dependentNodes_buf = ls_zalloc(dependentNodes_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    void *edgeData_buf = NULL;
    if (edgeData_n != LP_NULL && !(edgeData_buf = ls_zalloc(edgeData_n))) {
        free(dependentNodes_buf);
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    void *numDependentNodes_buf = NULL;
    if (numDependentNodes_p && !(numDependentNodes_buf = ls_zalloc(numDependentNodes_n))) {
        free(dependentNodes_buf);
        free(edgeData_buf);
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    if (numDependentNodes_buf) memcpy(numDependentNodes_buf, numDependentNodes_p, (size_t)numDependentNodes_n);
    CUresult r = real(hNode, (CUgraphNode *)dependentNodes_buf, (CUgraphEdgeData *)edgeData_buf, (size_t *)numDependentNodes_buf);
    if (r == CUDA_SUCCESS) {
        if (dependentNodes_buf) lp_buf_bytes(out, dependentNodes_buf, (size_t)dependentNodes_n);
        if (dependentNodes_buf) ls_handles_add(s, LS_H_CUgraphNode_st, dependentNodes_buf, (size_t)dependentNodes_n, ls_handle_parent(s, LS_H_CUgraphNode_st, (uint64_t)(uintptr_t)hNode));
        if (edgeData_buf) lp_buf_bytes(out, edgeData_buf, (size_t)edgeData_n);
        if (numDependentNodes_buf) lp_buf_bytes(out, numDependentNodes_buf, (size_t)numDependentNodes_n);
    }
    free(dependentNodes_buf);
    free(edgeData_buf);
    free(numDependentNodes_buf);
    return r;
}

static CUresult ls_do_cuGraphNodeGetEnabled(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUgraphExec, CUgraphNode, unsigned int *);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuGraphNodeGetEnabled];
    (void)out;
    CUgraphExec hGraphExec;
    if (ls_scalar(rd, &hGraphExec, sizeof hGraphExec)) return LS_BAD_FRAME;
    CUgraphNode hNode;
    if (ls_scalar(rd, &hNode, sizeof hNode)) return LS_BAD_FRAME;
    uint64_t isEnabled_n;
    if (ls_out_req(rd, &isEnabled_n)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_handle_ok(s, LS_H_CUgraphExec_st, (uint64_t)(uintptr_t)hGraphExec)) return CUDA_ERROR_INVALID_HANDLE;
    if (!ls_handle_ok(s, LS_H_CUgraphNode_st, (uint64_t)(uintptr_t)hNode)) return CUDA_ERROR_INVALID_HANDLE;
    if (isEnabled_n != LP_NULL && isEnabled_n != (uint64_t)4u) return CUDA_ERROR_INVALID_VALUE;
    if (isEnabled_n != LP_NULL && isEnabled_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    void *isEnabled_buf = NULL;
    if (isEnabled_n != LP_NULL && !(isEnabled_buf = ls_zalloc(isEnabled_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult checked = ls_hostcopy_check_plain(s, hNode, CUDA_ERROR_NOT_SUPPORTED);
    if (checked != CUDA_SUCCESS) {
        free(isEnabled_buf);
        return checked;
    }
    CUresult r = real(hGraphExec, hNode, (unsigned int *)isEnabled_buf);
    if (r == CUDA_SUCCESS) {
        if (isEnabled_buf) lp_buf_bytes(out, isEnabled_buf, (size_t)isEnabled_n);
    }
    free(isEnabled_buf);
    return r;
}

static CUresult ls_do_cuGraphNodeSetEnabled(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUgraphExec, CUgraphNode, unsigned int);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuGraphNodeSetEnabled];
    (void)out;
    CUgraphExec hGraphExec;
    if (ls_scalar(rd, &hGraphExec, sizeof hGraphExec)) return LS_BAD_FRAME;
    CUgraphNode hNode;
    if (ls_scalar(rd, &hNode, sizeof hNode)) return LS_BAD_FRAME;
    unsigned int isEnabled;
    if (ls_scalar(rd, &isEnabled, sizeof isEnabled)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_handle_ok(s, LS_H_CUgraphExec_st, (uint64_t)(uintptr_t)hGraphExec)) return CUDA_ERROR_INVALID_HANDLE;
    if (!ls_handle_ok(s, LS_H_CUgraphNode_st, (uint64_t)(uintptr_t)hNode)) return CUDA_ERROR_INVALID_HANDLE;
    CUresult checked = ls_hostcopy_check_plain(s, hNode, CUDA_ERROR_NOT_SUPPORTED);
    if (checked != CUDA_SUCCESS) {
        return checked;
    }
    CUresult r = real(hGraphExec, hNode, isEnabled);
    if (r == CUDA_SUCCESS) {
    }
    return r;
}

static CUresult ls_do_cuGraphRemoveDependencies(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUgraph, const CUgraphNode *, const CUgraphNode *, size_t);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuGraphRemoveDependencies];
    (void)out;
    CUgraph hGraph;
    if (ls_scalar(rd, &hGraph, sizeof hGraph)) return LS_BAD_FRAME;
    size_t numDependencies;
    if (ls_scalar(rd, &numDependencies, sizeof numDependencies)) return LS_BAD_FRAME;
    const void *from_p; uint64_t from_n;
    if (lp_get_bytes(rd, &from_p, &from_n, LP_MAX_FRAME)) return LS_BAD_FRAME;
    const void *to_p; uint64_t to_n;
    if (lp_get_bytes(rd, &to_p, &to_n, LP_MAX_FRAME)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_handle_ok(s, LS_H_CUgraph_st, (uint64_t)(uintptr_t)hGraph)) return CUDA_ERROR_INVALID_HANDLE;
    if (from_p && (uint64_t)(numDependencies) > LS_MAX_GENERIC_ARGS / 8u) return CUDA_ERROR_INVALID_VALUE;
    if (!from_p && (uint64_t)(numDependencies) != 0) return CUDA_ERROR_INVALID_VALUE;
    if (from_p && from_n != (uint64_t)(numDependencies) * 8u) return CUDA_ERROR_INVALID_VALUE;
    if (from_p && !ls_handle_array_ok(s, LS_H_CUgraphNode_st, from_p, from_n)) return CUDA_ERROR_INVALID_HANDLE;
    if (to_p && (uint64_t)(numDependencies) > LS_MAX_GENERIC_ARGS / 8u) return CUDA_ERROR_INVALID_VALUE;
    if (!to_p && (uint64_t)(numDependencies) != 0) return CUDA_ERROR_INVALID_VALUE;
    if (to_p && to_n != (uint64_t)(numDependencies) * 8u) return CUDA_ERROR_INVALID_VALUE;
    if (to_p && !ls_handle_array_ok(s, LS_H_CUgraphNode_st, to_p, to_n)) return CUDA_ERROR_INVALID_HANDLE;
    CUresult r = real(hGraph, (const CUgraphNode *)from_p, (const CUgraphNode *)to_p, numDependencies);
    if (r == CUDA_SUCCESS) {
    }
    return r;
}

static CUresult ls_do_cuGraphRemoveDependencies_v2(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUgraph, const CUgraphNode *, const CUgraphNode *, const CUgraphEdgeData *, size_t);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuGraphRemoveDependencies_v2];
    (void)out;
    CUgraph hGraph;
    if (ls_scalar(rd, &hGraph, sizeof hGraph)) return LS_BAD_FRAME;
    size_t numDependencies;
    if (ls_scalar(rd, &numDependencies, sizeof numDependencies)) return LS_BAD_FRAME;
    const void *from_p; uint64_t from_n;
    if (lp_get_bytes(rd, &from_p, &from_n, LP_MAX_FRAME)) return LS_BAD_FRAME;
    const void *to_p; uint64_t to_n;
    if (lp_get_bytes(rd, &to_p, &to_n, LP_MAX_FRAME)) return LS_BAD_FRAME;
    const void *edgeData_p; uint64_t edgeData_n;
    if (lp_get_bytes(rd, &edgeData_p, &edgeData_n, LP_MAX_FRAME)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_handle_ok(s, LS_H_CUgraph_st, (uint64_t)(uintptr_t)hGraph)) return CUDA_ERROR_INVALID_HANDLE;
    if (from_p && (uint64_t)(numDependencies) > LS_MAX_GENERIC_ARGS / 8u) return CUDA_ERROR_INVALID_VALUE;
    if (!from_p && (uint64_t)(numDependencies) != 0) return CUDA_ERROR_INVALID_VALUE;
    if (from_p && from_n != (uint64_t)(numDependencies) * 8u) return CUDA_ERROR_INVALID_VALUE;
    if (from_p && !ls_handle_array_ok(s, LS_H_CUgraphNode_st, from_p, from_n)) return CUDA_ERROR_INVALID_HANDLE;
    if (to_p && (uint64_t)(numDependencies) > LS_MAX_GENERIC_ARGS / 8u) return CUDA_ERROR_INVALID_VALUE;
    if (!to_p && (uint64_t)(numDependencies) != 0) return CUDA_ERROR_INVALID_VALUE;
    if (to_p && to_n != (uint64_t)(numDependencies) * 8u) return CUDA_ERROR_INVALID_VALUE;
    if (to_p && !ls_handle_array_ok(s, LS_H_CUgraphNode_st, to_p, to_n)) return CUDA_ERROR_INVALID_HANDLE;
    if (edgeData_p && (uint64_t)(numDependencies) > LS_MAX_GENERIC_ARGS / 8u) return CUDA_ERROR_INVALID_VALUE;
    if (edgeData_p && edgeData_n != (uint64_t)(numDependencies) * 8u) return CUDA_ERROR_INVALID_VALUE;
    CUresult r = real(hGraph, (const CUgraphNode *)from_p, (const CUgraphNode *)to_p, (const CUgraphEdgeData *)edgeData_p, numDependencies);
    if (r == CUDA_SUCCESS) {
    }
    return r;
}

static CUresult ls_do_cuGraphUpload(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUgraphExec, CUstream);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuGraphUpload];
    (void)out;
    CUgraphExec hGraph;
    if (ls_scalar(rd, &hGraph, sizeof hGraph)) return LS_BAD_FRAME;
    CUstream hStream;
    if (ls_scalar(rd, &hStream, sizeof hStream)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_handle_ok(s, LS_H_CUgraphExec_st, (uint64_t)(uintptr_t)hGraph)) return CUDA_ERROR_INVALID_HANDLE;
    if (!ls_handle_ok(s, LS_H_CUstream_st, (uint64_t)(uintptr_t)hStream)) return CUDA_ERROR_INVALID_HANDLE;
    CUresult r = real(hGraph, hStream);
    if (r == CUDA_SUCCESS) {
    }
    return r;
}

static CUresult ls_do_cuGraphUpload_ptsz(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUgraphExec, CUstream);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuGraphUpload_ptsz];
    (void)out;
    CUgraphExec hGraphExec;
    if (ls_scalar(rd, &hGraphExec, sizeof hGraphExec)) return LS_BAD_FRAME;
    CUstream hStream;
    if (ls_scalar(rd, &hStream, sizeof hStream)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_handle_ok(s, LS_H_CUgraphExec_st, (uint64_t)(uintptr_t)hGraphExec)) return CUDA_ERROR_INVALID_HANDLE;
    if (!ls_handle_ok(s, LS_H_CUstream_st, (uint64_t)(uintptr_t)hStream)) return CUDA_ERROR_INVALID_HANDLE;
    CUresult r = real(hGraphExec, hStream);
    if (r == CUDA_SUCCESS) {
    }
    return r;
}

static CUresult ls_do_cuGreenCtxCreate(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUgreenCtx *, CUdevResourceDesc, CUdevice, unsigned int);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuGreenCtxCreate];
    (void)out;
    uint64_t phCtx_n;
    if (ls_out_req(rd, &phCtx_n)) return LS_BAD_FRAME;
    CUdevResourceDesc desc;
    if (ls_scalar(rd, &desc, sizeof desc)) return LS_BAD_FRAME;
    CUdevice dev;
    if (ls_scalar(rd, &dev, sizeof dev)) return LS_BAD_FRAME;
    unsigned int flags;
    if (ls_scalar(rd, &flags, sizeof flags)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (phCtx_n != LP_NULL && phCtx_n != (uint64_t)8u) return CUDA_ERROR_INVALID_VALUE;
    if (phCtx_n != LP_NULL && phCtx_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    if (!ls_handle_ok(s, LS_H_CUdevResourceDesc_st, (uint64_t)(uintptr_t)desc)) return CUDA_ERROR_INVALID_HANDLE;
    void *phCtx_buf = NULL;
    if (phCtx_n != LP_NULL && !(phCtx_buf = ls_zalloc(phCtx_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult r = real((CUgreenCtx *)phCtx_buf, desc, dev, flags);
    if (r == CUDA_SUCCESS) {
        if (phCtx_buf) lp_buf_bytes(out, phCtx_buf, (size_t)phCtx_n);
        if (phCtx_buf) ls_handles_add(s, LS_H_CUgreenCtx_st, phCtx_buf, (size_t)phCtx_n, 0);
    }
    free(phCtx_buf);
    return r;
}

static CUresult ls_do_cuGreenCtxDestroy(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUgreenCtx);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuGreenCtxDestroy];
    (void)out;
    CUgreenCtx hCtx;
    if (ls_scalar(rd, &hCtx, sizeof hCtx)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_handle_ok(s, LS_H_CUgreenCtx_st, (uint64_t)(uintptr_t)hCtx)) return CUDA_ERROR_INVALID_CONTEXT;
    CUresult r = real(hCtx);
    if (r == CUDA_SUCCESS) {
        ls_handle_del(s, LS_H_CUgreenCtx_st, (uint64_t)(uintptr_t)hCtx);
    }
    return r;
}

static CUresult ls_do_cuGreenCtxGetDevResource(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUgreenCtx, CUdevResource *, CUdevResourceType);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuGreenCtxGetDevResource];
    (void)out;
    CUgreenCtx hCtx;
    if (ls_scalar(rd, &hCtx, sizeof hCtx)) return LS_BAD_FRAME;
    uint64_t resource_n;
    if (ls_out_req(rd, &resource_n)) return LS_BAD_FRAME;
    CUdevResourceType type;
    if (ls_scalar(rd, &type, sizeof type)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_handle_ok(s, LS_H_CUgreenCtx_st, (uint64_t)(uintptr_t)hCtx)) return CUDA_ERROR_INVALID_CONTEXT;
    if (resource_n != LP_NULL && resource_n != (uint64_t)144u) return CUDA_ERROR_INVALID_VALUE;
    if (resource_n != LP_NULL && resource_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    void *resource_buf = NULL;
    if (resource_n != LP_NULL && !(resource_buf = ls_zalloc(resource_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult r = real(hCtx, (CUdevResource *)resource_buf, type);
    if (r == CUDA_SUCCESS) {
        if (resource_buf) lp_buf_bytes(out, resource_buf, (size_t)resource_n);
    }
    free(resource_buf);
    return r;
}

static CUresult ls_do_cuGreenCtxGetId(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUgreenCtx, unsigned long long *);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuGreenCtxGetId];
    (void)out;
    CUgreenCtx greenCtx;
    if (ls_scalar(rd, &greenCtx, sizeof greenCtx)) return LS_BAD_FRAME;
    uint64_t greenCtxId_n;
    if (ls_out_req(rd, &greenCtxId_n)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_handle_ok(s, LS_H_CUgreenCtx_st, (uint64_t)(uintptr_t)greenCtx)) return CUDA_ERROR_INVALID_CONTEXT;
    if (greenCtxId_n != LP_NULL && greenCtxId_n != (uint64_t)8u) return CUDA_ERROR_INVALID_VALUE;
    if (greenCtxId_n != LP_NULL && greenCtxId_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    void *greenCtxId_buf = NULL;
    if (greenCtxId_n != LP_NULL && !(greenCtxId_buf = ls_zalloc(greenCtxId_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult r = real(greenCtx, (unsigned long long *)greenCtxId_buf);
    if (r == CUDA_SUCCESS) {
        if (greenCtxId_buf) lp_buf_bytes(out, greenCtxId_buf, (size_t)greenCtxId_n);
    }
    free(greenCtxId_buf);
    return r;
}

static CUresult ls_do_cuGreenCtxRecordEvent(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUgreenCtx, CUevent);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuGreenCtxRecordEvent];
    (void)out;
    CUgreenCtx hCtx;
    if (ls_scalar(rd, &hCtx, sizeof hCtx)) return LS_BAD_FRAME;
    CUevent hEvent;
    if (ls_scalar(rd, &hEvent, sizeof hEvent)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_handle_ok(s, LS_H_CUgreenCtx_st, (uint64_t)(uintptr_t)hCtx)) return CUDA_ERROR_INVALID_CONTEXT;
    if (!ls_handle_ok(s, LS_H_CUevent_st, (uint64_t)(uintptr_t)hEvent)) return CUDA_ERROR_INVALID_HANDLE;
    CUresult r = real(hCtx, hEvent);
    if (r == CUDA_SUCCESS) {
    }
    return r;
}

static CUresult ls_do_cuGreenCtxStreamCreate(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUstream *, CUgreenCtx, unsigned int, int);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuGreenCtxStreamCreate];
    (void)out;
    uint64_t phStream_n;
    if (ls_out_req(rd, &phStream_n)) return LS_BAD_FRAME;
    CUgreenCtx greenCtx;
    if (ls_scalar(rd, &greenCtx, sizeof greenCtx)) return LS_BAD_FRAME;
    unsigned int flags;
    if (ls_scalar(rd, &flags, sizeof flags)) return LS_BAD_FRAME;
    int priority;
    if (ls_scalar(rd, &priority, sizeof priority)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (phStream_n != LP_NULL && phStream_n != (uint64_t)8u) return CUDA_ERROR_INVALID_VALUE;
    if (phStream_n != LP_NULL && phStream_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    if (!ls_handle_ok(s, LS_H_CUgreenCtx_st, (uint64_t)(uintptr_t)greenCtx)) return CUDA_ERROR_INVALID_CONTEXT;
    void *phStream_buf = NULL;
    if (phStream_n != LP_NULL && !(phStream_buf = ls_zalloc(phStream_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult r = real((CUstream *)phStream_buf, greenCtx, flags, priority);
    if (r == CUDA_SUCCESS) {
        if (phStream_buf) lp_buf_bytes(out, phStream_buf, (size_t)phStream_n);
        if (phStream_buf) ls_handles_add(s, LS_H_CUstream_st, phStream_buf, (size_t)phStream_n, 0);
    }
    free(phStream_buf);
    return r;
}

static CUresult ls_do_cuGreenCtxWaitEvent(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUgreenCtx, CUevent);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuGreenCtxWaitEvent];
    (void)out;
    CUgreenCtx hCtx;
    if (ls_scalar(rd, &hCtx, sizeof hCtx)) return LS_BAD_FRAME;
    CUevent hEvent;
    if (ls_scalar(rd, &hEvent, sizeof hEvent)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_handle_ok(s, LS_H_CUgreenCtx_st, (uint64_t)(uintptr_t)hCtx)) return CUDA_ERROR_INVALID_CONTEXT;
    if (!ls_handle_ok(s, LS_H_CUevent_st, (uint64_t)(uintptr_t)hEvent)) return CUDA_ERROR_INVALID_HANDLE;
    CUresult r = real(hCtx, hEvent);
    if (r == CUDA_SUCCESS) {
    }
    return r;
}

static CUresult ls_do_cuInit(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(unsigned int);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuInit];
    (void)out;
    unsigned int Flags;
    if (ls_scalar(rd, &Flags, sizeof Flags)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    CUresult r = real(Flags);
    if (r == CUDA_SUCCESS) {
    }
    return r;
}

static CUresult ls_do_cuIpcCloseMemHandle(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUdeviceptr);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuIpcCloseMemHandle];
    (void)out;
    CUdeviceptr dptr;
    if (ls_scalar(rd, &dptr, sizeof dptr)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    CUresult r = real(dptr);
    if (r == CUDA_SUCCESS) {
        ls_range_remove(s, (uint64_t)dptr);
    }
    return r;
}

static CUresult ls_do_cuIpcGetEventHandle(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUipcEventHandle *, CUevent);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuIpcGetEventHandle];
    (void)out;
    uint64_t pHandle_n;
    if (ls_out_req(rd, &pHandle_n)) return LS_BAD_FRAME;
    CUevent event;
    if (ls_scalar(rd, &event, sizeof event)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (pHandle_n != LP_NULL && pHandle_n != (uint64_t)64u) return CUDA_ERROR_INVALID_VALUE;
    if (pHandle_n != LP_NULL && pHandle_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    if (!ls_handle_ok(s, LS_H_CUevent_st, (uint64_t)(uintptr_t)event)) return CUDA_ERROR_INVALID_HANDLE;
    void *pHandle_buf = NULL;
    if (pHandle_n != LP_NULL && !(pHandle_buf = ls_zalloc(pHandle_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult r = real((CUipcEventHandle *)pHandle_buf, event);
    if (r == CUDA_SUCCESS) {
        if (pHandle_buf) lp_buf_bytes(out, pHandle_buf, (size_t)pHandle_n);
    }
    free(pHandle_buf);
    return r;
}

static CUresult ls_do_cuIpcGetMemHandle(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUipcMemHandle *, CUdeviceptr);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuIpcGetMemHandle];
    (void)out;
    uint64_t pHandle_n;
    if (ls_out_req(rd, &pHandle_n)) return LS_BAD_FRAME;
    CUdeviceptr dptr;
    if (ls_scalar(rd, &dptr, sizeof dptr)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (pHandle_n != LP_NULL && pHandle_n != (uint64_t)64u) return CUDA_ERROR_INVALID_VALUE;
    if (pHandle_n != LP_NULL && pHandle_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    void *pHandle_buf = NULL;
    if (pHandle_n != LP_NULL && !(pHandle_buf = ls_zalloc(pHandle_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult checked = ls_devptr_ok(s, (uint64_t)dptr, 0) ? CUDA_SUCCESS : CUDA_ERROR_INVALID_VALUE;
    if (checked != CUDA_SUCCESS) {
        free(pHandle_buf);
        return checked;
    }
    CUresult r = real((CUipcMemHandle *)pHandle_buf, dptr);
    if (r == CUDA_SUCCESS) {
        if (pHandle_buf) lp_buf_bytes(out, pHandle_buf, (size_t)pHandle_n);
    }
    free(pHandle_buf);
    return r;
}

static CUresult ls_do_cuIpcOpenEventHandle(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUevent *, CUipcEventHandle);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuIpcOpenEventHandle];
    (void)out;
    uint64_t phEvent_n;
    if (ls_out_req(rd, &phEvent_n)) return LS_BAD_FRAME;
    CUipcEventHandle handle;
    if (ls_scalar(rd, &handle, sizeof handle)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (phEvent_n != LP_NULL && phEvent_n != (uint64_t)8u) return CUDA_ERROR_INVALID_VALUE;
    if (phEvent_n != LP_NULL && phEvent_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    void *phEvent_buf = NULL;
    if (phEvent_n != LP_NULL && !(phEvent_buf = ls_zalloc(phEvent_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult r = real((CUevent *)phEvent_buf, handle);
    if (r == CUDA_SUCCESS) {
        if (phEvent_buf) lp_buf_bytes(out, phEvent_buf, (size_t)phEvent_n);
        if (phEvent_buf) ls_handles_add(s, LS_H_CUevent_st, phEvent_buf, (size_t)phEvent_n, 0);
    }
    free(phEvent_buf);
    return r;
}

static CUresult ls_do_cuIpcOpenMemHandle_v2(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUdeviceptr *, CUipcMemHandle, unsigned int);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuIpcOpenMemHandle_v2];
    (void)out;
    uint64_t pdptr_n;
    if (ls_out_req(rd, &pdptr_n)) return LS_BAD_FRAME;
    CUipcMemHandle handle;
    if (ls_scalar(rd, &handle, sizeof handle)) return LS_BAD_FRAME;
    unsigned int Flags;
    if (ls_scalar(rd, &Flags, sizeof Flags)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (pdptr_n != LP_NULL && pdptr_n != (uint64_t)8u) return CUDA_ERROR_INVALID_VALUE;
    if (pdptr_n != LP_NULL && pdptr_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    void *pdptr_buf = NULL;
    if (pdptr_n != LP_NULL && !(pdptr_buf = ls_zalloc(pdptr_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult r = real((CUdeviceptr *)pdptr_buf, handle, Flags);
    if (r == CUDA_SUCCESS) {
        if (pdptr_buf) lp_buf_bytes(out, pdptr_buf, (size_t)pdptr_n);
        if (pdptr_buf) ls_range_add_queried(s, *(uint64_t *)pdptr_buf);
    }
    free(pdptr_buf);
    return r;
}

static CUresult ls_do_cuKernelGetAttribute(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(int *, CUfunction_attribute, CUkernel, CUdevice);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuKernelGetAttribute];
    (void)out;
    uint64_t pi_n;
    if (ls_out_req(rd, &pi_n)) return LS_BAD_FRAME;
    CUfunction_attribute attrib;
    if (ls_scalar(rd, &attrib, sizeof attrib)) return LS_BAD_FRAME;
    CUkernel kernel;
    if (ls_scalar(rd, &kernel, sizeof kernel)) return LS_BAD_FRAME;
    CUdevice dev;
    if (ls_scalar(rd, &dev, sizeof dev)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (pi_n != LP_NULL && pi_n != (uint64_t)4u) return CUDA_ERROR_INVALID_VALUE;
    if (pi_n != LP_NULL && pi_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    if (!ls_handle_ok(s, LS_H_CUkern_st, (uint64_t)(uintptr_t)kernel)) return CUDA_ERROR_INVALID_HANDLE;
    void *pi_buf = NULL;
    if (pi_n != LP_NULL && !(pi_buf = ls_zalloc(pi_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult r = real((int *)pi_buf, attrib, kernel, dev);
    if (r == CUDA_SUCCESS) {
        if (pi_buf) lp_buf_bytes(out, pi_buf, (size_t)pi_n);
    }
    free(pi_buf);
    return r;
}

static CUresult ls_do_cuKernelGetFunction(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUfunction *, CUkernel);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuKernelGetFunction];
    (void)out;
    uint64_t pFunc_n;
    if (ls_out_req(rd, &pFunc_n)) return LS_BAD_FRAME;
    CUkernel kernel;
    if (ls_scalar(rd, &kernel, sizeof kernel)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (pFunc_n != LP_NULL && pFunc_n != (uint64_t)8u) return CUDA_ERROR_INVALID_VALUE;
    if (pFunc_n != LP_NULL && pFunc_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    if (!ls_handle_ok(s, LS_H_CUkern_st, (uint64_t)(uintptr_t)kernel)) return CUDA_ERROR_INVALID_HANDLE;
    void *pFunc_buf = NULL;
    if (pFunc_n != LP_NULL && !(pFunc_buf = ls_zalloc(pFunc_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult r = real((CUfunction *)pFunc_buf, kernel);
    if (r == CUDA_SUCCESS) {
        if (pFunc_buf) lp_buf_bytes(out, pFunc_buf, (size_t)pFunc_n);
        if (pFunc_buf) ls_handles_add(s, LS_H_CUfunc_st, pFunc_buf, (size_t)pFunc_n, 0);
    }
    free(pFunc_buf);
    return r;
}

static CUresult ls_do_cuKernelGetLibrary(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUlibrary *, CUkernel);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuKernelGetLibrary];
    (void)out;
    uint64_t pLib_n;
    if (ls_out_req(rd, &pLib_n)) return LS_BAD_FRAME;
    CUkernel kernel;
    if (ls_scalar(rd, &kernel, sizeof kernel)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (pLib_n != LP_NULL && pLib_n != (uint64_t)8u) return CUDA_ERROR_INVALID_VALUE;
    if (pLib_n != LP_NULL && pLib_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    if (!ls_handle_ok(s, LS_H_CUkern_st, (uint64_t)(uintptr_t)kernel)) return CUDA_ERROR_INVALID_HANDLE;
    void *pLib_buf = NULL;
    if (pLib_n != LP_NULL && !(pLib_buf = ls_zalloc(pLib_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult r = real((CUlibrary *)pLib_buf, kernel);
    if (r == CUDA_SUCCESS) {
        if (pLib_buf) lp_buf_bytes(out, pLib_buf, (size_t)pLib_n);
        if (pLib_buf) ls_handles_add(s, LS_H_CUlib_st, pLib_buf, (size_t)pLib_n, 0);
    }
    free(pLib_buf);
    return r;
}

static CUresult ls_do_cuKernelGetName(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(const char **, CUkernel);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuKernelGetName];
    (void)out;
    uint64_t name_n;
    if (ls_out_req(rd, &name_n)) return LS_BAD_FRAME;
    CUkernel hfunc;
    if (ls_scalar(rd, &hfunc, sizeof hfunc)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_handle_ok(s, LS_H_CUkern_st, (uint64_t)(uintptr_t)hfunc)) return CUDA_ERROR_INVALID_HANDLE;
    const char *name_str = NULL;
    CUresult r = real(name_n == LP_NULL ? NULL : &name_str, hfunc);
    if (r == CUDA_SUCCESS) {
        if (name_n != LP_NULL) ls_reply_string(out, name_str);
    }
    return r;
}

static CUresult ls_do_cuKernelGetParamInfo(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUkernel, size_t, size_t *, size_t *);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuKernelGetParamInfo];
    (void)out;
    CUkernel kernel;
    if (ls_scalar(rd, &kernel, sizeof kernel)) return LS_BAD_FRAME;
    size_t paramIndex;
    if (ls_scalar(rd, &paramIndex, sizeof paramIndex)) return LS_BAD_FRAME;
    uint64_t paramOffset_n;
    if (ls_out_req(rd, &paramOffset_n)) return LS_BAD_FRAME;
    uint64_t paramSize_n;
    if (ls_out_req(rd, &paramSize_n)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_handle_ok(s, LS_H_CUkern_st, (uint64_t)(uintptr_t)kernel)) return CUDA_ERROR_INVALID_HANDLE;
    if (paramOffset_n != LP_NULL && paramOffset_n != (uint64_t)8u) return CUDA_ERROR_INVALID_VALUE;
    if (paramOffset_n != LP_NULL && paramOffset_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    if (paramSize_n != LP_NULL && paramSize_n != (uint64_t)8u) return CUDA_ERROR_INVALID_VALUE;
    if (paramSize_n != LP_NULL && paramSize_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    void *paramOffset_buf = NULL;
    if (paramOffset_n != LP_NULL && !(paramOffset_buf = ls_zalloc(paramOffset_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    void *paramSize_buf = NULL;
    if (paramSize_n != LP_NULL && !(paramSize_buf = ls_zalloc(paramSize_n))) {
        free(paramOffset_buf);
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult r = real(kernel, paramIndex, (size_t *)paramOffset_buf, (size_t *)paramSize_buf);
    if (r == CUDA_SUCCESS) {
        if (paramOffset_buf) lp_buf_bytes(out, paramOffset_buf, (size_t)paramOffset_n);
        if (paramSize_buf) lp_buf_bytes(out, paramSize_buf, (size_t)paramSize_n);
    }
    free(paramOffset_buf);
    free(paramSize_buf);
    return r;
}

static CUresult ls_do_cuKernelSetAttribute(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUfunction_attribute, int, CUkernel, CUdevice);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuKernelSetAttribute];
    (void)out;
    CUfunction_attribute attrib;
    if (ls_scalar(rd, &attrib, sizeof attrib)) return LS_BAD_FRAME;
    int val;
    if (ls_scalar(rd, &val, sizeof val)) return LS_BAD_FRAME;
    CUkernel kernel;
    if (ls_scalar(rd, &kernel, sizeof kernel)) return LS_BAD_FRAME;
    CUdevice dev;
    if (ls_scalar(rd, &dev, sizeof dev)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_handle_ok(s, LS_H_CUkern_st, (uint64_t)(uintptr_t)kernel)) return CUDA_ERROR_INVALID_HANDLE;
    CUresult r = real(attrib, val, kernel, dev);
    if (r == CUDA_SUCCESS) {
    }
    return r;
}

static CUresult ls_do_cuKernelSetCacheConfig(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUkernel, CUfunc_cache, CUdevice);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuKernelSetCacheConfig];
    (void)out;
    CUkernel kernel;
    if (ls_scalar(rd, &kernel, sizeof kernel)) return LS_BAD_FRAME;
    CUfunc_cache config;
    if (ls_scalar(rd, &config, sizeof config)) return LS_BAD_FRAME;
    CUdevice dev;
    if (ls_scalar(rd, &dev, sizeof dev)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_handle_ok(s, LS_H_CUkern_st, (uint64_t)(uintptr_t)kernel)) return CUDA_ERROR_INVALID_HANDLE;
    CUresult r = real(kernel, config, dev);
    if (r == CUDA_SUCCESS) {
    }
    return r;
}

static CUresult ls_do_cuLibraryEnumerateKernels(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUkernel *, unsigned int, CUlibrary);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuLibraryEnumerateKernels];
    (void)out;
    uint64_t kernels_n;
    if (ls_out_req(rd, &kernels_n)) return LS_BAD_FRAME;
    unsigned int numKernels;
    if (ls_scalar(rd, &numKernels, sizeof numKernels)) return LS_BAD_FRAME;
    CUlibrary lib;
    if (ls_scalar(rd, &lib, sizeof lib)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (kernels_n != LP_NULL && (uint64_t)(numKernels) > LS_MAX_GENERIC_ARGS / 8u) return CUDA_ERROR_INVALID_VALUE;
    if (kernels_n != LP_NULL && kernels_n != (uint64_t)(numKernels) * 8u) return CUDA_ERROR_INVALID_VALUE;
    if (kernels_n != LP_NULL && kernels_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    if (!ls_handle_ok(s, LS_H_CUlib_st, (uint64_t)(uintptr_t)lib)) return CUDA_ERROR_INVALID_HANDLE;
    void *kernels_buf = NULL;
    if (kernels_n != LP_NULL && !(kernels_buf = ls_zalloc(kernels_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult r = real((CUkernel *)kernels_buf, numKernels, lib);
    if (r == CUDA_SUCCESS) {
        if (kernels_buf) lp_buf_bytes(out, kernels_buf, (size_t)kernels_n);
        if (kernels_buf) ls_handles_add(s, LS_H_CUkern_st, kernels_buf, (size_t)kernels_n, (uint64_t)(uintptr_t)lib);
    }
    free(kernels_buf);
    return r;
}

static CUresult ls_do_cuLibraryGetGlobal(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUdeviceptr *, size_t *, CUlibrary, const char *);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuLibraryGetGlobal];
    (void)out;
    uint64_t dptr_n;
    if (ls_out_req(rd, &dptr_n)) return LS_BAD_FRAME;
    uint64_t bytes_n;
    if (ls_out_req(rd, &bytes_n)) return LS_BAD_FRAME;
    CUlibrary library;
    if (ls_scalar(rd, &library, sizeof library)) return LS_BAD_FRAME;
    const void *name_p; uint64_t name_n;
    if (lp_get_bytes(rd, &name_p, &name_n, LP_MAX_FRAME)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (dptr_n != LP_NULL && dptr_n != (uint64_t)8u) return CUDA_ERROR_INVALID_VALUE;
    if (dptr_n != LP_NULL && dptr_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    if (bytes_n != LP_NULL && bytes_n != (uint64_t)8u) return CUDA_ERROR_INVALID_VALUE;
    if (bytes_n != LP_NULL && bytes_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    if (!ls_handle_ok(s, LS_H_CUlib_st, (uint64_t)(uintptr_t)library)) return CUDA_ERROR_INVALID_HANDLE;
    if (name_p && (name_n == 0 || ((const char *)name_p)[name_n - 1] != 0)) return CUDA_ERROR_INVALID_VALUE;
    void *dptr_buf = NULL;
    if (dptr_n != LP_NULL && !(dptr_buf = ls_zalloc(dptr_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    void *bytes_buf = NULL;
    if (bytes_n != LP_NULL && !(bytes_buf = ls_zalloc(bytes_n))) {
        free(dptr_buf);
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult r = real((CUdeviceptr *)dptr_buf, (size_t *)bytes_buf, library, (const char *)name_p);
    if (r == CUDA_SUCCESS) {
        if (dptr_buf) lp_buf_bytes(out, dptr_buf, (size_t)dptr_n);
        if (bytes_buf) lp_buf_bytes(out, bytes_buf, (size_t)bytes_n);
        if (dptr_buf && bytes_buf) ls_range_add(s, *(uint64_t *)dptr_buf, (uint64_t)*(size_t *)bytes_buf);
        else if (dptr_buf) ls_range_add_queried(s, *(uint64_t *)dptr_buf);
    }
    free(dptr_buf);
    free(bytes_buf);
    return r;
}

static CUresult ls_do_cuLibraryGetKernel(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUkernel *, CUlibrary, const char *);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuLibraryGetKernel];
    (void)out;
    uint64_t pKernel_n;
    if (ls_out_req(rd, &pKernel_n)) return LS_BAD_FRAME;
    CUlibrary library;
    if (ls_scalar(rd, &library, sizeof library)) return LS_BAD_FRAME;
    const void *name_p; uint64_t name_n;
    if (lp_get_bytes(rd, &name_p, &name_n, LP_MAX_FRAME)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (pKernel_n != LP_NULL && pKernel_n != (uint64_t)8u) return CUDA_ERROR_INVALID_VALUE;
    if (pKernel_n != LP_NULL && pKernel_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    if (!ls_handle_ok(s, LS_H_CUlib_st, (uint64_t)(uintptr_t)library)) return CUDA_ERROR_INVALID_HANDLE;
    if (name_p && (name_n == 0 || ((const char *)name_p)[name_n - 1] != 0)) return CUDA_ERROR_INVALID_VALUE;
    void *pKernel_buf = NULL;
    if (pKernel_n != LP_NULL && !(pKernel_buf = ls_zalloc(pKernel_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult r = real((CUkernel *)pKernel_buf, library, (const char *)name_p);
    if (r == CUDA_SUCCESS) {
        if (pKernel_buf) lp_buf_bytes(out, pKernel_buf, (size_t)pKernel_n);
        if (pKernel_buf) ls_handles_add(s, LS_H_CUkern_st, pKernel_buf, (size_t)pKernel_n, (uint64_t)(uintptr_t)library);
    }
    free(pKernel_buf);
    return r;
}

static CUresult ls_do_cuLibraryGetKernelCount(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(unsigned int *, CUlibrary);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuLibraryGetKernelCount];
    (void)out;
    uint64_t count_n;
    if (ls_out_req(rd, &count_n)) return LS_BAD_FRAME;
    CUlibrary lib;
    if (ls_scalar(rd, &lib, sizeof lib)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (count_n != LP_NULL && count_n != (uint64_t)4u) return CUDA_ERROR_INVALID_VALUE;
    if (count_n != LP_NULL && count_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    if (!ls_handle_ok(s, LS_H_CUlib_st, (uint64_t)(uintptr_t)lib)) return CUDA_ERROR_INVALID_HANDLE;
    void *count_buf = NULL;
    if (count_n != LP_NULL && !(count_buf = ls_zalloc(count_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult r = real((unsigned int *)count_buf, lib);
    if (r == CUDA_SUCCESS) {
        if (count_buf) lp_buf_bytes(out, count_buf, (size_t)count_n);
    }
    free(count_buf);
    return r;
}

static CUresult ls_do_cuLibraryGetModule(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUmodule *, CUlibrary);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuLibraryGetModule];
    (void)out;
    uint64_t pMod_n;
    if (ls_out_req(rd, &pMod_n)) return LS_BAD_FRAME;
    CUlibrary library;
    if (ls_scalar(rd, &library, sizeof library)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (pMod_n != LP_NULL && pMod_n != (uint64_t)8u) return CUDA_ERROR_INVALID_VALUE;
    if (pMod_n != LP_NULL && pMod_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    if (!ls_handle_ok(s, LS_H_CUlib_st, (uint64_t)(uintptr_t)library)) return CUDA_ERROR_INVALID_HANDLE;
    void *pMod_buf = NULL;
    if (pMod_n != LP_NULL && !(pMod_buf = ls_zalloc(pMod_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult r = real((CUmodule *)pMod_buf, library);
    if (r == CUDA_SUCCESS) {
        if (pMod_buf) lp_buf_bytes(out, pMod_buf, (size_t)pMod_n);
        if (pMod_buf) ls_handles_add(s, LS_H_CUmod_st, pMod_buf, (size_t)pMod_n, 0);
    }
    free(pMod_buf);
    return r;
}

static CUresult ls_do_cuLibraryUnload(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUlibrary);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuLibraryUnload];
    (void)out;
    CUlibrary library;
    if (ls_scalar(rd, &library, sizeof library)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_handle_ok(s, LS_H_CUlib_st, (uint64_t)(uintptr_t)library)) return CUDA_ERROR_INVALID_HANDLE;
    CUresult r = real(library);
    if (r == CUDA_SUCCESS) {
        ls_handle_del(s, LS_H_CUlib_st, (uint64_t)(uintptr_t)library);
    }
    return r;
}

static CUresult ls_do_cuMemAddressFree(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUdeviceptr, size_t);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuMemAddressFree];
    (void)out;
    CUdeviceptr ptr;
    if (ls_scalar(rd, &ptr, sizeof ptr)) return LS_BAD_FRAME;
    size_t size;
    if (ls_scalar(rd, &size, sizeof size)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    CUresult r = real(ptr, size);
    if (r == CUDA_SUCCESS) {
    }
    return r;
}

static CUresult ls_do_cuMemAddressReserve(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUdeviceptr *, size_t, size_t, CUdeviceptr, unsigned long long);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuMemAddressReserve];
    (void)out;
    uint64_t ptr_n;
    if (ls_out_req(rd, &ptr_n)) return LS_BAD_FRAME;
    size_t size;
    if (ls_scalar(rd, &size, sizeof size)) return LS_BAD_FRAME;
    size_t alignment;
    if (ls_scalar(rd, &alignment, sizeof alignment)) return LS_BAD_FRAME;
    CUdeviceptr addr;
    if (ls_scalar(rd, &addr, sizeof addr)) return LS_BAD_FRAME;
    unsigned long long flags;
    if (ls_scalar(rd, &flags, sizeof flags)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (ptr_n != LP_NULL && ptr_n != (uint64_t)8u) return CUDA_ERROR_INVALID_VALUE;
    if (ptr_n != LP_NULL && ptr_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    void *ptr_buf = NULL;
    if (ptr_n != LP_NULL && !(ptr_buf = ls_zalloc(ptr_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult r = real((CUdeviceptr *)ptr_buf, size, alignment, addr, flags);
    if (r == CUDA_SUCCESS) {
        if (ptr_buf) lp_buf_bytes(out, ptr_buf, (size_t)ptr_n);
    }
    free(ptr_buf);
    return r;
}

static CUresult ls_do_cuMemAllocAsync(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUdeviceptr *, size_t, CUstream);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuMemAllocAsync];
    (void)out;
    uint64_t dptr_n;
    if (ls_out_req(rd, &dptr_n)) return LS_BAD_FRAME;
    size_t bytesize;
    if (ls_scalar(rd, &bytesize, sizeof bytesize)) return LS_BAD_FRAME;
    CUstream hStream;
    if (ls_scalar(rd, &hStream, sizeof hStream)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (dptr_n != LP_NULL && dptr_n != (uint64_t)8u) return CUDA_ERROR_INVALID_VALUE;
    if (dptr_n != LP_NULL && dptr_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    if (!ls_handle_ok(s, LS_H_CUstream_st, (uint64_t)(uintptr_t)hStream)) return CUDA_ERROR_INVALID_HANDLE;
    void *dptr_buf = NULL;
    if (dptr_n != LP_NULL && !(dptr_buf = ls_zalloc(dptr_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    if (ls_mem_charge(s, LUPINE_FN_cuMemAllocAsync, (uint64_t)(bytesize))) return CUDA_ERROR_OUT_OF_MEMORY;
    CUresult r = real((CUdeviceptr *)dptr_buf, bytesize, hStream);
    if (r != CUDA_SUCCESS) ls_mem_refund(s, (uint64_t)(bytesize));
    if (r == CUDA_SUCCESS) {
        if (dptr_buf) lp_buf_bytes(out, dptr_buf, (size_t)dptr_n);
        if (dptr_buf) ls_range_add(s, *(uint64_t *)dptr_buf, (uint64_t)bytesize);
        if (dptr_buf) ls_range_charge(s, *(uint64_t *)dptr_buf, (uint64_t)(bytesize));
    }
    free(dptr_buf);
    return r;
}

static CUresult ls_do_cuMemAllocAsync_ptsz(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUdeviceptr *, size_t, CUstream);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuMemAllocAsync_ptsz];
    (void)out;
    uint64_t dptr_n;
    if (ls_out_req(rd, &dptr_n)) return LS_BAD_FRAME;
    size_t bytesize;
    if (ls_scalar(rd, &bytesize, sizeof bytesize)) return LS_BAD_FRAME;
    CUstream hStream;
    if (ls_scalar(rd, &hStream, sizeof hStream)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (dptr_n != LP_NULL && dptr_n != (uint64_t)8u) return CUDA_ERROR_INVALID_VALUE;
    if (dptr_n != LP_NULL && dptr_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    if (!ls_handle_ok(s, LS_H_CUstream_st, (uint64_t)(uintptr_t)hStream)) return CUDA_ERROR_INVALID_HANDLE;
    void *dptr_buf = NULL;
    if (dptr_n != LP_NULL && !(dptr_buf = ls_zalloc(dptr_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    if (ls_mem_charge(s, LUPINE_FN_cuMemAllocAsync_ptsz, (uint64_t)(bytesize))) return CUDA_ERROR_OUT_OF_MEMORY;
    CUresult r = real((CUdeviceptr *)dptr_buf, bytesize, hStream);
    if (r != CUDA_SUCCESS) ls_mem_refund(s, (uint64_t)(bytesize));
    if (r == CUDA_SUCCESS) {
        if (dptr_buf) lp_buf_bytes(out, dptr_buf, (size_t)dptr_n);
        if (dptr_buf) ls_range_add(s, *(uint64_t *)dptr_buf, (uint64_t)bytesize);
        if (dptr_buf) ls_range_charge(s, *(uint64_t *)dptr_buf, (uint64_t)(bytesize));
    }
    free(dptr_buf);
    return r;
}

static CUresult ls_do_cuMemAllocFromPoolAsync(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUdeviceptr *, size_t, CUmemoryPool, CUstream);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuMemAllocFromPoolAsync];
    (void)out;
    uint64_t dptr_n;
    if (ls_out_req(rd, &dptr_n)) return LS_BAD_FRAME;
    size_t bytesize;
    if (ls_scalar(rd, &bytesize, sizeof bytesize)) return LS_BAD_FRAME;
    CUmemoryPool pool;
    if (ls_scalar(rd, &pool, sizeof pool)) return LS_BAD_FRAME;
    CUstream hStream;
    if (ls_scalar(rd, &hStream, sizeof hStream)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (dptr_n != LP_NULL && dptr_n != (uint64_t)8u) return CUDA_ERROR_INVALID_VALUE;
    if (dptr_n != LP_NULL && dptr_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    if (!ls_handle_ok(s, LS_H_CUmemPoolHandle_st, (uint64_t)(uintptr_t)pool)) return CUDA_ERROR_INVALID_HANDLE;
    if (!ls_handle_ok(s, LS_H_CUstream_st, (uint64_t)(uintptr_t)hStream)) return CUDA_ERROR_INVALID_HANDLE;
    void *dptr_buf = NULL;
    if (dptr_n != LP_NULL && !(dptr_buf = ls_zalloc(dptr_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    if (ls_mem_charge(s, LUPINE_FN_cuMemAllocFromPoolAsync, (uint64_t)(bytesize))) return CUDA_ERROR_OUT_OF_MEMORY;
    CUresult r = real((CUdeviceptr *)dptr_buf, bytesize, pool, hStream);
    if (r != CUDA_SUCCESS) ls_mem_refund(s, (uint64_t)(bytesize));
    if (r == CUDA_SUCCESS) {
        if (dptr_buf) lp_buf_bytes(out, dptr_buf, (size_t)dptr_n);
        if (dptr_buf) ls_range_add(s, *(uint64_t *)dptr_buf, (uint64_t)bytesize);
        if (dptr_buf) ls_range_charge(s, *(uint64_t *)dptr_buf, (uint64_t)(bytesize));
    }
    free(dptr_buf);
    return r;
}

static CUresult ls_do_cuMemAllocFromPoolAsync_ptsz(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUdeviceptr *, size_t, CUmemoryPool, CUstream);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuMemAllocFromPoolAsync_ptsz];
    (void)out;
    uint64_t dptr_n;
    if (ls_out_req(rd, &dptr_n)) return LS_BAD_FRAME;
    size_t bytesize;
    if (ls_scalar(rd, &bytesize, sizeof bytesize)) return LS_BAD_FRAME;
    CUmemoryPool pool;
    if (ls_scalar(rd, &pool, sizeof pool)) return LS_BAD_FRAME;
    CUstream hStream;
    if (ls_scalar(rd, &hStream, sizeof hStream)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (dptr_n != LP_NULL && dptr_n != (uint64_t)8u) return CUDA_ERROR_INVALID_VALUE;
    if (dptr_n != LP_NULL && dptr_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    if (!ls_handle_ok(s, LS_H_CUmemPoolHandle_st, (uint64_t)(uintptr_t)pool)) return CUDA_ERROR_INVALID_HANDLE;
    if (!ls_handle_ok(s, LS_H_CUstream_st, (uint64_t)(uintptr_t)hStream)) return CUDA_ERROR_INVALID_HANDLE;
    void *dptr_buf = NULL;
    if (dptr_n != LP_NULL && !(dptr_buf = ls_zalloc(dptr_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    if (ls_mem_charge(s, LUPINE_FN_cuMemAllocFromPoolAsync_ptsz, (uint64_t)(bytesize))) return CUDA_ERROR_OUT_OF_MEMORY;
    CUresult r = real((CUdeviceptr *)dptr_buf, bytesize, pool, hStream);
    if (r != CUDA_SUCCESS) ls_mem_refund(s, (uint64_t)(bytesize));
    if (r == CUDA_SUCCESS) {
        if (dptr_buf) lp_buf_bytes(out, dptr_buf, (size_t)dptr_n);
        if (dptr_buf) ls_range_add(s, *(uint64_t *)dptr_buf, (uint64_t)bytesize);
        if (dptr_buf) ls_range_charge(s, *(uint64_t *)dptr_buf, (uint64_t)(bytesize));
    }
    free(dptr_buf);
    return r;
}

static CUresult ls_do_cuMemAllocPitch_v2(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUdeviceptr *, size_t *, size_t, size_t, unsigned int);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuMemAllocPitch_v2];
    (void)out;
    uint64_t dptr_n;
    if (ls_out_req(rd, &dptr_n)) return LS_BAD_FRAME;
    uint64_t pPitch_n;
    if (ls_out_req(rd, &pPitch_n)) return LS_BAD_FRAME;
    size_t WidthInBytes;
    if (ls_scalar(rd, &WidthInBytes, sizeof WidthInBytes)) return LS_BAD_FRAME;
    size_t Height;
    if (ls_scalar(rd, &Height, sizeof Height)) return LS_BAD_FRAME;
    unsigned int ElementSizeBytes;
    if (ls_scalar(rd, &ElementSizeBytes, sizeof ElementSizeBytes)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (dptr_n != LP_NULL && dptr_n != (uint64_t)8u) return CUDA_ERROR_INVALID_VALUE;
    if (dptr_n != LP_NULL && dptr_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    if (pPitch_n != LP_NULL && pPitch_n != (uint64_t)8u) return CUDA_ERROR_INVALID_VALUE;
    if (pPitch_n != LP_NULL && pPitch_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    void *dptr_buf = NULL;
    if (dptr_n != LP_NULL && !(dptr_buf = ls_zalloc(dptr_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    void *pPitch_buf = NULL;
    if (pPitch_n != LP_NULL && !(pPitch_buf = ls_zalloc(pPitch_n))) {
        free(dptr_buf);
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    if (ls_mem_charge(s, LUPINE_FN_cuMemAllocPitch_v2, (uint64_t)(WidthInBytes * Height))) return CUDA_ERROR_OUT_OF_MEMORY;
    CUresult r = real((CUdeviceptr *)dptr_buf, (size_t *)pPitch_buf, WidthInBytes, Height, ElementSizeBytes);
    if (r != CUDA_SUCCESS) ls_mem_refund(s, (uint64_t)(WidthInBytes * Height));
    if (r == CUDA_SUCCESS) {
        if (dptr_buf) lp_buf_bytes(out, dptr_buf, (size_t)dptr_n);
        if (pPitch_buf) lp_buf_bytes(out, pPitch_buf, (size_t)pPitch_n);
        if (dptr_buf) ls_range_add(s, *(uint64_t *)dptr_buf, (uint64_t)*(size_t *)pPitch_buf * (uint64_t)Height);
        if (dptr_buf) ls_range_charge(s, *(uint64_t *)dptr_buf, (uint64_t)(WidthInBytes * Height));
    }
    free(dptr_buf);
    free(pPitch_buf);
    return r;
}

static CUresult ls_do_cuMemAlloc_v2(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUdeviceptr *, size_t);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuMemAlloc_v2];
    (void)out;
    uint64_t dptr_n;
    if (ls_out_req(rd, &dptr_n)) return LS_BAD_FRAME;
    size_t bytesize;
    if (ls_scalar(rd, &bytesize, sizeof bytesize)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (dptr_n != LP_NULL && dptr_n != (uint64_t)8u) return CUDA_ERROR_INVALID_VALUE;
    if (dptr_n != LP_NULL && dptr_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    void *dptr_buf = NULL;
    if (dptr_n != LP_NULL && !(dptr_buf = ls_zalloc(dptr_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    if (ls_mem_charge(s, LUPINE_FN_cuMemAlloc_v2, (uint64_t)(bytesize))) return CUDA_ERROR_OUT_OF_MEMORY;
    CUresult r = real((CUdeviceptr *)dptr_buf, bytesize);
    if (r != CUDA_SUCCESS) ls_mem_refund(s, (uint64_t)(bytesize));
    if (r == CUDA_SUCCESS) {
        if (dptr_buf) lp_buf_bytes(out, dptr_buf, (size_t)dptr_n);
        if (dptr_buf) ls_range_add(s, *(uint64_t *)dptr_buf, (uint64_t)bytesize);
        if (dptr_buf) ls_range_charge(s, *(uint64_t *)dptr_buf, (uint64_t)(bytesize));
    }
    free(dptr_buf);
    return r;
}

static CUresult ls_do_cuMemCreate(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUmemGenericAllocationHandle *, size_t, const CUmemAllocationProp *, unsigned long long);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuMemCreate];
    (void)out;
    uint64_t handle_n;
    if (ls_out_req(rd, &handle_n)) return LS_BAD_FRAME;
    size_t size;
    if (ls_scalar(rd, &size, sizeof size)) return LS_BAD_FRAME;
    unsigned long long flags;
    if (ls_scalar(rd, &flags, sizeof flags)) return LS_BAD_FRAME;
    const void *prop_p; uint64_t prop_n;
    if (lp_get_bytes(rd, &prop_p, &prop_n, LP_MAX_FRAME)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (handle_n != LP_NULL && handle_n != (uint64_t)8u) return CUDA_ERROR_INVALID_VALUE;
    if (handle_n != LP_NULL && handle_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    if (prop_p && prop_n != (uint64_t)32u) return CUDA_ERROR_INVALID_VALUE;
    if (prop_p) { CUresult cr = ls_check_alloc_prop(s, (void *)(uintptr_t)prop_p, prop_n); if (cr != CUDA_SUCCESS) return cr; }
    void *handle_buf = NULL;
    if (handle_n != LP_NULL && !(handle_buf = ls_zalloc(handle_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    if (ls_mem_charge(s, LUPINE_FN_cuMemCreate, (uint64_t)(size))) return CUDA_ERROR_OUT_OF_MEMORY;
    CUresult r = real((CUmemGenericAllocationHandle *)handle_buf, size, (const CUmemAllocationProp *)prop_p, flags);
    if (r != CUDA_SUCCESS) ls_mem_refund(s, (uint64_t)(size));
    if (r == CUDA_SUCCESS) {
        if (handle_buf) lp_buf_bytes(out, handle_buf, (size_t)handle_n);
        if (handle_buf) ls_vmm_charge(s, *(uint64_t *)handle_buf, (uint64_t)(size));
    }
    free(handle_buf);
    return r;
}

static CUresult ls_do_cuMemFreeAsync(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUdeviceptr, CUstream);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuMemFreeAsync];
    (void)out;
    CUdeviceptr dptr;
    if (ls_scalar(rd, &dptr, sizeof dptr)) return LS_BAD_FRAME;
    CUstream hStream;
    if (ls_scalar(rd, &hStream, sizeof hStream)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_handle_ok(s, LS_H_CUstream_st, (uint64_t)(uintptr_t)hStream)) return CUDA_ERROR_INVALID_HANDLE;
    CUresult checked = !dptr || ls_devptr_ok(s, (uint64_t)dptr, 0) ? CUDA_SUCCESS : CUDA_ERROR_INVALID_VALUE;
    if (checked != CUDA_SUCCESS) {
        return checked;
    }
    CUresult r = real(dptr, hStream);
    if (r == CUDA_SUCCESS) {
        ls_range_remove(s, (uint64_t)dptr);
    }
    return r;
}

static CUresult ls_do_cuMemFreeAsync_ptsz(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUdeviceptr, CUstream);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuMemFreeAsync_ptsz];
    (void)out;
    CUdeviceptr dptr;
    if (ls_scalar(rd, &dptr, sizeof dptr)) return LS_BAD_FRAME;
    CUstream hStream;
    if (ls_scalar(rd, &hStream, sizeof hStream)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_handle_ok(s, LS_H_CUstream_st, (uint64_t)(uintptr_t)hStream)) return CUDA_ERROR_INVALID_HANDLE;
    CUresult checked = !dptr || ls_devptr_ok(s, (uint64_t)dptr, 0) ? CUDA_SUCCESS : CUDA_ERROR_INVALID_VALUE;
    if (checked != CUDA_SUCCESS) {
        return checked;
    }
    CUresult r = real(dptr, hStream);
    if (r == CUDA_SUCCESS) {
        ls_range_remove(s, (uint64_t)dptr);
    }
    return r;
}

static CUresult ls_do_cuMemFree_v2(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUdeviceptr);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuMemFree_v2];
    (void)out;
    CUdeviceptr dptr;
    if (ls_scalar(rd, &dptr, sizeof dptr)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    CUresult checked = !dptr || ls_devptr_ok(s, (uint64_t)dptr, 0) ? CUDA_SUCCESS : CUDA_ERROR_INVALID_VALUE;
    if (checked != CUDA_SUCCESS) {
        return checked;
    }
    CUresult r = real(dptr);
    if (r == CUDA_SUCCESS) {
        ls_range_remove(s, (uint64_t)dptr);
    }
    return r;
}

static CUresult ls_do_cuMemGetAccess(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(unsigned long long *, const CUmemLocation *, CUdeviceptr);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuMemGetAccess];
    (void)out;
    uint64_t flags_n;
    if (ls_out_req(rd, &flags_n)) return LS_BAD_FRAME;
    CUdeviceptr ptr;
    if (ls_scalar(rd, &ptr, sizeof ptr)) return LS_BAD_FRAME;
    const void *location_p; uint64_t location_n;
    if (lp_get_bytes(rd, &location_p, &location_n, LP_MAX_FRAME)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (flags_n != LP_NULL && flags_n != (uint64_t)8u) return CUDA_ERROR_INVALID_VALUE;
    if (flags_n != LP_NULL && flags_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    if (location_p && location_n != (uint64_t)8u) return CUDA_ERROR_INVALID_VALUE;
    void *flags_buf = NULL;
    if (flags_n != LP_NULL && !(flags_buf = ls_zalloc(flags_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult r = real((unsigned long long *)flags_buf, (const CUmemLocation *)location_p, ptr);
    if (r == CUDA_SUCCESS) {
        if (flags_buf) lp_buf_bytes(out, flags_buf, (size_t)flags_n);
    }
    free(flags_buf);
    return r;
}

static CUresult ls_do_cuMemGetAddressRange_v2(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUdeviceptr *, size_t *, CUdeviceptr);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuMemGetAddressRange_v2];
    (void)out;
    uint64_t pbase_n;
    if (ls_out_req(rd, &pbase_n)) return LS_BAD_FRAME;
    uint64_t psize_n;
    if (ls_out_req(rd, &psize_n)) return LS_BAD_FRAME;
    CUdeviceptr dptr;
    if (ls_scalar(rd, &dptr, sizeof dptr)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (pbase_n != LP_NULL && pbase_n != (uint64_t)8u) return CUDA_ERROR_INVALID_VALUE;
    if (pbase_n != LP_NULL && pbase_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    if (psize_n != LP_NULL && psize_n != (uint64_t)8u) return CUDA_ERROR_INVALID_VALUE;
    if (psize_n != LP_NULL && psize_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    void *pbase_buf = NULL;
    if (pbase_n != LP_NULL && !(pbase_buf = ls_zalloc(pbase_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    void *psize_buf = NULL;
    if (psize_n != LP_NULL && !(psize_buf = ls_zalloc(psize_n))) {
        free(pbase_buf);
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult r = real((CUdeviceptr *)pbase_buf, (size_t *)psize_buf, dptr);
    if (r == CUDA_SUCCESS) {
        if (pbase_buf) lp_buf_bytes(out, pbase_buf, (size_t)pbase_n);
        if (psize_buf) lp_buf_bytes(out, psize_buf, (size_t)psize_n);
    }
    free(pbase_buf);
    free(psize_buf);
    return r;
}

static CUresult ls_do_cuMemGetAllocationGranularity(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(size_t *, const CUmemAllocationProp *, CUmemAllocationGranularity_flags);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuMemGetAllocationGranularity];
    (void)out;
    uint64_t granularity_n;
    if (ls_out_req(rd, &granularity_n)) return LS_BAD_FRAME;
    CUmemAllocationGranularity_flags option;
    if (ls_scalar(rd, &option, sizeof option)) return LS_BAD_FRAME;
    const void *prop_p; uint64_t prop_n;
    if (lp_get_bytes(rd, &prop_p, &prop_n, LP_MAX_FRAME)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (granularity_n != LP_NULL && granularity_n != (uint64_t)8u) return CUDA_ERROR_INVALID_VALUE;
    if (granularity_n != LP_NULL && granularity_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    if (prop_p && prop_n != (uint64_t)32u) return CUDA_ERROR_INVALID_VALUE;
    if (prop_p) { CUresult cr = ls_check_alloc_prop(s, (void *)(uintptr_t)prop_p, prop_n); if (cr != CUDA_SUCCESS) return cr; }
    void *granularity_buf = NULL;
    if (granularity_n != LP_NULL && !(granularity_buf = ls_zalloc(granularity_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult r = real((size_t *)granularity_buf, (const CUmemAllocationProp *)prop_p, option);
    if (r == CUDA_SUCCESS) {
        if (granularity_buf) lp_buf_bytes(out, granularity_buf, (size_t)granularity_n);
    }
    free(granularity_buf);
    return r;
}

static CUresult ls_do_cuMemGetAllocationPropertiesFromHandle(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUmemAllocationProp *, CUmemGenericAllocationHandle);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuMemGetAllocationPropertiesFromHandle];
    (void)out;
    uint64_t prop_n;
    if (ls_out_req(rd, &prop_n)) return LS_BAD_FRAME;
    CUmemGenericAllocationHandle handle;
    if (ls_scalar(rd, &handle, sizeof handle)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (prop_n != LP_NULL && prop_n != (uint64_t)32u) return CUDA_ERROR_INVALID_VALUE;
    if (prop_n != LP_NULL && prop_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    void *prop_buf = NULL;
    if (prop_n != LP_NULL && !(prop_buf = ls_zalloc(prop_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult checked = ls_vmm_held(s, (uint64_t)handle) ? CUDA_SUCCESS : CUDA_ERROR_INVALID_VALUE;
    if (checked != CUDA_SUCCESS) {
        free(prop_buf);
        return checked;
    }
    CUresult r = real((CUmemAllocationProp *)prop_buf, handle);
    if (r == CUDA_SUCCESS) {
        if (prop_buf) lp_buf_bytes(out, prop_buf, (size_t)prop_n);
    }
    free(prop_buf);
    return r;
}

static CUresult ls_do_cuMemGetInfo_v2(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(size_t *, size_t *);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuMemGetInfo_v2];
    (void)out;
    uint64_t free_n;
    if (ls_out_req(rd, &free_n)) return LS_BAD_FRAME;
    uint64_t total_n;
    if (ls_out_req(rd, &total_n)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (free_n != LP_NULL && free_n != (uint64_t)8u) return CUDA_ERROR_INVALID_VALUE;
    if (free_n != LP_NULL && free_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    if (total_n != LP_NULL && total_n != (uint64_t)8u) return CUDA_ERROR_INVALID_VALUE;
    if (total_n != LP_NULL && total_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    void *free_buf = NULL;
    if (free_n != LP_NULL && !(free_buf = ls_zalloc(free_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    void *total_buf = NULL;
    if (total_n != LP_NULL && !(total_buf = ls_zalloc(total_n))) {
        free(free_buf);
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult r = real((size_t *)free_buf, (size_t *)total_buf);
    if (r == CUDA_SUCCESS) {
        if (free_buf) lp_buf_bytes(out, free_buf, (size_t)free_n);
        if (total_buf) lp_buf_bytes(out, total_buf, (size_t)total_n);
    }
    free(free_buf);
    free(total_buf);
    return r;
}

static CUresult ls_do_cuMemMap(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUdeviceptr, size_t, size_t, CUmemGenericAllocationHandle, unsigned long long);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuMemMap];
    (void)out;
    CUdeviceptr ptr;
    if (ls_scalar(rd, &ptr, sizeof ptr)) return LS_BAD_FRAME;
    size_t size;
    if (ls_scalar(rd, &size, sizeof size)) return LS_BAD_FRAME;
    size_t offset;
    if (ls_scalar(rd, &offset, sizeof offset)) return LS_BAD_FRAME;
    CUmemGenericAllocationHandle handle;
    if (ls_scalar(rd, &handle, sizeof handle)) return LS_BAD_FRAME;
    unsigned long long flags;
    if (ls_scalar(rd, &flags, sizeof flags)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    CUresult checked = ls_vmm_held(s, (uint64_t)handle) ? CUDA_SUCCESS : CUDA_ERROR_INVALID_VALUE;
    if (checked != CUDA_SUCCESS) {
        return checked;
    }
    CUresult r = real(ptr, size, offset, handle, flags);
    if (r == CUDA_SUCCESS) {
        ls_range_add(s, (uint64_t)ptr, (uint64_t)size);
    }
    return r;
}

static CUresult ls_do_cuMemPoolCreate(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUmemoryPool *, const CUmemPoolProps *);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuMemPoolCreate];
    (void)out;
    uint64_t pool_n;
    if (ls_out_req(rd, &pool_n)) return LS_BAD_FRAME;
    const void *poolProps_p; uint64_t poolProps_n;
    if (lp_get_bytes(rd, &poolProps_p, &poolProps_n, LP_MAX_FRAME)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (pool_n != LP_NULL && pool_n != (uint64_t)8u) return CUDA_ERROR_INVALID_VALUE;
    if (pool_n != LP_NULL && pool_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    if (poolProps_p && poolProps_n != (uint64_t)88u) return CUDA_ERROR_INVALID_VALUE;
    if (poolProps_p) { CUresult cr = ls_check_pool_props(s, (void *)(uintptr_t)poolProps_p, poolProps_n); if (cr != CUDA_SUCCESS) return cr; }
    void *pool_buf = NULL;
    if (pool_n != LP_NULL && !(pool_buf = ls_zalloc(pool_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult r = real((CUmemoryPool *)pool_buf, (const CUmemPoolProps *)poolProps_p);
    if (r == CUDA_SUCCESS) {
        if (pool_buf) lp_buf_bytes(out, pool_buf, (size_t)pool_n);
        if (pool_buf) ls_handles_add(s, LS_H_CUmemPoolHandle_st, pool_buf, (size_t)pool_n, 0);
    }
    free(pool_buf);
    return r;
}

static CUresult ls_do_cuMemPoolDestroy(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUmemoryPool);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuMemPoolDestroy];
    (void)out;
    CUmemoryPool pool;
    if (ls_scalar(rd, &pool, sizeof pool)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_handle_ok(s, LS_H_CUmemPoolHandle_st, (uint64_t)(uintptr_t)pool)) return CUDA_ERROR_INVALID_HANDLE;
    CUresult r = real(pool);
    if (r == CUDA_SUCCESS) {
        ls_handle_del(s, LS_H_CUmemPoolHandle_st, (uint64_t)(uintptr_t)pool);
    }
    return r;
}

static CUresult ls_do_cuMemPoolExportPointer(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUmemPoolPtrExportData *, CUdeviceptr);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuMemPoolExportPointer];
    (void)out;
    uint64_t shareData_out_n;
    if (ls_out_req(rd, &shareData_out_n)) return LS_BAD_FRAME;
    CUdeviceptr ptr;
    if (ls_scalar(rd, &ptr, sizeof ptr)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (shareData_out_n != LP_NULL && shareData_out_n != (uint64_t)64u) return CUDA_ERROR_INVALID_VALUE;
    if (shareData_out_n != LP_NULL && shareData_out_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    void *shareData_out_buf = NULL;
    if (shareData_out_n != LP_NULL && !(shareData_out_buf = ls_zalloc(shareData_out_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult checked = ls_devptr_ok(s, (uint64_t)ptr, 0) ? CUDA_SUCCESS : CUDA_ERROR_INVALID_VALUE;
    if (checked != CUDA_SUCCESS) {
        free(shareData_out_buf);
        return checked;
    }
    CUresult r = real((CUmemPoolPtrExportData *)shareData_out_buf, ptr);
    if (r == CUDA_SUCCESS) {
        if (shareData_out_buf) lp_buf_bytes(out, shareData_out_buf, (size_t)shareData_out_n);
    }
    free(shareData_out_buf);
    return r;
}

static CUresult ls_do_cuMemPoolGetAccess(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUmemAccess_flags *, CUmemoryPool, CUmemLocation *);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuMemPoolGetAccess];
    (void)out;
    uint64_t flags_n;
    if (ls_out_req(rd, &flags_n)) return LS_BAD_FRAME;
    CUmemoryPool memPool;
    if (ls_scalar(rd, &memPool, sizeof memPool)) return LS_BAD_FRAME;
    const void *location_p; uint64_t location_n;
    if (lp_get_bytes(rd, &location_p, &location_n, LP_MAX_FRAME)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (flags_n != LP_NULL && flags_n != (uint64_t)4u) return CUDA_ERROR_INVALID_VALUE;
    if (flags_n != LP_NULL && flags_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    if (!ls_handle_ok(s, LS_H_CUmemPoolHandle_st, (uint64_t)(uintptr_t)memPool)) return CUDA_ERROR_INVALID_HANDLE;
    if (location_p && location_n != (uint64_t)8u) return CUDA_ERROR_INVALID_VALUE;
    void *flags_buf = NULL;
    if (flags_n != LP_NULL && !(flags_buf = ls_zalloc(flags_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult r = real((CUmemAccess_flags *)flags_buf, memPool, (CUmemLocation *)location_p);
    if (r == CUDA_SUCCESS) {
        if (flags_buf) lp_buf_bytes(out, flags_buf, (size_t)flags_n);
    }
    free(flags_buf);
    return r;
}

static CUresult ls_do_cuMemPoolGetAttribute(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUmemoryPool, CUmemPool_attribute, void *);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuMemPoolGetAttribute];
    (void)out;
    CUmemoryPool pool;
    if (ls_scalar(rd, &pool, sizeof pool)) return LS_BAD_FRAME;
    CUmemPool_attribute attr;
    if (ls_scalar(rd, &attr, sizeof attr)) return LS_BAD_FRAME;
    uint64_t value_n;
    if (ls_out_req(rd, &value_n)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_handle_ok(s, LS_H_CUmemPoolHandle_st, (uint64_t)(uintptr_t)pool)) return CUDA_ERROR_INVALID_HANDLE;
    if (value_n != LP_NULL && value_n != (uint64_t)8u) return CUDA_ERROR_INVALID_VALUE;
    if (value_n != LP_NULL && value_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    void *value_buf = NULL;
    if (value_n != LP_NULL && !(value_buf = ls_zalloc(value_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult r = real(pool, attr, (void *)value_buf);
    if (r == CUDA_SUCCESS) {
        if (value_buf) lp_buf_bytes(out, value_buf, (size_t)value_n);
    }
    free(value_buf);
    return r;
}

static CUresult ls_do_cuMemPoolImportPointer(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUdeviceptr *, CUmemoryPool, CUmemPoolPtrExportData *);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuMemPoolImportPointer];
    (void)out;
    uint64_t ptr_out_n;
    if (ls_out_req(rd, &ptr_out_n)) return LS_BAD_FRAME;
    CUmemoryPool pool;
    if (ls_scalar(rd, &pool, sizeof pool)) return LS_BAD_FRAME;
    const void *shareData_p; uint64_t shareData_n;
    if (lp_get_bytes(rd, &shareData_p, &shareData_n, LP_MAX_FRAME)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (ptr_out_n != LP_NULL && ptr_out_n != (uint64_t)8u) return CUDA_ERROR_INVALID_VALUE;
    if (ptr_out_n != LP_NULL && ptr_out_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    if (!ls_handle_ok(s, LS_H_CUmemPoolHandle_st, (uint64_t)(uintptr_t)pool)) return CUDA_ERROR_INVALID_HANDLE;
    if (shareData_p && shareData_n != (uint64_t)64u) return CUDA_ERROR_INVALID_VALUE;
    void *ptr_out_buf = NULL;
    if (ptr_out_n != LP_NULL && !(ptr_out_buf = ls_zalloc(ptr_out_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult r = real((CUdeviceptr *)ptr_out_buf, pool, (CUmemPoolPtrExportData *)shareData_p);
    if (r == CUDA_SUCCESS) {
        if (ptr_out_buf) lp_buf_bytes(out, ptr_out_buf, (size_t)ptr_out_n);
        if (ptr_out_buf) ls_range_add_queried(s, *(uint64_t *)ptr_out_buf);
    }
    free(ptr_out_buf);
    return r;
}

static CUresult ls_do_cuMemPoolSetAccess(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUmemoryPool, const CUmemAccessDesc *, size_t);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuMemPoolSetAccess];
    (void)out;
    CUmemoryPool pool;
    if (ls_scalar(rd, &pool, sizeof pool)) return LS_BAD_FRAME;
    size_t count;
    if (ls_scalar(rd, &count, sizeof count)) return LS_BAD_FRAME;
    const void *map_p; uint64_t map_n;
    if (lp_get_bytes(rd, &map_p, &map_n, LP_MAX_FRAME)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_handle_ok(s, LS_H_CUmemPoolHandle_st, (uint64_t)(uintptr_t)pool)) return CUDA_ERROR_INVALID_HANDLE;
    if (map_p && (uint64_t)(count) > LS_MAX_GENERIC_ARGS / 12u) return CUDA_ERROR_INVALID_VALUE;
    if (!map_p && (uint64_t)(count) != 0) return CUDA_ERROR_INVALID_VALUE;
    if (map_p && map_n != (uint64_t)(count) * 12u) return CUDA_ERROR_INVALID_VALUE;
    CUresult r = real(pool, (const CUmemAccessDesc *)map_p, count);
    if (r == CUDA_SUCCESS) {
    }
    return r;
}

static CUresult ls_do_cuMemPoolSetAttribute(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUmemoryPool, CUmemPool_attribute, void *);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuMemPoolSetAttribute];
    (void)out;
    CUmemoryPool pool;
    if (ls_scalar(rd, &pool, sizeof pool)) return LS_BAD_FRAME;
    CUmemPool_attribute attr;
    if (ls_scalar(rd, &attr, sizeof attr)) return LS_BAD_FRAME;
    const void *value_p; uint64_t value_n;
    if (lp_get_bytes(rd, &value_p, &value_n, LP_MAX_FRAME)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_handle_ok(s, LS_H_CUmemPoolHandle_st, (uint64_t)(uintptr_t)pool)) return CUDA_ERROR_INVALID_HANDLE;
    if (value_p && value_n != (uint64_t)8u) return CUDA_ERROR_INVALID_VALUE;
    CUresult r = real(pool, attr, (void *)value_p);
    if (r == CUDA_SUCCESS) {
    }
    return r;
}

static CUresult ls_do_cuMemPoolTrimTo(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUmemoryPool, size_t);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuMemPoolTrimTo];
    (void)out;
    CUmemoryPool pool;
    if (ls_scalar(rd, &pool, sizeof pool)) return LS_BAD_FRAME;
    size_t minBytesToKeep;
    if (ls_scalar(rd, &minBytesToKeep, sizeof minBytesToKeep)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_handle_ok(s, LS_H_CUmemPoolHandle_st, (uint64_t)(uintptr_t)pool)) return CUDA_ERROR_INVALID_HANDLE;
    CUresult r = real(pool, minBytesToKeep);
    if (r == CUDA_SUCCESS) {
    }
    return r;
}

static CUresult ls_do_cuMemRelease(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUmemGenericAllocationHandle);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuMemRelease];
    (void)out;
    CUmemGenericAllocationHandle handle;
    if (ls_scalar(rd, &handle, sizeof handle)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    CUresult checked = ls_vmm_held(s, (uint64_t)handle) ? CUDA_SUCCESS : CUDA_ERROR_INVALID_VALUE;
    if (checked != CUDA_SUCCESS) {
        return checked;
    }
    CUresult r = real(handle);
    if (r == CUDA_SUCCESS) {
        ls_vmm_release(s, (uint64_t)handle);
    }
    return r;
}

static CUresult ls_do_cuMemRetainAllocationHandle(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUmemGenericAllocationHandle *, void *);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuMemRetainAllocationHandle];
    (void)out;
    uint64_t handle_n;
    if (ls_out_req(rd, &handle_n)) return LS_BAD_FRAME;
    void * addr;
    if (ls_scalar(rd, &addr, sizeof addr)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (handle_n != LP_NULL && handle_n != (uint64_t)8u) return CUDA_ERROR_INVALID_VALUE;
    if (handle_n != LP_NULL && handle_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    void *handle_buf = NULL;
    if (handle_n != LP_NULL && !(handle_buf = ls_zalloc(handle_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult r = real((CUmemGenericAllocationHandle *)handle_buf, addr);
    if (r == CUDA_SUCCESS) {
        if (handle_buf) lp_buf_bytes(out, handle_buf, (size_t)handle_n);
        if (handle_buf) ls_vmm_ref(s, *(uint64_t *)handle_buf);
    }
    free(handle_buf);
    return r;
}

static CUresult ls_do_cuMemSetAccess(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUdeviceptr, size_t, const CUmemAccessDesc *, size_t);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuMemSetAccess];
    (void)out;
    CUdeviceptr ptr;
    if (ls_scalar(rd, &ptr, sizeof ptr)) return LS_BAD_FRAME;
    size_t size;
    if (ls_scalar(rd, &size, sizeof size)) return LS_BAD_FRAME;
    size_t count;
    if (ls_scalar(rd, &count, sizeof count)) return LS_BAD_FRAME;
    const void *desc_p; uint64_t desc_n;
    if (lp_get_bytes(rd, &desc_p, &desc_n, LP_MAX_FRAME)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (desc_p && (uint64_t)(count) > LS_MAX_GENERIC_ARGS / 12u) return CUDA_ERROR_INVALID_VALUE;
    if (!desc_p && (uint64_t)(count) != 0) return CUDA_ERROR_INVALID_VALUE;
    if (desc_p && desc_n != (uint64_t)(count) * 12u) return CUDA_ERROR_INVALID_VALUE;
    CUresult r = real(ptr, size, (const CUmemAccessDesc *)desc_p, count);
    if (r == CUDA_SUCCESS) {
    }
    return r;
}

static CUresult ls_do_cuMemUnmap(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUdeviceptr, size_t);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuMemUnmap];
    (void)out;
    CUdeviceptr ptr;
    if (ls_scalar(rd, &ptr, sizeof ptr)) return LS_BAD_FRAME;
    size_t size;
    if (ls_scalar(rd, &size, sizeof size)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    CUresult r = real(ptr, size);
    if (r == CUDA_SUCCESS) {
        ls_range_remove(s, (uint64_t)ptr);
    }
    return r;
}

static CUresult ls_do_cuMemcpyDtoDAsync_v2(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUdeviceptr, CUdeviceptr, size_t, CUstream);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuMemcpyDtoDAsync_v2];
    (void)out;
    CUdeviceptr dstDevice;
    if (ls_scalar(rd, &dstDevice, sizeof dstDevice)) return LS_BAD_FRAME;
    CUdeviceptr srcDevice;
    if (ls_scalar(rd, &srcDevice, sizeof srcDevice)) return LS_BAD_FRAME;
    size_t ByteCount;
    if (ls_scalar(rd, &ByteCount, sizeof ByteCount)) return LS_BAD_FRAME;
    CUstream hStream;
    if (ls_scalar(rd, &hStream, sizeof hStream)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_devptr_ok(s, (uint64_t)dstDevice, (uint64_t)ByteCount)) return CUDA_ERROR_INVALID_VALUE;
    if (!ls_devptr_ok(s, (uint64_t)srcDevice, (uint64_t)ByteCount)) return CUDA_ERROR_INVALID_VALUE;
    if (!ls_handle_ok(s, LS_H_CUstream_st, (uint64_t)(uintptr_t)hStream)) return CUDA_ERROR_INVALID_HANDLE;
    CUresult r = real(dstDevice, srcDevice, ByteCount, hStream);
    if (r == CUDA_SUCCESS) {
    }
    return r;
}

static CUresult ls_do_cuMemcpyDtoDAsync_v2_ptsz(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUdeviceptr, CUdeviceptr, size_t, CUstream);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuMemcpyDtoDAsync_v2_ptsz];
    (void)out;
    CUdeviceptr dstDevice;
    if (ls_scalar(rd, &dstDevice, sizeof dstDevice)) return LS_BAD_FRAME;
    CUdeviceptr srcDevice;
    if (ls_scalar(rd, &srcDevice, sizeof srcDevice)) return LS_BAD_FRAME;
    size_t ByteCount;
    if (ls_scalar(rd, &ByteCount, sizeof ByteCount)) return LS_BAD_FRAME;
    CUstream hStream;
    if (ls_scalar(rd, &hStream, sizeof hStream)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_devptr_ok(s, (uint64_t)dstDevice, (uint64_t)ByteCount)) return CUDA_ERROR_INVALID_VALUE;
    if (!ls_devptr_ok(s, (uint64_t)srcDevice, (uint64_t)ByteCount)) return CUDA_ERROR_INVALID_VALUE;
    if (!ls_handle_ok(s, LS_H_CUstream_st, (uint64_t)(uintptr_t)hStream)) return CUDA_ERROR_INVALID_HANDLE;
    CUresult r = real(dstDevice, srcDevice, ByteCount, hStream);
    if (r == CUDA_SUCCESS) {
    }
    return r;
}

static CUresult ls_do_cuMemcpyDtoD_v2(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUdeviceptr, CUdeviceptr, size_t);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuMemcpyDtoD_v2];
    (void)out;
    CUdeviceptr dstDevice;
    if (ls_scalar(rd, &dstDevice, sizeof dstDevice)) return LS_BAD_FRAME;
    CUdeviceptr srcDevice;
    if (ls_scalar(rd, &srcDevice, sizeof srcDevice)) return LS_BAD_FRAME;
    size_t ByteCount;
    if (ls_scalar(rd, &ByteCount, sizeof ByteCount)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_devptr_ok(s, (uint64_t)dstDevice, (uint64_t)ByteCount)) return CUDA_ERROR_INVALID_VALUE;
    if (!ls_devptr_ok(s, (uint64_t)srcDevice, (uint64_t)ByteCount)) return CUDA_ERROR_INVALID_VALUE;
    CUresult r = real(dstDevice, srcDevice, ByteCount);
    if (r == CUDA_SUCCESS) {
    }
    return r;
}

static CUresult ls_do_cuMemcpyDtoD_v2_ptds(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUdeviceptr, CUdeviceptr, size_t);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuMemcpyDtoD_v2_ptds];
    (void)out;
    CUdeviceptr dstDevice;
    if (ls_scalar(rd, &dstDevice, sizeof dstDevice)) return LS_BAD_FRAME;
    CUdeviceptr srcDevice;
    if (ls_scalar(rd, &srcDevice, sizeof srcDevice)) return LS_BAD_FRAME;
    size_t ByteCount;
    if (ls_scalar(rd, &ByteCount, sizeof ByteCount)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_devptr_ok(s, (uint64_t)dstDevice, (uint64_t)ByteCount)) return CUDA_ERROR_INVALID_VALUE;
    if (!ls_devptr_ok(s, (uint64_t)srcDevice, (uint64_t)ByteCount)) return CUDA_ERROR_INVALID_VALUE;
    CUresult r = real(dstDevice, srcDevice, ByteCount);
    if (r == CUDA_SUCCESS) {
    }
    return r;
}

static CUresult ls_do_cuMemcpyPeer(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUdeviceptr, CUcontext, CUdeviceptr, CUcontext, size_t);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuMemcpyPeer];
    (void)out;
    CUdeviceptr dstDevice;
    if (ls_scalar(rd, &dstDevice, sizeof dstDevice)) return LS_BAD_FRAME;
    CUcontext dstContext;
    if (ls_scalar(rd, &dstContext, sizeof dstContext)) return LS_BAD_FRAME;
    CUdeviceptr srcDevice;
    if (ls_scalar(rd, &srcDevice, sizeof srcDevice)) return LS_BAD_FRAME;
    CUcontext srcContext;
    if (ls_scalar(rd, &srcContext, sizeof srcContext)) return LS_BAD_FRAME;
    size_t ByteCount;
    if (ls_scalar(rd, &ByteCount, sizeof ByteCount)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_devptr_ok(s, (uint64_t)dstDevice, (uint64_t)ByteCount)) return CUDA_ERROR_INVALID_VALUE;
    if (!ls_handle_ok(s, LS_H_CUctx_st, (uint64_t)(uintptr_t)dstContext)) return CUDA_ERROR_INVALID_CONTEXT;
    if (!ls_devptr_ok(s, (uint64_t)srcDevice, (uint64_t)ByteCount)) return CUDA_ERROR_INVALID_VALUE;
    if (!ls_handle_ok(s, LS_H_CUctx_st, (uint64_t)(uintptr_t)srcContext)) return CUDA_ERROR_INVALID_CONTEXT;
    CUresult r = real(dstDevice, dstContext, srcDevice, srcContext, ByteCount);
    if (r == CUDA_SUCCESS) {
    }
    return r;
}

static CUresult ls_do_cuMemcpyPeerAsync(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUdeviceptr, CUcontext, CUdeviceptr, CUcontext, size_t, CUstream);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuMemcpyPeerAsync];
    (void)out;
    CUdeviceptr dstDevice;
    if (ls_scalar(rd, &dstDevice, sizeof dstDevice)) return LS_BAD_FRAME;
    CUcontext dstContext;
    if (ls_scalar(rd, &dstContext, sizeof dstContext)) return LS_BAD_FRAME;
    CUdeviceptr srcDevice;
    if (ls_scalar(rd, &srcDevice, sizeof srcDevice)) return LS_BAD_FRAME;
    CUcontext srcContext;
    if (ls_scalar(rd, &srcContext, sizeof srcContext)) return LS_BAD_FRAME;
    size_t ByteCount;
    if (ls_scalar(rd, &ByteCount, sizeof ByteCount)) return LS_BAD_FRAME;
    CUstream hStream;
    if (ls_scalar(rd, &hStream, sizeof hStream)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_devptr_ok(s, (uint64_t)dstDevice, (uint64_t)ByteCount)) return CUDA_ERROR_INVALID_VALUE;
    if (!ls_handle_ok(s, LS_H_CUctx_st, (uint64_t)(uintptr_t)dstContext)) return CUDA_ERROR_INVALID_CONTEXT;
    if (!ls_devptr_ok(s, (uint64_t)srcDevice, (uint64_t)ByteCount)) return CUDA_ERROR_INVALID_VALUE;
    if (!ls_handle_ok(s, LS_H_CUctx_st, (uint64_t)(uintptr_t)srcContext)) return CUDA_ERROR_INVALID_CONTEXT;
    if (!ls_handle_ok(s, LS_H_CUstream_st, (uint64_t)(uintptr_t)hStream)) return CUDA_ERROR_INVALID_HANDLE;
    CUresult r = real(dstDevice, dstContext, srcDevice, srcContext, ByteCount, hStream);
    if (r == CUDA_SUCCESS) {
    }
    return r;
}

static CUresult ls_do_cuMemcpyPeerAsync_ptsz(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUdeviceptr, CUcontext, CUdeviceptr, CUcontext, size_t, CUstream);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuMemcpyPeerAsync_ptsz];
    (void)out;
    CUdeviceptr dstDevice;
    if (ls_scalar(rd, &dstDevice, sizeof dstDevice)) return LS_BAD_FRAME;
    CUcontext dstContext;
    if (ls_scalar(rd, &dstContext, sizeof dstContext)) return LS_BAD_FRAME;
    CUdeviceptr srcDevice;
    if (ls_scalar(rd, &srcDevice, sizeof srcDevice)) return LS_BAD_FRAME;
    CUcontext srcContext;
    if (ls_scalar(rd, &srcContext, sizeof srcContext)) return LS_BAD_FRAME;
    size_t ByteCount;
    if (ls_scalar(rd, &ByteCount, sizeof ByteCount)) return LS_BAD_FRAME;
    CUstream hStream;
    if (ls_scalar(rd, &hStream, sizeof hStream)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_devptr_ok(s, (uint64_t)dstDevice, (uint64_t)ByteCount)) return CUDA_ERROR_INVALID_VALUE;
    if (!ls_handle_ok(s, LS_H_CUctx_st, (uint64_t)(uintptr_t)dstContext)) return CUDA_ERROR_INVALID_CONTEXT;
    if (!ls_devptr_ok(s, (uint64_t)srcDevice, (uint64_t)ByteCount)) return CUDA_ERROR_INVALID_VALUE;
    if (!ls_handle_ok(s, LS_H_CUctx_st, (uint64_t)(uintptr_t)srcContext)) return CUDA_ERROR_INVALID_CONTEXT;
    if (!ls_handle_ok(s, LS_H_CUstream_st, (uint64_t)(uintptr_t)hStream)) return CUDA_ERROR_INVALID_HANDLE;
    CUresult r = real(dstDevice, dstContext, srcDevice, srcContext, ByteCount, hStream);
    if (r == CUDA_SUCCESS) {
    }
    return r;
}

static CUresult ls_do_cuMemcpyPeer_ptds(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUdeviceptr, CUcontext, CUdeviceptr, CUcontext, size_t);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuMemcpyPeer_ptds];
    (void)out;
    CUdeviceptr dstDevice;
    if (ls_scalar(rd, &dstDevice, sizeof dstDevice)) return LS_BAD_FRAME;
    CUcontext dstContext;
    if (ls_scalar(rd, &dstContext, sizeof dstContext)) return LS_BAD_FRAME;
    CUdeviceptr srcDevice;
    if (ls_scalar(rd, &srcDevice, sizeof srcDevice)) return LS_BAD_FRAME;
    CUcontext srcContext;
    if (ls_scalar(rd, &srcContext, sizeof srcContext)) return LS_BAD_FRAME;
    size_t ByteCount;
    if (ls_scalar(rd, &ByteCount, sizeof ByteCount)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_devptr_ok(s, (uint64_t)dstDevice, (uint64_t)ByteCount)) return CUDA_ERROR_INVALID_VALUE;
    if (!ls_handle_ok(s, LS_H_CUctx_st, (uint64_t)(uintptr_t)dstContext)) return CUDA_ERROR_INVALID_CONTEXT;
    if (!ls_devptr_ok(s, (uint64_t)srcDevice, (uint64_t)ByteCount)) return CUDA_ERROR_INVALID_VALUE;
    if (!ls_handle_ok(s, LS_H_CUctx_st, (uint64_t)(uintptr_t)srcContext)) return CUDA_ERROR_INVALID_CONTEXT;
    CUresult r = real(dstDevice, dstContext, srcDevice, srcContext, ByteCount);
    if (r == CUDA_SUCCESS) {
    }
    return r;
}

static CUresult ls_do_cuMemsetD16Async(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUdeviceptr, unsigned short, size_t, CUstream);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuMemsetD16Async];
    (void)out;
    CUdeviceptr dstDevice;
    if (ls_scalar(rd, &dstDevice, sizeof dstDevice)) return LS_BAD_FRAME;
    unsigned short us;
    if (ls_scalar(rd, &us, sizeof us)) return LS_BAD_FRAME;
    size_t N;
    if (ls_scalar(rd, &N, sizeof N)) return LS_BAD_FRAME;
    CUstream hStream;
    if (ls_scalar(rd, &hStream, sizeof hStream)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_devrange_ok(s, (uint64_t)dstDevice, (uint64_t)N, 2u)) return CUDA_ERROR_INVALID_VALUE;
    if (!ls_handle_ok(s, LS_H_CUstream_st, (uint64_t)(uintptr_t)hStream)) return CUDA_ERROR_INVALID_HANDLE;
    CUresult r = real(dstDevice, us, N, hStream);
    if (r == CUDA_SUCCESS) {
    }
    return r;
}

static CUresult ls_do_cuMemsetD16Async_ptsz(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUdeviceptr, unsigned short, size_t, CUstream);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuMemsetD16Async_ptsz];
    (void)out;
    CUdeviceptr dstDevice;
    if (ls_scalar(rd, &dstDevice, sizeof dstDevice)) return LS_BAD_FRAME;
    unsigned short us;
    if (ls_scalar(rd, &us, sizeof us)) return LS_BAD_FRAME;
    size_t N;
    if (ls_scalar(rd, &N, sizeof N)) return LS_BAD_FRAME;
    CUstream hStream;
    if (ls_scalar(rd, &hStream, sizeof hStream)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_devrange_ok(s, (uint64_t)dstDevice, (uint64_t)N, 2u)) return CUDA_ERROR_INVALID_VALUE;
    if (!ls_handle_ok(s, LS_H_CUstream_st, (uint64_t)(uintptr_t)hStream)) return CUDA_ERROR_INVALID_HANDLE;
    CUresult r = real(dstDevice, us, N, hStream);
    if (r == CUDA_SUCCESS) {
    }
    return r;
}

static CUresult ls_do_cuMemsetD16_v2(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUdeviceptr, unsigned short, size_t);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuMemsetD16_v2];
    (void)out;
    CUdeviceptr dstDevice;
    if (ls_scalar(rd, &dstDevice, sizeof dstDevice)) return LS_BAD_FRAME;
    unsigned short us;
    if (ls_scalar(rd, &us, sizeof us)) return LS_BAD_FRAME;
    size_t N;
    if (ls_scalar(rd, &N, sizeof N)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_devrange_ok(s, (uint64_t)dstDevice, (uint64_t)N, 2u)) return CUDA_ERROR_INVALID_VALUE;
    CUresult r = real(dstDevice, us, N);
    if (r == CUDA_SUCCESS) {
    }
    return r;
}

static CUresult ls_do_cuMemsetD16_v2_ptds(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUdeviceptr, unsigned short, size_t);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuMemsetD16_v2_ptds];
    (void)out;
    CUdeviceptr dstDevice;
    if (ls_scalar(rd, &dstDevice, sizeof dstDevice)) return LS_BAD_FRAME;
    unsigned short us;
    if (ls_scalar(rd, &us, sizeof us)) return LS_BAD_FRAME;
    size_t N;
    if (ls_scalar(rd, &N, sizeof N)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_devrange_ok(s, (uint64_t)dstDevice, (uint64_t)N, 2u)) return CUDA_ERROR_INVALID_VALUE;
    CUresult r = real(dstDevice, us, N);
    if (r == CUDA_SUCCESS) {
    }
    return r;
}

static CUresult ls_do_cuMemsetD2D16Async(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUdeviceptr, size_t, unsigned short, size_t, size_t, CUstream);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuMemsetD2D16Async];
    (void)out;
    CUdeviceptr dstDevice;
    if (ls_scalar(rd, &dstDevice, sizeof dstDevice)) return LS_BAD_FRAME;
    size_t dstPitch;
    if (ls_scalar(rd, &dstPitch, sizeof dstPitch)) return LS_BAD_FRAME;
    unsigned short us;
    if (ls_scalar(rd, &us, sizeof us)) return LS_BAD_FRAME;
    size_t Width;
    if (ls_scalar(rd, &Width, sizeof Width)) return LS_BAD_FRAME;
    size_t Height;
    if (ls_scalar(rd, &Height, sizeof Height)) return LS_BAD_FRAME;
    CUstream hStream;
    if (ls_scalar(rd, &hStream, sizeof hStream)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_dev2d_ok(s, (uint64_t)dstDevice, (uint64_t)dstPitch, (uint64_t)Width, 2u, (uint64_t)Height)) return CUDA_ERROR_INVALID_VALUE;
    if (!ls_handle_ok(s, LS_H_CUstream_st, (uint64_t)(uintptr_t)hStream)) return CUDA_ERROR_INVALID_HANDLE;
    CUresult r = real(dstDevice, dstPitch, us, Width, Height, hStream);
    if (r == CUDA_SUCCESS) {
    }
    return r;
}

static CUresult ls_do_cuMemsetD2D16Async_ptsz(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUdeviceptr, size_t, unsigned short, size_t, size_t, CUstream);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuMemsetD2D16Async_ptsz];
    (void)out;
    CUdeviceptr dstDevice;
    if (ls_scalar(rd, &dstDevice, sizeof dstDevice)) return LS_BAD_FRAME;
    size_t dstPitch;
    if (ls_scalar(rd, &dstPitch, sizeof dstPitch)) return LS_BAD_FRAME;
    unsigned short us;
    if (ls_scalar(rd, &us, sizeof us)) return LS_BAD_FRAME;
    size_t Width;
    if (ls_scalar(rd, &Width, sizeof Width)) return LS_BAD_FRAME;
    size_t Height;
    if (ls_scalar(rd, &Height, sizeof Height)) return LS_BAD_FRAME;
    CUstream hStream;
    if (ls_scalar(rd, &hStream, sizeof hStream)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_dev2d_ok(s, (uint64_t)dstDevice, (uint64_t)dstPitch, (uint64_t)Width, 2u, (uint64_t)Height)) return CUDA_ERROR_INVALID_VALUE;
    if (!ls_handle_ok(s, LS_H_CUstream_st, (uint64_t)(uintptr_t)hStream)) return CUDA_ERROR_INVALID_HANDLE;
    CUresult r = real(dstDevice, dstPitch, us, Width, Height, hStream);
    if (r == CUDA_SUCCESS) {
    }
    return r;
}

static CUresult ls_do_cuMemsetD2D16_v2(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUdeviceptr, size_t, unsigned short, size_t, size_t);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuMemsetD2D16_v2];
    (void)out;
    CUdeviceptr dstDevice;
    if (ls_scalar(rd, &dstDevice, sizeof dstDevice)) return LS_BAD_FRAME;
    size_t dstPitch;
    if (ls_scalar(rd, &dstPitch, sizeof dstPitch)) return LS_BAD_FRAME;
    unsigned short us;
    if (ls_scalar(rd, &us, sizeof us)) return LS_BAD_FRAME;
    size_t Width;
    if (ls_scalar(rd, &Width, sizeof Width)) return LS_BAD_FRAME;
    size_t Height;
    if (ls_scalar(rd, &Height, sizeof Height)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_dev2d_ok(s, (uint64_t)dstDevice, (uint64_t)dstPitch, (uint64_t)Width, 2u, (uint64_t)Height)) return CUDA_ERROR_INVALID_VALUE;
    CUresult r = real(dstDevice, dstPitch, us, Width, Height);
    if (r == CUDA_SUCCESS) {
    }
    return r;
}

static CUresult ls_do_cuMemsetD2D16_v2_ptds(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUdeviceptr, size_t, unsigned short, size_t, size_t);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuMemsetD2D16_v2_ptds];
    (void)out;
    CUdeviceptr dstDevice;
    if (ls_scalar(rd, &dstDevice, sizeof dstDevice)) return LS_BAD_FRAME;
    size_t dstPitch;
    if (ls_scalar(rd, &dstPitch, sizeof dstPitch)) return LS_BAD_FRAME;
    unsigned short us;
    if (ls_scalar(rd, &us, sizeof us)) return LS_BAD_FRAME;
    size_t Width;
    if (ls_scalar(rd, &Width, sizeof Width)) return LS_BAD_FRAME;
    size_t Height;
    if (ls_scalar(rd, &Height, sizeof Height)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_dev2d_ok(s, (uint64_t)dstDevice, (uint64_t)dstPitch, (uint64_t)Width, 2u, (uint64_t)Height)) return CUDA_ERROR_INVALID_VALUE;
    CUresult r = real(dstDevice, dstPitch, us, Width, Height);
    if (r == CUDA_SUCCESS) {
    }
    return r;
}

static CUresult ls_do_cuMemsetD2D32Async(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUdeviceptr, size_t, unsigned int, size_t, size_t, CUstream);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuMemsetD2D32Async];
    (void)out;
    CUdeviceptr dstDevice;
    if (ls_scalar(rd, &dstDevice, sizeof dstDevice)) return LS_BAD_FRAME;
    size_t dstPitch;
    if (ls_scalar(rd, &dstPitch, sizeof dstPitch)) return LS_BAD_FRAME;
    unsigned int ui;
    if (ls_scalar(rd, &ui, sizeof ui)) return LS_BAD_FRAME;
    size_t Width;
    if (ls_scalar(rd, &Width, sizeof Width)) return LS_BAD_FRAME;
    size_t Height;
    if (ls_scalar(rd, &Height, sizeof Height)) return LS_BAD_FRAME;
    CUstream hStream;
    if (ls_scalar(rd, &hStream, sizeof hStream)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_dev2d_ok(s, (uint64_t)dstDevice, (uint64_t)dstPitch, (uint64_t)Width, 4u, (uint64_t)Height)) return CUDA_ERROR_INVALID_VALUE;
    if (!ls_handle_ok(s, LS_H_CUstream_st, (uint64_t)(uintptr_t)hStream)) return CUDA_ERROR_INVALID_HANDLE;
    CUresult r = real(dstDevice, dstPitch, ui, Width, Height, hStream);
    if (r == CUDA_SUCCESS) {
    }
    return r;
}

static CUresult ls_do_cuMemsetD2D32Async_ptsz(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUdeviceptr, size_t, unsigned int, size_t, size_t, CUstream);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuMemsetD2D32Async_ptsz];
    (void)out;
    CUdeviceptr dstDevice;
    if (ls_scalar(rd, &dstDevice, sizeof dstDevice)) return LS_BAD_FRAME;
    size_t dstPitch;
    if (ls_scalar(rd, &dstPitch, sizeof dstPitch)) return LS_BAD_FRAME;
    unsigned int ui;
    if (ls_scalar(rd, &ui, sizeof ui)) return LS_BAD_FRAME;
    size_t Width;
    if (ls_scalar(rd, &Width, sizeof Width)) return LS_BAD_FRAME;
    size_t Height;
    if (ls_scalar(rd, &Height, sizeof Height)) return LS_BAD_FRAME;
    CUstream hStream;
    if (ls_scalar(rd, &hStream, sizeof hStream)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_dev2d_ok(s, (uint64_t)dstDevice, (uint64_t)dstPitch, (uint64_t)Width, 4u, (uint64_t)Height)) return CUDA_ERROR_INVALID_VALUE;
    if (!ls_handle_ok(s, LS_H_CUstream_st, (uint64_t)(uintptr_t)hStream)) return CUDA_ERROR_INVALID_HANDLE;
    CUresult r = real(dstDevice, dstPitch, ui, Width, Height, hStream);
    if (r == CUDA_SUCCESS) {
    }
    return r;
}

static CUresult ls_do_cuMemsetD2D32_v2(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUdeviceptr, size_t, unsigned int, size_t, size_t);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuMemsetD2D32_v2];
    (void)out;
    CUdeviceptr dstDevice;
    if (ls_scalar(rd, &dstDevice, sizeof dstDevice)) return LS_BAD_FRAME;
    size_t dstPitch;
    if (ls_scalar(rd, &dstPitch, sizeof dstPitch)) return LS_BAD_FRAME;
    unsigned int ui;
    if (ls_scalar(rd, &ui, sizeof ui)) return LS_BAD_FRAME;
    size_t Width;
    if (ls_scalar(rd, &Width, sizeof Width)) return LS_BAD_FRAME;
    size_t Height;
    if (ls_scalar(rd, &Height, sizeof Height)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_dev2d_ok(s, (uint64_t)dstDevice, (uint64_t)dstPitch, (uint64_t)Width, 4u, (uint64_t)Height)) return CUDA_ERROR_INVALID_VALUE;
    CUresult r = real(dstDevice, dstPitch, ui, Width, Height);
    if (r == CUDA_SUCCESS) {
    }
    return r;
}

static CUresult ls_do_cuMemsetD2D32_v2_ptds(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUdeviceptr, size_t, unsigned int, size_t, size_t);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuMemsetD2D32_v2_ptds];
    (void)out;
    CUdeviceptr dstDevice;
    if (ls_scalar(rd, &dstDevice, sizeof dstDevice)) return LS_BAD_FRAME;
    size_t dstPitch;
    if (ls_scalar(rd, &dstPitch, sizeof dstPitch)) return LS_BAD_FRAME;
    unsigned int ui;
    if (ls_scalar(rd, &ui, sizeof ui)) return LS_BAD_FRAME;
    size_t Width;
    if (ls_scalar(rd, &Width, sizeof Width)) return LS_BAD_FRAME;
    size_t Height;
    if (ls_scalar(rd, &Height, sizeof Height)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_dev2d_ok(s, (uint64_t)dstDevice, (uint64_t)dstPitch, (uint64_t)Width, 4u, (uint64_t)Height)) return CUDA_ERROR_INVALID_VALUE;
    CUresult r = real(dstDevice, dstPitch, ui, Width, Height);
    if (r == CUDA_SUCCESS) {
    }
    return r;
}

static CUresult ls_do_cuMemsetD2D8Async(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUdeviceptr, size_t, unsigned char, size_t, size_t, CUstream);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuMemsetD2D8Async];
    (void)out;
    CUdeviceptr dstDevice;
    if (ls_scalar(rd, &dstDevice, sizeof dstDevice)) return LS_BAD_FRAME;
    size_t dstPitch;
    if (ls_scalar(rd, &dstPitch, sizeof dstPitch)) return LS_BAD_FRAME;
    unsigned char uc;
    if (ls_scalar(rd, &uc, sizeof uc)) return LS_BAD_FRAME;
    size_t Width;
    if (ls_scalar(rd, &Width, sizeof Width)) return LS_BAD_FRAME;
    size_t Height;
    if (ls_scalar(rd, &Height, sizeof Height)) return LS_BAD_FRAME;
    CUstream hStream;
    if (ls_scalar(rd, &hStream, sizeof hStream)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_dev2d_ok(s, (uint64_t)dstDevice, (uint64_t)dstPitch, (uint64_t)Width, 1u, (uint64_t)Height)) return CUDA_ERROR_INVALID_VALUE;
    if (!ls_handle_ok(s, LS_H_CUstream_st, (uint64_t)(uintptr_t)hStream)) return CUDA_ERROR_INVALID_HANDLE;
    CUresult r = real(dstDevice, dstPitch, uc, Width, Height, hStream);
    if (r == CUDA_SUCCESS) {
    }
    return r;
}

static CUresult ls_do_cuMemsetD2D8Async_ptsz(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUdeviceptr, size_t, unsigned char, size_t, size_t, CUstream);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuMemsetD2D8Async_ptsz];
    (void)out;
    CUdeviceptr dstDevice;
    if (ls_scalar(rd, &dstDevice, sizeof dstDevice)) return LS_BAD_FRAME;
    size_t dstPitch;
    if (ls_scalar(rd, &dstPitch, sizeof dstPitch)) return LS_BAD_FRAME;
    unsigned char uc;
    if (ls_scalar(rd, &uc, sizeof uc)) return LS_BAD_FRAME;
    size_t Width;
    if (ls_scalar(rd, &Width, sizeof Width)) return LS_BAD_FRAME;
    size_t Height;
    if (ls_scalar(rd, &Height, sizeof Height)) return LS_BAD_FRAME;
    CUstream hStream;
    if (ls_scalar(rd, &hStream, sizeof hStream)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_dev2d_ok(s, (uint64_t)dstDevice, (uint64_t)dstPitch, (uint64_t)Width, 1u, (uint64_t)Height)) return CUDA_ERROR_INVALID_VALUE;
    if (!ls_handle_ok(s, LS_H_CUstream_st, (uint64_t)(uintptr_t)hStream)) return CUDA_ERROR_INVALID_HANDLE;
    CUresult r = real(dstDevice, dstPitch, uc, Width, Height, hStream);
    if (r == CUDA_SUCCESS) {
    }
    return r;
}

static CUresult ls_do_cuMemsetD2D8_v2(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUdeviceptr, size_t, unsigned char, size_t, size_t);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuMemsetD2D8_v2];
    (void)out;
    CUdeviceptr dstDevice;
    if (ls_scalar(rd, &dstDevice, sizeof dstDevice)) return LS_BAD_FRAME;
    size_t dstPitch;
    if (ls_scalar(rd, &dstPitch, sizeof dstPitch)) return LS_BAD_FRAME;
    unsigned char uc;
    if (ls_scalar(rd, &uc, sizeof uc)) return LS_BAD_FRAME;
    size_t Width;
    if (ls_scalar(rd, &Width, sizeof Width)) return LS_BAD_FRAME;
    size_t Height;
    if (ls_scalar(rd, &Height, sizeof Height)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_dev2d_ok(s, (uint64_t)dstDevice, (uint64_t)dstPitch, (uint64_t)Width, 1u, (uint64_t)Height)) return CUDA_ERROR_INVALID_VALUE;
    CUresult r = real(dstDevice, dstPitch, uc, Width, Height);
    if (r == CUDA_SUCCESS) {
    }
    return r;
}

static CUresult ls_do_cuMemsetD2D8_v2_ptds(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUdeviceptr, size_t, unsigned char, size_t, size_t);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuMemsetD2D8_v2_ptds];
    (void)out;
    CUdeviceptr dstDevice;
    if (ls_scalar(rd, &dstDevice, sizeof dstDevice)) return LS_BAD_FRAME;
    size_t dstPitch;
    if (ls_scalar(rd, &dstPitch, sizeof dstPitch)) return LS_BAD_FRAME;
    unsigned char uc;
    if (ls_scalar(rd, &uc, sizeof uc)) return LS_BAD_FRAME;
    size_t Width;
    if (ls_scalar(rd, &Width, sizeof Width)) return LS_BAD_FRAME;
    size_t Height;
    if (ls_scalar(rd, &Height, sizeof Height)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_dev2d_ok(s, (uint64_t)dstDevice, (uint64_t)dstPitch, (uint64_t)Width, 1u, (uint64_t)Height)) return CUDA_ERROR_INVALID_VALUE;
    CUresult r = real(dstDevice, dstPitch, uc, Width, Height);
    if (r == CUDA_SUCCESS) {
    }
    return r;
}

static CUresult ls_do_cuMemsetD32Async(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUdeviceptr, unsigned int, size_t, CUstream);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuMemsetD32Async];
    (void)out;
    CUdeviceptr dstDevice;
    if (ls_scalar(rd, &dstDevice, sizeof dstDevice)) return LS_BAD_FRAME;
    unsigned int ui;
    if (ls_scalar(rd, &ui, sizeof ui)) return LS_BAD_FRAME;
    size_t N;
    if (ls_scalar(rd, &N, sizeof N)) return LS_BAD_FRAME;
    CUstream hStream;
    if (ls_scalar(rd, &hStream, sizeof hStream)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_devrange_ok(s, (uint64_t)dstDevice, (uint64_t)N, 4u)) return CUDA_ERROR_INVALID_VALUE;
    if (!ls_handle_ok(s, LS_H_CUstream_st, (uint64_t)(uintptr_t)hStream)) return CUDA_ERROR_INVALID_HANDLE;
    CUresult r = real(dstDevice, ui, N, hStream);
    if (r == CUDA_SUCCESS) {
    }
    return r;
}

static CUresult ls_do_cuMemsetD32Async_ptsz(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUdeviceptr, unsigned int, size_t, CUstream);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuMemsetD32Async_ptsz];
    (void)out;
    CUdeviceptr dstDevice;
    if (ls_scalar(rd, &dstDevice, sizeof dstDevice)) return LS_BAD_FRAME;
    unsigned int ui;
    if (ls_scalar(rd, &ui, sizeof ui)) return LS_BAD_FRAME;
    size_t N;
    if (ls_scalar(rd, &N, sizeof N)) return LS_BAD_FRAME;
    CUstream hStream;
    if (ls_scalar(rd, &hStream, sizeof hStream)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_devrange_ok(s, (uint64_t)dstDevice, (uint64_t)N, 4u)) return CUDA_ERROR_INVALID_VALUE;
    if (!ls_handle_ok(s, LS_H_CUstream_st, (uint64_t)(uintptr_t)hStream)) return CUDA_ERROR_INVALID_HANDLE;
    CUresult r = real(dstDevice, ui, N, hStream);
    if (r == CUDA_SUCCESS) {
    }
    return r;
}

static CUresult ls_do_cuMemsetD32_v2(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUdeviceptr, unsigned int, size_t);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuMemsetD32_v2];
    (void)out;
    CUdeviceptr dstDevice;
    if (ls_scalar(rd, &dstDevice, sizeof dstDevice)) return LS_BAD_FRAME;
    unsigned int ui;
    if (ls_scalar(rd, &ui, sizeof ui)) return LS_BAD_FRAME;
    size_t N;
    if (ls_scalar(rd, &N, sizeof N)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_devrange_ok(s, (uint64_t)dstDevice, (uint64_t)N, 4u)) return CUDA_ERROR_INVALID_VALUE;
    CUresult r = real(dstDevice, ui, N);
    if (r == CUDA_SUCCESS) {
    }
    return r;
}

static CUresult ls_do_cuMemsetD32_v2_ptds(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUdeviceptr, unsigned int, size_t);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuMemsetD32_v2_ptds];
    (void)out;
    CUdeviceptr dstDevice;
    if (ls_scalar(rd, &dstDevice, sizeof dstDevice)) return LS_BAD_FRAME;
    unsigned int ui;
    if (ls_scalar(rd, &ui, sizeof ui)) return LS_BAD_FRAME;
    size_t N;
    if (ls_scalar(rd, &N, sizeof N)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_devrange_ok(s, (uint64_t)dstDevice, (uint64_t)N, 4u)) return CUDA_ERROR_INVALID_VALUE;
    CUresult r = real(dstDevice, ui, N);
    if (r == CUDA_SUCCESS) {
    }
    return r;
}

static CUresult ls_do_cuMemsetD8Async(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUdeviceptr, unsigned char, size_t, CUstream);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuMemsetD8Async];
    (void)out;
    CUdeviceptr dstDevice;
    if (ls_scalar(rd, &dstDevice, sizeof dstDevice)) return LS_BAD_FRAME;
    unsigned char uc;
    if (ls_scalar(rd, &uc, sizeof uc)) return LS_BAD_FRAME;
    size_t N;
    if (ls_scalar(rd, &N, sizeof N)) return LS_BAD_FRAME;
    CUstream hStream;
    if (ls_scalar(rd, &hStream, sizeof hStream)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_devrange_ok(s, (uint64_t)dstDevice, (uint64_t)N, 1u)) return CUDA_ERROR_INVALID_VALUE;
    if (!ls_handle_ok(s, LS_H_CUstream_st, (uint64_t)(uintptr_t)hStream)) return CUDA_ERROR_INVALID_HANDLE;
    CUresult r = real(dstDevice, uc, N, hStream);
    if (r == CUDA_SUCCESS) {
    }
    return r;
}

static CUresult ls_do_cuMemsetD8Async_ptsz(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUdeviceptr, unsigned char, size_t, CUstream);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuMemsetD8Async_ptsz];
    (void)out;
    CUdeviceptr dstDevice;
    if (ls_scalar(rd, &dstDevice, sizeof dstDevice)) return LS_BAD_FRAME;
    unsigned char uc;
    if (ls_scalar(rd, &uc, sizeof uc)) return LS_BAD_FRAME;
    size_t N;
    if (ls_scalar(rd, &N, sizeof N)) return LS_BAD_FRAME;
    CUstream hStream;
    if (ls_scalar(rd, &hStream, sizeof hStream)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_devrange_ok(s, (uint64_t)dstDevice, (uint64_t)N, 1u)) return CUDA_ERROR_INVALID_VALUE;
    if (!ls_handle_ok(s, LS_H_CUstream_st, (uint64_t)(uintptr_t)hStream)) return CUDA_ERROR_INVALID_HANDLE;
    CUresult r = real(dstDevice, uc, N, hStream);
    if (r == CUDA_SUCCESS) {
    }
    return r;
}

static CUresult ls_do_cuMemsetD8_v2(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUdeviceptr, unsigned char, size_t);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuMemsetD8_v2];
    (void)out;
    CUdeviceptr dstDevice;
    if (ls_scalar(rd, &dstDevice, sizeof dstDevice)) return LS_BAD_FRAME;
    unsigned char uc;
    if (ls_scalar(rd, &uc, sizeof uc)) return LS_BAD_FRAME;
    size_t N;
    if (ls_scalar(rd, &N, sizeof N)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_devrange_ok(s, (uint64_t)dstDevice, (uint64_t)N, 1u)) return CUDA_ERROR_INVALID_VALUE;
    CUresult r = real(dstDevice, uc, N);
    if (r == CUDA_SUCCESS) {
    }
    return r;
}

static CUresult ls_do_cuMemsetD8_v2_ptds(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUdeviceptr, unsigned char, size_t);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuMemsetD8_v2_ptds];
    (void)out;
    CUdeviceptr dstDevice;
    if (ls_scalar(rd, &dstDevice, sizeof dstDevice)) return LS_BAD_FRAME;
    unsigned char uc;
    if (ls_scalar(rd, &uc, sizeof uc)) return LS_BAD_FRAME;
    size_t N;
    if (ls_scalar(rd, &N, sizeof N)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_devrange_ok(s, (uint64_t)dstDevice, (uint64_t)N, 1u)) return CUDA_ERROR_INVALID_VALUE;
    CUresult r = real(dstDevice, uc, N);
    if (r == CUDA_SUCCESS) {
    }
    return r;
}

static CUresult ls_do_cuMipmappedArrayCreate(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUmipmappedArray *, const CUDA_ARRAY3D_DESCRIPTOR *, unsigned int);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuMipmappedArrayCreate];
    (void)out;
    uint64_t pHandle_n;
    if (ls_out_req(rd, &pHandle_n)) return LS_BAD_FRAME;
    unsigned int numMipmapLevels;
    if (ls_scalar(rd, &numMipmapLevels, sizeof numMipmapLevels)) return LS_BAD_FRAME;
    const void *pMipmappedArrayDesc_p; uint64_t pMipmappedArrayDesc_n;
    if (lp_get_bytes(rd, &pMipmappedArrayDesc_p, &pMipmappedArrayDesc_n, LP_MAX_FRAME)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (pHandle_n != LP_NULL && pHandle_n != (uint64_t)8u) return CUDA_ERROR_INVALID_VALUE;
    if (pHandle_n != LP_NULL && pHandle_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    if (pMipmappedArrayDesc_p && pMipmappedArrayDesc_n != (uint64_t)40u) return CUDA_ERROR_INVALID_VALUE;
    void *pHandle_buf = NULL;
    if (pHandle_n != LP_NULL && !(pHandle_buf = ls_zalloc(pHandle_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult r = real((CUmipmappedArray *)pHandle_buf, (const CUDA_ARRAY3D_DESCRIPTOR *)pMipmappedArrayDesc_p, numMipmapLevels);
    if (r == CUDA_SUCCESS) {
        if (pHandle_buf) lp_buf_bytes(out, pHandle_buf, (size_t)pHandle_n);
        if (pHandle_buf) ls_handles_add(s, LS_H_CUmipmappedArray_st, pHandle_buf, (size_t)pHandle_n, 0);
    }
    free(pHandle_buf);
    return r;
}

static CUresult ls_do_cuMipmappedArrayDestroy(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUmipmappedArray);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuMipmappedArrayDestroy];
    (void)out;
    CUmipmappedArray hMipmappedArray;
    if (ls_scalar(rd, &hMipmappedArray, sizeof hMipmappedArray)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_handle_ok(s, LS_H_CUmipmappedArray_st, (uint64_t)(uintptr_t)hMipmappedArray)) return CUDA_ERROR_INVALID_HANDLE;
    CUresult r = real(hMipmappedArray);
    if (r == CUDA_SUCCESS) {
        ls_handle_del(s, LS_H_CUmipmappedArray_st, (uint64_t)(uintptr_t)hMipmappedArray);
    }
    return r;
}

static CUresult ls_do_cuMipmappedArrayGetLevel(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUarray *, CUmipmappedArray, unsigned int);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuMipmappedArrayGetLevel];
    (void)out;
    uint64_t pLevelArray_n;
    if (ls_out_req(rd, &pLevelArray_n)) return LS_BAD_FRAME;
    CUmipmappedArray hMipmappedArray;
    if (ls_scalar(rd, &hMipmappedArray, sizeof hMipmappedArray)) return LS_BAD_FRAME;
    unsigned int level;
    if (ls_scalar(rd, &level, sizeof level)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (pLevelArray_n != LP_NULL && pLevelArray_n != (uint64_t)8u) return CUDA_ERROR_INVALID_VALUE;
    if (pLevelArray_n != LP_NULL && pLevelArray_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    if (!ls_handle_ok(s, LS_H_CUmipmappedArray_st, (uint64_t)(uintptr_t)hMipmappedArray)) return CUDA_ERROR_INVALID_HANDLE;
    void *pLevelArray_buf = NULL;
    if (pLevelArray_n != LP_NULL && !(pLevelArray_buf = ls_zalloc(pLevelArray_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult r = real((CUarray *)pLevelArray_buf, hMipmappedArray, level);
    if (r == CUDA_SUCCESS) {
        if (pLevelArray_buf) lp_buf_bytes(out, pLevelArray_buf, (size_t)pLevelArray_n);
        if (pLevelArray_buf) ls_handles_add(s, LS_H_CUarray_st, pLevelArray_buf, (size_t)pLevelArray_n, 0);
    }
    free(pLevelArray_buf);
    return r;
}

static CUresult ls_do_cuModuleEnumerateFunctions(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUfunction *, unsigned int, CUmodule);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuModuleEnumerateFunctions];
    (void)out;
    uint64_t functions_n;
    if (ls_out_req(rd, &functions_n)) return LS_BAD_FRAME;
    unsigned int numFunctions;
    if (ls_scalar(rd, &numFunctions, sizeof numFunctions)) return LS_BAD_FRAME;
    CUmodule mod;
    if (ls_scalar(rd, &mod, sizeof mod)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (functions_n != LP_NULL && (uint64_t)(numFunctions) > LS_MAX_GENERIC_ARGS / 8u) return CUDA_ERROR_INVALID_VALUE;
    if (functions_n != LP_NULL && functions_n != (uint64_t)(numFunctions) * 8u) return CUDA_ERROR_INVALID_VALUE;
    if (functions_n != LP_NULL && functions_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    if (!ls_handle_ok(s, LS_H_CUmod_st, (uint64_t)(uintptr_t)mod)) return CUDA_ERROR_INVALID_HANDLE;
    void *functions_buf = NULL;
    if (functions_n != LP_NULL && !(functions_buf = ls_zalloc(functions_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult r = real((CUfunction *)functions_buf, numFunctions, mod);
    if (r == CUDA_SUCCESS) {
        if (functions_buf) lp_buf_bytes(out, functions_buf, (size_t)functions_n);
        if (functions_buf) ls_handles_add(s, LS_H_CUfunc_st, functions_buf, (size_t)functions_n, (uint64_t)(uintptr_t)mod);
    }
    free(functions_buf);
    return r;
}

static CUresult ls_do_cuModuleGetFunction(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUfunction *, CUmodule, const char *);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuModuleGetFunction];
    (void)out;
    uint64_t hfunc_n;
    if (ls_out_req(rd, &hfunc_n)) return LS_BAD_FRAME;
    CUmodule hmod;
    if (ls_scalar(rd, &hmod, sizeof hmod)) return LS_BAD_FRAME;
    const void *name_p; uint64_t name_n;
    if (lp_get_bytes(rd, &name_p, &name_n, LP_MAX_FRAME)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (hfunc_n != LP_NULL && hfunc_n != (uint64_t)8u) return CUDA_ERROR_INVALID_VALUE;
    if (hfunc_n != LP_NULL && hfunc_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    if (!ls_handle_ok(s, LS_H_CUmod_st, (uint64_t)(uintptr_t)hmod)) return CUDA_ERROR_INVALID_HANDLE;
    if (name_p && (name_n == 0 || ((const char *)name_p)[name_n - 1] != 0)) return CUDA_ERROR_INVALID_VALUE;
    void *hfunc_buf = NULL;
    if (hfunc_n != LP_NULL && !(hfunc_buf = ls_zalloc(hfunc_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult r = real((CUfunction *)hfunc_buf, hmod, (const char *)name_p);
    if (r == CUDA_SUCCESS) {
        if (hfunc_buf) lp_buf_bytes(out, hfunc_buf, (size_t)hfunc_n);
        if (hfunc_buf) ls_handles_add(s, LS_H_CUfunc_st, hfunc_buf, (size_t)hfunc_n, (uint64_t)(uintptr_t)hmod);
    }
    free(hfunc_buf);
    return r;
}

static CUresult ls_do_cuModuleGetFunctionCount(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(unsigned int *, CUmodule);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuModuleGetFunctionCount];
    (void)out;
    uint64_t count_n;
    if (ls_out_req(rd, &count_n)) return LS_BAD_FRAME;
    CUmodule mod;
    if (ls_scalar(rd, &mod, sizeof mod)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (count_n != LP_NULL && count_n != (uint64_t)4u) return CUDA_ERROR_INVALID_VALUE;
    if (count_n != LP_NULL && count_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    if (!ls_handle_ok(s, LS_H_CUmod_st, (uint64_t)(uintptr_t)mod)) return CUDA_ERROR_INVALID_HANDLE;
    void *count_buf = NULL;
    if (count_n != LP_NULL && !(count_buf = ls_zalloc(count_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult r = real((unsigned int *)count_buf, mod);
    if (r == CUDA_SUCCESS) {
        if (count_buf) lp_buf_bytes(out, count_buf, (size_t)count_n);
    }
    free(count_buf);
    return r;
}

static CUresult ls_do_cuModuleGetGlobal_v2(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUdeviceptr *, size_t *, CUmodule, const char *);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuModuleGetGlobal_v2];
    (void)out;
    uint64_t dptr_n;
    if (ls_out_req(rd, &dptr_n)) return LS_BAD_FRAME;
    uint64_t bytes_n;
    if (ls_out_req(rd, &bytes_n)) return LS_BAD_FRAME;
    CUmodule hmod;
    if (ls_scalar(rd, &hmod, sizeof hmod)) return LS_BAD_FRAME;
    const void *name_p; uint64_t name_n;
    if (lp_get_bytes(rd, &name_p, &name_n, LP_MAX_FRAME)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (dptr_n != LP_NULL && dptr_n != (uint64_t)8u) return CUDA_ERROR_INVALID_VALUE;
    if (dptr_n != LP_NULL && dptr_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    if (bytes_n != LP_NULL && bytes_n != (uint64_t)8u) return CUDA_ERROR_INVALID_VALUE;
    if (bytes_n != LP_NULL && bytes_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    if (!ls_handle_ok(s, LS_H_CUmod_st, (uint64_t)(uintptr_t)hmod)) return CUDA_ERROR_INVALID_HANDLE;
    if (name_p && (name_n == 0 || ((const char *)name_p)[name_n - 1] != 0)) return CUDA_ERROR_INVALID_VALUE;
    void *dptr_buf = NULL;
    if (dptr_n != LP_NULL && !(dptr_buf = ls_zalloc(dptr_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    void *bytes_buf = NULL;
    if (bytes_n != LP_NULL && !(bytes_buf = ls_zalloc(bytes_n))) {
        free(dptr_buf);
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult r = real((CUdeviceptr *)dptr_buf, (size_t *)bytes_buf, hmod, (const char *)name_p);
    if (r == CUDA_SUCCESS) {
        if (dptr_buf) lp_buf_bytes(out, dptr_buf, (size_t)dptr_n);
        if (bytes_buf) lp_buf_bytes(out, bytes_buf, (size_t)bytes_n);
        if (dptr_buf && bytes_buf) ls_range_add(s, *(uint64_t *)dptr_buf, (uint64_t)*(size_t *)bytes_buf);
        else if (dptr_buf) ls_range_add_queried(s, *(uint64_t *)dptr_buf);
    }
    free(dptr_buf);
    free(bytes_buf);
    return r;
}

static CUresult ls_do_cuModuleGetLoadingMode(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUmoduleLoadingMode *);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuModuleGetLoadingMode];
    (void)out;
    uint64_t mode_n;
    if (ls_out_req(rd, &mode_n)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (mode_n != LP_NULL && mode_n != (uint64_t)4u) return CUDA_ERROR_INVALID_VALUE;
    if (mode_n != LP_NULL && mode_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    void *mode_buf = NULL;
    if (mode_n != LP_NULL && !(mode_buf = ls_zalloc(mode_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult r = real((CUmoduleLoadingMode *)mode_buf);
    if (r == CUDA_SUCCESS) {
        if (mode_buf) lp_buf_bytes(out, mode_buf, (size_t)mode_n);
    }
    free(mode_buf);
    return r;
}

static CUresult ls_do_cuModuleUnload(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUmodule);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuModuleUnload];
    (void)out;
    CUmodule hmod;
    if (ls_scalar(rd, &hmod, sizeof hmod)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_handle_ok(s, LS_H_CUmod_st, (uint64_t)(uintptr_t)hmod)) return CUDA_ERROR_INVALID_HANDLE;
    CUresult r = real(hmod);
    if (r == CUDA_SUCCESS) {
        ls_handle_del(s, LS_H_CUmod_st, (uint64_t)(uintptr_t)hmod);
    }
    return r;
}

static CUresult ls_do_cuOccupancyAvailableDynamicSMemPerBlock(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(size_t *, CUfunction, int, int);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuOccupancyAvailableDynamicSMemPerBlock];
    (void)out;
    uint64_t dynamicSmemSize_n;
    if (ls_out_req(rd, &dynamicSmemSize_n)) return LS_BAD_FRAME;
    CUfunction func;
    if (ls_scalar(rd, &func, sizeof func)) return LS_BAD_FRAME;
    int numBlocks;
    if (ls_scalar(rd, &numBlocks, sizeof numBlocks)) return LS_BAD_FRAME;
    int blockSize;
    if (ls_scalar(rd, &blockSize, sizeof blockSize)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (dynamicSmemSize_n != LP_NULL && dynamicSmemSize_n != (uint64_t)8u) return CUDA_ERROR_INVALID_VALUE;
    if (dynamicSmemSize_n != LP_NULL && dynamicSmemSize_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    if (!ls_handle_ok(s, LS_H_CUfunc_st, (uint64_t)(uintptr_t)func)) return CUDA_ERROR_INVALID_HANDLE;
    void *dynamicSmemSize_buf = NULL;
    if (dynamicSmemSize_n != LP_NULL && !(dynamicSmemSize_buf = ls_zalloc(dynamicSmemSize_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult r = real((size_t *)dynamicSmemSize_buf, func, numBlocks, blockSize);
    if (r == CUDA_SUCCESS) {
        if (dynamicSmemSize_buf) lp_buf_bytes(out, dynamicSmemSize_buf, (size_t)dynamicSmemSize_n);
    }
    free(dynamicSmemSize_buf);
    return r;
}

static CUresult ls_do_cuOccupancyMaxActiveBlocksPerMultiprocessor(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(int *, CUfunction, int, size_t);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuOccupancyMaxActiveBlocksPerMultiprocessor];
    (void)out;
    uint64_t numBlocks_n;
    if (ls_out_req(rd, &numBlocks_n)) return LS_BAD_FRAME;
    CUfunction func;
    if (ls_scalar(rd, &func, sizeof func)) return LS_BAD_FRAME;
    int blockSize;
    if (ls_scalar(rd, &blockSize, sizeof blockSize)) return LS_BAD_FRAME;
    size_t dynamicSMemSize;
    if (ls_scalar(rd, &dynamicSMemSize, sizeof dynamicSMemSize)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (numBlocks_n != LP_NULL && numBlocks_n != (uint64_t)4u) return CUDA_ERROR_INVALID_VALUE;
    if (numBlocks_n != LP_NULL && numBlocks_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    if (!ls_handle_ok(s, LS_H_CUfunc_st, (uint64_t)(uintptr_t)func)) return CUDA_ERROR_INVALID_HANDLE;
    void *numBlocks_buf = NULL;
    if (numBlocks_n != LP_NULL && !(numBlocks_buf = ls_zalloc(numBlocks_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult r = real((int *)numBlocks_buf, func, blockSize, dynamicSMemSize);
    if (r == CUDA_SUCCESS) {
        if (numBlocks_buf) lp_buf_bytes(out, numBlocks_buf, (size_t)numBlocks_n);
    }
    free(numBlocks_buf);
    return r;
}

static CUresult ls_do_cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(int *, CUfunction, int, size_t, unsigned int);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags];
    (void)out;
    uint64_t numBlocks_n;
    if (ls_out_req(rd, &numBlocks_n)) return LS_BAD_FRAME;
    CUfunction func;
    if (ls_scalar(rd, &func, sizeof func)) return LS_BAD_FRAME;
    int blockSize;
    if (ls_scalar(rd, &blockSize, sizeof blockSize)) return LS_BAD_FRAME;
    size_t dynamicSMemSize;
    if (ls_scalar(rd, &dynamicSMemSize, sizeof dynamicSMemSize)) return LS_BAD_FRAME;
    unsigned int flags;
    if (ls_scalar(rd, &flags, sizeof flags)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (numBlocks_n != LP_NULL && numBlocks_n != (uint64_t)4u) return CUDA_ERROR_INVALID_VALUE;
    if (numBlocks_n != LP_NULL && numBlocks_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    if (!ls_handle_ok(s, LS_H_CUfunc_st, (uint64_t)(uintptr_t)func)) return CUDA_ERROR_INVALID_HANDLE;
    void *numBlocks_buf = NULL;
    if (numBlocks_n != LP_NULL && !(numBlocks_buf = ls_zalloc(numBlocks_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult r = real((int *)numBlocks_buf, func, blockSize, dynamicSMemSize, flags);
    if (r == CUDA_SUCCESS) {
        if (numBlocks_buf) lp_buf_bytes(out, numBlocks_buf, (size_t)numBlocks_n);
    }
    free(numBlocks_buf);
    return r;
}

static CUresult ls_do_cuPointerGetAttribute(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(void *, CUpointer_attribute, CUdeviceptr);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuPointerGetAttribute];
    (void)out;
    uint64_t data_n;
    if (ls_out_req(rd, &data_n)) return LS_BAD_FRAME;
    CUpointer_attribute attribute;
    if (ls_scalar(rd, &attribute, sizeof attribute)) return LS_BAD_FRAME;
    CUdeviceptr ptr;
    if (ls_scalar(rd, &ptr, sizeof ptr)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (data_n != LP_NULL && data_n != (uint64_t)8u) return CUDA_ERROR_INVALID_VALUE;
    if (data_n != LP_NULL && data_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    void *data_buf = NULL;
    if (data_n != LP_NULL && !(data_buf = ls_zalloc(data_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult r = real((void *)data_buf, attribute, ptr);
    if (r == CUDA_SUCCESS) {
        if (data_buf) lp_buf_bytes(out, data_buf, (size_t)data_n);
    }
    free(data_buf);
    return r;
}

static CUresult ls_do_cuProfilerStart(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(void);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuProfilerStart];
    (void)out;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    CUresult r = real();
    if (r == CUDA_SUCCESS) {
    }
    return r;
}

static CUresult ls_do_cuProfilerStop(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(void);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuProfilerStop];
    (void)out;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    CUresult r = real();
    if (r == CUDA_SUCCESS) {
    }
    return r;
}

static CUresult ls_do_cuStreamBatchMemOp(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUstream, unsigned int, CUstreamBatchMemOpParams *, unsigned int);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuStreamBatchMemOp];
    (void)out;
    CUstream stream;
    if (ls_scalar(rd, &stream, sizeof stream)) return LS_BAD_FRAME;
    unsigned int count;
    if (ls_scalar(rd, &count, sizeof count)) return LS_BAD_FRAME;
    unsigned int flags;
    if (ls_scalar(rd, &flags, sizeof flags)) return LS_BAD_FRAME;
    const void *paramArray_p; uint64_t paramArray_n;
    if (lp_get_bytes(rd, &paramArray_p, &paramArray_n, LP_MAX_FRAME)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if ((uint64_t)count > 255u) return CUDA_ERROR_INVALID_VALUE;
    if (!ls_handle_ok(s, LS_H_CUstream_st, (uint64_t)(uintptr_t)stream)) return CUDA_ERROR_INVALID_HANDLE;
    if (paramArray_p && (uint64_t)(count) > LS_MAX_GENERIC_ARGS / 48u) return CUDA_ERROR_INVALID_VALUE;
    if (!paramArray_p && (uint64_t)(count) != 0) return CUDA_ERROR_INVALID_VALUE;
    if (paramArray_p && paramArray_n != (uint64_t)(count) * 48u) return CUDA_ERROR_INVALID_VALUE;
    if (paramArray_p) { CUresult cr = ls_check_mem_ops(s, (void *)(uintptr_t)paramArray_p, paramArray_n); if (cr != CUDA_SUCCESS) return cr; }
    CUresult r = real(stream, count, (CUstreamBatchMemOpParams *)paramArray_p, flags);
    if (r == CUDA_SUCCESS) {
    }
    return r;
}

static CUresult ls_do_cuStreamBatchMemOp_ptsz(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUstream, unsigned int, CUstreamBatchMemOpParams *, unsigned int);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuStreamBatchMemOp_ptsz];
    (void)out;
    CUstream stream;
    if (ls_scalar(rd, &stream, sizeof stream)) return LS_BAD_FRAME;
    unsigned int count;
    if (ls_scalar(rd, &count, sizeof count)) return LS_BAD_FRAME;
    unsigned int flags;
    if (ls_scalar(rd, &flags, sizeof flags)) return LS_BAD_FRAME;
    const void *paramArray_p; uint64_t paramArray_n;
    if (lp_get_bytes(rd, &paramArray_p, &paramArray_n, LP_MAX_FRAME)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if ((uint64_t)count > 255u) return CUDA_ERROR_INVALID_VALUE;
    if (!ls_handle_ok(s, LS_H_CUstream_st, (uint64_t)(uintptr_t)stream)) return CUDA_ERROR_INVALID_HANDLE;
    if (paramArray_p && (uint64_t)(count) > LS_MAX_GENERIC_ARGS / 48u) return CUDA_ERROR_INVALID_VALUE;
    if (!paramArray_p && (uint64_t)(count) != 0) return CUDA_ERROR_INVALID_VALUE;
    if (paramArray_p && paramArray_n != (uint64_t)(count) * 48u) return CUDA_ERROR_INVALID_VALUE;
    if (paramArray_p) { CUresult cr = ls_check_mem_ops(s, (void *)(uintptr_t)paramArray_p, paramArray_n); if (cr != CUDA_SUCCESS) return cr; }
    CUresult r = real(stream, count, (CUstreamBatchMemOpParams *)paramArray_p, flags);
    if (r == CUDA_SUCCESS) {
    }
    return r;
}

static CUresult ls_do_cuStreamBatchMemOp_v2(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUstream, unsigned int, CUstreamBatchMemOpParams *, unsigned int);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuStreamBatchMemOp_v2];
    (void)out;
    CUstream stream;
    if (ls_scalar(rd, &stream, sizeof stream)) return LS_BAD_FRAME;
    unsigned int count;
    if (ls_scalar(rd, &count, sizeof count)) return LS_BAD_FRAME;
    unsigned int flags;
    if (ls_scalar(rd, &flags, sizeof flags)) return LS_BAD_FRAME;
    const void *paramArray_p; uint64_t paramArray_n;
    if (lp_get_bytes(rd, &paramArray_p, &paramArray_n, LP_MAX_FRAME)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if ((uint64_t)count > 255u) return CUDA_ERROR_INVALID_VALUE;
    if (!ls_handle_ok(s, LS_H_CUstream_st, (uint64_t)(uintptr_t)stream)) return CUDA_ERROR_INVALID_HANDLE;
    if (paramArray_p && (uint64_t)(count) > LS_MAX_GENERIC_ARGS / 48u) return CUDA_ERROR_INVALID_VALUE;
    if (!paramArray_p && (uint64_t)(count) != 0) return CUDA_ERROR_INVALID_VALUE;
    if (paramArray_p && paramArray_n != (uint64_t)(count) * 48u) return CUDA_ERROR_INVALID_VALUE;
    if (paramArray_p) { CUresult cr = ls_check_mem_ops(s, (void *)(uintptr_t)paramArray_p, paramArray_n); if (cr != CUDA_SUCCESS) return cr; }
    CUresult r = real(stream, count, (CUstreamBatchMemOpParams *)paramArray_p, flags);
    if (r == CUDA_SUCCESS) {
    }
    return r;
}

static CUresult ls_do_cuStreamBatchMemOp_v2_ptsz(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUstream, unsigned int, CUstreamBatchMemOpParams *, unsigned int);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuStreamBatchMemOp_v2_ptsz];
    (void)out;
    CUstream stream;
    if (ls_scalar(rd, &stream, sizeof stream)) return LS_BAD_FRAME;
    unsigned int count;
    if (ls_scalar(rd, &count, sizeof count)) return LS_BAD_FRAME;
    unsigned int flags;
    if (ls_scalar(rd, &flags, sizeof flags)) return LS_BAD_FRAME;
    const void *paramArray_p; uint64_t paramArray_n;
    if (lp_get_bytes(rd, &paramArray_p, &paramArray_n, LP_MAX_FRAME)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if ((uint64_t)count > 255u) return CUDA_ERROR_INVALID_VALUE;
    if (!ls_handle_ok(s, LS_H_CUstream_st, (uint64_t)(uintptr_t)stream)) return CUDA_ERROR_INVALID_HANDLE;
    if (paramArray_p && (uint64_t)(count) > LS_MAX_GENERIC_ARGS / 48u) return CUDA_ERROR_INVALID_VALUE;
    if (!paramArray_p && (uint64_t)(count) != 0) return CUDA_ERROR_INVALID_VALUE;
    if (paramArray_p && paramArray_n != (uint64_t)(count) * 48u) return CUDA_ERROR_INVALID_VALUE;
    if (paramArray_p) { CUresult cr = ls_check_mem_ops(s, (void *)(uintptr_t)paramArray_p, paramArray_n); if (cr != CUDA_SUCCESS) return cr; }
    CUresult r = real(stream, count, (CUstreamBatchMemOpParams *)paramArray_p, flags);
    if (r == CUDA_SUCCESS) {
    }
    return r;
}

static CUresult ls_do_cuStreamBeginCapture(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUstream);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuStreamBeginCapture];
    (void)out;
    CUstream hStream;
    if (ls_scalar(rd, &hStream, sizeof hStream)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_handle_ok(s, LS_H_CUstream_st, (uint64_t)(uintptr_t)hStream)) return CUDA_ERROR_INVALID_HANDLE;
    CUresult r = real(hStream);
    if (r == CUDA_SUCCESS) {
        ls_graph_capture_begun(s, (uint64_t)(uintptr_t)hStream, 0);
    }
    return r;
}

static CUresult ls_do_cuStreamBeginCaptureToGraph(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUstream, CUgraph, const CUgraphNode *, const CUgraphEdgeData *, size_t, CUstreamCaptureMode);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuStreamBeginCaptureToGraph];
    (void)out;
    CUstream hStream;
    if (ls_scalar(rd, &hStream, sizeof hStream)) return LS_BAD_FRAME;
    CUgraph hGraph;
    if (ls_scalar(rd, &hGraph, sizeof hGraph)) return LS_BAD_FRAME;
    size_t numDependencies;
    if (ls_scalar(rd, &numDependencies, sizeof numDependencies)) return LS_BAD_FRAME;
    CUstreamCaptureMode mode;
    if (ls_scalar(rd, &mode, sizeof mode)) return LS_BAD_FRAME;
    const void *dependencies_p; uint64_t dependencies_n;
    if (lp_get_bytes(rd, &dependencies_p, &dependencies_n, LP_MAX_FRAME)) return LS_BAD_FRAME;
    const void *dependencyData_p; uint64_t dependencyData_n;
    if (lp_get_bytes(rd, &dependencyData_p, &dependencyData_n, LP_MAX_FRAME)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_handle_ok(s, LS_H_CUstream_st, (uint64_t)(uintptr_t)hStream)) return CUDA_ERROR_INVALID_HANDLE;
    if (!ls_handle_ok(s, LS_H_CUgraph_st, (uint64_t)(uintptr_t)hGraph)) return CUDA_ERROR_INVALID_HANDLE;
    if (dependencies_p && (uint64_t)(numDependencies) > LS_MAX_GENERIC_ARGS / 8u) return CUDA_ERROR_INVALID_VALUE;
    if (!dependencies_p && (uint64_t)(numDependencies) != 0) return CUDA_ERROR_INVALID_VALUE;
    if (dependencies_p && dependencies_n != (uint64_t)(numDependencies) * 8u) return CUDA_ERROR_INVALID_VALUE;
    if (dependencies_p && !ls_handle_array_ok(s, LS_H_CUgraphNode_st, dependencies_p, dependencies_n)) return CUDA_ERROR_INVALID_HANDLE;
    if (dependencyData_p && (uint64_t)(numDependencies) > LS_MAX_GENERIC_ARGS / 8u) return CUDA_ERROR_INVALID_VALUE;
    if (dependencyData_p && dependencyData_n != (uint64_t)(numDependencies) * 8u) return CUDA_ERROR_INVALID_VALUE;
    CUresult r = real(hStream, hGraph, (const CUgraphNode *)dependencies_p, (const CUgraphEdgeData *)dependencyData_p, numDependencies, mode);
    if (r == CUDA_SUCCESS) {
        ls_graph_capture_begun(s, (uint64_t)(uintptr_t)hStream, (uint64_t)(uintptr_t)hGraph);
    }
    return r;
}

static CUresult ls_do_cuStreamBeginCaptureToGraph_ptsz(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUstream, CUgraph, const CUgraphNode *, const CUgraphEdgeData *, size_t, CUstreamCaptureMode);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuStreamBeginCaptureToGraph_ptsz];
    (void)out;
    CUstream hStream;
    if (ls_scalar(rd, &hStream, sizeof hStream)) return LS_BAD_FRAME;
    CUgraph hGraph;
    if (ls_scalar(rd, &hGraph, sizeof hGraph)) return LS_BAD_FRAME;
    size_t numDependencies;
    if (ls_scalar(rd, &numDependencies, sizeof numDependencies)) return LS_BAD_FRAME;
    CUstreamCaptureMode mode;
    if (ls_scalar(rd, &mode, sizeof mode)) return LS_BAD_FRAME;
    const void *dependencies_p; uint64_t dependencies_n;
    if (lp_get_bytes(rd, &dependencies_p, &dependencies_n, LP_MAX_FRAME)) return LS_BAD_FRAME;
    const void *dependencyData_p; uint64_t dependencyData_n;
    if (lp_get_bytes(rd, &dependencyData_p, &dependencyData_n, LP_MAX_FRAME)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_handle_ok(s, LS_H_CUstream_st, (uint64_t)(uintptr_t)hStream)) return CUDA_ERROR_INVALID_HANDLE;
    if (!ls_handle_ok(s, LS_H_CUgraph_st, (uint64_t)(uintptr_t)hGraph)) return CUDA_ERROR_INVALID_HANDLE;
    if (dependencies_p && (uint64_t)(numDependencies) > LS_MAX_GENERIC_ARGS / 8u) return CUDA_ERROR_INVALID_VALUE;
    if (!dependencies_p && (uint64_t)(numDependencies) != 0) return CUDA_ERROR_INVALID_VALUE;
    if (dependencies_p && dependencies_n != (uint64_t)(numDependencies) * 8u) return CUDA_ERROR_INVALID_VALUE;
    if (dependencies_p && !ls_handle_array_ok(s, LS_H_CUgraphNode_st, dependencies_p, dependencies_n)) return CUDA_ERROR_INVALID_HANDLE;
    if (dependencyData_p && (uint64_t)(numDependencies) > LS_MAX_GENERIC_ARGS / 8u) return CUDA_ERROR_INVALID_VALUE;
    if (dependencyData_p && dependencyData_n != (uint64_t)(numDependencies) * 8u) return CUDA_ERROR_INVALID_VALUE;
    CUresult r = real(hStream, hGraph, (const CUgraphNode *)dependencies_p, (const CUgraphEdgeData *)dependencyData_p, numDependencies, mode);
    if (r == CUDA_SUCCESS) {
        ls_graph_capture_begun(s, (uint64_t)(uintptr_t)hStream, (uint64_t)(uintptr_t)hGraph);
    }
    return r;
}

static CUresult ls_do_cuStreamBeginCapture_ptsz(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUstream);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuStreamBeginCapture_ptsz];
    (void)out;
    CUstream hStream;
    if (ls_scalar(rd, &hStream, sizeof hStream)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_handle_ok(s, LS_H_CUstream_st, (uint64_t)(uintptr_t)hStream)) return CUDA_ERROR_INVALID_HANDLE;
    CUresult r = real(hStream);
    if (r == CUDA_SUCCESS) {
        ls_graph_capture_begun(s, (uint64_t)(uintptr_t)hStream, 0);
    }
    return r;
}

static CUresult ls_do_cuStreamBeginCapture_v2(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUstream, CUstreamCaptureMode);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuStreamBeginCapture_v2];
    (void)out;
    CUstream hStream;
    if (ls_scalar(rd, &hStream, sizeof hStream)) return LS_BAD_FRAME;
    CUstreamCaptureMode mode;
    if (ls_scalar(rd, &mode, sizeof mode)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_handle_ok(s, LS_H_CUstream_st, (uint64_t)(uintptr_t)hStream)) return CUDA_ERROR_INVALID_HANDLE;
    CUresult r = real(hStream, mode);
    if (r == CUDA_SUCCESS) {
        ls_graph_capture_begun(s, (uint64_t)(uintptr_t)hStream, 0);
    }
    return r;
}

static CUresult ls_do_cuStreamBeginCapture_v2_ptsz(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUstream, CUstreamCaptureMode);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuStreamBeginCapture_v2_ptsz];
    (void)out;
    CUstream hStream;
    if (ls_scalar(rd, &hStream, sizeof hStream)) return LS_BAD_FRAME;
    CUstreamCaptureMode mode;
    if (ls_scalar(rd, &mode, sizeof mode)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_handle_ok(s, LS_H_CUstream_st, (uint64_t)(uintptr_t)hStream)) return CUDA_ERROR_INVALID_HANDLE;
    CUresult r = real(hStream, mode);
    if (r == CUDA_SUCCESS) {
        ls_graph_capture_begun(s, (uint64_t)(uintptr_t)hStream, 0);
    }
    return r;
}

static CUresult ls_do_cuStreamCopyAttributes(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUstream, CUstream);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuStreamCopyAttributes];
    (void)out;
    CUstream dstStream;
    if (ls_scalar(rd, &dstStream, sizeof dstStream)) return LS_BAD_FRAME;
    CUstream srcStream;
    if (ls_scalar(rd, &srcStream, sizeof srcStream)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_handle_ok(s, LS_H_CUstream_st, (uint64_t)(uintptr_t)dstStream)) return CUDA_ERROR_INVALID_HANDLE;
    if (!ls_handle_ok(s, LS_H_CUstream_st, (uint64_t)(uintptr_t)srcStream)) return CUDA_ERROR_INVALID_HANDLE;
    CUresult r = real(dstStream, srcStream);
    if (r == CUDA_SUCCESS) {
    }
    return r;
}

static CUresult ls_do_cuStreamCopyAttributes_ptsz(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUstream, CUstream);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuStreamCopyAttributes_ptsz];
    (void)out;
    CUstream dst;
    if (ls_scalar(rd, &dst, sizeof dst)) return LS_BAD_FRAME;
    CUstream src;
    if (ls_scalar(rd, &src, sizeof src)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_handle_ok(s, LS_H_CUstream_st, (uint64_t)(uintptr_t)dst)) return CUDA_ERROR_INVALID_HANDLE;
    if (!ls_handle_ok(s, LS_H_CUstream_st, (uint64_t)(uintptr_t)src)) return CUDA_ERROR_INVALID_HANDLE;
    CUresult r = real(dst, src);
    if (r == CUDA_SUCCESS) {
    }
    return r;
}

static CUresult ls_do_cuStreamCreate(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUstream *, unsigned int);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuStreamCreate];
    (void)out;
    uint64_t phStream_n;
    if (ls_out_req(rd, &phStream_n)) return LS_BAD_FRAME;
    unsigned int Flags;
    if (ls_scalar(rd, &Flags, sizeof Flags)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (phStream_n != LP_NULL && phStream_n != (uint64_t)8u) return CUDA_ERROR_INVALID_VALUE;
    if (phStream_n != LP_NULL && phStream_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    void *phStream_buf = NULL;
    if (phStream_n != LP_NULL && !(phStream_buf = ls_zalloc(phStream_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult r = real((CUstream *)phStream_buf, Flags);
    if (r == CUDA_SUCCESS) {
        if (phStream_buf) lp_buf_bytes(out, phStream_buf, (size_t)phStream_n);
        if (phStream_buf) ls_handles_add(s, LS_H_CUstream_st, phStream_buf, (size_t)phStream_n, 0);
    }
    free(phStream_buf);
    return r;
}

static CUresult ls_do_cuStreamCreateWithPriority(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUstream *, unsigned int, int);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuStreamCreateWithPriority];
    (void)out;
    uint64_t phStream_n;
    if (ls_out_req(rd, &phStream_n)) return LS_BAD_FRAME;
    unsigned int flags;
    if (ls_scalar(rd, &flags, sizeof flags)) return LS_BAD_FRAME;
    int priority;
    if (ls_scalar(rd, &priority, sizeof priority)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (phStream_n != LP_NULL && phStream_n != (uint64_t)8u) return CUDA_ERROR_INVALID_VALUE;
    if (phStream_n != LP_NULL && phStream_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    void *phStream_buf = NULL;
    if (phStream_n != LP_NULL && !(phStream_buf = ls_zalloc(phStream_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult r = real((CUstream *)phStream_buf, flags, priority);
    if (r == CUDA_SUCCESS) {
        if (phStream_buf) lp_buf_bytes(out, phStream_buf, (size_t)phStream_n);
        if (phStream_buf) ls_handles_add(s, LS_H_CUstream_st, phStream_buf, (size_t)phStream_n, 0);
    }
    free(phStream_buf);
    return r;
}

static CUresult ls_do_cuStreamDestroy_v2(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUstream);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuStreamDestroy_v2];
    (void)out;
    CUstream hStream;
    if (ls_scalar(rd, &hStream, sizeof hStream)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_handle_ok(s, LS_H_CUstream_st, (uint64_t)(uintptr_t)hStream)) return CUDA_ERROR_INVALID_HANDLE;
    CUresult r = real(hStream);
    if (r == CUDA_SUCCESS) {
        ls_handle_del(s, LS_H_CUstream_st, (uint64_t)(uintptr_t)hStream);
    }
    return r;
}

static CUresult ls_do_cuStreamGetAttribute(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUstream, CUstreamAttrID, CUstreamAttrValue *);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuStreamGetAttribute];
    (void)out;
    CUstream hStream;
    if (ls_scalar(rd, &hStream, sizeof hStream)) return LS_BAD_FRAME;
    CUstreamAttrID attr;
    if (ls_scalar(rd, &attr, sizeof attr)) return LS_BAD_FRAME;
    uint64_t value_n;
    if (ls_out_req(rd, &value_n)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_handle_ok(s, LS_H_CUstream_st, (uint64_t)(uintptr_t)hStream)) return CUDA_ERROR_INVALID_HANDLE;
    if (value_n != LP_NULL && value_n != (uint64_t)64u) return CUDA_ERROR_INVALID_VALUE;
    if (value_n != LP_NULL && value_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    void *value_buf = NULL;
    if (value_n != LP_NULL && !(value_buf = ls_zalloc(value_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult r = real(hStream, attr, (CUstreamAttrValue *)value_buf);
    if (r == CUDA_SUCCESS) {
        if (value_buf) lp_buf_bytes(out, value_buf, (size_t)value_n);
    }
    free(value_buf);
    return r;
}

static CUresult ls_do_cuStreamGetAttribute_ptsz(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUstream, CUstreamAttrID, CUstreamAttrValue *);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuStreamGetAttribute_ptsz];
    (void)out;
    CUstream hStream;
    if (ls_scalar(rd, &hStream, sizeof hStream)) return LS_BAD_FRAME;
    CUstreamAttrID attr;
    if (ls_scalar(rd, &attr, sizeof attr)) return LS_BAD_FRAME;
    uint64_t value_out_n;
    if (ls_out_req(rd, &value_out_n)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_handle_ok(s, LS_H_CUstream_st, (uint64_t)(uintptr_t)hStream)) return CUDA_ERROR_INVALID_HANDLE;
    if (value_out_n != LP_NULL && value_out_n != (uint64_t)64u) return CUDA_ERROR_INVALID_VALUE;
    if (value_out_n != LP_NULL && value_out_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    void *value_out_buf = NULL;
    if (value_out_n != LP_NULL && !(value_out_buf = ls_zalloc(value_out_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult r = real(hStream, attr, (CUstreamAttrValue *)value_out_buf);
    if (r == CUDA_SUCCESS) {
        if (value_out_buf) lp_buf_bytes(out, value_out_buf, (size_t)value_out_n);
    }
    free(value_out_buf);
    return r;
}

static CUresult ls_do_cuStreamGetCtx(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUstream, CUcontext *);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuStreamGetCtx];
    (void)out;
    CUstream hStream;
    if (ls_scalar(rd, &hStream, sizeof hStream)) return LS_BAD_FRAME;
    uint64_t pctx_n;
    if (ls_out_req(rd, &pctx_n)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_handle_ok(s, LS_H_CUstream_st, (uint64_t)(uintptr_t)hStream)) return CUDA_ERROR_INVALID_HANDLE;
    if (pctx_n != LP_NULL && pctx_n != (uint64_t)8u) return CUDA_ERROR_INVALID_VALUE;
    if (pctx_n != LP_NULL && pctx_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    void *pctx_buf = NULL;
    if (pctx_n != LP_NULL && !(pctx_buf = ls_zalloc(pctx_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult r = real(hStream, (CUcontext *)pctx_buf);
    if (r == CUDA_SUCCESS) {
        if (pctx_buf) lp_buf_bytes(out, pctx_buf, (size_t)pctx_n);
        if (pctx_buf) ls_handles_add(s, LS_H_CUctx_st, pctx_buf, (size_t)pctx_n, 0);
    }
    free(pctx_buf);
    return r;
}

static CUresult ls_do_cuStreamGetCtx_ptsz(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUstream, CUcontext *);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuStreamGetCtx_ptsz];
    (void)out;
    CUstream hStream;
    if (ls_scalar(rd, &hStream, sizeof hStream)) return LS_BAD_FRAME;
    uint64_t pctx_n;
    if (ls_out_req(rd, &pctx_n)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_handle_ok(s, LS_H_CUstream_st, (uint64_t)(uintptr_t)hStream)) return CUDA_ERROR_INVALID_HANDLE;
    if (pctx_n != LP_NULL && pctx_n != (uint64_t)8u) return CUDA_ERROR_INVALID_VALUE;
    if (pctx_n != LP_NULL && pctx_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    void *pctx_buf = NULL;
    if (pctx_n != LP_NULL && !(pctx_buf = ls_zalloc(pctx_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult r = real(hStream, (CUcontext *)pctx_buf);
    if (r == CUDA_SUCCESS) {
        if (pctx_buf) lp_buf_bytes(out, pctx_buf, (size_t)pctx_n);
        if (pctx_buf) ls_handles_add(s, LS_H_CUctx_st, pctx_buf, (size_t)pctx_n, 0);
    }
    free(pctx_buf);
    return r;
}

static CUresult ls_do_cuStreamGetCtx_v2(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUstream, CUcontext *, CUgreenCtx *);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuStreamGetCtx_v2];
    (void)out;
    CUstream hStream;
    if (ls_scalar(rd, &hStream, sizeof hStream)) return LS_BAD_FRAME;
    uint64_t pCtx_n;
    if (ls_out_req(rd, &pCtx_n)) return LS_BAD_FRAME;
    uint64_t pGreenCtx_n;
    if (ls_out_req(rd, &pGreenCtx_n)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_handle_ok(s, LS_H_CUstream_st, (uint64_t)(uintptr_t)hStream)) return CUDA_ERROR_INVALID_HANDLE;
    if (pCtx_n != LP_NULL && pCtx_n != (uint64_t)8u) return CUDA_ERROR_INVALID_VALUE;
    if (pCtx_n != LP_NULL && pCtx_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    if (pGreenCtx_n != LP_NULL && pGreenCtx_n != (uint64_t)8u) return CUDA_ERROR_INVALID_VALUE;
    if (pGreenCtx_n != LP_NULL && pGreenCtx_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    void *pCtx_buf = NULL;
    if (pCtx_n != LP_NULL && !(pCtx_buf = ls_zalloc(pCtx_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    void *pGreenCtx_buf = NULL;
    if (pGreenCtx_n != LP_NULL && !(pGreenCtx_buf = ls_zalloc(pGreenCtx_n))) {
        free(pCtx_buf);
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult r = real(hStream, (CUcontext *)pCtx_buf, (CUgreenCtx *)pGreenCtx_buf);
    if (r == CUDA_SUCCESS) {
        if (pCtx_buf) lp_buf_bytes(out, pCtx_buf, (size_t)pCtx_n);
        if (pCtx_buf) ls_handles_add(s, LS_H_CUctx_st, pCtx_buf, (size_t)pCtx_n, 0);
        if (pGreenCtx_buf) lp_buf_bytes(out, pGreenCtx_buf, (size_t)pGreenCtx_n);
        if (pGreenCtx_buf) ls_handles_add(s, LS_H_CUgreenCtx_st, pGreenCtx_buf, (size_t)pGreenCtx_n, 0);
    }
    free(pCtx_buf);
    free(pGreenCtx_buf);
    return r;
}

static CUresult ls_do_cuStreamGetCtx_v2_ptsz(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUstream, CUcontext *, CUgreenCtx *);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuStreamGetCtx_v2_ptsz];
    (void)out;
    CUstream hStream;
    if (ls_scalar(rd, &hStream, sizeof hStream)) return LS_BAD_FRAME;
    uint64_t pCtx_n;
    if (ls_out_req(rd, &pCtx_n)) return LS_BAD_FRAME;
    uint64_t pGreenCtx_n;
    if (ls_out_req(rd, &pGreenCtx_n)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_handle_ok(s, LS_H_CUstream_st, (uint64_t)(uintptr_t)hStream)) return CUDA_ERROR_INVALID_HANDLE;
    if (pCtx_n != LP_NULL && pCtx_n != (uint64_t)8u) return CUDA_ERROR_INVALID_VALUE;
    if (pCtx_n != LP_NULL && pCtx_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    if (pGreenCtx_n != LP_NULL && pGreenCtx_n != (uint64_t)8u) return CUDA_ERROR_INVALID_VALUE;
    if (pGreenCtx_n != LP_NULL && pGreenCtx_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    void *pCtx_buf = NULL;
    if (pCtx_n != LP_NULL && !(pCtx_buf = ls_zalloc(pCtx_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    void *pGreenCtx_buf = NULL;
    if (pGreenCtx_n != LP_NULL && !(pGreenCtx_buf = ls_zalloc(pGreenCtx_n))) {
        free(pCtx_buf);
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult r = real(hStream, (CUcontext *)pCtx_buf, (CUgreenCtx *)pGreenCtx_buf);
    if (r == CUDA_SUCCESS) {
        if (pCtx_buf) lp_buf_bytes(out, pCtx_buf, (size_t)pCtx_n);
        if (pCtx_buf) ls_handles_add(s, LS_H_CUctx_st, pCtx_buf, (size_t)pCtx_n, 0);
        if (pGreenCtx_buf) lp_buf_bytes(out, pGreenCtx_buf, (size_t)pGreenCtx_n);
        if (pGreenCtx_buf) ls_handles_add(s, LS_H_CUgreenCtx_st, pGreenCtx_buf, (size_t)pGreenCtx_n, 0);
    }
    free(pCtx_buf);
    free(pGreenCtx_buf);
    return r;
}

static CUresult ls_do_cuStreamGetDevice(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUstream, CUdevice *);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuStreamGetDevice];
    (void)out;
    CUstream hStream;
    if (ls_scalar(rd, &hStream, sizeof hStream)) return LS_BAD_FRAME;
    uint64_t device_n;
    if (ls_out_req(rd, &device_n)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_handle_ok(s, LS_H_CUstream_st, (uint64_t)(uintptr_t)hStream)) return CUDA_ERROR_INVALID_HANDLE;
    if (device_n != LP_NULL && device_n != (uint64_t)4u) return CUDA_ERROR_INVALID_VALUE;
    if (device_n != LP_NULL && device_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    void *device_buf = NULL;
    if (device_n != LP_NULL && !(device_buf = ls_zalloc(device_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult r = real(hStream, (CUdevice *)device_buf);
    if (r == CUDA_SUCCESS) {
        if (device_buf) lp_buf_bytes(out, device_buf, (size_t)device_n);
    }
    free(device_buf);
    return r;
}

static CUresult ls_do_cuStreamGetDevice_ptsz(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUstream, CUdevice *);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuStreamGetDevice_ptsz];
    (void)out;
    CUstream hStream;
    if (ls_scalar(rd, &hStream, sizeof hStream)) return LS_BAD_FRAME;
    uint64_t device_n;
    if (ls_out_req(rd, &device_n)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_handle_ok(s, LS_H_CUstream_st, (uint64_t)(uintptr_t)hStream)) return CUDA_ERROR_INVALID_HANDLE;
    if (device_n != LP_NULL && device_n != (uint64_t)4u) return CUDA_ERROR_INVALID_VALUE;
    if (device_n != LP_NULL && device_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    void *device_buf = NULL;
    if (device_n != LP_NULL && !(device_buf = ls_zalloc(device_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult r = real(hStream, (CUdevice *)device_buf);
    if (r == CUDA_SUCCESS) {
        if (device_buf) lp_buf_bytes(out, device_buf, (size_t)device_n);
    }
    free(device_buf);
    return r;
}

static CUresult ls_do_cuStreamGetFlags(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUstream, unsigned int *);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuStreamGetFlags];
    (void)out;
    CUstream hStream;
    if (ls_scalar(rd, &hStream, sizeof hStream)) return LS_BAD_FRAME;
    uint64_t flags_n;
    if (ls_out_req(rd, &flags_n)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_handle_ok(s, LS_H_CUstream_st, (uint64_t)(uintptr_t)hStream)) return CUDA_ERROR_INVALID_HANDLE;
    if (flags_n != LP_NULL && flags_n != (uint64_t)4u) return CUDA_ERROR_INVALID_VALUE;
    if (flags_n != LP_NULL && flags_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    void *flags_buf = NULL;
    if (flags_n != LP_NULL && !(flags_buf = ls_zalloc(flags_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult r = real(hStream, (unsigned int *)flags_buf);
    if (r == CUDA_SUCCESS) {
        if (flags_buf) lp_buf_bytes(out, flags_buf, (size_t)flags_n);
    }
    free(flags_buf);
    return r;
}

static CUresult ls_do_cuStreamGetFlags_ptsz(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUstream, unsigned int *);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuStreamGetFlags_ptsz];
    (void)out;
    CUstream hStream;
    if (ls_scalar(rd, &hStream, sizeof hStream)) return LS_BAD_FRAME;
    uint64_t flags_n;
    if (ls_out_req(rd, &flags_n)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_handle_ok(s, LS_H_CUstream_st, (uint64_t)(uintptr_t)hStream)) return CUDA_ERROR_INVALID_HANDLE;
    if (flags_n != LP_NULL && flags_n != (uint64_t)4u) return CUDA_ERROR_INVALID_VALUE;
    if (flags_n != LP_NULL && flags_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    void *flags_buf = NULL;
    if (flags_n != LP_NULL && !(flags_buf = ls_zalloc(flags_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult r = real(hStream, (unsigned int *)flags_buf);
    if (r == CUDA_SUCCESS) {
        if (flags_buf) lp_buf_bytes(out, flags_buf, (size_t)flags_n);
    }
    free(flags_buf);
    return r;
}

static CUresult ls_do_cuStreamGetGreenCtx(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUstream, CUgreenCtx *);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuStreamGetGreenCtx];
    (void)out;
    CUstream hStream;
    if (ls_scalar(rd, &hStream, sizeof hStream)) return LS_BAD_FRAME;
    uint64_t phCtx_n;
    if (ls_out_req(rd, &phCtx_n)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_handle_ok(s, LS_H_CUstream_st, (uint64_t)(uintptr_t)hStream)) return CUDA_ERROR_INVALID_HANDLE;
    if (phCtx_n != LP_NULL && phCtx_n != (uint64_t)8u) return CUDA_ERROR_INVALID_VALUE;
    if (phCtx_n != LP_NULL && phCtx_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    void *phCtx_buf = NULL;
    if (phCtx_n != LP_NULL && !(phCtx_buf = ls_zalloc(phCtx_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult r = real(hStream, (CUgreenCtx *)phCtx_buf);
    if (r == CUDA_SUCCESS) {
        if (phCtx_buf) lp_buf_bytes(out, phCtx_buf, (size_t)phCtx_n);
        if (phCtx_buf) ls_handles_add(s, LS_H_CUgreenCtx_st, phCtx_buf, (size_t)phCtx_n, 0);
    }
    free(phCtx_buf);
    return r;
}

static CUresult ls_do_cuStreamGetId(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUstream, unsigned long long *);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuStreamGetId];
    (void)out;
    CUstream hStream;
    if (ls_scalar(rd, &hStream, sizeof hStream)) return LS_BAD_FRAME;
    uint64_t streamId_n;
    if (ls_out_req(rd, &streamId_n)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_handle_ok(s, LS_H_CUstream_st, (uint64_t)(uintptr_t)hStream)) return CUDA_ERROR_INVALID_HANDLE;
    if (streamId_n != LP_NULL && streamId_n != (uint64_t)8u) return CUDA_ERROR_INVALID_VALUE;
    if (streamId_n != LP_NULL && streamId_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    void *streamId_buf = NULL;
    if (streamId_n != LP_NULL && !(streamId_buf = ls_zalloc(streamId_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult r = real(hStream, (unsigned long long *)streamId_buf);
    if (r == CUDA_SUCCESS) {
        if (streamId_buf) lp_buf_bytes(out, streamId_buf, (size_t)streamId_n);
    }
    free(streamId_buf);
    return r;
}

static CUresult ls_do_cuStreamGetId_ptsz(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUstream, unsigned long long *);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuStreamGetId_ptsz];
    (void)out;
    CUstream hStream;
    if (ls_scalar(rd, &hStream, sizeof hStream)) return LS_BAD_FRAME;
    uint64_t streamId_n;
    if (ls_out_req(rd, &streamId_n)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_handle_ok(s, LS_H_CUstream_st, (uint64_t)(uintptr_t)hStream)) return CUDA_ERROR_INVALID_HANDLE;
    if (streamId_n != LP_NULL && streamId_n != (uint64_t)8u) return CUDA_ERROR_INVALID_VALUE;
    if (streamId_n != LP_NULL && streamId_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    void *streamId_buf = NULL;
    if (streamId_n != LP_NULL && !(streamId_buf = ls_zalloc(streamId_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult r = real(hStream, (unsigned long long *)streamId_buf);
    if (r == CUDA_SUCCESS) {
        if (streamId_buf) lp_buf_bytes(out, streamId_buf, (size_t)streamId_n);
    }
    free(streamId_buf);
    return r;
}

static CUresult ls_do_cuStreamGetPriority(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUstream, int *);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuStreamGetPriority];
    (void)out;
    CUstream hStream;
    if (ls_scalar(rd, &hStream, sizeof hStream)) return LS_BAD_FRAME;
    uint64_t priority_n;
    if (ls_out_req(rd, &priority_n)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_handle_ok(s, LS_H_CUstream_st, (uint64_t)(uintptr_t)hStream)) return CUDA_ERROR_INVALID_HANDLE;
    if (priority_n != LP_NULL && priority_n != (uint64_t)4u) return CUDA_ERROR_INVALID_VALUE;
    if (priority_n != LP_NULL && priority_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    void *priority_buf = NULL;
    if (priority_n != LP_NULL && !(priority_buf = ls_zalloc(priority_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult r = real(hStream, (int *)priority_buf);
    if (r == CUDA_SUCCESS) {
        if (priority_buf) lp_buf_bytes(out, priority_buf, (size_t)priority_n);
    }
    free(priority_buf);
    return r;
}

static CUresult ls_do_cuStreamGetPriority_ptsz(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUstream, int *);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuStreamGetPriority_ptsz];
    (void)out;
    CUstream hStream;
    if (ls_scalar(rd, &hStream, sizeof hStream)) return LS_BAD_FRAME;
    uint64_t priority_n;
    if (ls_out_req(rd, &priority_n)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_handle_ok(s, LS_H_CUstream_st, (uint64_t)(uintptr_t)hStream)) return CUDA_ERROR_INVALID_HANDLE;
    if (priority_n != LP_NULL && priority_n != (uint64_t)4u) return CUDA_ERROR_INVALID_VALUE;
    if (priority_n != LP_NULL && priority_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    void *priority_buf = NULL;
    if (priority_n != LP_NULL && !(priority_buf = ls_zalloc(priority_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult r = real(hStream, (int *)priority_buf);
    if (r == CUDA_SUCCESS) {
        if (priority_buf) lp_buf_bytes(out, priority_buf, (size_t)priority_n);
    }
    free(priority_buf);
    return r;
}

static CUresult ls_do_cuStreamIsCapturing(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUstream, CUstreamCaptureStatus *);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuStreamIsCapturing];
    (void)out;
    CUstream hStream;
    if (ls_scalar(rd, &hStream, sizeof hStream)) return LS_BAD_FRAME;
    uint64_t captureStatus_n;
    if (ls_out_req(rd, &captureStatus_n)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_handle_ok(s, LS_H_CUstream_st, (uint64_t)(uintptr_t)hStream)) return CUDA_ERROR_INVALID_HANDLE;
    if (captureStatus_n != LP_NULL && captureStatus_n != (uint64_t)4u) return CUDA_ERROR_INVALID_VALUE;
    if (captureStatus_n != LP_NULL && captureStatus_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    void *captureStatus_buf = NULL;
    if (captureStatus_n != LP_NULL && !(captureStatus_buf = ls_zalloc(captureStatus_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult r = real(hStream, (CUstreamCaptureStatus *)captureStatus_buf);
    if (r == CUDA_SUCCESS) {
        if (captureStatus_buf) lp_buf_bytes(out, captureStatus_buf, (size_t)captureStatus_n);
    }
    free(captureStatus_buf);
    return r;
}

static CUresult ls_do_cuStreamIsCapturing_ptsz(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUstream, CUstreamCaptureStatus *);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuStreamIsCapturing_ptsz];
    (void)out;
    CUstream hStream;
    if (ls_scalar(rd, &hStream, sizeof hStream)) return LS_BAD_FRAME;
    uint64_t captureStatus_n;
    if (ls_out_req(rd, &captureStatus_n)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_handle_ok(s, LS_H_CUstream_st, (uint64_t)(uintptr_t)hStream)) return CUDA_ERROR_INVALID_HANDLE;
    if (captureStatus_n != LP_NULL && captureStatus_n != (uint64_t)4u) return CUDA_ERROR_INVALID_VALUE;
    if (captureStatus_n != LP_NULL && captureStatus_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    void *captureStatus_buf = NULL;
    if (captureStatus_n != LP_NULL && !(captureStatus_buf = ls_zalloc(captureStatus_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult r = real(hStream, (CUstreamCaptureStatus *)captureStatus_buf);
    if (r == CUDA_SUCCESS) {
        if (captureStatus_buf) lp_buf_bytes(out, captureStatus_buf, (size_t)captureStatus_n);
    }
    free(captureStatus_buf);
    return r;
}

static CUresult ls_do_cuStreamQuery(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUstream);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuStreamQuery];
    (void)out;
    CUstream hStream;
    if (ls_scalar(rd, &hStream, sizeof hStream)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_handle_ok(s, LS_H_CUstream_st, (uint64_t)(uintptr_t)hStream)) return CUDA_ERROR_INVALID_HANDLE;
    CUresult r = real(hStream);
    if (r == CUDA_SUCCESS) {
    }
    return r;
}

static CUresult ls_do_cuStreamQuery_ptsz(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUstream);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuStreamQuery_ptsz];
    (void)out;
    CUstream hStream;
    if (ls_scalar(rd, &hStream, sizeof hStream)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_handle_ok(s, LS_H_CUstream_st, (uint64_t)(uintptr_t)hStream)) return CUDA_ERROR_INVALID_HANDLE;
    CUresult r = real(hStream);
    if (r == CUDA_SUCCESS) {
    }
    return r;
}

static CUresult ls_do_cuStreamSetAttribute(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUstream, CUstreamAttrID, const CUstreamAttrValue *);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuStreamSetAttribute];
    (void)out;
    CUstream hStream;
    if (ls_scalar(rd, &hStream, sizeof hStream)) return LS_BAD_FRAME;
    CUstreamAttrID attr;
    if (ls_scalar(rd, &attr, sizeof attr)) return LS_BAD_FRAME;
    const void *param_p; uint64_t param_n;
    if (lp_get_bytes(rd, &param_p, &param_n, LP_MAX_FRAME)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_handle_ok(s, LS_H_CUstream_st, (uint64_t)(uintptr_t)hStream)) return CUDA_ERROR_INVALID_HANDLE;
    if (param_p && param_n != (uint64_t)64u) return CUDA_ERROR_INVALID_VALUE;
    CUresult r = real(hStream, attr, (const CUstreamAttrValue *)param_p);
    if (r == CUDA_SUCCESS) {
    }
    return r;
}

static CUresult ls_do_cuStreamSetAttribute_ptsz(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUstream, CUstreamAttrID, const CUstreamAttrValue *);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuStreamSetAttribute_ptsz];
    (void)out;
    CUstream hStream;
    if (ls_scalar(rd, &hStream, sizeof hStream)) return LS_BAD_FRAME;
    CUstreamAttrID attr;
    if (ls_scalar(rd, &attr, sizeof attr)) return LS_BAD_FRAME;
    const void *value_p; uint64_t value_n;
    if (lp_get_bytes(rd, &value_p, &value_n, LP_MAX_FRAME)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_handle_ok(s, LS_H_CUstream_st, (uint64_t)(uintptr_t)hStream)) return CUDA_ERROR_INVALID_HANDLE;
    if (value_p && value_n != (uint64_t)64u) return CUDA_ERROR_INVALID_VALUE;
    CUresult r = real(hStream, attr, (const CUstreamAttrValue *)value_p);
    if (r == CUDA_SUCCESS) {
    }
    return r;
}

static CUresult ls_do_cuStreamSynchronize(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUstream);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuStreamSynchronize];
    (void)out;
    CUstream hStream;
    if (ls_scalar(rd, &hStream, sizeof hStream)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_handle_ok(s, LS_H_CUstream_st, (uint64_t)(uintptr_t)hStream)) return CUDA_ERROR_INVALID_HANDLE;
    CUresult r = real(hStream);
    if (r == CUDA_SUCCESS) {
    }
    return r;
}

static CUresult ls_do_cuStreamSynchronize_ptsz(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUstream);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuStreamSynchronize_ptsz];
    (void)out;
    CUstream hStream;
    if (ls_scalar(rd, &hStream, sizeof hStream)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_handle_ok(s, LS_H_CUstream_st, (uint64_t)(uintptr_t)hStream)) return CUDA_ERROR_INVALID_HANDLE;
    CUresult r = real(hStream);
    if (r == CUDA_SUCCESS) {
    }
    return r;
}

static CUresult ls_do_cuStreamUpdateCaptureDependencies(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUstream, CUgraphNode *, size_t, unsigned int);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuStreamUpdateCaptureDependencies];
    (void)out;
    CUstream hStream;
    if (ls_scalar(rd, &hStream, sizeof hStream)) return LS_BAD_FRAME;
    size_t numDependencies;
    if (ls_scalar(rd, &numDependencies, sizeof numDependencies)) return LS_BAD_FRAME;
    unsigned int flags;
    if (ls_scalar(rd, &flags, sizeof flags)) return LS_BAD_FRAME;
    const void *dependencies_p; uint64_t dependencies_n;
    if (lp_get_bytes(rd, &dependencies_p, &dependencies_n, LP_MAX_FRAME)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_handle_ok(s, LS_H_CUstream_st, (uint64_t)(uintptr_t)hStream)) return CUDA_ERROR_INVALID_HANDLE;
    if (dependencies_p && (uint64_t)(numDependencies) > LS_MAX_GENERIC_ARGS / 8u) return CUDA_ERROR_INVALID_VALUE;
    if (!dependencies_p && (uint64_t)(numDependencies) != 0) return CUDA_ERROR_INVALID_VALUE;
    if (dependencies_p && dependencies_n != (uint64_t)(numDependencies) * 8u) return CUDA_ERROR_INVALID_VALUE;
    if (dependencies_p && !ls_handle_array_ok(s, LS_H_CUgraphNode_st, dependencies_p, dependencies_n)) return CUDA_ERROR_INVALID_HANDLE;
    CUresult r = real(hStream, (CUgraphNode *)dependencies_p, numDependencies, flags);
    if (r == CUDA_SUCCESS) {
    }
    return r;
}

static CUresult ls_do_cuStreamUpdateCaptureDependencies_ptsz(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUstream, CUgraphNode *, size_t, unsigned int);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuStreamUpdateCaptureDependencies_ptsz];
    (void)out;
    CUstream hStream;
    if (ls_scalar(rd, &hStream, sizeof hStream)) return LS_BAD_FRAME;
    size_t numDependencies;
    if (ls_scalar(rd, &numDependencies, sizeof numDependencies)) return LS_BAD_FRAME;
    unsigned int flags;
    if (ls_scalar(rd, &flags, sizeof flags)) return LS_BAD_FRAME;
    const void *dependencies_p; uint64_t dependencies_n;
    if (lp_get_bytes(rd, &dependencies_p, &dependencies_n, LP_MAX_FRAME)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_handle_ok(s, LS_H_CUstream_st, (uint64_t)(uintptr_t)hStream)) return CUDA_ERROR_INVALID_HANDLE;
    if (dependencies_p && (uint64_t)(numDependencies) > LS_MAX_GENERIC_ARGS / 8u) return CUDA_ERROR_INVALID_VALUE;
    if (!dependencies_p && (uint64_t)(numDependencies) != 0) return CUDA_ERROR_INVALID_VALUE;
    if (dependencies_p && dependencies_n != (uint64_t)(numDependencies) * 8u) return CUDA_ERROR_INVALID_VALUE;
    if (dependencies_p && !ls_handle_array_ok(s, LS_H_CUgraphNode_st, dependencies_p, dependencies_n)) return CUDA_ERROR_INVALID_HANDLE;
    CUresult r = real(hStream, (CUgraphNode *)dependencies_p, numDependencies, flags);
    if (r == CUDA_SUCCESS) {
    }
    return r;
}

static CUresult ls_do_cuStreamUpdateCaptureDependencies_v2(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUstream, CUgraphNode *, const CUgraphEdgeData *, size_t, unsigned int);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuStreamUpdateCaptureDependencies_v2];
    (void)out;
    CUstream hStream;
    if (ls_scalar(rd, &hStream, sizeof hStream)) return LS_BAD_FRAME;
    size_t numDependencies;
    if (ls_scalar(rd, &numDependencies, sizeof numDependencies)) return LS_BAD_FRAME;
    unsigned int flags;
    if (ls_scalar(rd, &flags, sizeof flags)) return LS_BAD_FRAME;
    const void *dependencies_p; uint64_t dependencies_n;
    if (lp_get_bytes(rd, &dependencies_p, &dependencies_n, LP_MAX_FRAME)) return LS_BAD_FRAME;
    const void *dependencyData_p; uint64_t dependencyData_n;
    if (lp_get_bytes(rd, &dependencyData_p, &dependencyData_n, LP_MAX_FRAME)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_handle_ok(s, LS_H_CUstream_st, (uint64_t)(uintptr_t)hStream)) return CUDA_ERROR_INVALID_HANDLE;
    if (dependencies_p && (uint64_t)(numDependencies) > LS_MAX_GENERIC_ARGS / 8u) return CUDA_ERROR_INVALID_VALUE;
    if (!dependencies_p && (uint64_t)(numDependencies) != 0) return CUDA_ERROR_INVALID_VALUE;
    if (dependencies_p && dependencies_n != (uint64_t)(numDependencies) * 8u) return CUDA_ERROR_INVALID_VALUE;
    if (dependencies_p && !ls_handle_array_ok(s, LS_H_CUgraphNode_st, dependencies_p, dependencies_n)) return CUDA_ERROR_INVALID_HANDLE;
    if (dependencyData_p && (uint64_t)(numDependencies) > LS_MAX_GENERIC_ARGS / 8u) return CUDA_ERROR_INVALID_VALUE;
    if (dependencyData_p && dependencyData_n != (uint64_t)(numDependencies) * 8u) return CUDA_ERROR_INVALID_VALUE;
    CUresult r = real(hStream, (CUgraphNode *)dependencies_p, (const CUgraphEdgeData *)dependencyData_p, numDependencies, flags);
    if (r == CUDA_SUCCESS) {
    }
    return r;
}

static CUresult ls_do_cuStreamUpdateCaptureDependencies_v2_ptsz(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUstream, CUgraphNode *, const CUgraphEdgeData *, size_t, unsigned int);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuStreamUpdateCaptureDependencies_v2_ptsz];
    (void)out;
    CUstream hStream;
    if (ls_scalar(rd, &hStream, sizeof hStream)) return LS_BAD_FRAME;
    size_t numDependencies;
    if (ls_scalar(rd, &numDependencies, sizeof numDependencies)) return LS_BAD_FRAME;
    unsigned int flags;
    if (ls_scalar(rd, &flags, sizeof flags)) return LS_BAD_FRAME;
    const void *dependencies_p; uint64_t dependencies_n;
    if (lp_get_bytes(rd, &dependencies_p, &dependencies_n, LP_MAX_FRAME)) return LS_BAD_FRAME;
    const void *dependencyData_p; uint64_t dependencyData_n;
    if (lp_get_bytes(rd, &dependencyData_p, &dependencyData_n, LP_MAX_FRAME)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_handle_ok(s, LS_H_CUstream_st, (uint64_t)(uintptr_t)hStream)) return CUDA_ERROR_INVALID_HANDLE;
    if (dependencies_p && (uint64_t)(numDependencies) > LS_MAX_GENERIC_ARGS / 8u) return CUDA_ERROR_INVALID_VALUE;
    if (!dependencies_p && (uint64_t)(numDependencies) != 0) return CUDA_ERROR_INVALID_VALUE;
    if (dependencies_p && dependencies_n != (uint64_t)(numDependencies) * 8u) return CUDA_ERROR_INVALID_VALUE;
    if (dependencies_p && !ls_handle_array_ok(s, LS_H_CUgraphNode_st, dependencies_p, dependencies_n)) return CUDA_ERROR_INVALID_HANDLE;
    if (dependencyData_p && (uint64_t)(numDependencies) > LS_MAX_GENERIC_ARGS / 8u) return CUDA_ERROR_INVALID_VALUE;
    if (dependencyData_p && dependencyData_n != (uint64_t)(numDependencies) * 8u) return CUDA_ERROR_INVALID_VALUE;
    CUresult r = real(hStream, (CUgraphNode *)dependencies_p, (const CUgraphEdgeData *)dependencyData_p, numDependencies, flags);
    if (r == CUDA_SUCCESS) {
    }
    return r;
}

static CUresult ls_do_cuStreamWaitEvent(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUstream, CUevent, unsigned int);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuStreamWaitEvent];
    (void)out;
    CUstream hStream;
    if (ls_scalar(rd, &hStream, sizeof hStream)) return LS_BAD_FRAME;
    CUevent hEvent;
    if (ls_scalar(rd, &hEvent, sizeof hEvent)) return LS_BAD_FRAME;
    unsigned int Flags;
    if (ls_scalar(rd, &Flags, sizeof Flags)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_handle_ok(s, LS_H_CUstream_st, (uint64_t)(uintptr_t)hStream)) return CUDA_ERROR_INVALID_HANDLE;
    if (!ls_handle_ok(s, LS_H_CUevent_st, (uint64_t)(uintptr_t)hEvent)) return CUDA_ERROR_INVALID_HANDLE;
    CUresult r = real(hStream, hEvent, Flags);
    if (r == CUDA_SUCCESS) {
    }
    return r;
}

static CUresult ls_do_cuStreamWaitEvent_ptsz(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUstream, CUevent, unsigned int);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuStreamWaitEvent_ptsz];
    (void)out;
    CUstream hStream;
    if (ls_scalar(rd, &hStream, sizeof hStream)) return LS_BAD_FRAME;
    CUevent hEvent;
    if (ls_scalar(rd, &hEvent, sizeof hEvent)) return LS_BAD_FRAME;
    unsigned int Flags;
    if (ls_scalar(rd, &Flags, sizeof Flags)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_handle_ok(s, LS_H_CUstream_st, (uint64_t)(uintptr_t)hStream)) return CUDA_ERROR_INVALID_HANDLE;
    if (!ls_handle_ok(s, LS_H_CUevent_st, (uint64_t)(uintptr_t)hEvent)) return CUDA_ERROR_INVALID_HANDLE;
    CUresult r = real(hStream, hEvent, Flags);
    if (r == CUDA_SUCCESS) {
    }
    return r;
}

static CUresult ls_do_cuStreamWaitValue32(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUstream, CUdeviceptr, cuuint32_t, unsigned int);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuStreamWaitValue32];
    (void)out;
    CUstream stream;
    if (ls_scalar(rd, &stream, sizeof stream)) return LS_BAD_FRAME;
    CUdeviceptr addr;
    if (ls_scalar(rd, &addr, sizeof addr)) return LS_BAD_FRAME;
    cuuint32_t value;
    if (ls_scalar(rd, &value, sizeof value)) return LS_BAD_FRAME;
    unsigned int flags;
    if (ls_scalar(rd, &flags, sizeof flags)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_handle_ok(s, LS_H_CUstream_st, (uint64_t)(uintptr_t)stream)) return CUDA_ERROR_INVALID_HANDLE;
    CUresult checked = ls_devptr_ok(s, (uint64_t)addr, 4) ? CUDA_SUCCESS : CUDA_ERROR_INVALID_VALUE;
    if (checked != CUDA_SUCCESS) {
        return checked;
    }
    CUresult r = real(stream, addr, value, flags);
    if (r == CUDA_SUCCESS) {
    }
    return r;
}

static CUresult ls_do_cuStreamWaitValue32_ptsz(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUstream, CUdeviceptr, cuuint32_t, unsigned int);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuStreamWaitValue32_ptsz];
    (void)out;
    CUstream stream;
    if (ls_scalar(rd, &stream, sizeof stream)) return LS_BAD_FRAME;
    CUdeviceptr addr;
    if (ls_scalar(rd, &addr, sizeof addr)) return LS_BAD_FRAME;
    cuuint32_t value;
    if (ls_scalar(rd, &value, sizeof value)) return LS_BAD_FRAME;
    unsigned int flags;
    if (ls_scalar(rd, &flags, sizeof flags)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_handle_ok(s, LS_H_CUstream_st, (uint64_t)(uintptr_t)stream)) return CUDA_ERROR_INVALID_HANDLE;
    CUresult checked = ls_devptr_ok(s, (uint64_t)addr, 4) ? CUDA_SUCCESS : CUDA_ERROR_INVALID_VALUE;
    if (checked != CUDA_SUCCESS) {
        return checked;
    }
    CUresult r = real(stream, addr, value, flags);
    if (r == CUDA_SUCCESS) {
    }
    return r;
}

static CUresult ls_do_cuStreamWaitValue32_v2(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUstream, CUdeviceptr, cuuint32_t, unsigned int);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuStreamWaitValue32_v2];
    (void)out;
    CUstream stream;
    if (ls_scalar(rd, &stream, sizeof stream)) return LS_BAD_FRAME;
    CUdeviceptr addr;
    if (ls_scalar(rd, &addr, sizeof addr)) return LS_BAD_FRAME;
    cuuint32_t value;
    if (ls_scalar(rd, &value, sizeof value)) return LS_BAD_FRAME;
    unsigned int flags;
    if (ls_scalar(rd, &flags, sizeof flags)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_handle_ok(s, LS_H_CUstream_st, (uint64_t)(uintptr_t)stream)) return CUDA_ERROR_INVALID_HANDLE;
    CUresult checked = ls_devptr_ok(s, (uint64_t)addr, 4) ? CUDA_SUCCESS : CUDA_ERROR_INVALID_VALUE;
    if (checked != CUDA_SUCCESS) {
        return checked;
    }
    CUresult r = real(stream, addr, value, flags);
    if (r == CUDA_SUCCESS) {
    }
    return r;
}

static CUresult ls_do_cuStreamWaitValue32_v2_ptsz(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUstream, CUdeviceptr, cuuint32_t, unsigned int);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuStreamWaitValue32_v2_ptsz];
    (void)out;
    CUstream stream;
    if (ls_scalar(rd, &stream, sizeof stream)) return LS_BAD_FRAME;
    CUdeviceptr addr;
    if (ls_scalar(rd, &addr, sizeof addr)) return LS_BAD_FRAME;
    cuuint32_t value;
    if (ls_scalar(rd, &value, sizeof value)) return LS_BAD_FRAME;
    unsigned int flags;
    if (ls_scalar(rd, &flags, sizeof flags)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_handle_ok(s, LS_H_CUstream_st, (uint64_t)(uintptr_t)stream)) return CUDA_ERROR_INVALID_HANDLE;
    CUresult checked = ls_devptr_ok(s, (uint64_t)addr, 4) ? CUDA_SUCCESS : CUDA_ERROR_INVALID_VALUE;
    if (checked != CUDA_SUCCESS) {
        return checked;
    }
    CUresult r = real(stream, addr, value, flags);
    if (r == CUDA_SUCCESS) {
    }
    return r;
}

static CUresult ls_do_cuStreamWaitValue64(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUstream, CUdeviceptr, cuuint64_t, unsigned int);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuStreamWaitValue64];
    (void)out;
    CUstream stream;
    if (ls_scalar(rd, &stream, sizeof stream)) return LS_BAD_FRAME;
    CUdeviceptr addr;
    if (ls_scalar(rd, &addr, sizeof addr)) return LS_BAD_FRAME;
    cuuint64_t value;
    if (ls_scalar(rd, &value, sizeof value)) return LS_BAD_FRAME;
    unsigned int flags;
    if (ls_scalar(rd, &flags, sizeof flags)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_handle_ok(s, LS_H_CUstream_st, (uint64_t)(uintptr_t)stream)) return CUDA_ERROR_INVALID_HANDLE;
    CUresult checked = ls_devptr_ok(s, (uint64_t)addr, 8) ? CUDA_SUCCESS : CUDA_ERROR_INVALID_VALUE;
    if (checked != CUDA_SUCCESS) {
        return checked;
    }
    CUresult r = real(stream, addr, value, flags);
    if (r == CUDA_SUCCESS) {
    }
    return r;
}

static CUresult ls_do_cuStreamWaitValue64_ptsz(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUstream, CUdeviceptr, cuuint64_t, unsigned int);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuStreamWaitValue64_ptsz];
    (void)out;
    CUstream stream;
    if (ls_scalar(rd, &stream, sizeof stream)) return LS_BAD_FRAME;
    CUdeviceptr addr;
    if (ls_scalar(rd, &addr, sizeof addr)) return LS_BAD_FRAME;
    cuuint64_t value;
    if (ls_scalar(rd, &value, sizeof value)) return LS_BAD_FRAME;
    unsigned int flags;
    if (ls_scalar(rd, &flags, sizeof flags)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_handle_ok(s, LS_H_CUstream_st, (uint64_t)(uintptr_t)stream)) return CUDA_ERROR_INVALID_HANDLE;
    CUresult checked = ls_devptr_ok(s, (uint64_t)addr, 8) ? CUDA_SUCCESS : CUDA_ERROR_INVALID_VALUE;
    if (checked != CUDA_SUCCESS) {
        return checked;
    }
    CUresult r = real(stream, addr, value, flags);
    if (r == CUDA_SUCCESS) {
    }
    return r;
}

static CUresult ls_do_cuStreamWaitValue64_v2(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUstream, CUdeviceptr, cuuint64_t, unsigned int);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuStreamWaitValue64_v2];
    (void)out;
    CUstream stream;
    if (ls_scalar(rd, &stream, sizeof stream)) return LS_BAD_FRAME;
    CUdeviceptr addr;
    if (ls_scalar(rd, &addr, sizeof addr)) return LS_BAD_FRAME;
    cuuint64_t value;
    if (ls_scalar(rd, &value, sizeof value)) return LS_BAD_FRAME;
    unsigned int flags;
    if (ls_scalar(rd, &flags, sizeof flags)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_handle_ok(s, LS_H_CUstream_st, (uint64_t)(uintptr_t)stream)) return CUDA_ERROR_INVALID_HANDLE;
    CUresult checked = ls_devptr_ok(s, (uint64_t)addr, 8) ? CUDA_SUCCESS : CUDA_ERROR_INVALID_VALUE;
    if (checked != CUDA_SUCCESS) {
        return checked;
    }
    CUresult r = real(stream, addr, value, flags);
    if (r == CUDA_SUCCESS) {
    }
    return r;
}

static CUresult ls_do_cuStreamWaitValue64_v2_ptsz(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUstream, CUdeviceptr, cuuint64_t, unsigned int);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuStreamWaitValue64_v2_ptsz];
    (void)out;
    CUstream stream;
    if (ls_scalar(rd, &stream, sizeof stream)) return LS_BAD_FRAME;
    CUdeviceptr addr;
    if (ls_scalar(rd, &addr, sizeof addr)) return LS_BAD_FRAME;
    cuuint64_t value;
    if (ls_scalar(rd, &value, sizeof value)) return LS_BAD_FRAME;
    unsigned int flags;
    if (ls_scalar(rd, &flags, sizeof flags)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_handle_ok(s, LS_H_CUstream_st, (uint64_t)(uintptr_t)stream)) return CUDA_ERROR_INVALID_HANDLE;
    CUresult checked = ls_devptr_ok(s, (uint64_t)addr, 8) ? CUDA_SUCCESS : CUDA_ERROR_INVALID_VALUE;
    if (checked != CUDA_SUCCESS) {
        return checked;
    }
    CUresult r = real(stream, addr, value, flags);
    if (r == CUDA_SUCCESS) {
    }
    return r;
}

static CUresult ls_do_cuStreamWriteValue32(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUstream, CUdeviceptr, cuuint32_t, unsigned int);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuStreamWriteValue32];
    (void)out;
    CUstream stream;
    if (ls_scalar(rd, &stream, sizeof stream)) return LS_BAD_FRAME;
    CUdeviceptr addr;
    if (ls_scalar(rd, &addr, sizeof addr)) return LS_BAD_FRAME;
    cuuint32_t value;
    if (ls_scalar(rd, &value, sizeof value)) return LS_BAD_FRAME;
    unsigned int flags;
    if (ls_scalar(rd, &flags, sizeof flags)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_handle_ok(s, LS_H_CUstream_st, (uint64_t)(uintptr_t)stream)) return CUDA_ERROR_INVALID_HANDLE;
    CUresult checked = ls_devptr_ok(s, (uint64_t)addr, 4) ? CUDA_SUCCESS : CUDA_ERROR_INVALID_VALUE;
    if (checked != CUDA_SUCCESS) {
        return checked;
    }
    CUresult r = real(stream, addr, value, flags);
    if (r == CUDA_SUCCESS) {
    }
    return r;
}

static CUresult ls_do_cuStreamWriteValue32_ptsz(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUstream, CUdeviceptr, cuuint32_t, unsigned int);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuStreamWriteValue32_ptsz];
    (void)out;
    CUstream stream;
    if (ls_scalar(rd, &stream, sizeof stream)) return LS_BAD_FRAME;
    CUdeviceptr addr;
    if (ls_scalar(rd, &addr, sizeof addr)) return LS_BAD_FRAME;
    cuuint32_t value;
    if (ls_scalar(rd, &value, sizeof value)) return LS_BAD_FRAME;
    unsigned int flags;
    if (ls_scalar(rd, &flags, sizeof flags)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_handle_ok(s, LS_H_CUstream_st, (uint64_t)(uintptr_t)stream)) return CUDA_ERROR_INVALID_HANDLE;
    CUresult checked = ls_devptr_ok(s, (uint64_t)addr, 4) ? CUDA_SUCCESS : CUDA_ERROR_INVALID_VALUE;
    if (checked != CUDA_SUCCESS) {
        return checked;
    }
    CUresult r = real(stream, addr, value, flags);
    if (r == CUDA_SUCCESS) {
    }
    return r;
}

static CUresult ls_do_cuStreamWriteValue32_v2(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUstream, CUdeviceptr, cuuint32_t, unsigned int);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuStreamWriteValue32_v2];
    (void)out;
    CUstream stream;
    if (ls_scalar(rd, &stream, sizeof stream)) return LS_BAD_FRAME;
    CUdeviceptr addr;
    if (ls_scalar(rd, &addr, sizeof addr)) return LS_BAD_FRAME;
    cuuint32_t value;
    if (ls_scalar(rd, &value, sizeof value)) return LS_BAD_FRAME;
    unsigned int flags;
    if (ls_scalar(rd, &flags, sizeof flags)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_handle_ok(s, LS_H_CUstream_st, (uint64_t)(uintptr_t)stream)) return CUDA_ERROR_INVALID_HANDLE;
    CUresult checked = ls_devptr_ok(s, (uint64_t)addr, 4) ? CUDA_SUCCESS : CUDA_ERROR_INVALID_VALUE;
    if (checked != CUDA_SUCCESS) {
        return checked;
    }
    CUresult r = real(stream, addr, value, flags);
    if (r == CUDA_SUCCESS) {
    }
    return r;
}

static CUresult ls_do_cuStreamWriteValue32_v2_ptsz(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUstream, CUdeviceptr, cuuint32_t, unsigned int);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuStreamWriteValue32_v2_ptsz];
    (void)out;
    CUstream stream;
    if (ls_scalar(rd, &stream, sizeof stream)) return LS_BAD_FRAME;
    CUdeviceptr addr;
    if (ls_scalar(rd, &addr, sizeof addr)) return LS_BAD_FRAME;
    cuuint32_t value;
    if (ls_scalar(rd, &value, sizeof value)) return LS_BAD_FRAME;
    unsigned int flags;
    if (ls_scalar(rd, &flags, sizeof flags)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_handle_ok(s, LS_H_CUstream_st, (uint64_t)(uintptr_t)stream)) return CUDA_ERROR_INVALID_HANDLE;
    CUresult checked = ls_devptr_ok(s, (uint64_t)addr, 4) ? CUDA_SUCCESS : CUDA_ERROR_INVALID_VALUE;
    if (checked != CUDA_SUCCESS) {
        return checked;
    }
    CUresult r = real(stream, addr, value, flags);
    if (r == CUDA_SUCCESS) {
    }
    return r;
}

static CUresult ls_do_cuStreamWriteValue64(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUstream, CUdeviceptr, cuuint64_t, unsigned int);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuStreamWriteValue64];
    (void)out;
    CUstream stream;
    if (ls_scalar(rd, &stream, sizeof stream)) return LS_BAD_FRAME;
    CUdeviceptr addr;
    if (ls_scalar(rd, &addr, sizeof addr)) return LS_BAD_FRAME;
    cuuint64_t value;
    if (ls_scalar(rd, &value, sizeof value)) return LS_BAD_FRAME;
    unsigned int flags;
    if (ls_scalar(rd, &flags, sizeof flags)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_handle_ok(s, LS_H_CUstream_st, (uint64_t)(uintptr_t)stream)) return CUDA_ERROR_INVALID_HANDLE;
    CUresult checked = ls_devptr_ok(s, (uint64_t)addr, 8) ? CUDA_SUCCESS : CUDA_ERROR_INVALID_VALUE;
    if (checked != CUDA_SUCCESS) {
        return checked;
    }
    CUresult r = real(stream, addr, value, flags);
    if (r == CUDA_SUCCESS) {
    }
    return r;
}

static CUresult ls_do_cuStreamWriteValue64_ptsz(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUstream, CUdeviceptr, cuuint64_t, unsigned int);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuStreamWriteValue64_ptsz];
    (void)out;
    CUstream stream;
    if (ls_scalar(rd, &stream, sizeof stream)) return LS_BAD_FRAME;
    CUdeviceptr addr;
    if (ls_scalar(rd, &addr, sizeof addr)) return LS_BAD_FRAME;
    cuuint64_t value;
    if (ls_scalar(rd, &value, sizeof value)) return LS_BAD_FRAME;
    unsigned int flags;
    if (ls_scalar(rd, &flags, sizeof flags)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_handle_ok(s, LS_H_CUstream_st, (uint64_t)(uintptr_t)stream)) return CUDA_ERROR_INVALID_HANDLE;
    CUresult checked = ls_devptr_ok(s, (uint64_t)addr, 8) ? CUDA_SUCCESS : CUDA_ERROR_INVALID_VALUE;
    if (checked != CUDA_SUCCESS) {
        return checked;
    }
    CUresult r = real(stream, addr, value, flags);
    if (r == CUDA_SUCCESS) {
    }
    return r;
}

static CUresult ls_do_cuStreamWriteValue64_v2(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUstream, CUdeviceptr, cuuint64_t, unsigned int);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuStreamWriteValue64_v2];
    (void)out;
    CUstream stream;
    if (ls_scalar(rd, &stream, sizeof stream)) return LS_BAD_FRAME;
    CUdeviceptr addr;
    if (ls_scalar(rd, &addr, sizeof addr)) return LS_BAD_FRAME;
    cuuint64_t value;
    if (ls_scalar(rd, &value, sizeof value)) return LS_BAD_FRAME;
    unsigned int flags;
    if (ls_scalar(rd, &flags, sizeof flags)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_handle_ok(s, LS_H_CUstream_st, (uint64_t)(uintptr_t)stream)) return CUDA_ERROR_INVALID_HANDLE;
    CUresult checked = ls_devptr_ok(s, (uint64_t)addr, 8) ? CUDA_SUCCESS : CUDA_ERROR_INVALID_VALUE;
    if (checked != CUDA_SUCCESS) {
        return checked;
    }
    CUresult r = real(stream, addr, value, flags);
    if (r == CUDA_SUCCESS) {
    }
    return r;
}

static CUresult ls_do_cuStreamWriteValue64_v2_ptsz(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUstream, CUdeviceptr, cuuint64_t, unsigned int);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuStreamWriteValue64_v2_ptsz];
    (void)out;
    CUstream stream;
    if (ls_scalar(rd, &stream, sizeof stream)) return LS_BAD_FRAME;
    CUdeviceptr addr;
    if (ls_scalar(rd, &addr, sizeof addr)) return LS_BAD_FRAME;
    cuuint64_t value;
    if (ls_scalar(rd, &value, sizeof value)) return LS_BAD_FRAME;
    unsigned int flags;
    if (ls_scalar(rd, &flags, sizeof flags)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (!ls_handle_ok(s, LS_H_CUstream_st, (uint64_t)(uintptr_t)stream)) return CUDA_ERROR_INVALID_HANDLE;
    CUresult checked = ls_devptr_ok(s, (uint64_t)addr, 8) ? CUDA_SUCCESS : CUDA_ERROR_INVALID_VALUE;
    if (checked != CUDA_SUCCESS) {
        return checked;
    }
    CUresult r = real(stream, addr, value, flags);
    if (r == CUDA_SUCCESS) {
    }
    return r;
}

static CUresult ls_do_cuSurfObjectCreate(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUsurfObject *, const CUDA_RESOURCE_DESC *);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuSurfObjectCreate];
    (void)out;
    uint64_t pSurfObject_n;
    if (ls_out_req(rd, &pSurfObject_n)) return LS_BAD_FRAME;
    const void *pResDesc_p; uint64_t pResDesc_n;
    if (lp_get_bytes(rd, &pResDesc_p, &pResDesc_n, LP_MAX_FRAME)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (pSurfObject_n != LP_NULL && pSurfObject_n != (uint64_t)8u) return CUDA_ERROR_INVALID_VALUE;
    if (pSurfObject_n != LP_NULL && pSurfObject_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    if (pResDesc_p && pResDesc_n != (uint64_t)144u) return CUDA_ERROR_INVALID_VALUE;
    if (pResDesc_p) { CUresult cr = ls_check_resource_desc(s, (void *)(uintptr_t)pResDesc_p, pResDesc_n); if (cr != CUDA_SUCCESS) return cr; }
    void *pSurfObject_buf = NULL;
    if (pSurfObject_n != LP_NULL && !(pSurfObject_buf = ls_zalloc(pSurfObject_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult r = real((CUsurfObject *)pSurfObject_buf, (const CUDA_RESOURCE_DESC *)pResDesc_p);
    if (r == CUDA_SUCCESS) {
        if (pSurfObject_buf) lp_buf_bytes(out, pSurfObject_buf, (size_t)pSurfObject_n);
    }
    free(pSurfObject_buf);
    return r;
}

static CUresult ls_do_cuSurfObjectDestroy(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUsurfObject);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuSurfObjectDestroy];
    (void)out;
    CUsurfObject surfObject;
    if (ls_scalar(rd, &surfObject, sizeof surfObject)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    CUresult r = real(surfObject);
    if (r == CUDA_SUCCESS) {
    }
    return r;
}

static CUresult ls_do_cuSurfObjectGetResourceDesc(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUDA_RESOURCE_DESC *, CUsurfObject);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuSurfObjectGetResourceDesc];
    (void)out;
    uint64_t pResDesc_n;
    if (ls_out_req(rd, &pResDesc_n)) return LS_BAD_FRAME;
    CUsurfObject surfObject;
    if (ls_scalar(rd, &surfObject, sizeof surfObject)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (pResDesc_n != LP_NULL && pResDesc_n != (uint64_t)144u) return CUDA_ERROR_INVALID_VALUE;
    if (pResDesc_n != LP_NULL && pResDesc_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    void *pResDesc_buf = NULL;
    if (pResDesc_n != LP_NULL && !(pResDesc_buf = ls_zalloc(pResDesc_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult r = real((CUDA_RESOURCE_DESC *)pResDesc_buf, surfObject);
    if (r == CUDA_SUCCESS) {
        if (pResDesc_buf) lp_buf_bytes(out, pResDesc_buf, (size_t)pResDesc_n);
    }
    free(pResDesc_buf);
    return r;
}

static CUresult ls_do_cuTensorMapEncodeIm2col(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUtensorMap *, CUtensorMapDataType, cuuint32_t, void *, const cuuint64_t *, const cuuint64_t *, const int *, const int *, cuuint32_t, cuuint32_t, const cuuint32_t *, CUtensorMapInterleave, CUtensorMapSwizzle, CUtensorMapL2promotion, CUtensorMapFloatOOBfill);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuTensorMapEncodeIm2col];
    (void)out;
    uint64_t tensorMap_n;
    if (ls_out_req(rd, &tensorMap_n)) return LS_BAD_FRAME;
    CUtensorMapDataType tensorDataType;
    if (ls_scalar(rd, &tensorDataType, sizeof tensorDataType)) return LS_BAD_FRAME;
    cuuint32_t tensorRank;
    if (ls_scalar(rd, &tensorRank, sizeof tensorRank)) return LS_BAD_FRAME;
    void * globalAddress;
    if (ls_scalar(rd, &globalAddress, sizeof globalAddress)) return LS_BAD_FRAME;
    cuuint32_t channelsPerPixel;
    if (ls_scalar(rd, &channelsPerPixel, sizeof channelsPerPixel)) return LS_BAD_FRAME;
    cuuint32_t pixelsPerColumn;
    if (ls_scalar(rd, &pixelsPerColumn, sizeof pixelsPerColumn)) return LS_BAD_FRAME;
    CUtensorMapInterleave interleave;
    if (ls_scalar(rd, &interleave, sizeof interleave)) return LS_BAD_FRAME;
    CUtensorMapSwizzle swizzle;
    if (ls_scalar(rd, &swizzle, sizeof swizzle)) return LS_BAD_FRAME;
    CUtensorMapL2promotion l2Promotion;
    if (ls_scalar(rd, &l2Promotion, sizeof l2Promotion)) return LS_BAD_FRAME;
    CUtensorMapFloatOOBfill oobFill;
    if (ls_scalar(rd, &oobFill, sizeof oobFill)) return LS_BAD_FRAME;
    const void *globalDim_p; uint64_t globalDim_n;
    if (lp_get_bytes(rd, &globalDim_p, &globalDim_n, LP_MAX_FRAME)) return LS_BAD_FRAME;
    const void *globalStrides_p; uint64_t globalStrides_n;
    if (lp_get_bytes(rd, &globalStrides_p, &globalStrides_n, LP_MAX_FRAME)) return LS_BAD_FRAME;
    const void *pixelBoxLowerCorner_p; uint64_t pixelBoxLowerCorner_n;
    if (lp_get_bytes(rd, &pixelBoxLowerCorner_p, &pixelBoxLowerCorner_n, LP_MAX_FRAME)) return LS_BAD_FRAME;
    const void *pixelBoxUpperCorner_p; uint64_t pixelBoxUpperCorner_n;
    if (lp_get_bytes(rd, &pixelBoxUpperCorner_p, &pixelBoxUpperCorner_n, LP_MAX_FRAME)) return LS_BAD_FRAME;
    const void *elementStrides_p; uint64_t elementStrides_n;
    if (lp_get_bytes(rd, &elementStrides_p, &elementStrides_n, LP_MAX_FRAME)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if ((uint64_t)tensorRank < 3u || (uint64_t)tensorRank > 5u) return CUDA_ERROR_INVALID_VALUE;
    if (tensorMap_n != LP_NULL && tensorMap_n != (uint64_t)128u) return CUDA_ERROR_INVALID_VALUE;
    if (tensorMap_n != LP_NULL && tensorMap_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    if (globalDim_p && (uint64_t)(tensorRank) > LS_MAX_GENERIC_ARGS / 8u) return CUDA_ERROR_INVALID_VALUE;
    if (!globalDim_p && (uint64_t)(tensorRank) != 0) return CUDA_ERROR_INVALID_VALUE;
    if (globalDim_p && globalDim_n != (uint64_t)(tensorRank) * 8u) return CUDA_ERROR_INVALID_VALUE;
    if (globalStrides_p && ((uint64_t)(tensorRank) > 1u ? (uint64_t)(tensorRank) - 1u : 0u) > LS_MAX_GENERIC_ARGS / 8u) return CUDA_ERROR_INVALID_VALUE;
    if (!globalStrides_p && ((uint64_t)(tensorRank) > 1u ? (uint64_t)(tensorRank) - 1u : 0u) != 0) return CUDA_ERROR_INVALID_VALUE;
    if (globalStrides_p && globalStrides_n != ((uint64_t)(tensorRank) > 1u ? (uint64_t)(tensorRank) - 1u : 0u) * 8u) return CUDA_ERROR_INVALID_VALUE;
    if (pixelBoxLowerCorner_p && ((uint64_t)(tensorRank) > 2u ? (uint64_t)(tensorRank) - 2u : 0u) > LS_MAX_GENERIC_ARGS / 4u) return CUDA_ERROR_INVALID_VALUE;
    if (!pixelBoxLowerCorner_p && ((uint64_t)(tensorRank) > 2u ? (uint64_t)(tensorRank) - 2u : 0u) != 0) return CUDA_ERROR_INVALID_VALUE;
    if (pixelBoxLowerCorner_p && pixelBoxLowerCorner_n != ((uint64_t)(tensorRank) > 2u ? (uint64_t)(tensorRank) - 2u : 0u) * 4u) return CUDA_ERROR_INVALID_VALUE;
    if (pixelBoxUpperCorner_p && ((uint64_t)(tensorRank) > 2u ? (uint64_t)(tensorRank) - 2u : 0u) > LS_MAX_GENERIC_ARGS / 4u) return CUDA_ERROR_INVALID_VALUE;
    if (!pixelBoxUpperCorner_p && ((uint64_t)(tensorRank) > 2u ? (uint64_t)(tensorRank) - 2u : 0u) != 0) return CUDA_ERROR_INVALID_VALUE;
    if (pixelBoxUpperCorner_p && pixelBoxUpperCorner_n != ((uint64_t)(tensorRank) > 2u ? (uint64_t)(tensorRank) - 2u : 0u) * 4u) return CUDA_ERROR_INVALID_VALUE;
    if (elementStrides_p && (uint64_t)(tensorRank) > LS_MAX_GENERIC_ARGS / 4u) return CUDA_ERROR_INVALID_VALUE;
    if (!elementStrides_p && (uint64_t)(tensorRank) != 0) return CUDA_ERROR_INVALID_VALUE;
    if (elementStrides_p && elementStrides_n != (uint64_t)(tensorRank) * 4u) return CUDA_ERROR_INVALID_VALUE;
    void *tensorMap_buf = NULL;
    if (tensorMap_n != LP_NULL && !(tensorMap_buf = ls_zalloc(tensorMap_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult r = real((CUtensorMap *)tensorMap_buf, tensorDataType, tensorRank, globalAddress, (const cuuint64_t *)globalDim_p, (const cuuint64_t *)globalStrides_p, (const int *)pixelBoxLowerCorner_p, (const int *)pixelBoxUpperCorner_p, channelsPerPixel, pixelsPerColumn, (const cuuint32_t *)elementStrides_p, interleave, swizzle, l2Promotion, oobFill);
    if (r == CUDA_SUCCESS) {
        if (tensorMap_buf) lp_buf_bytes(out, tensorMap_buf, (size_t)tensorMap_n);
    }
    free(tensorMap_buf);
    return r;
}

static CUresult ls_do_cuTensorMapEncodeIm2colWide(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUtensorMap *, CUtensorMapDataType, cuuint32_t, void *, const cuuint64_t *, const cuuint64_t *, int, int, cuuint32_t, cuuint32_t, const cuuint32_t *, CUtensorMapInterleave, CUtensorMapIm2ColWideMode, CUtensorMapSwizzle, CUtensorMapL2promotion, CUtensorMapFloatOOBfill);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuTensorMapEncodeIm2colWide];
    (void)out;
    uint64_t tensorMap_n;
    if (ls_out_req(rd, &tensorMap_n)) return LS_BAD_FRAME;
    CUtensorMapDataType tensorDataType;
    if (ls_scalar(rd, &tensorDataType, sizeof tensorDataType)) return LS_BAD_FRAME;
    cuuint32_t tensorRank;
    if (ls_scalar(rd, &tensorRank, sizeof tensorRank)) return LS_BAD_FRAME;
    void * globalAddress;
    if (ls_scalar(rd, &globalAddress, sizeof globalAddress)) return LS_BAD_FRAME;
    int pixelBoxLowerCornerWidth;
    if (ls_scalar(rd, &pixelBoxLowerCornerWidth, sizeof pixelBoxLowerCornerWidth)) return LS_BAD_FRAME;
    int pixelBoxUpperCornerWidth;
    if (ls_scalar(rd, &pixelBoxUpperCornerWidth, sizeof pixelBoxUpperCornerWidth)) return LS_BAD_FRAME;
    cuuint32_t channelsPerPixel;
    if (ls_scalar(rd, &channelsPerPixel, sizeof channelsPerPixel)) return LS_BAD_FRAME;
    cuuint32_t pixelsPerColumn;
    if (ls_scalar(rd, &pixelsPerColumn, sizeof pixelsPerColumn)) return LS_BAD_FRAME;
    CUtensorMapInterleave interleave;
    if (ls_scalar(rd, &interleave, sizeof interleave)) return LS_BAD_FRAME;
    CUtensorMapIm2ColWideMode mode;
    if (ls_scalar(rd, &mode, sizeof mode)) return LS_BAD_FRAME;
    CUtensorMapSwizzle swizzle;
    if (ls_scalar(rd, &swizzle, sizeof swizzle)) return LS_BAD_FRAME;
    CUtensorMapL2promotion l2Promotion;
    if (ls_scalar(rd, &l2Promotion, sizeof l2Promotion)) return LS_BAD_FRAME;
    CUtensorMapFloatOOBfill oobFill;
    if (ls_scalar(rd, &oobFill, sizeof oobFill)) return LS_BAD_FRAME;
    const void *globalDim_p; uint64_t globalDim_n;
    if (lp_get_bytes(rd, &globalDim_p, &globalDim_n, LP_MAX_FRAME)) return LS_BAD_FRAME;
    const void *globalStrides_p; uint64_t globalStrides_n;
    if (lp_get_bytes(rd, &globalStrides_p, &globalStrides_n, LP_MAX_FRAME)) return LS_BAD_FRAME;
    const void *elementStrides_p; uint64_t elementStrides_n;
    if (lp_get_bytes(rd, &elementStrides_p, &elementStrides_n, LP_MAX_FRAME)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if ((uint64_t)tensorRank < 3u || (uint64_t)tensorRank > 5u) return CUDA_ERROR_INVALID_VALUE;
    if (tensorMap_n != LP_NULL && tensorMap_n != (uint64_t)128u) return CUDA_ERROR_INVALID_VALUE;
    if (tensorMap_n != LP_NULL && tensorMap_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    if (globalDim_p && (uint64_t)(tensorRank) > LS_MAX_GENERIC_ARGS / 8u) return CUDA_ERROR_INVALID_VALUE;
    if (!globalDim_p && (uint64_t)(tensorRank) != 0) return CUDA_ERROR_INVALID_VALUE;
    if (globalDim_p && globalDim_n != (uint64_t)(tensorRank) * 8u) return CUDA_ERROR_INVALID_VALUE;
    if (globalStrides_p && ((uint64_t)(tensorRank) > 1u ? (uint64_t)(tensorRank) - 1u : 0u) > LS_MAX_GENERIC_ARGS / 8u) return CUDA_ERROR_INVALID_VALUE;
    if (!globalStrides_p && ((uint64_t)(tensorRank) > 1u ? (uint64_t)(tensorRank) - 1u : 0u) != 0) return CUDA_ERROR_INVALID_VALUE;
    if (globalStrides_p && globalStrides_n != ((uint64_t)(tensorRank) > 1u ? (uint64_t)(tensorRank) - 1u : 0u) * 8u) return CUDA_ERROR_INVALID_VALUE;
    if (elementStrides_p && (uint64_t)(tensorRank) > LS_MAX_GENERIC_ARGS / 4u) return CUDA_ERROR_INVALID_VALUE;
    if (!elementStrides_p && (uint64_t)(tensorRank) != 0) return CUDA_ERROR_INVALID_VALUE;
    if (elementStrides_p && elementStrides_n != (uint64_t)(tensorRank) * 4u) return CUDA_ERROR_INVALID_VALUE;
    void *tensorMap_buf = NULL;
    if (tensorMap_n != LP_NULL && !(tensorMap_buf = ls_zalloc(tensorMap_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult r = real((CUtensorMap *)tensorMap_buf, tensorDataType, tensorRank, globalAddress, (const cuuint64_t *)globalDim_p, (const cuuint64_t *)globalStrides_p, pixelBoxLowerCornerWidth, pixelBoxUpperCornerWidth, channelsPerPixel, pixelsPerColumn, (const cuuint32_t *)elementStrides_p, interleave, mode, swizzle, l2Promotion, oobFill);
    if (r == CUDA_SUCCESS) {
        if (tensorMap_buf) lp_buf_bytes(out, tensorMap_buf, (size_t)tensorMap_n);
    }
    free(tensorMap_buf);
    return r;
}

static CUresult ls_do_cuTensorMapEncodeTiled(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUtensorMap *, CUtensorMapDataType, cuuint32_t, void *, const cuuint64_t *, const cuuint64_t *, const cuuint32_t *, const cuuint32_t *, CUtensorMapInterleave, CUtensorMapSwizzle, CUtensorMapL2promotion, CUtensorMapFloatOOBfill);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuTensorMapEncodeTiled];
    (void)out;
    uint64_t tensorMap_n;
    if (ls_out_req(rd, &tensorMap_n)) return LS_BAD_FRAME;
    CUtensorMapDataType tensorDataType;
    if (ls_scalar(rd, &tensorDataType, sizeof tensorDataType)) return LS_BAD_FRAME;
    cuuint32_t tensorRank;
    if (ls_scalar(rd, &tensorRank, sizeof tensorRank)) return LS_BAD_FRAME;
    void * globalAddress;
    if (ls_scalar(rd, &globalAddress, sizeof globalAddress)) return LS_BAD_FRAME;
    CUtensorMapInterleave interleave;
    if (ls_scalar(rd, &interleave, sizeof interleave)) return LS_BAD_FRAME;
    CUtensorMapSwizzle swizzle;
    if (ls_scalar(rd, &swizzle, sizeof swizzle)) return LS_BAD_FRAME;
    CUtensorMapL2promotion l2Promotion;
    if (ls_scalar(rd, &l2Promotion, sizeof l2Promotion)) return LS_BAD_FRAME;
    CUtensorMapFloatOOBfill oobFill;
    if (ls_scalar(rd, &oobFill, sizeof oobFill)) return LS_BAD_FRAME;
    const void *globalDim_p; uint64_t globalDim_n;
    if (lp_get_bytes(rd, &globalDim_p, &globalDim_n, LP_MAX_FRAME)) return LS_BAD_FRAME;
    const void *globalStrides_p; uint64_t globalStrides_n;
    if (lp_get_bytes(rd, &globalStrides_p, &globalStrides_n, LP_MAX_FRAME)) return LS_BAD_FRAME;
    const void *boxDim_p; uint64_t boxDim_n;
    if (lp_get_bytes(rd, &boxDim_p, &boxDim_n, LP_MAX_FRAME)) return LS_BAD_FRAME;
    const void *elementStrides_p; uint64_t elementStrides_n;
    if (lp_get_bytes(rd, &elementStrides_p, &elementStrides_n, LP_MAX_FRAME)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if ((uint64_t)tensorRank < 1u || (uint64_t)tensorRank > 5u) return CUDA_ERROR_INVALID_VALUE;
    if (tensorMap_n != LP_NULL && tensorMap_n != (uint64_t)128u) return CUDA_ERROR_INVALID_VALUE;
    if (tensorMap_n != LP_NULL && tensorMap_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    if (globalDim_p && (uint64_t)(tensorRank) > LS_MAX_GENERIC_ARGS / 8u) return CUDA_ERROR_INVALID_VALUE;
    if (!globalDim_p && (uint64_t)(tensorRank) != 0) return CUDA_ERROR_INVALID_VALUE;
    if (globalDim_p && globalDim_n != (uint64_t)(tensorRank) * 8u) return CUDA_ERROR_INVALID_VALUE;
    if (globalStrides_p && ((uint64_t)(tensorRank) > 1u ? (uint64_t)(tensorRank) - 1u : 0u) > LS_MAX_GENERIC_ARGS / 8u) return CUDA_ERROR_INVALID_VALUE;
    if (!globalStrides_p && ((uint64_t)(tensorRank) > 1u ? (uint64_t)(tensorRank) - 1u : 0u) != 0) return CUDA_ERROR_INVALID_VALUE;
    if (globalStrides_p && globalStrides_n != ((uint64_t)(tensorRank) > 1u ? (uint64_t)(tensorRank) - 1u : 0u) * 8u) return CUDA_ERROR_INVALID_VALUE;
    if (boxDim_p && (uint64_t)(tensorRank) > LS_MAX_GENERIC_ARGS / 4u) return CUDA_ERROR_INVALID_VALUE;
    if (!boxDim_p && (uint64_t)(tensorRank) != 0) return CUDA_ERROR_INVALID_VALUE;
    if (boxDim_p && boxDim_n != (uint64_t)(tensorRank) * 4u) return CUDA_ERROR_INVALID_VALUE;
    if (elementStrides_p && (uint64_t)(tensorRank) > LS_MAX_GENERIC_ARGS / 4u) return CUDA_ERROR_INVALID_VALUE;
    if (!elementStrides_p && (uint64_t)(tensorRank) != 0) return CUDA_ERROR_INVALID_VALUE;
    if (elementStrides_p && elementStrides_n != (uint64_t)(tensorRank) * 4u) return CUDA_ERROR_INVALID_VALUE;
    void *tensorMap_buf = NULL;
    if (tensorMap_n != LP_NULL && !(tensorMap_buf = ls_zalloc(tensorMap_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult r = real((CUtensorMap *)tensorMap_buf, tensorDataType, tensorRank, globalAddress, (const cuuint64_t *)globalDim_p, (const cuuint64_t *)globalStrides_p, (const cuuint32_t *)boxDim_p, (const cuuint32_t *)elementStrides_p, interleave, swizzle, l2Promotion, oobFill);
    if (r == CUDA_SUCCESS) {
        if (tensorMap_buf) lp_buf_bytes(out, tensorMap_buf, (size_t)tensorMap_n);
    }
    free(tensorMap_buf);
    return r;
}

static CUresult ls_do_cuTensorMapReplaceAddress(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUtensorMap *, void *);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuTensorMapReplaceAddress];
    (void)out;
    void * globalAddress;
    if (ls_scalar(rd, &globalAddress, sizeof globalAddress)) return LS_BAD_FRAME;
    const void *tensorMap_p; uint64_t tensorMap_n;
    if (lp_get_bytes(rd, &tensorMap_p, &tensorMap_n, LP_MAX_FRAME)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (tensorMap_p && tensorMap_n != (uint64_t)128u) return CUDA_ERROR_INVALID_VALUE;
    void *tensorMap_buf = NULL;
    if (tensorMap_p && !(tensorMap_buf = ls_zalloc(tensorMap_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    if (tensorMap_buf) memcpy(tensorMap_buf, tensorMap_p, (size_t)tensorMap_n);
    CUresult r = real((CUtensorMap *)tensorMap_buf, globalAddress);
    if (r == CUDA_SUCCESS) {
        if (tensorMap_buf) lp_buf_bytes(out, tensorMap_buf, (size_t)tensorMap_n);
    }
    free(tensorMap_buf);
    return r;
}

static CUresult ls_do_cuTexObjectCreate(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUtexObject *, const CUDA_RESOURCE_DESC *, const CUDA_TEXTURE_DESC *, const CUDA_RESOURCE_VIEW_DESC *);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuTexObjectCreate];
    (void)out;
    uint64_t pTexObject_n;
    if (ls_out_req(rd, &pTexObject_n)) return LS_BAD_FRAME;
    const void *pResDesc_p; uint64_t pResDesc_n;
    if (lp_get_bytes(rd, &pResDesc_p, &pResDesc_n, LP_MAX_FRAME)) return LS_BAD_FRAME;
    const void *pTexDesc_p; uint64_t pTexDesc_n;
    if (lp_get_bytes(rd, &pTexDesc_p, &pTexDesc_n, LP_MAX_FRAME)) return LS_BAD_FRAME;
    const void *pResViewDesc_p; uint64_t pResViewDesc_n;
    if (lp_get_bytes(rd, &pResViewDesc_p, &pResViewDesc_n, LP_MAX_FRAME)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (pTexObject_n != LP_NULL && pTexObject_n != (uint64_t)8u) return CUDA_ERROR_INVALID_VALUE;
    if (pTexObject_n != LP_NULL && pTexObject_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    if (pResDesc_p && pResDesc_n != (uint64_t)144u) return CUDA_ERROR_INVALID_VALUE;
    if (pResDesc_p) { CUresult cr = ls_check_resource_desc(s, (void *)(uintptr_t)pResDesc_p, pResDesc_n); if (cr != CUDA_SUCCESS) return cr; }
    if (pTexDesc_p && pTexDesc_n != (uint64_t)104u) return CUDA_ERROR_INVALID_VALUE;
    if (pResViewDesc_p && pResViewDesc_n != (uint64_t)112u) return CUDA_ERROR_INVALID_VALUE;
    void *pTexObject_buf = NULL;
    if (pTexObject_n != LP_NULL && !(pTexObject_buf = ls_zalloc(pTexObject_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult r = real((CUtexObject *)pTexObject_buf, (const CUDA_RESOURCE_DESC *)pResDesc_p, (const CUDA_TEXTURE_DESC *)pTexDesc_p, (const CUDA_RESOURCE_VIEW_DESC *)pResViewDesc_p);
    if (r == CUDA_SUCCESS) {
        if (pTexObject_buf) lp_buf_bytes(out, pTexObject_buf, (size_t)pTexObject_n);
    }
    free(pTexObject_buf);
    return r;
}

static CUresult ls_do_cuTexObjectDestroy(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUtexObject);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuTexObjectDestroy];
    (void)out;
    CUtexObject texObject;
    if (ls_scalar(rd, &texObject, sizeof texObject)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    CUresult r = real(texObject);
    if (r == CUDA_SUCCESS) {
    }
    return r;
}

static CUresult ls_do_cuTexObjectGetResourceDesc(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUDA_RESOURCE_DESC *, CUtexObject);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuTexObjectGetResourceDesc];
    (void)out;
    uint64_t pResDesc_n;
    if (ls_out_req(rd, &pResDesc_n)) return LS_BAD_FRAME;
    CUtexObject texObject;
    if (ls_scalar(rd, &texObject, sizeof texObject)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (pResDesc_n != LP_NULL && pResDesc_n != (uint64_t)144u) return CUDA_ERROR_INVALID_VALUE;
    if (pResDesc_n != LP_NULL && pResDesc_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    void *pResDesc_buf = NULL;
    if (pResDesc_n != LP_NULL && !(pResDesc_buf = ls_zalloc(pResDesc_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult r = real((CUDA_RESOURCE_DESC *)pResDesc_buf, texObject);
    if (r == CUDA_SUCCESS) {
        if (pResDesc_buf) lp_buf_bytes(out, pResDesc_buf, (size_t)pResDesc_n);
    }
    free(pResDesc_buf);
    return r;
}

static CUresult ls_do_cuTexObjectGetResourceViewDesc(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUDA_RESOURCE_VIEW_DESC *, CUtexObject);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuTexObjectGetResourceViewDesc];
    (void)out;
    uint64_t pResViewDesc_n;
    if (ls_out_req(rd, &pResViewDesc_n)) return LS_BAD_FRAME;
    CUtexObject texObject;
    if (ls_scalar(rd, &texObject, sizeof texObject)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (pResViewDesc_n != LP_NULL && pResViewDesc_n != (uint64_t)112u) return CUDA_ERROR_INVALID_VALUE;
    if (pResViewDesc_n != LP_NULL && pResViewDesc_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    void *pResViewDesc_buf = NULL;
    if (pResViewDesc_n != LP_NULL && !(pResViewDesc_buf = ls_zalloc(pResViewDesc_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult r = real((CUDA_RESOURCE_VIEW_DESC *)pResViewDesc_buf, texObject);
    if (r == CUDA_SUCCESS) {
        if (pResViewDesc_buf) lp_buf_bytes(out, pResViewDesc_buf, (size_t)pResViewDesc_n);
    }
    free(pResViewDesc_buf);
    return r;
}

static CUresult ls_do_cuTexObjectGetTextureDesc(ls_session *s, lp_reader *rd, lp_buf *out)
{
    typedef CUresult (CUDAAPI *fn_t)(CUDA_TEXTURE_DESC *, CUtexObject);
    fn_t real = (fn_t)s->real[LUPINE_FN_cuTexObjectGetTextureDesc];
    (void)out;
    uint64_t pTexDesc_n;
    if (ls_out_req(rd, &pTexDesc_n)) return LS_BAD_FRAME;
    CUtexObject texObject;
    if (ls_scalar(rd, &texObject, sizeof texObject)) return LS_BAD_FRAME;
    if (rd->left) return LS_BAD_FRAME;
    if (!real) return CUDA_ERROR_NOT_SUPPORTED;
    if (pTexDesc_n != LP_NULL && pTexDesc_n != (uint64_t)104u) return CUDA_ERROR_INVALID_VALUE;
    if (pTexDesc_n != LP_NULL && pTexDesc_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;
    void *pTexDesc_buf = NULL;
    if (pTexDesc_n != LP_NULL && !(pTexDesc_buf = ls_zalloc(pTexDesc_n))) {
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    CUresult r = real((CUDA_TEXTURE_DESC *)pTexDesc_buf, texObject);
    if (r == CUDA_SUCCESS) {
        if (pTexDesc_buf) lp_buf_bytes(out, pTexDesc_buf, (size_t)pTexDesc_n);
    }
    free(pTexDesc_buf);
    return r;
}

const ls_generic_fn ls_generic[LUPINE_FN_COUNT] = {
    NULL,
    ls_do_cuArray3DCreate_v2,
    NULL,
    ls_do_cuArray3DGetDescriptor_v2,
    NULL,
    ls_do_cuArrayCreate_v2,
    ls_do_cuArrayDestroy,
    NULL,
    ls_do_cuArrayGetDescriptor_v2,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    ls_do_cuCtxCreate_v2,
    NULL,
    NULL,
    NULL,
    ls_do_cuCtxDestroy_v2,
    NULL,
    ls_do_cuCtxDisablePeerAccess,
    ls_do_cuCtxEnablePeerAccess,
    ls_do_cuCtxFromGreenCtx,
    ls_do_cuCtxGetApiVersion,
    ls_do_cuCtxGetCacheConfig,
    NULL,
    ls_do_cuCtxGetDevResource,
    ls_do_cuCtxGetDevice,
    ls_do_cuCtxGetDevice_v2,
    NULL,
    ls_do_cuCtxGetFlags,
    ls_do_cuCtxGetId,
    ls_do_cuCtxGetLimit,
    ls_do_cuCtxGetSharedMemConfig,
    ls_do_cuCtxGetStreamPriorityRange,
    NULL,
    NULL,
    NULL,
    ls_do_cuCtxPushCurrent_v2,
    ls_do_cuCtxRecordEvent,
    ls_do_cuCtxResetPersistingL2Cache,
    ls_do_cuCtxSetCacheConfig,
    ls_do_cuCtxSetCurrent,
    ls_do_cuCtxSetFlags,
    ls_do_cuCtxSetLimit,
    ls_do_cuCtxSetSharedMemConfig,
    ls_do_cuCtxSynchronize,
    ls_do_cuCtxSynchronize_v2,
    ls_do_cuCtxWaitEvent,
    NULL,
    NULL,
    ls_do_cuDevResourceGenerateDesc,
    ls_do_cuDevSmResourceSplitByCount,
    ls_do_cuDeviceCanAccessPeer,
    ls_do_cuDeviceComputeCapability,
    ls_do_cuDeviceGet,
    ls_do_cuDeviceGetAttribute,
    ls_do_cuDeviceGetByPCIBusId,
    ls_do_cuDeviceGetCount,
    ls_do_cuDeviceGetDefaultMemPool,
    ls_do_cuDeviceGetDevResource,
    ls_do_cuDeviceGetExecAffinitySupport,
    ls_do_cuDeviceGetGraphMemAttribute,
    NULL,
    ls_do_cuDeviceGetLuid,
    ls_do_cuDeviceGetMemPool,
    ls_do_cuDeviceGetName,
    NULL,
    NULL,
    ls_do_cuDeviceGetP2PAttribute,
    ls_do_cuDeviceGetPCIBusId,
    ls_do_cuDeviceGetProperties,
    ls_do_cuDeviceGetTexture1DLinearMaxWidth,
    ls_do_cuDeviceGetUuid,
    ls_do_cuDeviceGetUuid_v2,
    ls_do_cuDeviceGraphMemTrim,
    ls_do_cuDevicePrimaryCtxGetState,
    NULL,
    ls_do_cuDevicePrimaryCtxRelease_v2,
    NULL,
    ls_do_cuDevicePrimaryCtxReset_v2,
    ls_do_cuDevicePrimaryCtxRetain,
    NULL,
    ls_do_cuDevicePrimaryCtxSetFlags_v2,
    NULL,
    ls_do_cuDeviceSetGraphMemAttribute,
    ls_do_cuDeviceSetMemPool,
    NULL,
    ls_do_cuDeviceTotalMem_v2,
    NULL,
    ls_do_cuDriverGetVersion,
    ls_do_cuEventCreate,
    NULL,
    ls_do_cuEventDestroy_v2,
    ls_do_cuEventElapsedTime,
    ls_do_cuEventElapsedTime_v2,
    ls_do_cuEventQuery,
    ls_do_cuEventRecord,
    ls_do_cuEventRecordWithFlags,
    ls_do_cuEventRecordWithFlags_ptsz,
    ls_do_cuEventRecord_ptsz,
    ls_do_cuEventSynchronize,
    NULL,
    NULL,
    NULL,
    ls_do_cuFuncGetAttribute,
    ls_do_cuFuncGetModule,
    NULL,
    ls_do_cuFuncGetParamInfo,
    ls_do_cuFuncIsLoaded,
    ls_do_cuFuncLoad,
    ls_do_cuFuncSetAttribute,
    NULL,
    ls_do_cuFuncSetCacheConfig,
    ls_do_cuFuncSetSharedMemConfig,
    NULL,
    ls_do_cuGetErrorName,
    ls_do_cuGetErrorString,
    NULL,
    NULL,
    NULL,
    NULL,
    ls_do_cuGraphAddChildGraphNode,
    ls_do_cuGraphAddDependencies,
    ls_do_cuGraphAddDependencies_v2,
    ls_do_cuGraphAddEmptyNode,
    ls_do_cuGraphAddEventRecordNode,
    ls_do_cuGraphAddEventWaitNode,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    ls_do_cuGraphAddMemFreeNode,
    NULL,
    ls_do_cuGraphAddMemsetNode,
    NULL,
    NULL,
    NULL,
    NULL,
    ls_do_cuGraphChildGraphNodeGetGraph,
    ls_do_cuGraphClone,
    ls_do_cuGraphConditionalHandleCreate,
    ls_do_cuGraphCreate,
    NULL,
    ls_do_cuGraphDestroy,
    ls_do_cuGraphDestroyNode,
    ls_do_cuGraphEventRecordNodeGetEvent,
    ls_do_cuGraphEventRecordNodeSetEvent,
    ls_do_cuGraphEventWaitNodeGetEvent,
    ls_do_cuGraphEventWaitNodeSetEvent,
    NULL,
    ls_do_cuGraphExecChildGraphNodeSetParams,
    ls_do_cuGraphExecDestroy,
    ls_do_cuGraphExecEventRecordNodeSetEvent,
    ls_do_cuGraphExecEventWaitNodeSetEvent,
    NULL,
    NULL,
    ls_do_cuGraphExecGetFlags,
    NULL,
    NULL,
    NULL,
    NULL,
    ls_do_cuGraphExecMemsetNodeSetParams,
    NULL,
    ls_do_cuGraphExecUpdate,
    ls_do_cuGraphExecUpdate_v2,
    NULL,
    NULL,
    NULL,
    NULL,
    ls_do_cuGraphGetEdges,
    ls_do_cuGraphGetEdges_v2,
    ls_do_cuGraphGetNodes,
    ls_do_cuGraphGetRootNodes,
    NULL,
    NULL,
    ls_do_cuGraphInstantiate,
    ls_do_cuGraphInstantiateWithFlags,
    NULL,
    NULL,
    ls_do_cuGraphInstantiate_v2,
    ls_do_cuGraphKernelNodeCopyAttributes,
    ls_do_cuGraphKernelNodeGetAttribute,
    NULL,
    NULL,
    ls_do_cuGraphKernelNodeSetAttribute,
    NULL,
    NULL,
    ls_do_cuGraphLaunch,
    ls_do_cuGraphLaunch_ptsz,
    NULL,
    ls_do_cuGraphMemFreeNodeGetParams,
    NULL,
    NULL,
    ls_do_cuGraphMemsetNodeGetParams,
    ls_do_cuGraphMemsetNodeSetParams,
    ls_do_cuGraphNodeFindInClone,
    ls_do_cuGraphNodeGetDependencies,
    ls_do_cuGraphNodeGetDependencies_v2,
    ls_do_cuGraphNodeGetDependentNodes,
    ls_do_cuGraphNodeGetDependentNodes_v2,
    ls_do_cuGraphNodeGetEnabled,
    NULL,
    ls_do_cuGraphNodeSetEnabled,
    NULL,
    NULL,
    ls_do_cuGraphRemoveDependencies,
    ls_do_cuGraphRemoveDependencies_v2,
    NULL,
    ls_do_cuGraphUpload,
    ls_do_cuGraphUpload_ptsz,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    ls_do_cuGreenCtxCreate,
    ls_do_cuGreenCtxDestroy,
    ls_do_cuGreenCtxGetDevResource,
    ls_do_cuGreenCtxGetId,
    ls_do_cuGreenCtxRecordEvent,
    ls_do_cuGreenCtxStreamCreate,
    ls_do_cuGreenCtxWaitEvent,
    NULL,
    NULL,
    ls_do_cuInit,
    ls_do_cuIpcCloseMemHandle,
    ls_do_cuIpcGetEventHandle,
    ls_do_cuIpcGetMemHandle,
    ls_do_cuIpcOpenEventHandle,
    NULL,
    ls_do_cuIpcOpenMemHandle_v2,
    ls_do_cuKernelGetAttribute,
    ls_do_cuKernelGetFunction,
    ls_do_cuKernelGetLibrary,
    ls_do_cuKernelGetName,
    ls_do_cuKernelGetParamInfo,
    ls_do_cuKernelSetAttribute,
    ls_do_cuKernelSetCacheConfig,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    ls_do_cuLibraryEnumerateKernels,
    ls_do_cuLibraryGetGlobal,
    ls_do_cuLibraryGetKernel,
    ls_do_cuLibraryGetKernelCount,
    NULL,
    ls_do_cuLibraryGetModule,
    NULL,
    NULL,
    NULL,
    ls_do_cuLibraryUnload,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    ls_do_cuMemAddressFree,
    ls_do_cuMemAddressReserve,
    NULL,
    NULL,
    NULL,
    ls_do_cuMemAllocAsync,
    ls_do_cuMemAllocAsync_ptsz,
    ls_do_cuMemAllocFromPoolAsync,
    ls_do_cuMemAllocFromPoolAsync_ptsz,
    NULL,
    NULL,
    NULL,
    NULL,
    ls_do_cuMemAllocPitch_v2,
    ls_do_cuMemAlloc_v2,
    NULL,
    NULL,
    ls_do_cuMemCreate,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    ls_do_cuMemFreeAsync,
    ls_do_cuMemFreeAsync_ptsz,
    NULL,
    ls_do_cuMemFree_v2,
    ls_do_cuMemGetAccess,
    NULL,
    ls_do_cuMemGetAddressRange_v2,
    ls_do_cuMemGetAllocationGranularity,
    ls_do_cuMemGetAllocationPropertiesFromHandle,
    NULL,
    NULL,
    NULL,
    ls_do_cuMemGetInfo_v2,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    ls_do_cuMemMap,
    NULL,
    NULL,
    ls_do_cuMemPoolCreate,
    ls_do_cuMemPoolDestroy,
    ls_do_cuMemPoolExportPointer,
    NULL,
    ls_do_cuMemPoolGetAccess,
    ls_do_cuMemPoolGetAttribute,
    NULL,
    ls_do_cuMemPoolImportPointer,
    ls_do_cuMemPoolSetAccess,
    ls_do_cuMemPoolSetAttribute,
    ls_do_cuMemPoolTrimTo,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    ls_do_cuMemRelease,
    ls_do_cuMemRetainAllocationHandle,
    ls_do_cuMemSetAccess,
    NULL,
    ls_do_cuMemUnmap,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    ls_do_cuMemcpyDtoDAsync_v2,
    ls_do_cuMemcpyDtoDAsync_v2_ptsz,
    ls_do_cuMemcpyDtoD_v2,
    ls_do_cuMemcpyDtoD_v2_ptds,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    ls_do_cuMemcpyPeer,
    ls_do_cuMemcpyPeerAsync,
    ls_do_cuMemcpyPeerAsync_ptsz,
    ls_do_cuMemcpyPeer_ptds,
    NULL,
    NULL,
    ls_do_cuMemsetD16Async,
    ls_do_cuMemsetD16Async_ptsz,
    ls_do_cuMemsetD16_v2,
    ls_do_cuMemsetD16_v2_ptds,
    NULL,
    ls_do_cuMemsetD2D16Async,
    ls_do_cuMemsetD2D16Async_ptsz,
    ls_do_cuMemsetD2D16_v2,
    ls_do_cuMemsetD2D16_v2_ptds,
    NULL,
    ls_do_cuMemsetD2D32Async,
    ls_do_cuMemsetD2D32Async_ptsz,
    ls_do_cuMemsetD2D32_v2,
    ls_do_cuMemsetD2D32_v2_ptds,
    NULL,
    ls_do_cuMemsetD2D8Async,
    ls_do_cuMemsetD2D8Async_ptsz,
    ls_do_cuMemsetD2D8_v2,
    ls_do_cuMemsetD2D8_v2_ptds,
    NULL,
    ls_do_cuMemsetD32Async,
    ls_do_cuMemsetD32Async_ptsz,
    ls_do_cuMemsetD32_v2,
    ls_do_cuMemsetD32_v2_ptds,
    NULL,
    ls_do_cuMemsetD8Async,
    ls_do_cuMemsetD8Async_ptsz,
    ls_do_cuMemsetD8_v2,
    ls_do_cuMemsetD8_v2_ptds,
    ls_do_cuMipmappedArrayCreate,
    ls_do_cuMipmappedArrayDestroy,
    ls_do_cuMipmappedArrayGetLevel,
    NULL,
    NULL,
    ls_do_cuModuleEnumerateFunctions,
    ls_do_cuModuleGetFunction,
    ls_do_cuModuleGetFunctionCount,
    NULL,
    ls_do_cuModuleGetGlobal_v2,
    ls_do_cuModuleGetLoadingMode,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    ls_do_cuModuleUnload,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    ls_do_cuOccupancyAvailableDynamicSMemPerBlock,
    ls_do_cuOccupancyMaxActiveBlocksPerMultiprocessor,
    ls_do_cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    ls_do_cuPointerGetAttribute,
    NULL,
    NULL,
    NULL,
    ls_do_cuProfilerStart,
    ls_do_cuProfilerStop,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    ls_do_cuStreamBatchMemOp,
    ls_do_cuStreamBatchMemOp_ptsz,
    ls_do_cuStreamBatchMemOp_v2,
    ls_do_cuStreamBatchMemOp_v2_ptsz,
    ls_do_cuStreamBeginCapture,
    ls_do_cuStreamBeginCaptureToGraph,
    ls_do_cuStreamBeginCaptureToGraph_ptsz,
    ls_do_cuStreamBeginCapture_ptsz,
    ls_do_cuStreamBeginCapture_v2,
    ls_do_cuStreamBeginCapture_v2_ptsz,
    ls_do_cuStreamCopyAttributes,
    ls_do_cuStreamCopyAttributes_ptsz,
    ls_do_cuStreamCreate,
    ls_do_cuStreamCreateWithPriority,
    NULL,
    ls_do_cuStreamDestroy_v2,
    NULL,
    NULL,
    ls_do_cuStreamGetAttribute,
    ls_do_cuStreamGetAttribute_ptsz,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    ls_do_cuStreamGetCtx,
    ls_do_cuStreamGetCtx_ptsz,
    ls_do_cuStreamGetCtx_v2,
    ls_do_cuStreamGetCtx_v2_ptsz,
    ls_do_cuStreamGetDevice,
    ls_do_cuStreamGetDevice_ptsz,
    ls_do_cuStreamGetFlags,
    ls_do_cuStreamGetFlags_ptsz,
    ls_do_cuStreamGetGreenCtx,
    ls_do_cuStreamGetId,
    ls_do_cuStreamGetId_ptsz,
    ls_do_cuStreamGetPriority,
    ls_do_cuStreamGetPriority_ptsz,
    ls_do_cuStreamIsCapturing,
    ls_do_cuStreamIsCapturing_ptsz,
    ls_do_cuStreamQuery,
    ls_do_cuStreamQuery_ptsz,
    ls_do_cuStreamSetAttribute,
    ls_do_cuStreamSetAttribute_ptsz,
    ls_do_cuStreamSynchronize,
    ls_do_cuStreamSynchronize_ptsz,
    ls_do_cuStreamUpdateCaptureDependencies,
    ls_do_cuStreamUpdateCaptureDependencies_ptsz,
    ls_do_cuStreamUpdateCaptureDependencies_v2,
    ls_do_cuStreamUpdateCaptureDependencies_v2_ptsz,
    ls_do_cuStreamWaitEvent,
    ls_do_cuStreamWaitEvent_ptsz,
    ls_do_cuStreamWaitValue32,
    ls_do_cuStreamWaitValue32_ptsz,
    ls_do_cuStreamWaitValue32_v2,
    ls_do_cuStreamWaitValue32_v2_ptsz,
    ls_do_cuStreamWaitValue64,
    ls_do_cuStreamWaitValue64_ptsz,
    ls_do_cuStreamWaitValue64_v2,
    ls_do_cuStreamWaitValue64_v2_ptsz,
    ls_do_cuStreamWriteValue32,
    ls_do_cuStreamWriteValue32_ptsz,
    ls_do_cuStreamWriteValue32_v2,
    ls_do_cuStreamWriteValue32_v2_ptsz,
    ls_do_cuStreamWriteValue64,
    ls_do_cuStreamWriteValue64_ptsz,
    ls_do_cuStreamWriteValue64_v2,
    ls_do_cuStreamWriteValue64_v2_ptsz,
    ls_do_cuSurfObjectCreate,
    ls_do_cuSurfObjectDestroy,
    ls_do_cuSurfObjectGetResourceDesc,
    NULL,
    NULL,
    ls_do_cuTensorMapEncodeIm2col,
    ls_do_cuTensorMapEncodeIm2colWide,
    ls_do_cuTensorMapEncodeTiled,
    ls_do_cuTensorMapReplaceAddress,
    ls_do_cuTexObjectCreate,
    ls_do_cuTexObjectDestroy,
    ls_do_cuTexObjectGetResourceDesc,
    ls_do_cuTexObjectGetResourceViewDesc,
    ls_do_cuTexObjectGetTextureDesc,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
};

const ls_hand_fn ls_hand[LUPINE_FN_COUNT] = {
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    ls_hand_cuFuncGetName,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    ls_hand_cuGraphAddHostNode,
    NULL,
    ls_hand_cuGraphAddKernelNode_v2,
    ls_hand_cuGraphAddMemAllocNode,
    NULL,
    ls_hand_cuGraphAddMemcpyNode,
    NULL,
    NULL,
    ls_hand_cuGraphAddNode_v2,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    ls_hand_cuGraphDebugDotPrint,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    ls_hand_cuGraphExecHostNodeSetParams,
    NULL,
    ls_hand_cuGraphExecKernelNodeSetParams_v2,
    ls_hand_cuGraphExecMemcpyNodeSetParams,
    NULL,
    ls_hand_cuGraphExecNodeSetParams,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    ls_hand_cuGraphHostNodeGetParams,
    ls_hand_cuGraphHostNodeSetParams,
    NULL,
    NULL,
    ls_hand_cuGraphInstantiateWithParams,
    ls_hand_cuGraphInstantiateWithParams,
    NULL,
    NULL,
    NULL,
    NULL,
    ls_hand_cuGraphKernelNodeGetParams_v2,
    NULL,
    NULL,
    ls_hand_cuGraphKernelNodeSetParams_v2,
    NULL,
    NULL,
    NULL,
    NULL,
    ls_hand_cuGraphMemcpyNodeGetParams,
    ls_hand_cuGraphMemcpyNodeSetParams,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    ls_hand_cuGraphNodeGetType,
    NULL,
    ls_hand_cuGraphNodeSetParams,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    ls_hand_cuLaunchHostFunc,
    ls_hand_cuLaunchHostFunc,
    ls_hand_cuLaunchKernel,
    ls_hand_cuLaunchKernelEx,
    ls_hand_cuLaunchKernelEx,
    ls_hand_cuLaunchKernel,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    ls_hand_cuLibraryLoadData,
    NULL,
    NULL,
    NULL,
    ls_hand_cuLinkAddData_v2,
    NULL,
    NULL,
    ls_hand_cuLinkComplete,
    NULL,
    ls_hand_cuLinkCreate_v2,
    ls_hand_cuLinkDestroy,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    ls_hand_cuMemExportToShareableHandle,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    ls_hand_cuMemImportFromShareableHandle,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    ls_hand_cuMemPoolExportToShareableHandle,
    NULL,
    NULL,
    ls_hand_cuMemPoolImportFromShareableHandle,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    ls_hand_cuMemcpy2DAsync_v2,
    ls_hand_cuMemcpy2DAsync_v2,
    NULL,
    ls_hand_cuMemcpy2DUnaligned_v2,
    ls_hand_cuMemcpy2DUnaligned_v2,
    ls_hand_cuMemcpy2D_v2,
    ls_hand_cuMemcpy2D_v2,
    NULL,
    NULL,
    ls_hand_cuMemcpy3DAsync_v2,
    ls_hand_cuMemcpy3DAsync_v2,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    ls_hand_cuMemcpy3D_v2,
    ls_hand_cuMemcpy3D_v2,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    ls_hand_cuMemcpyDtoHAsync_v2,
    ls_hand_cuMemcpyDtoHAsync_v2,
    ls_hand_cuMemcpyDtoH_v2,
    ls_hand_cuMemcpyDtoH_v2,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    ls_hand_cuMemcpyHtoDAsync_v2,
    ls_hand_cuMemcpyHtoDAsync_v2,
    ls_hand_cuMemcpyHtoD_v2,
    ls_hand_cuMemcpyHtoD_v2,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    ls_hand_cuModuleLoadData,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    ls_hand_cuOccupancyMaxActiveClusters,
    NULL,
    NULL,
    ls_hand_cuOccupancyMaxPotentialClusterSize,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    ls_hand_cuStreamAddCallback,
    ls_hand_cuStreamAddCallback,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    ls_hand_cuStreamEndCapture,
    ls_hand_cuStreamEndCapture,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    ls_hand_cuStreamGetCaptureInfo_v3,
    ls_hand_cuStreamGetCaptureInfo_v3,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
};

const unsigned char ls_sync[LUPINE_FN_COUNT] = {
    0, /* cuArray3DCreate */
    0, /* cuArray3DCreate_v2 */
    0, /* cuArray3DGetDescriptor */
    0, /* cuArray3DGetDescriptor_v2 */
    0, /* cuArrayCreate */
    0, /* cuArrayCreate_v2 */
    0, /* cuArrayDestroy */
    0, /* cuArrayGetDescriptor */
    0, /* cuArrayGetDescriptor_v2 */
    0, /* cuArrayGetMemoryRequirements */
    0, /* cuArrayGetPlane */
    0, /* cuArrayGetSparseProperties */
    0, /* cuCheckpointProcessCheckpoint */
    0, /* cuCheckpointProcessGetRestoreThreadId */
    0, /* cuCheckpointProcessGetState */
    0, /* cuCheckpointProcessLock */
    0, /* cuCheckpointProcessRestore */
    0, /* cuCheckpointProcessUnlock */
    0, /* cuCoredumpGetAttribute */
    0, /* cuCoredumpGetAttributeGlobal */
    0, /* cuCoredumpSetAttribute */
    0, /* cuCoredumpSetAttributeGlobal */
    0, /* cuCtxAttach */
    0, /* cuCtxCreate */
    0, /* cuCtxCreate_v2 */
    0, /* cuCtxCreate_v3 */
    0, /* cuCtxCreate_v4 */
    0, /* cuCtxDestroy */
    0, /* cuCtxDestroy_v2 */
    0, /* cuCtxDetach */
    0, /* cuCtxDisablePeerAccess */
    0, /* cuCtxEnablePeerAccess */
    0, /* cuCtxFromGreenCtx */
    0, /* cuCtxGetApiVersion */
    0, /* cuCtxGetCacheConfig */
    0, /* cuCtxGetCurrent */
    0, /* cuCtxGetDevResource */
    0, /* cuCtxGetDevice */
    0, /* cuCtxGetDevice_v2 */
    0, /* cuCtxGetExecAffinity */
    0, /* cuCtxGetFlags */
    0, /* cuCtxGetId */
    0, /* cuCtxGetLimit */
    0, /* cuCtxGetSharedMemConfig */
    0, /* cuCtxGetStreamPriorityRange */
    0, /* cuCtxPopCurrent */
    0, /* cuCtxPopCurrent_v2 */
    0, /* cuCtxPushCurrent */
    0, /* cuCtxPushCurrent_v2 */
    0, /* cuCtxRecordEvent */
    0, /* cuCtxResetPersistingL2Cache */
    0, /* cuCtxSetCacheConfig */
    0, /* cuCtxSetCurrent */
    0, /* cuCtxSetFlags */
    0, /* cuCtxSetLimit */
    0, /* cuCtxSetSharedMemConfig */
    1, /* cuCtxSynchronize */
    1, /* cuCtxSynchronize_v2 */
    0, /* cuCtxWaitEvent */
    0, /* cuDestroyExternalMemory */
    0, /* cuDestroyExternalSemaphore */
    0, /* cuDevResourceGenerateDesc */
    0, /* cuDevSmResourceSplitByCount */
    0, /* cuDeviceCanAccessPeer */
    0, /* cuDeviceComputeCapability */
    0, /* cuDeviceGet */
    0, /* cuDeviceGetAttribute */
    0, /* cuDeviceGetByPCIBusId */
    0, /* cuDeviceGetCount */
    0, /* cuDeviceGetDefaultMemPool */
    0, /* cuDeviceGetDevResource */
    0, /* cuDeviceGetExecAffinitySupport */
    0, /* cuDeviceGetGraphMemAttribute */
    0, /* cuDeviceGetHostAtomicCapabilities */
    0, /* cuDeviceGetLuid */
    0, /* cuDeviceGetMemPool */
    0, /* cuDeviceGetName */
    0, /* cuDeviceGetNvSciSyncAttributes */
    0, /* cuDeviceGetP2PAtomicCapabilities */
    0, /* cuDeviceGetP2PAttribute */
    0, /* cuDeviceGetPCIBusId */
    0, /* cuDeviceGetProperties */
    0, /* cuDeviceGetTexture1DLinearMaxWidth */
    0, /* cuDeviceGetUuid */
    0, /* cuDeviceGetUuid_v2 */
    0, /* cuDeviceGraphMemTrim */
    0, /* cuDevicePrimaryCtxGetState */
    0, /* cuDevicePrimaryCtxRelease */
    0, /* cuDevicePrimaryCtxRelease_v2 */
    0, /* cuDevicePrimaryCtxReset */
    0, /* cuDevicePrimaryCtxReset_v2 */
    0, /* cuDevicePrimaryCtxRetain */
    0, /* cuDevicePrimaryCtxSetFlags */
    0, /* cuDevicePrimaryCtxSetFlags_v2 */
    0, /* cuDeviceRegisterAsyncNotification */
    0, /* cuDeviceSetGraphMemAttribute */
    0, /* cuDeviceSetMemPool */
    0, /* cuDeviceTotalMem */
    0, /* cuDeviceTotalMem_v2 */
    0, /* cuDeviceUnregisterAsyncNotification */
    0, /* cuDriverGetVersion */
    0, /* cuEventCreate */
    0, /* cuEventDestroy */
    0, /* cuEventDestroy_v2 */
    0, /* cuEventElapsedTime */
    0, /* cuEventElapsedTime_v2 */
    1, /* cuEventQuery */
    0, /* cuEventRecord */
    0, /* cuEventRecordWithFlags */
    0, /* cuEventRecordWithFlags_ptsz */
    0, /* cuEventRecord_ptsz */
    1, /* cuEventSynchronize */
    0, /* cuExternalMemoryGetMappedBuffer */
    0, /* cuExternalMemoryGetMappedMipmappedArray */
    0, /* cuFlushGPUDirectRDMAWrites */
    0, /* cuFuncGetAttribute */
    0, /* cuFuncGetModule */
    0, /* cuFuncGetName */
    0, /* cuFuncGetParamInfo */
    0, /* cuFuncIsLoaded */
    0, /* cuFuncLoad */
    0, /* cuFuncSetAttribute */
    0, /* cuFuncSetBlockShape */
    0, /* cuFuncSetCacheConfig */
    0, /* cuFuncSetSharedMemConfig */
    0, /* cuFuncSetSharedSize */
    0, /* cuGetErrorName */
    0, /* cuGetErrorString */
    0, /* cuGetExportTable */
    0, /* cuGetProcAddress */
    0, /* cuGetProcAddress_v2 */
    0, /* cuGraphAddBatchMemOpNode */
    0, /* cuGraphAddChildGraphNode */
    0, /* cuGraphAddDependencies */
    0, /* cuGraphAddDependencies_v2 */
    0, /* cuGraphAddEmptyNode */
    0, /* cuGraphAddEventRecordNode */
    0, /* cuGraphAddEventWaitNode */
    0, /* cuGraphAddExternalSemaphoresSignalNode */
    0, /* cuGraphAddExternalSemaphoresWaitNode */
    0, /* cuGraphAddHostNode */
    0, /* cuGraphAddKernelNode */
    0, /* cuGraphAddKernelNode_v2 */
    0, /* cuGraphAddMemAllocNode */
    0, /* cuGraphAddMemFreeNode */
    0, /* cuGraphAddMemcpyNode */
    0, /* cuGraphAddMemsetNode */
    0, /* cuGraphAddNode */
    0, /* cuGraphAddNode_v2 */
    0, /* cuGraphBatchMemOpNodeGetParams */
    0, /* cuGraphBatchMemOpNodeSetParams */
    0, /* cuGraphChildGraphNodeGetGraph */
    0, /* cuGraphClone */
    0, /* cuGraphConditionalHandleCreate */
    0, /* cuGraphCreate */
    0, /* cuGraphDebugDotPrint */
    0, /* cuGraphDestroy */
    0, /* cuGraphDestroyNode */
    0, /* cuGraphEventRecordNodeGetEvent */
    0, /* cuGraphEventRecordNodeSetEvent */
    0, /* cuGraphEventWaitNodeGetEvent */
    0, /* cuGraphEventWaitNodeSetEvent */
    0, /* cuGraphExecBatchMemOpNodeSetParams */
    0, /* cuGraphExecChildGraphNodeSetParams */
    0, /* cuGraphExecDestroy */
    0, /* cuGraphExecEventRecordNodeSetEvent */
    0, /* cuGraphExecEventWaitNodeSetEvent */
    0, /* cuGraphExecExternalSemaphoresSignalNodeSetParams */
    0, /* cuGraphExecExternalSemaphoresWaitNodeSetParams */
    0, /* cuGraphExecGetFlags */
    0, /* cuGraphExecHostNodeSetParams */
    0, /* cuGraphExecKernelNodeSetParams */
    0, /* cuGraphExecKernelNodeSetParams_v2 */
    0, /* cuGraphExecMemcpyNodeSetParams */
    0, /* cuGraphExecMemsetNodeSetParams */
    0, /* cuGraphExecNodeSetParams */
    0, /* cuGraphExecUpdate */
    0, /* cuGraphExecUpdate_v2 */
    0, /* cuGraphExternalSemaphoresSignalNodeGetParams */
    0, /* cuGraphExternalSemaphoresSignalNodeSetParams */
    0, /* cuGraphExternalSemaphoresWaitNodeGetParams */
    0, /* cuGraphExternalSemaphoresWaitNodeSetParams */
    0, /* cuGraphGetEdges */
    0, /* cuGraphGetEdges_v2 */
    0, /* cuGraphGetNodes */
    0, /* cuGraphGetRootNodes */
    0, /* cuGraphHostNodeGetParams */
    0, /* cuGraphHostNodeSetParams */
    0, /* cuGraphInstantiate */
    0, /* cuGraphInstantiateWithFlags */
    0, /* cuGraphInstantiateWithParams */
    0, /* cuGraphInstantiateWithParams_ptsz */
    0, /* cuGraphInstantiate_v2 */
    0, /* cuGraphKernelNodeCopyAttributes */
    0, /* cuGraphKernelNodeGetAttribute */
    0, /* cuGraphKernelNodeGetParams */
    0, /* cuGraphKernelNodeGetParams_v2 */
    0, /* cuGraphKernelNodeSetAttribute */
    0, /* cuGraphKernelNodeSetParams */
    0, /* cuGraphKernelNodeSetParams_v2 */
    0, /* cuGraphLaunch */
    0, /* cuGraphLaunch_ptsz */
    0, /* cuGraphMemAllocNodeGetParams */
    0, /* cuGraphMemFreeNodeGetParams */
    0, /* cuGraphMemcpyNodeGetParams */
    0, /* cuGraphMemcpyNodeSetParams */
    0, /* cuGraphMemsetNodeGetParams */
    0, /* cuGraphMemsetNodeSetParams */
    0, /* cuGraphNodeFindInClone */
    0, /* cuGraphNodeGetDependencies */
    0, /* cuGraphNodeGetDependencies_v2 */
    0, /* cuGraphNodeGetDependentNodes */
    0, /* cuGraphNodeGetDependentNodes_v2 */
    0, /* cuGraphNodeGetEnabled */
    0, /* cuGraphNodeGetType */
    0, /* cuGraphNodeSetEnabled */
    0, /* cuGraphNodeSetParams */
    0, /* cuGraphReleaseUserObject */
    0, /* cuGraphRemoveDependencies */
    0, /* cuGraphRemoveDependencies_v2 */
    0, /* cuGraphRetainUserObject */
    0, /* cuGraphUpload */
    0, /* cuGraphUpload_ptsz */
    0, /* cuGraphicsMapResources */
    0, /* cuGraphicsMapResources_ptsz */
    0, /* cuGraphicsResourceGetMappedMipmappedArray */
    0, /* cuGraphicsResourceGetMappedPointer */
    0, /* cuGraphicsResourceGetMappedPointer_v2 */
    0, /* cuGraphicsResourceSetMapFlags */
    0, /* cuGraphicsResourceSetMapFlags_v2 */
    0, /* cuGraphicsSubResourceGetMappedArray */
    0, /* cuGraphicsUnmapResources */
    0, /* cuGraphicsUnmapResources_ptsz */
    0, /* cuGraphicsUnregisterResource */
    0, /* cuGreenCtxCreate */
    0, /* cuGreenCtxDestroy */
    0, /* cuGreenCtxGetDevResource */
    0, /* cuGreenCtxGetId */
    0, /* cuGreenCtxRecordEvent */
    0, /* cuGreenCtxStreamCreate */
    0, /* cuGreenCtxWaitEvent */
    0, /* cuImportExternalMemory */
    0, /* cuImportExternalSemaphore */
    0, /* cuInit */
    0, /* cuIpcCloseMemHandle */
    0, /* cuIpcGetEventHandle */
    0, /* cuIpcGetMemHandle */
    0, /* cuIpcOpenEventHandle */
    0, /* cuIpcOpenMemHandle */
    0, /* cuIpcOpenMemHandle_v2 */
    0, /* cuKernelGetAttribute */
    0, /* cuKernelGetFunction */
    0, /* cuKernelGetLibrary */
    0, /* cuKernelGetName */
    0, /* cuKernelGetParamInfo */
    0, /* cuKernelSetAttribute */
    0, /* cuKernelSetCacheConfig */
    0, /* cuLaunch */
    0, /* cuLaunchCooperativeKernel */
    0, /* cuLaunchCooperativeKernelMultiDevice */
    0, /* cuLaunchCooperativeKernel_ptsz */
    0, /* cuLaunchGrid */
    0, /* cuLaunchGridAsync */
    0, /* cuLaunchHostFunc */
    0, /* cuLaunchHostFunc_ptsz */
    0, /* cuLaunchKernel */
    0, /* cuLaunchKernelEx */
    0, /* cuLaunchKernelEx_ptsz */
    0, /* cuLaunchKernel_ptsz */
    0, /* cuLibraryEnumerateKernels */
    0, /* cuLibraryGetGlobal */
    0, /* cuLibraryGetKernel */
    0, /* cuLibraryGetKernelCount */
    0, /* cuLibraryGetManaged */
    0, /* cuLibraryGetModule */
    0, /* cuLibraryGetUnifiedFunction */
    0, /* cuLibraryLoadData */
    0, /* cuLibraryLoadFromFile */
    0, /* cuLibraryUnload */
    0, /* cuLinkAddData */
    0, /* cuLinkAddData_v2 */
    0, /* cuLinkAddFile */
    0, /* cuLinkAddFile_v2 */
    0, /* cuLinkComplete */
    0, /* cuLinkCreate */
    0, /* cuLinkCreate_v2 */
    0, /* cuLinkDestroy */
    0, /* cuLogsCurrent */
    0, /* cuLogsDumpToFile */
    0, /* cuLogsDumpToMemory */
    0, /* cuLogsRegisterCallback */
    0, /* cuLogsUnregisterCallback */
    0, /* cuMemAddressFree */
    0, /* cuMemAddressReserve */
    0, /* cuMemAdvise */
    0, /* cuMemAdvise_v2 */
    0, /* cuMemAlloc */
    0, /* cuMemAllocAsync */
    0, /* cuMemAllocAsync_ptsz */
    0, /* cuMemAllocFromPoolAsync */
    0, /* cuMemAllocFromPoolAsync_ptsz */
    0, /* cuMemAllocHost */
    0, /* cuMemAllocHost_v2 */
    0, /* cuMemAllocManaged */
    0, /* cuMemAllocPitch */
    0, /* cuMemAllocPitch_v2 */
    0, /* cuMemAlloc_v2 */
    0, /* cuMemBatchDecompressAsync */
    0, /* cuMemBatchDecompressAsync_ptsz */
    0, /* cuMemCreate */
    0, /* cuMemDiscardAndPrefetchBatchAsync */
    0, /* cuMemDiscardAndPrefetchBatchAsync_ptsz */
    0, /* cuMemDiscardBatchAsync */
    0, /* cuMemDiscardBatchAsync_ptsz */
    0, /* cuMemExportToShareableHandle */
    0, /* cuMemFree */
    0, /* cuMemFreeAsync */
    0, /* cuMemFreeAsync_ptsz */
    0, /* cuMemFreeHost */
    0, /* cuMemFree_v2 */
    0, /* cuMemGetAccess */
    0, /* cuMemGetAddressRange */
    0, /* cuMemGetAddressRange_v2 */
    0, /* cuMemGetAllocationGranularity */
    0, /* cuMemGetAllocationPropertiesFromHandle */
    0, /* cuMemGetDefaultMemPool */
    0, /* cuMemGetHandleForAddressRange */
    0, /* cuMemGetInfo */
    0, /* cuMemGetInfo_v2 */
    0, /* cuMemGetMemPool */
    0, /* cuMemHostAlloc */
    0, /* cuMemHostGetDevicePointer */
    0, /* cuMemHostGetDevicePointer_v2 */
    0, /* cuMemHostGetFlags */
    0, /* cuMemHostRegister */
    0, /* cuMemHostRegister_v2 */
    0, /* cuMemHostUnregister */
    0, /* cuMemImportFromShareableHandle */
    0, /* cuMemMap */
    0, /* cuMemMapArrayAsync */
    0, /* cuMemMapArrayAsync_ptsz */
    0, /* cuMemPoolCreate */
    0, /* cuMemPoolDestroy */
    0, /* cuMemPoolExportPointer */
    0, /* cuMemPoolExportToShareableHandle */
    0, /* cuMemPoolGetAccess */
    0, /* cuMemPoolGetAttribute */
    0, /* cuMemPoolImportFromShareableHandle */
    0, /* cuMemPoolImportPointer */
    0, /* cuMemPoolSetAccess */
    0, /* cuMemPoolSetAttribute */
    0, /* cuMemPoolTrimTo */
    0, /* cuMemPrefetchAsync */
    0, /* cuMemPrefetchAsync_ptsz */
    0, /* cuMemPrefetchAsync_v2 */
    0, /* cuMemPrefetchAsync_v2_ptsz */
    0, /* cuMemPrefetchBatchAsync */
    0, /* cuMemPrefetchBatchAsync_ptsz */
    0, /* cuMemRangeGetAttribute */
    0, /* cuMemRangeGetAttributes */
    0, /* cuMemRelease */
    0, /* cuMemRetainAllocationHandle */
    0, /* cuMemSetAccess */
    0, /* cuMemSetMemPool */
    0, /* cuMemUnmap */
    1, /* cuMemcpy */
    0, /* cuMemcpy2D */
    0, /* cuMemcpy2DAsync */
    0, /* cuMemcpy2DAsync_v2 */
    0, /* cuMemcpy2DAsync_v2_ptsz */
    0, /* cuMemcpy2DUnaligned */
    1, /* cuMemcpy2DUnaligned_v2 */
    1, /* cuMemcpy2DUnaligned_v2_ptds */
    1, /* cuMemcpy2D_v2 */
    1, /* cuMemcpy2D_v2_ptds */
    0, /* cuMemcpy3D */
    0, /* cuMemcpy3DAsync */
    0, /* cuMemcpy3DAsync_v2 */
    0, /* cuMemcpy3DAsync_v2_ptsz */
    0, /* cuMemcpy3DBatchAsync */
    0, /* cuMemcpy3DBatchAsync_ptsz */
    0, /* cuMemcpy3DBatchAsync_v2 */
    0, /* cuMemcpy3DBatchAsync_v2_ptsz */
    0, /* cuMemcpy3DPeer */
    0, /* cuMemcpy3DPeerAsync */
    0, /* cuMemcpy3DPeerAsync_ptsz */
    0, /* cuMemcpy3DPeer_ptds */
    1, /* cuMemcpy3D_v2 */
    1, /* cuMemcpy3D_v2_ptds */
    0, /* cuMemcpyAsync */
    0, /* cuMemcpyAsync_ptsz */
    0, /* cuMemcpyAtoA */
    0, /* cuMemcpyAtoA_v2 */
    0, /* cuMemcpyAtoA_v2_ptds */
    0, /* cuMemcpyAtoD */
    0, /* cuMemcpyAtoD_v2 */
    0, /* cuMemcpyAtoD_v2_ptds */
    0, /* cuMemcpyAtoH */
    0, /* cuMemcpyAtoHAsync */
    0, /* cuMemcpyAtoHAsync_v2 */
    0, /* cuMemcpyAtoHAsync_v2_ptsz */
    0, /* cuMemcpyAtoH_v2 */
    0, /* cuMemcpyAtoH_v2_ptds */
    0, /* cuMemcpyBatchAsync */
    0, /* cuMemcpyBatchAsync_ptsz */
    0, /* cuMemcpyBatchAsync_v2 */
    0, /* cuMemcpyBatchAsync_v2_ptsz */
    0, /* cuMemcpyDtoA */
    0, /* cuMemcpyDtoA_v2 */
    0, /* cuMemcpyDtoA_v2_ptds */
    0, /* cuMemcpyDtoD */
    0, /* cuMemcpyDtoDAsync */
    0, /* cuMemcpyDtoDAsync_v2 */
    0, /* cuMemcpyDtoDAsync_v2_ptsz */
    1, /* cuMemcpyDtoD_v2 */
    1, /* cuMemcpyDtoD_v2_ptds */
    0, /* cuMemcpyDtoH */
    0, /* cuMemcpyDtoHAsync */
    1, /* cuMemcpyDtoHAsync_v2 */
    1, /* cuMemcpyDtoHAsync_v2_ptsz */
    1, /* cuMemcpyDtoH_v2 */
    1, /* cuMemcpyDtoH_v2_ptds */
    0, /* cuMemcpyHtoA */
    0, /* cuMemcpyHtoAAsync */
    0, /* cuMemcpyHtoAAsync_v2 */
    0, /* cuMemcpyHtoAAsync_v2_ptsz */
    0, /* cuMemcpyHtoA_v2 */
    0, /* cuMemcpyHtoA_v2_ptds */
    0, /* cuMemcpyHtoD */
    0, /* cuMemcpyHtoDAsync */
    0, /* cuMemcpyHtoDAsync_v2 */
    0, /* cuMemcpyHtoDAsync_v2_ptsz */
    1, /* cuMemcpyHtoD_v2 */
    1, /* cuMemcpyHtoD_v2_ptds */
    1, /* cuMemcpyPeer */
    0, /* cuMemcpyPeerAsync */
    0, /* cuMemcpyPeerAsync_ptsz */
    1, /* cuMemcpyPeer_ptds */
    1, /* cuMemcpy_ptds */
    0, /* cuMemsetD16 */
    0, /* cuMemsetD16Async */
    0, /* cuMemsetD16Async_ptsz */
    0, /* cuMemsetD16_v2 */
    0, /* cuMemsetD16_v2_ptds */
    0, /* cuMemsetD2D16 */
    0, /* cuMemsetD2D16Async */
    0, /* cuMemsetD2D16Async_ptsz */
    0, /* cuMemsetD2D16_v2 */
    0, /* cuMemsetD2D16_v2_ptds */
    0, /* cuMemsetD2D32 */
    0, /* cuMemsetD2D32Async */
    0, /* cuMemsetD2D32Async_ptsz */
    0, /* cuMemsetD2D32_v2 */
    0, /* cuMemsetD2D32_v2_ptds */
    0, /* cuMemsetD2D8 */
    0, /* cuMemsetD2D8Async */
    0, /* cuMemsetD2D8Async_ptsz */
    0, /* cuMemsetD2D8_v2 */
    0, /* cuMemsetD2D8_v2_ptds */
    0, /* cuMemsetD32 */
    0, /* cuMemsetD32Async */
    0, /* cuMemsetD32Async_ptsz */
    0, /* cuMemsetD32_v2 */
    0, /* cuMemsetD32_v2_ptds */
    0, /* cuMemsetD8 */
    0, /* cuMemsetD8Async */
    0, /* cuMemsetD8Async_ptsz */
    0, /* cuMemsetD8_v2 */
    0, /* cuMemsetD8_v2_ptds */
    0, /* cuMipmappedArrayCreate */
    0, /* cuMipmappedArrayDestroy */
    0, /* cuMipmappedArrayGetLevel */
    0, /* cuMipmappedArrayGetMemoryRequirements */
    0, /* cuMipmappedArrayGetSparseProperties */
    0, /* cuModuleEnumerateFunctions */
    0, /* cuModuleGetFunction */
    0, /* cuModuleGetFunctionCount */
    0, /* cuModuleGetGlobal */
    0, /* cuModuleGetGlobal_v2 */
    0, /* cuModuleGetLoadingMode */
    0, /* cuModuleGetSurfRef */
    0, /* cuModuleGetTexRef */
    0, /* cuModuleLoad */
    0, /* cuModuleLoadData */
    0, /* cuModuleLoadDataEx */
    0, /* cuModuleLoadFatBinary */
    0, /* cuModuleUnload */
    0, /* cuMulticastAddDevice */
    0, /* cuMulticastBindAddr */
    0, /* cuMulticastBindMem */
    0, /* cuMulticastCreate */
    0, /* cuMulticastGetGranularity */
    0, /* cuMulticastUnbind */
    0, /* cuOccupancyAvailableDynamicSMemPerBlock */
    0, /* cuOccupancyMaxActiveBlocksPerMultiprocessor */
    0, /* cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags */
    0, /* cuOccupancyMaxActiveClusters */
    0, /* cuOccupancyMaxPotentialBlockSize */
    0, /* cuOccupancyMaxPotentialBlockSizeWithFlags */
    0, /* cuOccupancyMaxPotentialClusterSize */
    0, /* cuParamSetSize */
    0, /* cuParamSetTexRef */
    0, /* cuParamSetf */
    0, /* cuParamSeti */
    0, /* cuParamSetv */
    0, /* cuPointerGetAttribute */
    0, /* cuPointerGetAttributes */
    0, /* cuPointerSetAttribute */
    0, /* cuProfilerInitialize */
    0, /* cuProfilerStart */
    0, /* cuProfilerStop */
    0, /* cuSignalExternalSemaphoresAsync */
    0, /* cuSignalExternalSemaphoresAsync_ptsz */
    0, /* cuStreamAddCallback */
    0, /* cuStreamAddCallback_ptsz */
    0, /* cuStreamAttachMemAsync */
    0, /* cuStreamAttachMemAsync_ptsz */
    0, /* cuStreamBatchMemOp */
    0, /* cuStreamBatchMemOp_ptsz */
    0, /* cuStreamBatchMemOp_v2 */
    0, /* cuStreamBatchMemOp_v2_ptsz */
    0, /* cuStreamBeginCapture */
    0, /* cuStreamBeginCaptureToGraph */
    0, /* cuStreamBeginCaptureToGraph_ptsz */
    0, /* cuStreamBeginCapture_ptsz */
    0, /* cuStreamBeginCapture_v2 */
    0, /* cuStreamBeginCapture_v2_ptsz */
    0, /* cuStreamCopyAttributes */
    0, /* cuStreamCopyAttributes_ptsz */
    0, /* cuStreamCreate */
    0, /* cuStreamCreateWithPriority */
    0, /* cuStreamDestroy */
    0, /* cuStreamDestroy_v2 */
    0, /* cuStreamEndCapture */
    0, /* cuStreamEndCapture_ptsz */
    0, /* cuStreamGetAttribute */
    0, /* cuStreamGetAttribute_ptsz */
    0, /* cuStreamGetCaptureInfo */
    0, /* cuStreamGetCaptureInfo_ptsz */
    0, /* cuStreamGetCaptureInfo_v2 */
    0, /* cuStreamGetCaptureInfo_v2_ptsz */
    0, /* cuStreamGetCaptureInfo_v3 */
    0, /* cuStreamGetCaptureInfo_v3_ptsz */
    0, /* cuStreamGetCtx */
    0, /* cuStreamGetCtx_ptsz */
    0, /* cuStreamGetCtx_v2 */
    0, /* cuStreamGetCtx_v2_ptsz */
    0, /* cuStreamGetDevice */
    0, /* cuStreamGetDevice_ptsz */
    0, /* cuStreamGetFlags */
    0, /* cuStreamGetFlags_ptsz */
    0, /* cuStreamGetGreenCtx */
    0, /* cuStreamGetId */
    0, /* cuStreamGetId_ptsz */
    0, /* cuStreamGetPriority */
    0, /* cuStreamGetPriority_ptsz */
    0, /* cuStreamIsCapturing */
    0, /* cuStreamIsCapturing_ptsz */
    1, /* cuStreamQuery */
    1, /* cuStreamQuery_ptsz */
    0, /* cuStreamSetAttribute */
    0, /* cuStreamSetAttribute_ptsz */
    1, /* cuStreamSynchronize */
    1, /* cuStreamSynchronize_ptsz */
    0, /* cuStreamUpdateCaptureDependencies */
    0, /* cuStreamUpdateCaptureDependencies_ptsz */
    0, /* cuStreamUpdateCaptureDependencies_v2 */
    0, /* cuStreamUpdateCaptureDependencies_v2_ptsz */
    0, /* cuStreamWaitEvent */
    0, /* cuStreamWaitEvent_ptsz */
    0, /* cuStreamWaitValue32 */
    0, /* cuStreamWaitValue32_ptsz */
    0, /* cuStreamWaitValue32_v2 */
    0, /* cuStreamWaitValue32_v2_ptsz */
    0, /* cuStreamWaitValue64 */
    0, /* cuStreamWaitValue64_ptsz */
    0, /* cuStreamWaitValue64_v2 */
    0, /* cuStreamWaitValue64_v2_ptsz */
    0, /* cuStreamWriteValue32 */
    0, /* cuStreamWriteValue32_ptsz */
    0, /* cuStreamWriteValue32_v2 */
    0, /* cuStreamWriteValue32_v2_ptsz */
    0, /* cuStreamWriteValue64 */
    0, /* cuStreamWriteValue64_ptsz */
    0, /* cuStreamWriteValue64_v2 */
    0, /* cuStreamWriteValue64_v2_ptsz */
    0, /* cuSurfObjectCreate */
    0, /* cuSurfObjectDestroy */
    0, /* cuSurfObjectGetResourceDesc */
    0, /* cuSurfRefGetArray */
    0, /* cuSurfRefSetArray */
    0, /* cuTensorMapEncodeIm2col */
    0, /* cuTensorMapEncodeIm2colWide */
    0, /* cuTensorMapEncodeTiled */
    0, /* cuTensorMapReplaceAddress */
    0, /* cuTexObjectCreate */
    0, /* cuTexObjectDestroy */
    0, /* cuTexObjectGetResourceDesc */
    0, /* cuTexObjectGetResourceViewDesc */
    0, /* cuTexObjectGetTextureDesc */
    0, /* cuTexRefCreate */
    0, /* cuTexRefDestroy */
    0, /* cuTexRefGetAddress */
    0, /* cuTexRefGetAddressMode */
    0, /* cuTexRefGetAddress_v2 */
    0, /* cuTexRefGetArray */
    0, /* cuTexRefGetBorderColor */
    0, /* cuTexRefGetFilterMode */
    0, /* cuTexRefGetFlags */
    0, /* cuTexRefGetFormat */
    0, /* cuTexRefGetMaxAnisotropy */
    0, /* cuTexRefGetMipmapFilterMode */
    0, /* cuTexRefGetMipmapLevelBias */
    0, /* cuTexRefGetMipmapLevelClamp */
    0, /* cuTexRefGetMipmappedArray */
    0, /* cuTexRefSetAddress */
    0, /* cuTexRefSetAddress2D */
    0, /* cuTexRefSetAddress2D_v2 */
    0, /* cuTexRefSetAddress2D_v3 */
    0, /* cuTexRefSetAddressMode */
    0, /* cuTexRefSetAddress_v2 */
    0, /* cuTexRefSetArray */
    0, /* cuTexRefSetBorderColor */
    0, /* cuTexRefSetFilterMode */
    0, /* cuTexRefSetFlags */
    0, /* cuTexRefSetFormat */
    0, /* cuTexRefSetMaxAnisotropy */
    0, /* cuTexRefSetMipmapFilterMode */
    0, /* cuTexRefSetMipmapLevelBias */
    0, /* cuTexRefSetMipmapLevelClamp */
    0, /* cuTexRefSetMipmappedArray */
    0, /* cuThreadExchangeStreamCaptureMode */
    0, /* cuUserObjectCreate */
    0, /* cuUserObjectRelease */
    0, /* cuUserObjectRetain */
    0, /* cuWaitExternalSemaphoresAsync */
    0, /* cuWaitExternalSemaphoresAsync_ptsz */
};

/* [blocking]: run on a waiter thread when answered (native/server/session.c). */
const unsigned char ls_blocking[LUPINE_FN_COUNT] = {
    0, /* cuArray3DCreate */
    0, /* cuArray3DCreate_v2 */
    0, /* cuArray3DGetDescriptor */
    0, /* cuArray3DGetDescriptor_v2 */
    0, /* cuArrayCreate */
    0, /* cuArrayCreate_v2 */
    0, /* cuArrayDestroy */
    0, /* cuArrayGetDescriptor */
    0, /* cuArrayGetDescriptor_v2 */
    0, /* cuArrayGetMemoryRequirements */
    0, /* cuArrayGetPlane */
    0, /* cuArrayGetSparseProperties */
    0, /* cuCheckpointProcessCheckpoint */
    0, /* cuCheckpointProcessGetRestoreThreadId */
    0, /* cuCheckpointProcessGetState */
    0, /* cuCheckpointProcessLock */
    0, /* cuCheckpointProcessRestore */
    0, /* cuCheckpointProcessUnlock */
    0, /* cuCoredumpGetAttribute */
    0, /* cuCoredumpGetAttributeGlobal */
    0, /* cuCoredumpSetAttribute */
    0, /* cuCoredumpSetAttributeGlobal */
    0, /* cuCtxAttach */
    0, /* cuCtxCreate */
    0, /* cuCtxCreate_v2 */
    0, /* cuCtxCreate_v3 */
    0, /* cuCtxCreate_v4 */
    0, /* cuCtxDestroy */
    1, /* cuCtxDestroy_v2 */
    0, /* cuCtxDetach */
    0, /* cuCtxDisablePeerAccess */
    0, /* cuCtxEnablePeerAccess */
    0, /* cuCtxFromGreenCtx */
    0, /* cuCtxGetApiVersion */
    0, /* cuCtxGetCacheConfig */
    0, /* cuCtxGetCurrent */
    0, /* cuCtxGetDevResource */
    0, /* cuCtxGetDevice */
    0, /* cuCtxGetDevice_v2 */
    0, /* cuCtxGetExecAffinity */
    0, /* cuCtxGetFlags */
    0, /* cuCtxGetId */
    0, /* cuCtxGetLimit */
    0, /* cuCtxGetSharedMemConfig */
    0, /* cuCtxGetStreamPriorityRange */
    0, /* cuCtxPopCurrent */
    0, /* cuCtxPopCurrent_v2 */
    0, /* cuCtxPushCurrent */
    0, /* cuCtxPushCurrent_v2 */
    0, /* cuCtxRecordEvent */
    0, /* cuCtxResetPersistingL2Cache */
    0, /* cuCtxSetCacheConfig */
    0, /* cuCtxSetCurrent */
    0, /* cuCtxSetFlags */
    0, /* cuCtxSetLimit */
    0, /* cuCtxSetSharedMemConfig */
    1, /* cuCtxSynchronize */
    1, /* cuCtxSynchronize_v2 */
    0, /* cuCtxWaitEvent */
    0, /* cuDestroyExternalMemory */
    0, /* cuDestroyExternalSemaphore */
    0, /* cuDevResourceGenerateDesc */
    0, /* cuDevSmResourceSplitByCount */
    0, /* cuDeviceCanAccessPeer */
    0, /* cuDeviceComputeCapability */
    0, /* cuDeviceGet */
    0, /* cuDeviceGetAttribute */
    0, /* cuDeviceGetByPCIBusId */
    0, /* cuDeviceGetCount */
    0, /* cuDeviceGetDefaultMemPool */
    0, /* cuDeviceGetDevResource */
    0, /* cuDeviceGetExecAffinitySupport */
    0, /* cuDeviceGetGraphMemAttribute */
    0, /* cuDeviceGetHostAtomicCapabilities */
    0, /* cuDeviceGetLuid */
    0, /* cuDeviceGetMemPool */
    0, /* cuDeviceGetName */
    0, /* cuDeviceGetNvSciSyncAttributes */
    0, /* cuDeviceGetP2PAtomicCapabilities */
    0, /* cuDeviceGetP2PAttribute */
    0, /* cuDeviceGetPCIBusId */
    0, /* cuDeviceGetProperties */
    0, /* cuDeviceGetTexture1DLinearMaxWidth */
    0, /* cuDeviceGetUuid */
    0, /* cuDeviceGetUuid_v2 */
    0, /* cuDeviceGraphMemTrim */
    0, /* cuDevicePrimaryCtxGetState */
    0, /* cuDevicePrimaryCtxRelease */
    1, /* cuDevicePrimaryCtxRelease_v2 */
    0, /* cuDevicePrimaryCtxReset */
    1, /* cuDevicePrimaryCtxReset_v2 */
    0, /* cuDevicePrimaryCtxRetain */
    0, /* cuDevicePrimaryCtxSetFlags */
    0, /* cuDevicePrimaryCtxSetFlags_v2 */
    0, /* cuDeviceRegisterAsyncNotification */
    0, /* cuDeviceSetGraphMemAttribute */
    0, /* cuDeviceSetMemPool */
    0, /* cuDeviceTotalMem */
    0, /* cuDeviceTotalMem_v2 */
    0, /* cuDeviceUnregisterAsyncNotification */
    0, /* cuDriverGetVersion */
    0, /* cuEventCreate */
    0, /* cuEventDestroy */
    1, /* cuEventDestroy_v2 */
    0, /* cuEventElapsedTime */
    0, /* cuEventElapsedTime_v2 */
    0, /* cuEventQuery */
    0, /* cuEventRecord */
    0, /* cuEventRecordWithFlags */
    0, /* cuEventRecordWithFlags_ptsz */
    0, /* cuEventRecord_ptsz */
    1, /* cuEventSynchronize */
    0, /* cuExternalMemoryGetMappedBuffer */
    0, /* cuExternalMemoryGetMappedMipmappedArray */
    0, /* cuFlushGPUDirectRDMAWrites */
    0, /* cuFuncGetAttribute */
    0, /* cuFuncGetModule */
    0, /* cuFuncGetName */
    0, /* cuFuncGetParamInfo */
    0, /* cuFuncIsLoaded */
    0, /* cuFuncLoad */
    0, /* cuFuncSetAttribute */
    0, /* cuFuncSetBlockShape */
    0, /* cuFuncSetCacheConfig */
    0, /* cuFuncSetSharedMemConfig */
    0, /* cuFuncSetSharedSize */
    0, /* cuGetErrorName */
    0, /* cuGetErrorString */
    0, /* cuGetExportTable */
    0, /* cuGetProcAddress */
    0, /* cuGetProcAddress_v2 */
    0, /* cuGraphAddBatchMemOpNode */
    0, /* cuGraphAddChildGraphNode */
    0, /* cuGraphAddDependencies */
    0, /* cuGraphAddDependencies_v2 */
    0, /* cuGraphAddEmptyNode */
    0, /* cuGraphAddEventRecordNode */
    0, /* cuGraphAddEventWaitNode */
    0, /* cuGraphAddExternalSemaphoresSignalNode */
    0, /* cuGraphAddExternalSemaphoresWaitNode */
    0, /* cuGraphAddHostNode */
    0, /* cuGraphAddKernelNode */
    0, /* cuGraphAddKernelNode_v2 */
    0, /* cuGraphAddMemAllocNode */
    0, /* cuGraphAddMemFreeNode */
    0, /* cuGraphAddMemcpyNode */
    0, /* cuGraphAddMemsetNode */
    0, /* cuGraphAddNode */
    0, /* cuGraphAddNode_v2 */
    0, /* cuGraphBatchMemOpNodeGetParams */
    0, /* cuGraphBatchMemOpNodeSetParams */
    0, /* cuGraphChildGraphNodeGetGraph */
    0, /* cuGraphClone */
    0, /* cuGraphConditionalHandleCreate */
    0, /* cuGraphCreate */
    0, /* cuGraphDebugDotPrint */
    0, /* cuGraphDestroy */
    0, /* cuGraphDestroyNode */
    0, /* cuGraphEventRecordNodeGetEvent */
    0, /* cuGraphEventRecordNodeSetEvent */
    0, /* cuGraphEventWaitNodeGetEvent */
    0, /* cuGraphEventWaitNodeSetEvent */
    0, /* cuGraphExecBatchMemOpNodeSetParams */
    0, /* cuGraphExecChildGraphNodeSetParams */
    0, /* cuGraphExecDestroy */
    0, /* cuGraphExecEventRecordNodeSetEvent */
    0, /* cuGraphExecEventWaitNodeSetEvent */
    0, /* cuGraphExecExternalSemaphoresSignalNodeSetParams */
    0, /* cuGraphExecExternalSemaphoresWaitNodeSetParams */
    0, /* cuGraphExecGetFlags */
    0, /* cuGraphExecHostNodeSetParams */
    0, /* cuGraphExecKernelNodeSetParams */
    0, /* cuGraphExecKernelNodeSetParams_v2 */
    0, /* cuGraphExecMemcpyNodeSetParams */
    0, /* cuGraphExecMemsetNodeSetParams */
    0, /* cuGraphExecNodeSetParams */
    0, /* cuGraphExecUpdate */
    0, /* cuGraphExecUpdate_v2 */
    0, /* cuGraphExternalSemaphoresSignalNodeGetParams */
    0, /* cuGraphExternalSemaphoresSignalNodeSetParams */
    0, /* cuGraphExternalSemaphoresWaitNodeGetParams */
    0, /* cuGraphExternalSemaphoresWaitNodeSetParams */
    0, /* cuGraphGetEdges */
    0, /* cuGraphGetEdges_v2 */
    0, /* cuGraphGetNodes */
    0, /* cuGraphGetRootNodes */
    0, /* cuGraphHostNodeGetParams */
    0, /* cuGraphHostNodeSetParams */
    0, /* cuGraphInstantiate */
    0, /* cuGraphInstantiateWithFlags */
    0, /* cuGraphInstantiateWithParams */
    0, /* cuGraphInstantiateWithParams_ptsz */
    0, /* cuGraphInstantiate_v2 */
    0, /* cuGraphKernelNodeCopyAttributes */
    0, /* cuGraphKernelNodeGetAttribute */
    0, /* cuGraphKernelNodeGetParams */
    0, /* cuGraphKernelNodeGetParams_v2 */
    0, /* cuGraphKernelNodeSetAttribute */
    0, /* cuGraphKernelNodeSetParams */
    0, /* cuGraphKernelNodeSetParams_v2 */
    0, /* cuGraphLaunch */
    0, /* cuGraphLaunch_ptsz */
    0, /* cuGraphMemAllocNodeGetParams */
    0, /* cuGraphMemFreeNodeGetParams */
    0, /* cuGraphMemcpyNodeGetParams */
    0, /* cuGraphMemcpyNodeSetParams */
    0, /* cuGraphMemsetNodeGetParams */
    0, /* cuGraphMemsetNodeSetParams */
    0, /* cuGraphNodeFindInClone */
    0, /* cuGraphNodeGetDependencies */
    0, /* cuGraphNodeGetDependencies_v2 */
    0, /* cuGraphNodeGetDependentNodes */
    0, /* cuGraphNodeGetDependentNodes_v2 */
    0, /* cuGraphNodeGetEnabled */
    0, /* cuGraphNodeGetType */
    0, /* cuGraphNodeSetEnabled */
    0, /* cuGraphNodeSetParams */
    0, /* cuGraphReleaseUserObject */
    0, /* cuGraphRemoveDependencies */
    0, /* cuGraphRemoveDependencies_v2 */
    0, /* cuGraphRetainUserObject */
    0, /* cuGraphUpload */
    0, /* cuGraphUpload_ptsz */
    0, /* cuGraphicsMapResources */
    0, /* cuGraphicsMapResources_ptsz */
    0, /* cuGraphicsResourceGetMappedMipmappedArray */
    0, /* cuGraphicsResourceGetMappedPointer */
    0, /* cuGraphicsResourceGetMappedPointer_v2 */
    0, /* cuGraphicsResourceSetMapFlags */
    0, /* cuGraphicsResourceSetMapFlags_v2 */
    0, /* cuGraphicsSubResourceGetMappedArray */
    0, /* cuGraphicsUnmapResources */
    0, /* cuGraphicsUnmapResources_ptsz */
    0, /* cuGraphicsUnregisterResource */
    0, /* cuGreenCtxCreate */
    1, /* cuGreenCtxDestroy */
    0, /* cuGreenCtxGetDevResource */
    0, /* cuGreenCtxGetId */
    0, /* cuGreenCtxRecordEvent */
    0, /* cuGreenCtxStreamCreate */
    0, /* cuGreenCtxWaitEvent */
    0, /* cuImportExternalMemory */
    0, /* cuImportExternalSemaphore */
    0, /* cuInit */
    0, /* cuIpcCloseMemHandle */
    0, /* cuIpcGetEventHandle */
    0, /* cuIpcGetMemHandle */
    0, /* cuIpcOpenEventHandle */
    0, /* cuIpcOpenMemHandle */
    0, /* cuIpcOpenMemHandle_v2 */
    0, /* cuKernelGetAttribute */
    0, /* cuKernelGetFunction */
    0, /* cuKernelGetLibrary */
    0, /* cuKernelGetName */
    0, /* cuKernelGetParamInfo */
    0, /* cuKernelSetAttribute */
    0, /* cuKernelSetCacheConfig */
    0, /* cuLaunch */
    0, /* cuLaunchCooperativeKernel */
    0, /* cuLaunchCooperativeKernelMultiDevice */
    0, /* cuLaunchCooperativeKernel_ptsz */
    0, /* cuLaunchGrid */
    0, /* cuLaunchGridAsync */
    0, /* cuLaunchHostFunc */
    0, /* cuLaunchHostFunc_ptsz */
    0, /* cuLaunchKernel */
    0, /* cuLaunchKernelEx */
    0, /* cuLaunchKernelEx_ptsz */
    0, /* cuLaunchKernel_ptsz */
    0, /* cuLibraryEnumerateKernels */
    0, /* cuLibraryGetGlobal */
    0, /* cuLibraryGetKernel */
    0, /* cuLibraryGetKernelCount */
    0, /* cuLibraryGetManaged */
    0, /* cuLibraryGetModule */
    0, /* cuLibraryGetUnifiedFunction */
    0, /* cuLibraryLoadData */
    0, /* cuLibraryLoadFromFile */
    1, /* cuLibraryUnload */
    0, /* cuLinkAddData */
    0, /* cuLinkAddData_v2 */
    0, /* cuLinkAddFile */
    0, /* cuLinkAddFile_v2 */
    0, /* cuLinkComplete */
    0, /* cuLinkCreate */
    0, /* cuLinkCreate_v2 */
    0, /* cuLinkDestroy */
    0, /* cuLogsCurrent */
    0, /* cuLogsDumpToFile */
    0, /* cuLogsDumpToMemory */
    0, /* cuLogsRegisterCallback */
    0, /* cuLogsUnregisterCallback */
    0, /* cuMemAddressFree */
    0, /* cuMemAddressReserve */
    0, /* cuMemAdvise */
    0, /* cuMemAdvise_v2 */
    0, /* cuMemAlloc */
    0, /* cuMemAllocAsync */
    0, /* cuMemAllocAsync_ptsz */
    0, /* cuMemAllocFromPoolAsync */
    0, /* cuMemAllocFromPoolAsync_ptsz */
    0, /* cuMemAllocHost */
    0, /* cuMemAllocHost_v2 */
    0, /* cuMemAllocManaged */
    0, /* cuMemAllocPitch */
    0, /* cuMemAllocPitch_v2 */
    0, /* cuMemAlloc_v2 */
    0, /* cuMemBatchDecompressAsync */
    0, /* cuMemBatchDecompressAsync_ptsz */
    0, /* cuMemCreate */
    0, /* cuMemDiscardAndPrefetchBatchAsync */
    0, /* cuMemDiscardAndPrefetchBatchAsync_ptsz */
    0, /* cuMemDiscardBatchAsync */
    0, /* cuMemDiscardBatchAsync_ptsz */
    0, /* cuMemExportToShareableHandle */
    0, /* cuMemFree */
    0, /* cuMemFreeAsync */
    0, /* cuMemFreeAsync_ptsz */
    0, /* cuMemFreeHost */
    1, /* cuMemFree_v2 */
    0, /* cuMemGetAccess */
    0, /* cuMemGetAddressRange */
    0, /* cuMemGetAddressRange_v2 */
    0, /* cuMemGetAllocationGranularity */
    0, /* cuMemGetAllocationPropertiesFromHandle */
    0, /* cuMemGetDefaultMemPool */
    0, /* cuMemGetHandleForAddressRange */
    0, /* cuMemGetInfo */
    0, /* cuMemGetInfo_v2 */
    0, /* cuMemGetMemPool */
    0, /* cuMemHostAlloc */
    0, /* cuMemHostGetDevicePointer */
    0, /* cuMemHostGetDevicePointer_v2 */
    0, /* cuMemHostGetFlags */
    0, /* cuMemHostRegister */
    0, /* cuMemHostRegister_v2 */
    0, /* cuMemHostUnregister */
    0, /* cuMemImportFromShareableHandle */
    0, /* cuMemMap */
    0, /* cuMemMapArrayAsync */
    0, /* cuMemMapArrayAsync_ptsz */
    0, /* cuMemPoolCreate */
    0, /* cuMemPoolDestroy */
    0, /* cuMemPoolExportPointer */
    0, /* cuMemPoolExportToShareableHandle */
    0, /* cuMemPoolGetAccess */
    0, /* cuMemPoolGetAttribute */
    0, /* cuMemPoolImportFromShareableHandle */
    0, /* cuMemPoolImportPointer */
    0, /* cuMemPoolSetAccess */
    0, /* cuMemPoolSetAttribute */
    0, /* cuMemPoolTrimTo */
    0, /* cuMemPrefetchAsync */
    0, /* cuMemPrefetchAsync_ptsz */
    0, /* cuMemPrefetchAsync_v2 */
    0, /* cuMemPrefetchAsync_v2_ptsz */
    0, /* cuMemPrefetchBatchAsync */
    0, /* cuMemPrefetchBatchAsync_ptsz */
    0, /* cuMemRangeGetAttribute */
    0, /* cuMemRangeGetAttributes */
    0, /* cuMemRelease */
    0, /* cuMemRetainAllocationHandle */
    0, /* cuMemSetAccess */
    0, /* cuMemSetMemPool */
    0, /* cuMemUnmap */
    0, /* cuMemcpy */
    0, /* cuMemcpy2D */
    0, /* cuMemcpy2DAsync */
    1, /* cuMemcpy2DAsync_v2 */
    1, /* cuMemcpy2DAsync_v2_ptsz */
    0, /* cuMemcpy2DUnaligned */
    1, /* cuMemcpy2DUnaligned_v2 */
    1, /* cuMemcpy2DUnaligned_v2_ptds */
    1, /* cuMemcpy2D_v2 */
    1, /* cuMemcpy2D_v2_ptds */
    0, /* cuMemcpy3D */
    0, /* cuMemcpy3DAsync */
    1, /* cuMemcpy3DAsync_v2 */
    1, /* cuMemcpy3DAsync_v2_ptsz */
    0, /* cuMemcpy3DBatchAsync */
    0, /* cuMemcpy3DBatchAsync_ptsz */
    0, /* cuMemcpy3DBatchAsync_v2 */
    0, /* cuMemcpy3DBatchAsync_v2_ptsz */
    0, /* cuMemcpy3DPeer */
    0, /* cuMemcpy3DPeerAsync */
    0, /* cuMemcpy3DPeerAsync_ptsz */
    0, /* cuMemcpy3DPeer_ptds */
    1, /* cuMemcpy3D_v2 */
    1, /* cuMemcpy3D_v2_ptds */
    0, /* cuMemcpyAsync */
    0, /* cuMemcpyAsync_ptsz */
    0, /* cuMemcpyAtoA */
    0, /* cuMemcpyAtoA_v2 */
    0, /* cuMemcpyAtoA_v2_ptds */
    0, /* cuMemcpyAtoD */
    0, /* cuMemcpyAtoD_v2 */
    0, /* cuMemcpyAtoD_v2_ptds */
    0, /* cuMemcpyAtoH */
    0, /* cuMemcpyAtoHAsync */
    0, /* cuMemcpyAtoHAsync_v2 */
    0, /* cuMemcpyAtoHAsync_v2_ptsz */
    0, /* cuMemcpyAtoH_v2 */
    0, /* cuMemcpyAtoH_v2_ptds */
    0, /* cuMemcpyBatchAsync */
    0, /* cuMemcpyBatchAsync_ptsz */
    0, /* cuMemcpyBatchAsync_v2 */
    0, /* cuMemcpyBatchAsync_v2_ptsz */
    0, /* cuMemcpyDtoA */
    0, /* cuMemcpyDtoA_v2 */
    0, /* cuMemcpyDtoA_v2_ptds */
    0, /* cuMemcpyDtoD */
    0, /* cuMemcpyDtoDAsync */
    0, /* cuMemcpyDtoDAsync_v2 */
    0, /* cuMemcpyDtoDAsync_v2_ptsz */
    1, /* cuMemcpyDtoD_v2 */
    1, /* cuMemcpyDtoD_v2_ptds */
    0, /* cuMemcpyDtoH */
    0, /* cuMemcpyDtoHAsync */
    1, /* cuMemcpyDtoHAsync_v2 */
    1, /* cuMemcpyDtoHAsync_v2_ptsz */
    1, /* cuMemcpyDtoH_v2 */
    1, /* cuMemcpyDtoH_v2_ptds */
    0, /* cuMemcpyHtoA */
    0, /* cuMemcpyHtoAAsync */
    0, /* cuMemcpyHtoAAsync_v2 */
    0, /* cuMemcpyHtoAAsync_v2_ptsz */
    0, /* cuMemcpyHtoA_v2 */
    0, /* cuMemcpyHtoA_v2_ptds */
    0, /* cuMemcpyHtoD */
    0, /* cuMemcpyHtoDAsync */
    0, /* cuMemcpyHtoDAsync_v2 */
    0, /* cuMemcpyHtoDAsync_v2_ptsz */
    1, /* cuMemcpyHtoD_v2 */
    1, /* cuMemcpyHtoD_v2_ptds */
    1, /* cuMemcpyPeer */
    0, /* cuMemcpyPeerAsync */
    0, /* cuMemcpyPeerAsync_ptsz */
    1, /* cuMemcpyPeer_ptds */
    0, /* cuMemcpy_ptds */
    0, /* cuMemsetD16 */
    0, /* cuMemsetD16Async */
    0, /* cuMemsetD16Async_ptsz */
    0, /* cuMemsetD16_v2 */
    0, /* cuMemsetD16_v2_ptds */
    0, /* cuMemsetD2D16 */
    0, /* cuMemsetD2D16Async */
    0, /* cuMemsetD2D16Async_ptsz */
    0, /* cuMemsetD2D16_v2 */
    0, /* cuMemsetD2D16_v2_ptds */
    0, /* cuMemsetD2D32 */
    0, /* cuMemsetD2D32Async */
    0, /* cuMemsetD2D32Async_ptsz */
    0, /* cuMemsetD2D32_v2 */
    0, /* cuMemsetD2D32_v2_ptds */
    0, /* cuMemsetD2D8 */
    0, /* cuMemsetD2D8Async */
    0, /* cuMemsetD2D8Async_ptsz */
    0, /* cuMemsetD2D8_v2 */
    0, /* cuMemsetD2D8_v2_ptds */
    0, /* cuMemsetD32 */
    0, /* cuMemsetD32Async */
    0, /* cuMemsetD32Async_ptsz */
    0, /* cuMemsetD32_v2 */
    0, /* cuMemsetD32_v2_ptds */
    0, /* cuMemsetD8 */
    0, /* cuMemsetD8Async */
    0, /* cuMemsetD8Async_ptsz */
    0, /* cuMemsetD8_v2 */
    0, /* cuMemsetD8_v2_ptds */
    0, /* cuMipmappedArrayCreate */
    0, /* cuMipmappedArrayDestroy */
    0, /* cuMipmappedArrayGetLevel */
    0, /* cuMipmappedArrayGetMemoryRequirements */
    0, /* cuMipmappedArrayGetSparseProperties */
    0, /* cuModuleEnumerateFunctions */
    0, /* cuModuleGetFunction */
    0, /* cuModuleGetFunctionCount */
    0, /* cuModuleGetGlobal */
    0, /* cuModuleGetGlobal_v2 */
    0, /* cuModuleGetLoadingMode */
    0, /* cuModuleGetSurfRef */
    0, /* cuModuleGetTexRef */
    0, /* cuModuleLoad */
    0, /* cuModuleLoadData */
    0, /* cuModuleLoadDataEx */
    0, /* cuModuleLoadFatBinary */
    1, /* cuModuleUnload */
    0, /* cuMulticastAddDevice */
    0, /* cuMulticastBindAddr */
    0, /* cuMulticastBindMem */
    0, /* cuMulticastCreate */
    0, /* cuMulticastGetGranularity */
    0, /* cuMulticastUnbind */
    0, /* cuOccupancyAvailableDynamicSMemPerBlock */
    0, /* cuOccupancyMaxActiveBlocksPerMultiprocessor */
    0, /* cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags */
    0, /* cuOccupancyMaxActiveClusters */
    0, /* cuOccupancyMaxPotentialBlockSize */
    0, /* cuOccupancyMaxPotentialBlockSizeWithFlags */
    0, /* cuOccupancyMaxPotentialClusterSize */
    0, /* cuParamSetSize */
    0, /* cuParamSetTexRef */
    0, /* cuParamSetf */
    0, /* cuParamSeti */
    0, /* cuParamSetv */
    0, /* cuPointerGetAttribute */
    0, /* cuPointerGetAttributes */
    0, /* cuPointerSetAttribute */
    0, /* cuProfilerInitialize */
    0, /* cuProfilerStart */
    0, /* cuProfilerStop */
    0, /* cuSignalExternalSemaphoresAsync */
    0, /* cuSignalExternalSemaphoresAsync_ptsz */
    0, /* cuStreamAddCallback */
    0, /* cuStreamAddCallback_ptsz */
    0, /* cuStreamAttachMemAsync */
    0, /* cuStreamAttachMemAsync_ptsz */
    0, /* cuStreamBatchMemOp */
    0, /* cuStreamBatchMemOp_ptsz */
    0, /* cuStreamBatchMemOp_v2 */
    0, /* cuStreamBatchMemOp_v2_ptsz */
    0, /* cuStreamBeginCapture */
    0, /* cuStreamBeginCaptureToGraph */
    0, /* cuStreamBeginCaptureToGraph_ptsz */
    0, /* cuStreamBeginCapture_ptsz */
    0, /* cuStreamBeginCapture_v2 */
    0, /* cuStreamBeginCapture_v2_ptsz */
    0, /* cuStreamCopyAttributes */
    0, /* cuStreamCopyAttributes_ptsz */
    0, /* cuStreamCreate */
    0, /* cuStreamCreateWithPriority */
    0, /* cuStreamDestroy */
    1, /* cuStreamDestroy_v2 */
    0, /* cuStreamEndCapture */
    0, /* cuStreamEndCapture_ptsz */
    0, /* cuStreamGetAttribute */
    0, /* cuStreamGetAttribute_ptsz */
    0, /* cuStreamGetCaptureInfo */
    0, /* cuStreamGetCaptureInfo_ptsz */
    0, /* cuStreamGetCaptureInfo_v2 */
    0, /* cuStreamGetCaptureInfo_v2_ptsz */
    0, /* cuStreamGetCaptureInfo_v3 */
    0, /* cuStreamGetCaptureInfo_v3_ptsz */
    0, /* cuStreamGetCtx */
    0, /* cuStreamGetCtx_ptsz */
    0, /* cuStreamGetCtx_v2 */
    0, /* cuStreamGetCtx_v2_ptsz */
    0, /* cuStreamGetDevice */
    0, /* cuStreamGetDevice_ptsz */
    0, /* cuStreamGetFlags */
    0, /* cuStreamGetFlags_ptsz */
    0, /* cuStreamGetGreenCtx */
    0, /* cuStreamGetId */
    0, /* cuStreamGetId_ptsz */
    0, /* cuStreamGetPriority */
    0, /* cuStreamGetPriority_ptsz */
    0, /* cuStreamIsCapturing */
    0, /* cuStreamIsCapturing_ptsz */
    0, /* cuStreamQuery */
    0, /* cuStreamQuery_ptsz */
    0, /* cuStreamSetAttribute */
    0, /* cuStreamSetAttribute_ptsz */
    1, /* cuStreamSynchronize */
    1, /* cuStreamSynchronize_ptsz */
    0, /* cuStreamUpdateCaptureDependencies */
    0, /* cuStreamUpdateCaptureDependencies_ptsz */
    0, /* cuStreamUpdateCaptureDependencies_v2 */
    0, /* cuStreamUpdateCaptureDependencies_v2_ptsz */
    0, /* cuStreamWaitEvent */
    0, /* cuStreamWaitEvent_ptsz */
    0, /* cuStreamWaitValue32 */
    0, /* cuStreamWaitValue32_ptsz */
    0, /* cuStreamWaitValue32_v2 */
    0, /* cuStreamWaitValue32_v2_ptsz */
    0, /* cuStreamWaitValue64 */
    0, /* cuStreamWaitValue64_ptsz */
    0, /* cuStreamWaitValue64_v2 */
    0, /* cuStreamWaitValue64_v2_ptsz */
    0, /* cuStreamWriteValue32 */
    0, /* cuStreamWriteValue32_ptsz */
    0, /* cuStreamWriteValue32_v2 */
    0, /* cuStreamWriteValue32_v2_ptsz */
    0, /* cuStreamWriteValue64 */
    0, /* cuStreamWriteValue64_ptsz */
    0, /* cuStreamWriteValue64_v2 */
    0, /* cuStreamWriteValue64_v2_ptsz */
    0, /* cuSurfObjectCreate */
    0, /* cuSurfObjectDestroy */
    0, /* cuSurfObjectGetResourceDesc */
    0, /* cuSurfRefGetArray */
    0, /* cuSurfRefSetArray */
    0, /* cuTensorMapEncodeIm2col */
    0, /* cuTensorMapEncodeIm2colWide */
    0, /* cuTensorMapEncodeTiled */
    0, /* cuTensorMapReplaceAddress */
    0, /* cuTexObjectCreate */
    0, /* cuTexObjectDestroy */
    0, /* cuTexObjectGetResourceDesc */
    0, /* cuTexObjectGetResourceViewDesc */
    0, /* cuTexObjectGetTextureDesc */
    0, /* cuTexRefCreate */
    0, /* cuTexRefDestroy */
    0, /* cuTexRefGetAddress */
    0, /* cuTexRefGetAddressMode */
    0, /* cuTexRefGetAddress_v2 */
    0, /* cuTexRefGetArray */
    0, /* cuTexRefGetBorderColor */
    0, /* cuTexRefGetFilterMode */
    0, /* cuTexRefGetFlags */
    0, /* cuTexRefGetFormat */
    0, /* cuTexRefGetMaxAnisotropy */
    0, /* cuTexRefGetMipmapFilterMode */
    0, /* cuTexRefGetMipmapLevelBias */
    0, /* cuTexRefGetMipmapLevelClamp */
    0, /* cuTexRefGetMipmappedArray */
    0, /* cuTexRefSetAddress */
    0, /* cuTexRefSetAddress2D */
    0, /* cuTexRefSetAddress2D_v2 */
    0, /* cuTexRefSetAddress2D_v3 */
    0, /* cuTexRefSetAddressMode */
    0, /* cuTexRefSetAddress_v2 */
    0, /* cuTexRefSetArray */
    0, /* cuTexRefSetBorderColor */
    0, /* cuTexRefSetFilterMode */
    0, /* cuTexRefSetFlags */
    0, /* cuTexRefSetFormat */
    0, /* cuTexRefSetMaxAnisotropy */
    0, /* cuTexRefSetMipmapFilterMode */
    0, /* cuTexRefSetMipmapLevelBias */
    0, /* cuTexRefSetMipmapLevelClamp */
    0, /* cuTexRefSetMipmappedArray */
    0, /* cuThreadExchangeStreamCaptureMode */
    0, /* cuUserObjectCreate */
    0, /* cuUserObjectRelease */
    0, /* cuUserObjectRetain */
    0, /* cuWaitExternalSemaphoresAsync */
    0, /* cuWaitExternalSemaphoresAsync_ptsz */
};

const char *const ls_handle_type_names[LS_H_COUNT] = {
    "CUarray_st",
    "CUasyncCallbackEntry_st",
    "CUctx_st",
    "CUdevResourceDesc_st",
    "CUevent_st",
    "CUextMemory_st",
    "CUextSemaphore_st",
    "CUfunc_st",
    "CUgraphConditionalHandle",
    "CUgraphExec_st",
    "CUgraphNode_st",
    "CUgraph_st",
    "CUgraphicsResource_st",
    "CUgreenCtx_st",
    "CUkern_st",
    "CUlib_st",
    "CUlinkState_st",
    "CUlogsCallbackEntry_st",
    "CUmemPoolHandle_st",
    "CUmipmappedArray_st",
    "CUmod_st",
    "CUstream_st",
    "CUsurfref_st",
    "CUtexref_st",
    "CUuserObject_st",
};
