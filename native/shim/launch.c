/* Kernel launches: kernelParams is an array of pointers into the caller's memory, so the
 * client packs the values into one buffer laid out as the driver reports with
 * cuFuncGetParamInfo (cuKernelGetParamInfo for a CUkernel passed as a CUfunction), and the
 * server launches with CU_LAUNCH_PARAM_BUFFER_POINTER. Layouts are cached per function;
 * launches are deferred calls. Graph kernel nodes (graph.c) pack through lc_kernel_pack and
 * read layouts through lc_kernel_layout. */
#define _GNU_SOURCE
#include "client.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#define LC_MAX_PARAMS 1024

typedef struct {
    CUfunction f;
    int n;
    size_t *off, *size;
} layout;

static pthread_mutex_t g_lock = PTHREAD_MUTEX_INITIALIZER;
static layout *g_layouts;
static size_t g_count, g_cap;

/* Code went (lc_code_unloaded): a function's handle may name another function now. */
static void layouts_clear(void)
{
    pthread_mutex_lock(&g_lock);
    for (size_t i = 0; i < g_count; i++) {
        free(g_layouts[i].off);
        free(g_layouts[i].size);
    }
    g_count = 0;
    pthread_mutex_unlock(&g_lock);
}

__attribute__((constructor)) static void launch_init(void) { lc_on_code_unloaded(layouts_clear); }

static CUresult query_layout(CUfunction f, layout *out)
{
    size_t cap = 16;
    out->f = f;
    out->n = 0;
    out->off = malloc(cap * sizeof(size_t));
    out->size = malloc(cap * sizeof(size_t));
    if (!out->off || !out->size)
        return CUDA_ERROR_OUT_OF_MEMORY;
    int kernel = 0;
    for (int i = 0; i < LC_MAX_PARAMS; i++) {
        size_t o = 0, s = 0;
        CUresult r = kernel ? lc_fwd_cuKernelGetParamInfo((CUkernel)f, (size_t)i, &o, &s)
                            : lc_fwd_cuFuncGetParamInfo(f, (size_t)i, &o, &s);
        if (r == CUDA_ERROR_INVALID_HANDLE && i == 0 && !kernel) {
            kernel = 1;
            i = -1;
            continue;
        }
        if (r == CUDA_ERROR_INVALID_VALUE) /* past the last parameter */
            return CUDA_SUCCESS;
        if (r)
            return r;
        if ((size_t)out->n == cap) {
            cap *= 2;
            size_t *a = realloc(out->off, cap * sizeof(size_t));
            size_t *b = a ? realloc(out->size, cap * sizeof(size_t)) : NULL;
            if (a)
                out->off = a;
            if (!a || !b)
                return CUDA_ERROR_OUT_OF_MEMORY;
            out->size = b;
        }
        out->off[out->n] = o;
        out->size[out->n] = s;
        out->n++;
    }
    return CUDA_ERROR_INVALID_VALUE;
}

/* Copies the layout of f into *out (caller frees), querying the server on first use. */
static CUresult get_layout(CUfunction f, layout *out)
{
    pthread_mutex_lock(&g_lock);
    for (size_t i = 0; i < g_count; i++)
        if (g_layouts[i].f == f) {
            layout *l = &g_layouts[i];
            out->f = f;
            out->n = l->n;
            out->off = malloc((size_t)(l->n ? l->n : 1) * sizeof(size_t));
            out->size = malloc((size_t)(l->n ? l->n : 1) * sizeof(size_t));
            if (out->off && out->size) {
                memcpy(out->off, l->off, (size_t)l->n * sizeof(size_t));
                memcpy(out->size, l->size, (size_t)l->n * sizeof(size_t));
            }
            pthread_mutex_unlock(&g_lock);
            return out->off && out->size ? CUDA_SUCCESS : CUDA_ERROR_OUT_OF_MEMORY;
        }
    pthread_mutex_unlock(&g_lock);
    layout fresh;
    CUresult r = query_layout(f, &fresh);
    if (r) {
        free(fresh.off);
        free(fresh.size);
        return r;
    }
    pthread_mutex_lock(&g_lock);
    if (g_count == g_cap) {
        size_t cap = g_cap ? 2 * g_cap : 32;
        layout *n = realloc(g_layouts, cap * sizeof *n);
        if (n) {
            g_layouts = n;
            g_cap = cap;
        }
    }
    if (g_count < g_cap) {
        layout copy = fresh;
        copy.off = malloc((size_t)(fresh.n ? fresh.n : 1) * sizeof(size_t));
        copy.size = malloc((size_t)(fresh.n ? fresh.n : 1) * sizeof(size_t));
        if (copy.off && copy.size) {
            memcpy(copy.off, fresh.off, (size_t)fresh.n * sizeof(size_t));
            memcpy(copy.size, fresh.size, (size_t)fresh.n * sizeof(size_t));
            g_layouts[g_count++] = copy;
        } else {
            free(copy.off);
            free(copy.size);
        }
    }
    pthread_mutex_unlock(&g_lock);
    *out = fresh;
    return CUDA_SUCCESS;
}

