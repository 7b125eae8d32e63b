"""Integer arithmetic (PTX ISA 9.7.1): add, sub, mul, mad, mul24, mad24, sad, div, rem, abs,
neg, min, max, the carry chain (add.cc, addc, sub.cc, subc, mad.cc, madc), dp4a and dp2a.

All results wrap modulo 2**width exactly as the hardware does. Opcodes shared with floating
point (add, sub, mul, mad, div, abs, neg, min, max) hand float types to ``floating``.
"""

from __future__ import annotations

import numpy as np

from .._decode import Ctx, Fn
from .._syntax import Reg
from .._types import SINT_OF_SIZE, TYPES, UINT_OF_SIZE, PTXType
from . import floating
from ._table import op
from .common import binary, direct_target, ternary, unary

FLOAT_FLAGS = {
    "rn",
    "rz",
    "rm",
    "rp",
    "ftz",
    "sat",
    "approx",
    "full",
    "NaN",
    "xorsign",
    "abs",
    "relu",
    "oob",
}
INT_KINDS = ("s", "u", "b")


def _int_type(ctx: Ctx, t: PTXType, allow_b: bool = False) -> PTXType:
    if t.kind not in (("s", "u", "b") if allow_b else ("s", "u")):
        raise ctx.unsupported(f"type .{t.name}")
    return t


def _u(t: PTXType) -> np.dtype:
    return UINT_OF_SIZE[t.size]


def _s(t: PTXType) -> np.dtype:
    return SINT_OF_SIZE[t.size]


def _cc_reg(ctx: Ctx) -> int:
    """The carry flag CC.CF, a hidden per-thread register."""
    return ctx.reg_index(Reg("%%cc", "%%cc", "u32"))


def _is_float_op(ctx: Ctx) -> bool:
    return any(m in ("f16", "f32", "f64", "bf16", "f16x2", "bf16x2") for m in ctx.inst.modifiers)


# -- add / sub ------------------------------------------------------------------------------
def _addsub(ctx: Ctx, sign: int) -> Fn:
    if _is_float_op(ctx):
        return floating.addsub(ctx, sign)
    mods = ctx.mods({"sat", "cc"})
    t = _int_type(ctx, mods.types[0])
    if "sat" in mods:
        if t.name != "s32" or "cc" in mods:
            raise ctx.unsupported(".sat is only defined for .s32")
        lo, hi = -(2**31), 2**31 - 1

        def sat(a, b):
            r = a.astype(np.int64) + sign * np.asarray(b, np.int64)
            return np.clip(r, lo, hi).astype(np.int32)

        return binary(ctx, t, sat)
    if "cc" in mods:
        if t.size not in (4, 8):
            raise ctx.unsupported(".cc needs a 32- or 64-bit type")
        return _carry_op(ctx, t, sign, carry_in=False, carry_out=True)
    if sign > 0:
        return binary(ctx, t, np.add)
    return binary(ctx, t, np.subtract)


@op("add", modifiers="s16 s32 s64 u16 u32 u64 .sat(.s32) .cc; float: see floating")
def _add(ctx: Ctx) -> Fn:
    return _addsub(ctx, 1)


@op("sub", modifiers="s16 s32 s64 u16 u32 u64 .sat(.s32) .cc; float: see floating")
def _sub(ctx: Ctx) -> Fn:
    return _addsub(ctx, -1)


def _carry_op(ctx: Ctx, t: PTXType, sign: int, carry_in: bool, carry_out: bool) -> Fn:
    d, a, b = ctx.operands(3)
    ut = TYPES[f"u{t.size * 8}"]
    ra, rb = ctx.read(a, ut), ctx.read(b, ut)
    w = ctx.write(d, ut)
    cc = _cc_reg(ctx)
    udt = ut.dtype

    def run(st, sel):
        x = np.asarray(ra(st, sel), udt)
        y = np.asarray(rb(st, sel), udt)
        cin = st.R[cc][sel].astype(udt) if carry_in else udt.type(0)
        if sign > 0:
            s1 = x + y
            c1 = s1 < x
            r = s1 + cin
            c2 = r < s1
        else:
            s1 = x - y
            c1 = x < y
            r = s1 - cin
            c2 = s1 < cin
        w(st, sel, r)
        if carry_out:
            st.R[cc][sel] = (c1 | c2).astype(np.uint32)

    return run


