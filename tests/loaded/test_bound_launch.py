"""The bound launch (eagle/loaded/_bound.py, found by _pipeline.py): the first call with a
key binds it, later calls with that key replay it, refreshing pointers and scalars, and every
call a replay cannot take (something its key does not hold) is bound again, which decides or
raises.

On the CUDA target, driven without a GPU: arrays of a stand-in framework row (its own device
pointers, stream and allocator), a stand-in current context, and cuLaunchKernel recorded (a C
function pointer that eagle's C launcher calls, and cupy's binding), so what the launch hands
the driver (parameter values in PTX order through the ``void**`` array, grid, block, stream) is
checked against the arrays' own pointers. Imports
through DLPack use capsules crafted to say kDLCUDA. On the emulator, with numpy arrays, each
replay's result is checked against the numpy reference. tests/lupine/test_eagle_replay_*.py
replay real cupy arrays through LUPINE's stand-in driver."""

from __future__ import annotations

import ctypes
import operator
import struct
from typing import Any

import numpy as np
import pytest
from references import CASES, FIXTURES, assert_matches, gravity, saxpy

from eagle import LoadedVector
from eagle.interop import ArrayView, Device, Framework, _frameworks
from eagle.interop._dlpack import _DLManagedTensorVersioned, c_strides, normalise_strides
from eagle.loaded import _bound, _cuda, _pipeline, _transfers, count_transfers
from eagle.loaded._launch import LAUNCH_TYPE

CTX_TYPE = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p)  # CUresult cuCtxGetCurrent(CUcontext*)

# -- a framework row of stand-in device arrays ------------------------------------------------


class _Memory:
    def __init__(self, ptr: int, device_id: int = 0) -> None:
        self.ptr = ptr
        self.device_id = device_id


class FakeArray:
    """A device array as far as the stand-in row reads it (cupy's attribute names)."""

    def __init__(self, shape: Any, dtype: Any, strides: Any = None, ptr: int | None = None):
        self.shape = tuple(shape)
        self.dtype = np.dtype(dtype)
        self.strides = tuple(strides) if strides else c_strides(self.shape, self.dtype.itemsize)
        if ptr is None:  # "device" memory that is host memory, so that copies can be real
            self.memory = np.zeros(max(self.nbytes, 1) + 256, np.uint8)
            ptr = -self.memory.ctypes.data % 256 + self.memory.ctypes.data
        self.data = _Memory(ptr)

    @property
    def nbytes(self) -> int:
        return int(np.prod(self.shape)) * self.dtype.itemsize


STREAM = 0x5EA


class FakeRow(Framework):
    name = "fake"
    module = "numpy"
    rank = 9
    results = ("cuda",)
    launches = True
    key = operator.attrgetter("dtype", "shape", "strides", "data.device_id")
    pointer = operator.attrgetter("data.ptr")
    stable = operator.attrgetter("shape")

    def owns(self, x: Any) -> bool:
        return isinstance(x, FakeArray)

    def device(self, x: Any) -> Device:
        return Device("cuda", x.data.device_id)

    def view(self, x: Any, stream: Any, native: bool, device: Any = None) -> ArrayView:
        strides = normalise_strides(x.shape, x.strides, x.dtype.itemsize)
        return ArrayView(x.data.ptr, x.shape, strides, x.dtype, self.device(x), False, x)

    current = STREAM  # the row's current stream (a test may set it on the instance)

    def stream_getter(self) -> Any:
        return lambda index: self.current

    def empty(self, shape: Any, dtype: Any, device: Any) -> Any:
        return FakeArray(shape, dtype)


_LIVE: list[Any] = []  # a producer's managed tensor (and deleter) outlives every view of it
_new_capsule = ctypes.PyDLL(None).PyCapsule_New  # not ctypes.pythonapi: shared argtypes
_new_capsule.restype = ctypes.py_object
_new_capsule.argtypes = (ctypes.c_void_p, ctypes.c_char_p, ctypes.c_void_p)


