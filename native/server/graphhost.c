/* Memcpy nodes with a client host side, in graphs built with the graph API and in captures
 * (called by graph.c's handlers and by fastpath.c for captured copies).
 *
 * The GPU host cannot reach client memory, so such a copy runs as two pieces of work in stream
 * order on the server: a host function of clientmem.c that pulls the client's bytes into a
 * server buffer, then a device copy from it (host to device); or a device copy into a server
 * buffer, then a host function that pushes them into client memory (device to host); or a
 * pull and a push through one buffer (host to host). A pitched or 3D host side is packed in the
 * buffer row after row (pitch WidthInBytes, Height rows per slice), as native/shim/copy3d.c
 * packs host regions, and travels as a pitched region (protocol.h LP_NOTE_*_REGION).
 *
 * The application added one node, so it must see one node: the two pieces are the embedded
 * graph of ONE child graph node, which is the node it gets. That keeps every query of the
 * graph's structure honest without any bookkeeping: cuGraphGetNodes, cuGraphGetRootNodes,
 * cuGraphGetEdges, dependencies and dependents, cuGraphNodeFindInClone, cuGraphClone,
 * cuGraphDestroyNode, cuGraphAddDependencies and cuGraphExecUpdate (which pairs nodes by
 * topology) see the graph the application built, node for node and edge for edge, in graphs
 * cloned, instantiated or captured alike. (A client-side mapping of a hidden pair to the
 * node handed out would have to rewrite every one of those answers, and would not know the
 * nodes of clones and captures.) What remains is the node's type and parameters: such a node
 * is recognised by what it holds (hidden_of: a child graph of exactly two nodes, one of them a
 * host node whose function is one of clientmem.c's memcpy-node pulls or pushes, which only
 * this file makes and which the application can never name), and answered as the memcpy node
 * it stands for by cuGraphNodeGetType and cuGraphMemcpyNodeGetParams (graph.c); the calls
 * that would expose the embedded graph (cuGraphChildGraphNodeGetGraph,
 * cuGraphExecChildGraphNodeSetParams) answer as they do for a memcpy node. What shows the
 * construction: cuGraphDebugDotPrint's text (a subgraph), and cuGraphNodeSetEnabled, which the
 * driver allows for memcpy nodes but not child graph nodes (refused, clientmem.h).
 *
 * Buffers and host functions live as long as the session (clientmem.c), so a graph can be
 * cloned, instantiated and replayed any number of times; each replay moves the client's bytes
 * of its own moment. Graphs cloned from one graph, and execs instantiated from one graph,
 * share its buffer: two of them running at the same time on different streams would share it
 * too (each pull and its copy, or copy and its push, stay in order within one replay). */
#define _GNU_SOURCE
#include "clientmem.h"

#define REAL(s, name) ((s)->real[LUPINE_FN_##name])

typedef CUresult (*graph_create_fn)(CUgraph *, unsigned);
typedef CUresult (*graph_destroy_fn)(CUgraph);
typedef CUresult (*add_host_fn)(CUgraphNode *, CUgraph, const CUgraphNode *, size_t,
                                const CUDA_HOST_NODE_PARAMS *);
typedef CUresult (*add_memcpy_fn)(CUgraphNode *, CUgraph, const CUgraphNode *, size_t,
                                  const CUDA_MEMCPY3D *, CUcontext);
typedef CUresult (*add_child_fn)(CUgraphNode *, CUgraph, const CUgraphNode *, size_t, CUgraph);
typedef CUresult (*add_node_fn)(CUgraphNode *, CUgraph, const CUgraphNode *,
                                const CUgraphEdgeData *, size_t, CUgraphNodeParams *);
typedef CUresult (*node_type_fn)(CUgraphNode, CUgraphNodeType *);
typedef CUresult (*child_get_fn)(CUgraphNode, CUgraph *);
typedef CUresult (*get_nodes_fn)(CUgraph, CUgraphNode *, size_t *);
typedef CUresult (*host_get_fn)(CUgraphNode, CUDA_HOST_NODE_PARAMS *);
typedef CUresult (*host_set_fn)(CUgraphNode, const CUDA_HOST_NODE_PARAMS *);
typedef CUresult (*memcpy_get_fn)(CUgraphNode, CUDA_MEMCPY3D *);
typedef CUresult (*memcpy_set_fn)(CUgraphNode, const CUDA_MEMCPY3D *);
typedef CUresult (*destroy_node_fn)(CUgraphNode);
typedef CUresult (*exec_child_set_fn)(CUgraphExec, CUgraphNode, CUgraph);
typedef CUresult (*exchange_fn)(CUstreamCaptureMode *);
typedef CUresult (*ctx_current_fn)(CUcontext *);
typedef CUresult (*capture_info_v3_fn)(CUstream, CUstreamCaptureStatus *, cuuint64_t *, CUgraph *,
                                       const CUgraphNode **, const CUgraphEdgeData **, size_t *);
