// Occupancy and function attributes: cudaFuncGetAttributes (launch bounds, static shared
// memory, versions), cudaFuncSetAttribute (dynamic shared memory above 48 KiB), the occupancy
// calculator (blocks per SM, potential block size, dynamic shared memory per block, active
// clusters), a cooperative launch that fits and one that does not, and the kernel's results.
// Checked: what the CUDA programming guide's occupancy rules imply for an sm_90 device with
// 228 KiB of shared memory per SM, whatever the kernel's register count.
#define PROGRAM "occupancy"
#include "lupine_test.cuh"

#include <vector>

int main()
{
    int dev = 0;
    CUDA_OK(cudaGetDevice(&dev));
    cudaDeviceProp prop;
    CUDA_OK(cudaGetDeviceProperties(&prop, dev));
    std::printf("info %s, cc %d.%d, %d SMs\n", prop.name, prop.major, prop.minor,
                prop.multiProcessorCount);
    CHECK(prop.major == 9 && prop.minor == 0, "compute capability 9.0");
    CHECK(prop.sharedMemPerMultiprocessor == 233472, "228 KiB of shared memory per SM");

    cudaFuncAttributes fa;
    CUDA_OK(cudaFuncGetAttributes(&fa, lupine_block_sum_u32));
    std::printf("info maxThreadsPerBlock %d, sharedSizeBytes %zu, numRegs %d, ptx %d, binary %d\n",
                fa.maxThreadsPerBlock, fa.sharedSizeBytes, fa.numRegs, fa.ptxVersion,
                fa.binaryVersion);
    CHECK(fa.maxThreadsPerBlock == 256, "__launch_bounds__(256) caps threads per block");
    CHECK(fa.sharedSizeBytes >= 1024, "1 KiB of static shared memory");
    CHECK(fa.ptxVersion >= 90 && fa.binaryVersion == 90, "PTX and binary versions of sm_90");
    CHECK(fa.maxDynamicSharedSizeBytes == 48 * 1024 - (int)fa.sharedSizeBytes,
          "dynamic shared memory: 48 KiB less the static part without opting in");

    int blocks = 0;
    CUDA_OK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, lupine_block_sum_u32, 256, 0));
    std::printf("info %d blocks of 256 per SM\n", blocks);
    CHECK(blocks >= 1 && blocks <= 8, "blocks of 256 per SM: 1 to 2048/256");
    int min_grid = 0, best = 0;
    CUDA_OK(cudaOccupancyMaxPotentialBlockSize(&min_grid, &best, lupine_block_sum_u32, 0, 0));
    int at_best = 0;
    CUDA_OK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&at_best, lupine_block_sum_u32, best, 0));
    std::printf("info potential block size %d, min grid %d\n", best, min_grid);
    CHECK(best >= 32 && best <= 256 && best % 32 == 0, "potential block size: warps, <= 256");
    CHECK(min_grid == at_best * prop.multiProcessorCount,
          "min grid: blocks per SM at that size times the SMs");

    // opting in to 100 KiB of dynamic shared memory: two such blocks fit an SM
    const int big = 100 * 1024;
    CUDA_FAILS(cudaFuncSetAttribute(lupine_block_sum_u32,
                                    cudaFuncAttributeMaxDynamicSharedMemorySize, 300 * 1024),
               cudaErrorInvalidValue);
    CUDA_OK(cudaFuncSetAttribute(lupine_block_sum_u32, cudaFuncAttributeMaxDynamicSharedMemorySize,
                                 big));
    CUDA_OK(cudaFuncGetAttributes(&fa, lupine_block_sum_u32));
    CHECK(fa.maxDynamicSharedSizeBytes == big, "the opted-in maximum reads back");
    CUDA_OK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, lupine_block_sum_u32, 256, big));
    CHECK(blocks == 2, "with 100 KiB dynamic shared memory: 2 blocks per SM");
    size_t avail = 0;
    CUDA_OK(cudaOccupancyAvailableDynamicSMemPerBlock(&avail, lupine_block_sum_u32, 2, 256));
    std::printf("info %zu bytes of dynamic shared memory per block at 2 blocks per SM\n", avail);
    CHECK(avail >= (size_t)big && avail < 116 * 1024, "dynamic shared memory at 2 blocks per SM");

    // clusters of 2 blocks
    cudaLaunchConfig_t cfg;
    std::memset(&cfg, 0, sizeof cfg);
    cfg.gridDim = dim3(64);
    cfg.blockDim = dim3(256);
    cudaLaunchAttribute cluster;
    cluster.id = cudaLaunchAttributeClusterDimension;
    cluster.val.clusterDim.x = 2;
    cluster.val.clusterDim.y = 1;
    cluster.val.clusterDim.z = 1;
    cfg.attrs = &cluster;
    cfg.numAttrs = 1;
    int clusters = 0;
    CUDA_OK(cudaOccupancyMaxActiveClusters(&clusters, lupine_block_sum_u32, &cfg));
    std::printf("info %d active clusters of 2\n", clusters);
    CHECK(clusters >= 1, "clusters of 2 blocks fit");

    // the kernel, launched normally, with a cluster, and cooperatively
    const unsigned n = 256 * 64;
    std::vector<unsigned> hx(n), out(64);
    for (unsigned i = 0; i < n; i++)
        hx[i] = i % 1000;
    unsigned *x = nullptr, *o = nullptr;
    CUDA_REQUIRE(cudaMalloc(&x, n * sizeof(unsigned)));
    CUDA_REQUIRE(cudaMalloc(&o, 64 * sizeof(unsigned)));
    CUDA_OK(cudaMemcpy(x, hx.data(), n * sizeof(unsigned), cudaMemcpyHostToDevice));
    auto sums_ok = [&](const char *what) {
        CUDA_OK(cudaMemcpy(out.data(), o, 64 * sizeof(unsigned), cudaMemcpyDeviceToHost));
        bool ok = true;
        for (unsigned b = 0; b < 64; b++) {
            unsigned want = 0;
            for (unsigned t = 0; t < 256; t++)
                want += hx[b * 256 + t];
            ok &= out[b] == want;
        }
        CHECK(ok, what);
        CUDA_OK(cudaMemset(o, 0, 64 * sizeof(unsigned)));
    };
    lupine_block_sum_u32<<<64, 256>>>(x, o, n);
    sums_ok("block sums of a plain launch");
    CUDA_OK(cudaLaunchKernelEx(&cfg, lupine_block_sum_u32, (const unsigned *)x, o, n));
    sums_ok("block sums of a launch in clusters of 2");
    void *args[] = {&x, &o, (void *)&n};
    CUDA_OK(cudaLaunchCooperativeKernel((void *)lupine_block_sum_u32, dim3(64), dim3(256), args,
                                        0, 0));
    sums_ok("block sums of a cooperative launch");
    int per_sm = 0;
    CUDA_OK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&per_sm, lupine_block_sum_u32, 256, 0));
    unsigned too_many = (unsigned)(per_sm * prop.multiProcessorCount + 1);
    CUDA_FAILS(cudaLaunchCooperativeKernel((void *)lupine_block_sum_u32, dim3(too_many), dim3(256),
                                           args, 0, 0),
               cudaErrorCooperativeLaunchTooLarge);

    CUDA_OK(cudaFree(x));
    CUDA_OK(cudaFree(o));
    CUDA_OK(cudaGetLastError());
    return finish(PROGRAM);
}
