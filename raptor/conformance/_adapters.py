"""How raptor's checks and eagle's tests handle each framework: make an array on a device,
read its data pointer, read it back, and run work on a non-default stream of that framework.

One adapter per row of eagle's framework table (:data:`eagle.interop.FRAMEWORKS`):
:data:`ADAPTERS` is made from the table, in its order, each adapter over its row (its name,
title, devices and needs are the row's), so adding a framework is one row there and one
adapter class here (a row without one fails at import, naming it). What eagle must give back
for each framework (``returns``, ``mutable``) is written here, apart from eagle's rows, so that
a wrong rule in a row fails certification. The checks in :mod:`raptor.conformance._checks`
and the tests' ``framework`` fixture (``tests/conftest.py``, through :func:`placed`) are
written once against this interface. Frameworks are imported only when an adapter is used.
"""

from __future__ import annotations

import importlib
import os
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any, ClassVar

import numpy as np

from eagle.interop import FRAMEWORKS, Framework
from eagle.interop._warp import quiet

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


def _jax() -> Any:
    # JAX takes 75% of GPU memory at start by default; cupy and torch share the GPU here.
    os.environ.setdefault("XLA_PYTHON_CLIENT_PREALLOCATE", "false")
    import jax

    # The probe kernel's second output (the addresses it received) is int64, which JAX holds
    # only with 64-bit types on; eagle refuses a 64-bit JAX result otherwise (tested apart).
    jax.config.update("jax_enable_x64", True)
    return jax


def _numba_cuda() -> Any:
    from numba import cuda

    return cuda


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
    """One framework as the checks see it, over its row of eagle's table.

    Attributes:
        row: the row (:class:`eagle.interop.Framework`).
        label: the row-id prefix (``"TORCH"``).
        stream_title: the framework whose stream orders this one's launches, when not its own
            (generic DLPack producers: eagle launches them on CuPy's current stream).
        mutable: the framework's arrays can be written (JAX's cannot: eagle refuses them as
            out=, and its "out" rows prove that and the arrays it hands back instead).
    """

    framework: ClassVar[str]  # the name of the row this adapter class serves
    label: ClassVar[str]
    stream_title: ClassVar[str] = ""  # whose stream a STREAM check uses, when not its own
    mutable: ClassVar[bool] = True
    classes: ClassVar[dict[str, type[Adapter]]] = {}

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        Adapter.classes[cls.framework] = cls

    def __init__(self, row: Framework) -> None:
        self.row = row

    @property
    def name(self) -> str:
        """The framework's name in ``ROWS`` and in eagle's table (``"torch"``)."""
        return self.row.name

    @property
    def title(self) -> str:
        """How the docs name it (the row's title)."""
        return self.row.title

    @property
    def devices(self) -> tuple[str, ...]:
        """The kinds of device (``"cpu"``, ``"cuda"``) this framework's arrays live on (its
        row's)."""
        return tuple(self.row.needs)

    def read(self, x: Any) -> np.ndarray:
        """A numpy copy of ``x``, an array of this framework."""
        return np.array(x, copy=True)

    def nbytes(self, x: Any) -> int:
        """Bytes of the contiguous array ``x``."""
        return int(x.nbytes)

    def on_stream(self, x: Any, side: SideStream) -> Any:
        """``x`` as the framework associates an array with the stream of ``side`` (numba
        binds arrays to a stream, which the CUDA array interface then names); by default
        ``x`` itself."""
        return x

    def needs(self, device: str) -> tuple[str, ...]:
        """What the machine must have for this framework's arrays on ``device`` (the row's
        needs, and a second GPU for ``cuda:1``)."""
        kind = "cpu" if device == "cpu" else "cuda"
        return self.row.needs[kind] + (("two-gpus",) if device_index(device) else ())

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

    # The type eagle must return for inputs of this framework, by device kind ("cpu"/"cuda"),
    # as "module.Class": raptor's expectation, written apart from eagle's rows.
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
    framework, label = "numpy", "NP"
    returns: ClassVar[dict[str, str]] = {"cpu": "numpy.ndarray"}

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
    framework, label = "cupy", "CUPY"
    returns: ClassVar[dict[str, str]] = {"cuda": "cupy.ndarray"}

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

    def read(self, x: Any) -> np.ndarray:
        return np.asarray(x.get())

    @contextmanager
    def side_stream(self, device: str) -> Iterator[SideStream]:
        yield from _cupy_side_stream(device)