typedef CUresult (*capture_info_v2_fn)(CUstream, CUstreamCaptureStatus *, cuuint64_t *, CUgraph *,
                                       const CUgraphNode **, size_t *);
typedef CUresult (*update_deps_fn)(CUstream, CUgraphNode *, size_t, unsigned);

/* ---------------------------------------------------------------- plans */

/* What a memcpy node with a client host side is made of: the host functions (fn, user) of its
 * pull and push (NULL where there is none), and its device copy (kind HTOD, DTOH). */
typedef struct {
    int kind;
    CUDA_HOST_NODE_PARAMS pull, push;
    CUDA_MEMCPY3D copy;
} plan;

/* The client side of c (src or dst): its first byte's address and its rows. */
static CUresult host_side(const CUDA_MEMCPY3D *c, int src, int unified, uint64_t *addr,
                          lp_region *rg, ls_host_side *side)
{
    side->host = (uint64_t)(uintptr_t)(src ? c->srcHost : c->dstHost);
    side->x = src ? c->srcXInBytes : c->dstXInBytes;
    side->y = src ? c->srcY : c->dstY;
    side->z = src ? c->srcZ : c->dstZ;
    side->pitch = src ? c->srcPitch : c->dstPitch;
    side->height = src ? c->srcHeight : c->dstHeight;
    side->type = unified ? CU_MEMORYTYPE_UNIFIED : CU_MEMORYTYPE_HOST;
    uint64_t w = c->WidthInBytes, h = c->Height, d = c->Depth, t, u, off;
    if (!side->host && w && h && d)
        return CUDA_ERROR_INVALID_VALUE; /* NULL host memory, as the driver answers it */
    /* rows closer than their width, slices of fewer rows than the copy: the driver refuses
     * them (native/shim/copy3d.c refuses them for pitched copies alike) */
    if ((h > 1 && side->pitch < w) || (d > 1 && side->height < h))
        return CUDA_ERROR_INVALID_VALUE;
    if (__builtin_mul_overflow(side->z, side->height, &t) || __builtin_add_overflow(t, side->y, &u) ||
        __builtin_mul_overflow(u, side->pitch, &t) || __builtin_add_overflow(t, side->x, &off) ||
        __builtin_add_overflow(side->host, off, addr))
        return CUDA_ERROR_INVALID_VALUE;
    rg->width = w;
    rg->rows = h;
    rg->slices = d;
    rg->pitch = side->pitch;
    if (__builtin_mul_overflow(side->pitch, side->height, &rg->slice_pitch))
        return CUDA_ERROR_INVALID_VALUE;
    return CUDA_SUCCESS;
}

/* A buffer for a node, allocated with this thread's stream capture mode relaxed: the buffer of
 * a copy captured in global mode is page-locked memory, whose allocation is an unsafe call
 * during capture (PyTorch's host allocator relaxes the mode around cudaHostAlloc alike). */
static void *buffer(ls_session *s, uint64_t n)
{
    exchange_fn exchange = (exchange_fn)REAL(s, cuThreadExchangeStreamCaptureMode);
    CUstreamCaptureMode mode = CU_STREAM_CAPTURE_MODE_RELAXED;
    int switched = exchange && exchange(&mode) == CUDA_SUCCESS;
    void *p = ls_clientmem_buffer(s, n);
    if (switched)
        exchange(&mode);
    return p;
}

/* Makes the host functions (and buffer, unless reuse holds enough) of copy c. unified[k]: the
 * application named side k (0 src, 1 dst) CU_MEMORYTYPE_UNIFIED. */
