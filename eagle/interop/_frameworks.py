"""The table of array frameworks eagle speaks to: one row per framework.

A row knows how to recognise one of its arrays, where it lives, how to view its memory without
copying (on the launch stream), which stream the framework considers current, and how to hand
a result back. Adding a framework means adding a row to ``FRAMEWORKS`` (and, for its tests and
certification, one adapter of the same name in :mod:`raptor.conformance._adapters`), nothing
else: which framework launches a call and which receives its results are rules over the rows'
fields (:func:`result_framework`, :func:`launch_framework`), not branches on names.

A row never imports its framework: it is consulted only once the framework's module is already
in ``sys.modules`` (an array of it cannot exist otherwise), so importing eagle stays cheap and
works with none of them installed.
"""

from __future__ import annotations

import functools
import operator
import sys
from dataclasses import dataclass
from typing import Any, ClassVar

import numpy as np

from ._device import CPU, Device, from_dl_device
from ._dlpack import DLPackView, c_strides, call_dlpack, consume_capsule, normalise_strides


@dataclass(slots=True)
class ArrayView:
    """Memory of one caller array as eagle launches on it, without a copy.

    Attributes:
        ptr: device pointer (CUDA) or host address of element ``[0, …, 0]``.
        shape, dtype: as the caller's array has them.
        strides: bytes per axis (size-1 axes normalised to the C-contiguous value).
        device: where ``ptr`` points.
        readonly: writes through this view are not allowed.
        keepalive: holds the caller's memory (the array itself, or a DLPack owner).
        host: for host memory, a numpy view of it (``None`` for CUDA memory).
    """

    ptr: int
    shape: tuple[int, ...]
    strides: tuple[int, ...]
    dtype: np.dtype[Any]
    device: Device
    readonly: bool
    keepalive: object
    host: np.ndarray[Any, Any] | None = None

    @property
    def c_contiguous(self) -> bool:
        return self.strides == c_strides(self.shape, self.dtype.itemsize)

    @property
    def nbytes(self) -> int:
        n = self.dtype.itemsize
        for s in self.shape:
            n *= s
        return n


