/* The H200's special-function unit (SASS MUFU) and the PTX .approx instructions around it, over
 * arrays of float32 bit patterns: the C form of eagle/ptx/_sfu.py, which describes the unit and
 * stays the reference (tests/ptx/test_ptx_sfu_native.py checks that both give the same bits).
 * Each function's fitted coefficients (eagle/ptx/sfu_h200.npz) and layout (_sfu.LAYOUT) are
 * handed over once by eagle_emu_sfu_table, which copies them; the unit's truncated square of
 * a 17-bit offset (_sfu.square), shared by every function, comes from two 8 KiB tables made
 * here on the first (square17).
 *
 * Unit codes (eagle_emu_sfu_unit): 0 rcp, 1 ex2, 2 lg2, 3 rsqrt, 4 sqrt, 5 sin, 6 cos, 7 tanh;
 * table codes (eagle_emu_sfu_table) the same but for cos, which uses the sine's table: 0 rcp,
 * 1 ex2, 2 lg2, 3 rsqrt, 4 sqrt, 5 sin, 6 tanh. Instruction codes (eagle_emu_sfu_approx) are the
 * unit codes, for rcp.approx, ex2.approx, ... tanh.approx.f32 with or without .ftz.
 *
 * float32 products are written as mul32, which returns what x86's MULSS gives whatever order
 * the compiler puts the operands in (numpy's float32 multiply on x86-64 gives the same): a NaN
 * operand, the first if both, quieted; 0xffc00000 for an invalid product.
 */
#include <math.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#if defined(_WIN32)
#define EAGLE_EMU_EXPORT __declspec(dllexport)
#else
#define EAGLE_EMU_EXPORT __attribute__((visibility("default")))
#endif

/* the per-lane functions are inlined into each function's loop, so that the table's fields
 * are loaded once per call */
#if defined(__GNUC__)
#define LANE static inline __attribute__((always_inline))
#else
#define LANE static inline
#endif

#define NAN32 UINT32_C(0x7FFFFFFF)
#define INF32 UINT32_C(0x7F800000)
#define SIGN32 UINT32_C(0x80000000)
#define CUT29 (~((UINT64_C(1) << 29) - 1)) /* a double's significand cut to 24 bits */

enum { T_RCP, T_EX2, T_LG2, T_RSQRT, T_SQRT, T_SIN, T_TANH, T_COUNT };
enum { U_RCP, U_EX2, U_LG2, U_RSQRT, U_SQRT, U_SIN, U_COS, U_TANH, U_COUNT };

/* the fraction width each interpolating table spans: 23 bits, 24 for the [1, 4) of rsqrt/sqrt */
static const int FRACTION_BITS[T_TANH] = {23, 23, 23, 24, 24, 23};
#define TANH_BINADES 11 /* e = -8 .. 2 */
#define SQUARE_BITS 17  /* the squarer's width: offset bits plus the shift before it */

struct table {
    int loaded;
    int64_t xbits, pre, weight, shift; /* int64_t: no uint32_t store can change them */
    size_t nseg;
    int64_t *d, *c1, *c2, *p;
    int64_t q[TANH_BINADES], base[TANH_BINADES]; /* tanh only */
};

static struct table tables[T_COUNT];
/* the cross terms of square17: cross[k][n << 9 | l] for the nibble n = bits 4k .. 4k+3 of h */
static uint8_t cross[2][16 << 9];
static int squares_made;
static const int UNIT_TABLE[U_COUNT] = {T_RCP, T_EX2, T_LG2, T_RSQRT, T_SQRT, T_SIN, T_SIN, T_TANH};

LANE float u2f(uint32_t u)
{
    float f;
    memcpy(&f, &u, sizeof f);
    return f;
}

LANE uint32_t f2u(float f)
{
    uint32_t u;
    memcpy(&u, &f, sizeof u);
    return u;
}

LANE double cut24(double v)
{
    uint64_t u;
    memcpy(&u, &v, sizeof u);
    u &= CUT29;
    memcpy(&v, &u, sizeof v);
    return v;
}

