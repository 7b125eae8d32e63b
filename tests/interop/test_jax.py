"""JAX arrays through eagle (the ``jax`` row of eagle's framework table): recognised as JAX,
imported by DLPack, results handed back as JAX arrays, 64-bit dtypes only with
``jax_enable_x64``, never written. The arrays are JAX CPU arrays (also where JAX has a GPU):
host arrays, on eagle's host target (the emulator here, CUDA where one is reachable); JAX's
CUDA arrays are certified by raptor's JAX rows on a GPU. Every value is compared with numpy."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from references import CASES, FIXTURES, gravity

from eagle import LoadedVector
from eagle.interop import detect
from eagle.interop._frameworks import BY_NAME, launch_framework, result_framework

jax = pytest.importorskip("jax")
jnp = pytest.importorskip("jax.numpy")

pytestmark = pytest.mark.filterwarnings("ignore:Explicitly requested dtype")


@pytest.fixture(scope="module")
def kernels():
    return {n: LoadedVector(FIXTURES / f"{n}.ptx") for n in ("probe", "bits", "gravity", "saxpy")}


def cpu(a):
    """A JAX array on JAX's CPU device (JAX's default device is a GPU where it has one)."""
    return jax.device_put(jnp.asarray(a), jax.devices("cpu")[0])


def _probe_reference(a: np.ndarray) -> np.ndarray:
    # probe: y = 2x + 1 in float32; 2x is exact, so one rounding, as the kernel's fma has.
    return (np.float32(2) * a + np.float32(1)).astype(np.float32)


def test_jax_arrays_are_recognised_as_jax_not_as_generic_dlpack() -> None:
    d = detect(cpu(np.arange(4, dtype=np.float32)))
    assert d.name == "jax" and str(d.device) == "cpu"
    assert BY_NAME["jax"].results == ("cpu", "cuda") and not BY_NAME["jax"].mutable


@settings(max_examples=25, deadline=None)
@given(
    n=st.integers(1, 700),
    values=st.sampled_from(["normal", "extreme"]),
    seed=st.integers(0, 2**32 - 1),
)
def test_float32_in_jax_out(kernels, n: int, values: str, seed: int) -> None:
    rng = np.random.default_rng(seed)
    a = rng.standard_normal(n).astype(np.float32)
    if values == "extreme" and n:
        a[:: max(1, n // 5)] = np.float32(3e38)
    with jax.enable_x64(True):  # the probe's second output (addresses) is int64
        y, addr = kernels["probe"](x=cpu(a))
        assert isinstance(y, jax.Array) and isinstance(addr, jax.Array)
        assert y.dtype == np.float32 and addr.dtype == np.int64 and y.shape == (n,)
        with np.errstate(over="ignore"):
            np.testing.assert_array_equal(np.asarray(y), _probe_reference(a))


@settings(max_examples=20, deadline=None)
@given(n=st.integers(1, 600), seed=st.integers(0, 2**32 - 1))
def test_32_bit_integers_need_no_x64(kernels, n: int, seed: int) -> None:
    rng = np.random.default_rng(seed)
    a = rng.integers(0, 2**32, n, dtype=np.uint32)
    b = rng.integers(-(2**31), 2**31, n, dtype=np.int32)
    with jax.enable_x64(False):
        got = kernels["bits"](a=cpu(a), b=cpu(b))
        assert isinstance(got, jax.Array) and got.dtype == np.uint32
    np.testing.assert_array_equal(np.asarray(got), CASES["bits"].reference(a=a, b=b))


def test_float64_with_x64_on(kernels) -> None:
    position = np.random.default_rng(3).uniform(-4e7, 4e7, (3, 300))
    with jax.enable_x64(True):
        accel = kernels["gravity"](position=cpu(position), mu=3.986e14)
        assert isinstance(accel, jax.Array) and accel.dtype == np.float64
    np.testing.assert_allclose(
        np.asarray(accel), gravity(position, 3.986e14), rtol=CASES["gravity"].rtol
    )


def test_a_float32_jax_array_for_a_float64_parameter_names_jax_enable_x64(kernels) -> None:
    with jax.enable_x64(False):
        position = cpu(np.ones((3, 8)))  # JAX makes it float32
        assert position.dtype == np.float32
        with pytest.raises(
            TypeError, match=r"expected dtype float64, got float32 \(jax\).*jax_enable_x64"
        ):
            kernels["gravity"](position=position, mu=1.0)


def test_a_64_bit_result_is_refused_before_the_launch_when_x64_is_off(kernels) -> None:
    # probe's addr output is int64: as a JAX array it would become int32; eagle says so
    # instead of truncating.
    with jax.enable_x64(False), pytest.raises(TypeError, match=r"'addr' is int64.*x64"):
        kernels["probe"](x=cpu(np.ones(4, np.float32)))


def test_numpy_outputs_beside_a_jax_input_need_no_x64(kernels) -> None:
    a = np.linspace(-3, 3, 50, dtype=np.float32)
    y_out = np.full(50, np.nan, np.float32)
    addr_out = np.full(3, -1, np.int64)
    with jax.enable_x64(False):
        y, addr = kernels["probe"](x=cpu(a), out=(y_out, addr_out))
    assert y is y_out and addr is addr_out
    np.testing.assert_array_equal(y_out, _probe_reference(a))


def test_jax_arrays_are_refused_as_outputs(kernels) -> None:
    x = cpu(np.ones(8, np.float32))
    with jax.enable_x64(True):
        with pytest.raises(TypeError, match=r"'y' is written by the kernel \(out\).*immutable"):
            kernels["probe"](x=x, out=(cpu(np.zeros(8, np.float32)), None))
        with pytest.raises(TypeError, match=r"'y' is written by the kernel \(inout\).*immutable"):
            kernels["saxpy"](x=x, y=cpu(np.ones(8, np.float32)), a=2.0)
    # a numpy inout beside a JAX input is updated in place as usual
    y = np.arange(8, dtype=np.float32)
    want = CASES["saxpy"].reference(x=np.ones(8, np.float32), y=y.copy(), a=np.float32(2))
    assert kernels["saxpy"](x=x, y=y, a=2.0) is y
    np.testing.assert_array_equal(y, want)


def test_traced_values_are_refused_with_the_way_out(kernels) -> None:
    @jax.jit
    def f(v):
        return kernels["probe"](x=v)

    with pytest.raises(TypeError, match=r"'x'.*traced JAX value.*pure_callback"):
        f(cpu(np.ones(4, np.float32)))


def test_deleted_and_unsupported_arrays_are_refused_naming_the_parameter(kernels) -> None:
    x = cpu(np.ones(5, np.float32))
    x.delete()
    with pytest.raises(ValueError, match=r"'x': the JAX array has been deleted"):
        kernels["probe"](x=x)
    with pytest.raises(TypeError, match=r"'x' \(jax\): DLPack dtype bfloat16 is not supported"):
        kernels["probe"](x=cpu(np.ones(4, np.float32)).astype(jnp.bfloat16))


def test_host_results_are_adopted_by_jax_without_a_copy() -> None:
    # What eagle relies on: XLA's CPU client adopts 64-byte aligned host memory as it is.
    row = BY_NAME["jax"]
    for shape, dtype in [((1000,), np.float32), ((3, 17), np.float64), ((0,), np.int32)]:
        a = row.host_empty(shape, np.dtype(dtype))
        assert a.shape == shape and a.dtype == dtype
        if a.size:
            assert a.ctypes.data % 64 == 0
            a[...] = np.arange(a.size).reshape(shape)
            with jax.enable_x64(True):
                j = row.from_host(a)
            assert j.unsafe_buffer_pointer() == a.ctypes.data
            np.testing.assert_array_equal(np.asarray(j), np.arange(a.size).reshape(shape))


@pytest.mark.parametrize(
    ("inputs", "device", "result", "launch"),
    [
        (["jax"], False, "jax", None),
        (["jax", "numpy"], False, "jax", None),
        (["jax", "torch"], False, "torch", None),
        (["jax"], True, "jax", "cupy"),
        (["jax", "cupy"], True, "jax", "cupy"),
        (["jax", "torch"], True, "torch", "torch"),
        (["numba"], True, "cupy", "cupy"),
        (["numba", "torch"], True, "torch", "torch"),
    ],
)
def test_which_framework_receives_and_which_launches(inputs, device, result, launch) -> None:
    rows = [BY_NAME[n] for n in inputs]
    got = result_framework(rows, device)
    assert got.name == result
    if launch is not None:
        assert launch_framework(rows, got).name == launch


def test_mixed_with_numpy_the_result_is_jax(kernels) -> None:
    a = np.random.default_rng(9).integers(0, 2**32, 100, dtype=np.uint32)
    b = np.random.default_rng(10).integers(-(2**31), 2**31, 100, dtype=np.int32)
    got = kernels["bits"](a=a, b=cpu(b))
    assert isinstance(got, jax.Array)
    np.testing.assert_array_equal(np.asarray(got), CASES["bits"].reference(a=a, b=b))


def _jax_gpu():
    try:
        return jax.devices("gpu")[0]
    except RuntimeError:
        pytest.skip("JAX has no GPU here")


@pytest.mark.cuda
def test_jax_cuda_arrays_in_jax_cuda_arrays_out(kernels) -> None:
    # zero-copy both ways is raptor's JAX-*-CUDA-ALIAS rows; here: values, types, devices
    gpu = _jax_gpu()
    position = np.random.default_rng(4).uniform(-4e7, 4e7, (3, 1000))
    with jax.enable_x64(True):
        accel = kernels["gravity"](position=jax.device_put(position, gpu), mu=3.986e14)
        assert isinstance(accel, jax.Array) and accel.dtype == np.float64
        assert accel.devices() == {gpu}
    np.testing.assert_allclose(
        np.asarray(accel), gravity(position, 3.986e14), rtol=CASES["gravity"].rtol
    )
    import cupy

    a = np.random.default_rng(11).integers(0, 2**32, 999, dtype=np.uint32)
    b = np.random.default_rng(12).integers(-(2**31), 2**31, 999, dtype=np.int32)
    got = kernels["bits"](a=cupy.asarray(a), b=jax.device_put(b, gpu))
    assert isinstance(got, jax.Array) and got.devices() == {gpu}  # JAX wins over cupy
    np.testing.assert_array_equal(np.asarray(got), CASES["bits"].reference(a=a, b=b))
