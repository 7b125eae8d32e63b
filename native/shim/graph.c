/* Stream capture and CUDA graphs on the client (codegen/annotations.toml [client] "graph.c").
 *
 * Most graph calls are generated (annotations [forward], [pointers]); this file holds those
 * whose arguments hold pointers, and the capture state the shim answers from. What those send
 * and read back is codegen/graph_wire.toml's, written out as lc_gw_<call>
 * (native/generated/graph_client_gen.c) from the description the server reads them with; here
 * is what the pointers mean:
 *
 * - Capture status. The shim knows every capture this process began (cuStreamBeginCapture*)
 *   and ended, so while none is in progress cuStreamIsCapturing and cuStreamGetCaptureInfo
 *   answer "not capturing" without a round trip (cuBLAS asks before every launch: 10497
 *   calls in the samples, native/trace/h200/2026-12-01/samples-driver-calls.txt); a garbage
 *   stream handle then gets that answer too, where the driver would refuse it. While one
 *   is, the server answers. It also knows which thread began each capture, so cuStreamEndCapture
 *   of a non-relaxed capture from another thread gets CUDA_ERROR_STREAM_CAPTURE_WRONG_THREAD as
 *   the driver answers it (all client threads share one server thread, where the driver could
 *   not tell).
 * - Capture information. The driver returns dependencies_out / edgeData_out pointing into its
 *   own memory, "valid until the next API call which operates on the stream or until the
 *   capture is terminated" (cuda.h); the shim copies them into storage it keeps per stream and
 *   returns pointers to that, replaced only when the set changes.
 * - Capture mode. cuThreadExchangeStreamCaptureMode is per thread in the driver; the shim keeps
 *   each thread's mode (context.c) and, in the header of every call the thread makes
 *   (lp_call.flags, include/lupine/protocol.h), the mode that gives the driver's verdict for
 *   that thread on the one server thread (capture_mode_sent); the server makes it the
 *   driver's mode before running the call (server/graph.c). Sending it with every call rather than with a separate
 *   message costs nothing (two bits of a reserved field), keeps deferred calls of different
 *   threads in one batch each in their own thread's mode, and needs no round trip for the
 *   exchange itself, which PyTorch makes around every allocation during capture.
 * - Kernel nodes: parameters are packed as launches pack them (launch.c, lc_kernel_pack) and
 *   set on the server with CU_LAUNCH_PARAM_BUFFER_POINTER. The parameters a node returns
 *   (cuGraphKernelNodeGetParams) are "owned by the node ... valid until the node is destroyed or
 *   its parameters are modified" (cuda.h): the shim keeps them per node and hands out
 *   kernelParams pointing into them, by the function's layout.
 * - Memory allocation nodes: the allocation's address is recorded as a device range
 *   (lc_range_add) so cuMemcpy routes it. Conditional nodes: the body graphs the driver
 *   returns in phGraph_out ("valid for the lifetime of the conditional node") are kept per node.
 *
 * - Host nodes: the application's (fn, userData) is named by a cookie (notify.c, kept for the
 *   process), which travels in place of userData; the server's host node asks the shim to run
 *   it when it executes (server/clientmem.c). cuGraphHostNodeGetParams gets the cookie back and
 *   answers the pair it names, so host nodes of clones and of captured cuLaunchHostFunc answer
 *   the application's own function too.
 * - Memcpy nodes with a client host side (CU_MEMORYTYPE_HOST, or UNIFIED at an address that is
 *   not device memory): the copy travels with the client address of that side (copy_wire); the
 *   server makes the node a pull of client memory and a device copy, or a device copy and a
 *   push, in stream order (server/graphhost.c says how, and how the pair stays one node). */
#define _GNU_SOURCE
#include "client.h"
#include "graph_client_gen.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---------------------------------------------------------------- state */

typedef struct {
    CUstream stream;
    pthread_t thread; /* the thread that began it */
    int mode;         /* CUstreamCaptureMode, or -1 for cuStreamBeginCapture (no mode) */
} capture_rec;

typedef struct {
    CUstream stream;
    pthread_t thread; /* for CU_STREAM_PER_THREAD, one stream per thread */
    size_t n;
    CUgraphNode *deps;
    CUgraphEdgeData *edges;
} deps_rec;

/* What the shim keeps for a node: made only when there is something to keep (parameters
 * returned, conditional bodies); freed with the node or, where the graph is known (nodes
 * added through cuGraphAddNode), with the graph. */
typedef struct {
    CUgraphNode node;
    CUgraph graph;          /* NULL when not known */
    unsigned char *kparams; /* a kernel node's parameters as last returned */
    void **kptrs;           /* kernelParams into kparams */
    void *kextra[5];        /* or an extra list, when the layout is unknown */
    size_t ksize;
    CUgraph *bodies; /* a conditional node's body graphs */
} node_rec;

static pthread_mutex_t g_lock = PTHREAD_MUTEX_INITIALIZER;
static atomic_int g_active; /* captures begun and not yet ended by this process */
static capture_rec *g_caps;
static size_t g_ncaps, g_capcaps;
static deps_rec *g_deps;
static size_t g_ndeps, g_capdeps;
static node_rec *g_nodes;
static size_t g_nnodes, g_capnodes;

static int grow(void **arr, size_t *cap, size_t n, size_t elem)
{
    if (n < *cap)
        return 0;
    size_t nc = *cap ? 2 * *cap : 8;
    void *p = realloc(*arr, nc * elem);
    if (!p)
        return -1;
    *arr = p;
    *cap = nc;
    return 0;
}

static void node_rec_clear(node_rec *r)
{
    free(r->kparams);
    free(r->kptrs);
    free(r->bodies);
}

static void graph_forget(void)
{
    /* a forked child: one thread, a new server session */
    pthread_mutex_init(&g_lock, NULL);
    atomic_store(&g_active, 0);
    g_ncaps = 0;
    for (size_t i = 0; i < g_ndeps; i++) {
        free(g_deps[i].deps);
        free(g_deps[i].edges);
    }
    g_ndeps = 0;
    for (size_t i = 0; i < g_nnodes; i++)
        node_rec_clear(&g_nodes[i]);
    g_nnodes = 0;
}

static int capture_mode_sent(void);

__attribute__((constructor)) static void graph_init(void)
{
    lc_on_fork_child(graph_forget);
    lc_route_capture_mode(capture_mode_sent); /* the mode each call is sent with */
}

static int per_thread(CUstream s) { return s == CU_STREAM_PER_THREAD; }

/* The stream a call of a _ptsz variant means by NULL. */
static CUstream ptsz_stream(CUstream s) { return s ? s : CU_STREAM_PER_THREAD; }

static int same_stream(CUstream a, pthread_t ta, CUstream b)
{
    return a == b && (!per_thread(a) || pthread_equal(ta, pthread_self()));
}

/* With g_lock held: the record of node (created when asked), or NULL. */
static node_rec *node_find(CUgraphNode node, int create)
{
    for (size_t i = 0; i < g_nnodes; i++)
        if (g_nodes[i].node == node)
            return &g_nodes[i];
    if (!create || grow((void **)&g_nodes, &g_capnodes, g_nnodes, sizeof *g_nodes))
        return NULL;
    node_rec *r = &g_nodes[g_nnodes++];
    memset(r, 0, sizeof *r);
    r->node = node;
    return r;
}