/* 2**k for an exponent k of a normal double */
LANE double pow2(int64_t k)
{
    uint64_t u = (uint64_t)(k + 1023) << 52;
    double v;
    memcpy(&v, &u, sizeof v);
    return v;
}

/* x >> s rounding toward minus infinity, for negative x too */
LANE int64_t asr(int64_t x, int64_t s)
{
    return x >= 0 ? x >> s : ~(~x >> s);
}

LANE float mul32(float a, float b)
{
    float r = a * b;
    if (r != r) {
        uint32_t bits = UINT32_C(0xFFC00000);
        if (a != a) {
            bits = f2u(a) | UINT32_C(0x00400000);
        } else if (b != b) {
            bits = f2u(b) | UINT32_C(0x00400000);
        }
        r = u2f(bits);
    }
    return r;
}

LANE float flush32(float x)
{
    return fabsf(x) < 0x1p-126f ? copysignf(0.0f, x) : x;
}

static void *copy64(const int64_t *src, size_t n)
{
    int64_t *dst = malloc(n * sizeof *dst);
    if (dst != NULL) {
        memcpy(dst, src, n * sizeof *dst);
    }
    return dst;
}

/* The unit's truncated square of a 17-bit offset x (_sfu.square): the partial product of
 * each set bit b, x << b, enters shifted right by 18 with its low bits cut off, and the sum is
 * halved. Bit by bit: acc = the sum over ordered bit pairs (b, c) of x with b + c >= 18 of
 * 2**(b + c - 18). With x = h * 2**9 + l (h 8 bits, l 9): the pairs within h all count, h*h;
 * those within l none; the cross pairs, both orders, 2 * the sum over h's set bits k (its bit
 * 9 + k of x) of l >> (9 - k). So square17(x) = (h*h >> 1) + that sum, taken from one table
 * per nibble of h (each entry below 2**8). */
static void make_squares(void)
{
    for (int k = 0; k < 2; ++k) {
        for (int n = 0; n < 16; ++n) {
            for (int l = 0; l < 1 << 9; ++l) {
                int sum = 0;
                for (int bit = 0; bit < 4; ++bit) {
                    sum += ((n >> bit) & 1) * (l >> (9 - (4 * k + bit)));
                }
                cross[k][n << 9 | l] = (uint8_t)sum; /* at most 236 */
            }
        }
    }
    squares_made = 1;
}

LANE int64_t square17(int64_t x)
{
    int64_t h = x >> 9, l = x & 0x1FF;
    return (h * h >> 1) + cross[0][(h & 15) << 9 | l] + cross[1][(h >> 4) << 9 | l];
}

/* Whether the coefficients are small enough that V never overflows: |D| < 2**52, |C1| and
 * |C2| < 2**24 (the fitted ones are below 2**42 and 2**17). */
static int coefficients_fit(size_t nseg, const int64_t *d, const int64_t *c1, const int64_t *c2)
{
    const int64_t big = (int64_t)1 << 52, small = (int64_t)1 << 24;
    for (size_t i = 0; i < nseg; ++i) {
        if (d[i] <= -big || d[i] >= big || c1[i] <= -small || c1[i] >= small ||
            c2[i] <= -small || c2[i] >= small) {
            return 0;
        }
    }
    return 1;
}

/* Whether tanh's per-binade Q and first-segment offsets (aux, as eagle_emu_sfu_table takes
 * them) keep every index inside nseg segments, and its P make 2**-P a normal double. */
static int tanh_layout_fits(size_t nseg, const int64_t *p, const int64_t *aux)
{
    for (int k = 0; k < TANH_BINADES; ++k) {
        int64_t e = k - 8, q = aux[k], b = aux[TANH_BINADES + k];
        int64_t s = 23 - e - q; /* cut = significand >> s, in [2**(23-s), 2**(24-s)) */
        if (s < 0 || s > 23) {
            return 0;
        }
        int64_t lo = (int64_t)1 << (23 - s), hi = (int64_t)1 << (24 - s);
        if (b + (lo >> SQUARE_BITS) < 0 || b + ((hi - 1) >> SQUARE_BITS) >= (int64_t)nseg) {
            return 0;
        }
    }
    for (size_t g = 0; g < nseg; ++g) {
        if (p[g] < 0 || p[g] > 1000) {
            return 0;
        }
    }
    return 1;
}