/* Copy the kernelParams array of a launch into buf at the offsets of f's parameter layout
 * (the parameter space as the driver lays it out); *total is the packed size. */
static CUresult pack_params(CUfunction f, void **params, unsigned char buf[LC_MAX_PARAM_BYTES],
                            size_t *total)
{
    layout l;
    CUresult r = get_layout(f, &l);
    if (r)
        return r;
    for (int i = 0; i < l.n; i++) {
        if (l.off[i] + l.size[i] > LC_MAX_PARAM_BYTES || !params[i]) {
            r = CUDA_ERROR_INVALID_VALUE;
            break;
        }
        memcpy(buf + l.off[i], params[i], l.size[i]);
        if (l.off[i] + l.size[i] > *total)
            *total = l.off[i] + l.size[i];
    }
    free(l.off);
    free(l.size);
    return r;
}

CUresult lc_kernel_pack(CUfunction f, void **params, void **extra,
                        unsigned char buf[LC_MAX_PARAM_BYTES], size_t *total)
{
    *total = 0;
    if (params)
        return pack_params(f, params, buf, total);
    if (extra) {
        const void *p = NULL;
        const size_t *n = NULL;
        for (int i = 0; i < 64 && extra[i] != CU_LAUNCH_PARAM_END; i += 2) {
            if (extra[i] == CU_LAUNCH_PARAM_BUFFER_POINTER)
                p = extra[i + 1];
            else if (extra[i] == CU_LAUNCH_PARAM_BUFFER_SIZE)
                n = extra[i + 1];
            else
                return CUDA_ERROR_INVALID_VALUE;
        }
        if (!p || !n || *n > LC_MAX_PARAM_BYTES)
            return CUDA_ERROR_INVALID_VALUE;
        memcpy(buf, p, *n);
        *total = *n;
    }
    return CUDA_SUCCESS;
}

CUresult lc_kernel_layout(CUfunction f, int *n, size_t **off, size_t **size)
{
    layout l;
    CUresult r = get_layout(f, &l);
    if (r)
        return r;
    *n = l.n;
    *off = l.off;
    *size = l.size;
    return CUDA_SUCCESS;
}

static CUresult launch(uint32_t fn, CUfunction f, unsigned gx, unsigned gy, unsigned gz,
                       unsigned bx, unsigned by, unsigned bz, unsigned shmem, CUstream s,
                       void **params, void **extra)
{
    unsigned char buf[LC_MAX_PARAM_BYTES];
    size_t total = 0;
    CUresult pr = lc_kernel_pack(f, params, extra, buf, &total);
    if (pr == CUDA_SUCCESS)
        pr = lc_mapped_launch(buf, total, s);
    if (pr)
        return pr;
    lc_call c;
    CUresult r = lc_begin(&c, fn);
    if (r)
        return r;
    lc_handle(&c, &f);
    unsigned dims[7] = {gx, gy, gz, bx, by, bz, shmem};
    for (int i = 0; i < 7; i++)
        lc_scalar(&c, &dims[i], sizeof dims[i]);
    lc_stream(&c, &s);
    lc_in(&c, (params || extra) ? buf : NULL, total);
    r = lc_defer(&c);
    lc_end(&c);
    if (r == CUDA_SUCCESS)
        lc_stream_submit(s);
    return r;
}

