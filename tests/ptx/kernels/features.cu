// Kernels exercising the emulator beyond the fixtures: divergent loops, shared and global
// atomics, warp shuffles/votes/reductions, dynamic shared memory, local arrays with dynamic
// indexing, a non-inlined device function, 3-D grids, a struct parameter, float atomics through
// compare-and-swap, fast-math intrinsics, half precision and 64-bit integer intrinsics.
// PTX: nvcc -ptx -arch=compute_90 -O3 -o features.ptx features.cu   (see ../make_ptx.sh)
#include <cuda_fp16.h>
#include <cuda_bf16.h>

struct Affine { double scale; int offset; float bias; };

extern "C" __global__ void collatz(const unsigned int* __restrict__ start, unsigned int* steps,
                                   unsigned int* peak, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    unsigned long long x = start[i], p = x;
    unsigned int s = 0;
    while (x != 1 && s < 1000) {
        if (x & 1) { x = 3 * x + 1; if (x > p) p = x; }
        else { x >>= 1; }
        ++s;
    }
    steps[i] = s;
    peak[i] = (unsigned int)(p % 4294967291ull);
}

extern "C" __global__ void histogram(const unsigned char* __restrict__ data, unsigned int* bins, int n)
{
    __shared__ unsigned int local[256];
    for (int k = threadIdx.x; k < 256; k += blockDim.x) local[k] = 0;
    __syncthreads();
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
        atomicAdd(&local[data[i]], 1u);
    __syncthreads();
    for (int k = threadIdx.x; k < 256; k += blockDim.x)
        if (local[k]) atomicAdd(&bins[k], local[k]);
}

extern "C" __global__ void warp_ops(const int* __restrict__ x, int* sum, unsigned int* ballot,
                                    int* bfly, int* red, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int v = i < n ? x[i] : 0;
    int s = v;
    for (int o = 16; o > 0; o >>= 1) s += __shfl_down_sync(0xffffffffu, s, o);
    unsigned int b = __ballot_sync(0xffffffffu, v > 0);
    int xo = __shfl_xor_sync(0xffffffffu, v, 5);
    int r = __reduce_max_sync(0xffffffffu, v) + (int)__reduce_add_sync(0xffffffffu, (unsigned)v);
    if (__all_sync(0xffffffffu, v != 12345)) r += 1;
    if (i < n) { sum[i] = s; ballot[i] = b; bfly[i] = xo; red[i] = r; }
}

extern "C" __global__ void reverse_block(const float* __restrict__ x, float* y, int n)
{
    extern __shared__ float buf[];
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    buf[threadIdx.x] = i < n ? x[i] : -1.0f;
    __syncthreads();
    int j = blockIdx.x * blockDim.x + (blockDim.x - 1 - threadIdx.x);
    if (j < n) y[j] = buf[threadIdx.x];
}

__device__ __noinline__ float horner(const float* c, int k, float x)
{
    float r = 0.0f;
    for (int j = k - 1; j >= 0; --j) r = r * x + c[j];
    return r;
}

extern "C" __global__ void local_poly(const float* __restrict__ x, const int* __restrict__ k,
                                      float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float c[16];
    for (int j = 0; j < 16; ++j) c[j] = 1.0f / (float)(j + 1 + (k[i] & 3));
    y[i] = horner(c, k[i] & 15, x[i]);
}

extern "C" __global__ void grid3d(unsigned int* out)
{
    unsigned int bx = blockIdx.x + gridDim.x * (blockIdx.y + gridDim.y * blockIdx.z);
    unsigned int tx = threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);
    unsigned int nthreads = blockDim.x * blockDim.y * blockDim.z;
    out[bx * nthreads + tx] = (blockIdx.z << 24) | (blockIdx.y << 16) | (blockIdx.x << 8)
                              | (threadIdx.z << 6) | (threadIdx.y << 3) | threadIdx.x;
}

extern "C" __global__ void affine(Affine p, const float* __restrict__ x, double* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) y[i] = (double)x[i] * p.scale + (double)(p.offset + i) + (double)p.bias;
}

__device__ float atomic_max_float(float* addr, float value)
{
    int* a = (int*)addr;
    int old = *a, assumed;
    do {
        assumed = old;
        if (__int_as_float(assumed) >= value) break;
        old = atomicCAS(a, assumed, __float_as_int(value));
    } while (assumed != old);
    return __int_as_float(old);
}

