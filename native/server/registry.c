/* What a client may name: every handle the driver gave this session, and every device range
 * it allocated. The generated dispatch checks handles and copy/memset addresses here before
 * the driver sees them, so a garbage value gets the driver's error code instead of reaching
 * the driver (where it could crash the session). The session thread and the waiters share
 * them: every entry point holds the session's lock (recursive: a handle's death may release
 * ranges a graph held, graph.c). */
#define _GNU_SOURCE
#include "registry.h"

#include <string.h>

/* What graph.c does when handles go (ls_registry_on_graphs); NULL: nothing registered. */
static void (*g_graph_handle_gone)(ls_session *s, int type, uint64_t value);
static void (*g_graph_free)(ls_session *s);

void ls_registry_on_graphs(void (*handle_gone)(ls_session *s, int type, uint64_t value),
                           void (*free_all)(ls_session *s))
{
    g_graph_handle_gone = handle_gone;
    g_graph_free = free_all;
}

static void graphs_free(ls_session *s)
{
    if (g_graph_free)
        g_graph_free(s);
}

/* Open addressing on the handle value. */
static size_t slot_of(const ls_session *s, uint64_t v)
{
    uint64_t h = v * 0x9E3779B97F4A7C15ull;
    return (size_t)(h >> 17) & (s->caphandles - 1);
}

static ls_handle *find(ls_session *s, int type, uint64_t v)
{
    if (!s->caphandles)
        return NULL;
    for (size_t i = slot_of(s, v), n = 0; n < s->caphandles; i = (i + 1) & (s->caphandles - 1), n++) {
        ls_handle *h = &s->handles[i];
        if (!h->used)
            return NULL;
        if (h->type == type && h->value == v)
            return h;
    }
    return NULL;
}

static void insert(ls_session *s, ls_handle e);

static int grow(ls_session *s)
{
    size_t cap = s->caphandles ? 2 * s->caphandles : 256;
    ls_handle *old = s->handles;
    size_t oldcap = s->caphandles;
    ls_handle *n = calloc(cap, sizeof *n);
    if (!n)
        return -1;
    s->handles = n;
    s->caphandles = cap;
    s->nhandles = 0;
    s->tombstones = 0;
    for (size_t i = 0; i < oldcap; i++)
        if (old[i].used && old[i].type >= 0)
            insert(s, old[i]);
    free(old);
    return 0;
}

static void insert(ls_session *s, ls_handle e)
{
    e.used = 1;
    for (size_t i = slot_of(s, e.value);; i = (i + 1) & (s->caphandles - 1)) {
        ls_handle *h = &s->handles[i];
        if (!h->used || h->type < 0) {
            if (h->used)
                s->tombstones--;
            *h = e;
            s->nhandles++;
            return;
        }
    }
}

static int ls_handle_ok_u(ls_session *s, int type, uint64_t value)
{
    if (value == 0)
        return 1; /* NULL means "current"/"default" in many calls; the driver judges it */
    if (type == LS_H_CUstream_st && (value == (uint64_t)(uintptr_t)CU_STREAM_LEGACY ||
                                     value == (uint64_t)(uintptr_t)CU_STREAM_PER_THREAD))
        return 1;
    if (find(s, type, value))
        return 1;
    /* A CUkernel may be passed where a CUfunction is expected (cuLaunchKernel). */
    return type == LS_H_CUfunc_st && find(s, LS_H_CUkern_st, value) != NULL;
}

static int ls_handle_array_ok_u(ls_session *s, int type, const void *values, uint64_t bytes)
{
    if (bytes % 8)
        return 0;
    for (uint64_t i = 0; i < bytes; i += 8) {
        uint64_t v;
        memcpy(&v, (const char *)values + i, 8);
        if (!v || !find(s, type, v))
            return 0;
    }
    return 1;
}

static uint64_t ls_handle_parent_u(ls_session *s, int type, uint64_t value)
{
    ls_handle *h = find(s, type, value);
    return h ? h->parent : 0;
}

uint64_t ls_u64_at(const void *p, uint64_t n)
{
    uint64_t v = 0;
    uint32_t w = 0;
    if (p && n == 8)
        memcpy(&v, p, 8);
    else if (p && n == 4) { /* an unsigned int count (cuDevSmResourceSplitByCount's nbGroups) */
        memcpy(&w, p, 4);
        v = w;
    }
    return v;
}

static void ls_handle_add_u(ls_session *s, int type, uint64_t value, uint64_t parent, void *owned)
{
    if (!value)
        return;
    ls_handle *h = find(s, type, value);
    if (h) {
        h->parent = parent;
        if (owned) {
            free(h->owned);
            h->owned = owned;
        }
        return;
    }
    /* Keep the table at most half full (tombstones count). */
    if ((s->nhandles + s->tombstones + 1) * 2 > s->caphandles && grow(s)) {
        free(owned);
        return;
    }
    insert(s, (ls_handle){value, parent, ls_cur_ctx(), owned, type, 1});
}