static CUresult plan_make(ls_session *s, const CUDA_MEMCPY3D *c, const int unified[2],
                          void *reuse, uint64_t reuse_size, plan *p)
{
    memset(p, 0, sizeof *p);
    int src = c->srcMemoryType == CU_MEMORYTYPE_HOST, dst = c->dstMemoryType == CU_MEMORYTYPE_HOST;
    p->kind = src && dst ? LS_HOSTCOPY_HTOH : src ? LS_HOSTCOPY_HTOD : LS_HOSTCOPY_DTOH;
    uint64_t n, t;
    if (__builtin_mul_overflow((uint64_t)c->WidthInBytes, (uint64_t)c->Height, &t) ||
        __builtin_mul_overflow(t, (uint64_t)c->Depth, &n) || n > LP_MAX_NOTE)
        return CUDA_ERROR_INVALID_VALUE;
    uint64_t addr[2] = {0, 0};
    lp_region rg[2];
    ls_host_side side[2];
    for (int k = 0; k < 2; k++)
        if ((k ? dst : src) && host_side(c, !k, unified[k], &addr[k], &rg[k], &side[k]))
            return CUDA_ERROR_INVALID_VALUE;
    uint64_t size = n ? n : 1;
    void *buf = reuse && reuse_size >= size ? reuse : buffer(s, size);
    if (!buf)
        return CUDA_ERROR_OUT_OF_MEMORY;
    if (buf == reuse)
        size = reuse_size;
    if (src && ls_clientmem_copy_fn(s, 0, &side[0], addr[0], &rg[0], buf, size, &p->pull.fn,
                                    &p->pull.userData))
        return CUDA_ERROR_OUT_OF_MEMORY;
    if (dst && ls_clientmem_copy_fn(s, 1, &side[1], addr[1], &rg[1], buf, size, &p->push.fn,
                                    &p->push.userData))
        return CUDA_ERROR_OUT_OF_MEMORY;
    /* the device copy, its host side the buffer, packed */
    p->copy = *c;
    p->copy.reserved0 = p->copy.reserved1 = NULL;
    if (src) {
        p->copy.srcXInBytes = p->copy.srcY = p->copy.srcZ = p->copy.srcLOD = 0;
        p->copy.srcHost = buf;
        p->copy.srcDevice = 0;
        p->copy.srcArray = NULL;
        p->copy.srcPitch = c->WidthInBytes;
        p->copy.srcHeight = c->Height;
    }
    if (dst) {
        p->copy.dstXInBytes = p->copy.dstY = p->copy.dstZ = p->copy.dstLOD = 0;
        p->copy.dstHost = buf;
        p->copy.dstDevice = 0;
        p->copy.dstArray = NULL;
        p->copy.dstPitch = c->WidthInBytes;
        p->copy.dstHeight = c->Height;
    }
    return CUDA_SUCCESS;
}

/* Adds the plan's nodes to g (a graph of their own): pull -> copy, copy -> push, or
 * pull -> push. */
static CUresult plan_add(ls_session *s, const plan *p, CUgraph g, CUcontext ctx)
{
    add_host_fn add_host = (add_host_fn)REAL(s, cuGraphAddHostNode);
    add_memcpy_fn add_copy = (add_memcpy_fn)REAL(s, cuGraphAddMemcpyNode);
    if (!add_host || !add_copy)
        return CUDA_ERROR_NOT_SUPPORTED;
    CUgraphNode first = NULL, second = NULL;
    CUresult r;
    switch (p->kind) {
    case LS_HOSTCOPY_HTOD:
        r = add_host(&first, g, NULL, 0, &p->pull);
        return r ? r : add_copy(&second, g, &first, 1, &p->copy, ctx);
    case LS_HOSTCOPY_DTOH:
        r = add_copy(&first, g, NULL, 0, &p->copy, ctx);
        return r ? r : add_host(&second, g, &first, 1, &p->push);
    default:
        r = add_host(&first, g, NULL, 0, &p->pull);
        return r ? r : add_host(&second, g, &first, 1, &p->push);
    }
}

/* A new graph holding the plan's nodes (*out; the caller destroys it). */
static CUresult plan_graph(ls_session *s, const plan *p, CUcontext ctx, CUgraph *out)
{
    graph_create_fn create = (graph_create_fn)REAL(s, cuGraphCreate);
    graph_destroy_fn destroy = (graph_destroy_fn)REAL(s, cuGraphDestroy);
    if (!create || !destroy)
        return CUDA_ERROR_NOT_SUPPORTED;
    CUgraph g = NULL;
    CUresult r = create(&g, 0);
    if (r == CUDA_SUCCESS && (r = plan_add(s, p, g, ctx)) != CUDA_SUCCESS)
        destroy(g);
    *out = r == CUDA_SUCCESS ? g : NULL;
    return r;
}

