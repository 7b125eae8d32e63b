"""The corpus's own machinery, no GPU and no emulator needed: every signature agrees with
its PTX, inputs are seeded and stable, struct packing follows C layout, the comparison
honours NaN/zero/ulp rules, and the PTX census reads what the producers write."""

from __future__ import annotations

import hashlib
import json
import re

import numpy as np
import pytest
from corpus_tools import (
    build_arrays,
    compare_output,
    decode_array,
    discover,
    encode_array,
    entry_params,
    instruction_census,
    pack_args,
)
from corpus_tools._args import pack_struct
from corpus_tools._compare import compare_stdout
from corpus_tools._spec import CORPUS_ROOT, SpecError, evaluate, load_spec

SPECS = discover()
BY_ID = {s.kid: s for s in SPECS}


def test_corpus_has_every_producer() -> None:
    producers = {s.producer for s in SPECS}
    assert producers == {"nvcc", "numba", "warp", "triton"}
    assert len([s for s in SPECS if s.producer == "nvcc"]) >= 25


@pytest.mark.parametrize("spec", SPECS, ids=[s.kid for s in SPECS])
def test_signature_matches_ptx_entry(spec) -> None:
    """Entry exists; one argument per PTX parameter with the PTX parameter's byte size and
    (for structs) its alignment."""
    entries = entry_params(spec.ptx_text())
    assert spec.entry in entries, f"{spec.entry} not among {list(entries)}"
    ptx_params = entries[spec.entry].params
    args = pack_args(spec, build_arrays(spec), address_of=lambda name: 1 << 40)
    assert len(args) == len(ptx_params)
    for k, (arg, (ptype, size, align)) in enumerate(zip(args, ptx_params, strict=True)):
        assert len(arg.to_bytes(lambda name: 1 << 40)) == size, f"parameter {k} ({ptype})"
        if arg.kind == "struct":
            assert arg.align == align, f"parameter {k} alignment"


@pytest.mark.parametrize("spec", SPECS, ids=[s.kid for s in SPECS])
def test_inputs_are_deterministic_and_shaped(spec) -> None:
    a, b = build_arrays(spec), build_arrays(spec)
    assert a.keys() == b.keys()
    for name, arr in a.items():
        assert arr.tobytes() == b[name].tobytes()
        assert arr.flags.c_contiguous
    for p in spec.params:
        if p.is_buffer:
            assert a[p.name].shape == p.shape and a[p.name].dtype == np.dtype(p.dtype)


def _digest(arrays: dict[str, np.ndarray]) -> str:
    h = hashlib.sha256()
    for name in sorted(arrays):
        h.update(name.encode() + arrays[name].tobytes())
    return h.hexdigest()[:16]


def test_inputs_are_stable_across_versions() -> None:
    pins = json.loads((CORPUS_ROOT / "corpus_tools" / "input_digests.json").read_text())
    assert set(pins) == {s.kid for s in SPECS}
    changed = {kid: d for kid, d in pins.items() if _digest(build_arrays(BY_ID[kid])) != d}
    assert not changed, f"seeded inputs changed for {sorted(changed)}"


def test_special_values_lead_float_inputs() -> None:
    a = build_arrays(BY_ID["nvcc/f32_rounding"])["a"]
    assert a[0] == 0 and not np.signbit(a[0]) and np.signbit(a[1]) and a[1] == 0
    assert np.isposinf(a[2]) and np.isneginf(a[3]) and np.isnan(a[4])
    assert a[13] == np.float32(2.0**-149)  # smallest subnormal


def test_ranges_follow_inputs_table() -> None:
    arr = build_arrays(BY_ID["nvcc/approx_sincos"])["x"]
    assert arr.min() >= -3.1416 and arr.max() <= 3.1416
    b = build_arrays(BY_ID["nvcc/int32_divrem"])["b"]
    assert (b != 0).all()
    p = build_arrays(BY_ID["nvcc/approx_exp_log"])["p"]
    assert p.min() >= 2.0**-10 and p.max() < 2.0**10