class CudaCapsule:
    """A DLPack producer whose capsule says kDLCUDA (device 0 unless told; over host memory:
    nothing reads it here), recording the stream each ``__dlpack__`` call is given, the
    capsules it made and how often its deleter ran. ``strides`` in elements (``None``: the
    capsule's strides are NULL, C-contiguous); ``flags``: the versioned capsule's flags."""

    def __init__(
        self,
        shape: tuple[int, ...],
        dtype: Any,
        strides: tuple[int, ...] | None = None,
        device_id: int = 0,
        flags: int = 0,
    ) -> None:
        _LIVE.append(self)
        self.backing = np.zeros(shape, dtype)
        self.streams: list[Any] = []
        self.capsules: list[Any] = []
        self.deleted = 0
        self.device_id = device_id
        self.m = m = _DLManagedTensorVersioned()
        self._shape = (ctypes.c_int64 * len(shape))(*shape)
        self._strides = None if strides is None else (ctypes.c_int64 * len(shape))(*strides)
        t = m.dl_tensor
        t.data = self.backing.ctypes.data
        t.device.device_type, t.device.device_id = 2, device_id
        t.ndim = len(shape)
        t.dtype.code = {"f": 2, "i": 0, "u": 1}[self.backing.dtype.kind]
        t.dtype.bits, t.dtype.lanes = 8 * self.backing.dtype.itemsize, 1
        t.shape = ctypes.cast(self._shape, ctypes.POINTER(ctypes.c_int64))
        if self._strides is not None:
            t.strides = ctypes.cast(self._strides, ctypes.POINTER(ctypes.c_int64))
        m.version.major, m.version.minor = 1, 0
        m.flags = flags

        def deleter(_: Any) -> None:
            self.deleted += 1

        self._deleter = _DLManagedTensorVersioned._fields_[2][1](deleter)
        m.deleter = self._deleter

    def __dlpack__(self, *, stream: Any = None, max_version: Any = None) -> Any:
        self.streams.append(stream)
        self.capsules.append(_new_capsule(ctypes.addressof(self.m), b"dltensor_versioned", None))
        return self.capsules[-1]

    def __dlpack_device__(self) -> tuple[int, int]:
        return (2, self.device_id)


