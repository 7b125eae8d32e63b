"""Where an array lives: the DLPack device model (``DLDevice``), reduced to what eagle runs on."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

# DLDeviceType values from dlpack.h (DLPack 1.x).
DL_CPU = 1
DL_CUDA = 2
DL_CUDA_HOST = 3  # page-locked host memory from cudaMallocHost: host-addressable

DL_DEVICE_NAMES = {
    1: "kDLCPU",
    2: "kDLCUDA",
    3: "kDLCUDAHost",
    4: "kDLOpenCL",
    7: "kDLVulkan",
    8: "kDLMetal",
    9: "kDLVPI",
    10: "kDLROCM",
    11: "kDLROCMHost",
    12: "kDLExtDev",
    13: "kDLCUDAManaged",
    14: "kDLOneAPI",
    15: "kDLWebGPU",
    16: "kDLHexagon",
    17: "kDLMAIA",
}


@dataclass(frozen=True, slots=True)
class Device:
    """A device eagle can run on: the host (``"cpu"``) or CUDA device ``index``.

    Printed the way PyTorch prints devices: ``cpu``, ``cuda:1``.
    """

    kind: Literal["cpu", "cuda"]
    index: int = 0

    @property
    def is_cuda(self) -> bool:
        return self.kind == "cuda"

    def __str__(self) -> str:
        return "cpu" if self.kind == "cpu" else f"cuda:{self.index}"


CPU = Device("cpu", 0)

# The devices seen, by (DLDeviceType, device_id): each made once (a frozen dataclass is slow to
# construct, and a DLPack producer's device is asked on every call).
_SEEN: dict[tuple[int, int], Device] = {}


def from_dl_device(device_type: int, device_id: int) -> Device:
    """Map a ``(DLDeviceType, device_id)`` pair (from ``__dlpack_device__``) to a :class:`Device`.

    Page-locked host memory (``kDLCUDAHost``) is host memory. Managed memory and every
    non-CUDA accelerator are refused.

    Raises:
        ValueError: for device types eagle does not run on, naming the DLPack enum.
    """
    seen = _SEEN.get((device_type, device_id))
    if seen is not None:
        return seen
    if device_type in (DL_CPU, DL_CUDA_HOST):
        return CPU
    if device_type == DL_CUDA:
        device = _SEEN[(int(device_type), int(device_id))] = Device("cuda", int(device_id))
        return device
    name = DL_DEVICE_NAMES.get(device_type, f"unknown device type {device_type}")
    raise ValueError(
        f"arrays on {name} (DLPack device type {device_type}) are not supported: "
        "eagle runs on host memory (kDLCPU, kDLCUDAHost) and CUDA device memory (kDLCUDA)"
    )
