"""The H200's special-function unit (SASS ``MUFU``), bit for bit where it has been fitted.

ptxas turns ``rcp``, ``ex2``, ``lg2``, ``rsqrt``, ``sqrt`` ``.approx.ftz.f32`` and
``tanh.approx.f32`` into a single ``MUFU.RCP``/``EX2``/``LG2``/``RSQ``/``SQRT``/``TANH``
instruction, ``sin``/``cos.approx`` into ``MUFU.SIN``/``COS`` of the operand times 1/(2 pi)
rounded toward zero (turns); the non-``.ftz`` forms and ``div.approx``/``div.full`` wrap the
unit in a few scaling ``FMUL``/``FSEL``s (the functions at the end of this file), and the
f16/bf16 forms of ex2 and tanh cut the f32 unit's result to the format. The unit is a table-driven
quadratic interpolator (Oberman & Siu, "A high-performance area-efficient multifunction
interpolator", ARITH-17, 2005): the significand's top bits pick a segment, the rest, ``x``, is
the offset in it, and the result is the integer

    V = D[i] + C1[i] * x + C2[i] * square(x)

shifted right, with ``square`` a truncated squarer (each partial product is cut at a fixed
column, so ``square(x)`` is a little below ``x*x`` scaled). The coefficients, the rounding
constant folded into ``D``, are fitted to an H200's own outputs by
``tests/gpu_results/approx_fit.py`` from the measurements in ``tests/gpu_results/approx/``
and kept in ``sfu_h200.npz`` beside this file. Inputs and outputs are flushed (but MUFU.TANH's,
which returns a tiny x itself): a subnormal operand counts as zero and a subnormal result is
returned as zero of its sign.

Every function takes and returns float32 bit patterns (uint32 arrays); NaN results are the
canonical 0x7fffffff, as every .f32 arithmetic instruction on the H200 gives.

With the native helper loaded (``_native``), the unit functions, the PTX instructions and
``div_approx`` run in C (native/emu/sfu.c, the same algorithm over the same tables, a few
times faster on small arrays); the numpy code here is the fallback and the reference, and
tests/ptx/test_ptx_sfu_native.py holds the two equal bit for bit.
"""

from __future__ import annotations

import threading
from functools import cache
from pathlib import Path

import numpy as np

from . import _native
from ._float import flush

TABLES = Path(__file__).with_name("sfu_h200.npz")
NAN = 0x7FFFFFFF
INF = 0x7F800000
SIGN = 0x80000000

# per function: (segment-index bits, offset bits, offset shifted left before the squarer,
# weight of the square term, right shift of V to the result)
LAYOUT: dict[str, tuple[int, int, int, int, int]] = {
    "rcp": (7, 16, 1, 1, 15),
    "ex2": (6, 17, 0, 1, 15),
    "lg2": (6, 17, 0, 2, 2),
    "rsqrt": (7, 17, 0, 4, 16),  # the segment's top bit: the exponent is odd, [2, 4)
    "sqrt": (7, 17, 0, 2, 17),  # as rsqrt
    "sin": (6, 17, 0, 1, 0),  # one quadrant, cos and the others by symmetry
}


use_native = True
"""Run in the native helper when it is loaded; False runs the numpy code (the reference)."""
_given: set[str] = set()  # the tables the native helper holds
_giving = threading.Lock()


@cache
def available() -> frozenset[str]:
    """The functions whose tables ``sfu_h200.npz`` holds (fitted on every segment)."""
    with np.load(TABLES) as z:
        return frozenset(k.split(":")[0] for k in z.files)


def square(x: np.ndarray, bits: int) -> np.ndarray:
    """The unit's truncated square of the ``bits``-bit offsets ``x`` (int64): the partial
    product of each set bit b, ``x << b``, enters shifted right by ``bits + 1`` with its low
    bits cut off, and the sum is halved; about ``x*x / 2**(bits + 2)``, never above it."""
    acc = np.zeros_like(x)
    for b in range(bits):
        acc += ((x >> b) & 1) * (x >> (bits + 1 - b))
    return acc >> 1


