/* GENERATED FILE - DO NOT EDIT.
 * Written by `python -m codegen` from CUDA 13000's headers (cuda.h sha256 64025f81a9d6d2b1)
 * and codegen/annotations.toml. Edit those and regenerate. */

#include "client.h"

CUresult lc_fwd_cuArray3DCreate_v2(CUarray *pHandle, const CUDA_ARRAY3D_DESCRIPTOR *pAllocateArray);
CUresult lc_fwd_cuArray3DGetDescriptor_v2(CUDA_ARRAY3D_DESCRIPTOR *pArrayDescriptor, CUarray hArray);
CUresult lc_fwd_cuArrayCreate_v2(CUarray *pHandle, const CUDA_ARRAY_DESCRIPTOR *pAllocateArray);
CUresult lc_fwd_cuArrayDestroy(CUarray hArray);
CUresult lc_fwd_cuArrayGetDescriptor_v2(CUDA_ARRAY_DESCRIPTOR *pArrayDescriptor, CUarray hArray);
CUresult lc_fwd_cuCtxCreate_v2(CUcontext *pctx, unsigned int flags, CUdevice dev);
CUresult lc_fwd_cuCtxDestroy_v2(CUcontext ctx);
CUresult lc_fwd_cuCtxDisablePeerAccess(CUcontext peerContext);
CUresult lc_fwd_cuCtxEnablePeerAccess(CUcontext peerContext, unsigned int Flags);
CUresult lc_fwd_cuCtxFromGreenCtx(CUcontext *pContext, CUgreenCtx hCtx);
CUresult lc_fwd_cuCtxGetApiVersion(CUcontext ctx, unsigned int *version);
CUresult lc_fwd_cuCtxGetCacheConfig(CUfunc_cache *pconfig);
CUresult lc_fwd_cuCtxGetDevResource(CUcontext hCtx, CUdevResource *resource, CUdevResourceType type);
CUresult lc_fwd_cuCtxGetDevice(CUdevice *device);
CUresult lc_fwd_cuCtxGetDevice_v2(CUdevice *device, CUcontext ctx);
CUresult lc_fwd_cuCtxGetFlags(unsigned int *flags);
CUresult lc_fwd_cuCtxGetId(CUcontext ctx, unsigned long long *ctxId);
CUresult lc_fwd_cuCtxGetLimit(size_t *pvalue, CUlimit limit);
CUresult lc_fwd_cuCtxGetSharedMemConfig(CUsharedconfig *pConfig);
CUresult lc_fwd_cuCtxGetStreamPriorityRange(int *leastPriority, int *greatestPriority);
CUresult lc_fwd_cuCtxPushCurrent_v2(CUcontext ctx);
CUresult lc_fwd_cuCtxRecordEvent(CUcontext hCtx, CUevent hEvent);
CUresult lc_fwd_cuCtxResetPersistingL2Cache(void);
CUresult lc_fwd_cuCtxSetCacheConfig(CUfunc_cache config);
CUresult lc_fwd_cuCtxSetCurrent(CUcontext ctx);
CUresult lc_fwd_cuCtxSetFlags(unsigned int flags);
CUresult lc_fwd_cuCtxSetLimit(CUlimit limit, size_t value);
CUresult lc_fwd_cuCtxSetSharedMemConfig(CUsharedconfig config);
CUresult lc_fwd_cuCtxSynchronize(void);
CUresult lc_fwd_cuCtxSynchronize_v2(CUcontext ctx);
CUresult lc_fwd_cuCtxWaitEvent(CUcontext hCtx, CUevent hEvent);
CUresult lc_fwd_cuDevResourceGenerateDesc(CUdevResourceDesc *phDesc, CUdevResource *resources, unsigned int nbResources);
CUresult lc_fwd_cuDevSmResourceSplitByCount(CUdevResource *result, unsigned int *nbGroups, const CUdevResource *input, CUdevResource *remaining, unsigned int useFlags, unsigned int minCount);
CUresult lc_fwd_cuDeviceCanAccessPeer(int *canAccessPeer, CUdevice dev, CUdevice peerDev);
CUresult lc_fwd_cuDeviceComputeCapability(int *major, int *minor, CUdevice dev);
CUresult lc_fwd_cuDeviceGet(CUdevice *device, int ordinal);
CUresult lc_fwd_cuDeviceGetAttribute(int *pi, CUdevice_attribute attrib, CUdevice dev);
CUresult lc_fwd_cuDeviceGetByPCIBusId(CUdevice *dev, const char *pciBusId);
CUresult lc_fwd_cuDeviceGetCount(int *count);
CUresult lc_fwd_cuDeviceGetDefaultMemPool(CUmemoryPool *pool_out, CUdevice dev);
CUresult lc_fwd_cuDeviceGetDevResource(CUdevice device, CUdevResource *resource, CUdevResourceType type);
CUresult lc_fwd_cuDeviceGetExecAffinitySupport(int *pi, CUexecAffinityType type, CUdevice dev);
CUresult lc_fwd_cuDeviceGetGraphMemAttribute(CUdevice device, CUgraphMem_attribute attr, void *value);
CUresult lc_fwd_cuDeviceGetLuid(char *luid, unsigned int *deviceNodeMask, CUdevice dev);
CUresult lc_fwd_cuDeviceGetMemPool(CUmemoryPool *pool, CUdevice dev);
CUresult lc_fwd_cuDeviceGetName(char *name, int len, CUdevice dev);
CUresult lc_fwd_cuDeviceGetP2PAttribute(int *value, CUdevice_P2PAttribute attrib, CUdevice srcDevice, CUdevice dstDevice);
CUresult lc_fwd_cuDeviceGetPCIBusId(char *pciBusId, int len, CUdevice dev);
CUresult lc_fwd_cuDeviceGetProperties(CUdevprop *prop, CUdevice dev);
CUresult lc_fwd_cuDeviceGetTexture1DLinearMaxWidth(size_t *maxWidthInElements, CUarray_format format, unsigned int numChannels, CUdevice dev);
CUresult lc_fwd_cuDeviceGetUuid(CUuuid *uuid, CUdevice dev);
CUresult lc_fwd_cuDeviceGetUuid_v2(CUuuid *uuid, CUdevice dev);
CUresult lc_fwd_cuDeviceGraphMemTrim(CUdevice device);
CUresult lc_fwd_cuDevicePrimaryCtxGetState(CUdevice dev, unsigned int *flags, int *active);
CUresult lc_fwd_cuDevicePrimaryCtxRelease_v2(CUdevice dev);
CUresult lc_fwd_cuDevicePrimaryCtxReset_v2(CUdevice dev);
CUresult lc_fwd_cuDevicePrimaryCtxRetain(CUcontext *pctx, CUdevice dev);
CUresult lc_fwd_cuDevicePrimaryCtxSetFlags_v2(CUdevice dev, unsigned int flags);
CUresult lc_fwd_cuDeviceSetGraphMemAttribute(CUdevice device, CUgraphMem_attribute attr, void *value);
CUresult lc_fwd_cuDeviceSetMemPool(CUdevice dev, CUmemoryPool pool);
CUresult lc_fwd_cuDeviceTotalMem_v2(size_t *bytes, CUdevice dev);
CUresult lc_fwd_cuDriverGetVersion(int *driverVersion);
CUresult lc_fwd_cuEventCreate(CUevent *phEvent, unsigned int Flags);
CUresult lc_fwd_cuEventDestroy_v2(CUevent hEvent);
CUresult lc_fwd_cuEventElapsedTime(float *pMilliseconds, CUevent hStart, CUevent hEnd);
CUresult lc_fwd_cuEventElapsedTime_v2(float *pMilliseconds, CUevent hStart, CUevent hEnd);
CUresult lc_fwd_cuEventQuery(CUevent hEvent);
CUresult lc_fwd_cuEventRecord(CUevent hEvent, CUstream hStream);
CUresult lc_fwd_cuEventRecordWithFlags(CUevent hEvent, CUstream hStream, unsigned int flags);
CUresult lc_fwd_cuEventRecordWithFlags_ptsz(CUevent hEvent, CUstream hStream, unsigned int flags);
CUresult lc_fwd_cuEventRecord_ptsz(CUevent hEvent, CUstream hStream);
CUresult lc_fwd_cuEventSynchronize(CUevent hEvent);
CUresult lc_fwd_cuFuncGetAttribute(int *pi, CUfunction_attribute attrib, CUfunction hfunc);
CUresult lc_fwd_cuFuncGetModule(CUmodule *hmod, CUfunction hfunc);
CUresult lc_fwd_cuFuncGetName(const char **name, CUfunction hfunc);
CUresult lc_fwd_cuFuncGetParamInfo(CUfunction func, size_t paramIndex, size_t *paramOffset, size_t *paramSize);
CUresult lc_fwd_cuFuncIsLoaded(CUfunctionLoadingState *state, CUfunction function);
CUresult lc_fwd_cuFuncLoad(CUfunction function);
CUresult lc_fwd_cuFuncSetAttribute(CUfunction hfunc, CUfunction_attribute attrib, int value);
CUresult lc_fwd_cuFuncSetCacheConfig(CUfunction hfunc, CUfunc_cache config);
CUresult lc_fwd_cuFuncSetSharedMemConfig(CUfunction hfunc, CUsharedconfig config);
CUresult lc_fwd_cuGetErrorName(CUresult error, const char **pStr);
CUresult lc_fwd_cuGetErrorString(CUresult error, const char **pStr);
CUresult lc_fwd_cuGraphAddChildGraphNode(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, CUgraph childGraph);
CUresult lc_fwd_cuGraphAddDependencies(CUgraph hGraph, const CUgraphNode *from, const CUgraphNode *to, size_t numDependencies);
CUresult lc_fwd_cuGraphAddDependencies_v2(CUgraph hGraph, const CUgraphNode *from, const CUgraphNode *to, const CUgraphEdgeData *edgeData, size_t numDependencies);
CUresult lc_fwd_cuGraphAddEmptyNode(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies);
CUresult lc_fwd_cuGraphAddEventRecordNode(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, CUevent event);
CUresult lc_fwd_cuGraphAddEventWaitNode(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, CUevent event);
CUresult lc_fwd_cuGraphAddMemFreeNode(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, CUdeviceptr dptr);
CUresult lc_fwd_cuGraphAddMemsetNode(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, const CUDA_MEMSET_NODE_PARAMS *memsetParams, CUcontext ctx);
CUresult lc_fwd_cuGraphChildGraphNodeGetGraph(CUgraphNode hNode, CUgraph *phGraph);
CUresult lc_fwd_cuGraphClone(CUgraph *phGraphClone, CUgraph originalGraph);
CUresult lc_fwd_cuGraphConditionalHandleCreate(CUgraphConditionalHandle *pHandle_out, CUgraph hGraph, CUcontext ctx, unsigned int defaultLaunchValue, unsigned int flags);
CUresult lc_fwd_cuGraphCreate(CUgraph *phGraph, unsigned int flags);
CUresult lc_fwd_cuGraphDestroy(CUgraph hGraph);
CUresult lc_fwd_cuGraphDestroyNode(CUgraphNode hNode);
CUresult lc_fwd_cuGraphEventRecordNodeGetEvent(CUgraphNode hNode, CUevent *event_out);
CUresult lc_fwd_cuGraphEventRecordNodeSetEvent(CUgraphNode hNode, CUevent event);
CUresult lc_fwd_cuGraphEventWaitNodeGetEvent(CUgraphNode hNode, CUevent *event_out);
CUresult lc_fwd_cuGraphEventWaitNodeSetEvent(CUgraphNode hNode, CUevent event);
CUresult lc_fwd_cuGraphExecChildGraphNodeSetParams(CUgraphExec hGraphExec, CUgraphNode hNode, CUgraph childGraph);
CUresult lc_fwd_cuGraphExecDestroy(CUgraphExec hGraphExec);
CUresult lc_fwd_cuGraphExecEventRecordNodeSetEvent(CUgraphExec hGraphExec, CUgraphNode hNode, CUevent event);
CUresult lc_fwd_cuGraphExecEventWaitNodeSetEvent(CUgraphExec hGraphExec, CUgraphNode hNode, CUevent event);
CUresult lc_fwd_cuGraphExecGetFlags(CUgraphExec hGraphExec, cuuint64_t *flags);
CUresult lc_fwd_cuGraphExecMemsetNodeSetParams(CUgraphExec hGraphExec, CUgraphNode hNode, const CUDA_MEMSET_NODE_PARAMS *memsetParams, CUcontext ctx);
CUresult lc_fwd_cuGraphExecUpdate(CUgraphExec hGraphExec, CUgraph hGraph, CUgraphNode *hErrorNode_out, CUgraphExecUpdateResult *updateResult_out);
CUresult lc_fwd_cuGraphExecUpdate_v2(CUgraphExec hGraphExec, CUgraph hGraph, CUgraphExecUpdateResultInfo *resultInfo);
CUresult lc_fwd_cuGraphGetEdges(CUgraph hGraph, CUgraphNode *from, CUgraphNode *to, size_t *numEdges);
CUresult lc_fwd_cuGraphGetEdges_v2(CUgraph hGraph, CUgraphNode *from, CUgraphNode *to, CUgraphEdgeData *edgeData, size_t *numEdges);
CUresult lc_fwd_cuGraphGetNodes(CUgraph hGraph, CUgraphNode *nodes, size_t *numNodes);
CUresult lc_fwd_cuGraphGetRootNodes(CUgraph hGraph, CUgraphNode *rootNodes, size_t *numRootNodes);
CUresult lc_fwd_cuGraphInstantiate(CUgraphExec *phGraphExec, CUgraph hGraph, CUgraphNode *phErrorNode, char *logBuffer, size_t bufferSize);
CUresult lc_fwd_cuGraphInstantiateWithFlags(CUgraphExec *phGraphExec, CUgraph hGraph, unsigned long long flags);
CUresult lc_fwd_cuGraphInstantiate_v2(CUgraphExec *phGraphExec, CUgraph hGraph, CUgraphNode *phErrorNode, char *logBuffer, size_t bufferSize);
CUresult lc_fwd_cuGraphKernelNodeCopyAttributes(CUgraphNode dst, CUgraphNode src);
CUresult lc_fwd_cuGraphKernelNodeGetAttribute(CUgraphNode hNode, CUkernelNodeAttrID attr, CUkernelNodeAttrValue *value_out);
CUresult lc_fwd_cuGraphKernelNodeSetAttribute(CUgraphNode hNode, CUkernelNodeAttrID attr, const CUkernelNodeAttrValue *value);
CUresult lc_fwd_cuGraphLaunch(CUgraphExec hGraph, CUstream hStream);
CUresult lc_fwd_cuGraphLaunch_ptsz(CUgraphExec hGraphExec, CUstream hStream);
CUresult lc_fwd_cuGraphMemFreeNodeGetParams(CUgraphNode hNode, CUdeviceptr *dptr_out);
CUresult lc_fwd_cuGraphMemsetNodeGetParams(CUgraphNode hNode, CUDA_MEMSET_NODE_PARAMS *nodeParams);
CUresult lc_fwd_cuGraphMemsetNodeSetParams(CUgraphNode hNode, const CUDA_MEMSET_NODE_PARAMS *nodeParams);
CUresult lc_fwd_cuGraphNodeFindInClone(CUgraphNode *phNode, CUgraphNode hOriginalNode, CUgraph hClonedGraph);
CUresult lc_fwd_cuGraphNodeGetDependencies(CUgraphNode hNode, CUgraphNode *dependencies, size_t *numDependencies);
CUresult lc_fwd_cuGraphNodeGetDependencies_v2(CUgraphNode hNode, CUgraphNode *dependencies, CUgraphEdgeData *edgeData, size_t *numDependencies);
CUresult lc_fwd_cuGraphNodeGetDependentNodes(CUgraphNode hNode, CUgraphNode *dependentNodes, size_t *numDependentNodes);
CUresult lc_fwd_cuGraphNodeGetDependentNodes_v2(CUgraphNode hNode, CUgraphNode *dependentNodes, CUgraphEdgeData *edgeData, size_t *numDependentNodes);
CUresult lc_fwd_cuGraphNodeGetEnabled(CUgraphExec hGraphExec, CUgraphNode hNode, unsigned int *isEnabled);
CUresult lc_fwd_cuGraphNodeGetType(CUgraphNode hNode, CUgraphNodeType *type);
CUresult lc_fwd_cuGraphNodeSetEnabled(CUgraphExec hGraphExec, CUgraphNode hNode, unsigned int isEnabled);
CUresult lc_fwd_cuGraphRemoveDependencies(CUgraph hGraph, const CUgraphNode *from, const CUgraphNode *to, size_t numDependencies);
CUresult lc_fwd_cuGraphRemoveDependencies_v2(CUgraph hGraph, const CUgraphNode *from, const CUgraphNode *to, const CUgraphEdgeData *edgeData, size_t numDependencies);
CUresult lc_fwd_cuGraphUpload(CUgraphExec hGraph, CUstream hStream);
CUresult lc_fwd_cuGraphUpload_ptsz(CUgraphExec hGraphExec, CUstream hStream);
CUresult lc_fwd_cuGreenCtxCreate(CUgreenCtx *phCtx, CUdevResourceDesc desc, CUdevice dev, unsigned int flags);
CUresult lc_fwd_cuGreenCtxDestroy(CUgreenCtx hCtx);
CUresult lc_fwd_cuGreenCtxGetDevResource(CUgreenCtx hCtx, CUdevResource *resource, CUdevResourceType type);
CUresult lc_fwd_cuGreenCtxGetId(CUgreenCtx greenCtx, unsigned long long *greenCtxId);
CUresult lc_fwd_cuGreenCtxRecordEvent(CUgreenCtx hCtx, CUevent hEvent);
CUresult lc_fwd_cuGreenCtxStreamCreate(CUstream *phStream, CUgreenCtx greenCtx, unsigned int flags, int priority);
CUresult lc_fwd_cuGreenCtxWaitEvent(CUgreenCtx hCtx, CUevent hEvent);
CUresult lc_fwd_cuInit(unsigned int Flags);
CUresult lc_fwd_cuIpcCloseMemHandle(CUdeviceptr dptr);
CUresult lc_fwd_cuIpcGetEventHandle(CUipcEventHandle *pHandle, CUevent event);
CUresult lc_fwd_cuIpcGetMemHandle(CUipcMemHandle *pHandle, CUdeviceptr dptr);
CUresult lc_fwd_cuIpcOpenEventHandle(CUevent *phEvent, CUipcEventHandle handle);
CUresult lc_fwd_cuIpcOpenMemHandle_v2(CUdeviceptr *pdptr, CUipcMemHandle handle, unsigned int Flags);
CUresult lc_fwd_cuKernelGetAttribute(int *pi, CUfunction_attribute attrib, CUkernel kernel, CUdevice dev);
CUresult lc_fwd_cuKernelGetFunction(CUfunction *pFunc, CUkernel kernel);
CUresult lc_fwd_cuKernelGetLibrary(CUlibrary *pLib, CUkernel kernel);
CUresult lc_fwd_cuKernelGetName(const char **name, CUkernel hfunc);
CUresult lc_fwd_cuKernelGetParamInfo(CUkernel kernel, size_t paramIndex, size_t *paramOffset, size_t *paramSize);
CUresult lc_fwd_cuKernelSetAttribute(CUfunction_attribute attrib, int val, CUkernel kernel, CUdevice dev);
CUresult lc_fwd_cuKernelSetCacheConfig(CUkernel kernel, CUfunc_cache config, CUdevice dev);
CUresult lc_fwd_cuLibraryEnumerateKernels(CUkernel *kernels, unsigned int numKernels, CUlibrary lib);
CUresult lc_fwd_cuLibraryGetGlobal(CUdeviceptr *dptr, size_t *bytes, CUlibrary library, const char *name);
CUresult lc_fwd_cuLibraryGetKernel(CUkernel *pKernel, CUlibrary library, const char *name);
CUresult lc_fwd_cuLibraryGetKernelCount(unsigned int *count, CUlibrary lib);
CUresult lc_fwd_cuLibraryGetModule(CUmodule *pMod, CUlibrary library);
CUresult lc_fwd_cuLibraryUnload(CUlibrary library);
CUresult lc_fwd_cuMemAddressFree(CUdeviceptr ptr, size_t size);
CUresult lc_fwd_cuMemAddressReserve(CUdeviceptr *ptr, size_t size, size_t alignment, CUdeviceptr addr, unsigned long long flags);
CUresult lc_fwd_cuMemAllocAsync(CUdeviceptr *dptr, size_t bytesize, CUstream hStream);
CUresult lc_fwd_cuMemAllocAsync_ptsz(CUdeviceptr *dptr, size_t bytesize, CUstream hStream);
CUresult lc_fwd_cuMemAllocFromPoolAsync(CUdeviceptr *dptr, size_t bytesize, CUmemoryPool pool, CUstream hStream);
CUresult lc_fwd_cuMemAllocFromPoolAsync_ptsz(CUdeviceptr *dptr, size_t bytesize, CUmemoryPool pool, CUstream hStream);
CUresult lc_fwd_cuMemAllocPitch_v2(CUdeviceptr *dptr, size_t *pPitch, size_t WidthInBytes, size_t Height, unsigned int ElementSizeBytes);
CUresult lc_fwd_cuMemAlloc_v2(CUdeviceptr *dptr, size_t bytesize);
CUresult lc_fwd_cuMemCreate(CUmemGenericAllocationHandle *handle, size_t size, const CUmemAllocationProp *prop, unsigned long long flags);
CUresult lc_fwd_cuMemFreeAsync(CUdeviceptr dptr, CUstream hStream);
CUresult lc_fwd_cuMemFreeAsync_ptsz(CUdeviceptr dptr, CUstream hStream);
CUresult lc_fwd_cuMemFree_v2(CUdeviceptr dptr);
CUresult lc_fwd_cuMemGetAccess(unsigned long long *flags, const CUmemLocation *location, CUdeviceptr ptr);
CUresult lc_fwd_cuMemGetAddressRange_v2(CUdeviceptr *pbase, size_t *psize, CUdeviceptr dptr);
CUresult lc_fwd_cuMemGetAllocationGranularity(size_t *granularity, const CUmemAllocationProp *prop, CUmemAllocationGranularity_flags option);
CUresult lc_fwd_cuMemGetAllocationPropertiesFromHandle(CUmemAllocationProp *prop, CUmemGenericAllocationHandle handle);
CUresult lc_fwd_cuMemGetInfo_v2(size_t *free, size_t *total);
CUresult lc_fwd_cuMemMap(CUdeviceptr ptr, size_t size, size_t offset, CUmemGenericAllocationHandle handle, unsigned long long flags);
CUresult lc_fwd_cuMemPoolCreate(CUmemoryPool *pool, const CUmemPoolProps *poolProps);
CUresult lc_fwd_cuMemPoolDestroy(CUmemoryPool pool);
CUresult lc_fwd_cuMemPoolExportPointer(CUmemPoolPtrExportData *shareData_out, CUdeviceptr ptr);
CUresult lc_fwd_cuMemPoolGetAccess(CUmemAccess_flags *flags, CUmemoryPool memPool, CUmemLocation *location);
CUresult lc_fwd_cuMemPoolGetAttribute(CUmemoryPool pool, CUmemPool_attribute attr, void *value);
CUresult lc_fwd_cuMemPoolImportPointer(CUdeviceptr *ptr_out, CUmemoryPool pool, CUmemPoolPtrExportData *shareData);
CUresult lc_fwd_cuMemPoolSetAccess(CUmemoryPool pool, const CUmemAccessDesc *map, size_t count);
CUresult lc_fwd_cuMemPoolSetAttribute(CUmemoryPool pool, CUmemPool_attribute attr, void *value);
CUresult lc_fwd_cuMemPoolTrimTo(CUmemoryPool pool, size_t minBytesToKeep);
CUresult lc_fwd_cuMemRelease(CUmemGenericAllocationHandle handle);
CUresult lc_fwd_cuMemRetainAllocationHandle(CUmemGenericAllocationHandle *handle, void *addr);
CUresult lc_fwd_cuMemSetAccess(CUdeviceptr ptr, size_t size, const CUmemAccessDesc *desc, size_t count);
CUresult lc_fwd_cuMemUnmap(CUdeviceptr ptr, size_t size);
CUresult lc_fwd_cuMemcpyDtoDAsync_v2(CUdeviceptr dstDevice, CUdeviceptr srcDevice, size_t ByteCount, CUstream hStream);
CUresult lc_fwd_cuMemcpyDtoDAsync_v2_ptsz(CUdeviceptr dstDevice, CUdeviceptr srcDevice, size_t ByteCount, CUstream hStream);
CUresult lc_fwd_cuMemcpyDtoD_v2(CUdeviceptr dstDevice, CUdeviceptr srcDevice, size_t ByteCount);
CUresult lc_fwd_cuMemcpyDtoD_v2_ptds(CUdeviceptr dstDevice, CUdeviceptr srcDevice, size_t ByteCount);
CUresult lc_fwd_cuMemcpyDtoH_v2(void *dstHost, CUdeviceptr srcDevice, size_t ByteCount);
CUresult lc_fwd_cuMemcpyDtoH_v2_ptds(void *dstHost, CUdeviceptr srcDevice, size_t ByteCount);
CUresult lc_fwd_cuMemcpyHtoD_v2(CUdeviceptr dstDevice, const void *srcHost, size_t ByteCount);
CUresult lc_fwd_cuMemcpyHtoD_v2_ptds(CUdeviceptr dstDevice, const void *srcHost, size_t ByteCount);
CUresult lc_fwd_cuMemcpyPeer(CUdeviceptr dstDevice, CUcontext dstContext, CUdeviceptr srcDevice, CUcontext srcContext, size_t ByteCount);
CUresult lc_fwd_cuMemcpyPeerAsync(CUdeviceptr dstDevice, CUcontext dstContext, CUdeviceptr srcDevice, CUcontext srcContext, size_t ByteCount, CUstream hStream);
CUresult lc_fwd_cuMemcpyPeerAsync_ptsz(CUdeviceptr dstDevice, CUcontext dstContext, CUdeviceptr srcDevice, CUcontext srcContext, size_t ByteCount, CUstream hStream);
CUresult lc_fwd_cuMemcpyPeer_ptds(CUdeviceptr dstDevice, CUcontext dstContext, CUdeviceptr srcDevice, CUcontext srcContext, size_t ByteCount);
CUresult lc_fwd_cuMemsetD16Async(CUdeviceptr dstDevice, unsigned short us, size_t N, CUstream hStream);
CUresult lc_fwd_cuMemsetD16Async_ptsz(CUdeviceptr dstDevice, unsigned short us, size_t N, CUstream hStream);
CUresult lc_fwd_cuMemsetD16_v2(CUdeviceptr dstDevice, unsigned short us, size_t N);
CUresult lc_fwd_cuMemsetD16_v2_ptds(CUdeviceptr dstDevice, unsigned short us, size_t N);
CUresult lc_fwd_cuMemsetD2D16Async(CUdeviceptr dstDevice, size_t dstPitch, unsigned short us, size_t Width, size_t Height, CUstream hStream);
CUresult lc_fwd_cuMemsetD2D16Async_ptsz(CUdeviceptr dstDevice, size_t dstPitch, unsigned short us, size_t Width, size_t Height, CUstream hStream);
CUresult lc_fwd_cuMemsetD2D16_v2(CUdeviceptr dstDevice, size_t dstPitch, unsigned short us, size_t Width, size_t Height);
CUresult lc_fwd_cuMemsetD2D16_v2_ptds(CUdeviceptr dstDevice, size_t dstPitch, unsigned short us, size_t Width, size_t Height);
CUresult lc_fwd_cuMemsetD2D32Async(CUdeviceptr dstDevice, size_t dstPitch, unsigned int ui, size_t Width, size_t Height, CUstream hStream);
CUresult lc_fwd_cuMemsetD2D32Async_ptsz(CUdeviceptr dstDevice, size_t dstPitch, unsigned int ui, size_t Width, size_t Height, CUstream hStream);
CUresult lc_fwd_cuMemsetD2D32_v2(CUdeviceptr dstDevice, size_t dstPitch, unsigned int ui, size_t Width, size_t Height);
CUresult lc_fwd_cuMemsetD2D32_v2_ptds(CUdeviceptr dstDevice, size_t dstPitch, unsigned int ui, size_t Width, size_t Height);
CUresult lc_fwd_cuMemsetD2D8Async(CUdeviceptr dstDevice, size_t dstPitch, unsigned char uc, size_t Width, size_t Height, CUstream hStream);
CUresult lc_fwd_cuMemsetD2D8Async_ptsz(CUdeviceptr dstDevice, size_t dstPitch, unsigned char uc, size_t Width, size_t Height, CUstream hStream);
CUresult lc_fwd_cuMemsetD2D8_v2(CUdeviceptr dstDevice, size_t dstPitch, unsigned char uc, size_t Width, size_t Height);
CUresult lc_fwd_cuMemsetD2D8_v2_ptds(CUdeviceptr dstDevice, size_t dstPitch, unsigned char uc, size_t Width, size_t Height);
CUresult lc_fwd_cuMemsetD32Async(CUdeviceptr dstDevice, unsigned int ui, size_t N, CUstream hStream);
CUresult lc_fwd_cuMemsetD32Async_ptsz(CUdeviceptr dstDevice, unsigned int ui, size_t N, CUstream hStream);
CUresult lc_fwd_cuMemsetD32_v2(CUdeviceptr dstDevice, unsigned int ui, size_t N);
CUresult lc_fwd_cuMemsetD32_v2_ptds(CUdeviceptr dstDevice, unsigned int ui, size_t N);
CUresult lc_fwd_cuMemsetD8Async(CUdeviceptr dstDevice, unsigned char uc, size_t N, CUstream hStream);
CUresult lc_fwd_cuMemsetD8Async_ptsz(CUdeviceptr dstDevice, unsigned char uc, size_t N, CUstream hStream);
CUresult lc_fwd_cuMemsetD8_v2(CUdeviceptr dstDevice, unsigned char uc, size_t N);
CUresult lc_fwd_cuMemsetD8_v2_ptds(CUdeviceptr dstDevice, unsigned char uc, size_t N);
CUresult lc_fwd_cuMipmappedArrayCreate(CUmipmappedArray *pHandle, const CUDA_ARRAY3D_DESCRIPTOR *pMipmappedArrayDesc, unsigned int numMipmapLevels);
CUresult lc_fwd_cuMipmappedArrayDestroy(CUmipmappedArray hMipmappedArray);
CUresult lc_fwd_cuMipmappedArrayGetLevel(CUarray *pLevelArray, CUmipmappedArray hMipmappedArray, unsigned int level);
CUresult lc_fwd_cuModuleEnumerateFunctions(CUfunction *functions, unsigned int numFunctions, CUmodule mod);
CUresult lc_fwd_cuModuleGetFunction(CUfunction *hfunc, CUmodule hmod, const char *name);
CUresult lc_fwd_cuModuleGetFunctionCount(unsigned int *count, CUmodule mod);
CUresult lc_fwd_cuModuleGetGlobal_v2(CUdeviceptr *dptr, size_t *bytes, CUmodule hmod, const char *name);
CUresult lc_fwd_cuModuleGetLoadingMode(CUmoduleLoadingMode *mode);
CUresult lc_fwd_cuModuleUnload(CUmodule hmod);
CUresult lc_fwd_cuOccupancyAvailableDynamicSMemPerBlock(size_t *dynamicSmemSize, CUfunction func, int numBlocks, int blockSize);
CUresult lc_fwd_cuOccupancyMaxActiveBlocksPerMultiprocessor(int *numBlocks, CUfunction func, int blockSize, size_t dynamicSMemSize);
CUresult lc_fwd_cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(int *numBlocks, CUfunction func, int blockSize, size_t dynamicSMemSize, unsigned int flags);
CUresult lc_fwd_cuPointerGetAttribute(void *data, CUpointer_attribute attribute, CUdeviceptr ptr);
CUresult lc_fwd_cuProfilerStart(void);
CUresult lc_fwd_cuProfilerStop(void);
CUresult lc_fwd_cuStreamBatchMemOp(CUstream stream, unsigned int count, CUstreamBatchMemOpParams *paramArray, unsigned int flags);
CUresult lc_fwd_cuStreamBatchMemOp_ptsz(CUstream stream, unsigned int count, CUstreamBatchMemOpParams *paramArray, unsigned int flags);
CUresult lc_fwd_cuStreamBatchMemOp_v2(CUstream stream, unsigned int count, CUstreamBatchMemOpParams *paramArray, unsigned int flags);
CUresult lc_fwd_cuStreamBatchMemOp_v2_ptsz(CUstream stream, unsigned int count, CUstreamBatchMemOpParams *paramArray, unsigned int flags);
CUresult lc_fwd_cuStreamBeginCapture(CUstream hStream);
CUresult lc_fwd_cuStreamBeginCaptureToGraph(CUstream hStream, CUgraph hGraph, const CUgraphNode *dependencies, const CUgraphEdgeData *dependencyData, size_t numDependencies, CUstreamCaptureMode mode);
CUresult lc_fwd_cuStreamBeginCaptureToGraph_ptsz(CUstream hStream, CUgraph hGraph, const CUgraphNode *dependencies, const CUgraphEdgeData *dependencyData, size_t numDependencies, CUstreamCaptureMode mode);
CUresult lc_fwd_cuStreamBeginCapture_ptsz(CUstream hStream);
CUresult lc_fwd_cuStreamBeginCapture_v2(CUstream hStream, CUstreamCaptureMode mode);
CUresult lc_fwd_cuStreamBeginCapture_v2_ptsz(CUstream hStream, CUstreamCaptureMode mode);
CUresult lc_fwd_cuStreamCopyAttributes(CUstream dstStream, CUstream srcStream);
CUresult lc_fwd_cuStreamCopyAttributes_ptsz(CUstream dst, CUstream src);
CUresult lc_fwd_cuStreamCreate(CUstream *phStream, unsigned int Flags);
CUresult lc_fwd_cuStreamCreateWithPriority(CUstream *phStream, unsigned int flags, int priority);
CUresult lc_fwd_cuStreamDestroy_v2(CUstream hStream);
CUresult lc_fwd_cuStreamEndCapture(CUstream hStream, CUgraph *phGraph);
CUresult lc_fwd_cuStreamEndCapture_ptsz(CUstream hStream, CUgraph *phGraph);
CUresult lc_fwd_cuStreamGetAttribute(CUstream hStream, CUstreamAttrID attr, CUstreamAttrValue *value);
CUresult lc_fwd_cuStreamGetAttribute_ptsz(CUstream hStream, CUstreamAttrID attr, CUstreamAttrValue *value_out);
CUresult lc_fwd_cuStreamGetCtx(CUstream hStream, CUcontext *pctx);
CUresult lc_fwd_cuStreamGetCtx_ptsz(CUstream hStream, CUcontext *pctx);
CUresult lc_fwd_cuStreamGetCtx_v2(CUstream hStream, CUcontext *pCtx, CUgreenCtx *pGreenCtx);
CUresult lc_fwd_cuStreamGetCtx_v2_ptsz(CUstream hStream, CUcontext *pCtx, CUgreenCtx *pGreenCtx);
CUresult lc_fwd_cuStreamGetDevice(CUstream hStream, CUdevice *device);
CUresult lc_fwd_cuStreamGetDevice_ptsz(CUstream hStream, CUdevice *device);
CUresult lc_fwd_cuStreamGetFlags(CUstream hStream, unsigned int *flags);
CUresult lc_fwd_cuStreamGetFlags_ptsz(CUstream hStream, unsigned int *flags);
CUresult lc_fwd_cuStreamGetGreenCtx(CUstream hStream, CUgreenCtx *phCtx);
CUresult lc_fwd_cuStreamGetId(CUstream hStream, unsigned long long *streamId);
CUresult lc_fwd_cuStreamGetId_ptsz(CUstream hStream, unsigned long long *streamId);
CUresult lc_fwd_cuStreamGetPriority(CUstream hStream, int *priority);
CUresult lc_fwd_cuStreamGetPriority_ptsz(CUstream hStream, int *priority);
CUresult lc_fwd_cuStreamIsCapturing(CUstream hStream, CUstreamCaptureStatus *captureStatus);
CUresult lc_fwd_cuStreamIsCapturing_ptsz(CUstream hStream, CUstreamCaptureStatus *captureStatus);
CUresult lc_fwd_cuStreamQuery(CUstream hStream);
CUresult lc_fwd_cuStreamQuery_ptsz(CUstream hStream);
CUresult lc_fwd_cuStreamSetAttribute(CUstream hStream, CUstreamAttrID attr, const CUstreamAttrValue *param);
CUresult lc_fwd_cuStreamSetAttribute_ptsz(CUstream hStream, CUstreamAttrID attr, const CUstreamAttrValue *value);
CUresult lc_fwd_cuStreamSynchronize(CUstream hStream);
CUresult lc_fwd_cuStreamSynchronize_ptsz(CUstream hStream);
CUresult lc_fwd_cuStreamUpdateCaptureDependencies(CUstream hStream, CUgraphNode *dependencies, size_t numDependencies, unsigned int flags);
CUresult lc_fwd_cuStreamUpdateCaptureDependencies_ptsz(CUstream hStream, CUgraphNode *dependencies, size_t numDependencies, unsigned int flags);
CUresult lc_fwd_cuStreamUpdateCaptureDependencies_v2(CUstream hStream, CUgraphNode *dependencies, const CUgraphEdgeData *dependencyData, size_t numDependencies, unsigned int flags);
CUresult lc_fwd_cuStreamUpdateCaptureDependencies_v2_ptsz(CUstream hStream, CUgraphNode *dependencies, const CUgraphEdgeData *dependencyData, size_t numDependencies, unsigned int flags);
CUresult lc_fwd_cuStreamWaitEvent(CUstream hStream, CUevent hEvent, unsigned int Flags);
CUresult lc_fwd_cuStreamWaitEvent_ptsz(CUstream hStream, CUevent hEvent, unsigned int Flags);
CUresult lc_fwd_cuStreamWaitValue32(CUstream stream, CUdeviceptr addr, cuuint32_t value, unsigned int flags);
CUresult lc_fwd_cuStreamWaitValue32_ptsz(CUstream stream, CUdeviceptr addr, cuuint32_t value, unsigned int flags);
CUresult lc_fwd_cuStreamWaitValue32_v2(CUstream stream, CUdeviceptr addr, cuuint32_t value, unsigned int flags);
CUresult lc_fwd_cuStreamWaitValue32_v2_ptsz(CUstream stream, CUdeviceptr addr, cuuint32_t value, unsigned int flags);
CUresult lc_fwd_cuStreamWaitValue64(CUstream stream, CUdeviceptr addr, cuuint64_t value, unsigned int flags);
CUresult lc_fwd_cuStreamWaitValue64_ptsz(CUstream stream, CUdeviceptr addr, cuuint64_t value, unsigned int flags);
CUresult lc_fwd_cuStreamWaitValue64_v2(CUstream stream, CUdeviceptr addr, cuuint64_t value, unsigned int flags);
CUresult lc_fwd_cuStreamWaitValue64_v2_ptsz(CUstream stream, CUdeviceptr addr, cuuint64_t value, unsigned int flags);
CUresult lc_fwd_cuStreamWriteValue32(CUstream stream, CUdeviceptr addr, cuuint32_t value, unsigned int flags);
CUresult lc_fwd_cuStreamWriteValue32_ptsz(CUstream stream, CUdeviceptr addr, cuuint32_t value, unsigned int flags);
CUresult lc_fwd_cuStreamWriteValue32_v2(CUstream stream, CUdeviceptr addr, cuuint32_t value, unsigned int flags);
CUresult lc_fwd_cuStreamWriteValue32_v2_ptsz(CUstream stream, CUdeviceptr addr, cuuint32_t value, unsigned int flags);
CUresult lc_fwd_cuStreamWriteValue64(CUstream stream, CUdeviceptr addr, cuuint64_t value, unsigned int flags);
CUresult lc_fwd_cuStreamWriteValue64_ptsz(CUstream stream, CUdeviceptr addr, cuuint64_t value, unsigned int flags);
CUresult lc_fwd_cuStreamWriteValue64_v2(CUstream stream, CUdeviceptr addr, cuuint64_t value, unsigned int flags);
CUresult lc_fwd_cuStreamWriteValue64_v2_ptsz(CUstream stream, CUdeviceptr addr, cuuint64_t value, unsigned int flags);
CUresult lc_fwd_cuSurfObjectCreate(CUsurfObject *pSurfObject, const CUDA_RESOURCE_DESC *pResDesc);
CUresult lc_fwd_cuSurfObjectDestroy(CUsurfObject surfObject);
CUresult lc_fwd_cuSurfObjectGetResourceDesc(CUDA_RESOURCE_DESC *pResDesc, CUsurfObject surfObject);
CUresult lc_fwd_cuTensorMapEncodeIm2col(CUtensorMap *tensorMap, CUtensorMapDataType tensorDataType, cuuint32_t tensorRank, void *globalAddress, const cuuint64_t *globalDim, const cuuint64_t *globalStrides, const int *pixelBoxLowerCorner, const int *pixelBoxUpperCorner, cuuint32_t channelsPerPixel, cuuint32_t pixelsPerColumn, const cuuint32_t *elementStrides, CUtensorMapInterleave interleave, CUtensorMapSwizzle swizzle, CUtensorMapL2promotion l2Promotion, CUtensorMapFloatOOBfill oobFill);
CUresult lc_fwd_cuTensorMapEncodeIm2colWide(CUtensorMap *tensorMap, CUtensorMapDataType tensorDataType, cuuint32_t tensorRank, void *globalAddress, const cuuint64_t *globalDim, const cuuint64_t *globalStrides, int pixelBoxLowerCornerWidth, int pixelBoxUpperCornerWidth, cuuint32_t channelsPerPixel, cuuint32_t pixelsPerColumn, const cuuint32_t *elementStrides, CUtensorMapInterleave interleave, CUtensorMapIm2ColWideMode mode, CUtensorMapSwizzle swizzle, CUtensorMapL2promotion l2Promotion, CUtensorMapFloatOOBfill oobFill);
CUresult lc_fwd_cuTensorMapEncodeTiled(CUtensorMap *tensorMap, CUtensorMapDataType tensorDataType, cuuint32_t tensorRank, void *globalAddress, const cuuint64_t *globalDim, const cuuint64_t *globalStrides, const cuuint32_t *boxDim, const cuuint32_t *elementStrides, CUtensorMapInterleave interleave, CUtensorMapSwizzle swizzle, CUtensorMapL2promotion l2Promotion, CUtensorMapFloatOOBfill oobFill);
CUresult lc_fwd_cuTensorMapReplaceAddress(CUtensorMap *tensorMap, void *globalAddress);
CUresult lc_fwd_cuTexObjectCreate(CUtexObject *pTexObject, const CUDA_RESOURCE_DESC *pResDesc, const CUDA_TEXTURE_DESC *pTexDesc, const CUDA_RESOURCE_VIEW_DESC *pResViewDesc);
CUresult lc_fwd_cuTexObjectDestroy(CUtexObject texObject);
CUresult lc_fwd_cuTexObjectGetResourceDesc(CUDA_RESOURCE_DESC *pResDesc, CUtexObject texObject);
CUresult lc_fwd_cuTexObjectGetResourceViewDesc(CUDA_RESOURCE_VIEW_DESC *pResViewDesc, CUtexObject texObject);
CUresult lc_fwd_cuTexObjectGetTextureDesc(CUDA_TEXTURE_DESC *pTexDesc, CUtexObject texObject);

/* not supported: an older ABI of cuArray3DCreate (CUDA 2.0): cuGetProcAddress gives callers of CUDA 3.2 and later cuArray3DCreate_v2, and cuda.h declares cuArray3DCreate as cuArray3DCreate_v2, which LUPINE carries */
CUresult CUDAAPI cuArray3DCreate(CUarray *pHandle, const CUDA_ARRAY3D_DESCRIPTOR_v1 *pAllocateArray)
{
    (void)pHandle;
    (void)pAllocateArray;
    lc_stats_call(LUPINE_FN_cuArray3DCreate);
    return lc_unsupported(LUPINE_FN_cuArray3DCreate);
}

CUresult lc_fwd_cuArray3DCreate_v2(CUarray *pHandle, const CUDA_ARRAY3D_DESCRIPTOR *pAllocateArray)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuArray3DCreate_v2);
    if (r != CUDA_SUCCESS) return r;
    lc_out_req(&c, pHandle, (uint64_t)8u);
    lc_in(&c, pAllocateArray, (uint64_t)40u);
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (pHandle && lc_out(&c, pHandle, (uint64_t)8u)) r = lc_lost();
        else lc_handles_out(&c, pHandle, (uint64_t)1u);
    }
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuArray3DCreate_v2(CUarray *pHandle, const CUDA_ARRAY3D_DESCRIPTOR *pAllocateArray)
{
    lc_stats_call(LUPINE_FN_cuArray3DCreate_v2);
    return lc_fwd_cuArray3DCreate_v2(pHandle, pAllocateArray);
}

/* not supported: an older ABI of cuArray3DGetDescriptor (CUDA 2.0): cuGetProcAddress gives callers of CUDA 3.2 and later cuArray3DGetDescriptor_v2, and cuda.h declares cuArray3DGetDescriptor as cuArray3DGetDescriptor_v2, which LUPINE carries */
CUresult CUDAAPI cuArray3DGetDescriptor(CUDA_ARRAY3D_DESCRIPTOR_v1 *pArrayDescriptor, CUarray hArray)
{
    (void)pArrayDescriptor;
    (void)hArray;
    lc_stats_call(LUPINE_FN_cuArray3DGetDescriptor);
    return lc_unsupported(LUPINE_FN_cuArray3DGetDescriptor);
}

CUresult lc_fwd_cuArray3DGetDescriptor_v2(CUDA_ARRAY3D_DESCRIPTOR *pArrayDescriptor, CUarray hArray)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuArray3DGetDescriptor_v2);
    if (r != CUDA_SUCCESS) return r;
    lc_out_req(&c, pArrayDescriptor, (uint64_t)40u);
    lc_handle(&c, &hArray);
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (pArrayDescriptor && lc_out(&c, pArrayDescriptor, (uint64_t)40u)) r = lc_lost();
    }
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuArray3DGetDescriptor_v2(CUDA_ARRAY3D_DESCRIPTOR *pArrayDescriptor, CUarray hArray)
{
    lc_stats_call(LUPINE_FN_cuArray3DGetDescriptor_v2);
    return lc_fwd_cuArray3DGetDescriptor_v2(pArrayDescriptor, hArray);
}

/* not supported: an older ABI of cuArrayCreate (CUDA 2.0): cuGetProcAddress gives callers of CUDA 3.2 and later cuArrayCreate_v2, and cuda.h declares cuArrayCreate as cuArrayCreate_v2, which LUPINE carries */
CUresult CUDAAPI cuArrayCreate(CUarray *pHandle, const CUDA_ARRAY_DESCRIPTOR_v1 *pAllocateArray)
{
    (void)pHandle;
    (void)pAllocateArray;
    lc_stats_call(LUPINE_FN_cuArrayCreate);
    return lc_unsupported(LUPINE_FN_cuArrayCreate);
}

CUresult lc_fwd_cuArrayCreate_v2(CUarray *pHandle, const CUDA_ARRAY_DESCRIPTOR *pAllocateArray)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuArrayCreate_v2);
    if (r != CUDA_SUCCESS) return r;
    lc_out_req(&c, pHandle, (uint64_t)8u);
    lc_in(&c, pAllocateArray, (uint64_t)24u);
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (pHandle && lc_out(&c, pHandle, (uint64_t)8u)) r = lc_lost();
        else lc_handles_out(&c, pHandle, (uint64_t)1u);
    }
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuArrayCreate_v2(CUarray *pHandle, const CUDA_ARRAY_DESCRIPTOR *pAllocateArray)
{
    lc_stats_call(LUPINE_FN_cuArrayCreate_v2);
    return lc_fwd_cuArrayCreate_v2(pHandle, pAllocateArray);
}

CUresult lc_fwd_cuArrayDestroy(CUarray hArray)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuArrayDestroy);
    if (r != CUDA_SUCCESS) return r;
    lc_handle(&c, &hArray);
    r = lc_send(&c);
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuArrayDestroy(CUarray hArray)
{
    lc_stats_call(LUPINE_FN_cuArrayDestroy);
    return lc_fwd_cuArrayDestroy(hArray);
}

/* not supported: an older ABI of cuArrayGetDescriptor (CUDA 2.0): cuGetProcAddress gives callers of CUDA 3.2 and later cuArrayGetDescriptor_v2, and cuda.h declares cuArrayGetDescriptor as cuArrayGetDescriptor_v2, which LUPINE carries */
CUresult CUDAAPI cuArrayGetDescriptor(CUDA_ARRAY_DESCRIPTOR_v1 *pArrayDescriptor, CUarray hArray)
{
    (void)pArrayDescriptor;
    (void)hArray;
    lc_stats_call(LUPINE_FN_cuArrayGetDescriptor);
    return lc_unsupported(LUPINE_FN_cuArrayGetDescriptor);
}

CUresult lc_fwd_cuArrayGetDescriptor_v2(CUDA_ARRAY_DESCRIPTOR *pArrayDescriptor, CUarray hArray)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuArrayGetDescriptor_v2);
    if (r != CUDA_SUCCESS) return r;
    lc_out_req(&c, pArrayDescriptor, (uint64_t)24u);
    lc_handle(&c, &hArray);
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (pArrayDescriptor && lc_out(&c, pArrayDescriptor, (uint64_t)24u)) r = lc_lost();
    }
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuArrayGetDescriptor_v2(CUDA_ARRAY_DESCRIPTOR *pArrayDescriptor, CUarray hArray)
{
    lc_stats_call(LUPINE_FN_cuArrayGetDescriptor_v2);
    return lc_fwd_cuArrayGetDescriptor_v2(pArrayDescriptor, hArray);
}

/* not supported: sparse and deferred-mapping CUDA arrays (the stand-in driver and the traced programs use none): not carried yet */
CUresult CUDAAPI cuArrayGetMemoryRequirements(CUDA_ARRAY_MEMORY_REQUIREMENTS *memoryRequirements, CUarray array, CUdevice device)
{
    (void)memoryRequirements;
    (void)array;
    (void)device;
    lc_stats_call(LUPINE_FN_cuArrayGetMemoryRequirements);
    return lc_unsupported(LUPINE_FN_cuArrayGetMemoryRequirements);
}

/* not supported: planes of multi-planar (video format) CUDA arrays: not carried yet */
CUresult CUDAAPI cuArrayGetPlane(CUarray *pPlaneArray, CUarray hArray, unsigned int planeIdx)
{
    (void)pPlaneArray;
    (void)hArray;
    (void)planeIdx;
    lc_stats_call(LUPINE_FN_cuArrayGetPlane);
    return lc_unsupported(LUPINE_FN_cuArrayGetPlane);
}

/* not supported: sparse and deferred-mapping CUDA arrays (the stand-in driver and the traced programs use none): not carried yet */
CUresult CUDAAPI cuArrayGetSparseProperties(CUDA_ARRAY_SPARSE_PROPERTIES *sparseProperties, CUarray array)
{
    (void)sparseProperties;
    (void)array;
    lc_stats_call(LUPINE_FN_cuArrayGetSparseProperties);
    return lc_unsupported(LUPINE_FN_cuArrayGetSparseProperties);
}

/* not supported: checkpoints the process that holds the GPU state, which is the server's session process, not this one (checkpoint the server's side with cuda-checkpoint on the GPU machine) */
CUresult CUDAAPI cuCheckpointProcessCheckpoint(int pid, CUcheckpointCheckpointArgs *args)
{
    (void)pid;
    (void)args;
    lc_stats_call(LUPINE_FN_cuCheckpointProcessCheckpoint);
    return lc_unsupported(LUPINE_FN_cuCheckpointProcessCheckpoint);
}

/* not supported: checkpoints the process that holds the GPU state, which is the server's session process, not this one (checkpoint the server's side with cuda-checkpoint on the GPU machine) */
CUresult CUDAAPI cuCheckpointProcessGetRestoreThreadId(int pid, int *tid)
{
    (void)pid;
    (void)tid;
    lc_stats_call(LUPINE_FN_cuCheckpointProcessGetRestoreThreadId);
    return lc_unsupported(LUPINE_FN_cuCheckpointProcessGetRestoreThreadId);
}

/* not supported: checkpoints the process that holds the GPU state, which is the server's session process, not this one (checkpoint the server's side with cuda-checkpoint on the GPU machine) */
CUresult CUDAAPI cuCheckpointProcessGetState(int pid, CUprocessState *state)
{
    (void)pid;
    (void)state;
    lc_stats_call(LUPINE_FN_cuCheckpointProcessGetState);
    return lc_unsupported(LUPINE_FN_cuCheckpointProcessGetState);
}

/* not supported: checkpoints the process that holds the GPU state, which is the server's session process, not this one (checkpoint the server's side with cuda-checkpoint on the GPU machine) */
CUresult CUDAAPI cuCheckpointProcessLock(int pid, CUcheckpointLockArgs *args)
{
    (void)pid;
    (void)args;
    lc_stats_call(LUPINE_FN_cuCheckpointProcessLock);
    return lc_unsupported(LUPINE_FN_cuCheckpointProcessLock);
}

/* not supported: checkpoints the process that holds the GPU state, which is the server's session process, not this one (checkpoint the server's side with cuda-checkpoint on the GPU machine) */
CUresult CUDAAPI cuCheckpointProcessRestore(int pid, CUcheckpointRestoreArgs *args)
{
    (void)pid;
    (void)args;
    lc_stats_call(LUPINE_FN_cuCheckpointProcessRestore);
    return lc_unsupported(LUPINE_FN_cuCheckpointProcessRestore);
}

/* not supported: checkpoints the process that holds the GPU state, which is the server's session process, not this one (checkpoint the server's side with cuda-checkpoint on the GPU machine) */
CUresult CUDAAPI cuCheckpointProcessUnlock(int pid, CUcheckpointUnlockArgs *args)
{
    (void)pid;
    (void)args;
    lc_stats_call(LUPINE_FN_cuCheckpointProcessUnlock);
    return lc_unsupported(LUPINE_FN_cuCheckpointProcessUnlock);
}

/* not supported: GPU core dumps are written by the process that holds the context, the server's: set CUDA_ENABLE_COREDUMP_ON_EXCEPTION and CUDA_COREDUMP_FILE in the server's environment */
CUresult CUDAAPI cuCoredumpGetAttribute(CUcoredumpSettings attrib, void *value, size_t *size)
{
    (void)attrib;
    (void)value;
    (void)size;
    lc_stats_call(LUPINE_FN_cuCoredumpGetAttribute);
    return lc_unsupported(LUPINE_FN_cuCoredumpGetAttribute);
}

/* not supported: GPU core dumps are written by the process that holds the context, the server's: set CUDA_ENABLE_COREDUMP_ON_EXCEPTION and CUDA_COREDUMP_FILE in the server's environment */
CUresult CUDAAPI cuCoredumpGetAttributeGlobal(CUcoredumpSettings attrib, void *value, size_t *size)
{
    (void)attrib;
    (void)value;
    (void)size;
    lc_stats_call(LUPINE_FN_cuCoredumpGetAttributeGlobal);
    return lc_unsupported(LUPINE_FN_cuCoredumpGetAttributeGlobal);
}

/* not supported: GPU core dumps are written by the process that holds the context, the server's: set CUDA_ENABLE_COREDUMP_ON_EXCEPTION and CUDA_COREDUMP_FILE in the server's environment */
CUresult CUDAAPI cuCoredumpSetAttribute(CUcoredumpSettings attrib, void *value, size_t *size)
{
    (void)attrib;
    (void)value;
    (void)size;
    lc_stats_call(LUPINE_FN_cuCoredumpSetAttribute);
    return lc_unsupported(LUPINE_FN_cuCoredumpSetAttribute);
}

/* not supported: GPU core dumps are written by the process that holds the context, the server's: set CUDA_ENABLE_COREDUMP_ON_EXCEPTION and CUDA_COREDUMP_FILE in the server's environment */
CUresult CUDAAPI cuCoredumpSetAttributeGlobal(CUcoredumpSettings attrib, void *value, size_t *size)
{
    (void)attrib;
    (void)value;
    (void)size;
    lc_stats_call(LUPINE_FN_cuCoredumpSetAttributeGlobal);
    return lc_unsupported(LUPINE_FN_cuCoredumpSetAttributeGlobal);
}

/* not supported: deprecated since CUDA 4.0 (context reference counting): cuDevicePrimaryCtxRetain / cuCtxCreate and cuCtxDestroy are carried */
CUresult CUDAAPI cuCtxAttach(CUcontext *pctx, unsigned int flags)
{
    (void)pctx;
    (void)flags;
    lc_stats_call(LUPINE_FN_cuCtxAttach);
    return lc_unsupported(LUPINE_FN_cuCtxAttach);
}

/* not supported: an older ABI of cuCtxCreate (CUDA 2.0): cuGetProcAddress gives callers of CUDA 3.2 and later cuCtxCreate_v2, and cuda.h declares cuCtxCreate as cuCtxCreate_v4, which LUPINE carries */
CUresult CUDAAPI cuCtxCreate(CUcontext *pctx, unsigned int flags, CUdevice dev)
{
    (void)pctx;
    (void)flags;
    (void)dev;
    lc_stats_call(LUPINE_FN_cuCtxCreate);
    return lc_unsupported(LUPINE_FN_cuCtxCreate);
}

CUresult lc_fwd_cuCtxCreate_v2(CUcontext *pctx, unsigned int flags, CUdevice dev)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuCtxCreate_v2);
    if (r != CUDA_SUCCESS) return r;
    if ((r = lc_dev_in(&c, &dev)) != CUDA_SUCCESS) { lc_end(&c); return r; }
    lc_out_req(&c, pctx, (uint64_t)8u);
    lc_scalar(&c, &flags, sizeof flags);
    lc_scalar(&c, &dev, sizeof dev);
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (pctx && lc_out(&c, pctx, (uint64_t)8u)) r = lc_lost();
        else lc_handles_out(&c, pctx, (uint64_t)1u);
    }
    lc_end(&c);
    return r;
}

/* not supported: execution affinity (MPS SM partitions) of the server's process: not carried; cuCtxCreate_v4 without affinity parameters is */
CUresult CUDAAPI cuCtxCreate_v3(CUcontext *pctx, CUexecAffinityParam *paramsArray, int numParams, unsigned int flags, CUdevice dev)
{
    (void)pctx;
    (void)paramsArray;
    (void)numParams;
    (void)flags;
    (void)dev;
    lc_stats_call(LUPINE_FN_cuCtxCreate_v3);
    return lc_unsupported(LUPINE_FN_cuCtxCreate_v3);
}

/* not supported: an older ABI of cuCtxDestroy (CUDA 2.0): cuGetProcAddress gives callers of CUDA 4.0 and later cuCtxDestroy_v2, and cuda.h declares cuCtxDestroy as cuCtxDestroy_v2, which LUPINE carries */
CUresult CUDAAPI cuCtxDestroy(CUcontext ctx)
{
    (void)ctx;
    lc_stats_call(LUPINE_FN_cuCtxDestroy);
    return lc_unsupported(LUPINE_FN_cuCtxDestroy);
}

CUresult lc_fwd_cuCtxDestroy_v2(CUcontext ctx)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuCtxDestroy_v2);
    if (r != CUDA_SUCCESS) return r;
    lc_handle(&c, &ctx);
    r = lc_send(&c);
    lc_end(&c);
    if (r == CUDA_SUCCESS) lc_cache_drop(LC_CACHE_function);
    if (r == CUDA_SUCCESS) lc_cache_drop(LC_CACHE_attribute);
    if (r == CUDA_SUCCESS) lc_cache_drop(LC_CACHE_context);
    return r;
}

/* not supported: deprecated since CUDA 4.0 (context reference counting): cuDevicePrimaryCtxRetain / cuCtxCreate and cuCtxDestroy are carried */
CUresult CUDAAPI cuCtxDetach(CUcontext ctx)
{
    (void)ctx;
    lc_stats_call(LUPINE_FN_cuCtxDetach);
    return lc_unsupported(LUPINE_FN_cuCtxDetach);
}

CUresult lc_fwd_cuCtxDisablePeerAccess(CUcontext peerContext)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuCtxDisablePeerAccess);
    if (r != CUDA_SUCCESS) return r;
    lc_handle(&c, &peerContext);
    r = lc_send(&c);
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuCtxDisablePeerAccess(CUcontext peerContext)
{
    lc_stats_call(LUPINE_FN_cuCtxDisablePeerAccess);
    return lc_fwd_cuCtxDisablePeerAccess(peerContext);
}

CUresult lc_fwd_cuCtxEnablePeerAccess(CUcontext peerContext, unsigned int Flags)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuCtxEnablePeerAccess);
    if (r != CUDA_SUCCESS) return r;
    lc_handle(&c, &peerContext);
    lc_scalar(&c, &Flags, sizeof Flags);
    r = lc_send(&c);
    lc_end(&c);
    return r;
}

CUresult lc_fwd_cuCtxFromGreenCtx(CUcontext *pContext, CUgreenCtx hCtx)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuCtxFromGreenCtx);
    if (r != CUDA_SUCCESS) return r;
    lc_out_req(&c, pContext, (uint64_t)8u);
    lc_handle(&c, &hCtx);
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (pContext && lc_out(&c, pContext, (uint64_t)8u)) r = lc_lost();
        else lc_handles_out(&c, pContext, (uint64_t)1u);
    }
    lc_end(&c);
    return r;
}

CUresult lc_fwd_cuCtxGetApiVersion(CUcontext ctx, unsigned int *version)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuCtxGetApiVersion);
    if (r != CUDA_SUCCESS) return r;
    lc_handle(&c, &ctx);
    lc_out_req(&c, version, (uint64_t)4u);
    void *lc_outp[1] = {version};
    uint64_t lc_outn[1] = {(uint64_t)4u};
    if (lc_cache_fetch(&c, LC_CACHE_context, 1, lc_outp, lc_outn)) {
        lc_end(&c);
        return CUDA_SUCCESS;
    }
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (version && lc_out(&c, version, (uint64_t)4u)) r = lc_lost();
    }
    if (r == CUDA_SUCCESS) lc_cache_store(&c, LC_CACHE_context, 1, lc_outp, lc_outn);
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuCtxGetApiVersion(CUcontext ctx, unsigned int *version)
{
    lc_stats_call(LUPINE_FN_cuCtxGetApiVersion);
    return lc_fwd_cuCtxGetApiVersion(ctx, version);
}

CUresult lc_fwd_cuCtxGetCacheConfig(CUfunc_cache *pconfig)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuCtxGetCacheConfig);
    if (r != CUDA_SUCCESS) return r;
    lc_out_req(&c, pconfig, (uint64_t)4u);
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (pconfig && lc_out(&c, pconfig, (uint64_t)4u)) r = lc_lost();
    }
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuCtxGetCacheConfig(CUfunc_cache *pconfig)
{
    lc_stats_call(LUPINE_FN_cuCtxGetCacheConfig);
    return lc_fwd_cuCtxGetCacheConfig(pconfig);
}

CUresult lc_fwd_cuCtxGetDevResource(CUcontext hCtx, CUdevResource *resource, CUdevResourceType type)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuCtxGetDevResource);
    if (r != CUDA_SUCCESS) return r;
    lc_handle(&c, &hCtx);
    lc_out_req(&c, resource, (uint64_t)144u);
    lc_scalar(&c, &type, sizeof type);
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (resource && lc_out(&c, resource, (uint64_t)144u)) r = lc_lost();
    }
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuCtxGetDevResource(CUcontext hCtx, CUdevResource *resource, CUdevResourceType type)
{
    lc_stats_call(LUPINE_FN_cuCtxGetDevResource);
    return lc_fwd_cuCtxGetDevResource(hCtx, resource, type);
}

CUresult lc_fwd_cuCtxGetDevice(CUdevice *device)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuCtxGetDevice);
    if (r != CUDA_SUCCESS) return r;
    lc_out_req(&c, device, (uint64_t)4u);
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (device && lc_out(&c, device, (uint64_t)4u)) r = lc_lost();
        else if (device) r = lc_dev_out(c.srv, device);
    }
    lc_end(&c);
    return r;
}

CUresult lc_fwd_cuCtxGetDevice_v2(CUdevice *device, CUcontext ctx)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuCtxGetDevice_v2);
    if (r != CUDA_SUCCESS) return r;
    lc_out_req(&c, device, (uint64_t)4u);
    lc_handle(&c, &ctx);
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (device && lc_out(&c, device, (uint64_t)4u)) r = lc_lost();
        else if (device) r = lc_dev_out(c.srv, device);
    }
    lc_end(&c);
    return r;
}

/* not supported: execution affinity (MPS SM partitions) of the server's process: not carried; cuCtxCreate_v4 without affinity parameters is */
CUresult CUDAAPI cuCtxGetExecAffinity(CUexecAffinityParam *pExecAffinity, CUexecAffinityType type)
{
    (void)pExecAffinity;
    (void)type;
    lc_stats_call(LUPINE_FN_cuCtxGetExecAffinity);
    return lc_unsupported(LUPINE_FN_cuCtxGetExecAffinity);
}

CUresult lc_fwd_cuCtxGetFlags(unsigned int *flags)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuCtxGetFlags);
    if (r != CUDA_SUCCESS) return r;
    lc_out_req(&c, flags, (uint64_t)4u);
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (flags && lc_out(&c, flags, (uint64_t)4u)) r = lc_lost();
    }
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuCtxGetFlags(unsigned int *flags)
{
    lc_stats_call(LUPINE_FN_cuCtxGetFlags);
    return lc_fwd_cuCtxGetFlags(flags);
}

CUresult lc_fwd_cuCtxGetId(CUcontext ctx, unsigned long long *ctxId)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuCtxGetId);
    if (r != CUDA_SUCCESS) return r;
    lc_handle(&c, &ctx);
    lc_out_req(&c, ctxId, (uint64_t)8u);
    void *lc_outp[1] = {ctxId};
    uint64_t lc_outn[1] = {(uint64_t)8u};
    if (lc_cache_fetch(&c, LC_CACHE_context, 1, lc_outp, lc_outn)) {
        lc_end(&c);
        return CUDA_SUCCESS;
    }
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (ctxId && lc_out(&c, ctxId, (uint64_t)8u)) r = lc_lost();
    }
    if (r == CUDA_SUCCESS) lc_cache_store(&c, LC_CACHE_context, 1, lc_outp, lc_outn);
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuCtxGetId(CUcontext ctx, unsigned long long *ctxId)
{
    lc_stats_call(LUPINE_FN_cuCtxGetId);
    return lc_fwd_cuCtxGetId(ctx, ctxId);
}

CUresult lc_fwd_cuCtxGetLimit(size_t *pvalue, CUlimit limit)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuCtxGetLimit);
    if (r != CUDA_SUCCESS) return r;
    lc_out_req(&c, pvalue, (uint64_t)8u);
    lc_scalar(&c, &limit, sizeof limit);
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (pvalue && lc_out(&c, pvalue, (uint64_t)8u)) r = lc_lost();
    }
    lc_end(&c);
    return r;
}

CUresult lc_fwd_cuCtxGetSharedMemConfig(CUsharedconfig *pConfig)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuCtxGetSharedMemConfig);
    if (r != CUDA_SUCCESS) return r;
    lc_out_req(&c, pConfig, (uint64_t)4u);
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (pConfig && lc_out(&c, pConfig, (uint64_t)4u)) r = lc_lost();
    }
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuCtxGetSharedMemConfig(CUsharedconfig *pConfig)
{
    lc_stats_call(LUPINE_FN_cuCtxGetSharedMemConfig);
    return lc_fwd_cuCtxGetSharedMemConfig(pConfig);
}

CUresult lc_fwd_cuCtxGetStreamPriorityRange(int *leastPriority, int *greatestPriority)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuCtxGetStreamPriorityRange);
    if (r != CUDA_SUCCESS) return r;
    lc_out_req(&c, leastPriority, (uint64_t)4u);
    lc_out_req(&c, greatestPriority, (uint64_t)4u);
    void *lc_outp[2] = {leastPriority, greatestPriority};
    uint64_t lc_outn[2] = {(uint64_t)4u, (uint64_t)4u};
    if (lc_cache_fetch(&c, LC_CACHE_context, 2, lc_outp, lc_outn)) {
        lc_end(&c);
        return CUDA_SUCCESS;
    }
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (leastPriority && lc_out(&c, leastPriority, (uint64_t)4u)) r = lc_lost();
        if (greatestPriority && lc_out(&c, greatestPriority, (uint64_t)4u)) r = lc_lost();
    }
    if (r == CUDA_SUCCESS) lc_cache_store(&c, LC_CACHE_context, 2, lc_outp, lc_outn);
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuCtxGetStreamPriorityRange(int *leastPriority, int *greatestPriority)
{
    lc_stats_call(LUPINE_FN_cuCtxGetStreamPriorityRange);
    return lc_fwd_cuCtxGetStreamPriorityRange(leastPriority, greatestPriority);
}

/* not supported: an older ABI of cuCtxPopCurrent (CUDA 2.0): cuGetProcAddress gives callers of CUDA 4.0 and later cuCtxPopCurrent_v2, and cuda.h declares cuCtxPopCurrent as cuCtxPopCurrent_v2, which LUPINE carries */
CUresult CUDAAPI cuCtxPopCurrent(CUcontext *pctx)
{
    (void)pctx;
    lc_stats_call(LUPINE_FN_cuCtxPopCurrent);
    return lc_unsupported(LUPINE_FN_cuCtxPopCurrent);
}

/* not supported: an older ABI of cuCtxPushCurrent (CUDA 2.0): cuGetProcAddress gives callers of CUDA 4.0 and later cuCtxPushCurrent_v2, and cuda.h declares cuCtxPushCurrent as cuCtxPushCurrent_v2, which LUPINE carries */
CUresult CUDAAPI cuCtxPushCurrent(CUcontext ctx)
{
    (void)ctx;
    lc_stats_call(LUPINE_FN_cuCtxPushCurrent);
    return lc_unsupported(LUPINE_FN_cuCtxPushCurrent);
}

CUresult lc_fwd_cuCtxPushCurrent_v2(CUcontext ctx)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuCtxPushCurrent_v2);
    if (r != CUDA_SUCCESS) return r;
    lc_handle(&c, &ctx);
    r = lc_send(&c);
    lc_end(&c);
    return r;
}

CUresult lc_fwd_cuCtxRecordEvent(CUcontext hCtx, CUevent hEvent)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuCtxRecordEvent);
    if (r != CUDA_SUCCESS) return r;
    lc_handle(&c, &hCtx);
    lc_handle(&c, &hEvent);
    r = lc_defer(&c);
    lc_end(&c);
    if (r == CUDA_SUCCESS) lc_stream_submit(NULL);
    return r;
}

CUresult CUDAAPI cuCtxRecordEvent(CUcontext hCtx, CUevent hEvent)
{
    lc_stats_call(LUPINE_FN_cuCtxRecordEvent);
    return lc_fwd_cuCtxRecordEvent(hCtx, hEvent);
}

CUresult lc_fwd_cuCtxResetPersistingL2Cache(void)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuCtxResetPersistingL2Cache);
    if (r != CUDA_SUCCESS) return r;
    r = lc_send(&c);
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuCtxResetPersistingL2Cache(void)
{
    lc_stats_call(LUPINE_FN_cuCtxResetPersistingL2Cache);
    return lc_fwd_cuCtxResetPersistingL2Cache();
}

CUresult lc_fwd_cuCtxSetCacheConfig(CUfunc_cache config)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuCtxSetCacheConfig);
    if (r != CUDA_SUCCESS) return r;
    lc_scalar(&c, &config, sizeof config);
    r = lc_send(&c);
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuCtxSetCacheConfig(CUfunc_cache config)
{
    lc_stats_call(LUPINE_FN_cuCtxSetCacheConfig);
    return lc_fwd_cuCtxSetCacheConfig(config);
}

CUresult lc_fwd_cuCtxSetCurrent(CUcontext ctx)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuCtxSetCurrent);
    if (r != CUDA_SUCCESS) return r;
    lc_handle(&c, &ctx);
    r = lc_send(&c);
    lc_end(&c);
    return r;
}

CUresult lc_fwd_cuCtxSetFlags(unsigned int flags)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuCtxSetFlags);
    if (r != CUDA_SUCCESS) return r;
    lc_scalar(&c, &flags, sizeof flags);
    r = lc_send(&c);
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuCtxSetFlags(unsigned int flags)
{
    lc_stats_call(LUPINE_FN_cuCtxSetFlags);
    return lc_fwd_cuCtxSetFlags(flags);
}

CUresult lc_fwd_cuCtxSetLimit(CUlimit limit, size_t value)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuCtxSetLimit);
    if (r != CUDA_SUCCESS) return r;
    lc_scalar(&c, &limit, sizeof limit);
    lc_scalar(&c, &value, sizeof value);
    r = lc_send(&c);
    lc_end(&c);
    return r;
}

CUresult lc_fwd_cuCtxSetSharedMemConfig(CUsharedconfig config)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuCtxSetSharedMemConfig);
    if (r != CUDA_SUCCESS) return r;
    lc_scalar(&c, &config, sizeof config);
    r = lc_send(&c);
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuCtxSetSharedMemConfig(CUsharedconfig config)
{
    lc_stats_call(LUPINE_FN_cuCtxSetSharedMemConfig);
    return lc_fwd_cuCtxSetSharedMemConfig(config);
}

CUresult lc_fwd_cuCtxSynchronize(void)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuCtxSynchronize);
    if (r != CUDA_SUCCESS) return r;
    r = lc_send(&c);
    lc_end(&c);
    return r;
}

CUresult lc_fwd_cuCtxSynchronize_v2(CUcontext ctx)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuCtxSynchronize_v2);
    if (r != CUDA_SUCCESS) return r;
    lc_handle(&c, &ctx);
    r = lc_send(&c);
    lc_end(&c);
    return r;
}

CUresult lc_fwd_cuCtxWaitEvent(CUcontext hCtx, CUevent hEvent)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuCtxWaitEvent);
    if (r != CUDA_SUCCESS) return r;
    lc_handle(&c, &hCtx);
    lc_handle(&c, &hEvent);
    r = lc_defer(&c);
    lc_end(&c);
    if (r == CUDA_SUCCESS) lc_stream_submit(NULL);
    return r;
}

CUresult CUDAAPI cuCtxWaitEvent(CUcontext hCtx, CUevent hEvent)
{
    lc_stats_call(LUPINE_FN_cuCtxWaitEvent);
    return lc_fwd_cuCtxWaitEvent(hCtx, hEvent);
}

/* not supported: external memory and semaphores are OS handles (file descriptors, NvSciBuf/NvSciSync objects, Win32 handles) of another process, which cannot cross the network */
CUresult CUDAAPI cuDestroyExternalMemory(CUexternalMemory extMem)
{
    (void)extMem;
    lc_stats_call(LUPINE_FN_cuDestroyExternalMemory);
    return lc_unsupported(LUPINE_FN_cuDestroyExternalMemory);
}

/* not supported: external memory and semaphores are OS handles (file descriptors, NvSciBuf/NvSciSync objects, Win32 handles) of another process, which cannot cross the network */
CUresult CUDAAPI cuDestroyExternalSemaphore(CUexternalSemaphore extSem)
{
    (void)extSem;
    lc_stats_call(LUPINE_FN_cuDestroyExternalSemaphore);
    return lc_unsupported(LUPINE_FN_cuDestroyExternalSemaphore);
}

CUresult lc_fwd_cuDevResourceGenerateDesc(CUdevResourceDesc *phDesc, CUdevResource *resources, unsigned int nbResources)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuDevResourceGenerateDesc);
    if (r != CUDA_SUCCESS) return r;
    lc_out_req(&c, phDesc, (uint64_t)8u);
    lc_scalar(&c, &nbResources, sizeof nbResources);
    lc_in(&c, resources, (uint64_t)(nbResources) * 144u);
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (phDesc && lc_out(&c, phDesc, (uint64_t)8u)) r = lc_lost();
        else lc_handles_out(&c, phDesc, (uint64_t)1u);
    }
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuDevResourceGenerateDesc(CUdevResourceDesc *phDesc, CUdevResource *resources, unsigned int nbResources)
{
    lc_stats_call(LUPINE_FN_cuDevResourceGenerateDesc);
    return lc_fwd_cuDevResourceGenerateDesc(phDesc, resources, nbResources);
}

CUresult lc_fwd_cuDevSmResourceSplitByCount(CUdevResource *result, unsigned int *nbGroups, const CUdevResource *input, CUdevResource *remaining, unsigned int useFlags, unsigned int minCount)
{
    lc_call c;
    const uint64_t lc_len_nbGroups = nbGroups ? (uint64_t)*nbGroups : 0;
    CUresult r = lc_begin(&c, LUPINE_FN_cuDevSmResourceSplitByCount);
    if (r != CUDA_SUCCESS) return r;
    lc_out_req(&c, result, lc_len_nbGroups * 144u);
    lc_out_req(&c, remaining, (uint64_t)144u);
    lc_scalar(&c, &useFlags, sizeof useFlags);
    lc_scalar(&c, &minCount, sizeof minCount);
    lc_in(&c, nbGroups, (uint64_t)4u);
    lc_in(&c, input, (uint64_t)144u);
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (result && lc_out(&c, result, lc_len_nbGroups * 144u)) r = lc_lost();
        if (nbGroups && lc_out(&c, nbGroups, (uint64_t)4u)) r = lc_lost();
        if (remaining && lc_out(&c, remaining, (uint64_t)144u)) r = lc_lost();
    }
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuDevSmResourceSplitByCount(CUdevResource *result, unsigned int *nbGroups, const CUdevResource *input, CUdevResource *remaining, unsigned int useFlags, unsigned int minCount)
{
    lc_stats_call(LUPINE_FN_cuDevSmResourceSplitByCount);
    return lc_fwd_cuDevSmResourceSplitByCount(result, nbGroups, input, remaining, useFlags, minCount);
}

CUresult lc_fwd_cuDeviceCanAccessPeer(int *canAccessPeer, CUdevice dev, CUdevice peerDev)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuDeviceCanAccessPeer);
    if (r != CUDA_SUCCESS) return r;
    if ((r = lc_dev_in(&c, &dev)) != CUDA_SUCCESS) { lc_end(&c); return r; }
    if ((r = lc_dev_in(&c, &peerDev)) != CUDA_SUCCESS) { lc_end(&c); return r; }
    lc_out_req(&c, canAccessPeer, (uint64_t)4u);
    lc_scalar(&c, &dev, sizeof dev);
    lc_scalar(&c, &peerDev, sizeof peerDev);
    void *lc_outp[1] = {canAccessPeer};
    uint64_t lc_outn[1] = {(uint64_t)4u};
    if (lc_cache_fetch(&c, LC_CACHE_device, 1, lc_outp, lc_outn)) {
        lc_end(&c);
        return CUDA_SUCCESS;
    }
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (canAccessPeer && lc_out(&c, canAccessPeer, (uint64_t)4u)) r = lc_lost();
    }
    if (r == CUDA_SUCCESS) lc_cache_store(&c, LC_CACHE_device, 1, lc_outp, lc_outn);
    lc_end(&c);
    return r;
}

CUresult lc_fwd_cuDeviceComputeCapability(int *major, int *minor, CUdevice dev)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuDeviceComputeCapability);
    if (r != CUDA_SUCCESS) return r;
    if ((r = lc_dev_in(&c, &dev)) != CUDA_SUCCESS) { lc_end(&c); return r; }
    lc_out_req(&c, major, (uint64_t)4u);
    lc_out_req(&c, minor, (uint64_t)4u);
    lc_scalar(&c, &dev, sizeof dev);
    void *lc_outp[2] = {major, minor};
    uint64_t lc_outn[2] = {(uint64_t)4u, (uint64_t)4u};
    if (lc_cache_fetch(&c, LC_CACHE_device, 2, lc_outp, lc_outn)) {
        lc_end(&c);
        return CUDA_SUCCESS;
    }
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (major && lc_out(&c, major, (uint64_t)4u)) r = lc_lost();
        if (minor && lc_out(&c, minor, (uint64_t)4u)) r = lc_lost();
    }
    if (r == CUDA_SUCCESS) lc_cache_store(&c, LC_CACHE_device, 2, lc_outp, lc_outn);
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuDeviceComputeCapability(int *major, int *minor, CUdevice dev)
{
    lc_stats_call(LUPINE_FN_cuDeviceComputeCapability);
    return lc_fwd_cuDeviceComputeCapability(major, minor, dev);
}

CUresult lc_fwd_cuDeviceGet(CUdevice *device, int ordinal)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuDeviceGet);
    if (r != CUDA_SUCCESS) return r;
    lc_out_req(&c, device, (uint64_t)4u);
    lc_scalar(&c, &ordinal, sizeof ordinal);
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (device && lc_out(&c, device, (uint64_t)4u)) r = lc_lost();
        else if (device) r = lc_dev_out(c.srv, device);
    }
    lc_end(&c);
    return r;
}

CUresult lc_fwd_cuDeviceGetAttribute(int *pi, CUdevice_attribute attrib, CUdevice dev)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuDeviceGetAttribute);
    if (r != CUDA_SUCCESS) return r;
    if ((r = lc_dev_in(&c, &dev)) != CUDA_SUCCESS) { lc_end(&c); return r; }
    lc_out_req(&c, pi, (uint64_t)4u);
    lc_scalar(&c, &attrib, sizeof attrib);
    lc_scalar(&c, &dev, sizeof dev);
    void *lc_outp[1] = {pi};
    uint64_t lc_outn[1] = {(uint64_t)4u};
    if (lc_cache_fetch(&c, LC_CACHE_device, 1, lc_outp, lc_outn)) {
        lc_end(&c);
        return CUDA_SUCCESS;
    }
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (pi && lc_out(&c, pi, (uint64_t)4u)) r = lc_lost();
    }
    if (r == CUDA_SUCCESS) lc_cache_store(&c, LC_CACHE_device, 1, lc_outp, lc_outn);
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuDeviceGetAttribute(int *pi, CUdevice_attribute attrib, CUdevice dev)
{
    lc_stats_call(LUPINE_FN_cuDeviceGetAttribute);
    return lc_fwd_cuDeviceGetAttribute(pi, attrib, dev);
}

CUresult lc_fwd_cuDeviceGetByPCIBusId(CUdevice *dev, const char *pciBusId)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuDeviceGetByPCIBusId);
    if (r != CUDA_SUCCESS) return r;
    lc_out_req(&c, dev, (uint64_t)4u);
    lc_cstr(&c, pciBusId);
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (dev && lc_out(&c, dev, (uint64_t)4u)) r = lc_lost();
        else if (dev) r = lc_dev_out(c.srv, dev);
    }
    lc_end(&c);
    return r;
}

CUresult lc_fwd_cuDeviceGetCount(int *count)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuDeviceGetCount);
    if (r != CUDA_SUCCESS) return r;
    lc_out_req(&c, count, (uint64_t)4u);
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (count && lc_out(&c, count, (uint64_t)4u)) r = lc_lost();
    }
    lc_end(&c);
    return r;
}

CUresult lc_fwd_cuDeviceGetDefaultMemPool(CUmemoryPool *pool_out, CUdevice dev)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuDeviceGetDefaultMemPool);
    if (r != CUDA_SUCCESS) return r;
    if ((r = lc_dev_in(&c, &dev)) != CUDA_SUCCESS) { lc_end(&c); return r; }
    lc_out_req(&c, pool_out, (uint64_t)8u);
    lc_scalar(&c, &dev, sizeof dev);
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (pool_out && lc_out(&c, pool_out, (uint64_t)8u)) r = lc_lost();
        else lc_handles_out(&c, pool_out, (uint64_t)1u);
    }
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuDeviceGetDefaultMemPool(CUmemoryPool *pool_out, CUdevice dev)
{
    lc_stats_call(LUPINE_FN_cuDeviceGetDefaultMemPool);
    return lc_fwd_cuDeviceGetDefaultMemPool(pool_out, dev);
}

CUresult lc_fwd_cuDeviceGetDevResource(CUdevice device, CUdevResource *resource, CUdevResourceType type)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuDeviceGetDevResource);
    if (r != CUDA_SUCCESS) return r;
    if ((r = lc_dev_in(&c, &device)) != CUDA_SUCCESS) { lc_end(&c); return r; }
    lc_scalar(&c, &device, sizeof device);
    lc_out_req(&c, resource, (uint64_t)144u);
    lc_scalar(&c, &type, sizeof type);
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (resource && lc_out(&c, resource, (uint64_t)144u)) r = lc_lost();
    }
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuDeviceGetDevResource(CUdevice device, CUdevResource *resource, CUdevResourceType type)
{
    lc_stats_call(LUPINE_FN_cuDeviceGetDevResource);
    return lc_fwd_cuDeviceGetDevResource(device, resource, type);
}

CUresult lc_fwd_cuDeviceGetExecAffinitySupport(int *pi, CUexecAffinityType type, CUdevice dev)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuDeviceGetExecAffinitySupport);
    if (r != CUDA_SUCCESS) return r;
    if ((r = lc_dev_in(&c, &dev)) != CUDA_SUCCESS) { lc_end(&c); return r; }
    lc_out_req(&c, pi, (uint64_t)4u);
    lc_scalar(&c, &type, sizeof type);
    lc_scalar(&c, &dev, sizeof dev);
    void *lc_outp[1] = {pi};
    uint64_t lc_outn[1] = {(uint64_t)4u};
    if (lc_cache_fetch(&c, LC_CACHE_device, 1, lc_outp, lc_outn)) {
        lc_end(&c);
        return CUDA_SUCCESS;
    }
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (pi && lc_out(&c, pi, (uint64_t)4u)) r = lc_lost();
    }
    if (r == CUDA_SUCCESS) lc_cache_store(&c, LC_CACHE_device, 1, lc_outp, lc_outn);
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuDeviceGetExecAffinitySupport(int *pi, CUexecAffinityType type, CUdevice dev)
{
    lc_stats_call(LUPINE_FN_cuDeviceGetExecAffinitySupport);
    return lc_fwd_cuDeviceGetExecAffinitySupport(pi, type, dev);
}

CUresult lc_fwd_cuDeviceGetGraphMemAttribute(CUdevice device, CUgraphMem_attribute attr, void *value)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuDeviceGetGraphMemAttribute);
    if (r != CUDA_SUCCESS) return r;
    if ((r = lc_dev_in(&c, &device)) != CUDA_SUCCESS) { lc_end(&c); return r; }
    lc_scalar(&c, &device, sizeof device);
    lc_scalar(&c, &attr, sizeof attr);
    lc_out_req(&c, value, (uint64_t)8u);
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (value && lc_out(&c, value, (uint64_t)8u)) r = lc_lost();
    }
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuDeviceGetGraphMemAttribute(CUdevice device, CUgraphMem_attribute attr, void *value)
{
    lc_stats_call(LUPINE_FN_cuDeviceGetGraphMemAttribute);
    return lc_fwd_cuDeviceGetGraphMemAttribute(device, attr, value);
}

/* not supported: CUDA 13.0 queries no traced program calls: not carried yet */
CUresult CUDAAPI cuDeviceGetHostAtomicCapabilities(unsigned int *capabilities, const CUatomicOperation *operations, unsigned int count, CUdevice dev)
{
    (void)capabilities;
    (void)operations;
    (void)count;
    (void)dev;
    lc_stats_call(LUPINE_FN_cuDeviceGetHostAtomicCapabilities);
    return lc_unsupported(LUPINE_FN_cuDeviceGetHostAtomicCapabilities);
}

CUresult lc_fwd_cuDeviceGetLuid(char *luid, unsigned int *deviceNodeMask, CUdevice dev)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuDeviceGetLuid);
    if (r != CUDA_SUCCESS) return r;
    if ((r = lc_dev_in(&c, &dev)) != CUDA_SUCCESS) { lc_end(&c); return r; }
    lc_out_req(&c, luid, (uint64_t)8u);
    lc_out_req(&c, deviceNodeMask, (uint64_t)4u);
    lc_scalar(&c, &dev, sizeof dev);
    void *lc_outp[2] = {luid, deviceNodeMask};
    uint64_t lc_outn[2] = {(uint64_t)8u, (uint64_t)4u};
    if (lc_cache_fetch(&c, LC_CACHE_device, 2, lc_outp, lc_outn)) {
        lc_end(&c);
        return CUDA_SUCCESS;
    }
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (luid && lc_out(&c, luid, (uint64_t)8u)) r = lc_lost();
        if (deviceNodeMask && lc_out(&c, deviceNodeMask, (uint64_t)4u)) r = lc_lost();
    }
    if (r == CUDA_SUCCESS) lc_cache_store(&c, LC_CACHE_device, 2, lc_outp, lc_outn);
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuDeviceGetLuid(char *luid, unsigned int *deviceNodeMask, CUdevice dev)
{
    lc_stats_call(LUPINE_FN_cuDeviceGetLuid);
    return lc_fwd_cuDeviceGetLuid(luid, deviceNodeMask, dev);
}

CUresult lc_fwd_cuDeviceGetMemPool(CUmemoryPool *pool, CUdevice dev)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuDeviceGetMemPool);
    if (r != CUDA_SUCCESS) return r;
    if ((r = lc_dev_in(&c, &dev)) != CUDA_SUCCESS) { lc_end(&c); return r; }
    lc_out_req(&c, pool, (uint64_t)8u);
    lc_scalar(&c, &dev, sizeof dev);
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (pool && lc_out(&c, pool, (uint64_t)8u)) r = lc_lost();
        else lc_handles_out(&c, pool, (uint64_t)1u);
    }
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuDeviceGetMemPool(CUmemoryPool *pool, CUdevice dev)
{
    lc_stats_call(LUPINE_FN_cuDeviceGetMemPool);
    return lc_fwd_cuDeviceGetMemPool(pool, dev);
}

CUresult lc_fwd_cuDeviceGetName(char *name, int len, CUdevice dev)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuDeviceGetName);
    if (r != CUDA_SUCCESS) return r;
    if ((r = lc_dev_in(&c, &dev)) != CUDA_SUCCESS) { lc_end(&c); return r; }
    lc_out_req(&c, name, (uint64_t)(len) * 1u);
    lc_scalar(&c, &len, sizeof len);
    lc_scalar(&c, &dev, sizeof dev);
    void *lc_outp[1] = {name};
    uint64_t lc_outn[1] = {(uint64_t)(len) * 1u};
    if (lc_cache_fetch(&c, LC_CACHE_device, 1, lc_outp, lc_outn)) {
        lc_end(&c);
        return CUDA_SUCCESS;
    }
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (name && lc_out(&c, name, (uint64_t)(len) * 1u)) r = lc_lost();
    }
    if (r == CUDA_SUCCESS) lc_cache_store(&c, LC_CACHE_device, 1, lc_outp, lc_outn);
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuDeviceGetName(char *name, int len, CUdevice dev)
{
    lc_stats_call(LUPINE_FN_cuDeviceGetName);
    return lc_fwd_cuDeviceGetName(name, len, dev);
}

/* not supported: external memory and semaphores are OS handles (file descriptors, NvSciBuf/NvSciSync objects, Win32 handles) of another process, which cannot cross the network */
CUresult CUDAAPI cuDeviceGetNvSciSyncAttributes(void *nvSciSyncAttrList, CUdevice dev, int flags)
{
    (void)nvSciSyncAttrList;
    (void)dev;
    (void)flags;
    lc_stats_call(LUPINE_FN_cuDeviceGetNvSciSyncAttributes);
    return lc_unsupported(LUPINE_FN_cuDeviceGetNvSciSyncAttributes);
}

/* not supported: CUDA 13.0 queries no traced program calls: not carried yet */
CUresult CUDAAPI cuDeviceGetP2PAtomicCapabilities(unsigned int *capabilities, const CUatomicOperation *operations, unsigned int count, CUdevice srcDevice, CUdevice dstDevice)
{
    (void)capabilities;
    (void)operations;
    (void)count;
    (void)srcDevice;
    (void)dstDevice;
    lc_stats_call(LUPINE_FN_cuDeviceGetP2PAtomicCapabilities);
    return lc_unsupported(LUPINE_FN_cuDeviceGetP2PAtomicCapabilities);
}

CUresult lc_fwd_cuDeviceGetP2PAttribute(int *value, CUdevice_P2PAttribute attrib, CUdevice srcDevice, CUdevice dstDevice)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuDeviceGetP2PAttribute);
    if (r != CUDA_SUCCESS) return r;
    if ((r = lc_dev_in(&c, &srcDevice)) != CUDA_SUCCESS) { lc_end(&c); return r; }
    if ((r = lc_dev_in(&c, &dstDevice)) != CUDA_SUCCESS) { lc_end(&c); return r; }
    lc_out_req(&c, value, (uint64_t)4u);
    lc_scalar(&c, &attrib, sizeof attrib);
    lc_scalar(&c, &srcDevice, sizeof srcDevice);
    lc_scalar(&c, &dstDevice, sizeof dstDevice);
    void *lc_outp[1] = {value};
    uint64_t lc_outn[1] = {(uint64_t)4u};
    if (lc_cache_fetch(&c, LC_CACHE_device, 1, lc_outp, lc_outn)) {
        lc_end(&c);
        return CUDA_SUCCESS;
    }
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (value && lc_out(&c, value, (uint64_t)4u)) r = lc_lost();
    }
    if (r == CUDA_SUCCESS) lc_cache_store(&c, LC_CACHE_device, 1, lc_outp, lc_outn);
    lc_end(&c);
    return r;
}

CUresult lc_fwd_cuDeviceGetPCIBusId(char *pciBusId, int len, CUdevice dev)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuDeviceGetPCIBusId);
    if (r != CUDA_SUCCESS) return r;
    if ((r = lc_dev_in(&c, &dev)) != CUDA_SUCCESS) { lc_end(&c); return r; }
    lc_out_req(&c, pciBusId, (uint64_t)(len) * 1u);
    lc_scalar(&c, &len, sizeof len);
    lc_scalar(&c, &dev, sizeof dev);
    void *lc_outp[1] = {pciBusId};
    uint64_t lc_outn[1] = {(uint64_t)(len) * 1u};
    if (lc_cache_fetch(&c, LC_CACHE_device, 1, lc_outp, lc_outn)) {
        lc_end(&c);
        return CUDA_SUCCESS;
    }
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (pciBusId && lc_out(&c, pciBusId, (uint64_t)(len) * 1u)) r = lc_lost();
    }
    if (r == CUDA_SUCCESS) lc_cache_store(&c, LC_CACHE_device, 1, lc_outp, lc_outn);
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuDeviceGetPCIBusId(char *pciBusId, int len, CUdevice dev)
{
    lc_stats_call(LUPINE_FN_cuDeviceGetPCIBusId);
    return lc_fwd_cuDeviceGetPCIBusId(pciBusId, len, dev);
}

CUresult lc_fwd_cuDeviceGetProperties(CUdevprop *prop, CUdevice dev)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuDeviceGetProperties);
    if (r != CUDA_SUCCESS) return r;
    if ((r = lc_dev_in(&c, &dev)) != CUDA_SUCCESS) { lc_end(&c); return r; }
    lc_out_req(&c, prop, (uint64_t)56u);
    lc_scalar(&c, &dev, sizeof dev);
    void *lc_outp[1] = {prop};
    uint64_t lc_outn[1] = {(uint64_t)56u};
    if (lc_cache_fetch(&c, LC_CACHE_device, 1, lc_outp, lc_outn)) {
        lc_end(&c);
        return CUDA_SUCCESS;
    }
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (prop && lc_out(&c, prop, (uint64_t)56u)) r = lc_lost();
    }
    if (r == CUDA_SUCCESS) lc_cache_store(&c, LC_CACHE_device, 1, lc_outp, lc_outn);
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuDeviceGetProperties(CUdevprop *prop, CUdevice dev)
{
    lc_stats_call(LUPINE_FN_cuDeviceGetProperties);
    return lc_fwd_cuDeviceGetProperties(prop, dev);
}

CUresult lc_fwd_cuDeviceGetTexture1DLinearMaxWidth(size_t *maxWidthInElements, CUarray_format format, unsigned int numChannels, CUdevice dev)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuDeviceGetTexture1DLinearMaxWidth);
    if (r != CUDA_SUCCESS) return r;
    if ((r = lc_dev_in(&c, &dev)) != CUDA_SUCCESS) { lc_end(&c); return r; }
    lc_out_req(&c, maxWidthInElements, (uint64_t)8u);
    lc_scalar(&c, &format, sizeof format);
    lc_scalar(&c, &numChannels, sizeof numChannels);
    lc_scalar(&c, &dev, sizeof dev);
    void *lc_outp[1] = {maxWidthInElements};
    uint64_t lc_outn[1] = {(uint64_t)8u};
    if (lc_cache_fetch(&c, LC_CACHE_device, 1, lc_outp, lc_outn)) {
        lc_end(&c);
        return CUDA_SUCCESS;
    }
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (maxWidthInElements && lc_out(&c, maxWidthInElements, (uint64_t)8u)) r = lc_lost();
    }
    if (r == CUDA_SUCCESS) lc_cache_store(&c, LC_CACHE_device, 1, lc_outp, lc_outn);
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuDeviceGetTexture1DLinearMaxWidth(size_t *maxWidthInElements, CUarray_format format, unsigned int numChannels, CUdevice dev)
{
    lc_stats_call(LUPINE_FN_cuDeviceGetTexture1DLinearMaxWidth);
    return lc_fwd_cuDeviceGetTexture1DLinearMaxWidth(maxWidthInElements, format, numChannels, dev);
}

CUresult lc_fwd_cuDeviceGetUuid(CUuuid *uuid, CUdevice dev)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuDeviceGetUuid);
    if (r != CUDA_SUCCESS) return r;
    if ((r = lc_dev_in(&c, &dev)) != CUDA_SUCCESS) { lc_end(&c); return r; }
    lc_out_req(&c, uuid, (uint64_t)16u);
    lc_scalar(&c, &dev, sizeof dev);
    void *lc_outp[1] = {uuid};
    uint64_t lc_outn[1] = {(uint64_t)16u};
    if (lc_cache_fetch(&c, LC_CACHE_device, 1, lc_outp, lc_outn)) {
        lc_end(&c);
        return CUDA_SUCCESS;
    }
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (uuid && lc_out(&c, uuid, (uint64_t)16u)) r = lc_lost();
    }
    if (r == CUDA_SUCCESS) lc_cache_store(&c, LC_CACHE_device, 1, lc_outp, lc_outn);
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuDeviceGetUuid(CUuuid *uuid, CUdevice dev)
{
    lc_stats_call(LUPINE_FN_cuDeviceGetUuid);
    return lc_fwd_cuDeviceGetUuid(uuid, dev);
}

CUresult lc_fwd_cuDeviceGetUuid_v2(CUuuid *uuid, CUdevice dev)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuDeviceGetUuid_v2);
    if (r != CUDA_SUCCESS) return r;
    if ((r = lc_dev_in(&c, &dev)) != CUDA_SUCCESS) { lc_end(&c); return r; }
    lc_out_req(&c, uuid, (uint64_t)16u);
    lc_scalar(&c, &dev, sizeof dev);
    void *lc_outp[1] = {uuid};
    uint64_t lc_outn[1] = {(uint64_t)16u};
    if (lc_cache_fetch(&c, LC_CACHE_device, 1, lc_outp, lc_outn)) {
        lc_end(&c);
        return CUDA_SUCCESS;
    }
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (uuid && lc_out(&c, uuid, (uint64_t)16u)) r = lc_lost();
    }
    if (r == CUDA_SUCCESS) lc_cache_store(&c, LC_CACHE_device, 1, lc_outp, lc_outn);
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuDeviceGetUuid_v2(CUuuid *uuid, CUdevice dev)
{
    lc_stats_call(LUPINE_FN_cuDeviceGetUuid_v2);
    return lc_fwd_cuDeviceGetUuid_v2(uuid, dev);
}

CUresult lc_fwd_cuDeviceGraphMemTrim(CUdevice device)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuDeviceGraphMemTrim);
    if (r != CUDA_SUCCESS) return r;
    if ((r = lc_dev_in(&c, &device)) != CUDA_SUCCESS) { lc_end(&c); return r; }
    lc_scalar(&c, &device, sizeof device);
    r = lc_send(&c);
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuDeviceGraphMemTrim(CUdevice device)
{
    lc_stats_call(LUPINE_FN_cuDeviceGraphMemTrim);
    return lc_fwd_cuDeviceGraphMemTrim(device);
}

CUresult lc_fwd_cuDevicePrimaryCtxGetState(CUdevice dev, unsigned int *flags, int *active)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuDevicePrimaryCtxGetState);
    if (r != CUDA_SUCCESS) return r;
    if ((r = lc_dev_in(&c, &dev)) != CUDA_SUCCESS) { lc_end(&c); return r; }
    lc_scalar(&c, &dev, sizeof dev);
    lc_out_req(&c, flags, (uint64_t)4u);
    lc_out_req(&c, active, (uint64_t)4u);
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (flags && lc_out(&c, flags, (uint64_t)4u)) r = lc_lost();
        if (active && lc_out(&c, active, (uint64_t)4u)) r = lc_lost();
    }
    lc_end(&c);
    return r;
}

CUresult lc_fwd_cuDevicePrimaryCtxRelease_v2(CUdevice dev)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuDevicePrimaryCtxRelease_v2);
    if (r != CUDA_SUCCESS) return r;
    if ((r = lc_dev_in(&c, &dev)) != CUDA_SUCCESS) { lc_end(&c); return r; }
    lc_scalar(&c, &dev, sizeof dev);
    r = lc_send(&c);
    lc_end(&c);
    if (r == CUDA_SUCCESS) lc_cache_drop(LC_CACHE_function);
    if (r == CUDA_SUCCESS) lc_cache_drop(LC_CACHE_attribute);
    if (r == CUDA_SUCCESS) lc_cache_drop(LC_CACHE_context);
    return r;
}

CUresult lc_fwd_cuDevicePrimaryCtxReset_v2(CUdevice dev)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuDevicePrimaryCtxReset_v2);
    if (r != CUDA_SUCCESS) return r;
    if ((r = lc_dev_in(&c, &dev)) != CUDA_SUCCESS) { lc_end(&c); return r; }
    lc_scalar(&c, &dev, sizeof dev);
    r = lc_send(&c);
    lc_end(&c);
    if (r == CUDA_SUCCESS) lc_cache_drop(LC_CACHE_function);
    if (r == CUDA_SUCCESS) lc_cache_drop(LC_CACHE_attribute);
    if (r == CUDA_SUCCESS) lc_cache_drop(LC_CACHE_context);
    return r;
}

CUresult lc_fwd_cuDevicePrimaryCtxRetain(CUcontext *pctx, CUdevice dev)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuDevicePrimaryCtxRetain);
    if (r != CUDA_SUCCESS) return r;
    if ((r = lc_dev_in(&c, &dev)) != CUDA_SUCCESS) { lc_end(&c); return r; }
    lc_out_req(&c, pctx, (uint64_t)8u);
    lc_scalar(&c, &dev, sizeof dev);
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (pctx && lc_out(&c, pctx, (uint64_t)8u)) r = lc_lost();
        else lc_handles_out(&c, pctx, (uint64_t)1u);
    }
    lc_end(&c);
    return r;
}

CUresult lc_fwd_cuDevicePrimaryCtxSetFlags_v2(CUdevice dev, unsigned int flags)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuDevicePrimaryCtxSetFlags_v2);
    if (r != CUDA_SUCCESS) return r;
    if ((r = lc_dev_in(&c, &dev)) != CUDA_SUCCESS) { lc_end(&c); return r; }
    lc_scalar(&c, &dev, sizeof dev);
    lc_scalar(&c, &flags, sizeof flags);
    r = lc_send(&c);
    lc_end(&c);
    return r;
}

/* not supported: the driver calls a host callback of this process from its own threads, outside any stream; LUPINE carries host functions only in stream order */
CUresult CUDAAPI cuDeviceRegisterAsyncNotification(CUdevice device, CUasyncCallback callbackFunc, void *userData, CUasyncCallbackHandle *callback)
{
    (void)device;
    (void)callbackFunc;
    (void)userData;
    (void)callback;
    lc_stats_call(LUPINE_FN_cuDeviceRegisterAsyncNotification);
    return lc_unsupported(LUPINE_FN_cuDeviceRegisterAsyncNotification);
}

CUresult lc_fwd_cuDeviceSetGraphMemAttribute(CUdevice device, CUgraphMem_attribute attr, void *value)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuDeviceSetGraphMemAttribute);
    if (r != CUDA_SUCCESS) return r;
    if ((r = lc_dev_in(&c, &device)) != CUDA_SUCCESS) { lc_end(&c); return r; }
    lc_scalar(&c, &device, sizeof device);
    lc_scalar(&c, &attr, sizeof attr);
    lc_in(&c, value, (uint64_t)8u);
    r = lc_send(&c);
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuDeviceSetGraphMemAttribute(CUdevice device, CUgraphMem_attribute attr, void *value)
{
    lc_stats_call(LUPINE_FN_cuDeviceSetGraphMemAttribute);
    return lc_fwd_cuDeviceSetGraphMemAttribute(device, attr, value);
}

CUresult lc_fwd_cuDeviceSetMemPool(CUdevice dev, CUmemoryPool pool)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuDeviceSetMemPool);
    if (r != CUDA_SUCCESS) return r;
    if ((r = lc_dev_in(&c, &dev)) != CUDA_SUCCESS) { lc_end(&c); return r; }
    lc_scalar(&c, &dev, sizeof dev);
    lc_handle(&c, &pool);
    r = lc_send(&c);
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuDeviceSetMemPool(CUdevice dev, CUmemoryPool pool)
{
    lc_stats_call(LUPINE_FN_cuDeviceSetMemPool);
    return lc_fwd_cuDeviceSetMemPool(dev, pool);
}

/* not supported: an older ABI of cuDeviceTotalMem (CUDA 2.0): cuGetProcAddress gives callers of CUDA 3.2 and later cuDeviceTotalMem_v2, and cuda.h declares cuDeviceTotalMem as cuDeviceTotalMem_v2, which LUPINE carries */
CUresult CUDAAPI cuDeviceTotalMem(unsigned int *bytes, CUdevice dev)
{
    (void)bytes;
    (void)dev;
    lc_stats_call(LUPINE_FN_cuDeviceTotalMem);
    return lc_unsupported(LUPINE_FN_cuDeviceTotalMem);
}

CUresult lc_fwd_cuDeviceTotalMem_v2(size_t *bytes, CUdevice dev)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuDeviceTotalMem_v2);
    if (r != CUDA_SUCCESS) return r;
    if ((r = lc_dev_in(&c, &dev)) != CUDA_SUCCESS) { lc_end(&c); return r; }
    lc_out_req(&c, bytes, (uint64_t)8u);
    lc_scalar(&c, &dev, sizeof dev);
    void *lc_outp[1] = {bytes};
    uint64_t lc_outn[1] = {(uint64_t)8u};
    if (lc_cache_fetch(&c, LC_CACHE_device, 1, lc_outp, lc_outn)) {
        lc_end(&c);
        return CUDA_SUCCESS;
    }
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (bytes && lc_out(&c, bytes, (uint64_t)8u)) r = lc_lost();
    }
    if (r == CUDA_SUCCESS) lc_cache_store(&c, LC_CACHE_device, 1, lc_outp, lc_outn);
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuDeviceTotalMem_v2(size_t *bytes, CUdevice dev)
{
    lc_stats_call(LUPINE_FN_cuDeviceTotalMem_v2);
    return lc_fwd_cuDeviceTotalMem_v2(bytes, dev);
}

/* not supported: the driver calls a host callback of this process from its own threads, outside any stream; LUPINE carries host functions only in stream order */
CUresult CUDAAPI cuDeviceUnregisterAsyncNotification(CUdevice device, CUasyncCallbackHandle callback)
{
    (void)device;
    (void)callback;
    lc_stats_call(LUPINE_FN_cuDeviceUnregisterAsyncNotification);
    return lc_unsupported(LUPINE_FN_cuDeviceUnregisterAsyncNotification);
}

CUresult lc_fwd_cuDriverGetVersion(int *driverVersion)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuDriverGetVersion);
    if (r != CUDA_SUCCESS) return r;
    lc_out_req(&c, driverVersion, (uint64_t)4u);
    void *lc_outp[1] = {driverVersion};
    uint64_t lc_outn[1] = {(uint64_t)4u};
    if (lc_cache_fetch(&c, LC_CACHE_device, 1, lc_outp, lc_outn)) {
        lc_end(&c);
        return CUDA_SUCCESS;
    }
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (driverVersion && lc_out(&c, driverVersion, (uint64_t)4u)) r = lc_lost();
    }
    if (r == CUDA_SUCCESS) lc_cache_store(&c, LC_CACHE_device, 1, lc_outp, lc_outn);
    lc_end(&c);
    return r;
}

CUresult lc_fwd_cuEventCreate(CUevent *phEvent, unsigned int Flags)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuEventCreate);
    if (r != CUDA_SUCCESS) return r;
    lc_out_req(&c, phEvent, (uint64_t)8u);
    lc_scalar(&c, &Flags, sizeof Flags);
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (phEvent && lc_out(&c, phEvent, (uint64_t)8u)) r = lc_lost();
        else lc_handles_out(&c, phEvent, (uint64_t)1u);
    }
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuEventCreate(CUevent *phEvent, unsigned int Flags)
{
    lc_stats_call(LUPINE_FN_cuEventCreate);
    return lc_fwd_cuEventCreate(phEvent, Flags);
}

/* not supported: an older ABI of cuEventDestroy (CUDA 2.0): cuGetProcAddress gives callers of CUDA 4.0 and later cuEventDestroy_v2, and cuda.h declares cuEventDestroy as cuEventDestroy_v2, which LUPINE carries */
CUresult CUDAAPI cuEventDestroy(CUevent hEvent)
{
    (void)hEvent;
    lc_stats_call(LUPINE_FN_cuEventDestroy);
    return lc_unsupported(LUPINE_FN_cuEventDestroy);
}

CUresult lc_fwd_cuEventDestroy_v2(CUevent hEvent)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuEventDestroy_v2);
    if (r != CUDA_SUCCESS) return r;
    lc_handle(&c, &hEvent);
    r = lc_send(&c);
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuEventDestroy_v2(CUevent hEvent)
{
    lc_stats_call(LUPINE_FN_cuEventDestroy_v2);
    return lc_fwd_cuEventDestroy_v2(hEvent);
}

CUresult lc_fwd_cuEventElapsedTime(float *pMilliseconds, CUevent hStart, CUevent hEnd)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuEventElapsedTime);
    if (r != CUDA_SUCCESS) return r;
    lc_out_req(&c, pMilliseconds, (uint64_t)4u);
    lc_handle(&c, &hStart);
    lc_handle(&c, &hEnd);
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (pMilliseconds && lc_out(&c, pMilliseconds, (uint64_t)4u)) r = lc_lost();
    }
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuEventElapsedTime(float *pMilliseconds, CUevent hStart, CUevent hEnd)
{
    lc_stats_call(LUPINE_FN_cuEventElapsedTime);
    return lc_fwd_cuEventElapsedTime(pMilliseconds, hStart, hEnd);
}

CUresult lc_fwd_cuEventElapsedTime_v2(float *pMilliseconds, CUevent hStart, CUevent hEnd)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuEventElapsedTime_v2);
    if (r != CUDA_SUCCESS) return r;
    lc_out_req(&c, pMilliseconds, (uint64_t)4u);
    lc_handle(&c, &hStart);
    lc_handle(&c, &hEnd);
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (pMilliseconds && lc_out(&c, pMilliseconds, (uint64_t)4u)) r = lc_lost();
    }
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuEventElapsedTime_v2(float *pMilliseconds, CUevent hStart, CUevent hEnd)
{
    lc_stats_call(LUPINE_FN_cuEventElapsedTime_v2);
    return lc_fwd_cuEventElapsedTime_v2(pMilliseconds, hStart, hEnd);
}

CUresult lc_fwd_cuEventQuery(CUevent hEvent)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuEventQuery);
    if (r != CUDA_SUCCESS) return r;
    lc_handle(&c, &hEvent);
    r = lc_send(&c);
    lc_end(&c);
    return r;
}

CUresult lc_fwd_cuEventRecord(CUevent hEvent, CUstream hStream)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuEventRecord);
    if (r != CUDA_SUCCESS) return r;
    lc_handle(&c, &hEvent);
    lc_stream(&c, &hStream);
    r = lc_defer(&c);
    lc_end(&c);
    if (r == CUDA_SUCCESS) lc_stream_submit(hStream);
    return r;
}

CUresult CUDAAPI cuEventRecord(CUevent hEvent, CUstream hStream)
{
    lc_stats_call(LUPINE_FN_cuEventRecord);
    return lc_fwd_cuEventRecord(hEvent, hStream);
}

CUresult lc_fwd_cuEventRecordWithFlags(CUevent hEvent, CUstream hStream, unsigned int flags)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuEventRecordWithFlags);
    if (r != CUDA_SUCCESS) return r;
    lc_handle(&c, &hEvent);
    lc_stream(&c, &hStream);
    lc_scalar(&c, &flags, sizeof flags);
    r = lc_defer(&c);
    lc_end(&c);
    if (r == CUDA_SUCCESS) lc_stream_submit(hStream);
    return r;
}

CUresult CUDAAPI cuEventRecordWithFlags(CUevent hEvent, CUstream hStream, unsigned int flags)
{
    lc_stats_call(LUPINE_FN_cuEventRecordWithFlags);
    return lc_fwd_cuEventRecordWithFlags(hEvent, hStream, flags);
}

CUresult lc_fwd_cuEventRecordWithFlags_ptsz(CUevent hEvent, CUstream hStream, unsigned int flags)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuEventRecordWithFlags_ptsz);
    if (r != CUDA_SUCCESS) return r;
    lc_handle(&c, &hEvent);
    lc_stream(&c, &hStream);
    lc_scalar(&c, &flags, sizeof flags);
    r = lc_defer(&c);
    lc_end(&c);
    if (r == CUDA_SUCCESS) lc_stream_submit(hStream);
    return r;
}

CUresult CUDAAPI cuEventRecordWithFlags_ptsz(CUevent hEvent, CUstream hStream, unsigned int flags)
{
    lc_stats_call(LUPINE_FN_cuEventRecordWithFlags_ptsz);
    return lc_fwd_cuEventRecordWithFlags_ptsz(hEvent, hStream, flags);
}

CUresult lc_fwd_cuEventRecord_ptsz(CUevent hEvent, CUstream hStream)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuEventRecord_ptsz);
    if (r != CUDA_SUCCESS) return r;
    lc_handle(&c, &hEvent);
    lc_stream(&c, &hStream);
    r = lc_defer(&c);
    lc_end(&c);
    if (r == CUDA_SUCCESS) lc_stream_submit(hStream);
    return r;
}

CUresult CUDAAPI cuEventRecord_ptsz(CUevent hEvent, CUstream hStream)
{
    lc_stats_call(LUPINE_FN_cuEventRecord_ptsz);
    return lc_fwd_cuEventRecord_ptsz(hEvent, hStream);
}

CUresult lc_fwd_cuEventSynchronize(CUevent hEvent)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuEventSynchronize);
    if (r != CUDA_SUCCESS) return r;
    lc_handle(&c, &hEvent);
    r = lc_send(&c);
    lc_end(&c);
    return r;
}

/* not supported: external memory and semaphores are OS handles (file descriptors, NvSciBuf/NvSciSync objects, Win32 handles) of another process, which cannot cross the network */
CUresult CUDAAPI cuExternalMemoryGetMappedBuffer(CUdeviceptr *devPtr, CUexternalMemory extMem, const CUDA_EXTERNAL_MEMORY_BUFFER_DESC *bufferDesc)
{
    (void)devPtr;
    (void)extMem;
    (void)bufferDesc;
    lc_stats_call(LUPINE_FN_cuExternalMemoryGetMappedBuffer);
    return lc_unsupported(LUPINE_FN_cuExternalMemoryGetMappedBuffer);
}

/* not supported: external memory and semaphores are OS handles (file descriptors, NvSciBuf/NvSciSync objects, Win32 handles) of another process, which cannot cross the network */
CUresult CUDAAPI cuExternalMemoryGetMappedMipmappedArray(CUmipmappedArray *mipmap, CUexternalMemory extMem, const CUDA_EXTERNAL_MEMORY_MIPMAPPED_ARRAY_DESC *mipmapDesc)
{
    (void)mipmap;
    (void)extMem;
    (void)mipmapDesc;
    lc_stats_call(LUPINE_FN_cuExternalMemoryGetMappedMipmappedArray);
    return lc_unsupported(LUPINE_FN_cuExternalMemoryGetMappedMipmappedArray);
}

/* not supported: flushes GPUDirect RDMA writes that devices of the GPU's machine (NICs) made; nothing of this process writes there */
CUresult CUDAAPI cuFlushGPUDirectRDMAWrites(CUflushGPUDirectRDMAWritesTarget target, CUflushGPUDirectRDMAWritesScope scope)
{
    (void)target;
    (void)scope;
    lc_stats_call(LUPINE_FN_cuFlushGPUDirectRDMAWrites);
    return lc_unsupported(LUPINE_FN_cuFlushGPUDirectRDMAWrites);
}

CUresult lc_fwd_cuFuncGetAttribute(int *pi, CUfunction_attribute attrib, CUfunction hfunc)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuFuncGetAttribute);
    if (r != CUDA_SUCCESS) return r;
    const lc_cache_obj lc_obj = {LC_OBJ_FUNCTION, (int)attrib, (uint64_t)(uintptr_t)hfunc, 0};
    lc_out_req(&c, pi, (uint64_t)4u);
    lc_scalar(&c, &attrib, sizeof attrib);
    lc_handle(&c, &hfunc);
    void *lc_outp[1] = {pi};
    uint64_t lc_outn[1] = {(uint64_t)4u};
    if (lc_cache_fetch_obj(&c, LC_CACHE_attribute, &lc_obj, 1, lc_outp, lc_outn)) {
        lc_end(&c);
        return CUDA_SUCCESS;
    }
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (pi && lc_out(&c, pi, (uint64_t)4u)) r = lc_lost();
    }
    if (r == CUDA_SUCCESS) lc_cache_store_obj(&c, LC_CACHE_attribute, &lc_obj, 1, lc_outp, lc_outn);
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuFuncGetAttribute(int *pi, CUfunction_attribute attrib, CUfunction hfunc)
{
    lc_stats_call(LUPINE_FN_cuFuncGetAttribute);
    return lc_fwd_cuFuncGetAttribute(pi, attrib, hfunc);
}

CUresult lc_fwd_cuFuncGetModule(CUmodule *hmod, CUfunction hfunc)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuFuncGetModule);
    if (r != CUDA_SUCCESS) return r;
    lc_out_req(&c, hmod, (uint64_t)8u);
    lc_handle(&c, &hfunc);
    void *lc_outp[1] = {hmod};
    uint64_t lc_outn[1] = {(uint64_t)8u};
    if (lc_cache_fetch(&c, LC_CACHE_function, 1, lc_outp, lc_outn)) {
        lc_end(&c);
        return CUDA_SUCCESS;
    }
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (hmod && lc_out(&c, hmod, (uint64_t)8u)) r = lc_lost();
        else lc_handles_out(&c, hmod, (uint64_t)1u);
    }
    if (r == CUDA_SUCCESS) lc_cache_store(&c, LC_CACHE_function, 1, lc_outp, lc_outn);
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuFuncGetModule(CUmodule *hmod, CUfunction hfunc)
{
    lc_stats_call(LUPINE_FN_cuFuncGetModule);
    return lc_fwd_cuFuncGetModule(hmod, hfunc);
}

CUresult lc_fwd_cuFuncGetName(const char **name, CUfunction hfunc)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuFuncGetName);
    if (r != CUDA_SUCCESS) return r;
    lc_out_req(&c, name, 1);
    lc_handle(&c, &hfunc);
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (name && lc_out_string(&c, name)) r = lc_lost();
    }
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuFuncGetName(const char **name, CUfunction hfunc)
{
    lc_stats_call(LUPINE_FN_cuFuncGetName);
    return lc_fwd_cuFuncGetName(name, hfunc);
}

CUresult lc_fwd_cuFuncGetParamInfo(CUfunction func, size_t paramIndex, size_t *paramOffset, size_t *paramSize)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuFuncGetParamInfo);
    if (r != CUDA_SUCCESS) return r;
    lc_handle(&c, &func);
    lc_scalar(&c, &paramIndex, sizeof paramIndex);
    lc_out_req(&c, paramOffset, (uint64_t)8u);
    lc_out_req(&c, paramSize, (uint64_t)8u);
    void *lc_outp[2] = {paramOffset, paramSize};
    uint64_t lc_outn[2] = {(uint64_t)8u, (uint64_t)8u};
    if (lc_cache_fetch(&c, LC_CACHE_function, 2, lc_outp, lc_outn)) {
        lc_end(&c);
        return CUDA_SUCCESS;
    }
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (paramOffset && lc_out(&c, paramOffset, (uint64_t)8u)) r = lc_lost();
        if (paramSize && lc_out(&c, paramSize, (uint64_t)8u)) r = lc_lost();
    }
    if (r == CUDA_SUCCESS) lc_cache_store(&c, LC_CACHE_function, 2, lc_outp, lc_outn);
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuFuncGetParamInfo(CUfunction func, size_t paramIndex, size_t *paramOffset, size_t *paramSize)
{
    lc_stats_call(LUPINE_FN_cuFuncGetParamInfo);
    return lc_fwd_cuFuncGetParamInfo(func, paramIndex, paramOffset, paramSize);
}

CUresult lc_fwd_cuFuncIsLoaded(CUfunctionLoadingState *state, CUfunction function)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuFuncIsLoaded);
    if (r != CUDA_SUCCESS) return r;
    lc_out_req(&c, state, (uint64_t)4u);
    lc_handle(&c, &function);
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (state && lc_out(&c, state, (uint64_t)4u)) r = lc_lost();
    }
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuFuncIsLoaded(CUfunctionLoadingState *state, CUfunction function)
{
    lc_stats_call(LUPINE_FN_cuFuncIsLoaded);
    return lc_fwd_cuFuncIsLoaded(state, function);
}

CUresult lc_fwd_cuFuncLoad(CUfunction function)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuFuncLoad);
    if (r != CUDA_SUCCESS) return r;
    lc_handle(&c, &function);
    r = lc_send(&c);
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuFuncLoad(CUfunction function)
{
    lc_stats_call(LUPINE_FN_cuFuncLoad);
    return lc_fwd_cuFuncLoad(function);
}

CUresult lc_fwd_cuFuncSetAttribute(CUfunction hfunc, CUfunction_attribute attrib, int value)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuFuncSetAttribute);
    if (r != CUDA_SUCCESS) return r;
    const lc_cache_obj lc_obj = {LC_OBJ_FUNCTION, (int)attrib, (uint64_t)(uintptr_t)hfunc, 0};
    lc_handle(&c, &hfunc);
    lc_scalar(&c, &attrib, sizeof attrib);
    lc_scalar(&c, &value, sizeof value);
    if (lc_attr_set_local(&c, &lc_obj, (int)value)) {
        lc_end(&c);
        return CUDA_SUCCESS;
    }
    r = lc_send(&c);
    lc_end(&c);
    if (r == CUDA_SUCCESS) lc_attr_set_done(&c, &lc_obj, (int)value);
    return r;
}

CUresult CUDAAPI cuFuncSetAttribute(CUfunction hfunc, CUfunction_attribute attrib, int value)
{
    lc_stats_call(LUPINE_FN_cuFuncSetAttribute);
    return lc_fwd_cuFuncSetAttribute(hfunc, attrib, value);
}

/* not supported: the execution control of CUDA 3.x, deprecated since CUDA 4.0 (launch state kept in the driver between calls); cuLaunchKernel and cuLaunchKernelEx are carried */
CUresult CUDAAPI cuFuncSetBlockShape(CUfunction hfunc, int x, int y, int z)
{
    (void)hfunc;
    (void)x;
    (void)y;
    (void)z;
    lc_stats_call(LUPINE_FN_cuFuncSetBlockShape);
    return lc_unsupported(LUPINE_FN_cuFuncSetBlockShape);
}

CUresult lc_fwd_cuFuncSetCacheConfig(CUfunction hfunc, CUfunc_cache config)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuFuncSetCacheConfig);
    if (r != CUDA_SUCCESS) return r;
    const lc_cache_obj lc_obj = {LC_OBJ_FUNCTION, LC_SET_CACHE_CONFIG, (uint64_t)(uintptr_t)hfunc, 0};
    lc_handle(&c, &hfunc);
    lc_scalar(&c, &config, sizeof config);
    if (lc_attr_set_local(&c, &lc_obj, (int)config)) {
        lc_end(&c);
        return CUDA_SUCCESS;
    }
    r = lc_send(&c);
    lc_end(&c);
    if (r == CUDA_SUCCESS) lc_attr_set_done(&c, &lc_obj, (int)config);
    return r;
}

CUresult CUDAAPI cuFuncSetCacheConfig(CUfunction hfunc, CUfunc_cache config)
{
    lc_stats_call(LUPINE_FN_cuFuncSetCacheConfig);
    return lc_fwd_cuFuncSetCacheConfig(hfunc, config);
}

CUresult lc_fwd_cuFuncSetSharedMemConfig(CUfunction hfunc, CUsharedconfig config)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuFuncSetSharedMemConfig);
    if (r != CUDA_SUCCESS) return r;
    const lc_cache_obj lc_obj = {LC_OBJ_FUNCTION, LC_SET_SHARED_CONFIG, (uint64_t)(uintptr_t)hfunc, 0};
    lc_handle(&c, &hfunc);
    lc_scalar(&c, &config, sizeof config);
    if (lc_attr_set_local(&c, &lc_obj, (int)config)) {
        lc_end(&c);
        return CUDA_SUCCESS;
    }
    r = lc_send(&c);
    lc_end(&c);
    if (r == CUDA_SUCCESS) lc_attr_set_done(&c, &lc_obj, (int)config);
    return r;
}

CUresult CUDAAPI cuFuncSetSharedMemConfig(CUfunction hfunc, CUsharedconfig config)
{
    lc_stats_call(LUPINE_FN_cuFuncSetSharedMemConfig);
    return lc_fwd_cuFuncSetSharedMemConfig(hfunc, config);
}

/* not supported: the execution control of CUDA 3.x, deprecated since CUDA 4.0 (launch state kept in the driver between calls); cuLaunchKernel and cuLaunchKernelEx are carried */
CUresult CUDAAPI cuFuncSetSharedSize(CUfunction hfunc, unsigned int bytes)
{
    (void)hfunc;
    (void)bytes;
    lc_stats_call(LUPINE_FN_cuFuncSetSharedSize);
    return lc_unsupported(LUPINE_FN_cuFuncSetSharedSize);
}

CUresult lc_fwd_cuGetErrorName(CUresult error, const char **pStr)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuGetErrorName);
    if (r != CUDA_SUCCESS) return r;
    lc_scalar(&c, &error, sizeof error);
    lc_out_req(&c, pStr, 1);
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (pStr && lc_out_string(&c, pStr)) r = lc_lost();
    }
    lc_end(&c);
    return r;
}

CUresult lc_fwd_cuGetErrorString(CUresult error, const char **pStr)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuGetErrorString);
    if (r != CUDA_SUCCESS) return r;
    lc_scalar(&c, &error, sizeof error);
    lc_out_req(&c, pStr, 1);
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (pStr && lc_out_string(&c, pStr)) r = lc_lost();
    }
    lc_end(&c);
    return r;
}

/* not supported: batch memory operation nodes: their parameters point to the operations array (CUDA_BATCH_MEM_OP_NODE_PARAMS.paramArray) and name a context; not carried yet (cuStreamBatchMemOp, also captured into a graph, is) */
CUresult CUDAAPI cuGraphAddBatchMemOpNode(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, const CUDA_BATCH_MEM_OP_NODE_PARAMS *nodeParams)
{
    (void)phGraphNode;
    (void)hGraph;
    (void)dependencies;
    (void)numDependencies;
    (void)nodeParams;
    lc_stats_call(LUPINE_FN_cuGraphAddBatchMemOpNode);
    return lc_unsupported(LUPINE_FN_cuGraphAddBatchMemOpNode);
}

CUresult lc_fwd_cuGraphAddChildGraphNode(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, CUgraph childGraph)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuGraphAddChildGraphNode);
    if (r != CUDA_SUCCESS) return r;
    lc_out_req(&c, phGraphNode, (uint64_t)8u);
    lc_handle(&c, &hGraph);
    lc_scalar(&c, &numDependencies, sizeof numDependencies);
    lc_handle(&c, &childGraph);
    lc_handles_in(&c, dependencies, (uint64_t)(numDependencies));
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (phGraphNode && lc_out(&c, phGraphNode, (uint64_t)8u)) r = lc_lost();
        else lc_handles_out(&c, phGraphNode, (uint64_t)1u);
    }
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuGraphAddChildGraphNode(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, CUgraph childGraph)
{
    lc_stats_call(LUPINE_FN_cuGraphAddChildGraphNode);
    return lc_fwd_cuGraphAddChildGraphNode(phGraphNode, hGraph, dependencies, numDependencies, childGraph);
}

CUresult lc_fwd_cuGraphAddDependencies(CUgraph hGraph, const CUgraphNode *from, const CUgraphNode *to, size_t numDependencies)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuGraphAddDependencies);
    if (r != CUDA_SUCCESS) return r;
    lc_handle(&c, &hGraph);
    lc_scalar(&c, &numDependencies, sizeof numDependencies);
    lc_handles_in(&c, from, (uint64_t)(numDependencies));
    lc_handles_in(&c, to, (uint64_t)(numDependencies));
    r = lc_send(&c);
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuGraphAddDependencies(CUgraph hGraph, const CUgraphNode *from, const CUgraphNode *to, size_t numDependencies)
{
    lc_stats_call(LUPINE_FN_cuGraphAddDependencies);
    return lc_fwd_cuGraphAddDependencies(hGraph, from, to, numDependencies);
}

CUresult lc_fwd_cuGraphAddDependencies_v2(CUgraph hGraph, const CUgraphNode *from, const CUgraphNode *to, const CUgraphEdgeData *edgeData, size_t numDependencies)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuGraphAddDependencies_v2);
    if (r != CUDA_SUCCESS) return r;
    lc_handle(&c, &hGraph);
    lc_scalar(&c, &numDependencies, sizeof numDependencies);
    lc_handles_in(&c, from, (uint64_t)(numDependencies));
    lc_handles_in(&c, to, (uint64_t)(numDependencies));
    lc_in(&c, edgeData, (uint64_t)(numDependencies) * 8u);
    r = lc_send(&c);
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuGraphAddDependencies_v2(CUgraph hGraph, const CUgraphNode *from, const CUgraphNode *to, const CUgraphEdgeData *edgeData, size_t numDependencies)
{
    lc_stats_call(LUPINE_FN_cuGraphAddDependencies_v2);
    return lc_fwd_cuGraphAddDependencies_v2(hGraph, from, to, edgeData, numDependencies);
}

CUresult lc_fwd_cuGraphAddEmptyNode(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuGraphAddEmptyNode);
    if (r != CUDA_SUCCESS) return r;
    lc_out_req(&c, phGraphNode, (uint64_t)8u);
    lc_handle(&c, &hGraph);
    lc_scalar(&c, &numDependencies, sizeof numDependencies);
    lc_handles_in(&c, dependencies, (uint64_t)(numDependencies));
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (phGraphNode && lc_out(&c, phGraphNode, (uint64_t)8u)) r = lc_lost();
        else lc_handles_out(&c, phGraphNode, (uint64_t)1u);
    }
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuGraphAddEmptyNode(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies)
{
    lc_stats_call(LUPINE_FN_cuGraphAddEmptyNode);
    return lc_fwd_cuGraphAddEmptyNode(phGraphNode, hGraph, dependencies, numDependencies);
}

CUresult lc_fwd_cuGraphAddEventRecordNode(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, CUevent event)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuGraphAddEventRecordNode);
    if (r != CUDA_SUCCESS) return r;
    lc_out_req(&c, phGraphNode, (uint64_t)8u);
    lc_handle(&c, &hGraph);
    lc_scalar(&c, &numDependencies, sizeof numDependencies);
    lc_handle(&c, &event);
    lc_handles_in(&c, dependencies, (uint64_t)(numDependencies));
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (phGraphNode && lc_out(&c, phGraphNode, (uint64_t)8u)) r = lc_lost();
        else lc_handles_out(&c, phGraphNode, (uint64_t)1u);
    }
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuGraphAddEventRecordNode(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, CUevent event)
{
    lc_stats_call(LUPINE_FN_cuGraphAddEventRecordNode);
    return lc_fwd_cuGraphAddEventRecordNode(phGraphNode, hGraph, dependencies, numDependencies, event);
}

CUresult lc_fwd_cuGraphAddEventWaitNode(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, CUevent event)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuGraphAddEventWaitNode);
    if (r != CUDA_SUCCESS) return r;
    lc_out_req(&c, phGraphNode, (uint64_t)8u);
    lc_handle(&c, &hGraph);
    lc_scalar(&c, &numDependencies, sizeof numDependencies);
    lc_handle(&c, &event);
    lc_handles_in(&c, dependencies, (uint64_t)(numDependencies));
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (phGraphNode && lc_out(&c, phGraphNode, (uint64_t)8u)) r = lc_lost();
        else lc_handles_out(&c, phGraphNode, (uint64_t)1u);
    }
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuGraphAddEventWaitNode(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, CUevent event)
{
    lc_stats_call(LUPINE_FN_cuGraphAddEventWaitNode);
    return lc_fwd_cuGraphAddEventWaitNode(phGraphNode, hGraph, dependencies, numDependencies, event);
}

/* not supported: external memory and semaphores are OS handles (file descriptors, NvSciBuf/NvSciSync objects, Win32 handles) of another process, which cannot cross the network */
CUresult CUDAAPI cuGraphAddExternalSemaphoresSignalNode(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, const CUDA_EXT_SEM_SIGNAL_NODE_PARAMS *nodeParams)
{
    (void)phGraphNode;
    (void)hGraph;
    (void)dependencies;
    (void)numDependencies;
    (void)nodeParams;
    lc_stats_call(LUPINE_FN_cuGraphAddExternalSemaphoresSignalNode);
    return lc_unsupported(LUPINE_FN_cuGraphAddExternalSemaphoresSignalNode);
}

/* not supported: external memory and semaphores are OS handles (file descriptors, NvSciBuf/NvSciSync objects, Win32 handles) of another process, which cannot cross the network */
CUresult CUDAAPI cuGraphAddExternalSemaphoresWaitNode(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, const CUDA_EXT_SEM_WAIT_NODE_PARAMS *nodeParams)
{
    (void)phGraphNode;
    (void)hGraph;
    (void)dependencies;
    (void)numDependencies;
    (void)nodeParams;
    lc_stats_call(LUPINE_FN_cuGraphAddExternalSemaphoresWaitNode);
    return lc_unsupported(LUPINE_FN_cuGraphAddExternalSemaphoresWaitNode);
}

CUresult lc_fwd_cuGraphAddMemFreeNode(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, CUdeviceptr dptr)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuGraphAddMemFreeNode);
    if (r != CUDA_SUCCESS) return r;
    lc_out_req(&c, phGraphNode, (uint64_t)8u);
    lc_handle(&c, &hGraph);
    lc_scalar(&c, &numDependencies, sizeof numDependencies);
    lc_dptr(&c, &dptr);
    lc_handles_in(&c, dependencies, (uint64_t)(numDependencies));
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (phGraphNode && lc_out(&c, phGraphNode, (uint64_t)8u)) r = lc_lost();
        else lc_handles_out(&c, phGraphNode, (uint64_t)1u);
    }
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuGraphAddMemFreeNode(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, CUdeviceptr dptr)
{
    lc_stats_call(LUPINE_FN_cuGraphAddMemFreeNode);
    return lc_fwd_cuGraphAddMemFreeNode(phGraphNode, hGraph, dependencies, numDependencies, dptr);
}

CUresult lc_fwd_cuGraphAddMemsetNode(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, const CUDA_MEMSET_NODE_PARAMS *memsetParams, CUcontext ctx)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuGraphAddMemsetNode);
    if (r != CUDA_SUCCESS) return r;
    lc_out_req(&c, phGraphNode, (uint64_t)8u);
    lc_handle(&c, &hGraph);
    lc_scalar(&c, &numDependencies, sizeof numDependencies);
    lc_handle(&c, &ctx);
    lc_handles_in(&c, dependencies, (uint64_t)(numDependencies));
    lc_in(&c, memsetParams, (uint64_t)40u);
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (phGraphNode && lc_out(&c, phGraphNode, (uint64_t)8u)) r = lc_lost();
        else lc_handles_out(&c, phGraphNode, (uint64_t)1u);
    }
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuGraphAddMemsetNode(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, const CUDA_MEMSET_NODE_PARAMS *memsetParams, CUcontext ctx)
{
    lc_stats_call(LUPINE_FN_cuGraphAddMemsetNode);
    return lc_fwd_cuGraphAddMemsetNode(phGraphNode, hGraph, dependencies, numDependencies, memsetParams, ctx);
}

/* not supported: batch memory operation nodes: their parameters point to the operations array (CUDA_BATCH_MEM_OP_NODE_PARAMS.paramArray) and name a context; not carried yet (cuStreamBatchMemOp, also captured into a graph, is) */
CUresult CUDAAPI cuGraphBatchMemOpNodeGetParams(CUgraphNode hNode, CUDA_BATCH_MEM_OP_NODE_PARAMS *nodeParams_out)
{
    (void)hNode;
    (void)nodeParams_out;
    lc_stats_call(LUPINE_FN_cuGraphBatchMemOpNodeGetParams);
    return lc_unsupported(LUPINE_FN_cuGraphBatchMemOpNodeGetParams);
}

/* not supported: batch memory operation nodes: their parameters point to the operations array (CUDA_BATCH_MEM_OP_NODE_PARAMS.paramArray) and name a context; not carried yet (cuStreamBatchMemOp, also captured into a graph, is) */
CUresult CUDAAPI cuGraphBatchMemOpNodeSetParams(CUgraphNode hNode, const CUDA_BATCH_MEM_OP_NODE_PARAMS *nodeParams)
{
    (void)hNode;
    (void)nodeParams;
    lc_stats_call(LUPINE_FN_cuGraphBatchMemOpNodeSetParams);
    return lc_unsupported(LUPINE_FN_cuGraphBatchMemOpNodeSetParams);
}

CUresult lc_fwd_cuGraphChildGraphNodeGetGraph(CUgraphNode hNode, CUgraph *phGraph)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuGraphChildGraphNodeGetGraph);
    if (r != CUDA_SUCCESS) return r;
    lc_handle(&c, &hNode);
    lc_out_req(&c, phGraph, (uint64_t)8u);
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (phGraph && lc_out(&c, phGraph, (uint64_t)8u)) r = lc_lost();
        else lc_handles_out(&c, phGraph, (uint64_t)1u);
    }
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuGraphChildGraphNodeGetGraph(CUgraphNode hNode, CUgraph *phGraph)
{
    lc_stats_call(LUPINE_FN_cuGraphChildGraphNodeGetGraph);
    return lc_fwd_cuGraphChildGraphNodeGetGraph(hNode, phGraph);
}

CUresult lc_fwd_cuGraphClone(CUgraph *phGraphClone, CUgraph originalGraph)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuGraphClone);
    if (r != CUDA_SUCCESS) return r;
    lc_out_req(&c, phGraphClone, (uint64_t)8u);
    lc_handle(&c, &originalGraph);
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (phGraphClone && lc_out(&c, phGraphClone, (uint64_t)8u)) r = lc_lost();
        else lc_handles_out(&c, phGraphClone, (uint64_t)1u);
    }
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuGraphClone(CUgraph *phGraphClone, CUgraph originalGraph)
{
    lc_stats_call(LUPINE_FN_cuGraphClone);
    return lc_fwd_cuGraphClone(phGraphClone, originalGraph);
}

CUresult lc_fwd_cuGraphConditionalHandleCreate(CUgraphConditionalHandle *pHandle_out, CUgraph hGraph, CUcontext ctx, unsigned int defaultLaunchValue, unsigned int flags)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuGraphConditionalHandleCreate);
    if (r != CUDA_SUCCESS) return r;
    lc_out_req(&c, pHandle_out, (uint64_t)8u);
    lc_handle(&c, &hGraph);
    lc_handle(&c, &ctx);
    lc_scalar(&c, &defaultLaunchValue, sizeof defaultLaunchValue);
    lc_scalar(&c, &flags, sizeof flags);
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (pHandle_out && lc_out(&c, pHandle_out, (uint64_t)8u)) r = lc_lost();
    }
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuGraphConditionalHandleCreate(CUgraphConditionalHandle *pHandle_out, CUgraph hGraph, CUcontext ctx, unsigned int defaultLaunchValue, unsigned int flags)
{
    lc_stats_call(LUPINE_FN_cuGraphConditionalHandleCreate);
    return lc_fwd_cuGraphConditionalHandleCreate(pHandle_out, hGraph, ctx, defaultLaunchValue, flags);
}

CUresult lc_fwd_cuGraphCreate(CUgraph *phGraph, unsigned int flags)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuGraphCreate);
    if (r != CUDA_SUCCESS) return r;
    lc_out_req(&c, phGraph, (uint64_t)8u);
    lc_scalar(&c, &flags, sizeof flags);
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (phGraph && lc_out(&c, phGraph, (uint64_t)8u)) r = lc_lost();
        else lc_handles_out(&c, phGraph, (uint64_t)1u);
    }
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuGraphCreate(CUgraph *phGraph, unsigned int flags)
{
    lc_stats_call(LUPINE_FN_cuGraphCreate);
    return lc_fwd_cuGraphCreate(phGraph, flags);
}

CUresult lc_fwd_cuGraphDestroy(CUgraph hGraph)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuGraphDestroy);
    if (r != CUDA_SUCCESS) return r;
    lc_handle(&c, &hGraph);
    r = lc_send(&c);
    lc_end(&c);
    return r;
}

CUresult lc_fwd_cuGraphDestroyNode(CUgraphNode hNode)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuGraphDestroyNode);
    if (r != CUDA_SUCCESS) return r;
    lc_handle(&c, &hNode);
    r = lc_send(&c);
    lc_end(&c);
    return r;
}

CUresult lc_fwd_cuGraphEventRecordNodeGetEvent(CUgraphNode hNode, CUevent *event_out)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuGraphEventRecordNodeGetEvent);
    if (r != CUDA_SUCCESS) return r;
    lc_handle(&c, &hNode);
    lc_out_req(&c, event_out, (uint64_t)8u);
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (event_out && lc_out(&c, event_out, (uint64_t)8u)) r = lc_lost();
        else lc_handles_out(&c, event_out, (uint64_t)1u);
    }
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuGraphEventRecordNodeGetEvent(CUgraphNode hNode, CUevent *event_out)
{
    lc_stats_call(LUPINE_FN_cuGraphEventRecordNodeGetEvent);
    return lc_fwd_cuGraphEventRecordNodeGetEvent(hNode, event_out);
}

CUresult lc_fwd_cuGraphEventRecordNodeSetEvent(CUgraphNode hNode, CUevent event)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuGraphEventRecordNodeSetEvent);
    if (r != CUDA_SUCCESS) return r;
    lc_handle(&c, &hNode);
    lc_handle(&c, &event);
    r = lc_send(&c);
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuGraphEventRecordNodeSetEvent(CUgraphNode hNode, CUevent event)
{
    lc_stats_call(LUPINE_FN_cuGraphEventRecordNodeSetEvent);
    return lc_fwd_cuGraphEventRecordNodeSetEvent(hNode, event);
}

CUresult lc_fwd_cuGraphEventWaitNodeGetEvent(CUgraphNode hNode, CUevent *event_out)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuGraphEventWaitNodeGetEvent);
    if (r != CUDA_SUCCESS) return r;
    lc_handle(&c, &hNode);
    lc_out_req(&c, event_out, (uint64_t)8u);
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (event_out && lc_out(&c, event_out, (uint64_t)8u)) r = lc_lost();
        else lc_handles_out(&c, event_out, (uint64_t)1u);
    }
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuGraphEventWaitNodeGetEvent(CUgraphNode hNode, CUevent *event_out)
{
    lc_stats_call(LUPINE_FN_cuGraphEventWaitNodeGetEvent);
    return lc_fwd_cuGraphEventWaitNodeGetEvent(hNode, event_out);
}

CUresult lc_fwd_cuGraphEventWaitNodeSetEvent(CUgraphNode hNode, CUevent event)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuGraphEventWaitNodeSetEvent);
    if (r != CUDA_SUCCESS) return r;
    lc_handle(&c, &hNode);
    lc_handle(&c, &event);
    r = lc_send(&c);
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuGraphEventWaitNodeSetEvent(CUgraphNode hNode, CUevent event)
{
    lc_stats_call(LUPINE_FN_cuGraphEventWaitNodeSetEvent);
    return lc_fwd_cuGraphEventWaitNodeSetEvent(hNode, event);
}

/* not supported: batch memory operation nodes: their parameters point to the operations array (CUDA_BATCH_MEM_OP_NODE_PARAMS.paramArray) and name a context; not carried yet (cuStreamBatchMemOp, also captured into a graph, is) */
CUresult CUDAAPI cuGraphExecBatchMemOpNodeSetParams(CUgraphExec hGraphExec, CUgraphNode hNode, const CUDA_BATCH_MEM_OP_NODE_PARAMS *nodeParams)
{
    (void)hGraphExec;
    (void)hNode;
    (void)nodeParams;
    lc_stats_call(LUPINE_FN_cuGraphExecBatchMemOpNodeSetParams);
    return lc_unsupported(LUPINE_FN_cuGraphExecBatchMemOpNodeSetParams);
}

CUresult lc_fwd_cuGraphExecChildGraphNodeSetParams(CUgraphExec hGraphExec, CUgraphNode hNode, CUgraph childGraph)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuGraphExecChildGraphNodeSetParams);
    if (r != CUDA_SUCCESS) return r;
    lc_handle(&c, &hGraphExec);
    lc_handle(&c, &hNode);
    lc_handle(&c, &childGraph);
    r = lc_send(&c);
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuGraphExecChildGraphNodeSetParams(CUgraphExec hGraphExec, CUgraphNode hNode, CUgraph childGraph)
{
    lc_stats_call(LUPINE_FN_cuGraphExecChildGraphNodeSetParams);
    return lc_fwd_cuGraphExecChildGraphNodeSetParams(hGraphExec, hNode, childGraph);
}

CUresult lc_fwd_cuGraphExecDestroy(CUgraphExec hGraphExec)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuGraphExecDestroy);
    if (r != CUDA_SUCCESS) return r;
    lc_handle(&c, &hGraphExec);
    r = lc_send(&c);
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuGraphExecDestroy(CUgraphExec hGraphExec)
{
    lc_stats_call(LUPINE_FN_cuGraphExecDestroy);
    return lc_fwd_cuGraphExecDestroy(hGraphExec);
}

CUresult lc_fwd_cuGraphExecEventRecordNodeSetEvent(CUgraphExec hGraphExec, CUgraphNode hNode, CUevent event)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuGraphExecEventRecordNodeSetEvent);
    if (r != CUDA_SUCCESS) return r;
    lc_handle(&c, &hGraphExec);
    lc_handle(&c, &hNode);
    lc_handle(&c, &event);
    r = lc_send(&c);
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuGraphExecEventRecordNodeSetEvent(CUgraphExec hGraphExec, CUgraphNode hNode, CUevent event)
{
    lc_stats_call(LUPINE_FN_cuGraphExecEventRecordNodeSetEvent);
    return lc_fwd_cuGraphExecEventRecordNodeSetEvent(hGraphExec, hNode, event);
}

CUresult lc_fwd_cuGraphExecEventWaitNodeSetEvent(CUgraphExec hGraphExec, CUgraphNode hNode, CUevent event)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuGraphExecEventWaitNodeSetEvent);
    if (r != CUDA_SUCCESS) return r;
    lc_handle(&c, &hGraphExec);
    lc_handle(&c, &hNode);
    lc_handle(&c, &event);
    r = lc_send(&c);
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuGraphExecEventWaitNodeSetEvent(CUgraphExec hGraphExec, CUgraphNode hNode, CUevent event)
{
    lc_stats_call(LUPINE_FN_cuGraphExecEventWaitNodeSetEvent);
    return lc_fwd_cuGraphExecEventWaitNodeSetEvent(hGraphExec, hNode, event);
}

/* not supported: external memory and semaphores are OS handles (file descriptors, NvSciBuf/NvSciSync objects, Win32 handles) of another process, which cannot cross the network */
CUresult CUDAAPI cuGraphExecExternalSemaphoresSignalNodeSetParams(CUgraphExec hGraphExec, CUgraphNode hNode, const CUDA_EXT_SEM_SIGNAL_NODE_PARAMS *nodeParams)
{
    (void)hGraphExec;
    (void)hNode;
    (void)nodeParams;
    lc_stats_call(LUPINE_FN_cuGraphExecExternalSemaphoresSignalNodeSetParams);
    return lc_unsupported(LUPINE_FN_cuGraphExecExternalSemaphoresSignalNodeSetParams);
}

/* not supported: external memory and semaphores are OS handles (file descriptors, NvSciBuf/NvSciSync objects, Win32 handles) of another process, which cannot cross the network */
CUresult CUDAAPI cuGraphExecExternalSemaphoresWaitNodeSetParams(CUgraphExec hGraphExec, CUgraphNode hNode, const CUDA_EXT_SEM_WAIT_NODE_PARAMS *nodeParams)
{
    (void)hGraphExec;
    (void)hNode;
    (void)nodeParams;
    lc_stats_call(LUPINE_FN_cuGraphExecExternalSemaphoresWaitNodeSetParams);
    return lc_unsupported(LUPINE_FN_cuGraphExecExternalSemaphoresWaitNodeSetParams);
}

CUresult lc_fwd_cuGraphExecGetFlags(CUgraphExec hGraphExec, cuuint64_t *flags)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuGraphExecGetFlags);
    if (r != CUDA_SUCCESS) return r;
    lc_handle(&c, &hGraphExec);
    lc_out_req(&c, flags, (uint64_t)8u);
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (flags && lc_out(&c, flags, (uint64_t)8u)) r = lc_lost();
    }
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuGraphExecGetFlags(CUgraphExec hGraphExec, cuuint64_t *flags)
{
    lc_stats_call(LUPINE_FN_cuGraphExecGetFlags);
    return lc_fwd_cuGraphExecGetFlags(hGraphExec, flags);
}

CUresult lc_fwd_cuGraphExecMemsetNodeSetParams(CUgraphExec hGraphExec, CUgraphNode hNode, const CUDA_MEMSET_NODE_PARAMS *memsetParams, CUcontext ctx)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuGraphExecMemsetNodeSetParams);
    if (r != CUDA_SUCCESS) return r;
    lc_handle(&c, &hGraphExec);
    lc_handle(&c, &hNode);
    lc_handle(&c, &ctx);
    lc_in(&c, memsetParams, (uint64_t)40u);
    r = lc_send(&c);
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuGraphExecMemsetNodeSetParams(CUgraphExec hGraphExec, CUgraphNode hNode, const CUDA_MEMSET_NODE_PARAMS *memsetParams, CUcontext ctx)
{
    lc_stats_call(LUPINE_FN_cuGraphExecMemsetNodeSetParams);
    return lc_fwd_cuGraphExecMemsetNodeSetParams(hGraphExec, hNode, memsetParams, ctx);
}

CUresult lc_fwd_cuGraphExecUpdate(CUgraphExec hGraphExec, CUgraph hGraph, CUgraphNode *hErrorNode_out, CUgraphExecUpdateResult *updateResult_out)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuGraphExecUpdate);
    if (r != CUDA_SUCCESS) return r;
    lc_handle(&c, &hGraphExec);
    lc_handle(&c, &hGraph);
    lc_out_req(&c, hErrorNode_out, (uint64_t)8u);
    lc_out_req(&c, updateResult_out, (uint64_t)4u);
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (hErrorNode_out && lc_out(&c, hErrorNode_out, (uint64_t)8u)) r = lc_lost();
        else lc_handles_out(&c, hErrorNode_out, (uint64_t)1u);
        if (updateResult_out && lc_out(&c, updateResult_out, (uint64_t)4u)) r = lc_lost();
    }
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuGraphExecUpdate(CUgraphExec hGraphExec, CUgraph hGraph, CUgraphNode *hErrorNode_out, CUgraphExecUpdateResult *updateResult_out)
{
    lc_stats_call(LUPINE_FN_cuGraphExecUpdate);
    return lc_fwd_cuGraphExecUpdate(hGraphExec, hGraph, hErrorNode_out, updateResult_out);
}

CUresult lc_fwd_cuGraphExecUpdate_v2(CUgraphExec hGraphExec, CUgraph hGraph, CUgraphExecUpdateResultInfo *resultInfo)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuGraphExecUpdate_v2);
    if (r != CUDA_SUCCESS) return r;
    lc_handle(&c, &hGraphExec);
    lc_handle(&c, &hGraph);
    lc_out_req(&c, resultInfo, (uint64_t)24u);
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (resultInfo && lc_out(&c, resultInfo, (uint64_t)24u)) r = lc_lost();
    }
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuGraphExecUpdate_v2(CUgraphExec hGraphExec, CUgraph hGraph, CUgraphExecUpdateResultInfo *resultInfo)
{
    lc_stats_call(LUPINE_FN_cuGraphExecUpdate_v2);
    return lc_fwd_cuGraphExecUpdate_v2(hGraphExec, hGraph, resultInfo);
}

/* not supported: external memory and semaphores are OS handles (file descriptors, NvSciBuf/NvSciSync objects, Win32 handles) of another process, which cannot cross the network */
CUresult CUDAAPI cuGraphExternalSemaphoresSignalNodeGetParams(CUgraphNode hNode, CUDA_EXT_SEM_SIGNAL_NODE_PARAMS *params_out)
{
    (void)hNode;
    (void)params_out;
    lc_stats_call(LUPINE_FN_cuGraphExternalSemaphoresSignalNodeGetParams);
    return lc_unsupported(LUPINE_FN_cuGraphExternalSemaphoresSignalNodeGetParams);
}

/* not supported: external memory and semaphores are OS handles (file descriptors, NvSciBuf/NvSciSync objects, Win32 handles) of another process, which cannot cross the network */
CUresult CUDAAPI cuGraphExternalSemaphoresSignalNodeSetParams(CUgraphNode hNode, const CUDA_EXT_SEM_SIGNAL_NODE_PARAMS *nodeParams)
{
    (void)hNode;
    (void)nodeParams;
    lc_stats_call(LUPINE_FN_cuGraphExternalSemaphoresSignalNodeSetParams);
    return lc_unsupported(LUPINE_FN_cuGraphExternalSemaphoresSignalNodeSetParams);
}

/* not supported: external memory and semaphores are OS handles (file descriptors, NvSciBuf/NvSciSync objects, Win32 handles) of another process, which cannot cross the network */
CUresult CUDAAPI cuGraphExternalSemaphoresWaitNodeGetParams(CUgraphNode hNode, CUDA_EXT_SEM_WAIT_NODE_PARAMS *params_out)
{
    (void)hNode;
    (void)params_out;
    lc_stats_call(LUPINE_FN_cuGraphExternalSemaphoresWaitNodeGetParams);
    return lc_unsupported(LUPINE_FN_cuGraphExternalSemaphoresWaitNodeGetParams);
}

/* not supported: external memory and semaphores are OS handles (file descriptors, NvSciBuf/NvSciSync objects, Win32 handles) of another process, which cannot cross the network */
CUresult CUDAAPI cuGraphExternalSemaphoresWaitNodeSetParams(CUgraphNode hNode, const CUDA_EXT_SEM_WAIT_NODE_PARAMS *nodeParams)
{
    (void)hNode;
    (void)nodeParams;
    lc_stats_call(LUPINE_FN_cuGraphExternalSemaphoresWaitNodeSetParams);
    return lc_unsupported(LUPINE_FN_cuGraphExternalSemaphoresWaitNodeSetParams);
}

CUresult lc_fwd_cuGraphGetEdges(CUgraph hGraph, CUgraphNode *from, CUgraphNode *to, size_t *numEdges)
{
    lc_call c;
    const uint64_t lc_len_numEdges = numEdges ? (uint64_t)*numEdges : 0;
    CUresult r = lc_begin(&c, LUPINE_FN_cuGraphGetEdges);
    if (r != CUDA_SUCCESS) return r;
    lc_handle(&c, &hGraph);
    lc_out_req(&c, from, lc_len_numEdges * 8u);
    lc_out_req(&c, to, lc_len_numEdges * 8u);
    lc_in(&c, numEdges, (uint64_t)8u);
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (from && lc_out(&c, from, lc_len_numEdges * 8u)) r = lc_lost();
        else lc_handles_out(&c, from, lc_len_numEdges);
        if (to && lc_out(&c, to, lc_len_numEdges * 8u)) r = lc_lost();
        else lc_handles_out(&c, to, lc_len_numEdges);
        if (numEdges && lc_out(&c, numEdges, (uint64_t)8u)) r = lc_lost();
    }
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuGraphGetEdges(CUgraph hGraph, CUgraphNode *from, CUgraphNode *to, size_t *numEdges)
{
    lc_stats_call(LUPINE_FN_cuGraphGetEdges);
    return lc_fwd_cuGraphGetEdges(hGraph, from, to, numEdges);
}

CUresult lc_fwd_cuGraphGetEdges_v2(CUgraph hGraph, CUgraphNode *from, CUgraphNode *to, CUgraphEdgeData *edgeData, size_t *numEdges)
{
    lc_call c;
    const uint64_t lc_len_numEdges = numEdges ? (uint64_t)*numEdges : 0;
    CUresult r = lc_begin(&c, LUPINE_FN_cuGraphGetEdges_v2);
    if (r != CUDA_SUCCESS) return r;
    lc_handle(&c, &hGraph);
    lc_out_req(&c, from, lc_len_numEdges * 8u);
    lc_out_req(&c, to, lc_len_numEdges * 8u);
    lc_out_req(&c, edgeData, lc_len_numEdges * 8u);
    lc_in(&c, numEdges, (uint64_t)8u);
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (from && lc_out(&c, from, lc_len_numEdges * 8u)) r = lc_lost();
        else lc_handles_out(&c, from, lc_len_numEdges);
        if (to && lc_out(&c, to, lc_len_numEdges * 8u)) r = lc_lost();
        else lc_handles_out(&c, to, lc_len_numEdges);
        if (edgeData && lc_out(&c, edgeData, lc_len_numEdges * 8u)) r = lc_lost();
        if (numEdges && lc_out(&c, numEdges, (uint64_t)8u)) r = lc_lost();
    }
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuGraphGetEdges_v2(CUgraph hGraph, CUgraphNode *from, CUgraphNode *to, CUgraphEdgeData *edgeData, size_t *numEdges)
{
    lc_stats_call(LUPINE_FN_cuGraphGetEdges_v2);
    return lc_fwd_cuGraphGetEdges_v2(hGraph, from, to, edgeData, numEdges);
}

CUresult lc_fwd_cuGraphGetNodes(CUgraph hGraph, CUgraphNode *nodes, size_t *numNodes)
{
    lc_call c;
    const uint64_t lc_len_numNodes = numNodes ? (uint64_t)*numNodes : 0;
    CUresult r = lc_begin(&c, LUPINE_FN_cuGraphGetNodes);
    if (r != CUDA_SUCCESS) return r;
    lc_handle(&c, &hGraph);
    lc_out_req(&c, nodes, lc_len_numNodes * 8u);
    lc_in(&c, numNodes, (uint64_t)8u);
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (nodes && lc_out(&c, nodes, lc_len_numNodes * 8u)) r = lc_lost();
        else lc_handles_out(&c, nodes, lc_len_numNodes);
        if (numNodes && lc_out(&c, numNodes, (uint64_t)8u)) r = lc_lost();
    }
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuGraphGetNodes(CUgraph hGraph, CUgraphNode *nodes, size_t *numNodes)
{
    lc_stats_call(LUPINE_FN_cuGraphGetNodes);
    return lc_fwd_cuGraphGetNodes(hGraph, nodes, numNodes);
}

CUresult lc_fwd_cuGraphGetRootNodes(CUgraph hGraph, CUgraphNode *rootNodes, size_t *numRootNodes)
{
    lc_call c;
    const uint64_t lc_len_numRootNodes = numRootNodes ? (uint64_t)*numRootNodes : 0;
    CUresult r = lc_begin(&c, LUPINE_FN_cuGraphGetRootNodes);
    if (r != CUDA_SUCCESS) return r;
    lc_handle(&c, &hGraph);
    lc_out_req(&c, rootNodes, lc_len_numRootNodes * 8u);
    lc_in(&c, numRootNodes, (uint64_t)8u);
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (rootNodes && lc_out(&c, rootNodes, lc_len_numRootNodes * 8u)) r = lc_lost();
        else lc_handles_out(&c, rootNodes, lc_len_numRootNodes);
        if (numRootNodes && lc_out(&c, numRootNodes, (uint64_t)8u)) r = lc_lost();
    }
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuGraphGetRootNodes(CUgraph hGraph, CUgraphNode *rootNodes, size_t *numRootNodes)
{
    lc_stats_call(LUPINE_FN_cuGraphGetRootNodes);
    return lc_fwd_cuGraphGetRootNodes(hGraph, rootNodes, numRootNodes);
}

CUresult lc_fwd_cuGraphInstantiate(CUgraphExec *phGraphExec, CUgraph hGraph, CUgraphNode *phErrorNode, char *logBuffer, size_t bufferSize)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuGraphInstantiate);
    if (r != CUDA_SUCCESS) return r;
    lc_out_req(&c, phGraphExec, (uint64_t)8u);
    lc_handle(&c, &hGraph);
    lc_out_req(&c, phErrorNode, (uint64_t)8u);
    lc_out_req(&c, logBuffer, (uint64_t)(bufferSize) * 1u);
    lc_scalar(&c, &bufferSize, sizeof bufferSize);
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (phGraphExec && lc_out(&c, phGraphExec, (uint64_t)8u)) r = lc_lost();
        else lc_handles_out(&c, phGraphExec, (uint64_t)1u);
        if (phErrorNode && lc_out(&c, phErrorNode, (uint64_t)8u)) r = lc_lost();
        else lc_handles_out(&c, phErrorNode, (uint64_t)1u);
        if (logBuffer && lc_out(&c, logBuffer, (uint64_t)(bufferSize) * 1u)) r = lc_lost();
    }
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuGraphInstantiate(CUgraphExec *phGraphExec, CUgraph hGraph, CUgraphNode *phErrorNode, char *logBuffer, size_t bufferSize)
{
    lc_stats_call(LUPINE_FN_cuGraphInstantiate);
    return lc_fwd_cuGraphInstantiate(phGraphExec, hGraph, phErrorNode, logBuffer, bufferSize);
}

CUresult lc_fwd_cuGraphInstantiateWithFlags(CUgraphExec *phGraphExec, CUgraph hGraph, unsigned long long flags)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuGraphInstantiateWithFlags);
    if (r != CUDA_SUCCESS) return r;
    lc_out_req(&c, phGraphExec, (uint64_t)8u);
    lc_handle(&c, &hGraph);
    lc_scalar(&c, &flags, sizeof flags);
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (phGraphExec && lc_out(&c, phGraphExec, (uint64_t)8u)) r = lc_lost();
        else lc_handles_out(&c, phGraphExec, (uint64_t)1u);
    }
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuGraphInstantiateWithFlags(CUgraphExec *phGraphExec, CUgraph hGraph, unsigned long long flags)
{
    lc_stats_call(LUPINE_FN_cuGraphInstantiateWithFlags);
    return lc_fwd_cuGraphInstantiateWithFlags(phGraphExec, hGraph, flags);
}

CUresult lc_fwd_cuGraphInstantiate_v2(CUgraphExec *phGraphExec, CUgraph hGraph, CUgraphNode *phErrorNode, char *logBuffer, size_t bufferSize)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuGraphInstantiate_v2);
    if (r != CUDA_SUCCESS) return r;
    lc_out_req(&c, phGraphExec, (uint64_t)8u);
    lc_handle(&c, &hGraph);
    lc_out_req(&c, phErrorNode, (uint64_t)8u);
    lc_out_req(&c, logBuffer, (uint64_t)(bufferSize) * 1u);
    lc_scalar(&c, &bufferSize, sizeof bufferSize);
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (phGraphExec && lc_out(&c, phGraphExec, (uint64_t)8u)) r = lc_lost();
        else lc_handles_out(&c, phGraphExec, (uint64_t)1u);
        if (phErrorNode && lc_out(&c, phErrorNode, (uint64_t)8u)) r = lc_lost();
        else lc_handles_out(&c, phErrorNode, (uint64_t)1u);
        if (logBuffer && lc_out(&c, logBuffer, (uint64_t)(bufferSize) * 1u)) r = lc_lost();
    }
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuGraphInstantiate_v2(CUgraphExec *phGraphExec, CUgraph hGraph, CUgraphNode *phErrorNode, char *logBuffer, size_t bufferSize)
{
    lc_stats_call(LUPINE_FN_cuGraphInstantiate_v2);
    return lc_fwd_cuGraphInstantiate_v2(phGraphExec, hGraph, phErrorNode, logBuffer, bufferSize);
}

CUresult lc_fwd_cuGraphKernelNodeCopyAttributes(CUgraphNode dst, CUgraphNode src)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuGraphKernelNodeCopyAttributes);
    if (r != CUDA_SUCCESS) return r;
    lc_handle(&c, &dst);
    lc_handle(&c, &src);
    r = lc_send(&c);
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuGraphKernelNodeCopyAttributes(CUgraphNode dst, CUgraphNode src)
{
    lc_stats_call(LUPINE_FN_cuGraphKernelNodeCopyAttributes);
    return lc_fwd_cuGraphKernelNodeCopyAttributes(dst, src);
}

CUresult lc_fwd_cuGraphKernelNodeGetAttribute(CUgraphNode hNode, CUkernelNodeAttrID attr, CUkernelNodeAttrValue *value_out)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuGraphKernelNodeGetAttribute);
    if (r != CUDA_SUCCESS) return r;
    lc_handle(&c, &hNode);
    lc_scalar(&c, &attr, sizeof attr);
    lc_out_req(&c, value_out, (uint64_t)64u);
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (value_out && lc_out(&c, value_out, (uint64_t)64u)) r = lc_lost();
    }
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuGraphKernelNodeGetAttribute(CUgraphNode hNode, CUkernelNodeAttrID attr, CUkernelNodeAttrValue *value_out)
{
    lc_stats_call(LUPINE_FN_cuGraphKernelNodeGetAttribute);
    return lc_fwd_cuGraphKernelNodeGetAttribute(hNode, attr, value_out);
}

CUresult lc_fwd_cuGraphKernelNodeSetAttribute(CUgraphNode hNode, CUkernelNodeAttrID attr, const CUkernelNodeAttrValue *value)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuGraphKernelNodeSetAttribute);
    if (r != CUDA_SUCCESS) return r;
    lc_handle(&c, &hNode);
    lc_scalar(&c, &attr, sizeof attr);
    lc_in(&c, value, (uint64_t)64u);
    r = lc_send(&c);
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuGraphKernelNodeSetAttribute(CUgraphNode hNode, CUkernelNodeAttrID attr, const CUkernelNodeAttrValue *value)
{
    lc_stats_call(LUPINE_FN_cuGraphKernelNodeSetAttribute);
    return lc_fwd_cuGraphKernelNodeSetAttribute(hNode, attr, value);
}

CUresult lc_fwd_cuGraphLaunch(CUgraphExec hGraph, CUstream hStream)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuGraphLaunch);
    if (r != CUDA_SUCCESS) return r;
    lc_handle(&c, &hGraph);
    lc_stream(&c, &hStream);
    r = lc_defer(&c);
    lc_end(&c);
    if (r == CUDA_SUCCESS) lc_stream_submit(hStream);
    return r;
}

CUresult CUDAAPI cuGraphLaunch(CUgraphExec hGraph, CUstream hStream)
{
    lc_stats_call(LUPINE_FN_cuGraphLaunch);
    return lc_fwd_cuGraphLaunch(hGraph, hStream);
}

CUresult lc_fwd_cuGraphLaunch_ptsz(CUgraphExec hGraphExec, CUstream hStream)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuGraphLaunch_ptsz);
    if (r != CUDA_SUCCESS) return r;
    lc_handle(&c, &hGraphExec);
    lc_stream(&c, &hStream);
    r = lc_defer(&c);
    lc_end(&c);
    if (r == CUDA_SUCCESS) lc_stream_submit(hStream);
    return r;
}

CUresult CUDAAPI cuGraphLaunch_ptsz(CUgraphExec hGraphExec, CUstream hStream)
{
    lc_stats_call(LUPINE_FN_cuGraphLaunch_ptsz);
    return lc_fwd_cuGraphLaunch_ptsz(hGraphExec, hStream);
}

/* not supported: its answer points into the driver's memory (the node's access descriptors, CUDA_MEM_ALLOC_NODE_PARAMS.accessDescs); not carried yet (cuGraphNodeGetParams is) */
CUresult CUDAAPI cuGraphMemAllocNodeGetParams(CUgraphNode hNode, CUDA_MEM_ALLOC_NODE_PARAMS *params_out)
{
    (void)hNode;
    (void)params_out;
    lc_stats_call(LUPINE_FN_cuGraphMemAllocNodeGetParams);
    return lc_unsupported(LUPINE_FN_cuGraphMemAllocNodeGetParams);
}

CUresult lc_fwd_cuGraphMemFreeNodeGetParams(CUgraphNode hNode, CUdeviceptr *dptr_out)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuGraphMemFreeNodeGetParams);
    if (r != CUDA_SUCCESS) return r;
    lc_handle(&c, &hNode);
    lc_out_req(&c, dptr_out, (uint64_t)8u);
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (dptr_out && lc_out(&c, dptr_out, (uint64_t)8u)) r = lc_lost();
    }
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuGraphMemFreeNodeGetParams(CUgraphNode hNode, CUdeviceptr *dptr_out)
{
    lc_stats_call(LUPINE_FN_cuGraphMemFreeNodeGetParams);
    return lc_fwd_cuGraphMemFreeNodeGetParams(hNode, dptr_out);
}

CUresult lc_fwd_cuGraphMemsetNodeGetParams(CUgraphNode hNode, CUDA_MEMSET_NODE_PARAMS *nodeParams)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuGraphMemsetNodeGetParams);
    if (r != CUDA_SUCCESS) return r;
    lc_handle(&c, &hNode);
    lc_out_req(&c, nodeParams, (uint64_t)40u);
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (nodeParams && lc_out(&c, nodeParams, (uint64_t)40u)) r = lc_lost();
    }
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuGraphMemsetNodeGetParams(CUgraphNode hNode, CUDA_MEMSET_NODE_PARAMS *nodeParams)
{
    lc_stats_call(LUPINE_FN_cuGraphMemsetNodeGetParams);
    return lc_fwd_cuGraphMemsetNodeGetParams(hNode, nodeParams);
}

CUresult lc_fwd_cuGraphMemsetNodeSetParams(CUgraphNode hNode, const CUDA_MEMSET_NODE_PARAMS *nodeParams)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuGraphMemsetNodeSetParams);
    if (r != CUDA_SUCCESS) return r;
    lc_handle(&c, &hNode);
    lc_in(&c, nodeParams, (uint64_t)40u);
    r = lc_send(&c);
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuGraphMemsetNodeSetParams(CUgraphNode hNode, const CUDA_MEMSET_NODE_PARAMS *nodeParams)
{
    lc_stats_call(LUPINE_FN_cuGraphMemsetNodeSetParams);
    return lc_fwd_cuGraphMemsetNodeSetParams(hNode, nodeParams);
}

CUresult lc_fwd_cuGraphNodeFindInClone(CUgraphNode *phNode, CUgraphNode hOriginalNode, CUgraph hClonedGraph)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuGraphNodeFindInClone);
    if (r != CUDA_SUCCESS) return r;
    lc_out_req(&c, phNode, (uint64_t)8u);
    lc_handle(&c, &hOriginalNode);
    lc_handle(&c, &hClonedGraph);
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (phNode && lc_out(&c, phNode, (uint64_t)8u)) r = lc_lost();
        else lc_handles_out(&c, phNode, (uint64_t)1u);
    }
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuGraphNodeFindInClone(CUgraphNode *phNode, CUgraphNode hOriginalNode, CUgraph hClonedGraph)
{
    lc_stats_call(LUPINE_FN_cuGraphNodeFindInClone);
    return lc_fwd_cuGraphNodeFindInClone(phNode, hOriginalNode, hClonedGraph);
}

CUresult lc_fwd_cuGraphNodeGetDependencies(CUgraphNode hNode, CUgraphNode *dependencies, size_t *numDependencies)
{
    lc_call c;
    const uint64_t lc_len_numDependencies = numDependencies ? (uint64_t)*numDependencies : 0;
    CUresult r = lc_begin(&c, LUPINE_FN_cuGraphNodeGetDependencies);
    if (r != CUDA_SUCCESS) return r;
    lc_handle(&c, &hNode);
    lc_out_req(&c, dependencies, lc_len_numDependencies * 8u);
    lc_in(&c, numDependencies, (uint64_t)8u);
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (dependencies && lc_out(&c, dependencies, lc_len_numDependencies * 8u)) r = lc_lost();
        else lc_handles_out(&c, dependencies, lc_len_numDependencies);
        if (numDependencies && lc_out(&c, numDependencies, (uint64_t)8u)) r = lc_lost();
    }
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuGraphNodeGetDependencies(CUgraphNode hNode, CUgraphNode *dependencies, size_t *numDependencies)
{
    lc_stats_call(LUPINE_FN_cuGraphNodeGetDependencies);
    return lc_fwd_cuGraphNodeGetDependencies(hNode, dependencies, numDependencies);
}

CUresult lc_fwd_cuGraphNodeGetDependencies_v2(CUgraphNode hNode, CUgraphNode *dependencies, CUgraphEdgeData *edgeData, size_t *numDependencies)
{
    lc_call c;
    const uint64_t lc_len_numDependencies = numDependencies ? (uint64_t)*numDependencies : 0;
    CUresult r = lc_begin(&c, LUPINE_FN_cuGraphNodeGetDependencies_v2);
    if (r != CUDA_SUCCESS) return r;
    lc_handle(&c, &hNode);
    lc_out_req(&c, dependencies, lc_len_numDependencies * 8u);
    lc_out_req(&c, edgeData, lc_len_numDependencies * 8u);
    lc_in(&c, numDependencies, (uint64_t)8u);
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (dependencies && lc_out(&c, dependencies, lc_len_numDependencies * 8u)) r = lc_lost();
        else lc_handles_out(&c, dependencies, lc_len_numDependencies);
        if (edgeData && lc_out(&c, edgeData, lc_len_numDependencies * 8u)) r = lc_lost();
        if (numDependencies && lc_out(&c, numDependencies, (uint64_t)8u)) r = lc_lost();
    }
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuGraphNodeGetDependencies_v2(CUgraphNode hNode, CUgraphNode *dependencies, CUgraphEdgeData *edgeData, size_t *numDependencies)
{
    lc_stats_call(LUPINE_FN_cuGraphNodeGetDependencies_v2);
    return lc_fwd_cuGraphNodeGetDependencies_v2(hNode, dependencies, edgeData, numDependencies);
}

CUresult lc_fwd_cuGraphNodeGetDependentNodes(CUgraphNode hNode, CUgraphNode *dependentNodes, size_t *numDependentNodes)
{
    lc_call c;
    const uint64_t lc_len_numDependentNodes = numDependentNodes ? (uint64_t)*numDependentNodes : 0;
    CUresult r = lc_begin(&c, LUPINE_FN_cuGraphNodeGetDependentNodes);
    if (r != CUDA_SUCCESS) return r;
    lc_handle(&c, &hNode);
    lc_out_req(&c, dependentNodes, lc_len_numDependentNodes * 8u);
    lc_in(&c, numDependentNodes, (uint64_t)8u);
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (dependentNodes && lc_out(&c, dependentNodes, lc_len_numDependentNodes * 8u)) r = lc_lost();
        else lc_handles_out(&c, dependentNodes, lc_len_numDependentNodes);
        if (numDependentNodes && lc_out(&c, numDependentNodes, (uint64_t)8u)) r = lc_lost();
    }
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuGraphNodeGetDependentNodes(CUgraphNode hNode, CUgraphNode *dependentNodes, size_t *numDependentNodes)
{
    lc_stats_call(LUPINE_FN_cuGraphNodeGetDependentNodes);
    return lc_fwd_cuGraphNodeGetDependentNodes(hNode, dependentNodes, numDependentNodes);
}

CUresult lc_fwd_cuGraphNodeGetDependentNodes_v2(CUgraphNode hNode, CUgraphNode *dependentNodes, CUgraphEdgeData *edgeData, size_t *numDependentNodes)
{
    lc_call c;
    const uint64_t lc_len_numDependentNodes = numDependentNodes ? (uint64_t)*numDependentNodes : 0;
    CUresult r = lc_begin(&c, LUPINE_FN_cuGraphNodeGetDependentNodes_v2);
    if (r != CUDA_SUCCESS) return r;
    lc_handle(&c, &hNode);
    lc_out_req(&c, dependentNodes, lc_len_numDependentNodes * 8u);
    lc_out_req(&c, edgeData, lc_len_numDependentNodes * 8u);
    lc_in(&c, numDependentNodes, (uint64_t)8u);
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (dependentNodes && lc_out(&c, dependentNodes, lc_len_numDependentNodes * 8u)) r = lc_lost();
        else lc_handles_out(&c, dependentNodes, lc_len_numDependentNodes);
        if (edgeData && lc_out(&c, edgeData, lc_len_numDependentNodes * 8u)) r = lc_lost();
        if (numDependentNodes && lc_out(&c, numDependentNodes, (uint64_t)8u)) r = lc_lost();
    }
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuGraphNodeGetDependentNodes_v2(CUgraphNode hNode, CUgraphNode *dependentNodes, CUgraphEdgeData *edgeData, size_t *numDependentNodes)
{
    lc_stats_call(LUPINE_FN_cuGraphNodeGetDependentNodes_v2);
    return lc_fwd_cuGraphNodeGetDependentNodes_v2(hNode, dependentNodes, edgeData, numDependentNodes);
}

CUresult lc_fwd_cuGraphNodeGetEnabled(CUgraphExec hGraphExec, CUgraphNode hNode, unsigned int *isEnabled)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuGraphNodeGetEnabled);
    if (r != CUDA_SUCCESS) return r;
    lc_handle(&c, &hGraphExec);
    lc_handle(&c, &hNode);
    lc_out_req(&c, isEnabled, (uint64_t)4u);
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (isEnabled && lc_out(&c, isEnabled, (uint64_t)4u)) r = lc_lost();
    }
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuGraphNodeGetEnabled(CUgraphExec hGraphExec, CUgraphNode hNode, unsigned int *isEnabled)
{
    lc_stats_call(LUPINE_FN_cuGraphNodeGetEnabled);
    return lc_fwd_cuGraphNodeGetEnabled(hGraphExec, hNode, isEnabled);
}

CUresult lc_fwd_cuGraphNodeGetType(CUgraphNode hNode, CUgraphNodeType *type)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuGraphNodeGetType);
    if (r != CUDA_SUCCESS) return r;
    lc_handle(&c, &hNode);
    lc_out_req(&c, type, (uint64_t)4u);
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (type && lc_out(&c, type, (uint64_t)4u)) r = lc_lost();
    }
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuGraphNodeGetType(CUgraphNode hNode, CUgraphNodeType *type)
{
    lc_stats_call(LUPINE_FN_cuGraphNodeGetType);
    return lc_fwd_cuGraphNodeGetType(hNode, type);
}

CUresult lc_fwd_cuGraphNodeSetEnabled(CUgraphExec hGraphExec, CUgraphNode hNode, unsigned int isEnabled)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuGraphNodeSetEnabled);
    if (r != CUDA_SUCCESS) return r;
    lc_handle(&c, &hGraphExec);
    lc_handle(&c, &hNode);
    lc_scalar(&c, &isEnabled, sizeof isEnabled);
    r = lc_send(&c);
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuGraphNodeSetEnabled(CUgraphExec hGraphExec, CUgraphNode hNode, unsigned int isEnabled)
{
    lc_stats_call(LUPINE_FN_cuGraphNodeSetEnabled);
    return lc_fwd_cuGraphNodeSetEnabled(hGraphExec, hNode, isEnabled);
}

/* not supported: user objects: their destructor is a host callback the driver calls when the last reference goes, outside any stream (LUPINE carries host functions only in stream order) */
CUresult CUDAAPI cuGraphReleaseUserObject(CUgraph graph, CUuserObject object, unsigned int count)
{
    (void)graph;
    (void)object;
    (void)count;
    lc_stats_call(LUPINE_FN_cuGraphReleaseUserObject);
    return lc_unsupported(LUPINE_FN_cuGraphReleaseUserObject);
}

CUresult lc_fwd_cuGraphRemoveDependencies(CUgraph hGraph, const CUgraphNode *from, const CUgraphNode *to, size_t numDependencies)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuGraphRemoveDependencies);
    if (r != CUDA_SUCCESS) return r;
    lc_handle(&c, &hGraph);
    lc_scalar(&c, &numDependencies, sizeof numDependencies);
    lc_handles_in(&c, from, (uint64_t)(numDependencies));
    lc_handles_in(&c, to, (uint64_t)(numDependencies));
    r = lc_send(&c);
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuGraphRemoveDependencies(CUgraph hGraph, const CUgraphNode *from, const CUgraphNode *to, size_t numDependencies)
{
    lc_stats_call(LUPINE_FN_cuGraphRemoveDependencies);
    return lc_fwd_cuGraphRemoveDependencies(hGraph, from, to, numDependencies);
}

CUresult lc_fwd_cuGraphRemoveDependencies_v2(CUgraph hGraph, const CUgraphNode *from, const CUgraphNode *to, const CUgraphEdgeData *edgeData, size_t numDependencies)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuGraphRemoveDependencies_v2);
    if (r != CUDA_SUCCESS) return r;
    lc_handle(&c, &hGraph);
    lc_scalar(&c, &numDependencies, sizeof numDependencies);
    lc_handles_in(&c, from, (uint64_t)(numDependencies));
    lc_handles_in(&c, to, (uint64_t)(numDependencies));
    lc_in(&c, edgeData, (uint64_t)(numDependencies) * 8u);
    r = lc_send(&c);
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuGraphRemoveDependencies_v2(CUgraph hGraph, const CUgraphNode *from, const CUgraphNode *to, const CUgraphEdgeData *edgeData, size_t numDependencies)
{
    lc_stats_call(LUPINE_FN_cuGraphRemoveDependencies_v2);
    return lc_fwd_cuGraphRemoveDependencies_v2(hGraph, from, to, edgeData, numDependencies);
}

/* not supported: user objects: their destructor is a host callback the driver calls when the last reference goes, outside any stream (LUPINE carries host functions only in stream order) */
CUresult CUDAAPI cuGraphRetainUserObject(CUgraph graph, CUuserObject object, unsigned int count, unsigned int flags)
{
    (void)graph;
    (void)object;
    (void)count;
    (void)flags;
    lc_stats_call(LUPINE_FN_cuGraphRetainUserObject);
    return lc_unsupported(LUPINE_FN_cuGraphRetainUserObject);
}

CUresult lc_fwd_cuGraphUpload(CUgraphExec hGraph, CUstream hStream)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuGraphUpload);
    if (r != CUDA_SUCCESS) return r;
    lc_handle(&c, &hGraph);
    lc_stream(&c, &hStream);
    r = lc_defer(&c);
    lc_end(&c);
    if (r == CUDA_SUCCESS) lc_stream_submit(hStream);
    return r;
}

CUresult CUDAAPI cuGraphUpload(CUgraphExec hGraph, CUstream hStream)
{
    lc_stats_call(LUPINE_FN_cuGraphUpload);
    return lc_fwd_cuGraphUpload(hGraph, hStream);
}

CUresult lc_fwd_cuGraphUpload_ptsz(CUgraphExec hGraphExec, CUstream hStream)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuGraphUpload_ptsz);
    if (r != CUDA_SUCCESS) return r;
    lc_handle(&c, &hGraphExec);
    lc_stream(&c, &hStream);
    r = lc_defer(&c);
    lc_end(&c);
    if (r == CUDA_SUCCESS) lc_stream_submit(hStream);
    return r;
}

CUresult CUDAAPI cuGraphUpload_ptsz(CUgraphExec hGraphExec, CUstream hStream)
{
    lc_stats_call(LUPINE_FN_cuGraphUpload_ptsz);
    return lc_fwd_cuGraphUpload_ptsz(hGraphExec, hStream);
}

/* not supported: graphics interop: the OpenGL/Vulkan/Direct3D/EGL resources are this process's and its display's, and the GPU is on another machine with no graphics API in this process */
CUresult CUDAAPI cuGraphicsMapResources(unsigned int count, CUgraphicsResource *resources, CUstream hStream)
{
    (void)count;
    (void)resources;
    (void)hStream;
    lc_stats_call(LUPINE_FN_cuGraphicsMapResources);
    return lc_unsupported(LUPINE_FN_cuGraphicsMapResources);
}

/* not supported: graphics interop: the OpenGL/Vulkan/Direct3D/EGL resources are this process's and its display's, and the GPU is on another machine with no graphics API in this process */
CUresult CUDAAPI cuGraphicsMapResources_ptsz(unsigned int count, CUgraphicsResource *resources, CUstream hStream)
{
    (void)count;
    (void)resources;
    (void)hStream;
    lc_stats_call(LUPINE_FN_cuGraphicsMapResources_ptsz);
    return lc_unsupported(LUPINE_FN_cuGraphicsMapResources_ptsz);
}

/* not supported: graphics interop: the OpenGL/Vulkan/Direct3D/EGL resources are this process's and its display's, and the GPU is on another machine with no graphics API in this process */
CUresult CUDAAPI cuGraphicsResourceGetMappedMipmappedArray(CUmipmappedArray *pMipmappedArray, CUgraphicsResource resource)
{
    (void)pMipmappedArray;
    (void)resource;
    lc_stats_call(LUPINE_FN_cuGraphicsResourceGetMappedMipmappedArray);
    return lc_unsupported(LUPINE_FN_cuGraphicsResourceGetMappedMipmappedArray);
}

/* not supported: graphics interop: the OpenGL/Vulkan/Direct3D/EGL resources are this process's and its display's, and the GPU is on another machine with no graphics API in this process */
CUresult CUDAAPI cuGraphicsResourceGetMappedPointer(CUdeviceptr_v1 *pDevPtr, unsigned int *pSize, CUgraphicsResource resource)
{
    (void)pDevPtr;
    (void)pSize;
    (void)resource;
    lc_stats_call(LUPINE_FN_cuGraphicsResourceGetMappedPointer);
    return lc_unsupported(LUPINE_FN_cuGraphicsResourceGetMappedPointer);
}

/* not supported: graphics interop: the OpenGL/Vulkan/Direct3D/EGL resources are this process's and its display's, and the GPU is on another machine with no graphics API in this process */
CUresult CUDAAPI cuGraphicsResourceGetMappedPointer_v2(CUdeviceptr *pDevPtr, size_t *pSize, CUgraphicsResource resource)
{
    (void)pDevPtr;
    (void)pSize;
    (void)resource;
    lc_stats_call(LUPINE_FN_cuGraphicsResourceGetMappedPointer_v2);
    return lc_unsupported(LUPINE_FN_cuGraphicsResourceGetMappedPointer_v2);
}

/* not supported: graphics interop: the OpenGL/Vulkan/Direct3D/EGL resources are this process's and its display's, and the GPU is on another machine with no graphics API in this process */
CUresult CUDAAPI cuGraphicsResourceSetMapFlags(CUgraphicsResource resource, unsigned int flags)
{
    (void)resource;
    (void)flags;
    lc_stats_call(LUPINE_FN_cuGraphicsResourceSetMapFlags);
    return lc_unsupported(LUPINE_FN_cuGraphicsResourceSetMapFlags);
}

/* not supported: graphics interop: the OpenGL/Vulkan/Direct3D/EGL resources are this process's and its display's, and the GPU is on another machine with no graphics API in this process */
CUresult CUDAAPI cuGraphicsResourceSetMapFlags_v2(CUgraphicsResource resource, unsigned int flags)
{
    (void)resource;
    (void)flags;
    lc_stats_call(LUPINE_FN_cuGraphicsResourceSetMapFlags_v2);
    return lc_unsupported(LUPINE_FN_cuGraphicsResourceSetMapFlags_v2);
}

/* not supported: graphics interop: the OpenGL/Vulkan/Direct3D/EGL resources are this process's and its display's, and the GPU is on another machine with no graphics API in this process */
CUresult CUDAAPI cuGraphicsSubResourceGetMappedArray(CUarray *pArray, CUgraphicsResource resource, unsigned int arrayIndex, unsigned int mipLevel)
{
    (void)pArray;
    (void)resource;
    (void)arrayIndex;
    (void)mipLevel;
    lc_stats_call(LUPINE_FN_cuGraphicsSubResourceGetMappedArray);
    return lc_unsupported(LUPINE_FN_cuGraphicsSubResourceGetMappedArray);
}

/* not supported: graphics interop: the OpenGL/Vulkan/Direct3D/EGL resources are this process's and its display's, and the GPU is on another machine with no graphics API in this process */
CUresult CUDAAPI cuGraphicsUnmapResources(unsigned int count, CUgraphicsResource *resources, CUstream hStream)
{
    (void)count;
    (void)resources;
    (void)hStream;
    lc_stats_call(LUPINE_FN_cuGraphicsUnmapResources);
    return lc_unsupported(LUPINE_FN_cuGraphicsUnmapResources);
}

/* not supported: graphics interop: the OpenGL/Vulkan/Direct3D/EGL resources are this process's and its display's, and the GPU is on another machine with no graphics API in this process */
CUresult CUDAAPI cuGraphicsUnmapResources_ptsz(unsigned int count, CUgraphicsResource *resources, CUstream hStream)
{
    (void)count;
    (void)resources;
    (void)hStream;
    lc_stats_call(LUPINE_FN_cuGraphicsUnmapResources_ptsz);
    return lc_unsupported(LUPINE_FN_cuGraphicsUnmapResources_ptsz);
}

/* not supported: graphics interop: the OpenGL/Vulkan/Direct3D/EGL resources are this process's and its display's, and the GPU is on another machine with no graphics API in this process */
CUresult CUDAAPI cuGraphicsUnregisterResource(CUgraphicsResource resource)
{
    (void)resource;
    lc_stats_call(LUPINE_FN_cuGraphicsUnregisterResource);
    return lc_unsupported(LUPINE_FN_cuGraphicsUnregisterResource);
}

CUresult lc_fwd_cuGreenCtxCreate(CUgreenCtx *phCtx, CUdevResourceDesc desc, CUdevice dev, unsigned int flags)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuGreenCtxCreate);
    if (r != CUDA_SUCCESS) return r;
    if ((r = lc_dev_in(&c, &dev)) != CUDA_SUCCESS) { lc_end(&c); return r; }
    lc_out_req(&c, phCtx, (uint64_t)8u);
    lc_handle(&c, &desc);
    lc_scalar(&c, &dev, sizeof dev);
    lc_scalar(&c, &flags, sizeof flags);
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (phCtx && lc_out(&c, phCtx, (uint64_t)8u)) r = lc_lost();
        else lc_handles_out(&c, phCtx, (uint64_t)1u);
    }
    lc_end(&c);
    return r;
}

CUresult lc_fwd_cuGreenCtxDestroy(CUgreenCtx hCtx)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuGreenCtxDestroy);
    if (r != CUDA_SUCCESS) return r;
    lc_handle(&c, &hCtx);
    r = lc_send(&c);
    lc_end(&c);
    return r;
}

CUresult lc_fwd_cuGreenCtxGetDevResource(CUgreenCtx hCtx, CUdevResource *resource, CUdevResourceType type)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuGreenCtxGetDevResource);
    if (r != CUDA_SUCCESS) return r;
    lc_handle(&c, &hCtx);
    lc_out_req(&c, resource, (uint64_t)144u);
    lc_scalar(&c, &type, sizeof type);
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (resource && lc_out(&c, resource, (uint64_t)144u)) r = lc_lost();
    }
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuGreenCtxGetDevResource(CUgreenCtx hCtx, CUdevResource *resource, CUdevResourceType type)
{
    lc_stats_call(LUPINE_FN_cuGreenCtxGetDevResource);
    return lc_fwd_cuGreenCtxGetDevResource(hCtx, resource, type);
}

CUresult lc_fwd_cuGreenCtxGetId(CUgreenCtx greenCtx, unsigned long long *greenCtxId)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuGreenCtxGetId);
    if (r != CUDA_SUCCESS) return r;
    lc_handle(&c, &greenCtx);
    lc_out_req(&c, greenCtxId, (uint64_t)8u);
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (greenCtxId && lc_out(&c, greenCtxId, (uint64_t)8u)) r = lc_lost();
    }
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuGreenCtxGetId(CUgreenCtx greenCtx, unsigned long long *greenCtxId)
{
    lc_stats_call(LUPINE_FN_cuGreenCtxGetId);
    return lc_fwd_cuGreenCtxGetId(greenCtx, greenCtxId);
}

CUresult lc_fwd_cuGreenCtxRecordEvent(CUgreenCtx hCtx, CUevent hEvent)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuGreenCtxRecordEvent);
    if (r != CUDA_SUCCESS) return r;
    lc_handle(&c, &hCtx);
    lc_handle(&c, &hEvent);
    r = lc_defer(&c);
    lc_end(&c);
    if (r == CUDA_SUCCESS) lc_stream_submit(NULL);
    return r;
}

CUresult CUDAAPI cuGreenCtxRecordEvent(CUgreenCtx hCtx, CUevent hEvent)
{
    lc_stats_call(LUPINE_FN_cuGreenCtxRecordEvent);
    return lc_fwd_cuGreenCtxRecordEvent(hCtx, hEvent);
}

CUresult lc_fwd_cuGreenCtxStreamCreate(CUstream *phStream, CUgreenCtx greenCtx, unsigned int flags, int priority)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuGreenCtxStreamCreate);
    if (r != CUDA_SUCCESS) return r;
    lc_out_req(&c, phStream, (uint64_t)8u);
    lc_handle(&c, &greenCtx);
    lc_scalar(&c, &flags, sizeof flags);
    lc_scalar(&c, &priority, sizeof priority);
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (phStream && lc_out(&c, phStream, (uint64_t)8u)) r = lc_lost();
        else lc_handles_out(&c, phStream, (uint64_t)1u);
    }
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuGreenCtxStreamCreate(CUstream *phStream, CUgreenCtx greenCtx, unsigned int flags, int priority)
{
    lc_stats_call(LUPINE_FN_cuGreenCtxStreamCreate);
    return lc_fwd_cuGreenCtxStreamCreate(phStream, greenCtx, flags, priority);
}

CUresult lc_fwd_cuGreenCtxWaitEvent(CUgreenCtx hCtx, CUevent hEvent)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuGreenCtxWaitEvent);
    if (r != CUDA_SUCCESS) return r;
    lc_handle(&c, &hCtx);
    lc_handle(&c, &hEvent);
    r = lc_defer(&c);
    lc_end(&c);
    if (r == CUDA_SUCCESS) lc_stream_submit(NULL);
    return r;
}

CUresult CUDAAPI cuGreenCtxWaitEvent(CUgreenCtx hCtx, CUevent hEvent)
{
    lc_stats_call(LUPINE_FN_cuGreenCtxWaitEvent);
    return lc_fwd_cuGreenCtxWaitEvent(hCtx, hEvent);
}

/* not supported: external memory and semaphores are OS handles (file descriptors, NvSciBuf/NvSciSync objects, Win32 handles) of another process, which cannot cross the network */
CUresult CUDAAPI cuImportExternalMemory(CUexternalMemory *extMem_out, const CUDA_EXTERNAL_MEMORY_HANDLE_DESC *memHandleDesc)
{
    (void)extMem_out;
    (void)memHandleDesc;
    lc_stats_call(LUPINE_FN_cuImportExternalMemory);
    return lc_unsupported(LUPINE_FN_cuImportExternalMemory);
}

/* not supported: external memory and semaphores are OS handles (file descriptors, NvSciBuf/NvSciSync objects, Win32 handles) of another process, which cannot cross the network */
CUresult CUDAAPI cuImportExternalSemaphore(CUexternalSemaphore *extSem_out, const CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC *semHandleDesc)
{
    (void)extSem_out;
    (void)semHandleDesc;
    lc_stats_call(LUPINE_FN_cuImportExternalSemaphore);
    return lc_unsupported(LUPINE_FN_cuImportExternalSemaphore);
}

CUresult lc_fwd_cuInit(unsigned int Flags)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuInit);
    if (r != CUDA_SUCCESS) return r;
    lc_scalar(&c, &Flags, sizeof Flags);
    r = lc_send(&c);
    lc_end(&c);
    return r;
}

CUresult lc_fwd_cuIpcCloseMemHandle(CUdeviceptr dptr)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuIpcCloseMemHandle);
    if (r != CUDA_SUCCESS) return r;
    lc_dptr(&c, &dptr);
    r = lc_send(&c);
    lc_end(&c);
    if (r == CUDA_SUCCESS) lc_range_remove_on(c.srv, (uint64_t)dptr);
    return r;
}

CUresult CUDAAPI cuIpcCloseMemHandle(CUdeviceptr dptr)
{
    lc_stats_call(LUPINE_FN_cuIpcCloseMemHandle);
    return lc_fwd_cuIpcCloseMemHandle(dptr);
}

CUresult lc_fwd_cuIpcGetEventHandle(CUipcEventHandle *pHandle, CUevent event)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuIpcGetEventHandle);
    if (r != CUDA_SUCCESS) return r;
    lc_out_req(&c, pHandle, (uint64_t)64u);
    lc_handle(&c, &event);
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (pHandle && lc_out(&c, pHandle, (uint64_t)64u)) r = lc_lost();
    }
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuIpcGetEventHandle(CUipcEventHandle *pHandle, CUevent event)
{
    lc_stats_call(LUPINE_FN_cuIpcGetEventHandle);
    return lc_fwd_cuIpcGetEventHandle(pHandle, event);
}

CUresult lc_fwd_cuIpcGetMemHandle(CUipcMemHandle *pHandle, CUdeviceptr dptr)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuIpcGetMemHandle);
    if (r != CUDA_SUCCESS) return r;
    lc_out_req(&c, pHandle, (uint64_t)64u);
    lc_dptr(&c, &dptr);
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (pHandle && lc_out(&c, pHandle, (uint64_t)64u)) r = lc_lost();
    }
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuIpcGetMemHandle(CUipcMemHandle *pHandle, CUdeviceptr dptr)
{
    lc_stats_call(LUPINE_FN_cuIpcGetMemHandle);
    return lc_fwd_cuIpcGetMemHandle(pHandle, dptr);
}

CUresult lc_fwd_cuIpcOpenEventHandle(CUevent *phEvent, CUipcEventHandle handle)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuIpcOpenEventHandle);
    if (r != CUDA_SUCCESS) return r;
    lc_out_req(&c, phEvent, (uint64_t)8u);
    lc_scalar(&c, &handle, sizeof handle);
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (phEvent && lc_out(&c, phEvent, (uint64_t)8u)) r = lc_lost();
        else lc_handles_out(&c, phEvent, (uint64_t)1u);
    }
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuIpcOpenEventHandle(CUevent *phEvent, CUipcEventHandle handle)
{
    lc_stats_call(LUPINE_FN_cuIpcOpenEventHandle);
    return lc_fwd_cuIpcOpenEventHandle(phEvent, handle);
}

/* not supported: an older ABI of cuIpcOpenMemHandle (CUDA 4.1): cuGetProcAddress gives callers of CUDA 11.0 and later cuIpcOpenMemHandle_v2, and cuda.h declares cuIpcOpenMemHandle as cuIpcOpenMemHandle_v2, which LUPINE carries */
CUresult CUDAAPI cuIpcOpenMemHandle(CUdeviceptr *pdptr, CUipcMemHandle handle, unsigned int Flags)
{
    (void)pdptr;
    (void)handle;
    (void)Flags;
    lc_stats_call(LUPINE_FN_cuIpcOpenMemHandle);
    return lc_unsupported(LUPINE_FN_cuIpcOpenMemHandle);
}

CUresult lc_fwd_cuIpcOpenMemHandle_v2(CUdeviceptr *pdptr, CUipcMemHandle handle, unsigned int Flags)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuIpcOpenMemHandle_v2);
    if (r != CUDA_SUCCESS) return r;
    lc_out_req(&c, pdptr, (uint64_t)8u);
    lc_scalar(&c, &handle, sizeof handle);
    lc_scalar(&c, &Flags, sizeof Flags);
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (pdptr && lc_out(&c, pdptr, (uint64_t)8u)) r = lc_lost();
    }
    lc_end(&c);
    if (r == CUDA_SUCCESS && pdptr) lc_range_add_queried_on(c.srv, (uint64_t)*pdptr);
    return r;
}

CUresult CUDAAPI cuIpcOpenMemHandle_v2(CUdeviceptr *pdptr, CUipcMemHandle handle, unsigned int Flags)
{
    lc_stats_call(LUPINE_FN_cuIpcOpenMemHandle_v2);
    return lc_fwd_cuIpcOpenMemHandle_v2(pdptr, handle, Flags);
}

CUresult lc_fwd_cuKernelGetAttribute(int *pi, CUfunction_attribute attrib, CUkernel kernel, CUdevice dev)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuKernelGetAttribute);
    if (r != CUDA_SUCCESS) return r;
    const lc_cache_obj lc_obj = {LC_OBJ_KERNEL, (int)attrib, (uint64_t)(uintptr_t)kernel, (int)dev};
    if ((r = lc_dev_in(&c, &dev)) != CUDA_SUCCESS) { lc_end(&c); return r; }
    lc_out_req(&c, pi, (uint64_t)4u);
    lc_scalar(&c, &attrib, sizeof attrib);
    lc_handle(&c, &kernel);
    lc_scalar(&c, &dev, sizeof dev);
    void *lc_outp[1] = {pi};
    uint64_t lc_outn[1] = {(uint64_t)4u};
    if (lc_cache_fetch_obj(&c, LC_CACHE_attribute, &lc_obj, 1, lc_outp, lc_outn)) {
        lc_end(&c);
        return CUDA_SUCCESS;
    }
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (pi && lc_out(&c, pi, (uint64_t)4u)) r = lc_lost();
    }
    if (r == CUDA_SUCCESS) lc_cache_store_obj(&c, LC_CACHE_attribute, &lc_obj, 1, lc_outp, lc_outn);
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuKernelGetAttribute(int *pi, CUfunction_attribute attrib, CUkernel kernel, CUdevice dev)
{
    lc_stats_call(LUPINE_FN_cuKernelGetAttribute);
    return lc_fwd_cuKernelGetAttribute(pi, attrib, kernel, dev);
}

CUresult lc_fwd_cuKernelGetFunction(CUfunction *pFunc, CUkernel kernel)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuKernelGetFunction);
    if (r != CUDA_SUCCESS) return r;
    const lc_cache_obj lc_obj = {LC_OBJ_KERNEL, LC_NO_ATTRIBUTE, (uint64_t)(uintptr_t)kernel, 0};
    lc_out_req(&c, pFunc, (uint64_t)8u);
    lc_handle(&c, &kernel);
    void *lc_outp[1] = {pFunc};
    uint64_t lc_outn[1] = {(uint64_t)8u};
    if (lc_cache_fetch_obj(&c, LC_CACHE_function, &lc_obj, 1, lc_outp, lc_outn)) {
        lc_end(&c);
        return CUDA_SUCCESS;
    }
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (pFunc && lc_out(&c, pFunc, (uint64_t)8u)) r = lc_lost();
        else lc_handles_out(&c, pFunc, (uint64_t)1u);
    }
    if (r == CUDA_SUCCESS) lc_cache_store_obj(&c, LC_CACHE_function, &lc_obj, 1, lc_outp, lc_outn);
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuKernelGetFunction(CUfunction *pFunc, CUkernel kernel)
{
    lc_stats_call(LUPINE_FN_cuKernelGetFunction);
    return lc_fwd_cuKernelGetFunction(pFunc, kernel);
}

CUresult lc_fwd_cuKernelGetLibrary(CUlibrary *pLib, CUkernel kernel)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuKernelGetLibrary);
    if (r != CUDA_SUCCESS) return r;
    lc_out_req(&c, pLib, (uint64_t)8u);
    lc_handle(&c, &kernel);
    void *lc_outp[1] = {pLib};
    uint64_t lc_outn[1] = {(uint64_t)8u};
    if (lc_cache_fetch(&c, LC_CACHE_function, 1, lc_outp, lc_outn)) {
        lc_end(&c);
        return CUDA_SUCCESS;
    }
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (pLib && lc_out(&c, pLib, (uint64_t)8u)) r = lc_lost();
        else lc_handles_out(&c, pLib, (uint64_t)1u);
    }
    if (r == CUDA_SUCCESS) lc_cache_store(&c, LC_CACHE_function, 1, lc_outp, lc_outn);
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuKernelGetLibrary(CUlibrary *pLib, CUkernel kernel)
{
    lc_stats_call(LUPINE_FN_cuKernelGetLibrary);
    return lc_fwd_cuKernelGetLibrary(pLib, kernel);
}

CUresult lc_fwd_cuKernelGetName(const char **name, CUkernel hfunc)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuKernelGetName);
    if (r != CUDA_SUCCESS) return r;
    lc_out_req(&c, name, 1);
    lc_handle(&c, &hfunc);
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (name && lc_out_string(&c, name)) r = lc_lost();
    }
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuKernelGetName(const char **name, CUkernel hfunc)
{
    lc_stats_call(LUPINE_FN_cuKernelGetName);
    return lc_fwd_cuKernelGetName(name, hfunc);
}

CUresult lc_fwd_cuKernelGetParamInfo(CUkernel kernel, size_t paramIndex, size_t *paramOffset, size_t *paramSize)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuKernelGetParamInfo);
    if (r != CUDA_SUCCESS) return r;
    lc_handle(&c, &kernel);
    lc_scalar(&c, &paramIndex, sizeof paramIndex);
    lc_out_req(&c, paramOffset, (uint64_t)8u);
    lc_out_req(&c, paramSize, (uint64_t)8u);
    void *lc_outp[2] = {paramOffset, paramSize};
    uint64_t lc_outn[2] = {(uint64_t)8u, (uint64_t)8u};
    if (lc_cache_fetch(&c, LC_CACHE_function, 2, lc_outp, lc_outn)) {
        lc_end(&c);
        return CUDA_SUCCESS;
    }
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (paramOffset && lc_out(&c, paramOffset, (uint64_t)8u)) r = lc_lost();
        if (paramSize && lc_out(&c, paramSize, (uint64_t)8u)) r = lc_lost();
    }
    if (r == CUDA_SUCCESS) lc_cache_store(&c, LC_CACHE_function, 2, lc_outp, lc_outn);
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuKernelGetParamInfo(CUkernel kernel, size_t paramIndex, size_t *paramOffset, size_t *paramSize)
{
    lc_stats_call(LUPINE_FN_cuKernelGetParamInfo);
    return lc_fwd_cuKernelGetParamInfo(kernel, paramIndex, paramOffset, paramSize);
}

CUresult lc_fwd_cuKernelSetAttribute(CUfunction_attribute attrib, int val, CUkernel kernel, CUdevice dev)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuKernelSetAttribute);
    if (r != CUDA_SUCCESS) return r;
    const lc_cache_obj lc_obj = {LC_OBJ_KERNEL, (int)attrib, (uint64_t)(uintptr_t)kernel, (int)dev};
    if ((r = lc_dev_in(&c, &dev)) != CUDA_SUCCESS) { lc_end(&c); return r; }
    lc_scalar(&c, &attrib, sizeof attrib);
    lc_scalar(&c, &val, sizeof val);
    lc_handle(&c, &kernel);
    lc_scalar(&c, &dev, sizeof dev);
    if (lc_attr_set_local(&c, &lc_obj, (int)val)) {
        lc_end(&c);
        return CUDA_SUCCESS;
    }
    r = lc_send(&c);
    lc_end(&c);
    if (r == CUDA_SUCCESS) lc_attr_set_done(&c, &lc_obj, (int)val);
    return r;
}

CUresult CUDAAPI cuKernelSetAttribute(CUfunction_attribute attrib, int val, CUkernel kernel, CUdevice dev)
{
    lc_stats_call(LUPINE_FN_cuKernelSetAttribute);
    return lc_fwd_cuKernelSetAttribute(attrib, val, kernel, dev);
}

CUresult lc_fwd_cuKernelSetCacheConfig(CUkernel kernel, CUfunc_cache config, CUdevice dev)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuKernelSetCacheConfig);
    if (r != CUDA_SUCCESS) return r;
    const lc_cache_obj lc_obj = {LC_OBJ_KERNEL, LC_SET_CACHE_CONFIG, (uint64_t)(uintptr_t)kernel, (int)dev};
    if ((r = lc_dev_in(&c, &dev)) != CUDA_SUCCESS) { lc_end(&c); return r; }
    lc_handle(&c, &kernel);
    lc_scalar(&c, &config, sizeof config);
    lc_scalar(&c, &dev, sizeof dev);
    if (lc_attr_set_local(&c, &lc_obj, (int)config)) {
        lc_end(&c);
        return CUDA_SUCCESS;
    }
    r = lc_send(&c);
    lc_end(&c);
    if (r == CUDA_SUCCESS) lc_attr_set_done(&c, &lc_obj, (int)config);
    return r;
}

CUresult CUDAAPI cuKernelSetCacheConfig(CUkernel kernel, CUfunc_cache config, CUdevice dev)
{
    lc_stats_call(LUPINE_FN_cuKernelSetCacheConfig);
    return lc_fwd_cuKernelSetCacheConfig(kernel, config, dev);
}

/* not supported: the execution control of CUDA 3.x, deprecated since CUDA 4.0 (launch state kept in the driver between calls); cuLaunchKernel and cuLaunchKernelEx are carried */
CUresult CUDAAPI cuLaunch(CUfunction f)
{
    (void)f;
    lc_stats_call(LUPINE_FN_cuLaunch);
    return lc_unsupported(LUPINE_FN_cuLaunch);
}

/* not supported: deprecated since CUDA 11.3, and its launch parameters name streams of several devices, which may be several servers: launch on each device with cuLaunchCooperativeKernel */
CUresult CUDAAPI cuLaunchCooperativeKernelMultiDevice(CUDA_LAUNCH_PARAMS *launchParamsList, unsigned int numDevices, unsigned int flags)
{
    (void)launchParamsList;
    (void)numDevices;
    (void)flags;
    lc_stats_call(LUPINE_FN_cuLaunchCooperativeKernelMultiDevice);
    return lc_unsupported(LUPINE_FN_cuLaunchCooperativeKernelMultiDevice);
}

/* not supported: the execution control of CUDA 3.x, deprecated since CUDA 4.0 (launch state kept in the driver between calls); cuLaunchKernel and cuLaunchKernelEx are carried */
CUresult CUDAAPI cuLaunchGrid(CUfunction f, int grid_width, int grid_height)
{
    (void)f;
    (void)grid_width;
    (void)grid_height;
    lc_stats_call(LUPINE_FN_cuLaunchGrid);
    return lc_unsupported(LUPINE_FN_cuLaunchGrid);
}

/* not supported: the execution control of CUDA 3.x, deprecated since CUDA 4.0 (launch state kept in the driver between calls); cuLaunchKernel and cuLaunchKernelEx are carried */
CUresult CUDAAPI cuLaunchGridAsync(CUfunction f, int grid_width, int grid_height, CUstream hStream)
{
    (void)f;
    (void)grid_width;
    (void)grid_height;
    (void)hStream;
    lc_stats_call(LUPINE_FN_cuLaunchGridAsync);
    return lc_unsupported(LUPINE_FN_cuLaunchGridAsync);
}

CUresult lc_fwd_cuLibraryEnumerateKernels(CUkernel *kernels, unsigned int numKernels, CUlibrary lib)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuLibraryEnumerateKernels);
    if (r != CUDA_SUCCESS) return r;
    lc_out_req(&c, kernels, (uint64_t)(numKernels) * 8u);
    lc_scalar(&c, &numKernels, sizeof numKernels);
    lc_handle(&c, &lib);
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (kernels && lc_out(&c, kernels, (uint64_t)(numKernels) * 8u)) r = lc_lost();
        else lc_handles_out(&c, kernels, (uint64_t)(numKernels));
    }
    lc_end(&c);
    return r;
}

CUresult lc_fwd_cuLibraryGetGlobal(CUdeviceptr *dptr, size_t *bytes, CUlibrary library, const char *name)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuLibraryGetGlobal);
    if (r != CUDA_SUCCESS) return r;
    lc_out_req(&c, dptr, (uint64_t)8u);
    lc_out_req(&c, bytes, (uint64_t)8u);
    lc_handle(&c, &library);
    lc_cstr(&c, name);
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (dptr && lc_out(&c, dptr, (uint64_t)8u)) r = lc_lost();
        if (bytes && lc_out(&c, bytes, (uint64_t)8u)) r = lc_lost();
    }
    lc_end(&c);
    if (r == CUDA_SUCCESS && dptr && bytes) lc_range_add_on(c.srv, (uint64_t)*dptr, (uint64_t)*bytes);
    else if (r == CUDA_SUCCESS && dptr) lc_range_add_queried_on(c.srv, (uint64_t)*dptr);
    return r;
}

CUresult CUDAAPI cuLibraryGetGlobal(CUdeviceptr *dptr, size_t *bytes, CUlibrary library, const char *name)
{
    lc_stats_call(LUPINE_FN_cuLibraryGetGlobal);
    return lc_fwd_cuLibraryGetGlobal(dptr, bytes, library, name);
}

CUresult lc_fwd_cuLibraryGetKernel(CUkernel *pKernel, CUlibrary library, const char *name)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuLibraryGetKernel);
    if (r != CUDA_SUCCESS) return r;
    lc_out_req(&c, pKernel, (uint64_t)8u);
    lc_handle(&c, &library);
    lc_cstr(&c, name);
    void *lc_outp[1] = {pKernel};
    uint64_t lc_outn[1] = {(uint64_t)8u};
    if (lc_cache_fetch(&c, LC_CACHE_function, 1, lc_outp, lc_outn)) {
        lc_end(&c);
        return CUDA_SUCCESS;
    }
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (pKernel && lc_out(&c, pKernel, (uint64_t)8u)) r = lc_lost();
        else lc_handles_out(&c, pKernel, (uint64_t)1u);
    }
    if (r == CUDA_SUCCESS) lc_cache_store(&c, LC_CACHE_function, 1, lc_outp, lc_outn);
    lc_end(&c);
    return r;
}

CUresult lc_fwd_cuLibraryGetKernelCount(unsigned int *count, CUlibrary lib)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuLibraryGetKernelCount);
    if (r != CUDA_SUCCESS) return r;
    lc_out_req(&c, count, (uint64_t)4u);
    lc_handle(&c, &lib);
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (count && lc_out(&c, count, (uint64_t)4u)) r = lc_lost();
    }
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuLibraryGetKernelCount(unsigned int *count, CUlibrary lib)
{
    lc_stats_call(LUPINE_FN_cuLibraryGetKernelCount);
    return lc_fwd_cuLibraryGetKernelCount(count, lib);
}

/* not supported: managed memory cannot cross the network (its pages would migrate between this machine and the GPU's) */
CUresult CUDAAPI cuLibraryGetManaged(CUdeviceptr *dptr, size_t *bytes, CUlibrary library, const char *name)
{
    (void)dptr;
    (void)bytes;
    (void)library;
    (void)name;
    lc_stats_call(LUPINE_FN_cuLibraryGetManaged);
    return lc_unsupported(LUPINE_FN_cuLibraryGetManaged);
}

CUresult lc_fwd_cuLibraryGetModule(CUmodule *pMod, CUlibrary library)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuLibraryGetModule);
    if (r != CUDA_SUCCESS) return r;
    lc_out_req(&c, pMod, (uint64_t)8u);
    lc_handle(&c, &library);
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (pMod && lc_out(&c, pMod, (uint64_t)8u)) r = lc_lost();
        else lc_handles_out(&c, pMod, (uint64_t)1u);
    }
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuLibraryGetModule(CUmodule *pMod, CUlibrary library)
{
    lc_stats_call(LUPINE_FN_cuLibraryGetModule);
    return lc_fwd_cuLibraryGetModule(pMod, library);
}

/* not supported: returns a host function pointer of the server's process, which means nothing here */
CUresult CUDAAPI cuLibraryGetUnifiedFunction(void **fptr, CUlibrary library, const char *symbol)
{
    (void)fptr;
    (void)library;
    (void)symbol;
    lc_stats_call(LUPINE_FN_cuLibraryGetUnifiedFunction);
    return lc_unsupported(LUPINE_FN_cuLibraryGetUnifiedFunction);
}

CUresult lc_fwd_cuLibraryUnload(CUlibrary library)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuLibraryUnload);
    if (r != CUDA_SUCCESS) return r;
    lc_handle(&c, &library);
    r = lc_send(&c);
    lc_end(&c);
    if (r == CUDA_SUCCESS) lc_cache_drop(LC_CACHE_function);
    if (r == CUDA_SUCCESS) lc_cache_drop(LC_CACHE_attribute);
    return r;
}

/* not supported: the driver's error log is the server process's (CUDA_LOG_FILE in the server's environment writes it there); not carried */
CUresult CUDAAPI cuLogsCurrent(CUlogIterator *iterator_out, unsigned int flags)
{
    (void)iterator_out;
    (void)flags;
    lc_stats_call(LUPINE_FN_cuLogsCurrent);
    return lc_unsupported(LUPINE_FN_cuLogsCurrent);
}

/* not supported: the driver's error log is the server process's (CUDA_LOG_FILE in the server's environment writes it there); not carried */
CUresult CUDAAPI cuLogsDumpToFile(CUlogIterator *iterator, const char *pathToFile, unsigned int flags)
{
    (void)iterator;
    (void)pathToFile;
    (void)flags;
    lc_stats_call(LUPINE_FN_cuLogsDumpToFile);
    return lc_unsupported(LUPINE_FN_cuLogsDumpToFile);
}

/* not supported: the driver's error log is the server process's (CUDA_LOG_FILE in the server's environment writes it there); not carried */
CUresult CUDAAPI cuLogsDumpToMemory(CUlogIterator *iterator, char *buffer, size_t *size, unsigned int flags)
{
    (void)iterator;
    (void)buffer;
    (void)size;
    (void)flags;
    lc_stats_call(LUPINE_FN_cuLogsDumpToMemory);
    return lc_unsupported(LUPINE_FN_cuLogsDumpToMemory);
}

/* not supported: the driver calls a host callback of this process from its own threads, outside any stream; LUPINE carries host functions only in stream order */
CUresult CUDAAPI cuLogsRegisterCallback(CUlogsCallback callbackFunc, void *userData, CUlogsCallbackHandle *callback_out)
{
    (void)callbackFunc;
    (void)userData;
    (void)callback_out;
    lc_stats_call(LUPINE_FN_cuLogsRegisterCallback);
    return lc_unsupported(LUPINE_FN_cuLogsRegisterCallback);
}

/* not supported: the driver calls a host callback of this process from its own threads, outside any stream; LUPINE carries host functions only in stream order */
CUresult CUDAAPI cuLogsUnregisterCallback(CUlogsCallbackHandle callback)
{
    (void)callback;
    lc_stats_call(LUPINE_FN_cuLogsUnregisterCallback);
    return lc_unsupported(LUPINE_FN_cuLogsUnregisterCallback);
}

CUresult lc_fwd_cuMemAddressFree(CUdeviceptr ptr, size_t size)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuMemAddressFree);
    if (r != CUDA_SUCCESS) return r;
    lc_dptr(&c, &ptr);
    lc_scalar(&c, &size, sizeof size);
    r = lc_send(&c);
    lc_end(&c);
    if (r == CUDA_SUCCESS) lc_range_remove_on(c.srv, (uint64_t)ptr);
    return r;
}

CUresult CUDAAPI cuMemAddressFree(CUdeviceptr ptr, size_t size)
{
    lc_stats_call(LUPINE_FN_cuMemAddressFree);
    return lc_fwd_cuMemAddressFree(ptr, size);
}

CUresult lc_fwd_cuMemAddressReserve(CUdeviceptr *ptr, size_t size, size_t alignment, CUdeviceptr addr, unsigned long long flags)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuMemAddressReserve);
    if (r != CUDA_SUCCESS) return r;
    lc_out_req(&c, ptr, (uint64_t)8u);
    lc_scalar(&c, &size, sizeof size);
    lc_scalar(&c, &alignment, sizeof alignment);
    lc_dptr(&c, &addr);
    lc_scalar(&c, &flags, sizeof flags);
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (ptr && lc_out(&c, ptr, (uint64_t)8u)) r = lc_lost();
    }
    lc_end(&c);
    if (r == CUDA_SUCCESS && ptr) lc_range_add_on(c.srv, (uint64_t)*ptr, (uint64_t)size);
    return r;
}

/* not supported: managed memory cannot cross the network (its pages would migrate between this machine and the GPU's) */
CUresult CUDAAPI cuMemAdvise(CUdeviceptr devPtr, size_t count, CUmem_advise advice, CUdevice device)
{
    (void)devPtr;
    (void)count;
    (void)advice;
    (void)device;
    lc_stats_call(LUPINE_FN_cuMemAdvise);
    return lc_unsupported(LUPINE_FN_cuMemAdvise);
}

/* not supported: managed memory cannot cross the network (its pages would migrate between this machine and the GPU's) */
CUresult CUDAAPI cuMemAdvise_v2(CUdeviceptr devPtr, size_t count, CUmem_advise advice, CUmemLocation location)
{
    (void)devPtr;
    (void)count;
    (void)advice;
    (void)location;
    lc_stats_call(LUPINE_FN_cuMemAdvise_v2);
    return lc_unsupported(LUPINE_FN_cuMemAdvise_v2);
}

/* not supported: an older ABI of cuMemAlloc (CUDA 2.0): cuGetProcAddress gives callers of CUDA 3.2 and later cuMemAlloc_v2, and cuda.h declares cuMemAlloc as cuMemAlloc_v2, which LUPINE carries */
CUresult CUDAAPI cuMemAlloc(CUdeviceptr_v1 *dptr, unsigned int bytesize)
{
    (void)dptr;
    (void)bytesize;
    lc_stats_call(LUPINE_FN_cuMemAlloc);
    return lc_unsupported(LUPINE_FN_cuMemAlloc);
}

CUresult lc_fwd_cuMemAllocAsync(CUdeviceptr *dptr, size_t bytesize, CUstream hStream)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuMemAllocAsync);
    if (r != CUDA_SUCCESS) return r;
    lc_out_req(&c, dptr, (uint64_t)8u);
    lc_scalar(&c, &bytesize, sizeof bytesize);
    lc_stream(&c, &hStream);
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (dptr && lc_out(&c, dptr, (uint64_t)8u)) r = lc_lost();
    }
    lc_end(&c);
    if (r == CUDA_SUCCESS) lc_stream_submit(hStream);
    if (r == CUDA_SUCCESS && dptr) lc_range_add_on(c.srv, (uint64_t)*dptr, (uint64_t)bytesize);
    return r;
}

CUresult lc_fwd_cuMemAllocAsync_ptsz(CUdeviceptr *dptr, size_t bytesize, CUstream hStream)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuMemAllocAsync_ptsz);
    if (r != CUDA_SUCCESS) return r;
    lc_out_req(&c, dptr, (uint64_t)8u);
    lc_scalar(&c, &bytesize, sizeof bytesize);
    lc_stream(&c, &hStream);
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (dptr && lc_out(&c, dptr, (uint64_t)8u)) r = lc_lost();
    }
    lc_end(&c);
    if (r == CUDA_SUCCESS) lc_stream_submit(hStream);
    if (r == CUDA_SUCCESS && dptr) lc_range_add_on(c.srv, (uint64_t)*dptr, (uint64_t)bytesize);
    return r;
}

CUresult lc_fwd_cuMemAllocFromPoolAsync(CUdeviceptr *dptr, size_t bytesize, CUmemoryPool pool, CUstream hStream)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuMemAllocFromPoolAsync);
    if (r != CUDA_SUCCESS) return r;
    lc_out_req(&c, dptr, (uint64_t)8u);
    lc_scalar(&c, &bytesize, sizeof bytesize);
    lc_handle(&c, &pool);
    lc_stream(&c, &hStream);
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (dptr && lc_out(&c, dptr, (uint64_t)8u)) r = lc_lost();
    }
    lc_end(&c);
    if (r == CUDA_SUCCESS) lc_stream_submit(hStream);
    if (r == CUDA_SUCCESS && dptr) lc_range_add_on(c.srv, (uint64_t)*dptr, (uint64_t)bytesize);
    return r;
}

CUresult lc_fwd_cuMemAllocFromPoolAsync_ptsz(CUdeviceptr *dptr, size_t bytesize, CUmemoryPool pool, CUstream hStream)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuMemAllocFromPoolAsync_ptsz);
    if (r != CUDA_SUCCESS) return r;
    lc_out_req(&c, dptr, (uint64_t)8u);
    lc_scalar(&c, &bytesize, sizeof bytesize);
    lc_handle(&c, &pool);
    lc_stream(&c, &hStream);
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (dptr && lc_out(&c, dptr, (uint64_t)8u)) r = lc_lost();
    }
    lc_end(&c);
    if (r == CUDA_SUCCESS) lc_stream_submit(hStream);
    if (r == CUDA_SUCCESS && dptr) lc_range_add_on(c.srv, (uint64_t)*dptr, (uint64_t)bytesize);
    return r;
}

/* not supported: an older ABI of cuMemAllocHost (CUDA 2.0): cuGetProcAddress gives callers of CUDA 3.2 and later cuMemAllocHost_v2, and cuda.h declares cuMemAllocHost as cuMemAllocHost_v2, which LUPINE carries */
CUresult CUDAAPI cuMemAllocHost(void **pp, unsigned int bytesize)
{
    (void)pp;
    (void)bytesize;
    lc_stats_call(LUPINE_FN_cuMemAllocHost);
    return lc_unsupported(LUPINE_FN_cuMemAllocHost);
}

/* not supported: managed memory would need page migration over the network: allocate device memory (cuMemAlloc) and copy */
CUresult CUDAAPI cuMemAllocManaged(CUdeviceptr *dptr, size_t bytesize, unsigned int flags)
{
    (void)dptr;
    (void)bytesize;
    (void)flags;
    lc_stats_call(LUPINE_FN_cuMemAllocManaged);
    return lc_unsupported(LUPINE_FN_cuMemAllocManaged);
}

/* not supported: an older ABI of cuMemAllocPitch (CUDA 2.0): cuGetProcAddress gives callers of CUDA 3.2 and later cuMemAllocPitch_v2, and cuda.h declares cuMemAllocPitch as cuMemAllocPitch_v2, which LUPINE carries */
CUresult CUDAAPI cuMemAllocPitch(CUdeviceptr_v1 *dptr, unsigned int *pPitch, unsigned int WidthInBytes, unsigned int Height, unsigned int ElementSizeBytes)
{
    (void)dptr;
    (void)pPitch;
    (void)WidthInBytes;
    (void)Height;
    (void)ElementSizeBytes;
    lc_stats_call(LUPINE_FN_cuMemAllocPitch);
    return lc_unsupported(LUPINE_FN_cuMemAllocPitch);
}

CUresult lc_fwd_cuMemAllocPitch_v2(CUdeviceptr *dptr, size_t *pPitch, size_t WidthInBytes, size_t Height, unsigned int ElementSizeBytes)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuMemAllocPitch_v2);
    if (r != CUDA_SUCCESS) return r;
    lc_out_req(&c, dptr, (uint64_t)8u);
    lc_out_req(&c, pPitch, (uint64_t)8u);
    lc_scalar(&c, &WidthInBytes, sizeof WidthInBytes);
    lc_scalar(&c, &Height, sizeof Height);
    lc_scalar(&c, &ElementSizeBytes, sizeof ElementSizeBytes);
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (dptr && lc_out(&c, dptr, (uint64_t)8u)) r = lc_lost();
        if (pPitch && lc_out(&c, pPitch, (uint64_t)8u)) r = lc_lost();
    }
    lc_end(&c);
    if (r == CUDA_SUCCESS && dptr) lc_range_add_on(c.srv, (uint64_t)*dptr, (uint64_t)*pPitch * (uint64_t)Height);
    return r;
}

CUresult lc_fwd_cuMemAlloc_v2(CUdeviceptr *dptr, size_t bytesize)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuMemAlloc_v2);
    if (r != CUDA_SUCCESS) return r;
    lc_out_req(&c, dptr, (uint64_t)8u);
    lc_scalar(&c, &bytesize, sizeof bytesize);
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (dptr && lc_out(&c, dptr, (uint64_t)8u)) r = lc_lost();
    }
    lc_end(&c);
    if (r == CUDA_SUCCESS && dptr) lc_range_add_on(c.srv, (uint64_t)*dptr, (uint64_t)bytesize);
    return r;
}

/* not supported: the hardware decompression engine (compute capability 10.0 and later; the H200 has none): not carried */
CUresult CUDAAPI cuMemBatchDecompressAsync(CUmemDecompressParams *paramsArray, size_t count, unsigned int flags, size_t *errorIndex, CUstream stream)
{
    (void)paramsArray;
    (void)count;
    (void)flags;
    (void)errorIndex;
    (void)stream;
    lc_stats_call(LUPINE_FN_cuMemBatchDecompressAsync);
    return lc_unsupported(LUPINE_FN_cuMemBatchDecompressAsync);
}

/* not supported: the hardware decompression engine (compute capability 10.0 and later; the H200 has none): not carried */
CUresult CUDAAPI cuMemBatchDecompressAsync_ptsz(CUmemDecompressParams *paramsArray, size_t count, unsigned int flags, size_t *errorIndex, CUstream stream)
{
    (void)paramsArray;
    (void)count;
    (void)flags;
    (void)errorIndex;
    (void)stream;
    lc_stats_call(LUPINE_FN_cuMemBatchDecompressAsync_ptsz);
    return lc_unsupported(LUPINE_FN_cuMemBatchDecompressAsync_ptsz);
}

CUresult lc_fwd_cuMemCreate(CUmemGenericAllocationHandle *handle, size_t size, const CUmemAllocationProp *prop, unsigned long long flags)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuMemCreate);
    if (r != CUDA_SUCCESS) return r;
    lc_out_req(&c, handle, (uint64_t)8u);
    lc_scalar(&c, &size, sizeof size);
    lc_scalar(&c, &flags, sizeof flags);
    lc_in_locations(&c, prop, 1, sizeof(CUmemAllocationProp), offsetof(CUmemAllocationProp, location));
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (handle && lc_out(&c, handle, (uint64_t)8u)) r = lc_lost();
    }
    lc_end(&c);
    return r;
}

/* not supported: managed memory cannot cross the network (its pages would migrate between this machine and the GPU's) */
CUresult CUDAAPI cuMemDiscardAndPrefetchBatchAsync(CUdeviceptr *dptrs, size_t *sizes, size_t count, CUmemLocation *prefetchLocs, size_t *prefetchLocIdxs, size_t numPrefetchLocs, unsigned long long flags, CUstream hStream)
{
    (void)dptrs;
    (void)sizes;
    (void)count;
    (void)prefetchLocs;
    (void)prefetchLocIdxs;
    (void)numPrefetchLocs;
    (void)flags;
    (void)hStream;
    lc_stats_call(LUPINE_FN_cuMemDiscardAndPrefetchBatchAsync);
    return lc_unsupported(LUPINE_FN_cuMemDiscardAndPrefetchBatchAsync);
}

/* not supported: managed memory cannot cross the network (its pages would migrate between this machine and the GPU's) */
CUresult CUDAAPI cuMemDiscardAndPrefetchBatchAsync_ptsz(CUdeviceptr *dptrs, size_t *sizes, size_t count, CUmemLocation *prefetchLocs, size_t *prefetchLocIdxs, size_t numPrefetchLocs, unsigned long long flags, CUstream hStream)
{
    (void)dptrs;
    (void)sizes;
    (void)count;
    (void)prefetchLocs;
    (void)prefetchLocIdxs;
    (void)numPrefetchLocs;
    (void)flags;
    (void)hStream;
    lc_stats_call(LUPINE_FN_cuMemDiscardAndPrefetchBatchAsync_ptsz);
    return lc_unsupported(LUPINE_FN_cuMemDiscardAndPrefetchBatchAsync_ptsz);
}

/* not supported: managed memory cannot cross the network (its pages would migrate between this machine and the GPU's) */
CUresult CUDAAPI cuMemDiscardBatchAsync(CUdeviceptr *dptrs, size_t *sizes, size_t count, unsigned long long flags, CUstream hStream)
{
    (void)dptrs;
    (void)sizes;
    (void)count;
    (void)flags;
    (void)hStream;
    lc_stats_call(LUPINE_FN_cuMemDiscardBatchAsync);
    return lc_unsupported(LUPINE_FN_cuMemDiscardBatchAsync);
}

/* not supported: managed memory cannot cross the network (its pages would migrate between this machine and the GPU's) */
CUresult CUDAAPI cuMemDiscardBatchAsync_ptsz(CUdeviceptr *dptrs, size_t *sizes, size_t count, unsigned long long flags, CUstream hStream)
{
    (void)dptrs;
    (void)sizes;
    (void)count;
    (void)flags;
    (void)hStream;
    lc_stats_call(LUPINE_FN_cuMemDiscardBatchAsync_ptsz);
    return lc_unsupported(LUPINE_FN_cuMemDiscardBatchAsync_ptsz);
}

/* not supported: an older ABI of cuMemFree (CUDA 2.0): cuGetProcAddress gives callers of CUDA 3.2 and later cuMemFree_v2, and cuda.h declares cuMemFree as cuMemFree_v2, which LUPINE carries */
CUresult CUDAAPI cuMemFree(CUdeviceptr_v1 dptr)
{
    (void)dptr;
    lc_stats_call(LUPINE_FN_cuMemFree);
    return lc_unsupported(LUPINE_FN_cuMemFree);
}

CUresult lc_fwd_cuMemFreeAsync(CUdeviceptr dptr, CUstream hStream)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuMemFreeAsync);
    if (r != CUDA_SUCCESS) return r;
    lc_dptr(&c, &dptr);
    lc_stream(&c, &hStream);
    r = lc_defer(&c);
    lc_end(&c);
    if (r == CUDA_SUCCESS) lc_stream_submit(hStream);
    if (r == CUDA_SUCCESS) lc_range_remove_on(c.srv, (uint64_t)dptr);
    return r;
}

CUresult CUDAAPI cuMemFreeAsync(CUdeviceptr dptr, CUstream hStream)
{
    lc_stats_call(LUPINE_FN_cuMemFreeAsync);
    return lc_fwd_cuMemFreeAsync(dptr, hStream);
}

CUresult lc_fwd_cuMemFreeAsync_ptsz(CUdeviceptr dptr, CUstream hStream)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuMemFreeAsync_ptsz);
    if (r != CUDA_SUCCESS) return r;
    lc_dptr(&c, &dptr);
    lc_stream(&c, &hStream);
    r = lc_defer(&c);
    lc_end(&c);
    if (r == CUDA_SUCCESS) lc_stream_submit(hStream);
    if (r == CUDA_SUCCESS) lc_range_remove_on(c.srv, (uint64_t)dptr);
    return r;
}

CUresult CUDAAPI cuMemFreeAsync_ptsz(CUdeviceptr dptr, CUstream hStream)
{
    lc_stats_call(LUPINE_FN_cuMemFreeAsync_ptsz);
    return lc_fwd_cuMemFreeAsync_ptsz(dptr, hStream);
}

CUresult lc_fwd_cuMemFree_v2(CUdeviceptr dptr)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuMemFree_v2);
    if (r != CUDA_SUCCESS) return r;
    lc_dptr(&c, &dptr);
    r = lc_send(&c);
    lc_end(&c);
    if (r == CUDA_SUCCESS) lc_range_remove_on(c.srv, (uint64_t)dptr);
    return r;
}

CUresult CUDAAPI cuMemFree_v2(CUdeviceptr dptr)
{
    lc_stats_call(LUPINE_FN_cuMemFree_v2);
    return lc_fwd_cuMemFree_v2(dptr);
}

CUresult lc_fwd_cuMemGetAccess(unsigned long long *flags, const CUmemLocation *location, CUdeviceptr ptr)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuMemGetAccess);
    if (r != CUDA_SUCCESS) return r;
    lc_out_req(&c, flags, (uint64_t)8u);
    lc_dptr(&c, &ptr);
    lc_in_locations(&c, location, 1, sizeof(CUmemLocation), 0);
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (flags && lc_out(&c, flags, (uint64_t)8u)) r = lc_lost();
    }
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuMemGetAccess(unsigned long long *flags, const CUmemLocation *location, CUdeviceptr ptr)
{
    lc_stats_call(LUPINE_FN_cuMemGetAccess);
    return lc_fwd_cuMemGetAccess(flags, location, ptr);
}

/* not supported: an older ABI of cuMemGetAddressRange (CUDA 2.0): cuGetProcAddress gives callers of CUDA 3.2 and later cuMemGetAddressRange_v2, and cuda.h declares cuMemGetAddressRange as cuMemGetAddressRange_v2, which LUPINE carries */
CUresult CUDAAPI cuMemGetAddressRange(CUdeviceptr_v1 *pbase, unsigned int *psize, CUdeviceptr_v1 dptr)
{
    (void)pbase;
    (void)psize;
    (void)dptr;
    lc_stats_call(LUPINE_FN_cuMemGetAddressRange);
    return lc_unsupported(LUPINE_FN_cuMemGetAddressRange);
}

CUresult lc_fwd_cuMemGetAddressRange_v2(CUdeviceptr *pbase, size_t *psize, CUdeviceptr dptr)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuMemGetAddressRange_v2);
    if (r != CUDA_SUCCESS) return r;
    lc_out_req(&c, pbase, (uint64_t)8u);
    lc_out_req(&c, psize, (uint64_t)8u);
    lc_dptr(&c, &dptr);
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (pbase && lc_out(&c, pbase, (uint64_t)8u)) r = lc_lost();
        if (psize && lc_out(&c, psize, (uint64_t)8u)) r = lc_lost();
    }
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuMemGetAddressRange_v2(CUdeviceptr *pbase, size_t *psize, CUdeviceptr dptr)
{
    lc_stats_call(LUPINE_FN_cuMemGetAddressRange_v2);
    return lc_fwd_cuMemGetAddressRange_v2(pbase, psize, dptr);
}

CUresult lc_fwd_cuMemGetAllocationGranularity(size_t *granularity, const CUmemAllocationProp *prop, CUmemAllocationGranularity_flags option)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuMemGetAllocationGranularity);
    if (r != CUDA_SUCCESS) return r;
    lc_out_req(&c, granularity, (uint64_t)8u);
    lc_scalar(&c, &option, sizeof option);
    lc_in_locations(&c, prop, 1, sizeof(CUmemAllocationProp), offsetof(CUmemAllocationProp, location));
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (granularity && lc_out(&c, granularity, (uint64_t)8u)) r = lc_lost();
    }
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuMemGetAllocationGranularity(size_t *granularity, const CUmemAllocationProp *prop, CUmemAllocationGranularity_flags option)
{
    lc_stats_call(LUPINE_FN_cuMemGetAllocationGranularity);
    return lc_fwd_cuMemGetAllocationGranularity(granularity, prop, option);
}

CUresult lc_fwd_cuMemGetAllocationPropertiesFromHandle(CUmemAllocationProp *prop, CUmemGenericAllocationHandle handle)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuMemGetAllocationPropertiesFromHandle);
    if (r != CUDA_SUCCESS) return r;
    lc_out_req(&c, prop, (uint64_t)32u);
    lc_scalar(&c, &handle, sizeof handle);
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (prop && lc_out(&c, prop, (uint64_t)32u)) r = lc_lost();
        else lc_out_locations(&c, prop, 1, sizeof(CUmemAllocationProp), offsetof(CUmemAllocationProp, location));
    }
    lc_end(&c);
    return r;
}

/* not supported: CUDA 13.0 queries no traced program calls: not carried yet */
CUresult CUDAAPI cuMemGetDefaultMemPool(CUmemoryPool *pool_out, CUmemLocation *location, CUmemAllocationType type)
{
    (void)pool_out;
    (void)location;
    (void)type;
    lc_stats_call(LUPINE_FN_cuMemGetDefaultMemPool);
    return lc_unsupported(LUPINE_FN_cuMemGetDefaultMemPool);
}

/* not supported: an OS handle (file descriptor) of the server's process cannot cross the network */
CUresult CUDAAPI cuMemGetHandleForAddressRange(void *handle, CUdeviceptr dptr, size_t size, CUmemRangeHandleType handleType, unsigned long long flags)
{
    (void)handle;
    (void)dptr;
    (void)size;
    (void)handleType;
    (void)flags;
    lc_stats_call(LUPINE_FN_cuMemGetHandleForAddressRange);
    return lc_unsupported(LUPINE_FN_cuMemGetHandleForAddressRange);
}

/* not supported: an older ABI of cuMemGetInfo (CUDA 2.0): cuGetProcAddress gives callers of CUDA 3.2 and later cuMemGetInfo_v2, and cuda.h declares cuMemGetInfo as cuMemGetInfo_v2, which LUPINE carries */
CUresult CUDAAPI cuMemGetInfo(unsigned int *free, unsigned int *total)
{
    (void)free;
    (void)total;
    lc_stats_call(LUPINE_FN_cuMemGetInfo);
    return lc_unsupported(LUPINE_FN_cuMemGetInfo);
}

CUresult lc_fwd_cuMemGetInfo_v2(size_t *free, size_t *total)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuMemGetInfo_v2);
    if (r != CUDA_SUCCESS) return r;
    lc_out_req(&c, free, (uint64_t)8u);
    lc_out_req(&c, total, (uint64_t)8u);
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (free && lc_out(&c, free, (uint64_t)8u)) r = lc_lost();
        if (total && lc_out(&c, total, (uint64_t)8u)) r = lc_lost();
    }
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuMemGetInfo_v2(size_t *free, size_t *total)
{
    lc_stats_call(LUPINE_FN_cuMemGetInfo_v2);
    return lc_fwd_cuMemGetInfo_v2(free, total);
}

/* not supported: CUDA 13.0 queries no traced program calls: not carried yet */
CUresult CUDAAPI cuMemGetMemPool(CUmemoryPool *pool, CUmemLocation *location, CUmemAllocationType type)
{
    (void)pool;
    (void)location;
    (void)type;
    lc_stats_call(LUPINE_FN_cuMemGetMemPool);
    return lc_unsupported(LUPINE_FN_cuMemGetMemPool);
}

/* not supported: an older ABI of cuMemHostRegister (CUDA 4.0): cuGetProcAddress gives callers of CUDA 6.5 and later cuMemHostRegister_v2, and cuda.h declares cuMemHostRegister as cuMemHostRegister_v2, which LUPINE carries */
CUresult CUDAAPI cuMemHostRegister(void *p, size_t bytesize, unsigned int Flags)
{
    (void)p;
    (void)bytesize;
    (void)Flags;
    lc_stats_call(LUPINE_FN_cuMemHostRegister);
    return lc_unsupported(LUPINE_FN_cuMemHostRegister);
}

CUresult lc_fwd_cuMemMap(CUdeviceptr ptr, size_t size, size_t offset, CUmemGenericAllocationHandle handle, unsigned long long flags)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuMemMap);
    if (r != CUDA_SUCCESS) return r;
    lc_dptr(&c, &ptr);
    lc_scalar(&c, &size, sizeof size);
    lc_scalar(&c, &offset, sizeof offset);
    lc_scalar(&c, &handle, sizeof handle);
    lc_scalar(&c, &flags, sizeof flags);
    r = lc_send(&c);
    lc_end(&c);
    return r;
}

/* not supported: sparse and deferred-mapping CUDA arrays (the stand-in driver and the traced programs use none): not carried yet */
CUresult CUDAAPI cuMemMapArrayAsync(CUarrayMapInfo *mapInfoList, unsigned int count, CUstream hStream)
{
    (void)mapInfoList;
    (void)count;
    (void)hStream;
    lc_stats_call(LUPINE_FN_cuMemMapArrayAsync);
    return lc_unsupported(LUPINE_FN_cuMemMapArrayAsync);
}

/* not supported: sparse and deferred-mapping CUDA arrays (the stand-in driver and the traced programs use none): not carried yet */
CUresult CUDAAPI cuMemMapArrayAsync_ptsz(CUarrayMapInfo *mapInfoList, unsigned int count, CUstream hStream)
{
    (void)mapInfoList;
    (void)count;
    (void)hStream;
    lc_stats_call(LUPINE_FN_cuMemMapArrayAsync_ptsz);
    return lc_unsupported(LUPINE_FN_cuMemMapArrayAsync_ptsz);
}

CUresult lc_fwd_cuMemPoolCreate(CUmemoryPool *pool, const CUmemPoolProps *poolProps)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuMemPoolCreate);
    if (r != CUDA_SUCCESS) return r;
    lc_out_req(&c, pool, (uint64_t)8u);
    lc_in_locations(&c, poolProps, 1, sizeof(CUmemPoolProps), offsetof(CUmemPoolProps, location));
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (pool && lc_out(&c, pool, (uint64_t)8u)) r = lc_lost();
        else lc_handles_out(&c, pool, (uint64_t)1u);
    }
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuMemPoolCreate(CUmemoryPool *pool, const CUmemPoolProps *poolProps)
{
    lc_stats_call(LUPINE_FN_cuMemPoolCreate);
    return lc_fwd_cuMemPoolCreate(pool, poolProps);
}

CUresult lc_fwd_cuMemPoolDestroy(CUmemoryPool pool)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuMemPoolDestroy);
    if (r != CUDA_SUCCESS) return r;
    lc_handle(&c, &pool);
    r = lc_send(&c);
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuMemPoolDestroy(CUmemoryPool pool)
{
    lc_stats_call(LUPINE_FN_cuMemPoolDestroy);
    return lc_fwd_cuMemPoolDestroy(pool);
}

CUresult lc_fwd_cuMemPoolExportPointer(CUmemPoolPtrExportData *shareData_out, CUdeviceptr ptr)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuMemPoolExportPointer);
    if (r != CUDA_SUCCESS) return r;
    lc_out_req(&c, shareData_out, (uint64_t)64u);
    lc_dptr(&c, &ptr);
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (shareData_out && lc_out(&c, shareData_out, (uint64_t)64u)) r = lc_lost();
    }
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuMemPoolExportPointer(CUmemPoolPtrExportData *shareData_out, CUdeviceptr ptr)
{
    lc_stats_call(LUPINE_FN_cuMemPoolExportPointer);
    return lc_fwd_cuMemPoolExportPointer(shareData_out, ptr);
}

CUresult lc_fwd_cuMemPoolGetAccess(CUmemAccess_flags *flags, CUmemoryPool memPool, CUmemLocation *location)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuMemPoolGetAccess);
    if (r != CUDA_SUCCESS) return r;
    lc_out_req(&c, flags, (uint64_t)4u);
    lc_handle(&c, &memPool);
    lc_in_locations(&c, location, 1, sizeof(CUmemLocation), 0);
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (flags && lc_out(&c, flags, (uint64_t)4u)) r = lc_lost();
    }
    lc_end(&c);
    return r;
}

CUresult lc_fwd_cuMemPoolGetAttribute(CUmemoryPool pool, CUmemPool_attribute attr, void *value)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuMemPoolGetAttribute);
    if (r != CUDA_SUCCESS) return r;
    lc_handle(&c, &pool);
    lc_scalar(&c, &attr, sizeof attr);
    lc_out_req(&c, value, (uint64_t)8u);
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (value && lc_out(&c, value, (uint64_t)8u)) r = lc_lost();
    }
    lc_end(&c);
    return r;
}

CUresult lc_fwd_cuMemPoolImportPointer(CUdeviceptr *ptr_out, CUmemoryPool pool, CUmemPoolPtrExportData *shareData)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuMemPoolImportPointer);
    if (r != CUDA_SUCCESS) return r;
    lc_out_req(&c, ptr_out, (uint64_t)8u);
    lc_handle(&c, &pool);
    lc_in(&c, shareData, (uint64_t)64u);
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (ptr_out && lc_out(&c, ptr_out, (uint64_t)8u)) r = lc_lost();
    }
    lc_end(&c);
    if (r == CUDA_SUCCESS && ptr_out) lc_range_add_queried_on(c.srv, (uint64_t)*ptr_out);
    return r;
}

CUresult CUDAAPI cuMemPoolImportPointer(CUdeviceptr *ptr_out, CUmemoryPool pool, CUmemPoolPtrExportData *shareData)
{
    lc_stats_call(LUPINE_FN_cuMemPoolImportPointer);
    return lc_fwd_cuMemPoolImportPointer(ptr_out, pool, shareData);
}

CUresult lc_fwd_cuMemPoolSetAccess(CUmemoryPool pool, const CUmemAccessDesc *map, size_t count)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuMemPoolSetAccess);
    if (r != CUDA_SUCCESS) return r;
    lc_handle(&c, &pool);
    lc_scalar(&c, &count, sizeof count);
    lc_in_locations(&c, map, (uint64_t)(count), sizeof(CUmemAccessDesc), offsetof(CUmemAccessDesc, location));
    r = lc_send(&c);
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuMemPoolSetAccess(CUmemoryPool pool, const CUmemAccessDesc *map, size_t count)
{
    lc_stats_call(LUPINE_FN_cuMemPoolSetAccess);
    return lc_fwd_cuMemPoolSetAccess(pool, map, count);
}

CUresult lc_fwd_cuMemPoolSetAttribute(CUmemoryPool pool, CUmemPool_attribute attr, void *value)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuMemPoolSetAttribute);
    if (r != CUDA_SUCCESS) return r;
    lc_handle(&c, &pool);
    lc_scalar(&c, &attr, sizeof attr);
    lc_in(&c, value, (uint64_t)8u);
    r = lc_send(&c);
    lc_end(&c);
    return r;
}

CUresult lc_fwd_cuMemPoolTrimTo(CUmemoryPool pool, size_t minBytesToKeep)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuMemPoolTrimTo);
    if (r != CUDA_SUCCESS) return r;
    lc_handle(&c, &pool);
    lc_scalar(&c, &minBytesToKeep, sizeof minBytesToKeep);
    r = lc_send(&c);
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuMemPoolTrimTo(CUmemoryPool pool, size_t minBytesToKeep)
{
    lc_stats_call(LUPINE_FN_cuMemPoolTrimTo);
    return lc_fwd_cuMemPoolTrimTo(pool, minBytesToKeep);
}

/* not supported: managed memory cannot cross the network (its pages would migrate between this machine and the GPU's) */
CUresult CUDAAPI cuMemPrefetchAsync(CUdeviceptr devPtr, size_t count, CUdevice dstDevice, CUstream hStream)
{
    (void)devPtr;
    (void)count;
    (void)dstDevice;
    (void)hStream;
    lc_stats_call(LUPINE_FN_cuMemPrefetchAsync);
    return lc_unsupported(LUPINE_FN_cuMemPrefetchAsync);
}

/* not supported: managed memory cannot cross the network (its pages would migrate between this machine and the GPU's) */
CUresult CUDAAPI cuMemPrefetchAsync_ptsz(CUdeviceptr devPtr, size_t count, CUdevice dstDevice, CUstream hStream)
{
    (void)devPtr;
    (void)count;
    (void)dstDevice;
    (void)hStream;
    lc_stats_call(LUPINE_FN_cuMemPrefetchAsync_ptsz);
    return lc_unsupported(LUPINE_FN_cuMemPrefetchAsync_ptsz);
}

/* not supported: managed memory cannot cross the network (its pages would migrate between this machine and the GPU's) */
CUresult CUDAAPI cuMemPrefetchAsync_v2(CUdeviceptr devPtr, size_t count, CUmemLocation location, unsigned int flags, CUstream hStream)
{
    (void)devPtr;
    (void)count;
    (void)location;
    (void)flags;
    (void)hStream;
    lc_stats_call(LUPINE_FN_cuMemPrefetchAsync_v2);
    return lc_unsupported(LUPINE_FN_cuMemPrefetchAsync_v2);
}

/* not supported: managed memory cannot cross the network (its pages would migrate between this machine and the GPU's) */
CUresult CUDAAPI cuMemPrefetchAsync_v2_ptsz(CUdeviceptr devPtr, size_t count, CUmemLocation location, unsigned int flags, CUstream hStream)
{
    (void)devPtr;
    (void)count;
    (void)location;
    (void)flags;
    (void)hStream;
    lc_stats_call(LUPINE_FN_cuMemPrefetchAsync_v2_ptsz);
    return lc_unsupported(LUPINE_FN_cuMemPrefetchAsync_v2_ptsz);
}

/* not supported: managed memory cannot cross the network (its pages would migrate between this machine and the GPU's) */
CUresult CUDAAPI cuMemPrefetchBatchAsync(CUdeviceptr *dptrs, size_t *sizes, size_t count, CUmemLocation *prefetchLocs, size_t *prefetchLocIdxs, size_t numPrefetchLocs, unsigned long long flags, CUstream hStream)
{
    (void)dptrs;
    (void)sizes;
    (void)count;
    (void)prefetchLocs;
    (void)prefetchLocIdxs;
    (void)numPrefetchLocs;
    (void)flags;
    (void)hStream;
    lc_stats_call(LUPINE_FN_cuMemPrefetchBatchAsync);
    return lc_unsupported(LUPINE_FN_cuMemPrefetchBatchAsync);
}

/* not supported: managed memory cannot cross the network (its pages would migrate between this machine and the GPU's) */
CUresult CUDAAPI cuMemPrefetchBatchAsync_ptsz(CUdeviceptr *dptrs, size_t *sizes, size_t count, CUmemLocation *prefetchLocs, size_t *prefetchLocIdxs, size_t numPrefetchLocs, unsigned long long flags, CUstream hStream)
{
    (void)dptrs;
    (void)sizes;
    (void)count;
    (void)prefetchLocs;
    (void)prefetchLocIdxs;
    (void)numPrefetchLocs;
    (void)flags;
    (void)hStream;
    lc_stats_call(LUPINE_FN_cuMemPrefetchBatchAsync_ptsz);
    return lc_unsupported(LUPINE_FN_cuMemPrefetchBatchAsync_ptsz);
}

/* not supported: managed memory cannot cross the network (its pages would migrate between this machine and the GPU's) */
CUresult CUDAAPI cuMemRangeGetAttribute(void *data, size_t dataSize, CUmem_range_attribute attribute, CUdeviceptr devPtr, size_t count)
{
    (void)data;
    (void)dataSize;
    (void)attribute;
    (void)devPtr;
    (void)count;
    lc_stats_call(LUPINE_FN_cuMemRangeGetAttribute);
    return lc_unsupported(LUPINE_FN_cuMemRangeGetAttribute);
}

/* not supported: managed memory cannot cross the network (its pages would migrate between this machine and the GPU's) */
CUresult CUDAAPI cuMemRangeGetAttributes(void **data, size_t *dataSizes, CUmem_range_attribute *attributes, size_t numAttributes, CUdeviceptr devPtr, size_t count)
{
    (void)data;
    (void)dataSizes;
    (void)attributes;
    (void)numAttributes;
    (void)devPtr;
    (void)count;
    lc_stats_call(LUPINE_FN_cuMemRangeGetAttributes);
    return lc_unsupported(LUPINE_FN_cuMemRangeGetAttributes);
}

CUresult lc_fwd_cuMemRelease(CUmemGenericAllocationHandle handle)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuMemRelease);
    if (r != CUDA_SUCCESS) return r;
    lc_scalar(&c, &handle, sizeof handle);
    r = lc_send(&c);
    lc_end(&c);
    return r;
}

CUresult lc_fwd_cuMemRetainAllocationHandle(CUmemGenericAllocationHandle *handle, void *addr)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuMemRetainAllocationHandle);
    if (r != CUDA_SUCCESS) return r;
    lc_out_req(&c, handle, (uint64_t)8u);
    lc_scalar(&c, &addr, sizeof addr);
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (handle && lc_out(&c, handle, (uint64_t)8u)) r = lc_lost();
    }
    lc_end(&c);
    return r;
}

CUresult lc_fwd_cuMemSetAccess(CUdeviceptr ptr, size_t size, const CUmemAccessDesc *desc, size_t count)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuMemSetAccess);
    if (r != CUDA_SUCCESS) return r;
    lc_dptr(&c, &ptr);
    lc_scalar(&c, &size, sizeof size);
    lc_scalar(&c, &count, sizeof count);
    lc_in_locations(&c, desc, (uint64_t)(count), sizeof(CUmemAccessDesc), offsetof(CUmemAccessDesc, location));
    r = lc_send(&c);
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuMemSetAccess(CUdeviceptr ptr, size_t size, const CUmemAccessDesc *desc, size_t count)
{
    lc_stats_call(LUPINE_FN_cuMemSetAccess);
    return lc_fwd_cuMemSetAccess(ptr, size, desc, count);
}

/* not supported: CUDA 13.0 queries no traced program calls: not carried yet */
CUresult CUDAAPI cuMemSetMemPool(CUmemLocation *location, CUmemAllocationType type, CUmemoryPool pool)
{
    (void)location;
    (void)type;
    (void)pool;
    lc_stats_call(LUPINE_FN_cuMemSetMemPool);
    return lc_unsupported(LUPINE_FN_cuMemSetMemPool);
}

CUresult lc_fwd_cuMemUnmap(CUdeviceptr ptr, size_t size)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuMemUnmap);
    if (r != CUDA_SUCCESS) return r;
    lc_dptr(&c, &ptr);
    lc_scalar(&c, &size, sizeof size);
    r = lc_send(&c);
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuMemUnmap(CUdeviceptr ptr, size_t size)
{
    lc_stats_call(LUPINE_FN_cuMemUnmap);
    return lc_fwd_cuMemUnmap(ptr, size);
}

/* not supported: an older ABI of cuMemcpy2D (CUDA 2.0): cuGetProcAddress gives callers of CUDA 3.2 and later cuMemcpy2D_v2, and cuda.h declares cuMemcpy2D as cuMemcpy2D_v2, which LUPINE carries */
CUresult CUDAAPI cuMemcpy2D(const CUDA_MEMCPY2D_v1 *pCopy)
{
    (void)pCopy;
    lc_stats_call(LUPINE_FN_cuMemcpy2D);
    return lc_unsupported(LUPINE_FN_cuMemcpy2D);
}

/* not supported: an older ABI of cuMemcpy2DAsync (CUDA 2.0): cuGetProcAddress gives callers of CUDA 3.2 and later cuMemcpy2DAsync_v2, and cuda.h declares cuMemcpy2DAsync as cuMemcpy2DAsync_v2, which LUPINE carries */
CUresult CUDAAPI cuMemcpy2DAsync(const CUDA_MEMCPY2D_v1 *pCopy, CUstream hStream)
{
    (void)pCopy;
    (void)hStream;
    lc_stats_call(LUPINE_FN_cuMemcpy2DAsync);
    return lc_unsupported(LUPINE_FN_cuMemcpy2DAsync);
}

/* not supported: an older ABI of cuMemcpy2DUnaligned (CUDA 2.0): cuGetProcAddress gives callers of CUDA 3.2 and later cuMemcpy2DUnaligned_v2, and cuda.h declares cuMemcpy2DUnaligned as cuMemcpy2DUnaligned_v2, which LUPINE carries */
CUresult CUDAAPI cuMemcpy2DUnaligned(const CUDA_MEMCPY2D_v1 *pCopy)
{
    (void)pCopy;
    lc_stats_call(LUPINE_FN_cuMemcpy2DUnaligned);
    return lc_unsupported(LUPINE_FN_cuMemcpy2DUnaligned);
}

/* not supported: an older ABI of cuMemcpy3D (CUDA 2.0): cuGetProcAddress gives callers of CUDA 3.2 and later cuMemcpy3D_v2, and cuda.h declares cuMemcpy3D as cuMemcpy3D_v2, which LUPINE carries */
CUresult CUDAAPI cuMemcpy3D(const CUDA_MEMCPY3D_v1 *pCopy)
{
    (void)pCopy;
    lc_stats_call(LUPINE_FN_cuMemcpy3D);
    return lc_unsupported(LUPINE_FN_cuMemcpy3D);
}

/* not supported: an older ABI of cuMemcpy3DAsync (CUDA 2.0): cuGetProcAddress gives callers of CUDA 3.2 and later cuMemcpy3DAsync_v2, and cuda.h declares cuMemcpy3DAsync as cuMemcpy3DAsync_v2, which LUPINE carries */
CUresult CUDAAPI cuMemcpy3DAsync(const CUDA_MEMCPY3D_v1 *pCopy, CUstream hStream)
{
    (void)pCopy;
    (void)hStream;
    lc_stats_call(LUPINE_FN_cuMemcpy3DAsync);
    return lc_unsupported(LUPINE_FN_cuMemcpy3DAsync);
}

/* not supported: CUDA_MEMCPY3D_PEER names two contexts, which may be two servers; not carried yet (cuMemcpy3D with unified addressing, and cuMemcpyPeer, are) */
CUresult CUDAAPI cuMemcpy3DPeer(const CUDA_MEMCPY3D_PEER *pCopy)
{
    (void)pCopy;
    lc_stats_call(LUPINE_FN_cuMemcpy3DPeer);
    return lc_unsupported(LUPINE_FN_cuMemcpy3DPeer);
}

/* not supported: CUDA_MEMCPY3D_PEER names two contexts, which may be two servers; not carried yet (cuMemcpy3D with unified addressing, and cuMemcpyPeer, are) */
CUresult CUDAAPI cuMemcpy3DPeerAsync(const CUDA_MEMCPY3D_PEER *pCopy, CUstream hStream)
{
    (void)pCopy;
    (void)hStream;
    lc_stats_call(LUPINE_FN_cuMemcpy3DPeerAsync);
    return lc_unsupported(LUPINE_FN_cuMemcpy3DPeerAsync);
}

/* not supported: CUDA_MEMCPY3D_PEER names two contexts, which may be two servers; not carried yet (cuMemcpy3D with unified addressing, and cuMemcpyPeer, are) */
CUresult CUDAAPI cuMemcpy3DPeerAsync_ptsz(const CUDA_MEMCPY3D_PEER *pCopy, CUstream hStream)
{
    (void)pCopy;
    (void)hStream;
    lc_stats_call(LUPINE_FN_cuMemcpy3DPeerAsync_ptsz);
    return lc_unsupported(LUPINE_FN_cuMemcpy3DPeerAsync_ptsz);
}

/* not supported: CUDA_MEMCPY3D_PEER names two contexts, which may be two servers; not carried yet (cuMemcpy3D with unified addressing, and cuMemcpyPeer, are) */
CUresult CUDAAPI cuMemcpy3DPeer_ptds(const CUDA_MEMCPY3D_PEER *pCopy)
{
    (void)pCopy;
    lc_stats_call(LUPINE_FN_cuMemcpy3DPeer_ptds);
    return lc_unsupported(LUPINE_FN_cuMemcpy3DPeer_ptds);
}

/* not supported: an older ABI of cuMemcpyAtoA (CUDA 2.0): cuGetProcAddress gives callers of CUDA 3.2 and later cuMemcpyAtoA_v2, and cuda.h declares cuMemcpyAtoA as cuMemcpyAtoA_v2, which LUPINE carries */
CUresult CUDAAPI cuMemcpyAtoA(CUarray dstArray, unsigned int dstOffset, CUarray srcArray, unsigned int srcOffset, unsigned int ByteCount)
{
    (void)dstArray;
    (void)dstOffset;
    (void)srcArray;
    (void)srcOffset;
    (void)ByteCount;
    lc_stats_call(LUPINE_FN_cuMemcpyAtoA);
    return lc_unsupported(LUPINE_FN_cuMemcpyAtoA);
}

/* not supported: an older ABI of cuMemcpyAtoD (CUDA 2.0): cuGetProcAddress gives callers of CUDA 3.2 and later cuMemcpyAtoD_v2, and cuda.h declares cuMemcpyAtoD as cuMemcpyAtoD_v2, which LUPINE carries */
CUresult CUDAAPI cuMemcpyAtoD(CUdeviceptr_v1 dstDevice, CUarray srcArray, unsigned int srcOffset, unsigned int ByteCount)
{
    (void)dstDevice;
    (void)srcArray;
    (void)srcOffset;
    (void)ByteCount;
    lc_stats_call(LUPINE_FN_cuMemcpyAtoD);
    return lc_unsupported(LUPINE_FN_cuMemcpyAtoD);
}

/* not supported: an older ABI of cuMemcpyAtoH (CUDA 2.0): cuGetProcAddress gives callers of CUDA 3.2 and later cuMemcpyAtoH_v2, and cuda.h declares cuMemcpyAtoH as cuMemcpyAtoH_v2, which LUPINE carries */
CUresult CUDAAPI cuMemcpyAtoH(void *dstHost, CUarray srcArray, unsigned int srcOffset, unsigned int ByteCount)
{
    (void)dstHost;
    (void)srcArray;
    (void)srcOffset;
    (void)ByteCount;
    lc_stats_call(LUPINE_FN_cuMemcpyAtoH);
    return lc_unsupported(LUPINE_FN_cuMemcpyAtoH);
}

/* not supported: an older ABI of cuMemcpyAtoHAsync (CUDA 2.0): cuGetProcAddress gives callers of CUDA 3.2 and later cuMemcpyAtoHAsync_v2, and cuda.h declares cuMemcpyAtoHAsync as cuMemcpyAtoHAsync_v2, which LUPINE carries */
CUresult CUDAAPI cuMemcpyAtoHAsync(void *dstHost, CUarray srcArray, unsigned int srcOffset, unsigned int ByteCount, CUstream hStream)
{
    (void)dstHost;
    (void)srcArray;
    (void)srcOffset;
    (void)ByteCount;
    (void)hStream;
    lc_stats_call(LUPINE_FN_cuMemcpyAtoHAsync);
    return lc_unsupported(LUPINE_FN_cuMemcpyAtoHAsync);
}

/* not supported: an older ABI of cuMemcpyDtoA (CUDA 2.0): cuGetProcAddress gives callers of CUDA 3.2 and later cuMemcpyDtoA_v2, and cuda.h declares cuMemcpyDtoA as cuMemcpyDtoA_v2, which LUPINE carries */
CUresult CUDAAPI cuMemcpyDtoA(CUarray dstArray, unsigned int dstOffset, CUdeviceptr_v1 srcDevice, unsigned int ByteCount)
{
    (void)dstArray;
    (void)dstOffset;
    (void)srcDevice;
    (void)ByteCount;
    lc_stats_call(LUPINE_FN_cuMemcpyDtoA);
    return lc_unsupported(LUPINE_FN_cuMemcpyDtoA);
}

/* not supported: an older ABI of cuMemcpyDtoD (CUDA 2.0): cuGetProcAddress gives callers of CUDA 3.2 and later cuMemcpyDtoD_v2, and cuda.h declares cuMemcpyDtoD as cuMemcpyDtoD_v2, which LUPINE carries */
CUresult CUDAAPI cuMemcpyDtoD(CUdeviceptr_v1 dstDevice, CUdeviceptr_v1 srcDevice, unsigned int ByteCount)
{
    (void)dstDevice;
    (void)srcDevice;
    (void)ByteCount;
    lc_stats_call(LUPINE_FN_cuMemcpyDtoD);
    return lc_unsupported(LUPINE_FN_cuMemcpyDtoD);
}

/* not supported: an older ABI of cuMemcpyDtoDAsync (CUDA 3.0): cuGetProcAddress gives callers of CUDA 3.2 and later cuMemcpyDtoDAsync_v2, and cuda.h declares cuMemcpyDtoDAsync as cuMemcpyDtoDAsync_v2, which LUPINE carries */
CUresult CUDAAPI cuMemcpyDtoDAsync(CUdeviceptr_v1 dstDevice, CUdeviceptr_v1 srcDevice, unsigned int ByteCount, CUstream hStream)
{
    (void)dstDevice;
    (void)srcDevice;
    (void)ByteCount;
    (void)hStream;
    lc_stats_call(LUPINE_FN_cuMemcpyDtoDAsync);
    return lc_unsupported(LUPINE_FN_cuMemcpyDtoDAsync);
}

CUresult lc_fwd_cuMemcpyDtoDAsync_v2(CUdeviceptr dstDevice, CUdeviceptr srcDevice, size_t ByteCount, CUstream hStream)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuMemcpyDtoDAsync_v2);
    if (r != CUDA_SUCCESS) return r;
    lc_dptr(&c, &dstDevice);
    lc_dptr(&c, &srcDevice);
    lc_scalar(&c, &ByteCount, sizeof ByteCount);
    lc_stream(&c, &hStream);
    r = lc_defer(&c);
    lc_end(&c);
    if (r == CUDA_SUCCESS) lc_stream_submit(hStream);
    return r;
}

CUresult lc_fwd_cuMemcpyDtoDAsync_v2_ptsz(CUdeviceptr dstDevice, CUdeviceptr srcDevice, size_t ByteCount, CUstream hStream)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuMemcpyDtoDAsync_v2_ptsz);
    if (r != CUDA_SUCCESS) return r;
    lc_dptr(&c, &dstDevice);
    lc_dptr(&c, &srcDevice);
    lc_scalar(&c, &ByteCount, sizeof ByteCount);
    lc_stream(&c, &hStream);
    r = lc_defer(&c);
    lc_end(&c);
    if (r == CUDA_SUCCESS) lc_stream_submit(hStream);
    return r;
}

CUresult lc_fwd_cuMemcpyDtoD_v2(CUdeviceptr dstDevice, CUdeviceptr srcDevice, size_t ByteCount)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuMemcpyDtoD_v2);
    if (r != CUDA_SUCCESS) return r;
    lc_dptr(&c, &dstDevice);
    lc_dptr(&c, &srcDevice);
    lc_scalar(&c, &ByteCount, sizeof ByteCount);
    r = lc_send(&c);
    lc_end(&c);
    if (r == CUDA_SUCCESS) lc_stream_submit(NULL);
    return r;
}

CUresult lc_fwd_cuMemcpyDtoD_v2_ptds(CUdeviceptr dstDevice, CUdeviceptr srcDevice, size_t ByteCount)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuMemcpyDtoD_v2_ptds);
    if (r != CUDA_SUCCESS) return r;
    lc_dptr(&c, &dstDevice);
    lc_dptr(&c, &srcDevice);
    lc_scalar(&c, &ByteCount, sizeof ByteCount);
    r = lc_send(&c);
    lc_end(&c);
    if (r == CUDA_SUCCESS) lc_stream_submit(CU_STREAM_PER_THREAD);
    return r;
}

/* not supported: an older ABI of cuMemcpyDtoH (CUDA 2.0): cuGetProcAddress gives callers of CUDA 3.2 and later cuMemcpyDtoH_v2, and cuda.h declares cuMemcpyDtoH as cuMemcpyDtoH_v2, which LUPINE carries */
CUresult CUDAAPI cuMemcpyDtoH(void *dstHost, CUdeviceptr_v1 srcDevice, unsigned int ByteCount)
{
    (void)dstHost;
    (void)srcDevice;
    (void)ByteCount;
    lc_stats_call(LUPINE_FN_cuMemcpyDtoH);
    return lc_unsupported(LUPINE_FN_cuMemcpyDtoH);
}

/* not supported: an older ABI of cuMemcpyDtoHAsync (CUDA 2.0): cuGetProcAddress gives callers of CUDA 3.2 and later cuMemcpyDtoHAsync_v2, and cuda.h declares cuMemcpyDtoHAsync as cuMemcpyDtoHAsync_v2, which LUPINE carries */
CUresult CUDAAPI cuMemcpyDtoHAsync(void *dstHost, CUdeviceptr_v1 srcDevice, unsigned int ByteCount, CUstream hStream)
{
    (void)dstHost;
    (void)srcDevice;
    (void)ByteCount;
    (void)hStream;
    lc_stats_call(LUPINE_FN_cuMemcpyDtoHAsync);
    return lc_unsupported(LUPINE_FN_cuMemcpyDtoHAsync);
}

CUresult lc_fwd_cuMemcpyDtoH_v2(void *dstHost, CUdeviceptr srcDevice, size_t ByteCount)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuMemcpyDtoH_v2);
    if (r != CUDA_SUCCESS) return r;
    lc_out_req(&c, dstHost, (uint64_t)(ByteCount) * 1u);
    lc_dptr(&c, &srcDevice);
    lc_scalar(&c, &ByteCount, sizeof ByteCount);
    uint64_t lc_before = lc_stream_seq();
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (dstHost && lc_out(&c, dstHost, (uint64_t)(ByteCount) * 1u)) r = lc_lost();
    }
    lc_end(&c);
    if (r == CUDA_SUCCESS) lc_stream_mark_idle(NULL, lc_before);
    return r;
}

CUresult CUDAAPI cuMemcpyDtoH_v2(void *dstHost, CUdeviceptr srcDevice, size_t ByteCount)
{
    lc_stats_call(LUPINE_FN_cuMemcpyDtoH_v2);
    return lc_fwd_cuMemcpyDtoH_v2(dstHost, srcDevice, ByteCount);
}

CUresult lc_fwd_cuMemcpyDtoH_v2_ptds(void *dstHost, CUdeviceptr srcDevice, size_t ByteCount)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuMemcpyDtoH_v2_ptds);
    if (r != CUDA_SUCCESS) return r;
    lc_out_req(&c, dstHost, (uint64_t)(ByteCount) * 1u);
    lc_dptr(&c, &srcDevice);
    lc_scalar(&c, &ByteCount, sizeof ByteCount);
    uint64_t lc_before = lc_stream_seq();
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (dstHost && lc_out(&c, dstHost, (uint64_t)(ByteCount) * 1u)) r = lc_lost();
    }
    lc_end(&c);
    if (r == CUDA_SUCCESS) lc_stream_mark_idle(CU_STREAM_PER_THREAD, lc_before);
    return r;
}

CUresult CUDAAPI cuMemcpyDtoH_v2_ptds(void *dstHost, CUdeviceptr srcDevice, size_t ByteCount)
{
    lc_stats_call(LUPINE_FN_cuMemcpyDtoH_v2_ptds);
    return lc_fwd_cuMemcpyDtoH_v2_ptds(dstHost, srcDevice, ByteCount);
}

/* not supported: an older ABI of cuMemcpyHtoA (CUDA 2.0): cuGetProcAddress gives callers of CUDA 3.2 and later cuMemcpyHtoA_v2, and cuda.h declares cuMemcpyHtoA as cuMemcpyHtoA_v2, which LUPINE carries */
CUresult CUDAAPI cuMemcpyHtoA(CUarray dstArray, unsigned int dstOffset, const void *srcHost, unsigned int ByteCount)
{
    (void)dstArray;
    (void)dstOffset;
    (void)srcHost;
    (void)ByteCount;
    lc_stats_call(LUPINE_FN_cuMemcpyHtoA);
    return lc_unsupported(LUPINE_FN_cuMemcpyHtoA);
}

/* not supported: an older ABI of cuMemcpyHtoAAsync (CUDA 2.0): cuGetProcAddress gives callers of CUDA 3.2 and later cuMemcpyHtoAAsync_v2, and cuda.h declares cuMemcpyHtoAAsync as cuMemcpyHtoAAsync_v2, which LUPINE carries */
CUresult CUDAAPI cuMemcpyHtoAAsync(CUarray dstArray, unsigned int dstOffset, const void *srcHost, unsigned int ByteCount, CUstream hStream)
{
    (void)dstArray;
    (void)dstOffset;
    (void)srcHost;
    (void)ByteCount;
    (void)hStream;
    lc_stats_call(LUPINE_FN_cuMemcpyHtoAAsync);
    return lc_unsupported(LUPINE_FN_cuMemcpyHtoAAsync);
}

/* not supported: an older ABI of cuMemcpyHtoD (CUDA 2.0): cuGetProcAddress gives callers of CUDA 3.2 and later cuMemcpyHtoD_v2, and cuda.h declares cuMemcpyHtoD as cuMemcpyHtoD_v2, which LUPINE carries */
CUresult CUDAAPI cuMemcpyHtoD(CUdeviceptr_v1 dstDevice, const void *srcHost, unsigned int ByteCount)
{
    (void)dstDevice;
    (void)srcHost;
    (void)ByteCount;
    lc_stats_call(LUPINE_FN_cuMemcpyHtoD);
    return lc_unsupported(LUPINE_FN_cuMemcpyHtoD);
}

/* not supported: an older ABI of cuMemcpyHtoDAsync (CUDA 2.0): cuGetProcAddress gives callers of CUDA 3.2 and later cuMemcpyHtoDAsync_v2, and cuda.h declares cuMemcpyHtoDAsync as cuMemcpyHtoDAsync_v2, which LUPINE carries */
CUresult CUDAAPI cuMemcpyHtoDAsync(CUdeviceptr_v1 dstDevice, const void *srcHost, unsigned int ByteCount, CUstream hStream)
{
    (void)dstDevice;
    (void)srcHost;
    (void)ByteCount;
    (void)hStream;
    lc_stats_call(LUPINE_FN_cuMemcpyHtoDAsync);
    return lc_unsupported(LUPINE_FN_cuMemcpyHtoDAsync);
}

CUresult lc_fwd_cuMemcpyHtoD_v2(CUdeviceptr dstDevice, const void *srcHost, size_t ByteCount)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuMemcpyHtoD_v2);
    if (r != CUDA_SUCCESS) return r;
    lc_dptr(&c, &dstDevice);
    lc_scalar(&c, &ByteCount, sizeof ByteCount);
    lc_in(&c, srcHost, (uint64_t)(ByteCount) * 1u);
    r = lc_send(&c);
    lc_end(&c);
    if (r == CUDA_SUCCESS) lc_stream_submit(NULL);
    return r;
}

CUresult CUDAAPI cuMemcpyHtoD_v2(CUdeviceptr dstDevice, const void *srcHost, size_t ByteCount)
{
    lc_stats_call(LUPINE_FN_cuMemcpyHtoD_v2);
    return lc_fwd_cuMemcpyHtoD_v2(dstDevice, srcHost, ByteCount);
}

CUresult lc_fwd_cuMemcpyHtoD_v2_ptds(CUdeviceptr dstDevice, const void *srcHost, size_t ByteCount)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuMemcpyHtoD_v2_ptds);
    if (r != CUDA_SUCCESS) return r;
    lc_dptr(&c, &dstDevice);
    lc_scalar(&c, &ByteCount, sizeof ByteCount);
    lc_in(&c, srcHost, (uint64_t)(ByteCount) * 1u);
    r = lc_send(&c);
    lc_end(&c);
    if (r == CUDA_SUCCESS) lc_stream_submit(CU_STREAM_PER_THREAD);
    return r;
}

CUresult CUDAAPI cuMemcpyHtoD_v2_ptds(CUdeviceptr dstDevice, const void *srcHost, size_t ByteCount)
{
    lc_stats_call(LUPINE_FN_cuMemcpyHtoD_v2_ptds);
    return lc_fwd_cuMemcpyHtoD_v2_ptds(dstDevice, srcHost, ByteCount);
}

CUresult lc_fwd_cuMemcpyPeer(CUdeviceptr dstDevice, CUcontext dstContext, CUdeviceptr srcDevice, CUcontext srcContext, size_t ByteCount)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuMemcpyPeer);
    if (r != CUDA_SUCCESS) return r;
    lc_dptr(&c, &dstDevice);
    lc_handle(&c, &dstContext);
    lc_dptr(&c, &srcDevice);
    lc_handle(&c, &srcContext);
    lc_scalar(&c, &ByteCount, sizeof ByteCount);
    r = lc_send(&c);
    lc_end(&c);
    if (r == CUDA_SUCCESS) lc_stream_submit(NULL);
    return r;
}

CUresult lc_fwd_cuMemcpyPeerAsync(CUdeviceptr dstDevice, CUcontext dstContext, CUdeviceptr srcDevice, CUcontext srcContext, size_t ByteCount, CUstream hStream)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuMemcpyPeerAsync);
    if (r != CUDA_SUCCESS) return r;
    lc_dptr(&c, &dstDevice);
    lc_handle(&c, &dstContext);
    lc_dptr(&c, &srcDevice);
    lc_handle(&c, &srcContext);
    lc_scalar(&c, &ByteCount, sizeof ByteCount);
    lc_stream(&c, &hStream);
    r = lc_defer(&c);
    lc_end(&c);
    if (r == CUDA_SUCCESS) lc_stream_submit(hStream);
    return r;
}

CUresult lc_fwd_cuMemcpyPeerAsync_ptsz(CUdeviceptr dstDevice, CUcontext dstContext, CUdeviceptr srcDevice, CUcontext srcContext, size_t ByteCount, CUstream hStream)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuMemcpyPeerAsync_ptsz);
    if (r != CUDA_SUCCESS) return r;
    lc_dptr(&c, &dstDevice);
    lc_handle(&c, &dstContext);
    lc_dptr(&c, &srcDevice);
    lc_handle(&c, &srcContext);
    lc_scalar(&c, &ByteCount, sizeof ByteCount);
    lc_stream(&c, &hStream);
    r = lc_defer(&c);
    lc_end(&c);
    if (r == CUDA_SUCCESS) lc_stream_submit(hStream);
    return r;
}

CUresult lc_fwd_cuMemcpyPeer_ptds(CUdeviceptr dstDevice, CUcontext dstContext, CUdeviceptr srcDevice, CUcontext srcContext, size_t ByteCount)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuMemcpyPeer_ptds);
    if (r != CUDA_SUCCESS) return r;
    lc_dptr(&c, &dstDevice);
    lc_handle(&c, &dstContext);
    lc_dptr(&c, &srcDevice);
    lc_handle(&c, &srcContext);
    lc_scalar(&c, &ByteCount, sizeof ByteCount);
    r = lc_send(&c);
    lc_end(&c);
    if (r == CUDA_SUCCESS) lc_stream_submit(CU_STREAM_PER_THREAD);
    return r;
}

/* not supported: an older ABI of cuMemsetD16 (CUDA 2.0): cuGetProcAddress gives callers of CUDA 3.2 and later cuMemsetD16_v2, and cuda.h declares cuMemsetD16 as cuMemsetD16_v2, which LUPINE carries */
CUresult CUDAAPI cuMemsetD16(CUdeviceptr_v1 dstDevice, unsigned short us, unsigned int N)
{
    (void)dstDevice;
    (void)us;
    (void)N;
    lc_stats_call(LUPINE_FN_cuMemsetD16);
    return lc_unsupported(LUPINE_FN_cuMemsetD16);
}

CUresult lc_fwd_cuMemsetD16Async(CUdeviceptr dstDevice, unsigned short us, size_t N, CUstream hStream)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuMemsetD16Async);
    if (r != CUDA_SUCCESS) return r;
    lc_dptr(&c, &dstDevice);
    lc_scalar(&c, &us, sizeof us);
    lc_scalar(&c, &N, sizeof N);
    lc_stream(&c, &hStream);
    r = lc_defer(&c);
    lc_end(&c);
    if (r == CUDA_SUCCESS) lc_stream_submit(hStream);
    return r;
}

CUresult lc_fwd_cuMemsetD16Async_ptsz(CUdeviceptr dstDevice, unsigned short us, size_t N, CUstream hStream)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuMemsetD16Async_ptsz);
    if (r != CUDA_SUCCESS) return r;
    lc_dptr(&c, &dstDevice);
    lc_scalar(&c, &us, sizeof us);
    lc_scalar(&c, &N, sizeof N);
    lc_stream(&c, &hStream);
    r = lc_defer(&c);
    lc_end(&c);
    if (r == CUDA_SUCCESS) lc_stream_submit(hStream);
    return r;
}

CUresult lc_fwd_cuMemsetD16_v2(CUdeviceptr dstDevice, unsigned short us, size_t N)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuMemsetD16_v2);
    if (r != CUDA_SUCCESS) return r;
    lc_dptr(&c, &dstDevice);
    lc_scalar(&c, &us, sizeof us);
    lc_scalar(&c, &N, sizeof N);
    r = lc_send(&c);
    lc_end(&c);
    if (r == CUDA_SUCCESS) lc_stream_submit(NULL);
    return r;
}

CUresult lc_fwd_cuMemsetD16_v2_ptds(CUdeviceptr dstDevice, unsigned short us, size_t N)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuMemsetD16_v2_ptds);
    if (r != CUDA_SUCCESS) return r;
    lc_dptr(&c, &dstDevice);
    lc_scalar(&c, &us, sizeof us);
    lc_scalar(&c, &N, sizeof N);
    r = lc_send(&c);
    lc_end(&c);
    if (r == CUDA_SUCCESS) lc_stream_submit(CU_STREAM_PER_THREAD);
    return r;
}

/* not supported: an older ABI of cuMemsetD2D16 (CUDA 2.0): cuGetProcAddress gives callers of CUDA 3.2 and later cuMemsetD2D16_v2, and cuda.h declares cuMemsetD2D16 as cuMemsetD2D16_v2, which LUPINE carries */
CUresult CUDAAPI cuMemsetD2D16(CUdeviceptr_v1 dstDevice, unsigned int dstPitch, unsigned short us, unsigned int Width, unsigned int Height)
{
    (void)dstDevice;
    (void)dstPitch;
    (void)us;
    (void)Width;
    (void)Height;
    lc_stats_call(LUPINE_FN_cuMemsetD2D16);
    return lc_unsupported(LUPINE_FN_cuMemsetD2D16);
}

CUresult lc_fwd_cuMemsetD2D16Async(CUdeviceptr dstDevice, size_t dstPitch, unsigned short us, size_t Width, size_t Height, CUstream hStream)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuMemsetD2D16Async);
    if (r != CUDA_SUCCESS) return r;
    lc_dptr(&c, &dstDevice);
    lc_scalar(&c, &dstPitch, sizeof dstPitch);
    lc_scalar(&c, &us, sizeof us);
    lc_scalar(&c, &Width, sizeof Width);
    lc_scalar(&c, &Height, sizeof Height);
    lc_stream(&c, &hStream);
    r = lc_defer(&c);
    lc_end(&c);
    if (r == CUDA_SUCCESS) lc_stream_submit(hStream);
    return r;
}

CUresult CUDAAPI cuMemsetD2D16Async(CUdeviceptr dstDevice, size_t dstPitch, unsigned short us, size_t Width, size_t Height, CUstream hStream)
{
    lc_stats_call(LUPINE_FN_cuMemsetD2D16Async);
    return lc_fwd_cuMemsetD2D16Async(dstDevice, dstPitch, us, Width, Height, hStream);
}

CUresult lc_fwd_cuMemsetD2D16Async_ptsz(CUdeviceptr dstDevice, size_t dstPitch, unsigned short us, size_t Width, size_t Height, CUstream hStream)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuMemsetD2D16Async_ptsz);
    if (r != CUDA_SUCCESS) return r;
    lc_dptr(&c, &dstDevice);
    lc_scalar(&c, &dstPitch, sizeof dstPitch);
    lc_scalar(&c, &us, sizeof us);
    lc_scalar(&c, &Width, sizeof Width);
    lc_scalar(&c, &Height, sizeof Height);
    lc_stream(&c, &hStream);
    r = lc_defer(&c);
    lc_end(&c);
    if (r == CUDA_SUCCESS) lc_stream_submit(hStream);
    return r;
}

CUresult CUDAAPI cuMemsetD2D16Async_ptsz(CUdeviceptr dstDevice, size_t dstPitch, unsigned short us, size_t Width, size_t Height, CUstream hStream)
{
    lc_stats_call(LUPINE_FN_cuMemsetD2D16Async_ptsz);
    return lc_fwd_cuMemsetD2D16Async_ptsz(dstDevice, dstPitch, us, Width, Height, hStream);
}

CUresult lc_fwd_cuMemsetD2D16_v2(CUdeviceptr dstDevice, size_t dstPitch, unsigned short us, size_t Width, size_t Height)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuMemsetD2D16_v2);
    if (r != CUDA_SUCCESS) return r;
    lc_dptr(&c, &dstDevice);
    lc_scalar(&c, &dstPitch, sizeof dstPitch);
    lc_scalar(&c, &us, sizeof us);
    lc_scalar(&c, &Width, sizeof Width);
    lc_scalar(&c, &Height, sizeof Height);
    r = lc_send(&c);
    lc_end(&c);
    if (r == CUDA_SUCCESS) lc_stream_submit(NULL);
    return r;
}

CUresult CUDAAPI cuMemsetD2D16_v2(CUdeviceptr dstDevice, size_t dstPitch, unsigned short us, size_t Width, size_t Height)
{
    lc_stats_call(LUPINE_FN_cuMemsetD2D16_v2);
    return lc_fwd_cuMemsetD2D16_v2(dstDevice, dstPitch, us, Width, Height);
}

CUresult lc_fwd_cuMemsetD2D16_v2_ptds(CUdeviceptr dstDevice, size_t dstPitch, unsigned short us, size_t Width, size_t Height)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuMemsetD2D16_v2_ptds);
    if (r != CUDA_SUCCESS) return r;
    lc_dptr(&c, &dstDevice);
    lc_scalar(&c, &dstPitch, sizeof dstPitch);
    lc_scalar(&c, &us, sizeof us);
    lc_scalar(&c, &Width, sizeof Width);
    lc_scalar(&c, &Height, sizeof Height);
    r = lc_send(&c);
    lc_end(&c);
    if (r == CUDA_SUCCESS) lc_stream_submit(CU_STREAM_PER_THREAD);
    return r;
}

CUresult CUDAAPI cuMemsetD2D16_v2_ptds(CUdeviceptr dstDevice, size_t dstPitch, unsigned short us, size_t Width, size_t Height)
{
    lc_stats_call(LUPINE_FN_cuMemsetD2D16_v2_ptds);
    return lc_fwd_cuMemsetD2D16_v2_ptds(dstDevice, dstPitch, us, Width, Height);
}

/* not supported: an older ABI of cuMemsetD2D32 (CUDA 2.0): cuGetProcAddress gives callers of CUDA 3.2 and later cuMemsetD2D32_v2, and cuda.h declares cuMemsetD2D32 as cuMemsetD2D32_v2, which LUPINE carries */
CUresult CUDAAPI cuMemsetD2D32(CUdeviceptr_v1 dstDevice, unsigned int dstPitch, unsigned int ui, unsigned int Width, unsigned int Height)
{
    (void)dstDevice;
    (void)dstPitch;
    (void)ui;
    (void)Width;
    (void)Height;
    lc_stats_call(LUPINE_FN_cuMemsetD2D32);
    return lc_unsupported(LUPINE_FN_cuMemsetD2D32);
}

CUresult lc_fwd_cuMemsetD2D32Async(CUdeviceptr dstDevice, size_t dstPitch, unsigned int ui, size_t Width, size_t Height, CUstream hStream)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuMemsetD2D32Async);
    if (r != CUDA_SUCCESS) return r;
    lc_dptr(&c, &dstDevice);
    lc_scalar(&c, &dstPitch, sizeof dstPitch);
    lc_scalar(&c, &ui, sizeof ui);
    lc_scalar(&c, &Width, sizeof Width);
    lc_scalar(&c, &Height, sizeof Height);
    lc_stream(&c, &hStream);
    r = lc_defer(&c);
    lc_end(&c);
    if (r == CUDA_SUCCESS) lc_stream_submit(hStream);
    return r;
}

CUresult CUDAAPI cuMemsetD2D32Async(CUdeviceptr dstDevice, size_t dstPitch, unsigned int ui, size_t Width, size_t Height, CUstream hStream)
{
    lc_stats_call(LUPINE_FN_cuMemsetD2D32Async);
    return lc_fwd_cuMemsetD2D32Async(dstDevice, dstPitch, ui, Width, Height, hStream);
}

CUresult lc_fwd_cuMemsetD2D32Async_ptsz(CUdeviceptr dstDevice, size_t dstPitch, unsigned int ui, size_t Width, size_t Height, CUstream hStream)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuMemsetD2D32Async_ptsz);
    if (r != CUDA_SUCCESS) return r;
    lc_dptr(&c, &dstDevice);
    lc_scalar(&c, &dstPitch, sizeof dstPitch);
    lc_scalar(&c, &ui, sizeof ui);
    lc_scalar(&c, &Width, sizeof Width);
    lc_scalar(&c, &Height, sizeof Height);
    lc_stream(&c, &hStream);
    r = lc_defer(&c);
    lc_end(&c);
    if (r == CUDA_SUCCESS) lc_stream_submit(hStream);
    return r;
}

CUresult CUDAAPI cuMemsetD2D32Async_ptsz(CUdeviceptr dstDevice, size_t dstPitch, unsigned int ui, size_t Width, size_t Height, CUstream hStream)
{
    lc_stats_call(LUPINE_FN_cuMemsetD2D32Async_ptsz);
    return lc_fwd_cuMemsetD2D32Async_ptsz(dstDevice, dstPitch, ui, Width, Height, hStream);
}

CUresult lc_fwd_cuMemsetD2D32_v2(CUdeviceptr dstDevice, size_t dstPitch, unsigned int ui, size_t Width, size_t Height)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuMemsetD2D32_v2);
    if (r != CUDA_SUCCESS) return r;
    lc_dptr(&c, &dstDevice);
    lc_scalar(&c, &dstPitch, sizeof dstPitch);
    lc_scalar(&c, &ui, sizeof ui);
    lc_scalar(&c, &Width, sizeof Width);
    lc_scalar(&c, &Height, sizeof Height);
    r = lc_send(&c);
    lc_end(&c);
    if (r == CUDA_SUCCESS) lc_stream_submit(NULL);
    return r;
}

CUresult CUDAAPI cuMemsetD2D32_v2(CUdeviceptr dstDevice, size_t dstPitch, unsigned int ui, size_t Width, size_t Height)
{
    lc_stats_call(LUPINE_FN_cuMemsetD2D32_v2);
    return lc_fwd_cuMemsetD2D32_v2(dstDevice, dstPitch, ui, Width, Height);
}

CUresult lc_fwd_cuMemsetD2D32_v2_ptds(CUdeviceptr dstDevice, size_t dstPitch, unsigned int ui, size_t Width, size_t Height)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuMemsetD2D32_v2_ptds);
    if (r != CUDA_SUCCESS) return r;
    lc_dptr(&c, &dstDevice);
    lc_scalar(&c, &dstPitch, sizeof dstPitch);
    lc_scalar(&c, &ui, sizeof ui);
    lc_scalar(&c, &Width, sizeof Width);
    lc_scalar(&c, &Height, sizeof Height);
    r = lc_send(&c);
    lc_end(&c);
    if (r == CUDA_SUCCESS) lc_stream_submit(CU_STREAM_PER_THREAD);
    return r;
}

CUresult CUDAAPI cuMemsetD2D32_v2_ptds(CUdeviceptr dstDevice, size_t dstPitch, unsigned int ui, size_t Width, size_t Height)
{
    lc_stats_call(LUPINE_FN_cuMemsetD2D32_v2_ptds);
    return lc_fwd_cuMemsetD2D32_v2_ptds(dstDevice, dstPitch, ui, Width, Height);
}

/* not supported: an older ABI of cuMemsetD2D8 (CUDA 2.0): cuGetProcAddress gives callers of CUDA 3.2 and later cuMemsetD2D8_v2, and cuda.h declares cuMemsetD2D8 as cuMemsetD2D8_v2, which LUPINE carries */
CUresult CUDAAPI cuMemsetD2D8(CUdeviceptr_v1 dstDevice, unsigned int dstPitch, unsigned char uc, unsigned int Width, unsigned int Height)
{
    (void)dstDevice;
    (void)dstPitch;
    (void)uc;
    (void)Width;
    (void)Height;
    lc_stats_call(LUPINE_FN_cuMemsetD2D8);
    return lc_unsupported(LUPINE_FN_cuMemsetD2D8);
}

CUresult lc_fwd_cuMemsetD2D8Async(CUdeviceptr dstDevice, size_t dstPitch, unsigned char uc, size_t Width, size_t Height, CUstream hStream)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuMemsetD2D8Async);
    if (r != CUDA_SUCCESS) return r;
    lc_dptr(&c, &dstDevice);
    lc_scalar(&c, &dstPitch, sizeof dstPitch);
    lc_scalar(&c, &uc, sizeof uc);
    lc_scalar(&c, &Width, sizeof Width);
    lc_scalar(&c, &Height, sizeof Height);
    lc_stream(&c, &hStream);
    r = lc_defer(&c);
    lc_end(&c);
    if (r == CUDA_SUCCESS) lc_stream_submit(hStream);
    return r;
}

CUresult CUDAAPI cuMemsetD2D8Async(CUdeviceptr dstDevice, size_t dstPitch, unsigned char uc, size_t Width, size_t Height, CUstream hStream)
{
    lc_stats_call(LUPINE_FN_cuMemsetD2D8Async);
    return lc_fwd_cuMemsetD2D8Async(dstDevice, dstPitch, uc, Width, Height, hStream);
}

CUresult lc_fwd_cuMemsetD2D8Async_ptsz(CUdeviceptr dstDevice, size_t dstPitch, unsigned char uc, size_t Width, size_t Height, CUstream hStream)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuMemsetD2D8Async_ptsz);
    if (r != CUDA_SUCCESS) return r;
    lc_dptr(&c, &dstDevice);
    lc_scalar(&c, &dstPitch, sizeof dstPitch);
    lc_scalar(&c, &uc, sizeof uc);
    lc_scalar(&c, &Width, sizeof Width);
    lc_scalar(&c, &Height, sizeof Height);
    lc_stream(&c, &hStream);
    r = lc_defer(&c);
    lc_end(&c);
    if (r == CUDA_SUCCESS) lc_stream_submit(hStream);
    return r;
}

CUresult CUDAAPI cuMemsetD2D8Async_ptsz(CUdeviceptr dstDevice, size_t dstPitch, unsigned char uc, size_t Width, size_t Height, CUstream hStream)
{
    lc_stats_call(LUPINE_FN_cuMemsetD2D8Async_ptsz);
    return lc_fwd_cuMemsetD2D8Async_ptsz(dstDevice, dstPitch, uc, Width, Height, hStream);
}

CUresult lc_fwd_cuMemsetD2D8_v2(CUdeviceptr dstDevice, size_t dstPitch, unsigned char uc, size_t Width, size_t Height)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuMemsetD2D8_v2);
    if (r != CUDA_SUCCESS) return r;
    lc_dptr(&c, &dstDevice);
    lc_scalar(&c, &dstPitch, sizeof dstPitch);
    lc_scalar(&c, &uc, sizeof uc);
    lc_scalar(&c, &Width, sizeof Width);
    lc_scalar(&c, &Height, sizeof Height);
    r = lc_send(&c);
    lc_end(&c);
    if (r == CUDA_SUCCESS) lc_stream_submit(NULL);
    return r;
}

CUresult CUDAAPI cuMemsetD2D8_v2(CUdeviceptr dstDevice, size_t dstPitch, unsigned char uc, size_t Width, size_t Height)
{
    lc_stats_call(LUPINE_FN_cuMemsetD2D8_v2);
    return lc_fwd_cuMemsetD2D8_v2(dstDevice, dstPitch, uc, Width, Height);
}

CUresult lc_fwd_cuMemsetD2D8_v2_ptds(CUdeviceptr dstDevice, size_t dstPitch, unsigned char uc, size_t Width, size_t Height)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuMemsetD2D8_v2_ptds);
    if (r != CUDA_SUCCESS) return r;
    lc_dptr(&c, &dstDevice);
    lc_scalar(&c, &dstPitch, sizeof dstPitch);
    lc_scalar(&c, &uc, sizeof uc);
    lc_scalar(&c, &Width, sizeof Width);
    lc_scalar(&c, &Height, sizeof Height);
    r = lc_send(&c);
    lc_end(&c);
    if (r == CUDA_SUCCESS) lc_stream_submit(CU_STREAM_PER_THREAD);
    return r;
}

CUresult CUDAAPI cuMemsetD2D8_v2_ptds(CUdeviceptr dstDevice, size_t dstPitch, unsigned char uc, size_t Width, size_t Height)
{
    lc_stats_call(LUPINE_FN_cuMemsetD2D8_v2_ptds);
    return lc_fwd_cuMemsetD2D8_v2_ptds(dstDevice, dstPitch, uc, Width, Height);
}

/* not supported: an older ABI of cuMemsetD32 (CUDA 2.0): cuGetProcAddress gives callers of CUDA 3.2 and later cuMemsetD32_v2, and cuda.h declares cuMemsetD32 as cuMemsetD32_v2, which LUPINE carries */
CUresult CUDAAPI cuMemsetD32(CUdeviceptr_v1 dstDevice, unsigned int ui, unsigned int N)
{
    (void)dstDevice;
    (void)ui;
    (void)N;
    lc_stats_call(LUPINE_FN_cuMemsetD32);
    return lc_unsupported(LUPINE_FN_cuMemsetD32);
}

CUresult lc_fwd_cuMemsetD32Async(CUdeviceptr dstDevice, unsigned int ui, size_t N, CUstream hStream)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuMemsetD32Async);
    if (r != CUDA_SUCCESS) return r;
    lc_dptr(&c, &dstDevice);
    lc_scalar(&c, &ui, sizeof ui);
    lc_scalar(&c, &N, sizeof N);
    lc_stream(&c, &hStream);
    r = lc_defer(&c);
    lc_end(&c);
    if (r == CUDA_SUCCESS) lc_stream_submit(hStream);
    return r;
}

CUresult lc_fwd_cuMemsetD32Async_ptsz(CUdeviceptr dstDevice, unsigned int ui, size_t N, CUstream hStream)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuMemsetD32Async_ptsz);
    if (r != CUDA_SUCCESS) return r;
    lc_dptr(&c, &dstDevice);
    lc_scalar(&c, &ui, sizeof ui);
    lc_scalar(&c, &N, sizeof N);
    lc_stream(&c, &hStream);
    r = lc_defer(&c);
    lc_end(&c);
    if (r == CUDA_SUCCESS) lc_stream_submit(hStream);
    return r;
}

CUresult lc_fwd_cuMemsetD32_v2(CUdeviceptr dstDevice, unsigned int ui, size_t N)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuMemsetD32_v2);
    if (r != CUDA_SUCCESS) return r;
    lc_dptr(&c, &dstDevice);
    lc_scalar(&c, &ui, sizeof ui);
    lc_scalar(&c, &N, sizeof N);
    r = lc_send(&c);
    lc_end(&c);
    if (r == CUDA_SUCCESS) lc_stream_submit(NULL);
    return r;
}

CUresult lc_fwd_cuMemsetD32_v2_ptds(CUdeviceptr dstDevice, unsigned int ui, size_t N)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuMemsetD32_v2_ptds);
    if (r != CUDA_SUCCESS) return r;
    lc_dptr(&c, &dstDevice);
    lc_scalar(&c, &ui, sizeof ui);
    lc_scalar(&c, &N, sizeof N);
    r = lc_send(&c);
    lc_end(&c);
    if (r == CUDA_SUCCESS) lc_stream_submit(CU_STREAM_PER_THREAD);
    return r;
}

/* not supported: an older ABI of cuMemsetD8 (CUDA 2.0): cuGetProcAddress gives callers of CUDA 3.2 and later cuMemsetD8_v2, and cuda.h declares cuMemsetD8 as cuMemsetD8_v2, which LUPINE carries */
CUresult CUDAAPI cuMemsetD8(CUdeviceptr_v1 dstDevice, unsigned char uc, unsigned int N)
{
    (void)dstDevice;
    (void)uc;
    (void)N;
    lc_stats_call(LUPINE_FN_cuMemsetD8);
    return lc_unsupported(LUPINE_FN_cuMemsetD8);
}

CUresult lc_fwd_cuMemsetD8Async(CUdeviceptr dstDevice, unsigned char uc, size_t N, CUstream hStream)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuMemsetD8Async);
    if (r != CUDA_SUCCESS) return r;
    lc_dptr(&c, &dstDevice);
    lc_scalar(&c, &uc, sizeof uc);
    lc_scalar(&c, &N, sizeof N);
    lc_stream(&c, &hStream);
    r = lc_defer(&c);
    lc_end(&c);
    if (r == CUDA_SUCCESS) lc_stream_submit(hStream);
    return r;
}

CUresult lc_fwd_cuMemsetD8Async_ptsz(CUdeviceptr dstDevice, unsigned char uc, size_t N, CUstream hStream)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuMemsetD8Async_ptsz);
    if (r != CUDA_SUCCESS) return r;
    lc_dptr(&c, &dstDevice);
    lc_scalar(&c, &uc, sizeof uc);
    lc_scalar(&c, &N, sizeof N);
    lc_stream(&c, &hStream);
    r = lc_defer(&c);
    lc_end(&c);
    if (r == CUDA_SUCCESS) lc_stream_submit(hStream);
    return r;
}

CUresult lc_fwd_cuMemsetD8_v2(CUdeviceptr dstDevice, unsigned char uc, size_t N)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuMemsetD8_v2);
    if (r != CUDA_SUCCESS) return r;
    lc_dptr(&c, &dstDevice);
    lc_scalar(&c, &uc, sizeof uc);
    lc_scalar(&c, &N, sizeof N);
    r = lc_send(&c);
    lc_end(&c);
    if (r == CUDA_SUCCESS) lc_stream_submit(NULL);
    return r;
}

CUresult lc_fwd_cuMemsetD8_v2_ptds(CUdeviceptr dstDevice, unsigned char uc, size_t N)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuMemsetD8_v2_ptds);
    if (r != CUDA_SUCCESS) return r;
    lc_dptr(&c, &dstDevice);
    lc_scalar(&c, &uc, sizeof uc);
    lc_scalar(&c, &N, sizeof N);
    r = lc_send(&c);
    lc_end(&c);
    if (r == CUDA_SUCCESS) lc_stream_submit(CU_STREAM_PER_THREAD);
    return r;
}

CUresult lc_fwd_cuMipmappedArrayCreate(CUmipmappedArray *pHandle, const CUDA_ARRAY3D_DESCRIPTOR *pMipmappedArrayDesc, unsigned int numMipmapLevels)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuMipmappedArrayCreate);
    if (r != CUDA_SUCCESS) return r;
    lc_out_req(&c, pHandle, (uint64_t)8u);
    lc_scalar(&c, &numMipmapLevels, sizeof numMipmapLevels);
    lc_in(&c, pMipmappedArrayDesc, (uint64_t)40u);
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (pHandle && lc_out(&c, pHandle, (uint64_t)8u)) r = lc_lost();
        else lc_handles_out(&c, pHandle, (uint64_t)1u);
    }
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuMipmappedArrayCreate(CUmipmappedArray *pHandle, const CUDA_ARRAY3D_DESCRIPTOR *pMipmappedArrayDesc, unsigned int numMipmapLevels)
{
    lc_stats_call(LUPINE_FN_cuMipmappedArrayCreate);
    return lc_fwd_cuMipmappedArrayCreate(pHandle, pMipmappedArrayDesc, numMipmapLevels);
}

CUresult lc_fwd_cuMipmappedArrayDestroy(CUmipmappedArray hMipmappedArray)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuMipmappedArrayDestroy);
    if (r != CUDA_SUCCESS) return r;
    lc_handle(&c, &hMipmappedArray);
    r = lc_send(&c);
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuMipmappedArrayDestroy(CUmipmappedArray hMipmappedArray)
{
    lc_stats_call(LUPINE_FN_cuMipmappedArrayDestroy);
    return lc_fwd_cuMipmappedArrayDestroy(hMipmappedArray);
}

CUresult lc_fwd_cuMipmappedArrayGetLevel(CUarray *pLevelArray, CUmipmappedArray hMipmappedArray, unsigned int level)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuMipmappedArrayGetLevel);
    if (r != CUDA_SUCCESS) return r;
    lc_out_req(&c, pLevelArray, (uint64_t)8u);
    lc_handle(&c, &hMipmappedArray);
    lc_scalar(&c, &level, sizeof level);
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (pLevelArray && lc_out(&c, pLevelArray, (uint64_t)8u)) r = lc_lost();
        else lc_handles_out(&c, pLevelArray, (uint64_t)1u);
    }
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuMipmappedArrayGetLevel(CUarray *pLevelArray, CUmipmappedArray hMipmappedArray, unsigned int level)
{
    lc_stats_call(LUPINE_FN_cuMipmappedArrayGetLevel);
    return lc_fwd_cuMipmappedArrayGetLevel(pLevelArray, hMipmappedArray, level);
}

/* not supported: sparse and deferred-mapping CUDA arrays (the stand-in driver and the traced programs use none): not carried yet */
CUresult CUDAAPI cuMipmappedArrayGetMemoryRequirements(CUDA_ARRAY_MEMORY_REQUIREMENTS *memoryRequirements, CUmipmappedArray mipmap, CUdevice device)
{
    (void)memoryRequirements;
    (void)mipmap;
    (void)device;
    lc_stats_call(LUPINE_FN_cuMipmappedArrayGetMemoryRequirements);
    return lc_unsupported(LUPINE_FN_cuMipmappedArrayGetMemoryRequirements);
}

/* not supported: sparse and deferred-mapping CUDA arrays (the stand-in driver and the traced programs use none): not carried yet */
CUresult CUDAAPI cuMipmappedArrayGetSparseProperties(CUDA_ARRAY_SPARSE_PROPERTIES *sparseProperties, CUmipmappedArray mipmap)
{
    (void)sparseProperties;
    (void)mipmap;
    lc_stats_call(LUPINE_FN_cuMipmappedArrayGetSparseProperties);
    return lc_unsupported(LUPINE_FN_cuMipmappedArrayGetSparseProperties);
}

CUresult lc_fwd_cuModuleEnumerateFunctions(CUfunction *functions, unsigned int numFunctions, CUmodule mod)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuModuleEnumerateFunctions);
    if (r != CUDA_SUCCESS) return r;
    lc_out_req(&c, functions, (uint64_t)(numFunctions) * 8u);
    lc_scalar(&c, &numFunctions, sizeof numFunctions);
    lc_handle(&c, &mod);
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (functions && lc_out(&c, functions, (uint64_t)(numFunctions) * 8u)) r = lc_lost();
        else lc_handles_out(&c, functions, (uint64_t)(numFunctions));
    }
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuModuleEnumerateFunctions(CUfunction *functions, unsigned int numFunctions, CUmodule mod)
{
    lc_stats_call(LUPINE_FN_cuModuleEnumerateFunctions);
    return lc_fwd_cuModuleEnumerateFunctions(functions, numFunctions, mod);
}

CUresult lc_fwd_cuModuleGetFunction(CUfunction *hfunc, CUmodule hmod, const char *name)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuModuleGetFunction);
    if (r != CUDA_SUCCESS) return r;
    const lc_cache_obj lc_obj = {LC_OBJ_MODULE, LC_NO_ATTRIBUTE, (uint64_t)(uintptr_t)hmod, 0};
    lc_out_req(&c, hfunc, (uint64_t)8u);
    lc_handle(&c, &hmod);
    lc_cstr(&c, name);
    void *lc_outp[1] = {hfunc};
    uint64_t lc_outn[1] = {(uint64_t)8u};
    if (lc_cache_fetch_obj(&c, LC_CACHE_function, &lc_obj, 1, lc_outp, lc_outn)) {
        lc_end(&c);
        return CUDA_SUCCESS;
    }
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (hfunc && lc_out(&c, hfunc, (uint64_t)8u)) r = lc_lost();
        else lc_handles_out(&c, hfunc, (uint64_t)1u);
    }
    if (r == CUDA_SUCCESS) lc_cache_store_obj(&c, LC_CACHE_function, &lc_obj, 1, lc_outp, lc_outn);
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuModuleGetFunction(CUfunction *hfunc, CUmodule hmod, const char *name)
{
    lc_stats_call(LUPINE_FN_cuModuleGetFunction);
    return lc_fwd_cuModuleGetFunction(hfunc, hmod, name);
}

CUresult lc_fwd_cuModuleGetFunctionCount(unsigned int *count, CUmodule mod)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuModuleGetFunctionCount);
    if (r != CUDA_SUCCESS) return r;
    lc_out_req(&c, count, (uint64_t)4u);
    lc_handle(&c, &mod);
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (count && lc_out(&c, count, (uint64_t)4u)) r = lc_lost();
    }
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuModuleGetFunctionCount(unsigned int *count, CUmodule mod)
{
    lc_stats_call(LUPINE_FN_cuModuleGetFunctionCount);
    return lc_fwd_cuModuleGetFunctionCount(count, mod);
}

/* not supported: an older ABI of cuModuleGetGlobal (CUDA 2.0): cuGetProcAddress gives callers of CUDA 3.2 and later cuModuleGetGlobal_v2, and cuda.h declares cuModuleGetGlobal as cuModuleGetGlobal_v2, which LUPINE carries */
CUresult CUDAAPI cuModuleGetGlobal(CUdeviceptr_v1 *dptr, unsigned int *bytes, CUmodule hmod, const char *name)
{
    (void)dptr;
    (void)bytes;
    (void)hmod;
    (void)name;
    lc_stats_call(LUPINE_FN_cuModuleGetGlobal);
    return lc_unsupported(LUPINE_FN_cuModuleGetGlobal);
}

CUresult lc_fwd_cuModuleGetGlobal_v2(CUdeviceptr *dptr, size_t *bytes, CUmodule hmod, const char *name)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuModuleGetGlobal_v2);
    if (r != CUDA_SUCCESS) return r;
    lc_out_req(&c, dptr, (uint64_t)8u);
    lc_out_req(&c, bytes, (uint64_t)8u);
    lc_handle(&c, &hmod);
    lc_cstr(&c, name);
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (dptr && lc_out(&c, dptr, (uint64_t)8u)) r = lc_lost();
        if (bytes && lc_out(&c, bytes, (uint64_t)8u)) r = lc_lost();
    }
    lc_end(&c);
    if (r == CUDA_SUCCESS && dptr && bytes) lc_range_add_on(c.srv, (uint64_t)*dptr, (uint64_t)*bytes);
    else if (r == CUDA_SUCCESS && dptr) lc_range_add_queried_on(c.srv, (uint64_t)*dptr);
    return r;
}

CUresult CUDAAPI cuModuleGetGlobal_v2(CUdeviceptr *dptr, size_t *bytes, CUmodule hmod, const char *name)
{
    lc_stats_call(LUPINE_FN_cuModuleGetGlobal_v2);
    return lc_fwd_cuModuleGetGlobal_v2(dptr, bytes, hmod, name);
}

CUresult lc_fwd_cuModuleGetLoadingMode(CUmoduleLoadingMode *mode)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuModuleGetLoadingMode);
    if (r != CUDA_SUCCESS) return r;
    lc_out_req(&c, mode, (uint64_t)4u);
    void *lc_outp[1] = {mode};
    uint64_t lc_outn[1] = {(uint64_t)4u};
    if (lc_cache_fetch(&c, LC_CACHE_function, 1, lc_outp, lc_outn)) {
        lc_end(&c);
        return CUDA_SUCCESS;
    }
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (mode && lc_out(&c, mode, (uint64_t)4u)) r = lc_lost();
    }
    if (r == CUDA_SUCCESS) lc_cache_store(&c, LC_CACHE_function, 1, lc_outp, lc_outn);
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuModuleGetLoadingMode(CUmoduleLoadingMode *mode)
{
    lc_stats_call(LUPINE_FN_cuModuleGetLoadingMode);
    return lc_fwd_cuModuleGetLoadingMode(mode);
}

/* not supported: texture and surface references: deprecated since CUDA 11 and gone from the CUDA 12 runtime; texture and surface objects (cuTexObjectCreate, cuSurfObjectCreate) are carried */
CUresult CUDAAPI cuModuleGetSurfRef(CUsurfref *pSurfRef, CUmodule hmod, const char *name)
{
    (void)pSurfRef;
    (void)hmod;
    (void)name;
    lc_stats_call(LUPINE_FN_cuModuleGetSurfRef);
    return lc_unsupported(LUPINE_FN_cuModuleGetSurfRef);
}

/* not supported: texture and surface references: deprecated since CUDA 11 and gone from the CUDA 12 runtime; texture and surface objects (cuTexObjectCreate, cuSurfObjectCreate) are carried */
CUresult CUDAAPI cuModuleGetTexRef(CUtexref *pTexRef, CUmodule hmod, const char *name)
{
    (void)pTexRef;
    (void)hmod;
    (void)name;
    lc_stats_call(LUPINE_FN_cuModuleGetTexRef);
    return lc_unsupported(LUPINE_FN_cuModuleGetTexRef);
}

CUresult lc_fwd_cuModuleUnload(CUmodule hmod)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuModuleUnload);
    if (r != CUDA_SUCCESS) return r;
    lc_handle(&c, &hmod);
    r = lc_send(&c);
    lc_end(&c);
    if (r == CUDA_SUCCESS) lc_cache_drop(LC_CACHE_function);
    if (r == CUDA_SUCCESS) lc_cache_drop(LC_CACHE_attribute);
    return r;
}

/* not supported: NVLink multicast objects: refused by policy (LUPINE's GPU hosts keep NVLink multicast off) */
CUresult CUDAAPI cuMulticastAddDevice(CUmemGenericAllocationHandle mcHandle, CUdevice dev)
{
    (void)mcHandle;
    (void)dev;
    lc_stats_call(LUPINE_FN_cuMulticastAddDevice);
    return lc_unsupported(LUPINE_FN_cuMulticastAddDevice);
}

/* not supported: NVLink multicast objects: refused by policy (LUPINE's GPU hosts keep NVLink multicast off) */
CUresult CUDAAPI cuMulticastBindAddr(CUmemGenericAllocationHandle mcHandle, size_t mcOffset, CUdeviceptr memptr, size_t size, unsigned long long flags)
{
    (void)mcHandle;
    (void)mcOffset;
    (void)memptr;
    (void)size;
    (void)flags;
    lc_stats_call(LUPINE_FN_cuMulticastBindAddr);
    return lc_unsupported(LUPINE_FN_cuMulticastBindAddr);
}

/* not supported: NVLink multicast objects: refused by policy (LUPINE's GPU hosts keep NVLink multicast off) */
CUresult CUDAAPI cuMulticastBindMem(CUmemGenericAllocationHandle mcHandle, size_t mcOffset, CUmemGenericAllocationHandle memHandle, size_t memOffset, size_t size, unsigned long long flags)
{
    (void)mcHandle;
    (void)mcOffset;
    (void)memHandle;
    (void)memOffset;
    (void)size;
    (void)flags;
    lc_stats_call(LUPINE_FN_cuMulticastBindMem);
    return lc_unsupported(LUPINE_FN_cuMulticastBindMem);
}

/* not supported: NVLink multicast objects: refused by policy (LUPINE's GPU hosts keep NVLink multicast off) */
CUresult CUDAAPI cuMulticastCreate(CUmemGenericAllocationHandle *mcHandle, const CUmulticastObjectProp *prop)
{
    (void)mcHandle;
    (void)prop;
    lc_stats_call(LUPINE_FN_cuMulticastCreate);
    return lc_unsupported(LUPINE_FN_cuMulticastCreate);
}

/* not supported: NVLink multicast objects: refused by policy (LUPINE's GPU hosts keep NVLink multicast off) */
CUresult CUDAAPI cuMulticastGetGranularity(size_t *granularity, const CUmulticastObjectProp *prop, CUmulticastGranularity_flags option)
{
    (void)granularity;
    (void)prop;
    (void)option;
    lc_stats_call(LUPINE_FN_cuMulticastGetGranularity);
    return lc_unsupported(LUPINE_FN_cuMulticastGetGranularity);
}

/* not supported: NVLink multicast objects: refused by policy (LUPINE's GPU hosts keep NVLink multicast off) */
CUresult CUDAAPI cuMulticastUnbind(CUmemGenericAllocationHandle mcHandle, CUdevice dev, size_t mcOffset, size_t size)
{
    (void)mcHandle;
    (void)dev;
    (void)mcOffset;
    (void)size;
    lc_stats_call(LUPINE_FN_cuMulticastUnbind);
    return lc_unsupported(LUPINE_FN_cuMulticastUnbind);
}

CUresult lc_fwd_cuOccupancyAvailableDynamicSMemPerBlock(size_t *dynamicSmemSize, CUfunction func, int numBlocks, int blockSize)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuOccupancyAvailableDynamicSMemPerBlock);
    if (r != CUDA_SUCCESS) return r;
    const lc_cache_obj lc_obj = {LC_OBJ_FUNCTION, LC_NO_ATTRIBUTE, (uint64_t)(uintptr_t)func, 0};
    lc_out_req(&c, dynamicSmemSize, (uint64_t)8u);
    lc_handle(&c, &func);
    lc_scalar(&c, &numBlocks, sizeof numBlocks);
    lc_scalar(&c, &blockSize, sizeof blockSize);
    void *lc_outp[1] = {dynamicSmemSize};
    uint64_t lc_outn[1] = {(uint64_t)8u};
    if (lc_cache_fetch_obj(&c, LC_CACHE_attribute, &lc_obj, 1, lc_outp, lc_outn)) {
        lc_end(&c);
        return CUDA_SUCCESS;
    }
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (dynamicSmemSize && lc_out(&c, dynamicSmemSize, (uint64_t)8u)) r = lc_lost();
    }
    if (r == CUDA_SUCCESS) lc_cache_store_obj(&c, LC_CACHE_attribute, &lc_obj, 1, lc_outp, lc_outn);
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuOccupancyAvailableDynamicSMemPerBlock(size_t *dynamicSmemSize, CUfunction func, int numBlocks, int blockSize)
{
    lc_stats_call(LUPINE_FN_cuOccupancyAvailableDynamicSMemPerBlock);
    return lc_fwd_cuOccupancyAvailableDynamicSMemPerBlock(dynamicSmemSize, func, numBlocks, blockSize);
}

CUresult lc_fwd_cuOccupancyMaxActiveBlocksPerMultiprocessor(int *numBlocks, CUfunction func, int blockSize, size_t dynamicSMemSize)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuOccupancyMaxActiveBlocksPerMultiprocessor);
    if (r != CUDA_SUCCESS) return r;
    const lc_cache_obj lc_obj = {LC_OBJ_FUNCTION, LC_NO_ATTRIBUTE, (uint64_t)(uintptr_t)func, 0};
    lc_out_req(&c, numBlocks, (uint64_t)4u);
    lc_handle(&c, &func);
    lc_scalar(&c, &blockSize, sizeof blockSize);
    lc_scalar(&c, &dynamicSMemSize, sizeof dynamicSMemSize);
    void *lc_outp[1] = {numBlocks};
    uint64_t lc_outn[1] = {(uint64_t)4u};
    if (lc_cache_fetch_obj(&c, LC_CACHE_attribute, &lc_obj, 1, lc_outp, lc_outn)) {
        lc_end(&c);
        return CUDA_SUCCESS;
    }
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (numBlocks && lc_out(&c, numBlocks, (uint64_t)4u)) r = lc_lost();
    }
    if (r == CUDA_SUCCESS) lc_cache_store_obj(&c, LC_CACHE_attribute, &lc_obj, 1, lc_outp, lc_outn);
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuOccupancyMaxActiveBlocksPerMultiprocessor(int *numBlocks, CUfunction func, int blockSize, size_t dynamicSMemSize)
{
    lc_stats_call(LUPINE_FN_cuOccupancyMaxActiveBlocksPerMultiprocessor);
    return lc_fwd_cuOccupancyMaxActiveBlocksPerMultiprocessor(numBlocks, func, blockSize, dynamicSMemSize);
}

CUresult lc_fwd_cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(int *numBlocks, CUfunction func, int blockSize, size_t dynamicSMemSize, unsigned int flags)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags);
    if (r != CUDA_SUCCESS) return r;
    const lc_cache_obj lc_obj = {LC_OBJ_FUNCTION, LC_NO_ATTRIBUTE, (uint64_t)(uintptr_t)func, 0};
    lc_out_req(&c, numBlocks, (uint64_t)4u);
    lc_handle(&c, &func);
    lc_scalar(&c, &blockSize, sizeof blockSize);
    lc_scalar(&c, &dynamicSMemSize, sizeof dynamicSMemSize);
    lc_scalar(&c, &flags, sizeof flags);
    void *lc_outp[1] = {numBlocks};
    uint64_t lc_outn[1] = {(uint64_t)4u};
    if (lc_cache_fetch_obj(&c, LC_CACHE_attribute, &lc_obj, 1, lc_outp, lc_outn)) {
        lc_end(&c);
        return CUDA_SUCCESS;
    }
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (numBlocks && lc_out(&c, numBlocks, (uint64_t)4u)) r = lc_lost();
    }
    if (r == CUDA_SUCCESS) lc_cache_store_obj(&c, LC_CACHE_attribute, &lc_obj, 1, lc_outp, lc_outn);
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(int *numBlocks, CUfunction func, int blockSize, size_t dynamicSMemSize, unsigned int flags)
{
    lc_stats_call(LUPINE_FN_cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags);
    return lc_fwd_cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(numBlocks, func, blockSize, dynamicSMemSize, flags);
}

/* not supported: the execution control of CUDA 3.x, deprecated since CUDA 4.0 (launch state kept in the driver between calls); cuLaunchKernel and cuLaunchKernelEx are carried */
CUresult CUDAAPI cuParamSetSize(CUfunction hfunc, unsigned int numbytes)
{
    (void)hfunc;
    (void)numbytes;
    lc_stats_call(LUPINE_FN_cuParamSetSize);
    return lc_unsupported(LUPINE_FN_cuParamSetSize);
}

/* not supported: texture and surface references: deprecated since CUDA 11 and gone from the CUDA 12 runtime; texture and surface objects (cuTexObjectCreate, cuSurfObjectCreate) are carried */
CUresult CUDAAPI cuParamSetTexRef(CUfunction hfunc, int texunit, CUtexref hTexRef)
{
    (void)hfunc;
    (void)texunit;
    (void)hTexRef;
    lc_stats_call(LUPINE_FN_cuParamSetTexRef);
    return lc_unsupported(LUPINE_FN_cuParamSetTexRef);
}

/* not supported: the execution control of CUDA 3.x, deprecated since CUDA 4.0 (launch state kept in the driver between calls); cuLaunchKernel and cuLaunchKernelEx are carried */
CUresult CUDAAPI cuParamSetf(CUfunction hfunc, int offset, float value)
{
    (void)hfunc;
    (void)offset;
    (void)value;
    lc_stats_call(LUPINE_FN_cuParamSetf);
    return lc_unsupported(LUPINE_FN_cuParamSetf);
}

/* not supported: the execution control of CUDA 3.x, deprecated since CUDA 4.0 (launch state kept in the driver between calls); cuLaunchKernel and cuLaunchKernelEx are carried */
CUresult CUDAAPI cuParamSeti(CUfunction hfunc, int offset, unsigned int value)
{
    (void)hfunc;
    (void)offset;
    (void)value;
    lc_stats_call(LUPINE_FN_cuParamSeti);
    return lc_unsupported(LUPINE_FN_cuParamSeti);
}

/* not supported: the execution control of CUDA 3.x, deprecated since CUDA 4.0 (launch state kept in the driver between calls); cuLaunchKernel and cuLaunchKernelEx are carried */
CUresult CUDAAPI cuParamSetv(CUfunction hfunc, int offset, void *ptr, unsigned int numbytes)
{
    (void)hfunc;
    (void)offset;
    (void)ptr;
    (void)numbytes;
    lc_stats_call(LUPINE_FN_cuParamSetv);
    return lc_unsupported(LUPINE_FN_cuParamSetv);
}

CUresult lc_fwd_cuPointerGetAttribute(void *data, CUpointer_attribute attribute, CUdeviceptr ptr)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuPointerGetAttribute);
    if (r != CUDA_SUCCESS) return r;
    lc_out_req(&c, data, (uint64_t)8u);
    lc_scalar(&c, &attribute, sizeof attribute);
    lc_dptr(&c, &ptr);
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (data && lc_out(&c, data, (uint64_t)8u)) r = lc_lost();
    }
    lc_end(&c);
    return r;
}

/* not supported: the value's size follows the attribute (only CU_POINTER_ATTRIBUTE_SYNC_MEMOPS can be set) and no traced program sets one: not carried yet */
CUresult CUDAAPI cuPointerSetAttribute(const void *value, CUpointer_attribute attribute, CUdeviceptr ptr)
{
    (void)value;
    (void)attribute;
    (void)ptr;
    lc_stats_call(LUPINE_FN_cuPointerSetAttribute);
    return lc_unsupported(LUPINE_FN_cuPointerSetAttribute);
}

/* not supported: deprecated since CUDA 11.0; its configuration file and output name the GPU machine's files (cuProfilerStart/Stop are carried) */
CUresult CUDAAPI cuProfilerInitialize(const char *configFile, const char *outputFile, CUoutput_mode outputMode)
{
    (void)configFile;
    (void)outputFile;
    (void)outputMode;
    lc_stats_call(LUPINE_FN_cuProfilerInitialize);
    return lc_unsupported(LUPINE_FN_cuProfilerInitialize);
}

CUresult lc_fwd_cuProfilerStart(void)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuProfilerStart);
    if (r != CUDA_SUCCESS) return r;
    r = lc_send(&c);
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuProfilerStart(void)
{
    lc_stats_call(LUPINE_FN_cuProfilerStart);
    return lc_fwd_cuProfilerStart();
}

CUresult lc_fwd_cuProfilerStop(void)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuProfilerStop);
    if (r != CUDA_SUCCESS) return r;
    r = lc_send(&c);
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuProfilerStop(void)
{
    lc_stats_call(LUPINE_FN_cuProfilerStop);
    return lc_fwd_cuProfilerStop();
}

/* not supported: external memory and semaphores are OS handles (file descriptors, NvSciBuf/NvSciSync objects, Win32 handles) of another process, which cannot cross the network */
CUresult CUDAAPI cuSignalExternalSemaphoresAsync(const CUexternalSemaphore *extSemArray, const CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS *paramsArray, unsigned int numExtSems, CUstream stream)
{
    (void)extSemArray;
    (void)paramsArray;
    (void)numExtSems;
    (void)stream;
    lc_stats_call(LUPINE_FN_cuSignalExternalSemaphoresAsync);
    return lc_unsupported(LUPINE_FN_cuSignalExternalSemaphoresAsync);
}

/* not supported: external memory and semaphores are OS handles (file descriptors, NvSciBuf/NvSciSync objects, Win32 handles) of another process, which cannot cross the network */
CUresult CUDAAPI cuSignalExternalSemaphoresAsync_ptsz(const CUexternalSemaphore *extSemArray, const CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS *paramsArray, unsigned int numExtSems, CUstream stream)
{
    (void)extSemArray;
    (void)paramsArray;
    (void)numExtSems;
    (void)stream;
    lc_stats_call(LUPINE_FN_cuSignalExternalSemaphoresAsync_ptsz);
    return lc_unsupported(LUPINE_FN_cuSignalExternalSemaphoresAsync_ptsz);
}

/* not supported: managed memory cannot cross the network (its pages would migrate between this machine and the GPU's) */
CUresult CUDAAPI cuStreamAttachMemAsync(CUstream hStream, CUdeviceptr dptr, size_t length, unsigned int flags)
{
    (void)hStream;
    (void)dptr;
    (void)length;
    (void)flags;
    lc_stats_call(LUPINE_FN_cuStreamAttachMemAsync);
    return lc_unsupported(LUPINE_FN_cuStreamAttachMemAsync);
}

/* not supported: managed memory cannot cross the network (its pages would migrate between this machine and the GPU's) */
CUresult CUDAAPI cuStreamAttachMemAsync_ptsz(CUstream hStream, CUdeviceptr dptr, size_t length, unsigned int flags)
{
    (void)hStream;
    (void)dptr;
    (void)length;
    (void)flags;
    lc_stats_call(LUPINE_FN_cuStreamAttachMemAsync_ptsz);
    return lc_unsupported(LUPINE_FN_cuStreamAttachMemAsync_ptsz);
}

CUresult lc_fwd_cuStreamBatchMemOp(CUstream stream, unsigned int count, CUstreamBatchMemOpParams *paramArray, unsigned int flags)
{
    if ((uint64_t)count > 255u) return CUDA_ERROR_INVALID_VALUE;
    const int lc_fn = LUPINE_FN_cuStreamBatchMemOp;
    (void)lc_fn;
    CUresult lc_checked = lc_check_memops(lc_fn, paramArray, count);
    if (lc_checked != CUDA_SUCCESS) return lc_checked;
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuStreamBatchMemOp);
    if (r != CUDA_SUCCESS) return r;
    lc_stream(&c, &stream);
    lc_scalar(&c, &count, sizeof count);
    lc_scalar(&c, &flags, sizeof flags);
    lc_in(&c, paramArray, (uint64_t)(count) * 48u);
    r = lc_defer(&c);
    lc_end(&c);
    if (r == CUDA_SUCCESS) lc_stream_submit(stream);
    return r;
}

CUresult CUDAAPI cuStreamBatchMemOp(CUstream stream, unsigned int count, CUstreamBatchMemOpParams *paramArray, unsigned int flags)
{
    lc_stats_call(LUPINE_FN_cuStreamBatchMemOp);
    return lc_fwd_cuStreamBatchMemOp(stream, count, paramArray, flags);
}

CUresult lc_fwd_cuStreamBatchMemOp_ptsz(CUstream stream, unsigned int count, CUstreamBatchMemOpParams *paramArray, unsigned int flags)
{
    if ((uint64_t)count > 255u) return CUDA_ERROR_INVALID_VALUE;
    const int lc_fn = LUPINE_FN_cuStreamBatchMemOp_ptsz;
    (void)lc_fn;
    CUresult lc_checked = lc_check_memops(lc_fn, paramArray, count);
    if (lc_checked != CUDA_SUCCESS) return lc_checked;
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuStreamBatchMemOp_ptsz);
    if (r != CUDA_SUCCESS) return r;
    lc_stream(&c, &stream);
    lc_scalar(&c, &count, sizeof count);
    lc_scalar(&c, &flags, sizeof flags);
    lc_in(&c, paramArray, (uint64_t)(count) * 48u);
    r = lc_defer(&c);
    lc_end(&c);
    if (r == CUDA_SUCCESS) lc_stream_submit(stream);
    return r;
}

CUresult CUDAAPI cuStreamBatchMemOp_ptsz(CUstream stream, unsigned int count, CUstreamBatchMemOpParams *paramArray, unsigned int flags)
{
    lc_stats_call(LUPINE_FN_cuStreamBatchMemOp_ptsz);
    return lc_fwd_cuStreamBatchMemOp_ptsz(stream, count, paramArray, flags);
}

CUresult lc_fwd_cuStreamBatchMemOp_v2(CUstream stream, unsigned int count, CUstreamBatchMemOpParams *paramArray, unsigned int flags)
{
    if ((uint64_t)count > 255u) return CUDA_ERROR_INVALID_VALUE;
    const int lc_fn = LUPINE_FN_cuStreamBatchMemOp_v2;
    (void)lc_fn;
    CUresult lc_checked = lc_check_memops(lc_fn, paramArray, count);
    if (lc_checked != CUDA_SUCCESS) return lc_checked;
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuStreamBatchMemOp_v2);
    if (r != CUDA_SUCCESS) return r;
    lc_stream(&c, &stream);
    lc_scalar(&c, &count, sizeof count);
    lc_scalar(&c, &flags, sizeof flags);
    lc_in(&c, paramArray, (uint64_t)(count) * 48u);
    r = lc_defer(&c);
    lc_end(&c);
    if (r == CUDA_SUCCESS) lc_stream_submit(stream);
    return r;
}

CUresult CUDAAPI cuStreamBatchMemOp_v2(CUstream stream, unsigned int count, CUstreamBatchMemOpParams *paramArray, unsigned int flags)
{
    lc_stats_call(LUPINE_FN_cuStreamBatchMemOp_v2);
    return lc_fwd_cuStreamBatchMemOp_v2(stream, count, paramArray, flags);
}

CUresult lc_fwd_cuStreamBatchMemOp_v2_ptsz(CUstream stream, unsigned int count, CUstreamBatchMemOpParams *paramArray, unsigned int flags)
{
    if ((uint64_t)count > 255u) return CUDA_ERROR_INVALID_VALUE;
    const int lc_fn = LUPINE_FN_cuStreamBatchMemOp_v2_ptsz;
    (void)lc_fn;
    CUresult lc_checked = lc_check_memops(lc_fn, paramArray, count);
    if (lc_checked != CUDA_SUCCESS) return lc_checked;
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuStreamBatchMemOp_v2_ptsz);
    if (r != CUDA_SUCCESS) return r;
    lc_stream(&c, &stream);
    lc_scalar(&c, &count, sizeof count);
    lc_scalar(&c, &flags, sizeof flags);
    lc_in(&c, paramArray, (uint64_t)(count) * 48u);
    r = lc_defer(&c);
    lc_end(&c);
    if (r == CUDA_SUCCESS) lc_stream_submit(stream);
    return r;
}

CUresult CUDAAPI cuStreamBatchMemOp_v2_ptsz(CUstream stream, unsigned int count, CUstreamBatchMemOpParams *paramArray, unsigned int flags)
{
    lc_stats_call(LUPINE_FN_cuStreamBatchMemOp_v2_ptsz);
    return lc_fwd_cuStreamBatchMemOp_v2_ptsz(stream, count, paramArray, flags);
}

CUresult lc_fwd_cuStreamBeginCapture(CUstream hStream)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuStreamBeginCapture);
    if (r != CUDA_SUCCESS) return r;
    lc_stream(&c, &hStream);
    r = lc_send(&c);
    lc_end(&c);
    return r;
}

CUresult lc_fwd_cuStreamBeginCaptureToGraph(CUstream hStream, CUgraph hGraph, const CUgraphNode *dependencies, const CUgraphEdgeData *dependencyData, size_t numDependencies, CUstreamCaptureMode mode)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuStreamBeginCaptureToGraph);
    if (r != CUDA_SUCCESS) return r;
    lc_stream(&c, &hStream);
    lc_handle(&c, &hGraph);
    lc_scalar(&c, &numDependencies, sizeof numDependencies);
    lc_scalar(&c, &mode, sizeof mode);
    lc_handles_in(&c, dependencies, (uint64_t)(numDependencies));
    lc_in(&c, dependencyData, (uint64_t)(numDependencies) * 8u);
    r = lc_send(&c);
    lc_end(&c);
    return r;
}

CUresult lc_fwd_cuStreamBeginCaptureToGraph_ptsz(CUstream hStream, CUgraph hGraph, const CUgraphNode *dependencies, const CUgraphEdgeData *dependencyData, size_t numDependencies, CUstreamCaptureMode mode)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuStreamBeginCaptureToGraph_ptsz);
    if (r != CUDA_SUCCESS) return r;
    lc_stream(&c, &hStream);
    lc_handle(&c, &hGraph);
    lc_scalar(&c, &numDependencies, sizeof numDependencies);
    lc_scalar(&c, &mode, sizeof mode);
    lc_handles_in(&c, dependencies, (uint64_t)(numDependencies));
    lc_in(&c, dependencyData, (uint64_t)(numDependencies) * 8u);
    r = lc_send(&c);
    lc_end(&c);
    return r;
}

CUresult lc_fwd_cuStreamBeginCapture_ptsz(CUstream hStream)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuStreamBeginCapture_ptsz);
    if (r != CUDA_SUCCESS) return r;
    lc_stream(&c, &hStream);
    r = lc_send(&c);
    lc_end(&c);
    return r;
}

CUresult lc_fwd_cuStreamBeginCapture_v2(CUstream hStream, CUstreamCaptureMode mode)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuStreamBeginCapture_v2);
    if (r != CUDA_SUCCESS) return r;
    lc_stream(&c, &hStream);
    lc_scalar(&c, &mode, sizeof mode);
    r = lc_send(&c);
    lc_end(&c);
    return r;
}

CUresult lc_fwd_cuStreamBeginCapture_v2_ptsz(CUstream hStream, CUstreamCaptureMode mode)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuStreamBeginCapture_v2_ptsz);
    if (r != CUDA_SUCCESS) return r;
    lc_stream(&c, &hStream);
    lc_scalar(&c, &mode, sizeof mode);
    r = lc_send(&c);
    lc_end(&c);
    return r;
}

CUresult lc_fwd_cuStreamCopyAttributes(CUstream dstStream, CUstream srcStream)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuStreamCopyAttributes);
    if (r != CUDA_SUCCESS) return r;
    lc_stream(&c, &dstStream);
    lc_stream(&c, &srcStream);
    r = lc_send(&c);
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuStreamCopyAttributes(CUstream dstStream, CUstream srcStream)
{
    lc_stats_call(LUPINE_FN_cuStreamCopyAttributes);
    return lc_fwd_cuStreamCopyAttributes(dstStream, srcStream);
}

CUresult lc_fwd_cuStreamCopyAttributes_ptsz(CUstream dst, CUstream src)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuStreamCopyAttributes_ptsz);
    if (r != CUDA_SUCCESS) return r;
    lc_stream(&c, &dst);
    lc_stream(&c, &src);
    r = lc_send(&c);
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuStreamCopyAttributes_ptsz(CUstream dst, CUstream src)
{
    lc_stats_call(LUPINE_FN_cuStreamCopyAttributes_ptsz);
    return lc_fwd_cuStreamCopyAttributes_ptsz(dst, src);
}

CUresult lc_fwd_cuStreamCreate(CUstream *phStream, unsigned int Flags)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuStreamCreate);
    if (r != CUDA_SUCCESS) return r;
    lc_out_req(&c, phStream, (uint64_t)8u);
    lc_scalar(&c, &Flags, sizeof Flags);
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (phStream && lc_out(&c, phStream, (uint64_t)8u)) r = lc_lost();
        else lc_handles_out(&c, phStream, (uint64_t)1u);
    }
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuStreamCreate(CUstream *phStream, unsigned int Flags)
{
    lc_stats_call(LUPINE_FN_cuStreamCreate);
    return lc_fwd_cuStreamCreate(phStream, Flags);
}

CUresult lc_fwd_cuStreamCreateWithPriority(CUstream *phStream, unsigned int flags, int priority)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuStreamCreateWithPriority);
    if (r != CUDA_SUCCESS) return r;
    lc_out_req(&c, phStream, (uint64_t)8u);
    lc_scalar(&c, &flags, sizeof flags);
    lc_scalar(&c, &priority, sizeof priority);
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (phStream && lc_out(&c, phStream, (uint64_t)8u)) r = lc_lost();
        else lc_handles_out(&c, phStream, (uint64_t)1u);
    }
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuStreamCreateWithPriority(CUstream *phStream, unsigned int flags, int priority)
{
    lc_stats_call(LUPINE_FN_cuStreamCreateWithPriority);
    return lc_fwd_cuStreamCreateWithPriority(phStream, flags, priority);
}

/* not supported: an older ABI of cuStreamDestroy (CUDA 2.0): cuGetProcAddress gives callers of CUDA 4.0 and later cuStreamDestroy_v2, and cuda.h declares cuStreamDestroy as cuStreamDestroy_v2, which LUPINE carries */
CUresult CUDAAPI cuStreamDestroy(CUstream hStream)
{
    (void)hStream;
    lc_stats_call(LUPINE_FN_cuStreamDestroy);
    return lc_unsupported(LUPINE_FN_cuStreamDestroy);
}

CUresult lc_fwd_cuStreamDestroy_v2(CUstream hStream)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuStreamDestroy_v2);
    if (r != CUDA_SUCCESS) return r;
    lc_stream(&c, &hStream);
    r = lc_send(&c);
    lc_end(&c);
    if (r == CUDA_SUCCESS) lc_cache_drop(LC_CACHE_context);
    if (r == CUDA_SUCCESS) lc_stream_forget(hStream);
    return r;
}

CUresult CUDAAPI cuStreamDestroy_v2(CUstream hStream)
{
    lc_stats_call(LUPINE_FN_cuStreamDestroy_v2);
    return lc_fwd_cuStreamDestroy_v2(hStream);
}

CUresult lc_fwd_cuStreamEndCapture(CUstream hStream, CUgraph *phGraph)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuStreamEndCapture);
    if (r != CUDA_SUCCESS) return r;
    lc_stream(&c, &hStream);
    lc_out_req(&c, phGraph, (uint64_t)8u);
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (phGraph && lc_out(&c, phGraph, (uint64_t)8u)) r = lc_lost();
        else lc_handles_out(&c, phGraph, (uint64_t)1u);
    }
    lc_end(&c);
    return r;
}

CUresult lc_fwd_cuStreamEndCapture_ptsz(CUstream hStream, CUgraph *phGraph)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuStreamEndCapture_ptsz);
    if (r != CUDA_SUCCESS) return r;
    lc_stream(&c, &hStream);
    lc_out_req(&c, phGraph, (uint64_t)8u);
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (phGraph && lc_out(&c, phGraph, (uint64_t)8u)) r = lc_lost();
        else lc_handles_out(&c, phGraph, (uint64_t)1u);
    }
    lc_end(&c);
    return r;
}

CUresult lc_fwd_cuStreamGetAttribute(CUstream hStream, CUstreamAttrID attr, CUstreamAttrValue *value)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuStreamGetAttribute);
    if (r != CUDA_SUCCESS) return r;
    lc_stream(&c, &hStream);
    lc_scalar(&c, &attr, sizeof attr);
    lc_out_req(&c, value, (uint64_t)64u);
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (value && lc_out(&c, value, (uint64_t)64u)) r = lc_lost();
    }
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuStreamGetAttribute(CUstream hStream, CUstreamAttrID attr, CUstreamAttrValue *value)
{
    lc_stats_call(LUPINE_FN_cuStreamGetAttribute);
    return lc_fwd_cuStreamGetAttribute(hStream, attr, value);
}

CUresult lc_fwd_cuStreamGetAttribute_ptsz(CUstream hStream, CUstreamAttrID attr, CUstreamAttrValue *value_out)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuStreamGetAttribute_ptsz);
    if (r != CUDA_SUCCESS) return r;
    lc_stream(&c, &hStream);
    lc_scalar(&c, &attr, sizeof attr);
    lc_out_req(&c, value_out, (uint64_t)64u);
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (value_out && lc_out(&c, value_out, (uint64_t)64u)) r = lc_lost();
    }
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuStreamGetAttribute_ptsz(CUstream hStream, CUstreamAttrID attr, CUstreamAttrValue *value_out)
{
    lc_stats_call(LUPINE_FN_cuStreamGetAttribute_ptsz);
    return lc_fwd_cuStreamGetAttribute_ptsz(hStream, attr, value_out);
}

CUresult lc_fwd_cuStreamGetCtx(CUstream hStream, CUcontext *pctx)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuStreamGetCtx);
    if (r != CUDA_SUCCESS) return r;
    lc_stream(&c, &hStream);
    lc_out_req(&c, pctx, (uint64_t)8u);
    void *lc_outp[1] = {pctx};
    uint64_t lc_outn[1] = {(uint64_t)8u};
    if (lc_cache_fetch(&c, LC_CACHE_context, 1, lc_outp, lc_outn)) {
        lc_end(&c);
        return CUDA_SUCCESS;
    }
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (pctx && lc_out(&c, pctx, (uint64_t)8u)) r = lc_lost();
        else lc_handles_out(&c, pctx, (uint64_t)1u);
    }
    if (r == CUDA_SUCCESS) lc_cache_store(&c, LC_CACHE_context, 1, lc_outp, lc_outn);
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuStreamGetCtx(CUstream hStream, CUcontext *pctx)
{
    lc_stats_call(LUPINE_FN_cuStreamGetCtx);
    return lc_fwd_cuStreamGetCtx(hStream, pctx);
}

CUresult lc_fwd_cuStreamGetCtx_ptsz(CUstream hStream, CUcontext *pctx)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuStreamGetCtx_ptsz);
    if (r != CUDA_SUCCESS) return r;
    lc_stream(&c, &hStream);
    lc_out_req(&c, pctx, (uint64_t)8u);
    void *lc_outp[1] = {pctx};
    uint64_t lc_outn[1] = {(uint64_t)8u};
    if (lc_cache_fetch(&c, LC_CACHE_context, 1, lc_outp, lc_outn)) {
        lc_end(&c);
        return CUDA_SUCCESS;
    }
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (pctx && lc_out(&c, pctx, (uint64_t)8u)) r = lc_lost();
        else lc_handles_out(&c, pctx, (uint64_t)1u);
    }
    if (r == CUDA_SUCCESS) lc_cache_store(&c, LC_CACHE_context, 1, lc_outp, lc_outn);
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuStreamGetCtx_ptsz(CUstream hStream, CUcontext *pctx)
{
    lc_stats_call(LUPINE_FN_cuStreamGetCtx_ptsz);
    return lc_fwd_cuStreamGetCtx_ptsz(hStream, pctx);
}

CUresult lc_fwd_cuStreamGetCtx_v2(CUstream hStream, CUcontext *pCtx, CUgreenCtx *pGreenCtx)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuStreamGetCtx_v2);
    if (r != CUDA_SUCCESS) return r;
    lc_stream(&c, &hStream);
    lc_out_req(&c, pCtx, (uint64_t)8u);
    lc_out_req(&c, pGreenCtx, (uint64_t)8u);
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (pCtx && lc_out(&c, pCtx, (uint64_t)8u)) r = lc_lost();
        else lc_handles_out(&c, pCtx, (uint64_t)1u);
        if (pGreenCtx && lc_out(&c, pGreenCtx, (uint64_t)8u)) r = lc_lost();
        else lc_handles_out(&c, pGreenCtx, (uint64_t)1u);
    }
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuStreamGetCtx_v2(CUstream hStream, CUcontext *pCtx, CUgreenCtx *pGreenCtx)
{
    lc_stats_call(LUPINE_FN_cuStreamGetCtx_v2);
    return lc_fwd_cuStreamGetCtx_v2(hStream, pCtx, pGreenCtx);
}

CUresult lc_fwd_cuStreamGetCtx_v2_ptsz(CUstream hStream, CUcontext *pCtx, CUgreenCtx *pGreenCtx)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuStreamGetCtx_v2_ptsz);
    if (r != CUDA_SUCCESS) return r;
    lc_stream(&c, &hStream);
    lc_out_req(&c, pCtx, (uint64_t)8u);
    lc_out_req(&c, pGreenCtx, (uint64_t)8u);
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (pCtx && lc_out(&c, pCtx, (uint64_t)8u)) r = lc_lost();
        else lc_handles_out(&c, pCtx, (uint64_t)1u);
        if (pGreenCtx && lc_out(&c, pGreenCtx, (uint64_t)8u)) r = lc_lost();
        else lc_handles_out(&c, pGreenCtx, (uint64_t)1u);
    }
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuStreamGetCtx_v2_ptsz(CUstream hStream, CUcontext *pCtx, CUgreenCtx *pGreenCtx)
{
    lc_stats_call(LUPINE_FN_cuStreamGetCtx_v2_ptsz);
    return lc_fwd_cuStreamGetCtx_v2_ptsz(hStream, pCtx, pGreenCtx);
}

CUresult lc_fwd_cuStreamGetDevice(CUstream hStream, CUdevice *device)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuStreamGetDevice);
    if (r != CUDA_SUCCESS) return r;
    lc_stream(&c, &hStream);
    lc_out_req(&c, device, (uint64_t)4u);
    void *lc_outp[1] = {device};
    uint64_t lc_outn[1] = {(uint64_t)4u};
    if (lc_cache_fetch(&c, LC_CACHE_context, 1, lc_outp, lc_outn)) {
        lc_end(&c);
        return CUDA_SUCCESS;
    }
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (device && lc_out(&c, device, (uint64_t)4u)) r = lc_lost();
        else if (device) r = lc_dev_out(c.srv, device);
    }
    if (r == CUDA_SUCCESS) lc_cache_store(&c, LC_CACHE_context, 1, lc_outp, lc_outn);
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuStreamGetDevice(CUstream hStream, CUdevice *device)
{
    lc_stats_call(LUPINE_FN_cuStreamGetDevice);
    return lc_fwd_cuStreamGetDevice(hStream, device);
}

CUresult lc_fwd_cuStreamGetDevice_ptsz(CUstream hStream, CUdevice *device)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuStreamGetDevice_ptsz);
    if (r != CUDA_SUCCESS) return r;
    lc_stream(&c, &hStream);
    lc_out_req(&c, device, (uint64_t)4u);
    void *lc_outp[1] = {device};
    uint64_t lc_outn[1] = {(uint64_t)4u};
    if (lc_cache_fetch(&c, LC_CACHE_context, 1, lc_outp, lc_outn)) {
        lc_end(&c);
        return CUDA_SUCCESS;
    }
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (device && lc_out(&c, device, (uint64_t)4u)) r = lc_lost();
        else if (device) r = lc_dev_out(c.srv, device);
    }
    if (r == CUDA_SUCCESS) lc_cache_store(&c, LC_CACHE_context, 1, lc_outp, lc_outn);
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuStreamGetDevice_ptsz(CUstream hStream, CUdevice *device)
{
    lc_stats_call(LUPINE_FN_cuStreamGetDevice_ptsz);
    return lc_fwd_cuStreamGetDevice_ptsz(hStream, device);
}

CUresult lc_fwd_cuStreamGetFlags(CUstream hStream, unsigned int *flags)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuStreamGetFlags);
    if (r != CUDA_SUCCESS) return r;
    lc_stream(&c, &hStream);
    lc_out_req(&c, flags, (uint64_t)4u);
    void *lc_outp[1] = {flags};
    uint64_t lc_outn[1] = {(uint64_t)4u};
    if (lc_cache_fetch(&c, LC_CACHE_context, 1, lc_outp, lc_outn)) {
        lc_end(&c);
        return CUDA_SUCCESS;
    }
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (flags && lc_out(&c, flags, (uint64_t)4u)) r = lc_lost();
    }
    if (r == CUDA_SUCCESS) lc_cache_store(&c, LC_CACHE_context, 1, lc_outp, lc_outn);
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuStreamGetFlags(CUstream hStream, unsigned int *flags)
{
    lc_stats_call(LUPINE_FN_cuStreamGetFlags);
    return lc_fwd_cuStreamGetFlags(hStream, flags);
}

CUresult lc_fwd_cuStreamGetFlags_ptsz(CUstream hStream, unsigned int *flags)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuStreamGetFlags_ptsz);
    if (r != CUDA_SUCCESS) return r;
    lc_stream(&c, &hStream);
    lc_out_req(&c, flags, (uint64_t)4u);
    void *lc_outp[1] = {flags};
    uint64_t lc_outn[1] = {(uint64_t)4u};
    if (lc_cache_fetch(&c, LC_CACHE_context, 1, lc_outp, lc_outn)) {
        lc_end(&c);
        return CUDA_SUCCESS;
    }
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (flags && lc_out(&c, flags, (uint64_t)4u)) r = lc_lost();
    }
    if (r == CUDA_SUCCESS) lc_cache_store(&c, LC_CACHE_context, 1, lc_outp, lc_outn);
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuStreamGetFlags_ptsz(CUstream hStream, unsigned int *flags)
{
    lc_stats_call(LUPINE_FN_cuStreamGetFlags_ptsz);
    return lc_fwd_cuStreamGetFlags_ptsz(hStream, flags);
}

CUresult lc_fwd_cuStreamGetGreenCtx(CUstream hStream, CUgreenCtx *phCtx)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuStreamGetGreenCtx);
    if (r != CUDA_SUCCESS) return r;
    lc_stream(&c, &hStream);
    lc_out_req(&c, phCtx, (uint64_t)8u);
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (phCtx && lc_out(&c, phCtx, (uint64_t)8u)) r = lc_lost();
        else lc_handles_out(&c, phCtx, (uint64_t)1u);
    }
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuStreamGetGreenCtx(CUstream hStream, CUgreenCtx *phCtx)
{
    lc_stats_call(LUPINE_FN_cuStreamGetGreenCtx);
    return lc_fwd_cuStreamGetGreenCtx(hStream, phCtx);
}

CUresult lc_fwd_cuStreamGetId(CUstream hStream, unsigned long long *streamId)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuStreamGetId);
    if (r != CUDA_SUCCESS) return r;
    lc_stream(&c, &hStream);
    lc_out_req(&c, streamId, (uint64_t)8u);
    void *lc_outp[1] = {streamId};
    uint64_t lc_outn[1] = {(uint64_t)8u};
    if (lc_cache_fetch(&c, LC_CACHE_context, 1, lc_outp, lc_outn)) {
        lc_end(&c);
        return CUDA_SUCCESS;
    }
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (streamId && lc_out(&c, streamId, (uint64_t)8u)) r = lc_lost();
    }
    if (r == CUDA_SUCCESS) lc_cache_store(&c, LC_CACHE_context, 1, lc_outp, lc_outn);
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuStreamGetId(CUstream hStream, unsigned long long *streamId)
{
    lc_stats_call(LUPINE_FN_cuStreamGetId);
    return lc_fwd_cuStreamGetId(hStream, streamId);
}

CUresult lc_fwd_cuStreamGetId_ptsz(CUstream hStream, unsigned long long *streamId)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuStreamGetId_ptsz);
    if (r != CUDA_SUCCESS) return r;
    lc_stream(&c, &hStream);
    lc_out_req(&c, streamId, (uint64_t)8u);
    void *lc_outp[1] = {streamId};
    uint64_t lc_outn[1] = {(uint64_t)8u};
    if (lc_cache_fetch(&c, LC_CACHE_context, 1, lc_outp, lc_outn)) {
        lc_end(&c);
        return CUDA_SUCCESS;
    }
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (streamId && lc_out(&c, streamId, (uint64_t)8u)) r = lc_lost();
    }
    if (r == CUDA_SUCCESS) lc_cache_store(&c, LC_CACHE_context, 1, lc_outp, lc_outn);
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuStreamGetId_ptsz(CUstream hStream, unsigned long long *streamId)
{
    lc_stats_call(LUPINE_FN_cuStreamGetId_ptsz);
    return lc_fwd_cuStreamGetId_ptsz(hStream, streamId);
}

CUresult lc_fwd_cuStreamGetPriority(CUstream hStream, int *priority)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuStreamGetPriority);
    if (r != CUDA_SUCCESS) return r;
    lc_stream(&c, &hStream);
    lc_out_req(&c, priority, (uint64_t)4u);
    void *lc_outp[1] = {priority};
    uint64_t lc_outn[1] = {(uint64_t)4u};
    if (lc_cache_fetch(&c, LC_CACHE_context, 1, lc_outp, lc_outn)) {
        lc_end(&c);
        return CUDA_SUCCESS;
    }
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (priority && lc_out(&c, priority, (uint64_t)4u)) r = lc_lost();
    }
    if (r == CUDA_SUCCESS) lc_cache_store(&c, LC_CACHE_context, 1, lc_outp, lc_outn);
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuStreamGetPriority(CUstream hStream, int *priority)
{
    lc_stats_call(LUPINE_FN_cuStreamGetPriority);
    return lc_fwd_cuStreamGetPriority(hStream, priority);
}

CUresult lc_fwd_cuStreamGetPriority_ptsz(CUstream hStream, int *priority)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuStreamGetPriority_ptsz);
    if (r != CUDA_SUCCESS) return r;
    lc_stream(&c, &hStream);
    lc_out_req(&c, priority, (uint64_t)4u);
    void *lc_outp[1] = {priority};
    uint64_t lc_outn[1] = {(uint64_t)4u};
    if (lc_cache_fetch(&c, LC_CACHE_context, 1, lc_outp, lc_outn)) {
        lc_end(&c);
        return CUDA_SUCCESS;
    }
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (priority && lc_out(&c, priority, (uint64_t)4u)) r = lc_lost();
    }
    if (r == CUDA_SUCCESS) lc_cache_store(&c, LC_CACHE_context, 1, lc_outp, lc_outn);
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuStreamGetPriority_ptsz(CUstream hStream, int *priority)
{
    lc_stats_call(LUPINE_FN_cuStreamGetPriority_ptsz);
    return lc_fwd_cuStreamGetPriority_ptsz(hStream, priority);
}

CUresult lc_fwd_cuStreamIsCapturing(CUstream hStream, CUstreamCaptureStatus *captureStatus)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuStreamIsCapturing);
    if (r != CUDA_SUCCESS) return r;
    lc_stream(&c, &hStream);
    lc_out_req(&c, captureStatus, (uint64_t)4u);
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (captureStatus && lc_out(&c, captureStatus, (uint64_t)4u)) r = lc_lost();
    }
    lc_end(&c);
    return r;
}

CUresult lc_fwd_cuStreamIsCapturing_ptsz(CUstream hStream, CUstreamCaptureStatus *captureStatus)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuStreamIsCapturing_ptsz);
    if (r != CUDA_SUCCESS) return r;
    lc_stream(&c, &hStream);
    lc_out_req(&c, captureStatus, (uint64_t)4u);
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (captureStatus && lc_out(&c, captureStatus, (uint64_t)4u)) r = lc_lost();
    }
    lc_end(&c);
    return r;
}

CUresult lc_fwd_cuStreamQuery(CUstream hStream)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuStreamQuery);
    if (r != CUDA_SUCCESS) return r;
    lc_stream(&c, &hStream);
    r = lc_send(&c);
    lc_end(&c);
    return r;
}

CUresult lc_fwd_cuStreamQuery_ptsz(CUstream hStream)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuStreamQuery_ptsz);
    if (r != CUDA_SUCCESS) return r;
    lc_stream(&c, &hStream);
    r = lc_send(&c);
    lc_end(&c);
    return r;
}

CUresult lc_fwd_cuStreamSetAttribute(CUstream hStream, CUstreamAttrID attr, const CUstreamAttrValue *param)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuStreamSetAttribute);
    if (r != CUDA_SUCCESS) return r;
    lc_stream(&c, &hStream);
    lc_scalar(&c, &attr, sizeof attr);
    lc_in(&c, param, (uint64_t)64u);
    r = lc_send(&c);
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuStreamSetAttribute(CUstream hStream, CUstreamAttrID attr, const CUstreamAttrValue *param)
{
    lc_stats_call(LUPINE_FN_cuStreamSetAttribute);
    return lc_fwd_cuStreamSetAttribute(hStream, attr, param);
}

CUresult lc_fwd_cuStreamSetAttribute_ptsz(CUstream hStream, CUstreamAttrID attr, const CUstreamAttrValue *value)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuStreamSetAttribute_ptsz);
    if (r != CUDA_SUCCESS) return r;
    lc_stream(&c, &hStream);
    lc_scalar(&c, &attr, sizeof attr);
    lc_in(&c, value, (uint64_t)64u);
    r = lc_send(&c);
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuStreamSetAttribute_ptsz(CUstream hStream, CUstreamAttrID attr, const CUstreamAttrValue *value)
{
    lc_stats_call(LUPINE_FN_cuStreamSetAttribute_ptsz);
    return lc_fwd_cuStreamSetAttribute_ptsz(hStream, attr, value);
}

CUresult lc_fwd_cuStreamSynchronize(CUstream hStream)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuStreamSynchronize);
    if (r != CUDA_SUCCESS) return r;
    lc_stream(&c, &hStream);
    r = lc_send(&c);
    lc_end(&c);
    return r;
}

CUresult lc_fwd_cuStreamSynchronize_ptsz(CUstream hStream)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuStreamSynchronize_ptsz);
    if (r != CUDA_SUCCESS) return r;
    lc_stream(&c, &hStream);
    r = lc_send(&c);
    lc_end(&c);
    return r;
}

CUresult lc_fwd_cuStreamUpdateCaptureDependencies(CUstream hStream, CUgraphNode *dependencies, size_t numDependencies, unsigned int flags)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuStreamUpdateCaptureDependencies);
    if (r != CUDA_SUCCESS) return r;
    lc_stream(&c, &hStream);
    lc_scalar(&c, &numDependencies, sizeof numDependencies);
    lc_scalar(&c, &flags, sizeof flags);
    lc_handles_in(&c, dependencies, (uint64_t)(numDependencies));
    r = lc_send(&c);
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuStreamUpdateCaptureDependencies(CUstream hStream, CUgraphNode *dependencies, size_t numDependencies, unsigned int flags)
{
    lc_stats_call(LUPINE_FN_cuStreamUpdateCaptureDependencies);
    return lc_fwd_cuStreamUpdateCaptureDependencies(hStream, dependencies, numDependencies, flags);
}

CUresult lc_fwd_cuStreamUpdateCaptureDependencies_ptsz(CUstream hStream, CUgraphNode *dependencies, size_t numDependencies, unsigned int flags)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuStreamUpdateCaptureDependencies_ptsz);
    if (r != CUDA_SUCCESS) return r;
    lc_stream(&c, &hStream);
    lc_scalar(&c, &numDependencies, sizeof numDependencies);
    lc_scalar(&c, &flags, sizeof flags);
    lc_handles_in(&c, dependencies, (uint64_t)(numDependencies));
    r = lc_send(&c);
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuStreamUpdateCaptureDependencies_ptsz(CUstream hStream, CUgraphNode *dependencies, size_t numDependencies, unsigned int flags)
{
    lc_stats_call(LUPINE_FN_cuStreamUpdateCaptureDependencies_ptsz);
    return lc_fwd_cuStreamUpdateCaptureDependencies_ptsz(hStream, dependencies, numDependencies, flags);
}

CUresult lc_fwd_cuStreamUpdateCaptureDependencies_v2(CUstream hStream, CUgraphNode *dependencies, const CUgraphEdgeData *dependencyData, size_t numDependencies, unsigned int flags)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuStreamUpdateCaptureDependencies_v2);
    if (r != CUDA_SUCCESS) return r;
    lc_stream(&c, &hStream);
    lc_scalar(&c, &numDependencies, sizeof numDependencies);
    lc_scalar(&c, &flags, sizeof flags);
    lc_handles_in(&c, dependencies, (uint64_t)(numDependencies));
    lc_in(&c, dependencyData, (uint64_t)(numDependencies) * 8u);
    r = lc_send(&c);
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuStreamUpdateCaptureDependencies_v2(CUstream hStream, CUgraphNode *dependencies, const CUgraphEdgeData *dependencyData, size_t numDependencies, unsigned int flags)
{
    lc_stats_call(LUPINE_FN_cuStreamUpdateCaptureDependencies_v2);
    return lc_fwd_cuStreamUpdateCaptureDependencies_v2(hStream, dependencies, dependencyData, numDependencies, flags);
}

CUresult lc_fwd_cuStreamUpdateCaptureDependencies_v2_ptsz(CUstream hStream, CUgraphNode *dependencies, const CUgraphEdgeData *dependencyData, size_t numDependencies, unsigned int flags)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuStreamUpdateCaptureDependencies_v2_ptsz);
    if (r != CUDA_SUCCESS) return r;
    lc_stream(&c, &hStream);
    lc_scalar(&c, &numDependencies, sizeof numDependencies);
    lc_scalar(&c, &flags, sizeof flags);
    lc_handles_in(&c, dependencies, (uint64_t)(numDependencies));
    lc_in(&c, dependencyData, (uint64_t)(numDependencies) * 8u);
    r = lc_send(&c);
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuStreamUpdateCaptureDependencies_v2_ptsz(CUstream hStream, CUgraphNode *dependencies, const CUgraphEdgeData *dependencyData, size_t numDependencies, unsigned int flags)
{
    lc_stats_call(LUPINE_FN_cuStreamUpdateCaptureDependencies_v2_ptsz);
    return lc_fwd_cuStreamUpdateCaptureDependencies_v2_ptsz(hStream, dependencies, dependencyData, numDependencies, flags);
}

CUresult lc_fwd_cuStreamWaitEvent(CUstream hStream, CUevent hEvent, unsigned int Flags)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuStreamWaitEvent);
    if (r != CUDA_SUCCESS) return r;
    lc_stream(&c, &hStream);
    lc_handle(&c, &hEvent);
    lc_scalar(&c, &Flags, sizeof Flags);
    r = lc_defer(&c);
    lc_end(&c);
    if (r == CUDA_SUCCESS) lc_stream_submit(hStream);
    return r;
}

CUresult lc_fwd_cuStreamWaitEvent_ptsz(CUstream hStream, CUevent hEvent, unsigned int Flags)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuStreamWaitEvent_ptsz);
    if (r != CUDA_SUCCESS) return r;
    lc_stream(&c, &hStream);
    lc_handle(&c, &hEvent);
    lc_scalar(&c, &Flags, sizeof Flags);
    r = lc_defer(&c);
    lc_end(&c);
    if (r == CUDA_SUCCESS) lc_stream_submit(hStream);
    return r;
}

CUresult lc_fwd_cuStreamWaitValue32(CUstream stream, CUdeviceptr addr, cuuint32_t value, unsigned int flags)
{
    const int lc_fn = LUPINE_FN_cuStreamWaitValue32;
    (void)lc_fn;
    CUresult lc_checked = lc_check_memop_address(lc_fn, addr);
    if (lc_checked != CUDA_SUCCESS) return lc_checked;
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuStreamWaitValue32);
    if (r != CUDA_SUCCESS) return r;
    lc_stream(&c, &stream);
    lc_dptr(&c, &addr);
    lc_scalar(&c, &value, sizeof value);
    lc_scalar(&c, &flags, sizeof flags);
    r = lc_defer(&c);
    lc_end(&c);
    if (r == CUDA_SUCCESS) lc_stream_submit(stream);
    return r;
}

CUresult CUDAAPI cuStreamWaitValue32(CUstream stream, CUdeviceptr addr, cuuint32_t value, unsigned int flags)
{
    lc_stats_call(LUPINE_FN_cuStreamWaitValue32);
    return lc_fwd_cuStreamWaitValue32(stream, addr, value, flags);
}

CUresult lc_fwd_cuStreamWaitValue32_ptsz(CUstream stream, CUdeviceptr addr, cuuint32_t value, unsigned int flags)
{
    const int lc_fn = LUPINE_FN_cuStreamWaitValue32_ptsz;
    (void)lc_fn;
    CUresult lc_checked = lc_check_memop_address(lc_fn, addr);
    if (lc_checked != CUDA_SUCCESS) return lc_checked;
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuStreamWaitValue32_ptsz);
    if (r != CUDA_SUCCESS) return r;
    lc_stream(&c, &stream);
    lc_dptr(&c, &addr);
    lc_scalar(&c, &value, sizeof value);
    lc_scalar(&c, &flags, sizeof flags);
    r = lc_defer(&c);
    lc_end(&c);
    if (r == CUDA_SUCCESS) lc_stream_submit(stream);
    return r;
}

CUresult CUDAAPI cuStreamWaitValue32_ptsz(CUstream stream, CUdeviceptr addr, cuuint32_t value, unsigned int flags)
{
    lc_stats_call(LUPINE_FN_cuStreamWaitValue32_ptsz);
    return lc_fwd_cuStreamWaitValue32_ptsz(stream, addr, value, flags);
}

CUresult lc_fwd_cuStreamWaitValue32_v2(CUstream stream, CUdeviceptr addr, cuuint32_t value, unsigned int flags)
{
    const int lc_fn = LUPINE_FN_cuStreamWaitValue32_v2;
    (void)lc_fn;
    CUresult lc_checked = lc_check_memop_address(lc_fn, addr);
    if (lc_checked != CUDA_SUCCESS) return lc_checked;
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuStreamWaitValue32_v2);
    if (r != CUDA_SUCCESS) return r;
    lc_stream(&c, &stream);
    lc_dptr(&c, &addr);
    lc_scalar(&c, &value, sizeof value);
    lc_scalar(&c, &flags, sizeof flags);
    r = lc_defer(&c);
    lc_end(&c);
    if (r == CUDA_SUCCESS) lc_stream_submit(stream);
    return r;
}

CUresult CUDAAPI cuStreamWaitValue32_v2(CUstream stream, CUdeviceptr addr, cuuint32_t value, unsigned int flags)
{
    lc_stats_call(LUPINE_FN_cuStreamWaitValue32_v2);
    return lc_fwd_cuStreamWaitValue32_v2(stream, addr, value, flags);
}

CUresult lc_fwd_cuStreamWaitValue32_v2_ptsz(CUstream stream, CUdeviceptr addr, cuuint32_t value, unsigned int flags)
{
    const int lc_fn = LUPINE_FN_cuStreamWaitValue32_v2_ptsz;
    (void)lc_fn;
    CUresult lc_checked = lc_check_memop_address(lc_fn, addr);
    if (lc_checked != CUDA_SUCCESS) return lc_checked;
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuStreamWaitValue32_v2_ptsz);
    if (r != CUDA_SUCCESS) return r;
    lc_stream(&c, &stream);
    lc_dptr(&c, &addr);
    lc_scalar(&c, &value, sizeof value);
    lc_scalar(&c, &flags, sizeof flags);
    r = lc_defer(&c);
    lc_end(&c);
    if (r == CUDA_SUCCESS) lc_stream_submit(stream);
    return r;
}

CUresult CUDAAPI cuStreamWaitValue32_v2_ptsz(CUstream stream, CUdeviceptr addr, cuuint32_t value, unsigned int flags)
{
    lc_stats_call(LUPINE_FN_cuStreamWaitValue32_v2_ptsz);
    return lc_fwd_cuStreamWaitValue32_v2_ptsz(stream, addr, value, flags);
}

CUresult lc_fwd_cuStreamWaitValue64(CUstream stream, CUdeviceptr addr, cuuint64_t value, unsigned int flags)
{
    const int lc_fn = LUPINE_FN_cuStreamWaitValue64;
    (void)lc_fn;
    CUresult lc_checked = lc_check_memop_address(lc_fn, addr);
    if (lc_checked != CUDA_SUCCESS) return lc_checked;
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuStreamWaitValue64);
    if (r != CUDA_SUCCESS) return r;
    lc_stream(&c, &stream);
    lc_dptr(&c, &addr);
    lc_scalar(&c, &value, sizeof value);
    lc_scalar(&c, &flags, sizeof flags);
    r = lc_defer(&c);
    lc_end(&c);
    if (r == CUDA_SUCCESS) lc_stream_submit(stream);
    return r;
}

CUresult CUDAAPI cuStreamWaitValue64(CUstream stream, CUdeviceptr addr, cuuint64_t value, unsigned int flags)
{
    lc_stats_call(LUPINE_FN_cuStreamWaitValue64);
    return lc_fwd_cuStreamWaitValue64(stream, addr, value, flags);
}

CUresult lc_fwd_cuStreamWaitValue64_ptsz(CUstream stream, CUdeviceptr addr, cuuint64_t value, unsigned int flags)
{
    const int lc_fn = LUPINE_FN_cuStreamWaitValue64_ptsz;
    (void)lc_fn;
    CUresult lc_checked = lc_check_memop_address(lc_fn, addr);
    if (lc_checked != CUDA_SUCCESS) return lc_checked;
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuStreamWaitValue64_ptsz);
    if (r != CUDA_SUCCESS) return r;
    lc_stream(&c, &stream);
    lc_dptr(&c, &addr);
    lc_scalar(&c, &value, sizeof value);
    lc_scalar(&c, &flags, sizeof flags);
    r = lc_defer(&c);
    lc_end(&c);
    if (r == CUDA_SUCCESS) lc_stream_submit(stream);
    return r;
}

CUresult CUDAAPI cuStreamWaitValue64_ptsz(CUstream stream, CUdeviceptr addr, cuuint64_t value, unsigned int flags)
{
    lc_stats_call(LUPINE_FN_cuStreamWaitValue64_ptsz);
    return lc_fwd_cuStreamWaitValue64_ptsz(stream, addr, value, flags);
}

CUresult lc_fwd_cuStreamWaitValue64_v2(CUstream stream, CUdeviceptr addr, cuuint64_t value, unsigned int flags)
{
    const int lc_fn = LUPINE_FN_cuStreamWaitValue64_v2;
    (void)lc_fn;
    CUresult lc_checked = lc_check_memop_address(lc_fn, addr);
    if (lc_checked != CUDA_SUCCESS) return lc_checked;
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuStreamWaitValue64_v2);
    if (r != CUDA_SUCCESS) return r;
    lc_stream(&c, &stream);
    lc_dptr(&c, &addr);
    lc_scalar(&c, &value, sizeof value);
    lc_scalar(&c, &flags, sizeof flags);
    r = lc_defer(&c);
    lc_end(&c);
    if (r == CUDA_SUCCESS) lc_stream_submit(stream);
    return r;
}

CUresult CUDAAPI cuStreamWaitValue64_v2(CUstream stream, CUdeviceptr addr, cuuint64_t value, unsigned int flags)
{
    lc_stats_call(LUPINE_FN_cuStreamWaitValue64_v2);
    return lc_fwd_cuStreamWaitValue64_v2(stream, addr, value, flags);
}

CUresult lc_fwd_cuStreamWaitValue64_v2_ptsz(CUstream stream, CUdeviceptr addr, cuuint64_t value, unsigned int flags)
{
    const int lc_fn = LUPINE_FN_cuStreamWaitValue64_v2_ptsz;
    (void)lc_fn;
    CUresult lc_checked = lc_check_memop_address(lc_fn, addr);
    if (lc_checked != CUDA_SUCCESS) return lc_checked;
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuStreamWaitValue64_v2_ptsz);
    if (r != CUDA_SUCCESS) return r;
    lc_stream(&c, &stream);
    lc_dptr(&c, &addr);
    lc_scalar(&c, &value, sizeof value);
    lc_scalar(&c, &flags, sizeof flags);
    r = lc_defer(&c);
    lc_end(&c);
    if (r == CUDA_SUCCESS) lc_stream_submit(stream);
    return r;
}

CUresult CUDAAPI cuStreamWaitValue64_v2_ptsz(CUstream stream, CUdeviceptr addr, cuuint64_t value, unsigned int flags)
{
    lc_stats_call(LUPINE_FN_cuStreamWaitValue64_v2_ptsz);
    return lc_fwd_cuStreamWaitValue64_v2_ptsz(stream, addr, value, flags);
}

CUresult lc_fwd_cuStreamWriteValue32(CUstream stream, CUdeviceptr addr, cuuint32_t value, unsigned int flags)
{
    const int lc_fn = LUPINE_FN_cuStreamWriteValue32;
    (void)lc_fn;
    CUresult lc_checked = lc_check_memop_address(lc_fn, addr);
    if (lc_checked != CUDA_SUCCESS) return lc_checked;
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuStreamWriteValue32);
    if (r != CUDA_SUCCESS) return r;
    lc_stream(&c, &stream);
    lc_dptr(&c, &addr);
    lc_scalar(&c, &value, sizeof value);
    lc_scalar(&c, &flags, sizeof flags);
    r = lc_defer(&c);
    lc_end(&c);
    if (r == CUDA_SUCCESS) lc_stream_submit(stream);
    return r;
}

CUresult CUDAAPI cuStreamWriteValue32(CUstream stream, CUdeviceptr addr, cuuint32_t value, unsigned int flags)
{
    lc_stats_call(LUPINE_FN_cuStreamWriteValue32);
    return lc_fwd_cuStreamWriteValue32(stream, addr, value, flags);
}

CUresult lc_fwd_cuStreamWriteValue32_ptsz(CUstream stream, CUdeviceptr addr, cuuint32_t value, unsigned int flags)
{
    const int lc_fn = LUPINE_FN_cuStreamWriteValue32_ptsz;
    (void)lc_fn;
    CUresult lc_checked = lc_check_memop_address(lc_fn, addr);
    if (lc_checked != CUDA_SUCCESS) return lc_checked;
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuStreamWriteValue32_ptsz);
    if (r != CUDA_SUCCESS) return r;
    lc_stream(&c, &stream);
    lc_dptr(&c, &addr);
    lc_scalar(&c, &value, sizeof value);
    lc_scalar(&c, &flags, sizeof flags);
    r = lc_defer(&c);
    lc_end(&c);
    if (r == CUDA_SUCCESS) lc_stream_submit(stream);
    return r;
}

CUresult CUDAAPI cuStreamWriteValue32_ptsz(CUstream stream, CUdeviceptr addr, cuuint32_t value, unsigned int flags)
{
    lc_stats_call(LUPINE_FN_cuStreamWriteValue32_ptsz);
    return lc_fwd_cuStreamWriteValue32_ptsz(stream, addr, value, flags);
}

CUresult lc_fwd_cuStreamWriteValue32_v2(CUstream stream, CUdeviceptr addr, cuuint32_t value, unsigned int flags)
{
    const int lc_fn = LUPINE_FN_cuStreamWriteValue32_v2;
    (void)lc_fn;
    CUresult lc_checked = lc_check_memop_address(lc_fn, addr);
    if (lc_checked != CUDA_SUCCESS) return lc_checked;
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuStreamWriteValue32_v2);
    if (r != CUDA_SUCCESS) return r;
    lc_stream(&c, &stream);
    lc_dptr(&c, &addr);
    lc_scalar(&c, &value, sizeof value);
    lc_scalar(&c, &flags, sizeof flags);
    r = lc_defer(&c);
    lc_end(&c);
    if (r == CUDA_SUCCESS) lc_stream_submit(stream);
    return r;
}

CUresult CUDAAPI cuStreamWriteValue32_v2(CUstream stream, CUdeviceptr addr, cuuint32_t value, unsigned int flags)
{
    lc_stats_call(LUPINE_FN_cuStreamWriteValue32_v2);
    return lc_fwd_cuStreamWriteValue32_v2(stream, addr, value, flags);
}

CUresult lc_fwd_cuStreamWriteValue32_v2_ptsz(CUstream stream, CUdeviceptr addr, cuuint32_t value, unsigned int flags)
{
    const int lc_fn = LUPINE_FN_cuStreamWriteValue32_v2_ptsz;
    (void)lc_fn;
    CUresult lc_checked = lc_check_memop_address(lc_fn, addr);
    if (lc_checked != CUDA_SUCCESS) return lc_checked;
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuStreamWriteValue32_v2_ptsz);
    if (r != CUDA_SUCCESS) return r;
    lc_stream(&c, &stream);
    lc_dptr(&c, &addr);
    lc_scalar(&c, &value, sizeof value);
    lc_scalar(&c, &flags, sizeof flags);
    r = lc_defer(&c);
    lc_end(&c);
    if (r == CUDA_SUCCESS) lc_stream_submit(stream);
    return r;
}

CUresult CUDAAPI cuStreamWriteValue32_v2_ptsz(CUstream stream, CUdeviceptr addr, cuuint32_t value, unsigned int flags)
{
    lc_stats_call(LUPINE_FN_cuStreamWriteValue32_v2_ptsz);
    return lc_fwd_cuStreamWriteValue32_v2_ptsz(stream, addr, value, flags);
}

CUresult lc_fwd_cuStreamWriteValue64(CUstream stream, CUdeviceptr addr, cuuint64_t value, unsigned int flags)
{
    const int lc_fn = LUPINE_FN_cuStreamWriteValue64;
    (void)lc_fn;
    CUresult lc_checked = lc_check_memop_address(lc_fn, addr);
    if (lc_checked != CUDA_SUCCESS) return lc_checked;
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuStreamWriteValue64);
    if (r != CUDA_SUCCESS) return r;
    lc_stream(&c, &stream);
    lc_dptr(&c, &addr);
    lc_scalar(&c, &value, sizeof value);
    lc_scalar(&c, &flags, sizeof flags);
    r = lc_defer(&c);
    lc_end(&c);
    if (r == CUDA_SUCCESS) lc_stream_submit(stream);
    return r;
}

CUresult CUDAAPI cuStreamWriteValue64(CUstream stream, CUdeviceptr addr, cuuint64_t value, unsigned int flags)
{
    lc_stats_call(LUPINE_FN_cuStreamWriteValue64);
    return lc_fwd_cuStreamWriteValue64(stream, addr, value, flags);
}

CUresult lc_fwd_cuStreamWriteValue64_ptsz(CUstream stream, CUdeviceptr addr, cuuint64_t value, unsigned int flags)
{
    const int lc_fn = LUPINE_FN_cuStreamWriteValue64_ptsz;
    (void)lc_fn;
    CUresult lc_checked = lc_check_memop_address(lc_fn, addr);
    if (lc_checked != CUDA_SUCCESS) return lc_checked;
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuStreamWriteValue64_ptsz);
    if (r != CUDA_SUCCESS) return r;
    lc_stream(&c, &stream);
    lc_dptr(&c, &addr);
    lc_scalar(&c, &value, sizeof value);
    lc_scalar(&c, &flags, sizeof flags);
    r = lc_defer(&c);
    lc_end(&c);
    if (r == CUDA_SUCCESS) lc_stream_submit(stream);
    return r;
}

CUresult CUDAAPI cuStreamWriteValue64_ptsz(CUstream stream, CUdeviceptr addr, cuuint64_t value, unsigned int flags)
{
    lc_stats_call(LUPINE_FN_cuStreamWriteValue64_ptsz);
    return lc_fwd_cuStreamWriteValue64_ptsz(stream, addr, value, flags);
}

CUresult lc_fwd_cuStreamWriteValue64_v2(CUstream stream, CUdeviceptr addr, cuuint64_t value, unsigned int flags)
{
    const int lc_fn = LUPINE_FN_cuStreamWriteValue64_v2;
    (void)lc_fn;
    CUresult lc_checked = lc_check_memop_address(lc_fn, addr);
    if (lc_checked != CUDA_SUCCESS) return lc_checked;
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuStreamWriteValue64_v2);
    if (r != CUDA_SUCCESS) return r;
    lc_stream(&c, &stream);
    lc_dptr(&c, &addr);
    lc_scalar(&c, &value, sizeof value);
    lc_scalar(&c, &flags, sizeof flags);
    r = lc_defer(&c);
    lc_end(&c);
    if (r == CUDA_SUCCESS) lc_stream_submit(stream);
    return r;
}

CUresult CUDAAPI cuStreamWriteValue64_v2(CUstream stream, CUdeviceptr addr, cuuint64_t value, unsigned int flags)
{
    lc_stats_call(LUPINE_FN_cuStreamWriteValue64_v2);
    return lc_fwd_cuStreamWriteValue64_v2(stream, addr, value, flags);
}

CUresult lc_fwd_cuStreamWriteValue64_v2_ptsz(CUstream stream, CUdeviceptr addr, cuuint64_t value, unsigned int flags)
{
    const int lc_fn = LUPINE_FN_cuStreamWriteValue64_v2_ptsz;
    (void)lc_fn;
    CUresult lc_checked = lc_check_memop_address(lc_fn, addr);
    if (lc_checked != CUDA_SUCCESS) return lc_checked;
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuStreamWriteValue64_v2_ptsz);
    if (r != CUDA_SUCCESS) return r;
    lc_stream(&c, &stream);
    lc_dptr(&c, &addr);
    lc_scalar(&c, &value, sizeof value);
    lc_scalar(&c, &flags, sizeof flags);
    r = lc_defer(&c);
    lc_end(&c);
    if (r == CUDA_SUCCESS) lc_stream_submit(stream);
    return r;
}

CUresult CUDAAPI cuStreamWriteValue64_v2_ptsz(CUstream stream, CUdeviceptr addr, cuuint64_t value, unsigned int flags)
{
    lc_stats_call(LUPINE_FN_cuStreamWriteValue64_v2_ptsz);
    return lc_fwd_cuStreamWriteValue64_v2_ptsz(stream, addr, value, flags);
}

CUresult lc_fwd_cuSurfObjectCreate(CUsurfObject *pSurfObject, const CUDA_RESOURCE_DESC *pResDesc)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuSurfObjectCreate);
    if (r != CUDA_SUCCESS) return r;
    lc_out_req(&c, pSurfObject, (uint64_t)8u);
    lc_in_resource_desc(&c, pResDesc);
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (pSurfObject && lc_out(&c, pSurfObject, (uint64_t)8u)) r = lc_lost();
    }
    lc_end(&c);
    return r;
}

CUresult lc_fwd_cuSurfObjectDestroy(CUsurfObject surfObject)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuSurfObjectDestroy);
    if (r != CUDA_SUCCESS) return r;
    lc_scalar(&c, &surfObject, sizeof surfObject);
    r = lc_send(&c);
    lc_end(&c);
    return r;
}

CUresult lc_fwd_cuSurfObjectGetResourceDesc(CUDA_RESOURCE_DESC *pResDesc, CUsurfObject surfObject)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuSurfObjectGetResourceDesc);
    if (r != CUDA_SUCCESS) return r;
    lc_out_req(&c, pResDesc, (uint64_t)144u);
    lc_scalar(&c, &surfObject, sizeof surfObject);
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (pResDesc && lc_out(&c, pResDesc, (uint64_t)144u)) r = lc_lost();
        else lc_out_resource_desc(&c, pResDesc);
    }
    lc_end(&c);
    return r;
}

/* not supported: texture and surface references: deprecated since CUDA 11 and gone from the CUDA 12 runtime; texture and surface objects (cuTexObjectCreate, cuSurfObjectCreate) are carried */
CUresult CUDAAPI cuSurfRefGetArray(CUarray *phArray, CUsurfref hSurfRef)
{
    (void)phArray;
    (void)hSurfRef;
    lc_stats_call(LUPINE_FN_cuSurfRefGetArray);
    return lc_unsupported(LUPINE_FN_cuSurfRefGetArray);
}

/* not supported: texture and surface references: deprecated since CUDA 11 and gone from the CUDA 12 runtime; texture and surface objects (cuTexObjectCreate, cuSurfObjectCreate) are carried */
CUresult CUDAAPI cuSurfRefSetArray(CUsurfref hSurfRef, CUarray hArray, unsigned int Flags)
{
    (void)hSurfRef;
    (void)hArray;
    (void)Flags;
    lc_stats_call(LUPINE_FN_cuSurfRefSetArray);
    return lc_unsupported(LUPINE_FN_cuSurfRefSetArray);
}

CUresult lc_fwd_cuTensorMapEncodeIm2col(CUtensorMap *tensorMap, CUtensorMapDataType tensorDataType, cuuint32_t tensorRank, void *globalAddress, const cuuint64_t *globalDim, const cuuint64_t *globalStrides, const int *pixelBoxLowerCorner, const int *pixelBoxUpperCorner, cuuint32_t channelsPerPixel, cuuint32_t pixelsPerColumn, const cuuint32_t *elementStrides, CUtensorMapInterleave interleave, CUtensorMapSwizzle swizzle, CUtensorMapL2promotion l2Promotion, CUtensorMapFloatOOBfill oobFill)
{
    if ((uint64_t)tensorRank < 3u || (uint64_t)tensorRank > 5u) return CUDA_ERROR_INVALID_VALUE;
    const int lc_fn = LUPINE_FN_cuTensorMapEncodeIm2col;
    (void)lc_fn;
    CUresult lc_checked = ((uintptr_t)tensorMap & 63) ? CUDA_ERROR_INVALID_VALUE : CUDA_SUCCESS;
    if (lc_checked != CUDA_SUCCESS) return lc_checked;
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuTensorMapEncodeIm2col);
    if (r != CUDA_SUCCESS) return r;
    lc_out_req(&c, tensorMap, (uint64_t)128u);
    lc_scalar(&c, &tensorDataType, sizeof tensorDataType);
    lc_scalar(&c, &tensorRank, sizeof tensorRank);
    lc_dptr(&c, &globalAddress);
    lc_scalar(&c, &channelsPerPixel, sizeof channelsPerPixel);
    lc_scalar(&c, &pixelsPerColumn, sizeof pixelsPerColumn);
    lc_scalar(&c, &interleave, sizeof interleave);
    lc_scalar(&c, &swizzle, sizeof swizzle);
    lc_scalar(&c, &l2Promotion, sizeof l2Promotion);
    lc_scalar(&c, &oobFill, sizeof oobFill);
    lc_in(&c, globalDim, (uint64_t)(tensorRank) * 8u);
    lc_in(&c, globalStrides, ((uint64_t)(tensorRank) > 1u ? (uint64_t)(tensorRank) - 1u : 0u) * 8u);
    lc_in(&c, pixelBoxLowerCorner, ((uint64_t)(tensorRank) > 2u ? (uint64_t)(tensorRank) - 2u : 0u) * 4u);
    lc_in(&c, pixelBoxUpperCorner, ((uint64_t)(tensorRank) > 2u ? (uint64_t)(tensorRank) - 2u : 0u) * 4u);
    lc_in(&c, elementStrides, (uint64_t)(tensorRank) * 4u);
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (tensorMap && lc_out(&c, tensorMap, (uint64_t)128u)) r = lc_lost();
    }
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuTensorMapEncodeIm2col(CUtensorMap *tensorMap, CUtensorMapDataType tensorDataType, cuuint32_t tensorRank, void *globalAddress, const cuuint64_t *globalDim, const cuuint64_t *globalStrides, const int *pixelBoxLowerCorner, const int *pixelBoxUpperCorner, cuuint32_t channelsPerPixel, cuuint32_t pixelsPerColumn, const cuuint32_t *elementStrides, CUtensorMapInterleave interleave, CUtensorMapSwizzle swizzle, CUtensorMapL2promotion l2Promotion, CUtensorMapFloatOOBfill oobFill)
{
    lc_stats_call(LUPINE_FN_cuTensorMapEncodeIm2col);
    return lc_fwd_cuTensorMapEncodeIm2col(tensorMap, tensorDataType, tensorRank, globalAddress, globalDim, globalStrides, pixelBoxLowerCorner, pixelBoxUpperCorner, channelsPerPixel, pixelsPerColumn, elementStrides, interleave, swizzle, l2Promotion, oobFill);
}

CUresult lc_fwd_cuTensorMapEncodeIm2colWide(CUtensorMap *tensorMap, CUtensorMapDataType tensorDataType, cuuint32_t tensorRank, void *globalAddress, const cuuint64_t *globalDim, const cuuint64_t *globalStrides, int pixelBoxLowerCornerWidth, int pixelBoxUpperCornerWidth, cuuint32_t channelsPerPixel, cuuint32_t pixelsPerColumn, const cuuint32_t *elementStrides, CUtensorMapInterleave interleave, CUtensorMapIm2ColWideMode mode, CUtensorMapSwizzle swizzle, CUtensorMapL2promotion l2Promotion, CUtensorMapFloatOOBfill oobFill)
{
    if ((uint64_t)tensorRank < 3u || (uint64_t)tensorRank > 5u) return CUDA_ERROR_INVALID_VALUE;
    const int lc_fn = LUPINE_FN_cuTensorMapEncodeIm2colWide;
    (void)lc_fn;
    CUresult lc_checked = ((uintptr_t)tensorMap & 63) ? CUDA_ERROR_INVALID_VALUE : CUDA_SUCCESS;
    if (lc_checked != CUDA_SUCCESS) return lc_checked;
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuTensorMapEncodeIm2colWide);
    if (r != CUDA_SUCCESS) return r;
    lc_out_req(&c, tensorMap, (uint64_t)128u);
    lc_scalar(&c, &tensorDataType, sizeof tensorDataType);
    lc_scalar(&c, &tensorRank, sizeof tensorRank);
    lc_dptr(&c, &globalAddress);
    lc_scalar(&c, &pixelBoxLowerCornerWidth, sizeof pixelBoxLowerCornerWidth);
    lc_scalar(&c, &pixelBoxUpperCornerWidth, sizeof pixelBoxUpperCornerWidth);
    lc_scalar(&c, &channelsPerPixel, sizeof channelsPerPixel);
    lc_scalar(&c, &pixelsPerColumn, sizeof pixelsPerColumn);
    lc_scalar(&c, &interleave, sizeof interleave);
    lc_scalar(&c, &mode, sizeof mode);
    lc_scalar(&c, &swizzle, sizeof swizzle);
    lc_scalar(&c, &l2Promotion, sizeof l2Promotion);
    lc_scalar(&c, &oobFill, sizeof oobFill);
    lc_in(&c, globalDim, (uint64_t)(tensorRank) * 8u);
    lc_in(&c, globalStrides, ((uint64_t)(tensorRank) > 1u ? (uint64_t)(tensorRank) - 1u : 0u) * 8u);
    lc_in(&c, elementStrides, (uint64_t)(tensorRank) * 4u);
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (tensorMap && lc_out(&c, tensorMap, (uint64_t)128u)) r = lc_lost();
    }
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuTensorMapEncodeIm2colWide(CUtensorMap *tensorMap, CUtensorMapDataType tensorDataType, cuuint32_t tensorRank, void *globalAddress, const cuuint64_t *globalDim, const cuuint64_t *globalStrides, int pixelBoxLowerCornerWidth, int pixelBoxUpperCornerWidth, cuuint32_t channelsPerPixel, cuuint32_t pixelsPerColumn, const cuuint32_t *elementStrides, CUtensorMapInterleave interleave, CUtensorMapIm2ColWideMode mode, CUtensorMapSwizzle swizzle, CUtensorMapL2promotion l2Promotion, CUtensorMapFloatOOBfill oobFill)
{
    lc_stats_call(LUPINE_FN_cuTensorMapEncodeIm2colWide);
    return lc_fwd_cuTensorMapEncodeIm2colWide(tensorMap, tensorDataType, tensorRank, globalAddress, globalDim, globalStrides, pixelBoxLowerCornerWidth, pixelBoxUpperCornerWidth, channelsPerPixel, pixelsPerColumn, elementStrides, interleave, mode, swizzle, l2Promotion, oobFill);
}

CUresult lc_fwd_cuTensorMapEncodeTiled(CUtensorMap *tensorMap, CUtensorMapDataType tensorDataType, cuuint32_t tensorRank, void *globalAddress, const cuuint64_t *globalDim, const cuuint64_t *globalStrides, const cuuint32_t *boxDim, const cuuint32_t *elementStrides, CUtensorMapInterleave interleave, CUtensorMapSwizzle swizzle, CUtensorMapL2promotion l2Promotion, CUtensorMapFloatOOBfill oobFill)
{
    if ((uint64_t)tensorRank < 1u || (uint64_t)tensorRank > 5u) return CUDA_ERROR_INVALID_VALUE;
    const int lc_fn = LUPINE_FN_cuTensorMapEncodeTiled;
    (void)lc_fn;
    CUresult lc_checked = ((uintptr_t)tensorMap & 63) ? CUDA_ERROR_INVALID_VALUE : CUDA_SUCCESS;
    if (lc_checked != CUDA_SUCCESS) return lc_checked;
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuTensorMapEncodeTiled);
    if (r != CUDA_SUCCESS) return r;
    lc_out_req(&c, tensorMap, (uint64_t)128u);
    lc_scalar(&c, &tensorDataType, sizeof tensorDataType);
    lc_scalar(&c, &tensorRank, sizeof tensorRank);
    lc_dptr(&c, &globalAddress);
    lc_scalar(&c, &interleave, sizeof interleave);
    lc_scalar(&c, &swizzle, sizeof swizzle);
    lc_scalar(&c, &l2Promotion, sizeof l2Promotion);
    lc_scalar(&c, &oobFill, sizeof oobFill);
    lc_in(&c, globalDim, (uint64_t)(tensorRank) * 8u);
    lc_in(&c, globalStrides, ((uint64_t)(tensorRank) > 1u ? (uint64_t)(tensorRank) - 1u : 0u) * 8u);
    lc_in(&c, boxDim, (uint64_t)(tensorRank) * 4u);
    lc_in(&c, elementStrides, (uint64_t)(tensorRank) * 4u);
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (tensorMap && lc_out(&c, tensorMap, (uint64_t)128u)) r = lc_lost();
    }
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuTensorMapEncodeTiled(CUtensorMap *tensorMap, CUtensorMapDataType tensorDataType, cuuint32_t tensorRank, void *globalAddress, const cuuint64_t *globalDim, const cuuint64_t *globalStrides, const cuuint32_t *boxDim, const cuuint32_t *elementStrides, CUtensorMapInterleave interleave, CUtensorMapSwizzle swizzle, CUtensorMapL2promotion l2Promotion, CUtensorMapFloatOOBfill oobFill)
{
    lc_stats_call(LUPINE_FN_cuTensorMapEncodeTiled);
    return lc_fwd_cuTensorMapEncodeTiled(tensorMap, tensorDataType, tensorRank, globalAddress, globalDim, globalStrides, boxDim, elementStrides, interleave, swizzle, l2Promotion, oobFill);
}

CUresult lc_fwd_cuTensorMapReplaceAddress(CUtensorMap *tensorMap, void *globalAddress)
{
    const int lc_fn = LUPINE_FN_cuTensorMapReplaceAddress;
    (void)lc_fn;
    CUresult lc_checked = ((uintptr_t)tensorMap & 63) ? CUDA_ERROR_INVALID_VALUE : CUDA_SUCCESS;
    if (lc_checked != CUDA_SUCCESS) return lc_checked;
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuTensorMapReplaceAddress);
    if (r != CUDA_SUCCESS) return r;
    lc_dptr(&c, &globalAddress);
    lc_in(&c, tensorMap, (uint64_t)128u);
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (tensorMap && lc_out(&c, tensorMap, (uint64_t)128u)) r = lc_lost();
    }
    lc_end(&c);
    return r;
}

CUresult CUDAAPI cuTensorMapReplaceAddress(CUtensorMap *tensorMap, void *globalAddress)
{
    lc_stats_call(LUPINE_FN_cuTensorMapReplaceAddress);
    return lc_fwd_cuTensorMapReplaceAddress(tensorMap, globalAddress);
}

CUresult lc_fwd_cuTexObjectCreate(CUtexObject *pTexObject, const CUDA_RESOURCE_DESC *pResDesc, const CUDA_TEXTURE_DESC *pTexDesc, const CUDA_RESOURCE_VIEW_DESC *pResViewDesc)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuTexObjectCreate);
    if (r != CUDA_SUCCESS) return r;
    lc_out_req(&c, pTexObject, (uint64_t)8u);
    lc_in_resource_desc(&c, pResDesc);
    lc_in(&c, pTexDesc, (uint64_t)104u);
    lc_in(&c, pResViewDesc, (uint64_t)112u);
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (pTexObject && lc_out(&c, pTexObject, (uint64_t)8u)) r = lc_lost();
    }
    lc_end(&c);
    return r;
}

CUresult lc_fwd_cuTexObjectDestroy(CUtexObject texObject)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuTexObjectDestroy);
    if (r != CUDA_SUCCESS) return r;
    lc_scalar(&c, &texObject, sizeof texObject);
    r = lc_send(&c);
    lc_end(&c);
    return r;
}

CUresult lc_fwd_cuTexObjectGetResourceDesc(CUDA_RESOURCE_DESC *pResDesc, CUtexObject texObject)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuTexObjectGetResourceDesc);
    if (r != CUDA_SUCCESS) return r;
    lc_out_req(&c, pResDesc, (uint64_t)144u);
    lc_scalar(&c, &texObject, sizeof texObject);
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (pResDesc && lc_out(&c, pResDesc, (uint64_t)144u)) r = lc_lost();
        else lc_out_resource_desc(&c, pResDesc);
    }
    lc_end(&c);
    return r;
}

CUresult lc_fwd_cuTexObjectGetResourceViewDesc(CUDA_RESOURCE_VIEW_DESC *pResViewDesc, CUtexObject texObject)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuTexObjectGetResourceViewDesc);
    if (r != CUDA_SUCCESS) return r;
    lc_out_req(&c, pResViewDesc, (uint64_t)112u);
    lc_scalar(&c, &texObject, sizeof texObject);
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (pResViewDesc && lc_out(&c, pResViewDesc, (uint64_t)112u)) r = lc_lost();
    }
    lc_end(&c);
    return r;
}

CUresult lc_fwd_cuTexObjectGetTextureDesc(CUDA_TEXTURE_DESC *pTexDesc, CUtexObject texObject)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuTexObjectGetTextureDesc);
    if (r != CUDA_SUCCESS) return r;
    lc_out_req(&c, pTexDesc, (uint64_t)104u);
    lc_scalar(&c, &texObject, sizeof texObject);
    r = lc_send(&c);
    if (r == CUDA_SUCCESS) {
        if (pTexDesc && lc_out(&c, pTexDesc, (uint64_t)104u)) r = lc_lost();
    }
    lc_end(&c);
    return r;
}

/* not supported: texture and surface references: deprecated since CUDA 11 and gone from the CUDA 12 runtime; texture and surface objects (cuTexObjectCreate, cuSurfObjectCreate) are carried */
CUresult CUDAAPI cuTexRefCreate(CUtexref *pTexRef)
{
    (void)pTexRef;
    lc_stats_call(LUPINE_FN_cuTexRefCreate);
    return lc_unsupported(LUPINE_FN_cuTexRefCreate);
}

/* not supported: texture and surface references: deprecated since CUDA 11 and gone from the CUDA 12 runtime; texture and surface objects (cuTexObjectCreate, cuSurfObjectCreate) are carried */
CUresult CUDAAPI cuTexRefDestroy(CUtexref hTexRef)
{
    (void)hTexRef;
    lc_stats_call(LUPINE_FN_cuTexRefDestroy);
    return lc_unsupported(LUPINE_FN_cuTexRefDestroy);
}

/* not supported: texture and surface references: deprecated since CUDA 11 and gone from the CUDA 12 runtime; texture and surface objects (cuTexObjectCreate, cuSurfObjectCreate) are carried */
CUresult CUDAAPI cuTexRefGetAddress(CUdeviceptr_v1 *pdptr, CUtexref hTexRef)
{
    (void)pdptr;
    (void)hTexRef;
    lc_stats_call(LUPINE_FN_cuTexRefGetAddress);
    return lc_unsupported(LUPINE_FN_cuTexRefGetAddress);
}

/* not supported: texture and surface references: deprecated since CUDA 11 and gone from the CUDA 12 runtime; texture and surface objects (cuTexObjectCreate, cuSurfObjectCreate) are carried */
CUresult CUDAAPI cuTexRefGetAddressMode(CUaddress_mode *pam, CUtexref hTexRef, int dim)
{
    (void)pam;
    (void)hTexRef;
    (void)dim;
    lc_stats_call(LUPINE_FN_cuTexRefGetAddressMode);
    return lc_unsupported(LUPINE_FN_cuTexRefGetAddressMode);
}

/* not supported: texture and surface references: deprecated since CUDA 11 and gone from the CUDA 12 runtime; texture and surface objects (cuTexObjectCreate, cuSurfObjectCreate) are carried */
CUresult CUDAAPI cuTexRefGetAddress_v2(CUdeviceptr *pdptr, CUtexref hTexRef)
{
    (void)pdptr;
    (void)hTexRef;
    lc_stats_call(LUPINE_FN_cuTexRefGetAddress_v2);
    return lc_unsupported(LUPINE_FN_cuTexRefGetAddress_v2);
}

/* not supported: texture and surface references: deprecated since CUDA 11 and gone from the CUDA 12 runtime; texture and surface objects (cuTexObjectCreate, cuSurfObjectCreate) are carried */
CUresult CUDAAPI cuTexRefGetArray(CUarray *phArray, CUtexref hTexRef)
{
    (void)phArray;
    (void)hTexRef;
    lc_stats_call(LUPINE_FN_cuTexRefGetArray);
    return lc_unsupported(LUPINE_FN_cuTexRefGetArray);
}

/* not supported: texture and surface references: deprecated since CUDA 11 and gone from the CUDA 12 runtime; texture and surface objects (cuTexObjectCreate, cuSurfObjectCreate) are carried */
CUresult CUDAAPI cuTexRefGetBorderColor(float *pBorderColor, CUtexref hTexRef)
{
    (void)pBorderColor;
    (void)hTexRef;
    lc_stats_call(LUPINE_FN_cuTexRefGetBorderColor);
    return lc_unsupported(LUPINE_FN_cuTexRefGetBorderColor);
}

/* not supported: texture and surface references: deprecated since CUDA 11 and gone from the CUDA 12 runtime; texture and surface objects (cuTexObjectCreate, cuSurfObjectCreate) are carried */
CUresult CUDAAPI cuTexRefGetFilterMode(CUfilter_mode *pfm, CUtexref hTexRef)
{
    (void)pfm;
    (void)hTexRef;
    lc_stats_call(LUPINE_FN_cuTexRefGetFilterMode);
    return lc_unsupported(LUPINE_FN_cuTexRefGetFilterMode);
}

/* not supported: texture and surface references: deprecated since CUDA 11 and gone from the CUDA 12 runtime; texture and surface objects (cuTexObjectCreate, cuSurfObjectCreate) are carried */
CUresult CUDAAPI cuTexRefGetFlags(unsigned int *pFlags, CUtexref hTexRef)
{
    (void)pFlags;
    (void)hTexRef;
    lc_stats_call(LUPINE_FN_cuTexRefGetFlags);
    return lc_unsupported(LUPINE_FN_cuTexRefGetFlags);
}

/* not supported: texture and surface references: deprecated since CUDA 11 and gone from the CUDA 12 runtime; texture and surface objects (cuTexObjectCreate, cuSurfObjectCreate) are carried */
CUresult CUDAAPI cuTexRefGetFormat(CUarray_format *pFormat, int *pNumChannels, CUtexref hTexRef)
{
    (void)pFormat;
    (void)pNumChannels;
    (void)hTexRef;
    lc_stats_call(LUPINE_FN_cuTexRefGetFormat);
    return lc_unsupported(LUPINE_FN_cuTexRefGetFormat);
}

/* not supported: texture and surface references: deprecated since CUDA 11 and gone from the CUDA 12 runtime; texture and surface objects (cuTexObjectCreate, cuSurfObjectCreate) are carried */
CUresult CUDAAPI cuTexRefGetMaxAnisotropy(int *pmaxAniso, CUtexref hTexRef)
{
    (void)pmaxAniso;
    (void)hTexRef;
    lc_stats_call(LUPINE_FN_cuTexRefGetMaxAnisotropy);
    return lc_unsupported(LUPINE_FN_cuTexRefGetMaxAnisotropy);
}

/* not supported: texture and surface references: deprecated since CUDA 11 and gone from the CUDA 12 runtime; texture and surface objects (cuTexObjectCreate, cuSurfObjectCreate) are carried */
CUresult CUDAAPI cuTexRefGetMipmapFilterMode(CUfilter_mode *pfm, CUtexref hTexRef)
{
    (void)pfm;
    (void)hTexRef;
    lc_stats_call(LUPINE_FN_cuTexRefGetMipmapFilterMode);
    return lc_unsupported(LUPINE_FN_cuTexRefGetMipmapFilterMode);
}

/* not supported: texture and surface references: deprecated since CUDA 11 and gone from the CUDA 12 runtime; texture and surface objects (cuTexObjectCreate, cuSurfObjectCreate) are carried */
CUresult CUDAAPI cuTexRefGetMipmapLevelBias(float *pbias, CUtexref hTexRef)
{
    (void)pbias;
    (void)hTexRef;
    lc_stats_call(LUPINE_FN_cuTexRefGetMipmapLevelBias);
    return lc_unsupported(LUPINE_FN_cuTexRefGetMipmapLevelBias);
}

/* not supported: texture and surface references: deprecated since CUDA 11 and gone from the CUDA 12 runtime; texture and surface objects (cuTexObjectCreate, cuSurfObjectCreate) are carried */
CUresult CUDAAPI cuTexRefGetMipmapLevelClamp(float *pminMipmapLevelClamp, float *pmaxMipmapLevelClamp, CUtexref hTexRef)
{
    (void)pminMipmapLevelClamp;
    (void)pmaxMipmapLevelClamp;
    (void)hTexRef;
    lc_stats_call(LUPINE_FN_cuTexRefGetMipmapLevelClamp);
    return lc_unsupported(LUPINE_FN_cuTexRefGetMipmapLevelClamp);
}

/* not supported: texture and surface references: deprecated since CUDA 11 and gone from the CUDA 12 runtime; texture and surface objects (cuTexObjectCreate, cuSurfObjectCreate) are carried */
CUresult CUDAAPI cuTexRefGetMipmappedArray(CUmipmappedArray *phMipmappedArray, CUtexref hTexRef)
{
    (void)phMipmappedArray;
    (void)hTexRef;
    lc_stats_call(LUPINE_FN_cuTexRefGetMipmappedArray);
    return lc_unsupported(LUPINE_FN_cuTexRefGetMipmappedArray);
}

/* not supported: texture and surface references: deprecated since CUDA 11 and gone from the CUDA 12 runtime; texture and surface objects (cuTexObjectCreate, cuSurfObjectCreate) are carried */
CUresult CUDAAPI cuTexRefSetAddress(unsigned int *ByteOffset, CUtexref hTexRef, CUdeviceptr_v1 dptr, unsigned int bytes)
{
    (void)ByteOffset;
    (void)hTexRef;
    (void)dptr;
    (void)bytes;
    lc_stats_call(LUPINE_FN_cuTexRefSetAddress);
    return lc_unsupported(LUPINE_FN_cuTexRefSetAddress);
}

/* not supported: texture and surface references: deprecated since CUDA 11 and gone from the CUDA 12 runtime; texture and surface objects (cuTexObjectCreate, cuSurfObjectCreate) are carried */
CUresult CUDAAPI cuTexRefSetAddress2D(CUtexref hTexRef, const CUDA_ARRAY_DESCRIPTOR_v1 *desc, CUdeviceptr_v1 dptr, unsigned int Pitch)
{
    (void)hTexRef;
    (void)desc;
    (void)dptr;
    (void)Pitch;
    lc_stats_call(LUPINE_FN_cuTexRefSetAddress2D);
    return lc_unsupported(LUPINE_FN_cuTexRefSetAddress2D);
}

/* not supported: texture and surface references: deprecated since CUDA 11 and gone from the CUDA 12 runtime; texture and surface objects (cuTexObjectCreate, cuSurfObjectCreate) are carried */
CUresult CUDAAPI cuTexRefSetAddress2D_v2(CUtexref hTexRef, const CUDA_ARRAY_DESCRIPTOR *desc, CUdeviceptr dptr, size_t Pitch)
{
    (void)hTexRef;
    (void)desc;
    (void)dptr;
    (void)Pitch;
    lc_stats_call(LUPINE_FN_cuTexRefSetAddress2D_v2);
    return lc_unsupported(LUPINE_FN_cuTexRefSetAddress2D_v2);
}

/* not supported: texture and surface references: deprecated since CUDA 11 and gone from the CUDA 12 runtime; texture and surface objects (cuTexObjectCreate, cuSurfObjectCreate) are carried */
CUresult CUDAAPI cuTexRefSetAddress2D_v3(CUtexref hTexRef, const CUDA_ARRAY_DESCRIPTOR *desc, CUdeviceptr dptr, size_t Pitch)
{
    (void)hTexRef;
    (void)desc;
    (void)dptr;
    (void)Pitch;
    lc_stats_call(LUPINE_FN_cuTexRefSetAddress2D_v3);
    return lc_unsupported(LUPINE_FN_cuTexRefSetAddress2D_v3);
}

/* not supported: texture and surface references: deprecated since CUDA 11 and gone from the CUDA 12 runtime; texture and surface objects (cuTexObjectCreate, cuSurfObjectCreate) are carried */
CUresult CUDAAPI cuTexRefSetAddressMode(CUtexref hTexRef, int dim, CUaddress_mode am)
{
    (void)hTexRef;
    (void)dim;
    (void)am;
    lc_stats_call(LUPINE_FN_cuTexRefSetAddressMode);
    return lc_unsupported(LUPINE_FN_cuTexRefSetAddressMode);
}

/* not supported: texture and surface references: deprecated since CUDA 11 and gone from the CUDA 12 runtime; texture and surface objects (cuTexObjectCreate, cuSurfObjectCreate) are carried */
CUresult CUDAAPI cuTexRefSetAddress_v2(size_t *ByteOffset, CUtexref hTexRef, CUdeviceptr dptr, size_t bytes)
{
    (void)ByteOffset;
    (void)hTexRef;
    (void)dptr;
    (void)bytes;
    lc_stats_call(LUPINE_FN_cuTexRefSetAddress_v2);
    return lc_unsupported(LUPINE_FN_cuTexRefSetAddress_v2);
}

/* not supported: texture and surface references: deprecated since CUDA 11 and gone from the CUDA 12 runtime; texture and surface objects (cuTexObjectCreate, cuSurfObjectCreate) are carried */
CUresult CUDAAPI cuTexRefSetArray(CUtexref hTexRef, CUarray hArray, unsigned int Flags)
{
    (void)hTexRef;
    (void)hArray;
    (void)Flags;
    lc_stats_call(LUPINE_FN_cuTexRefSetArray);
    return lc_unsupported(LUPINE_FN_cuTexRefSetArray);
}

/* not supported: texture and surface references: deprecated since CUDA 11 and gone from the CUDA 12 runtime; texture and surface objects (cuTexObjectCreate, cuSurfObjectCreate) are carried */
CUresult CUDAAPI cuTexRefSetBorderColor(CUtexref hTexRef, float *pBorderColor)
{
    (void)hTexRef;
    (void)pBorderColor;
    lc_stats_call(LUPINE_FN_cuTexRefSetBorderColor);
    return lc_unsupported(LUPINE_FN_cuTexRefSetBorderColor);
}

/* not supported: texture and surface references: deprecated since CUDA 11 and gone from the CUDA 12 runtime; texture and surface objects (cuTexObjectCreate, cuSurfObjectCreate) are carried */
CUresult CUDAAPI cuTexRefSetFilterMode(CUtexref hTexRef, CUfilter_mode fm)
{
    (void)hTexRef;
    (void)fm;
    lc_stats_call(LUPINE_FN_cuTexRefSetFilterMode);
    return lc_unsupported(LUPINE_FN_cuTexRefSetFilterMode);
}

/* not supported: texture and surface references: deprecated since CUDA 11 and gone from the CUDA 12 runtime; texture and surface objects (cuTexObjectCreate, cuSurfObjectCreate) are carried */
CUresult CUDAAPI cuTexRefSetFlags(CUtexref hTexRef, unsigned int Flags)
{
    (void)hTexRef;
    (void)Flags;
    lc_stats_call(LUPINE_FN_cuTexRefSetFlags);
    return lc_unsupported(LUPINE_FN_cuTexRefSetFlags);
}

/* not supported: texture and surface references: deprecated since CUDA 11 and gone from the CUDA 12 runtime; texture and surface objects (cuTexObjectCreate, cuSurfObjectCreate) are carried */
CUresult CUDAAPI cuTexRefSetFormat(CUtexref hTexRef, CUarray_format fmt, int NumPackedComponents)
{
    (void)hTexRef;
    (void)fmt;
    (void)NumPackedComponents;
    lc_stats_call(LUPINE_FN_cuTexRefSetFormat);
    return lc_unsupported(LUPINE_FN_cuTexRefSetFormat);
}

/* not supported: texture and surface references: deprecated since CUDA 11 and gone from the CUDA 12 runtime; texture and surface objects (cuTexObjectCreate, cuSurfObjectCreate) are carried */
CUresult CUDAAPI cuTexRefSetMaxAnisotropy(CUtexref hTexRef, unsigned int maxAniso)
{
    (void)hTexRef;
    (void)maxAniso;
    lc_stats_call(LUPINE_FN_cuTexRefSetMaxAnisotropy);
    return lc_unsupported(LUPINE_FN_cuTexRefSetMaxAnisotropy);
}

/* not supported: texture and surface references: deprecated since CUDA 11 and gone from the CUDA 12 runtime; texture and surface objects (cuTexObjectCreate, cuSurfObjectCreate) are carried */
CUresult CUDAAPI cuTexRefSetMipmapFilterMode(CUtexref hTexRef, CUfilter_mode fm)
{
    (void)hTexRef;
    (void)fm;
    lc_stats_call(LUPINE_FN_cuTexRefSetMipmapFilterMode);
    return lc_unsupported(LUPINE_FN_cuTexRefSetMipmapFilterMode);
}

/* not supported: texture and surface references: deprecated since CUDA 11 and gone from the CUDA 12 runtime; texture and surface objects (cuTexObjectCreate, cuSurfObjectCreate) are carried */
CUresult CUDAAPI cuTexRefSetMipmapLevelBias(CUtexref hTexRef, float bias)
{
    (void)hTexRef;
    (void)bias;
    lc_stats_call(LUPINE_FN_cuTexRefSetMipmapLevelBias);
    return lc_unsupported(LUPINE_FN_cuTexRefSetMipmapLevelBias);
}

/* not supported: texture and surface references: deprecated since CUDA 11 and gone from the CUDA 12 runtime; texture and surface objects (cuTexObjectCreate, cuSurfObjectCreate) are carried */
CUresult CUDAAPI cuTexRefSetMipmapLevelClamp(CUtexref hTexRef, float minMipmapLevelClamp, float maxMipmapLevelClamp)
{
    (void)hTexRef;
    (void)minMipmapLevelClamp;
    (void)maxMipmapLevelClamp;
    lc_stats_call(LUPINE_FN_cuTexRefSetMipmapLevelClamp);
    return lc_unsupported(LUPINE_FN_cuTexRefSetMipmapLevelClamp);
}

/* not supported: texture and surface references: deprecated since CUDA 11 and gone from the CUDA 12 runtime; texture and surface objects (cuTexObjectCreate, cuSurfObjectCreate) are carried */
CUresult CUDAAPI cuTexRefSetMipmappedArray(CUtexref hTexRef, CUmipmappedArray hMipmappedArray, unsigned int Flags)
{
    (void)hTexRef;
    (void)hMipmappedArray;
    (void)Flags;
    lc_stats_call(LUPINE_FN_cuTexRefSetMipmappedArray);
    return lc_unsupported(LUPINE_FN_cuTexRefSetMipmappedArray);
}

/* not supported: user objects: their destructor is a host callback the driver calls when the last reference goes, outside any stream (LUPINE carries host functions only in stream order) */
CUresult CUDAAPI cuUserObjectCreate(CUuserObject *object_out, void *ptr, CUhostFn destroy, unsigned int initialRefcount, unsigned int flags)
{
    (void)object_out;
    (void)ptr;
    (void)destroy;
    (void)initialRefcount;
    (void)flags;
    lc_stats_call(LUPINE_FN_cuUserObjectCreate);
    return lc_unsupported(LUPINE_FN_cuUserObjectCreate);
}

/* not supported: user objects: their destructor is a host callback the driver calls when the last reference goes, outside any stream (LUPINE carries host functions only in stream order) */
CUresult CUDAAPI cuUserObjectRelease(CUuserObject object, unsigned int count)
{
    (void)object;
    (void)count;
    lc_stats_call(LUPINE_FN_cuUserObjectRelease);
    return lc_unsupported(LUPINE_FN_cuUserObjectRelease);
}

/* not supported: user objects: their destructor is a host callback the driver calls when the last reference goes, outside any stream (LUPINE carries host functions only in stream order) */
CUresult CUDAAPI cuUserObjectRetain(CUuserObject object, unsigned int count)
{
    (void)object;
    (void)count;
    lc_stats_call(LUPINE_FN_cuUserObjectRetain);
    return lc_unsupported(LUPINE_FN_cuUserObjectRetain);
}

/* not supported: external memory and semaphores are OS handles (file descriptors, NvSciBuf/NvSciSync objects, Win32 handles) of another process, which cannot cross the network */
CUresult CUDAAPI cuWaitExternalSemaphoresAsync(const CUexternalSemaphore *extSemArray, const CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS *paramsArray, unsigned int numExtSems, CUstream stream)
{
    (void)extSemArray;
    (void)paramsArray;
    (void)numExtSems;
    (void)stream;
    lc_stats_call(LUPINE_FN_cuWaitExternalSemaphoresAsync);
    return lc_unsupported(LUPINE_FN_cuWaitExternalSemaphoresAsync);
}

/* not supported: external memory and semaphores are OS handles (file descriptors, NvSciBuf/NvSciSync objects, Win32 handles) of another process, which cannot cross the network */
CUresult CUDAAPI cuWaitExternalSemaphoresAsync_ptsz(const CUexternalSemaphore *extSemArray, const CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS *paramsArray, unsigned int numExtSems, CUstream stream)
{
    (void)extSemArray;
    (void)paramsArray;
    (void)numExtSems;
    (void)stream;
    lc_stats_call(LUPINE_FN_cuWaitExternalSemaphoresAsync_ptsz);
    return lc_unsupported(LUPINE_FN_cuWaitExternalSemaphoresAsync_ptsz);
}

/* Why each function refused on purpose is refused (annotations [not_supported]). */
const char *const lc_refusals[LUPINE_FN_COUNT] = {
    "an older ABI of cuArray3DCreate (CUDA 2.0): cuGetProcAddress gives callers of CUDA 3.2 and later cuArray3DCreate_v2, and cuda.h declares cuArray3DCreate as cuArray3DCreate_v2, which LUPINE carries",
    NULL,
    "an older ABI of cuArray3DGetDescriptor (CUDA 2.0): cuGetProcAddress gives callers of CUDA 3.2 and later cuArray3DGetDescriptor_v2, and cuda.h declares cuArray3DGetDescriptor as cuArray3DGetDescriptor_v2, which LUPINE carries",
    NULL,
    "an older ABI of cuArrayCreate (CUDA 2.0): cuGetProcAddress gives callers of CUDA 3.2 and later cuArrayCreate_v2, and cuda.h declares cuArrayCreate as cuArrayCreate_v2, which LUPINE carries",
    NULL,
    NULL,
    "an older ABI of cuArrayGetDescriptor (CUDA 2.0): cuGetProcAddress gives callers of CUDA 3.2 and later cuArrayGetDescriptor_v2, and cuda.h declares cuArrayGetDescriptor as cuArrayGetDescriptor_v2, which LUPINE carries",
    NULL,
    "sparse and deferred-mapping CUDA arrays (the stand-in driver and the traced programs use none): not carried yet",
    "planes of multi-planar (video format) CUDA arrays: not carried yet",
    "sparse and deferred-mapping CUDA arrays (the stand-in driver and the traced programs use none): not carried yet",
    "checkpoints the process that holds the GPU state, which is the server's session process, not this one (checkpoint the server's side with cuda-checkpoint on the GPU machine)",
    "checkpoints the process that holds the GPU state, which is the server's session process, not this one (checkpoint the server's side with cuda-checkpoint on the GPU machine)",
    "checkpoints the process that holds the GPU state, which is the server's session process, not this one (checkpoint the server's side with cuda-checkpoint on the GPU machine)",
    "checkpoints the process that holds the GPU state, which is the server's session process, not this one (checkpoint the server's side with cuda-checkpoint on the GPU machine)",
    "checkpoints the process that holds the GPU state, which is the server's session process, not this one (checkpoint the server's side with cuda-checkpoint on the GPU machine)",
    "checkpoints the process that holds the GPU state, which is the server's session process, not this one (checkpoint the server's side with cuda-checkpoint on the GPU machine)",
    "GPU core dumps are written by the process that holds the context, the server's: set CUDA_ENABLE_COREDUMP_ON_EXCEPTION and CUDA_COREDUMP_FILE in the server's environment",
    "GPU core dumps are written by the process that holds the context, the server's: set CUDA_ENABLE_COREDUMP_ON_EXCEPTION and CUDA_COREDUMP_FILE in the server's environment",
    "GPU core dumps are written by the process that holds the context, the server's: set CUDA_ENABLE_COREDUMP_ON_EXCEPTION and CUDA_COREDUMP_FILE in the server's environment",
    "GPU core dumps are written by the process that holds the context, the server's: set CUDA_ENABLE_COREDUMP_ON_EXCEPTION and CUDA_COREDUMP_FILE in the server's environment",
    "deprecated since CUDA 4.0 (context reference counting): cuDevicePrimaryCtxRetain / cuCtxCreate and cuCtxDestroy are carried",
    "an older ABI of cuCtxCreate (CUDA 2.0): cuGetProcAddress gives callers of CUDA 3.2 and later cuCtxCreate_v2, and cuda.h declares cuCtxCreate as cuCtxCreate_v4, which LUPINE carries",
    NULL,
    "execution affinity (MPS SM partitions) of the server's process: not carried; cuCtxCreate_v4 without affinity parameters is",
    NULL,
    "an older ABI of cuCtxDestroy (CUDA 2.0): cuGetProcAddress gives callers of CUDA 4.0 and later cuCtxDestroy_v2, and cuda.h declares cuCtxDestroy as cuCtxDestroy_v2, which LUPINE carries",
    NULL,
    "deprecated since CUDA 4.0 (context reference counting): cuDevicePrimaryCtxRetain / cuCtxCreate and cuCtxDestroy are carried",
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    "execution affinity (MPS SM partitions) of the server's process: not carried; cuCtxCreate_v4 without affinity parameters is",
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    "an older ABI of cuCtxPopCurrent (CUDA 2.0): cuGetProcAddress gives callers of CUDA 4.0 and later cuCtxPopCurrent_v2, and cuda.h declares cuCtxPopCurrent as cuCtxPopCurrent_v2, which LUPINE carries",
    NULL,
    "an older ABI of cuCtxPushCurrent (CUDA 2.0): cuGetProcAddress gives callers of CUDA 4.0 and later cuCtxPushCurrent_v2, and cuda.h declares cuCtxPushCurrent as cuCtxPushCurrent_v2, which LUPINE carries",
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    "external memory and semaphores are OS handles (file descriptors, NvSciBuf/NvSciSync objects, Win32 handles) of another process, which cannot cross the network",
    "external memory and semaphores are OS handles (file descriptors, NvSciBuf/NvSciSync objects, Win32 handles) of another process, which cannot cross the network",
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    "CUDA 13.0 queries no traced program calls: not carried yet",
    NULL,
    NULL,
    NULL,
    "external memory and semaphores are OS handles (file descriptors, NvSciBuf/NvSciSync objects, Win32 handles) of another process, which cannot cross the network",
    "CUDA 13.0 queries no traced program calls: not carried yet",
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    "the driver calls a host callback of this process from its own threads, outside any stream; LUPINE carries host functions only in stream order",
    NULL,
    NULL,
    "an older ABI of cuDeviceTotalMem (CUDA 2.0): cuGetProcAddress gives callers of CUDA 3.2 and later cuDeviceTotalMem_v2, and cuda.h declares cuDeviceTotalMem as cuDeviceTotalMem_v2, which LUPINE carries",
    NULL,
    "the driver calls a host callback of this process from its own threads, outside any stream; LUPINE carries host functions only in stream order",
    NULL,
    NULL,
    "an older ABI of cuEventDestroy (CUDA 2.0): cuGetProcAddress gives callers of CUDA 4.0 and later cuEventDestroy_v2, and cuda.h declares cuEventDestroy as cuEventDestroy_v2, which LUPINE carries",
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    "external memory and semaphores are OS handles (file descriptors, NvSciBuf/NvSciSync objects, Win32 handles) of another process, which cannot cross the network",
    "external memory and semaphores are OS handles (file descriptors, NvSciBuf/NvSciSync objects, Win32 handles) of another process, which cannot cross the network",
    "flushes GPUDirect RDMA writes that devices of the GPU's machine (NICs) made; nothing of this process writes there",
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    "the execution control of CUDA 3.x, deprecated since CUDA 4.0 (launch state kept in the driver between calls); cuLaunchKernel and cuLaunchKernelEx are carried",
    NULL,
    NULL,
    "the execution control of CUDA 3.x, deprecated since CUDA 4.0 (launch state kept in the driver between calls); cuLaunchKernel and cuLaunchKernelEx are carried",
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    "batch memory operation nodes: their parameters point to the operations array (CUDA_BATCH_MEM_OP_NODE_PARAMS.paramArray) and name a context; not carried yet (cuStreamBatchMemOp, also captured into a graph, is)",
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    "external memory and semaphores are OS handles (file descriptors, NvSciBuf/NvSciSync objects, Win32 handles) of another process, which cannot cross the network",
    "external memory and semaphores are OS handles (file descriptors, NvSciBuf/NvSciSync objects, Win32 handles) of another process, which cannot cross the network",
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    "batch memory operation nodes: their parameters point to the operations array (CUDA_BATCH_MEM_OP_NODE_PARAMS.paramArray) and name a context; not carried yet (cuStreamBatchMemOp, also captured into a graph, is)",
    "batch memory operation nodes: their parameters point to the operations array (CUDA_BATCH_MEM_OP_NODE_PARAMS.paramArray) and name a context; not carried yet (cuStreamBatchMemOp, also captured into a graph, is)",
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    "batch memory operation nodes: their parameters point to the operations array (CUDA_BATCH_MEM_OP_NODE_PARAMS.paramArray) and name a context; not carried yet (cuStreamBatchMemOp, also captured into a graph, is)",
    NULL,
    NULL,
    NULL,
    NULL,
    "external memory and semaphores are OS handles (file descriptors, NvSciBuf/NvSciSync objects, Win32 handles) of another process, which cannot cross the network",
    "external memory and semaphores are OS handles (file descriptors, NvSciBuf/NvSciSync objects, Win32 handles) of another process, which cannot cross the network",
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    "external memory and semaphores are OS handles (file descriptors, NvSciBuf/NvSciSync objects, Win32 handles) of another process, which cannot cross the network",
    "external memory and semaphores are OS handles (file descriptors, NvSciBuf/NvSciSync objects, Win32 handles) of another process, which cannot cross the network",
    "external memory and semaphores are OS handles (file descriptors, NvSciBuf/NvSciSync objects, Win32 handles) of another process, which cannot cross the network",
    "external memory and semaphores are OS handles (file descriptors, NvSciBuf/NvSciSync objects, Win32 handles) of another process, which cannot cross the network",
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    "its answer points into the driver's memory (the node's access descriptors, CUDA_MEM_ALLOC_NODE_PARAMS.accessDescs); not carried yet (cuGraphNodeGetParams is)",
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    "user objects: their destructor is a host callback the driver calls when the last reference goes, outside any stream (LUPINE carries host functions only in stream order)",
    NULL,
    NULL,
    "user objects: their destructor is a host callback the driver calls when the last reference goes, outside any stream (LUPINE carries host functions only in stream order)",
    NULL,
    NULL,
    "graphics interop: the OpenGL/Vulkan/Direct3D/EGL resources are this process's and its display's, and the GPU is on another machine with no graphics API in this process",
    "graphics interop: the OpenGL/Vulkan/Direct3D/EGL resources are this process's and its display's, and the GPU is on another machine with no graphics API in this process",
    "graphics interop: the OpenGL/Vulkan/Direct3D/EGL resources are this process's and its display's, and the GPU is on another machine with no graphics API in this process",
    "graphics interop: the OpenGL/Vulkan/Direct3D/EGL resources are this process's and its display's, and the GPU is on another machine with no graphics API in this process",
    "graphics interop: the OpenGL/Vulkan/Direct3D/EGL resources are this process's and its display's, and the GPU is on another machine with no graphics API in this process",
    "graphics interop: the OpenGL/Vulkan/Direct3D/EGL resources are this process's and its display's, and the GPU is on another machine with no graphics API in this process",
    "graphics interop: the OpenGL/Vulkan/Direct3D/EGL resources are this process's and its display's, and the GPU is on another machine with no graphics API in this process",
    "graphics interop: the OpenGL/Vulkan/Direct3D/EGL resources are this process's and its display's, and the GPU is on another machine with no graphics API in this process",
    "graphics interop: the OpenGL/Vulkan/Direct3D/EGL resources are this process's and its display's, and the GPU is on another machine with no graphics API in this process",
    "graphics interop: the OpenGL/Vulkan/Direct3D/EGL resources are this process's and its display's, and the GPU is on another machine with no graphics API in this process",
    "graphics interop: the OpenGL/Vulkan/Direct3D/EGL resources are this process's and its display's, and the GPU is on another machine with no graphics API in this process",
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    "external memory and semaphores are OS handles (file descriptors, NvSciBuf/NvSciSync objects, Win32 handles) of another process, which cannot cross the network",
    "external memory and semaphores are OS handles (file descriptors, NvSciBuf/NvSciSync objects, Win32 handles) of another process, which cannot cross the network",
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    "an older ABI of cuIpcOpenMemHandle (CUDA 4.1): cuGetProcAddress gives callers of CUDA 11.0 and later cuIpcOpenMemHandle_v2, and cuda.h declares cuIpcOpenMemHandle as cuIpcOpenMemHandle_v2, which LUPINE carries",
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    "the execution control of CUDA 3.x, deprecated since CUDA 4.0 (launch state kept in the driver between calls); cuLaunchKernel and cuLaunchKernelEx are carried",
    NULL,
    "deprecated since CUDA 11.3, and its launch parameters name streams of several devices, which may be several servers: launch on each device with cuLaunchCooperativeKernel",
    NULL,
    "the execution control of CUDA 3.x, deprecated since CUDA 4.0 (launch state kept in the driver between calls); cuLaunchKernel and cuLaunchKernelEx are carried",
    "the execution control of CUDA 3.x, deprecated since CUDA 4.0 (launch state kept in the driver between calls); cuLaunchKernel and cuLaunchKernelEx are carried",
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    "managed memory cannot cross the network (its pages would migrate between this machine and the GPU's)",
    NULL,
    "returns a host function pointer of the server's process, which means nothing here",
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    "the driver's error log is the server process's (CUDA_LOG_FILE in the server's environment writes it there); not carried",
    "the driver's error log is the server process's (CUDA_LOG_FILE in the server's environment writes it there); not carried",
    "the driver's error log is the server process's (CUDA_LOG_FILE in the server's environment writes it there); not carried",
    "the driver calls a host callback of this process from its own threads, outside any stream; LUPINE carries host functions only in stream order",
    "the driver calls a host callback of this process from its own threads, outside any stream; LUPINE carries host functions only in stream order",
    NULL,
    NULL,
    "managed memory cannot cross the network (its pages would migrate between this machine and the GPU's)",
    "managed memory cannot cross the network (its pages would migrate between this machine and the GPU's)",
    "an older ABI of cuMemAlloc (CUDA 2.0): cuGetProcAddress gives callers of CUDA 3.2 and later cuMemAlloc_v2, and cuda.h declares cuMemAlloc as cuMemAlloc_v2, which LUPINE carries",
    NULL,
    NULL,
    NULL,
    NULL,
    "an older ABI of cuMemAllocHost (CUDA 2.0): cuGetProcAddress gives callers of CUDA 3.2 and later cuMemAllocHost_v2, and cuda.h declares cuMemAllocHost as cuMemAllocHost_v2, which LUPINE carries",
    NULL,
    "managed memory would need page migration over the network: allocate device memory (cuMemAlloc) and copy",
    "an older ABI of cuMemAllocPitch (CUDA 2.0): cuGetProcAddress gives callers of CUDA 3.2 and later cuMemAllocPitch_v2, and cuda.h declares cuMemAllocPitch as cuMemAllocPitch_v2, which LUPINE carries",
    NULL,
    NULL,
    "the hardware decompression engine (compute capability 10.0 and later; the H200 has none): not carried",
    "the hardware decompression engine (compute capability 10.0 and later; the H200 has none): not carried",
    NULL,
    "managed memory cannot cross the network (its pages would migrate between this machine and the GPU's)",
    "managed memory cannot cross the network (its pages would migrate between this machine and the GPU's)",
    "managed memory cannot cross the network (its pages would migrate between this machine and the GPU's)",
    "managed memory cannot cross the network (its pages would migrate between this machine and the GPU's)",
    NULL,
    "an older ABI of cuMemFree (CUDA 2.0): cuGetProcAddress gives callers of CUDA 3.2 and later cuMemFree_v2, and cuda.h declares cuMemFree as cuMemFree_v2, which LUPINE carries",
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    "an older ABI of cuMemGetAddressRange (CUDA 2.0): cuGetProcAddress gives callers of CUDA 3.2 and later cuMemGetAddressRange_v2, and cuda.h declares cuMemGetAddressRange as cuMemGetAddressRange_v2, which LUPINE carries",
    NULL,
    NULL,
    NULL,
    "CUDA 13.0 queries no traced program calls: not carried yet",
    "an OS handle (file descriptor) of the server's process cannot cross the network",
    "an older ABI of cuMemGetInfo (CUDA 2.0): cuGetProcAddress gives callers of CUDA 3.2 and later cuMemGetInfo_v2, and cuda.h declares cuMemGetInfo as cuMemGetInfo_v2, which LUPINE carries",
    NULL,
    "CUDA 13.0 queries no traced program calls: not carried yet",
    NULL,
    NULL,
    NULL,
    NULL,
    "an older ABI of cuMemHostRegister (CUDA 4.0): cuGetProcAddress gives callers of CUDA 6.5 and later cuMemHostRegister_v2, and cuda.h declares cuMemHostRegister as cuMemHostRegister_v2, which LUPINE carries",
    NULL,
    NULL,
    NULL,
    NULL,
    "sparse and deferred-mapping CUDA arrays (the stand-in driver and the traced programs use none): not carried yet",
    "sparse and deferred-mapping CUDA arrays (the stand-in driver and the traced programs use none): not carried yet",
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    "managed memory cannot cross the network (its pages would migrate between this machine and the GPU's)",
    "managed memory cannot cross the network (its pages would migrate between this machine and the GPU's)",
    "managed memory cannot cross the network (its pages would migrate between this machine and the GPU's)",
    "managed memory cannot cross the network (its pages would migrate between this machine and the GPU's)",
    "managed memory cannot cross the network (its pages would migrate between this machine and the GPU's)",
    "managed memory cannot cross the network (its pages would migrate between this machine and the GPU's)",
    "managed memory cannot cross the network (its pages would migrate between this machine and the GPU's)",
    "managed memory cannot cross the network (its pages would migrate between this machine and the GPU's)",
    NULL,
    NULL,
    NULL,
    "CUDA 13.0 queries no traced program calls: not carried yet",
    NULL,
    NULL,
    "an older ABI of cuMemcpy2D (CUDA 2.0): cuGetProcAddress gives callers of CUDA 3.2 and later cuMemcpy2D_v2, and cuda.h declares cuMemcpy2D as cuMemcpy2D_v2, which LUPINE carries",
    "an older ABI of cuMemcpy2DAsync (CUDA 2.0): cuGetProcAddress gives callers of CUDA 3.2 and later cuMemcpy2DAsync_v2, and cuda.h declares cuMemcpy2DAsync as cuMemcpy2DAsync_v2, which LUPINE carries",
    NULL,
    NULL,
    "an older ABI of cuMemcpy2DUnaligned (CUDA 2.0): cuGetProcAddress gives callers of CUDA 3.2 and later cuMemcpy2DUnaligned_v2, and cuda.h declares cuMemcpy2DUnaligned as cuMemcpy2DUnaligned_v2, which LUPINE carries",
    NULL,
    NULL,
    NULL,
    NULL,
    "an older ABI of cuMemcpy3D (CUDA 2.0): cuGetProcAddress gives callers of CUDA 3.2 and later cuMemcpy3D_v2, and cuda.h declares cuMemcpy3D as cuMemcpy3D_v2, which LUPINE carries",
    "an older ABI of cuMemcpy3DAsync (CUDA 2.0): cuGetProcAddress gives callers of CUDA 3.2 and later cuMemcpy3DAsync_v2, and cuda.h declares cuMemcpy3DAsync as cuMemcpy3DAsync_v2, which LUPINE carries",
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    "CUDA_MEMCPY3D_PEER names two contexts, which may be two servers; not carried yet (cuMemcpy3D with unified addressing, and cuMemcpyPeer, are)",
    "CUDA_MEMCPY3D_PEER names two contexts, which may be two servers; not carried yet (cuMemcpy3D with unified addressing, and cuMemcpyPeer, are)",
    "CUDA_MEMCPY3D_PEER names two contexts, which may be two servers; not carried yet (cuMemcpy3D with unified addressing, and cuMemcpyPeer, are)",
    "CUDA_MEMCPY3D_PEER names two contexts, which may be two servers; not carried yet (cuMemcpy3D with unified addressing, and cuMemcpyPeer, are)",
    NULL,
    NULL,
    NULL,
    NULL,
    "an older ABI of cuMemcpyAtoA (CUDA 2.0): cuGetProcAddress gives callers of CUDA 3.2 and later cuMemcpyAtoA_v2, and cuda.h declares cuMemcpyAtoA as cuMemcpyAtoA_v2, which LUPINE carries",
    NULL,
    NULL,
    "an older ABI of cuMemcpyAtoD (CUDA 2.0): cuGetProcAddress gives callers of CUDA 3.2 and later cuMemcpyAtoD_v2, and cuda.h declares cuMemcpyAtoD as cuMemcpyAtoD_v2, which LUPINE carries",
    NULL,
    NULL,
    "an older ABI of cuMemcpyAtoH (CUDA 2.0): cuGetProcAddress gives callers of CUDA 3.2 and later cuMemcpyAtoH_v2, and cuda.h declares cuMemcpyAtoH as cuMemcpyAtoH_v2, which LUPINE carries",
    "an older ABI of cuMemcpyAtoHAsync (CUDA 2.0): cuGetProcAddress gives callers of CUDA 3.2 and later cuMemcpyAtoHAsync_v2, and cuda.h declares cuMemcpyAtoHAsync as cuMemcpyAtoHAsync_v2, which LUPINE carries",
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    "an older ABI of cuMemcpyDtoA (CUDA 2.0): cuGetProcAddress gives callers of CUDA 3.2 and later cuMemcpyDtoA_v2, and cuda.h declares cuMemcpyDtoA as cuMemcpyDtoA_v2, which LUPINE carries",
    NULL,
    NULL,
    "an older ABI of cuMemcpyDtoD (CUDA 2.0): cuGetProcAddress gives callers of CUDA 3.2 and later cuMemcpyDtoD_v2, and cuda.h declares cuMemcpyDtoD as cuMemcpyDtoD_v2, which LUPINE carries",
    "an older ABI of cuMemcpyDtoDAsync (CUDA 3.0): cuGetProcAddress gives callers of CUDA 3.2 and later cuMemcpyDtoDAsync_v2, and cuda.h declares cuMemcpyDtoDAsync as cuMemcpyDtoDAsync_v2, which LUPINE carries",
    NULL,
    NULL,
    NULL,
    NULL,
    "an older ABI of cuMemcpyDtoH (CUDA 2.0): cuGetProcAddress gives callers of CUDA 3.2 and later cuMemcpyDtoH_v2, and cuda.h declares cuMemcpyDtoH as cuMemcpyDtoH_v2, which LUPINE carries",
    "an older ABI of cuMemcpyDtoHAsync (CUDA 2.0): cuGetProcAddress gives callers of CUDA 3.2 and later cuMemcpyDtoHAsync_v2, and cuda.h declares cuMemcpyDtoHAsync as cuMemcpyDtoHAsync_v2, which LUPINE carries",
    NULL,
    NULL,
    NULL,
    NULL,
    "an older ABI of cuMemcpyHtoA (CUDA 2.0): cuGetProcAddress gives callers of CUDA 3.2 and later cuMemcpyHtoA_v2, and cuda.h declares cuMemcpyHtoA as cuMemcpyHtoA_v2, which LUPINE carries",
    "an older ABI of cuMemcpyHtoAAsync (CUDA 2.0): cuGetProcAddress gives callers of CUDA 3.2 and later cuMemcpyHtoAAsync_v2, and cuda.h declares cuMemcpyHtoAAsync as cuMemcpyHtoAAsync_v2, which LUPINE carries",
    NULL,
    NULL,
    NULL,
    NULL,
    "an older ABI of cuMemcpyHtoD (CUDA 2.0): cuGetProcAddress gives callers of CUDA 3.2 and later cuMemcpyHtoD_v2, and cuda.h declares cuMemcpyHtoD as cuMemcpyHtoD_v2, which LUPINE carries",
    "an older ABI of cuMemcpyHtoDAsync (CUDA 2.0): cuGetProcAddress gives callers of CUDA 3.2 and later cuMemcpyHtoDAsync_v2, and cuda.h declares cuMemcpyHtoDAsync as cuMemcpyHtoDAsync_v2, which LUPINE carries",
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    "an older ABI of cuMemsetD16 (CUDA 2.0): cuGetProcAddress gives callers of CUDA 3.2 and later cuMemsetD16_v2, and cuda.h declares cuMemsetD16 as cuMemsetD16_v2, which LUPINE carries",
    NULL,
    NULL,
    NULL,
    NULL,
    "an older ABI of cuMemsetD2D16 (CUDA 2.0): cuGetProcAddress gives callers of CUDA 3.2 and later cuMemsetD2D16_v2, and cuda.h declares cuMemsetD2D16 as cuMemsetD2D16_v2, which LUPINE carries",
    NULL,
    NULL,
    NULL,
    NULL,
    "an older ABI of cuMemsetD2D32 (CUDA 2.0): cuGetProcAddress gives callers of CUDA 3.2 and later cuMemsetD2D32_v2, and cuda.h declares cuMemsetD2D32 as cuMemsetD2D32_v2, which LUPINE carries",
    NULL,
    NULL,
    NULL,
    NULL,
    "an older ABI of cuMemsetD2D8 (CUDA 2.0): cuGetProcAddress gives callers of CUDA 3.2 and later cuMemsetD2D8_v2, and cuda.h declares cuMemsetD2D8 as cuMemsetD2D8_v2, which LUPINE carries",
    NULL,
    NULL,
    NULL,
    NULL,
    "an older ABI of cuMemsetD32 (CUDA 2.0): cuGetProcAddress gives callers of CUDA 3.2 and later cuMemsetD32_v2, and cuda.h declares cuMemsetD32 as cuMemsetD32_v2, which LUPINE carries",
    NULL,
    NULL,
    NULL,
    NULL,
    "an older ABI of cuMemsetD8 (CUDA 2.0): cuGetProcAddress gives callers of CUDA 3.2 and later cuMemsetD8_v2, and cuda.h declares cuMemsetD8 as cuMemsetD8_v2, which LUPINE carries",
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    "sparse and deferred-mapping CUDA arrays (the stand-in driver and the traced programs use none): not carried yet",
    "sparse and deferred-mapping CUDA arrays (the stand-in driver and the traced programs use none): not carried yet",
    NULL,
    NULL,
    NULL,
    "an older ABI of cuModuleGetGlobal (CUDA 2.0): cuGetProcAddress gives callers of CUDA 3.2 and later cuModuleGetGlobal_v2, and cuda.h declares cuModuleGetGlobal as cuModuleGetGlobal_v2, which LUPINE carries",
    NULL,
    NULL,
    "texture and surface references: deprecated since CUDA 11 and gone from the CUDA 12 runtime; texture and surface objects (cuTexObjectCreate, cuSurfObjectCreate) are carried",
    "texture and surface references: deprecated since CUDA 11 and gone from the CUDA 12 runtime; texture and surface objects (cuTexObjectCreate, cuSurfObjectCreate) are carried",
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    "NVLink multicast objects: refused by policy (LUPINE's GPU hosts keep NVLink multicast off)",
    "NVLink multicast objects: refused by policy (LUPINE's GPU hosts keep NVLink multicast off)",
    "NVLink multicast objects: refused by policy (LUPINE's GPU hosts keep NVLink multicast off)",
    "NVLink multicast objects: refused by policy (LUPINE's GPU hosts keep NVLink multicast off)",
    "NVLink multicast objects: refused by policy (LUPINE's GPU hosts keep NVLink multicast off)",
    "NVLink multicast objects: refused by policy (LUPINE's GPU hosts keep NVLink multicast off)",
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    "the execution control of CUDA 3.x, deprecated since CUDA 4.0 (launch state kept in the driver between calls); cuLaunchKernel and cuLaunchKernelEx are carried",
    "texture and surface references: deprecated since CUDA 11 and gone from the CUDA 12 runtime; texture and surface objects (cuTexObjectCreate, cuSurfObjectCreate) are carried",
    "the execution control of CUDA 3.x, deprecated since CUDA 4.0 (launch state kept in the driver between calls); cuLaunchKernel and cuLaunchKernelEx are carried",
    "the execution control of CUDA 3.x, deprecated since CUDA 4.0 (launch state kept in the driver between calls); cuLaunchKernel and cuLaunchKernelEx are carried",
    "the execution control of CUDA 3.x, deprecated since CUDA 4.0 (launch state kept in the driver between calls); cuLaunchKernel and cuLaunchKernelEx are carried",
    NULL,
    NULL,
    "the value's size follows the attribute (only CU_POINTER_ATTRIBUTE_SYNC_MEMOPS can be set) and no traced program sets one: not carried yet",
    "deprecated since CUDA 11.0; its configuration file and output name the GPU machine's files (cuProfilerStart/Stop are carried)",
    NULL,
    NULL,
    "external memory and semaphores are OS handles (file descriptors, NvSciBuf/NvSciSync objects, Win32 handles) of another process, which cannot cross the network",
    "external memory and semaphores are OS handles (file descriptors, NvSciBuf/NvSciSync objects, Win32 handles) of another process, which cannot cross the network",
    NULL,
    NULL,
    "managed memory cannot cross the network (its pages would migrate between this machine and the GPU's)",
    "managed memory cannot cross the network (its pages would migrate between this machine and the GPU's)",
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    "an older ABI of cuStreamDestroy (CUDA 2.0): cuGetProcAddress gives callers of CUDA 4.0 and later cuStreamDestroy_v2, and cuda.h declares cuStreamDestroy as cuStreamDestroy_v2, which LUPINE carries",
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    "texture and surface references: deprecated since CUDA 11 and gone from the CUDA 12 runtime; texture and surface objects (cuTexObjectCreate, cuSurfObjectCreate) are carried",
    "texture and surface references: deprecated since CUDA 11 and gone from the CUDA 12 runtime; texture and surface objects (cuTexObjectCreate, cuSurfObjectCreate) are carried",
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
    "texture and surface references: deprecated since CUDA 11 and gone from the CUDA 12 runtime; texture and surface objects (cuTexObjectCreate, cuSurfObjectCreate) are carried",
    "texture and surface references: deprecated since CUDA 11 and gone from the CUDA 12 runtime; texture and surface objects (cuTexObjectCreate, cuSurfObjectCreate) are carried",
    "texture and surface references: deprecated since CUDA 11 and gone from the CUDA 12 runtime; texture and surface objects (cuTexObjectCreate, cuSurfObjectCreate) are carried",
    "texture and surface references: deprecated since CUDA 11 and gone from the CUDA 12 runtime; texture and surface objects (cuTexObjectCreate, cuSurfObjectCreate) are carried",
    "texture and surface references: deprecated since CUDA 11 and gone from the CUDA 12 runtime; texture and surface objects (cuTexObjectCreate, cuSurfObjectCreate) are carried",
    "texture and surface references: deprecated since CUDA 11 and gone from the CUDA 12 runtime; texture and surface objects (cuTexObjectCreate, cuSurfObjectCreate) are carried",
    "texture and surface references: deprecated since CUDA 11 and gone from the CUDA 12 runtime; texture and surface objects (cuTexObjectCreate, cuSurfObjectCreate) are carried",
    "texture and surface references: deprecated since CUDA 11 and gone from the CUDA 12 runtime; texture and surface objects (cuTexObjectCreate, cuSurfObjectCreate) are carried",
    "texture and surface references: deprecated since CUDA 11 and gone from the CUDA 12 runtime; texture and surface objects (cuTexObjectCreate, cuSurfObjectCreate) are carried",
    "texture and surface references: deprecated since CUDA 11 and gone from the CUDA 12 runtime; texture and surface objects (cuTexObjectCreate, cuSurfObjectCreate) are carried",
    "texture and surface references: deprecated since CUDA 11 and gone from the CUDA 12 runtime; texture and surface objects (cuTexObjectCreate, cuSurfObjectCreate) are carried",
    "texture and surface references: deprecated since CUDA 11 and gone from the CUDA 12 runtime; texture and surface objects (cuTexObjectCreate, cuSurfObjectCreate) are carried",
    "texture and surface references: deprecated since CUDA 11 and gone from the CUDA 12 runtime; texture and surface objects (cuTexObjectCreate, cuSurfObjectCreate) are carried",
    "texture and surface references: deprecated since CUDA 11 and gone from the CUDA 12 runtime; texture and surface objects (cuTexObjectCreate, cuSurfObjectCreate) are carried",
    "texture and surface references: deprecated since CUDA 11 and gone from the CUDA 12 runtime; texture and surface objects (cuTexObjectCreate, cuSurfObjectCreate) are carried",
    "texture and surface references: deprecated since CUDA 11 and gone from the CUDA 12 runtime; texture and surface objects (cuTexObjectCreate, cuSurfObjectCreate) are carried",
    "texture and surface references: deprecated since CUDA 11 and gone from the CUDA 12 runtime; texture and surface objects (cuTexObjectCreate, cuSurfObjectCreate) are carried",
    "texture and surface references: deprecated since CUDA 11 and gone from the CUDA 12 runtime; texture and surface objects (cuTexObjectCreate, cuSurfObjectCreate) are carried",
    "texture and surface references: deprecated since CUDA 11 and gone from the CUDA 12 runtime; texture and surface objects (cuTexObjectCreate, cuSurfObjectCreate) are carried",
    "texture and surface references: deprecated since CUDA 11 and gone from the CUDA 12 runtime; texture and surface objects (cuTexObjectCreate, cuSurfObjectCreate) are carried",
    "texture and surface references: deprecated since CUDA 11 and gone from the CUDA 12 runtime; texture and surface objects (cuTexObjectCreate, cuSurfObjectCreate) are carried",
    "texture and surface references: deprecated since CUDA 11 and gone from the CUDA 12 runtime; texture and surface objects (cuTexObjectCreate, cuSurfObjectCreate) are carried",
    "texture and surface references: deprecated since CUDA 11 and gone from the CUDA 12 runtime; texture and surface objects (cuTexObjectCreate, cuSurfObjectCreate) are carried",
    "texture and surface references: deprecated since CUDA 11 and gone from the CUDA 12 runtime; texture and surface objects (cuTexObjectCreate, cuSurfObjectCreate) are carried",
    "texture and surface references: deprecated since CUDA 11 and gone from the CUDA 12 runtime; texture and surface objects (cuTexObjectCreate, cuSurfObjectCreate) are carried",
    "texture and surface references: deprecated since CUDA 11 and gone from the CUDA 12 runtime; texture and surface objects (cuTexObjectCreate, cuSurfObjectCreate) are carried",
    "texture and surface references: deprecated since CUDA 11 and gone from the CUDA 12 runtime; texture and surface objects (cuTexObjectCreate, cuSurfObjectCreate) are carried",
    "texture and surface references: deprecated since CUDA 11 and gone from the CUDA 12 runtime; texture and surface objects (cuTexObjectCreate, cuSurfObjectCreate) are carried",
    "texture and surface references: deprecated since CUDA 11 and gone from the CUDA 12 runtime; texture and surface objects (cuTexObjectCreate, cuSurfObjectCreate) are carried",
    "texture and surface references: deprecated since CUDA 11 and gone from the CUDA 12 runtime; texture and surface objects (cuTexObjectCreate, cuSurfObjectCreate) are carried",
    "texture and surface references: deprecated since CUDA 11 and gone from the CUDA 12 runtime; texture and surface objects (cuTexObjectCreate, cuSurfObjectCreate) are carried",
    NULL,
    "user objects: their destructor is a host callback the driver calls when the last reference goes, outside any stream (LUPINE carries host functions only in stream order)",
    "user objects: their destructor is a host callback the driver calls when the last reference goes, outside any stream (LUPINE carries host functions only in stream order)",
    "user objects: their destructor is a host callback the driver calls when the last reference goes, outside any stream (LUPINE carries host functions only in stream order)",
    "external memory and semaphores are OS handles (file descriptors, NvSciBuf/NvSciSync objects, Win32 handles) of another process, which cannot cross the network",
    "external memory and semaphores are OS handles (file descriptors, NvSciBuf/NvSciSync objects, Win32 handles) of another process, which cannot cross the network",
};

/* Wire id -> the function this library exports under that name. */
void *const lc_symbols[LUPINE_FN_COUNT] = {
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
    (void *)cuGetExportTable,
    (void *)cuGetProcAddress,
    (void *)cuGetProcAddress_v2,
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
