"""Stage: how each array operand's memory reaches the kernel, and back.

Part of the launch stage of a call (bind → route → plan → **launch** → export). Bind, route
and plan decide, once per key, how each array crosses (a :class:`Slot` per operand): the
caller's device pointer as it is, an import through DLPack or the CUDA array interface on the
launch stream, a contiguous copy of a strided array, a host array uploaded to the device and
downloaded back, or a host array handed to the emulator. A launch then asks each slot for its
kernel argument (:meth:`Slot.stage`) and lets it finish after the launch (write-backs,
downloads).

Every host↔device transfer and contiguous copy is counted (:mod:`eagle.loaded._transfers`),
so "one copy each way" is measured (raptor's COPY rows read the counts).
"""

from __future__ import annotations

import ctypes
import sys
import threading
from typing import Any

import numpy as np

from eagle.interop import ArrayView, Device, Framework
from eagle.interop._buffer import cupy_view
from eagle.interop._dlpack import Reimport

from . import _cuda, _transfers
from ._bind import Binder, Operand, extent, host_bytes_ok
from ._signature import Role

# Host arrays of a call that waits for its downloads go through a page-locked staging buffer
# when they hold at most this many bytes in all: pinned transfers start sooner than pageable
# ones, which the driver stages itself (CUDA runtime API, "API synchronization behavior").
STAGING_LIMIT = 4 << 20


class Miss(Exception):
    """A replayed call differs from its bound launch in something the key does not hold: the
    call is bound again (which decides, or raises naming the fault)."""


class Call:
    """What one launch gathers while its slots stage: the stream, memory to hold until the
    launch has run, and work for after it."""

    __slots__ = (
        "after", "base", "copies", "counted", "device", "keep", "launch", "staging",
        "staging_at", "stream",
    )  # fmt: skip

    def __init__(self, stream: int, launch: Framework | None, device: Device) -> None:
        self.stream = stream
        self.launch = launch
        self.device = device
        self.keep: list[Any] = []  # imported memory: held until the launch has run
        self.after: list[Any] = []  # (slot, value, staged) to finish after the launch
        self.copies: list[Any] = []  # (host destination, source) once the call has waited
        self.counted: list[Any] = []  # sources among them that are contiguous temporaries
        self.base = 0  # the call's device block for host arrays
        self.staging: np.ndarray[Any, Any] | None = None  # this thread's page-locked buffer
        self.staging_at = 0  # its address (an array's .ctypes costs an import each time)


class Slot:
    """One array operand of a bound launch: what was bound for it (row, exact type, key,
    device, the view's dtype, shape, strides and read-only flag) and how it crosses.

    Subclasses say how: :class:`DeviceSlot`, :class:`ImportSlot`, :class:`CopySlot`,
    :class:`UploadSlot`, :class:`HostSlot`.
    """

    __slots__ = (
        "device", "expect", "index", "key", "name", "native", "nbytes", "role", "row", "span",
        "type", "written",
    )  # fmt: skip

    def __init__(self, op: Operand, view: ArrayView, native: bool) -> None:
        self.name = op.spec.name
        self.index = op.spec.index
        self.role = op.spec.role
        self.written = op.spec.role.is_output
        self.row = op.framework
        self.type = type(op.obj)
        self.key = op.framework.key(op.obj)
        self.device = op.device
        self.native = native
        self.expect = (view.dtype, view.shape, view.strides, view.readonly)
        self.nbytes = view.nbytes
        lo, hi = extent(view)
        self.span = (lo - view.ptr, hi - view.ptr)

    def value(self, view: ArrayView) -> Any:
        """What :meth:`refresh` gives, from the view the binding made (the first call)."""
        return view

    def refresh(self, obj: Any, stream: int | None) -> Any:
        """The operand of a replayed call (``obj`` of the bound type): its row's view, made as
        the binding made it, after its key (which holds what the view does not: torch's
        ``requires_grad``, numpy's writeable flag, the device).

        Raises:
            Miss: the key or the view differs from the bound one, or the row refused it.
        """
        try:
            if self.row.key(obj) != self.key:
                raise Miss
            v = self.row.view(obj, stream, self.native, self.device)
        except Exception:
            raise Miss from None
        if (v.dtype, v.shape, v.strides, v.readonly) != self.expect:
            raise Miss
        return v

    def address(self, value: Any) -> int:
        """The caller's memory behind ``value`` (for the aliasing check of a replay)."""
        return int(value.ptr)

    def stage(self, obj: Any, value: Any, call: Call) -> Any:
        """The kernel argument: a device pointer, or on the host the array itself."""
        raise NotImplementedError

    def finish(self, value: Any, staged: Any, call: Call) -> None:
        """After the launch: write a copy back, download into a host array."""


