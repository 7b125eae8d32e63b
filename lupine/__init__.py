"""LUPINE: CUDA over TCP.

A C shim installed as ``libcuda.so.1`` forwards CUDA driver calls to ``lupine-server`` on a
GPU host. `connect` loads the shim into this process before CUDA initialises; the
``_native`` helpers locate the shim, the server, the stand-in driver and the tracer. Where
PyTorch has no CUDA (macOS), `sidecar` runs PyTorch work in a container that has it.
"""

from __future__ import annotations

from ._connect import Session, connect
from ._native import native_dir, server_path, shim_path, standin_path, trace_dir
from ._sidecar import SidecarError, sidecar


def __getattr__(name: str) -> object:
    # lupine.dask (Dask workers bound to LUPINE servers) without importing Dask with lupine
    if name == "dask":
        import importlib

        return importlib.import_module(".dask", __name__)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = [
    "Session",
    "SidecarError",
    "connect",
    "native_dir",
    "server_path",
    "shim_path",
    "sidecar",
    "standin_path",
    "trace_dir",
]
