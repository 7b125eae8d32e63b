/* Calls that may name two servers (API layer): copies between device memory of different
 * servers, a stream of one server waiting for an event of another, and peer access.
 *
 * One driver call runs on one server, and two servers' GPUs cannot reach each other's
 * memory. So, as on a machine whose GPUs have no peer access:
 * - a copy between servers is staged through this process: device-to-host from the source's
 *   server, host-to-device to the destination's, in chunks; an asynchronous one first waits
 *   for its stream (so it follows the work before it there) and returns once the bytes are
 *   in place (later work on any stream sees them);
 * - cuStreamWaitEvent on an event of another server waits for the event here, in the host
 *   (cuEventSynchronize), which orders everything after it as the device-side wait would;
 * - cuDeviceCanAccessPeer answers 0 across servers, cuDeviceGetP2PAttribute 0 for every
 *   attribute, and cuCtxEnablePeerAccess CUDA_ERROR_PEER_ACCESS_UNSUPPORTED.
 * Within one server every call is forwarded as it is. */
#define _GNU_SOURCE
#include "client.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Staging buffer of a copy between servers (bytes per round trip each way). */
#define LC_STAGE_CHUNK ((size_t)8 << 20)

__attribute__((constructor)) static void peer_init(void)
{
    lc_on_copy_between_servers(lc_copy_between_servers);
}

CUresult lc_copy_between_servers(CUdeviceptr dst, int dsrv, CUdeviceptr src, int ssrv,
                                 size_t n, CUstream s, int async, int per_thread)
{
    (void)dsrv;
    (void)ssrv;
    if (!n)
        return CUDA_SUCCESS;
    if (async) {
        /* staged now, in the host: no node of a graph being captured */
        CUstreamCaptureStatus st = CU_STREAM_CAPTURE_STATUS_NONE;
        CUresult q = per_thread ? cuStreamIsCapturing_ptsz(s, &st) : cuStreamIsCapturing(s, &st);
        if (q == CUDA_SUCCESS && st != CU_STREAM_CAPTURE_STATUS_NONE) {
            fprintf(stderr, "lupine: a copy between servers refused (CUDA_ERROR_NOT_SUPPORTED) "
                            "on a stream being captured: it is staged through this process, "
                            "and a graph runs on one server\n");
            return CUDA_ERROR_NOT_SUPPORTED;
        }
        CUresult r = per_thread ? cuStreamSynchronize_ptsz(s) : cuStreamSynchronize(s);
        if (r != CUDA_SUCCESS)
            return r;
    }
    size_t cap = n < LC_STAGE_CHUNK ? n : LC_STAGE_CHUNK;
    unsigned char *buf = malloc(cap);
    if (!buf)
        return CUDA_ERROR_OUT_OF_MEMORY;
    CUresult r = CUDA_SUCCESS;
    for (size_t off = 0; r == CUDA_SUCCESS && off < n; off += cap) {
        size_t k = n - off < cap ? n - off : cap;
        r = per_thread ? lc_fwd_cuMemcpyDtoH_v2_ptds(buf, src + off, k)
                       : lc_fwd_cuMemcpyDtoH_v2(buf, src + off, k);
        if (r == CUDA_SUCCESS)
            r = per_thread ? lc_fwd_cuMemcpyHtoD_v2_ptds(dst + off, buf, k)
                           : lc_fwd_cuMemcpyHtoD_v2(dst + off, buf, k);
    }
    free(buf);
    return r;
}

/* The servers of two device pointers, when both are known and differ. */
static int apart(CUdeviceptr a, CUdeviceptr b, int *sa, int *sb)
{
    if (lc_servers() < 2)
        return 0;
    *sa = lc_range_server(a);
    *sb = lc_range_server(b);
    return *sa >= 0 && *sb >= 0 && *sa != *sb;
}

/* ---------------------------------------------------------------- device-to-device */

static CUresult dtod(CUdeviceptr dst, CUdeviceptr src, size_t n, CUstream s, int async,
                     int per_thread)
{
    int sd, ss;
    if (apart(dst, src, &sd, &ss))
        return lc_copy_between_servers(dst, sd, src, ss, n, s, async, per_thread);
    /* a side that is no device range (page-locked memory of this process, which the driver
     * takes as a device pointer under unified addressing): a copy by address */
    if (n && (lc_range_find((uint64_t)dst, n) == 0 || lc_range_find((uint64_t)src, n) == 0))
        return lc_memcpy_any(dst, src, n, s, async, per_thread);
    if (async)
        return per_thread ? lc_fwd_cuMemcpyDtoDAsync_v2_ptsz(dst, src, n, s)
                          : lc_fwd_cuMemcpyDtoDAsync_v2(dst, src, n, s);
    return per_thread ? lc_fwd_cuMemcpyDtoD_v2_ptds(dst, src, n)
                      : lc_fwd_cuMemcpyDtoD_v2(dst, src, n);
}

