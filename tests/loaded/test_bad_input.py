"""Bad input: each mistake gets one clear error that names the parameter, what was expected
and what came — never a crash, a hang or a wrong answer."""

from __future__ import annotations

import pickle
import re
from pathlib import Path

import numpy as np
import pytest
from references import CASES, FIXTURES, assert_matches

from eagle import LoadedVector, SignatureError
from eagle.ptx import PTXSyntaxError


@pytest.fixture(scope="module")
def saxpy() -> LoadedVector:
    return LoadedVector(FIXTURES / "saxpy.ptx")


@pytest.fixture(scope="module")
def gravity() -> LoadedVector:
    return LoadedVector(FIXTURES / "gravity.ptx")


def _xy(n: int = 10) -> tuple[np.ndarray, np.ndarray]:
    rng = np.random.default_rng(0)
    return rng.standard_normal(n).astype(np.float32), rng.standard_normal(n).astype(np.float32)


def test_wrong_dtype_names_parameter_and_both_dtypes(saxpy: LoadedVector) -> None:
    x, y = _xy()
    with pytest.raises(TypeError, match=r"parameter 'x': expected dtype float32, got float64"):
        saxpy(x=x.astype(np.float64), y=y, a=2.0)


def test_wrong_shape_names_symbol_and_source(saxpy: LoadedVector) -> None:
    x, y = _xy()
    with pytest.raises(ValueError, match=r"parameter 'y'.*n = 10 \(from parameter 'x'\).*\(9,\)"):
        saxpy(x=x, y=y[:9].copy(), a=2.0)


def test_wrong_rank(gravity: LoadedVector) -> None:
    with pytest.raises(ValueError, match=r"parameter 'position': expected a 2-d array of shape"):
        gravity(position=np.zeros(9), mu=1.0)


def test_literal_extent(gravity: LoadedVector) -> None:
    with pytest.raises(ValueError, match=r"axis 0 must be 3"):
        gravity(position=np.zeros((4, 5)), mu=1.0)


def test_missing_keyword(saxpy: LoadedVector) -> None:
    x, _ = _xy()
    with pytest.raises(TypeError, match=r"missing required keyword argument\(s\): 'y'"):
        saxpy(x=x, a=2.0)


def test_unknown_keyword_lists_what_it_takes(saxpy: LoadedVector) -> None:
    x, y = _xy()
    with pytest.raises(TypeError, match=r"unexpected keyword argument\(s\) 'z'; it takes x, y, a"):
        saxpy(x=x, y=y, a=2.0, z=1)


def test_length_parameter_is_not_passed(saxpy: LoadedVector) -> None:
    x, y = _xy()
    with pytest.raises(TypeError, match=r"unexpected keyword argument\(s\) 'n'"):
        saxpy(x=x, y=y, a=2.0, n=10)


def test_positional_arguments_refused(saxpy: LoadedVector) -> None:
    x, y = _xy()
    with pytest.raises(TypeError):
        saxpy(x, y, 2.0)  # type: ignore[call-arg]


@pytest.mark.parametrize(
    ("value", "error", "pattern"),
    [
        (np.float64(2.0), TypeError, r"scalar 'a': expected float32, got numpy float64"),
        (True, TypeError, r"scalar 'a': expected float32, got bool"),
        (
            "2",
            TypeError,
            r"scalar 'a': expected a Python or numpy float32 scalar, got builtins.str",
        ),
        (1e39, ValueError, r"overflows float32"),
        (2**25 + 1, ValueError, r"is not exactly a float32"),
    ],
)
def test_bad_scalars(saxpy: LoadedVector, value: object, error: type, pattern: str) -> None:
    x, y = _xy()
    with pytest.raises(error, match=pattern):
        saxpy(x=x, y=y, a=value)


def test_python_numbers_convert_to_the_parameter_dtype(saxpy: LoadedVector) -> None:
    x, y = _xy()
    want = CASES["saxpy"].reference(x, y.copy(), np.float32(3))
    y2 = y.copy()
    saxpy(x=x, y=y2, a=3)
    np.testing.assert_array_equal(y2, want)


def test_not_an_array(saxpy: LoadedVector) -> None:
    _, y = _xy()
    with pytest.raises(
        TypeError, match=r"parameter 'x': expected a float32 array .* got builtins.list"
    ):
        saxpy(x=[1.0, 2.0], y=y, a=1.0)


