/* NVML for LUPINE clients: answers LP_NVML frames (protocol 2.3; layouts in
 * include/lupine/nvml_wire.h) on the session thread, with the real libnvidia-ml.so.1.
 *
 * The library is opened, and nvmlInit_v2 called, on the session's first NVML request (a
 * session of CUDA calls alone never loads it): --nvml PATH (ls_nvml_path), else $LUPINE_NVML,
 * else the driver's usual directories, else the loader's search. LUPINE's own client library
 * (it exports lupine_nvml_marker) is never taken, named or not: the server would forward to
 * itself. When no NVML can be had, every request is answered with the reason
 * (NVML_ERROR_LIBRARY_NOT_FOUND, or what nvmlInit_v2 said) and the server says why once on
 * stderr.
 *
 * Devices are named by the server's NVML index, checked against the count nvmlInit saw; the
 * handles stay here. Every length is checked before it is read (the frame is exactly the
 * header and its string); a malformed frame ends the session, never the server. */
#define _GNU_SOURCE
#include "server.h"

#include "lupine/nvml_api.h"
#include "lupine/nvml_wire.h"

#include <dlfcn.h>
#include <stdio.h>
#include <unistd.h>

const char *ls_nvml_path;

#define MAX_DEVICES 256

/* The state of this session process (one client); only the session thread touches it. */
static struct {
    int tried;
    nvmlReturn_t status; /* of loading and nvmlInit */
    void *lib;
    uint32_t count;
    nvmlDevice_t dev[MAX_DEVICES];
    nvmlReturn_t dev_status[MAX_DEVICES]; /* of nvmlDeviceGetHandleByIndex_v2 */
    lpn_init info;
} N;

typedef nvmlReturn_t (*fn_void)(void);
typedef nvmlReturn_t (*fn_u32p)(unsigned *);
typedef nvmlReturn_t (*fn_intp)(int *);
typedef nvmlReturn_t (*fn_str)(char *, unsigned);
typedef nvmlReturn_t (*fn_index)(unsigned, nvmlDevice_t *);
typedef nvmlReturn_t (*fn_lookup)(const char *, nvmlDevice_t *);

static void *sym(const char *name) { return N.lib ? dlsym(N.lib, name) : NULL; }

static const char *const k_dirs[] = {
    "/usr/local/nvidia/lib64", "/usr/local/nvidia/lib", "/usr/lib/x86_64-linux-gnu",
    "/usr/lib64", "/usr/lib", "/lib/x86_64-linux-gnu", "/lib64", "/usr/lib/wsl/lib",
};

/* An NVML (it has nvmlInit_v2) that is not LUPINE's client library. */
static void *try_open(const char *path)
{
    void *h = dlopen(path, RTLD_NOW | RTLD_LOCAL);
    if (!h)
        return NULL;
    if (!dlsym(h, "nvmlInit_v2") || dlsym(h, "lupine_nvml_marker")) {
        dlclose(h);
        return NULL;
    }
    return h;
}

