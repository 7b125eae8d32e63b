/* Settings of functions and kernels (state layer): which kept answers of the "attribute"
 * group (cuFuncGetAttribute, cuKernelGetAttribute, the occupancy queries) a successful
 * setting changes, and which values are already in force, so that a set call changing
 * nothing is answered without the server. The generated stubs of the set calls
 * (annotations.toml [uncache], objects) call lc_attr_set_local before sending and
 * lc_attr_set_done after success.
 *
 * The rules (cuda.h, CUDA 13.0, cuKernelSetAttribute and cuKernelSetCacheConfig):
 * - A kernel's setting is for one device. It shows in cuKernelGetAttribute for that kernel
 *   and device, and in the kernel's function in each context on that device (what
 *   cuKernelGetFunction gives there; the kernel itself given where a CUfunction goes is that
 *   function), unless the function's own setting overrides it: "attributes set using
 *   cuFuncSetAttribute() will override the attribute set by this API irrespective of whether
 *   the call to cuFuncSetAttribute() is made before or after this API call".
 * - A function's setting (cuFuncSetAttribute, cuFuncSetCacheConfig, cuFuncSetSharedMemConfig)
 *   is that function's. "cuKernelGetAttribute() will always return the attribute value set by
 *   this API": by the documentation it does not show in the kernel's answers; the shim still
 *   drops the kernel answers of a kernel the function may belong to (and no longer answers
 *   them from the value last set), as that is not yet checked on a GPU (function settings are
 *   rare: cuDNN's start-up, H200 trace 2026-12-01).
 * - Only what can be set changes: the compile-time attributes (MAX_THREADS_PER_BLOCK through
 *   CACHE_MODE_CA) are kept; every other attribute answer and every occupancy answer of an
 *   object a setting reaches is dropped (one setting may show in another's answer: cluster
 *   dimensions must be all zero or all set, the carveout is a hint the driver may change).
 * - Module and library unload, context destroy and primary-context release and reset drop
 *   the whole group ([uncache] lists them): a handle value may come back for another object.
 *
 * Which function a kernel's setting reaches: a CUfunction is kernel K's when the shim
 * answered cuKernelGetFunction(K) with it (on the device of that call's context); a handle
 * is a kernel when cuLibraryGetKernel answered it or cuKernelGetFunction was asked of it; a
 * function is no kernel's when cuModuleGetFunction gave it from a module that neither
 * cuLibraryGetModule nor cuFuncGetModule gave. Those answers are kept in the "function" group
 * until an unload or a context's end drops both groups. Any other handle may be any kernel's
 * function: every setting drops its answers.
 *
 * Values known to be in force: the last value a set call gave an object (a note: per kernel
 * and device, per function and context), which stays until the next setting of that object
 * (a kernel's setting does not reach a function's own); and a kernel's
 * MAX_DYNAMIC_SHARED_SIZE_BYTES answered by cuKernelGetAttribute. A set call giving such a
 * value again is answered CUDA_SUCCESS locally (cuBLAS and PyTorch's attention kernels set
 * MAX_DYNAMIC_SHARED_SIZE_BYTES to the same value before every launch: H200 trace
 * 2026-12-01). Only that attribute is taken from a get answer: the carveout is a hint ("the
 * driver can choose a different ratio"), and a cluster dimension fixed at compile time
 * refuses any setting (CUDA_ERROR_NOT_PERMITTED) whatever the get says. After a kernel's
 * MAX_DYNAMIC_SHARED_SIZE_BYTES is set, cuKernelGetAttribute answers the value set (the
 * documentation above; H200 trace 2026-12-01: set 53504, then get 53504). */
#define _GNU_SOURCE
#include "state.h"

#include <stdlib.h>
#include <string.h>

static int is_setter(uint32_t fn)
{
    return fn == LUPINE_FN_cuKernelSetAttribute || fn == LUPINE_FN_cuKernelSetCacheConfig ||
           fn == LUPINE_FN_cuFuncSetAttribute || fn == LUPINE_FN_cuFuncSetCacheConfig ||
           fn == LUPINE_FN_cuFuncSetSharedMemConfig;
}

/* An answer a setting may change: any but the compile-time attributes. */
static int settable(int attr) { return attr < 0 || attr > CU_FUNC_ATTRIBUTE_CACHE_MODE_CA; }

static uint64_t call_ctx(const lc_cache_obj *obj)
{
    return obj->kind == LC_OBJ_FUNCTION ? (uint64_t)(uintptr_t)lc_current_ctx() : 0;
}

/* ---------------------------------------------------------------- what the shim knows */

typedef struct {
    int srv;
    uint64_t h;   /* a function, kernel or module (server value) */
    uint64_t k;   /* kernel functions: the kernel; module functions: the module */
    int dev;      /* kernel functions: the device (-1: not known) */
} known;

typedef struct {
    known *v;
    size_t n, cap;
} list;

