/* The client NVML (libnvidia-ml.so.1) against lupine-server with the stand-in NVML, compared
 * with the stand-in NVML called directly in this process; run by ctest through with_server.sh
 * (LUPINE_NVML names the stand-in NVML for the server, LUPINE_STANDIN_DEVICES the devices of
 * both), under AddressSanitizer in the sanitizer build.
 *
 *   test_nvml CLIENT_LIB STANDIN_NVML_LIB
 *
 * Both libraries export NVML's names; each is opened RTLD_LOCAL and called through dlsym. */
#define _GNU_SOURCE
#include "lupine/nvml_api.h"

#include <dlfcn.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"

typedef nvmlReturn_t (*f_void)(void);
typedef nvmlReturn_t (*f_count)(unsigned *);
typedef nvmlReturn_t (*f_handle)(unsigned, nvmlDevice_t *);
typedef nvmlReturn_t (*f_str)(nvmlDevice_t, char *, unsigned);
typedef nvmlReturn_t (*f_mem)(nvmlDevice_t, nvmlMemory_v2_t *);
typedef nvmlReturn_t (*f_pci)(nvmlDevice_t, nvmlPciInfo_t *);
typedef nvmlReturn_t (*f_u32)(nvmlDevice_t, unsigned *);
typedef nvmlReturn_t (*f_arg_u32)(nvmlDevice_t, unsigned, unsigned *);
typedef nvmlReturn_t (*f_procs)(nvmlDevice_t, unsigned *, nvmlProcessInfo_t *);
typedef nvmlReturn_t (*f_table)(const void **, const unsigned char *);
typedef nvmlReturn_t (*f_bus_id)(unsigned, char *, unsigned);
typedef nvmlReturn_t (*f_smi_procs)(nvmlDevice_t, unsigned *, void *);
typedef nvmlReturn_t (*f_six)(uintptr_t, uintptr_t, uintptr_t, uintptr_t, uintptr_t, uintptr_t);

/* nvidia-smi's private table (codegen/export_tables.toml) */
static const unsigned char k_smi[16] = {0xc4, 0xfe, 0x3e, 0x6c, 0xc9, 0x8f, 0x6c, 0x4e,
                                        0xa3, 0x27, 0xee, 0x69, 0x6e, 0x12, 0xf7, 0xc4};

static void *must(void *lib, const char *name)
{
    void *p = dlsym(lib, name);
    if (!p) {
        fprintf(stderr, "missing %s\n", name);
        exit(2);
    }
    return p;
}

#define SYM(lib, T, name) ((T)must(lib, name))

