/* Memory on the client side.
 *
 * Unified addressing without a GPU in this process: the shim remembers every device range
 * the server handed out (allocations, module globals) and classifies each pointer of a
 * cuMemcpy itself; host data always travels by value, so the server never sees a client host
 * address as something to dereference. Each range is also reserved here (PROT_NONE) so no
 * host mapping of this process can later land on a device address.
 *
 * Page-locked host memory (cuMemAllocHost, cuMemHostAlloc, cuMemHostRegister) is plain
 * client memory: copies from it go over the network like any other, except that
 * cuMemcpyDtoHAsync into it is truly asynchronous, as the driver API documents for
 * page-locked destinations: the server copies in stream order and pushes the bytes into our
 * memory when the stream reaches the copy (notify.c), so they are there once a later
 * synchronisation (stream, event, context) says the stream has passed it. Into pageable memory
 * the copy is answered with the data ("for transfers from device memory to pageable host
 * memory, the function will return only once the copy has completed"). The DEVICEMAP flags
 * are accepted (many programs ask for mapped memory and only ever copy from it: cuDNN
 * allocates with CU_MEMHOSTALLOC_DEVICEMAP, NVIDIA's simpleStreams registers with it); what a
 * mapping would need, a device pointer to client memory (cuMemHostGetDevicePointer), is
 * refused with a message naming the call, as is managed memory: a GPU on another machine
 * cannot reach this process's memory. */
#define _GNU_SOURCE
#include "client.h"

#include "lupine/maps.h"

#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/uio.h>
#include <time.h>
#include <unistd.h>

/* ---------------------------------------------------------------- device ranges */

typedef struct {
    uint64_t base, size;
    void *reserved;
    size_t reserved_len;
    int srv; /* the server that handed it out */
} lc_range;

static pthread_mutex_t g_rlock = PTHREAD_MUTEX_INITIALIZER;
static lc_range *g_r;
static size_t g_nr, g_capr;

/* Ranges a server handed out where another server's range already was (module globals and
 * graph allocations, which the driver places and alloc_apart cannot move): an address in one
 * names two servers. With g_rlock. */
typedef struct {
    uint64_t base, size;
    int srv;
} lc_shadow;
static lc_shadow *g_sh;
static size_t g_nsh, g_capsh;

/* With g_rlock held: records a shadowed range (0 when out of memory). */
static int shadow_add(int srv, uint64_t base, uint64_t size)
{
    for (size_t i = 0; i < g_nsh; i++)
        if (g_sh[i].srv == srv && g_sh[i].base == base) {
            if (g_sh[i].size < size)
                g_sh[i].size = size;
            return 1;
        }
    if (g_nsh == g_capsh) {
        size_t cap = g_capsh ? 2 * g_capsh : 16;
        lc_shadow *n = realloc(g_sh, cap * sizeof *n);
        if (!n)
            return 0;
        g_sh = n;
        g_capsh = cap;
    }
    g_sh[g_nsh++] = (lc_shadow){base, size, srv};
    return 1;
}

