/* GENERATED FILE - DO NOT EDIT.
 * Written by `python -m codegen` from codegen/graph_wire.toml. Edit that and regenerate. */

#include "graph_server_gen.h"

/* The dependencies of a new node: their count, the node array and the edge data (each
 * a run the size the count says, or NULL), every node one the session holds. */
static CUresult deps_ok(ls_session *s, uint64_t count, const void *nodes, uint64_t nn,
                        const void *edges, uint64_t ne)
{
    if (count > LS_MAX_GENERIC_ARGS / 8 || (!nodes && count))
        return CUDA_ERROR_INVALID_VALUE;
    if (nodes && nn != count * 8)
        return CUDA_ERROR_INVALID_VALUE;
    if (edges && ne != count * sizeof(CUgraphEdgeData))
        return CUDA_ERROR_INVALID_VALUE;
    if (nodes && !ls_handle_array_ok(s, LS_H_CUgraphNode_st, nodes, nn))
        return CUDA_ERROR_INVALID_HANDLE;
    return CUDA_SUCCESS;
}

/* cuStreamGetCaptureInfo_v3: stream, want. Reply: info, deps, edges. what is wanted: 1, the graph; 2, the dependencies and their edge data. */
int ls_hand_cuStreamGetCaptureInfo_v3(ls_session *s, int fn, uint64_t len, int reply)
{
    ls_args a;
    ls_gw_cuStreamGetCaptureInfo_v3 m;
    memset(&m, 0, sizeof m);
    uint64_t stream_v;
    uint64_t want_v;
    if (ls_args_read(s, len, &a))
        return LS_BAD;
    if (lp_get_u64(&a.rd, &stream_v) ||
        lp_get_u64(&a.rd, &want_v) ||
        want_v > 3 ||
        a.rd.left)
        return ls_args_bad(&a);
    m.stream = (CUstream)(uintptr_t)stream_v;
    m.want = want_v;
    CUresult r = CUDA_SUCCESS;
    if (r == CUDA_SUCCESS && (!ls_handle_ok(s, LS_H_CUstream_st, (uint64_t)(uintptr_t)m.stream)))
        r = CUDA_ERROR_INVALID_HANDLE;
    lp_buf out = {0};
    if (r == CUDA_SUCCESS)
        r = ls_graph_cuStreamGetCaptureInfo_v3(s, fn, &m, &out);
    return ls_args_answer(s, fn, r, reply, &a, &out);
}

void ls_gw_reply_cuStreamGetCaptureInfo_v3(lp_buf *out, const ls_gw_cuStreamGetCaptureInfo_v3 *m, const lp_capture_info *info, const void *deps, uint64_t deps_n, const void *edges, uint64_t edges_n)
{
    lp_buf_bytes(out, info, sizeof *info);
    lp_buf_bytes(out, deps, (size_t)deps_n);
    lp_buf_bytes(out, edges, (size_t)edges_n);
    (void)m;
}

/* cuGraphAddKernelNode_v2: node, graph, count, deps, params, args. Reply: node. the parameters packed as a launch packs them (native/shim/launch.c). */
int ls_hand_cuGraphAddKernelNode_v2(ls_session *s, int fn, uint64_t len, int reply)
{
    ls_args a;
    ls_gw_cuGraphAddKernelNode_v2 m;
    memset(&m, 0, sizeof m);
    uint64_t node_v;
    uint64_t graph_v;
    uint64_t count_v;
    const void *deps_p;
    uint64_t deps_n;
    const void *params_p;
    uint64_t params_n;
    const void *args_p;
    uint64_t args_n;
    if (ls_args_read(s, len, &a))
        return LS_BAD;
    if (lp_get_u64(&a.rd, &node_v) ||
        lp_get_u64(&a.rd, &graph_v) ||
        lp_get_u64(&a.rd, &count_v) ||
        lp_get_bytes(&a.rd, &deps_p, &deps_n, LP_MAX_FRAME) ||
        lp_get_bytes(&a.rd, &params_p, &params_n, LP_MAX_FRAME) ||
        (params_p && params_n != sizeof m.params) ||
        lp_get_bytes(&a.rd, &args_p, &args_n, LP_MAX_FRAME) ||
        a.rd.left)
        return ls_args_bad(&a);
    m.node = node_v != LP_NULL;
    m.graph = (CUgraph)(uintptr_t)graph_v;
    m.count = count_v;
    m.deps = deps_p;
    m.deps_n = deps_n;
    if ((m.has_params = params_p != NULL))
        memcpy(&m.params, params_p, sizeof m.params);
    m.args = args_p;
    m.args_n = args_n;
    CUresult r = CUDA_SUCCESS;
    r = deps_ok(s, m.count, m.deps, m.deps_n, NULL, 0);
    if (r == CUDA_SUCCESS && node_v != LP_NULL && node_v != 8)
        r = CUDA_ERROR_INVALID_VALUE; /* the out-request of a handle */
    if (r == CUDA_SUCCESS && (!ls_handle_ok(s, LS_H_CUgraph_st, (uint64_t)(uintptr_t)m.graph)))
        r = CUDA_ERROR_INVALID_HANDLE;
    if (r == CUDA_SUCCESS && !m.has_params)
        r = CUDA_ERROR_INVALID_VALUE;
    lp_buf out = {0};
    if (r == CUDA_SUCCESS)
        r = ls_graph_cuGraphAddKernelNode_v2(s, fn, &m, &out);
    return ls_args_answer(s, fn, r, reply, &a, &out);
}