int main(int argc, char **argv)
{
    if (argc != 3) {
        fprintf(stderr, "usage: test_nvml CLIENT_LIB STANDIN_NVML_LIB\n");
        return 2;
    }
    void *c = dlopen(argv[1], RTLD_NOW | RTLD_LOCAL), *r = dlopen(argv[2], RTLD_NOW | RTLD_LOCAL);
    if (!c || !r) {
        fprintf(stderr, "dlopen: %s\n", dlerror());
        return 2;
    }
    CHECK(dlsym(c, "lupine_nvml_marker") && !dlsym(r, "lupine_nvml_marker"));
    unsigned n = 0, rn = 0;
    CHECK(SYM(c, f_count, "nvmlDeviceGetCount_v2")(&n) == NVML_ERROR_UNINITIALIZED);
    CHECK(SYM(c, f_void, "nvmlInit_v2")() == NVML_SUCCESS);
    CHECK(SYM(r, f_void, "nvmlInit_v2")() == NVML_SUCCESS);
    CHECK(SYM(c, f_count, "nvmlDeviceGetCount_v2")(&n) == NVML_SUCCESS);
    CHECK(SYM(r, f_count, "nvmlDeviceGetCount_v2")(&rn) == NVML_SUCCESS);
    CHECK(n == rn && n >= 1);
    for (unsigned i = 0; i < n && i < rn; i++) {
        nvmlDevice_t hc, hr;
        CHECK(SYM(c, f_handle, "nvmlDeviceGetHandleByIndex_v2")(i, &hc) == NVML_SUCCESS);
        CHECK(SYM(r, f_handle, "nvmlDeviceGetHandleByIndex_v2")(i, &hr) == NVML_SUCCESS);
        static const char *const strs[] = {"nvmlDeviceGetName", "nvmlDeviceGetUUID",
                                           "nvmlDeviceGetSerial"};
        for (size_t k = 0; k < sizeof strs / sizeof strs[0]; k++) {
            char a[96] = "", b[96] = "";
            CHECK(SYM(c, f_str, strs[k])(hc, a, sizeof a) == NVML_SUCCESS);
            CHECK(SYM(r, f_str, strs[k])(hr, b, sizeof b) == NVML_SUCCESS);
            CHECK(a[0] && !strcmp(a, b));
            CHECK(SYM(c, f_str, strs[k])(hc, a, 2) == NVML_ERROR_INSUFFICIENT_SIZE);
        }
        nvmlMemory_v2_t ma = {.version = nvmlMemory_v2}, mb = {.version = nvmlMemory_v2};
        CHECK(SYM(c, f_mem, "nvmlDeviceGetMemoryInfo_v2")(hc, &ma) == NVML_SUCCESS);
        CHECK(SYM(r, f_mem, "nvmlDeviceGetMemoryInfo_v2")(hr, &mb) == NVML_SUCCESS);
        CHECK(ma.total == mb.total && ma.free == mb.free && ma.used == mb.used &&
              ma.reserved == mb.reserved && ma.total > 0);
        nvmlPciInfo_t pa, pb;
        memset(&pa, 0x55, sizeof pa);
        memset(&pb, 0, sizeof pb);
        CHECK(SYM(c, f_pci, "nvmlDeviceGetPciInfo_v3")(hc, &pa) == NVML_SUCCESS);
        CHECK(SYM(r, f_pci, "nvmlDeviceGetPciInfo_v3")(hr, &pb) == NVML_SUCCESS);
        CHECK(!memcmp(&pa, &pb, sizeof pa));
        /* nvidia-smi's table: slot 81 (index, buffer, 34) against the stand-in's PCI info;
         * slots 213..215 (handle, count 500, entries of 4128 bytes): no process uses a
         * stand-in device, nothing written; any other slot refuses */
        const void *const *smi = NULL;
        CHECK(SYM(c, f_table, "nvmlInternalGetExportTable")((const void **)&smi, k_smi) ==
                  NVML_SUCCESS &&
              smi && (uintptr_t)smi[0] == 270 * sizeof(void *));
        if (smi) {
            char bus[34], want[34];
            memset(bus, 0x55, sizeof bus);
            snprintf(want, sizeof want, "%04x:%02x:%02x.0", pb.domain, pb.bus, pb.device);
            CHECK(((f_bus_id)smi[81])(i, bus, 0x22) == NVML_SUCCESS && !strcmp(bus, want) &&
                  bus[strlen(want) + 1] == 0x55);
            CHECK(((f_bus_id)smi[81])(n, bus, 0x22) == NVML_ERROR_INVALID_ARGUMENT);
            unsigned char *entries = malloc(500 * 4128);
            CHECK(entries != NULL);
            for (int s = 213; entries && s <= 215; s++) {
                unsigned count = 500;
                memset(entries, 0x55, 4128);
                CHECK(((f_smi_procs)smi[s])(hc, &count, entries) == NVML_SUCCESS && count == 0 &&
                      entries[0] == 0x55);
            }
            free(entries);
            CHECK(((f_six)smi[100])(1, 2, 3, 4, 5, 6) == NVML_ERROR_NOT_SUPPORTED);
        }
        unsigned ta = 0, tb = 1;
        CHECK(SYM(c, f_arg_u32, "nvmlDeviceGetTemperature")(hc, 0, &ta) == NVML_SUCCESS);
        CHECK(SYM(r, f_arg_u32, "nvmlDeviceGetTemperature")(hr, 0, &tb) == NVML_SUCCESS);
        CHECK(ta == tb);
        CHECK(SYM(c, f_u32, "nvmlDeviceGetPowerUsage")(hc, &ta) == NVML_SUCCESS);
        CHECK(SYM(r, f_u32, "nvmlDeviceGetPowerUsage")(hr, &tb) == NVML_SUCCESS);
        CHECK(ta == tb);
        unsigned count = 0;
        CHECK(SYM(c, f_procs, "nvmlDeviceGetComputeRunningProcesses_v3")(hc, &count, NULL) ==
              NVML_SUCCESS);
        CHECK(count == 0);
        /* NULL out-pointers, a handle that is not one */
        CHECK(SYM(c, f_str, "nvmlDeviceGetName")(hc, NULL, 96) == NVML_ERROR_INVALID_ARGUMENT);
        CHECK(SYM(c, f_mem, "nvmlDeviceGetMemoryInfo_v2")(hc, NULL) ==
              NVML_ERROR_INVALID_ARGUMENT);
        CHECK(SYM(c, f_u32, "nvmlDeviceGetPowerUsage")((nvmlDevice_t)((char *)hc + 1), &ta) ==
              NVML_ERROR_INVALID_ARGUMENT);
    }
    const void *table = (const void *)1;
    unsigned char uuid[16] = {1, 2, 3};
    CHECK(SYM(c, f_table, "nvmlInternalGetExportTable")(&table, uuid) != NVML_SUCCESS &&
          table == NULL);
    unsigned long long ev = 0;
    CHECK(((nvmlReturn_t(*)(nvmlDevice_t, unsigned long long *))must(
              c, "nvmlDeviceGetSupportedEventTypes"))(NULL, &ev) == NVML_ERROR_NOT_SUPPORTED);
    CHECK(SYM(c, f_void, "nvmlShutdown")() == NVML_SUCCESS);
    CHECK(SYM(c, f_void, "nvmlShutdown")() == NVML_ERROR_UNINITIALIZED);
    CHECK(SYM(r, f_void, "nvmlShutdown")() == NVML_SUCCESS);
    /* again after shutdown: a new session */
    CHECK(SYM(c, f_void, "nvmlInit_v2")() == NVML_SUCCESS);
    CHECK(SYM(c, f_void, "nvmlShutdown")() == NVML_SUCCESS);
    printf("test_nvml: %u devices, %s\n", n, failures ? "FAILED" : "ok");
    return failures != 0;
}
