"""Optional native helper (``native/emu``, built by CMake into the eagle.ptx package).

It provides array kernels numpy lacks: the C library's correctly rounded ``fma`` over float64
arrays, and the special-function unit of ``_sfu`` (native/emu/sfu.c) over float32 bit patterns.
Without it every caller falls back to pure numpy (same results, slower).
``EAGLE_PTX_NATIVE`` names the shared library explicitly; ``EAGLE_PTX_NATIVE=0`` disables it.
``available()`` says whether it was loaded, ``path`` from where.
"""

from __future__ import annotations

import ctypes
import os
from pathlib import Path
from typing import Any

import numpy as np

_LIB_NAMES = ("libeagle_emu.so", "libeagle_emu.dylib", "eagle_emu.dll")
ABI_VERSION = 4

# native/emu/sfu.c's codes: the unit's functions (and the .approx instructions over them), and
# its tables (cos uses the sine's)
SFU_UNITS = ("rcp", "ex2", "lg2", "rsqrt", "sqrt", "sin", "cos", "tanh")
SFU_TABLES = ("rcp", "ex2", "lg2", "rsqrt", "sqrt", "sin", "tanh")


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
            vp, sz, i = ctypes.c_void_p, ctypes.c_size_t, ctypes.c_int
            lib.eagle_emu_fma_f64.argtypes = [vp, vp, vp, vp, sz, i]
            lib.eagle_emu_fma_f64.restype = None
            lib.eagle_emu_sfu_table.argtypes = [i, sz, vp, vp, vp, vp, i, i, i, i, vp, sz]
            lib.eagle_emu_sfu_unit.argtypes = [i, vp, vp, sz]
            lib.eagle_emu_sfu_approx.argtypes = [i, i, vp, vp, sz]
            lib.eagle_emu_sfu_div.argtypes = [i, i, vp, vp, vp, sz]
            for f in ("table", "unit", "approx", "div"):
                getattr(lib, f"eagle_emu_sfu_{f}").restype = i
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
    if out.size:
        pointers = (x.ctypes.data for x in (a, b, c, out))
        _lib.eagle_emu_fma_f64(*pointers, out.size, 0)
    return out


_F64 = np.dtype(np.float64)


def fma_f64_into(a: Any, b: Any, c: Any, out: np.ndarray) -> bool:
    """``out[...] = fma(a, b, c)`` (NaN results as ``fma_f64``) where ``out`` is a writable,
    C-contiguous 1-D float64 array and each operand either such an array of ``out``'s length
    (``out`` itself may be one) or a float64 scalar (``np.float64``, or a 0-d array). False,
    with nothing written, when the helper is not loaded or an operand is of another kind: the
    caller then computes it otherwise."""
    if _lib is None or out.dtype != _F64 or out.ndim != 1 or not out.flags.c_contiguous:
        return False
    n = out.shape[0]
    if n == 0:
        return True
    scalars = 0
    pointers: list[int] = []
    held = []  # the scalars' 0-d copies, alive until the call returns
    for bit, x in ((1, a), (2, b), (4, c)):
        if x.__class__ is np.ndarray and x.ndim == 1:
            if x.dtype != _F64 or x.shape[0] != n or not x.flags.c_contiguous:
                return False
            pointers.append(_address(x))
        elif x.__class__ is np.float64 or (x.__class__ is np.ndarray and x.dtype == _F64):
            scalars |= bit
            held.append(np.array(x, _F64))
            pointers.append(held[-1].ctypes.data)
        else:
            return False
    _lib.eagle_emu_fma_f64(*pointers, _address(out), n, scalars)
    return True


def _ptr(a: np.ndarray | None) -> int | None:
    return None if a is None else a.ctypes.data


def _int64(a: np.ndarray | None) -> np.ndarray | None:
    return None if a is None else np.ascontiguousarray(a, np.int64)


def _given(rc: int, what: str) -> bool:
    if rc == -2:
        raise MemoryError(f"libeagle_emu could not copy {what}")
    if rc < 0:
        raise ValueError(f"libeagle_emu refuses {what}")
    return True


