"""Floating-point instructions (PTX ISA 9.7.3, 9.7.4): add, sub, mul, fma, mad, div, abs,
neg, min, max, rcp, sqrt, rsqrt, sin, cos, lg2, ex2, tanh, testp, copysign.

Types .f32 and .f64, and .f16 for the basic arithmetic. ``.rn`` and the absence of a rounding
modifier are round-to-nearest-even; ``.rz``, ``.rm``, ``.rp`` are exact (see ``_float``).
``rcp``/``ex2``/``lg2``/``rsqrt``/``sqrt``/``sin``/``cos``/``tanh`` ``.approx.f32``, the
half-type ``ex2``/``tanh.approx``, ``div.approx`` and ``div.full`` are the H200's results bit
for bit (``_sfu``, a model of its special-function unit, where its table is fitted); the
other ``.approx`` results (.f64) are computed to within half an ulp, inside every documented
bound.

NaN results are the hardware's, measured on an H200 (tests/ptx/data/ptx_gpu_record.npz): every
.f32 arithmetic instruction (add, sub, mul, fma, div, rcp, sqrt, the .approx functions, abs,
neg, min, max) returns the canonical NaN 0x7fffffff; .f64 ones return their NaN operand
(quieted) or, without one, 0xfff8000000000000 (``_float.NAN64``), and neg.f64 leaves a NaN's
sign alone.
"""

from __future__ import annotations

import math
from fractions import Fraction

import numpy as np

from .. import _native, _sfu
from .._decode import Ctx, Fn
from .._float import (
    NAN64,
    apply_direction,
    canonical_nan32,
    flush,
    fma32,
    fma64,
    fma_error_sign,
    inexact_sign_add,
    nudge,
    overflow_fix,
    quiet64,
    round_fraction,
    round_narrow,
    round_to_odd_sum,
    saturate,
    two_prod,
)
from .._types import TYPES, PTXType
from . import half
from ._table import op
from .common import binary, direct_target, ternary, unary

ROUNDINGS = ("rn", "rz", "rm", "rp")
F64 = np.dtype(np.float64)
CANONICAL_NAN = {
    np.dtype(np.float32): np.array(0x7FFFFFFF, np.uint32).view(np.float32)[()],
    np.dtype(np.float64): NAN64,
    np.dtype(np.float16): np.array(0x7FFF, np.uint16).view(np.float16)[()],
}


def _float_type(ctx: Ctx, t: PTXType, allowed=("f32", "f64")) -> PTXType:
    if t.name not in allowed:
        raise ctx.unsupported(f"type .{t.name}")
    return t


def _post(ctx: Ctx, t: PTXType, mods, *, allow_sat=True):
    """Wrap a result function with .ftz (inputs and outputs) and .sat, checking they are
    legal for ``t``."""
    ftz = "ftz" in mods
    sat = "sat" in mods
    if ftz and t.name != "f32":
        raise ctx.unsupported(".ftz is defined for .f32 only")
    if sat and (t.name != "f32" or not allow_sat):
        raise ctx.unsupported(".sat here")
    return ftz, sat


def second_nan64(r: np.ndarray, a, b) -> np.ndarray:
    """Where both float64 operands are NaN the result is the second one, quieted, as an H200
    gives it (numpy, like x86, gives the first; tests/ptx/data/ptx_gpu_record.npz): ``r``
    corrected in place when it is an array, and returned."""
    if r.ndim == 1 and not np.isnan(np.add.reduce(r)):
        return r  # no NaN in r (a sum of +inf and -inf is NaN too, and looks further)
    a, b = np.asarray(a), np.asarray(b)
    both = np.isnan(a) & np.isnan(b)
    if not both.any():
        return r
    fixed = np.where(both, quiet64(np.broadcast_to(b, r.shape)), r)
    if r.ndim:
        r[...] = fixed
        return r
    return fixed


def _canon(t: PTXType, f):
    """``f`` with its NaN results made as an H200 makes them: the canonical 0x7fffffff when
    ``t`` is .f32; for .f64, when both operands of a binary operation are NaN, the second one,
    quieted (numpy, like x86, returns the first; tests/ptx/data/ptx_gpu_record.npz)."""
    if t.name == "f64":

        def h(*args):
            r = f(*args)
            if len(args) != 2:
                return r
            return second_nan64(np.asarray(r, F64), args[0], args[1])

        return h
    if t.name != "f32":
        return f

    def g(*args):
        return canonical_nan32(f(*args))

    return g


