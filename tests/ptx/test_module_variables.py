"""Stores, loads and atomics on module-scope variables (issue 12, item 1): `st.global [sym], %r`
(every lane one address) crashed the emulator with "setting an array element with a sequence"
and left the variable half-updated. Each memory instruction is run with a symbol, symbol+offset
and per-lane register address, with register and immediate values, and compared with what the
PTX ISA defines: an atomic or reduction from every lane accumulates exactly; plain stores of
different values to one address are a race whose winner the ISA leaves undefined: the emulator
lets the last lane's store land (lanes run in order), which the references state, and on a GPU
(numpy arrays run there when one is reachable) the winner is some lane, the same for all."""

# ruff: noqa: E501  (lines of embedded PTX are kept whole)

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

import eagle
from eagle import LoadedVector

HEAD = """.version 8.0
.target sm_80
.address_size 64

.global .align 4 .u32 counter;
.global .align 4 .u32 table[128];

.visible .entry k(.param .u64 inp, .param .u64 out, .param .u32 n)
{
    .reg .pred %p;
    .reg .b32 %r<8>;
    .reg .b64 %rd<8>;
    ld.param.u64 %rd1, [out];
    ld.param.u32 %r1, [n];
    mov.u32 %r2, %tid.x;
    setp.ge.u32 %p, %r2, %r1;
    @%p bra DONE;
    add.u32 %r3, %r2, 100;
"""
TAIL = """
    cvta.to.global.u64 %rd2, %rd1;
    mul.wide.u32 %rd3, %r2, 4;
    add.u64 %rd4, %rd2, %rd3;
    st.global.u32 [%rd4], %r4;
DONE:
    ret;
}
"""
TOML = """entry = "k"
[launch]
block = [64]
threads = ["n"]
[[param]]
name = "inp"
role = "in"
dtype = "uint32"
shape = ["n"]
[[param]]
name = "out"
role = "out"
dtype = "uint32"
shape = ["n"]
[[param]]
name = "n"
role = "length"
dtype = "uint32"
"""
CASES = {  # name: (PTX between the prologue and the epilogue, reference for n lanes)
    "st sym reg": (
        "st.global.u32 [counter], %r3;\n bar.sync 0;\n ld.global.u32 %r4, [counter];",
        lambda n: np.full(n, n - 1 + 100),
    ),
    "st sym imm": (
        "st.global.u32 [counter], 7;\n bar.sync 0;\n ld.global.u32 %r4, [counter];",
        lambda n: np.full(n, 7),
    ),
    "st sym+off reg": (
        "st.global.u32 [table+8], %r3;\n bar.sync 0;\n ld.global.u32 %r4, [table+8];",
        lambda n: np.full(n, n - 1 + 100),
    ),
    "st per-lane reg": (
        "mov.u64 %rd5, table;\n mul.wide.u32 %rd6, %r2, 4;\n add.u64 %rd5, %rd5, %rd6;\n st.global.u32 [%rd5], %r3;\n ld.global.u32 %r4, [%rd5];",
        lambda n: np.arange(n) + 100,
    ),
    "atom sym add": (
        "atom.global.add.u32 %r5, [counter], 1;\n bar.sync 0;\n ld.global.u32 %r4, [counter];",
        lambda n: np.full(n, n),
    ),
    "red sym add reg": (
        "red.global.add.u32 [counter], %r3;\n bar.sync 0;\n ld.global.u32 %r4, [counter];",
        lambda n: np.full(n, sum(range(100, 100 + n))),
    ),
    "st.v2 sym": (
        "st.global.v2.u32 [table], {%r3, %r3};\n bar.sync 0;\n ld.global.u32 %r4, [table+4];",
        lambda n: np.full(n, n - 1 + 100),
    ),
}


@pytest.mark.parametrize("name", sorted(CASES))
@pytest.mark.parametrize("n", [1, 5, 64])
def test_module_variable_access(tmp_path: Path, name: str, n: int) -> None:
    body, reference = CASES[name]
    (tmp_path / "k.ptx").write_text(HEAD + body + TAIL)
    (tmp_path / "k.toml").write_text(TOML)
    kernel = LoadedVector(tmp_path / "k.ptx")
    check = _check_race if name in RACES and eagle.target().name == "cuda" else _check_exact
    check(kernel(inp=np.zeros(n, np.uint32)), reference(n), n)
    # the variables are the module's: a second launch sees what the first left, and the same
    # kernel again gives the same answer where the first does not depend on it
    if name.startswith("st"):
        check(kernel(inp=np.zeros(n, np.uint32)), reference(n), n)


# Plain stores of every lane's own value to one address: on a GPU any lane may win (PTX ISA,
# "Memory Consistency Model": conflicting writes without ordering); after bar.sync every lane
# reads the winner.
RACES = {"st sym reg", "st sym+off reg", "st.v2 sym"}


def _check_exact(got: np.ndarray, reference: np.ndarray, n: int) -> None:
    np.testing.assert_array_equal(got, reference)


def _check_race(got: np.ndarray, reference: np.ndarray, n: int) -> None:
    assert np.all(got == got[0]), f"lanes read different values after bar.sync: {got}"
    assert 100 <= int(got[0]) < 100 + n, f"{int(got[0])} is no lane's value (100..{99 + n})"
