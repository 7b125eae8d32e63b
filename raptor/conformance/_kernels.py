"""The kernels raptor's checks launch: ``fixtures/probe.ptx`` through eagle (the crossing under
test) and ``fixtures/spin.ptx`` through cupy directly (the long-running kernel a STREAM check
queues ahead of the eagle call, independently of eagle)."""

from __future__ import annotations

from functools import cache
from typing import Any

import numpy as np

from eagle import LoadedVector
from eagle._fixtures import fixtures_dir

# How long the long-running kernel of a STREAM check waits on the GPU before writing the eagle
# call's input: the eagle call (a launch, after a warm-up call) returns in well under a
# millisecond, so 300 ms leaves a margin of hundreds, and bounds each STREAM check.
SPIN_NS = 300_000_000
SPIN_BLOCK = 256


@cache
def probe() -> LoadedVector:
    """``probe(x) -> (y, addr)``: ``y = 2 * x + 1`` (float32, exact), ``addr`` = the device
    addresses the kernel received for x, y and addr (int64[3])."""
    return LoadedVector(fixtures_dir() / "probe.ptx")


def reference(x: np.ndarray) -> np.ndarray:
    """The probe's ``y`` from numpy: 2x is exact in float32, so 2x + 1 has one rounding, as the
    kernel's ``fma.rn.f32(x, 2, 1)`` has: bit-identical."""
    x = np.asarray(x, np.float32)
    with np.errstate(over="ignore"):  # 2 * 3e38 is inf on the GPU too
        return (np.float32(2) * x + np.float32(1)).astype(np.float32)


def inputs(n: int, seed: int) -> np.ndarray:
    """Seeded float32 input of ``n`` elements (standard normal, with signed zeros and
    extremes at the start)."""
    x = np.random.default_rng(seed).standard_normal(n).astype(np.float32)
    special = np.array([0.0, -0.0, 1e30, -1e-30], np.float32)[: min(n, 4)]
    x[: special.size] = special
    return x


class _StreamHandle:
    """A raw ``cudaStream_t`` in the CUDA stream protocol (``__cuda_stream__``: version 0,
    handle), which ``cupy.cuda.Stream.from_external`` accepts."""

    def __init__(self, handle: int) -> None:
        self._handle = handle

    def __cuda_stream__(self) -> tuple[int, int]:
        return (0, self._handle)


@cache
def _spin_function(device: int) -> Any:
    import cupy

    with cupy.cuda.Device(device):
        module = cupy.RawModule(path=str(fixtures_dir() / "spin.ptx"))
        return module.get_function("spin")


def spin_then_copy(device: int, stream: int, src_ptr: int, dst_ptr: int, n: int, ns: int) -> None:
    """Queue ``spin`` (fixtures/spin.ptx) on the CUDA stream ``stream`` of ``device``: wait ``ns``
    nanoseconds on the GPU, then copy ``n`` float32 from ``src_ptr`` to ``dst_ptr``.
    Launched through cupy (``cuLaunchKernel``), not eagle; returns without waiting."""
    import cupy

    fn = _spin_function(device)
    with cupy.cuda.Device(device), cupy.cuda.Stream.from_external(_StreamHandle(stream)):
        fn(
            (1,),
            (SPIN_BLOCK,),
            (np.uint64(src_ptr), np.uint64(dst_ptr), np.uint64(ns), np.uint64(n)),
        )
