"""The corpus kernels added for issue 12 (items 1, 2 and 4), run on the host emulator here and
checked against references computed independently of it (numpy, plain Python, the C
library's own snprintf), besides the GPU record (H200, 2026-12-02):

- nvcc/module_counter: module variables updated by symbol, two launches; every final value
  follows from the inputs by numpy arithmetic.
- nvcc/printf_lines: device printf; every line is what the C library's snprintf writes for the
  same format and arguments, each thread's three lines in order.
- nvcc/struct_by_value: three structs by value, through the corpus harness (bytes) and through
  LoadedVector with a signature whose struct dtypes are field tables.
- nvcc/multi_entry: the plain entry runs, and the file's other entry (a cuda::barrier) too.
- nvcc/mbarrier_block, nvcc/cp_async_barrier, nvcc/cg_reserved_smem (cuda::barrier,
  memcpy_async on it, a 64-thread cooperative-groups tile): checked in test_corpus_sync.py;
  a copy of one with an instruction the emulator does not do is refused, with the
  instruction, the line and the reason pinned here.
"""

from __future__ import annotations

import ctypes
import re

import numpy as np
import pytest
from corpus_tools import build_arrays, discover
from corpus_tools._compare import compare_stdout
from corpus_tools._emulate import REFUSED, emulate, run_kernel
from corpus_tools._spec import CORPUS_ROOT

ptx = pytest.importorskip("eagle.ptx", reason="the eagle host emulator is not importable")

SPECS = {s.kid: s for s in discover()}


def _counter_reference(spec, launches: int) -> tuple[dict[str, np.ndarray], np.ndarray]:
    """module_counter.cu in numpy: its module variables after `launches` launches (the
    signature's dtypes and shapes) and its output y."""
    x = build_arrays(spec)["x"].astype(np.int64)  # uint32 values, as Python-safe int64
    bits = 0
    for v in x[x < 2**27]:
        bits |= 1 << int(v % 32)
    values = {
        "counter": (7 + launches * int((x & 0xFF).sum())) % 2**32,
        "total": 2**40 + launches * int(x.sum()),
        "hi": int((x >> 4).max()),
        "lo": int(x.min()),
        "bits": bits,
        # integer-valued floats far below 2^24: the float sum is exact in any order
        "fsum": 0.5 + launches * float((x % 1000).sum()),
        "launches": launches,  # one thread's ld/st by symbol, once per launch
        # every lane of warp 0 stores the same ballot
        "vote_mask": sum(1 << lane for lane in range(32) if x[lane] & 1),
        "hist": launches * np.bincount(x % 16, minlength=16),
        "bias": -5,
    }
    dtypes = {g.name: (g.dtype, g.shape) for g in spec.globals}
    assert set(values) == set(dtypes)
    out = {k: np.array(v).astype(dtypes[k][0]).reshape(dtypes[k][1]) for k, v in values.items()}
    return out, ((x >> 8) - 5).astype(np.int32)


def test_module_counter_after_two_launches() -> None:
    spec = SPECS["nvcc/module_counter"]
    assert spec.launches == 2
    run = emulate(spec)
    want, y = _counter_reference(spec, 2)
    for name, value in want.items():
        np.testing.assert_array_equal(run.globals[name], value, err_msg=name)
        assert run.globals[name].dtype == value.dtype and run.globals[name].shape == value.shape
    np.testing.assert_array_equal(run.arrays["y"], y)


def test_module_counter_one_launch_then_another() -> None:
    """The second launch starts from what the first left (nothing is re-initialised)."""
    spec = SPECS["nvcc/module_counter"]
    module = ptx.HostModule(spec.ptx_text(), str(spec.ptx_path), entries=[spec.entry])
    x = build_arrays(spec)["x"]
    y = np.zeros_like(x, dtype=np.int32)
    addr = module.global_address("counter")
    seen = []
    for _ in range(3):
        module.launch(spec.entry, spec.grid, spec.block, [x, y, np.uint32(x.size)])
        seen.append(int(module.memory.view(addr, 4).view(np.uint32)[0]))
    step = int((x.astype(np.int64) & 0xFF).sum())
    assert seen == [7 + step, 7 + 2 * step, 7 + 3 * step]


def _c_line(fmt: bytes, *args: object) -> str:
    """What the C library's snprintf writes (the reference for device printf's format)."""
    buf = ctypes.create_string_buffer(512)
    n = ctypes.CDLL(None).snprintf(buf, len(buf), fmt, *args)
    assert 0 <= n < len(buf)
    return buf.value.decode()


