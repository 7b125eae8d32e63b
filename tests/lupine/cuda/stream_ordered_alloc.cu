// Stream-ordered allocation and memory pools: cudaMallocAsync / cudaFreeAsync on the device's
// pool, memory usable in stream order, pool attributes (release threshold, reuse flags, used
// and reserved counters with their high-water marks), cudaMemPoolTrimTo, a pool of our own
// (cudaMemPoolCreate, cudaMallocFromPoolAsync, cudaDeviceSetMemPool), access descriptors.
// The numbers checked are the ones the CUDA runtime documents: what is in use is at least
// what was asked for, what is reserved at least what is in use, a trim to 0 of an idle pool
// leaves nothing reserved, a threshold of UINT64_MAX keeps freed memory reserved.
#define PROGRAM "stream_ordered_alloc"
#include "lupine_test.cuh"

#include <cstdint>
#include <vector>

static uint64_t attr(cudaMemPool_t pool, cudaMemPoolAttr a)
{
    uint64_t v = 0;
    CUDA_OK(cudaMemPoolGetAttribute(pool, a, &v));
    return v;
}

int main()
{
    int dev = 0, supported = 0;
    CUDA_OK(cudaGetDevice(&dev));
    CUDA_OK(cudaDeviceGetAttribute(&supported, cudaDevAttrMemoryPoolsSupported, dev));
    CHECK(supported == 1, "the device supports memory pools");

    cudaMemPool_t pool;
    CUDA_OK(cudaDeviceGetDefaultMemPool(&pool, dev));
    cudaMemPool_t current;
    CUDA_OK(cudaDeviceGetMemPool(&current, dev));
    CHECK(current == pool, "the current pool is the default pool");

    uint64_t keep = UINT64_MAX;
    CUDA_OK(cudaMemPoolSetAttribute(pool, cudaMemPoolAttrReleaseThreshold, &keep));
    CHECK(attr(pool, cudaMemPoolAttrReleaseThreshold) == UINT64_MAX,
          "the release threshold reads back");
    int reuse = 0;
    CUDA_OK(cudaMemPoolSetAttribute(pool, cudaMemPoolReuseAllowOpportunistic, &reuse));
    int got = 1;
    CUDA_OK(cudaMemPoolGetAttribute(pool, cudaMemPoolReuseAllowOpportunistic, &got));
    CHECK(got == 0, "a reuse flag reads back");
    reuse = 1;
    CUDA_OK(cudaMemPoolSetAttribute(pool, cudaMemPoolReuseAllowOpportunistic, &reuse));

    cudaStream_t s;
    CUDA_OK(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));
    const unsigned n = (3u << 20) / 4; // 3 MiB
    unsigned *p = nullptr;
    CUDA_REQUIRE(cudaMallocAsync((void **)&p, n * sizeof(unsigned), s));
    lupine_fill_u32<<<n / 256, 256, 0, s>>>(p, 5, n);
    std::vector<unsigned> h(n);
    CUDA_OK(cudaMemcpyAsync(h.data(), p, n * sizeof(unsigned), cudaMemcpyDeviceToHost, s));
    CUDA_OK(cudaStreamSynchronize(s));
    bool ok = true;
    for (unsigned i = 0; i < n; i++)
        ok &= h[i] == 5 + i;
    CHECK(ok, "memory from cudaMallocAsync holds a kernel's results");
    uint64_t used = attr(pool, cudaMemPoolAttrUsedMemCurrent);
    uint64_t reserved = attr(pool, cudaMemPoolAttrReservedMemCurrent);
    std::printf("info in use %llu, reserved %llu\n", (unsigned long long)used,
                (unsigned long long)reserved);
    CHECK(used >= n * sizeof(unsigned), "in use: at least the 3 MiB asked for");
    CHECK(reserved >= used, "reserved: at least what is in use");
    cudaPointerAttributes pa;
    CUDA_OK(cudaPointerGetAttributes(&pa, p));
    CHECK(pa.type == cudaMemoryTypeDevice && pa.device == dev, "pool memory is device memory");

    CUDA_OK(cudaFreeAsync(p, s));
    CUDA_OK(cudaStreamSynchronize(s));
    CHECK(attr(pool, cudaMemPoolAttrUsedMemCurrent) == 0, "freed: nothing in use");
    CHECK(attr(pool, cudaMemPoolAttrReservedMemCurrent) >= n * sizeof(unsigned),
          "a threshold of UINT64_MAX keeps the freed memory reserved");
    CHECK(attr(pool, cudaMemPoolAttrUsedMemHigh) >= n * sizeof(unsigned),
          "the high-water mark of use remembers the 3 MiB");
    uint64_t zero = 0;
    CUDA_OK(cudaMemPoolSetAttribute(pool, cudaMemPoolAttrUsedMemHigh, &zero));
    CHECK(attr(pool, cudaMemPoolAttrUsedMemHigh) == 0, "the high-water mark resets to 0");
    CUDA_OK(cudaMemPoolTrimTo(pool, 0));
    CHECK(attr(pool, cudaMemPoolAttrReservedMemCurrent) == 0, "trimmed to 0: nothing reserved");
    CUDA_OK(cudaMemPoolSetAttribute(pool, cudaMemPoolAttrReleaseThreshold, &zero));

    // stream order across streams: allocate and fill on s, use on t after an event, free on t
    cudaStream_t t;
    CUDA_OK(cudaStreamCreateWithFlags(&t, cudaStreamNonBlocking));
    float *f = nullptr, *g = nullptr;
    CUDA_REQUIRE(cudaMallocAsync((void **)&f, 1024 * sizeof(float), s));
    CUDA_REQUIRE(cudaMallocAsync((void **)&g, 1024 * sizeof(float), s));
    std::vector<float> hf(1024, 2.0f);
    CUDA_OK(cudaMemcpyAsync(f, hf.data(), 1024 * sizeof(float), cudaMemcpyHostToDevice, s));
    CUDA_OK(cudaMemcpyAsync(g, hf.data(), 1024 * sizeof(float), cudaMemcpyHostToDevice, s));
    lupine_sleep_ns<<<1, 1, 0, s>>>(20ull * 1000 * 1000);
    lupine_scale_f32<<<4, 256, 0, s>>>(f, 3.0f, 1024);
    cudaEvent_t ready;
    CUDA_OK(cudaEventCreateWithFlags(&ready, cudaEventDisableTiming));
    CUDA_OK(cudaEventRecord(ready, s));
    CUDA_OK(cudaStreamWaitEvent(t, ready, 0));
    lupine_add_f32<<<4, 256, 0, t>>>(g, f, 1024);
    CUDA_OK(cudaMemcpyAsync(hf.data(), g, 1024 * sizeof(float), cudaMemcpyDeviceToHost, t));
    CUDA_OK(cudaFreeAsync(f, t));
    CUDA_OK(cudaFreeAsync(g, t));
    CUDA_OK(cudaStreamSynchronize(t));
    ok = true;
    for (int i = 0; i < 1024; i++)
        ok &= hf[i] == 8.0f;
    CHECK(ok, "allocated on one stream, used and freed on another after an event (2 + 2*3)");

    // a pool of our own
    cudaMemPoolProps props;
    std::memset(&props, 0, sizeof props);
    props.allocType = cudaMemAllocationTypePinned;
    props.location.type = cudaMemLocationTypeDevice;
    props.location.id = dev;
    cudaMemPool_t mine;
    CUDA_REQUIRE(cudaMemPoolCreate(&mine, &props));
    cudaMemAccessDesc desc;
    desc.location = props.location;
    desc.flags = cudaMemAccessFlagsProtReadWrite;
    CUDA_OK(cudaMemPoolSetAccess(mine, &desc, 1));
    cudaMemAccessFlags access = cudaMemAccessFlagsProtNone;
    cudaMemLocation loc = props.location;
    CUDA_OK(cudaMemPoolGetAccess(&access, mine, &loc));
    CHECK(access == cudaMemAccessFlagsProtReadWrite, "the owning device has read-write access");
    unsigned *q = nullptr;
    CUDA_REQUIRE(cudaMallocFromPoolAsync((void **)&q, 1 << 20, mine, s));
    CHECK(attr(mine, cudaMemPoolAttrUsedMemCurrent) >= (1u << 20), "our pool counts its memory");
    CHECK(attr(pool, cudaMemPoolAttrUsedMemCurrent) == 0, "the default pool does not");
    CUDA_OK(cudaDeviceSetMemPool(dev, mine));
    CUDA_OK(cudaDeviceGetMemPool(&current, dev));
    CHECK(current == mine, "cudaDeviceSetMemPool makes it the current pool");
    unsigned *r = nullptr;
    CUDA_REQUIRE(cudaMallocAsync((void **)&r, 1 << 20, s));
    CHECK(attr(mine, cudaMemPoolAttrUsedMemCurrent) >= (2u << 20),
          "cudaMallocAsync allocates from the current pool");
    lupine_fill_u32<<<4, 256, 0, s>>>(r, 9, 1024);
    unsigned back = 0;
    CUDA_OK(cudaMemcpyAsync(&back, r + 1023, sizeof back, cudaMemcpyDeviceToHost, s));
    CUDA_OK(cudaFreeAsync(q, s));
    CUDA_OK(cudaFreeAsync(r, s));
    CUDA_OK(cudaStreamSynchronize(s));
    CHECK(back == 9 + 1023, "memory of our pool holds a kernel's results");
    CUDA_OK(cudaDeviceSetMemPool(dev, pool));
    CUDA_OK(cudaMemPoolDestroy(mine));

    CUDA_OK(cudaEventDestroy(ready));
    CUDA_OK(cudaStreamDestroy(s));
    CUDA_OK(cudaStreamDestroy(t));
    CUDA_OK(cudaGetLastError());
    return finish(PROGRAM);
}
