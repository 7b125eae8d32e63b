"""Bad input and runtime faults: refused at load with the line, or an EmulatorError that names
kernel, block, thread and address; never a crash, a hang or a silent wrong answer."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st
from ptx_paths import FIXTURES

from eagle.ptx import (
    EmulatorError,
    HostModule,
    PTXSyntaxError,
    UnsupportedInstruction,
    UnsupportedPTX,
)

HEADER = ".version 8.0\n.target sm_80\n.address_size 64\n"


def kernel(body: str, params: str = ".param .u64 k_param_0") -> str:
    return (
        HEADER
        + f".visible .entry k({params})\n{{\n"
        + "    .reg .pred %p<4>;\n    .reg .b32 %r<16>;\n    .reg .b64 %rd<16>;\n"
        + "    .reg .f32 %f<16>;\n"
        + body
        + "}\n"
    )


@pytest.mark.parametrize(
    ("line", "text", "reason"),
    [
        ("tex.2d.v4.f32.f32 {%f1, %f2, %f3, %f4}, [tex0, {%f5, %f6}];", "tex.2d.v4.f32.f32", ""),
        (
            "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {%f1, %f2, %f3, %f4}, "
            "{%r1, %r2}, {%r3}, {%f5, %f6, %f7, %f8};",
            "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32",
            "",
        ),
        ("wgmma.fence.sync.aligned;", "wgmma.fence.sync.aligned", ""),
        ("suld.b.1d.b32.trap {%r1}, [surf0, {%r2}];", "suld.b.1d.b32.trap", ""),
        ("add.rz.ftz.f64 %rd1, %rd2, %rd3;", "add.rz.ftz.f64", ".ftz"),
        ("cvt.rna.tf32.f32 %r1, %f1;", "cvt.rna.tf32.f32", ""),
    ],
)
def test_unsupported_instruction_is_refused_at_load_with_its_line(
    line: str, text: str, reason: str
) -> None:
    decls = ".global .texref tex0;\n.global .surfref surf0;\n"
    src = HEADER + decls + kernel("    " + line + "\n    ret;\n")[len(HEADER) :]
    with pytest.raises(UnsupportedInstruction) as info:
        HostModule(src, "bad.ptx")
    err = info.value
    assert err.line == 12
    assert str(err).startswith(f"bad.ptx:12: instruction `{text}` is not supported")
    assert reason in str(err)


def test_unsupported_instruction_in_an_uncalled_function_is_refused() -> None:
    src = (
        HEADER
        + ".func f()\n{\n    .reg .b32 %r<2>;\n"
        + "    tex.1d.v4.s32.s32 {%r1,%r1,%r1,%r1}, [t, {%r1}];\n    ret;\n}\n"
    )
    src = src.replace(".func f()", ".global .texref t;\n.func f()")
    src += ".visible .entry k()\n{\n    ret;\n}\n"
    with pytest.raises(UnsupportedInstruction, match=r":8: instruction `tex.1d.v4.s32.s32`"):
        HostModule(src)


def test_unbounded_recursion_stops_with_an_error() -> None:
    src = HEADER + (
        ".func f()\n{\n    call f, ();\n    ret;\n}\n"
        ".visible .entry k()\n{\n    call f, ();\n    ret;\n}\n"
    )
    with pytest.raises(EmulatorError, match="recursion of `f` deeper than 24 levels"):
        HostModule(src).launch("k", 1, 1, [])


def test_bounded_recursion_runs() -> None:
    # sum(k) = k + sum(k - 1), sum(0) = 0, for k = tid (up to 10 levels)
    src = HEADER + (
        ".func (.param .b32 r) sum(.param .b32 k)\n{\n    .reg .pred %p;\n"
        "    .reg .b32 %a<4>;\n    ld.param.u32 %a0, [k];\n    setp.eq.u32 %p, %a0, 0;\n"
        "    mov.u32 %a3, 0;\n    @%p bra $L_done;\n    sub.u32 %a1, %a0, 1;\n"
        "    {\n    .param .b32 q;\n    .param .b32 s;\n    st.param.b32 [q], %a1;\n"
        "    call (s), sum, (q);\n    ld.param.b32 %a2, [s];\n    }\n"
        "    add.u32 %a3, %a2, %a0;\n$L_done:\n    st.param.b32 [r], %a3;\n    ret;\n}\n"
        ".visible .entry k(.param .u64 out)\n{\n    .reg .b32 %r<3>;\n    .reg .b64 %rd<3>;\n"
        "    mov.u32 %r0, %tid.x;\n    {\n    .param .b32 q;\n    .param .b32 s;\n"
        "    st.param.b32 [q], %r0;\n    call (s), sum, (q);\n    ld.param.b32 %r1, [s];\n"
        "    }\n    ld.param.u64 %rd0, [out];\n    mul.wide.u32 %rd1, %r0, 4;\n"
        "    add.s64 %rd2, %rd0, %rd1;\n    st.global.u32 [%rd2], %r1;\n    ret;\n}\n"
    )
    out = np.zeros(11, np.uint32)
    HostModule(src).launch("k", 1, 11, [out])
    k = np.arange(11)
    np.testing.assert_array_equal(out, k * (k + 1) // 2)


def test_malformed_operands_are_syntax_errors_with_line_and_column() -> None:
    src = kernel("    add.s32 %r1, %r2;\n    ret;\n")
    with pytest.raises(PTXSyntaxError, match=r"x.ptx:10:5: `add.s32`: expected 3 operands"):
        HostModule(src, "x.ptx")


def _saxpy() -> HostModule:
    return HostModule((FIXTURES / "saxpy.ptx").read_text(), "saxpy.ptx")


def test_out_of_bounds_load_names_kernel_block_thread_and_address() -> None:
    x = np.ones(300, np.float32)
    y = np.ones(300, np.float32)
    with pytest.raises(EmulatorError) as info:
        _saxpy().launch("saxpy", 2, 256, [x, y, 2.0, 400])  # n larger than the arrays
    err = info.value
    assert err.kernel == "saxpy"
    assert err.block == (1, 0, 0) and err.thread == (44, 0, 0)  # global index 300
    assert err.address is not None
    assert "out-of-bounds load of 4 bytes" in str(err)
    assert f"{err.address:#x}" in str(err)
    assert "kernel `saxpy`, block (1, 0, 0), thread (44, 0, 0)" in str(err)
    assert isinstance(err, RuntimeError)


def test_null_pointer_and_misaligned_access() -> None:
    hm = HostModule(
        kernel("    ld.param.u64 %rd1, [k_param_0];\n    ld.global.u32 %r1, [%rd1+1];\n    ret;\n")
    )
    buf = np.zeros(4, np.uint32)
    with pytest.raises(EmulatorError, match="misaligned load of 4 bytes"):
        hm.launch("k", 1, 1, [buf])
    with pytest.raises(EmulatorError, match=r"null pointer \(address 0x0\)|no allocation"):
        hm.launch("k", 1, 1, [0])


def test_out_of_bounds_store_to_shared_memory() -> None:
    body = (
        "    .shared .align 4 .b8 buf[64];\n"
        "    mov.u32 %r1, %tid.x;\n    shl.b32 %r2, %r1, 2;\n"
        "    st.shared.u32 [%r2], %r1;\n    ret;\n"
    )
    hm = HostModule(kernel(body, ""))
    hm.launch("k", 1, 16, [])
    with pytest.raises(
        EmulatorError, match=r"out-of-bounds shared store .* at shared address 0x40"
    ):
        hm.launch("k", 1, 17, [])


def test_runaway_kernel_stops_at_the_instruction_budget() -> None:
    hm = HostModule(kernel("$L_top:\n    add.s32 %r1, %r1, 1;\n    bra $L_top;\n    ret;\n", ""))
    with pytest.raises(EmulatorError, match="instruction budget exhausted") as info:
        hm.launch("k", 2, 32, [], instruction_budget=10_000)
    assert info.value.thread == (0, 0, 0)


def test_trap_and_barrier_deadlock() -> None:
    hm = HostModule(kernel("    trap;\n    ret;\n", ""))
    with pytest.raises(EmulatorError, match="trap"):
        hm.launch("k", 1, 1, [])
    body = (
        "    mov.u32 %r1, %tid.x;\n    setp.lt.u32 %p1, %r1, 16;\n    @%p1 bra $L_a;\n"
        "    bar.sync 1;\n    ret;\n$L_a:\n    bar.sync 0;\n    ret;\n"
    )
    with pytest.raises(EmulatorError, match="barrier deadlock"):
        HostModule(kernel(body, "")).launch("k", 1, 32, [])


def test_bad_arguments() -> None:
    hm = _saxpy()
    x = np.ones(4, np.float32)
    with pytest.raises(TypeError, match="takes 4 arguments"):
        hm.launch("saxpy", 1, 32, [x, x, 1.0])
    with pytest.raises(ValueError, match="out of range"):
        hm.launch("saxpy", 1, 32, [x, x, 1.0, -1])
    with pytest.raises(ValueError, match="out of range"):
        hm.launch("saxpy", 1, 32, [x, x, 1e300, 4])
    with pytest.raises(TypeError, match="integer is required"):
        hm.launch("saxpy", 1, 32, [x, x, 1.0, 4.0])
    with pytest.raises(ValueError, match="C-contiguous"):
        hm.launch("saxpy", 1, 32, [np.ones(8, np.float32)[::2], x, 1.0, 4])
    with pytest.raises(TypeError, match="not a pointer"):
        hm.launch("saxpy", 1, 32, [x, x, x, 4])
    with pytest.raises(ValueError, match="4 bytes, got 3"):
        hm.launch("saxpy", 1, 32, [x, x, b"abc", 4])
    with pytest.raises(KeyError, match=r"no \.entry `nope`"):
        hm.launch("nope", 1, 32, [])
    with pytest.raises(ValueError, match="exceeds the CUDA limits"):
        hm.launch("saxpy", 1, 2048, [x, x, 1.0, 4])


def test_raw_bytes_and_int_addresses_through_device_memory() -> None:
    from eagle.ptx import DeviceMemory

    mem = DeviceMemory()
    n = 10
    xa = mem.alloc(4 * n)
    ya = mem.alloc(4 * n)
    mem.view(xa, 4 * n)[:] = np.arange(n, dtype=np.float32).view(np.uint8)
    mem.view(ya, 4 * n)[:] = np.ones(n, np.float32).view(np.uint8)
    a = np.float32(0.5).tobytes()
    _saxpy().launch("saxpy", 1, 32, [xa, ya, a, n], memory=mem)
    y = mem.view(ya, 4 * n).view(np.float32)
    np.testing.assert_array_equal(y, 0.5 * np.arange(n, dtype=np.float32) + 1)
    assert xa % 256 == 0 and ya % 256 == 0 and xa != 0


def _declaring(version: str, target: str) -> str:
    return kernel("    ret;\n").replace(HEADER, f".version {version}\n.target {target}\n")


@pytest.mark.parametrize(
    ("version", "target", "directive", "given", "newest"),
    [
        ("99.9", "sm_80", ".version", "99.9", "9.4"),
        ("9.5", "sm_80", ".version", "9.5", "9.4"),
        ("10.0", "sm_80", ".version", "10.0", "9.4"),
        ("9.0", "sm_100", ".target", "sm_100", "sm_90a"),
        ("9.0", "sm_120a", ".target", "sm_120a", "sm_90a"),
        ("9.0", "sm_80, sm_100f", ".target", "sm_100f", "sm_90a"),
    ],
)
def test_a_version_or_target_newer_than_the_emulator_knows_is_refused(
    version: str, target: str, directive: str, given: str, newest: str
) -> None:
    with pytest.raises(UnsupportedPTX) as e:
        HostModule(_declaring(version, target), "new.ptx")
    assert str(e.value) == (
        f"new.ptx:{1 if directive == '.version' else 2}: {directive} {given} is newer than the "
        f"host emulator knows (the newest: {newest})"
    )
    assert (e.value.given, e.value.newest) == (given, newest)


def test_a_target_that_names_no_architecture_is_refused() -> None:
    with pytest.raises(UnsupportedPTX, match="sm_banana is not one the host emulator knows"):
        HostModule(_declaring("9.0", "sm_banana"), "new.ptx")


@pytest.mark.parametrize(
    ("version", "target"),
    [("9.4", "sm_90a"), ("9.0", "sm_90"), ("7.0", "sm_75, texmode_independent"), ("8.0", "sm_89")],
)
def test_versions_and_targets_the_emulator_knows_run(version: str, target: str) -> None:
    HostModule(_declaring(version, target), "known.ptx")


@given(st.integers(0, 20), st.integers(0, 9))
def test_every_version_after_the_newest_is_refused(major: int, minor: int) -> None:
    source = _declaring(f"{major}.{minor}", "sm_80")
    if (major, minor) > (9, 4):
        with pytest.raises(UnsupportedPTX, match=f"{major}.{minor} is newer"):
            HostModule(source)
    else:
        HostModule(source)
