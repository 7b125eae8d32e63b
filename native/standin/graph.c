/* The stand-in driver's CUDA graphs and stream capture: graphs are recorded and replayed.
 *
 * A graph is a list of nodes in creation order, each with its dependencies (incoming edges).
 * cuGraphAdd*Node and cuGraphAddNode build it; a stream in capture mode records the launches,
 * memsets, copies, host functions and event records issued into it as the same nodes instead
 * of queueing them (the other files ask sd_capture->capturing, which this file registers
 * with stream.c, and hand the work to the other entries of sd_capture).
 * Instantiation clones the graph into the exec (each exec node remembers the node it came
 * from, for cuGraphExec*SetParams and cuGraphExecUpdate; a child graph node of the exec takes
 * a new child graph of the same shape, node for node and recursively, from
 * cuGraphExecChildGraphNodeSetParams and cuGraphExecUpdate); cuGraphLaunch queues one piece of
 * work on the launch stream (stream.c) holding a snapshot of the exec, which the stream's
 * worker runs in stream order: the nodes in a topological order through the built-in kernels
 * (kernels.c), memsets, copies and host functions, so what a graph computes can be checked
 * against an independent reference, and `spin` keeps the launch stream busy as a launch does.
 * Event nodes record and wait on the stream's own events (stream.c).
 *
 * Simplifications, each where no test of LUPINE depends on the GPU's behaviour: a graph
 * allocation (memory alloc node) is made when the node is added and lives until every graph
 * and exec holding it is gone or it is freed with cuMemFree (the GPU maps it at the node's
 * execution); conditional nodes take their handle's default value at each launch (no built-in
 * kernel sets a condition), and a WHILE body runs at most 1024 times; a capture ends on
 * cuStreamEndCapture of its origin stream without the UNJOINED check. A kernel node takes a
 * CUfunction or a CUkernel (libraries' kernels, as the static runtime passes them).
 *
 * Every graph, node, exec and conditional handle is registered like every other stand-in
 * handle (core.c's registry), so a garbage one gets CUDA_ERROR_INVALID_HANDLE. */
#define _GNU_SOURCE
#include "standin_internal.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define EXPORT __attribute__((visibility("default")))
#define MAX_DEPTH 16      /* child graphs and conditional bodies nested this deep at most */
#define MAX_WHILE 1024    /* iterations of a WHILE body per execution */
#define MAX_BODIES 4096u

static void sg_event_recorded(CUevent e);

typedef struct {
    CUdeviceptr dptr;
    size_t size;
    int refs; /* graphs and execs holding it */
} gmem;

typedef struct {
    CUgraph graph;
    unsigned value, def, flags;
} sg_cond;

struct CUgraphNode_st {
    CUgraph graph;
    CUgraphNodeType type;
    CUgraphNode *deps;
    CUgraphEdgeData *edges;
    size_t ndeps;
    CUgraphNode orig; /* in a clone or exec: the node it was made from */
    CUgraphNode upd;  /* in an exec: the node of the graph it was last updated from */
    int enabled;
    union {
        struct {
            CUfunction f;
            unsigned dims[7];
            unsigned char *args;
            size_t nargs;
            int extra_form; /* set last through `extra` (returned in that form) */
            void **ptrs;
            void *extra[5];
            CUcontext ctx;
        } k;
        CUDA_MEMCPY3D copy;
        CUDA_MEMSET_NODE_PARAMS memset;
        CUDA_HOST_NODE_PARAMS host;
        CUgraph child;
        CUevent event;
        gmem *alloc;
        CUdeviceptr free_ptr;
        struct {
            sg_cond *h;
            CUgraphConditionalNodeType type;
            unsigned size;
            CUgraph *bodies;
        } cond;
    } p;
};

struct CUgraph_st {
    CUgraphNode *nodes;
    size_t n, cap;
    CUgraphNode owner; /* a child graph's or conditional body's node */
};

struct CUgraphExec_st {
    CUgraph g;
    unsigned long long flags;
};

/* Graph objects are not thread safe in CUDA either; one recursive lock keeps the stand-in
 * consistent (a host node may call back in). Order: sg_lock before g_lock, never after. */
static pthread_mutex_t sg_lock = PTHREAD_RECURSIVE_MUTEX_INITIALIZER_NP;

#define LOCKED(expr)                                                                        \
    do {                                                                                    \
        pthread_mutex_lock(&sg_lock);                                                       \
        CUresult r_ = (expr);                                                               \
        pthread_mutex_unlock(&sg_lock);                                                     \
        return r_;                                                                          \
    } while (0)

static int ok(int type, const void *p)
{
    if (!p)
        return 0;
    pthread_mutex_lock(&g_lock);
    int r = handle_ok(type, p);
    pthread_mutex_unlock(&g_lock);
    return r;
}

static int reg(int type, void *p)
{
    pthread_mutex_lock(&g_lock);
    int r = handle_add(type, p);
    pthread_mutex_unlock(&g_lock);
    return r;
}

static void unreg(const void *p)
{
    pthread_mutex_lock(&g_lock);
    handle_del(p);
    pthread_mutex_unlock(&g_lock);
}

static int is_default_stream(CUstream s)
{
    return s == NULL || s == CU_STREAM_LEGACY || s == CU_STREAM_PER_THREAD;
}

/* ---------------------------------------------------------------- graph allocations */

static size_t g_gmem_current, g_gmem_high;

static gmem *gmem_new(size_t size, CUresult *r)
{
    gmem *m = calloc(1, sizeof *m);
    if (!m) {
        *r = CUDA_ERROR_OUT_OF_MEMORY;
        return NULL;
    }
    pthread_mutex_lock(&g_lock);
    *r = mem_alloc(&m->dptr, size);
    pthread_mutex_unlock(&g_lock);
    if (*r) {
        free(m);
        return NULL;
    }
    m->size = size;
    m->refs = 1;
    g_gmem_current += size;
    if (g_gmem_current > g_gmem_high)
        g_gmem_high = g_gmem_current;
    return m;
}

static void gmem_unref(gmem *m)
{
    if (!m || --m->refs)
        return;
    pthread_mutex_lock(&g_lock);
    mem_free(m->dptr); /* already freed by cuMemFree: nothing to do */
    pthread_mutex_unlock(&g_lock);
    g_gmem_current -= m->size;
    free(m);
}

/* ---------------------------------------------------------------- conditional handles */

static sg_cond **g_conds;
static size_t g_nconds, g_capconds;

static void conds_of_graph_free(CUgraph g)
{
    for (size_t i = 0; i < g_nconds; i++)
        if (g_conds[i]->graph == g) {
            unreg(g_conds[i]);
            free(g_conds[i]);
            g_conds[i--] = g_conds[--g_nconds];
        }
}

/* ---------------------------------------------------------------- graphs and nodes */

static void graph_free(CUgraph g);

static CUgraph graph_new(CUgraphNode owner)
{
    CUgraph g = calloc(1, sizeof *g);
    if (!g)
        return NULL;
    g->owner = owner;
    if (!reg(H_GRAPH, g)) {
        free(g);
        return NULL;
    }
    return g;
}

static void node_params_free(CUgraphNode n)
{
    switch ((int)n->type) {
    case CU_GRAPH_NODE_TYPE_KERNEL:
        free(n->p.k.args);
        free(n->p.k.ptrs);
        break;
    case CU_GRAPH_NODE_TYPE_GRAPH:
        graph_free(n->p.child);
        break;
    case CU_GRAPH_NODE_TYPE_MEM_ALLOC:
        gmem_unref(n->p.alloc);
        break;
    case CU_GRAPH_NODE_TYPE_CONDITIONAL:
        for (unsigned i = 0; n->p.cond.bodies && i < n->p.cond.size; i++)
            graph_free(n->p.cond.bodies[i]);
        free(n->p.cond.bodies);
        break;
    default:
        break;
    }
}

static void node_free(CUgraphNode n)
{
    node_params_free(n);
    unreg(n);
    free(n->deps);
    free(n->edges);
    free(n);
}

static void graph_free(CUgraph g)
{
    if (!g)
        return;
    for (size_t i = 0; i < g->n; i++)
        node_free(g->nodes[i]);
    free(g->nodes);
    conds_of_graph_free(g);
    unreg(g);
    free(g);
}

static ptrdiff_t index_of(CUgraph g, CUgraphNode n)
{
    for (size_t i = 0; i < g->n; i++)
        if (g->nodes[i] == n)
            return (ptrdiff_t)i;
    return -1;
}

/* Dependencies of a new node of g: nodes of g, none twice. */
static CUresult deps_check(CUgraph g, const CUgraphNode *deps, size_t n)
{
    if (n && !deps)
        return CUDA_ERROR_INVALID_VALUE;
    for (size_t i = 0; i < n; i++) {
        if (!ok(H_NODE, deps[i]))
            return CUDA_ERROR_INVALID_HANDLE;
        if (deps[i]->graph != g)
            return CUDA_ERROR_INVALID_VALUE;
        for (size_t j = 0; j < i; j++)
            if (deps[j] == deps[i])
                return CUDA_ERROR_INVALID_VALUE;
    }
    return CUDA_SUCCESS;
}

