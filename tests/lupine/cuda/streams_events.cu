// Streams and events: work on a stream runs in order; cudaStreamWaitEvent orders another
// stream after an event; the legacy NULL stream waits for blocking streams; events measure at
// least the time of the work between them; queries and synchronisation answer as the CUDA
// runtime documents. Every ordering is checked through data: the waiting side reads what the
// waited-for side wrote, after a kernel that sleeps long enough for a missing wait to show.
#define PROGRAM "streams_events"
#include "lupine_test.cuh"

#include <vector>

int main()
{
    const unsigned n = 1 << 16;
    const unsigned long long sleep_ns = 50ull * 1000 * 1000; // 50 ms
    unsigned *a = nullptr, *b = nullptr;
    CUDA_REQUIRE(cudaMalloc(&a, n * sizeof(unsigned)));
    CUDA_REQUIRE(cudaMalloc(&b, n * sizeof(unsigned)));
    CUDA_OK(cudaMemset(a, 0, n * sizeof(unsigned)));
    CUDA_OK(cudaMemset(b, 0, n * sizeof(unsigned)));

    int least = 1, greatest = 1;
    CUDA_OK(cudaDeviceGetStreamPriorityRange(&least, &greatest));
    CHECK(least == 0 && greatest < 0, "stream priorities: least 0, greatest negative");
    cudaStream_t s1, s2, hi;
    CUDA_OK(cudaStreamCreateWithFlags(&s1, cudaStreamNonBlocking));
    CUDA_OK(cudaStreamCreateWithFlags(&s2, cudaStreamNonBlocking));
    CUDA_OK(cudaStreamCreateWithPriority(&hi, cudaStreamDefault, greatest));
    int prio = 0;
    unsigned flags = 7;
    CUDA_OK(cudaStreamGetPriority(hi, &prio));
    CHECK(prio == greatest, "a stream keeps its priority");
    CUDA_OK(cudaStreamGetFlags(s1, &flags));
    CHECK(flags == cudaStreamNonBlocking, "a stream keeps its flags");

    cudaEvent_t start, stop, marker;
    CUDA_OK(cudaEventCreate(&start));
    CUDA_OK(cudaEventCreate(&stop));
    CUDA_OK(cudaEventCreateWithFlags(&marker, cudaEventDisableTiming));
    CHECK(cudaEventQuery(marker) == cudaSuccess, "an event never recorded is complete");

    // s1: sleep, then fill a; marker after it. s2 waits for the marker, then copies a to b.
    CUDA_OK(cudaEventRecord(start, s1));
    lupine_sleep_ns<<<1, 1, 0, s1>>>(sleep_ns);
    lupine_fill_u32<<<(n + 255) / 256, 256, 0, s1>>>(a, 1000, n);
    CUDA_OK(cudaEventRecord(stop, s1));
    CUDA_OK(cudaEventRecord(marker, s1));
    cudaError_t busy = cudaEventQuery(marker);
    // not checked: whether the 50 ms are over yet depends on the machine's load
    std::printf("info event query behind a 50 ms kernel: %s\n", cudaGetErrorName(busy));
    CUDA_OK(cudaStreamWaitEvent(s2, marker, 0));
    CUDA_OK(cudaMemcpyAsync(b, a, n * sizeof(unsigned), cudaMemcpyDeviceToDevice, s2));
    CUDA_OK(cudaStreamSynchronize(s2));
    std::vector<unsigned> h(n);
    CUDA_OK(cudaMemcpy(h.data(), b, n * sizeof(unsigned), cudaMemcpyDeviceToHost));
    bool ok = true;
    for (unsigned i = 0; i < n; i++)
        ok &= h[i] == 1000 + i;
    CHECK(ok, "cudaStreamWaitEvent: the other stream saw the fill behind the sleep");
    CHECK(cudaEventQuery(marker) == cudaSuccess, "the waited-for event is complete");
    CHECK(cudaStreamQuery(s1) == cudaSuccess && cudaStreamQuery(s2) == cudaSuccess,
          "both streams are idle after the synchronisation");
    float ms = -1;
    CUDA_OK(cudaEventElapsedTime(&ms, start, stop));
    std::printf("info elapsed %.3f ms around a 50 ms sleep\n", ms);
    CHECK(ms >= 49.0f, "events measure at least the sleep between them");
    CUDA_FAILS(cudaEventElapsedTime(&ms, start, marker), cudaErrorInvalidResourceHandle);

    // the legacy NULL stream waits for a blocking stream (hi): sleep, fill a; then on the NULL
    // stream a copy of a to b sees the fill without any explicit wait
    lupine_sleep_ns<<<1, 1, 0, hi>>>(sleep_ns);
    lupine_fill_u32<<<(n + 255) / 256, 256, 0, hi>>>(a, 7, n);
    CUDA_OK(cudaMemcpyAsync(b, a, n * sizeof(unsigned), cudaMemcpyDeviceToDevice, 0));
    CUDA_OK(cudaMemcpy(h.data(), b, n * sizeof(unsigned), cudaMemcpyDeviceToHost));
    ok = true;
    for (unsigned i = 0; i < n; i++)
        ok &= h[i] == 7 + i;
    CHECK(ok, "the NULL stream is ordered after a blocking stream");

    // in-order execution on one stream: scale then add, twice; (x * 2 + 1) * 2 + 1
    float *f = nullptr, *one = nullptr;
    std::vector<float> hf(n, 3.0f), ones(n, 1.0f);
    CUDA_REQUIRE(cudaMalloc(&f, n * sizeof(float)));
    CUDA_REQUIRE(cudaMalloc(&one, n * sizeof(float)));
    CUDA_OK(cudaMemcpyAsync(f, hf.data(), n * sizeof(float), cudaMemcpyHostToDevice, s1));
    CUDA_OK(cudaMemcpyAsync(one, ones.data(), n * sizeof(float), cudaMemcpyHostToDevice, s1));
    for (int k = 0; k < 2; k++) {
        lupine_sleep_ns<<<1, 1, 0, s1>>>(sleep_ns / 10);
        lupine_scale_f32<<<(n + 255) / 256, 256, 0, s1>>>(f, 2.0f, n);
        lupine_add_f32<<<(n + 255) / 256, 256, 0, s1>>>(f, one, n);
    }
    CUDA_OK(cudaMemcpyAsync(hf.data(), f, n * sizeof(float), cudaMemcpyDeviceToHost, s1));
    CUDA_OK(cudaStreamSynchronize(s1));
    ok = true;
    for (unsigned i = 0; i < n; i++)
        ok &= hf[i] == 15.0f;
    CHECK(ok, "kernels on one stream run in order ((3*2+1)*2+1 = 15)");

    CUDA_OK(cudaDeviceSynchronize());
    CUDA_OK(cudaEventSynchronize(stop));
    for (cudaEvent_t e : {start, stop, marker})
        CUDA_OK(cudaEventDestroy(e));
    for (cudaStream_t s : {s1, s2, hi})
        CUDA_OK(cudaStreamDestroy(s));
    for (void *p : {(void *)a, (void *)b, (void *)f, (void *)one})
        CUDA_OK(cudaFree(p));
    CUDA_OK(cudaGetLastError());
    return finish(PROGRAM);
}
