/* Green contexts of the stand-in driver (CUDA driver API, "Green Contexts"): device resources,
 * SM splits, resource descriptors, green contexts and their streams and events.
 *
 * A simple model: each device has one SM resource of the stand-in's SM count
 * (CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT); cuDevSmResourceSplitByCount cuts it into groups
 * of minCount SMs rounded up to the minimum partition size, 8 on compute capability 9.0 ("The
 * minimum count is 8 SMs and must be a multiple of 8"; 2 with
 * CU_DEV_SM_RESOURCE_SPLIT_IGNORE_SM_COSCHEDULING), the rest in `remaining`. A resource's
 * _internal_padding holds what the stand-in needs to check it later: a tag, its device and
 * the split it came from (descriptors may combine only the outputs of one split). A green
 * context is a context (its own CUctx_st, registered as one) that runs work like any other;
 * its SM count only shows in the resources it answers. It retains the device's primary
 * context and releases it when destroyed, as the driver API says. */
#include "standin_internal.h"

#include "lupine/export_tables.h"

#include <stdlib.h>
#include <string.h>

#define RES_TAG 0x5352504cu /* 'LPRS' */
#define MIN_PARTITION 8u    /* compute capability 9.0+ */
#define MIN_PARTITION_IGNORING_COSCHEDULING 2u

/* What the stand-in writes into a resource's _internal_padding. */
typedef struct {
    uint32_t tag;
    int32_t device;
    uint64_t split; /* the split that made it (0: a whole device, context or green context) */
} res_private;

struct CUdevResourceDesc_st {
    int device;
    unsigned sm_count;
};

struct CUgreenCtx_st {
    struct CUctx_st ctx; /* first: the context cuCtxFromGreenCtx returns */
    unsigned sm_count;
    unsigned long long id;
};

static uint64_t g_splits;           /* with g_lock */
static unsigned long long g_ids;    /* with g_lock */

static void res_make(CUdevResource *r, int device, unsigned sm, uint64_t split)
{
    memset(r, 0, sizeof *r);
    r->type = CU_DEV_RESOURCE_TYPE_SM;
    r->sm.smCount = sm;
    r->sm.minSmPartitionSize = MIN_PARTITION;
    r->sm.smCoscheduledAlignment = MIN_PARTITION;
    res_private p = {RES_TAG, device, split};
    memcpy(r->_internal_padding, &p, sizeof p);
}

/* 1 for the stand-in's own SM resource, its private part in *p (copied out: the padding
 * follows a 4-byte field). */
static int res_check(const CUdevResource *r, res_private *p)
{
    memcpy(p, r->_internal_padding, sizeof *p);
    return r->type == CU_DEV_RESOURCE_TYPE_SM && p->tag == RES_TAG && p->device >= 0 &&
           p->device < g_ndev;
}

static CUresult sm_resource(int device, unsigned sm, CUdevResource *out, CUdevResourceType type)
{
    if (!out)
        return CUDA_ERROR_INVALID_VALUE;
    if (type != CU_DEV_RESOURCE_TYPE_SM)
        return CUDA_ERROR_INVALID_RESOURCE_TYPE;
    res_make(out, device, sm, 0);
    return CUDA_SUCCESS;
}

static unsigned device_sms(int device)
{
    return (unsigned)attribute_value(CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT, device);
}

EXPORT CUresult cuDeviceGetDevResource(CUdevice device, CUdevResource *resource,
                                       CUdevResourceType type)
{
    CUresult r = check_dev(device);
    return r ? r : sm_resource(device, device_sms(device), resource, type);
}

static CUresult green_get(CUgreenCtx g)
{
    CUresult r = need_init();
    if (r)
        return r;
    return g && handle_live(H_GREEN, g) ? CUDA_SUCCESS : CUDA_ERROR_INVALID_CONTEXT;
}

EXPORT CUresult cuCtxGetDevResource(CUcontext hCtx, CUdevResource *resource,
                                    CUdevResourceType type)
{
    CUresult r = need_init();
    if (r)
        return r;
    if (!hCtx || !handle_live(H_CTX, hCtx))
        return CUDA_ERROR_INVALID_CONTEXT;
    unsigned sm = hCtx->green ? hCtx->green->sm_count : device_sms(hCtx->device);
    return sm_resource(hCtx->device, sm, resource, type);
}

EXPORT CUresult cuGreenCtxGetDevResource(CUgreenCtx hCtx, CUdevResource *resource,
                                         CUdevResourceType type)
{
    CUresult r = green_get(hCtx);
    return r ? r : sm_resource(hCtx->ctx.device, hCtx->sm_count, resource, type);
}