/* Index of the first range with base > p. */
static size_t upper(uint64_t p)
{
    size_t lo = 0, hi = g_nr;
    while (lo < hi) {
        size_t mid = (lo + hi) / 2;
        if (g_r[mid].base <= p)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}

static uint64_t page_size(void)
{
    static uint64_t page;
    if (!page)
        page = (uint64_t)sysconf(_SC_PAGESIZE);
    return page;
}

static uint64_t reserved_end(const lc_range *r)
{
    return (uint64_t)(uintptr_t)r->reserved + r->reserved_len;
}

/* Reserves the pages of g_r[i] that no other range has reserved already: the driver packs
 * small allocations and module variables into shared pages (0x...300, 0x...3f00, 0x...4500 on
 * the H200), and a page reserved for one is not host memory of this process for the next.
 * The reservations are disjoint and in address order, so the one that can hold g_r[i]'s first
 * page is the nearest reserved range below it (ranges between, inside its pages, reserved
 * nothing), and likewise above. -1: some of the pages are host memory of this process already
 * (a device address that is also a host address here). */
static int reserve(size_t i)
{
    const char *env = getenv("LUPINE_RESERVE");
    if (env && !strcmp(env, "0"))
        return 0;
    lc_range *r = &g_r[i];
    uint64_t page = page_size();
    uint64_t lo = r->base & ~(page - 1), hi = (r->base + r->size + page - 1) & ~(page - 1);
    size_t below = i;
    while (below && !g_r[below - 1].reserved)
        below--;
    if (below && g_r[below - 1].reserved && reserved_end(&g_r[below - 1]) > lo)
        lo = reserved_end(&g_r[below - 1]);
    size_t above = i + 1;
    while (above < g_nr && !g_r[above].reserved && g_r[above].base < hi)
        above++;
    if (above < g_nr && g_r[above].reserved && (uint64_t)(uintptr_t)g_r[above].reserved < hi)
        hi = (uint64_t)(uintptr_t)g_r[above].reserved;
    if (lo >= hi)
        return 0;
    void *want = (void *)(uintptr_t)lo;
    void *got = mmap(want, hi - lo, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE |
                     MAP_FIXED_NOREPLACE, -1, 0);
    if (got == want) {
        r->reserved = got;
        r->reserved_len = hi - lo;
        return 0;
    }
    if (got != MAP_FAILED)
        munmap(got, hi - lo);
    return -1;
}

/* With g_rlock held: a range of another server that [base, base+size) overlaps (NULL:
 * none). */
static const lc_range *overlap_other(int srv, uint64_t base, uint64_t size, size_t i)
{
    if (i && g_r[i - 1].srv != srv && base - g_r[i - 1].base < g_r[i - 1].size)
        return &g_r[i - 1];
    for (size_t j = i; j < g_nr && g_r[j].base < base + size; j++)
        if (g_r[j].srv != srv)
            return &g_r[j];
    return NULL;
}

/* alloc_apart is allocating: an overlap is not said, only noted (t_overlapped, and the end of
 * the other server's range or of this process's host memory there: t_overlap_end;
 * t_host_overlap: it was host memory). */
static __thread int t_quiet, t_overlapped, t_host_overlap;
static __thread uint64_t t_overlap_end;

static uint64_t host_mapping_end(uint64_t base, uint64_t size);
static void drop(size_t i);

void lc_range_add_on(int srv, uint64_t base, uint64_t size)
{
    if (!base)
        return;
    if (!size)
        size = 1;
    pthread_mutex_lock(&g_rlock);
    size_t i = upper(base);
    const lc_range *o = lc_servers() > 1 ? overlap_other(srv, base, size, i) : NULL;
    if (o) {
        /* Two servers' GPUs handed out the same addresses: a pointer could not say which
         * server it belongs to. The allocation functions avoid this (they allocate again,
         * alloc_apart below); for other ranges it is said, and the new range is not known. */
        t_overlapped = 1;
        t_overlap_end = o->base + o->size;
        if (!t_quiet) {
            /* kept as a shadow: an address in both goes to the server of the current context
             * when it is one of them (cudaMemcpyToSymbol runs on the module's device), and
             * is refused otherwise */
            shadow_add(srv, base, size);
            fprintf(stderr,
                "lupine: device memory 0x%llx+%llu of server %s overlaps 0x%llx+%llu of server "
                "%s; an address in both goes to the server of the current context, and fails "
                "with CUDA_ERROR_INVALID_VALUE in a context of neither\n",
                (unsigned long long)base, (unsigned long long)size, lc_server_name(srv),
                (unsigned long long)o->base, (unsigned long long)o->size,
                lc_server_name(o->srv));
        }
        pthread_mutex_unlock(&g_rlock);
        return;
    }
    if (i && g_r[i - 1].base == base) {
        if (g_r[i - 1].size < size)
            g_r[i - 1].size = size;
        pthread_mutex_unlock(&g_rlock);
        return;
    }
    if (g_nr == g_capr) {
        size_t cap = g_capr ? 2 * g_capr : 64;
        lc_range *n = realloc(g_r, cap * sizeof *n);
        if (!n) {
            pthread_mutex_unlock(&g_rlock);
            return;
        }
        g_r = n;
        g_capr = cap;
    }
    memmove(&g_r[i + 1], &g_r[i], (g_nr - i) * sizeof *g_r);
    g_r[i] = (lc_range){base, size, NULL, 0, srv};
    g_nr++;
    if (reserve(i)) {
        if (t_quiet) {
            /* alloc_apart places it again: the range is not kept */
            drop(i);
            t_overlapped = t_host_overlap = 1;
            t_overlap_end = host_mapping_end(base, size);
        } else {
            /* placed by the driver, not movable (a module variable, a graph allocation): the
             * servers are told this process's host ranges before modules load (lc_avoid_sync),
             * so this is rare */
            char held[1024] = "";
            if (lc_debug_on())
                lp_maps_describe(base, base + size, held, sizeof held);
            lc_debug("device range 0x%llx+%llu overlaps host memory of this process, held by:\n%s",
                     (unsigned long long)base, (unsigned long long)size, held);
        }
    }
    pthread_mutex_unlock(&g_rlock);
}

void lc_range_add(uint64_t base, uint64_t size) { lc_range_add_on(lc_current_server(), base, size); }

int lc_range_server(uint64_t p)
{
    pthread_mutex_lock(&g_rlock);
    size_t i = upper(p);
    int srv = i && p - g_r[i - 1].base < g_r[i - 1].size ? g_r[i - 1].srv : -1;
    if (g_nsh) {
        /* shadowed: several servers hold p; the current context's server when it is one */
        int here = lc_current_server(), named = srv >= 0 && srv == here, hits = srv >= 0;
        for (size_t k = 0; k < g_nsh; k++)
            if (p - g_sh[k].base < g_sh[k].size) {
                hits++;
                named |= g_sh[k].srv == here;
                if (srv < 0)
                    srv = g_sh[k].srv;
            }
        if (hits > 1)
            srv = named ? here : LC_SERVER_AMBIGUOUS;
    }
    pthread_mutex_unlock(&g_rlock);
    return srv;
}

int lc_range_overlaps_other(int srv, uint64_t base, uint64_t size)
{
    if (!base || lc_servers() < 2)
        return 0;
    pthread_mutex_lock(&g_rlock);
    int o = overlap_other(srv, base, size ? size : 1, upper(base)) != NULL;
    pthread_mutex_unlock(&g_rlock);
    return o;
}

/* Unreserves g_r[i]'s pages, except those a neighbouring range still lies in: they pass to
 * that neighbour's reservation. */
static void drop(size_t i)
{
    lc_range *r = &g_r[i];
    if (r->reserved) {
        uint64_t page = page_size();
        uint64_t lo = (uint64_t)(uintptr_t)r->reserved, hi = reserved_end(r);
        if (i) {
            lc_range *p = &g_r[i - 1];
            uint64_t need = (p->base + p->size + page - 1) & ~(page - 1);
            if (need > lo && (!p->reserved || reserved_end(p) == lo)) {
                uint64_t upto = need < hi ? need : hi;
                if (!p->reserved)
                    p->reserved = (void *)(uintptr_t)lo;
                p->reserved_len += upto - lo;
                lo = upto;
            }
        }
        if (i + 1 < g_nr && lo < hi) {
            lc_range *n = &g_r[i + 1];
            uint64_t need = n->base & ~(page - 1);
            if (need < hi && (!n->reserved || (uint64_t)(uintptr_t)n->reserved == hi)) {
                uint64_t from = need > lo ? need : lo;
                n->reserved_len += hi - from;
                n->reserved = (void *)(uintptr_t)from;
                hi = from;
            }
        }
        if (lo < hi)
            munmap((void *)(uintptr_t)lo, hi - lo);
    }
    memmove(&g_r[i], &g_r[i + 1], (g_nr - i - 1) * sizeof *g_r);
    g_nr--;
}

void lc_range_remove_on(int srv, uint64_t base)
{
    pthread_mutex_lock(&g_rlock);
    for (size_t k = 0; k < g_nsh; k++)
        if (g_sh[k].base == base && (srv < 0 || g_sh[k].srv == srv)) {
            g_sh[k] = g_sh[--g_nsh]; /* the shadow goes; the other server's range stays */
            pthread_mutex_unlock(&g_rlock);
            return;
        }
    size_t i = upper(base);
    if (i && g_r[i - 1].base == base && (srv < 0 || g_r[i - 1].srv == srv))
        drop(i - 1);
    pthread_mutex_unlock(&g_rlock);
}

void lc_range_remove(uint64_t base) { lc_range_remove_on(-1, base); }

void lc_ranges_clear_server(int srv)
{
    pthread_mutex_lock(&g_rlock);
    for (size_t i = g_nr; i-- > 0;)
        if (g_r[i].srv == srv)
            drop(i);
    for (size_t k = g_nsh; k-- > 0;)
        if (g_sh[k].srv == srv)
            g_sh[k] = g_sh[--g_nsh];
    pthread_mutex_unlock(&g_rlock);
}

/* A forked child: the parent's ranges are of sessions it no longer has. */
static void ranges_clear(void)
{
    pthread_mutex_lock(&g_rlock);
    while (g_nr)
        drop(g_nr - 1);
    g_nsh = 0;
    pthread_mutex_unlock(&g_rlock);
}

__attribute__((constructor)) static void ranges_init(void) { lc_on_fork_child(ranges_clear); }

int lc_range_find(uint64_t p, uint64_t n)
{
    pthread_mutex_lock(&g_rlock);
    size_t i = upper(p);
    int found = 0;
    if (i) {
        const lc_range *r = &g_r[i - 1];
        if (p - r->base < r->size) {
            /* ranges that follow each other without a gap are one (adjacent VMM mappings) */
            uint64_t left = r->size - (p - r->base);
            found = 1;
            while (n > left) {
                if (i >= g_nr || g_r[i].base != r->base + r->size) {
                    found = -1;
                    break;
                }
                n -= left;
                r = &g_r[i++];
                left = r->size;
            }
        }
    }
    for (size_t k = 0; !found && k < g_nsh; k++)
        if (p - g_sh[k].base < g_sh[k].size)
            found = n <= g_sh[k].size - (p - g_sh[k].base) ? 1 : -1;
    pthread_mutex_unlock(&g_rlock);
    return found;
}

/* ---------------------------------------------------------------- host addresses the servers avoid */

/* Under unified addressing a device pointer must never be a host address of this process:
 * libraries (cuBLASLt, XLA) and the shim itself tell host from device memory by address. The
 * server's driver places device memory wherever its own process has nothing mapped, and knows
 * nothing of ours, so each server is told this process's mappings (LP_AVOID, protocol 2.4:
 * the server maps what is free of them in its process, and its driver skips them):
 *  - before the first call that reaches it (cuInit), when most libraries are loaded;
 *  - before each module or library load (module variables are placed by the driver and cannot
 *    be moved afterwards), at most every LUPINE_AVOID_MS milliseconds (default 100);
 *  - when an allocation came back overlapping host memory here (alloc_apart then places it
 *    again).
 * Only ranges not sent before go. LUPINE_AVOID=0 sends nothing (alloc_apart alone then keeps
 * allocations apart, and module variables may overlap). */

static struct {
    pthread_mutex_t lock;
    lp_span *sent; /* sorted, disjoint, merged */
    size_t nsent;
    uint64_t last_ms;
    int off; /* the server is older than protocol 2.4 */
} g_avoid[LC_MAX_SERVERS];
static pthread_once_t g_avoid_once = PTHREAD_ONCE_INIT;
static int g_avoid_disabled;
static uint64_t g_avoid_ms = 100;

static void avoid_forget_child(void)
{
    for (int k = 0; k < LC_MAX_SERVERS; k++) {
        pthread_mutex_init(&g_avoid[k].lock, NULL); /* a forked child's sessions are new */
        g_avoid[k].nsent = 0;
        g_avoid[k].last_ms = 0;
        g_avoid[k].off = 0;
    }
}

static void avoid_init(void)
{
    for (int k = 0; k < LC_MAX_SERVERS; k++)
        pthread_mutex_init(&g_avoid[k].lock, NULL);
    const char *e = getenv("LUPINE_AVOID");
    g_avoid_disabled = e && !strcmp(e, "0");
    const char *ms = getenv("LUPINE_AVOID_MS");
    if (ms && *ms)
        g_avoid_ms = strtoull(ms, NULL, 10);
    pthread_atfork(NULL, NULL, avoid_forget_child);
}

static uint64_t now_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (uint64_t)t.tv_sec * 1000u + (uint64_t)t.tv_nsec / 1000000u;
}