def _wrap(f, ftz: bool, sat: bool, n: int):
    if not ftz and not sat:
        return f

    def g(*args):
        if ftz:
            args = tuple(flush(np.asarray(a)) for a in args[:n]) + tuple(args[n:])
        r = np.asarray(f(*args))
        if ftz:
            r = flush(r)
        if sat:
            r = saturate(r)
        return r

    return g


# -- add / sub / mul ------------------------------------------------------------------------
def _directed_addmul64(a, b, opname: str, mode: str):
    a = np.asarray(a, F64)
    b = np.asarray(b, F64)
    with np.errstate(all="ignore"):
        if opname == "add":
            r = a + b
            sign = inexact_sign_add(a, b, r)
        else:
            r = a * b
            _p, e = two_prod(a, b)
            sign = np.sign(e)
            sign[~np.isfinite(sign)] = 0
            sign = sign.astype(np.int8)
            # lanes where Dekker's product is not exact: compute the sign exactly
            ea, eb = np.frexp(a)[1], np.frexp(b)[1]
            hard = (
                np.isfinite(r)
                & (a != 0)
                & (b != 0)
                & np.isfinite(a)
                & np.isfinite(b)
                & ((ea + eb < -960) | (ea > 995) | (eb > 995))
            )
            for i in np.flatnonzero(hard.reshape(-1)):
                x, y = (
                    float(a.reshape(-1)[i] if a.ndim else a),
                    float(b.reshape(-1)[i] if b.ndim else b),
                )
                exact = Fraction(x) * Fraction(y)
                sign.reshape(-1)[i] = (exact > Fraction(r.reshape(-1)[i])) - (
                    exact < Fraction(r.reshape(-1)[i])
                )
        out = apply_direction(r, sign, mode)
        return overflow_fix(out, np.isfinite(a) & np.isfinite(b), mode)


def _arith(ctx: Ctx, opname: str, sign: int = 1) -> Fn:
    mods = ctx.mods({*ROUNDINGS, "ftz", "sat"})
    t = _float_type(ctx, mods.types[0], ("f32", "f64", *half.HALF))
    if t.name in half.HALF:
        return half.half_arith(ctx, t, opname, sign, mods)
    mode = mods.one_of(ROUNDINGS, "rn")
    ftz, sat = _post(ctx, t, mods)
    if mode == "rn":
        f = np.multiply if opname == "mul" else np.add if sign > 0 else np.subtract
    elif t.name == "f32":

        def f(a, b):
            x = np.asarray(a, F64)
            y = np.asarray(b, F64)
            exact = x * y if opname == "mul" else round_to_odd_sum(x, sign * y)
            return round_narrow(exact, np.dtype(np.float32), mode)

    else:

        def f(a, b):
            return _directed_addmul64(
                a, sign * np.asarray(b, F64) if opname == "add" else b, opname, mode
            )

    if mode == "rm" and opname == "add":
        inner = f

        def f(a, b):
            return zero_sign_rm(inner(a, b), a, np.negative(b) if sign < 0 else b)

    if t.name == "f64":
        # both operands NaN: the second, as the H200 returns it; a ufunc (round to nearest)
        # computes into the destination register, then the correction
        return binary(ctx, t, _wrap(f, ftz, sat, 2), after=second_nan64)
    return binary(ctx, t, _wrap(f, ftz, sat, 2), nan32=t.name == "f32")


def addsub(ctx: Ctx, sign: int) -> Fn:
    return _arith(ctx, "add", sign)


def zero_sign_rm(r, *terms):
    """IEEE 754 6.3: an exact zero sum is -0 when rounding towards -inf, unless every term is
    +0 (under the other modes numpy's round-to-nearest zero sign is already right). Terms are
    exact (a product is passed as the pair of its factors)."""
    r = np.asarray(r)
    z = r == 0
    if not z.any():
        return r
    if len(terms) == 3:  # fma: a, b, c; only lanes whose exact result is zero qualify
        a, b, c = np.broadcast_arrays(*(np.asarray(x, F64) for x in terms))
        for i in np.flatnonzero(z.reshape(-1)):
            x, y, w = float(a.flat[i]), float(b.flat[i]), float(c.flat[i])
            if math.isfinite(x * 0 + y * 0 + w) and Fraction(x) * Fraction(y) + Fraction(w) != 0:
                z.flat[i] = False
        terms = (np.multiply(a, b), c)
    all_pos_zero = np.ones(r.shape, bool)
    for x in terms:
        x = np.asarray(x)
        all_pos_zero &= (x == 0) & ~np.signbit(x)
    return np.where(z & ~all_pos_zero, -np.zeros((), r.dtype), r).astype(r.dtype)


