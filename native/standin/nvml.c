/* liblupine-standin-nvml.so: a stand-in NVML for GPU-free tests (lupine-server --nvml), with
 * the stand-in CUDA driver's devices (standin.c): LUPINE_STANDIN_DEVICES of them (1..8, default
 * 1, read at nvmlInit), each named, sized, identified and placed on the PCI bus as
 * cuDeviceGetName, cuDeviceTotalMem, cuDeviceGetUuid and cuDeviceGetPCIBusId name it there; the
 * rest are fixed plausible values of an H200, a little different per device so that a mix-up
 * shows. Tests call it directly (ctypes) as the reference for what LUPINE's client NVML answers
 * through a server.
 *
 * It exports the functions the server's dispatcher calls (native/server/nvml.c) and the system
 * queries; anything else is absent, as in an NVML older than the function (the server then
 * answers NVML_ERROR_FUNCTION_NOT_FOUND). Handles are checked (NVML_ERROR_INVALID_ARGUMENT), as
 * are NULL out-pointers; calls before nvmlInit answer NVML_ERROR_UNINITIALIZED. No process
 * uses a stand-in device: the process lists are empty, unless LUPINE_STANDIN_PROCESSES=1
 * (below); process names are read from /proc. */
#include "standin_internal.h"

#include "lupine/nvml_api.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

struct nvmlDevice_st {
    int index;
};

static struct nvmlDevice_st g_nv[8];
static int g_nvn, g_refs;
static pthread_mutex_t g_nv_lock = PTHREAD_MUTEX_INITIALIZER;

EXPORT nvmlReturn_t nvmlInitWithFlags(unsigned int flags)
{
    (void)flags;
    pthread_mutex_lock(&g_nv_lock);
    if (!g_refs++) {
        const char *n = getenv("LUPINE_STANDIN_DEVICES");
        g_nvn = n && atoi(n) >= 1 && atoi(n) <= 8 ? atoi(n) : 1;
        for (int i = 0; i < g_nvn; i++)
            g_nv[i].index = i;
    }
    pthread_mutex_unlock(&g_nv_lock);
    return NVML_SUCCESS;
}

EXPORT nvmlReturn_t nvmlInit_v2(void) { return nvmlInitWithFlags(0); }

EXPORT nvmlReturn_t nvmlShutdown(void)
{
    pthread_mutex_lock(&g_nv_lock);
    nvmlReturn_t r = g_refs ? (g_refs--, NVML_SUCCESS) : NVML_ERROR_UNINITIALIZED;
    pthread_mutex_unlock(&g_nv_lock);
    return r;
}

EXPORT const char *nvmlErrorString(nvmlReturn_t r) { return r ? "stand-in error" : "Success"; }

static int up(void) { return __atomic_load_n(&g_refs, __ATOMIC_ACQUIRE) > 0; }

static nvmlReturn_t str(const char *s, char *buf, unsigned len)
{
    if (!up())
        return NVML_ERROR_UNINITIALIZED;
    if (!buf)
        return NVML_ERROR_INVALID_ARGUMENT;
    if (strlen(s) + 1 > len)
        return NVML_ERROR_INSUFFICIENT_SIZE;
    memcpy(buf, s, strlen(s) + 1);
    return NVML_SUCCESS;
}

EXPORT nvmlReturn_t nvmlSystemGetDriverVersion(char *v, unsigned len)
{
    return str("580.159.04-standin", v, len);
}
EXPORT nvmlReturn_t nvmlSystemGetNVMLVersion(char *v, unsigned len)
{
    return str("13.580.159.04-standin", v, len);
}
EXPORT nvmlReturn_t nvmlSystemGetCudaDriverVersion_v2(int *v)
{
    if (!up())
        return NVML_ERROR_UNINITIALIZED;
    if (!v)
        return NVML_ERROR_INVALID_ARGUMENT;
    *v = 13000;
    return NVML_SUCCESS;
}
EXPORT nvmlReturn_t nvmlSystemGetCudaDriverVersion(int *v) { return nvmlSystemGetCudaDriverVersion_v2(v); }

EXPORT nvmlReturn_t nvmlDeviceGetCount_v2(unsigned *n)
{
    if (!up())
        return NVML_ERROR_UNINITIALIZED;
    if (!n)
        return NVML_ERROR_INVALID_ARGUMENT;
    *n = (unsigned)g_nvn;
    return NVML_SUCCESS;
}

