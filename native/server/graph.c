/* Stream capture and CUDA graphs on the server (hand-written handlers of
 * codegen/annotations.toml [server], [checks] and [after]).
 *
 * The calls of codegen/graph_wire.toml are read, checked (handles, dependency counts,
 * structure sizes) and answered by native/generated/graph_server_gen.c, from the description
 * the shim's marshalling is written from too; the ls_graph_<call> bodies here get them checked
 * and write their replies with ls_gw_reply_<call>. cuStreamEndCapture and cuGraphNodeGetType
 * read the generic wire format (native/generated/client_gen.c sends them).
 *
 * Launches, memsets and device-to-device copies issued into a capturing stream need nothing
 * here: the real driver records them. Kernel parameters reach the driver as the client packed
 * them (native/shim/launch.c), in a buffer of this process that is reused for the next call;
 * that is safe in a graph because the driver copies parameters when the node is made: the CUDA
 * driver API documentation of cuGraphAddKernelNode says "The kernelParams or extra array, as
 * well as the argument values it points to, are copied during this call", and cuLaunchKernel
 * reads its parameters when it is called (they "will be copied" from kernelParams[i]),
 * capturing or not. tests/lupine/test_graphs.py replays captured launches whose parameter
 * buffers were overwritten by later calls and checks every value.
 *
 * Host memory is different: a copy from client memory arrives in a buffer of this process
 * that is gone when the call returns, so it must never be recorded into a graph. Copies
 * between client memory and the device issued into a capturing stream (cuMemcpyHtoDAsync,
 * cuMemcpyDtoHAsync: fastpath.c; cuMemcpy2DAsync, cuMemcpy3DAsync: copy3d.c) and memcpy nodes
 * with a client host side become memcpy nodes that pull or push client memory in stream order
 * (graphhost.c); host nodes run the client's own function (clientmem.c).
 *
 * Structures that hold pointers travel as the CUDA structure by value with its pointers
 * ignored, followed by the data they point to as byte runs (graph_wire.toml):
 * every handle inside is checked against the registry, every device range against the
 * session's allocations, before the driver sees them.
 *
 * Registry (registry.c): graphs, nodes (children of their graph), execs and conditional
 * handles are handle types; a graph handed out for a node (child graph, conditional body) is
 * that node's child, so destroying a graph forgets everything under it. Graph allocations
 * (memory alloc nodes) are device ranges held by the graph that made them and by every exec
 * instantiated (or graph cloned) from it; the last of them to go releases the range. */
#define _GNU_SOURCE
#include "graph_server_gen.h"

#include <fcntl.h>
#include <stdio.h>
#include <sys/stat.h>
#include <unistd.h>

#define MAX_DOT_TEXT ((uint64_t)64 << 20)
#define MAX_CONDITIONAL_BODIES 4096u

typedef struct {
    uint64_t owner, base;
} owner_rec;

typedef struct {
    uint64_t stream, graph;
} to_graph_rec;

struct ls_graph_state {
    to_graph_rec *to_graph; /* captures into a client's graph (cuStreamBeginCaptureToGraph) */
    size_t nto, capto;
    owner_rec *owners; /* graph allocations held by a graph or exec */
    size_t nowners, capowners;
};

#define REAL(s, name) ((s)->real[LUPINE_FN_##name])

typedef CUresult (*exchange_fn)(CUstreamCaptureMode *);
typedef CUresult (*capture_info_v2_fn)(CUstream, CUstreamCaptureStatus *, cuuint64_t *, CUgraph *,
                                       const CUgraphNode **, size_t *);
typedef CUresult (*capture_info_v3_fn)(CUstream, CUstreamCaptureStatus *, cuuint64_t *, CUgraph *,
                                       const CUgraphNode **, const CUgraphEdgeData **, size_t *);
typedef CUresult (*end_capture_fn)(CUstream, CUgraph *);

static struct ls_graph_state *state(ls_session *s)
{
    if (!s->graph)
        s->graph = calloc(1, sizeof *s->graph);
    return s->graph;
}

/* Appends one element to a growable array; 0 on success. */
static int push(void **arr, size_t *n, size_t *cap, size_t elem, const void *v)
{
    if (*n == *cap) {
        size_t nc = *cap ? 2 * *cap : 8;
        void *grown = realloc(*arr, nc * elem);
        if (!grown)
            return -1;
        *arr = grown;
        *cap = nc;
    }
    memcpy((char *)*arr + *n * elem, v, elem);
    (*n)++;
    return 0;
}

void ls_graph_free(ls_session *s)
{
    if (!s->graph)
        return;
    free(s->graph->to_graph);
    free(s->graph->owners);
    free(s->graph);
    s->graph = NULL;
}

/* ---------------------------------------------------------------- capture mode */

/* The client keeps each of its threads' capture mode (native/shim/context.c) and sends it
 * with every call; all its threads' calls run on this one thread, so the driver's per-thread
 * mode is switched to the caller's before the call runs (switches only when it differs). */
CUresult ls_apply_capture_mode(ls_session *s, int mode)
{
    if (mode == s->capture_mode)
        return CUDA_SUCCESS;
    exchange_fn exchange = (exchange_fn)REAL(s, cuThreadExchangeStreamCaptureMode);
    if (!exchange)
        return CUDA_SUCCESS; /* a driver without capture modes: nothing to switch */
    CUstreamCaptureMode m = (CUstreamCaptureMode)mode;
    CUresult r = exchange(&m);
    if (r == CUDA_SUCCESS)
        s->capture_mode = mode;
    /* before cuInit the driver answers CUDA_ERROR_NOT_INITIALIZED (seen on the H200): no
     * capture exists yet, so there is nothing the mode could prohibit; the call (cuInit
     * itself, or one the driver refuses for the same reason) goes on */
    return r == CUDA_ERROR_NOT_INITIALIZED ? CUDA_SUCCESS : r;
}

/* ---------------------------------------------------------------- captures */

void ls_graph_capture_begun(ls_session *s, uint64_t stream, uint64_t to_graph)
{
    struct ls_graph_state *g = state(s);
    if (!g)
        return;
    for (size_t i = 0; i < g->nto; i++)
        if (g->to_graph[i].stream == stream) {
            g->to_graph[i] = g->to_graph[--g->nto];
            break;
        }
    if (to_graph) {
        to_graph_rec rec = {stream, to_graph};
        push((void **)&g->to_graph, &g->nto, &g->capto, sizeof rec, &rec);
    }
}

/* Capture status, id and graph of a stream, as the driver has them (status NONE when the
 * driver cannot say). */
static CUstreamCaptureStatus capture_of(ls_session *s, uint64_t stream, uint64_t *id,
                                        uint64_t *graph)
{
    CUstreamCaptureStatus st = CU_STREAM_CAPTURE_STATUS_NONE;
    cuuint64_t cid = 0;
    CUgraph cg = NULL;
    capture_info_v2_fn info = (capture_info_v2_fn)REAL(s, cuStreamGetCaptureInfo_v2);
    if (!info || info((CUstream)(uintptr_t)stream, &st, &cid, &cg, NULL, NULL) != CUDA_SUCCESS)
        st = CU_STREAM_CAPTURE_STATUS_NONE;
    if (id)
        *id = st == CU_STREAM_CAPTURE_STATUS_NONE ? 0 : cid;
    if (graph)
        *graph = st == CU_STREAM_CAPTURE_STATUS_ACTIVE ? (uint64_t)(uintptr_t)cg : 0;
    return st;
}

