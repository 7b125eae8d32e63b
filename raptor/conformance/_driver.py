"""Which CUDA driver this process runs on: the native ``libcuda``, LUPINE's shim (and the
server(s) it forwards to), or none (host arrays on eagle's PTX emulator).

Read from what the process has mapped (``/proc/self/maps``), never by loading a library: the
LUPINE shim exports ``lupine_libcuda_marker`` (the same symbol ``lupine run`` and the audit
library look for) and ``lupine_server_bound()`` (the ``LUPINE_SERVER`` it read when CUDA first
initialised; NULL before that). See ``lupine/_connect.py``.
"""

from __future__ import annotations

import ctypes
import os
from dataclasses import dataclass
from typing import Any, Literal

MARKER = "lupine_libcuda_marker"
BOUND = "lupine_server_bound"


@dataclass(frozen=True, slots=True)
class Driver:
    """The CUDA driver of this process.

    Attributes:
        kind: ``"native"`` (NVIDIA's ``libcuda``), ``"lupine"`` (LUPINE's shim) or ``"none"``
            (no ``libcuda`` mapped).
        libcuda: the paths of the ``libcuda.so*`` mapped in the process.
        servers: for LUPINE, the servers the shim is bound to (empty before CUDA initialised).
        target: where eagle runs host arrays here (``cuda`` or ``host``, the emulator).
    """

    kind: Literal["native", "lupine", "none"]
    libcuda: tuple[str, ...]
    servers: tuple[str, ...]
    target: str

    def describe(self) -> str:
        """One line: ``LUPINE shim (...) bound to lupine-server 127.0.0.1:14833``."""
        where = ", ".join(self.libcuda)
        if self.kind == "lupine":
            bound = (
                f"bound to lupine-server{'s' if len(self.servers) > 1 else ''} "
                + ", ".join(self.servers)
                if self.servers
                else "not bound to a server yet (CUDA not initialised)"
            )
            return f"LUPINE shim ({where}), {bound}"
        if self.kind == "native":
            return f"native CUDA driver ({where})"
        emulator = " on eagle's PTX emulator" if self.target == "host" else ""
        return f"no CUDA driver loaded: host arrays ran{emulator}"

    def as_record(self) -> dict[str, Any]:
        """The record's ``driver.in_use`` object."""
        return {
            "kind": self.kind,
            "libcuda": list(self.libcuda),
            "servers": list(self.servers),
            "target": self.target,
            "summary": self.describe(),
        }


def loaded_libcuda(maps: str = "/proc/self/maps") -> list[str]:
    """Paths of every ``libcuda.so*`` mapped in this process."""
    try:
        with open(maps) as f:
            paths = {line.split()[-1] for line in f if "libcuda.so" in line.split()[-1]}
    except OSError:
        return []
    return sorted(paths)


def _lupine_servers(path: str) -> tuple[str, ...] | None:
    """The servers of the LUPINE shim at ``path`` (``()`` before CUDA initialised), or
    ``None`` when ``path`` is not LUPINE's shim."""
    try:
        lib = ctypes.CDLL(path, mode=os.RTLD_NOLOAD | os.RTLD_LAZY)  # already mapped: no load
    except OSError:
        return None
    if not hasattr(lib, MARKER):
        return None
    try:
        fn = getattr(lib, BOUND)
    except AttributeError:
        return ()
    fn.restype = ctypes.c_char_p
    bound = fn()
    return tuple(s.strip() for s in bound.decode().split(",") if s.strip()) if bound else ()


def driver_in_use() -> Driver:
    """The driver this process's CUDA calls go to (call it after CUDA initialised: before,
    no ``libcuda`` may be mapped yet and a LUPINE shim is not bound)."""
    from eagle import target

    paths = loaded_libcuda()
    where = target().name
    for path in paths:
        servers = _lupine_servers(path)
        if servers is not None:
            return Driver("lupine", tuple(paths), servers, where)
    if paths:
        return Driver("native", tuple(paths), (), where)
    return Driver("none", (), (), where)