EXPORT nvmlReturn_t nvmlDeviceGetHandleByIndex_v2(unsigned i, nvmlDevice_t *d)
{
    if (!up())
        return NVML_ERROR_UNINITIALIZED;
    if (!d || i >= (unsigned)g_nvn)
        return NVML_ERROR_INVALID_ARGUMENT;
    *d = &g_nv[i];
    return NVML_SUCCESS;
}

/* The device index of a handle, or -1. */
static int dev(nvmlDevice_t d)
{
    for (int i = 0; i < g_nvn; i++)
        if (d == &g_nv[i])
            return i;
    return -1;
}

#define DEVICE(d, out)                                                                         \
    if (!up())                                                                                 \
        return NVML_ERROR_UNINITIALIZED;                                                       \
    int i = dev(d);                                                                            \
    if (i < 0 || !(out))                                                                       \
        return NVML_ERROR_INVALID_ARGUMENT;

/* cuDeviceGetUuid's bytes of the stand-in (0x10 * device + i), as NVML prints a UUID */
static void uuid_of(int i, char *out, size_t n)
{
    unsigned char b[16];
    for (int k = 0; k < 16; k++)
        b[k] = (unsigned char)(0x10 * i + k);
    snprintf(out, n,
             "GPU-%02x%02x%02x%02x-%02x%02x-%02x%02x-%02x%02x-%02x%02x%02x%02x%02x%02x", b[0],
             b[1], b[2], b[3], b[4], b[5], b[6], b[7], b[8], b[9], b[10], b[11], b[12], b[13],
             b[14], b[15]);
}

EXPORT nvmlReturn_t nvmlDeviceGetIndex(nvmlDevice_t d, unsigned *index)
{
    DEVICE(d, index);
    *index = (unsigned)i;
    return NVML_SUCCESS;
}

EXPORT nvmlReturn_t nvmlDeviceGetName(nvmlDevice_t d, char *buf, unsigned len)
{
    DEVICE(d, buf);
    char s[64];
    snprintf(s, sizeof s, "LUPINE stand-in device %d", i);
    return str(s, buf, len);
}

EXPORT nvmlReturn_t nvmlDeviceGetUUID(nvmlDevice_t d, char *buf, unsigned len)
{
    DEVICE(d, buf);
    char s[96];
    uuid_of(i, s, sizeof s);
    return str(s, buf, len);
}

EXPORT nvmlReturn_t nvmlDeviceGetSerial(nvmlDevice_t d, char *buf, unsigned len)
{
    DEVICE(d, buf);
    char s[32];
    snprintf(s, sizeof s, "165230000%04d", 100 + i);
    return str(s, buf, len);
}

EXPORT nvmlReturn_t nvmlDeviceGetVbiosVersion(nvmlDevice_t d, char *buf, unsigned len)
{
    DEVICE(d, buf);
    return str("96.00.99.00.01", buf, len);
}

static nvmlReturn_t lookup(const char *key, nvmlDevice_t *d, int pci)
{
    if (!up())
        return NVML_ERROR_UNINITIALIZED;
    if (!key || !d)
        return NVML_ERROR_INVALID_ARGUMENT;
    for (int i = 0; i < g_nvn; i++) {
        char s[96];
        if (pci) {
            unsigned dom = 1, bus = 0, slot = 1, fn = 1;
            if (sscanf(key, "%x:%x:%x.%x", &dom, &bus, &slot, &fn) != 4)
                return NVML_ERROR_INVALID_ARGUMENT;
            if (dom == 0 && bus == (unsigned)(0x40 + i) && slot == 0 && fn == 0) {
                *d = &g_nv[i];
                return NVML_SUCCESS;
            }
        } else {
            uuid_of(i, s, sizeof s);
            if (!strcmp(s, key)) {
                *d = &g_nv[i];
                return NVML_SUCCESS;
            }
        }
    }
    return NVML_ERROR_NOT_FOUND;
}

EXPORT nvmlReturn_t nvmlDeviceGetHandleByUUID(const char *u, nvmlDevice_t *d) { return lookup(u, d, 0); }
EXPORT nvmlReturn_t nvmlDeviceGetHandleByPciBusId_v2(const char *p, nvmlDevice_t *d)
{
    return lookup(p, d, 1);
}

