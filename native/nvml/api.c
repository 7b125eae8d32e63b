/* LUPINE's libnvidia-ml.so.1: the NVML functions answered by the servers of LUPINE_SERVER.
 *
 * nvmlInit (and _v2, WithFlags) connects to every server of LUPINE_SERVER (a comma-separated
 * host:port list; default 127.0.0.1:14833) and asks each for its devices. Device indices: the
 * first server's devices, then the next server's, each in that server's own NVML order, as the
 * CUDA shim numbers CUDA devices. NVML ignores CUDA_VISIBLE_DEVICES natively, and so does this
 * library (PyTorch applies the variable to NVML's devices itself). A server that cannot be
 * reached, or refuses, makes nvmlInit fail with NVML_ERROR_DRIVER_NOT_LOADED, a server without
 * NVML with its reason (NVML_ERROR_LIBRARY_NOT_FOUND), each with one stderr line naming the
 * server. nvmlInit counts references as NVML does; the last nvmlShutdown closes the
 * connections.
 *
 * Handles point into this library's own table of devices, and every handle is checked against
 * it (NVML_ERROR_INVALID_ARGUMENT otherwise); a NULL out-pointer is
 * NVML_ERROR_INVALID_ARGUMENT, before anything is sent; every call before nvmlInit or after the
 * last nvmlShutdown is NVML_ERROR_UNINITIALIZED. Requests for the devices of a server whose
 * connection is lost answer NVML_ERROR_GPU_IS_LOST (transport.c).
 *
 * Differences from a local NVML, on purpose:
 *  - Process lists (nvmlDeviceGet{Compute,Graphics}RunningProcesses*) carry the server host's
 *    process ids unchanged: they name processes of the GPU host (the lupine-server session
 *    processes that serve clients, and any other program there), never processes of this
 *    machine, as process ids of the host do inside a container.
 *  - The system queries (driver, NVML and CUDA versions) answer the first server's.
 *  - nvmlDeviceGetHandleByUUID / ByPciBusId ask the servers in order; the first that has the
 *    device answers (PCI bus ids of different hosts may be equal).
 *  - nvmlInternalGetExportTable gives NVML's private tables that LUPINE declares
 *    (codegen/export_tables.toml: nvidia-smi's; export_tables.c) and refuses every other UUID:
 *    NVML_ERROR_NOT_SUPPORTED and a NULL table, never a table that is not one.
 *  - MPS compute process lists need a server of protocol 2.6 or later (older ones answer
 *    NVML_ERROR_NOT_SUPPORTED here, as this library did before).
 * Every other export that is not forwarded answers NVML_ERROR_NOT_SUPPORTED (unsupported.c). */
#define _GNU_SOURCE
#include "nvml_internal.h"

#include "nvml_tables_gen.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define API __attribute__((visibility("default")))

/* `lupine doctor` and lupine-server (which never opens LUPINE's own NVML) look for it. */
API const char lupine_nvml_marker[] = "lupine-nvml";

struct nvmlDevice_st {
    uint32_t server; /* index into ln_servers */
    uint32_t remote; /* the server's NVML index */
    uint32_t index;  /* this library's index */
};

static struct nvmlDevice_st g_dev[LN_MAX_DEVICES];
static unsigned g_ndev;
static int g_refs; /* nvmlInit calls not yet shut down */
static pthread_mutex_t g_init_mu = PTHREAD_MUTEX_INITIALIZER;

static int initialized(void) { return __atomic_load_n(&g_refs, __ATOMIC_ACQUIRE) > 0; }

static void close_all(void)
{
    for (int i = 0; i < ln_nservers; i++)
        ln_close(&ln_servers[i]);
    ln_nservers = 0;
    g_ndev = 0;
}

/* Splits LUPINE_SERVER into ln_servers. -1 when it names too many or an empty entry. */
static int read_servers(void)
{
    const char *s = getenv("LUPINE_SERVER");
    char list[4096];
    snprintf(list, sizeof list, "%s", s && *s ? s : "127.0.0.1:14833");
    ln_nservers = 0;
    char *save = NULL;
    for (char *tok = strtok_r(list, ",", &save); tok; tok = strtok_r(NULL, ",", &save)) {
        while (*tok == ' ' || *tok == '\t')
            tok++;
        size_t n = strlen(tok);
        while (n && (tok[n - 1] == ' ' || tok[n - 1] == '\t'))
            tok[--n] = 0;
        if (!n)
            continue;
        if (ln_nservers == LN_MAX_SERVERS) {
            fprintf(stderr, "lupine: NVML: LUPINE_SERVER names more than %d servers\n",
                    LN_MAX_SERVERS);
            return -1;
        }
        ln_server *srv = &ln_servers[ln_nservers++];
        memset(srv, 0, sizeof *srv);
        pthread_mutex_init(&srv->mu, NULL);
        srv->fd = -1;
        snprintf(srv->endpoint, sizeof srv->endpoint, "%s", tok);
    }
    return ln_nservers ? 0 : -1;
}