/* The furthest end of this process's mappings that meet [base, base+size) (base+size when
 * none does any more): where a pad stepping past them ends. */
static uint64_t host_mapping_end(uint64_t base, uint64_t size)
{
    size_t n;
    lp_span *m = lp_maps(&n, 1, 0);
    uint64_t end = base + size;
    for (size_t i = 0; i < n; i++)
        if (m[i].lo < base + size && m[i].hi > base && m[i].hi > end)
            end = m[i].hi;
    free(m);
    return end;
}

/* With g_avoid[srv].lock: appends the parts of [lo, hi) that no sent span covers to out. */
static size_t unsent(int srv, uint64_t lo, uint64_t hi, uint64_t *out, size_t k)
{
    const lp_span *s = g_avoid[srv].sent;
    for (size_t i = 0; i < g_avoid[srv].nsent && lo < hi; i++) {
        if (s[i].hi <= lo)
            continue;
        if (s[i].lo >= hi)
            break;
        if (s[i].lo > lo) {
            out[2 * k] = lo;
            out[2 * k + 1] = s[i].lo - lo;
            k++;
        }
        lo = s[i].hi;
    }
    if (lo < hi) {
        out[2 * k] = lo;
        out[2 * k + 1] = hi - lo;
        k++;
    }
    return k;
}

/* With g_avoid[srv].lock: the spans of m are sent now (merged into the sent list). */
static void mark_sent(int srv, const lp_span *m, size_t n)
{
    size_t total = g_avoid[srv].nsent + n;
    lp_span *all = malloc((total ? total : 1) * sizeof *all);
    if (!all)
        return;
    size_t a = 0, b = 0, k = 0;
    const lp_span *s = g_avoid[srv].sent;
    while (a < g_avoid[srv].nsent || b < n) {
        lp_span next = b >= n || (a < g_avoid[srv].nsent && s[a].lo <= m[b].lo) ? s[a++] : m[b++];
        if (k && next.lo <= all[k - 1].hi) {
            if (next.hi > all[k - 1].hi)
                all[k - 1].hi = next.hi;
        } else {
            all[k++] = next;
        }
    }
    free(g_avoid[srv].sent);
    g_avoid[srv].sent = all;
    g_avoid[srv].nsent = k;
}

void lc_avoid_sync(int srv, int force)
{
    pthread_once(&g_avoid_once, avoid_init);
    if (g_avoid_disabled || srv < 0 || srv >= lc_servers())
        return;
    pthread_mutex_lock(&g_avoid[srv].lock);
    uint64_t t = now_ms();
    if (g_avoid[srv].off || (!force && g_avoid[srv].last_ms && t - g_avoid[srv].last_ms < g_avoid_ms)) {
        pthread_mutex_unlock(&g_avoid[srv].lock);
        return;
    }
    g_avoid[srv].last_ms = t;
    size_t n;
    lp_span *m = lp_maps(&n, 1, 0);
    uint64_t *pairs = m ? malloc((2 * (n + g_avoid[srv].nsent) + 2) * sizeof *pairs) : NULL;
    size_t k = 0;
    for (size_t i = 0; pairs && i < n; i++)
        k = unsent(srv, m[i].lo, m[i].hi, pairs + 1, k);
    if (pairs && k) {
        CUresult r = CUDA_SUCCESS;
        uint64_t blocked = 0;
        for (size_t at = 0; at < k && r == CUDA_SUCCESS; at += LP_MAX_AVOID) {
            size_t part = k - at < LP_MAX_AVOID ? k - at : LP_MAX_AVOID;
            uint64_t *frame = pairs + 2 * at; /* the count goes in the word before the pairs */
            uint64_t keep = frame[0];
            frame[0] = part;
            uint64_t got = 0;
            r = lc_conn_request(srv, LP_AVOID, 4, frame, 8 + 16 * (uint64_t)part, &got, 8);
            frame[0] = keep;
            blocked += got;
        }
        if (r == CUDA_SUCCESS)
            mark_sent(srv, m, n);
        else if (r == CUDA_ERROR_NOT_SUPPORTED)
            g_avoid[srv].off = 1;
        lc_debug("told server %d %zu host ranges of this process (%llu bytes blocked there): %d",
                 srv, k, (unsigned long long)blocked, (int)r);
    }
    free(pairs);
    free(m);
    pthread_mutex_unlock(&g_avoid[srv].lock);
}

/* ---------------------------------------------------------------- allocating apart */

/* How the allocations alloc_apart makes are made and given back: once() is one driver
 * allocation (which records its range), release() frees one the range table does not hold (it
 * overlaps another server's: routed by hand, no range removed), srv the server they come from,
 * stream the stream of a stream-ordered one. */
typedef struct {
    CUresult (*once)(CUdeviceptr *p, const void *arg);
    uint32_t free_fn; /* LUPINE_FN_cuMemFree_v2, _cuMemFreeAsync or _cuMemAddressFree */
    int srv;
    CUstream stream;
    const void *arg;
    size_t *req; /* the size once() asks for, in arg (NULL: pads are plain cuMemAlloc) */
} alloc_how;

/* An allocation alloc_apart holds: its size (cuMemAddressFree), whether the range table holds
 * it (a pad that overlapped nothing), and whether it was made by cuMemAlloc (the pads of
 * pitched allocations). */
typedef struct {
    CUdeviceptr p;
    size_t size;
    int recorded, plain;
} held_alloc;

static void release(const alloc_how *h, const held_alloc *a)
{
    alloc_how plain = *h;
    if (a->plain)
        plain.free_fn = LUPINE_FN_cuMemFree_v2;
    h = &plain;
    CUdeviceptr p = a->p;
    if (a->recorded)
        lc_range_remove(p); /* its own entry: it overlapped nothing */
    lc_call c;
    if (lc_begin(&c, h->free_fn) != CUDA_SUCCESS)
        return;
    lc_route(&c, h->srv);
    lc_scalar(&c, &p, 8);
    CUresult r;
    if (h->free_fn == LUPINE_FN_cuMemFreeAsync) {
        lc_handle(&c, &h->stream);
        r = lc_defer(&c);
    } else if (h->free_fn == LUPINE_FN_cuMemAddressFree) {
        uint64_t n = a->size;
        lc_scalar(&c, &n, 8);
        r = lc_send(&c);
    } else {
        r = lc_send(&c);
    }
    lc_end(&c);
    if (r != CUDA_SUCCESS)
        lc_debug("freeing a held allocation 0x%llx: %d", (unsigned long long)p, (int)r);
}

#define LC_APART_TRIES 64
#define LC_PAD_MAX ((uint64_t)4 << 30) /* the largest pad held to step past a range */

/* Allocates (h->once is one driver allocation, which records its range) until the range
 * overlaps neither device memory of another server nor host memory of this process: two
 * servers' drivers place allocations alike (the stand-in at one fixed base, CUDA at the first
 * free addresses of similar layouts), a server's driver knows nothing of this process's
 * mappings, and a device pointer must name one server and never be a host address here. An
 * overlapping allocation is held while the next is made, so the driver places that one
 * elsewhere; over host memory the server is first told this process's mappings
 * (lc_avoid_sync); when the other range reaches past it, a pad as large as the rest of that
 * range (at most LC_PAD_MAX) is held too (allocators that place the next block after the last
 * one then step past it at once). Everything held is given back at the end. Fails with
 * CUDA_ERROR_OUT_OF_MEMORY (and *dptr 0) after LC_APART_TRIES rounds. */
