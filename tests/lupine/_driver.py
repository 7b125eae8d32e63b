"""ctypes access to a libcuda.so.1 (the shim) for the subprocesses of LUPINE's tests."""

from __future__ import annotations

import ctypes
import os

import lupine
from lupine._protocol_tables import CURESULT

NAMES = {v: k for k, v in CURESULT.items()}


def load(path: str | None = None) -> ctypes.CDLL:
    return ctypes.CDLL(path or str(lupine.shim_path()), mode=ctypes.RTLD_GLOBAL)


def name(r: int) -> str:
    return NAMES.get(r, f"CUresult {r}")


def addr(lib: ctypes.CDLL, symbol: str) -> int:
    return ctypes.cast(getattr(lib, symbol), ctypes.c_void_p).value or 0


def proc_address(
    lib: ctypes.CDLL, symbol: str | None, version: int, flags: int
) -> tuple[int, int, int]:
    """(CUresult, status, pointer) of cuGetProcAddress_v2."""
    fn = ctypes.c_void_p()
    status = ctypes.c_int(-1)
    f = lib.cuGetProcAddress_v2
    f.argtypes = [
        ctypes.c_char_p,
        ctypes.POINTER(ctypes.c_void_p),
        ctypes.c_int,
        ctypes.c_uint64,
        ctypes.POINTER(ctypes.c_int),
    ]
    r = f(
        symbol.encode() if symbol is not None else None,
        ctypes.byref(fn),
        version,
        flags,
        ctypes.byref(status),
    )
    return r, status.value, fn.value or 0


def export_table(lib: ctypes.CDLL, uuid_hex: str) -> tuple[int, int]:
    table = ctypes.c_void_p()
    uuid = (ctypes.c_ubyte * 16)(*bytes.fromhex(uuid_hex.replace("-", "")))
    r = lib.cuGetExportTable(ctypes.byref(table), ctypes.byref(uuid))
    return r, table.value or 0


def slot(table: int, i: int) -> int:
    return ctypes.c_void_p.from_address(table + 8 * i).value or 0


def env_server() -> str:
    return os.environ["LUPINE_SERVER"]
