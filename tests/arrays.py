"""Array frameworks for the tests: making inputs in each installed framework, reading any
result back, and third-party DLPack producers. (A module of its own: several directories have
a conftest.py, so nothing may be imported from "conftest".)"""

from __future__ import annotations

import importlib.util
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import numpy as np


def _quiet(wp: Any) -> None:
    from raptor.conformance._adapters import quiet

    quiet(wp)


def _has(module: str) -> bool:
    return importlib.util.find_spec(module) is not None


def cuda_reachable() -> bool:
    from eagle import target

    return target().cuda


def torch_cuda() -> bool:
    if not _has("torch"):
        return False
    import torch

    return bool(torch.cuda.is_available())


def warp_cuda() -> bool:
    if not _has("warp"):
        return False
    import warp as wp

    _quiet(wp)
    wp.init()
    return bool(wp.is_cuda_available())


class HostDLPack:
    """A minimal third-party DLPack producer over host memory (not numpy, torch or warp)."""

    def __init__(self, a: np.ndarray) -> None:
        self._a = a
        self.streams: list[Any] = []

    def __dlpack__(self, *, stream: Any = None, max_version: Any = None, **kw: Any) -> Any:
        self.streams.append(stream)
        if max_version is None:
            return self._a.__dlpack__()
        return self._a.__dlpack__(max_version=max_version)

    def __dlpack_device__(self) -> tuple[int, int]:
        return (1, 0)


class CudaDLPack:
    """A third-party DLPack producer over CUDA memory (wraps a cupy array)."""

    def __init__(self, a: Any) -> None:
        self._a = a
        self.streams: list[Any] = []

    def __dlpack__(self, *, stream: Any = None, max_version: Any = None, **kw: Any) -> Any:
        self.streams.append(stream)
        return self._a.__dlpack__(stream=stream, max_version=max_version)

    def __dlpack_device__(self) -> tuple[int, int]:
        return self._a.__dlpack_device__()


def to_numpy(x: Any) -> np.ndarray:
    """Read any array a test made or got back into a numpy array (copying device memory)."""
    if isinstance(x, np.ndarray):
        return x
    if isinstance(x, HostDLPack):
        return x._a
    if isinstance(x, CudaDLPack):
        return x._a.get()
    module = type(x).__module__.split(".")[0]
    if module == "torch":
        return x.detach().cpu().numpy()
    if module == "cupy":
        return x.get()
    if module == "warp":
        return x.numpy()
    raise TypeError(type(x))


@dataclass(frozen=True)
class Framework:
    """How a test makes an input array in a framework and what type results come back as."""

    name: str
    make: Callable[[np.ndarray], Any]
    result_type: Callable[[], type]
    device: str
    available: Callable[[], bool]
    why: str


def _cupy() -> Any:
    import cupy

    return cupy


def _torch() -> Any:
    import torch

    return torch


def _wp() -> Any:
    import warp as wp

    _quiet(wp)
    return wp


FRAMEWORKS = [
    Framework("numpy", lambda a: a, lambda: np.ndarray, "cpu", lambda: True, ""),
    Framework(
        "torch-cpu",
        lambda a: _torch().from_numpy(a),
        lambda: _torch().Tensor,
        "cpu",
        lambda: _has("torch"),
        "torch is not installed",
    ),
    Framework(
        "warp-cpu",
        lambda a: _wp().array(a, dtype=_wp().dtype_from_numpy(a.dtype), device="cpu"),
        lambda: np.ndarray,
        "cpu",
        lambda: _has("warp"),
        "warp is not installed",
    ),
    Framework("dlpack-cpu", HostDLPack, lambda: np.ndarray, "cpu", lambda: True, ""),
    Framework(
        "cupy",
        lambda a: _cupy().asarray(a),
        lambda: _cupy().ndarray,
        "cuda",
        cuda_reachable,
        "no CUDA device reachable",
    ),
    Framework(
        "torch-cuda",
        lambda a: _torch().from_numpy(a).cuda(),
        lambda: _torch().Tensor,
        "cuda",
        torch_cuda,
        "torch has no CUDA device here",
    ),
    Framework(
        "warp-cuda",
        lambda a: _wp().array(a, dtype=_wp().dtype_from_numpy(a.dtype), device="cuda:0"),
        lambda: _cupy().ndarray,
        "cuda",
        warp_cuda,
        "warp has no CUDA device here",
    ),
    Framework(
        "dlpack-cuda",
        lambda a: CudaDLPack(_cupy().asarray(a)),
        lambda: _cupy().ndarray,
        "cuda",
        cuda_reachable,
        "no CUDA device reachable",
    ),
]
