"""The CUDA target: whether a device is reachable, the PTX module loaded once per context,
host↔device copies, and what holds imported memory until a launch has run.

cupy (whose driver and runtime bindings eagle calls) is imported only when CUDA is used, so
eagle works without it.
"""

from __future__ import annotations

import collections
import os
import threading
from dataclasses import dataclass
from typing import Any

import numpy as np

from . import _transfers

_CUDA_STATE: tuple[bool, str] | None = None
_STATE_LOCK = threading.Lock()


def cuda_reachable() -> tuple[bool, str]:
    """Whether a CUDA device can be used (cupy installed and at least one device), and why not.

    The answer is computed once per process.
    """
    global _CUDA_STATE
    if _CUDA_STATE is None:
        with _STATE_LOCK:
            if _CUDA_STATE is None:
                try:
                    import cupy

                    n = cupy.cuda.runtime.getDeviceCount()
                    _CUDA_STATE = (n > 0, f"{n} CUDA devices" if n else "no CUDA device")
                except ImportError:
                    _CUDA_STATE = (
                        False,
                        'cupy is not installed (pip install ".[cuda]", the cuda extra)',
                    )
                except Exception as e:  # driver missing or too old, no device
                    _CUDA_STATE = (False, _why_not(e))
    return _CUDA_STATE


_PLAIN = {
    # cudart error names (CUDA runtime API, cudaError enum) in words.
    "cudaErrorInsufficientDriver": "no NVIDIA driver on this machine, or one older than CUDA 13",
    "cudaErrorNoDevice": "the NVIDIA driver sees no CUDA device",
    "cudaErrorNotPermitted": "CUDA is not permitted in this process",
}


def _why_not(error: Exception) -> str:
    text = str(error)
    for name, words in _PLAIN.items():
        if name in text:
            return f"{words} ({name})"
    return f"{type(error).__name__}: {text}"


@dataclass(frozen=True)
class Target:
    """Where this process runs kernels on host arrays (:func:`eagle.target`).

    ``name``: ``"cuda"`` or ``"host"`` (the PTX emulator); ``forced``: ``EAGLE_TARGET`` chose it;
    ``cuda``: a CUDA device is reachable through cupy; ``why``: the reason in words (the device
    count, or why none is reachable). Device arrays always run on their own device.
    """

    name: str
    forced: bool
    cuda: bool
    why: str


def target() -> Target:
    """The target host arrays run on in this process: ``EAGLE_TARGET`` when set, else CUDA when a
    device is reachable through cupy, else the host emulator. Computed once per process (the
    reachability), and from ``EAGLE_TARGET`` at each call.

    Raises:
        ValueError: ``EAGLE_TARGET`` is neither ``cuda`` nor ``host``.
    """
    forced = forced_target()
    ok, why = cuda_reachable() if forced != "host" else (False, "EAGLE_TARGET=host")
    name = forced or ("cuda" if ok else "host")
    return Target(name, forced is not None, ok, why)


def forced_target() -> str | None:
    """The target named by ``EAGLE_TARGET`` (``cuda`` or ``host``), if any.

    Raises:
        ValueError: any other value.
    """
    value = os.environ.get("EAGLE_TARGET", "").strip().lower()
    if not value:
        return None
    if value not in ("cuda", "host"):
        raise ValueError(f"EAGLE_TARGET={value!r}: expected 'cuda' or 'host'")
    return value