class Torch(Adapter):
    framework, label = "torch", "TORCH"
    returns: ClassVar[dict[str, str]] = {"cpu": "torch.Tensor", "cuda": "torch.Tensor"}

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

    def read(self, x: Any) -> np.ndarray:
        return np.array(x.detach().cpu().numpy(), copy=True)

    def nbytes(self, x: Any) -> int:
        return int(x.numel() * x.element_size())

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
    framework, label = "warp", "WP"
    returns: ClassVar[dict[str, str]] = {"cpu": "numpy.ndarray", "cuda": "cupy.ndarray"}

    def make(self, a: np.ndarray, device: str) -> Any:
        wp = _wp()
        return wp.array(a, dtype=wp.dtype_from_numpy(a.dtype), device=device)

    def ptr(self, x: Any) -> int:
        return int(x.ptr)

    def read(self, x: Any) -> np.ndarray:
        return np.array(x.numpy(), copy=True)

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

    framework, label = "dlpack", "DLPACK"
    stream_title = "CuPy"
    returns: ClassVar[dict[str, str]] = {"cpu": "numpy.ndarray", "cuda": "cupy.ndarray"}

    def make(self, a: np.ndarray, device: str) -> Any:
        inner = a.copy() if device == "cpu" else ADAPTERS["cupy"].make(a, device)
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
        return ADAPTERS["numpy" if isinstance(inner, np.ndarray) else "cupy"].ptr(inner)

    def read(self, x: Any) -> np.ndarray:
        return read(x.array)

    @contextmanager
    def side_stream(self, device: str) -> Iterator[SideStream]:
        yield from _cupy_side_stream(device)


class Jax(Adapter):
    """JAX arrays: ``jax.device_put`` onto the CPU or a GPU. JAX has no stream of its own to
    launch work on (XLA's streams are private), so its STREAM row proves the ordering JAX does
    offer: a call on an array whose computation is still running waits for it on the GPU
    (:meth:`pending`), not on the host. Turns ``jax_enable_x64`` on (see :func:`_jax`)."""

    framework, label = "jax", "JAX"
    stream_title = "CuPy"
    mutable = False
    _pending_fns: tuple[Any, Any] | None = None
    _pending_keep: Any = None
    returns: ClassVar[dict[str, str]] = {"cpu": "jax.Array", "cuda": "jax.Array"}

    @staticmethod
    def _device(device: str) -> Any:
        jax = _jax()
        if device == "cpu":
            return jax.devices("cpu")[0]
        return jax.devices("gpu")[device_index(device)]

    def make(self, a: np.ndarray, device: str) -> Any:
        x = _jax().device_put(a.copy(), self._device(device))
        x.block_until_ready()
        return x

    def ptr(self, x: Any) -> int:
        return int(x.unsafe_buffer_pointer())

    def read(self, x: Any) -> np.ndarray:
        return np.array(x, copy=True)

    def pending(self, a: np.ndarray, device: str, seconds: float) -> Any:
        """A JAX array on ``device`` holding ``a``, produced by JAX work that keeps the GPU
        busy for about twice ``seconds`` and is still running when this returns: a chain of
        asynchronously dispatched steps (four sorts of n float32 values each, n grown until a
        step takes a sixteenth of ``seconds``, at most 2**27), at most 24 of them, fewer than the 32
        computations XLA lets a device have in flight before dispatch blocks. Sorts, not
        matrix products: XLA autotunes its matrix products on first use, and a failure there
        (seen through LUPINE, where it cannot build Hopper tensor maps) would hide what the row
        proves. Every function is compiled before the chain is dispatched, so no compilation
        on the host overlaps the chain. The jitted functions and the chain's last array outlive
        the call (kept on the adapter): freeing a compiled XLA executable waits for its launches
        in flight (seen on the H200: the chain then ended inside this method)."""
        jax = _jax()
        jnp = jax.numpy
        dev = self._device(device)
        if self._pending_fns is None:

            @jax.jit
            def step(m: Any) -> Any:
                for _ in range(4):  # negated, each sort reverses the order: the same work
                    m = jnp.sort(-m)
                return m

            @jax.jit
            def finish(x: Any, m: Any) -> Any:
                # x itself once every step ran (m holds finite values: never the NaN branch)
                return jnp.where(jnp.isnan(m[0]), jnp.float32(jnp.nan), x)

            self._pending_fns = (step, finish)
        step, finish = self._pending_fns

        n, per = 1 << 20, 0.0
        while True:
            with jax.default_device(dev):
                m0 = jnp.arange(n, dtype=jnp.float32)
            step(m0).block_until_ready()  # compiled for this n
            start = time.perf_counter()
            step(m0).block_until_ready()
            per = time.perf_counter() - start
            if per >= seconds / 16 or n >= 1 << 27:
                break
            n *= 2
        x = jax.device_put(a, dev)
        finish(x, m0).block_until_ready()  # compiled for these shapes
        m = m0
        for _ in range(min(24, max(1, round(2 * seconds / max(per, 1e-6))))):
            m = step(m)
        self._pending_keep = m
        return finish(x, m)


