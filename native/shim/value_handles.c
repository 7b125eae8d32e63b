/* Handles that are plain values, with several servers (state layer): texture and surface
 * objects, and the physical allocations of virtual memory management.
 *
 * A CUtexObject or CUsurfObject is a 64-bit value the application also passes to kernels as
 * a parameter, and a CUmemGenericAllocationHandle is an integer; the shim cannot tag them with
 * their server as it tags pointer handles, and each server's driver numbers its own, so two
 * servers may hand out the same value. With several servers the shim therefore remembers
 * which server made each live one, and a call that names one (destroy, release, map, get a
 * descriptor or the properties) goes there (a call that also names another server, cuMemMap
 * into another server's reserved range, is refused as every such call is); a value two
 * servers made goes to the server of the calling thread's current context when that is one of
 * them (the object of the device the thread works on), else to the server that made it
 * first. The creating call itself is routed by what it names (the array's handle, the linear
 * memory's range, the allocation's device, the address of cuMemRetainAllocationHandle). With
 * one server nothing is kept. */
#define _GNU_SOURCE
#include "client.h"

#include <pthread.h>
#include <stdlib.h>

enum { TEXTURE, SURFACE, ALLOCATION };

typedef struct {
    uint64_t value;
    int srv;
    int surface; /* the kind: TEXTURE, SURFACE or ALLOCATION */
} object;

static pthread_mutex_t g_lock = PTHREAD_MUTEX_INITIALIZER;
static object *g_objects;
static size_t g_count, g_cap;

/* The server a CUDA_RESOURCE_DESC names (as lc_in_resource_desc routes it). */
static int resource_server(const CUDA_RESOURCE_DESC *d)
{
    int srv = -1;
    if (d && d->resType == CU_RESOURCE_TYPE_ARRAY)
        srv = lc_handle_server((uint64_t)(uintptr_t)d->res.array.hArray);
    else if (d && d->resType == CU_RESOURCE_TYPE_MIPMAPPED_ARRAY)
        srv = lc_handle_server((uint64_t)(uintptr_t)d->res.mipmap.hMipmappedArray);
    else if (d && d->resType == CU_RESOURCE_TYPE_LINEAR)
        srv = lc_range_server(d->res.linear.devPtr);
    else if (d && d->resType == CU_RESOURCE_TYPE_PITCH2D)
        srv = lc_range_server(d->res.pitch2D.devPtr);
    if (srv < 0 && d && (d->resType == CU_RESOURCE_TYPE_ARRAY ||
                         d->resType == CU_RESOURCE_TYPE_MIPMAPPED_ARRAY)) {
        /* an untagged (server 0) or NULL array handle */
        uint64_t h = d->resType == CU_RESOURCE_TYPE_ARRAY
                         ? (uint64_t)(uintptr_t)d->res.array.hArray
                         : (uint64_t)(uintptr_t)d->res.mipmap.hMipmappedArray;
        srv = h ? 0 : -1;
    }
    return srv >= 0 ? srv : lc_current_server(); /* (an ambiguous address: refused anyway) */
}

static void remember(uint64_t value, int srv, int surface)
{
    pthread_mutex_lock(&g_lock);
    if (g_count == g_cap) {
        size_t cap = g_cap ? 2 * g_cap : 64;
        object *o = realloc(g_objects, cap * sizeof *o);
        if (!o) { /* unremembered: calls naming it go to the current context's server */
            pthread_mutex_unlock(&g_lock);
            return;
        }
        g_objects = o;
        g_cap = cap;
    }
    g_objects[g_count++] = (object){value, srv, surface};
    pthread_mutex_unlock(&g_lock);
}

/* The server of a live object (-1: none remembered). */
static int server_of(uint64_t value, int surface)
{
    int here = lc_current_server(), first = -1;
    pthread_mutex_lock(&g_lock);
    for (size_t i = 0; i < g_count; i++) {
        if (g_objects[i].value != value || g_objects[i].surface != surface)
            continue;
        if (g_objects[i].srv == here) {
            first = here;
            break;
        }
        if (first < 0)
            first = g_objects[i].srv;
    }
    pthread_mutex_unlock(&g_lock);
    return first;
}

static void forget(uint64_t value, int srv, int surface)
{
    pthread_mutex_lock(&g_lock);
    for (size_t i = 0; i < g_count; i++)
        if (g_objects[i].value == value && g_objects[i].srv == srv &&
            g_objects[i].surface == surface) {
            g_objects[i] = g_objects[--g_count];
            break;
        }
    pthread_mutex_unlock(&g_lock);
}

void lc_value_handles_forget(void)
{
    pthread_mutex_init(&g_lock, NULL);
    free(g_objects);
    g_objects = NULL;
    g_count = g_cap = 0;
}

CUresult CUDAAPI cuTexObjectCreate(CUtexObject *p, const CUDA_RESOURCE_DESC *res,
                                   const CUDA_TEXTURE_DESC *tex,
                                   const CUDA_RESOURCE_VIEW_DESC *view)
{
    lc_stats_call(LUPINE_FN_cuTexObjectCreate);
    int srv = lc_servers() > 1 ? resource_server(res) : 0;
    CUresult r = lc_fwd_cuTexObjectCreate(p, res, tex, view);
    if (r == CUDA_SUCCESS && p && lc_servers() > 1)
        remember(*p, srv, TEXTURE);
    return r;
}

CUresult CUDAAPI cuSurfObjectCreate(CUsurfObject *p, const CUDA_RESOURCE_DESC *res)
{
    lc_stats_call(LUPINE_FN_cuSurfObjectCreate);
    int srv = lc_servers() > 1 ? resource_server(res) : 0;
    CUresult r = lc_fwd_cuSurfObjectCreate(p, res);
    if (r == CUDA_SUCCESS && p && lc_servers() > 1)
        remember(*p, srv, SURFACE);
    return r;
}