class Framework:
    """One row of the table. Subclasses override what their framework does differently.

    Attributes:
        name: what :func:`eagle.interop.detect` reports.
        module: the top-level module whose presence in ``sys.modules`` enables the row.
        rank: results follow the input framework of highest rank among those that receive
            results on that kind of device (torch 4 > jax 3 > cupy 2 > numpy 1); when no input
            does, results come back as cupy (device) or numpy (host).
        results: the kinds of device (``"cpu"``, ``"cuda"``) this framework receives results
            on; empty for frameworks that never do (Warp, CUDA array interface, DLPack).
        launches: the framework has a notion of "current stream" that a launch must follow;
            a call whose result framework has none launches on the current stream of the
            highest-ranked input framework that has one, else on cupy's.
        mutable: its arrays can be written; ``False`` (JAX) refuses them as outputs.
        recognised, protocol, stream, returns: one line each for the protocols reference
            (docs/protocols.md is generated from them): how an array of the row is recognised,
            which protocol carries its memory to eagle, which stream a launch on it uses, and
            what a call with it returns.
        pointer: ``x -> int``, the device pointer of one of its device arrays (rows that
            launch: cupy, torch).
        stable: ``x -> value``: all that can change on one of its array objects of what
            :meth:`key` and ``pointer`` read (cupy: the shape, which can be set); ``None``
            where anything can (a torch tensor's ``set_()``), so that a repeated call reads
            the key again even for the same objects.
        tracks_writes: the framework counts writes to its arrays (torch's version counters):
            :meth:`after_write` must run after each launch that writes one.
    """

    name: ClassVar[str]
    module: ClassVar[str]
    rank: ClassVar[int] = 0
    results: ClassVar[tuple[str, ...]] = ()
    launches: ClassVar[bool] = False
    mutable: ClassVar[bool] = True
    recognised: ClassVar[str] = ""
    protocol: ClassVar[str] = ""
    stream: ClassVar[str] = ""
    returns: ClassVar[str] = ""
    pointer: ClassVar[Any] = None
    stable: ClassVar[Any] = None
    tracks_writes: ClassVar[bool] = False

    def owns(self, x: Any) -> bool:
        raise NotImplementedError

    def key(self, x: Any) -> Any:
        """What a call's binding reads of ``x`` (an array of this row) without importing it,
        as a hashable value: a later call whose arrays give equal keys (and are of the same
        types) replays the launch the first bound (:mod:`eagle.loaded._launch`). Rows that
        read an array's memory through an import say only its device here; the replay checks
        the imported view itself.
        """
        return self.device(x)

    def check_written(self, name: str, role: str, x: Any) -> None:
        """Raise :class:`ValueError` if ``x``, an array the kernel writes (parameter ``name``
        of ``role``), must not be written by eagle."""

    def after_write(self, x: Any) -> None:
        """Called for each of the caller's arrays the kernel wrote (outputs supplied, inout),
        after the launch; torch bumps the tensor's version counter here."""

    def receives(self, kind: str) -> bool:
        """This framework can take results on ``kind`` of device (``"cpu"``, ``"cuda"``) in
        this process: ``kind in results``, and for CUDA the framework's own CUDA support
        (a CPU build of torch or JAX next to a cupy array leaves the results to cupy)."""
        return kind in self.results

    def device(self, x: Any) -> Device:
        raise NotImplementedError

    def view(
        self, x: Any, stream: int | None, native: bool, device: Device | None = None
    ) -> ArrayView:
        """Zero-copy view of ``x``.

        ``stream`` is the launch stream (``None`` for host memory). ``native`` says the launch
        follows this framework's own current stream, so no cross-stream ordering is needed;
        otherwise the memory is imported through ``__dlpack__(stream=…)``, which makes the
        producer order its pending work before the launch stream (DLPack stream semantics).
        ``device``: what :meth:`device` already said of ``x`` (not asked again), or ``None``.
        """
        return view_from_dlpack(x, stream, device)

    # -- frameworks that launch and receive results ------------------------------------------
    def stream_getter(self) -> Any:
        """``device index -> cudaStream_t``: the framework's current stream on a device."""
        raise NotImplementedError(f"{self.name} has no current stream")

    def empty(self, shape: tuple[int, ...], dtype: np.dtype[Any], device: Device) -> Any:
        raise NotImplementedError(f"{self.name} does not receive results")

    def allocator(self, shape: tuple[int, ...], dtype: np.dtype[Any], device: Device) -> Any:
        """``() -> array``: a new array of ``shape`` and ``dtype`` on ``device``, which is the
        current device when it is called (a replayed launch allocates its outputs so)."""
        return functools.partial(self.empty, shape, dtype, device)

    def from_host(self, array: np.ndarray[Any, Any]) -> Any:
        """A host result (a fresh numpy array eagle owns, already written) as this
        framework's host array."""
        raise NotImplementedError(f"{self.name} does not receive host results")

    def host_empty(self, shape: tuple[int, ...], dtype: np.dtype[Any]) -> np.ndarray[Any, Any]:
        """A fresh host array for a result that :meth:`from_host` will hand back (frameworks
        that can adopt host memory without a copy only under conditions, such as JAX's
        alignment, allocate it here so that they can)."""
        return np.empty(shape, dtype)

    def from_device(self, array: Any) -> Any:
        """A device result (an array of the launching framework, eagle's own, written on its
        current stream) as this framework's array; the same object when this framework
        launched."""
        return array

    def dtype_hint(self, expected: np.dtype[Any], got: np.dtype[Any]) -> str:
        """Why an array of this framework may have dtype ``got`` where ``expected`` was asked
        (appended to the dtype error); ``""`` when there is nothing to add."""
        return ""

    def check_result(self, name: str, dtype: np.dtype[Any]) -> None:
        """Raise :class:`TypeError` (before the launch) if this framework cannot hold output
        ``name`` of ``dtype`` exactly."""


