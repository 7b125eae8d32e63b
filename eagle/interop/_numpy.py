"""The numpy row: host arrays, through the array interface."""

from __future__ import annotations

from typing import Any, ClassVar

import numpy as np

from ._device import CPU, Device
from ._dlpack import normalise_strides
from ._row import ArrayView, Framework


class Numpy(Framework):
    name = "numpy"
    title = "numpy"
    module = "numpy"
    needs: ClassVar[dict[str, tuple[str, ...]]] = {"cpu": ()}
    readme = (
        ("numpy", "CUDA if reachable, else host emulator", "one upload, one download, blocking",
         "numpy"),
    )  # fmt: skip
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
