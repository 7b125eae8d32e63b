/* The tracer in front of the stand-in driver: calls are forwarded, proc addresses come back
 * wrapped, export-table slots go through trampolines, and all of it is logged; a table LUPINE
 * declares (codegen/export_tables.toml) is decoded with its declared name and slot names.
 * usage: test_trace TRACE_LIBCUDA STANDIN_LIB LOGFILE */
#define _GNU_SOURCE
#include "export_tables_gen.h"

#include <cuda.h>
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define CHECK(cond)                                                                          \
    do {                                                                                     \
        if (!(cond)) {                                                                       \
            fprintf(stderr, "%s:%d: CHECK failed: %s\n", __FILE__, __LINE__, #cond);         \
            exit(1);                                                                         \
        }                                                                                    \
    } while (0)

static char *slurp(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    static char buf[1 << 20];
    size_t n = fread(buf, 1, sizeof buf - 1, f);
    buf[n] = 0;
    fclose(f);
    return buf;
}

int main(int argc, char **argv)
{
    CHECK(argc == 4);
    unlink(argv[3]);
    setenv("LUPINE_DRIVER", argv[2], 1);
    setenv("LUPINE_TRACE_FILE", argv[3], 1);
    void *h = dlopen(argv[1], RTLD_NOW | RTLD_LOCAL);
    CHECK(h);
    CHECK(dlsym(h, "lupine_libcuda_marker"));
    CUresult (*init)(unsigned) = (CUresult(*)(unsigned))dlsym(h, "cuInit");
    CUresult (*ver)(int *) = (CUresult(*)(int *))dlsym(h, "cuDriverGetVersion");
    CUresult (*proc)(const char *, void **, int, cuuint64_t, CUdriverProcAddressQueryResult *) =
        (CUresult(*)(const char *, void **, int, cuuint64_t, CUdriverProcAddressQueryResult *))dlsym(
            h, "cuGetProcAddress_v2");
    CUresult (*exp)(const void **, const CUuuid *) =
        (CUresult(*)(const void **, const CUuuid *))dlsym(h, "cuGetExportTable");
    CHECK(init && ver && proc && exp);
    CHECK(init(0) == CUDA_SUCCESS);
    int v = 0;
    CHECK(ver(&v) == CUDA_SUCCESS && v == CUDA_VERSION);
    CHECK(init(7) == CUDA_ERROR_INVALID_VALUE);

    void *fn = NULL;
    CUdriverProcAddressQueryResult st = 99;
    CHECK(proc("cuDeviceGetCount", &fn, 13000, 0, &st) == CUDA_SUCCESS && st == 0);
    CHECK(fn == dlsym(h, "cuDeviceGetCount")); /* the wrapper, not the stand-in's function */
    int n = 0;
    CHECK(((CUresult(*)(int *))fn)(&n) == CUDA_SUCCESS && n == 1);

    CUuuid id;
    memcpy(id.bytes, "lupine-stand-in", 16);
    const void *const *table = NULL;
    CHECK(exp((const void **)&table, &id) == CUDA_SUCCESS && table);
    CHECK((uintptr_t)table[0] == 3 * sizeof(void *));
    uintptr_t (*add)(uintptr_t, uintptr_t) = (uintptr_t(*)(uintptr_t, uintptr_t))table[1];
    uintptr_t (*store)(int *) = (uintptr_t(*)(int *))table[2];
    CHECK(add(40, 2) == 42);
    int out = 0;
    CHECK(store(&out) == 0 && out == 42);
    const void *again = NULL;
    CHECK(exp(&again, &id) == CUDA_SUCCESS && again == (const void *)table);
    memcpy(id.bytes, "no-such-table!!", 16);
    CHECK(exp(&again, &id) == CUDA_ERROR_NOT_FOUND);
    /* the runtime interface, as the stand-in builds it in (the tables LUPINE declares) */
    const lp_xt_decl *rt = &lp_xt_decls[LP_XT_CUDART];
    memcpy(id.bytes, rt->uuid, 16);
    CHECK(exp(&again, &id) == CUDA_SUCCESS && again);

    const char *log = slurp(argv[3]);
    CHECK(log);
    CHECK(strstr(log, "# real driver: "));
    CHECK(strstr(log, "cuInit(Flags=0) = 0 CUDA_SUCCESS"));
    CHECK(strstr(log, "cuInit(Flags=7) = 1 CUDA_ERROR_INVALID_VALUE"));
    CHECK(strstr(log, "cuDriverGetVersion(driverVersion="));
    CHECK(strstr(log, "*driverVersion=13000"));
    CHECK(strstr(log, "symbol=\"cuDeviceGetCount\"") && strstr(log, "-> cuDeviceGetCount"));
    CHECK(strstr(log, "uuid=6c757069-6e65-2d73-7461-6e642d696e00"));
    CHECK(strstr(log, "[1] a0=0x28 a1=0x2") && strstr(log, "= 0x2a"));
    CHECK(strstr(log, "after: a0=[2a000000"));
    /* the tracer measured the table by its size word and named it and its slots from the
     * declaration */
    char want[256];
    snprintf(want, sizeof want,
             ": %d slots (slot 0 = byte size); LUPINE declares it as \"%s\", %d entries\n",
             rt->entries, rt->name, rt->entries);
    CHECK(strstr(log, want));
    snprintf(want, sizeof want, " code %s\n", rt->slots[LP_XT_SLOT_CUDART_PRIMARY_CONTEXT].name);
    CHECK(strstr(log, want));
    snprintf(want, sizeof want, "#   [%d] 0x0 null\n", LP_XT_SLOT_CUDART_PRIMARY_CONTEXT + 1);
    CHECK(strstr(log, want));
    puts("test_trace: ok");
    return 0;
}