static CUresult node_new(CUgraph g, CUgraphNodeType type, const CUgraphNode *deps,
                         const CUgraphEdgeData *edges, size_t n, CUgraphNode *out)
{
    if (!ok(H_GRAPH, g))
        return CUDA_ERROR_INVALID_HANDLE;
    CUresult r = deps_check(g, deps, n);
    if (r)
        return r;
    CUgraphNode node = calloc(1, sizeof *node);
    if (!node)
        return CUDA_ERROR_OUT_OF_MEMORY;
    node->graph = g;
    node->type = type;
    node->enabled = 1;
    if (n) {
        node->deps = malloc(n * sizeof *node->deps);
        node->edges = calloc(n, sizeof *node->edges);
        if (!node->deps || !node->edges) {
            free(node->deps);
            free(node->edges);
            free(node);
            return CUDA_ERROR_OUT_OF_MEMORY;
        }
        memcpy(node->deps, deps, n * sizeof *deps);
        if (edges)
            memcpy(node->edges, edges, n * sizeof *edges);
        node->ndeps = n;
    }
    if (g->n == g->cap) {
        size_t cap = g->cap ? 2 * g->cap : 8;
        CUgraphNode *nodes = realloc(g->nodes, cap * sizeof *nodes);
        if (!nodes) {
            free(node->deps);
            free(node->edges);
            free(node);
            return CUDA_ERROR_OUT_OF_MEMORY;
        }
        g->nodes = nodes;
        g->cap = cap;
    }
    if (!reg(H_NODE, node)) {
        free(node->deps);
        free(node->edges);
        free(node);
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    g->nodes[g->n++] = node;
    *out = node;
    return CUDA_SUCCESS;
}

/* Removes a node just made whose parameters were refused. */
static void node_drop(CUgraphNode node)
{
    CUgraph g = node->graph;
    ptrdiff_t i = index_of(g, node);
    if (i >= 0)
        g->nodes[i] = g->nodes[--g->n]; /* it was last */
    unreg(node);
    free(node->deps);
    free(node->edges);
    free(node);
}

/* Kernel node parameters: the function's parameters packed, in the form they were given. */
static CUresult kernel_set(CUgraphNode node, const CUDA_KERNEL_NODE_PARAMS *p)
{
    if (!p || (p->kernelParams && p->extra) || (!p->func && !p->kern))
        return CUDA_ERROR_INVALID_VALUE;
    /* a CUfunction, or a CUkernel (in func, or in kern when func is unset: the driver API) */
    CUfunction f = NULL;
    CUresult r = sd_resolve_func(p->func ? p->func : (CUfunction)(void *)p->kern, &f);
    if (r)
        return r;
    if (!p->gridDimX || !p->gridDimY || !p->gridDimZ || !p->blockDimX || !p->blockDimY ||
        !p->blockDimZ || (unsigned long long)p->blockDimX * p->blockDimY * p->blockDimZ > 1024)
        return CUDA_ERROR_INVALID_VALUE;
    const entry_info *e = f->entry;
    unsigned char *buf = malloc(SD_MAX_PARAM_BYTES);
    if (!buf)
        return CUDA_ERROR_OUT_OF_MEMORY;
    if ((r = pack_params(e, p->kernelParams, p->extra, buf))) {
        free(buf);
        return r;
    }
    size_t total = params_size(e);
    unsigned char *args = malloc(total ? total : 1);
    void **ptrs = malloc((size_t)(e->nparams ? e->nparams : 1) * sizeof *ptrs);
    if (!args || !ptrs) {
        free(args);
        free(ptrs);
        free(buf);
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    memcpy(args, buf, total);
    free(buf);
    for (int i = 0; i < e->nparams; i++)
        ptrs[i] = args + e->offset[i];
    free(node->p.k.args);
    free(node->p.k.ptrs);
    node->p.k.f = f;
    unsigned d[7] = {p->gridDimX,  p->gridDimY,  p->gridDimZ,     p->blockDimX,
                     p->blockDimY, p->blockDimZ, p->sharedMemBytes};
    memcpy(node->p.k.dims, d, sizeof d);
    node->p.k.args = args;
    node->p.k.nargs = total;
    node->p.k.ptrs = ptrs;
    node->p.k.extra_form = p->extra != NULL;
    node->p.k.ctx = p->ctx;
    return CUDA_SUCCESS;
}

static void kernel_get(CUgraphNode node, CUDA_KERNEL_NODE_PARAMS *p)
{
    memset(p, 0, sizeof *p);
    p->func = node->p.k.f;
    p->gridDimX = node->p.k.dims[0];
    p->gridDimY = node->p.k.dims[1];
    p->gridDimZ = node->p.k.dims[2];
    p->blockDimX = node->p.k.dims[3];
    p->blockDimY = node->p.k.dims[4];
    p->blockDimZ = node->p.k.dims[5];
    p->sharedMemBytes = node->p.k.dims[6];
    p->ctx = node->p.k.ctx;
    if (node->p.k.extra_form) {
        void **x = node->p.k.extra;
        x[0] = CU_LAUNCH_PARAM_BUFFER_POINTER;
        x[1] = node->p.k.args;
        x[2] = CU_LAUNCH_PARAM_BUFFER_SIZE;
        x[3] = &node->p.k.nargs;
        x[4] = CU_LAUNCH_PARAM_END;
        p->extra = x;
    } else {
        p->kernelParams = node->p.k.ptrs;
    }
}

/* The bytes a pitched region spans from its first byte (-1 on overflow). */
static int span_of(size_t width, size_t height, size_t depth, size_t pitch, size_t slice,
                   size_t *span)
{
    size_t a = 0, b = 0, t;
    if (depth > 1 && (__builtin_mul_overflow(depth - 1, slice, &t) ||
                      __builtin_mul_overflow(t, pitch, &a)))
        return -1;
    if (height > 1 && __builtin_mul_overflow(height - 1, pitch, &b))
        return -1;
    return __builtin_add_overflow(a, b, &t) || __builtin_add_overflow(t, width, span) ? -1 : 0;
}

static CUresult memset_check(const CUDA_MEMSET_NODE_PARAMS *p)
{
    if (!p)
        return CUDA_ERROR_INVALID_VALUE;
    if (p->elementSize != 1 && p->elementSize != 2 && p->elementSize != 4)
        return CUDA_ERROR_INVALID_VALUE;
    size_t row, span;
    if (__builtin_mul_overflow(p->width, (size_t)p->elementSize, &row) ||
        span_of(row, p->height, 1, p->pitch, 0, &span) || (p->height > 1 && p->pitch < row))
        return CUDA_ERROR_INVALID_VALUE;
    return p->width && p->height ? dev_range(p->dst, span) : CUDA_SUCCESS;
}

/* A side of a copy: its base address (device memory checked), or an error. */
static CUresult copy_side(CUmemorytype type, CUdeviceptr dev, const void *host, size_t x,
                          size_t y, size_t z, size_t pitch, size_t height,
                          const CUDA_MEMCPY3D *c, unsigned char **base)
{
    size_t off, span, t, u;
    if (__builtin_mul_overflow(z, height, &t) || __builtin_add_overflow(t, y, &u) ||
        __builtin_mul_overflow(u, pitch, &t) || __builtin_add_overflow(t, x, &off) ||
        span_of(c->WidthInBytes, c->Height, c->Depth, pitch, height, &span))
        return CUDA_ERROR_INVALID_VALUE;
    if (c->Height > 1 && pitch < c->WidthInBytes)
        return CUDA_ERROR_INVALID_VALUE;
    switch ((int)type) {
    case CU_MEMORYTYPE_HOST:
        if (!host)
            return CUDA_ERROR_INVALID_VALUE;
        *base = (unsigned char *)host + off;
        return CUDA_SUCCESS;
    case CU_MEMORYTYPE_DEVICE:
    case CU_MEMORYTYPE_UNIFIED: {
        CUresult r = c->WidthInBytes && c->Height && c->Depth ? dev_range(dev + off, span)
                                                               : CUDA_SUCCESS;
        *base = (unsigned char *)(uintptr_t)(dev + off);
        return r;
    }
    default: /* arrays: the stand-in has none */
        return CUDA_ERROR_INVALID_VALUE;
    }
}

static CUresult copy_run(const CUDA_MEMCPY3D *c, int dry)
{
    unsigned char *src, *dst;
    CUresult r = copy_side(c->srcMemoryType, c->srcDevice, c->srcHost, c->srcXInBytes, c->srcY,
                           c->srcZ, c->srcPitch, c->srcHeight, c, &src);
    if (!r)
        r = copy_side(c->dstMemoryType, c->dstDevice, c->dstHost, c->dstXInBytes, c->dstY,
                      c->dstZ, c->dstPitch, c->dstHeight, c, &dst);
    if (r || dry)
        return r;
    for (size_t z = 0; z < c->Depth; z++)
        for (size_t y = 0; y < c->Height; y++)
            memmove(dst + (z * c->dstHeight + y) * c->dstPitch,
                    src + (z * c->srcHeight + y) * c->srcPitch, c->WidthInBytes);
    return CUDA_SUCCESS;
}

static CUgraph graph_clone(CUgraph src, CUgraphNode owner, CUresult *r);

/* Copies a node's parameters into a fresh node of another graph (clone, exec). */
static CUresult params_clone(CUgraphNode to, CUgraphNode from)
{
    to->p = from->p;
    switch ((int)from->type) {
    case CU_GRAPH_NODE_TYPE_KERNEL: {
        const entry_info *e = from->p.k.f->entry;
        to->p.k.args = malloc(from->p.k.nargs ? from->p.k.nargs : 1);
        to->p.k.ptrs = malloc((size_t)(e->nparams ? e->nparams : 1) * sizeof(void *));
        if (!to->p.k.args || !to->p.k.ptrs) {
            free(to->p.k.args);
            free(to->p.k.ptrs);
            to->type = CU_GRAPH_NODE_TYPE_EMPTY;
            return CUDA_ERROR_OUT_OF_MEMORY;
        }
        memcpy(to->p.k.args, from->p.k.args, from->p.k.nargs);
        for (int i = 0; i < e->nparams; i++)
            to->p.k.ptrs[i] = to->p.k.args + e->offset[i];
        return CUDA_SUCCESS;
    }
    case CU_GRAPH_NODE_TYPE_GRAPH: {
        CUresult r;
        to->p.child = graph_clone(from->p.child, to, &r);
        if (!to->p.child)
            to->type = CU_GRAPH_NODE_TYPE_EMPTY;
        return r;
    }
    case CU_GRAPH_NODE_TYPE_MEM_ALLOC:
        to->p.alloc->refs++;
        return CUDA_SUCCESS;
    case CU_GRAPH_NODE_TYPE_CONDITIONAL: {
        CUresult r = CUDA_SUCCESS;
        to->p.cond.bodies = calloc(from->p.cond.size, sizeof(CUgraph));
        if (!to->p.cond.bodies) {
            to->type = CU_GRAPH_NODE_TYPE_EMPTY;
            return CUDA_ERROR_OUT_OF_MEMORY;
        }
        for (unsigned i = 0; i < from->p.cond.size && !r; i++)
            to->p.cond.bodies[i] = graph_clone(from->p.cond.bodies[i], to, &r);
        return r;
    }
    default:
        return CUDA_SUCCESS;
    }
}

static CUgraph graph_clone(CUgraph src, CUgraphNode owner, CUresult *r)
{
    *r = CUDA_SUCCESS;
    CUgraph g = graph_new(owner);
    if (!g) {
        *r = CUDA_ERROR_OUT_OF_MEMORY;
        return NULL;
    }
    for (size_t i = 0; i < src->n && !*r; i++) {
        CUgraphNode from = src->nodes[i], to;
        CUgraphNode *deps = malloc((from->ndeps ? from->ndeps : 1) * sizeof *deps);
        if (!deps) {
            *r = CUDA_ERROR_OUT_OF_MEMORY;
            break;
        }
        for (size_t j = 0; j < from->ndeps; j++)
            deps[j] = g->nodes[index_of(src, from->deps[j])];
        *r = node_new(g, CU_GRAPH_NODE_TYPE_EMPTY, deps, from->edges, from->ndeps, &to);
        free(deps);
        if (*r)
            break;
        to->type = from->type;
        to->orig = from;
        to->enabled = from->enabled;
        *r = params_clone(to, from);
    }
    if (*r) {
        graph_free(g);
        return NULL;
    }
    return g;
}

/* Kahn's algorithm, lowest index first: the order nodes run in. -1 when there is a cycle. */
static int topo_order(CUgraph g, size_t *order)
{
    size_t n = g->n, done = 0;
    unsigned char *ran = calloc(n ? n : 1, 1);
    if (!ran)
        return -1;
    while (done < n) {
        size_t pick = n;
        for (size_t i = 0; i < n && pick == n; i++) {
            if (ran[i])
                continue;
            int ready = 1;
            for (size_t j = 0; j < g->nodes[i]->ndeps && ready; j++) {
                ptrdiff_t k = index_of(g, g->nodes[i]->deps[j]);
                ready = k < 0 || ran[k];
            }
            if (ready)
                pick = i;
        }
        if (pick == n)
            break;
        ran[pick] = 1;
        order[done++] = pick;
    }
    free(ran);
    return done == n ? 0 : -1;
}

/* ---------------------------------------------------------------- replay */

static CUresult run_graph(CUgraph g, CUstream s, int depth);

static void cond_defaults(CUgraph g, int depth)
{
    for (size_t i = 0; g && depth < MAX_DEPTH && i < g->n; i++) {
        CUgraphNode n = g->nodes[i];
        if (n->type == CU_GRAPH_NODE_TYPE_CONDITIONAL) {
            if (n->p.cond.h->flags & CU_GRAPH_COND_ASSIGN_DEFAULT)
                n->p.cond.h->value = n->p.cond.h->def;
            for (unsigned b = 0; b < n->p.cond.size; b++)
                cond_defaults(n->p.cond.bodies[b], depth + 1);
        } else if (n->type == CU_GRAPH_NODE_TYPE_GRAPH) {
            cond_defaults(n->p.child, depth + 1);
        }
    }
}

static CUresult run_node(CUgraphNode n, CUstream s, int depth)
{
    switch ((int)n->type) {
    case CU_GRAPH_NODE_TYPE_KERNEL: {
        const unsigned *d = n->p.k.dims;
        return run_kernel(n->p.k.f->entry, n->p.k.args, d, d + 3);
    }
    case CU_GRAPH_NODE_TYPE_MEMCPY: {
        pthread_rwlock_rdlock(&g_mem); /* the device memory stays while the copy runs */
        CUresult r = copy_run(&n->p.copy, 0);
        pthread_rwlock_unlock(&g_mem);
        return r;
    }
    case CU_GRAPH_NODE_TYPE_MEMSET: {
        const CUDA_MEMSET_NODE_PARAMS *m = &n->p.memset;
        CUresult r = memset_check(m);
        for (size_t y = 0; !r && y < m->height; y++) /* the low bytes of value (little endian) */
            r = memset_n(m->dst + y * m->pitch, &m->value, m->elementSize, m->width);
        return r;
    }
    case CU_GRAPH_NODE_TYPE_HOST:
        sd_host_call(n->p.host.fn, n->p.host.userData);
        return CUDA_SUCCESS;
    case CU_GRAPH_NODE_TYPE_GRAPH:
        return run_graph(n->p.child, s, depth + 1);
    case CU_GRAPH_NODE_TYPE_WAIT_EVENT: {
        CUevent e = n->p.event;
        if (!ok(H_EVENT, e))
            return CUDA_ERROR_INVALID_HANDLE;
        sd_event_wait_now(e); /* the event's latest record, as a stream wait would */
        return CUDA_SUCCESS;
    }
    case CU_GRAPH_NODE_TYPE_EVENT_RECORD: {
        CUevent e = n->p.event;
        if (!ok(H_EVENT, e))
            return CUDA_ERROR_INVALID_HANDLE;
        sg_event_recorded(e);
        sd_event_record_now(e); /* everything before it in the graph has run */
        return CUDA_SUCCESS;
    }
    case CU_GRAPH_NODE_TYPE_CONDITIONAL: {
        sg_cond *h = n->p.cond.h;
        if (n->p.cond.type == CU_GRAPH_COND_TYPE_IF) {
            if (h->value)
                return run_graph(n->p.cond.bodies[0], s, depth + 1);
            return n->p.cond.size == 2 ? run_graph(n->p.cond.bodies[1], s, depth + 1)
                                       : CUDA_SUCCESS;
        }
        if (n->p.cond.type == CU_GRAPH_COND_TYPE_SWITCH)
            return h->value < n->p.cond.size ? run_graph(n->p.cond.bodies[h->value], s, depth + 1)
                                             : CUDA_SUCCESS;
        for (int i = 0; h->value; i++) { /* WHILE */
            if (i == MAX_WHILE)
                return CUDA_ERROR_LAUNCH_TIMEOUT;
            CUresult r = run_graph(n->p.cond.bodies[0], s, depth + 1);
            if (r)
                return r;
        }
        return CUDA_SUCCESS;
    }
    default: /* empty, memory allocation and free nodes: nothing to run here */
        return CUDA_SUCCESS;
    }
}

static CUresult run_graph(CUgraph g, CUstream s, int depth)
{
    if (depth > MAX_DEPTH)
        return CUDA_ERROR_INVALID_VALUE;
    size_t *order = malloc((g->n ? g->n : 1) * sizeof *order);
    if (!order)
        return CUDA_ERROR_OUT_OF_MEMORY;
    CUresult r = topo_order(g, order) ? CUDA_ERROR_INVALID_VALUE : CUDA_SUCCESS;
    for (size_t i = 0; !r && i < g->n; i++) {
        CUgraphNode n = g->nodes[order[i]];
        if (n->enabled)
            r = run_node(n, s, depth);
    }
    free(order);
    return r;
}

/* ---------------------------------------------------------------- stream capture */

typedef struct {
    unsigned long long id;
    CUgraph graph;
    int mode;
    pthread_t thread;
    int invalidated;
    int to_graph; /* captured into a graph the caller made */
    CUstream origin;
} capture;

typedef struct {
    CUstream s;
    capture *cap;
    CUgraphNode *deps; /* what the next captured node depends on */
    CUgraphEdgeData *edges;
    size_t n;
} stream_cap;

typedef struct {
    CUevent e;
    capture *cap;
    CUgraphNode *deps;
    size_t n;
} event_cap;

static capture **g_caps;
static size_t g_ncaps, g_capcaps;
static stream_cap *g_sc;
static size_t g_nsc, g_capsc;
static event_cap *g_ec;
static size_t g_nec, g_capec;
static unsigned long long g_next_id = 1;
static __thread int t_mode; /* this thread's capture mode (CU_STREAM_CAPTURE_MODE_GLOBAL: 0) */

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

static stream_cap *sc_find(CUstream s)
{
    for (size_t i = 0; !is_default_stream(s) && i < g_nsc; i++)
        if (g_sc[i].s == s)
            return &g_sc[i];
    return NULL;
}

static event_cap *ec_find(CUevent e)
{
    for (size_t i = 0; i < g_nec; i++)
        if (g_ec[i].e == e)
            return &g_ec[i];
    return NULL;
}

/* Sets a dependency set (copied); 0 on success. */
static int set_deps(CUgraphNode **deps, CUgraphEdgeData **edges, size_t *n,
                    const CUgraphNode *from, const CUgraphEdgeData *from_edges, size_t count)
{
    CUgraphNode *d = malloc((count ? count : 1) * sizeof *d);
    CUgraphEdgeData *e = edges ? calloc(count ? count : 1, sizeof *e) : NULL;
    if (!d || (edges && !e)) {
        free(d);
        free(e);
        return -1;
    }
    if (count)
        memcpy(d, from, count * sizeof *d);
    if (e && from_edges && count)
        memcpy(e, from_edges, count * sizeof *e);
    free(*deps);
    *deps = d;
    if (edges) {
        free(*edges);
        *edges = e;
    }
    *n = count;
    return 0;
}

static void sc_remove(size_t i)
{
    free(g_sc[i].deps);
    free(g_sc[i].edges);
    g_sc[i] = g_sc[--g_nsc];
}

static void capture_end(capture *c)
{
    for (size_t i = 0; i < g_nsc; i++)
        if (g_sc[i].cap == c)
            sc_remove(i--);
    for (size_t i = 0; i < g_nec; i++)
        if (g_ec[i].cap == c) {
            free(g_ec[i].deps);
            g_ec[i--] = g_ec[--g_nec];
        }
    for (size_t i = 0; i < g_ncaps; i++)
        if (g_caps[i] == c) {
            g_caps[i] = g_caps[--g_ncaps];
            break;
        }
    free(c);
}

static int sg_capturing(CUstream s)
{
    pthread_mutex_lock(&sg_lock);
    int r = sc_find(s) != NULL;
    pthread_mutex_unlock(&sg_lock);
    return r;
}

/* Adds a node of `type` to s's capture behind its dependencies; the stream then depends on
 * it alone. With sg_lock held. */
static CUresult capture_node(CUstream s, CUgraphNodeType type, CUgraphNode *out)
{
    stream_cap *sc = sc_find(s);
    if (!sc)
        return CUDA_ERROR_ILLEGAL_STATE;
    if (sc->cap->invalidated)
        return CUDA_ERROR_STREAM_CAPTURE_INVALIDATED;
    CUresult r = node_new(sc->cap->graph, type, sc->deps, sc->edges, sc->n, out);
    if (r)
        return r;
    if (set_deps(&sc->deps, &sc->edges, &sc->n, out, NULL, 1)) {
        node_drop(*out);
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    return CUDA_SUCCESS;
}

static CUresult sg_capture_kernel(CUfunction f, const unsigned dims[7],
                                  const unsigned char *args, size_t nargs, CUstream s)
{
    pthread_mutex_lock(&sg_lock);
    CUgraphNode n;
    unsigned char *copy = malloc(nargs ? nargs : 1);
    const entry_info *e = f->entry;
    void **ptrs = malloc((size_t)(e->nparams ? e->nparams : 1) * sizeof *ptrs);
    CUresult r = copy && ptrs ? capture_node(s, CU_GRAPH_NODE_TYPE_KERNEL, &n)
                              : CUDA_ERROR_OUT_OF_MEMORY;
    if (r) {
        free(copy);
        free(ptrs);
    } else {
        memcpy(copy, args, nargs); /* the launch's parameters, copied now */
        for (int i = 0; i < e->nparams; i++)
            ptrs[i] = copy + e->offset[i];
        n->p.k.f = f;
        memcpy(n->p.k.dims, dims, sizeof n->p.k.dims);
        n->p.k.args = copy;
        n->p.k.nargs = nargs;
        n->p.k.ptrs = ptrs;
        n->p.k.extra_form = 1; /* lupine-server launches with a packed buffer */
    }
    pthread_mutex_unlock(&sg_lock);
    return r;
}

static CUresult sg_capture_memset2d(CUdeviceptr dst, size_t pitch, const void *value,
                                    size_t width, size_t count, size_t rows, CUstream s)
{
    CUDA_MEMSET_NODE_PARAMS m = {dst, rows > 1 ? pitch : 0, 0, (unsigned)width, count, rows};
    memcpy(&m.value, value, width);
    CUresult r = memset_check(&m);
    if (r)
        return r;
    pthread_mutex_lock(&sg_lock);
    CUgraphNode n;
    r = capture_node(s, CU_GRAPH_NODE_TYPE_MEMSET, &n);
    if (!r)
        n->p.memset = m;
    pthread_mutex_unlock(&sg_lock);
    return r;
}

static CUresult sg_capture_copy3d(const CUDA_MEMCPY3D *c, CUstream s)
{
    CUresult r = copy_run(c, 1);
    if (r)
        return r;
    pthread_mutex_lock(&sg_lock);
    CUgraphNode n;
    r = capture_node(s, CU_GRAPH_NODE_TYPE_MEMCPY, &n);
    if (!r)
        n->p.copy = *c;
    pthread_mutex_unlock(&sg_lock);
    return r;
}

static CUresult sg_capture_host(void (*fn)(void *), void *arg, CUstream s)
{
    pthread_mutex_lock(&sg_lock);
    CUgraphNode n;
    CUresult r = capture_node(s, CU_GRAPH_NODE_TYPE_HOST, &n);
    if (!r) {
        n->p.host.fn = fn;
        n->p.host.userData = arg;
    }
    pthread_mutex_unlock(&sg_lock);
    return r;
}

/* An event recorded in a capture names the capture's current point: no node (the CUDA
 * programming guide: it is how other streams join and fork). */
static CUresult sg_capture_event_record(CUevent e, CUstream s)
{
    pthread_mutex_lock(&sg_lock);
    stream_cap *sc = sc_find(s);
    CUresult r = CUDA_SUCCESS;
    event_cap *ec = ec_find(e);
    if (!sc)
        r = CUDA_ERROR_ILLEGAL_STATE;
    else if (sc->cap->invalidated)
        r = CUDA_ERROR_STREAM_CAPTURE_INVALIDATED;
    else if (!ec && grow((void **)&g_ec, &g_capec, g_nec, sizeof *g_ec))
        r = CUDA_ERROR_OUT_OF_MEMORY;
    if (!r) {
        if (!ec) {
            ec = &g_ec[g_nec++];
            memset(ec, 0, sizeof *ec);
            ec->e = e;
        }
        ec->cap = sc->cap;
        if (set_deps(&ec->deps, NULL, &ec->n, sc->deps, NULL, sc->n))
            r = CUDA_ERROR_OUT_OF_MEMORY;
    }
    pthread_mutex_unlock(&sg_lock);
    return r;
}

static void sg_event_recorded(CUevent e)
{
    pthread_mutex_lock(&sg_lock);
    event_cap *ec = ec_find(e);
    if (ec) {
        free(ec->deps);
        *ec = g_ec[--g_nec];
    }
    pthread_mutex_unlock(&sg_lock);
}

static int sg_capture_wait(CUstream s, CUevent e, CUresult *r)
{
    pthread_mutex_lock(&sg_lock);
    event_cap *ec = ec_find(e);
    stream_cap *sc = sc_find(s);
    int handled = 1;
    *r = CUDA_SUCCESS;
    if (ec && !sc) {
        if (is_default_stream(s)) {
            *r = CUDA_ERROR_STREAM_CAPTURE_IMPLICIT;
        } else if (grow((void **)&g_sc, &g_capsc, g_nsc, sizeof *g_sc)) {
            *r = CUDA_ERROR_OUT_OF_MEMORY;
        } else { /* s joins the capture, depending on the event's point */
            ec = ec_find(e);
            stream_cap *j = &g_sc[g_nsc];
            memset(j, 0, sizeof *j);
            j->s = s;
            j->cap = ec->cap;
            if (set_deps(&j->deps, &j->edges, &j->n, ec->deps, NULL, ec->n))
                *r = CUDA_ERROR_OUT_OF_MEMORY;
            else
                g_nsc++;
        }
    } else if (ec && sc) {
        if (ec->cap != sc->cap) {
            *r = CUDA_ERROR_STREAM_CAPTURE_MERGE;
        } else { /* the union of both dependency sets */
            size_t n = sc->n;
            CUgraphNode *d = malloc((n + ec->n + 1) * sizeof *d);
            if (!d) {
                *r = CUDA_ERROR_OUT_OF_MEMORY;
            } else {
                memcpy(d, sc->deps, n * sizeof *d);
                for (size_t i = 0; i < ec->n; i++) {
                    int dup = 0;
                    for (size_t j = 0; j < sc->n; j++)
                        dup |= sc->deps[j] == ec->deps[i];
                    if (!dup)
                        d[n++] = ec->deps[i];
                }
                if (set_deps(&sc->deps, &sc->edges, &sc->n, d, NULL, n))
                    *r = CUDA_ERROR_OUT_OF_MEMORY;
                free(d);
            }
        }
    } else if (!ec && sc) {
        /* an event from outside the capture: "a dependency ... which crosses the capture
         * sequence boundary" (CUDA_ERROR_STREAM_CAPTURE_ISOLATION) */
        *r = CUDA_ERROR_STREAM_CAPTURE_ISOLATION;
    } else {
        handled = 0;
    }
    pthread_mutex_unlock(&sg_lock);
    return handled;
}

/* cuThreadExchangeStreamCaptureMode's rules (cuda.h): GLOBAL is prohibited from unsafe calls
 * by a capture of its own thread not begun RELAXED, or one of any thread begun GLOBAL;
 * THREAD_LOCAL by one of its own thread not begun RELAXED; RELAXED never. A prohibited call
 * fails and invalidates the capture that prohibited it. */
static CUresult sg_unsafe_call(void)
{
    if (t_mode == CU_STREAM_CAPTURE_MODE_RELAXED)
        return CUDA_SUCCESS;
    pthread_mutex_lock(&sg_lock);
    CUresult r = CUDA_SUCCESS;
    for (size_t i = 0; i < g_ncaps; i++) {
        capture *c = g_caps[i];
        int mine = pthread_equal(c->thread, pthread_self());
        if ((mine && c->mode != CU_STREAM_CAPTURE_MODE_RELAXED) ||
            (t_mode == CU_STREAM_CAPTURE_MODE_GLOBAL && c->mode == CU_STREAM_CAPTURE_MODE_GLOBAL)) {
            c->invalidated = 1;
            r = CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED;
        }
    }
    pthread_mutex_unlock(&sg_lock);
    return r;
}

EXPORT CUresult cuThreadExchangeStreamCaptureMode(CUstreamCaptureMode *mode)
{
    CUresult r = need_init(); /* as the driver answers before cuInit */
    if (r)
        return r;
    if (!mode || (int)*mode < 0 || (int)*mode > (int)CU_STREAM_CAPTURE_MODE_RELAXED)
        return CUDA_ERROR_INVALID_VALUE;
    int old = t_mode;
    t_mode = (int)*mode;
    *mode = (CUstreamCaptureMode)old;
    return CUDA_SUCCESS;
}

static CUresult begin_capture(CUstream s, CUgraph into, const CUgraphNode *deps,
                              const CUgraphEdgeData *edges, size_t n, int mode)
{
    CUresult r = check_stream(s);
    if (r)
        return r;
    if (mode < 0 || mode > (int)CU_STREAM_CAPTURE_MODE_RELAXED)
        return CUDA_ERROR_INVALID_VALUE;
    if (is_default_stream(s)) /* "the legacy stream is not supported for stream capture" */
        return CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED;
    if (into && !ok(H_GRAPH, into))
        return CUDA_ERROR_INVALID_HANDLE;
    if (into && (r = deps_check(into, deps, n)))
        return r;
    if (sc_find(s))
        return CUDA_ERROR_ILLEGAL_STATE;
    capture *c = calloc(1, sizeof *c);
    if (!c || grow((void **)&g_caps, &g_capcaps, g_ncaps, sizeof *g_caps) ||
        grow((void **)&g_sc, &g_capsc, g_nsc, sizeof *g_sc)) {
        free(c);
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    c->graph = into ? into : graph_new(NULL);
    if (!c->graph) {
        free(c);
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    c->id = g_next_id++;
    c->mode = mode;
    c->thread = pthread_self();
    c->to_graph = into != NULL;
    c->origin = s;
    stream_cap *sc = &g_sc[g_nsc];
    memset(sc, 0, sizeof *sc);
    sc->s = s;
    sc->cap = c;
    if (set_deps(&sc->deps, &sc->edges, &sc->n, into ? deps : NULL, edges, into ? n : 0)) {
        if (!into)
            graph_free(c->graph);
        free(c);
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    g_nsc++;
    g_caps[g_ncaps++] = c;
    return CUDA_SUCCESS;
}

EXPORT CUresult cuStreamBeginCapture_v2(CUstream s, CUstreamCaptureMode mode)
{
    LOCKED(begin_capture(s, NULL, NULL, NULL, 0, (int)mode));
}

EXPORT CUresult cuStreamBeginCapture(CUstream s)
{
    LOCKED(begin_capture(s, NULL, NULL, NULL, 0, CU_STREAM_CAPTURE_MODE_GLOBAL));
}

EXPORT CUresult cuStreamBeginCaptureToGraph(CUstream s, CUgraph g, const CUgraphNode *deps,
                                            const CUgraphEdgeData *edges, size_t n,
                                            CUstreamCaptureMode mode)
{
    if (!g)
        return CUDA_ERROR_INVALID_VALUE;
    LOCKED(begin_capture(s, g, deps, edges, n, (int)mode));
}

static CUresult end_capture(CUstream s, CUgraph *out)
{
    CUresult r = check_stream(s);
    if (r)
        return r;
    if (!out)
        return CUDA_ERROR_INVALID_VALUE;
    stream_cap *sc = sc_find(s);
    if (!sc)
        return CUDA_ERROR_ILLEGAL_STATE;
    capture *c = sc->cap;
    if (c->origin != s)
        return CUDA_ERROR_STREAM_CAPTURE_UNMATCHED;
    if (c->mode != CU_STREAM_CAPTURE_MODE_RELAXED && !pthread_equal(c->thread, pthread_self()))
        return CUDA_ERROR_STREAM_CAPTURE_WRONG_THREAD;
    if (c->invalidated) {
        if (!c->to_graph)
            graph_free(c->graph);
        *out = NULL;
        capture_end(c);
        return CUDA_ERROR_STREAM_CAPTURE_INVALIDATED;
    }
    *out = c->graph;
    capture_end(c);
    return CUDA_SUCCESS;
}

EXPORT CUresult cuStreamEndCapture(CUstream s, CUgraph *out) { LOCKED(end_capture(s, out)); }

/* CUDA_ERROR_STREAM_CAPTURE_IMPLICIT for the legacy stream while a blocking stream captures. */
static int implicit(CUstream s)
{
    if (s != NULL && s != CU_STREAM_LEGACY)
        return 0;
    for (size_t i = 0; i < g_ncaps; i++)
        if (!(g_caps[i]->origin->flags & CU_STREAM_NON_BLOCKING))
            return 1;
    return 0;
}

static CUresult capture_info(CUstream s, CUstreamCaptureStatus *st, cuuint64_t *id,
                             CUgraph *graph, const CUgraphNode **deps,
                             const CUgraphEdgeData **edges, size_t *n, int lossy_check)
{
    CUresult r = check_stream(s);
    if (r)
        return r;
    if (!st || (edges && !deps))
        return CUDA_ERROR_INVALID_VALUE;
    if (implicit(s))
        return CUDA_ERROR_STREAM_CAPTURE_IMPLICIT;
    stream_cap *sc = sc_find(s);
    if (!sc) {
        *st = CU_STREAM_CAPTURE_STATUS_NONE;
        return CUDA_SUCCESS;
    }
    *st = sc->cap->invalidated ? CU_STREAM_CAPTURE_STATUS_INVALIDATED
                               : CU_STREAM_CAPTURE_STATUS_ACTIVE;
    if (id)
        *id = sc->cap->id;
    if (graph)
        *graph = sc->cap->graph;
    if (deps) {
        for (size_t i = 0; lossy_check && !edges && i < sc->n; i++) {
            static const CUgraphEdgeData zero;
            if (memcmp(&sc->edges[i], &zero, sizeof zero))
                return CUDA_ERROR_LOSSY_QUERY;
        }
        *deps = sc->deps;
    }
    if (edges)
        *edges = sc->edges;
    if (n)
        *n = sc->n;
    return CUDA_SUCCESS;
}

EXPORT CUresult cuStreamIsCapturing(CUstream s, CUstreamCaptureStatus *st)
{
    LOCKED(capture_info(s, st, NULL, NULL, NULL, NULL, NULL, 0));
}

EXPORT CUresult cuStreamGetCaptureInfo(CUstream s, CUstreamCaptureStatus *st, cuuint64_t *id)
{
    LOCKED(capture_info(s, st, id, NULL, NULL, NULL, NULL, 0));
}

EXPORT CUresult cuStreamGetCaptureInfo_v2(CUstream s, CUstreamCaptureStatus *st, cuuint64_t *id,
                                          CUgraph *g, const CUgraphNode **d, size_t *n)
{
    LOCKED(capture_info(s, st, id, g, d, NULL, n, 1));
}

EXPORT CUresult cuStreamGetCaptureInfo_v3(CUstream s, CUstreamCaptureStatus *st, cuuint64_t *id,
                                          CUgraph *g, const CUgraphNode **d,
                                          const CUgraphEdgeData **e, size_t *n)
{
    LOCKED(capture_info(s, st, id, g, d, e, n, 1));
}

static CUresult update_deps(CUstream s, CUgraphNode *deps, const CUgraphEdgeData *edges, size_t n,
                            unsigned flags)
{
    CUresult r = check_stream(s);
    if (r)
        return r;
    stream_cap *sc = sc_find(s);
    if (!sc)
        return CUDA_ERROR_ILLEGAL_STATE;
    if (flags > CU_STREAM_SET_CAPTURE_DEPENDENCIES)
        return CUDA_ERROR_INVALID_VALUE;
    if ((r = deps_check(sc->cap->graph, deps, n)))
        return r;
    if (flags == CU_STREAM_SET_CAPTURE_DEPENDENCIES)
        return set_deps(&sc->deps, &sc->edges, &sc->n, deps, edges, n) ? CUDA_ERROR_OUT_OF_MEMORY
                                                                      : CUDA_SUCCESS;
    CUgraphNode *d = malloc((sc->n + n + 1) * sizeof *d);
    CUgraphEdgeData *e = calloc(sc->n + n + 1, sizeof *e);
    if (!d || !e) {
        free(d);
        free(e);
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    size_t k = sc->n;
    memcpy(d, sc->deps, k * sizeof *d);
    memcpy(e, sc->edges, k * sizeof *e);
    for (size_t i = 0; i < n; i++) {
        int dup = 0;
        for (size_t j = 0; j < sc->n; j++)
            dup |= sc->deps[j] == deps[i];
        if (!dup) {
            d[k] = deps[i];
            if (edges)
                e[k] = edges[i];
            k++;
        }
    }
    int bad = set_deps(&sc->deps, &sc->edges, &sc->n, d, e, k);
    free(d);
    free(e);
    return bad ? CUDA_ERROR_OUT_OF_MEMORY : CUDA_SUCCESS;
}

EXPORT CUresult cuStreamUpdateCaptureDependencies(CUstream s, CUgraphNode *deps, size_t n,
                                                  unsigned int flags)
{
    LOCKED(update_deps(s, deps, NULL, n, flags));
}

EXPORT CUresult cuStreamUpdateCaptureDependencies_v2(CUstream s, CUgraphNode *deps,
                                                     const CUgraphEdgeData *edges, size_t n,
                                                     unsigned int flags)
{
    LOCKED(update_deps(s, deps, edges, n, flags));
}

/* ---------------------------------------------------------------- graphs */

EXPORT CUresult cuGraphCreate(CUgraph *out, unsigned int flags)
{
    CUresult r = need_ctx();
    if (r)
        return r;
    if (!out || flags)
        return CUDA_ERROR_INVALID_VALUE;
    pthread_mutex_lock(&sg_lock);
    *out = graph_new(NULL);
    pthread_mutex_unlock(&sg_lock);
    return *out ? CUDA_SUCCESS : CUDA_ERROR_OUT_OF_MEMORY;
}

static CUresult graph_destroy(CUgraph g)
{
    if (!ok(H_GRAPH, g))
        return CUDA_ERROR_INVALID_HANDLE;
    if (g->owner) /* a child graph or body: destroyed with its node */
        return CUDA_ERROR_INVALID_VALUE;
    for (size_t i = 0; i < g_ncaps; i++)
        if (g_caps[i]->graph == g) /* "all operations other than destroy" during capture */
            return CUDA_ERROR_ILLEGAL_STATE;
    graph_free(g);
    return CUDA_SUCCESS;
}

EXPORT CUresult cuGraphDestroy(CUgraph g) { LOCKED(graph_destroy(g)); }

static CUresult clone_graph(CUgraph *out, CUgraph g)
{
    if (!out)
        return CUDA_ERROR_INVALID_VALUE;
    if (!ok(H_GRAPH, g))
        return CUDA_ERROR_INVALID_HANDLE;
    CUresult r;
    *out = graph_clone(g, NULL, &r);
    return r;
}

EXPORT CUresult cuGraphClone(CUgraph *out, CUgraph g) { LOCKED(clone_graph(out, g)); }

static CUresult find_in_clone(CUgraphNode *out, CUgraphNode orig, CUgraph clone)
{
    if (!out)
        return CUDA_ERROR_INVALID_VALUE;
    if (!ok(H_NODE, orig) || !ok(H_GRAPH, clone))
        return CUDA_ERROR_INVALID_HANDLE;
    for (size_t i = 0; i < clone->n; i++)
        if (clone->nodes[i]->orig == orig) {
            *out = clone->nodes[i];
            return CUDA_SUCCESS;
        }
    return CUDA_ERROR_INVALID_VALUE;
}

EXPORT CUresult cuGraphNodeFindInClone(CUgraphNode *out, CUgraphNode orig, CUgraph clone)
{
    LOCKED(find_in_clone(out, orig, clone));
}

/* The nodes, roots and edges answer as cuda.h describes: a NULL array asks for the count;
 * otherwise *n entries are filled, the rest NULL, and *n becomes the number there are. */
static CUresult list_nodes(CUgraph g, CUgraphNode *out, size_t *n, int roots)
{
    if (!n)
        return CUDA_ERROR_INVALID_VALUE;
    if (!ok(H_GRAPH, g))
        return CUDA_ERROR_INVALID_HANDLE;
    size_t k = 0;
    for (size_t i = 0; i < g->n; i++) {
        if (roots && g->nodes[i]->ndeps)
            continue;
        if (out && k < *n)
            out[k] = g->nodes[i];
        k++;
    }
    for (size_t i = k; out && i < *n; i++)
        out[i] = NULL;
    *n = out && *n < k ? *n : k;
    return CUDA_SUCCESS;
}

EXPORT CUresult cuGraphGetNodes(CUgraph g, CUgraphNode *nodes, size_t *n)
{
    LOCKED(list_nodes(g, nodes, n, 0));
}

EXPORT CUresult cuGraphGetRootNodes(CUgraph g, CUgraphNode *nodes, size_t *n)
{
    LOCKED(list_nodes(g, nodes, n, 1));
}

static int edge_nonzero(const CUgraphEdgeData *e)
{
    static const CUgraphEdgeData zero;
    return memcmp(e, &zero, sizeof zero) != 0;
}

static CUresult list_edges(CUgraph g, CUgraphNode *from, CUgraphNode *to, CUgraphEdgeData *data,
                           size_t *n, int v2)
{
    if (!n || (!from) != (!to) || (data && !from))
        return CUDA_ERROR_INVALID_VALUE;
    if (!ok(H_GRAPH, g))
        return CUDA_ERROR_INVALID_HANDLE;
    size_t k = 0;
    for (size_t i = 0; i < g->n; i++)
        for (size_t j = 0; j < g->nodes[i]->ndeps; j++) {
            if (from && !data && edge_nonzero(&g->nodes[i]->edges[j]))
                return CUDA_ERROR_LOSSY_QUERY;
            if (from && k < *n) {
                from[k] = g->nodes[i]->deps[j];
                to[k] = g->nodes[i];
                if (data)
                    data[k] = g->nodes[i]->edges[j];
            }
            k++;
        }
    for (size_t i = k; from && i < *n; i++) {
        from[i] = to[i] = NULL;
        if (data)
            memset(&data[i], 0, sizeof data[i]);
    }
    (void)v2;
    *n = from && *n < k ? *n : k;
    return CUDA_SUCCESS;
}

EXPORT CUresult cuGraphGetEdges(CUgraph g, CUgraphNode *from, CUgraphNode *to, size_t *n)
{
    LOCKED(list_edges(g, from, to, NULL, n, 0));
}

EXPORT CUresult cuGraphGetEdges_v2(CUgraph g, CUgraphNode *from, CUgraphNode *to,
                                   CUgraphEdgeData *data, size_t *n)
{
    LOCKED(list_edges(g, from, to, data, n, 1));
}

/* dependencies (in) or dependents (!in) of a node */
static CUresult node_links(CUgraphNode node, CUgraphNode *out, CUgraphEdgeData *data, size_t *n,
                           int in)
{
    if (!n || (data && !out))
        return CUDA_ERROR_INVALID_VALUE;
    if (!ok(H_NODE, node))
        return CUDA_ERROR_INVALID_HANDLE;
    size_t k = 0;
    CUgraph g = node->graph;
    for (size_t i = 0; i < (in ? node->ndeps : g->n); i++) {
        CUgraphNode other = in ? node->deps[i] : g->nodes[i];
        const CUgraphEdgeData *e = in ? &node->edges[i] : NULL;
        if (!in) {
            for (size_t j = 0; j < other->ndeps && !e; j++)
                if (other->deps[j] == node)
                    e = &other->edges[j];
            if (!e)
                continue;
        }
        if (out && !data && edge_nonzero(e))
            return CUDA_ERROR_LOSSY_QUERY;
        if (out && k < *n) {
            out[k] = other;
            if (data)
                data[k] = *e;
        }
        k++;
    }
    for (size_t i = k; out && i < *n; i++)
        out[i] = NULL;
    *n = out && *n < k ? *n : k;
    return CUDA_SUCCESS;
}

EXPORT CUresult cuGraphNodeGetDependencies(CUgraphNode node, CUgraphNode *deps, size_t *n)
{
    LOCKED(node_links(node, deps, NULL, n, 1));
}

EXPORT CUresult cuGraphNodeGetDependencies_v2(CUgraphNode node, CUgraphNode *deps,
                                              CUgraphEdgeData *data, size_t *n)
{
    LOCKED(node_links(node, deps, data, n, 1));
}

EXPORT CUresult cuGraphNodeGetDependentNodes(CUgraphNode node, CUgraphNode *out, size_t *n)
{
    LOCKED(node_links(node, out, NULL, n, 0));
}

EXPORT CUresult cuGraphNodeGetDependentNodes_v2(CUgraphNode node, CUgraphNode *out,
                                                CUgraphEdgeData *data, size_t *n)
{
    LOCKED(node_links(node, out, data, n, 0));
}

static CUresult change_deps(CUgraph g, const CUgraphNode *from, const CUgraphNode *to,
                            const CUgraphEdgeData *data, size_t n, int add)
{
    if (!ok(H_GRAPH, g))
        return CUDA_ERROR_INVALID_HANDLE;
    if (n && (!from || !to))
        return CUDA_ERROR_INVALID_VALUE;
    for (size_t i = 0; i < n; i++) {
        if (!ok(H_NODE, from[i]) || !ok(H_NODE, to[i]))
            return CUDA_ERROR_INVALID_HANDLE;
        if (from[i]->graph != g || to[i]->graph != g || from[i] == to[i])
            return CUDA_ERROR_INVALID_VALUE;
    }
    for (size_t i = 0; i < n; i++) {
        CUgraphNode t = to[i];
        size_t j = 0;
        while (j < t->ndeps && t->deps[j] != from[i])
            j++;
        if (add) {
            if (j < t->ndeps)
                return CUDA_ERROR_INVALID_VALUE; /* already an edge */
            CUgraphNode *d = realloc(t->deps, (t->ndeps + 1) * sizeof *d);
            if (!d)
                return CUDA_ERROR_OUT_OF_MEMORY;
            t->deps = d;
            CUgraphEdgeData *e = realloc(t->edges, (t->ndeps + 1) * sizeof *e);
            if (!e)
                return CUDA_ERROR_OUT_OF_MEMORY;
            t->edges = e;
            t->deps[t->ndeps] = from[i];
            memset(&t->edges[t->ndeps], 0, sizeof *e);
            if (data)
                t->edges[t->ndeps] = data[i];
            t->ndeps++;
        } else {
            if (j == t->ndeps)
                return CUDA_ERROR_INVALID_VALUE; /* no such edge */
            t->deps[j] = t->deps[t->ndeps - 1];
            t->edges[j] = t->edges[t->ndeps - 1];
            t->ndeps--;
        }
    }
    return CUDA_SUCCESS;
}

EXPORT CUresult cuGraphAddDependencies(CUgraph g, const CUgraphNode *from, const CUgraphNode *to,
                                       size_t n)
{
    LOCKED(change_deps(g, from, to, NULL, n, 1));
}

EXPORT CUresult cuGraphAddDependencies_v2(CUgraph g, const CUgraphNode *from,
                                          const CUgraphNode *to, const CUgraphEdgeData *data,
                                          size_t n)
{
    LOCKED(change_deps(g, from, to, data, n, 1));
}

EXPORT CUresult cuGraphRemoveDependencies(CUgraph g, const CUgraphNode *from,
                                          const CUgraphNode *to, size_t n)
{
    LOCKED(change_deps(g, from, to, NULL, n, 0));
}

EXPORT CUresult cuGraphRemoveDependencies_v2(CUgraph g, const CUgraphNode *from,
                                             const CUgraphNode *to, const CUgraphEdgeData *data,
                                             size_t n)
{
    LOCKED(change_deps(g, from, to, data, n, 0));
}

static CUresult node_type(CUgraphNode node, CUgraphNodeType *type)
{
    if (!type)
        return CUDA_ERROR_INVALID_VALUE;
    if (!ok(H_NODE, node))
        return CUDA_ERROR_INVALID_HANDLE;
    *type = node->type;
    return CUDA_SUCCESS;
}

EXPORT CUresult cuGraphNodeGetType(CUgraphNode node, CUgraphNodeType *type)
{
    LOCKED(node_type(node, type));
}

static CUresult destroy_node(CUgraphNode node)
{
    if (!ok(H_NODE, node))
        return CUDA_ERROR_INVALID_HANDLE;
    CUgraph g = node->graph;
    for (size_t i = 0; i < g->n; i++) {
        CUgraphNode o = g->nodes[i];
        for (size_t j = 0; j < o->ndeps; j++)
            if (o->deps[j] == node) {
                o->deps[j] = o->deps[o->ndeps - 1];
                o->edges[j] = o->edges[o->ndeps - 1];
                o->ndeps--;
                j--;
            }
    }
    ptrdiff_t k = index_of(g, node);
    memmove(&g->nodes[k], &g->nodes[k + 1], (g->n - (size_t)k - 1) * sizeof *g->nodes);
    g->n--;
    node_free(node);
    return CUDA_SUCCESS;
}

EXPORT CUresult cuGraphDestroyNode(CUgraphNode node) { LOCKED(destroy_node(node)); }

/* ---------------------------------------------------------------- adding nodes */

static CUresult add_empty(CUgraphNode *out, CUgraph g, const CUgraphNode *deps, size_t n)
{
    if (!out)
        return CUDA_ERROR_INVALID_VALUE;
    return node_new(g, CU_GRAPH_NODE_TYPE_EMPTY, deps, NULL, n, out);
}

EXPORT CUresult cuGraphAddEmptyNode(CUgraphNode *out, CUgraph g, const CUgraphNode *deps,
                                    size_t n)
{
    LOCKED(add_empty(out, g, deps, n));
}

/* Adds a node of `type` and sets its parameters through `set` (the node goes when they are
 * refused). */
typedef CUresult (*setter)(CUgraphNode, const void *);

static CUresult add_with(CUgraphNode *out, CUgraph g, const CUgraphNode *deps,
                         const CUgraphEdgeData *edges, size_t n, CUgraphNodeType type,
                         setter set, const void *params)
{
    if (!out)
        return CUDA_ERROR_INVALID_VALUE;
    CUgraphNode node;
    CUresult r = node_new(g, type, deps, edges, n, &node);
    if (r)
        return r;
    if ((r = set(node, params))) {
        node->type = CU_GRAPH_NODE_TYPE_EMPTY;
        node_drop(node);
        return r;
    }
    *out = node;
    return CUDA_SUCCESS;
}

static CUresult set_kernel(CUgraphNode node, const void *p) { return kernel_set(node, p); }

static CUresult set_memset(CUgraphNode node, const void *p)
{
    CUresult r = memset_check(p);
    if (!r)
        node->p.memset = *(const CUDA_MEMSET_NODE_PARAMS *)p;
    return r;
}

static CUresult set_memcpy(CUgraphNode node, const void *p)
{
    if (!p)
        return CUDA_ERROR_INVALID_VALUE;
    CUresult r = copy_run(p, 1);
    if (!r)
        node->p.copy = *(const CUDA_MEMCPY3D *)p;
    return r;
}

static CUresult set_host(CUgraphNode node, const void *p)
{
    const CUDA_HOST_NODE_PARAMS *h = p;
    if (!h || !h->fn)
        return CUDA_ERROR_INVALID_VALUE;
    node->p.host = *h;
    return CUDA_SUCCESS;
}

static CUresult set_event(CUgraphNode node, const void *p)
{
    CUevent e = (CUevent)p;
    if (!ok(H_EVENT, e))
        return CUDA_ERROR_INVALID_HANDLE;
    node->p.event = e;
    return CUDA_SUCCESS;
}

/* a child graph: cloned into the node, or moved (CU_GRAPH_CHILD_GRAPH_OWNERSHIP_MOVE) */
typedef struct {
    CUgraph graph;
    int move;
} child_arg;

static CUresult set_child(CUgraphNode node, const void *p)
{
    const child_arg *c = p;
    if (!ok(H_GRAPH, c->graph))
        return CUDA_ERROR_INVALID_HANDLE;
    if (c->graph == node->graph || c->graph->owner)
        return CUDA_ERROR_INVALID_VALUE;
    for (size_t i = 0; i < c->graph->n; i++) /* "memory allocation/free nodes can't be present" */
        if (!c->move && (c->graph->nodes[i]->type == CU_GRAPH_NODE_TYPE_MEM_ALLOC ||
                         c->graph->nodes[i]->type == CU_GRAPH_NODE_TYPE_MEM_FREE))
            return CUDA_ERROR_NOT_SUPPORTED;
    CUresult r = CUDA_SUCCESS;
    if (c->move) {
        node->p.child = c->graph;
        c->graph->owner = node;
    } else {
        node->p.child = graph_clone(c->graph, node, &r);
    }
    return r;
}

static CUresult set_alloc(CUgraphNode node, const void *p)
{
    CUDA_MEM_ALLOC_NODE_PARAMS *a = (CUDA_MEM_ALLOC_NODE_PARAMS *)p;
    if (!a || !a->bytesize || a->poolProps.allocType != CU_MEM_ALLOCATION_TYPE_PINNED ||
        a->poolProps.location.type != CU_MEM_LOCATION_TYPE_DEVICE)
        return CUDA_ERROR_INVALID_VALUE;
    CUresult r;
    node->p.alloc = gmem_new(a->bytesize, &r);
    if (node->p.alloc)
        a->dptr = node->p.alloc->dptr;
    return r;
}

static CUresult set_free(CUgraphNode node, const void *p)
{
    CUdeviceptr d = *(const CUdeviceptr *)p;
    CUresult r = dev_range(d, 0);
    if (!r)
        node->p.free_ptr = d;
    return r;
}

typedef struct {
    CUDA_CONDITIONAL_NODE_PARAMS *c;
} cond_arg;

static CUresult set_cond(CUgraphNode node, const void *p)
{
    CUDA_CONDITIONAL_NODE_PARAMS *c = ((const cond_arg *)p)->c;
    sg_cond *h = (sg_cond *)(uintptr_t)c->handle;
    if (!ok(H_COND, h))
        return CUDA_ERROR_INVALID_HANDLE;
    if (h->graph != node->graph)
        return CUDA_ERROR_INVALID_VALUE;
    unsigned max = c->type == CU_GRAPH_COND_TYPE_WHILE ? 1u
                   : c->type == CU_GRAPH_COND_TYPE_IF  ? 2u
                                                       : MAX_BODIES;
    if ((unsigned)c->type > CU_GRAPH_COND_TYPE_SWITCH || !c->size || c->size > max)
        return CUDA_ERROR_INVALID_VALUE;
    CUgraph *bodies = calloc(c->size, sizeof *bodies);
    if (!bodies)
        return CUDA_ERROR_OUT_OF_MEMORY;
    for (unsigned i = 0; i < c->size; i++)
        if (!(bodies[i] = graph_new(node))) {
            while (i--)
                graph_free(bodies[i]);
            free(bodies);
            return CUDA_ERROR_OUT_OF_MEMORY;
        }
    node->p.cond.h = h;
    node->p.cond.type = c->type;
    node->p.cond.size = c->size;
    node->p.cond.bodies = bodies;
    c->phGraph_out = bodies; /* "CUDA-owned array ... valid for the lifetime of the node" */
    return CUDA_SUCCESS;
}

EXPORT CUresult cuGraphAddKernelNode_v2(CUgraphNode *out, CUgraph g, const CUgraphNode *deps,
                                        size_t n, const CUDA_KERNEL_NODE_PARAMS *p)
{
    LOCKED(add_with(out, g, deps, NULL, n, CU_GRAPH_NODE_TYPE_KERNEL, set_kernel, p));
}

EXPORT CUresult cuGraphAddMemsetNode(CUgraphNode *out, CUgraph g, const CUgraphNode *deps,
                                     size_t n, const CUDA_MEMSET_NODE_PARAMS *p, CUcontext ctx)
{
    (void)ctx;
    LOCKED(add_with(out, g, deps, NULL, n, CU_GRAPH_NODE_TYPE_MEMSET, set_memset, p));
}

EXPORT CUresult cuGraphAddMemcpyNode(CUgraphNode *out, CUgraph g, const CUgraphNode *deps,
                                     size_t n, const CUDA_MEMCPY3D *p, CUcontext ctx)
{
    (void)ctx;
    LOCKED(add_with(out, g, deps, NULL, n, CU_GRAPH_NODE_TYPE_MEMCPY, set_memcpy, p));
}

EXPORT CUresult cuGraphAddHostNode(CUgraphNode *out, CUgraph g, const CUgraphNode *deps,
                                   size_t n, const CUDA_HOST_NODE_PARAMS *p)
{
    LOCKED(add_with(out, g, deps, NULL, n, CU_GRAPH_NODE_TYPE_HOST, set_host, p));
}

EXPORT CUresult cuGraphAddChildGraphNode(CUgraphNode *out, CUgraph g, const CUgraphNode *deps,
                                         size_t n, CUgraph child)
{
    child_arg c = {child, 0};
    LOCKED(add_with(out, g, deps, NULL, n, CU_GRAPH_NODE_TYPE_GRAPH, set_child, &c));
}

EXPORT CUresult cuGraphAddEventRecordNode(CUgraphNode *out, CUgraph g, const CUgraphNode *deps,
                                          size_t n, CUevent e)
{
    LOCKED(add_with(out, g, deps, NULL, n, CU_GRAPH_NODE_TYPE_EVENT_RECORD, set_event, e));
}

EXPORT CUresult cuGraphAddEventWaitNode(CUgraphNode *out, CUgraph g, const CUgraphNode *deps,
                                        size_t n, CUevent e)
{
    LOCKED(add_with(out, g, deps, NULL, n, CU_GRAPH_NODE_TYPE_WAIT_EVENT, set_event, e));
}

EXPORT CUresult cuGraphAddMemAllocNode(CUgraphNode *out, CUgraph g, const CUgraphNode *deps,
                                       size_t n, CUDA_MEM_ALLOC_NODE_PARAMS *p)
{
    LOCKED(add_with(out, g, deps, NULL, n, CU_GRAPH_NODE_TYPE_MEM_ALLOC, set_alloc, p));
}

EXPORT CUresult cuGraphAddMemFreeNode(CUgraphNode *out, CUgraph g, const CUgraphNode *deps,
                                      size_t n, CUdeviceptr d)
{
    LOCKED(add_with(out, g, deps, NULL, n, CU_GRAPH_NODE_TYPE_MEM_FREE, set_free, &d));
}

static CUresult add_node(CUgraphNode *out, CUgraph g, const CUgraphNode *deps,
                         const CUgraphEdgeData *edges, size_t n, CUgraphNodeParams *p)
{
    if (!p)
        return CUDA_ERROR_INVALID_VALUE;
    CUgraphNodeType t = p->type;
    switch ((int)t) {
    case CU_GRAPH_NODE_TYPE_KERNEL:
        return add_with(out, g, deps, edges, n, t, set_kernel, &p->kernel);
    case CU_GRAPH_NODE_TYPE_MEMCPY:
        return add_with(out, g, deps, edges, n, t, set_memcpy, &p->memcpy.copyParams);
    case CU_GRAPH_NODE_TYPE_MEMSET:
        return add_with(out, g, deps, edges, n, t, set_memset, &p->memset);
    case CU_GRAPH_NODE_TYPE_HOST:
        return add_with(out, g, deps, edges, n, t, set_host, &p->host);
    case CU_GRAPH_NODE_TYPE_GRAPH: {
        child_arg c = {p->graph.graph, p->graph.ownership == CU_GRAPH_CHILD_GRAPH_OWNERSHIP_MOVE};
        return add_with(out, g, deps, edges, n, t, set_child, &c);
    }
    case CU_GRAPH_NODE_TYPE_EMPTY:
        return out ? node_new(g, t, deps, edges, n, out) : CUDA_ERROR_INVALID_VALUE;
    case CU_GRAPH_NODE_TYPE_WAIT_EVENT:
        return add_with(out, g, deps, edges, n, t, set_event, p->eventWait.event);
    case CU_GRAPH_NODE_TYPE_EVENT_RECORD:
        return add_with(out, g, deps, edges, n, t, set_event, p->eventRecord.event);
    case CU_GRAPH_NODE_TYPE_MEM_ALLOC:
        return add_with(out, g, deps, edges, n, t, set_alloc, &p->alloc);
    case CU_GRAPH_NODE_TYPE_MEM_FREE:
        return add_with(out, g, deps, edges, n, t, set_free, &p->free.dptr);
    case CU_GRAPH_NODE_TYPE_CONDITIONAL: {
        cond_arg c = {&p->conditional};
        return add_with(out, g, deps, edges, n, t, set_cond, &c);
    }
    default:
        return CUDA_ERROR_NOT_SUPPORTED;
    }
}

EXPORT CUresult cuGraphAddNode_v2(CUgraphNode *out, CUgraph g, const CUgraphNode *deps,
                                  const CUgraphEdgeData *edges, size_t n, CUgraphNodeParams *p)
{
    LOCKED(add_node(out, g, deps, edges, n, p));
}

EXPORT CUresult cuGraphAddNode(CUgraphNode *out, CUgraph g, const CUgraphNode *deps, size_t n,
                               CUgraphNodeParams *p)
{
    LOCKED(add_node(out, g, deps, NULL, n, p));
}

static CUresult cond_create(CUgraphConditionalHandle *out, CUgraph g, unsigned def,
                            unsigned flags)
{
    if (!out || flags > CU_GRAPH_COND_ASSIGN_DEFAULT)
        return CUDA_ERROR_INVALID_VALUE;
    if (!ok(H_GRAPH, g))
        return CUDA_ERROR_INVALID_HANDLE;
    sg_cond *h = calloc(1, sizeof *h);
    if (!h || grow((void **)&g_conds, &g_capconds, g_nconds, sizeof *g_conds) || !reg(H_COND, h)) {
        free(h);
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    h->graph = g;
    h->def = h->value = def;
    h->flags = flags;
    g_conds[g_nconds++] = h;
    *out = (CUgraphConditionalHandle)(uintptr_t)h;
    return CUDA_SUCCESS;
}

EXPORT CUresult cuGraphConditionalHandleCreate(CUgraphConditionalHandle *out, CUgraph g,
                                               CUcontext ctx, unsigned int def,
                                               unsigned int flags)
{
    (void)ctx;
    LOCKED(cond_create(out, g, def, flags));
}

/* ---------------------------------------------------------------- node parameters */

static CUresult typed(CUgraphNode node, CUgraphNodeType type)
{
    if (!ok(H_NODE, node))
        return CUDA_ERROR_INVALID_HANDLE;
    return node->type == type ? CUDA_SUCCESS : CUDA_ERROR_INVALID_VALUE;
}

static CUresult kernel_get_params(CUgraphNode node, CUDA_KERNEL_NODE_PARAMS *p)
{
    CUresult r = p ? typed(node, CU_GRAPH_NODE_TYPE_KERNEL) : CUDA_ERROR_INVALID_VALUE;
    if (!r)
        kernel_get(node, p);
    return r;
}

EXPORT CUresult cuGraphKernelNodeGetParams_v2(CUgraphNode node, CUDA_KERNEL_NODE_PARAMS *p)
{
    LOCKED(kernel_get_params(node, p));
}

static CUresult set_typed(CUgraphNode node, CUgraphNodeType type, setter set, const void *p)
{
    CUresult r = typed(node, type);
    return r ? r : set(node, p);
}

EXPORT CUresult cuGraphKernelNodeSetParams_v2(CUgraphNode node, const CUDA_KERNEL_NODE_PARAMS *p)
{
    LOCKED(set_typed(node, CU_GRAPH_NODE_TYPE_KERNEL, set_kernel, p));
}

static CUresult memset_get(CUgraphNode node, CUDA_MEMSET_NODE_PARAMS *p)
{
    CUresult r = p ? typed(node, CU_GRAPH_NODE_TYPE_MEMSET) : CUDA_ERROR_INVALID_VALUE;
    if (!r)
        *p = node->p.memset;
    return r;
}

EXPORT CUresult cuGraphMemsetNodeGetParams(CUgraphNode node, CUDA_MEMSET_NODE_PARAMS *p)
{
    LOCKED(memset_get(node, p));
}

EXPORT CUresult cuGraphMemsetNodeSetParams(CUgraphNode node, const CUDA_MEMSET_NODE_PARAMS *p)
{
    LOCKED(set_typed(node, CU_GRAPH_NODE_TYPE_MEMSET, set_memset, p));
}

static CUresult memcpy_get(CUgraphNode node, CUDA_MEMCPY3D *p)
{
    CUresult r = p ? typed(node, CU_GRAPH_NODE_TYPE_MEMCPY) : CUDA_ERROR_INVALID_VALUE;
    if (!r)
        *p = node->p.copy;
    return r;
}

EXPORT CUresult cuGraphMemcpyNodeGetParams(CUgraphNode node, CUDA_MEMCPY3D *p)
{
    LOCKED(memcpy_get(node, p));
}

EXPORT CUresult cuGraphMemcpyNodeSetParams(CUgraphNode node, const CUDA_MEMCPY3D *p)
{
    LOCKED(set_typed(node, CU_GRAPH_NODE_TYPE_MEMCPY, set_memcpy, p));
}

static CUresult event_get(CUgraphNode node, CUgraphNodeType type, CUevent *e)
{
    CUresult r = e ? typed(node, type) : CUDA_ERROR_INVALID_VALUE;
    if (!r)
        *e = node->p.event;
    return r;
}

EXPORT CUresult cuGraphEventRecordNodeGetEvent(CUgraphNode node, CUevent *e)
{
    LOCKED(event_get(node, CU_GRAPH_NODE_TYPE_EVENT_RECORD, e));
}

EXPORT CUresult cuGraphEventWaitNodeGetEvent(CUgraphNode node, CUevent *e)
{
    LOCKED(event_get(node, CU_GRAPH_NODE_TYPE_WAIT_EVENT, e));
}

EXPORT CUresult cuGraphEventRecordNodeSetEvent(CUgraphNode node, CUevent e)
{
    LOCKED(set_typed(node, CU_GRAPH_NODE_TYPE_EVENT_RECORD, set_event, e));
}

EXPORT CUresult cuGraphEventWaitNodeSetEvent(CUgraphNode node, CUevent e)
{
    LOCKED(set_typed(node, CU_GRAPH_NODE_TYPE_WAIT_EVENT, set_event, e));
}

static CUresult child_get(CUgraphNode node, CUgraph *g)
{
    CUresult r = g ? typed(node, CU_GRAPH_NODE_TYPE_GRAPH) : CUDA_ERROR_INVALID_VALUE;
    if (!r)
        *g = node->p.child;
    return r;
}

EXPORT CUresult cuGraphChildGraphNodeGetGraph(CUgraphNode node, CUgraph *g)
{
    LOCKED(child_get(node, g));
}

static CUresult host_get(CUgraphNode node, CUDA_HOST_NODE_PARAMS *p)
{
    CUresult r = p ? typed(node, CU_GRAPH_NODE_TYPE_HOST) : CUDA_ERROR_INVALID_VALUE;
    if (!r)
        *p = node->p.host;
    return r;
}

EXPORT CUresult cuGraphHostNodeGetParams(CUgraphNode node, CUDA_HOST_NODE_PARAMS *p)
{
    LOCKED(host_get(node, p));
}

EXPORT CUresult cuGraphHostNodeSetParams(CUgraphNode node, const CUDA_HOST_NODE_PARAMS *p)
{
    LOCKED(set_typed(node, CU_GRAPH_NODE_TYPE_HOST, set_host, p));
}

static CUresult free_get(CUgraphNode node, CUdeviceptr *d)
{
    CUresult r = d ? typed(node, CU_GRAPH_NODE_TYPE_MEM_FREE) : CUDA_ERROR_INVALID_VALUE;
    if (!r)
        *d = node->p.free_ptr;
    return r;
}

EXPORT CUresult cuGraphMemFreeNodeGetParams(CUgraphNode node, CUdeviceptr *d)
{
    LOCKED(free_get(node, d));
}

/* cuGraphNodeSetParams / cuGraphExecNodeSetParams: the types whose parameters may change */
static CUresult node_set_params(CUgraphNode node, CUgraphNodeParams *p)
{
    if (!p)
        return CUDA_ERROR_INVALID_VALUE;
    switch ((int)p->type) {
    case CU_GRAPH_NODE_TYPE_KERNEL:
        return set_typed(node, p->type, set_kernel, &p->kernel);
    case CU_GRAPH_NODE_TYPE_MEMCPY:
        return set_typed(node, p->type, set_memcpy, &p->memcpy.copyParams);
    case CU_GRAPH_NODE_TYPE_MEMSET:
        return set_typed(node, p->type, set_memset, &p->memset);
    case CU_GRAPH_NODE_TYPE_HOST:
        return set_typed(node, p->type, set_host, &p->host);
    case CU_GRAPH_NODE_TYPE_WAIT_EVENT:
        return set_typed(node, p->type, set_event, p->eventWait.event);
    case CU_GRAPH_NODE_TYPE_EVENT_RECORD:
        return set_typed(node, p->type, set_event, p->eventRecord.event);
    default:
        return CUDA_ERROR_NOT_SUPPORTED;
    }
}

EXPORT CUresult cuGraphNodeSetParams(CUgraphNode node, CUgraphNodeParams *p)
{
    LOCKED(node_set_params(node, p));
}

/* ---------------------------------------------------------------- execs */

static CUresult instantiate(CUgraphExec *out, CUgraph g, unsigned long long flags,
                            CUgraphNode *err_node)
{
    if (!out)
        return CUDA_ERROR_INVALID_VALUE;
    if (!ok(H_GRAPH, g))
        return CUDA_ERROR_INVALID_HANDLE;
    if (err_node)
        *err_node = NULL;
    size_t *order = malloc((g->n ? g->n : 1) * sizeof *order);
    if (!order)
        return CUDA_ERROR_OUT_OF_MEMORY;
    int cycle = topo_order(g, order);
    free(order);
    if (cycle)
        return CUDA_ERROR_INVALID_VALUE;
    CUgraphExec x = calloc(1, sizeof *x);
    if (!x)
        return CUDA_ERROR_OUT_OF_MEMORY;
    CUresult r;
    x->g = graph_clone(g, NULL, &r);
    x->flags = flags;
    if (!x->g || !reg(H_EXEC, x)) {
        graph_free(x->g);
        free(x);
        return r ? r : CUDA_ERROR_OUT_OF_MEMORY;
    }
    unreg(x->g); /* the exec's copy is no graph the caller may name */
    *out = x;
    return CUDA_SUCCESS;
}

EXPORT CUresult cuGraphInstantiateWithFlags(CUgraphExec *out, CUgraph g, unsigned long long flags)
{
    LOCKED(instantiate(out, g, flags, NULL));
}

EXPORT CUresult cuGraphInstantiate_v2(CUgraphExec *out, CUgraph g, CUgraphNode *err, char *log,
                                      size_t logsize)
{
    if (log && logsize)
        log[0] = 0;
    LOCKED(instantiate(out, g, 0, err));
}

static CUresult instantiate_params(CUgraphExec *out, CUgraph g, CUDA_GRAPH_INSTANTIATE_PARAMS *p)
{
    if (!p)
        return CUDA_ERROR_INVALID_VALUE;
    if (p->hUploadStream && check_stream(p->hUploadStream))
        return CUDA_ERROR_INVALID_HANDLE;
    CUresult r = instantiate(out, g, p->flags, &p->hErrNode_out);
    p->result_out = r ? CUDA_GRAPH_INSTANTIATE_ERROR : CUDA_GRAPH_INSTANTIATE_SUCCESS;
    return r;
}

EXPORT CUresult cuGraphInstantiateWithParams(CUgraphExec *out, CUgraph g,
                                             CUDA_GRAPH_INSTANTIATE_PARAMS *p)
{
    LOCKED(instantiate_params(out, g, p));
}

static CUresult exec_destroy(CUgraphExec x)
{
    if (!ok(H_EXEC, x))
        return CUDA_ERROR_INVALID_HANDLE;
    unreg(x);
    reg(H_GRAPH, x->g); /* graph_free forgets it */
    graph_free(x->g);
    free(x);
    return CUDA_SUCCESS;
}

EXPORT CUresult cuGraphExecDestroy(CUgraphExec x) { LOCKED(exec_destroy(x)); }

static CUresult exec_flags(CUgraphExec x, cuuint64_t *flags)
{
    if (!flags)
        return CUDA_ERROR_INVALID_VALUE;
    if (!ok(H_EXEC, x))
        return CUDA_ERROR_INVALID_HANDLE;
    *flags = x->flags;
    return CUDA_SUCCESS;
}

EXPORT CUresult cuGraphExecGetFlags(CUgraphExec x, cuuint64_t *flags)
{
    LOCKED(exec_flags(x, flags));
}

typedef struct {
    sd_op op;
    CUgraph g; /* the exec's graph as it was at the launch */
} graph_op;

/* On the stream's worker. Conditional handles are shared with the exec: their defaults are
 * set under the graph lock; the snapshot itself is the op's alone. */
static CUresult graph_op_run(sd_op *op)
{
    CUgraph g = ((graph_op *)op)->g;
    pthread_mutex_lock(&sg_lock);
    cond_defaults(g, 0);
    pthread_mutex_unlock(&sg_lock);
    return run_graph(g, NULL, 0);
}

static void graph_op_drop(sd_op *op)
{
    pthread_mutex_lock(&sg_lock);
    graph_free(((graph_op *)op)->g);
    pthread_mutex_unlock(&sg_lock);
}

static CUresult launch(CUgraphExec x, CUstream s)
{
    if (!ok(H_EXEC, x))
        return CUDA_ERROR_INVALID_HANDLE;
    CUresult r = check_stream(s);
    if (r)
        return r;
    if (sc_find(s)) { /* launched into a capture: a child graph node */
        child_arg c = {x->g, 0};
        CUgraphNode n;
        reg(H_GRAPH, x->g);
        r = capture_node(s, CU_GRAPH_NODE_TYPE_GRAPH, &n);
        if (!r && (r = set_child(n, &c)))
            n->type = CU_GRAPH_NODE_TYPE_EMPTY;
        unreg(x->g);
        return r;
    }
    /* One piece of work on the stream (stream.c), replaying a snapshot of the exec: later
     * cuGraphExec*SetParams calls and cuGraphExecDestroy leave launches already queued alone,
     * as the driver API says they do. */
    graph_op *op = (graph_op *)sd_op_new(sizeof *op, SD_CALL, graph_op_run);
    if (!op)
        return CUDA_ERROR_OUT_OF_MEMORY;
    op->g = graph_clone(x->g, NULL, &r);
    if (!op->g) {
        sd_op_free(&op->op);
        return r ? r : CUDA_ERROR_OUT_OF_MEMORY;
    }
    op->op.drop = graph_op_drop;
    return sd_submit(s, &op->op);
}

EXPORT CUresult cuGraphLaunch(CUgraphExec x, CUstream s) { LOCKED(launch(x, s)); }

static CUresult upload(CUgraphExec x, CUstream s)
{
    if (!ok(H_EXEC, x))
        return CUDA_ERROR_INVALID_HANDLE;
    return check_stream(s);
}

EXPORT CUresult cuGraphUpload(CUgraphExec x, CUstream s) { LOCKED(upload(x, s)); }

/* The exec's node made from (or last updated from) node, or NULL. */
static CUgraphNode exec_node(CUgraphExec x, CUgraphNode node)
{
    for (size_t i = 0; node && i < x->g->n; i++)
        if (x->g->nodes[i]->orig == node || x->g->nodes[i]->upd == node)
            return x->g->nodes[i];
    return NULL;
}

static CUresult exec_set(CUgraphExec x, CUgraphNode node, CUgraphNodeType type, setter set,
                         const void *p)
{
    if (!ok(H_EXEC, x) || !ok(H_NODE, node))
        return CUDA_ERROR_INVALID_HANDLE;
    CUgraphNode n = exec_node(x, node);
    if (!n || n->type != type)
        return CUDA_ERROR_INVALID_VALUE;
    return set(n, p);
}

EXPORT CUresult cuGraphExecKernelNodeSetParams_v2(CUgraphExec x, CUgraphNode node,
                                                  const CUDA_KERNEL_NODE_PARAMS *p)
{
    LOCKED(exec_set(x, node, CU_GRAPH_NODE_TYPE_KERNEL, set_kernel, p));
}

EXPORT CUresult cuGraphExecMemsetNodeSetParams(CUgraphExec x, CUgraphNode node,
                                               const CUDA_MEMSET_NODE_PARAMS *p, CUcontext ctx)
{
    (void)ctx;
    LOCKED(exec_set(x, node, CU_GRAPH_NODE_TYPE_MEMSET, set_memset, p));
}

EXPORT CUresult cuGraphExecMemcpyNodeSetParams(CUgraphExec x, CUgraphNode node,
                                               const CUDA_MEMCPY3D *p, CUcontext ctx)
{
    (void)ctx;
    LOCKED(exec_set(x, node, CU_GRAPH_NODE_TYPE_MEMCPY, set_memcpy, p));
}

EXPORT CUresult cuGraphExecHostNodeSetParams(CUgraphExec x, CUgraphNode node,
                                             const CUDA_HOST_NODE_PARAMS *p)
{
    LOCKED(exec_set(x, node, CU_GRAPH_NODE_TYPE_HOST, set_host, p));
}

/* The same topology: node for node in insertion order, the same types and dependencies, child
 * graphs alike (what cuGraphExecChildGraphNodeSetParams and cuGraphExecUpdate require). */
static int same_shape(CUgraph a, CUgraph b, int depth)
{
    if (a->n != b->n || depth > MAX_DEPTH)
        return 0;
    for (size_t i = 0; i < a->n; i++) {
        CUgraphNode x = a->nodes[i], y = b->nodes[i];
        if (x->type != y->type || x->ndeps != y->ndeps)
            return 0;
        for (size_t j = 0; j < x->ndeps; j++)
            if (index_of(a, x->deps[j]) != index_of(b, y->deps[j]))
                return 0;
        if (x->type == CU_GRAPH_NODE_TYPE_GRAPH && !same_shape(x->p.child, y->p.child, depth + 1))
            return 0;
    }
    return 1;
}

/* "The topology of childGraph, as well as the node insertion order, must match that of the
 * graph contained in hNode" (cuGraphExecChildGraphNodeSetParams); the exec's child graph takes
 * childGraph's parameters (a clone of it). */
static CUresult exec_child_set(CUgraphExec x, CUgraphNode node, CUgraph child)
{
    if (!ok(H_EXEC, x) || !ok(H_NODE, node) || !ok(H_GRAPH, child))
        return CUDA_ERROR_INVALID_HANDLE;
    CUgraphNode n = exec_node(x, node);
    if (!n || n->type != CU_GRAPH_NODE_TYPE_GRAPH || !same_shape(n->p.child, child, 0))
        return CUDA_ERROR_INVALID_VALUE;
    CUresult r;
    CUgraph g = graph_clone(child, n, &r);
    if (!g)
        return r ? r : CUDA_ERROR_OUT_OF_MEMORY;
    graph_free(n->p.child);
    n->p.child = g;
    return CUDA_SUCCESS;
}

EXPORT CUresult cuGraphExecChildGraphNodeSetParams(CUgraphExec x, CUgraphNode node, CUgraph child)
{
    LOCKED(exec_child_set(x, node, child));
}

EXPORT CUresult cuGraphExecEventRecordNodeSetEvent(CUgraphExec x, CUgraphNode node, CUevent e)
{
    LOCKED(exec_set(x, node, CU_GRAPH_NODE_TYPE_EVENT_RECORD, set_event, e));
}

EXPORT CUresult cuGraphExecEventWaitNodeSetEvent(CUgraphExec x, CUgraphNode node, CUevent e)
{
    LOCKED(exec_set(x, node, CU_GRAPH_NODE_TYPE_WAIT_EVENT, set_event, e));
}

static CUresult exec_node_set_params(CUgraphExec x, CUgraphNode node, CUgraphNodeParams *p)
{
    if (!ok(H_EXEC, x) || !ok(H_NODE, node))
        return CUDA_ERROR_INVALID_HANDLE;
    CUgraphNode n = exec_node(x, node);
    if (!n)
        return CUDA_ERROR_INVALID_VALUE;
    reg(H_NODE, n); /* named for the moment, as node_set_params checks */
    CUresult r = node_set_params(n, p);
    unreg(n);
    return r;
}

EXPORT CUresult cuGraphExecNodeSetParams(CUgraphExec x, CUgraphNode node, CUgraphNodeParams *p)
{
    LOCKED(exec_node_set_params(x, node, p));
}

static CUresult enable(CUgraphExec x, CUgraphNode node, unsigned *get, unsigned set)
{
    if (!ok(H_EXEC, x) || !ok(H_NODE, node))
        return CUDA_ERROR_INVALID_HANDLE;
    CUgraphNode n = exec_node(x, node);
    if (!n)
        return CUDA_ERROR_INVALID_VALUE;
    if (n->type != CU_GRAPH_NODE_TYPE_KERNEL && n->type != CU_GRAPH_NODE_TYPE_MEMCPY &&
        n->type != CU_GRAPH_NODE_TYPE_MEMSET)
        return CUDA_ERROR_INVALID_VALUE; /* "kernel, memset and memcpy nodes" (cuda.h) */
    if (get)
        *get = (unsigned)n->enabled;
    else
        n->enabled = set != 0;
    return CUDA_SUCCESS;
}

EXPORT CUresult cuGraphNodeSetEnabled(CUgraphExec x, CUgraphNode node, unsigned int on)
{
    LOCKED(enable(x, node, NULL, on));
}

EXPORT CUresult cuGraphNodeGetEnabled(CUgraphExec x, CUgraphNode node, unsigned int *on)
{
    if (!on)
        return CUDA_ERROR_INVALID_VALUE;
    LOCKED(enable(x, node, on, 0));
}

/* Same topology (node by node, in order), same node types: then every exec node takes the
 * new graph's parameters (cuGraphExecUpdate's rules, as far as the stand-in keeps them). */
static CUresult exec_update(CUgraphExec x, CUgraph g, CUgraphExecUpdateResultInfo *info)
{
    if (!info)
        return CUDA_ERROR_INVALID_VALUE;
    memset(info, 0, sizeof *info);
    if (!ok(H_EXEC, x) || !ok(H_GRAPH, g))
        return CUDA_ERROR_INVALID_HANDLE;
    CUgraph e = x->g;
    info->result = CU_GRAPH_EXEC_UPDATE_ERROR_TOPOLOGY_CHANGED;
    if (e->n != g->n)
        return CUDA_ERROR_GRAPH_EXEC_UPDATE_FAILURE;
    for (size_t i = 0; i < g->n; i++) {
        CUgraphNode a = e->nodes[i], b = g->nodes[i];
        info->errorNode = b;
        if (a->ndeps != b->ndeps)
            return CUDA_ERROR_GRAPH_EXEC_UPDATE_FAILURE;
        for (size_t j = 0; j < b->ndeps; j++)
            if (index_of(e, a->deps[j]) != index_of(g, b->deps[j]))
                return CUDA_ERROR_GRAPH_EXEC_UPDATE_FAILURE;
        if (a->type != b->type) {
            info->result = CU_GRAPH_EXEC_UPDATE_ERROR_NODE_TYPE_CHANGED;
            return CUDA_ERROR_GRAPH_EXEC_UPDATE_FAILURE;
        }
        if (a->type == CU_GRAPH_NODE_TYPE_GRAPH && !same_shape(a->p.child, b->p.child, 1))
            return CUDA_ERROR_GRAPH_EXEC_UPDATE_FAILURE; /* TOPOLOGY_CHANGED, in the child */
        if (a->type != CU_GRAPH_NODE_TYPE_KERNEL && a->type != CU_GRAPH_NODE_TYPE_MEMSET &&
            a->type != CU_GRAPH_NODE_TYPE_MEMCPY && a->type != CU_GRAPH_NODE_TYPE_EMPTY &&
            a->type != CU_GRAPH_NODE_TYPE_HOST && a->type != CU_GRAPH_NODE_TYPE_EVENT_RECORD &&
            a->type != CU_GRAPH_NODE_TYPE_WAIT_EVENT && a->type != CU_GRAPH_NODE_TYPE_GRAPH) {
            info->result = CU_GRAPH_EXEC_UPDATE_ERROR_UNSUPPORTED_FUNCTION_CHANGE;
            return CUDA_ERROR_GRAPH_EXEC_UPDATE_FAILURE;
        }
    }
    for (size_t i = 0; i < g->n; i++) {
        CUgraphNode a = e->nodes[i], b = g->nodes[i];
        node_params_free(a);
        CUresult r = params_clone(a, b);
        if (r) {
            info->result = CU_GRAPH_EXEC_UPDATE_ERROR;
            return r;
        }
        a->upd = b;
    }
    info->result = CU_GRAPH_EXEC_UPDATE_SUCCESS;
    info->errorNode = NULL;
    return CUDA_SUCCESS;
}

EXPORT CUresult cuGraphExecUpdate_v2(CUgraphExec x, CUgraph g, CUgraphExecUpdateResultInfo *info)
{
    LOCKED(exec_update(x, g, info));
}

EXPORT CUresult cuGraphExecUpdate(CUgraphExec x, CUgraph g, CUgraphNode *err,
                                  CUgraphExecUpdateResult *result)
{
    CUgraphExecUpdateResultInfo info;
    pthread_mutex_lock(&sg_lock);
    CUresult r = exec_update(x, g, &info);
    pthread_mutex_unlock(&sg_lock);
    if (err)
        *err = info.errorNode;
    if (result)
        *result = info.result;
    return r;
}

/* ---------------------------------------------------------------- graph memory */

EXPORT CUresult cuDeviceGetGraphMemAttribute(CUdevice d, CUgraphMem_attribute attr, void *value)
{
    if (!value || d < 0)
        return CUDA_ERROR_INVALID_VALUE;
    pthread_mutex_lock(&sg_lock);
    CUresult r = CUDA_SUCCESS;
    switch ((int)attr) {
    case CU_GRAPH_MEM_ATTR_USED_MEM_CURRENT:
    case CU_GRAPH_MEM_ATTR_RESERVED_MEM_CURRENT:
        *(cuuint64_t *)value = g_gmem_current;
        break;
    case CU_GRAPH_MEM_ATTR_USED_MEM_HIGH:
    case CU_GRAPH_MEM_ATTR_RESERVED_MEM_HIGH:
        *(cuuint64_t *)value = g_gmem_high;
        break;
    default:
        r = CUDA_ERROR_INVALID_VALUE;
    }
    pthread_mutex_unlock(&sg_lock);
    return r;
}

EXPORT CUresult cuDeviceSetGraphMemAttribute(CUdevice d, CUgraphMem_attribute attr, void *value)
{
    if (!value || d < 0)
        return CUDA_ERROR_INVALID_VALUE;
    /* only the high watermarks may be set, and only to 0 (a reset) */
    if ((attr != CU_GRAPH_MEM_ATTR_USED_MEM_HIGH && attr != CU_GRAPH_MEM_ATTR_RESERVED_MEM_HIGH) ||
        *(cuuint64_t *)value != 0)
        return CUDA_ERROR_INVALID_VALUE;
    pthread_mutex_lock(&sg_lock);
    g_gmem_high = g_gmem_current;
    pthread_mutex_unlock(&sg_lock);
    return CUDA_SUCCESS;
}

EXPORT CUresult cuDeviceGraphMemTrim(CUdevice d) { return d < 0 ? CUDA_ERROR_INVALID_DEVICE : 0; }

/* ---------------------------------------------------------------- DOT */

static const char *type_name(CUgraphNodeType t)
{
    static const char *const names[] = {"KERNEL", "MEMCPY",       "MEMSET",     "HOST",
                                        "GRAPH",  "EMPTY",        "WAIT_EVENT", "EVENT_RECORD",
                                        "EXT_SEMAS_SIGNAL", "EXT_SEMAS_WAIT", "MEM_ALLOC",
                                        "MEM_FREE", "BATCH_MEM_OP", "CONDITIONAL"};
    return (unsigned)t < sizeof names / sizeof *names ? names[t] : "NODE";
}

static CUresult dot_print(CUgraph g, const char *path)
{
    if (!path)
        return CUDA_ERROR_INVALID_VALUE;
    if (!ok(H_GRAPH, g))
        return CUDA_ERROR_INVALID_HANDLE;
    FILE *f = fopen(path, "w");
    if (!f)
        return CUDA_ERROR_OPERATING_SYSTEM;
    fprintf(f, "digraph lupine_standin {\n");
    for (size_t i = 0; i < g->n; i++) {
        CUgraphNode n = g->nodes[i];
        fprintf(f, "  n%zu [label=\"%s%s%s\"];\n", i, type_name(n->type),
                n->type == CU_GRAPH_NODE_TYPE_KERNEL ? " " : "",
                n->type == CU_GRAPH_NODE_TYPE_KERNEL ? n->p.k.f->entry->name : "");
    }
    for (size_t i = 0; i < g->n; i++)
        for (size_t j = 0; j < g->nodes[i]->ndeps; j++)
            fprintf(f, "  n%td -> n%zu;\n", index_of(g, g->nodes[i]->deps[j]), i);
    fprintf(f, "}\n");
    return fclose(f) ? CUDA_ERROR_OPERATING_SYSTEM : CUDA_SUCCESS;
}

EXPORT CUresult cuGraphDebugDotPrint(CUgraph g, const char *path, unsigned int flags)
{
    (void)flags;
    LOCKED(dot_print(g, path));
}

/* Stream capture, registered with the streams layer (stream.c, which the driver's files ask
 * through sd_capture): they are below this file and never call it. */
static const sd_capture_ops g_capture = {
    .capturing = sg_capturing,
    .kernel = sg_capture_kernel,
    .memset2d = sg_capture_memset2d,
    .copy3d = sg_capture_copy3d,
    .host = sg_capture_host,
    .event_record = sg_capture_event_record,
    .event_recorded = sg_event_recorded,
    .wait = sg_capture_wait,
    .unsafe_call = sg_unsafe_call,
};

__attribute__((constructor)) static void graph_init(void) { sd_on_capture(&g_capture); }
