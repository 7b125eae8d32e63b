/* LUPINE trace: logs every CUDA driver call made through this libcuda.so.1 and forwards it
 * to the real driver.
 *
 * Environment:
 *   LUPINE_DRIVER          path of the real driver (default: searched, see driver_open.h)
 *   LUPINE_TRACE_FILE       log file; "%p" becomes the pid (default: stderr)
 *   LUPINE_TRACE_TABLES     "wrap" (default): export tables are copied and every code slot
 *                           goes through a logging trampoline; "raw": the real tables are
 *                           returned untouched and only their contents are logged
 *   LUPINE_TRACE_DUMP       bytes shown behind pointer-looking slot arguments (default 32)
 *   LUPINE_TRACE_CALLBACK   "<uuid prefix>[<slot>]:<arg>": log the calls of that slot's
 *                           callback argument too (see callback_logged)
 *   LUPINE_TRACE_MAX_BYTES  stop writing call lines after this many bytes (default 15 MiB);
 *                           per-function counts are still written at exit
 *
 * Why trampolines take six integer arguments: the export-table slots have no published
 * signatures. On x86-64 SysV the first six integer/pointer arguments travel in registers,
 * so forwarding six covers every slot signature known from public re-implementations;
 * floating-point or stack arguments would not survive and none are known. */
#define _GNU_SOURCE
#include "trace.h"
#include "trace_io.h"

#include "export_tables_gen.h"
#include "lupine/driver_open.h"
#include "lupine/integrity.h"

#include <dlfcn.h>
#include <fcntl.h>
#include <link.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <sys/uio.h>
#include <time.h>
#include <unistd.h>

__attribute__((visibility("default"))) const char lupine_libcuda_marker[] = "lupine-trace";

const char *lupine_result_name(int r);

static pthread_once_t g_once = PTHREAD_ONCE_INIT;
static void *g_real;
static char g_real_path[4096];
static int g_fd = 2;
static int g_wrap = 1;
static size_t g_dump = 32;
static size_t g_max_bytes = 15u << 20;
static atomic_size_t g_written;
static atomic_ulong g_seq;
static atomic_ulong *g_counts;
static struct timespec g_t0;
static pthread_mutex_t g_lock = PTHREAD_MUTEX_INITIALIZER;

/* Address ranges of the real driver's loaded segments, to tell its code from its data. */
typedef struct {
    uintptr_t lo, hi;
    int exec;
} lt_range;
static lt_range g_ranges[32];
static int g_nranges;

typedef struct {
    uintptr_t real;
    int index;
} lt_map_entry;
static lt_map_entry *g_map;
static int g_nmap;

typedef CUresult (*proc_v1_fn)(const char *, void **, int, cuuint64_t);
typedef CUresult (*proc_v2_fn)(const char *, void **, int, cuuint64_t,
                               CUdriverProcAddressQueryResult *);
typedef CUresult (*export_fn)(const void **, const CUuuid *);
static proc_v1_fn g_real_proc_v1;
static proc_v2_fn g_real_proc_v2;
static export_fn g_real_export;

/* ---------------------------------------------------------------- output */

static void raw_write(const char *s, size_t n)
{
    while (n > 0) {
        ssize_t w = write(g_fd, s, n);
        if (w <= 0)
            return;
        s += w;
        n -= (size_t)w;
    }
}

static void lt_printf(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static void lt_printf(const char *fmt, ...)
{
    char buf[LT_LINE_MAX];
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    if (n < 0)
        return;
    size_t len = (size_t)n < sizeof buf ? (size_t)n : sizeof buf - 1;
    raw_write(buf, len);
}

static void app(lt_line *l, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void app(lt_line *l, const char *fmt, ...)
{
    if (l->len >= sizeof l->buf - 1)
        return;
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(l->buf + l->len, sizeof l->buf - l->len, fmt, ap);
    va_end(ap);
    if (n > 0)
        l->len += (size_t)n < sizeof l->buf - l->len ? (size_t)n : sizeof l->buf - l->len - 1;
}

static double elapsed_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)(t.tv_sec - g_t0.tv_sec) * 1e3 + (double)(t.tv_nsec - g_t0.tv_nsec) / 1e6;
}

