"""``import_buffer()``: a zero-copy cupy view of any CUDA array producer."""

from __future__ import annotations

import sys
from typing import Any

from ._frameworks import framework_of
from ._row import ArrayView


def import_buffer(x: Any) -> Any:
    """A ``cupy.ndarray`` that shares memory with the CUDA array ``x``; nothing is copied.

    ``x`` may be a cupy array (returned as it is), a torch CUDA tensor, a Warp CUDA array,
    any ``__dlpack__`` producer on ``kDLCUDA``, or a ``__cuda_array_interface__`` producer. The
    import is ordered on cupy's current stream: the producer is asked, through
    ``__dlpack__(stream=…)``, to make that stream wait for the work it has queued (DLPack
    stream semantics). The view keeps the producer's memory alive. The result, handed to
    ``wp.from_dlpack`` or ``torch.from_dlpack``, gives that framework a view of the same memory.

    Raises:
        TypeError: ``x`` is not an array, or has a dtype numpy cannot hold (bfloat16).
        ValueError: ``x`` is host memory (use ``cupy.asarray`` to copy it), or lives on a
            device other than CUDA.
        ModuleNotFoundError: cupy is not installed.
    """
    import cupy

    if isinstance(x, cupy.ndarray):
        return x
    f = framework_of(x)
    if f is None:
        raise TypeError(f"import_buffer: expected a CUDA array, got {type(x).__qualname__}")
    device = f.device(x)
    if not device.is_cuda:
        raise ValueError(
            f"import_buffer makes a zero-copy view of CUDA memory; this {f.name} array is host "
            "memory (copy it with cupy.asarray instead)"
        )
    with cupy.cuda.Device(device.index):
        stream = cupy.cuda.get_current_stream().ptr
        view = f.view(x, stream, native=False)
        return cupy_view(view)


def cupy_view(view: ArrayView) -> Any:
    """A cupy array over the device memory of ``view`` (strides in bytes, possibly negative)."""
    cupy = sys.modules["cupy"]
    if view.ptr == 0 or 0 in view.shape:
        return cupy.empty(view.shape, view.dtype)
    # The memory spans from the lowest to the highest byte any element touches.
    low = view.ptr + sum(
        s * (n - 1) for s, n in zip(view.strides, view.shape, strict=True) if s < 0
    )
    high = view.ptr + sum(
        s * (n - 1) for s, n in zip(view.strides, view.shape, strict=True) if s > 0
    )
    nbytes = high - low + view.dtype.itemsize
    memory = cupy.cuda.UnownedMemory(low, nbytes, view.keepalive, view.device.index)
    pointer = cupy.cuda.MemoryPointer(memory, view.ptr - low)
    return cupy.ndarray(view.shape, view.dtype, pointer, view.strides)
