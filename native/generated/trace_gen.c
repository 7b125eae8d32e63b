/* GENERATED FILE - DO NOT EDIT.
 * Written by `python -m codegen` from CUDA 13000's headers (cuda.h sha256 64025f81a9d6d2b1)
 * and codegen/annotations.toml. Edit those and regenerate. */

#include "trace.h"

const int lt_function_count = 634;
const char *const lt_names[] = {
    "cuArray3DCreate",
    "cuArray3DCreate_v2",
    "cuArray3DGetDescriptor",
    "cuArray3DGetDescriptor_v2",
    "cuArrayCreate",
    "cuArrayCreate_v2",
    "cuArrayDestroy",
    "cuArrayGetDescriptor",
    "cuArrayGetDescriptor_v2",
    "cuArrayGetMemoryRequirements",
    "cuArrayGetPlane",
    "cuArrayGetSparseProperties",
    "cuCheckpointProcessCheckpoint",
    "cuCheckpointProcessGetRestoreThreadId",
    "cuCheckpointProcessGetState",
    "cuCheckpointProcessLock",
    "cuCheckpointProcessRestore",
    "cuCheckpointProcessUnlock",
    "cuCoredumpGetAttribute",
    "cuCoredumpGetAttributeGlobal",
    "cuCoredumpSetAttribute",
    "cuCoredumpSetAttributeGlobal",
    "cuCtxAttach",
    "cuCtxCreate",
    "cuCtxCreate_v2",
    "cuCtxCreate_v3",
    "cuCtxCreate_v4",
    "cuCtxDestroy",
    "cuCtxDestroy_v2",
    "cuCtxDetach",
    "cuCtxDisablePeerAccess",
    "cuCtxEnablePeerAccess",
    "cuCtxFromGreenCtx",
    "cuCtxGetApiVersion",
    "cuCtxGetCacheConfig",
    "cuCtxGetCurrent",
    "cuCtxGetDevResource",
    "cuCtxGetDevice",
    "cuCtxGetDevice_v2",
    "cuCtxGetExecAffinity",
    "cuCtxGetFlags",
    "cuCtxGetId",
    "cuCtxGetLimit",
    "cuCtxGetSharedMemConfig",
    "cuCtxGetStreamPriorityRange",
    "cuCtxPopCurrent",
    "cuCtxPopCurrent_v2",
    "cuCtxPushCurrent",
    "cuCtxPushCurrent_v2",
    "cuCtxRecordEvent",
    "cuCtxResetPersistingL2Cache",
    "cuCtxSetCacheConfig",
    "cuCtxSetCurrent",
    "cuCtxSetFlags",
    "cuCtxSetLimit",
    "cuCtxSetSharedMemConfig",
    "cuCtxSynchronize",
    "cuCtxSynchronize_v2",
    "cuCtxWaitEvent",
    "cuDestroyExternalMemory",
    "cuDestroyExternalSemaphore",
    "cuDevResourceGenerateDesc",
    "cuDevSmResourceSplitByCount",
    "cuDeviceCanAccessPeer",
    "cuDeviceComputeCapability",
    "cuDeviceGet",
    "cuDeviceGetAttribute",
    "cuDeviceGetByPCIBusId",
    "cuDeviceGetCount",
    "cuDeviceGetDefaultMemPool",
    "cuDeviceGetDevResource",
    "cuDeviceGetExecAffinitySupport",
    "cuDeviceGetGraphMemAttribute",
    "cuDeviceGetHostAtomicCapabilities",
    "cuDeviceGetLuid",
    "cuDeviceGetMemPool",
    "cuDeviceGetName",
    "cuDeviceGetNvSciSyncAttributes",
    "cuDeviceGetP2PAtomicCapabilities",
    "cuDeviceGetP2PAttribute",
    "cuDeviceGetPCIBusId",
    "cuDeviceGetProperties",
    "cuDeviceGetTexture1DLinearMaxWidth",
    "cuDeviceGetUuid",
    "cuDeviceGetUuid_v2",
    "cuDeviceGraphMemTrim",
    "cuDevicePrimaryCtxGetState",
    "cuDevicePrimaryCtxRelease",
    "cuDevicePrimaryCtxRelease_v2",
    "cuDevicePrimaryCtxReset",
    "cuDevicePrimaryCtxReset_v2",
    "cuDevicePrimaryCtxRetain",
    "cuDevicePrimaryCtxSetFlags",
    "cuDevicePrimaryCtxSetFlags_v2",
    "cuDeviceRegisterAsyncNotification",
    "cuDeviceSetGraphMemAttribute",
    "cuDeviceSetMemPool",
    "cuDeviceTotalMem",
    "cuDeviceTotalMem_v2",
    "cuDeviceUnregisterAsyncNotification",
    "cuDriverGetVersion",
    "cuEventCreate",
    "cuEventDestroy",
    "cuEventDestroy_v2",
    "cuEventElapsedTime",
    "cuEventElapsedTime_v2",
    "cuEventQuery",
    "cuEventRecord",
    "cuEventRecordWithFlags",
    "cuEventRecordWithFlags_ptsz",
    "cuEventRecord_ptsz",
    "cuEventSynchronize",
    "cuExternalMemoryGetMappedBuffer",
    "cuExternalMemoryGetMappedMipmappedArray",
    "cuFlushGPUDirectRDMAWrites",
    "cuFuncGetAttribute",
    "cuFuncGetModule",
    "cuFuncGetName",
    "cuFuncGetParamInfo",
    "cuFuncIsLoaded",
    "cuFuncLoad",
    "cuFuncSetAttribute",
    "cuFuncSetBlockShape",
    "cuFuncSetCacheConfig",
    "cuFuncSetSharedMemConfig",
    "cuFuncSetSharedSize",
    "cuGetErrorName",
    "cuGetErrorString",
    "cuGraphAddBatchMemOpNode",
    "cuGraphAddChildGraphNode",
    "cuGraphAddDependencies",
    "cuGraphAddDependencies_v2",
    "cuGraphAddEmptyNode",
    "cuGraphAddEventRecordNode",
    "cuGraphAddEventWaitNode",
    "cuGraphAddExternalSemaphoresSignalNode",
    "cuGraphAddExternalSemaphoresWaitNode",
    "cuGraphAddHostNode",
    "cuGraphAddKernelNode",
    "cuGraphAddKernelNode_v2",
    "cuGraphAddMemAllocNode",
    "cuGraphAddMemFreeNode",
    "cuGraphAddMemcpyNode",
    "cuGraphAddMemsetNode",
    "cuGraphAddNode",
    "cuGraphAddNode_v2",
    "cuGraphBatchMemOpNodeGetParams",
    "cuGraphBatchMemOpNodeSetParams",
    "cuGraphChildGraphNodeGetGraph",
    "cuGraphClone",
    "cuGraphConditionalHandleCreate",
    "cuGraphCreate",
    "cuGraphDebugDotPrint",
    "cuGraphDestroy",
    "cuGraphDestroyNode",
    "cuGraphEventRecordNodeGetEvent",
    "cuGraphEventRecordNodeSetEvent",
    "cuGraphEventWaitNodeGetEvent",
    "cuGraphEventWaitNodeSetEvent",
    "cuGraphExecBatchMemOpNodeSetParams",
    "cuGraphExecChildGraphNodeSetParams",
    "cuGraphExecDestroy",
    "cuGraphExecEventRecordNodeSetEvent",
    "cuGraphExecEventWaitNodeSetEvent",
    "cuGraphExecExternalSemaphoresSignalNodeSetParams",
    "cuGraphExecExternalSemaphoresWaitNodeSetParams",
    "cuGraphExecGetFlags",
    "cuGraphExecHostNodeSetParams",
    "cuGraphExecKernelNodeSetParams",
    "cuGraphExecKernelNodeSetParams_v2",
    "cuGraphExecMemcpyNodeSetParams",
    "cuGraphExecMemsetNodeSetParams",
    "cuGraphExecNodeSetParams",
    "cuGraphExecUpdate",
    "cuGraphExecUpdate_v2",
    "cuGraphExternalSemaphoresSignalNodeGetParams",
    "cuGraphExternalSemaphoresSignalNodeSetParams",
    "cuGraphExternalSemaphoresWaitNodeGetParams",
    "cuGraphExternalSemaphoresWaitNodeSetParams",
    "cuGraphGetEdges",
    "cuGraphGetEdges_v2",
    "cuGraphGetNodes",
    "cuGraphGetRootNodes",
    "cuGraphHostNodeGetParams",
    "cuGraphHostNodeSetParams",
    "cuGraphInstantiate",
    "cuGraphInstantiateWithFlags",
    "cuGraphInstantiateWithParams",
    "cuGraphInstantiateWithParams_ptsz",
    "cuGraphInstantiate_v2",
    "cuGraphKernelNodeCopyAttributes",
    "cuGraphKernelNodeGetAttribute",
    "cuGraphKernelNodeGetParams",
    "cuGraphKernelNodeGetParams_v2",
    "cuGraphKernelNodeSetAttribute",
    "cuGraphKernelNodeSetParams",
    "cuGraphKernelNodeSetParams_v2",
    "cuGraphLaunch",
    "cuGraphLaunch_ptsz",
    "cuGraphMemAllocNodeGetParams",
    "cuGraphMemFreeNodeGetParams",
    "cuGraphMemcpyNodeGetParams",
    "cuGraphMemcpyNodeSetParams",
    "cuGraphMemsetNodeGetParams",
    "cuGraphMemsetNodeSetParams",
    "cuGraphNodeFindInClone",
    "cuGraphNodeGetDependencies",
    "cuGraphNodeGetDependencies_v2",
    "cuGraphNodeGetDependentNodes",
    "cuGraphNodeGetDependentNodes_v2",
    "cuGraphNodeGetEnabled",
    "cuGraphNodeGetType",
    "cuGraphNodeSetEnabled",
    "cuGraphNodeSetParams",
    "cuGraphReleaseUserObject",
    "cuGraphRemoveDependencies",
    "cuGraphRemoveDependencies_v2",
    "cuGraphRetainUserObject",
    "cuGraphUpload",
    "cuGraphUpload_ptsz",
    "cuGraphicsMapResources",
    "cuGraphicsMapResources_ptsz",
    "cuGraphicsResourceGetMappedMipmappedArray",
    "cuGraphicsResourceGetMappedPointer",
    "cuGraphicsResourceGetMappedPointer_v2",
    "cuGraphicsResourceSetMapFlags",
    "cuGraphicsResourceSetMapFlags_v2",
    "cuGraphicsSubResourceGetMappedArray",
    "cuGraphicsUnmapResources",
    "cuGraphicsUnmapResources_ptsz",
    "cuGraphicsUnregisterResource",
    "cuGreenCtxCreate",
    "cuGreenCtxDestroy",
    "cuGreenCtxGetDevResource",
    "cuGreenCtxGetId",
    "cuGreenCtxRecordEvent",
    "cuGreenCtxStreamCreate",
    "cuGreenCtxWaitEvent",
    "cuImportExternalMemory",
    "cuImportExternalSemaphore",
    "cuInit",
    "cuIpcCloseMemHandle",
    "cuIpcGetEventHandle",
    "cuIpcGetMemHandle",
    "cuIpcOpenEventHandle",
    "cuIpcOpenMemHandle",
    "cuIpcOpenMemHandle_v2",
    "cuKernelGetAttribute",
    "cuKernelGetFunction",
    "cuKernelGetLibrary",
    "cuKernelGetName",
    "cuKernelGetParamInfo",
    "cuKernelSetAttribute",
    "cuKernelSetCacheConfig",
    "cuLaunch",
    "cuLaunchCooperativeKernel",
    "cuLaunchCooperativeKernelMultiDevice",
    "cuLaunchCooperativeKernel_ptsz",
    "cuLaunchGrid",
    "cuLaunchGridAsync",
    "cuLaunchHostFunc",
    "cuLaunchHostFunc_ptsz",
    "cuLaunchKernel",
    "cuLaunchKernelEx",
    "cuLaunchKernelEx_ptsz",
    "cuLaunchKernel_ptsz",
    "cuLibraryEnumerateKernels",
    "cuLibraryGetGlobal",
    "cuLibraryGetKernel",
    "cuLibraryGetKernelCount",
    "cuLibraryGetManaged",
    "cuLibraryGetModule",
    "cuLibraryGetUnifiedFunction",
    "cuLibraryLoadData",
    "cuLibraryLoadFromFile",
    "cuLibraryUnload",
    "cuLinkAddData",
    "cuLinkAddData_v2",
    "cuLinkAddFile",
    "cuLinkAddFile_v2",
    "cuLinkComplete",
    "cuLinkCreate",
    "cuLinkCreate_v2",
    "cuLinkDestroy",
    "cuLogsCurrent",
    "cuLogsDumpToFile",
    "cuLogsDumpToMemory",
    "cuLogsRegisterCallback",
    "cuLogsUnregisterCallback",
    "cuMemAddressFree",
    "cuMemAddressReserve",
    "cuMemAdvise",
    "cuMemAdvise_v2",
    "cuMemAlloc",
    "cuMemAllocAsync",
    "cuMemAllocAsync_ptsz",
    "cuMemAllocFromPoolAsync",
    "cuMemAllocFromPoolAsync_ptsz",
    "cuMemAllocHost",
    "cuMemAllocHost_v2",
    "cuMemAllocManaged",
    "cuMemAllocPitch",
    "cuMemAllocPitch_v2",
    "cuMemAlloc_v2",
    "cuMemBatchDecompressAsync",
    "cuMemBatchDecompressAsync_ptsz",
    "cuMemCreate",
    "cuMemDiscardAndPrefetchBatchAsync",
    "cuMemDiscardAndPrefetchBatchAsync_ptsz",
    "cuMemDiscardBatchAsync",
    "cuMemDiscardBatchAsync_ptsz",
    "cuMemExportToShareableHandle",
    "cuMemFree",
    "cuMemFreeAsync",
    "cuMemFreeAsync_ptsz",
    "cuMemFreeHost",
    "cuMemFree_v2",
    "cuMemGetAccess",
    "cuMemGetAddressRange",
    "cuMemGetAddressRange_v2",
    "cuMemGetAllocationGranularity",
    "cuMemGetAllocationPropertiesFromHandle",
    "cuMemGetDefaultMemPool",
    "cuMemGetHandleForAddressRange",
    "cuMemGetInfo",
    "cuMemGetInfo_v2",
    "cuMemGetMemPool",
    "cuMemHostAlloc",
    "cuMemHostGetDevicePointer",
    "cuMemHostGetDevicePointer_v2",
    "cuMemHostGetFlags",
    "cuMemHostRegister",
    "cuMemHostRegister_v2",
    "cuMemHostUnregister",
    "cuMemImportFromShareableHandle",
    "cuMemMap",
    "cuMemMapArrayAsync",
    "cuMemMapArrayAsync_ptsz",
    "cuMemPoolCreate",
    "cuMemPoolDestroy",
    "cuMemPoolExportPointer",
    "cuMemPoolExportToShareableHandle",
    "cuMemPoolGetAccess",
    "cuMemPoolGetAttribute",
    "cuMemPoolImportFromShareableHandle",
    "cuMemPoolImportPointer",
    "cuMemPoolSetAccess",
    "cuMemPoolSetAttribute",
    "cuMemPoolTrimTo",
    "cuMemPrefetchAsync",
    "cuMemPrefetchAsync_ptsz",
    "cuMemPrefetchAsync_v2",
    "cuMemPrefetchAsync_v2_ptsz",
    "cuMemPrefetchBatchAsync",
    "cuMemPrefetchBatchAsync_ptsz",
    "cuMemRangeGetAttribute",
    "cuMemRangeGetAttributes",
    "cuMemRelease",
    "cuMemRetainAllocationHandle",
    "cuMemSetAccess",
    "cuMemSetMemPool",
    "cuMemUnmap",
    "cuMemcpy",
    "cuMemcpy2D",
    "cuMemcpy2DAsync",
    "cuMemcpy2DAsync_v2",
    "cuMemcpy2DAsync_v2_ptsz",
    "cuMemcpy2DUnaligned",
    "cuMemcpy2DUnaligned_v2",
    "cuMemcpy2DUnaligned_v2_ptds",
    "cuMemcpy2D_v2",
    "cuMemcpy2D_v2_ptds",
    "cuMemcpy3D",
    "cuMemcpy3DAsync",
    "cuMemcpy3DAsync_v2",
    "cuMemcpy3DAsync_v2_ptsz",
    "cuMemcpy3DBatchAsync",
    "cuMemcpy3DBatchAsync_ptsz",
    "cuMemcpy3DBatchAsync_v2",
    "cuMemcpy3DBatchAsync_v2_ptsz",
    "cuMemcpy3DPeer",
    "cuMemcpy3DPeerAsync",
    "cuMemcpy3DPeerAsync_ptsz",
    "cuMemcpy3DPeer_ptds",
    "cuMemcpy3D_v2",
    "cuMemcpy3D_v2_ptds",
    "cuMemcpyAsync",
    "cuMemcpyAsync_ptsz",
    "cuMemcpyAtoA",
    "cuMemcpyAtoA_v2",
    "cuMemcpyAtoA_v2_ptds",
    "cuMemcpyAtoD",
    "cuMemcpyAtoD_v2",
    "cuMemcpyAtoD_v2_ptds",
    "cuMemcpyAtoH",
    "cuMemcpyAtoHAsync",
    "cuMemcpyAtoHAsync_v2",
    "cuMemcpyAtoHAsync_v2_ptsz",
    "cuMemcpyAtoH_v2",
    "cuMemcpyAtoH_v2_ptds",
    "cuMemcpyBatchAsync",
    "cuMemcpyBatchAsync_ptsz",
    "cuMemcpyBatchAsync_v2",
    "cuMemcpyBatchAsync_v2_ptsz",
    "cuMemcpyDtoA",
    "cuMemcpyDtoA_v2",
    "cuMemcpyDtoA_v2_ptds",
    "cuMemcpyDtoD",
    "cuMemcpyDtoDAsync",
    "cuMemcpyDtoDAsync_v2",
    "cuMemcpyDtoDAsync_v2_ptsz",
    "cuMemcpyDtoD_v2",
    "cuMemcpyDtoD_v2_ptds",
    "cuMemcpyDtoH",
    "cuMemcpyDtoHAsync",
    "cuMemcpyDtoHAsync_v2",
    "cuMemcpyDtoHAsync_v2_ptsz",
    "cuMemcpyDtoH_v2",
    "cuMemcpyDtoH_v2_ptds",
    "cuMemcpyHtoA",
    "cuMemcpyHtoAAsync",
    "cuMemcpyHtoAAsync_v2",
    "cuMemcpyHtoAAsync_v2_ptsz",
    "cuMemcpyHtoA_v2",
    "cuMemcpyHtoA_v2_ptds",
    "cuMemcpyHtoD",
    "cuMemcpyHtoDAsync",
    "cuMemcpyHtoDAsync_v2",
    "cuMemcpyHtoDAsync_v2_ptsz",
    "cuMemcpyHtoD_v2",
    "cuMemcpyHtoD_v2_ptds",
    "cuMemcpyPeer",
    "cuMemcpyPeerAsync",
    "cuMemcpyPeerAsync_ptsz",
    "cuMemcpyPeer_ptds",
    "cuMemcpy_ptds",
    "cuMemsetD16",
    "cuMemsetD16Async",
    "cuMemsetD16Async_ptsz",
    "cuMemsetD16_v2",
    "cuMemsetD16_v2_ptds",
    "cuMemsetD2D16",
    "cuMemsetD2D16Async",
    "cuMemsetD2D16Async_ptsz",
    "cuMemsetD2D16_v2",
    "cuMemsetD2D16_v2_ptds",
    "cuMemsetD2D32",
    "cuMemsetD2D32Async",
    "cuMemsetD2D32Async_ptsz",
    "cuMemsetD2D32_v2",
    "cuMemsetD2D32_v2_ptds",
    "cuMemsetD2D8",
    "cuMemsetD2D8Async",
    "cuMemsetD2D8Async_ptsz",
    "cuMemsetD2D8_v2",
    "cuMemsetD2D8_v2_ptds",
    "cuMemsetD32",
    "cuMemsetD32Async",
    "cuMemsetD32Async_ptsz",
    "cuMemsetD32_v2",
    "cuMemsetD32_v2_ptds",
    "cuMemsetD8",
    "cuMemsetD8Async",
    "cuMemsetD8Async_ptsz",
    "cuMemsetD8_v2",
    "cuMemsetD8_v2_ptds",
    "cuMipmappedArrayCreate",
    "cuMipmappedArrayDestroy",
    "cuMipmappedArrayGetLevel",
    "cuMipmappedArrayGetMemoryRequirements",
    "cuMipmappedArrayGetSparseProperties",
    "cuModuleEnumerateFunctions",
    "cuModuleGetFunction",
    "cuModuleGetFunctionCount",
    "cuModuleGetGlobal",
    "cuModuleGetGlobal_v2",
    "cuModuleGetLoadingMode",
    "cuModuleGetSurfRef",
    "cuModuleGetTexRef",
    "cuModuleLoad",
    "cuModuleLoadData",
    "cuModuleLoadDataEx",
    "cuModuleLoadFatBinary",
    "cuModuleUnload",
    "cuMulticastAddDevice",
    "cuMulticastBindAddr",
    "cuMulticastBindMem",
    "cuMulticastCreate",
    "cuMulticastGetGranularity",
    "cuMulticastUnbind",
    "cuOccupancyAvailableDynamicSMemPerBlock",
    "cuOccupancyMaxActiveBlocksPerMultiprocessor",
    "cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags",
    "cuOccupancyMaxActiveClusters",
    "cuOccupancyMaxPotentialBlockSize",
    "cuOccupancyMaxPotentialBlockSizeWithFlags",
    "cuOccupancyMaxPotentialClusterSize",
    "cuParamSetSize",
    "cuParamSetTexRef",
    "cuParamSetf",
    "cuParamSeti",
    "cuParamSetv",
    "cuPointerGetAttribute",
    "cuPointerGetAttributes",
    "cuPointerSetAttribute",
    "cuProfilerInitialize",
    "cuProfilerStart",
    "cuProfilerStop",
    "cuSignalExternalSemaphoresAsync",
    "cuSignalExternalSemaphoresAsync_ptsz",
    "cuStreamAddCallback",
    "cuStreamAddCallback_ptsz",
    "cuStreamAttachMemAsync",
    "cuStreamAttachMemAsync_ptsz",
    "cuStreamBatchMemOp",
    "cuStreamBatchMemOp_ptsz",
    "cuStreamBatchMemOp_v2",
    "cuStreamBatchMemOp_v2_ptsz",
    "cuStreamBeginCapture",
    "cuStreamBeginCaptureToGraph",
    "cuStreamBeginCaptureToGraph_ptsz",
    "cuStreamBeginCapture_ptsz",
    "cuStreamBeginCapture_v2",
    "cuStreamBeginCapture_v2_ptsz",
    "cuStreamCopyAttributes",
    "cuStreamCopyAttributes_ptsz",
    "cuStreamCreate",
    "cuStreamCreateWithPriority",
    "cuStreamDestroy",
    "cuStreamDestroy_v2",
    "cuStreamEndCapture",
    "cuStreamEndCapture_ptsz",
    "cuStreamGetAttribute",
    "cuStreamGetAttribute_ptsz",
    "cuStreamGetCaptureInfo",
    "cuStreamGetCaptureInfo_ptsz",
    "cuStreamGetCaptureInfo_v2",
    "cuStreamGetCaptureInfo_v2_ptsz",
    "cuStreamGetCaptureInfo_v3",
    "cuStreamGetCaptureInfo_v3_ptsz",
    "cuStreamGetCtx",
    "cuStreamGetCtx_ptsz",
    "cuStreamGetCtx_v2",
    "cuStreamGetCtx_v2_ptsz",
    "cuStreamGetDevice",
    "cuStreamGetDevice_ptsz",
    "cuStreamGetFlags",
    "cuStreamGetFlags_ptsz",
    "cuStreamGetGreenCtx",
    "cuStreamGetId",
    "cuStreamGetId_ptsz",
    "cuStreamGetPriority",
    "cuStreamGetPriority_ptsz",
    "cuStreamIsCapturing",
    "cuStreamIsCapturing_ptsz",
    "cuStreamQuery",
    "cuStreamQuery_ptsz",
    "cuStreamSetAttribute",
    "cuStreamSetAttribute_ptsz",
    "cuStreamSynchronize",
    "cuStreamSynchronize_ptsz",
    "cuStreamUpdateCaptureDependencies",
    "cuStreamUpdateCaptureDependencies_ptsz",
    "cuStreamUpdateCaptureDependencies_v2",
    "cuStreamUpdateCaptureDependencies_v2_ptsz",
    "cuStreamWaitEvent",
    "cuStreamWaitEvent_ptsz",
    "cuStreamWaitValue32",
    "cuStreamWaitValue32_ptsz",
    "cuStreamWaitValue32_v2",
    "cuStreamWaitValue32_v2_ptsz",
    "cuStreamWaitValue64",
    "cuStreamWaitValue64_ptsz",
    "cuStreamWaitValue64_v2",
    "cuStreamWaitValue64_v2_ptsz",
    "cuStreamWriteValue32",
    "cuStreamWriteValue32_ptsz",
    "cuStreamWriteValue32_v2",
    "cuStreamWriteValue32_v2_ptsz",
    "cuStreamWriteValue64",
    "cuStreamWriteValue64_ptsz",
    "cuStreamWriteValue64_v2",
    "cuStreamWriteValue64_v2_ptsz",
    "cuSurfObjectCreate",
    "cuSurfObjectDestroy",
    "cuSurfObjectGetResourceDesc",
    "cuSurfRefGetArray",
    "cuSurfRefSetArray",
    "cuTensorMapEncodeIm2col",
    "cuTensorMapEncodeIm2colWide",
    "cuTensorMapEncodeTiled",
    "cuTensorMapReplaceAddress",
    "cuTexObjectCreate",
    "cuTexObjectDestroy",
    "cuTexObjectGetResourceDesc",
    "cuTexObjectGetResourceViewDesc",
    "cuTexObjectGetTextureDesc",
    "cuTexRefCreate",
    "cuTexRefDestroy",
    "cuTexRefGetAddress",
    "cuTexRefGetAddressMode",
    "cuTexRefGetAddress_v2",
    "cuTexRefGetArray",
    "cuTexRefGetBorderColor",
    "cuTexRefGetFilterMode",
    "cuTexRefGetFlags",
    "cuTexRefGetFormat",
    "cuTexRefGetMaxAnisotropy",
    "cuTexRefGetMipmapFilterMode",
    "cuTexRefGetMipmapLevelBias",
    "cuTexRefGetMipmapLevelClamp",
    "cuTexRefGetMipmappedArray",
    "cuTexRefSetAddress",
    "cuTexRefSetAddress2D",
    "cuTexRefSetAddress2D_v2",
    "cuTexRefSetAddress2D_v3",
    "cuTexRefSetAddressMode",
    "cuTexRefSetAddress_v2",
    "cuTexRefSetArray",
    "cuTexRefSetBorderColor",
    "cuTexRefSetFilterMode",
    "cuTexRefSetFlags",
    "cuTexRefSetFormat",
    "cuTexRefSetMaxAnisotropy",
    "cuTexRefSetMipmapFilterMode",
    "cuTexRefSetMipmapLevelBias",
    "cuTexRefSetMipmapLevelClamp",
    "cuTexRefSetMipmappedArray",
    "cuThreadExchangeStreamCaptureMode",
    "cuUserObjectCreate",
    "cuUserObjectRelease",
    "cuUserObjectRetain",
    "cuWaitExternalSemaphoresAsync",
    "cuWaitExternalSemaphoresAsync_ptsz",
};
void *lt_real[634];

CUresult CUDAAPI cuArray3DCreate(CUarray *pHandle, const CUDA_ARRAY3D_DESCRIPTOR_v1 *pAllocateArray)
{
    CUresult r = lt_enter(0);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUarray *, const CUDA_ARRAY3D_DESCRIPTOR_v1 *))lt_real[0])(pHandle, pAllocateArray);
    lt_line l;
    lt_begin(&l, "cuArray3DCreate");
    lt_ptr(&l, "pHandle", (const void *)pHandle);
    lt_ptr(&l, "pAllocateArray", (const void *)pAllocateArray);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (pHandle) lt_ptr(&l, "*pHandle", (const void *)*pHandle);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuArray3DCreate_v2(CUarray *pHandle, const CUDA_ARRAY3D_DESCRIPTOR *pAllocateArray)
{
    CUresult r = lt_enter(1);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUarray *, const CUDA_ARRAY3D_DESCRIPTOR *))lt_real[1])(pHandle, pAllocateArray);
    lt_line l;
    lt_begin(&l, "cuArray3DCreate_v2");
    lt_ptr(&l, "pHandle", (const void *)pHandle);
    lt_ptr(&l, "pAllocateArray", (const void *)pAllocateArray);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (pHandle) lt_ptr(&l, "*pHandle", (const void *)*pHandle);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuArray3DGetDescriptor(CUDA_ARRAY3D_DESCRIPTOR_v1 *pArrayDescriptor, CUarray hArray)
{
    CUresult r = lt_enter(2);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUDA_ARRAY3D_DESCRIPTOR_v1 *, CUarray))lt_real[2])(pArrayDescriptor, hArray);
    lt_line l;
    lt_begin(&l, "cuArray3DGetDescriptor");
    lt_ptr(&l, "pArrayDescriptor", (const void *)pArrayDescriptor);
    lt_ptr(&l, "hArray", (const void *)hArray);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (pArrayDescriptor) lt_bytes(&l, "*pArrayDescriptor", pArrayDescriptor, sizeof *pArrayDescriptor);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuArray3DGetDescriptor_v2(CUDA_ARRAY3D_DESCRIPTOR *pArrayDescriptor, CUarray hArray)
{
    CUresult r = lt_enter(3);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUDA_ARRAY3D_DESCRIPTOR *, CUarray))lt_real[3])(pArrayDescriptor, hArray);
    lt_line l;
    lt_begin(&l, "cuArray3DGetDescriptor_v2");
    lt_ptr(&l, "pArrayDescriptor", (const void *)pArrayDescriptor);
    lt_ptr(&l, "hArray", (const void *)hArray);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (pArrayDescriptor) lt_bytes(&l, "*pArrayDescriptor", pArrayDescriptor, sizeof *pArrayDescriptor);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuArrayCreate(CUarray *pHandle, const CUDA_ARRAY_DESCRIPTOR_v1 *pAllocateArray)
{
    CUresult r = lt_enter(4);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUarray *, const CUDA_ARRAY_DESCRIPTOR_v1 *))lt_real[4])(pHandle, pAllocateArray);
    lt_line l;
    lt_begin(&l, "cuArrayCreate");
    lt_ptr(&l, "pHandle", (const void *)pHandle);
    lt_ptr(&l, "pAllocateArray", (const void *)pAllocateArray);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (pHandle) lt_ptr(&l, "*pHandle", (const void *)*pHandle);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuArrayCreate_v2(CUarray *pHandle, const CUDA_ARRAY_DESCRIPTOR *pAllocateArray)
{
    CUresult r = lt_enter(5);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUarray *, const CUDA_ARRAY_DESCRIPTOR *))lt_real[5])(pHandle, pAllocateArray);
    lt_line l;
    lt_begin(&l, "cuArrayCreate_v2");
    lt_ptr(&l, "pHandle", (const void *)pHandle);
    lt_ptr(&l, "pAllocateArray", (const void *)pAllocateArray);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (pHandle) lt_ptr(&l, "*pHandle", (const void *)*pHandle);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuArrayDestroy(CUarray hArray)
{
    CUresult r = lt_enter(6);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUarray))lt_real[6])(hArray);
    lt_line l;
    lt_begin(&l, "cuArrayDestroy");
    lt_ptr(&l, "hArray", (const void *)hArray);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuArrayGetDescriptor(CUDA_ARRAY_DESCRIPTOR_v1 *pArrayDescriptor, CUarray hArray)
{
    CUresult r = lt_enter(7);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUDA_ARRAY_DESCRIPTOR_v1 *, CUarray))lt_real[7])(pArrayDescriptor, hArray);
    lt_line l;
    lt_begin(&l, "cuArrayGetDescriptor");
    lt_ptr(&l, "pArrayDescriptor", (const void *)pArrayDescriptor);
    lt_ptr(&l, "hArray", (const void *)hArray);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (pArrayDescriptor) lt_bytes(&l, "*pArrayDescriptor", pArrayDescriptor, sizeof *pArrayDescriptor);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuArrayGetDescriptor_v2(CUDA_ARRAY_DESCRIPTOR *pArrayDescriptor, CUarray hArray)
{
    CUresult r = lt_enter(8);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUDA_ARRAY_DESCRIPTOR *, CUarray))lt_real[8])(pArrayDescriptor, hArray);
    lt_line l;
    lt_begin(&l, "cuArrayGetDescriptor_v2");
    lt_ptr(&l, "pArrayDescriptor", (const void *)pArrayDescriptor);
    lt_ptr(&l, "hArray", (const void *)hArray);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (pArrayDescriptor) lt_bytes(&l, "*pArrayDescriptor", pArrayDescriptor, sizeof *pArrayDescriptor);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuArrayGetMemoryRequirements(CUDA_ARRAY_MEMORY_REQUIREMENTS *memoryRequirements, CUarray array, CUdevice device)
{
    CUresult r = lt_enter(9);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUDA_ARRAY_MEMORY_REQUIREMENTS *, CUarray, CUdevice))lt_real[9])(memoryRequirements, array, device);
    lt_line l;
    lt_begin(&l, "cuArrayGetMemoryRequirements");
    lt_ptr(&l, "memoryRequirements", (const void *)memoryRequirements);
    lt_ptr(&l, "array", (const void *)array);
    lt_i64(&l, "device", (long long)device);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (memoryRequirements) lt_bytes(&l, "*memoryRequirements", memoryRequirements, sizeof *memoryRequirements);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuArrayGetPlane(CUarray *pPlaneArray, CUarray hArray, unsigned int planeIdx)
{
    CUresult r = lt_enter(10);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUarray *, CUarray, unsigned int))lt_real[10])(pPlaneArray, hArray, planeIdx);
    lt_line l;
    lt_begin(&l, "cuArrayGetPlane");
    lt_ptr(&l, "pPlaneArray", (const void *)pPlaneArray);
    lt_ptr(&l, "hArray", (const void *)hArray);
    lt_u64(&l, "planeIdx", (unsigned long long)planeIdx);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (pPlaneArray) lt_ptr(&l, "*pPlaneArray", (const void *)*pPlaneArray);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuArrayGetSparseProperties(CUDA_ARRAY_SPARSE_PROPERTIES *sparseProperties, CUarray array)
{
    CUresult r = lt_enter(11);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUDA_ARRAY_SPARSE_PROPERTIES *, CUarray))lt_real[11])(sparseProperties, array);
    lt_line l;
    lt_begin(&l, "cuArrayGetSparseProperties");
    lt_ptr(&l, "sparseProperties", (const void *)sparseProperties);
    lt_ptr(&l, "array", (const void *)array);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (sparseProperties) lt_bytes(&l, "*sparseProperties", sparseProperties, sizeof *sparseProperties);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuCheckpointProcessCheckpoint(int pid, CUcheckpointCheckpointArgs *args)
{
    CUresult r = lt_enter(12);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(int, CUcheckpointCheckpointArgs *))lt_real[12])(pid, args);
    lt_line l;
    lt_begin(&l, "cuCheckpointProcessCheckpoint");
    lt_i64(&l, "pid", (long long)pid);
    lt_ptr(&l, "args", (const void *)args);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (args) lt_bytes(&l, "*args", args, sizeof *args);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuCheckpointProcessGetRestoreThreadId(int pid, int *tid)
{
    CUresult r = lt_enter(13);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(int, int *))lt_real[13])(pid, tid);
    lt_line l;
    lt_begin(&l, "cuCheckpointProcessGetRestoreThreadId");
    lt_i64(&l, "pid", (long long)pid);
    lt_ptr(&l, "tid", (const void *)tid);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (tid) lt_i64(&l, "*tid", (long long)*tid);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuCheckpointProcessGetState(int pid, CUprocessState *state)
{
    CUresult r = lt_enter(14);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(int, CUprocessState *))lt_real[14])(pid, state);
    lt_line l;
    lt_begin(&l, "cuCheckpointProcessGetState");
    lt_i64(&l, "pid", (long long)pid);
    lt_ptr(&l, "state", (const void *)state);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (state) lt_hex(&l, "*state", (unsigned long long)*state);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuCheckpointProcessLock(int pid, CUcheckpointLockArgs *args)
{
    CUresult r = lt_enter(15);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(int, CUcheckpointLockArgs *))lt_real[15])(pid, args);
    lt_line l;
    lt_begin(&l, "cuCheckpointProcessLock");
    lt_i64(&l, "pid", (long long)pid);
    lt_ptr(&l, "args", (const void *)args);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (args) lt_bytes(&l, "*args", args, sizeof *args);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuCheckpointProcessRestore(int pid, CUcheckpointRestoreArgs *args)
{
    CUresult r = lt_enter(16);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(int, CUcheckpointRestoreArgs *))lt_real[16])(pid, args);
    lt_line l;
    lt_begin(&l, "cuCheckpointProcessRestore");
    lt_i64(&l, "pid", (long long)pid);
    lt_ptr(&l, "args", (const void *)args);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (args) lt_bytes(&l, "*args", args, sizeof *args);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuCheckpointProcessUnlock(int pid, CUcheckpointUnlockArgs *args)
{
    CUresult r = lt_enter(17);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(int, CUcheckpointUnlockArgs *))lt_real[17])(pid, args);
    lt_line l;
    lt_begin(&l, "cuCheckpointProcessUnlock");
    lt_i64(&l, "pid", (long long)pid);
    lt_ptr(&l, "args", (const void *)args);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (args) lt_bytes(&l, "*args", args, sizeof *args);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuCoredumpGetAttribute(CUcoredumpSettings attrib, void *value, size_t *size)
{
    CUresult r = lt_enter(18);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUcoredumpSettings, void *, size_t *))lt_real[18])(attrib, value, size);
    lt_line l;
    lt_begin(&l, "cuCoredumpGetAttribute");
    lt_u64(&l, "attrib", (unsigned long long)attrib);
    lt_ptr(&l, "value", (const void *)value);
    lt_ptr(&l, "size", (const void *)size);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (size) lt_hex(&l, "*size", (unsigned long long)*size);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuCoredumpGetAttributeGlobal(CUcoredumpSettings attrib, void *value, size_t *size)
{
    CUresult r = lt_enter(19);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUcoredumpSettings, void *, size_t *))lt_real[19])(attrib, value, size);
    lt_line l;
    lt_begin(&l, "cuCoredumpGetAttributeGlobal");
    lt_u64(&l, "attrib", (unsigned long long)attrib);
    lt_ptr(&l, "value", (const void *)value);
    lt_ptr(&l, "size", (const void *)size);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (size) lt_hex(&l, "*size", (unsigned long long)*size);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuCoredumpSetAttribute(CUcoredumpSettings attrib, void *value, size_t *size)
{
    CUresult r = lt_enter(20);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUcoredumpSettings, void *, size_t *))lt_real[20])(attrib, value, size);
    lt_line l;
    lt_begin(&l, "cuCoredumpSetAttribute");
    lt_u64(&l, "attrib", (unsigned long long)attrib);
    lt_ptr(&l, "value", (const void *)value);
    lt_ptr(&l, "size", (const void *)size);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (size) lt_hex(&l, "*size", (unsigned long long)*size);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuCoredumpSetAttributeGlobal(CUcoredumpSettings attrib, void *value, size_t *size)
{
    CUresult r = lt_enter(21);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUcoredumpSettings, void *, size_t *))lt_real[21])(attrib, value, size);
    lt_line l;
    lt_begin(&l, "cuCoredumpSetAttributeGlobal");
    lt_u64(&l, "attrib", (unsigned long long)attrib);
    lt_ptr(&l, "value", (const void *)value);
    lt_ptr(&l, "size", (const void *)size);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (size) lt_hex(&l, "*size", (unsigned long long)*size);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuCtxAttach(CUcontext *pctx, unsigned int flags)
{
    CUresult r = lt_enter(22);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUcontext *, unsigned int))lt_real[22])(pctx, flags);
    lt_line l;
    lt_begin(&l, "cuCtxAttach");
    lt_ptr(&l, "pctx", (const void *)pctx);
    lt_u64(&l, "flags", (unsigned long long)flags);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (pctx) lt_ptr(&l, "*pctx", (const void *)*pctx);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuCtxCreate(CUcontext *pctx, unsigned int flags, CUdevice dev)
{
    CUresult r = lt_enter(23);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUcontext *, unsigned int, CUdevice))lt_real[23])(pctx, flags, dev);
    lt_line l;
    lt_begin(&l, "cuCtxCreate");
    lt_ptr(&l, "pctx", (const void *)pctx);
    lt_u64(&l, "flags", (unsigned long long)flags);
    lt_i64(&l, "dev", (long long)dev);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (pctx) lt_ptr(&l, "*pctx", (const void *)*pctx);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuCtxCreate_v2(CUcontext *pctx, unsigned int flags, CUdevice dev)
{
    CUresult r = lt_enter(24);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUcontext *, unsigned int, CUdevice))lt_real[24])(pctx, flags, dev);
    lt_line l;
    lt_begin(&l, "cuCtxCreate_v2");
    lt_ptr(&l, "pctx", (const void *)pctx);
    lt_u64(&l, "flags", (unsigned long long)flags);
    lt_i64(&l, "dev", (long long)dev);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (pctx) lt_ptr(&l, "*pctx", (const void *)*pctx);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuCtxCreate_v3(CUcontext *pctx, CUexecAffinityParam *paramsArray, int numParams, unsigned int flags, CUdevice dev)
{
    CUresult r = lt_enter(25);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUcontext *, CUexecAffinityParam *, int, unsigned int, CUdevice))lt_real[25])(pctx, paramsArray, numParams, flags, dev);
    lt_line l;
    lt_begin(&l, "cuCtxCreate_v3");
    lt_ptr(&l, "pctx", (const void *)pctx);
    lt_ptr(&l, "paramsArray", (const void *)paramsArray);
    lt_i64(&l, "numParams", (long long)numParams);
    lt_u64(&l, "flags", (unsigned long long)flags);
    lt_i64(&l, "dev", (long long)dev);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (pctx) lt_ptr(&l, "*pctx", (const void *)*pctx);
        if (paramsArray) lt_bytes(&l, "*paramsArray", paramsArray, sizeof *paramsArray);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuCtxCreate_v4(CUcontext *pctx, CUctxCreateParams *ctxCreateParams, unsigned int flags, CUdevice dev)
{
    CUresult r = lt_enter(26);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUcontext *, CUctxCreateParams *, unsigned int, CUdevice))lt_real[26])(pctx, ctxCreateParams, flags, dev);
    lt_line l;
    lt_begin(&l, "cuCtxCreate_v4");
    lt_ptr(&l, "pctx", (const void *)pctx);
    lt_ptr(&l, "ctxCreateParams", (const void *)ctxCreateParams);
    lt_u64(&l, "flags", (unsigned long long)flags);
    lt_i64(&l, "dev", (long long)dev);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (pctx) lt_ptr(&l, "*pctx", (const void *)*pctx);
        if (ctxCreateParams) lt_bytes(&l, "*ctxCreateParams", ctxCreateParams, sizeof *ctxCreateParams);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuCtxDestroy(CUcontext ctx)
{
    CUresult r = lt_enter(27);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUcontext))lt_real[27])(ctx);
    lt_line l;
    lt_begin(&l, "cuCtxDestroy");
    lt_ptr(&l, "ctx", (const void *)ctx);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuCtxDestroy_v2(CUcontext ctx)
{
    CUresult r = lt_enter(28);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUcontext))lt_real[28])(ctx);
    lt_line l;
    lt_begin(&l, "cuCtxDestroy_v2");
    lt_ptr(&l, "ctx", (const void *)ctx);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuCtxDetach(CUcontext ctx)
{
    CUresult r = lt_enter(29);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUcontext))lt_real[29])(ctx);
    lt_line l;
    lt_begin(&l, "cuCtxDetach");
    lt_ptr(&l, "ctx", (const void *)ctx);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuCtxDisablePeerAccess(CUcontext peerContext)
{
    CUresult r = lt_enter(30);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUcontext))lt_real[30])(peerContext);
    lt_line l;
    lt_begin(&l, "cuCtxDisablePeerAccess");
    lt_ptr(&l, "peerContext", (const void *)peerContext);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuCtxEnablePeerAccess(CUcontext peerContext, unsigned int Flags)
{
    CUresult r = lt_enter(31);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUcontext, unsigned int))lt_real[31])(peerContext, Flags);
    lt_line l;
    lt_begin(&l, "cuCtxEnablePeerAccess");
    lt_ptr(&l, "peerContext", (const void *)peerContext);
    lt_u64(&l, "Flags", (unsigned long long)Flags);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuCtxFromGreenCtx(CUcontext *pContext, CUgreenCtx hCtx)
{
    CUresult r = lt_enter(32);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUcontext *, CUgreenCtx))lt_real[32])(pContext, hCtx);
    lt_line l;
    lt_begin(&l, "cuCtxFromGreenCtx");
    lt_ptr(&l, "pContext", (const void *)pContext);
    lt_ptr(&l, "hCtx", (const void *)hCtx);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (pContext) lt_ptr(&l, "*pContext", (const void *)*pContext);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuCtxGetApiVersion(CUcontext ctx, unsigned int *version)
{
    CUresult r = lt_enter(33);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUcontext, unsigned int *))lt_real[33])(ctx, version);
    lt_line l;
    lt_begin(&l, "cuCtxGetApiVersion");
    lt_ptr(&l, "ctx", (const void *)ctx);
    lt_ptr(&l, "version", (const void *)version);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (version) lt_hex(&l, "*version", (unsigned long long)*version);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuCtxGetCacheConfig(CUfunc_cache *pconfig)
{
    CUresult r = lt_enter(34);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUfunc_cache *))lt_real[34])(pconfig);
    lt_line l;
    lt_begin(&l, "cuCtxGetCacheConfig");
    lt_ptr(&l, "pconfig", (const void *)pconfig);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (pconfig) lt_hex(&l, "*pconfig", (unsigned long long)*pconfig);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuCtxGetCurrent(CUcontext *pctx)
{
    CUresult r = lt_enter(35);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUcontext *))lt_real[35])(pctx);
    lt_line l;
    lt_begin(&l, "cuCtxGetCurrent");
    lt_ptr(&l, "pctx", (const void *)pctx);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (pctx) lt_ptr(&l, "*pctx", (const void *)*pctx);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuCtxGetDevResource(CUcontext hCtx, CUdevResource *resource, CUdevResourceType type)
{
    CUresult r = lt_enter(36);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUcontext, CUdevResource *, CUdevResourceType))lt_real[36])(hCtx, resource, type);
    lt_line l;
    lt_begin(&l, "cuCtxGetDevResource");
    lt_ptr(&l, "hCtx", (const void *)hCtx);
    lt_ptr(&l, "resource", (const void *)resource);
    lt_u64(&l, "type", (unsigned long long)type);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuCtxGetDevice(CUdevice *device)
{
    CUresult r = lt_enter(37);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUdevice *))lt_real[37])(device);
    lt_line l;
    lt_begin(&l, "cuCtxGetDevice");
    lt_ptr(&l, "device", (const void *)device);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (device) lt_i64(&l, "*device", (long long)*device);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuCtxGetDevice_v2(CUdevice *device, CUcontext ctx)
{
    CUresult r = lt_enter(38);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUdevice *, CUcontext))lt_real[38])(device, ctx);
    lt_line l;
    lt_begin(&l, "cuCtxGetDevice_v2");
    lt_ptr(&l, "device", (const void *)device);
    lt_ptr(&l, "ctx", (const void *)ctx);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (device) lt_i64(&l, "*device", (long long)*device);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuCtxGetExecAffinity(CUexecAffinityParam *pExecAffinity, CUexecAffinityType type)
{
    CUresult r = lt_enter(39);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUexecAffinityParam *, CUexecAffinityType))lt_real[39])(pExecAffinity, type);
    lt_line l;
    lt_begin(&l, "cuCtxGetExecAffinity");
    lt_ptr(&l, "pExecAffinity", (const void *)pExecAffinity);
    lt_u64(&l, "type", (unsigned long long)type);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (pExecAffinity) lt_bytes(&l, "*pExecAffinity", pExecAffinity, sizeof *pExecAffinity);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuCtxGetFlags(unsigned int *flags)
{
    CUresult r = lt_enter(40);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(unsigned int *))lt_real[40])(flags);
    lt_line l;
    lt_begin(&l, "cuCtxGetFlags");
    lt_ptr(&l, "flags", (const void *)flags);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (flags) lt_hex(&l, "*flags", (unsigned long long)*flags);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuCtxGetId(CUcontext ctx, unsigned long long *ctxId)
{
    CUresult r = lt_enter(41);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUcontext, unsigned long long *))lt_real[41])(ctx, ctxId);
    lt_line l;
    lt_begin(&l, "cuCtxGetId");
    lt_ptr(&l, "ctx", (const void *)ctx);
    lt_ptr(&l, "ctxId", (const void *)ctxId);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (ctxId) lt_hex(&l, "*ctxId", (unsigned long long)*ctxId);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuCtxGetLimit(size_t *pvalue, CUlimit limit)
{
    CUresult r = lt_enter(42);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(size_t *, CUlimit))lt_real[42])(pvalue, limit);
    lt_line l;
    lt_begin(&l, "cuCtxGetLimit");
    lt_ptr(&l, "pvalue", (const void *)pvalue);
    lt_u64(&l, "limit", (unsigned long long)limit);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (pvalue) lt_hex(&l, "*pvalue", (unsigned long long)*pvalue);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuCtxGetSharedMemConfig(CUsharedconfig *pConfig)
{
    CUresult r = lt_enter(43);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUsharedconfig *))lt_real[43])(pConfig);
    lt_line l;
    lt_begin(&l, "cuCtxGetSharedMemConfig");
    lt_ptr(&l, "pConfig", (const void *)pConfig);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (pConfig) lt_hex(&l, "*pConfig", (unsigned long long)*pConfig);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuCtxGetStreamPriorityRange(int *leastPriority, int *greatestPriority)
{
    CUresult r = lt_enter(44);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(int *, int *))lt_real[44])(leastPriority, greatestPriority);
    lt_line l;
    lt_begin(&l, "cuCtxGetStreamPriorityRange");
    lt_ptr(&l, "leastPriority", (const void *)leastPriority);
    lt_ptr(&l, "greatestPriority", (const void *)greatestPriority);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (leastPriority) lt_i64(&l, "*leastPriority", (long long)*leastPriority);
        if (greatestPriority) lt_i64(&l, "*greatestPriority", (long long)*greatestPriority);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuCtxPopCurrent(CUcontext *pctx)
{
    CUresult r = lt_enter(45);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUcontext *))lt_real[45])(pctx);
    lt_line l;
    lt_begin(&l, "cuCtxPopCurrent");
    lt_ptr(&l, "pctx", (const void *)pctx);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (pctx) lt_ptr(&l, "*pctx", (const void *)*pctx);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuCtxPopCurrent_v2(CUcontext *pctx)
{
    CUresult r = lt_enter(46);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUcontext *))lt_real[46])(pctx);
    lt_line l;
    lt_begin(&l, "cuCtxPopCurrent_v2");
    lt_ptr(&l, "pctx", (const void *)pctx);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (pctx) lt_ptr(&l, "*pctx", (const void *)*pctx);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuCtxPushCurrent(CUcontext ctx)
{
    CUresult r = lt_enter(47);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUcontext))lt_real[47])(ctx);
    lt_line l;
    lt_begin(&l, "cuCtxPushCurrent");
    lt_ptr(&l, "ctx", (const void *)ctx);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuCtxPushCurrent_v2(CUcontext ctx)
{
    CUresult r = lt_enter(48);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUcontext))lt_real[48])(ctx);
    lt_line l;
    lt_begin(&l, "cuCtxPushCurrent_v2");
    lt_ptr(&l, "ctx", (const void *)ctx);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuCtxRecordEvent(CUcontext hCtx, CUevent hEvent)
{
    CUresult r = lt_enter(49);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUcontext, CUevent))lt_real[49])(hCtx, hEvent);
    lt_line l;
    lt_begin(&l, "cuCtxRecordEvent");
    lt_ptr(&l, "hCtx", (const void *)hCtx);
    lt_ptr(&l, "hEvent", (const void *)hEvent);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuCtxResetPersistingL2Cache(void)
{
    CUresult r = lt_enter(50);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(void))lt_real[50])();
    lt_line l;
    lt_begin(&l, "cuCtxResetPersistingL2Cache");
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuCtxSetCacheConfig(CUfunc_cache config)
{
    CUresult r = lt_enter(51);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUfunc_cache))lt_real[51])(config);
    lt_line l;
    lt_begin(&l, "cuCtxSetCacheConfig");
    lt_u64(&l, "config", (unsigned long long)config);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuCtxSetCurrent(CUcontext ctx)
{
    CUresult r = lt_enter(52);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUcontext))lt_real[52])(ctx);
    lt_line l;
    lt_begin(&l, "cuCtxSetCurrent");
    lt_ptr(&l, "ctx", (const void *)ctx);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuCtxSetFlags(unsigned int flags)
{
    CUresult r = lt_enter(53);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(unsigned int))lt_real[53])(flags);
    lt_line l;
    lt_begin(&l, "cuCtxSetFlags");
    lt_u64(&l, "flags", (unsigned long long)flags);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuCtxSetLimit(CUlimit limit, size_t value)
{
    CUresult r = lt_enter(54);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUlimit, size_t))lt_real[54])(limit, value);
    lt_line l;
    lt_begin(&l, "cuCtxSetLimit");
    lt_u64(&l, "limit", (unsigned long long)limit);
    lt_u64(&l, "value", (unsigned long long)value);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuCtxSetSharedMemConfig(CUsharedconfig config)
{
    CUresult r = lt_enter(55);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUsharedconfig))lt_real[55])(config);
    lt_line l;
    lt_begin(&l, "cuCtxSetSharedMemConfig");
    lt_u64(&l, "config", (unsigned long long)config);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuCtxSynchronize(void)
{
    CUresult r = lt_enter(56);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(void))lt_real[56])();
    lt_line l;
    lt_begin(&l, "cuCtxSynchronize");
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuCtxSynchronize_v2(CUcontext ctx)
{
    CUresult r = lt_enter(57);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUcontext))lt_real[57])(ctx);
    lt_line l;
    lt_begin(&l, "cuCtxSynchronize_v2");
    lt_ptr(&l, "ctx", (const void *)ctx);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuCtxWaitEvent(CUcontext hCtx, CUevent hEvent)
{
    CUresult r = lt_enter(58);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUcontext, CUevent))lt_real[58])(hCtx, hEvent);
    lt_line l;
    lt_begin(&l, "cuCtxWaitEvent");
    lt_ptr(&l, "hCtx", (const void *)hCtx);
    lt_ptr(&l, "hEvent", (const void *)hEvent);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuDestroyExternalMemory(CUexternalMemory extMem)
{
    CUresult r = lt_enter(59);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUexternalMemory))lt_real[59])(extMem);
    lt_line l;
    lt_begin(&l, "cuDestroyExternalMemory");
    lt_ptr(&l, "extMem", (const void *)extMem);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuDestroyExternalSemaphore(CUexternalSemaphore extSem)
{
    CUresult r = lt_enter(60);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUexternalSemaphore))lt_real[60])(extSem);
    lt_line l;
    lt_begin(&l, "cuDestroyExternalSemaphore");
    lt_ptr(&l, "extSem", (const void *)extSem);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuDevResourceGenerateDesc(CUdevResourceDesc *phDesc, CUdevResource *resources, unsigned int nbResources)
{
    CUresult r = lt_enter(61);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUdevResourceDesc *, CUdevResource *, unsigned int))lt_real[61])(phDesc, resources, nbResources);
    lt_line l;
    lt_begin(&l, "cuDevResourceGenerateDesc");
    lt_ptr(&l, "phDesc", (const void *)phDesc);
    lt_ptr(&l, "resources", (const void *)resources);
    lt_u64(&l, "nbResources", (unsigned long long)nbResources);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (phDesc) lt_ptr(&l, "*phDesc", (const void *)*phDesc);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuDevSmResourceSplitByCount(CUdevResource *result, unsigned int *nbGroups, const CUdevResource *input, CUdevResource *remaining, unsigned int useFlags, unsigned int minCount)
{
    CUresult r = lt_enter(62);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUdevResource *, unsigned int *, const CUdevResource *, CUdevResource *, unsigned int, unsigned int))lt_real[62])(result, nbGroups, input, remaining, useFlags, minCount);
    lt_line l;
    lt_begin(&l, "cuDevSmResourceSplitByCount");
    lt_ptr(&l, "result", (const void *)result);
    lt_ptr(&l, "nbGroups", (const void *)nbGroups);
    lt_ptr(&l, "input", (const void *)input);
    lt_ptr(&l, "remaining", (const void *)remaining);
    lt_u64(&l, "useFlags", (unsigned long long)useFlags);
    lt_u64(&l, "minCount", (unsigned long long)minCount);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (nbGroups) lt_hex(&l, "*nbGroups", (unsigned long long)*nbGroups);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuDeviceCanAccessPeer(int *canAccessPeer, CUdevice dev, CUdevice peerDev)
{
    CUresult r = lt_enter(63);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(int *, CUdevice, CUdevice))lt_real[63])(canAccessPeer, dev, peerDev);
    lt_line l;
    lt_begin(&l, "cuDeviceCanAccessPeer");
    lt_ptr(&l, "canAccessPeer", (const void *)canAccessPeer);
    lt_i64(&l, "dev", (long long)dev);
    lt_i64(&l, "peerDev", (long long)peerDev);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (canAccessPeer) lt_i64(&l, "*canAccessPeer", (long long)*canAccessPeer);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuDeviceComputeCapability(int *major, int *minor, CUdevice dev)
{
    CUresult r = lt_enter(64);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(int *, int *, CUdevice))lt_real[64])(major, minor, dev);
    lt_line l;
    lt_begin(&l, "cuDeviceComputeCapability");
    lt_ptr(&l, "major", (const void *)major);
    lt_ptr(&l, "minor", (const void *)minor);
    lt_i64(&l, "dev", (long long)dev);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (major) lt_i64(&l, "*major", (long long)*major);
        if (minor) lt_i64(&l, "*minor", (long long)*minor);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuDeviceGet(CUdevice *device, int ordinal)
{
    CUresult r = lt_enter(65);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUdevice *, int))lt_real[65])(device, ordinal);
    lt_line l;
    lt_begin(&l, "cuDeviceGet");
    lt_ptr(&l, "device", (const void *)device);
    lt_i64(&l, "ordinal", (long long)ordinal);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (device) lt_i64(&l, "*device", (long long)*device);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuDeviceGetAttribute(int *pi, CUdevice_attribute attrib, CUdevice dev)
{
    CUresult r = lt_enter(66);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(int *, CUdevice_attribute, CUdevice))lt_real[66])(pi, attrib, dev);
    lt_line l;
    lt_begin(&l, "cuDeviceGetAttribute");
    lt_ptr(&l, "pi", (const void *)pi);
    lt_u64(&l, "attrib", (unsigned long long)attrib);
    lt_i64(&l, "dev", (long long)dev);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (pi) lt_i64(&l, "*pi", (long long)*pi);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuDeviceGetByPCIBusId(CUdevice *dev, const char *pciBusId)
{
    CUresult r = lt_enter(67);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUdevice *, const char *))lt_real[67])(dev, pciBusId);
    lt_line l;
    lt_begin(&l, "cuDeviceGetByPCIBusId");
    lt_ptr(&l, "dev", (const void *)dev);
    lt_cstr(&l, "pciBusId", pciBusId);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (dev) lt_i64(&l, "*dev", (long long)*dev);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuDeviceGetCount(int *count)
{
    CUresult r = lt_enter(68);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(int *))lt_real[68])(count);
    lt_line l;
    lt_begin(&l, "cuDeviceGetCount");
    lt_ptr(&l, "count", (const void *)count);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (count) lt_i64(&l, "*count", (long long)*count);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuDeviceGetDefaultMemPool(CUmemoryPool *pool_out, CUdevice dev)
{
    CUresult r = lt_enter(69);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUmemoryPool *, CUdevice))lt_real[69])(pool_out, dev);
    lt_line l;
    lt_begin(&l, "cuDeviceGetDefaultMemPool");
    lt_ptr(&l, "pool_out", (const void *)pool_out);
    lt_i64(&l, "dev", (long long)dev);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (pool_out) lt_ptr(&l, "*pool_out", (const void *)*pool_out);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuDeviceGetDevResource(CUdevice device, CUdevResource *resource, CUdevResourceType type)
{
    CUresult r = lt_enter(70);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUdevice, CUdevResource *, CUdevResourceType))lt_real[70])(device, resource, type);
    lt_line l;
    lt_begin(&l, "cuDeviceGetDevResource");
    lt_i64(&l, "device", (long long)device);
    lt_ptr(&l, "resource", (const void *)resource);
    lt_u64(&l, "type", (unsigned long long)type);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuDeviceGetExecAffinitySupport(int *pi, CUexecAffinityType type, CUdevice dev)
{
    CUresult r = lt_enter(71);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(int *, CUexecAffinityType, CUdevice))lt_real[71])(pi, type, dev);
    lt_line l;
    lt_begin(&l, "cuDeviceGetExecAffinitySupport");
    lt_ptr(&l, "pi", (const void *)pi);
    lt_u64(&l, "type", (unsigned long long)type);
    lt_i64(&l, "dev", (long long)dev);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (pi) lt_i64(&l, "*pi", (long long)*pi);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuDeviceGetGraphMemAttribute(CUdevice device, CUgraphMem_attribute attr, void *value)
{
    CUresult r = lt_enter(72);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUdevice, CUgraphMem_attribute, void *))lt_real[72])(device, attr, value);
    lt_line l;
    lt_begin(&l, "cuDeviceGetGraphMemAttribute");
    lt_i64(&l, "device", (long long)device);
    lt_u64(&l, "attr", (unsigned long long)attr);
    lt_ptr(&l, "value", (const void *)value);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuDeviceGetHostAtomicCapabilities(unsigned int *capabilities, const CUatomicOperation *operations, unsigned int count, CUdevice dev)
{
    CUresult r = lt_enter(73);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(unsigned int *, const CUatomicOperation *, unsigned int, CUdevice))lt_real[73])(capabilities, operations, count, dev);
    lt_line l;
    lt_begin(&l, "cuDeviceGetHostAtomicCapabilities");
    lt_ptr(&l, "capabilities", (const void *)capabilities);
    lt_ptr(&l, "operations", (const void *)operations);
    lt_u64(&l, "count", (unsigned long long)count);
    lt_i64(&l, "dev", (long long)dev);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (capabilities) lt_hex(&l, "*capabilities", (unsigned long long)*capabilities);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuDeviceGetLuid(char *luid, unsigned int *deviceNodeMask, CUdevice dev)
{
    CUresult r = lt_enter(74);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(char *, unsigned int *, CUdevice))lt_real[74])(luid, deviceNodeMask, dev);
    lt_line l;
    lt_begin(&l, "cuDeviceGetLuid");
    lt_ptr(&l, "luid", (const void *)luid);
    lt_ptr(&l, "deviceNodeMask", (const void *)deviceNodeMask);
    lt_i64(&l, "dev", (long long)dev);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (luid) lt_i64(&l, "*luid", (long long)*luid);
        if (deviceNodeMask) lt_hex(&l, "*deviceNodeMask", (unsigned long long)*deviceNodeMask);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuDeviceGetMemPool(CUmemoryPool *pool, CUdevice dev)
{
    CUresult r = lt_enter(75);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUmemoryPool *, CUdevice))lt_real[75])(pool, dev);
    lt_line l;
    lt_begin(&l, "cuDeviceGetMemPool");
    lt_ptr(&l, "pool", (const void *)pool);
    lt_i64(&l, "dev", (long long)dev);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (pool) lt_ptr(&l, "*pool", (const void *)*pool);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuDeviceGetName(char *name, int len, CUdevice dev)
{
    CUresult r = lt_enter(76);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(char *, int, CUdevice))lt_real[76])(name, len, dev);
    lt_line l;
    lt_begin(&l, "cuDeviceGetName");
    lt_ptr(&l, "name", (const void *)name);
    lt_i64(&l, "len", (long long)len);
    lt_i64(&l, "dev", (long long)dev);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (name) lt_i64(&l, "*name", (long long)*name);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuDeviceGetNvSciSyncAttributes(void *nvSciSyncAttrList, CUdevice dev, int flags)
{
    CUresult r = lt_enter(77);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(void *, CUdevice, int))lt_real[77])(nvSciSyncAttrList, dev, flags);
    lt_line l;
    lt_begin(&l, "cuDeviceGetNvSciSyncAttributes");
    lt_ptr(&l, "nvSciSyncAttrList", (const void *)nvSciSyncAttrList);
    lt_i64(&l, "dev", (long long)dev);
    lt_i64(&l, "flags", (long long)flags);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuDeviceGetP2PAtomicCapabilities(unsigned int *capabilities, const CUatomicOperation *operations, unsigned int count, CUdevice srcDevice, CUdevice dstDevice)
{
    CUresult r = lt_enter(78);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(unsigned int *, const CUatomicOperation *, unsigned int, CUdevice, CUdevice))lt_real[78])(capabilities, operations, count, srcDevice, dstDevice);
    lt_line l;
    lt_begin(&l, "cuDeviceGetP2PAtomicCapabilities");
    lt_ptr(&l, "capabilities", (const void *)capabilities);
    lt_ptr(&l, "operations", (const void *)operations);
    lt_u64(&l, "count", (unsigned long long)count);
    lt_i64(&l, "srcDevice", (long long)srcDevice);
    lt_i64(&l, "dstDevice", (long long)dstDevice);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (capabilities) lt_hex(&l, "*capabilities", (unsigned long long)*capabilities);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuDeviceGetP2PAttribute(int *value, CUdevice_P2PAttribute attrib, CUdevice srcDevice, CUdevice dstDevice)
{
    CUresult r = lt_enter(79);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(int *, CUdevice_P2PAttribute, CUdevice, CUdevice))lt_real[79])(value, attrib, srcDevice, dstDevice);
    lt_line l;
    lt_begin(&l, "cuDeviceGetP2PAttribute");
    lt_ptr(&l, "value", (const void *)value);
    lt_u64(&l, "attrib", (unsigned long long)attrib);
    lt_i64(&l, "srcDevice", (long long)srcDevice);
    lt_i64(&l, "dstDevice", (long long)dstDevice);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (value) lt_i64(&l, "*value", (long long)*value);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuDeviceGetPCIBusId(char *pciBusId, int len, CUdevice dev)
{
    CUresult r = lt_enter(80);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(char *, int, CUdevice))lt_real[80])(pciBusId, len, dev);
    lt_line l;
    lt_begin(&l, "cuDeviceGetPCIBusId");
    lt_ptr(&l, "pciBusId", (const void *)pciBusId);
    lt_i64(&l, "len", (long long)len);
    lt_i64(&l, "dev", (long long)dev);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (pciBusId) lt_i64(&l, "*pciBusId", (long long)*pciBusId);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuDeviceGetProperties(CUdevprop *prop, CUdevice dev)
{
    CUresult r = lt_enter(81);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUdevprop *, CUdevice))lt_real[81])(prop, dev);
    lt_line l;
    lt_begin(&l, "cuDeviceGetProperties");
    lt_ptr(&l, "prop", (const void *)prop);
    lt_i64(&l, "dev", (long long)dev);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (prop) lt_bytes(&l, "*prop", prop, sizeof *prop);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuDeviceGetTexture1DLinearMaxWidth(size_t *maxWidthInElements, CUarray_format format, unsigned int numChannels, CUdevice dev)
{
    CUresult r = lt_enter(82);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(size_t *, CUarray_format, unsigned int, CUdevice))lt_real[82])(maxWidthInElements, format, numChannels, dev);
    lt_line l;
    lt_begin(&l, "cuDeviceGetTexture1DLinearMaxWidth");
    lt_ptr(&l, "maxWidthInElements", (const void *)maxWidthInElements);
    lt_u64(&l, "format", (unsigned long long)format);
    lt_u64(&l, "numChannels", (unsigned long long)numChannels);
    lt_i64(&l, "dev", (long long)dev);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (maxWidthInElements) lt_hex(&l, "*maxWidthInElements", (unsigned long long)*maxWidthInElements);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuDeviceGetUuid(CUuuid *uuid, CUdevice dev)
{
    CUresult r = lt_enter(83);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUuuid *, CUdevice))lt_real[83])(uuid, dev);
    lt_line l;
    lt_begin(&l, "cuDeviceGetUuid");
    lt_ptr(&l, "uuid", (const void *)uuid);
    lt_i64(&l, "dev", (long long)dev);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (uuid) lt_bytes(&l, "*uuid", uuid, sizeof *uuid);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuDeviceGetUuid_v2(CUuuid *uuid, CUdevice dev)
{
    CUresult r = lt_enter(84);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUuuid *, CUdevice))lt_real[84])(uuid, dev);
    lt_line l;
    lt_begin(&l, "cuDeviceGetUuid_v2");
    lt_ptr(&l, "uuid", (const void *)uuid);
    lt_i64(&l, "dev", (long long)dev);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (uuid) lt_bytes(&l, "*uuid", uuid, sizeof *uuid);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuDeviceGraphMemTrim(CUdevice device)
{
    CUresult r = lt_enter(85);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUdevice))lt_real[85])(device);
    lt_line l;
    lt_begin(&l, "cuDeviceGraphMemTrim");
    lt_i64(&l, "device", (long long)device);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuDevicePrimaryCtxGetState(CUdevice dev, unsigned int *flags, int *active)
{
    CUresult r = lt_enter(86);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUdevice, unsigned int *, int *))lt_real[86])(dev, flags, active);
    lt_line l;
    lt_begin(&l, "cuDevicePrimaryCtxGetState");
    lt_i64(&l, "dev", (long long)dev);
    lt_ptr(&l, "flags", (const void *)flags);
    lt_ptr(&l, "active", (const void *)active);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (flags) lt_hex(&l, "*flags", (unsigned long long)*flags);
        if (active) lt_i64(&l, "*active", (long long)*active);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuDevicePrimaryCtxRelease(CUdevice dev)
{
    CUresult r = lt_enter(87);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUdevice))lt_real[87])(dev);
    lt_line l;
    lt_begin(&l, "cuDevicePrimaryCtxRelease");
    lt_i64(&l, "dev", (long long)dev);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuDevicePrimaryCtxRelease_v2(CUdevice dev)
{
    CUresult r = lt_enter(88);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUdevice))lt_real[88])(dev);
    lt_line l;
    lt_begin(&l, "cuDevicePrimaryCtxRelease_v2");
    lt_i64(&l, "dev", (long long)dev);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuDevicePrimaryCtxReset(CUdevice dev)
{
    CUresult r = lt_enter(89);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUdevice))lt_real[89])(dev);
    lt_line l;
    lt_begin(&l, "cuDevicePrimaryCtxReset");
    lt_i64(&l, "dev", (long long)dev);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuDevicePrimaryCtxReset_v2(CUdevice dev)
{
    CUresult r = lt_enter(90);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUdevice))lt_real[90])(dev);
    lt_line l;
    lt_begin(&l, "cuDevicePrimaryCtxReset_v2");
    lt_i64(&l, "dev", (long long)dev);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuDevicePrimaryCtxRetain(CUcontext *pctx, CUdevice dev)
{
    CUresult r = lt_enter(91);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUcontext *, CUdevice))lt_real[91])(pctx, dev);
    lt_line l;
    lt_begin(&l, "cuDevicePrimaryCtxRetain");
    lt_ptr(&l, "pctx", (const void *)pctx);
    lt_i64(&l, "dev", (long long)dev);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (pctx) lt_ptr(&l, "*pctx", (const void *)*pctx);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuDevicePrimaryCtxSetFlags(CUdevice dev, unsigned int flags)
{
    CUresult r = lt_enter(92);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUdevice, unsigned int))lt_real[92])(dev, flags);
    lt_line l;
    lt_begin(&l, "cuDevicePrimaryCtxSetFlags");
    lt_i64(&l, "dev", (long long)dev);
    lt_u64(&l, "flags", (unsigned long long)flags);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuDevicePrimaryCtxSetFlags_v2(CUdevice dev, unsigned int flags)
{
    CUresult r = lt_enter(93);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUdevice, unsigned int))lt_real[93])(dev, flags);
    lt_line l;
    lt_begin(&l, "cuDevicePrimaryCtxSetFlags_v2");
    lt_i64(&l, "dev", (long long)dev);
    lt_u64(&l, "flags", (unsigned long long)flags);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuDeviceRegisterAsyncNotification(CUdevice device, CUasyncCallback callbackFunc, void *userData, CUasyncCallbackHandle *callback)
{
    CUresult r = lt_enter(94);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUdevice, CUasyncCallback, void *, CUasyncCallbackHandle *))lt_real[94])(device, callbackFunc, userData, callback);
    lt_line l;
    lt_begin(&l, "cuDeviceRegisterAsyncNotification");
    lt_i64(&l, "device", (long long)device);
    lt_ptr(&l, "callbackFunc", (const void *)callbackFunc);
    lt_ptr(&l, "userData", (const void *)userData);
    lt_ptr(&l, "callback", (const void *)callback);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (callback) lt_ptr(&l, "*callback", (const void *)*callback);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuDeviceSetGraphMemAttribute(CUdevice device, CUgraphMem_attribute attr, void *value)
{
    CUresult r = lt_enter(95);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUdevice, CUgraphMem_attribute, void *))lt_real[95])(device, attr, value);
    lt_line l;
    lt_begin(&l, "cuDeviceSetGraphMemAttribute");
    lt_i64(&l, "device", (long long)device);
    lt_u64(&l, "attr", (unsigned long long)attr);
    lt_ptr(&l, "value", (const void *)value);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuDeviceSetMemPool(CUdevice dev, CUmemoryPool pool)
{
    CUresult r = lt_enter(96);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUdevice, CUmemoryPool))lt_real[96])(dev, pool);
    lt_line l;
    lt_begin(&l, "cuDeviceSetMemPool");
    lt_i64(&l, "dev", (long long)dev);
    lt_ptr(&l, "pool", (const void *)pool);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuDeviceTotalMem(unsigned int *bytes, CUdevice dev)
{
    CUresult r = lt_enter(97);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(unsigned int *, CUdevice))lt_real[97])(bytes, dev);
    lt_line l;
    lt_begin(&l, "cuDeviceTotalMem");
    lt_ptr(&l, "bytes", (const void *)bytes);
    lt_i64(&l, "dev", (long long)dev);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (bytes) lt_hex(&l, "*bytes", (unsigned long long)*bytes);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuDeviceTotalMem_v2(size_t *bytes, CUdevice dev)
{
    CUresult r = lt_enter(98);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(size_t *, CUdevice))lt_real[98])(bytes, dev);
    lt_line l;
    lt_begin(&l, "cuDeviceTotalMem_v2");
    lt_ptr(&l, "bytes", (const void *)bytes);
    lt_i64(&l, "dev", (long long)dev);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (bytes) lt_hex(&l, "*bytes", (unsigned long long)*bytes);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuDeviceUnregisterAsyncNotification(CUdevice device, CUasyncCallbackHandle callback)
{
    CUresult r = lt_enter(99);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUdevice, CUasyncCallbackHandle))lt_real[99])(device, callback);
    lt_line l;
    lt_begin(&l, "cuDeviceUnregisterAsyncNotification");
    lt_i64(&l, "device", (long long)device);
    lt_ptr(&l, "callback", (const void *)callback);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuDriverGetVersion(int *driverVersion)
{
    CUresult r = lt_enter(100);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(int *))lt_real[100])(driverVersion);
    lt_line l;
    lt_begin(&l, "cuDriverGetVersion");
    lt_ptr(&l, "driverVersion", (const void *)driverVersion);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (driverVersion) lt_i64(&l, "*driverVersion", (long long)*driverVersion);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuEventCreate(CUevent *phEvent, unsigned int Flags)
{
    CUresult r = lt_enter(101);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUevent *, unsigned int))lt_real[101])(phEvent, Flags);
    lt_line l;
    lt_begin(&l, "cuEventCreate");
    lt_ptr(&l, "phEvent", (const void *)phEvent);
    lt_u64(&l, "Flags", (unsigned long long)Flags);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (phEvent) lt_ptr(&l, "*phEvent", (const void *)*phEvent);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuEventDestroy(CUevent hEvent)
{
    CUresult r = lt_enter(102);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUevent))lt_real[102])(hEvent);
    lt_line l;
    lt_begin(&l, "cuEventDestroy");
    lt_ptr(&l, "hEvent", (const void *)hEvent);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuEventDestroy_v2(CUevent hEvent)
{
    CUresult r = lt_enter(103);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUevent))lt_real[103])(hEvent);
    lt_line l;
    lt_begin(&l, "cuEventDestroy_v2");
    lt_ptr(&l, "hEvent", (const void *)hEvent);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuEventElapsedTime(float *pMilliseconds, CUevent hStart, CUevent hEnd)
{
    CUresult r = lt_enter(104);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(float *, CUevent, CUevent))lt_real[104])(pMilliseconds, hStart, hEnd);
    lt_line l;
    lt_begin(&l, "cuEventElapsedTime");
    lt_ptr(&l, "pMilliseconds", (const void *)pMilliseconds);
    lt_ptr(&l, "hStart", (const void *)hStart);
    lt_ptr(&l, "hEnd", (const void *)hEnd);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (pMilliseconds) lt_f64(&l, "*pMilliseconds", (double)*pMilliseconds);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuEventElapsedTime_v2(float *pMilliseconds, CUevent hStart, CUevent hEnd)
{
    CUresult r = lt_enter(105);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(float *, CUevent, CUevent))lt_real[105])(pMilliseconds, hStart, hEnd);
    lt_line l;
    lt_begin(&l, "cuEventElapsedTime_v2");
    lt_ptr(&l, "pMilliseconds", (const void *)pMilliseconds);
    lt_ptr(&l, "hStart", (const void *)hStart);
    lt_ptr(&l, "hEnd", (const void *)hEnd);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (pMilliseconds) lt_f64(&l, "*pMilliseconds", (double)*pMilliseconds);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuEventQuery(CUevent hEvent)
{
    CUresult r = lt_enter(106);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUevent))lt_real[106])(hEvent);
    lt_line l;
    lt_begin(&l, "cuEventQuery");
    lt_ptr(&l, "hEvent", (const void *)hEvent);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuEventRecord(CUevent hEvent, CUstream hStream)
{
    CUresult r = lt_enter(107);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUevent, CUstream))lt_real[107])(hEvent, hStream);
    lt_line l;
    lt_begin(&l, "cuEventRecord");
    lt_ptr(&l, "hEvent", (const void *)hEvent);
    lt_ptr(&l, "hStream", (const void *)hStream);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuEventRecordWithFlags(CUevent hEvent, CUstream hStream, unsigned int flags)
{
    CUresult r = lt_enter(108);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUevent, CUstream, unsigned int))lt_real[108])(hEvent, hStream, flags);
    lt_line l;
    lt_begin(&l, "cuEventRecordWithFlags");
    lt_ptr(&l, "hEvent", (const void *)hEvent);
    lt_ptr(&l, "hStream", (const void *)hStream);
    lt_u64(&l, "flags", (unsigned long long)flags);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuEventRecordWithFlags_ptsz(CUevent hEvent, CUstream hStream, unsigned int flags)
{
    CUresult r = lt_enter(109);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUevent, CUstream, unsigned int))lt_real[109])(hEvent, hStream, flags);
    lt_line l;
    lt_begin(&l, "cuEventRecordWithFlags_ptsz");
    lt_ptr(&l, "hEvent", (const void *)hEvent);
    lt_ptr(&l, "hStream", (const void *)hStream);
    lt_u64(&l, "flags", (unsigned long long)flags);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuEventRecord_ptsz(CUevent hEvent, CUstream hStream)
{
    CUresult r = lt_enter(110);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUevent, CUstream))lt_real[110])(hEvent, hStream);
    lt_line l;
    lt_begin(&l, "cuEventRecord_ptsz");
    lt_ptr(&l, "hEvent", (const void *)hEvent);
    lt_ptr(&l, "hStream", (const void *)hStream);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuEventSynchronize(CUevent hEvent)
{
    CUresult r = lt_enter(111);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUevent))lt_real[111])(hEvent);
    lt_line l;
    lt_begin(&l, "cuEventSynchronize");
    lt_ptr(&l, "hEvent", (const void *)hEvent);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuExternalMemoryGetMappedBuffer(CUdeviceptr *devPtr, CUexternalMemory extMem, const CUDA_EXTERNAL_MEMORY_BUFFER_DESC *bufferDesc)
{
    CUresult r = lt_enter(112);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUdeviceptr *, CUexternalMemory, const CUDA_EXTERNAL_MEMORY_BUFFER_DESC *))lt_real[112])(devPtr, extMem, bufferDesc);
    lt_line l;
    lt_begin(&l, "cuExternalMemoryGetMappedBuffer");
    lt_ptr(&l, "devPtr", (const void *)devPtr);
    lt_ptr(&l, "extMem", (const void *)extMem);
    lt_ptr(&l, "bufferDesc", (const void *)bufferDesc);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (devPtr) lt_hex(&l, "*devPtr", (unsigned long long)*devPtr);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuExternalMemoryGetMappedMipmappedArray(CUmipmappedArray *mipmap, CUexternalMemory extMem, const CUDA_EXTERNAL_MEMORY_MIPMAPPED_ARRAY_DESC *mipmapDesc)
{
    CUresult r = lt_enter(113);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUmipmappedArray *, CUexternalMemory, const CUDA_EXTERNAL_MEMORY_MIPMAPPED_ARRAY_DESC *))lt_real[113])(mipmap, extMem, mipmapDesc);
    lt_line l;
    lt_begin(&l, "cuExternalMemoryGetMappedMipmappedArray");
    lt_ptr(&l, "mipmap", (const void *)mipmap);
    lt_ptr(&l, "extMem", (const void *)extMem);
    lt_ptr(&l, "mipmapDesc", (const void *)mipmapDesc);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (mipmap) lt_ptr(&l, "*mipmap", (const void *)*mipmap);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuFlushGPUDirectRDMAWrites(CUflushGPUDirectRDMAWritesTarget target, CUflushGPUDirectRDMAWritesScope scope)
{
    CUresult r = lt_enter(114);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUflushGPUDirectRDMAWritesTarget, CUflushGPUDirectRDMAWritesScope))lt_real[114])(target, scope);
    lt_line l;
    lt_begin(&l, "cuFlushGPUDirectRDMAWrites");
    lt_u64(&l, "target", (unsigned long long)target);
    lt_u64(&l, "scope", (unsigned long long)scope);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuFuncGetAttribute(int *pi, CUfunction_attribute attrib, CUfunction hfunc)
{
    CUresult r = lt_enter(115);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(int *, CUfunction_attribute, CUfunction))lt_real[115])(pi, attrib, hfunc);
    lt_line l;
    lt_begin(&l, "cuFuncGetAttribute");
    lt_ptr(&l, "pi", (const void *)pi);
    lt_u64(&l, "attrib", (unsigned long long)attrib);
    lt_ptr(&l, "hfunc", (const void *)hfunc);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (pi) lt_i64(&l, "*pi", (long long)*pi);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuFuncGetModule(CUmodule *hmod, CUfunction hfunc)
{
    CUresult r = lt_enter(116);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUmodule *, CUfunction))lt_real[116])(hmod, hfunc);
    lt_line l;
    lt_begin(&l, "cuFuncGetModule");
    lt_ptr(&l, "hmod", (const void *)hmod);
    lt_ptr(&l, "hfunc", (const void *)hfunc);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (hmod) lt_ptr(&l, "*hmod", (const void *)*hmod);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuFuncGetName(const char **name, CUfunction hfunc)
{
    CUresult r = lt_enter(117);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(const char **, CUfunction))lt_real[117])(name, hfunc);
    lt_line l;
    lt_begin(&l, "cuFuncGetName");
    lt_ptr(&l, "name", (const void *)name);
    lt_ptr(&l, "hfunc", (const void *)hfunc);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (name) lt_ptr(&l, "*name", (const void *)*name);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuFuncGetParamInfo(CUfunction func, size_t paramIndex, size_t *paramOffset, size_t *paramSize)
{
    CUresult r = lt_enter(118);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUfunction, size_t, size_t *, size_t *))lt_real[118])(func, paramIndex, paramOffset, paramSize);
    lt_line l;
    lt_begin(&l, "cuFuncGetParamInfo");
    lt_ptr(&l, "func", (const void *)func);
    lt_u64(&l, "paramIndex", (unsigned long long)paramIndex);
    lt_ptr(&l, "paramOffset", (const void *)paramOffset);
    lt_ptr(&l, "paramSize", (const void *)paramSize);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (paramOffset) lt_hex(&l, "*paramOffset", (unsigned long long)*paramOffset);
        if (paramSize) lt_hex(&l, "*paramSize", (unsigned long long)*paramSize);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuFuncIsLoaded(CUfunctionLoadingState *state, CUfunction function)
{
    CUresult r = lt_enter(119);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUfunctionLoadingState *, CUfunction))lt_real[119])(state, function);
    lt_line l;
    lt_begin(&l, "cuFuncIsLoaded");
    lt_ptr(&l, "state", (const void *)state);
    lt_ptr(&l, "function", (const void *)function);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (state) lt_hex(&l, "*state", (unsigned long long)*state);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuFuncLoad(CUfunction function)
{
    CUresult r = lt_enter(120);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUfunction))lt_real[120])(function);
    lt_line l;
    lt_begin(&l, "cuFuncLoad");
    lt_ptr(&l, "function", (const void *)function);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuFuncSetAttribute(CUfunction hfunc, CUfunction_attribute attrib, int value)
{
    CUresult r = lt_enter(121);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUfunction, CUfunction_attribute, int))lt_real[121])(hfunc, attrib, value);
    lt_line l;
    lt_begin(&l, "cuFuncSetAttribute");
    lt_ptr(&l, "hfunc", (const void *)hfunc);
    lt_u64(&l, "attrib", (unsigned long long)attrib);
    lt_i64(&l, "value", (long long)value);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuFuncSetBlockShape(CUfunction hfunc, int x, int y, int z)
{
    CUresult r = lt_enter(122);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUfunction, int, int, int))lt_real[122])(hfunc, x, y, z);
    lt_line l;
    lt_begin(&l, "cuFuncSetBlockShape");
    lt_ptr(&l, "hfunc", (const void *)hfunc);
    lt_i64(&l, "x", (long long)x);
    lt_i64(&l, "y", (long long)y);
    lt_i64(&l, "z", (long long)z);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuFuncSetCacheConfig(CUfunction hfunc, CUfunc_cache config)
{
    CUresult r = lt_enter(123);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUfunction, CUfunc_cache))lt_real[123])(hfunc, config);
    lt_line l;
    lt_begin(&l, "cuFuncSetCacheConfig");
    lt_ptr(&l, "hfunc", (const void *)hfunc);
    lt_u64(&l, "config", (unsigned long long)config);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuFuncSetSharedMemConfig(CUfunction hfunc, CUsharedconfig config)
{
    CUresult r = lt_enter(124);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUfunction, CUsharedconfig))lt_real[124])(hfunc, config);
    lt_line l;
    lt_begin(&l, "cuFuncSetSharedMemConfig");
    lt_ptr(&l, "hfunc", (const void *)hfunc);
    lt_u64(&l, "config", (unsigned long long)config);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuFuncSetSharedSize(CUfunction hfunc, unsigned int bytes)
{
    CUresult r = lt_enter(125);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUfunction, unsigned int))lt_real[125])(hfunc, bytes);
    lt_line l;
    lt_begin(&l, "cuFuncSetSharedSize");
    lt_ptr(&l, "hfunc", (const void *)hfunc);
    lt_u64(&l, "bytes", (unsigned long long)bytes);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuGetErrorName(CUresult error, const char **pStr)
{
    CUresult r = lt_enter(126);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUresult, const char **))lt_real[126])(error, pStr);
    lt_line l;
    lt_begin(&l, "cuGetErrorName");
    lt_u64(&l, "error", (unsigned long long)error);
    lt_ptr(&l, "pStr", (const void *)pStr);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (pStr) lt_ptr(&l, "*pStr", (const void *)*pStr);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuGetErrorString(CUresult error, const char **pStr)
{
    CUresult r = lt_enter(127);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUresult, const char **))lt_real[127])(error, pStr);
    lt_line l;
    lt_begin(&l, "cuGetErrorString");
    lt_u64(&l, "error", (unsigned long long)error);
    lt_ptr(&l, "pStr", (const void *)pStr);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (pStr) lt_ptr(&l, "*pStr", (const void *)*pStr);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuGraphAddBatchMemOpNode(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, const CUDA_BATCH_MEM_OP_NODE_PARAMS *nodeParams)
{
    CUresult r = lt_enter(128);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUgraphNode *, CUgraph, const CUgraphNode *, size_t, const CUDA_BATCH_MEM_OP_NODE_PARAMS *))lt_real[128])(phGraphNode, hGraph, dependencies, numDependencies, nodeParams);
    lt_line l;
    lt_begin(&l, "cuGraphAddBatchMemOpNode");
    lt_ptr(&l, "phGraphNode", (const void *)phGraphNode);
    lt_ptr(&l, "hGraph", (const void *)hGraph);
    lt_ptr(&l, "dependencies", (const void *)dependencies);
    lt_u64(&l, "numDependencies", (unsigned long long)numDependencies);
    lt_ptr(&l, "nodeParams", (const void *)nodeParams);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (phGraphNode) lt_ptr(&l, "*phGraphNode", (const void *)*phGraphNode);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuGraphAddChildGraphNode(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, CUgraph childGraph)
{
    CUresult r = lt_enter(129);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUgraphNode *, CUgraph, const CUgraphNode *, size_t, CUgraph))lt_real[129])(phGraphNode, hGraph, dependencies, numDependencies, childGraph);
    lt_line l;
    lt_begin(&l, "cuGraphAddChildGraphNode");
    lt_ptr(&l, "phGraphNode", (const void *)phGraphNode);
    lt_ptr(&l, "hGraph", (const void *)hGraph);
    lt_ptr(&l, "dependencies", (const void *)dependencies);
    lt_u64(&l, "numDependencies", (unsigned long long)numDependencies);
    lt_ptr(&l, "childGraph", (const void *)childGraph);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (phGraphNode) lt_ptr(&l, "*phGraphNode", (const void *)*phGraphNode);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuGraphAddDependencies(CUgraph hGraph, const CUgraphNode *from, const CUgraphNode *to, size_t numDependencies)
{
    CUresult r = lt_enter(130);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUgraph, const CUgraphNode *, const CUgraphNode *, size_t))lt_real[130])(hGraph, from, to, numDependencies);
    lt_line l;
    lt_begin(&l, "cuGraphAddDependencies");
    lt_ptr(&l, "hGraph", (const void *)hGraph);
    lt_ptr(&l, "from", (const void *)from);
    lt_ptr(&l, "to", (const void *)to);
    lt_u64(&l, "numDependencies", (unsigned long long)numDependencies);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuGraphAddDependencies_v2(CUgraph hGraph, const CUgraphNode *from, const CUgraphNode *to, const CUgraphEdgeData *edgeData, size_t numDependencies)
{
    CUresult r = lt_enter(131);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUgraph, const CUgraphNode *, const CUgraphNode *, const CUgraphEdgeData *, size_t))lt_real[131])(hGraph, from, to, edgeData, numDependencies);
    lt_line l;
    lt_begin(&l, "cuGraphAddDependencies_v2");
    lt_ptr(&l, "hGraph", (const void *)hGraph);
    lt_ptr(&l, "from", (const void *)from);
    lt_ptr(&l, "to", (const void *)to);
    lt_ptr(&l, "edgeData", (const void *)edgeData);
    lt_u64(&l, "numDependencies", (unsigned long long)numDependencies);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuGraphAddEmptyNode(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies)
{
    CUresult r = lt_enter(132);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUgraphNode *, CUgraph, const CUgraphNode *, size_t))lt_real[132])(phGraphNode, hGraph, dependencies, numDependencies);
    lt_line l;
    lt_begin(&l, "cuGraphAddEmptyNode");
    lt_ptr(&l, "phGraphNode", (const void *)phGraphNode);
    lt_ptr(&l, "hGraph", (const void *)hGraph);
    lt_ptr(&l, "dependencies", (const void *)dependencies);
    lt_u64(&l, "numDependencies", (unsigned long long)numDependencies);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (phGraphNode) lt_ptr(&l, "*phGraphNode", (const void *)*phGraphNode);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuGraphAddEventRecordNode(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, CUevent event)
{
    CUresult r = lt_enter(133);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUgraphNode *, CUgraph, const CUgraphNode *, size_t, CUevent))lt_real[133])(phGraphNode, hGraph, dependencies, numDependencies, event);
    lt_line l;
    lt_begin(&l, "cuGraphAddEventRecordNode");
    lt_ptr(&l, "phGraphNode", (const void *)phGraphNode);
    lt_ptr(&l, "hGraph", (const void *)hGraph);
    lt_ptr(&l, "dependencies", (const void *)dependencies);
    lt_u64(&l, "numDependencies", (unsigned long long)numDependencies);
    lt_ptr(&l, "event", (const void *)event);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (phGraphNode) lt_ptr(&l, "*phGraphNode", (const void *)*phGraphNode);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuGraphAddEventWaitNode(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, CUevent event)
{
    CUresult r = lt_enter(134);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUgraphNode *, CUgraph, const CUgraphNode *, size_t, CUevent))lt_real[134])(phGraphNode, hGraph, dependencies, numDependencies, event);
    lt_line l;
    lt_begin(&l, "cuGraphAddEventWaitNode");
    lt_ptr(&l, "phGraphNode", (const void *)phGraphNode);
    lt_ptr(&l, "hGraph", (const void *)hGraph);
    lt_ptr(&l, "dependencies", (const void *)dependencies);
    lt_u64(&l, "numDependencies", (unsigned long long)numDependencies);
    lt_ptr(&l, "event", (const void *)event);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (phGraphNode) lt_ptr(&l, "*phGraphNode", (const void *)*phGraphNode);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuGraphAddExternalSemaphoresSignalNode(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, const CUDA_EXT_SEM_SIGNAL_NODE_PARAMS *nodeParams)
{
    CUresult r = lt_enter(135);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUgraphNode *, CUgraph, const CUgraphNode *, size_t, const CUDA_EXT_SEM_SIGNAL_NODE_PARAMS *))lt_real[135])(phGraphNode, hGraph, dependencies, numDependencies, nodeParams);
    lt_line l;
    lt_begin(&l, "cuGraphAddExternalSemaphoresSignalNode");
    lt_ptr(&l, "phGraphNode", (const void *)phGraphNode);
    lt_ptr(&l, "hGraph", (const void *)hGraph);
    lt_ptr(&l, "dependencies", (const void *)dependencies);
    lt_u64(&l, "numDependencies", (unsigned long long)numDependencies);
    lt_ptr(&l, "nodeParams", (const void *)nodeParams);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (phGraphNode) lt_ptr(&l, "*phGraphNode", (const void *)*phGraphNode);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuGraphAddExternalSemaphoresWaitNode(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, const CUDA_EXT_SEM_WAIT_NODE_PARAMS *nodeParams)
{
    CUresult r = lt_enter(136);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUgraphNode *, CUgraph, const CUgraphNode *, size_t, const CUDA_EXT_SEM_WAIT_NODE_PARAMS *))lt_real[136])(phGraphNode, hGraph, dependencies, numDependencies, nodeParams);
    lt_line l;
    lt_begin(&l, "cuGraphAddExternalSemaphoresWaitNode");
    lt_ptr(&l, "phGraphNode", (const void *)phGraphNode);
    lt_ptr(&l, "hGraph", (const void *)hGraph);
    lt_ptr(&l, "dependencies", (const void *)dependencies);
    lt_u64(&l, "numDependencies", (unsigned long long)numDependencies);
    lt_ptr(&l, "nodeParams", (const void *)nodeParams);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (phGraphNode) lt_ptr(&l, "*phGraphNode", (const void *)*phGraphNode);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuGraphAddHostNode(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, const CUDA_HOST_NODE_PARAMS *nodeParams)
{
    CUresult r = lt_enter(137);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUgraphNode *, CUgraph, const CUgraphNode *, size_t, const CUDA_HOST_NODE_PARAMS *))lt_real[137])(phGraphNode, hGraph, dependencies, numDependencies, nodeParams);
    lt_line l;
    lt_begin(&l, "cuGraphAddHostNode");
    lt_ptr(&l, "phGraphNode", (const void *)phGraphNode);
    lt_ptr(&l, "hGraph", (const void *)hGraph);
    lt_ptr(&l, "dependencies", (const void *)dependencies);
    lt_u64(&l, "numDependencies", (unsigned long long)numDependencies);
    lt_ptr(&l, "nodeParams", (const void *)nodeParams);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (phGraphNode) lt_ptr(&l, "*phGraphNode", (const void *)*phGraphNode);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuGraphAddKernelNode(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, const CUDA_KERNEL_NODE_PARAMS_v1 *nodeParams)
{
    CUresult r = lt_enter(138);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUgraphNode *, CUgraph, const CUgraphNode *, size_t, const CUDA_KERNEL_NODE_PARAMS_v1 *))lt_real[138])(phGraphNode, hGraph, dependencies, numDependencies, nodeParams);
    lt_line l;
    lt_begin(&l, "cuGraphAddKernelNode");
    lt_ptr(&l, "phGraphNode", (const void *)phGraphNode);
    lt_ptr(&l, "hGraph", (const void *)hGraph);
    lt_ptr(&l, "dependencies", (const void *)dependencies);
    lt_u64(&l, "numDependencies", (unsigned long long)numDependencies);
    lt_ptr(&l, "nodeParams", (const void *)nodeParams);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (phGraphNode) lt_ptr(&l, "*phGraphNode", (const void *)*phGraphNode);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuGraphAddKernelNode_v2(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, const CUDA_KERNEL_NODE_PARAMS *nodeParams)
{
    CUresult r = lt_enter(139);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUgraphNode *, CUgraph, const CUgraphNode *, size_t, const CUDA_KERNEL_NODE_PARAMS *))lt_real[139])(phGraphNode, hGraph, dependencies, numDependencies, nodeParams);
    lt_line l;
    lt_begin(&l, "cuGraphAddKernelNode_v2");
    lt_ptr(&l, "phGraphNode", (const void *)phGraphNode);
    lt_ptr(&l, "hGraph", (const void *)hGraph);
    lt_ptr(&l, "dependencies", (const void *)dependencies);
    lt_u64(&l, "numDependencies", (unsigned long long)numDependencies);
    lt_ptr(&l, "nodeParams", (const void *)nodeParams);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (phGraphNode) lt_ptr(&l, "*phGraphNode", (const void *)*phGraphNode);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuGraphAddMemAllocNode(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, CUDA_MEM_ALLOC_NODE_PARAMS *nodeParams)
{
    CUresult r = lt_enter(140);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUgraphNode *, CUgraph, const CUgraphNode *, size_t, CUDA_MEM_ALLOC_NODE_PARAMS *))lt_real[140])(phGraphNode, hGraph, dependencies, numDependencies, nodeParams);
    lt_line l;
    lt_begin(&l, "cuGraphAddMemAllocNode");
    lt_ptr(&l, "phGraphNode", (const void *)phGraphNode);
    lt_ptr(&l, "hGraph", (const void *)hGraph);
    lt_ptr(&l, "dependencies", (const void *)dependencies);
    lt_u64(&l, "numDependencies", (unsigned long long)numDependencies);
    lt_ptr(&l, "nodeParams", (const void *)nodeParams);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (phGraphNode) lt_ptr(&l, "*phGraphNode", (const void *)*phGraphNode);
        if (nodeParams) lt_bytes(&l, "*nodeParams", nodeParams, sizeof *nodeParams);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuGraphAddMemFreeNode(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, CUdeviceptr dptr)
{
    CUresult r = lt_enter(141);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUgraphNode *, CUgraph, const CUgraphNode *, size_t, CUdeviceptr))lt_real[141])(phGraphNode, hGraph, dependencies, numDependencies, dptr);
    lt_line l;
    lt_begin(&l, "cuGraphAddMemFreeNode");
    lt_ptr(&l, "phGraphNode", (const void *)phGraphNode);
    lt_ptr(&l, "hGraph", (const void *)hGraph);
    lt_ptr(&l, "dependencies", (const void *)dependencies);
    lt_u64(&l, "numDependencies", (unsigned long long)numDependencies);
    lt_hex(&l, "dptr", (unsigned long long)dptr);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (phGraphNode) lt_ptr(&l, "*phGraphNode", (const void *)*phGraphNode);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuGraphAddMemcpyNode(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, const CUDA_MEMCPY3D *copyParams, CUcontext ctx)
{
    CUresult r = lt_enter(142);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUgraphNode *, CUgraph, const CUgraphNode *, size_t, const CUDA_MEMCPY3D *, CUcontext))lt_real[142])(phGraphNode, hGraph, dependencies, numDependencies, copyParams, ctx);
    lt_line l;
    lt_begin(&l, "cuGraphAddMemcpyNode");
    lt_ptr(&l, "phGraphNode", (const void *)phGraphNode);
    lt_ptr(&l, "hGraph", (const void *)hGraph);
    lt_ptr(&l, "dependencies", (const void *)dependencies);
    lt_u64(&l, "numDependencies", (unsigned long long)numDependencies);
    lt_ptr(&l, "copyParams", (const void *)copyParams);
    lt_ptr(&l, "ctx", (const void *)ctx);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (phGraphNode) lt_ptr(&l, "*phGraphNode", (const void *)*phGraphNode);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuGraphAddMemsetNode(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, const CUDA_MEMSET_NODE_PARAMS *memsetParams, CUcontext ctx)
{
    CUresult r = lt_enter(143);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUgraphNode *, CUgraph, const CUgraphNode *, size_t, const CUDA_MEMSET_NODE_PARAMS *, CUcontext))lt_real[143])(phGraphNode, hGraph, dependencies, numDependencies, memsetParams, ctx);
    lt_line l;
    lt_begin(&l, "cuGraphAddMemsetNode");
    lt_ptr(&l, "phGraphNode", (const void *)phGraphNode);
    lt_ptr(&l, "hGraph", (const void *)hGraph);
    lt_ptr(&l, "dependencies", (const void *)dependencies);
    lt_u64(&l, "numDependencies", (unsigned long long)numDependencies);
    lt_ptr(&l, "memsetParams", (const void *)memsetParams);
    lt_ptr(&l, "ctx", (const void *)ctx);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (phGraphNode) lt_ptr(&l, "*phGraphNode", (const void *)*phGraphNode);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuGraphAddNode(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, CUgraphNodeParams *nodeParams)
{
    CUresult r = lt_enter(144);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUgraphNode *, CUgraph, const CUgraphNode *, size_t, CUgraphNodeParams *))lt_real[144])(phGraphNode, hGraph, dependencies, numDependencies, nodeParams);
    lt_line l;
    lt_begin(&l, "cuGraphAddNode");
    lt_ptr(&l, "phGraphNode", (const void *)phGraphNode);
    lt_ptr(&l, "hGraph", (const void *)hGraph);
    lt_ptr(&l, "dependencies", (const void *)dependencies);
    lt_u64(&l, "numDependencies", (unsigned long long)numDependencies);
    lt_ptr(&l, "nodeParams", (const void *)nodeParams);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (phGraphNode) lt_ptr(&l, "*phGraphNode", (const void *)*phGraphNode);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuGraphAddNode_v2(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, const CUgraphEdgeData *dependencyData, size_t numDependencies, CUgraphNodeParams *nodeParams)
{
    CUresult r = lt_enter(145);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUgraphNode *, CUgraph, const CUgraphNode *, const CUgraphEdgeData *, size_t, CUgraphNodeParams *))lt_real[145])(phGraphNode, hGraph, dependencies, dependencyData, numDependencies, nodeParams);
    lt_line l;
    lt_begin(&l, "cuGraphAddNode_v2");
    lt_ptr(&l, "phGraphNode", (const void *)phGraphNode);
    lt_ptr(&l, "hGraph", (const void *)hGraph);
    lt_ptr(&l, "dependencies", (const void *)dependencies);
    lt_ptr(&l, "dependencyData", (const void *)dependencyData);
    lt_u64(&l, "numDependencies", (unsigned long long)numDependencies);
    lt_ptr(&l, "nodeParams", (const void *)nodeParams);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (phGraphNode) lt_ptr(&l, "*phGraphNode", (const void *)*phGraphNode);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuGraphBatchMemOpNodeGetParams(CUgraphNode hNode, CUDA_BATCH_MEM_OP_NODE_PARAMS *nodeParams_out)
{
    CUresult r = lt_enter(146);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUgraphNode, CUDA_BATCH_MEM_OP_NODE_PARAMS *))lt_real[146])(hNode, nodeParams_out);
    lt_line l;
    lt_begin(&l, "cuGraphBatchMemOpNodeGetParams");
    lt_ptr(&l, "hNode", (const void *)hNode);
    lt_ptr(&l, "nodeParams_out", (const void *)nodeParams_out);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (nodeParams_out) lt_bytes(&l, "*nodeParams_out", nodeParams_out, sizeof *nodeParams_out);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuGraphBatchMemOpNodeSetParams(CUgraphNode hNode, const CUDA_BATCH_MEM_OP_NODE_PARAMS *nodeParams)
{
    CUresult r = lt_enter(147);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUgraphNode, const CUDA_BATCH_MEM_OP_NODE_PARAMS *))lt_real[147])(hNode, nodeParams);
    lt_line l;
    lt_begin(&l, "cuGraphBatchMemOpNodeSetParams");
    lt_ptr(&l, "hNode", (const void *)hNode);
    lt_ptr(&l, "nodeParams", (const void *)nodeParams);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuGraphChildGraphNodeGetGraph(CUgraphNode hNode, CUgraph *phGraph)
{
    CUresult r = lt_enter(148);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUgraphNode, CUgraph *))lt_real[148])(hNode, phGraph);
    lt_line l;
    lt_begin(&l, "cuGraphChildGraphNodeGetGraph");
    lt_ptr(&l, "hNode", (const void *)hNode);
    lt_ptr(&l, "phGraph", (const void *)phGraph);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (phGraph) lt_ptr(&l, "*phGraph", (const void *)*phGraph);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuGraphClone(CUgraph *phGraphClone, CUgraph originalGraph)
{
    CUresult r = lt_enter(149);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUgraph *, CUgraph))lt_real[149])(phGraphClone, originalGraph);
    lt_line l;
    lt_begin(&l, "cuGraphClone");
    lt_ptr(&l, "phGraphClone", (const void *)phGraphClone);
    lt_ptr(&l, "originalGraph", (const void *)originalGraph);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (phGraphClone) lt_ptr(&l, "*phGraphClone", (const void *)*phGraphClone);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuGraphConditionalHandleCreate(CUgraphConditionalHandle *pHandle_out, CUgraph hGraph, CUcontext ctx, unsigned int defaultLaunchValue, unsigned int flags)
{
    CUresult r = lt_enter(150);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUgraphConditionalHandle *, CUgraph, CUcontext, unsigned int, unsigned int))lt_real[150])(pHandle_out, hGraph, ctx, defaultLaunchValue, flags);
    lt_line l;
    lt_begin(&l, "cuGraphConditionalHandleCreate");
    lt_ptr(&l, "pHandle_out", (const void *)pHandle_out);
    lt_ptr(&l, "hGraph", (const void *)hGraph);
    lt_ptr(&l, "ctx", (const void *)ctx);
    lt_u64(&l, "defaultLaunchValue", (unsigned long long)defaultLaunchValue);
    lt_u64(&l, "flags", (unsigned long long)flags);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (pHandle_out) lt_hex(&l, "*pHandle_out", (unsigned long long)*pHandle_out);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuGraphCreate(CUgraph *phGraph, unsigned int flags)
{
    CUresult r = lt_enter(151);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUgraph *, unsigned int))lt_real[151])(phGraph, flags);
    lt_line l;
    lt_begin(&l, "cuGraphCreate");
    lt_ptr(&l, "phGraph", (const void *)phGraph);
    lt_u64(&l, "flags", (unsigned long long)flags);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (phGraph) lt_ptr(&l, "*phGraph", (const void *)*phGraph);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuGraphDebugDotPrint(CUgraph hGraph, const char *path, unsigned int flags)
{
    CUresult r = lt_enter(152);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUgraph, const char *, unsigned int))lt_real[152])(hGraph, path, flags);
    lt_line l;
    lt_begin(&l, "cuGraphDebugDotPrint");
    lt_ptr(&l, "hGraph", (const void *)hGraph);
    lt_cstr(&l, "path", path);
    lt_u64(&l, "flags", (unsigned long long)flags);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuGraphDestroy(CUgraph hGraph)
{
    CUresult r = lt_enter(153);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUgraph))lt_real[153])(hGraph);
    lt_line l;
    lt_begin(&l, "cuGraphDestroy");
    lt_ptr(&l, "hGraph", (const void *)hGraph);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuGraphDestroyNode(CUgraphNode hNode)
{
    CUresult r = lt_enter(154);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUgraphNode))lt_real[154])(hNode);
    lt_line l;
    lt_begin(&l, "cuGraphDestroyNode");
    lt_ptr(&l, "hNode", (const void *)hNode);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuGraphEventRecordNodeGetEvent(CUgraphNode hNode, CUevent *event_out)
{
    CUresult r = lt_enter(155);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUgraphNode, CUevent *))lt_real[155])(hNode, event_out);
    lt_line l;
    lt_begin(&l, "cuGraphEventRecordNodeGetEvent");
    lt_ptr(&l, "hNode", (const void *)hNode);
    lt_ptr(&l, "event_out", (const void *)event_out);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (event_out) lt_ptr(&l, "*event_out", (const void *)*event_out);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuGraphEventRecordNodeSetEvent(CUgraphNode hNode, CUevent event)
{
    CUresult r = lt_enter(156);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUgraphNode, CUevent))lt_real[156])(hNode, event);
    lt_line l;
    lt_begin(&l, "cuGraphEventRecordNodeSetEvent");
    lt_ptr(&l, "hNode", (const void *)hNode);
    lt_ptr(&l, "event", (const void *)event);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuGraphEventWaitNodeGetEvent(CUgraphNode hNode, CUevent *event_out)
{
    CUresult r = lt_enter(157);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUgraphNode, CUevent *))lt_real[157])(hNode, event_out);
    lt_line l;
    lt_begin(&l, "cuGraphEventWaitNodeGetEvent");
    lt_ptr(&l, "hNode", (const void *)hNode);
    lt_ptr(&l, "event_out", (const void *)event_out);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (event_out) lt_ptr(&l, "*event_out", (const void *)*event_out);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuGraphEventWaitNodeSetEvent(CUgraphNode hNode, CUevent event)
{
    CUresult r = lt_enter(158);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUgraphNode, CUevent))lt_real[158])(hNode, event);
    lt_line l;
    lt_begin(&l, "cuGraphEventWaitNodeSetEvent");
    lt_ptr(&l, "hNode", (const void *)hNode);
    lt_ptr(&l, "event", (const void *)event);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuGraphExecBatchMemOpNodeSetParams(CUgraphExec hGraphExec, CUgraphNode hNode, const CUDA_BATCH_MEM_OP_NODE_PARAMS *nodeParams)
{
    CUresult r = lt_enter(159);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUgraphExec, CUgraphNode, const CUDA_BATCH_MEM_OP_NODE_PARAMS *))lt_real[159])(hGraphExec, hNode, nodeParams);
    lt_line l;
    lt_begin(&l, "cuGraphExecBatchMemOpNodeSetParams");
    lt_ptr(&l, "hGraphExec", (const void *)hGraphExec);
    lt_ptr(&l, "hNode", (const void *)hNode);
    lt_ptr(&l, "nodeParams", (const void *)nodeParams);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuGraphExecChildGraphNodeSetParams(CUgraphExec hGraphExec, CUgraphNode hNode, CUgraph childGraph)
{
    CUresult r = lt_enter(160);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUgraphExec, CUgraphNode, CUgraph))lt_real[160])(hGraphExec, hNode, childGraph);
    lt_line l;
    lt_begin(&l, "cuGraphExecChildGraphNodeSetParams");
    lt_ptr(&l, "hGraphExec", (const void *)hGraphExec);
    lt_ptr(&l, "hNode", (const void *)hNode);
    lt_ptr(&l, "childGraph", (const void *)childGraph);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuGraphExecDestroy(CUgraphExec hGraphExec)
{
    CUresult r = lt_enter(161);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUgraphExec))lt_real[161])(hGraphExec);
    lt_line l;
    lt_begin(&l, "cuGraphExecDestroy");
    lt_ptr(&l, "hGraphExec", (const void *)hGraphExec);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuGraphExecEventRecordNodeSetEvent(CUgraphExec hGraphExec, CUgraphNode hNode, CUevent event)
{
    CUresult r = lt_enter(162);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUgraphExec, CUgraphNode, CUevent))lt_real[162])(hGraphExec, hNode, event);
    lt_line l;
    lt_begin(&l, "cuGraphExecEventRecordNodeSetEvent");
    lt_ptr(&l, "hGraphExec", (const void *)hGraphExec);
    lt_ptr(&l, "hNode", (const void *)hNode);
    lt_ptr(&l, "event", (const void *)event);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuGraphExecEventWaitNodeSetEvent(CUgraphExec hGraphExec, CUgraphNode hNode, CUevent event)
{
    CUresult r = lt_enter(163);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUgraphExec, CUgraphNode, CUevent))lt_real[163])(hGraphExec, hNode, event);
    lt_line l;
    lt_begin(&l, "cuGraphExecEventWaitNodeSetEvent");
    lt_ptr(&l, "hGraphExec", (const void *)hGraphExec);
    lt_ptr(&l, "hNode", (const void *)hNode);
    lt_ptr(&l, "event", (const void *)event);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuGraphExecExternalSemaphoresSignalNodeSetParams(CUgraphExec hGraphExec, CUgraphNode hNode, const CUDA_EXT_SEM_SIGNAL_NODE_PARAMS *nodeParams)
{
    CUresult r = lt_enter(164);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUgraphExec, CUgraphNode, const CUDA_EXT_SEM_SIGNAL_NODE_PARAMS *))lt_real[164])(hGraphExec, hNode, nodeParams);
    lt_line l;
    lt_begin(&l, "cuGraphExecExternalSemaphoresSignalNodeSetParams");
    lt_ptr(&l, "hGraphExec", (const void *)hGraphExec);
    lt_ptr(&l, "hNode", (const void *)hNode);
    lt_ptr(&l, "nodeParams", (const void *)nodeParams);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuGraphExecExternalSemaphoresWaitNodeSetParams(CUgraphExec hGraphExec, CUgraphNode hNode, const CUDA_EXT_SEM_WAIT_NODE_PARAMS *nodeParams)
{
    CUresult r = lt_enter(165);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUgraphExec, CUgraphNode, const CUDA_EXT_SEM_WAIT_NODE_PARAMS *))lt_real[165])(hGraphExec, hNode, nodeParams);
    lt_line l;
    lt_begin(&l, "cuGraphExecExternalSemaphoresWaitNodeSetParams");
    lt_ptr(&l, "hGraphExec", (const void *)hGraphExec);
    lt_ptr(&l, "hNode", (const void *)hNode);
    lt_ptr(&l, "nodeParams", (const void *)nodeParams);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuGraphExecGetFlags(CUgraphExec hGraphExec, cuuint64_t *flags)
{
    CUresult r = lt_enter(166);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUgraphExec, cuuint64_t *))lt_real[166])(hGraphExec, flags);
    lt_line l;
    lt_begin(&l, "cuGraphExecGetFlags");
    lt_ptr(&l, "hGraphExec", (const void *)hGraphExec);
    lt_ptr(&l, "flags", (const void *)flags);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (flags) lt_hex(&l, "*flags", (unsigned long long)*flags);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuGraphExecHostNodeSetParams(CUgraphExec hGraphExec, CUgraphNode hNode, const CUDA_HOST_NODE_PARAMS *nodeParams)
{
    CUresult r = lt_enter(167);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUgraphExec, CUgraphNode, const CUDA_HOST_NODE_PARAMS *))lt_real[167])(hGraphExec, hNode, nodeParams);
    lt_line l;
    lt_begin(&l, "cuGraphExecHostNodeSetParams");
    lt_ptr(&l, "hGraphExec", (const void *)hGraphExec);
    lt_ptr(&l, "hNode", (const void *)hNode);
    lt_ptr(&l, "nodeParams", (const void *)nodeParams);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuGraphExecKernelNodeSetParams(CUgraphExec hGraphExec, CUgraphNode hNode, const CUDA_KERNEL_NODE_PARAMS_v1 *nodeParams)
{
    CUresult r = lt_enter(168);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUgraphExec, CUgraphNode, const CUDA_KERNEL_NODE_PARAMS_v1 *))lt_real[168])(hGraphExec, hNode, nodeParams);
    lt_line l;
    lt_begin(&l, "cuGraphExecKernelNodeSetParams");
    lt_ptr(&l, "hGraphExec", (const void *)hGraphExec);
    lt_ptr(&l, "hNode", (const void *)hNode);
    lt_ptr(&l, "nodeParams", (const void *)nodeParams);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuGraphExecKernelNodeSetParams_v2(CUgraphExec hGraphExec, CUgraphNode hNode, const CUDA_KERNEL_NODE_PARAMS *nodeParams)
{
    CUresult r = lt_enter(169);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUgraphExec, CUgraphNode, const CUDA_KERNEL_NODE_PARAMS *))lt_real[169])(hGraphExec, hNode, nodeParams);
    lt_line l;
    lt_begin(&l, "cuGraphExecKernelNodeSetParams_v2");
    lt_ptr(&l, "hGraphExec", (const void *)hGraphExec);
    lt_ptr(&l, "hNode", (const void *)hNode);
    lt_ptr(&l, "nodeParams", (const void *)nodeParams);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuGraphExecMemcpyNodeSetParams(CUgraphExec hGraphExec, CUgraphNode hNode, const CUDA_MEMCPY3D *copyParams, CUcontext ctx)
{
    CUresult r = lt_enter(170);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUgraphExec, CUgraphNode, const CUDA_MEMCPY3D *, CUcontext))lt_real[170])(hGraphExec, hNode, copyParams, ctx);
    lt_line l;
    lt_begin(&l, "cuGraphExecMemcpyNodeSetParams");
    lt_ptr(&l, "hGraphExec", (const void *)hGraphExec);
    lt_ptr(&l, "hNode", (const void *)hNode);
    lt_ptr(&l, "copyParams", (const void *)copyParams);
    lt_ptr(&l, "ctx", (const void *)ctx);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuGraphExecMemsetNodeSetParams(CUgraphExec hGraphExec, CUgraphNode hNode, const CUDA_MEMSET_NODE_PARAMS *memsetParams, CUcontext ctx)
{
    CUresult r = lt_enter(171);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUgraphExec, CUgraphNode, const CUDA_MEMSET_NODE_PARAMS *, CUcontext))lt_real[171])(hGraphExec, hNode, memsetParams, ctx);
    lt_line l;
    lt_begin(&l, "cuGraphExecMemsetNodeSetParams");
    lt_ptr(&l, "hGraphExec", (const void *)hGraphExec);
    lt_ptr(&l, "hNode", (const void *)hNode);
    lt_ptr(&l, "memsetParams", (const void *)memsetParams);
    lt_ptr(&l, "ctx", (const void *)ctx);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuGraphExecNodeSetParams(CUgraphExec hGraphExec, CUgraphNode hNode, CUgraphNodeParams *nodeParams)
{
    CUresult r = lt_enter(172);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUgraphExec, CUgraphNode, CUgraphNodeParams *))lt_real[172])(hGraphExec, hNode, nodeParams);
    lt_line l;
    lt_begin(&l, "cuGraphExecNodeSetParams");
    lt_ptr(&l, "hGraphExec", (const void *)hGraphExec);
    lt_ptr(&l, "hNode", (const void *)hNode);
    lt_ptr(&l, "nodeParams", (const void *)nodeParams);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuGraphExecUpdate(CUgraphExec hGraphExec, CUgraph hGraph, CUgraphNode *hErrorNode_out, CUgraphExecUpdateResult *updateResult_out)
{
    CUresult r = lt_enter(173);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUgraphExec, CUgraph, CUgraphNode *, CUgraphExecUpdateResult *))lt_real[173])(hGraphExec, hGraph, hErrorNode_out, updateResult_out);
    lt_line l;
    lt_begin(&l, "cuGraphExecUpdate");
    lt_ptr(&l, "hGraphExec", (const void *)hGraphExec);
    lt_ptr(&l, "hGraph", (const void *)hGraph);
    lt_ptr(&l, "hErrorNode_out", (const void *)hErrorNode_out);
    lt_ptr(&l, "updateResult_out", (const void *)updateResult_out);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (hErrorNode_out) lt_ptr(&l, "*hErrorNode_out", (const void *)*hErrorNode_out);
        if (updateResult_out) lt_hex(&l, "*updateResult_out", (unsigned long long)*updateResult_out);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuGraphExecUpdate_v2(CUgraphExec hGraphExec, CUgraph hGraph, CUgraphExecUpdateResultInfo *resultInfo)
{
    CUresult r = lt_enter(174);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUgraphExec, CUgraph, CUgraphExecUpdateResultInfo *))lt_real[174])(hGraphExec, hGraph, resultInfo);
    lt_line l;
    lt_begin(&l, "cuGraphExecUpdate_v2");
    lt_ptr(&l, "hGraphExec", (const void *)hGraphExec);
    lt_ptr(&l, "hGraph", (const void *)hGraph);
    lt_ptr(&l, "resultInfo", (const void *)resultInfo);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (resultInfo) lt_bytes(&l, "*resultInfo", resultInfo, sizeof *resultInfo);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuGraphExternalSemaphoresSignalNodeGetParams(CUgraphNode hNode, CUDA_EXT_SEM_SIGNAL_NODE_PARAMS *params_out)
{
    CUresult r = lt_enter(175);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUgraphNode, CUDA_EXT_SEM_SIGNAL_NODE_PARAMS *))lt_real[175])(hNode, params_out);
    lt_line l;
    lt_begin(&l, "cuGraphExternalSemaphoresSignalNodeGetParams");
    lt_ptr(&l, "hNode", (const void *)hNode);
    lt_ptr(&l, "params_out", (const void *)params_out);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (params_out) lt_bytes(&l, "*params_out", params_out, sizeof *params_out);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuGraphExternalSemaphoresSignalNodeSetParams(CUgraphNode hNode, const CUDA_EXT_SEM_SIGNAL_NODE_PARAMS *nodeParams)
{
    CUresult r = lt_enter(176);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUgraphNode, const CUDA_EXT_SEM_SIGNAL_NODE_PARAMS *))lt_real[176])(hNode, nodeParams);
    lt_line l;
    lt_begin(&l, "cuGraphExternalSemaphoresSignalNodeSetParams");
    lt_ptr(&l, "hNode", (const void *)hNode);
    lt_ptr(&l, "nodeParams", (const void *)nodeParams);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuGraphExternalSemaphoresWaitNodeGetParams(CUgraphNode hNode, CUDA_EXT_SEM_WAIT_NODE_PARAMS *params_out)
{
    CUresult r = lt_enter(177);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUgraphNode, CUDA_EXT_SEM_WAIT_NODE_PARAMS *))lt_real[177])(hNode, params_out);
    lt_line l;
    lt_begin(&l, "cuGraphExternalSemaphoresWaitNodeGetParams");
    lt_ptr(&l, "hNode", (const void *)hNode);
    lt_ptr(&l, "params_out", (const void *)params_out);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (params_out) lt_bytes(&l, "*params_out", params_out, sizeof *params_out);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuGraphExternalSemaphoresWaitNodeSetParams(CUgraphNode hNode, const CUDA_EXT_SEM_WAIT_NODE_PARAMS *nodeParams)
{
    CUresult r = lt_enter(178);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUgraphNode, const CUDA_EXT_SEM_WAIT_NODE_PARAMS *))lt_real[178])(hNode, nodeParams);
    lt_line l;
    lt_begin(&l, "cuGraphExternalSemaphoresWaitNodeSetParams");
    lt_ptr(&l, "hNode", (const void *)hNode);
    lt_ptr(&l, "nodeParams", (const void *)nodeParams);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuGraphGetEdges(CUgraph hGraph, CUgraphNode *from, CUgraphNode *to, size_t *numEdges)
{
    CUresult r = lt_enter(179);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUgraph, CUgraphNode *, CUgraphNode *, size_t *))lt_real[179])(hGraph, from, to, numEdges);
    lt_line l;
    lt_begin(&l, "cuGraphGetEdges");
    lt_ptr(&l, "hGraph", (const void *)hGraph);
    lt_ptr(&l, "from", (const void *)from);
    lt_ptr(&l, "to", (const void *)to);
    lt_ptr(&l, "numEdges", (const void *)numEdges);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (from) lt_ptr(&l, "*from", (const void *)*from);
        if (to) lt_ptr(&l, "*to", (const void *)*to);
        if (numEdges) lt_hex(&l, "*numEdges", (unsigned long long)*numEdges);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuGraphGetEdges_v2(CUgraph hGraph, CUgraphNode *from, CUgraphNode *to, CUgraphEdgeData *edgeData, size_t *numEdges)
{
    CUresult r = lt_enter(180);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUgraph, CUgraphNode *, CUgraphNode *, CUgraphEdgeData *, size_t *))lt_real[180])(hGraph, from, to, edgeData, numEdges);
    lt_line l;
    lt_begin(&l, "cuGraphGetEdges_v2");
    lt_ptr(&l, "hGraph", (const void *)hGraph);
    lt_ptr(&l, "from", (const void *)from);
    lt_ptr(&l, "to", (const void *)to);
    lt_ptr(&l, "edgeData", (const void *)edgeData);
    lt_ptr(&l, "numEdges", (const void *)numEdges);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (from) lt_ptr(&l, "*from", (const void *)*from);
        if (to) lt_ptr(&l, "*to", (const void *)*to);
        if (edgeData) lt_bytes(&l, "*edgeData", edgeData, sizeof *edgeData);
        if (numEdges) lt_hex(&l, "*numEdges", (unsigned long long)*numEdges);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuGraphGetNodes(CUgraph hGraph, CUgraphNode *nodes, size_t *numNodes)
{
    CUresult r = lt_enter(181);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUgraph, CUgraphNode *, size_t *))lt_real[181])(hGraph, nodes, numNodes);
    lt_line l;
    lt_begin(&l, "cuGraphGetNodes");
    lt_ptr(&l, "hGraph", (const void *)hGraph);
    lt_ptr(&l, "nodes", (const void *)nodes);
    lt_ptr(&l, "numNodes", (const void *)numNodes);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (nodes) lt_ptr(&l, "*nodes", (const void *)*nodes);
        if (numNodes) lt_hex(&l, "*numNodes", (unsigned long long)*numNodes);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuGraphGetRootNodes(CUgraph hGraph, CUgraphNode *rootNodes, size_t *numRootNodes)
{
    CUresult r = lt_enter(182);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUgraph, CUgraphNode *, size_t *))lt_real[182])(hGraph, rootNodes, numRootNodes);
    lt_line l;
    lt_begin(&l, "cuGraphGetRootNodes");
    lt_ptr(&l, "hGraph", (const void *)hGraph);
    lt_ptr(&l, "rootNodes", (const void *)rootNodes);
    lt_ptr(&l, "numRootNodes", (const void *)numRootNodes);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (rootNodes) lt_ptr(&l, "*rootNodes", (const void *)*rootNodes);
        if (numRootNodes) lt_hex(&l, "*numRootNodes", (unsigned long long)*numRootNodes);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuGraphHostNodeGetParams(CUgraphNode hNode, CUDA_HOST_NODE_PARAMS *nodeParams)
{
    CUresult r = lt_enter(183);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUgraphNode, CUDA_HOST_NODE_PARAMS *))lt_real[183])(hNode, nodeParams);
    lt_line l;
    lt_begin(&l, "cuGraphHostNodeGetParams");
    lt_ptr(&l, "hNode", (const void *)hNode);
    lt_ptr(&l, "nodeParams", (const void *)nodeParams);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (nodeParams) lt_bytes(&l, "*nodeParams", nodeParams, sizeof *nodeParams);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuGraphHostNodeSetParams(CUgraphNode hNode, const CUDA_HOST_NODE_PARAMS *nodeParams)
{
    CUresult r = lt_enter(184);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUgraphNode, const CUDA_HOST_NODE_PARAMS *))lt_real[184])(hNode, nodeParams);
    lt_line l;
    lt_begin(&l, "cuGraphHostNodeSetParams");
    lt_ptr(&l, "hNode", (const void *)hNode);
    lt_ptr(&l, "nodeParams", (const void *)nodeParams);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuGraphInstantiate(CUgraphExec *phGraphExec, CUgraph hGraph, CUgraphNode *phErrorNode, char *logBuffer, size_t bufferSize)
{
    CUresult r = lt_enter(185);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUgraphExec *, CUgraph, CUgraphNode *, char *, size_t))lt_real[185])(phGraphExec, hGraph, phErrorNode, logBuffer, bufferSize);
    lt_line l;
    lt_begin(&l, "cuGraphInstantiate");
    lt_ptr(&l, "phGraphExec", (const void *)phGraphExec);
    lt_ptr(&l, "hGraph", (const void *)hGraph);
    lt_ptr(&l, "phErrorNode", (const void *)phErrorNode);
    lt_ptr(&l, "logBuffer", (const void *)logBuffer);
    lt_u64(&l, "bufferSize", (unsigned long long)bufferSize);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (phGraphExec) lt_ptr(&l, "*phGraphExec", (const void *)*phGraphExec);
        if (phErrorNode) lt_ptr(&l, "*phErrorNode", (const void *)*phErrorNode);
        if (logBuffer) lt_i64(&l, "*logBuffer", (long long)*logBuffer);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuGraphInstantiateWithFlags(CUgraphExec *phGraphExec, CUgraph hGraph, unsigned long long flags)
{
    CUresult r = lt_enter(186);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUgraphExec *, CUgraph, unsigned long long))lt_real[186])(phGraphExec, hGraph, flags);
    lt_line l;
    lt_begin(&l, "cuGraphInstantiateWithFlags");
    lt_ptr(&l, "phGraphExec", (const void *)phGraphExec);
    lt_ptr(&l, "hGraph", (const void *)hGraph);
    lt_u64(&l, "flags", (unsigned long long)flags);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (phGraphExec) lt_ptr(&l, "*phGraphExec", (const void *)*phGraphExec);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuGraphInstantiateWithParams(CUgraphExec *phGraphExec, CUgraph hGraph, CUDA_GRAPH_INSTANTIATE_PARAMS *instantiateParams)
{
    CUresult r = lt_enter(187);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUgraphExec *, CUgraph, CUDA_GRAPH_INSTANTIATE_PARAMS *))lt_real[187])(phGraphExec, hGraph, instantiateParams);
    lt_line l;
    lt_begin(&l, "cuGraphInstantiateWithParams");
    lt_ptr(&l, "phGraphExec", (const void *)phGraphExec);
    lt_ptr(&l, "hGraph", (const void *)hGraph);
    lt_ptr(&l, "instantiateParams", (const void *)instantiateParams);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (phGraphExec) lt_ptr(&l, "*phGraphExec", (const void *)*phGraphExec);
        if (instantiateParams) lt_bytes(&l, "*instantiateParams", instantiateParams, sizeof *instantiateParams);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuGraphInstantiateWithParams_ptsz(CUgraphExec *phGraphExec, CUgraph hGraph, CUDA_GRAPH_INSTANTIATE_PARAMS *instantiateParams)
{
    CUresult r = lt_enter(188);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUgraphExec *, CUgraph, CUDA_GRAPH_INSTANTIATE_PARAMS *))lt_real[188])(phGraphExec, hGraph, instantiateParams);
    lt_line l;
    lt_begin(&l, "cuGraphInstantiateWithParams_ptsz");
    lt_ptr(&l, "phGraphExec", (const void *)phGraphExec);
    lt_ptr(&l, "hGraph", (const void *)hGraph);
    lt_ptr(&l, "instantiateParams", (const void *)instantiateParams);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (phGraphExec) lt_ptr(&l, "*phGraphExec", (const void *)*phGraphExec);
        if (instantiateParams) lt_bytes(&l, "*instantiateParams", instantiateParams, sizeof *instantiateParams);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuGraphInstantiate_v2(CUgraphExec *phGraphExec, CUgraph hGraph, CUgraphNode *phErrorNode, char *logBuffer, size_t bufferSize)
{
    CUresult r = lt_enter(189);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUgraphExec *, CUgraph, CUgraphNode *, char *, size_t))lt_real[189])(phGraphExec, hGraph, phErrorNode, logBuffer, bufferSize);
    lt_line l;
    lt_begin(&l, "cuGraphInstantiate_v2");
    lt_ptr(&l, "phGraphExec", (const void *)phGraphExec);
    lt_ptr(&l, "hGraph", (const void *)hGraph);
    lt_ptr(&l, "phErrorNode", (const void *)phErrorNode);
    lt_ptr(&l, "logBuffer", (const void *)logBuffer);
    lt_u64(&l, "bufferSize", (unsigned long long)bufferSize);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (phGraphExec) lt_ptr(&l, "*phGraphExec", (const void *)*phGraphExec);
        if (phErrorNode) lt_ptr(&l, "*phErrorNode", (const void *)*phErrorNode);
        if (logBuffer) lt_i64(&l, "*logBuffer", (long long)*logBuffer);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuGraphKernelNodeCopyAttributes(CUgraphNode dst, CUgraphNode src)
{
    CUresult r = lt_enter(190);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUgraphNode, CUgraphNode))lt_real[190])(dst, src);
    lt_line l;
    lt_begin(&l, "cuGraphKernelNodeCopyAttributes");
    lt_ptr(&l, "dst", (const void *)dst);
    lt_ptr(&l, "src", (const void *)src);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuGraphKernelNodeGetAttribute(CUgraphNode hNode, CUkernelNodeAttrID attr, CUkernelNodeAttrValue *value_out)
{
    CUresult r = lt_enter(191);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUgraphNode, CUkernelNodeAttrID, CUkernelNodeAttrValue *))lt_real[191])(hNode, attr, value_out);
    lt_line l;
    lt_begin(&l, "cuGraphKernelNodeGetAttribute");
    lt_ptr(&l, "hNode", (const void *)hNode);
    lt_u64(&l, "attr", (unsigned long long)attr);
    lt_ptr(&l, "value_out", (const void *)value_out);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (value_out) lt_bytes(&l, "*value_out", value_out, sizeof *value_out);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuGraphKernelNodeGetParams(CUgraphNode hNode, CUDA_KERNEL_NODE_PARAMS_v1 *nodeParams)
{
    CUresult r = lt_enter(192);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUgraphNode, CUDA_KERNEL_NODE_PARAMS_v1 *))lt_real[192])(hNode, nodeParams);
    lt_line l;
    lt_begin(&l, "cuGraphKernelNodeGetParams");
    lt_ptr(&l, "hNode", (const void *)hNode);
    lt_ptr(&l, "nodeParams", (const void *)nodeParams);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (nodeParams) lt_bytes(&l, "*nodeParams", nodeParams, sizeof *nodeParams);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuGraphKernelNodeGetParams_v2(CUgraphNode hNode, CUDA_KERNEL_NODE_PARAMS *nodeParams)
{
    CUresult r = lt_enter(193);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUgraphNode, CUDA_KERNEL_NODE_PARAMS *))lt_real[193])(hNode, nodeParams);
    lt_line l;
    lt_begin(&l, "cuGraphKernelNodeGetParams_v2");
    lt_ptr(&l, "hNode", (const void *)hNode);
    lt_ptr(&l, "nodeParams", (const void *)nodeParams);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (nodeParams) lt_bytes(&l, "*nodeParams", nodeParams, sizeof *nodeParams);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuGraphKernelNodeSetAttribute(CUgraphNode hNode, CUkernelNodeAttrID attr, const CUkernelNodeAttrValue *value)
{
    CUresult r = lt_enter(194);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUgraphNode, CUkernelNodeAttrID, const CUkernelNodeAttrValue *))lt_real[194])(hNode, attr, value);
    lt_line l;
    lt_begin(&l, "cuGraphKernelNodeSetAttribute");
    lt_ptr(&l, "hNode", (const void *)hNode);
    lt_u64(&l, "attr", (unsigned long long)attr);
    lt_ptr(&l, "value", (const void *)value);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuGraphKernelNodeSetParams(CUgraphNode hNode, const CUDA_KERNEL_NODE_PARAMS_v1 *nodeParams)
{
    CUresult r = lt_enter(195);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUgraphNode, const CUDA_KERNEL_NODE_PARAMS_v1 *))lt_real[195])(hNode, nodeParams);
    lt_line l;
    lt_begin(&l, "cuGraphKernelNodeSetParams");
    lt_ptr(&l, "hNode", (const void *)hNode);
    lt_ptr(&l, "nodeParams", (const void *)nodeParams);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuGraphKernelNodeSetParams_v2(CUgraphNode hNode, const CUDA_KERNEL_NODE_PARAMS *nodeParams)
{
    CUresult r = lt_enter(196);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUgraphNode, const CUDA_KERNEL_NODE_PARAMS *))lt_real[196])(hNode, nodeParams);
    lt_line l;
    lt_begin(&l, "cuGraphKernelNodeSetParams_v2");
    lt_ptr(&l, "hNode", (const void *)hNode);
    lt_ptr(&l, "nodeParams", (const void *)nodeParams);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuGraphLaunch(CUgraphExec hGraph, CUstream hStream)
{
    CUresult r = lt_enter(197);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUgraphExec, CUstream))lt_real[197])(hGraph, hStream);
    lt_line l;
    lt_begin(&l, "cuGraphLaunch");
    lt_ptr(&l, "hGraph", (const void *)hGraph);
    lt_ptr(&l, "hStream", (const void *)hStream);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuGraphLaunch_ptsz(CUgraphExec hGraphExec, CUstream hStream)
{
    CUresult r = lt_enter(198);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUgraphExec, CUstream))lt_real[198])(hGraphExec, hStream);
    lt_line l;
    lt_begin(&l, "cuGraphLaunch_ptsz");
    lt_ptr(&l, "hGraphExec", (const void *)hGraphExec);
    lt_ptr(&l, "hStream", (const void *)hStream);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuGraphMemAllocNodeGetParams(CUgraphNode hNode, CUDA_MEM_ALLOC_NODE_PARAMS *params_out)
{
    CUresult r = lt_enter(199);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUgraphNode, CUDA_MEM_ALLOC_NODE_PARAMS *))lt_real[199])(hNode, params_out);
    lt_line l;
    lt_begin(&l, "cuGraphMemAllocNodeGetParams");
    lt_ptr(&l, "hNode", (const void *)hNode);
    lt_ptr(&l, "params_out", (const void *)params_out);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (params_out) lt_bytes(&l, "*params_out", params_out, sizeof *params_out);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuGraphMemFreeNodeGetParams(CUgraphNode hNode, CUdeviceptr *dptr_out)
{
    CUresult r = lt_enter(200);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUgraphNode, CUdeviceptr *))lt_real[200])(hNode, dptr_out);
    lt_line l;
    lt_begin(&l, "cuGraphMemFreeNodeGetParams");
    lt_ptr(&l, "hNode", (const void *)hNode);
    lt_ptr(&l, "dptr_out", (const void *)dptr_out);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (dptr_out) lt_hex(&l, "*dptr_out", (unsigned long long)*dptr_out);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuGraphMemcpyNodeGetParams(CUgraphNode hNode, CUDA_MEMCPY3D *nodeParams)
{
    CUresult r = lt_enter(201);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUgraphNode, CUDA_MEMCPY3D *))lt_real[201])(hNode, nodeParams);
    lt_line l;
    lt_begin(&l, "cuGraphMemcpyNodeGetParams");
    lt_ptr(&l, "hNode", (const void *)hNode);
    lt_ptr(&l, "nodeParams", (const void *)nodeParams);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuGraphMemcpyNodeSetParams(CUgraphNode hNode, const CUDA_MEMCPY3D *nodeParams)
{
    CUresult r = lt_enter(202);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUgraphNode, const CUDA_MEMCPY3D *))lt_real[202])(hNode, nodeParams);
    lt_line l;
    lt_begin(&l, "cuGraphMemcpyNodeSetParams");
    lt_ptr(&l, "hNode", (const void *)hNode);
    lt_ptr(&l, "nodeParams", (const void *)nodeParams);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuGraphMemsetNodeGetParams(CUgraphNode hNode, CUDA_MEMSET_NODE_PARAMS *nodeParams)
{
    CUresult r = lt_enter(203);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUgraphNode, CUDA_MEMSET_NODE_PARAMS *))lt_real[203])(hNode, nodeParams);
    lt_line l;
    lt_begin(&l, "cuGraphMemsetNodeGetParams");
    lt_ptr(&l, "hNode", (const void *)hNode);
    lt_ptr(&l, "nodeParams", (const void *)nodeParams);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (nodeParams) lt_bytes(&l, "*nodeParams", nodeParams, sizeof *nodeParams);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuGraphMemsetNodeSetParams(CUgraphNode hNode, const CUDA_MEMSET_NODE_PARAMS *nodeParams)
{
    CUresult r = lt_enter(204);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUgraphNode, const CUDA_MEMSET_NODE_PARAMS *))lt_real[204])(hNode, nodeParams);
    lt_line l;
    lt_begin(&l, "cuGraphMemsetNodeSetParams");
    lt_ptr(&l, "hNode", (const void *)hNode);
    lt_ptr(&l, "nodeParams", (const void *)nodeParams);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuGraphNodeFindInClone(CUgraphNode *phNode, CUgraphNode hOriginalNode, CUgraph hClonedGraph)
{
    CUresult r = lt_enter(205);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUgraphNode *, CUgraphNode, CUgraph))lt_real[205])(phNode, hOriginalNode, hClonedGraph);
    lt_line l;
    lt_begin(&l, "cuGraphNodeFindInClone");
    lt_ptr(&l, "phNode", (const void *)phNode);
    lt_ptr(&l, "hOriginalNode", (const void *)hOriginalNode);
    lt_ptr(&l, "hClonedGraph", (const void *)hClonedGraph);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (phNode) lt_ptr(&l, "*phNode", (const void *)*phNode);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuGraphNodeGetDependencies(CUgraphNode hNode, CUgraphNode *dependencies, size_t *numDependencies)
{
    CUresult r = lt_enter(206);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUgraphNode, CUgraphNode *, size_t *))lt_real[206])(hNode, dependencies, numDependencies);
    lt_line l;
    lt_begin(&l, "cuGraphNodeGetDependencies");
    lt_ptr(&l, "hNode", (const void *)hNode);
    lt_ptr(&l, "dependencies", (const void *)dependencies);
    lt_ptr(&l, "numDependencies", (const void *)numDependencies);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (dependencies) lt_ptr(&l, "*dependencies", (const void *)*dependencies);
        if (numDependencies) lt_hex(&l, "*numDependencies", (unsigned long long)*numDependencies);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuGraphNodeGetDependencies_v2(CUgraphNode hNode, CUgraphNode *dependencies, CUgraphEdgeData *edgeData, size_t *numDependencies)
{
    CUresult r = lt_enter(207);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUgraphNode, CUgraphNode *, CUgraphEdgeData *, size_t *))lt_real[207])(hNode, dependencies, edgeData, numDependencies);
    lt_line l;
    lt_begin(&l, "cuGraphNodeGetDependencies_v2");
    lt_ptr(&l, "hNode", (const void *)hNode);
    lt_ptr(&l, "dependencies", (const void *)dependencies);
    lt_ptr(&l, "edgeData", (const void *)edgeData);
    lt_ptr(&l, "numDependencies", (const void *)numDependencies);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (dependencies) lt_ptr(&l, "*dependencies", (const void *)*dependencies);
        if (edgeData) lt_bytes(&l, "*edgeData", edgeData, sizeof *edgeData);
        if (numDependencies) lt_hex(&l, "*numDependencies", (unsigned long long)*numDependencies);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuGraphNodeGetDependentNodes(CUgraphNode hNode, CUgraphNode *dependentNodes, size_t *numDependentNodes)
{
    CUresult r = lt_enter(208);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUgraphNode, CUgraphNode *, size_t *))lt_real[208])(hNode, dependentNodes, numDependentNodes);
    lt_line l;
    lt_begin(&l, "cuGraphNodeGetDependentNodes");
    lt_ptr(&l, "hNode", (const void *)hNode);
    lt_ptr(&l, "dependentNodes", (const void *)dependentNodes);
    lt_ptr(&l, "numDependentNodes", (const void *)numDependentNodes);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (dependentNodes) lt_ptr(&l, "*dependentNodes", (const void *)*dependentNodes);
        if (numDependentNodes) lt_hex(&l, "*numDependentNodes", (unsigned long long)*numDependentNodes);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuGraphNodeGetDependentNodes_v2(CUgraphNode hNode, CUgraphNode *dependentNodes, CUgraphEdgeData *edgeData, size_t *numDependentNodes)
{
    CUresult r = lt_enter(209);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUgraphNode, CUgraphNode *, CUgraphEdgeData *, size_t *))lt_real[209])(hNode, dependentNodes, edgeData, numDependentNodes);
    lt_line l;
    lt_begin(&l, "cuGraphNodeGetDependentNodes_v2");
    lt_ptr(&l, "hNode", (const void *)hNode);
    lt_ptr(&l, "dependentNodes", (const void *)dependentNodes);
    lt_ptr(&l, "edgeData", (const void *)edgeData);
    lt_ptr(&l, "numDependentNodes", (const void *)numDependentNodes);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (dependentNodes) lt_ptr(&l, "*dependentNodes", (const void *)*dependentNodes);
        if (edgeData) lt_bytes(&l, "*edgeData", edgeData, sizeof *edgeData);
        if (numDependentNodes) lt_hex(&l, "*numDependentNodes", (unsigned long long)*numDependentNodes);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuGraphNodeGetEnabled(CUgraphExec hGraphExec, CUgraphNode hNode, unsigned int *isEnabled)
{
    CUresult r = lt_enter(210);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUgraphExec, CUgraphNode, unsigned int *))lt_real[210])(hGraphExec, hNode, isEnabled);
    lt_line l;
    lt_begin(&l, "cuGraphNodeGetEnabled");
    lt_ptr(&l, "hGraphExec", (const void *)hGraphExec);
    lt_ptr(&l, "hNode", (const void *)hNode);
    lt_ptr(&l, "isEnabled", (const void *)isEnabled);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (isEnabled) lt_hex(&l, "*isEnabled", (unsigned long long)*isEnabled);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuGraphNodeGetType(CUgraphNode hNode, CUgraphNodeType *type)
{
    CUresult r = lt_enter(211);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUgraphNode, CUgraphNodeType *))lt_real[211])(hNode, type);
    lt_line l;
    lt_begin(&l, "cuGraphNodeGetType");
    lt_ptr(&l, "hNode", (const void *)hNode);
    lt_ptr(&l, "type", (const void *)type);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (type) lt_hex(&l, "*type", (unsigned long long)*type);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuGraphNodeSetEnabled(CUgraphExec hGraphExec, CUgraphNode hNode, unsigned int isEnabled)
{
    CUresult r = lt_enter(212);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUgraphExec, CUgraphNode, unsigned int))lt_real[212])(hGraphExec, hNode, isEnabled);
    lt_line l;
    lt_begin(&l, "cuGraphNodeSetEnabled");
    lt_ptr(&l, "hGraphExec", (const void *)hGraphExec);
    lt_ptr(&l, "hNode", (const void *)hNode);
    lt_u64(&l, "isEnabled", (unsigned long long)isEnabled);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuGraphNodeSetParams(CUgraphNode hNode, CUgraphNodeParams *nodeParams)
{
    CUresult r = lt_enter(213);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUgraphNode, CUgraphNodeParams *))lt_real[213])(hNode, nodeParams);
    lt_line l;
    lt_begin(&l, "cuGraphNodeSetParams");
    lt_ptr(&l, "hNode", (const void *)hNode);
    lt_ptr(&l, "nodeParams", (const void *)nodeParams);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuGraphReleaseUserObject(CUgraph graph, CUuserObject object, unsigned int count)
{
    CUresult r = lt_enter(214);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUgraph, CUuserObject, unsigned int))lt_real[214])(graph, object, count);
    lt_line l;
    lt_begin(&l, "cuGraphReleaseUserObject");
    lt_ptr(&l, "graph", (const void *)graph);
    lt_ptr(&l, "object", (const void *)object);
    lt_u64(&l, "count", (unsigned long long)count);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuGraphRemoveDependencies(CUgraph hGraph, const CUgraphNode *from, const CUgraphNode *to, size_t numDependencies)
{
    CUresult r = lt_enter(215);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUgraph, const CUgraphNode *, const CUgraphNode *, size_t))lt_real[215])(hGraph, from, to, numDependencies);
    lt_line l;
    lt_begin(&l, "cuGraphRemoveDependencies");
    lt_ptr(&l, "hGraph", (const void *)hGraph);
    lt_ptr(&l, "from", (const void *)from);
    lt_ptr(&l, "to", (const void *)to);
    lt_u64(&l, "numDependencies", (unsigned long long)numDependencies);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuGraphRemoveDependencies_v2(CUgraph hGraph, const CUgraphNode *from, const CUgraphNode *to, const CUgraphEdgeData *edgeData, size_t numDependencies)
{
    CUresult r = lt_enter(216);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUgraph, const CUgraphNode *, const CUgraphNode *, const CUgraphEdgeData *, size_t))lt_real[216])(hGraph, from, to, edgeData, numDependencies);
    lt_line l;
    lt_begin(&l, "cuGraphRemoveDependencies_v2");
    lt_ptr(&l, "hGraph", (const void *)hGraph);
    lt_ptr(&l, "from", (const void *)from);
    lt_ptr(&l, "to", (const void *)to);
    lt_ptr(&l, "edgeData", (const void *)edgeData);
    lt_u64(&l, "numDependencies", (unsigned long long)numDependencies);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuGraphRetainUserObject(CUgraph graph, CUuserObject object, unsigned int count, unsigned int flags)
{
    CUresult r = lt_enter(217);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUgraph, CUuserObject, unsigned int, unsigned int))lt_real[217])(graph, object, count, flags);
    lt_line l;
    lt_begin(&l, "cuGraphRetainUserObject");
    lt_ptr(&l, "graph", (const void *)graph);
    lt_ptr(&l, "object", (const void *)object);
    lt_u64(&l, "count", (unsigned long long)count);
    lt_u64(&l, "flags", (unsigned long long)flags);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuGraphUpload(CUgraphExec hGraph, CUstream hStream)
{
    CUresult r = lt_enter(218);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUgraphExec, CUstream))lt_real[218])(hGraph, hStream);
    lt_line l;
    lt_begin(&l, "cuGraphUpload");
    lt_ptr(&l, "hGraph", (const void *)hGraph);
    lt_ptr(&l, "hStream", (const void *)hStream);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuGraphUpload_ptsz(CUgraphExec hGraphExec, CUstream hStream)
{
    CUresult r = lt_enter(219);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUgraphExec, CUstream))lt_real[219])(hGraphExec, hStream);
    lt_line l;
    lt_begin(&l, "cuGraphUpload_ptsz");
    lt_ptr(&l, "hGraphExec", (const void *)hGraphExec);
    lt_ptr(&l, "hStream", (const void *)hStream);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuGraphicsMapResources(unsigned int count, CUgraphicsResource *resources, CUstream hStream)
{
    CUresult r = lt_enter(220);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(unsigned int, CUgraphicsResource *, CUstream))lt_real[220])(count, resources, hStream);
    lt_line l;
    lt_begin(&l, "cuGraphicsMapResources");
    lt_u64(&l, "count", (unsigned long long)count);
    lt_ptr(&l, "resources", (const void *)resources);
    lt_ptr(&l, "hStream", (const void *)hStream);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (resources) lt_ptr(&l, "*resources", (const void *)*resources);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuGraphicsMapResources_ptsz(unsigned int count, CUgraphicsResource *resources, CUstream hStream)
{
    CUresult r = lt_enter(221);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(unsigned int, CUgraphicsResource *, CUstream))lt_real[221])(count, resources, hStream);
    lt_line l;
    lt_begin(&l, "cuGraphicsMapResources_ptsz");
    lt_u64(&l, "count", (unsigned long long)count);
    lt_ptr(&l, "resources", (const void *)resources);
    lt_ptr(&l, "hStream", (const void *)hStream);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (resources) lt_ptr(&l, "*resources", (const void *)*resources);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuGraphicsResourceGetMappedMipmappedArray(CUmipmappedArray *pMipmappedArray, CUgraphicsResource resource)
{
    CUresult r = lt_enter(222);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUmipmappedArray *, CUgraphicsResource))lt_real[222])(pMipmappedArray, resource);
    lt_line l;
    lt_begin(&l, "cuGraphicsResourceGetMappedMipmappedArray");
    lt_ptr(&l, "pMipmappedArray", (const void *)pMipmappedArray);
    lt_ptr(&l, "resource", (const void *)resource);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (pMipmappedArray) lt_ptr(&l, "*pMipmappedArray", (const void *)*pMipmappedArray);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuGraphicsResourceGetMappedPointer(CUdeviceptr_v1 *pDevPtr, unsigned int *pSize, CUgraphicsResource resource)
{
    CUresult r = lt_enter(223);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUdeviceptr_v1 *, unsigned int *, CUgraphicsResource))lt_real[223])(pDevPtr, pSize, resource);
    lt_line l;
    lt_begin(&l, "cuGraphicsResourceGetMappedPointer");
    lt_ptr(&l, "pDevPtr", (const void *)pDevPtr);
    lt_ptr(&l, "pSize", (const void *)pSize);
    lt_ptr(&l, "resource", (const void *)resource);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (pDevPtr) lt_hex(&l, "*pDevPtr", (unsigned long long)*pDevPtr);
        if (pSize) lt_hex(&l, "*pSize", (unsigned long long)*pSize);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuGraphicsResourceGetMappedPointer_v2(CUdeviceptr *pDevPtr, size_t *pSize, CUgraphicsResource resource)
{
    CUresult r = lt_enter(224);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUdeviceptr *, size_t *, CUgraphicsResource))lt_real[224])(pDevPtr, pSize, resource);
    lt_line l;
    lt_begin(&l, "cuGraphicsResourceGetMappedPointer_v2");
    lt_ptr(&l, "pDevPtr", (const void *)pDevPtr);
    lt_ptr(&l, "pSize", (const void *)pSize);
    lt_ptr(&l, "resource", (const void *)resource);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (pDevPtr) lt_hex(&l, "*pDevPtr", (unsigned long long)*pDevPtr);
        if (pSize) lt_hex(&l, "*pSize", (unsigned long long)*pSize);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuGraphicsResourceSetMapFlags(CUgraphicsResource resource, unsigned int flags)
{
    CUresult r = lt_enter(225);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUgraphicsResource, unsigned int))lt_real[225])(resource, flags);
    lt_line l;
    lt_begin(&l, "cuGraphicsResourceSetMapFlags");
    lt_ptr(&l, "resource", (const void *)resource);
    lt_u64(&l, "flags", (unsigned long long)flags);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuGraphicsResourceSetMapFlags_v2(CUgraphicsResource resource, unsigned int flags)
{
    CUresult r = lt_enter(226);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUgraphicsResource, unsigned int))lt_real[226])(resource, flags);
    lt_line l;
    lt_begin(&l, "cuGraphicsResourceSetMapFlags_v2");
    lt_ptr(&l, "resource", (const void *)resource);
    lt_u64(&l, "flags", (unsigned long long)flags);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuGraphicsSubResourceGetMappedArray(CUarray *pArray, CUgraphicsResource resource, unsigned int arrayIndex, unsigned int mipLevel)
{
    CUresult r = lt_enter(227);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUarray *, CUgraphicsResource, unsigned int, unsigned int))lt_real[227])(pArray, resource, arrayIndex, mipLevel);
    lt_line l;
    lt_begin(&l, "cuGraphicsSubResourceGetMappedArray");
    lt_ptr(&l, "pArray", (const void *)pArray);
    lt_ptr(&l, "resource", (const void *)resource);
    lt_u64(&l, "arrayIndex", (unsigned long long)arrayIndex);
    lt_u64(&l, "mipLevel", (unsigned long long)mipLevel);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (pArray) lt_ptr(&l, "*pArray", (const void *)*pArray);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuGraphicsUnmapResources(unsigned int count, CUgraphicsResource *resources, CUstream hStream)
{
    CUresult r = lt_enter(228);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(unsigned int, CUgraphicsResource *, CUstream))lt_real[228])(count, resources, hStream);
    lt_line l;
    lt_begin(&l, "cuGraphicsUnmapResources");
    lt_u64(&l, "count", (unsigned long long)count);
    lt_ptr(&l, "resources", (const void *)resources);
    lt_ptr(&l, "hStream", (const void *)hStream);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (resources) lt_ptr(&l, "*resources", (const void *)*resources);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuGraphicsUnmapResources_ptsz(unsigned int count, CUgraphicsResource *resources, CUstream hStream)
{
    CUresult r = lt_enter(229);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(unsigned int, CUgraphicsResource *, CUstream))lt_real[229])(count, resources, hStream);
    lt_line l;
    lt_begin(&l, "cuGraphicsUnmapResources_ptsz");
    lt_u64(&l, "count", (unsigned long long)count);
    lt_ptr(&l, "resources", (const void *)resources);
    lt_ptr(&l, "hStream", (const void *)hStream);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (resources) lt_ptr(&l, "*resources", (const void *)*resources);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuGraphicsUnregisterResource(CUgraphicsResource resource)
{
    CUresult r = lt_enter(230);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUgraphicsResource))lt_real[230])(resource);
    lt_line l;
    lt_begin(&l, "cuGraphicsUnregisterResource");
    lt_ptr(&l, "resource", (const void *)resource);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuGreenCtxCreate(CUgreenCtx *phCtx, CUdevResourceDesc desc, CUdevice dev, unsigned int flags)
{
    CUresult r = lt_enter(231);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUgreenCtx *, CUdevResourceDesc, CUdevice, unsigned int))lt_real[231])(phCtx, desc, dev, flags);
    lt_line l;
    lt_begin(&l, "cuGreenCtxCreate");
    lt_ptr(&l, "phCtx", (const void *)phCtx);
    lt_ptr(&l, "desc", (const void *)desc);
    lt_i64(&l, "dev", (long long)dev);
    lt_u64(&l, "flags", (unsigned long long)flags);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (phCtx) lt_ptr(&l, "*phCtx", (const void *)*phCtx);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuGreenCtxDestroy(CUgreenCtx hCtx)
{
    CUresult r = lt_enter(232);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUgreenCtx))lt_real[232])(hCtx);
    lt_line l;
    lt_begin(&l, "cuGreenCtxDestroy");
    lt_ptr(&l, "hCtx", (const void *)hCtx);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuGreenCtxGetDevResource(CUgreenCtx hCtx, CUdevResource *resource, CUdevResourceType type)
{
    CUresult r = lt_enter(233);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUgreenCtx, CUdevResource *, CUdevResourceType))lt_real[233])(hCtx, resource, type);
    lt_line l;
    lt_begin(&l, "cuGreenCtxGetDevResource");
    lt_ptr(&l, "hCtx", (const void *)hCtx);
    lt_ptr(&l, "resource", (const void *)resource);
    lt_u64(&l, "type", (unsigned long long)type);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuGreenCtxGetId(CUgreenCtx greenCtx, unsigned long long *greenCtxId)
{
    CUresult r = lt_enter(234);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUgreenCtx, unsigned long long *))lt_real[234])(greenCtx, greenCtxId);
    lt_line l;
    lt_begin(&l, "cuGreenCtxGetId");
    lt_ptr(&l, "greenCtx", (const void *)greenCtx);
    lt_ptr(&l, "greenCtxId", (const void *)greenCtxId);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (greenCtxId) lt_hex(&l, "*greenCtxId", (unsigned long long)*greenCtxId);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuGreenCtxRecordEvent(CUgreenCtx hCtx, CUevent hEvent)
{
    CUresult r = lt_enter(235);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUgreenCtx, CUevent))lt_real[235])(hCtx, hEvent);
    lt_line l;
    lt_begin(&l, "cuGreenCtxRecordEvent");
    lt_ptr(&l, "hCtx", (const void *)hCtx);
    lt_ptr(&l, "hEvent", (const void *)hEvent);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuGreenCtxStreamCreate(CUstream *phStream, CUgreenCtx greenCtx, unsigned int flags, int priority)
{
    CUresult r = lt_enter(236);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUstream *, CUgreenCtx, unsigned int, int))lt_real[236])(phStream, greenCtx, flags, priority);
    lt_line l;
    lt_begin(&l, "cuGreenCtxStreamCreate");
    lt_ptr(&l, "phStream", (const void *)phStream);
    lt_ptr(&l, "greenCtx", (const void *)greenCtx);
    lt_u64(&l, "flags", (unsigned long long)flags);
    lt_i64(&l, "priority", (long long)priority);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (phStream) lt_ptr(&l, "*phStream", (const void *)*phStream);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuGreenCtxWaitEvent(CUgreenCtx hCtx, CUevent hEvent)
{
    CUresult r = lt_enter(237);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUgreenCtx, CUevent))lt_real[237])(hCtx, hEvent);
    lt_line l;
    lt_begin(&l, "cuGreenCtxWaitEvent");
    lt_ptr(&l, "hCtx", (const void *)hCtx);
    lt_ptr(&l, "hEvent", (const void *)hEvent);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuImportExternalMemory(CUexternalMemory *extMem_out, const CUDA_EXTERNAL_MEMORY_HANDLE_DESC *memHandleDesc)
{
    CUresult r = lt_enter(238);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUexternalMemory *, const CUDA_EXTERNAL_MEMORY_HANDLE_DESC *))lt_real[238])(extMem_out, memHandleDesc);
    lt_line l;
    lt_begin(&l, "cuImportExternalMemory");
    lt_ptr(&l, "extMem_out", (const void *)extMem_out);
    lt_ptr(&l, "memHandleDesc", (const void *)memHandleDesc);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (extMem_out) lt_ptr(&l, "*extMem_out", (const void *)*extMem_out);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuImportExternalSemaphore(CUexternalSemaphore *extSem_out, const CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC *semHandleDesc)
{
    CUresult r = lt_enter(239);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUexternalSemaphore *, const CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC *))lt_real[239])(extSem_out, semHandleDesc);
    lt_line l;
    lt_begin(&l, "cuImportExternalSemaphore");
    lt_ptr(&l, "extSem_out", (const void *)extSem_out);
    lt_ptr(&l, "semHandleDesc", (const void *)semHandleDesc);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (extSem_out) lt_ptr(&l, "*extSem_out", (const void *)*extSem_out);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuInit(unsigned int Flags)
{
    CUresult r = lt_enter(240);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(unsigned int))lt_real[240])(Flags);
    lt_line l;
    lt_begin(&l, "cuInit");
    lt_u64(&l, "Flags", (unsigned long long)Flags);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuIpcCloseMemHandle(CUdeviceptr dptr)
{
    CUresult r = lt_enter(241);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUdeviceptr))lt_real[241])(dptr);
    lt_line l;
    lt_begin(&l, "cuIpcCloseMemHandle");
    lt_hex(&l, "dptr", (unsigned long long)dptr);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuIpcGetEventHandle(CUipcEventHandle *pHandle, CUevent event)
{
    CUresult r = lt_enter(242);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUipcEventHandle *, CUevent))lt_real[242])(pHandle, event);
    lt_line l;
    lt_begin(&l, "cuIpcGetEventHandle");
    lt_ptr(&l, "pHandle", (const void *)pHandle);
    lt_ptr(&l, "event", (const void *)event);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (pHandle) lt_bytes(&l, "*pHandle", pHandle, sizeof *pHandle);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuIpcGetMemHandle(CUipcMemHandle *pHandle, CUdeviceptr dptr)
{
    CUresult r = lt_enter(243);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUipcMemHandle *, CUdeviceptr))lt_real[243])(pHandle, dptr);
    lt_line l;
    lt_begin(&l, "cuIpcGetMemHandle");
    lt_ptr(&l, "pHandle", (const void *)pHandle);
    lt_hex(&l, "dptr", (unsigned long long)dptr);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (pHandle) lt_bytes(&l, "*pHandle", pHandle, sizeof *pHandle);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuIpcOpenEventHandle(CUevent *phEvent, CUipcEventHandle handle)
{
    CUresult r = lt_enter(244);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUevent *, CUipcEventHandle))lt_real[244])(phEvent, handle);
    lt_line l;
    lt_begin(&l, "cuIpcOpenEventHandle");
    lt_ptr(&l, "phEvent", (const void *)phEvent);
    lt_bytes(&l, "handle", &handle, sizeof handle);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (phEvent) lt_ptr(&l, "*phEvent", (const void *)*phEvent);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuIpcOpenMemHandle(CUdeviceptr *pdptr, CUipcMemHandle handle, unsigned int Flags)
{
    CUresult r = lt_enter(245);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUdeviceptr *, CUipcMemHandle, unsigned int))lt_real[245])(pdptr, handle, Flags);
    lt_line l;
    lt_begin(&l, "cuIpcOpenMemHandle");
    lt_ptr(&l, "pdptr", (const void *)pdptr);
    lt_bytes(&l, "handle", &handle, sizeof handle);
    lt_u64(&l, "Flags", (unsigned long long)Flags);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (pdptr) lt_hex(&l, "*pdptr", (unsigned long long)*pdptr);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuIpcOpenMemHandle_v2(CUdeviceptr *pdptr, CUipcMemHandle handle, unsigned int Flags)
{
    CUresult r = lt_enter(246);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUdeviceptr *, CUipcMemHandle, unsigned int))lt_real[246])(pdptr, handle, Flags);
    lt_line l;
    lt_begin(&l, "cuIpcOpenMemHandle_v2");
    lt_ptr(&l, "pdptr", (const void *)pdptr);
    lt_bytes(&l, "handle", &handle, sizeof handle);
    lt_u64(&l, "Flags", (unsigned long long)Flags);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (pdptr) lt_hex(&l, "*pdptr", (unsigned long long)*pdptr);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuKernelGetAttribute(int *pi, CUfunction_attribute attrib, CUkernel kernel, CUdevice dev)
{
    CUresult r = lt_enter(247);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(int *, CUfunction_attribute, CUkernel, CUdevice))lt_real[247])(pi, attrib, kernel, dev);
    lt_line l;
    lt_begin(&l, "cuKernelGetAttribute");
    lt_ptr(&l, "pi", (const void *)pi);
    lt_u64(&l, "attrib", (unsigned long long)attrib);
    lt_ptr(&l, "kernel", (const void *)kernel);
    lt_i64(&l, "dev", (long long)dev);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (pi) lt_i64(&l, "*pi", (long long)*pi);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuKernelGetFunction(CUfunction *pFunc, CUkernel kernel)
{
    CUresult r = lt_enter(248);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUfunction *, CUkernel))lt_real[248])(pFunc, kernel);
    lt_line l;
    lt_begin(&l, "cuKernelGetFunction");
    lt_ptr(&l, "pFunc", (const void *)pFunc);
    lt_ptr(&l, "kernel", (const void *)kernel);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (pFunc) lt_ptr(&l, "*pFunc", (const void *)*pFunc);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuKernelGetLibrary(CUlibrary *pLib, CUkernel kernel)
{
    CUresult r = lt_enter(249);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUlibrary *, CUkernel))lt_real[249])(pLib, kernel);
    lt_line l;
    lt_begin(&l, "cuKernelGetLibrary");
    lt_ptr(&l, "pLib", (const void *)pLib);
    lt_ptr(&l, "kernel", (const void *)kernel);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (pLib) lt_ptr(&l, "*pLib", (const void *)*pLib);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuKernelGetName(const char **name, CUkernel hfunc)
{
    CUresult r = lt_enter(250);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(const char **, CUkernel))lt_real[250])(name, hfunc);
    lt_line l;
    lt_begin(&l, "cuKernelGetName");
    lt_ptr(&l, "name", (const void *)name);
    lt_ptr(&l, "hfunc", (const void *)hfunc);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (name) lt_ptr(&l, "*name", (const void *)*name);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuKernelGetParamInfo(CUkernel kernel, size_t paramIndex, size_t *paramOffset, size_t *paramSize)
{
    CUresult r = lt_enter(251);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUkernel, size_t, size_t *, size_t *))lt_real[251])(kernel, paramIndex, paramOffset, paramSize);
    lt_line l;
    lt_begin(&l, "cuKernelGetParamInfo");
    lt_ptr(&l, "kernel", (const void *)kernel);
    lt_u64(&l, "paramIndex", (unsigned long long)paramIndex);
    lt_ptr(&l, "paramOffset", (const void *)paramOffset);
    lt_ptr(&l, "paramSize", (const void *)paramSize);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (paramOffset) lt_hex(&l, "*paramOffset", (unsigned long long)*paramOffset);
        if (paramSize) lt_hex(&l, "*paramSize", (unsigned long long)*paramSize);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuKernelSetAttribute(CUfunction_attribute attrib, int val, CUkernel kernel, CUdevice dev)
{
    CUresult r = lt_enter(252);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUfunction_attribute, int, CUkernel, CUdevice))lt_real[252])(attrib, val, kernel, dev);
    lt_line l;
    lt_begin(&l, "cuKernelSetAttribute");
    lt_u64(&l, "attrib", (unsigned long long)attrib);
    lt_i64(&l, "val", (long long)val);
    lt_ptr(&l, "kernel", (const void *)kernel);
    lt_i64(&l, "dev", (long long)dev);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuKernelSetCacheConfig(CUkernel kernel, CUfunc_cache config, CUdevice dev)
{
    CUresult r = lt_enter(253);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUkernel, CUfunc_cache, CUdevice))lt_real[253])(kernel, config, dev);
    lt_line l;
    lt_begin(&l, "cuKernelSetCacheConfig");
    lt_ptr(&l, "kernel", (const void *)kernel);
    lt_u64(&l, "config", (unsigned long long)config);
    lt_i64(&l, "dev", (long long)dev);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuLaunch(CUfunction f)
{
    CUresult r = lt_enter(254);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUfunction))lt_real[254])(f);
    lt_line l;
    lt_begin(&l, "cuLaunch");
    lt_ptr(&l, "f", (const void *)f);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuLaunchCooperativeKernel(CUfunction f, unsigned int gridDimX, unsigned int gridDimY, unsigned int gridDimZ, unsigned int blockDimX, unsigned int blockDimY, unsigned int blockDimZ, unsigned int sharedMemBytes, CUstream hStream, void **kernelParams)
{
    CUresult r = lt_enter(255);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUfunction, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, CUstream, void **))lt_real[255])(f, gridDimX, gridDimY, gridDimZ, blockDimX, blockDimY, blockDimZ, sharedMemBytes, hStream, kernelParams);
    lt_line l;
    lt_begin(&l, "cuLaunchCooperativeKernel");
    lt_ptr(&l, "f", (const void *)f);
    lt_u64(&l, "gridDimX", (unsigned long long)gridDimX);
    lt_u64(&l, "gridDimY", (unsigned long long)gridDimY);
    lt_u64(&l, "gridDimZ", (unsigned long long)gridDimZ);
    lt_u64(&l, "blockDimX", (unsigned long long)blockDimX);
    lt_u64(&l, "blockDimY", (unsigned long long)blockDimY);
    lt_u64(&l, "blockDimZ", (unsigned long long)blockDimZ);
    lt_u64(&l, "sharedMemBytes", (unsigned long long)sharedMemBytes);
    lt_ptr(&l, "hStream", (const void *)hStream);
    lt_ptr(&l, "kernelParams", (const void *)kernelParams);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (kernelParams) lt_ptr(&l, "*kernelParams", (const void *)*kernelParams);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuLaunchCooperativeKernelMultiDevice(CUDA_LAUNCH_PARAMS *launchParamsList, unsigned int numDevices, unsigned int flags)
{
    CUresult r = lt_enter(256);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUDA_LAUNCH_PARAMS *, unsigned int, unsigned int))lt_real[256])(launchParamsList, numDevices, flags);
    lt_line l;
    lt_begin(&l, "cuLaunchCooperativeKernelMultiDevice");
    lt_ptr(&l, "launchParamsList", (const void *)launchParamsList);
    lt_u64(&l, "numDevices", (unsigned long long)numDevices);
    lt_u64(&l, "flags", (unsigned long long)flags);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (launchParamsList) lt_bytes(&l, "*launchParamsList", launchParamsList, sizeof *launchParamsList);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuLaunchCooperativeKernel_ptsz(CUfunction f, unsigned int gridDimX, unsigned int gridDimY, unsigned int gridDimZ, unsigned int blockDimX, unsigned int blockDimY, unsigned int blockDimZ, unsigned int sharedMemBytes, CUstream hStream, void **kernelParams)
{
    CUresult r = lt_enter(257);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUfunction, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, CUstream, void **))lt_real[257])(f, gridDimX, gridDimY, gridDimZ, blockDimX, blockDimY, blockDimZ, sharedMemBytes, hStream, kernelParams);
    lt_line l;
    lt_begin(&l, "cuLaunchCooperativeKernel_ptsz");
    lt_ptr(&l, "f", (const void *)f);
    lt_u64(&l, "gridDimX", (unsigned long long)gridDimX);
    lt_u64(&l, "gridDimY", (unsigned long long)gridDimY);
    lt_u64(&l, "gridDimZ", (unsigned long long)gridDimZ);
    lt_u64(&l, "blockDimX", (unsigned long long)blockDimX);
    lt_u64(&l, "blockDimY", (unsigned long long)blockDimY);
    lt_u64(&l, "blockDimZ", (unsigned long long)blockDimZ);
    lt_u64(&l, "sharedMemBytes", (unsigned long long)sharedMemBytes);
    lt_ptr(&l, "hStream", (const void *)hStream);
    lt_ptr(&l, "kernelParams", (const void *)kernelParams);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (kernelParams) lt_ptr(&l, "*kernelParams", (const void *)*kernelParams);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuLaunchGrid(CUfunction f, int grid_width, int grid_height)
{
    CUresult r = lt_enter(258);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUfunction, int, int))lt_real[258])(f, grid_width, grid_height);
    lt_line l;
    lt_begin(&l, "cuLaunchGrid");
    lt_ptr(&l, "f", (const void *)f);
    lt_i64(&l, "grid_width", (long long)grid_width);
    lt_i64(&l, "grid_height", (long long)grid_height);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuLaunchGridAsync(CUfunction f, int grid_width, int grid_height, CUstream hStream)
{
    CUresult r = lt_enter(259);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUfunction, int, int, CUstream))lt_real[259])(f, grid_width, grid_height, hStream);
    lt_line l;
    lt_begin(&l, "cuLaunchGridAsync");
    lt_ptr(&l, "f", (const void *)f);
    lt_i64(&l, "grid_width", (long long)grid_width);
    lt_i64(&l, "grid_height", (long long)grid_height);
    lt_ptr(&l, "hStream", (const void *)hStream);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuLaunchHostFunc(CUstream hStream, CUhostFn fn, void *userData)
{
    CUresult r = lt_enter(260);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUstream, CUhostFn, void *))lt_real[260])(hStream, fn, userData);
    lt_line l;
    lt_begin(&l, "cuLaunchHostFunc");
    lt_ptr(&l, "hStream", (const void *)hStream);
    lt_ptr(&l, "fn", (const void *)fn);
    lt_ptr(&l, "userData", (const void *)userData);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuLaunchHostFunc_ptsz(CUstream hStream, CUhostFn fn, void *userData)
{
    CUresult r = lt_enter(261);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUstream, CUhostFn, void *))lt_real[261])(hStream, fn, userData);
    lt_line l;
    lt_begin(&l, "cuLaunchHostFunc_ptsz");
    lt_ptr(&l, "hStream", (const void *)hStream);
    lt_ptr(&l, "fn", (const void *)fn);
    lt_ptr(&l, "userData", (const void *)userData);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuLaunchKernel(CUfunction f, unsigned int gridDimX, unsigned int gridDimY, unsigned int gridDimZ, unsigned int blockDimX, unsigned int blockDimY, unsigned int blockDimZ, unsigned int sharedMemBytes, CUstream hStream, void **kernelParams, void **extra)
{
    CUresult r = lt_enter(262);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUfunction, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, CUstream, void **, void **))lt_real[262])(f, gridDimX, gridDimY, gridDimZ, blockDimX, blockDimY, blockDimZ, sharedMemBytes, hStream, kernelParams, extra);
    lt_line l;
    lt_begin(&l, "cuLaunchKernel");
    lt_ptr(&l, "f", (const void *)f);
    lt_u64(&l, "gridDimX", (unsigned long long)gridDimX);
    lt_u64(&l, "gridDimY", (unsigned long long)gridDimY);
    lt_u64(&l, "gridDimZ", (unsigned long long)gridDimZ);
    lt_u64(&l, "blockDimX", (unsigned long long)blockDimX);
    lt_u64(&l, "blockDimY", (unsigned long long)blockDimY);
    lt_u64(&l, "blockDimZ", (unsigned long long)blockDimZ);
    lt_u64(&l, "sharedMemBytes", (unsigned long long)sharedMemBytes);
    lt_ptr(&l, "hStream", (const void *)hStream);
    lt_ptr(&l, "kernelParams", (const void *)kernelParams);
    lt_ptr(&l, "extra", (const void *)extra);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (kernelParams) lt_ptr(&l, "*kernelParams", (const void *)*kernelParams);
        if (extra) lt_ptr(&l, "*extra", (const void *)*extra);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuLaunchKernelEx(const CUlaunchConfig *config, CUfunction f, void **kernelParams, void **extra)
{
    CUresult r = lt_enter(263);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(const CUlaunchConfig *, CUfunction, void **, void **))lt_real[263])(config, f, kernelParams, extra);
    lt_line l;
    lt_begin(&l, "cuLaunchKernelEx");
    lt_ptr(&l, "config", (const void *)config);
    lt_ptr(&l, "f", (const void *)f);
    lt_ptr(&l, "kernelParams", (const void *)kernelParams);
    lt_ptr(&l, "extra", (const void *)extra);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (kernelParams) lt_ptr(&l, "*kernelParams", (const void *)*kernelParams);
        if (extra) lt_ptr(&l, "*extra", (const void *)*extra);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuLaunchKernelEx_ptsz(const CUlaunchConfig *config, CUfunction f, void **kernelParams, void **extra)
{
    CUresult r = lt_enter(264);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(const CUlaunchConfig *, CUfunction, void **, void **))lt_real[264])(config, f, kernelParams, extra);
    lt_line l;
    lt_begin(&l, "cuLaunchKernelEx_ptsz");
    lt_ptr(&l, "config", (const void *)config);
    lt_ptr(&l, "f", (const void *)f);
    lt_ptr(&l, "kernelParams", (const void *)kernelParams);
    lt_ptr(&l, "extra", (const void *)extra);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (kernelParams) lt_ptr(&l, "*kernelParams", (const void *)*kernelParams);
        if (extra) lt_ptr(&l, "*extra", (const void *)*extra);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuLaunchKernel_ptsz(CUfunction f, unsigned int gridDimX, unsigned int gridDimY, unsigned int gridDimZ, unsigned int blockDimX, unsigned int blockDimY, unsigned int blockDimZ, unsigned int sharedMemBytes, CUstream hStream, void **kernelParams, void **extra)
{
    CUresult r = lt_enter(265);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUfunction, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, CUstream, void **, void **))lt_real[265])(f, gridDimX, gridDimY, gridDimZ, blockDimX, blockDimY, blockDimZ, sharedMemBytes, hStream, kernelParams, extra);
    lt_line l;
    lt_begin(&l, "cuLaunchKernel_ptsz");
    lt_ptr(&l, "f", (const void *)f);
    lt_u64(&l, "gridDimX", (unsigned long long)gridDimX);
    lt_u64(&l, "gridDimY", (unsigned long long)gridDimY);
    lt_u64(&l, "gridDimZ", (unsigned long long)gridDimZ);
    lt_u64(&l, "blockDimX", (unsigned long long)blockDimX);
    lt_u64(&l, "blockDimY", (unsigned long long)blockDimY);
    lt_u64(&l, "blockDimZ", (unsigned long long)blockDimZ);
    lt_u64(&l, "sharedMemBytes", (unsigned long long)sharedMemBytes);
    lt_ptr(&l, "hStream", (const void *)hStream);
    lt_ptr(&l, "kernelParams", (const void *)kernelParams);
    lt_ptr(&l, "extra", (const void *)extra);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (kernelParams) lt_ptr(&l, "*kernelParams", (const void *)*kernelParams);
        if (extra) lt_ptr(&l, "*extra", (const void *)*extra);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuLibraryEnumerateKernels(CUkernel *kernels, unsigned int numKernels, CUlibrary lib)
{
    CUresult r = lt_enter(266);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUkernel *, unsigned int, CUlibrary))lt_real[266])(kernels, numKernels, lib);
    lt_line l;
    lt_begin(&l, "cuLibraryEnumerateKernels");
    lt_ptr(&l, "kernels", (const void *)kernels);
    lt_u64(&l, "numKernels", (unsigned long long)numKernels);
    lt_ptr(&l, "lib", (const void *)lib);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (kernels) lt_ptr(&l, "*kernels", (const void *)*kernels);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuLibraryGetGlobal(CUdeviceptr *dptr, size_t *bytes, CUlibrary library, const char *name)
{
    CUresult r = lt_enter(267);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUdeviceptr *, size_t *, CUlibrary, const char *))lt_real[267])(dptr, bytes, library, name);
    lt_line l;
    lt_begin(&l, "cuLibraryGetGlobal");
    lt_ptr(&l, "dptr", (const void *)dptr);
    lt_ptr(&l, "bytes", (const void *)bytes);
    lt_ptr(&l, "library", (const void *)library);
    lt_cstr(&l, "name", name);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (dptr) lt_hex(&l, "*dptr", (unsigned long long)*dptr);
        if (bytes) lt_hex(&l, "*bytes", (unsigned long long)*bytes);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuLibraryGetKernel(CUkernel *pKernel, CUlibrary library, const char *name)
{
    CUresult r = lt_enter(268);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUkernel *, CUlibrary, const char *))lt_real[268])(pKernel, library, name);
    lt_line l;
    lt_begin(&l, "cuLibraryGetKernel");
    lt_ptr(&l, "pKernel", (const void *)pKernel);
    lt_ptr(&l, "library", (const void *)library);
    lt_cstr(&l, "name", name);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (pKernel) lt_ptr(&l, "*pKernel", (const void *)*pKernel);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuLibraryGetKernelCount(unsigned int *count, CUlibrary lib)
{
    CUresult r = lt_enter(269);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(unsigned int *, CUlibrary))lt_real[269])(count, lib);
    lt_line l;
    lt_begin(&l, "cuLibraryGetKernelCount");
    lt_ptr(&l, "count", (const void *)count);
    lt_ptr(&l, "lib", (const void *)lib);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (count) lt_hex(&l, "*count", (unsigned long long)*count);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuLibraryGetManaged(CUdeviceptr *dptr, size_t *bytes, CUlibrary library, const char *name)
{
    CUresult r = lt_enter(270);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUdeviceptr *, size_t *, CUlibrary, const char *))lt_real[270])(dptr, bytes, library, name);
    lt_line l;
    lt_begin(&l, "cuLibraryGetManaged");
    lt_ptr(&l, "dptr", (const void *)dptr);
    lt_ptr(&l, "bytes", (const void *)bytes);
    lt_ptr(&l, "library", (const void *)library);
    lt_cstr(&l, "name", name);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (dptr) lt_hex(&l, "*dptr", (unsigned long long)*dptr);
        if (bytes) lt_hex(&l, "*bytes", (unsigned long long)*bytes);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuLibraryGetModule(CUmodule *pMod, CUlibrary library)
{
    CUresult r = lt_enter(271);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUmodule *, CUlibrary))lt_real[271])(pMod, library);
    lt_line l;
    lt_begin(&l, "cuLibraryGetModule");
    lt_ptr(&l, "pMod", (const void *)pMod);
    lt_ptr(&l, "library", (const void *)library);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (pMod) lt_ptr(&l, "*pMod", (const void *)*pMod);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuLibraryGetUnifiedFunction(void **fptr, CUlibrary library, const char *symbol)
{
    CUresult r = lt_enter(272);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(void **, CUlibrary, const char *))lt_real[272])(fptr, library, symbol);
    lt_line l;
    lt_begin(&l, "cuLibraryGetUnifiedFunction");
    lt_ptr(&l, "fptr", (const void *)fptr);
    lt_ptr(&l, "library", (const void *)library);
    lt_cstr(&l, "symbol", symbol);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (fptr) lt_ptr(&l, "*fptr", (const void *)*fptr);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuLibraryLoadData(CUlibrary *library, const void *code, CUjit_option *jitOptions, void **jitOptionsValues, unsigned int numJitOptions, CUlibraryOption *libraryOptions, void **libraryOptionValues, unsigned int numLibraryOptions)
{
    CUresult r = lt_enter(273);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUlibrary *, const void *, CUjit_option *, void **, unsigned int, CUlibraryOption *, void **, unsigned int))lt_real[273])(library, code, jitOptions, jitOptionsValues, numJitOptions, libraryOptions, libraryOptionValues, numLibraryOptions);
    lt_line l;
    lt_begin(&l, "cuLibraryLoadData");
    lt_ptr(&l, "library", (const void *)library);
    lt_ptr(&l, "code", (const void *)code);
    lt_ptr(&l, "jitOptions", (const void *)jitOptions);
    lt_ptr(&l, "jitOptionsValues", (const void *)jitOptionsValues);
    lt_u64(&l, "numJitOptions", (unsigned long long)numJitOptions);
    lt_ptr(&l, "libraryOptions", (const void *)libraryOptions);
    lt_ptr(&l, "libraryOptionValues", (const void *)libraryOptionValues);
    lt_u64(&l, "numLibraryOptions", (unsigned long long)numLibraryOptions);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (library) lt_ptr(&l, "*library", (const void *)*library);
        if (jitOptions) lt_hex(&l, "*jitOptions", (unsigned long long)*jitOptions);
        if (jitOptionsValues) lt_ptr(&l, "*jitOptionsValues", (const void *)*jitOptionsValues);
        if (libraryOptions) lt_hex(&l, "*libraryOptions", (unsigned long long)*libraryOptions);
        if (libraryOptionValues) lt_ptr(&l, "*libraryOptionValues", (const void *)*libraryOptionValues);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuLibraryLoadFromFile(CUlibrary *library, const char *fileName, CUjit_option *jitOptions, void **jitOptionsValues, unsigned int numJitOptions, CUlibraryOption *libraryOptions, void **libraryOptionValues, unsigned int numLibraryOptions)
{
    CUresult r = lt_enter(274);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUlibrary *, const char *, CUjit_option *, void **, unsigned int, CUlibraryOption *, void **, unsigned int))lt_real[274])(library, fileName, jitOptions, jitOptionsValues, numJitOptions, libraryOptions, libraryOptionValues, numLibraryOptions);
    lt_line l;
    lt_begin(&l, "cuLibraryLoadFromFile");
    lt_ptr(&l, "library", (const void *)library);
    lt_cstr(&l, "fileName", fileName);
    lt_ptr(&l, "jitOptions", (const void *)jitOptions);
    lt_ptr(&l, "jitOptionsValues", (const void *)jitOptionsValues);
    lt_u64(&l, "numJitOptions", (unsigned long long)numJitOptions);
    lt_ptr(&l, "libraryOptions", (const void *)libraryOptions);
    lt_ptr(&l, "libraryOptionValues", (const void *)libraryOptionValues);
    lt_u64(&l, "numLibraryOptions", (unsigned long long)numLibraryOptions);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (library) lt_ptr(&l, "*library", (const void *)*library);
        if (jitOptions) lt_hex(&l, "*jitOptions", (unsigned long long)*jitOptions);
        if (jitOptionsValues) lt_ptr(&l, "*jitOptionsValues", (const void *)*jitOptionsValues);
        if (libraryOptions) lt_hex(&l, "*libraryOptions", (unsigned long long)*libraryOptions);
        if (libraryOptionValues) lt_ptr(&l, "*libraryOptionValues", (const void *)*libraryOptionValues);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuLibraryUnload(CUlibrary library)
{
    CUresult r = lt_enter(275);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUlibrary))lt_real[275])(library);
    lt_line l;
    lt_begin(&l, "cuLibraryUnload");
    lt_ptr(&l, "library", (const void *)library);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuLinkAddData(CUlinkState state, CUjitInputType type, void *data, size_t size, const char *name, unsigned int numOptions, CUjit_option *options, void **optionValues)
{
    CUresult r = lt_enter(276);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUlinkState, CUjitInputType, void *, size_t, const char *, unsigned int, CUjit_option *, void **))lt_real[276])(state, type, data, size, name, numOptions, options, optionValues);
    lt_line l;
    lt_begin(&l, "cuLinkAddData");
    lt_ptr(&l, "state", (const void *)state);
    lt_u64(&l, "type", (unsigned long long)type);
    lt_ptr(&l, "data", (const void *)data);
    lt_u64(&l, "size", (unsigned long long)size);
    lt_cstr(&l, "name", name);
    lt_u64(&l, "numOptions", (unsigned long long)numOptions);
    lt_ptr(&l, "options", (const void *)options);
    lt_ptr(&l, "optionValues", (const void *)optionValues);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (options) lt_hex(&l, "*options", (unsigned long long)*options);
        if (optionValues) lt_ptr(&l, "*optionValues", (const void *)*optionValues);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuLinkAddData_v2(CUlinkState state, CUjitInputType type, void *data, size_t size, const char *name, unsigned int numOptions, CUjit_option *options, void **optionValues)
{
    CUresult r = lt_enter(277);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUlinkState, CUjitInputType, void *, size_t, const char *, unsigned int, CUjit_option *, void **))lt_real[277])(state, type, data, size, name, numOptions, options, optionValues);
    lt_line l;
    lt_begin(&l, "cuLinkAddData_v2");
    lt_ptr(&l, "state", (const void *)state);
    lt_u64(&l, "type", (unsigned long long)type);
    lt_ptr(&l, "data", (const void *)data);
    lt_u64(&l, "size", (unsigned long long)size);
    lt_cstr(&l, "name", name);
    lt_u64(&l, "numOptions", (unsigned long long)numOptions);
    lt_ptr(&l, "options", (const void *)options);
    lt_ptr(&l, "optionValues", (const void *)optionValues);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (options) lt_hex(&l, "*options", (unsigned long long)*options);
        if (optionValues) lt_ptr(&l, "*optionValues", (const void *)*optionValues);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuLinkAddFile(CUlinkState state, CUjitInputType type, const char *path, unsigned int numOptions, CUjit_option *options, void **optionValues)
{
    CUresult r = lt_enter(278);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUlinkState, CUjitInputType, const char *, unsigned int, CUjit_option *, void **))lt_real[278])(state, type, path, numOptions, options, optionValues);
    lt_line l;
    lt_begin(&l, "cuLinkAddFile");
    lt_ptr(&l, "state", (const void *)state);
    lt_u64(&l, "type", (unsigned long long)type);
    lt_cstr(&l, "path", path);
    lt_u64(&l, "numOptions", (unsigned long long)numOptions);
    lt_ptr(&l, "options", (const void *)options);
    lt_ptr(&l, "optionValues", (const void *)optionValues);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (options) lt_hex(&l, "*options", (unsigned long long)*options);
        if (optionValues) lt_ptr(&l, "*optionValues", (const void *)*optionValues);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuLinkAddFile_v2(CUlinkState state, CUjitInputType type, const char *path, unsigned int numOptions, CUjit_option *options, void **optionValues)
{
    CUresult r = lt_enter(279);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUlinkState, CUjitInputType, const char *, unsigned int, CUjit_option *, void **))lt_real[279])(state, type, path, numOptions, options, optionValues);
    lt_line l;
    lt_begin(&l, "cuLinkAddFile_v2");
    lt_ptr(&l, "state", (const void *)state);
    lt_u64(&l, "type", (unsigned long long)type);
    lt_cstr(&l, "path", path);
    lt_u64(&l, "numOptions", (unsigned long long)numOptions);
    lt_ptr(&l, "options", (const void *)options);
    lt_ptr(&l, "optionValues", (const void *)optionValues);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (options) lt_hex(&l, "*options", (unsigned long long)*options);
        if (optionValues) lt_ptr(&l, "*optionValues", (const void *)*optionValues);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuLinkComplete(CUlinkState state, void **cubinOut, size_t *sizeOut)
{
    CUresult r = lt_enter(280);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUlinkState, void **, size_t *))lt_real[280])(state, cubinOut, sizeOut);
    lt_line l;
    lt_begin(&l, "cuLinkComplete");
    lt_ptr(&l, "state", (const void *)state);
    lt_ptr(&l, "cubinOut", (const void *)cubinOut);
    lt_ptr(&l, "sizeOut", (const void *)sizeOut);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (cubinOut) lt_ptr(&l, "*cubinOut", (const void *)*cubinOut);
        if (sizeOut) lt_hex(&l, "*sizeOut", (unsigned long long)*sizeOut);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuLinkCreate(unsigned int numOptions, CUjit_option *options, void **optionValues, CUlinkState *stateOut)
{
    CUresult r = lt_enter(281);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(unsigned int, CUjit_option *, void **, CUlinkState *))lt_real[281])(numOptions, options, optionValues, stateOut);
    lt_line l;
    lt_begin(&l, "cuLinkCreate");
    lt_u64(&l, "numOptions", (unsigned long long)numOptions);
    lt_ptr(&l, "options", (const void *)options);
    lt_ptr(&l, "optionValues", (const void *)optionValues);
    lt_ptr(&l, "stateOut", (const void *)stateOut);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (options) lt_hex(&l, "*options", (unsigned long long)*options);
        if (optionValues) lt_ptr(&l, "*optionValues", (const void *)*optionValues);
        if (stateOut) lt_ptr(&l, "*stateOut", (const void *)*stateOut);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuLinkCreate_v2(unsigned int numOptions, CUjit_option *options, void **optionValues, CUlinkState *stateOut)
{
    CUresult r = lt_enter(282);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(unsigned int, CUjit_option *, void **, CUlinkState *))lt_real[282])(numOptions, options, optionValues, stateOut);
    lt_line l;
    lt_begin(&l, "cuLinkCreate_v2");
    lt_u64(&l, "numOptions", (unsigned long long)numOptions);
    lt_ptr(&l, "options", (const void *)options);
    lt_ptr(&l, "optionValues", (const void *)optionValues);
    lt_ptr(&l, "stateOut", (const void *)stateOut);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (options) lt_hex(&l, "*options", (unsigned long long)*options);
        if (optionValues) lt_ptr(&l, "*optionValues", (const void *)*optionValues);
        if (stateOut) lt_ptr(&l, "*stateOut", (const void *)*stateOut);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuLinkDestroy(CUlinkState state)
{
    CUresult r = lt_enter(283);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUlinkState))lt_real[283])(state);
    lt_line l;
    lt_begin(&l, "cuLinkDestroy");
    lt_ptr(&l, "state", (const void *)state);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuLogsCurrent(CUlogIterator *iterator_out, unsigned int flags)
{
    CUresult r = lt_enter(284);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUlogIterator *, unsigned int))lt_real[284])(iterator_out, flags);
    lt_line l;
    lt_begin(&l, "cuLogsCurrent");
    lt_ptr(&l, "iterator_out", (const void *)iterator_out);
    lt_u64(&l, "flags", (unsigned long long)flags);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (iterator_out) lt_hex(&l, "*iterator_out", (unsigned long long)*iterator_out);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuLogsDumpToFile(CUlogIterator *iterator, const char *pathToFile, unsigned int flags)
{
    CUresult r = lt_enter(285);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUlogIterator *, const char *, unsigned int))lt_real[285])(iterator, pathToFile, flags);
    lt_line l;
    lt_begin(&l, "cuLogsDumpToFile");
    lt_ptr(&l, "iterator", (const void *)iterator);
    lt_cstr(&l, "pathToFile", pathToFile);
    lt_u64(&l, "flags", (unsigned long long)flags);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (iterator) lt_hex(&l, "*iterator", (unsigned long long)*iterator);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuLogsDumpToMemory(CUlogIterator *iterator, char *buffer, size_t *size, unsigned int flags)
{
    CUresult r = lt_enter(286);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUlogIterator *, char *, size_t *, unsigned int))lt_real[286])(iterator, buffer, size, flags);
    lt_line l;
    lt_begin(&l, "cuLogsDumpToMemory");
    lt_ptr(&l, "iterator", (const void *)iterator);
    lt_ptr(&l, "buffer", (const void *)buffer);
    lt_ptr(&l, "size", (const void *)size);
    lt_u64(&l, "flags", (unsigned long long)flags);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (iterator) lt_hex(&l, "*iterator", (unsigned long long)*iterator);
        if (buffer) lt_i64(&l, "*buffer", (long long)*buffer);
        if (size) lt_hex(&l, "*size", (unsigned long long)*size);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuLogsRegisterCallback(CUlogsCallback callbackFunc, void *userData, CUlogsCallbackHandle *callback_out)
{
    CUresult r = lt_enter(287);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUlogsCallback, void *, CUlogsCallbackHandle *))lt_real[287])(callbackFunc, userData, callback_out);
    lt_line l;
    lt_begin(&l, "cuLogsRegisterCallback");
    lt_ptr(&l, "callbackFunc", (const void *)callbackFunc);
    lt_ptr(&l, "userData", (const void *)userData);
    lt_ptr(&l, "callback_out", (const void *)callback_out);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (callback_out) lt_ptr(&l, "*callback_out", (const void *)*callback_out);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuLogsUnregisterCallback(CUlogsCallbackHandle callback)
{
    CUresult r = lt_enter(288);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUlogsCallbackHandle))lt_real[288])(callback);
    lt_line l;
    lt_begin(&l, "cuLogsUnregisterCallback");
    lt_ptr(&l, "callback", (const void *)callback);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemAddressFree(CUdeviceptr ptr, size_t size)
{
    CUresult r = lt_enter(289);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUdeviceptr, size_t))lt_real[289])(ptr, size);
    lt_line l;
    lt_begin(&l, "cuMemAddressFree");
    lt_hex(&l, "ptr", (unsigned long long)ptr);
    lt_u64(&l, "size", (unsigned long long)size);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemAddressReserve(CUdeviceptr *ptr, size_t size, size_t alignment, CUdeviceptr addr, unsigned long long flags)
{
    CUresult r = lt_enter(290);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUdeviceptr *, size_t, size_t, CUdeviceptr, unsigned long long))lt_real[290])(ptr, size, alignment, addr, flags);
    lt_line l;
    lt_begin(&l, "cuMemAddressReserve");
    lt_ptr(&l, "ptr", (const void *)ptr);
    lt_u64(&l, "size", (unsigned long long)size);
    lt_u64(&l, "alignment", (unsigned long long)alignment);
    lt_hex(&l, "addr", (unsigned long long)addr);
    lt_u64(&l, "flags", (unsigned long long)flags);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (ptr) lt_hex(&l, "*ptr", (unsigned long long)*ptr);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemAdvise(CUdeviceptr devPtr, size_t count, CUmem_advise advice, CUdevice device)
{
    CUresult r = lt_enter(291);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUdeviceptr, size_t, CUmem_advise, CUdevice))lt_real[291])(devPtr, count, advice, device);
    lt_line l;
    lt_begin(&l, "cuMemAdvise");
    lt_hex(&l, "devPtr", (unsigned long long)devPtr);
    lt_u64(&l, "count", (unsigned long long)count);
    lt_u64(&l, "advice", (unsigned long long)advice);
    lt_i64(&l, "device", (long long)device);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemAdvise_v2(CUdeviceptr devPtr, size_t count, CUmem_advise advice, CUmemLocation location)
{
    CUresult r = lt_enter(292);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUdeviceptr, size_t, CUmem_advise, CUmemLocation))lt_real[292])(devPtr, count, advice, location);
    lt_line l;
    lt_begin(&l, "cuMemAdvise_v2");
    lt_hex(&l, "devPtr", (unsigned long long)devPtr);
    lt_u64(&l, "count", (unsigned long long)count);
    lt_u64(&l, "advice", (unsigned long long)advice);
    lt_bytes(&l, "location", &location, sizeof location);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemAlloc(CUdeviceptr_v1 *dptr, unsigned int bytesize)
{
    CUresult r = lt_enter(293);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUdeviceptr_v1 *, unsigned int))lt_real[293])(dptr, bytesize);
    lt_line l;
    lt_begin(&l, "cuMemAlloc");
    lt_ptr(&l, "dptr", (const void *)dptr);
    lt_u64(&l, "bytesize", (unsigned long long)bytesize);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (dptr) lt_hex(&l, "*dptr", (unsigned long long)*dptr);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemAllocAsync(CUdeviceptr *dptr, size_t bytesize, CUstream hStream)
{
    CUresult r = lt_enter(294);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUdeviceptr *, size_t, CUstream))lt_real[294])(dptr, bytesize, hStream);
    lt_line l;
    lt_begin(&l, "cuMemAllocAsync");
    lt_ptr(&l, "dptr", (const void *)dptr);
    lt_u64(&l, "bytesize", (unsigned long long)bytesize);
    lt_ptr(&l, "hStream", (const void *)hStream);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (dptr) lt_hex(&l, "*dptr", (unsigned long long)*dptr);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemAllocAsync_ptsz(CUdeviceptr *dptr, size_t bytesize, CUstream hStream)
{
    CUresult r = lt_enter(295);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUdeviceptr *, size_t, CUstream))lt_real[295])(dptr, bytesize, hStream);
    lt_line l;
    lt_begin(&l, "cuMemAllocAsync_ptsz");
    lt_ptr(&l, "dptr", (const void *)dptr);
    lt_u64(&l, "bytesize", (unsigned long long)bytesize);
    lt_ptr(&l, "hStream", (const void *)hStream);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (dptr) lt_hex(&l, "*dptr", (unsigned long long)*dptr);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemAllocFromPoolAsync(CUdeviceptr *dptr, size_t bytesize, CUmemoryPool pool, CUstream hStream)
{
    CUresult r = lt_enter(296);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUdeviceptr *, size_t, CUmemoryPool, CUstream))lt_real[296])(dptr, bytesize, pool, hStream);
    lt_line l;
    lt_begin(&l, "cuMemAllocFromPoolAsync");
    lt_ptr(&l, "dptr", (const void *)dptr);
    lt_u64(&l, "bytesize", (unsigned long long)bytesize);
    lt_ptr(&l, "pool", (const void *)pool);
    lt_ptr(&l, "hStream", (const void *)hStream);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (dptr) lt_hex(&l, "*dptr", (unsigned long long)*dptr);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemAllocFromPoolAsync_ptsz(CUdeviceptr *dptr, size_t bytesize, CUmemoryPool pool, CUstream hStream)
{
    CUresult r = lt_enter(297);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUdeviceptr *, size_t, CUmemoryPool, CUstream))lt_real[297])(dptr, bytesize, pool, hStream);
    lt_line l;
    lt_begin(&l, "cuMemAllocFromPoolAsync_ptsz");
    lt_ptr(&l, "dptr", (const void *)dptr);
    lt_u64(&l, "bytesize", (unsigned long long)bytesize);
    lt_ptr(&l, "pool", (const void *)pool);
    lt_ptr(&l, "hStream", (const void *)hStream);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (dptr) lt_hex(&l, "*dptr", (unsigned long long)*dptr);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemAllocHost(void **pp, unsigned int bytesize)
{
    CUresult r = lt_enter(298);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(void **, unsigned int))lt_real[298])(pp, bytesize);
    lt_line l;
    lt_begin(&l, "cuMemAllocHost");
    lt_ptr(&l, "pp", (const void *)pp);
    lt_u64(&l, "bytesize", (unsigned long long)bytesize);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (pp) lt_ptr(&l, "*pp", (const void *)*pp);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemAllocHost_v2(void **pp, size_t bytesize)
{
    CUresult r = lt_enter(299);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(void **, size_t))lt_real[299])(pp, bytesize);
    lt_line l;
    lt_begin(&l, "cuMemAllocHost_v2");
    lt_ptr(&l, "pp", (const void *)pp);
    lt_u64(&l, "bytesize", (unsigned long long)bytesize);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (pp) lt_ptr(&l, "*pp", (const void *)*pp);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemAllocManaged(CUdeviceptr *dptr, size_t bytesize, unsigned int flags)
{
    CUresult r = lt_enter(300);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUdeviceptr *, size_t, unsigned int))lt_real[300])(dptr, bytesize, flags);
    lt_line l;
    lt_begin(&l, "cuMemAllocManaged");
    lt_ptr(&l, "dptr", (const void *)dptr);
    lt_u64(&l, "bytesize", (unsigned long long)bytesize);
    lt_u64(&l, "flags", (unsigned long long)flags);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (dptr) lt_hex(&l, "*dptr", (unsigned long long)*dptr);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemAllocPitch(CUdeviceptr_v1 *dptr, unsigned int *pPitch, unsigned int WidthInBytes, unsigned int Height, unsigned int ElementSizeBytes)
{
    CUresult r = lt_enter(301);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUdeviceptr_v1 *, unsigned int *, unsigned int, unsigned int, unsigned int))lt_real[301])(dptr, pPitch, WidthInBytes, Height, ElementSizeBytes);
    lt_line l;
    lt_begin(&l, "cuMemAllocPitch");
    lt_ptr(&l, "dptr", (const void *)dptr);
    lt_ptr(&l, "pPitch", (const void *)pPitch);
    lt_u64(&l, "WidthInBytes", (unsigned long long)WidthInBytes);
    lt_u64(&l, "Height", (unsigned long long)Height);
    lt_u64(&l, "ElementSizeBytes", (unsigned long long)ElementSizeBytes);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (dptr) lt_hex(&l, "*dptr", (unsigned long long)*dptr);
        if (pPitch) lt_hex(&l, "*pPitch", (unsigned long long)*pPitch);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemAllocPitch_v2(CUdeviceptr *dptr, size_t *pPitch, size_t WidthInBytes, size_t Height, unsigned int ElementSizeBytes)
{
    CUresult r = lt_enter(302);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUdeviceptr *, size_t *, size_t, size_t, unsigned int))lt_real[302])(dptr, pPitch, WidthInBytes, Height, ElementSizeBytes);
    lt_line l;
    lt_begin(&l, "cuMemAllocPitch_v2");
    lt_ptr(&l, "dptr", (const void *)dptr);
    lt_ptr(&l, "pPitch", (const void *)pPitch);
    lt_u64(&l, "WidthInBytes", (unsigned long long)WidthInBytes);
    lt_u64(&l, "Height", (unsigned long long)Height);
    lt_u64(&l, "ElementSizeBytes", (unsigned long long)ElementSizeBytes);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (dptr) lt_hex(&l, "*dptr", (unsigned long long)*dptr);
        if (pPitch) lt_hex(&l, "*pPitch", (unsigned long long)*pPitch);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemAlloc_v2(CUdeviceptr *dptr, size_t bytesize)
{
    CUresult r = lt_enter(303);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUdeviceptr *, size_t))lt_real[303])(dptr, bytesize);
    lt_line l;
    lt_begin(&l, "cuMemAlloc_v2");
    lt_ptr(&l, "dptr", (const void *)dptr);
    lt_u64(&l, "bytesize", (unsigned long long)bytesize);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (dptr) lt_hex(&l, "*dptr", (unsigned long long)*dptr);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemBatchDecompressAsync(CUmemDecompressParams *paramsArray, size_t count, unsigned int flags, size_t *errorIndex, CUstream stream)
{
    CUresult r = lt_enter(304);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUmemDecompressParams *, size_t, unsigned int, size_t *, CUstream))lt_real[304])(paramsArray, count, flags, errorIndex, stream);
    lt_line l;
    lt_begin(&l, "cuMemBatchDecompressAsync");
    lt_ptr(&l, "paramsArray", (const void *)paramsArray);
    lt_u64(&l, "count", (unsigned long long)count);
    lt_u64(&l, "flags", (unsigned long long)flags);
    lt_ptr(&l, "errorIndex", (const void *)errorIndex);
    lt_ptr(&l, "stream", (const void *)stream);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (paramsArray) lt_bytes(&l, "*paramsArray", paramsArray, sizeof *paramsArray);
        if (errorIndex) lt_hex(&l, "*errorIndex", (unsigned long long)*errorIndex);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemBatchDecompressAsync_ptsz(CUmemDecompressParams *paramsArray, size_t count, unsigned int flags, size_t *errorIndex, CUstream stream)
{
    CUresult r = lt_enter(305);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUmemDecompressParams *, size_t, unsigned int, size_t *, CUstream))lt_real[305])(paramsArray, count, flags, errorIndex, stream);
    lt_line l;
    lt_begin(&l, "cuMemBatchDecompressAsync_ptsz");
    lt_ptr(&l, "paramsArray", (const void *)paramsArray);
    lt_u64(&l, "count", (unsigned long long)count);
    lt_u64(&l, "flags", (unsigned long long)flags);
    lt_ptr(&l, "errorIndex", (const void *)errorIndex);
    lt_ptr(&l, "stream", (const void *)stream);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (paramsArray) lt_bytes(&l, "*paramsArray", paramsArray, sizeof *paramsArray);
        if (errorIndex) lt_hex(&l, "*errorIndex", (unsigned long long)*errorIndex);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemCreate(CUmemGenericAllocationHandle *handle, size_t size, const CUmemAllocationProp *prop, unsigned long long flags)
{
    CUresult r = lt_enter(306);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUmemGenericAllocationHandle *, size_t, const CUmemAllocationProp *, unsigned long long))lt_real[306])(handle, size, prop, flags);
    lt_line l;
    lt_begin(&l, "cuMemCreate");
    lt_ptr(&l, "handle", (const void *)handle);
    lt_u64(&l, "size", (unsigned long long)size);
    lt_ptr(&l, "prop", (const void *)prop);
    lt_u64(&l, "flags", (unsigned long long)flags);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (handle) lt_hex(&l, "*handle", (unsigned long long)*handle);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemDiscardAndPrefetchBatchAsync(CUdeviceptr *dptrs, size_t *sizes, size_t count, CUmemLocation *prefetchLocs, size_t *prefetchLocIdxs, size_t numPrefetchLocs, unsigned long long flags, CUstream hStream)
{
    CUresult r = lt_enter(307);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUdeviceptr *, size_t *, size_t, CUmemLocation *, size_t *, size_t, unsigned long long, CUstream))lt_real[307])(dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, hStream);
    lt_line l;
    lt_begin(&l, "cuMemDiscardAndPrefetchBatchAsync");
    lt_ptr(&l, "dptrs", (const void *)dptrs);
    lt_ptr(&l, "sizes", (const void *)sizes);
    lt_u64(&l, "count", (unsigned long long)count);
    lt_ptr(&l, "prefetchLocs", (const void *)prefetchLocs);
    lt_ptr(&l, "prefetchLocIdxs", (const void *)prefetchLocIdxs);
    lt_u64(&l, "numPrefetchLocs", (unsigned long long)numPrefetchLocs);
    lt_u64(&l, "flags", (unsigned long long)flags);
    lt_ptr(&l, "hStream", (const void *)hStream);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (dptrs) lt_hex(&l, "*dptrs", (unsigned long long)*dptrs);
        if (sizes) lt_hex(&l, "*sizes", (unsigned long long)*sizes);
        if (prefetchLocs) lt_bytes(&l, "*prefetchLocs", prefetchLocs, sizeof *prefetchLocs);
        if (prefetchLocIdxs) lt_hex(&l, "*prefetchLocIdxs", (unsigned long long)*prefetchLocIdxs);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemDiscardAndPrefetchBatchAsync_ptsz(CUdeviceptr *dptrs, size_t *sizes, size_t count, CUmemLocation *prefetchLocs, size_t *prefetchLocIdxs, size_t numPrefetchLocs, unsigned long long flags, CUstream hStream)
{
    CUresult r = lt_enter(308);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUdeviceptr *, size_t *, size_t, CUmemLocation *, size_t *, size_t, unsigned long long, CUstream))lt_real[308])(dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, hStream);
    lt_line l;
    lt_begin(&l, "cuMemDiscardAndPrefetchBatchAsync_ptsz");
    lt_ptr(&l, "dptrs", (const void *)dptrs);
    lt_ptr(&l, "sizes", (const void *)sizes);
    lt_u64(&l, "count", (unsigned long long)count);
    lt_ptr(&l, "prefetchLocs", (const void *)prefetchLocs);
    lt_ptr(&l, "prefetchLocIdxs", (const void *)prefetchLocIdxs);
    lt_u64(&l, "numPrefetchLocs", (unsigned long long)numPrefetchLocs);
    lt_u64(&l, "flags", (unsigned long long)flags);
    lt_ptr(&l, "hStream", (const void *)hStream);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (dptrs) lt_hex(&l, "*dptrs", (unsigned long long)*dptrs);
        if (sizes) lt_hex(&l, "*sizes", (unsigned long long)*sizes);
        if (prefetchLocs) lt_bytes(&l, "*prefetchLocs", prefetchLocs, sizeof *prefetchLocs);
        if (prefetchLocIdxs) lt_hex(&l, "*prefetchLocIdxs", (unsigned long long)*prefetchLocIdxs);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemDiscardBatchAsync(CUdeviceptr *dptrs, size_t *sizes, size_t count, unsigned long long flags, CUstream hStream)
{
    CUresult r = lt_enter(309);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUdeviceptr *, size_t *, size_t, unsigned long long, CUstream))lt_real[309])(dptrs, sizes, count, flags, hStream);
    lt_line l;
    lt_begin(&l, "cuMemDiscardBatchAsync");
    lt_ptr(&l, "dptrs", (const void *)dptrs);
    lt_ptr(&l, "sizes", (const void *)sizes);
    lt_u64(&l, "count", (unsigned long long)count);
    lt_u64(&l, "flags", (unsigned long long)flags);
    lt_ptr(&l, "hStream", (const void *)hStream);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (dptrs) lt_hex(&l, "*dptrs", (unsigned long long)*dptrs);
        if (sizes) lt_hex(&l, "*sizes", (unsigned long long)*sizes);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemDiscardBatchAsync_ptsz(CUdeviceptr *dptrs, size_t *sizes, size_t count, unsigned long long flags, CUstream hStream)
{
    CUresult r = lt_enter(310);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUdeviceptr *, size_t *, size_t, unsigned long long, CUstream))lt_real[310])(dptrs, sizes, count, flags, hStream);
    lt_line l;
    lt_begin(&l, "cuMemDiscardBatchAsync_ptsz");
    lt_ptr(&l, "dptrs", (const void *)dptrs);
    lt_ptr(&l, "sizes", (const void *)sizes);
    lt_u64(&l, "count", (unsigned long long)count);
    lt_u64(&l, "flags", (unsigned long long)flags);
    lt_ptr(&l, "hStream", (const void *)hStream);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (dptrs) lt_hex(&l, "*dptrs", (unsigned long long)*dptrs);
        if (sizes) lt_hex(&l, "*sizes", (unsigned long long)*sizes);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemExportToShareableHandle(void *shareableHandle, CUmemGenericAllocationHandle handle, CUmemAllocationHandleType handleType, unsigned long long flags)
{
    CUresult r = lt_enter(311);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(void *, CUmemGenericAllocationHandle, CUmemAllocationHandleType, unsigned long long))lt_real[311])(shareableHandle, handle, handleType, flags);
    lt_line l;
    lt_begin(&l, "cuMemExportToShareableHandle");
    lt_ptr(&l, "shareableHandle", (const void *)shareableHandle);
    lt_u64(&l, "handle", (unsigned long long)handle);
    lt_u64(&l, "handleType", (unsigned long long)handleType);
    lt_u64(&l, "flags", (unsigned long long)flags);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemFree(CUdeviceptr_v1 dptr)
{
    CUresult r = lt_enter(312);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUdeviceptr_v1))lt_real[312])(dptr);
    lt_line l;
    lt_begin(&l, "cuMemFree");
    lt_u64(&l, "dptr", (unsigned long long)dptr);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemFreeAsync(CUdeviceptr dptr, CUstream hStream)
{
    CUresult r = lt_enter(313);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUdeviceptr, CUstream))lt_real[313])(dptr, hStream);
    lt_line l;
    lt_begin(&l, "cuMemFreeAsync");
    lt_hex(&l, "dptr", (unsigned long long)dptr);
    lt_ptr(&l, "hStream", (const void *)hStream);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemFreeAsync_ptsz(CUdeviceptr dptr, CUstream hStream)
{
    CUresult r = lt_enter(314);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUdeviceptr, CUstream))lt_real[314])(dptr, hStream);
    lt_line l;
    lt_begin(&l, "cuMemFreeAsync_ptsz");
    lt_hex(&l, "dptr", (unsigned long long)dptr);
    lt_ptr(&l, "hStream", (const void *)hStream);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemFreeHost(void *p)
{
    CUresult r = lt_enter(315);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(void *))lt_real[315])(p);
    lt_line l;
    lt_begin(&l, "cuMemFreeHost");
    lt_ptr(&l, "p", (const void *)p);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemFree_v2(CUdeviceptr dptr)
{
    CUresult r = lt_enter(316);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUdeviceptr))lt_real[316])(dptr);
    lt_line l;
    lt_begin(&l, "cuMemFree_v2");
    lt_hex(&l, "dptr", (unsigned long long)dptr);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemGetAccess(unsigned long long *flags, const CUmemLocation *location, CUdeviceptr ptr)
{
    CUresult r = lt_enter(317);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(unsigned long long *, const CUmemLocation *, CUdeviceptr))lt_real[317])(flags, location, ptr);
    lt_line l;
    lt_begin(&l, "cuMemGetAccess");
    lt_ptr(&l, "flags", (const void *)flags);
    lt_ptr(&l, "location", (const void *)location);
    lt_hex(&l, "ptr", (unsigned long long)ptr);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (flags) lt_hex(&l, "*flags", (unsigned long long)*flags);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemGetAddressRange(CUdeviceptr_v1 *pbase, unsigned int *psize, CUdeviceptr_v1 dptr)
{
    CUresult r = lt_enter(318);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUdeviceptr_v1 *, unsigned int *, CUdeviceptr_v1))lt_real[318])(pbase, psize, dptr);
    lt_line l;
    lt_begin(&l, "cuMemGetAddressRange");
    lt_ptr(&l, "pbase", (const void *)pbase);
    lt_ptr(&l, "psize", (const void *)psize);
    lt_u64(&l, "dptr", (unsigned long long)dptr);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (pbase) lt_hex(&l, "*pbase", (unsigned long long)*pbase);
        if (psize) lt_hex(&l, "*psize", (unsigned long long)*psize);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemGetAddressRange_v2(CUdeviceptr *pbase, size_t *psize, CUdeviceptr dptr)
{
    CUresult r = lt_enter(319);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUdeviceptr *, size_t *, CUdeviceptr))lt_real[319])(pbase, psize, dptr);
    lt_line l;
    lt_begin(&l, "cuMemGetAddressRange_v2");
    lt_ptr(&l, "pbase", (const void *)pbase);
    lt_ptr(&l, "psize", (const void *)psize);
    lt_hex(&l, "dptr", (unsigned long long)dptr);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (pbase) lt_hex(&l, "*pbase", (unsigned long long)*pbase);
        if (psize) lt_hex(&l, "*psize", (unsigned long long)*psize);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemGetAllocationGranularity(size_t *granularity, const CUmemAllocationProp *prop, CUmemAllocationGranularity_flags option)
{
    CUresult r = lt_enter(320);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(size_t *, const CUmemAllocationProp *, CUmemAllocationGranularity_flags))lt_real[320])(granularity, prop, option);
    lt_line l;
    lt_begin(&l, "cuMemGetAllocationGranularity");
    lt_ptr(&l, "granularity", (const void *)granularity);
    lt_ptr(&l, "prop", (const void *)prop);
    lt_u64(&l, "option", (unsigned long long)option);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (granularity) lt_hex(&l, "*granularity", (unsigned long long)*granularity);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemGetAllocationPropertiesFromHandle(CUmemAllocationProp *prop, CUmemGenericAllocationHandle handle)
{
    CUresult r = lt_enter(321);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUmemAllocationProp *, CUmemGenericAllocationHandle))lt_real[321])(prop, handle);
    lt_line l;
    lt_begin(&l, "cuMemGetAllocationPropertiesFromHandle");
    lt_ptr(&l, "prop", (const void *)prop);
    lt_u64(&l, "handle", (unsigned long long)handle);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (prop) lt_bytes(&l, "*prop", prop, sizeof *prop);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemGetDefaultMemPool(CUmemoryPool *pool_out, CUmemLocation *location, CUmemAllocationType type)
{
    CUresult r = lt_enter(322);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUmemoryPool *, CUmemLocation *, CUmemAllocationType))lt_real[322])(pool_out, location, type);
    lt_line l;
    lt_begin(&l, "cuMemGetDefaultMemPool");
    lt_ptr(&l, "pool_out", (const void *)pool_out);
    lt_ptr(&l, "location", (const void *)location);
    lt_u64(&l, "type", (unsigned long long)type);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (pool_out) lt_ptr(&l, "*pool_out", (const void *)*pool_out);
        if (location) lt_bytes(&l, "*location", location, sizeof *location);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemGetHandleForAddressRange(void *handle, CUdeviceptr dptr, size_t size, CUmemRangeHandleType handleType, unsigned long long flags)
{
    CUresult r = lt_enter(323);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(void *, CUdeviceptr, size_t, CUmemRangeHandleType, unsigned long long))lt_real[323])(handle, dptr, size, handleType, flags);
    lt_line l;
    lt_begin(&l, "cuMemGetHandleForAddressRange");
    lt_ptr(&l, "handle", (const void *)handle);
    lt_hex(&l, "dptr", (unsigned long long)dptr);
    lt_u64(&l, "size", (unsigned long long)size);
    lt_u64(&l, "handleType", (unsigned long long)handleType);
    lt_u64(&l, "flags", (unsigned long long)flags);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemGetInfo(unsigned int *free, unsigned int *total)
{
    CUresult r = lt_enter(324);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(unsigned int *, unsigned int *))lt_real[324])(free, total);
    lt_line l;
    lt_begin(&l, "cuMemGetInfo");
    lt_ptr(&l, "free", (const void *)free);
    lt_ptr(&l, "total", (const void *)total);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (free) lt_hex(&l, "*free", (unsigned long long)*free);
        if (total) lt_hex(&l, "*total", (unsigned long long)*total);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemGetInfo_v2(size_t *free, size_t *total)
{
    CUresult r = lt_enter(325);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(size_t *, size_t *))lt_real[325])(free, total);
    lt_line l;
    lt_begin(&l, "cuMemGetInfo_v2");
    lt_ptr(&l, "free", (const void *)free);
    lt_ptr(&l, "total", (const void *)total);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (free) lt_hex(&l, "*free", (unsigned long long)*free);
        if (total) lt_hex(&l, "*total", (unsigned long long)*total);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemGetMemPool(CUmemoryPool *pool, CUmemLocation *location, CUmemAllocationType type)
{
    CUresult r = lt_enter(326);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUmemoryPool *, CUmemLocation *, CUmemAllocationType))lt_real[326])(pool, location, type);
    lt_line l;
    lt_begin(&l, "cuMemGetMemPool");
    lt_ptr(&l, "pool", (const void *)pool);
    lt_ptr(&l, "location", (const void *)location);
    lt_u64(&l, "type", (unsigned long long)type);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (pool) lt_ptr(&l, "*pool", (const void *)*pool);
        if (location) lt_bytes(&l, "*location", location, sizeof *location);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemHostAlloc(void **pp, size_t bytesize, unsigned int Flags)
{
    CUresult r = lt_enter(327);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(void **, size_t, unsigned int))lt_real[327])(pp, bytesize, Flags);
    lt_line l;
    lt_begin(&l, "cuMemHostAlloc");
    lt_ptr(&l, "pp", (const void *)pp);
    lt_u64(&l, "bytesize", (unsigned long long)bytesize);
    lt_u64(&l, "Flags", (unsigned long long)Flags);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (pp) lt_ptr(&l, "*pp", (const void *)*pp);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemHostGetDevicePointer(CUdeviceptr_v1 *pdptr, void *p, unsigned int Flags)
{
    CUresult r = lt_enter(328);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUdeviceptr_v1 *, void *, unsigned int))lt_real[328])(pdptr, p, Flags);
    lt_line l;
    lt_begin(&l, "cuMemHostGetDevicePointer");
    lt_ptr(&l, "pdptr", (const void *)pdptr);
    lt_ptr(&l, "p", (const void *)p);
    lt_u64(&l, "Flags", (unsigned long long)Flags);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (pdptr) lt_hex(&l, "*pdptr", (unsigned long long)*pdptr);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemHostGetDevicePointer_v2(CUdeviceptr *pdptr, void *p, unsigned int Flags)
{
    CUresult r = lt_enter(329);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUdeviceptr *, void *, unsigned int))lt_real[329])(pdptr, p, Flags);
    lt_line l;
    lt_begin(&l, "cuMemHostGetDevicePointer_v2");
    lt_ptr(&l, "pdptr", (const void *)pdptr);
    lt_ptr(&l, "p", (const void *)p);
    lt_u64(&l, "Flags", (unsigned long long)Flags);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (pdptr) lt_hex(&l, "*pdptr", (unsigned long long)*pdptr);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemHostGetFlags(unsigned int *pFlags, void *p)
{
    CUresult r = lt_enter(330);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(unsigned int *, void *))lt_real[330])(pFlags, p);
    lt_line l;
    lt_begin(&l, "cuMemHostGetFlags");
    lt_ptr(&l, "pFlags", (const void *)pFlags);
    lt_ptr(&l, "p", (const void *)p);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (pFlags) lt_hex(&l, "*pFlags", (unsigned long long)*pFlags);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemHostRegister(void *p, size_t bytesize, unsigned int Flags)
{
    CUresult r = lt_enter(331);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(void *, size_t, unsigned int))lt_real[331])(p, bytesize, Flags);
    lt_line l;
    lt_begin(&l, "cuMemHostRegister");
    lt_ptr(&l, "p", (const void *)p);
    lt_u64(&l, "bytesize", (unsigned long long)bytesize);
    lt_u64(&l, "Flags", (unsigned long long)Flags);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemHostRegister_v2(void *p, size_t bytesize, unsigned int Flags)
{
    CUresult r = lt_enter(332);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(void *, size_t, unsigned int))lt_real[332])(p, bytesize, Flags);
    lt_line l;
    lt_begin(&l, "cuMemHostRegister_v2");
    lt_ptr(&l, "p", (const void *)p);
    lt_u64(&l, "bytesize", (unsigned long long)bytesize);
    lt_u64(&l, "Flags", (unsigned long long)Flags);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemHostUnregister(void *p)
{
    CUresult r = lt_enter(333);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(void *))lt_real[333])(p);
    lt_line l;
    lt_begin(&l, "cuMemHostUnregister");
    lt_ptr(&l, "p", (const void *)p);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemImportFromShareableHandle(CUmemGenericAllocationHandle *handle, void *osHandle, CUmemAllocationHandleType shHandleType)
{
    CUresult r = lt_enter(334);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUmemGenericAllocationHandle *, void *, CUmemAllocationHandleType))lt_real[334])(handle, osHandle, shHandleType);
    lt_line l;
    lt_begin(&l, "cuMemImportFromShareableHandle");
    lt_ptr(&l, "handle", (const void *)handle);
    lt_ptr(&l, "osHandle", (const void *)osHandle);
    lt_u64(&l, "shHandleType", (unsigned long long)shHandleType);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (handle) lt_hex(&l, "*handle", (unsigned long long)*handle);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemMap(CUdeviceptr ptr, size_t size, size_t offset, CUmemGenericAllocationHandle handle, unsigned long long flags)
{
    CUresult r = lt_enter(335);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUdeviceptr, size_t, size_t, CUmemGenericAllocationHandle, unsigned long long))lt_real[335])(ptr, size, offset, handle, flags);
    lt_line l;
    lt_begin(&l, "cuMemMap");
    lt_hex(&l, "ptr", (unsigned long long)ptr);
    lt_u64(&l, "size", (unsigned long long)size);
    lt_u64(&l, "offset", (unsigned long long)offset);
    lt_u64(&l, "handle", (unsigned long long)handle);
    lt_u64(&l, "flags", (unsigned long long)flags);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemMapArrayAsync(CUarrayMapInfo *mapInfoList, unsigned int count, CUstream hStream)
{
    CUresult r = lt_enter(336);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUarrayMapInfo *, unsigned int, CUstream))lt_real[336])(mapInfoList, count, hStream);
    lt_line l;
    lt_begin(&l, "cuMemMapArrayAsync");
    lt_ptr(&l, "mapInfoList", (const void *)mapInfoList);
    lt_u64(&l, "count", (unsigned long long)count);
    lt_ptr(&l, "hStream", (const void *)hStream);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (mapInfoList) lt_bytes(&l, "*mapInfoList", mapInfoList, sizeof *mapInfoList);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemMapArrayAsync_ptsz(CUarrayMapInfo *mapInfoList, unsigned int count, CUstream hStream)
{
    CUresult r = lt_enter(337);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUarrayMapInfo *, unsigned int, CUstream))lt_real[337])(mapInfoList, count, hStream);
    lt_line l;
    lt_begin(&l, "cuMemMapArrayAsync_ptsz");
    lt_ptr(&l, "mapInfoList", (const void *)mapInfoList);
    lt_u64(&l, "count", (unsigned long long)count);
    lt_ptr(&l, "hStream", (const void *)hStream);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (mapInfoList) lt_bytes(&l, "*mapInfoList", mapInfoList, sizeof *mapInfoList);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemPoolCreate(CUmemoryPool *pool, const CUmemPoolProps *poolProps)
{
    CUresult r = lt_enter(338);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUmemoryPool *, const CUmemPoolProps *))lt_real[338])(pool, poolProps);
    lt_line l;
    lt_begin(&l, "cuMemPoolCreate");
    lt_ptr(&l, "pool", (const void *)pool);
    lt_ptr(&l, "poolProps", (const void *)poolProps);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (pool) lt_ptr(&l, "*pool", (const void *)*pool);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemPoolDestroy(CUmemoryPool pool)
{
    CUresult r = lt_enter(339);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUmemoryPool))lt_real[339])(pool);
    lt_line l;
    lt_begin(&l, "cuMemPoolDestroy");
    lt_ptr(&l, "pool", (const void *)pool);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemPoolExportPointer(CUmemPoolPtrExportData *shareData_out, CUdeviceptr ptr)
{
    CUresult r = lt_enter(340);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUmemPoolPtrExportData *, CUdeviceptr))lt_real[340])(shareData_out, ptr);
    lt_line l;
    lt_begin(&l, "cuMemPoolExportPointer");
    lt_ptr(&l, "shareData_out", (const void *)shareData_out);
    lt_hex(&l, "ptr", (unsigned long long)ptr);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (shareData_out) lt_bytes(&l, "*shareData_out", shareData_out, sizeof *shareData_out);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemPoolExportToShareableHandle(void *handle_out, CUmemoryPool pool, CUmemAllocationHandleType handleType, unsigned long long flags)
{
    CUresult r = lt_enter(341);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(void *, CUmemoryPool, CUmemAllocationHandleType, unsigned long long))lt_real[341])(handle_out, pool, handleType, flags);
    lt_line l;
    lt_begin(&l, "cuMemPoolExportToShareableHandle");
    lt_ptr(&l, "handle_out", (const void *)handle_out);
    lt_ptr(&l, "pool", (const void *)pool);
    lt_u64(&l, "handleType", (unsigned long long)handleType);
    lt_u64(&l, "flags", (unsigned long long)flags);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemPoolGetAccess(CUmemAccess_flags *flags, CUmemoryPool memPool, CUmemLocation *location)
{
    CUresult r = lt_enter(342);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUmemAccess_flags *, CUmemoryPool, CUmemLocation *))lt_real[342])(flags, memPool, location);
    lt_line l;
    lt_begin(&l, "cuMemPoolGetAccess");
    lt_ptr(&l, "flags", (const void *)flags);
    lt_ptr(&l, "memPool", (const void *)memPool);
    lt_ptr(&l, "location", (const void *)location);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (flags) lt_hex(&l, "*flags", (unsigned long long)*flags);
        if (location) lt_bytes(&l, "*location", location, sizeof *location);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemPoolGetAttribute(CUmemoryPool pool, CUmemPool_attribute attr, void *value)
{
    CUresult r = lt_enter(343);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUmemoryPool, CUmemPool_attribute, void *))lt_real[343])(pool, attr, value);
    lt_line l;
    lt_begin(&l, "cuMemPoolGetAttribute");
    lt_ptr(&l, "pool", (const void *)pool);
    lt_u64(&l, "attr", (unsigned long long)attr);
    lt_ptr(&l, "value", (const void *)value);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemPoolImportFromShareableHandle(CUmemoryPool *pool_out, void *handle, CUmemAllocationHandleType handleType, unsigned long long flags)
{
    CUresult r = lt_enter(344);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUmemoryPool *, void *, CUmemAllocationHandleType, unsigned long long))lt_real[344])(pool_out, handle, handleType, flags);
    lt_line l;
    lt_begin(&l, "cuMemPoolImportFromShareableHandle");
    lt_ptr(&l, "pool_out", (const void *)pool_out);
    lt_ptr(&l, "handle", (const void *)handle);
    lt_u64(&l, "handleType", (unsigned long long)handleType);
    lt_u64(&l, "flags", (unsigned long long)flags);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (pool_out) lt_ptr(&l, "*pool_out", (const void *)*pool_out);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemPoolImportPointer(CUdeviceptr *ptr_out, CUmemoryPool pool, CUmemPoolPtrExportData *shareData)
{
    CUresult r = lt_enter(345);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUdeviceptr *, CUmemoryPool, CUmemPoolPtrExportData *))lt_real[345])(ptr_out, pool, shareData);
    lt_line l;
    lt_begin(&l, "cuMemPoolImportPointer");
    lt_ptr(&l, "ptr_out", (const void *)ptr_out);
    lt_ptr(&l, "pool", (const void *)pool);
    lt_ptr(&l, "shareData", (const void *)shareData);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (ptr_out) lt_hex(&l, "*ptr_out", (unsigned long long)*ptr_out);
        if (shareData) lt_bytes(&l, "*shareData", shareData, sizeof *shareData);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemPoolSetAccess(CUmemoryPool pool, const CUmemAccessDesc *map, size_t count)
{
    CUresult r = lt_enter(346);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUmemoryPool, const CUmemAccessDesc *, size_t))lt_real[346])(pool, map, count);
    lt_line l;
    lt_begin(&l, "cuMemPoolSetAccess");
    lt_ptr(&l, "pool", (const void *)pool);
    lt_ptr(&l, "map", (const void *)map);
    lt_u64(&l, "count", (unsigned long long)count);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemPoolSetAttribute(CUmemoryPool pool, CUmemPool_attribute attr, void *value)
{
    CUresult r = lt_enter(347);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUmemoryPool, CUmemPool_attribute, void *))lt_real[347])(pool, attr, value);
    lt_line l;
    lt_begin(&l, "cuMemPoolSetAttribute");
    lt_ptr(&l, "pool", (const void *)pool);
    lt_u64(&l, "attr", (unsigned long long)attr);
    lt_ptr(&l, "value", (const void *)value);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemPoolTrimTo(CUmemoryPool pool, size_t minBytesToKeep)
{
    CUresult r = lt_enter(348);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUmemoryPool, size_t))lt_real[348])(pool, minBytesToKeep);
    lt_line l;
    lt_begin(&l, "cuMemPoolTrimTo");
    lt_ptr(&l, "pool", (const void *)pool);
    lt_u64(&l, "minBytesToKeep", (unsigned long long)minBytesToKeep);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemPrefetchAsync(CUdeviceptr devPtr, size_t count, CUdevice dstDevice, CUstream hStream)
{
    CUresult r = lt_enter(349);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUdeviceptr, size_t, CUdevice, CUstream))lt_real[349])(devPtr, count, dstDevice, hStream);
    lt_line l;
    lt_begin(&l, "cuMemPrefetchAsync");
    lt_hex(&l, "devPtr", (unsigned long long)devPtr);
    lt_u64(&l, "count", (unsigned long long)count);
    lt_i64(&l, "dstDevice", (long long)dstDevice);
    lt_ptr(&l, "hStream", (const void *)hStream);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemPrefetchAsync_ptsz(CUdeviceptr devPtr, size_t count, CUdevice dstDevice, CUstream hStream)
{
    CUresult r = lt_enter(350);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUdeviceptr, size_t, CUdevice, CUstream))lt_real[350])(devPtr, count, dstDevice, hStream);
    lt_line l;
    lt_begin(&l, "cuMemPrefetchAsync_ptsz");
    lt_hex(&l, "devPtr", (unsigned long long)devPtr);
    lt_u64(&l, "count", (unsigned long long)count);
    lt_i64(&l, "dstDevice", (long long)dstDevice);
    lt_ptr(&l, "hStream", (const void *)hStream);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemPrefetchAsync_v2(CUdeviceptr devPtr, size_t count, CUmemLocation location, unsigned int flags, CUstream hStream)
{
    CUresult r = lt_enter(351);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUdeviceptr, size_t, CUmemLocation, unsigned int, CUstream))lt_real[351])(devPtr, count, location, flags, hStream);
    lt_line l;
    lt_begin(&l, "cuMemPrefetchAsync_v2");
    lt_hex(&l, "devPtr", (unsigned long long)devPtr);
    lt_u64(&l, "count", (unsigned long long)count);
    lt_bytes(&l, "location", &location, sizeof location);
    lt_u64(&l, "flags", (unsigned long long)flags);
    lt_ptr(&l, "hStream", (const void *)hStream);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemPrefetchAsync_v2_ptsz(CUdeviceptr devPtr, size_t count, CUmemLocation location, unsigned int flags, CUstream hStream)
{
    CUresult r = lt_enter(352);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUdeviceptr, size_t, CUmemLocation, unsigned int, CUstream))lt_real[352])(devPtr, count, location, flags, hStream);
    lt_line l;
    lt_begin(&l, "cuMemPrefetchAsync_v2_ptsz");
    lt_hex(&l, "devPtr", (unsigned long long)devPtr);
    lt_u64(&l, "count", (unsigned long long)count);
    lt_bytes(&l, "location", &location, sizeof location);
    lt_u64(&l, "flags", (unsigned long long)flags);
    lt_ptr(&l, "hStream", (const void *)hStream);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemPrefetchBatchAsync(CUdeviceptr *dptrs, size_t *sizes, size_t count, CUmemLocation *prefetchLocs, size_t *prefetchLocIdxs, size_t numPrefetchLocs, unsigned long long flags, CUstream hStream)
{
    CUresult r = lt_enter(353);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUdeviceptr *, size_t *, size_t, CUmemLocation *, size_t *, size_t, unsigned long long, CUstream))lt_real[353])(dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, hStream);
    lt_line l;
    lt_begin(&l, "cuMemPrefetchBatchAsync");
    lt_ptr(&l, "dptrs", (const void *)dptrs);
    lt_ptr(&l, "sizes", (const void *)sizes);
    lt_u64(&l, "count", (unsigned long long)count);
    lt_ptr(&l, "prefetchLocs", (const void *)prefetchLocs);
    lt_ptr(&l, "prefetchLocIdxs", (const void *)prefetchLocIdxs);
    lt_u64(&l, "numPrefetchLocs", (unsigned long long)numPrefetchLocs);
    lt_u64(&l, "flags", (unsigned long long)flags);
    lt_ptr(&l, "hStream", (const void *)hStream);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (dptrs) lt_hex(&l, "*dptrs", (unsigned long long)*dptrs);
        if (sizes) lt_hex(&l, "*sizes", (unsigned long long)*sizes);
        if (prefetchLocs) lt_bytes(&l, "*prefetchLocs", prefetchLocs, sizeof *prefetchLocs);
        if (prefetchLocIdxs) lt_hex(&l, "*prefetchLocIdxs", (unsigned long long)*prefetchLocIdxs);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemPrefetchBatchAsync_ptsz(CUdeviceptr *dptrs, size_t *sizes, size_t count, CUmemLocation *prefetchLocs, size_t *prefetchLocIdxs, size_t numPrefetchLocs, unsigned long long flags, CUstream hStream)
{
    CUresult r = lt_enter(354);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUdeviceptr *, size_t *, size_t, CUmemLocation *, size_t *, size_t, unsigned long long, CUstream))lt_real[354])(dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, hStream);
    lt_line l;
    lt_begin(&l, "cuMemPrefetchBatchAsync_ptsz");
    lt_ptr(&l, "dptrs", (const void *)dptrs);
    lt_ptr(&l, "sizes", (const void *)sizes);
    lt_u64(&l, "count", (unsigned long long)count);
    lt_ptr(&l, "prefetchLocs", (const void *)prefetchLocs);
    lt_ptr(&l, "prefetchLocIdxs", (const void *)prefetchLocIdxs);
    lt_u64(&l, "numPrefetchLocs", (unsigned long long)numPrefetchLocs);
    lt_u64(&l, "flags", (unsigned long long)flags);
    lt_ptr(&l, "hStream", (const void *)hStream);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (dptrs) lt_hex(&l, "*dptrs", (unsigned long long)*dptrs);
        if (sizes) lt_hex(&l, "*sizes", (unsigned long long)*sizes);
        if (prefetchLocs) lt_bytes(&l, "*prefetchLocs", prefetchLocs, sizeof *prefetchLocs);
        if (prefetchLocIdxs) lt_hex(&l, "*prefetchLocIdxs", (unsigned long long)*prefetchLocIdxs);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemRangeGetAttribute(void *data, size_t dataSize, CUmem_range_attribute attribute, CUdeviceptr devPtr, size_t count)
{
    CUresult r = lt_enter(355);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(void *, size_t, CUmem_range_attribute, CUdeviceptr, size_t))lt_real[355])(data, dataSize, attribute, devPtr, count);
    lt_line l;
    lt_begin(&l, "cuMemRangeGetAttribute");
    lt_ptr(&l, "data", (const void *)data);
    lt_u64(&l, "dataSize", (unsigned long long)dataSize);
    lt_u64(&l, "attribute", (unsigned long long)attribute);
    lt_hex(&l, "devPtr", (unsigned long long)devPtr);
    lt_u64(&l, "count", (unsigned long long)count);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemRangeGetAttributes(void **data, size_t *dataSizes, CUmem_range_attribute *attributes, size_t numAttributes, CUdeviceptr devPtr, size_t count)
{
    CUresult r = lt_enter(356);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(void **, size_t *, CUmem_range_attribute *, size_t, CUdeviceptr, size_t))lt_real[356])(data, dataSizes, attributes, numAttributes, devPtr, count);
    lt_line l;
    lt_begin(&l, "cuMemRangeGetAttributes");
    lt_ptr(&l, "data", (const void *)data);
    lt_ptr(&l, "dataSizes", (const void *)dataSizes);
    lt_ptr(&l, "attributes", (const void *)attributes);
    lt_u64(&l, "numAttributes", (unsigned long long)numAttributes);
    lt_hex(&l, "devPtr", (unsigned long long)devPtr);
    lt_u64(&l, "count", (unsigned long long)count);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (data) lt_ptr(&l, "*data", (const void *)*data);
        if (dataSizes) lt_hex(&l, "*dataSizes", (unsigned long long)*dataSizes);
        if (attributes) lt_hex(&l, "*attributes", (unsigned long long)*attributes);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemRelease(CUmemGenericAllocationHandle handle)
{
    CUresult r = lt_enter(357);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUmemGenericAllocationHandle))lt_real[357])(handle);
    lt_line l;
    lt_begin(&l, "cuMemRelease");
    lt_u64(&l, "handle", (unsigned long long)handle);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemRetainAllocationHandle(CUmemGenericAllocationHandle *handle, void *addr)
{
    CUresult r = lt_enter(358);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUmemGenericAllocationHandle *, void *))lt_real[358])(handle, addr);
    lt_line l;
    lt_begin(&l, "cuMemRetainAllocationHandle");
    lt_ptr(&l, "handle", (const void *)handle);
    lt_ptr(&l, "addr", (const void *)addr);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (handle) lt_hex(&l, "*handle", (unsigned long long)*handle);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemSetAccess(CUdeviceptr ptr, size_t size, const CUmemAccessDesc *desc, size_t count)
{
    CUresult r = lt_enter(359);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUdeviceptr, size_t, const CUmemAccessDesc *, size_t))lt_real[359])(ptr, size, desc, count);
    lt_line l;
    lt_begin(&l, "cuMemSetAccess");
    lt_hex(&l, "ptr", (unsigned long long)ptr);
    lt_u64(&l, "size", (unsigned long long)size);
    lt_ptr(&l, "desc", (const void *)desc);
    lt_u64(&l, "count", (unsigned long long)count);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemSetMemPool(CUmemLocation *location, CUmemAllocationType type, CUmemoryPool pool)
{
    CUresult r = lt_enter(360);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUmemLocation *, CUmemAllocationType, CUmemoryPool))lt_real[360])(location, type, pool);
    lt_line l;
    lt_begin(&l, "cuMemSetMemPool");
    lt_ptr(&l, "location", (const void *)location);
    lt_u64(&l, "type", (unsigned long long)type);
    lt_ptr(&l, "pool", (const void *)pool);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (location) lt_bytes(&l, "*location", location, sizeof *location);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemUnmap(CUdeviceptr ptr, size_t size)
{
    CUresult r = lt_enter(361);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUdeviceptr, size_t))lt_real[361])(ptr, size);
    lt_line l;
    lt_begin(&l, "cuMemUnmap");
    lt_hex(&l, "ptr", (unsigned long long)ptr);
    lt_u64(&l, "size", (unsigned long long)size);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemcpy(CUdeviceptr dst, CUdeviceptr src, size_t ByteCount)
{
    CUresult r = lt_enter(362);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUdeviceptr, CUdeviceptr, size_t))lt_real[362])(dst, src, ByteCount);
    lt_line l;
    lt_begin(&l, "cuMemcpy");
    lt_hex(&l, "dst", (unsigned long long)dst);
    lt_hex(&l, "src", (unsigned long long)src);
    lt_u64(&l, "ByteCount", (unsigned long long)ByteCount);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemcpy2D(const CUDA_MEMCPY2D_v1 *pCopy)
{
    CUresult r = lt_enter(363);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(const CUDA_MEMCPY2D_v1 *))lt_real[363])(pCopy);
    lt_line l;
    lt_begin(&l, "cuMemcpy2D");
    lt_ptr(&l, "pCopy", (const void *)pCopy);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemcpy2DAsync(const CUDA_MEMCPY2D_v1 *pCopy, CUstream hStream)
{
    CUresult r = lt_enter(364);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(const CUDA_MEMCPY2D_v1 *, CUstream))lt_real[364])(pCopy, hStream);
    lt_line l;
    lt_begin(&l, "cuMemcpy2DAsync");
    lt_ptr(&l, "pCopy", (const void *)pCopy);
    lt_ptr(&l, "hStream", (const void *)hStream);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemcpy2DAsync_v2(const CUDA_MEMCPY2D *pCopy, CUstream hStream)
{
    CUresult r = lt_enter(365);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(const CUDA_MEMCPY2D *, CUstream))lt_real[365])(pCopy, hStream);
    lt_line l;
    lt_begin(&l, "cuMemcpy2DAsync_v2");
    lt_ptr(&l, "pCopy", (const void *)pCopy);
    lt_ptr(&l, "hStream", (const void *)hStream);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemcpy2DAsync_v2_ptsz(const CUDA_MEMCPY2D *pCopy, CUstream hStream)
{
    CUresult r = lt_enter(366);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(const CUDA_MEMCPY2D *, CUstream))lt_real[366])(pCopy, hStream);
    lt_line l;
    lt_begin(&l, "cuMemcpy2DAsync_v2_ptsz");
    lt_ptr(&l, "pCopy", (const void *)pCopy);
    lt_ptr(&l, "hStream", (const void *)hStream);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemcpy2DUnaligned(const CUDA_MEMCPY2D_v1 *pCopy)
{
    CUresult r = lt_enter(367);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(const CUDA_MEMCPY2D_v1 *))lt_real[367])(pCopy);
    lt_line l;
    lt_begin(&l, "cuMemcpy2DUnaligned");
    lt_ptr(&l, "pCopy", (const void *)pCopy);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemcpy2DUnaligned_v2(const CUDA_MEMCPY2D *pCopy)
{
    CUresult r = lt_enter(368);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(const CUDA_MEMCPY2D *))lt_real[368])(pCopy);
    lt_line l;
    lt_begin(&l, "cuMemcpy2DUnaligned_v2");
    lt_ptr(&l, "pCopy", (const void *)pCopy);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemcpy2DUnaligned_v2_ptds(const CUDA_MEMCPY2D *pCopy)
{
    CUresult r = lt_enter(369);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(const CUDA_MEMCPY2D *))lt_real[369])(pCopy);
    lt_line l;
    lt_begin(&l, "cuMemcpy2DUnaligned_v2_ptds");
    lt_ptr(&l, "pCopy", (const void *)pCopy);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemcpy2D_v2(const CUDA_MEMCPY2D *pCopy)
{
    CUresult r = lt_enter(370);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(const CUDA_MEMCPY2D *))lt_real[370])(pCopy);
    lt_line l;
    lt_begin(&l, "cuMemcpy2D_v2");
    lt_ptr(&l, "pCopy", (const void *)pCopy);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemcpy2D_v2_ptds(const CUDA_MEMCPY2D *pCopy)
{
    CUresult r = lt_enter(371);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(const CUDA_MEMCPY2D *))lt_real[371])(pCopy);
    lt_line l;
    lt_begin(&l, "cuMemcpy2D_v2_ptds");
    lt_ptr(&l, "pCopy", (const void *)pCopy);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemcpy3D(const CUDA_MEMCPY3D_v1 *pCopy)
{
    CUresult r = lt_enter(372);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(const CUDA_MEMCPY3D_v1 *))lt_real[372])(pCopy);
    lt_line l;
    lt_begin(&l, "cuMemcpy3D");
    lt_ptr(&l, "pCopy", (const void *)pCopy);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemcpy3DAsync(const CUDA_MEMCPY3D_v1 *pCopy, CUstream hStream)
{
    CUresult r = lt_enter(373);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(const CUDA_MEMCPY3D_v1 *, CUstream))lt_real[373])(pCopy, hStream);
    lt_line l;
    lt_begin(&l, "cuMemcpy3DAsync");
    lt_ptr(&l, "pCopy", (const void *)pCopy);
    lt_ptr(&l, "hStream", (const void *)hStream);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemcpy3DAsync_v2(const CUDA_MEMCPY3D *pCopy, CUstream hStream)
{
    CUresult r = lt_enter(374);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(const CUDA_MEMCPY3D *, CUstream))lt_real[374])(pCopy, hStream);
    lt_line l;
    lt_begin(&l, "cuMemcpy3DAsync_v2");
    lt_ptr(&l, "pCopy", (const void *)pCopy);
    lt_ptr(&l, "hStream", (const void *)hStream);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemcpy3DAsync_v2_ptsz(const CUDA_MEMCPY3D *pCopy, CUstream hStream)
{
    CUresult r = lt_enter(375);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(const CUDA_MEMCPY3D *, CUstream))lt_real[375])(pCopy, hStream);
    lt_line l;
    lt_begin(&l, "cuMemcpy3DAsync_v2_ptsz");
    lt_ptr(&l, "pCopy", (const void *)pCopy);
    lt_ptr(&l, "hStream", (const void *)hStream);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemcpy3DBatchAsync(size_t numOps, CUDA_MEMCPY3D_BATCH_OP *opList, size_t *failIdx, unsigned long long flags, CUstream hStream)
{
    CUresult r = lt_enter(376);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(size_t, CUDA_MEMCPY3D_BATCH_OP *, size_t *, unsigned long long, CUstream))lt_real[376])(numOps, opList, failIdx, flags, hStream);
    lt_line l;
    lt_begin(&l, "cuMemcpy3DBatchAsync");
    lt_u64(&l, "numOps", (unsigned long long)numOps);
    lt_ptr(&l, "opList", (const void *)opList);
    lt_ptr(&l, "failIdx", (const void *)failIdx);
    lt_u64(&l, "flags", (unsigned long long)flags);
    lt_ptr(&l, "hStream", (const void *)hStream);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (opList) lt_bytes(&l, "*opList", opList, sizeof *opList);
        if (failIdx) lt_hex(&l, "*failIdx", (unsigned long long)*failIdx);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemcpy3DBatchAsync_ptsz(size_t numOps, CUDA_MEMCPY3D_BATCH_OP *opList, size_t *failIdx, unsigned long long flags, CUstream hStream)
{
    CUresult r = lt_enter(377);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(size_t, CUDA_MEMCPY3D_BATCH_OP *, size_t *, unsigned long long, CUstream))lt_real[377])(numOps, opList, failIdx, flags, hStream);
    lt_line l;
    lt_begin(&l, "cuMemcpy3DBatchAsync_ptsz");
    lt_u64(&l, "numOps", (unsigned long long)numOps);
    lt_ptr(&l, "opList", (const void *)opList);
    lt_ptr(&l, "failIdx", (const void *)failIdx);
    lt_u64(&l, "flags", (unsigned long long)flags);
    lt_ptr(&l, "hStream", (const void *)hStream);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (opList) lt_bytes(&l, "*opList", opList, sizeof *opList);
        if (failIdx) lt_hex(&l, "*failIdx", (unsigned long long)*failIdx);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemcpy3DBatchAsync_v2(size_t numOps, CUDA_MEMCPY3D_BATCH_OP *opList, unsigned long long flags, CUstream hStream)
{
    CUresult r = lt_enter(378);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(size_t, CUDA_MEMCPY3D_BATCH_OP *, unsigned long long, CUstream))lt_real[378])(numOps, opList, flags, hStream);
    lt_line l;
    lt_begin(&l, "cuMemcpy3DBatchAsync_v2");
    lt_u64(&l, "numOps", (unsigned long long)numOps);
    lt_ptr(&l, "opList", (const void *)opList);
    lt_u64(&l, "flags", (unsigned long long)flags);
    lt_ptr(&l, "hStream", (const void *)hStream);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (opList) lt_bytes(&l, "*opList", opList, sizeof *opList);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemcpy3DBatchAsync_v2_ptsz(size_t numOps, CUDA_MEMCPY3D_BATCH_OP *opList, unsigned long long flags, CUstream hStream)
{
    CUresult r = lt_enter(379);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(size_t, CUDA_MEMCPY3D_BATCH_OP *, unsigned long long, CUstream))lt_real[379])(numOps, opList, flags, hStream);
    lt_line l;
    lt_begin(&l, "cuMemcpy3DBatchAsync_v2_ptsz");
    lt_u64(&l, "numOps", (unsigned long long)numOps);
    lt_ptr(&l, "opList", (const void *)opList);
    lt_u64(&l, "flags", (unsigned long long)flags);
    lt_ptr(&l, "hStream", (const void *)hStream);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (opList) lt_bytes(&l, "*opList", opList, sizeof *opList);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemcpy3DPeer(const CUDA_MEMCPY3D_PEER *pCopy)
{
    CUresult r = lt_enter(380);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(const CUDA_MEMCPY3D_PEER *))lt_real[380])(pCopy);
    lt_line l;
    lt_begin(&l, "cuMemcpy3DPeer");
    lt_ptr(&l, "pCopy", (const void *)pCopy);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemcpy3DPeerAsync(const CUDA_MEMCPY3D_PEER *pCopy, CUstream hStream)
{
    CUresult r = lt_enter(381);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(const CUDA_MEMCPY3D_PEER *, CUstream))lt_real[381])(pCopy, hStream);
    lt_line l;
    lt_begin(&l, "cuMemcpy3DPeerAsync");
    lt_ptr(&l, "pCopy", (const void *)pCopy);
    lt_ptr(&l, "hStream", (const void *)hStream);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemcpy3DPeerAsync_ptsz(const CUDA_MEMCPY3D_PEER *pCopy, CUstream hStream)
{
    CUresult r = lt_enter(382);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(const CUDA_MEMCPY3D_PEER *, CUstream))lt_real[382])(pCopy, hStream);
    lt_line l;
    lt_begin(&l, "cuMemcpy3DPeerAsync_ptsz");
    lt_ptr(&l, "pCopy", (const void *)pCopy);
    lt_ptr(&l, "hStream", (const void *)hStream);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemcpy3DPeer_ptds(const CUDA_MEMCPY3D_PEER *pCopy)
{
    CUresult r = lt_enter(383);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(const CUDA_MEMCPY3D_PEER *))lt_real[383])(pCopy);
    lt_line l;
    lt_begin(&l, "cuMemcpy3DPeer_ptds");
    lt_ptr(&l, "pCopy", (const void *)pCopy);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemcpy3D_v2(const CUDA_MEMCPY3D *pCopy)
{
    CUresult r = lt_enter(384);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(const CUDA_MEMCPY3D *))lt_real[384])(pCopy);
    lt_line l;
    lt_begin(&l, "cuMemcpy3D_v2");
    lt_ptr(&l, "pCopy", (const void *)pCopy);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemcpy3D_v2_ptds(const CUDA_MEMCPY3D *pCopy)
{
    CUresult r = lt_enter(385);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(const CUDA_MEMCPY3D *))lt_real[385])(pCopy);
    lt_line l;
    lt_begin(&l, "cuMemcpy3D_v2_ptds");
    lt_ptr(&l, "pCopy", (const void *)pCopy);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemcpyAsync(CUdeviceptr dst, CUdeviceptr src, size_t ByteCount, CUstream hStream)
{
    CUresult r = lt_enter(386);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUdeviceptr, CUdeviceptr, size_t, CUstream))lt_real[386])(dst, src, ByteCount, hStream);
    lt_line l;
    lt_begin(&l, "cuMemcpyAsync");
    lt_hex(&l, "dst", (unsigned long long)dst);
    lt_hex(&l, "src", (unsigned long long)src);
    lt_u64(&l, "ByteCount", (unsigned long long)ByteCount);
    lt_ptr(&l, "hStream", (const void *)hStream);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemcpyAsync_ptsz(CUdeviceptr dst, CUdeviceptr src, size_t ByteCount, CUstream hStream)
{
    CUresult r = lt_enter(387);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUdeviceptr, CUdeviceptr, size_t, CUstream))lt_real[387])(dst, src, ByteCount, hStream);
    lt_line l;
    lt_begin(&l, "cuMemcpyAsync_ptsz");
    lt_hex(&l, "dst", (unsigned long long)dst);
    lt_hex(&l, "src", (unsigned long long)src);
    lt_u64(&l, "ByteCount", (unsigned long long)ByteCount);
    lt_ptr(&l, "hStream", (const void *)hStream);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemcpyAtoA(CUarray dstArray, unsigned int dstOffset, CUarray srcArray, unsigned int srcOffset, unsigned int ByteCount)
{
    CUresult r = lt_enter(388);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUarray, unsigned int, CUarray, unsigned int, unsigned int))lt_real[388])(dstArray, dstOffset, srcArray, srcOffset, ByteCount);
    lt_line l;
    lt_begin(&l, "cuMemcpyAtoA");
    lt_ptr(&l, "dstArray", (const void *)dstArray);
    lt_u64(&l, "dstOffset", (unsigned long long)dstOffset);
    lt_ptr(&l, "srcArray", (const void *)srcArray);
    lt_u64(&l, "srcOffset", (unsigned long long)srcOffset);
    lt_u64(&l, "ByteCount", (unsigned long long)ByteCount);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemcpyAtoA_v2(CUarray dstArray, size_t dstOffset, CUarray srcArray, size_t srcOffset, size_t ByteCount)
{
    CUresult r = lt_enter(389);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUarray, size_t, CUarray, size_t, size_t))lt_real[389])(dstArray, dstOffset, srcArray, srcOffset, ByteCount);
    lt_line l;
    lt_begin(&l, "cuMemcpyAtoA_v2");
    lt_ptr(&l, "dstArray", (const void *)dstArray);
    lt_u64(&l, "dstOffset", (unsigned long long)dstOffset);
    lt_ptr(&l, "srcArray", (const void *)srcArray);
    lt_u64(&l, "srcOffset", (unsigned long long)srcOffset);
    lt_u64(&l, "ByteCount", (unsigned long long)ByteCount);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemcpyAtoA_v2_ptds(CUarray dstArray, size_t dstOffset, CUarray srcArray, size_t srcOffset, size_t ByteCount)
{
    CUresult r = lt_enter(390);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUarray, size_t, CUarray, size_t, size_t))lt_real[390])(dstArray, dstOffset, srcArray, srcOffset, ByteCount);
    lt_line l;
    lt_begin(&l, "cuMemcpyAtoA_v2_ptds");
    lt_ptr(&l, "dstArray", (const void *)dstArray);
    lt_u64(&l, "dstOffset", (unsigned long long)dstOffset);
    lt_ptr(&l, "srcArray", (const void *)srcArray);
    lt_u64(&l, "srcOffset", (unsigned long long)srcOffset);
    lt_u64(&l, "ByteCount", (unsigned long long)ByteCount);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemcpyAtoD(CUdeviceptr_v1 dstDevice, CUarray srcArray, unsigned int srcOffset, unsigned int ByteCount)
{
    CUresult r = lt_enter(391);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUdeviceptr_v1, CUarray, unsigned int, unsigned int))lt_real[391])(dstDevice, srcArray, srcOffset, ByteCount);
    lt_line l;
    lt_begin(&l, "cuMemcpyAtoD");
    lt_u64(&l, "dstDevice", (unsigned long long)dstDevice);
    lt_ptr(&l, "srcArray", (const void *)srcArray);
    lt_u64(&l, "srcOffset", (unsigned long long)srcOffset);
    lt_u64(&l, "ByteCount", (unsigned long long)ByteCount);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemcpyAtoD_v2(CUdeviceptr dstDevice, CUarray srcArray, size_t srcOffset, size_t ByteCount)
{
    CUresult r = lt_enter(392);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUdeviceptr, CUarray, size_t, size_t))lt_real[392])(dstDevice, srcArray, srcOffset, ByteCount);
    lt_line l;
    lt_begin(&l, "cuMemcpyAtoD_v2");
    lt_hex(&l, "dstDevice", (unsigned long long)dstDevice);
    lt_ptr(&l, "srcArray", (const void *)srcArray);
    lt_u64(&l, "srcOffset", (unsigned long long)srcOffset);
    lt_u64(&l, "ByteCount", (unsigned long long)ByteCount);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemcpyAtoD_v2_ptds(CUdeviceptr dstDevice, CUarray srcArray, size_t srcOffset, size_t ByteCount)
{
    CUresult r = lt_enter(393);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUdeviceptr, CUarray, size_t, size_t))lt_real[393])(dstDevice, srcArray, srcOffset, ByteCount);
    lt_line l;
    lt_begin(&l, "cuMemcpyAtoD_v2_ptds");
    lt_hex(&l, "dstDevice", (unsigned long long)dstDevice);
    lt_ptr(&l, "srcArray", (const void *)srcArray);
    lt_u64(&l, "srcOffset", (unsigned long long)srcOffset);
    lt_u64(&l, "ByteCount", (unsigned long long)ByteCount);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemcpyAtoH(void *dstHost, CUarray srcArray, unsigned int srcOffset, unsigned int ByteCount)
{
    CUresult r = lt_enter(394);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(void *, CUarray, unsigned int, unsigned int))lt_real[394])(dstHost, srcArray, srcOffset, ByteCount);
    lt_line l;
    lt_begin(&l, "cuMemcpyAtoH");
    lt_ptr(&l, "dstHost", (const void *)dstHost);
    lt_ptr(&l, "srcArray", (const void *)srcArray);
    lt_u64(&l, "srcOffset", (unsigned long long)srcOffset);
    lt_u64(&l, "ByteCount", (unsigned long long)ByteCount);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemcpyAtoHAsync(void *dstHost, CUarray srcArray, unsigned int srcOffset, unsigned int ByteCount, CUstream hStream)
{
    CUresult r = lt_enter(395);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(void *, CUarray, unsigned int, unsigned int, CUstream))lt_real[395])(dstHost, srcArray, srcOffset, ByteCount, hStream);
    lt_line l;
    lt_begin(&l, "cuMemcpyAtoHAsync");
    lt_ptr(&l, "dstHost", (const void *)dstHost);
    lt_ptr(&l, "srcArray", (const void *)srcArray);
    lt_u64(&l, "srcOffset", (unsigned long long)srcOffset);
    lt_u64(&l, "ByteCount", (unsigned long long)ByteCount);
    lt_ptr(&l, "hStream", (const void *)hStream);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemcpyAtoHAsync_v2(void *dstHost, CUarray srcArray, size_t srcOffset, size_t ByteCount, CUstream hStream)
{
    CUresult r = lt_enter(396);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(void *, CUarray, size_t, size_t, CUstream))lt_real[396])(dstHost, srcArray, srcOffset, ByteCount, hStream);
    lt_line l;
    lt_begin(&l, "cuMemcpyAtoHAsync_v2");
    lt_ptr(&l, "dstHost", (const void *)dstHost);
    lt_ptr(&l, "srcArray", (const void *)srcArray);
    lt_u64(&l, "srcOffset", (unsigned long long)srcOffset);
    lt_u64(&l, "ByteCount", (unsigned long long)ByteCount);
    lt_ptr(&l, "hStream", (const void *)hStream);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemcpyAtoHAsync_v2_ptsz(void *dstHost, CUarray srcArray, size_t srcOffset, size_t ByteCount, CUstream hStream)
{
    CUresult r = lt_enter(397);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(void *, CUarray, size_t, size_t, CUstream))lt_real[397])(dstHost, srcArray, srcOffset, ByteCount, hStream);
    lt_line l;
    lt_begin(&l, "cuMemcpyAtoHAsync_v2_ptsz");
    lt_ptr(&l, "dstHost", (const void *)dstHost);
    lt_ptr(&l, "srcArray", (const void *)srcArray);
    lt_u64(&l, "srcOffset", (unsigned long long)srcOffset);
    lt_u64(&l, "ByteCount", (unsigned long long)ByteCount);
    lt_ptr(&l, "hStream", (const void *)hStream);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemcpyAtoH_v2(void *dstHost, CUarray srcArray, size_t srcOffset, size_t ByteCount)
{
    CUresult r = lt_enter(398);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(void *, CUarray, size_t, size_t))lt_real[398])(dstHost, srcArray, srcOffset, ByteCount);
    lt_line l;
    lt_begin(&l, "cuMemcpyAtoH_v2");
    lt_ptr(&l, "dstHost", (const void *)dstHost);
    lt_ptr(&l, "srcArray", (const void *)srcArray);
    lt_u64(&l, "srcOffset", (unsigned long long)srcOffset);
    lt_u64(&l, "ByteCount", (unsigned long long)ByteCount);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemcpyAtoH_v2_ptds(void *dstHost, CUarray srcArray, size_t srcOffset, size_t ByteCount)
{
    CUresult r = lt_enter(399);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(void *, CUarray, size_t, size_t))lt_real[399])(dstHost, srcArray, srcOffset, ByteCount);
    lt_line l;
    lt_begin(&l, "cuMemcpyAtoH_v2_ptds");
    lt_ptr(&l, "dstHost", (const void *)dstHost);
    lt_ptr(&l, "srcArray", (const void *)srcArray);
    lt_u64(&l, "srcOffset", (unsigned long long)srcOffset);
    lt_u64(&l, "ByteCount", (unsigned long long)ByteCount);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemcpyBatchAsync(CUdeviceptr *dsts, CUdeviceptr *srcs, size_t *sizes, size_t count, CUmemcpyAttributes *attrs, size_t *attrsIdxs, size_t numAttrs, size_t *failIdx, CUstream hStream)
{
    CUresult r = lt_enter(400);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUdeviceptr *, CUdeviceptr *, size_t *, size_t, CUmemcpyAttributes *, size_t *, size_t, size_t *, CUstream))lt_real[400])(dsts, srcs, sizes, count, attrs, attrsIdxs, numAttrs, failIdx, hStream);
    lt_line l;
    lt_begin(&l, "cuMemcpyBatchAsync");
    lt_ptr(&l, "dsts", (const void *)dsts);
    lt_ptr(&l, "srcs", (const void *)srcs);
    lt_ptr(&l, "sizes", (const void *)sizes);
    lt_u64(&l, "count", (unsigned long long)count);
    lt_ptr(&l, "attrs", (const void *)attrs);
    lt_ptr(&l, "attrsIdxs", (const void *)attrsIdxs);
    lt_u64(&l, "numAttrs", (unsigned long long)numAttrs);
    lt_ptr(&l, "failIdx", (const void *)failIdx);
    lt_ptr(&l, "hStream", (const void *)hStream);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (dsts) lt_hex(&l, "*dsts", (unsigned long long)*dsts);
        if (srcs) lt_hex(&l, "*srcs", (unsigned long long)*srcs);
        if (sizes) lt_hex(&l, "*sizes", (unsigned long long)*sizes);
        if (attrs) lt_bytes(&l, "*attrs", attrs, sizeof *attrs);
        if (attrsIdxs) lt_hex(&l, "*attrsIdxs", (unsigned long long)*attrsIdxs);
        if (failIdx) lt_hex(&l, "*failIdx", (unsigned long long)*failIdx);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemcpyBatchAsync_ptsz(CUdeviceptr *dsts, CUdeviceptr *srcs, size_t *sizes, size_t count, CUmemcpyAttributes *attrs, size_t *attrsIdxs, size_t numAttrs, size_t *failIdx, CUstream hStream)
{
    CUresult r = lt_enter(401);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUdeviceptr *, CUdeviceptr *, size_t *, size_t, CUmemcpyAttributes *, size_t *, size_t, size_t *, CUstream))lt_real[401])(dsts, srcs, sizes, count, attrs, attrsIdxs, numAttrs, failIdx, hStream);
    lt_line l;
    lt_begin(&l, "cuMemcpyBatchAsync_ptsz");
    lt_ptr(&l, "dsts", (const void *)dsts);
    lt_ptr(&l, "srcs", (const void *)srcs);
    lt_ptr(&l, "sizes", (const void *)sizes);
    lt_u64(&l, "count", (unsigned long long)count);
    lt_ptr(&l, "attrs", (const void *)attrs);
    lt_ptr(&l, "attrsIdxs", (const void *)attrsIdxs);
    lt_u64(&l, "numAttrs", (unsigned long long)numAttrs);
    lt_ptr(&l, "failIdx", (const void *)failIdx);
    lt_ptr(&l, "hStream", (const void *)hStream);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (dsts) lt_hex(&l, "*dsts", (unsigned long long)*dsts);
        if (srcs) lt_hex(&l, "*srcs", (unsigned long long)*srcs);
        if (sizes) lt_hex(&l, "*sizes", (unsigned long long)*sizes);
        if (attrs) lt_bytes(&l, "*attrs", attrs, sizeof *attrs);
        if (attrsIdxs) lt_hex(&l, "*attrsIdxs", (unsigned long long)*attrsIdxs);
        if (failIdx) lt_hex(&l, "*failIdx", (unsigned long long)*failIdx);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemcpyBatchAsync_v2(CUdeviceptr *dsts, CUdeviceptr *srcs, size_t *sizes, size_t count, CUmemcpyAttributes *attrs, size_t *attrsIdxs, size_t numAttrs, CUstream hStream)
{
    CUresult r = lt_enter(402);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUdeviceptr *, CUdeviceptr *, size_t *, size_t, CUmemcpyAttributes *, size_t *, size_t, CUstream))lt_real[402])(dsts, srcs, sizes, count, attrs, attrsIdxs, numAttrs, hStream);
    lt_line l;
    lt_begin(&l, "cuMemcpyBatchAsync_v2");
    lt_ptr(&l, "dsts", (const void *)dsts);
    lt_ptr(&l, "srcs", (const void *)srcs);
    lt_ptr(&l, "sizes", (const void *)sizes);
    lt_u64(&l, "count", (unsigned long long)count);
    lt_ptr(&l, "attrs", (const void *)attrs);
    lt_ptr(&l, "attrsIdxs", (const void *)attrsIdxs);
    lt_u64(&l, "numAttrs", (unsigned long long)numAttrs);
    lt_ptr(&l, "hStream", (const void *)hStream);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (dsts) lt_hex(&l, "*dsts", (unsigned long long)*dsts);
        if (srcs) lt_hex(&l, "*srcs", (unsigned long long)*srcs);
        if (sizes) lt_hex(&l, "*sizes", (unsigned long long)*sizes);
        if (attrs) lt_bytes(&l, "*attrs", attrs, sizeof *attrs);
        if (attrsIdxs) lt_hex(&l, "*attrsIdxs", (unsigned long long)*attrsIdxs);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemcpyBatchAsync_v2_ptsz(CUdeviceptr *dsts, CUdeviceptr *srcs, size_t *sizes, size_t count, CUmemcpyAttributes *attrs, size_t *attrsIdxs, size_t numAttrs, CUstream hStream)
{
    CUresult r = lt_enter(403);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUdeviceptr *, CUdeviceptr *, size_t *, size_t, CUmemcpyAttributes *, size_t *, size_t, CUstream))lt_real[403])(dsts, srcs, sizes, count, attrs, attrsIdxs, numAttrs, hStream);
    lt_line l;
    lt_begin(&l, "cuMemcpyBatchAsync_v2_ptsz");
    lt_ptr(&l, "dsts", (const void *)dsts);
    lt_ptr(&l, "srcs", (const void *)srcs);
    lt_ptr(&l, "sizes", (const void *)sizes);
    lt_u64(&l, "count", (unsigned long long)count);
    lt_ptr(&l, "attrs", (const void *)attrs);
    lt_ptr(&l, "attrsIdxs", (const void *)attrsIdxs);
    lt_u64(&l, "numAttrs", (unsigned long long)numAttrs);
    lt_ptr(&l, "hStream", (const void *)hStream);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (dsts) lt_hex(&l, "*dsts", (unsigned long long)*dsts);
        if (srcs) lt_hex(&l, "*srcs", (unsigned long long)*srcs);
        if (sizes) lt_hex(&l, "*sizes", (unsigned long long)*sizes);
        if (attrs) lt_bytes(&l, "*attrs", attrs, sizeof *attrs);
        if (attrsIdxs) lt_hex(&l, "*attrsIdxs", (unsigned long long)*attrsIdxs);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemcpyDtoA(CUarray dstArray, unsigned int dstOffset, CUdeviceptr_v1 srcDevice, unsigned int ByteCount)
{
    CUresult r = lt_enter(404);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUarray, unsigned int, CUdeviceptr_v1, unsigned int))lt_real[404])(dstArray, dstOffset, srcDevice, ByteCount);
    lt_line l;
    lt_begin(&l, "cuMemcpyDtoA");
    lt_ptr(&l, "dstArray", (const void *)dstArray);
    lt_u64(&l, "dstOffset", (unsigned long long)dstOffset);
    lt_u64(&l, "srcDevice", (unsigned long long)srcDevice);
    lt_u64(&l, "ByteCount", (unsigned long long)ByteCount);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemcpyDtoA_v2(CUarray dstArray, size_t dstOffset, CUdeviceptr srcDevice, size_t ByteCount)
{
    CUresult r = lt_enter(405);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUarray, size_t, CUdeviceptr, size_t))lt_real[405])(dstArray, dstOffset, srcDevice, ByteCount);
    lt_line l;
    lt_begin(&l, "cuMemcpyDtoA_v2");
    lt_ptr(&l, "dstArray", (const void *)dstArray);
    lt_u64(&l, "dstOffset", (unsigned long long)dstOffset);
    lt_hex(&l, "srcDevice", (unsigned long long)srcDevice);
    lt_u64(&l, "ByteCount", (unsigned long long)ByteCount);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemcpyDtoA_v2_ptds(CUarray dstArray, size_t dstOffset, CUdeviceptr srcDevice, size_t ByteCount)
{
    CUresult r = lt_enter(406);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUarray, size_t, CUdeviceptr, size_t))lt_real[406])(dstArray, dstOffset, srcDevice, ByteCount);
    lt_line l;
    lt_begin(&l, "cuMemcpyDtoA_v2_ptds");
    lt_ptr(&l, "dstArray", (const void *)dstArray);
    lt_u64(&l, "dstOffset", (unsigned long long)dstOffset);
    lt_hex(&l, "srcDevice", (unsigned long long)srcDevice);
    lt_u64(&l, "ByteCount", (unsigned long long)ByteCount);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemcpyDtoD(CUdeviceptr_v1 dstDevice, CUdeviceptr_v1 srcDevice, unsigned int ByteCount)
{
    CUresult r = lt_enter(407);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUdeviceptr_v1, CUdeviceptr_v1, unsigned int))lt_real[407])(dstDevice, srcDevice, ByteCount);
    lt_line l;
    lt_begin(&l, "cuMemcpyDtoD");
    lt_u64(&l, "dstDevice", (unsigned long long)dstDevice);
    lt_u64(&l, "srcDevice", (unsigned long long)srcDevice);
    lt_u64(&l, "ByteCount", (unsigned long long)ByteCount);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemcpyDtoDAsync(CUdeviceptr_v1 dstDevice, CUdeviceptr_v1 srcDevice, unsigned int ByteCount, CUstream hStream)
{
    CUresult r = lt_enter(408);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUdeviceptr_v1, CUdeviceptr_v1, unsigned int, CUstream))lt_real[408])(dstDevice, srcDevice, ByteCount, hStream);
    lt_line l;
    lt_begin(&l, "cuMemcpyDtoDAsync");
    lt_u64(&l, "dstDevice", (unsigned long long)dstDevice);
    lt_u64(&l, "srcDevice", (unsigned long long)srcDevice);
    lt_u64(&l, "ByteCount", (unsigned long long)ByteCount);
    lt_ptr(&l, "hStream", (const void *)hStream);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemcpyDtoDAsync_v2(CUdeviceptr dstDevice, CUdeviceptr srcDevice, size_t ByteCount, CUstream hStream)
{
    CUresult r = lt_enter(409);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUdeviceptr, CUdeviceptr, size_t, CUstream))lt_real[409])(dstDevice, srcDevice, ByteCount, hStream);
    lt_line l;
    lt_begin(&l, "cuMemcpyDtoDAsync_v2");
    lt_hex(&l, "dstDevice", (unsigned long long)dstDevice);
    lt_hex(&l, "srcDevice", (unsigned long long)srcDevice);
    lt_u64(&l, "ByteCount", (unsigned long long)ByteCount);
    lt_ptr(&l, "hStream", (const void *)hStream);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemcpyDtoDAsync_v2_ptsz(CUdeviceptr dstDevice, CUdeviceptr srcDevice, size_t ByteCount, CUstream hStream)
{
    CUresult r = lt_enter(410);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUdeviceptr, CUdeviceptr, size_t, CUstream))lt_real[410])(dstDevice, srcDevice, ByteCount, hStream);
    lt_line l;
    lt_begin(&l, "cuMemcpyDtoDAsync_v2_ptsz");
    lt_hex(&l, "dstDevice", (unsigned long long)dstDevice);
    lt_hex(&l, "srcDevice", (unsigned long long)srcDevice);
    lt_u64(&l, "ByteCount", (unsigned long long)ByteCount);
    lt_ptr(&l, "hStream", (const void *)hStream);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemcpyDtoD_v2(CUdeviceptr dstDevice, CUdeviceptr srcDevice, size_t ByteCount)
{
    CUresult r = lt_enter(411);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUdeviceptr, CUdeviceptr, size_t))lt_real[411])(dstDevice, srcDevice, ByteCount);
    lt_line l;
    lt_begin(&l, "cuMemcpyDtoD_v2");
    lt_hex(&l, "dstDevice", (unsigned long long)dstDevice);
    lt_hex(&l, "srcDevice", (unsigned long long)srcDevice);
    lt_u64(&l, "ByteCount", (unsigned long long)ByteCount);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemcpyDtoD_v2_ptds(CUdeviceptr dstDevice, CUdeviceptr srcDevice, size_t ByteCount)
{
    CUresult r = lt_enter(412);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUdeviceptr, CUdeviceptr, size_t))lt_real[412])(dstDevice, srcDevice, ByteCount);
    lt_line l;
    lt_begin(&l, "cuMemcpyDtoD_v2_ptds");
    lt_hex(&l, "dstDevice", (unsigned long long)dstDevice);
    lt_hex(&l, "srcDevice", (unsigned long long)srcDevice);
    lt_u64(&l, "ByteCount", (unsigned long long)ByteCount);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemcpyDtoH(void *dstHost, CUdeviceptr_v1 srcDevice, unsigned int ByteCount)
{
    CUresult r = lt_enter(413);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(void *, CUdeviceptr_v1, unsigned int))lt_real[413])(dstHost, srcDevice, ByteCount);
    lt_line l;
    lt_begin(&l, "cuMemcpyDtoH");
    lt_ptr(&l, "dstHost", (const void *)dstHost);
    lt_u64(&l, "srcDevice", (unsigned long long)srcDevice);
    lt_u64(&l, "ByteCount", (unsigned long long)ByteCount);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemcpyDtoHAsync(void *dstHost, CUdeviceptr_v1 srcDevice, unsigned int ByteCount, CUstream hStream)
{
    CUresult r = lt_enter(414);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(void *, CUdeviceptr_v1, unsigned int, CUstream))lt_real[414])(dstHost, srcDevice, ByteCount, hStream);
    lt_line l;
    lt_begin(&l, "cuMemcpyDtoHAsync");
    lt_ptr(&l, "dstHost", (const void *)dstHost);
    lt_u64(&l, "srcDevice", (unsigned long long)srcDevice);
    lt_u64(&l, "ByteCount", (unsigned long long)ByteCount);
    lt_ptr(&l, "hStream", (const void *)hStream);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemcpyDtoHAsync_v2(void *dstHost, CUdeviceptr srcDevice, size_t ByteCount, CUstream hStream)
{
    CUresult r = lt_enter(415);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(void *, CUdeviceptr, size_t, CUstream))lt_real[415])(dstHost, srcDevice, ByteCount, hStream);
    lt_line l;
    lt_begin(&l, "cuMemcpyDtoHAsync_v2");
    lt_ptr(&l, "dstHost", (const void *)dstHost);
    lt_hex(&l, "srcDevice", (unsigned long long)srcDevice);
    lt_u64(&l, "ByteCount", (unsigned long long)ByteCount);
    lt_ptr(&l, "hStream", (const void *)hStream);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemcpyDtoHAsync_v2_ptsz(void *dstHost, CUdeviceptr srcDevice, size_t ByteCount, CUstream hStream)
{
    CUresult r = lt_enter(416);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(void *, CUdeviceptr, size_t, CUstream))lt_real[416])(dstHost, srcDevice, ByteCount, hStream);
    lt_line l;
    lt_begin(&l, "cuMemcpyDtoHAsync_v2_ptsz");
    lt_ptr(&l, "dstHost", (const void *)dstHost);
    lt_hex(&l, "srcDevice", (unsigned long long)srcDevice);
    lt_u64(&l, "ByteCount", (unsigned long long)ByteCount);
    lt_ptr(&l, "hStream", (const void *)hStream);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemcpyDtoH_v2(void *dstHost, CUdeviceptr srcDevice, size_t ByteCount)
{
    CUresult r = lt_enter(417);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(void *, CUdeviceptr, size_t))lt_real[417])(dstHost, srcDevice, ByteCount);
    lt_line l;
    lt_begin(&l, "cuMemcpyDtoH_v2");
    lt_ptr(&l, "dstHost", (const void *)dstHost);
    lt_hex(&l, "srcDevice", (unsigned long long)srcDevice);
    lt_u64(&l, "ByteCount", (unsigned long long)ByteCount);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemcpyDtoH_v2_ptds(void *dstHost, CUdeviceptr srcDevice, size_t ByteCount)
{
    CUresult r = lt_enter(418);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(void *, CUdeviceptr, size_t))lt_real[418])(dstHost, srcDevice, ByteCount);
    lt_line l;
    lt_begin(&l, "cuMemcpyDtoH_v2_ptds");
    lt_ptr(&l, "dstHost", (const void *)dstHost);
    lt_hex(&l, "srcDevice", (unsigned long long)srcDevice);
    lt_u64(&l, "ByteCount", (unsigned long long)ByteCount);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemcpyHtoA(CUarray dstArray, unsigned int dstOffset, const void *srcHost, unsigned int ByteCount)
{
    CUresult r = lt_enter(419);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUarray, unsigned int, const void *, unsigned int))lt_real[419])(dstArray, dstOffset, srcHost, ByteCount);
    lt_line l;
    lt_begin(&l, "cuMemcpyHtoA");
    lt_ptr(&l, "dstArray", (const void *)dstArray);
    lt_u64(&l, "dstOffset", (unsigned long long)dstOffset);
    lt_ptr(&l, "srcHost", (const void *)srcHost);
    lt_u64(&l, "ByteCount", (unsigned long long)ByteCount);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemcpyHtoAAsync(CUarray dstArray, unsigned int dstOffset, const void *srcHost, unsigned int ByteCount, CUstream hStream)
{
    CUresult r = lt_enter(420);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUarray, unsigned int, const void *, unsigned int, CUstream))lt_real[420])(dstArray, dstOffset, srcHost, ByteCount, hStream);
    lt_line l;
    lt_begin(&l, "cuMemcpyHtoAAsync");
    lt_ptr(&l, "dstArray", (const void *)dstArray);
    lt_u64(&l, "dstOffset", (unsigned long long)dstOffset);
    lt_ptr(&l, "srcHost", (const void *)srcHost);
    lt_u64(&l, "ByteCount", (unsigned long long)ByteCount);
    lt_ptr(&l, "hStream", (const void *)hStream);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemcpyHtoAAsync_v2(CUarray dstArray, size_t dstOffset, const void *srcHost, size_t ByteCount, CUstream hStream)
{
    CUresult r = lt_enter(421);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUarray, size_t, const void *, size_t, CUstream))lt_real[421])(dstArray, dstOffset, srcHost, ByteCount, hStream);
    lt_line l;
    lt_begin(&l, "cuMemcpyHtoAAsync_v2");
    lt_ptr(&l, "dstArray", (const void *)dstArray);
    lt_u64(&l, "dstOffset", (unsigned long long)dstOffset);
    lt_ptr(&l, "srcHost", (const void *)srcHost);
    lt_u64(&l, "ByteCount", (unsigned long long)ByteCount);
    lt_ptr(&l, "hStream", (const void *)hStream);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemcpyHtoAAsync_v2_ptsz(CUarray dstArray, size_t dstOffset, const void *srcHost, size_t ByteCount, CUstream hStream)
{
    CUresult r = lt_enter(422);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUarray, size_t, const void *, size_t, CUstream))lt_real[422])(dstArray, dstOffset, srcHost, ByteCount, hStream);
    lt_line l;
    lt_begin(&l, "cuMemcpyHtoAAsync_v2_ptsz");
    lt_ptr(&l, "dstArray", (const void *)dstArray);
    lt_u64(&l, "dstOffset", (unsigned long long)dstOffset);
    lt_ptr(&l, "srcHost", (const void *)srcHost);
    lt_u64(&l, "ByteCount", (unsigned long long)ByteCount);
    lt_ptr(&l, "hStream", (const void *)hStream);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemcpyHtoA_v2(CUarray dstArray, size_t dstOffset, const void *srcHost, size_t ByteCount)
{
    CUresult r = lt_enter(423);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUarray, size_t, const void *, size_t))lt_real[423])(dstArray, dstOffset, srcHost, ByteCount);
    lt_line l;
    lt_begin(&l, "cuMemcpyHtoA_v2");
    lt_ptr(&l, "dstArray", (const void *)dstArray);
    lt_u64(&l, "dstOffset", (unsigned long long)dstOffset);
    lt_ptr(&l, "srcHost", (const void *)srcHost);
    lt_u64(&l, "ByteCount", (unsigned long long)ByteCount);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemcpyHtoA_v2_ptds(CUarray dstArray, size_t dstOffset, const void *srcHost, size_t ByteCount)
{
    CUresult r = lt_enter(424);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUarray, size_t, const void *, size_t))lt_real[424])(dstArray, dstOffset, srcHost, ByteCount);
    lt_line l;
    lt_begin(&l, "cuMemcpyHtoA_v2_ptds");
    lt_ptr(&l, "dstArray", (const void *)dstArray);
    lt_u64(&l, "dstOffset", (unsigned long long)dstOffset);
    lt_ptr(&l, "srcHost", (const void *)srcHost);
    lt_u64(&l, "ByteCount", (unsigned long long)ByteCount);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemcpyHtoD(CUdeviceptr_v1 dstDevice, const void *srcHost, unsigned int ByteCount)
{
    CUresult r = lt_enter(425);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUdeviceptr_v1, const void *, unsigned int))lt_real[425])(dstDevice, srcHost, ByteCount);
    lt_line l;
    lt_begin(&l, "cuMemcpyHtoD");
    lt_u64(&l, "dstDevice", (unsigned long long)dstDevice);
    lt_ptr(&l, "srcHost", (const void *)srcHost);
    lt_u64(&l, "ByteCount", (unsigned long long)ByteCount);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemcpyHtoDAsync(CUdeviceptr_v1 dstDevice, const void *srcHost, unsigned int ByteCount, CUstream hStream)
{
    CUresult r = lt_enter(426);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUdeviceptr_v1, const void *, unsigned int, CUstream))lt_real[426])(dstDevice, srcHost, ByteCount, hStream);
    lt_line l;
    lt_begin(&l, "cuMemcpyHtoDAsync");
    lt_u64(&l, "dstDevice", (unsigned long long)dstDevice);
    lt_ptr(&l, "srcHost", (const void *)srcHost);
    lt_u64(&l, "ByteCount", (unsigned long long)ByteCount);
    lt_ptr(&l, "hStream", (const void *)hStream);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemcpyHtoDAsync_v2(CUdeviceptr dstDevice, const void *srcHost, size_t ByteCount, CUstream hStream)
{
    CUresult r = lt_enter(427);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUdeviceptr, const void *, size_t, CUstream))lt_real[427])(dstDevice, srcHost, ByteCount, hStream);
    lt_line l;
    lt_begin(&l, "cuMemcpyHtoDAsync_v2");
    lt_hex(&l, "dstDevice", (unsigned long long)dstDevice);
    lt_ptr(&l, "srcHost", (const void *)srcHost);
    lt_u64(&l, "ByteCount", (unsigned long long)ByteCount);
    lt_ptr(&l, "hStream", (const void *)hStream);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemcpyHtoDAsync_v2_ptsz(CUdeviceptr dstDevice, const void *srcHost, size_t ByteCount, CUstream hStream)
{
    CUresult r = lt_enter(428);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUdeviceptr, const void *, size_t, CUstream))lt_real[428])(dstDevice, srcHost, ByteCount, hStream);
    lt_line l;
    lt_begin(&l, "cuMemcpyHtoDAsync_v2_ptsz");
    lt_hex(&l, "dstDevice", (unsigned long long)dstDevice);
    lt_ptr(&l, "srcHost", (const void *)srcHost);
    lt_u64(&l, "ByteCount", (unsigned long long)ByteCount);
    lt_ptr(&l, "hStream", (const void *)hStream);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemcpyHtoD_v2(CUdeviceptr dstDevice, const void *srcHost, size_t ByteCount)
{
    CUresult r = lt_enter(429);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUdeviceptr, const void *, size_t))lt_real[429])(dstDevice, srcHost, ByteCount);
    lt_line l;
    lt_begin(&l, "cuMemcpyHtoD_v2");
    lt_hex(&l, "dstDevice", (unsigned long long)dstDevice);
    lt_ptr(&l, "srcHost", (const void *)srcHost);
    lt_u64(&l, "ByteCount", (unsigned long long)ByteCount);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemcpyHtoD_v2_ptds(CUdeviceptr dstDevice, const void *srcHost, size_t ByteCount)
{
    CUresult r = lt_enter(430);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUdeviceptr, const void *, size_t))lt_real[430])(dstDevice, srcHost, ByteCount);
    lt_line l;
    lt_begin(&l, "cuMemcpyHtoD_v2_ptds");
    lt_hex(&l, "dstDevice", (unsigned long long)dstDevice);
    lt_ptr(&l, "srcHost", (const void *)srcHost);
    lt_u64(&l, "ByteCount", (unsigned long long)ByteCount);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemcpyPeer(CUdeviceptr dstDevice, CUcontext dstContext, CUdeviceptr srcDevice, CUcontext srcContext, size_t ByteCount)
{
    CUresult r = lt_enter(431);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUdeviceptr, CUcontext, CUdeviceptr, CUcontext, size_t))lt_real[431])(dstDevice, dstContext, srcDevice, srcContext, ByteCount);
    lt_line l;
    lt_begin(&l, "cuMemcpyPeer");
    lt_hex(&l, "dstDevice", (unsigned long long)dstDevice);
    lt_ptr(&l, "dstContext", (const void *)dstContext);
    lt_hex(&l, "srcDevice", (unsigned long long)srcDevice);
    lt_ptr(&l, "srcContext", (const void *)srcContext);
    lt_u64(&l, "ByteCount", (unsigned long long)ByteCount);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemcpyPeerAsync(CUdeviceptr dstDevice, CUcontext dstContext, CUdeviceptr srcDevice, CUcontext srcContext, size_t ByteCount, CUstream hStream)
{
    CUresult r = lt_enter(432);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUdeviceptr, CUcontext, CUdeviceptr, CUcontext, size_t, CUstream))lt_real[432])(dstDevice, dstContext, srcDevice, srcContext, ByteCount, hStream);
    lt_line l;
    lt_begin(&l, "cuMemcpyPeerAsync");
    lt_hex(&l, "dstDevice", (unsigned long long)dstDevice);
    lt_ptr(&l, "dstContext", (const void *)dstContext);
    lt_hex(&l, "srcDevice", (unsigned long long)srcDevice);
    lt_ptr(&l, "srcContext", (const void *)srcContext);
    lt_u64(&l, "ByteCount", (unsigned long long)ByteCount);
    lt_ptr(&l, "hStream", (const void *)hStream);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemcpyPeerAsync_ptsz(CUdeviceptr dstDevice, CUcontext dstContext, CUdeviceptr srcDevice, CUcontext srcContext, size_t ByteCount, CUstream hStream)
{
    CUresult r = lt_enter(433);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUdeviceptr, CUcontext, CUdeviceptr, CUcontext, size_t, CUstream))lt_real[433])(dstDevice, dstContext, srcDevice, srcContext, ByteCount, hStream);
    lt_line l;
    lt_begin(&l, "cuMemcpyPeerAsync_ptsz");
    lt_hex(&l, "dstDevice", (unsigned long long)dstDevice);
    lt_ptr(&l, "dstContext", (const void *)dstContext);
    lt_hex(&l, "srcDevice", (unsigned long long)srcDevice);
    lt_ptr(&l, "srcContext", (const void *)srcContext);
    lt_u64(&l, "ByteCount", (unsigned long long)ByteCount);
    lt_ptr(&l, "hStream", (const void *)hStream);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemcpyPeer_ptds(CUdeviceptr dstDevice, CUcontext dstContext, CUdeviceptr srcDevice, CUcontext srcContext, size_t ByteCount)
{
    CUresult r = lt_enter(434);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUdeviceptr, CUcontext, CUdeviceptr, CUcontext, size_t))lt_real[434])(dstDevice, dstContext, srcDevice, srcContext, ByteCount);
    lt_line l;
    lt_begin(&l, "cuMemcpyPeer_ptds");
    lt_hex(&l, "dstDevice", (unsigned long long)dstDevice);
    lt_ptr(&l, "dstContext", (const void *)dstContext);
    lt_hex(&l, "srcDevice", (unsigned long long)srcDevice);
    lt_ptr(&l, "srcContext", (const void *)srcContext);
    lt_u64(&l, "ByteCount", (unsigned long long)ByteCount);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemcpy_ptds(CUdeviceptr dst, CUdeviceptr src, size_t ByteCount)
{
    CUresult r = lt_enter(435);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUdeviceptr, CUdeviceptr, size_t))lt_real[435])(dst, src, ByteCount);
    lt_line l;
    lt_begin(&l, "cuMemcpy_ptds");
    lt_hex(&l, "dst", (unsigned long long)dst);
    lt_hex(&l, "src", (unsigned long long)src);
    lt_u64(&l, "ByteCount", (unsigned long long)ByteCount);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemsetD16(CUdeviceptr_v1 dstDevice, unsigned short us, unsigned int N)
{
    CUresult r = lt_enter(436);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUdeviceptr_v1, unsigned short, unsigned int))lt_real[436])(dstDevice, us, N);
    lt_line l;
    lt_begin(&l, "cuMemsetD16");
    lt_u64(&l, "dstDevice", (unsigned long long)dstDevice);
    lt_u64(&l, "us", (unsigned long long)us);
    lt_u64(&l, "N", (unsigned long long)N);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemsetD16Async(CUdeviceptr dstDevice, unsigned short us, size_t N, CUstream hStream)
{
    CUresult r = lt_enter(437);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUdeviceptr, unsigned short, size_t, CUstream))lt_real[437])(dstDevice, us, N, hStream);
    lt_line l;
    lt_begin(&l, "cuMemsetD16Async");
    lt_hex(&l, "dstDevice", (unsigned long long)dstDevice);
    lt_u64(&l, "us", (unsigned long long)us);
    lt_u64(&l, "N", (unsigned long long)N);
    lt_ptr(&l, "hStream", (const void *)hStream);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemsetD16Async_ptsz(CUdeviceptr dstDevice, unsigned short us, size_t N, CUstream hStream)
{
    CUresult r = lt_enter(438);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUdeviceptr, unsigned short, size_t, CUstream))lt_real[438])(dstDevice, us, N, hStream);
    lt_line l;
    lt_begin(&l, "cuMemsetD16Async_ptsz");
    lt_hex(&l, "dstDevice", (unsigned long long)dstDevice);
    lt_u64(&l, "us", (unsigned long long)us);
    lt_u64(&l, "N", (unsigned long long)N);
    lt_ptr(&l, "hStream", (const void *)hStream);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemsetD16_v2(CUdeviceptr dstDevice, unsigned short us, size_t N)
{
    CUresult r = lt_enter(439);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUdeviceptr, unsigned short, size_t))lt_real[439])(dstDevice, us, N);
    lt_line l;
    lt_begin(&l, "cuMemsetD16_v2");
    lt_hex(&l, "dstDevice", (unsigned long long)dstDevice);
    lt_u64(&l, "us", (unsigned long long)us);
    lt_u64(&l, "N", (unsigned long long)N);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemsetD16_v2_ptds(CUdeviceptr dstDevice, unsigned short us, size_t N)
{
    CUresult r = lt_enter(440);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUdeviceptr, unsigned short, size_t))lt_real[440])(dstDevice, us, N);
    lt_line l;
    lt_begin(&l, "cuMemsetD16_v2_ptds");
    lt_hex(&l, "dstDevice", (unsigned long long)dstDevice);
    lt_u64(&l, "us", (unsigned long long)us);
    lt_u64(&l, "N", (unsigned long long)N);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemsetD2D16(CUdeviceptr_v1 dstDevice, unsigned int dstPitch, unsigned short us, unsigned int Width, unsigned int Height)
{
    CUresult r = lt_enter(441);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUdeviceptr_v1, unsigned int, unsigned short, unsigned int, unsigned int))lt_real[441])(dstDevice, dstPitch, us, Width, Height);
    lt_line l;
    lt_begin(&l, "cuMemsetD2D16");
    lt_u64(&l, "dstDevice", (unsigned long long)dstDevice);
    lt_u64(&l, "dstPitch", (unsigned long long)dstPitch);
    lt_u64(&l, "us", (unsigned long long)us);
    lt_u64(&l, "Width", (unsigned long long)Width);
    lt_u64(&l, "Height", (unsigned long long)Height);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemsetD2D16Async(CUdeviceptr dstDevice, size_t dstPitch, unsigned short us, size_t Width, size_t Height, CUstream hStream)
{
    CUresult r = lt_enter(442);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUdeviceptr, size_t, unsigned short, size_t, size_t, CUstream))lt_real[442])(dstDevice, dstPitch, us, Width, Height, hStream);
    lt_line l;
    lt_begin(&l, "cuMemsetD2D16Async");
    lt_hex(&l, "dstDevice", (unsigned long long)dstDevice);
    lt_u64(&l, "dstPitch", (unsigned long long)dstPitch);
    lt_u64(&l, "us", (unsigned long long)us);
    lt_u64(&l, "Width", (unsigned long long)Width);
    lt_u64(&l, "Height", (unsigned long long)Height);
    lt_ptr(&l, "hStream", (const void *)hStream);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemsetD2D16Async_ptsz(CUdeviceptr dstDevice, size_t dstPitch, unsigned short us, size_t Width, size_t Height, CUstream hStream)
{
    CUresult r = lt_enter(443);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUdeviceptr, size_t, unsigned short, size_t, size_t, CUstream))lt_real[443])(dstDevice, dstPitch, us, Width, Height, hStream);
    lt_line l;
    lt_begin(&l, "cuMemsetD2D16Async_ptsz");
    lt_hex(&l, "dstDevice", (unsigned long long)dstDevice);
    lt_u64(&l, "dstPitch", (unsigned long long)dstPitch);
    lt_u64(&l, "us", (unsigned long long)us);
    lt_u64(&l, "Width", (unsigned long long)Width);
    lt_u64(&l, "Height", (unsigned long long)Height);
    lt_ptr(&l, "hStream", (const void *)hStream);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemsetD2D16_v2(CUdeviceptr dstDevice, size_t dstPitch, unsigned short us, size_t Width, size_t Height)
{
    CUresult r = lt_enter(444);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUdeviceptr, size_t, unsigned short, size_t, size_t))lt_real[444])(dstDevice, dstPitch, us, Width, Height);
    lt_line l;
    lt_begin(&l, "cuMemsetD2D16_v2");
    lt_hex(&l, "dstDevice", (unsigned long long)dstDevice);
    lt_u64(&l, "dstPitch", (unsigned long long)dstPitch);
    lt_u64(&l, "us", (unsigned long long)us);
    lt_u64(&l, "Width", (unsigned long long)Width);
    lt_u64(&l, "Height", (unsigned long long)Height);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemsetD2D16_v2_ptds(CUdeviceptr dstDevice, size_t dstPitch, unsigned short us, size_t Width, size_t Height)
{
    CUresult r = lt_enter(445);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUdeviceptr, size_t, unsigned short, size_t, size_t))lt_real[445])(dstDevice, dstPitch, us, Width, Height);
    lt_line l;
    lt_begin(&l, "cuMemsetD2D16_v2_ptds");
    lt_hex(&l, "dstDevice", (unsigned long long)dstDevice);
    lt_u64(&l, "dstPitch", (unsigned long long)dstPitch);
    lt_u64(&l, "us", (unsigned long long)us);
    lt_u64(&l, "Width", (unsigned long long)Width);
    lt_u64(&l, "Height", (unsigned long long)Height);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemsetD2D32(CUdeviceptr_v1 dstDevice, unsigned int dstPitch, unsigned int ui, unsigned int Width, unsigned int Height)
{
    CUresult r = lt_enter(446);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUdeviceptr_v1, unsigned int, unsigned int, unsigned int, unsigned int))lt_real[446])(dstDevice, dstPitch, ui, Width, Height);
    lt_line l;
    lt_begin(&l, "cuMemsetD2D32");
    lt_u64(&l, "dstDevice", (unsigned long long)dstDevice);
    lt_u64(&l, "dstPitch", (unsigned long long)dstPitch);
    lt_u64(&l, "ui", (unsigned long long)ui);
    lt_u64(&l, "Width", (unsigned long long)Width);
    lt_u64(&l, "Height", (unsigned long long)Height);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemsetD2D32Async(CUdeviceptr dstDevice, size_t dstPitch, unsigned int ui, size_t Width, size_t Height, CUstream hStream)
{
    CUresult r = lt_enter(447);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUdeviceptr, size_t, unsigned int, size_t, size_t, CUstream))lt_real[447])(dstDevice, dstPitch, ui, Width, Height, hStream);
    lt_line l;
    lt_begin(&l, "cuMemsetD2D32Async");
    lt_hex(&l, "dstDevice", (unsigned long long)dstDevice);
    lt_u64(&l, "dstPitch", (unsigned long long)dstPitch);
    lt_u64(&l, "ui", (unsigned long long)ui);
    lt_u64(&l, "Width", (unsigned long long)Width);
    lt_u64(&l, "Height", (unsigned long long)Height);
    lt_ptr(&l, "hStream", (const void *)hStream);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemsetD2D32Async_ptsz(CUdeviceptr dstDevice, size_t dstPitch, unsigned int ui, size_t Width, size_t Height, CUstream hStream)
{
    CUresult r = lt_enter(448);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUdeviceptr, size_t, unsigned int, size_t, size_t, CUstream))lt_real[448])(dstDevice, dstPitch, ui, Width, Height, hStream);
    lt_line l;
    lt_begin(&l, "cuMemsetD2D32Async_ptsz");
    lt_hex(&l, "dstDevice", (unsigned long long)dstDevice);
    lt_u64(&l, "dstPitch", (unsigned long long)dstPitch);
    lt_u64(&l, "ui", (unsigned long long)ui);
    lt_u64(&l, "Width", (unsigned long long)Width);
    lt_u64(&l, "Height", (unsigned long long)Height);
    lt_ptr(&l, "hStream", (const void *)hStream);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemsetD2D32_v2(CUdeviceptr dstDevice, size_t dstPitch, unsigned int ui, size_t Width, size_t Height)
{
    CUresult r = lt_enter(449);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUdeviceptr, size_t, unsigned int, size_t, size_t))lt_real[449])(dstDevice, dstPitch, ui, Width, Height);
    lt_line l;
    lt_begin(&l, "cuMemsetD2D32_v2");
    lt_hex(&l, "dstDevice", (unsigned long long)dstDevice);
    lt_u64(&l, "dstPitch", (unsigned long long)dstPitch);
    lt_u64(&l, "ui", (unsigned long long)ui);
    lt_u64(&l, "Width", (unsigned long long)Width);
    lt_u64(&l, "Height", (unsigned long long)Height);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemsetD2D32_v2_ptds(CUdeviceptr dstDevice, size_t dstPitch, unsigned int ui, size_t Width, size_t Height)
{
    CUresult r = lt_enter(450);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUdeviceptr, size_t, unsigned int, size_t, size_t))lt_real[450])(dstDevice, dstPitch, ui, Width, Height);
    lt_line l;
    lt_begin(&l, "cuMemsetD2D32_v2_ptds");
    lt_hex(&l, "dstDevice", (unsigned long long)dstDevice);
    lt_u64(&l, "dstPitch", (unsigned long long)dstPitch);
    lt_u64(&l, "ui", (unsigned long long)ui);
    lt_u64(&l, "Width", (unsigned long long)Width);
    lt_u64(&l, "Height", (unsigned long long)Height);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemsetD2D8(CUdeviceptr_v1 dstDevice, unsigned int dstPitch, unsigned char uc, unsigned int Width, unsigned int Height)
{
    CUresult r = lt_enter(451);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUdeviceptr_v1, unsigned int, unsigned char, unsigned int, unsigned int))lt_real[451])(dstDevice, dstPitch, uc, Width, Height);
    lt_line l;
    lt_begin(&l, "cuMemsetD2D8");
    lt_u64(&l, "dstDevice", (unsigned long long)dstDevice);
    lt_u64(&l, "dstPitch", (unsigned long long)dstPitch);
    lt_u64(&l, "uc", (unsigned long long)uc);
    lt_u64(&l, "Width", (unsigned long long)Width);
    lt_u64(&l, "Height", (unsigned long long)Height);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemsetD2D8Async(CUdeviceptr dstDevice, size_t dstPitch, unsigned char uc, size_t Width, size_t Height, CUstream hStream)
{
    CUresult r = lt_enter(452);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUdeviceptr, size_t, unsigned char, size_t, size_t, CUstream))lt_real[452])(dstDevice, dstPitch, uc, Width, Height, hStream);
    lt_line l;
    lt_begin(&l, "cuMemsetD2D8Async");
    lt_hex(&l, "dstDevice", (unsigned long long)dstDevice);
    lt_u64(&l, "dstPitch", (unsigned long long)dstPitch);
    lt_u64(&l, "uc", (unsigned long long)uc);
    lt_u64(&l, "Width", (unsigned long long)Width);
    lt_u64(&l, "Height", (unsigned long long)Height);
    lt_ptr(&l, "hStream", (const void *)hStream);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemsetD2D8Async_ptsz(CUdeviceptr dstDevice, size_t dstPitch, unsigned char uc, size_t Width, size_t Height, CUstream hStream)
{
    CUresult r = lt_enter(453);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUdeviceptr, size_t, unsigned char, size_t, size_t, CUstream))lt_real[453])(dstDevice, dstPitch, uc, Width, Height, hStream);
    lt_line l;
    lt_begin(&l, "cuMemsetD2D8Async_ptsz");
    lt_hex(&l, "dstDevice", (unsigned long long)dstDevice);
    lt_u64(&l, "dstPitch", (unsigned long long)dstPitch);
    lt_u64(&l, "uc", (unsigned long long)uc);
    lt_u64(&l, "Width", (unsigned long long)Width);
    lt_u64(&l, "Height", (unsigned long long)Height);
    lt_ptr(&l, "hStream", (const void *)hStream);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemsetD2D8_v2(CUdeviceptr dstDevice, size_t dstPitch, unsigned char uc, size_t Width, size_t Height)
{
    CUresult r = lt_enter(454);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUdeviceptr, size_t, unsigned char, size_t, size_t))lt_real[454])(dstDevice, dstPitch, uc, Width, Height);
    lt_line l;
    lt_begin(&l, "cuMemsetD2D8_v2");
    lt_hex(&l, "dstDevice", (unsigned long long)dstDevice);
    lt_u64(&l, "dstPitch", (unsigned long long)dstPitch);
    lt_u64(&l, "uc", (unsigned long long)uc);
    lt_u64(&l, "Width", (unsigned long long)Width);
    lt_u64(&l, "Height", (unsigned long long)Height);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemsetD2D8_v2_ptds(CUdeviceptr dstDevice, size_t dstPitch, unsigned char uc, size_t Width, size_t Height)
{
    CUresult r = lt_enter(455);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUdeviceptr, size_t, unsigned char, size_t, size_t))lt_real[455])(dstDevice, dstPitch, uc, Width, Height);
    lt_line l;
    lt_begin(&l, "cuMemsetD2D8_v2_ptds");
    lt_hex(&l, "dstDevice", (unsigned long long)dstDevice);
    lt_u64(&l, "dstPitch", (unsigned long long)dstPitch);
    lt_u64(&l, "uc", (unsigned long long)uc);
    lt_u64(&l, "Width", (unsigned long long)Width);
    lt_u64(&l, "Height", (unsigned long long)Height);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemsetD32(CUdeviceptr_v1 dstDevice, unsigned int ui, unsigned int N)
{
    CUresult r = lt_enter(456);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUdeviceptr_v1, unsigned int, unsigned int))lt_real[456])(dstDevice, ui, N);
    lt_line l;
    lt_begin(&l, "cuMemsetD32");
    lt_u64(&l, "dstDevice", (unsigned long long)dstDevice);
    lt_u64(&l, "ui", (unsigned long long)ui);
    lt_u64(&l, "N", (unsigned long long)N);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemsetD32Async(CUdeviceptr dstDevice, unsigned int ui, size_t N, CUstream hStream)
{
    CUresult r = lt_enter(457);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUdeviceptr, unsigned int, size_t, CUstream))lt_real[457])(dstDevice, ui, N, hStream);
    lt_line l;
    lt_begin(&l, "cuMemsetD32Async");
    lt_hex(&l, "dstDevice", (unsigned long long)dstDevice);
    lt_u64(&l, "ui", (unsigned long long)ui);
    lt_u64(&l, "N", (unsigned long long)N);
    lt_ptr(&l, "hStream", (const void *)hStream);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemsetD32Async_ptsz(CUdeviceptr dstDevice, unsigned int ui, size_t N, CUstream hStream)
{
    CUresult r = lt_enter(458);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUdeviceptr, unsigned int, size_t, CUstream))lt_real[458])(dstDevice, ui, N, hStream);
    lt_line l;
    lt_begin(&l, "cuMemsetD32Async_ptsz");
    lt_hex(&l, "dstDevice", (unsigned long long)dstDevice);
    lt_u64(&l, "ui", (unsigned long long)ui);
    lt_u64(&l, "N", (unsigned long long)N);
    lt_ptr(&l, "hStream", (const void *)hStream);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemsetD32_v2(CUdeviceptr dstDevice, unsigned int ui, size_t N)
{
    CUresult r = lt_enter(459);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUdeviceptr, unsigned int, size_t))lt_real[459])(dstDevice, ui, N);
    lt_line l;
    lt_begin(&l, "cuMemsetD32_v2");
    lt_hex(&l, "dstDevice", (unsigned long long)dstDevice);
    lt_u64(&l, "ui", (unsigned long long)ui);
    lt_u64(&l, "N", (unsigned long long)N);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemsetD32_v2_ptds(CUdeviceptr dstDevice, unsigned int ui, size_t N)
{
    CUresult r = lt_enter(460);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUdeviceptr, unsigned int, size_t))lt_real[460])(dstDevice, ui, N);
    lt_line l;
    lt_begin(&l, "cuMemsetD32_v2_ptds");
    lt_hex(&l, "dstDevice", (unsigned long long)dstDevice);
    lt_u64(&l, "ui", (unsigned long long)ui);
    lt_u64(&l, "N", (unsigned long long)N);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemsetD8(CUdeviceptr_v1 dstDevice, unsigned char uc, unsigned int N)
{
    CUresult r = lt_enter(461);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUdeviceptr_v1, unsigned char, unsigned int))lt_real[461])(dstDevice, uc, N);
    lt_line l;
    lt_begin(&l, "cuMemsetD8");
    lt_u64(&l, "dstDevice", (unsigned long long)dstDevice);
    lt_u64(&l, "uc", (unsigned long long)uc);
    lt_u64(&l, "N", (unsigned long long)N);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemsetD8Async(CUdeviceptr dstDevice, unsigned char uc, size_t N, CUstream hStream)
{
    CUresult r = lt_enter(462);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUdeviceptr, unsigned char, size_t, CUstream))lt_real[462])(dstDevice, uc, N, hStream);
    lt_line l;
    lt_begin(&l, "cuMemsetD8Async");
    lt_hex(&l, "dstDevice", (unsigned long long)dstDevice);
    lt_u64(&l, "uc", (unsigned long long)uc);
    lt_u64(&l, "N", (unsigned long long)N);
    lt_ptr(&l, "hStream", (const void *)hStream);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemsetD8Async_ptsz(CUdeviceptr dstDevice, unsigned char uc, size_t N, CUstream hStream)
{
    CUresult r = lt_enter(463);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUdeviceptr, unsigned char, size_t, CUstream))lt_real[463])(dstDevice, uc, N, hStream);
    lt_line l;
    lt_begin(&l, "cuMemsetD8Async_ptsz");
    lt_hex(&l, "dstDevice", (unsigned long long)dstDevice);
    lt_u64(&l, "uc", (unsigned long long)uc);
    lt_u64(&l, "N", (unsigned long long)N);
    lt_ptr(&l, "hStream", (const void *)hStream);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemsetD8_v2(CUdeviceptr dstDevice, unsigned char uc, size_t N)
{
    CUresult r = lt_enter(464);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUdeviceptr, unsigned char, size_t))lt_real[464])(dstDevice, uc, N);
    lt_line l;
    lt_begin(&l, "cuMemsetD8_v2");
    lt_hex(&l, "dstDevice", (unsigned long long)dstDevice);
    lt_u64(&l, "uc", (unsigned long long)uc);
    lt_u64(&l, "N", (unsigned long long)N);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMemsetD8_v2_ptds(CUdeviceptr dstDevice, unsigned char uc, size_t N)
{
    CUresult r = lt_enter(465);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUdeviceptr, unsigned char, size_t))lt_real[465])(dstDevice, uc, N);
    lt_line l;
    lt_begin(&l, "cuMemsetD8_v2_ptds");
    lt_hex(&l, "dstDevice", (unsigned long long)dstDevice);
    lt_u64(&l, "uc", (unsigned long long)uc);
    lt_u64(&l, "N", (unsigned long long)N);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMipmappedArrayCreate(CUmipmappedArray *pHandle, const CUDA_ARRAY3D_DESCRIPTOR *pMipmappedArrayDesc, unsigned int numMipmapLevels)
{
    CUresult r = lt_enter(466);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUmipmappedArray *, const CUDA_ARRAY3D_DESCRIPTOR *, unsigned int))lt_real[466])(pHandle, pMipmappedArrayDesc, numMipmapLevels);
    lt_line l;
    lt_begin(&l, "cuMipmappedArrayCreate");
    lt_ptr(&l, "pHandle", (const void *)pHandle);
    lt_ptr(&l, "pMipmappedArrayDesc", (const void *)pMipmappedArrayDesc);
    lt_u64(&l, "numMipmapLevels", (unsigned long long)numMipmapLevels);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (pHandle) lt_ptr(&l, "*pHandle", (const void *)*pHandle);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMipmappedArrayDestroy(CUmipmappedArray hMipmappedArray)
{
    CUresult r = lt_enter(467);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUmipmappedArray))lt_real[467])(hMipmappedArray);
    lt_line l;
    lt_begin(&l, "cuMipmappedArrayDestroy");
    lt_ptr(&l, "hMipmappedArray", (const void *)hMipmappedArray);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMipmappedArrayGetLevel(CUarray *pLevelArray, CUmipmappedArray hMipmappedArray, unsigned int level)
{
    CUresult r = lt_enter(468);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUarray *, CUmipmappedArray, unsigned int))lt_real[468])(pLevelArray, hMipmappedArray, level);
    lt_line l;
    lt_begin(&l, "cuMipmappedArrayGetLevel");
    lt_ptr(&l, "pLevelArray", (const void *)pLevelArray);
    lt_ptr(&l, "hMipmappedArray", (const void *)hMipmappedArray);
    lt_u64(&l, "level", (unsigned long long)level);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (pLevelArray) lt_ptr(&l, "*pLevelArray", (const void *)*pLevelArray);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMipmappedArrayGetMemoryRequirements(CUDA_ARRAY_MEMORY_REQUIREMENTS *memoryRequirements, CUmipmappedArray mipmap, CUdevice device)
{
    CUresult r = lt_enter(469);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUDA_ARRAY_MEMORY_REQUIREMENTS *, CUmipmappedArray, CUdevice))lt_real[469])(memoryRequirements, mipmap, device);
    lt_line l;
    lt_begin(&l, "cuMipmappedArrayGetMemoryRequirements");
    lt_ptr(&l, "memoryRequirements", (const void *)memoryRequirements);
    lt_ptr(&l, "mipmap", (const void *)mipmap);
    lt_i64(&l, "device", (long long)device);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (memoryRequirements) lt_bytes(&l, "*memoryRequirements", memoryRequirements, sizeof *memoryRequirements);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMipmappedArrayGetSparseProperties(CUDA_ARRAY_SPARSE_PROPERTIES *sparseProperties, CUmipmappedArray mipmap)
{
    CUresult r = lt_enter(470);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUDA_ARRAY_SPARSE_PROPERTIES *, CUmipmappedArray))lt_real[470])(sparseProperties, mipmap);
    lt_line l;
    lt_begin(&l, "cuMipmappedArrayGetSparseProperties");
    lt_ptr(&l, "sparseProperties", (const void *)sparseProperties);
    lt_ptr(&l, "mipmap", (const void *)mipmap);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (sparseProperties) lt_bytes(&l, "*sparseProperties", sparseProperties, sizeof *sparseProperties);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuModuleEnumerateFunctions(CUfunction *functions, unsigned int numFunctions, CUmodule mod)
{
    CUresult r = lt_enter(471);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUfunction *, unsigned int, CUmodule))lt_real[471])(functions, numFunctions, mod);
    lt_line l;
    lt_begin(&l, "cuModuleEnumerateFunctions");
    lt_ptr(&l, "functions", (const void *)functions);
    lt_u64(&l, "numFunctions", (unsigned long long)numFunctions);
    lt_ptr(&l, "mod", (const void *)mod);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (functions) lt_ptr(&l, "*functions", (const void *)*functions);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuModuleGetFunction(CUfunction *hfunc, CUmodule hmod, const char *name)
{
    CUresult r = lt_enter(472);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUfunction *, CUmodule, const char *))lt_real[472])(hfunc, hmod, name);
    lt_line l;
    lt_begin(&l, "cuModuleGetFunction");
    lt_ptr(&l, "hfunc", (const void *)hfunc);
    lt_ptr(&l, "hmod", (const void *)hmod);
    lt_cstr(&l, "name", name);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (hfunc) lt_ptr(&l, "*hfunc", (const void *)*hfunc);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuModuleGetFunctionCount(unsigned int *count, CUmodule mod)
{
    CUresult r = lt_enter(473);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(unsigned int *, CUmodule))lt_real[473])(count, mod);
    lt_line l;
    lt_begin(&l, "cuModuleGetFunctionCount");
    lt_ptr(&l, "count", (const void *)count);
    lt_ptr(&l, "mod", (const void *)mod);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (count) lt_hex(&l, "*count", (unsigned long long)*count);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuModuleGetGlobal(CUdeviceptr_v1 *dptr, unsigned int *bytes, CUmodule hmod, const char *name)
{
    CUresult r = lt_enter(474);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUdeviceptr_v1 *, unsigned int *, CUmodule, const char *))lt_real[474])(dptr, bytes, hmod, name);
    lt_line l;
    lt_begin(&l, "cuModuleGetGlobal");
    lt_ptr(&l, "dptr", (const void *)dptr);
    lt_ptr(&l, "bytes", (const void *)bytes);
    lt_ptr(&l, "hmod", (const void *)hmod);
    lt_cstr(&l, "name", name);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (dptr) lt_hex(&l, "*dptr", (unsigned long long)*dptr);
        if (bytes) lt_hex(&l, "*bytes", (unsigned long long)*bytes);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuModuleGetGlobal_v2(CUdeviceptr *dptr, size_t *bytes, CUmodule hmod, const char *name)
{
    CUresult r = lt_enter(475);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUdeviceptr *, size_t *, CUmodule, const char *))lt_real[475])(dptr, bytes, hmod, name);
    lt_line l;
    lt_begin(&l, "cuModuleGetGlobal_v2");
    lt_ptr(&l, "dptr", (const void *)dptr);
    lt_ptr(&l, "bytes", (const void *)bytes);
    lt_ptr(&l, "hmod", (const void *)hmod);
    lt_cstr(&l, "name", name);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (dptr) lt_hex(&l, "*dptr", (unsigned long long)*dptr);
        if (bytes) lt_hex(&l, "*bytes", (unsigned long long)*bytes);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuModuleGetLoadingMode(CUmoduleLoadingMode *mode)
{
    CUresult r = lt_enter(476);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUmoduleLoadingMode *))lt_real[476])(mode);
    lt_line l;
    lt_begin(&l, "cuModuleGetLoadingMode");
    lt_ptr(&l, "mode", (const void *)mode);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (mode) lt_hex(&l, "*mode", (unsigned long long)*mode);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuModuleGetSurfRef(CUsurfref *pSurfRef, CUmodule hmod, const char *name)
{
    CUresult r = lt_enter(477);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUsurfref *, CUmodule, const char *))lt_real[477])(pSurfRef, hmod, name);
    lt_line l;
    lt_begin(&l, "cuModuleGetSurfRef");
    lt_ptr(&l, "pSurfRef", (const void *)pSurfRef);
    lt_ptr(&l, "hmod", (const void *)hmod);
    lt_cstr(&l, "name", name);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (pSurfRef) lt_ptr(&l, "*pSurfRef", (const void *)*pSurfRef);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuModuleGetTexRef(CUtexref *pTexRef, CUmodule hmod, const char *name)
{
    CUresult r = lt_enter(478);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUtexref *, CUmodule, const char *))lt_real[478])(pTexRef, hmod, name);
    lt_line l;
    lt_begin(&l, "cuModuleGetTexRef");
    lt_ptr(&l, "pTexRef", (const void *)pTexRef);
    lt_ptr(&l, "hmod", (const void *)hmod);
    lt_cstr(&l, "name", name);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (pTexRef) lt_ptr(&l, "*pTexRef", (const void *)*pTexRef);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuModuleLoad(CUmodule *module, const char *fname)
{
    CUresult r = lt_enter(479);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUmodule *, const char *))lt_real[479])(module, fname);
    lt_line l;
    lt_begin(&l, "cuModuleLoad");
    lt_ptr(&l, "module", (const void *)module);
    lt_cstr(&l, "fname", fname);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (module) lt_ptr(&l, "*module", (const void *)*module);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuModuleLoadData(CUmodule *module, const void *image)
{
    CUresult r = lt_enter(480);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUmodule *, const void *))lt_real[480])(module, image);
    lt_line l;
    lt_begin(&l, "cuModuleLoadData");
    lt_ptr(&l, "module", (const void *)module);
    lt_ptr(&l, "image", (const void *)image);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (module) lt_ptr(&l, "*module", (const void *)*module);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuModuleLoadDataEx(CUmodule *module, const void *image, unsigned int numOptions, CUjit_option *options, void **optionValues)
{
    CUresult r = lt_enter(481);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUmodule *, const void *, unsigned int, CUjit_option *, void **))lt_real[481])(module, image, numOptions, options, optionValues);
    lt_line l;
    lt_begin(&l, "cuModuleLoadDataEx");
    lt_ptr(&l, "module", (const void *)module);
    lt_ptr(&l, "image", (const void *)image);
    lt_u64(&l, "numOptions", (unsigned long long)numOptions);
    lt_ptr(&l, "options", (const void *)options);
    lt_ptr(&l, "optionValues", (const void *)optionValues);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (module) lt_ptr(&l, "*module", (const void *)*module);
        if (options) lt_hex(&l, "*options", (unsigned long long)*options);
        if (optionValues) lt_ptr(&l, "*optionValues", (const void *)*optionValues);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuModuleLoadFatBinary(CUmodule *module, const void *fatCubin)
{
    CUresult r = lt_enter(482);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUmodule *, const void *))lt_real[482])(module, fatCubin);
    lt_line l;
    lt_begin(&l, "cuModuleLoadFatBinary");
    lt_ptr(&l, "module", (const void *)module);
    lt_ptr(&l, "fatCubin", (const void *)fatCubin);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (module) lt_ptr(&l, "*module", (const void *)*module);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuModuleUnload(CUmodule hmod)
{
    CUresult r = lt_enter(483);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUmodule))lt_real[483])(hmod);
    lt_line l;
    lt_begin(&l, "cuModuleUnload");
    lt_ptr(&l, "hmod", (const void *)hmod);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMulticastAddDevice(CUmemGenericAllocationHandle mcHandle, CUdevice dev)
{
    CUresult r = lt_enter(484);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUmemGenericAllocationHandle, CUdevice))lt_real[484])(mcHandle, dev);
    lt_line l;
    lt_begin(&l, "cuMulticastAddDevice");
    lt_u64(&l, "mcHandle", (unsigned long long)mcHandle);
    lt_i64(&l, "dev", (long long)dev);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMulticastBindAddr(CUmemGenericAllocationHandle mcHandle, size_t mcOffset, CUdeviceptr memptr, size_t size, unsigned long long flags)
{
    CUresult r = lt_enter(485);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUmemGenericAllocationHandle, size_t, CUdeviceptr, size_t, unsigned long long))lt_real[485])(mcHandle, mcOffset, memptr, size, flags);
    lt_line l;
    lt_begin(&l, "cuMulticastBindAddr");
    lt_u64(&l, "mcHandle", (unsigned long long)mcHandle);
    lt_u64(&l, "mcOffset", (unsigned long long)mcOffset);
    lt_hex(&l, "memptr", (unsigned long long)memptr);
    lt_u64(&l, "size", (unsigned long long)size);
    lt_u64(&l, "flags", (unsigned long long)flags);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMulticastBindMem(CUmemGenericAllocationHandle mcHandle, size_t mcOffset, CUmemGenericAllocationHandle memHandle, size_t memOffset, size_t size, unsigned long long flags)
{
    CUresult r = lt_enter(486);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUmemGenericAllocationHandle, size_t, CUmemGenericAllocationHandle, size_t, size_t, unsigned long long))lt_real[486])(mcHandle, mcOffset, memHandle, memOffset, size, flags);
    lt_line l;
    lt_begin(&l, "cuMulticastBindMem");
    lt_u64(&l, "mcHandle", (unsigned long long)mcHandle);
    lt_u64(&l, "mcOffset", (unsigned long long)mcOffset);
    lt_u64(&l, "memHandle", (unsigned long long)memHandle);
    lt_u64(&l, "memOffset", (unsigned long long)memOffset);
    lt_u64(&l, "size", (unsigned long long)size);
    lt_u64(&l, "flags", (unsigned long long)flags);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMulticastCreate(CUmemGenericAllocationHandle *mcHandle, const CUmulticastObjectProp *prop)
{
    CUresult r = lt_enter(487);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUmemGenericAllocationHandle *, const CUmulticastObjectProp *))lt_real[487])(mcHandle, prop);
    lt_line l;
    lt_begin(&l, "cuMulticastCreate");
    lt_ptr(&l, "mcHandle", (const void *)mcHandle);
    lt_ptr(&l, "prop", (const void *)prop);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (mcHandle) lt_hex(&l, "*mcHandle", (unsigned long long)*mcHandle);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMulticastGetGranularity(size_t *granularity, const CUmulticastObjectProp *prop, CUmulticastGranularity_flags option)
{
    CUresult r = lt_enter(488);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(size_t *, const CUmulticastObjectProp *, CUmulticastGranularity_flags))lt_real[488])(granularity, prop, option);
    lt_line l;
    lt_begin(&l, "cuMulticastGetGranularity");
    lt_ptr(&l, "granularity", (const void *)granularity);
    lt_ptr(&l, "prop", (const void *)prop);
    lt_u64(&l, "option", (unsigned long long)option);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (granularity) lt_hex(&l, "*granularity", (unsigned long long)*granularity);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuMulticastUnbind(CUmemGenericAllocationHandle mcHandle, CUdevice dev, size_t mcOffset, size_t size)
{
    CUresult r = lt_enter(489);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUmemGenericAllocationHandle, CUdevice, size_t, size_t))lt_real[489])(mcHandle, dev, mcOffset, size);
    lt_line l;
    lt_begin(&l, "cuMulticastUnbind");
    lt_u64(&l, "mcHandle", (unsigned long long)mcHandle);
    lt_i64(&l, "dev", (long long)dev);
    lt_u64(&l, "mcOffset", (unsigned long long)mcOffset);
    lt_u64(&l, "size", (unsigned long long)size);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuOccupancyAvailableDynamicSMemPerBlock(size_t *dynamicSmemSize, CUfunction func, int numBlocks, int blockSize)
{
    CUresult r = lt_enter(490);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(size_t *, CUfunction, int, int))lt_real[490])(dynamicSmemSize, func, numBlocks, blockSize);
    lt_line l;
    lt_begin(&l, "cuOccupancyAvailableDynamicSMemPerBlock");
    lt_ptr(&l, "dynamicSmemSize", (const void *)dynamicSmemSize);
    lt_ptr(&l, "func", (const void *)func);
    lt_i64(&l, "numBlocks", (long long)numBlocks);
    lt_i64(&l, "blockSize", (long long)blockSize);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (dynamicSmemSize) lt_hex(&l, "*dynamicSmemSize", (unsigned long long)*dynamicSmemSize);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuOccupancyMaxActiveBlocksPerMultiprocessor(int *numBlocks, CUfunction func, int blockSize, size_t dynamicSMemSize)
{
    CUresult r = lt_enter(491);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(int *, CUfunction, int, size_t))lt_real[491])(numBlocks, func, blockSize, dynamicSMemSize);
    lt_line l;
    lt_begin(&l, "cuOccupancyMaxActiveBlocksPerMultiprocessor");
    lt_ptr(&l, "numBlocks", (const void *)numBlocks);
    lt_ptr(&l, "func", (const void *)func);
    lt_i64(&l, "blockSize", (long long)blockSize);
    lt_u64(&l, "dynamicSMemSize", (unsigned long long)dynamicSMemSize);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (numBlocks) lt_i64(&l, "*numBlocks", (long long)*numBlocks);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(int *numBlocks, CUfunction func, int blockSize, size_t dynamicSMemSize, unsigned int flags)
{
    CUresult r = lt_enter(492);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(int *, CUfunction, int, size_t, unsigned int))lt_real[492])(numBlocks, func, blockSize, dynamicSMemSize, flags);
    lt_line l;
    lt_begin(&l, "cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags");
    lt_ptr(&l, "numBlocks", (const void *)numBlocks);
    lt_ptr(&l, "func", (const void *)func);
    lt_i64(&l, "blockSize", (long long)blockSize);
    lt_u64(&l, "dynamicSMemSize", (unsigned long long)dynamicSMemSize);
    lt_u64(&l, "flags", (unsigned long long)flags);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (numBlocks) lt_i64(&l, "*numBlocks", (long long)*numBlocks);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuOccupancyMaxActiveClusters(int *numClusters, CUfunction func, const CUlaunchConfig *config)
{
    CUresult r = lt_enter(493);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(int *, CUfunction, const CUlaunchConfig *))lt_real[493])(numClusters, func, config);
    lt_line l;
    lt_begin(&l, "cuOccupancyMaxActiveClusters");
    lt_ptr(&l, "numClusters", (const void *)numClusters);
    lt_ptr(&l, "func", (const void *)func);
    lt_ptr(&l, "config", (const void *)config);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (numClusters) lt_i64(&l, "*numClusters", (long long)*numClusters);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuOccupancyMaxPotentialBlockSize(int *minGridSize, int *blockSize, CUfunction func, CUoccupancyB2DSize blockSizeToDynamicSMemSize, size_t dynamicSMemSize, int blockSizeLimit)
{
    CUresult r = lt_enter(494);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(int *, int *, CUfunction, CUoccupancyB2DSize, size_t, int))lt_real[494])(minGridSize, blockSize, func, blockSizeToDynamicSMemSize, dynamicSMemSize, blockSizeLimit);
    lt_line l;
    lt_begin(&l, "cuOccupancyMaxPotentialBlockSize");
    lt_ptr(&l, "minGridSize", (const void *)minGridSize);
    lt_ptr(&l, "blockSize", (const void *)blockSize);
    lt_ptr(&l, "func", (const void *)func);
    lt_ptr(&l, "blockSizeToDynamicSMemSize", (const void *)blockSizeToDynamicSMemSize);
    lt_u64(&l, "dynamicSMemSize", (unsigned long long)dynamicSMemSize);
    lt_i64(&l, "blockSizeLimit", (long long)blockSizeLimit);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (minGridSize) lt_i64(&l, "*minGridSize", (long long)*minGridSize);
        if (blockSize) lt_i64(&l, "*blockSize", (long long)*blockSize);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuOccupancyMaxPotentialBlockSizeWithFlags(int *minGridSize, int *blockSize, CUfunction func, CUoccupancyB2DSize blockSizeToDynamicSMemSize, size_t dynamicSMemSize, int blockSizeLimit, unsigned int flags)
{
    CUresult r = lt_enter(495);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(int *, int *, CUfunction, CUoccupancyB2DSize, size_t, int, unsigned int))lt_real[495])(minGridSize, blockSize, func, blockSizeToDynamicSMemSize, dynamicSMemSize, blockSizeLimit, flags);
    lt_line l;
    lt_begin(&l, "cuOccupancyMaxPotentialBlockSizeWithFlags");
    lt_ptr(&l, "minGridSize", (const void *)minGridSize);
    lt_ptr(&l, "blockSize", (const void *)blockSize);
    lt_ptr(&l, "func", (const void *)func);
    lt_ptr(&l, "blockSizeToDynamicSMemSize", (const void *)blockSizeToDynamicSMemSize);
    lt_u64(&l, "dynamicSMemSize", (unsigned long long)dynamicSMemSize);
    lt_i64(&l, "blockSizeLimit", (long long)blockSizeLimit);
    lt_u64(&l, "flags", (unsigned long long)flags);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (minGridSize) lt_i64(&l, "*minGridSize", (long long)*minGridSize);
        if (blockSize) lt_i64(&l, "*blockSize", (long long)*blockSize);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuOccupancyMaxPotentialClusterSize(int *clusterSize, CUfunction func, const CUlaunchConfig *config)
{
    CUresult r = lt_enter(496);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(int *, CUfunction, const CUlaunchConfig *))lt_real[496])(clusterSize, func, config);
    lt_line l;
    lt_begin(&l, "cuOccupancyMaxPotentialClusterSize");
    lt_ptr(&l, "clusterSize", (const void *)clusterSize);
    lt_ptr(&l, "func", (const void *)func);
    lt_ptr(&l, "config", (const void *)config);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (clusterSize) lt_i64(&l, "*clusterSize", (long long)*clusterSize);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuParamSetSize(CUfunction hfunc, unsigned int numbytes)
{
    CUresult r = lt_enter(497);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUfunction, unsigned int))lt_real[497])(hfunc, numbytes);
    lt_line l;
    lt_begin(&l, "cuParamSetSize");
    lt_ptr(&l, "hfunc", (const void *)hfunc);
    lt_u64(&l, "numbytes", (unsigned long long)numbytes);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuParamSetTexRef(CUfunction hfunc, int texunit, CUtexref hTexRef)
{
    CUresult r = lt_enter(498);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUfunction, int, CUtexref))lt_real[498])(hfunc, texunit, hTexRef);
    lt_line l;
    lt_begin(&l, "cuParamSetTexRef");
    lt_ptr(&l, "hfunc", (const void *)hfunc);
    lt_i64(&l, "texunit", (long long)texunit);
    lt_ptr(&l, "hTexRef", (const void *)hTexRef);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuParamSetf(CUfunction hfunc, int offset, float value)
{
    CUresult r = lt_enter(499);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUfunction, int, float))lt_real[499])(hfunc, offset, value);
    lt_line l;
    lt_begin(&l, "cuParamSetf");
    lt_ptr(&l, "hfunc", (const void *)hfunc);
    lt_i64(&l, "offset", (long long)offset);
    lt_f64(&l, "value", (double)value);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuParamSeti(CUfunction hfunc, int offset, unsigned int value)
{
    CUresult r = lt_enter(500);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUfunction, int, unsigned int))lt_real[500])(hfunc, offset, value);
    lt_line l;
    lt_begin(&l, "cuParamSeti");
    lt_ptr(&l, "hfunc", (const void *)hfunc);
    lt_i64(&l, "offset", (long long)offset);
    lt_u64(&l, "value", (unsigned long long)value);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuParamSetv(CUfunction hfunc, int offset, void *ptr, unsigned int numbytes)
{
    CUresult r = lt_enter(501);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUfunction, int, void *, unsigned int))lt_real[501])(hfunc, offset, ptr, numbytes);
    lt_line l;
    lt_begin(&l, "cuParamSetv");
    lt_ptr(&l, "hfunc", (const void *)hfunc);
    lt_i64(&l, "offset", (long long)offset);
    lt_ptr(&l, "ptr", (const void *)ptr);
    lt_u64(&l, "numbytes", (unsigned long long)numbytes);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuPointerGetAttribute(void *data, CUpointer_attribute attribute, CUdeviceptr ptr)
{
    CUresult r = lt_enter(502);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(void *, CUpointer_attribute, CUdeviceptr))lt_real[502])(data, attribute, ptr);
    lt_line l;
    lt_begin(&l, "cuPointerGetAttribute");
    lt_ptr(&l, "data", (const void *)data);
    lt_u64(&l, "attribute", (unsigned long long)attribute);
    lt_hex(&l, "ptr", (unsigned long long)ptr);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuPointerGetAttributes(unsigned int numAttributes, CUpointer_attribute *attributes, void **data, CUdeviceptr ptr)
{
    CUresult r = lt_enter(503);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(unsigned int, CUpointer_attribute *, void **, CUdeviceptr))lt_real[503])(numAttributes, attributes, data, ptr);
    lt_line l;
    lt_begin(&l, "cuPointerGetAttributes");
    lt_u64(&l, "numAttributes", (unsigned long long)numAttributes);
    lt_ptr(&l, "attributes", (const void *)attributes);
    lt_ptr(&l, "data", (const void *)data);
    lt_hex(&l, "ptr", (unsigned long long)ptr);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (attributes) lt_hex(&l, "*attributes", (unsigned long long)*attributes);
        if (data) lt_ptr(&l, "*data", (const void *)*data);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuPointerSetAttribute(const void *value, CUpointer_attribute attribute, CUdeviceptr ptr)
{
    CUresult r = lt_enter(504);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(const void *, CUpointer_attribute, CUdeviceptr))lt_real[504])(value, attribute, ptr);
    lt_line l;
    lt_begin(&l, "cuPointerSetAttribute");
    lt_ptr(&l, "value", (const void *)value);
    lt_u64(&l, "attribute", (unsigned long long)attribute);
    lt_hex(&l, "ptr", (unsigned long long)ptr);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuProfilerInitialize(const char *configFile, const char *outputFile, CUoutput_mode outputMode)
{
    CUresult r = lt_enter(505);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(const char *, const char *, CUoutput_mode))lt_real[505])(configFile, outputFile, outputMode);
    lt_line l;
    lt_begin(&l, "cuProfilerInitialize");
    lt_cstr(&l, "configFile", configFile);
    lt_cstr(&l, "outputFile", outputFile);
    lt_u64(&l, "outputMode", (unsigned long long)outputMode);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuProfilerStart(void)
{
    CUresult r = lt_enter(506);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(void))lt_real[506])();
    lt_line l;
    lt_begin(&l, "cuProfilerStart");
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuProfilerStop(void)
{
    CUresult r = lt_enter(507);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(void))lt_real[507])();
    lt_line l;
    lt_begin(&l, "cuProfilerStop");
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuSignalExternalSemaphoresAsync(const CUexternalSemaphore *extSemArray, const CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS *paramsArray, unsigned int numExtSems, CUstream stream)
{
    CUresult r = lt_enter(508);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(const CUexternalSemaphore *, const CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS *, unsigned int, CUstream))lt_real[508])(extSemArray, paramsArray, numExtSems, stream);
    lt_line l;
    lt_begin(&l, "cuSignalExternalSemaphoresAsync");
    lt_ptr(&l, "extSemArray", (const void *)extSemArray);
    lt_ptr(&l, "paramsArray", (const void *)paramsArray);
    lt_u64(&l, "numExtSems", (unsigned long long)numExtSems);
    lt_ptr(&l, "stream", (const void *)stream);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuSignalExternalSemaphoresAsync_ptsz(const CUexternalSemaphore *extSemArray, const CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS *paramsArray, unsigned int numExtSems, CUstream stream)
{
    CUresult r = lt_enter(509);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(const CUexternalSemaphore *, const CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS *, unsigned int, CUstream))lt_real[509])(extSemArray, paramsArray, numExtSems, stream);
    lt_line l;
    lt_begin(&l, "cuSignalExternalSemaphoresAsync_ptsz");
    lt_ptr(&l, "extSemArray", (const void *)extSemArray);
    lt_ptr(&l, "paramsArray", (const void *)paramsArray);
    lt_u64(&l, "numExtSems", (unsigned long long)numExtSems);
    lt_ptr(&l, "stream", (const void *)stream);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuStreamAddCallback(CUstream hStream, CUstreamCallback callback, void *userData, unsigned int flags)
{
    CUresult r = lt_enter(510);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUstream, CUstreamCallback, void *, unsigned int))lt_real[510])(hStream, callback, userData, flags);
    lt_line l;
    lt_begin(&l, "cuStreamAddCallback");
    lt_ptr(&l, "hStream", (const void *)hStream);
    lt_ptr(&l, "callback", (const void *)callback);
    lt_ptr(&l, "userData", (const void *)userData);
    lt_u64(&l, "flags", (unsigned long long)flags);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuStreamAddCallback_ptsz(CUstream hStream, CUstreamCallback callback, void *userData, unsigned int flags)
{
    CUresult r = lt_enter(511);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUstream, CUstreamCallback, void *, unsigned int))lt_real[511])(hStream, callback, userData, flags);
    lt_line l;
    lt_begin(&l, "cuStreamAddCallback_ptsz");
    lt_ptr(&l, "hStream", (const void *)hStream);
    lt_ptr(&l, "callback", (const void *)callback);
    lt_ptr(&l, "userData", (const void *)userData);
    lt_u64(&l, "flags", (unsigned long long)flags);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuStreamAttachMemAsync(CUstream hStream, CUdeviceptr dptr, size_t length, unsigned int flags)
{
    CUresult r = lt_enter(512);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUstream, CUdeviceptr, size_t, unsigned int))lt_real[512])(hStream, dptr, length, flags);
    lt_line l;
    lt_begin(&l, "cuStreamAttachMemAsync");
    lt_ptr(&l, "hStream", (const void *)hStream);
    lt_hex(&l, "dptr", (unsigned long long)dptr);
    lt_u64(&l, "length", (unsigned long long)length);
    lt_u64(&l, "flags", (unsigned long long)flags);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuStreamAttachMemAsync_ptsz(CUstream hStream, CUdeviceptr dptr, size_t length, unsigned int flags)
{
    CUresult r = lt_enter(513);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUstream, CUdeviceptr, size_t, unsigned int))lt_real[513])(hStream, dptr, length, flags);
    lt_line l;
    lt_begin(&l, "cuStreamAttachMemAsync_ptsz");
    lt_ptr(&l, "hStream", (const void *)hStream);
    lt_hex(&l, "dptr", (unsigned long long)dptr);
    lt_u64(&l, "length", (unsigned long long)length);
    lt_u64(&l, "flags", (unsigned long long)flags);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuStreamBatchMemOp(CUstream stream, unsigned int count, CUstreamBatchMemOpParams *paramArray, unsigned int flags)
{
    CUresult r = lt_enter(514);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUstream, unsigned int, CUstreamBatchMemOpParams *, unsigned int))lt_real[514])(stream, count, paramArray, flags);
    lt_line l;
    lt_begin(&l, "cuStreamBatchMemOp");
    lt_ptr(&l, "stream", (const void *)stream);
    lt_u64(&l, "count", (unsigned long long)count);
    lt_ptr(&l, "paramArray", (const void *)paramArray);
    lt_u64(&l, "flags", (unsigned long long)flags);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (paramArray) lt_bytes(&l, "*paramArray", paramArray, sizeof *paramArray);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuStreamBatchMemOp_ptsz(CUstream stream, unsigned int count, CUstreamBatchMemOpParams *paramArray, unsigned int flags)
{
    CUresult r = lt_enter(515);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUstream, unsigned int, CUstreamBatchMemOpParams *, unsigned int))lt_real[515])(stream, count, paramArray, flags);
    lt_line l;
    lt_begin(&l, "cuStreamBatchMemOp_ptsz");
    lt_ptr(&l, "stream", (const void *)stream);
    lt_u64(&l, "count", (unsigned long long)count);
    lt_ptr(&l, "paramArray", (const void *)paramArray);
    lt_u64(&l, "flags", (unsigned long long)flags);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (paramArray) lt_bytes(&l, "*paramArray", paramArray, sizeof *paramArray);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuStreamBatchMemOp_v2(CUstream stream, unsigned int count, CUstreamBatchMemOpParams *paramArray, unsigned int flags)
{
    CUresult r = lt_enter(516);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUstream, unsigned int, CUstreamBatchMemOpParams *, unsigned int))lt_real[516])(stream, count, paramArray, flags);
    lt_line l;
    lt_begin(&l, "cuStreamBatchMemOp_v2");
    lt_ptr(&l, "stream", (const void *)stream);
    lt_u64(&l, "count", (unsigned long long)count);
    lt_ptr(&l, "paramArray", (const void *)paramArray);
    lt_u64(&l, "flags", (unsigned long long)flags);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (paramArray) lt_bytes(&l, "*paramArray", paramArray, sizeof *paramArray);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuStreamBatchMemOp_v2_ptsz(CUstream stream, unsigned int count, CUstreamBatchMemOpParams *paramArray, unsigned int flags)
{
    CUresult r = lt_enter(517);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUstream, unsigned int, CUstreamBatchMemOpParams *, unsigned int))lt_real[517])(stream, count, paramArray, flags);
    lt_line l;
    lt_begin(&l, "cuStreamBatchMemOp_v2_ptsz");
    lt_ptr(&l, "stream", (const void *)stream);
    lt_u64(&l, "count", (unsigned long long)count);
    lt_ptr(&l, "paramArray", (const void *)paramArray);
    lt_u64(&l, "flags", (unsigned long long)flags);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (paramArray) lt_bytes(&l, "*paramArray", paramArray, sizeof *paramArray);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuStreamBeginCapture(CUstream hStream)
{
    CUresult r = lt_enter(518);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUstream))lt_real[518])(hStream);
    lt_line l;
    lt_begin(&l, "cuStreamBeginCapture");
    lt_ptr(&l, "hStream", (const void *)hStream);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuStreamBeginCaptureToGraph(CUstream hStream, CUgraph hGraph, const CUgraphNode *dependencies, const CUgraphEdgeData *dependencyData, size_t numDependencies, CUstreamCaptureMode mode)
{
    CUresult r = lt_enter(519);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUstream, CUgraph, const CUgraphNode *, const CUgraphEdgeData *, size_t, CUstreamCaptureMode))lt_real[519])(hStream, hGraph, dependencies, dependencyData, numDependencies, mode);
    lt_line l;
    lt_begin(&l, "cuStreamBeginCaptureToGraph");
    lt_ptr(&l, "hStream", (const void *)hStream);
    lt_ptr(&l, "hGraph", (const void *)hGraph);
    lt_ptr(&l, "dependencies", (const void *)dependencies);
    lt_ptr(&l, "dependencyData", (const void *)dependencyData);
    lt_u64(&l, "numDependencies", (unsigned long long)numDependencies);
    lt_u64(&l, "mode", (unsigned long long)mode);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuStreamBeginCaptureToGraph_ptsz(CUstream hStream, CUgraph hGraph, const CUgraphNode *dependencies, const CUgraphEdgeData *dependencyData, size_t numDependencies, CUstreamCaptureMode mode)
{
    CUresult r = lt_enter(520);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUstream, CUgraph, const CUgraphNode *, const CUgraphEdgeData *, size_t, CUstreamCaptureMode))lt_real[520])(hStream, hGraph, dependencies, dependencyData, numDependencies, mode);
    lt_line l;
    lt_begin(&l, "cuStreamBeginCaptureToGraph_ptsz");
    lt_ptr(&l, "hStream", (const void *)hStream);
    lt_ptr(&l, "hGraph", (const void *)hGraph);
    lt_ptr(&l, "dependencies", (const void *)dependencies);
    lt_ptr(&l, "dependencyData", (const void *)dependencyData);
    lt_u64(&l, "numDependencies", (unsigned long long)numDependencies);
    lt_u64(&l, "mode", (unsigned long long)mode);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuStreamBeginCapture_ptsz(CUstream hStream)
{
    CUresult r = lt_enter(521);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUstream))lt_real[521])(hStream);
    lt_line l;
    lt_begin(&l, "cuStreamBeginCapture_ptsz");
    lt_ptr(&l, "hStream", (const void *)hStream);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuStreamBeginCapture_v2(CUstream hStream, CUstreamCaptureMode mode)
{
    CUresult r = lt_enter(522);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUstream, CUstreamCaptureMode))lt_real[522])(hStream, mode);
    lt_line l;
    lt_begin(&l, "cuStreamBeginCapture_v2");
    lt_ptr(&l, "hStream", (const void *)hStream);
    lt_u64(&l, "mode", (unsigned long long)mode);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuStreamBeginCapture_v2_ptsz(CUstream hStream, CUstreamCaptureMode mode)
{
    CUresult r = lt_enter(523);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUstream, CUstreamCaptureMode))lt_real[523])(hStream, mode);
    lt_line l;
    lt_begin(&l, "cuStreamBeginCapture_v2_ptsz");
    lt_ptr(&l, "hStream", (const void *)hStream);
    lt_u64(&l, "mode", (unsigned long long)mode);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuStreamCopyAttributes(CUstream dstStream, CUstream srcStream)
{
    CUresult r = lt_enter(524);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUstream, CUstream))lt_real[524])(dstStream, srcStream);
    lt_line l;
    lt_begin(&l, "cuStreamCopyAttributes");
    lt_ptr(&l, "dstStream", (const void *)dstStream);
    lt_ptr(&l, "srcStream", (const void *)srcStream);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuStreamCopyAttributes_ptsz(CUstream dst, CUstream src)
{
    CUresult r = lt_enter(525);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUstream, CUstream))lt_real[525])(dst, src);
    lt_line l;
    lt_begin(&l, "cuStreamCopyAttributes_ptsz");
    lt_ptr(&l, "dst", (const void *)dst);
    lt_ptr(&l, "src", (const void *)src);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuStreamCreate(CUstream *phStream, unsigned int Flags)
{
    CUresult r = lt_enter(526);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUstream *, unsigned int))lt_real[526])(phStream, Flags);
    lt_line l;
    lt_begin(&l, "cuStreamCreate");
    lt_ptr(&l, "phStream", (const void *)phStream);
    lt_u64(&l, "Flags", (unsigned long long)Flags);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (phStream) lt_ptr(&l, "*phStream", (const void *)*phStream);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuStreamCreateWithPriority(CUstream *phStream, unsigned int flags, int priority)
{
    CUresult r = lt_enter(527);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUstream *, unsigned int, int))lt_real[527])(phStream, flags, priority);
    lt_line l;
    lt_begin(&l, "cuStreamCreateWithPriority");
    lt_ptr(&l, "phStream", (const void *)phStream);
    lt_u64(&l, "flags", (unsigned long long)flags);
    lt_i64(&l, "priority", (long long)priority);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (phStream) lt_ptr(&l, "*phStream", (const void *)*phStream);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuStreamDestroy(CUstream hStream)
{
    CUresult r = lt_enter(528);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUstream))lt_real[528])(hStream);
    lt_line l;
    lt_begin(&l, "cuStreamDestroy");
    lt_ptr(&l, "hStream", (const void *)hStream);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuStreamDestroy_v2(CUstream hStream)
{
    CUresult r = lt_enter(529);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUstream))lt_real[529])(hStream);
    lt_line l;
    lt_begin(&l, "cuStreamDestroy_v2");
    lt_ptr(&l, "hStream", (const void *)hStream);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuStreamEndCapture(CUstream hStream, CUgraph *phGraph)
{
    CUresult r = lt_enter(530);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUstream, CUgraph *))lt_real[530])(hStream, phGraph);
    lt_line l;
    lt_begin(&l, "cuStreamEndCapture");
    lt_ptr(&l, "hStream", (const void *)hStream);
    lt_ptr(&l, "phGraph", (const void *)phGraph);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (phGraph) lt_ptr(&l, "*phGraph", (const void *)*phGraph);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuStreamEndCapture_ptsz(CUstream hStream, CUgraph *phGraph)
{
    CUresult r = lt_enter(531);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUstream, CUgraph *))lt_real[531])(hStream, phGraph);
    lt_line l;
    lt_begin(&l, "cuStreamEndCapture_ptsz");
    lt_ptr(&l, "hStream", (const void *)hStream);
    lt_ptr(&l, "phGraph", (const void *)phGraph);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (phGraph) lt_ptr(&l, "*phGraph", (const void *)*phGraph);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuStreamGetAttribute(CUstream hStream, CUstreamAttrID attr, CUstreamAttrValue *value)
{
    CUresult r = lt_enter(532);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUstream, CUstreamAttrID, CUstreamAttrValue *))lt_real[532])(hStream, attr, value);
    lt_line l;
    lt_begin(&l, "cuStreamGetAttribute");
    lt_ptr(&l, "hStream", (const void *)hStream);
    lt_u64(&l, "attr", (unsigned long long)attr);
    lt_ptr(&l, "value", (const void *)value);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (value) lt_bytes(&l, "*value", value, sizeof *value);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuStreamGetAttribute_ptsz(CUstream hStream, CUstreamAttrID attr, CUstreamAttrValue *value_out)
{
    CUresult r = lt_enter(533);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUstream, CUstreamAttrID, CUstreamAttrValue *))lt_real[533])(hStream, attr, value_out);
    lt_line l;
    lt_begin(&l, "cuStreamGetAttribute_ptsz");
    lt_ptr(&l, "hStream", (const void *)hStream);
    lt_u64(&l, "attr", (unsigned long long)attr);
    lt_ptr(&l, "value_out", (const void *)value_out);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (value_out) lt_bytes(&l, "*value_out", value_out, sizeof *value_out);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuStreamGetCaptureInfo(CUstream hStream, CUstreamCaptureStatus *captureStatus_out, cuuint64_t *id_out)
{
    CUresult r = lt_enter(534);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUstream, CUstreamCaptureStatus *, cuuint64_t *))lt_real[534])(hStream, captureStatus_out, id_out);
    lt_line l;
    lt_begin(&l, "cuStreamGetCaptureInfo");
    lt_ptr(&l, "hStream", (const void *)hStream);
    lt_ptr(&l, "captureStatus_out", (const void *)captureStatus_out);
    lt_ptr(&l, "id_out", (const void *)id_out);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (captureStatus_out) lt_hex(&l, "*captureStatus_out", (unsigned long long)*captureStatus_out);
        if (id_out) lt_hex(&l, "*id_out", (unsigned long long)*id_out);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuStreamGetCaptureInfo_ptsz(CUstream hStream, CUstreamCaptureStatus *captureStatus_out, cuuint64_t *id_out)
{
    CUresult r = lt_enter(535);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUstream, CUstreamCaptureStatus *, cuuint64_t *))lt_real[535])(hStream, captureStatus_out, id_out);
    lt_line l;
    lt_begin(&l, "cuStreamGetCaptureInfo_ptsz");
    lt_ptr(&l, "hStream", (const void *)hStream);
    lt_ptr(&l, "captureStatus_out", (const void *)captureStatus_out);
    lt_ptr(&l, "id_out", (const void *)id_out);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (captureStatus_out) lt_hex(&l, "*captureStatus_out", (unsigned long long)*captureStatus_out);
        if (id_out) lt_hex(&l, "*id_out", (unsigned long long)*id_out);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuStreamGetCaptureInfo_v2(CUstream hStream, CUstreamCaptureStatus *captureStatus_out, cuuint64_t *id_out, CUgraph *graph_out, const CUgraphNode **dependencies_out, size_t *numDependencies_out)
{
    CUresult r = lt_enter(536);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUstream, CUstreamCaptureStatus *, cuuint64_t *, CUgraph *, const CUgraphNode **, size_t *))lt_real[536])(hStream, captureStatus_out, id_out, graph_out, dependencies_out, numDependencies_out);
    lt_line l;
    lt_begin(&l, "cuStreamGetCaptureInfo_v2");
    lt_ptr(&l, "hStream", (const void *)hStream);
    lt_ptr(&l, "captureStatus_out", (const void *)captureStatus_out);
    lt_ptr(&l, "id_out", (const void *)id_out);
    lt_ptr(&l, "graph_out", (const void *)graph_out);
    lt_ptr(&l, "dependencies_out", (const void *)dependencies_out);
    lt_ptr(&l, "numDependencies_out", (const void *)numDependencies_out);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (captureStatus_out) lt_hex(&l, "*captureStatus_out", (unsigned long long)*captureStatus_out);
        if (id_out) lt_hex(&l, "*id_out", (unsigned long long)*id_out);
        if (graph_out) lt_ptr(&l, "*graph_out", (const void *)*graph_out);
        if (dependencies_out) lt_ptr(&l, "*dependencies_out", (const void *)*dependencies_out);
        if (numDependencies_out) lt_hex(&l, "*numDependencies_out", (unsigned long long)*numDependencies_out);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuStreamGetCaptureInfo_v2_ptsz(CUstream hStream, CUstreamCaptureStatus *captureStatus_out, cuuint64_t *id_out, CUgraph *graph_out, const CUgraphNode **dependencies_out, size_t *numDependencies_out)
{
    CUresult r = lt_enter(537);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUstream, CUstreamCaptureStatus *, cuuint64_t *, CUgraph *, const CUgraphNode **, size_t *))lt_real[537])(hStream, captureStatus_out, id_out, graph_out, dependencies_out, numDependencies_out);
    lt_line l;
    lt_begin(&l, "cuStreamGetCaptureInfo_v2_ptsz");
    lt_ptr(&l, "hStream", (const void *)hStream);
    lt_ptr(&l, "captureStatus_out", (const void *)captureStatus_out);
    lt_ptr(&l, "id_out", (const void *)id_out);
    lt_ptr(&l, "graph_out", (const void *)graph_out);
    lt_ptr(&l, "dependencies_out", (const void *)dependencies_out);
    lt_ptr(&l, "numDependencies_out", (const void *)numDependencies_out);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (captureStatus_out) lt_hex(&l, "*captureStatus_out", (unsigned long long)*captureStatus_out);
        if (id_out) lt_hex(&l, "*id_out", (unsigned long long)*id_out);
        if (graph_out) lt_ptr(&l, "*graph_out", (const void *)*graph_out);
        if (dependencies_out) lt_ptr(&l, "*dependencies_out", (const void *)*dependencies_out);
        if (numDependencies_out) lt_hex(&l, "*numDependencies_out", (unsigned long long)*numDependencies_out);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuStreamGetCaptureInfo_v3(CUstream hStream, CUstreamCaptureStatus *captureStatus_out, cuuint64_t *id_out, CUgraph *graph_out, const CUgraphNode **dependencies_out, const CUgraphEdgeData **edgeData_out, size_t *numDependencies_out)
{
    CUresult r = lt_enter(538);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUstream, CUstreamCaptureStatus *, cuuint64_t *, CUgraph *, const CUgraphNode **, const CUgraphEdgeData **, size_t *))lt_real[538])(hStream, captureStatus_out, id_out, graph_out, dependencies_out, edgeData_out, numDependencies_out);
    lt_line l;
    lt_begin(&l, "cuStreamGetCaptureInfo_v3");
    lt_ptr(&l, "hStream", (const void *)hStream);
    lt_ptr(&l, "captureStatus_out", (const void *)captureStatus_out);
    lt_ptr(&l, "id_out", (const void *)id_out);
    lt_ptr(&l, "graph_out", (const void *)graph_out);
    lt_ptr(&l, "dependencies_out", (const void *)dependencies_out);
    lt_ptr(&l, "edgeData_out", (const void *)edgeData_out);
    lt_ptr(&l, "numDependencies_out", (const void *)numDependencies_out);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (captureStatus_out) lt_hex(&l, "*captureStatus_out", (unsigned long long)*captureStatus_out);
        if (id_out) lt_hex(&l, "*id_out", (unsigned long long)*id_out);
        if (graph_out) lt_ptr(&l, "*graph_out", (const void *)*graph_out);
        if (dependencies_out) lt_ptr(&l, "*dependencies_out", (const void *)*dependencies_out);
        if (edgeData_out) lt_ptr(&l, "*edgeData_out", (const void *)*edgeData_out);
        if (numDependencies_out) lt_hex(&l, "*numDependencies_out", (unsigned long long)*numDependencies_out);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuStreamGetCaptureInfo_v3_ptsz(CUstream hStream, CUstreamCaptureStatus *captureStatus_out, cuuint64_t *id_out, CUgraph *graph_out, const CUgraphNode **dependencies_out, const CUgraphEdgeData **edgeData_out, size_t *numDependencies_out)
{
    CUresult r = lt_enter(539);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUstream, CUstreamCaptureStatus *, cuuint64_t *, CUgraph *, const CUgraphNode **, const CUgraphEdgeData **, size_t *))lt_real[539])(hStream, captureStatus_out, id_out, graph_out, dependencies_out, edgeData_out, numDependencies_out);
    lt_line l;
    lt_begin(&l, "cuStreamGetCaptureInfo_v3_ptsz");
    lt_ptr(&l, "hStream", (const void *)hStream);
    lt_ptr(&l, "captureStatus_out", (const void *)captureStatus_out);
    lt_ptr(&l, "id_out", (const void *)id_out);
    lt_ptr(&l, "graph_out", (const void *)graph_out);
    lt_ptr(&l, "dependencies_out", (const void *)dependencies_out);
    lt_ptr(&l, "edgeData_out", (const void *)edgeData_out);
    lt_ptr(&l, "numDependencies_out", (const void *)numDependencies_out);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (captureStatus_out) lt_hex(&l, "*captureStatus_out", (unsigned long long)*captureStatus_out);
        if (id_out) lt_hex(&l, "*id_out", (unsigned long long)*id_out);
        if (graph_out) lt_ptr(&l, "*graph_out", (const void *)*graph_out);
        if (dependencies_out) lt_ptr(&l, "*dependencies_out", (const void *)*dependencies_out);
        if (edgeData_out) lt_ptr(&l, "*edgeData_out", (const void *)*edgeData_out);
        if (numDependencies_out) lt_hex(&l, "*numDependencies_out", (unsigned long long)*numDependencies_out);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuStreamGetCtx(CUstream hStream, CUcontext *pctx)
{
    CUresult r = lt_enter(540);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUstream, CUcontext *))lt_real[540])(hStream, pctx);
    lt_line l;
    lt_begin(&l, "cuStreamGetCtx");
    lt_ptr(&l, "hStream", (const void *)hStream);
    lt_ptr(&l, "pctx", (const void *)pctx);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (pctx) lt_ptr(&l, "*pctx", (const void *)*pctx);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuStreamGetCtx_ptsz(CUstream hStream, CUcontext *pctx)
{
    CUresult r = lt_enter(541);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUstream, CUcontext *))lt_real[541])(hStream, pctx);
    lt_line l;
    lt_begin(&l, "cuStreamGetCtx_ptsz");
    lt_ptr(&l, "hStream", (const void *)hStream);
    lt_ptr(&l, "pctx", (const void *)pctx);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (pctx) lt_ptr(&l, "*pctx", (const void *)*pctx);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuStreamGetCtx_v2(CUstream hStream, CUcontext *pCtx, CUgreenCtx *pGreenCtx)
{
    CUresult r = lt_enter(542);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUstream, CUcontext *, CUgreenCtx *))lt_real[542])(hStream, pCtx, pGreenCtx);
    lt_line l;
    lt_begin(&l, "cuStreamGetCtx_v2");
    lt_ptr(&l, "hStream", (const void *)hStream);
    lt_ptr(&l, "pCtx", (const void *)pCtx);
    lt_ptr(&l, "pGreenCtx", (const void *)pGreenCtx);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (pCtx) lt_ptr(&l, "*pCtx", (const void *)*pCtx);
        if (pGreenCtx) lt_ptr(&l, "*pGreenCtx", (const void *)*pGreenCtx);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuStreamGetCtx_v2_ptsz(CUstream hStream, CUcontext *pCtx, CUgreenCtx *pGreenCtx)
{
    CUresult r = lt_enter(543);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUstream, CUcontext *, CUgreenCtx *))lt_real[543])(hStream, pCtx, pGreenCtx);
    lt_line l;
    lt_begin(&l, "cuStreamGetCtx_v2_ptsz");
    lt_ptr(&l, "hStream", (const void *)hStream);
    lt_ptr(&l, "pCtx", (const void *)pCtx);
    lt_ptr(&l, "pGreenCtx", (const void *)pGreenCtx);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (pCtx) lt_ptr(&l, "*pCtx", (const void *)*pCtx);
        if (pGreenCtx) lt_ptr(&l, "*pGreenCtx", (const void *)*pGreenCtx);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuStreamGetDevice(CUstream hStream, CUdevice *device)
{
    CUresult r = lt_enter(544);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUstream, CUdevice *))lt_real[544])(hStream, device);
    lt_line l;
    lt_begin(&l, "cuStreamGetDevice");
    lt_ptr(&l, "hStream", (const void *)hStream);
    lt_ptr(&l, "device", (const void *)device);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (device) lt_i64(&l, "*device", (long long)*device);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuStreamGetDevice_ptsz(CUstream hStream, CUdevice *device)
{
    CUresult r = lt_enter(545);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUstream, CUdevice *))lt_real[545])(hStream, device);
    lt_line l;
    lt_begin(&l, "cuStreamGetDevice_ptsz");
    lt_ptr(&l, "hStream", (const void *)hStream);
    lt_ptr(&l, "device", (const void *)device);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (device) lt_i64(&l, "*device", (long long)*device);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuStreamGetFlags(CUstream hStream, unsigned int *flags)
{
    CUresult r = lt_enter(546);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUstream, unsigned int *))lt_real[546])(hStream, flags);
    lt_line l;
    lt_begin(&l, "cuStreamGetFlags");
    lt_ptr(&l, "hStream", (const void *)hStream);
    lt_ptr(&l, "flags", (const void *)flags);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (flags) lt_hex(&l, "*flags", (unsigned long long)*flags);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuStreamGetFlags_ptsz(CUstream hStream, unsigned int *flags)
{
    CUresult r = lt_enter(547);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUstream, unsigned int *))lt_real[547])(hStream, flags);
    lt_line l;
    lt_begin(&l, "cuStreamGetFlags_ptsz");
    lt_ptr(&l, "hStream", (const void *)hStream);
    lt_ptr(&l, "flags", (const void *)flags);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (flags) lt_hex(&l, "*flags", (unsigned long long)*flags);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuStreamGetGreenCtx(CUstream hStream, CUgreenCtx *phCtx)
{
    CUresult r = lt_enter(548);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUstream, CUgreenCtx *))lt_real[548])(hStream, phCtx);
    lt_line l;
    lt_begin(&l, "cuStreamGetGreenCtx");
    lt_ptr(&l, "hStream", (const void *)hStream);
    lt_ptr(&l, "phCtx", (const void *)phCtx);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (phCtx) lt_ptr(&l, "*phCtx", (const void *)*phCtx);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuStreamGetId(CUstream hStream, unsigned long long *streamId)
{
    CUresult r = lt_enter(549);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUstream, unsigned long long *))lt_real[549])(hStream, streamId);
    lt_line l;
    lt_begin(&l, "cuStreamGetId");
    lt_ptr(&l, "hStream", (const void *)hStream);
    lt_ptr(&l, "streamId", (const void *)streamId);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (streamId) lt_hex(&l, "*streamId", (unsigned long long)*streamId);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuStreamGetId_ptsz(CUstream hStream, unsigned long long *streamId)
{
    CUresult r = lt_enter(550);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUstream, unsigned long long *))lt_real[550])(hStream, streamId);
    lt_line l;
    lt_begin(&l, "cuStreamGetId_ptsz");
    lt_ptr(&l, "hStream", (const void *)hStream);
    lt_ptr(&l, "streamId", (const void *)streamId);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (streamId) lt_hex(&l, "*streamId", (unsigned long long)*streamId);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuStreamGetPriority(CUstream hStream, int *priority)
{
    CUresult r = lt_enter(551);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUstream, int *))lt_real[551])(hStream, priority);
    lt_line l;
    lt_begin(&l, "cuStreamGetPriority");
    lt_ptr(&l, "hStream", (const void *)hStream);
    lt_ptr(&l, "priority", (const void *)priority);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (priority) lt_i64(&l, "*priority", (long long)*priority);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuStreamGetPriority_ptsz(CUstream hStream, int *priority)
{
    CUresult r = lt_enter(552);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUstream, int *))lt_real[552])(hStream, priority);
    lt_line l;
    lt_begin(&l, "cuStreamGetPriority_ptsz");
    lt_ptr(&l, "hStream", (const void *)hStream);
    lt_ptr(&l, "priority", (const void *)priority);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (priority) lt_i64(&l, "*priority", (long long)*priority);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuStreamIsCapturing(CUstream hStream, CUstreamCaptureStatus *captureStatus)
{
    CUresult r = lt_enter(553);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUstream, CUstreamCaptureStatus *))lt_real[553])(hStream, captureStatus);
    lt_line l;
    lt_begin(&l, "cuStreamIsCapturing");
    lt_ptr(&l, "hStream", (const void *)hStream);
    lt_ptr(&l, "captureStatus", (const void *)captureStatus);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (captureStatus) lt_hex(&l, "*captureStatus", (unsigned long long)*captureStatus);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuStreamIsCapturing_ptsz(CUstream hStream, CUstreamCaptureStatus *captureStatus)
{
    CUresult r = lt_enter(554);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUstream, CUstreamCaptureStatus *))lt_real[554])(hStream, captureStatus);
    lt_line l;
    lt_begin(&l, "cuStreamIsCapturing_ptsz");
    lt_ptr(&l, "hStream", (const void *)hStream);
    lt_ptr(&l, "captureStatus", (const void *)captureStatus);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (captureStatus) lt_hex(&l, "*captureStatus", (unsigned long long)*captureStatus);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuStreamQuery(CUstream hStream)
{
    CUresult r = lt_enter(555);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUstream))lt_real[555])(hStream);
    lt_line l;
    lt_begin(&l, "cuStreamQuery");
    lt_ptr(&l, "hStream", (const void *)hStream);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuStreamQuery_ptsz(CUstream hStream)
{
    CUresult r = lt_enter(556);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUstream))lt_real[556])(hStream);
    lt_line l;
    lt_begin(&l, "cuStreamQuery_ptsz");
    lt_ptr(&l, "hStream", (const void *)hStream);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuStreamSetAttribute(CUstream hStream, CUstreamAttrID attr, const CUstreamAttrValue *param)
{
    CUresult r = lt_enter(557);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUstream, CUstreamAttrID, const CUstreamAttrValue *))lt_real[557])(hStream, attr, param);
    lt_line l;
    lt_begin(&l, "cuStreamSetAttribute");
    lt_ptr(&l, "hStream", (const void *)hStream);
    lt_u64(&l, "attr", (unsigned long long)attr);
    lt_ptr(&l, "param", (const void *)param);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuStreamSetAttribute_ptsz(CUstream hStream, CUstreamAttrID attr, const CUstreamAttrValue *value)
{
    CUresult r = lt_enter(558);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUstream, CUstreamAttrID, const CUstreamAttrValue *))lt_real[558])(hStream, attr, value);
    lt_line l;
    lt_begin(&l, "cuStreamSetAttribute_ptsz");
    lt_ptr(&l, "hStream", (const void *)hStream);
    lt_u64(&l, "attr", (unsigned long long)attr);
    lt_ptr(&l, "value", (const void *)value);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuStreamSynchronize(CUstream hStream)
{
    CUresult r = lt_enter(559);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUstream))lt_real[559])(hStream);
    lt_line l;
    lt_begin(&l, "cuStreamSynchronize");
    lt_ptr(&l, "hStream", (const void *)hStream);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuStreamSynchronize_ptsz(CUstream hStream)
{
    CUresult r = lt_enter(560);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUstream))lt_real[560])(hStream);
    lt_line l;
    lt_begin(&l, "cuStreamSynchronize_ptsz");
    lt_ptr(&l, "hStream", (const void *)hStream);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuStreamUpdateCaptureDependencies(CUstream hStream, CUgraphNode *dependencies, size_t numDependencies, unsigned int flags)
{
    CUresult r = lt_enter(561);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUstream, CUgraphNode *, size_t, unsigned int))lt_real[561])(hStream, dependencies, numDependencies, flags);
    lt_line l;
    lt_begin(&l, "cuStreamUpdateCaptureDependencies");
    lt_ptr(&l, "hStream", (const void *)hStream);
    lt_ptr(&l, "dependencies", (const void *)dependencies);
    lt_u64(&l, "numDependencies", (unsigned long long)numDependencies);
    lt_u64(&l, "flags", (unsigned long long)flags);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (dependencies) lt_ptr(&l, "*dependencies", (const void *)*dependencies);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuStreamUpdateCaptureDependencies_ptsz(CUstream hStream, CUgraphNode *dependencies, size_t numDependencies, unsigned int flags)
{
    CUresult r = lt_enter(562);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUstream, CUgraphNode *, size_t, unsigned int))lt_real[562])(hStream, dependencies, numDependencies, flags);
    lt_line l;
    lt_begin(&l, "cuStreamUpdateCaptureDependencies_ptsz");
    lt_ptr(&l, "hStream", (const void *)hStream);
    lt_ptr(&l, "dependencies", (const void *)dependencies);
    lt_u64(&l, "numDependencies", (unsigned long long)numDependencies);
    lt_u64(&l, "flags", (unsigned long long)flags);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (dependencies) lt_ptr(&l, "*dependencies", (const void *)*dependencies);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuStreamUpdateCaptureDependencies_v2(CUstream hStream, CUgraphNode *dependencies, const CUgraphEdgeData *dependencyData, size_t numDependencies, unsigned int flags)
{
    CUresult r = lt_enter(563);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUstream, CUgraphNode *, const CUgraphEdgeData *, size_t, unsigned int))lt_real[563])(hStream, dependencies, dependencyData, numDependencies, flags);
    lt_line l;
    lt_begin(&l, "cuStreamUpdateCaptureDependencies_v2");
    lt_ptr(&l, "hStream", (const void *)hStream);
    lt_ptr(&l, "dependencies", (const void *)dependencies);
    lt_ptr(&l, "dependencyData", (const void *)dependencyData);
    lt_u64(&l, "numDependencies", (unsigned long long)numDependencies);
    lt_u64(&l, "flags", (unsigned long long)flags);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (dependencies) lt_ptr(&l, "*dependencies", (const void *)*dependencies);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuStreamUpdateCaptureDependencies_v2_ptsz(CUstream hStream, CUgraphNode *dependencies, const CUgraphEdgeData *dependencyData, size_t numDependencies, unsigned int flags)
{
    CUresult r = lt_enter(564);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUstream, CUgraphNode *, const CUgraphEdgeData *, size_t, unsigned int))lt_real[564])(hStream, dependencies, dependencyData, numDependencies, flags);
    lt_line l;
    lt_begin(&l, "cuStreamUpdateCaptureDependencies_v2_ptsz");
    lt_ptr(&l, "hStream", (const void *)hStream);
    lt_ptr(&l, "dependencies", (const void *)dependencies);
    lt_ptr(&l, "dependencyData", (const void *)dependencyData);
    lt_u64(&l, "numDependencies", (unsigned long long)numDependencies);
    lt_u64(&l, "flags", (unsigned long long)flags);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (dependencies) lt_ptr(&l, "*dependencies", (const void *)*dependencies);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuStreamWaitEvent(CUstream hStream, CUevent hEvent, unsigned int Flags)
{
    CUresult r = lt_enter(565);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUstream, CUevent, unsigned int))lt_real[565])(hStream, hEvent, Flags);
    lt_line l;
    lt_begin(&l, "cuStreamWaitEvent");
    lt_ptr(&l, "hStream", (const void *)hStream);
    lt_ptr(&l, "hEvent", (const void *)hEvent);
    lt_u64(&l, "Flags", (unsigned long long)Flags);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuStreamWaitEvent_ptsz(CUstream hStream, CUevent hEvent, unsigned int Flags)
{
    CUresult r = lt_enter(566);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUstream, CUevent, unsigned int))lt_real[566])(hStream, hEvent, Flags);
    lt_line l;
    lt_begin(&l, "cuStreamWaitEvent_ptsz");
    lt_ptr(&l, "hStream", (const void *)hStream);
    lt_ptr(&l, "hEvent", (const void *)hEvent);
    lt_u64(&l, "Flags", (unsigned long long)Flags);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuStreamWaitValue32(CUstream stream, CUdeviceptr addr, cuuint32_t value, unsigned int flags)
{
    CUresult r = lt_enter(567);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUstream, CUdeviceptr, cuuint32_t, unsigned int))lt_real[567])(stream, addr, value, flags);
    lt_line l;
    lt_begin(&l, "cuStreamWaitValue32");
    lt_ptr(&l, "stream", (const void *)stream);
    lt_hex(&l, "addr", (unsigned long long)addr);
    lt_u64(&l, "value", (unsigned long long)value);
    lt_u64(&l, "flags", (unsigned long long)flags);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuStreamWaitValue32_ptsz(CUstream stream, CUdeviceptr addr, cuuint32_t value, unsigned int flags)
{
    CUresult r = lt_enter(568);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUstream, CUdeviceptr, cuuint32_t, unsigned int))lt_real[568])(stream, addr, value, flags);
    lt_line l;
    lt_begin(&l, "cuStreamWaitValue32_ptsz");
    lt_ptr(&l, "stream", (const void *)stream);
    lt_hex(&l, "addr", (unsigned long long)addr);
    lt_u64(&l, "value", (unsigned long long)value);
    lt_u64(&l, "flags", (unsigned long long)flags);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuStreamWaitValue32_v2(CUstream stream, CUdeviceptr addr, cuuint32_t value, unsigned int flags)
{
    CUresult r = lt_enter(569);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUstream, CUdeviceptr, cuuint32_t, unsigned int))lt_real[569])(stream, addr, value, flags);
    lt_line l;
    lt_begin(&l, "cuStreamWaitValue32_v2");
    lt_ptr(&l, "stream", (const void *)stream);
    lt_hex(&l, "addr", (unsigned long long)addr);
    lt_u64(&l, "value", (unsigned long long)value);
    lt_u64(&l, "flags", (unsigned long long)flags);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuStreamWaitValue32_v2_ptsz(CUstream stream, CUdeviceptr addr, cuuint32_t value, unsigned int flags)
{
    CUresult r = lt_enter(570);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUstream, CUdeviceptr, cuuint32_t, unsigned int))lt_real[570])(stream, addr, value, flags);
    lt_line l;
    lt_begin(&l, "cuStreamWaitValue32_v2_ptsz");
    lt_ptr(&l, "stream", (const void *)stream);
    lt_hex(&l, "addr", (unsigned long long)addr);
    lt_u64(&l, "value", (unsigned long long)value);
    lt_u64(&l, "flags", (unsigned long long)flags);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuStreamWaitValue64(CUstream stream, CUdeviceptr addr, cuuint64_t value, unsigned int flags)
{
    CUresult r = lt_enter(571);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUstream, CUdeviceptr, cuuint64_t, unsigned int))lt_real[571])(stream, addr, value, flags);
    lt_line l;
    lt_begin(&l, "cuStreamWaitValue64");
    lt_ptr(&l, "stream", (const void *)stream);
    lt_hex(&l, "addr", (unsigned long long)addr);
    lt_u64(&l, "value", (unsigned long long)value);
    lt_u64(&l, "flags", (unsigned long long)flags);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuStreamWaitValue64_ptsz(CUstream stream, CUdeviceptr addr, cuuint64_t value, unsigned int flags)
{
    CUresult r = lt_enter(572);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUstream, CUdeviceptr, cuuint64_t, unsigned int))lt_real[572])(stream, addr, value, flags);
    lt_line l;
    lt_begin(&l, "cuStreamWaitValue64_ptsz");
    lt_ptr(&l, "stream", (const void *)stream);
    lt_hex(&l, "addr", (unsigned long long)addr);
    lt_u64(&l, "value", (unsigned long long)value);
    lt_u64(&l, "flags", (unsigned long long)flags);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuStreamWaitValue64_v2(CUstream stream, CUdeviceptr addr, cuuint64_t value, unsigned int flags)
{
    CUresult r = lt_enter(573);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUstream, CUdeviceptr, cuuint64_t, unsigned int))lt_real[573])(stream, addr, value, flags);
    lt_line l;
    lt_begin(&l, "cuStreamWaitValue64_v2");
    lt_ptr(&l, "stream", (const void *)stream);
    lt_hex(&l, "addr", (unsigned long long)addr);
    lt_u64(&l, "value", (unsigned long long)value);
    lt_u64(&l, "flags", (unsigned long long)flags);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuStreamWaitValue64_v2_ptsz(CUstream stream, CUdeviceptr addr, cuuint64_t value, unsigned int flags)
{
    CUresult r = lt_enter(574);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUstream, CUdeviceptr, cuuint64_t, unsigned int))lt_real[574])(stream, addr, value, flags);
    lt_line l;
    lt_begin(&l, "cuStreamWaitValue64_v2_ptsz");
    lt_ptr(&l, "stream", (const void *)stream);
    lt_hex(&l, "addr", (unsigned long long)addr);
    lt_u64(&l, "value", (unsigned long long)value);
    lt_u64(&l, "flags", (unsigned long long)flags);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuStreamWriteValue32(CUstream stream, CUdeviceptr addr, cuuint32_t value, unsigned int flags)
{
    CUresult r = lt_enter(575);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUstream, CUdeviceptr, cuuint32_t, unsigned int))lt_real[575])(stream, addr, value, flags);
    lt_line l;
    lt_begin(&l, "cuStreamWriteValue32");
    lt_ptr(&l, "stream", (const void *)stream);
    lt_hex(&l, "addr", (unsigned long long)addr);
    lt_u64(&l, "value", (unsigned long long)value);
    lt_u64(&l, "flags", (unsigned long long)flags);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuStreamWriteValue32_ptsz(CUstream stream, CUdeviceptr addr, cuuint32_t value, unsigned int flags)
{
    CUresult r = lt_enter(576);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUstream, CUdeviceptr, cuuint32_t, unsigned int))lt_real[576])(stream, addr, value, flags);
    lt_line l;
    lt_begin(&l, "cuStreamWriteValue32_ptsz");
    lt_ptr(&l, "stream", (const void *)stream);
    lt_hex(&l, "addr", (unsigned long long)addr);
    lt_u64(&l, "value", (unsigned long long)value);
    lt_u64(&l, "flags", (unsigned long long)flags);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuStreamWriteValue32_v2(CUstream stream, CUdeviceptr addr, cuuint32_t value, unsigned int flags)
{
    CUresult r = lt_enter(577);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUstream, CUdeviceptr, cuuint32_t, unsigned int))lt_real[577])(stream, addr, value, flags);
    lt_line l;
    lt_begin(&l, "cuStreamWriteValue32_v2");
    lt_ptr(&l, "stream", (const void *)stream);
    lt_hex(&l, "addr", (unsigned long long)addr);
    lt_u64(&l, "value", (unsigned long long)value);
    lt_u64(&l, "flags", (unsigned long long)flags);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuStreamWriteValue32_v2_ptsz(CUstream stream, CUdeviceptr addr, cuuint32_t value, unsigned int flags)
{
    CUresult r = lt_enter(578);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUstream, CUdeviceptr, cuuint32_t, unsigned int))lt_real[578])(stream, addr, value, flags);
    lt_line l;
    lt_begin(&l, "cuStreamWriteValue32_v2_ptsz");
    lt_ptr(&l, "stream", (const void *)stream);
    lt_hex(&l, "addr", (unsigned long long)addr);
    lt_u64(&l, "value", (unsigned long long)value);
    lt_u64(&l, "flags", (unsigned long long)flags);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuStreamWriteValue64(CUstream stream, CUdeviceptr addr, cuuint64_t value, unsigned int flags)
{
    CUresult r = lt_enter(579);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUstream, CUdeviceptr, cuuint64_t, unsigned int))lt_real[579])(stream, addr, value, flags);
    lt_line l;
    lt_begin(&l, "cuStreamWriteValue64");
    lt_ptr(&l, "stream", (const void *)stream);
    lt_hex(&l, "addr", (unsigned long long)addr);
    lt_u64(&l, "value", (unsigned long long)value);
    lt_u64(&l, "flags", (unsigned long long)flags);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuStreamWriteValue64_ptsz(CUstream stream, CUdeviceptr addr, cuuint64_t value, unsigned int flags)
{
    CUresult r = lt_enter(580);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUstream, CUdeviceptr, cuuint64_t, unsigned int))lt_real[580])(stream, addr, value, flags);
    lt_line l;
    lt_begin(&l, "cuStreamWriteValue64_ptsz");
    lt_ptr(&l, "stream", (const void *)stream);
    lt_hex(&l, "addr", (unsigned long long)addr);
    lt_u64(&l, "value", (unsigned long long)value);
    lt_u64(&l, "flags", (unsigned long long)flags);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuStreamWriteValue64_v2(CUstream stream, CUdeviceptr addr, cuuint64_t value, unsigned int flags)
{
    CUresult r = lt_enter(581);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUstream, CUdeviceptr, cuuint64_t, unsigned int))lt_real[581])(stream, addr, value, flags);
    lt_line l;
    lt_begin(&l, "cuStreamWriteValue64_v2");
    lt_ptr(&l, "stream", (const void *)stream);
    lt_hex(&l, "addr", (unsigned long long)addr);
    lt_u64(&l, "value", (unsigned long long)value);
    lt_u64(&l, "flags", (unsigned long long)flags);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuStreamWriteValue64_v2_ptsz(CUstream stream, CUdeviceptr addr, cuuint64_t value, unsigned int flags)
{
    CUresult r = lt_enter(582);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUstream, CUdeviceptr, cuuint64_t, unsigned int))lt_real[582])(stream, addr, value, flags);
    lt_line l;
    lt_begin(&l, "cuStreamWriteValue64_v2_ptsz");
    lt_ptr(&l, "stream", (const void *)stream);
    lt_hex(&l, "addr", (unsigned long long)addr);
    lt_u64(&l, "value", (unsigned long long)value);
    lt_u64(&l, "flags", (unsigned long long)flags);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuSurfObjectCreate(CUsurfObject *pSurfObject, const CUDA_RESOURCE_DESC *pResDesc)
{
    CUresult r = lt_enter(583);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUsurfObject *, const CUDA_RESOURCE_DESC *))lt_real[583])(pSurfObject, pResDesc);
    lt_line l;
    lt_begin(&l, "cuSurfObjectCreate");
    lt_ptr(&l, "pSurfObject", (const void *)pSurfObject);
    lt_ptr(&l, "pResDesc", (const void *)pResDesc);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (pSurfObject) lt_hex(&l, "*pSurfObject", (unsigned long long)*pSurfObject);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuSurfObjectDestroy(CUsurfObject surfObject)
{
    CUresult r = lt_enter(584);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUsurfObject))lt_real[584])(surfObject);
    lt_line l;
    lt_begin(&l, "cuSurfObjectDestroy");
    lt_u64(&l, "surfObject", (unsigned long long)surfObject);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuSurfObjectGetResourceDesc(CUDA_RESOURCE_DESC *pResDesc, CUsurfObject surfObject)
{
    CUresult r = lt_enter(585);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUDA_RESOURCE_DESC *, CUsurfObject))lt_real[585])(pResDesc, surfObject);
    lt_line l;
    lt_begin(&l, "cuSurfObjectGetResourceDesc");
    lt_ptr(&l, "pResDesc", (const void *)pResDesc);
    lt_u64(&l, "surfObject", (unsigned long long)surfObject);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuSurfRefGetArray(CUarray *phArray, CUsurfref hSurfRef)
{
    CUresult r = lt_enter(586);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUarray *, CUsurfref))lt_real[586])(phArray, hSurfRef);
    lt_line l;
    lt_begin(&l, "cuSurfRefGetArray");
    lt_ptr(&l, "phArray", (const void *)phArray);
    lt_ptr(&l, "hSurfRef", (const void *)hSurfRef);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (phArray) lt_ptr(&l, "*phArray", (const void *)*phArray);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuSurfRefSetArray(CUsurfref hSurfRef, CUarray hArray, unsigned int Flags)
{
    CUresult r = lt_enter(587);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUsurfref, CUarray, unsigned int))lt_real[587])(hSurfRef, hArray, Flags);
    lt_line l;
    lt_begin(&l, "cuSurfRefSetArray");
    lt_ptr(&l, "hSurfRef", (const void *)hSurfRef);
    lt_ptr(&l, "hArray", (const void *)hArray);
    lt_u64(&l, "Flags", (unsigned long long)Flags);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuTensorMapEncodeIm2col(CUtensorMap *tensorMap, CUtensorMapDataType tensorDataType, cuuint32_t tensorRank, void *globalAddress, const cuuint64_t *globalDim, const cuuint64_t *globalStrides, const int *pixelBoxLowerCorner, const int *pixelBoxUpperCorner, cuuint32_t channelsPerPixel, cuuint32_t pixelsPerColumn, const cuuint32_t *elementStrides, CUtensorMapInterleave interleave, CUtensorMapSwizzle swizzle, CUtensorMapL2promotion l2Promotion, CUtensorMapFloatOOBfill oobFill)
{
    CUresult r = lt_enter(588);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUtensorMap *, CUtensorMapDataType, cuuint32_t, void *, const cuuint64_t *, const cuuint64_t *, const int *, const int *, cuuint32_t, cuuint32_t, const cuuint32_t *, CUtensorMapInterleave, CUtensorMapSwizzle, CUtensorMapL2promotion, CUtensorMapFloatOOBfill))lt_real[588])(tensorMap, tensorDataType, tensorRank, globalAddress, globalDim, globalStrides, pixelBoxLowerCorner, pixelBoxUpperCorner, channelsPerPixel, pixelsPerColumn, elementStrides, interleave, swizzle, l2Promotion, oobFill);
    lt_line l;
    lt_begin(&l, "cuTensorMapEncodeIm2col");
    lt_ptr(&l, "tensorMap", (const void *)tensorMap);
    lt_u64(&l, "tensorDataType", (unsigned long long)tensorDataType);
    lt_u64(&l, "tensorRank", (unsigned long long)tensorRank);
    lt_ptr(&l, "globalAddress", (const void *)globalAddress);
    lt_ptr(&l, "globalDim", (const void *)globalDim);
    lt_ptr(&l, "globalStrides", (const void *)globalStrides);
    lt_ptr(&l, "pixelBoxLowerCorner", (const void *)pixelBoxLowerCorner);
    lt_ptr(&l, "pixelBoxUpperCorner", (const void *)pixelBoxUpperCorner);
    lt_u64(&l, "channelsPerPixel", (unsigned long long)channelsPerPixel);
    lt_u64(&l, "pixelsPerColumn", (unsigned long long)pixelsPerColumn);
    lt_ptr(&l, "elementStrides", (const void *)elementStrides);
    lt_u64(&l, "interleave", (unsigned long long)interleave);
    lt_u64(&l, "swizzle", (unsigned long long)swizzle);
    lt_u64(&l, "l2Promotion", (unsigned long long)l2Promotion);
    lt_u64(&l, "oobFill", (unsigned long long)oobFill);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (tensorMap) lt_bytes(&l, "*tensorMap", tensorMap, sizeof *tensorMap);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuTensorMapEncodeIm2colWide(CUtensorMap *tensorMap, CUtensorMapDataType tensorDataType, cuuint32_t tensorRank, void *globalAddress, const cuuint64_t *globalDim, const cuuint64_t *globalStrides, int pixelBoxLowerCornerWidth, int pixelBoxUpperCornerWidth, cuuint32_t channelsPerPixel, cuuint32_t pixelsPerColumn, const cuuint32_t *elementStrides, CUtensorMapInterleave interleave, CUtensorMapIm2ColWideMode mode, CUtensorMapSwizzle swizzle, CUtensorMapL2promotion l2Promotion, CUtensorMapFloatOOBfill oobFill)
{
    CUresult r = lt_enter(589);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUtensorMap *, CUtensorMapDataType, cuuint32_t, void *, const cuuint64_t *, const cuuint64_t *, int, int, cuuint32_t, cuuint32_t, const cuuint32_t *, CUtensorMapInterleave, CUtensorMapIm2ColWideMode, CUtensorMapSwizzle, CUtensorMapL2promotion, CUtensorMapFloatOOBfill))lt_real[589])(tensorMap, tensorDataType, tensorRank, globalAddress, globalDim, globalStrides, pixelBoxLowerCornerWidth, pixelBoxUpperCornerWidth, channelsPerPixel, pixelsPerColumn, elementStrides, interleave, mode, swizzle, l2Promotion, oobFill);
    lt_line l;
    lt_begin(&l, "cuTensorMapEncodeIm2colWide");
    lt_ptr(&l, "tensorMap", (const void *)tensorMap);
    lt_u64(&l, "tensorDataType", (unsigned long long)tensorDataType);
    lt_u64(&l, "tensorRank", (unsigned long long)tensorRank);
    lt_ptr(&l, "globalAddress", (const void *)globalAddress);
    lt_ptr(&l, "globalDim", (const void *)globalDim);
    lt_ptr(&l, "globalStrides", (const void *)globalStrides);
    lt_i64(&l, "pixelBoxLowerCornerWidth", (long long)pixelBoxLowerCornerWidth);
    lt_i64(&l, "pixelBoxUpperCornerWidth", (long long)pixelBoxUpperCornerWidth);
    lt_u64(&l, "channelsPerPixel", (unsigned long long)channelsPerPixel);
    lt_u64(&l, "pixelsPerColumn", (unsigned long long)pixelsPerColumn);
    lt_ptr(&l, "elementStrides", (const void *)elementStrides);
    lt_u64(&l, "interleave", (unsigned long long)interleave);
    lt_u64(&l, "mode", (unsigned long long)mode);
    lt_u64(&l, "swizzle", (unsigned long long)swizzle);
    lt_u64(&l, "l2Promotion", (unsigned long long)l2Promotion);
    lt_u64(&l, "oobFill", (unsigned long long)oobFill);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (tensorMap) lt_bytes(&l, "*tensorMap", tensorMap, sizeof *tensorMap);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuTensorMapEncodeTiled(CUtensorMap *tensorMap, CUtensorMapDataType tensorDataType, cuuint32_t tensorRank, void *globalAddress, const cuuint64_t *globalDim, const cuuint64_t *globalStrides, const cuuint32_t *boxDim, const cuuint32_t *elementStrides, CUtensorMapInterleave interleave, CUtensorMapSwizzle swizzle, CUtensorMapL2promotion l2Promotion, CUtensorMapFloatOOBfill oobFill)
{
    CUresult r = lt_enter(590);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUtensorMap *, CUtensorMapDataType, cuuint32_t, void *, const cuuint64_t *, const cuuint64_t *, const cuuint32_t *, const cuuint32_t *, CUtensorMapInterleave, CUtensorMapSwizzle, CUtensorMapL2promotion, CUtensorMapFloatOOBfill))lt_real[590])(tensorMap, tensorDataType, tensorRank, globalAddress, globalDim, globalStrides, boxDim, elementStrides, interleave, swizzle, l2Promotion, oobFill);
    lt_line l;
    lt_begin(&l, "cuTensorMapEncodeTiled");
    lt_ptr(&l, "tensorMap", (const void *)tensorMap);
    lt_u64(&l, "tensorDataType", (unsigned long long)tensorDataType);
    lt_u64(&l, "tensorRank", (unsigned long long)tensorRank);
    lt_ptr(&l, "globalAddress", (const void *)globalAddress);
    lt_ptr(&l, "globalDim", (const void *)globalDim);
    lt_ptr(&l, "globalStrides", (const void *)globalStrides);
    lt_ptr(&l, "boxDim", (const void *)boxDim);
    lt_ptr(&l, "elementStrides", (const void *)elementStrides);
    lt_u64(&l, "interleave", (unsigned long long)interleave);
    lt_u64(&l, "swizzle", (unsigned long long)swizzle);
    lt_u64(&l, "l2Promotion", (unsigned long long)l2Promotion);
    lt_u64(&l, "oobFill", (unsigned long long)oobFill);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (tensorMap) lt_bytes(&l, "*tensorMap", tensorMap, sizeof *tensorMap);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuTensorMapReplaceAddress(CUtensorMap *tensorMap, void *globalAddress)
{
    CUresult r = lt_enter(591);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUtensorMap *, void *))lt_real[591])(tensorMap, globalAddress);
    lt_line l;
    lt_begin(&l, "cuTensorMapReplaceAddress");
    lt_ptr(&l, "tensorMap", (const void *)tensorMap);
    lt_ptr(&l, "globalAddress", (const void *)globalAddress);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (tensorMap) lt_bytes(&l, "*tensorMap", tensorMap, sizeof *tensorMap);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuTexObjectCreate(CUtexObject *pTexObject, const CUDA_RESOURCE_DESC *pResDesc, const CUDA_TEXTURE_DESC *pTexDesc, const CUDA_RESOURCE_VIEW_DESC *pResViewDesc)
{
    CUresult r = lt_enter(592);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUtexObject *, const CUDA_RESOURCE_DESC *, const CUDA_TEXTURE_DESC *, const CUDA_RESOURCE_VIEW_DESC *))lt_real[592])(pTexObject, pResDesc, pTexDesc, pResViewDesc);
    lt_line l;
    lt_begin(&l, "cuTexObjectCreate");
    lt_ptr(&l, "pTexObject", (const void *)pTexObject);
    lt_ptr(&l, "pResDesc", (const void *)pResDesc);
    lt_ptr(&l, "pTexDesc", (const void *)pTexDesc);
    lt_ptr(&l, "pResViewDesc", (const void *)pResViewDesc);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (pTexObject) lt_hex(&l, "*pTexObject", (unsigned long long)*pTexObject);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuTexObjectDestroy(CUtexObject texObject)
{
    CUresult r = lt_enter(593);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUtexObject))lt_real[593])(texObject);
    lt_line l;
    lt_begin(&l, "cuTexObjectDestroy");
    lt_u64(&l, "texObject", (unsigned long long)texObject);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuTexObjectGetResourceDesc(CUDA_RESOURCE_DESC *pResDesc, CUtexObject texObject)
{
    CUresult r = lt_enter(594);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUDA_RESOURCE_DESC *, CUtexObject))lt_real[594])(pResDesc, texObject);
    lt_line l;
    lt_begin(&l, "cuTexObjectGetResourceDesc");
    lt_ptr(&l, "pResDesc", (const void *)pResDesc);
    lt_u64(&l, "texObject", (unsigned long long)texObject);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuTexObjectGetResourceViewDesc(CUDA_RESOURCE_VIEW_DESC *pResViewDesc, CUtexObject texObject)
{
    CUresult r = lt_enter(595);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUDA_RESOURCE_VIEW_DESC *, CUtexObject))lt_real[595])(pResViewDesc, texObject);
    lt_line l;
    lt_begin(&l, "cuTexObjectGetResourceViewDesc");
    lt_ptr(&l, "pResViewDesc", (const void *)pResViewDesc);
    lt_u64(&l, "texObject", (unsigned long long)texObject);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (pResViewDesc) lt_bytes(&l, "*pResViewDesc", pResViewDesc, sizeof *pResViewDesc);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuTexObjectGetTextureDesc(CUDA_TEXTURE_DESC *pTexDesc, CUtexObject texObject)
{
    CUresult r = lt_enter(596);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUDA_TEXTURE_DESC *, CUtexObject))lt_real[596])(pTexDesc, texObject);
    lt_line l;
    lt_begin(&l, "cuTexObjectGetTextureDesc");
    lt_ptr(&l, "pTexDesc", (const void *)pTexDesc);
    lt_u64(&l, "texObject", (unsigned long long)texObject);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (pTexDesc) lt_bytes(&l, "*pTexDesc", pTexDesc, sizeof *pTexDesc);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuTexRefCreate(CUtexref *pTexRef)
{
    CUresult r = lt_enter(597);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUtexref *))lt_real[597])(pTexRef);
    lt_line l;
    lt_begin(&l, "cuTexRefCreate");
    lt_ptr(&l, "pTexRef", (const void *)pTexRef);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (pTexRef) lt_ptr(&l, "*pTexRef", (const void *)*pTexRef);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuTexRefDestroy(CUtexref hTexRef)
{
    CUresult r = lt_enter(598);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUtexref))lt_real[598])(hTexRef);
    lt_line l;
    lt_begin(&l, "cuTexRefDestroy");
    lt_ptr(&l, "hTexRef", (const void *)hTexRef);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuTexRefGetAddress(CUdeviceptr_v1 *pdptr, CUtexref hTexRef)
{
    CUresult r = lt_enter(599);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUdeviceptr_v1 *, CUtexref))lt_real[599])(pdptr, hTexRef);
    lt_line l;
    lt_begin(&l, "cuTexRefGetAddress");
    lt_ptr(&l, "pdptr", (const void *)pdptr);
    lt_ptr(&l, "hTexRef", (const void *)hTexRef);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (pdptr) lt_hex(&l, "*pdptr", (unsigned long long)*pdptr);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuTexRefGetAddressMode(CUaddress_mode *pam, CUtexref hTexRef, int dim)
{
    CUresult r = lt_enter(600);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUaddress_mode *, CUtexref, int))lt_real[600])(pam, hTexRef, dim);
    lt_line l;
    lt_begin(&l, "cuTexRefGetAddressMode");
    lt_ptr(&l, "pam", (const void *)pam);
    lt_ptr(&l, "hTexRef", (const void *)hTexRef);
    lt_i64(&l, "dim", (long long)dim);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (pam) lt_hex(&l, "*pam", (unsigned long long)*pam);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuTexRefGetAddress_v2(CUdeviceptr *pdptr, CUtexref hTexRef)
{
    CUresult r = lt_enter(601);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUdeviceptr *, CUtexref))lt_real[601])(pdptr, hTexRef);
    lt_line l;
    lt_begin(&l, "cuTexRefGetAddress_v2");
    lt_ptr(&l, "pdptr", (const void *)pdptr);
    lt_ptr(&l, "hTexRef", (const void *)hTexRef);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (pdptr) lt_hex(&l, "*pdptr", (unsigned long long)*pdptr);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuTexRefGetArray(CUarray *phArray, CUtexref hTexRef)
{
    CUresult r = lt_enter(602);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUarray *, CUtexref))lt_real[602])(phArray, hTexRef);
    lt_line l;
    lt_begin(&l, "cuTexRefGetArray");
    lt_ptr(&l, "phArray", (const void *)phArray);
    lt_ptr(&l, "hTexRef", (const void *)hTexRef);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (phArray) lt_ptr(&l, "*phArray", (const void *)*phArray);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuTexRefGetBorderColor(float *pBorderColor, CUtexref hTexRef)
{
    CUresult r = lt_enter(603);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(float *, CUtexref))lt_real[603])(pBorderColor, hTexRef);
    lt_line l;
    lt_begin(&l, "cuTexRefGetBorderColor");
    lt_ptr(&l, "pBorderColor", (const void *)pBorderColor);
    lt_ptr(&l, "hTexRef", (const void *)hTexRef);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (pBorderColor) lt_f64(&l, "*pBorderColor", (double)*pBorderColor);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuTexRefGetFilterMode(CUfilter_mode *pfm, CUtexref hTexRef)
{
    CUresult r = lt_enter(604);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUfilter_mode *, CUtexref))lt_real[604])(pfm, hTexRef);
    lt_line l;
    lt_begin(&l, "cuTexRefGetFilterMode");
    lt_ptr(&l, "pfm", (const void *)pfm);
    lt_ptr(&l, "hTexRef", (const void *)hTexRef);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (pfm) lt_hex(&l, "*pfm", (unsigned long long)*pfm);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuTexRefGetFlags(unsigned int *pFlags, CUtexref hTexRef)
{
    CUresult r = lt_enter(605);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(unsigned int *, CUtexref))lt_real[605])(pFlags, hTexRef);
    lt_line l;
    lt_begin(&l, "cuTexRefGetFlags");
    lt_ptr(&l, "pFlags", (const void *)pFlags);
    lt_ptr(&l, "hTexRef", (const void *)hTexRef);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (pFlags) lt_hex(&l, "*pFlags", (unsigned long long)*pFlags);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuTexRefGetFormat(CUarray_format *pFormat, int *pNumChannels, CUtexref hTexRef)
{
    CUresult r = lt_enter(606);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUarray_format *, int *, CUtexref))lt_real[606])(pFormat, pNumChannels, hTexRef);
    lt_line l;
    lt_begin(&l, "cuTexRefGetFormat");
    lt_ptr(&l, "pFormat", (const void *)pFormat);
    lt_ptr(&l, "pNumChannels", (const void *)pNumChannels);
    lt_ptr(&l, "hTexRef", (const void *)hTexRef);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (pFormat) lt_hex(&l, "*pFormat", (unsigned long long)*pFormat);
        if (pNumChannels) lt_i64(&l, "*pNumChannels", (long long)*pNumChannels);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuTexRefGetMaxAnisotropy(int *pmaxAniso, CUtexref hTexRef)
{
    CUresult r = lt_enter(607);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(int *, CUtexref))lt_real[607])(pmaxAniso, hTexRef);
    lt_line l;
    lt_begin(&l, "cuTexRefGetMaxAnisotropy");
    lt_ptr(&l, "pmaxAniso", (const void *)pmaxAniso);
    lt_ptr(&l, "hTexRef", (const void *)hTexRef);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (pmaxAniso) lt_i64(&l, "*pmaxAniso", (long long)*pmaxAniso);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuTexRefGetMipmapFilterMode(CUfilter_mode *pfm, CUtexref hTexRef)
{
    CUresult r = lt_enter(608);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUfilter_mode *, CUtexref))lt_real[608])(pfm, hTexRef);
    lt_line l;
    lt_begin(&l, "cuTexRefGetMipmapFilterMode");
    lt_ptr(&l, "pfm", (const void *)pfm);
    lt_ptr(&l, "hTexRef", (const void *)hTexRef);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (pfm) lt_hex(&l, "*pfm", (unsigned long long)*pfm);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuTexRefGetMipmapLevelBias(float *pbias, CUtexref hTexRef)
{
    CUresult r = lt_enter(609);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(float *, CUtexref))lt_real[609])(pbias, hTexRef);
    lt_line l;
    lt_begin(&l, "cuTexRefGetMipmapLevelBias");
    lt_ptr(&l, "pbias", (const void *)pbias);
    lt_ptr(&l, "hTexRef", (const void *)hTexRef);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (pbias) lt_f64(&l, "*pbias", (double)*pbias);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuTexRefGetMipmapLevelClamp(float *pminMipmapLevelClamp, float *pmaxMipmapLevelClamp, CUtexref hTexRef)
{
    CUresult r = lt_enter(610);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(float *, float *, CUtexref))lt_real[610])(pminMipmapLevelClamp, pmaxMipmapLevelClamp, hTexRef);
    lt_line l;
    lt_begin(&l, "cuTexRefGetMipmapLevelClamp");
    lt_ptr(&l, "pminMipmapLevelClamp", (const void *)pminMipmapLevelClamp);
    lt_ptr(&l, "pmaxMipmapLevelClamp", (const void *)pmaxMipmapLevelClamp);
    lt_ptr(&l, "hTexRef", (const void *)hTexRef);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (pminMipmapLevelClamp) lt_f64(&l, "*pminMipmapLevelClamp", (double)*pminMipmapLevelClamp);
        if (pmaxMipmapLevelClamp) lt_f64(&l, "*pmaxMipmapLevelClamp", (double)*pmaxMipmapLevelClamp);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuTexRefGetMipmappedArray(CUmipmappedArray *phMipmappedArray, CUtexref hTexRef)
{
    CUresult r = lt_enter(611);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUmipmappedArray *, CUtexref))lt_real[611])(phMipmappedArray, hTexRef);
    lt_line l;
    lt_begin(&l, "cuTexRefGetMipmappedArray");
    lt_ptr(&l, "phMipmappedArray", (const void *)phMipmappedArray);
    lt_ptr(&l, "hTexRef", (const void *)hTexRef);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (phMipmappedArray) lt_ptr(&l, "*phMipmappedArray", (const void *)*phMipmappedArray);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuTexRefSetAddress(unsigned int *ByteOffset, CUtexref hTexRef, CUdeviceptr_v1 dptr, unsigned int bytes)
{
    CUresult r = lt_enter(612);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(unsigned int *, CUtexref, CUdeviceptr_v1, unsigned int))lt_real[612])(ByteOffset, hTexRef, dptr, bytes);
    lt_line l;
    lt_begin(&l, "cuTexRefSetAddress");
    lt_ptr(&l, "ByteOffset", (const void *)ByteOffset);
    lt_ptr(&l, "hTexRef", (const void *)hTexRef);
    lt_u64(&l, "dptr", (unsigned long long)dptr);
    lt_u64(&l, "bytes", (unsigned long long)bytes);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (ByteOffset) lt_hex(&l, "*ByteOffset", (unsigned long long)*ByteOffset);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuTexRefSetAddress2D(CUtexref hTexRef, const CUDA_ARRAY_DESCRIPTOR_v1 *desc, CUdeviceptr_v1 dptr, unsigned int Pitch)
{
    CUresult r = lt_enter(613);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUtexref, const CUDA_ARRAY_DESCRIPTOR_v1 *, CUdeviceptr_v1, unsigned int))lt_real[613])(hTexRef, desc, dptr, Pitch);
    lt_line l;
    lt_begin(&l, "cuTexRefSetAddress2D");
    lt_ptr(&l, "hTexRef", (const void *)hTexRef);
    lt_ptr(&l, "desc", (const void *)desc);
    lt_u64(&l, "dptr", (unsigned long long)dptr);
    lt_u64(&l, "Pitch", (unsigned long long)Pitch);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuTexRefSetAddress2D_v2(CUtexref hTexRef, const CUDA_ARRAY_DESCRIPTOR *desc, CUdeviceptr dptr, size_t Pitch)
{
    CUresult r = lt_enter(614);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUtexref, const CUDA_ARRAY_DESCRIPTOR *, CUdeviceptr, size_t))lt_real[614])(hTexRef, desc, dptr, Pitch);
    lt_line l;
    lt_begin(&l, "cuTexRefSetAddress2D_v2");
    lt_ptr(&l, "hTexRef", (const void *)hTexRef);
    lt_ptr(&l, "desc", (const void *)desc);
    lt_hex(&l, "dptr", (unsigned long long)dptr);
    lt_u64(&l, "Pitch", (unsigned long long)Pitch);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuTexRefSetAddress2D_v3(CUtexref hTexRef, const CUDA_ARRAY_DESCRIPTOR *desc, CUdeviceptr dptr, size_t Pitch)
{
    CUresult r = lt_enter(615);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUtexref, const CUDA_ARRAY_DESCRIPTOR *, CUdeviceptr, size_t))lt_real[615])(hTexRef, desc, dptr, Pitch);
    lt_line l;
    lt_begin(&l, "cuTexRefSetAddress2D_v3");
    lt_ptr(&l, "hTexRef", (const void *)hTexRef);
    lt_ptr(&l, "desc", (const void *)desc);
    lt_hex(&l, "dptr", (unsigned long long)dptr);
    lt_u64(&l, "Pitch", (unsigned long long)Pitch);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuTexRefSetAddressMode(CUtexref hTexRef, int dim, CUaddress_mode am)
{
    CUresult r = lt_enter(616);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUtexref, int, CUaddress_mode))lt_real[616])(hTexRef, dim, am);
    lt_line l;
    lt_begin(&l, "cuTexRefSetAddressMode");
    lt_ptr(&l, "hTexRef", (const void *)hTexRef);
    lt_i64(&l, "dim", (long long)dim);
    lt_u64(&l, "am", (unsigned long long)am);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuTexRefSetAddress_v2(size_t *ByteOffset, CUtexref hTexRef, CUdeviceptr dptr, size_t bytes)
{
    CUresult r = lt_enter(617);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(size_t *, CUtexref, CUdeviceptr, size_t))lt_real[617])(ByteOffset, hTexRef, dptr, bytes);
    lt_line l;
    lt_begin(&l, "cuTexRefSetAddress_v2");
    lt_ptr(&l, "ByteOffset", (const void *)ByteOffset);
    lt_ptr(&l, "hTexRef", (const void *)hTexRef);
    lt_hex(&l, "dptr", (unsigned long long)dptr);
    lt_u64(&l, "bytes", (unsigned long long)bytes);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (ByteOffset) lt_hex(&l, "*ByteOffset", (unsigned long long)*ByteOffset);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuTexRefSetArray(CUtexref hTexRef, CUarray hArray, unsigned int Flags)
{
    CUresult r = lt_enter(618);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUtexref, CUarray, unsigned int))lt_real[618])(hTexRef, hArray, Flags);
    lt_line l;
    lt_begin(&l, "cuTexRefSetArray");
    lt_ptr(&l, "hTexRef", (const void *)hTexRef);
    lt_ptr(&l, "hArray", (const void *)hArray);
    lt_u64(&l, "Flags", (unsigned long long)Flags);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuTexRefSetBorderColor(CUtexref hTexRef, float *pBorderColor)
{
    CUresult r = lt_enter(619);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUtexref, float *))lt_real[619])(hTexRef, pBorderColor);
    lt_line l;
    lt_begin(&l, "cuTexRefSetBorderColor");
    lt_ptr(&l, "hTexRef", (const void *)hTexRef);
    lt_ptr(&l, "pBorderColor", (const void *)pBorderColor);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (pBorderColor) lt_f64(&l, "*pBorderColor", (double)*pBorderColor);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuTexRefSetFilterMode(CUtexref hTexRef, CUfilter_mode fm)
{
    CUresult r = lt_enter(620);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUtexref, CUfilter_mode))lt_real[620])(hTexRef, fm);
    lt_line l;
    lt_begin(&l, "cuTexRefSetFilterMode");
    lt_ptr(&l, "hTexRef", (const void *)hTexRef);
    lt_u64(&l, "fm", (unsigned long long)fm);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuTexRefSetFlags(CUtexref hTexRef, unsigned int Flags)
{
    CUresult r = lt_enter(621);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUtexref, unsigned int))lt_real[621])(hTexRef, Flags);
    lt_line l;
    lt_begin(&l, "cuTexRefSetFlags");
    lt_ptr(&l, "hTexRef", (const void *)hTexRef);
    lt_u64(&l, "Flags", (unsigned long long)Flags);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuTexRefSetFormat(CUtexref hTexRef, CUarray_format fmt, int NumPackedComponents)
{
    CUresult r = lt_enter(622);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUtexref, CUarray_format, int))lt_real[622])(hTexRef, fmt, NumPackedComponents);
    lt_line l;
    lt_begin(&l, "cuTexRefSetFormat");
    lt_ptr(&l, "hTexRef", (const void *)hTexRef);
    lt_u64(&l, "fmt", (unsigned long long)fmt);
    lt_i64(&l, "NumPackedComponents", (long long)NumPackedComponents);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuTexRefSetMaxAnisotropy(CUtexref hTexRef, unsigned int maxAniso)
{
    CUresult r = lt_enter(623);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUtexref, unsigned int))lt_real[623])(hTexRef, maxAniso);
    lt_line l;
    lt_begin(&l, "cuTexRefSetMaxAnisotropy");
    lt_ptr(&l, "hTexRef", (const void *)hTexRef);
    lt_u64(&l, "maxAniso", (unsigned long long)maxAniso);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuTexRefSetMipmapFilterMode(CUtexref hTexRef, CUfilter_mode fm)
{
    CUresult r = lt_enter(624);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUtexref, CUfilter_mode))lt_real[624])(hTexRef, fm);
    lt_line l;
    lt_begin(&l, "cuTexRefSetMipmapFilterMode");
    lt_ptr(&l, "hTexRef", (const void *)hTexRef);
    lt_u64(&l, "fm", (unsigned long long)fm);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuTexRefSetMipmapLevelBias(CUtexref hTexRef, float bias)
{
    CUresult r = lt_enter(625);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUtexref, float))lt_real[625])(hTexRef, bias);
    lt_line l;
    lt_begin(&l, "cuTexRefSetMipmapLevelBias");
    lt_ptr(&l, "hTexRef", (const void *)hTexRef);
    lt_f64(&l, "bias", (double)bias);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuTexRefSetMipmapLevelClamp(CUtexref hTexRef, float minMipmapLevelClamp, float maxMipmapLevelClamp)
{
    CUresult r = lt_enter(626);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUtexref, float, float))lt_real[626])(hTexRef, minMipmapLevelClamp, maxMipmapLevelClamp);
    lt_line l;
    lt_begin(&l, "cuTexRefSetMipmapLevelClamp");
    lt_ptr(&l, "hTexRef", (const void *)hTexRef);
    lt_f64(&l, "minMipmapLevelClamp", (double)minMipmapLevelClamp);
    lt_f64(&l, "maxMipmapLevelClamp", (double)maxMipmapLevelClamp);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuTexRefSetMipmappedArray(CUtexref hTexRef, CUmipmappedArray hMipmappedArray, unsigned int Flags)
{
    CUresult r = lt_enter(627);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUtexref, CUmipmappedArray, unsigned int))lt_real[627])(hTexRef, hMipmappedArray, Flags);
    lt_line l;
    lt_begin(&l, "cuTexRefSetMipmappedArray");
    lt_ptr(&l, "hTexRef", (const void *)hTexRef);
    lt_ptr(&l, "hMipmappedArray", (const void *)hMipmappedArray);
    lt_u64(&l, "Flags", (unsigned long long)Flags);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuThreadExchangeStreamCaptureMode(CUstreamCaptureMode *mode)
{
    CUresult r = lt_enter(628);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUstreamCaptureMode *))lt_real[628])(mode);
    lt_line l;
    lt_begin(&l, "cuThreadExchangeStreamCaptureMode");
    lt_ptr(&l, "mode", (const void *)mode);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (mode) lt_hex(&l, "*mode", (unsigned long long)*mode);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuUserObjectCreate(CUuserObject *object_out, void *ptr, CUhostFn destroy, unsigned int initialRefcount, unsigned int flags)
{
    CUresult r = lt_enter(629);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUuserObject *, void *, CUhostFn, unsigned int, unsigned int))lt_real[629])(object_out, ptr, destroy, initialRefcount, flags);
    lt_line l;
    lt_begin(&l, "cuUserObjectCreate");
    lt_ptr(&l, "object_out", (const void *)object_out);
    lt_ptr(&l, "ptr", (const void *)ptr);
    lt_ptr(&l, "destroy", (const void *)destroy);
    lt_u64(&l, "initialRefcount", (unsigned long long)initialRefcount);
    lt_u64(&l, "flags", (unsigned long long)flags);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS) {
        if (object_out) lt_ptr(&l, "*object_out", (const void *)*object_out);
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuUserObjectRelease(CUuserObject object, unsigned int count)
{
    CUresult r = lt_enter(630);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUuserObject, unsigned int))lt_real[630])(object, count);
    lt_line l;
    lt_begin(&l, "cuUserObjectRelease");
    lt_ptr(&l, "object", (const void *)object);
    lt_u64(&l, "count", (unsigned long long)count);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuUserObjectRetain(CUuserObject object, unsigned int count)
{
    CUresult r = lt_enter(631);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(CUuserObject, unsigned int))lt_real[631])(object, count);
    lt_line l;
    lt_begin(&l, "cuUserObjectRetain");
    lt_ptr(&l, "object", (const void *)object);
    lt_u64(&l, "count", (unsigned long long)count);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuWaitExternalSemaphoresAsync(const CUexternalSemaphore *extSemArray, const CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS *paramsArray, unsigned int numExtSems, CUstream stream)
{
    CUresult r = lt_enter(632);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(const CUexternalSemaphore *, const CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS *, unsigned int, CUstream))lt_real[632])(extSemArray, paramsArray, numExtSems, stream);
    lt_line l;
    lt_begin(&l, "cuWaitExternalSemaphoresAsync");
    lt_ptr(&l, "extSemArray", (const void *)extSemArray);
    lt_ptr(&l, "paramsArray", (const void *)paramsArray);
    lt_u64(&l, "numExtSems", (unsigned long long)numExtSems);
    lt_ptr(&l, "stream", (const void *)stream);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuWaitExternalSemaphoresAsync_ptsz(const CUexternalSemaphore *extSemArray, const CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS *paramsArray, unsigned int numExtSems, CUstream stream)
{
    CUresult r = lt_enter(633);
    if (r != CUDA_SUCCESS) return r;
    r = ((CUresult (CUDAAPI *)(const CUexternalSemaphore *, const CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS *, unsigned int, CUstream))lt_real[633])(extSemArray, paramsArray, numExtSems, stream);
    lt_line l;
    lt_begin(&l, "cuWaitExternalSemaphoresAsync_ptsz");
    lt_ptr(&l, "extSemArray", (const void *)extSemArray);
    lt_ptr(&l, "paramsArray", (const void *)paramsArray);
    lt_u64(&l, "numExtSems", (unsigned long long)numExtSems);
    lt_ptr(&l, "stream", (const void *)stream);
    lt_result(&l, r);
    lt_end(&l);
    return r;
}

void *const lt_wrappers[] = {
    (void *)cuArray3DCreate,
    (void *)cuArray3DCreate_v2,
    (void *)cuArray3DGetDescriptor,
    (void *)cuArray3DGetDescriptor_v2,
    (void *)cuArrayCreate,
    (void *)cuArrayCreate_v2,
    (void *)cuArrayDestroy,
    (void *)cuArrayGetDescriptor,
    (void *)cuArrayGetDescriptor_v2,
    (void *)cuArrayGetMemoryRequirements,
    (void *)cuArrayGetPlane,
    (void *)cuArrayGetSparseProperties,
    (void *)cuCheckpointProcessCheckpoint,
    (void *)cuCheckpointProcessGetRestoreThreadId,
    (void *)cuCheckpointProcessGetState,
    (void *)cuCheckpointProcessLock,
    (void *)cuCheckpointProcessRestore,
    (void *)cuCheckpointProcessUnlock,
    (void *)cuCoredumpGetAttribute,
    (void *)cuCoredumpGetAttributeGlobal,
    (void *)cuCoredumpSetAttribute,
    (void *)cuCoredumpSetAttributeGlobal,
    (void *)cuCtxAttach,
    (void *)cuCtxCreate,
    (void *)cuCtxCreate_v2,
    (void *)cuCtxCreate_v3,
    (void *)cuCtxCreate_v4,
    (void *)cuCtxDestroy,
    (void *)cuCtxDestroy_v2,
    (void *)cuCtxDetach,
    (void *)cuCtxDisablePeerAccess,
    (void *)cuCtxEnablePeerAccess,
    (void *)cuCtxFromGreenCtx,
    (void *)cuCtxGetApiVersion,
    (void *)cuCtxGetCacheConfig,
    (void *)cuCtxGetCurrent,
    (void *)cuCtxGetDevResource,
    (void *)cuCtxGetDevice,
    (void *)cuCtxGetDevice_v2,
    (void *)cuCtxGetExecAffinity,
    (void *)cuCtxGetFlags,
    (void *)cuCtxGetId,
    (void *)cuCtxGetLimit,
    (void *)cuCtxGetSharedMemConfig,
    (void *)cuCtxGetStreamPriorityRange,
    (void *)cuCtxPopCurrent,
    (void *)cuCtxPopCurrent_v2,
    (void *)cuCtxPushCurrent,
    (void *)cuCtxPushCurrent_v2,
    (void *)cuCtxRecordEvent,
    (void *)cuCtxResetPersistingL2Cache,
    (void *)cuCtxSetCacheConfig,
    (void *)cuCtxSetCurrent,
    (void *)cuCtxSetFlags,
    (void *)cuCtxSetLimit,
    (void *)cuCtxSetSharedMemConfig,
    (void *)cuCtxSynchronize,
    (void *)cuCtxSynchronize_v2,
    (void *)cuCtxWaitEvent,
    (void *)cuDestroyExternalMemory,
    (void *)cuDestroyExternalSemaphore,
    (void *)cuDevResourceGenerateDesc,
    (void *)cuDevSmResourceSplitByCount,
    (void *)cuDeviceCanAccessPeer,
    (void *)cuDeviceComputeCapability,
    (void *)cuDeviceGet,
    (void *)cuDeviceGetAttribute,
    (void *)cuDeviceGetByPCIBusId,
    (void *)cuDeviceGetCount,
    (void *)cuDeviceGetDefaultMemPool,
    (void *)cuDeviceGetDevResource,
    (void *)cuDeviceGetExecAffinitySupport,
    (void *)cuDeviceGetGraphMemAttribute,
    (void *)cuDeviceGetHostAtomicCapabilities,
    (void *)cuDeviceGetLuid,
    (void *)cuDeviceGetMemPool,
    (void *)cuDeviceGetName,
    (void *)cuDeviceGetNvSciSyncAttributes,
    (void *)cuDeviceGetP2PAtomicCapabilities,
    (void *)cuDeviceGetP2PAttribute,
    (void *)cuDeviceGetPCIBusId,
    (void *)cuDeviceGetProperties,
    (void *)cuDeviceGetTexture1DLinearMaxWidth,
    (void *)cuDeviceGetUuid,
    (void *)cuDeviceGetUuid_v2,
    (void *)cuDeviceGraphMemTrim,
    (void *)cuDevicePrimaryCtxGetState,
    (void *)cuDevicePrimaryCtxRelease,
    (void *)cuDevicePrimaryCtxRelease_v2,
    (void *)cuDevicePrimaryCtxReset,
    (void *)cuDevicePrimaryCtxReset_v2,
    (void *)cuDevicePrimaryCtxRetain,
    (void *)cuDevicePrimaryCtxSetFlags,
    (void *)cuDevicePrimaryCtxSetFlags_v2,
    (void *)cuDeviceRegisterAsyncNotification,
    (void *)cuDeviceSetGraphMemAttribute,
    (void *)cuDeviceSetMemPool,
    (void *)cuDeviceTotalMem,
    (void *)cuDeviceTotalMem_v2,
    (void *)cuDeviceUnregisterAsyncNotification,
    (void *)cuDriverGetVersion,
    (void *)cuEventCreate,
    (void *)cuEventDestroy,
    (void *)cuEventDestroy_v2,
    (void *)cuEventElapsedTime,
    (void *)cuEventElapsedTime_v2,
    (void *)cuEventQuery,
    (void *)cuEventRecord,
    (void *)cuEventRecordWithFlags,
    (void *)cuEventRecordWithFlags_ptsz,
    (void *)cuEventRecord_ptsz,
    (void *)cuEventSynchronize,
    (void *)cuExternalMemoryGetMappedBuffer,
    (void *)cuExternalMemoryGetMappedMipmappedArray,
    (void *)cuFlushGPUDirectRDMAWrites,
    (void *)cuFuncGetAttribute,
    (void *)cuFuncGetModule,
    (void *)cuFuncGetName,
    (void *)cuFuncGetParamInfo,
    (void *)cuFuncIsLoaded,
    (void *)cuFuncLoad,
    (void *)cuFuncSetAttribute,
    (void *)cuFuncSetBlockShape,
    (void *)cuFuncSetCacheConfig,
    (void *)cuFuncSetSharedMemConfig,
    (void *)cuFuncSetSharedSize,
    (void *)cuGetErrorName,
    (void *)cuGetErrorString,
    (void *)cuGraphAddBatchMemOpNode,
    (void *)cuGraphAddChildGraphNode,
    (void *)cuGraphAddDependencies,
    (void *)cuGraphAddDependencies_v2,
    (void *)cuGraphAddEmptyNode,
    (void *)cuGraphAddEventRecordNode,
    (void *)cuGraphAddEventWaitNode,
    (void *)cuGraphAddExternalSemaphoresSignalNode,
    (void *)cuGraphAddExternalSemaphoresWaitNode,
    (void *)cuGraphAddHostNode,
    (void *)cuGraphAddKernelNode,
    (void *)cuGraphAddKernelNode_v2,
    (void *)cuGraphAddMemAllocNode,
    (void *)cuGraphAddMemFreeNode,
    (void *)cuGraphAddMemcpyNode,
    (void *)cuGraphAddMemsetNode,
    (void *)cuGraphAddNode,
    (void *)cuGraphAddNode_v2,
    (void *)cuGraphBatchMemOpNodeGetParams,
    (void *)cuGraphBatchMemOpNodeSetParams,
    (void *)cuGraphChildGraphNodeGetGraph,
    (void *)cuGraphClone,
    (void *)cuGraphConditionalHandleCreate,
    (void *)cuGraphCreate,
    (void *)cuGraphDebugDotPrint,
    (void *)cuGraphDestroy,
    (void *)cuGraphDestroyNode,
    (void *)cuGraphEventRecordNodeGetEvent,
    (void *)cuGraphEventRecordNodeSetEvent,
    (void *)cuGraphEventWaitNodeGetEvent,
    (void *)cuGraphEventWaitNodeSetEvent,
    (void *)cuGraphExecBatchMemOpNodeSetParams,
    (void *)cuGraphExecChildGraphNodeSetParams,
    (void *)cuGraphExecDestroy,
    (void *)cuGraphExecEventRecordNodeSetEvent,
    (void *)cuGraphExecEventWaitNodeSetEvent,
    (void *)cuGraphExecExternalSemaphoresSignalNodeSetParams,
    (void *)cuGraphExecExternalSemaphoresWaitNodeSetParams,
    (void *)cuGraphExecGetFlags,
    (void *)cuGraphExecHostNodeSetParams,
    (void *)cuGraphExecKernelNodeSetParams,
    (void *)cuGraphExecKernelNodeSetParams_v2,
    (void *)cuGraphExecMemcpyNodeSetParams,
    (void *)cuGraphExecMemsetNodeSetParams,
    (void *)cuGraphExecNodeSetParams,
    (void *)cuGraphExecUpdate,
    (void *)cuGraphExecUpdate_v2,
    (void *)cuGraphExternalSemaphoresSignalNodeGetParams,
    (void *)cuGraphExternalSemaphoresSignalNodeSetParams,
    (void *)cuGraphExternalSemaphoresWaitNodeGetParams,
    (void *)cuGraphExternalSemaphoresWaitNodeSetParams,
    (void *)cuGraphGetEdges,
    (void *)cuGraphGetEdges_v2,
    (void *)cuGraphGetNodes,
    (void *)cuGraphGetRootNodes,
    (void *)cuGraphHostNodeGetParams,
    (void *)cuGraphHostNodeSetParams,
    (void *)cuGraphInstantiate,
    (void *)cuGraphInstantiateWithFlags,
    (void *)cuGraphInstantiateWithParams,
    (void *)cuGraphInstantiateWithParams_ptsz,
    (void *)cuGraphInstantiate_v2,
    (void *)cuGraphKernelNodeCopyAttributes,
    (void *)cuGraphKernelNodeGetAttribute,
    (void *)cuGraphKernelNodeGetParams,
    (void *)cuGraphKernelNodeGetParams_v2,
    (void *)cuGraphKernelNodeSetAttribute,
    (void *)cuGraphKernelNodeSetParams,
    (void *)cuGraphKernelNodeSetParams_v2,
    (void *)cuGraphLaunch,
    (void *)cuGraphLaunch_ptsz,
    (void *)cuGraphMemAllocNodeGetParams,
    (void *)cuGraphMemFreeNodeGetParams,
    (void *)cuGraphMemcpyNodeGetParams,
    (void *)cuGraphMemcpyNodeSetParams,
    (void *)cuGraphMemsetNodeGetParams,
    (void *)cuGraphMemsetNodeSetParams,
    (void *)cuGraphNodeFindInClone,
    (void *)cuGraphNodeGetDependencies,
    (void *)cuGraphNodeGetDependencies_v2,
    (void *)cuGraphNodeGetDependentNodes,
    (void *)cuGraphNodeGetDependentNodes_v2,
    (void *)cuGraphNodeGetEnabled,
    (void *)cuGraphNodeGetType,
    (void *)cuGraphNodeSetEnabled,
    (void *)cuGraphNodeSetParams,
    (void *)cuGraphReleaseUserObject,
    (void *)cuGraphRemoveDependencies,
    (void *)cuGraphRemoveDependencies_v2,
    (void *)cuGraphRetainUserObject,
    (void *)cuGraphUpload,
    (void *)cuGraphUpload_ptsz,
    (void *)cuGraphicsMapResources,
    (void *)cuGraphicsMapResources_ptsz,
    (void *)cuGraphicsResourceGetMappedMipmappedArray,
    (void *)cuGraphicsResourceGetMappedPointer,
    (void *)cuGraphicsResourceGetMappedPointer_v2,
    (void *)cuGraphicsResourceSetMapFlags,
    (void *)cuGraphicsResourceSetMapFlags_v2,
    (void *)cuGraphicsSubResourceGetMappedArray,
    (void *)cuGraphicsUnmapResources,
    (void *)cuGraphicsUnmapResources_ptsz,
    (void *)cuGraphicsUnregisterResource,
    (void *)cuGreenCtxCreate,
    (void *)cuGreenCtxDestroy,
    (void *)cuGreenCtxGetDevResource,
    (void *)cuGreenCtxGetId,
    (void *)cuGreenCtxRecordEvent,
    (void *)cuGreenCtxStreamCreate,
    (void *)cuGreenCtxWaitEvent,
    (void *)cuImportExternalMemory,
    (void *)cuImportExternalSemaphore,
    (void *)cuInit,
    (void *)cuIpcCloseMemHandle,
    (void *)cuIpcGetEventHandle,
    (void *)cuIpcGetMemHandle,
    (void *)cuIpcOpenEventHandle,
    (void *)cuIpcOpenMemHandle,
    (void *)cuIpcOpenMemHandle_v2,
    (void *)cuKernelGetAttribute,
    (void *)cuKernelGetFunction,
    (void *)cuKernelGetLibrary,
    (void *)cuKernelGetName,
    (void *)cuKernelGetParamInfo,
    (void *)cuKernelSetAttribute,
    (void *)cuKernelSetCacheConfig,
    (void *)cuLaunch,
    (void *)cuLaunchCooperativeKernel,
    (void *)cuLaunchCooperativeKernelMultiDevice,
    (void *)cuLaunchCooperativeKernel_ptsz,
    (void *)cuLaunchGrid,
    (void *)cuLaunchGridAsync,
    (void *)cuLaunchHostFunc,
    (void *)cuLaunchHostFunc_ptsz,
    (void *)cuLaunchKernel,
    (void *)cuLaunchKernelEx,
    (void *)cuLaunchKernelEx_ptsz,
    (void *)cuLaunchKernel_ptsz,
    (void *)cuLibraryEnumerateKernels,
    (void *)cuLibraryGetGlobal,
    (void *)cuLibraryGetKernel,
    (void *)cuLibraryGetKernelCount,
    (void *)cuLibraryGetManaged,
    (void *)cuLibraryGetModule,
    (void *)cuLibraryGetUnifiedFunction,
    (void *)cuLibraryLoadData,
    (void *)cuLibraryLoadFromFile,
    (void *)cuLibraryUnload,
    (void *)cuLinkAddData,
    (void *)cuLinkAddData_v2,
    (void *)cuLinkAddFile,
    (void *)cuLinkAddFile_v2,
    (void *)cuLinkComplete,
    (void *)cuLinkCreate,
    (void *)cuLinkCreate_v2,
    (void *)cuLinkDestroy,
    (void *)cuLogsCurrent,
    (void *)cuLogsDumpToFile,
    (void *)cuLogsDumpToMemory,
    (void *)cuLogsRegisterCallback,
    (void *)cuLogsUnregisterCallback,
    (void *)cuMemAddressFree,
    (void *)cuMemAddressReserve,
    (void *)cuMemAdvise,
    (void *)cuMemAdvise_v2,
    (void *)cuMemAlloc,
    (void *)cuMemAllocAsync,
    (void *)cuMemAllocAsync_ptsz,
    (void *)cuMemAllocFromPoolAsync,
    (void *)cuMemAllocFromPoolAsync_ptsz,
    (void *)cuMemAllocHost,
    (void *)cuMemAllocHost_v2,
    (void *)cuMemAllocManaged,
    (void *)cuMemAllocPitch,
    (void *)cuMemAllocPitch_v2,
    (void *)cuMemAlloc_v2,
    (void *)cuMemBatchDecompressAsync,
    (void *)cuMemBatchDecompressAsync_ptsz,
    (void *)cuMemCreate,
    (void *)cuMemDiscardAndPrefetchBatchAsync,
    (void *)cuMemDiscardAndPrefetchBatchAsync_ptsz,
    (void *)cuMemDiscardBatchAsync,
    (void *)cuMemDiscardBatchAsync_ptsz,
    (void *)cuMemExportToShareableHandle,
    (void *)cuMemFree,
    (void *)cuMemFreeAsync,
    (void *)cuMemFreeAsync_ptsz,
    (void *)cuMemFreeHost,
    (void *)cuMemFree_v2,
    (void *)cuMemGetAccess,
    (void *)cuMemGetAddressRange,
    (void *)cuMemGetAddressRange_v2,
    (void *)cuMemGetAllocationGranularity,
    (void *)cuMemGetAllocationPropertiesFromHandle,
    (void *)cuMemGetDefaultMemPool,
    (void *)cuMemGetHandleForAddressRange,
    (void *)cuMemGetInfo,
    (void *)cuMemGetInfo_v2,
    (void *)cuMemGetMemPool,
    (void *)cuMemHostAlloc,
    (void *)cuMemHostGetDevicePointer,
    (void *)cuMemHostGetDevicePointer_v2,
    (void *)cuMemHostGetFlags,
    (void *)cuMemHostRegister,
    (void *)cuMemHostRegister_v2,
    (void *)cuMemHostUnregister,
    (void *)cuMemImportFromShareableHandle,
    (void *)cuMemMap,
    (void *)cuMemMapArrayAsync,
    (void *)cuMemMapArrayAsync_ptsz,
    (void *)cuMemPoolCreate,
    (void *)cuMemPoolDestroy,
    (void *)cuMemPoolExportPointer,
    (void *)cuMemPoolExportToShareableHandle,
    (void *)cuMemPoolGetAccess,
    (void *)cuMemPoolGetAttribute,
    (void *)cuMemPoolImportFromShareableHandle,
    (void *)cuMemPoolImportPointer,
    (void *)cuMemPoolSetAccess,
    (void *)cuMemPoolSetAttribute,
    (void *)cuMemPoolTrimTo,
    (void *)cuMemPrefetchAsync,
    (void *)cuMemPrefetchAsync_ptsz,
    (void *)cuMemPrefetchAsync_v2,
    (void *)cuMemPrefetchAsync_v2_ptsz,
    (void *)cuMemPrefetchBatchAsync,
    (void *)cuMemPrefetchBatchAsync_ptsz,
    (void *)cuMemRangeGetAttribute,
    (void *)cuMemRangeGetAttributes,
    (void *)cuMemRelease,
    (void *)cuMemRetainAllocationHandle,
    (void *)cuMemSetAccess,
    (void *)cuMemSetMemPool,
    (void *)cuMemUnmap,
    (void *)cuMemcpy,
    (void *)cuMemcpy2D,
    (void *)cuMemcpy2DAsync,
    (void *)cuMemcpy2DAsync_v2,
    (void *)cuMemcpy2DAsync_v2_ptsz,
    (void *)cuMemcpy2DUnaligned,
    (void *)cuMemcpy2DUnaligned_v2,
    (void *)cuMemcpy2DUnaligned_v2_ptds,
    (void *)cuMemcpy2D_v2,
    (void *)cuMemcpy2D_v2_ptds,
    (void *)cuMemcpy3D,
    (void *)cuMemcpy3DAsync,
    (void *)cuMemcpy3DAsync_v2,
    (void *)cuMemcpy3DAsync_v2_ptsz,
    (void *)cuMemcpy3DBatchAsync,
    (void *)cuMemcpy3DBatchAsync_ptsz,
    (void *)cuMemcpy3DBatchAsync_v2,
    (void *)cuMemcpy3DBatchAsync_v2_ptsz,
    (void *)cuMemcpy3DPeer,
    (void *)cuMemcpy3DPeerAsync,
    (void *)cuMemcpy3DPeerAsync_ptsz,
    (void *)cuMemcpy3DPeer_ptds,
    (void *)cuMemcpy3D_v2,
    (void *)cuMemcpy3D_v2_ptds,
    (void *)cuMemcpyAsync,
    (void *)cuMemcpyAsync_ptsz,
    (void *)cuMemcpyAtoA,
    (void *)cuMemcpyAtoA_v2,
    (void *)cuMemcpyAtoA_v2_ptds,
    (void *)cuMemcpyAtoD,
    (void *)cuMemcpyAtoD_v2,
    (void *)cuMemcpyAtoD_v2_ptds,
    (void *)cuMemcpyAtoH,
    (void *)cuMemcpyAtoHAsync,
    (void *)cuMemcpyAtoHAsync_v2,
    (void *)cuMemcpyAtoHAsync_v2_ptsz,
    (void *)cuMemcpyAtoH_v2,
    (void *)cuMemcpyAtoH_v2_ptds,
    (void *)cuMemcpyBatchAsync,
    (void *)cuMemcpyBatchAsync_ptsz,
    (void *)cuMemcpyBatchAsync_v2,
    (void *)cuMemcpyBatchAsync_v2_ptsz,
    (void *)cuMemcpyDtoA,
    (void *)cuMemcpyDtoA_v2,
    (void *)cuMemcpyDtoA_v2_ptds,
    (void *)cuMemcpyDtoD,
    (void *)cuMemcpyDtoDAsync,
    (void *)cuMemcpyDtoDAsync_v2,
    (void *)cuMemcpyDtoDAsync_v2_ptsz,
    (void *)cuMemcpyDtoD_v2,
    (void *)cuMemcpyDtoD_v2_ptds,
    (void *)cuMemcpyDtoH,
    (void *)cuMemcpyDtoHAsync,
    (void *)cuMemcpyDtoHAsync_v2,
    (void *)cuMemcpyDtoHAsync_v2_ptsz,
    (void *)cuMemcpyDtoH_v2,
    (void *)cuMemcpyDtoH_v2_ptds,
    (void *)cuMemcpyHtoA,
    (void *)cuMemcpyHtoAAsync,
    (void *)cuMemcpyHtoAAsync_v2,
    (void *)cuMemcpyHtoAAsync_v2_ptsz,
    (void *)cuMemcpyHtoA_v2,
    (void *)cuMemcpyHtoA_v2_ptds,
    (void *)cuMemcpyHtoD,
    (void *)cuMemcpyHtoDAsync,
    (void *)cuMemcpyHtoDAsync_v2,
    (void *)cuMemcpyHtoDAsync_v2_ptsz,
    (void *)cuMemcpyHtoD_v2,
    (void *)cuMemcpyHtoD_v2_ptds,
    (void *)cuMemcpyPeer,
    (void *)cuMemcpyPeerAsync,
    (void *)cuMemcpyPeerAsync_ptsz,
    (void *)cuMemcpyPeer_ptds,
    (void *)cuMemcpy_ptds,
    (void *)cuMemsetD16,
    (void *)cuMemsetD16Async,
    (void *)cuMemsetD16Async_ptsz,
    (void *)cuMemsetD16_v2,
    (void *)cuMemsetD16_v2_ptds,
    (void *)cuMemsetD2D16,
    (void *)cuMemsetD2D16Async,
    (void *)cuMemsetD2D16Async_ptsz,
    (void *)cuMemsetD2D16_v2,
    (void *)cuMemsetD2D16_v2_ptds,
    (void *)cuMemsetD2D32,
    (void *)cuMemsetD2D32Async,
    (void *)cuMemsetD2D32Async_ptsz,
    (void *)cuMemsetD2D32_v2,
    (void *)cuMemsetD2D32_v2_ptds,
    (void *)cuMemsetD2D8,
    (void *)cuMemsetD2D8Async,
    (void *)cuMemsetD2D8Async_ptsz,
    (void *)cuMemsetD2D8_v2,
    (void *)cuMemsetD2D8_v2_ptds,
    (void *)cuMemsetD32,
    (void *)cuMemsetD32Async,
    (void *)cuMemsetD32Async_ptsz,
    (void *)cuMemsetD32_v2,
    (void *)cuMemsetD32_v2_ptds,
    (void *)cuMemsetD8,
    (void *)cuMemsetD8Async,
    (void *)cuMemsetD8Async_ptsz,
    (void *)cuMemsetD8_v2,
    (void *)cuMemsetD8_v2_ptds,
    (void *)cuMipmappedArrayCreate,
    (void *)cuMipmappedArrayDestroy,
    (void *)cuMipmappedArrayGetLevel,
    (void *)cuMipmappedArrayGetMemoryRequirements,
    (void *)cuMipmappedArrayGetSparseProperties,
    (void *)cuModuleEnumerateFunctions,
    (void *)cuModuleGetFunction,
    (void *)cuModuleGetFunctionCount,
    (void *)cuModuleGetGlobal,
    (void *)cuModuleGetGlobal_v2,
    (void *)cuModuleGetLoadingMode,
    (void *)cuModuleGetSurfRef,
    (void *)cuModuleGetTexRef,
    (void *)cuModuleLoad,
    (void *)cuModuleLoadData,
    (void *)cuModuleLoadDataEx,
    (void *)cuModuleLoadFatBinary,
    (void *)cuModuleUnload,
    (void *)cuMulticastAddDevice,
    (void *)cuMulticastBindAddr,
    (void *)cuMulticastBindMem,
    (void *)cuMulticastCreate,
    (void *)cuMulticastGetGranularity,
    (void *)cuMulticastUnbind,
    (void *)cuOccupancyAvailableDynamicSMemPerBlock,
    (void *)cuOccupancyMaxActiveBlocksPerMultiprocessor,
    (void *)cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags,
    (void *)cuOccupancyMaxActiveClusters,
    (void *)cuOccupancyMaxPotentialBlockSize,
    (void *)cuOccupancyMaxPotentialBlockSizeWithFlags,
    (void *)cuOccupancyMaxPotentialClusterSize,
    (void *)cuParamSetSize,
    (void *)cuParamSetTexRef,
    (void *)cuParamSetf,
    (void *)cuParamSeti,
    (void *)cuParamSetv,
    (void *)cuPointerGetAttribute,
    (void *)cuPointerGetAttributes,
    (void *)cuPointerSetAttribute,
    (void *)cuProfilerInitialize,
    (void *)cuProfilerStart,
    (void *)cuProfilerStop,
    (void *)cuSignalExternalSemaphoresAsync,
    (void *)cuSignalExternalSemaphoresAsync_ptsz,
    (void *)cuStreamAddCallback,
    (void *)cuStreamAddCallback_ptsz,
    (void *)cuStreamAttachMemAsync,
    (void *)cuStreamAttachMemAsync_ptsz,
    (void *)cuStreamBatchMemOp,
    (void *)cuStreamBatchMemOp_ptsz,
    (void *)cuStreamBatchMemOp_v2,
    (void *)cuStreamBatchMemOp_v2_ptsz,
    (void *)cuStreamBeginCapture,
    (void *)cuStreamBeginCaptureToGraph,
    (void *)cuStreamBeginCaptureToGraph_ptsz,
    (void *)cuStreamBeginCapture_ptsz,
    (void *)cuStreamBeginCapture_v2,
    (void *)cuStreamBeginCapture_v2_ptsz,
    (void *)cuStreamCopyAttributes,
    (void *)cuStreamCopyAttributes_ptsz,
    (void *)cuStreamCreate,
    (void *)cuStreamCreateWithPriority,
    (void *)cuStreamDestroy,
    (void *)cuStreamDestroy_v2,
    (void *)cuStreamEndCapture,
    (void *)cuStreamEndCapture_ptsz,
    (void *)cuStreamGetAttribute,
    (void *)cuStreamGetAttribute_ptsz,
    (void *)cuStreamGetCaptureInfo,
    (void *)cuStreamGetCaptureInfo_ptsz,
    (void *)cuStreamGetCaptureInfo_v2,
    (void *)cuStreamGetCaptureInfo_v2_ptsz,
    (void *)cuStreamGetCaptureInfo_v3,
    (void *)cuStreamGetCaptureInfo_v3_ptsz,
    (void *)cuStreamGetCtx,
    (void *)cuStreamGetCtx_ptsz,
    (void *)cuStreamGetCtx_v2,
    (void *)cuStreamGetCtx_v2_ptsz,
    (void *)cuStreamGetDevice,
    (void *)cuStreamGetDevice_ptsz,
    (void *)cuStreamGetFlags,
    (void *)cuStreamGetFlags_ptsz,
    (void *)cuStreamGetGreenCtx,
    (void *)cuStreamGetId,
    (void *)cuStreamGetId_ptsz,
    (void *)cuStreamGetPriority,
    (void *)cuStreamGetPriority_ptsz,
    (void *)cuStreamIsCapturing,
    (void *)cuStreamIsCapturing_ptsz,
    (void *)cuStreamQuery,
    (void *)cuStreamQuery_ptsz,
    (void *)cuStreamSetAttribute,
    (void *)cuStreamSetAttribute_ptsz,
    (void *)cuStreamSynchronize,
    (void *)cuStreamSynchronize_ptsz,
    (void *)cuStreamUpdateCaptureDependencies,
    (void *)cuStreamUpdateCaptureDependencies_ptsz,
    (void *)cuStreamUpdateCaptureDependencies_v2,
    (void *)cuStreamUpdateCaptureDependencies_v2_ptsz,
    (void *)cuStreamWaitEvent,
    (void *)cuStreamWaitEvent_ptsz,
    (void *)cuStreamWaitValue32,
    (void *)cuStreamWaitValue32_ptsz,
    (void *)cuStreamWaitValue32_v2,
    (void *)cuStreamWaitValue32_v2_ptsz,
    (void *)cuStreamWaitValue64,
    (void *)cuStreamWaitValue64_ptsz,
    (void *)cuStreamWaitValue64_v2,
    (void *)cuStreamWaitValue64_v2_ptsz,
    (void *)cuStreamWriteValue32,
    (void *)cuStreamWriteValue32_ptsz,
    (void *)cuStreamWriteValue32_v2,
    (void *)cuStreamWriteValue32_v2_ptsz,
    (void *)cuStreamWriteValue64,
    (void *)cuStreamWriteValue64_ptsz,
    (void *)cuStreamWriteValue64_v2,
    (void *)cuStreamWriteValue64_v2_ptsz,
    (void *)cuSurfObjectCreate,
    (void *)cuSurfObjectDestroy,
    (void *)cuSurfObjectGetResourceDesc,
    (void *)cuSurfRefGetArray,
    (void *)cuSurfRefSetArray,
    (void *)cuTensorMapEncodeIm2col,
    (void *)cuTensorMapEncodeIm2colWide,
    (void *)cuTensorMapEncodeTiled,
    (void *)cuTensorMapReplaceAddress,
    (void *)cuTexObjectCreate,
    (void *)cuTexObjectDestroy,
    (void *)cuTexObjectGetResourceDesc,
    (void *)cuTexObjectGetResourceViewDesc,
    (void *)cuTexObjectGetTextureDesc,
    (void *)cuTexRefCreate,
    (void *)cuTexRefDestroy,
    (void *)cuTexRefGetAddress,
    (void *)cuTexRefGetAddressMode,
    (void *)cuTexRefGetAddress_v2,
    (void *)cuTexRefGetArray,
    (void *)cuTexRefGetBorderColor,
    (void *)cuTexRefGetFilterMode,
    (void *)cuTexRefGetFlags,
    (void *)cuTexRefGetFormat,
    (void *)cuTexRefGetMaxAnisotropy,
    (void *)cuTexRefGetMipmapFilterMode,
    (void *)cuTexRefGetMipmapLevelBias,
    (void *)cuTexRefGetMipmapLevelClamp,
    (void *)cuTexRefGetMipmappedArray,
    (void *)cuTexRefSetAddress,
    (void *)cuTexRefSetAddress2D,
    (void *)cuTexRefSetAddress2D_v2,
    (void *)cuTexRefSetAddress2D_v3,
    (void *)cuTexRefSetAddressMode,
    (void *)cuTexRefSetAddress_v2,
    (void *)cuTexRefSetArray,
    (void *)cuTexRefSetBorderColor,
    (void *)cuTexRefSetFilterMode,
    (void *)cuTexRefSetFlags,
    (void *)cuTexRefSetFormat,
    (void *)cuTexRefSetMaxAnisotropy,
    (void *)cuTexRefSetMipmapFilterMode,
    (void *)cuTexRefSetMipmapLevelBias,
    (void *)cuTexRefSetMipmapLevelClamp,
    (void *)cuTexRefSetMipmappedArray,
    (void *)cuThreadExchangeStreamCaptureMode,
    (void *)cuUserObjectCreate,
    (void *)cuUserObjectRelease,
    (void *)cuUserObjectRetain,
    (void *)cuWaitExternalSemaphoresAsync,
    (void *)cuWaitExternalSemaphoresAsync_ptsz,
};

/* Export-table trampolines: six integer arguments in, one integer out (SysV). */
static uintptr_t lt_tramp_0(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(0, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_1(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(1, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_2(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(2, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_3(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(3, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_4(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(4, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_5(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(5, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_6(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(6, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_7(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(7, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_8(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(8, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_9(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(9, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_10(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(10, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_11(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(11, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_12(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(12, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_13(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(13, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_14(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(14, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_15(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(15, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_16(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(16, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_17(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(17, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_18(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(18, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_19(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(19, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_20(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(20, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_21(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(21, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_22(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(22, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_23(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(23, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_24(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(24, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_25(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(25, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_26(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(26, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_27(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(27, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_28(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(28, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_29(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(29, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_30(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(30, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_31(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(31, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_32(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(32, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_33(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(33, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_34(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(34, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_35(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(35, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_36(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(36, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_37(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(37, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_38(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(38, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_39(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(39, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_40(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(40, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_41(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(41, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_42(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(42, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_43(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(43, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_44(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(44, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_45(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(45, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_46(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(46, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_47(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(47, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_48(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(48, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_49(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(49, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_50(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(50, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_51(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(51, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_52(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(52, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_53(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(53, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_54(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(54, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_55(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(55, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_56(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(56, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_57(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(57, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_58(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(58, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_59(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(59, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_60(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(60, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_61(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(61, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_62(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(62, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_63(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(63, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_64(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(64, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_65(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(65, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_66(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(66, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_67(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(67, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_68(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(68, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_69(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(69, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_70(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(70, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_71(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(71, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_72(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(72, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_73(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(73, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_74(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(74, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_75(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(75, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_76(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(76, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_77(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(77, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_78(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(78, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_79(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(79, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_80(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(80, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_81(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(81, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_82(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(82, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_83(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(83, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_84(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(84, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_85(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(85, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_86(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(86, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_87(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(87, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_88(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(88, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_89(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(89, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_90(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(90, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_91(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(91, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_92(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(92, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_93(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(93, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_94(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(94, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_95(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(95, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_96(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(96, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_97(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(97, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_98(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(98, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_99(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(99, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_100(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(100, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_101(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(101, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_102(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(102, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_103(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(103, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_104(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(104, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_105(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(105, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_106(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(106, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_107(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(107, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_108(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(108, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_109(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(109, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_110(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(110, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_111(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(111, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_112(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(112, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_113(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(113, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_114(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(114, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_115(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(115, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_116(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(116, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_117(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(117, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_118(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(118, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_119(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(119, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_120(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(120, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_121(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(121, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_122(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(122, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_123(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(123, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_124(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(124, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_125(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(125, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_126(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(126, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_127(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(127, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_128(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(128, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_129(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(129, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_130(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(130, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_131(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(131, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_132(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(132, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_133(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(133, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_134(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(134, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_135(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(135, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_136(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(136, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_137(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(137, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_138(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(138, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_139(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(139, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_140(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(140, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_141(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(141, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_142(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(142, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_143(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(143, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_144(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(144, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_145(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(145, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_146(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(146, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_147(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(147, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_148(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(148, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_149(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(149, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_150(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(150, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_151(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(151, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_152(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(152, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_153(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(153, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_154(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(154, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_155(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(155, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_156(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(156, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_157(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(157, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_158(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(158, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_159(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(159, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_160(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(160, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_161(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(161, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_162(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(162, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_163(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(163, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_164(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(164, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_165(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(165, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_166(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(166, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_167(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(167, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_168(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(168, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_169(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(169, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_170(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(170, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_171(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(171, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_172(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(172, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_173(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(173, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_174(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(174, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_175(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(175, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_176(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(176, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_177(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(177, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_178(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(178, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_179(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(179, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_180(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(180, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_181(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(181, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_182(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(182, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_183(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(183, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_184(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(184, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_185(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(185, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_186(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(186, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_187(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(187, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_188(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(188, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_189(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(189, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_190(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(190, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_191(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(191, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_192(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(192, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_193(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(193, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_194(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(194, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_195(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(195, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_196(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(196, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_197(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(197, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_198(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(198, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_199(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(199, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_200(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(200, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_201(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(201, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_202(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(202, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_203(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(203, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_204(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(204, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_205(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(205, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_206(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(206, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_207(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(207, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_208(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(208, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_209(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(209, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_210(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(210, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_211(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(211, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_212(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(212, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_213(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(213, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_214(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(214, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_215(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(215, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_216(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(216, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_217(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(217, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_218(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(218, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_219(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(219, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_220(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(220, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_221(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(221, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_222(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(222, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_223(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(223, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_224(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(224, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_225(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(225, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_226(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(226, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_227(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(227, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_228(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(228, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_229(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(229, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_230(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(230, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_231(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(231, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_232(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(232, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_233(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(233, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_234(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(234, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_235(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(235, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_236(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(236, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_237(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(237, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_238(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(238, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_239(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(239, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_240(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(240, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_241(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(241, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_242(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(242, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_243(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(243, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_244(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(244, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_245(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(245, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_246(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(246, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_247(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(247, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_248(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(248, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_249(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(249, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_250(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(250, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_251(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(251, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_252(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(252, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_253(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(253, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_254(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(254, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_255(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(255, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_256(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(256, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_257(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(257, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_258(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(258, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_259(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(259, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_260(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(260, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_261(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(261, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_262(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(262, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_263(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(263, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_264(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(264, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_265(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(265, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_266(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(266, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_267(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(267, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_268(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(268, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_269(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(269, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_270(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(270, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_271(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(271, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_272(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(272, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_273(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(273, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_274(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(274, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_275(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(275, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_276(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(276, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_277(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(277, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_278(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(278, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_279(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(279, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_280(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(280, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_281(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(281, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_282(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(282, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_283(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(283, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_284(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(284, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_285(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(285, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_286(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(286, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_287(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(287, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_288(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(288, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_289(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(289, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_290(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(290, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_291(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(291, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_292(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(292, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_293(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(293, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_294(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(294, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_295(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(295, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_296(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(296, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_297(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(297, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_298(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(298, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_299(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(299, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_300(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(300, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_301(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(301, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_302(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(302, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_303(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(303, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_304(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(304, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_305(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(305, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_306(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(306, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_307(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(307, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_308(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(308, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_309(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(309, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_310(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(310, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_311(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(311, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_312(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(312, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_313(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(313, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_314(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(314, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_315(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(315, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_316(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(316, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_317(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(317, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_318(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(318, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_319(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(319, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_320(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(320, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_321(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(321, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_322(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(322, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_323(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(323, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_324(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(324, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_325(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(325, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_326(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(326, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_327(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(327, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_328(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(328, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_329(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(329, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_330(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(330, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_331(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(331, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_332(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(332, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_333(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(333, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_334(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(334, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_335(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(335, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_336(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(336, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_337(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(337, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_338(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(338, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_339(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(339, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_340(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(340, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_341(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(341, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_342(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(342, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_343(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(343, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_344(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(344, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_345(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(345, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_346(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(346, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_347(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(347, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_348(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(348, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_349(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(349, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_350(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(350, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_351(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(351, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_352(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(352, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_353(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(353, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_354(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(354, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_355(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(355, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_356(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(356, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_357(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(357, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_358(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(358, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_359(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(359, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_360(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(360, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_361(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(361, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_362(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(362, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_363(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(363, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_364(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(364, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_365(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(365, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_366(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(366, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_367(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(367, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_368(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(368, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_369(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(369, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_370(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(370, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_371(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(371, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_372(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(372, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_373(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(373, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_374(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(374, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_375(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(375, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_376(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(376, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_377(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(377, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_378(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(378, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_379(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(379, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_380(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(380, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_381(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(381, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_382(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(382, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_383(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(383, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_384(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(384, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_385(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(385, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_386(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(386, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_387(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(387, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_388(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(388, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_389(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(389, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_390(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(390, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_391(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(391, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_392(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(392, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_393(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(393, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_394(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(394, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_395(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(395, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_396(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(396, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_397(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(397, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_398(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(398, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_399(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(399, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_400(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(400, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_401(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(401, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_402(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(402, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_403(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(403, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_404(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(404, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_405(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(405, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_406(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(406, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_407(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(407, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_408(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(408, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_409(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(409, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_410(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(410, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_411(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(411, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_412(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(412, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_413(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(413, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_414(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(414, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_415(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(415, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_416(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(416, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_417(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(417, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_418(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(418, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_419(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(419, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_420(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(420, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_421(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(421, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_422(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(422, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_423(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(423, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_424(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(424, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_425(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(425, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_426(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(426, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_427(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(427, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_428(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(428, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_429(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(429, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_430(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(430, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_431(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(431, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_432(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(432, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_433(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(433, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_434(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(434, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_435(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(435, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_436(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(436, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_437(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(437, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_438(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(438, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_439(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(439, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_440(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(440, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_441(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(441, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_442(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(442, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_443(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(443, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_444(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(444, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_445(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(445, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_446(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(446, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_447(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(447, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_448(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(448, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_449(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(449, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_450(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(450, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_451(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(451, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_452(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(452, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_453(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(453, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_454(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(454, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_455(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(455, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_456(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(456, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_457(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(457, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_458(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(458, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_459(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(459, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_460(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(460, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_461(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(461, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_462(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(462, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_463(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(463, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_464(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(464, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_465(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(465, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_466(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(466, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_467(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(467, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_468(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(468, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_469(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(469, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_470(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(470, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_471(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(471, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_472(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(472, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_473(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(473, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_474(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(474, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_475(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(475, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_476(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(476, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_477(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(477, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_478(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(478, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_479(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(479, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_480(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(480, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_481(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(481, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_482(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(482, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_483(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(483, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_484(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(484, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_485(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(485, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_486(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(486, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_487(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(487, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_488(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(488, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_489(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(489, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_490(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(490, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_491(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(491, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_492(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(492, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_493(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(493, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_494(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(494, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_495(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(495, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_496(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(496, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_497(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(497, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_498(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(498, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_499(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(499, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_500(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(500, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_501(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(501, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_502(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(502, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_503(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(503, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_504(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(504, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_505(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(505, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_506(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(506, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_507(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(507, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_508(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(508, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_509(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(509, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_510(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(510, a0, a1, a2, a3, a4, a5); }
static uintptr_t lt_tramp_511(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3, uintptr_t a4, uintptr_t a5) { return lt_slot_call(511, a0, a1, a2, a3, a4, a5); }
const int lt_trampoline_count = 512;
void *const lt_trampolines[] = {
    (void *)lt_tramp_0,
    (void *)lt_tramp_1,
    (void *)lt_tramp_2,
    (void *)lt_tramp_3,
    (void *)lt_tramp_4,
    (void *)lt_tramp_5,
    (void *)lt_tramp_6,
    (void *)lt_tramp_7,
    (void *)lt_tramp_8,
    (void *)lt_tramp_9,
    (void *)lt_tramp_10,
    (void *)lt_tramp_11,
    (void *)lt_tramp_12,
    (void *)lt_tramp_13,
    (void *)lt_tramp_14,
    (void *)lt_tramp_15,
    (void *)lt_tramp_16,
    (void *)lt_tramp_17,
    (void *)lt_tramp_18,
    (void *)lt_tramp_19,
    (void *)lt_tramp_20,
    (void *)lt_tramp_21,
    (void *)lt_tramp_22,
    (void *)lt_tramp_23,
    (void *)lt_tramp_24,
    (void *)lt_tramp_25,
    (void *)lt_tramp_26,
    (void *)lt_tramp_27,
    (void *)lt_tramp_28,
    (void *)lt_tramp_29,
    (void *)lt_tramp_30,
    (void *)lt_tramp_31,
    (void *)lt_tramp_32,
    (void *)lt_tramp_33,
    (void *)lt_tramp_34,
    (void *)lt_tramp_35,
    (void *)lt_tramp_36,
    (void *)lt_tramp_37,
    (void *)lt_tramp_38,
    (void *)lt_tramp_39,
    (void *)lt_tramp_40,
    (void *)lt_tramp_41,
    (void *)lt_tramp_42,
    (void *)lt_tramp_43,
    (void *)lt_tramp_44,
    (void *)lt_tramp_45,
    (void *)lt_tramp_46,
    (void *)lt_tramp_47,
    (void *)lt_tramp_48,
    (void *)lt_tramp_49,
    (void *)lt_tramp_50,
    (void *)lt_tramp_51,
    (void *)lt_tramp_52,
    (void *)lt_tramp_53,
    (void *)lt_tramp_54,
    (void *)lt_tramp_55,
    (void *)lt_tramp_56,
    (void *)lt_tramp_57,
    (void *)lt_tramp_58,
    (void *)lt_tramp_59,
    (void *)lt_tramp_60,
    (void *)lt_tramp_61,
    (void *)lt_tramp_62,
    (void *)lt_tramp_63,
    (void *)lt_tramp_64,
    (void *)lt_tramp_65,
    (void *)lt_tramp_66,
    (void *)lt_tramp_67,
    (void *)lt_tramp_68,
    (void *)lt_tramp_69,
    (void *)lt_tramp_70,
    (void *)lt_tramp_71,
    (void *)lt_tramp_72,
    (void *)lt_tramp_73,
    (void *)lt_tramp_74,
    (void *)lt_tramp_75,
    (void *)lt_tramp_76,
    (void *)lt_tramp_77,
    (void *)lt_tramp_78,
    (void *)lt_tramp_79,
    (void *)lt_tramp_80,
    (void *)lt_tramp_81,
    (void *)lt_tramp_82,
    (void *)lt_tramp_83,
    (void *)lt_tramp_84,
    (void *)lt_tramp_85,
    (void *)lt_tramp_86,
    (void *)lt_tramp_87,
    (void *)lt_tramp_88,
    (void *)lt_tramp_89,
    (void *)lt_tramp_90,
    (void *)lt_tramp_91,
    (void *)lt_tramp_92,
    (void *)lt_tramp_93,
    (void *)lt_tramp_94,
    (void *)lt_tramp_95,
    (void *)lt_tramp_96,
    (void *)lt_tramp_97,
    (void *)lt_tramp_98,
    (void *)lt_tramp_99,
    (void *)lt_tramp_100,
    (void *)lt_tramp_101,
    (void *)lt_tramp_102,
    (void *)lt_tramp_103,
    (void *)lt_tramp_104,
    (void *)lt_tramp_105,
    (void *)lt_tramp_106,
    (void *)lt_tramp_107,
    (void *)lt_tramp_108,
    (void *)lt_tramp_109,
    (void *)lt_tramp_110,
    (void *)lt_tramp_111,
    (void *)lt_tramp_112,
    (void *)lt_tramp_113,
    (void *)lt_tramp_114,
    (void *)lt_tramp_115,
    (void *)lt_tramp_116,
    (void *)lt_tramp_117,
    (void *)lt_tramp_118,
    (void *)lt_tramp_119,
    (void *)lt_tramp_120,
    (void *)lt_tramp_121,
    (void *)lt_tramp_122,
    (void *)lt_tramp_123,
    (void *)lt_tramp_124,
    (void *)lt_tramp_125,
    (void *)lt_tramp_126,
    (void *)lt_tramp_127,
    (void *)lt_tramp_128,
    (void *)lt_tramp_129,
    (void *)lt_tramp_130,
    (void *)lt_tramp_131,
    (void *)lt_tramp_132,
    (void *)lt_tramp_133,
    (void *)lt_tramp_134,
    (void *)lt_tramp_135,
    (void *)lt_tramp_136,
    (void *)lt_tramp_137,
    (void *)lt_tramp_138,
    (void *)lt_tramp_139,
    (void *)lt_tramp_140,
    (void *)lt_tramp_141,
    (void *)lt_tramp_142,
    (void *)lt_tramp_143,
    (void *)lt_tramp_144,
    (void *)lt_tramp_145,
    (void *)lt_tramp_146,
    (void *)lt_tramp_147,
    (void *)lt_tramp_148,
    (void *)lt_tramp_149,
    (void *)lt_tramp_150,
    (void *)lt_tramp_151,
    (void *)lt_tramp_152,
    (void *)lt_tramp_153,
    (void *)lt_tramp_154,
    (void *)lt_tramp_155,
    (void *)lt_tramp_156,
    (void *)lt_tramp_157,
    (void *)lt_tramp_158,
    (void *)lt_tramp_159,
    (void *)lt_tramp_160,
    (void *)lt_tramp_161,
    (void *)lt_tramp_162,
    (void *)lt_tramp_163,
    (void *)lt_tramp_164,
    (void *)lt_tramp_165,
    (void *)lt_tramp_166,
    (void *)lt_tramp_167,
    (void *)lt_tramp_168,
    (void *)lt_tramp_169,
    (void *)lt_tramp_170,
    (void *)lt_tramp_171,
    (void *)lt_tramp_172,
    (void *)lt_tramp_173,
    (void *)lt_tramp_174,
    (void *)lt_tramp_175,
    (void *)lt_tramp_176,
    (void *)lt_tramp_177,
    (void *)lt_tramp_178,
    (void *)lt_tramp_179,
    (void *)lt_tramp_180,
    (void *)lt_tramp_181,
    (void *)lt_tramp_182,
    (void *)lt_tramp_183,
    (void *)lt_tramp_184,
    (void *)lt_tramp_185,
    (void *)lt_tramp_186,
    (void *)lt_tramp_187,
    (void *)lt_tramp_188,
    (void *)lt_tramp_189,
    (void *)lt_tramp_190,
    (void *)lt_tramp_191,
    (void *)lt_tramp_192,
    (void *)lt_tramp_193,
    (void *)lt_tramp_194,
    (void *)lt_tramp_195,
    (void *)lt_tramp_196,
    (void *)lt_tramp_197,
    (void *)lt_tramp_198,
    (void *)lt_tramp_199,
    (void *)lt_tramp_200,
    (void *)lt_tramp_201,
    (void *)lt_tramp_202,
    (void *)lt_tramp_203,
    (void *)lt_tramp_204,
    (void *)lt_tramp_205,
    (void *)lt_tramp_206,
    (void *)lt_tramp_207,
    (void *)lt_tramp_208,
    (void *)lt_tramp_209,
    (void *)lt_tramp_210,
    (void *)lt_tramp_211,
    (void *)lt_tramp_212,
    (void *)lt_tramp_213,
    (void *)lt_tramp_214,
    (void *)lt_tramp_215,
    (void *)lt_tramp_216,
    (void *)lt_tramp_217,
    (void *)lt_tramp_218,
    (void *)lt_tramp_219,
    (void *)lt_tramp_220,
    (void *)lt_tramp_221,
    (void *)lt_tramp_222,
    (void *)lt_tramp_223,
    (void *)lt_tramp_224,
    (void *)lt_tramp_225,
    (void *)lt_tramp_226,
    (void *)lt_tramp_227,
    (void *)lt_tramp_228,
    (void *)lt_tramp_229,
    (void *)lt_tramp_230,
    (void *)lt_tramp_231,
    (void *)lt_tramp_232,
    (void *)lt_tramp_233,
    (void *)lt_tramp_234,
    (void *)lt_tramp_235,
    (void *)lt_tramp_236,
    (void *)lt_tramp_237,
    (void *)lt_tramp_238,
    (void *)lt_tramp_239,
    (void *)lt_tramp_240,
    (void *)lt_tramp_241,
    (void *)lt_tramp_242,
    (void *)lt_tramp_243,
    (void *)lt_tramp_244,
    (void *)lt_tramp_245,
    (void *)lt_tramp_246,
    (void *)lt_tramp_247,
    (void *)lt_tramp_248,
    (void *)lt_tramp_249,
    (void *)lt_tramp_250,
    (void *)lt_tramp_251,
    (void *)lt_tramp_252,
    (void *)lt_tramp_253,
    (void *)lt_tramp_254,
    (void *)lt_tramp_255,
    (void *)lt_tramp_256,
    (void *)lt_tramp_257,
    (void *)lt_tramp_258,
    (void *)lt_tramp_259,
    (void *)lt_tramp_260,
    (void *)lt_tramp_261,
    (void *)lt_tramp_262,
    (void *)lt_tramp_263,
    (void *)lt_tramp_264,
    (void *)lt_tramp_265,
    (void *)lt_tramp_266,
    (void *)lt_tramp_267,
    (void *)lt_tramp_268,
    (void *)lt_tramp_269,
    (void *)lt_tramp_270,
    (void *)lt_tramp_271,
    (void *)lt_tramp_272,
    (void *)lt_tramp_273,
    (void *)lt_tramp_274,
    (void *)lt_tramp_275,
    (void *)lt_tramp_276,
    (void *)lt_tramp_277,
    (void *)lt_tramp_278,
    (void *)lt_tramp_279,
    (void *)lt_tramp_280,
    (void *)lt_tramp_281,
    (void *)lt_tramp_282,
    (void *)lt_tramp_283,
    (void *)lt_tramp_284,
    (void *)lt_tramp_285,
    (void *)lt_tramp_286,
    (void *)lt_tramp_287,
    (void *)lt_tramp_288,
    (void *)lt_tramp_289,
    (void *)lt_tramp_290,
    (void *)lt_tramp_291,
    (void *)lt_tramp_292,
    (void *)lt_tramp_293,
    (void *)lt_tramp_294,
    (void *)lt_tramp_295,
    (void *)lt_tramp_296,
    (void *)lt_tramp_297,
    (void *)lt_tramp_298,
    (void *)lt_tramp_299,
    (void *)lt_tramp_300,
    (void *)lt_tramp_301,
    (void *)lt_tramp_302,
    (void *)lt_tramp_303,
    (void *)lt_tramp_304,
    (void *)lt_tramp_305,
    (void *)lt_tramp_306,
    (void *)lt_tramp_307,
    (void *)lt_tramp_308,
    (void *)lt_tramp_309,
    (void *)lt_tramp_310,
    (void *)lt_tramp_311,
    (void *)lt_tramp_312,
    (void *)lt_tramp_313,
    (void *)lt_tramp_314,
    (void *)lt_tramp_315,
    (void *)lt_tramp_316,
    (void *)lt_tramp_317,
    (void *)lt_tramp_318,
    (void *)lt_tramp_319,
    (void *)lt_tramp_320,
    (void *)lt_tramp_321,
    (void *)lt_tramp_322,
    (void *)lt_tramp_323,
    (void *)lt_tramp_324,
    (void *)lt_tramp_325,
    (void *)lt_tramp_326,
    (void *)lt_tramp_327,
    (void *)lt_tramp_328,
    (void *)lt_tramp_329,
    (void *)lt_tramp_330,
    (void *)lt_tramp_331,
    (void *)lt_tramp_332,
    (void *)lt_tramp_333,
    (void *)lt_tramp_334,
    (void *)lt_tramp_335,
    (void *)lt_tramp_336,
    (void *)lt_tramp_337,
    (void *)lt_tramp_338,
    (void *)lt_tramp_339,
    (void *)lt_tramp_340,
    (void *)lt_tramp_341,
    (void *)lt_tramp_342,
    (void *)lt_tramp_343,
    (void *)lt_tramp_344,
    (void *)lt_tramp_345,
    (void *)lt_tramp_346,
    (void *)lt_tramp_347,
    (void *)lt_tramp_348,
    (void *)lt_tramp_349,
    (void *)lt_tramp_350,
    (void *)lt_tramp_351,
    (void *)lt_tramp_352,
    (void *)lt_tramp_353,
    (void *)lt_tramp_354,
    (void *)lt_tramp_355,
    (void *)lt_tramp_356,
    (void *)lt_tramp_357,
    (void *)lt_tramp_358,
    (void *)lt_tramp_359,
    (void *)lt_tramp_360,
    (void *)lt_tramp_361,
    (void *)lt_tramp_362,
    (void *)lt_tramp_363,
    (void *)lt_tramp_364,
    (void *)lt_tramp_365,
    (void *)lt_tramp_366,
    (void *)lt_tramp_367,
    (void *)lt_tramp_368,
    (void *)lt_tramp_369,
    (void *)lt_tramp_370,
    (void *)lt_tramp_371,
    (void *)lt_tramp_372,
    (void *)lt_tramp_373,
    (void *)lt_tramp_374,
    (void *)lt_tramp_375,
    (void *)lt_tramp_376,
    (void *)lt_tramp_377,
    (void *)lt_tramp_378,
    (void *)lt_tramp_379,
    (void *)lt_tramp_380,
    (void *)lt_tramp_381,
    (void *)lt_tramp_382,
    (void *)lt_tramp_383,
    (void *)lt_tramp_384,
    (void *)lt_tramp_385,
    (void *)lt_tramp_386,
    (void *)lt_tramp_387,
    (void *)lt_tramp_388,
    (void *)lt_tramp_389,
    (void *)lt_tramp_390,
    (void *)lt_tramp_391,
    (void *)lt_tramp_392,
    (void *)lt_tramp_393,
    (void *)lt_tramp_394,
    (void *)lt_tramp_395,
    (void *)lt_tramp_396,
    (void *)lt_tramp_397,
    (void *)lt_tramp_398,
    (void *)lt_tramp_399,
    (void *)lt_tramp_400,
    (void *)lt_tramp_401,
    (void *)lt_tramp_402,
    (void *)lt_tramp_403,
    (void *)lt_tramp_404,
    (void *)lt_tramp_405,
    (void *)lt_tramp_406,
    (void *)lt_tramp_407,
    (void *)lt_tramp_408,
    (void *)lt_tramp_409,
    (void *)lt_tramp_410,
    (void *)lt_tramp_411,
    (void *)lt_tramp_412,
    (void *)lt_tramp_413,
    (void *)lt_tramp_414,
    (void *)lt_tramp_415,
    (void *)lt_tramp_416,
    (void *)lt_tramp_417,
    (void *)lt_tramp_418,
    (void *)lt_tramp_419,
    (void *)lt_tramp_420,
    (void *)lt_tramp_421,
    (void *)lt_tramp_422,
    (void *)lt_tramp_423,
    (void *)lt_tramp_424,
    (void *)lt_tramp_425,
    (void *)lt_tramp_426,
    (void *)lt_tramp_427,
    (void *)lt_tramp_428,
    (void *)lt_tramp_429,
    (void *)lt_tramp_430,
    (void *)lt_tramp_431,
    (void *)lt_tramp_432,
    (void *)lt_tramp_433,
    (void *)lt_tramp_434,
    (void *)lt_tramp_435,
    (void *)lt_tramp_436,
    (void *)lt_tramp_437,
    (void *)lt_tramp_438,
    (void *)lt_tramp_439,
    (void *)lt_tramp_440,
    (void *)lt_tramp_441,
    (void *)lt_tramp_442,
    (void *)lt_tramp_443,
    (void *)lt_tramp_444,
    (void *)lt_tramp_445,
    (void *)lt_tramp_446,
    (void *)lt_tramp_447,
    (void *)lt_tramp_448,
    (void *)lt_tramp_449,
    (void *)lt_tramp_450,
    (void *)lt_tramp_451,
    (void *)lt_tramp_452,
    (void *)lt_tramp_453,
    (void *)lt_tramp_454,
    (void *)lt_tramp_455,
    (void *)lt_tramp_456,
    (void *)lt_tramp_457,
    (void *)lt_tramp_458,
    (void *)lt_tramp_459,
    (void *)lt_tramp_460,
    (void *)lt_tramp_461,
    (void *)lt_tramp_462,
    (void *)lt_tramp_463,
    (void *)lt_tramp_464,
    (void *)lt_tramp_465,
    (void *)lt_tramp_466,
    (void *)lt_tramp_467,
    (void *)lt_tramp_468,
    (void *)lt_tramp_469,
    (void *)lt_tramp_470,
    (void *)lt_tramp_471,
    (void *)lt_tramp_472,
    (void *)lt_tramp_473,
    (void *)lt_tramp_474,
    (void *)lt_tramp_475,
    (void *)lt_tramp_476,
    (void *)lt_tramp_477,
    (void *)lt_tramp_478,
    (void *)lt_tramp_479,
    (void *)lt_tramp_480,
    (void *)lt_tramp_481,
    (void *)lt_tramp_482,
    (void *)lt_tramp_483,
    (void *)lt_tramp_484,
    (void *)lt_tramp_485,
    (void *)lt_tramp_486,
    (void *)lt_tramp_487,
    (void *)lt_tramp_488,
    (void *)lt_tramp_489,
    (void *)lt_tramp_490,
    (void *)lt_tramp_491,
    (void *)lt_tramp_492,
    (void *)lt_tramp_493,
    (void *)lt_tramp_494,
    (void *)lt_tramp_495,
    (void *)lt_tramp_496,
    (void *)lt_tramp_497,
    (void *)lt_tramp_498,
    (void *)lt_tramp_499,
    (void *)lt_tramp_500,
    (void *)lt_tramp_501,
    (void *)lt_tramp_502,
    (void *)lt_tramp_503,
    (void *)lt_tramp_504,
    (void *)lt_tramp_505,
    (void *)lt_tramp_506,
    (void *)lt_tramp_507,
    (void *)lt_tramp_508,
    (void *)lt_tramp_509,
    (void *)lt_tramp_510,
    (void *)lt_tramp_511,
};
