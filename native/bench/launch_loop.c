/* The limit line of benchmarks/eagle_launch.py: a C loop of cuLaunchKernel on gravity.ptx's
 * entry with the arguments eagle passes (position, accel, mu, n), through whichever
 * libcuda.so.1 the loader finds (the driver, or LUPINE's shim).
 *
 *   lupine-launch-loop fixtures/gravity.ptx [n=1024] [launches=20000] [rounds=15]
 *
 * Prints one JSON object: the median over rounds of the per-launch time of `launches`
 * back-to-back launches followed by one cuCtxSynchronize, in microseconds. Only the driver
 * API's own declarations are used (no CUDA headers needed), as the CUDA Driver API documents
 * them; timing: CLOCK_MONOTONIC. */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef int CUresult;
typedef void *CUcontext, *CUmodule, *CUfunction, *CUstream;
typedef unsigned long long CUdeviceptr;

static void *g_lib;

static void *sym(const char *name)
{
    void *p = dlsym(g_lib, name);
    if (!p) {
        fprintf(stderr, "lupine-launch-loop: %s missing from libcuda.so.1\n", name);
        exit(1);
    }
    return p;
}

#define CHECK(call)                                                                          \
    do {                                                                                     \
        CUresult r_ = (call);                                                                \
        if (r_) {                                                                            \
            fprintf(stderr, "lupine-launch-loop: %s -> CUresult %d\n", #call, r_);                  \
            exit(1);                                                                         \
        }                                                                                    \
    } while (0)

static double now_us(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec * 1e6 + (double)t.tv_nsec / 1e3;
}

static int cmp(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static char *read_file(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        perror(path);
        exit(1);
    }
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *s = calloc(1, (size_t)n + 1);
    if (!s || fread(s, 1, (size_t)n, f) != (size_t)n) {
        fprintf(stderr, "lupine-launch-loop: cannot read %s\n", path);
        exit(1);
    }
    fclose(f);
    return s;
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: lupine-launch-loop PTX [n] [launches] [rounds]\n");
        return 2;
    }
    uint64_t n = argc > 2 ? strtoull(argv[2], NULL, 10) : 1024;
    int launches = argc > 3 ? atoi(argv[3]) : 20000, rounds = argc > 4 ? atoi(argv[4]) : 15;
    if (!n || launches < 1 || rounds < 1 || rounds > 1000) {
        fprintf(stderr, "lupine-launch-loop: n, launches and rounds must be positive\n");
        return 2;
    }
    g_lib = dlopen("libcuda.so.1", RTLD_NOW | RTLD_GLOBAL);
    if (!g_lib) {
        fprintf(stderr, "lupine-launch-loop: %s\n", dlerror());
        return 1;
    }
    CUresult (*init)(unsigned) = sym("cuInit");
    CUresult (*retain)(CUcontext *, int) = sym("cuDevicePrimaryCtxRetain");
    CUresult (*set)(CUcontext) = sym("cuCtxSetCurrent");
    CUresult (*load)(CUmodule *, const void *) = sym("cuModuleLoadData");
    CUresult (*get)(CUfunction *, CUmodule, const char *) = sym("cuModuleGetFunction");
    CUresult (*alloc)(CUdeviceptr *, size_t) = sym("cuMemAlloc_v2");
    CUresult (*sync)(void) = sym("cuCtxSynchronize");
    CUresult (*launch)(CUfunction, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned,
                       unsigned, CUstream, void **, void **) = sym("cuLaunchKernel");
    CUcontext ctx;
    CUmodule mod;
    CUfunction fn;
    CUdeviceptr position, accel;
    CHECK(init(0));
    CHECK(retain(&ctx, 0));
    CHECK(set(ctx));
    char *ptx = read_file(argv[1]);
    CHECK(load(&mod, ptx));
    CHECK(get(&fn, mod, "gravity"));
    CHECK(alloc(&position, 3 * n * sizeof(double)));
    CHECK(alloc(&accel, 3 * n * sizeof(double)));
    double mu = 3.986004418e14;
    void *params[] = {&position, &accel, &mu, &n};
    unsigned grid = (unsigned)((n + 255) / 256);
    for (int i = 0; i < 100; i++) /* warm */
        CHECK(launch(fn, grid, 1, 1, 256, 1, 1, 0, NULL, params, NULL));
    CHECK(sync());
    double *t = calloc((size_t)rounds, sizeof *t);
    for (int r = 0; r < rounds; r++) {
        double t0 = now_us();
        for (int i = 0; i < launches; i++)
            CHECK(launch(fn, grid, 1, 1, 256, 1, 1, 0, NULL, params, NULL));
        CHECK(sync());
        t[r] = (now_us() - t0) / launches;
    }
    qsort(t, (size_t)rounds, sizeof *t, cmp);
    printf("{\"launch_us\": %.3f, \"n\": %llu, \"launches\": %d, \"rounds\": %d}\n",
           t[rounds / 2], (unsigned long long)n, launches, rounds);
    return 0;
}