EXPORT CUresult cuDevSmResourceSplitByCount(CUdevResource *result, unsigned int *nbGroups,
                                            const CUdevResource *input, CUdevResource *remaining,
                                            unsigned int useFlags, unsigned int minCount)
{
    CUresult r = need_init();
    if (r)
        return r;
    const unsigned known = CU_DEV_SM_RESOURCE_SPLIT_IGNORE_SM_COSCHEDULING |
                           CU_DEV_SM_RESOURCE_SPLIT_MAX_POTENTIAL_CLUSTER_SIZE;
    if (!nbGroups || !input || (useFlags & ~known) || (result && !*nbGroups))
        return CUDA_ERROR_INVALID_VALUE;
    if (input->type != CU_DEV_RESOURCE_TYPE_SM)
        return CUDA_ERROR_INVALID_RESOURCE_TYPE;
    res_private in_priv, *in = &in_priv;
    if (!res_check(input, in))
        return CUDA_ERROR_INVALID_VALUE;
    /* "A limitation of the API is that the output results cannot be split again without first
     * creating a descriptor and a green context with that descriptor." */
    if (in->split)
        return CUDA_ERROR_INVALID_RESOURCE_CONFIGURATION;
    unsigned total = input->sm.smCount;
    /* "Value of minCount must be between 0 and the SM count specified in input." */
    if (minCount > total)
        return CUDA_ERROR_INVALID_RESOURCE_CONFIGURATION;
    unsigned unit = useFlags & CU_DEV_SM_RESOURCE_SPLIT_IGNORE_SM_COSCHEDULING
                        ? MIN_PARTITION_IGNORING_COSCHEDULING
                        : MIN_PARTITION;
    unsigned size = minCount < unit ? unit : (minCount + unit - 1) / unit * unit;
    unsigned groups = size <= total ? total / size : 0;
    if (!result) {
        *nbGroups = groups;
        return CUDA_SUCCESS;
    }
    unsigned n = *nbGroups < groups ? *nbGroups : groups;
    pthread_mutex_lock(&g_lock);
    uint64_t split = ++g_splits;
    pthread_mutex_unlock(&g_lock);
    for (unsigned i = 0; i < n; i++)
        res_make(&result[i], in->device, size, split);
    if (remaining)
        res_make(remaining, in->device, total - n * size, split);
    *nbGroups = n;
    return CUDA_SUCCESS;
}