static void node_forget(CUgraphNode node)
{
    pthread_mutex_lock(&g_lock);
    for (size_t i = 0; i < g_nnodes; i++)
        if (g_nodes[i].node == node) {
            node_rec_clear(&g_nodes[i]);
            g_nodes[i] = g_nodes[--g_nnodes];
            break;
        }
    pthread_mutex_unlock(&g_lock);
}

/* ---------------------------------------------------------------- refusals */

/* cuGraphMemcpyNodeSetParams and cuGraphNodeSetParams: a memcpy node of device memory is the
 * driver's own node, one with a client host side a child graph node on the server
 * (server/graphhost.c); neither can become the other, which CUDA would allow. */
#define SIDE_CHANGE_WHY                                                                       \
    "a memcpy node made with device memory only cannot be given a client host side, nor the " \
    "reverse, in LUPINE (make a new node)"

/* ---------------------------------------------------------------- capture mode */

CUresult CUDAAPI cuThreadExchangeStreamCaptureMode(CUstreamCaptureMode *mode)
{
    lc_stats_call(LUPINE_FN_cuThreadExchangeStreamCaptureMode);
    if (!mode || (int)*mode < 0 || (int)*mode > (int)CU_STREAM_CAPTURE_MODE_RELAXED)
        return CUDA_ERROR_INVALID_VALUE;
    *mode = (CUstreamCaptureMode)lc_capture_mode_exchange((int)*mode);
    return CUDA_SUCCESS;
}

/* The capture mode a call of this thread is sent with (route.c, as graph_init registered it).
 * All client threads' calls run on one server thread, where the driver would take every
 * capture of this process for that thread's own. So the shim applies the driver's rules
 * (cuda.h, cuThreadExchangeStreamCaptureMode) for the calling thread itself: a thread in
 * RELAXED mode is never prohibited; one in THREAD_LOCAL mode by a capture of its own not begun
 * RELAXED; one in GLOBAL mode also by a GLOBAL capture of any other thread. A call the driver
 * would allow is sent RELAXED; one it would prohibit THREAD_LOCAL, which the captures of this
 * client on the server thread (the prohibiting one among them) then prohibit, invalidating
 * them. */
static int capture_mode_sent(void)
{
    int mode = lc_capture_mode();
    int active = atomic_load(&g_active);
    if (mode == CU_STREAM_CAPTURE_MODE_RELAXED || !active)
        return mode; /* nothing to prohibit: the thread's own mode, switched on the server
                        only when it changes */
    if (active >= 1 << 20) /* a capture it could not remember: the thread's own mode */
        return mode;
    int prohibited = 0;
    pthread_t self = pthread_self();
    pthread_mutex_lock(&g_lock);
    for (size_t i = 0; i < g_ncaps && !prohibited; i++) {
        int cm = g_caps[i].mode < 0 ? CU_STREAM_CAPTURE_MODE_GLOBAL : g_caps[i].mode;
        if (pthread_equal(g_caps[i].thread, self))
            prohibited = cm != CU_STREAM_CAPTURE_MODE_RELAXED;
        else
            prohibited = mode == CU_STREAM_CAPTURE_MODE_GLOBAL && cm == CU_STREAM_CAPTURE_MODE_GLOBAL;
    }
    pthread_mutex_unlock(&g_lock);
    return prohibited ? CU_STREAM_CAPTURE_MODE_THREAD_LOCAL : CU_STREAM_CAPTURE_MODE_RELAXED;
}

/* ---------------------------------------------------------------- begin and end */

static void capture_begun(CUstream s, int mode)
{
    pthread_mutex_lock(&g_lock);
    if (!grow((void **)&g_caps, &g_capcaps, g_ncaps, sizeof *g_caps)) {
        g_caps[g_ncaps++] = (capture_rec){s, pthread_self(), mode};
        atomic_fetch_add(&g_active, 1);
        lc_capture_begin(); /* streams.c answers no synchronisation locally meanwhile */
    } else {
        /* cannot remember it: never answer "not capturing" locally again */
        atomic_fetch_add(&g_active, 1 << 20);
        lc_capture_begin();
    }
    pthread_mutex_unlock(&g_lock);
}

CUresult CUDAAPI cuStreamBeginCapture(CUstream s)
{
    lc_stats_call(LUPINE_FN_cuStreamBeginCapture);
    CUresult r = lc_fwd_cuStreamBeginCapture(s);
    if (r == CUDA_SUCCESS)
        capture_begun(s, -1);
    return r;
}

CUresult CUDAAPI cuStreamBeginCapture_ptsz(CUstream s)
{
    lc_stats_call(LUPINE_FN_cuStreamBeginCapture_ptsz);
    CUresult r = lc_fwd_cuStreamBeginCapture_ptsz(s);
    if (r == CUDA_SUCCESS)
        capture_begun(ptsz_stream(s), -1);
    return r;
}

CUresult CUDAAPI cuStreamBeginCapture_v2(CUstream s, CUstreamCaptureMode mode)
{
    lc_stats_call(LUPINE_FN_cuStreamBeginCapture_v2);
    CUresult r = lc_fwd_cuStreamBeginCapture_v2(s, mode);
    if (r == CUDA_SUCCESS)
        capture_begun(s, (int)mode);
    return r;
}

CUresult CUDAAPI cuStreamBeginCapture_v2_ptsz(CUstream s, CUstreamCaptureMode mode)
{
    lc_stats_call(LUPINE_FN_cuStreamBeginCapture_v2_ptsz);
    CUresult r = lc_fwd_cuStreamBeginCapture_v2_ptsz(s, mode);
    if (r == CUDA_SUCCESS)
        capture_begun(ptsz_stream(s), (int)mode);
    return r;
}

CUresult CUDAAPI cuStreamBeginCaptureToGraph(CUstream s, CUgraph g, const CUgraphNode *deps,
                                             const CUgraphEdgeData *edges, size_t n,
                                             CUstreamCaptureMode mode)
{
    lc_stats_call(LUPINE_FN_cuStreamBeginCaptureToGraph);
    CUresult r = lc_fwd_cuStreamBeginCaptureToGraph(s, g, deps, edges, n, mode);
    if (r == CUDA_SUCCESS)
        capture_begun(s, (int)mode);
    return r;
}

CUresult CUDAAPI cuStreamBeginCaptureToGraph_ptsz(CUstream s, CUgraph g, const CUgraphNode *deps,
                                                  const CUgraphEdgeData *edges, size_t n,
                                                  CUstreamCaptureMode mode)
{
    lc_stats_call(LUPINE_FN_cuStreamBeginCaptureToGraph_ptsz);
    CUresult r = lc_fwd_cuStreamBeginCaptureToGraph_ptsz(s, g, deps, edges, n, mode);
    if (r == CUDA_SUCCESS)
        capture_begun(ptsz_stream(s), (int)mode);
    return r;
}

/* The capture begun on s; -1 when this process began none there. */
static int capture_index(CUstream s)
{
    for (size_t i = 0; i < g_ncaps; i++)
        if (same_stream(g_caps[i].stream, g_caps[i].thread, s))
            return (int)i;
    return -1;
}

static void deps_forget(CUstream s)
{
    for (size_t i = 0; i < g_ndeps; i++)
        if (same_stream(g_deps[i].stream, g_deps[i].thread, s)) {
            free(g_deps[i].deps);
            free(g_deps[i].edges);
            g_deps[i] = g_deps[--g_ndeps];
            return;
        }
}

