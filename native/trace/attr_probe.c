/* What a driver answers to cuPointerGetAttribute(s) for each kind of memory: device memory
 * (cuMemAlloc, at its base and inside), stream-ordered memory (cuMemAllocAsync), page-locked
 * memory (cuMemAllocHost, cuMemHostAlloc portable, cuMemHostRegister), ordinary host memory
 * and NULL. Run on the real driver and on the shim, the two outputs must be the same except
 * where native/shim/memory.c says why (the remote GPU cannot reach client memory).
 *
 * For every attribute: the CUresult, how many bytes the driver wrote (the buffer is filled
 * with 0xA5 and then with 0x5A; a byte that changed either time was written) and the value,
 * in words that do not depend on addresses: "ptr" (the queried pointer), "base" (its
 * allocation's start), "size" (its allocation's size), "ctx" (the current context), "id" for
 * nonzero identifiers (buffer ids, pools), else the number. Then cuPointerGetAttributes with
 * the six attributes cupy's runtime asks for, in its order.
 *
 * usage: lupine-attr-probe [LIBCUDA]   (default: the real driver) */
#define _GNU_SOURCE
#include "lupine/driver_open.h"

#include <cuda.h>
#include <dlfcn.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

const char *lupine_result_name(int r);

static void *g_drv;
static void *sym(const char *name)
{
    void *p = dlsym(g_drv, name);
    if (!p) {
        fprintf(stderr, "lupine-attr-probe: %s missing\n", name);
        exit(1);
    }
    return p;
}
#define D(name, ...) ((CUresult(*)(__VA_ARGS__))sym(#name))

static const struct {
    CUpointer_attribute a;
    const char *name;
} k_attrs[] = {
    {CU_POINTER_ATTRIBUTE_CONTEXT, "CONTEXT"},
    {CU_POINTER_ATTRIBUTE_MEMORY_TYPE, "MEMORY_TYPE"},
    {CU_POINTER_ATTRIBUTE_DEVICE_POINTER, "DEVICE_POINTER"},
    {CU_POINTER_ATTRIBUTE_HOST_POINTER, "HOST_POINTER"},
    {CU_POINTER_ATTRIBUTE_SYNC_MEMOPS, "SYNC_MEMOPS"},
    {CU_POINTER_ATTRIBUTE_BUFFER_ID, "BUFFER_ID"},
    {CU_POINTER_ATTRIBUTE_IS_MANAGED, "IS_MANAGED"},
    {CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL, "DEVICE_ORDINAL"},
    {CU_POINTER_ATTRIBUTE_IS_LEGACY_CUDA_IPC_CAPABLE, "IS_LEGACY_CUDA_IPC_CAPABLE"},
    {CU_POINTER_ATTRIBUTE_RANGE_START_ADDR, "RANGE_START_ADDR"},
    {CU_POINTER_ATTRIBUTE_RANGE_SIZE, "RANGE_SIZE"},
    {CU_POINTER_ATTRIBUTE_MAPPED, "MAPPED"},
    {CU_POINTER_ATTRIBUTE_ALLOWED_HANDLE_TYPES, "ALLOWED_HANDLE_TYPES"},
    {CU_POINTER_ATTRIBUTE_IS_GPU_DIRECT_RDMA_CAPABLE, "IS_GPU_DIRECT_RDMA_CAPABLE"},
    {CU_POINTER_ATTRIBUTE_ACCESS_FLAGS, "ACCESS_FLAGS"},
    {CU_POINTER_ATTRIBUTE_MEMPOOL_HANDLE, "MEMPOOL_HANDLE"},
    {CU_POINTER_ATTRIBUTE_MAPPING_SIZE, "MAPPING_SIZE"},
    {CU_POINTER_ATTRIBUTE_MAPPING_BASE_ADDR, "MAPPING_BASE_ADDR"},
    {CU_POINTER_ATTRIBUTE_MEMORY_BLOCK_ID, "MEMORY_BLOCK_ID"},
};

typedef struct {
    uint64_t ptr, base, size, ctx;
} where;

static void describe(char *out, size_t cap, CUpointer_attribute a, uint64_t v, const where *w)
{
    int identifier = a == CU_POINTER_ATTRIBUTE_BUFFER_ID || a == CU_POINTER_ATTRIBUTE_MEMPOOL_HANDLE ||
                     a == CU_POINTER_ATTRIBUTE_MEMORY_BLOCK_ID;
    if (v && v == w->ptr)
        snprintf(out, cap, "ptr");
    else if (v && v == w->base)
        snprintf(out, cap, "base");
    else if (v && v == w->ctx)
        snprintf(out, cap, "ctx");
    else if (v && v == w->size && a != CU_POINTER_ATTRIBUTE_MEMORY_TYPE)
        snprintf(out, cap, "size");
    else if (v && identifier)
        snprintf(out, cap, "id");
    else
        snprintf(out, cap, "%lld", (long long)v);
}

