/* The physical allocation handles of virtual memory management this session holds
 * (CUmemGenericAllocationHandle), with their references and charges.
 *
 * The driver takes such a handle as its own pointer: on the H200 (driver 580.159.04)
 * cuMemRelease(1) ended the session process (the fuzzer, tests/lupine/test_fuzz.py). So a
 * call that names one (cuMemRelease, cuMemMap, cuMemGetAllocationPropertiesFromHandle,
 * cuMemExportToShareableHandle) reaches the driver only with a handle this session holds, and
 * is answered CUDA_ERROR_INVALID_VALUE otherwise (the stand-in's answer to a handle it does
 * not know). A handle is held from the call that made it (cuMemCreate,
 * cuMemImportFromShareableHandle) and gains a reference at each cuMemRetainAllocationHandle,
 * which the CUDA driver API says "must be released with cuMemRelease"; each cuMemRelease
 * drops one, and the last gives back the bytes cuMemCreate was charged (limits.c). */
#define _GNU_SOURCE
#include "registry.h"

#include <stdlib.h>

/* few: VMM users make large allocations */
static struct {
    uint64_t handle, bytes, refs;
} *g_vmm;
static size_t g_nvmm, g_capvmm;
static pthread_mutex_t g_vmm_lock = PTHREAD_MUTEX_INITIALIZER;

/* With g_vmm_lock held: the entry of handle, or -1. */
static long find(uint64_t handle)
{
    for (size_t i = 0; i < g_nvmm; i++)
        if (g_vmm[i].handle == handle)
            return (long)i;
    return -1;
}

/* With g_vmm_lock held: one reference more to handle (a new entry with `bytes` charged). 0,
 * or -1 when memory ran out (nothing kept). */
static int add_ref(uint64_t handle, uint64_t bytes)
{
    long i = find(handle);
    if (i >= 0) {
        g_vmm[i].refs++;
        g_vmm[i].bytes += bytes;
        return 0;
    }
    if (g_nvmm == g_capvmm) {
        size_t cap = g_capvmm ? 2 * g_capvmm : 16;
        void *grown = realloc(g_vmm, cap * sizeof *g_vmm);
        if (!grown)
            return -1;
        g_vmm = grown;
        g_capvmm = cap;
    }
    g_vmm[g_nvmm].handle = handle;
    g_vmm[g_nvmm].bytes = bytes;
    g_vmm[g_nvmm++].refs = 1;
    return 0;
}

void ls_vmm_charge(ls_session *s, uint64_t handle, uint64_t n)
{
    pthread_mutex_lock(&g_vmm_lock);
    int failed = add_ref(handle, n);
    pthread_mutex_unlock(&g_vmm_lock);
    if (failed) /* nothing keeps the charge: given back, the allocation uncounted */
        ls_mem_refund(s, n);
}

void ls_vmm_ref(ls_session *s, uint64_t handle)
{
    (void)s;
    if (!handle)
        return;
    pthread_mutex_lock(&g_vmm_lock);
    (void)add_ref(handle, 0); /* without memory the handle is refused later: never a crash */
    pthread_mutex_unlock(&g_vmm_lock);
}

int ls_vmm_held(ls_session *s, uint64_t handle)
{
    (void)s;
    pthread_mutex_lock(&g_vmm_lock);
    int held = find(handle) >= 0;
    pthread_mutex_unlock(&g_vmm_lock);
    return held;
}

void ls_vmm_release(ls_session *s, uint64_t handle)
{
    uint64_t n = 0;
    pthread_mutex_lock(&g_vmm_lock);
    long i = find(handle);
    if (i >= 0 && !--g_vmm[i].refs) {
        n = g_vmm[i].bytes;
        g_vmm[i] = g_vmm[--g_nvmm];
    }
    pthread_mutex_unlock(&g_vmm_lock);
    ls_mem_refund(s, n);
}