/* Hands table `code` to the library (copied): nseg coefficients D, C1, C2 (and P, tanh only,
 * else NULL) and the layout (_sfu.LAYOUT: offset bits xbits, the offset's shift before the
 * squarer pre, with xbits + pre = 17, the square's weight, the right shift of V; for tanh 17,
 * 0, 1, 0); for tanh, aux holds Q of each binade e = -8 .. 2, then the index of its first
 * segment minus that segment's number (22 values; else NULL, 0). The first table given also
 * makes the squares. Returns 0, 1 if the table was already given (it is kept), -1 for a bad
 * code, a layout whose indices would leave the table or coefficients that could overflow, -2
 * when out of memory. Not thread-safe: the caller serialises the first call for each table,
 * before any evaluation needing it. */
EAGLE_EMU_EXPORT int eagle_emu_sfu_table(int code, size_t nseg, const int64_t *d,
                                         const int64_t *c1, const int64_t *c2, const int64_t *p,
                                         int xbits, int pre, int weight, int shift,
                                         const int64_t *aux, size_t naux)
{
    if (code < 0 || code >= T_COUNT || xbits < 1 || pre < 0 || xbits + pre != SQUARE_BITS ||
        weight < 0 || weight > 64 || shift < 0 || shift > 62 ||
        !coefficients_fit(nseg, d, c1, c2)) {
        return -1;
    }
    if (code == T_TANH) {
        if (p == NULL || aux == NULL || naux != 2 * TANH_BINADES || pre != 0 || weight != 1 ||
            !tanh_layout_fits(nseg, p, aux)) {
            return -1;
        }
    } else if (p != NULL || aux != NULL || nseg != (size_t)1 << (FRACTION_BITS[code] - xbits)) {
        return -1;
    }
    struct table *t = &tables[code];
    if (t->loaded) {
        return 1;
    }
    if (!squares_made) {
        make_squares();
    }
    if (code == T_TANH) {
        memcpy(t->q, aux, sizeof t->q);
        memcpy(t->base, aux + TANH_BINADES, sizeof t->base);
    }
    t->d = copy64(d, nseg);
    t->c1 = copy64(c1, nseg);
    t->c2 = copy64(c2, nseg);
    t->p = p != NULL ? copy64(p, nseg) : NULL;
    if (t->d == NULL || t->c1 == NULL || t->c2 == NULL || (p != NULL && t->p == NULL)) {
        free(t->d);
        free(t->c1);
        free(t->c2);
        free(t->p);
        return -2;
    }
    t->nseg = nseg;
    t->xbits = xbits;
    t->pre = pre;
    t->weight = weight;
    t->shift = shift;
    t->loaded = 1;
    return 0;
}

/* V >> shift for a fraction of FRACTION_BITS bits (_sfu.interpolate) */
LANE int64_t interpolate(const struct table *t, int64_t fraction)
{
    int64_t i = fraction >> t->xbits;
    int64_t x = fraction & (((int64_t)1 << t->xbits) - 1);
    int64_t sq = t->weight * square17(x << t->pre);
    return asr(t->d[i] + t->c1[i] * x + t->c2[i] * sq, t->shift);
}

LANE uint32_t rcp_unit(uint32_t b)
{
    uint32_t e = (b >> 23) & 0xFF, f = b & 0x7FFFFF, sign = b & SIGN32;
    if (e == 0) {
        return sign | INF32;
    }
    if (e == 255) {
        return f != 0 ? NAN32 : sign;
    }
    int64_t m = interpolate(&tables[T_RCP], f); /* 2**23 <= m <= 2**24 */
    int64_t r = ((int64_t)126 << 23) + m - ((int64_t)1 << 23) + ((int64_t)127 - e) * (1 << 23);
    return r >= (1 << 23) ? (uint32_t)r | sign : sign;
}