@op("addc", modifiers="u32 s32 u64 s64 .cc")
def _addc(ctx: Ctx) -> Fn:
    mods = ctx.mods({"cc"})
    t = _int_type(ctx, mods.types[0])
    return _carry_op(ctx, t, 1, carry_in=True, carry_out="cc" in mods)


@op("subc", modifiers="u32 s32 u64 s64 .cc")
def _subc(ctx: Ctx) -> Fn:
    mods = ctx.mods({"cc"})
    t = _int_type(ctx, mods.types[0])
    return _carry_op(ctx, t, -1, carry_in=True, carry_out="cc" in mods)


# -- multiplication -------------------------------------------------------------------------
def mulhi(a: np.ndarray, b: np.ndarray, t: PTXType) -> np.ndarray:
    """High half of the double-width product a*b (signed or unsigned, 16/32/64 bits)."""
    bits = t.size * 8
    if t.size <= 4:
        wide = np.int64 if t.signed else np.uint64
        p = np.asarray(a).astype(wide) * np.asarray(b).astype(wide)
        return (p >> bits).astype(t.dtype)
    ua = np.asarray(a).view(np.uint64) if np.ndim(a) else np.uint64(np.asarray(a).view(np.uint64))
    ub = np.asarray(b).view(np.uint64) if np.ndim(b) else np.uint64(np.asarray(b).view(np.uint64))
    m32 = np.uint64(0xFFFFFFFF)
    s32 = np.uint64(32)
    al, ah = ua & m32, ua >> s32
    bl, bh = ub & m32, ub >> s32
    p0, p1, p2, p3 = al * bl, al * bh, ah * bl, ah * bh
    mid = (p0 >> s32) + (p1 & m32) + (p2 & m32)
    hi = p3 + (p1 >> s32) + (p2 >> s32) + (mid >> s32)
    if t.signed:
        sa = np.asarray(a) < 0
        sb = np.asarray(b) < 0
        hi = hi - np.where(sa, ub, np.uint64(0)) - np.where(sb, ua, np.uint64(0))
        return np.asarray(hi).view(np.int64)
    return hi


def _mul_mode(ctx: Ctx, mods) -> str:
    mode = mods.one_of(("lo", "hi", "wide"))
    if mode is None:
        raise ctx.malformed("integer mul/mad needs .lo, .hi or .wide")
    return mode


@op("mul", modifiers="lo hi wide; s16 s32 s64 u16 u32 u64; float: see floating")
def _mul(ctx: Ctx) -> Fn:
    if _is_float_op(ctx):
        return floating.mul(ctx)
    mods = ctx.mods({"lo", "hi", "wide"})
    t = _int_type(ctx, mods.types[0])
    mode = _mul_mode(ctx, mods)
    if mode == "lo":
        return binary(ctx, t, np.multiply)
    if mode == "hi":
        return binary(ctx, t, lambda a, b: mulhi(a, b, t))
    if t.size == 8:
        raise ctx.malformed(".wide is defined for 16- and 32-bit types only")
    return _mul_wide(ctx, t, TYPES[f"{t.kind}{t.size * 16}"])


