"""Half-precision arithmetic (PTX ISA 9.7.4): add, sub, mul, fma, neg, abs, min, max on
.f16, .f16x2, .bf16 and .bf16x2, round to nearest even; ex2.approx and tanh.approx on them as
the H200's special-function unit gives them (``_sfu.half``).

Each half value is widened exactly to binary64; products of two halves are exact there and
sums are rounded to odd, so the final rounding to the half format is the only one.
Packed (x2) types hold two values in a .b32, the first element in the low half.
"""

from __future__ import annotations

import numpy as np

from .. import _sfu
from .._decode import Ctx, Fn
from .._float import F64, round_narrow, round_to_odd_sum
from .._types import TYPES, PTXType
from .common import binary, ternary, unary

HALF = ("f16", "f16x2", "bf16", "bf16x2")
_NAN = {"f16": 0x7FFF, "bf16": 0x7FFF}


def _base(t: PTXType) -> str:
    return t.name[:-2] if t.name.endswith("x2") else t.name


def _bits_type(t: PTXType) -> PTXType:
    return TYPES["b32"] if t.name.endswith("x2") else TYPES["b16"]


def unpack(bits, t: PTXType) -> list[np.ndarray]:
    """The element values of half-type bit patterns, as float64 (exact)."""
    b = np.asarray(bits)
    parts = [b & 0xFFFF, b >> 16] if t.name.endswith("x2") else [b]
    out = []
    for p in parts:
        h = np.asarray(p).astype(np.uint16)
        if _base(t) == "f16":
            out.append(h.view(np.float16).astype(F64))
        else:
            out.append((h.astype(np.uint32) << np.uint32(16)).view(np.float32).astype(F64))
    return out


def _round(x: np.ndarray, base: str) -> np.ndarray:
    """Round float64 (exact or rounded to odd) to a half format: its bit pattern (uint16)."""
    if base == "f16":
        bits = round_narrow(x, np.dtype(np.float16), "rn").view(np.uint16)
    else:
        f32 = np.asarray(x).astype(np.float32)  # to odd first, so one rounding to bf16 remains
        back = f32.astype(F64)
        fix = (back != x) & np.isfinite(x) & ((f32.view(np.uint32) & 1) == 0)
        if np.any(fix):
            f32 = np.where(
                fix, np.nextafter(f32, np.where(x > back, np.inf, -np.inf).astype(np.float32)), f32
            )
        u = f32.view(np.uint32)
        bits = (u + np.uint32(0x7FFF) + ((u >> np.uint32(16)) & np.uint32(1))) >> np.uint32(16)
        bits = bits.astype(np.uint16)
    return np.where(np.isnan(x), np.uint16(_NAN[base]), bits).astype(np.uint16)


def pack(values: list[np.ndarray], t: PTXType) -> np.ndarray:
    base = _base(t)
    if len(values) == 1:
        return _round(values[0], base)
    lo, hi = (_round(v, base).astype(np.uint32) for v in values)
    return lo | (hi << np.uint32(16))


_TINY_F16 = 2.0**-14  # smallest normal float16


def _flags(ctx: Ctx, t: PTXType, mods) -> tuple[bool, bool]:
    """(ftz, sat) for a half-precision instruction; both are defined for .f16 and .f16x2."""
    bad = set(mods.flags) - {"rn", "ftz", "sat"}
    if bad:
        raise ctx.unsupported(f"modifier .{sorted(bad)[0]} on .{t.name}")
    ftz, sat = "ftz" in mods, "sat" in mods
    if (ftz or sat) and _base(t) != "f16":
        raise ctx.unsupported(f".ftz/.sat on .{t.name}")
    return ftz, sat


def _flush16(x: np.ndarray) -> np.ndarray:
    return np.where(np.abs(x) < _TINY_F16, np.copysign(0.0, x), x)


def _finish(values: list[np.ndarray], t: PTXType, ftz: bool, sat: bool) -> np.ndarray:
    """Round to the half format, then flush (.ftz) and clamp to [0, 1] (.sat, NaN to +0)."""
    out = []
    for v in values:
        r = unpack(_round(v, _base(t)), TYPES["f16"] if _base(t) == "f16" else TYPES["bf16"])[0]
        if ftz:
            r = _flush16(r)
        if sat:  # NaN saturates to +0 (as on an H200: fixtures/corpus f16_arith)
            out.append(np.where(np.isnan(v), 0.0, np.clip(r, 0.0, 1.0)) + 0.0)
        else:
            out.append(np.where(np.isnan(v), v, r))
    return pack(out, t)