void lt_begin(lt_line *l, const char *name)
{
    l->len = 0;
    l->nargs = 0;
    app(l, "%lu %.3fms tid=%ld %s(", (unsigned long)atomic_fetch_add(&g_seq, 1), elapsed_ms(),
        (long)syscall(SYS_gettid), name);
}

static void sep(lt_line *l, const char *name)
{
    app(l, "%s%s=", l->nargs++ ? ", " : "", name);
}

void lt_i64(lt_line *l, const char *name, long long v)
{
    sep(l, name);
    app(l, "%lld", v);
}

void lt_u64(lt_line *l, const char *name, unsigned long long v)
{
    sep(l, name);
    app(l, "%llu", v);
}

void lt_hex(lt_line *l, const char *name, unsigned long long v)
{
    sep(l, name);
    app(l, "0x%llx", v);
}

void lt_f64(lt_line *l, const char *name, double v)
{
    sep(l, name);
    app(l, "%g", v);
}

void lt_ptr(lt_line *l, const char *name, const void *p)
{
    sep(l, name);
    app(l, "%p", p);
}

void lt_cstr(lt_line *l, const char *name, const char *s)
{
    sep(l, name);
    if (!s) {
        app(l, "NULL");
        return;
    }
    char buf[201];
    size_t n = lt_safe_read(s, buf, 200);
    buf[n] = 0;
    app(l, "\"");
    for (size_t i = 0; i < n && buf[i]; i++) {
        unsigned char c = (unsigned char)buf[i];
        if (c >= 32 && c < 127 && c != '"' && c != '\\')
            app(l, "%c", c);
        else
            app(l, "\\x%02x", c);
    }
    app(l, "\"");
}

static void hexdump(lt_line *l, const void *p, size_t n)
{
    unsigned char buf[4096];
    if (n > sizeof buf)
        n = sizeof buf;
    size_t got = lt_safe_read(p, buf, n);
    if (!got) {
        app(l, "<unreadable>");
        return;
    }
    app(l, "[");
    for (size_t i = 0; i < got; i++)
        app(l, "%s%02x", i && i % 8 == 0 ? " " : "", buf[i]);
    app(l, "]");
}

void lt_bytes(lt_line *l, const char *name, const void *p, size_t n)
{
    sep(l, name);
    hexdump(l, p, n);
}

void lt_result(lt_line *l, CUresult r)
{
    app(l, ") = %d %s", (int)r, lupine_result_name((int)r));
}

void lt_end(lt_line *l)
{
    app(l, "\n");
    if (atomic_fetch_add(&g_written, l->len) + l->len > g_max_bytes) {
        static atomic_int said;
        if (!atomic_exchange(&said, 1))
            lt_printf("# LUPINE_TRACE_MAX_BYTES reached: call lines stop here, counts follow "
                      "at exit\n");
        return;
    }
    raw_write(l->buf, l->len);
}

/* ---------------------------------------------------------------- init */

static int phdr_cb(struct dl_phdr_info *info, size_t size, void *data)
{
    (void)size;
    uintptr_t base = (uintptr_t)data;
    if (info->dlpi_addr != base)
        return 0;
    for (int i = 0; i < info->dlpi_phnum && g_nranges < 32; i++) {
        const ElfW(Phdr) *ph = &info->dlpi_phdr[i];
        if (ph->p_type != PT_LOAD)
            continue;
        g_ranges[g_nranges].lo = info->dlpi_addr + ph->p_vaddr;
        g_ranges[g_nranges].hi = info->dlpi_addr + ph->p_vaddr + ph->p_memsz;
        g_ranges[g_nranges].exec = (ph->p_flags & PF_X) != 0;
        g_nranges++;
    }
    return 1;
}

