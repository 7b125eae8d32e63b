// Virtual memory management through the driver API (reached with
// cudaGetDriverEntryPointByVersion: nothing links against libcuda): granularity, an address
// reservation, a physical allocation mapped twice (the two views share their bytes: written
// through one, read through the other, by copies and by a kernel), access descriptors, the
// allocation's properties and its handle from an address, unmap / release / free. What PyTorch's
// expandable segments and XLA do with it, in miniature.
#define PROGRAM "vmm"
#include "lupine_test.cuh"

#include <cuda.h>

#include <vector>

#define DRIVER(name)                                                                           \
    decltype(&name) p_##name = nullptr;                                                        \
    {                                                                                          \
        cudaDriverEntryPointQueryResult q_;                                                    \
        CUDA_OK(cudaGetDriverEntryPointByVersion(#name, (void **)&p_##name, 12000,             \
                                                 cudaEnableDefault, &q_));                     \
        if (!p_##name) {                                                                       \
            std::printf("FAIL no driver entry point %s\n", #name);                             \
            return finish(PROGRAM);                                                              \
        }                                                                                      \
    }

#define CU_REQUIRE(call)                                                                       \
    do {                                                                                       \
        CUresult r_ = (call);                                                                  \
        if (r_ != CUDA_SUCCESS) {                                                              \
            std::printf("FAIL %s:%d %s -> CUresult %d; stopping\n", __FILE__, __LINE__, #call,  \
                        (int)r_);                                                              \
            g_failures++;                                                                      \
            return finish(PROGRAM);                                                            \
        }                                                                                      \
    } while (0)

#define CU_OK(call)                                                                            \
    do {                                                                                       \
        CUresult r_ = (call);                                                                  \
        if (r_ != CUDA_SUCCESS) {                                                              \
            std::printf("FAIL %s:%d %s -> CUresult %d\n", __FILE__, __LINE__, #call, (int)r_); \
            g_failures++;                                                                      \
        }                                                                                      \
    } while (0)

int main()
{
    CUDA_OK(cudaFree(0)); // the runtime makes the device's primary context current
    DRIVER(cuMemGetAllocationGranularity);
    DRIVER(cuMemAddressReserve);
    DRIVER(cuMemAddressFree);
    DRIVER(cuMemCreate);
    DRIVER(cuMemRelease);
    DRIVER(cuMemMap);
    DRIVER(cuMemUnmap);
    DRIVER(cuMemSetAccess);
    DRIVER(cuMemGetAccess);
    DRIVER(cuMemGetAllocationPropertiesFromHandle);
    DRIVER(cuMemRetainAllocationHandle);
    DRIVER(cuCtxGetDevice);
    DRIVER(cuDeviceGetAttribute);

    CUdevice dev = 0;
    CU_OK(p_cuCtxGetDevice(&dev));
    int vmm = 0;
    CU_OK(p_cuDeviceGetAttribute(&vmm, CU_DEVICE_ATTRIBUTE_VIRTUAL_MEMORY_MANAGEMENT_SUPPORTED, dev));
    CHECK(vmm == 1, "the device supports virtual memory management");

    CUmemAllocationProp prop;
    std::memset(&prop, 0, sizeof prop);
    prop.type = CU_MEM_ALLOCATION_TYPE_PINNED;
    prop.location.type = CU_MEM_LOCATION_TYPE_DEVICE;
    prop.location.id = dev;
    size_t gran = 0;
    CU_REQUIRE(p_cuMemGetAllocationGranularity(&gran, &prop, CU_MEM_ALLOC_GRANULARITY_MINIMUM));
    std::printf("info granularity %zu\n", gran);
    CHECK(gran >= 4096 && (gran & (gran - 1)) == 0, "the granularity is a power of two");

    const size_t size = 2 * gran; // one allocation of two granules
    CUdeviceptr va = 0;
    CU_REQUIRE(p_cuMemAddressReserve(&va, 2 * size, 0, 0, 0)); // room for two views
    CHECK(va != 0 && va % gran == 0, "the reservation is aligned to the granularity");
    CUmemGenericAllocationHandle h = 0;
    CU_REQUIRE(p_cuMemCreate(&h, size, &prop, 0));
    CUdeviceptr a = va, b = va + size;
    CU_REQUIRE(p_cuMemMap(a, size, 0, h, 0));
    CU_REQUIRE(p_cuMemMap(b, size, 0, h, 0));
    CUmemAccessDesc access;
    access.location = prop.location;
    access.flags = CU_MEM_ACCESS_FLAGS_PROT_READWRITE;
    CU_REQUIRE(p_cuMemSetAccess(va, 2 * size, &access, 1));
    unsigned long long flags = 0;
    CU_OK(p_cuMemGetAccess(&flags, &prop.location, b + 64));
    CHECK(flags == CU_MEM_ACCESS_FLAGS_PROT_READWRITE, "cuMemGetAccess reads the access back");

    const size_t n = size / sizeof(unsigned);
    std::vector<unsigned> h1(n), h2(n);
    for (size_t i = 0; i < n; i++)
        h1[i] = (unsigned)(i * 2654435761u);
    CUDA_OK(cudaMemcpy((void *)a, h1.data(), size, cudaMemcpyHostToDevice));
    CUDA_OK(cudaMemcpy(h2.data(), (void *)b, size, cudaMemcpyDeviceToHost));
    CHECK(h1 == h2, "written through one mapping, read through the other");
    lupine_fill_u32<<<(unsigned)(n / 256), 256>>>((unsigned *)b, 77, (unsigned)n);
    CUDA_OK(cudaMemcpy(h2.data(), (void *)a, size, cudaMemcpyDeviceToHost));
    bool ok = true;
    for (size_t i = 0; i < n; i++)
        ok &= h2[i] == 77 + (unsigned)i;
    CHECK(ok, "a kernel wrote through one mapping; the other sees it");
    // a copy that crosses from one mapping into the next is one contiguous range
    CUDA_OK(cudaMemcpy(h2.data(), (void *)(a + size - 8), 16, cudaMemcpyDeviceToHost));
    CHECK(h2[0] == 77 + (unsigned)(n - 2) && h2[2] == 77, "a copy spans two mappings");

    CUmemAllocationProp back;
    std::memset(&back, 0xff, sizeof back);
    CU_OK(p_cuMemGetAllocationPropertiesFromHandle(&back, h));
    CHECK(back.type == CU_MEM_ALLOCATION_TYPE_PINNED && back.location.id == dev,
          "the allocation's properties come back from its handle");
    CUmemGenericAllocationHandle again = 0;
    CU_OK(p_cuMemRetainAllocationHandle(&again, (void *)(b + 4096)));
    CHECK(again == h, "the handle comes back from an address inside a mapping");
    CU_OK(p_cuMemRelease(again));

    cudaPointerAttributes pa;
    CUDA_OK(cudaPointerGetAttributes(&pa, (void *)(a + 16)));
    CHECK(pa.type == cudaMemoryTypeDevice && pa.device == dev, "mapped memory is device memory");

    CUDA_OK(cudaDeviceSynchronize());
    CU_OK(p_cuMemUnmap(a, size));
    CU_OK(p_cuMemUnmap(b, size));
    CU_OK(p_cuMemRelease(h));
    CU_OK(p_cuMemAddressFree(va, 2 * size));

    // grow-in-place, as expandable segments do: reserve, map granule by granule
    CUdeviceptr big = 0;
    CU_REQUIRE(p_cuMemAddressReserve(&big, 4 * gran, gran, 0, 0));
    CUmemGenericAllocationHandle parts[4];
    for (int i = 0; i < 4; i++) {
        CU_REQUIRE(p_cuMemCreate(&parts[i], gran, &prop, 0));
        CU_REQUIRE(p_cuMemMap(big + i * gran, gran, 0, parts[i], 0));
        CU_REQUIRE(p_cuMemSetAccess(big + i * gran, gran, &access, 1));
        CU_OK(p_cuMemRelease(parts[i])); // the mapping keeps the memory
    }
    const size_t m = 4 * gran / sizeof(unsigned);
    lupine_fill_u32<<<(unsigned)(m / 256), 256>>>((unsigned *)big, 1, (unsigned)m);
    std::vector<unsigned> hb(m);
    CUDA_OK(cudaMemcpy(hb.data(), (void *)big, 4 * gran, cudaMemcpyDeviceToHost));
    ok = true;
    for (size_t i = 0; i < m; i++)
        ok &= hb[i] == 1 + (unsigned)i;
    CHECK(ok, "a kernel filled four granules mapped one by one");
    for (int i = 0; i < 4; i++)
        CU_OK(p_cuMemUnmap(big + i * gran, gran));
    CU_OK(p_cuMemAddressFree(big, 4 * gran));

    CUDA_OK(cudaGetLastError());
    return finish(PROGRAM);
}
