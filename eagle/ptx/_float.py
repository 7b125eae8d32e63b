"""Correctly rounded floating point beyond what numpy offers directly.

numpy's +, -, *, / and sqrt on float32/float64 arrays are IEEE 754 round-to-nearest-even, which
is PTX's ``.rn``. This module adds what PTX also needs:

* fused multiply-add with a single rounding (``fma.rn``): float32 through an exact float64
  product and a round-to-odd sum (Boldo & Melquiond, "Emulation of FMA and correctly rounded
  sums: proved algorithms using rounding to odd", IEEE TC 2008); float64 through the C
  library's ``fma`` (native helper) or, without it, the same paper's emulated FMA built from
  error-free transformations, with exact rational arithmetic for the rare lanes outside the
  range where those transformations are exact;
* the directed rounding modes ``.rz``, ``.rm``, ``.rp`` for add, mul, fma, div, sqrt and
  narrowing conversions, from the sign of the exact error of the round-to-nearest result;
* ``.ftz`` (flush subnormal inputs and results to sign-preserving zero) and ``.sat``.

Rounding mode names are PTX's: ``"rn"``, ``"rz"``, ``"rm"``, ``"rp"``.
"""

from __future__ import annotations

from fractions import Fraction

import numpy as np

from . import _native

F32 = np.dtype(np.float32)
F64 = np.dtype(np.float64)
_SPLIT = np.float64(134217729.0)  # 2**27 + 1, Veltkamp's splitting constant for binary64
_TINY = {F32: np.float32(np.finfo(np.float32).tiny), F64: np.finfo(np.float64).tiny}
_INT_OF = {F32: np.dtype(np.int32), F64: np.dtype(np.int64), np.dtype(np.float16): np.int16}


# ---------------------------------------------------------------------------------------------
# error-free transformations (binary64)


