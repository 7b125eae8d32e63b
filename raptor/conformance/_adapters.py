"""How raptor's checks handle each framework: make an array on a device, read its data
pointer, read it back, and run work on a non-default stream of that framework.

One adapter per framework; the checks in :mod:`raptor.conformance._checks` are written once
against this interface. Frameworks are imported only when an adapter is used.
"""

from __future__ import annotations

import importlib
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any, ClassVar

import numpy as np

# Sentinel every output buffer starts with, so that a result read too early, or never written,
# cannot pass for a correct one.
SENTINEL = np.float32(np.nan)


def _cupy() -> Any:
    import cupy

    return cupy


def _torch() -> Any:
    import torch

    return torch


def _wp() -> Any:
    import warp as wp

    quiet(wp)
    wp.init()
    return wp


def quiet(wp: Any) -> None:
    """Silence Warp's start-up banner (``log_level`` since Warp 1.10, ``quiet`` before)."""
    if hasattr(wp.config, "log_level") and hasattr(wp, "LOG_WARNING"):
        wp.config.log_level = wp.LOG_WARNING
    else:
        wp.config.quiet = True


def device_index(device: str) -> int:
    """``"cuda:1"`` → 1; ``"cuda"`` → 0."""
    _, _, index = device.partition(":")
    return int(index or 0)


class DLPackProducer:
    """A third-party DLPack producer (neither numpy, cupy, torch nor Warp): it wraps an array
    with ``__dlpack__`` and records the ``stream`` each ``__dlpack__`` call was given."""

    def __init__(self, array: Any) -> None:
        self.array = array
        self.streams: list[Any] = []

    def __dlpack__(self, *, stream: Any = None, max_version: Any = None, **kwargs: Any) -> Any:
        self.streams.append(stream)
        if max_version is None:
            return self.array.__dlpack__(stream=stream)
        return self.array.__dlpack__(stream=stream, max_version=max_version)

    def __dlpack_device__(self) -> tuple[int, int]:
        return tuple(self.array.__dlpack_device__())  # type: ignore[return-value]


@dataclass
class SideStream:
    """A non-default stream of a framework, current inside :meth:`Adapter.side_stream`.

    Attributes:
        handle: the ``cudaStream_t``, for launching the long-running kernel on it.
        record: records an event on the stream and returns a callable telling whether the work
            queued before it has completed (``cudaEventQuery``), without blocking.
        synchronize: blocks until the stream's work is done.
    """

    handle: int
    record: Any
    synchronize: Any
    extra: dict[str, Any] = field(default_factory=dict)


class Adapter:
    """One framework as the checks see it.

    Attributes:
        name: the framework's name in ``ROWS`` (``"torch"``).
        label: the row-id prefix (``"TORCH"``).
        title: how the docs name it.
        stream_title: the framework whose stream orders this one's launches, when not its own
            (generic DLPack producers: eagle launches them on CuPy's current stream).
        launches_on_own_stream: eagle launches on this framework's current stream (cupy,
            torch); otherwise on cupy's, ordered after the producer's stream through DLPack.
    """

    name: ClassVar[str]
    label: ClassVar[str]
    title: ClassVar[str]
    launches_on_own_stream: ClassVar[bool] = False
    stream_title: ClassVar[str] = ""  # whose stream a STREAM check uses, when not its own

    def needs(self, device: str) -> tuple[str, ...]:
        raise NotImplementedError

    def make(self, a: np.ndarray, device: str) -> Any:
        """A new array of this framework on ``device`` holding a copy of ``a``."""
        raise NotImplementedError

    def strided(self, a: np.ndarray, device: str) -> tuple[Any, Any]:
        """A non-contiguous array holding ``a``'s values (negative stride where the framework
        allows it), and the contiguous base array it views."""
        raise NotImplementedError

    def ptr(self, x: Any) -> int:
        """Address of element 0 (device pointer, or host address for host arrays)."""
        raise NotImplementedError

    # The type eagle returns for inputs of this framework, by device kind ("cpu"/"cuda"), as
    # "module.Class" (DESIGN.md, "Where it runs and what comes back").
    returns: ClassVar[dict[str, str]]

    def result_type(self, device: str) -> type:
        """The type eagle returns for inputs of this framework on ``device``."""
        module, _, cls = self.returns["cpu" if device == "cpu" else "cuda"].rpartition(".")
        return getattr(importlib.import_module(module), cls)  # type: ignore[no-any-return]

    @contextmanager
    def side_stream(self, device: str) -> Iterator[SideStream]:
        raise NotImplementedError
        yield  # pragma: no cover


def _cupy_side_stream(device: str) -> Iterator[SideStream]:
    cupy = _cupy()
    with cupy.cuda.Device(device_index(device)):
        s = cupy.cuda.Stream(non_blocking=True)

        def record() -> Any:
            event = cupy.cuda.Event(disable_timing=True)
            event.record(s)
            return lambda: bool(event.done)

        with s:
            yield SideStream(int(s.ptr), record, s.synchronize)


class Numpy(Adapter):
    name, label, title = "numpy", "NP", "numpy"
    returns: ClassVar[dict[str, str]] = {"cpu": "numpy.ndarray"}

    def needs(self, device: str) -> tuple[str, ...]:
        return ()

    def make(self, a: np.ndarray, device: str) -> Any:
        return a.copy()

    def strided(self, a: np.ndarray, device: str) -> tuple[Any, Any]:
        base = np.full(2 * a.size, SENTINEL, a.dtype)
        x = base[::-2]
        x[...] = a
        return x, base

    def ptr(self, x: Any) -> int:
        return int(x.__array_interface__["data"][0])


