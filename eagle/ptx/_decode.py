"""Decoding one instruction, once, into a closure ``fn(state, sel)``.

Each opcode has a *factory* in the table ``eagle.ptx._ops.OPS``: it
receives a :class:`Ctx` (the instruction, its frame, helpers to build operand readers and
writers) and returns the closure, or raises :class:`UnsupportedInstruction` /
:class:`PTXSyntaxError` so that a kernel the emulator cannot run is refused at load time.
"""

from __future__ import annotations

import struct
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol

import numpy as np

from ._errors import PTXSyntaxError, UnsupportedInstruction
from ._memory import LOCAL_WINDOW, PARAM_WINDOW, SHARED_WINDOW
from ._syntax import Addr, FImm, Function, Imm, Instruction, Not, Operand, Reg, SpecialReg, Sym
from ._types import SINT_OF_SIZE, TYPES, UINT_OF_SIZE, PTXType

if TYPE_CHECKING:
    from ._state import State

Fn = Callable[..., Any]
Reader = Callable[["State", Any], Any]
Writer = Callable[["State", Any, Any], None]


@dataclass
class VarSlot:
    """Where a variable lives: ``space`` is ``shared``/``local`` (``offset`` in that space),
    ``kparam`` (offset in the kernel parameter bytes), ``global`` (device memory; its address
    is looked up by ``name`` at launch)."""

    space: str
    offset: int = 0
    name: str = ""
    size: int = 0


@dataclass
class Frame:
    """One instance of a function body in the linked program (the entry, or one inlined call).

    ``prefix`` makes its registers distinct from other instances; ``slots`` maps the names its
    instructions use for parameters and body variables to storage."""

    fn: Function
    prefix: str
    slots: dict[str, VarSlot] = field(default_factory=dict)
    is_entry: bool = False


# Modifiers that change nothing in a sequential emulator: cache operators and eviction hints,
# memory-ordering qualifiers and scopes (every access is immediately visible), .uni, .aligned.
IGNORED = {
    "ca",
    "cg",
    "cs",
    "lu",
    "cv",
    "wb",
    "wt",
    "nc",
    "volatile",
    "relaxed",
    "acquire",
    "release",
    "acq_rel",
    "sc",
    "weak",
    "mmio",
    "cta",
    "gpu",
    "sys",
    "cluster",
    "uni",
    "aligned",
    "L1::evict_normal",
    "L1::evict_unchanged",
    "L1::evict_first",
    "L1::evict_last",
    "L1::no_allocate",
    "L2::evict_normal",
    "L2::evict_first",
    "L2::evict_last",
    "L2::64B",
    "L2::128B",
    "L2::256B",
    "shared::cta",
    "param::entry",
    "param::func",
}


class DecodeHost(Protocol):
    """What decoding needs from the inliner that drives it (``_inline.Inliner`` implements
    it): register numbers and dtypes of the program being built, and where variables live.
    Decoding depends on this interface only, never on the inliner's module."""

    filename: str
    reg_dtypes: list[np.dtype]
    reserved_smem: bool  # set when the program reads %reserved_smem_offset_*

    def register(self, frame: Frame, reg: Reg) -> int: ...

    def slot(self, frame: Frame, sym: Sym) -> VarSlot | None: ...