void ls_gw_reply_cuGraphAddKernelNode_v2(lp_buf *out, const ls_gw_cuGraphAddKernelNode_v2 *m, CUgraphNode node)
{
    if (m->node)
        lp_buf_bytes(out, &node, 8);
}

/* cuGraphKernelNodeSetParams_v2: node, params, args. Reply: nothing. */
int ls_hand_cuGraphKernelNodeSetParams_v2(ls_session *s, int fn, uint64_t len, int reply)
{
    ls_args a;
    ls_gw_cuGraphKernelNodeSetParams_v2 m;
    memset(&m, 0, sizeof m);
    uint64_t node_v;
    const void *params_p;
    uint64_t params_n;
    const void *args_p;
    uint64_t args_n;
    if (ls_args_read(s, len, &a))
        return LS_BAD;
    if (lp_get_u64(&a.rd, &node_v) ||
        lp_get_bytes(&a.rd, &params_p, &params_n, LP_MAX_FRAME) ||
        (params_p && params_n != sizeof m.params) ||
        lp_get_bytes(&a.rd, &args_p, &args_n, LP_MAX_FRAME) ||
        a.rd.left)
        return ls_args_bad(&a);
    m.node = (CUgraphNode)(uintptr_t)node_v;
    if ((m.has_params = params_p != NULL))
        memcpy(&m.params, params_p, sizeof m.params);
    m.args = args_p;
    m.args_n = args_n;
    CUresult r = CUDA_SUCCESS;
    if (r == CUDA_SUCCESS && (!m.node || !ls_handle_ok(s, LS_H_CUgraphNode_st, (uint64_t)(uintptr_t)m.node)))
        r = CUDA_ERROR_INVALID_HANDLE;
    if (r == CUDA_SUCCESS && !m.has_params)
        r = CUDA_ERROR_INVALID_VALUE;
    lp_buf out = {0};
    if (r == CUDA_SUCCESS)
        r = ls_graph_cuGraphKernelNodeSetParams_v2(s, fn, &m, &out);
    return ls_args_answer(s, fn, r, reply, &a, &out);
}

/* cuGraphExecKernelNodeSetParams_v2: exec, node, params, args. Reply: nothing. */
int ls_hand_cuGraphExecKernelNodeSetParams_v2(ls_session *s, int fn, uint64_t len, int reply)
{
    ls_args a;
    ls_gw_cuGraphExecKernelNodeSetParams_v2 m;
    memset(&m, 0, sizeof m);
    uint64_t exec_v;
    uint64_t node_v;
    const void *params_p;
    uint64_t params_n;
    const void *args_p;
    uint64_t args_n;
    if (ls_args_read(s, len, &a))
        return LS_BAD;
    if (lp_get_u64(&a.rd, &exec_v) ||
        lp_get_u64(&a.rd, &node_v) ||
        lp_get_bytes(&a.rd, &params_p, &params_n, LP_MAX_FRAME) ||
        (params_p && params_n != sizeof m.params) ||
        lp_get_bytes(&a.rd, &args_p, &args_n, LP_MAX_FRAME) ||
        a.rd.left)
        return ls_args_bad(&a);
    m.exec = (CUgraphExec)(uintptr_t)exec_v;
    m.node = (CUgraphNode)(uintptr_t)node_v;
    if ((m.has_params = params_p != NULL))
        memcpy(&m.params, params_p, sizeof m.params);
    m.args = args_p;
    m.args_n = args_n;
    CUresult r = CUDA_SUCCESS;
    if (r == CUDA_SUCCESS && (!m.exec || !ls_handle_ok(s, LS_H_CUgraphExec_st, (uint64_t)(uintptr_t)m.exec)))
        r = CUDA_ERROR_INVALID_HANDLE;
    if (r == CUDA_SUCCESS && (!m.node || !ls_handle_ok(s, LS_H_CUgraphNode_st, (uint64_t)(uintptr_t)m.node)))
        r = CUDA_ERROR_INVALID_HANDLE;
    if (r == CUDA_SUCCESS && !m.has_params)
        r = CUDA_ERROR_INVALID_VALUE;
    lp_buf out = {0};
    if (r == CUDA_SUCCESS)
        r = ls_graph_cuGraphExecKernelNodeSetParams_v2(s, fn, &m, &out);
    return ls_args_answer(s, fn, r, reply, &a, &out);
}

