"""The Warp row: NVIDIA Warp arrays, imported through DLPack on the launch stream."""

from __future__ import annotations

import sys
from typing import Any, ClassVar

from ._device import CPU, Device
from ._row import Framework, probe_module


class Warp(Framework):
    name = "warp"
    title = "Warp"
    module = "warp"
    needs: ClassVar[dict[str, tuple[str, ...]]] = {"cpu": ("warp",), "cuda": ("cuda", "warp-cuda")}
    what: ClassVar[dict[str, str]] = {
        "warp": "NVIDIA Warp",
        "warp-cuda": "NVIDIA Warp with a CUDA device",
    }
    readme = (
        ("Warp CPU", "as numpy", "one copy each way", "numpy"),
        ("Warp CUDA", "its device, ordered after Warp's stream", "none", "cupy"),
    )
    recognised = "an instance of warp.array"
    protocol = "DLPack (__dlpack__ with the launch stream, so Warp orders its pending work)"
    stream = "the launch stream of the framework that receives the result (cupy's)"
    returns = "cupy.ndarray (device) or numpy.ndarray (host): wp.from_dlpack takes it back"

    def owns(self, x: Any) -> bool:
        return isinstance(x, sys.modules["warp"].array)

    def device(self, x: Any) -> Device:
        d = x.device
        return Device("cuda", int(d.ordinal)) if d.is_cuda else CPU

    def probe(self, need: str) -> tuple[bool, str]:
        ok, why = probe_module("warp")
        if not ok:
            return ok, why
        wp = sys.modules["warp"]
        quiet(wp)
        wp.init()
        if need == "warp":
            return True, why
        if not wp.is_cuda_available():
            return False, "warp sees no CUDA device"
        return True, f"{why}, {wp.get_cuda_device_count()} CUDA devices"


def quiet(wp: Any) -> None:
    """Silence Warp's start-up banner (``log_level`` since Warp 1.10, ``quiet`` before)."""
    if hasattr(wp.config, "log_level") and hasattr(wp, "LOG_WARNING"):
        wp.config.log_level = wp.LOG_WARNING
    else:
        wp.config.quiet = True