static CUresult end_capture(int ptsz, CUstream s, CUgraph *graph)
{
    CUstream key = ptsz ? ptsz_stream(s) : s;
    pthread_mutex_lock(&g_lock);
    int i = capture_index(key);
    int wrong = i >= 0 && g_caps[i].mode >= 0 && g_caps[i].mode != CU_STREAM_CAPTURE_MODE_RELAXED &&
                !pthread_equal(g_caps[i].thread, pthread_self());
    pthread_mutex_unlock(&g_lock);
    if (wrong) /* "not initiated with ..._RELAXED ... passed to cuStreamEndCapture in a
                  different thread" (cuda.h, CUDA_ERROR_STREAM_CAPTURE_WRONG_THREAD) */
        return CUDA_ERROR_STREAM_CAPTURE_WRONG_THREAD;
    CUresult r =
        ptsz ? lc_fwd_cuStreamEndCapture_ptsz(s, graph) : lc_fwd_cuStreamEndCapture(s, graph);
    int ended = r == CUDA_SUCCESS;
    if (!ended && i >= 0) { /* ended anyway (invalidated, unjoined)? the server knows */
        CUstreamCaptureStatus st = CU_STREAM_CAPTURE_STATUS_ACTIVE;
        CUresult q =
            ptsz ? lc_fwd_cuStreamIsCapturing_ptsz(s, &st) : lc_fwd_cuStreamIsCapturing(s, &st);
        ended = q != CUDA_SUCCESS || st == CU_STREAM_CAPTURE_STATUS_NONE;
    }
    pthread_mutex_lock(&g_lock);
    i = capture_index(key);
    if (ended && i >= 0) {
        g_caps[i] = g_caps[--g_ncaps];
        atomic_fetch_sub(&g_active, 1);
        lc_capture_end();
    }
    if (ended)
        deps_forget(key);
    pthread_mutex_unlock(&g_lock);
    return r;
}

CUresult CUDAAPI cuStreamEndCapture(CUstream s, CUgraph *graph)
{
    lc_stats_call(LUPINE_FN_cuStreamEndCapture);
    return end_capture(0, s, graph);
}

CUresult CUDAAPI cuStreamEndCapture_ptsz(CUstream s, CUgraph *graph)
{
    lc_stats_call(LUPINE_FN_cuStreamEndCapture_ptsz);
    return end_capture(1, s, graph);
}

/* ---------------------------------------------------------------- status and information */

static int none_capturing(void) { return atomic_load(&g_active) == 0; }

CUresult CUDAAPI cuStreamIsCapturing(CUstream s, CUstreamCaptureStatus *st)
{
    lc_stats_call(LUPINE_FN_cuStreamIsCapturing);
    if (!st)
        return CUDA_ERROR_INVALID_VALUE;
    if (none_capturing()) {
        *st = CU_STREAM_CAPTURE_STATUS_NONE;
        return CUDA_SUCCESS;
    }
    return lc_fwd_cuStreamIsCapturing(s, st);
}

CUresult CUDAAPI cuStreamIsCapturing_ptsz(CUstream s, CUstreamCaptureStatus *st)
{
    lc_stats_call(LUPINE_FN_cuStreamIsCapturing_ptsz);
    if (!st)
        return CUDA_ERROR_INVALID_VALUE;
    if (none_capturing()) {
        *st = CU_STREAM_CAPTURE_STATUS_NONE;
        return CUDA_SUCCESS;
    }
    return lc_fwd_cuStreamIsCapturing_ptsz(s, st);
}

/* Keeps the dependency set of s in client storage: the same storage while the set is the
 * same, new storage when it changed. With g_lock held. */
static deps_rec *deps_keep(CUstream s, CUgraphNode *deps, CUgraphEdgeData *edges, size_t n)
{
    deps_rec *d = NULL;
    for (size_t i = 0; i < g_ndeps && !d; i++)
        if (same_stream(g_deps[i].stream, g_deps[i].thread, s))
            d = &g_deps[i];
    if (d && d->n == n && !memcmp(d->deps, deps, n * sizeof *deps) &&
        !memcmp(d->edges, edges, n * sizeof *edges)) {
        free(deps);
        free(edges);
        return d;
    }
    if (!d) {
        if (grow((void **)&g_deps, &g_capdeps, g_ndeps, sizeof *g_deps)) {
            free(deps);
            free(edges);
            return NULL;
        }
        d = &g_deps[g_ndeps++];
        memset(d, 0, sizeof *d);
        d->stream = s;
        d->thread = pthread_self();
    }
    free(d->deps);
    free(d->edges);
    d->deps = deps;
    d->edges = edges;
    d->n = n;
    return d;
}

/* Every version of cuStreamGetCaptureInfo, through the server's _v3 (or _v3_ptsz). */
static CUresult capture_info(int ptsz, CUstream s, CUstreamCaptureStatus *status, cuuint64_t *id,
                             CUgraph *graph, const CUgraphNode **deps_out,
                             const CUgraphEdgeData **edges_out, size_t *ndeps)
{
    if (!status || (edges_out && !deps_out))
        return CUDA_ERROR_INVALID_VALUE; /* "captureStatus_out ... required"; edgeData_out needs
                                            dependencies_out (cuda.h) */
    if (none_capturing()) {
        *status = CU_STREAM_CAPTURE_STATUS_NONE;
        if (id)
            *id = 0;
        if (graph)
            *graph = NULL;
        if (deps_out)
            *deps_out = NULL;
        if (edges_out)
            *edges_out = NULL;
        if (ndeps)
            *ndeps = 0;
        return CUDA_SUCCESS;
    }
    uint64_t want = (graph ? 1u : 0u) | (deps_out ? 2u : 0u);
    lc_call c;
    lp_capture_info fixed;
    CUgraphNode *deps;
    CUgraphEdgeData *edges;
    CUresult r = lc_gw_cuStreamGetCaptureInfo_v3(
        &c, ptsz ? LUPINE_FN_cuStreamGetCaptureInfo_v3_ptsz : LUPINE_FN_cuStreamGetCaptureInfo_v3,
        s, want, &fixed, (void **)&deps, (void **)&edges);
    if (r != CUDA_SUCCESS)
        return r;
    *status = (CUstreamCaptureStatus)fixed.status;
    if (id)
        *id = fixed.id;
    if (graph)
        *graph = LC_TAG(c.srv, (CUgraph)(uintptr_t)fixed.graph);
    lc_handles_out(&c, deps, deps_out ? fixed.count : 0);
    if (ndeps)
        *ndeps = (size_t)fixed.count;
    if (!deps_out) {
        free(deps);
        free(edges);
        return CUDA_SUCCESS;
    }
    size_t n = (size_t)fixed.count;
    int lossy = 0;
    for (size_t i = 0; i < n && !edges_out; i++) {
        static const CUgraphEdgeData zero;
        lossy |= memcmp(&edges[i], &zero, sizeof zero) != 0;
    }
    if (lossy) { /* "non-zero edge data ... and edgeData_out is NULL" (cuda.h) */
        free(deps);
        free(edges);
        return CUDA_ERROR_LOSSY_QUERY;
    }
    pthread_mutex_lock(&g_lock);
    deps_rec *d = deps_keep(ptsz ? ptsz_stream(s) : s, deps, edges, n);
    *deps_out = d && n ? d->deps : NULL;
    if (edges_out)
        *edges_out = d && n ? d->edges : NULL;
    pthread_mutex_unlock(&g_lock);
    return d ? CUDA_SUCCESS : CUDA_ERROR_OUT_OF_MEMORY;
}

CUresult CUDAAPI cuStreamGetCaptureInfo(CUstream s, CUstreamCaptureStatus *st, cuuint64_t *id)
{
    lc_stats_call(LUPINE_FN_cuStreamGetCaptureInfo);
    return capture_info(0, s, st, id, NULL, NULL, NULL, NULL);
}