static nvmlReturn_t init_locked(void)
{
    if (g_refs > 0) {
        g_refs++;
        return NVML_SUCCESS;
    }
    if (read_servers())
        return NVML_ERROR_DRIVER_NOT_LOADED;
    g_ndev = 0;
    for (int i = 0; i < ln_nservers; i++) {
        ln_server *srv = &ln_servers[i];
        char why[512];
        if (ln_open(srv, why, sizeof why)) {
            fprintf(stderr, "lupine: NVML: cannot use lupine-server at %s (%s); nvmlInit answers "
                            "NVML_ERROR_DRIVER_NOT_LOADED\n", srv->endpoint, why);
            close_all();
            return NVML_ERROR_DRIVER_NOT_LOADED;
        }
        size_t got = 0;
        memset(&srv->info, 0, sizeof srv->info);
        nvmlReturn_t r = ln_request(srv, LPN_INIT, LPN_NO_DEVICE, 0, 0, NULL, 0, &srv->info,
                                    sizeof srv->info, &got);
        if (r == NVML_SUCCESS && got != sizeof srv->info)
            r = NVML_ERROR_UNKNOWN;
        if (r != NVML_SUCCESS) {
            fprintf(stderr, "lupine: NVML: lupine-server at %s has no NVML to answer with (%d: "
                            "start it with --nvml PATH); nvmlInit answers %d\n",
                    srv->endpoint, (int)r, (int)r);
            close_all();
            return r == NVML_ERROR_GPU_IS_LOST ? NVML_ERROR_DRIVER_NOT_LOADED : r;
        }
        srv->info.driver_version[sizeof srv->info.driver_version - 1] = 0;
        srv->info.nvml_version[sizeof srv->info.nvml_version - 1] = 0;
        for (uint32_t j = 0; j < srv->info.count && g_ndev < LN_MAX_DEVICES; j++) {
            g_dev[g_ndev] = (struct nvmlDevice_st){(uint32_t)i, j, g_ndev};
            g_ndev++;
        }
        ln_debug("%s: %u devices, driver %s", srv->endpoint, srv->info.count,
                 srv->info.driver_version);
    }
    static int registered;
    if (!registered) {
        registered = 1;
        pthread_atfork(NULL, NULL, ln_atfork_child);
    }
    __atomic_store_n(&g_refs, 1, __ATOMIC_RELEASE);
    return NVML_SUCCESS;
}

/* nvmlInitWithFlags: NVML_INIT_FLAG_NO_GPUS and NO_ATTACH change nothing here (no device is
 * attached to on this machine; a server without devices is not an error). */
API nvmlReturn_t nvmlInitWithFlags(unsigned int flags)
{
    (void)flags;
    pthread_mutex_lock(&g_init_mu);
    nvmlReturn_t r = init_locked();
    pthread_mutex_unlock(&g_init_mu);
    return r;
}

API nvmlReturn_t nvmlInit_v2(void) { return nvmlInitWithFlags(0); }
API nvmlReturn_t nvmlInit(void) { return nvmlInitWithFlags(0); }

API nvmlReturn_t nvmlShutdown(void)
{
    pthread_mutex_lock(&g_init_mu);
    nvmlReturn_t r = NVML_ERROR_UNINITIALIZED;
    if (g_refs > 0) {
        r = NVML_SUCCESS;
        if (__atomic_sub_fetch(&g_refs, 1, __ATOMIC_ACQ_REL) == 0)
            close_all();
    }
    pthread_mutex_unlock(&g_init_mu);
    return r;
}

API const char *nvmlErrorString(nvmlReturn_t r)
{
    switch (r) {
    case NVML_SUCCESS: return "Success";
    case NVML_ERROR_UNINITIALIZED: return "Uninitialized";
    case NVML_ERROR_INVALID_ARGUMENT: return "Invalid Argument";
    case NVML_ERROR_NOT_SUPPORTED: return "Not Supported";
    case NVML_ERROR_NO_PERMISSION: return "Insufficient Permissions";
    case NVML_ERROR_ALREADY_INITIALIZED: return "Already Initialized";
    case NVML_ERROR_NOT_FOUND: return "Not Found";
    case NVML_ERROR_INSUFFICIENT_SIZE: return "Insufficient Size";
    case NVML_ERROR_INSUFFICIENT_POWER: return "Insufficient External Power";
    case NVML_ERROR_DRIVER_NOT_LOADED: return "Driver Not Loaded (no lupine-server reached)";
    case NVML_ERROR_TIMEOUT: return "Timeout";
    case NVML_ERROR_IRQ_ISSUE: return "Interrupt Request Issue";
    case NVML_ERROR_LIBRARY_NOT_FOUND: return "NVML Shared Library Not Found (on the server)";
    case NVML_ERROR_FUNCTION_NOT_FOUND: return "Function Not Found";
    case NVML_ERROR_CORRUPTED_INFOROM: return "Corrupted infoROM";
    case NVML_ERROR_GPU_IS_LOST: return "GPU is lost (connection to lupine-server lost)";
    case NVML_ERROR_RESET_REQUIRED: return "GPU requires reset";
    case NVML_ERROR_OPERATING_SYSTEM: return "GPU access blocked by the operating system";
    case NVML_ERROR_LIB_RM_VERSION_MISMATCH: return "Driver/library version mismatch";
    case NVML_ERROR_IN_USE: return "In use by another client";
    case NVML_ERROR_MEMORY: return "Insufficient Memory";
    case NVML_ERROR_NO_DATA: return "No data";
    case NVML_ERROR_VGPU_ECC_NOT_SUPPORTED: return "ECC not supported on vGPU";
    case NVML_ERROR_INSUFFICIENT_RESOURCES: return "Insufficient resources";
    case NVML_ERROR_FREQ_NOT_SUPPORTED: return "Frequency not supported";
    case NVML_ERROR_ARGUMENT_VERSION_MISMATCH: return "Argument version mismatch";
    case NVML_ERROR_DEPRECATED: return "Deprecated";
    case NVML_ERROR_NOT_READY: return "Not ready";
    case NVML_ERROR_GPU_NOT_FOUND: return "GPU not found";
    case NVML_ERROR_INVALID_STATE: return "Invalid state";
    default: return "Unknown Error";
    }
}