def _mul_wide(ctx: Ctx, t: PTXType, wt: PTXType) -> Fn:
    """mul.wide: the full product of two ``t`` values as the type ``wt`` of twice the width
    (exact: it cannot overflow), computed in ``wt`` straight into the destination register's
    lanes when they are contiguous."""
    d, a, b = ctx.operands(3)
    ra, rb = ctx.read(a, t), ctx.read(b, t)
    w = ctx.write(d, wt)
    target = direct_target(ctx, d, wt)
    dt = wt.dtype

    def run(st, sel):
        x, y = ra(st, sel), rb(st, sel)
        if target is not None and sel.__class__ is slice:
            i, view = target
            dst = st.R[i][sel]
            np.multiply(x, y, out=dst if view is None else dst.view(view), dtype=dt)
            return
        w(st, sel, np.multiply(x, y, dtype=dt))

    return run


@op("mad", modifiers="lo hi wide .sat(.hi.s32) .cc; float: see floating")
def _mad(ctx: Ctx) -> Fn:
    if _is_float_op(ctx):
        return floating.fma(ctx, legacy_mad=True)
    mods = ctx.mods({"lo", "hi", "wide", "sat", "cc"})
    t = _int_type(ctx, mods.types[0])
    mode = _mul_mode(ctx, mods)
    if "cc" in mods:
        return _mad_carry(ctx, t, mode, carry_in=False, carry_out=True)
    if "sat" in mods:
        if not (mode == "hi" and t.name == "s32"):
            raise ctx.unsupported(".sat is only defined for mad.hi.s32")
        return ternary(
            ctx,
            t,
            lambda a, b, c: np.clip(
                mulhi(a, b, t).astype(np.int64) + np.asarray(c, np.int64), -(2**31), 2**31 - 1
            ).astype(np.int32),
        )
    if mode == "lo":
        return ternary(ctx, t, lambda a, b, c: a * b + c)
    if mode == "hi":
        return ternary(ctx, t, lambda a, b, c: mulhi(a, b, t) + c)
    if t.size == 8:
        raise ctx.malformed(".wide is defined for 16- and 32-bit types only")
    wt = TYPES[f"{t.kind}{t.size * 16}"]
    return ternary(ctx, wt, lambda a, b, c: np.multiply(a, b, dtype=wt.dtype) + c, types=(t, t, wt))


def _mad_carry(ctx: Ctx, t: PTXType, mode: str, carry_in: bool, carry_out: bool) -> Fn:
    if mode == "wide" or t.size not in (4, 8):
        raise ctx.unsupported("mad with carry needs .lo or .hi on 32 or 64 bits")
    d, a, b, c = ctx.operands(4)
    ut = TYPES[f"u{t.size * 8}"]
    ra, rb, rc = ctx.read(a, t), ctx.read(b, t), ctx.read(c, ut)
    w = ctx.write(d, ut)
    cc = _cc_reg(ctx)
    udt = ut.dtype

    def run(st, sel):
        x, y = ra(st, sel), rb(st, sel)
        p = np.asarray(x * y if mode == "lo" else mulhi(x, y, t)).view(udt)
        z = np.asarray(rc(st, sel), udt)
        cin = st.R[cc][sel].astype(udt) if carry_in else udt.type(0)
        s1 = p + z
        r = s1 + cin
        w(st, sel, r)
        if carry_out:
            st.R[cc][sel] = ((s1 < p) | (r < s1)).astype(np.uint32)

    return run


@op("madc", modifiers="lo hi .cc; u32 s32 u64 s64")
def _madc(ctx: Ctx) -> Fn:
    mods = ctx.mods({"lo", "hi", "cc"})
    t = _int_type(ctx, mods.types[0])
    return _mad_carry(ctx, t, _mul_mode(ctx, mods), carry_in=True, carry_out="cc" in mods)


def _i24(x, t: PTXType):
    x = np.asarray(x).astype(np.int64)
    if t.signed:
        return ((x & 0xFFFFFF) ^ 0x800000) - 0x800000
    return x & 0xFFFFFF


