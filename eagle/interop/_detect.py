"""``detect()``: which framework an array belongs to, and where it lives."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ._device import Device
from ._frameworks import Framework, framework_of


@dataclass(frozen=True, slots=True)
class Detected:
    """What :func:`detect` found.

    Attributes:
        name: ``"numpy"``, ``"cupy"``, ``"torch"``, ``"warp"``, ``"cuda_array_interface"`` or
            ``"dlpack"`` (any other ``__dlpack__`` + ``__dlpack_device__`` producer).
        device: ``cpu`` or ``cuda:N``.
        framework: the row of :data:`eagle.interop.FRAMEWORKS` that handles the array.
    """

    name: str
    device: Device
    framework: Framework


def detect(x: Any) -> Detected:
    """Identify the framework and device of an array, without copying or synchronising.

    Raises:
        TypeError: ``x`` is not an array eagle understands (not numpy, cupy, torch, Warp, a
            DLPack producer or a CUDA array interface producer).
        ValueError: ``x`` lives on a device eagle does not run on (ROCm, Metal, managed memory…).
    """
    f = framework_of(x)
    if f is None:
        raise TypeError(
            f"expected an array (numpy, cupy, torch, warp, or an object with __dlpack__ and "
            f"__dlpack_device__), got {type(x).__module__}.{type(x).__qualname__}"
        )
    return Detected(f.name, f.device(x), f)
