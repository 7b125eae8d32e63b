/* The LUPINE smoke program: the driver API end to end, against any libcuda.so.1.
 *
 *   lupine-smoke LIBCUDA PTX      e.g. lupine-smoke libcuda.so.1 fixtures/saxpy.ptx  (native)
 *                                      lupine-smoke build/lupine/libcuda.so.1 ...    (shim)
 *
 * Steps: device count and properties, primary context, allocation, copies both ways and by
 * unified address, memset, the saxpy PTX module loaded and launched on a stream between two
 * events, 1000 batched launches, async copies, garbage handles (errors, then the session
 * still works), and the reset sequence (alloc, copy, free, primary-context reset, alloc,
 * copy). Every result is compared with the same arithmetic done here (fmaf: PTX fma.rn.f32).
 * Prints one line per step and "smoke: PASS"; exits 1 on the first failure. */
#define _GNU_SOURCE
#include <cuda.h>
#include <dlfcn.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void *g_lib;

static void *sym(const char *name)
{
    void *p = dlsym(g_lib, name);
    if (!p) {
        fprintf(stderr, "smoke: %s missing from the driver library\n", name);
        exit(1);
    }
    return p;
}

#define D(name, ...) ((CUresult(*)(__VA_ARGS__))sym(#name))
#define CHECK(call)                                                                          \
    do {                                                                                     \
        CUresult r_ = (call);                                                                \
        if (r_ != CUDA_SUCCESS) {                                                            \
            fprintf(stderr, "smoke: FAIL %s:%d %s -> %d\n", __FILE__, __LINE__, #call, (int)r_); \
            exit(1);                                                                         \
        }                                                                                    \
    } while (0)
#define EXPECT(cond, ...)                                                                    \
    do {                                                                                     \
        if (!(cond)) {                                                                       \
            fprintf(stderr, "smoke: FAIL %s:%d %s: ", __FILE__, __LINE__, #cond);            \
            fprintf(stderr, __VA_ARGS__);                                                    \
            fputc('\n', stderr);                                                             \
            exit(1);                                                                         \
        }                                                                                    \
    } while (0)

static char *read_file(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *buf = malloc((size_t)n + 1);
    if (buf && fread(buf, 1, (size_t)n, f) != (size_t)n) {
        free(buf);
        buf = NULL;
    }
    if (buf)
        buf[n] = 0;
    fclose(f);
    return buf;
}

int main(int argc, char **argv)
{
    if (argc != 3) {
        fprintf(stderr, "usage: lupine-smoke LIBCUDA PTX\n");
        return 2;
    }
    g_lib = dlopen(argv[1], RTLD_NOW | RTLD_LOCAL);
    EXPECT(g_lib, "dlopen %s: %s", argv[1], dlerror());
    char *ptx = read_file(argv[2]);
    EXPECT(ptx, "cannot read %s", argv[2]);

    CHECK(D(cuInit, unsigned)(0));
    int version = 0, count = 0;
    CHECK(D(cuDriverGetVersion, int *)(&version));
    CHECK(D(cuDeviceGetCount, int *)(&count));
    EXPECT(count >= 1, "no device");
    CUdevice dev;
    CHECK(D(cuDeviceGet, CUdevice *, int)(&dev, 0));
    char name[256];
    size_t total = 0;
    int major = 0, minor = 0, sms = 0;
    CUuuid uuid;
    CHECK(D(cuDeviceGetName, char *, int, CUdevice)(name, sizeof name, dev));
    CHECK(D(cuDeviceTotalMem_v2, size_t *, CUdevice)(&total, dev));
    CHECK(D(cuDeviceGetAttribute, int *, CUdevice_attribute, CUdevice)(
        &major, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, dev));
    CHECK(D(cuDeviceGetAttribute, int *, CUdevice_attribute, CUdevice)(
        &minor, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR, dev));
    CHECK(D(cuDeviceGetAttribute, int *, CUdevice_attribute, CUdevice)(
        &sms, CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT, dev));
    CHECK(D(cuDeviceGetUuid_v2, CUuuid *, CUdevice)(&uuid, dev));
    printf("device: %s, cc %d.%d, %d SMs, %zu MiB, driver %d, %d device(s)\n", name, major, minor,
           sms, total >> 20, version, count);

    CUcontext ctx;
    CHECK(D(cuDevicePrimaryCtxRetain, CUcontext *, CUdevice)(&ctx, dev));
    CHECK(D(cuCtxSetCurrent, CUcontext)(ctx));
    CUcontext cur = NULL;
    CHECK(D(cuCtxGetCurrent, CUcontext *)(&cur));
    EXPECT(cur == ctx, "current context %p, want %p", (void *)cur, (void *)ctx);

    enum { N = 1 << 20 };
    float *hx = malloc(N * sizeof(float)), *hy = malloc(N * sizeof(float)),
          *out = malloc(N * sizeof(float)), *ref = malloc(N * sizeof(float));
    EXPECT(hx && hy && out && ref, "host allocation");
    for (int i = 0; i < N; i++) {
        hx[i] = (float)(i % 977) * 0.25f - 17.0f;
        hy[i] = (float)(i % 313) * -0.5f + 3.0f;
    }
    CUdeviceptr dx, dy;
    CHECK(D(cuMemAlloc_v2, CUdeviceptr *, size_t)(&dx, N * sizeof(float)));
    CHECK(D(cuMemAlloc_v2, CUdeviceptr *, size_t)(&dy, N * sizeof(float)));
    CHECK(D(cuMemcpyHtoD_v2, CUdeviceptr, const void *, size_t)(dx, hx, N * sizeof(float)));
    CHECK(D(cuMemcpyHtoD_v2, CUdeviceptr, const void *, size_t)(dy, hy, N * sizeof(float)));
    CHECK(D(cuMemcpyDtoH_v2, void *, CUdeviceptr, size_t)(out, dx, N * sizeof(float)));
    EXPECT(!memcmp(out, hx, N * sizeof(float)), "HtoD/DtoH round trip differs");
    printf("copies: 4 MiB HtoD and DtoH round trip equal\n");

    CHECK(D(cuMemsetD32_v2, CUdeviceptr, unsigned, size_t)(dy + 16, 0x3f800000u, 8));
    CHECK(D(cuMemcpyDtoH_v2, void *, CUdeviceptr, size_t)(out, dy, 32 * sizeof(float)));
    for (int i = 0; i < 32; i++)
        EXPECT(out[i] == (i >= 4 && i < 12 ? 1.0f : hy[i]), "memset word %d = %g", i, out[i]);
    CHECK(D(cuMemcpyHtoD_v2, CUdeviceptr, const void *, size_t)(dy, hy, N * sizeof(float)));
    printf("memset: 8 words set, neighbours intact\n");

    /* unified addressing: cuMemcpy tells host from device pointers */
    CHECK(D(cuMemcpy, CUdeviceptr, CUdeviceptr, size_t)((CUdeviceptr)out, dx, 64));
    EXPECT(!memcmp(out, hx, 64), "cuMemcpy DtoH by address");
    CHECK(D(cuMemcpy, CUdeviceptr, CUdeviceptr, size_t)(dx + 64, (CUdeviceptr)(hx + 16), 64));
    CHECK(D(cuMemcpy, CUdeviceptr, CUdeviceptr, size_t)(dy, dy, 64)); /* device to device */
    CHECK(D(cuMemcpy, CUdeviceptr, CUdeviceptr, size_t)((CUdeviceptr)out, dx, 128));
    EXPECT(!memcmp(out, hx, 128), "cuMemcpy HtoD by address");
    printf("unified: cuMemcpy host/device routing by address\n");

    CUmodule mod;
    CUfunction saxpy;
    CHECK(D(cuModuleLoadData, CUmodule *, const void *)(&mod, ptx));
    CHECK(D(cuModuleGetFunction, CUfunction *, CUmodule, const char *)(&saxpy, mod, "saxpy"));
    EXPECT(D(cuModuleGetFunction, CUfunction *, CUmodule, const char *)(&saxpy, mod, "nope") ==
               CUDA_ERROR_NOT_FOUND, "unknown entry found");
    CHECK(D(cuModuleGetFunction, CUfunction *, CUmodule, const char *)(&saxpy, mod, "saxpy"));
    CUstream stream;
    CUevent start, stop;
    CHECK(D(cuStreamCreate, CUstream *, unsigned)(&stream, CU_STREAM_NON_BLOCKING));
    CHECK(D(cuEventCreate, CUevent *, unsigned)(&start, 0));
    CHECK(D(cuEventCreate, CUevent *, unsigned)(&stop, 0));
    float a = 2.5f;
    unsigned n = N;
    void *params[] = {&dx, &dy, &a, &n};
    CHECK(D(cuEventRecord, CUevent, CUstream)(start, stream));
    CHECK(D(cuLaunchKernel, CUfunction, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned,
            unsigned, CUstream, void **, void **)(saxpy, (N + 255) / 256, 1, 1, 256, 1, 1, 0,
                                                  stream, params, NULL));
    CHECK(D(cuEventRecord, CUevent, CUstream)(stop, stream));
    CHECK(D(cuStreamSynchronize, CUstream)(stream));
    float ms = -1;
    CHECK(D(cuEventElapsedTime_v2, float *, CUevent, CUevent)(&ms, start, stop));
    CHECK(D(cuMemcpyDtoH_v2, void *, CUdeviceptr, size_t)(out, dy, N * sizeof(float)));
    for (int i = 0; i < N; i++)
        ref[i] = fmaf(a, hx[i], hy[i]);
    EXPECT(!memcmp(out, ref, N * sizeof(float)), "saxpy differs from fmaf reference");
    printf("launch: saxpy on a stream equals the host fmaf reference (%.3f ms between events)\n",
           ms);

    /* 1000 launches queued back to back (batched through LUPINE), one sync */
    for (int k = 0; k < 1000; k++)
        CHECK(D(cuLaunchKernel, CUfunction, unsigned, unsigned, unsigned, unsigned, unsigned,
                unsigned, unsigned, CUstream, void **, void **)(saxpy, (N + 255) / 256, 1, 1, 256,
                                                                1, 1, 0, stream, params, NULL));
    CHECK(D(cuStreamSynchronize, CUstream)(stream));
    CHECK(D(cuMemcpyDtoHAsync_v2, void *, CUdeviceptr, size_t, CUstream)(out, dy,
                                                                        N * sizeof(float), stream));
    CHECK(D(cuStreamSynchronize, CUstream)(stream));
    for (int i = 0; i < N; i += 4099) {
        float v = ref[i];
        for (int k = 0; k < 1000; k++)
            v = fmaf(a, hx[i], v);
        EXPECT(out[i] == v, "after 1000 launches y[%d] = %.9g, want %.9g", i, out[i], v);
    }
    printf("batched: 1000 launches then one sync, results exact\n");

    /* cuLaunchKernelEx with an attribute, one more saxpy step */
    CUlaunchAttribute attr;
    memset(&attr, 0, sizeof attr);
    attr.id = CU_LAUNCH_ATTRIBUTE_PRIORITY;
    attr.value.priority = 0;
    CUlaunchConfig cfg;
    memset(&cfg, 0, sizeof cfg);
    cfg.gridDimX = (N + 255) / 256;
    cfg.gridDimY = cfg.gridDimZ = 1;
    cfg.blockDimX = 256;
    cfg.blockDimY = cfg.blockDimZ = 1;
    cfg.hStream = stream;
    cfg.attrs = &attr;
    cfg.numAttrs = 1;
    CHECK(D(cuLaunchKernelEx, const CUlaunchConfig *, CUfunction, void **, void **)(&cfg, saxpy,
                                                                                  params, NULL));
    CHECK(D(cuStreamSynchronize, CUstream)(stream));
    CHECK(D(cuMemcpyDtoH_v2, void *, CUdeviceptr, size_t)(out, dy, N * sizeof(float)));
    for (int i = 0; i < N; i += 4099) {
        float v = ref[i];
        for (int k = 0; k < 1001; k++)
            v = fmaf(a, hx[i], v);
        EXPECT(out[i] == v, "after cuLaunchKernelEx y[%d] = %.9g, want %.9g", i, out[i], v);
    }
    printf("launch ex: cuLaunchKernelEx with an attribute, result exact\n");

    CHECK(D(cuMemcpyHtoDAsync_v2, CUdeviceptr, const void *, size_t, CUstream)(
        dy, hy, N * sizeof(float), stream));
    CHECK(D(cuMemcpyDtoHAsync_v2, void *, CUdeviceptr, size_t, CUstream)(out, dy,
                                                                        N * sizeof(float), stream));
    CHECK(D(cuStreamSynchronize, CUstream)(stream));
    EXPECT(!memcmp(out, hy, N * sizeof(float)), "async round trip differs");
    printf("async copies: round trip on a stream equal\n");

    /* garbage handles get errors, and the session carries on; only through LUPINE: the real
     * driver crashes on most of them (native/trace/h200/garbage-handles.txt) */
    if (dlsym(g_lib, "lupine_libcuda_marker")) {
        EXPECT(D(cuStreamSynchronize, CUstream)((CUstream)-1) != CUDA_SUCCESS, "garbage stream");
        EXPECT(D(cuEventRecord, CUevent, CUstream)((CUevent)0x1234, stream) != CUDA_SUCCESS ||
                   D(cuStreamSynchronize, CUstream)(stream) != CUDA_SUCCESS,
               "garbage event");
        EXPECT(D(cuCtxSetCurrent, CUcontext)((CUcontext)-1) != CUDA_SUCCESS, "garbage context");
        CHECK(D(cuCtxSetCurrent, CUcontext)(ctx));
        EXPECT(D(cuMemcpyHtoD_v2, CUdeviceptr, const void *, size_t)((CUdeviceptr)0xdead0000, hx, 4) !=
                   CUDA_SUCCESS, "garbage device pointer");
        CHECK(D(cuMemcpyDtoH_v2, void *, CUdeviceptr, size_t)(out, dx, 16));
        EXPECT(!memcmp(out, hx, 16), "after garbage handles");
        printf("garbage handles: errors returned, session intact\n");
    } else {
        printf("garbage handles: skipped (the real driver crashes on them)\n");
    }

    CHECK(D(cuEventDestroy_v2, CUevent)(start));
    CHECK(D(cuEventDestroy_v2, CUevent)(stop));
    CHECK(D(cuStreamDestroy_v2, CUstream)(stream));
    CHECK(D(cuModuleUnload, CUmodule)(mod));
    CHECK(D(cuMemFree_v2, CUdeviceptr)(dx));
    CHECK(D(cuMemFree_v2, CUdeviceptr)(dy));

    /* reset sequence: alloc, copy, free, reset, alloc, copy */
    CUdeviceptr d;
    CHECK(D(cuMemAlloc_v2, CUdeviceptr *, size_t)(&d, 4096));
    CHECK(D(cuMemcpyHtoD_v2, CUdeviceptr, const void *, size_t)(d, hx, 4096));
    CHECK(D(cuMemFree_v2, CUdeviceptr)(d));
    CHECK(D(cuDevicePrimaryCtxReset_v2, CUdevice)(dev));
    CHECK(D(cuDevicePrimaryCtxRetain, CUcontext *, CUdevice)(&ctx, dev));
    CHECK(D(cuCtxSetCurrent, CUcontext)(ctx));
    CHECK(D(cuMemAlloc_v2, CUdeviceptr *, size_t)(&d, 4096));
    CHECK(D(cuMemcpyHtoD_v2, CUdeviceptr, const void *, size_t)(d, hy, 4096));
    CHECK(D(cuMemcpyDtoH_v2, void *, CUdeviceptr, size_t)(out, d, 4096));
    EXPECT(!memcmp(out, hy, 4096), "after reset");
    CHECK(D(cuMemFree_v2, CUdeviceptr)(d));
    /* bulk copies after the reset (the server's staging buffers went with the context) */
    CHECK(D(cuMemAlloc_v2, CUdeviceptr *, size_t)(&d, N * sizeof(float)));
    CHECK(D(cuMemcpyHtoDAsync_v2, CUdeviceptr, const void *, size_t, CUstream)(d, hx, N * sizeof(float), NULL));
    CHECK(D(cuMemcpyHtoD_v2, CUdeviceptr, const void *, size_t)(d, hy, N * sizeof(float)));
    CHECK(D(cuMemcpyDtoH_v2, void *, CUdeviceptr, size_t)(out, d, N * sizeof(float)));
    EXPECT(!memcmp(out, hy, N * sizeof(float)), "bulk copies after reset");
    CHECK(D(cuMemFree_v2, CUdeviceptr)(d));
    printf("reset: alloc, copy, free, reset, alloc, copy all fine\n");
    free(hx);
    free(hy);
    free(out);
    free(ref);
    free(ptx);
    printf("smoke: PASS\n");
    return 0;
}