@pytest.mark.parametrize("how", ["strided", "negative"])
def test_non_contiguous_inputs_give_correct_results(saxpy: LoadedVector, how: str) -> None:
    x, y = _xy(40)
    xs = x[::2] if how == "strided" else x[::-1][:20]
    ys = y[1::2].copy()
    want = CASES["saxpy"].reference(np.ascontiguousarray(xs), ys.copy(), np.float32(0.5))
    saxpy(x=xs, y=ys, a=0.5)
    np.testing.assert_array_equal(ys, want)


def test_non_contiguous_inout_is_written_back(saxpy: LoadedVector) -> None:
    x, y = _xy(40)
    backing = y.copy()
    ys = backing[::2]
    want = CASES["saxpy"].reference(x[:20], ys.copy(), np.float32(-1.5))
    out = saxpy(x=x[:20], y=ys, a=-1.5)
    assert out is ys
    np.testing.assert_array_equal(backing[::2], want)
    np.testing.assert_array_equal(backing[1::2], y[1::2])  # untouched in between


def test_zero_size_arrays(saxpy: LoadedVector, gravity: LoadedVector) -> None:
    x = np.zeros(0, np.float32)
    y = np.zeros(0, np.float32)
    assert saxpy(x=x, y=y, a=1.0).shape == (0,)
    assert gravity(position=np.zeros((3, 0)), mu=1.0).shape == (3, 0)


def test_read_only_input_is_fine_read_only_inout_is_refused(saxpy: LoadedVector) -> None:
    x, y = _xy()
    x.flags.writeable = False
    want = CASES["saxpy"].reference(x, y.copy(), np.float32(2))
    saxpy(x=x, y=y, a=2.0)
    np.testing.assert_array_equal(y, want)
    y.flags.writeable = False
    with pytest.raises(ValueError, match=r"parameter 'y' is written by the kernel .* read-only"):
        saxpy(x=x, y=y, a=2.0)


def test_out_supplies_storage(gravity: LoadedVector) -> None:
    case = CASES["gravity"]
    inputs = case.make(np.random.default_rng(3), 64)
    out = np.full((3, 64), np.nan)
    got = gravity(**inputs, out=out)
    assert got is out
    assert_matches(case, out, case.reference(**inputs))


def test_out_wrong_shape_and_dtype(gravity: LoadedVector) -> None:
    inputs = CASES["gravity"].make(np.random.default_rng(3), 8)
    with pytest.raises(ValueError, match=r"output 'accel': expected shape \(3, 8\), got \(3, 9\)"):
        gravity(**inputs, out=np.empty((3, 9)))
    with pytest.raises(TypeError, match=r"parameter 'accel': expected dtype float64, got float32"):
        gravity(**inputs, out=np.empty((3, 8), np.float32))


def test_several_outputs_come_back_as_a_tuple_and_out_takes_a_tuple() -> None:
    k = LoadedVector(FIXTURES / "divmod.ptx")
    case = CASES["divmod"]
    inputs = case.make(np.random.default_rng(9), 100)
    q = np.empty(100, np.int32)
    got = k(**inputs, out=(q, None))
    assert isinstance(got, tuple) and got[0] is q
    assert_matches(case, got, case.reference(**inputs))
    with pytest.raises(
        TypeError, match=r"out=: divmod has 2 outputs \(quotient, remainder\), got 1"
    ):
        k(**inputs, out=q)


def test_bool_float16_bfloat16_complex_arrays_refused(saxpy: LoadedVector) -> None:
    _, y = _xy()
    for bad in (np.zeros(10, bool), np.zeros(10, np.float16), np.zeros(10, np.complex64)):
        with pytest.raises(TypeError, match=rf"expected dtype float32, got {bad.dtype.name}"):
            saxpy(x=bad, y=y, a=1.0)


# --- signatures and PTX ----------------------------------------------------------------------


def _write(tmp: Path, stem: str, ptx: str, toml: str) -> Path:
    (tmp / f"{stem}.ptx").write_text(ptx)
    (tmp / f"{stem}.toml").write_text(toml)
    return tmp / f"{stem}.ptx"


def test_signature_that_does_not_match_the_ptx(tmp_path: Path) -> None:
    toml = (
        (FIXTURES / "saxpy.toml")
        .read_text()
        .replace(
            'name = "a"\nrole = "scalar"\ndtype = "float32"',
            'name = "a"\nrole = "scalar"\ndtype = "float64"',
        )
    )
    path = _write(tmp_path, "saxpy", (FIXTURES / "saxpy.ptx").read_text(), toml)
    with pytest.raises(SignatureError) as e:
        LoadedVector(path)
    msg = str(e.value)
    assert "saxpy.toml" in msg and "saxpy.ptx" in msg and "'a'" in msg
    assert "float64" in msg and ".f32" in msg and "saxpy_param_2" in msg