def mul(ctx: Ctx) -> Fn:
    return _arith(ctx, "mul")


# -- fma ------------------------------------------------------------------------------------
def _fma_directed64(a, b, c, mode: str):
    """fma.rz/rm/rp.f64: the round-to-nearest fma moved by the sign of its exact error
    (``fma_error_sign``); lanes outside that method's range, and exact zeros, through exact
    rationals."""
    a, b, c = np.broadcast_arrays(np.asarray(a, F64), np.asarray(b, F64), np.asarray(c, F64))
    r = fma64(a, b, c)
    sign, ok = fma_error_sign(a, b, c, r)
    with np.errstate(invalid="ignore"):
        out = overflow_fix(apply_direction(r, sign, mode), np.isfinite(a * 0 + b * 0 + c), mode)
    exact_zero = ok & (r == 0)
    for i in np.flatnonzero((~ok | exact_zero).reshape(-1)):
        x, y, z = float(a.flat[i]), float(b.flat[i]), float(c.flat[i])
        if math.isfinite(x) and math.isfinite(y) and math.isfinite(z):
            exact = Fraction(x) * Fraction(y) + Fraction(z)
            if exact == 0:
                prod_zero = x == 0 or y == 0
                out.flat[i] = r.flat[i] if prod_zero else (-0.0 if mode == "rm" else 0.0)
            else:
                out.flat[i] = round_fraction(exact, mode)
    return out


def fma(ctx: Ctx, legacy_mad: bool = False) -> Fn:
    mods = ctx.mods({*ROUNDINGS, "ftz", "sat"})
    t = _float_type(ctx, mods.types[0], ("f32", "f64", *half.HALF))
    if t.name in half.HALF:
        return half.half_fma(ctx, t, mods)
    mode = mods.one_of(ROUNDINGS)
    if mode is None:
        if not legacy_mad:
            raise ctx.malformed("fma needs a rounding modifier (.rn, .rz, .rm or .rp)")
        mode = "rn"  # mad.f32 without rounding is fused on sm_20 and later
    ftz, sat = _post(ctx, t, mods)
    if t.name == "f32":
        if mode == "rn":
            f = fma32
        else:

            def f(a, b, c):
                p = np.multiply(a, b, dtype=F64)
                return round_narrow(round_to_odd_sum(p, np.asarray(c, F64)), t.dtype, mode)

    elif mode == "rn":
        f = fma64
    else:

        def f(a, b, c):
            return _fma_directed64(a, b, c, mode)

    if mode == "rm":
        inner = f

        def f(a, b, c):
            return zero_sign_rm(inner(a, b, c), a, b, c)

    if f is fma64:
        d, a, b, c = ctx.operands(4)
        return _fma64_run(ctx, d, (ctx.read(a, t), ctx.read(b, t), ctx.read(c, t)), False)
    return ternary(ctx, t, _canon(t, _wrap(f, ftz, sat, 3)))


def _fma64_run(ctx: Ctx, d, readers, negate_c: bool, negate_x: bool = False) -> Fn:
    """fma.rn.f64 d = x*y + c (operands from ``readers``; ``negate_x``/``negate_c``: -x or
    -c, negated by multiplying with -1, see ``fused_add``): computed by the native helper
    straight into destination register ``d``'s lanes where it can (a contiguous selection,
    a float64-sized register), else by ``fma64`` and written."""
    t = TYPES["f64"]
    rx, ry, rc = readers
    w = ctx.write(d, t)
    target = direct_target(ctx, d, t)
    minus = np.float64(-1)

    def run(st, sel):
        x, y, c = rx(st, sel), ry(st, sel), rc(st, sel)
        if negate_c:
            c = np.multiply(c, minus)
        if negate_x:
            x = np.multiply(x, minus)
        if target is not None and sel.__class__ is slice:
            i, view = target
            dst = st.R[i][sel]
            if _native.fma_f64_into(x, y, c, dst if view is None else dst.view(view)):
                return
        w(st, sel, fma64(x, y, c))

    return run


