/* CUDA_VISIBLE_DEVICES parsing (lupine/visible.h). */
#define _GNU_SOURCE
#include "lupine/visible.h"

#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#define ENTRY_MAX 128

/* The next entry of the list at *s (whitespace trimmed) into out; 0 at the end. */
static int next_entry(const char **s, char *out, size_t cap)
{
    if (!**s)
        return 0;
    const char *end = strchr(*s, ',');
    size_t n = end ? (size_t)(end - *s) : strlen(*s);
    const char *b = *s, *e = *s + n;
    while (b < e && isspace((unsigned char)*b))
        b++;
    while (e > b && isspace((unsigned char)e[-1]))
        e--;
    size_t k = (size_t)(e - b) < cap - 1 ? (size_t)(e - b) : cap - 1;
    memcpy(out, b, k);
    out[k] = 0;
    *s = end ? end + 1 : *s + n;
    return 1;
}

/* A decimal index (>= 0), or -1 when the entry is not one. */
static long parse_index(const char *e)
{
    if (!*e || strlen(e) > 9)
        return -1;
    for (const char *p = e; *p; p++)
        if (!isdigit((unsigned char)*p))
            return -1;
    return strtol(e, NULL, 10);
}

static int is_uuid_entry(const char *e) { return !strncasecmp(e, "GPU-", 4) && e[4]; }

void lp_uuid_string(const CUuuid *u, char out[LP_UUID_STRLEN])
{
    const unsigned char *b = (const unsigned char *)u->bytes;
    snprintf(out, LP_UUID_STRLEN,
             "GPU-%02x%02x%02x%02x-%02x%02x-%02x%02x-%02x%02x-%02x%02x%02x%02x%02x%02x", b[0],
             b[1], b[2], b[3], b[4], b[5], b[6], b[7], b[8], b[9], b[10], b[11], b[12], b[13],
             b[14], b[15]);
}

int lp_visible_parse(const char *list, int device_count, const char (*uuids)[LP_UUID_STRLEN],
                     int *out, int max)
{
    char e[ENTRY_MAX];
    int k = 0;
    const char *s = list;
    while (k < max && next_entry(&s, e, sizeof e)) {
        int ord = -1;
        long idx = parse_index(e);
        if (idx >= 0) {
            ord = idx < device_count ? (int)idx : -1;
        } else if (is_uuid_entry(e) && uuids) {
            size_t n = strlen(e);
            for (int d = 0; d < device_count; d++)
                if (!strncasecmp(uuids[d], e, n)) {
                    if (ord >= 0) { /* a prefix of several devices' UUIDs */
                        ord = -1;
                        break;
                    }
                    ord = d;
                }
        }
        for (int j = 0; j < k && ord >= 0; j++)
            if (out[j] == ord)
                ord = -1;
        if (ord < 0)
            break;
        out[k++] = ord;
    }
    return k;
}

int lp_visible_hides_all(const char *list)
{
    char e[ENTRY_MAX];
    const char *s = list;
    if (!next_entry(&s, e, sizeof e))
        return 1;
    return parse_index(e) < 0 && !is_uuid_entry(e);
}

int lp_visible_names_uuids(const char *list)
{
    char e[ENTRY_MAX];
    const char *s = list;
    while (next_entry(&s, e, sizeof e))
        if (is_uuid_entry(e))
            return 1;
    return 0;
}