/* ---------------------------------------------------------------- graph allocations */

void ls_graph_owners_copy(ls_session *s, uint64_t from, const void *to_out)
{
    struct ls_graph_state *g = s->graph;
    uint64_t to = ls_u64_at(to_out, 8);
    if (!g || !to)
        return;
    size_t n = g->nowners;
    for (size_t i = 0; i < n; i++)
        if (g->owners[i].owner == from && ls_range_graph_hold(s, g->owners[i].base, 0)) {
            owner_rec rec = {to, g->owners[i].base};
            if (push((void **)&g->owners, &g->nowners, &g->capowners, sizeof rec, &rec))
                ls_range_graph_release(s, rec.base);
        }
}

static void owner_add(ls_session *s, uint64_t owner, uint64_t base, uint64_t size)
{
    struct ls_graph_state *g = state(s);
    if (!g || !ls_range_graph_hold(s, base, size ? size : 1))
        return;
    owner_rec rec = {owner, base};
    if (push((void **)&g->owners, &g->nowners, &g->capowners, sizeof rec, &rec))
        ls_range_graph_release(s, base);
}

void ls_graph_handle_gone(ls_session *s, int type, uint64_t value)
{
    (void)type;
    struct ls_graph_state *g = s->graph;
    if (!g)
        return;
    for (size_t i = 0; i < g->nowners; i++)
        if (g->owners[i].owner == value) {
            uint64_t base = g->owners[i].base;
            g->owners[i--] = g->owners[--g->nowners];
            ls_range_graph_release(s, base);
        }
}

/* ---------------------------------------------------------------- checks */

/* The bytes a pitched region of `height` rows of `width` bytes (times depth slices of
 * `slice` rows) spans from its first byte; 0 on overflow or an empty region. */
static int span_of(uint64_t width, uint64_t height, uint64_t depth, uint64_t pitch,
                   uint64_t slice, uint64_t *span)
{
    uint64_t a = 0, b = 0, t;
    if (depth > 1 && (__builtin_mul_overflow(depth - 1, slice, &t) ||
                      __builtin_mul_overflow(t, pitch, &a)))
        return -1;
    if (height > 1 && __builtin_mul_overflow(height - 1, pitch, &b))
        return -1;
    if (__builtin_add_overflow(a, b, &t) || __builtin_add_overflow(t, width, span))
        return -1;
    return 0;
}

CUresult ls_graph_check_memset(ls_session *s, const void *params, uint64_t n)
{
    if (!params || n < sizeof(CUDA_MEMSET_NODE_PARAMS))
        return CUDA_SUCCESS; /* the driver's own answer to NULL */
    CUDA_MEMSET_NODE_PARAMS p;
    memcpy(&p, params, sizeof p);
    if (p.elementSize != 1 && p.elementSize != 2 && p.elementSize != 4)
        return CUDA_ERROR_INVALID_VALUE;
    uint64_t row, span;
    if (__builtin_mul_overflow((uint64_t)p.width, (uint64_t)p.elementSize, &row) ||
        span_of(row, p.height, 1, p.pitch, 0, &span))
        return CUDA_ERROR_INVALID_VALUE;
    if (!p.width || !p.height)
        return CUDA_SUCCESS;
    return ls_devptr_ok(s, p.dst, span) ? CUDA_SUCCESS : CUDA_ERROR_INVALID_VALUE;
}

/* Launch attribute values that name an event (cuGraphKernelNodeSetAttribute, kernel nodes). */
static uint64_t attribute_event(int id, const CUlaunchAttributeValue *v)
{
    if (id == CU_LAUNCH_ATTRIBUTE_PROGRAMMATIC_EVENT)
        return (uint64_t)(uintptr_t)v->programmaticEvent.event;
    if (id == CU_LAUNCH_ATTRIBUTE_LAUNCH_COMPLETION_EVENT)
        return (uint64_t)(uintptr_t)v->launchCompletionEvent.event;
    return 0;
}

CUresult ls_graph_check_kernel_attr(ls_session *s, int attr, const void *value, uint64_t n)
{
    if (!value || n < sizeof(CUlaunchAttributeValue))
        return CUDA_SUCCESS;
    CUlaunchAttributeValue v;
    memcpy(&v, value, sizeof v);
    return ls_handle_ok(s, LS_H_CUevent_st, attribute_event(attr, &v)) ? CUDA_SUCCESS
                                                                        : CUDA_ERROR_INVALID_HANDLE;
}

/* One side of a 3D copy: device memory must lie in one allocation of this session, an array
 * must be one it holds; client host memory (CU_MEMORYTYPE_HOST) is checked by the client when a
 * replay reaches it (graphhost.c checks that its rows' addresses do not overflow). */
static CUresult check_copy_side(ls_session *s, CUmemorytype type, CUdeviceptr dev, CUarray arr,
                                size_t x, size_t y, size_t z, size_t pitch, size_t height,
                                const CUDA_MEMCPY3D *c)
{
    switch ((int)type) {
    case CU_MEMORYTYPE_HOST:
        return CUDA_SUCCESS;
    case CU_MEMORYTYPE_ARRAY:
        return arr && ls_handle_ok(s, LS_H_CUarray_st, (uint64_t)(uintptr_t)arr)
                   ? CUDA_SUCCESS
                   : CUDA_ERROR_INVALID_HANDLE;
    case CU_MEMORYTYPE_DEVICE:
    case CU_MEMORYTYPE_UNIFIED: {
        uint64_t off, span, t, u, start;
        if (__builtin_mul_overflow((uint64_t)z, (uint64_t)height, &t) ||
            __builtin_add_overflow(t, (uint64_t)y, &u) ||
            __builtin_mul_overflow(u, (uint64_t)pitch, &t) ||
            __builtin_add_overflow(t, (uint64_t)x, &off) ||
            __builtin_add_overflow((uint64_t)dev, off, &start) ||
            span_of(c->WidthInBytes, c->Height, c->Depth, pitch, height, &span))
            return CUDA_ERROR_INVALID_VALUE;
        if (!c->WidthInBytes || !c->Height || !c->Depth)
            return CUDA_SUCCESS;
        return ls_devptr_ok(s, start, span) ? CUDA_SUCCESS : CUDA_ERROR_INVALID_VALUE;
    }
    default:
        return CUDA_ERROR_INVALID_VALUE;
    }
}

/* A copy as it travels (native/shim/graph.c): a side of client host memory is
 * CU_MEMORYTYPE_HOST with the client address in srcHost / dstHost, and reserved0 (src) /
 * reserved1 (dst) 1 when the application named it CU_MEMORYTYPE_UNIFIED (else NULL); every other
 * host pointer is meaningless here. Checks both sides; *host: 1 when a side is client memory
 * (whose address stays for graphhost.c), with unified[] filled in. */