LANE uint32_t ex2_unit(uint32_t b)
{
    uint32_t e = (b >> 23) & 0xFF;
    int neg = b >= SIGN32;
    if (e >= 134) { /* |x| >= 128, inf and NaN */
        return e == 255 && (b & 0x7FFFFF) != 0 ? NAN32 : neg ? 0 : INF32;
    }
    /* |x| < 128 as a fixed-point number with 23 fraction bits, cut (the conversion truncates);
     * the product is exact in double */
    int64_t fixed = (int64_t)((double)fabsf(u2f(b)) * 0x1p23);
    int64_t whole = fixed >> 23, frac = fixed & 0x7FFFFF, cut = frac != 0;
    /* -(w + f) = -(w + 1) + (1 - f), 1 - f as the one's complement of f */
    whole = neg ? -whole - cut : whole;
    frac = neg && cut ? 0x7FFFFF - frac : frac;
    int64_t m = interpolate(&tables[T_EX2], frac);
    int64_t r = ((int64_t)127 << 23) + m - ((int64_t)1 << 23) + whole * (1 << 23);
    return r >= (1 << 23) ? (uint32_t)r : 0;
}

LANE uint32_t lg2_unit(uint32_t b)
{
    uint32_t e = (b >> 23) & 0xFF, f = b & 0x7FFFFF;
    int neg = b >= SIGN32;
    if (e == 255) {
        return f != 0 || neg ? NAN32 : INF32;
    }
    if (e == 0) {
        return SIGN32 | INF32;
    }
    if (neg) {
        return NAN32;
    }
    int64_t res = (f == 0 && e == 127) ? 0 : interpolate(&tables[T_LG2], f);
    int64_t total = res + ((int64_t)e - 127) * ((int64_t)1 << 36);
    double cut = cut24((double)(total < 0 ? ~total : total)) * 0x1p-36;
    return f2u((float)(total < 0 ? -cut : cut));
}

LANE uint32_t rsqrt_unit(uint32_t b)
{
    uint32_t e = (b >> 23) & 0xFF, f = b & 0x7FFFFF;
    int neg = b >= SIGN32;
    if (e == 255) {
        return f != 0 || neg ? NAN32 : 0;
    }
    if (e == 0) {
        return (b & SIGN32) | INF32;
    }
    if (neg) {
        return NAN32;
    }
    int64_t ex = (int64_t)e - 127;
    int64_t frac = ((int64_t)((e & 1) ^ 1) << 23) | f; /* the odd exponents in [2, 4) */
    int64_t exp = 126 - asr(ex, 1);
    if (frac == 0) {
        return (uint32_t)((exp + 1) << 23);
    }
    int64_t m = interpolate(&tables[T_RSQRT], frac);
    return (uint32_t)((exp << 23) | (m & 0x7FFFFF));
}

LANE uint32_t sqrt_unit(uint32_t b)
{
    uint32_t e = (b >> 23) & 0xFF, f = b & 0x7FFFFF;
    int neg = b >= SIGN32;
    if (e == 255) {
        return f != 0 || neg ? NAN32 : INF32;
    }
    if (e == 0) {
        return b & SIGN32;
    }
    if (neg) {
        return NAN32;
    }
    int64_t ex = (int64_t)e - 127;
    int64_t m = interpolate(&tables[T_SQRT], ((int64_t)((e & 1) ^ 1) << 23) | f);
    return (uint32_t)(((127 + asr(ex, 1)) << 23) | (m & 0x7FFFFF));
}

