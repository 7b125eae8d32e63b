/* A "real" NVML for test_nvml_trace: the stand-in NVML (linked; its names resolve through this
 * library's handle) plus one private table, since the stand-in has none: slot 0 its byte size,
 * slot 1 adds three integers, slot 2 writes 3 * v through a pointer, slot 3 NULL. */
#include <stdint.h>

static uintptr_t add3(uintptr_t a, uintptr_t b, uintptr_t c) { return a + b + c; }
static int put3(unsigned *out, unsigned v)
{
    *out = 3 * v;
    return 0;
}
static const void *const g_table[4] = {(const void *)sizeof g_table, (const void *)add3,
                                       (const void *)put3, 0};

__attribute__((visibility("default"))) int nvmlInternalGetExportTable(const void **t,
                                                                      const unsigned char *uuid)
{
    if (!t || !uuid)
        return 2; /* NVML_ERROR_INVALID_ARGUMENT */
    *t = uuid[0] == 0xc4 ? (const void *)g_table : 0;
    return *t ? 0 : 3; /* NVML_ERROR_NOT_SUPPORTED */
}
