"""Plan: binding shape symbols, deriving lengths, output shapes and the grid, and packing the
kernel's parameters.

The third stage of a call (bind → route → **plan** → launch → export). A plan depends only on
the shapes of the caller's arrays, so it is computed once per distinct set of shapes; the
:class:`ParamPacker` lays the parameters out once per bound launch, in the order its values
come, with the length parameters written once.
"""

from __future__ import annotations

import ctypes
import math
import struct
import threading
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

from ._signature import ParamSpec, Role, Signature

# CUDA's grid limits (CUDA C++ Programming Guide, "Features and Technical Specifications"):
# x up to 2^31 - 1 blocks, y and z up to 65535.
MAX_GRID = (2**31 - 1, 65535, 65535)


@dataclass(frozen=True, slots=True)
class Plan:
    """Everything about a launch that follows from the input shapes.

    Attributes:
        symbols: value of each shape symbol.
        grid, block: launch configuration in blocks and threads per block, (x, y, z).
        shared: dynamic shared memory, bytes.
        out_shapes: shape of each output parameter, by parameter name.
        lengths: value of each length parameter, by parameter name (already of its dtype).
        empty: the grid has no blocks (a zero-size input): nothing is launched.
    """

    symbols: dict[str, int]
    grid: tuple[int, int, int]
    block: tuple[int, int, int]
    shared: int
    out_shapes: dict[str, tuple[int, ...]]
    lengths: dict[str, Any]
    empty: bool


def _fmt(shape: Sequence[int | str]) -> str:
    return "(" + ", ".join(str(d) for d in shape) + ("," if len(shape) == 1 else "") + ")"


