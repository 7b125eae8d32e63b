/* The stand-in's CUDA arrays, texture objects and surface objects: enough for a program that
 * creates them, copies into and out of arrays (cuMemcpy2D/3D with CU_MEMORYTYPE_ARRAY sides,
 * standin.c), and makes, queries and destroys texture and surface objects, as the driver API
 * documents them ("Array Management", "Texture Object Management", "Surface Object
 * Management"). No kernel samples a texture here (the stand-in runs kernels by name,
 * kernels.c). An array's elements are stored row by row without padding in an allocation of
 * the device memory window. Texture and surface objects are numbered from 1 in the order they
 * are made, like the real driver's small values, so two stand-in servers hand out the same
 * values (what LUPINE must route apart). Mipmapped arrays answer CUDA_ERROR_NOT_SUPPORTED. */
#include "standin_internal.h"

#include <stdlib.h>
#include <string.h>

struct CUarray_st {
    CUDA_ARRAY3D_DESCRIPTOR d; /* Height, Depth 0 when absent, as given */
    uintptr_t data;            /* alloc_new in the device window */
    size_t pitch;              /* bytes of one row: Width * element size */
};

typedef struct {
    unsigned long long value;
    int surface;
    CUDA_RESOURCE_DESC res;
    CUDA_TEXTURE_DESC tex;
    CUDA_RESOURCE_VIEW_DESC view;
    int has_view;
} object;

static object *g_objects; /* with g_lock */
static size_t g_nobjects, g_cap;
static unsigned long long g_next_object = 1;

/* Bytes of one element of `format` with `channels` channels; 0 when not supported. */
static size_t element_size(CUarray_format format, unsigned channels)
{
    size_t b;
    switch ((int)format) {
    case CU_AD_FORMAT_UNSIGNED_INT8: case CU_AD_FORMAT_SIGNED_INT8: b = 1; break;
    case CU_AD_FORMAT_UNSIGNED_INT16: case CU_AD_FORMAT_SIGNED_INT16: case CU_AD_FORMAT_HALF:
        b = 2; break;
    case CU_AD_FORMAT_UNSIGNED_INT32: case CU_AD_FORMAT_SIGNED_INT32: case CU_AD_FORMAT_FLOAT:
        b = 4; break;
    default: return 0;
    }
    return channels == 1 || channels == 2 || channels == 4 ? b * channels : 0;
}

static CUresult array_new(CUarray *p, const CUDA_ARRAY3D_DESCRIPTOR *d)
{
    CUresult r = need_ctx();
    if (r)
        return r;
    if (!p || !d || !d->Width)
        return CUDA_ERROR_INVALID_VALUE;
    unsigned known = CUDA_ARRAY3D_LAYERED | CUDA_ARRAY3D_SURFACE_LDST | CUDA_ARRAY3D_CUBEMAP |
                     CUDA_ARRAY3D_TEXTURE_GATHER;
    if (d->Flags & ~known)
        return CUDA_ERROR_NOT_SUPPORTED;
    size_t e = element_size(d->Format, d->NumChannels);
    if (!e)
        return CUDA_ERROR_INVALID_VALUE;
    if (d->Depth && !d->Height && !(d->Flags & CUDA_ARRAY3D_LAYERED))
        return CUDA_ERROR_INVALID_VALUE; /* a 3D array has a height (cuArray3DCreate) */
    size_t rows = d->Height ? d->Height : 1, slices = d->Depth ? d->Depth : 1;
    if (d->Width > 1u << 20 || rows > 1u << 16 || slices > 1u << 14)
        return CUDA_ERROR_INVALID_VALUE;
    struct CUarray_st *a = calloc(1, sizeof *a);
    if (!a)
        return CUDA_ERROR_OUT_OF_MEMORY;
    a->d = *d;
    a->pitch = d->Width * e;
    CUdeviceptr dp = 0;
    pthread_mutex_lock(&g_lock);
    r = alloc_new(&dp, a->pitch * rows * slices, NULL);
    if (!r && !handle_add(H_ARRAY, a))
        r = CUDA_ERROR_OUT_OF_MEMORY;
    pthread_mutex_unlock(&g_lock);
    if (r) {
        free(a);
        return r;
    }
    memset((void *)dp, 0, a->pitch * rows * slices);
    a->data = dp;
    *p = a;
    return CUDA_SUCCESS;
}

EXPORT CUresult cuArrayCreate_v2(CUarray *p, const CUDA_ARRAY_DESCRIPTOR *d)
{
    if (!d)
        return CUDA_ERROR_INVALID_VALUE;
    CUDA_ARRAY3D_DESCRIPTOR d3 = {d->Width, d->Height, 0, d->Format, d->NumChannels, 0};
    return array_new(p, &d3);
}

