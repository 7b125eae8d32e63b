"""The fast path's replay (eagle/loaded/_fast.py), driven with stand-in arrays, a framework row
of their own and a recording launcher, so that what it hands cuLaunchKernel is checked here
without a GPU: routes are recorded as the general path records them (FastPaths.record, with the
general path's plan), then calls are replayed: the parameter values in PTX order, the grid, the
outputs, and every call it must leave to the general path (MISS): a key never recorded, another
context, overlapping or repeated outputs. tests/lupine/test_eagle_fast_out.py checks, on cupy
through LUPINE, that the general path records and the replay launches what it launched."""

from __future__ import annotations

import struct
from typing import Any

import numpy as np
import pytest
from references import FIXTURES

pytest.importorskip("cupy")

from eagle import LoadedVector
from eagle.interop._frameworks import FastSpec, Framework
from eagle.loaded import _fast
from eagle.loaded._plan import make_plan


class _Memory:
    def __init__(self, ptr: int) -> None:
        self.ptr = ptr
        self.device_id = 0


class FakeArray:
    """Quacks like a cupy.ndarray as far as the fake row's expressions look."""

    next_ptr = 0x7000_0000

    def __init__(self, shape: Any, dtype: Any, strides: Any = None) -> None:
        self.shape = tuple(shape)
        self.dtype = np.dtype(dtype)
        from eagle.interop._dlpack import c_strides

        self.strides = tuple(strides) if strides else c_strides(self.shape, self.dtype.itemsize)
        FakeArray.next_ptr += 0x10000
        self.data = _Memory(FakeArray.next_ptr)

    @property
    def nbytes(self) -> int:
        return int(np.prod(self.shape)) * self.dtype.itemsize


class FakeRow(Framework):
    name = "fake"
    module = "numpy"
    fast = FastSpec(
        key="{a}.dtype, {a}.shape, {a}.strides, {m}.device_id",
        ptr="{m}.ptr",
        bind="{a}.data",
        stable="{a}.shape",
        stream="_FAKE_STREAM()",
        empty="_FakeArray({shape}, {dtype})",
        after_write="",
        names=lambda: {"_FAKE_STREAM": lambda: 0x5EA, "_FakeArray": FakeArray},
        dtype=lambda d: d,
        array_type=lambda: FakeArray,
    )


ROW = FakeRow()


class Launches:
    def __init__(self, kernel: LoadedVector) -> None:
        self.calls: list[tuple[Any, ...]] = []
        self.fmt = kernel._packer.struct

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
        import ctypes

        first = ctypes.c_void_p.from_address(params).value
        raw = ctypes.string_at(first, self.fmt.size)
        self.calls.append(((gx, gy, gz), (bx, by, bz), shared, stream, self.fmt.unpack(raw)))


class Fast:
    """A kernel's FastPaths over the fake row, and the general path's part: record()."""

    def __init__(self, name: str, monkeypatch: pytest.MonkeyPatch) -> None:
        monkeypatch.setattr(_fast, "BY_NAME", {"fake": ROW})
        self.kernel = k = LoadedVector(FIXTURES / f"{name}.ptx")
        self.fp = fp = _fast.FastPaths(k._sig, k._packer, lambda device: 0xF00D)
        self.launches = Launches(k)
        fp._launch_kernel = self.launches
        self.ctx = 7
        fp._ctx_current = lambda: self.ctx
        fp.entry = fp._generate()

    def record(self, supplied: bool = False, **arrays: Any) -> None:
        """What the general path records for a call on these arrays (its plan, its sizes)."""
        sig = self.kernel._sig
        inputs = [p for p in sig.params if p.role.name in ("IN", "INOUT")]
        plan = make_plan(sig, [(p, arrays[p.name].shape) for p in inputs])
        ordered = [arrays[p.name] for p in inputs]
        if supplied:
            ordered += [arrays[p.name] for p in sig.params if p.role.name == "OUT"]
        sizes = [a.nbytes for a in ordered]
        self.fp.record(ROW, supplied, ordered, sizes, 0xF00D, plan, 0)

    def __call__(self, kw: dict[str, Any]) -> Any:
        return self.fp(kw)


def test_gravity_values_in_ptx_order_and_grid(monkeypatch: pytest.MonkeyPatch) -> None:
    fast = Fast("gravity", monkeypatch)
    x = FakeArray((3, 1000), np.float64)
    fast.record(position=x)
    out = fast({"position": x, "mu": 2.5})
    assert isinstance(out, FakeArray) and out.shape == (3, 1000) and out.dtype == np.float64
    ((grid, block, shared, stream, values),) = fast.launches.calls
    assert grid == (4, 1, 1) and block == (256, 1, 1) and shared == 0 and stream == 0x5EA
    assert values == (x.data.ptr, out.data.ptr, 2.5, 1000)


def test_a_route_serves_every_array_of_its_key(monkeypatch: pytest.MonkeyPatch) -> None:
    fast = Fast("gravity", monkeypatch)
    fast.record(position=FakeArray((3, 1000), np.float64))
    x = FakeArray((3, 1000), np.float64)  # other memory, the same key
    out = fast({"position": x, "mu": np.float64(1.0)})
    assert fast.launches.calls[0][-1] == (x.data.ptr, out.data.ptr, 1.0, 1000)


