"""Replayed calls take the path their arrays call for when something changes between calls:
shape, dtype, strides, device, stream, the keywords, the objects themselves. Each replay's
result is checked against numpy (the stand-in CUDA target of test_bound_launch.py runs a numpy
kernel on the launch's own pointers; the emulator runs the PTX), and the bindings are counted:
a replay binds nothing, a call whose key differs binds once. No test here is timed."""

from __future__ import annotations

import ctypes
from typing import Any

import numpy as np
import pytest
from references import CASES, FIXTURES, assert_matches, gravity, saxpy
from test_bound_launch import (
    STREAM,
    Cuda,
    CudaCapsule,
    FakeArray,
    _counted,
    _gravity_kernel,
    _saxpy_kernel,
)

from eagle import LoadedVector
from eagle.interop import _dlpack
from eagle.loaded import _stage

MU = 3.986004418e14

_is_valid = ctypes.PyDLL(None).PyCapsule_IsValid  # not ctypes.pythonapi: shared argtypes
_is_valid.restype = ctypes.c_int
_is_valid.argtypes = (ctypes.py_object, ctypes.c_char_p)


def _strided_at(ptr: int, shape: tuple[int, ...], strides: tuple[int, ...], dtype: Any) -> Any:
    """The "device" memory at ``ptr`` as a strided array (it is host memory here)."""
    itemsize = np.dtype(dtype).itemsize
    span = sum((n - 1) * s for n, s in zip(shape, strides, strict=True)) + itemsize
    flat = np.frombuffer((ctypes.c_uint8 * span).from_address(ptr), np.uint8)
    return np.lib.stride_tricks.as_strided(flat.view(dtype), shape, strides)


def _fill(x: FakeArray, values: np.ndarray) -> None:
    _strided_at(x.data.ptr, x.shape, x.strides, x.dtype)[...] = values


def _device_copies(monkeypatch: pytest.MonkeyPatch) -> None:
    """Contiguous copies of strided "device" arrays as numpy copies of the host memory behind
    them (cupy's are used on a GPU)."""

    def as_numpy(x: Any) -> Any:
        return _strided_at(x.data.ptr, x.shape, x.strides, x.dtype)

    def view(v: Any) -> Any:
        return _strided_at(v.ptr, v.shape, v.strides, v.dtype)

    def copy(dst: Any, src: Any, stream: int) -> None:
        dst[...] = src

    monkeypatch.setattr(_stage, "_as_cupy", as_numpy)
    monkeypatch.setattr(_stage, "cupy_view", view)
    monkeypatch.setattr(_stage, "_copy_on_stream", copy)


# -- the direct replay (the launching framework's own arrays) ---------------------------------


def test_direct_replay_follows_shape_dtype_strides_and_stream(monkeypatch) -> None:
    cuda = Cuda(monkeypatch)
    _device_copies(monkeypatch)
    k = cuda.load("gravity")
    cuda.run = _gravity_kernel
    rng = np.random.default_rng(0)

    def check(x: FakeArray, o: FakeArray, values: np.ndarray) -> None:
        got = _strided_at(o.data.ptr, o.shape, o.strides, o.dtype)
        np.testing.assert_allclose(got, gravity(values, MU), rtol=1e-15)

    x, o = FakeArray((3, 64), np.float64), FakeArray((3, 64), np.float64)
    values = rng.uniform(6.6e6, 4.2e7, (3, 64))
    _fill(x, values)
    for _ in range(4):  # bound, replayed, remembered, then launched as remembered
        assert k(position=x, mu=MU, out=o) is o
        check(x, o, values)
    assert cuda.binds == 1
    # another stream: the remembered launch reads the current stream too, as a new key does
    cuda.row.current = STREAM + 1
    k(position=x, mu=MU, out=o)
    assert cuda.launches[-1][4] == STREAM + 1
    values = rng.uniform(6.6e6, 4.2e7, (3, 64))
    y = FakeArray((3, 64), np.float64)
    _fill(y, values)
    k(position=y, mu=MU, out=o)
    check(y, o, values)
    assert cuda.launches[-1][4] == STREAM + 1 and cuda.binds == 1
    # another shape: bound anew (its own grid), then replayed
    values = rng.uniform(6.6e6, 4.2e7, (3, 300))
    y, o2 = FakeArray((3, 300), np.float64), FakeArray((3, 300), np.float64)
    _fill(y, values)
    for _ in range(2):
        k(position=y, mu=MU, out=o2)
        check(y, o2, values)
        assert cuda.launches[-1][1] == (2, 1, 1)
    assert cuda.binds == 2
    # another dtype: refused by the binding, nothing launched
    launched = len(cuda.launches)
    with pytest.raises(TypeError, match=r"parameter 'position': expected dtype float64"):
        k(position=FakeArray((3, 64), np.float32), mu=MU, out=o)
    assert len(cuda.launches) == launched and cuda.binds == 3
    # other strides, the same shape: a contiguous copy goes to the kernel
    values = rng.uniform(6.6e6, 4.2e7, (3, 64))
    t = FakeArray((3, 64), np.float64, strides=(8, 24))  # (64, 3) in memory, transposed
    _fill(t, values)
    for _ in range(2):
        k(position=t, mu=MU, out=o)
        check(t, o, values)
        assert cuda.values("QQdQ")[0] != t.data.ptr  # the copy's pointer, not t's
    assert cuda.binds == 4
    # and the first key again: replayed with its own pointers
    k(position=x, mu=MU, out=o)
    assert cuda.values("QQdQ")[:2] == (x.data.ptr, o.data.ptr) and cuda.binds == 4


