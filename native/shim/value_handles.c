/* Handles whose server their value does not say, with several servers (routing layer):
 * texture and surface objects and the physical allocations of virtual memory management,
 * which are plain values; and libraries and their kernels, which work on every server.
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
 * one server nothing is kept.
 *
 * A CUlibrary is loaded "into each context lazily" (CUDA driver API, Library Management): the
 * library and its CUkernels may be used in a context of any device. CUDA 12's runtime
 * (cudart, so cuBLAS, cuDNN, PyTorch) loads its kernels this way, in whatever context is
 * current then, and launches and sets them in the context of the device at hand. The client
 * keeps the handle the server that loaded the library (its home) gave, tagged as any handle;
 * the shim remembers each library (the image it was loaded from: a copy, or the caller's
 * bytes where they lie in a loaded shared object, as cudart's fatbins do) and each kernel
 * (its library, and the name cuLibraryGetKernel was given). A call about the context it runs
 * in that names one (launches, cuKernelSetAttribute for a device, cuKernelGetFunction,
 * cuLibraryGetGlobal, cuLibraryGetModule, a kernel given where a CUfunction goes) names no
 * server by it (route.c): it goes where its other arguments or the current context say, and
 * carries that server's handle, made there on first use (cuLibraryLoadData of the image, then
 * cuLibraryGetKernel by name) and kept. Calls about the library itself (cuLibraryGetKernel,
 * cuLibraryEnumerateKernels, the kernel count, cuKernelGetLibrary, cuKernelGetName,
 * cuKernelGetParamInfo) go to its home, so a kernel has one handle wherever it is asked for,
 * as natively. A kernel's settings are per device, and each server holds the devices it
 * sets. cuLibraryUnload unloads the copies too and forgets the library and its kernels. */
#define _GNU_SOURCE
#include "routing.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

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

static void code_forget(void);

/* A forked child: forgets which server made each texture and surface object and each VMM
 * allocation (registered with lc_route_values: route.c runs it after the other forgetters). */
