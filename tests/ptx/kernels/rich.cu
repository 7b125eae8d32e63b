struct P { double a; int b; float c; };
__constant__ float coef[4] = {1.0f, 2.0f, 0.5f, -3.25f};
__device__ int counter = 7;
__device__ __noinline__ float helper(float x, int k) { float t[8]; for (int i = 0; i < 8; ++i) t[i] = x * i + k; return t[k & 7]; }
extern "C" __global__ void rich(P p, const float* __restrict__ x, float* y, int n)
{
    extern __shared__ float dyn[];
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float v = i < n ? x[i] : 0.0f;
    dyn[threadIdx.x] = v;
    __syncthreads();
    v += dyn[(threadIdx.x + 1) % blockDim.x];
    v += __shfl_down_sync(0xffffffffu, v, 1);
    unsigned int b = __ballot_sync(0xffffffffu, v > 0.0f);
    float r = helper(v, (int)p.b) * coef[i & 3] + (float)p.a + p.c;
    unsigned int q;
    asm("{ .reg .pred p; setp.ne.u32 p, %1, 0; selp.u32 %0, 1, 0, p; }" : "=r"(q) : "r"(b));
    if (i < n) { y[i] = r + q; atomicAdd(&counter, 1); atomicAdd(y, 1.0f); }
}
