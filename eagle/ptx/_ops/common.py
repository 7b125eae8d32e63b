"""Small builders shared by the instruction families."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np

from .._compile import Ctx, Fn
from .._types import PTXType


def unary(ctx: Ctx, t: PTXType, f: Callable[[Any], Any], out: PTXType | None = None) -> Fn:
    d, a = ctx.operands(2)
    ra = ctx.read(a, t)
    w = ctx.write(d, out or t)

    def run(st, sel):
        w(st, sel, f(ra(st, sel)))

    return run


def binary(
    ctx: Ctx, t: PTXType, f: Callable[[Any, Any], Any], out: PTXType | None = None,
    tb: PTXType | None = None,
) -> Fn:  # fmt: skip
    d, a, b = ctx.operands(3)
    ra = ctx.read(a, t)
    rb = ctx.read(b, tb or t)
    w = ctx.write(d, out or t)

    def run(st, sel):
        w(st, sel, f(ra(st, sel), rb(st, sel)))

    return run


def ternary(
    ctx: Ctx, t: PTXType, f: Callable[[Any, Any, Any], Any], out: PTXType | None = None,
    types: tuple[PTXType, PTXType, PTXType] | None = None,
) -> Fn:  # fmt: skip
    d, a, b, c = ctx.operands(4)
    ta, tb, tc = types or (t, t, t)
    ra, rb, rc = ctx.read(a, ta), ctx.read(b, tb), ctx.read(c, tc)
    w = ctx.write(d, out or t)

    def run(st, sel):
        w(st, sel, f(ra(st, sel), rb(st, sel), rc(st, sel)))

    return run


def arr(x: Any, dtype: np.dtype | None = None) -> np.ndarray:
    return np.asarray(x, dtype=dtype)