static CUresult check_copy(ls_session *s, CUDA_MEMCPY3D *c, int *host, int unified[2])
{
    uintptr_t mark[2] = {(uintptr_t)c->reserved0, (uintptr_t)c->reserved1};
    c->reserved0 = c->reserved1 = NULL;
    int src = c->srcMemoryType == CU_MEMORYTYPE_HOST, dst = c->dstMemoryType == CU_MEMORYTYPE_HOST;
    if (!src)
        c->srcHost = NULL;
    if (!dst)
        c->dstHost = NULL;
    *host = src || dst;
    unified[0] = src && mark[0] == 1;
    unified[1] = dst && mark[1] == 1;
    if (mark[0] > 1 || mark[1] > 1 || (mark[0] && !src) || (mark[1] && !dst))
        return CUDA_ERROR_INVALID_VALUE;
    CUresult r = check_copy_side(s, c->srcMemoryType, c->srcDevice, c->srcArray, c->srcXInBytes,
                                 c->srcY, c->srcZ, c->srcPitch, c->srcHeight, c);
    if (r == CUDA_SUCCESS)
        r = check_copy_side(s, c->dstMemoryType, c->dstDevice, c->dstArray, c->dstXInBytes,
                            c->dstY, c->dstZ, c->dstPitch, c->dstHeight, c);
    return r;
}

/* ---------------------------------------------------------------- calls */

static int handle_ok(ls_session *s, int type, const void *h)
{
    return ls_handle_ok(s, type, (uint64_t)(uintptr_t)h);
}

/* ---------------------------------------------------------------- capture information */

/* cuStreamGetCaptureInfo_v3 (graph_wire.toml). The graph and nodes are registered (nodes as
 * children of the graph): the client may name them next. */
CUresult ls_graph_cuStreamGetCaptureInfo_v3(ls_session *s, int fn,
                                            ls_gw_cuStreamGetCaptureInfo_v3 *m, lp_buf *out)
{
    CUstreamCaptureStatus st = CU_STREAM_CAPTURE_STATUS_NONE;
    cuuint64_t id = 0;
    CUgraph graph = NULL;
    const CUgraphNode *deps = NULL;
    const CUgraphEdgeData *edges = NULL;
    size_t count = 0;
    CUresult r;
    capture_info_v3_fn v3 = (capture_info_v3_fn)s->real[fn];
    capture_info_v2_fn v2 = (capture_info_v2_fn)(fn == LUPINE_FN_cuStreamGetCaptureInfo_v3_ptsz
                                                     ? REAL(s, cuStreamGetCaptureInfo_v2_ptsz)
                                                     : REAL(s, cuStreamGetCaptureInfo_v2));
    int want_deps = (m->want & 2) != 0;
    if (v3)
        r = v3(m->stream, &st, &id, &graph, want_deps ? &deps : NULL, want_deps ? &edges : NULL,
               &count);
    else if (v2) /* a driver before CUDA 12.3: no edge data */
        r = v2(m->stream, &st, &id, &graph, want_deps ? &deps : NULL, &count);
    else
        r = CUDA_ERROR_NOT_SUPPORTED;
    if (r != CUDA_SUCCESS)
        return r;
    if (st != CU_STREAM_CAPTURE_STATUS_ACTIVE || count > LS_MAX_GENERIC_ARGS / 16)
        count = 0; /* "valid data is returned only if ... ACTIVE" (cuda.h) */
    if (st != CU_STREAM_CAPTURE_STATUS_ACTIVE)
        graph = NULL;
    uint64_t g = (uint64_t)(uintptr_t)graph;
    if (g && !ls_handle_ok(s, LS_H_CUgraph_st, g))
        ls_handle_add(s, LS_H_CUgraph_st, g, 0, NULL);
    lp_capture_info info = {(uint32_t)st, 0, id, (m->want & 1) ? g : 0, count};
    size_t n = want_deps && deps ? count : 0;
    /* no edge data from the driver (before CUDA 12.3): all zero, the default */
    unsigned char *zeros = n && !edges ? calloc(n, sizeof(CUgraphEdgeData)) : NULL;
    if (n && !edges && !zeros)
        out->failed = 1;
    else
        ls_gw_reply_cuStreamGetCaptureInfo_v3(out, m, &info, deps, n * 8,
                                              edges ? (const void *)edges : zeros,
                                              n * sizeof(CUgraphEdgeData));
    free(zeros);
    for (size_t i = 0; want_deps && deps && i < count; i++)
        if (!ls_handle_ok(s, LS_H_CUgraphNode_st, (uint64_t)(uintptr_t)deps[i]))
            ls_handle_add(s, LS_H_CUgraphNode_st, (uint64_t)(uintptr_t)deps[i], g, NULL);
    return CUDA_SUCCESS;
}

/* cuStreamEndCapture (the generic wire format: stream, out-request). On success the graph is
 * the client's. A failed capture's graph is gone with every node of it the client learned,
 * unless the client made the graph (cuStreamBeginCaptureToGraph). */
int ls_hand_cuStreamEndCapture(ls_session *s, int fn, uint64_t len, int reply)
{
    ls_args a;
    uint64_t stream, want;
    if (ls_args_read(s, len, &a))
        return LS_BAD;
    if (lp_get_u64(&a.rd, &stream) || lp_get_u64(&a.rd, &want) || a.rd.left)
        return ls_args_bad(&a);
    lp_buf out = {0};
    CUresult r;
    end_capture_fn end = (end_capture_fn)s->real[fn];
    if (!end)
        r = CUDA_ERROR_NOT_SUPPORTED;
    else if (!handle_ok(s, LS_H_CUstream_st, (void *)(uintptr_t)stream))
        r = CUDA_ERROR_INVALID_HANDLE;
    else if (want != LP_NULL && want != 8)
        r = CUDA_ERROR_INVALID_VALUE;
    else {
        struct ls_graph_state *g = s->graph;
        uint64_t capture_graph = 0, user_graph = 0;
        size_t to = (size_t)-1;
        capture_of(s, stream, NULL, &capture_graph);
        for (size_t i = 0; g && i < g->nto; i++)
            if (g->to_graph[i].stream == stream) {
                user_graph = g->to_graph[i].graph;
                to = i;
            }
        CUgraph graph = NULL;
        r = end((CUstream)(uintptr_t)stream, want == LP_NULL ? NULL : &graph);
        /* ended: on success, or on a failure after which the stream captures no more (an
         * invalidated capture); not when the call was refused (another stream of the capture,
         * another thread) and the capture goes on */
        int ended = r == CUDA_SUCCESS ||
                    capture_of(s, stream, NULL, NULL) == CU_STREAM_CAPTURE_STATUS_NONE;
        if (ended && to != (size_t)-1)
            g->to_graph[to] = g->to_graph[--g->nto];
        if (r == CUDA_SUCCESS) {
            uint64_t gv = (uint64_t)(uintptr_t)graph;
            if (gv && !ls_handle_ok(s, LS_H_CUgraph_st, gv))
                ls_handle_add(s, LS_H_CUgraph_st, gv, 0, NULL);
            lp_buf_bytes(&out, &graph, 8);
        } else if (ended && capture_graph && capture_graph != user_graph) {
            ls_handle_del(s, LS_H_CUgraph_st, capture_graph); /* gone with the capture */
        }
    }
    return ls_args_answer(s, fn, r, reply, &a, &out);
}

