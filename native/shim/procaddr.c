/* cuGetProcAddress: the CUDA runtime's only way to the driver's functions.
 *
 * The version table is generated from cudaTypedefs.h (one PFN_<name>_v<version> typedef per
 * ABI of a name): a request for `symbol` at `cudaVersion` gets the newest ABI whose version
 * is <= cudaVersion, e.g. cuCtxCreate at 3020 -> cuCtxCreate_v2, at 11040 -> cuCtxCreate_v3,
 * at 12050 or later -> cuCtxCreate_v4. CU_GET_PROC_ADDRESS_PER_THREAD_DEFAULT_STREAM selects
 * the _ptds/_ptsz variant where one exists; CU_GET_PROC_ADDRESS_DEFAULT and _LEGACY_STREAM
 * the legacy-stream one (the driver cannot see the caller's compile flags). Unknown names:
 * CUDA_ERROR_NOT_FOUND with CU_GET_PROC_ADDRESS_SYMBOL_NOT_FOUND; a name whose first ABI is
 * newer than cudaVersion: CUDA_ERROR_NOT_FOUND with CU_GET_PROC_ADDRESS_VERSION_NOT_SUFFICIENT. */
#define _GNU_SOURCE
#include "client.h"

#include <string.h>

/* First row of `symbol` in the sorted table, or -1. */
static int first_row(const char *symbol)
{
    int lo = 0, hi = lupine_proc_version_count;
    while (lo < hi) {
        int mid = (lo + hi) / 2;
        if (strcmp(lupine_proc_versions[mid].base, symbol) < 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo < lupine_proc_version_count && !strcmp(lupine_proc_versions[lo].base, symbol) ? lo : -1;
}

/* cuda.h maps these names to a differently named function from a version on. */
static const struct {
    const char *base;
    int version;
    int fn;
} k_renamed[] = {
    {"cuGraphInstantiate", 12000, LUPINE_FN_cuGraphInstantiateWithFlags},
};

CUresult lc_proc_lookup(const char *symbol, int version, int per_thread, int *fn, int *status)
{
    for (size_t i = 0; i < sizeof k_renamed / sizeof k_renamed[0]; i++)
        if (!strcmp(symbol, k_renamed[i].base) && version >= k_renamed[i].version) {
            *fn = k_renamed[i].fn;
            *status = CU_GET_PROC_ADDRESS_SUCCESS;
            return CUDA_SUCCESS;
        }
    int row = first_row(symbol);
    if (row < 0) {
        *status = CU_GET_PROC_ADDRESS_SYMBOL_NOT_FOUND;
        return CUDA_ERROR_NOT_FOUND;
    }
    int best[2] = {-1, -1}; /* newest fitting legacy / per-thread row */
    for (int i = row; i < lupine_proc_version_count && !strcmp(lupine_proc_versions[i].base, symbol);
         i++) {
        const lupine_proc_version *v = &lupine_proc_versions[i];
        if (v->version <= version &&
            (best[v->stream] < 0 || lupine_proc_versions[best[v->stream]].version < v->version))
            best[v->stream] = i;
    }
    int pick = per_thread && best[1] >= 0 ? best[1] : best[0];
    if (pick < 0) {
        *status = CU_GET_PROC_ADDRESS_VERSION_NOT_SUFFICIENT;
        return CUDA_ERROR_NOT_FOUND;
    }
    *fn = lupine_proc_versions[pick].fn;
    *status = CU_GET_PROC_ADDRESS_SUCCESS;
    return CUDA_SUCCESS;
}

CUresult CUDAAPI cuGetProcAddress_v2(const char *symbol, void **pfn, int cudaVersion,
                                     cuuint64_t flags, CUdriverProcAddressQueryResult *symbolStatus)
{
    lc_stats_call(LUPINE_FN_cuGetProcAddress_v2);
    if (!symbol || !pfn)
        return CUDA_ERROR_INVALID_VALUE;
    *pfn = NULL;
    if (flags & ~(cuuint64_t)(CU_GET_PROC_ADDRESS_LEGACY_STREAM |
                              CU_GET_PROC_ADDRESS_PER_THREAD_DEFAULT_STREAM))
        return CUDA_ERROR_INVALID_VALUE;
    int fn = -1, status = 0;
    if (!*symbol) {
        /* The runtime probes with "" at version 0 first; the real driver (traced on the
         * H200, 580.159.04) answers CUDA_SUCCESS with a NULL function. */
        if (symbolStatus)
            *symbolStatus = CU_GET_PROC_ADDRESS_SYMBOL_NOT_FOUND;
        return CUDA_SUCCESS;
    }
    int per_thread = (flags & CU_GET_PROC_ADDRESS_PER_THREAD_DEFAULT_STREAM) != 0;
    CUresult r = lc_proc_lookup(symbol, cudaVersion, per_thread, &fn, &status);
    if (symbolStatus)
        *symbolStatus = (CUdriverProcAddressQueryResult)status;
    if (r == CUDA_SUCCESS)
        *pfn = lc_symbols[fn];
    lc_debug("cuGetProcAddress(%s, %d, %llu) -> %s", symbol, cudaVersion,
             (unsigned long long)flags, r ? "not found" : lupine_fn_names[fn]);
    return r;
}

CUresult CUDAAPI cuGetProcAddress(const char *symbol, void **pfn, int cudaVersion, cuuint64_t flags)
{
    lc_stats_call(LUPINE_FN_cuGetProcAddress);
    return cuGetProcAddress_v2(symbol, pfn, cudaVersion, flags, NULL);
}