@cache
def table(name: str) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """(D, C1, C2, S) of function ``name``: the coefficients (int64, one per segment) and the
    weighted truncated square of every offset (int64, one per offset)."""
    _, xbits, pre, weight, _ = LAYOUT[name]
    with np.load(TABLES) as z:
        d, c1, c2 = z[f"{name}:D"], z[f"{name}:C1"], z[f"{name}:C2"]
    x = np.arange(1 << xbits, dtype=np.int64)
    return d, c1, c2, weight * square(x << pre, xbits + pre)


def interpolate(name: str, fraction: np.ndarray) -> np.ndarray:
    """V >> shift for the 23-bit (int64) ``fraction``, by ``name``'s table and layout."""
    _, xbits, _, _, shift = LAYOUT[name]
    d, c1, c2, sq = table(name)
    i = fraction >> xbits
    x = fraction & ((1 << xbits) - 1)
    return (d[i] + c1[i] * x + c2[i] * sq[x]) >> shift


def _unit_bits(name: str, fraction: np.ndarray) -> np.ndarray:
    """float32 bits (int64) of the unit's result for 1.f (rcp) or for 2**(0.f) (ex2), from the
    23-bit fractions f; a significand of 2**24 carries into the exponent."""
    m = interpolate(name, fraction.astype(np.int64))  # 2**23 <= m <= 2**24
    return ((126 if name == "rcp" else 127) << 23) + m - (1 << 23)


def _native_holds(unit: str) -> bool:
    """Whether the native helper holds the table of ``unit`` (a name of
    ``_native.SFU_UNITS``); the first call for each table hands it over."""
    name = "sin" if unit == "cos" else unit
    if name in _given or not _native.available():
        return name in _given
    with _giving:
        if name not in _given:
            if name == "tanh":
                q, base, d, c1, c2, p = _tanh_layout()
                aux = np.concatenate([q, base])
                held = _native.sfu_table(name, (d, c1, c2, p), (17, 0, 1, 0), aux)
            else:
                with np.load(TABLES) as z:
                    coefficients = (z[f"{name}:D"], z[f"{name}:C1"], z[f"{name}:C2"], None)
                held = _native.sfu_table(name, coefficients, LAYOUT[name][1:])
            if held:
                _given.add(name)
    return name in _given


def prepare(unit: str) -> None:
    """Hands the table of ``unit`` (a name of ``_native.SFU_UNITS``) to the native helper
    now, where it is used. The emulator calls this when it decodes an instruction that runs the
    unit, so that no launch loads tables (a first launch that did ran the next two slower too,
    by up to half, on the corpus kernels)."""
    if use_native:
        _native_holds(unit)


def _native_unit(unit: str, bits) -> np.ndarray | None:
    """The unit function in the native helper (uint32 bits), or None where it is not used."""
    if not use_native or not _native_holds(unit):
        return None
    return _native.sfu_unit(unit, np.asarray(bits, np.uint32))


def _native_approx(unit: str, a, ftz: bool) -> np.ndarray | None:
    """The PTX instruction in the native helper (float32), or None where it is not used."""
    if not use_native or not _native_holds(unit):
        return None
    r = _native.sfu_approx(unit, ftz, np.asarray(a, F32).view(np.uint32))
    return None if r is None else r.view(F32)


def rcp(bits) -> np.ndarray:
    """MUFU.RCP: 1/x. ±0 and subnormals give ±inf, ±inf gives ±0, results below 2**-126
    (|x| > 2**126) are ±0."""
    if (nat := _native_unit("rcp", bits)) is not None:
        return nat
    b = np.asarray(bits, np.uint32).view(np.int32)
    e = (b >> 23) & 0xFF
    r = _unit_bits("rcp", b & 0x7FFFFF) + ((127 - e) << 23)  # |1/x|, exponent may be < 1
    sign = b & np.int32(-(2**31))
    out = np.where(r >= 1 << 23, r | sign, sign)
    if ((e == 0) | (e == 255)).any():
        out = np.where(e == 0, sign | INF, out)
        out = np.where(e == 255, np.where((b & 0x7FFFFF) != 0, NAN, sign), out)
    return out.astype(np.uint32)


