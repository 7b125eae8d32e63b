/* Page-locked host memory of this process (cuMemAllocHost, cuMemHostAlloc,
 * cuMemHostRegister: memory.c), in the transport layer: the pushes of the servers write only
 * into these ranges (notify.c), and the state and API layers ask them of an address
 * (cuMemHostGetFlags, cuPointerGetAttribute, mapped.c's shadows, memops.c's checks). */
#include "transport.h"

#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>

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

void lc_host_add(const void *p, size_t n, unsigned flags, int owned, CUcontext ctx)
{
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

int lc_host_lookup(const void *p, lc_host *found)
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
    if (!lc_host_lookup(p, &h))
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
