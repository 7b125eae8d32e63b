/* GENERATED FILE - DO NOT EDIT.
 * Written by `python -m codegen` from codegen/graph_wire.toml. Edit that and regenerate. */

#ifndef LUPINE_GRAPH_SERVER_GEN_H
#define LUPINE_GRAPH_SERVER_GEN_H

#include "server.h"
#include "graph_wire.h"

/* Per call: the request as ls_hand_<call> (graph_server_gen.c) read and checked it,
 * the hand-written body it runs (native/server/graph.c; its result is the answer, out
 * the reply), and the reply's writer. */
/* cuStreamGetCaptureInfo_v3: stream, want. Reply: info, deps, edges. what is wanted: 1, the graph; 2, the dependencies and their edge data. */
typedef struct {
    CUstream stream;
    uint64_t want;
} ls_gw_cuStreamGetCaptureInfo_v3;
CUresult ls_graph_cuStreamGetCaptureInfo_v3(struct ls_session *s, int fn, ls_gw_cuStreamGetCaptureInfo_v3 *m, lp_buf *out);
void ls_gw_reply_cuStreamGetCaptureInfo_v3(lp_buf *out, const ls_gw_cuStreamGetCaptureInfo_v3 *m, const lp_capture_info *info, const void *deps, uint64_t deps_n, const void *edges, uint64_t edges_n);

/* cuGraphAddKernelNode_v2: node, graph, count, deps, params, args. Reply: node. the parameters packed as a launch packs them (native/shim/launch.c). */
typedef struct {
    int node; /* the handle was asked for */
    CUgraph graph;
    uint64_t count;
    const CUgraphNode *deps;
    uint64_t deps_n;
    CUDA_KERNEL_NODE_PARAMS params;
    int has_params;
    const void *args;
    uint64_t args_n;
} ls_gw_cuGraphAddKernelNode_v2;
CUresult ls_graph_cuGraphAddKernelNode_v2(struct ls_session *s, int fn, ls_gw_cuGraphAddKernelNode_v2 *m, lp_buf *out);
void ls_gw_reply_cuGraphAddKernelNode_v2(lp_buf *out, const ls_gw_cuGraphAddKernelNode_v2 *m, CUgraphNode node);

/* cuGraphKernelNodeSetParams_v2: node, params, args. Reply: nothing. */
typedef struct {
    CUgraphNode node;
    CUDA_KERNEL_NODE_PARAMS params;
    int has_params;
    const void *args;
    uint64_t args_n;
} ls_gw_cuGraphKernelNodeSetParams_v2;
CUresult ls_graph_cuGraphKernelNodeSetParams_v2(struct ls_session *s, int fn, ls_gw_cuGraphKernelNodeSetParams_v2 *m, lp_buf *out);

/* cuGraphExecKernelNodeSetParams_v2: exec, node, params, args. Reply: nothing. */
typedef struct {
    CUgraphExec exec;
    CUgraphNode node;
    CUDA_KERNEL_NODE_PARAMS params;
    int has_params;
    const void *args;
    uint64_t args_n;
} ls_gw_cuGraphExecKernelNodeSetParams_v2;
CUresult ls_graph_cuGraphExecKernelNodeSetParams_v2(struct ls_session *s, int fn, ls_gw_cuGraphExecKernelNodeSetParams_v2 *m, lp_buf *out);

/* cuGraphKernelNodeGetParams_v2: node. Reply: params, total, args. the answer: the parameters (pointers cleared), then the packed parameter buffer. */
typedef struct {
    CUgraphNode node;
} ls_gw_cuGraphKernelNodeGetParams_v2;
CUresult ls_graph_cuGraphKernelNodeGetParams_v2(struct ls_session *s, int fn, ls_gw_cuGraphKernelNodeGetParams_v2 *m, lp_buf *out);
void ls_gw_reply_cuGraphKernelNodeGetParams_v2(lp_buf *out, const ls_gw_cuGraphKernelNodeGetParams_v2 *m, const CUDA_KERNEL_NODE_PARAMS *params, uint64_t total, const void *args, uint64_t args_n);