/* ---------------------------------------------------------------- system */

static nvmlReturn_t copy_string(const char *s, char *buf, unsigned len)
{
    if (!buf)
        return NVML_ERROR_INVALID_ARGUMENT;
    size_t n = strlen(s) + 1;
    if (n > len)
        return NVML_ERROR_INSUFFICIENT_SIZE;
    memcpy(buf, s, n);
    return NVML_SUCCESS;
}

API nvmlReturn_t nvmlSystemGetDriverVersion(char *version, unsigned int length)
{
    if (!initialized())
        return NVML_ERROR_UNINITIALIZED;
    return copy_string(ln_servers[0].info.driver_version, version, length);
}

API nvmlReturn_t nvmlSystemGetNVMLVersion(char *version, unsigned int length)
{
    if (!initialized())
        return NVML_ERROR_UNINITIALIZED;
    return copy_string(ln_servers[0].info.nvml_version, version, length);
}

/* The first server's CUDA driver version (after nvmlInit). */
API nvmlReturn_t nvmlSystemGetCudaDriverVersion(int *v)
{
    if (!v)
        return NVML_ERROR_INVALID_ARGUMENT;
    if (!initialized())
        return NVML_ERROR_UNINITIALIZED;
    *v = ln_servers[0].info.cuda_driver_version;
    return NVML_SUCCESS;
}

API nvmlReturn_t nvmlSystemGetCudaDriverVersion_v2(int *v) { return nvmlSystemGetCudaDriverVersion(v); }

/* ---------------------------------------------------------------- devices */

API nvmlReturn_t nvmlDeviceGetCount_v2(unsigned int *count)
{
    if (!initialized())
        return NVML_ERROR_UNINITIALIZED;
    if (!count)
        return NVML_ERROR_INVALID_ARGUMENT;
    *count = g_ndev;
    return NVML_SUCCESS;
}

API nvmlReturn_t nvmlDeviceGetCount(unsigned int *count) { return nvmlDeviceGetCount_v2(count); }

API nvmlReturn_t nvmlDeviceGetHandleByIndex_v2(unsigned int index, nvmlDevice_t *device)
{
    if (!initialized())
        return NVML_ERROR_UNINITIALIZED;
    if (!device || index >= g_ndev)
        return NVML_ERROR_INVALID_ARGUMENT;
    *device = &g_dev[index];
    return NVML_SUCCESS;
}

API nvmlReturn_t nvmlDeviceGetHandleByIndex(unsigned int index, nvmlDevice_t *device)
{
    return nvmlDeviceGetHandleByIndex_v2(index, device);
}

/* The device of a handle of this library, or NULL. */
static struct nvmlDevice_st *device_of(nvmlDevice_t d)
{
    uintptr_t p = (uintptr_t)d, base = (uintptr_t)g_dev;
    if (p < base || p >= base + g_ndev * sizeof g_dev[0] || (p - base) % sizeof g_dev[0])
        return NULL;
    return d;
}

static nvmlReturn_t by_string(uint32_t fn, const char *key, nvmlDevice_t *device)
{
    if (!initialized())
        return NVML_ERROR_UNINITIALIZED;
    if (!key || !device || strlen(key) > LPN_MAX_STRING)
        return NVML_ERROR_INVALID_ARGUMENT;
    nvmlReturn_t last = NVML_ERROR_NOT_FOUND;
    for (unsigned i = 0; i < g_ndev; i++) {
        if (i && g_dev[i].server == g_dev[i - 1].server)
            continue; /* once per server */
        uint32_t index = 0;
        size_t got = 0;
        nvmlReturn_t r = ln_request(&ln_servers[g_dev[i].server], fn, LPN_NO_DEVICE, 0, 0, key,
                                    strlen(key), &index, sizeof index, &got);
        if (r == NVML_SUCCESS && got == sizeof index) {
            for (unsigned j = i; j < g_ndev && g_dev[j].server == g_dev[i].server; j++)
                if (g_dev[j].remote == index) {
                    *device = &g_dev[j];
                    return NVML_SUCCESS;
                }
        } else if (r != NVML_ERROR_NOT_FOUND && r != NVML_SUCCESS) {
            last = r;
        }
    }
    return last == NVML_ERROR_GPU_IS_LOST ? NVML_ERROR_NOT_FOUND : last;
}

API nvmlReturn_t nvmlDeviceGetHandleByUUID(const char *uuid, nvmlDevice_t *device)
{
    return by_string(LPN_INDEX_BY_UUID, uuid, device);
}

