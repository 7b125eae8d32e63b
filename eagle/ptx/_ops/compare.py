"""Comparison and selection (PTX ISA 9.7.6): setp, set, selp, slct."""

from __future__ import annotations

import numpy as np

from .._decode import Ctx, Fn
from .._float import flush
from .._syntax import Not, Pair
from .._types import TYPES, PTXType
from ._table import op

PRED = TYPES["pred"]
_INT_CMPS = {
    "eq": np.equal,
    "ne": np.not_equal,
    "lt": np.less,
    "le": np.less_equal,
    "gt": np.greater,
    "ge": np.greater_equal,
    "lo": np.less,
    "ls": np.less_equal,
    "hi": np.greater,
    "hs": np.greater_equal,
}
_FLOAT_ORDERED = {
    "eq": np.equal,
    "ne": np.not_equal,
    "lt": np.less,
    "le": np.less_equal,
    "gt": np.greater,
    "ge": np.greater_equal,
}
_FLOAT_CMPS = {*_FLOAT_ORDERED, "equ", "neu", "ltu", "leu", "gtu", "geu", "num", "nan"}
_BOOL_OPS = {"and": np.logical_and, "or": np.logical_or, "xor": np.logical_xor}


def comparator(ctx: Ctx, cmp: str, t: PTXType, ftz: bool):
    """A function (a, b) -> bool array for compare operator ``cmp`` on type ``t``."""
    if t.kind in ("s", "u", "b"):
        if cmp not in _INT_CMPS:
            raise ctx.unsupported(f"comparison .{cmp} on .{t.name}")
        if cmp in ("lo", "ls", "hi", "hs") and t.kind == "s":
            u = TYPES[f"u{t.size * 8}"].dtype
            f = _INT_CMPS[cmp]
            return lambda a, b: f(np.asarray(a).view(u), np.asarray(b).view(u))
        return _INT_CMPS[cmp]
    if t.kind not in ("f",):
        raise ctx.unsupported(f"comparison on .{t.name}")
    if cmp not in _FLOAT_CMPS:
        raise ctx.unsupported(f"comparison .{cmp} on .{t.name}")

    def prep(x):
        x = np.asarray(x)
        return flush(x) if ftz else x

    if cmp == "num":
        return lambda a, b: ~(np.isnan(a) | np.isnan(b))
    if cmp == "nan":
        return lambda a, b: np.isnan(a) | np.isnan(b)
    if cmp in _FLOAT_ORDERED:
        f = _FLOAT_ORDERED[cmp]
        if cmp == "ne":
            return lambda a, b: (prep(a) != prep(b)) & ~(np.isnan(a) | np.isnan(b))
        return lambda a, b: f(prep(a), prep(b))
    f = _FLOAT_ORDERED[cmp[:-1]]
    return lambda a, b: f(prep(a), prep(b)) | np.isnan(a) | np.isnan(b)


def _split_cmp_mods(ctx: Ctx, ntypes: int):
    flags = set(_INT_CMPS) | _FLOAT_CMPS | set(_BOOL_OPS) | {"ftz"}
    mods = ctx.mods(flags, ntypes=ntypes)
    cmps = [m for m in ctx.inst.modifiers if m in _INT_CMPS or m in _FLOAT_CMPS]
    bools = [m for m in ctx.inst.modifiers if m in _BOOL_OPS]
    if len(cmps) != 1:
        raise ctx.malformed("expected one comparison operator")
    if len(bools) > 1:
        raise ctx.malformed("expected at most one boolean operator")
    return mods, cmps[0], (bools[0] if bools else None)


@op(
    "setp",
    modifiers="eq ne lt le gt ge lo ls hi hs equ neu ltu leu gtu geu num nan; and or xor; ftz",
)
def _setp(ctx: Ctx) -> Fn:
    mods, cmp, boolop = _split_cmp_mods(ctx, 1)
    t = mods.types[0]
    if t.name in ("f16x2", "bf16x2", "bf16"):
        return _setp_half(ctx, t, cmp, boolop, "ftz" in mods)
    f = comparator(ctx, cmp, t, "ftz" in mods)
    ops = ctx.operands((3, 4) if boolop is None else (4,))
    if boolop is None and len(ops) == 4:
        raise ctx.malformed("a fourth operand needs a boolean operator")
    dst = ops[0]
    if isinstance(dst, Pair):
        wp, wq = ctx.write(dst.first, PRED), ctx.write(dst.second, PRED)
    else:
        wp, wq = ctx.write(dst, PRED), None
    ra, rb = ctx.read(ops[1], t), ctx.read(ops[2], t)
    rc = ctx.read(ops[3], PRED) if boolop else None
    g = _BOOL_OPS[boolop] if boolop else None

    def run(st, sel):
        r = f(ra(st, sel), rb(st, sel))
        if g is not None:
            c = rc(st, sel)
            wp(st, sel, g(r, c))
            if wq is not None:
                wq(st, sel, g(~np.asarray(r), c))
        else:
            wp(st, sel, r)
            if wq is not None:
                wq(st, sel, ~np.asarray(r))

    return run