/* cuGraphKernelNodeGetParams_v2: node. Reply: params, total, args. the answer: the parameters (pointers cleared), then the packed parameter buffer. */
int ls_hand_cuGraphKernelNodeGetParams_v2(ls_session *s, int fn, uint64_t len, int reply)
{
    ls_args a;
    ls_gw_cuGraphKernelNodeGetParams_v2 m;
    memset(&m, 0, sizeof m);
    uint64_t node_v;
    if (ls_args_read(s, len, &a))
        return LS_BAD;
    if (lp_get_u64(&a.rd, &node_v) ||
        a.rd.left)
        return ls_args_bad(&a);
    m.node = (CUgraphNode)(uintptr_t)node_v;
    CUresult r = CUDA_SUCCESS;
    if (r == CUDA_SUCCESS && (!m.node || !ls_handle_ok(s, LS_H_CUgraphNode_st, (uint64_t)(uintptr_t)m.node)))
        r = CUDA_ERROR_INVALID_HANDLE;
    lp_buf out = {0};
    if (r == CUDA_SUCCESS)
        r = ls_graph_cuGraphKernelNodeGetParams_v2(s, fn, &m, &out);
    return ls_args_answer(s, fn, r, reply, &a, &out);
}

void ls_gw_reply_cuGraphKernelNodeGetParams_v2(lp_buf *out, const ls_gw_cuGraphKernelNodeGetParams_v2 *m, const CUDA_KERNEL_NODE_PARAMS *params, uint64_t total, const void *args, uint64_t args_n)
{
    lp_buf_bytes(out, params, sizeof *params);
    lp_buf_bytes(out, &total, 8);
    lp_buf_bytes(out, args, (size_t)args_n);
    (void)m;
}

/* cuGraphAddMemcpyNode: node, graph, count, ctx, deps, copy. Reply: node. the copy as it travels: a client host side is CU_MEMORYTYPE_HOST at the client's address. */
int ls_hand_cuGraphAddMemcpyNode(ls_session *s, int fn, uint64_t len, int reply)
{
    ls_args a;
    ls_gw_cuGraphAddMemcpyNode m;
    memset(&m, 0, sizeof m);
    uint64_t node_v;
    uint64_t graph_v;
    uint64_t count_v;
    uint64_t ctx_v;
    const void *deps_p;
    uint64_t deps_n;
    const void *copy_p;
    uint64_t copy_n;
    if (ls_args_read(s, len, &a))
        return LS_BAD;
    if (lp_get_u64(&a.rd, &node_v) ||
        lp_get_u64(&a.rd, &graph_v) ||
        lp_get_u64(&a.rd, &count_v) ||
        lp_get_u64(&a.rd, &ctx_v) ||
        lp_get_bytes(&a.rd, &deps_p, &deps_n, LP_MAX_FRAME) ||
        lp_get_bytes(&a.rd, &copy_p, &copy_n, LP_MAX_FRAME) ||
        (copy_p && copy_n != sizeof m.copy) ||
        a.rd.left)
        return ls_args_bad(&a);
    m.node = node_v != LP_NULL;
    m.graph = (CUgraph)(uintptr_t)graph_v;
    m.count = count_v;
    m.ctx = (CUcontext)(uintptr_t)ctx_v;
    m.deps = deps_p;
    m.deps_n = deps_n;
    if ((m.has_copy = copy_p != NULL))
        memcpy(&m.copy, copy_p, sizeof m.copy);
    CUresult r = CUDA_SUCCESS;
    r = deps_ok(s, m.count, m.deps, m.deps_n, NULL, 0);
    if (r == CUDA_SUCCESS && node_v != LP_NULL && node_v != 8)
        r = CUDA_ERROR_INVALID_VALUE; /* the out-request of a handle */
    if (r == CUDA_SUCCESS && (!ls_handle_ok(s, LS_H_CUgraph_st, (uint64_t)(uintptr_t)m.graph)))
        r = CUDA_ERROR_INVALID_HANDLE;
    if (r == CUDA_SUCCESS && (!ls_handle_ok(s, LS_H_CUctx_st, (uint64_t)(uintptr_t)m.ctx)))
        r = CUDA_ERROR_INVALID_CONTEXT;
    if (r == CUDA_SUCCESS && !m.has_copy)
        r = CUDA_ERROR_INVALID_VALUE;
    lp_buf out = {0};
    if (r == CUDA_SUCCESS)
        r = ls_graph_cuGraphAddMemcpyNode(s, fn, &m, &out);
    return ls_args_answer(s, fn, r, reply, &a, &out);
}

void ls_gw_reply_cuGraphAddMemcpyNode(lp_buf *out, const ls_gw_cuGraphAddMemcpyNode *m, CUgraphNode node)
{
    if (m->node)
        lp_buf_bytes(out, &node, 8);
}

/* cuGraphMemcpyNodeGetParams: node. Reply: copy. */
int ls_hand_cuGraphMemcpyNodeGetParams(ls_session *s, int fn, uint64_t len, int reply)
{
    ls_args a;
    ls_gw_cuGraphMemcpyNodeGetParams m;
    memset(&m, 0, sizeof m);
    uint64_t node_v;
    if (ls_args_read(s, len, &a))
        return LS_BAD;
    if (lp_get_u64(&a.rd, &node_v) ||
        a.rd.left)
        return ls_args_bad(&a);
    m.node = (CUgraphNode)(uintptr_t)node_v;
    CUresult r = CUDA_SUCCESS;
    if (r == CUDA_SUCCESS && (!m.node || !ls_handle_ok(s, LS_H_CUgraphNode_st, (uint64_t)(uintptr_t)m.node)))
        r = CUDA_ERROR_INVALID_HANDLE;
    lp_buf out = {0};
    if (r == CUDA_SUCCESS)
        r = ls_graph_cuGraphMemcpyNodeGetParams(s, fn, &m, &out);
    return ls_args_answer(s, fn, r, reply, &a, &out);
}