/* ---------------------------------------------------------------- kernel nodes */

/* A kernel node's parameters from the wire: the structure (pointers ignored) and the packed
 * parameter buffer, passed as CU_LAUNCH_PARAM_BUFFER_POINTER (the driver copies it). */
typedef struct {
    size_t size;
    void *extra[5];
} packed_params;

static CUresult kernel_params(ls_session *s, CUDA_KERNEL_NODE_PARAMS *kp, const void *args,
                              uint64_t nargs, packed_params *pp)
{
    if (nargs > LS_MAX_PARAM_BYTES)
        return CUDA_ERROR_INVALID_VALUE;
    if (!kp->func && !kp->kern)
        return CUDA_ERROR_INVALID_VALUE;
    if ((kp->func && !handle_ok(s, LS_H_CUfunc_st, kp->func)) ||
        (kp->kern && !handle_ok(s, LS_H_CUkern_st, kp->kern)))
        return CUDA_ERROR_INVALID_HANDLE;
    if (!handle_ok(s, LS_H_CUctx_st, kp->ctx))
        return CUDA_ERROR_INVALID_CONTEXT;
    pp->size = (size_t)nargs;
    pp->extra[0] = CU_LAUNCH_PARAM_BUFFER_POINTER;
    pp->extra[1] = (void *)args;
    pp->extra[2] = CU_LAUNCH_PARAM_BUFFER_SIZE;
    pp->extra[3] = &pp->size;
    pp->extra[4] = CU_LAUNCH_PARAM_END;
    kp->kernelParams = NULL;
    kp->extra = args && nargs ? pp->extra : NULL;
    return CUDA_SUCCESS;
}

typedef CUresult (*add_kernel_fn)(CUgraphNode *, CUgraph, const CUgraphNode *, size_t,
                                  const CUDA_KERNEL_NODE_PARAMS *);
typedef CUresult (*set_kernel_fn)(CUgraphNode, const CUDA_KERNEL_NODE_PARAMS *);
typedef CUresult (*exec_set_kernel_fn)(CUgraphExec, CUgraphNode, const CUDA_KERNEL_NODE_PARAMS *);
typedef CUresult (*get_kernel_fn)(CUgraphNode, CUDA_KERNEL_NODE_PARAMS *);
typedef CUresult (*param_info_fn)(void *, size_t, size_t *, size_t *);

/* A node the driver just made in graph (when the client asked for it): this session's from
 * now on, and the answer (the reply of every node-adding call of graph_wire.toml but
 * cuGraphAddNode_v2 and cuGraphAddMemAllocNode). */
static void new_node(ls_session *s, lp_buf *out, int wanted, CUgraphNode node, CUgraph graph)
{
    if (!wanted)
        return;
    ls_handle_add(s, LS_H_CUgraphNode_st, (uint64_t)(uintptr_t)node, (uint64_t)(uintptr_t)graph,
                  NULL);
    lp_buf_bytes(out, &node, 8);
}

CUresult ls_graph_cuGraphAddKernelNode_v2(ls_session *s, int fn, ls_gw_cuGraphAddKernelNode_v2 *m,
                                          lp_buf *out)
{
    packed_params pp;
    CUresult r = kernel_params(s, &m->params, m->args, m->args_n, &pp);
    if (r == CUDA_SUCCESS && !s->real[fn])
        r = CUDA_ERROR_NOT_SUPPORTED;
    if (r != CUDA_SUCCESS)
        return r;
    CUgraphNode node = NULL;
    r = ((add_kernel_fn)s->real[fn])(m->node ? &node : NULL, m->graph, m->deps, (size_t)m->count,
                                     &m->params);
    if (r == CUDA_SUCCESS)
        new_node(s, out, m->node, node, m->graph);
    return r;
}

CUresult ls_graph_cuGraphKernelNodeSetParams_v2(ls_session *s, int fn,
                                                ls_gw_cuGraphKernelNodeSetParams_v2 *m, lp_buf *out)
{
    (void)out;
    packed_params pp;
    CUresult r = kernel_params(s, &m->params, m->args, m->args_n, &pp);
    if (r == CUDA_SUCCESS)
        r = s->real[fn] ? ((set_kernel_fn)s->real[fn])(m->node, &m->params)
                        : CUDA_ERROR_NOT_SUPPORTED;
    return r;
}

CUresult ls_graph_cuGraphExecKernelNodeSetParams_v2(ls_session *s, int fn,
                                                    ls_gw_cuGraphExecKernelNodeSetParams_v2 *m,
                                                    lp_buf *out)
{
    (void)out;
    packed_params pp;
    CUresult r = kernel_params(s, &m->params, m->args, m->args_n, &pp);
    if (r == CUDA_SUCCESS)
        r = s->real[fn] ? ((exec_set_kernel_fn)s->real[fn])(m->exec, m->node, &m->params)
                        : CUDA_ERROR_NOT_SUPPORTED;
    return r;
}

/* Packs the parameters a node holds as kernelParams, by the function's layout. */
static CUresult pack_by_layout(ls_session *s, const CUDA_KERNEL_NODE_PARAMS *kp,
                               unsigned char *buf, size_t *total)
{
    param_info_fn info = kp->func ? (param_info_fn)REAL(s, cuFuncGetParamInfo)
                                  : (param_info_fn)REAL(s, cuKernelGetParamInfo);
    void *f = kp->func ? (void *)kp->func : (void *)kp->kern;
    if (!info)
        return CUDA_ERROR_NOT_SUPPORTED;
    *total = 0;
    for (size_t i = 0; i < 1024; i++) {
        size_t off = 0, size = 0;
        CUresult r = info(f, i, &off, &size);
        if (r == CUDA_ERROR_INVALID_VALUE) /* past the last parameter */
            return CUDA_SUCCESS;
        if (r != CUDA_SUCCESS)
            return r;
        if (off > LS_MAX_PARAM_BYTES || size > LS_MAX_PARAM_BYTES - off || !kp->kernelParams[i])
            return CUDA_ERROR_INVALID_VALUE;
        memcpy(buf + off, kp->kernelParams[i], size);
        if (off + size > *total)
            *total = off + size;
    }
    return CUDA_ERROR_INVALID_VALUE;
}