class Ctx:
    """Everything a factory needs to decode one instruction."""

    def __init__(self, inliner: DecodeHost, frame: Frame, inst: Instruction):
        self.inliner = inliner
        self.frame = frame
        self.inst = inst
        self.filename = inliner.filename

    # -- errors ----------------------------------------------------------------------------
    def unsupported(self, why: str = "") -> UnsupportedInstruction:
        return UnsupportedInstruction(self.inst.text, self.filename, self.inst.line, why)

    def malformed(self, message: str) -> PTXSyntaxError:
        return PTXSyntaxError(
            f"`{self.inst.text}`: {message}", self.filename, self.inst.line, self.inst.col
        )

    # -- modifiers -------------------------------------------------------------------------
    def mods(self, flags: set[str] | frozenset[str] = frozenset(), ntypes: int = 1) -> Mods:
        """Split the modifiers into known flags (from ``flags``) and PTX types (in order).

        Anything else is refused (never silently ignored), except the no-op hints in IGNORED.
        """
        found: set[str] = set()
        types: list[PTXType] = []
        for m in self.inst.modifiers:
            if m in TYPES and len(types) < ntypes:
                types.append(TYPES[m])
            elif m in flags:
                if m in found:
                    raise self.malformed(f"modifier .{m} given twice")
                found.add(m)
            elif m in IGNORED:
                continue
            else:
                raise self.unsupported(f"modifier .{m}")
        if len(types) != ntypes:
            raise self.malformed(f"expected {ntypes} type modifier(s), found {len(types)}")
        return Mods(found, types)

    def operands(self, n: int | tuple[int, ...]) -> list[Operand]:
        ops = self.inst.operands
        counts = (n,) if isinstance(n, int) else n
        if len(ops) not in counts:
            want = " or ".join(str(c) for c in counts)
            raise self.malformed(f"expected {want} operands, found {len(ops)}")
        return ops

    # -- registers -------------------------------------------------------------------------
    def reg_index(self, reg: Reg) -> int:
        return self.inliner.register(self.frame, reg)

    def reg_dtype(self, reg: Reg) -> np.dtype:
        return self.inliner.reg_dtypes[self.reg_index(reg)]

    # -- readers ---------------------------------------------------------------------------
    def read(self, operand: Operand, t: PTXType | np.dtype) -> Reader:
        """A closure ``(state, sel) -> values`` giving the operand as numpy values of type
        ``t`` (an array of one value per selected lane, or a numpy scalar when uniform)."""
        dt = t.dtype if isinstance(t, PTXType) else np.dtype(t)
        if isinstance(operand, Reg):
            return self._read_reg(operand, dt)
        if isinstance(operand, Imm):
            v = const_value(operand.value, dt)
            return lambda st, sel: v
        if isinstance(operand, FImm):
            v = fimm_value(operand, dt)
            return lambda st, sel: v
        if isinstance(operand, SpecialReg):
            return self._read_special(operand, dt)
        if isinstance(operand, Sym):
            return self._read_symbol(operand, dt)
        if isinstance(operand, Not):
            inner = self._read_reg(operand.reg, np.dtype(np.bool_))
            return lambda st, sel: ~inner(st, sel)
        raise self.malformed(f"operand {describe(operand)} cannot be read as a value")

    def _read_reg(self, reg: Reg, dt: np.dtype) -> Reader:
        i = self.reg_index(reg)
        src = self.inliner.reg_dtypes[i]
        if src == dt:
            return lambda st, sel: st.R[i][sel]
        if dt == np.bool_ or src == np.bool_:
            if dt == src:
                return lambda st, sel: st.R[i][sel]
            raise self.malformed(f"register {reg.name} (.{reg.type}) used as {dt}")
        if src.itemsize == dt.itemsize:
            return lambda st, sel: st.R[i][sel].view(dt)
        if src.itemsize > dt.itemsize:
            # relaxed type checking: the low bits of a wider register (PTX ISA 6.4.1)
            low = UINT_OF_SIZE[dt.itemsize]
            bits = UINT_OF_SIZE[src.itemsize]
            return lambda st, sel: st.R[i][sel].view(bits).astype(low).view(dt)
        # a narrower register widened to the instruction type: sign-extend when signed
        ext = SINT_OF_SIZE if dt.kind == "i" else UINT_OF_SIZE
        srcint = ext[src.itemsize]
        wide = ext[dt.itemsize]
        if dt.kind == "f":
            raise self.malformed(f"register {reg.name} (.{reg.type}) is narrower than {dt}")
        return lambda st, sel: st.R[i][sel].view(srcint).astype(wide).view(dt)

    def _read_special(self, sr: SpecialReg, dt: np.dtype) -> Reader:
        from ._special import special_reader

        fn = special_reader(self, sr)
        if fn is None:
            name = f"%{sr.name}{'.' + sr.component if sr.component else ''}"
            raise self.unsupported(f"special register {name}")
        if sr.name.startswith("reserved_smem"):
            self.inliner.reserved_smem = True  # the launch then adds the reserved region

        def read(st, sel):
            v = fn(st, sel)
            if isinstance(v, np.ndarray):
                return v.astype(dt)
            return const_value(int(v), dt)

        return read

    def _read_symbol(self, sym: Sym, dt: np.dtype) -> Reader:
        """The address of a variable or parameter in its own state space (``mov r, var``)."""
        slot = self.slot(sym)
        if slot is None:
            raise self.malformed(f"`{sym.name}` has no address")
        off = sym.offset
        if slot.space == "global":
            name = slot.name
            return lambda st, sel: const_value(st.launch.global_addr[name] + off, dt)
        if slot.space == "kparam":
            v = const_value(slot.offset + off, dt)
            return lambda st, sel: v
        if slot.space in ("shared", "local"):
            v = const_value(slot.offset + off, dt)
            return lambda st, sel: v
        raise self.unsupported(f"taking the address of `{sym.name}`")

    def slot(self, sym: Sym) -> VarSlot | None:
        return self.inliner.slot(self.frame, sym)

    # -- writers ---------------------------------------------------------------------------
    def write(self, operand: Operand, t: PTXType | np.dtype) -> Writer:
        """A closure ``(state, sel, values)`` storing values of type ``t`` into the
        destination register (zero- or sign-extending into a wider register)."""
        dt = t.dtype if isinstance(t, PTXType) else np.dtype(t)
        if isinstance(operand, Reg):
            return self._write_reg(operand, dt)
        from ._syntax import Sink

        if isinstance(operand, Sink):
            return lambda st, sel, v: None
        raise self.malformed(f"destination {describe(operand)} is not a register")

    def _write_reg(self, reg: Reg, dt: np.dtype) -> Writer:
        i = self.reg_index(reg)
        dst = self.inliner.reg_dtypes[i]
        if dst == np.bool_ or dt == np.bool_:
            if dst != dt:
                raise self.malformed(f"register {reg.name} (.{reg.type}) written as {dt}")
            view = None
        elif dst == dt:
            view = None
        elif dst.itemsize == dt.itemsize:
            view = dt
        elif dst.itemsize > dt.itemsize:
            ext = SINT_OF_SIZE if dt.kind == "i" else UINT_OF_SIZE
            src = ext[dt.itemsize]
            view = ext[dst.itemsize]
            if dt.kind == "f":
                src = UINT_OF_SIZE[dt.itemsize]
                view = UINT_OF_SIZE[dst.itemsize]

            def write_wide(st, sel, v):
                st.R[i].view(view)[sel] = np.asarray(v).view(src)

            return write_wide
        else:
            raise self.malformed(f"register {reg.name} (.{reg.type}) is narrower than {dt}")
        if view is None:

            def write(st, sel, v):
                st.R[i][sel] = v

            return write

        def write_view(st, sel, v):
            st.R[i].view(view)[sel] = v

        return write_view

    # -- addresses -------------------------------------------------------------------------
    def address(self, operand: Operand, space: str) -> tuple[str, Reader]:
        """Decode ``[base+offset]`` for an access in ``space`` (``global``, ``shared``,
        ``local``, ``const``, ``param`` or ``""`` for generic).

        Returns ``(kind, reader)``: kind is ``global`` (device memory, reader gives addresses),
        ``shared``/``local`` (reader gives offsets in that space), ``kparam`` (offsets in the
        kernel parameter bytes) or ``generic``; the reader gives an int when the address is
        the same for every lane.
        """
        if not isinstance(operand, Addr):
            raise self.malformed(f"expected an address `[...]`, found {describe(operand)}")
        off = operand.offset
        base = operand.base
        if isinstance(base, Sym):
            slot = self.slot(base)
            if slot is None:
                raise self.malformed(f"`{base.name}` is not addressable")
            if space == "" and slot.space not in ("global",):
                # a variable name in a generic access means its generic address
                window = {"shared": SHARED_WINDOW, "local": LOCAL_WINDOW, "kparam": PARAM_WINDOW}
                if slot.space in window:
                    kind = "local" if slot.space == "local" else slot.space
                    v = slot.offset + off
                    return kind, lambda st, sel: v
            kind = slot.space
            if kind == "global":
                name = slot.name
                return "global", lambda st, sel: st.launch.global_addr[name] + off
            v = slot.offset + off
            return kind, lambda st, sel: v
        kind = {
            "global": "global",
            "const": "global",
            "shared": "shared",
            "local": "local",
            "param": "kparam",
            "": "generic",
        }[space]
        if space == "param" and not self.frame.is_entry:
            kind = "local"  # a function's parameters live in the caller's local frame
        if base is None:
            return kind, lambda st, sel: off
        if not isinstance(base, Reg):
            raise self.malformed(f"bad address base {describe(base)}")
        i = self.reg_index(base)
        rdt = self.inliner.reg_dtypes[i]
        if rdt.itemsize not in (4, 8) or rdt.kind not in "iu":
            raise self.malformed(f"address register {base.name} must be 32 or 64 bits")
        udt = UINT_OF_SIZE[rdt.itemsize]
        if kind in ("global", "generic"):
            if rdt.itemsize == 4:
                if off:
                    o32 = np.uint64(off & 0xFFFFFFFFFFFFFFFF)
                    return kind, lambda st, sel: st.R[i][sel].view(udt).astype(np.uint64) + o32
                return kind, lambda st, sel: st.R[i][sel].view(udt).astype(np.uint64)
            if off:
                o = np.uint64(off & 0xFFFFFFFFFFFFFFFF)
                return kind, lambda st, sel: st.R[i][sel].view(udt) + o
            return kind, lambda st, sel: st.R[i][sel].view(udt)
        # shared/local/kparam offsets: small non-negative integers (int64 arithmetic)
        if rdt.itemsize == 4:
            return kind, lambda st, sel: st.R[i][sel].view(udt).astype(np.int64) + off
        return kind, lambda st, sel: st.R[i][sel].view(np.int64) + off


