"""Linking an entry into one flat program of decoded steps.

Device-function calls are inlined (each call site gets its own copy of the callee's registers
and local frame), so control flow is a single list of steps with integer targets, which the
scheduler (``_schedule``) runs with per-lane program counters. Recursion is refused at load.
Memory layouts are fixed here: kernel parameter offsets, shared memory (static variables, then
the dynamic ``.extern .shared`` region), and each thread's local memory (``.local`` variables
and the ``.param`` variables that carry call arguments).
"""

from __future__ import annotations

import threading
import weakref
from dataclasses import dataclass, field
from functools import partial
from typing import Any

import numpy as np

from ._affine import rule_for
from ._contract import fusions
from ._decode import Ctx, Fn, Frame, VarSlot
from ._errors import NOT_EMULATED, PTXSyntaxError, UnsupportedInstruction
from ._ops import OPS
from ._ops.floating import fused_add
from ._ops.sync import wait_parts
from ._printf import vprintf_step
from ._syntax import Function, Group, Imm, Instruction, Label, Module, Pair, Param, Reg, Sym, Vec
from ._types import TYPES

PLAIN, BRA, EXIT, BAR, TRAP, BRX, WAIT, SPIN = range(8)
MAX_RECURSION = 24  # levels a recursive device function is unrolled to
MAX_PROGRAM_STEPS = 200_000  # instructions of one linked entry, calls inlined


def _align(n: int, a: int) -> int:
    return (n + a - 1) // a * a


@dataclass
class Step:
    """One decoded instruction. ``kind`` is PLAIN (run ``fn``), BRA (to ``target``), EXIT,
    BAR (barrier; ``extra`` = (barrier reader, count reader, reduction)), TRAP, BRX
    (indexed branch; ``extra`` = (index reader, target list)), WAIT (mbarrier test_wait /
    try_wait; ``extra`` = (probe, predicate writer, blocking)) or SPIN (a PLAIN step at which
    threads may poll for one another: it gives way to the others first). ``guard`` is the
    predicate register index or -1; ``neg`` negates it."""

    kind: int
    inst: Instruction
    fn: Fn | None = None
    guard: int = -1
    neg: bool = False
    target: int = -1
    extra: Any = None
    dests: tuple[int, ...] = ()  # registers a PLAIN step writes (their affine facts expire)
    affine: Any = None  # rule deriving a fact for dests[0] (see _affine)


@dataclass
class Program:
    """A linked entry: steps, register dtypes and memory layout."""

    name: str
    steps: list[Step]
    reg_dtypes: list[np.dtype]
    param_offsets: list[int]
    param_bytes: int
    shared_static: int
    local_bytes: int
    uses_dynamic_shared: bool
    entry: Function
    reserved_smem: bool = False  # reads %reserved_smem_offset_*: the launch adds that region
    # the register file of the last launch, by (threads per block, blocks per batch, local
    # bytes per thread), for the next launch of that shape (_schedule.run_program)
    pools: dict[tuple[int, int, int], Any] = field(default_factory=dict, repr=False)