static CUresult alloc_apart(CUdeviceptr *dptr, const alloc_how *h)
{
    if (!dptr)
        return h->once(dptr, h->arg);
    size_t want = h->req ? *h->req : 0;
    held_alloc held[2 * LC_APART_TRIES];
    int nheld = 0, told = 0, host = 0;
    CUresult r;
    t_quiet = 1;
    for (int round = 0;; round++) {
        t_overlapped = t_host_overlap = 0;
        r = h->once(dptr, h->arg);
        if (r != CUDA_SUCCESS || !t_overlapped)
            break;
        uint64_t end = t_overlap_end;
        host |= t_host_overlap;
        held[nheld++] = (held_alloc){*dptr, want, 0, 0};
        if (round + 1 == LC_APART_TRIES) {
            r = CUDA_ERROR_OUT_OF_MEMORY;
            *dptr = 0;
            fprintf(stderr, "lupine: server %s keeps handing out device addresses that %s; "
                            "allocation refused\n", lc_server_name(h->srv),
                    host ? "are host memory of this process" : "other servers use");
            break;
        }
        if (t_host_overlap && !told) {
            told = 1;
            lc_avoid_sync(h->srv, 1);
        }
        /* the pad: from the end of what is held to the end of the range in the way */
        uint64_t after = held[nheld - 1].p + (want ? want : 1);
        if (end > after && end - after <= LC_PAD_MAX) {
            CUdeviceptr pad = 0;
            size_t n = (size_t)(end - after);
            t_overlapped = 0;
            CUresult pr;
            int plain = !h->req;
            if (plain) {
                pr = lc_fwd_cuMemAlloc_v2(&pad, n);
            } else {
                *h->req = n;
                pr = h->once(&pad, h->arg);
                *h->req = want;
            }
            if (pr == CUDA_SUCCESS)
                held[nheld++] = (held_alloc){pad, n, !t_overlapped, plain};
        }
    }
    t_quiet = 0;
    for (int i = 0; i < nheld; i++)
        release(h, &held[i]);
    if (nheld)
        lc_debug("allocated apart from %s after %d held allocations",
                 host ? "this process's host memory" : "other servers' memory", nheld);
    return r;
}

static CUresult alloc_once(CUdeviceptr *p, const void *arg)
{
    return lc_fwd_cuMemAlloc_v2(p, *(const size_t *)arg);
}

CUresult CUDAAPI cuMemAlloc_v2(CUdeviceptr *dptr, size_t bytesize)
{
    lc_stats_call(LUPINE_FN_cuMemAlloc_v2);
    alloc_how h = {alloc_once, LUPINE_FN_cuMemFree_v2, lc_current_server(), NULL, &bytesize,
                   &bytesize};
    return alloc_apart(dptr, &h);
}

struct pitch_args {
    size_t *pitch, width, height;
    unsigned elem;
};

static CUresult alloc_pitch_once(CUdeviceptr *p, const void *arg)
{
    const struct pitch_args *a = arg;
    return lc_fwd_cuMemAllocPitch_v2(p, a->pitch, a->width, a->height, a->elem);
}

CUresult CUDAAPI cuMemAllocPitch_v2(CUdeviceptr *dptr, size_t *pPitch, size_t WidthInBytes,
                                    size_t Height, unsigned int ElementSizeBytes)
{
    lc_stats_call(LUPINE_FN_cuMemAllocPitch_v2);
    struct pitch_args a = {pPitch, WidthInBytes, Height, ElementSizeBytes};
    alloc_how h = {alloc_pitch_once, LUPINE_FN_cuMemFree_v2, lc_current_server(), NULL, &a, NULL};
    return alloc_apart(dptr, &h);
}

/* Stream-ordered allocations: the server of the stream (or of the pool) makes them, and gives
 * held ones back in stream order. */
struct async_args {
    size_t size;
    CUmemoryPool pool; /* NULL: the device's current pool (cuMemAllocAsync) */
    CUstream stream;
    int ptsz;
};

static CUresult alloc_async_once(CUdeviceptr *p, const void *arg)
{
    const struct async_args *a = arg;
    if (a->pool)
        return a->ptsz ? lc_fwd_cuMemAllocFromPoolAsync_ptsz(p, a->size, a->pool, a->stream)
                       : lc_fwd_cuMemAllocFromPoolAsync(p, a->size, a->pool, a->stream);
    return a->ptsz ? lc_fwd_cuMemAllocAsync_ptsz(p, a->size, a->stream)
                   : lc_fwd_cuMemAllocAsync(p, a->size, a->stream);
}

static CUresult alloc_async(CUdeviceptr *dptr, size_t size, CUmemoryPool pool, CUstream s,
                            int ptsz)
{
    struct async_args a = {size, pool, s, ptsz};
    int srv = lc_handle_server((uint64_t)(uintptr_t)(pool ? (void *)pool : (void *)s));
    alloc_how h = {alloc_async_once, LUPINE_FN_cuMemFreeAsync,
                   srv >= 0 ? srv : lc_current_server(), s, &a, &a.size};
    return alloc_apart(dptr, &h);
}

/* Virtual address reservations (CUDA virtual memory management, PyTorch's expandable
 * segments): made on the current context's server; the held ones are freed again. */
struct reserve_args {
    size_t size, alignment;
    CUdeviceptr addr;
    unsigned long long flags;
};

static CUresult reserve_once(CUdeviceptr *p, const void *arg)
{
    const struct reserve_args *a = arg;
    return lc_fwd_cuMemAddressReserve(p, a->size, a->alignment, a->addr, a->flags);
}

CUresult CUDAAPI cuMemAddressReserve(CUdeviceptr *ptr, size_t size, size_t alignment,
                                     CUdeviceptr addr, unsigned long long flags)
{
    lc_stats_call(LUPINE_FN_cuMemAddressReserve);
    struct reserve_args a = {size, alignment, addr, flags};
    alloc_how h = {reserve_once, LUPINE_FN_cuMemAddressFree, lc_current_server(), NULL, &a,
                   &a.size};
    return alloc_apart(ptr, &h);
}

CUresult CUDAAPI cuMemAllocAsync(CUdeviceptr *dptr, size_t bytesize, CUstream hStream)
{
    lc_stats_call(LUPINE_FN_cuMemAllocAsync);
    return alloc_async(dptr, bytesize, NULL, hStream, 0);
}

CUresult CUDAAPI cuMemAllocAsync_ptsz(CUdeviceptr *dptr, size_t bytesize, CUstream hStream)
{
    lc_stats_call(LUPINE_FN_cuMemAllocAsync_ptsz);
    return alloc_async(dptr, bytesize, NULL, hStream, 1);
}

CUresult CUDAAPI cuMemAllocFromPoolAsync(CUdeviceptr *dptr, size_t bytesize, CUmemoryPool pool,
                                         CUstream hStream)
{
    lc_stats_call(LUPINE_FN_cuMemAllocFromPoolAsync);
    return alloc_async(dptr, bytesize, pool, hStream, 0);
}

CUresult CUDAAPI cuMemAllocFromPoolAsync_ptsz(CUdeviceptr *dptr, size_t bytesize,
                                              CUmemoryPool pool, CUstream hStream)
{
    lc_stats_call(LUPINE_FN_cuMemAllocFromPoolAsync_ptsz);
    return alloc_async(dptr, bytesize, pool, hStream, 1);
}

/* ---------------------------------------------------------------- page-locked host memory */

typedef struct {
    const void *p;
    size_t n;
    unsigned flags;
    int owned;
    CUcontext ctx;   /* current when allocated or registered (CU_POINTER_ATTRIBUTE_CONTEXT) */
    uint64_t id;     /* CU_POINTER_ATTRIBUTE_BUFFER_ID */
} lc_host;

static pthread_mutex_t g_hlock = PTHREAD_MUTEX_INITIALIZER;
static lc_host *g_h;
static size_t g_nh, g_caph;
/* Buffer ids of client allocations, far above the server driver's own (small) ids. */
static uint64_t g_next_host_id = (uint64_t)1 << 48;

/* Bounds of every page-locked range ever known (never shrunk): a cheap first test of an
 * address (lc_host_maybe), for the launch parameters mapped.c looks at. */
static uintptr_t g_host_lo = UINTPTR_MAX, g_host_hi;

