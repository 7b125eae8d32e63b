"""Consuming DLPack capsules (DLPack 1.x, with the 0.x unversioned capsule as fallback).

What this module does, each rule from the DLPack specification (dlpack.h and the Python
specification at dmlc.github.io/dlpack/latest/python_spec.html) or from bugs other projects
shipped:

- ``__dlpack__`` is always called with the consumer stream spelled out: ``None`` for host
  memory, the stream handle for CUDA, ``1`` for the legacy default stream (never ``0``, which the
  specification forbids as ambiguous). PyTorch's producer does not synchronise when no stream
  is given.
- It asks for a versioned capsule with ``max_version=(1, 1)`` and, when the producer predates
  the keyword (``TypeError``), asks again without it. The capsule's name says which struct it
  holds (``"dltensor_versioned"`` or ``"dltensor"``); any other name is refused.
- The capsule is renamed to ``"used_…"`` as the specification requires, and the managed
  tensor's deleter runs when the last view of it is released.
- ``byte_offset`` is added to ``data``; NULL strides mean C-contiguous; zero-size tensors may
  have NULL data.
"""

from __future__ import annotations

import ctypes
import struct
from dataclasses import dataclass
from typing import Any

import numpy as np

from ._device import Device, from_dl_device

MAX_VERSION = (1, 1)
READ_ONLY_FLAG = 1 << 0  # DLPACK_FLAG_BITMASK_READ_ONLY


class _DLDevice(ctypes.Structure):
    _fields_ = (("device_type", ctypes.c_int32), ("device_id", ctypes.c_int32))


class _DLDataType(ctypes.Structure):
    _fields_ = (("code", ctypes.c_uint8), ("bits", ctypes.c_uint8), ("lanes", ctypes.c_uint16))


class _DLTensor(ctypes.Structure):
    _fields_ = (
        ("data", ctypes.c_void_p),
        ("device", _DLDevice),
        ("ndim", ctypes.c_int32),
        ("dtype", _DLDataType),
        ("shape", ctypes.POINTER(ctypes.c_int64)),
        ("strides", ctypes.POINTER(ctypes.c_int64)),
        ("byte_offset", ctypes.c_uint64),
    )


class _DLManagedTensor(ctypes.Structure):
    pass


_DLManagedTensor._fields_ = (
    ("dl_tensor", _DLTensor),
    ("manager_ctx", ctypes.c_void_p),
    ("deleter", ctypes.CFUNCTYPE(None, ctypes.POINTER(_DLManagedTensor))),
)


class _DLPackVersion(ctypes.Structure):
    _fields_ = (("major", ctypes.c_uint32), ("minor", ctypes.c_uint32))


class _DLManagedTensorVersioned(ctypes.Structure):
    pass


_DLManagedTensorVersioned._fields_ = (
    ("version", _DLPackVersion),
    ("manager_ctx", ctypes.c_void_p),
    ("deleter", ctypes.CFUNCTYPE(None, ctypes.POINTER(_DLManagedTensorVersioned))),
    ("flags", ctypes.c_uint64),
    ("dl_tensor", _DLTensor),
)

# A handle of our own: argtypes set on ctypes.pythonapi are shared with every other library in
# the process (Warp sets its own for the same functions).
_pyapi = ctypes.PyDLL(None)
_pyapi.PyCapsule_GetName.restype = ctypes.c_char_p
_pyapi.PyCapsule_GetName.argtypes = (ctypes.py_object,)
_pyapi.PyCapsule_GetPointer.restype = ctypes.c_void_p
_pyapi.PyCapsule_GetPointer.argtypes = (ctypes.py_object, ctypes.c_char_p)
_pyapi.PyCapsule_SetName.restype = ctypes.c_int
_pyapi.PyCapsule_SetName.argtypes = (ctypes.py_object, ctypes.c_char_p)
_pyapi.PyCapsule_IsValid.restype = ctypes.c_int
_pyapi.PyCapsule_IsValid.argtypes = (ctypes.py_object, ctypes.c_char_p)

# (DLDataTypeCode, bits) -> numpy dtype, for the types numpy can hold. Codes from dlpack.h:
# kDLInt 0, kDLUInt 1, kDLFloat 2, kDLBfloat 4, kDLComplex 5, kDLBool 6.
_DTYPES: dict[tuple[int, int], np.dtype[Any]] = {
    (0, 8): np.dtype(np.int8),
    (0, 16): np.dtype(np.int16),
    (0, 32): np.dtype(np.int32),
    (0, 64): np.dtype(np.int64),
    (1, 8): np.dtype(np.uint8),
    (1, 16): np.dtype(np.uint16),
    (1, 32): np.dtype(np.uint32),
    (1, 64): np.dtype(np.uint64),
    (2, 16): np.dtype(np.float16),
    (2, 32): np.dtype(np.float32),
    (2, 64): np.dtype(np.float64),
    (5, 64): np.dtype(np.complex64),
    (5, 128): np.dtype(np.complex128),
    (6, 8): np.dtype(np.bool_),
}
_CODE_NAMES = {
    0: "int",
    1: "uint",
    2: "float",
    3: "opaque handle",
    4: "bfloat",
    5: "complex",
    6: "bool",
}


