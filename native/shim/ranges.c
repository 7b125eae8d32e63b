/* The device ranges of the servers, in the routing layer: which server a device address
 * belongs to.
 *
 * Unified addressing without a GPU in this process: the shim remembers every device range
 * the server handed out (allocations, module globals) and classifies each pointer of a
 * cuMemcpy itself (memory.c); a call naming a device pointer goes to the server whose range
 * holds it (route.c). Each range is also reserved here (PROT_NONE) so no host mapping of this
 * process can later land on a device address, and each server is told this process's host
 * ranges (LP_AVOID) so that its driver places no device memory there. */
#define _GNU_SOURCE
#include "routing.h"

#include "lupine/maps.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
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

/* While the calling thread allocates apart (memory.c's alloc_apart), an overlap is not said,
 * only noted here (lc_range_note_overlaps). */
static __thread lc_overlap *t_note;

void lc_range_note_overlaps(lc_overlap *note) { t_note = note; }

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
        if (t_note) {
            t_note->overlapped = 1;
            t_note->end = o->base + o->size;
        } else {
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
        if (t_note) {
            /* alloc_apart places it again: the range is not kept */
            drop(i);
            t_note->overlapped = t_note->host = 1;
            t_note->end = host_mapping_end(base, size);
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

__attribute__((constructor)) static void ranges_init(void)
{
    lc_on_fork_child(ranges_clear);
    lc_route_ranges(lc_range_server);
}

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

/* ---------------------------------------------------------------- ranges asked of a server */

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