extern "C" __global__ void atomics(const int* __restrict__ x, int* acc, float* fmax, unsigned int* last, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    int v = x[i];
    atomicAdd(&acc[0], v);
    atomicMin(&acc[1], v);
    atomicMax(&acc[2], v);
    atomicAnd(&acc[3], v | 0x10000);
    atomicOr(&acc[4], v & 0xff00);
    atomicXor(&acc[5], v);
    atomicSub(&acc[6], v & 7);
    atomicInc((unsigned int*)&acc[7], 100u);
    atomic_max_float(fmax, (float)v * 0.5f);
    atomicAdd(&fmax[1], 0.25f);
    atomicExch(last, 7u);
}

extern "C" __global__ void fastmath(const float* __restrict__ x, float* out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float v = x[i];
    out[8 * i + 0] = __sinf(v);
    out[8 * i + 1] = __cosf(v);
    out[8 * i + 2] = __expf(v * 0.01f);
    out[8 * i + 3] = __log2f(fabsf(v) + 1.0f);
    out[8 * i + 4] = rsqrtf(fabsf(v) + 1.0f);
    out[8 * i + 5] = __fdividef(v, 3.0f);
    out[8 * i + 6] = __saturatef(v);
    out[8 * i + 7] = __fsqrt_rz(fabsf(v)) + __frcp_rn(v + 0.5f);
}

extern "C" __global__ void halves(const float* __restrict__ x, unsigned short* h, float* back,
                                  unsigned short* b, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    __half a = __float2half_rn(x[i]);
    __half c = __hadd(a, __float2half_rn(0.5f));
    __half d = __hmul(c, a);
    h[i] = __half_as_ushort(d);
    back[i] = __half2float(d);
    b[i] = __bfloat16_as_ushort(__float2bfloat16_rn(x[i] * 3.0f));
}

extern "C" __global__ void int64_ops(const unsigned long long* __restrict__ a,
                                     const unsigned long long* __restrict__ b,
                                     unsigned long long* out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    unsigned long long x = a[i], y = b[i] | 1ull;
    long long sx = (long long)x, sy = (long long)(b[i] | 3ull);
    out[6 * i + 0] = __umul64hi(x, y) ^ (unsigned long long)__mul64hi(sx, sy);
    out[6 * i + 1] = (unsigned long long)(__clzll(sx) + 64 * __popcll(x) + 4096 * __ffsll(sx));
    out[6 * i + 2] = __brevll(x);
    out[6 * i + 3] = x / y + (unsigned long long)(sx / sy);
    out[6 * i + 4] = x % y ^ (unsigned long long)(sx % sy);
    out[6 * i + 5] = __funnelshift_r((unsigned)x, (unsigned)(x >> 32), (unsigned)y)
                     + ((unsigned long long)__funnelshift_lc((unsigned)y, (unsigned)x, (unsigned)(y >> 58)) << 32);
}

extern "C" __global__ void reverse_strided(const float* __restrict__ x, float* y, float* z, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    y[n - 1 - i] = 2.0f * x[i];         // a descending store
    z[i] = x[3 * (i / 3)] + x[(7 * i) % n];  // a strided and a scattered load
}

extern "C" __global__ void warp_more(const int* __restrict__ x, int* out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int v = i < n ? x[i] : 0;
    int lane = threadIdx.x & 31;
    int up = __shfl_up_sync(0xffffffffu, v, 2, 8);      // within segments of 8 lanes
    int idx = __shfl_sync(0xffffffffu, v, 3, 16);       // lane 3 of each 16-lane segment
    unsigned int same = __match_any_sync(0xffffffffu, v & 3);
    int any = __any_sync(0xffffffffu, v > 900);
    unsigned int active = 0;
    if (lane < 20) active = __activemask();              // divergent: the first 20 lanes
    unsigned int leader;
    asm volatile("{ .reg .pred p; elect.sync %0|p, 0xffffffff; }" : "=r"(leader));
    if (i < n) {
        out[6 * i + 0] = up;
        out[6 * i + 1] = idx;
        out[6 * i + 2] = (int)same;
        out[6 * i + 3] = any;
        out[6 * i + 4] = (int)active;
        out[6 * i + 5] = (int)leader;
    }
}

extern "C" __global__ void half_atomics(__half* h, __half2* h2, __nv_bfloat16* b, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    atomicAdd(h, __float2half(0.25f));                        // atom.add.noftz.f16
    atomicAdd(h2, __floats2half2_rn(1.0f, 0.5f));            // atom.add.noftz.f16x2
    atomicAdd(b + (i & 1), __float2bfloat16(0.25f));         // atom.add.noftz.bf16
}
