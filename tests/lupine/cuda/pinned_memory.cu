// Page-locked host memory: cudaMallocHost, cudaHostAlloc (portable, mapped, write-combined),
// cudaHostRegister (mapped flag too, as simpleStreams asks), asynchronous copies both ways on
// a stream with an event, flags and pointer attributes. A mapped flag alone must not fail:
// programs ask for it and only copy. The device pointer of mapped memory
// (cudaHostGetDevicePointer) exists on a GPU host; through LUPINE (and on the stand-in
// driver) it cannot, and the call fails with cudaErrorNotSupported. `--expect-no-mapped`
// makes the failure required; without it, a device pointer that comes back must work.
#define PROGRAM "pinned_memory"
#include "lupine_test.cuh"

#include <vector>

int main(int argc, char **argv)
{
    bool expect_no_mapped = argc > 1 && !std::strcmp(argv[1], "--expect-no-mapped");
    const unsigned n = 1 << 20; // 4 MiB of u32: large enough for LUPINE's staged copies
    unsigned *d = nullptr;
    CUDA_REQUIRE(cudaMalloc(&d, n * sizeof(unsigned)));
    cudaStream_t s;
    CUDA_OK(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));
    cudaEvent_t done;
    CUDA_OK(cudaEventCreate(&done));

    unsigned *a = nullptr, *b = nullptr, *c = nullptr;
    CUDA_REQUIRE(cudaMallocHost(&a, n * sizeof(unsigned)));
    CUDA_REQUIRE(cudaHostAlloc(&b, n * sizeof(unsigned),
                          cudaHostAllocPortable | cudaHostAllocMapped));
    CUDA_REQUIRE(cudaHostAlloc(&c, n * sizeof(unsigned), cudaHostAllocWriteCombined));
    std::vector<unsigned> reg_store(n + 1024);
    unsigned *r = reg_store.data();
    CUDA_REQUIRE(cudaHostRegister(r, n * sizeof(unsigned), cudaHostRegisterMapped));

    unsigned fl = 0;
    CUDA_OK(cudaHostGetFlags(&fl, b));
    CHECK((fl & cudaHostAllocMapped) && (fl & cudaHostAllocPortable),
          "cudaHostGetFlags gives back the flags");
    cudaPointerAttributes pa;
    CUDA_OK(cudaPointerGetAttributes(&pa, a + 5));
    CHECK(pa.type == cudaMemoryTypeHost, "page-locked memory is host memory to CUDA");
    CUDA_OK(cudaPointerGetAttributes(&pa, r + 5));
    CHECK(pa.type == cudaMemoryTypeHost, "registered memory is host memory to CUDA");

    // up from one buffer, a kernel, down into each of the others, on one stream
    for (unsigned i = 0; i < n; i++)
        a[i] = i ^ 0x5a5a5a5au;
    CUDA_OK(cudaMemcpyAsync(d, a, n * sizeof(unsigned), cudaMemcpyHostToDevice, s));
    CUDA_OK(cudaMemcpyAsync(b, d, n * sizeof(unsigned), cudaMemcpyDeviceToHost, s));
    CUDA_OK(cudaMemcpyAsync(r, d, n * sizeof(unsigned), cudaMemcpyDeviceToHost, s));
    lupine_fill_u32<<<n / 256, 256, 0, s>>>(d, 11, n);
    CUDA_OK(cudaMemcpyAsync(c, d, n * sizeof(unsigned), cudaMemcpyDeviceToHost, s));
    CUDA_OK(cudaEventRecord(done, s));
    CUDA_OK(cudaEventSynchronize(done));
    bool ok_b = true, ok_r = true, ok_c = true;
    for (unsigned i = 0; i < n; i++) {
        ok_b &= b[i] == (i ^ 0x5a5a5a5au);
        ok_r &= r[i] == (i ^ 0x5a5a5a5au);
        ok_c &= c[i] == 11 + i;
    }
    CHECK(ok_b, "cudaMallocHost -> device -> cudaHostAlloc(mapped, portable): values intact");
    CHECK(ok_r, "device -> cudaHostRegister(mapped) memory: values intact");
    CHECK(ok_c, "a kernel's results -> cudaHostAlloc(write-combined) memory");

    // the same through synchronous copies from registered memory
    for (unsigned i = 0; i < n; i++)
        r[i] = 3 * i;
    CUDA_OK(cudaMemcpy(d, r, n * sizeof(unsigned), cudaMemcpyHostToDevice));
    CUDA_OK(cudaMemcpy(a, d, n * sizeof(unsigned), cudaMemcpyDeviceToHost));
    bool ok = true;
    for (unsigned i = 0; i < n; i++)
        ok &= a[i] == 3 * i;
    CHECK(ok, "registered -> device -> cudaMallocHost, synchronous copies");

    unsigned *mapped = nullptr;
    cudaError_t e = cudaHostGetDevicePointer((void **)&mapped, b, 0);
    std::printf("info cudaHostGetDevicePointer: %s (%s)\n", cudaGetErrorName(e),
                cudaGetErrorString(e));
    (void)cudaGetLastError();
    if (expect_no_mapped) {
        CHECK(e == cudaErrorNotSupported, "no device pointer for host memory (not supported)");
    } else if (e == cudaSuccess) {
        lupine_fill_u32<<<n / 256, 256>>>(mapped, 21, n);
        CUDA_OK(cudaDeviceSynchronize());
        CHECK(b[n - 1] == 21 + n - 1, "a kernel wrote host memory through its device pointer");
    } else {
        CHECK(e == cudaErrorNotSupported, "refused as not supported, if refused");
    }

    CUDA_OK(cudaHostUnregister(r));
    CUDA_FAILS(cudaHostUnregister(r), cudaErrorHostMemoryNotRegistered);
    CUDA_OK(cudaFreeHost(a));
    CUDA_OK(cudaFreeHost(b));
    CUDA_OK(cudaFreeHost(c));
    CUDA_OK(cudaEventDestroy(done));
    CUDA_OK(cudaStreamDestroy(s));
    CUDA_OK(cudaFree(d));
    CUDA_OK(cudaGetLastError());
    return finish(PROGRAM);
}
