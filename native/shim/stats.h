/* The LUPINE client shim, a libcuda.so.1 whose driver functions run on lupine-server: its
 * base layer, counting (stats.c, LUPINE_STATS), used by every layer.
 *
 * The shim's layers, lowest first, each with its header; a file includes only the header of its
 * layer (which includes those below) and calls only functions of its layer and below; where a
 * lower layer needs something of a higher one, the higher one registers a function from its
 * constructor (lc_on_fork_child, lc_route_contexts, lc_conn_on_notes, ...). native/layers.py
 * checks both:
 *   base      stats.h      stats.c
 *   transport transport.h  client.c, notify.c, pinned.c
 *   routing   routing.h    route.c, ranges.c, devices.c, value_handles.c
 *   state     state.h      context.c, cache.c, attributes.c, streams.c, memory.c, module.c
 *   api       client.h     the other files and the generated stubs (client_gen.c) */
#ifndef LUPINE_SHIM_STATS_H
#define LUPINE_SHIM_STATS_H

#include <cuda.h>
#include <cudaProfiler.h>
#include <pthread.h>
#include <stddef.h>
#include <stdint.h>

#include "lupine_api.h"

/* LUPINE_STATS (stats.c): every exported driver function calls lc_stats_call first. */
extern int lc_stats_on;
void lc_stats_count(uint32_t fn);
void lc_stats_round_trip(uint32_t fn); /* a reply waited for */
void lc_stats_deferred(uint32_t fn);   /* queued with the next call */
void lc_stats_local(uint32_t fn);      /* answered from a cache */
/* Why a batch of deferred calls was sent (the first line of the table counts each). */
enum {
    LC_SENT_WITH_CALL,
    LC_SENT_FULL,
    LC_SENT_AGED,
    LC_SENT_BY_FLUSHER,
    LC_SENT_FLUSHED,
    LC_SENT_N
};
void lc_stats_batch(int why);

#endif