EXPORT CUresult cuDevResourceGenerateDesc(CUdevResourceDesc *phDesc, CUdevResource *resources,
                                          unsigned int nbResources)
{
    CUresult r = need_init();
    if (r)
        return r;
    if (!phDesc || !resources || !nbResources)
        return CUDA_ERROR_INVALID_VALUE;
    unsigned sm = 0;
    res_private first = {0, 0, 0}, p;
    for (unsigned i = 0; i < nbResources; i++) {
        if (resources[i].type != CU_DEV_RESOURCE_TYPE_SM)
            return CUDA_ERROR_INVALID_RESOURCE_TYPE;
        if (!res_check(&resources[i], &p))
            return CUDA_ERROR_INVALID_VALUE;
        /* "the device they came from must be the same ... they must be outputs (whether result
         * or remaining) from the same split API instance" */
        if (i && (p.device != first.device || p.split != first.split || !p.split))
            return CUDA_ERROR_INVALID_RESOURCE_CONFIGURATION;
        if (!i)
            first = p;
        sm += resources[i].sm.smCount;
    }
    if (!sm)
        return CUDA_ERROR_INVALID_RESOURCE_CONFIGURATION;
    struct CUdevResourceDesc_st *d = calloc(1, sizeof *d);
    if (!d)
        return CUDA_ERROR_OUT_OF_MEMORY;
    d->device = first.device;
    d->sm_count = sm;
    pthread_mutex_lock(&g_lock);
    int ok = handle_add(H_RESDESC, d);
    pthread_mutex_unlock(&g_lock);
    if (!ok) {
        free(d);
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    *phDesc = d;
    return CUDA_SUCCESS;
}

EXPORT CUresult cuGreenCtxCreate(CUgreenCtx *phCtx, CUdevResourceDesc desc, CUdevice dev,
                                 unsigned int flags)
{
    CUresult r = check_dev(dev);
    if (r)
        return r;
    /* "CU_GREEN_CTX_DEFAULT_STREAM is required" */
    if (!phCtx || flags != CU_GREEN_CTX_DEFAULT_STREAM || !desc || !handle_live(H_RESDESC, desc))
        return CUDA_ERROR_INVALID_VALUE;
    if (desc->device != dev)
        return CUDA_ERROR_INVALID_DEVICE;
    struct CUgreenCtx_st *g = calloc(1, sizeof *g);
    if (!g)
        return CUDA_ERROR_OUT_OF_MEMORY;
    CUcontext primary;
    if ((r = cuDevicePrimaryCtxRetain(&primary, dev))) {
        free(g);
        return r;
    }
    g->ctx.device = dev;
    g->ctx.green = g;
    g->sm_count = desc->sm_count;
    pthread_mutex_lock(&g_lock);
    g->id = ++g_ids;
    int ok = handle_add(H_GREEN, g);
    if (ok && !handle_add(H_CTX, &g->ctx)) {
        handle_del(g);
        ok = 0;
    }
    pthread_mutex_unlock(&g_lock);
    if (!ok) {
        cuDevicePrimaryCtxRelease_v2(dev);
        free(g);
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    *phCtx = g;
    return CUDA_SUCCESS;
}


EXPORT CUresult cuGreenCtxDestroy(CUgreenCtx hCtx)
{
    CUresult r = need_init();
    if (r)
        return r;
    pthread_mutex_lock(&g_lock);
    int ok = hCtx && handle_ok(H_GREEN, hCtx);
    if (ok) {
        handle_del(hCtx);
        handle_del(&hCtx->ctx);
    }
    pthread_mutex_unlock(&g_lock);
    if (!ok)
        return CUDA_ERROR_INVALID_CONTEXT;
    sd_ctx_gone(&hCtx->ctx);
    lc_cls_destroy(&hCtx->ctx);
    pthread_rwlock_wrlock(&g_mem);
    pthread_mutex_lock(&g_lock);
    ctx_forget_allocations(&hCtx->ctx);
    pthread_mutex_unlock(&g_lock);
    pthread_rwlock_unlock(&g_mem);
    cuDevicePrimaryCtxRelease_v2(hCtx->ctx.device);
    free(hCtx);
    return CUDA_SUCCESS;
}

EXPORT CUresult cuCtxFromGreenCtx(CUcontext *pContext, CUgreenCtx hCtx)
{
    CUresult r = green_get(hCtx);
    if (r)
        return r;
    if (!pContext)
        return CUDA_ERROR_INVALID_VALUE;
    *pContext = &hCtx->ctx;
    return CUDA_SUCCESS;
}

EXPORT CUresult cuGreenCtxStreamCreate(CUstream *phStream, CUgreenCtx greenCtx, unsigned int flags,
                                       int priority)
{
    CUresult r = green_get(greenCtx);
    if (r)
        return r;
    /* "CU_STREAM_NON_BLOCKING must be specified" */
    if (flags != CU_STREAM_NON_BLOCKING)
        return CUDA_ERROR_INVALID_VALUE;
    return sd_stream_create(&greenCtx->ctx, flags, priority, phStream);
}

EXPORT CUresult cuStreamGetGreenCtx(CUstream hStream, CUgreenCtx *phCtx)
{
    struct CUstream_st *s;
    CUresult r = sd_stream(hStream, &s);
    if (r)
        return r;
    if (!phCtx)
        return CUDA_ERROR_INVALID_VALUE;
    *phCtx = s->ctx->green;
    return CUDA_SUCCESS;
}

EXPORT CUresult cuGreenCtxRecordEvent(CUgreenCtx hCtx, CUevent hEvent)
{
    CUresult r = green_get(hCtx);
    return r ? r : sd_ctx_record_event(&hCtx->ctx, hEvent);
}

EXPORT CUresult cuGreenCtxWaitEvent(CUgreenCtx hCtx, CUevent hEvent)
{
    CUresult r = green_get(hCtx);
    return r ? r : sd_ctx_wait_event(&hCtx->ctx, hEvent);
}

/* "If green context is supplied as NULL and the current context is set to a green context,
 * the Id of the current green context is returned." */
EXPORT CUresult cuGreenCtxGetId(CUgreenCtx greenCtx, unsigned long long *greenCtxId)
{
    CUresult r = need_init();
    if (r)
        return r;
    if (!greenCtx && current() && handle_live(H_CTX, current()))
        greenCtx = current()->green;
    if ((r = green_get(greenCtx)))
        return r;
    if (!greenCtxId)
        return CUDA_ERROR_INVALID_VALUE;
    *greenCtxId = greenCtx->id;
    return CUDA_SUCCESS;
}