CUresult CUDAAPI cuStreamGetCaptureInfo_ptsz(CUstream s, CUstreamCaptureStatus *st, cuuint64_t *id)
{
    lc_stats_call(LUPINE_FN_cuStreamGetCaptureInfo_ptsz);
    return capture_info(1, s, st, id, NULL, NULL, NULL, NULL);
}

CUresult CUDAAPI cuStreamGetCaptureInfo_v2(CUstream s, CUstreamCaptureStatus *st, cuuint64_t *id,
                                           CUgraph *g, const CUgraphNode **d, size_t *n)
{
    lc_stats_call(LUPINE_FN_cuStreamGetCaptureInfo_v2);
    return capture_info(0, s, st, id, g, d, NULL, n);
}

CUresult CUDAAPI cuStreamGetCaptureInfo_v2_ptsz(CUstream s, CUstreamCaptureStatus *st,
                                                cuuint64_t *id, CUgraph *g, const CUgraphNode **d,
                                                size_t *n)
{
    lc_stats_call(LUPINE_FN_cuStreamGetCaptureInfo_v2_ptsz);
    return capture_info(1, s, st, id, g, d, NULL, n);
}

CUresult CUDAAPI cuStreamGetCaptureInfo_v3(CUstream s, CUstreamCaptureStatus *st, cuuint64_t *id,
                                           CUgraph *g, const CUgraphNode **d,
                                           const CUgraphEdgeData **e, size_t *n)
{
    lc_stats_call(LUPINE_FN_cuStreamGetCaptureInfo_v3);
    return capture_info(0, s, st, id, g, d, e, n);
}

CUresult CUDAAPI cuStreamGetCaptureInfo_v3_ptsz(CUstream s, CUstreamCaptureStatus *st,
                                                cuuint64_t *id, CUgraph *g, const CUgraphNode **d,
                                                const CUgraphEdgeData **e, size_t *n)
{
    lc_stats_call(LUPINE_FN_cuStreamGetCaptureInfo_v3_ptsz);
    return capture_info(1, s, st, id, g, d, e, n);
}

/* ---------------------------------------------------------------- destroying */

CUresult CUDAAPI cuGraphDestroy(CUgraph g)
{
    lc_stats_call(LUPINE_FN_cuGraphDestroy);
    CUresult r = lc_fwd_cuGraphDestroy(g);
    if (r == CUDA_SUCCESS && g) {
        pthread_mutex_lock(&g_lock);
        for (size_t i = 0; i < g_nnodes; i++)
            if (g_nodes[i].graph == g) {
                node_rec_clear(&g_nodes[i]);
                g_nodes[i--] = g_nodes[--g_nnodes];
            }
        pthread_mutex_unlock(&g_lock);
    }
    return r;
}

CUresult CUDAAPI cuGraphDestroyNode(CUgraphNode n)
{
    lc_stats_call(LUPINE_FN_cuGraphDestroyNode);
    CUresult r = lc_fwd_cuGraphDestroyNode(n);
    if (r == CUDA_SUCCESS)
        node_forget(n);
    return r;
}

/* ---------------------------------------------------------------- kernel nodes */

/* The server of the graph, node or executable graph h (-1: NULL, or no server's). */
static int graph_server(const void *h) { return lc_handle_server((uint64_t)(uintptr_t)h); }

/* A kernel node's function or kernel field as server `to` (the graph's) knows it: a library's
 * kernel (value_handles.c) is that server's copy, as for a launch there; another handle is
 * stripped of its tag. */
static CUresult node_code(void **field, int to)
{
    uint64_t h = (uint64_t)(uintptr_t)*field, v = lc_handle_strip(h);
    CUresult r = CUDA_SUCCESS;
    if (to >= 0 && lc_library_arg(LUPINE_FN_cuGraphAddKernelNode_v2, h))
        r = lc_library_value_on(h, to, &v);
    *field = (void *)(uintptr_t)v;
    return r;
}

/* A kernel node's parameters for the wire, going to the graph of server `to`: handles as
 * that server knows them, parameters packed; *srv is the server its function belongs to,
 * which the call must go to (-1: none known; a library's kernel belongs to every server). */
static CUresult kernel_wire(const CUDA_KERNEL_NODE_PARAMS *in, CUDA_KERNEL_NODE_PARAMS *wire,
                            unsigned char *buf, size_t *total, int *srv, int to)
{
    *srv = -1;
    if (!in)
        return CUDA_ERROR_INVALID_VALUE;
    if (in->kernelParams && in->extra) /* "specified with both" (cuda.h) */
        return CUDA_ERROR_INVALID_VALUE;
    CUfunction f = in->func ? in->func : (CUfunction)in->kern;
    if (!f)
        return CUDA_ERROR_INVALID_VALUE;
    CUresult r = lc_kernel_pack(f, in->kernelParams, in->extra, buf, total);
    if (r)
        return r;
    uint64_t fh = (uint64_t)(uintptr_t)f;
    if (!lc_library_arg(LUPINE_FN_cuGraphAddKernelNode_v2, fh))
        *srv = lc_handle_server(fh);
    *wire = *in;
    wire->kernelParams = NULL;
    wire->extra = NULL;
    if ((r = node_code((void **)&wire->func, to)) || (r = node_code((void **)&wire->kern, to)))
        return r;
    wire->ctx = LC_STRIP(wire->ctx);
    return CUDA_SUCCESS;
}

static void kernel_from_v1(const CUDA_KERNEL_NODE_PARAMS_v1 *v1, CUDA_KERNEL_NODE_PARAMS *v2)
{
    memset(v2, 0, sizeof *v2);
    v2->func = v1->func;
    v2->gridDimX = v1->gridDimX;
    v2->gridDimY = v1->gridDimY;
    v2->gridDimZ = v1->gridDimZ;
    v2->blockDimX = v1->blockDimX;
    v2->blockDimY = v1->blockDimY;
    v2->blockDimZ = v1->blockDimZ;
    v2->sharedMemBytes = v1->sharedMemBytes;
    v2->kernelParams = v1->kernelParams;
    v2->extra = v1->extra;
}

static CUresult add_kernel(CUgraphNode *node, CUgraph g, const CUgraphNode *deps, size_t n,
                           const CUDA_KERNEL_NODE_PARAMS *p)
{
    CUDA_KERNEL_NODE_PARAMS wire;
    unsigned char buf[LC_MAX_PARAM_BYTES];
    size_t total = 0;
    int srv;
    CUresult r = kernel_wire(p, &wire, buf, &total, &srv, graph_server(g));
    if (r)
        return r;
    lc_call c; /* a function of another server than the graph's: refused */
    return lc_gw_cuGraphAddKernelNode_v2(&c, srv, node, g, n, deps, &wire, buf, total);
}

CUresult CUDAAPI cuGraphAddKernelNode_v2(CUgraphNode *node, CUgraph g, const CUgraphNode *deps,
                                         size_t n, const CUDA_KERNEL_NODE_PARAMS *p)
{
    lc_stats_call(LUPINE_FN_cuGraphAddKernelNode_v2);
    return add_kernel(node, g, deps, n, p);
}

CUresult CUDAAPI cuGraphAddKernelNode(CUgraphNode *node, CUgraph g, const CUgraphNode *deps,
                                      size_t n, const CUDA_KERNEL_NODE_PARAMS_v1 *p)
{
    lc_stats_call(LUPINE_FN_cuGraphAddKernelNode);
    if (!p)
        return CUDA_ERROR_INVALID_VALUE;
    CUDA_KERNEL_NODE_PARAMS v2;
    kernel_from_v1(p, &v2);
    return add_kernel(node, g, deps, n, &v2);
}