@op("mul24", modifiers="lo hi; s32 u32")
def _mul24(ctx: Ctx) -> Fn:
    mods = ctx.mods({"lo", "hi"})
    t = _int_type(ctx, mods.types[0])
    if t.size != 4:
        raise ctx.unsupported("mul24 is defined for .s32 and .u32")
    mode = mods.one_of(("lo", "hi"))
    if mode is None:
        raise ctx.malformed("mul24 needs .lo or .hi")
    # the 48-bit product: .lo gives bits 0..31, .hi bits 16..47
    shift = 0 if mode == "lo" else 16
    return binary(
        ctx,
        t,
        lambda a, b: (
            ((_i24(a, t) * _i24(b, t)) >> shift).astype(np.uint64).astype(np.uint32).view(t.dtype)
        ),
    )


@op("mad24", modifiers="lo hi; s32 u32")
def _mad24(ctx: Ctx) -> Fn:
    mods = ctx.mods({"lo", "hi", "sat"})
    t = _int_type(ctx, mods.types[0])
    mode = mods.one_of(("lo", "hi"))
    if mode is None or t.size != 4 or "sat" in mods:
        raise ctx.unsupported()
    shift = 0 if mode == "lo" else 16
    return ternary(
        ctx,
        t,
        lambda a, b, c: (
            ((_i24(a, t) * _i24(b, t)) >> shift).astype(np.uint64).astype(np.uint32).view(t.dtype)
            + c
        ),
    )


@op("sad", modifiers="s16 s32 s64 u16 u32 u64")
def _sad(ctx: Ctx) -> Fn:
    mods = ctx.mods()
    t = _int_type(ctx, mods.types[0])
    return ternary(ctx, t, lambda a, b, c: np.where(a < b, b - a, a - b).astype(t.dtype) + c)


# -- division -------------------------------------------------------------------------------
def int_div(a, b, t: PTXType, want: str) -> np.ndarray:
    """Truncating division (C semantics); INT_MIN / -1 wraps to INT_MIN. The PTX ISA leaves
    division by zero undefined; an H200 (tests/ptx/data/ptx_gpu_record.npz) gives all ones
    for both the quotient and the remainder, signed or unsigned, whatever the dividend."""
    a = np.asarray(a, t.dtype)
    b = np.asarray(b, t.dtype)
    u = _u(t)
    if t.signed:
        w = t.dtype.type(t.size * 8 - 1)
        sa = np.asarray(a >> w).view(u)
        sb = np.asarray(b >> w).view(u)
        ua = (a.view(u) ^ sa) - sa
        ub = (b.view(u) ^ sb) - sb
    else:
        ua, ub = a, b
    zero = ub == 0
    safe = np.where(zero, u.type(1), ub)
    if want == "div":
        r = ua // safe
        if t.signed:
            r = np.where((sa ^ sb) != 0, u.type(0) - r, r)
    else:
        r = ua % safe
        if t.signed:
            r = np.where(sa != 0, u.type(0) - r, r)
    ones = u.type((1 << (8 * t.size)) - 1)
    return np.where(zero, ones, r).astype(u).view(t.dtype)


@op("div", modifiers="s16 s32 s64 u16 u32 u64; float: see floating")
def _div(ctx: Ctx) -> Fn:
    if _is_float_op(ctx):
        return floating.div(ctx)
    mods = ctx.mods()
    t = _int_type(ctx, mods.types[0])
    return binary(ctx, t, lambda a, b: int_div(a, b, t, "div"))


@op("rem", modifiers="s16 s32 s64 u16 u32 u64")
def _rem(ctx: Ctx) -> Fn:
    mods = ctx.mods()
    t = _int_type(ctx, mods.types[0])
    return binary(ctx, t, lambda a, b: int_div(a, b, t, "rem"))


# -- abs / neg / min / max ------------------------------------------------------------------
@op("abs", modifiers="s16 s32 s64; float: see floating")
def _abs(ctx: Ctx) -> Fn:
    if _is_float_op(ctx):
        return floating.absneg(ctx, "abs")
    mods = ctx.mods()
    t = mods.types[0]
    if t.kind != "s":
        raise ctx.unsupported(f"type .{t.name}")
    return unary(ctx, t, lambda a: np.where(a < 0, (-np.asarray(a)).astype(t.dtype), a))