static void value_handles_forget(void)
{
    pthread_mutex_init(&g_lock, NULL);
    free(g_objects);
    g_objects = NULL;
    g_count = g_cap = 0;
    code_forget();
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

/* ---------------------------------------------------------------- libraries and kernels */

/* A library or kernel the shim was told of (several servers), under its client value. */
typedef struct code {
    struct code *next;              /* in its bucket */
    uint64_t value;                 /* the client's handle (its home's, tagged) */
    int kernel;                     /* 1: a CUkernel, 0: a CUlibrary */
    int refs;                       /* lookups under way outside the lock, and the table's */
    uint64_t on[LC_MAX_SERVERS];    /* its handle on each server; 0: none made there yet */
    uint64_t library;               /* a kernel: its library's client value */
    const char *name;               /* a kernel: its name (interned or `own_name`), or NULL */
    char *own_name;
    const unsigned char *image;     /* a library: the image it was loaded from, n bytes, */
    size_t n;                       /* held in `own_image` or in the shared object at `base` */
    unsigned char *own_image;
    void *base;
} code;

enum { CODE_BUCKETS = 4096 };
static pthread_mutex_t g_code_lock = PTHREAD_MUTEX_INITIALIZER;
static code *g_code[CODE_BUCKETS];
static size_t g_ncode; /* entries in the table (read without the lock: 0 skips lookups) */
static CUresult (*g_load)(int srv, const void *image, size_t n, uint64_t *lib);

void lc_on_library_load(CUresult (*load)(int srv, const void *image, size_t n, uint64_t *lib))
{
    g_load = load;
}

static size_t bucket(uint64_t v) { return (size_t)((v * 0x9e3779b97f4a7c15ull) >> 52); }

/* With g_code_lock held: the entry of client value v, or NULL. */
static code *code_find(uint64_t v)
{
    for (code *e = g_code[bucket(v)]; e; e = e->next)
        if (e->value == v)
            return e;
    return NULL;
}

static void code_free(code *e)
{
    free(e->own_name);
    free(e->own_image);
    free(e);
}

/* Drops a reference (the lock not held); the last frees the entry. */
static void code_put(code *e)
{
    pthread_mutex_lock(&g_code_lock);
    int last = --e->refs == 0;
    pthread_mutex_unlock(&g_code_lock);
    if (last)
        code_free(e);
}

/* Adds e unless its value is known (then frees it). */
static void code_add(code *e)
{
    pthread_mutex_lock(&g_code_lock);
    int known = code_find(e->value) != NULL;
    if (!known) {
        e->refs = 1;
        e->next = g_code[bucket(e->value)];
        g_code[bucket(e->value)] = e;
        __atomic_add_fetch(&g_ncode, 1, __ATOMIC_RELAXED);
    }
    pthread_mutex_unlock(&g_code_lock);
    if (known)
        code_free(e);
}

static code *code_new(uint64_t value, int kernel)
{
    code *e = calloc(1, sizeof *e);
    if (e) {
        e->value = value;
        e->kernel = kernel;
        e->on[lc_handle_server(value)] = lc_handle_strip(value);
    }
    return e;
}

/* The shared object holding [p, p+n) whole, where the image can stay (NULL: none). */
static void *object_holding(const void *p, size_t n)
{
    Dl_info a, b;
    if (!dladdr(p, &a) || !a.dli_fbase || !dladdr((const char *)p + n - 1, &b) ||
        a.dli_fbase != b.dli_fbase)
        return NULL;
    return a.dli_fbase;
}

void lc_library_made(uint64_t lib, int srv, const void *image, size_t n, int owned)
{
    if (lc_servers() < 2 || lib < LC_HANDLE_MIN || lc_handle_server(lib) != srv || !n) {
        if (owned)
            free((void *)image);
        return;
    }
    code *e = code_new(lib, 0);
    if (!e) {
        if (owned)
            free((void *)image);
        return; /* unknown: the library's calls go to its home, as its handle says */
    }
    e->n = n;
    if (owned) {
        e->own_image = (unsigned char *)image;
    } else if ((e->base = object_holding(image, n)) == NULL) {
        e->own_image = malloc(n);
        if (!e->own_image) {
            free(e);
            return;
        }
        memcpy(e->own_image, image, n);
    }
    e->image = e->own_image ? e->own_image : image;
    if (lc_debug_on()) {
        Dl_info in;
        lc_debug("library 0x%llx of server %d: its image (%zu bytes) %s%s",
                 (unsigned long long)lib, srv, n, e->own_image ? "kept here" : "read in ",
                 e->own_image ? "" : dladdr(image, &in) && in.dli_fname ? in.dli_fname : "?");
    }
    code_add(e);
}

void lc_kernels_made(uint64_t lib, const uint64_t *kernels, size_t count, const char *name)
{
    if (!__atomic_load_n(&g_ncode, __ATOMIC_RELAXED) || !kernels)
        return;
    pthread_mutex_lock(&g_code_lock);
    int known = code_find(lib) != NULL;
    pthread_mutex_unlock(&g_code_lock);
    for (size_t i = 0; known && i < count; i++) {
        pthread_mutex_lock(&g_code_lock);
        int again = code_find(kernels[i]) != NULL; /* (cuLibraryGetKernel answered again) */
        pthread_mutex_unlock(&g_code_lock);
        if (again || lc_handle_server(kernels[i]) != lc_handle_server(lib))
            continue;
        code *e = code_new(kernels[i], 1);
        if (!e)
            return;
        e->library = lib;
        if (name && !(e->name = e->own_name = strdup(name))) {
            free(e);
            return;
        }
        code_add(e);
    }
}

int lc_library_arg(uint32_t fn, uint64_t h)
{
    if (!__atomic_load_n(&g_ncode, __ATOMIC_RELAXED))
        return 0;
    switch (fn) {
    /* about the library or kernel itself, the same in every context: its home answers, so
     * each kernel has one handle (cuLibraryGetKernel) */
    case LUPINE_FN_cuLibraryGetKernel:
    case LUPINE_FN_cuLibraryGetKernelCount:
    case LUPINE_FN_cuLibraryEnumerateKernels:
    case LUPINE_FN_cuLibraryUnload:
    case LUPINE_FN_cuKernelGetLibrary:
    case LUPINE_FN_cuKernelGetName:
    case LUPINE_FN_cuKernelGetParamInfo:
        return 0;
    default:
        break;
    }
    pthread_mutex_lock(&g_code_lock);
    int found = code_find(h) != NULL;
    pthread_mutex_unlock(&g_code_lock);
    return found;
}

/* With g_code_lock held: e's value on srv (0: none yet); a reference is taken when 0. */
static uint64_t value_or_ref(code *e, int srv)
{
    uint64_t v = e->on[srv];
    if (!v)
        e->refs++;
    return v;
}

/* Records v as e's value on srv; 0 when another thread made one first (v is then extra). */
static int settle(code *e, int srv, uint64_t v)
{
    pthread_mutex_lock(&g_code_lock);
    int first = !e->on[srv] && code_find(e->value) == e;
    if (first)
        e->on[srv] = v;
    pthread_mutex_unlock(&g_code_lock);
    return first;
}

/* Unloads library copy v on server srv. */
static void unload_on(int srv, uint64_t v)
{
    lc_call c;
    if (lc_begin(&c, LUPINE_FN_cuLibraryUnload))
        return;
    lc_scalar(&c, &v, 8);
    lc_route(&c, srv);
    CUresult r = lc_send(&c);
    lc_end(&c);
    if (r != CUDA_SUCCESS)
        lc_debug("library 0x%llx on server %d: cuLibraryUnload answered %d",
                 (unsigned long long)v, srv, (int)r);
}

/* Loads library e on srv (a reference held). */
static CUresult load_library_on(code *e, int srv, uint64_t *out)
{
    if (!g_load)
        return CUDA_ERROR_NOT_SUPPORTED;
    /* an image in a shared object is there while the object is loaded (cudart unloads its
     * libraries before its object goes) */
    if (e->base && object_holding(e->image, e->n) != e->base)
        return CUDA_ERROR_INVALID_HANDLE;
    uint64_t v = 0;
    CUresult r = g_load(srv, e->image, e->n, &v);
    if (r != CUDA_SUCCESS)
        return r;
    v = lc_handle_strip(v);
    if (!settle(e, srv, v)) {
        unload_on(srv, v);
        pthread_mutex_lock(&g_code_lock);
        v = e->on[srv];
        pthread_mutex_unlock(&g_code_lock);
        if (!v)
            return CUDA_ERROR_INVALID_HANDLE; /* unloaded meanwhile */
    }
    *out = v;
    return CUDA_SUCCESS;
}

/* Looks kernel e up on srv (a reference held): its library there, and its name in that. */
static CUresult kernel_on(code *e, int srv, uint64_t *out)
{
    pthread_mutex_lock(&g_code_lock);
    const char *name = e->name;
    uint64_t library = e->library;
    pthread_mutex_unlock(&g_code_lock);
    CUresult r;
    if (!name) { /* a kernel cuLibraryEnumerateKernels gave: its home names it */
        r = lc_fwd_cuKernelGetName(&name, (CUkernel)(uintptr_t)e->value);
        if (r != CUDA_SUCCESS)
            return r;
        if (!name)
            return CUDA_ERROR_INVALID_HANDLE;
        pthread_mutex_lock(&g_code_lock);
        if (!e->name)
            e->name = name; /* interned by the transport: kept for the process */
        pthread_mutex_unlock(&g_code_lock);
    }
    uint64_t lib;
    if ((r = lc_library_value_on(library, srv, &lib)) != CUDA_SUCCESS)
        return r;
    lc_call c;
    if ((r = lc_begin(&c, LUPINE_FN_cuLibraryGetKernel)))
        return r;
    uint64_t k = 0;
    lc_out_req(&c, &k, 8);
    lc_scalar(&c, &lib, 8);
    lc_cstr(&c, name);
    lc_route(&c, srv);
    r = lc_send(&c);
    if (r == CUDA_SUCCESS && lc_out(&c, &k, 8))
        r = lc_lost();
    lc_end(&c);
    if (r != CUDA_SUCCESS)
        return r;
    settle(e, srv, k); /* (the same handle whoever asked first) */
    *out = k;
    return CUDA_SUCCESS;
}

CUresult lc_library_value_on(uint64_t h, int srv, uint64_t *out)
{
    *out = lc_handle_strip(h);
    if (srv < 0 || srv >= lc_servers() || srv >= LC_MAX_SERVERS)
        return CUDA_SUCCESS;
    pthread_mutex_lock(&g_code_lock);
    code *e = code_find(h);
    uint64_t v = e ? value_or_ref(e, srv) : 0;
    pthread_mutex_unlock(&g_code_lock);
    if (!e) /* none (unloaded): the handle as it is, which the server judges */
        return CUDA_SUCCESS;
    if (v) {
        *out = v;
        return CUDA_SUCCESS;
    }
    int kernel = e->kernel;
    CUresult r = kernel ? kernel_on(e, srv, out) : load_library_on(e, srv, out);
    code_put(e);
    if (r != CUDA_SUCCESS)
        *out = 0;
    lc_debug("%s 0x%llx on server %d: 0x%llx (%d)", kernel ? "kernel" : "library",
             (unsigned long long)h, srv, (unsigned long long)*out, (int)r);
    return r;
}

uint64_t lc_handle_on(int srv, uint64_t h)
{
    if (h < LC_HANDLE_MIN || !__atomic_load_n(&g_ncode, __ATOMIC_RELAXED) || srv < 0 ||
        srv >= LC_MAX_SERVERS)
        return lc_handle_strip(h);
    pthread_mutex_lock(&g_code_lock);
    code *e = code_find(h);
    uint64_t v = e ? e->on[srv] : lc_handle_strip(h);
    pthread_mutex_unlock(&g_code_lock);
    return v;
}

uint64_t lc_handle_from(int srv, uint64_t v)
{
    uint64_t h = lc_handle_tag(srv, v);
    if (v < LC_HANDLE_MIN || !__atomic_load_n(&g_ncode, __ATOMIC_RELAXED) || srv < 0 ||
        srv >= LC_MAX_SERVERS)
        return h;
    pthread_mutex_lock(&g_code_lock);
    const code *found = NULL;
    for (size_t b = 0; b < CODE_BUCKETS && !found; b++)
        for (const code *e = g_code[b]; e && !found; e = e->next)
            if (e->on[srv] == v)
                found = e;
    if (found)
        h = found->value;
    pthread_mutex_unlock(&g_code_lock);
    return h;
}

void lc_library_unloaded(uint64_t lib)
{
    if (!__atomic_load_n(&g_ncode, __ATOMIC_RELAXED))
        return;
    code *gone = NULL; /* the library and its kernels, out of the table */
    pthread_mutex_lock(&g_code_lock);
    for (size_t b = 0; b < CODE_BUCKETS; b++)
        for (code **p = &g_code[b]; *p;) {
            code *e = *p;
            if (e->value == lib || (e->kernel && e->library == lib)) {
                *p = e->next;
                e->next = gone;
                gone = e;
                __atomic_sub_fetch(&g_ncode, 1, __ATOMIC_RELAXED);
            } else {
                p = &e->next;
            }
        }
    pthread_mutex_unlock(&g_code_lock);
    int home = lc_handle_server(lib);
    while (gone) {
        code *e = gone;
        gone = e->next;
        for (int s = 0; !e->kernel && s < lc_servers() && s < LC_MAX_SERVERS; s++)
            if (s != home && e->on[s])
                unload_on(s, e->on[s]);
        code_put(e);
    }
}

static void code_forget(void)
{
    pthread_mutex_init(&g_code_lock, NULL);
    for (size_t b = 0; b < CODE_BUCKETS; b++)
        while (g_code[b]) {
            code *e = g_code[b];
            g_code[b] = e->next;
            code_free(e); /* (a forked child has one thread: no lookup holds it) */
        }
    g_ncode = 0;
}

__attribute__((constructor)) static void value_handles_init(void)
{
    lc_route_values(lc_library_arg, lc_library_value_on, value_handles_forget);
}