def _printf_reference(spec) -> list[str]:
    """printf_lines.cu's lines, thread by thread, as the C library's snprintf formats them."""
    arrays = build_arrays(spec)
    x, f = arrays["x"], arrays["f"]
    names = ["zero", "one", "two", "three"]
    want = []
    for i in range(spec.sizes["n"]):
        v, g = int(x[i]), float(f[i])
        u = v & 0xFFFFFFFF
        want.append(
            _c_line(
                b"[%u] x=%d u=%u hex=%08x oct=%o c=%c s=%s\n",
                ctypes.c_uint(i),
                ctypes.c_int(v),
                ctypes.c_uint(u),
                ctypes.c_uint(u),
                ctypes.c_uint(u & 0o777),
                ctypes.c_int(ord("A") + i % 26),
                ctypes.c_char_p(names[i % 4].encode()),
            )
        )
        want.append(
            _c_line(
                b"[%u] f=%.3f e=%+.4e g=%g w=%12.5f ll=%lld %5.1f%%\n",
                ctypes.c_uint(i),
                ctypes.c_double(g),
                ctypes.c_double(g),
                ctypes.c_double(g * 1e-3),
                ctypes.c_double(g),
                ctypes.c_longlong(v * -1000003),
                ctypes.c_double((i % 7) * 12.5),
            )
        )
        want.append(
            _c_line(
                b"[%u] a=%a A=%.3A\n",
                ctypes.c_uint(i),
                ctypes.c_double(g),
                ctypes.c_double(g * 3.0),
            )
        )
    return want


def test_printf_lines_as_the_c_library_formats_them() -> None:
    spec = SPECS["nvcc/printf_lines"]
    run = emulate(spec)
    want = _printf_reference(spec)
    assert run.stdout is not None
    # CUDA's guarantee: all lines, each thread's in order (the emulator prints lane by lane)
    verdict = compare_stdout(run.stdout, "".join(want), spec.stdout)
    assert verdict.ok, verdict.detail
    assert sorted(run.stdout.splitlines(keepends=True)) == sorted(want)
    # printf returns the number of arguments parsed: 7, 7 and 3
    np.testing.assert_array_equal(
        run.arrays["count"], np.full(spec.sizes["n"], 65536 * 7 + 256 * 7 + 3)
    )


def test_struct_by_value_through_the_corpus_harness() -> None:
    spec = SPECS["nvcc/struct_by_value"]
    run = emulate(spec)
    x = build_arrays(spec)["x"]
    ref_int, ref_dbl, ref_flt = _struct_reference(x)
    np.testing.assert_array_equal(run.arrays["o_int"], ref_int)
    np.testing.assert_array_equal(run.arrays["o_dbl"], ref_dbl)
    np.testing.assert_array_equal(run.arrays["o_flt"], ref_flt)