def ex2(bits) -> np.ndarray:
    """MUFU.EX2: 2**x. The operand becomes a sign-magnitude fixed-point number with 7
    integer and 23 fraction bits (the magnitude cut, not rounded); a negative one uses the
    one's complement of its fraction. Subnormal operands give 1; |x| >= 128 gives +inf or +0;
    results below 2**-126 are +0."""
    if (nat := _native_unit("ex2", bits)) is not None:
        return nat
    b = np.asarray(bits, np.uint32)
    a = b.view(np.float32)
    e = (b.view(np.int32) >> 23) & 0xFF
    with np.errstate(invalid="ignore"):
        # |x| >= 128 (e >= 134) is replaced below; a subnormal floors to 0
        fixed = np.floor(np.minimum(np.abs(a), F32(256)) * np.float64(2.0**23)).astype(np.int32)
    whole, frac = fixed >> 23, fixed & 0x7FFFFF
    neg = b >= SIGN
    # -(w + f) = -(w + 1) + (1 - f), with 1 - f taken as the one's complement of f
    whole = np.where(neg, np.where(frac != 0, ~whole, -whole), whole)
    frac = np.where(neg & (frac != 0), ~frac & 0x7FFFFF, frac)
    r = _unit_bits("ex2", frac) + (whole << 23)
    out = np.where(r >= 1 << 23, r, 0)
    big = e >= 134  # |x| >= 128, inf and NaN
    if big.any():
        out = np.where(big, np.where(neg, 0, INF), out)
        out = np.where((e == 255) & ((b & 0x7FFFFF) != 0), NAN, out)
    return out.astype(np.uint32)


def lg2(bits) -> np.ndarray:
    """MUFU.LG2: log2(x). The significand's logarithm is a fixed-point number with 36
    fraction bits; the exponent is added to it and the sum is normalised, cut (not rounded) to
    24 bits, a negative sum by its one's complement. ±0 and subnormals give -inf, negative
    operands NaN, +inf gives +inf."""
    if (nat := _native_unit("lg2", bits)) is not None:
        return nat
    b = np.asarray(bits, np.uint32).astype(np.int64)
    e, f = (b >> 23) & 0xFF, b & 0x7FFFFF
    res = np.where((f == 0) & (e == 127), 0, interpolate("lg2", f))  # lg2(1) is exactly 0
    total = res + ((e - 127) << 36)
    neg = total < 0
    # |total| < 2**44: exact in float64; cut its significand to 24 bits, scale exactly
    mag = np.where(neg, ~total, total).astype(np.float64).view(np.int64)
    cut = (mag & ~np.int64((1 << 29) - 1)).view(np.float64) * 2.0**-36
    out = np.where(neg, -cut, cut).astype(np.float32).view(np.uint32)
    if ((e == 0) | (e == 255) | (b >= SIGN)).any():
        out = np.where(e == 0, SIGN | INF, out)
        out = np.where((b >= SIGN) & (e != 0), NAN, out)
        out = np.where(e == 255, np.where((f != 0) | (b >= SIGN), NAN, INF), out)
    return out.astype(np.uint32)


def rsqrt(bits) -> np.ndarray:
    """MUFU.RSQ: 1/sqrt(x). The table spans [1, 4): the exponent's parity picks its half.
    ±0 and subnormals give ±inf, negative operands NaN, +inf gives +0."""
    if (nat := _native_unit("rsqrt", bits)) is not None:
        return nat
    b = np.asarray(bits, np.uint32).astype(np.int64)
    e, f = (b >> 23) & 0xFF, b & 0x7FFFFF
    ex = e - 127
    frac = ((ex & 1) << 23) | f  # 24 bits: [1, 2) then [2, 4)
    m = interpolate("rsqrt", frac)  # the significand of 1/sqrt, 2**23 <= m < 2**24
    exp = 126 - (ex >> 1)
    out = np.where(frac == 0, (exp + 1) << 23, (exp << 23) | (m & 0x7FFFFF))
    out = np.where(e == 0, (b & SIGN) | INF, out)
    out = np.where((b >= SIGN) & (e != 0), NAN, out)
    out = np.where(e == 255, np.where((f != 0) | (b >= SIGN), NAN, 0), out)
    return out.astype(np.uint32)


