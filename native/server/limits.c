/* Device memory a session holds, against --max-memory-per-client.
 *
 * An allocation (the [charges] of codegen/annotations.toml: cuMemAlloc, cuMemAllocPitch (its
 * width times height), the stream-ordered ones, cuMemCreate) is charged the bytes it asks for
 * before the driver sees it; beyond the limit it is refused with CUDA_ERROR_OUT_OF_MEMORY and
 * a line in the server's log naming the limit. The charge is kept with what the call made (a
 * device range, registry.c: given back when the range goes; a physical allocation handle,
 * vmm_handles.c: given back when its last reference is released) and given back at once when
 * the call fails. Not counted: arrays, graph allocations (made by the driver at a graph's
 * launch), memory imported from other processes, and the pitch's padding. The count is
 * published in the listening process's table of sessions (listener.c, SIGUSR1). */
#define _GNU_SOURCE
#include "wire.h"

#include <stdio.h>
#include <unistd.h>

uint64_t ls_mem_limit;
uint64_t *ls_mem_published;

static uint64_t g_used; /* this process's session: one a process */

static void publish(uint64_t used)
{
    if (ls_mem_published)
        __atomic_store_n(ls_mem_published, used, __ATOMIC_RELAXED);
}

int ls_mem_charge(ls_session *s, int fn, uint64_t n)
{
    (void)s;
    uint64_t used = __atomic_load_n(&g_used, __ATOMIC_RELAXED);
    for (;;) {
        if (ls_mem_limit && (n > ls_mem_limit || used > ls_mem_limit - n)) {
            fprintf(stderr, "lupine-server[%d]: %s of %llu bytes refused with "
                            "CUDA_ERROR_OUT_OF_MEMORY: the session holds %llu bytes, "
                            "--max-memory-per-client %llu\n",
                    (int)getpid(), lupine_fn_names[fn], (unsigned long long)n,
                    (unsigned long long)used, (unsigned long long)ls_mem_limit);
            return -1;
        }
        if (__atomic_compare_exchange_n(&g_used, &used, used + n, 0, __ATOMIC_RELAXED,
                                        __ATOMIC_RELAXED))
            break;
    }
    publish(used + n);
    return 0;
}

void ls_mem_refund(ls_session *s, uint64_t n)
{
    (void)s;
    if (n)
        publish(__atomic_sub_fetch(&g_used, n, __ATOMIC_RELAXED));
}