/* cuGraphAddMemcpyNode: node, graph, count, ctx, deps, copy. Reply: node. the copy as it travels: a client host side is CU_MEMORYTYPE_HOST at the client's address. */
typedef struct {
    int node; /* the handle was asked for */
    CUgraph graph;
    uint64_t count;
    CUcontext ctx;
    const CUgraphNode *deps;
    uint64_t deps_n;
    CUDA_MEMCPY3D copy;
    int has_copy;
} ls_gw_cuGraphAddMemcpyNode;
CUresult ls_graph_cuGraphAddMemcpyNode(struct ls_session *s, int fn, ls_gw_cuGraphAddMemcpyNode *m, lp_buf *out);
void ls_gw_reply_cuGraphAddMemcpyNode(lp_buf *out, const ls_gw_cuGraphAddMemcpyNode *m, CUgraphNode node);

/* cuGraphMemcpyNodeGetParams: node. Reply: copy. */
typedef struct {
    CUgraphNode node;
} ls_gw_cuGraphMemcpyNodeGetParams;
CUresult ls_graph_cuGraphMemcpyNodeGetParams(struct ls_session *s, int fn, ls_gw_cuGraphMemcpyNodeGetParams *m, lp_buf *out);
void ls_gw_reply_cuGraphMemcpyNodeGetParams(lp_buf *out, const ls_gw_cuGraphMemcpyNodeGetParams *m, const CUDA_MEMCPY3D *copy);

/* cuGraphMemcpyNodeSetParams: node, copy. Reply: nothing. */
typedef struct {
    CUgraphNode node;
    CUDA_MEMCPY3D copy;
    int has_copy;
} ls_gw_cuGraphMemcpyNodeSetParams;
CUresult ls_graph_cuGraphMemcpyNodeSetParams(struct ls_session *s, int fn, ls_gw_cuGraphMemcpyNodeSetParams *m, lp_buf *out);

/* cuGraphExecMemcpyNodeSetParams: exec, node, ctx, copy. Reply: nothing. */
typedef struct {
    CUgraphExec exec;
    CUgraphNode node;
    CUcontext ctx;
    CUDA_MEMCPY3D copy;
    int has_copy;
} ls_gw_cuGraphExecMemcpyNodeSetParams;
CUresult ls_graph_cuGraphExecMemcpyNodeSetParams(struct ls_session *s, int fn, ls_gw_cuGraphExecMemcpyNodeSetParams *m, lp_buf *out);

/* cuGraphAddHostNode: node, graph, count, deps, cookie. Reply: node. the cookie under which the shim keeps (fn, userData) (native/shim/notify.c). */
typedef struct {
    int node; /* the handle was asked for */
    CUgraph graph;
    uint64_t count;
    const CUgraphNode *deps;
    uint64_t deps_n;
    uint64_t cookie;
} ls_gw_cuGraphAddHostNode;
CUresult ls_graph_cuGraphAddHostNode(struct ls_session *s, int fn, ls_gw_cuGraphAddHostNode *m, lp_buf *out);
void ls_gw_reply_cuGraphAddHostNode(lp_buf *out, const ls_gw_cuGraphAddHostNode *m, CUgraphNode node);

/* cuGraphHostNodeGetParams: node. Reply: cookie. */
typedef struct {
    CUgraphNode node;
} ls_gw_cuGraphHostNodeGetParams;
CUresult ls_graph_cuGraphHostNodeGetParams(struct ls_session *s, int fn, ls_gw_cuGraphHostNodeGetParams *m, lp_buf *out);
void ls_gw_reply_cuGraphHostNodeGetParams(lp_buf *out, const ls_gw_cuGraphHostNodeGetParams *m, uint64_t cookie);

/* cuGraphHostNodeSetParams: node, cookie. Reply: nothing. */
typedef struct {
    CUgraphNode node;
    uint64_t cookie;
} ls_gw_cuGraphHostNodeSetParams;
CUresult ls_graph_cuGraphHostNodeSetParams(struct ls_session *s, int fn, ls_gw_cuGraphHostNodeSetParams *m, lp_buf *out);

/* cuGraphExecHostNodeSetParams: exec, node, cookie. Reply: nothing. */
typedef struct {
    CUgraphExec exec;
    CUgraphNode node;
    uint64_t cookie;
} ls_gw_cuGraphExecHostNodeSetParams;
CUresult ls_graph_cuGraphExecHostNodeSetParams(struct ls_session *s, int fn, ls_gw_cuGraphExecHostNodeSetParams *m, lp_buf *out);