static void open_nvml(ls_session *s)
{
    N.tried = 1;
    N.status = NVML_ERROR_LIBRARY_NOT_FOUND;
    const char *named = ls_nvml_path ? ls_nvml_path : getenv("LUPINE_NVML");
    char where[4096] = "";
    if (named && *named) {
        N.lib = try_open(named);
        snprintf(where, sizeof where, "%s", named);
    } else {
        for (size_t i = 0; !N.lib && i < sizeof k_dirs / sizeof k_dirs[0]; i++) {
            snprintf(where, sizeof where, "%s/libnvidia-ml.so.1", k_dirs[i]);
            N.lib = try_open(where);
        }
        if (!N.lib) {
            snprintf(where, sizeof where, "libnvidia-ml.so.1");
            N.lib = try_open(where);
        }
    }
    if (!N.lib) {
        if (named && *named)
            fprintf(stderr, "lupine-server[%d]: NVML: %s cannot be opened or is not NVML; NVML "
                            "requests are answered NVML_ERROR_LIBRARY_NOT_FOUND\n",
                    (int)getpid(), named);
        else
            fprintf(stderr, "lupine-server[%d]: NVML: no libnvidia-ml.so.1 found (give --nvml "
                            "PATH); NVML requests are answered NVML_ERROR_LIBRARY_NOT_FOUND\n",
                    (int)getpid());
        return;
    }
    fn_void init = (fn_void)sym("nvmlInit_v2");
    N.status = init();
    if (N.status != NVML_SUCCESS) {
        fprintf(stderr, "lupine-server[%d]: NVML: nvmlInit_v2 of %s answered %d\n",
                (int)getpid(), where, (int)N.status);
        return;
    }
    unsigned n = 0;
    fn_u32p count = (fn_u32p)sym("nvmlDeviceGetCount_v2");
    if (!count || count(&n) != NVML_SUCCESS)
        n = 0;
    N.count = n < MAX_DEVICES ? n : MAX_DEVICES;
    fn_index by_index = (fn_index)sym("nvmlDeviceGetHandleByIndex_v2");
    for (uint32_t i = 0; i < N.count; i++)
        N.dev_status[i] = by_index ? by_index(i, &N.dev[i]) : NVML_ERROR_FUNCTION_NOT_FOUND;
    N.info.count = N.count;
    fn_intp cuda = (fn_intp)sym("nvmlSystemGetCudaDriverVersion_v2");
    if (!cuda)
        cuda = (fn_intp)sym("nvmlSystemGetCudaDriverVersion");
    if (!cuda || cuda(&N.info.cuda_driver_version) != NVML_SUCCESS)
        N.info.cuda_driver_version = 0;
    fn_str drv = (fn_str)sym("nvmlSystemGetDriverVersion");
    if (drv)
        drv(N.info.driver_version, sizeof N.info.driver_version - 1);
    fn_str ver = (fn_str)sym("nvmlSystemGetNVMLVersion");
    if (ver)
        ver(N.info.nvml_version, sizeof N.info.nvml_version - 1);
    ls_log(s, "NVML: %s, %u devices, driver %s", where, N.count, N.info.driver_version);
}

/* The generic table: wire id -> function name, shape, size; the looked-up address. */
typedef struct {
    uint32_t id;
    const char *name;
    int shape;
    uint32_t size;
} lpn_entry;

static const lpn_entry k_table[] = {
#define LPN_ROW(id, name, shape, size) {id, #name, shape, size},
    LPN_TABLE(LPN_ROW)
#undef LPN_ROW
};
#define TABLE_N (sizeof k_table / sizeof k_table[0])
static void *g_addr[TABLE_N];
static unsigned char g_looked[TABLE_N];

static int reply(ls_session *s, nvmlReturn_t r, const void *p, size_t n)
{
    uint32_t head[2] = {(uint32_t)r, 0};
    struct iovec iov[2] = {{head, 8}, {(void *)p, r == NVML_SUCCESS ? n : 0}};
    return ls_send_frame(s, LP_REPLY, ls_reply_id(), iov, 2) ? -1 : 0;
}