def test_struct_param_uses_c_layout() -> None:
    spec = BY_ID["nvcc/struct_param"]
    (p,) = [p for p in spec.params if p.name == "p"]
    blob, align = pack_struct(p.fields, spec, None, None, None, "test")
    assert (len(blob), align) == (48, 8)
    assert np.frombuffer(blob, np.float32, 1, 0)[0] == 1.5
    assert np.frombuffer(blob, np.int32, 1, 4)[0] == -77
    assert np.frombuffer(blob, np.float64, 1, 8)[0] == 0.25
    assert blob[16] == 1 and np.frombuffer(blob, np.int16, 1, 18)[0] == 2
    assert list(np.frombuffer(blob, np.float32, 4, 20)) == [1.0, -0.5, 0.25, 0.125]
    assert np.frombuffer(blob, np.int64, 1, 40)[0] == (1 << 44) - 1


def test_warp_array_struct_holds_the_buffer_address() -> None:
    spec = BY_ID["warp/wp_math"]
    args = pack_args(spec, build_arrays(spec), address_of=lambda name: {"x": 0x1234}.get(name, 7))
    x = args[1].to_bytes(lambda name: 0)
    assert len(x) == 56
    assert np.frombuffer(x, np.uint64, 2, 0).tolist() == [0x1234, 0]
    assert np.frombuffer(x, np.int32, 8, 16).tolist() == [1000, 0, 0, 0, 4, 0, 0, 0]
    assert np.frombuffer(x, np.uint16, 2, 48).tolist() == [1, 0]


def test_numba_arrays_are_flattened() -> None:
    spec = BY_ID["numba/nb_grid2d"]
    args = pack_args(spec, build_arrays(spec))
    assert len(args) == 18
    kinds = [a.kind for a in args[:9]]
    assert kinds == ["scalar"] * 4 + ["buffer"] + ["scalar"] * 4
    assert [int(a.value) for a in args[5:9]] == [40, 50, 50 * 8, 8]


def test_expressions() -> None:
    sizes = {"n": 1000, "w": 45}
    assert evaluate("cdiv(n, 256)", sizes, "t") == 4
    assert evaluate("w * 4", sizes, "t") == 180
    with pytest.raises(SpecError, match="symbol 'm'"):
        evaluate("m + 1", sizes, "t")
    with pytest.raises(SpecError, match="unsupported"):
        evaluate("__import__('os')", sizes, "t")


def test_bad_signature_is_a_clear_error(tmp_path) -> None:
    bad = tmp_path / "bad.toml"
    bad.write_text('entry = "k"\n[launch]\nblock = [64]\nthreads = ["n"]\n')
    with pytest.raises(SpecError, match="symbol 'n' is not in"):
        load_spec(bad)
    bad.write_text('entry = "k"\n[launch]\nthreads = [8]\n[[param]]\nname = "x"\nrole = "io"\n')
    with pytest.raises(SpecError, match="role"):
        load_spec(bad)


def test_compare_exact_floats() -> None:
    e = np.array([1.0, np.nan, 0.0, np.inf], np.float32)
    assert compare_output(e.copy(), e).ok
    # NaNs must be the same NaN: the emulator reproduces the device's payloads
    other_nan = np.array([0x7FC00001], np.uint32).view(np.float32)[0]
    v = compare_output(np.array([1.0, other_nan, 0.0, np.inf], np.float32), e)
    assert not v.ok and v.mismatches == 1 and "(1,)" in v.detail
    v = compare_output(np.array([1.0, np.nan, -0.0, np.inf], np.float32), e)
    assert not v.ok and v.mismatches == 1 and "(2,)" in v.detail
    assert not compare_output(np.nextafter(e, np.float32(2)), e).ok


def test_compare_with_tolerance() -> None:
    e = np.array([1.0, 2.0, np.nan, np.inf], np.float32)
    up2 = np.nextafter(np.nextafter(e, np.float32(9)), np.float32(9))
    up2[2:] = e[2:]
    assert compare_output(up2, e, {"ulp": 2}).ok
    assert not compare_output(up2, e, {"ulp": 1}).ok
    assert compare_output(e + np.float32(1e-6), e, {"abs": 2e-6}).ok
    assert not compare_output(np.array([1, 2, 0, np.inf], np.float32), e, {"abs": 1.0}).ok
    assert not compare_output(np.array([1, 2, np.nan, -np.inf], np.float32), e, {"rel": 1}).ok