class DeviceSlot(Slot):
    """A contiguous device array of the launching framework: its own pointer, nothing else."""

    __slots__ = ("pointer",)

    def __init__(self, op: Operand, view: ArrayView, native: bool) -> None:
        super().__init__(op, view, native)
        self.pointer = op.framework.pointer

    def value(self, view: ArrayView) -> Any:
        return view.ptr

    def refresh(self, obj: Any, stream: int | None) -> Any:
        try:
            if self.row.key(obj) != self.key:
                raise Miss
        except Exception:
            raise Miss from None
        return self.pointer(obj)  # the key holds the rest

    def address(self, value: Any) -> int:
        return int(value)

    def stage(self, obj: Any, value: Any, call: Call) -> Any:
        return value


class ImportSlot(Slot):
    """A contiguous device array of another framework, imported on the launch stream (its
    producer orders its pending work before it), held until the launch has run. A replay
    imports it again through a fresh DLPack capsule (:class:`~eagle.interop._dlpack.Reimport`:
    compared with the bound view, consumed only when equal), or for the CUDA array interface
    rows through their view. Its value: ``(pointer, what holds the memory)``."""

    __slots__ = ("reimport",)

    def __init__(self, op: Operand, view: ArrayView, native: bool) -> None:
        super().__init__(op, view, native)
        self.reimport = None
        if op.framework.imports_dlpack:
            expect = (view.dtype, view.shape, view.strides, view.device, view.readonly)
            self.reimport = Reimport(expect)

    def value(self, view: ArrayView) -> Any:
        return view.ptr, view.keepalive

    def refresh(self, obj: Any, stream: int | None) -> Any:
        if self.reimport is None:
            v = super().refresh(obj, stream)
            return v.ptr, v.keepalive
        try:  # DLPack: the legacy default stream is asked for as 1 (0 is ambiguous)
            got = self.reimport.read(obj, stream or 1)
        except Exception:  # the producer refused: the binding asks again, and says why
            raise Miss from None
        if got is None:
            raise Miss
        return got

    def address(self, value: Any) -> int:
        return int(value[0])

    def stage(self, obj: Any, value: Any, call: Call) -> Any:
        call.keep.append(value[1])
        return value[0]


class CopySlot(Slot):
    """A non-contiguous device array: a contiguous copy on the launch stream goes to the
    kernel, and is copied back when the kernel writes it."""

    __slots__ = ()

    def stage(self, obj: Any, value: Any, call: Call) -> Any:
        assert call.launch is not None
        if not self.native:
            call.keep.append(value.keepalive)
        tmp = call.launch.empty(value.shape, value.dtype, call.device)
        _copy_on_stream(_as_cupy(tmp), cupy_view(value), call.stream)
        _transfers.record("contiguous", value.nbytes)
        call.keep.append(tmp)
        if self.written:
            call.after.append((self, value, tmp))
        return call.launch.pointer(tmp)

    def finish(self, value: Any, staged: Any, call: Call) -> None:
        _copy_on_stream(cupy_view(value), _as_cupy(staged), call.stream)
        _transfers.record("contiguous", value.nbytes)


class HostArraySlot(Slot):
    """A host array: its value is a numpy array over the caller's memory (a numpy array of
    exactly ``numpy.ndarray`` is taken as it is on a replay: its key holds all that its view
    would say); ``copy``: it goes to the kernel as a contiguous copy."""

    __slots__ = ("copy", "plain")

    def __init__(self, op: Operand, view: ArrayView, native: bool) -> None:
        super().__init__(op, view, native)
        assert view.host is not None
        self.plain = type(op.obj) is np.ndarray
        self.copy = not (view.c_contiguous and view.host.flags.c_contiguous)
        if self.copy:
            host_bytes_ok(self.name, "a contiguous copy", view.shape, view.dtype)

    def value(self, view: ArrayView) -> Any:
        return view.host

    def refresh(self, obj: Any, stream: int | None) -> Any:
        if not self.plain:
            return super().refresh(obj, stream).host
        if self.row.key(obj) != self.key:
            raise Miss
        return obj

    def address(self, value: Any) -> int:
        return int(value.__array_interface__["data"][0])