def test_signature_with_wrong_parameter_count(tmp_path: Path) -> None:
    toml = (FIXTURES / "saxpy.toml").read_text().split('[[param]]\nname = "n"')[0]
    toml = toml.replace('threads = ["n"]', 'threads = ["n"]')
    path = _write(tmp_path, "saxpy", (FIXTURES / "saxpy.ptx").read_text(), toml)
    with pytest.raises(SignatureError, match=r"lists 3 parameters .* declares 4"):
        LoadedVector(path)


def test_signature_naming_a_missing_entry(tmp_path: Path) -> None:
    toml = (FIXTURES / "saxpy.toml").read_text().replace('entry = "saxpy"', 'entry = "daxpy"')
    path = _write(tmp_path, "saxpy", (FIXTURES / "saxpy.ptx").read_text(), toml)
    with pytest.raises(SignatureError, match=r"entry 'daxpy' is not in .*saxpy.ptx .*: saxpy\)"):
        LoadedVector(path)


def test_missing_signature_file(tmp_path: Path) -> None:
    (tmp_path / "k.ptx").write_text((FIXTURES / "saxpy.ptx").read_text())
    with pytest.raises(FileNotFoundError, match=r"no signature for .*k.ptx: expected .*k.toml"):
        LoadedVector(tmp_path / "k.ptx")


def test_malformed_ptx_names_line_and_column(tmp_path: Path) -> None:
    text = (FIXTURES / "saxpy.ptx").read_text().replace("ld.param.u64", "ld.param.u64 ]", 1)
    path = _write(tmp_path, "saxpy", text, (FIXTURES / "saxpy.toml").read_text())
    with pytest.raises(PTXSyntaxError, match=r"saxpy.ptx:\d+:\d+:"):
        LoadedVector(path)


def test_inline_signature_and_pickle_round_trip() -> None:
    import tomllib

    sig = tomllib.loads((FIXTURES / "saxpy.toml").read_text())
    k = LoadedVector(FIXTURES / "saxpy.ptx", signature=sig)
    k2 = pickle.loads(pickle.dumps(k))
    x, y = _xy()
    y2 = y.copy()
    k(x=x, y=y, a=2.0)
    k2(x=x, y=y2, a=2.0)
    np.testing.assert_array_equal(y, y2)
    assert re.match(
        r"<LoadedVector saxpy\(x: float32\['n'\], y: float32\['n'\], a: float32\)", repr(k)
    )


class _FakeCudaProducer:
    """Claims to live on a CUDA device; never asked for its memory, since eagle refuses the
    call before importing anything."""

    def __init__(self, index: int) -> None:
        self.index = index

    def __dlpack__(self, **kw: object) -> object:
        raise AssertionError("eagle must not import memory before checking devices")

    def __dlpack_device__(self) -> tuple[int, int]:
        return (2, self.index)


def test_arrays_on_two_different_devices(saxpy: LoadedVector) -> None:
    with pytest.raises(ValueError, match=r"different devices: 'x' on cuda:0, 'y' on cuda:1"):
        saxpy(x=_FakeCudaProducer(0), y=_FakeCudaProducer(1), a=1.0)


def test_unsupported_device_type(saxpy: LoadedVector) -> None:
    class Metal(_FakeCudaProducer):
        def __dlpack_device__(self) -> tuple[int, int]:
            return (8, 0)

    _, y = _xy()
    with pytest.raises(ValueError, match=r"parameter 'x': arrays on kDLMetal"):
        saxpy(x=Metal(0), y=y, a=1.0)


def test_torch_outputs_that_require_grad_are_refused(saxpy: LoadedVector) -> None:
    torch = pytest.importorskip("torch")
    w = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
    y = w * 1.0
    with pytest.raises(ValueError, match=r"parameter 'y' is written .* requires grad"):
        saxpy(x=torch.ones(3), y=y, a=10.0)


def test_in_place_writes_bump_torch_version_counters(saxpy: LoadedVector) -> None:
    torch = pytest.importorskip("torch")
    w = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
    y = torch.tensor([1.0, 1.0, 1.0])
    z = (w * y).sum()  # autograd saves y for the backward pass
    saxpy(x=torch.ones(3), y=y, a=10.0)
    torch.testing.assert_close(y, torch.full((3,), 11.0))
    with pytest.raises(RuntimeError, match="modified by an inplace operation"):
        z.backward()