class Cupy(Adapter):
    name, label, title = "cupy", "CUPY", "CuPy"
    returns: ClassVar[dict[str, str]] = {"cuda": "cupy.ndarray"}
    launches_on_own_stream = True

    def needs(self, device: str) -> tuple[str, ...]:
        return ("cuda", "two-gpus") if device_index(device) else ("cuda",)

    def make(self, a: np.ndarray, device: str) -> Any:
        cupy = _cupy()
        with cupy.cuda.Device(device_index(device)):
            return cupy.asarray(a)

    def strided(self, a: np.ndarray, device: str) -> tuple[Any, Any]:
        cupy = _cupy()
        with cupy.cuda.Device(device_index(device)):
            base = cupy.full(2 * a.size, SENTINEL, a.dtype)
            x = base[::-2]
            x[...] = cupy.asarray(a)
        return x, base

    def ptr(self, x: Any) -> int:
        return int(x.data.ptr)

    @contextmanager
    def side_stream(self, device: str) -> Iterator[SideStream]:
        yield from _cupy_side_stream(device)


class Torch(Adapter):
    name, label, title = "torch", "TORCH", "PyTorch"
    returns: ClassVar[dict[str, str]] = {"cpu": "torch.Tensor", "cuda": "torch.Tensor"}
    launches_on_own_stream = True

    def needs(self, device: str) -> tuple[str, ...]:
        if device == "cpu":
            return ("torch",)
        return ("cuda", "torch-cuda") + (("two-gpus",) if device_index(device) else ())

    def make(self, a: np.ndarray, device: str) -> Any:
        return _torch().from_numpy(a.copy()).to(device)

    def strided(self, a: np.ndarray, device: str) -> tuple[Any, Any]:
        torch = _torch()
        # torch has no negative strides: every other element of a larger tensor.
        base = torch.full((2 * a.size,), float(SENTINEL), dtype=torch.float32, device=device)
        x = base[::2]
        x.copy_(torch.from_numpy(a).to(device))
        return x, base

    def ptr(self, x: Any) -> int:
        return int(x.data_ptr())

    @contextmanager
    def side_stream(self, device: str) -> Iterator[SideStream]:
        torch = _torch()
        s = torch.cuda.Stream(device=device)

        def record() -> Any:
            event = torch.cuda.Event()
            event.record(s)
            return lambda: bool(event.query())

        with torch.cuda.stream(s):
            yield SideStream(int(s.cuda_stream), record, s.synchronize)


class Warp(Adapter):
    name, label, title = "warp", "WP", "Warp"
    returns: ClassVar[dict[str, str]] = {"cpu": "numpy.ndarray", "cuda": "cupy.ndarray"}

    def needs(self, device: str) -> tuple[str, ...]:
        if device == "cpu":
            return ("warp",)
        return ("cuda", "warp-cuda") + (("two-gpus",) if device_index(device) else ())

    def make(self, a: np.ndarray, device: str) -> Any:
        wp = _wp()
        return wp.array(a, dtype=wp.dtype_from_numpy(a.dtype), device=device)

    def ptr(self, x: Any) -> int:
        return int(x.ptr)

    @contextmanager
    def side_stream(self, device: str) -> Iterator[SideStream]:
        wp = _wp()
        s = wp.Stream(device)

        def record() -> Any:
            event = s.record_event()
            return lambda: bool(event.is_complete)

        with wp.ScopedStream(s):
            yield SideStream(int(s.cuda_stream), record, lambda: wp.synchronize_stream(s))


class DLPack(Adapter):
    """A third-party producer: :class:`DLPackProducer` over numpy (host) or cupy (CUDA)
    memory. Its stream is cupy's current stream, which eagle launches on for such inputs."""

    name, label, title = "dlpack", "DLPACK", "DLPack"
    stream_title = "CuPy"
    returns: ClassVar[dict[str, str]] = {"cpu": "numpy.ndarray", "cuda": "cupy.ndarray"}

    def needs(self, device: str) -> tuple[str, ...]:
        return () if device == "cpu" else ("cuda",)

    def make(self, a: np.ndarray, device: str) -> Any:
        inner = a.copy() if device == "cpu" else Cupy().make(a, device)
        return DLPackProducer(inner)

    def strided(self, a: np.ndarray, device: str) -> tuple[Any, Any]:
        # Positive steps only: DLPack allows negative strides, but not every producer exports
        # them.
        if device == "cpu":
            base = np.full(2 * a.size, SENTINEL, a.dtype)
            x = base[::2]
            x[...] = a
            return DLPackProducer(x), base
        cupy = _cupy()
        with cupy.cuda.Device(device_index(device)):
            cbase = cupy.full(2 * a.size, SENTINEL, a.dtype)
            cx = cbase[::2]
            cx[...] = cupy.asarray(a)
        return DLPackProducer(cx), cbase

    def ptr(self, x: Any) -> int:
        inner = x.array
        return Numpy().ptr(inner) if isinstance(inner, np.ndarray) else Cupy().ptr(inner)

    @contextmanager
    def side_stream(self, device: str) -> Iterator[SideStream]:
        yield from _cupy_side_stream(device)


ADAPTERS: dict[str, Adapter] = {a.name: a for a in (Numpy(), Cupy(), Torch(), Warp(), DLPack())}