def sqrt(bits) -> np.ndarray:
    """MUFU.SQRT: sqrt(x), its table over [1, 4) as rsqrt's. ±0 and subnormals give ±0,
    negative operands NaN, +inf gives +inf."""
    if (nat := _native_unit("sqrt", bits)) is not None:
        return nat
    b = np.asarray(bits, np.uint32).astype(np.int64)
    e, f = (b >> 23) & 0xFF, b & 0x7FFFFF
    ex = e - 127
    m = interpolate("sqrt", (((ex & 1) << 23) | f))  # the significand, 2**23 <= m < 2**24
    out = ((127 + (ex >> 1)) << 23) | (m & 0x7FFFFF)
    if ((e == 0) | (e == 255) | (b >= SIGN)).any():
        out = np.where(e == 0, b & SIGN, out)
        out = np.where((b >= SIGN) & (e != 0), NAN, out)
        out = np.where(e == 255, np.where((f != 0) | (b >= SIGN), NAN, INF), out)
    return out.astype(np.uint32)


# MUFU.TANH: per binade [2**e, 2**(e+1)) of |x|, e = -8 .. 2, the fraction bits of |x| the
# unit keeps (it sees |x| cut to a multiple of 2**-Q); its table's segments are 2**17 such
# steps wide, so 1 of them for e <= -6 and 16 for [2, 4): 51 in all. Its own output precision
# (2**-P, P per segment) is in the table.
TANH_QUANTUM = {-8: 25, -7: 24, -6: 23, -5: 23, -4: 22, -3: 22, -2: 21, -1: 20, 0: 20, 1: 20, 2: 18}


def tanh_segments() -> list[tuple[int, int]]:
    """(binade e, segment number x >> 17 of the cut |x|) of each table segment, in order."""
    return [
        (e, i) for e, q in TANH_QUANTUM.items() for i in range(1 << (e + q - 17), 1 << (e + q - 16))
    ]


@cache
def _tanh_layout() -> tuple[np.ndarray, ...]:
    """Per binade e + 8: Q, and the first table segment's index minus its segment number;
    then the table's D, C1, C2 and P (one per segment)."""
    q = np.array(list(TANH_QUANTUM.values()), np.int64)
    base, n = [], 0
    for e, qe in TANH_QUANTUM.items():
        base.append(n - (1 << (e + qe - 17)))
        n += 1 << (e + qe - 17)
    with np.load(TABLES) as z:
        table = tuple(z[f"tanh:{k}"] for k in ("D", "C1", "C2", "P"))
    return (q, np.array(base, np.int64), *table)


@cache
def _tanh_squares() -> np.ndarray:
    return square(np.arange(1 << 17, dtype=np.int64), 17)


def tanh(bits) -> np.ndarray:
    """MUFU.TANH, odd in x: |x| < 2**-8 gives x itself (subnormals too), |x| >= 8 gives ±1.
    Between, the cut |x| (``TANH_QUANTUM``) picks a segment and an offset x of 17 bits;
    V = D + C1*x + C2*square(x) is the result times 2**P, cut to 24 significant bits. ±inf
    gives ±1, NaN the canonical NaN."""
    if (nat := _native_unit("tanh", bits)) is not None:
        return nat
    b = np.asarray(bits, np.uint32)
    mag = b & np.uint32(0x7FFFFFFF)
    e = (mag >> 23).astype(np.int64) - 127
    mid = (e >= -8) & (e <= 2)
    out = np.where(mag >= 0x41000000, np.uint32(0x3F800000), mag)
    if mid.any():
        q, base, d, c1, c2, p = _tanh_layout()
        sq = _tanh_squares()
        k = np.clip(e + 8, 0, 10)
        m = ((mag & 0x7FFFFF) | 0x800000).astype(np.int64)
        cut = m >> np.clip(23 - e - q[k], 0, 31)  # |x| * 2**Q, 23 - e - Q >= 0 for e <= 2
        g = np.where(mid, base[k] + (cut >> 17), 0)
        x = cut & 0x1FFFF
        v = (d[g] + c1[g] * x + c2[g] * sq[x]).astype(np.float64)  # < 2**53: exact
        v = (v.view(np.int64) & ~np.int64((1 << 29) - 1)).view(np.float64)  # 24 bits
        r = (v * np.exp2(-p[g].astype(np.float64))).astype(np.float32).view(np.uint32)
        out = np.where(mid, r, out)
    out = out | (b & np.uint32(SIGN))
    return np.where(mag > INF, np.uint32(NAN), out).astype(np.uint32)


