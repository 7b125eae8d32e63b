/* Array kernels for the eagle.ptx host emulator that numpy lacks (and, in sfu.c, the H200's
 * special-function unit).
 *
 * eagle_emu_fma_f64: elementwise fused multiply-add with a single rounding (C99 fma, IEEE 754
 * fusedMultiplyAdd), the semantics of PTX fma.rn.f64, with NaN results as an H200 gives them
 * (tests/ptx/data/ptx_gpu_record.npz): a NaN operand is returned quieted (b if it is NaN, else
 * c, else a), an invalid operation without one (0 * inf, inf - inf) returns 0xfff8000000000000.
 * numpy has no fma ufunc; the pure-numpy emulation in eagle/ptx/_float.py gives the same
 * results about 30 times slower.
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

EAGLE_EMU_EXPORT void eagle_emu_fma_f64(const double *a, const double *b, const double *c,
                                        double *out, size_t n)
{
    for (size_t i = 0; i < n; ++i) {
        double r = fma(a[i], b[i], c[i]);
        if (isnan(r)) {
            r = nan_result(a[i], b[i], c[i]);
        }
        out[i] = r;
    }
}

/* The ABI version this library implements; eagle/ptx/_native.py checks it. Version 2: the NaN
 * rule above; 3: the special-function unit (sfu.c). */
EAGLE_EMU_EXPORT int eagle_emu_abi_version(void)
{
    return 3;
}