def test_compare_float16_bits() -> None:
    e = np.array([1.0, -2.5], np.float16).view(np.uint16)
    a = np.nextafter(np.array([1.0, -2.5], np.float16), np.float16(0)).view(np.uint16)
    assert not compare_output(a, e).ok
    assert compare_output(a, e, {"view": "float16", "ulp": 1}).ok


def test_record_roundtrip() -> None:
    a = np.arange(24, dtype=np.int16).reshape(2, 3, 4)
    entry = json.loads(json.dumps(encode_array(a)))
    assert entry["shape"] == [2, 3, 4] and entry["dtype"] == "int16"
    back = decode_array(entry)
    assert back is not None and (back == a).all()
    entry["sha256"] = "0" * 64
    with pytest.raises(ValueError, match="corrupted"):
        decode_array(entry)


def test_census_reads_inline_asm_guards_and_debug_info() -> None:
    ptx = """
    .visible .entry k(.param .u64 k_param_0, .param .align 8 .b8 k_param_1[24])
    {
    .loc 1 2 3
    $L__tmp0:
    @%p1 bra $L__BB0_2;
    // begin inline asm
    { .reg .b16 t; cvt.rn.f16.f32 t, %f1;
    mov.b16 %rs1, t;}
    // end inline asm
    @!%p2 ld.global.nc.v4.f32 {%f1, %f2, %f3, %f4}, [%rd1];
    $L__BB0_2: ret;
    }
    .section .debug_abbrev
    {
    .b8 1
    }
    """
    census = instruction_census(ptx)
    assert set(census) == {"bra", "cvt.rn.f16.f32", "mov.b16", "ld.global.nc.v4.f32", "ret"}
    assert census["ld.global.nc.v4.f32"] == [11]
    (entry,) = entry_params(ptx).values()
    assert entry.params == (("u64", 8, 8), ("b8", 24, 8))


def test_structs_of_three_sizes_use_c_layout() -> None:
    """struct_by_value: Tri (3 bytes, align 1), Small (8, align 4), Mixed (40, align 8: 7
    bytes of padding after the char, 4 at the end), as the PTX declares them."""
    spec = BY_ID["nvcc/struct_by_value"]
    by_name = {p.name: p for p in spec.params}
    blobs = {
        name: pack_struct(by_name[name].fields, spec, None, None, None, "test")
        for name in ("t", "s", "m")
    }
    assert {k: (len(b), a) for k, (b, a) in blobs.items()} == {
        "t": (3, 1),
        "s": (8, 4),
        "m": (40, 8),
    }
    assert list(blobs["t"][0]) == [3, 200, 7]
    s = blobs["s"][0]
    assert np.frombuffer(s, np.float32, 1, 0)[0] == 1.5
    assert np.frombuffer(s, np.int32, 1, 4)[0] == -12345
    m = blobs["m"][0]
    assert np.frombuffer(m, np.int8, 1, 0)[0] == -7 and m[1:8] == bytes(7)
    assert np.frombuffer(m, np.float64, 1, 8)[0] == 0.25
    assert np.frombuffer(m, np.int16, 1, 16)[0] == -3 and m[18:20] == bytes(2)
    assert np.frombuffer(m, np.float32, 1, 20)[0] == 0.5
    assert np.frombuffer(m, np.int64, 1, 24)[0] == (1 << 40) + 12345
    assert np.frombuffer(m, np.uint32, 1, 32)[0] == 0xA5A5A5A5 and m[36:] == bytes(4)
    ptx_params = entry_params(spec.ptx_text())[spec.entry].params
    assert [p for p in ptx_params if p[0] == "b8"] == [("b8", 3, 1), ("b8", 8, 4), ("b8", 40, 8)]