static CUresult set_kernel(CUgraphExec exec, CUgraphNode node, const CUDA_KERNEL_NODE_PARAMS *p)
{
    CUDA_KERNEL_NODE_PARAMS wire;
    unsigned char buf[LC_MAX_PARAM_BYTES];
    size_t total = 0;
    int srv;
    CUresult r = kernel_wire(p, &wire, buf, &total, &srv, graph_server(exec ? (void *)exec : node));
    if (r)
        return r;
    lc_call c;
    return exec ? lc_gw_cuGraphExecKernelNodeSetParams_v2(&c, srv, exec, node, &wire, buf, total)
                : lc_gw_cuGraphKernelNodeSetParams_v2(&c, srv, node, &wire, buf, total);
}

CUresult CUDAAPI cuGraphKernelNodeSetParams_v2(CUgraphNode node, const CUDA_KERNEL_NODE_PARAMS *p)
{
    lc_stats_call(LUPINE_FN_cuGraphKernelNodeSetParams_v2);
    return set_kernel(NULL, node, p);
}

CUresult CUDAAPI cuGraphKernelNodeSetParams(CUgraphNode node, const CUDA_KERNEL_NODE_PARAMS_v1 *p)
{
    lc_stats_call(LUPINE_FN_cuGraphKernelNodeSetParams);
    if (!p)
        return CUDA_ERROR_INVALID_VALUE;
    CUDA_KERNEL_NODE_PARAMS v2;
    kernel_from_v1(p, &v2);
    return set_kernel(NULL, node, &v2);
}

CUresult CUDAAPI cuGraphExecKernelNodeSetParams_v2(CUgraphExec exec, CUgraphNode node,
                                                   const CUDA_KERNEL_NODE_PARAMS *p)
{
    lc_stats_call(LUPINE_FN_cuGraphExecKernelNodeSetParams_v2);
    if (!exec)
        return CUDA_ERROR_INVALID_VALUE;
    return set_kernel(exec, node, p);
}

CUresult CUDAAPI cuGraphExecKernelNodeSetParams(CUgraphExec exec, CUgraphNode node,
                                                const CUDA_KERNEL_NODE_PARAMS_v1 *p)
{
    lc_stats_call(LUPINE_FN_cuGraphExecKernelNodeSetParams);
    if (!exec || !p)
        return CUDA_ERROR_INVALID_VALUE;
    CUDA_KERNEL_NODE_PARAMS v2;
    kernel_from_v1(p, &v2);
    return set_kernel(exec, node, &v2);
}

/* The parameters as the node holds them, kept in the node's record: kernelParams by the
 * function's layout (the usual form), else an extra list over the packed buffer. (The driver
 * returns whichever form was set last; the shim always sets the packed form on the server,
 * and returns kernelParams where it can, which every caller of the recorded programs sets.) */
