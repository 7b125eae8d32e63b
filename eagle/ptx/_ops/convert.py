"""Data movement and conversion (PTX ISA 9.7.9): mov (including vector pack/unpack), cvt,
cvta, isspacep."""

from __future__ import annotations

import numpy as np

from .._decode import Ctx, Fn
from .._float import (
    F64,
    apply_direction,
    canonical_nan32,
    flush,
    nudge,
    round_narrow,
    saturate,
)
from .._memory import GLOBAL_BASE, LOCAL_WINDOW, PARAM_WINDOW, SHARED_WINDOW, WINDOW_SIZE
from .._syntax import Vec
from .._types import TYPES, UINT_OF_SIZE, PTXType
from ._table import op
from .common import unary

_IRND = ("rni", "rzi", "rmi", "rpi")
_FRND = ("rn", "rz", "rm", "rp", "rna")
_WINDOWS = {"shared": SHARED_WINDOW, "local": LOCAL_WINDOW, "param": PARAM_WINDOW}


# -- mov ------------------------------------------------------------------------------------
@op("mov", modifiers="pred b16 b32 b64 u16 u32 u64 s16 s32 s64 f32 f64; vector pack/unpack")
def _mov(ctx: Ctx) -> Fn:
    mods = ctx.mods()
    t = mods.types[0]
    d, a = ctx.operands(2)
    if isinstance(d, Vec) or isinstance(a, Vec):
        return _mov_vector(ctx, t, d, a)
    return unary(ctx, t, lambda v: v)