def quadrant_fraction(turns, cos: bool) -> tuple[np.ndarray, np.ndarray]:
    """(quadrant, table fraction) of float32 operands in turns: |t|'s fraction cut to a
    fixed-point number of quadrants with 23 fraction bits (a subnormal t counts as 0); the
    quadrant counts one more for the cosine, and an odd one is reflected into the first by the
    one's complement of the fraction."""
    b = np.asarray(turns, np.float32).view(np.uint32).astype(np.int64)
    e, f = (b >> 23) & 0xFF, b & 0x7FFFFF
    m = np.where(e == 0, 0, f | (1 << 23))
    shift = e - 150 + 25  # |t| * 2**25 = m << shift
    q = np.where(
        shift >= 0,
        np.left_shift(m, np.clip(shift, 0, 25)),
        np.right_shift(m, np.clip(-shift, 0, 63)),
    ) & ((1 << 25) - 1)
    quadrant = (q >> 23) + (1 if cos else 0)
    return quadrant, np.where(quadrant & 1, ~q & 0x7FFFFF, q & 0x7FFFFF)


def sincos(bits, cos: bool) -> np.ndarray:
    """MUFU.SIN / MUFU.COS of an operand in turns (``quadrant_fraction``): the sine of the
    first-quadrant fraction as a fixed-point number with 37 fraction bits, cut to 24
    significant bits, the sign from the quadrant (and the operand's, for the sine). ±inf and
    NaN give NaN."""
    if (nat := _native_unit("cos" if cos else "sin", bits)) is not None:
        return nat
    b = np.asarray(bits, np.uint32)
    quadrant, frac = quadrant_fraction(b.view(np.float32), cos)
    v = interpolate("sin", frac)  # < 2**38: exact in float64
    negative = ((quadrant >> 1) & 1).astype(bool) ^ ((b >= SIGN) & (not cos))
    cut = (v.astype(np.float64).view(np.int64) & ~np.int64((1 << 29) - 1)).view(np.float64)
    r = (cut * 2.0**-37).astype(np.float32)
    out = np.where(negative, -r, r).view(np.uint32)
    return np.where(((b >> 23) & 0xFF) == 255, NAN, out).astype(np.uint32)


FUNCTIONS = {"rcp": rcp, "ex2": ex2, "lg2": lg2, "rsqrt": rsqrt, "sqrt": sqrt, "tanh": tanh}

# -- the PTX instructions: what ptxas (CUDA 13.0, sm_90) makes of each -------------------------
F32 = np.float32
TINY = F32(2.0**-126)
BIG = F32(2.0**126)


def _unit(fn, x) -> np.ndarray:
    return fn(np.asarray(x, F32).view(np.uint32)).view(F32)


def _around(fn, a: np.ndarray, low: np.ndarray, before, after) -> np.ndarray:
    """The unit ``fn`` on ``a``, with the lanes ``low`` changed by ``before`` first and
    ``after`` then (the FSEL'd FMULs around the MUFU); lanes that need neither, the common
    case, pay for one test."""
    if not low.any():
        return _unit(fn, a)
    with np.errstate(all="ignore"):
        r = _unit(fn, np.where(low, before(a), a))
        return np.where(low, after(r), r)


def rcp_approx(a, ftz: bool) -> np.ndarray:
    """rcp.approx[.ftz].f32. Without .ftz: MUFU.RCP(a*s)*s, with s = 2**24 for a subnormal
    a and 1/4 for |a| > 2**126, so that tiny results come out subnormal."""
    if (nat := _native_approx("rcp", a, ftz)) is not None:
        return nat
    a = np.asarray(a, F32)
    if ftz:
        return _unit(rcp, a)
    with np.errstate(invalid="ignore"):
        m = np.abs(a)
        low = (m < TINY) | (m > BIG)
    s = np.where(m < TINY, F32(2.0**24), F32(0.25))
    return _around(rcp, a, low, lambda v: v * s, lambda r: r * s)


def ex2_approx(a, ftz: bool) -> np.ndarray:
    """ex2.approx[.ftz].f32. Without .ftz, a < -126 is halved and the result squared."""
    if (nat := _native_approx("ex2", a, ftz)) is not None:
        return nat
    a = np.asarray(a, F32)
    if ftz:
        return _unit(ex2, a)
    with np.errstate(invalid="ignore"):
        low = a < F32(-126)
    return _around(ex2, a, low, lambda v: v * F32(0.5), lambda r: r * r)


