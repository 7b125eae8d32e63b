/* LUPINE_STATS: per-function counts of the driver calls this process made, and how each was
 * answered (state layer; nothing here talks to the server).
 *
 *   LUPINE_STATS=1      print the table on stderr at exit
 *   LUPINE_STATS=PATH   write it to PATH (a path containing '/'; %p is replaced by the pid)
 *
 * Columns: calls (every call of the exported function, or of the same slot through
 * cuGetProcAddress), round trips (calls whose reply the client waited for), deferred (calls
 * queued and sent with a later one, answered by no reply of their own), local (answered by
 * the shim from what it knows: caches, the context stacks, unsupported functions). The first
 * line also counts the batches of deferred calls sent, by why: in front of a call that needs
 * an answer, at 256 KiB, by age in the next deferred call or by the flusher thread
 * (LUPINE_BATCH_US), or flushed on purpose (host functions, pushes, exit). */
#define _GNU_SOURCE
#include "stats.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

int lc_stats_on;

static uint64_t g_calls[LUPINE_FN_COUNT], g_trips[LUPINE_FN_COUNT], g_deferred[LUPINE_FN_COUNT],
    g_local[LUPINE_FN_COUNT];
static uint64_t g_batches[LC_SENT_N];
static char g_path[512];

void lc_stats_batch(int why)
{
    if (lc_stats_on && why >= 0 && why < LC_SENT_N)
        __atomic_add_fetch(&g_batches[why], 1, __ATOMIC_RELAXED);
}

void lc_stats_count(uint32_t fn)
{
    if (fn < LUPINE_FN_COUNT)
        __atomic_add_fetch(&g_calls[fn], 1, __ATOMIC_RELAXED);
}

void lc_stats_round_trip(uint32_t fn)
{
    if (lc_stats_on && fn < LUPINE_FN_COUNT)
        __atomic_add_fetch(&g_trips[fn], 1, __ATOMIC_RELAXED);
}

void lc_stats_deferred(uint32_t fn)
{
    if (lc_stats_on && fn < LUPINE_FN_COUNT)
        __atomic_add_fetch(&g_deferred[fn], 1, __ATOMIC_RELAXED);
}

void lc_stats_local(uint32_t fn)
{
    if (lc_stats_on && fn < LUPINE_FN_COUNT)
        __atomic_add_fetch(&g_local[fn], 1, __ATOMIC_RELAXED);
}

static int by_calls(const void *a, const void *b)
{
    uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
    if (g_calls[x] != g_calls[y])
        return g_calls[x] < g_calls[y] ? 1 : -1;
    return strcmp(lupine_fn_names[x], lupine_fn_names[y]);
}

static void print_stats(void)
{
    if (!lc_stats_on)
        return;
    lc_stats_on = 0;
    FILE *f = stderr;
    if (g_path[0]) {
        char path[600];
        char *p = strstr(g_path, "%p");
        if (p)
            snprintf(path, sizeof path, "%.*s%d%s", (int)(p - g_path), g_path, (int)getpid(), p + 2);
        else
            snprintf(path, sizeof path, "%s", g_path);
        f = fopen(path, "w");
        if (!f)
            return;
    }
    static uint32_t order[LUPINE_FN_COUNT];
    uint32_t n = 0;
    uint64_t tc = 0, tt = 0, td = 0;
    for (uint32_t i = 0; i < LUPINE_FN_COUNT; i++)
        if (g_calls[i] || g_trips[i] || g_deferred[i]) {
            order[n++] = i;
            tc += g_calls[i];
            tt += g_trips[i];
            td += g_deferred[i];
        }
    qsort(order, n, sizeof order[0], by_calls);
    uint64_t nb = 0;
    for (int i = 0; i < LC_SENT_N; i++)
        nb += g_batches[i];
    fprintf(f,
            "LUPINE_STATS pid %d: %llu calls, %llu round trips, %llu deferred in %llu batches "
            "(%llu with a call, %llu full, %llu by age, %llu by the flusher thread, %llu "
            "flushed)\n",
            (int)getpid(), (unsigned long long)tc, (unsigned long long)tt,
            (unsigned long long)td, (unsigned long long)nb,
            (unsigned long long)g_batches[LC_SENT_WITH_CALL],
            (unsigned long long)g_batches[LC_SENT_FULL], (unsigned long long)g_batches[LC_SENT_AGED],
            (unsigned long long)g_batches[LC_SENT_BY_FLUSHER],
            (unsigned long long)g_batches[LC_SENT_FLUSHED]);
    fprintf(f, "%-48s %10s %10s %10s %10s\n", "function", "calls", "round-trips", "deferred",
            "local");
    for (uint32_t k = 0; k < n; k++) {
        uint32_t i = order[k];
        uint64_t other = g_trips[i] + g_deferred[i];
        uint64_t local = g_calls[i] > other ? g_calls[i] - other : 0;
        fprintf(f, "%-48s %10llu %10llu %10llu %10llu\n", lupine_fn_names[i],
                (unsigned long long)g_calls[i], (unsigned long long)g_trips[i],
                (unsigned long long)g_deferred[i], (unsigned long long)local);
    }
    if (f != stderr)
        fclose(f);
}

/* A forked child counts its own calls: its table is not the parent's too. */
static void stats_atfork_child(void)
{
    memset(g_calls, 0, sizeof g_calls);
    memset(g_trips, 0, sizeof g_trips);
    memset(g_deferred, 0, sizeof g_deferred);
    memset(g_local, 0, sizeof g_local);
    memset(g_batches, 0, sizeof g_batches);
}

__attribute__((constructor)) static void stats_init(void)
{
    pthread_atfork(NULL, NULL, stats_atfork_child);
    const char *e = getenv("LUPINE_STATS");
    if (!e || !*e || !strcmp(e, "0"))
        return;
    if (strchr(e, '/'))
        snprintf(g_path, sizeof g_path, "%s", e);
    lc_stats_on = 1;
}

__attribute__((destructor)) static void stats_fini(void) { print_stats(); }