def two_sum(a: np.ndarray, b: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """s = RN(a + b) and the exact error e, with a + b == s + e (Knuth), for finite inputs
    whose sum does not overflow."""
    s = a + b
    bb = s - a
    e = (a - (s - bb)) + (b - bb)
    return s, e


def two_prod(a: np.ndarray, b: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """p = RN(a * b) and the exact error e (Dekker/Veltkamp), valid when |a|, |b| < 2**995 and
    the exponents of a and b sum to more than -969 (no underflow of the low part)."""
    p = a * b
    t = _SPLIT * a
    ah = t - (t - a)
    al = a - ah
    t = _SPLIT * b
    bh = t - (t - b)
    bl = b - bh
    e = ((ah * bh - p) + ah * bl + al * bh) + al * bl
    return p, e


def nudge(x: np.ndarray, up: np.ndarray) -> np.ndarray:
    """x moved by one unit in the last place towards +inf where ``up`` is True and towards
    -inf where it is False (x finite; the result may be infinite)."""
    return np.nextafter(x, np.where(up, np.inf, -np.inf).astype(x.dtype))


def round_to_odd_sum(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """RO(a + b) in binary64: the sum truncated towards zero with its last bit set when inexact
    (Boldo & Melquiond's rounding to odd). Non-finite lanes are plain a + b."""
    with np.errstate(invalid="ignore", over="ignore"):
        s, e = two_sum(a, b)
    bits = s.view(np.int64)
    fix = (e != 0) & np.isfinite(e) & ((bits & 1) == 0)
    if fix.any():
        # towards the exact value: away from zero when e has the sign of s, else towards it
        away = np.signbit(e) == np.signbit(s)
        s = s.copy()
        s.view(np.int64)[fix] += np.where(away[fix], 1, -1)
    return s


# ---------------------------------------------------------------------------------------------
# fused multiply-add


def fma32(a: np.ndarray, b: np.ndarray, c: np.ndarray) -> np.ndarray:
    """float32 a*b + c rounded once to nearest even. The float64 product of two float32 is
    exact; the round-to-odd float64 sum then rounds to float32 correctly (53 >= 2*24 + 2)."""
    p = np.multiply(a, b, dtype=np.float64)
    with np.errstate(over="ignore"):
        return round_to_odd_sum(p, np.asarray(c, dtype=np.float64)).astype(np.float32)


def fma64(a: np.ndarray, b: np.ndarray, c: np.ndarray) -> np.ndarray:
    """float64 a*b + c rounded once to nearest even (C ``fma``). A NaN result is b if it is
    NaN, else c, else a, quieted (the H200's preference, tests/ptx/data/ptx_gpu_record.npz),
    or 0xfff8000000000000 when no operand is NaN (``propagate_nan64``)."""
    a, b, c = np.broadcast_arrays(
        np.asarray(a, np.float64), np.asarray(b, np.float64), np.asarray(c, np.float64)
    )
    out = _native.fma_f64(a, b, c)
    if out is not None:
        return out
    return propagate_nan64(fma64_numpy(a, b, c), b, c, a)  # the H200's order of preference


def fma_error_sign(
    a: np.ndarray, b: np.ndarray, c: np.ndarray, r: np.ndarray
) -> tuple[np.ndarray, np.ndarray]:
    """The sign (-1, 0, 1) of the exact a*b + c minus ``r`` = RN(a*b + c), and the lanes where
    it is valid. Boldo & Muller's ErrFma ("Exact and approximated error of the FMA", IEEE TC
    2011) splits the error into alpha + beta exactly, with |beta| <= ulp(alpha)/2, so the sign
    is alpha's (beta's when alpha is 0). Valid away from overflow and underflow (the same
    range as ``fma64_numpy``'s fast path, and |r| >= 2**-960 unless r is 0); the caller
    settles the other lanes exactly."""
    with np.errstate(all="ignore"):
        ea, eb, ec = _frexp_exp(a), _frexp_exp(b), _frexp_exp(c)
        esum = ea + eb
        ok = (
            np.isfinite(a)
            & np.isfinite(b)
            & np.isfinite(c)
            & np.isfinite(r)
            & (a != 0)
            & (b != 0)
            & (esum > -960)
            & (esum < 1020)
            & (ea < 995)
            & (eb < 995)
            & (ec < 1020)
            & ((np.abs(r) >= 2.0**-960) | (r == 0))
        )
        u1 = a * b
        u2 = fma64(a, b, -u1)
        alpha1, z = two_sum(c, u2)
        beta1, beta2 = two_sum(u1, alpha1)
        gamma = (beta1 - r) + beta2
        alpha = gamma + z  # Fast2Sum(gamma, z)
        beta = z - (alpha - gamma)
        sign = np.where(alpha != 0, np.sign(alpha), np.sign(beta))
    sign = np.where(ok, sign, 0).astype(np.int8)
    return sign, ok


def _frexp_exp(x: np.ndarray) -> np.ndarray:
    return np.frexp(x)[1]


def fma64_numpy(a: np.ndarray, b: np.ndarray, c: np.ndarray) -> np.ndarray:
    """The pure-numpy float64 fma: Boldo & Melquiond's emulated FMA (ExactMult, two ExactAdds,
    a round-to-odd sum, a final round-to-nearest sum) where its error-free transformations are
    exact, exact rational arithmetic elsewhere."""
    a, b, c = np.broadcast_arrays(
        np.asarray(a, np.float64), np.asarray(b, np.float64), np.asarray(c, np.float64)
    )
    with np.errstate(all="ignore"):
        ea = _frexp_exp(a)
        eb = _frexp_exp(b)
        ec = _frexp_exp(c)
        esum = ea + eb
        safe = (
            np.isfinite(a)
            & np.isfinite(b)
            & np.isfinite(c)
            & (a != 0)
            & (b != 0)
            & (esum > -960)
            & (esum < 1020)
            & (ea < 995)
            & (eb < 995)
            & (ec < 1020)
        )
        uh, ul = two_prod(a, b)
        th, tl = two_sum(c, ul)
        vh, vl = two_sum(uh, th)
        w = round_to_odd_sum(tl, vl)
        r = vh + w
        if safe.all():
            return r
        # A zero or non-finite operand: the product is exact (or special), so one IEEE
        # addition gives the fused result, signed zeros and infinities included.
        simple = ~safe & (~np.isfinite(a) | ~np.isfinite(b) | ~np.isfinite(c) | (a == 0) | (b == 0))
        # a finite product (never rounded, so never overflowing) plus an infinite c is c
        special = np.where(np.isfinite(a) & np.isfinite(b) & np.isinf(c), c, a * b + c)
        r = np.where(simple, special, r)
    hard = np.flatnonzero(~safe & ~simple)
    for i in hard:
        r.flat[i] = _fma_exact(float(a.flat[i]), float(b.flat[i]), float(c.flat[i]), "rn")
    return r


def _fma_exact(a: float, b: float, c: float, mode: str) -> float:
    exact = Fraction(a) * Fraction(b) + Fraction(c)
    if exact == 0:
        # a finite nonzero product cancelling c exactly: +0, except -0 when rounding down
        return -0.0 if mode == "rm" else 0.0
    return round_fraction(exact, mode)


def round_fraction(x: Fraction, mode: str) -> float:
    """Round an exact rational to binary64 in PTX rounding mode ``mode``."""
    try:
        r = float(x)  # CPython rounds int/int true division correctly (to nearest even)
    except OverflowError:
        r = float("inf") if x > 0 else float("-inf")
    if mode == "rn":
        return r
    import math

    if math.isinf(r):
        if mode == "rz" or (mode == "rm" and r > 0) or (mode == "rp" and r < 0):
            return math.copysign(np.finfo(np.float64).max, r)
        return r
    fr = Fraction(r)
    if fr == x:
        return r
    if (mode == "rz" and abs(fr) > abs(x)) or (mode == "rm" and fr > x):
        return math.nextafter(r, 0.0 if mode == "rz" else -math.inf)
    if mode == "rp" and fr < x:
        return math.nextafter(r, math.inf)
    return r


# ---------------------------------------------------------------------------------------------
# directed rounding from a round-to-nearest result and the sign of its error


def apply_direction(r: np.ndarray, err_sign: np.ndarray, mode: str) -> np.ndarray:
    """Turn the round-to-nearest result ``r`` into the ``mode`` result, given the sign of the
    exact value minus ``r`` (``err_sign`` -1, 0 or +1 per lane). Finite ``r`` only; the caller
    handles overflow."""
    if mode == "rn":
        return r
    if mode == "rp":
        move = err_sign > 0
        up = np.ones_like(move)
    elif mode == "rm":
        move = err_sign < 0
        up = np.zeros_like(move)
    elif mode == "rz":
        move = (err_sign != 0) & ((err_sign > 0) == np.signbit(r))
        up = np.signbit(r)
    else:
        raise ValueError(mode)
    if not move.any():
        return r
    return np.where(move, nudge(r, up), r)


def round_narrow(x: np.ndarray, dtype: np.dtype, mode: str) -> np.ndarray:
    """Round float64 ``x`` to ``dtype`` (float32 or float16) in ``mode``. For the result to be
    correctly rounded from an exact value, ``x`` must be that value or its round-to-odd
    binary64 approximation (exact whenever the target has at most 51 bits of precision)."""
    with np.errstate(over="ignore"):
        r = x.astype(dtype)
    if mode == "rn":
        return r
    with np.errstate(invalid="ignore"):
        back = r.astype(np.float64)
        sign = np.sign(x - back).astype(np.int8)
        sign[np.isnan(x)] = 0
        # an infinite r from a finite x: the mode may call for the largest finite instead
        over = np.isinf(r) & np.isfinite(x)
        sign[over] = np.where(x[over] > 0, -1, 1) if over.any() else 0
    out = apply_direction(r, sign, mode)
    return out


def inexact_sign_add(a: np.ndarray, b: np.ndarray, s: np.ndarray) -> np.ndarray:
    """Sign of (a + b) - s for binary64 s = RN(a + b), per lane (-1, 0, 1); 0 on non-finite."""
    with np.errstate(invalid="ignore", over="ignore"):
        bb = s - a
        e = (a - (s - bb)) + (b - bb)
    out = np.sign(e)
    out[~np.isfinite(out)] = 0
    return out.astype(np.int8)


def overflow_fix(r: np.ndarray, finite_in: np.ndarray, mode: str) -> np.ndarray:
    """Where the round-to-nearest result overflowed to infinity from finite operands, return
    the largest finite value when ``mode`` rounds towards it (rz always; rm for +inf; rp for
    -inf)."""
    if mode == "rn":
        return r
    over = np.isinf(r) & finite_in
    if not over.any():
        return r
    big = np.finfo(r.dtype).max
    pos = r > 0
    to_big = {"rz": over, "rm": over & pos, "rp": over & ~pos}[mode]
    return np.where(to_big, np.where(pos, big, -big).astype(r.dtype), r)


# ---------------------------------------------------------------------------------------------
# ftz / sat


def flush(x: np.ndarray) -> np.ndarray:
    """Subnormal values replaced by zero of the same sign (PTX ``.ftz``)."""
    tiny = _TINY.get(x.dtype)
    if tiny is None:
        return x
    small = np.abs(x) < tiny
    if not small.any():
        return x
    return np.where(small, np.copysign(np.zeros((), x.dtype), x), x)


def saturate(x: np.ndarray) -> np.ndarray:
    """Clamp to [0.0, 1.0]; NaN becomes +0.0 (PTX ``.sat`` on floating point)."""
    with np.errstate(invalid="ignore"):
        y = np.minimum(np.maximum(x, np.zeros((), x.dtype)), np.ones((), x.dtype))
    y = np.where(np.isnan(x), np.zeros((), x.dtype), y)
    # -0.0 saturates to +0.0
    return y + np.zeros((), x.dtype)


# ---------------------------------------------------------------------------------------------
# NaN results as the hardware produces them (measured on an H200,
# tests/ptx/data/ptx_gpu_record.npz; the PTX ISA leaves NaN payloads open)

NAN32 = np.array(0x7FFFFFFF, np.uint32).view(np.float32)[()]
"""The one NaN every .f32 arithmetic instruction returns, whatever its operands."""
NAN64 = np.array(0xFFF8000000000000, np.uint64).view(np.float64)[()]
"""The NaN an invalid .f64 operation (0 * inf, inf - inf, sqrt(-1)) returns without a NaN
operand; with one, the operand is returned (quieted)."""
_QUIET64 = np.uint64(0x0008000000000000)


def canonical_nan32(r: np.ndarray) -> np.ndarray:
    """``r`` (float32) with every NaN lane replaced by 0x7fffffff; ``r`` itself is never
    written (it may be a register's lanes)."""
    r = np.asarray(r)
    m = np.isnan(r)
    if m.any():
        return np.where(m, NAN32, r)
    return r


def canonical_nan32_into(dst: np.ndarray) -> None:
    """In place: every NaN lane of the float32 array ``dst`` becomes 0x7fffffff."""
    m = np.isnan(dst)
    if m.any():
        dst[m] = NAN32


def quiet64(x: np.ndarray) -> np.ndarray:
    """float64 NaNs with the quiet bit set (sign and payload kept)."""
    x = np.asarray(x, F64)
    return (x.view(np.uint64) | _QUIET64).view(np.float64)


def propagate_nan64(r: np.ndarray, *operands: np.ndarray) -> np.ndarray:
    """Where the float64 result ``r`` is NaN: the first NaN of ``operands`` (given in the
    order of preference), quieted, else NAN64 (what .f64 arithmetic gives on an H200)."""
    r = np.asarray(r, F64)
    m = np.isnan(r)
    if not m.any():
        return r
    fix = np.full(r.shape, NAN64)
    done = np.zeros(r.shape, bool)
    for x in operands:
        x = np.broadcast_to(np.asarray(x, F64), r.shape)
        pick = np.isnan(x) & ~done
        fix = np.where(pick, quiet64(x), fix)
        done |= pick
    return np.where(m, fix, r)