typedef struct {
    list kfunc;   /* cuKernelGetFunction answers */
    list kernel;  /* kernels */
    list modfunc; /* cuModuleGetFunction answers */
    list libmod;  /* modules of libraries (cuLibraryGetModule, cuFuncGetModule answers) */
    int failed;   /* out of memory: every handle may be any kernel's function */
} relations;

static void add(relations *r, list *l, known x)
{
    if (l->n == l->cap) {
        size_t cap = l->cap ? 2 * l->cap : 64;
        known *v = realloc(l->v, cap * sizeof *v);
        if (!v) {
            r->failed = 1;
            return;
        }
        l->v = v;
        l->cap = cap;
    }
    l->v[l->n++] = x;
}

static int cmp(const void *a, const void *b)
{
    const known *x = a, *y = b;
    if (x->srv != y->srv)
        return x->srv < y->srv ? -1 : 1;
    return x->h < y->h ? -1 : x->h > y->h;
}

static const known *find(const list *l, int srv, uint64_t h)
{
    known key = {srv, h, 0, 0};
    return l->n ? bsearch(&key, l->v, l->n, sizeof key, cmp) : NULL;
}

static uint64_t answer_handle(const lc_cache_view *v)
{
    uint64_t h = 0;
    if (v->answer_len == 8)
        memcpy(&h, v->answer, 8);
    return lc_handle_strip(h);
}

static int ctx_dev(uint64_t ctx)
{
    CUdevice d;
    return lc_ctx_device((CUcontext)(uintptr_t)ctx, &d) ? d : -1;
}

static int learn(const lc_cache_view *v, void *arg)
{
    relations *r = arg;
    const lc_cache_obj *o = v->obj;
    if (v->fn == LUPINE_FN_cuKernelGetFunction && o->kind == LC_OBJ_KERNEL) {
        add(r, &r->kfunc, (known){v->srv, answer_handle(v), o->handle, ctx_dev(v->ctx)});
        add(r, &r->kernel, (known){v->srv, o->handle, 0, 0});
    } else if (v->fn == LUPINE_FN_cuLibraryGetKernel) {
        add(r, &r->kernel, (known){v->srv, answer_handle(v), 0, 0});
    } else if (v->fn == LUPINE_FN_cuModuleGetFunction && o->kind == LC_OBJ_MODULE) {
        add(r, &r->modfunc, (known){v->srv, answer_handle(v), o->handle, 0});
    } else if (v->fn == LUPINE_FN_cuLibraryGetModule || v->fn == LUPINE_FN_cuFuncGetModule) {
        add(r, &r->libmod, (known){v->srv, answer_handle(v), 0, 0});
    }
    return 0;
}

static void relations_build(relations *r)
{
    memset(r, 0, sizeof *r);
    lc_cache_sweep(LC_CACHE_function, learn, r);
    list *all[] = {&r->kfunc, &r->kernel, &r->modfunc, &r->libmod};
    for (size_t i = 0; i < sizeof all / sizeof *all; i++)
        if (all[i]->n)
            qsort(all[i]->v, all[i]->n, sizeof *all[i]->v, cmp);
}

static void relations_free(relations *r)
{
    free(r->kfunc.v);
    free(r->kernel.v);
    free(r->modfunc.v);
    free(r->libmod.v);
}

/* What a handle given as a CUfunction in context ctx is: kernel `k`'s function on device
 * `dev` (-1: not known), no kernel's, or possibly any kernel's. */
enum { ANY_KERNEL, NO_KERNEL, KERNEL };
typedef struct {
    int what;
    uint64_t k;
    int dev;
} relation;

static relation relate(const relations *r, int srv, uint64_t h, uint64_t ctx)
{
    if (r->failed)
        return (relation){ANY_KERNEL, 0, -1};
    const known *x = find(&r->kfunc, srv, h);
    if (x)
        return (relation){KERNEL, x->k, x->dev};
    if (find(&r->kernel, srv, h))
        return (relation){KERNEL, h, ctx_dev(ctx)};
    x = find(&r->modfunc, srv, h);
    if (x && !find(&r->libmod, srv, x->k))
        return (relation){NO_KERNEL, 0, -1};
    return (relation){ANY_KERNEL, 0, -1};
}

/* ---------------------------------------------------------------- what a setting drops */

typedef struct {
    const relations *rel;
    int srv;
    const lc_cache_obj *set; /* handle: the server's value */
    relation of;             /* a function setting: what its handle is */
} setting;

/* A kernel's setting reaches its answers for that device, and the answers of functions that
 * may be its function on that device. */
static int kernel_drops(const lc_cache_view *v, void *arg)
{
    const setting *s = arg;
    const lc_cache_obj *o = v->obj;
    if (v->srv != s->srv)
        return 0;
    if (!o->kind)
        return 1;
    if (is_setter(v->fn) || !settable(o->attr))
        return 0;
    if (o->kind == LC_OBJ_KERNEL)
        return o->handle == s->set->handle && o->device == s->set->device;
    relation r = relate(s->rel, v->srv, o->handle, v->ctx);
    return r.what == ANY_KERNEL ||
           (r.what == KERNEL && r.k == s->set->handle && (r.dev < 0 || r.dev == s->set->device));
}

