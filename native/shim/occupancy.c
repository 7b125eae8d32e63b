/* Occupancy queries that the generic stubs cannot carry (API layer).
 *
 * cuOccupancyMaxActiveClusters and cuOccupancyMaxPotentialClusterSize take a CUlaunchConfig,
 * whose attributes are an array in client memory: the client sends the configuration's
 * fields and the attribute array (as cuLaunchKernelEx does), the server rebuilds the
 * structure (native/server/occupancy.c). cuBLAS asks for MaxActiveClusters whenever it picks
 * a kernel (47 calls in NVIDIA's simpleCUBLAS, 73 in the PyTorch ladder; H200 trace
 * 2026-12-01): answers are kept in the "attribute" cache, as the function's (attributes.c).
 *
 * cuOccupancyMaxPotentialBlockSize(WithFlags) may take a callback giving the dynamic shared
 * memory for a block size, which must run here: the shim searches the block sizes itself
 * with cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags (cached per block size and
 * shared memory size), as the CUDA driver API describes the result: "a reasonable block size
 * that can achieve the maximum occupancy (or, the maximum number of active warps with the
 * fewest blocks per multiprocessor)", and the minimum grid size that reaches it on every
 * multiprocessor. Ties keep the larger block (fewer blocks per multiprocessor). */
#define _GNU_SOURCE
#include "client.h"

#include <string.h>

static CUresult cluster_query(uint32_t fn, int *out, CUfunction f, const CUlaunchConfig *config)
{
    if (!out || !config || (config->numAttrs && !config->attrs) || config->numAttrs > 64)
        return CUDA_ERROR_INVALID_VALUE;
    lc_call c;
    CUresult r = lc_begin(&c, fn);
    if (r)
        return r;
    lc_out_req(&c, out, 4);
    lc_put_launch_config(&c, f, config);
    void *outp[1] = {out};
    uint64_t outn[1] = {4};
    const lc_cache_obj obj = {LC_OBJ_FUNCTION, LC_NO_ATTRIBUTE, (uint64_t)(uintptr_t)f, 0};
    if (lc_cache_fetch_obj(&c, LC_CACHE_attribute, &obj, 1, outp, outn)) {
        lc_end(&c);
        return CUDA_SUCCESS;
    }
    r = lc_send(&c);
    if (r == CUDA_SUCCESS && lc_out(&c, out, 4))
        r = lc_lost();
    if (r == CUDA_SUCCESS)
        lc_cache_store_obj(&c, LC_CACHE_attribute, &obj, 1, outp, outn);
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuOccupancyMaxActiveClusters(int *numClusters, CUfunction func,
                                              const CUlaunchConfig *config)
{
    lc_stats_call(LUPINE_FN_cuOccupancyMaxActiveClusters);
    return cluster_query(LUPINE_FN_cuOccupancyMaxActiveClusters, numClusters, func, config);
}

CUresult CUDAAPI cuOccupancyMaxPotentialClusterSize(int *clusterSize, CUfunction func,
                                                    const CUlaunchConfig *config)
{
    lc_stats_call(LUPINE_FN_cuOccupancyMaxPotentialClusterSize);
    return cluster_query(LUPINE_FN_cuOccupancyMaxPotentialClusterSize, clusterSize, func, config);
}

static CUresult potential_block_size(int *minGridSize, int *blockSize, CUfunction func,
                                     CUoccupancyB2DSize smem_of, size_t dynamicSMemSize,
                                     int blockSizeLimit, unsigned flags)
{
    if (!minGridSize || !blockSize)
        return CUDA_ERROR_INVALID_VALUE;
    int max_threads = 0, warp = 0, sms = 0, per_sm = 0;
    CUdevice dev;
    CUresult r = cuFuncGetAttribute(&max_threads, CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK, func);
    if (!r)
        r = cuCtxGetDevice(&dev);
    if (!r)
        r = cuDeviceGetAttribute(&warp, CU_DEVICE_ATTRIBUTE_WARP_SIZE, dev);
    if (!r)
        r = cuDeviceGetAttribute(&sms, CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT, dev);
    if (!r)
        r = cuDeviceGetAttribute(&per_sm, CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_MULTIPROCESSOR, dev);
    if (r)
        return r;
    if (blockSizeLimit > 0 && blockSizeLimit < max_threads)
        max_threads = blockSizeLimit;
    if (warp <= 0 || max_threads <= 0)
        return CUDA_ERROR_INVALID_VALUE;
    int first = max_threads >= warp ? max_threads / warp * warp : max_threads;
    int best = 0, best_block = 0, best_blocks = 0;
    for (int b = first; b > 0; b -= warp) {
        size_t smem = smem_of ? smem_of(b) : dynamicSMemSize;
        int blocks = 0;
        r = cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(&blocks, func, b, smem, flags);
        if (r)
            return r;
        if (blocks * b > best) {
            best = blocks * b;
            best_block = b;
            best_blocks = blocks;
        }
        if (best >= per_sm) /* every thread slot of a multiprocessor is used */
            break;
    }
    *blockSize = best_block;
    *minGridSize = best_blocks * sms;
    return CUDA_SUCCESS;
}

CUresult CUDAAPI cuOccupancyMaxPotentialBlockSize(int *minGridSize, int *blockSize,
                                                  CUfunction func,
                                                  CUoccupancyB2DSize blockSizeToDynamicSMemSize,
                                                  size_t dynamicSMemSize, int blockSizeLimit)
{
    lc_stats_call(LUPINE_FN_cuOccupancyMaxPotentialBlockSize);
    return potential_block_size(minGridSize, blockSize, func, blockSizeToDynamicSMemSize,
                                dynamicSMemSize, blockSizeLimit, CU_OCCUPANCY_DEFAULT);
}

CUresult CUDAAPI cuOccupancyMaxPotentialBlockSizeWithFlags(
    int *minGridSize, int *blockSize, CUfunction func, CUoccupancyB2DSize blockSizeToDynamicSMemSize,
    size_t dynamicSMemSize, int blockSizeLimit, unsigned int flags)
{
    lc_stats_call(LUPINE_FN_cuOccupancyMaxPotentialBlockSizeWithFlags);
    return potential_block_size(minGridSize, blockSize, func, blockSizeToDynamicSMemSize,
                                dynamicSMemSize, blockSizeLimit, flags);
}
