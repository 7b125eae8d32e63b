// CUDA graphs: stream capture (kernels, copies, a host function, a fork to a second stream
// and the join back through events) replayed several times; a graph built with the explicit
// API (memset, kernel, 1D copy and host nodes with dependencies), cloned, its kernel node's
// parameters updated in the executable graph; capture status queries; and what NVIDIA's
// simpleCudaGraphs sample does with host memory (memcpy nodes from cudaMallocHost memory and
// into a stack variable, a host node reading it, a clone, the same pipeline captured with
// cudaMemcpyAsync and cudaLaunchHostFunc), plus memcpy node parameters changed in a graph and
// taken by an exec through cudaGraphExecUpdate. Every replay is checked through the data it
// leaves (the work accumulates, so a replay that did not run, or ran out of order, shows).
#define PROGRAM "graphs"
#include "lupine_test.cuh"

#include <atomic>
#include <vector>

namespace {
std::atomic<int> g_host_runs{0};
void CUDART_CB count_run(void *) { g_host_runs.fetch_add(1); }

// simpleCudaGraphs' host callback: reads the result a memcpy node left in host memory, records
// it and resets it
struct sum_seen {
    unsigned *result;
    std::vector<unsigned> seen;
};
void CUDART_CB record_sum(void *p)
{
    sum_seen *s = static_cast<sum_seen *>(p);
    s->seen.push_back(*s->result);
    *s->result = 0;
}

// sum of v[0..n) for the values fill_input leaves: v[i] = seed * 7 + i % 13
unsigned expected_sum(unsigned seed, unsigned n)
{
    unsigned sum = 0;
    for (unsigned i = 0; i < n; i++)
        sum += seed * 7 + i % 13;
    return sum;
}

void fill_input(unsigned *v, unsigned seed, unsigned n)
{
    for (unsigned i = 0; i < n; i++)
        v[i] = seed * 7 + i % 13;
}

cudaMemcpy3DParms copy_1d(void *dst, const void *src, size_t bytes, cudaMemcpyKind kind)
{
    cudaMemcpy3DParms p;
    std::memset(&p, 0, sizeof p);
    p.srcPtr = make_cudaPitchedPtr(const_cast<void *>(src), bytes, bytes, 1);
    p.dstPtr = make_cudaPitchedPtr(dst, bytes, bytes, 1);
    p.extent = make_cudaExtent(bytes, 1, 1);
    p.kind = kind;
    return p;
}

// simpleCudaGraphs' cudaGraphsManual with the stand-in's kernels: input (page-locked) --copy-->
// x; memset(partial) -> block sums of x -> partial; memset(result) -> block sum of partial ->
// result --copy--> a stack variable --> host node. Returns how many checks failed.
int host_memory_graphs()
{
    const unsigned n = 4096, blocks = 16;
    unsigned *input = nullptr, *input2 = nullptr, *x = nullptr, *partial = nullptr,
             *result = nullptr;
    CUDA_OK(cudaMallocHost(&input, n * sizeof(unsigned)));
    CUDA_OK(cudaMallocHost(&input2, n * sizeof(unsigned)));
    CUDA_OK(cudaMalloc(&x, n * sizeof(unsigned)));
    CUDA_OK(cudaMalloc(&partial, blocks * sizeof(unsigned)));
    CUDA_OK(cudaMalloc(&result, sizeof(unsigned)));
    if (!input || !input2 || !x || !partial || !result)
        return 1;
    cudaStream_t s;
    CUDA_OK(cudaStreamCreate(&s));
    unsigned result_h = 0; // a stack variable, as the sample's
    sum_seen seen{&result_h, {}};

    cudaGraph_t g;
    CUDA_OK(cudaGraphCreate(&g, 0));
    cudaGraphNode_t copy_in, set_partial, sum1, set_result, sum2, copy_out, host;
    cudaMemcpy3DParms in = copy_1d(x, input, n * sizeof(unsigned), cudaMemcpyHostToDevice);
    CUDA_OK(cudaGraphAddMemcpyNode(&copy_in, g, nullptr, 0, &in));
    cudaMemsetParams mp;
    std::memset(&mp, 0, sizeof mp);
    mp.dst = partial;
    mp.elementSize = 4;
    mp.width = blocks;
    mp.height = 1;
    CUDA_OK(cudaGraphAddMemsetNode(&set_partial, g, nullptr, 0, &mp));
    unsigned count = n;
    void *args1[] = {&x, &partial, &count};
    cudaKernelNodeParams kp;
    std::memset(&kp, 0, sizeof kp);
    kp.func = (void *)lupine_block_sum_u32;
    kp.gridDim = dim3(blocks);
    kp.blockDim = dim3(n / blocks);
    kp.kernelParams = args1;
    cudaGraphNode_t deps1[] = {set_partial, copy_in};
    CUDA_OK(cudaGraphAddKernelNode(&sum1, g, deps1, 2, &kp));
    mp.dst = result;
    mp.width = 1;
    CUDA_OK(cudaGraphAddMemsetNode(&set_result, g, nullptr, 0, &mp));
    unsigned nblocks = blocks;
    void *args2[] = {&partial, &result, &nblocks};
    kp.gridDim = dim3(1);
    kp.blockDim = dim3(blocks);
    kp.kernelParams = args2;
    cudaGraphNode_t deps2[] = {sum1, set_result};
    CUDA_OK(cudaGraphAddKernelNode(&sum2, g, deps2, 2, &kp));
    cudaMemcpy3DParms out = copy_1d(&result_h, result, sizeof(unsigned), cudaMemcpyDeviceToHost);
    CUDA_OK(cudaGraphAddMemcpyNode(&copy_out, g, &sum2, 1, &out));
    cudaHostNodeParams hp;
    hp.fn = record_sum;
    hp.userData = &seen;
    CUDA_OK(cudaGraphAddHostNode(&host, g, &copy_out, 1, &hp));

    size_t nodes = 0;
    CUDA_OK(cudaGraphGetNodes(g, nullptr, &nodes));
    CHECK(nodes == 7, "host-memory graph: the seven nodes as added");
    cudaGraphNodeType t = cudaGraphNodeTypeEmpty;
    CUDA_OK(cudaGraphNodeGetType(copy_in, &t));
    CHECK(t == cudaGraphNodeTypeMemcpy, "a copy from page-locked memory is a memcpy node");
    CUDA_OK(cudaGraphNodeGetType(host, &t));
    CHECK(t == cudaGraphNodeTypeHost, "the host node is a host node");
    cudaHostNodeParams got_hp;
    CUDA_OK(cudaGraphHostNodeGetParams(host, &got_hp));
    CHECK(got_hp.fn == record_sum && got_hp.userData == &seen, "host node parameters as given");

    cudaGraphExec_t ge, ce;
    cudaGraph_t clone;
    CUDA_OK(cudaGraphInstantiate(&ge, g, 0));
    CUDA_OK(cudaGraphClone(&clone, g));
    CUDA_OK(cudaGraphInstantiate(&ce, clone, 0));
    bool ok = true;
    for (unsigned i = 0; i < 3; i++) { // new input before each launch
        fill_input(input, i + 1, n);
        CUDA_OK(cudaGraphLaunch(ge, s));
        CUDA_OK(cudaStreamSynchronize(s));
        ok &= seen.seen.size() == i + 1 && seen.seen[i] == expected_sum(i + 1, n);
    }
    CHECK(ok, "three launches: the host node saw each launch's sum");
    CHECK(result_h == 0, "the host node reset the stack variable");
    fill_input(input, 12, n);
    for (unsigned i = 0; i < 3; i++)
        CUDA_OK(cudaGraphLaunch(ce, s));
    CUDA_OK(cudaStreamSynchronize(s));
    ok = seen.seen.size() == 6;
    for (unsigned i = 0; ok && i < 3; i++)
        ok &= seen.seen[3 + i] == expected_sum(12, n);
    CHECK(ok, "three launches of the clone, queued behind each other");

    // the clone's input node reads input2; the first exec takes that through cudaGraphExecUpdate
    cudaGraphNode_t clone_in;
    CUDA_OK(cudaGraphNodeFindInClone(&clone_in, copy_in, clone));
    cudaMemcpy3DParms in2 = copy_1d(x, input2, n * sizeof(unsigned), cudaMemcpyHostToDevice);
    CUDA_OK(cudaGraphMemcpyNodeSetParams(clone_in, &in2));
    cudaGraphExecUpdateResultInfo info;
    CUDA_OK(cudaGraphExecUpdate(ge, clone, &info));
    CHECK(info.result == cudaGraphExecUpdateSuccess, "exec updated from the changed clone");
    fill_input(input, 20, n);
    fill_input(input2, 30, n);
    CUDA_OK(cudaGraphLaunch(ge, s));
    CUDA_OK(cudaStreamSynchronize(s));
    CHECK(seen.seen.size() == 7 && seen.seen[6] == expected_sum(30, n),
          "the updated exec reads the new input");
    cudaMemcpy3DParms got_in;
    CUDA_OK(cudaGraphMemcpyNodeGetParams(copy_in, &got_in));
    CHECK(got_in.srcPtr.ptr == input, "the original graph's node kept its own input");

    // the same pipeline captured (simpleCudaGraphs' cudaGraphsUsingStreamCapture)
    cudaGraph_t cap;
    CUDA_OK(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal));
    CUDA_OK(cudaMemcpyAsync(x, input, n * sizeof(unsigned), cudaMemcpyDefault, s));
    CUDA_OK(cudaMemsetAsync(partial, 0, blocks * sizeof(unsigned), s));
    lupine_block_sum_u32<<<blocks, n / blocks, 0, s>>>(x, partial, n);
    CUDA_OK(cudaMemsetAsync(result, 0, sizeof(unsigned), s));
    lupine_block_sum_u32<<<1, blocks, 0, s>>>(partial, result, blocks);
    CUDA_OK(cudaMemcpyAsync(&result_h, result, sizeof(unsigned), cudaMemcpyDefault, s));
    CUDA_OK(cudaLaunchHostFunc(s, record_sum, &seen));
    CUDA_OK(cudaStreamEndCapture(s, &cap));
    CUDA_OK(cudaGraphGetNodes(cap, nullptr, &nodes));
    CHECK(nodes == 7, "the captured pipeline: seven nodes");
    cudaGraphExec_t capx;
    CUDA_OK(cudaGraphInstantiate(&capx, cap, 0));
    for (unsigned i = 0; i < 3; i++) {
        fill_input(input, 40 + i, n);
        CUDA_OK(cudaGraphLaunch(capx, s));
        CUDA_OK(cudaStreamSynchronize(s));
    }
    ok = seen.seen.size() == 10;
    for (unsigned i = 0; ok && i < 3; i++)
        ok &= seen.seen[7 + i] == expected_sum(40 + i, n);
    CHECK(ok, "three launches of the captured pipeline");

    CUDA_OK(cudaGraphExecDestroy(capx));
    CUDA_OK(cudaGraphExecDestroy(ge));
    CUDA_OK(cudaGraphExecDestroy(ce));
    CUDA_OK(cudaGraphDestroy(cap));
    CUDA_OK(cudaGraphDestroy(clone));
    CUDA_OK(cudaGraphDestroy(g));
    CUDA_OK(cudaStreamDestroy(s));
    for (void *p : {(void *)x, (void *)partial, (void *)result})
        CUDA_OK(cudaFree(p));
    CUDA_OK(cudaFreeHost(input));
    CUDA_OK(cudaFreeHost(input2));
    return 0;
}
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
    host_memory_graphs();
    CUDA_OK(cudaGetLastError());
    return finish(PROGRAM);
}
