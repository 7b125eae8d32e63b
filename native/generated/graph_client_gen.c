/* GENERATED FILE - DO NOT EDIT.
 * Written by `python -m codegen` from codegen/graph_wire.toml. Edit that and regenerate. */

#include "graph_client_gen.h"

#include <stdlib.h>

/* cuStreamGetCaptureInfo_v3: stream, want. Reply: info, deps, edges. what is wanted: 1, the graph; 2, the dependencies and their edge data. */
CUresult lc_gw_cuStreamGetCaptureInfo_v3(lc_call *c, int fn, CUstream stream, uint64_t want, lp_capture_info *info, void **deps, void **edges)
{
    *deps = NULL;
    *edges = NULL;
    CUresult r = lc_begin(c, fn);
    if (r != CUDA_SUCCESS)
        return r;
    lc_handle(c, &stream);
    lc_scalar(c, &want, 8);
    r = lc_send(c);
    if (r == CUDA_SUCCESS && lc_out(c, info, sizeof *info))
        r = lc_lost();
    if (r == CUDA_SUCCESS) {
        uint64_t n = (want & 2) ? info->count * 8 : 0;
        if (n > ((uint64_t)8 << 28))
            r = lc_lost();
        else if (!(*deps = malloc(n ? (size_t)n : 1)))
            r = CUDA_ERROR_OUT_OF_MEMORY;
        else if (lc_out(c, *deps, n))
            r = lc_lost();
    }
    if (r == CUDA_SUCCESS) {
        uint64_t n = (want & 2) ? info->count * sizeof(CUgraphEdgeData) : 0;
        if (n > ((uint64_t)8 << 28))
            r = lc_lost();
        else if (!(*edges = malloc(n ? (size_t)n : 1)))
            r = CUDA_ERROR_OUT_OF_MEMORY;
        else if (lc_out(c, *edges, n))
            r = lc_lost();
    }
    lc_end(c);
    if (r != CUDA_SUCCESS) {
        free(*deps);
        *deps = NULL;
        free(*edges);
        *edges = NULL;
    }
    return r;
}

/* cuGraphAddKernelNode_v2: node, graph, count, deps, params, args. Reply: node. the parameters packed as a launch packs them (native/shim/launch.c). */
CUresult lc_gw_cuGraphAddKernelNode_v2(lc_call *c, int route, CUgraphNode *node, CUgraph graph, uint64_t count, const CUgraphNode *deps, const CUDA_KERNEL_NODE_PARAMS *params, const void *args, uint64_t args_n)
{
    CUresult r = lc_begin(c, LUPINE_FN_cuGraphAddKernelNode_v2);
    if (r != CUDA_SUCCESS)
        return r;
    lc_route(c, route);
    if (count > ((uint64_t)1 << 24)) {
        lc_end(c);
        return CUDA_ERROR_INVALID_VALUE;
    }
    lc_out_req(c, node, 8);
    lc_handle(c, &graph);
    lc_scalar(c, &count, 8);
    lc_handles_in(c, deps, count);
    lc_in(c, params, sizeof *params);
    lc_in(c, args, args_n);
    r = lc_send(c);
    if (r == CUDA_SUCCESS && node && lc_out(c, node, 8))
        r = lc_lost();
    lc_end(c);
    if (r == CUDA_SUCCESS) {
        lc_handles_out(c, node, 1);
    }
    return r;
}

/* cuGraphKernelNodeSetParams_v2: node, params, args. Reply: nothing. */
CUresult lc_gw_cuGraphKernelNodeSetParams_v2(lc_call *c, int route, CUgraphNode node, const CUDA_KERNEL_NODE_PARAMS *params, const void *args, uint64_t args_n)
{
    CUresult r = lc_begin(c, LUPINE_FN_cuGraphKernelNodeSetParams_v2);
    if (r != CUDA_SUCCESS)
        return r;
    lc_route(c, route);
    lc_handle(c, &node);
    lc_in(c, params, sizeof *params);
    lc_in(c, args, args_n);
    r = lc_send(c);
    lc_end(c);
    return r;
}

/* cuGraphExecKernelNodeSetParams_v2: exec, node, params, args. Reply: nothing. */
CUresult lc_gw_cuGraphExecKernelNodeSetParams_v2(lc_call *c, int route, CUgraphExec exec, CUgraphNode node, const CUDA_KERNEL_NODE_PARAMS *params, const void *args, uint64_t args_n)
{
    CUresult r = lc_begin(c, LUPINE_FN_cuGraphExecKernelNodeSetParams_v2);
    if (r != CUDA_SUCCESS)
        return r;
    lc_route(c, route);
    lc_handle(c, &exec);
    lc_handle(c, &node);
    lc_in(c, params, sizeof *params);
    lc_in(c, args, args_n);
    r = lc_send(c);
    lc_end(c);
    return r;
}