void ls_gw_reply_cuGraphMemcpyNodeGetParams(lp_buf *out, const ls_gw_cuGraphMemcpyNodeGetParams *m, const CUDA_MEMCPY3D *copy)
{
    lp_buf_bytes(out, copy, sizeof *copy);
    (void)m;
}

/* cuGraphMemcpyNodeSetParams: node, copy. Reply: nothing. */
int ls_hand_cuGraphMemcpyNodeSetParams(ls_session *s, int fn, uint64_t len, int reply)
{
    ls_args a;
    ls_gw_cuGraphMemcpyNodeSetParams m;
    memset(&m, 0, sizeof m);
    uint64_t node_v;
    const void *copy_p;
    uint64_t copy_n;
    if (ls_args_read(s, len, &a))
        return LS_BAD;
    if (lp_get_u64(&a.rd, &node_v) ||
        lp_get_bytes(&a.rd, &copy_p, &copy_n, LP_MAX_FRAME) ||
        (copy_p && copy_n != sizeof m.copy) ||
        a.rd.left)
        return ls_args_bad(&a);
    m.node = (CUgraphNode)(uintptr_t)node_v;
    if ((m.has_copy = copy_p != NULL))
        memcpy(&m.copy, copy_p, sizeof m.copy);
    CUresult r = CUDA_SUCCESS;
    if (r == CUDA_SUCCESS && (!m.node || !ls_handle_ok(s, LS_H_CUgraphNode_st, (uint64_t)(uintptr_t)m.node)))
        r = CUDA_ERROR_INVALID_HANDLE;
    if (r == CUDA_SUCCESS && !m.has_copy)
        r = CUDA_ERROR_INVALID_VALUE;
    lp_buf out = {0};
    if (r == CUDA_SUCCESS)
        r = ls_graph_cuGraphMemcpyNodeSetParams(s, fn, &m, &out);
    return ls_args_answer(s, fn, r, reply, &a, &out);
}

/* cuGraphExecMemcpyNodeSetParams: exec, node, ctx, copy. Reply: nothing. */
int ls_hand_cuGraphExecMemcpyNodeSetParams(ls_session *s, int fn, uint64_t len, int reply)
{
    ls_args a;
    ls_gw_cuGraphExecMemcpyNodeSetParams m;
    memset(&m, 0, sizeof m);
    uint64_t exec_v;
    uint64_t node_v;
    uint64_t ctx_v;
    const void *copy_p;
    uint64_t copy_n;
    if (ls_args_read(s, len, &a))
        return LS_BAD;
    if (lp_get_u64(&a.rd, &exec_v) ||
        lp_get_u64(&a.rd, &node_v) ||
        lp_get_u64(&a.rd, &ctx_v) ||
        lp_get_bytes(&a.rd, &copy_p, &copy_n, LP_MAX_FRAME) ||
        (copy_p && copy_n != sizeof m.copy) ||
        a.rd.left)
        return ls_args_bad(&a);
    m.exec = (CUgraphExec)(uintptr_t)exec_v;
    m.node = (CUgraphNode)(uintptr_t)node_v;
    m.ctx = (CUcontext)(uintptr_t)ctx_v;
    if ((m.has_copy = copy_p != NULL))
        memcpy(&m.copy, copy_p, sizeof m.copy);
    CUresult r = CUDA_SUCCESS;
    if (r == CUDA_SUCCESS && (!m.exec || !ls_handle_ok(s, LS_H_CUgraphExec_st, (uint64_t)(uintptr_t)m.exec)))
        r = CUDA_ERROR_INVALID_HANDLE;
    if (r == CUDA_SUCCESS && (!m.node || !ls_handle_ok(s, LS_H_CUgraphNode_st, (uint64_t)(uintptr_t)m.node)))
        r = CUDA_ERROR_INVALID_HANDLE;
    if (r == CUDA_SUCCESS && (!ls_handle_ok(s, LS_H_CUctx_st, (uint64_t)(uintptr_t)m.ctx)))
        r = CUDA_ERROR_INVALID_CONTEXT;
    if (r == CUDA_SUCCESS && !m.has_copy)
        r = CUDA_ERROR_INVALID_VALUE;
    lp_buf out = {0};
    if (r == CUDA_SUCCESS)
        r = ls_graph_cuGraphExecMemcpyNodeSetParams(s, fn, &m, &out);
    return ls_args_answer(s, fn, r, reply, &a, &out);
}

