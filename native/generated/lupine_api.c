/* GENERATED FILE - DO NOT EDIT.
 * Written by `python -m codegen` from CUDA 13000's headers (cuda.h sha256 64025f81a9d6d2b1)
 * and codegen/annotations.toml. Edit those and regenerate. */

#include "lupine_api.h"

const char *const lupine_fn_names[LUPINE_FN_COUNT] = {
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
    "cuGetExportTable",
    "cuGetProcAddress",
    "cuGetProcAddress_v2",
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

const unsigned char lupine_fn_status[LUPINE_FN_COUNT] = {
    0, /* cuArray3DCreate */
    1, /* cuArray3DCreate_v2 */
    0, /* cuArray3DGetDescriptor */
    1, /* cuArray3DGetDescriptor_v2 */
    0, /* cuArrayCreate */
    1, /* cuArrayCreate_v2 */
    1, /* cuArrayDestroy */
    0, /* cuArrayGetDescriptor */
    1, /* cuArrayGetDescriptor_v2 */
    0, /* cuArrayGetMemoryRequirements */
    0, /* cuArrayGetPlane */
    0, /* cuArrayGetSparseProperties */
    0, /* cuCheckpointProcessCheckpoint */
    0, /* cuCheckpointProcessGetRestoreThreadId */
    0, /* cuCheckpointProcessGetState */
    0, /* cuCheckpointProcessLock */
    0, /* cuCheckpointProcessRestore */
    0, /* cuCheckpointProcessUnlock */
    0, /* cuCoredumpGetAttribute */
    0, /* cuCoredumpGetAttributeGlobal */
    0, /* cuCoredumpSetAttribute */
    0, /* cuCoredumpSetAttributeGlobal */
    0, /* cuCtxAttach */
    0, /* cuCtxCreate */
    2, /* cuCtxCreate_v2 */
    0, /* cuCtxCreate_v3 */
    2, /* cuCtxCreate_v4 */
    0, /* cuCtxDestroy */
    2, /* cuCtxDestroy_v2 */
    0, /* cuCtxDetach */
    1, /* cuCtxDisablePeerAccess */
    2, /* cuCtxEnablePeerAccess */
    2, /* cuCtxFromGreenCtx */
    1, /* cuCtxGetApiVersion */
    1, /* cuCtxGetCacheConfig */
    2, /* cuCtxGetCurrent */
    1, /* cuCtxGetDevResource */
    2, /* cuCtxGetDevice */
    2, /* cuCtxGetDevice_v2 */
    0, /* cuCtxGetExecAffinity */
    1, /* cuCtxGetFlags */
    1, /* cuCtxGetId */
    2, /* cuCtxGetLimit */
    1, /* cuCtxGetSharedMemConfig */
    1, /* cuCtxGetStreamPriorityRange */
    0, /* cuCtxPopCurrent */
    2, /* cuCtxPopCurrent_v2 */
    0, /* cuCtxPushCurrent */
    2, /* cuCtxPushCurrent_v2 */
    1, /* cuCtxRecordEvent */
    1, /* cuCtxResetPersistingL2Cache */
    1, /* cuCtxSetCacheConfig */
    2, /* cuCtxSetCurrent */
    1, /* cuCtxSetFlags */
    2, /* cuCtxSetLimit */
    1, /* cuCtxSetSharedMemConfig */
    2, /* cuCtxSynchronize */
    2, /* cuCtxSynchronize_v2 */
    1, /* cuCtxWaitEvent */
    0, /* cuDestroyExternalMemory */
    0, /* cuDestroyExternalSemaphore */
    1, /* cuDevResourceGenerateDesc */
    1, /* cuDevSmResourceSplitByCount */
    2, /* cuDeviceCanAccessPeer */
    1, /* cuDeviceComputeCapability */
    2, /* cuDeviceGet */
    1, /* cuDeviceGetAttribute */
    2, /* cuDeviceGetByPCIBusId */
    2, /* cuDeviceGetCount */
    1, /* cuDeviceGetDefaultMemPool */
    1, /* cuDeviceGetDevResource */
    1, /* cuDeviceGetExecAffinitySupport */
    1, /* cuDeviceGetGraphMemAttribute */
    0, /* cuDeviceGetHostAtomicCapabilities */
    1, /* cuDeviceGetLuid */
    1, /* cuDeviceGetMemPool */
    1, /* cuDeviceGetName */
    0, /* cuDeviceGetNvSciSyncAttributes */
    0, /* cuDeviceGetP2PAtomicCapabilities */
    2, /* cuDeviceGetP2PAttribute */
    1, /* cuDeviceGetPCIBusId */
    1, /* cuDeviceGetProperties */
    1, /* cuDeviceGetTexture1DLinearMaxWidth */
    1, /* cuDeviceGetUuid */
    1, /* cuDeviceGetUuid_v2 */
    1, /* cuDeviceGraphMemTrim */
    2, /* cuDevicePrimaryCtxGetState */
    2, /* cuDevicePrimaryCtxRelease */
    2, /* cuDevicePrimaryCtxRelease_v2 */
    2, /* cuDevicePrimaryCtxReset */
    2, /* cuDevicePrimaryCtxReset_v2 */
    2, /* cuDevicePrimaryCtxRetain */
    2, /* cuDevicePrimaryCtxSetFlags */
    2, /* cuDevicePrimaryCtxSetFlags_v2 */
    0, /* cuDeviceRegisterAsyncNotification */
    1, /* cuDeviceSetGraphMemAttribute */
    1, /* cuDeviceSetMemPool */
    0, /* cuDeviceTotalMem */
    1, /* cuDeviceTotalMem_v2 */
    0, /* cuDeviceUnregisterAsyncNotification */
    2, /* cuDriverGetVersion */
    1, /* cuEventCreate */
    0, /* cuEventDestroy */
    1, /* cuEventDestroy_v2 */
    1, /* cuEventElapsedTime */
    1, /* cuEventElapsedTime_v2 */
    2, /* cuEventQuery */
    1, /* cuEventRecord */
    1, /* cuEventRecordWithFlags */
    1, /* cuEventRecordWithFlags_ptsz */
    1, /* cuEventRecord_ptsz */
    2, /* cuEventSynchronize */
    0, /* cuExternalMemoryGetMappedBuffer */
    0, /* cuExternalMemoryGetMappedMipmappedArray */
    0, /* cuFlushGPUDirectRDMAWrites */
    1, /* cuFuncGetAttribute */
    1, /* cuFuncGetModule */
    1, /* cuFuncGetName */
    1, /* cuFuncGetParamInfo */
    1, /* cuFuncIsLoaded */
    1, /* cuFuncLoad */
    1, /* cuFuncSetAttribute */
    0, /* cuFuncSetBlockShape */
    1, /* cuFuncSetCacheConfig */
    1, /* cuFuncSetSharedMemConfig */
    0, /* cuFuncSetSharedSize */
    2, /* cuGetErrorName */
    2, /* cuGetErrorString */
    2, /* cuGetExportTable */
    2, /* cuGetProcAddress */
    2, /* cuGetProcAddress_v2 */
    0, /* cuGraphAddBatchMemOpNode */
    1, /* cuGraphAddChildGraphNode */
    1, /* cuGraphAddDependencies */
    1, /* cuGraphAddDependencies_v2 */
    1, /* cuGraphAddEmptyNode */
    1, /* cuGraphAddEventRecordNode */
    1, /* cuGraphAddEventWaitNode */
    0, /* cuGraphAddExternalSemaphoresSignalNode */
    0, /* cuGraphAddExternalSemaphoresWaitNode */
    2, /* cuGraphAddHostNode */
    2, /* cuGraphAddKernelNode */
    2, /* cuGraphAddKernelNode_v2 */
    2, /* cuGraphAddMemAllocNode */
    1, /* cuGraphAddMemFreeNode */
    2, /* cuGraphAddMemcpyNode */
    1, /* cuGraphAddMemsetNode */
    2, /* cuGraphAddNode */
    2, /* cuGraphAddNode_v2 */
    0, /* cuGraphBatchMemOpNodeGetParams */
    0, /* cuGraphBatchMemOpNodeSetParams */
    1, /* cuGraphChildGraphNodeGetGraph */
    1, /* cuGraphClone */
    1, /* cuGraphConditionalHandleCreate */
    1, /* cuGraphCreate */
    2, /* cuGraphDebugDotPrint */
    2, /* cuGraphDestroy */
    2, /* cuGraphDestroyNode */
    1, /* cuGraphEventRecordNodeGetEvent */
    1, /* cuGraphEventRecordNodeSetEvent */
    1, /* cuGraphEventWaitNodeGetEvent */
    1, /* cuGraphEventWaitNodeSetEvent */
    0, /* cuGraphExecBatchMemOpNodeSetParams */
    1, /* cuGraphExecChildGraphNodeSetParams */
    1, /* cuGraphExecDestroy */
    1, /* cuGraphExecEventRecordNodeSetEvent */
    1, /* cuGraphExecEventWaitNodeSetEvent */
    0, /* cuGraphExecExternalSemaphoresSignalNodeSetParams */
    0, /* cuGraphExecExternalSemaphoresWaitNodeSetParams */
    1, /* cuGraphExecGetFlags */
    2, /* cuGraphExecHostNodeSetParams */
    2, /* cuGraphExecKernelNodeSetParams */
    2, /* cuGraphExecKernelNodeSetParams_v2 */
    2, /* cuGraphExecMemcpyNodeSetParams */
    1, /* cuGraphExecMemsetNodeSetParams */
    2, /* cuGraphExecNodeSetParams */
    1, /* cuGraphExecUpdate */
    1, /* cuGraphExecUpdate_v2 */
    0, /* cuGraphExternalSemaphoresSignalNodeGetParams */
    0, /* cuGraphExternalSemaphoresSignalNodeSetParams */
    0, /* cuGraphExternalSemaphoresWaitNodeGetParams */
    0, /* cuGraphExternalSemaphoresWaitNodeSetParams */
    1, /* cuGraphGetEdges */
    1, /* cuGraphGetEdges_v2 */
    1, /* cuGraphGetNodes */
    1, /* cuGraphGetRootNodes */
    2, /* cuGraphHostNodeGetParams */
    2, /* cuGraphHostNodeSetParams */
    1, /* cuGraphInstantiate */
    1, /* cuGraphInstantiateWithFlags */
    2, /* cuGraphInstantiateWithParams */
    2, /* cuGraphInstantiateWithParams_ptsz */
    1, /* cuGraphInstantiate_v2 */
    1, /* cuGraphKernelNodeCopyAttributes */
    1, /* cuGraphKernelNodeGetAttribute */
    2, /* cuGraphKernelNodeGetParams */
    2, /* cuGraphKernelNodeGetParams_v2 */
    1, /* cuGraphKernelNodeSetAttribute */
    2, /* cuGraphKernelNodeSetParams */
    2, /* cuGraphKernelNodeSetParams_v2 */
    1, /* cuGraphLaunch */
    1, /* cuGraphLaunch_ptsz */
    0, /* cuGraphMemAllocNodeGetParams */
    1, /* cuGraphMemFreeNodeGetParams */
    2, /* cuGraphMemcpyNodeGetParams */
    2, /* cuGraphMemcpyNodeSetParams */
    1, /* cuGraphMemsetNodeGetParams */
    1, /* cuGraphMemsetNodeSetParams */
    1, /* cuGraphNodeFindInClone */
    1, /* cuGraphNodeGetDependencies */
    1, /* cuGraphNodeGetDependencies_v2 */
    1, /* cuGraphNodeGetDependentNodes */
    1, /* cuGraphNodeGetDependentNodes_v2 */
    1, /* cuGraphNodeGetEnabled */
    1, /* cuGraphNodeGetType */
    1, /* cuGraphNodeSetEnabled */
    2, /* cuGraphNodeSetParams */
    0, /* cuGraphReleaseUserObject */
    1, /* cuGraphRemoveDependencies */
    1, /* cuGraphRemoveDependencies_v2 */
    0, /* cuGraphRetainUserObject */
    1, /* cuGraphUpload */
    1, /* cuGraphUpload_ptsz */
    0, /* cuGraphicsMapResources */
    0, /* cuGraphicsMapResources_ptsz */
    0, /* cuGraphicsResourceGetMappedMipmappedArray */
    0, /* cuGraphicsResourceGetMappedPointer */
    0, /* cuGraphicsResourceGetMappedPointer_v2 */
    0, /* cuGraphicsResourceSetMapFlags */
    0, /* cuGraphicsResourceSetMapFlags_v2 */
    0, /* cuGraphicsSubResourceGetMappedArray */
    0, /* cuGraphicsUnmapResources */
    0, /* cuGraphicsUnmapResources_ptsz */
    0, /* cuGraphicsUnregisterResource */
    2, /* cuGreenCtxCreate */
    2, /* cuGreenCtxDestroy */
    1, /* cuGreenCtxGetDevResource */
    1, /* cuGreenCtxGetId */
    1, /* cuGreenCtxRecordEvent */
    1, /* cuGreenCtxStreamCreate */
    1, /* cuGreenCtxWaitEvent */
    0, /* cuImportExternalMemory */
    0, /* cuImportExternalSemaphore */
    2, /* cuInit */
    1, /* cuIpcCloseMemHandle */
    1, /* cuIpcGetEventHandle */
    1, /* cuIpcGetMemHandle */
    1, /* cuIpcOpenEventHandle */
    0, /* cuIpcOpenMemHandle */
    1, /* cuIpcOpenMemHandle_v2 */
    1, /* cuKernelGetAttribute */
    1, /* cuKernelGetFunction */
    1, /* cuKernelGetLibrary */
    1, /* cuKernelGetName */
    1, /* cuKernelGetParamInfo */
    1, /* cuKernelSetAttribute */
    1, /* cuKernelSetCacheConfig */
    0, /* cuLaunch */
    2, /* cuLaunchCooperativeKernel */
    0, /* cuLaunchCooperativeKernelMultiDevice */
    2, /* cuLaunchCooperativeKernel_ptsz */
    0, /* cuLaunchGrid */
    0, /* cuLaunchGridAsync */
    2, /* cuLaunchHostFunc */
    2, /* cuLaunchHostFunc_ptsz */
    2, /* cuLaunchKernel */
    2, /* cuLaunchKernelEx */
    2, /* cuLaunchKernelEx_ptsz */
    2, /* cuLaunchKernel_ptsz */
    2, /* cuLibraryEnumerateKernels */
    1, /* cuLibraryGetGlobal */
    2, /* cuLibraryGetKernel */
    1, /* cuLibraryGetKernelCount */
    0, /* cuLibraryGetManaged */
    1, /* cuLibraryGetModule */
    0, /* cuLibraryGetUnifiedFunction */
    2, /* cuLibraryLoadData */
    2, /* cuLibraryLoadFromFile */
    2, /* cuLibraryUnload */
    2, /* cuLinkAddData */
    2, /* cuLinkAddData_v2 */
    2, /* cuLinkAddFile */
    2, /* cuLinkAddFile_v2 */
    2, /* cuLinkComplete */
    2, /* cuLinkCreate */
    2, /* cuLinkCreate_v2 */
    2, /* cuLinkDestroy */
    0, /* cuLogsCurrent */
    0, /* cuLogsDumpToFile */
    0, /* cuLogsDumpToMemory */
    0, /* cuLogsRegisterCallback */
    0, /* cuLogsUnregisterCallback */
    1, /* cuMemAddressFree */
    2, /* cuMemAddressReserve */
    0, /* cuMemAdvise */
    0, /* cuMemAdvise_v2 */
    0, /* cuMemAlloc */
    2, /* cuMemAllocAsync */
    2, /* cuMemAllocAsync_ptsz */
    2, /* cuMemAllocFromPoolAsync */
    2, /* cuMemAllocFromPoolAsync_ptsz */
    0, /* cuMemAllocHost */
    2, /* cuMemAllocHost_v2 */
    0, /* cuMemAllocManaged */
    0, /* cuMemAllocPitch */
    2, /* cuMemAllocPitch_v2 */
    2, /* cuMemAlloc_v2 */
    0, /* cuMemBatchDecompressAsync */
    0, /* cuMemBatchDecompressAsync_ptsz */
    2, /* cuMemCreate */
    0, /* cuMemDiscardAndPrefetchBatchAsync */
    0, /* cuMemDiscardAndPrefetchBatchAsync_ptsz */
    0, /* cuMemDiscardBatchAsync */
    0, /* cuMemDiscardBatchAsync_ptsz */
    2, /* cuMemExportToShareableHandle */
    0, /* cuMemFree */
    1, /* cuMemFreeAsync */
    1, /* cuMemFreeAsync_ptsz */
    2, /* cuMemFreeHost */
    1, /* cuMemFree_v2 */
    1, /* cuMemGetAccess */
    0, /* cuMemGetAddressRange */
    1, /* cuMemGetAddressRange_v2 */
    1, /* cuMemGetAllocationGranularity */
    2, /* cuMemGetAllocationPropertiesFromHandle */
    0, /* cuMemGetDefaultMemPool */
    0, /* cuMemGetHandleForAddressRange */
    0, /* cuMemGetInfo */
    1, /* cuMemGetInfo_v2 */
    0, /* cuMemGetMemPool */
    2, /* cuMemHostAlloc */
    2, /* cuMemHostGetDevicePointer */
    2, /* cuMemHostGetDevicePointer_v2 */
    2, /* cuMemHostGetFlags */
    0, /* cuMemHostRegister */
    2, /* cuMemHostRegister_v2 */
    2, /* cuMemHostUnregister */
    2, /* cuMemImportFromShareableHandle */
    2, /* cuMemMap */
    0, /* cuMemMapArrayAsync */
    0, /* cuMemMapArrayAsync_ptsz */
    1, /* cuMemPoolCreate */
    1, /* cuMemPoolDestroy */
    1, /* cuMemPoolExportPointer */
    2, /* cuMemPoolExportToShareableHandle */
    2, /* cuMemPoolGetAccess */
    2, /* cuMemPoolGetAttribute */
    2, /* cuMemPoolImportFromShareableHandle */
    1, /* cuMemPoolImportPointer */
    1, /* cuMemPoolSetAccess */
    2, /* cuMemPoolSetAttribute */
    1, /* cuMemPoolTrimTo */
    0, /* cuMemPrefetchAsync */
    0, /* cuMemPrefetchAsync_ptsz */
    0, /* cuMemPrefetchAsync_v2 */
    0, /* cuMemPrefetchAsync_v2_ptsz */
    0, /* cuMemPrefetchBatchAsync */
    0, /* cuMemPrefetchBatchAsync_ptsz */
    0, /* cuMemRangeGetAttribute */
    0, /* cuMemRangeGetAttributes */
    2, /* cuMemRelease */
    2, /* cuMemRetainAllocationHandle */
    1, /* cuMemSetAccess */
    0, /* cuMemSetMemPool */
    1, /* cuMemUnmap */
    2, /* cuMemcpy */
    0, /* cuMemcpy2D */
    0, /* cuMemcpy2DAsync */
    2, /* cuMemcpy2DAsync_v2 */
    2, /* cuMemcpy2DAsync_v2_ptsz */
    0, /* cuMemcpy2DUnaligned */
    2, /* cuMemcpy2DUnaligned_v2 */
    2, /* cuMemcpy2DUnaligned_v2_ptds */
    2, /* cuMemcpy2D_v2 */
    2, /* cuMemcpy2D_v2_ptds */
    0, /* cuMemcpy3D */
    0, /* cuMemcpy3DAsync */
    2, /* cuMemcpy3DAsync_v2 */
    2, /* cuMemcpy3DAsync_v2_ptsz */
    2, /* cuMemcpy3DBatchAsync */
    2, /* cuMemcpy3DBatchAsync_ptsz */
    2, /* cuMemcpy3DBatchAsync_v2 */
    2, /* cuMemcpy3DBatchAsync_v2_ptsz */
    0, /* cuMemcpy3DPeer */
    0, /* cuMemcpy3DPeerAsync */
    0, /* cuMemcpy3DPeerAsync_ptsz */
    0, /* cuMemcpy3DPeer_ptds */
    2, /* cuMemcpy3D_v2 */
    2, /* cuMemcpy3D_v2_ptds */
    2, /* cuMemcpyAsync */
    2, /* cuMemcpyAsync_ptsz */
    0, /* cuMemcpyAtoA */
    2, /* cuMemcpyAtoA_v2 */
    2, /* cuMemcpyAtoA_v2_ptds */
    0, /* cuMemcpyAtoD */
    2, /* cuMemcpyAtoD_v2 */
    2, /* cuMemcpyAtoD_v2_ptds */
    0, /* cuMemcpyAtoH */
    0, /* cuMemcpyAtoHAsync */
    2, /* cuMemcpyAtoHAsync_v2 */
    2, /* cuMemcpyAtoHAsync_v2_ptsz */
    2, /* cuMemcpyAtoH_v2 */
    2, /* cuMemcpyAtoH_v2_ptds */
    2, /* cuMemcpyBatchAsync */
    2, /* cuMemcpyBatchAsync_ptsz */
    2, /* cuMemcpyBatchAsync_v2 */
    2, /* cuMemcpyBatchAsync_v2_ptsz */
    0, /* cuMemcpyDtoA */
    2, /* cuMemcpyDtoA_v2 */
    2, /* cuMemcpyDtoA_v2_ptds */
    0, /* cuMemcpyDtoD */
    0, /* cuMemcpyDtoDAsync */
    2, /* cuMemcpyDtoDAsync_v2 */
    2, /* cuMemcpyDtoDAsync_v2_ptsz */
    2, /* cuMemcpyDtoD_v2 */
    2, /* cuMemcpyDtoD_v2_ptds */
    0, /* cuMemcpyDtoH */
    0, /* cuMemcpyDtoHAsync */
    2, /* cuMemcpyDtoHAsync_v2 */
    2, /* cuMemcpyDtoHAsync_v2_ptsz */
    1, /* cuMemcpyDtoH_v2 */
    1, /* cuMemcpyDtoH_v2_ptds */
    0, /* cuMemcpyHtoA */
    0, /* cuMemcpyHtoAAsync */
    2, /* cuMemcpyHtoAAsync_v2 */
    2, /* cuMemcpyHtoAAsync_v2_ptsz */
    2, /* cuMemcpyHtoA_v2 */
    2, /* cuMemcpyHtoA_v2_ptds */
    0, /* cuMemcpyHtoD */
    0, /* cuMemcpyHtoDAsync */
    2, /* cuMemcpyHtoDAsync_v2 */
    2, /* cuMemcpyHtoDAsync_v2_ptsz */
    1, /* cuMemcpyHtoD_v2 */
    1, /* cuMemcpyHtoD_v2_ptds */
    2, /* cuMemcpyPeer */
    2, /* cuMemcpyPeerAsync */
    2, /* cuMemcpyPeerAsync_ptsz */
    2, /* cuMemcpyPeer_ptds */
    2, /* cuMemcpy_ptds */
    0, /* cuMemsetD16 */
    2, /* cuMemsetD16Async */
    2, /* cuMemsetD16Async_ptsz */
    2, /* cuMemsetD16_v2 */
    2, /* cuMemsetD16_v2_ptds */
    0, /* cuMemsetD2D16 */
    1, /* cuMemsetD2D16Async */
    1, /* cuMemsetD2D16Async_ptsz */
    1, /* cuMemsetD2D16_v2 */
    1, /* cuMemsetD2D16_v2_ptds */
    0, /* cuMemsetD2D32 */
    1, /* cuMemsetD2D32Async */
    1, /* cuMemsetD2D32Async_ptsz */
    1, /* cuMemsetD2D32_v2 */
    1, /* cuMemsetD2D32_v2_ptds */
    0, /* cuMemsetD2D8 */
    1, /* cuMemsetD2D8Async */
    1, /* cuMemsetD2D8Async_ptsz */
    1, /* cuMemsetD2D8_v2 */
    1, /* cuMemsetD2D8_v2_ptds */
    0, /* cuMemsetD32 */
    2, /* cuMemsetD32Async */
    2, /* cuMemsetD32Async_ptsz */
    2, /* cuMemsetD32_v2 */
    2, /* cuMemsetD32_v2_ptds */
    0, /* cuMemsetD8 */
    2, /* cuMemsetD8Async */
    2, /* cuMemsetD8Async_ptsz */
    2, /* cuMemsetD8_v2 */
    2, /* cuMemsetD8_v2_ptds */
    1, /* cuMipmappedArrayCreate */
    1, /* cuMipmappedArrayDestroy */
    1, /* cuMipmappedArrayGetLevel */
    0, /* cuMipmappedArrayGetMemoryRequirements */
    0, /* cuMipmappedArrayGetSparseProperties */
    1, /* cuModuleEnumerateFunctions */
    1, /* cuModuleGetFunction */
    1, /* cuModuleGetFunctionCount */
    0, /* cuModuleGetGlobal */
    1, /* cuModuleGetGlobal_v2 */
    1, /* cuModuleGetLoadingMode */
    0, /* cuModuleGetSurfRef */
    0, /* cuModuleGetTexRef */
    2, /* cuModuleLoad */
    2, /* cuModuleLoadData */
    2, /* cuModuleLoadDataEx */
    2, /* cuModuleLoadFatBinary */
    2, /* cuModuleUnload */
    0, /* cuMulticastAddDevice */
    0, /* cuMulticastBindAddr */
    0, /* cuMulticastBindMem */
    0, /* cuMulticastCreate */
    0, /* cuMulticastGetGranularity */
    0, /* cuMulticastUnbind */
    1, /* cuOccupancyAvailableDynamicSMemPerBlock */
    1, /* cuOccupancyMaxActiveBlocksPerMultiprocessor */
    1, /* cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags */
    2, /* cuOccupancyMaxActiveClusters */
    2, /* cuOccupancyMaxPotentialBlockSize */
    2, /* cuOccupancyMaxPotentialBlockSizeWithFlags */
    2, /* cuOccupancyMaxPotentialClusterSize */
    0, /* cuParamSetSize */
    0, /* cuParamSetTexRef */
    0, /* cuParamSetf */
    0, /* cuParamSeti */
    0, /* cuParamSetv */
    2, /* cuPointerGetAttribute */
    2, /* cuPointerGetAttributes */
    0, /* cuPointerSetAttribute */
    0, /* cuProfilerInitialize */
    1, /* cuProfilerStart */
    1, /* cuProfilerStop */
    0, /* cuSignalExternalSemaphoresAsync */
    0, /* cuSignalExternalSemaphoresAsync_ptsz */
    2, /* cuStreamAddCallback */
    2, /* cuStreamAddCallback_ptsz */
    0, /* cuStreamAttachMemAsync */
    0, /* cuStreamAttachMemAsync_ptsz */
    1, /* cuStreamBatchMemOp */
    1, /* cuStreamBatchMemOp_ptsz */
    1, /* cuStreamBatchMemOp_v2 */
    1, /* cuStreamBatchMemOp_v2_ptsz */
    2, /* cuStreamBeginCapture */
    2, /* cuStreamBeginCaptureToGraph */
    2, /* cuStreamBeginCaptureToGraph_ptsz */
    2, /* cuStreamBeginCapture_ptsz */
    2, /* cuStreamBeginCapture_v2 */
    2, /* cuStreamBeginCapture_v2_ptsz */
    1, /* cuStreamCopyAttributes */
    1, /* cuStreamCopyAttributes_ptsz */
    1, /* cuStreamCreate */
    1, /* cuStreamCreateWithPriority */
    0, /* cuStreamDestroy */
    1, /* cuStreamDestroy_v2 */
    2, /* cuStreamEndCapture */
    2, /* cuStreamEndCapture_ptsz */
    1, /* cuStreamGetAttribute */
    1, /* cuStreamGetAttribute_ptsz */
    2, /* cuStreamGetCaptureInfo */
    2, /* cuStreamGetCaptureInfo_ptsz */
    2, /* cuStreamGetCaptureInfo_v2 */
    2, /* cuStreamGetCaptureInfo_v2_ptsz */
    2, /* cuStreamGetCaptureInfo_v3 */
    2, /* cuStreamGetCaptureInfo_v3_ptsz */
    1, /* cuStreamGetCtx */
    1, /* cuStreamGetCtx_ptsz */
    1, /* cuStreamGetCtx_v2 */
    1, /* cuStreamGetCtx_v2_ptsz */
    1, /* cuStreamGetDevice */
    1, /* cuStreamGetDevice_ptsz */
    1, /* cuStreamGetFlags */
    1, /* cuStreamGetFlags_ptsz */
    1, /* cuStreamGetGreenCtx */
    1, /* cuStreamGetId */
    1, /* cuStreamGetId_ptsz */
    1, /* cuStreamGetPriority */
    1, /* cuStreamGetPriority_ptsz */
    2, /* cuStreamIsCapturing */
    2, /* cuStreamIsCapturing_ptsz */
    2, /* cuStreamQuery */
    2, /* cuStreamQuery_ptsz */
    1, /* cuStreamSetAttribute */
    1, /* cuStreamSetAttribute_ptsz */
    2, /* cuStreamSynchronize */
    2, /* cuStreamSynchronize_ptsz */
    1, /* cuStreamUpdateCaptureDependencies */
    1, /* cuStreamUpdateCaptureDependencies_ptsz */
    1, /* cuStreamUpdateCaptureDependencies_v2 */
    1, /* cuStreamUpdateCaptureDependencies_v2_ptsz */
    2, /* cuStreamWaitEvent */
    2, /* cuStreamWaitEvent_ptsz */
    1, /* cuStreamWaitValue32 */
    1, /* cuStreamWaitValue32_ptsz */
    1, /* cuStreamWaitValue32_v2 */
    1, /* cuStreamWaitValue32_v2_ptsz */
    1, /* cuStreamWaitValue64 */
    1, /* cuStreamWaitValue64_ptsz */
    1, /* cuStreamWaitValue64_v2 */
    1, /* cuStreamWaitValue64_v2_ptsz */
    1, /* cuStreamWriteValue32 */
    1, /* cuStreamWriteValue32_ptsz */
    1, /* cuStreamWriteValue32_v2 */
    1, /* cuStreamWriteValue32_v2_ptsz */
    1, /* cuStreamWriteValue64 */
    1, /* cuStreamWriteValue64_ptsz */
    1, /* cuStreamWriteValue64_v2 */
    1, /* cuStreamWriteValue64_v2_ptsz */
    2, /* cuSurfObjectCreate */
    2, /* cuSurfObjectDestroy */
    2, /* cuSurfObjectGetResourceDesc */
    0, /* cuSurfRefGetArray */
    0, /* cuSurfRefSetArray */
    1, /* cuTensorMapEncodeIm2col */
    1, /* cuTensorMapEncodeIm2colWide */
    1, /* cuTensorMapEncodeTiled */
    1, /* cuTensorMapReplaceAddress */
    2, /* cuTexObjectCreate */
    2, /* cuTexObjectDestroy */
    2, /* cuTexObjectGetResourceDesc */
    2, /* cuTexObjectGetResourceViewDesc */
    2, /* cuTexObjectGetTextureDesc */
    0, /* cuTexRefCreate */
    0, /* cuTexRefDestroy */
    0, /* cuTexRefGetAddress */
    0, /* cuTexRefGetAddressMode */
    0, /* cuTexRefGetAddress_v2 */
    0, /* cuTexRefGetArray */
    0, /* cuTexRefGetBorderColor */
    0, /* cuTexRefGetFilterMode */
    0, /* cuTexRefGetFlags */
    0, /* cuTexRefGetFormat */
    0, /* cuTexRefGetMaxAnisotropy */
    0, /* cuTexRefGetMipmapFilterMode */
    0, /* cuTexRefGetMipmapLevelBias */
    0, /* cuTexRefGetMipmapLevelClamp */
    0, /* cuTexRefGetMipmappedArray */
    0, /* cuTexRefSetAddress */
    0, /* cuTexRefSetAddress2D */
    0, /* cuTexRefSetAddress2D_v2 */
    0, /* cuTexRefSetAddress2D_v3 */
    0, /* cuTexRefSetAddressMode */
    0, /* cuTexRefSetAddress_v2 */
    0, /* cuTexRefSetArray */
    0, /* cuTexRefSetBorderColor */
    0, /* cuTexRefSetFilterMode */
    0, /* cuTexRefSetFlags */
    0, /* cuTexRefSetFormat */
    0, /* cuTexRefSetMaxAnisotropy */
    0, /* cuTexRefSetMipmapFilterMode */
    0, /* cuTexRefSetMipmapLevelBias */
    0, /* cuTexRefSetMipmapLevelClamp */
    0, /* cuTexRefSetMipmappedArray */
    2, /* cuThreadExchangeStreamCaptureMode */
    0, /* cuUserObjectCreate */
    0, /* cuUserObjectRelease */
    0, /* cuUserObjectRetain */
    0, /* cuWaitExternalSemaphoresAsync */
    0, /* cuWaitExternalSemaphoresAsync_ptsz */
};

/* Sorted by base name, then stream variant, then version (cudaTypedefs.h). */
const lupine_proc_version lupine_proc_versions[] = {
    {"cuArray3DCreate", 2000, 0, LUPINE_FN_cuArray3DCreate},
    {"cuArray3DCreate", 3020, 0, LUPINE_FN_cuArray3DCreate_v2},
    {"cuArray3DGetDescriptor", 2000, 0, LUPINE_FN_cuArray3DGetDescriptor},
    {"cuArray3DGetDescriptor", 3020, 0, LUPINE_FN_cuArray3DGetDescriptor_v2},
    {"cuArrayCreate", 2000, 0, LUPINE_FN_cuArrayCreate},
    {"cuArrayCreate", 3020, 0, LUPINE_FN_cuArrayCreate_v2},
    {"cuArrayDestroy", 2000, 0, LUPINE_FN_cuArrayDestroy},
    {"cuArrayGetDescriptor", 2000, 0, LUPINE_FN_cuArrayGetDescriptor},
    {"cuArrayGetDescriptor", 3020, 0, LUPINE_FN_cuArrayGetDescriptor_v2},
    {"cuArrayGetMemoryRequirements", 11060, 0, LUPINE_FN_cuArrayGetMemoryRequirements},
    {"cuArrayGetPlane", 11020, 0, LUPINE_FN_cuArrayGetPlane},
    {"cuArrayGetSparseProperties", 11010, 0, LUPINE_FN_cuArrayGetSparseProperties},
    {"cuCheckpointProcessCheckpoint", 12080, 0, LUPINE_FN_cuCheckpointProcessCheckpoint},
    {"cuCheckpointProcessGetRestoreThreadId", 12080, 0, LUPINE_FN_cuCheckpointProcessGetRestoreThreadId},
    {"cuCheckpointProcessGetState", 12080, 0, LUPINE_FN_cuCheckpointProcessGetState},
    {"cuCheckpointProcessLock", 12080, 0, LUPINE_FN_cuCheckpointProcessLock},
    {"cuCheckpointProcessRestore", 12080, 0, LUPINE_FN_cuCheckpointProcessRestore},
    {"cuCheckpointProcessUnlock", 12080, 0, LUPINE_FN_cuCheckpointProcessUnlock},
    {"cuCoredumpGetAttribute", 12010, 0, LUPINE_FN_cuCoredumpGetAttribute},
    {"cuCoredumpGetAttributeGlobal", 12010, 0, LUPINE_FN_cuCoredumpGetAttributeGlobal},
    {"cuCoredumpSetAttribute", 12010, 0, LUPINE_FN_cuCoredumpSetAttribute},
    {"cuCoredumpSetAttributeGlobal", 12010, 0, LUPINE_FN_cuCoredumpSetAttributeGlobal},
    {"cuCtxAttach", 2000, 0, LUPINE_FN_cuCtxAttach},
    {"cuCtxCreate", 2000, 0, LUPINE_FN_cuCtxCreate},
    {"cuCtxCreate", 3020, 0, LUPINE_FN_cuCtxCreate_v2},
    {"cuCtxCreate", 11040, 0, LUPINE_FN_cuCtxCreate_v3},
    {"cuCtxCreate", 12050, 0, LUPINE_FN_cuCtxCreate_v4},
    {"cuCtxDestroy", 2000, 0, LUPINE_FN_cuCtxDestroy},
    {"cuCtxDestroy", 4000, 0, LUPINE_FN_cuCtxDestroy_v2},
    {"cuCtxDetach", 2000, 0, LUPINE_FN_cuCtxDetach},
    {"cuCtxDisablePeerAccess", 4000, 0, LUPINE_FN_cuCtxDisablePeerAccess},
    {"cuCtxEnablePeerAccess", 4000, 0, LUPINE_FN_cuCtxEnablePeerAccess},
    {"cuCtxFromGreenCtx", 12040, 0, LUPINE_FN_cuCtxFromGreenCtx},
    {"cuCtxGetApiVersion", 3020, 0, LUPINE_FN_cuCtxGetApiVersion},
    {"cuCtxGetCacheConfig", 3020, 0, LUPINE_FN_cuCtxGetCacheConfig},
    {"cuCtxGetCurrent", 4000, 0, LUPINE_FN_cuCtxGetCurrent},
    {"cuCtxGetDevResource", 12040, 0, LUPINE_FN_cuCtxGetDevResource},
    {"cuCtxGetDevice", 2000, 0, LUPINE_FN_cuCtxGetDevice},
    {"cuCtxGetDevice", 13000, 0, LUPINE_FN_cuCtxGetDevice_v2},
    {"cuCtxGetExecAffinity", 11040, 0, LUPINE_FN_cuCtxGetExecAffinity},
    {"cuCtxGetFlags", 7000, 0, LUPINE_FN_cuCtxGetFlags},
    {"cuCtxGetId", 12000, 0, LUPINE_FN_cuCtxGetId},
    {"cuCtxGetLimit", 3010, 0, LUPINE_FN_cuCtxGetLimit},
    {"cuCtxGetSharedMemConfig", 4020, 0, LUPINE_FN_cuCtxGetSharedMemConfig},
    {"cuCtxGetStreamPriorityRange", 5050, 0, LUPINE_FN_cuCtxGetStreamPriorityRange},
    {"cuCtxPopCurrent", 2000, 0, LUPINE_FN_cuCtxPopCurrent},
    {"cuCtxPopCurrent", 4000, 0, LUPINE_FN_cuCtxPopCurrent_v2},
    {"cuCtxPushCurrent", 2000, 0, LUPINE_FN_cuCtxPushCurrent},
    {"cuCtxPushCurrent", 4000, 0, LUPINE_FN_cuCtxPushCurrent_v2},
    {"cuCtxRecordEvent", 12050, 0, LUPINE_FN_cuCtxRecordEvent},
    {"cuCtxResetPersistingL2Cache", 11000, 0, LUPINE_FN_cuCtxResetPersistingL2Cache},
    {"cuCtxSetCacheConfig", 3020, 0, LUPINE_FN_cuCtxSetCacheConfig},
    {"cuCtxSetCurrent", 4000, 0, LUPINE_FN_cuCtxSetCurrent},
    {"cuCtxSetFlags", 12010, 0, LUPINE_FN_cuCtxSetFlags},
    {"cuCtxSetLimit", 3010, 0, LUPINE_FN_cuCtxSetLimit},
    {"cuCtxSetSharedMemConfig", 4020, 0, LUPINE_FN_cuCtxSetSharedMemConfig},
    {"cuCtxSynchronize", 2000, 0, LUPINE_FN_cuCtxSynchronize},
    {"cuCtxSynchronize", 13000, 0, LUPINE_FN_cuCtxSynchronize_v2},
    {"cuCtxWaitEvent", 12050, 0, LUPINE_FN_cuCtxWaitEvent},
    {"cuDestroyExternalMemory", 10000, 0, LUPINE_FN_cuDestroyExternalMemory},
    {"cuDestroyExternalSemaphore", 10000, 0, LUPINE_FN_cuDestroyExternalSemaphore},
    {"cuDevResourceGenerateDesc", 12040, 0, LUPINE_FN_cuDevResourceGenerateDesc},
    {"cuDevSmResourceSplitByCount", 12040, 0, LUPINE_FN_cuDevSmResourceSplitByCount},
    {"cuDeviceCanAccessPeer", 4000, 0, LUPINE_FN_cuDeviceCanAccessPeer},
    {"cuDeviceComputeCapability", 2000, 0, LUPINE_FN_cuDeviceComputeCapability},
    {"cuDeviceGet", 2000, 0, LUPINE_FN_cuDeviceGet},
    {"cuDeviceGetAttribute", 2000, 0, LUPINE_FN_cuDeviceGetAttribute},
    {"cuDeviceGetByPCIBusId", 4010, 0, LUPINE_FN_cuDeviceGetByPCIBusId},
    {"cuDeviceGetCount", 2000, 0, LUPINE_FN_cuDeviceGetCount},
    {"cuDeviceGetDefaultMemPool", 11020, 0, LUPINE_FN_cuDeviceGetDefaultMemPool},
    {"cuDeviceGetDevResource", 12040, 0, LUPINE_FN_cuDeviceGetDevResource},
    {"cuDeviceGetExecAffinitySupport", 11040, 0, LUPINE_FN_cuDeviceGetExecAffinitySupport},
    {"cuDeviceGetGraphMemAttribute", 11040, 0, LUPINE_FN_cuDeviceGetGraphMemAttribute},
    {"cuDeviceGetHostAtomicCapabilities", 13000, 0, LUPINE_FN_cuDeviceGetHostAtomicCapabilities},
    {"cuDeviceGetLuid", 10000, 0, LUPINE_FN_cuDeviceGetLuid},
    {"cuDeviceGetMemPool", 11020, 0, LUPINE_FN_cuDeviceGetMemPool},
    {"cuDeviceGetName", 2000, 0, LUPINE_FN_cuDeviceGetName},
    {"cuDeviceGetNvSciSyncAttributes", 10020, 0, LUPINE_FN_cuDeviceGetNvSciSyncAttributes},
    {"cuDeviceGetP2PAtomicCapabilities", 13000, 0, LUPINE_FN_cuDeviceGetP2PAtomicCapabilities},
    {"cuDeviceGetP2PAttribute", 8000, 0, LUPINE_FN_cuDeviceGetP2PAttribute},
    {"cuDeviceGetPCIBusId", 4010, 0, LUPINE_FN_cuDeviceGetPCIBusId},
    {"cuDeviceGetProperties", 2000, 0, LUPINE_FN_cuDeviceGetProperties},
    {"cuDeviceGetTexture1DLinearMaxWidth", 11010, 0, LUPINE_FN_cuDeviceGetTexture1DLinearMaxWidth},
    {"cuDeviceGetUuid", 9020, 0, LUPINE_FN_cuDeviceGetUuid},
    {"cuDeviceGetUuid", 11040, 0, LUPINE_FN_cuDeviceGetUuid_v2},
    {"cuDeviceGraphMemTrim", 11040, 0, LUPINE_FN_cuDeviceGraphMemTrim},
    {"cuDevicePrimaryCtxGetState", 7000, 0, LUPINE_FN_cuDevicePrimaryCtxGetState},
    {"cuDevicePrimaryCtxRelease", 7000, 0, LUPINE_FN_cuDevicePrimaryCtxRelease},
    {"cuDevicePrimaryCtxRelease", 11000, 0, LUPINE_FN_cuDevicePrimaryCtxRelease_v2},
    {"cuDevicePrimaryCtxReset", 7000, 0, LUPINE_FN_cuDevicePrimaryCtxReset},
    {"cuDevicePrimaryCtxReset", 11000, 0, LUPINE_FN_cuDevicePrimaryCtxReset_v2},
    {"cuDevicePrimaryCtxRetain", 7000, 0, LUPINE_FN_cuDevicePrimaryCtxRetain},
    {"cuDevicePrimaryCtxSetFlags", 7000, 0, LUPINE_FN_cuDevicePrimaryCtxSetFlags},
    {"cuDevicePrimaryCtxSetFlags", 11000, 0, LUPINE_FN_cuDevicePrimaryCtxSetFlags_v2},
    {"cuDeviceRegisterAsyncNotification", 12040, 0, LUPINE_FN_cuDeviceRegisterAsyncNotification},
    {"cuDeviceSetGraphMemAttribute", 11040, 0, LUPINE_FN_cuDeviceSetGraphMemAttribute},
    {"cuDeviceSetMemPool", 11020, 0, LUPINE_FN_cuDeviceSetMemPool},
    {"cuDeviceTotalMem", 2000, 0, LUPINE_FN_cuDeviceTotalMem},
    {"cuDeviceTotalMem", 3020, 0, LUPINE_FN_cuDeviceTotalMem_v2},
    {"cuDeviceUnregisterAsyncNotification", 12040, 0, LUPINE_FN_cuDeviceUnregisterAsyncNotification},
    {"cuDriverGetVersion", 2020, 0, LUPINE_FN_cuDriverGetVersion},
    {"cuEventCreate", 2000, 0, LUPINE_FN_cuEventCreate},
    {"cuEventDestroy", 2000, 0, LUPINE_FN_cuEventDestroy},
    {"cuEventDestroy", 4000, 0, LUPINE_FN_cuEventDestroy_v2},
    {"cuEventElapsedTime", 2000, 0, LUPINE_FN_cuEventElapsedTime},
    {"cuEventElapsedTime", 12080, 0, LUPINE_FN_cuEventElapsedTime_v2},
    {"cuEventQuery", 2000, 0, LUPINE_FN_cuEventQuery},
    {"cuEventRecord", 2000, 0, LUPINE_FN_cuEventRecord},
    {"cuEventRecord", 7000, 1, LUPINE_FN_cuEventRecord_ptsz},
    {"cuEventRecordWithFlags", 11010, 0, LUPINE_FN_cuEventRecordWithFlags},
    {"cuEventRecordWithFlags", 11010, 1, LUPINE_FN_cuEventRecordWithFlags_ptsz},
    {"cuEventSynchronize", 2000, 0, LUPINE_FN_cuEventSynchronize},
    {"cuExternalMemoryGetMappedBuffer", 10000, 0, LUPINE_FN_cuExternalMemoryGetMappedBuffer},
    {"cuExternalMemoryGetMappedMipmappedArray", 10000, 0, LUPINE_FN_cuExternalMemoryGetMappedMipmappedArray},
    {"cuFlushGPUDirectRDMAWrites", 11030, 0, LUPINE_FN_cuFlushGPUDirectRDMAWrites},
    {"cuFuncGetAttribute", 2020, 0, LUPINE_FN_cuFuncGetAttribute},
    {"cuFuncGetModule", 11000, 0, LUPINE_FN_cuFuncGetModule},
    {"cuFuncGetName", 12030, 0, LUPINE_FN_cuFuncGetName},
    {"cuFuncGetParamInfo", 12040, 0, LUPINE_FN_cuFuncGetParamInfo},
    {"cuFuncIsLoaded", 12040, 0, LUPINE_FN_cuFuncIsLoaded},
    {"cuFuncLoad", 12040, 0, LUPINE_FN_cuFuncLoad},
    {"cuFuncSetAttribute", 9000, 0, LUPINE_FN_cuFuncSetAttribute},
    {"cuFuncSetBlockShape", 2000, 0, LUPINE_FN_cuFuncSetBlockShape},
    {"cuFuncSetCacheConfig", 3000, 0, LUPINE_FN_cuFuncSetCacheConfig},
    {"cuFuncSetSharedMemConfig", 4020, 0, LUPINE_FN_cuFuncSetSharedMemConfig},
    {"cuFuncSetSharedSize", 2000, 0, LUPINE_FN_cuFuncSetSharedSize},
    {"cuGetErrorName", 6000, 0, LUPINE_FN_cuGetErrorName},
    {"cuGetErrorString", 6000, 0, LUPINE_FN_cuGetErrorString},
    {"cuGetExportTable", 3000, 0, LUPINE_FN_cuGetExportTable},
    {"cuGetProcAddress", 11030, 0, LUPINE_FN_cuGetProcAddress},
    {"cuGetProcAddress", 12000, 0, LUPINE_FN_cuGetProcAddress_v2},
    {"cuGraphAddBatchMemOpNode", 11070, 0, LUPINE_FN_cuGraphAddBatchMemOpNode},
    {"cuGraphAddChildGraphNode", 10000, 0, LUPINE_FN_cuGraphAddChildGraphNode},
    {"cuGraphAddDependencies", 10000, 0, LUPINE_FN_cuGraphAddDependencies},
    {"cuGraphAddDependencies", 12030, 0, LUPINE_FN_cuGraphAddDependencies_v2},
    {"cuGraphAddEmptyNode", 10000, 0, LUPINE_FN_cuGraphAddEmptyNode},
    {"cuGraphAddEventRecordNode", 11010, 0, LUPINE_FN_cuGraphAddEventRecordNode},
    {"cuGraphAddEventWaitNode", 11010, 0, LUPINE_FN_cuGraphAddEventWaitNode},
    {"cuGraphAddExternalSemaphoresSignalNode", 11020, 0, LUPINE_FN_cuGraphAddExternalSemaphoresSignalNode},
    {"cuGraphAddExternalSemaphoresWaitNode", 11020, 0, LUPINE_FN_cuGraphAddExternalSemaphoresWaitNode},
    {"cuGraphAddHostNode", 10000, 0, LUPINE_FN_cuGraphAddHostNode},
    {"cuGraphAddKernelNode", 10000, 0, LUPINE_FN_cuGraphAddKernelNode},
    {"cuGraphAddKernelNode", 12000, 0, LUPINE_FN_cuGraphAddKernelNode_v2},
    {"cuGraphAddMemAllocNode", 11040, 0, LUPINE_FN_cuGraphAddMemAllocNode},
    {"cuGraphAddMemFreeNode", 11040, 0, LUPINE_FN_cuGraphAddMemFreeNode},
    {"cuGraphAddMemcpyNode", 10000, 0, LUPINE_FN_cuGraphAddMemcpyNode},
    {"cuGraphAddMemsetNode", 10000, 0, LUPINE_FN_cuGraphAddMemsetNode},
    {"cuGraphAddNode", 12020, 0, LUPINE_FN_cuGraphAddNode},
    {"cuGraphAddNode", 12030, 0, LUPINE_FN_cuGraphAddNode_v2},
    {"cuGraphBatchMemOpNodeGetParams", 11070, 0, LUPINE_FN_cuGraphBatchMemOpNodeGetParams},
    {"cuGraphBatchMemOpNodeSetParams", 11070, 0, LUPINE_FN_cuGraphBatchMemOpNodeSetParams},
    {"cuGraphChildGraphNodeGetGraph", 10000, 0, LUPINE_FN_cuGraphChildGraphNodeGetGraph},
    {"cuGraphClone", 10000, 0, LUPINE_FN_cuGraphClone},
    {"cuGraphConditionalHandleCreate", 12030, 0, LUPINE_FN_cuGraphConditionalHandleCreate},
    {"cuGraphCreate", 10000, 0, LUPINE_FN_cuGraphCreate},
    {"cuGraphDebugDotPrint", 11030, 0, LUPINE_FN_cuGraphDebugDotPrint},
    {"cuGraphDestroy", 10000, 0, LUPINE_FN_cuGraphDestroy},
    {"cuGraphDestroyNode", 10000, 0, LUPINE_FN_cuGraphDestroyNode},
    {"cuGraphEventRecordNodeGetEvent", 11010, 0, LUPINE_FN_cuGraphEventRecordNodeGetEvent},
    {"cuGraphEventRecordNodeSetEvent", 11010, 0, LUPINE_FN_cuGraphEventRecordNodeSetEvent},
    {"cuGraphEventWaitNodeGetEvent", 11010, 0, LUPINE_FN_cuGraphEventWaitNodeGetEvent},
    {"cuGraphEventWaitNodeSetEvent", 11010, 0, LUPINE_FN_cuGraphEventWaitNodeSetEvent},
    {"cuGraphExecBatchMemOpNodeSetParams", 11070, 0, LUPINE_FN_cuGraphExecBatchMemOpNodeSetParams},
    {"cuGraphExecChildGraphNodeSetParams", 11010, 0, LUPINE_FN_cuGraphExecChildGraphNodeSetParams},
    {"cuGraphExecDestroy", 10000, 0, LUPINE_FN_cuGraphExecDestroy},
    {"cuGraphExecEventRecordNodeSetEvent", 11010, 0, LUPINE_FN_cuGraphExecEventRecordNodeSetEvent},
    {"cuGraphExecEventWaitNodeSetEvent", 11010, 0, LUPINE_FN_cuGraphExecEventWaitNodeSetEvent},
    {"cuGraphExecExternalSemaphoresSignalNodeSetParams", 11020, 0, LUPINE_FN_cuGraphExecExternalSemaphoresSignalNodeSetParams},
    {"cuGraphExecExternalSemaphoresWaitNodeSetParams", 11020, 0, LUPINE_FN_cuGraphExecExternalSemaphoresWaitNodeSetParams},
    {"cuGraphExecGetFlags", 12000, 0, LUPINE_FN_cuGraphExecGetFlags},
    {"cuGraphExecHostNodeSetParams", 10020, 0, LUPINE_FN_cuGraphExecHostNodeSetParams},
    {"cuGraphExecKernelNodeSetParams", 10010, 0, LUPINE_FN_cuGraphExecKernelNodeSetParams},
    {"cuGraphExecKernelNodeSetParams", 12000, 0, LUPINE_FN_cuGraphExecKernelNodeSetParams_v2},
    {"cuGraphExecMemcpyNodeSetParams", 10020, 0, LUPINE_FN_cuGraphExecMemcpyNodeSetParams},
    {"cuGraphExecMemsetNodeSetParams", 10020, 0, LUPINE_FN_cuGraphExecMemsetNodeSetParams},
    {"cuGraphExecNodeSetParams", 12020, 0, LUPINE_FN_cuGraphExecNodeSetParams},
    {"cuGraphExecUpdate", 10020, 0, LUPINE_FN_cuGraphExecUpdate},
    {"cuGraphExecUpdate", 12000, 0, LUPINE_FN_cuGraphExecUpdate_v2},
    {"cuGraphExternalSemaphoresSignalNodeGetParams", 11020, 0, LUPINE_FN_cuGraphExternalSemaphoresSignalNodeGetParams},
    {"cuGraphExternalSemaphoresSignalNodeSetParams", 11020, 0, LUPINE_FN_cuGraphExternalSemaphoresSignalNodeSetParams},
    {"cuGraphExternalSemaphoresWaitNodeGetParams", 11020, 0, LUPINE_FN_cuGraphExternalSemaphoresWaitNodeGetParams},
    {"cuGraphExternalSemaphoresWaitNodeSetParams", 11020, 0, LUPINE_FN_cuGraphExternalSemaphoresWaitNodeSetParams},
    {"cuGraphGetEdges", 10000, 0, LUPINE_FN_cuGraphGetEdges},
    {"cuGraphGetEdges", 12030, 0, LUPINE_FN_cuGraphGetEdges_v2},
    {"cuGraphGetNodes", 10000, 0, LUPINE_FN_cuGraphGetNodes},
    {"cuGraphGetRootNodes", 10000, 0, LUPINE_FN_cuGraphGetRootNodes},
    {"cuGraphHostNodeGetParams", 10000, 0, LUPINE_FN_cuGraphHostNodeGetParams},
    {"cuGraphHostNodeSetParams", 10000, 0, LUPINE_FN_cuGraphHostNodeSetParams},
    {"cuGraphInstantiate", 10000, 0, LUPINE_FN_cuGraphInstantiate},
    {"cuGraphInstantiate", 11000, 0, LUPINE_FN_cuGraphInstantiate_v2},
    {"cuGraphInstantiateWithFlags", 11040, 0, LUPINE_FN_cuGraphInstantiateWithFlags},
    {"cuGraphInstantiateWithParams", 12000, 0, LUPINE_FN_cuGraphInstantiateWithParams},
    {"cuGraphInstantiateWithParams", 12000, 1, LUPINE_FN_cuGraphInstantiateWithParams_ptsz},
    {"cuGraphKernelNodeCopyAttributes", 11000, 0, LUPINE_FN_cuGraphKernelNodeCopyAttributes},
    {"cuGraphKernelNodeGetAttribute", 11000, 0, LUPINE_FN_cuGraphKernelNodeGetAttribute},
    {"cuGraphKernelNodeGetParams", 10000, 0, LUPINE_FN_cuGraphKernelNodeGetParams},
    {"cuGraphKernelNodeGetParams", 12000, 0, LUPINE_FN_cuGraphKernelNodeGetParams_v2},
    {"cuGraphKernelNodeSetAttribute", 11000, 0, LUPINE_FN_cuGraphKernelNodeSetAttribute},
    {"cuGraphKernelNodeSetParams", 10000, 0, LUPINE_FN_cuGraphKernelNodeSetParams},
    {"cuGraphKernelNodeSetParams", 12000, 0, LUPINE_FN_cuGraphKernelNodeSetParams_v2},
    {"cuGraphLaunch", 10000, 0, LUPINE_FN_cuGraphLaunch},
    {"cuGraphLaunch", 10000, 1, LUPINE_FN_cuGraphLaunch_ptsz},
    {"cuGraphMemAllocNodeGetParams", 11040, 0, LUPINE_FN_cuGraphMemAllocNodeGetParams},
    {"cuGraphMemFreeNodeGetParams", 11040, 0, LUPINE_FN_cuGraphMemFreeNodeGetParams},
    {"cuGraphMemcpyNodeGetParams", 10000, 0, LUPINE_FN_cuGraphMemcpyNodeGetParams},
    {"cuGraphMemcpyNodeSetParams", 10000, 0, LUPINE_FN_cuGraphMemcpyNodeSetParams},
    {"cuGraphMemsetNodeGetParams", 10000, 0, LUPINE_FN_cuGraphMemsetNodeGetParams},
    {"cuGraphMemsetNodeSetParams", 10000, 0, LUPINE_FN_cuGraphMemsetNodeSetParams},
    {"cuGraphNodeFindInClone", 10000, 0, LUPINE_FN_cuGraphNodeFindInClone},
    {"cuGraphNodeGetDependencies", 10000, 0, LUPINE_FN_cuGraphNodeGetDependencies},
    {"cuGraphNodeGetDependencies", 12030, 0, LUPINE_FN_cuGraphNodeGetDependencies_v2},
    {"cuGraphNodeGetDependentNodes", 10000, 0, LUPINE_FN_cuGraphNodeGetDependentNodes},
    {"cuGraphNodeGetDependentNodes", 12030, 0, LUPINE_FN_cuGraphNodeGetDependentNodes_v2},
    {"cuGraphNodeGetEnabled", 11060, 0, LUPINE_FN_cuGraphNodeGetEnabled},
    {"cuGraphNodeGetType", 10000, 0, LUPINE_FN_cuGraphNodeGetType},
    {"cuGraphNodeSetEnabled", 11060, 0, LUPINE_FN_cuGraphNodeSetEnabled},
    {"cuGraphNodeSetParams", 12020, 0, LUPINE_FN_cuGraphNodeSetParams},
    {"cuGraphReleaseUserObject", 11030, 0, LUPINE_FN_cuGraphReleaseUserObject},
    {"cuGraphRemoveDependencies", 10000, 0, LUPINE_FN_cuGraphRemoveDependencies},
    {"cuGraphRemoveDependencies", 12030, 0, LUPINE_FN_cuGraphRemoveDependencies_v2},
    {"cuGraphRetainUserObject", 11030, 0, LUPINE_FN_cuGraphRetainUserObject},
    {"cuGraphUpload", 11010, 0, LUPINE_FN_cuGraphUpload},
    {"cuGraphUpload", 11010, 1, LUPINE_FN_cuGraphUpload_ptsz},
    {"cuGraphicsMapResources", 3000, 0, LUPINE_FN_cuGraphicsMapResources},
    {"cuGraphicsMapResources", 7000, 1, LUPINE_FN_cuGraphicsMapResources_ptsz},
    {"cuGraphicsResourceGetMappedMipmappedArray", 5000, 0, LUPINE_FN_cuGraphicsResourceGetMappedMipmappedArray},
    {"cuGraphicsResourceGetMappedPointer", 3000, 0, LUPINE_FN_cuGraphicsResourceGetMappedPointer},
    {"cuGraphicsResourceGetMappedPointer", 3020, 0, LUPINE_FN_cuGraphicsResourceGetMappedPointer_v2},
    {"cuGraphicsResourceSetMapFlags", 3000, 0, LUPINE_FN_cuGraphicsResourceSetMapFlags},
    {"cuGraphicsResourceSetMapFlags", 6050, 0, LUPINE_FN_cuGraphicsResourceSetMapFlags_v2},
    {"cuGraphicsSubResourceGetMappedArray", 3000, 0, LUPINE_FN_cuGraphicsSubResourceGetMappedArray},
    {"cuGraphicsUnmapResources", 3000, 0, LUPINE_FN_cuGraphicsUnmapResources},
    {"cuGraphicsUnmapResources", 7000, 1, LUPINE_FN_cuGraphicsUnmapResources_ptsz},
    {"cuGraphicsUnregisterResource", 3000, 0, LUPINE_FN_cuGraphicsUnregisterResource},
    {"cuGreenCtxCreate", 12040, 0, LUPINE_FN_cuGreenCtxCreate},
    {"cuGreenCtxDestroy", 12040, 0, LUPINE_FN_cuGreenCtxDestroy},
    {"cuGreenCtxGetDevResource", 12040, 0, LUPINE_FN_cuGreenCtxGetDevResource},
    {"cuGreenCtxGetId", 12090, 0, LUPINE_FN_cuGreenCtxGetId},
    {"cuGreenCtxRecordEvent", 12040, 0, LUPINE_FN_cuGreenCtxRecordEvent},
    {"cuGreenCtxStreamCreate", 12050, 0, LUPINE_FN_cuGreenCtxStreamCreate},
    {"cuGreenCtxWaitEvent", 12040, 0, LUPINE_FN_cuGreenCtxWaitEvent},
    {"cuImportExternalMemory", 10000, 0, LUPINE_FN_cuImportExternalMemory},
    {"cuImportExternalSemaphore", 10000, 0, LUPINE_FN_cuImportExternalSemaphore},
    {"cuInit", 2000, 0, LUPINE_FN_cuInit},
    {"cuIpcCloseMemHandle", 4010, 0, LUPINE_FN_cuIpcCloseMemHandle},
    {"cuIpcGetEventHandle", 4010, 0, LUPINE_FN_cuIpcGetEventHandle},
    {"cuIpcGetMemHandle", 4010, 0, LUPINE_FN_cuIpcGetMemHandle},
    {"cuIpcOpenEventHandle", 4010, 0, LUPINE_FN_cuIpcOpenEventHandle},
    {"cuIpcOpenMemHandle", 4010, 0, LUPINE_FN_cuIpcOpenMemHandle},
    {"cuIpcOpenMemHandle", 11000, 0, LUPINE_FN_cuIpcOpenMemHandle_v2},
    {"cuKernelGetAttribute", 12000, 0, LUPINE_FN_cuKernelGetAttribute},
    {"cuKernelGetFunction", 12000, 0, LUPINE_FN_cuKernelGetFunction},
    {"cuKernelGetLibrary", 12050, 0, LUPINE_FN_cuKernelGetLibrary},
    {"cuKernelGetName", 12030, 0, LUPINE_FN_cuKernelGetName},
    {"cuKernelGetParamInfo", 12040, 0, LUPINE_FN_cuKernelGetParamInfo},
    {"cuKernelSetAttribute", 12000, 0, LUPINE_FN_cuKernelSetAttribute},
    {"cuKernelSetCacheConfig", 12000, 0, LUPINE_FN_cuKernelSetCacheConfig},
    {"cuLaunch", 2000, 0, LUPINE_FN_cuLaunch},
    {"cuLaunchCooperativeKernel", 9000, 0, LUPINE_FN_cuLaunchCooperativeKernel},
    {"cuLaunchCooperativeKernel", 9000, 1, LUPINE_FN_cuLaunchCooperativeKernel_ptsz},
    {"cuLaunchCooperativeKernelMultiDevice", 9000, 0, LUPINE_FN_cuLaunchCooperativeKernelMultiDevice},
    {"cuLaunchGrid", 2000, 0, LUPINE_FN_cuLaunchGrid},
    {"cuLaunchGridAsync", 2000, 0, LUPINE_FN_cuLaunchGridAsync},
    {"cuLaunchHostFunc", 10000, 0, LUPINE_FN_cuLaunchHostFunc},
    {"cuLaunchHostFunc", 10000, 1, LUPINE_FN_cuLaunchHostFunc_ptsz},
    {"cuLaunchKernel", 4000, 0, LUPINE_FN_cuLaunchKernel},
    {"cuLaunchKernel", 7000, 1, LUPINE_FN_cuLaunchKernel_ptsz},
    {"cuLaunchKernelEx", 11060, 0, LUPINE_FN_cuLaunchKernelEx},
    {"cuLaunchKernelEx", 11060, 1, LUPINE_FN_cuLaunchKernelEx_ptsz},
    {"cuLibraryEnumerateKernels", 12040, 0, LUPINE_FN_cuLibraryEnumerateKernels},
    {"cuLibraryGetGlobal", 12000, 0, LUPINE_FN_cuLibraryGetGlobal},
    {"cuLibraryGetKernel", 12000, 0, LUPINE_FN_cuLibraryGetKernel},
    {"cuLibraryGetKernelCount", 12040, 0, LUPINE_FN_cuLibraryGetKernelCount},
    {"cuLibraryGetManaged", 12000, 0, LUPINE_FN_cuLibraryGetManaged},
    {"cuLibraryGetModule", 12000, 0, LUPINE_FN_cuLibraryGetModule},
    {"cuLibraryGetUnifiedFunction", 12000, 0, LUPINE_FN_cuLibraryGetUnifiedFunction},
    {"cuLibraryLoadData", 12000, 0, LUPINE_FN_cuLibraryLoadData},
    {"cuLibraryLoadFromFile", 12000, 0, LUPINE_FN_cuLibraryLoadFromFile},
    {"cuLibraryUnload", 12000, 0, LUPINE_FN_cuLibraryUnload},
    {"cuLinkAddData", 5050, 0, LUPINE_FN_cuLinkAddData},
    {"cuLinkAddData", 6050, 0, LUPINE_FN_cuLinkAddData_v2},
    {"cuLinkAddFile", 5050, 0, LUPINE_FN_cuLinkAddFile},
    {"cuLinkAddFile", 6050, 0, LUPINE_FN_cuLinkAddFile_v2},
    {"cuLinkComplete", 5050, 0, LUPINE_FN_cuLinkComplete},
    {"cuLinkCreate", 5050, 0, LUPINE_FN_cuLinkCreate},
    {"cuLinkCreate", 6050, 0, LUPINE_FN_cuLinkCreate_v2},
    {"cuLinkDestroy", 5050, 0, LUPINE_FN_cuLinkDestroy},
    {"cuLogsCurrent", 12090, 0, LUPINE_FN_cuLogsCurrent},
    {"cuLogsDumpToFile", 12090, 0, LUPINE_FN_cuLogsDumpToFile},
    {"cuLogsDumpToMemory", 12090, 0, LUPINE_FN_cuLogsDumpToMemory},
    {"cuLogsRegisterCallback", 12090, 0, LUPINE_FN_cuLogsRegisterCallback},
    {"cuLogsUnregisterCallback", 12090, 0, LUPINE_FN_cuLogsUnregisterCallback},
    {"cuMemAddressFree", 10020, 0, LUPINE_FN_cuMemAddressFree},
    {"cuMemAddressReserve", 10020, 0, LUPINE_FN_cuMemAddressReserve},
    {"cuMemAdvise", 8000, 0, LUPINE_FN_cuMemAdvise},
    {"cuMemAdvise", 12020, 0, LUPINE_FN_cuMemAdvise_v2},
    {"cuMemAlloc", 2000, 0, LUPINE_FN_cuMemAlloc},
    {"cuMemAlloc", 3020, 0, LUPINE_FN_cuMemAlloc_v2},
    {"cuMemAllocAsync", 11020, 0, LUPINE_FN_cuMemAllocAsync},
    {"cuMemAllocAsync", 11020, 1, LUPINE_FN_cuMemAllocAsync_ptsz},
    {"cuMemAllocFromPoolAsync", 11020, 0, LUPINE_FN_cuMemAllocFromPoolAsync},
    {"cuMemAllocFromPoolAsync", 11020, 1, LUPINE_FN_cuMemAllocFromPoolAsync_ptsz},
    {"cuMemAllocHost", 2000, 0, LUPINE_FN_cuMemAllocHost},
    {"cuMemAllocHost", 3020, 0, LUPINE_FN_cuMemAllocHost_v2},
    {"cuMemAllocManaged", 6000, 0, LUPINE_FN_cuMemAllocManaged},
    {"cuMemAllocPitch", 2000, 0, LUPINE_FN_cuMemAllocPitch},
    {"cuMemAllocPitch", 3020, 0, LUPINE_FN_cuMemAllocPitch_v2},
    {"cuMemBatchDecompressAsync", 12060, 0, LUPINE_FN_cuMemBatchDecompressAsync},
    {"cuMemBatchDecompressAsync", 12060, 1, LUPINE_FN_cuMemBatchDecompressAsync_ptsz},
    {"cuMemCreate", 10020, 0, LUPINE_FN_cuMemCreate},
    {"cuMemDiscardAndPrefetchBatchAsync", 13000, 0, LUPINE_FN_cuMemDiscardAndPrefetchBatchAsync},
    {"cuMemDiscardAndPrefetchBatchAsync", 13000, 1, LUPINE_FN_cuMemDiscardAndPrefetchBatchAsync_ptsz},
    {"cuMemDiscardBatchAsync", 13000, 0, LUPINE_FN_cuMemDiscardBatchAsync},
    {"cuMemDiscardBatchAsync", 13000, 1, LUPINE_FN_cuMemDiscardBatchAsync_ptsz},
    {"cuMemExportToShareableHandle", 10020, 0, LUPINE_FN_cuMemExportToShareableHandle},
    {"cuMemFree", 2000, 0, LUPINE_FN_cuMemFree},
    {"cuMemFree", 3020, 0, LUPINE_FN_cuMemFree_v2},
    {"cuMemFreeAsync", 11020, 0, LUPINE_FN_cuMemFreeAsync},
    {"cuMemFreeAsync", 11020, 1, LUPINE_FN_cuMemFreeAsync_ptsz},
    {"cuMemFreeHost", 2000, 0, LUPINE_FN_cuMemFreeHost},
    {"cuMemGetAccess", 10020, 0, LUPINE_FN_cuMemGetAccess},
    {"cuMemGetAddressRange", 2000, 0, LUPINE_FN_cuMemGetAddressRange},
    {"cuMemGetAddressRange", 3020, 0, LUPINE_FN_cuMemGetAddressRange_v2},
    {"cuMemGetAllocationGranularity", 10020, 0, LUPINE_FN_cuMemGetAllocationGranularity},
    {"cuMemGetAllocationPropertiesFromHandle", 10020, 0, LUPINE_FN_cuMemGetAllocationPropertiesFromHandle},
    {"cuMemGetDefaultMemPool", 13000, 0, LUPINE_FN_cuMemGetDefaultMemPool},
    {"cuMemGetHandleForAddressRange", 11070, 0, LUPINE_FN_cuMemGetHandleForAddressRange},
    {"cuMemGetInfo", 2000, 0, LUPINE_FN_cuMemGetInfo},
    {"cuMemGetInfo", 3020, 0, LUPINE_FN_cuMemGetInfo_v2},
    {"cuMemGetMemPool", 13000, 0, LUPINE_FN_cuMemGetMemPool},
    {"cuMemHostAlloc", 2020, 0, LUPINE_FN_cuMemHostAlloc},
    {"cuMemHostGetDevicePointer", 2020, 0, LUPINE_FN_cuMemHostGetDevicePointer},
    {"cuMemHostGetDevicePointer", 3020, 0, LUPINE_FN_cuMemHostGetDevicePointer_v2},
    {"cuMemHostGetFlags", 2030, 0, LUPINE_FN_cuMemHostGetFlags},
    {"cuMemHostRegister", 4000, 0, LUPINE_FN_cuMemHostRegister},
    {"cuMemHostRegister", 6050, 0, LUPINE_FN_cuMemHostRegister_v2},
    {"cuMemHostUnregister", 4000, 0, LUPINE_FN_cuMemHostUnregister},
    {"cuMemImportFromShareableHandle", 10020, 0, LUPINE_FN_cuMemImportFromShareableHandle},
    {"cuMemMap", 10020, 0, LUPINE_FN_cuMemMap},
    {"cuMemMapArrayAsync", 11010, 0, LUPINE_FN_cuMemMapArrayAsync},
    {"cuMemMapArrayAsync", 11010, 1, LUPINE_FN_cuMemMapArrayAsync_ptsz},
    {"cuMemPoolCreate", 11020, 0, LUPINE_FN_cuMemPoolCreate},
    {"cuMemPoolDestroy", 11020, 0, LUPINE_FN_cuMemPoolDestroy},
    {"cuMemPoolExportPointer", 11020, 0, LUPINE_FN_cuMemPoolExportPointer},
    {"cuMemPoolExportToShareableHandle", 11020, 0, LUPINE_FN_cuMemPoolExportToShareableHandle},
    {"cuMemPoolGetAccess", 11020, 0, LUPINE_FN_cuMemPoolGetAccess},
    {"cuMemPoolGetAttribute", 11020, 0, LUPINE_FN_cuMemPoolGetAttribute},
    {"cuMemPoolImportFromShareableHandle", 11020, 0, LUPINE_FN_cuMemPoolImportFromShareableHandle},
    {"cuMemPoolImportPointer", 11020, 0, LUPINE_FN_cuMemPoolImportPointer},
    {"cuMemPoolSetAccess", 11020, 0, LUPINE_FN_cuMemPoolSetAccess},
    {"cuMemPoolSetAttribute", 11020, 0, LUPINE_FN_cuMemPoolSetAttribute},
    {"cuMemPoolTrimTo", 11020, 0, LUPINE_FN_cuMemPoolTrimTo},
    {"cuMemPrefetchAsync", 8000, 0, LUPINE_FN_cuMemPrefetchAsync},
    {"cuMemPrefetchAsync", 12020, 0, LUPINE_FN_cuMemPrefetchAsync_v2},
    {"cuMemPrefetchAsync", 8000, 1, LUPINE_FN_cuMemPrefetchAsync_ptsz},
    {"cuMemPrefetchAsync", 12020, 1, LUPINE_FN_cuMemPrefetchAsync_v2_ptsz},
    {"cuMemPrefetchBatchAsync", 13000, 0, LUPINE_FN_cuMemPrefetchBatchAsync},
    {"cuMemPrefetchBatchAsync", 13000, 1, LUPINE_FN_cuMemPrefetchBatchAsync_ptsz},
    {"cuMemRangeGetAttribute", 8000, 0, LUPINE_FN_cuMemRangeGetAttribute},
    {"cuMemRangeGetAttributes", 8000, 0, LUPINE_FN_cuMemRangeGetAttributes},
    {"cuMemRelease", 10020, 0, LUPINE_FN_cuMemRelease},
    {"cuMemRetainAllocationHandle", 11000, 0, LUPINE_FN_cuMemRetainAllocationHandle},
    {"cuMemSetAccess", 10020, 0, LUPINE_FN_cuMemSetAccess},
    {"cuMemSetMemPool", 13000, 0, LUPINE_FN_cuMemSetMemPool},
    {"cuMemUnmap", 10020, 0, LUPINE_FN_cuMemUnmap},
    {"cuMemcpy", 4000, 0, LUPINE_FN_cuMemcpy},
    {"cuMemcpy", 7000, 1, LUPINE_FN_cuMemcpy_ptds},
    {"cuMemcpy2D", 2000, 0, LUPINE_FN_cuMemcpy2D},
    {"cuMemcpy2D", 3020, 0, LUPINE_FN_cuMemcpy2D_v2},
    {"cuMemcpy2D", 7000, 1, LUPINE_FN_cuMemcpy2D_v2_ptds},
    {"cuMemcpy2DAsync", 2000, 0, LUPINE_FN_cuMemcpy2DAsync},
    {"cuMemcpy2DAsync", 3020, 0, LUPINE_FN_cuMemcpy2DAsync_v2},
    {"cuMemcpy2DAsync", 7000, 1, LUPINE_FN_cuMemcpy2DAsync_v2_ptsz},
    {"cuMemcpy2DUnaligned", 2000, 0, LUPINE_FN_cuMemcpy2DUnaligned},
    {"cuMemcpy2DUnaligned", 3020, 0, LUPINE_FN_cuMemcpy2DUnaligned_v2},
    {"cuMemcpy2DUnaligned", 7000, 1, LUPINE_FN_cuMemcpy2DUnaligned_v2_ptds},
    {"cuMemcpy3D", 2000, 0, LUPINE_FN_cuMemcpy3D},
    {"cuMemcpy3D", 3020, 0, LUPINE_FN_cuMemcpy3D_v2},
    {"cuMemcpy3D", 7000, 1, LUPINE_FN_cuMemcpy3D_v2_ptds},
    {"cuMemcpy3DAsync", 2000, 0, LUPINE_FN_cuMemcpy3DAsync},
    {"cuMemcpy3DAsync", 3020, 0, LUPINE_FN_cuMemcpy3DAsync_v2},
    {"cuMemcpy3DAsync", 7000, 1, LUPINE_FN_cuMemcpy3DAsync_v2_ptsz},
    {"cuMemcpy3DBatchAsync", 12080, 0, LUPINE_FN_cuMemcpy3DBatchAsync},
    {"cuMemcpy3DBatchAsync", 13000, 0, LUPINE_FN_cuMemcpy3DBatchAsync_v2},
    {"cuMemcpy3DBatchAsync", 12080, 1, LUPINE_FN_cuMemcpy3DBatchAsync_ptsz},
    {"cuMemcpy3DBatchAsync", 13000, 1, LUPINE_FN_cuMemcpy3DBatchAsync_v2_ptsz},
    {"cuMemcpy3DPeer", 4000, 0, LUPINE_FN_cuMemcpy3DPeer},
    {"cuMemcpy3DPeer", 7000, 1, LUPINE_FN_cuMemcpy3DPeer_ptds},
    {"cuMemcpy3DPeerAsync", 4000, 0, LUPINE_FN_cuMemcpy3DPeerAsync},
    {"cuMemcpy3DPeerAsync", 7000, 1, LUPINE_FN_cuMemcpy3DPeerAsync_ptsz},
    {"cuMemcpyAsync", 4000, 0, LUPINE_FN_cuMemcpyAsync},
    {"cuMemcpyAsync", 7000, 1, LUPINE_FN_cuMemcpyAsync_ptsz},
    {"cuMemcpyAtoA", 2000, 0, LUPINE_FN_cuMemcpyAtoA},
    {"cuMemcpyAtoA", 3020, 0, LUPINE_FN_cuMemcpyAtoA_v2},
    {"cuMemcpyAtoA", 7000, 1, LUPINE_FN_cuMemcpyAtoA_v2_ptds},
    {"cuMemcpyAtoD", 2000, 0, LUPINE_FN_cuMemcpyAtoD},
    {"cuMemcpyAtoD", 3020, 0, LUPINE_FN_cuMemcpyAtoD_v2},
    {"cuMemcpyAtoD", 7000, 1, LUPINE_FN_cuMemcpyAtoD_v2_ptds},
    {"cuMemcpyAtoH", 2000, 0, LUPINE_FN_cuMemcpyAtoH},
    {"cuMemcpyAtoH", 3020, 0, LUPINE_FN_cuMemcpyAtoH_v2},
    {"cuMemcpyAtoH", 7000, 1, LUPINE_FN_cuMemcpyAtoH_v2_ptds},
    {"cuMemcpyAtoHAsync", 2000, 0, LUPINE_FN_cuMemcpyAtoHAsync},
    {"cuMemcpyAtoHAsync", 3020, 0, LUPINE_FN_cuMemcpyAtoHAsync_v2},
    {"cuMemcpyAtoHAsync", 7000, 1, LUPINE_FN_cuMemcpyAtoHAsync_v2_ptsz},
    {"cuMemcpyBatchAsync", 12080, 0, LUPINE_FN_cuMemcpyBatchAsync},
    {"cuMemcpyBatchAsync", 13000, 0, LUPINE_FN_cuMemcpyBatchAsync_v2},
    {"cuMemcpyBatchAsync", 12080, 1, LUPINE_FN_cuMemcpyBatchAsync_ptsz},
    {"cuMemcpyBatchAsync", 13000, 1, LUPINE_FN_cuMemcpyBatchAsync_v2_ptsz},
    {"cuMemcpyDtoA", 2000, 0, LUPINE_FN_cuMemcpyDtoA},
    {"cuMemcpyDtoA", 3020, 0, LUPINE_FN_cuMemcpyDtoA_v2},
    {"cuMemcpyDtoA", 7000, 1, LUPINE_FN_cuMemcpyDtoA_v2_ptds},
    {"cuMemcpyDtoD", 2000, 0, LUPINE_FN_cuMemcpyDtoD},
    {"cuMemcpyDtoD", 3020, 0, LUPINE_FN_cuMemcpyDtoD_v2},
    {"cuMemcpyDtoD", 7000, 1, LUPINE_FN_cuMemcpyDtoD_v2_ptds},
    {"cuMemcpyDtoDAsync", 3000, 0, LUPINE_FN_cuMemcpyDtoDAsync},
    {"cuMemcpyDtoDAsync", 3020, 0, LUPINE_FN_cuMemcpyDtoDAsync_v2},
    {"cuMemcpyDtoDAsync", 7000, 1, LUPINE_FN_cuMemcpyDtoDAsync_v2_ptsz},
    {"cuMemcpyDtoH", 2000, 0, LUPINE_FN_cuMemcpyDtoH},
    {"cuMemcpyDtoH", 3020, 0, LUPINE_FN_cuMemcpyDtoH_v2},
    {"cuMemcpyDtoH", 7000, 1, LUPINE_FN_cuMemcpyDtoH_v2_ptds},
    {"cuMemcpyDtoHAsync", 2000, 0, LUPINE_FN_cuMemcpyDtoHAsync},
    {"cuMemcpyDtoHAsync", 3020, 0, LUPINE_FN_cuMemcpyDtoHAsync_v2},
    {"cuMemcpyDtoHAsync", 7000, 1, LUPINE_FN_cuMemcpyDtoHAsync_v2_ptsz},
    {"cuMemcpyHtoA", 2000, 0, LUPINE_FN_cuMemcpyHtoA},
    {"cuMemcpyHtoA", 3020, 0, LUPINE_FN_cuMemcpyHtoA_v2},
    {"cuMemcpyHtoA", 7000, 1, LUPINE_FN_cuMemcpyHtoA_v2_ptds},
    {"cuMemcpyHtoAAsync", 2000, 0, LUPINE_FN_cuMemcpyHtoAAsync},
    {"cuMemcpyHtoAAsync", 3020, 0, LUPINE_FN_cuMemcpyHtoAAsync_v2},
    {"cuMemcpyHtoAAsync", 7000, 1, LUPINE_FN_cuMemcpyHtoAAsync_v2_ptsz},
    {"cuMemcpyHtoD", 2000, 0, LUPINE_FN_cuMemcpyHtoD},
    {"cuMemcpyHtoD", 3020, 0, LUPINE_FN_cuMemcpyHtoD_v2},
    {"cuMemcpyHtoD", 7000, 1, LUPINE_FN_cuMemcpyHtoD_v2_ptds},
    {"cuMemcpyHtoDAsync", 2000, 0, LUPINE_FN_cuMemcpyHtoDAsync},
    {"cuMemcpyHtoDAsync", 3020, 0, LUPINE_FN_cuMemcpyHtoDAsync_v2},
    {"cuMemcpyHtoDAsync", 7000, 1, LUPINE_FN_cuMemcpyHtoDAsync_v2_ptsz},
    {"cuMemcpyPeer", 4000, 0, LUPINE_FN_cuMemcpyPeer},
    {"cuMemcpyPeer", 7000, 1, LUPINE_FN_cuMemcpyPeer_ptds},
    {"cuMemcpyPeerAsync", 4000, 0, LUPINE_FN_cuMemcpyPeerAsync},
    {"cuMemcpyPeerAsync", 7000, 1, LUPINE_FN_cuMemcpyPeerAsync_ptsz},
    {"cuMemsetD16", 2000, 0, LUPINE_FN_cuMemsetD16},
    {"cuMemsetD16", 3020, 0, LUPINE_FN_cuMemsetD16_v2},
    {"cuMemsetD16", 7000, 1, LUPINE_FN_cuMemsetD16_v2_ptds},
    {"cuMemsetD16Async", 3020, 0, LUPINE_FN_cuMemsetD16Async},
    {"cuMemsetD16Async", 7000, 1, LUPINE_FN_cuMemsetD16Async_ptsz},
    {"cuMemsetD2D16", 2000, 0, LUPINE_FN_cuMemsetD2D16},
    {"cuMemsetD2D16", 3020, 0, LUPINE_FN_cuMemsetD2D16_v2},
    {"cuMemsetD2D16", 7000, 1, LUPINE_FN_cuMemsetD2D16_v2_ptds},
    {"cuMemsetD2D16Async", 3020, 0, LUPINE_FN_cuMemsetD2D16Async},
    {"cuMemsetD2D16Async", 7000, 1, LUPINE_FN_cuMemsetD2D16Async_ptsz},
    {"cuMemsetD2D32", 2000, 0, LUPINE_FN_cuMemsetD2D32},
    {"cuMemsetD2D32", 3020, 0, LUPINE_FN_cuMemsetD2D32_v2},
    {"cuMemsetD2D32", 7000, 1, LUPINE_FN_cuMemsetD2D32_v2_ptds},
    {"cuMemsetD2D32Async", 3020, 0, LUPINE_FN_cuMemsetD2D32Async},
    {"cuMemsetD2D32Async", 7000, 1, LUPINE_FN_cuMemsetD2D32Async_ptsz},
    {"cuMemsetD2D8", 2000, 0, LUPINE_FN_cuMemsetD2D8},
    {"cuMemsetD2D8", 3020, 0, LUPINE_FN_cuMemsetD2D8_v2},
    {"cuMemsetD2D8", 7000, 1, LUPINE_FN_cuMemsetD2D8_v2_ptds},
    {"cuMemsetD2D8Async", 3020, 0, LUPINE_FN_cuMemsetD2D8Async},
    {"cuMemsetD2D8Async", 7000, 1, LUPINE_FN_cuMemsetD2D8Async_ptsz},
    {"cuMemsetD32", 2000, 0, LUPINE_FN_cuMemsetD32},
    {"cuMemsetD32", 3020, 0, LUPINE_FN_cuMemsetD32_v2},
    {"cuMemsetD32", 7000, 1, LUPINE_FN_cuMemsetD32_v2_ptds},
    {"cuMemsetD32Async", 3020, 0, LUPINE_FN_cuMemsetD32Async},
    {"cuMemsetD32Async", 7000, 1, LUPINE_FN_cuMemsetD32Async_ptsz},
    {"cuMemsetD8", 2000, 0, LUPINE_FN_cuMemsetD8},
    {"cuMemsetD8", 3020, 0, LUPINE_FN_cuMemsetD8_v2},
    {"cuMemsetD8", 7000, 1, LUPINE_FN_cuMemsetD8_v2_ptds},
    {"cuMemsetD8Async", 3020, 0, LUPINE_FN_cuMemsetD8Async},
    {"cuMemsetD8Async", 7000, 1, LUPINE_FN_cuMemsetD8Async_ptsz},
    {"cuMipmappedArrayCreate", 5000, 0, LUPINE_FN_cuMipmappedArrayCreate},
    {"cuMipmappedArrayDestroy", 5000, 0, LUPINE_FN_cuMipmappedArrayDestroy},
    {"cuMipmappedArrayGetLevel", 5000, 0, LUPINE_FN_cuMipmappedArrayGetLevel},
    {"cuMipmappedArrayGetMemoryRequirements", 11060, 0, LUPINE_FN_cuMipmappedArrayGetMemoryRequirements},
    {"cuMipmappedArrayGetSparseProperties", 11010, 0, LUPINE_FN_cuMipmappedArrayGetSparseProperties},
    {"cuModuleEnumerateFunctions", 12040, 0, LUPINE_FN_cuModuleEnumerateFunctions},
    {"cuModuleGetFunction", 2000, 0, LUPINE_FN_cuModuleGetFunction},
    {"cuModuleGetFunctionCount", 12040, 0, LUPINE_FN_cuModuleGetFunctionCount},
    {"cuModuleGetGlobal", 2000, 0, LUPINE_FN_cuModuleGetGlobal},
    {"cuModuleGetGlobal", 3020, 0, LUPINE_FN_cuModuleGetGlobal_v2},
    {"cuModuleGetLoadingMode", 11070, 0, LUPINE_FN_cuModuleGetLoadingMode},
    {"cuModuleGetSurfRef", 3000, 0, LUPINE_FN_cuModuleGetSurfRef},
    {"cuModuleGetTexRef", 2000, 0, LUPINE_FN_cuModuleGetTexRef},
    {"cuModuleLoad", 2000, 0, LUPINE_FN_cuModuleLoad},
    {"cuModuleLoadData", 2000, 0, LUPINE_FN_cuModuleLoadData},
    {"cuModuleLoadDataEx", 2010, 0, LUPINE_FN_cuModuleLoadDataEx},
    {"cuModuleLoadFatBinary", 2000, 0, LUPINE_FN_cuModuleLoadFatBinary},
    {"cuModuleUnload", 2000, 0, LUPINE_FN_cuModuleUnload},
    {"cuMulticastAddDevice", 12010, 0, LUPINE_FN_cuMulticastAddDevice},
    {"cuMulticastBindAddr", 12010, 0, LUPINE_FN_cuMulticastBindAddr},
    {"cuMulticastBindMem", 12010, 0, LUPINE_FN_cuMulticastBindMem},
    {"cuMulticastCreate", 12010, 0, LUPINE_FN_cuMulticastCreate},
    {"cuMulticastGetGranularity", 12010, 0, LUPINE_FN_cuMulticastGetGranularity},
    {"cuMulticastUnbind", 12010, 0, LUPINE_FN_cuMulticastUnbind},
    {"cuOccupancyAvailableDynamicSMemPerBlock", 10020, 0, LUPINE_FN_cuOccupancyAvailableDynamicSMemPerBlock},
    {"cuOccupancyMaxActiveBlocksPerMultiprocessor", 6050, 0, LUPINE_FN_cuOccupancyMaxActiveBlocksPerMultiprocessor},
    {"cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags", 7000, 0, LUPINE_FN_cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags},
    {"cuOccupancyMaxActiveClusters", 11070, 0, LUPINE_FN_cuOccupancyMaxActiveClusters},
    {"cuOccupancyMaxPotentialBlockSize", 6050, 0, LUPINE_FN_cuOccupancyMaxPotentialBlockSize},
    {"cuOccupancyMaxPotentialBlockSizeWithFlags", 7000, 0, LUPINE_FN_cuOccupancyMaxPotentialBlockSizeWithFlags},
    {"cuOccupancyMaxPotentialClusterSize", 11070, 0, LUPINE_FN_cuOccupancyMaxPotentialClusterSize},
    {"cuParamSetSize", 2000, 0, LUPINE_FN_cuParamSetSize},
    {"cuParamSetTexRef", 2000, 0, LUPINE_FN_cuParamSetTexRef},
    {"cuParamSetf", 2000, 0, LUPINE_FN_cuParamSetf},
    {"cuParamSeti", 2000, 0, LUPINE_FN_cuParamSeti},
    {"cuParamSetv", 2000, 0, LUPINE_FN_cuParamSetv},
    {"cuPointerGetAttribute", 4000, 0, LUPINE_FN_cuPointerGetAttribute},
    {"cuPointerGetAttributes", 7000, 0, LUPINE_FN_cuPointerGetAttributes},
    {"cuPointerSetAttribute", 6000, 0, LUPINE_FN_cuPointerSetAttribute},
    {"cuProfilerInitialize", 4000, 0, LUPINE_FN_cuProfilerInitialize},
    {"cuProfilerStart", 4000, 0, LUPINE_FN_cuProfilerStart},
    {"cuProfilerStop", 4000, 0, LUPINE_FN_cuProfilerStop},
    {"cuSignalExternalSemaphoresAsync", 10000, 0, LUPINE_FN_cuSignalExternalSemaphoresAsync},
    {"cuSignalExternalSemaphoresAsync", 10000, 1, LUPINE_FN_cuSignalExternalSemaphoresAsync_ptsz},
    {"cuStreamAddCallback", 5000, 0, LUPINE_FN_cuStreamAddCallback},
    {"cuStreamAddCallback", 7000, 1, LUPINE_FN_cuStreamAddCallback_ptsz},
    {"cuStreamAttachMemAsync", 6000, 0, LUPINE_FN_cuStreamAttachMemAsync},
    {"cuStreamAttachMemAsync", 7000, 1, LUPINE_FN_cuStreamAttachMemAsync_ptsz},
    {"cuStreamBatchMemOp", 8000, 0, LUPINE_FN_cuStreamBatchMemOp},
    {"cuStreamBatchMemOp", 11070, 0, LUPINE_FN_cuStreamBatchMemOp_v2},
    {"cuStreamBatchMemOp", 8000, 1, LUPINE_FN_cuStreamBatchMemOp_ptsz},
    {"cuStreamBatchMemOp", 11070, 1, LUPINE_FN_cuStreamBatchMemOp_v2_ptsz},
    {"cuStreamBeginCapture", 10000, 0, LUPINE_FN_cuStreamBeginCapture},
    {"cuStreamBeginCapture", 10010, 0, LUPINE_FN_cuStreamBeginCapture_v2},
    {"cuStreamBeginCapture", 10000, 1, LUPINE_FN_cuStreamBeginCapture_ptsz},
    {"cuStreamBeginCapture", 10010, 1, LUPINE_FN_cuStreamBeginCapture_v2_ptsz},
    {"cuStreamBeginCaptureToGraph", 12030, 0, LUPINE_FN_cuStreamBeginCaptureToGraph},
    {"cuStreamBeginCaptureToGraph", 12030, 1, LUPINE_FN_cuStreamBeginCaptureToGraph_ptsz},
    {"cuStreamCopyAttributes", 11000, 0, LUPINE_FN_cuStreamCopyAttributes},
    {"cuStreamCopyAttributes", 11000, 1, LUPINE_FN_cuStreamCopyAttributes_ptsz},
    {"cuStreamCreate", 2000, 0, LUPINE_FN_cuStreamCreate},
    {"cuStreamCreateWithPriority", 5050, 0, LUPINE_FN_cuStreamCreateWithPriority},
    {"cuStreamDestroy", 2000, 0, LUPINE_FN_cuStreamDestroy},
    {"cuStreamDestroy", 4000, 0, LUPINE_FN_cuStreamDestroy_v2},
    {"cuStreamEndCapture", 10000, 0, LUPINE_FN_cuStreamEndCapture},
    {"cuStreamEndCapture", 10000, 1, LUPINE_FN_cuStreamEndCapture_ptsz},
    {"cuStreamGetAttribute", 11000, 0, LUPINE_FN_cuStreamGetAttribute},
    {"cuStreamGetAttribute", 11000, 1, LUPINE_FN_cuStreamGetAttribute_ptsz},
    {"cuStreamGetCaptureInfo", 10010, 0, LUPINE_FN_cuStreamGetCaptureInfo},
    {"cuStreamGetCaptureInfo", 11030, 0, LUPINE_FN_cuStreamGetCaptureInfo_v2},
    {"cuStreamGetCaptureInfo", 12030, 0, LUPINE_FN_cuStreamGetCaptureInfo_v3},
    {"cuStreamGetCaptureInfo", 10010, 1, LUPINE_FN_cuStreamGetCaptureInfo_ptsz},
    {"cuStreamGetCaptureInfo", 11030, 1, LUPINE_FN_cuStreamGetCaptureInfo_v2_ptsz},
    {"cuStreamGetCaptureInfo", 12030, 1, LUPINE_FN_cuStreamGetCaptureInfo_v3_ptsz},
    {"cuStreamGetCtx", 9020, 0, LUPINE_FN_cuStreamGetCtx},
    {"cuStreamGetCtx", 12050, 0, LUPINE_FN_cuStreamGetCtx_v2},
    {"cuStreamGetCtx", 9020, 1, LUPINE_FN_cuStreamGetCtx_ptsz},
    {"cuStreamGetCtx", 12050, 1, LUPINE_FN_cuStreamGetCtx_v2_ptsz},
    {"cuStreamGetDevice", 12080, 0, LUPINE_FN_cuStreamGetDevice},
    {"cuStreamGetDevice", 12080, 1, LUPINE_FN_cuStreamGetDevice_ptsz},
    {"cuStreamGetFlags", 5050, 0, LUPINE_FN_cuStreamGetFlags},
    {"cuStreamGetFlags", 7000, 1, LUPINE_FN_cuStreamGetFlags_ptsz},
    {"cuStreamGetGreenCtx", 12040, 0, LUPINE_FN_cuStreamGetGreenCtx},
    {"cuStreamGetId", 12000, 0, LUPINE_FN_cuStreamGetId},
    {"cuStreamGetId", 12000, 1, LUPINE_FN_cuStreamGetId_ptsz},
    {"cuStreamGetPriority", 5050, 0, LUPINE_FN_cuStreamGetPriority},
    {"cuStreamGetPriority", 7000, 1, LUPINE_FN_cuStreamGetPriority_ptsz},
    {"cuStreamIsCapturing", 10000, 0, LUPINE_FN_cuStreamIsCapturing},
    {"cuStreamIsCapturing", 10000, 1, LUPINE_FN_cuStreamIsCapturing_ptsz},
    {"cuStreamQuery", 2000, 0, LUPINE_FN_cuStreamQuery},
    {"cuStreamQuery", 7000, 1, LUPINE_FN_cuStreamQuery_ptsz},
    {"cuStreamSetAttribute", 11000, 0, LUPINE_FN_cuStreamSetAttribute},
    {"cuStreamSetAttribute", 11000, 1, LUPINE_FN_cuStreamSetAttribute_ptsz},
    {"cuStreamSynchronize", 2000, 0, LUPINE_FN_cuStreamSynchronize},
    {"cuStreamSynchronize", 7000, 1, LUPINE_FN_cuStreamSynchronize_ptsz},
    {"cuStreamUpdateCaptureDependencies", 11030, 0, LUPINE_FN_cuStreamUpdateCaptureDependencies},
    {"cuStreamUpdateCaptureDependencies", 12030, 0, LUPINE_FN_cuStreamUpdateCaptureDependencies_v2},
    {"cuStreamUpdateCaptureDependencies", 11030, 1, LUPINE_FN_cuStreamUpdateCaptureDependencies_ptsz},
    {"cuStreamUpdateCaptureDependencies", 12030, 1, LUPINE_FN_cuStreamUpdateCaptureDependencies_v2_ptsz},
    {"cuStreamWaitEvent", 3020, 0, LUPINE_FN_cuStreamWaitEvent},
    {"cuStreamWaitEvent", 7000, 1, LUPINE_FN_cuStreamWaitEvent_ptsz},
    {"cuStreamWaitValue32", 8000, 0, LUPINE_FN_cuStreamWaitValue32},
    {"cuStreamWaitValue32", 11070, 0, LUPINE_FN_cuStreamWaitValue32_v2},
    {"cuStreamWaitValue32", 8000, 1, LUPINE_FN_cuStreamWaitValue32_ptsz},
    {"cuStreamWaitValue32", 11070, 1, LUPINE_FN_cuStreamWaitValue32_v2_ptsz},
    {"cuStreamWaitValue64", 9000, 0, LUPINE_FN_cuStreamWaitValue64},
    {"cuStreamWaitValue64", 11070, 0, LUPINE_FN_cuStreamWaitValue64_v2},
    {"cuStreamWaitValue64", 9000, 1, LUPINE_FN_cuStreamWaitValue64_ptsz},
    {"cuStreamWaitValue64", 11070, 1, LUPINE_FN_cuStreamWaitValue64_v2_ptsz},
    {"cuStreamWriteValue32", 8000, 0, LUPINE_FN_cuStreamWriteValue32},
    {"cuStreamWriteValue32", 11070, 0, LUPINE_FN_cuStreamWriteValue32_v2},
    {"cuStreamWriteValue32", 8000, 1, LUPINE_FN_cuStreamWriteValue32_ptsz},
    {"cuStreamWriteValue32", 11070, 1, LUPINE_FN_cuStreamWriteValue32_v2_ptsz},
    {"cuStreamWriteValue64", 9000, 0, LUPINE_FN_cuStreamWriteValue64},
    {"cuStreamWriteValue64", 11070, 0, LUPINE_FN_cuStreamWriteValue64_v2},
    {"cuStreamWriteValue64", 9000, 1, LUPINE_FN_cuStreamWriteValue64_ptsz},
    {"cuStreamWriteValue64", 11070, 1, LUPINE_FN_cuStreamWriteValue64_v2_ptsz},
    {"cuSurfObjectCreate", 5000, 0, LUPINE_FN_cuSurfObjectCreate},
    {"cuSurfObjectDestroy", 5000, 0, LUPINE_FN_cuSurfObjectDestroy},
    {"cuSurfObjectGetResourceDesc", 5000, 0, LUPINE_FN_cuSurfObjectGetResourceDesc},
    {"cuSurfRefGetArray", 3000, 0, LUPINE_FN_cuSurfRefGetArray},
    {"cuSurfRefSetArray", 3000, 0, LUPINE_FN_cuSurfRefSetArray},
    {"cuTensorMapEncodeIm2col", 12000, 0, LUPINE_FN_cuTensorMapEncodeIm2col},
    {"cuTensorMapEncodeIm2colWide", 12080, 0, LUPINE_FN_cuTensorMapEncodeIm2colWide},
    {"cuTensorMapEncodeTiled", 12000, 0, LUPINE_FN_cuTensorMapEncodeTiled},
    {"cuTensorMapReplaceAddress", 12000, 0, LUPINE_FN_cuTensorMapReplaceAddress},
    {"cuTexObjectCreate", 5000, 0, LUPINE_FN_cuTexObjectCreate},
    {"cuTexObjectDestroy", 5000, 0, LUPINE_FN_cuTexObjectDestroy},
    {"cuTexObjectGetResourceDesc", 5000, 0, LUPINE_FN_cuTexObjectGetResourceDesc},
    {"cuTexObjectGetResourceViewDesc", 5000, 0, LUPINE_FN_cuTexObjectGetResourceViewDesc},
    {"cuTexObjectGetTextureDesc", 5000, 0, LUPINE_FN_cuTexObjectGetTextureDesc},
    {"cuTexRefCreate", 2000, 0, LUPINE_FN_cuTexRefCreate},
    {"cuTexRefDestroy", 2000, 0, LUPINE_FN_cuTexRefDestroy},
    {"cuTexRefGetAddress", 2000, 0, LUPINE_FN_cuTexRefGetAddress},
    {"cuTexRefGetAddress", 3020, 0, LUPINE_FN_cuTexRefGetAddress_v2},
    {"cuTexRefGetAddressMode", 2000, 0, LUPINE_FN_cuTexRefGetAddressMode},
    {"cuTexRefGetArray", 2000, 0, LUPINE_FN_cuTexRefGetArray},
    {"cuTexRefGetBorderColor", 8000, 0, LUPINE_FN_cuTexRefGetBorderColor},
    {"cuTexRefGetFilterMode", 2000, 0, LUPINE_FN_cuTexRefGetFilterMode},
    {"cuTexRefGetFlags", 2000, 0, LUPINE_FN_cuTexRefGetFlags},
    {"cuTexRefGetFormat", 2000, 0, LUPINE_FN_cuTexRefGetFormat},
    {"cuTexRefGetMaxAnisotropy", 5000, 0, LUPINE_FN_cuTexRefGetMaxAnisotropy},
    {"cuTexRefGetMipmapFilterMode", 5000, 0, LUPINE_FN_cuTexRefGetMipmapFilterMode},
    {"cuTexRefGetMipmapLevelBias", 5000, 0, LUPINE_FN_cuTexRefGetMipmapLevelBias},
    {"cuTexRefGetMipmapLevelClamp", 5000, 0, LUPINE_FN_cuTexRefGetMipmapLevelClamp},
    {"cuTexRefGetMipmappedArray", 5000, 0, LUPINE_FN_cuTexRefGetMipmappedArray},
    {"cuTexRefSetAddress", 2000, 0, LUPINE_FN_cuTexRefSetAddress},
    {"cuTexRefSetAddress", 3020, 0, LUPINE_FN_cuTexRefSetAddress_v2},
    {"cuTexRefSetAddress2D", 2020, 0, LUPINE_FN_cuTexRefSetAddress2D},
    {"cuTexRefSetAddress2D", 3020, 0, LUPINE_FN_cuTexRefSetAddress2D_v2},
    {"cuTexRefSetAddress2D", 4010, 0, LUPINE_FN_cuTexRefSetAddress2D_v3},
    {"cuTexRefSetAddressMode", 2000, 0, LUPINE_FN_cuTexRefSetAddressMode},
    {"cuTexRefSetArray", 2000, 0, LUPINE_FN_cuTexRefSetArray},
    {"cuTexRefSetBorderColor", 8000, 0, LUPINE_FN_cuTexRefSetBorderColor},
    {"cuTexRefSetFilterMode", 2000, 0, LUPINE_FN_cuTexRefSetFilterMode},
    {"cuTexRefSetFlags", 2000, 0, LUPINE_FN_cuTexRefSetFlags},
    {"cuTexRefSetFormat", 2000, 0, LUPINE_FN_cuTexRefSetFormat},
    {"cuTexRefSetMaxAnisotropy", 5000, 0, LUPINE_FN_cuTexRefSetMaxAnisotropy},
    {"cuTexRefSetMipmapFilterMode", 5000, 0, LUPINE_FN_cuTexRefSetMipmapFilterMode},
    {"cuTexRefSetMipmapLevelBias", 5000, 0, LUPINE_FN_cuTexRefSetMipmapLevelBias},
    {"cuTexRefSetMipmapLevelClamp", 5000, 0, LUPINE_FN_cuTexRefSetMipmapLevelClamp},
    {"cuTexRefSetMipmappedArray", 5000, 0, LUPINE_FN_cuTexRefSetMipmappedArray},
    {"cuThreadExchangeStreamCaptureMode", 10010, 0, LUPINE_FN_cuThreadExchangeStreamCaptureMode},
    {"cuUserObjectCreate", 11030, 0, LUPINE_FN_cuUserObjectCreate},
    {"cuUserObjectRelease", 11030, 0, LUPINE_FN_cuUserObjectRelease},
    {"cuUserObjectRetain", 11030, 0, LUPINE_FN_cuUserObjectRetain},
    {"cuWaitExternalSemaphoresAsync", 10000, 0, LUPINE_FN_cuWaitExternalSemaphoresAsync},
    {"cuWaitExternalSemaphoresAsync", 10000, 1, LUPINE_FN_cuWaitExternalSemaphoresAsync_ptsz},
};
const int lupine_proc_version_count = 637;