EXPORT nvmlReturn_t nvmlDeviceGetPciInfo_v3(nvmlDevice_t d, nvmlPciInfo_t *p)
{
    DEVICE(d, p);
    memset(p, 0, sizeof *p);
    p->domain = 0;
    p->bus = (unsigned)(0x40 + i);
    p->device = 0;
    p->pciDeviceId = 0x233510DEu;    /* H200: device 0x2335, vendor 0x10de */
    p->pciSubSystemId = 0x18BE10DEu;
    snprintf(p->busIdLegacy, sizeof p->busIdLegacy, "0000:%02X:00.0", (0x40u + (unsigned)i) & 0xffu);
    snprintf(p->busId, sizeof p->busId, "00000000:%02X:00.0", (0x40u + (unsigned)i) & 0xffu);
    return NVML_SUCCESS;
}

/* nvmlPciInfoExt_v1_t (version 0x1000040: 64 bytes): the fields of nvmlDeviceGetPciInfo_v3
 * and the PCI class of an H200, 0x03 (display controller) / 0x02 (3D controller) */
EXPORT nvmlReturn_t nvmlDeviceGetPciInfoExt(nvmlDevice_t d, void *p)
{
    DEVICE(d, p);
    unsigned version;
    memcpy(&version, p, 4);
    if (version != (64u | 1u << 24))
        return NVML_ERROR_ARGUMENT_VERSION_MISMATCH;
    nvmlPciInfo_t v3;
    nvmlDeviceGetPciInfo_v3(d, &v3);
    unsigned w[8] = {version, v3.domain, v3.bus, v3.device, v3.pciDeviceId, v3.pciSubSystemId,
                     0x03, 0x02};
    memcpy(p, w, sizeof w);
    memcpy((unsigned char *)p + sizeof w, v3.busId, 32);
    return NVML_SUCCESS;
}

/* The stand-in's InfoROM is always valid. */
EXPORT nvmlReturn_t nvmlDeviceValidateInforom(nvmlDevice_t d)
{
    DEVICE(d, d);
    return NVML_SUCCESS;
}

#define RESERVED_BYTES ((unsigned long long)512 << 20)
#define USED_BYTES(i) (((unsigned long long)1 << 30) + ((unsigned long long)(i) << 20))

EXPORT nvmlReturn_t nvmlDeviceGetMemoryInfo_v2(nvmlDevice_t d, nvmlMemory_v2_t *m)
{
    DEVICE(d, m);
    if (m->version != nvmlMemory_v2)
        return NVML_ERROR_ARGUMENT_VERSION_MISMATCH;
    m->total = STANDIN_DEVICE_MEMORY;
    m->reserved = RESERVED_BYTES;
    m->used = USED_BYTES(i);
    m->free = m->total - m->reserved - m->used;
    return NVML_SUCCESS;
}

EXPORT nvmlReturn_t nvmlDeviceGetMemoryInfo(nvmlDevice_t d, nvmlMemory_t *m)
{
    DEVICE(d, m);
    m->total = STANDIN_DEVICE_MEMORY;
    m->used = USED_BYTES(i) + RESERVED_BYTES; /* the first version counts both */
    m->free = m->total - m->used;
    return NVML_SUCCESS;
}

EXPORT nvmlReturn_t nvmlDeviceGetBAR1MemoryInfo(nvmlDevice_t d, nvmlBAR1Memory_t *b)
{
    DEVICE(d, b);
    b->bar1Total = (unsigned long long)256 << 30;
    b->bar1Used = (unsigned long long)(2 + i) << 20;
    b->bar1Free = b->bar1Total - b->bar1Used;
    return NVML_SUCCESS;
}

EXPORT nvmlReturn_t nvmlDeviceGetUtilizationRates(nvmlDevice_t d, nvmlUtilization_t *u)
{
    DEVICE(d, u);
    u->gpu = (unsigned)(3 * i);
    u->memory = (unsigned)i;
    return NVML_SUCCESS;
}

/* The GPU's place in an NVLink fabric (NVML 13's nvmlGpuFabricInfo_t and the versioned
 * nvmlGpuFabricInfo_v2_t, 36 bytes, and _v3_t, 40): a stand-in GPU is in none, as an H200
 * outside an NVSwitch system, so the state is NVML_GPU_FABRIC_STATE_NOT_SUPPORTED (0) with the
 * status NVML_SUCCESS; the clique is the device's index, so that each device answers its own. */
