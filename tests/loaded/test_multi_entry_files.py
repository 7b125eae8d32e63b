"""PTX files with many entries: an entry the emulator cannot run does
not refuse the file for the entries it can (the refusal names the entry, when that entry is
the one asked for), and several LoadedVectors on one file parse it once and link each entry
once per process."""

from __future__ import annotations

import re
from pathlib import Path

import numpy as np
import pytest
from references import FIXTURES

from eagle import LoadedVector, SignatureError
from eagle.ptx import UnsupportedInstruction

SAXPY_TOML = (FIXTURES / "saxpy.toml").read_text()


def _two_entries(tmp_path: Path) -> Path:
    """saxpy, and a copy of it named `nope` that also runs an instruction the emulator refuses
    (wgmma.fence, a tensor-core instruction)."""
    src = (FIXTURES / "saxpy.ptx").read_text()
    start = src.index(".visible .entry")
    entry = src[start:]
    nope = entry.replace("saxpy", "nope").replace("ret;", "wgmma.fence.sync.aligned;\n\tret;", 1)
    path = tmp_path / "two.ptx"
    path.write_text(src + "\n" + nope)
    return path


def test_an_unsupported_entry_does_not_refuse_the_others(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("EAGLE_TARGET", "host")  # the emulator checks the entry at load
    path = _two_entries(tmp_path)
    k = LoadedVector(path, signature=_sig("saxpy"))
    x = np.arange(8, dtype=np.float32)
    y = np.ones(8, np.float32)
    np.testing.assert_array_equal(k(x=x, y=y.copy(), a=np.float32(2)), 2 * x + y)
    with pytest.raises(UnsupportedInstruction, match=r"wgmma.*in entry `nope`"):
        LoadedVector(path, signature=_sig("nope"))


def _sig(entry: str) -> dict:
    import tomllib

    data = tomllib.loads(SAXPY_TOML)
    data["entry"] = entry
    return data


def test_one_file_is_parsed_once_and_each_entry_linked_once(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import eagle.loaded._ptx as ptx_mod
    import eagle.ptx._inline as link_mod

    monkeypatch.setenv("EAGLE_TARGET", "host")
    src = (FIXTURES / "saxpy.ptx").read_text()
    entry = src[src.index(".visible .entry") :]
    text = src + "".join("\n" + entry.replace("saxpy", f"saxpy{i}") for i in range(6))
    path = tmp_path / "many.ptx"
    path.write_text(text)
    parses, links = [], []
    real_parse, real_link = ptx_mod.parse_module, link_mod.link_entry
    monkeypatch.setattr(ptx_mod, "parse_module", lambda *a: parses.append(1) or real_parse(*a))
    monkeypatch.setattr(
        link_mod, "link_entry", lambda m, e, c=True: links.append(e.name) or real_link(m, e, c)
    )
    ptx_mod._parsed.cache_clear()
    kernels = [LoadedVector(path, signature=_sig(f"saxpy{i % 3}")) for i in range(6)]
    assert len(parses) == 1
    assert sorted(links) == ["saxpy0", "saxpy1", "saxpy2"]
    x = np.arange(4, dtype=np.float32)
    for k in kernels:
        np.testing.assert_array_equal(k(x=x, y=np.zeros(4, np.float32), a=np.float32(3)), 3 * x)


@pytest.mark.parametrize(
    ("body", "says"),
    [
        ("wgmma.fence.sync.aligned;", "tensor-core matrix instructions are not emulated"),
        ("mov.u32 %r1, %pm0;", "special register %pm0"),
    ],
)
def test_what_real_code_uses_is_refused_saying_what_and_why(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, body: str, says: str
) -> None:
    # features of real CUDA code the emulator does not do yet
    monkeypatch.setenv("EAGLE_TARGET", "host")
    src = (FIXTURES / "saxpy.ptx").read_text()
    path = tmp_path / "k.ptx"
    path.write_text(src.replace("ret;", body + "\n\tret;", 1))
    with pytest.raises(UnsupportedInstruction, match=re.escape(says)):
        LoadedVector(path, signature=_sig("saxpy"))


STRUCT_PTX = """.version 8.0
.target sm_80
.address_size 64

.visible .entry k(.param .u64 inp, .param .u64 out, .param .align 8 .b8 p[24], .param .u32 n)
{
    .reg .pred %pr;
    .reg .b32 %r<8>;
    .reg .f32 %f<4>;
    .reg .f64 %fd<6>;
    .reg .b64 %rd<12>;
    ld.param.u64 %rd1, [inp];
    ld.param.u64 %rd2, [out];
    ld.param.f32 %f1, [p];
    ld.param.f64 %fd1, [p+8];
    ld.param.u32 %r5, [p+16];
    ld.param.u32 %r1, [n];
    mov.u32 %r2, %ctaid.x;
    mov.u32 %r3, %ntid.x;
    mov.u32 %r4, %tid.x;
    mad.lo.s32 %r2, %r2, %r3, %r4;
    setp.ge.u32 %pr, %r2, %r1;
    @%pr bra DONE;
    cvta.to.global.u64 %rd3, %rd1;
    cvta.to.global.u64 %rd4, %rd2;
    mul.wide.u32 %rd5, %r2, 8;
    add.u64 %rd6, %rd3, %rd5;
    add.u64 %rd7, %rd4, %rd5;
    ld.global.f64 %fd2, [%rd6];
    cvt.f64.f32 %fd3, %f1;
    mul.rn.f64 %fd4, %fd3, %fd2;
    add.rn.f64 %fd4, %fd4, %fd1;
    cvt.rn.f64.s32 %fd5, %r5;
    add.rn.f64 %fd4, %fd4, %fd5;
    st.global.f64 [%rd7], %fd4;
DONE:
    ret;
}
"""

STRUCT_TOML = """entry = "k"
[launch]
block = [128]
threads = ["n"]
[[param]]
name = "inp"
role = "in"
dtype = "float64"
shape = ["n"]
[[param]]
name = "out"
role = "out"
dtype = "float64"
shape = ["n"]
[[param]]
name = "p"
role = "scalar"
dtype = { scale = "float32", offset = "float64", count = "int32" }
[[param]]
name = "n"
role = "length"
dtype = "uint32"
"""


def test_a_struct_passed_by_value(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # `.param .align 8 .b8 p[24]` described by a dtype table, laid out as C
    # lays out struct { float scale; double offset; int count; } (offsets 0, 8, 16; 24 bytes)
    import pickle

    from eagle.loaded._plan import ParamPacker

    monkeypatch.setenv("EAGLE_TARGET", "host")
    (tmp_path / "s.ptx").write_text(STRUCT_PTX)
    (tmp_path / "s.toml").write_text(STRUCT_TOML)
    k = LoadedVector(tmp_path / "s.ptx")
    dt = k.signature.params[2].dtype
    assert [dt.fields[f][1] for f in dt.names] == [0, 8, 16] and dt.itemsize == 24
    x = np.linspace(-2.0, 3.0, 300)
    want = np.float64(np.float32(1.5)) * x + 0.25 + 7
    np.testing.assert_array_equal(k(inp=x, p={"scale": 1.5, "offset": 0.25, "count": 7}), want)
    as_numpy = np.array((1.5, 0.25, 7), dt)[()]
    np.testing.assert_array_equal(pickle.loads(pickle.dumps(k))(inp=x, p=as_numpy), want)
    assert "p: struct{scale: float32, offset: float64, count: int32}" in repr(k)
    # wrong fields, wrong values, wrong types: refused like scalars
    with pytest.raises(TypeError, match=r"fields \['scale', 'offset', 'count'\] expected"):
        k(inp=x, p={"scale": 1.5, "offset": 0.25})
    with pytest.raises(ValueError, match=r"p.count.*out of range"):
        k(inp=x, p={"scale": 1.5, "offset": 0.25, "count": 2**40})
    with pytest.raises(TypeError, match=r"pass a dict of its fields"):
        k(inp=x, p=(1.5, 0.25, 7))
    # the CUDA target's parameter buffer: the struct's 24 bytes in its own slot, each void*
    # of cuLaunchKernel's array pointing at its parameter's slot
    import ctypes

    packer = ParamPacker([None, None, dt, np.dtype("uint32")], [0, 1, 2], {3: np.uint32(300)})
    address = packer.pack([0x1000, 0x2000, as_numpy.tobytes()])
    slots = (ctypes.c_void_p * 4).from_address(address)
    assert [slots[i] - slots[0] for i in range(4)] == [0, 8, 16, 40]
    assert ctypes.c_uint64.from_address(slots[1]).value == 0x2000
    assert ctypes.string_at(slots[2], 24) == as_numpy.tobytes()
    assert ctypes.c_uint32.from_address(slots[3]).value == 300


def test_a_struct_of_the_wrong_size_is_refused(tmp_path: Path) -> None:
    (tmp_path / "s.ptx").write_text(STRUCT_PTX)
    (tmp_path / "s.toml").write_text(
        STRUCT_TOML.replace('offset = "float64", ', 'offset = "float32", ')
    )
    with pytest.raises(
        SignatureError,
        match=r"struct\{scale: float32, offset: float32, count: int32\} \(12 bytes"
        r".*aggregate of 24 bytes: the struct must have the same size",
    ):
        LoadedVector(tmp_path / "s.ptx")


def test_a_nested_struct_is_a_signature_error(tmp_path: Path) -> None:
    (tmp_path / "s.ptx").write_text(STRUCT_PTX)
    (tmp_path / "s.toml").write_text(
        STRUCT_TOML.replace('scale = "float32"', 'scale = { a = "float32" }')
    )
    with pytest.raises(SignatureError, match=r"struct field 'scale': dtype \{'a': 'float32'\}"):
        LoadedVector(tmp_path / "s.ptx")
