/* Device numbering on the client side: several servers, and CUDA_VISIBLE_DEVICES.
 *
 * With several servers (LUPINE_SERVER="a,b"), the devices are numbered as CUDA numbers the
 * GPUs of one machine: the first server's devices in its own order, then the next server's,
 * and so on. The map is built at cuInit (each server's count, devices and, when
 * CUDA_VISIBLE_DEVICES names UUIDs, UUIDs); every CUdevice that crosses the wire is the
 * server's own, and routes its call to that server (lc_dev_in).
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
 * The list is parsed as the driver does (include/lupine/visible.h: indices, GPU UUIDs or
 * their unique prefixes; the first invalid entry hides the rest; MIG names not supported),
 * against the server's device count and UUIDs. A value that hides every device (empty, or a
 * first entry that is neither an index nor a UUID) makes cuInit return CUDA_ERROR_NO_DEVICE
 * without contacting a server. */
#define _GNU_SOURCE
#include "routing.h"
#include "lupine/visible.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define LC_MAX_DEVICES 64

static pthread_once_t g_once = PTHREAD_ONCE_INIT;
static pthread_mutex_t g_lock = PTHREAD_MUTEX_INITIALIZER;
static struct {
    int active;                   /* CUDA_VISIBLE_DEVICES is set, or several servers */
    int visible;                  /* CUDA_VISIBLE_DEVICES is set */
    char list[4096];              /* its value */
    int ready;                    /* the map below is built (after a successful cuInit) */
    int count;                    /* visible devices */
    int ordinal[LC_MAX_DEVICES];  /* client ordinal -> ordinal among all servers' devices */
    int srv[LC_MAX_DEVICES];      /* client ordinal -> server */
    int sordinal[LC_MAX_DEVICES]; /* client ordinal -> the server's own ordinal */
    CUdevice dev[LC_MAX_DEVICES]; /* client ordinal -> server CUdevice */
} g;

static void read_env(void)
{
    const char *v = getenv("CUDA_VISIBLE_DEVICES");
    g.visible = v != NULL;
    g.active = g.visible || lc_servers() > 1;
    if (v)
        snprintf(g.list, sizeof g.list, "%s", v);
}

int lc_dev_active(void)
{
    pthread_once(&g_once, read_env);
    return g.active;
}

int lc_dev_server(CUdevice dev)
{
    if (!lc_dev_active())
        return 0;
    pthread_mutex_lock(&g_lock);
    int srv = g.ready && dev >= 0 && dev < g.count ? g.srv[dev] : -1;
    pthread_mutex_unlock(&g_lock);
    return srv;
}

/* ---------------------------------------------------------------- the server's devices */

/* Raw driver calls on server srv, with its device numbers (the generated stubs would
 * translate them). */
static CUresult raw_init(int srv, unsigned flags)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuInit);
    if (r != CUDA_SUCCESS)
        return r;
    lc_route(&c, srv);
    lc_scalar(&c, &flags, sizeof flags);
    r = lc_send(&c);
    lc_end(&c);
    return r;
}

static CUresult raw_count(int srv, int *count)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuDeviceGetCount);
    if (r != CUDA_SUCCESS)
        return r;
    lc_route(&c, srv);
    lc_out_req(&c, count, 4);
    r = lc_send(&c);
    if (r == CUDA_SUCCESS && lc_out(&c, count, 4))
        r = lc_lost();
    lc_end(&c);
    return r;
}

static CUresult raw_get(int srv, CUdevice *dev, int ordinal)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuDeviceGet);
    if (r != CUDA_SUCCESS)
        return r;
    lc_route(&c, srv);
    lc_out_req(&c, dev, 4);
    lc_scalar(&c, &ordinal, sizeof ordinal);
    r = lc_send(&c);
    if (r == CUDA_SUCCESS && lc_out(&c, dev, 4))
        r = lc_lost();
    lc_end(&c);
    return r;
}