def test_float32_scalar_from_python_float_and_inout_returns_callers_array(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    fast = Fast("saxpy", monkeypatch)
    x, y = FakeArray((10,), np.float32), FakeArray((10,), np.float32)
    fast.record(x=x, y=y)
    assert fast({"x": x, "y": y, "a": 0.1}) is y
    values = fast.launches.calls[0][-1]
    assert values[:2] == (x.data.ptr, y.data.ptr)
    assert values[2] == struct.unpack("<f", struct.pack("<f", 0.1))[0] and values[3] == 10


def test_two_outputs_come_back_as_a_tuple(monkeypatch: pytest.MonkeyPatch) -> None:
    fast = Fast("divmod", monkeypatch)
    a, b = FakeArray((5,), np.int32), FakeArray((5,), np.int32)
    fast.record(a=a, b=b)
    q, r = fast({"a": a, "b": b})
    assert fast.launches.calls[0][-1] == (a.data.ptr, b.data.ptr, q.data.ptr, r.data.ptr, 5)


def test_two_dimensional_grid(monkeypatch: pytest.MonkeyPatch) -> None:
    fast = Fast("transpose", monkeypatch)
    x = FakeArray((33, 50), np.float32)
    fast.record(x=x)
    out = fast({"x": x})
    assert out.shape == (50, 33)
    grid, block, *_ = fast.launches.calls[0]
    assert grid == (4, 3, 1) and block == (16, 16, 1)


def test_zero_size_launches_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    fast = Fast("saxpy", monkeypatch)
    x, y = FakeArray((0,), np.float32), FakeArray((0,), np.float32)
    fast.record(x=x, y=y)
    assert fast({"x": x, "y": y, "a": 1.0}) is y
    assert fast.launches.calls == []


def test_outputs_supplied_by_out_or_by_name(monkeypatch: pytest.MonkeyPatch) -> None:
    fast = Fast("divmod", monkeypatch)
    a, b = FakeArray((5,), np.int32), FakeArray((5,), np.int32)
    q, r = FakeArray((5,), np.int32), FakeArray((5,), np.int32)
    assert fast({"a": a, "b": b, "out": (q, r)}) is _fast.MISS  # not recorded yet
    fast.record(supplied=True, a=a, b=b, quotient=q, remainder=r)
    assert fast({"a": a, "b": b, "out": (q, r)}) == (q, r)
    assert fast({"a": a, "b": b, "quotient": r, "remainder": q}) == (r, q)
    ptrs = (a.data.ptr, b.data.ptr)
    assert [c[-1] for c in fast.launches.calls] == [
        (*ptrs, q.data.ptr, r.data.ptr, 5),
        (*ptrs, r.data.ptr, q.data.ptr, 5),
    ]


@pytest.mark.parametrize(
    "case",
    ["same output twice", "output overlaps an input", "outputs overlap", "out= and a name"],
)
def test_what_the_general_path_refuses_is_left_to_it(
    monkeypatch: pytest.MonkeyPatch, case: str
) -> None:
    fast = Fast("divmod", monkeypatch)
    a, b = FakeArray((5,), np.int32), FakeArray((5,), np.int32)
    q, r = FakeArray((5,), np.int32), FakeArray((5,), np.int32)
    fast.record(supplied=True, a=a, b=b, quotient=q, remainder=r)
    kw: dict[str, Any] = {"a": a, "b": b, "out": (q, r)}
    if case == "same output twice":
        kw["out"] = (q, q)
    elif case == "output overlaps an input":
        r.data.ptr = b.data.ptr + 8  # r's 20 bytes start inside b's
    elif case == "outputs overlap":
        r.data.ptr = q.data.ptr + 4
    else:
        kw["remainder"] = r
    assert fast(kw) is _fast.MISS
    assert fast.launches.calls == []


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
        {"x": FakeArray((10,), np.float32), "y": FakeArray((10,), np.float32), "b": 1.0},
    ],
    ids=["dtype", "shape", "strided", "missing", "out", "mixed", "unknown"],
)
def test_keys_never_recorded_go_to_the_general_path(
    monkeypatch: pytest.MonkeyPatch, kwargs: dict[str, Any]
) -> None:
    fast = Fast("saxpy", monkeypatch)
    fast.record(x=FakeArray((10,), np.float32), y=FakeArray((10,), np.float32))
    assert fast(kwargs) is _fast.MISS
    assert fast.launches.calls == []


def test_other_device_or_context_goes_to_the_general_path(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    fast = Fast("saxpy", monkeypatch)
    x, y = FakeArray((4,), np.float32), FakeArray((4,), np.float32)
    fast.record(x=x, y=y)
    y.data.device_id = 1
    assert fast({"x": x, "y": y, "a": 1.0}) is _fast.MISS
    y.data.device_id = 0
    fast.ctx = 8  # another context current (the route's function belongs to context 7)
    assert fast({"x": x, "y": y, "a": 1.0}) is _fast.MISS
    fast.ctx = 7
    assert fast({"x": x, "y": y, "a": 1.0}) is y
    assert len(fast.launches.calls) == 1