def lg2_approx(a, ftz: bool) -> np.ndarray:
    """lg2.approx[.ftz].f32. Without .ftz a subnormal a is scaled by 2**24 and 24 taken off."""
    if (nat := _native_approx("lg2", a, ftz)) is not None:
        return nat
    a = np.asarray(a, F32)
    if ftz:
        return _unit(lg2, a)
    with np.errstate(invalid="ignore"):
        low = np.abs(a) < TINY
    return _around(lg2, a, low, lambda v: v * F32(2.0**24), lambda r: r + F32(-24))


def rsqrt_approx(a, ftz: bool) -> np.ndarray:
    """rsqrt.approx[.ftz].f32. Without .ftz a subnormal a is scaled by 2**24, the result by
    2**12."""
    if (nat := _native_approx("rsqrt", a, ftz)) is not None:
        return nat
    a = np.asarray(a, F32)
    if ftz:
        return _unit(rsqrt, a)
    with np.errstate(invalid="ignore"):
        low = np.abs(a) < TINY
    return _around(rsqrt, a, low, lambda v: v * F32(2.0**24), lambda r: r * F32(4096))


def sqrt_approx(a, ftz: bool) -> np.ndarray:
    """sqrt.approx[.ftz].f32. Without .ftz a subnormal a is scaled by 2**24, the result by
    2**-12, as rsqrt's (the dump has no subnormal operand; the 4 of tests/ptx/data's H200
    record agree)."""
    if (nat := _native_approx("sqrt", a, ftz)) is not None:
        return nat
    a = np.asarray(a, F32)
    if ftz:
        return _unit(sqrt, a)
    with np.errstate(invalid="ignore"):
        low = (np.abs(a) < TINY) & (a != 0)
    return _around(sqrt, a, low, lambda v: v * F32(2.0**24), lambda r: r * F32(2.0**-12))


def tanh_approx(a, ftz: bool = False) -> np.ndarray:
    """tanh.approx.f32: MUFU.TANH (no .ftz form: subnormals are kept)."""
    if (nat := _native_approx("tanh", a, ftz)) is not None:
        return nat
    return _unit(tanh, a)


INV_2PI = np.float64(np.float32(0.15915494309189535))  # 0x3e22f983, ptxas's 1/(2 pi)


def turns(a) -> np.ndarray:
    """FMUL.RZ(a, float32(1/(2 pi))): the product is exact in float64, then cut to float32."""
    p = np.asarray(a, F32).astype(np.float64) * INV_2PI
    with np.errstate(all="ignore"):
        t = p.astype(F32)
        toward = np.abs(t.astype(np.float64)) > np.abs(p)
        return np.where(toward, np.nextafter(t, F32(0)), t)


def sin_approx(a, ftz: bool) -> np.ndarray:
    """sin.approx[.ftz].f32: MUFU.SIN of the operand in turns (.ftz changes nothing)."""
    if (nat := _native_approx("sin", a, ftz)) is not None:
        return nat
    return sincos(turns(a).view(np.uint32), False).view(F32)


def cos_approx(a, ftz: bool) -> np.ndarray:
    """cos.approx[.ftz].f32: MUFU.COS of the operand in turns (.ftz changes nothing)."""
    if (nat := _native_approx("cos", a, ftz)) is not None:
        return nat
    return sincos(turns(a).view(np.uint32), True).view(F32)


MODELS = {
    "rcp": rcp_approx,
    "ex2": ex2_approx,
    "lg2": lg2_approx,
    "rsqrt": rsqrt_approx,
    "sin": sin_approx,
    "cos": cos_approx,
    "sqrt": sqrt_approx,
    "tanh": tanh_approx,
}


def model(name: str):
    """The model of PTX ``name``.approx.f32 as ``f(a, ftz)``, or None while its table is not
    fitted (``approx_fit.py`` writes a table only where the measurements reach all of it)."""
    unit = "sin" if name == "cos" else name
    return MODELS[name] if unit in available() else None