/* cuGraphKernelNodeGetParams_v2: node. Reply: params, total, args. the answer: the parameters (pointers cleared), then the packed parameter buffer. */
CUresult lc_gw_cuGraphKernelNodeGetParams_v2(lc_call *c, CUgraphNode node, CUDA_KERNEL_NODE_PARAMS *params, uint64_t *total, void **args)
{
    *args = NULL;
    CUresult r = lc_begin(c, LUPINE_FN_cuGraphKernelNodeGetParams_v2);
    if (r != CUDA_SUCCESS)
        return r;
    lc_handle(c, &node);
    r = lc_send(c);
    if (r == CUDA_SUCCESS && lc_out(c, params, sizeof *params))
        r = lc_lost();
    if (r == CUDA_SUCCESS && lc_out(c, total, 8))
        r = lc_lost();
    if (r == CUDA_SUCCESS) {
        uint64_t n = *total;
        if (n > LC_MAX_PARAM_BYTES)
            r = lc_lost();
        else if (!(*args = malloc(n ? (size_t)n : 1)))
            r = CUDA_ERROR_OUT_OF_MEMORY;
        else if (lc_out(c, *args, n))
            r = lc_lost();
    }
    lc_end(c);
    if (r != CUDA_SUCCESS) {
        free(*args);
        *args = NULL;
    }
    return r;
}

/* cuGraphAddMemcpyNode: node, graph, count, ctx, deps, copy. Reply: node. the copy as it travels: a client host side is CU_MEMORYTYPE_HOST at the client's address. */
CUresult lc_gw_cuGraphAddMemcpyNode(lc_call *c, CUgraphNode *node, CUgraph graph, uint64_t count, CUcontext ctx, const CUgraphNode *deps, const CUDA_MEMCPY3D *copy)
{
    CUresult r = lc_begin(c, LUPINE_FN_cuGraphAddMemcpyNode);
    if (r != CUDA_SUCCESS)
        return r;
    if (count > ((uint64_t)1 << 24)) {
        lc_end(c);
        return CUDA_ERROR_INVALID_VALUE;
    }
    lc_out_req(c, node, 8);
    lc_handle(c, &graph);
    lc_scalar(c, &count, 8);
    lc_handle(c, &ctx);
    lc_handles_in(c, deps, count);
    lc_in(c, copy, sizeof *copy);
    r = lc_send(c);
    if (r == CUDA_SUCCESS && node && lc_out(c, node, 8))
        r = lc_lost();
    lc_end(c);
    if (r == CUDA_SUCCESS) {
        lc_handles_out(c, node, 1);
    }
    return r;
}

/* cuGraphMemcpyNodeGetParams: node. Reply: copy. */
CUresult lc_gw_cuGraphMemcpyNodeGetParams(lc_call *c, CUgraphNode node, CUDA_MEMCPY3D *copy)
{
    CUresult r = lc_begin(c, LUPINE_FN_cuGraphMemcpyNodeGetParams);
    if (r != CUDA_SUCCESS)
        return r;
    lc_handle(c, &node);
    r = lc_send(c);
    if (r == CUDA_SUCCESS && lc_out(c, copy, sizeof *copy))
        r = lc_lost();
    lc_end(c);
    return r;
}

/* cuGraphMemcpyNodeSetParams: node, copy. Reply: nothing. */
CUresult lc_gw_cuGraphMemcpyNodeSetParams(lc_call *c, CUgraphNode node, const CUDA_MEMCPY3D *copy)
{
    CUresult r = lc_begin(c, LUPINE_FN_cuGraphMemcpyNodeSetParams);
    if (r != CUDA_SUCCESS)
        return r;
    lc_handle(c, &node);
    lc_in(c, copy, sizeof *copy);
    r = lc_send(c);
    lc_end(c);
    return r;
}

/* cuGraphExecMemcpyNodeSetParams: exec, node, ctx, copy. Reply: nothing. */
CUresult lc_gw_cuGraphExecMemcpyNodeSetParams(lc_call *c, CUgraphExec exec, CUgraphNode node, CUcontext ctx, const CUDA_MEMCPY3D *copy)
{
    CUresult r = lc_begin(c, LUPINE_FN_cuGraphExecMemcpyNodeSetParams);
    if (r != CUDA_SUCCESS)
        return r;
    lc_handle(c, &exec);
    lc_handle(c, &node);
    lc_handle(c, &ctx);
    lc_in(c, copy, sizeof *copy);
    r = lc_send(c);
    lc_end(c);
    return r;
}