class UploadSlot(HostArraySlot):
    """A host array on the CUDA target: uploaded into the call's device block (unless it is a
    supplied output, which is only written) and, when the kernel writes it, downloaded back
    before the call returns."""

    __slots__ = ("offset",)

    def __init__(self, op: Operand, view: ArrayView, native: bool, offset: int) -> None:
        super().__init__(op, view, native)
        self.offset = offset

    def stage(self, obj: Any, value: Any, call: Call) -> Any:
        host = value
        if self.copy:
            host = np.ascontiguousarray(host)
            _transfers.record("contiguous", host.nbytes)
        ptr = call.base + self.offset
        if self.role is not Role.OUT:
            upload(ptr, host, call, self.offset)
        if self.written:
            call.after.append((self, value, ptr))
        return ptr

    def finish(self, value: Any, staged: Any, call: Call) -> None:
        dst = value
        if dst.flags.c_contiguous and dst.flags.writeable:
            download(dst, staged, call, self.offset)
        else:  # a contiguous temporary, copied into the caller's array once the call waited
            tmp = np.empty(dst.shape, dst.dtype)
            download(tmp, staged, call, self.offset)
            call.copies.append((dst, tmp))
            call.counted.append(tmp)


class HostSlot(HostArraySlot):
    """A host array on the emulator: the caller's memory itself, read-only for ``in``
    parameters; a strided one goes as a contiguous copy, written back after the launch."""

    __slots__ = ()

    def stage(self, obj: Any, value: Any, call: Call) -> Any:
        a = value
        if self.copy:
            a = np.ascontiguousarray(a)
            _transfers.record("contiguous", a.nbytes)
            if self.written:
                call.after.append((self, value, a))
        if self.role is Role.IN and a.flags.writeable:
            # On CUDA the kernel sees a copy of a host input; here it sees the caller's
            # memory, so a kernel that writes an 'in' array (a signature that lies) must fail
            # instead of changing the caller's data.
            a = a.view()
            a.flags.writeable = False
        return a

    def finish(self, value: Any, staged: Any, call: Call) -> None:
        value[...] = staged
        _transfers.record("contiguous", staged.nbytes)


def make_slot(op: Operand, view: ArrayView, launch: Framework | None, offset: int) -> Slot:
    """The slot of ``op`` (``view``: its memory as bound) for a launch following ``launch``'s
    stream (``None``: the emulator); ``offset``: its place in the call's device block, for a
    host array on CUDA."""
    if launch is None:
        return HostSlot(op, view, True)
    if not op.device.is_cuda:
        return UploadSlot(op, view, True, offset)
    native = op.framework is launch
    if not (view.c_contiguous or 0 in view.shape):
        return CopySlot(op, view, native)
    if native:
        return DeviceSlot(op, view, native)
    return ImportSlot(op, view, native)


def make_slots(views: list[tuple[Operand, ArrayView]], launch: Framework | None) -> list[Slot]:
    """The slots of a call's operands (see :func:`make_slot`), host arrays on CUDA placed one
    after another in the call's device block, each at a multiple of 256 bytes."""
    slots: list[Slot] = []
    offset = 0
    for op, view in views:
        slots.append(make_slot(op, view, launch, offset))
        if isinstance(slots[-1], UploadSlot):
            offset += (view.nbytes + 255) & ~255
    return slots


def view_native(op: Operand, launch: Framework | None) -> bool:
    """Whether ``op``'s memory is read as its own framework reads it (on the host, or the
    launching framework's device array), else imported on the launch stream."""
    return launch is None or not op.device.is_cuda or op.framework is launch


def bind_views(
    operands: list[Operand], launch: Framework | None, stream: int
) -> list[tuple[Operand, ArrayView]]:
    """Each operand's view as its slot will read it (host memory with no stream)."""
    return [
        (op, Binder.view(op, stream if op.device.is_cuda else None, view_native(op, launch)))
        for op in operands
    ]