class CudaModules:
    """The PTX module and its entry function, loaded once per (device, context).

    One :class:`~eagle.loaded.LoadedVector` serves several devices and threads: each device's
    current context gets its own ``CUmodule`` on first use.
    """

    def __init__(self, ptx: bytes, entry: str, filename: str) -> None:
        self._ptx = ptx if ptx.endswith(b"\0") else ptx + b"\0"
        self._entry = entry
        self._filename = filename
        self._loaded: dict[tuple[int, int], tuple[Any, int]] = {}
        self._lock = threading.Lock()
        self._ctx_get_current: Any = None

    def function(self, device: int) -> tuple[int, int]:
        """``(CUfunction, CUcontext)``: the entry in the context current on ``device`` (the
        device's primary context, bound first where the thread has none), and that context.

        Raises:
            RuntimeError: the driver refused the PTX (e.g. a newer ``.version`` than the
                driver's JIT knows), with the driver's message and the file name.
        """
        get_current = self._ctx_get_current
        if get_current is None:
            from cupy_backends.cuda.api import driver

            get_current = self._ctx_get_current = driver.ctxGetCurrent
        ctx = get_current()
        if ctx == 0:
            # No context on this thread yet (only the runtime's device was set): cudaFree(0)
            # makes the runtime bind the device's primary context, as cupy and torch use.
            from cupy_backends.cuda.api import runtime

            runtime.free(0)
            ctx = get_current()
        key = (device, ctx)
        hit = self._loaded.get(key)
        if hit is None:
            with self._lock:
                hit = self._loaded.get(key)
                if hit is None:
                    hit = self._load()
                    self._loaded[key] = hit
        return hit[1], int(ctx)

    def _load(self) -> tuple[Any, int]:
        from cupy.cuda import function

        module = function.Module()
        try:
            module.load(self._ptx)
            fn = module.get_function(self._entry)
        except Exception as e:
            raise RuntimeError(
                f"{self._filename}: the CUDA driver could not load entry {self._entry!r}: {e}"
            ) from e
        return module, int(fn.ptr)


_RUNTIME: Any = None


def _runtime() -> Any:
    """cupy's binding of the CUDA runtime API (imported on first use: an ``import`` statement
    costs a third of a microsecond even for a module already loaded)."""
    global _RUNTIME
    if _RUNTIME is None:
        from cupy_backends.cuda.api import runtime

        _RUNTIME = runtime
    return _RUNTIME


def upload(dst_ptr: int, host: np.ndarray[Any, Any], stream: int) -> None:
    """Copy a C-contiguous host array to device memory: one host→device transfer, queued on
    ``stream``. The host array may be reused when this returns (for pageable memory the driver
    stages the data before ``cudaMemcpyAsync`` returns; CUDA runtime API, "API synchronization
    behavior")."""
    runtime = _runtime()
    if host.nbytes:
        runtime.memcpyAsync(
            dst_ptr, host.ctypes.data, host.nbytes, runtime.memcpyHostToDevice, stream
        )
    _transfers.record("upload", host.nbytes)


def download(src_ptr: int, out: np.ndarray[Any, Any], stream: int) -> None:
    """Copy device memory into a C-contiguous host array: one device→host transfer, queued on
    ``stream``; the caller synchronises the stream before reading ``out``."""
    runtime = _runtime()
    if out.nbytes:
        runtime.memcpyAsync(
            out.ctypes.data, src_ptr, out.nbytes, runtime.memcpyDeviceToHost, stream
        )
    _transfers.record("download", out.nbytes)


def memcpy_htod(dst_ptr: int, src_address: int, nbytes: int, stream: int) -> None:
    """``cudaMemcpyAsync`` host → device on ``stream``, from page-locked memory."""
    runtime = _runtime()
    runtime.memcpyAsync(dst_ptr, src_address, nbytes, runtime.memcpyHostToDevice, stream)


def memcpy_dtoh(dst_address: int, src_ptr: int, nbytes: int, stream: int) -> None:
    """``cudaMemcpyAsync`` device → host on ``stream``, into page-locked memory."""
    runtime = _runtime()
    runtime.memcpyAsync(dst_address, src_ptr, nbytes, runtime.memcpyDeviceToHost, stream)


def synchronize(stream: int) -> None:
    _runtime().streamSynchronize(stream)


def current_device() -> int:
    """The CUDA runtime's current device on this thread."""
    return int(_runtime().getDevice())


def set_device(index: int) -> None:
    _runtime().setDevice(index)


