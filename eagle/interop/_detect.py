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
        name: the row's name: ``"numpy"``, ``"cupy"``, ``"torch"``, ``"warp"``, ``"jax"``,
            ``"numba"``, ``"cuda_array_interface"`` (any other CUDA array interface producer)
            or ``"dlpack"`` (any other ``__dlpack__`` + ``__dlpack_device__`` producer).
        device: ``cpu`` or ``cuda:N``.
        framework: the row of :data:`eagle.interop.FRAMEWORKS` that handles the array.
    """

    name: str
    device: Device
    framework: Framework


def detect(x: Any) -> Detected:
    """Identify the framework and device of an array, without copying or synchronising.

    Raises:
        TypeError: ``x`` is not an array eagle understands (not numpy, cupy, torch, Warp, JAX,
            numba, a DLPack producer or a CUDA array interface producer), or is a traced JAX
            value (inside ``jax.jit``).
        ValueError: ``x`` lives on a device eagle does not run on (ROCm, Metal, managed memory…).
    """
    f = framework_of(x)
    if f is None:
        raise TypeError(
            "expected an array (numpy, cupy, torch, warp, JAX, numba, or an object with "
            f"__dlpack__ and __dlpack_device__), got {type(x).__module__}.{type(x).__qualname__}"
        )
    return Detected(f.name, f.device(x), f)
