/* Array kernels for the eagle.ptx host emulator that numpy lacks (and, in sfu.c, the H200's
 * special-function unit).
 *
 * eagle_emu_fma_f64: elementwise fused multiply-add with a single rounding (C99 fma, IEEE 754
 * fusedMultiplyAdd), the semantics of PTX fma.rn.f64, with NaN results as an H200 gives them
 * (tests/ptx/data/ptx_gpu_record.npz): a NaN operand is returned quieted (b if it is NaN, else
 * c, else a), an invalid operation without one (0 * inf, inf - inf) returns 0xfff8000000000000.
 * Any operand may be one scalar for every element. numpy has no fma ufunc; the pure-numpy
 * emulation in eagle/ptx/_float.py gives the same results about 30 times slower.
 *
 * Built with -ffp-contract=off so the compiler never fuses or splits anything else.
 */
#include <math.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#if defined(_WIN32)
#define EAGLE_EMU_EXPORT __declspec(dllexport)
#else
#define EAGLE_EMU_EXPORT __attribute__((visibility("default")))
#endif

static double nan_result(double a, double b, double c)
{
    uint64_t bits = UINT64_C(0xFFF8000000000000);
    /* The H200 prefers b, then c, then a (tests/ptx/data/ptx_gpu_record.npz, 2026-11-29). */
    if (isnan(b)) {
        memcpy(&bits, &b, sizeof bits);
    } else if (isnan(c)) {
        memcpy(&bits, &c, sizeof bits);
    } else if (isnan(a)) {
        memcpy(&bits, &a, sizeof bits);
    }
    bits |= UINT64_C(0x0008000000000000);
    double r;
    memcpy(&r, &bits, sizeof r);
    return r;
}

/* Elements per block: a block's results are made in a stack buffer, their NaNs fixed from the
 * operands, then copied out, so ``out`` may be one of the operands. */
#define FMA_BLOCK 512

/* One operand's element i: the array's, or its one value when the operand is a scalar. */
#define FMA_LOOP(A, B, C)                        \
    for (size_t i = 0; i < n; ++i) {             \
        double r = fma((A), (B), (C));           \
        out[i] = r;                              \
        nan |= r != r;                           \
    }

/* GCC 12 on x86-64 Linux also builds an x86-64-v3 clone (AVX2 and FMA: the loops become
 * vfmadd over four lanes) and picks it at load time on a CPU that has them; elsewhere fma()
 * is the C library's. Both round once, so the results are the same bits. */
#if defined(__GNUC__) && !defined(__clang__) && __GNUC__ >= 12 && defined(__x86_64__) && \
    defined(__linux__)
#define EAGLE_EMU_CLONES __attribute__((target_clones("arch=x86-64-v3", "default")))
#else
#define EAGLE_EMU_CLONES
#endif

/* fma over n <= FMA_BLOCK elements into out; nonzero when a result is NaN. */
EAGLE_EMU_CLONES static int fma_block(const double *a, const double *b, const double *c,
                                      double *out, size_t n, int scalars)
{
    int nan = 0;
    switch (scalars & 7) {
    case 0: FMA_LOOP(a[i], b[i], c[i]) break;
    case 1: FMA_LOOP(a[0], b[i], c[i]) break;
    case 2: FMA_LOOP(a[i], b[0], c[i]) break;
    case 3: FMA_LOOP(a[0], b[0], c[i]) break;
    case 4: FMA_LOOP(a[i], b[i], c[0]) break;
    case 5: FMA_LOOP(a[0], b[i], c[0]) break;
    case 6: FMA_LOOP(a[i], b[0], c[0]) break;
    default: FMA_LOOP(a[0], b[0], c[0]) break;
    }
    return nan;
}

/* out[i] = fma(a[i], b[i], c[i]) for i < n, where an operand whose bit is set in ``scalars``
 * (1: a, 2: b, 4: c) is the one value it points to. ``out`` may be one of the operands. */
EAGLE_EMU_EXPORT void eagle_emu_fma_f64(const double *a, const double *b, const double *c,
                                        double *out, size_t n, int scalars)
{
    double tmp[FMA_BLOCK];
    const size_t sa = (scalars & 1) ? 0 : 1, sb = (scalars & 2) ? 0 : 1,
                 sc = (scalars & 4) ? 0 : 1;
    for (size_t start = 0; start < n; start += FMA_BLOCK) {
        const size_t m = n - start < FMA_BLOCK ? n - start : FMA_BLOCK;
        const double *pa = a + sa * start, *pb = b + sb * start, *pc = c + sc * start;
        if (fma_block(pa, pb, pc, tmp, m, scalars)) {
            for (size_t i = 0; i < m; ++i) {
                if (isnan(tmp[i])) {
                    tmp[i] = nan_result(pa[sa * i], pb[sb * i], pc[sc * i]);
                }
            }
        }
        memcpy(out + start, tmp, m * sizeof *tmp);
    }
}

/* The ABI version this library implements; eagle/ptx/_native.py checks it. Version 2: the NaN
 * rule above; 3: the special-function unit (sfu.c); 4: eagle_emu_fma_f64 takes scalar
 * operands (its last argument). */
EAGLE_EMU_EXPORT int eagle_emu_abi_version(void)
{
    return 4;
}