def _consumer_stream(stream: int | None) -> int | None:
    # DLPack: 0 is ambiguous and forbidden; the legacy default stream is passed as 1.
    if stream == 0:
        return 1
    return stream


def import_dlpack(x: Any, stream: int | None) -> DLPackView:
    """``x``'s CUDA memory through a new capsule, asked for with launch stream ``stream``
    (the consumer stream: the producer orders its pending work before it)."""
    return consume_capsule(call_dlpack(x, _consumer_stream(stream if stream is not None else 0)))


def view_from_dlpack(x: Any, stream: int | None, device: Device | None = None) -> ArrayView:
    """Import any ``__dlpack__`` producer (see :mod:`eagle.interop._dlpack` for the rules);
    ``device``: its ``__dlpack_device__`` where the caller has asked already."""
    if device is None:
        dev_type, dev_id = x.__dlpack_device__()
        device = from_dl_device(int(dev_type), int(dev_id))
    v = import_dlpack(x, stream) if device.is_cuda else consume_capsule(call_dlpack(x, None))
    host = _numpy_over(v) if not v.device.is_cuda else None
    return ArrayView(v.ptr, v.shape, v.strides, v.dtype, v.device, v.readonly, v.owner, host)


class _HostMemory:
    """Exposes host memory behind a DLPack view through the numpy array interface."""

    def __init__(self, v: DLPackView) -> None:
        self.owner = v.owner
        self.__array_interface__ = {
            "shape": v.shape,
            "typestr": v.dtype.str,
            "data": (v.ptr, v.readonly),
            "strides": v.strides,
            "version": 3,
        }


def _numpy_over(v: DLPackView) -> np.ndarray[Any, Any]:
    if v.ptr == 0:
        return np.empty(v.shape, v.dtype)
    return np.asarray(_HostMemory(v))


# --------------------------------------------------------------------------------------------
class Numpy(Framework):
    name = "numpy"
    module = "numpy"
    rank = 1
    results = ("cpu",)
    recognised = (
        "an instance of numpy.ndarray (subclasses viewed as ndarray; masked arrays refused)"
    )
    protocol = "the array interface (__array_interface__): pointer, shape, strides"
    stream = "none: host memory; on CUDA copied once each way on the launch stream, blocking"
    returns = "numpy.ndarray"

    def owns(self, x: Any) -> bool:
        return isinstance(x, np.ndarray)

    def device(self, x: Any) -> Device:
        return CPU

    def key(self, x: Any) -> Any:
        return x.dtype, x.shape, x.strides, x.flags.writeable

    def view(
        self, x: Any, stream: int | None, native: bool, device: Device | None = None
    ) -> ArrayView:
        if type(x) is not np.ndarray:
            if isinstance(x, np.ma.MaskedArray):
                raise TypeError(
                    "masked arrays are not supported: the kernel would ignore the mask (pass "
                    "x.filled(value) or x.data)"
                )
            x = x.view(np.ndarray)  # np.matrix and other subclasses: the same memory
        strides = normalise_strides(x.shape, x.strides, x.dtype.itemsize)
        ptr = x.__array_interface__["data"][0] if x.size else 0
        return ArrayView(ptr, x.shape, strides, x.dtype, CPU, not x.flags.writeable, x, x)

    def empty(self, shape: tuple[int, ...], dtype: np.dtype[Any], device: Device) -> Any:
        return np.empty(shape, dtype)

    def from_host(self, array: np.ndarray[Any, Any]) -> Any:
        return array