static CUcontext current_ctx(ls_session *s)
{
    ctx_current_fn get = (ctx_current_fn)REAL(s, cuCtxGetCurrent);
    CUcontext c = NULL;
    if (get && get(&c) != CUDA_SUCCESS)
        c = NULL;
    return c;
}

/* Adds the child graph node of plan p to g after deps (edge data: NULL, or as given). */
static CUresult plan_node(ls_session *s, const plan *p, CUcontext ctx, CUgraphNode *out, CUgraph g,
                          const CUgraphNode *deps, const CUgraphEdgeData *edges, size_t n)
{
    CUgraph child;
    CUresult r = plan_graph(s, p, ctx, &child);
    if (r)
        return r;
    if (edges) {
        add_node_fn add = (add_node_fn)REAL(s, cuGraphAddNode_v2);
        CUgraphNodeParams np;
        memset(&np, 0, sizeof np);
        np.type = CU_GRAPH_NODE_TYPE_GRAPH;
        np.graph.graph = child; /* cloned into the node (CU_GRAPH_CHILD_GRAPH_OWNERSHIP_CLONE) */
        r = add ? add(out, g, deps, edges, n, &np) : CUDA_ERROR_NOT_SUPPORTED;
    } else {
        add_child_fn add = (add_child_fn)REAL(s, cuGraphAddChildGraphNode);
        r = add ? add(out, g, deps, n, child) : CUDA_ERROR_NOT_SUPPORTED;
    }
    ((graph_destroy_fn)REAL(s, cuGraphDestroy))(child);
    return r;
}

/* ---------------------------------------------------------------- recognising them */

typedef struct {
    int kind;
    CUgraph child;
    CUgraphNode copy, pull, push; /* the nodes of the embedded graph (NULL: none) */
    ls_hostop_info pull_op, push_op;
} hidden;

/* 1 and *h when node is the child graph node of a memcpy node with a client host side. */
static int hidden_of(ls_session *s, CUgraphNode node, hidden *h)
{
    node_type_fn type_of = (node_type_fn)REAL(s, cuGraphNodeGetType);
    child_get_fn child_of = (child_get_fn)REAL(s, cuGraphChildGraphNodeGetGraph);
    get_nodes_fn nodes_of = (get_nodes_fn)REAL(s, cuGraphGetNodes);
    host_get_fn host_get = (host_get_fn)REAL(s, cuGraphHostNodeGetParams);
    memset(h, 0, sizeof *h);
    CUgraphNodeType t;
    if (!node || !type_of || !child_of || !nodes_of || !host_get ||
        type_of(node, &t) != CUDA_SUCCESS || t != CU_GRAPH_NODE_TYPE_GRAPH ||
        child_of(node, &h->child) != CUDA_SUCCESS)
        return 0;
    CUgraphNode inner[2];
    size_t n = 0;
    if (nodes_of(h->child, NULL, &n) != CUDA_SUCCESS || n != 2 ||
        nodes_of(h->child, inner, &n) != CUDA_SUCCESS || n != 2)
        return 0;
    for (int i = 0; i < 2; i++) {
        if (type_of(inner[i], &t) != CUDA_SUCCESS)
            return 0;
        if (t == CU_GRAPH_NODE_TYPE_MEMCPY && !h->copy) {
            h->copy = inner[i];
            continue;
        }
        CUDA_HOST_NODE_PARAMS hp;
        ls_hostop_info info;
        if (t != CU_GRAPH_NODE_TYPE_HOST || host_get(inner[i], &hp) != CUDA_SUCCESS ||
            ls_clientmem_op_info(s, hp.fn, hp.userData, &info) || !info.node)
            return 0;
        int pull = info.type == LP_NOTE_PULL || info.type == LP_NOTE_PULL_REGION;
        if (pull && !h->pull) {
            h->pull = inner[i];
            h->pull_op = info;
        } else if (!pull && !h->push) {
            h->push = inner[i];
            h->push_op = info;
        } else {
            return 0;
        }
    }
    h->kind = h->pull && h->push ? LS_HOSTCOPY_HTOH
              : h->pull          ? LS_HOSTCOPY_HTOD
                                 : LS_HOSTCOPY_DTOH;
    return 1;
}

int ls_hostcopy_is(ls_session *s, CUgraphNode node)
{
    hidden h;
    return hidden_of(s, node, &h);
}

CUresult ls_hostcopy_check_plain(ls_session *s, CUgraphNode node, CUresult r)
{
    return ls_hostcopy_is(s, node) ? r : CUDA_SUCCESS;
}

