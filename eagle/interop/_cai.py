"""The CUDA array interface rows: numba's device arrays and any other producer of
``__cuda_array_interface__`` (version 3), ordered after the producer's stream by an event."""

from __future__ import annotations

import importlib
import sys
from typing import Any, ClassVar

import numpy as np

from ._device import Device
from ._dlpack import c_strides, normalise_strides
from ._row import ArrayView, Framework, probe_module


class CudaArrayInterface(Framework):
    """Producers that only speak ``__cuda_array_interface__`` (version 3): PyCUDA, older cupy
    and numba (numba's device arrays have their own row, :class:`Numba`, with this protocol)."""

    name = "cuda_array_interface"
    title = "CUDA array interface"
    module = ""
    needs: ClassVar[dict[str, tuple[str, ...]]] = {"cuda": ("cuda",)}
    readme = (
        ("other CUDA array interface", "its device, cupy's stream, after the producer's stream",
         "none", "cupy"),
    )  # fmt: skip
    recognised = "any other object with __cuda_array_interface__ and no __dlpack__ (PyCUDA, ...)"
    protocol = "the CUDA array interface, version 3 (pointer, shape, strides, stream)"
    stream = "cupy's current stream, ordered after the producer's 'stream' entry by an event"
    returns = "cupy.ndarray"
    imports_dlpack = False

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
    title = "numba"
    module = "numba"
    needs: ClassVar[dict[str, tuple[str, ...]]] = {"cuda": ("cuda", "numba")}
    what: ClassVar[dict[str, str]] = {"numba": "numba with CUDA (numba-cuda) and a CUDA device"}
    readme = (
        ("numba CUDA", "its device, cupy's stream, after the array's stream (CAI `stream`)",
         "none", "cupy"),
    )  # fmt: skip
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

    def probe(self, need: str) -> tuple[bool, str]:
        ok, why = probe_module("numba")
        if not ok:
            return ok, why
        try:
            cuda = importlib.import_module("numba.cuda")
        except ImportError as e:
            return False, f"{why} has no CUDA support (numba.cuda: {e}; install numba-cuda)"
        if not cuda.is_available():
            return False, f"{why}: numba.cuda sees no CUDA device"
        return True, f"{why}, numba.cuda on {len(cuda.gpus)} devices"


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