static void ls_handles_add_u(ls_session *s, int type, const void *values, size_t bytes, uint64_t parent)
{
    for (size_t i = 0; i + 8 <= bytes; i += 8) {
        uint64_t v;
        memcpy(&v, (const char *)values + i, 8);
        ls_handle_add_u(s, type, v, parent, NULL);
    }
}

static void kill(ls_session *s, ls_handle *h)
{
    if (h->type == LS_H_CUgraph_st || h->type == LS_H_CUgraphExec_st)
        if (g_graph_handle_gone)
            g_graph_handle_gone(s, h->type, h->value);
    free(h->owned);
    h->owned = NULL;
    h->type = -1; /* tombstone: keeps probe chains intact */
    s->nhandles--;
    s->tombstones++;
}

/* What a context owns, and goes with it (cuCtxDestroy): its streams, events, modules (with
 * their functions), arrays, link states, graph execs and green contexts, and the device memory
 * allocated in it (not graph allocations, which their graphs hold). Libraries, graphs, memory
 * pools and the handles of other contexts stay. */
static int ctx_owned(int type)
{
    switch (type) {
    case LS_H_CUstream_st:
    case LS_H_CUevent_st:
    case LS_H_CUmod_st:
    case LS_H_CUarray_st:
    case LS_H_CUmipmappedArray_st:
    case LS_H_CUlinkState_st:
    case LS_H_CUgraphExec_st:
    case LS_H_CUgreenCtx_st:
        return 1;
    default:
        return 0;
    }
}

static void ls_handle_del_u(ls_session *s, int type, uint64_t value);

static void retire_context(ls_session *s, uint64_t ctx)
{
    for (size_t i = 0; i < s->caphandles; i++) {
        ls_handle *h = &s->handles[i];
        if (h->used && h->type >= 0 && h->ctx == ctx && ctx_owned(h->type))
            ls_handle_del_u(s, h->type, h->value); /* with its children */
    }
    size_t kept = 0;
    for (size_t i = 0; i < s->nranges; i++)
        if (s->ranges[i].ctx != ctx || s->ranges[i].graph_refs)
            s->ranges[kept++] = s->ranges[i];
        else
            ls_mem_refund(s, s->ranges[i].charged);
    s->nranges = kept;
}

static void ls_handle_del_u(ls_session *s, int type, uint64_t value)
{
    ls_handle *h = find(s, type, value);
    if (!h)
        return;
    kill(s, h);
    if (type == LS_H_CUctx_st)
        retire_context(s, value);
    /* Children (functions of a module, kernels of a library, nodes of a graph) go with their
     * parent, and their own children with them (a child graph node's graph and its nodes):
     * a worklist, not recursion, so no nesting depth a client builds can exhaust the stack.
     * Each handle is killed before its children are looked for, so it is visited once. */
    size_t n = 0, cap = 16;
    uint64_t *work = malloc(cap * sizeof *work);
    if (work)
        work[n++] = value;
    while (n) {
        uint64_t parent = work[--n];
        for (size_t i = 0; i < s->caphandles; i++) {
            ls_handle *c = &s->handles[i];
            if (!c->used || c->type < 0 || c->parent != parent)
                continue;
            uint64_t child = c->value;
            kill(s, c);
            if (n == cap) {
                uint64_t *grown = realloc(work, 2 * cap * sizeof *work);
                if (!grown)
                    continue; /* its own children stay registered: no worse than before */
                work = grown;
                cap *= 2;
            }
            work[n++] = child;
        }
    }
    free(work);
}

static void ls_registry_reset_u(ls_session *s)
{
    for (size_t i = 0; i < s->caphandles; i++) {
        ls_handle *h = &s->handles[i];
        if (h->used && h->type >= 0 && h->type != LS_H_CUctx_st)
            kill(s, h);
    }
    for (size_t i = 0; i < s->nranges; i++)
        ls_mem_refund(s, s->ranges[i].charged);
    s->nranges = 0;
    /* The staging ring was taken away before the reset (ls_stage_detach); one the session
     * thread made since is forgotten there (stage_epoch). */
    graphs_free(s); /* the reset ended every capture with the context */
}

static void ls_registry_free_u(ls_session *s)
{
    graphs_free(s);
    for (size_t i = 0; i < s->caphandles; i++)
        free(s->handles[i].owned);
    free(s->handles);
    free(s->ranges);
    s->handles = NULL;
    s->ranges = NULL;
    s->caphandles = s->nhandles = s->nranges = s->capranges = 0;
}

/* ---------------------------------------------------------------- device ranges */

