// Shared by LUPINE's CI programs (tests/lupine/cuda/*.cu): checks that count failures, and
// the kernels the stand-in driver knows by name (native/standin/kernels.c documents the same
// C semantics). Each program includes this once; `extern "C"` keeps the PTX entry names
// plain, which is how the stand-in finds its host implementation of a kernel. On a GPU the
// kernels below run as written.
//
// Build (what tests/lupine/test_cuda_programs.py does): nvcc -cudart static
//   -gencode arch=compute_90,code=compute_90 --no-compress -I tests/lupine/cuda prog.cu
// (sm_90 PTX only, uncompressed: nvcc 13.0 compresses PTX with zstd by default).
#pragma once

#include <cuda_runtime.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>

static int g_failures = 0;

// A CUDA call that must succeed.
#define CUDA_OK(call)                                                                          \
    do {                                                                                       \
        cudaError_t e_ = (call);                                                               \
        if (e_ != cudaSuccess) {                                                               \
            std::printf("FAIL %s:%d %s -> %s (%s)\n", __FILE__, __LINE__, #call,              \
                        cudaGetErrorName(e_), cudaGetErrorString(e_));                         \
            g_failures++;                                                                      \
        }                                                                                      \
    } while (0)

// A CUDA call that must fail with exactly `want`.
#define CUDA_FAILS(call, want)                                                                 \
    do {                                                                                       \
        cudaError_t e_ = (call);                                                               \
        if (e_ != (want)) {                                                                    \
            std::printf("FAIL %s:%d %s -> %s, expected %s\n", __FILE__, __LINE__, #call,       \
                        cudaGetErrorName(e_), cudaGetErrorName(want));                         \
            g_failures++;                                                                      \
        }                                                                                      \
        (void)cudaGetLastError();                                                              \
    } while (0)

// A CUDA call that must succeed for the rest to mean anything: on failure the program stops
// (after an allocation that failed, going on would only crash).
#define CUDA_REQUIRE(call)                                                                     \
    do {                                                                                       \
        cudaError_t e_ = (call);                                                               \
        if (e_ != cudaSuccess) {                                                               \
            std::printf("FAIL %s:%d %s -> %s (%s); stopping\n", __FILE__, __LINE__, #call,    \
                        cudaGetErrorName(e_), cudaGetErrorString(e_));                         \
            g_failures++;                                                                      \
            return finish(PROGRAM);                                                            \
        }                                                                                      \
    } while (0)

// A condition that must hold; `what` says what was checked.
#define CHECK(cond, what)                                                                      \
    do {                                                                                       \
        if (cond) {                                                                            \
            std::printf("ok   %s\n", what);                                                    \
        } else {                                                                               \
            std::printf("FAIL %s:%d %s (%s)\n", __FILE__, __LINE__, what, #cond);              \
            g_failures++;                                                                      \
        }                                                                                      \
    } while (0)

#ifndef PROGRAM
#error "define PROGRAM (the program's name) before including lupine_test.cuh"
#endif

static int finish(const char *program)
{
    std::printf("%s: %s (%d failure%s)\n", program, g_failures ? "FAILED" : "passed", g_failures,
                g_failures == 1 ? "" : "s");
    return g_failures ? 1 : 0;
}

// ---- kernels (C semantics in native/standin/kernels.c) ----

// p[i] = v + i for i < n
extern "C" __global__ void lupine_fill_u32(unsigned *p, unsigned v, unsigned n)
{
    unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        p[i] = v + i;
}

// y[i] = y[i] + x[i] for i < n
extern "C" __global__ void lupine_add_f32(float *y, const float *x, unsigned n)
{
    unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        y[i] = y[i] + x[i];
}

// y[i] = y[i] * a for i < n
extern "C" __global__ void lupine_scale_f32(float *y, float a, unsigned n)
{
    unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        y[i] = y[i] * a;
}

// returns ns nanoseconds after it starts (the GPU's global timer)
extern "C" __global__ void lupine_sleep_ns(unsigned long long ns)
{
    unsigned long long start, now;
    asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(start));
    do {
        __nanosleep(1000);
        asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(now));
    } while (now - start < ns);
}

// out[b] = sum of x[b * blockDim.x + t] over t < blockDim.x with index < n (1D launch,
// blockDim.x a power of two <= 256; 1 KiB of static shared memory)
extern "C" __global__ void __launch_bounds__(256)
    lupine_block_sum_u32(const unsigned *x, unsigned *out, unsigned n)
{
    __shared__ unsigned tile[256];
    unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
    tile[threadIdx.x] = i < n ? x[i] : 0u;
    __syncthreads();
    for (unsigned s = blockDim.x / 2; s > 0; s >>= 1) {
        if (threadIdx.x < s)
            tile[threadIdx.x] += tile[threadIdx.x + s];
        __syncthreads();
    }
    if (threadIdx.x == 0)
        out[blockIdx.x] = tile[0];
}