int lc_host_maybe(uint64_t p)
{
    return p >= __atomic_load_n(&g_host_lo, __ATOMIC_RELAXED) &&
           p < __atomic_load_n(&g_host_hi, __ATOMIC_RELAXED);
}

void lc_host_add(const void *p, size_t n, unsigned flags, int owned)
{
    CUcontext ctx = lc_current_ctx();
    pthread_mutex_lock(&g_hlock);
    if (g_nh == g_caph) {
        size_t cap = g_caph ? 2 * g_caph : 32;
        lc_host *h = realloc(g_h, cap * sizeof *h);
        if (!h) {
            pthread_mutex_unlock(&g_hlock);
            return;
        }
        g_h = h;
        g_caph = cap;
    }
    g_h[g_nh++] = (lc_host){p, n, flags, owned, ctx, g_next_host_id++};
    if ((uintptr_t)p < g_host_lo)
        __atomic_store_n(&g_host_lo, (uintptr_t)p, __ATOMIC_RELAXED);
    if ((uintptr_t)p + n > g_host_hi)
        __atomic_store_n(&g_host_hi, (uintptr_t)p + n, __ATOMIC_RELAXED);
    pthread_mutex_unlock(&g_hlock);
}

static int host_lookup(const void *p, lc_host *found)
{
    pthread_mutex_lock(&g_hlock);
    for (size_t i = 0; i < g_nh; i++) {
        uintptr_t b = (uintptr_t)g_h[i].p;
        if ((uintptr_t)p >= b && (uintptr_t)p - b < (g_h[i].n ? g_h[i].n : 1)) {
            *found = g_h[i];
            pthread_mutex_unlock(&g_hlock);
            return 1;
        }
    }
    pthread_mutex_unlock(&g_hlock);
    return 0;
}

int lc_host_find(const void *p, const void **base, size_t *n, unsigned *flags)
{
    lc_host h;
    if (!host_lookup(p, &h))
        return 0;
    if (base)
        *base = h.p;
    if (n)
        *n = h.n;
    if (flags)
        *flags = h.flags;
    return 1;
}

int lc_host_remove(const void *p, int owned)
{
    pthread_mutex_lock(&g_hlock);
    for (size_t i = 0; i < g_nh; i++)
        if (g_h[i].p == p && g_h[i].owned == owned) {
            g_h[i] = g_h[--g_nh];
            pthread_mutex_unlock(&g_hlock);
            return 1;
        }
    pthread_mutex_unlock(&g_hlock);
    return 0;
}

static CUresult host_alloc(void **pp, size_t n, unsigned flags)
{
    if (!pp)
        return CUDA_ERROR_INVALID_VALUE;
    if (flags & ~(unsigned)(CU_MEMHOSTALLOC_PORTABLE | CU_MEMHOSTALLOC_DEVICEMAP |
                            CU_MEMHOSTALLOC_WRITECOMBINED))
        return CUDA_ERROR_INVALID_VALUE;
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    size_t rounded = n ? (n + page - 1) / page * page : page;
    void *p = NULL;
    if (posix_memalign(&p, page, rounded))
        return CUDA_ERROR_OUT_OF_MEMORY;
    lc_host_add(p, n, flags, 1);
    *pp = p;
    return CUDA_SUCCESS;
}

CUresult CUDAAPI cuMemAllocHost_v2(void **pp, size_t bytesize)
{
    lc_stats_call(LUPINE_FN_cuMemAllocHost_v2);
    return host_alloc(pp, bytesize, 0);
}

CUresult CUDAAPI cuMemHostAlloc(void **pp, size_t bytesize, unsigned int Flags)
{
    lc_stats_call(LUPINE_FN_cuMemHostAlloc);
    return host_alloc(pp, bytesize, Flags);
}

CUresult CUDAAPI cuMemFreeHost(void *p)
{
    lc_stats_call(LUPINE_FN_cuMemFreeHost);
    lc_mapped_forget(p);
    if (!lc_host_remove(p, 1))
        return CUDA_ERROR_INVALID_VALUE;
    free(p);
    return CUDA_SUCCESS;
}

CUresult CUDAAPI cuMemHostRegister_v2(void *p, size_t bytesize, unsigned int Flags)
{
    lc_stats_call(LUPINE_FN_cuMemHostRegister_v2);
    if (!p || !bytesize)
        return CUDA_ERROR_INVALID_VALUE;
    if (Flags & CU_MEMHOSTREGISTER_IOMEMORY) /* I/O memory of this machine: no GPU here */
        return lc_unsupported(LUPINE_FN_cuMemHostRegister_v2);
    if (lc_host_find(p, NULL, NULL, NULL))
        return CUDA_ERROR_HOST_MEMORY_ALREADY_REGISTERED;
    lc_host_add(p, bytesize, Flags, 0);
    return CUDA_SUCCESS;
}

CUresult CUDAAPI cuMemHostUnregister(void *p)
{
    lc_stats_call(LUPINE_FN_cuMemHostUnregister);
    lc_mapped_forget(p);
    return lc_host_remove(p, 0) ? CUDA_SUCCESS : CUDA_ERROR_HOST_MEMORY_NOT_REGISTERED;
}

CUresult CUDAAPI cuMemHostGetFlags(unsigned int *pFlags, void *p)
{
    lc_stats_call(LUPINE_FN_cuMemHostGetFlags);
    unsigned flags;
    if (!pFlags || !lc_host_find(p, NULL, NULL, &flags))
        return CUDA_ERROR_INVALID_VALUE;
    *pFlags = flags;
    return CUDA_SUCCESS;
}

/* A device pointer for page-locked client memory would let kernels on the server's GPU read
 * and write this process's memory: refused, with the reason on stderr once per process. */
static CUresult host_device_pointer(int fn, CUdeviceptr *pdptr, void *p)
{
    if (!pdptr || !p)
        return CUDA_ERROR_INVALID_VALUE;
    if (!lc_host_find(p, NULL, NULL, NULL))
        return CUDA_ERROR_INVALID_VALUE; /* not page-locked: the driver's answer too */
    return lc_refuse(fn, "host-mapped memory: the GPU is on another machine and cannot reach "
                         "this process's memory; copy to device memory instead");
}

CUresult CUDAAPI cuMemHostGetDevicePointer_v2(CUdeviceptr *pdptr, void *p, unsigned int Flags)
{
    lc_stats_call(LUPINE_FN_cuMemHostGetDevicePointer_v2);
    (void)Flags;
    return host_device_pointer(LUPINE_FN_cuMemHostGetDevicePointer_v2, pdptr, p);
}

CUresult CUDAAPI cuMemHostGetDevicePointer(unsigned int *pdptr, void *p, unsigned int Flags)
{
    lc_stats_call(LUPINE_FN_cuMemHostGetDevicePointer);
    (void)Flags;
    CUdeviceptr d = 0;
    CUresult r = host_device_pointer(LUPINE_FN_cuMemHostGetDevicePointer, pdptr ? &d : NULL, p);
    if (r == CUDA_SUCCESS)
        *pdptr = (unsigned)d;
    return r;
}

/* ---------------------------------------------------------------- memory pools */

/* The size of a pool attribute's value (cuda.h, CUmemPool_attribute: "value type = int" or
 * "cuuint64_t"); 0 for an attribute this header does not know. */
static size_t pool_attr_size(CUmemPool_attribute a)
{
    switch ((int)a) {
    case CU_MEMPOOL_ATTR_REUSE_FOLLOW_EVENT_DEPENDENCIES:
    case CU_MEMPOOL_ATTR_REUSE_ALLOW_OPPORTUNISTIC:
    case CU_MEMPOOL_ATTR_REUSE_ALLOW_INTERNAL_DEPENDENCIES: return sizeof(int);
    case CU_MEMPOOL_ATTR_RELEASE_THRESHOLD:
    case CU_MEMPOOL_ATTR_RESERVED_MEM_CURRENT:
    case CU_MEMPOOL_ATTR_RESERVED_MEM_HIGH:
    case CU_MEMPOOL_ATTR_USED_MEM_CURRENT:
    case CU_MEMPOOL_ATTR_USED_MEM_HIGH: return sizeof(cuuint64_t);
    default: return 0;
    }
}