static CUresult raw_uuid(int srv, CUuuid *u, CUdevice dev)
{
    lc_call c;
    CUresult r = lc_begin(&c, LUPINE_FN_cuDeviceGetUuid_v2);
    if (r != CUDA_SUCCESS)
        return r;
    lc_route(&c, srv);
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
    return lc_dev_active() && g.visible && lp_visible_hides_all(g.list);
}

CUresult lc_init_servers(unsigned flags)
{
    for (int i = 0; i < lc_servers(); i++) {
        lc_avoid_sync(i, 0); /* before its driver places anything (memory.c) */
        CUresult r = raw_init(i, flags);
        if (r != CUDA_SUCCESS)
            return r;
    }
    return CUDA_SUCCESS;
}

/* Round trips are made under g_init_lock only, never under g_lock: a thread reading its reply
 * holds the transport's reader role and may need g_lock (lc_dev_out) before it gives the role
 * up, so no thread may wait for a reply while holding g_lock (client.c). */
static pthread_mutex_t g_init_lock = PTHREAD_MUTEX_INITIALIZER;

CUresult lc_dev_init(void)
{
    if (!lc_dev_active())
        return CUDA_SUCCESS;
    pthread_mutex_lock(&g_init_lock);
    pthread_mutex_lock(&g_lock);
    int ready = g.ready;
    pthread_mutex_unlock(&g_lock);
    CUresult r = CUDA_SUCCESS;
    if (!ready) {
        /* every server's devices, in server order: the numbering CUDA_VISIBLE_DEVICES uses */
        int n = 0, all_srv[LC_MAX_DEVICES], all_ord[LC_MAX_DEVICES];
        CUdevice all_dev[LC_MAX_DEVICES];
        static char uuids[LC_MAX_DEVICES][LP_UUID_STRLEN];
        int want_uuids = g.visible && lp_visible_names_uuids(g.list);
        for (int srv = 0; r == CUDA_SUCCESS && srv < lc_servers(); srv++) {
            int k = 0;
            r = raw_count(srv, &k);
            for (int d = 0; r == CUDA_SUCCESS && d < k && n < LC_MAX_DEVICES; d++, n++) {
                CUuuid u;
                memset(uuids[n], 0, sizeof uuids[n]);
                all_srv[n] = srv;
                all_ord[n] = d;
                r = raw_get(srv, &all_dev[n], d);
                if (r == CUDA_SUCCESS && want_uuids &&
                    (r = raw_uuid(srv, &u, all_dev[n])) == CUDA_SUCCESS)
                    lp_uuid_string(&u, uuids[n]);
            }
            lc_debug("server %d (%s): %d devices", srv, lc_server_name(srv), k);
        }
        int count = 0, ordinal[LC_MAX_DEVICES];
        if (r == CUDA_SUCCESS && g.visible) {
            count = lp_visible_parse(g.list, n, (const char(*)[LP_UUID_STRLEN])uuids, ordinal,
                                     LC_MAX_DEVICES);
            lc_debug("CUDA_VISIBLE_DEVICES=\"%s\": %d of the servers' %d devices visible",
                     g.list, count, n);
        } else if (r == CUDA_SUCCESS) {
            count = n;
            for (int i = 0; i < n; i++)
                ordinal[i] = i;
        }
        pthread_mutex_lock(&g_lock);
        if (r == CUDA_SUCCESS) {
            g.count = count;
            for (int i = 0; i < count; i++) {
                g.ordinal[i] = ordinal[i];
                g.srv[i] = all_srv[ordinal[i]];
                g.sordinal[i] = all_ord[ordinal[i]];
                g.dev[i] = all_dev[ordinal[i]];
            }
        }
        g.ready = r == CUDA_SUCCESS && count > 0;
        pthread_mutex_unlock(&g_lock);
        if (r == CUDA_SUCCESS && !count)
            r = CUDA_ERROR_NO_DEVICE;
    }
    pthread_mutex_unlock(&g_init_lock);
    return r;
}

/* ---------------------------------------------------------------- translation */