EXPORT nvmlReturn_t nvmlDeviceGetGpuFabricInfo(nvmlDevice_t d, void *p)
{
    DEVICE(d, p);
    unsigned char *b = p;
    memset(b, 0, 28);
    unsigned clique = (unsigned)i;
    memcpy(b + 20, &clique, 4); /* after clusterUuid[16] and status */
    return NVML_SUCCESS;
}

EXPORT nvmlReturn_t nvmlDeviceGetGpuFabricInfoV(nvmlDevice_t d, void *p)
{
    DEVICE(d, p);
    unsigned version;
    memcpy(&version, p, 4);
    if (version != (36u | 2u << 24) && version != (40u | 3u << 24))
        return NVML_ERROR_ARGUMENT_VERSION_MISMATCH;
    unsigned char *b = p;
    memset(b + 4, 0, (version & 0xFFFFFFu) - 4);
    unsigned clique = (unsigned)i;
    memcpy(b + 24, &clique, 4); /* after version, clusterUuid[16] and status */
    return NVML_SUCCESS;
}

/* f(dev, unsigned *): value */
#define U32(name, value)                                                                       \
    EXPORT nvmlReturn_t name(nvmlDevice_t d, unsigned *v)                                      \
    {                                                                                          \
        DEVICE(d, v);                                                                          \
        *v = (unsigned)(value);                                                                \
        return NVML_SUCCESS;                                                                   \
    }
U32(nvmlDeviceGetPowerUsage, 75000 + 1000 * i)  /* mW */
U32(nvmlDeviceGetPowerManagementLimit, 700000)
U32(nvmlDeviceGetEnforcedPowerLimit, 700000)
U32(nvmlDeviceGetPowerManagementDefaultLimit, 700000)
U32(nvmlDeviceGetPowerManagementMode, 1)
U32(nvmlDeviceGetPerformanceState, 0)
U32(nvmlDeviceGetPersistenceMode, 1)
U32(nvmlDeviceGetComputeMode, 0)
U32(nvmlDeviceGetMinorNumber, i)
U32(nvmlDeviceGetDisplayMode, 0)
U32(nvmlDeviceGetDisplayActive, 0)
U32(nvmlDeviceGetCurrPcieLinkGeneration, 5)
U32(nvmlDeviceGetCurrPcieLinkWidth, 16)
U32(nvmlDeviceGetMaxPcieLinkGeneration, 5)
U32(nvmlDeviceGetMaxPcieLinkWidth, 16)
U32(nvmlDeviceGetArchitecture, 9) /* Hopper */
U32(nvmlDeviceGetNumGpuCores, 16896)
U32(nvmlDeviceGetMemoryBusWidth, 6144)
U32(nvmlDeviceGetNumFans, 0)

/* the stand-in has no fans: as a passively cooled board answers */
EXPORT nvmlReturn_t nvmlDeviceGetFanSpeed(nvmlDevice_t d, unsigned *v)
{
    DEVICE(d, v);
    return NVML_ERROR_NOT_SUPPORTED;
}

EXPORT nvmlReturn_t nvmlDeviceGetTemperature(nvmlDevice_t d, unsigned sensor, unsigned *t)
{
    DEVICE(d, t);
    if (sensor != 0) /* NVML_TEMPERATURE_GPU */
        return NVML_ERROR_INVALID_ARGUMENT;
    *t = (unsigned)(31 + i);
    return NVML_SUCCESS;
}

/* graphics, SM, memory, video (MHz) */
EXPORT nvmlReturn_t nvmlDeviceGetClockInfo(nvmlDevice_t d, unsigned type, unsigned *mhz)
{
    DEVICE(d, mhz);
    static const unsigned k[] = {345, 345, 1593, 765};
    if (type > 3)
        return NVML_ERROR_INVALID_ARGUMENT;
    *mhz = k[type] + (unsigned)i;
    return NVML_SUCCESS;
}

EXPORT nvmlReturn_t nvmlDeviceGetMaxClockInfo(nvmlDevice_t d, unsigned type, unsigned *mhz)
{
    DEVICE(d, mhz);
    static const unsigned k[] = {1980, 1980, 3201, 1545};
    if (type > 3)
        return NVML_ERROR_INVALID_ARGUMENT;
    *mhz = k[type];
    return NVML_SUCCESS;
}

/* 18 NVLinks, all active */
EXPORT nvmlReturn_t nvmlDeviceGetNvLinkState(nvmlDevice_t d, unsigned link, unsigned *active)
{
    DEVICE(d, active);
    if (link >= 18)
        return NVML_ERROR_INVALID_ARGUMENT;
    *active = 1;
    return NVML_SUCCESS;
}