/* cuGraphAddHostNode: node, graph, count, deps, cookie. Reply: node. the cookie under which the shim keeps (fn, userData) (native/shim/notify.c). */
int ls_hand_cuGraphAddHostNode(ls_session *s, int fn, uint64_t len, int reply)
{
    ls_args a;
    ls_gw_cuGraphAddHostNode m;
    memset(&m, 0, sizeof m);
    uint64_t node_v;
    uint64_t graph_v;
    uint64_t count_v;
    const void *deps_p;
    uint64_t deps_n;
    uint64_t cookie_v;
    if (ls_args_read(s, len, &a))
        return LS_BAD;
    if (lp_get_u64(&a.rd, &node_v) ||
        lp_get_u64(&a.rd, &graph_v) ||
        lp_get_u64(&a.rd, &count_v) ||
        lp_get_bytes(&a.rd, &deps_p, &deps_n, LP_MAX_FRAME) ||
        lp_get_u64(&a.rd, &cookie_v) ||
        a.rd.left)
        return ls_args_bad(&a);
    m.node = node_v != LP_NULL;
    m.graph = (CUgraph)(uintptr_t)graph_v;
    m.count = count_v;
    m.deps = deps_p;
    m.deps_n = deps_n;
    m.cookie = cookie_v;
    CUresult r = CUDA_SUCCESS;
    r = deps_ok(s, m.count, m.deps, m.deps_n, NULL, 0);
    if (r == CUDA_SUCCESS && node_v != LP_NULL && node_v != 8)
        r = CUDA_ERROR_INVALID_VALUE; /* the out-request of a handle */
    if (r == CUDA_SUCCESS && (!ls_handle_ok(s, LS_H_CUgraph_st, (uint64_t)(uintptr_t)m.graph)))
        r = CUDA_ERROR_INVALID_HANDLE;
    lp_buf out = {0};
    if (r == CUDA_SUCCESS)
        r = ls_graph_cuGraphAddHostNode(s, fn, &m, &out);
    return ls_args_answer(s, fn, r, reply, &a, &out);
}

void ls_gw_reply_cuGraphAddHostNode(lp_buf *out, const ls_gw_cuGraphAddHostNode *m, CUgraphNode node)
{
    if (m->node)
        lp_buf_bytes(out, &node, 8);
}

/* cuGraphHostNodeGetParams: node. Reply: cookie. */
int ls_hand_cuGraphHostNodeGetParams(ls_session *s, int fn, uint64_t len, int reply)
{
    ls_args a;
    ls_gw_cuGraphHostNodeGetParams m;
    memset(&m, 0, sizeof m);
    uint64_t node_v;
    if (ls_args_read(s, len, &a))
        return LS_BAD;
    if (lp_get_u64(&a.rd, &node_v) ||
        a.rd.left)
        return ls_args_bad(&a);
    m.node = (CUgraphNode)(uintptr_t)node_v;
    CUresult r = CUDA_SUCCESS;
    if (r == CUDA_SUCCESS && (!m.node || !ls_handle_ok(s, LS_H_CUgraphNode_st, (uint64_t)(uintptr_t)m.node)))
        r = CUDA_ERROR_INVALID_HANDLE;
    lp_buf out = {0};
    if (r == CUDA_SUCCESS)
        r = ls_graph_cuGraphHostNodeGetParams(s, fn, &m, &out);
    return ls_args_answer(s, fn, r, reply, &a, &out);
}

void ls_gw_reply_cuGraphHostNodeGetParams(lp_buf *out, const ls_gw_cuGraphHostNodeGetParams *m, uint64_t cookie)
{
    lp_buf_bytes(out, &cookie, 8);
    (void)m;
}

/* cuGraphHostNodeSetParams: node, cookie. Reply: nothing. */
int ls_hand_cuGraphHostNodeSetParams(ls_session *s, int fn, uint64_t len, int reply)
{
    ls_args a;
    ls_gw_cuGraphHostNodeSetParams m;
    memset(&m, 0, sizeof m);
    uint64_t node_v;
    uint64_t cookie_v;
    if (ls_args_read(s, len, &a))
        return LS_BAD;
    if (lp_get_u64(&a.rd, &node_v) ||
        lp_get_u64(&a.rd, &cookie_v) ||
        a.rd.left)
        return ls_args_bad(&a);
    m.node = (CUgraphNode)(uintptr_t)node_v;
    m.cookie = cookie_v;
    CUresult r = CUDA_SUCCESS;
    if (r == CUDA_SUCCESS && (!m.node || !ls_handle_ok(s, LS_H_CUgraphNode_st, (uint64_t)(uintptr_t)m.node)))
        r = CUDA_ERROR_INVALID_HANDLE;
    lp_buf out = {0};
    if (r == CUDA_SUCCESS)
        r = ls_graph_cuGraphHostNodeSetParams(s, fn, &m, &out);
    return ls_args_answer(s, fn, r, reply, &a, &out);
}