CUresult lc_dev_in(lc_call *c, CUdevice *dev)
{
    if (!lc_dev_active())
        return CUDA_SUCCESS;
    pthread_mutex_lock(&g_lock);
    CUresult r = CUDA_SUCCESS;
    int srv = -1;
    if (!g.ready)
        r = CUDA_ERROR_NOT_INITIALIZED;
    else if (*dev < 0 || *dev >= g.count)
        r = CUDA_ERROR_INVALID_DEVICE;
    else {
        srv = g.srv[*dev];
        *dev = g.dev[*dev];
    }
    pthread_mutex_unlock(&g_lock);
    if (c && srv >= 0)
        lc_route(c, srv);
    return r;
}

CUresult lc_dev_out(int srv, CUdevice *dev)
{
    if (!lc_dev_active())
        return CUDA_SUCCESS;
    if (srv < 0)
        srv = 0;
    pthread_mutex_lock(&g_lock);
    CUresult r = CUDA_ERROR_INVALID_DEVICE; /* a device this process does not see */
    for (int i = 0; i < g.count; i++)
        if (g.srv[i] == srv && g.dev[i] == *dev) {
            *dev = i;
            r = CUDA_SUCCESS;
            break;
        }
    pthread_mutex_unlock(&g_lock);
    return r;
}

int lc_dev_ordinal_from_server(int srv, int ordinal)
{
    if (!lc_dev_active())
        return ordinal;
    pthread_mutex_lock(&g_lock);
    int client = -1;
    for (int i = 0; i < g.count; i++)
        if (g.srv[i] == srv && g.sordinal[i] == ordinal)
            client = i;
    pthread_mutex_unlock(&g_lock);
    return client;
}

/* ---------------------------------------------------------------- the public functions */

