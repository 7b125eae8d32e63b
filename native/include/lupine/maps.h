/* This process's memory mappings (/proc/self/maps): where device memory must not be placed,
 * for the shim (its host memory), the server (its client's, blocked in its own process) and
 * the stand-in driver (which, like a driver, places device memory only where its process has
 * nothing mapped). common/maps.c. */
#ifndef LUPINE_MAPS_H
#define LUPINE_MAPS_H

#include <stddef.h>
#include <stdint.h>

typedef struct {
    uint64_t lo, hi; /* [lo, hi) */
} lp_span;

/* The mappings in address order (*n of them; the caller frees), touching ones merged when
 * `merge`; those above user space ([vsyscall]) left out. With `stack_room`, one more span
 * after them: that many bytes below the main thread's stack, which the stack grows into.
 * NULL (and *n 0) when /proc/self/maps cannot be read or memory runs out. */
lp_span *lp_maps(size_t *n, int merge, uint64_t stack_room);

/* The lines of /proc/self/maps that intersect [lo, hi), each ending in '\n', written into
 * buf (NUL-terminated, cut at cap). For diagnostics: which mapping of this process holds an
 * address (its permissions, offset, device and path tell the driver's reservations apart).
 * The number of lines found (also those cut off). */
size_t lp_maps_describe(uint64_t lo, uint64_t hi, char *buf, size_t cap);

#endif
