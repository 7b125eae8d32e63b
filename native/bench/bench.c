/* Driver-level benchmark, run against any libcuda.so.1 (the real driver or the LUPINE shim):
 *
 *   lupine-bench LIBCUDA [--launches N] [--copies N] [--bulk-mib M]
 *
 * Prints one JSON object: per-launch time of N back-to-back async launches of an empty kernel
 * followed by one stream synchronisation (microseconds), the median time of a synchronous
 * 8-byte host-to-device copy (microseconds), and the throughput of one synchronous M MiB
 * host-to-device copy from pageable memory (GB/s, best of 3). Timing: CLOCK_MONOTONIC. */
#define _GNU_SOURCE
#include <cuda.h>
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static void *g_lib;

static void *sym(const char *name)
{
    void *p = dlsym(g_lib, name);
    if (!p) {
        fprintf(stderr, "lupine-bench: %s missing\n", name);
        exit(1);
    }
    return p;
}

#define D(name, ...) ((CUresult(*)(__VA_ARGS__))sym(#name))
#define CHECK(call)                                                                          \
    do {                                                                                     \
        CUresult r_ = (call);                                                                \
        if (r_ != CUDA_SUCCESS) {                                                            \
            fprintf(stderr, "lupine-bench: %s -> %d\n", #call, (int)r_);                     \
            exit(1);                                                                         \
        }                                                                                    \
    } while (0)

static const char k_empty_ptx[] = ".version 7.0\n.target sm_75\n.address_size 64\n"
                                  ".visible .entry lupine_empty(.param .u64 p)\n{\n  ret;\n}\n";

static double now_us(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec * 1e6 + (double)t.tv_nsec / 1e3;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: lupine-bench LIBCUDA [--launches N] [--copies N] [--bulk-mib M]\n");
        return 2;
    }
    int launches = 20000, copies = 2000;
    size_t bulk_mib = 256;
    for (int i = 2; i + 1 < argc; i += 2) {
        if (!strcmp(argv[i], "--launches"))
            launches = atoi(argv[i + 1]);
        else if (!strcmp(argv[i], "--copies"))
            copies = atoi(argv[i + 1]);
        else if (!strcmp(argv[i], "--bulk-mib"))
            bulk_mib = (size_t)atoi(argv[i + 1]);
    }
    g_lib = dlopen(argv[1], RTLD_NOW | RTLD_LOCAL);
    if (!g_lib) {
        fprintf(stderr, "lupine-bench: %s\n", dlerror());
        return 1;
    }
    CHECK(D(cuInit, unsigned)(0));
    CUcontext ctx;
    CHECK(D(cuDevicePrimaryCtxRetain, CUcontext *, CUdevice)(&ctx, 0));
    CHECK(D(cuCtxSetCurrent, CUcontext)(ctx));
    CUmodule mod;
    CUfunction fn;
    CHECK(D(cuModuleLoadData, CUmodule *, const void *)(&mod, k_empty_ptx));
    CHECK(D(cuModuleGetFunction, CUfunction *, CUmodule, const char *)(&fn, mod, "lupine_empty"));
    CUstream s;
    CHECK(D(cuStreamCreate, CUstream *, unsigned)(&s, CU_STREAM_NON_BLOCKING));
    CUdeviceptr d;
    size_t bulk = bulk_mib << 20;
    CHECK(D(cuMemAlloc_v2, CUdeviceptr *, size_t)(&d, bulk));
    void *params[] = {&d};
    typedef CUresult (*launch_t)(CUfunction, unsigned, unsigned, unsigned, unsigned, unsigned,
                                 unsigned, unsigned, CUstream, void **, void **);
    launch_t launch = (launch_t)sym("cuLaunchKernel");
    CUresult (*sync)(CUstream) = (CUresult(*)(CUstream))sym("cuStreamSynchronize");
    CUresult (*htod)(CUdeviceptr, const void *, size_t) =
        (CUresult(*)(CUdeviceptr, const void *, size_t))sym("cuMemcpyHtoD_v2");

    /* warm-up: first launch loads the kernel, first copies set up staging */
    for (int i = 0; i < 100; i++)
        CHECK(launch(fn, 1, 1, 1, 32, 1, 1, 0, s, params, NULL));
    CHECK(sync(s));
    double t0 = now_us();
    for (int i = 0; i < launches; i++)
        CHECK(launch(fn, 1, 1, 1, 32, 1, 1, 0, s, params, NULL));
    CHECK(sync(s));
    double launch_us = (now_us() - t0) / launches;

    unsigned long long word = 42;
    double *lat = malloc((size_t)copies * sizeof *lat);
    for (int i = 0; i < 50; i++)
        CHECK(htod(d, &word, sizeof word));
    for (int i = 0; i < copies; i++) {
        double a = now_us();
        CHECK(htod(d, &word, sizeof word));
        lat[i] = now_us() - a;
    }
    qsort(lat, (size_t)copies, sizeof *lat, cmp_double);
    double copy_us = lat[copies / 2];

    unsigned char *host = malloc(bulk);
    memset(host, 0x5a, bulk); /* touch every page: pageable but resident */
    CHECK(htod(d, host, bulk));
    double best = 1e30;
    for (int rep = 0; rep < 3; rep++) {
        double a = now_us();
        CHECK(htod(d, host, bulk));
        double t = now_us() - a;
        best = t < best ? t : best;
    }
    double gbps = (double)bulk / (best * 1e3);
    printf("{\"launch_us\": %.3f, \"small_copy_us\": %.3f, \"htod_gbps\": %.3f, \"launches\": %d, "
           "\"copies\": %d, \"bulk_mib\": %zu}\n",
           launch_us, copy_us, gbps, launches, copies, bulk_mib);
    free(lat);
    free(host);
    CHECK(D(cuMemFree_v2, CUdeviceptr)(d));
    return 0;
}