def fused_add(ctx: Ctx, mul, index: int) -> Fn:
    """``add``/``sub`` d, a, b whose operand ``index`` is the product of ``mul`` x, y, computed
    as one fused multiply-add (see ``_contract``): d = fma(±x, y, other operand)."""
    mods = ctx.mods({"ftz"})
    t = _float_type(ctx, mods.types[0])
    ftz, _ = _post(ctx, t, mods)
    d, a, b = ctx.operands(3)
    other = b if index == 1 else a
    rx, ry = ctx.read(mul.operands[1], t), ctx.read(mul.operands[2], t)
    rc = ctx.read(other, t)
    w = ctx.write(d, t)
    sub = ctx.inst.opcode == "sub"
    f = _canon(t, _wrap(fma32 if t.name == "f32" else fma64, ftz, False, 3))
    # add: x*y + c; sub with the product first: x*y - c; with the product second: c - x*y
    negate_c = sub and index == 1
    negate_x = sub and index == 2
    if t.name == "f64":
        return _fma64_run(ctx, d, (rx, ry, rc), negate_c, negate_x)
    # negated by multiplying with -1, which returns a NaN operand unchanged (as the device's
    # operand negation does, see neg.f64) where np.negative would flip its sign
    minus = t.dtype.type(-1)

    def run(st, sel):
        x, y, c = rx(st, sel), ry(st, sel), rc(st, sel)
        if negate_c:
            c = np.multiply(c, minus)
        if negate_x:
            x = np.multiply(x, minus)
        w(st, sel, f(x, y, c))

    return run


@op("fma", modifiers="rn rz rm rp; ftz sat (f32); f32 f64 f16")
def _fma(ctx: Ctx) -> Fn:
    return fma(ctx)


# -- division, reciprocal, square root ------------------------------------------------------
def _div_directed(a, b, t: PTXType, mode: str):
    """Correctly rounded a / b in a directed mode, from the exact remainder of the binary64
    round-to-nearest quotient."""
    x = np.asarray(a, F64)
    y = np.asarray(b, F64)
    with np.errstate(all="ignore"):
        q = x / y
        r = fma64(-q, np.broadcast_to(y, q.shape), np.broadcast_to(x, q.shape))
        s = (np.sign(r) * np.sign(y)).astype(np.int8)
        s[~np.isfinite(q) | ~np.isfinite(r)] = 0
        if t.name == "f32":
            # round to odd in binary64, then to binary32 in the requested mode
            odd = (q.view(np.int64) & 1) == 0
            fix = (s != 0) & odd & np.isfinite(q) & (q != 0)
            if fix.any():
                q = np.where(fix, nudge(q, s > 0), q)
            return round_narrow(q, t.dtype, mode)
        # the remainder is exact only away from the ends of the exponent range
        ex, ey = np.frexp(x)[1], np.frexp(y)[1]
        tiny = (
            (x != 0)
            & np.isfinite(x)
            & np.isfinite(y)
            & (y != 0)
            & ((np.abs(q) < 2.0**-960) | (ex < -960) | (ey < -960) | (ex > 960) | (ey > 960))
        )
        out = apply_direction(q, s, mode)
        out = overflow_fix(out, np.isfinite(x) & np.isfinite(y) & (y != 0), mode)
        for i in np.flatnonzero(tiny.reshape(-1)):
            xi = float(np.broadcast_to(x, q.shape).flat[i])
            yi = float(np.broadcast_to(y, q.shape).flat[i])
            out.flat[i] = round_fraction(Fraction(xi) / Fraction(yi), mode)
        return out