@dataclass
class Inliner:
    module: Module
    filename: str
    reg_index: dict[tuple[str, str], int] = field(default_factory=dict)
    reg_dtypes: list[np.dtype] = field(default_factory=list)
    shared_slots: dict[tuple[str, str], VarSlot] = field(default_factory=dict)
    shared_top: int = 0
    local_top: int = 0
    uses_dynamic_shared: bool = False
    contract: bool = True
    reserved_smem: bool = False
    _inline_count: int = 0

    def __post_init__(self) -> None:
        # Every static shared variable is placed before any instruction is decoded, so the
        # dynamic (.extern .shared) region can start right after them at a known offset.
        dynamic = []
        for var in self.module.variables.values():
            if var.space == "shared":
                dynamic += self._place_static(("", var.name), var)
        for fn in [*self.module.entries.values(), *self.module.functions.values()]:
            for uid, var in fn.variables.items():
                if var.space == "shared":
                    dynamic += self._place_static((fn.name, uid), var)
        self.dynamic_base = _align(self.shared_top, 16)
        for key, var in dynamic:
            self.shared_slots[key] = VarSlot("shared", self.dynamic_base, var.name, 0)
            self.uses_dynamic_shared = True

    def _place_static(self, key: tuple[str, str], var) -> list:
        if var.extern or (var.dims and var.dims[0] == 0):
            return [(key, var)]
        self._place_shared(key, var)
        return []

    # -- storage -------------------------------------------------------------------------
    def _place_shared(self, key: tuple[str, str], var) -> VarSlot:
        slot = self.shared_slots.get(key)
        if slot is not None:
            return slot
        if var.extern or (var.dims and var.dims[0] == 0):
            raise AssertionError("dynamic shared variables are placed up front")
        else:
            self.shared_top = _align(self.shared_top, max(var.align, 1))
            slot = VarSlot("shared", self.shared_top, var.name, var.size)
            self.shared_top += var.size
        self.shared_slots[key] = slot
        return slot

    def _place_local(self, size: int, align: int) -> int:
        self.local_top = _align(self.local_top, max(align, 1))
        off = self.local_top
        self.local_top += size
        return off

    def register(self, frame: Frame, reg: Reg) -> int:
        key = (frame.prefix, reg.uid)
        i = self.reg_index.get(key)
        if i is None:
            if reg.type.startswith("v"):
                raise UnsupportedInstruction(
                    f".reg .{reg.type} {reg.name}", self.filename, 0, "vector registers"
                )
            t = TYPES.get(reg.type)
            if t is None:
                raise UnsupportedInstruction(
                    f".reg .{reg.type} {reg.name}", self.filename, 0, "register type"
                )
            i = len(self.reg_dtypes)
            self.reg_index[key] = i
            self.reg_dtypes.append(t.dtype)
        return i

    def slot(self, frame: Frame, sym: Sym) -> VarSlot | None:
        s = frame.slots.get(sym.name)
        if s is not None:
            return s
        if sym.kind == "var":
            var = self.module.variables.get(sym.name)
            if var is None:
                return None
            if var.space == "shared":
                return self._place_shared(("", var.name), var)
            if var.space in ("global", "const"):
                return VarSlot("global", 0, var.name, var.size)
        return None

    # -- frames ----------------------------------------------------------------------------
    def _frame_for(self, fn: Function, prefix: str, is_entry: bool) -> Frame:
        frame = Frame(fn, prefix, is_entry=is_entry)
        if is_entry:
            off = 0
            for p in fn.params:
                off = _align(off, max(p.align, 1))
                frame.slots[p.name] = VarSlot("kparam", off, p.name, p.size)
                off += p.size
        for uid, var in fn.variables.items():
            if var.space in ("local", "param"):
                frame.slots[uid] = VarSlot(
                    "local", self._place_local(var.size, var.align), uid, var.size
                )
            elif var.space == "shared":
                frame.slots[uid] = self._place_shared((fn.name, uid), var)
            elif var.space in ("global", "const"):
                raise UnsupportedInstruction(
                    f".{var.space} {var.name}",
                    self.filename,
                    var.line,
                    "state-space variable declared inside a function",
                )
        return frame

    def link(self, entry: Function) -> Program:
        steps: list[Step] = []
        frame = self._frame_for(entry, "", is_entry=True)
        self._emit(frame, steps, [entry.name], return_pc=None)
        param_offsets = [frame.slots[p.name].offset for p in entry.params]
        last = entry.params[-1] if entry.params else None
        param_bytes = param_offsets[-1] + last.size if last else 0
        return Program(
            name=entry.name,
            steps=steps,
            reg_dtypes=list(self.reg_dtypes),
            param_offsets=param_offsets,
            param_bytes=param_bytes,
            shared_static=_align(self.shared_top, 16),
            local_bytes=_align(self.local_top, 16),
            uses_dynamic_shared=self.uses_dynamic_shared,
            entry=entry,
            reserved_smem=self.reserved_smem,
        )

    def check_function(self, fn: Function) -> None:
        """Decode a device function on its own (parameters in local memory), so an
        unsupported instruction in a function no entry calls is still refused at load."""
        frame = self._frame_for(fn, f"check:{fn.name}", is_entry=False)
        for p in [*fn.params, *fn.returns]:
            frame.slots[p.name] = VarSlot("local", self._place_local(p.size, p.align), p.name)
        self._emit(frame, [], [fn.name], return_pc=None)

    def _emit(
        self, frame: Frame, steps: list[Step], stack: list[str], return_pc: list[int] | None
    ) -> None:
        fn = frame.fn
        assert fn.body is not None
        labels: dict[str, int] = {}
        fixups: list[tuple[Step, str]] = []
        returns: list[Step] = []
        fused = fusions(fn) if self.contract else {}
        for item in fn.body:
            if isinstance(item, Label):
                labels[item.uid] = len(steps)
                continue
            inst = item
            ctx = Ctx(self, frame, inst)
            guard, neg = -1, False
            if inst.guard is not None:
                guard, neg = self.register(frame, inst.guard[0]), inst.guard[1]
            opc = inst.opcode
            if opc == "bra":
                target = self._branch_target(ctx)
                st = Step(BRA, inst, guard=guard, neg=neg)
                fixups.append((st, target))
                steps.append(st)
            elif opc == "brx":
                steps.append(self._brx(ctx, guard, neg, fixups))
            elif opc == "ret":
                if frame.is_entry:
                    steps.append(Step(EXIT, inst, guard=guard, neg=neg))
                else:
                    st = Step(BRA, inst, guard=guard, neg=neg)
                    returns.append(st)
                    steps.append(st)
            elif opc == "exit":
                steps.append(Step(EXIT, inst, guard=guard, neg=neg))
            elif opc == "trap":
                steps.append(Step(TRAP, inst, guard=guard, neg=neg))
            elif opc == "call":
                self._inline_call(ctx, steps, stack, guard, neg)
            elif opc in ("bar", "barrier"):
                steps.append(self._barrier(ctx, guard, neg))
            elif opc == "mbarrier" and inst.modifiers[:1] in (("test_wait",), ("try_wait",)):
                dests = self._dests(frame, inst)
                extra = wait_parts(ctx)
                steps.append(Step(WAIT, inst, guard=guard, neg=neg, extra=extra, dests=dests))
            else:
                factory = OPS.get(opc)
                if factory is None:
                    raise UnsupportedInstruction(
                        inst.text, self.filename, inst.line, NOT_EMULATED.get(opc, "")
                    )
                fusion = fused.get(id(inst))
                if fusion is not None:
                    factory = partial(fused_add, mul=fusion.mul, index=fusion.index)
                steps.append(
                    Step(
                        SPIN if _polls(inst) else PLAIN,
                        inst,
                        fn=factory(ctx),
                        guard=guard,
                        neg=neg,
                        dests=self._dests(frame, inst),
                        affine=rule_for(ctx),
                    )
                )
        end = len(steps)
        for st, target in fixups:
            if target not in labels:
                raise PTXSyntaxError(
                    f"branch target `{target}` is not a label of `{fn.name}`",
                    self.filename,
                    st.inst.line,
                    st.inst.col,
                )
            if st.kind == BRA:
                st.target = labels[target]
            else:
                st.extra[1][st.extra[1].index(target)] = labels[target]
        for st in returns:
            st.target = end
        if return_pc is not None:
            return_pc.append(end)

    def _dests(self, frame: Frame, inst: Instruction) -> tuple[int, ...]:
        if not inst.operands:
            return ()
        d = inst.operands[0]
        items = (
            d.items if isinstance(d, Vec) else (d.first, d.second) if isinstance(d, Pair) else (d,)
        )
        return tuple(self.register(frame, r) for r in items if isinstance(r, Reg))

    def _branch_target(self, ctx: Ctx) -> str:
        ctx.mods(frozenset(), ntypes=0)
        (target,) = ctx.operands(1)
        if not isinstance(target, Sym) or target.kind != "label":
            raise (
                ctx.unsupported("indirect branch")
                if isinstance(target, Reg)
                else ctx.malformed("branch target must be a label")
            )
        return target.name

    def _brx(self, ctx: Ctx, guard: int, neg: bool, fixups) -> Step:
        mods = ctx.mods(frozenset({"idx"}), ntypes=0)
        if "idx" not in mods:
            raise ctx.malformed("brx needs .idx")
        index, tlist = ctx.operands(2)
        if not isinstance(tlist, Sym) or tlist.kind != "branchtargets":
            raise ctx.unsupported("brx.idx needs a .branchtargets label list")
        names = self._branchtargets(ctx, tlist.name)
        st = Step(
            BRX, ctx.inst, guard=guard, neg=neg, extra=(ctx.read(index, TYPES["u32"]), list(names))
        )
        for n in names:
            fixups.append((st, n))
        return st

    def _branchtargets(self, ctx: Ctx, name: str) -> list[str]:
        # Re-read the declaration's label list from the source text (the parser keeps only
        # the name of a .branchtargets declaration).
        text = self.module.text.splitlines()
        for line in text:
            if line.strip().startswith(name.split("#")[0] + ":") and ".branchtargets" in line:
                body = line.split(".branchtargets", 1)[1].split(";", 1)[0]
                labels = [s.strip() for s in body.split(",") if s.strip()]
                fn = ctx.frame.fn
                uids = {it.name: it.uid for it in fn.body or [] if isinstance(it, Label)}
                return [uids.get(lbl, lbl) for lbl in labels]
        raise ctx.unsupported(f"cannot find the label list `{name}`")

    def _barrier(self, ctx: Ctx, guard: int, neg: bool) -> Step:
        inst = ctx.inst
        mods = [m for m in inst.modifiers if m not in ("cta", "aligned")]
        ops = inst.operands
        red = None
        if inst.opcode == "bar" and mods == ["warp", "sync"]:
            (mask,) = ctx.operands(1)
            return Step(
                BAR,
                inst,
                guard=guard,
                neg=neg,
                extra=("warp", ctx.read(mask, TYPES["u32"]), None, None),
            )
        if not mods:
            mods = ["sync"]
        kind = mods[0]
        if kind == "red":
            if (
                len(mods) != 3
                or mods[1] not in ("popc", "and", "or")
                or mods[2]
                not in (
                    "u32",
                    "pred",
                )
            ):
                raise ctx.unsupported()
            red = (mods[1], ctx.write(ops[0], TYPES[mods[2]]), ctx.read(ops[-1], TYPES["pred"]))
            ops = ops[1:-1]
            negate = False
            if len(inst.operands) and isinstance(inst.operands[-1], Imm):
                negate = False
            del negate
        elif kind not in ("sync", "arrive") or len(mods) != 1:
            raise ctx.unsupported()
        if not 1 <= len(ops) <= 2:
            raise ctx.malformed("expected a barrier number and an optional thread count")
        bar_id = ctx.read(ops[0], TYPES["u32"])
        count = ctx.read(ops[1], TYPES["u32"]) if len(ops) == 2 else None
        return Step(BAR, inst, guard=guard, neg=neg, extra=(kind, bar_id, count, red))

    def _inline_call(self, ctx: Ctx, steps: list[Step], stack: list[str], guard, neg) -> None:
        inst = ctx.inst
        mods = [m for m in inst.modifiers if m != "uni"]
        if mods:
            raise ctx.unsupported(f"modifier .{mods[0]}")
        ops = list(inst.operands)
        rets: tuple = ()
        if ops and isinstance(ops[0], Group):
            rets = ops.pop(0).items
        if not ops:
            raise ctx.malformed("call needs a function")
        callee_op = ops.pop(0)
        args: tuple = ()
        if ops and isinstance(ops[0], Group):
            args = ops.pop(0).items
        if ops:
            if isinstance(callee_op, Reg):
                raise ctx.unsupported("indirect call through a function pointer")
            raise ctx.malformed("unexpected operands after the argument list")
        if isinstance(callee_op, Reg):
            raise ctx.unsupported("indirect call through a function pointer")
        if not isinstance(callee_op, Sym) or callee_op.kind != "func":
            raise ctx.malformed("call target must be a function name")
        callee = self.module.functions.get(callee_op.name)
        if callee is None:
            raise ctx.malformed(f"`{callee_op.name}` is not a .func")
        if callee.body is None and callee.name == "vprintf" and len(args) == 2:
            # device printf: the host prints it (_printf.py)
            fmt, argv = (
                self._actual_slot(ctx, f, a) for f, a in zip(callee.params, args, strict=True)
            )
            ret = self._actual_slot(ctx, callee.returns[0], rets[0]) if rets else None
            steps.append(
                Step(
                    PLAIN,
                    inst,
                    fn=vprintf_step(fmt.offset, argv.offset, ret.offset if ret else None, inst),
                    guard=guard,
                    neg=neg,
                )
            )
            return
        if callee.body is None:
            raise ctx.unsupported(
                NOT_EMULATED.get(
                    callee.name, f"`{callee.name}` is declared but not defined in this module"
                )
            )
        if len(args) != len(callee.params) or len(rets) != len(callee.returns):
            raise ctx.malformed(
                f"`{callee.name}` takes {len(callee.params)} argument(s) and "
                f"{len(callee.returns)} return value(s)"
            )
        if stack.count(callee.name) >= MAX_RECURSION or len(steps) > MAX_PROGRAM_STEPS:
            # Calls are inlined, so recursion is unrolled to a fixed depth; a launch that goes
            # deeper stops with an error instead of running something else.
            why = (
                f"recursion of `{callee.name}` deeper than {MAX_RECURSION} levels"
                if callee.name in stack
                else f"the inlined program exceeds {MAX_PROGRAM_STEPS} instructions"
            )
            steps.append(
                Step(
                    TRAP,
                    inst,
                    guard=guard,
                    neg=neg,
                    extra=f"{why} is not supported by the host emulator",
                )
            )
            return
        self._inline_count += 1
        frame = self._frame_for(callee, f"{ctx.frame.prefix}/{self._inline_count}", False)
        for formal, actual in zip([*callee.params, *callee.returns], [*args, *rets], strict=True):
            frame.slots[formal.name] = self._actual_slot(ctx, formal, actual)
        skip = None
        if guard >= 0:
            # a predicated call: branch around the inlined body when the guard is false
            skip = Step(BRA, inst, guard=guard, neg=not neg)
            steps.append(skip)
        self._emit(frame, steps, [*stack, callee.name], return_pc=[])
        if skip is not None:
            skip.target = len(steps)

    def _actual_slot(self, ctx: Ctx, formal: Param, actual) -> VarSlot:
        if isinstance(actual, Sym):
            slot = ctx.slot(actual)
            if slot is not None and slot.space == "local":
                return slot
        raise ctx.unsupported(
            f"call argument for `{formal.name}` must be a .param variable of the caller"
        )