/* 2: code of the real driver, 1: its data, 0: elsewhere. */
static int classify(uintptr_t p)
{
    for (int i = 0; i < g_nranges; i++)
        if (p >= g_ranges[i].lo && p < g_ranges[i].hi)
            return g_ranges[i].exec ? 2 : 1;
    return 0;
}

static int map_cmp(const void *a, const void *b)
{
    uintptr_t x = ((const lt_map_entry *)a)->real, y = ((const lt_map_entry *)b)->real;
    return x < y ? -1 : x > y;
}

static void write_counts(void);

static void lt_init(void)
{
    clock_gettime(CLOCK_MONOTONIC, &g_t0);
    g_fd = lt_trace_fd();
    const char *tables = getenv("LUPINE_TRACE_TABLES");
    g_wrap = !(tables && strcmp(tables, "raw") == 0);
    const char *dump = getenv("LUPINE_TRACE_DUMP");
    if (dump && *dump)
        g_dump = (size_t)strtoul(dump, NULL, 0);
    const char *maxb = getenv("LUPINE_TRACE_MAX_BYTES");
    if (maxb && *maxb)
        g_max_bytes = (size_t)strtoull(maxb, NULL, 0);

    char cmd[512];
    lt_command_line(cmd, sizeof cmd); /* the header stays one line */
    int flags = RTLD_NOW | RTLD_LOCAL;
    if (!getenv("LUPINE_TRACE_NODEEPBIND"))
        flags |= RTLD_DEEPBIND; /* the driver's own calls stay inside it, unlogged */
    lupine_driver_self((const void *)lt_init);
    g_real = lupine_open_driver(NULL, flags, g_real_path, sizeof g_real_path);
    lt_printf("# lupine-trace pid=%d cmd=%s\n# real driver: %s\n# export tables: %s\n",
              (int)getpid(), cmd, g_real ? g_real_path : "NONE", g_wrap ? "wrap" : "raw");
    if (!g_real) {
        lt_printf("# ERROR: %s\n", g_real_path);
        return;
    }
    void *init = dlsym(g_real, "cuInit");
    Dl_info info;
    if (init && dladdr(init, &info))
        dl_iterate_phdr(phdr_cb, info.dli_fbase);
    g_map = calloc((size_t)lt_function_count, sizeof *g_map);
    g_counts = calloc((size_t)lt_function_count + (size_t)lt_trampoline_count, sizeof *g_counts);
    int missing = 0;
    for (int i = 0; i < lt_function_count; i++) {
        lt_real[i] = dlsym(g_real, lt_names[i]);
        if (lt_real[i] && g_map) {
            g_map[g_nmap].real = (uintptr_t)lt_real[i];
            g_map[g_nmap].index = i;
            g_nmap++;
        } else {
            missing++;
        }
    }
    if (g_map)
        qsort(g_map, (size_t)g_nmap, sizeof *g_map, map_cmp);
    g_real_proc_v1 = (proc_v1_fn)dlsym(g_real, "cuGetProcAddress");
    g_real_proc_v2 = (proc_v2_fn)dlsym(g_real, "cuGetProcAddress_v2");
    g_real_export = (export_fn)dlsym(g_real, "cuGetExportTable");
    lt_printf("# %d of %d cuda.h entry points found in the real driver\n", lt_function_count - missing,
              lt_function_count);
    atexit(write_counts);
}

static void ensure_init(void) { pthread_once(&g_once, lt_init); }

CUresult lt_enter(int index)
{
    ensure_init();
    if (!lt_real[index]) {
        lt_printf("# %s: not in the real driver -> CUDA_ERROR_NOT_SUPPORTED\n", lt_names[index]);
        return CUDA_ERROR_NOT_SUPPORTED;
    }
    if (g_counts)
        atomic_fetch_add(&g_counts[index], 1);
    return CUDA_SUCCESS;
}