def test_remembered_objects_are_checked_each_call(monkeypatch) -> None:
    # the same objects are launched as remembered; any other object, or a scalar of another
    # value or type, is checked as a new call is
    cuda = Cuda(monkeypatch)
    k = cuda.load("saxpy")
    x, y = FakeArray((8,), np.float32), FakeArray((8,), np.float32)
    two = np.float32(2.0)
    for _ in range(3):
        k(x=x, y=y, a=two)
        assert cuda.values("QQf4xI4x") == (x.data.ptr, y.data.ptr, 2.0, 8)
    k(x=x, y=y, a=np.float32(3.0))  # another scalar object
    assert cuda.values("QQf4xI4x")[2] == 3.0
    k(x=x, y=y, a=3)  # an int for a float32: converted as the binding converts it
    assert cuda.values("QQf4xI4x")[2] == 3.0
    z = FakeArray((8,), np.float32)
    k(x=z, y=y, a=two)  # another input array
    assert cuda.values("QQf4xI4x")[:2] == (z.data.ptr, y.data.ptr)
    with pytest.raises(ValueError, match=r"'y' \(inout, .*\) and 'x' share memory"):
        k(x=y, y=y, a=two)  # the remembered objects, one of them twice: bound, refused
    assert cuda.binds == 2


def test_alternating_keywords_each_replay_their_own_launch(monkeypatch) -> None:
    # the last launch is tried first, then the last one of the call's keywords: calls that
    # alternate forms (as many keywords, or other names) each replay theirs
    cuda = Cuda(monkeypatch)
    k = cuda.load("divmod")
    a, b = FakeArray((5,), np.int32), FakeArray((5,), np.int32)
    q, r = FakeArray((5,), np.int32), FakeArray((5,), np.int32)
    for _ in range(3):
        assert k(a=a, b=b, out=(q, r)) == (q, r)
        assert cuda.values("QQQQI4x")[2:4] == (q.data.ptr, r.data.ptr)
        got_q, got_r = k(a=a, b=b, remainder=r)  # three keywords, another name
        assert got_r is r and cuda.values("QQQQI4x")[2:4] == (got_q.data.ptr, r.data.ptr)
        got_q, got_r = k(a=a, b=b)
        assert cuda.values("QQQQI4x")[2:4] == (got_q.data.ptr, got_r.data.ptr)
        assert k(b=b, a=a, out=(q, r)) == (q, r)  # the same keywords in another order
    assert cuda.binds == 4