API nvmlReturn_t nvmlDeviceGetHandleByPciBusId_v2(const char *id, nvmlDevice_t *device)
{
    return by_string(LPN_INDEX_BY_PCI, id, device);
}

API nvmlReturn_t nvmlDeviceGetHandleByPciBusId(const char *id, nvmlDevice_t *device)
{
    return by_string(LPN_INDEX_BY_PCI, id, device);
}

API nvmlReturn_t nvmlDeviceGetIndex(nvmlDevice_t device, unsigned int *index)
{
    if (!initialized())
        return NVML_ERROR_UNINITIALIZED;
    struct nvmlDevice_st *x = device_of(device);
    if (!x || !index)
        return NVML_ERROR_INVALID_ARGUMENT;
    *index = x->index;
    return NVML_SUCCESS;
}

/* A request about one device: the checks every device query makes, then the server's answer,
 * which must be exactly `want` bytes (0: up to cap). */
static nvmlReturn_t ask(nvmlDevice_t device, uint32_t fn, uint32_t a0, uint32_t a1, void *out,
                        size_t cap, size_t want, size_t *got)
{
    if (!initialized())
        return NVML_ERROR_UNINITIALIZED;
    struct nvmlDevice_st *x = device_of(device);
    if (!x)
        return NVML_ERROR_INVALID_ARGUMENT;
    size_t n = 0;
    nvmlReturn_t r =
        ln_request(&ln_servers[x->server], fn, x->remote, a0, a1, NULL, 0, out, cap, &n);
    if (r == NVML_SUCCESS && want && n != want)
        r = NVML_ERROR_UNKNOWN;
    if (got)
        *got = n;
    return r;
}

static nvmlReturn_t scalar(nvmlDevice_t d, uint32_t fn, uint32_t a0, uint32_t a1, void *v,
                           size_t size)
{
    if (!initialized())
        return NVML_ERROR_UNINITIALIZED;
    if (!v)
        return NVML_ERROR_INVALID_ARGUMENT;
    unsigned char buf[8];
    nvmlReturn_t r = ask(d, fn, a0, a1, buf, size, size, NULL);
    if (r == NVML_SUCCESS)
        memcpy(v, buf, size);
    return r;
}

static nvmlReturn_t pair_args(nvmlDevice_t d, uint32_t fn, uint32_t a0, uint32_t a1,
                              unsigned *x, unsigned *y)
{
    if (!initialized())
        return NVML_ERROR_UNINITIALIZED;
    if (!x || !y)
        return NVML_ERROR_INVALID_ARGUMENT;
    unsigned v[2];
    nvmlReturn_t r = ask(d, fn, a0, a1, v, sizeof v, sizeof v, NULL);
    if (r == NVML_SUCCESS) {
        *x = v[0];
        *y = v[1];
    }
    return r;
}

static nvmlReturn_t pair(nvmlDevice_t d, uint32_t fn, unsigned *x, unsigned *y)
{
    return pair_args(d, fn, 0, 0, x, y);
}

static nvmlReturn_t quad(nvmlDevice_t d, uint32_t fn, unsigned *w, unsigned *x, unsigned *y,
                         unsigned *z)
{
    if (!initialized())
        return NVML_ERROR_UNINITIALIZED;
    if (!w || !x || !y || !z)
        return NVML_ERROR_INVALID_ARGUMENT;
    unsigned v[4];
    nvmlReturn_t r = ask(d, fn, 0, 0, v, sizeof v, sizeof v, NULL);
    if (r == NVML_SUCCESS) {
        *w = v[0];
        *x = v[1];
        *y = v[2];
        *z = v[3];
    }
    return r;
}

/* A u64 query of three scalar arguments: the third travels as the request's argument bytes. */
static nvmlReturn_t scalar3(nvmlDevice_t d, uint32_t fn, uint32_t a0, uint32_t a1, uint32_t a2,
                            unsigned long long *v)
{
    if (!initialized())
        return NVML_ERROR_UNINITIALIZED;
    struct nvmlDevice_st *x = device_of(d);
    if (!x || !v)
        return NVML_ERROR_INVALID_ARGUMENT;
    unsigned long long got = 0;
    size_t n = 0;
    nvmlReturn_t r = ln_request(&ln_servers[x->server], fn, x->remote, a0, a1, &a2, 4, &got,
                                sizeof got, &n);
    if (r == NVML_SUCCESS && n != sizeof got)
        r = NVML_ERROR_UNKNOWN;
    if (r == NVML_SUCCESS)
        *v = got;
    return r;
}

static nvmlReturn_t string(nvmlDevice_t d, uint32_t fn, uint32_t a0, char *buf, unsigned len)
{
    if (!initialized())
        return NVML_ERROR_UNINITIALIZED;
    if (!buf)
        return NVML_ERROR_INVALID_ARGUMENT;
    char s[264];
    size_t n = 0;
    nvmlReturn_t r = ask(d, fn, a0, 0, s, 256, 0, &n);
    if (r != NVML_SUCCESS)
        return r;
    if (n == 0 || s[n - 1] != 0 || strlen(s) + 1 != n)
        return NVML_ERROR_UNKNOWN;
    return copy_string(s, buf, len);
}

