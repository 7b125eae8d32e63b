/* The JIT linker (cuLinkCreate_v2, cuLinkAddData_v2, cuLinkAddFile_v2, cuLinkComplete,
 * cuLinkDestroy): the driver's linker runs on the server (native/server/link.c has the wire).
 *
 * What stays here, per link state: the caller's options and optionValues of cuLinkCreate
 * ("optionValues must remain valid for the life of the CUlinkState if output options are
 * used", cuda.h), into which every answer's update is copied, as the driver writes them: the
 * log sizes filled (CU_JIT_*_LOG_BUFFER_SIZE_BYTES), the wall time (CU_JIT_WALL_TIME, a float
 * in the value's first four bytes), the threads targeted (CU_JIT_THREADS_PER_BLOCK) and the
 * two logs, NUL-terminated within the sizes the caller gave. The cubin of cuLinkComplete is a
 * copy owned by the state, freed by cuLinkDestroy ("The cubin is owned by state").
 *
 * Options whose values are arrays of names or host addresses (CU_JIT_GLOBAL_SYMBOL_NAMES and
 * _ADDRESSES, CU_JIT_REFERENCED_KERNEL_NAMES, CU_JIT_REFERENCED_VARIABLE_NAMES) would point the
 * server's linker into this process: refused with the reason. cuLinkAddFile reads the file
 * here and adds its bytes, which the API documents as equivalent. */
#define _GNU_SOURCE
#include "client.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define LINK_MAX_OPTIONS 64
#define LINK_MAX_FILE ((size_t)1 << 30)

typedef struct link_state {
    struct link_state *next;
    uint64_t handle;
    unsigned n;
    CUjit_option opts[LINK_MAX_OPTIONS];
    void **vals; /* the caller's array */
    char *info, *error;
    size_t info_cap, error_cap;
    void *cubin;
} link_state;

static pthread_mutex_t g_lock = PTHREAD_MUTEX_INITIALIZER;
static link_state *g_states;

static link_state *find(uint64_t handle)
{
    link_state *k = g_states;
    while (k && k->handle != handle)
        k = k->next;
    return k;
}

/* NULL when every option may cross, else why not. */
static const char *options_refusal(unsigned n, const CUjit_option *opts, void **vals)
{
    if (n > LINK_MAX_OPTIONS)
        return "more than 64 JIT options";
    if (n && (!opts || !vals))
        return NULL; /* the server answers CUDA_ERROR_INVALID_VALUE */
    for (unsigned i = 0; i < n; i++)
        if (opts[i] == CU_JIT_GLOBAL_SYMBOL_NAMES || opts[i] == CU_JIT_GLOBAL_SYMBOL_ADDRESSES ||
            opts[i] == CU_JIT_REFERENCED_KERNEL_NAMES ||
            opts[i] == CU_JIT_REFERENCED_VARIABLE_NAMES)
            return "a JIT option whose value is an array of names or host addresses of this "
                   "process cannot reach the linker on the GPU's machine";
    return NULL;
}

static void put_options(lc_call *c, unsigned n, const CUjit_option *opts, void **vals)
{
    uint64_t nn = n, o[LINK_MAX_OPTIONS], v[LINK_MAX_OPTIONS];
    for (unsigned i = 0; i < n; i++) {
        o[i] = (uint64_t)opts[i];
        /* the log buffers are the server's; their addresses here mean nothing there */
        v[i] = opts[i] == CU_JIT_INFO_LOG_BUFFER || opts[i] == CU_JIT_ERROR_LOG_BUFFER
                   ? 0
                   : (uint64_t)(uintptr_t)vals[i];
    }
    lc_scalar(c, &nn, 8);
    lc_in(c, n ? o : NULL, 8ull * n);
    lc_in(c, n ? v : NULL, 8ull * n);
}

/* Reads a count and that many bytes (at most cap) into a new buffer. -1: the reply is bad. */
static int out_run(lc_call *c, void **p, uint64_t *n, uint64_t cap)
{
    *p = NULL;
    if (lc_out(c, n, 8) || *n > cap || !(*p = malloc(*n ? (size_t)*n : 1)))
        return -1;
    if (lc_out(c, *p, *n)) {
        free(*p);
        *p = NULL;
        return -1;
    }
    return 0;
}

static void copy_log(char *dst, size_t cap, const char *src, uint64_t n)
{
    if (!dst || !cap)
        return;
    size_t k = n < cap - 1 ? (size_t)n : cap - 1;
    memcpy(dst, src, k);
    dst[k] = 0;
}