CUresult CUDAAPI cuMemPoolSetAttribute(CUmemoryPool pool, CUmemPool_attribute attr, void *value)
{
    lc_stats_call(LUPINE_FN_cuMemPoolSetAttribute);
    size_t n = pool_attr_size(attr);
    if (!value || !n)
        return CUDA_ERROR_INVALID_VALUE;
    unsigned char wire[8] = {0};
    memcpy(wire, value, n);
    return lc_fwd_cuMemPoolSetAttribute(pool, attr, wire);
}

CUresult CUDAAPI cuMemPoolGetAttribute(CUmemoryPool pool, CUmemPool_attribute attr, void *value)
{
    lc_stats_call(LUPINE_FN_cuMemPoolGetAttribute);
    size_t n = pool_attr_size(attr);
    if (!value || !n)
        return CUDA_ERROR_INVALID_VALUE;
    unsigned char wire[8] = {0};
    CUresult r = lc_fwd_cuMemPoolGetAttribute(pool, attr, wire);
    if (r == CUDA_SUCCESS)
        memcpy(value, wire, n);
    return r;
}

/* The allocation holding p (IPC-opened memory, whose size the opener is not told), asked of
 * the server that handed p out. */
void lc_range_add_queried_on(int srv, uint64_t p)
{
    lc_call c;
    CUdeviceptr base = 0;
    size_t n = 0;
    CUresult r = lc_begin(&c, LUPINE_FN_cuMemGetAddressRange_v2);
    if (r != CUDA_SUCCESS)
        return;
    lc_route(&c, srv);
    lc_out_req(&c, &base, 8);
    lc_out_req(&c, &n, 8);
    lc_scalar(&c, &p, 8);
    r = lc_send(&c);
    if (r == CUDA_SUCCESS && (lc_out(&c, &base, 8) || lc_out(&c, &n, 8)))
        r = lc_lost();
    lc_end(&c);
    if (r == CUDA_SUCCESS)
        lc_range_add_on(srv, (uint64_t)base, n);
}

void lc_range_add_queried(uint64_t p) { lc_range_add_queried_on(lc_current_server(), p); }

/* ---------------------------------------------------------------- async copies */

static int page_locked(const void *p, size_t n);
static CUresult pinned_copy(void *dst, const void *src, size_t n, CUstream s, int async,
                            int per_thread);

/* The "device" side of a copy is page-locked memory of this process (not a device range):
 * under unified addressing the driver takes a page-locked host pointer wherever a device
 * pointer goes in a copy, and XLA's autotuner copies from its page-locked scalars so. */
static int page_locked_device_side(CUdeviceptr p, size_t n)
{
    return n && lc_range_find((uint64_t)p, n) == 0 && page_locked((const void *)(uintptr_t)p, n);
}


/* cuMemcpyHtoDAsync: the bytes travel by value, captured now (a deferred call), with their
 * client address: on a stream the server finds capturing, the copy becomes a pull of that
 * address when the graph runs (the bytes of each replay's moment), as on a GPU. */
static CUresult htod_async(uint32_t fn, CUdeviceptr dst, const void *src, size_t n, CUstream s)
{
    if (page_locked_device_side(dst, n))
        return pinned_copy((void *)(uintptr_t)dst, src, n, s, 1,
                           fn == LUPINE_FN_cuMemcpyHtoDAsync_v2_ptsz);
    lc_call c;
    CUresult r = lc_begin(&c, fn);
    if (r != CUDA_SUCCESS)
        return r;
    uint64_t d = dst, count = n, addr = (uint64_t)(uintptr_t)src;
    lc_dptr(&c, &d);
    lc_scalar(&c, &count, 8);
    lc_stream(&c, &s);
    lc_scalar(&c, &addr, 8);
    lc_in(&c, src, count);
    r = lc_defer(&c);
    lc_end(&c);
    if (r == CUDA_SUCCESS)
        lc_stream_submit(s);
    return r;
}

CUresult CUDAAPI cuMemcpyHtoDAsync_v2(CUdeviceptr dst, const void *src, size_t n, CUstream s)
{
    lc_stats_call(LUPINE_FN_cuMemcpyHtoDAsync_v2);
    return htod_async(LUPINE_FN_cuMemcpyHtoDAsync_v2, dst, src, n, s);
}

CUresult CUDAAPI cuMemcpyHtoDAsync_v2_ptsz(CUdeviceptr dst, const void *src, size_t n, CUstream s)
{
    lc_stats_call(LUPINE_FN_cuMemcpyHtoDAsync_v2_ptsz);
    return htod_async(LUPINE_FN_cuMemcpyHtoDAsync_v2_ptsz, dst, src, n, s);
}

/* 1 when [p, p+n) lies in one page-locked allocation or registration. */
static int page_locked(const void *p, size_t n)
{
    const void *base;
    size_t len;
    if (!p || !lc_host_find(p, &base, &len, NULL))
        return 0;
    size_t off = (size_t)((uintptr_t)p - (uintptr_t)base);
    return off <= len && n <= len - off;
}

/* Page-locked destinations up to this size are answered with their data, as pageable ones
 * are (one round trip, after which the stream is known idle), instead of a push: the data
 * arrives later than on a GPU only by the wait for the stream, and a small copy followed by a
 * synchronisation (PyTorch's `t.item()`) costs one round trip instead of a push's thread hops
 * on both machines (127 us against 14 us native on the H200, 2026-12-01). LUPINE_PUSH_MIN
 * sets it (bytes; 0: every page-locked copy is pushed). */
static size_t push_min(void)
{
    static size_t v = (size_t)-1;
    if (v == (size_t)-1) {
        const char *e = getenv("LUPINE_PUSH_MIN");
        v = e && *e ? (size_t)strtoull(e, NULL, 10) : (size_t)64 << 10;
    }
    return v;
}

/* cuMemcpyDtoHAsync: into page-locked memory of LUPINE_PUSH_MIN bytes or more a deferred call
 * (the push form, protocol.h LP_CLIENT_ADDR); else answered with the data, or, on a capturing
 * stream, with none (each replay of the graph pushes the bytes into dst). */
static CUresult dtoh_async(uint32_t fn, void *dst, CUdeviceptr src, size_t n, CUstream s)
{
    if (page_locked_device_side(src, n))
        return pinned_copy(dst, (const void *)(uintptr_t)src, n, s, 1,
                           fn == LUPINE_FN_cuMemcpyDtoHAsync_v2_ptsz);
    int push = n && n >= push_min() && page_locked(dst, n);
    lc_call c;
    CUresult r = lc_begin(&c, fn);
    if (r != CUDA_SUCCESS)
        return r;
    uint64_t req = !dst ? LP_NULL : push ? LP_CLIENT_ADDR : (uint64_t)n;
    uint64_t sp = src, count = n, addr = (uint64_t)(uintptr_t)dst;
    lc_scalar(&c, &req, 8);
    lc_dptr(&c, &sp);
    lc_scalar(&c, &count, 8);
    lc_stream(&c, &s);
    lc_scalar(&c, &addr, 8);
    int idle = 0, queued = push;
    uint64_t before = lc_stream_seq();
    if (push) {
        lc_notes_used();
        r = lc_defer(&c);
    } else {
        r = lc_send(&c);
        if (r == CUDA_SUCCESS && dst) {
            if (lc_out_empty(&c)) {
                lc_notes_used(); /* captured: the stream pushes when it runs */
                queued = 1;
            } else if (lc_out(&c, dst, count)) {
                r = lc_lost();
            } else {
                idle = 1; /* answered once the copy was done: the stream was idle then */
            }
        }
    }
    lc_end(&c);
    if (idle)
        lc_stream_mark_idle(s, before);
    if (r == CUDA_SUCCESS && queued)
        lc_stream_submit(s); /* work that runs later: the stream is not idle */
    if (r == CUDA_SUCCESS && push) /* issued now, as on a GPU: the application may poll */
        r = lc_flush_server(c.srv);
    return r;
}