def _mov_vector(ctx: Ctx, t: PTXType, d, a) -> Fn:
    if isinstance(d, Vec) == isinstance(a, Vec):
        raise ctx.malformed("mov packs a vector into a scalar or unpacks a scalar")
    vec = d if isinstance(d, Vec) else a
    n = len(vec.items)
    if t.size % n or t.kind not in ("b", "u", "s"):
        raise ctx.malformed(f"cannot split .{t.name} into {n} parts")
    part = UINT_OF_SIZE[t.size // n]
    whole = UINT_OF_SIZE[t.size]
    shift = t.size // n * 8
    if isinstance(a, Vec):  # pack: element 0 is the least significant
        readers = [ctx.read(x, part) for x in a.items]
        w = ctx.write(d, whole)

        def pack(st, sel):
            acc = None
            for k, r in enumerate(readers):
                v = np.asarray(r(st, sel)).astype(whole) << whole.type(k * shift)
                acc = v if acc is None else acc | v
            w(st, sel, acc)

        return pack
    ra = ctx.read(a, whole)
    writers = [ctx.write(x, part) for x in d.items]
    mask = whole.type((1 << shift) - 1)

    def unpack(st, sel):
        v = np.asarray(ra(st, sel), whole)
        for k, w in enumerate(writers):
            w(st, sel, ((v >> whole.type(k * shift)) & mask).astype(part))

    return unpack


# -- cvt ------------------------------------------------------------------------------------
def int_range(t: PTXType) -> tuple[int, int]:
    bits = t.size * 8
    if t.kind == "s":
        return -(1 << (bits - 1)), (1 << (bits - 1)) - 1
    return 0, (1 << bits) - 1


def nan_to_int(src: PTXType, dst: PTXType) -> int:
    """What a NaN converts to. The ISA says 0; an H200 gives 0 only from .f32 (and narrower) to
    32-bit (and narrower) integers, and the pattern with the destination's sign bit alone
    (0x8000 for .s16 and .u16 alike) from .f64 to any integer and from anything to 64-bit
    integers (measured: fixtures/corpus cvt_float_int, tests/ptx/data/ptx_gpu_record.npz)."""
    if dst.size == 8 or src.size == 8:
        return 1 << (8 * dst.size - 1)
    return 0


def float_to_int(x, t: PTXType, rnd: str, ftz: bool, src: PTXType | None = None) -> np.ndarray:
    """Round to an integer value in ``rnd`` (rni/rzi/rmi/rpi) and saturate to ``t``'s range
    (PTX ISA cvt: float-to-integer conversions saturate); NaN as :func:`nan_to_int`."""
    x = np.asarray(x)
    if ftz:
        x = flush(x)
    nan = np.isnan(x)
    x = x.astype(F64)
    r = {"rni": np.rint, "rzi": np.trunc, "rmi": np.floor, "rpi": np.ceil}[rnd](x)
    lo, hi = int_range(t)
    r = np.where(np.isnan(r), 0.0, r)
    big = r >= float(hi)  # float(hi) may round up to 2**bits: compare, then clamp exactly
    small = r <= float(lo)
    mid = np.where(big | small, 0.0, r)
    out = mid.astype(np.int64) if t.kind == "s" or t.size < 8 else mid.astype(np.uint64)
    out = np.where(big, hi, np.where(small, lo, out))
    out = np.asarray(out).astype(t.dtype)
    if np.any(nan):
        pattern = nan_to_int(src or TYPES["f32"], t)
        out = np.where(nan, np.array(pattern, t.bits).view(t.dtype), out).astype(t.dtype)
    return out


def int_to_float(x, src: PTXType, dst: PTXType, rnd: str) -> np.ndarray:
    """Convert integers to ``dst`` with rounding ``rnd`` (rn/rz/rm/rp), exactly."""
    x = np.asarray(x, src.dtype)
    if dst.name == "f64" or (src.size <= 4 and dst.name == "f32" and rnd == "rn"):
        r = x.astype(dst.dtype)  # numpy converts with round-to-nearest-even
        if rnd == "rn" or src.size <= 4:
            return r
        back = _exact_int_diff(x, r)
        return apply_direction(r, back, rnd)
    # to float32 / float16 through binary64 rounded to odd (53 >= 2*24 + 2)
    r64 = x.astype(F64)
    if src.size == 8:
        diff = _exact_int_diff(x, r64)
        fix = (diff != 0) & ((r64.view(np.int64) & 1) == 0) & (r64 != 0)
        if np.any(fix):
            r64 = np.where(fix, nudge(r64, diff > 0), r64)
    return round_narrow(r64, dst.dtype, rnd)


def _exact_int_diff(x: np.ndarray, r: np.ndarray) -> np.ndarray:
    """Sign of (integer x) - (float r), exactly, for 64-bit x and r an integer-valued float
    within one rounding of x."""
    r64 = np.asarray(r, F64)
    top = 2.0**64 if x.dtype == np.uint64 else 2.0**63
    over = r64 >= top  # x rounded up past the largest integer of its type
    ri = np.where(over, 0.0, r64).astype(x.dtype)
    d = np.where(x > ri, 1, np.where(x < ri, -1, 0))
    return np.where(over, -1, d).astype(np.int8)


def float_to_float(x, src: PTXType, dst: PTXType, rnd: str | None, ftz: bool, sat: bool):
    """Float-to-float cvt. A NaN keeps its payload where it fits, except that rounding to an
    integer value or .ftz on an .f32 operand makes it the canonical 0x7fffffff first (then
    0x7fffffffe0000000 widened to .f64), as an H200 does (tests/ptx/data)."""
    x = np.asarray(x, src.dtype)
    if src.name == "f32" and (ftz or rnd in _IRND):
        x = canonical_nan32(x)
    if ftz:
        x = flush(x)
    if rnd in _IRND:
        if src.name != dst.name:
            raise ValueError("integer rounding needs equal float types")
        with np.errstate(invalid="ignore"):
            r = {"rni": np.rint, "rzi": np.trunc, "rmi": np.floor, "rpi": np.ceil}[rnd](x)
    elif src.name == "f16" and dst.name == "f32":
        # widening is exact; a NaN becomes the canonical 0x7fffffff (as on an H200)
        r = np.where(
            np.isnan(x), np.array(0x7FFFFFFF, np.uint32).view(np.float32), x.astype(np.float32)
        )
    elif dst.dtype.itemsize >= src.dtype.itemsize:
        r = x.astype(dst.dtype)  # widening is exact
    elif dst.name == "f16":
        r = to_f16_bits(x, rnd or "rn").view(np.float16)
    else:
        r = round_narrow(x.astype(F64), dst.dtype, rnd or "rn")
    r = np.asarray(r, dst.dtype)
    if ftz:
        r = flush(r)
    if sat:
        r = saturate(r)
    return r


_BF16 = TYPES["bf16"]
F16_NAN = np.uint16(0x7FFF)  # the canonical NaN a conversion from f32 to f16 produces


def to_f16_bits(x, rnd: str) -> np.ndarray:
    """float32/64 to float16 bits, rounding ``rnd``. A NaN from float32 becomes the canonical
    0x7fff; from float64 it keeps its sign and top payload bits, quieted (0x7e00 for the
    default NaN), as an H200 does (fixtures/corpus cvt_float_float)."""
    src = np.asarray(x)
    x64 = src.astype(F64)
    bits = round_narrow(x64, np.dtype(np.float16), rnd).view(np.uint16)
    nan = np.isnan(x64)
    if src.dtype == F64:
        if not nan.any():
            return bits.astype(np.uint16)
        # sign, the top 10 payload bits, and the quiet bit (numpy would keep a signalling NaN
        # signalling by setting a low bit instead: 0x7ff0000000000001 -> 0x7c01, not 0x7e00)
        b64 = src.view(np.uint64)
        top = ((b64 >> np.uint64(48)) & np.uint64(0x8000)) | np.uint64(0x7E00)
        top |= (b64 >> np.uint64(42)) & np.uint64(0x3FF)
        return np.where(nan, top.astype(np.uint16), bits).astype(np.uint16)
    return np.where(nan, F16_NAN, bits).astype(np.uint16)


def to_bf16(x, rnd: str) -> np.ndarray:
    """float32/64 to bfloat16 bits, rounding ``rnd`` (rn or rz)."""
    x64 = np.asarray(x, F64)
    f32 = round_narrow(x64, np.dtype(np.float32), "rz" if rnd == "rz" else "rn")
    if rnd == "rn" and x64.dtype == F64:
        # round to odd in binary32 first so the bf16 rounding below is single
        f32 = np.asarray(x64).astype(np.float32)
        back = f32.astype(F64)
        inexact = (back != x64) & np.isfinite(x64)
        even = (f32.view(np.uint32) & 1) == 0
        fix = inexact & even
        if np.any(fix):
            f32 = np.where(fix, nudge(f32, x64 > back), f32)
    bits = np.asarray(f32, np.float32).view(np.uint32)
    if rnd == "rz":
        out = bits >> np.uint32(16)
    else:
        lsb = (bits >> np.uint32(16)) & np.uint32(1)
        out = (bits + np.uint32(0x7FFF) + lsb) >> np.uint32(16)
    nan = np.isnan(np.asarray(f32, np.float32))
    out = np.where(nan, np.uint32(0x7FFF), out)
    return out.astype(np.uint16)


def from_bf16(bits) -> np.ndarray:
    return (np.asarray(bits, np.uint16).astype(np.uint32) << np.uint32(16)).view(np.float32)


@op("cvt", modifiers="rni rzi rmi rpi rn rz rm rp; ftz sat; all int/float types, bf16")
def _cvt(ctx: Ctx) -> Fn:
    mods = ctx.mods({*_IRND, *_FRND, "ftz", "sat", "relu"}, ntypes=2)
    dst, src = mods.types
    rnd = mods.one_of((*_IRND, *_FRND))
    ftz = "ftz" in mods
    sat = "sat" in mods
    if "relu" in mods or rnd == "rna":
        raise ctx.unsupported()
    if dst.kind in ("x2",) or src.kind in ("x2",):
        return _cvt_packed(ctx, dst, src, rnd, mods)
    if ftz and "f32" not in (src.name, dst.name):
        raise ctx.unsupported(".ftz needs an .f32 operand")
    _d, _a = ctx.operands(2)
    if dst.kind in ("s", "u", "b") and src.kind in ("s", "u", "b"):
        if rnd is not None:
            raise ctx.malformed("integer-to-integer cvt takes no rounding modifier")
        lo, hi = int_range(dst)

        def ii(x):
            x = np.asarray(x)
            if sat:
                info = np.iinfo(x.dtype)
                lo2, hi2 = max(lo, info.min), min(hi, info.max)
                x = np.clip(x, x.dtype.type(lo2), x.dtype.type(hi2))
            return x.astype(dst.dtype)

        return unary(ctx, src, ii, out=dst)
    if src.kind == "f" and dst.kind in ("s", "u", "b"):
        if rnd not in _IRND:
            raise ctx.malformed("float-to-integer cvt needs .rni, .rzi, .rmi or .rpi")
        return unary(ctx, src, lambda x: float_to_int(x, dst, rnd, ftz, src), out=dst)
    if src.kind in ("s", "u", "b") and dst.kind == "f":
        need = dst.size < 8 or src.size == 8
        if rnd is None and need and not (src.size <= 2 or (src.size <= 4 and dst.size == 8)):
            raise ctx.malformed("integer-to-float cvt needs a rounding modifier")
        if rnd in _IRND:
            raise ctx.malformed("integer-to-float cvt takes .rn/.rz/.rm/.rp")

        def i2f(x):
            r = int_to_float(x, src, dst, rnd or "rn")
            if ftz:
                r = flush(r)
            return saturate(r) if sat else r

        return unary(ctx, src, i2f, out=dst)
    if src.kind == "f" and dst.kind == "f":
        narrowing = dst.size < src.size
        if narrowing and rnd not in _FRND:
            raise ctx.malformed("a narrowing float cvt needs .rn, .rz, .rm or .rp")
        if dst.name == src.name and rnd is not None and rnd not in _IRND:
            raise ctx.malformed("same-type float cvt takes .rni/.rzi/.rmi/.rpi")
        if not narrowing and dst.name != src.name and rnd is not None:
            raise ctx.malformed("widening float cvt takes no rounding modifier")
        return unary(ctx, src, lambda x: float_to_float(x, src, dst, rnd, ftz, sat), out=dst)
    if dst.name == "bf16" and src.kind == "f":
        if rnd not in ("rn", "rz"):
            raise ctx.unsupported("bf16 conversion needs .rn or .rz")
        if ftz or sat:
            raise ctx.unsupported()
        return unary(ctx, src, lambda x: to_bf16(x, rnd), out=TYPES["b16"])
    if src.name == "bf16" and dst.kind == "f":
        if rnd is not None and dst.name != "f32" and dst.name != "f64":
            raise ctx.unsupported()
        return unary(ctx, TYPES["b16"], lambda x: from_bf16(x).astype(dst.dtype), out=dst)
    raise ctx.unsupported(f"conversion .{dst.name}.{src.name}")


def _cvt_packed(ctx: Ctx, dst: PTXType, src: PTXType, rnd, mods) -> Fn:
    if dst.name not in ("f16x2", "bf16x2") or src.name != "f32":
        raise ctx.unsupported(f"conversion .{dst.name}.{src.name}")
    if rnd not in ("rn", "rz") or "ftz" in mods or "sat" in mods:
        raise ctx.unsupported()
    d, a, b = ctx.operands(3)
    ra, rb = ctx.read(a, src), ctx.read(b, src)
    w = ctx.write(d, TYPES["b32"])

    def half(x):
        if dst.name == "bf16x2":
            return to_bf16(x, rnd).astype(np.uint32)
        return to_f16_bits(x, rnd).astype(np.uint32)

    def run(st, sel):
        # a goes to the upper half, b to the lower
        w(st, sel, (half(ra(st, sel)) << np.uint32(16)) | half(rb(st, sel)))

    return run


# -- generic addressing ---------------------------------------------------------------------
@op("cvta", modifiers="to; global shared local const param; u32 u64")
def _cvta(ctx: Ctx) -> Fn:
    spaces = {"global", "shared", "local", "const", "param"}
    mods = ctx.mods({"to", *spaces, "shared::cta"})
    t = mods.types[0]
    if t.name not in ("u32", "u64"):
        raise ctx.malformed("cvta takes .u32 or .u64")
    space = mods.one_of(tuple(spaces)) or (
        "shared" if "shared::cta" in ctx.inst.modifiers else None
    )
    if space is None:
        raise ctx.malformed("cvta needs a state space")
    base = _WINDOWS.get(space, 0)
    to = "to" in mods
    udt = t.dtype
    if base == 0:
        return unary(ctx, t, lambda v: v)
    b = udt.type(base & ((1 << (8 * t.size)) - 1))
    if to:
        return unary(ctx, t, lambda v: np.asarray(v, udt) - b)
    return unary(ctx, t, lambda v: np.asarray(v, udt) + b)


@op("isspacep", modifiers="global shared local const param")
def _isspacep(ctx: Ctx) -> Fn:
    spaces = ("global", "shared", "local", "const", "param")
    mods = ctx.mods(set(spaces) | {"shared::cta"}, ntypes=0)
    space = mods.one_of(spaces) or "shared"
    d, a = ctx.operands(2)
    ra = ctx.read(a, TYPES["u64"])
    w = ctx.write(d, TYPES["pred"])

    def run(st, sel):
        v = np.asarray(ra(st, sel), np.uint64)
        if space in ("global", "const"):
            r = v >= np.uint64(GLOBAL_BASE)
        else:
            lo = _WINDOWS[space]
            r = (v >= np.uint64(lo)) & (v < np.uint64(lo + WINDOW_SIZE))
        w(st, sel, r)

    return run