/* ---------------------------------------------------------------- export tables */

typedef struct {
    unsigned char uuid[16];
    const void *const *real;
    size_t n;
    const void **wrapped;
} lt_table;

typedef struct {
    int table;
    int slot;
    void *real_fn;
} lt_slot;

static lt_table g_tables[64];
static int g_ntables;
static lt_slot g_slots[1024];
static int g_nslots;

/* The tables LUPINE declares (codegen/export_tables.toml): the runtime interface and the
 * integrity check the tracer answers for, and the names it decodes a table's slots with. */
#define UUID_CUDART (lp_xt_decls[LP_XT_CUDART].uuid)
#define UUID_INTEGRITY (lp_xt_decls[LP_XT_INTEGRITY].uuid)

static const lp_xt_decl *declared(const unsigned char *uuid)
{
    for (int i = 0; i < LP_XT_COUNT; i++)
        if (!memcmp(lp_xt_decls[i].uuid, uuid, 16))
            return &lp_xt_decls[i];
    return NULL;
}

static void uuid_str(const unsigned char *u, char out[37])
{
    snprintf(out, 37, "%02x%02x%02x%02x-%02x%02x-%02x%02x-%02x%02x-%02x%02x%02x%02x%02x%02x", u[0],
             u[1], u[2], u[3], u[4], u[5], u[6], u[7], u[8], u[9], u[10], u[11], u[12], u[13],
             u[14], u[15]);
}

static CUresult CUDAAPI lt_integrity(uint32_t version, uint64_t unix_seconds, uint64_t *out);

/* Number of slots: slot 0 is the table's byte size when it looks like one; otherwise count
 * slots while they point into the driver (tables are contiguous pointer arrays). */
static size_t table_length(const void *const *t, int *sized)
{
    uintptr_t first = 0;
    if (lt_safe_read(t, &first, sizeof first) != sizeof first)
        return 0;
    if (first >= 16 && first <= 8 * 256 && first % sizeof(void *) == 0) {
        *sized = 1;
        return first / sizeof(void *);
    }
    *sized = 0;
    size_t n = 0;
    for (; n < 16; n++) {
        uintptr_t v;
        if (lt_safe_read(&t[n], &v, sizeof v) != sizeof v)
            break;
        if (v != 0 && classify(v) == 0)
            break;
    }
    return n;
}

/* The table's layout as found, and what LUPINE declares for it: its name, its entries, each
 * declared slot's name (a decoding only; the driver's own table is what is forwarded). */
static void log_table(const unsigned char *id, const void *const *t, size_t n, int sized)
{
    char uuid[37];
    uuid_str(id, uuid);
    const lp_xt_decl *d = declared(id);
    char known[160] = "";
    if (d)
        snprintf(known, sizeof known, "; LUPINE declares it as \"%s\", %d entries", d->name,
                 d->entries);
    lt_printf("# table %s at %p: %zu slots%s%s\n", uuid, (const void *)t, n,
              sized ? " (slot 0 = byte size)" : "", known);
    for (size_t i = 0; i < n; i++) {
        uintptr_t v = 0;
        lt_safe_read(&t[i], &v, sizeof v);
        const char *what = "other";
        if (i == 0 && sized)
            what = "size";
        else if (v == 0)
            what = "null";
        else if (classify(v) == 2)
            what = "code";
        else if (classify(v) == 1)
            what = "driver data";
        const char *name = d && i < (size_t)d->entries && d->slots[i].runs != LP_XT_RUNS_SIZE
                               ? d->slots[i].name
                               : NULL;
        lt_printf("#   [%zu] 0x%lx %s%s%s\n", i, (unsigned long)v, what, name ? " " : "",
                  name ? name : "");
    }
}