def _setp_half(ctx: Ctx, t: PTXType, cmp: str, boolop: str | None, ftz: bool) -> Fn:
    """setp on .bf16 and on packed .f16x2/.bf16x2 (p for the low halves, q for the high)."""
    from .half import unpack

    f = comparator(ctx, cmp, TYPES["f64"], False)
    if ftz and t.name != "f16x2":
        raise ctx.unsupported(f".ftz on .{t.name}")
    tiny = 2.0**-14
    ops = ctx.operands((3, 4) if boolop is None else (4,))
    bits = TYPES["b32"] if t.name.endswith("x2") else TYPES["b16"]
    ra, rb = ctx.read(ops[1], bits), ctx.read(ops[2], bits)
    rc = ctx.read(ops[3], PRED) if boolop else None
    g = _BOOL_OPS[boolop] if boolop else None
    dst = ops[0]
    firsts = [dst.first, dst.second] if isinstance(dst, Pair) else [dst]
    if t.name.endswith("x2") and len(firsts) != 2:
        raise ctx.malformed("setp on a packed type writes two predicates p|q")
    writers = [ctx.write(x, PRED) for x in firsts]

    def run(st, sel):
        xs, ys = unpack(ra(st, sel), t), unpack(rb(st, sel), t)
        for w, x, y in zip(writers, xs, ys, strict=False):
            if ftz:
                x = np.where(np.abs(x) < tiny, 0.0, x)
                y = np.where(np.abs(y) < tiny, 0.0, y)
            r = f(x, y)
            w(st, sel, g(r, rc(st, sel)) if g is not None else r)

    return run


@op("set", modifiers="cmp; and or xor; ftz; dtype u32 s32 f32 f16; stype")
def _set(ctx: Ctx) -> Fn:
    mods, cmp, boolop = _split_cmp_mods(ctx, 2)
    dt, t = mods.types
    if dt.name == "f16" and t.name == "f16":
        f = comparator(ctx, cmp, t, "ftz" in mods)
        ops = ctx.operands((3, 4) if boolop is None else (4,))
        w = ctx.write(ops[0], TYPES["b16"])
        ra, rb = ctx.read(ops[1], t), ctx.read(ops[2], t)
        rc = ctx.read(ops[3], PRED) if boolop else None
        g = _BOOL_OPS[boolop] if boolop else None

        def run16(st, sel):
            r = f(ra(st, sel), rb(st, sel))
            if g is not None:
                r = g(r, rc(st, sel))
            w(st, sel, np.where(r, np.uint16(0x3C00), np.uint16(0)))  # 1.0 or 0.0 in .f16

        return run16
    if dt.name not in ("u32", "s32", "f32"):
        raise ctx.unsupported(f"destination type .{dt.name}")
    f = comparator(ctx, cmp, t, "ftz" in mods)
    ops = ctx.operands((3, 4) if boolop is None else (4,))
    w = ctx.write(ops[0], dt)
    ra, rb = ctx.read(ops[1], t), ctx.read(ops[2], t)
    rc = ctx.read(ops[3], PRED) if boolop else None
    g = _BOOL_OPS[boolop] if boolop else None
    true = dt.dtype.type(1.0) if dt.name == "f32" else np.array(-1).astype(dt.dtype)[()]
    false = dt.dtype.type(0)

    def run(st, sel):
        r = f(ra(st, sel), rb(st, sel))
        if g is not None:
            r = g(r, rc(st, sel))
        w(st, sel, np.where(r, true, false).astype(dt.dtype))

    return run


@op("selp", modifiers="b16 b32 b64 u16 u32 u64 s16 s32 s64 f32 f64 ...")
def _selp(ctx: Ctx) -> Fn:
    mods = ctx.mods()
    t = mods.types[0]
    if t.kind == "pred":
        raise ctx.unsupported("selp.pred")
    d, a, b, c = ctx.operands(4)
    ra, rb = ctx.read(a, t), ctx.read(b, t)
    rc = ctx.read(c, PRED)
    w = ctx.write(d, t)

    def run(st, sel):
        w(st, sel, np.where(rc(st, sel), ra(st, sel), rb(st, sel)).astype(t.dtype))

    return run


@op("slct", modifiers="dtype; s32 f32 (ftz)")
def _slct(ctx: Ctx) -> Fn:
    mods = ctx.mods({"ftz"}, ntypes=2)
    t, ct = mods.types
    if ct.name not in ("s32", "f32"):
        raise ctx.unsupported(f"comparand type .{ct.name}")
    d, a, b, c = ctx.operands(4)
    ra, rb, rc = ctx.read(a, t), ctx.read(b, t), ctx.read(c, ct)
    w = ctx.write(d, t)
    ftz = "ftz" in mods

    def run(st, sel):
        cv = np.asarray(rc(st, sel))
        if ftz:
            cv = flush(cv)
        w(st, sel, np.where(cv >= 0, ra(st, sel), rb(st, sel)).astype(t.dtype))

    return run


_unused = Not