@dataclass
class Mods:
    flags: set[str]
    types: list[PTXType]

    def __contains__(self, m: str) -> bool:
        return m in self.flags

    def one_of(self, choices: tuple[str, ...], default: str | None = None) -> str | None:
        hit = [c for c in choices if c in self.flags]
        return hit[0] if hit else default


def const_value(v: int, dt: np.dtype) -> Any:
    """An integer constant as a numpy scalar of ``dt`` (two's complement truncation for
    integers, value conversion for floats)."""
    dt = np.dtype(dt)
    if dt.kind in "iu":
        bits = v & ((1 << (8 * dt.itemsize)) - 1)
        return np.array(bits, UINT_OF_SIZE[dt.itemsize]).view(dt)[()]
    if dt.kind == "b":
        return np.bool_(v != 0)
    with np.errstate(over="ignore"):
        return dt.type(v)


def fimm_value(f: FImm, dt: np.dtype) -> Any:
    """A floating-point literal as a numpy scalar of ``dt``: the value (rounded to nearest)
    for float types, the bit pattern for same-size integer types."""
    dt = np.dtype(dt)
    value = (
        struct.unpack("<f", struct.pack("<I", f.bits))[0]
        if f.width == 32
        else struct.unpack("<d", struct.pack("<Q", f.bits))[0]
    )
    if dt.kind == "f":
        return dt.type(value)
    if dt.kind in "iu":
        if dt.itemsize * 8 == f.width:
            return np.array(f.bits, UINT_OF_SIZE[dt.itemsize]).view(dt)[()]
        if dt.itemsize == 4 and f.width == 64:
            return np.array(np.float32(value)).view(dt)[()]
        if dt.itemsize == 8 and f.width == 32:
            return np.array(np.float64(value)).view(dt)[()]
    raise ValueError(f"float literal used as {dt}")


def describe(operand: Operand) -> str:
    if isinstance(operand, Reg):
        return operand.name
    if isinstance(operand, Sym):
        return operand.name
    return type(operand).__name__.lower()