CUresult CUDAAPI cuMemcpyDtoHAsync_v2(void *dst, CUdeviceptr src, size_t n, CUstream s)
{
    lc_stats_call(LUPINE_FN_cuMemcpyDtoHAsync_v2);
    return dtoh_async(LUPINE_FN_cuMemcpyDtoHAsync_v2, dst, src, n, s);
}

CUresult CUDAAPI cuMemcpyDtoHAsync_v2_ptsz(void *dst, CUdeviceptr src, size_t n, CUstream s)
{
    lc_stats_call(LUPINE_FN_cuMemcpyDtoHAsync_v2_ptsz);
    return dtoh_async(LUPINE_FN_cuMemcpyDtoHAsync_v2_ptsz, dst, src, n, s);
}

/* ---------------------------------------------------------------- copies by address */

enum { HOST = 0, DEVICE = 1 };

static CUresult classify(CUdeviceptr p, size_t n, int *kind)
{
    int f = lc_range_find((uint64_t)p, n ? n : 1);
    if (f < 0)
        return CUDA_ERROR_INVALID_VALUE;
    *kind = f ? DEVICE : HOST;
    return CUDA_SUCCESS;
}

/* A copy between two addresses that are not device memory the shim knows: both must be
 * memory of this process (the driver answers CUDA_ERROR_INVALID_VALUE for addresses it does
 * not know, never a crash). process_vm_readv/writev on this process check every page and
 * answer EFAULT instead of faulting. */
static CUresult host_copy(void *dst, const void *src, size_t n)
{
    struct iovec from = {(void *)(uintptr_t)src, n}, to = {dst, n};
    pid_t self = getpid();
    uintptr_t d = (uintptr_t)dst, sp = (uintptr_t)src;
    if (d + n <= sp || sp + n <= d) /* apart: one copy, the kernel checks both sides */
        return process_vm_writev(self, &from, 1, &to, 1, 0) == (ssize_t)n
                   ? CUDA_SUCCESS
                   : CUDA_ERROR_INVALID_VALUE;
    void *tmp = malloc(n); /* overlapping: through a buffer, as memmove */
    if (!tmp)
        return CUDA_ERROR_OUT_OF_MEMORY;
    struct iovec local = {tmp, n};
    CUresult r = CUDA_SUCCESS;
    if (process_vm_readv(self, &local, 1, &from, 1, 0) != (ssize_t)n ||
        process_vm_writev(self, &local, 1, &to, 1, 0) != (ssize_t)n)
        r = CUDA_ERROR_INVALID_VALUE;
    free(tmp);
    return r;
}

static CUresult memcpy_any(CUdeviceptr dst, CUdeviceptr src, size_t n, CUstream s, int async,
                           int per_thread)
{
    int d, k;
    CUresult r = classify(dst, n, &d);
    if (!r)
        r = classify(src, n, &k);
    if (r)
        return r;
    if (n == 0)
        return CUDA_SUCCESS;
    int sd = d == DEVICE ? lc_range_server(dst) : -1, ss = k == DEVICE ? lc_range_server(src) : -1;
    if (sd >= 0 && ss >= 0 && sd != ss)
        return lc_copy_between_servers(dst, sd, src, ss, n, s, async, per_thread);
    if (d == DEVICE && k == DEVICE) {
        if (async)
            return per_thread ? lc_fwd_cuMemcpyDtoDAsync_v2_ptsz(dst, src, n, s)
                              : lc_fwd_cuMemcpyDtoDAsync_v2(dst, src, n, s);
        return per_thread ? lc_fwd_cuMemcpyDtoD_v2_ptds(dst, src, n) : lc_fwd_cuMemcpyDtoD_v2(dst, src, n);
    }
    if (d == DEVICE) {
        const void *h = (const void *)(uintptr_t)src;
        if (async)
            return per_thread ? cuMemcpyHtoDAsync_v2_ptsz(dst, h, n, s)
                              : cuMemcpyHtoDAsync_v2(dst, h, n, s);
        return per_thread ? lc_fwd_cuMemcpyHtoD_v2_ptds(dst, h, n) : lc_fwd_cuMemcpyHtoD_v2(dst, h, n);
    }
    if (k == DEVICE) {
        void *h = (void *)(uintptr_t)dst;
        if (async)
            return per_thread ? cuMemcpyDtoHAsync_v2_ptsz(h, src, n, s)
                              : cuMemcpyDtoHAsync_v2(h, src, n, s);
        return per_thread ? lc_fwd_cuMemcpyDtoH_v2_ptds(h, src, n) : lc_fwd_cuMemcpyDtoH_v2(h, src, n);
    }
    return pinned_copy((void *)(uintptr_t)dst, (const void *)(uintptr_t)src, n, s, async,
                       per_thread);
}

/* Host to host. Only an asynchronous device-to-host copy into page-locked memory writes
 * client memory behind our back (pushed in stream order): an async copy that touches
 * page-locked memory waits for its stream first, so it sees what came before it there, and
 * is done when it returns (as if the stream ran it at once). */
static CUresult pinned_copy(void *dst, const void *src, size_t n, CUstream s, int async,
                            int per_thread)
{
    if (async && (page_locked(src, n) || page_locked(dst, n))) {
        CUresult r = per_thread ? cuStreamSynchronize_ptsz(s) : cuStreamSynchronize(s);
        if (r != CUDA_SUCCESS)
            return r;
    }
    lc_mapped_settle(src); /* what kernels wrote into its device copy (mapped.c) */
    return host_copy(dst, src, n);
}

CUresult lc_memcpy_any(CUdeviceptr dst, CUdeviceptr src, size_t n, CUstream s, int async,
                       int per_thread)
{
    return memcpy_any(dst, src, n, s, async, per_thread);
}

CUresult CUDAAPI cuMemcpy(CUdeviceptr dst, CUdeviceptr src, size_t n)
{
    lc_stats_call(LUPINE_FN_cuMemcpy);
    return memcpy_any(dst, src, n, NULL, 0, 0);
}

CUresult CUDAAPI cuMemcpy_ptds(CUdeviceptr dst, CUdeviceptr src, size_t n)
{
    lc_stats_call(LUPINE_FN_cuMemcpy_ptds);
    return memcpy_any(dst, src, n, NULL, 0, 1);
}

CUresult CUDAAPI cuMemcpyAsync(CUdeviceptr dst, CUdeviceptr src, size_t n, CUstream s)
{
    lc_stats_call(LUPINE_FN_cuMemcpyAsync);
    return memcpy_any(dst, src, n, s, 1, 0);
}

CUresult CUDAAPI cuMemcpyAsync_ptsz(CUdeviceptr dst, CUdeviceptr src, size_t n, CUstream s)
{
    lc_stats_call(LUPINE_FN_cuMemcpyAsync_ptsz);
    return memcpy_any(dst, src, n, s, 1, 1);
}

/* ---------------------------------------------------------------- pointer attributes */

/* Bytes the driver writes for each CUpointer_attribute (0: not carried). The booleans are
 * written as 32-bit integers: cupy's static runtime hands cuPointerGetAttributes a 4-byte
 * slot for CU_POINTER_ATTRIBUTE_IS_MANAGED and reads all of it without clearing it first
 * (seen through the shim: a 1-byte answer left stack garbage above it and every device
 * array looked managed), and NVIDIA's cuda-python keeps these attributes in a C int. */
