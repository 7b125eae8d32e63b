/* GENERATED FILE - DO NOT EDIT.
 * Written by `python -m codegen` from codegen/graph_wire.toml. Edit that and regenerate. */

#ifndef LUPINE_GRAPH_CLIENT_GEN_H
#define LUPINE_GRAPH_CLIENT_GEN_H

#include "client.h"
#include "graph_wire.h"

/* Each sends its call on c (lc_begin ... lc_end: c->srv is the server it went to) and
 * reads the reply into the pointers: handles made the shim's (lc_handles_out),
 * allocated runs (void **) the caller's to free on success, NULL on failure. */
/* cuStreamGetCaptureInfo_v3: stream, want. Reply: info, deps, edges. what is wanted: 1, the graph; 2, the dependencies and their edge data. */
CUresult lc_gw_cuStreamGetCaptureInfo_v3(lc_call *c, int fn, CUstream stream, uint64_t want, lp_capture_info *info, void **deps, void **edges);
/* cuGraphAddKernelNode_v2: node, graph, count, deps, params, args. Reply: node. the parameters packed as a launch packs them (native/shim/launch.c). */
CUresult lc_gw_cuGraphAddKernelNode_v2(lc_call *c, int route, CUgraphNode *node, CUgraph graph, uint64_t count, const CUgraphNode *deps, const CUDA_KERNEL_NODE_PARAMS *params, const void *args, uint64_t args_n);
/* cuGraphKernelNodeSetParams_v2: node, params, args. Reply: nothing. */
CUresult lc_gw_cuGraphKernelNodeSetParams_v2(lc_call *c, int route, CUgraphNode node, const CUDA_KERNEL_NODE_PARAMS *params, const void *args, uint64_t args_n);
/* cuGraphExecKernelNodeSetParams_v2: exec, node, params, args. Reply: nothing. */
CUresult lc_gw_cuGraphExecKernelNodeSetParams_v2(lc_call *c, int route, CUgraphExec exec, CUgraphNode node, const CUDA_KERNEL_NODE_PARAMS *params, const void *args, uint64_t args_n);
/* cuGraphKernelNodeGetParams_v2: node. Reply: params, total, args. the answer: the parameters (pointers cleared), then the packed parameter buffer. */
CUresult lc_gw_cuGraphKernelNodeGetParams_v2(lc_call *c, CUgraphNode node, CUDA_KERNEL_NODE_PARAMS *params, uint64_t *total, void **args);
/* cuGraphAddMemcpyNode: node, graph, count, ctx, deps, copy. Reply: node. the copy as it travels: a client host side is CU_MEMORYTYPE_HOST at the client's address. */
CUresult lc_gw_cuGraphAddMemcpyNode(lc_call *c, CUgraphNode *node, CUgraph graph, uint64_t count, CUcontext ctx, const CUgraphNode *deps, const CUDA_MEMCPY3D *copy);
/* cuGraphMemcpyNodeGetParams: node. Reply: copy. */
CUresult lc_gw_cuGraphMemcpyNodeGetParams(lc_call *c, CUgraphNode node, CUDA_MEMCPY3D *copy);
/* cuGraphMemcpyNodeSetParams: node, copy. Reply: nothing. */
CUresult lc_gw_cuGraphMemcpyNodeSetParams(lc_call *c, CUgraphNode node, const CUDA_MEMCPY3D *copy);
/* cuGraphExecMemcpyNodeSetParams: exec, node, ctx, copy. Reply: nothing. */
CUresult lc_gw_cuGraphExecMemcpyNodeSetParams(lc_call *c, CUgraphExec exec, CUgraphNode node, CUcontext ctx, const CUDA_MEMCPY3D *copy);
/* cuGraphAddHostNode: node, graph, count, deps, cookie. Reply: node. the cookie under which the shim keeps (fn, userData) (native/shim/notify.c). */
CUresult lc_gw_cuGraphAddHostNode(lc_call *c, CUgraphNode *node, CUgraph graph, uint64_t count, const CUgraphNode *deps, uint64_t cookie);
/* cuGraphHostNodeGetParams: node. Reply: cookie. */
CUresult lc_gw_cuGraphHostNodeGetParams(lc_call *c, CUgraphNode node, uint64_t *cookie);
/* cuGraphHostNodeSetParams: node, cookie. Reply: nothing. */
CUresult lc_gw_cuGraphHostNodeSetParams(lc_call *c, CUgraphNode node, uint64_t cookie);
/* cuGraphExecHostNodeSetParams: exec, node, cookie. Reply: nothing. */
CUresult lc_gw_cuGraphExecHostNodeSetParams(lc_call *c, CUgraphExec exec, CUgraphNode node, uint64_t cookie);
/* cuGraphAddMemAllocNode: node, graph, count, deps, params, descs. Reply: node, dptr. the access descriptors follow the parameters; the answer: the node, the address. */
CUresult lc_gw_cuGraphAddMemAllocNode(lc_call *c, CUgraphNode *node, CUgraph graph, uint64_t count, const CUgraphNode *deps, const CUDA_MEM_ALLOC_NODE_PARAMS *params, const void *descs, uint64_t descs_n, uint64_t *dptr);
/* cuGraphAddNode_v2: node, graph, count, deps, edges, params, run. Reply: node, written. the type's run follows the parameters (packed kernel parameters, access descriptors); the answer: the node, then what the driver wrote into the parameters for the shim (an allocation's address, a conditional node's body graphs, or an empty run). */
CUresult lc_gw_cuGraphAddNode_v2(lc_call *c, int route, CUgraphNode *node, CUgraph graph, uint64_t count, const CUgraphNode *deps, const CUgraphEdgeData *edges, const CUgraphNodeParams *params, const void *run, uint64_t run_n, void *written, uint64_t written_n);
/* cuGraphNodeSetParams: node, params, run. Reply: nothing. */
CUresult lc_gw_cuGraphNodeSetParams(lc_call *c, int route, CUgraphNode node, const CUgraphNodeParams *params, const void *run, uint64_t run_n);
/* cuGraphExecNodeSetParams: exec, node, params, run. Reply: nothing. */
CUresult lc_gw_cuGraphExecNodeSetParams(lc_call *c, int route, CUgraphExec exec, CUgraphNode node, const CUgraphNodeParams *params, const void *run, uint64_t run_n);
/* cuGraphInstantiateWithParams: exec, graph, params. Reply: exec, result. the answer: the exec, then the parameters as the driver left them. */
CUresult lc_gw_cuGraphInstantiateWithParams(lc_call *c, int fn, CUgraphExec *exec, CUgraph graph, const CUDA_GRAPH_INSTANTIATE_PARAMS *params, CUDA_GRAPH_INSTANTIATE_PARAMS *result);
/* cuGraphDebugDotPrint: graph, flags. Reply: size, text. the driver writes into a file the server names; the answer carries the text. */
CUresult lc_gw_cuGraphDebugDotPrint(lc_call *c, CUgraph graph, uint64_t flags, uint64_t *size, void **text);

#endif