/* Runs a generic request on handle h; the answer goes to out (at least 8 + size bytes). */
static nvmlReturn_t run_generic(size_t k, nvmlDevice_t h, const lp_nvml *q, const char *in,
                                unsigned char *out, size_t *n)
{
    if (!g_looked[k]) {
        g_looked[k] = 1;
        g_addr[k] = sym(k_table[k].name);
    }
    void *f = g_addr[k];
    if (!f && k_table[k].id == LPN_nvmlDeviceGetTemperature) {
        /* an NVML that keeps only the versioned query (GetTemperature is deprecated in 13) */
        typedef nvmlReturn_t (*temp_v)(nvmlDevice_t, nvmlTemperature_v1_t *);
        temp_v tv = (temp_v)sym("nvmlDeviceGetTemperatureV");
        nvmlTemperature_v1_t t = {nvmlTemperature_v1, q->arg0, 0};
        nvmlReturn_t r = tv ? tv(h, &t) : NVML_ERROR_FUNCTION_NOT_FOUND;
        memcpy(out, &t.temperature, 4);
        *n = 4;
        return r;
    }
    if (!f)
        return NVML_ERROR_FUNCTION_NOT_FOUND;
    unsigned a = 0, b = 0;
    unsigned long long u = 0;
    nvmlReturn_t r;
    switch (k_table[k].shape) {
    case LPN_U32:
        r = ((nvmlReturn_t(*)(nvmlDevice_t, unsigned *))f)(h, &a);
        memcpy(out, &a, 4);
        *n = 4;
        return r;
    case LPN_ARG_U32:
        r = ((nvmlReturn_t(*)(nvmlDevice_t, unsigned, unsigned *))f)(h, q->arg0, &a);
        memcpy(out, &a, 4);
        *n = 4;
        return r;
    case LPN_ARG2_U32:
        r = ((nvmlReturn_t(*)(nvmlDevice_t, unsigned, unsigned, unsigned *))f)(h, q->arg0,
                                                                              q->arg1, &a);
        memcpy(out, &a, 4);
        *n = 4;
        return r;
    case LPN_U64:
        r = ((nvmlReturn_t(*)(nvmlDevice_t, unsigned long long *))f)(h, &u);
        memcpy(out, &u, 8);
        *n = 8;
        return r;
    case LPN_ARG2_U64:
        r = ((nvmlReturn_t(*)(nvmlDevice_t, unsigned, unsigned, unsigned long long *))f)(
            h, q->arg0, q->arg1, &u);
        memcpy(out, &u, 8);
        *n = 8;
        return r;
    case LPN_PAIR:
        r = ((nvmlReturn_t(*)(nvmlDevice_t, unsigned *, unsigned *))f)(h, &a, &b);
        memcpy(out, &a, 4);
        memcpy(out + 4, &b, 4);
        *n = 8;
        return r;
    case LPN_STR:
    case LPN_ARG_STR: {
        char buf[256] = {0};
        unsigned size = k_table[k].size < sizeof buf ? k_table[k].size : sizeof buf - 1;
        r = k_table[k].shape == LPN_STR
                ? ((nvmlReturn_t(*)(nvmlDevice_t, char *, unsigned))f)(h, buf, size)
                : ((nvmlReturn_t(*)(nvmlDevice_t, unsigned, char *, unsigned))f)(h, q->arg0,
                                                                                   buf, size);
        buf[size] = 0;
        *n = strlen(buf) + 1;
        memcpy(out, buf, *n);
        return r;
    }
    case LPN_QUAD: {
        unsigned v[4] = {0};
        r = ((nvmlReturn_t(*)(nvmlDevice_t, unsigned *, unsigned *, unsigned *, unsigned *))f)(
            h, &v[0], &v[1], &v[2], &v[3]);
        memcpy(out, v, 16);
        *n = 16;
        return r;
    }
    case LPN_ARG2_PAIR:
        r = ((nvmlReturn_t(*)(nvmlDevice_t, unsigned, unsigned, unsigned *, unsigned *))f)(
            h, q->arg0, q->arg1, &a, &b);
        memcpy(out, &a, 4);
        memcpy(out + 4, &b, 4);
        *n = 8;
        return r;
    case LPN_ARG3_U64: {
        unsigned c;
        memcpy(&c, in, 4); /* checked: exactly 4 argument bytes */
        r = ((nvmlReturn_t(*)(nvmlDevice_t, unsigned, unsigned, unsigned,
                              unsigned long long *))f)(h, q->arg0, q->arg1, c, &u);
        memcpy(out, &u, 8);
        *n = 8;
        return r;
    }
    case LPN_BYTES: {
        unsigned char buf[256] = {0};
        r = ((nvmlReturn_t(*)(nvmlDevice_t, void *))f)(h, buf);
        *n = k_table[k].size;
        memcpy(out, buf, *n);
        return r;
    }
    case LPN_NONE:
        *n = 0;
        return ((nvmlReturn_t(*)(nvmlDevice_t))f)(h);
    case LPN_VERSIONED: {
        unsigned char buf[256] = {0};
        size_t size = q->arg0 & 0xFFFFFFu;
        if (size < 4 || size > k_table[k].size || size > sizeof buf)
            return NVML_ERROR_ARGUMENT_VERSION_MISMATCH;
        memcpy(buf, &q->arg0, 4);
        r = ((nvmlReturn_t(*)(nvmlDevice_t, void *))f)(h, buf);
        *n = size;
        memcpy(out, buf, size);
        return r;
    }
    }
    return NVML_ERROR_UNKNOWN;
}

