/* Array kernels for the eagle.ptx host emulator that numpy lacks.
 *
 * eagle_emu_fma_f64: elementwise fused multiply-add with a single rounding (C99 fma, IEEE 754
 * fusedMultiplyAdd), the semantics of PTX fma.rn.f64. numpy has no fma ufunc; the pure-numpy
 * emulation in eagle/ptx/_float.py gives the same results about 30 times slower.
 *
 * Built with -ffp-contract=off so the compiler never fuses or splits anything else.
 */
#include <math.h>
#include <stddef.h>

#if defined(_WIN32)
#define EAGLE_EMU_EXPORT __declspec(dllexport)
#else
#define EAGLE_EMU_EXPORT __attribute__((visibility("default")))
#endif

EAGLE_EMU_EXPORT void eagle_emu_fma_f64(const double *a, const double *b, const double *c,
                                        double *out, size_t n)
{
    for (size_t i = 0; i < n; ++i) {
        out[i] = fma(a[i], b[i], c[i]);
    }
}

/* The ABI version this library implements; eagle/ptx/_native.py checks it. */
EAGLE_EMU_EXPORT int eagle_emu_abi_version(void)
{
    return 1;
}
