/* The stand-in's built-in kernels: host implementations run by entry name, on the stream's
 * worker thread, when a launch of an entry of that name and parameter count is reached.
 * Everything else launches as a no-op. Each kernel checks every device range it touches
 * (CUDA_ERROR_ILLEGAL_ADDRESS otherwise, latched by the stream).
 *
 * `threads` below is the launch's total thread count (grid x block, all dimensions), so a
 * kernel written `i = blockIdx.x * blockDim.x + threadIdx.x; if (i < n) ...` and launched 1D
 * does what it does on a GPU. The C semantics, with the CUDA declaration the CI programs
 * (tests/lupine/cuda) use, `extern "C"` so the PTX entry has the plain name:
 *
 *   saxpy(const float *x, float *y, float a, unsigned n)     fixtures/saxpy.ptx
 *       y[i] = fmaf(a, x[i], y[i])                 for i < min(n, threads)
 *   spin(const float *src, float *dst, u64 ns, u64 n)         fixtures/spin.ptx
 *       waits ns nanoseconds, then dst[i] = src[i] for i < n (one thread does it all)
 *   lupine_fill_u32(unsigned *p, unsigned v, unsigned n)
 *       p[i] = v + i                               for i < min(n, threads)
 *   lupine_add_f32(float *y, const float *x, unsigned n)
 *       y[i] = y[i] + x[i]                         for i < min(n, threads)
 *   lupine_scale_f32(float *y, float a, unsigned n)
 *       y[i] = y[i] * a                            for i < min(n, threads)
 *   lupine_sleep_ns(unsigned long long ns)
 *       returns ns nanoseconds after it starts (the stream stays busy meanwhile)
 *   lupine_wait_u32(const volatile unsigned *flag, unsigned value, unsigned long long ns)
 *       returns once *flag == value, or ns nanoseconds (at most 10 s) after it starts: a
 *       kernel that waits for a write from elsewhere, as XLA's delay kernel waits for its
 *       semaphore
 *   lupine_block_sum_u32(const unsigned *x, unsigned *out, unsigned n)
 *       out[b] = sum of x[b * B + t] for t < B and b * B + t < n, for each block b < G,
 *       where B = blockDim.x and G = gridDim.x (a 1D launch; sums wrap modulo 2^32)
 *
 * A launch of any other entry leaves memory as it was; the first of each name says so on
 * stderr (the server's log, when the stand-in runs behind lupine-server), since its caller
 * sees success and outputs that were never written. */
#include "sd_core.h"

#include <math.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

static void sleep_ns(uint64_t ns)
{
    struct timespec t = {(time_t)(ns / 1000000000u), (long)(ns % 1000000000u)};
    while (nanosleep(&t, &t))
        ;
}

#define ARG(type, i) arg_##type(args, e, i)
static uint64_t arg_u64(const unsigned char *a, const entry_info *e, int i)
{
    uint64_t v;
    memcpy(&v, a + e->offset[i], 8);
    return v;
}
static unsigned arg_u32(const unsigned char *a, const entry_info *e, int i)
{
    unsigned v;
    memcpy(&v, a + e->offset[i], 4);
    return v;
}
static float arg_f32(const unsigned char *a, const entry_info *e, int i)
{
    float v;
    memcpy(&v, a + e->offset[i], 4);
    return v;
}

/* The parameter sizes must be what the C declaration above says. */
static int shape(const entry_info *e, int n, const size_t *sizes)
{
    if (e->nparams != n)
        return 0;
    for (int i = 0; i < n; i++)
        if (e->size[i] != sizes[i])
            return 0;
    return 1;
}

static CUresult run_locked(const entry_info *e, const unsigned char *args, const unsigned grid[3],
                           const unsigned block[3]);

/* Says once per entry name (the first 64 names; a leaf lock) that a launch was skipped. */
static void say_skipped(const char *name)
{
    static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
    static uint64_t said[64];
    static unsigned n;
    uint64_t h = 1469598103934665603ull; /* FNV-1a */
    for (const char *c = name; *c; c++)
        h = (h ^ (unsigned char)*c) * 1099511628211ull;
    pthread_mutex_lock(&lock);
    int fresh = n <= 64;
    for (unsigned i = 0; fresh && i < n && i < 64; i++)
        fresh = said[i] != h;
    if (fresh && n < 64)
        said[n] = h;
    if (fresh)
        n++;
    pthread_mutex_unlock(&lock);
    if (fresh && n <= 64)
        fprintf(stderr, "lupine stand-in: kernel %s launched as a no-op, its outputs not written: "
                        "the stand-in driver (host memory, no GPU) runs only its built-in kernels "
                        "(saxpy, spin, lupine_*; native/standin/kernels.c)\n",
                name);
    else if (fresh)
        fprintf(stderr, "lupine stand-in: more kernels launched as no-ops, not named\n");
}

