"""Which ``add``/``sub`` instructions ptxas turns into fused multiply-adds.

PTX lets the code generator fuse ``mul`` and ``add``/``sub`` that carry no rounding modifier
(PTX ISA 9.7.3: "mul/add sequences with no rounding modifiers may be optimized to use
fused-multiply-add instructions"), and ptxas does. To agree with the GPU bit for bit the
emulator fuses the same pairs: an ``add``/``sub`` (.f32 or .f64, no rounding modifier, no
.sat) one of whose operands is the result of a ``mul`` of the same type and ``.ftz`` flag,
with no rounding modifier, in the same straight-line block (no label, branch, call,
barrier, or instruction that ptxas expands into a branchy subroutine in between), whose
result has no other use and whose inputs are not redefined in between; when both operands
qualify, the first.
(This rule reproduces an H200 bit for bit on Warp's vec3 cross products, a - b with a and b
both products, where the first product is fused: fixtures/corpus wp_vec3.)
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from ._syntax import Addr, Function, Instruction, Label, Operand, Pair, Reg, Vec

_ROUND = {"rn", "rz", "rm", "rp"}
_NO_DEST = {"st", "red", "bar", "barrier", "bra", "call", "brx"}


@dataclass(frozen=True)
class Fusion:
    """``add`` uses the product of ``mul`` for its operand ``index`` (1 or 2)."""

    mul: Instruction
    index: int


def _regs(op: Operand) -> list[Reg]:
    if isinstance(op, Reg):
        return [op]
    if isinstance(op, Addr) and isinstance(op.base, Reg):
        return [op.base]
    if isinstance(op, Vec):
        return [r for item in op.items for r in _regs(item)]
    if isinstance(op, Pair):
        return _regs(op.first) + _regs(op.second)
    return []


def _defs(inst: Instruction) -> list[Reg]:
    if not inst.operands or inst.opcode in _NO_DEST:
        return []
    d = inst.operands[0]
    if isinstance(d, Addr):
        return []
    return _regs(d)


def _uses(inst: Instruction) -> list[Reg]:
    ops = inst.operands
    if _defs(inst):
        ops = ops[1:]
    return [r for op in ops for r in _regs(op)]


def _plain(inst: Instruction, opcodes: tuple[str, ...]) -> str | None:
    """The float type of an unrounded, unsaturated instruction of ``opcodes``, else None."""
    if inst.opcode not in opcodes or inst.guard is not None:
        return None
    mods = set(inst.modifiers)
    if mods & _ROUND or "sat" in mods:
        return None
    t = inst.modifiers[-1] if inst.modifiers else ""
    return t if t in ("f32", "f64") and len(inst.operands) == 3 else None


def _branchy(inst: Instruction) -> bool:
    """Instructions ptxas expands into code with branches (IEEE division, reciprocal and
    square root, integer division): they end the straight-line block, so no fusion crosses
    them (fixtures/corpus nb_grid2d: a product before a div.rn.f64 stays unfused)."""
    mods = set(inst.modifiers)
    if inst.opcode in ("div", "rem"):
        return "approx" not in mods
    if inst.opcode in ("rcp", "sqrt"):
        return bool(mods & _ROUND)
    return False


def fusions(fn: Function) -> dict[int, Fusion]:
    """Map from ``id(add instruction)`` to the multiply it absorbs."""
    if fn.body is None:
        return {}
    uses: Counter[str] = Counter()
    for item in fn.body:
        if isinstance(item, Instruction):
            uses.update(r.uid for r in _uses(item))
            if item.guard is not None:
                uses[item.guard[0].uid] += 1
    out: dict[int, Fusion] = {}
    live: dict[str, Instruction] = {}  # product register uid -> its mul
    for item in fn.body:
        if isinstance(item, Label):
            live.clear()
            continue
        inst = item
        t = _plain(inst, ("add", "sub"))
        if t is not None:
            for index in (1, 2):
                op = inst.operands[index]
                mul = live.get(op.uid) if isinstance(op, Reg) else None
                if (
                    mul is not None
                    and uses[op.uid] == 1
                    and _plain(mul, ("mul",)) == t
                    and ("ftz" in mul.modifiers) == ("ftz" in inst.modifiers)
                ):
                    out[id(inst)] = Fusion(mul, index)
                    break
        defined = {r.uid for r in _defs(inst)}
        if defined:
            live = {
                k: m
                for k, m in live.items()
                if k not in defined and not defined & {r.uid for r in _uses(m)}
            }
        if inst.opcode in ("bra", "brx", "ret", "exit", "call", "bar", "barrier") or _branchy(inst):
            live.clear()
        elif _plain(inst, ("mul",)) is not None and isinstance(inst.operands[0], Reg):
            live[inst.operands[0].uid] = inst
    return out