/* cuGraphExecHostNodeSetParams: exec, node, cookie. Reply: nothing. */
int ls_hand_cuGraphExecHostNodeSetParams(ls_session *s, int fn, uint64_t len, int reply)
{
    ls_args a;
    ls_gw_cuGraphExecHostNodeSetParams m;
    memset(&m, 0, sizeof m);
    uint64_t exec_v;
    uint64_t node_v;
    uint64_t cookie_v;
    if (ls_args_read(s, len, &a))
        return LS_BAD;
    if (lp_get_u64(&a.rd, &exec_v) ||
        lp_get_u64(&a.rd, &node_v) ||
        lp_get_u64(&a.rd, &cookie_v) ||
        a.rd.left)
        return ls_args_bad(&a);
    m.exec = (CUgraphExec)(uintptr_t)exec_v;
    m.node = (CUgraphNode)(uintptr_t)node_v;
    m.cookie = cookie_v;
    CUresult r = CUDA_SUCCESS;
    if (r == CUDA_SUCCESS && (!m.exec || !ls_handle_ok(s, LS_H_CUgraphExec_st, (uint64_t)(uintptr_t)m.exec)))
        r = CUDA_ERROR_INVALID_HANDLE;
    if (r == CUDA_SUCCESS && (!m.node || !ls_handle_ok(s, LS_H_CUgraphNode_st, (uint64_t)(uintptr_t)m.node)))
        r = CUDA_ERROR_INVALID_HANDLE;
    lp_buf out = {0};
    if (r == CUDA_SUCCESS)
        r = ls_graph_cuGraphExecHostNodeSetParams(s, fn, &m, &out);
    return ls_args_answer(s, fn, r, reply, &a, &out);
}

/* cuGraphAddMemAllocNode: node, graph, count, deps, params, descs. Reply: node, dptr. the access descriptors follow the parameters; the answer: the node, the address. */
int ls_hand_cuGraphAddMemAllocNode(ls_session *s, int fn, uint64_t len, int reply)
{
    ls_args a;
    ls_gw_cuGraphAddMemAllocNode m;
    memset(&m, 0, sizeof m);
    uint64_t node_v;
    uint64_t graph_v;
    uint64_t count_v;
    const void *deps_p;
    uint64_t deps_n;
    const void *params_p;
    uint64_t params_n;
    const void *descs_p;
    uint64_t descs_n;
    if (ls_args_read(s, len, &a))
        return LS_BAD;
    if (lp_get_u64(&a.rd, &node_v) ||
        lp_get_u64(&a.rd, &graph_v) ||
        lp_get_u64(&a.rd, &count_v) ||
        lp_get_bytes(&a.rd, &deps_p, &deps_n, LP_MAX_FRAME) ||
        lp_get_bytes(&a.rd, &params_p, &params_n, LP_MAX_FRAME) ||
        (params_p && params_n != sizeof m.params) ||
        lp_get_bytes(&a.rd, &descs_p, &descs_n, LP_MAX_FRAME) ||
        a.rd.left)
        return ls_args_bad(&a);
    m.node = node_v != LP_NULL;
    m.graph = (CUgraph)(uintptr_t)graph_v;
    m.count = count_v;
    m.deps = deps_p;
    m.deps_n = deps_n;
    if ((m.has_params = params_p != NULL))
        memcpy(&m.params, params_p, sizeof m.params);
    m.descs = descs_p;
    m.descs_n = descs_n;
    CUresult r = CUDA_SUCCESS;
    r = deps_ok(s, m.count, m.deps, m.deps_n, NULL, 0);
    if (r == CUDA_SUCCESS && node_v != LP_NULL && node_v != 8)
        r = CUDA_ERROR_INVALID_VALUE; /* the out-request of a handle */
    if (r == CUDA_SUCCESS && (!ls_handle_ok(s, LS_H_CUgraph_st, (uint64_t)(uintptr_t)m.graph)))
        r = CUDA_ERROR_INVALID_HANDLE;
    if (r == CUDA_SUCCESS && !m.has_params)
        r = CUDA_ERROR_INVALID_VALUE;
    lp_buf out = {0};
    if (r == CUDA_SUCCESS)
        r = ls_graph_cuGraphAddMemAllocNode(s, fn, &m, &out);
    return ls_args_answer(s, fn, r, reply, &a, &out);
}

void ls_gw_reply_cuGraphAddMemAllocNode(lp_buf *out, const ls_gw_cuGraphAddMemAllocNode *m, CUgraphNode node, uint64_t dptr)
{
    lp_buf_bytes(out, &node, 8);
    lp_buf_bytes(out, &dptr, 8);
    (void)m;
}