def test_ndarray_subclasses_and_masked_arrays(gravity: LoadedVector) -> None:
    case = CASES["gravity"]
    inputs = case.make(np.random.default_rng(4), 8)
    got = gravity(position=np.asmatrix(inputs["position"]), mu=inputs["mu"])
    assert_matches(case, np.asarray(got), case.reference(**inputs))
    masked = np.ma.masked_array(inputs["position"], mask=np.zeros((3, 8), bool))
    with pytest.raises(TypeError, match=r"parameter 'position' \(numpy\): masked arrays"):
        gravity(position=masked, mu=1.0)


def test_byte_swapped_dtype_is_named(saxpy: LoadedVector) -> None:
    _, y = _xy(3)
    with pytest.raises(TypeError, match=r"expected dtype float32, got >f4 \(big-endian\)"):
        saxpy(x=np.ones(3, ">f4"), y=y, a=1.0)


def test_the_same_array_for_two_outputs_is_refused() -> None:
    k = LoadedVector(FIXTURES / "divmod.ptx")
    inputs = CASES["divmod"].make(np.random.default_rng(1), 4)
    o = np.empty(4, np.int32)
    with pytest.raises(ValueError, match=r"outputs 'quotient' and 'remainder' are the same"):
        k(**inputs, out=(o, o))


