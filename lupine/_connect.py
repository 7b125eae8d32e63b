"""``lupine.connect``: run this process's CUDA calls on a lupine-server.

The CUDA runtime inside cupy (or torch) opens ``libcuda.so.1`` when it first initialises.
Loading the LUPINE shim first, with ``RTLD_GLOBAL``, makes that ``dlopen`` return the shim:
every driver call of the process then goes to the server. This is why `connect` must run
before any CUDA initialisation in the process, and why the shim stays loaded afterwards
(a shared library cannot be swapped under a running CUDA runtime).
"""

from __future__ import annotations

import ctypes
import os
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from . import _native
from ._protocol_tables import DEFAULT_PORT

__all__ = ["Session", "connect"]


@dataclass(frozen=True)
class Session:
    """What `connect` set up: the server address (``host:port``) and the shim it loaded."""

    server: str
    shim: Path


def _loaded_libcuda() -> list[str]:
    """Paths of every libcuda.so* mapped in this process (from /proc/self/maps)."""
    try:
        with open("/proc/self/maps") as f:
            paths = {line.split()[-1] for line in f if "libcuda.so" in line}
    except OSError:
        return []
    return sorted(paths)


def _endpoint(host: str, port: int | None) -> str:
    if host.startswith("["):
        return host if "]:" in host else f"{host}:{port or DEFAULT_PORT}"
    if host.count(":") == 1:
        if port is not None:
            raise ValueError(f"host {host!r} already names a port; do not pass port={port}")
        return host
    if ":" in host:  # a bare IPv6 address
        return f"[{host}]:{port or DEFAULT_PORT}"
    return f"{host}:{port or DEFAULT_PORT}"


@contextmanager
def connect(
    host: str = "127.0.0.1",
    port: int | None = None,
    *,
    token: str | None = None,
    shim: str | os.PathLike[str] | None = None,
) -> Iterator[Session]:
    """Send this process's CUDA driver calls to the lupine-server at ``host`` (``host:port``).

    Parameters: ``host`` a name or address, optionally with ``:port``; ``port`` defaults to
    14833; ``token`` the server's token (sets ``LUPINE_TOKEN``); ``shim`` the shim to load
    (default: `lupine._native.shim_path`).

    Inside the block ``LUPINE_SERVER`` (and ``LUPINE_TOKEN``) name the server and the shim is
    loaded with ``RTLD_GLOBAL``; the first CUDA call (e.g. ``cupy.cuda.runtime.getDeviceCount()``)
    connects. On exit the previous ``LUPINE_SERVER``/``LUPINE_TOKEN`` are restored; the shim and
    its connection stay (the CUDA runtime keeps using them).

    Raises ``RuntimeError`` when another ``libcuda.so.1`` (the local driver) is already loaded:
    CUDA initialised before `connect`, so the runtime is bound to that driver. Raises
    ``FileNotFoundError`` when the shim is not built, ``ValueError`` for a malformed host.
    """
    server = _endpoint(host, port)
    path = Path(shim) if shim is not None else _native.shim_path()
    resolved = str(path.resolve())
    others = [p for p in _loaded_libcuda() if os.path.realpath(p) != resolved]
    if others:
        raise RuntimeError(
            f"a CUDA driver is already loaded in this process ({', '.join(others)}): "
            "call lupine.connect() before cupy, torch or anything else initialises CUDA"
        )
    saved = {k: os.environ.get(k) for k in ("LUPINE_SERVER", "LUPINE_TOKEN")}
    os.environ["LUPINE_SERVER"] = server
    if token is not None:
        os.environ["LUPINE_TOKEN"] = token
    try:
        ctypes.CDLL(resolved, mode=ctypes.RTLD_GLOBAL)
        yield Session(server=server, shim=path)
    finally:
        for key, value in saved.items():
            if value is None:
                os.environ.pop(key, None)
            else:
                os.environ[key] = value