/* cuGraphAddNode_v2: node, graph, count, deps, edges, params, run. Reply: node, written. the type's run follows the parameters (packed kernel parameters, access descriptors); the answer: the node, then what the driver wrote into the parameters for the shim (an allocation's address, a conditional node's body graphs, or an empty run). */
int ls_hand_cuGraphAddNode_v2(ls_session *s, int fn, uint64_t len, int reply)
{
    ls_args a;
    ls_gw_cuGraphAddNode_v2 m;
    memset(&m, 0, sizeof m);
    uint64_t node_v;
    uint64_t graph_v;
    uint64_t count_v;
    const void *deps_p;
    uint64_t deps_n;
    const void *edges_p;
    uint64_t edges_n;
    const void *params_p;
    uint64_t params_n;
    const void *run_p;
    uint64_t run_n;
    if (ls_args_read(s, len, &a))
        return LS_BAD;
    if (lp_get_u64(&a.rd, &node_v) ||
        lp_get_u64(&a.rd, &graph_v) ||
        lp_get_u64(&a.rd, &count_v) ||
        lp_get_bytes(&a.rd, &deps_p, &deps_n, LP_MAX_FRAME) ||
        lp_get_bytes(&a.rd, &edges_p, &edges_n, LP_MAX_FRAME) ||
        lp_get_bytes(&a.rd, &params_p, &params_n, LP_MAX_FRAME) ||
        (params_p && params_n != sizeof m.params) ||
        lp_get_bytes(&a.rd, &run_p, &run_n, LP_MAX_FRAME) ||
        a.rd.left)
        return ls_args_bad(&a);
    m.node = node_v != LP_NULL;
    m.graph = (CUgraph)(uintptr_t)graph_v;
    m.count = count_v;
    m.deps = deps_p;
    m.deps_n = deps_n;
    m.edges = edges_p;
    m.edges_n = edges_n;
    if ((m.has_params = params_p != NULL))
        memcpy(&m.params, params_p, sizeof m.params);
    m.run = run_p;
    m.run_n = run_n;
    CUresult r = CUDA_SUCCESS;
    r = deps_ok(s, m.count, m.deps, m.deps_n, m.edges, m.edges_n);
    if (r == CUDA_SUCCESS && node_v != LP_NULL && node_v != 8)
        r = CUDA_ERROR_INVALID_VALUE; /* the out-request of a handle */
    if (r == CUDA_SUCCESS && (!ls_handle_ok(s, LS_H_CUgraph_st, (uint64_t)(uintptr_t)m.graph)))
        r = CUDA_ERROR_INVALID_HANDLE;
    if (r == CUDA_SUCCESS && !m.has_params)
        r = CUDA_ERROR_INVALID_VALUE;
    lp_buf out = {0};
    if (r == CUDA_SUCCESS)
        r = ls_graph_cuGraphAddNode_v2(s, fn, &m, &out);
    return ls_args_answer(s, fn, r, reply, &a, &out);
}

void ls_gw_reply_cuGraphAddNode_v2(lp_buf *out, const ls_gw_cuGraphAddNode_v2 *m, CUgraphNode node, const void *written, uint64_t written_n)
{
    lp_buf_bytes(out, &node, 8);
    lp_buf_bytes(out, written, (size_t)written_n);
    (void)m;
}

/* cuGraphNodeSetParams: node, params, run. Reply: nothing. */
int ls_hand_cuGraphNodeSetParams(ls_session *s, int fn, uint64_t len, int reply)
{
    ls_args a;
    ls_gw_cuGraphNodeSetParams m;
    memset(&m, 0, sizeof m);
    uint64_t node_v;
    const void *params_p;
    uint64_t params_n;
    const void *run_p;
    uint64_t run_n;
    if (ls_args_read(s, len, &a))
        return LS_BAD;
    if (lp_get_u64(&a.rd, &node_v) ||
        lp_get_bytes(&a.rd, &params_p, &params_n, LP_MAX_FRAME) ||
        (params_p && params_n != sizeof m.params) ||
        lp_get_bytes(&a.rd, &run_p, &run_n, LP_MAX_FRAME) ||
        a.rd.left)
        return ls_args_bad(&a);
    m.node = (CUgraphNode)(uintptr_t)node_v;
    if ((m.has_params = params_p != NULL))
        memcpy(&m.params, params_p, sizeof m.params);
    m.run = run_p;
    m.run_n = run_n;
    CUresult r = CUDA_SUCCESS;
    if (r == CUDA_SUCCESS && (!m.node || !ls_handle_ok(s, LS_H_CUgraphNode_st, (uint64_t)(uintptr_t)m.node)))
        r = CUDA_ERROR_INVALID_HANDLE;
    if (r == CUDA_SUCCESS && !m.has_params)
        r = CUDA_ERROR_INVALID_VALUE;
    lp_buf out = {0};
    if (r == CUDA_SUCCESS)
        r = ls_graph_cuGraphNodeSetParams(s, fn, &m, &out);
    return ls_args_answer(s, fn, r, reply, &a, &out);
}