/* Must be called with g_lock held. Returns the table record for `uuid`, wrapping it once. */
static lt_table *wrap_table(const unsigned char *uuid, const void *const *real)
{
    for (int i = 0; i < g_ntables; i++)
        if (!memcmp(g_tables[i].uuid, uuid, 16))
            return &g_tables[i];
    if (g_ntables == 64)
        return NULL;
    lt_table *t = &g_tables[g_ntables];
    memcpy(t->uuid, uuid, 16);
    t->real = real;
    int sized = 0;
    t->n = table_length(real, &sized);
    log_table(uuid, real, t->n, sized);
    t->wrapped = calloc(t->n ? t->n : 1, sizeof(void *));
    if (!t->wrapped)
        return NULL;
    for (size_t i = 0; i < t->n; i++) {
        uintptr_t v = 0;
        lt_safe_read(&real[i], &v, sizeof v);
        t->wrapped[i] = (const void *)v;
        if ((i == 0 && sized) || classify(v) != 2)
            continue;
        if (!memcmp(uuid, UUID_INTEGRITY, 16) && i == LP_XT_SLOT_INTEGRITY_CHECK) {
            t->wrapped[i] = (const void *)lt_integrity;
            continue;
        }
        if (g_nslots >= lt_trampoline_count)
            continue;
        g_slots[g_nslots].table = g_ntables;
        g_slots[g_nslots].slot = (int)i;
        g_slots[g_nslots].real_fn = (void *)v;
        t->wrapped[i] = lt_trampolines[g_nslots];
        g_nslots++;
    }
    g_ntables++;
    return t;
}

/* A code-pointer argument of a slot (a callback the driver calls back) is logged too when
 * LUPINE_TRACE_CALLBACK names "<table uuid prefix>[<slot>]:<argument index>", for example
 * "<tools module's prefix>[7]:2" (cuFFT's callback, native/gpu/issue8.sh): each call of the
 * callback during the slot is a "callback" line with its
 * arguments, dumped like the slot's. One such callback at a time (a slot that calls back is
 * expected to do so on the calling thread). */
typedef uintptr_t (*lt_six)(uintptr_t, uintptr_t, uintptr_t, uintptr_t, uintptr_t, uintptr_t);
static __thread lt_six t_callback;

static uintptr_t callback_logged(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3,
                                 uintptr_t a4, uintptr_t a5)
{
    uintptr_t a[6] = {a0, a1, a2, a3, a4, a5};
    lt_line l;
    lt_begin(&l, "callback");
    for (int i = 0; i < 6; i++) {
        app(&l, " a%d=0x%lx", i, (unsigned long)a[i]);
        if (a[i] >= 65536 && g_dump) {
            app(&l, "=");
            hexdump(&l, (const void *)a[i], g_dump);
        }
    }
    uintptr_t r = t_callback(a0, a1, a2, a3, a4, a5);
    app(&l, ") = 0x%lx", (unsigned long)r);
    lt_end(&l);
    return r;
}

static int callback_arg(const char *uuid, int slot)
{
    const char *spec = getenv("LUPINE_TRACE_CALLBACK");
    if (!spec || !*spec)
        return -1;
    size_t n = strcspn(spec, "[");
    int want_slot = -1, arg = -1;
    if (n == 0 || n > 36 || strncmp(spec, uuid, n) ||
        sscanf(spec + n, "[%d]:%d", &want_slot, &arg) != 2 || want_slot != slot || arg < 0 ||
        arg > 5)
        return -1;
    return arg;
}

