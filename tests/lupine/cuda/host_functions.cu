// Host functions in stream order (cudaLaunchHostFunc, cudaStreamAddCallback): each runs after
// the work queued before it on its stream, and the work queued after it waits for it. Checked
// through page-locked memory that the copies before a host function filled (the function
// sees the values) and a log of who ran when; across streams through an event; and a host
// function that blocks its stream must not hold up another stream's work (the runtime runs
// host functions on its own threads; the CUDA runtime documents both rules).
#define PROGRAM "host_functions"
#include "lupine_test.cuh"

#include <atomic>
#include <vector>

namespace {

const unsigned n = 4096;

struct Log {
    std::atomic<int> next{0};
    int order[16];
    unsigned seen[16]; // what the host function read from page-locked memory
    const unsigned *host = nullptr;
};

struct Step {
    Log *log;
    int id;
};

void CUDART_CB record(void *p)
{
    Step *s = static_cast<Step *>(p);
    int at = s->log->next.fetch_add(1);
    if (at < 16) {
        s->log->order[at] = s->id;
        s->log->seen[at] = s->log->host[n - 1]; // the last element a copy wrote
    }
}

void CUDART_CB callback(cudaStream_t stream, cudaError_t status, void *p)
{
    Step *s = static_cast<Step *>(p);
    (void)stream;
    record(p);
    if (status != cudaSuccess)
        s->log->seen[15] = 0xdead;
}

std::atomic<int> g_release{0};
std::atomic<int> g_blocked_ran{0};

void CUDART_CB wait_for_release(void *)
{
    while (!g_release.load())
        ; // released by main once the other stream's work is done
    g_blocked_ran.store(1);
}

} // namespace

int main()
{
    unsigned *d = nullptr, *host = nullptr;
    CUDA_REQUIRE(cudaMalloc(&d, n * sizeof(unsigned)));
    CUDA_REQUIRE(cudaMallocHost(&host, n * sizeof(unsigned)));
    std::memset(host, 0, n * sizeof(unsigned));
    Log log;
    log.host = host;
    Step steps[6] = {{&log, 1}, {&log, 2}, {&log, 3}, {&log, 4}, {&log, 5}, {&log, 6}};

    cudaStream_t s, t;
    CUDA_OK(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));
    CUDA_OK(cudaStreamCreateWithFlags(&t, cudaStreamNonBlocking));

    // s: sleep, fill(100), copy back, host fn 1; fill(200), copy back, callback 2; host fn 3
    lupine_sleep_ns<<<1, 1, 0, s>>>(20ull * 1000 * 1000);
    lupine_fill_u32<<<n / 256, 256, 0, s>>>(d, 100, n);
    CUDA_OK(cudaMemcpyAsync(host, d, n * sizeof(unsigned), cudaMemcpyDeviceToHost, s));
    CUDA_OK(cudaLaunchHostFunc(s, record, &steps[0]));
    lupine_fill_u32<<<n / 256, 256, 0, s>>>(d, 200, n);
    CUDA_OK(cudaMemcpyAsync(host, d, n * sizeof(unsigned), cudaMemcpyDeviceToHost, s));
    CUDA_OK(cudaStreamAddCallback(s, callback, &steps[1], 0));
    CUDA_OK(cudaLaunchHostFunc(s, record, &steps[2]));
    // t waits for s's last host function, then records 4
    cudaEvent_t after;
    CUDA_OK(cudaEventCreateWithFlags(&after, cudaEventDisableTiming));
    CUDA_OK(cudaEventRecord(after, s));
    CUDA_OK(cudaStreamWaitEvent(t, after, 0));
    CUDA_OK(cudaLaunchHostFunc(t, record, &steps[3]));
    // the NULL stream: a host function there runs after everything before it too
    CUDA_OK(cudaStreamSynchronize(t));
    CUDA_OK(cudaLaunchHostFunc(0, record, &steps[4]));
    CUDA_OK(cudaDeviceSynchronize());

    int count = log.next.load();
    CHECK(count == 5, "five host functions ran");
    bool in_order = count == 5;
    for (int i = 0; i < count && i < 5; i++)
        in_order &= log.order[i] == i + 1;
    CHECK(in_order, "they ran in stream order (1, 2, 3 on s; 4 on t after s; 5 on the NULL stream)");
    CHECK(log.seen[0] == 100 + n - 1, "host function 1 saw the first copy's data");
    CHECK(log.seen[1] == 200 + n - 1, "callback 2 saw the second copy's data");
    CHECK(log.seen[15] != 0xdead, "the callback got cudaSuccess as its status");

    // A host function blocking s must not hold up t: t's kernel and copy finish while s's
    // host function waits; main then releases it.
    CUDA_OK(cudaLaunchHostFunc(s, wait_for_release, nullptr));
    lupine_fill_u32<<<n / 256, 256, 0, s>>>(d, 300, n); // behind the blocked function
    unsigned *e = nullptr;
    CUDA_REQUIRE(cudaMalloc(&e, n * sizeof(unsigned)));
    lupine_fill_u32<<<n / 256, 256, 0, t>>>(e, 400, n);
    std::vector<unsigned> h(n);
    CUDA_OK(cudaMemcpyAsync(h.data(), e, n * sizeof(unsigned), cudaMemcpyDeviceToHost, t));
    CUDA_OK(cudaStreamSynchronize(t));
    CHECK(h[n - 1] == 400 + n - 1, "another stream's work finished while a host function blocked");
    CHECK(g_blocked_ran.load() == 0, "the blocked host function was still waiting");
    CHECK(cudaStreamQuery(s) == cudaErrorNotReady, "its stream was not ready");
    g_release.store(1);
    CUDA_OK(cudaStreamSynchronize(s));
    CUDA_OK(cudaMemcpy(h.data(), d, n * sizeof(unsigned), cudaMemcpyDeviceToHost));
    CHECK(g_blocked_ran.load() == 1 && h[0] == 300, "released, it ran, then the work behind it");

    CUDA_OK(cudaEventDestroy(after));
    CUDA_OK(cudaStreamDestroy(s));
    CUDA_OK(cudaStreamDestroy(t));
    CUDA_OK(cudaFreeHost(host));
    CUDA_OK(cudaFree(d));
    CUDA_OK(cudaFree(e));
    CUDA_OK(cudaGetLastError());
    return finish(PROGRAM);
}
