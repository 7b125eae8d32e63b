"""Small builders shared by the instruction families."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np

from .._decode import Ctx, Fn
from .._float import canonical_nan32, canonical_nan32_into
from .._syntax import Reg
from .._types import PTXType


def unary(ctx: Ctx, t: PTXType, f: Callable[[Any], Any], out: PTXType | None = None) -> Fn:
    d, a = ctx.operands(2)
    ra = ctx.read(a, t)
    w = ctx.write(d, out or t)

    def run(st, sel):
        w(st, sel, f(ra(st, sel)))

    return run


def direct_target(ctx: Ctx, d: Any, t: PTXType):
    """(register index, view dtype or None) when results of type ``t`` can be computed straight
    into destination register ``d`` (same size, not a predicate), else None."""
    if not isinstance(d, Reg):
        return None
    i = ctx.reg_index(d)
    rdt = ctx.inliner.reg_dtypes[i]
    if rdt.itemsize != t.dtype.itemsize or np.bool_ in (rdt.type, t.dtype.type):
        return None
    return i, (None if rdt == t.dtype else t.dtype)


def binary(
    ctx: Ctx,
    t: PTXType,
    f: Callable[[Any, Any], Any],
    out: PTXType | None = None,
    tb: PTXType | None = None,
    nan32: bool = False,
    after: Callable[[np.ndarray, Any, Any], np.ndarray] | None = None,
) -> Fn:
    """d = f(a, b). ``nan32``: the result is float32 and every NaN in it becomes the canonical
    0x7fffffff (see ``_float.NAN32``). ``after(r, a, b)``: a correction of the result array
    ``r`` that also needs the operands (it may change ``r`` in place, and returns it); with it
    the result is computed into the destination register only when that register is neither
    operand."""
    d, a, b = ctx.operands(3)
    ra = ctx.read(a, t)
    rb = ctx.read(b, tb or t)
    ot = out or t
    w = ctx.write(d, ot)
    target = direct_target(ctx, d, ot) if isinstance(f, np.ufunc) else None
    if nan32:
        fix = lambda r, x, y: canonical_nan32(r)  # noqa: E731
        fix_into = lambda r, x, y: canonical_nan32_into(r)  # noqa: E731
    else:
        fix = fix_into = after
        if after is not None and d in (a, b):
            target = None  # the correction reads the operands after the result is written
    if target is not None:
        # a numpy ufunc computes into the destination register's lanes directly
        i, view = target
        dt = ot.dtype

        def run_into(st, sel):
            x = ra(st, sel)
            y = rb(st, sel)
            if sel.__class__ is slice:
                dst = st.R[i][sel]
                if view is not None:
                    dst = dst.view(view)
                f(x, y, out=dst, dtype=dt, casting="unsafe")
                if fix_into is not None:
                    fix_into(dst, x, y)
            else:
                r = f(x, y)
                w(st, sel, r if fix is None else fix(np.asarray(r), x, y))

        return run_into

    if fix is not None:

        def run_fixed(st, sel):
            x = ra(st, sel)
            y = rb(st, sel)
            w(st, sel, fix(np.asarray(f(x, y)), x, y))

        return run_fixed

    def run(st, sel):
        w(st, sel, f(ra(st, sel), rb(st, sel)))

    return run


def ternary(
    ctx: Ctx,
    t: PTXType,
    f: Callable[[Any, Any, Any], Any],
    out: PTXType | None = None,
    types: tuple[PTXType, PTXType, PTXType] | None = None,
) -> Fn:
    d, a, b, c = ctx.operands(4)
    ta, tb, tc = types or (t, t, t)
    ra, rb, rc = ctx.read(a, ta), ctx.read(b, tb), ctx.read(c, tc)
    w = ctx.write(d, out or t)

    def run(st, sel):
        w(st, sel, f(ra(st, sel), rb(st, sel), rc(st, sel)))

    return run


def arr(x: Any, dtype: np.dtype | None = None) -> np.ndarray:
    return np.asarray(x, dtype=dtype)
