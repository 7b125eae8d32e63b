"""The H200's special-function unit (SASS ``MUFU``), bit for bit where it has been fitted.

ptxas turns ``rcp``, ``ex2``, ``lg2`` ``.approx.ftz.f32`` into a single ``MUFU.RCP``/``EX2``/
``LG2`` instruction (the non-``.ftz`` forms and ``div.approx``/``div.full`` wrap it in a few
scaling ``FMUL``/``FSEL``s, modelled in ``_ops/floating.py``). The unit is a table-driven
quadratic interpolator (Oberman & Siu, "A high-performance area-efficient multifunction
interpolator", ARITH-17, 2005): the significand's top bits pick a segment, the rest, ``x``, is
the offset in it, and the result is the integer

    V = D[i] + C1[i] * x + C2[i] * square(x)

shifted right, with ``square`` a truncated squarer (each partial product is cut at a fixed
column, so ``square(x)`` is a little below ``x*x`` scaled). The coefficients, the rounding
constant folded into ``D``, are fitted to an H200's own outputs by
``tests/gpu_results/approx_fit.py`` from the measurements in ``tests/gpu_results/approx/``
and kept in ``sfu_h200.npz`` beside this file. Inputs and outputs are flushed: a subnormal
operand counts as zero and a subnormal result is returned as zero of its sign.

Every function takes and returns float32 bit patterns (uint32 arrays); NaN results are the
canonical 0x7fffffff, as every .f32 arithmetic instruction on the H200 gives.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

import numpy as np

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
}


def square(x: np.ndarray, bits: int) -> np.ndarray:
    """The unit's truncated square of the ``bits``-bit offsets ``x`` (int64): the partial
    product of each set bit b, ``x << b``, enters shifted right by ``bits + 1`` with its low
    bits cut off, and the sum is halved; about ``x*x / 2**(bits + 2)``, never above it."""
    acc = np.zeros_like(x)
    for b in range(bits):
        acc += ((x >> b) & 1) * (x >> (bits + 1 - b))
    return acc >> 1


@cache
def table(name: str) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(D, C1, C2) of function ``name``, int64 arrays with one entry per segment."""
    with np.load(TABLES) as z:
        return z[f"{name}:D"], z[f"{name}:C1"], z[f"{name}:C2"]


def interpolate(name: str, fraction: np.ndarray) -> np.ndarray:
    """V >> shift for the 23-bit (int64) ``fraction``, by ``name``'s table and layout."""
    ibits, xbits, pre, weight, shift = LAYOUT[name]
    d, c1, c2 = table(name)
    i = fraction >> xbits
    x = fraction & ((1 << xbits) - 1)
    v = d[i] + c1[i] * x + c2[i] * (weight * square(x << pre, xbits + pre))
    return v >> shift


def _fields(bits):
    b = np.asarray(bits, np.uint32).astype(np.int64)
    return b & SIGN, (b >> 23) & 0xFF, b & 0x7FFFFF


def _pack(sign, exp, frac) -> np.ndarray:
    return (sign | (exp << 23) | frac).astype(np.uint32)


def rcp(bits) -> np.ndarray:
    """MUFU.RCP: 1/x. ±0 and subnormals give ±inf, ±inf gives ±0, results below 2**-126
    (|x| > 2**126) are ±0."""
    sign, e, f = _fields(bits)
    m = interpolate("rcp", f)  # 2**23 <= m <= 2**24: the significand of 1/(1.f)
    exp = 253 - e + (m >> 24)
    frac = np.where(m >> 24 != 0, 0, m - (1 << 23))
    out = _pack(sign, np.clip(exp, 0, 255), np.where(exp > 0, frac, 0))
    out = np.where(e == 0, sign | INF, out)
    out = np.where(e == 255, np.where(f != 0, NAN, sign), out)
    return out.astype(np.uint32)


def ex2(bits) -> np.ndarray:
    """MUFU.EX2: 2**x. The operand becomes a sign-magnitude fixed-point number with 7
    integer and 23 fraction bits (rounded to nearest, ties to even); a negative one uses the
    one's complement of its fraction. Subnormal operands give 1; |x| >= 128 gives +inf or +0;
    results below 2**-126 are +0."""
    sign, e, f = _fields(bits)
    mant = f | (1 << 23)
    shift = e - 127
    left = np.clip(shift, 0, 6)
    right = np.clip(-shift, 0, 40)
    half = np.where(right > 0, np.left_shift(1, np.maximum(right - 1, 0)), 0)
    down = (mant + half - 1 + ((mant >> right) & 1)) >> right
    fixed = np.where(shift >= 0, mant << left, np.where(right > 24, 0, down))
    fixed = np.where(e == 0, 0, fixed)
    whole, frac = fixed >> 23, fixed & 0x7FFFFF
    neg = sign != 0
    whole = np.where(neg, np.where(frac != 0, -whole - 1, -whole), whole)
    frac = np.where(neg & (frac != 0), ~frac & 0x7FFFFF, frac)
    m = interpolate("ex2", frac)  # the significand of 2**(frac/2**23), times 2**23
    exp = whole + 127 + (m >> 24)
    mf = np.where(m >> 24 != 0, 0, m - (1 << 23))
    out = np.where(exp > 0, _pack(0, np.clip(exp, 0, 255), mf), 0)
    big = (shift >= 7) & (e != 255)
    out = np.where(big, np.where(neg, 0, INF), out)
    out = np.where(e == 255, np.where(f != 0, NAN, np.where(neg, 0, INF)), out)
    return out.astype(np.uint32)


def lg2(bits) -> np.ndarray:
    """MUFU.LG2: log2(x). The significand's logarithm is a fixed-point number with 36
    fraction bits; the exponent is added to it and the sum is normalised, cut (not rounded) to
    24 bits, a negative sum by its one's complement. ±0 and subnormals give -inf, negative
    operands NaN, +inf gives +inf."""
    sign, e, f = _fields(bits)
    res = interpolate("lg2", f)
    res = np.where((f == 0) & (e == 127), 0, res)
    total = res + ((e - 127) << 36)
    neg = total < 0
    total = np.where(neg, ~total, total)
    top = np.zeros_like(total)  # position of the leading one bit
    for s in (32, 16, 8, 4, 2, 1):
        up = (total >> (top + s)) != 0
        top = np.where(up, top + s, top)
    m = np.where(top >= 23, total >> np.maximum(top - 23, 0), total << np.maximum(23 - top, 0))
    out = _pack(np.where(neg, SIGN, 0), top + 91, m & 0x7FFFFF)
    out = np.where(total == 0, 0, out)
    out = np.where(e == 0, SIGN | INF, out)
    out = np.where((sign != 0) & (e != 0), NAN, out)
    out = np.where(e == 255, np.where((f != 0) | (sign != 0), NAN, INF), out)
    return out.astype(np.uint32)


FUNCTIONS = {"rcp": rcp, "ex2": ex2, "lg2": lg2}