/* The parameters as the node holds them, with pointers cleared, and packed. */
CUresult ls_graph_cuGraphKernelNodeGetParams_v2(ls_session *s, int fn,
                                                ls_gw_cuGraphKernelNodeGetParams_v2 *m, lp_buf *out)
{
    CUDA_KERNEL_NODE_PARAMS kp;
    memset(&kp, 0, sizeof kp);
    CUresult r =
        s->real[fn] ? ((get_kernel_fn)s->real[fn])(m->node, &kp) : CUDA_ERROR_NOT_SUPPORTED;
    if (r == CUDA_SUCCESS) {
        static unsigned char buf[LS_MAX_PARAM_BYTES];
        size_t total = 0;
        if (kp.extra) { /* as the node holds it when set with a buffer (ours always are) */
            const void *p = NULL;
            const size_t *n = NULL;
            for (int i = 0; i < 16 && kp.extra[i] != CU_LAUNCH_PARAM_END; i += 2) {
                if (kp.extra[i] == CU_LAUNCH_PARAM_BUFFER_POINTER)
                    p = kp.extra[i + 1];
                else if (kp.extra[i] == CU_LAUNCH_PARAM_BUFFER_SIZE)
                    n = kp.extra[i + 1];
            }
            if (p && n && *n <= LS_MAX_PARAM_BYTES) {
                total = *n;
                memcpy(buf, p, total);
            } else if (p || n)
                r = CUDA_ERROR_INVALID_VALUE;
        } else if (kp.kernelParams) {
            r = pack_by_layout(s, &kp, buf, &total);
        }
        kp.kernelParams = NULL;
        kp.extra = NULL;
        if (r == CUDA_SUCCESS) {
            /* a launch of a CUkernel is held as the kernel's function in its context, a handle
             * the client never received (seen on the H200: XLA then asks for its name): the
             * client may name what the node answers */
            const struct {
                int type;
                uint64_t v;
            } got[] = {{LS_H_CUfunc_st, (uint64_t)(uintptr_t)kp.func},
                       {LS_H_CUkern_st, (uint64_t)(uintptr_t)kp.kern},
                       {LS_H_CUctx_st, (uint64_t)(uintptr_t)kp.ctx}};
            for (size_t i = 0; i < sizeof got / sizeof got[0]; i++)
                if (got[i].v && !ls_handle_ok(s, got[i].type, got[i].v))
                    ls_handle_add(s, got[i].type, got[i].v, 0, NULL);
            ls_gw_reply_cuGraphKernelNodeGetParams_v2(out, m, &kp, total, buf, total);
        }
    }
    return r;
}

/* ---------------------------------------------------------------- memcpy nodes */

typedef CUresult (*add_memcpy_fn)(CUgraphNode *, CUgraph, const CUgraphNode *, size_t,
                                  const CUDA_MEMCPY3D *, CUcontext);
typedef CUresult (*memcpy_get_fn)(CUgraphNode, CUDA_MEMCPY3D *);
typedef CUresult (*memcpy_set_fn)(CUgraphNode, const CUDA_MEMCPY3D *);
typedef CUresult (*exec_memcpy_fn)(CUgraphExec, CUgraphNode, const CUDA_MEMCPY3D *, CUcontext);

CUresult ls_graph_cuGraphAddMemcpyNode(ls_session *s, int fn, ls_gw_cuGraphAddMemcpyNode *m,
                                       lp_buf *out)
{
    int host = 0, unified[2];
    CUresult r = check_copy(s, &m->copy, &host, unified);
    if (r == CUDA_SUCCESS && !s->real[fn])
        r = CUDA_ERROR_NOT_SUPPORTED;
    if (r == CUDA_SUCCESS && host && !m->node)
        r = CUDA_ERROR_INVALID_VALUE; /* phGraphNode NULL */
    if (r != CUDA_SUCCESS)
        return r;
    CUgraphNode node = NULL;
    if (host)
        r = ls_hostcopy_add(s, &node, m->graph, m->deps, NULL, (size_t)m->count, &m->copy, unified,
                            m->ctx);
    else
        r = ((add_memcpy_fn)s->real[fn])(m->node ? &node : NULL, m->graph, m->deps,
                                         (size_t)m->count, &m->copy, m->ctx);
    if (r == CUDA_SUCCESS)
        new_node(s, out, m->node, node, m->graph);
    return r;
}

/* The copy as it travels (check_copy): client host sides as the application named them, every
 * other host pointer cleared. */
CUresult ls_graph_cuGraphMemcpyNodeGetParams(ls_session *s, int fn,
                                             ls_gw_cuGraphMemcpyNodeGetParams *m, lp_buf *out)
{
    CUDA_MEMCPY3D c;
    memset(&c, 0, sizeof c);
    int unified[2] = {0, 0};
    CUresult r;
    if (!s->real[fn])
        r = CUDA_ERROR_NOT_SUPPORTED;
    else if ((r = ls_hostcopy_get(s, m->node, &c, unified)) == CUDA_ERROR_NOT_FOUND) {
        r = ((memcpy_get_fn)s->real[fn])(m->node, &c);
        c.srcHost = c.dstHost = NULL;
    }
    if (r == CUDA_SUCCESS) {
        c.reserved0 = (void *)(uintptr_t)unified[0];
        c.reserved1 = (void *)(uintptr_t)unified[1];
        ls_gw_reply_cuGraphMemcpyNodeGetParams(out, m, &c);
    }
    return r;
}

/* New parameters of a memcpy node of a graph. A node made with device memory only is a node
 * of the driver's, one made with a client host side a child graph node (graphhost.c): neither
 * can become the other, so that change, which CUDA allows, is refused. */
static CUresult memcpy_set(ls_session *s, int fn, CUgraphNode node, const CUDA_MEMCPY3D *c,
                           int host, const int unified[2])
{
    if (host) {
        CUresult r = ls_hostcopy_set(s, node, c, unified);
        if (r == CUDA_ERROR_NOT_SUPPORTED)
            ls_log(s, "%s: a memcpy node of device memory cannot be given a client host side",
                   lupine_fn_names[fn]);
        return r;
    }
    if (ls_hostcopy_is(s, node)) {
        ls_log(s, "%s: a memcpy node with a client host side cannot become one of device memory",
               lupine_fn_names[fn]);
        return CUDA_ERROR_NOT_SUPPORTED;
    }
    memcpy_set_fn set = (memcpy_set_fn)REAL(s, cuGraphMemcpyNodeSetParams);
    return set ? set(node, c) : CUDA_ERROR_NOT_SUPPORTED;
}

/* The same for an exec's node; here CUDA itself refuses the change ("Changing either the source
 * or destination memory type ... is not supported", cuGraphExecUpdate), with
 * CUDA_ERROR_INVALID_VALUE. */
static CUresult exec_memcpy_set(ls_session *s, CUgraphExec exec, CUgraphNode node,
                                const CUDA_MEMCPY3D *c, int host, const int unified[2],
                                CUcontext ctx)
{
    if (host)
        return ls_hostcopy_exec_set(s, exec, node, c, unified, ctx);
    if (ls_hostcopy_is(s, node))
        return CUDA_ERROR_INVALID_VALUE;
    exec_memcpy_fn set = (exec_memcpy_fn)REAL(s, cuGraphExecMemcpyNodeSetParams);
    return set ? set(exec, node, c, ctx) : CUDA_ERROR_NOT_SUPPORTED;
}

CUresult ls_graph_cuGraphMemcpyNodeSetParams(ls_session *s, int fn,
                                             ls_gw_cuGraphMemcpyNodeSetParams *m, lp_buf *out)
{
    (void)out;
    int host = 0, unified[2];
    CUresult r = check_copy(s, &m->copy, &host, unified);
    return r == CUDA_SUCCESS ? memcpy_set(s, fn, m->node, &m->copy, host, unified) : r;
}