uintptr_t lt_slot_call(int k, uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3,
                       uintptr_t a4, uintptr_t a5)
{
    lt_slot s = g_slots[k];
    char us[37];
    uuid_str(g_tables[s.table].uuid, us);
    uintptr_t a[6] = {a0, a1, a2, a3, a4, a5};
    if (g_counts)
        atomic_fetch_add(&g_counts[lt_function_count + k], 1);
    lt_line l;
    lt_begin(&l, "export");
    app(&l, "%s[%d]", us, s.slot);
    for (int i = 0; i < 6; i++) {
        app(&l, " a%d=0x%lx", i, (unsigned long)a[i]);
        if (a[i] >= 65536 && g_dump) {
            app(&l, "=");
            hexdump(&l, (const void *)a[i], g_dump);
        }
    }
    app(&l, ")");
    int cb = callback_arg(us, s.slot);
    if (cb >= 0 && a[cb]) {
        t_callback = (lt_six)a[cb];
        a[cb] = (uintptr_t)callback_logged;
        lt_end(&l); /* the slot's line first, then the callbacks' lines */
        lt_begin(&l, "export");
        app(&l, "%s[%d] returns", us, s.slot);
    }
    uintptr_t r = ((lt_six)s.real_fn)(a[0], a[1], a[2], a[3], a[4], a[5]);
    if (cb >= 0)
        a[cb] = (uintptr_t)t_callback;
    app(&l, " = 0x%lx (as CUresult: %s); after:", (unsigned long)r,
        lupine_result_name((int)(unsigned)r));
    for (int i = 0; i < 6; i++)
        if (a[i] >= 65536 && g_dump) {
            app(&l, " a%d=", i);
            hexdump(&l, (const void *)a[i], g_dump);
        }
    lt_end(&l);
    return r;
}

static int device_hash_inputs(uint32_t *driver_version, lupine_device_hash *devs, int max)
{
    typedef CUresult (*ver_fn)(int *);
    typedef CUresult (*cnt_fn)(int *);
    typedef CUresult (*uuid_fn)(CUuuid *, CUdevice);
    typedef CUresult (*attr_fn)(int *, CUdevice_attribute, CUdevice);
    ver_fn ver = (ver_fn)dlsym(g_real, "cuDriverGetVersion");
    cnt_fn cnt = (cnt_fn)dlsym(g_real, "cuDeviceGetCount");
    uuid_fn uuid = (uuid_fn)dlsym(g_real, "cuDeviceGetUuid_v2");
    attr_fn attr = (attr_fn)dlsym(g_real, "cuDeviceGetAttribute");
    int v = 0, n = 0;
    if (!ver || !cnt || !uuid || !attr || ver(&v) || cnt(&n))
        return -1;
    *driver_version = (uint32_t)v;
    if (n > max)
        n = max;
    for (int d = 0; d < n; d++) {
        memset(&devs[d], 0, sizeof devs[d]);
        uuid((CUuuid *)devs[d].uuid, d);
        attr(&devs[d].pci_domain, CU_DEVICE_ATTRIBUTE_PCI_DOMAIN_ID, d);
        attr(&devs[d].pci_bus, CU_DEVICE_ATTRIBUTE_PCI_BUS_ID, d);
        attr(&devs[d].pci_device, CU_DEVICE_ATTRIBUTE_PCI_DEVICE_ID, d);
    }
    return n;
}

/* The integrity slot, in wrap mode: the real answer binds the real table addresses, which
 * the runtime no longer sees, so we recompute it for the wrapped tables. We also recompute it
 * for the real addresses and log whether that matches the driver: the check of our own
 * implementation (native/common/integrity.c) against the real driver. */
