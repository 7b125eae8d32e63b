"""One row of eagle's framework table: what every row answers, and the DLPack import that a
row without a protocol of its own uses.

A row knows how to recognise one of its arrays, where it lives, how to view its memory without
copying (on the launch stream), which stream the framework considers current, how to hand a
result back, and what this machine needs for its arrays to be used (the table's rules over
these fields are in :mod:`eagle.interop._frameworks`).

A row never imports its framework to dispatch: it is consulted only once the framework's
module is already in ``sys.modules`` (an array of it cannot exist otherwise), so importing
eagle stays cheap and works with none of them installed. Only :meth:`Framework.probe` imports
it, when asked whether the machine has it.
"""

from __future__ import annotations

import functools
import importlib
from dataclasses import dataclass
from typing import Any, ClassVar

import numpy as np

from ._device import Device, from_dl_device
from ._dlpack import DLPackView, c_strides, call_dlpack, consume_capsule


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
        title: how documents name the framework (``"PyTorch"``).
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
        key_reads: :meth:`key` as the reads it makes of an array, for a caller in C (eagle's
            launcher, eagle/loaded/_native.py), or ``None`` (the caller calls :meth:`key`):
            each an attribute name, dotted for an attribute of an attribute, ending in ``()``
            for a method called with no arguments; the key is the tuple of what they read, in
            order (tests/interop checks each row's against its :meth:`key`).
        imports_dlpack: a device array of this row that another framework launches on is
            imported through ``__dlpack__`` (what :meth:`view` does when not ``native``), so a
            replayed call imports it again through a fresh capsule; ``False`` for rows that
            read it another way (the CUDA array interface).
        tracks_writes: the framework counts writes to its arrays (torch's version counters):
            :meth:`after_writes`'s function must run after each launch that writes one.
        needs: for each kind of device its arrays live on (``"cpu"``, ``"cuda"``), what this
            machine must have for them to be used: ``"cuda"`` (eagle's CUDA target, a device
            reachable through cupy) and needs of the row's own, which :meth:`probe` answers
            and ``what`` names in words. raptor's rows, its skip reasons and the tests' device
            list come from here.
        readme: the lines of the README's table of inputs, one per kind of device: (input,
            where it runs, what crosses, what comes back).
    """

    name: ClassVar[str]
    title: ClassVar[str]
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
    key_reads: ClassVar[tuple[str, ...] | None] = None
    imports_dlpack: ClassVar[bool] = True
    tracks_writes: ClassVar[bool] = False
    needs: ClassVar[dict[str, tuple[str, ...]]] = {}
    what: ClassVar[dict[str, str]] = {}
    readme: ClassVar[tuple[tuple[str, str, str, str], ...]] = ()

    def owns(self, x: Any) -> bool:
        raise NotImplementedError

    def probe(self, need: str) -> tuple[bool, str]:
        """Whether this machine meets ``need`` (one of ``what``), and what was found either
        way: by default, that the framework's module imports (with its version)."""
        return probe_module(self.module)

    def key(self, x: Any) -> Any:
        """What a call's binding reads of ``x`` (an array of this row) without importing it,
        as a hashable value: a later call whose arrays give equal keys (and are of the same
        types) replays the launch the first bound (:mod:`eagle.loaded._pipeline`). Rows that
        read an array's memory through an import say only its device here; the replay checks
        the imported view itself.
        """
        return self.device(x)

    def check_written(self, name: str, role: str, x: Any) -> None:
        """Raise :class:`ValueError` if ``x``, an array the kernel writes (parameter ``name``
        of ``role``), must not be written by eagle."""

    def after_writes(self) -> Any:
        """``(arrays...) -> None``, for rows that ``tracks_writes``: called after each launch
        with the tuple of the caller's arrays of this framework that the kernel wrote
        (outputs supplied, inout); torch bumps each tensor's version counter."""
        return lambda arrays: None

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

    def launcher_abi(self) -> tuple[int, ...] | None:
        """The framework's own C functions that read one of its arrays' key and pointer,
        count a write (the :meth:`after_writes` of a row that ``tracks_writes``) and, where
        the last item is not 0, read :meth:`stream_getter`'s stream, for eagle's C launcher
        (native/launcher/tensor.c says what the tuple holds), or ``None``: the launcher reads
        arrays through ``key_reads`` and ``pointer``, the stream through
        :meth:`stream_reader`. torch's, where its checks pass on a probe tensor."""
        return None

    def stream_reader(self) -> tuple[Any, str | None]:
        """``(function, attribute)``: what :meth:`stream_getter` reads, in two parts for a
        caller in C (eagle/loaded/_native.py): the stream on device ``index`` is
        ``function(index)``, or that object's ``attribute`` where one is named."""
        return self.stream_getter(), None

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


def probe_module(module: str) -> tuple[bool, str]:
    """Whether ``module`` imports, and its version (or why not)."""
    try:
        m = importlib.import_module(module)
    except ImportError as e:
        return False, f"{module} is not installed ({e})"
    version = getattr(m, "__version__", None) or getattr(getattr(m, "config", None), "version", "")
    return True, f"{module} {version}".strip()


class DLPack(Framework):
    """Any other object with ``__dlpack__`` and ``__dlpack_device__``."""

    name = "dlpack"
    title = "DLPack"
    module = ""
    needs: ClassVar[dict[str, tuple[str, ...]]] = {"cpu": (), "cuda": ("cuda",)}
    readme = (("other DLPack", "its device", "none", "cupy (device) / numpy (host)"),)
    recognised = "any other object with __dlpack__ and __dlpack_device__ (PyArrow, ...)"
    protocol = "DLPack: __dlpack__(stream=launch stream) gives a capsule, read zero-copy"
    stream = "cupy's current stream; the producer orders its work before it (DLPack semantics)"
    returns = "cupy.ndarray (device) or numpy.ndarray (host)"

    def owns(self, x: Any) -> bool:
        return hasattr(x, "__dlpack__") and hasattr(x, "__dlpack_device__")

    def device(self, x: Any) -> Device:
        dev_type, dev_id = x.__dlpack_device__()
        return from_dl_device(int(dev_type), int(dev_id))