CUresult ls_graph_cuGraphExecMemcpyNodeSetParams(ls_session *s, int fn,
                                                 ls_gw_cuGraphExecMemcpyNodeSetParams *m,
                                                 lp_buf *out)
{
    (void)fn;
    (void)out;
    int host = 0, unified[2];
    CUresult r = check_copy(s, &m->copy, &host, unified);
    return r == CUDA_SUCCESS ? exec_memcpy_set(s, m->exec, m->node, &m->copy, host, unified, m->ctx)
                             : r;
}

/* ---------------------------------------------------------------- host nodes */

/* A host node's parameters from the wire: the cookie under which the client keeps (fn,
 * userData) (native/shim/notify.c), sent where userData goes, fn NULL. The node's function is
 * clientmem.c's, which asks the client to run its own when the node executes. */
static CUresult host_params(ls_session *s, uint64_t cookie, CUhostFn wire_fn,
                            CUDA_HOST_NODE_PARAMS *p)
{
    if (!cookie || wire_fn)
        return CUDA_ERROR_INVALID_VALUE;
    return ls_clientmem_hostfn_fn(s, cookie, &p->fn, &p->userData) ? CUDA_ERROR_OUT_OF_MEMORY
                                                                   : CUDA_SUCCESS;
}

typedef CUresult (*add_host_fn)(CUgraphNode *, CUgraph, const CUgraphNode *, size_t,
                                const CUDA_HOST_NODE_PARAMS *);
typedef CUresult (*host_get_fn)(CUgraphNode, CUDA_HOST_NODE_PARAMS *);
typedef CUresult (*host_set_fn)(CUgraphNode, const CUDA_HOST_NODE_PARAMS *);
typedef CUresult (*exec_host_set_fn)(CUgraphExec, CUgraphNode, const CUDA_HOST_NODE_PARAMS *);

CUresult ls_graph_cuGraphAddHostNode(ls_session *s, int fn, ls_gw_cuGraphAddHostNode *m,
                                     lp_buf *out)
{
    CUDA_HOST_NODE_PARAMS p;
    CUresult r = s->real[fn] ? host_params(s, m->cookie, NULL, &p) : CUDA_ERROR_NOT_SUPPORTED;
    if (r != CUDA_SUCCESS)
        return r;
    CUgraphNode node = NULL;
    r = ((add_host_fn)s->real[fn])(m->node ? &node : NULL, m->graph, m->deps, (size_t)m->count,
                                   &p);
    if (r == CUDA_SUCCESS)
        new_node(s, out, m->node, node, m->graph);
    return r;
}

/* The cookie of the client's function. Host nodes are made only by cuGraphAddHostNode and
 * cuGraphAddNode and by captured cuLaunchHostFunc, all with clientmem.c's function for a
 * cookie. */
CUresult ls_graph_cuGraphHostNodeGetParams(ls_session *s, int fn,
                                           ls_gw_cuGraphHostNodeGetParams *m, lp_buf *out)
{
    CUDA_HOST_NODE_PARAMS p;
    ls_hostop_info info;
    CUresult r = s->real[fn] ? ((host_get_fn)s->real[fn])(m->node, &p) : CUDA_ERROR_NOT_SUPPORTED;
    if (r == CUDA_SUCCESS &&
        (ls_clientmem_op_info(s, p.fn, p.userData, &info) || info.type != LP_NOTE_HOSTFN))
        r = CUDA_ERROR_NOT_SUPPORTED; /* never so: no other host node is made */
    if (r == CUDA_SUCCESS)
        ls_gw_reply_cuGraphHostNodeGetParams(out, m, info.cookie);
    return r;
}

CUresult ls_graph_cuGraphHostNodeSetParams(ls_session *s, int fn,
                                           ls_gw_cuGraphHostNodeSetParams *m, lp_buf *out)
{
    (void)out;
    CUDA_HOST_NODE_PARAMS p;
    CUresult r = s->real[fn] ? host_params(s, m->cookie, NULL, &p) : CUDA_ERROR_NOT_SUPPORTED;
    return r == CUDA_SUCCESS ? ((host_set_fn)s->real[fn])(m->node, &p) : r;
}

CUresult ls_graph_cuGraphExecHostNodeSetParams(ls_session *s, int fn,
                                               ls_gw_cuGraphExecHostNodeSetParams *m, lp_buf *out)
{
    (void)out;
    CUDA_HOST_NODE_PARAMS p;
    CUresult r = s->real[fn] ? host_params(s, m->cookie, NULL, &p) : CUDA_ERROR_NOT_SUPPORTED;
    return r == CUDA_SUCCESS ? ((exec_host_set_fn)s->real[fn])(m->exec, m->node, &p) : r;
}

/* ---------------------------------------------------------------- node types */

typedef CUresult (*node_type_fn)(CUgraphNode, CUgraphNodeType *);

/* The generic wire format (node, out-request). A memcpy node with a client host side is a
 * child graph node to the driver and a memcpy node to the application (graphhost.c). */
int ls_hand_cuGraphNodeGetType(ls_session *s, int fn, uint64_t len, int reply)
{
    ls_args a;
    uint64_t node, want;
    if (ls_args_read(s, len, &a))
        return LS_BAD;
    if (lp_get_u64(&a.rd, &node) || lp_get_u64(&a.rd, &want) || a.rd.left)
        return ls_args_bad(&a);
    lp_buf out = {0};
    CUgraphNodeType t = CU_GRAPH_NODE_TYPE_EMPTY;
    CUresult r;
    if (!s->real[fn])
        r = CUDA_ERROR_NOT_SUPPORTED;
    else if (!ls_handle_ok(s, LS_H_CUgraphNode_st, node))
        r = CUDA_ERROR_INVALID_HANDLE;
    else if (want != LP_NULL && want != sizeof t)
        r = CUDA_ERROR_INVALID_VALUE;
    else
        r = ((node_type_fn)s->real[fn])((CUgraphNode)(uintptr_t)node,
                                        want == LP_NULL ? NULL : &t);
    if (r == CUDA_SUCCESS && t == CU_GRAPH_NODE_TYPE_GRAPH &&
        ls_hostcopy_is(s, (CUgraphNode)(uintptr_t)node))
        t = CU_GRAPH_NODE_TYPE_MEMCPY;
    if (r == CUDA_SUCCESS && want != LP_NULL)
        lp_buf_bytes(&out, &t, sizeof t);
    return ls_args_answer(s, fn, r, reply, &a, &out);
}

/* ---------------------------------------------------------------- memory allocation nodes */

/* Pool properties and access descriptors of an allocation node: no Windows security
 * attributes, every access descriptor from the wire. */