/* Reads the update (server link.c) and writes it into the caller's options and logs. */
static int read_update(lc_call *c, uint64_t handle)
{
    void *words = NULL, *info = NULL, *error = NULL;
    uint64_t nw, ni, ne;
    int bad = out_run(c, &words, &nw, 8 * LINK_MAX_OPTIONS) ||
              out_run(c, &info, &ni, (uint64_t)1 << 20) ||
              out_run(c, &error, &ne, (uint64_t)1 << 20);
    if (!bad) {
        pthread_mutex_lock(&g_lock);
        link_state *k = find(handle);
        if (k && nw == 8ull * k->n) {
            for (unsigned i = 0; i < k->n; i++) {
                uint64_t w;
                memcpy(&w, (char *)words + 8 * i, 8);
                switch (k->opts[i]) {
                case CU_JIT_WALL_TIME: /* a float in the value's first bytes */
                    memcpy(&k->vals[i], &w, sizeof(float));
                    break;
                case CU_JIT_THREADS_PER_BLOCK:
                case CU_JIT_INFO_LOG_BUFFER_SIZE_BYTES:
                case CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES:
                    k->vals[i] = (void *)(uintptr_t)(unsigned)w;
                    break;
                default:
                    break;
                }
            }
            copy_log(k->info, k->info_cap, info, ni);
            copy_log(k->error, k->error_cap, error, ne);
        }
        pthread_mutex_unlock(&g_lock);
    }
    free(words);
    free(info);
    free(error);
    return bad ? -1 : 0;
}

CUresult CUDAAPI cuLinkCreate_v2(unsigned int numOptions, CUjit_option *options,
                                 void **optionValues, CUlinkState *stateOut)
{
    lc_stats_call(LUPINE_FN_cuLinkCreate_v2);
    if (!stateOut)
        return CUDA_ERROR_INVALID_VALUE;
    const char *why = options_refusal(numOptions, options, optionValues);
    if (why)
        return lc_refuse(LUPINE_FN_cuLinkCreate_v2, why);
    if (numOptions && (!options || !optionValues))
        return CUDA_ERROR_INVALID_VALUE;
    link_state *k = calloc(1, sizeof *k);
    if (!k)
        return CUDA_ERROR_OUT_OF_MEMORY;
    k->n = numOptions;
    k->vals = optionValues;
    for (unsigned i = 0; i < numOptions; i++) {
        k->opts[i] = options[i];
        unsigned v = (unsigned)(uintptr_t)optionValues[i];
        if (options[i] == CU_JIT_INFO_LOG_BUFFER)
            k->info = optionValues[i];
        else if (options[i] == CU_JIT_ERROR_LOG_BUFFER)
            k->error = optionValues[i];
        else if (options[i] == CU_JIT_INFO_LOG_BUFFER_SIZE_BYTES)
            k->info_cap = v;
        else if (options[i] == CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES)
            k->error_cap = v;
    }
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuLinkCreate_v2);
    if (r) {
        free(k);
        return r;
    }
    put_options(&c, numOptions, options, optionValues);
    r = lc_send(&c);
    if (r == CUDA_SUCCESS && lc_out(&c, &k->handle, 8))
        r = lc_lost();
    else if (r == CUDA_SUCCESS)
        lc_handles_out(&c, &k->handle, 1);
    lc_end(&c);
    if (r != CUDA_SUCCESS) {
        free(k);
        return r;
    }
    pthread_mutex_lock(&g_lock);
    k->next = g_states;
    g_states = k;
    pthread_mutex_unlock(&g_lock);
    *stateOut = (CUlinkState)(uintptr_t)k->handle;
    return CUDA_SUCCESS;
}

static CUresult add_data(int fn, CUlinkState state, CUjitInputType type, const void *data,
                         size_t size, const char *name, unsigned n, CUjit_option *opts,
                         void **vals)
{
    const char *why = options_refusal(n, opts, vals);
    if (why)
        return lc_refuse(fn, why);
    if (!data || (n && (!opts || !vals)))
        return CUDA_ERROR_INVALID_VALUE;
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuLinkAddData_v2);
    if (r)
        return r;
    uint64_t h = (uint64_t)(uintptr_t)state, t = (uint64_t)type;
    lc_handle(&c, &h);
    lc_scalar(&c, &t, 8);
    lc_in(&c, data, size);
    lc_in(&c, name, name ? strlen(name) + 1 : 0);
    put_options(&c, n, opts, vals);
    r = lc_send(&c);
    if (!lc_out_empty(&c) && read_update(&c, h))
        r = lc_lost();
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuLinkAddData_v2(CUlinkState state, CUjitInputType type, void *data,
                                  size_t size, const char *name, unsigned int numOptions,
                                  CUjit_option *options, void **optionValues)
{
    lc_stats_call(LUPINE_FN_cuLinkAddData_v2);
    return add_data(LUPINE_FN_cuLinkAddData_v2, state, type, data, size, name, numOptions,
                    options, optionValues);
}