def _struct_reference(x: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """struct_by_value.cu in numpy, with the field values of struct_by_value.toml: every
    operation is exact in int64 / float64, and float32 only where the result is exact."""
    a, b, c = 3, 200, 7  # Tri
    scale, shift = 1.5, -12345  # Small
    tag, w, k, fb, off, mask = -7, 0.25, -3, 0.5, 1099511640121, 2779096485  # Mixed
    u = x.astype(np.int64) & 0xFFFFFFFF
    o_int = ((u >> a) ^ mask) + off * k + shift - b + tag * c
    o_dbl = x.astype(np.float64) * w + scale
    o_flt = (x.astype(np.float64) * fb - scale).astype(np.float32)  # exact: |x| < 2^21
    return o_int, o_dbl, o_flt


def test_struct_by_value_through_loaded_vector(monkeypatch: pytest.MonkeyPatch) -> None:
    """The same kernel through eagle's own signature: each struct a scalar whose dtype is a
    table of its fields (issue 12, item 4), passed as a dict or as a numpy structured scalar."""
    from eagle import LoadedVector

    monkeypatch.setenv("EAGLE_TARGET", "host")
    spec = SPECS["nvcc/struct_by_value"]
    tri = {"a": "uint8", "b": "uint8", "c": "uint8"}
    small = {"scale": "float32", "shift": "int32"}
    mixed = {
        "tag": "int8",
        "w": "float64",
        "k": "int16",
        "b": "float32",
        "off": "int64",
        "mask": "uint32",
    }
    signature = {
        "entry": "struct_by_value",
        "launch": {"block": [128], "threads": ["n"]},
        "param": [
            {"name": "x", "role": "in", "dtype": "int32", "shape": ["n"]},
            {"name": "t", "role": "scalar", "dtype": tri},
            {"name": "o_int", "role": "out", "dtype": "int64", "shape": ["n"]},
            {"name": "s", "role": "scalar", "dtype": small},
            {"name": "o_dbl", "role": "out", "dtype": "float64", "shape": ["n"]},
            {"name": "m", "role": "scalar", "dtype": mixed},
            {"name": "o_flt", "role": "out", "dtype": "float32", "shape": ["n"]},
            {"name": "n", "role": "length", "dtype": "uint32"},
        ],
    }
    k = LoadedVector(spec.ptx_path, signature=signature)
    m_dtype = k.signature.params[5].dtype
    # C's layout of struct Mixed: tag 0, w 8, k 16, b 20, off 24, mask 32; 40 bytes
    assert [m_dtype.fields[f][1] for f in m_dtype.names] == [0, 8, 16, 20, 24, 32]
    assert m_dtype.itemsize == 40 and k.signature.params[1].dtype.itemsize == 3
    x = build_arrays(spec)["x"]
    m = np.array((-7, 0.25, -3, 0.5, 1099511640121, 2779096485), m_dtype)[()]
    got = k(x=x, t={"a": 3, "b": 200, "c": 7}, s={"scale": 1.5, "shift": -12345}, m=m)
    for out, ref in zip(got, _struct_reference(x), strict=True):
        np.testing.assert_array_equal(out, ref)


def test_multi_entry_runs_its_plain_entry() -> None:
    spec = SPECS["nvcc/multi_entry"]
    text = spec.ptx_text()
    assert re.findall(r"\.entry\s+(\w+)", text) == ["multi_entry_barrier", "multi_entry_plain"]
    x = build_arrays(spec)["x"]
    run = emulate(spec)
    # 3x is exact in float64 and 3x - 0.5 too (x has 24 significant bits, |x| < 100 and the
    # smallest |x| here above 2^-17): one rounding to float32, as the fused multiply-add does
    assert np.abs(x[x != 0]).min() > 2.0**-17
    want = (3.0 * x.astype(np.float64) - 0.5).astype(np.float32)
    np.testing.assert_array_equal(run.arrays["y"], want)
    # the other entry, a cuda::barrier's arrive_and_wait, runs too: each block's tile, each
    # element plus its right neighbour in the block (one float32 rounding, as numpy's)
    module = ptx.HostModule(text, str(spec.ptx_path))
    y = np.zeros_like(x)
    module.launch("multi_entry_barrier", len(x) // 128, 128, [x, y, np.uint32(len(x))])
    tiles = x.reshape(-1, 128)
    np.testing.assert_array_equal(y, (tiles + np.roll(tiles, -1, axis=1)).reshape(-1))


def test_a_refusal_says_what_where_and_why(tmp_path) -> None:
    """A corpus kernel using what the emulator does not do (here a copy of cg_reserved_smem
    with a tensor-core fence in it) is refused at load, naming the instruction, its line, the
    entry and the reason."""
    import shutil

    from corpus_tools._spec import load_spec

    spec = SPECS["nvcc/cg_reserved_smem"]
    lines = spec.ptx_text().splitlines()
    line = next(k for k, text in enumerate(lines, 1) if "bar.warp.sync" in text)
    lines.insert(line - 1, "\twgmma.fence.sync.aligned;")
    (tmp_path / "nvcc").mkdir()
    (tmp_path / "nvcc" / "cg_reserved_smem.ptx").write_text("\n".join(lines) + "\n")
    shutil.copy(spec.toml_path, tmp_path / "nvcc" / "cg_reserved_smem.toml")
    altered = load_spec(tmp_path / "nvcc" / "cg_reserved_smem.toml", spec.kid)
    outcome = run_kernel(altered, None)
    assert outcome.status == REFUSED
    assert (outcome.instruction, outcome.line) == ("wgmma.fence.sync.aligned", line)
    assert outcome.detail == (
        f"{altered.ptx_path}:{line}: instruction `wgmma.fence.sync.aligned` is not supported by "
        "the host emulator (in entry `cg_reserved_smem`; tensor-core matrix instructions are "
        "not emulated)"
    )


def test_coverage_report_places_the_new_kernels(tmp_path, monkeypatch) -> None:
    """coverage.py against the committed record less four kernels, with multi_entry's other
    entry made to use an instruction and a special register the emulator refuses (wgmma,
    %pm0): the kernels the record lacks run with their match pending, what is refused only in
    another entry of a file does not block that file's kernel, and a refused special register
    does not mark its `mov` form unsupported."""
    import importlib.util
    import json
    import shutil

    from corpus_tools._spec import load_spec

    # by file location, under a name of its own (`coverage` is also the coverage.py package)
    loader = importlib.util.spec_from_file_location("corpus_coverage", CORPUS_ROOT / "coverage.py")
    assert loader is not None and loader.loader is not None
    coverage = importlib.util.module_from_spec(loader)
    loader.loader.exec_module(coverage)
    committed = CORPUS_ROOT / "corpus_h200.json"
    if not committed.exists():
        pytest.skip("no GPU record")
    lacking = ("module_counter", "multi_entry", "printf_lines", "struct_by_value")
    data = json.loads(committed.read_text())
    for kid in lacking:
        del data["kernels"][f"nvcc/{kid}"]
    record = tmp_path / "corpus_h200.json"
    record.write_text(json.dumps(data))
    multi = SPECS["nvcc/multi_entry"]
    text = multi.ptx_text()
    init = next(line for line in text.splitlines() if "mbarrier.init" in line)
    (tmp_path / "nvcc").mkdir()
    (tmp_path / "nvcc" / "multi_entry.ptx").write_text(
        text.replace(init, "\twgmma.fence.sync.aligned;\n\tmov.u32 %r1, %pm0;", 1)
    )
    shutil.copy(multi.toml_path, tmp_path / "nvcc" / "multi_entry.toml")
    altered = load_spec(tmp_path / "nvcc" / "multi_entry.toml", multi.kid)
    monkeypatch.setattr(
        coverage, "discover", lambda: [altered if s.kid == multi.kid else s for s in discover()]
    )
    text = coverage.build_report(record)
    rows = {
        m.group(1): (m.group(2), m.group(3))
        for m in re.finditer(r"^\| `([\w/]+)` \| \w+ \| \d+ \| ([\w-]+) \| (.*) \|$", text, re.M)
    }
    for kid in lacking:
        assert rows[f"nvcc/{kid}"] == (
            "no-record",
            "runs on the emulator; no GPU result yet (absent)",
        )
    assert rows["nvcc/mbarrier_block"] == ("match", "all outputs match")
    assert rows["nvcc/cg_reserved_smem"] == ("match", "all outputs match")
    assert "| `wgmma.fence.sync.aligned` | 0 |  | nvcc/multi_entry |" in text
    assert "| `mov.u32 %pm0` | 0 |  | nvcc/multi_entry |" in text
    assert re.search(r"\| mov \| `mov.u32` \| \d+ \| yes \|", text)
    assert re.search(r"\| mbarrier \| `mbarrier.init.shared.b64` \| \d+ \| yes \|", text)


def test_a_record_of_module_variables_and_printed_lines_is_compared() -> None:
    """The record path once the GPU has run them: entries built from the references above
    (the printed lines in another thread order, as a GPU may print them) match; a changed
    module variable, a thread's lines out of order or a missing stdout are mismatches that
    name what differs."""
    from corpus_tools import encode_array
    from corpus_tools._emulate import MATCH, MISMATCH
    from corpus_tools._record import sha256

    spec = SPECS["nvcc/module_counter"]
    values, y = _counter_reference(spec, 2)
    entry = {
        "status": "ok",
        "inputs": {"x": sha256(build_arrays(spec)["x"])},
        "outputs": {"y": encode_array(y)},
        "globals": {k: encode_array(v) for k, v in values.items()},
    }
    assert run_kernel(spec, entry).status == MATCH
    entry["globals"]["counter"] = encode_array(values["counter"] + np.uint32(1))
    outcome = run_kernel(spec, entry)
    assert outcome.status == MISMATCH and outcome.detail.startswith("global counter: 1 of 1")
    del entry["globals"]["counter"]
    assert "global counter: not in the GPU record" in run_kernel(spec, entry).detail

    spec = SPECS["nvcc/printf_lines"]
    lines = _printf_reference(spec)
    by_thread = [lines[3 * i : 3 * i + 3] for i in range(spec.sizes["n"])]
    gpu_order = [
        line for k in (0, 1, 2) for three in reversed(by_thread) for line in three[k : k + 1]
    ]
    arrays = build_arrays(spec)
    entry = {
        "status": "ok",
        "inputs": {name: sha256(arrays[name]) for name in ("x", "f")},
        "outputs": {
            "count": encode_array(np.full(spec.sizes["n"], 65536 * 7 + 256 * 7 + 3, np.int32))
        },
        "stdout": "".join(gpu_order),
    }
    assert run_kernel(spec, entry).status == MATCH
    swapped = list(gpu_order)
    first, second = swapped.index(by_thread[5][0]), swapped.index(by_thread[5][1])
    swapped[first], swapped[second] = swapped[second], swapped[first]
    entry["stdout"] = "".join(swapped)
    outcome = run_kernel(spec, entry)
    assert outcome.status == MISMATCH and "stdout of 1 threads differs: thread 5:" in outcome.detail
    del entry["stdout"]
    assert "stdout: no stdout in the GPU record" in run_kernel(spec, entry).detail
