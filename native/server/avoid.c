/* LP_AVOID (protocol 2.4): addresses where the client holds host memory, blocked in this
 * session's process so that the driver places no device memory there.
 *
 * Under unified addressing one pointer value names one thing: libraries tell a host pointer
 * from a device pointer by its address (cuPointerGetAttribute, cudaPointerGetAttributes,
 * cudaMemcpyDefault). The driver of this process places device memory only where this
 * process has no mapping, and knows nothing of the client's; a device range that is also host
 * memory of the client sends copies and pointer queries the wrong way there (seen on the H200:
 * cuBLASLt's and XLA's workspaces). The client sends its mappings; every part of a range that
 * is free here is mapped PROT_NONE (MAP_FIXED_NOREPLACE: nothing of this process is ever
 * replaced), and the driver then skips it. What is mapped here already (the driver's own
 * device memory among it) stays as it is: the client keeps its own allocations apart from
 * that (native/shim/memory.c).
 *
 * The space below the main thread's stack is never blocked (the stack grows into it). A
 * session blocks at most LS_AVOID_MAX bytes in all; a frame past that, or with a range outside
 * user space, is answered CUDA_ERROR_INVALID_VALUE and blocks nothing of it. */
#define _GNU_SOURCE
#include "server.h"

#include "lupine/maps.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

#define LS_AVOID_MAX ((uint64_t)64 << 40)  /* 64 TiB: half of x86-64 user space */
#define LS_USER_END ((uint64_t)1 << 47)
#define LS_STACK_ROOM ((uint64_t)256 << 20) /* kept free below the main stack */

static uint64_t g_blocked; /* bytes this session's process has blocked */

/* Maps PROT_NONE every part of [lo, hi) that no mapping in m covers; the bytes it mapped. */
static uint64_t block(uint64_t lo, uint64_t hi, const lp_span *m, size_t n)
{
    uint64_t done = 0, at = lo;
    while (at < hi) {
        uint64_t gap_end = hi, next = hi;
        for (size_t i = 0; i < n; i++) {
            if (m[i].lo <= at && m[i].hi > at) { /* at is mapped: go past this mapping */
                gap_end = at;
                next = m[i].hi;
                break;
            }
            if (m[i].lo > at && m[i].lo < gap_end)
                gap_end = m[i].lo;
        }
        if (gap_end > at) {
            void *p = mmap((void *)(uintptr_t)at, (size_t)(gap_end - at), PROT_NONE,
                           MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE | MAP_FIXED_NOREPLACE,
                           -1, 0);
            if (p == (void *)(uintptr_t)at)
                done += gap_end - at;
            else if (p != MAP_FAILED)
                munmap(p, (size_t)(gap_end - at)); /* a kernel that took it as a hint */
            next = gap_end;
        }
        at = next > at ? next : at + 4096;
    }
    return done;
}

int ls_avoid_frame(ls_session *s)
{
    uint64_t count;
    if (s->frame_left < 8 || ls_read_u64(s, &count) || count > LP_MAX_AVOID ||
        count * 16 != s->frame_left)
        return -1;
    lp_span *want = malloc((size_t)(count ? count : 1) * sizeof *want);
    if (!want || ls_read(s, want, count * 16)) {
        free(want);
        return -1;
    }
    CUresult r = CUDA_SUCCESS;
    uint64_t asked = 0;
    for (uint64_t i = 0; i < count && r == CUDA_SUCCESS; i++) {
        uint64_t lo = want[i].lo & ~(uint64_t)4095, len = want[i].hi;
        if (!len || want[i].lo >= LS_USER_END || len > LS_USER_END - want[i].lo)
            r = CUDA_ERROR_INVALID_VALUE;
        want[i].hi = (want[i].lo + len + 4095) & ~(uint64_t)4095;
        want[i].lo = lo;
        asked += want[i].hi - lo;
    }
    if (r == CUDA_SUCCESS && asked > LS_AVOID_MAX - g_blocked)
        r = CUDA_ERROR_INVALID_VALUE;
    uint64_t blocked = 0;
    size_t n = 0;
    lp_span *m = r == CUDA_SUCCESS ? lp_maps(&n, 0, LS_STACK_ROOM) : NULL;
    if (r == CUDA_SUCCESS && !m)
        r = CUDA_ERROR_OPERATING_SYSTEM;
    for (uint64_t i = 0; m && i < count; i++) {
        uint64_t b = block(want[i].lo, want[i].hi, m, n);
        blocked += b;
        if (s->verbose && count <= 8 && b < want[i].hi - want[i].lo) {
            /* a few ranges sent before a module load, held here already: by what (the
             * driver's own reservations have their own look in /proc/self/maps) */
            char held[2048];
            lp_maps_describe(want[i].lo, want[i].hi, held, sizeof held);
            ls_log(s, "client range 0x%llx-0x%llx is mapped here already:\n%s",
                   (unsigned long long)want[i].lo, (unsigned long long)want[i].hi, held);
        }
    }
    free(m);
    free(want);
    g_blocked += blocked;
    if (blocked)
        ls_log(s, "blocked %llu bytes of the client's host addresses",
               (unsigned long long)blocked);
    uint32_t head[2] = {(uint32_t)r, 0};
    struct iovec iov[2] = {{head, 8}, {&blocked, 8}};
    return ls_send_frame(s, LP_REPLY, ls_reply_id(), iov, 2) ? -1 : 0;
}