# The structs read with struct.unpack_from from one copy of their bytes (ctypes field access
# costs a call per field): DLManagedTensorVersioned's head (version, manager_ctx, deleter,
# flags) then DLTensor (data, device type and id, ndim, dtype code, bits and lanes, shape,
# strides, byte_offset); DLManagedTensor is DLTensor, manager_ctx, deleter. Offsets as in
# dlpack.h on a 64-bit machine (the _DL* ctypes structures above say the same).
_VERSIONED_HEAD = struct.Struct("<IIQQQ")  # 32 bytes
_TENSOR = struct.Struct("<QiiiBBHQQQ")  # 48 bytes
_UNVERSIONED_TAIL = struct.Struct("<QQ")  # manager_ctx, deleter after DLTensor
assert _VERSIONED_HEAD.size == ctypes.sizeof(_DLManagedTensorVersioned) - ctypes.sizeof(_DLTensor)
assert _TENSOR.size == ctypes.sizeof(_DLTensor)
_INT64S: dict[int, struct.Struct] = {}  # ndim -> "<{ndim}q"
_DELETER_TYPE = ctypes.CFUNCTYPE(None, ctypes.c_void_p)
_DELETERS: dict[int, Any] = {}  # function address -> callable (producers have one or two)


def _int64s(address: int, count: int) -> tuple[int, ...]:
    fmt = _INT64S.get(count)
    if fmt is None:
        fmt = _INT64S[count] = struct.Struct(f"<{count}q")
    return fmt.unpack(ctypes.string_at(address, fmt.size)) if count else ()


class _Deleter:
    """Runs a managed tensor's deleter once, when the last array viewing it is released."""

    __slots__ = ("_address", "_deleter")

    def __init__(self, deleter: int, address: int) -> None:
        self._deleter = deleter
        self._address = address

    def __del__(self) -> None:
        if self._deleter:
            call = _DELETERS.get(self._deleter)
            if call is None:
                call = _DELETERS[self._deleter] = _DELETER_TYPE(self._deleter)
            call(self._address)


@dataclass(frozen=True, slots=True)
class DLPackView:
    """What a DLPack producer handed over, normalised.

    Attributes:
        ptr: address of element ``[0, …, 0]`` (``data + byte_offset``); 0 only for zero-size.
        shape: extents, one per axis.
        strides: in bytes, one per axis; axes of extent 1 get the C-contiguous stride, since
            their stride is meaningless and producers disagree on it.
        dtype: numpy dtype (``bfloat16`` and vector lanes are refused when the view is made).
        device: where the memory lives.
        readonly: the producer set ``DLPACK_FLAG_BITMASK_READ_ONLY``.
        owner: keeps the producer's memory alive; drop it to run the deleter.
        versioned: a DLPack 1.x capsule was received.
    """

    ptr: int
    shape: tuple[int, ...]
    strides: tuple[int, ...]
    dtype: np.dtype[Any]
    device: Device
    readonly: bool
    owner: object
    versioned: bool

    @property
    def size(self) -> int:
        n = 1
        for s in self.shape:
            n *= s
        return n

    @property
    def c_contiguous(self) -> bool:
        return self.strides == c_strides(self.shape, self.dtype.itemsize)


def c_strides(shape: tuple[int, ...], itemsize: int) -> tuple[int, ...]:
    """Byte strides of a C-contiguous array of ``shape``."""
    strides = []
    step = itemsize
    for extent in reversed(shape):
        strides.append(step)
        step *= max(extent, 1)
    return tuple(reversed(strides))


def normalise_strides(
    shape: tuple[int, ...], strides: tuple[int, ...], itemsize: int
) -> tuple[int, ...]:
    """Replace the stride of every axis of extent 1 (and of every axis of a zero-size array) by
    its C-contiguous value, so that contiguity is decided on the axes that matter."""
    contiguous = c_strides(shape, itemsize)
    if 0 in shape:
        return contiguous
    return tuple(c if n == 1 else s for n, s, c in zip(shape, strides, contiguous, strict=True))


