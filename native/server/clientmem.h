/* lupine-server's client memory layer (clientmem.c, graphhost.c): the client's host memory
 * and host functions in stream order, and memcpy nodes with a client host side. Below:
 * jobs.h, registry.h, wire.h. */
#ifndef LUPINE_SERVER_CLIENTMEM_H
#define LUPINE_SERVER_CLIENTMEM_H

#include "jobs.h"

/* ---- client memory and host functions in stream order (clientmem.c) ----
 *
 * A host function of the server, enqueued with the driver's cuLaunchHostFunc (or as a graph
 * host node), runs on a driver thread when its stream reaches it: it sends the client an
 * LP_NOTIFY frame and blocks until the client's LP_DONE for it (or the end of the session), so
 * the stream goes on only once the client has done its part. Kinds: run the client's host
 * function of a cookie (cuLaunchHostFunc, cuStreamAddCallback), pull client bytes into a server
 * buffer, push a server buffer into client memory. The client checks every range against its
 * own address space (process_vm_readv/writev) and answers an error instead of faulting; the
 * server then latches CUDA_ERROR_INVALID_VALUE (reported by the next synchronising call) and a
 * failed pull leaves zeros in the buffer. Every (fn, userData) pair made here lives until the
 * session ends, so it may be captured into a graph and replayed any number of times; so does
 * every buffer of ls_clientmem_buffer. None of these calls waits for the GPU.
 *
 * Graph nodes with a client host side (graphhost.c) are made of a buffer of
 * ls_clientmem_buffer and host nodes whose {fn, userData} come from ls_clientmem_copy_fn;
 * explicit host nodes of ls_clientmem_hostfn_fn (graph.c). n is at most LP_MAX_NOTE. */
/* The client's own host function of `cookie` (what its cuLaunchHostFunc sent). */
int ls_clientmem_hostfn_fn(ls_session *s, uint64_t cookie, CUhostFn *fn, void **user);
/* The client host side of a memcpy node as the application named it: client addresses, never
 * dereferenced here; what cuGraphMemcpyNodeGetParams gives back (graphhost.c). */
typedef struct {
    uint64_t host;                   /* the address named (srcHost, or srcDevice of UNIFIED) */
    uint64_t x, y, z, pitch, height; /* the position in it and its layout */
    uint32_t type;                   /* CU_MEMORYTYPE_HOST or CU_MEMORYTYPE_UNIFIED */
} ls_host_side;
/* The pull (push = 0) or push of a memcpy node's client host side: the rows *rg describes
 * (the copy's extent; sent as a pitched region only when its rows are not adjacent) starting at
 * client address addr, packed into buf (bufsize bytes, at least the extent's). */
int ls_clientmem_copy_fn(ls_session *s, int push, const ls_host_side *side, uint64_t addr,
                         const lp_region *rg, void *buf, uint64_t bufsize, CUhostFn *fn,
                         void **user);
/* What the host function of a graph node (fn, userData as the driver holds them) is. */
typedef struct {
    uint32_t type;   /* enum lp_note_type */
    uint64_t cookie; /* LP_NOTE_HOSTFN: the client's cookie */
    int node;        /* a memcpy node's pull or push (ls_clientmem_copy_fn) */
    ls_host_side side;
    lp_region rg;
    void *buf;
    uint64_t bufsize, len;
} ls_hostop_info;
/* 0 and *info when (fn, user) is one of clientmem.c's host functions; -1 otherwise. */
int ls_clientmem_op_info(ls_session *s, CUhostFn fn, void *user, ls_hostop_info *info);
/* Page-locked where the driver allows it, zeroed, kept until the session ends; NULL: none. */
void *ls_clientmem_buffer(ls_session *s, uint64_t n);
/* A device-to-host copy into client memory in stream order (a stream that is not capturing:
 * captured copies are graph nodes, ls_hostcopy_capture): device copies into a pooled buffer
 * and pushes, chunk by chunk; the buffer goes back to the pool when the last push is done. */
CUresult ls_clientmem_dtoh(ls_session *s, CUstream stream, uint64_t addr, CUdeviceptr src,
                           uint64_t n);
/* 1 when `stream` is capturing (the driver's cuStreamIsCapturing; no client round trip). */
int ls_stream_capturing(ls_session *s, CUstream stream);
/* Session thread: an LP_DONE frame of `len` bytes for notification `seq` (-1: malformed). */
int ls_clientmem_done(ls_session *s, uint64_t seq, uint64_t len);
/* The session is over: every host function still waiting returns. */
void ls_clientmem_end(ls_session *s);

/* ---- memcpy nodes with a client host side (graphhost.c) ----
 * Each is one child graph node whose embedded graph holds a pull of the client's bytes into a
 * server buffer and a device copy from it (or a device copy and a push, or a pull and a push);
 * graphhost.c says why. Copies: CUDA_MEMCPY3D whose CU_MEMORYTYPE_HOST sides hold client
 * addresses in srcHost / dstHost; unified[k]: side k (0 src, 1 dst) was named
 * CU_MEMORYTYPE_UNIFIED by the application. */
enum { LS_HOSTCOPY_HTOD = 1, LS_HOSTCOPY_DTOH, LS_HOSTCOPY_HTOH };
CUresult ls_hostcopy_add(ls_session *s, CUgraphNode *out, CUgraph g, const CUgraphNode *deps,
                         const CUgraphEdgeData *edges, size_t n, const CUDA_MEMCPY3D *c,
                         const int unified[2], CUcontext ctx);
/* 1 when node is such a node (the driver holds a child graph node). */
int ls_hostcopy_is(ls_session *s, CUgraphNode node);
/* r for such a node, else CUDA_SUCCESS: [checks] of calls that would see the child graph
 * (cuGraphChildGraphNodeGetGraph, cuGraphExecChildGraphNodeSetParams: CUDA_ERROR_INVALID_VALUE,
 * as for a memcpy node; cuGraphNodeSetEnabled/GetEnabled: CUDA_ERROR_NOT_SUPPORTED). */
CUresult ls_hostcopy_check_plain(ls_session *s, CUgraphNode node, CUresult r);
/* The copy as the application gave it. CUDA_ERROR_NOT_FOUND: not such a node. */
CUresult ls_hostcopy_get(ls_session *s, CUgraphNode node, CUDA_MEMCPY3D *c, int unified[2]);
/* New parameters (with a client host side) for such a node of a graph, or of an exec. For a
 * memcpy node of device memory: CUDA_ERROR_NOT_SUPPORTED in a graph (a driver node cannot
 * become a child graph node), CUDA_ERROR_INVALID_VALUE in an exec (a memory type change, which
 * CUDA refuses there too). */
CUresult ls_hostcopy_set(ls_session *s, CUgraphNode node, const CUDA_MEMCPY3D *c,
                         const int unified[2]);
CUresult ls_hostcopy_exec_set(ls_session *s, CUgraphExec exec, CUgraphNode node,
                              const CUDA_MEMCPY3D *c, const int unified[2], CUcontext ctx);
/* A copy with a client host side issued into a capturing stream: the same node, added to the
 * capture's graph after the stream's dependencies, which it then replaces. */
CUresult ls_hostcopy_capture(ls_session *s, CUstream stream, const CUDA_MEMCPY3D *c);

#endif