CUresult CUDAAPI cuDeviceGetCount(int *count)
{
    lc_stats_call(LUPINE_FN_cuDeviceGetCount);
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

/* With one server and no CUDA_VISIBLE_DEVICES, a device's handle is the server's answer for
 * its ordinal, which never changes: each ordinal is asked once (24 asked per GPT-2 training
 * step, native/gpu/h200/2026-12-02 run 8). */
static struct {
    _Atomic int known;
    CUdevice dev;
} g_device_of[64];

CUresult CUDAAPI cuDeviceGet(CUdevice *device, int ordinal)
{
    lc_stats_call(LUPINE_FN_cuDeviceGet);
    if (!lc_dev_active()) {
        int cached = device && ordinal >= 0 && ordinal < 64;
        if (cached && atomic_load(&g_device_of[ordinal].known)) {
            *device = g_device_of[ordinal].dev;
            lc_stats_local(LUPINE_FN_cuDeviceGet);
            return CUDA_SUCCESS;
        }
        CUresult r = lc_fwd_cuDeviceGet(device, ordinal);
        if (r == CUDA_SUCCESS && cached) {
            g_device_of[ordinal].dev = *device;
            atomic_store(&g_device_of[ordinal].known, 1);
        }
        return r;
    }
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

/* A PCI bus id names a device of one server: each server is asked in turn, and the first that
 * has a visible device of that id answers (two servers of one machine may share ids: the first
 * server's device is the one named). */
CUresult CUDAAPI cuDeviceGetByPCIBusId(CUdevice *dev, const char *pciBusId)
{
    lc_stats_call(LUPINE_FN_cuDeviceGetByPCIBusId);
    if (lc_servers() < 2)
        return lc_fwd_cuDeviceGetByPCIBusId(dev, pciBusId);
    if (!dev || !pciBusId)
        return CUDA_ERROR_INVALID_VALUE;
    CUresult last = CUDA_ERROR_INVALID_DEVICE;
    for (int srv = 0; srv < lc_servers(); srv++) {
        lc_call c;
        CUdevice d = -1;
        CUresult r = lc_begin(&c, LUPINE_FN_cuDeviceGetByPCIBusId);
        if (r != CUDA_SUCCESS)
            return r;
        lc_route(&c, srv);
        lc_out_req(&c, &d, 4);
        lc_cstr(&c, pciBusId);
        r = lc_send(&c);
        if (r == CUDA_SUCCESS && lc_out(&c, &d, 4))
            r = lc_lost();
        lc_end(&c);
        if (r == CUDA_SUCCESS && lc_dev_out(srv, &d) == CUDA_SUCCESS) {
            *dev = d;
            return CUDA_SUCCESS;
        }
        if (r != CUDA_SUCCESS && r != CUDA_ERROR_INVALID_DEVICE && r != CUDA_ERROR_INVALID_VALUE)
            last = r; /* a server that failed otherwise (lost) is the answer if none has it */
    }
    return last;
}

/* The server's driver version; with no server to ask (none reachable, a refused token), the
 * version of the CUDA API this library was built for (cuda.h's CUDA_VERSION). The CUDA runtime
 * asks for the version first and reads a failure as "CUDA driver version is insufficient"
 * (cupy's cudaErrorInsufficientDriver), which is not what is wrong: answered, the runtime goes
 * on to cuInit, which fails with CUDA_ERROR_NO_DEVICE, and the stderr line names the server. */
CUresult CUDAAPI cuDriverGetVersion(int *driverVersion)
{
    lc_stats_call(LUPINE_FN_cuDriverGetVersion);
    if (!driverVersion)
        return CUDA_ERROR_INVALID_VALUE;
    CUresult r = lc_fwd_cuDriverGetVersion(driverVersion);
    if (r == CUDA_ERROR_NO_DEVICE || r == CUDA_ERROR_DEVICE_UNAVAILABLE) {
        *driverVersion = CUDA_VERSION;
        return CUDA_SUCCESS;
    }
    return r;
}

/* A code's name and text (cuGetErrorName, cuGetErrorString) are static strings of the driver
 * that never change: each is asked once per code, and the copy client.c keeps of it answers
 * after that (216 asked per GPT-2 training step, native/gpu/h200/2026-12-02 run 8). A code the
 * driver does not know (CUDA_ERROR_INVALID_VALUE) is asked each time. */
#define LC_ERROR_CODES 1024
static _Atomic(const char *) g_error_text[2][LC_ERROR_CODES];

static CUresult error_text(int which, CUresult error, const char **pStr)
{
    int fn = which ? LUPINE_FN_cuGetErrorString : LUPINE_FN_cuGetErrorName;
    int cached = pStr && (unsigned)error < LC_ERROR_CODES;
    const char *known = cached ? atomic_load(&g_error_text[which][error]) : NULL;
    if (known) {
        *pStr = known;
        lc_stats_local(fn);
        return CUDA_SUCCESS;
    }
    CUresult r = which ? lc_fwd_cuGetErrorString(error, pStr) : lc_fwd_cuGetErrorName(error, pStr);
    if (r == CUDA_SUCCESS && cached && *pStr)
        atomic_store(&g_error_text[which][error], *pStr);
    return r;
}

CUresult CUDAAPI cuGetErrorName(CUresult error, const char **pStr)
{
    lc_stats_call(LUPINE_FN_cuGetErrorName);
    return error_text(0, error, pStr);
}

CUresult CUDAAPI cuGetErrorString(CUresult error, const char **pStr)
{
    lc_stats_call(LUPINE_FN_cuGetErrorString);
    return error_text(1, error, pStr);
}

/* ---------------------------------------------------------------- cuInit */

/* CUDA_VISIBLE_DEVICES that hides every device: no device, and no server needed to say so.
 * Otherwise every server's cuInit, then the devices are numbered. */
CUresult CUDAAPI cuInit(unsigned int Flags)
{
    lc_stats_call(LUPINE_FN_cuInit);
    if (lc_dev_list_empty())
        return CUDA_ERROR_NO_DEVICE;
    CUresult r = lc_init_servers(Flags);
    return r == CUDA_SUCCESS ? lc_dev_init() : r;
}

__attribute__((constructor)) static void devices_init(void)
{
    lc_route_devices(lc_dev_in, lc_dev_out);
}