def dtype_from_dl(code: int, bits: int, lanes: int) -> np.dtype[Any]:
    """numpy dtype of a ``DLDataType``.

    Raises:
        TypeError: vector lanes (``lanes != 1``) or a type numpy cannot hold (bfloat16,
            float8, opaque handles), naming the DLPack type.
    """
    if lanes != 1:
        raise TypeError(f"DLPack vector types (lanes={lanes}) are not supported")
    try:
        return _DTYPES[(code, bits)]
    except KeyError:
        name = _CODE_NAMES.get(code, f"type code {code}")
        raise TypeError(
            f"DLPack dtype {name}{bits} is not supported (eagle handles int, uint, float16/32/64,"
            " and refuses bfloat16 and float8 explicitly)"
        ) from None


def call_dlpack(producer: Any, stream: int | None) -> Any:
    """Ask ``producer`` for a capsule, passing ``stream`` and negotiating the version.

    ``stream`` is the consumer stream (``None`` for host memory). A producer whose
    ``__dlpack__`` does not know ``max_version`` (DLPack < 1.0) raises ``TypeError``; it is
    asked again without it.
    """
    try:
        return producer.__dlpack__(stream=stream, max_version=MAX_VERSION)
    except TypeError:
        return producer.__dlpack__(stream=stream)


def consume_capsule(capsule: Any) -> DLPackView:
    """Take ownership of a DLPack capsule and describe the tensor it holds.

    Raises:
        TypeError: the object is not an unused DLPack capsule, or holds an unsupported dtype.
        ValueError: a DLPack major version other than 1, or an unsupported device.
    """
    # PyCapsule_GetPointer refuses (ValueError, raised through ctypes) a capsule of another
    # name: one call in the usual case instead of asking PyCapsule_IsValid first.
    try:
        address = _pyapi.PyCapsule_GetPointer(capsule, b"dltensor_versioned")
        versioned = True
    except (ValueError, TypeError):
        try:
            address = _pyapi.PyCapsule_GetPointer(capsule, b"dltensor")
            versioned = False
        except (ValueError, TypeError):
            name = _capsule_name(capsule)
            raise TypeError(
                f"__dlpack__ returned {name}, not an unused DLPack capsule"
                " ('dltensor_versioned' or 'dltensor')"
            ) from None
    if not address:
        raise TypeError("__dlpack__ returned a DLPack capsule holding NULL")
    if versioned:
        raw = ctypes.string_at(address, _VERSIONED_HEAD.size + _TENSOR.size)
        major, minor, _ctx, deleter, flags = _VERSIONED_HEAD.unpack_from(raw)
        if major != 1:
            raise ValueError(
                f"DLPack capsule of version {major}.{minor}: only major version 1 is understood"
            )
        fields = _TENSOR.unpack_from(raw, _VERSIONED_HEAD.size)
        readonly = bool(flags & READ_ONLY_FLAG)
        used = b"used_dltensor_versioned"
    else:
        raw = ctypes.string_at(address, _TENSOR.size + _UNVERSIONED_TAIL.size)
        fields = _TENSOR.unpack_from(raw)
        _ctx, deleter = _UNVERSIONED_TAIL.unpack_from(raw, _TENSOR.size)
        readonly = False
        used = b"used_dltensor"
    # From here on we own the tensor: the producer's capsule destructor skips used capsules.
    _pyapi.PyCapsule_SetName(capsule, used)
    owner = _Deleter(deleter, address)
    data, device_type, device_id, ndim, code, bits, lanes, shape_at, strides_at, offset = fields
    device = from_dl_device(device_type, device_id)
    dtype = dtype_from_dl(code, bits, lanes)
    if ndim < 0:
        raise ValueError(f"DLPack tensor with ndim={ndim}")
    shape = _int64s(shape_at, ndim)
    if any(extent < 0 for extent in shape):
        raise ValueError(f"DLPack tensor with a negative extent: shape {shape}")
    if strides_at:
        strides = tuple(s * dtype.itemsize for s in _int64s(strides_at, ndim))
    else:
        strides = c_strides(shape, dtype.itemsize)
    strides = normalise_strides(shape, strides, dtype.itemsize)
    if 0 in shape:
        ptr = 0
    elif not data:
        raise ValueError(
            f"DLPack tensor of shape {shape} has NULL data; only zero-size tensors may"
        )
    else:
        ptr = data + offset
    return DLPackView(ptr, shape, strides, dtype, device, readonly, owner, versioned)


def _capsule_name(obj: Any) -> str:
    if type(obj).__name__ != "PyCapsule":
        return f"a {type(obj).__name__}"
    try:
        name = _pyapi.PyCapsule_GetName(obj)
    except Exception:  # pragma: no cover - defensive
        return "a capsule"
    return f"a capsule named {name.decode() if name else None!r}"