def div(ctx: Ctx) -> Fn:
    mods = ctx.mods({*ROUNDINGS, "ftz", "approx", "full"})
    t = _float_type(ctx, mods.types[0])
    ftz, sat = _post(ctx, t, mods)
    mode = mods.one_of(ROUNDINGS)
    kind = mods.one_of(("approx", "full"))
    if kind is not None:
        if t.name != "f32" or mode is not None:
            raise ctx.unsupported(f".{kind} is defined for .f32 without a rounding mode")
        _sfu.prepare("rcp")

        def f(a, b):
            return _sfu.div_approx(a, b, ftz, full=kind == "full")

        return binary(ctx, t, _wrap(f, False, sat, 2), nan32=True)
    if mode is None:
        raise ctx.malformed("div on floats needs .approx, .full or a rounding modifier")
    elif mode == "rn":
        f = np.divide
    else:

        def f(a, b):
            return _div_directed(a, b, t, mode)

    return binary(ctx, t, _wrap(f, ftz, sat, 2), nan32=t.name == "f32")


@op("rcp", modifiers="approx rn rz rm rp; ftz; f32 f64")
def _rcp(ctx: Ctx) -> Fn:
    mods = ctx.mods({*ROUNDINGS, "ftz", "approx"})
    t = _float_type(ctx, mods.types[0])
    mode = mods.one_of(ROUNDINGS)
    approx = "approx" in mods
    ftz = "ftz" in mods
    if ftz and t.name == "f64" and not approx:
        raise ctx.unsupported(".ftz on rcp.f64 needs .approx")
    if approx == (mode is not None):
        raise ctx.malformed("rcp needs exactly one of .approx or a rounding modifier")
    one = t.dtype.type(1)
    if approx and t.name == "f64":
        return unary(ctx, t, rcp_approx_f64)
    if approx:
        _sfu.prepare("rcp")
        return unary(ctx, t, _canon(t, lambda a: _sfu.rcp_approx(a, ftz)))
    if mode == "rn":

        def f(a):
            return np.divide(one, a)

    else:

        def f(a):
            return _div_directed(np.ones_like(np.asarray(a)), a, t, mode)

    return unary(ctx, t, _canon(t, _wrap(f, ftz, False, 1)))


_HIGH = np.uint64(0xFFFFFFFF00000000)
_RCP64_NAN = np.array(0x7FFFFFFF00000000, np.uint64).view(np.float64)[()]


def rcp_approx_f64(a):
    """rcp.approx.ftz.f64: the hardware uses only the upper 32 bits of the operand and
    produces only the upper 32 bits of the result (20 significant bits; the low word is 0).
    Modelled as 1/(a truncated) truncated; on an H200 this is bit-identical for 94% of operands
    and one unit of the 20-bit result off for the rest (fixtures/corpus approx_rcp_sqrt)."""
    x = flush(np.asarray(a, F64))
    xt = (x.view(np.uint64) & _HIGH).view(np.float64)
    with np.errstate(divide="ignore", invalid="ignore", over="ignore"):
        r = np.divide(1.0, xt)
    r = flush(r)
    # a NaN operand gives 0x7fffffff00000000: the canonical .f32 NaN in the upper word (H200)
    return np.where(np.isnan(r), _RCP64_NAN, (r.view(np.uint64) & _HIGH).view(np.float64))


def _sqrt_directed(a, t: PTXType, mode: str):
    x = np.asarray(a, F64)
    with np.errstate(all="ignore"):
        s = np.sqrt(x)
        r = fma64(-s, s, x)
        sign = np.sign(r).astype(np.int8)
        sign[~np.isfinite(s) | ~np.isfinite(r) | (s == 0)] = 0
        if t.name == "f32":
            fix = (sign != 0) & ((s.view(np.int64) & 1) == 0)
            if fix.any():
                s = np.where(fix, nudge(s, sign > 0), s)
            return round_narrow(s, t.dtype, mode)
        out = apply_direction(s, sign, mode)
        small = (x > 0) & (x < 2.0**-960)
        if small.any():
            # s*s underflows there: scale by an even power of two, which is exact both ways
            out = np.where(small, _sqrt_directed(x * 2.0**600, t, mode) * 2.0**-300, out)
        return out


@op("sqrt", modifiers="approx rn rz rm rp; ftz; f32 f64")
def _sqrt(ctx: Ctx) -> Fn:
    mods = ctx.mods({*ROUNDINGS, "ftz", "approx"})
    t = _float_type(ctx, mods.types[0])
    mode = mods.one_of(ROUNDINGS)
    approx = "approx" in mods
    ftz, _ = _post(ctx, t, mods)
    if approx == (mode is not None) or (approx and t.name != "f32"):
        raise ctx.malformed("sqrt needs .approx (f32) or a rounding modifier")
    model = _sfu.model("sqrt")
    if approx and model is not None:
        _sfu.prepare("sqrt")
        return unary(ctx, t, _canon(t, lambda a: model(a, ftz)))
    if approx or mode == "rn":
        f = np.sqrt
    else:

        def f(a):
            return _sqrt_directed(a, t, mode)

    return unary(ctx, t, _canon(t, _wrap(f, ftz, False, 1)))