# -- host <-> device -------------------------------------------------------------------------
def upload(ptr: int, host: np.ndarray[Any, Any], call: Call, offset: int) -> None:
    """One host→device transfer of a C-contiguous array, queued on the call's stream: from
    the page-locked staging buffer where the call has one, else from the array itself (the
    driver stages pageable memory before ``cudaMemcpyAsync`` returns)."""
    n = host.nbytes
    if call.staging is not None and n:
        call.staging[offset : offset + n] = host.reshape(-1).view(np.uint8)
        _cuda.memcpy_htod(ptr, call.staging_at + offset, n, call.stream)
        _transfers.record("upload", n)
        return
    _cuda.upload(ptr, host, call.stream)


def download(dst: np.ndarray[Any, Any], ptr: int, call: Call, offset: int) -> None:
    """One device→host transfer into a C-contiguous array (through the staging buffer where
    the call has one: copied out once the call has waited)."""
    n = dst.nbytes
    if call.staging is not None and n:
        _cuda.memcpy_dtoh(call.staging_at + offset, ptr, n, call.stream)
        _transfers.record("download", n)
        call.copies.append((dst.reshape(-1).view(np.uint8), call.staging[offset : offset + n]))
        return
    _cuda.download(ptr if n else 0, dst, call.stream)


def copy_out(call: Call) -> None:
    """After the call has waited: each staged or temporary download into its destination (a
    temporary's copy into a strided array is a contiguous copy, and counted)."""
    for dst, src in call.copies:
        dst[...] = src
        if call.counted and any(src is t for t in call.counted):
            _transfers.record("contiguous", src.nbytes)


# Page-locked staging buffers and device blocks, one per thread shared by every kernel (at
# most STAGING_LIMIT each; a device block per device), by thread id (a threading.local's
# attribute costs several dict lookups). Each call that uses them waits for its stream before
# it returns, so the next call of the thread, of any kernel, may reuse them; a thread id
# reused after its thread ended takes them over.
_STAGING: dict[int, tuple[np.ndarray[Any, Any], int, Any]] = {}
_BLOCKS: dict[tuple[int, int], tuple[Framework, int, int, Any]] = {}
_get_ident = threading.get_ident


def thread_staging(nbytes: int) -> tuple[np.ndarray[Any, Any], int]:
    """This thread's page-locked staging buffer, grown to at least ``nbytes``, and its
    address."""
    ident = _get_ident()
    buf = _STAGING.get(ident)
    if buf is None or buf[0].nbytes < nbytes:
        cupy = sys.modules["cupy"]
        size = max(nbytes, 64 << 10)
        mem = cupy.cuda.alloc_pinned_memory(size)
        array = np.frombuffer((ctypes.c_uint8 * size).from_address(mem.ptr), dtype=np.uint8)
        buf = _STAGING[ident] = (array, int(mem.ptr), mem)
    return buf[0], buf[1]


def thread_block(launch: Framework, device: Device, nbytes: int) -> int:
    """The address of this thread's device memory on ``device`` (``launch``'s array), grown
    to at least ``nbytes``."""
    key = (_get_ident(), device.index)
    got = _BLOCKS.get(key)
    if got is None or got[0] is not launch or got[2] < nbytes:
        size = max(nbytes, 64 << 10)
        array = launch.empty((size,), np.dtype(np.uint8), device)
        got = _BLOCKS[key] = (launch, launch.pointer(array), size, array)
    return got[1]


# -- device copies ---------------------------------------------------------------------------
def _as_cupy(x: Any) -> Any:
    cupy = sys.modules["cupy"]
    if isinstance(x, cupy.ndarray):
        return x
    return cupy.from_dlpack(x)


class _StreamRef:
    """A raw ``cudaStream_t`` in the CUDA stream protocol (``__cuda_stream__``), for cupy."""

    def __init__(self, handle: int) -> None:
        self._handle = handle

    def __cuda_stream__(self) -> tuple[int, int]:
        return (0, self._handle)


def _copy_on_stream(dst: Any, src: Any, stream: int) -> None:
    cupy = sys.modules["cupy"]
    with cupy.cuda.Stream.from_external(_StreamRef(stream)):
        dst[...] = src
