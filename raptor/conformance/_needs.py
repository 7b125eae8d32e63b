"""What a row needs from the machine: each need is probed once per process, and an unmet
need becomes the row's skip reason (never a failure)."""

from __future__ import annotations

import importlib
import os
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from typing import Any


@dataclass(frozen=True, slots=True)
class Need:
    """One requirement.

    Attributes:
        name: short id used in rows and records (``"torch-cuda"``).
        what: what must be present, in words.
        probe: returns ``(met, why)``; ``why`` says what was found either way.
        hardware: the need is about the machine's shape (a second GPU), not its software; a
            row skipped only for such needs does not keep its framework from certification.
    """

    name: str
    what: str
    probe: Callable[[], tuple[bool, str]]
    hardware: bool = False


def _import(module: str) -> Any:
    return importlib.import_module(module)


def _cuda() -> tuple[bool, str]:
    from eagle import target

    t = target()
    if t.forced and t.name == "host":
        return False, "EAGLE_TARGET=host"
    ok, why = t.cuda, t.why
    # "CUDARuntimeError: cudaErrorNoDevice: no CUDA-capable device is detected" -> the name.
    return ok, why if ok else f"none reachable ({': '.join(why.split(': ')[:2])})"


def _cuda_devices() -> int:
    if not _cuda()[0]:
        return 0
    return int(_import("cupy").cuda.runtime.getDeviceCount())


def _two_gpus() -> tuple[bool, str]:
    n = _cuda_devices()
    return n >= 2, f"{n} CUDA device{'s' if n != 1 else ''}"


def _emulator() -> tuple[bool, str]:
    try:
        from eagle.ptx import HostModule  # type: ignore[attr-defined]  # noqa: F401
    except ImportError as e:
        return False, f"eagle's host PTX emulator is missing ({type(e).__name__}: {e.name or e})"
    return True, "eagle.ptx.HostModule"


def _host_target() -> tuple[bool, str]:
    # Host arrays run on CUDA when a device is reachable, else on the emulator.
    if os.environ.get("EAGLE_TARGET", "").strip().lower() == "host":
        return _emulator()
    cuda, why = _cuda()
    if cuda:
        return True, why
    emulator, why_emulator = _emulator()
    return emulator, why_emulator if emulator else f"CUDA: {why}; {why_emulator}"


def _module(module: str) -> tuple[bool, str]:
    try:
        m = _import(module)
    except ImportError as e:
        return False, f"{module} is not installed ({e})"
    version = getattr(m, "__version__", None) or getattr(getattr(m, "config", None), "version", "")
    return True, f"{module} {version}".strip()


def _torch_cuda() -> tuple[bool, str]:
    ok, why = _module("torch")
    if not ok:
        return ok, why
    torch = _import("torch")
    if not torch.cuda.is_available():
        return False, f"torch {torch.__version__} sees no CUDA device"
    return True, f"torch {torch.__version__}, {torch.cuda.device_count()} CUDA devices"


def _warp() -> tuple[bool, str]:
    ok, why = _module("warp")
    if not ok:
        return ok, why
    from ._adapters import quiet

    wp = _import("warp")
    quiet(wp)
    wp.init()
    return True, why


def _warp_cuda() -> tuple[bool, str]:
    ok, why = _warp()
    if not ok:
        return ok, why
    wp = _import("warp")
    if not wp.is_cuda_available():
        return False, "warp sees no CUDA device"
    return True, f"{why}, {wp.get_cuda_device_count()} CUDA devices"


def _jax() -> tuple[bool, str]:
    ok, why = _module("jax")
    if not ok:
        return ok, why
    from ._adapters import _jax as jax_with_x64

    jax_with_x64()
    return True, why


def _jax_cuda() -> tuple[bool, str]:
    ok, why = _jax()
    if not ok:
        return ok, why
    jax = _import("jax")
    try:
        gpus = jax.devices("gpu")
    except RuntimeError as e:
        return False, f"{why} sees no GPU ({str(e).splitlines()[0]})"
    return True, f"{why}, {len(gpus)} GPU{'s' if len(gpus) != 1 else ''} ({gpus[0].platform})"


def _numba() -> tuple[bool, str]:
    ok, why = _module("numba")
    if not ok:
        return ok, why
    try:
        cuda = _import("numba.cuda")
    except ImportError as e:
        return False, f"{why} has no CUDA support (numba.cuda: {e}; install numba-cuda)"
    if not cuda.is_available():
        return False, f"{why}: numba.cuda sees no CUDA device"
    return True, f"{why}, numba.cuda on {len(cuda.gpus)} devices"


NEEDS: dict[str, Need] = {
    n.name: n
    for n in (
        Need("host-target", "a target for host arrays (a CUDA device or eagle's PTX emulator)",
             _host_target),
        Need("cuda", "a CUDA device reachable through cupy (eagle's CUDA target)", _cuda),
        Need("two-gpus", "a second CUDA device", _two_gpus, hardware=True),
        Need("torch", "PyTorch", lambda: _module("torch")),
        Need("torch-cuda", "PyTorch with a CUDA device", _torch_cuda),
        Need("warp", "NVIDIA Warp", _warp),
        Need("warp-cuda", "NVIDIA Warp with a CUDA device", _warp_cuda),
        Need("jax", "JAX", _jax),
        Need("jax-cuda", "JAX with a CUDA device (jax[cuda])", _jax_cuda),
        Need("numba", "numba with CUDA (numba-cuda) and a CUDA device", _numba),
    )
}  # fmt: skip


@cache
def probe(name: str) -> tuple[bool, str]:
    """``(met, why)`` for the need called ``name``; any exception while probing is "not met"."""
    need = NEEDS[name]
    try:
        return need.probe()
    except Exception as e:
        return False, f"probing {need.what} raised {type(e).__name__}: {e}"


def unmet(names: tuple[str, ...]) -> list[tuple[Need, str]]:
    """The needs among ``names`` this machine does not meet, each with why."""
    out = []
    for name in names:
        ok, why = probe(name)
        if not ok:
            out.append((NEEDS[name], why))
    return out