CUresult CUDAAPI cuLaunchKernel(CUfunction f, unsigned gx, unsigned gy, unsigned gz, unsigned bx,
                                unsigned by, unsigned bz, unsigned shmem, CUstream s,
                                void **params, void **extra)
{
    lc_stats_call(LUPINE_FN_cuLaunchKernel);
    return launch(LUPINE_FN_cuLaunchKernel, f, gx, gy, gz, bx, by, bz, shmem, s, params, extra);
}

CUresult CUDAAPI cuLaunchKernel_ptsz(CUfunction f, unsigned gx, unsigned gy, unsigned gz,
                                     unsigned bx, unsigned by, unsigned bz, unsigned shmem,
                                     CUstream s, void **params, void **extra)
{
    lc_stats_call(LUPINE_FN_cuLaunchKernel_ptsz);
    return launch(LUPINE_FN_cuLaunchKernel_ptsz, f, gx, gy, gz, bx, by, bz, shmem, s, params,
                  extra);
}

/* A launch configuration on the wire (cuLaunchKernelEx, the cluster occupancy queries): the
 * function, the seven dimensions, the stream and the attribute array. */
void lc_put_launch_config(lc_call *c, CUfunction f, const CUlaunchConfig *config)
{
    lc_handle(c, &f);
    unsigned dims[7] = {config->gridDimX,  config->gridDimY,  config->gridDimZ,
                        config->blockDimX, config->blockDimY, config->blockDimZ,
                        config->sharedMemBytes};
    for (int i = 0; i < 7; i++)
        lc_scalar(c, &dims[i], sizeof dims[i]);
    lc_stream(c, &config->hStream);
    uint64_t bytes = (uint64_t)config->numAttrs * sizeof(CUlaunchAttribute);
    CUlaunchAttribute *a = config->numAttrs && bytes < LC_INLINE_MAX ? malloc(bytes) : NULL;
    if (!a) { /* none, or more than any launch has: the server refuses what it cannot read */
        lc_in(c, config->numAttrs ? config->attrs : NULL, bytes);
        return;
    }
    memcpy(a, config->attrs, bytes);
    for (unsigned i = 0; i < config->numAttrs; i++) {
        /* the event of a programmatic or completion event: its server's value, and it names
         * the server (routing.h: handle tags) */
        CUevent *e = a[i].id == CU_LAUNCH_ATTRIBUTE_PROGRAMMATIC_EVENT
                         ? &a[i].value.programmaticEvent.event
                     : a[i].id == CU_LAUNCH_ATTRIBUTE_LAUNCH_COMPLETION_EVENT
                         ? &a[i].value.launchCompletionEvent.event
                         : NULL;
        if (e && *e) {
            int srv = lc_handle_server((uint64_t)(uintptr_t)*e);
            if ((uint64_t)(uintptr_t)*e >= LC_HANDLE_MIN && srv < 0)
                c->bad_handle = 1;
            lc_route(c, srv);
            *e = LC_STRIP(*e);
        }
    }
    lc_in(c, a, bytes); /* copied into the call (below LC_INLINE_MAX) */
    free(a);
}

/* cuLaunchKernelEx: the configuration's scalar fields, its attributes (plain values and
 * event handles, which the server checks) and the packed parameters. */