static void probe(const char *kind, const where *w)
{
    CUresult (*get)(void *, CUpointer_attribute, CUdeviceptr) =
        (CUresult(*)(void *, CUpointer_attribute, CUdeviceptr))sym("cuPointerGetAttribute");
    for (size_t i = 0; i < sizeof k_attrs / sizeof k_attrs[0]; i++) {
        unsigned char a[16], b[16];
        memset(a, 0xA5, sizeof a);
        memset(b, 0x5A, sizeof b);
        CUresult ra = get(a, k_attrs[i].a, (CUdeviceptr)w->ptr);
        CUresult rb = get(b, k_attrs[i].a, (CUdeviceptr)w->ptr);
        int written = 0;
        for (int k = 0; k < 16; k++)
            if (a[k] != 0xA5 || b[k] != 0x5A)
                written = k + 1;
        uint64_t v = 0;
        memcpy(&v, a, written < 8 ? (size_t)written : 8);
        if (k_attrs[i].a == CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL && written == 4)
            v = (uint64_t)(int64_t)(int32_t)v;
        char val[32] = "-";
        if (written)
            describe(val, sizeof val, k_attrs[i].a, v, w);
        printf("%-12s %-28s %3d %-28s bytes=%d value=%s%s\n", kind, k_attrs[i].name, (int)ra,
               lupine_result_name((int)ra), written, val, ra != rb ? " (second call differs)" : "");
    }
    /* the six cupy's static runtime asks for (cudaPointerGetAttributes), in its order */
    static const CUpointer_attribute six[6] = {
        CU_POINTER_ATTRIBUTE_CONTEXT,        CU_POINTER_ATTRIBUTE_MEMORY_TYPE,
        CU_POINTER_ATTRIBUTE_DEVICE_POINTER, CU_POINTER_ATTRIBUTE_HOST_POINTER,
        CU_POINTER_ATTRIBUTE_IS_MANAGED,     CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL};
    uint64_t slots[6];
    void *data[6];
    for (int k = 0; k < 6; k++) {
        memset(&slots[k], 0xA5, 8);
        data[k] = &slots[k];
    }
    CUresult r = D(cuPointerGetAttributes, unsigned, CUpointer_attribute *, void **, CUdeviceptr)(
        6, (CUpointer_attribute *)six, data, (CUdeviceptr)w->ptr);
    printf("%-12s %-28s %3d %-28s", kind, "(runtime's six)", (int)r, lupine_result_name((int)r));
    for (int k = 0; k < 6; k++) {
        char val[32];
        uint64_t lo = slots[k] & 0xffffffffu;
        int narrow = six[k] == CU_POINTER_ATTRIBUTE_MEMORY_TYPE ||
                     six[k] == CU_POINTER_ATTRIBUTE_IS_MANAGED ||
                     six[k] == CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL;
        if (narrow && (slots[k] >> 32) == 0xA5A5A5A5u) /* 4 bytes written */
            describe(val, sizeof val, six[k], six[k] == CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL
                                                  ? (uint64_t)(int64_t)(int32_t)lo
                                                  : lo,
                     w);
        else if (slots[k] == 0xA5A5A5A5A5A5A5A5ull)
            snprintf(val, sizeof val, "untouched");
        else
            describe(val, sizeof val, six[k], slots[k], w);
        printf(" %s", val);
    }
    printf("\n");
}

int main(int argc, char **argv)
{
    char path[512];
    g_drv = lupine_open_driver(argc > 1 ? argv[1] : NULL, RTLD_NOW | RTLD_LOCAL, path, sizeof path);
    if (!g_drv) {
        fprintf(stderr, "lupine-attr-probe: no driver: %s\n", path);
        return 1;
    }
    printf("# lupine-attr-probe: %s\n", path);
    if (D(cuInit, unsigned)(0) != CUDA_SUCCESS) {
        fprintf(stderr, "lupine-attr-probe: cuInit failed\n");
        return 1;
    }
    CUcontext ctx = NULL;
    if (D(cuDevicePrimaryCtxRetain, CUcontext *, CUdevice)(&ctx, 0) ||
        D(cuCtxSetCurrent, CUcontext)(ctx)) {
        fprintf(stderr, "lupine-attr-probe: no context\n");
        return 1;
    }
    uint64_t c = (uint64_t)(uintptr_t)ctx;
    enum { N = 1 << 20 };

    CUdeviceptr d = 0;
    if (D(cuMemAlloc_v2, CUdeviceptr *, size_t)(&d, N) == CUDA_SUCCESS) {
        where w = {d, d, N, c};
        probe("device+0", &w);
        w.ptr = d + 4096;
        probe("device+4096", &w);
    }
    CUdeviceptr pool = 0;
    CUresult (*alloc_async)(CUdeviceptr *, size_t, CUstream) =
        (CUresult(*)(CUdeviceptr *, size_t, CUstream))dlsym(g_drv, "cuMemAllocAsync");
    if (alloc_async && alloc_async(&pool, N, NULL) == CUDA_SUCCESS &&
        D(cuCtxSynchronize, void)() == CUDA_SUCCESS) {
        where w = {pool + 64, pool, N, c};
        probe("async+64", &w);
    } else {
        printf("%-12s cuMemAllocAsync not available\n", "async+64");
    }
    void *h = NULL;
    if (D(cuMemAllocHost_v2, void **, size_t)(&h, N) == CUDA_SUCCESS) {
        where w = {(uint64_t)(uintptr_t)h + 100, (uint64_t)(uintptr_t)h, N, c};
        probe("host+100", &w);
    }
    void *hp = NULL;
    if (D(cuMemHostAlloc, void **, size_t, unsigned)(&hp, N, CU_MEMHOSTALLOC_PORTABLE) ==
        CUDA_SUCCESS) {
        where w = {(uint64_t)(uintptr_t)hp, (uint64_t)(uintptr_t)hp, N, c};
        probe("portable+0", &w);
    }
    void *reg = aligned_alloc(4096, N);
    if (reg && D(cuMemHostRegister_v2, void *, size_t, unsigned)(reg, N, 0) == CUDA_SUCCESS) {
        where w = {(uint64_t)(uintptr_t)reg + 8, (uint64_t)(uintptr_t)reg, N, c};
        probe("registered+8", &w);
    }
    char *plain = malloc(4096);
    where wp = {(uint64_t)(uintptr_t)plain, (uint64_t)(uintptr_t)plain, 4096, c};
    probe("pageable", &wp);
    where wn = {0, 0, 0, c};
    probe("null", &wn);
    free(plain);
    return 0;
}