def half_arith(ctx: Ctx, t: PTXType, opname: str, sign: int, mods) -> Fn:
    ftz, sat = _flags(ctx, t, mods)
    bt = _bits_type(t)

    def f(a, b):
        xs, ys = unpack(a, t), unpack(b, t)
        if ftz:
            xs, ys = [_flush16(x) for x in xs], [_flush16(y) for y in ys]
        if opname == "mul":
            vals = [x * y for x, y in zip(xs, ys, strict=True)]
        else:
            vals = [round_to_odd_sum(x, sign * y) for x, y in zip(xs, ys, strict=True)]
        return _finish(vals, t, ftz, sat) if ftz or sat else pack(vals, t)

    return binary(ctx, bt, f)


def half_fma(ctx: Ctx, t: PTXType, mods) -> Fn:
    ftz, sat = _flags(ctx, t, mods)
    if "rn" not in mods:
        raise ctx.malformed("fma needs .rn")
    bt = _bits_type(t)

    def f(a, b, c):
        xs, ys, zs = unpack(a, t), unpack(b, t), unpack(c, t)
        if ftz:
            xs, ys, zs = ([_flush16(v) for v in vs] for vs in (xs, ys, zs))
        vals = [round_to_odd_sum(x * y, z) for x, y, z in zip(xs, ys, zs, strict=True)]
        return _finish(vals, t, ftz, sat) if ftz or sat else pack(vals, t)

    return ternary(ctx, bt, f)


def half_absneg(ctx: Ctx, t: PTXType, which: str) -> Fn:
    """Sign-bit operations, except that a NaN becomes the canonical 0x7fff, as an H200 does
    for .f16 (fixtures/corpus f16_arith; assumed alike for .bf16)."""
    bt = _bits_type(t)
    parts = 2 if t.name.endswith("x2") else 1

    def f(a):
        a = np.asarray(a)
        out = None
        for k in range(parts):
            h = ((a >> (16 * k)) & 0xFFFF).astype(np.uint32)
            r = h ^ np.uint32(0x8000) if which == "neg" else h & np.uint32(0x7FFF)
            nan = (h & np.uint32(0x7FFF)) > (0x7C00 if _base(t) == "f16" else 0x7F80)
            r = np.where(nan, np.uint32(0x7FFF), r) << np.uint32(16 * k)
            out = r if out is None else out | r
        return np.asarray(out).astype(bt.dtype)

    return unary(ctx, bt, f)


def half_minmax(ctx: Ctx, t: PTXType, which: str, nan_prop: bool) -> Fn:
    from .floating import fminmax

    bt = _bits_type(t)

    def f(a, b):
        xs, ys = unpack(a, t), unpack(b, t)
        rs = []
        for x, y in zip(xs, ys, strict=True):
            r = fminmax(x, y, which, nan_prop)
            rs.append(r)
        return pack(rs, t)

    return binary(ctx, bt, f)


def half_unit(ctx: Ctx, t: PTXType, name: str, ftz: bool) -> Fn:
    """``name``.approx (ex2, tanh) on a half type, element by element: ``_sfu.half``. The
    PTX ISA (9.7.4) spells ex2 as ``ex2.approx.{f16,f16x2}`` and ``ex2.approx.ftz.{bf16,
    bf16x2}``, tanh without .ftz; other spellings are refused."""
    base = _base(t)
    if ftz != (name == "ex2" and base == "bf16"):
        raise ctx.malformed(f"{name}.approx.{t.name} {'takes no' if ftz else 'needs'} .ftz")
    bt = _bits_type(t)
    _sfu.prepare(name)

    def f(a):
        a = np.asarray(a)
        if not t.name.endswith("x2"):
            return _sfu.half(name, a.astype(np.uint16), base)
        lo = _sfu.half(name, (a & 0xFFFF).astype(np.uint16), base).astype(np.uint32)
        hi = _sfu.half(name, (a >> 16).astype(np.uint16), base).astype(np.uint32)
        return lo | (hi << np.uint32(16))

    return unary(ctx, bt, f)