/* cuGraphAddHostNode: node, graph, count, deps, cookie. Reply: node. the cookie under which the shim keeps (fn, userData) (native/shim/notify.c). */
CUresult lc_gw_cuGraphAddHostNode(lc_call *c, CUgraphNode *node, CUgraph graph, uint64_t count, const CUgraphNode *deps, uint64_t cookie)
{
    CUresult r = lc_begin(c, LUPINE_FN_cuGraphAddHostNode);
    if (r != CUDA_SUCCESS)
        return r;
    if (count > ((uint64_t)1 << 24)) {
        lc_end(c);
        return CUDA_ERROR_INVALID_VALUE;
    }
    lc_out_req(c, node, 8);
    lc_handle(c, &graph);
    lc_scalar(c, &count, 8);
    lc_handles_in(c, deps, count);
    lc_scalar(c, &cookie, 8);
    r = lc_send(c);
    if (r == CUDA_SUCCESS && node && lc_out(c, node, 8))
        r = lc_lost();
    lc_end(c);
    if (r == CUDA_SUCCESS) {
        lc_handles_out(c, node, 1);
    }
    return r;
}

/* cuGraphHostNodeGetParams: node. Reply: cookie. */
CUresult lc_gw_cuGraphHostNodeGetParams(lc_call *c, CUgraphNode node, uint64_t *cookie)
{
    CUresult r = lc_begin(c, LUPINE_FN_cuGraphHostNodeGetParams);
    if (r != CUDA_SUCCESS)
        return r;
    lc_handle(c, &node);
    r = lc_send(c);
    if (r == CUDA_SUCCESS && lc_out(c, cookie, 8))
        r = lc_lost();
    lc_end(c);
    return r;
}

/* cuGraphHostNodeSetParams: node, cookie. Reply: nothing. */
CUresult lc_gw_cuGraphHostNodeSetParams(lc_call *c, CUgraphNode node, uint64_t cookie)
{
    CUresult r = lc_begin(c, LUPINE_FN_cuGraphHostNodeSetParams);
    if (r != CUDA_SUCCESS)
        return r;
    lc_handle(c, &node);
    lc_scalar(c, &cookie, 8);
    r = lc_send(c);
    lc_end(c);
    return r;
}

/* cuGraphExecHostNodeSetParams: exec, node, cookie. Reply: nothing. */
CUresult lc_gw_cuGraphExecHostNodeSetParams(lc_call *c, CUgraphExec exec, CUgraphNode node, uint64_t cookie)
{
    CUresult r = lc_begin(c, LUPINE_FN_cuGraphExecHostNodeSetParams);
    if (r != CUDA_SUCCESS)
        return r;
    lc_handle(c, &exec);
    lc_handle(c, &node);
    lc_scalar(c, &cookie, 8);
    r = lc_send(c);
    lc_end(c);
    return r;
}

/* cuGraphAddMemAllocNode: node, graph, count, deps, params, descs. Reply: node, dptr. the access descriptors follow the parameters; the answer: the node, the address. */
CUresult lc_gw_cuGraphAddMemAllocNode(lc_call *c, CUgraphNode *node, CUgraph graph, uint64_t count, const CUgraphNode *deps, const CUDA_MEM_ALLOC_NODE_PARAMS *params, const void *descs, uint64_t descs_n, uint64_t *dptr)
{
    CUresult r = lc_begin(c, LUPINE_FN_cuGraphAddMemAllocNode);
    if (r != CUDA_SUCCESS)
        return r;
    if (count > ((uint64_t)1 << 24)) {
        lc_end(c);
        return CUDA_ERROR_INVALID_VALUE;
    }
    lc_out_req(c, node, 8);
    lc_handle(c, &graph);
    lc_scalar(c, &count, 8);
    lc_handles_in(c, deps, count);
    lc_in(c, params, sizeof *params);
    lc_in(c, descs, descs_n);
    r = lc_send(c);
    CUgraphNode node_v = NULL;
    if (r == CUDA_SUCCESS && lc_out(c, &node_v, 8))
        r = lc_lost();
    if (r == CUDA_SUCCESS && lc_out(c, dptr, 8))
        r = lc_lost();
    lc_end(c);
    if (r == CUDA_SUCCESS) {
        lc_handles_out(c, &node_v, 1);
        if (node)
            *node = node_v;
    }
    return r;
}