class Numba(Adapter):
    """numba CUDA device arrays (``numba.cuda.to_device``), which eagle reads through the CUDA
    array interface. Their STREAM side stream is a numba stream (over a non-blocking cupy
    stream) that the array is bound to, so the interface's ``stream`` entry names it, while
    eagle launches on another non-blocking cupy stream: only the ordering eagle makes from
    that entry puts the launch after the work on the array's stream."""

    framework, label = "numba", "NUMBA"
    returns: ClassVar[dict[str, str]] = {"cuda": "cupy.ndarray"}

    def make(self, a: np.ndarray, device: str) -> Any:
        cuda = _numba_cuda()
        with cuda.gpus[device_index(device)]:
            return cuda.to_device(np.ascontiguousarray(a))

    def strided(self, a: np.ndarray, device: str) -> tuple[Any, Any]:
        host = np.full(2 * a.size, SENTINEL, a.dtype)
        host[::2] = a
        base = self.make(host, device)
        return base[::2], base

    def ptr(self, x: Any) -> int:
        return int(x.__cuda_array_interface__["data"][0])

    def read(self, x: Any) -> np.ndarray:
        return np.asarray(x.copy_to_host())

    def nbytes(self, x: Any) -> int:
        cai = x.__cuda_array_interface__
        return int(np.prod(cai["shape"])) * np.dtype(cai["typestr"]).itemsize

    def on_stream(self, x: Any, side: SideStream) -> Any:
        return x.bind(side.extra["numba"])

    @contextmanager
    def side_stream(self, device: str) -> Iterator[SideStream]:
        cuda = _numba_cuda()
        with _producer_stream(device) as side:
            side.extra["numba"] = cuda.external_stream(side.handle)
            yield side


@contextmanager
def _producer_stream(device: str) -> Iterator[SideStream]:
    """A non-blocking cupy stream for a producer's work, while another non-blocking cupy
    stream is cupy's current one (eagle launches there): for producers whose arrays name their
    stream (CUDA array interface), so that only the ordering eagle makes from that name puts
    its launch after the producer's work."""
    cupy = _cupy()
    with cupy.cuda.Device(device_index(device)):
        producer = cupy.cuda.Stream(non_blocking=True)
        launch = cupy.cuda.Stream(non_blocking=True)

        def record() -> Any:
            event = cupy.cuda.Event(disable_timing=True)
            event.record(producer)
            return lambda: bool(event.done)

        with launch:
            yield SideStream(int(producer.ptr), record, producer.synchronize)


