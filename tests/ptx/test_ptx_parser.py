"""The PTX parser: entries and parameters of real nvcc output, scoping, and syntax errors that
name file, line and column."""

from __future__ import annotations

import pytest
from ptx_paths import FIXTURES, KERNELS

from eagle.ptx import PTXSyntaxError, parse_module
from eagle.ptx._syntax import Addr, FImm, Group, Imm, Pair, Reg, SpecialReg, Sym, Vec

EXPECTED_PARAMS = {
    "gravity": ["u64", "u64", "f64", "u64"],
    "saxpy": ["u64", "u64", "f32", "u32"],
    "bits": ["u64", "u64", "u64", "u32"],
    "divmod": ["u64", "u64", "u64", "u64", "u32"],
    "row_sum": ["u64", "u64", "u32"],
    "transpose": ["u64", "u64", "u32", "u32"],
}


@pytest.mark.parametrize("name", sorted(EXPECTED_PARAMS))
def test_fixture_entry_and_params(name: str) -> None:
    mod = parse_module((FIXTURES / f"{name}.ptx").read_text(), f"{name}.ptx")
    assert (mod.version, mod.target, mod.address_size) == ("9.0", "sm_75", 64)
    assert list(mod.entries) == [name]
    entry = mod.entries[name]
    assert [p.type for p in entry.params] == EXPECTED_PARAMS[name]
    assert [p.name for p in entry.params] == [f"{name}_param_{i}" for i in range(len(entry.params))]
    assert [p.size for p in entry.params] == [int(t[1:]) // 8 for t in EXPECTED_PARAMS[name]]
    assert all(p.array_len is None for p in entry.params)
    assert entry.params[0].line > 10


def test_struct_param_device_function_and_module_variables() -> None:
    mod = parse_module((KERNELS / "rich.ptx").read_text(), "rich.ptx")
    p0 = mod.entries["rich"].params[0]
    assert (p0.type, p0.array_len, p0.size, p0.align) == ("b8", 16, 16, 8)
    helper = mod.functions["_Z6helperfi"]
    assert [p.name for p in helper.returns] == ["func_retval0"]
    assert [p.type for p in helper.params] == ["b32", "b32"]
    assert helper.variables["__local_depot0"].size == 32
    coef = mod.variables["coef"]
    assert (coef.space, coef.size, coef.init[:4]) == ("const", 16, [0, 0, 128, 63])
    assert mod.variables["counter"].init == [7]
    dyn = mod.variables["dyn"]
    assert dyn.extern and dyn.dims == (0,) and dyn.align == 16


def test_operand_forms() -> None:
    mod = parse_module((KERNELS / "rich.ptx").read_text(), "rich.ptx")
    body = [i for i in mod.entries["rich"].body if hasattr(i, "opcode")]
    by_text = {}
    for inst in body:
        by_text.setdefault(inst.text, inst)
    shfl = by_text["shfl.sync.down.b32"]
    assert isinstance(shfl.operands[0], Pair)
    assert by_text["mov.u32"].operands[1] == SpecialReg("ntid", "x")
    ld = by_text["ld.param.f32"]
    assert ld.operands[1] == Addr(Sym("rich_param_0", 0, "param"), 12)
    call = by_text["call.uni"]
    assert isinstance(call.operands[0], Group) and call.operands[1].kind == "func"
    assert by_text["setp.gt.f32"].operands[2] == FImm(32, 0)
    st = [
        i for i in mod.functions["_Z6helperfi"].body if getattr(i, "text", "") == "st.local.v4.f32"
    ][1]
    assert st.operands[0] == Addr(Reg("%rd2", "%rd2", "b64"), 16)
    assert isinstance(st.operands[1], Vec) and len(st.operands[1].items) == 4
    # the inline-asm block declares `p` in an inner scope: a distinct register
    inner = next(i for i in body if i.text == "selp.u32")
    assert inner.operands[3].uid != "p" and inner.operands[3].name == "p"


def test_immediates_and_negative_offsets() -> None:
    text = """
.version 8.0
.target sm_80
.address_size 64
.visible .entry k(.param .u64 k_param_0)
{
    .reg .b32 %r<4>;
    .reg .b64 %rd<3>;
    ld.param.u64 %rd1, [k_param_0];
    mov.u32 %r1, 0x7fffFFFF;
    mov.u32 %r2, -1;
    mov.u32 %r3, 017;
    add.s32 %r3, %r3, 0b101;
    ld.global.u32 %r1, [%rd1+-8];
    ld.global.u32 %r1, [%rd1-4];
    mov.b32 %r1, WARP_SZ;
    ret;
}
"""
    mod = parse_module(text)
    insts = [i for i in mod.entries["k"].body if hasattr(i, "opcode")]
    assert insts[1].operands[1] == Imm(0x7FFFFFFF)
    assert insts[2].operands[1] == Imm(-1)
    assert insts[3].operands[1] == Imm(0o17)
    assert insts[4].operands[2] == Imm(5)
    assert insts[5].operands[1].offset == -8
    assert insts[6].operands[1].offset == -4
    assert insts[7].operands[1] == Imm(32)


HEADER = ".version 8.0\n.target sm_80\n.address_size 64\n"


@pytest.mark.parametrize(
    ("body", "line", "col", "fragment"),
    [
        (
            "    .reg .b32 %r<2>;\n    mov.u32 %r1, %r9;\n    ret;\n",
            7,
            18,
            "undeclared register `%r9`",
        ),
        ("    .reg .b32 %r<2>;\n    mov.u32 %r1, 1\n    ret;\n", 8, 5, "`,` or `;`"),
        ("    bra $L_nowhere;\n    ret;\n", 6, 9, "undefined symbol `$L_nowhere`"),
        ("    .reg .b32 %r<2>;\n    mov.u32 %r1, 1 # 2;\n", 7, 20, "unexpected character '#'"),
        ("    .reg .b33 %r<2>;\n", 6, 10, "unexpected `.b33`"),
        ("    .reg .pred %p;\n    .reg .b32 %r1;\n    @%r1 bra L;\nL:  ret;\n", 8, 6, "not .pred"),
    ],
)
def test_syntax_errors_name_line_and_column(body: str, line: int, col: int, fragment: str) -> None:
    text = HEADER + ".visible .entry k()\n{\n" + body + "}\n"
    with pytest.raises(PTXSyntaxError) as info:
        parse_module(text, "bad.ptx")
    err = info.value
    assert fragment in str(err)
    assert (err.filename, err.line, err.column) == ("bad.ptx", line, col)
    assert str(err).startswith(f"bad.ptx:{line}:{col}: ")
    assert isinstance(err, ValueError)


def test_unterminated_body_and_unknown_directive() -> None:
    with pytest.raises(PTXSyntaxError, match=r"x.ptx:4:21: unterminated function body"):
        parse_module(HEADER + ".visible .entry k() {\n  ret;\n", "x.ptx")
    with pytest.raises(PTXSyntaxError, match=r"x.ptx:4:1: unknown directive `.bogus`"):
        parse_module(HEADER + ".bogus 1;\n", "x.ptx")
    with pytest.raises(PTXSyntaxError, match=r"x.ptx:1:14: .address_size must be 32 or 64"):
        parse_module(".version 8.0\n.address_size 48\n".replace("\n.a", " .a"), "x.ptx")


def test_not_text_is_a_type_error() -> None:
    with pytest.raises(TypeError):
        parse_module(b".version 8.0")  # type: ignore[arg-type]