static size_t attr_size(CUpointer_attribute a)
{
    switch ((int)a) {
    case CU_POINTER_ATTRIBUTE_CONTEXT: return sizeof(CUcontext);
    case CU_POINTER_ATTRIBUTE_MEMORY_TYPE: return sizeof(unsigned int);
    case CU_POINTER_ATTRIBUTE_DEVICE_POINTER: return sizeof(CUdeviceptr);
    case CU_POINTER_ATTRIBUTE_HOST_POINTER: return sizeof(void *);
    case CU_POINTER_ATTRIBUTE_SYNC_MEMOPS: return sizeof(unsigned int);
    case CU_POINTER_ATTRIBUTE_BUFFER_ID: return sizeof(unsigned long long);
    case CU_POINTER_ATTRIBUTE_IS_MANAGED: return sizeof(unsigned int);
    case CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL: return sizeof(int);
    case CU_POINTER_ATTRIBUTE_IS_LEGACY_CUDA_IPC_CAPABLE: return sizeof(unsigned int);
    case CU_POINTER_ATTRIBUTE_RANGE_START_ADDR: return sizeof(void *);
    case CU_POINTER_ATTRIBUTE_RANGE_SIZE: return sizeof(size_t);
    case CU_POINTER_ATTRIBUTE_MAPPED: return sizeof(unsigned int);
    case CU_POINTER_ATTRIBUTE_ALLOWED_HANDLE_TYPES: return sizeof(unsigned long long);
    case CU_POINTER_ATTRIBUTE_IS_GPU_DIRECT_RDMA_CAPABLE: return sizeof(unsigned int);
    case CU_POINTER_ATTRIBUTE_ACCESS_FLAGS: return sizeof(unsigned int);
    case CU_POINTER_ATTRIBUTE_MEMPOOL_HANDLE: return sizeof(CUmemoryPool);
    case CU_POINTER_ATTRIBUTE_MAPPING_SIZE: return sizeof(size_t);
    case CU_POINTER_ATTRIBUTE_MAPPING_BASE_ADDR: return sizeof(void *);
    case CU_POINTER_ATTRIBUTE_MEMORY_BLOCK_ID: return sizeof(unsigned long long);
    case CU_POINTER_ATTRIBUTE_IS_HW_DECOMPRESS_CAPABLE: return sizeof(unsigned int);
    default: return 0;
    }
}

/* The answer for page-locked client memory, which the server knows nothing about, as the
 * driver API documents each attribute for page-locked host memory. One difference, on
 * purpose: the GPU is on another machine and cannot reach this memory, so there is no
 * device pointer for it (CU_POINTER_ATTRIBUTE_DEVICE_POINTER: "if there exists no device
 * pointer value through which kernels running in the current context may access ptr then
 * CUDA_ERROR_INVALID_VALUE is returned") and the device has no access to it
 * (CU_POINTER_ATTRIBUTE_ACCESS_FLAGS: CU_POINTER_ATTRIBUTE_ACCESS_FLAG_NONE). */
static CUresult host_attribute(void *data, CUpointer_attribute a, const lc_host *h, const void *p)
{
    union {
        unsigned u;
        int i;
        const void *ptr;
        size_t sz;
        unsigned long long ull;
        CUcontext ctx;
    } v;
    memset(&v, 0, sizeof v);
    switch ((int)a) {
    case CU_POINTER_ATTRIBUTE_CONTEXT: v.ctx = h->ctx; break;
    case CU_POINTER_ATTRIBUTE_MEMORY_TYPE: v.u = CU_MEMORYTYPE_HOST; break;
    case CU_POINTER_ATTRIBUTE_HOST_POINTER: v.ptr = p; break;
    case CU_POINTER_ATTRIBUTE_SYNC_MEMOPS: v.u = 0; break;
    case CU_POINTER_ATTRIBUTE_BUFFER_ID: v.ull = h->id; break;
    case CU_POINTER_ATTRIBUTE_IS_MANAGED: v.u = 0; break;
    case CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL: {
        /* "the device against which the memory was allocated or registered" */
        CUdevice dev = 0;
        if (h->ctx && cuCtxGetDevice_v2(&dev, h->ctx) != CUDA_SUCCESS)
            dev = 0;
        v.i = dev;
        break;
    }
    case CU_POINTER_ATTRIBUTE_IS_LEGACY_CUDA_IPC_CAPABLE: v.u = 0; break;
    case CU_POINTER_ATTRIBUTE_RANGE_START_ADDR: v.ptr = h->p; break;
    case CU_POINTER_ATTRIBUTE_RANGE_SIZE: v.sz = h->n; break;
    case CU_POINTER_ATTRIBUTE_MAPPED: v.u = 1; break;
    case CU_POINTER_ATTRIBUTE_ALLOWED_HANDLE_TYPES: v.ull = CU_MEM_HANDLE_TYPE_NONE; break;
    case CU_POINTER_ATTRIBUTE_IS_GPU_DIRECT_RDMA_CAPABLE: v.u = 0; break;
    case CU_POINTER_ATTRIBUTE_ACCESS_FLAGS: v.u = CU_POINTER_ATTRIBUTE_ACCESS_FLAG_NONE; break;
    case CU_POINTER_ATTRIBUTE_IS_HW_DECOMPRESS_CAPABLE: v.u = 0; break;
    default: return CUDA_ERROR_INVALID_VALUE; /* device pointer, pools, VMM mappings */
    }
    memcpy(data, &v, attr_size(a));
    return CUDA_SUCCESS;
}

CUresult CUDAAPI cuPointerGetAttribute(void *data, CUpointer_attribute attribute, CUdeviceptr ptr)
{
    lc_stats_call(LUPINE_FN_cuPointerGetAttribute);
    size_t size = attr_size(attribute);
    if (!data)
        return CUDA_ERROR_INVALID_VALUE;
    if (!size)
        return lc_unsupported(LUPINE_FN_cuPointerGetAttribute);
    if (lc_range_find((uint64_t)ptr, 1) == 1) {
        unsigned char tmp[8] = {0};
        CUresult r = lc_fwd_cuPointerGetAttribute(tmp, attribute, ptr);
        int srv = lc_range_server((uint64_t)ptr);
        if (r == CUDA_SUCCESS && attribute == CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL) {
            int ordinal;
            memcpy(&ordinal, tmp, sizeof ordinal);
            ordinal = lc_dev_ordinal_from_server(srv, ordinal);
            memcpy(tmp, &ordinal, sizeof ordinal);
        }
        if (r == CUDA_SUCCESS && (attribute == CU_POINTER_ATTRIBUTE_CONTEXT ||
                                  attribute == CU_POINTER_ATTRIBUTE_MEMPOOL_HANDLE)) {
            uint64_t h;
            memcpy(&h, tmp, 8);
            h = lc_handle_tag(srv, h);
            memcpy(tmp, &h, 8);
        }
        if (r == CUDA_SUCCESS && srv > 0 && size >= 8 &&
            (attribute == CU_POINTER_ATTRIBUTE_BUFFER_ID ||
             attribute == CU_POINTER_ATTRIBUTE_MEMORY_BLOCK_ID)) {
            /* "A process-wide unique ID for an allocated memory region": each server counts
             * its own, so a server k > 0's carry k in their top bits, as handles do */
            uint64_t id;
            memcpy(&id, tmp, 8);
            id = (id & ((UINT64_C(1) << LC_TAG_SHIFT) - 1)) | ((uint64_t)srv << LC_TAG_SHIFT);
            memcpy(tmp, &id, 8);
        }
        if (r == CUDA_SUCCESS)
            memcpy(data, tmp, size);
        return r;
    }
    lc_host h;
    if (host_lookup((const void *)(uintptr_t)ptr, &h))
        return host_attribute(data, attribute, &h, (const void *)(uintptr_t)ptr);
    return CUDA_ERROR_INVALID_VALUE; /* as the driver answers for unregistered host memory */
}

CUresult CUDAAPI cuPointerGetAttributes(unsigned int numAttributes, CUpointer_attribute *attributes,
                                        void **data, CUdeviceptr ptr)
{
    lc_stats_call(LUPINE_FN_cuPointerGetAttributes);
    if (!attributes || !data)
        return CUDA_ERROR_INVALID_VALUE;
    /* "Unlike cuPointerGetAttribute, this function will not return an error when the ptr
     * encountered is not a valid CUDA pointer. Instead, the attributes are assigned default
     * NULL values": an attribute without an answer is zero. */
    for (unsigned i = 0; i < numAttributes; i++) {
        size_t size = attr_size(attributes[i]);
        if (!data[i])
            continue;
        if (!size)
            return lc_unsupported(LUPINE_FN_cuPointerGetAttributes);
        if (cuPointerGetAttribute(data[i], attributes[i], ptr) != CUDA_SUCCESS)
            memset(data[i], 0, size);
    }
    return CUDA_SUCCESS;
}