def test_written_arrays_are_reported_after_every_replay(monkeypatch) -> None:
    # a framework that counts writes (torch's version counters) is told after each launch of
    # the caller's arrays the kernel wrote, in one call; its arrays are checked by key every
    # call (nothing remembered: anything of a tensor can change in place)
    cuda = Cuda(monkeypatch)
    told: list[tuple[Any, ...]] = []
    monkeypatch.setattr(cuda.row, "tracks_writes", True, raising=False)
    monkeypatch.setattr(cuda.row, "stable", None, raising=False)
    monkeypatch.setattr(cuda.row, "after_writes", lambda: told.append, raising=False)
    k = cuda.load("divmod")
    a, b = FakeArray((5,), np.int32), FakeArray((5,), np.int32)
    q, r = FakeArray((5,), np.int32), FakeArray((5,), np.int32)
    for _ in range(3):
        k(a=a, b=b, out=(q, r))
        k(a=a, b=b)  # eagle's own outputs: nothing of the caller's written
    assert told == [(q, r)] * 3
    s = cuda.load("saxpy")
    x, y = FakeArray((4,), np.float32), FakeArray((4,), np.float32)
    for _ in range(3):
        s(x=x, y=y, a=1.0)
    assert told[3:] == [(y,)] * 3
    assert all(launch[0] for launch in cuda.launches)  # every call launched


# -- DLPack producers, imported again on each replay ------------------------------------------


def test_reimport_consumes_only_the_capsule_of_the_bound_view() -> None:
    bound = CudaCapsule((3, 8), np.float64)
    v = _dlpack.consume_capsule(bound.__dlpack__(stream=5))
    expect = (v.dtype, v.shape, v.strides, v.device, v.readonly)
    again = _dlpack.Reimport(expect).read
    same = CudaCapsule((3, 8), np.float64)
    ptr, owner = again(same, 5)
    assert ptr == same.backing.ctypes.data and same.streams == [5]
    assert _is_valid(same.capsules[-1], b"used_dltensor_versioned")  # consumed
    assert same.deleted == 0
    del owner
    assert same.deleted == 1  # its deleter ran once, when the import was released
    # NULL strides or C strides spelled out: the same view
    explicit = CudaCapsule((3, 8), np.float64, strides=(8, 1))
    assert again(explicit, 5) is not None
    # size-1 axes may carry any stride (normalised, as the binding does)
    one = CudaCapsule((3, 1), np.float64)
    one_bound = _dlpack.consume_capsule(one.__dlpack__(stream=5))
    odd = CudaCapsule((3, 1), np.float64, strides=(1, 99))
    got = _dlpack.Reimport(
        (one_bound.dtype, one_bound.shape, one_bound.strides, one_bound.device, False)
    ).read(odd, 5)
    assert got is not None
    # anything else is left unconsumed, for its producer's destructor to free
    for other in (
        CudaCapsule((3, 9), np.float64),  # shape
        CudaCapsule((3, 8), np.float32),  # dtype
        CudaCapsule((3, 8), np.float64, strides=(1, 3)),  # strides
        CudaCapsule((3, 8), np.float64, device_id=1),  # device
        CudaCapsule((3, 8), np.float64, flags=_dlpack.READ_ONLY_FLAG),  # read-only
    ):
        assert again(other, 5) is None
        assert _is_valid(other.capsules[-1], b"dltensor_versioned")
        assert other.deleted == 0
    # and the learned layout is the last equal one's: the first again is still taken
    assert again(CudaCapsule((3, 8), np.float64), 5) is not None


def test_dlpack_producers_replay_and_rebind_on_another_view(monkeypatch) -> None:
    cuda = Cuda(monkeypatch)
    k = cuda.load("gravity")
    for strides in (None, (64, 1), None, (64, 1)):  # the same view, spelled two ways
        p = CudaCapsule((3, 64), np.float64, strides=strides)
        out = k(position=p, mu=MU)
        assert cuda.values("QQdQ")[:2] == (p.backing.ctypes.data, out.data.ptr)
        assert p.streams == [STREAM]
    assert cuda.binds == 1
    assert all(stream == STREAM for stream, _ in cuda.held)
    # what was held is what each call imported: one owner per call, released with the hold
    kept = [objs for _, objs in cuda.held]
    assert len(kept) == 4 and all(len(objs) == 1 for objs in kept)
    p = CudaCapsule((3, 100), np.float64)  # another shape: bound anew
    k(position=p, mu=MU)
    assert cuda.values("QQdQ")[3] == 100 and cuda.binds == 2

    def refuses(*_: Any, **__: Any) -> Any:
        raise RuntimeError("the producer cannot export now")

    p = CudaCapsule((3, 100), np.float64)
    p.__dlpack__ = refuses  # type: ignore[method-assign]
    with pytest.raises(ValueError, match=r"the array's producer failed: RuntimeError"):
        k(position=p, mu=MU)  # the replay misses; the binding names the fault
    assert cuda.binds == 3