LANE uint32_t tanh_unit(uint32_t b)
{
    const struct table *t = &tables[T_TANH];
    uint32_t mag = b & UINT32_C(0x7FFFFFFF);
    if (mag > INF32) {
        return NAN32;
    }
    int64_t e = (int64_t)(mag >> 23) - 127;
    uint32_t out = mag >= UINT32_C(0x41000000) ? UINT32_C(0x3F800000) : mag;
    if (e >= -8 && e <= 2) {
        int64_t k = e + 8;
        int64_t m = (mag & 0x7FFFFF) | 0x800000;
        int64_t cut = m >> (23 - e - t->q[k]); /* in [0, 23] (checked when loaded) */
        int64_t g = t->base[k] + (cut >> SQUARE_BITS);
        int64_t x = cut & ((1 << SQUARE_BITS) - 1);
        double v = cut24((double)(t->d[g] + t->c1[g] * x + t->c2[g] * square17(x)));
        out = f2u((float)(v * pow2(-t->p[g])));
    }
    return out | (b & SIGN32);
}

LANE uint32_t sincos_unit(uint32_t b, int cosine)
{
    uint32_t e = (b >> 23) & 0xFF, f = b & 0x7FFFFF;
    if (e == 255) {
        return NAN32;
    }
    /* |t|'s fraction in quadrants, fixed point with 23 fraction bits: |t| * 2**25 mod 2**25 */
    int64_t m = e == 0 ? 0 : f | (1 << 23);
    int64_t shift = (int64_t)e - 125;
    int64_t up = shift > 0 ? (shift < 25 ? shift : 25) : 0;
    int64_t down = shift < 0 ? (-shift < 63 ? -shift : 63) : 0;
    int64_t q = ((m << up) >> down) & (((int64_t)1 << 25) - 1);
    int64_t quadrant = (q >> 23) + (cosine ? 1 : 0);
    int64_t frac = (q ^ -(quadrant & 1)) & 0x7FFFFF; /* odd quadrants: one's complement */
    int64_t v = interpolate(&tables[T_SIN], frac);  /* < 2**38: exact in double */
    float r = (float)(cut24((double)v) * 0x1p-37);
    uint32_t negative = (uint32_t)((quadrant >> 1) & 1) ^ (b >= SIGN32 && !cosine);
    return f2u(r) ^ (negative << 31); /* the sign flipped: -r */
}

LANE uint32_t sin_unit(uint32_t b)
{
    return sincos_unit(b, 0);
}

LANE uint32_t cos_unit(uint32_t b)
{
    return sincos_unit(b, 1);
}

/* FMUL.RZ(a, float32(1/(2 pi))), _sfu.turns: exact in double, then cut to float32 (rounded,
 * and where that went away from zero, the next float32 toward zero: one less in magnitude's
 * bits, as t is then neither 0 nor inf) */
LANE float turns(float a)
{
    const float inv_2pi = (float)0.15915494309189535; /* 0x3e22f983, ptxas's 1/(2 pi) */
    double p = (double)a * (double)inv_2pi;
    float t = (float)p;
    return u2f(f2u(t) - (uint32_t)(fabs((double)t) > fabs(p)));
}

/* The PTX instructions over the unit: ptxas's scaling FMULs around MUFU (_sfu.*_approx) */
#define TINY 0x1p-126f
#define BIG 0x1p126f
#define UNIT(f, a) u2f(f##_unit(f2u(a)))

LANE float rcp_approx(int ftz, float a)
{
    float m = fabsf(a);
    if (!ftz && (m < TINY || m > BIG)) {
        float s = m < TINY ? 0x1p24f : 0.25f;
        return mul32(UNIT(rcp, mul32(a, s)), s);
    }
    return UNIT(rcp, a);
}

LANE float ex2_approx(int ftz, float a)
{
    if (!ftz && a < -126.0f) {
        float r = UNIT(ex2, mul32(a, 0.5f));
        return mul32(r, r);
    }
    return UNIT(ex2, a);
}

LANE float lg2_approx(int ftz, float a)
{
    if (!ftz && fabsf(a) < TINY) {
        return UNIT(lg2, mul32(a, 0x1p24f)) + -24.0f;
    }
    return UNIT(lg2, a);
}

LANE float rsqrt_approx(int ftz, float a)
{
    if (!ftz && fabsf(a) < TINY) {
        return mul32(UNIT(rsqrt, mul32(a, 0x1p24f)), 4096.0f);
    }
    return UNIT(rsqrt, a);
}