/* kind (LPN_PROCESSES' arg0): 0 compute, 1 graphics, 2 MPS compute processes. */
static nvmlReturn_t run_processes(nvmlDevice_t h, unsigned kind, unsigned char **out, size_t *n)
{
    typedef nvmlReturn_t (*procs_fn)(nvmlDevice_t, unsigned *, nvmlProcessInfo_t *);
    static const char *const names[3][2] = {
        {"nvmlDeviceGetComputeRunningProcesses_v3", "nvmlDeviceGetComputeRunningProcesses_v2"},
        {"nvmlDeviceGetGraphicsRunningProcesses_v3", "nvmlDeviceGetGraphicsRunningProcesses_v2"},
        {"nvmlDeviceGetMPSComputeRunningProcesses_v3",
         "nvmlDeviceGetMPSComputeRunningProcesses_v2"},
    };
    procs_fn f = (procs_fn)sym(names[kind][0]);
    if (!f) /* the _v2 queries fill the same structure */
        f = (procs_fn)sym(names[kind][1]);
    if (!f)
        return NVML_ERROR_FUNCTION_NOT_FOUND;
    nvmlProcessInfo_t *p = calloc(LPN_MAX_PROCESSES, sizeof *p);
    unsigned char *buf = calloc(1, LPN_MAX_ANSWER);
    if (!p || !buf) {
        free(p);
        free(buf);
        return NVML_ERROR_MEMORY;
    }
    unsigned count = LPN_MAX_PROCESSES;
    nvmlReturn_t r = f(h, &count, p);
    if (r == NVML_SUCCESS && count > LPN_MAX_PROCESSES)
        r = NVML_ERROR_INSUFFICIENT_SIZE;
    if (r == NVML_SUCCESS) {
        uint32_t head[2] = {count, 0};
        memcpy(buf, head, 8);
        for (unsigned i = 0; i < count; i++) {
            lpn_process q = {p[i].pid, p[i].gpuInstanceId, p[i].computeInstanceId, 0,
                             p[i].usedGpuMemory};
            memcpy(buf + 8 + i * sizeof q, &q, sizeof q);
        }
        *n = 8 + count * sizeof(lpn_process);
    }
    free(p);
    *out = buf;
    return r;
}