def div_approx(a, b, ftz: bool, full: bool = False) -> np.ndarray:
    """div.approx[.ftz].f32 and div.full[.ftz].f32: a times MUFU.RCP(b), both scaled by the
    same s. div.approx: s = 2**24 for a subnormal b (none with .ftz). div.full also takes
    s = 1/4 for |b| > 2**126 (where div.approx gives 0)."""
    a = np.asarray(a, F32)
    b = np.asarray(b, F32)
    if use_native and _native_holds("rcp"):
        x, y = (a, b) if a.shape == b.shape else np.broadcast_arrays(a, b)
        nat = _native.sfu_div(ftz, full, x.view(np.uint32), y.view(np.uint32))
        if nat is not None:
            return nat.view(F32)
    with np.errstate(all="ignore"):
        if ftz:
            s = np.where(np.abs(b) > BIG, F32(0.25), F32(1)) if full else F32(1)
            return flush(_mul_nan_first(flush(a * s), _unit(rcp, flush(b * s))))
        s = np.where(np.abs(b) < TINY, F32(2.0**24), F32(1))
        if full:
            s = np.where(np.abs(b) > BIG, F32(0.25), s)
        return _mul_nan_first(a * s, _unit(rcp, b * s))


def _mul_nan_first(x: np.ndarray, y: np.ndarray) -> np.ndarray:
    """x * y in float32 with x86's MULSS rule for NaN (native/emu/sfu.c's mul32): a NaN operand,
    x's if both are, quieted; 0xffc00000 for an invalid product. numpy's own multiply does not
    keep to one operand when both are NaN (its vector loops may return y's)."""
    r = np.asarray(x * y, F32)
    bad = np.isnan(r)
    if bad.any():
        x, y = np.broadcast_arrays(np.asarray(x, F32), np.asarray(y, F32))
        bits = np.where(
            np.isnan(x),
            x.view(np.uint32) | np.uint32(0x00400000),
            np.where(np.isnan(y), y.view(np.uint32) | np.uint32(0x00400000), np.uint32(0xFFC00000)),
        )
        r = np.where(bad, bits.astype(np.uint32).view(F32), r)
    return r


# -- the 16-bit forms: the f32 unit, its result cut (not rounded) to the narrow format --------
def narrow(bits, base: str) -> np.ndarray:
    """float32 bit patterns cut toward zero to ``base`` ("f16" or "bf16"), as uint16. .f16:
    10 fraction bits, subnormal below 2**-14, and |v| >= 2**16 (the exponent overflows; not
    65504 as rounding toward zero would give) is ±inf. .bf16 keeps the top 16 bits. NaN gives
    the canonical 0x7fff."""
    b = np.asarray(bits, np.uint32)
    if base == "bf16":
        return (b >> 16).astype(np.uint16)  # NaN is 0x7fffffff here: 0x7fff
    mag = (b & np.uint32(0x7FFFFFFF)).astype(np.int64)
    e = mag >> 23
    sub = ((mag & 0x7FFFFF) | 0x800000) >> np.clip(126 - e, 0, 31)  # in units of 2**-24
    h = np.where(e >= 113, ((e - 112) << 10) | ((mag >> 13) & 0x3FF), sub)
    h = np.where(e >= 143, 0x7C00, h) | ((b >> 16) & 0x8000)
    return np.where(mag > INF, 0x7FFF, h).astype(np.uint16)


def widen(bits, base: str) -> np.ndarray:
    """``base`` ("f16" or "bf16") bit patterns as float32 bit patterns (exact)."""
    h = np.asarray(bits, np.uint16)
    if base == "bf16":
        return h.astype(np.uint32) << np.uint32(16)
    return h.view(np.float16).astype(F32).view(np.uint32)


def half(name: str, bits, base: str) -> np.ndarray:
    """ex2.approx.f16, ex2.approx.ftz.bf16, tanh.approx.f16 and tanh.approx.bf16 on uint16
    bit patterns (``name`` "ex2" or "tanh", ``base`` "f16" or "bf16"): MUFU.EX2 (which
    flushes: a .bf16 subnormal gives 1) or MUFU.TANH of the exactly widened operand,
    ``narrow``-ed."""
    unit = {"ex2": ex2, "tanh": tanh}[name]
    return narrow(unit(widen(bits, base)), base)
