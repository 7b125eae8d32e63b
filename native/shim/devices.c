/* CUDA_VISIBLE_DEVICES on the client side.
 *
 * The real driver reads CUDA_VISIBLE_DEVICES in the process that loads it; here that process
 * is the client, while the GPUs are the server's. So the shim applies the variable itself,
 * to the server's devices: unset, every server device is visible and device numbers pass
 * through untouched. Set, the visible devices are the listed ones in the listed order, and
 * the client sees them as devices 0..k-1 (CUdevice values equal to those ordinals, as the
 * driver's are). Every CUdevice that crosses the wire is translated: the generated stubs
 * call lc_dev_in / lc_dev_out on each CUdevice parameter, and the pointer attribute
 * CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL is mapped back in memory.c.
 *
 * The list, as the CUDA programming guide ("CUDA Environment Variables") describes it: a
 * comma-separated sequence of integer indices or GPU UUIDs ("GPU-" and a unique prefix of
 * the UUID cuDeviceGetUuid gives); an entry that is invalid (not a number or UUID, negative,
 * past the server's device count, matching no or several devices, or naming a device a second
 * time) hides itself and every entry after it. An empty value hides every device: cuInit
 * returns CUDA_ERROR_NO_DEVICE without contacting a server. Not supported: MIG instance
 * names ("MIG-..."), which count as invalid entries. */
#define _GNU_SOURCE
#include "client.h"

#include <ctype.h>
#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#define LC_MAX_DEVICES 64
#define LC_ENTRY_MAX 128

static pthread_once_t g_once = PTHREAD_ONCE_INIT;
static pthread_mutex_t g_lock = PTHREAD_MUTEX_INITIALIZER;
static struct {
    int active;                   /* CUDA_VISIBLE_DEVICES is set */
    char list[4096];              /* its value */
    int ready;                    /* the map below is built (after a successful cuInit) */
    int count;                    /* visible devices */
    int ordinal[LC_MAX_DEVICES];  /* client ordinal -> server ordinal */
    CUdevice dev[LC_MAX_DEVICES]; /* client ordinal -> server CUdevice */
} g;

static void read_env(void)
{
    const char *v = getenv("CUDA_VISIBLE_DEVICES");
    g.active = v != NULL;
    if (v)
        snprintf(g.list, sizeof g.list, "%s", v);
}

int lc_dev_active(void)
{
    pthread_once(&g_once, read_env);
    return g.active;
}

/* ---------------------------------------------------------------- the list */

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
    if (!*e)
        return -1;
    for (const char *p = e; *p; p++)
        if (!isdigit((unsigned char)*p))
            return -1;
    errno = 0;
    long v = strtol(e, NULL, 10);
    return errno || v > 1000000 ? -1 : v;
}

static int is_uuid_entry(const char *e) { return !strncasecmp(e, "GPU-", 4); }

/* "GPU-xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx", as nvidia-smi prints a device's UUID. */
static void format_uuid(const CUuuid *u, char out[41])
{
    const unsigned char *b = (const unsigned char *)u->bytes;
    snprintf(out, 41,
             "GPU-%02x%02x%02x%02x-%02x%02x-%02x%02x-%02x%02x-%02x%02x%02x%02x%02x%02x", b[0],
             b[1], b[2], b[3], b[4], b[5], b[6], b[7], b[8], b[9], b[10], b[11], b[12], b[13],
             b[14], b[15]);
}

int lc_dev_parse(const char *list, int server_count, const char (*uuids)[41], int *out, int max)
{
    char e[LC_ENTRY_MAX];
    int k = 0;
    const char *s = list;
    while (k < max && next_entry(&s, e, sizeof e)) {
        int ord = -1;
        long idx = parse_index(e);
        if (idx >= 0) {
            ord = idx < server_count ? (int)idx : -1;
        } else if (is_uuid_entry(e) && uuids && strlen(e) > 4) {
            for (int d = 0; d < server_count; d++)
                if (!strncasecmp(uuids[d], e, strlen(e))) {
                    if (ord >= 0) { /* ambiguous prefix */
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

/* ---------------------------------------------------------------- the server's devices */

/* Raw driver calls on the server, with server device numbers (the generated stubs would
 * translate them). */
static CUresult raw_count(int *count)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuDeviceGetCount);
    if (r != CUDA_SUCCESS)
        return r;
    lc_out_req(&c, count, 4);
    r = lc_send(&c);
    if (r == CUDA_SUCCESS && lc_out(&c, count, 4))
        r = lc_lost();
    lc_end(&c);
    return r;
}

static CUresult raw_get(CUdevice *dev, int ordinal)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuDeviceGet);
    if (r != CUDA_SUCCESS)
        return r;
    lc_out_req(&c, dev, 4);
    lc_scalar(&c, &ordinal, sizeof ordinal);
    r = lc_send(&c);
    if (r == CUDA_SUCCESS && lc_out(&c, dev, 4))
        r = lc_lost();
    lc_end(&c);
    return r;
}

static CUresult raw_uuid(CUuuid *u, CUdevice dev)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuDeviceGetUuid_v2);
    if (r != CUDA_SUCCESS)
        return r;
    lc_out_req(&c, u, sizeof *u);
    lc_scalar(&c, &dev, sizeof dev);
    r = lc_send(&c);
    if (r == CUDA_SUCCESS && lc_out(&c, u, sizeof *u))
        r = lc_lost();
    lc_end(&c);
    return r;
}