EXPORT CUresult cuArray3DCreate_v2(CUarray *p, const CUDA_ARRAY3D_DESCRIPTOR *d)
{
    return array_new(p, d);
}

/* The array behind a handle, or NULL (with g_lock held). */
static struct CUarray_st *array_of(CUarray a) { return handle_ok(H_ARRAY, a) ? a : NULL; }

EXPORT CUresult cuArrayDestroy(CUarray h)
{
    CUresult r = need_init();
    if (r)
        return r;
    pthread_rwlock_wrlock(&g_mem);
    pthread_mutex_lock(&g_lock);
    struct CUarray_st *a = array_of(h);
    if (a) {
        handle_del(a);
        alloc_free(a->data);
    }
    pthread_mutex_unlock(&g_lock);
    pthread_rwlock_unlock(&g_mem);
    if (!a)
        return CUDA_ERROR_INVALID_HANDLE;
    free(a);
    return CUDA_SUCCESS;
}

EXPORT CUresult cuArray3DGetDescriptor_v2(CUDA_ARRAY3D_DESCRIPTOR *out, CUarray h)
{
    if (!out)
        return CUDA_ERROR_INVALID_VALUE;
    pthread_mutex_lock(&g_lock);
    struct CUarray_st *a = array_of(h);
    if (a)
        *out = a->d;
    pthread_mutex_unlock(&g_lock);
    return a ? CUDA_SUCCESS : CUDA_ERROR_INVALID_HANDLE;
}

EXPORT CUresult cuArrayGetDescriptor_v2(CUDA_ARRAY_DESCRIPTOR *out, CUarray h)
{
    CUDA_ARRAY3D_DESCRIPTOR d;
    CUresult r = cuArray3DGetDescriptor_v2(out ? &d : NULL, h);
    if (r)
        return r;
    if (d.Depth) /* "cuArrayGetDescriptor ... CUDA_ERROR_INVALID_HANDLE" for 3D arrays */
        return CUDA_ERROR_INVALID_HANDLE;
    *out = (CUDA_ARRAY_DESCRIPTOR){d.Width, d.Height, d.Format, d.NumChannels};
    return CUDA_SUCCESS;
}

int array_side(CUarray h, size_t x, size_t y, size_t z, uintptr_t *base, size_t *pitch,
               size_t *height)
{
    pthread_mutex_lock(&g_lock);
    struct CUarray_st *a = array_of(h);
    int ok = 0;
    if (a) {
        size_t rows = a->d.Height ? a->d.Height : 1, slices = a->d.Depth ? a->d.Depth : 1;
        if (x <= a->pitch && y <= rows && z <= slices) {
            *base = a->data + z * a->pitch * rows + y * a->pitch + x;
            *pitch = a->pitch;
            *height = rows;
            ok = 1;
        }
    }
    pthread_mutex_unlock(&g_lock);
    return ok;
}

/* ---------------------------------------------------------------- texture, surface objects */

/* CUDA_SUCCESS when `res` names a live resource a texture (or, `surface`, a surface) can use. */
static CUresult resource_ok(const CUDA_RESOURCE_DESC *res, int surface)
{
    if (!res || res->flags)
        return CUDA_ERROR_INVALID_VALUE;
    switch ((int)res->resType) {
    case CU_RESOURCE_TYPE_ARRAY: {
        pthread_mutex_lock(&g_lock);
        struct CUarray_st *a = array_of(res->res.array.hArray);
        int ldst = a && (a->d.Flags & CUDA_ARRAY3D_SURFACE_LDST);
        pthread_mutex_unlock(&g_lock);
        if (!a)
            return CUDA_ERROR_INVALID_HANDLE;
        /* a surface needs an array made with CUDA_ARRAY3D_SURFACE_LDST (cuSurfObjectCreate) */
        return surface && !ldst ? CUDA_ERROR_INVALID_VALUE : CUDA_SUCCESS;
    }
    case CU_RESOURCE_TYPE_LINEAR:
        if (surface || !res->res.linear.sizeInBytes)
            return CUDA_ERROR_INVALID_VALUE;
        return dev_range(res->res.linear.devPtr, res->res.linear.sizeInBytes);
    case CU_RESOURCE_TYPE_PITCH2D: {
        if (surface || !res->res.pitch2D.height ||
            res->res.pitch2D.pitchInBytes > ((size_t)1 << 32))
            return CUDA_ERROR_INVALID_VALUE;
        return dev_range(res->res.pitch2D.devPtr,
                         res->res.pitch2D.pitchInBytes * res->res.pitch2D.height);
    }
    case CU_RESOURCE_TYPE_MIPMAPPED_ARRAY: return CUDA_ERROR_NOT_SUPPORTED;
    default: return CUDA_ERROR_INVALID_VALUE;
    }
}