static CUresult launch_ex(uint32_t fn, const CUlaunchConfig *config, CUfunction f, void **params,
                          void **extra)
{
    if (!config || (config->numAttrs && !config->attrs))
        return CUDA_ERROR_INVALID_VALUE;
    /* Every other CUlaunchAttributeID of CUDA 13.0 travels as its 64 value bytes (an access
     * policy window's base_ptr is a device address, the same here and on the server; the
     * events of programmatic and completion events are translated in lc_put_launch_config).
     * A device-updatable kernel node is the exception: "On success, a handle will be returned
     * via ... devNode", written into the caller's attribute, which a launch sent to the
     * server cannot write back. */
    for (unsigned i = 0; i < config->numAttrs; i++)
        if (config->attrs[i].id == CU_LAUNCH_ATTRIBUTE_DEVICE_UPDATABLE_KERNEL_NODE &&
            config->attrs[i].value.deviceUpdatableKernelNode.deviceUpdatable)
            return lc_refuse(fn, "CU_LAUNCH_ATTRIBUTE_DEVICE_UPDATABLE_KERNEL_NODE: the driver "
                                 "returns the device node in the caller's attribute, which a "
                                 "launch on another machine cannot write back; add the node "
                                 "with cuGraphAddKernelNode, set the attribute with "
                                 "cuGraphKernelNodeSetAttribute and read devNode with "
                                 "cuGraphKernelNodeGetAttribute");
    unsigned char buf[LC_MAX_PARAM_BYTES];
    size_t total = 0;
    /* kernelParams, or the packed buffer of `extra` (CU_LAUNCH_PARAM_BUFFER_POINTER/_SIZE:
     * cuBLASLt's Hopper GEMM kernels launch this way), as cuLaunchKernel takes them */
    CUresult r = lc_kernel_pack(f, params, extra, buf, &total);
    if (r == CUDA_SUCCESS)
        r = lc_mapped_launch(buf, total, config->hStream);
    if (r)
        return r;
    lc_call c;
    r = lc_begin(&c, fn);
    if (r)
        return r;
    lc_put_launch_config(&c, f, config);
    lc_in(&c, (params || extra) ? buf : NULL, total);
    /* A cooperative launch the device cannot hold all at once fails at the call
     * (CUDA_ERROR_COOPERATIVE_LAUNCH_TOO_LARGE): such launches wait for their answer. */
    int cooperative = 0;
    for (unsigned i = 0; i < config->numAttrs; i++)
        if (config->attrs[i].id == CU_LAUNCH_ATTRIBUTE_COOPERATIVE &&
            config->attrs[i].value.cooperative)
            cooperative = 1;
    r = cooperative ? lc_send(&c) : lc_defer(&c);
    lc_end(&c);
    if (r == CUDA_SUCCESS)
        lc_stream_submit(config->hStream);
    return r;
}

CUresult CUDAAPI cuLaunchKernelEx(const CUlaunchConfig *config, CUfunction f, void **params,
                                  void **extra)
{
    lc_stats_call(LUPINE_FN_cuLaunchKernelEx);
    return launch_ex(LUPINE_FN_cuLaunchKernelEx, config, f, params, extra);
}

CUresult CUDAAPI cuLaunchKernelEx_ptsz(const CUlaunchConfig *config, CUfunction f, void **params,
                                       void **extra)
{
    lc_stats_call(LUPINE_FN_cuLaunchKernelEx_ptsz);
    return launch_ex(LUPINE_FN_cuLaunchKernelEx_ptsz, config, f, params, extra);
}

/* cuLaunchCooperativeKernel: the same launch as cuLaunchKernelEx with the cooperative launch
 * attribute (CU_LAUNCH_ATTRIBUTE_COOPERATIVE: "equivalent to cuLaunchCooperativeKernel", CUDA
 * driver API), so the server needs nothing new and the parameters travel packed. */
static CUresult cooperative(uint32_t fn, CUfunction f, unsigned gx, unsigned gy, unsigned gz,
                            unsigned bx, unsigned by, unsigned bz, unsigned shmem, CUstream s,
                            void **params)
{
    CUlaunchAttribute attr;
    memset(&attr, 0, sizeof attr);
    attr.id = CU_LAUNCH_ATTRIBUTE_COOPERATIVE;
    attr.value.cooperative = 1;
    CUlaunchConfig config = {gx, gy, gz, bx, by, bz, shmem, s, &attr, 1};
    return launch_ex(fn, &config, f, params, NULL);
}

CUresult CUDAAPI cuLaunchCooperativeKernel(CUfunction f, unsigned gx, unsigned gy, unsigned gz,
                                           unsigned bx, unsigned by, unsigned bz, unsigned shmem,
                                           CUstream s, void **params)
{
    lc_stats_call(LUPINE_FN_cuLaunchCooperativeKernel);
    return cooperative(LUPINE_FN_cuLaunchKernelEx, f, gx, gy, gz, bx, by, bz, shmem, s, params);
}

CUresult CUDAAPI cuLaunchCooperativeKernel_ptsz(CUfunction f, unsigned gx, unsigned gy,
                                                unsigned gz, unsigned bx, unsigned by,
                                                unsigned bz, unsigned shmem, CUstream s,
                                                void **params)
{
    lc_stats_call(LUPINE_FN_cuLaunchCooperativeKernel_ptsz);
    return cooperative(LUPINE_FN_cuLaunchKernelEx_ptsz, f, gx, gy, gz, bx, by, bz, shmem, s,
                       params);
}
