"""Route: where a bound call runs, on whose stream, and which framework receives its results.

The second stage of a call (bind → **route** → plan → launch → export). Every decision here is
a rule of the framework table (:mod:`eagle.interop._frameworks`: :func:`result_framework`,
:func:`launch_framework`), applied to the rows of the call's arrays; what each input gets is
documented in docs/protocols.md, and the target rule in docs/getting_started.md.
"""

from __future__ import annotations

from dataclasses import dataclass

from eagle.interop import CPU, Device, Framework
from eagle.interop._frameworks import launch_framework, result_framework

from . import _cuda
from ._bind import Operand


@dataclass(frozen=True, slots=True)
class Route:
    """Where one call runs.

    Attributes:
        device: the CUDA device the kernel runs on, or :data:`~eagle.interop.CPU` for the host
            emulator.
        launch: the framework whose current stream the launch follows (CUDA only; ``None`` on
            the host).
        result: the framework the outputs eagle allocates come back in.
        host_only: every array is host memory and the kernel runs on CUDA: the call uploads
            its inputs, downloads its outputs and waits for them (a blocking call).
    """

    device: Device
    launch: Framework | None
    result: Framework
    host_only: bool

    @property
    def on_cuda(self) -> bool:
        return self.device.is_cuda

    def stream(self) -> int:
        """The launch stream: the launching framework's current stream on the device (a
        ``cudaStream_t``), read now; 0 on the host."""
        if self.launch is None:
            return 0
        return self.launch.stream_getter()(self.device.index)


def route(entry: str, operands: list[Operand], forced: str | None) -> Route:
    """The route of a call on ``operands`` (inputs, then supplied outputs).

    Device arrays run on their device (all on one); host arrays run on CUDA when a device is
    reachable through cupy, else on the host emulator; ``forced`` (``EAGLE_TARGET``) overrides
    the choice for host arrays.

    Raises:
        ValueError: arrays on different devices, or a device array with ``EAGLE_TARGET=host``.
        RuntimeError: ``EAGLE_TARGET=cuda`` (or a device array) while no CUDA device is
            reachable, naming why.
    """
    rows = [op.framework for op in operands]
    devices = {op.device for op in operands if op.device.is_cuda}
    if len(devices) > 1:
        where = ", ".join(f"{op.spec.name!r} on {op.device}" for op in operands)
        raise ValueError(f"{entry}(): arrays on different devices: {where}")
    if devices:
        on_device = next(op for op in operands if op.device.is_cuda)
        if forced == "host":
            raise ValueError(
                f"EAGLE_TARGET=host, but parameter {on_device.spec.name!r} is on {on_device.device}"
            )
        reachable, why = _cuda.cuda_reachable()
        if not reachable:
            raise RuntimeError(
                f"parameter {on_device.spec.name!r} is on {on_device.device}, but eagle's CUDA "
                f"target is unavailable: {why}"
            )
        result = result_framework(rows, True, here=True)
        return Route(devices.pop(), launch_framework(rows, result, here=True), result, False)
    result = result_framework(rows, False)
    if forced == "host":
        return Route(CPU, None, result, False)
    reachable, why = _cuda.cuda_reachable()
    if forced == "cuda" and not reachable:
        raise RuntimeError(f"EAGLE_TARGET=cuda, but no CUDA device is reachable: {why}")
    if not reachable:
        return Route(CPU, None, result, False)
    device = Device("cuda", _cuda.current_device())
    # no device array, results on the host: eagle's own device memory, on the stream the
    # rule gives a call with no device inputs (cupy's)
    return Route(device, launch_framework([], None, here=True), result, True)