def _approx(ctx: Ctx, fn64, allowed=("f32",), model=None, unit=None) -> Fn:
    """An .approx function: ``model(a, ftz)``, the H200's special-function unit bit for bit
    (``_sfu``), where there is one; otherwise ``fn64`` evaluated in binary64 and rounded once
    to the result type: at most half an ulp from the true value, inside every error bound the
    ISA gives. ``unit`` ("ex2", "tanh"): the half types too, by the unit's 16-bit forms."""
    mods = ctx.mods({"approx", "ftz"})
    if unit is not None and mods.types[0].name in half.HALF:
        if "approx" not in mods:
            raise ctx.malformed(f"{ctx.inst.opcode} needs .approx")
        return half.half_unit(ctx, mods.types[0], unit, "ftz" in mods)
    t = _float_type(ctx, mods.types[0], allowed)
    if "approx" not in mods:
        raise ctx.malformed(f"{ctx.inst.opcode} needs .approx")
    ftz = "ftz" in mods
    if model is not None and t.name == "f32":
        _sfu.prepare(ctx.inst.opcode)
        return unary(ctx, t, _canon(t, lambda a: model(a, ftz)))

    def f(a):
        x = np.asarray(a)
        if ftz:
            x = flush(x)
        with np.errstate(all="ignore"):
            r = np.asarray(fn64(x.astype(F64))).astype(t.dtype)
        return flush(r) if ftz else r

    return unary(ctx, t, _canon(t, f))


@op("rsqrt", modifiers="approx; ftz; f32 f64")
def _rsqrt(ctx: Ctx) -> Fn:
    return _approx(ctx, lambda x: 1.0 / np.sqrt(x), ("f32", "f64"), model=_sfu.model("rsqrt"))


_INV_2PI = np.float64(np.float32(1 / (2 * math.pi)))  # 0x3e22f983


def _turns(x):
    """sin/cos.approx.f32 range reduction as the hardware does it: the argument in turns,
    x * float32(1/2pi) rounded toward zero to float32, reduced to [-1/2, 1/2] (of |x|, the
    result's sign restored by the caller). Fitted to an H200 (tests/ptx/data): with this
    reduction the device is within 2^-21.5 of the exact sine and cosine everywhere, e.g. 0 for
    sin(1e10), where the ISA's bound (2^-20.9 on [-pi, pi]) says nothing outside [-pi, pi]."""
    t = round_narrow(np.asarray(x, F64) * _INV_2PI, np.dtype(np.float32), "rz").astype(F64)
    a = np.abs(t)
    return t, a - np.rint(a)


def _sin_turns(x):
    t, r = _turns(x)
    s = np.sin(2 * np.pi * r)
    return np.where(np.signbit(t), -s, s)


def _cos_turns(x):
    return np.cos(2 * np.pi * _turns(x)[1])


@op("sin", modifiers="approx; ftz; f32")
def _sin(ctx: Ctx) -> Fn:
    return _approx(ctx, _sin_turns, model=_sfu.model("sin"))


@op("cos", modifiers="approx; ftz; f32")
def _cos(ctx: Ctx) -> Fn:
    return _approx(ctx, _cos_turns, model=_sfu.model("cos"))


@op("lg2", modifiers="approx; ftz; f32")
def _lg2(ctx: Ctx) -> Fn:
    return _approx(ctx, np.log2, model=_sfu.lg2_approx)


@op("ex2", modifiers="approx; ftz; f32 f16 f16x2 bf16 bf16x2")
def _ex2(ctx: Ctx) -> Fn:
    return _approx(ctx, np.exp2, model=_sfu.ex2_approx, unit="ex2")


@op("tanh", modifiers="approx; f32 f16 f16x2 bf16 bf16x2")
def _tanh(ctx: Ctx) -> Fn:
    return _approx(ctx, np.tanh, model=_sfu.model("tanh"), unit="tanh")


