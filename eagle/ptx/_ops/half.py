"""Half-precision arithmetic (PTX ISA 9.7.4): add, sub, mul, fma, neg, abs, min, max on
.f16, .f16x2, .bf16 and .bf16x2, round to nearest even.

Each half value is widened exactly to binary64; products of two halves are exact there and
sums are rounded to odd, so the final rounding to the half format is the only one.
Packed (x2) types hold two values in a .b32, the first element in the low half.
"""

from __future__ import annotations

import numpy as np

from .._compile import Ctx, Fn
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


def half_arith(ctx: Ctx, t: PTXType, opname: str, sign: int, mods) -> Fn:
    bad = set(mods.flags) - {"rn"}
    if bad:
        raise ctx.unsupported(f"modifier .{sorted(bad)[0]} on .{t.name}")
    bt = _bits_type(t)

    def f(a, b):
        xs, ys = unpack(a, t), unpack(b, t)
        if opname == "mul":
            return pack([x * y for x, y in zip(xs, ys, strict=True)], t)
        return pack([round_to_odd_sum(x, sign * y) for x, y in zip(xs, ys, strict=True)], t)

    return binary(ctx, bt, f)


def half_fma(ctx: Ctx, t: PTXType, mods) -> Fn:
    bad = set(mods.flags) - {"rn"}
    if bad:
        raise ctx.unsupported(f"modifier .{sorted(bad)[0]} on .{t.name}")
    if "rn" not in mods:
        raise ctx.malformed("fma needs .rn")
    bt = _bits_type(t)

    def f(a, b, c):
        xs, ys, zs = unpack(a, t), unpack(b, t), unpack(c, t)
        return pack([round_to_odd_sum(x * y, z) for x, y, z in zip(xs, ys, zs, strict=True)], t)

    return ternary(ctx, bt, f)


def half_absneg(ctx: Ctx, t: PTXType, which: str) -> Fn:
    bt = _bits_type(t)
    sign = np.uint32(0x80008000) if t.name.endswith("x2") else np.uint16(0x8000)
    if which == "neg":
        return unary(ctx, bt, lambda a: np.asarray(a) ^ sign)
    return unary(ctx, bt, lambda a: np.asarray(a) & ~sign)


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