def _polls(inst: Instruction) -> bool:
    """Whether threads may wait for one another at ``inst``: a load that other threads' stores
    are ordered with (.volatile, .acquire, .relaxed with a scope: a flag another thread or
    block sets, grid.sync()'s arrival counter) or nanosleep (a backoff in a polling loop)."""
    if inst.opcode == "nanosleep":
        return True
    if inst.opcode != "ld":
        return False
    mods = set(inst.modifiers)
    if mods & {"local", "param", "const"}:
        return False
    scoped = bool(mods & {"cta", "cluster", "gpu", "sys"})
    return bool(mods & {"volatile", "acquire"}) or ("relaxed" in mods and scoped)


def link_entry(module: Module, entry: Function, contract: bool = True) -> Program:
    return Inliner(module, module.filename, contract=contract).link(entry)


# Linked programs by module (identity), entry and contraction. A Program holds no memory of
# its own (module variables are placed per launch), so every HostModule of one parsed module
# shares them: several LoadedVectors on one large PTX file link each entry once per process.
_LINKED: dict[int, tuple[weakref.ref[Module], dict[tuple[str, bool], Program]]] = {}
_LINKED_LOCK = threading.Lock()


def link_entry_cached(module: Module, entry: Function, contract: bool = True) -> Program:
    """:func:`link_entry`, once per (module, entry, contract) while the module lives."""
    key = id(module)
    with _LINKED_LOCK:
        held = _LINKED.get(key)
        if held is None or held[0]() is not module:
            # the table is bound now: at interpreter exit the module global may be gone
            # (None) when the last modules die
            held = (weakref.ref(module, lambda _r, k=key, t=_LINKED: t.pop(k, None)), {})
            _LINKED[key] = held
        prog = held[1].get((entry.name, contract))
    if prog is None:
        prog = link_entry(module, entry, contract)
        with _LINKED_LOCK:
            held[1][(entry.name, contract)] = prog
    return prog


def check_module(module: Module, contract: bool = True) -> dict[str, Program]:
    """Link every entry and decode every device function; return the entries' programs.
    ``contract`` fuses mul and add as ptxas does (see ``_contract``).

    Raises UnsupportedInstruction / PTXSyntaxError naming the first offending line."""
    programs = {name: link_entry(module, fn, contract) for name, fn in module.entries.items()}
    for fn in module.functions.values():
        if fn.body is not None:
            Inliner(module, module.filename, contract=contract).check_function(fn)
    return programs