EXPORT nvmlReturn_t nvmlDeviceGetCurrentClocksEventReasons(nvmlDevice_t d, unsigned long long *r)
{
    DEVICE(d, r);
    *r = 1; /* nvmlClocksEventReasonGpuIdle */
    return NVML_SUCCESS;
}

EXPORT nvmlReturn_t nvmlDeviceGetTotalEccErrors(nvmlDevice_t d, unsigned type, unsigned counter,
                                                unsigned long long *n)
{
    DEVICE(d, n);
    if (type > 1 || counter > 1)
        return NVML_ERROR_INVALID_ARGUMENT;
    *n = 0;
    return NVML_SUCCESS;
}

EXPORT nvmlReturn_t nvmlDeviceGetCudaComputeCapability(nvmlDevice_t d, int *major, int *minor)
{
    DEVICE(d, major);
    if (!minor)
        return NVML_ERROR_INVALID_ARGUMENT;
    *major = 9;
    *minor = 0;
    return NVML_SUCCESS;
}

/* f(dev, unsigned *, unsigned *): a, b */
#define PAIR(name, a, b)                                                                       \
    EXPORT nvmlReturn_t name(nvmlDevice_t d, unsigned *x, unsigned *y)                         \
    {                                                                                          \
        DEVICE(d, x);                                                                          \
        if (!y)                                                                                \
            return NVML_ERROR_INVALID_ARGUMENT;                                                \
        (void)i;                                                                               \
        *x = (a);                                                                              \
        *y = (b);                                                                              \
        return NVML_SUCCESS;                                                                   \
    }
PAIR(nvmlDeviceGetMigMode, 0, 0)
PAIR(nvmlDeviceGetEccMode, 1, 1)
PAIR(nvmlDeviceGetPowerManagementLimitConstraints, 200000, 700000)

/* The process lists (kind 0 compute, 1 graphics, 2 MPS compute): empty, unless
 * LUPINE_STANDIN_PROCESSES is 1 (read at each query): then device i lists, as if they used
 * it, this process (compute: 64 + i MiB; MPS compute: 16 + i MiB) and its parent (graphics:
 * 32 + i MiB; MPS compute: 8 + i MiB), outside any MIG instance (0xffffffff), so that the
 * kinds, the devices and the processes each differ. A count below the number of processes
 * answers NVML_ERROR_INSUFFICIENT_SIZE with the number in *count, as NVML does. */
static nvmlReturn_t processes(nvmlDevice_t d, unsigned *count, nvmlProcessInfo_t *infos,
                              int kind)
{
    DEVICE(d, count);
    const char *on = getenv("LUPINE_STANDIN_PROCESSES");
    nvmlProcessInfo_t p[2];
    unsigned n = 0;
    unsigned long long self_mib = (kind ? 16u : 64u) + (unsigned)i;
    unsigned long long parent_mib = (kind == 1 ? 32u : 8u) + (unsigned)i;
    if (on && strcmp(on, "1") == 0) {
        if (kind != 1)
            p[n++] = (nvmlProcessInfo_t){(unsigned)getpid(), self_mib << 20, 0xffffffffu,
                                         0xffffffffu};
        if (kind != 0)
            p[n++] = (nvmlProcessInfo_t){(unsigned)getppid(), parent_mib << 20, 0xffffffffu,
                                         0xffffffffu};
    }
    if (n > *count) {
        *count = n;
        return NVML_ERROR_INSUFFICIENT_SIZE;
    }
    if (n && !infos)
        return NVML_ERROR_INVALID_ARGUMENT;
    if (n)
        memcpy(infos, p, n * sizeof p[0]);
    *count = n;
    return NVML_SUCCESS;
}

EXPORT nvmlReturn_t nvmlDeviceGetComputeRunningProcesses_v3(nvmlDevice_t d, unsigned *count,
                                                            nvmlProcessInfo_t *infos)
{
    return processes(d, count, infos, 0);
}

EXPORT nvmlReturn_t nvmlDeviceGetGraphicsRunningProcesses_v3(nvmlDevice_t d, unsigned *count,
                                                             nvmlProcessInfo_t *infos)
{
    return processes(d, count, infos, 1);
}