@op("neg", modifiers="s16 s32 s64; float: see floating")
def _neg(ctx: Ctx) -> Fn:
    if _is_float_op(ctx):
        return floating.absneg(ctx, "neg")
    mods = ctx.mods()
    t = mods.types[0]
    if t.kind != "s":
        raise ctx.unsupported(f"type .{t.name}")
    return unary(ctx, t, lambda a: (t.dtype.type(0) - np.asarray(a, t.dtype)).astype(t.dtype))


def _minmax(ctx: Ctx, which: str) -> Fn:
    if _is_float_op(ctx):
        return floating.minmax(ctx, which)
    mods = ctx.mods({"relu"})
    t = mods.types[0]
    if t.kind not in ("s", "u"):
        raise ctx.unsupported(f"type .{t.name}")
    f = np.minimum if which == "min" else np.maximum
    if "relu" in mods:
        if t.name != "s32":
            raise ctx.unsupported(".relu is defined for .s32")
        return binary(ctx, t, lambda a, b: np.maximum(f(a, b), t.dtype.type(0)))
    return binary(ctx, t, f)


@op("min", modifiers="s16 s32 s64 u16 u32 u64 .relu(.s32); float: see floating")
def _min(ctx: Ctx) -> Fn:
    return _minmax(ctx, "min")


@op("max", modifiers="s16 s32 s64 u16 u32 u64 .relu(.s32); float: see floating")
def _max(ctx: Ctx) -> Fn:
    return _minmax(ctx, "max")


# -- dot products ---------------------------------------------------------------------------
def _bytes(x, signed: bool, n: int, width: int) -> list[np.ndarray]:
    x = np.asarray(x).astype(np.uint32).astype(np.int64)
    out = []
    mask = (1 << width) - 1
    for k in range(n):
        v = (x >> (width * k)) & mask
        if signed:
            v = (v ^ (1 << (width - 1))) - (1 << (width - 1))
        out.append(v)
    return out


@op("dp4a", modifiers="atype.btype u32/s32")
def _dp4a(ctx: Ctx) -> Fn:
    mods = ctx.mods(ntypes=2)
    ta, tb = mods.types
    if ta.name not in ("u32", "s32") or tb.name not in ("u32", "s32"):
        raise ctx.unsupported()
    out = TYPES["s32"] if ta.signed or tb.signed else TYPES["u32"]

    def f(a, b, c):
        xa = _bytes(a, ta.signed, 4, 8)
        xb = _bytes(b, tb.signed, 4, 8)
        s = sum(p * q for p, q in zip(xa, xb, strict=True)) + np.asarray(c).astype(np.int64)
        return np.asarray(s).astype(np.uint64).astype(np.uint32).view(out.dtype)

    return ternary(ctx, out, f, types=(ta, tb, out))


@op("dp2a", modifiers="lo hi; atype.btype u32/s32")
def _dp2a(ctx: Ctx) -> Fn:
    mods = ctx.mods({"lo", "hi"}, ntypes=2)
    ta, tb = mods.types
    part = mods.one_of(("lo", "hi"))
    if part is None or ta.name not in ("u32", "s32") or tb.name not in ("u32", "s32"):
        raise ctx.unsupported()
    out = TYPES["s32"] if ta.signed or tb.signed else TYPES["u32"]
    first = 0 if part == "lo" else 2

    def f(a, b, c):
        xa = _bytes(a, ta.signed, 2, 16)
        xb = _bytes(b, tb.signed, 4, 8)
        s = xa[0] * xb[first] + xa[1] * xb[first + 1] + np.asarray(c).astype(np.int64)
        return np.asarray(s).astype(np.uint64).astype(np.uint32).view(out.dtype)

    return ternary(ctx, out, f, types=(ta, tb, out))
