"""The parsed form of a PTX module: module, functions (``.entry`` kernels and ``.func``
device functions), parameters, variables, instructions and their operands."""

from __future__ import annotations

from dataclasses import dataclass, field

# ---------------------------------------------------------------------------------------------
# Operands (PTX ISA section 6, "Instruction Operands")


@dataclass(frozen=True)
class Reg:
    """A declared register. ``uid`` is unique within its function (inner ``{ }`` scopes may
    redeclare a name); ``type`` is the declared PTX type name (``"b32"``, ``"pred"``...)."""

    name: str
    uid: str
    type: str


@dataclass(frozen=True)
class SpecialReg:
    """A special register such as ``%tid.x`` (``name="tid"``, ``component="x"``) or
    ``%laneid`` (``component=None``)."""

    name: str
    component: str | None = None


@dataclass(frozen=True)
class Imm:
    """An integer constant (the 64-bit two's complement pattern as a Python int, sign kept)."""

    value: int


@dataclass(frozen=True)
class FImm:
    """A floating-point constant: ``width`` 32 for ``0f`` literals, 64 for ``0d`` and decimal
    literals; ``bits`` is its IEEE bit pattern."""

    width: int
    bits: int


@dataclass(frozen=True)
class Sym:
    """A name: label, variable, function or parameter (``offset`` from ``name+4``).
    ``kind`` is filled in by the resolution pass: ``"label"``, ``"var"``, ``"param"``,
    ``"func"`` or ``"const"`` (``WARP_SZ``)."""

    name: str
    offset: int = 0
    kind: str = ""


@dataclass(frozen=True)
class Addr:
    """A memory operand ``[base+offset]``; ``base`` is a Reg, a Sym or None (absolute)."""

    base: Reg | Sym | None
    offset: int = 0


@dataclass(frozen=True)
class Vec:
    """A brace-enclosed vector operand ``{%f1, %f2}``."""

    items: tuple[Operand, ...]


@dataclass(frozen=True)
class Sink:
    """The bit bucket ``_``."""


@dataclass(frozen=True)
class Not:
    """A negated predicate operand ``!%p``."""

    reg: Reg


@dataclass(frozen=True)
class Pair:
    """Two destinations ``%p|%q`` (setp, shfl)."""

    first: Operand
    second: Operand


@dataclass(frozen=True)
class Group:
    """A parenthesised operand list, as in ``call (retval0), f, (param0, param1)``."""

    items: tuple[Operand, ...]


@dataclass(frozen=True)
class MultiAddr:
    """A bracket list with several items, as in texture operands ``[tex, {%f1, %f2}]``."""

    items: tuple[Operand, ...]


Operand = Reg | SpecialReg | Imm | FImm | Sym | Addr | Vec | Sink | Not | Pair | Group | MultiAddr


# ---------------------------------------------------------------------------------------------
# Declarations


@dataclass(frozen=True)
class Param:
    """One parameter of an ``.entry`` or ``.func``.

    ``name`` as written (``gravity_param_0``); ``type`` the PTX type without the dot (``"u64"``,
    ``"f64"``, ``"b8"``); ``array_len`` the element count for ``.b8 p[16]`` struct parameters,
    else None; ``align`` in bytes (the ``.align`` given, else the type size); ``size`` the
    total size in bytes; ``line`` its 1-based line in the PTX file; ``ptr_space`` the state
    space named by a ``.ptr`` attribute (``"global"``...), else None.
    """

    name: str
    type: str
    size: int
    align: int
    array_len: int | None
    line: int
    ptr_space: str | None = None


@dataclass
class Variable:
    """A variable in a state space: ``.global``, ``.const``, ``.shared``, ``.local`` (or
    ``.param`` inside a function body, for call arguments).

    ``dims`` lists array dimensions (0 for an unsized ``[]``, as in ``.extern .shared``),
    ``vector`` is 1, 2, 4 or 8 (``.v4``), ``init`` the flattened initializer: ints, floats
    given as :class:`FImm`, or :class:`Sym` (the address of another variable).
    """

    name: str
    uid: str
    space: str
    type: str
    elem_size: int
    align: int
    dims: tuple[int, ...]
    vector: int
    init: list[object] | None
    extern: bool
    line: int
    col: int

    @property
    def size(self) -> int:
        n = self.elem_size * self.vector
        for d in self.dims:
            n *= d
        return n


@dataclass
class Instruction:
    """One instruction. ``opcode`` is the first word part (``"ld"``), ``modifiers`` the rest in
    order (``("global", "nc", "f32")``), ``text`` the whole word (``"ld.global.nc.f32"``).
    ``guard`` is ``(register, negated)`` for ``@%p`` / ``@!%p``, else None."""

    opcode: str
    modifiers: tuple[str, ...]
    operands: list[Operand]
    guard: tuple[Reg, bool] | None
    line: int
    col: int
    text: str


@dataclass(frozen=True)
class Label:
    """A label definition. ``uid`` is unique within the function."""

    name: str
    uid: str
    line: int


@dataclass
class Function:
    """An ``.entry`` (kernel, ``kind="entry"``) or ``.func`` (device function, ``kind="func"``).

    ``params`` in declaration order; ``returns`` the return parameters of a ``.func``;
    ``body`` is None for a declaration without a body (``.extern .func``), else the flat list
    of :class:`Instruction` and :class:`Label` in program order; ``registers`` maps register
    uid to its :class:`Reg`; ``variables`` the ``.local``/``.shared``/``.param`` variables
    declared inside the body, by uid; ``directives`` performance directives such as
    ``{"maxntid": (256, 1, 1)}``.
    """

    name: str
    kind: str
    params: list[Param]
    returns: list[Param]
    body: list[Instruction | Label] | None
    linkage: str | None
    line: int
    registers: dict[str, Reg] = field(default_factory=dict)
    variables: dict[str, Variable] = field(default_factory=dict)
    directives: dict[str, tuple[int, ...]] = field(default_factory=dict)
    noreturn: bool = False


Entry = Function


@dataclass
class Module:
    """A parsed PTX module.

    ``version`` as written (``"9.0"``); ``target`` the first ``.target`` item (``"sm_75"``),
    ``targets`` all of them; ``version_line``, ``target_line`` where they are (0: absent);
    ``address_size`` 32 or 64; ``entries`` the ``.entry`` kernels in file order;
    ``functions`` the ``.func`` device functions; ``variables`` the module-scope
    ``.global``/``.const``/``.shared`` variables; ``filename`` for messages.
    """

    filename: str
    version: str = ""
    target: str = ""
    targets: tuple[str, ...] = ()
    version_line: int = 0
    target_line: int = 0
    address_size: int = 64
    entries: dict[str, Function] = field(default_factory=dict)
    functions: dict[str, Function] = field(default_factory=dict)
    variables: dict[str, Variable] = field(default_factory=dict)
    text: str = ""

    @property
    def version_tuple(self) -> tuple[int, int]:
        major, _, minor = self.version.partition(".")
        return int(major), int(minor or 0)