static CUresult object_new(unsigned long long *p, const CUDA_RESOURCE_DESC *res,
                           const CUDA_TEXTURE_DESC *tex, const CUDA_RESOURCE_VIEW_DESC *view,
                           int surface)
{
    CUresult r = need_ctx();
    if (r)
        return r;
    if (!p || (!surface && !tex))
        return CUDA_ERROR_INVALID_VALUE;
    r = resource_ok(res, surface);
    if (r)
        return r;
    pthread_mutex_lock(&g_lock);
    if (g_nobjects == g_cap) {
        size_t cap = g_cap ? 2 * g_cap : 16;
        object *o = realloc(g_objects, cap * sizeof *o);
        if (!o) {
            pthread_mutex_unlock(&g_lock);
            return CUDA_ERROR_OUT_OF_MEMORY;
        }
        g_objects = o;
        g_cap = cap;
    }
    object *o = &g_objects[g_nobjects++];
    memset(o, 0, sizeof *o);
    o->value = g_next_object++;
    o->surface = surface;
    o->res = *res;
    if (tex)
        o->tex = *tex;
    if (view) {
        o->view = *view;
        o->has_view = 1;
    }
    *p = o->value;
    pthread_mutex_unlock(&g_lock);
    return CUDA_SUCCESS;
}

/* With g_lock held: the live object of that value and kind, or NULL. */
static object *object_of(unsigned long long value, int surface)
{
    for (size_t i = 0; i < g_nobjects; i++)
        if (g_objects[i].value == value && g_objects[i].surface == surface)
            return &g_objects[i];
    return NULL;
}

static CUresult object_destroy(unsigned long long value, int surface)
{
    pthread_mutex_lock(&g_lock);
    object *o = object_of(value, surface);
    if (o)
        *o = g_objects[--g_nobjects];
    pthread_mutex_unlock(&g_lock);
    return o ? CUDA_SUCCESS : CUDA_ERROR_INVALID_VALUE;
}

/* Copies what object `value` was made with: which = 0 resource, 1 texture, 2 view. */
static CUresult object_get(void *out, unsigned long long value, int surface, int which)
{
    if (!out)
        return CUDA_ERROR_INVALID_VALUE;
    pthread_mutex_lock(&g_lock);
    object *o = object_of(value, surface);
    CUresult r = o ? CUDA_SUCCESS : CUDA_ERROR_INVALID_VALUE;
    if (o && which == 0)
        memcpy(out, &o->res, sizeof o->res);
    else if (o && which == 1)
        memcpy(out, &o->tex, sizeof o->tex);
    else if (o && which == 2 && o->has_view)
        memcpy(out, &o->view, sizeof o->view);
    else if (o)
        r = CUDA_ERROR_INVALID_VALUE; /* made without a resource view */
    pthread_mutex_unlock(&g_lock);
    return r;
}

EXPORT CUresult cuTexObjectCreate(CUtexObject *p, const CUDA_RESOURCE_DESC *res,
                                  const CUDA_TEXTURE_DESC *tex,
                                  const CUDA_RESOURCE_VIEW_DESC *view)
{
    return object_new(p, res, tex, view, 0);
}

EXPORT CUresult cuTexObjectDestroy(CUtexObject t) { return object_destroy(t, 0); }

EXPORT CUresult cuTexObjectGetResourceDesc(CUDA_RESOURCE_DESC *d, CUtexObject t)
{
    return object_get(d, t, 0, 0);
}

EXPORT CUresult cuTexObjectGetTextureDesc(CUDA_TEXTURE_DESC *d, CUtexObject t)
{
    return object_get(d, t, 0, 1);
}

EXPORT CUresult cuTexObjectGetResourceViewDesc(CUDA_RESOURCE_VIEW_DESC *d, CUtexObject t)
{
    return object_get(d, t, 0, 2);
}

EXPORT CUresult cuSurfObjectCreate(CUsurfObject *p, const CUDA_RESOURCE_DESC *res)
{
    return object_new(p, res, NULL, NULL, 1);
}

EXPORT CUresult cuSurfObjectDestroy(CUsurfObject s) { return object_destroy(s, 1); }

EXPORT CUresult cuSurfObjectGetResourceDesc(CUDA_RESOURCE_DESC *d, CUsurfObject s)
{
    return object_get(d, s, 1, 0);
}