/* cuGraphAddNode_v2: node, graph, count, deps, edges, params, run. Reply: node, written. the type's run follows the parameters (packed kernel parameters, access descriptors); the answer: the node, then what the driver wrote into the parameters for the shim (an allocation's address, a conditional node's body graphs, or an empty run). */
CUresult lc_gw_cuGraphAddNode_v2(lc_call *c, int route, CUgraphNode *node, CUgraph graph, uint64_t count, const CUgraphNode *deps, const CUgraphEdgeData *edges, const CUgraphNodeParams *params, const void *run, uint64_t run_n, void *written, uint64_t written_n)
{
    CUresult r = lc_begin(c, LUPINE_FN_cuGraphAddNode_v2);
    if (r != CUDA_SUCCESS)
        return r;
    lc_route(c, route);
    if (count > ((uint64_t)1 << 24)) {
        lc_end(c);
        return CUDA_ERROR_INVALID_VALUE;
    }
    lc_out_req(c, node, 8);
    lc_handle(c, &graph);
    lc_scalar(c, &count, 8);
    lc_handles_in(c, deps, count);
    lc_in(c, edges, count * sizeof(CUgraphEdgeData));
    lc_in(c, params, sizeof *params);
    lc_in(c, run, run_n);
    r = lc_send(c);
    CUgraphNode node_v = NULL;
    if (r == CUDA_SUCCESS && lc_out(c, &node_v, 8))
        r = lc_lost();
    if (r == CUDA_SUCCESS && lc_out(c, written, written_n))
        r = lc_lost();
    lc_end(c);
    if (r == CUDA_SUCCESS) {
        lc_handles_out(c, &node_v, 1);
        if (node)
            *node = node_v;
    }
    return r;
}

/* cuGraphNodeSetParams: node, params, run. Reply: nothing. */
CUresult lc_gw_cuGraphNodeSetParams(lc_call *c, int route, CUgraphNode node, const CUgraphNodeParams *params, const void *run, uint64_t run_n)
{
    CUresult r = lc_begin(c, LUPINE_FN_cuGraphNodeSetParams);
    if (r != CUDA_SUCCESS)
        return r;
    lc_route(c, route);
    lc_handle(c, &node);
    lc_in(c, params, sizeof *params);
    lc_in(c, run, run_n);
    r = lc_send(c);
    lc_end(c);
    return r;
}

/* cuGraphExecNodeSetParams: exec, node, params, run. Reply: nothing. */
CUresult lc_gw_cuGraphExecNodeSetParams(lc_call *c, int route, CUgraphExec exec, CUgraphNode node, const CUgraphNodeParams *params, const void *run, uint64_t run_n)
{
    CUresult r = lc_begin(c, LUPINE_FN_cuGraphExecNodeSetParams);
    if (r != CUDA_SUCCESS)
        return r;
    lc_route(c, route);
    lc_handle(c, &exec);
    lc_handle(c, &node);
    lc_in(c, params, sizeof *params);
    lc_in(c, run, run_n);
    r = lc_send(c);
    lc_end(c);
    return r;
}

/* cuGraphInstantiateWithParams: exec, graph, params. Reply: exec, result. the answer: the exec, then the parameters as the driver left them. */
CUresult lc_gw_cuGraphInstantiateWithParams(lc_call *c, int fn, CUgraphExec *exec, CUgraph graph, const CUDA_GRAPH_INSTANTIATE_PARAMS *params, CUDA_GRAPH_INSTANTIATE_PARAMS *result)
{
    CUresult r = lc_begin(c, fn);
    if (r != CUDA_SUCCESS)
        return r;
    lc_out_req(c, exec, 8);
    lc_handle(c, &graph);
    lc_in(c, params, sizeof *params);
    r = lc_send(c);
    CUgraphExec exec_v = NULL;
    if (r == CUDA_SUCCESS && lc_out(c, &exec_v, 8))
        r = lc_lost();
    if (r == CUDA_SUCCESS && lc_out(c, result, sizeof *result))
        r = lc_lost();
    lc_end(c);
    if (r == CUDA_SUCCESS) {
        lc_handles_out(c, &exec_v, 1);
        if (exec)
            *exec = exec_v;
    }
    return r;
}

/* cuGraphDebugDotPrint: graph, flags. Reply: size, text. the driver writes into a file the server names; the answer carries the text. */
CUresult lc_gw_cuGraphDebugDotPrint(lc_call *c, CUgraph graph, uint64_t flags, uint64_t *size, void **text)
{
    *text = NULL;
    CUresult r = lc_begin(c, LUPINE_FN_cuGraphDebugDotPrint);
    if (r != CUDA_SUCCESS)
        return r;
    lc_handle(c, &graph);
    lc_scalar(c, &flags, 8);
    r = lc_send(c);
    if (r == CUDA_SUCCESS && lc_out(c, size, 8))
        r = lc_lost();
    if (r == CUDA_SUCCESS) {
        uint64_t n = *size;
        if (n > ((uint64_t)64 << 20))
            r = lc_lost();
        else if (!(*text = malloc(n ? (size_t)n : 1)))
            r = CUDA_ERROR_OUT_OF_MEMORY;
        else if (lc_out(c, *text, n))
            r = lc_lost();
    }
    lc_end(c);
    if (r != CUDA_SUCCESS) {
        free(*text);
        *text = NULL;
    }
    return r;
}