EXPORT nvmlReturn_t nvmlDeviceGetMPSComputeRunningProcesses_v3(nvmlDevice_t d, unsigned *count,
                                                               nvmlProcessInfo_t *infos)
{
    return processes(d, count, infos, 2);
}

/* A process's name as the stand-in's host knows it (/proc/PID/comm); NVML_ERROR_NOT_FOUND for
 * an id that names no process. */
EXPORT nvmlReturn_t nvmlSystemGetProcessName(unsigned pid, char *name, unsigned length)
{
    if (!up())
        return NVML_ERROR_UNINITIALIZED;
    if (!name || !length)
        return NVML_ERROR_INVALID_ARGUMENT;
    char path[64], buf[256] = "";
    snprintf(path, sizeof path, "/proc/%u/comm", pid);
    FILE *f = fopen(path, "r");
    if (!f)
        return NVML_ERROR_NOT_FOUND;
    if (!fgets(buf, sizeof buf, f))
        buf[0] = 0;
    fclose(f);
    buf[strcspn(buf, "\n")] = 0;
    snprintf(name, length, "%s", buf);
    return NVML_SUCCESS;
}

/* Field values: ECC current (1), memory temperature (82), energy (83), NVLink count (91), power
 * (186); any other field answers NVML_ERROR_NOT_SUPPORTED in its entry. The timestamp is fixed
 * so that answers through a server compare equal. */
EXPORT nvmlReturn_t nvmlDeviceGetFieldValues(nvmlDevice_t d, int count, nvmlFieldValue_t *v)
{
    DEVICE(d, v);
    if (count <= 0)
        return NVML_ERROR_INVALID_ARGUMENT;
    for (int k = 0; k < count; k++) {
        unsigned long long x = 0;
        unsigned type = 1; /* NVML_VALUE_TYPE_UNSIGNED_INT */
        v[k].nvmlReturn = NVML_SUCCESS;
        switch (v[k].fieldId) {
        case 1: x = 1; break;
        case 82: x = (unsigned long long)(40 + i); break;
        case 83: x = 123456789ULL + (unsigned long long)i; type = 3; break;
        case 91: x = 18; break;
        case 186: x = (unsigned long long)(75000 + 1000 * i); break;
        default: v[k].nvmlReturn = NVML_ERROR_NOT_SUPPORTED;
        }
        v[k].timestamp = 1764547200000000LL;
        v[k].latencyUsec = 0;
        v[k].valueType = type;
        v[k].value = x;
    }
    return NVML_SUCCESS;
}

/* no row was ever remapped on a stand-in device */
EXPORT nvmlReturn_t nvmlDeviceGetRemappedRows(nvmlDevice_t d, unsigned *corr, unsigned *unc,
                                              unsigned *pending, unsigned *failed)
{
    DEVICE(d, corr);
    if (!unc || !pending || !failed)
        return NVML_ERROR_INVALID_ARGUMENT;
    *corr = (unsigned)i;
    *unc = 0;
    *pending = 0;
    *failed = 0;
    return NVML_SUCCESS;
}

/* P0 only: graphics, SM, memory, video clocks from their idle to their maximum (MHz) */
EXPORT nvmlReturn_t nvmlDeviceGetMinMaxClockOfPState(nvmlDevice_t d, unsigned type,
                                                     unsigned pstate, unsigned *lo, unsigned *hi)
{
    DEVICE(d, lo);
    static const unsigned k_lo[] = {345, 345, 1593, 765}, k_hi[] = {1980, 1980, 3201, 1545};
    if (!hi || type > 3)
        return NVML_ERROR_INVALID_ARGUMENT;
    if (pstate != 0)
        return NVML_ERROR_NOT_SUPPORTED;
    *lo = k_lo[type];
    *hi = k_hi[type];
    return NVML_SUCCESS;
}

/* error type (0 corrected, 1 uncorrected), counter (0 volatile, 1 aggregate), location
 * (0..9): corrected aggregate errors of the device memory (location 1) are 2 + device */
EXPORT nvmlReturn_t nvmlDeviceGetMemoryErrorCounter(nvmlDevice_t d, unsigned type, unsigned counter,
                                                    unsigned location, unsigned long long *n)
{
    DEVICE(d, n);
    if (type > 1 || counter > 1 || location > 9)
        return NVML_ERROR_INVALID_ARGUMENT;
    *n = type == 0 && counter == 1 && location == 1 ? 2ULL + (unsigned long long)i : 0;
    return NVML_SUCCESS;
}
