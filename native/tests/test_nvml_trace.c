/* The NVML tracer (trace/nvml_trace.c) over nvml_table_fake (the stand-in NVML with a private
 * table), compared with that library called directly; run by ctest, under AddressSanitizer in
 * the sanitizer build. The environment names the fake as the real NVML and the log file.
 *
 *   test_nvml_trace TRACER_LIB FAKE_LIB LOG */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"

typedef int (*f_void)(void);
typedef int (*f_count)(unsigned *);
typedef int (*f_handle)(unsigned, void **);
typedef int (*f_str)(void *, char *, unsigned);
typedef int (*f_table)(const void **, const unsigned char *);
typedef uintptr_t (*f_add)(uintptr_t, uintptr_t, uintptr_t);
typedef int (*f_put)(unsigned *, unsigned);

static const unsigned char k_uuid[16] = {0xc4, 0xfe, 0x3e, 0x6c, 0xc9, 0x8f, 0x6c, 0x4e,
                                         0xa3, 0x27, 0xee, 0x69, 0x6e, 0x12, 0xf7, 0xc4};

static void *sym(void *lib, const char *name)
{
    void *p = dlsym(lib, name);
    if (!p) {
        fprintf(stderr, "missing %s\n", name);
        exit(2);
    }
    return p;
}

/* What one library answers, as text: device count and names, the table's slot answers. */
static void answers(void *lib, char *out, size_t cap)
{
    unsigned n = 0;
    int r0 = ((f_void)sym(lib, "nvmlInit_v2"))();
    int r1 = ((f_count)sym(lib, "nvmlDeviceGetCount_v2"))(&n);
    size_t o = (size_t)snprintf(out, cap, "init=%d count=%d,%u", r0, r1, n);
    for (unsigned i = 0; i < n && o < cap; i++) {
        void *h = NULL;
        char name[96] = "";
        int r = ((f_handle)sym(lib, "nvmlDeviceGetHandleByIndex_v2"))(i, &h);
        int s = ((f_str)sym(lib, "nvmlDeviceGetName"))(h, name, sizeof name);
        o += (size_t)snprintf(out + o, cap - o, " [%d %d %s]", r, s, name);
    }
    const void *const *t = NULL;
    int r = ((f_table)sym(lib, "nvmlInternalGetExportTable"))((const void **)&t, k_uuid);
    if (o < cap && r == 0 && t) {
        unsigned v = 0;
        int p = ((f_put)t[2])(&v, 14);
        o += (size_t)snprintf(out + o, cap - o, " table size=%lu add=%lu put=%d,%u null=%p",
                              (unsigned long)(uintptr_t)t[0],
                              (unsigned long)((f_add)t[1])(3, 4, 0x100), p, v, t[3]);
    }
    const void *none = (const void *)1;
    int refused = ((f_table)sym(lib, "nvmlInternalGetExportTable"))(&none, (const unsigned char *)"0123456789abcdef");
    if (o < cap)
        snprintf(out + o, cap - o, " refused=%d,%p", refused, none);
}

int main(int argc, char **argv)
{
    if (argc != 4) {
        fprintf(stderr, "usage: test_nvml_trace TRACER_LIB FAKE_LIB LOG\n");
        return 2;
    }
    remove(argv[3]);
    void *fake = dlopen(argv[2], RTLD_NOW | RTLD_LOCAL);
    void *tracer = dlopen(argv[1], RTLD_NOW | RTLD_LOCAL);
    if (!fake || !tracer) {
        fprintf(stderr, "dlopen: %s\n", dlerror());
        return 2;
    }
    char want[2048], got[2048];
    answers(fake, want, sizeof want);
    answers(tracer, got, sizeof got);
    printf("direct: %s\ntraced: %s\n", want, got);
    CHECK(strstr(want, "add=263 put=0,42 null=(nil)") != NULL);
    CHECK(strcmp(want, got) == 0);
    FILE *f = fopen(argv[3], "r");
    CHECK(f != NULL);
    int init = 0, table = 0, add = 0, put = 0;
    char line[2048];
    while (f && fgets(line, sizeof line, f)) {
        init += strstr(line, " nvmlInit_v2(a0=") != NULL;
        table += strstr(line, "uuid=c4fe3e6c-c98f-6c4e-a327-ee696e12f7c4) = 0 real=") != NULL;
        add += strstr(line, " export c4fe3e6c-c98f-6c4e-a327-ee696e12f7c4[1](a0=0x3 a1=0x4 a2=0x100 ") &&
               strstr(line, ") = 0x107 (as nvmlReturn_t: 263); before:");
        put += strstr(line, " export c4fe3e6c-c98f-6c4e-a327-ee696e12f7c4[2](") &&
               strstr(line, " a1=0xe ") && strstr(line, ") = 0x0 (as nvmlReturn_t: 0); before:") &&
               strstr(line, "; after: a0=[2a000000"); /* 3 * 14 written through a0 */
    }
    if (f)
        fclose(f);
    CHECK(init == 1 && table == 1 && add == 1 && put == 1);
    if (failures)
        fprintf(stderr, "log lines: init=%d table=%d add=%d put=%d (%s)\n", init, table, add, put, argv[3]);
    return failures != 0;
}