/* ---------------------------------------------------------------- the calls */

/* The buffer of a node's pull or push, to use again for new parameters that fit. */
static void *buffer_of(const hidden *h, uint64_t *size)
{
    const ls_hostop_info *op = h->pull ? &h->pull_op : &h->push_op;
    *size = op->bufsize;
    return op->buf;
}

CUresult ls_hostcopy_add(ls_session *s, CUgraphNode *out, CUgraph g, const CUgraphNode *deps,
                         const CUgraphEdgeData *edges, size_t n, const CUDA_MEMCPY3D *c,
                         const int unified[2], CUcontext ctx)
{
    plan p;
    CUresult r = plan_make(s, c, unified, NULL, 0, &p);
    return r ? r : plan_node(s, &p, ctx, out, g, deps, edges, n);
}

static void side_out(CUDA_MEMCPY3D *c, int src, const ls_hostop_info *op, int *unified)
{
    const ls_host_side *sd = &op->side;
    *unified = sd->type == CU_MEMORYTYPE_UNIFIED;
    if (src) {
        c->srcMemoryType = CU_MEMORYTYPE_HOST;
        c->srcHost = (const void *)(uintptr_t)sd->host;
        c->srcDevice = 0;
        c->srcArray = NULL;
        c->srcXInBytes = sd->x;
        c->srcY = sd->y;
        c->srcZ = sd->z;
        c->srcLOD = 0;
        c->srcPitch = sd->pitch;
        c->srcHeight = sd->height;
    } else {
        c->dstMemoryType = CU_MEMORYTYPE_HOST;
        c->dstHost = (void *)(uintptr_t)sd->host;
        c->dstDevice = 0;
        c->dstArray = NULL;
        c->dstXInBytes = sd->x;
        c->dstY = sd->y;
        c->dstZ = sd->z;
        c->dstLOD = 0;
        c->dstPitch = sd->pitch;
        c->dstHeight = sd->height;
    }
}

CUresult ls_hostcopy_get(ls_session *s, CUgraphNode node, CUDA_MEMCPY3D *c, int unified[2])
{
    hidden h;
    if (!hidden_of(s, node, &h))
        return CUDA_ERROR_NOT_FOUND;
    memset(c, 0, sizeof *c);
    unified[0] = unified[1] = 0;
    if (h.copy) {
        memcpy_get_fn get = (memcpy_get_fn)REAL(s, cuGraphMemcpyNodeGetParams);
        CUresult r = get ? get(h.copy, c) : CUDA_ERROR_NOT_SUPPORTED;
        if (r)
            return r;
    } else {
        c->WidthInBytes = h.pull_op.rg.width;
        c->Height = h.pull_op.rg.rows;
        c->Depth = h.pull_op.rg.slices;
    }
    if (h.pull)
        side_out(c, 1, &h.pull_op, &unified[0]);
    if (h.push)
        side_out(c, 0, &h.push_op, &unified[1]);
    c->reserved0 = c->reserved1 = NULL;
    return CUDA_SUCCESS;
}

CUresult ls_hostcopy_set(ls_session *s, CUgraphNode node, const CUDA_MEMCPY3D *c,
                         const int unified[2])
{
    hidden h;
    if (!hidden_of(s, node, &h))
        return CUDA_ERROR_NOT_SUPPORTED; /* a memcpy node of device memory: no child graph */
    uint64_t size;
    void *buf = buffer_of(&h, &size);
    plan p;
    CUresult r = plan_make(s, c, unified, buf, size, &p);
    if (r)
        return r;
    host_set_fn host_set = (host_set_fn)REAL(s, cuGraphHostNodeSetParams);
    memcpy_set_fn copy_set = (memcpy_set_fn)REAL(s, cuGraphMemcpyNodeSetParams);
    destroy_node_fn destroy = (destroy_node_fn)REAL(s, cuGraphDestroyNode);
    if (!host_set || !copy_set || !destroy)
        return CUDA_ERROR_NOT_SUPPORTED;
    if (p.kind == h.kind) { /* in place: the copy keeps its context */
        if (h.copy && (r = copy_set(h.copy, &p.copy)) != CUDA_SUCCESS)
            return r;
        if (h.pull && (r = host_set(h.pull, &p.pull)) != CUDA_SUCCESS)
            return r;
        if (h.push && (r = host_set(h.push, &p.push)) != CUDA_SUCCESS)
            return r;
        return CUDA_SUCCESS;
    }
    /* another direction: the embedded graph is made again (in the current context), once a
     * graph of its own has shown the driver takes the new parameters */
    CUcontext ctx = current_ctx(s);
    CUgraph trial;
    if ((r = plan_graph(s, &p, ctx, &trial)) != CUDA_SUCCESS)
        return r;
    ((graph_destroy_fn)REAL(s, cuGraphDestroy))(trial);
    CUgraphNode old[3] = {h.copy, h.pull, h.push};
    for (int i = 0; i < 3; i++)
        if (old[i] && (r = destroy(old[i])) != CUDA_SUCCESS)
            return r;
    return plan_add(s, &p, h.child, ctx);
}