int ls_nvml_frame(ls_session *s)
{
    lp_nvml q;
    char str[LPN_MAX_INPUT + 1];
    if (s->frame_left < sizeof q || ls_read(s, &q, sizeof q) || q.len > LPN_MAX_INPUT ||
        q.len != s->frame_left || ls_read(s, str, q.len))
        return -1;
    str[q.len] = 0;
    int takes_string = q.fn == LPN_INDEX_BY_UUID || q.fn == LPN_INDEX_BY_PCI;
    size_t k = TABLE_N;
    for (size_t i = 0; i < TABLE_N; i++)
        if (k_table[i].id == q.fn)
            k = i;
    if (k == TABLE_N && (q.fn < LPN_INIT || q.fn > LPN_FIELD_VALUES))
        return -1; /* no such request */
    int arg_bytes = k < TABLE_N && k_table[k].shape == LPN_ARG3_U64 ? 4 : 0;
    if (q.fn == LPN_FIELD_VALUES ? q.len == 0 || q.len % 8 != 0
                                 : takes_string ? q.len > LPN_MAX_STRING ||
                                                      memchr(str, 0, (size_t)q.len) != NULL
                                                : q.len != (uint64_t)arg_bytes)
        return -1; /* argument bytes the request does not take */
    if (!N.tried)
        open_nvml(s);
    if (N.status != NVML_SUCCESS)
        return reply(s, N.status, NULL, 0);
    if (q.fn == LPN_INIT)
        return reply(s, NVML_SUCCESS, &N.info, sizeof N.info);
    if (takes_string) {
        fn_lookup f = (fn_lookup)sym(q.fn == LPN_INDEX_BY_UUID ? "nvmlDeviceGetHandleByUUID"
                                                               : "nvmlDeviceGetHandleByPciBusId_v2");
        if (!f)
            return reply(s, NVML_ERROR_FUNCTION_NOT_FOUND, NULL, 0);
        nvmlDevice_t h = NULL;
        nvmlReturn_t r = f(str, &h);
        uint32_t index = 0;
        if (r == NVML_SUCCESS) {
            r = NVML_ERROR_NOT_FOUND; /* a device past the count this session saw */
            for (uint32_t i = 0; i < N.count; i++)
                if (N.dev_status[i] == NVML_SUCCESS && N.dev[i] == h) {
                    index = i;
                    r = NVML_SUCCESS;
                    break;
                }
        }
        return reply(s, r, &index, 4);
    }
    if (q.fn == LPN_PROCESS_NAME) {
        typedef nvmlReturn_t (*name_fn)(unsigned, char *, unsigned);
        name_fn f = (name_fn)sym("nvmlSystemGetProcessName");
        char name[LPN_MAX_STRING] = {0};
        nvmlReturn_t r = f ? f(q.arg0, name, sizeof name - 1) : NVML_ERROR_FUNCTION_NOT_FOUND;
        name[sizeof name - 1] = 0;
        return reply(s, r, name, strlen(name) + 1);
    }
    if (q.device >= N.count)
        return reply(s, NVML_ERROR_INVALID_ARGUMENT, NULL, 0);
    if (N.dev_status[q.device] != NVML_SUCCESS)
        return reply(s, N.dev_status[q.device], NULL, 0);
    nvmlDevice_t h = N.dev[q.device];
    if (q.fn == LPN_MEMORY) {
        uint64_t m[4] = {0};
        typedef nvmlReturn_t (*mem2_fn)(nvmlDevice_t, nvmlMemory_v2_t *);
        typedef nvmlReturn_t (*mem1_fn)(nvmlDevice_t, nvmlMemory_t *);
        mem2_fn f2 = (mem2_fn)sym("nvmlDeviceGetMemoryInfo_v2");
        nvmlMemory_v2_t v2 = {.version = nvmlMemory_v2};
        nvmlReturn_t r = f2 ? f2(h, &v2) : NVML_ERROR_FUNCTION_NOT_FOUND;
        if (r == NVML_SUCCESS) {
            m[0] = v2.total, m[1] = v2.reserved, m[2] = v2.free, m[3] = v2.used;
        } else if (r == NVML_ERROR_FUNCTION_NOT_FOUND || r == NVML_ERROR_NOT_SUPPORTED ||
                   r == NVML_ERROR_ARGUMENT_VERSION_MISMATCH) {
            mem1_fn f1 = (mem1_fn)sym("nvmlDeviceGetMemoryInfo");
            nvmlMemory_t v1 = {0};
            r = f1 ? f1(h, &v1) : NVML_ERROR_FUNCTION_NOT_FOUND;
            m[0] = v1.total, m[2] = v1.free, m[3] = v1.used;
        }
        return reply(s, r, m, sizeof m);
    }
    if (q.fn == LPN_PCI) {
        typedef nvmlReturn_t (*pci_fn)(nvmlDevice_t, nvmlPciInfo_t *);
        pci_fn f = (pci_fn)sym("nvmlDeviceGetPciInfo_v3");
        nvmlPciInfo_t p;
        memset(&p, 0, sizeof p);
        nvmlReturn_t r = f ? f(h, &p) : NVML_ERROR_FUNCTION_NOT_FOUND;
        p.busIdLegacy[sizeof p.busIdLegacy - 1] = 0;
        p.busId[sizeof p.busId - 1] = 0;
        return reply(s, r, &p, sizeof p);
    }
    if (q.fn == LPN_FIELD_VALUES) {
        typedef nvmlReturn_t (*fields_fn)(nvmlDevice_t, int, nvmlFieldValue_t *);
        fields_fn f = (fields_fn)sym("nvmlDeviceGetFieldValues");
        size_t n = (size_t)q.len / 8;
        nvmlFieldValue_t v[LPN_MAX_FIELDS];
        memset(v, 0, sizeof v);
        for (size_t i = 0; i < n; i++) {
            memcpy(&v[i].fieldId, str + 8 * i, 4);
            memcpy(&v[i].scopeId, str + 8 * i + 4, 4);
        }
        nvmlReturn_t r = f ? f(h, (int)n, v) : NVML_ERROR_FUNCTION_NOT_FOUND;
        return reply(s, r, v, n * sizeof v[0]);
    }
    if (q.fn == LPN_PROCESSES) {
        if (q.arg0 > 2)
            return -1;
        unsigned char *buf = NULL;
        size_t n = 0;
        nvmlReturn_t r = run_processes(h, q.arg0, &buf, &n);
        int rc = reply(s, r, buf, n);
        free(buf);
        return rc;
    }
    unsigned char out[264];
    size_t n = 0;
    nvmlReturn_t r = run_generic(k, h, &q, str, out, &n);
    return reply(s, r, out, n);
}
