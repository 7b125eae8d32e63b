"""A framework row that takes torch CPU tensors for CUDA ones, for driving eagle's CUDA path
without a GPU: eagle's torch row (:class:`eagle.interop._torch.Torch`: its ``key``,
``key_reads``, ``pointer``, version bump and C ABI for the launcher) but for the device (CUDA
0), the stream (a fixed handle) and the allocator (CPU tensors). Used by
tests/loaded/test_launcher.py and benchmarks/eagle_call_overhead.py, which place it first in
eagle's table."""

from __future__ import annotations

import functools
from typing import Any

from eagle.interop import Device
from eagle.interop._torch import Torch, numpy_torch_dtype


class TorchStandIn(Torch):
    """eagle's torch row with CPU tensors taken for tensors on CUDA device 0.

    Args:
        stream: the handle its ``stream_getter`` gives for every device (an int, as a
            ``CUstream``).
    """

    name = "torch stand-in"

    def __init__(self, stream: int) -> None:
        self._stream = stream

    def device(self, x: Any) -> Device:
        return Device("cuda", 0)

    def receives(self, kind: str) -> bool:
        return True

    def stream_getter(self) -> Any:
        stream = self._stream
        return lambda index: stream

    def launcher_abi(self) -> tuple[int, ...] | None:
        abi = super().launcher_abi()  # torch's reads, not its stream: the handle above is
        return None if abi is None else (*abi[:-1], 0)

    def allocator(self, shape: Any, dtype: Any, device: Any) -> Any:
        import torch

        return functools.partial(torch.empty, shape, dtype=numpy_torch_dtype(dtype))