class Cupy(Framework):
    name = "cupy"
    module = "cupy"
    rank = 2
    results = ("cuda",)
    launches = True
    recognised = "an instance of cupy.ndarray"
    protocol = "cupy's own pointer (ndarray.data.ptr): zero-copy on its device"
    stream = "cupy's current stream (cupy.cuda.get_current_stream()); no host synchronisation"
    returns = "cupy.ndarray on the same device (also for Warp, numba, CAI and DLPack inputs)"
    # dtype, strides and data of a cupy.ndarray are read-only; its shape can be set (a view of
    # the same memory)
    key = operator.attrgetter("dtype", "shape", "strides", "data.device_id")
    pointer = operator.attrgetter("data.ptr")
    stable = operator.attrgetter("shape")

    def owns(self, x: Any) -> bool:
        return isinstance(x, sys.modules["cupy"].ndarray)

    def device(self, x: Any) -> Device:
        return Device("cuda", x.device.id)

    def view(
        self, x: Any, stream: int | None, native: bool, device: Device | None = None
    ) -> ArrayView:
        if not native:
            return view_from_dlpack(x, stream, device)
        strides = normalise_strides(x.shape, x.strides, x.dtype.itemsize)
        ptr = x.data.ptr if x.size else 0
        return ArrayView(ptr, x.shape, strides, x.dtype, Device("cuda", x.device.id), False, x)

    def stream_getter(self) -> Any:
        current = sys.modules["cupy"].cuda.get_current_stream
        return lambda index: current(index).ptr

    def allocator(self, shape: tuple[int, ...], dtype: np.dtype[Any], device: Device) -> Any:
        return functools.partial(sys.modules["cupy"].ndarray, shape, dtype)

    def empty(self, shape: tuple[int, ...], dtype: np.dtype[Any], device: Device) -> Any:
        cupy = sys.modules["cupy"]
        if cupy.cuda.runtime.getDevice() == device.index:
            return cupy.empty(shape, dtype)
        with cupy.cuda.Device(device.index):
            return cupy.empty(shape, dtype)


_TORCH_DTYPES: dict[str, np.dtype[Any]] = {
    "torch.int8": np.dtype(np.int8),
    "torch.int16": np.dtype(np.int16),
    "torch.int32": np.dtype(np.int32),
    "torch.int64": np.dtype(np.int64),
    "torch.uint8": np.dtype(np.uint8),
    "torch.uint16": np.dtype(np.uint16),
    "torch.uint32": np.dtype(np.uint32),
    "torch.uint64": np.dtype(np.uint64),
    "torch.float16": np.dtype(np.float16),
    "torch.float32": np.dtype(np.float32),
    "torch.float64": np.dtype(np.float64),
    "torch.bool": np.dtype(np.bool_),
    "torch.complex64": np.dtype(np.complex64),
    "torch.complex128": np.dtype(np.complex128),
}


class UnsupportedDtype(TypeError):
    """An array's element type has no numpy equivalent (bfloat16, float8)."""


def torch_numpy_dtype(dtype: Any) -> np.dtype[Any]:
    """numpy dtype of a torch dtype; bfloat16 and float8 types raise :class:`UnsupportedDtype`."""
    try:
        return _TORCH_DTYPES[str(dtype)]
    except KeyError:
        raise UnsupportedDtype(f"{str(dtype).removeprefix('torch.')}") from None


@functools.cache
def _torch_bump() -> Any:
    """(tensor, ...) -> None: bump each tensor's version counter, as torch's in-place operations
    do (torch's own C function where it has one: what torch.autograd.graph.increment_version
    calls; given a tuple, never one tensor, which it would iterate)."""
    torch = sys.modules["torch"]
    bump = getattr(torch._C, "_increment_version", None)
    if bump is not None:
        return bump
    return lambda tensors: [torch.autograd.graph.increment_version(t) for t in tensors]


def _torch_stream_getter() -> Any:
    """device index -> the handle of torch's current stream there (torch's private raw getter
    where it has one: no Stream object per call)."""
    torch = sys.modules["torch"]
    raw = getattr(torch._C, "_cuda_getCurrentRawStream", None)
    if raw is not None:
        return raw
    return lambda d: torch.cuda.current_stream(d).cuda_stream