# -- host arrays ------------------------------------------------------------------------------


def test_numpy_on_cuda_alternating_kernels_share_the_thread_buffers(monkeypatch) -> None:
    cuda = Cuda(monkeypatch)
    g = cuda.load("gravity")
    s = cuda.load("saxpy")
    rng = np.random.default_rng(4)

    def run(raw: bytes) -> None:  # the kernel being called
        (_gravity_kernel if cuda.kernel is g else _saxpy_kernel)(raw)

    cuda.run = run
    for i in range(3):
        cuda.kernel = g
        x = rng.uniform(6.6e6, 4.2e7, (3, 50 + i))
        np.testing.assert_allclose(g(position=x, mu=MU), gravity(x, MU), rtol=1e-15)
        cuda.kernel = s
        inputs = CASES["saxpy"].make(rng, 40)
        y = inputs["y"].copy()
        assert s(x=inputs["x"], y=y, a=inputs["a"]) is y
        np.testing.assert_array_equal(y, saxpy(inputs["x"], inputs["y"].copy(), inputs["a"]))


@pytest.fixture
def host(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("EAGLE_TARGET", "host")


def test_emulator_replays_after_shape_dtype_and_strides(host) -> None:
    k = LoadedVector(FIXTURES / "gravity.ptx")
    binds = _counted(k)
    rng = np.random.default_rng(5)
    base = rng.uniform(6.6e6, 4.2e7, (3, 80))
    for x in (base[:, :40], base[:, :40].copy(), base[:, 40:].copy()):  # one key: contiguous
        np.testing.assert_allclose(k(position=x, mu=MU), gravity(x, MU), rtol=1e-15)
    assert binds[0] == 2  # the strided view first, then the contiguous copies
    for _ in range(2):
        x = base[:, ::2]  # strided: a contiguous copy goes to the kernel
        np.testing.assert_allclose(k(position=x, mu=MU), gravity(x, MU), rtol=1e-15)
        x = base[:, :41].copy()  # another shape
        np.testing.assert_allclose(k(position=x, mu=MU), gravity(x, MU), rtol=1e-15)
    assert binds[0] == 4
    with pytest.raises(TypeError, match=r"expected dtype float64, got float32"):
        k(position=base[:, :40].astype(np.float32), mu=MU)


class HostProducer:
    """A host array that speaks only DLPack."""

    def __init__(self, a: np.ndarray) -> None:
        self._a = a

    def __dlpack__(self, **kwargs: Any) -> Any:
        return self._a.__dlpack__(**kwargs)

    def __dlpack_device__(self) -> Any:
        return self._a.__dlpack_device__()


def test_emulator_replays_other_host_arrays_through_their_views(host) -> None:
    torch = pytest.importorskip("torch")
    k = LoadedVector(FIXTURES / "saxpy.ptx")
    binds = _counted(k)
    case = CASES["saxpy"]
    for seed in range(3):
        inputs = case.make(np.random.default_rng(seed), 30)
        want = saxpy(inputs["x"], inputs["y"].copy(), inputs["a"])
        y = torch.from_numpy(inputs["y"].copy())
        version = y._version
        assert k(x=HostProducer(inputs["x"]), y=y, a=inputs["a"]) is y
        np.testing.assert_array_equal(y.numpy(), want)
        assert y._version == version + 1  # torch is told of the write, on replays too
    assert binds[0] == 1
    inputs = case.make(np.random.default_rng(9), 31)  # another shape through the producer
    y = torch.from_numpy(inputs["y"].copy())
    k(x=HostProducer(inputs["x"]), y=y, a=inputs["a"])
    assert_matches(case, y.numpy(), saxpy(inputs["x"], inputs["y"].copy(), inputs["a"]))
    assert binds[0] == 2
