// CUDA graphs: stream capture (kernels, copies, a host function, a fork to a second stream
// and the join back through events) replayed several times; a graph built with the explicit
// API (memset, kernel, 1D copy and host nodes with dependencies), cloned, its kernel node's
// parameters updated in the executable graph; capture status queries. Every replay is
// checked through the data it leaves (the work accumulates, so a replay that did not run, or
// ran out of order, shows).
#define PROGRAM "graphs"
#include "lupine_test.cuh"

#include <atomic>
#include <vector>

namespace {
std::atomic<int> g_host_runs{0};
void CUDART_CB count_run(void *) { g_host_runs.fetch_add(1); }
} // namespace

int main()
{
    const unsigned n = 4096;
    float *x = nullptr, *y = nullptr;
    CUDA_REQUIRE(cudaMalloc(&x, n * sizeof(float)));
    CUDA_REQUIRE(cudaMalloc(&y, n * sizeof(float)));
    std::vector<float> ones(n, 1.0f), h(n);
    CUDA_OK(cudaMemcpy(x, ones.data(), n * sizeof(float), cudaMemcpyHostToDevice));
    CUDA_OK(cudaMemcpy(y, ones.data(), n * sizeof(float), cudaMemcpyHostToDevice));

    cudaStream_t s, side;
    CUDA_OK(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));
    CUDA_OK(cudaStreamCreateWithFlags(&side, cudaStreamNonBlocking));
    cudaEvent_t fork, join;
    CUDA_OK(cudaEventCreateWithFlags(&fork, cudaEventDisableTiming));
    CUDA_OK(cudaEventCreateWithFlags(&join, cudaEventDisableTiming));

    // capture: y = y * 2 (on s); x = x + 1 (on side, forked); y = y + x (joined); host fn
    cudaStreamCaptureStatus st = cudaStreamCaptureStatusActive;
    CUDA_OK(cudaStreamIsCapturing(s, &st));
    CHECK(st == cudaStreamCaptureStatusNone, "not capturing before cudaStreamBeginCapture");
    CUDA_OK(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal));
    CUDA_OK(cudaStreamIsCapturing(s, &st));
    CHECK(st == cudaStreamCaptureStatusActive, "capturing after cudaStreamBeginCapture");
    lupine_scale_f32<<<n / 256, 256, 0, s>>>(y, 2.0f, n);
    CUDA_OK(cudaEventRecord(fork, s));
    CUDA_OK(cudaStreamWaitEvent(side, fork, 0));
    lupine_add_f32<<<n / 256, 256, 0, side>>>(x, x, n); // x = 2x
    CUDA_OK(cudaEventRecord(join, side));
    CUDA_OK(cudaStreamWaitEvent(s, join, 0));
    lupine_add_f32<<<n / 256, 256, 0, s>>>(y, x, n);
    CUDA_OK(cudaLaunchHostFunc(s, count_run, nullptr));
    cudaGraph_t captured;
    CUDA_OK(cudaStreamEndCapture(s, &captured));
    CHECK(g_host_runs.load() == 0, "nothing ran while capturing");
    size_t nodes = 0;
    CUDA_OK(cudaGraphGetNodes(captured, nullptr, &nodes));
    CHECK(nodes >= 4, "the captured graph has the kernels and the host function");
    cudaGraphExec_t exec;
    CUDA_OK(cudaGraphInstantiate(&exec, captured, 0));
    // three replays: x doubles each time (2, 4, 8); y = 2y + x: 1 -> 4 -> 12 -> 32
    for (int i = 0; i < 3; i++)
        CUDA_OK(cudaGraphLaunch(exec, s));
    CUDA_OK(cudaStreamSynchronize(s));
    CUDA_OK(cudaMemcpy(h.data(), y, n * sizeof(float), cudaMemcpyDeviceToHost));
    bool ok = true;
    for (unsigned i = 0; i < n; i++)
        ok &= h[i] == 32.0f;
    CHECK(ok, "three replays of the captured graph (y = 32)");
    CHECK(g_host_runs.load() == 3, "its host function ran once per replay");

    // explicit API: memset(u) -> fill kernel(u) -> copy u to v -> host function
    unsigned *u = nullptr, *v = nullptr;
    CUDA_REQUIRE(cudaMalloc(&u, n * sizeof(unsigned)));
    CUDA_REQUIRE(cudaMalloc(&v, n * sizeof(unsigned)));
    cudaGraph_t g;
    CUDA_REQUIRE(cudaGraphCreate(&g, 0));
    cudaGraphNode_t set, fill, copy, host;
    cudaMemsetParams mp;
    std::memset(&mp, 0, sizeof mp);
    mp.dst = u;
    mp.value = 0;
    mp.elementSize = 4;
    mp.width = n;
    mp.height = 1;
    CUDA_OK(cudaGraphAddMemsetNode(&set, g, nullptr, 0, &mp));
    unsigned base = 500, count = n;
    void *args[] = {&u, &base, &count};
    cudaKernelNodeParams kp;
    std::memset(&kp, 0, sizeof kp);
    kp.func = (void *)lupine_fill_u32;
    kp.gridDim = dim3(n / 256);
    kp.blockDim = dim3(256);
    kp.kernelParams = args;
    CUDA_OK(cudaGraphAddKernelNode(&fill, g, &set, 1, &kp));
    CUDA_OK(cudaGraphAddMemcpyNode1D(&copy, g, &fill, 1, v, u, n * sizeof(unsigned),
                                     cudaMemcpyDeviceToDevice));
    cudaHostNodeParams hp;
    hp.fn = count_run;
    hp.userData = nullptr;
    CUDA_OK(cudaGraphAddHostNode(&host, g, &copy, 1, &hp));
    cudaGraph_t clone;
    CUDA_OK(cudaGraphClone(&clone, g));
    size_t cn = 0;
    CUDA_OK(cudaGraphGetNodes(clone, nullptr, &cn));
    CHECK(cn == 4, "the clone has the four nodes");
    cudaGraphExec_t ge;
    CUDA_OK(cudaGraphInstantiate(&ge, g, 0));
    CUDA_OK(cudaGraphLaunch(ge, s));
    CUDA_OK(cudaStreamSynchronize(s));
    std::vector<unsigned> hv(n);
    CUDA_OK(cudaMemcpy(hv.data(), v, n * sizeof(unsigned), cudaMemcpyDeviceToHost));
    ok = true;
    for (unsigned i = 0; i < n; i++)
        ok &= hv[i] == 500 + i;
    CHECK(ok, "explicit graph: memset, fill, copy in dependency order");
    CHECK(g_host_runs.load() == 4, "its host node ran");
    base = 9000; // new parameters for the kernel node of the executable graph
    CUDA_OK(cudaGraphExecKernelNodeSetParams(ge, fill, &kp));
    CUDA_OK(cudaGraphLaunch(ge, s));
    CUDA_OK(cudaStreamSynchronize(s));
    CUDA_OK(cudaMemcpy(hv.data(), v, n * sizeof(unsigned), cudaMemcpyDeviceToHost));
    CHECK(hv[0] == 9000 && hv[n - 1] == 9000 + n - 1, "updated kernel parameters took effect");

    CUDA_OK(cudaGraphExecDestroy(ge));
    CUDA_OK(cudaGraphExecDestroy(exec));
    CUDA_OK(cudaGraphDestroy(clone));
    CUDA_OK(cudaGraphDestroy(g));
    CUDA_OK(cudaGraphDestroy(captured));
    CUDA_OK(cudaEventDestroy(fork));
    CUDA_OK(cudaEventDestroy(join));
    CUDA_OK(cudaStreamDestroy(s));
    CUDA_OK(cudaStreamDestroy(side));
    for (void *p : {(void *)x, (void *)y, (void *)u, (void *)v})
        CUDA_OK(cudaFree(p));
    CUDA_OK(cudaGetLastError());
    return finish(PROGRAM);
}