static size_t upper(const ls_session *s, uint64_t p)
{
    size_t lo = 0, hi = s->nranges;
    while (lo < hi) {
        size_t mid = (lo + hi) / 2;
        if (s->ranges[mid].base <= p)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}

/* [p, p+n) lies in one range, or in ranges that follow each other without a gap (VMM:
 * adjacent mappings of one reservation are one contiguous device range to the driver). */
static int ls_devptr_ok_u(ls_session *s, uint64_t p, uint64_t n)
{
    size_t i = upper(s, p);
    if (!i)
        return 0;
    const ls_range *r = &s->ranges[i - 1];
    uint64_t off = p - r->base;
    if (off >= r->size)
        return 0;
    uint64_t left = r->size - off;
    while (n > left) {
        if (i >= s->nranges || s->ranges[i].base != r->base + r->size)
            return 0;
        n -= left;
        r = &s->ranges[i++];
        left = r->size;
    }
    return 1;
}

static void ls_range_add_u(ls_session *s, uint64_t base, uint64_t size)
{
    if (!base)
        return;
    if (!size)
        size = 1;
    size_t i = upper(s, base);
    if (i && s->ranges[i - 1].base == base) {
        if (s->ranges[i - 1].size < size)
            s->ranges[i - 1].size = size;
        s->ranges[i - 1].graph_refs = 0; /* an ordinary allocation now */
        ls_mem_refund(s, s->ranges[i - 1].charged); /* the one before it is gone */
        s->ranges[i - 1].charged = 0;
        return;
    }
    if (s->nranges == s->capranges) {
        size_t cap = s->capranges ? 2 * s->capranges : 64;
        ls_range *n = realloc(s->ranges, cap * sizeof *n);
        if (!n)
            return;
        s->ranges = n;
        s->capranges = cap;
    }
    memmove(&s->ranges[i + 1], &s->ranges[i], (s->nranges - i) * sizeof *s->ranges);
    s->ranges[i] = (ls_range){base, size, 0, ls_cur_ctx(), 0};
    s->nranges++;
}

static void ls_range_charge_u(ls_session *s, uint64_t base, uint64_t n)
{
    size_t i = upper(s, base);
    if (i && s->ranges[i - 1].base == base)
        s->ranges[i - 1].charged += n;
    else
        ls_mem_refund(s, n); /* no range keeps it (the registry could not grow) */
}

static void ls_range_remove_u(ls_session *s, uint64_t base)
{
    size_t i = upper(s, base);
    if (i && s->ranges[i - 1].base == base) {
        ls_mem_refund(s, s->ranges[i - 1].charged);
        memmove(&s->ranges[i - 1], &s->ranges[i], (s->nranges - i) * sizeof *s->ranges);
        s->nranges--;
    }
}

static int ls_range_graph_hold_u(ls_session *s, uint64_t base, uint64_t size)
{
    size_t i = upper(s, base);
    if (i && s->ranges[i - 1].base == base && s->ranges[i - 1].graph_refs) {
        s->ranges[i - 1].graph_refs++;
        if (size > s->ranges[i - 1].size)
            s->ranges[i - 1].size = size;
        return 1;
    }
    if (!size)
        return 0; /* a hold copied for a range already gone (freed): not resurrected */
    ls_range_add_u(s, base, size);
    i = upper(s, base);
    if (!i || s->ranges[i - 1].base != base)
        return 0;
    s->ranges[i - 1].graph_refs = 1;
    return 1;
}

static void ls_range_graph_release_u(ls_session *s, uint64_t base)
{
    size_t i = upper(s, base);
    if (!i || s->ranges[i - 1].base != base || !s->ranges[i - 1].graph_refs)
        return; /* freed (cuMemFree) or an ordinary allocation at that address now */
    if (--s->ranges[i - 1].graph_refs == 0)
        ls_range_remove_u(s, base);
}

void ls_range_add_queried(ls_session *s, uint64_t base)
{
    typedef CUresult (*range_fn)(CUdeviceptr *, size_t *, CUdeviceptr);
    range_fn get = (range_fn)s->real[LUPINE_FN_cuMemGetAddressRange_v2];
    CUdeviceptr b = 0;
    size_t n = 0;
    if (get && get(&b, &n, (CUdeviceptr)base) == CUDA_SUCCESS && b == base)
        ls_range_add(s, base, n);
}

/* ---------------------------------------------------------------- entry points, locked */

int ls_handle_ok(ls_session *s, int type, uint64_t value)
{
    pthread_mutex_lock(&s->lock);
    int r = ls_handle_ok_u(s, type, value);
    pthread_mutex_unlock(&s->lock);
    return r;
}

int ls_handle_array_ok(ls_session *s, int type, const void *values, uint64_t bytes)
{
    pthread_mutex_lock(&s->lock);
    int r = ls_handle_array_ok_u(s, type, values, bytes);
    pthread_mutex_unlock(&s->lock);
    return r;
}

uint64_t ls_handle_parent(ls_session *s, int type, uint64_t value)
{
    pthread_mutex_lock(&s->lock);
    uint64_t r = ls_handle_parent_u(s, type, value);
    pthread_mutex_unlock(&s->lock);
    return r;
}

void *ls_handle_owned(ls_session *s, int type, uint64_t value)
{
    pthread_mutex_lock(&s->lock);
    ls_handle *h = find(s, type, value);
    void *p = h ? h->owned : NULL;
    pthread_mutex_unlock(&s->lock);
    return p;
}

void ls_handle_add(ls_session *s, int type, uint64_t value, uint64_t parent, void *owned)
{
    pthread_mutex_lock(&s->lock);
    ls_handle_add_u(s, type, value, parent, owned);
    pthread_mutex_unlock(&s->lock);
}

void ls_handles_add(ls_session *s, int type, const void *values, size_t bytes, uint64_t parent)
{
    pthread_mutex_lock(&s->lock);
    ls_handles_add_u(s, type, values, bytes, parent);
    pthread_mutex_unlock(&s->lock);
}

void ls_handle_del(ls_session *s, int type, uint64_t value)
{
    pthread_mutex_lock(&s->lock);
    ls_handle_del_u(s, type, value);
    pthread_mutex_unlock(&s->lock);
}

void ls_registry_reset(ls_session *s)
{
    pthread_mutex_lock(&s->lock);
    ls_registry_reset_u(s);
    pthread_mutex_unlock(&s->lock);
}

void ls_registry_free(ls_session *s)
{
    pthread_mutex_lock(&s->lock);
    ls_registry_free_u(s);
    pthread_mutex_unlock(&s->lock);
}

int ls_devrange_ok(ls_session *s, uint64_t p, uint64_t count, uint64_t width)
{
    if (width && count > UINT64_MAX / width)
        return 0;
    int ok = ls_devptr_ok(s, p, count * width);
    if (!ok)
        ls_log_range_miss(s, "a memset", p, count * width);
    return ok;
}

int ls_dev2d_ok(ls_session *s, uint64_t p, uint64_t pitch, uint64_t count, uint64_t width,
                uint64_t height)
{
    if (width && count > UINT64_MAX / width)
        return 0;
    uint64_t row = count * width;
    if (!row || !height)
        return ls_devptr_ok(s, p, 0);
    if (row > pitch && height > 1)
        return 0;
    if ((height - 1) > (UINT64_MAX - row) / (pitch ? pitch : 1))
        return 0;
    return ls_devptr_ok(s, p, (height - 1) * pitch + row);
}

int ls_devptr_ok(ls_session *s, uint64_t p, uint64_t n)
{
    pthread_mutex_lock(&s->lock);
    int r = ls_devptr_ok_u(s, p, n);
    pthread_mutex_unlock(&s->lock);
    return r;
}

void ls_log_range_miss(ls_session *s, const char *what, uint64_t p, uint64_t n)
{
    if (!s->verbose)
        return;
    pthread_mutex_lock(&s->lock);
    size_t i = upper(s, p);
    uint64_t below = i ? s->ranges[i - 1].base : 0, below_n = i ? s->ranges[i - 1].size : 0;
    uint64_t above = i < s->nranges ? s->ranges[i].base : 0;
    size_t nr = s->nranges;
    pthread_mutex_unlock(&s->lock);
    ls_log(s, "%s: 0x%llx+%llu is not device memory of this session (%zu ranges; below it "
              "0x%llx+%llu, above it 0x%llx)", what, (unsigned long long)p,
           (unsigned long long)n, nr, (unsigned long long)below, (unsigned long long)below_n,
           (unsigned long long)above);
}

void ls_range_add(ls_session *s, uint64_t base, uint64_t size)
{
    pthread_mutex_lock(&s->lock);
    ls_range_add_u(s, base, size);
    pthread_mutex_unlock(&s->lock);
}

void ls_range_charge(ls_session *s, uint64_t base, uint64_t n)
{
    pthread_mutex_lock(&s->lock);
    ls_range_charge_u(s, base, n);
    pthread_mutex_unlock(&s->lock);
}

void ls_range_remove(ls_session *s, uint64_t base)
{
    pthread_mutex_lock(&s->lock);
    ls_range_remove_u(s, base);
    pthread_mutex_unlock(&s->lock);
}

int ls_range_graph_hold(ls_session *s, uint64_t base, uint64_t size)
{
    pthread_mutex_lock(&s->lock);
    int r = ls_range_graph_hold_u(s, base, size);
    pthread_mutex_unlock(&s->lock);
    return r;
}

void ls_range_graph_release(ls_session *s, uint64_t base)
{
    pthread_mutex_lock(&s->lock);
    ls_range_graph_release_u(s, base);
    pthread_mutex_unlock(&s->lock);
}
