"""The generated fast paths (eagle/loaded/_fast.py), driven with stand-in arrays and a recording
launcher, so that what they would hand cuLaunchKernel is checked here without a GPU: the
parameter values in PTX order, the grid, the outputs, and every case they must leave to the
general path (MISS)."""

from __future__ import annotations

import ctypes
import struct
from typing import Any

import numpy as np
import pytest
from references import FIXTURES

pytest.importorskip("cupy")

from eagle import LoadedVector
from eagle.loaded import _fast


class _Memory:
    def __init__(self, ptr: int) -> None:
        self.ptr = ptr
        self.device_id = 0


class FakeArray:
    """Quacks like a cupy.ndarray as far as the fast path looks."""

    next_ptr = 0x7000_0000

    def __init__(self, shape: Any, dtype: Any, strides: Any = None) -> None:
        self.shape = tuple(shape)
        self.dtype = np.dtype(dtype)
        from eagle.interop._dlpack import c_strides

        self.strides = tuple(strides) if strides else c_strides(self.shape, self.dtype.itemsize)
        FakeArray.next_ptr += 0x1000
        self.data = _Memory(FakeArray.next_ptr)


class Launches:
    def __init__(self, kernel: LoadedVector) -> None:
        self.calls: list[tuple[Any, ...]] = []
        self.fmt = kernel._packer._struct

    def __call__(
        self,
        fn: int,
        gx: int,
        gy: int,
        gz: int,
        bx: int,
        by: int,
        bz: int,
        shared: int,
        stream: int,
        params: int,
        extra: int,
    ) -> None:
        n = len(self.fmt.format) and self.fmt.size
        pointers = (ctypes.c_void_p * 1).from_address(params)
        raw = ctypes.string_at(pointers[0], n)
        self.calls.append(((gx, gy, gz), (bx, by, bz), shared, stream, self.fmt.unpack(raw)))


def _fast_for(name: str) -> tuple[LoadedVector, Any, Launches]:
    k = LoadedVector(FIXTURES / f"{name}.ptx")
    fp = _fast.FastPaths(k._sig, k._packer, lambda device: 0xF00D)
    fp._cp_ndarray = FakeArray
    fp._get_device = lambda: 0

    class Stream:
        ptr = 0x5EA

    fp._get_stream = lambda: Stream
    launches = Launches(k)
    fp._launch = launches
    fp._cupy = fp._compile("cupy")
    return k, fp, launches


def test_gravity_values_in_ptx_order_and_grid() -> None:
    _, fp, launches = _fast_for("gravity")
    x = FakeArray((3, 1000), np.float64)
    out = fp({"position": x, "mu": 2.5})
    assert isinstance(out, FakeArray) and out.shape == (3, 1000) and out.dtype == np.float64
    ((grid, block, shared, stream, values),) = launches.calls
    assert grid == (4, 1, 1) and block == (256, 1, 1) and shared == 0 and stream == 0x5EA
    assert values == (x.data.ptr, out.data.ptr, 2.5, 1000)


def test_float32_scalar_from_python_float_and_inout_returns_callers_array() -> None:
    _, fp, launches = _fast_for("saxpy")
    x, y = FakeArray((10,), np.float32), FakeArray((10,), np.float32)
    assert fp({"x": x, "y": y, "a": 0.1}) is y
    values = launches.calls[0][-1]
    assert values[:2] == (x.data.ptr, y.data.ptr)
    assert values[2] == struct.unpack("<f", struct.pack("<f", 0.1))[0] and values[3] == 10


def test_two_outputs_come_back_as_a_tuple() -> None:
    _, fp, launches = _fast_for("divmod")
    a, b = FakeArray((5,), np.int32), FakeArray((5,), np.int32)
    q, r = fp({"a": a, "b": b})
    assert launches.calls[0][-1] == (a.data.ptr, b.data.ptr, q.data.ptr, r.data.ptr, 5)


def test_two_dimensional_grid() -> None:
    _, fp, launches = _fast_for("transpose")
    x = FakeArray((33, 50), np.float32)
    out = fp({"x": x})
    assert out.shape == (50, 33)
    grid, block, *_ = launches.calls[0]
    assert grid == (4, 3, 1) and block == (16, 16, 1)


def test_zero_size_launches_nothing() -> None:
    _, fp, launches = _fast_for("saxpy")
    fp({"x": FakeArray((0,), np.float32), "y": FakeArray((0,), np.float32), "a": 1.0})
    assert launches.calls == []


@pytest.mark.parametrize(
    "kwargs",
    [
        {"x": FakeArray((10,), np.float64), "y": FakeArray((10,), np.float32), "a": 1.0},
        {"x": FakeArray((10,), np.float32), "y": FakeArray((9,), np.float32), "a": 1.0},
        {"x": FakeArray((10,), np.float32, (8,)), "y": FakeArray((10,), np.float32), "a": 1.0},
        {"x": FakeArray((10,), np.float32), "y": FakeArray((10,), np.float32)},
        {
            "x": FakeArray((10,), np.float32),
            "y": FakeArray((10,), np.float32),
            "a": 1.0,
            "out": None,
        },
        {"x": np.zeros(10, np.float32), "y": FakeArray((10,), np.float32), "a": 1.0},
    ],
    ids=["dtype", "shape", "strided", "missing", "out", "mixed"],
)
def test_everything_else_goes_to_the_general_path(kwargs: dict[str, Any]) -> None:
    _, fp, launches = _fast_for("saxpy")
    assert fp(kwargs) is _fast.MISS
    assert launches.calls == []


def test_other_device_goes_to_the_general_path() -> None:
    _, fp, _ = _fast_for("saxpy")
    x, y = FakeArray((4,), np.float32), FakeArray((4,), np.float32)
    y.data.device_id = 1
    assert fp({"x": x, "y": y, "a": 1.0}) is _fast.MISS