def sfu_table(
    name: str,
    coefficients: tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray | None],
    layout: tuple[int, int, int, int],
    aux: np.ndarray | None = None,
) -> bool:
    """Hands the table of unit function ``name`` (``SFU_TABLES``) to the library, which copies
    it (and on the first call makes the unit's truncated squares, ``_sfu.square``):
    ``coefficients`` (D, C1, C2, and P for tanh, else None; integers, one per segment),
    ``layout`` (offset bits, the offset's left shift before the squarer, with the offset bits
    17 in all, the square's weight, the right shift of V: ``_sfu.LAYOUT``'s last four; tanh
    (17, 0, 1, 0)), and for tanh ``aux``: Q of each binade -8 .. 2, then its first segment's
    index minus that segment's number (22 integers). True once the library holds it (a second
    call keeps the first table); False without the helper. Raises ValueError for a layout the
    library refuses (indices that would leave the table, coefficients that could overflow V),
    MemoryError when it cannot copy. Not thread-safe: the caller serialises the first call
    for each table."""
    if _lib is None:
        return False
    d, c1, c2, p = (_int64(a) for a in coefficients)
    assert d is not None and c1 is not None and c2 is not None
    ax = _int64(aux)
    rc = _lib.eagle_emu_sfu_table(
        SFU_TABLES.index(name), d.size, _ptr(d), _ptr(c1), _ptr(c2), _ptr(p), *layout,
        _ptr(ax), 0 if ax is None else ax.size,
    )  # fmt: skip
    return _given(rc, f"the {name} table")


def _bits(x: np.ndarray) -> np.ndarray:
    """``x`` (uint32, native byte order), C-contiguous; TypeError for another dtype."""
    if x.dtype != np.uint32:
        raise TypeError(f"float32 bit patterns are uint32, not {x.dtype}")
    return x if x.flags.c_contiguous else x.copy()


_CHAR = ctypes.c_char


def _address(a: np.ndarray) -> int:
    """The address of the C-contiguous, non-empty array ``a``'s data: through the buffer
    protocol (a few times faster than ``a.ctypes.data``) where ``a`` is writable."""
    try:
        return ctypes.addressof(_CHAR.from_buffer(a))  # type: ignore[arg-type]  # a buffer
    except TypeError:  # read-only
        return a.ctypes.data


def sfu_unit(name: str, bits: np.ndarray) -> np.ndarray | None:
    """The unit function ``name`` (``SFU_UNITS``; ``_sfu.rcp`` .. ``_sfu.tanh``, sin and cos
    ``_sfu.sincos`` of operands in turns) of the uint32 float32 bit patterns ``bits`` (any
    shape), as a new uint32 array of that shape; None without the helper or while its table
    was not given (``sfu_table``). TypeError for another dtype."""
    if _lib is None:
        return None
    x = _bits(bits)
    out = np.empty_like(x)
    if x.size and _lib.eagle_emu_sfu_unit(
        SFU_UNITS.index(name), _address(x), _address(out), x.size
    ):
        return None
    return out


def sfu_approx(name: str, ftz: bool, bits: np.ndarray) -> np.ndarray | None:
    """PTX ``name``.approx[.ftz].f32 (``SFU_UNITS``; ``_sfu.rcp_approx`` ..
    ``_sfu.tanh_approx``) of the uint32 float32 bit patterns ``bits`` (any shape), as a new
    uint32 array of that shape; None without the helper or while its table was not given.
    TypeError for another dtype."""
    if _lib is None:
        return None
    x = _bits(bits)
    out = np.empty_like(x)
    if x.size and _lib.eagle_emu_sfu_approx(
        SFU_UNITS.index(name), int(ftz), _address(x), _address(out), x.size
    ):
        return None
    return out


def sfu_div(ftz: bool, full: bool, a: np.ndarray, b: np.ndarray) -> np.ndarray | None:
    """div.approx[.ftz].f32 (``full`` False) or div.full[.ftz].f32 of the uint32 float32 bit
    patterns ``a`` by ``b`` (equal shapes; ``_sfu.div_approx``), as a new uint32 array of
    that shape; None without the helper or while the rcp table was not given. TypeError for
    another dtype, ValueError for unequal shapes."""
    if _lib is None:
        return None
    x, y = _bits(a), _bits(b)
    if x.shape != y.shape:
        raise ValueError(f"div operands of shapes {x.shape} and {y.shape}")
    out = np.empty_like(x)
    if x.size and _lib.eagle_emu_sfu_div(
        int(ftz), int(full), _address(x), _address(y), _address(out), x.size
    ):
        return None
    return out
