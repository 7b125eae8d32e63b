/* The shim's API layer: the driver's entry points that need more than a generated stub
 * (launch.c, peer.c, graph.c, ...) and the generated stubs (native/generated/client_gen.c).
 * Below: state.h, routing.h, transport.h, stats.h. */
#ifndef LUPINE_CLIENT_H
#define LUPINE_CLIENT_H

#include "state.h"

/* Page-locked memory kernels use, through device shadows (mapped.c). lc_mapped_launch moves
 * the launch parameters (packed, total bytes) that point into page-locked memory to their
 * shadows. The state layer keeps the shadows in step through hooks mapped.c registers
 * (lc_on_mapped, streams.c), so that it never calls up: the waits call before_wait first and
 * after_wait(all, stream) on success (all: every stream is done, as after cuCtxSynchronize);
 * settle brings back the shadow of the allocation holding p before this process reads it;
 * forget drops the shadow of the allocation at p, if it has one (freed or unregistered).
 * lc_mapped_hooks() gives them, each a no-op until registered. */
CUresult lc_mapped_launch(unsigned char *buf, size_t total, CUstream s);
/* A copy between device memory of two servers, staged through this process (peer.c), which
 * registers it with lc_on_copy_between_servers (memory.c) for lc_memcpy_any to call without
 * calling up; until then such a copy is CUDA_ERROR_NOT_SUPPORTED. */
CUresult lc_copy_between_servers(CUdeviceptr dst, int dsrv, CUdeviceptr src, int ssrv,
                                 size_t n, CUstream s, int async, int per_thread);

/* Kernel parameters (launch.c), shared by launches and graph kernel nodes (graph.c). */
#define LC_MAX_PARAM_BYTES 32764 /* CUDA 12.1+ kernel parameter limit */
/* Packs a launch's kernelParams (or its `extra` list: CU_LAUNCH_PARAM_BUFFER_POINTER and
 * _SIZE) into buf as the driver lays out f's parameters; *total is the packed size (0 for
 * neither). f may be a CUkernel passed as a CUfunction. */
CUresult lc_kernel_pack(CUfunction f, void **params, void **extra,
                        unsigned char buf[LC_MAX_PARAM_BYTES], size_t *total);
/* f's parameter layout: *n parameters at off[i], size[i] (caller frees both arrays). */
CUresult lc_kernel_layout(CUfunction f, int *n, size_t **off, size_t **size);

/* Stream memory operations (memops.c, annotations [client_checks]): an address that is this
 * process's memory is refused with a message (the GPU cannot reach it). */
CUresult lc_check_memop_address(int fn, CUdeviceptr addr);
CUresult lc_check_memops(int fn, const CUstreamBatchMemOpParams *ops, unsigned count);

extern void *const lc_symbols[LUPINE_FN_COUNT];

/* A launch configuration on the wire (launch.c): function, dimensions, stream, attributes. */
void lc_put_launch_config(lc_call *c, CUfunction f, const CUlaunchConfig *config);
#define LC_NO_ATTRIBUTE (-1)     /* an answer about no one attribute (occupancy) */
#define LC_SET_CACHE_CONFIG (-2) /* cuFuncSetCacheConfig, cuKernelSetCacheConfig */
#define LC_SET_SHARED_CONFIG (-3) /* cuFuncSetSharedMemConfig */

#endif