# -- sign, min, max, classification ---------------------------------------------------------
def absneg(ctx: Ctx, which: str) -> Fn:
    mods = ctx.mods({"ftz"})
    t = _float_type(ctx, mods.types[0], ("f32", "f64", *half.HALF))
    if t.name in half.HALF:
        if "ftz" in mods:
            raise ctx.unsupported(f".ftz on .{t.name}")
        return half.half_absneg(ctx, t, which)
    ftz, _ = _post(ctx, t, mods)
    if which == "abs" and t.name == "f32":
        f = np.abs  # NaN made canonical below
    elif which == "abs":
        # a NaN operand comes back quieted with its sign, as the .f64 arithmetic propagates
        # one (neg.f64 measured so on an H200; abs.f64 assumed alike)
        def f(a):
            a = np.asarray(a)
            r = np.abs(a)
            nan = np.isnan(a)
            return np.where(nan, quiet64(a), r) if nan.any() else r

    else:
        # times -1: a NaN comes back unchanged (quieted), as neg.f64 does on an H200
        minus = t.dtype.type(-1)

        def f(a):
            return np.multiply(a, minus)

    return unary(ctx, t, _canon(t, _wrap(f, ftz, False, 1)))


def fminmax(a, b, which: str, nan_prop: bool):
    """PTX min/max on floats: a NaN operand is ignored unless .NaN propagates it; -0.0 orders
    below +0.0. Both NaN: the canonical 0x7fffffff for float32 (and the half types, unpacked
    to float32), the second operand quieted for float64 (H200 record)."""
    a = np.asarray(a)
    b = np.asarray(b)
    dt = np.result_type(a, b)
    nan = CANONICAL_NAN[dt]
    with np.errstate(invalid="ignore"):
        if which == "min":
            pick_a = (a < b) | ((a == b) & np.signbit(a))
        else:
            pick_a = (a > b) | ((a == b) & ~np.signbit(a))
        r = np.where(pick_a, a, b)
        na, nb = np.isnan(a), np.isnan(b)
        if nan_prop:
            return np.where(na | nb, nan, r).astype(dt)
        r = np.where(na, b, np.where(nb, a, r))
        if dt == F64:
            return np.where(na & nb, quiet64(b), r).astype(dt)
        return np.where(na & nb, nan, r).astype(dt)


def minmax(ctx: Ctx, which: str) -> Fn:
    mods = ctx.mods({"ftz", "NaN"})
    t = _float_type(ctx, mods.types[0], ("f32", "f64", *half.HALF))
    if t.name in half.HALF:
        if "ftz" in mods:
            raise ctx.unsupported(f".ftz on .{t.name}")
        return half.half_minmax(ctx, t, which, "NaN" in mods)
    ftz, _ = _post(ctx, t, mods)
    nan_prop = "NaN" in mods
    if nan_prop and t.name == "f64":
        raise ctx.unsupported(".NaN on .f64")
    return binary(ctx, t, _wrap(lambda a, b: fminmax(a, b, which, nan_prop), ftz, False, 2))


@op("testp", modifiers="finite infinite number notanumber normal subnormal; f32 f64")
def _testp(ctx: Ctx) -> Fn:
    tests = {
        "finite": np.isfinite,
        "infinite": np.isinf,
        "number": lambda x: ~np.isnan(x),
        "notanumber": np.isnan,
    }
    mods = ctx.mods({*tests, "normal", "subnormal"})
    t = _float_type(ctx, mods.types[0])
    which = mods.one_of((*tests, "normal", "subnormal"))
    if which is None:
        raise ctx.malformed("testp needs a test")
    tiny = np.finfo(t.dtype).tiny
    if which == "normal":
        # the ISA's "normal number" excludes zero; an H200 answers true for +-0 (the record)
        def f(x):
            return np.isfinite(x) & ((np.abs(x) >= tiny) | (x == 0))

    elif which == "subnormal":

        def f(x):
            return (np.abs(x) < tiny) & (x != 0)

    else:
        f = tests[which]
    return unary(ctx, t, f, out=TYPES["pred"])


@op("copysign", modifiers="f32 f64")
def _copysign(ctx: Ctx) -> Fn:
    mods = ctx.mods()
    t = _float_type(ctx, mods.types[0])
    # d takes the magnitude of b and the sign of a
    return binary(ctx, t, lambda a, b: np.copysign(b, a))