def make_plan(sig: Signature, shapes: Sequence[tuple[ParamSpec, tuple[int, ...]]]) -> Plan:
    """Bind the symbols of ``sig`` from the shapes of the caller's ``in``/``inout`` arrays.

    Raises:
        ValueError: a shape does not match its pattern (wrong rank, a literal extent differs,
            or a symbol takes two values), a length does not fit its dtype, or the grid
            exceeds CUDA's limits. Messages name the parameter, what was expected and what came.
    """
    symbols: dict[str, int] = {}
    bound_by: dict[str, str] = {}
    for spec, shape in shapes:
        pattern = spec.shape or ()
        if len(shape) != len(pattern):
            raise ValueError(
                f"parameter {spec.name!r}: expected a {len(pattern)}-d array of shape "
                f"{_fmt(pattern)}, got shape {_fmt(shape)}"
            )
        for axis, (want, got) in enumerate(zip(pattern, shape, strict=True)):
            if isinstance(want, int):
                if want != got:
                    raise ValueError(
                        f"parameter {spec.name!r}: expected shape {_fmt(pattern)}, got "
                        f"{_fmt(shape)} (axis {axis} must be {want})"
                    )
            elif want in symbols:
                if symbols[want] != got:
                    raise ValueError(
                        f"parameter {spec.name!r}: expected shape {_fmt(pattern)} with "
                        f"{want} = {symbols[want]} (from parameter {bound_by[want]!r}), "
                        f"got shape {_fmt(shape)}"
                    )
            else:
                symbols[want] = got
                bound_by[want] = spec.name

    def value(d: int | str) -> int:
        return d if isinstance(d, int) else symbols[d]

    out_shapes = {p.name: tuple(value(d) for d in (p.shape or ())) for p in sig.outputs}
    lengths: dict[str, Any] = {}
    for p in sig.params:
        if p.role is Role.LENGTH:
            v = symbols[p.symbol or p.name]
            info = np.iinfo(p.dtype)
            if not info.min <= v <= info.max:
                raise ValueError(
                    f"length {p.name!r} = {v} does not fit the kernel's {p.dtype.name} parameter"
                    f" (at most {info.max})"
                )
            lengths[p.name] = p.dtype.type(v)

    launch = sig.launch
    block = launch.block
    grid_list = [1, 1, 1]
    if launch.threads is not None:
        for i, d in enumerate(launch.threads):
            grid_list[i] = -(-value(d) // block[i])
    else:
        assert launch.blocks is not None
        for i, d in enumerate(launch.blocks):
            grid_list[i] = value(d)
    grid = (grid_list[0], grid_list[1], grid_list[2])
    if 0 in grid:
        # Nothing is launched: right only when every output is empty too (n = 0). An output
        # with elements would be returned as allocated, uninitialised.
        for name, shape in out_shapes.items():
            if math.prod(shape):
                raise ValueError(
                    f"the launch covers no threads (grid {grid}, symbols {symbols}) but output "
                    f"{name!r} has shape {_fmt(shape)}: it would be returned uninitialised"
                )
    for axis, (g, limit) in enumerate(zip(grid, MAX_GRID, strict=True)):
        if g > limit:
            raise ValueError(
                f"grid {grid} exceeds CUDA's limit of {limit} blocks on axis {'xyz'[axis]} "
                f"(symbols {symbols})"
            )
    return Plan(symbols, grid, block, launch.shared, out_shapes, lengths, 0 in grid)


def _convert_struct(spec: ParamSpec, value: Any) -> Any:
    """A struct argument: a numpy scalar (or 0-d array) of exactly the struct's dtype, or a dict
    of every field (each converted as a scalar of the field's dtype, with the same checks)."""
    dtype = spec.dtype
    if isinstance(value, np.ndarray) and value.ndim == 0:
        value = value[()]
    if isinstance(value, np.void):
        if value.dtype != dtype:
            raise TypeError(f"struct {spec.name!r}: expected {dtype}, got {value.dtype}")
        return value
    if not isinstance(value, Mapping):
        raise TypeError(
            f"struct {spec.name!r}: pass a dict of its fields ({', '.join(dtype.names)}) or a "
            f"numpy scalar of its dtype, not {type(value).__name__}"
        )
    if set(value) != set(dtype.names):
        raise TypeError(
            f"struct {spec.name!r}: fields {list(dtype.names)} expected, got {list(value)}"
        )
    out = np.zeros((), dtype)
    for f in dtype.names:
        field = ParamSpec(spec.index, f"{spec.name}.{f}", spec.role, dtype.fields[f][0], None, None)
        out[f] = convert_scalar(field, value[f])
    return out[()]


def convert_scalar(spec: ParamSpec, value: Any) -> Any:
    """A scalar argument as a numpy scalar of the parameter's dtype.

    Accepted: a numpy scalar (or 0-d numpy array) of exactly that dtype; a Python ``int`` that
    fits (for floating parameters: that the dtype represents exactly); a Python ``float`` for a
    floating parameter (rounded to nearest, as C would; overflow to infinity is refused).

    Raises:
        TypeError: ``bool``, a numpy scalar of another dtype (no silent casts), a float for an
            integer parameter, or anything else.
        ValueError: an ``int`` out of range, or a finite float that overflows the dtype.
    """
    dtype = spec.dtype
    if dtype.names is not None:
        return _convert_struct(spec, value)
    if isinstance(value, np.ndarray) and value.ndim == 0:
        value = value[()]
    if isinstance(value, bool | np.bool_):
        raise TypeError(f"scalar {spec.name!r}: expected {dtype.name}, got bool")
    if isinstance(value, np.generic):
        if value.dtype != dtype:
            raise TypeError(
                f"scalar {spec.name!r}: expected {dtype.name}, got numpy {value.dtype.name} "
                "(no silent casts: convert it explicitly)"
            )
        return value
    if isinstance(value, int):
        if dtype.kind in "iu":
            info = np.iinfo(dtype)
            if not info.min <= value <= info.max:
                raise ValueError(
                    f"scalar {spec.name!r}: {value} is out of range for {dtype.name} "
                    f"[{info.min}, {info.max}]"
                )
            return dtype.type(value)
        try:
            converted = dtype.type(value)
        except OverflowError:
            raise ValueError(f"scalar {spec.name!r}: {value} overflows {dtype.name}") from None
        if not np.isfinite(converted) or int(converted) != value:
            raise ValueError(f"scalar {spec.name!r}: {value} is not exactly a {dtype.name}")
        return converted
    if isinstance(value, float):
        if dtype.kind != "f":
            raise TypeError(f"scalar {spec.name!r}: expected {dtype.name}, got float {value!r}")
        with np.errstate(over="ignore"):
            converted = dtype.type(value)
        if np.isinf(converted) and np.isfinite(value):
            raise ValueError(f"scalar {spec.name!r}: {value!r} overflows {dtype.name}")
        return converted
    raise TypeError(
        f"scalar {spec.name!r}: expected a Python or numpy {dtype.name} scalar, got "
        f"{type(value).__module__}.{type(value).__qualname__}"
    )


# struct codes for kernel parameters: each parameter gets its own 8-byte slot of the parameter
# buffer (cuLaunchKernel takes an array of pointers, one per parameter, so slots need not be
# packed like the PTX parameter space; 8 bytes covers every alignment up to .b64).
_CODES = {
    "int8": "b7x", "int16": "h6x", "int32": "i4x", "int64": "q",
    "uint8": "B7x", "uint16": "H6x", "uint32": "I4x", "uint64": "Q",
    "float16": "e6x", "float32": "f4x", "float64": "d",
}  # fmt: skip


def _code(dtype: np.dtype[Any] | None) -> tuple[str, int]:
    """The struct code of one parameter slot and its size: a pointer (``None``), a scalar, or
    a struct's bytes rounded up to 8."""
    if dtype is not None and dtype.names is not None:
        size = -(-dtype.itemsize // 8) * 8
        return f"{dtype.itemsize}s{size - dtype.itemsize}x", size
    return ("Q" if dtype is None else _CODES[dtype.name]), 8


class ParamPacker:
    """The ``void**`` parameter array ``cuLaunchKernel`` takes (CUDA driver API, "Execution
    Control"), over one buffer per thread.

    The buffer holds the parameters in ``order`` (PTX indices: the order a launch has its
    values in), then those of ``fixed`` (PTX index → value, written once per buffer: the
    lengths of a plan); the pointer array points at each parameter's slot in PTX order. A
    launch packs its values with ``struct.pack_into(buffer, 0, *values)``. The driver copies
    the values at the launch, so a thread's buffer is reused.
    """

    def __init__(
        self,
        dtypes: Sequence[np.dtype[Any] | None],
        order: Sequence[int],
        fixed: Mapping[int, Any],
    ) -> None:
        """``dtypes``: each PTX parameter's (``None`` for pointers)."""
        layout = [*order, *sorted(fixed)]
        assert sorted(layout) == list(range(len(dtypes))), "every parameter exactly once"
        offsets: dict[int, int] = {}
        codes, off = [], 0
        for i in layout:
            code, size = _code(dtypes[i])
            offsets[i] = off
            codes.append(code)
            off += size
        self.struct = struct.Struct("<" + "".join(codes[: len(order)]))
        self._fixed = struct.Struct("<" + "".join(codes[len(order) :]))
        self._fixed_values = [fixed[i] for i in sorted(fixed)]
        self._fixed_at = self.struct.size
        self._offsets = [offsets[i] for i in range(len(dtypes))]
        self._size = max(off, 8)
        # thread id -> (buffer, address of its void**, the void** array): a dict rather than a
        # threading.local, whose attribute access costs several times a dict lookup
        self.buffers: dict[int, tuple[Any, int, Any]] = {}

    def thread_buffer(self) -> tuple[Any, int, Any]:
        """This thread's parameter buffer and the address of its ``void**`` array (made on
        first use, with the fixed values written). A thread id reused after its thread ended
        takes over that thread's buffer; beyond 64 threads the buffers start again."""
        ident = threading.get_ident()
        b = self.buffers.get(ident)
        if b is None:
            if len(self.buffers) >= 64:
                self.buffers.clear()  # a thread packing into one of them still holds it
            buf, ptrs = self._buffer()
            b = self.buffers[ident] = (buf, ctypes.addressof(ptrs), ptrs)
        return b

    def packed(self, values: Sequence[Any]) -> tuple[Any, int]:
        """A new buffer holding ``values`` (in ``order``) and the fixed values: what to keep
        alive, and the address of its ``void**`` array."""
        buf, ptrs = self._buffer()
        self.struct.pack_into(buf, 0, *values)
        return (buf, ptrs), ctypes.addressof(ptrs)

    def _buffer(self) -> tuple[Any, Any]:
        buf = ctypes.create_string_buffer(self._size)
        base = ctypes.addressof(buf)
        ptrs = (ctypes.c_void_p * max(len(self._offsets), 1))(*[base + o for o in self._offsets])
        self._fixed.pack_into(buf, self._fixed_at, *self._fixed_values)
        return buf, ptrs

    def layout(self) -> tuple[tuple[int, ...], bytes] | None:
        """Each PTX parameter's byte offset in a buffer, and a buffer with the fixed values
        written (the others zero), where every parameter has an 8-byte slot and the values of
        ``order`` come one per 8 bytes from offset 0; ``None`` where a struct parameter has
        another size."""
        if self.struct.size != 8 * len(self.struct.unpack(bytes(self.struct.size))):
            return None
        if self._fixed.size != 8 * len(self._fixed_values):
            return None
        buf = bytearray(self._size)
        self._fixed.pack_into(buf, self._fixed_at, *self._fixed_values)
        return tuple(self._offsets), bytes(buf)

    def pack(self, values: Sequence[Any]) -> int:
        """Pack ``values`` (in ``order``; struct parameters as their bytes) into this
        thread's buffer; returns the ``void**`` address for ``cuLaunchKernel``."""
        buf, address, _ = self.thread_buffer()
        self.struct.pack_into(buf, 0, *values)
        return address
