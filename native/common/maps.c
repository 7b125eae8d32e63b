/* This process's memory mappings, read from /proc/self/maps (lupine/maps.h). */
#define _GNU_SOURCE
#include "lupine/maps.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define USER_END ((uint64_t)1 << 47) /* x86-64 user space */

lp_span *lp_maps(size_t *n, int merge, uint64_t stack_room)
{
    *n = 0;
    FILE *f = fopen("/proc/self/maps", "r");
    if (!f)
        return NULL;
    size_t cap = 256, k = 0;
    lp_span *m = malloc(cap * sizeof *m);
    uint64_t stack_lo = 0;
    char line[512];
    int partial = 0;
    while (m && fgets(line, sizeof line, f)) {
        int was_partial = partial;
        partial = strchr(line, '\n') == NULL;
        unsigned long lo, hi;
        if (was_partial || sscanf(line, "%lx-%lx", &lo, &hi) != 2 || lo >= hi || hi > USER_END)
            continue; /* the rest of a long line; [vsyscall] */
        if (strstr(line, "[stack]"))
            stack_lo = lo;
        if (merge && k && m[k - 1].hi == lo) {
            m[k - 1].hi = hi;
            continue;
        }
        if (k + 2 > cap) { /* room for one more and the stack's */
            cap *= 2;
            lp_span *g = realloc(m, cap * sizeof *m);
            if (!g) {
                free(m);
                m = NULL;
                break;
            }
            m = g;
        }
        m[k++] = (lp_span){lo, hi};
    }
    fclose(f);
    if (m && stack_room && stack_lo)
        m[k++] = (lp_span){stack_lo > stack_room ? stack_lo - stack_room : 0, stack_lo};
    *n = m ? k : 0;
    return m;
}

size_t lp_maps_describe(uint64_t lo, uint64_t hi, char *buf, size_t cap)
{
    if (cap)
        buf[0] = 0;
    FILE *f = fopen("/proc/self/maps", "r");
    if (!f)
        return 0;
    size_t found = 0, used = 0;
    char line[512];
    while (fgets(line, sizeof line, f)) {
        unsigned long a, b;
        if (sscanf(line, "%lx-%lx", &a, &b) != 2 || b <= lo || a >= hi)
            continue;
        found++;
        size_t len = strlen(line);
        if (cap && used + len < cap) {
            memcpy(buf + used, line, len + 1);
            used += len;
        }
    }
    fclose(f);
    return found;
}