def context() -> int:
    """The ``CUcontext`` current on this thread (0 for none)."""
    return int(context_getter()())


def context_getter() -> Any:
    """``() -> CUcontext``: ``cuCtxGetCurrent`` through cupy's binding, for a caller that
    asks on every launch."""
    from cupy_backends.cuda.api import driver

    return driver.ctxGetCurrent


_ADDRESSES: dict[str, int] = {}


def _driver_address(name: str) -> int:
    """The address of the driver function ``name`` in the ``libcuda.so.1`` this process has
    loaded (cupy's driver, or LUPINE's shim in its place), found once."""
    if name not in _ADDRESSES:
        import ctypes
        import sys

        lib = ctypes.CDLL("nvcuda.dll" if sys.platform == "win32" else "libcuda.so.1")
        _ADDRESSES[name] = int(ctypes.cast(getattr(lib, name), ctypes.c_void_p).value or 0)
    return _ADDRESSES[name]


def launch_kernel_address() -> int:
    """The address of the driver's ``cuLaunchKernel`` (CUDA driver API, "Execution Control").
    eagle's launches call it there (eagle/loaded/_launch.py), from C where the launcher is
    built.

    Raises:
        OSError: no CUDA driver library.
    """
    return _driver_address("cuLaunchKernel")


def context_address() -> int:
    """The address of the driver's ``cuCtxGetCurrent`` (CUDA driver API, "Context
    Management"), which :func:`context_getter` calls through cupy: what eagle's C launcher
    calls to compare the current context with a bound launch's, or 0 where there is no
    driver library."""
    try:
        return _driver_address("cuCtxGetCurrent")
    except OSError:
        return 0


def launch_binding() -> Any:
    """cupy's binding of ``cuLaunchKernel``: ``(function, gx, gy, gz, bx, by, bz, shared,
    stream, void** parameters, extra) -> None``, raising cupy's ``CUDADriverError`` (how eagle
    launches where its C launcher is not built)."""
    from cupy_backends.cuda.api import driver

    return driver.launchKernel


def driver_failed(status: int) -> None:
    """Raise the driver's error for ``status`` (a ``CUresult`` other than ``CUDA_SUCCESS``):
    cupy's ``CUDADriverError``, which names it, as cupy's own launch raises."""
    try:
        from cupy_backends.cuda.api.driver import CUDADriverError
    except ImportError:
        raise RuntimeError(f"cuLaunchKernel failed: CUresult {status}") from None
    raise CUDADriverError(status)


class KeepAlive:
    """Holds objects until the work queued on a stream before :meth:`hold` has finished.

    Used for memory imported from another framework through DLPack: the caller may drop its
    last reference right after the call, and that framework's allocator must not reuse the
    memory before the launch that reads it has run.

    One event per hold (``cudaEventDisableTiming``), recorded on the stream; events whose work
    is done are reused rather than destroyed (an event is per device: each is kept with its
    device), and each hold checks the oldest pending ones only until one is still running.
    """

    def __init__(self) -> None:
        self._pending: collections.deque[tuple[int, int, list[Any]]] = collections.deque()
        self._free: dict[int, list[int]] = {}
        self._lock = threading.Lock()

    def hold(self, stream: int, objects: list[Any], device: int) -> None:
        """Hold ``objects`` until the work queued so far on ``stream`` (of ``device``, the
        current device) has run."""
        runtime = _runtime()
        with self._lock:
            pending = self._pending
            while pending:  # the oldest holds whose work is done: their events are free again
                event, on, _ = pending[0]
                if runtime.eventQuery(event) != 0:  # not cudaSuccess: the work before it runs
                    break
                pending.popleft()
                self._free.setdefault(on, []).append(event)
            free = self._free.get(device)
            event = free.pop() if free else runtime.eventCreateWithFlags(runtime.eventDisableTiming)
            runtime.eventRecord(event, stream)
            pending.append((event, device, objects))


KEEPALIVE = KeepAlive()