def numpy_torch_dtype(dtype: np.dtype[Any]) -> Any:
    """The torch dtype of a numpy dtype eagle supports (the inverse of the table above: torch
    names them as numpy does)."""
    return getattr(sys.modules["torch"], np.dtype(dtype).name)


class Torch(Framework):
    name = "torch"
    module = "torch"
    rank = 4
    results = ("cpu", "cuda")
    launches = True
    recognised = "an instance of torch.Tensor on cpu or cuda (other devices refused)"
    protocol = "data_ptr() and strides on its own stream; DLPack when another framework launches"
    stream = "torch.cuda.current_stream(); no host synchronisation"
    returns = "torch.Tensor on the input's device (torch wins over JAX, cupy and numpy inputs)"
    pointer = operator.methodcaller("data_ptr")
    tracks_writes = True

    def key(self, x: Any) -> Any:
        # set_(), resize_(), as_strided_() and requires_grad_() change a tensor in place
        return x.dtype, x.shape, x.stride(), x.device, x.requires_grad

    def check_written(self, name: str, role: str, x: Any) -> None:
        if x.requires_grad:
            raise ValueError(
                f"parameter {name!r} is written by the kernel ({role}) but the torch tensor "
                "requires grad: autograd cannot see eagle's writes (pass a tensor that does "
                "not require grad, e.g. under torch.no_grad() or .detach())"
            )

    def after_write(self, x: Any) -> None:
        # as torch's own in-place operations do: autograd then refuses a stale saved tensor
        _torch_bump()((x,))

    def allocator(self, shape: tuple[int, ...], dtype: np.dtype[Any], device: Device) -> Any:
        torch = sys.modules["torch"]
        return functools.partial(
            torch.empty, shape, dtype=numpy_torch_dtype(dtype), device=torch.device(str(device))
        )

    def receives(self, kind: str) -> bool:
        if kind == "cuda":
            return bool(sys.modules["torch"].cuda.is_available())
        return kind in self.results

    def owns(self, x: Any) -> bool:
        return isinstance(x, sys.modules["torch"].Tensor)

    def device(self, x: Any) -> Device:
        d = x.device
        if d.type == "cpu":
            return CPU
        if d.type == "cuda":
            return Device("cuda", d.index if d.index is not None else 0)
        raise ValueError(f"torch tensors on {d.type!r} are not supported (cpu and cuda are)")

    def view(
        self, x: Any, stream: int | None, native: bool, device: Device | None = None
    ) -> ArrayView:
        device = device or self.device(x)
        if device.is_cuda and not native:
            return view_from_dlpack(x, stream, device)
        dtype = torch_numpy_dtype(x.dtype)
        shape = tuple(x.shape)
        strides = normalise_strides(
            shape, tuple(s * dtype.itemsize for s in x.stride()), dtype.itemsize
        )
        ptr = x.data_ptr() if x.numel() else 0
        host = x.detach().numpy() if not device.is_cuda else None
        return ArrayView(ptr, shape, strides, dtype, device, False, x, host)

    def stream_getter(self) -> Any:
        return _torch_stream_getter()

    def empty(self, shape: tuple[int, ...], dtype: np.dtype[Any], device: Device) -> Any:
        torch = sys.modules["torch"]
        return torch.empty(shape, dtype=numpy_torch_dtype(dtype), device=str(device))

    def from_host(self, array: np.ndarray[Any, Any]) -> Any:
        return sys.modules["torch"].from_numpy(array)


class Warp(Framework):
    name = "warp"
    module = "warp"
    recognised = "an instance of warp.array"
    protocol = "DLPack (__dlpack__ with the launch stream, so Warp orders its pending work)"
    stream = "the launch stream of the framework that receives the result (cupy's)"
    returns = "cupy.ndarray (device) or numpy.ndarray (host): wp.from_dlpack takes it back"

    def owns(self, x: Any) -> bool:
        return isinstance(x, sys.modules["warp"].array)

    def device(self, x: Any) -> Device:
        d = x.device
        return Device("cuda", int(d.ordinal)) if d.is_cuda else CPU