CUresult CUDAAPI cuMemcpyDtoD_v2(CUdeviceptr dst, CUdeviceptr src, size_t n)
{
    lc_stats_call(LUPINE_FN_cuMemcpyDtoD_v2);
    return dtod(dst, src, n, NULL, 0, 0);
}

CUresult CUDAAPI cuMemcpyDtoD_v2_ptds(CUdeviceptr dst, CUdeviceptr src, size_t n)
{
    lc_stats_call(LUPINE_FN_cuMemcpyDtoD_v2_ptds);
    return dtod(dst, src, n, NULL, 0, 1);
}

CUresult CUDAAPI cuMemcpyDtoDAsync_v2(CUdeviceptr dst, CUdeviceptr src, size_t n, CUstream s)
{
    lc_stats_call(LUPINE_FN_cuMemcpyDtoDAsync_v2);
    return dtod(dst, src, n, s, 1, 0);
}

CUresult CUDAAPI cuMemcpyDtoDAsync_v2_ptsz(CUdeviceptr dst, CUdeviceptr src, size_t n,
                                           CUstream s)
{
    lc_stats_call(LUPINE_FN_cuMemcpyDtoDAsync_v2_ptsz);
    return dtod(dst, src, n, s, 1, 1);
}

/* ---------------------------------------------------------------- peer copies */

/* Contexts of two servers: staged (the pointers are each context's, so each is routed by its
 * range; an unknown one is CUDA_ERROR_INVALID_VALUE, as from the driver). */
static CUresult peer(CUdeviceptr dst, CUcontext dctx, CUdeviceptr src, CUcontext sctx, size_t n,
                     CUstream s, int async, int per_thread)
{
    int sd = lc_handle_server((uint64_t)(uintptr_t)dctx);
    int ss = lc_handle_server((uint64_t)(uintptr_t)sctx);
    if (lc_servers() > 1 && (!dctx || !sctx))
        return CUDA_ERROR_INVALID_CONTEXT; /* each side names its context */
    if (lc_servers() > 1 && sd >= 0 && ss >= 0 && sd != ss) {
        if (lc_range_server(dst) != sd || lc_range_server(src) != ss)
            return CUDA_ERROR_INVALID_VALUE;
        return lc_copy_between_servers(dst, sd, src, ss, n, s, async, per_thread);
    }
    if (async)
        return per_thread ? lc_fwd_cuMemcpyPeerAsync_ptsz(dst, dctx, src, sctx, n, s)
                          : lc_fwd_cuMemcpyPeerAsync(dst, dctx, src, sctx, n, s);
    return per_thread ? lc_fwd_cuMemcpyPeer_ptds(dst, dctx, src, sctx, n)
                      : lc_fwd_cuMemcpyPeer(dst, dctx, src, sctx, n);
}

CUresult CUDAAPI cuMemcpyPeer(CUdeviceptr dst, CUcontext dctx, CUdeviceptr src, CUcontext sctx,
                              size_t n)
{
    lc_stats_call(LUPINE_FN_cuMemcpyPeer);
    return peer(dst, dctx, src, sctx, n, NULL, 0, 0);
}

CUresult CUDAAPI cuMemcpyPeer_ptds(CUdeviceptr dst, CUcontext dctx, CUdeviceptr src,
                                   CUcontext sctx, size_t n)
{
    lc_stats_call(LUPINE_FN_cuMemcpyPeer_ptds);
    return peer(dst, dctx, src, sctx, n, NULL, 0, 1);
}

CUresult CUDAAPI cuMemcpyPeerAsync(CUdeviceptr dst, CUcontext dctx, CUdeviceptr src,
                                   CUcontext sctx, size_t n, CUstream s)
{
    lc_stats_call(LUPINE_FN_cuMemcpyPeerAsync);
    return peer(dst, dctx, src, sctx, n, s, 1, 0);
}

CUresult CUDAAPI cuMemcpyPeerAsync_ptsz(CUdeviceptr dst, CUcontext dctx, CUdeviceptr src,
                                        CUcontext sctx, size_t n, CUstream s)
{
    lc_stats_call(LUPINE_FN_cuMemcpyPeerAsync_ptsz);
    return peer(dst, dctx, src, sctx, n, s, 1, 1);
}

/* ---------------------------------------------------------------- events across servers */

/* The server a stream argument belongs to: its tag, or for NULL and the special streams the
 * calling thread's current context's. */
static int stream_server(CUstream s)
{
    int srv = lc_handle_server((uint64_t)(uintptr_t)s);
    return srv >= 0 ? srv : lc_current_server();
}