CUresult CUDAAPI cuLinkAddFile_v2(CUlinkState state, CUjitInputType type, const char *path,
                                  unsigned int numOptions, CUjit_option *options,
                                  void **optionValues)
{
    lc_stats_call(LUPINE_FN_cuLinkAddFile_v2);
    if (!path)
        return CUDA_ERROR_INVALID_VALUE;
    unsigned char *buf;
    size_t n;
    CUresult r = lc_read_file(LUPINE_FN_cuLinkAddFile_v2, path, LINK_MAX_FILE, &buf, &n);
    if (r != CUDA_SUCCESS)
        return r;
    /* PTX goes with its terminating NUL, as cuLinkAddData requires of PTX data */
    size_t size = n + (type == CU_JIT_INPUT_PTX ? 1 : 0);
    r = add_data(LUPINE_FN_cuLinkAddFile_v2, state, type, buf, size, path, numOptions, options,
                 optionValues);
    free(buf);
    return r;
}

CUresult CUDAAPI cuLinkComplete(CUlinkState state, void **cubinOut, size_t *sizeOut)
{
    lc_stats_call(LUPINE_FN_cuLinkComplete);
    if (!cubinOut)
        return CUDA_ERROR_INVALID_VALUE;
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuLinkComplete);
    if (r)
        return r;
    uint64_t h = (uint64_t)(uintptr_t)state, n = 0;
    lc_handle(&c, &h);
    r = lc_send(&c);
    void *cubin = NULL;
    if (!lc_out_empty(&c) &&
        (out_run(&c, &cubin, &n, LP_MAX_OUT) || read_update(&c, h)))
        r = lc_lost();
    lc_end(&c);
    if (r == CUDA_SUCCESS) {
        pthread_mutex_lock(&g_lock);
        link_state *k = find(h);
        if (k) {
            free(k->cubin); /* a second completion replaces the first image */
            k->cubin = cubin;
            cubin = NULL;
            *cubinOut = k->cubin;
            if (sizeOut)
                *sizeOut = (size_t)n;
        } else {
            r = CUDA_ERROR_INVALID_HANDLE;
        }
        pthread_mutex_unlock(&g_lock);
    }
    free(cubin);
    return r;
}

CUresult CUDAAPI cuLinkDestroy(CUlinkState state)
{
    lc_stats_call(LUPINE_FN_cuLinkDestroy);
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuLinkDestroy);
    if (r)
        return r;
    uint64_t h = (uint64_t)(uintptr_t)state;
    lc_handle(&c, &h);
    r = lc_send(&c);
    lc_end(&c);
    if (r == CUDA_SUCCESS) {
        pthread_mutex_lock(&g_lock);
        for (link_state **p = &g_states; *p; p = &(*p)->next)
            if ((*p)->handle == h) {
                link_state *k = *p;
                *p = k->next;
                free(k->cubin);
                free(k);
                break;
            }
        pthread_mutex_unlock(&g_lock);
    }
    return r;
}

/* The CUDA 5.5 names (cuGetProcAddress hands them to callers asking for versions before 6.5):
 * the same parameters, the same calls. */
CUresult CUDAAPI cuLinkCreate(unsigned int numOptions, CUjit_option *options, void **optionValues,
                              CUlinkState *stateOut)
{
    return cuLinkCreate_v2(numOptions, options, optionValues, stateOut);
}

CUresult CUDAAPI cuLinkAddData(CUlinkState state, CUjitInputType type, void *data, size_t size,
                               const char *name, unsigned int numOptions, CUjit_option *options,
                               void **optionValues)
{
    return cuLinkAddData_v2(state, type, data, size, name, numOptions, options, optionValues);
}

CUresult CUDAAPI cuLinkAddFile(CUlinkState state, CUjitInputType type, const char *path,
                               unsigned int numOptions, CUjit_option *options, void **optionValues)
{
    return cuLinkAddFile_v2(state, type, path, numOptions, options, optionValues);
}