class Jax(Framework):
    """JAX arrays (``jax.Array``, one device's data): DLPack with JAX's stream semantics in,
    results adopted by JAX without a copy, never written (JAX arrays are immutable).

    On CUDA, ``__dlpack__(stream=s)`` makes ``s`` wait, on the GPU, for the computation that
    produces the array (JAX dispatches asynchronously); JAX has no current stream of its own to
    launch on, so the launch uses cupy's. 64-bit dtypes exist only while ``jax_enable_x64`` is
    on: otherwise JAX makes float32/int32 arrays, which a float64/int64 parameter refuses
    naming the flag, and a 64-bit result is refused before the launch rather than truncated.
    """

    name = "jax"
    module = "jax"
    rank = 3
    results = ("cpu", "cuda")
    mutable = False
    recognised = (
        "an instance of jax.Array with one device's data (tracers inside jit/grad/vmap and "
        "arrays sharded over several devices are refused)"
    )
    protocol = (
        "DLPack: __dlpack__(stream=launch stream), zero-copy; float64, int64 and complex128 "
        "only with jax_enable_x64 on"
    )
    stream = (
        "cupy's current stream, which XLA makes wait on the GPU for the computation producing "
        "the array (DLPack stream semantics: no host synchronisation); host arrays are ready "
        "when imported"
    )
    returns = (
        "jax.Array on the input's device, adopted without a copy (host: the numpy result, "
        "64-byte aligned; CUDA: the cupy result, by jax.dlpack.from_dlpack on JAX's stream); "
        "JAX wins over cupy and numpy inputs; refused as out= or inout (immutable)"
    )

    def owns(self, x: Any) -> bool:
        return isinstance(x, sys.modules["jax"].Array)

    def device(self, x: Any) -> Device:
        jax = sys.modules["jax"]
        if isinstance(x, jax.core.Tracer):
            raise TypeError(
                "a traced JAX value (inside jax.jit, grad or vmap) has no memory to launch on: "
                "call eagle outside the transformation, or from it through jax.pure_callback"
            )
        if x.is_deleted():
            raise ValueError(
                "the JAX array has been deleted (donated to a jitted function, or .delete())"
            )
        devices = x.devices()
        if len(devices) != 1:
            raise ValueError(
                f"a JAX array sharded over {len(devices)} devices; eagle launches on one: pass "
                "one shard (x.addressable_shards[i].data)"
            )
        dev_type, dev_id = x.__dlpack_device__()
        return from_dl_device(int(dev_type), int(dev_id))

    @staticmethod
    def _canonical(dtype: np.dtype[Any]) -> np.dtype[Any]:
        # What JAX makes of a dtype now: float64 -> float32 while jax_enable_x64 is off.
        return np.dtype(sys.modules["jax"].dtypes.canonicalize_dtype(dtype))

    def receives(self, kind: str) -> bool:
        if kind != "cuda":
            return kind in self.results
        try:  # a CPU-only JAX has no GPU backend to adopt a device result into
            return bool(sys.modules["jax"].devices("gpu"))
        except RuntimeError:
            return False

    def dtype_hint(self, expected: np.dtype[Any], got: np.dtype[Any]) -> str:
        if self._canonical(expected) == got != expected:
            return (
                f"; JAX made it {got.name} because jax_enable_x64 is off (JAX arrays are at "
                "most 32-bit then): turn it on with jax.config.update('jax_enable_x64', True) "
                "before creating the array"
            )
        return ""

    def check_result(self, name: str, dtype: np.dtype[Any]) -> None:
        canonical = self._canonical(dtype)
        if canonical != dtype:
            raise TypeError(
                f"output {name!r} is {dtype.name}, which JAX would truncate to {canonical.name} "
                "because jax_enable_x64 is off: turn it on with "
                "jax.config.update('jax_enable_x64', True), or pass numpy or cupy arrays"
            )

    def host_empty(self, shape: tuple[int, ...], dtype: np.dtype[Any]) -> np.ndarray[Any, Any]:
        # XLA's CPU client adopts host memory without a copy only when it is 64-byte aligned.
        nbytes = int(np.prod(shape, dtype=np.int64)) * dtype.itemsize
        raw = np.empty(nbytes + _JAX_ALIGN, np.uint8)
        offset = -raw.ctypes.data % _JAX_ALIGN
        return raw[offset : offset + nbytes].view(dtype).reshape(shape)

    def from_host(self, array: np.ndarray[Any, Any]) -> Any:
        return sys.modules["jax"].dlpack.from_dlpack(array)

    def from_device(self, array: Any) -> Any:
        # JAX asks cupy's __dlpack__ with its own stream for external ready events, so cupy
        # makes that stream wait for the launch (no host synchronisation).
        return sys.modules["jax"].dlpack.from_dlpack(array)