def test_module_variables_and_launches_in_a_signature() -> None:
    spec = BY_ID["nvcc/module_counter"]
    assert spec.launches == 2
    shapes = {g.name: (g.dtype, g.shape, g.nbytes) for g in spec.globals}
    assert shapes["counter"] == ("uint32", (), 4)
    assert shapes["total"] == ("uint64", (), 8)
    assert shapes["hist"] == ("uint32", (16,), 64)
    # every [[global]] is a module variable of the PTX, of the same size
    sizes = {
        name: int(count) if count else {"u32": 4, "u64": 8, "f32": 4}[t]
        for t, name, count in re.findall(
            r"^\.global \.align \d+ \.(\w+) (\w+)(?:\[(\d+)\])?", spec.ptx_text(), re.M
        )
    }
    assert {g.name: g.nbytes for g in spec.globals} == sizes
    assert all(s.launches == 1 and not s.globals for s in SPECS if s.kid != spec.kid)


def test_printing_kernels_declare_stdout() -> None:
    assert BY_ID["nvcc/printf_lines"].stdout == {"thread": r"^\[(\d+)\]"}
    assert [s.kid for s in SPECS if s.stdout is not None] == ["nvcc/printf_lines"]
    # every kernel whose PTX calls vprintf says how its output is compared
    calls = [s.kid for s in SPECS if re.search(r"call[.\w]*\s*\([^)]*\),\s*vprintf", s.ptx_text())]
    assert calls == ["nvcc/printf_lines"]


def test_multi_entry_signature_names_the_plain_entry() -> None:
    spec = BY_ID["nvcc/multi_entry"]
    assert set(entry_params(spec.ptx_text())) == {"multi_entry_barrier", "multi_entry_plain"}
    assert spec.entry == "multi_entry_plain"


def test_compare_stdout_per_thread_order() -> None:
    rule = {"thread": r"^\[(\d+)\]"}
    gpu = "[1] a\n[0] a\n[1] b\n[0] b\nfree line\n"
    # other interleavings of the threads are the same output
    assert compare_stdout("[0] a\n[0] b\nfree line\n[1] a\n[1] b\n", gpu, rule).ok
    # a thread's own lines swapped, a line missing, a line changed: not
    v = compare_stdout("[0] b\n[0] a\n[1] a\n[1] b\nfree line\n", gpu, rule)
    assert not v.ok and v.mismatches == 1 and "thread 0" in v.detail
    assert not compare_stdout("[0] a\n[0] b\n[1] a\nfree line\n", gpu, rule).ok
    assert not compare_stdout("[0] a\n[0] b\n[1] a\n[1] c\nfree line\n", gpu, rule).ok
    assert not compare_stdout("[0] a\n[0] b\n[1] a\n[1] b\n", gpu, rule).ok
    # without a thread pattern the text must be identical
    assert compare_stdout(gpu, gpu).ok
    v = compare_stdout("[1] a\n[0] a\n", "[0] a\n[1] a\n")
    assert not v.ok and "line 1" in v.detail


def test_new_signature_tables_are_checked(tmp_path) -> None:
    base = 'entry = "k"\n[launch]\nthreads = [8]\n'
    bad = tmp_path / "bad.toml"
    for extra, match in (
        ("launches = 0\n", "launches must be an integer >= 1"),
        ('launches = "2"\n', "launches must be an integer >= 1"),
        ('[[global]]\nname = "g"\ndtype = "int3"\n', "global 0: needs a 'name' and a 'dtype'"),
        (
            '[[global]]\nname = "g"\ndtype = "int32"\n[[global]]\nname = "g"\ndtype = "int8"\n',
            "names repeat",
        ),
        ("[stdout]\nthread = '('\n", "not a regular expression"),
        ("[stdout]\nthread = 'x'\n", "needs a group"),
        ("[stdout]\norder = 'any'\n", "takes only 'thread'"),
    ):
        bad.write_text(base + extra)
        with pytest.raises(SpecError, match=match):
            load_spec(bad)


def test_scalar_record_entries_keep_their_shape() -> None:
    a = np.array(7, np.uint32)
    entry = json.loads(json.dumps(encode_array(a)))
    back = decode_array(entry)
    assert entry["shape"] == [] and back is not None and back.shape == () and back == 7


def test_record_gpu_dry_run(capsys) -> None:
    import record_gpu

    assert record_gpu.main(["--dry-run"]) == 0
    assert f"{len(SPECS)} kernels ready" in capsys.readouterr().out