static CUresult wait_event(CUstream s, CUevent e, unsigned flags, int per_thread)
{
    int se = lc_handle_server((uint64_t)(uintptr_t)e);
    if (lc_servers() > 1 && se >= 0 && se != stream_server(s)) {
        /* A capturing stream records the wait as an edge of its graph, and a wait in the host
         * now would not be one: the replays would not wait. Refused, with the reason. */
        CUstreamCaptureStatus st = CU_STREAM_CAPTURE_STATUS_NONE;
        CUresult q = per_thread ? cuStreamIsCapturing_ptsz(s, &st) : cuStreamIsCapturing(s, &st);
        if (q != CUDA_SUCCESS)
            return q;
        if (st != CU_STREAM_CAPTURE_STATUS_NONE) {
            fprintf(stderr, "lupine: cuStreamWaitEvent refused (CUDA_ERROR_NOT_SUPPORTED): a "
                            "stream being captured cannot wait for an event of another server "
                            "(a graph runs on one server)\n");
            return CUDA_ERROR_NOT_SUPPORTED;
        }
        lc_debug("cuStreamWaitEvent: the event is another server's; waiting in the host");
        return cuEventSynchronize(e);
    }
    return per_thread ? lc_fwd_cuStreamWaitEvent_ptsz(s, e, flags)
                      : lc_fwd_cuStreamWaitEvent(s, e, flags);
}

CUresult CUDAAPI cuStreamWaitEvent(CUstream s, CUevent e, unsigned int flags)
{
    lc_stats_call(LUPINE_FN_cuStreamWaitEvent);
    return wait_event(s, e, flags, 0);
}

CUresult CUDAAPI cuStreamWaitEvent_ptsz(CUstream s, CUevent e, unsigned int flags)
{
    lc_stats_call(LUPINE_FN_cuStreamWaitEvent_ptsz);
    return wait_event(s, e, flags, 1);
}

/* ---------------------------------------------------------------- peer access */

static int devices_apart(CUdevice a, CUdevice b)
{
    if (lc_servers() < 2)
        return 0;
    int sa = lc_dev_server(a), sb = lc_dev_server(b);
    return sa >= 0 && sb >= 0 && sa != sb;
}

CUresult CUDAAPI cuDeviceCanAccessPeer(int *canAccessPeer, CUdevice dev, CUdevice peerDev)
{
    lc_stats_call(LUPINE_FN_cuDeviceCanAccessPeer);
    if (devices_apart(dev, peerDev)) {
        if (!canAccessPeer)
            return CUDA_ERROR_INVALID_VALUE;
        *canAccessPeer = 0;
        return CUDA_SUCCESS;
    }
    return lc_fwd_cuDeviceCanAccessPeer(canAccessPeer, dev, peerDev);
}

CUresult CUDAAPI cuDeviceGetP2PAttribute(int *value, CUdevice_P2PAttribute attrib,
                                         CUdevice srcDevice, CUdevice dstDevice)
{
    lc_stats_call(LUPINE_FN_cuDeviceGetP2PAttribute);
    if (devices_apart(srcDevice, dstDevice)) {
        if (!value)
            return CUDA_ERROR_INVALID_VALUE;
        *value = 0; /* no access, no atomics, no arrays, rank 0 */
        return CUDA_SUCCESS;
    }
    return lc_fwd_cuDeviceGetP2PAttribute(value, attrib, srcDevice, dstDevice);
}

CUresult CUDAAPI cuCtxEnablePeerAccess(CUcontext peerContext, unsigned int Flags)
{
    lc_stats_call(LUPINE_FN_cuCtxEnablePeerAccess);
    int sp = lc_handle_server((uint64_t)(uintptr_t)peerContext);
    if (lc_servers() > 1 && sp >= 0 && sp != lc_current_server())
        return CUDA_ERROR_PEER_ACCESS_UNSUPPORTED;
    return lc_fwd_cuCtxEnablePeerAccess(peerContext, Flags);
}

/* ---------------------------------------------------------------- pools across servers */

/* A device of another server has no access to a pool ("CU_MEM_ACCESS_FLAGS_PROT_NONE: no access
 * meaning no peer access", cuMemPoolGetAccess): answered here, where forwarding would name two
 * servers in one call. */
CUresult CUDAAPI cuMemPoolGetAccess(CUmemAccess_flags *flags, CUmemoryPool pool,
                                    CUmemLocation *location)
{
    lc_stats_call(LUPINE_FN_cuMemPoolGetAccess);
    if (lc_servers() > 1 && flags && pool && location &&
        location->type == CU_MEM_LOCATION_TYPE_DEVICE) {
        int ps = lc_handle_server((uint64_t)(uintptr_t)pool), ds = lc_dev_server(location->id);
        if (ps >= 0 && ds >= 0 && ps != ds) {
            *flags = CU_MEM_ACCESS_FLAGS_PROT_NONE;
            return CUDA_SUCCESS;
        }
    }
    return lc_fwd_cuMemPoolGetAccess(flags, pool, location);
}