int lc_dev_list_empty(void)
{
    if (!lc_dev_active())
        return 0;
    char e[LC_ENTRY_MAX];
    const char *s = g.list;
    /* Without asking the server: no entry, or a first entry that can never be valid. */
    if (!next_entry(&s, e, sizeof e))
        return 1;
    return parse_index(e) < 0 && !(is_uuid_entry(e) && strlen(e) > 4);
}

CUresult lc_dev_init(void)
{
    if (!lc_dev_active())
        return CUDA_SUCCESS;
    pthread_mutex_lock(&g_lock);
    CUresult r = CUDA_SUCCESS;
    if (!g.ready) {
        int n = 0;
        r = raw_count(&n);
        if (n > LC_MAX_DEVICES)
            n = LC_MAX_DEVICES;
        static char uuids[LC_MAX_DEVICES][41];
        int want_uuids = strcasestr(g.list, "GPU-") != NULL;
        for (int d = 0; r == CUDA_SUCCESS && d < n; d++) {
            CUdevice dev;
            CUuuid u;
            memset(uuids[d], 0, sizeof uuids[d]);
            r = raw_get(&dev, d);
            if (r == CUDA_SUCCESS && want_uuids && (r = raw_uuid(&u, dev)) == CUDA_SUCCESS)
                format_uuid(&u, uuids[d]);
        }
        if (r == CUDA_SUCCESS) {
            g.count = lc_dev_parse(g.list, n, (const char (*)[41])uuids, g.ordinal, LC_MAX_DEVICES);
            for (int i = 0; r == CUDA_SUCCESS && i < g.count; i++)
                r = raw_get(&g.dev[i], g.ordinal[i]);
            lc_debug("CUDA_VISIBLE_DEVICES=\"%s\": %d of the server's %d devices visible", g.list,
                     g.count, n);
        }
        g.ready = r == CUDA_SUCCESS && g.count > 0;
        if (r == CUDA_SUCCESS && !g.count)
            r = CUDA_ERROR_NO_DEVICE;
    }
    pthread_mutex_unlock(&g_lock);
    return r;
}

/* ---------------------------------------------------------------- translation */

CUresult lc_dev_in(CUdevice *dev)
{
    if (!lc_dev_active())
        return CUDA_SUCCESS;
    pthread_mutex_lock(&g_lock);
    CUresult r = CUDA_SUCCESS;
    if (!g.ready)
        r = CUDA_ERROR_NOT_INITIALIZED;
    else if (*dev < 0 || *dev >= g.count)
        r = CUDA_ERROR_INVALID_DEVICE;
    else
        *dev = g.dev[*dev];
    pthread_mutex_unlock(&g_lock);
    return r;
}

CUresult lc_dev_out(CUdevice *dev)
{
    if (!lc_dev_active())
        return CUDA_SUCCESS;
    pthread_mutex_lock(&g_lock);
    CUresult r = CUDA_ERROR_INVALID_DEVICE; /* a device this process does not see */
    for (int i = 0; i < g.count; i++)
        if (g.dev[i] == *dev) {
            *dev = i;
            r = CUDA_SUCCESS;
            break;
        }
    pthread_mutex_unlock(&g_lock);
    return r;
}

int lc_dev_ordinal_from_server(int ordinal)
{
    if (!lc_dev_active())
        return ordinal;
    pthread_mutex_lock(&g_lock);
    int client = -1;
    for (int i = 0; i < g.count; i++)
        if (g.ordinal[i] == ordinal)
            client = i;
    pthread_mutex_unlock(&g_lock);
    return client;
}

/* ---------------------------------------------------------------- the public functions */

CUresult CUDAAPI cuDeviceGetCount(int *count)
{
    if (!lc_dev_active())
        return lc_fwd_cuDeviceGetCount(count);
    if (!count)
        return CUDA_ERROR_INVALID_VALUE;
    pthread_mutex_lock(&g_lock);
    CUresult r = g.ready ? CUDA_SUCCESS : CUDA_ERROR_NOT_INITIALIZED;
    if (g.ready)
        *count = g.count;
    pthread_mutex_unlock(&g_lock);
    return r;
}

CUresult CUDAAPI cuDeviceGet(CUdevice *device, int ordinal)
{
    if (!lc_dev_active())
        return lc_fwd_cuDeviceGet(device, ordinal);
    pthread_mutex_lock(&g_lock);
    CUresult r = CUDA_SUCCESS;
    if (!g.ready)
        r = CUDA_ERROR_NOT_INITIALIZED;
    else if (!device)
        r = CUDA_ERROR_INVALID_VALUE;
    else if (ordinal < 0 || ordinal >= g.count)
        r = CUDA_ERROR_INVALID_DEVICE;
    else
        *device = ordinal;
    pthread_mutex_unlock(&g_lock);
    return r;
}