LANE float sqrt_approx(int ftz, float a)
{
    if (!ftz && fabsf(a) < TINY && a != 0.0f) {
        return mul32(UNIT(sqrt, mul32(a, 0x1p24f)), 0x1p-12f);
    }
    return UNIT(sqrt, a);
}

LANE float sin_approx(int ftz, float a)
{
    (void)ftz;
    return UNIT(sin, turns(a));
}

LANE float cos_approx(int ftz, float a)
{
    (void)ftz;
    return UNIT(cos, turns(a));
}

LANE float tanh_approx(int ftz, float a)
{
    (void)ftz;
    return UNIT(tanh, a);
}

/* One loop per function, so that each is compiled for its own; EVAL(f, b) is what a lane of
 * bits b gives. */
#define LOOP(c, f)                                                                               \
    case c:                                                                                      \
        for (size_t i = 0; i < n; ++i) {                                                         \
            out[i] = EVAL(f, x[i]);                                                              \
        }                                                                                        \
        return 0;
#define LOOPS                                                                                    \
    LOOP(U_RCP, rcp)                                                                             \
    LOOP(U_EX2, ex2)                                                                             \
    LOOP(U_LG2, lg2)                                                                             \
    LOOP(U_RSQRT, rsqrt)                                                                         \
    LOOP(U_SQRT, sqrt)                                                                           \
    LOOP(U_SIN, sin)                                                                             \
    LOOP(U_COS, cos)                                                                             \
    LOOP(U_TANH, tanh)

static int ready(int code)
{
    return code >= 0 && code < U_COUNT && tables[UNIT_TABLE[code]].loaded;
}

/* out[i] = the unit `code` of x[i] (float32 bits, _sfu.rcp .. _sfu.tanh; sin and cos take the
 * operand in turns, _sfu.sincos). Returns 0, or -1 for a bad code or a table not yet given. */
EAGLE_EMU_EXPORT int eagle_emu_sfu_unit(int code, const uint32_t *restrict x,
                                        uint32_t *restrict out, size_t n)
{
    if (!ready(code)) {
        return -1;
    }
#define EVAL(f, b) f##_unit(b)
    switch (code) {
        LOOPS
    }
#undef EVAL
    return -1;
}

/* out[i] = the PTX instruction `code`.approx[.ftz].f32 of x[i] (float32 bits, _sfu.rcp_approx
 * .. _sfu.tanh_approx). Returns 0, or -1 for a bad code or a table not yet given. */
EAGLE_EMU_EXPORT int eagle_emu_sfu_approx(int code, int ftz, const uint32_t *restrict x,
                                          uint32_t *restrict out, size_t n)
{
    if (!ready(code)) {
        return -1;
    }
#define EVAL(f, b) f2u(f##_approx(ftz, u2f(b)))
    switch (code) {
        LOOPS
    }
#undef EVAL
    return -1;
}

/* out[i] = div.approx[.ftz].f32 (full = 0) or div.full[.ftz].f32 (full = 1) of a[i] by b[i]
 * (float32 bits, _sfu.div_approx). Returns 0, or -1 while the rcp table is not given. */
EAGLE_EMU_EXPORT int eagle_emu_sfu_div(int ftz, int full, const uint32_t *restrict a,
                                       const uint32_t *restrict b, uint32_t *restrict out,
                                       size_t n)
{
    if (!ready(U_RCP)) {
        return -1;
    }
    for (size_t i = 0; i < n; ++i) {
        float x = u2f(a[i]), y = u2f(b[i]), m = fabsf(y), s = 1.0f, r;
        if (ftz) {
            if (full && m > BIG) {
                s = 0.25f;
            }
            r = flush32(mul32(flush32(mul32(x, s)), UNIT(rcp, flush32(mul32(y, s)))));
        } else {
            if (m < TINY) {
                s = 0x1p24f;
            }
            if (full && m > BIG) {
                s = 0.25f;
            }
            r = mul32(mul32(x, s), UNIT(rcp, mul32(y, s)));
        }
        out[i] = f2u(r);
    }
    return 0;
}