CUresult run_kernel(const entry_info *e, const unsigned char *args, const unsigned grid[3],
                    const unsigned block[3])
{
    static const size_t p8888[] = {8, 8, 8, 8}, p8[] = {8}, p848[] = {8, 4, 8};
    /* the waiting kernels wait without holding device memory */
    if (!strcmp(e->name, "spin") && shape(e, 4, p8888)) {
        sleep_ns(ARG(u64, 2));
    } else if (!strcmp(e->name, "lupine_sleep_ns") && shape(e, 1, p8)) {
        sleep_ns(ARG(u64, 0) > 10000000000ull ? 10000000000ull : ARG(u64, 0));
        return CUDA_SUCCESS;
    } else if (!strcmp(e->name, "lupine_wait_u32") && shape(e, 3, p848)) {
        CUdeviceptr flag = ARG(u64, 0);
        unsigned value = ARG(u32, 1);
        uint64_t limit = ARG(u64, 2) > 10000000000ull ? 10000000000ull : ARG(u64, 2);
        for (uint64_t waited = 0;; waited += 100000) {
            pthread_rwlock_rdlock(&g_mem); /* held only to look: others may write meanwhile */
            int bad = dev_range(flag, 4) != 0;
            unsigned now = bad ? 0 : __atomic_load_n((const unsigned *)flag, __ATOMIC_ACQUIRE);
            pthread_rwlock_unlock(&g_mem);
            if (bad)
                return CUDA_ERROR_ILLEGAL_ADDRESS;
            if (now == value || waited >= limit)
                return CUDA_SUCCESS;
            sleep_ns(100000);
        }
    }
    pthread_rwlock_rdlock(&g_mem);
    CUresult r = run_locked(e, args, grid, block);
    pthread_rwlock_unlock(&g_mem);
    return r;
}

static CUresult run_locked(const entry_info *e, const unsigned char *args, const unsigned grid[3],
                           const unsigned block[3])
{
    unsigned long long t = (unsigned long long)grid[0] * grid[1] * grid[2] * block[0] * block[1] *
                           block[2];
    size_t threads = t > 0xffffffffu ? 0xffffffffu : (size_t)t;
    static const size_t p8888[] = {8, 8, 8, 8}, p8844[] = {8, 8, 4, 4}, p844[] = {8, 4, 4},
                        p884[] = {8, 8, 4};
    if (!strcmp(e->name, "spin") && shape(e, 4, p8888)) {
        CUdeviceptr src = ARG(u64, 0), dst = ARG(u64, 1);
        uint64_t n = ARG(u64, 3); /* waited already (run_kernel) */
        if (n > (uint64_t)1 << 40 || (n && (dev_range(src, n * 4) || dev_range(dst, n * 4))))
            return CUDA_ERROR_ILLEGAL_ADDRESS;
        if (n)
            memmove((void *)dst, (const void *)src, n * 4);
        return CUDA_SUCCESS;
    }
    if (!strcmp(e->name, "saxpy") && shape(e, 4, p8844)) {
        CUdeviceptr x = ARG(u64, 0), y = ARG(u64, 1);
        float a = ARG(f32, 2);
        size_t n = ARG(u32, 3), m = n < threads ? n : threads;
        if (m && (dev_range(x, m * 4) || dev_range(y, m * 4)))
            return CUDA_ERROR_ILLEGAL_ADDRESS;
        float *xp = (float *)x, *yp = (float *)y;
        for (size_t i = 0; i < m; i++)
            yp[i] = fmaf(a, xp[i], yp[i]); /* PTX fma.rn.f32 */
        return CUDA_SUCCESS;
    }
    if (!strcmp(e->name, "lupine_fill_u32") && shape(e, 3, p844)) {
        CUdeviceptr p = ARG(u64, 0);
        unsigned v = ARG(u32, 1);
        size_t n = ARG(u32, 2), m = n < threads ? n : threads;
        if (m && dev_range(p, m * 4))
            return CUDA_ERROR_ILLEGAL_ADDRESS;
        for (size_t i = 0; i < m; i++)
            ((unsigned *)p)[i] = v + (unsigned)i;
        return CUDA_SUCCESS;
    }
    if (!strcmp(e->name, "lupine_add_f32") && shape(e, 3, p884)) {
        CUdeviceptr y = ARG(u64, 0), x = ARG(u64, 1);
        size_t n = ARG(u32, 2), m = n < threads ? n : threads;
        if (m && (dev_range(x, m * 4) || dev_range(y, m * 4)))
            return CUDA_ERROR_ILLEGAL_ADDRESS;
        for (size_t i = 0; i < m; i++)
            ((float *)y)[i] = ((float *)y)[i] + ((const float *)x)[i];
        return CUDA_SUCCESS;
    }
    if (!strcmp(e->name, "lupine_scale_f32") && shape(e, 3, p844)) {
        CUdeviceptr y = ARG(u64, 0);
        float a = ARG(f32, 1);
        size_t n = ARG(u32, 2), m = n < threads ? n : threads;
        if (m && dev_range(y, m * 4))
            return CUDA_ERROR_ILLEGAL_ADDRESS;
        for (size_t i = 0; i < m; i++)
            ((float *)y)[i] = ((float *)y)[i] * a;
        return CUDA_SUCCESS;
    }
    if (!strcmp(e->name, "lupine_block_sum_u32") && shape(e, 3, p884)) {
        CUdeviceptr x = ARG(u64, 0), out = ARG(u64, 1);
        size_t n = ARG(u32, 2), B = block[0], G = grid[0];
        size_t m = n < B * G ? n : B * G;
        if ((m && dev_range(x, m * 4)) || dev_range(out, G * 4))
            return CUDA_ERROR_ILLEGAL_ADDRESS;
        for (size_t b = 0; b < G; b++) {
            unsigned s = 0;
            for (size_t i = b * B; i < (b + 1) * B && i < m; i++)
                s += ((const unsigned *)x)[i];
            ((unsigned *)out)[b] = s;
        }
        return CUDA_SUCCESS;
    }
    say_skipped(e->name);
    return CUDA_SUCCESS;
}