class CudaArrayInterface(Adapter):
    """A producer that speaks only the CUDA array interface (v3, with a ``stream`` entry):
    :class:`CAIProducer` over cupy memory."""

    framework, label = "cuda_array_interface", "CAI"
    stream_title = "producer"
    returns: ClassVar[dict[str, str]] = {"cuda": "cupy.ndarray"}

    def make(self, a: np.ndarray, device: str) -> Any:
        return CAIProducer(ADAPTERS["cupy"].make(a, device))

    def ptr(self, x: Any) -> int:
        return int(x.array.data.ptr)

    def read(self, x: Any) -> np.ndarray:
        return np.asarray(x.array.get())

    def on_stream(self, x: Any, side: SideStream) -> Any:
        return CAIProducer(x.array, side.handle)

    @contextmanager
    def side_stream(self, device: str) -> Iterator[SideStream]:
        with _producer_stream(device) as side:
            yield side


class CAIProducer:
    """A third-party CUDA array interface producer (no ``__dlpack__``) over a cupy array,
    naming ``stream`` (a ``cudaStream_t``, or ``None``) as the stream its data is ordered on."""

    def __init__(self, array: Any, stream: int | None = None) -> None:
        self.array = array
        self.stream = stream

    @property
    def __cuda_array_interface__(self) -> dict[str, Any]:
        cai = dict(self.array.__cuda_array_interface__)
        cai["stream"] = self.stream
        cai["version"] = 3
        return cai


def _adapters() -> dict[str, Adapter]:
    missing = [f.name for f in FRAMEWORKS if f.name not in Adapter.classes]
    if missing:
        raise ImportError(f"raptor has no adapter for eagle's framework row(s) {missing}")
    return {f.name: Adapter.classes[f.name](f) for f in FRAMEWORKS}


ADAPTERS: dict[str, Adapter] = _adapters()
"""Adapter by eagle's framework-table row name, in the table's order."""


def adapter_of(x: Any) -> Adapter:
    """The adapter of the framework eagle files ``x`` under (:func:`eagle.interop.detect`)."""
    from eagle.interop import detect

    return ADAPTERS[detect(x).name]


def read(x: Any) -> np.ndarray:
    """A numpy copy of any array a check or test holds or got back from eagle."""
    return adapter_of(x).read(x)


@dataclass(frozen=True)
class Placed:
    """One framework on one kind of device, as the tests' ``framework`` fixture hands it out.

    Attributes:
        adapter: the framework's adapter.
        device: ``"cpu"`` or ``"cuda"`` (``cuda:0``).
    """

    adapter: Adapter
    device: str

    @property
    def name(self) -> str:
        return f"{self.adapter.name}-{self.device}"

    def make(self, a: np.ndarray) -> Any:
        """A new array of the framework on the device, holding a copy of ``a``."""
        return self.adapter.make(a, self.device if self.device == "cpu" else "cuda:0")

    def result_type(self) -> type:
        """The type eagle returns for inputs of this framework on this device."""
        return self.adapter.result_type(self.device)

    def unmet(self) -> str:
        """Why this machine cannot run it (``""`` when it can): the adapter's unmet needs."""
        from ._needs import unmet

        where = "cpu" if self.device == "cpu" else "cuda:0"
        needs = self.adapter.needs(where) + (("host-target",) if self.device == "cpu" else ())
        return "; ".join(f"needs {need.what}: {why}" for need, why in unmet(needs))


def placed() -> list[Placed]:
    """Every (framework, device) the tests run on, in the order of eagle's framework table."""
    return [Placed(a, d) for a in ADAPTERS.values() for d in a.devices]