static CUresult CUDAAPI lt_integrity(uint32_t version, uint64_t unix_seconds, uint64_t *out)
{
    pthread_mutex_lock(&g_lock);
    lt_table *it = NULL, *rt = NULL;
    for (int i = 0; i < g_ntables; i++) {
        if (!memcmp(g_tables[i].uuid, UUID_INTEGRITY, 16))
            it = &g_tables[i];
        if (!memcmp(g_tables[i].uuid, UUID_CUDART, 16))
            rt = &g_tables[i];
    }
    if (!rt && g_real_export) {
        const void *real = NULL;
        if (g_real_export(&real, (const CUuuid *)UUID_CUDART) == CUDA_SUCCESS && real)
            rt = wrap_table(UUID_CUDART, real);
    }
    pthread_mutex_unlock(&g_lock);
    typedef CUresult (*integ_fn)(uint32_t, uint64_t, uint64_t *);
    integ_fn real_fn = NULL;
    if (it)
        lt_safe_read(&it->real[LP_XT_SLOT_INTEGRITY_CHECK], &real_fn, sizeof real_fn);
    CUresult r = real_fn ? real_fn(version, unix_seconds, out) : CUDA_ERROR_NOT_SUPPORTED;
    lt_line l;
    lt_begin(&l, "integrity_check");
    lt_u64(&l, "version", version);
    lt_u64(&l, "unix_seconds", unix_seconds);
    lt_ptr(&l, "out", out);
    lt_result(&l, r);
    if (r == CUDA_SUCCESS && out) {
        app(&l, " real=[0x%016llx 0x%016llx]", (unsigned long long)out[0],
            (unsigned long long)out[1]);
        lupine_device_hash devs[64];
        lupine_integrity_input in;
        memset(&in, 0, sizeof in);
        int n = device_hash_inputs(&in.driver_version, devs, 64);
        if (n >= 0 && it && rt) {
            in.version = version;
            in.pid = (uint32_t)getpid();
            in.tid = (uint32_t)(uintptr_t)pthread_self();
            in.unix_seconds = unix_seconds;
            in.cudart_table = rt->real;
            in.integrity_table = it->real;
            in.slot_fn = (const void *)real_fn;
            uint64_t mine[2];
            lupine_integrity_hash(&in, devs, n, mine);
            app(&l, " ours_for_real_tables=[0x%016llx 0x%016llx] %s", (unsigned long long)mine[0],
                (unsigned long long)mine[1],
                mine[0] == out[0] && mine[1] == out[1] ? "MATCH" : "MISMATCH");
            in.cudart_table = rt->wrapped;
            in.integrity_table = it->wrapped;
            in.slot_fn = (const void *)lt_integrity;
            lupine_integrity_hash(&in, devs, n, out);
            app(&l, " answered_for_wrapped=[0x%016llx 0x%016llx] devices=%d",
                (unsigned long long)out[0], (unsigned long long)out[1], n);
        }
    }
    lt_end(&l);
    return r;
}

CUresult CUDAAPI cuGetExportTable(const void **ppExportTable, const CUuuid *pExportTableId)
{
    ensure_init();
    if (!g_real_export)
        return CUDA_ERROR_NOT_INITIALIZED;
    CUresult r = g_real_export(ppExportTable, pExportTableId);
    char us[37] = "NULL";
    unsigned char uuid[16] = {0};
    if (pExportTableId && lt_safe_read(pExportTableId, uuid, 16) == 16)
        uuid_str(uuid, us);
    const void *real = (r == CUDA_SUCCESS && ppExportTable) ? *ppExportTable : NULL;
    const void *given = real;
    if (real) {
        pthread_mutex_lock(&g_lock);
        if (g_wrap) {
            lt_table *t = wrap_table(uuid, real);
            if (t)
                given = t->wrapped;
        } else {
            int known = 0;
            for (int i = 0; i < g_ntables; i++)
                known |= !memcmp(g_tables[i].uuid, uuid, 16);
            if (!known && g_ntables < 64) {
                memcpy(g_tables[g_ntables].uuid, uuid, 16);
                g_tables[g_ntables++].real = real;
                int sized = 0;
                size_t n = table_length(real, &sized);
                log_table(uuid, real, n, sized);
            }
        }
        pthread_mutex_unlock(&g_lock);
        *ppExportTable = given;
    }
    lt_line l;
    lt_begin(&l, "cuGetExportTable");
    lt_ptr(&l, "ppExportTable", ppExportTable);
    sep(&l, "uuid");
    app(&l, "%s", us);
    lt_result(&l, r);
    app(&l, " real=%p given=%p", real, given);
    lt_end(&l);
    return r;
}

