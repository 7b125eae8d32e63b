"""Affine facts about registers, for fast memory access.

Most kernels index memory with ``blockIdx.x * blockDim.x + threadIdx.x`` scaled and offset by
uniform values. While a batch runs, the scheduler keeps, next to the register arrays, a fact
``(c0, c1, c2)`` for a register when every lane holds exactly ``c0 + c1*blk + c2*tid`` (``blk``
the block's index in the batch, ``tid`` the linear thread index) as an unsigned value that
did not wrap. A load or store whose address register has such a fact with ``c1 == c2 * T``
touches ``c0 + c2 * lane``: a (strided) slice of one allocation, bounds-checked at its two
ends and copied without a gather.

The facts are derived by the few instructions that build indices (mov of special registers,
ld.param, add, sub, mul, mad, shl by a constant, cvt between integer widths, cvta of global
addresses) and dropped whenever any other write touches the register. The arrays stay the
source of truth; a fact only ever describes what the array already holds.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import numpy as np

from ._syntax import Imm, Reg, SpecialReg
from ._types import TYPES

if TYPE_CHECKING:
    from ._decode import Ctx
    from ._state import State

Fact = tuple[int, int, int]
Rule = Callable[["State"], Fact | None]


def _bits(t: str) -> int | None:
    pt = TYPES.get(t)
    if pt is None or pt.kind not in ("u", "s", "b"):
        return None
    return pt.size * 8


def _fits(st: State, f: Fact, bits: int, signed_source: bool = False) -> Fact | None:
    """f if its value over the batch stays in [0, 2**bits) (and below 2**(bits-1) when the
    consumer reads it as signed, so signed and unsigned readings agree)."""
    c0, c1, c2 = f
    nb = st.nblocks - 1
    t = st.launch.threads_per_block - 1
    lo = c0 + min(0, c1 * nb) + min(0, c2 * t)
    hi = c0 + max(0, c1 * nb) + max(0, c2 * t)
    limit = 1 << (bits - 1 if signed_source else bits)
    return f if lo >= 0 and hi < limit else None


def _source(ctx: Ctx, op: Any) -> Callable[[State], Fact | None] | None:
    """A getter for an operand's fact (None when the operand can never have one)."""
    if isinstance(op, Imm):
        v = op.value
        if v < 0:
            return None
        return lambda st: (v, 0, 0)
    if isinstance(op, Reg):
        i = ctx.reg_index(op)
        return lambda st: st.aff.get(i)
    return None


def _special(sr: SpecialReg) -> Rule | None:
    if sr.component != "x":
        return None
    if sr.name == "tid":
        return lambda st: (0, 0, 1) if st.launch.block[1] == st.launch.block[2] == 1 else None
    if sr.name == "ctaid":
        return lambda st: (st.block0, 1, 0) if st.launch.grid[1] == st.launch.grid[2] == 1 else None
    if sr.name == "ntid":
        return lambda st: (st.launch.block[0], 0, 0)
    if sr.name == "nctaid":
        return lambda st: (st.launch.grid[0], 0, 0)
    return None


def _scale(f: Fact, k: int) -> Fact:
    return (f[0] * k, f[1] * k, f[2] * k)


def _times(a: Fact, b: Fact) -> Fact | None:
    if a[1] == a[2] == 0:
        return _scale(b, a[0])
    if b[1] == b[2] == 0:
        return _scale(a, b[0])
    return None  # the product of two varying values is not affine


def _plus(a: Fact, b: Fact, sign: int = 1) -> Fact:
    return (a[0] + sign * b[0], a[1] + sign * b[1], a[2] + sign * b[2])


def rule_for(ctx: Ctx) -> Rule | None:
    """The fact-deriving rule of ``ctx.inst``, or None (its destination loses any fact)."""
    inst = ctx.inst
    opc = inst.opcode
    mods = inst.modifiers
    ops = inst.operands
    if not ops or not isinstance(ops[0], Reg) or inst.guard is not None:
        return None
    t = mods[-1] if mods else ""
    bits = _bits(t)
    if bits is None:
        return None
    d = ops[0]
    if opc == "mov" and len(ops) == 2:
        if isinstance(ops[1], SpecialReg):
            rule = _special(ops[1])
            if rule is None:
                return None
            return lambda st: _checked(st, rule(st), bits)
        src = _source(ctx, ops[1])
        if src is None:
            return None
        return lambda st: _checked(st, src(st), bits)
    if opc == "ld" and "param" in mods and len(ops) == 2 and ctx.frame.is_entry:
        # a kernel parameter is the same in every lane: read it back from the destination
        i = ctx.reg_index(d)
        u = np.dtype(f"u{bits // 8}")

        def uniform(st: State) -> Fact | None:
            arr = st.R[i]
            return (int(arr[:1].view(u)[0]), 0, 0) if arr.size else None

        return uniform
    srcs = [_source(ctx, o) for o in ops[1:]]
    if any(s is None for s in srcs):
        return None
    if opc in ("add", "sub") and len(srcs) == 2 and not set(mods) & {"sat", "cc"}:
        a, b = srcs
        sign = 1 if opc == "add" else -1
        return lambda st: _both(st, a, b, lambda x, y: _plus(x, y, sign), bits)
    if opc == "shl" and len(ops) == 3 and isinstance(ops[2], Imm) and 0 <= ops[2].value < bits:
        a = srcs[0]
        k = 1 << ops[2].value
        return lambda st: _checked(st, None if (f := a(st)) is None else _scale(f, k), bits)
    if opc in ("mul", "mad") and ("lo" in mods or "wide" in mods):
        wide = "wide" in mods
        signed = t.startswith("s")
        out_bits = bits * 2 if wide else bits
        a, b = srcs[0], srcs[1]
        c = srcs[2] if opc == "mad" and len(srcs) == 3 else None

        def mul(st: State) -> Fact | None:
            x, y = a(st), b(st)
            if x is None or y is None:
                return None
            if (
                wide
                and signed
                and (_fits(st, x, bits, True) is None or _fits(st, y, bits, True) is None)
            ):
                return None
            p = _times(x, y)
            if p is None:
                return None
            if c is not None:
                z = c(st)
                if z is None:
                    return None
                p = _plus(p, z)
            return _checked(st, p, out_bits)

        return mul
    if opc == "cvt" and len(mods) == 2 and len(ops) == 2:
        src_bits = _bits(mods[1])
        if src_bits is None:
            return None
        a = srcs[0]
        signed = mods[1].startswith("s")

        def cvt(st: State) -> Fact | None:
            f = a(st)
            if f is None or _fits(st, f, src_bits, signed) is None:
                return None
            return _checked(st, f, bits)

        return cvt
    if opc == "cvta" and ("global" in mods) and len(ops) == 2:
        a = srcs[0]
        return lambda st: _checked(st, a(st), bits)
    return None


def _checked(st: State, f: Fact | None, bits: int) -> Fact | None:
    return None if f is None else _fits(st, f, bits)


def _both(st: State, a, b, op, bits: int) -> Fact | None:
    x, y = a(st), b(st)
    if x is None or y is None:
        return None
    return _checked(st, op(x, y), bits)


def lane_stride(st: State, f: Fact) -> tuple[int, int] | None:
    """(value at lane 0, stride per lane) when the fact is affine in the lane index."""
    c0, c1, c2 = f
    if c1 != c2 * st.launch.threads_per_block:
        return None
    return c0, c2
