"""Recursive-descent parser for PTX text (PTX ISA sections 4 to 7 and 11).

The parser knows the grammar, not the instruction set: any opcode is accepted here, and the
host emulator decides later (when a HostModule is built) which it can run. Every syntax error
is a :class:`PTXSyntaxError` reading ``file:line:col: message``.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable
from dataclasses import dataclass, field

from ._errors import PTXSyntaxError
from ._lexer import Token, tokenize
from ._syntax import (
    Addr,
    FImm,
    Function,
    Group,
    Imm,
    Instruction,
    Label,
    Module,
    MultiAddr,
    Not,
    Operand,
    Pair,
    Param,
    Reg,
    Sink,
    SpecialReg,
    Sym,
    Variable,
    Vec,
)
from ._types import type_size

# Nesting depth of `{ }` blocks and initializer braces the parser accepts. The PTX ISA sets no
# limit; nvcc's output nests a handful of scopes. Deeper input is refused as a syntax error
# (the parser is recursive: Python's stack must not decide).
MAX_NESTING = 64

# PTX ISA section 10, "Special Registers". Names with components take .x/.y/.z.
SPECIAL_REGISTERS = {
    "tid",
    "ntid",
    "laneid",
    "warpid",
    "nwarpid",
    "ctaid",
    "nctaid",
    "smid",
    "nsmid",
    "gridid",
    "lanemask_eq",
    "lanemask_le",
    "lanemask_lt",
    "lanemask_ge",
    "lanemask_gt",
    "clock",
    "clock_hi",
    "clock64",
    "globaltimer",
    "globaltimer_lo",
    "globaltimer_hi",
    "total_smem_size",
    "aggr_smem_size",
    "dynamic_smem_size",
    "is_explicit_cluster",
    "clusterid",
    "nclusterid",
    "cluster_ctaid",
    "cluster_nctaid",
    "cluster_ctarank",
    "cluster_nctarank",
    "current_graph_exec",
    "reserved_smem_offset_begin",
    "reserved_smem_offset_end",
    "reserved_smem_offset_cap",
    "reserved_smem_offset_0",
    "reserved_smem_offset_1",
}
SPECIAL_PREFIXES = ("envreg", "pm")

STATE_SPACES = {".global", ".const", ".shared", ".local", ".param", ".tex"}
LINKAGES = {".visible", ".extern", ".weak", ".common"}
PERF_DIRECTIVES = {
    ".maxntid",
    ".reqntid",
    ".minnctapersm",
    ".maxnctapersm",
    ".maxnreg",
    ".maxclusterrank",
    ".reqnctapercluster",
    ".explicitcluster",
    ".blocksareclusters",
    ".abi_preserve",
    ".abi_preserve_control",
}

# A cap on `%r<N>` register declarations (see _parse_reg_decl): each register costs memory.
MAX_REGISTERS_PER_DECLARATION = 1 << 20


def _is_special(name: str) -> bool:
    base = name[1:]
    if base in SPECIAL_REGISTERS:
        return True
    return any(base.startswith(p) and base[len(p) :].isdigit() for p in SPECIAL_PREFIXES)


@dataclass
class _Scope:
    parent: _Scope | None
    ident: int
    regs: dict[str, Reg] = field(default_factory=dict)
    vars: dict[str, Variable] = field(default_factory=dict)
    labels: dict[str, str] = field(default_factory=dict)

    def find_reg(self, name: str) -> Reg | None:
        s: _Scope | None = self
        while s is not None:
            r = s.regs.get(name)
            if r is not None:
                return r
            s = s.parent
        return None

    def find_var(self, name: str) -> Variable | None:
        s: _Scope | None = self
        while s is not None:
            v = s.vars.get(name)
            if v is not None:
                return v
            s = s.parent
        return None

    def find_label(self, name: str) -> str | None:
        s: _Scope | None = self
        while s is not None:
            u = s.labels.get(name)
            if u is not None:
                return u
            s = s.parent
        return None


# Binary operators of PTX constant expressions (C precedence), lowest first.
_BINARY_LEVELS: list[dict[str, Callable[[int, int], int]]] = [
    {"|": lambda a, b: a | b},
    {"^": lambda a, b: a ^ b},
    {"&": lambda a, b: a & b},
    {"<<": lambda a, b: a << b, ">>": lambda a, b: a >> b},
    {"+": lambda a, b: a + b, "-": lambda a, b: a - b},
    {
        "*": lambda a, b: a * b,
        "/": lambda a, b: int(a / b) if b else 0,
        "%": lambda a, b: a - b * int(a / b) if b else 0,
    },
]


class _Parser:
    def __init__(self, text: str, filename: str):
        self.filename = filename
        self.toks = tokenize(text, filename)
        self.pos = 0
        self.module = Module(filename=filename, text=text)
        self._scope_ids = itertools.count()
        # (function, instruction, scope) triples whose symbols are resolved at the end, when
        # every module-level name (including later functions) is known.
        self._pending: list[tuple[Function, Instruction, _Scope]] = []
        self._labels_of: dict[int, dict[str, str]] = {}

    # -- token helpers -------------------------------------------------------------------------
    @property
    def tok(self) -> Token:
        return self.toks[self.pos]

    def peek(self, k: int = 1) -> Token:
        return self.toks[min(self.pos + k, len(self.toks) - 1)]

    def advance(self) -> Token:
        t = self.toks[self.pos]
        if t.kind != "eof":
            self.pos += 1
        return t

    def error(self, message: str, tok: Token | None = None) -> PTXSyntaxError:
        t = tok or self.tok
        return PTXSyntaxError(message, self.filename, t.line, t.col)

    def describe(self, t: Token) -> str:
        return "end of file" if t.kind == "eof" else f"`{t.text}`"

    def at(self, text: str) -> bool:
        t = self.tok
        return t.kind in ("punct", "word") and t.text == text

    def accept(self, text: str) -> bool:
        if self.at(text):
            self.advance()
            return True
        return False

    def expect(self, text: str, what: str = "") -> Token:
        if not self.at(text):
            raise self.error(f"expected `{text}`{what} but found {self.describe(self.tok)}")
        return self.advance()

    def expect_word(self, what: str) -> Token:
        t = self.tok
        if t.kind != "word":
            raise self.error(f"expected {what} but found {self.describe(t)}")
        return self.advance()

    def expect_int(self, what: str) -> int:
        t = self.tok
        if t.kind != "int":
            raise self.error(f"expected {what} but found {self.describe(t)}")
        self.advance()
        return int(t.value)  # type: ignore[call-overload]

    def skip_line(self, line: int) -> None:
        while self.tok.kind != "eof" and self.tok.line == line:
            self.advance()

    def skip_to_semicolon(self) -> None:
        start = self.tok
        while not self.at(";"):
            if self.tok.kind == "eof":
                raise self.error("expected `;` before end of file", start)
            self.advance()
        self.advance()

    # -- module --------------------------------------------------------------------------------
    def parse(self) -> Module:
        mod = self.module
        while self.tok.kind != "eof":
            t = self.tok
            if t.kind != "word" or not t.text.startswith("."):
                raise self.error(f"expected a directive but found {self.describe(t)}")
            d = t.text
            if d == ".version":
                self.advance()
                v = self.tok
                if v.kind not in ("float", "int"):
                    raise self.error("expected a version number such as 9.0 after .version")
                self.advance()
                mod.version = v.text
                mod.version_line = t.line
            elif d == ".target":
                self.advance()
                names = [self.expect_word("a target name such as sm_75").text]
                while self.accept(","):
                    names.append(self.expect_word("a target name").text)
                mod.targets = tuple(names)
                mod.target = names[0]
                mod.target_line = t.line
            elif d == ".address_size":
                self.advance()
                size = self.expect_int("32 or 64 after .address_size")
                if size not in (32, 64):
                    raise self.error(f".address_size must be 32 or 64, not {size}", t)
                mod.address_size = size
            elif d in (".file", ".loc"):
                self.advance()
                self.skip_line(t.line)
            elif d == ".section":
                self._skip_section()
            elif d == ".pragma" or d == ".alias":
                self.advance()
                self.skip_to_semicolon()
            else:
                self._parse_module_decl()
        self._resolve_all()
        return mod

    def _skip_section(self) -> None:
        start = self.advance()
        while not self.at("{"):
            if self.tok.kind == "eof":
                raise self.error("expected `{` after .section", start)
            self.advance()
        depth = 0
        while True:
            t = self.advance()
            if t.kind == "eof":
                raise self.error("unterminated .section", start)
            if t.text == "{":
                depth += 1
            elif t.text == "}":
                depth -= 1
                if depth == 0:
                    return

    def _parse_module_decl(self) -> None:
        linkage = None
        while self.tok.kind == "word" and self.tok.text in LINKAGES:
            linkage = self.advance().text[1:]
        t = self.tok
        if t.text in (".entry", ".func"):
            self._parse_function(linkage)
        elif t.text in STATE_SPACES:
            for var in self._parse_variables(module_scope=True, scope=None):
                var.extern = var.extern or linkage == "extern"
                if var.name in self.module.variables:
                    raise self.error(f"variable `{var.name}` is declared twice", t)
                self.module.variables[var.name] = var
        else:
            raise self.error(f"unknown directive {self.describe(t)}")

    # -- functions -----------------------------------------------------------------------------
    def _parse_function(self, linkage: str | None) -> None:
        kw = self.advance()
        kind = "entry" if kw.text == ".entry" else "func"
        returns: list[Param] = []
        if kind == "func" and self.at("("):
            returns = self._parse_param_list()
        name_tok = self.expect_word("a function name")
        name = name_tok.text
        params: list[Param] = []
        if self.at("("):
            params = self._parse_param_list()
        fn = Function(
            name=name,
            kind=kind,
            params=params,
            returns=returns,
            body=None,
            linkage=linkage,
            line=kw.line,
        )
        while self.tok.kind == "word" and self.tok.text.startswith("."):
            d = self.advance()
            if d.text == ".noreturn":
                fn.noreturn = True
            elif d.text == ".pragma":
                self.skip_to_semicolon()
            elif d.text in PERF_DIRECTIVES:
                vals: list[int] = []
                if self.tok.kind == "int":
                    vals.append(self.expect_int("a number"))
                    while self.accept(","):
                        vals.append(self.expect_int("a number"))
                fn.directives[d.text[1:]] = tuple(vals)
            else:
                raise self.error(f"unknown function directive `{d.text}`", d)
        table = self.module.entries if kind == "entry" else self.module.functions
        other = self.module.functions if kind == "entry" else self.module.entries
        if name in other:
            raise self.error(f"`{name}` is declared both as .entry and .func", name_tok)
        previous = table.get(name)
        if self.accept(";"):
            if previous is None:
                table[name] = fn
            return
        if not self.at("{"):
            raise self.error(
                f"expected `{{` or `;` after the declaration of `{name}` but found "
                f"{self.describe(self.tok)}"
            )
        if previous is not None and previous.body is not None:
            raise self.error(f"function `{name}` is defined twice", name_tok)
        fn.body = []
        scope = _Scope(None, next(self._scope_ids))
        for p in [*params, *returns]:
            if p.ptr_space == "reg":
                scope.regs[p.name] = Reg(p.name, p.name, p.type)
                fn.registers[p.name] = scope.regs[p.name]
        self._parse_block(fn, scope)
        table[name] = fn

    def _parse_param_list(self) -> list[Param]:
        self.expect("(")
        params: list[Param] = []
        if self.accept(")"):
            return params
        while True:
            params.append(self._parse_param())
            if self.accept(")"):
                return params
            self.expect(",", " or `)` in the parameter list")

    def _parse_param(self) -> Param:
        start = self.tok
        space = self.expect_word("`.param` or `.reg`").text
        if space not in (".param", ".reg"):
            raise self.error(f"expected `.param` or `.reg` but found `{space}`", start)
        align: int | None = None
        ptype: str | None = None
        ptr_space: str | None = "reg" if space == ".reg" else None
        while self.tok.kind == "word" and self.tok.text.startswith("."):
            d = self.advance()
            if d.text == ".align":
                align = self.expect_int("an alignment after .align")
            elif d.text == ".ptr":
                if self.tok.kind == "word" and self.tok.text[1:] in (
                    "global",
                    "const",
                    "shared",
                    "local",
                ):
                    ptr_space = self.advance().text[1:]
                if self.at(".align"):
                    self.advance()
                    self.expect_int("an alignment after .align")
            elif type_size(d.text[1:]) is not None and ptype is None:
                ptype = d.text[1:]
            else:
                raise self.error(f"unexpected `{d.text}` in a parameter declaration", d)
        if ptype is None:
            raise self.error("parameter has no type", start)
        name = self.expect_word("a parameter name")
        array_len: int | None = None
        if self.accept("["):
            array_len = self.expect_int("an array length")
            self.expect("]")
        elem = type_size(ptype) or 0
        size = elem * (array_len if array_len is not None else 1)
        return Param(
            name=name.text,
            type=ptype,
            size=size,
            align=align or elem,
            array_len=array_len,
            line=name.line,
            ptr_space=ptr_space,
        )

    # -- bodies --------------------------------------------------------------------------------
    def _parse_block(self, fn: Function, scope: _Scope, depth: int = 1) -> None:
        if depth > MAX_NESTING:
            raise self.error(f"blocks nested deeper than {MAX_NESTING}", self.tok)
        open_tok = self.expect("{")
        assert fn.body is not None
        while not self.at("}"):
            t = self.tok
            if t.kind == "eof":
                raise self.error("unterminated function body: missing `}`", open_tok)
            if t.text == "{" and t.kind == "punct":
                self._parse_block(fn, _Scope(scope, next(self._scope_ids)), depth + 1)
            elif t.kind == "word" and t.text.startswith(".") and self.peek().text != ":":
                self._parse_body_directive(fn, scope)
            elif t.kind == "punct" and t.text == "@":
                self._parse_instruction(fn, scope)
            elif t.kind == "word" and self.peek().text == ":" and self.peek().kind == "punct":
                self._parse_label(fn, scope)
            elif t.kind == "word":
                self._parse_instruction(fn, scope)
            elif t.kind == "punct" and t.text == ";":
                self.advance()
            else:
                raise self.error(
                    f"expected an instruction, a label or a directive but found {self.describe(t)}"
                )
        self.advance()

    def _parse_label(self, fn: Function, scope: _Scope) -> None:
        name = self.advance()
        self.advance()  # ':'
        if self.tok.kind == "word" and self.tok.text in (
            ".callprototype",
            ".branchtargets",
            ".calltargets",
        ):
            # Declarations that name themselves with a label: kept only as names.
            kind = self.advance().text
            self.skip_to_semicolon()
            scope.vars.setdefault(
                name.text,
                Variable(
                    name=name.text,
                    uid=name.text,
                    space=kind[1:],
                    type="b8",
                    elem_size=0,
                    align=1,
                    dims=(),
                    vector=1,
                    init=None,
                    extern=False,
                    line=name.line,
                    col=name.col,
                ),
            )
            return
        if name.text in scope.labels:
            raise self.error(f"label `{name.text}` is defined twice", name)
        uid = name.text if scope.parent is None else f"{name.text}#{scope.ident}"
        scope.labels[name.text] = uid
        assert fn.body is not None
        fn.body.append(Label(name.text, uid, name.line))

    def _parse_body_directive(self, fn: Function, scope: _Scope) -> None:
        t = self.tok
        d = t.text
        if d == ".reg":
            self._parse_reg_decl(fn, scope)
        elif d in STATE_SPACES:
            for var in self._parse_variables(module_scope=False, scope=scope):
                if var.name in scope.vars:
                    raise self.error(f"`{var.name}` is declared twice in this scope", t)
                scope.vars[var.name] = var
                fn.variables[var.uid] = var
        elif d in (".loc", ".file"):
            self.advance()
            self.skip_line(t.line)
        elif d == ".pragma" or d in PERF_DIRECTIVES:
            self.advance()
            self.skip_to_semicolon()
        else:
            raise self.error(f"unknown directive `{d}` in a function body")

    def _parse_reg_decl(self, fn: Function, scope: _Scope) -> None:
        start = self.advance()
        rtype: str | None = None
        vector = 1
        while self.tok.kind == "word" and self.tok.text.startswith("."):
            d = self.advance()
            if d.text in (".v2", ".v4", ".v8"):
                vector = int(d.text[2:])
            elif d.text == ".align":
                self.expect_int("an alignment")
            elif type_size(d.text[1:]) is not None:
                rtype = d.text[1:]
            else:
                raise self.error(f"unexpected `{d.text}` in a register declaration", d)
        if rtype is None:
            raise self.error("register declaration has no type", start)
        if vector != 1:
            rtype = f"v{vector}.{rtype}"
        while True:
            name = self.expect_word("a register name")
            if self.accept("<"):
                count_tok = self.tok
                count = self.expect_int("a register count")
                self.expect(">")
                if count > MAX_REGISTERS_PER_DECLARATION:
                    # nvcc declares a few thousand virtual registers in large kernels; a count
                    # this size is malformed or hostile input, and each register costs memory
                    raise self.error(
                        f"`{name.text}<{count}>` declares {count} registers; at most "
                        f"{MAX_REGISTERS_PER_DECLARATION} per declaration are accepted",
                        count_tok,
                    )
                names = [f"{name.text}{i}" for i in range(count)]
            else:
                names = [name.text]
            for n in names:
                uid = n if scope.parent is None else f"{n}#{scope.ident}"
                if n in scope.regs:
                    raise self.error(f"register `{n}` is declared twice", name)
                reg = Reg(n, uid, rtype)
                scope.regs[n] = reg
                fn.registers[uid] = reg
            if self.accept(";"):
                return
            self.expect(",", " or `;` in the register declaration")

    # -- variables -----------------------------------------------------------------------------
    def _parse_variables(self, module_scope: bool, scope: _Scope | None) -> list[Variable]:
        space_tok = self.advance()
        space = space_tok.text[1:]
        align: int | None = None
        vector = 1
        vtype: str | None = None
        while self.tok.kind == "word" and self.tok.text.startswith("."):
            d = self.advance()
            if d.text == ".align":
                align = self.expect_int("an alignment after .align")
            elif d.text in (".v2", ".v4", ".v8"):
                vector = int(d.text[2:])
            elif d.text == ".ptr":
                continue
            elif d.text == ".attribute":
                self.expect("(")
                while not self.accept(")"):
                    if self.tok.kind == "eof":
                        raise self.error("unterminated .attribute(")
                    self.advance()
            elif type_size(d.text[1:]) is not None and vtype is None:
                vtype = d.text[1:]
            elif d.text[1:] in ("global", "shared", "const", "local") and space == "param":
                continue
            else:
                raise self.error(f"unexpected `{d.text}` in a variable declaration", d)
        if vtype is None:
            raise self.error(f".{space} declaration has no type", space_tok)
        elem = type_size(vtype) or 0
        out: list[Variable] = []
        while True:
            name = self.expect_word("a variable name")
            dims: list[int] = []
            while self.accept("["):
                if self.accept("]"):
                    dims.append(0)
                    continue
                dims.append(self._const_expr())
                self.expect("]")
            init = None
            if self.accept("="):
                init = []
                self._parse_initializer(init)
            uid = name.text
            if scope is not None and scope.parent is not None:
                uid = f"{name.text}#{scope.ident}"
            out.append(
                Variable(
                    name=name.text,
                    uid=uid,
                    space=space,
                    type=vtype,
                    elem_size=elem,
                    align=align or elem * vector or 1,
                    dims=tuple(dims),
                    vector=vector,
                    init=init,
                    extern=False,
                    line=name.line,
                    col=name.col,
                )
            )
            if self.accept(";"):
                return out
            self.expect(",", " or `;` after the variable declaration")

    def _parse_initializer(self, out: list[object], depth: int = 1) -> None:
        if depth > MAX_NESTING:
            raise self.error(f"initializer braces nested deeper than {MAX_NESTING}", self.tok)
        if self.accept("{"):
            if self.accept("}"):
                return
            while True:
                self._parse_initializer(out, depth + 1)
                if self.accept("}"):
                    return
                self.expect(",", " or `}` in the initializer")
        t = self.tok
        if t.kind == "word" and t.text in ("generic", "mask"):
            self.advance()
            self.expect("(")
            inner = self.expect_word("a variable name")
            offset = 0
            if self.at("+") or self.at("-"):
                offset = self._const_expr()
            self.expect(")")
            out.append(Sym(inner.text, offset))
            return
        if t.kind == "word":
            self.advance()
            offset = 0
            if self.at("+") or self.at("-"):
                offset = self._const_expr()
            out.append(Sym(t.text, offset))
            return
        if t.kind == "float":
            self.advance()
            width, bits = t.value  # type: ignore[misc]
            out.append(FImm(width, bits))
            return
        if t.kind == "punct" and t.text == "-" and self.peek().kind == "float":
            self.advance()
            f = self.advance()
            width, bits = f.value  # type: ignore[misc]
            out.append(FImm(width, bits ^ (1 << (width - 1))))
            return
        out.append(self._const_expr())

    # -- constant expressions ------------------------------------------------------------------
    def _const_expr(self, level: int = 0) -> int:
        if level == len(_BINARY_LEVELS):
            return self._const_unary()
        ops = _BINARY_LEVELS[level]
        value = self._const_expr(level + 1)
        while True:
            t = self.tok
            op = t.text if t.kind == "punct" else ""
            if op in ("<", ">") and self.peek().text == op:
                op = op * 2
            if op not in ops:
                return value
            self.advance()
            if len(op) == 2:
                self.advance()
            rhs = self._const_expr(level + 1)
            value = ops[op](value, rhs)

    def _const_unary(self) -> int:
        t = self.tok
        if t.kind == "punct" and t.text in ("-", "~", "!", "+"):
            self.advance()
            v = self._const_unary()
            return {"-": -v, "~": ~v, "!": int(not v), "+": v}[t.text]
        if t.kind == "punct" and t.text == "(":
            self.advance()
            v = self._const_expr()
            self.expect(")")
            return v
        if t.kind == "int":
            self.advance()
            return int(t.value)  # type: ignore[call-overload]
        raise self.error(f"expected a constant but found {self.describe(t)}")

    # -- instructions --------------------------------------------------------------------------
    def _parse_instruction(self, fn: Function, scope: _Scope) -> None:
        guard = None
        start = self.tok
        if self.accept("@"):
            neg = self.accept("!")
            gt = self.expect_word("a predicate register after `@`")
            reg = scope.find_reg(gt.text)
            if reg is None:
                raise self.error(f"undeclared register `{gt.text}`", gt)
            if reg.type != "pred":
                raise self.error(f"guard `{gt.text}` is a .{reg.type} register, not .pred", gt)
            guard = (reg, neg)
        op = self.expect_word("an instruction")
        if op.text.startswith("."):
            raise self.error(f"unexpected directive `{op.text}`", op)
        parts = op.text.split(".")
        operands: list[Operand] = []
        while not self.at(";"):
            if operands:
                self.expect(",", f" or `;` after the operands of `{op.text}`")
            elif self.at("}") or self.tok.kind == "eof":
                raise self.error(f"expected `;` after `{op.text}`")
            operands.append(self._parse_operand(scope))
        self.advance()
        inst = Instruction(
            opcode=parts[0],
            modifiers=tuple(parts[1:]),
            operands=operands,
            guard=guard,
            line=start.line,
            col=start.col,
            text=op.text,
        )
        assert fn.body is not None
        fn.body.append(inst)
        self._pending.append((fn, inst, scope))

    def _parse_operand(self, scope: _Scope) -> Operand:
        t = self.tok
        if t.kind == "punct":
            if t.text == "{":
                self.advance()
                items = [self._parse_operand(scope)]
                while self.accept(","):
                    items.append(self._parse_operand(scope))
                self.expect("}", " to close the vector operand")
                return Vec(tuple(items))
            if t.text == "[":
                self.advance()
                first = self._parse_address(scope)
                if self.accept("]"):
                    return first
                items = [first]
                while self.accept(","):
                    items.append(self._parse_operand(scope))
                self.expect("]", " to close the address")
                return MultiAddr(tuple(items))
            if t.text == "(":
                self.advance()
                items = []
                if not self.accept(")"):
                    items.append(self._parse_operand(scope))
                    while self.accept(","):
                        items.append(self._parse_operand(scope))
                    self.expect(")", " to close the operand list")
                if len(items) == 1 and isinstance(items[0], Imm):
                    return items[0]
                return Group(tuple(items))
            if t.text == "!":
                self.advance()
                inner = self._parse_simple(scope)
                if not isinstance(inner, Reg):
                    raise self.error("`!` must be followed by a predicate register", t)
                return Not(inner)
            if t.text == "-" and self.peek().kind == "float":
                self.advance()
                f = self.advance()
                width, bits = f.value  # type: ignore[misc]
                return FImm(width, bits ^ (1 << (width - 1)))
        first = self._parse_simple(scope)
        if self.at("|"):
            self.advance()
            return Pair(first, self._parse_simple(scope))
        return first

    def _parse_simple(self, scope: _Scope) -> Operand:
        t = self.tok
        if t.kind == "float":
            self.advance()
            width, bits = t.value  # type: ignore[misc]
            return FImm(width, bits)
        if t.kind == "word":
            if t.text == "_":
                self.advance()
                return Sink()
            self.advance()
            reg = scope.find_reg(t.text)
            if reg is not None:
                return reg
            if t.text.startswith("%"):
                base, _, comp = t.text.partition(".")
                if _is_special(base):
                    return SpecialReg(base[1:], comp or None)
                raise self.error(f"undeclared register `{t.text}`", t)
            offset = 0
            if self.at("+") or (self.at("-") and self.peek().kind == "int"):
                offset = self._const_expr_tail()
            return _PendingSym(t.text, offset, t.line, t.col)
        if t.kind == "int" or (t.kind == "punct" and t.text in ("-", "~", "(", "!", "+")):
            return Imm(self._const_expr())
        raise self.error(f"expected an operand but found {self.describe(t)}")

    def _const_expr_tail(self) -> int:
        """``+ expr`` or ``- expr`` after a name: the signed offset."""
        sign = -1 if self.advance().text == "-" else 1
        return sign * self._const_expr(level=5)

    def _parse_address(self, scope: _Scope) -> Operand:
        t = self.tok
        if t.kind == "word":
            base = self._parse_simple(scope)
            if isinstance(base, _PendingSym):
                return Addr(base, 0)  # type: ignore[arg-type]  # resolved at the end
            if not isinstance(base, Reg):
                # A texture or surface reference: leave it to the instruction checker.
                return base
            offset = 0
            if self.at("+") or self.at("-"):
                offset = self._const_expr_tail()
            return Addr(base, offset)
        return Addr(None, self._const_expr())

    # -- resolution ----------------------------------------------------------------------------
    def _resolve_all(self) -> None:
        for fn, inst, scope in self._pending:
            inst.operands = [self._resolve(op, fn, scope) for op in inst.operands]
        self._pending.clear()
        for var in self.module.variables.values():
            if var.init:
                var.init = [self._resolve_init(v, var) for v in var.init]

    def _resolve_init(self, v: object, var: Variable) -> object:
        if isinstance(v, Sym):
            if v.name in self.module.variables:
                return Sym(v.name, v.offset, "var")
            if v.name in self.module.functions or v.name in self.module.entries:
                return Sym(v.name, v.offset, "func")
            raise PTXSyntaxError(
                f"undefined symbol `{v.name}` in the initializer of `{var.name}`",
                self.filename,
                var.line,
                var.col,
            )
        return v

    def _resolve(self, op: Operand, fn: Function, scope: _Scope) -> Operand:
        if isinstance(op, _PendingSym):
            return self._resolve_sym(op, fn, scope)
        if isinstance(op, Addr) and isinstance(op.base, _PendingSym):
            s = self._resolve_sym(op.base, fn, scope)
            if isinstance(s, Imm):
                return Addr(None, s.value + op.offset)
            assert isinstance(s, Sym)
            return Addr(Sym(s.name, 0, s.kind), op.offset + s.offset)
        if isinstance(op, Vec):
            return Vec(tuple(self._resolve(o, fn, scope) for o in op.items))
        if isinstance(op, Group):
            return Group(tuple(self._resolve(o, fn, scope) for o in op.items))
        if isinstance(op, MultiAddr):
            return MultiAddr(tuple(self._resolve(o, fn, scope) for o in op.items))
        if isinstance(op, Pair):
            return Pair(self._resolve(op.first, fn, scope), self._resolve(op.second, fn, scope))
        return op

    def _resolve_sym(self, s: _PendingSym, fn: Function, scope: _Scope) -> Operand:
        name = s.name
        uid = scope.find_label(name)
        if uid is not None:
            return Sym(uid, s.offset, "label")
        var = scope.find_var(name)
        if var is not None:
            return Sym(
                var.uid,
                s.offset,
                "var"
                if var.space not in ("callprototype", "branchtargets", "calltargets")
                else var.space,
            )
        if any(p.name == name for p in fn.params) or any(p.name == name for p in fn.returns):
            return Sym(name, s.offset, "param")
        mod = self.module
        if name in mod.variables:
            return Sym(name, s.offset, "var")
        if name in mod.functions or name in mod.entries:
            return Sym(name, s.offset, "func")
        if name == "WARP_SZ":
            return Imm(32 + s.offset)
        raise PTXSyntaxError(f"undefined symbol `{name}`", self.filename, s.line, s.col)


@dataclass(frozen=True)
class _PendingSym:
    """A name seen while parsing a body, resolved once the whole module is known."""

    name: str
    offset: int
    line: int
    col: int


def parse_module(text: str, filename: str = "<ptx>") -> Module:
    """Parse PTX source text into a :class:`Module`.

    ``text`` is the whole PTX file (str); ``filename`` is used in messages only.
    Returns the Module with ``entries`` (``.entry`` kernels, in file order), ``functions``,
    ``variables``, ``version``, ``target`` and ``address_size``.
    Raises :class:`PTXSyntaxError` (a ValueError) reading ``file:line:col: message`` for
    malformed text: unknown directives, undeclared registers, undefined labels or symbols,
    unbalanced braces, missing semicolons, bad literals.
    """
    if not isinstance(text, str):
        raise TypeError(f"parse_module expects PTX text (str), not {type(text).__name__}")
    return _Parser(text, filename).parse()