/* ---------------------------------------------------------------- cuGetProcAddress */

static const void *map_pointer(void *real, const char **name)
{
    if (!real)
        return NULL;
    if (real == (void *)g_real_proc_v1) {
        *name = "cuGetProcAddress";
        return (const void *)cuGetProcAddress;
    }
    if (real == (void *)g_real_proc_v2) {
        *name = "cuGetProcAddress_v2";
        return (const void *)cuGetProcAddress_v2;
    }
    if (real == (void *)g_real_export) {
        *name = "cuGetExportTable";
        return (const void *)cuGetExportTable;
    }
    int lo = 0, hi = g_nmap - 1;
    while (lo <= hi) {
        int mid = (lo + hi) / 2;
        if (g_map[mid].real == (uintptr_t)real) {
            *name = lt_names[g_map[mid].index];
            return lt_wrappers[g_map[mid].index];
        }
        if (g_map[mid].real < (uintptr_t)real)
            lo = mid + 1;
        else
            hi = mid - 1;
    }
    *name = "UNWRAPPED (not an exported cuda.h symbol)";
    return real;
}

static void log_proc(const char *which, const char *symbol, void **pfn, int version,
                     cuuint64_t flags, CUresult r, CUdriverProcAddressQueryResult *status,
                     void *real, const char *name)
{
    lt_line l;
    lt_begin(&l, which);
    lt_cstr(&l, "symbol", symbol);
    lt_ptr(&l, "pfn", pfn);
    lt_i64(&l, "cudaVersion", version);
    lt_u64(&l, "flags", (unsigned long long)flags);
    lt_result(&l, r);
    if (status)
        app(&l, " status=%d", (int)*status);
    app(&l, " real=%p -> %s", real, real ? name : "-");
    lt_end(&l);
}

CUresult CUDAAPI cuGetProcAddress_v2(const char *symbol, void **pfn, int cudaVersion,
                                     cuuint64_t flags, CUdriverProcAddressQueryResult *symbolStatus)
{
    ensure_init();
    if (!g_real_proc_v2)
        return CUDA_ERROR_NOT_INITIALIZED;
    CUresult r = g_real_proc_v2(symbol, pfn, cudaVersion, flags, symbolStatus);
    void *real = (r == CUDA_SUCCESS && pfn) ? *pfn : NULL;
    const char *name = "";
    if (real)
        *pfn = (void *)map_pointer(real, &name);
    log_proc("cuGetProcAddress_v2", symbol, pfn, cudaVersion, flags, r, symbolStatus, real, name);
    return r;
}

CUresult CUDAAPI cuGetProcAddress(const char *symbol, void **pfn, int cudaVersion, cuuint64_t flags)
{
    ensure_init();
    if (!g_real_proc_v1)
        return CUDA_ERROR_NOT_INITIALIZED;
    CUresult r = g_real_proc_v1(symbol, pfn, cudaVersion, flags);
    void *real = (r == CUDA_SUCCESS && pfn) ? *pfn : NULL;
    const char *name = "";
    if (real)
        *pfn = (void *)map_pointer(real, &name);
    log_proc("cuGetProcAddress", symbol, pfn, cudaVersion, flags, r, NULL, real, name);
    return r;
}

static void write_counts(void)
{
    lt_printf("# call counts at exit (pid %d)\n", (int)getpid());
    if (!g_counts)
        return;
    for (int i = 0; i < lt_function_count; i++) {
        unsigned long c = atomic_load(&g_counts[i]);
        if (c)
            lt_printf("# count %s %lu\n", lt_names[i], c);
    }
    for (int k = 0; k < g_nslots; k++) {
        unsigned long c = atomic_load(&g_counts[lt_function_count + k]);
        char us[37];
        uuid_str(g_tables[g_slots[k].table].uuid, us);
        if (c)
            lt_printf("# count export %s[%d] %lu\n", us, g_slots[k].slot, c);
    }
}