/* cuGraphAddMemAllocNode: node, graph, count, deps, params, descs. Reply: node, dptr. the access descriptors follow the parameters; the answer: the node, the address. */
typedef struct {
    int node; /* the handle was asked for */
    CUgraph graph;
    uint64_t count;
    const CUgraphNode *deps;
    uint64_t deps_n;
    CUDA_MEM_ALLOC_NODE_PARAMS params;
    int has_params;
    const void *descs;
    uint64_t descs_n;
} ls_gw_cuGraphAddMemAllocNode;
CUresult ls_graph_cuGraphAddMemAllocNode(struct ls_session *s, int fn, ls_gw_cuGraphAddMemAllocNode *m, lp_buf *out);
void ls_gw_reply_cuGraphAddMemAllocNode(lp_buf *out, const ls_gw_cuGraphAddMemAllocNode *m, CUgraphNode node, uint64_t dptr);

/* cuGraphAddNode_v2: node, graph, count, deps, edges, params, run. Reply: node, written. the type's run follows the parameters (packed kernel parameters, access descriptors); the answer: the node, then what the driver wrote into the parameters for the shim (an allocation's address, a conditional node's body graphs, or an empty run). */
typedef struct {
    int node; /* the handle was asked for */
    CUgraph graph;
    uint64_t count;
    const CUgraphNode *deps;
    uint64_t deps_n;
    const CUgraphEdgeData *edges;
    uint64_t edges_n;
    CUgraphNodeParams params;
    int has_params;
    const void *run;
    uint64_t run_n;
} ls_gw_cuGraphAddNode_v2;
CUresult ls_graph_cuGraphAddNode_v2(struct ls_session *s, int fn, ls_gw_cuGraphAddNode_v2 *m, lp_buf *out);
void ls_gw_reply_cuGraphAddNode_v2(lp_buf *out, const ls_gw_cuGraphAddNode_v2 *m, CUgraphNode node, const void *written, uint64_t written_n);

/* cuGraphNodeSetParams: node, params, run. Reply: nothing. */
typedef struct {
    CUgraphNode node;
    CUgraphNodeParams params;
    int has_params;
    const void *run;
    uint64_t run_n;
} ls_gw_cuGraphNodeSetParams;
CUresult ls_graph_cuGraphNodeSetParams(struct ls_session *s, int fn, ls_gw_cuGraphNodeSetParams *m, lp_buf *out);

/* cuGraphExecNodeSetParams: exec, node, params, run. Reply: nothing. */
typedef struct {
    CUgraphExec exec;
    CUgraphNode node;
    CUgraphNodeParams params;
    int has_params;
    const void *run;
    uint64_t run_n;
} ls_gw_cuGraphExecNodeSetParams;
CUresult ls_graph_cuGraphExecNodeSetParams(struct ls_session *s, int fn, ls_gw_cuGraphExecNodeSetParams *m, lp_buf *out);

/* cuGraphInstantiateWithParams: exec, graph, params. Reply: exec, result. the answer: the exec, then the parameters as the driver left them. */
typedef struct {
    int exec; /* the handle was asked for */
    CUgraph graph;
    CUDA_GRAPH_INSTANTIATE_PARAMS params;
    int has_params;
} ls_gw_cuGraphInstantiateWithParams;
CUresult ls_graph_cuGraphInstantiateWithParams(struct ls_session *s, int fn, ls_gw_cuGraphInstantiateWithParams *m, lp_buf *out);
void ls_gw_reply_cuGraphInstantiateWithParams(lp_buf *out, const ls_gw_cuGraphInstantiateWithParams *m, CUgraphExec exec, const CUDA_GRAPH_INSTANTIATE_PARAMS *result);

/* cuGraphDebugDotPrint: graph, flags. Reply: size, text. the driver writes into a file the server names; the answer carries the text. */
typedef struct {
    CUgraph graph;
    uint64_t flags;
} ls_gw_cuGraphDebugDotPrint;
CUresult ls_graph_cuGraphDebugDotPrint(struct ls_session *s, int fn, ls_gw_cuGraphDebugDotPrint *m, lp_buf *out);
void ls_gw_reply_cuGraphDebugDotPrint(lp_buf *out, const ls_gw_cuGraphDebugDotPrint *m, uint64_t size, const void *text, uint64_t text_n);

#endif