/* Routes the next call of this thread to the server of object `value` (several servers). */
static int route_to(uint64_t value, int surface)
{
    int srv = lc_servers() > 1 ? server_of(value, surface) : -1;
    lc_route_next(srv);
    return srv;
}

/* The result of the call routed by route_to, the routing undone. */
static CUresult routed(CUresult r)
{
    lc_route_next(-1);
    return r;
}

CUresult CUDAAPI cuTexObjectDestroy(CUtexObject t)
{
    lc_stats_call(LUPINE_FN_cuTexObjectDestroy);
    int srv = route_to(t, TEXTURE);
    CUresult r = routed(lc_fwd_cuTexObjectDestroy(t));
    if (r == CUDA_SUCCESS && srv >= 0)
        forget(t, srv, TEXTURE);
    return r;
}

CUresult CUDAAPI cuSurfObjectDestroy(CUsurfObject s)
{
    lc_stats_call(LUPINE_FN_cuSurfObjectDestroy);
    int srv = route_to(s, SURFACE);
    CUresult r = routed(lc_fwd_cuSurfObjectDestroy(s));
    if (r == CUDA_SUCCESS && srv >= 0)
        forget(s, srv, SURFACE);
    return r;
}

CUresult CUDAAPI cuTexObjectGetResourceDesc(CUDA_RESOURCE_DESC *d, CUtexObject t)
{
    lc_stats_call(LUPINE_FN_cuTexObjectGetResourceDesc);
    route_to(t, TEXTURE);
    return routed(lc_fwd_cuTexObjectGetResourceDesc(d, t));
}

CUresult CUDAAPI cuTexObjectGetTextureDesc(CUDA_TEXTURE_DESC *d, CUtexObject t)
{
    lc_stats_call(LUPINE_FN_cuTexObjectGetTextureDesc);
    route_to(t, TEXTURE);
    return routed(lc_fwd_cuTexObjectGetTextureDesc(d, t));
}

CUresult CUDAAPI cuTexObjectGetResourceViewDesc(CUDA_RESOURCE_VIEW_DESC *d, CUtexObject t)
{
    lc_stats_call(LUPINE_FN_cuTexObjectGetResourceViewDesc);
    route_to(t, TEXTURE);
    return routed(lc_fwd_cuTexObjectGetResourceViewDesc(d, t));
}

CUresult CUDAAPI cuSurfObjectGetResourceDesc(CUDA_RESOURCE_DESC *d, CUsurfObject s)
{
    lc_stats_call(LUPINE_FN_cuSurfObjectGetResourceDesc);
    route_to(s, SURFACE);
    return routed(lc_fwd_cuSurfObjectGetResourceDesc(d, s));
}

/* ---------------------------------------------------------------- VMM physical allocations */

CUresult CUDAAPI cuMemCreate(CUmemGenericAllocationHandle *h, size_t size,
                             const CUmemAllocationProp *prop, unsigned long long flags)
{
    lc_stats_call(LUPINE_FN_cuMemCreate);
    CUresult r = lc_fwd_cuMemCreate(h, size, prop, flags);
    if (r == CUDA_SUCCESS && h && lc_servers() > 1)
        remember(*h, lc_last_server(), ALLOCATION);
    return r;
}

CUresult CUDAAPI cuMemRetainAllocationHandle(CUmemGenericAllocationHandle *h, void *addr)
{
    lc_stats_call(LUPINE_FN_cuMemRetainAllocationHandle);
    if (lc_servers() > 1) /* the server whose reserved range holds the address */
        lc_route_next(lc_range_server((uint64_t)(uintptr_t)addr));
    CUresult r = lc_fwd_cuMemRetainAllocationHandle(h, addr);
    lc_route_next(-1);
    if (r == CUDA_SUCCESS && h && lc_servers() > 1)
        remember(*h, lc_last_server(), ALLOCATION);
    return r;
}

CUresult CUDAAPI cuMemRelease(CUmemGenericAllocationHandle h)
{
    lc_stats_call(LUPINE_FN_cuMemRelease);
    int srv = route_to(h, ALLOCATION);
    CUresult r = routed(lc_fwd_cuMemRelease(h));
    /* (a retained handle is released once per retain: the entry goes with the last) */
    if (r == CUDA_SUCCESS && srv >= 0)
        forget(h, srv, ALLOCATION);
    return r;
}

CUresult CUDAAPI cuMemMap(CUdeviceptr ptr, size_t size, size_t offset,
                          CUmemGenericAllocationHandle h, unsigned long long flags)
{
    lc_stats_call(LUPINE_FN_cuMemMap);
    route_to(h, ALLOCATION);
    return routed(lc_fwd_cuMemMap(ptr, size, offset, h, flags));
}

CUresult CUDAAPI cuMemGetAllocationPropertiesFromHandle(CUmemAllocationProp *prop,
                                                        CUmemGenericAllocationHandle h)
{
    lc_stats_call(LUPINE_FN_cuMemGetAllocationPropertiesFromHandle);
    route_to(h, ALLOCATION);
    return routed(lc_fwd_cuMemGetAllocationPropertiesFromHandle(prop, h));
}

void lc_allocation_made(uint64_t h, int srv)
{
    if (lc_servers() > 1)
        remember(h, srv, ALLOCATION);
}

int lc_allocation_server(uint64_t h)
{
    return lc_servers() > 1 ? server_of(h, ALLOCATION) : -1;
}