_JAX_ALIGN = 64


class CudaArrayInterface(Framework):
    """Producers that only speak ``__cuda_array_interface__`` (version 3): PyCUDA, older cupy
    and numba (numba's device arrays have their own row, :class:`Numba`, with this protocol)."""

    name = "cuda_array_interface"
    module = ""
    recognised = "any other object with __cuda_array_interface__ and no __dlpack__ (PyCUDA, ...)"
    protocol = "the CUDA array interface, version 3 (pointer, shape, strides, stream)"
    stream = "cupy's current stream, ordered after the producer's 'stream' entry by an event"
    returns = "cupy.ndarray"

    def owns(self, x: Any) -> bool:
        return hasattr(x, "__cuda_array_interface__") and not hasattr(x, "__dlpack__")

    def device(self, x: Any) -> Device:
        # The interface carries no device index: the pointer's device is asked of the driver
        # (through cupy), and where that fails (a NULL pointer of an empty array) the current
        # device is assumed.
        cupy = sys.modules.get("cupy")
        if cupy is None:
            return Device("cuda", 0)
        ptr = x.__cuda_array_interface__["data"][0]
        if ptr:
            try:
                return Device("cuda", int(cupy.cuda.runtime.pointerGetAttributes(ptr).device))
            except Exception:
                pass
        return Device("cuda", cupy.cuda.runtime.getDevice())

    def view(
        self, x: Any, stream: int | None, native: bool, device: Device | None = None
    ) -> ArrayView:
        cai = x.__cuda_array_interface__
        dtype = np.dtype(cai["typestr"])
        shape = tuple(int(s) for s in cai["shape"])
        strides = cai.get("strides") or c_strides(shape, dtype.itemsize)
        strides = normalise_strides(shape, tuple(int(s) for s in strides), dtype.itemsize)
        ptr, readonly = cai["data"]
        producer_stream = cai.get("stream")
        if producer_stream is not None and stream is not None and producer_stream != stream:
            _wait(producer_stream, stream)
        device = device or self.device(x)
        return ArrayView(int(ptr or 0), shape, strides, dtype, device, bool(readonly), x)


class Numba(CudaArrayInterface):
    """numba's CUDA device arrays (``numba.cuda`` / numba-cuda ``DeviceNDArray``): the CUDA
    array interface, recognised by type so that they keep this row (and its stream rule) even
    where they also grow ``__dlpack__``."""

    name = "numba"
    module = "numba"
    recognised = "a numba.cuda device array (DeviceNDArray of numba or numba-cuda)"
    protocol = (
        "the CUDA array interface, version 3 (pointer, shape, strides, stream); the device is "
        "the pointer's, asked of the driver"
    )
    stream = (
        "cupy's current stream, made to wait (an event, no host synchronisation) for the "
        "array's stream: the interface's 'stream' entry, set by numba for arrays bound to one"
    )
    returns = "cupy.ndarray (numba.cuda.as_cuda_array(result) is a zero-copy numba view)"

    def owns(self, x: Any) -> bool:
        top = type(x).__module__.partition(".")[0]
        return top in ("numba", "numba_cuda") and hasattr(x, "__cuda_array_interface__")