/* cuGraphExecNodeSetParams: exec, node, params, run. Reply: nothing. */
int ls_hand_cuGraphExecNodeSetParams(ls_session *s, int fn, uint64_t len, int reply)
{
    ls_args a;
    ls_gw_cuGraphExecNodeSetParams m;
    memset(&m, 0, sizeof m);
    uint64_t exec_v;
    uint64_t node_v;
    const void *params_p;
    uint64_t params_n;
    const void *run_p;
    uint64_t run_n;
    if (ls_args_read(s, len, &a))
        return LS_BAD;
    if (lp_get_u64(&a.rd, &exec_v) ||
        lp_get_u64(&a.rd, &node_v) ||
        lp_get_bytes(&a.rd, &params_p, &params_n, LP_MAX_FRAME) ||
        (params_p && params_n != sizeof m.params) ||
        lp_get_bytes(&a.rd, &run_p, &run_n, LP_MAX_FRAME) ||
        a.rd.left)
        return ls_args_bad(&a);
    m.exec = (CUgraphExec)(uintptr_t)exec_v;
    m.node = (CUgraphNode)(uintptr_t)node_v;
    if ((m.has_params = params_p != NULL))
        memcpy(&m.params, params_p, sizeof m.params);
    m.run = run_p;
    m.run_n = run_n;
    CUresult r = CUDA_SUCCESS;
    if (r == CUDA_SUCCESS && (!m.exec || !ls_handle_ok(s, LS_H_CUgraphExec_st, (uint64_t)(uintptr_t)m.exec)))
        r = CUDA_ERROR_INVALID_HANDLE;
    if (r == CUDA_SUCCESS && (!m.node || !ls_handle_ok(s, LS_H_CUgraphNode_st, (uint64_t)(uintptr_t)m.node)))
        r = CUDA_ERROR_INVALID_HANDLE;
    if (r == CUDA_SUCCESS && !m.has_params)
        r = CUDA_ERROR_INVALID_VALUE;
    lp_buf out = {0};
    if (r == CUDA_SUCCESS)
        r = ls_graph_cuGraphExecNodeSetParams(s, fn, &m, &out);
    return ls_args_answer(s, fn, r, reply, &a, &out);
}

/* cuGraphInstantiateWithParams: exec, graph, params. Reply: exec, result. the answer: the exec, then the parameters as the driver left them. */
int ls_hand_cuGraphInstantiateWithParams(ls_session *s, int fn, uint64_t len, int reply)
{
    ls_args a;
    ls_gw_cuGraphInstantiateWithParams m;
    memset(&m, 0, sizeof m);
    uint64_t exec_v;
    uint64_t graph_v;
    const void *params_p;
    uint64_t params_n;
    if (ls_args_read(s, len, &a))
        return LS_BAD;
    if (lp_get_u64(&a.rd, &exec_v) ||
        lp_get_u64(&a.rd, &graph_v) ||
        lp_get_bytes(&a.rd, &params_p, &params_n, LP_MAX_FRAME) ||
        (params_p && params_n != sizeof m.params) ||
        a.rd.left)
        return ls_args_bad(&a);
    m.exec = exec_v != LP_NULL;
    m.graph = (CUgraph)(uintptr_t)graph_v;
    if ((m.has_params = params_p != NULL))
        memcpy(&m.params, params_p, sizeof m.params);
    CUresult r = CUDA_SUCCESS;
    if (r == CUDA_SUCCESS && exec_v != LP_NULL && exec_v != 8)
        r = CUDA_ERROR_INVALID_VALUE; /* the out-request of a handle */
    if (r == CUDA_SUCCESS && (!ls_handle_ok(s, LS_H_CUgraph_st, (uint64_t)(uintptr_t)m.graph)))
        r = CUDA_ERROR_INVALID_HANDLE;
    if (r == CUDA_SUCCESS && !m.has_params)
        r = CUDA_ERROR_INVALID_VALUE;
    lp_buf out = {0};
    if (r == CUDA_SUCCESS)
        r = ls_graph_cuGraphInstantiateWithParams(s, fn, &m, &out);
    return ls_args_answer(s, fn, r, reply, &a, &out);
}

void ls_gw_reply_cuGraphInstantiateWithParams(lp_buf *out, const ls_gw_cuGraphInstantiateWithParams *m, CUgraphExec exec, const CUDA_GRAPH_INSTANTIATE_PARAMS *result)
{
    lp_buf_bytes(out, &exec, 8);
    lp_buf_bytes(out, result, sizeof *result);
    (void)m;
}

/* cuGraphDebugDotPrint: graph, flags. Reply: size, text. the driver writes into a file the server names; the answer carries the text. */
int ls_hand_cuGraphDebugDotPrint(ls_session *s, int fn, uint64_t len, int reply)
{
    ls_args a;
    ls_gw_cuGraphDebugDotPrint m;
    memset(&m, 0, sizeof m);
    uint64_t graph_v;
    uint64_t flags_v;
    if (ls_args_read(s, len, &a))
        return LS_BAD;
    if (lp_get_u64(&a.rd, &graph_v) ||
        lp_get_u64(&a.rd, &flags_v) ||
        flags_v > 0xffffffffu ||
        a.rd.left)
        return ls_args_bad(&a);
    m.graph = (CUgraph)(uintptr_t)graph_v;
    m.flags = flags_v;
    CUresult r = CUDA_SUCCESS;
    if (r == CUDA_SUCCESS && (!m.graph || !ls_handle_ok(s, LS_H_CUgraph_st, (uint64_t)(uintptr_t)m.graph)))
        r = CUDA_ERROR_INVALID_HANDLE;
    lp_buf out = {0};
    if (r == CUDA_SUCCESS)
        r = ls_graph_cuGraphDebugDotPrint(s, fn, &m, &out);
    return ls_args_answer(s, fn, r, reply, &a, &out);
}

void ls_gw_reply_cuGraphDebugDotPrint(lp_buf *out, const ls_gw_cuGraphDebugDotPrint *m, uint64_t size, const void *text, uint64_t text_n)
{
    lp_buf_bytes(out, &size, 8);
    lp_buf_bytes(out, text, (size_t)text_n);
    (void)m;
}