static CUresult get_kernel(CUgraphNode node, CUDA_KERNEL_NODE_PARAMS *p)
{
    if (!p)
        return CUDA_ERROR_INVALID_VALUE;
    lc_call c;
    CUDA_KERNEL_NODE_PARAMS got;
    uint64_t total = 0;
    unsigned char *buf;
    CUresult r =
        lc_gw_cuGraphKernelNodeGetParams_v2(&c, node, &got, &total, (void **)&buf);
    if (r != CUDA_SUCCESS)
        return r;
    got.func = (CUfunction)(uintptr_t)lc_handle_from(c.srv, (uint64_t)(uintptr_t)got.func);
    got.kern = (CUkernel)(uintptr_t)lc_handle_from(c.srv, (uint64_t)(uintptr_t)got.kern);
    got.ctx = LC_TAG(c.srv, got.ctx);
    int n = 0;
    size_t *off = NULL, *size = NULL;
    CUfunction f = got.func ? got.func : (CUfunction)got.kern;
    void **ptrs = NULL;
    if (f && lc_kernel_layout(f, &n, &off, &size) == CUDA_SUCCESS &&
        (ptrs = malloc((size_t)(n ? n : 1) * sizeof *ptrs))) {
        for (int i = 0; i < n; i++)
            ptrs[i] = off[i] + size[i] <= total ? buf + off[i] : NULL;
    }
    free(off);
    free(size);
    pthread_mutex_lock(&g_lock);
    node_rec *rec = node_find(node, 1);
    if (!rec) {
        pthread_mutex_unlock(&g_lock);
        free(buf);
        free(ptrs);
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    free(rec->kparams);
    free(rec->kptrs);
    rec->kparams = buf;
    rec->kptrs = ptrs;
    rec->ksize = (size_t)total;
    *p = got;
    if (ptrs) {
        p->kernelParams = ptrs;
        p->extra = NULL;
    } else if (total) {
        rec->kextra[0] = CU_LAUNCH_PARAM_BUFFER_POINTER;
        rec->kextra[1] = buf;
        rec->kextra[2] = CU_LAUNCH_PARAM_BUFFER_SIZE;
        rec->kextra[3] = &rec->ksize;
        rec->kextra[4] = CU_LAUNCH_PARAM_END;
        p->kernelParams = NULL;
        p->extra = rec->kextra;
    } else {
        p->kernelParams = NULL;
        p->extra = NULL;
    }
    pthread_mutex_unlock(&g_lock);
    return CUDA_SUCCESS;
}

CUresult CUDAAPI cuGraphKernelNodeGetParams_v2(CUgraphNode node, CUDA_KERNEL_NODE_PARAMS *p)
{
    lc_stats_call(LUPINE_FN_cuGraphKernelNodeGetParams_v2);
    return get_kernel(node, p);
}

CUresult CUDAAPI cuGraphKernelNodeGetParams(CUgraphNode node, CUDA_KERNEL_NODE_PARAMS_v1 *p)
{
    lc_stats_call(LUPINE_FN_cuGraphKernelNodeGetParams);
    if (!p)
        return CUDA_ERROR_INVALID_VALUE;
    CUDA_KERNEL_NODE_PARAMS v2;
    CUresult r = get_kernel(node, &v2);
    if (r)
        return r;
    p->func = v2.func;
    p->gridDimX = v2.gridDimX;
    p->gridDimY = v2.gridDimY;
    p->gridDimZ = v2.gridDimZ;
    p->blockDimX = v2.blockDimX;
    p->blockDimY = v2.blockDimY;
    p->blockDimZ = v2.blockDimZ;
    p->sharedMemBytes = v2.sharedMemBytes;
    p->kernelParams = v2.kernelParams;
    p->extra = v2.extra;
    return CUDA_SUCCESS;
}

/* ---------------------------------------------------------------- memcpy nodes */

/* One side of a copy as it travels (server/graph.c, check_copy): a unified address is device
 * memory when it lies in one of the shim's device ranges, client host memory otherwise. Client
 * host memory travels as CU_MEMORYTYPE_HOST with its address in the host pointer, and *mark 1
 * when the application named it CU_MEMORYTYPE_UNIFIED (so the node's parameters come back as
 * they were given). 1: the side is client host memory. */
static int copy_side_wire(CUmemorytype *type, const void **host, CUdeviceptr *dev, void **mark)
{
    *mark = NULL;
    if (*type == CU_MEMORYTYPE_UNIFIED && lc_range_find(*dev, 1) != 1) {
        *type = CU_MEMORYTYPE_HOST;
        *host = (const void *)(uintptr_t)*dev;
        *dev = 0;
        *mark = (void *)1;
    }
    if (*type != CU_MEMORYTYPE_HOST) {
        *host = NULL;
        return 0;
    }
    return 1;
}

/* A copy as it travels. */
static CUresult copy_wire(const CUDA_MEMCPY3D *in, CUDA_MEMCPY3D *wire)
{
    if (!in)
        return CUDA_ERROR_INVALID_VALUE;
    *wire = *in;
    wire->srcArray = LC_STRIP(wire->srcArray);
    wire->dstArray = LC_STRIP(wire->dstArray);
    const void *dst = wire->dstHost;
    int h = copy_side_wire(&wire->srcMemoryType, &wire->srcHost, &wire->srcDevice,
                           &wire->reserved0);
    h |= copy_side_wire(&wire->dstMemoryType, &dst, &wire->dstDevice, &wire->reserved1);
    wire->dstHost = (void *)(uintptr_t)dst;
    if (h)
        lc_notes_used(); /* its replays pull or push client memory */
    return CUDA_SUCCESS;
}

/* The copy as the server returns it (copy_wire's form) in the application's terms. */
static void copy_from_wire(CUDA_MEMCPY3D *c)
{
    if (c->srcMemoryType == CU_MEMORYTYPE_HOST && c->reserved0) {
        c->srcMemoryType = CU_MEMORYTYPE_UNIFIED;
        c->srcDevice = (CUdeviceptr)(uintptr_t)c->srcHost;
        c->srcHost = NULL;
    }
    if (c->dstMemoryType == CU_MEMORYTYPE_HOST && c->reserved1) {
        c->dstMemoryType = CU_MEMORYTYPE_UNIFIED;
        c->dstDevice = (CUdeviceptr)(uintptr_t)c->dstHost;
        c->dstHost = NULL;
    }
    c->reserved0 = c->reserved1 = NULL;
}

CUresult CUDAAPI cuGraphAddMemcpyNode(CUgraphNode *node, CUgraph g, const CUgraphNode *deps,
                                      size_t n, const CUDA_MEMCPY3D *copy, CUcontext ctx)
{
    lc_stats_call(LUPINE_FN_cuGraphAddMemcpyNode);
    CUDA_MEMCPY3D wire;
    CUresult r = copy_wire(copy, &wire);
    if (r)
        return r;
    lc_call c;
    return lc_gw_cuGraphAddMemcpyNode(&c, node, g, n, ctx, deps, &wire);
}

CUresult CUDAAPI cuGraphMemcpyNodeGetParams(CUgraphNode node, CUDA_MEMCPY3D *p)
{
    lc_stats_call(LUPINE_FN_cuGraphMemcpyNodeGetParams);
    if (!p)
        return CUDA_ERROR_INVALID_VALUE;
    lc_call c;
    CUresult r = lc_gw_cuGraphMemcpyNodeGetParams(&c, node, p);
    if (r == CUDA_SUCCESS) {
        copy_from_wire(p);
        p->srcArray = LC_TAG(c.srv, p->srcArray);
        p->dstArray = LC_TAG(c.srv, p->dstArray);
    }
    return r;
}

CUresult CUDAAPI cuGraphMemcpyNodeSetParams(CUgraphNode node, const CUDA_MEMCPY3D *copy)
{
    lc_stats_call(LUPINE_FN_cuGraphMemcpyNodeSetParams);
    CUDA_MEMCPY3D wire;
    CUresult r = copy_wire(copy, &wire);
    if (r)
        return r;
    lc_call c;
    r = lc_gw_cuGraphMemcpyNodeSetParams(&c, node, &wire);
    if (r == CUDA_ERROR_NOT_SUPPORTED)
        r = lc_refuse(LUPINE_FN_cuGraphMemcpyNodeSetParams, SIDE_CHANGE_WHY);
    return r;
}

CUresult CUDAAPI cuGraphExecMemcpyNodeSetParams(CUgraphExec exec, CUgraphNode node,
                                                const CUDA_MEMCPY3D *copy, CUcontext ctx)
{
    lc_stats_call(LUPINE_FN_cuGraphExecMemcpyNodeSetParams);
    CUDA_MEMCPY3D wire;
    CUresult r = copy_wire(copy, &wire);
    if (r)
        return r;
    lc_call c;
    return lc_gw_cuGraphExecMemcpyNodeSetParams(&c, exec, node, ctx, &wire);
}

/* ---------------------------------------------------------------- host nodes */

/* The cookie of a host node's function (0: out of memory); its replays will notify us. */
static uint64_t host_cookie(const CUDA_HOST_NODE_PARAMS *p)
{
    uint64_t cookie = lc_cookie(LP_NOTE_HOSTFN, (void (*)(void))p->fn, p->userData, NULL);
    if (cookie)
        lc_notes_used();
    return cookie;
}

CUresult CUDAAPI cuGraphAddHostNode(CUgraphNode *node, CUgraph g, const CUgraphNode *deps,
                                    size_t n, const CUDA_HOST_NODE_PARAMS *p)
{
    lc_stats_call(LUPINE_FN_cuGraphAddHostNode);
    if (!p || !p->fn)
        return CUDA_ERROR_INVALID_VALUE;
    uint64_t cookie = host_cookie(p);
    if (!cookie)
        return CUDA_ERROR_OUT_OF_MEMORY;
    lc_call c;
    return lc_gw_cuGraphAddHostNode(&c, node, g, n, deps, cookie);
}

CUresult CUDAAPI cuGraphHostNodeGetParams(CUgraphNode node, CUDA_HOST_NODE_PARAMS *p)
{
    lc_stats_call(LUPINE_FN_cuGraphHostNodeGetParams);
    if (!p)
        return CUDA_ERROR_INVALID_VALUE;
    lc_call c;
    uint64_t cookie = 0;
    CUresult r = lc_gw_cuGraphHostNodeGetParams(&c, node, &cookie);
    void (*fn)(void) = NULL;
    void *user = NULL;
    if (r == CUDA_SUCCESS && lc_cookie_lookup(cookie, LP_NOTE_HOSTFN, &fn, &user))
        r = CUDA_ERROR_INVALID_VALUE; /* a cookie this process never made (never from our server) */
    if (r == CUDA_SUCCESS) {
        p->fn = (CUhostFn)fn;
        p->userData = user;
    }
    return r;
}

/* cuGraphHostNodeSetParams (exec NULL) and cuGraphExecHostNodeSetParams. */
static CUresult set_host(CUgraphExec exec, CUgraphNode node, const CUDA_HOST_NODE_PARAMS *p)
{
    if (!p || !p->fn)
        return CUDA_ERROR_INVALID_VALUE;
    uint64_t cookie = host_cookie(p);
    if (!cookie)
        return CUDA_ERROR_OUT_OF_MEMORY;
    lc_call c;
    return exec ? lc_gw_cuGraphExecHostNodeSetParams(&c, exec, node, cookie)
                : lc_gw_cuGraphHostNodeSetParams(&c, node, cookie);
}

CUresult CUDAAPI cuGraphHostNodeSetParams(CUgraphNode node, const CUDA_HOST_NODE_PARAMS *p)
{
    lc_stats_call(LUPINE_FN_cuGraphHostNodeSetParams);
    return set_host(NULL, node, p);
}

CUresult CUDAAPI cuGraphExecHostNodeSetParams(CUgraphExec exec, CUgraphNode node,
                                              const CUDA_HOST_NODE_PARAMS *p)
{
    lc_stats_call(LUPINE_FN_cuGraphExecHostNodeSetParams);
    if (!exec)
        return CUDA_ERROR_INVALID_VALUE;
    return set_host(exec, node, p);
}

/* ---------------------------------------------------------------- memory allocation nodes */

/* Device ordinals inside allocation properties are the client's (CUDA_VISIBLE_DEVICES,
 * devices.c): translated to the server's. */
static CUresult location_in(CUmemLocation *loc)
{
    if (loc->type != CU_MEM_LOCATION_TYPE_DEVICE)
        return CUDA_SUCCESS;
    CUdevice d = loc->id;
    CUresult r = lc_dev_in(NULL, &d);
    loc->id = d;
    return r;
}

/* The pool properties (Windows attributes cleared) and a translated copy of the access
 * descriptors (*descs, caller frees). */
static CUresult alloc_wire(CUmemPoolProps *props, const CUmemAccessDesc *in, size_t n,
                           CUmemAccessDesc **descs)
{
    *descs = NULL;
    props->win32SecurityAttributes = NULL;
    CUresult r = location_in(&props->location);
    if (r)
        return r;
    if (n > 64 || (n && !in))
        return CUDA_ERROR_INVALID_VALUE;
    if (!n)
        return CUDA_SUCCESS;
    if (!(*descs = malloc(n * sizeof **descs)))
        return CUDA_ERROR_OUT_OF_MEMORY;
    memcpy(*descs, in, n * sizeof **descs);
    for (size_t i = 0; i < n && !r; i++)
        r = location_in(&(*descs)[i].location);
    return r;
}

CUresult CUDAAPI cuGraphAddMemAllocNode(CUgraphNode *node, CUgraph g, const CUgraphNode *deps,
                                        size_t n, CUDA_MEM_ALLOC_NODE_PARAMS *p)
{
    lc_stats_call(LUPINE_FN_cuGraphAddMemAllocNode);
    if (!p)
        return CUDA_ERROR_INVALID_VALUE;
    CUDA_MEM_ALLOC_NODE_PARAMS wire = *p;
    CUmemAccessDesc *descs = NULL;
    CUresult r = alloc_wire(&wire.poolProps, p->accessDescs, p->accessDescCount, &descs);
    wire.accessDescs = NULL;
    lc_call c;
    uint64_t dptr = 0;
    if (r == CUDA_SUCCESS)
        r = lc_gw_cuGraphAddMemAllocNode(&c, node, g, n, deps, &wire, descs,
                                         (uint64_t)wire.accessDescCount * sizeof *descs, &dptr);
    free(descs);
    if (r == CUDA_SUCCESS) {
        p->dptr = dptr;
        lc_range_add_on(c.srv, dptr, p->bytesize); /* cuMemcpy routes it as device memory */
    }
    return r;
}

/* ---------------------------------------------------------------- CUgraphNodeParams */

/* CUgraphNodeParams holds a CUDA_KERNEL_NODE_PARAMS_v3, laid out as CUDA_KERNEL_NODE_PARAMS. */
_Static_assert(sizeof(CUDA_KERNEL_NODE_PARAMS_v3) == sizeof(CUDA_KERNEL_NODE_PARAMS),
               "kernel node parameter layouts differ");

typedef struct {
    CUgraphNodeParams np;
    unsigned char *run; /* the type's byte run: packed kernel parameters, access descriptors */
    size_t nrun;
    int srv; /* the server a kernel node's function belongs to (-1: none) */
    unsigned char kbuf[LC_MAX_PARAM_BYTES];
} node_wire;

static CUresult node_params_wire(int fn, const CUgraphNodeParams *in, node_wire *w, int to)
{
    if (!in)
        return CUDA_ERROR_INVALID_VALUE;
    w->np = *in;
    w->run = NULL;
    w->nrun = 0;
    w->srv = -1;
    CUgraphNodeParams *p = &w->np;
    switch ((int)p->type) {
    case CU_GRAPH_NODE_TYPE_KERNEL: {
        CUresult r = kernel_wire((const CUDA_KERNEL_NODE_PARAMS *)&in->kernel,
                                 (CUDA_KERNEL_NODE_PARAMS *)&p->kernel, w->kbuf, &w->nrun,
                                 &w->srv, to);
        w->run = w->kbuf;
        return r;
    }
    case CU_GRAPH_NODE_TYPE_MEMCPY:
        return copy_wire(&in->memcpy.copyParams, &p->memcpy.copyParams);
    case CU_GRAPH_NODE_TYPE_HOST: {
        /* the cookie where userData goes, fn NULL (server/graph.c) */
        if (!in->host.fn)
            return CUDA_ERROR_INVALID_VALUE;
        uint64_t cookie = host_cookie((const CUDA_HOST_NODE_PARAMS *)&in->host);
        if (!cookie)
            return CUDA_ERROR_OUT_OF_MEMORY;
        p->host.fn = NULL;
        p->host.userData = (void *)(uintptr_t)cookie;
        return CUDA_SUCCESS;
    }
    case CU_GRAPH_NODE_TYPE_MEM_ALLOC: {
        CUmemAccessDesc *descs = NULL;
        CUresult r = alloc_wire(&p->alloc.poolProps, in->alloc.accessDescs,
                                in->alloc.accessDescCount, &descs);
        p->alloc.accessDescs = NULL;
        w->run = (unsigned char *)descs;
        w->nrun = descs ? in->alloc.accessDescCount * sizeof *descs : 0;
        return r;
    }
    case CU_GRAPH_NODE_TYPE_CONDITIONAL:
        p->conditional.phGraph_out = NULL;
        p->conditional.ctx = LC_STRIP(p->conditional.ctx);
        return CUDA_SUCCESS;
    case CU_GRAPH_NODE_TYPE_MEMSET:
        p->memset.ctx = LC_STRIP(p->memset.ctx);
        return CUDA_SUCCESS;
    case CU_GRAPH_NODE_TYPE_GRAPH:
        p->graph.graph = LC_STRIP(p->graph.graph);
        return CUDA_SUCCESS;
    case CU_GRAPH_NODE_TYPE_WAIT_EVENT:
        p->eventWait.event = LC_STRIP(p->eventWait.event);
        return CUDA_SUCCESS;
    case CU_GRAPH_NODE_TYPE_EVENT_RECORD:
        p->eventRecord.event = LC_STRIP(p->eventRecord.event);
        return CUDA_SUCCESS;
    case CU_GRAPH_NODE_TYPE_EMPTY:
    case CU_GRAPH_NODE_TYPE_MEM_FREE:
        return CUDA_SUCCESS;
    default:
        return lc_refuse(fn, "graph nodes of external semaphores and batch memory operations "
                             "are not carried by LUPINE");
    }
}

static void node_wire_free(node_wire *w)
{
    if (w->run && w->run != w->kbuf)
        free(w->run);
}

static CUresult add_node(CUgraphNode *node, CUgraph g, const CUgraphNode *deps,
                         const CUgraphEdgeData *edges, size_t n, CUgraphNodeParams *p, int fn)
{
    node_wire *w = malloc(sizeof *w);
    if (!w)
        return CUDA_ERROR_OUT_OF_MEMORY;
    CUresult r = node_params_wire(fn, p, w, graph_server(g));
    lc_call c;
    CUgraphNode got = NULL;
    CUgraph *bodies = NULL;
    CUdeviceptr dptr = 0;
    /* what the driver writes into the parameters: an allocation's address, a conditional
     * node's bodies, or nothing */
    void *written = NULL;
    uint64_t nwritten = 0;
    if (r == CUDA_SUCCESS && p->type == CU_GRAPH_NODE_TYPE_MEM_ALLOC) {
        written = &dptr;
        nwritten = 8;
    } else if (r == CUDA_SUCCESS && p->type == CU_GRAPH_NODE_TYPE_CONDITIONAL) {
        size_t k = p->conditional.size;
        if (!(written = bodies = calloc(k ? k : 1, sizeof *bodies)))
            r = CUDA_ERROR_OUT_OF_MEMORY;
        nwritten = (uint64_t)k * sizeof *bodies;
    }
    if (r == CUDA_SUCCESS)
        r = lc_gw_cuGraphAddNode_v2(&c, w->srv, &got, g, n, deps, edges, &w->np,
                                    w->run ? w->run : w->kbuf, w->nrun, written, nwritten);
    node_wire_free(w);
    free(w);
    if (r != CUDA_SUCCESS) {
        free(bodies);
        return r;
    }
    if (bodies)
        lc_handles_out(&c, bodies, p->conditional.size);
    if (node)
        *node = got;
    pthread_mutex_lock(&g_lock);
    node_rec *rec = got ? node_find(got, 1) : NULL;
    if (rec) {
        rec->graph = g;
        if (bodies) {
            free(rec->bodies);
            rec->bodies = bodies;
            bodies = NULL;
        }
    }
    if (p->type == CU_GRAPH_NODE_TYPE_CONDITIONAL)
        p->conditional.phGraph_out = rec ? rec->bodies : NULL;
    pthread_mutex_unlock(&g_lock);
    free(bodies);
    if (p->type == CU_GRAPH_NODE_TYPE_MEM_ALLOC) {
        p->alloc.dptr = dptr;
        lc_range_add_on(c.srv, dptr, p->alloc.bytesize);
    }
    if (p->type == CU_GRAPH_NODE_TYPE_CONDITIONAL && !p->conditional.phGraph_out)
        return CUDA_ERROR_OUT_OF_MEMORY;
    return CUDA_SUCCESS;
}

CUresult CUDAAPI cuGraphAddNode_v2(CUgraphNode *node, CUgraph g, const CUgraphNode *deps,
                                   const CUgraphEdgeData *edges, size_t n, CUgraphNodeParams *p)
{
    lc_stats_call(LUPINE_FN_cuGraphAddNode_v2);
    return add_node(node, g, deps, edges, n, p, LUPINE_FN_cuGraphAddNode_v2);
}

CUresult CUDAAPI cuGraphAddNode(CUgraphNode *node, CUgraph g, const CUgraphNode *deps, size_t n,
                                CUgraphNodeParams *p)
{
    lc_stats_call(LUPINE_FN_cuGraphAddNode);
    return add_node(node, g, deps, NULL, n, p, LUPINE_FN_cuGraphAddNode);
}

static CUresult set_node(CUgraphExec exec, CUgraphNode node, CUgraphNodeParams *p, int fn)
{
    node_wire *w = malloc(sizeof *w);
    if (!w)
        return CUDA_ERROR_OUT_OF_MEMORY;
    CUresult r = node_params_wire(fn, p, w, graph_server(exec ? (void *)exec : node));
    lc_call c;
    const void *run = w->run ? w->run : w->kbuf;
    if (r == CUDA_SUCCESS)
        r = exec ? lc_gw_cuGraphExecNodeSetParams(&c, w->srv, exec, node, &w->np, run, w->nrun)
                 : lc_gw_cuGraphNodeSetParams(&c, w->srv, node, &w->np, run, w->nrun);
    node_wire_free(w);
    free(w);
    if (r == CUDA_ERROR_NOT_SUPPORTED && !exec && p->type == CU_GRAPH_NODE_TYPE_MEMCPY)
        r = lc_refuse(fn, SIDE_CHANGE_WHY);
    return r;
}

CUresult CUDAAPI cuGraphNodeSetParams(CUgraphNode node, CUgraphNodeParams *p)
{
    lc_stats_call(LUPINE_FN_cuGraphNodeSetParams);
    return set_node(NULL, node, p, LUPINE_FN_cuGraphNodeSetParams);
}

CUresult CUDAAPI cuGraphExecNodeSetParams(CUgraphExec exec, CUgraphNode node, CUgraphNodeParams *p)
{
    lc_stats_call(LUPINE_FN_cuGraphExecNodeSetParams);
    if (!exec)
        return CUDA_ERROR_INVALID_VALUE;
    return set_node(exec, node, p, LUPINE_FN_cuGraphExecNodeSetParams);
}

/* ---------------------------------------------------------------- instantiation */

static CUresult instantiate_params(int ptsz, CUgraphExec *exec, CUgraph g,
                                   CUDA_GRAPH_INSTANTIATE_PARAMS *p)
{
    if (!p)
        return CUDA_ERROR_INVALID_VALUE;
    CUDA_GRAPH_INSTANTIATE_PARAMS wire = *p;
    wire.hErrNode_out = NULL;
    wire.hUploadStream = LC_STRIP(wire.hUploadStream);
    lc_call c;
    CUresult r = lc_gw_cuGraphInstantiateWithParams(
        &c,
        ptsz ? LUPINE_FN_cuGraphInstantiateWithParams_ptsz : LUPINE_FN_cuGraphInstantiateWithParams,
        exec, g, &wire, &wire);
    if (r == CUDA_SUCCESS) {
        p->hErrNode_out = LC_TAG(c.srv, wire.hErrNode_out);
        p->result_out = wire.result_out;
    } else {
        /* a failed call carries no out-arguments (protocol.h): the reason is the result */
        p->hErrNode_out = NULL;
        p->result_out = CUDA_GRAPH_INSTANTIATE_ERROR;
    }
    return r;
}

CUresult CUDAAPI cuGraphInstantiateWithParams(CUgraphExec *exec, CUgraph g,
                                              CUDA_GRAPH_INSTANTIATE_PARAMS *p)
{
    lc_stats_call(LUPINE_FN_cuGraphInstantiateWithParams);
    return instantiate_params(0, exec, g, p);
}

CUresult CUDAAPI cuGraphInstantiateWithParams_ptsz(CUgraphExec *exec, CUgraph g,
                                                   CUDA_GRAPH_INSTANTIATE_PARAMS *p)
{
    lc_stats_call(LUPINE_FN_cuGraphInstantiateWithParams_ptsz);
    return instantiate_params(1, exec, g, p);
}

/* ---------------------------------------------------------------- DOT text */

/* The path names a file on the client: the server returns the text (written by the driver
 * into a file of its own choosing) and the shim writes it here. */
CUresult CUDAAPI cuGraphDebugDotPrint(CUgraph g, const char *path, unsigned int flags)
{
    lc_stats_call(LUPINE_FN_cuGraphDebugDotPrint);
    if (!path)
        return CUDA_ERROR_INVALID_VALUE;
    lc_call c;
    uint64_t n = 0;
    char *text;
    CUresult r = lc_gw_cuGraphDebugDotPrint(&c, g, flags, &n, (void **)&text);
    if (r == CUDA_SUCCESS) {
        FILE *fp = fopen(path, "w");
        if (!fp || fwrite(text, 1, (size_t)n, fp) != n)
            r = CUDA_ERROR_OPERATING_SYSTEM;
        if (fp && fclose(fp))
            r = CUDA_ERROR_OPERATING_SYSTEM;
    }
    free(text);
    return r;
}
