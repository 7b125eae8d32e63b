/* GENERATED FILE - DO NOT EDIT.
 * Written by `python -m codegen` from CUDA 13000's headers (cuda.h sha256 64025f81a9d6d2b1)
 * and codegen/annotations.toml. Edit those and regenerate. */

#ifndef LUPINE_SERVER_GEN_H
#define LUPINE_SERVER_GEN_H

/* Opaque handle types the protocol carries; the registry keys on them. */
enum ls_handle_type {
    LS_H_CUarray_st = 0,
    LS_H_CUasyncCallbackEntry_st = 1,
    LS_H_CUctx_st = 2,
    LS_H_CUdevResourceDesc_st = 3,
    LS_H_CUevent_st = 4,
    LS_H_CUextMemory_st = 5,
    LS_H_CUextSemaphore_st = 6,
    LS_H_CUfunc_st = 7,
    LS_H_CUgraphConditionalHandle = 8,
    LS_H_CUgraphExec_st = 9,
    LS_H_CUgraphNode_st = 10,
    LS_H_CUgraph_st = 11,
    LS_H_CUgraphicsResource_st = 12,
    LS_H_CUgreenCtx_st = 13,
    LS_H_CUkern_st = 14,
    LS_H_CUlib_st = 15,
    LS_H_CUlinkState_st = 16,
    LS_H_CUlogsCallbackEntry_st = 17,
    LS_H_CUmemPoolHandle_st = 18,
    LS_H_CUmipmappedArray_st = 19,
    LS_H_CUmod_st = 20,
    LS_H_CUstream_st = 21,
    LS_H_CUsurfref_st = 22,
    LS_H_CUtexref_st = 23,
    LS_H_CUuserObject_st = 24,
    LS_H_COUNT = 25
};

/* Hand-written server handlers (native/server/fastpath.c, graph.c). */
int ls_hand_cuFuncGetName(struct ls_session *s, int fn, uint64_t len, int reply);
int ls_hand_cuGraphAddHostNode(struct ls_session *s, int fn, uint64_t len, int reply);
int ls_hand_cuGraphAddKernelNode_v2(struct ls_session *s, int fn, uint64_t len, int reply);
int ls_hand_cuGraphAddMemAllocNode(struct ls_session *s, int fn, uint64_t len, int reply);
int ls_hand_cuGraphAddMemcpyNode(struct ls_session *s, int fn, uint64_t len, int reply);
int ls_hand_cuGraphAddNode_v2(struct ls_session *s, int fn, uint64_t len, int reply);
int ls_hand_cuGraphDebugDotPrint(struct ls_session *s, int fn, uint64_t len, int reply);
int ls_hand_cuGraphExecHostNodeSetParams(struct ls_session *s, int fn, uint64_t len, int reply);
int ls_hand_cuGraphExecKernelNodeSetParams_v2(struct ls_session *s, int fn, uint64_t len, int reply);
int ls_hand_cuGraphExecMemcpyNodeSetParams(struct ls_session *s, int fn, uint64_t len, int reply);
int ls_hand_cuGraphExecNodeSetParams(struct ls_session *s, int fn, uint64_t len, int reply);
int ls_hand_cuGraphHostNodeGetParams(struct ls_session *s, int fn, uint64_t len, int reply);
int ls_hand_cuGraphHostNodeSetParams(struct ls_session *s, int fn, uint64_t len, int reply);
int ls_hand_cuGraphInstantiateWithParams(struct ls_session *s, int fn, uint64_t len, int reply);
int ls_hand_cuGraphKernelNodeGetParams_v2(struct ls_session *s, int fn, uint64_t len, int reply);
int ls_hand_cuGraphKernelNodeSetParams_v2(struct ls_session *s, int fn, uint64_t len, int reply);
int ls_hand_cuGraphMemcpyNodeGetParams(struct ls_session *s, int fn, uint64_t len, int reply);
int ls_hand_cuGraphMemcpyNodeSetParams(struct ls_session *s, int fn, uint64_t len, int reply);
int ls_hand_cuGraphNodeGetType(struct ls_session *s, int fn, uint64_t len, int reply);
int ls_hand_cuGraphNodeSetParams(struct ls_session *s, int fn, uint64_t len, int reply);
int ls_hand_cuLaunchHostFunc(struct ls_session *s, int fn, uint64_t len, int reply);
int ls_hand_cuLaunchKernel(struct ls_session *s, int fn, uint64_t len, int reply);
int ls_hand_cuLaunchKernelEx(struct ls_session *s, int fn, uint64_t len, int reply);
int ls_hand_cuLibraryLoadData(struct ls_session *s, int fn, uint64_t len, int reply);
int ls_hand_cuLinkAddData_v2(struct ls_session *s, int fn, uint64_t len, int reply);
int ls_hand_cuLinkComplete(struct ls_session *s, int fn, uint64_t len, int reply);
int ls_hand_cuLinkCreate_v2(struct ls_session *s, int fn, uint64_t len, int reply);
int ls_hand_cuLinkDestroy(struct ls_session *s, int fn, uint64_t len, int reply);
int ls_hand_cuMemExportToShareableHandle(struct ls_session *s, int fn, uint64_t len, int reply);
int ls_hand_cuMemImportFromShareableHandle(struct ls_session *s, int fn, uint64_t len, int reply);
int ls_hand_cuMemPoolExportToShareableHandle(struct ls_session *s, int fn, uint64_t len, int reply);
int ls_hand_cuMemPoolImportFromShareableHandle(struct ls_session *s, int fn, uint64_t len, int reply);
int ls_hand_cuMemcpy2DAsync_v2(struct ls_session *s, int fn, uint64_t len, int reply);
int ls_hand_cuMemcpy2DUnaligned_v2(struct ls_session *s, int fn, uint64_t len, int reply);
int ls_hand_cuMemcpy2D_v2(struct ls_session *s, int fn, uint64_t len, int reply);
int ls_hand_cuMemcpy3DAsync_v2(struct ls_session *s, int fn, uint64_t len, int reply);
int ls_hand_cuMemcpy3D_v2(struct ls_session *s, int fn, uint64_t len, int reply);
int ls_hand_cuMemcpyDtoHAsync_v2(struct ls_session *s, int fn, uint64_t len, int reply);
int ls_hand_cuMemcpyDtoH_v2(struct ls_session *s, int fn, uint64_t len, int reply);
int ls_hand_cuMemcpyHtoDAsync_v2(struct ls_session *s, int fn, uint64_t len, int reply);
int ls_hand_cuMemcpyHtoD_v2(struct ls_session *s, int fn, uint64_t len, int reply);
int ls_hand_cuModuleLoadData(struct ls_session *s, int fn, uint64_t len, int reply);
int ls_hand_cuOccupancyMaxActiveClusters(struct ls_session *s, int fn, uint64_t len, int reply);
int ls_hand_cuOccupancyMaxPotentialClusterSize(struct ls_session *s, int fn, uint64_t len, int reply);
int ls_hand_cuStreamAddCallback(struct ls_session *s, int fn, uint64_t len, int reply);
int ls_hand_cuStreamEndCapture(struct ls_session *s, int fn, uint64_t len, int reply);
int ls_hand_cuStreamGetCaptureInfo_v3(struct ls_session *s, int fn, uint64_t len, int reply);

#endif