def test_a_kernel_writing_an_in_array_fails_on_the_host(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("EAGLE_TARGET", "host")
    # saxpy writes y; a signature calling y 'in' lies, and the emulator catches the store
    # (on CUDA the kernel would write a copy of the host array, which is then dropped).
    toml = (FIXTURES / "saxpy.toml").read_text().replace('role = "inout"', 'role = "in"')
    path = _write(tmp_path, "saxpy", (FIXTURES / "saxpy.ptx").read_text(), toml)
    with pytest.raises(Exception, match=r"read-only"):
        LoadedVector(path, signature=None)(
            x=np.ones(4, np.float32), y=np.ones(4, np.float32), a=1.0
        )


def test_scalar_int_too_large_for_float(gravity: LoadedVector) -> None:
    with pytest.raises(ValueError, match=r"scalar 'mu': .* overflows float64"):
        gravity(position=np.ones((3, 2)), mu=10**400)


def test_parameter_named_self_is_callable(tmp_path: Path) -> None:
    toml = (FIXTURES / "saxpy.toml").read_text().replace('name = "a"', 'name = "self"')
    path = _write(tmp_path, "saxpy", (FIXTURES / "saxpy.ptx").read_text(), toml)
    x, y = _xy(4)
    want = CASES["saxpy"].reference(x, y.copy(), np.float32(2))
    LoadedVector(path)(x=x, y=y, self=2.0)
    np.testing.assert_array_equal(y, want)


def test_non_utf8_ptx_is_a_syntax_error(tmp_path: Path) -> None:
    path = tmp_path / "bad.ptx"
    path.write_bytes(b".version 9.0\n.target sm_75\n\xff\xfe garbage\n")
    (tmp_path / "bad.toml").write_text((FIXTURES / "saxpy.toml").read_text())
    with pytest.raises(PTXSyntaxError, match=r"bad.ptx:3:1: not PTX text"):
        LoadedVector(path)


def test_a_huge_register_declaration_is_refused_quickly(tmp_path: Path) -> None:
    text = (FIXTURES / "saxpy.ptx").read_text()
    text = text.replace(".reg .pred", ".reg .b32 %big<2000000000>;\n\t.reg .pred", 1)
    path = _write(tmp_path, "saxpy", text, (FIXTURES / "saxpy.toml").read_text())
    with pytest.raises(PTXSyntaxError, match=r"declares 2000000000 registers"):
        LoadedVector(path)


def test_an_empty_launch_with_a_non_empty_output_is_refused(tmp_path: Path) -> None:
    # n = 0 gives no blocks; an output whose shape does not shrink with n would come back
    # uninitialised: refused at the call, naming the output. With every output empty too, the
    # empty result is right and is returned.
    toml = (FIXTURES / "gravity.toml").read_text()
    fixed = toml.replace(
        'name = "accel"\nrole = "out"\ndtype = "float64"\nshape = [3, "n"]',
        'name = "accel"\nrole = "out"\ndtype = "float64"\nshape = [3, 1]',
    )
    assert fixed != toml
    path = _write(tmp_path, "gravity", (FIXTURES / "gravity.ptx").read_text(), fixed)
    k = LoadedVector(path)
    with pytest.raises(ValueError, match=r"covers no threads .* output 'accel' has shape \(3, 1\)"):
        k(position=np.zeros((3, 0)), mu=1.0)
    plain = LoadedVector(FIXTURES / "gravity.ptx")
    out = plain(position=np.zeros((3, 0)), mu=1.0)
    assert out.shape == (3, 0)


def test_an_output_that_aliases_an_input_is_named() -> None:
    # accel=position (or out=): threads would read what others wrote; refused at the call,
    # naming both parameters, whatever the target. Views that interleave without sharing an
    # element are not aliases.
    gravity = LoadedVector(FIXTURES / "gravity.ptx")
    x = np.ones((3, 4))
    for kw in ({"accel": x}, {"out": x}, {"accel": x[:, ::-1]}):
        with pytest.raises(ValueError, match=r"'accel' \(out, .*\) and 'position' share memory"):
            gravity(position=x, mu=1.0, **kw)
    saxpy = LoadedVector(FIXTURES / "saxpy.ptx")
    y = np.ones(8, np.float32)
    with pytest.raises(ValueError, match=r"'y' \(inout, .*\) and 'x' share memory"):
        saxpy(x=y, y=y, a=np.float32(2))
    z = np.arange(16, dtype=np.float32)
    got = saxpy(x=z[::2], y=z[1::2], a=np.float32(2))
    np.testing.assert_array_equal(got, 2 * np.arange(0, 16, 2) + np.arange(1, 16, 2))


def _saxpy_with(tmp_path: Path, ptx: str | None = None, toml_extra: str = "") -> Path:
    src = (FIXTURES / "saxpy.ptx").read_text() if ptx is None else ptx
    toml = (FIXTURES / "saxpy.toml").read_text() + toml_extra
    return _write(tmp_path, "saxpy", src, toml)


def test_deep_nesting_is_a_syntax_error_not_a_recursion_error(tmp_path: Path) -> None:
    src = (FIXTURES / "saxpy.ptx").read_text()
    i = src.index("{", src.index(".entry"))
    nested = src[: i + 1] + "{" * 1000 + "}" * 1000 + src[i + 1 :]
    with pytest.raises(PTXSyntaxError, match=r"saxpy.ptx:\d+:\d+: blocks nested deeper than 64"):
        LoadedVector(_saxpy_with(tmp_path, nested))
    # 64 levels are fine
    ok = src[: i + 1] + "{" * 63 + "}" * 63 + src[i + 1 :]
    LoadedVector(_saxpy_with(tmp_path, ok))
    # a signature nested beyond what tomllib's recursion takes
    deep = "\nx = " + "[" * 5000 + "]" * 5000 + "\n"
    with pytest.raises(SignatureError, match=r"saxpy.toml: arrays or tables nested too deeply"):
        LoadedVector(_saxpy_with(tmp_path, toml_extra=deep))


def test_sizes_beyond_memory_are_refused_before_allocating(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import os

    monkeypatch.setenv("EAGLE_TARGET", "host")  # the emulator's allocations
    gravity = LoadedVector(FIXTURES / "gravity.ptx")
    # 8 bytes to its owner, 192 GiB as a contiguous copy (and as the output)
    x = np.lib.stride_tricks.as_strided(np.zeros(1), shape=(3, 2**33), strides=(0, 0))
    have = os.sysconf("SC_PHYS_PAGES") * os.sysconf("SC_PAGE_SIZE")
    if have >= 3 * 2**33 * 8:
        pytest.skip("this machine has more than 192 GiB of memory")
    with pytest.raises(ValueError, match=r"parameter 'position': .* needs 192.0 GiB, more than"):
        gravity(position=x, mu=1.0)
    # 1 GiB of local memory per thread: more than CUDA's 512 KiB, refused before the emulator
    # allocates it for a batch of threads
    src = (FIXTURES / "saxpy.ptx").read_text()
    big = src.replace(".reg .pred", ".local .align 8 .b8 big[1073741824];\n\t.reg .pred", 1)
    assert big != src
    k = LoadedVector(_saxpy_with(tmp_path, big))
    with pytest.raises(ValueError, match=r"1073741824 bytes of local memory per thread"):
        k(x=np.ones(4, np.float32), y=np.ones(4, np.float32), a=np.float32(1))


def test_a_producers_own_error_becomes_a_value_error_naming_the_parameter() -> None:
    class Broken:
        def __dlpack__(self, *args, **kwargs):
            raise RuntimeError("producer broke")

        def __dlpack_device__(self):
            return (1, 0)

    gravity = LoadedVector(FIXTURES / "gravity.ptx")
    with pytest.raises(
        ValueError, match=r"'position' .*producer failed: RuntimeError: producer broke"
    ):
        gravity(position=Broken(), mu=1.0)