static nvmlReturn_t bytes(nvmlDevice_t d, uint32_t fn, void *p, size_t size)
{
    if (!initialized())
        return NVML_ERROR_UNINITIALIZED;
    if (!p)
        return NVML_ERROR_INVALID_ARGUMENT;
    unsigned char buf[256];
    nvmlReturn_t r = ask(d, fn, 0, 0, buf, size, size, NULL);
    if (r == NVML_SUCCESS)
        memcpy(p, buf, size);
    return r;
}

/* A versioned structure (LPN_VERSIONED): the caller's version word says its size. */
static nvmlReturn_t versioned(nvmlDevice_t d, uint32_t fn, void *p, size_t most)
{
    if (!initialized())
        return NVML_ERROR_UNINITIALIZED;
    if (!p)
        return NVML_ERROR_INVALID_ARGUMENT;
    unsigned version;
    memcpy(&version, p, 4);
    size_t size = version & 0xFFFFFFu;
    if (size < 4 || size > most)
        return NVML_ERROR_ARGUMENT_VERSION_MISMATCH; /* no version NVML knows is that size */
    unsigned char buf[256];
    nvmlReturn_t r = ask(d, fn, version, 0, buf, size, size, NULL);
    if (r == NVML_SUCCESS)
        memcpy(p, buf, size);
    return r;
}