/* Whether the function the entry names may be the object a function setting set. */
static int same_function(const setting *s, const lc_cache_view *v)
{
    if (v->obj->handle == s->set->handle)
        return 1;
    if (s->of.what == NO_KERNEL)
        return 0;
    relation r = relate(s->rel, v->srv, v->obj->handle, v->ctx);
    if (s->of.what == ANY_KERNEL)
        return r.what != NO_KERNEL;
    return r.what == ANY_KERNEL || (r.what == KERNEL && r.k == s->of.k);
}

static int function_drops(const lc_cache_view *v, void *arg)
{
    const setting *s = arg;
    const lc_cache_obj *o = v->obj;
    if (v->srv != s->srv)
        return 0;
    if (!o->kind)
        return 1;
    /* the kernel the function may belong to: not by the documentation (see above) */
    int its_kernel = o->kind == LC_OBJ_KERNEL &&
                     (s->of.what == ANY_KERNEL || (s->of.what == KERNEL && o->handle == s->of.k));
    if (is_setter(v->fn)) /* another name of the same function: its last value is not known;
                           * the kernel's is not answered as its get (attr_known) */
        return o->attr == s->set->attr &&
               (o->kind == LC_OBJ_FUNCTION ? same_function(s, v) : its_kernel);
    if (!settable(o->attr))
        return 0;
    return o->kind == LC_OBJ_KERNEL ? its_kernel : same_function(s, v);
}

/* ---------------------------------------------------------------- known values */

typedef struct {
    int srv;
    const lc_cache_obj *obj; /* handle: the server's value */
    int found, value;
} lookup;

static int kernel_answer(const lc_cache_view *v, void *arg)
{
    lookup *l = arg;
    const lc_cache_obj *o = v->obj;
    if (v->fn == LUPINE_FN_cuKernelGetAttribute && v->srv == l->srv &&
        o->kind == LC_OBJ_KERNEL && o->handle == l->obj->handle && o->attr == l->obj->attr &&
        o->device == l->obj->device && v->answer_len == sizeof l->value) {
        memcpy(&l->value, v->answer, sizeof l->value);
        l->found = 1;
    }
    return 0;
}

int lc_attr_set_local(const lc_call *c, const lc_cache_obj *obj, int value)
{
    if (!lc_cache_enabled())
        return 0;
    int srv = lc_cache_server(c), v;
    uint64_t ctx = call_ctx(obj);
    if (lc_cache_noted(LC_CACHE_attribute, c->fn, srv, ctx, obj, &v)) {
        if (v != value)
            return 0;
    } else {
        if (obj->kind != LC_OBJ_KERNEL || obj->attr != CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES)
            return 0;
        lc_cache_obj stripped = *obj;
        stripped.handle = lc_handle_on(srv, obj->handle);
        lookup l = {srv, &stripped, 0, 0};
        lc_cache_sweep(LC_CACHE_attribute, kernel_answer, &l);
        if (!l.found || l.value != value)
            return 0;
        lc_cache_note(LC_CACHE_attribute, c->fn, srv, ctx, obj, value);
    }
    lc_stats_local(c->fn);
    return 1;
}

void lc_attr_set_done(const lc_call *c, const lc_cache_obj *obj, int value)
{
    if (!lc_cache_enabled())
        return;
    int srv = lc_cache_server(c);
    uint64_t ctx = call_ctx(obj);
    relations rel;
    relations_build(&rel);
    lc_cache_obj set = *obj;
    set.handle = lc_handle_on(srv, obj->handle);
    setting s = {&rel, srv, &set, {ANY_KERNEL, 0, -1}};
    if (obj->kind == LC_OBJ_KERNEL) {
        lc_cache_sweep(LC_CACHE_attribute, kernel_drops, &s);
    } else {
        s.of = relate(&rel, srv, set.handle, ctx);
        lc_cache_sweep(LC_CACHE_attribute, function_drops, &s);
    }
    relations_free(&rel);
    lc_cache_note(LC_CACHE_attribute, c->fn, srv, ctx, obj, value);
}

static int attr_known(const lc_call *c, const lc_cache_obj *obj, int *value)
{
    return c->fn == LUPINE_FN_cuKernelGetAttribute && obj->kind == LC_OBJ_KERNEL &&
           obj->attr == CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES &&
           lc_cache_noted(LC_CACHE_attribute, LUPINE_FN_cuKernelSetAttribute,
                          lc_cache_server(c), 0, obj, value);
}

__attribute__((constructor)) static void attributes_init(void)
{
    lc_cache_on_known(attr_known);
}
