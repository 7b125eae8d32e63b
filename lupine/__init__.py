"""LUPINE: CUDA over TCP.

A C shim installed as ``libcuda.so.1`` forwards CUDA driver calls to ``lupine-server`` on a
GPU host. `connect` loads the shim into this process before CUDA initialises; the
``_native`` helpers locate the shim, the server, the stand-in driver and the tracer.
"""

from __future__ import annotations

from ._connect import Session, connect
from ._native import native_dir, server_path, shim_path, standin_path, trace_dir

__all__ = [
    "Session",
    "connect",
    "native_dir",
    "server_path",
    "shim_path",
    "standin_path",
    "trace_dir",
]
