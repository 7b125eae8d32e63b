"""The cupy row: cupy's device arrays, by their own pointer, on cupy's current stream."""

from __future__ import annotations

import functools
import operator
import sys
from typing import Any, ClassVar

import numpy as np

from ._device import Device
from ._dlpack import normalise_strides
from ._row import ArrayView, Framework, view_from_dlpack


class Cupy(Framework):
    name = "cupy"
    title = "CuPy"
    module = "cupy"
    needs: ClassVar[dict[str, tuple[str, ...]]] = {"cuda": ("cuda",)}
    readme = (("cupy", "its device, cupy's current stream", "none, not synchronised", "cupy"),)
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

    def stream_reader(self) -> tuple[Any, str | None]:
        return sys.modules["cupy"].cuda.get_current_stream, "ptr"

    def allocator(self, shape: tuple[int, ...], dtype: np.dtype[Any], device: Device) -> Any:
        return functools.partial(sys.modules["cupy"].ndarray, shape, dtype)

    def empty(self, shape: tuple[int, ...], dtype: np.dtype[Any], device: Device) -> Any:
        cupy = sys.modules["cupy"]
        if cupy.cuda.runtime.getDevice() == device.index:
            return cupy.empty(shape, dtype)
        with cupy.cuda.Device(device.index):
            return cupy.empty(shape, dtype)
