"""What a row needs from the machine: each need is probed once per process, and an unmet
need becomes the row's skip reason (never a failure). The machine's own needs (a CUDA target,
a target for host arrays, a second GPU) are here; each framework's come from its row of
eagle's table (``needs``, ``what``, ``probe``)."""

from __future__ import annotations

import functools
import importlib
import os
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from typing import Any

from eagle.interop import FRAMEWORKS


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


NEEDS: dict[str, Need] = {
    n.name: n
    for n in (
        Need("host-target", "a target for host arrays (a CUDA device or eagle's PTX emulator)",
             _host_target),
        Need("cuda", "a CUDA device reachable through cupy (eagle's CUDA target)", _cuda),
        Need("two-gpus", "a second CUDA device", _two_gpus, hardware=True),
    )
}  # fmt: skip
# each framework row's own needs (eagle/interop: the row names them, says what they are and
# probes them)
NEEDS.update(
    (need, Need(need, what, functools.partial(row.probe, need)))
    for row in FRAMEWORKS
    for need, what in row.what.items()
)


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