/* The generic functions of nvml_wire.h's table, one definition per shape. */
#define DEF_LPN_U32(name, size)                                                                \
    API nvmlReturn_t name(nvmlDevice_t d, unsigned *v) { return scalar(d, LPN_##name, 0, 0, v, 4); }
#define DEF_LPN_ARG_U32(name, size)                                                            \
    API nvmlReturn_t name(nvmlDevice_t d, unsigned a, unsigned *v)                             \
    {                                                                                          \
        return scalar(d, LPN_##name, a, 0, v, 4);                                              \
    }
#define DEF_LPN_ARG2_U32(name, size)                                                           \
    API nvmlReturn_t name(nvmlDevice_t d, unsigned a, unsigned b, unsigned *v)                 \
    {                                                                                          \
        return scalar(d, LPN_##name, a, b, v, 4);                                              \
    }
#define DEF_LPN_U64(name, size)                                                                \
    API nvmlReturn_t name(nvmlDevice_t d, unsigned long long *v)                               \
    {                                                                                          \
        return scalar(d, LPN_##name, 0, 0, v, 8);                                              \
    }
#define DEF_LPN_ARG2_U64(name, size)                                                           \
    API nvmlReturn_t name(nvmlDevice_t d, unsigned a, unsigned b, unsigned long long *v)       \
    {                                                                                          \
        return scalar(d, LPN_##name, a, b, v, 8);                                              \
    }
#define DEF_LPN_PAIR(name, size)                                                               \
    API nvmlReturn_t name(nvmlDevice_t d, unsigned *x, unsigned *y) { return pair(d, LPN_##name, x, y); }
#define DEF_LPN_STR(name, size)                                                                \
    API nvmlReturn_t name(nvmlDevice_t d, char *buf, unsigned len)                             \
    {                                                                                          \
        return string(d, LPN_##name, 0, buf, len);                                             \
    }
#define DEF_LPN_ARG_STR(name, size)                                                            \
    API nvmlReturn_t name(nvmlDevice_t d, unsigned a, char *buf, unsigned len)                 \
    {                                                                                          \
        return string(d, LPN_##name, a, buf, len);                                             \
    }
#define DEF_LPN_QUAD(name, size)                                                               \
    API nvmlReturn_t name(nvmlDevice_t d, unsigned *w, unsigned *x, unsigned *y, unsigned *z)  \
    {                                                                                          \
        return quad(d, LPN_##name, w, x, y, z);                                                \
    }
#define DEF_LPN_ARG2_PAIR(name, size)                                                          \
    API nvmlReturn_t name(nvmlDevice_t d, unsigned a, unsigned b, unsigned *x, unsigned *y)    \
    {                                                                                          \
        return pair_args(d, LPN_##name, a, b, x, y);                                           \
    }
#define DEF_LPN_ARG3_U64(name, size)                                                           \
    API nvmlReturn_t name(nvmlDevice_t d, unsigned a, unsigned b, unsigned c,                  \
                          unsigned long long *v)                                               \
    {                                                                                          \
        return scalar3(d, LPN_##name, a, b, c, v);                                             \
    }
#define DEF_LPN_BYTES(name, size)                                                              \
    API nvmlReturn_t name(nvmlDevice_t d, void *p) { return bytes(d, LPN_##name, p, size); }
#define DEF_LPN_VERSIONED(name, size)                                                          \
    API nvmlReturn_t name(nvmlDevice_t d, void *p) { return versioned(d, LPN_##name, p, size); }
#define DEF_LPN_NONE(name, size)                                                               \
    API nvmlReturn_t name(nvmlDevice_t d) { return ask(d, LPN_##name, 0, 0, NULL, 0, 0, NULL); }
#define DEF(id, name, shape, size) DEF_##shape(name, size)
LPN_TABLE(DEF)
#undef DEF

/* ---------------------------------------------------------------- by hand */

/* The versioned temperature query (NVML 13's replacement of nvmlDeviceGetTemperature): the
 * same request on the wire. */
API nvmlReturn_t nvmlDeviceGetTemperatureV(nvmlDevice_t device, nvmlTemperature_v1_t *t)
{
    if (!initialized())
        return NVML_ERROR_UNINITIALIZED;
    if (!t)
        return NVML_ERROR_INVALID_ARGUMENT;
    if (t->version != nvmlTemperature_v1)
        return NVML_ERROR_ARGUMENT_VERSION_MISMATCH;
    unsigned v = 0;
    nvmlReturn_t r = scalar(device, LPN_nvmlDeviceGetTemperature, t->sensorType, 0, &v, 4);
    if (r == NVML_SUCCESS)
        t->temperature = (int)v;
    return r;
}

static nvmlReturn_t memory(nvmlDevice_t d, uint64_t m[4])
{
    return ask(d, LPN_MEMORY, 0, 0, m, 32, 32, NULL);
}

API nvmlReturn_t nvmlDeviceGetMemoryInfo(nvmlDevice_t device, nvmlMemory_t *memory_out)
{
    if (!initialized())
        return NVML_ERROR_UNINITIALIZED;
    if (!memory_out)
        return NVML_ERROR_INVALID_ARGUMENT;
    uint64_t m[4];
    nvmlReturn_t r = memory(device, m);
    if (r == NVML_SUCCESS) {
        memory_out->total = m[0];
        memory_out->free = m[2];
        /* "used" of the first version counts the reserved memory too (NVML's reference) */
        memory_out->used = m[3] + m[1];
    }
    return r;
}

API nvmlReturn_t nvmlDeviceGetMemoryInfo_v2(nvmlDevice_t device, nvmlMemory_v2_t *memory_out)
{
    if (!initialized())
        return NVML_ERROR_UNINITIALIZED;
    if (!memory_out)
        return NVML_ERROR_INVALID_ARGUMENT;
    if (memory_out->version != nvmlMemory_v2)
        return NVML_ERROR_ARGUMENT_VERSION_MISMATCH;
    uint64_t m[4];
    nvmlReturn_t r = memory(device, m);
    if (r == NVML_SUCCESS) {
        memory_out->total = m[0];
        memory_out->reserved = m[1];
        memory_out->free = m[2];
        memory_out->used = m[3];
    }
    return r;
}

static nvmlReturn_t pci(nvmlDevice_t device, nvmlPciInfo_t *out, size_t n)
{
    if (!initialized())
        return NVML_ERROR_UNINITIALIZED;
    if (!out)
        return NVML_ERROR_INVALID_ARGUMENT;
    nvmlPciInfo_t p;
    nvmlReturn_t r = ask(device, LPN_PCI, 0, 0, &p, sizeof p, sizeof p, NULL);
    if (r == NVML_SUCCESS) {
        p.busIdLegacy[sizeof p.busIdLegacy - 1] = 0;
        p.busId[sizeof p.busId - 1] = 0;
        memcpy(out, &p, n);
    }
    return r;
}

API nvmlReturn_t nvmlDeviceGetPciInfo_v3(nvmlDevice_t device, nvmlPciInfo_t *p)
{
    return pci(device, p, sizeof *p);
}
/* The older two were given a shorter structure: only the fields all versions share. */
API nvmlReturn_t nvmlDeviceGetPciInfo_v2(nvmlDevice_t device, nvmlPciInfo_t *p)
{
    return pci(device, p, LUPINE_NVML_PCI_COMMON_BYTES);
}
API nvmlReturn_t nvmlDeviceGetPciInfo(nvmlDevice_t device, nvmlPciInfo_t *p)
{
    return pci(device, p, LUPINE_NVML_PCI_COMMON_BYTES);
}

/* kind: 0 compute, 1 graphics, 2 MPS compute processes (LPN_PROCESSES). version 1:
 * nvmlProcessInfo_v1_t; 2 and 3: nvmlProcessInfo_t. The process ids are the GPU host's (see
 * the top of this file). */
static nvmlReturn_t processes(nvmlDevice_t device, unsigned kind, unsigned *count, void *infos,
                              int version)
{
    if (!initialized())
        return NVML_ERROR_UNINITIALIZED;
    if (!count)
        return NVML_ERROR_INVALID_ARGUMENT;
    struct nvmlDevice_st *x = device_of(device);
    if (x && kind == 2 && ln_servers[x->server].minor < 6) {
        ln_debug("%s speaks protocol 2.%u, without MPS process lists (2.6): "
                 "NVML_ERROR_NOT_SUPPORTED", ln_servers[x->server].endpoint,
                 (unsigned)ln_servers[x->server].minor);
        return NVML_ERROR_NOT_SUPPORTED;
    }
    unsigned char *buf = malloc(LPN_MAX_ANSWER);
    if (!buf)
        return NVML_ERROR_MEMORY;
    size_t got = 0;
    nvmlReturn_t r = ask(device, LPN_PROCESSES, kind, 0, buf, LPN_MAX_ANSWER, 0, &got);
    uint32_t n = 0;
    if (r == NVML_SUCCESS) {
        if (got >= 8)
            memcpy(&n, buf, 4);
        if (got < 8 || n > LPN_MAX_PROCESSES || got != 8 + n * sizeof(lpn_process))
            r = NVML_ERROR_UNKNOWN;
    }
    if (r == NVML_SUCCESS && n > *count) {
        *count = n;
        r = NVML_ERROR_INSUFFICIENT_SIZE;
    } else if (r == NVML_SUCCESS && n && !infos) {
        r = NVML_ERROR_INVALID_ARGUMENT;
    } else if (r == NVML_SUCCESS) {
        for (uint32_t i = 0; i < n; i++) {
            lpn_process q;
            memcpy(&q, buf + 8 + i * sizeof q, sizeof q);
            if (version == 1) {
                nvmlProcessInfo_v1_t *p = (nvmlProcessInfo_v1_t *)infos + i;
                p->pid = q.pid;
                p->usedGpuMemory = q.used_memory;
            } else {
                nvmlProcessInfo_t *p = (nvmlProcessInfo_t *)infos + i;
                p->pid = q.pid;
                p->usedGpuMemory = q.used_memory;
                p->gpuInstanceId = q.gpu_instance;
                p->computeInstanceId = q.compute_instance;
            }
        }
        *count = n;
    }
    free(buf);
    return r;
}

API nvmlReturn_t nvmlDeviceGetComputeRunningProcesses_v3(nvmlDevice_t d, unsigned *n, void *p)
{
    return processes(d, 0, n, p, 3);
}
API nvmlReturn_t nvmlDeviceGetComputeRunningProcesses_v2(nvmlDevice_t d, unsigned *n, void *p)
{
    return processes(d, 0, n, p, 2);
}
API nvmlReturn_t nvmlDeviceGetComputeRunningProcesses(nvmlDevice_t d, unsigned *n, void *p)
{
    return processes(d, 0, n, p, 1);
}
API nvmlReturn_t nvmlDeviceGetGraphicsRunningProcesses_v3(nvmlDevice_t d, unsigned *n, void *p)
{
    return processes(d, 1, n, p, 3);
}
API nvmlReturn_t nvmlDeviceGetGraphicsRunningProcesses_v2(nvmlDevice_t d, unsigned *n, void *p)
{
    return processes(d, 1, n, p, 2);
}
API nvmlReturn_t nvmlDeviceGetGraphicsRunningProcesses(nvmlDevice_t d, unsigned *n, void *p)
{
    return processes(d, 1, n, p, 1);
}
API nvmlReturn_t nvmlDeviceGetMPSComputeRunningProcesses_v3(nvmlDevice_t d, unsigned *n, void *p)
{
    return processes(d, 2, n, p, 3);
}
API nvmlReturn_t nvmlDeviceGetMPSComputeRunningProcesses_v2(nvmlDevice_t d, unsigned *n, void *p)
{
    return processes(d, 2, n, p, 2);
}
API nvmlReturn_t nvmlDeviceGetMPSComputeRunningProcesses(nvmlDevice_t d, unsigned *n, void *p)
{
    return processes(d, 2, n, p, 1);
}

/* Field values: fieldId and scopeId of each entry go to the server, which answers the
 * entries as its NVML filled them (timestamps are the server host's clock); more than
 * LPN_MAX_FIELDS entries travel in several requests. */
API nvmlReturn_t nvmlDeviceGetFieldValues(nvmlDevice_t device, int count, nvmlFieldValue_t *values)
{
    if (!initialized())
        return NVML_ERROR_UNINITIALIZED;
    if (!values || count <= 0)
        return NVML_ERROR_INVALID_ARGUMENT;
    struct nvmlDevice_st *x = device_of(device);
    if (!x)
        return NVML_ERROR_INVALID_ARGUMENT;
    for (int at = 0; at < count; at += LPN_MAX_FIELDS) {
        int n = count - at < LPN_MAX_FIELDS ? count - at : LPN_MAX_FIELDS;
        uint32_t ids[2 * LPN_MAX_FIELDS];
        for (int i = 0; i < n; i++) {
            ids[2 * i] = values[at + i].fieldId;
            ids[2 * i + 1] = values[at + i].scopeId;
        }
        nvmlFieldValue_t got[LPN_MAX_FIELDS];
        size_t len = 0;
        nvmlReturn_t r = ln_request(&ln_servers[x->server], LPN_FIELD_VALUES, x->remote, 0, 0, ids,
                                    8 * (size_t)n, got, sizeof got, &len);
        if (r == NVML_SUCCESS && len != (size_t)n * sizeof got[0])
            r = NVML_ERROR_UNKNOWN;
        if (r != NVML_SUCCESS)
            return r;
        for (int i = 0; i < n; i++) { /* the caller's ids stay its own */
            got[i].fieldId = values[at + i].fieldId;
            got[i].scopeId = values[at + i].scopeId;
            values[at + i] = got[i];
        }
    }
    return NVML_SUCCESS;
}

/* The name of process `pid` of server `server`'s host, into name (length > 0), truncated to
 * it as NVML truncates. */
static nvmlReturn_t process_name(int server, unsigned pid, char *name, unsigned length)
{
    char s[LPN_MAX_STRING + 8];
    size_t got = 0;
    nvmlReturn_t r = ln_request(&ln_servers[server], LPN_PROCESS_NAME, LPN_NO_DEVICE, pid, 0,
                                NULL, 0, s, LPN_MAX_STRING, &got);
    if (r != NVML_SUCCESS)
        return r;
    if (got == 0 || s[got - 1] != 0 || strlen(s) + 1 != got)
        return NVML_ERROR_UNKNOWN;
    snprintf(name, length, "%s", s);
    return NVML_SUCCESS;
}

/* The name of a process of a server's host (the process lists carry the host's ids): the
 * servers are asked in order and the first that knows the id answers; with several servers an
 * id may name different processes on different hosts. */
API nvmlReturn_t nvmlSystemGetProcessName(unsigned int pid, char *name, unsigned int length)
{
    if (!initialized())
        return NVML_ERROR_UNINITIALIZED;
    if (!name || !length)
        return NVML_ERROR_INVALID_ARGUMENT;
    nvmlReturn_t last = NVML_ERROR_NOT_FOUND;
    for (int i = 0; i < ln_nservers; i++) {
        nvmlReturn_t r = process_name(i, pid, name, length);
        if (r == NVML_SUCCESS || r == NVML_ERROR_UNKNOWN)
            return r;
        last = r;
    }
    return last == NVML_ERROR_GPU_IS_LOST ? NVML_ERROR_NOT_FOUND : last;
}

nvmlReturn_t ln_device_process_name(nvmlDevice_t device, unsigned pid, char *name,
                                    unsigned length)
{
    if (!initialized())
        return NVML_ERROR_UNINITIALIZED;
    struct nvmlDevice_st *x = device_of(device);
    if (!x || !name || !length)
        return NVML_ERROR_INVALID_ARGUMENT;
    return process_name((int)x->server, pid, name, length);
}

/* Event sets are made and freed here and stay empty: registering a device's events is not
 * supported (nvmlDeviceRegisterEvents, unsupported.c), nor waiting on a set. nvidia-smi makes
 * one and frees it in its plain form without registering anything (H200 2026-12-03 trace). A
 * set is freed once; anything else given to nvmlEventSetFree is NVML_ERROR_INVALID_ARGUMENT. */
struct nvmlEventSet_st {
    struct nvmlEventSet_st *next;
};
typedef struct nvmlEventSet_st *nvmlEventSet_t;

static struct nvmlEventSet_st *g_sets;
static pthread_mutex_t g_sets_mu = PTHREAD_MUTEX_INITIALIZER;

API nvmlReturn_t nvmlEventSetCreate(nvmlEventSet_t *set)
{
    if (!initialized())
        return NVML_ERROR_UNINITIALIZED;
    if (!set)
        return NVML_ERROR_INVALID_ARGUMENT;
    struct nvmlEventSet_st *s = calloc(1, sizeof *s);
    if (!s)
        return NVML_ERROR_MEMORY;
    pthread_mutex_lock(&g_sets_mu);
    s->next = g_sets;
    g_sets = s;
    pthread_mutex_unlock(&g_sets_mu);
    *set = s;
    return NVML_SUCCESS;
}

API nvmlReturn_t nvmlEventSetFree(nvmlEventSet_t set)
{
    if (!initialized())
        return NVML_ERROR_UNINITIALIZED;
    pthread_mutex_lock(&g_sets_mu);
    struct nvmlEventSet_st **p = &g_sets;
    while (*p && *p != set)
        p = &(*p)->next;
    int found = set && *p == set;
    if (found)
        *p = set->next;
    pthread_mutex_unlock(&g_sets_mu);
    if (!found)
        return NVML_ERROR_INVALID_ARGUMENT;
    free(set);
    return NVML_SUCCESS;
}

/* Units are S-class enclosures; the servers' GPUs are never presented as any. */
API nvmlReturn_t nvmlUnitGetCount(unsigned int *count)
{
    if (!initialized())
        return NVML_ERROR_UNINITIALIZED;
    if (!count)
        return NVML_ERROR_INVALID_ARGUMENT;
    *count = 0;
    return NVML_SUCCESS;
}

/* NVML's private tables: those LUPINE declares (codegen/export_tables.toml, `library =
 * "nvml"`; export_tables.c); any other UUID is refused with a NULL table, since a table that
 * is not one would be called and crash. */
API nvmlReturn_t nvmlInternalGetExportTable(const void **table, const unsigned char *uuid)
{
    if (table)
        *table = NULL;
    if (!table || !uuid)
        return NVML_ERROR_INVALID_ARGUMENT;
    for (int i = 0; i < LN_XT_COUNT; i++)
        if (!memcmp(ln_xt_decls[i].uuid, uuid, 16)) {
            *table = ln_xt_tables[i];
            ln_debug("nvmlInternalGetExportTable: %s (%s)", ln_xt_decls[i].name,
                     ln_xt_decls[i].tag);
            return NVML_SUCCESS;
        }
    char hex[33];
    for (int i = 0; i < 16; i++)
        snprintf(hex + 2 * i, 3, "%02x", uuid[i]);
    ln_debug("nvmlInternalGetExportTable(%s) refused: a table unknown to LUPINE", hex);
    return NVML_ERROR_NOT_SUPPORTED;
}

nvmlReturn_t ln_unsupported(const char *name)
{
    ln_debug("%s is not supported by LUPINE (NVML_ERROR_NOT_SUPPORTED)", name);
    return NVML_ERROR_NOT_SUPPORTED;
}