class Cuda:
    """The CUDA target without a GPU: the stand-in row first in the table, a current context
    that the test sets, each kernel's function per context, cuLaunchKernel recorded."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        pytest.importorskip("cupy")
        self.ctx = 7
        self.launches: list[tuple[Any, ...]] = []
        self.failed: list[BaseException] = []  # what the recording launch raised
        self.held: list[tuple[int, list[Any]]] = []
        self.row = row = FakeRow()
        monkeypatch.setattr(_frameworks, "FRAMEWORKS", (row, *_frameworks.FRAMEWORKS))
        # the row that launches and receives results when no input's framework does
        monkeypatch.setitem(_frameworks.BY_NAME, "cupy", row)
        monkeypatch.setattr(_pipeline, "_ROW_OF_TYPE", {})
        monkeypatch.setattr(_cuda, "cuda_reachable", lambda: (True, "stand-in"))
        monkeypatch.setattr(_cuda, "forced_target", lambda: None)
        monkeypatch.setattr(_cuda, "current_device", lambda: 0)
        monkeypatch.setattr(_cuda, "context_getter", lambda: lambda: self.ctx)
        # cuCtxGetCurrent for eagle's C launcher: writes the same context
        self._ctx_c = CTX_TYPE(self._current)
        ctx_address = ctypes.cast(self._ctx_c, ctypes.c_void_p).value
        monkeypatch.setattr(_cuda, "context_address", lambda: ctx_address)
        monkeypatch.setattr(
            _cuda.CudaModules, "function", lambda _, device: (0xF00D + self.ctx, self.ctx)
        )
        monkeypatch.setattr(
            _cuda.KEEPALIVE, "hold", lambda s, objs, device: self.held.append((s, objs))
        )
        # cuLaunchKernel recorded: a C function pointer for eagle's C launcher, cupy's binding
        # for the Python path without it
        self._launch_c = LAUNCH_TYPE(self._record)
        address = ctypes.cast(self._launch_c, ctypes.c_void_p).value
        monkeypatch.setattr(_cuda, "launch_kernel_address", lambda: address)
        monkeypatch.setattr(_cuda, "launch_binding", lambda: self._launch)
        # host <-> "device" copies are memmoves, ordered by the call (no stream to wait for)
        monkeypatch.setattr(_cuda, "memcpy_htod", lambda d, h, n, stream: ctypes.memmove(d, h, n))
        monkeypatch.setattr(_cuda, "memcpy_dtoh", lambda h, d, n, stream: ctypes.memmove(h, d, n))
        monkeypatch.setattr(_cuda, "upload", self._upload)
        monkeypatch.setattr(_cuda, "download", self._download)
        monkeypatch.setattr(_cuda, "synchronize", lambda stream: None)
        self.staging = np.zeros(8 << 20, np.uint8)  # page-locked on a GPU
        monkeypatch.setattr(
            _bound, "thread_staging", lambda n: (self.staging, self.staging.ctypes.data)
        )
        self.run: Any = None  # what the "kernel" does: (parameter values) -> None

    @staticmethod
    def _upload(ptr: int, host: np.ndarray, stream: int) -> None:
        ctypes.memmove(ptr, host.ctypes.data, host.nbytes)
        _transfers.record("upload", host.nbytes)

    @staticmethod
    def _download(ptr: int, host: np.ndarray, stream: int) -> None:
        ctypes.memmove(host.ctypes.data, ptr, host.nbytes)
        _transfers.record("download", host.nbytes)

    def _current(self, pctx: int) -> int:
        ctypes.c_void_p.from_address(pctx).value = self.ctx
        return 0

    def _record(self, fn: int | None, gx: int, gy: int, gz: int, bx: int, by: int, bz: int,
                shared: int, stream: int | None, params: int, extra: Any) -> int:  # fmt: skip
        try:
            self._launch(fn or 0, gx, gy, gz, bx, by, bz, shared, stream or 0, params, extra or 0)
        except BaseException as e:  # a callback cannot raise: kept for the test to see
            self.failed.append(e)
        return 0

    def _launch(self, fn: int, gx: int, gy: int, gz: int, bx: int, by: int, bz: int,
                shared: int, stream: int, params: int, extra: int) -> None:  # fmt: skip
        n = len(self.kernel.signature.params)
        slots = (ctypes.c_void_p * n).from_address(params)
        raw = b"".join(ctypes.string_at(slots[i], 8) for i in range(n))
        self.launches.append((fn, (gx, gy, gz), (bx, by, bz), shared, stream, raw))
        if self.run is not None:
            self.run(raw)

    def load(self, name: str) -> LoadedVector:
        self.kernel = k = LoadedVector(FIXTURES / f"{name}.ptx")
        self.binds = 0
        plain = k._launcher.bind

        def counted(kw: dict[str, Any]) -> Any:
            self.binds += 1
            return plain(kw)

        k._launcher.bind = counted  # type: ignore[method-assign]
        return k

    def values(self, fmt: str, i: int = -1) -> tuple[Any, ...]:
        """The parameters of launch ``i`` as ``fmt`` (one 8-byte slot per parameter)."""
        return struct.unpack("<" + fmt, self.launches[i][-1])


def test_gravity_binds_once_then_replays_with_each_calls_pointers(monkeypatch) -> None:
    cuda = Cuda(monkeypatch)
    k = cuda.load("gravity")
    outs = []
    for mu in (2.5, 3.5, np.float64(4.5)):
        x = FakeArray((3, 1000), np.float64)
        outs.append(k(position=x, mu=mu))
        fn, grid, block, shared, stream, _ = cuda.launches[-1]
        assert (fn, grid, block, shared, stream) == (0xF00D + 7, (4, 1, 1), (256, 1, 1), 0, STREAM)
        assert cuda.values("QQdQ") == (x.data.ptr, outs[-1].data.ptr, float(mu), 1000)
    assert cuda.binds == 1
    assert all(isinstance(o, FakeArray) and o.shape == (3, 1000) for o in outs)
    assert len({o.data.ptr for o in outs}) == 3  # a new output each call


def test_the_same_arrays_again_take_the_last_pointers_unless_changed(monkeypatch) -> None:
    cuda = Cuda(monkeypatch)
    k = cuda.load("gravity")
    x = FakeArray((3, 1000), np.float64)
    for _ in range(3):
        out = k(position=x, mu=2.5)
        assert cuda.values("QQdQ") == (x.data.ptr, out.data.ptr, 2.5, 1000)
    o = FakeArray((3, 1000), np.float64)
    for given in (o, (o,), o, o, (o,)):  # one bare array or a 1-tuple: the same call
        assert k(position=x, mu=2.5, out=given) is o
        assert cuda.values("QQdQ") == (x.data.ptr, o.data.ptr, 2.5, 1000)
    x.shape, x.strides = (3, 500), (4000, 8)  # set in place (as a cupy array's shape can be)
    out = k(position=x, mu=2.5)
    assert out.shape == (3, 500) and cuda.values("QQdQ")[3] == 500
    assert cuda.launches[-1][1] == (2, 1, 1)
    with pytest.raises(TypeError, match=r"scalar 'mu': expected float64, got numpy float32"):
        k(position=x, mu=np.float32(1))  # another scalar type: converted, here refused
    assert cuda.binds == 3  # eagle allocates, out=, and the new shape


def test_arrays_gone_are_never_taken_for_new_ones(monkeypatch) -> None:
    # the last replay's arrays are compared by id: a new array at a freed one's address must
    # get its own pointer, never the freed one's
    cuda = Cuda(monkeypatch)
    k = cuda.load("gravity")
    reused = 0
    last = None
    for i in range(30):
        x = FakeArray((3, 8), np.float64, ptr=0x100000 * (i + 1))  # each its own pointer
        reused += id(x) == last
        for _ in range(2):
            out = k(position=x, mu=float(i))
            assert cuda.values("QQdQ") == (x.data.ptr, out.data.ptr, float(i), 8)
        last = id(x)
        del x
    assert reused  # an address was reused: the case this test is about happened
    assert cuda.binds == 1


def test_scalars_convert_as_bound(monkeypatch) -> None:
    cuda = Cuda(monkeypatch)
    k = cuda.load("saxpy")
    x, y = FakeArray((10,), np.float32), FakeArray((10,), np.float32)
    assert k(x=x, y=y, a=1.0) is y
    for a in (0.1, -0.0, np.float32(3.25), 7):
        assert k(x=x, y=y, a=a) is y
        got = cuda.values("QQf4xI4x")[2]
        assert struct.pack("<f", got) == struct.pack("<f", np.float32(a))
    assert cuda.binds == 1
    with pytest.raises(TypeError, match=r"scalar 'a': expected float32, got numpy float64"):
        k(x=x, y=y, a=np.float64(1))
    with pytest.raises(ValueError, match=r"scalar 'a': 1e\+300 overflows float32"):
        k(x=x, y=y, a=1e300)
    assert len(cuda.launches) == 5


def test_a_repeated_call_launches_its_current_scalars(monkeypatch) -> None:
    # the same objects again are launched as packed before; another scalar object, or a 0-d
    # array changed in place, is launched with its own value
    cuda = Cuda(monkeypatch)
    k = cuda.load("saxpy")
    x, y = FakeArray((10,), np.float32), FakeArray((10,), np.float32)
    one, two, zero_d = np.float32(1.5), np.float32(2.5), np.array(np.float32(3.5))
    for a, want in [(one, 1.5)] * 3 + [(two, 2.5)] * 3 + [(one, 1.5), (zero_d, 3.5)] * 2:
        assert k(x=x, y=y, a=a) is y
        assert cuda.values("QQf4xI4x") == (x.data.ptr, y.data.ptr, want, 10)
    for value in (3.5, 3.5, 4.5, 5.5):  # the same 0-d array, changed after the second call
        zero_d[()] = value
        k(x=x, y=y, a=zero_d)
        assert cuda.values("QQf4xI4x")[2] == value
    assert cuda.binds == 1


def test_outputs_supplied_by_out_or_by_name(monkeypatch) -> None:
    cuda = Cuda(monkeypatch)
    k = cuda.load("divmod")
    a, b = FakeArray((5,), np.int32), FakeArray((5,), np.int32)
    q, r = FakeArray((5,), np.int32), FakeArray((5,), np.int32)
    for _ in range(3):
        assert k(a=a, b=b, out=(q, r)) == (q, r)
        assert cuda.values("QQQQI4x") == (a.data.ptr, b.data.ptr, q.data.ptr, r.data.ptr, 5)
        assert k(a=a, b=b, quotient=r, remainder=q) == (r, q)
        assert cuda.values("QQQQI4x") == (a.data.ptr, b.data.ptr, r.data.ptr, q.data.ptr, 5)
    q2, _ = k(a=a, b=b, out=(None, r))  # another form: one output allocated
    assert cuda.values("QQQQI4x")[2:4] == (q2.data.ptr, r.data.ptr)
    assert cuda.binds == 3


@pytest.mark.parametrize(
    ("case", "error"),
    [
        ("same output twice", r"outputs 'quotient' and 'remainder' are the same array"),
        ("output overlaps an input", r"'remainder' \(out, .*\) and 'b' share memory"),
        ("outputs overlap", r"'quotient' \(out, .*\) and 'remainder' share memory"),
        ("dtype", r"parameter 'remainder': expected dtype int32, got int64"),
        ("device", r"arrays on different devices"),
        ("shape", r"output 'remainder': expected shape \(5,\), got \(6,\)"),
    ],
)
def test_what_a_replay_cannot_take_is_bound_and_refused(monkeypatch, case, error) -> None:
    cuda = Cuda(monkeypatch)
    k = cuda.load("divmod")
    a, b = FakeArray((5,), np.int32), FakeArray((5,), np.int32)
    q, r = FakeArray((5,), np.int32), FakeArray((5,), np.int32)
    k(a=a, b=b, out=(q, r))
    if case == "same output twice":
        r = q
    elif case == "output overlaps an input":
        r = FakeArray((5,), np.int32, ptr=b.data.ptr + 8)  # r's 20 bytes start inside b's
    elif case == "outputs overlap":
        r = FakeArray((5,), np.int32, ptr=q.data.ptr + 4)
    elif case == "dtype":
        r = FakeArray((5,), np.int64)
    elif case == "device":
        r.data.device_id = 1
    else:
        r = FakeArray((6,), np.int32)
    with pytest.raises(ValueError if case != "dtype" else TypeError, match=error):
        k(a=a, b=b, out=(q, r))
    assert cuda.binds == 2 and len(cuda.launches) == 1


def test_another_context_binds_its_own_launch(monkeypatch) -> None:
    cuda = Cuda(monkeypatch)
    k = cuda.load("saxpy")
    x, y = FakeArray((4,), np.float32), FakeArray((4,), np.float32)
    k(x=x, y=y, a=1.0)
    cuda.ctx = 8  # the function of context 7 is not this context's
    k(x=x, y=y, a=1.0)
    k(x=x, y=y, a=1.0)
    assert cuda.binds == 2
    assert [launch[0] for launch in cuda.launches] == [0xF00D + 7, 0xF00D + 8, 0xF00D + 8]


def test_two_dimensional_grid_and_zero_size(monkeypatch) -> None:
    cuda = Cuda(monkeypatch)
    t = cuda.load("transpose")
    x = FakeArray((33, 50), np.float32)
    for _ in range(2):
        out = t(x=x)
        assert out.shape == (50, 33)
        assert cuda.launches[-1][1:3] == ((4, 3, 1), (16, 16, 1))
    s = cuda.load("saxpy")
    z = FakeArray((0,), np.float32)
    assert s(x=z, y=FakeArray((0,), np.float32), a=1.0).shape == (0,)
    assert s(x=z, y=FakeArray((0,), np.float32), a=1.0).shape == (0,)
    assert len(cuda.launches) == 2 and cuda.binds == 1  # nothing launched for no blocks


def test_a_dlpack_producer_is_imported_on_the_launch_stream_each_call(monkeypatch) -> None:
    cuda = Cuda(monkeypatch)
    k = cuda.load("gravity")
    producers = [CudaCapsule((3, 64), np.float64) for _ in range(3)]
    for p in producers:
        k(position=p, mu=1.0)
        assert cuda.values("QQdQ")[0] == p.backing.ctypes.data
    assert [p.streams for p in producers] == [[STREAM]] * 3
    assert cuda.binds == 1
    assert len(cuda.held) == 3 and all(stream == STREAM for stream, _ in cuda.held)
    with pytest.raises(TypeError, match=r"parameter 'position': expected dtype float64"):
        k(position=CudaCapsule((3, 64), np.float32), mu=1.0)
    assert cuda.binds == 2


def _at(ptr: int, shape: tuple[int, ...], dtype: Any) -> np.ndarray:
    """The "device" memory at ``ptr`` as an array (it is host memory here)."""
    n = int(np.prod(shape)) * np.dtype(dtype).itemsize
    return np.frombuffer((ctypes.c_uint8 * n).from_address(ptr), dtype).reshape(shape)


def _gravity_kernel(raw: bytes) -> None:
    position, accel, mu, n = struct.unpack("<QQdQ", raw)
    _at(accel, (3, n), np.float64)[...] = gravity(_at(position, (3, n), np.float64), mu)


def _saxpy_kernel(raw: bytes) -> None:
    x, y, a, n = struct.unpack("<QQf4xI4x", raw)
    y_now = _at(y, (n,), np.float32)
    y_now[...] = saxpy(_at(x, (n,), np.float32), y_now.copy(), np.float32(a))


@pytest.mark.parametrize("n", [1000, 200_000], ids=["staged", "direct"])  # 4 MiB: the limit
def test_numpy_on_cuda_crosses_once_each_way_and_replays(monkeypatch, n) -> None:
    cuda = Cuda(monkeypatch)
    k = cuda.load("gravity")
    cuda.run = _gravity_kernel
    rng = np.random.default_rng(n)
    for _ in range(3):
        x = rng.uniform(6.6e6, 4.2e7, (3, n))
        with count_transfers() as moved:
            got = k(position=x, mu=3.986e14)
        assert type(got) is np.ndarray and got.shape == (3, n)
        np.testing.assert_allclose(got, gravity(x, 3.986e14), rtol=1e-15)
        assert (moved.uploads, moved.downloads, moved.contiguous_copies) == (1, 1, 0)
    assert cuda.binds == 1


def test_numpy_inout_on_cuda_strided_is_written_back(monkeypatch) -> None:
    cuda = Cuda(monkeypatch)
    k = cuda.load("saxpy")
    cuda.run = _saxpy_kernel
    for seed in range(3):
        inputs = CASES["saxpy"].make(np.random.default_rng(seed), 50)
        want = saxpy(inputs["x"], inputs["y"].copy(), inputs["a"])
        base = np.zeros(100, np.float32)
        y = base[::2]
        y[...] = inputs["y"]
        with count_transfers() as moved:
            assert k(x=inputs["x"], y=y, a=inputs["a"]) is y
        np.testing.assert_array_equal(y, want)
        assert not base[1::2].any()
        # y: a contiguous copy up, one download into a temporary, copied into y's elements
        assert (moved.uploads, moved.downloads, moved.contiguous_copies) == (2, 1, 2)
    assert cuda.binds == 1


def test_a_host_input_beside_device_arrays_is_uploaded_into_device_memory(monkeypatch) -> None:
    cuda = Cuda(monkeypatch)
    k = cuda.load("saxpy")
    cuda.run = _saxpy_kernel
    for seed in range(2):
        inputs = CASES["saxpy"].make(np.random.default_rng(seed), 64)
        y = FakeArray((64,), np.float32)
        _at(y.data.ptr, (64,), np.float32)[...] = inputs["y"]
        with count_transfers() as moved:
            assert k(x=inputs["x"], y=y, a=inputs["a"]) is y
        want = saxpy(inputs["x"], inputs["y"].copy(), inputs["a"])
        np.testing.assert_array_equal(_at(y.data.ptr, (64,), np.float32), want)
        assert (moved.uploads, moved.downloads) == (1, 0)  # y stays on the device
    assert cuda.binds == 1


# -- the emulator -----------------------------------------------------------------------------


@pytest.fixture
def host(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("EAGLE_TARGET", "host")


def _counted(k: LoadedVector) -> list[int]:
    binds = [0]
    plain = k._launcher.bind

    def counted(kw: dict[str, Any]) -> Any:
        binds[0] += 1
        return plain(kw)

    k._launcher.bind = counted  # type: ignore[method-assign]
    return binds


def test_emulator_calls_replay_and_match_numpy(host) -> None:
    k = LoadedVector(FIXTURES / "gravity.ptx")
    binds = _counted(k)
    case = CASES["gravity"]
    rng = np.random.default_rng(1)
    for _ in range(3):
        inputs = case.make(rng, 40)
        assert_matches(case, k(**inputs), case.reference(**inputs))
    inputs = case.make(rng, 41)  # another shape: another key
    assert_matches(case, k(**inputs), case.reference(**inputs))
    assert binds[0] == 2


def test_emulator_replay_writes_strided_inout_back_and_refuses_aliases(host) -> None:
    k = LoadedVector(FIXTURES / "saxpy.ptx")
    binds = _counted(k)
    case = CASES["saxpy"]
    for seed in (2, 3):
        inputs = case.make(np.random.default_rng(seed), 20)
        base = np.zeros(40, np.float32)
        y = base[::2]
        y[...] = inputs["y"]
        want = case.reference(inputs["x"], inputs["y"].copy(), inputs["a"])
        assert k(x=inputs["x"], y=y, a=inputs["a"]) is y
        np.testing.assert_array_equal(y, want)
        assert not base[1::2].any()
    assert binds[0] == 1
    z = np.zeros(40, np.float32)
    with pytest.raises(ValueError, match=r"'y' \(inout, .*\) and 'x' share memory"):
        k(x=z[::2], y=z[::2], a=np.float32(1))


def test_emulator_replay_keeps_in_arrays_read_only(host, tmp_path) -> None:
    # saxpy writes y; a signature calling y 'in' lies: the emulator catches the store on every
    # call, the replayed ones too
    toml = (FIXTURES / "saxpy.toml").read_text().replace('role = "inout"', 'role = "in"')
    (tmp_path / "saxpy.ptx").write_text((FIXTURES / "saxpy.ptx").read_text())
    (tmp_path / "saxpy.toml").write_text(toml)
    k = LoadedVector(tmp_path / "saxpy.ptx")
    y = np.ones(4, np.float32)
    for _ in range(2):
        with pytest.raises(Exception, match=r"read-only"):
            k(x=np.ones(4, np.float32), y=y, a=1.0)
    np.testing.assert_array_equal(y, 1.0)