def _wait(producer_stream: int, consumer_stream: int) -> None:
    """Order ``consumer_stream`` after work already queued on ``producer_stream``
    (CUDA array interface v3: the consumer synchronises on the producer's stream)."""
    runtime = sys.modules["cupy"].cuda.runtime
    event = runtime.eventCreateWithFlags(runtime.eventDisableTiming)
    try:
        runtime.eventRecord(event, producer_stream)
        runtime.streamWaitEvent(consumer_stream, event, 0)
    finally:
        runtime.eventDestroy(event)


class DLPack(Framework):
    """Any other object with ``__dlpack__`` and ``__dlpack_device__``."""

    name = "dlpack"
    module = ""
    recognised = "any other object with __dlpack__ and __dlpack_device__ (PyArrow, ...)"
    protocol = "DLPack: __dlpack__(stream=launch stream) gives a capsule, read zero-copy"
    stream = "cupy's current stream; the producer orders its work before it (DLPack semantics)"
    returns = "cupy.ndarray (device) or numpy.ndarray (host)"

    def owns(self, x: Any) -> bool:
        return hasattr(x, "__dlpack__") and hasattr(x, "__dlpack_device__")

    def device(self, x: Any) -> Device:
        dev_type, dev_id = x.__dlpack_device__()
        return from_dl_device(int(dev_type), int(dev_id))


# Order matters: specific rows before the generic ones (numpy, cupy, torch, warp and JAX
# arrays all have __dlpack__ too; numba arrays speak the CUDA array interface).
FRAMEWORKS: tuple[Framework, ...] = (
    Numpy(),
    Cupy(),
    Torch(),
    Warp(),
    Jax(),
    Numba(),
    CudaArrayInterface(),
    DLPack(),
)
BY_NAME: dict[str, Framework] = {f.name: f for f in FRAMEWORKS}


def result_framework(inputs: Any, device: bool, here: bool = False) -> Framework:
    """Which framework a call's results come back in, from its array inputs' rows (DESIGN.md,
    "Where it runs and what comes back"): the highest-ranked input framework that receives
    results on that kind of device (``results``: torch, then JAX, then cupy on CUDA; torch,
    then JAX, then numpy on the host), else cupy (device) or numpy (host). ``here``: only
    frameworks that can take such results in this process (:meth:`Framework.receives`: a CPU
    build of torch or JAX cannot on CUDA), as a call decides."""
    kind = "cuda" if device else "cpu"
    pool = [f for f in inputs if (f.receives(kind) if here else kind in f.results)]
    return max(pool, key=lambda f: f.rank, default=BY_NAME["cupy" if device else "numpy"])


def launch_framework(inputs: Any, result: Framework | None, here: bool = False) -> Framework:
    """Whose current stream a device call launches on: the result framework's when it has one
    (``launches``: cupy, torch), else the highest-ranked input framework's that has one, else
    cupy's (JAX, Warp, numba and DLPack producers are ordered onto it by their protocol).
    ``result`` is ``None`` for a call whose results come back to the host."""
    if result is not None and result.launches:
        return result
    pool = [f for f in inputs if f.launches and (f.receives("cuda") if here else True)]
    return max(pool, key=lambda f: f.rank, default=BY_NAME["cupy"])


def framework_of(x: Any) -> Framework | None:
    """The row that handles ``x``, or ``None`` for objects that are not arrays."""
    for f in FRAMEWORKS:
        if f.module and f.module not in sys.modules:
            continue
        try:
            if f.owns(x):
                return f
        except AttributeError:
            # sys.modules holds something else under that name (a user's own warp.py, a
            # namespace directory): it has no arrays of that framework.
            continue
    return None