CUresult ls_hostcopy_exec_set(ls_session *s, CUgraphExec exec, CUgraphNode node,
                              const CUDA_MEMCPY3D *c, const int unified[2], CUcontext ctx)
{
    hidden h;
    if (!hidden_of(s, node, &h))
        return CUDA_ERROR_INVALID_VALUE; /* a memcpy node of device memory: a memory type change */
    exec_child_set_fn set = (exec_child_set_fn)REAL(s, cuGraphExecChildGraphNodeSetParams);
    if (!set)
        return CUDA_ERROR_NOT_SUPPORTED;
    uint64_t size;
    void *buf = buffer_of(&h, &size);
    plan p;
    CUresult r = plan_make(s, c, unified, buf, size, &p);
    if (r)
        return r;
    if (p.kind != h.kind) /* "Changing either the source or destination memory type ... is not
                             supported" (cuGraphExecUpdate; cuGraphExecMemcpyNodeSetParams) */
        return CUDA_ERROR_INVALID_VALUE;
    CUgraph g;
    if ((r = plan_graph(s, &p, ctx, &g)) != CUDA_SUCCESS)
        return r;
    r = set(exec, node, g);
    ((graph_destroy_fn)REAL(s, cuGraphDestroy))(g);
    return r;
}

CUresult ls_hostcopy_capture(ls_session *s, CUstream stream, const CUDA_MEMCPY3D *c)
{
    capture_info_v3_fn v3 = (capture_info_v3_fn)REAL(s, cuStreamGetCaptureInfo_v3);
    capture_info_v2_fn v2 = (capture_info_v2_fn)REAL(s, cuStreamGetCaptureInfo_v2);
    update_deps_fn update = (update_deps_fn)REAL(s, cuStreamUpdateCaptureDependencies);
    if ((!v3 && !v2) || !update)
        return CUDA_ERROR_NOT_SUPPORTED;
    CUstreamCaptureStatus st = CU_STREAM_CAPTURE_STATUS_NONE;
    CUgraph g = NULL;
    const CUgraphNode *deps = NULL;
    const CUgraphEdgeData *edges = NULL;
    size_t n = 0;
    CUresult r =
        v3 ? v3(stream, &st, NULL, &g, &deps, &edges, &n) : v2(stream, &st, NULL, &g, &deps, &n);
    if (r)
        return r;
    if (st != CU_STREAM_CAPTURE_STATUS_ACTIVE)
        return CUDA_ERROR_STREAM_CAPTURE_INVALIDATED;
    int plain = 1; /* edge data all zero (the default): the node needs none */
    for (size_t i = 0; edges && i < n; i++) {
        static const CUgraphEdgeData zero;
        plain &= !memcmp(&edges[i], &zero, sizeof zero);
    }
    /* "valid until the next API call which operates on the stream" (cuda.h): copied first */
    CUgraphNode *d = malloc((n ? n : 1) * sizeof *d);
    CUgraphEdgeData *e = plain ? NULL : malloc(n * sizeof *e);
    if (!d || (!plain && !e)) {
        free(d);
        free(e);
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    if (n)
        memcpy(d, deps, n * sizeof *d);
    if (e)
        memcpy(e, edges, n * sizeof *e);
    static const int named[2] = {0, 0};
    plan p;
    CUgraphNode node = NULL;
    r = plan_make(s, c, named, NULL, 0, &p);
    if (r == CUDA_SUCCESS)
        r = plan_node(s, &p, current_ctx(s), &node, g, d, e, n);
    free(d);
    free(e);
    /* the stream's work from here on follows the copy, as if the stream had issued it */
    return r ? r : update(stream, &node, 1, CU_STREAM_SET_CAPTURE_DEPENDENCIES);
}
