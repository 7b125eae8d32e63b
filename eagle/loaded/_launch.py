"""Launch: the one place that calls the driver, or the emulator.

The fourth stage of a call (bind → route → plan → **launch** → export). A bound launch
(:mod:`eagle.loaded._bound`) holds one of these backends: :class:`DriverLaunch` launches the
entry's ``CUfunction`` with ``cuLaunchKernel``, :class:`EmulatorLaunch` runs it on eagle's PTX
emulator (:mod:`eagle.ptx`). Both take the launch's values in the order the bound launch keeps
them (its arrays' pointers, or on the host the arrays; its scalars; the outputs it made).
"""

from __future__ import annotations

import ctypes
import functools
import threading
from collections.abc import Sequence
from typing import Any

from . import _cuda, _native
from ._host import HostKernel
from ._plan import ParamPacker, Plan

_get_ident = threading.get_ident


class DriverLaunch:
    """The CUDA backend: ``cuLaunchKernel`` (CUDA driver API, "Execution Control") of the
    entry's function with the plan's grid, block and dynamic shared memory bound, the
    parameters packed into this thread's buffer: called at the address
    :func:`eagle.loaded._cuda.launch_kernel_address` gives through eagle's C launcher where it
    is built (:mod:`eagle.loaded._native`), else through cupy's binding
    (:func:`eagle.loaded._cuda.launch_binding`)."""

    __slots__ = (
        "_buffers", "_pack_into", "_packer", "_thread_buffer", "address", "fire", "function",
        "plan",
    )  # fmt: skip

    def __init__(self, function: int, plan: Plan, packer: ParamPacker) -> None:
        self.plan = plan
        self.function = function
        # (stream, void** parameters, extra) -> cuLaunchKernel, a failure raised
        bound = (function, *plan.grid, *plan.block, plan.shared)
        launcher = _native.launcher
        self.address = 0
        if launcher is not None:
            self.address = _cuda.launch_kernel_address()
            self.fire = functools.partial(launcher.launch, self.address, *bound)
        else:
            self.fire = functools.partial(_cuda.launch_binding(), *bound)
        self._packer = packer
        self._buffers = packer.buffers
        self._thread_buffer = packer.thread_buffer
        self._pack_into = packer.struct.pack_into

    def launch(self, stream: int, values: Sequence[Any]) -> None:
        """Pack ``values`` into this thread's buffer and launch on ``stream``."""
        b = self._buffers.get(_get_ident())
        if b is None:
            b = self._thread_buffer()
        self._pack_into(b[0], 0, *values)
        self.fire(stream, b[1], 0)

    def packed(self, values: Sequence[Any]) -> tuple[Any, int]:
        """A buffer of its own holding ``values``, never written again (any thread may
        launch it): the object to keep, and its ``void**`` address for :attr:`fire`."""
        return self._packer.packed(values)

    def layout(self) -> tuple[tuple[int, ...], bytes] | None:
        """The parameter buffer for eagle's C launcher: each PTX parameter's byte offset, and
        the buffer with the fixed values (the lengths) written; the values a launch has come
        one per 8 bytes from offset 0. ``None`` where a parameter is a struct (not 8 bytes)."""
        return self._packer.layout()


# cuLaunchKernel's C type: CUresult (CUfunction, gridDimX, gridDimY, gridDimZ, blockDimX,
# blockDimY, blockDimZ, sharedMemBytes, CUstream, void **kernelParams, void **extra)
LAUNCH_TYPE = ctypes.CFUNCTYPE(
    ctypes.c_int, ctypes.c_void_p, *[ctypes.c_uint] * 7, ctypes.c_void_p, ctypes.c_void_p,
    ctypes.c_void_p,
)  # fmt: skip


class EmulatorLaunch:
    """The host backend: eagle's PTX emulator runs the entry over the plan's grid, array
    arguments written in place."""

    __slots__ = ("_order", "_run", "_template")

    def __init__(self, kernel: HostKernel, plan: Plan, order: list[int], fixed: dict[int, Any]):
        self._run = kernel.bind(plan)  # the plan's configuration checked once
        self._order = order
        self._template = [fixed.get(i) for i in range(len(order) + len(fixed))]

    def launch(self, stream: int, values: Sequence[Any]) -> None:
        args = list(self._template)
        for i, v in zip(self._order, values, strict=True):
            args[i] = v
        self._run(args)
