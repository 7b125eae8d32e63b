"""Optional native helper (``native/emu``, built by CMake into the eagle.ptx package).

It provides array kernels numpy lacks, chiefly the C library's correctly rounded ``fma`` over
float64 arrays. Without it every caller falls back to pure numpy (same results, slower).
``EAGLE_PTX_NATIVE`` names the shared library explicitly; ``EAGLE_PTX_NATIVE=0`` disables it.
``available()`` says whether it was loaded, ``path`` from where.
"""

from __future__ import annotations

import ctypes
import os
from pathlib import Path

import numpy as np

_LIB_NAMES = ("libeagle_emu.so", "libeagle_emu.dylib", "eagle_emu.dll")
ABI_VERSION = 2


def _candidates() -> list[Path]:
    """Where the library may be: beside this module (an installed package), in the installed
    distribution when eagle is imported from a source checkout, or in a CMake build tree of
    that checkout (scikit-build-core's build/<tag>/, or build/)."""
    here = Path(__file__).resolve().parent
    out = [here / n for n in _LIB_NAMES]
    try:
        from importlib.metadata import PackageNotFoundError, distribution

        dist = distribution("eagle-raptor-lupine")
        out += [Path(str(dist.locate_file(f"eagle/ptx/{n}"))) for n in _LIB_NAMES]
    except (PackageNotFoundError, ImportError):
        pass
    root = here.parents[1]
    out += sorted(root.glob("build/*/native/emu/libeagle_emu.*"))
    out += sorted(root.glob("build/native/emu/libeagle_emu.*"))
    return out


def _load() -> ctypes.CDLL | None:
    explicit = os.environ.get("EAGLE_PTX_NATIVE")
    if explicit == "0":
        return None
    candidates = [Path(explicit)] if explicit else _candidates()
    for path in candidates:
        if path.is_file():
            try:
                lib = ctypes.CDLL(str(path))
            except OSError:
                continue
            try:
                lib.eagle_emu_abi_version.restype = ctypes.c_int
                if lib.eagle_emu_abi_version() != ABI_VERSION:
                    continue
            except AttributeError:
                continue
            dp = ctypes.POINTER(ctypes.c_double)
            lib.eagle_emu_fma_f64.argtypes = [dp, dp, dp, dp, ctypes.c_size_t]
            lib.eagle_emu_fma_f64.restype = None
            lib.eagle_path = str(path)  # type: ignore[attr-defined]
            return lib
    return None


_lib = _load()
path: str | None = getattr(_lib, "eagle_path", None)


def available() -> bool:
    """True when the native helper is loaded."""
    return _lib is not None


def fma_f64(
    a: np.ndarray, b: np.ndarray, c: np.ndarray, out: np.ndarray | None = None
) -> np.ndarray | None:
    """Elementwise C ``fma(a, b, c)`` over equal-shape float64 arrays (into ``out`` when
    given, a C-contiguous float64 array of that shape), NaN results as ``_float.fma64``
    documents; None without the native helper."""
    if _lib is None:
        return None
    a = np.ascontiguousarray(a, np.float64)
    b = np.ascontiguousarray(b, np.float64)
    c = np.ascontiguousarray(c, np.float64)
    if out is None or not out.flags.c_contiguous or out.shape != a.shape:
        out = np.empty(a.shape, np.float64)
    dp = ctypes.POINTER(ctypes.c_double)
    _lib.eagle_emu_fma_f64(
        a.ctypes.data_as(dp),
        b.ctypes.data_as(dp),
        c.ctypes.data_as(dp),
        out.ctypes.data_as(dp),
        out.size,
    )
    return out