static CUresult alloc_params(CUmemPoolProps *props, const CUmemAccessDesc **descs, size_t *ndescs,
                             const void *run, uint64_t nrun)
{
    props->win32SecurityAttributes = NULL;
    if (*ndescs > 64 || (*ndescs && (!run || nrun != *ndescs * sizeof(CUmemAccessDesc))) ||
        (!*ndescs && run && nrun))
        return CUDA_ERROR_INVALID_VALUE;
    *descs = *ndescs ? run : NULL;
    return CUDA_SUCCESS;
}

typedef CUresult (*add_alloc_fn)(CUgraphNode *, CUgraph, const CUgraphNode *, size_t,
                                 CUDA_MEM_ALLOC_NODE_PARAMS *);

CUresult ls_graph_cuGraphAddMemAllocNode(ls_session *s, int fn, ls_gw_cuGraphAddMemAllocNode *m,
                                         lp_buf *out)
{
    CUDA_MEM_ALLOC_NODE_PARAMS *p = &m->params;
    CUresult r = alloc_params(&p->poolProps, &p->accessDescs, &p->accessDescCount, m->descs,
                              m->descs_n);
    if (r == CUDA_SUCCESS && !s->real[fn])
        r = CUDA_ERROR_NOT_SUPPORTED;
    if (r != CUDA_SUCCESS)
        return r;
    CUgraphNode node = NULL;
    p->dptr = 0;
    r = ((add_alloc_fn)s->real[fn])(m->node ? &node : NULL, m->graph, m->deps, (size_t)m->count,
                                    p);
    if (r == CUDA_SUCCESS) {
        uint64_t graph = (uint64_t)(uintptr_t)m->graph;
        if (m->node)
            ls_handle_add(s, LS_H_CUgraphNode_st, (uint64_t)(uintptr_t)node, graph, NULL);
        owner_add(s, graph, p->dptr, p->bytesize);
        ls_gw_reply_cuGraphAddMemAllocNode(out, m, node, p->dptr);
    }
    return r;
}

/* ---------------------------------------------------------------- CUgraphNodeParams */

/* Everything a CUgraphNodeParams needs, read after the structure: the kernel's packed
 * parameters or an allocation's access descriptors (one run; NULL for other types). */
typedef struct {
    CUgraphNodeParams *np;
    packed_params pp;
    int host, unified[2]; /* a memcpy node with a client host side (check_copy) */
} node_params;

static CUresult node_params_in(ls_session *s, node_params *n, const void *run, uint64_t nrun)
{
    CUgraphNodeParams *p = n->np;
    n->host = 0;
    if (p->reserved0[0] || p->reserved0[1] || p->reserved0[2] || p->reserved2)
        return CUDA_ERROR_INVALID_VALUE;
    switch ((int)p->type) {
    case CU_GRAPH_NODE_TYPE_KERNEL:
        return kernel_params(s, (CUDA_KERNEL_NODE_PARAMS *)&p->kernel, run, nrun, &n->pp);
    case CU_GRAPH_NODE_TYPE_MEMCPY:
        if (!handle_ok(s, LS_H_CUctx_st, p->memcpy.copyCtx))
            return CUDA_ERROR_INVALID_CONTEXT;
        return check_copy(s, &p->memcpy.copyParams, &n->host, n->unified);
    case CU_GRAPH_NODE_TYPE_MEMSET:
        if (!handle_ok(s, LS_H_CUctx_st, p->memset.ctx))
            return CUDA_ERROR_INVALID_CONTEXT;
        return ls_graph_check_memset(s, &p->memset, sizeof(CUDA_MEMSET_NODE_PARAMS));
    case CU_GRAPH_NODE_TYPE_GRAPH:
        return p->graph.graph && handle_ok(s, LS_H_CUgraph_st, p->graph.graph)
                   ? CUDA_SUCCESS
                   : CUDA_ERROR_INVALID_HANDLE;
    case CU_GRAPH_NODE_TYPE_EMPTY:
        return CUDA_SUCCESS;
    case CU_GRAPH_NODE_TYPE_WAIT_EVENT:
        return p->eventWait.event && handle_ok(s, LS_H_CUevent_st, p->eventWait.event)
                   ? CUDA_SUCCESS
                   : CUDA_ERROR_INVALID_HANDLE;
    case CU_GRAPH_NODE_TYPE_EVENT_RECORD:
        return p->eventRecord.event && handle_ok(s, LS_H_CUevent_st, p->eventRecord.event)
                   ? CUDA_SUCCESS
                   : CUDA_ERROR_INVALID_HANDLE;
    case CU_GRAPH_NODE_TYPE_MEM_ALLOC:
        p->alloc.dptr = 0;
        return alloc_params(&p->alloc.poolProps, &p->alloc.accessDescs, &p->alloc.accessDescCount,
                            run, nrun);
    case CU_GRAPH_NODE_TYPE_MEM_FREE:
        return ls_devptr_ok(s, p->free.dptr, 0) ? CUDA_SUCCESS : CUDA_ERROR_INVALID_VALUE;
    case CU_GRAPH_NODE_TYPE_CONDITIONAL:
        if (!p->conditional.handle ||
            !ls_handle_ok(s, LS_H_CUgraphConditionalHandle, p->conditional.handle))
            return CUDA_ERROR_INVALID_HANDLE;
        if (!handle_ok(s, LS_H_CUctx_st, p->conditional.ctx))
            return CUDA_ERROR_INVALID_CONTEXT;
        if (!p->conditional.size || p->conditional.size > MAX_CONDITIONAL_BODIES)
            return CUDA_ERROR_INVALID_VALUE;
        p->conditional.phGraph_out = NULL;
        return CUDA_SUCCESS;
    case CU_GRAPH_NODE_TYPE_HOST: /* userData: the client's cookie (native/shim/graph.c) */
        return host_params(s, (uint64_t)(uintptr_t)p->host.userData, p->host.fn,
                           (CUDA_HOST_NODE_PARAMS *)&p->host);
    default: /* external semaphores, batch memory operations: not carried */
        return CUDA_ERROR_NOT_SUPPORTED;
    }
}

typedef CUresult (*add_node_fn)(CUgraphNode *, CUgraph, const CUgraphNode *,
                                const CUgraphEdgeData *, size_t, CUgraphNodeParams *);
typedef CUresult (*node_set_fn)(CUgraphNode, CUgraphNodeParams *);
typedef CUresult (*exec_node_set_fn)(CUgraphExec, CUgraphNode, CUgraphNodeParams *);

CUresult ls_graph_cuGraphAddNode_v2(ls_session *s, int fn, ls_gw_cuGraphAddNode_v2 *m, lp_buf *out)
{
    node_params n = {.np = &m->params};
    CUgraphNodeParams *p = n.np;
    CUresult r = node_params_in(s, &n, m->run, m->run_n);
    if (r == CUDA_SUCCESS && !s->real[fn])
        r = CUDA_ERROR_NOT_SUPPORTED;
    if (r == CUDA_SUCCESS && n.host && !m->node)
        r = CUDA_ERROR_INVALID_VALUE; /* phGraphNode NULL */
    if (r != CUDA_SUCCESS)
        return r;
    CUgraphNode node = NULL;
    if (n.host)
        r = ls_hostcopy_add(s, &node, m->graph, m->deps, m->edges, (size_t)m->count,
                            &p->memcpy.copyParams, n.unified, p->memcpy.copyCtx);
    else
        r = ((add_node_fn)s->real[fn])(m->node ? &node : NULL, m->graph, m->deps, m->edges,
                                       (size_t)m->count, p);
    if (r != CUDA_SUCCESS)
        return r;
    uint64_t nv = (uint64_t)(uintptr_t)node, graph = (uint64_t)(uintptr_t)m->graph;
    if (nv)
        ls_handle_add(s, LS_H_CUgraphNode_st, nv, graph, NULL);
    if (p->type == CU_GRAPH_NODE_TYPE_MEM_ALLOC) {
        owner_add(s, graph, p->alloc.dptr, p->alloc.bytesize);
        ls_gw_reply_cuGraphAddNode_v2(out, m, node, &p->alloc.dptr, 8);
    } else if (p->type == CU_GRAPH_NODE_TYPE_CONDITIONAL) {
        /* the bodies belong to the node ("valid for the lifetime of the conditional node",
         * cuda.h) */
        size_t k = (size_t)p->conditional.size * 8;
        void *bodies = p->conditional.phGraph_out;
        void *zeros = bodies ? NULL : calloc(1, k);
        if (bodies)
            ls_handles_add(s, LS_H_CUgraph_st, bodies, k, nv);
        if (bodies || zeros)
            ls_gw_reply_cuGraphAddNode_v2(out, m, node, bodies ? bodies : zeros, k);
        else
            out->failed = 1;
        free(zeros);
    } else {
        if (p->type == CU_GRAPH_NODE_TYPE_GRAPH &&
            p->graph.ownership == CU_GRAPH_CHILD_GRAPH_OWNERSHIP_MOVE)
            /* "the handle to the child graph is owned by the parent" (cuda.h) */
            ls_handle_add(s, LS_H_CUgraph_st, (uint64_t)(uintptr_t)p->graph.graph, nv, NULL);
        ls_gw_reply_cuGraphAddNode_v2(out, m, node, NULL, 0);
    }
    return CUDA_SUCCESS;
}

CUresult ls_graph_cuGraphNodeSetParams(ls_session *s, int fn, ls_gw_cuGraphNodeSetParams *m,
                                       lp_buf *out)
{
    (void)out;
    node_params n = {.np = &m->params};
    CUresult r = node_params_in(s, &n, m->run, m->run_n);
    if (r == CUDA_SUCCESS && n.np->type == CU_GRAPH_NODE_TYPE_MEMCPY)
        r = memcpy_set(s, fn, m->node, &n.np->memcpy.copyParams, n.host, n.unified);
    else if (r == CUDA_SUCCESS)
        r = s->real[fn] ? ((node_set_fn)s->real[fn])(m->node, n.np) : CUDA_ERROR_NOT_SUPPORTED;
    return r;
}

CUresult ls_graph_cuGraphExecNodeSetParams(ls_session *s, int fn,
                                           ls_gw_cuGraphExecNodeSetParams *m, lp_buf *out)
{
    (void)out;
    node_params n = {.np = &m->params};
    CUresult r = node_params_in(s, &n, m->run, m->run_n);
    if (r == CUDA_SUCCESS && n.np->type == CU_GRAPH_NODE_TYPE_MEMCPY)
        r = exec_memcpy_set(s, m->exec, m->node, &n.np->memcpy.copyParams, n.host, n.unified,
                            n.np->memcpy.copyCtx);
    else if (r == CUDA_SUCCESS)
        r = s->real[fn] ? ((exec_node_set_fn)s->real[fn])(m->exec, m->node, n.np)
                        : CUDA_ERROR_NOT_SUPPORTED;
    return r;
}

/* ---------------------------------------------------------------- instantiation */

typedef CUresult (*instantiate_params_fn)(CUgraphExec *, CUgraph, CUDA_GRAPH_INSTANTIATE_PARAMS *);

/* Answers the exec, then the parameters as the driver left them. */
CUresult ls_graph_cuGraphInstantiateWithParams(ls_session *s, int fn,
                                               ls_gw_cuGraphInstantiateWithParams *m, lp_buf *out)
{
    CUDA_GRAPH_INSTANTIATE_PARAMS *p = &m->params;
    p->hErrNode_out = NULL;
    if (!handle_ok(s, LS_H_CUstream_st, p->hUploadStream))
        return CUDA_ERROR_INVALID_HANDLE;
    if (!s->real[fn])
        return CUDA_ERROR_NOT_SUPPORTED;
    CUgraphExec exec = NULL;
    CUresult r = ((instantiate_params_fn)s->real[fn])(m->exec ? &exec : NULL, m->graph, p);
    if (r == CUDA_SUCCESS) {
        uint64_t ev = (uint64_t)(uintptr_t)exec;
        ls_handle_add(s, LS_H_CUgraphExec_st, ev, 0, NULL);
        ls_graph_owners_copy(s, (uint64_t)(uintptr_t)m->graph, &ev);
        ls_gw_reply_cuGraphInstantiateWithParams(out, m, exec, p);
    }
    return r;
}

/* ---------------------------------------------------------------- DOT text */

typedef CUresult (*dot_print_fn)(CUgraph, const char *, unsigned);

/* The driver writes the DOT text into a file this server names (never a path from the
 * client); the reply carries its length and the text, which the client writes where it was
 * asked. */
CUresult ls_graph_cuGraphDebugDotPrint(ls_session *s, int fn, ls_gw_cuGraphDebugDotPrint *m,
                                       lp_buf *out)
{
    CUresult r = s->real[fn] ? CUDA_SUCCESS : CUDA_ERROR_NOT_SUPPORTED;
    if (r == CUDA_SUCCESS) {
        const char *dir = getenv("TMPDIR");
        char path[512];
        snprintf(path, sizeof path, "%s/lupine-dot-XXXXXX", dir && *dir ? dir : "/tmp");
        int fd = mkstemp(path);
        if (fd < 0) {
            r = CUDA_ERROR_OPERATING_SYSTEM;
        } else {
            r = ((dot_print_fn)s->real[fn])(m->graph, path, (unsigned)m->flags);
            struct stat st;
            if (r == CUDA_SUCCESS) {
                int rfd = open(path, O_RDONLY | O_CLOEXEC);
                if (rfd < 0 || fstat(rfd, &st) || (uint64_t)st.st_size > MAX_DOT_TEXT) {
                    r = CUDA_ERROR_OPERATING_SYSTEM;
                } else {
                    size_t n = (size_t)st.st_size, got = 0;
                    char *text = malloc(n ? n : 1);
                    while (text && got < n) {
                        ssize_t k = read(rfd, text + got, n - got);
                        if (k <= 0)
                            break;
                        got += (size_t)k;
                    }
                    uint64_t ng = got;
                    if (text)
                        ls_gw_reply_cuGraphDebugDotPrint(out, m, ng, text, ng);
                    else
                        r = CUDA_ERROR_OUT_OF_MEMORY;
                    free(text);
                }
                if (rfd >= 0)
                    close(rfd);
            }
            close(fd);
            unlink(path);
        }
    }
    return r;
}
