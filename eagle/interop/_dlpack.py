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
# costs a call per field): DLManagedTensorVersioned (version, manager_ctx, deleter, flags, then
# DLTensor: data, device type and id, ndim, dtype code, bits and lanes, shape, strides,
# byte_offset); DLManagedTensor is DLTensor, manager_ctx, deleter. Offsets as in dlpack.h on a
# 64-bit machine (the _DL* ctypes structures above say the same).
_VERSIONED = struct.Struct("<IIQQQ" + "QiiiBBHQQQ")  # 80 bytes
_UNVERSIONED = struct.Struct("<QiiiBBHQQQ" + "QQ")  # 64 bytes
assert _VERSIONED.size == ctypes.sizeof(_DLManagedTensorVersioned)
assert _UNVERSIONED.size == ctypes.sizeof(_DLManagedTensor)
_INT64S: dict[int, struct.Struct] = {}  # ndim -> "<{ndim}q"
_DELETER_TYPE = ctypes.CFUNCTYPE(None, ctypes.c_void_p)
_DELETERS: dict[int, Any] = {}  # function address -> callable (producers have one or two)
_CHARS: dict[int, Any] = {}  # byte count -> ctypes.c_char * count
_HEAD_V = ctypes.c_char * 80  # the structs' bytes, read in place (from_address: no ffi call)
_HEAD_U = ctypes.c_char * 64
_get_pointer = _pyapi.PyCapsule_GetPointer
_set_name = _pyapi.PyCapsule_SetName
_VERSIONED_NAME, _USED_VERSIONED = b"dltensor_versioned", b"used_dltensor_versioned"
_NAME, _USED = b"dltensor", b"used_dltensor"


def _int64s(data: bytes, count: int, at: int = 0) -> tuple[int, ...]:
    fmt = _INT64S.get(count)
    if fmt is None:
        fmt = _INT64S[count] = struct.Struct(f"<{count}q")
    return fmt.unpack_from(data, at)


class _Deleter(tuple):  # type: ignore[type-arg]
    """``(deleter, address)``: runs a managed tensor's deleter once, when the last array viewing
    it is released (a tuple: made without a Python ``__init__``, since a replay makes one per
    imported array)."""

    __slots__ = ()

    def __del__(self) -> None:
        deleter, address = self
        if deleter:
            call = _DELETERS.get(deleter)
            if call is None:
                call = _DELETERS[deleter] = _DELETER_TYPE(deleter)
            call(address)


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


def _open(capsule: Any) -> tuple[int, bool]:
    """The managed tensor's address in an unused DLPack capsule, and whether it is versioned.

    Raises:
        TypeError: not an unused DLPack capsule, or one holding NULL.
    """
    # PyCapsule_GetPointer refuses (ValueError, raised through ctypes) a capsule of another
    # name: one call in the usual case instead of asking PyCapsule_IsValid first.
    try:
        address = _get_pointer(capsule, _VERSIONED_NAME)
        versioned = True
    except (ValueError, TypeError):
        try:
            address = _get_pointer(capsule, _NAME)
            versioned = False
        except (ValueError, TypeError):
            name = _capsule_name(capsule)
            raise TypeError(
                f"__dlpack__ returned {name}, not an unused DLPack capsule"
                " ('dltensor_versioned' or 'dltensor')"
            ) from None
    if not address:
        raise TypeError("__dlpack__ returned a DLPack capsule holding NULL")
    return address, versioned


def _read(address: int, versioned: bool) -> tuple[int, ...]:
    """The managed tensor's fields: ``(major, minor, flags, deleter, data, device_type,
    device_id, ndim, code, bits, lanes, shape_at, strides_at, byte_offset)`` (an unversioned
    tensor reads as version 1.0 with no flags)."""
    if versioned:
        f = _VERSIONED.unpack_from(_HEAD_V.from_address(address))
        return (f[0], f[1], f[4], f[3], *f[5:])
    f = _UNVERSIONED.unpack_from(_HEAD_U.from_address(address))
    return (1, 0, 0, f[11], *f[:10])


def _bytes_at(address: int, count: int) -> bytes:
    """``count`` bytes at ``address`` (read in place by a ctypes array, not an ffi call)."""
    chars = _CHARS.get(count)
    if chars is None:
        chars = _CHARS[count] = ctypes.c_char * count
    return chars.from_address(address).raw  # type: ignore[no-any-return]


def _dims(ndim: int, shape_at: int, strides_at: int) -> bytes:
    """The shape's ``ndim`` int64s then the strides' (none when NULL), as the producer wrote
    them: one read where the strides follow the shape, as most producers lay them out."""
    n = 8 * ndim
    if not n:
        return b""
    if strides_at == shape_at + n:
        return _bytes_at(shape_at, 2 * n)
    if strides_at:
        return _bytes_at(shape_at, n) + _bytes_at(strides_at, n)
    return _bytes_at(shape_at, n)


def consume_capsule(capsule: Any) -> DLPackView:
    """Take ownership of a DLPack capsule and describe the tensor it holds.

    Raises:
        TypeError: the object is not an unused DLPack capsule, or holds an unsupported dtype.
        ValueError: a DLPack major version other than 1, or an unsupported device.
    """
    address, versioned = _open(capsule)
    fields = _read(address, versioned)
    major, minor, _, deleter = fields[:4]
    if major != 1:
        raise ValueError(
            f"DLPack capsule of version {major}.{minor}: only major version 1 is understood"
        )
    # From here on we own the tensor: the producer's capsule destructor skips used capsules.
    _set_name(capsule, _USED_VERSIONED if versioned else _USED)
    owner = _Deleter((deleter, address))
    ndim, shape_at, strides_at = fields[7], fields[11], fields[12]
    if ndim < 0:
        raise ValueError(f"DLPack tensor with ndim={ndim}")
    view = _describe(fields, _dims(ndim, shape_at, strides_at), owner)
    return DLPackView(*view, versioned)


def _describe(fields: tuple[int, ...], dims: bytes, owner: object) -> tuple[Any, ...]:
    """``(ptr, shape, strides, dtype, device, readonly, owner)`` of a managed tensor read by
    :func:`_read` (``dims``: from :func:`_dims`).

    Raises:
        TypeError: an unsupported dtype.
        ValueError: an unsupported device, a negative extent, NULL data for elements.
    """
    flags = fields[2]
    data, device_type, device_id, ndim, code, bits, lanes, _, _, offset = fields[4:]
    device = from_dl_device(device_type, device_id)
    dtype = dtype_from_dl(code, bits, lanes)
    shape = _int64s(dims, ndim)
    if any(extent < 0 for extent in shape):
        raise ValueError(f"DLPack tensor with a negative extent: shape {shape}")
    if len(dims) > 8 * ndim:
        strides = tuple(s * dtype.itemsize for s in _int64s(dims, ndim, 8 * ndim))
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
    return ptr, shape, strides, dtype, device, bool(flags & READ_ONLY_FLAG), owner


class Reimport:
    """A replay's import of a DLPack producer: a fresh capsule each call, compared with the
    view the binding accepted and consumed only when it is that view.

    :meth:`read` asks the producer for a capsule on ``stream`` (as :func:`call_dlpack` does)
    and reads the managed tensor's fields. The fields a view follows from (version, read-only flag,
    device, ndim, dtype) and the shape and strides as the producer wrote them are compared
    with those of the last capsule found equal; where they differ the capsule is described in
    full (normalised strides, as :func:`consume_capsule` does) and compared with ``expect``.
    An equal capsule is consumed (renamed, its deleter run when the owner returned is
    released); another is left unconsumed, so that its producer's destructor frees it.
    """

    __slots__ = ("_dims", "_empty", "_expect", "_fields", "_name")

    def __init__(self, expect: tuple[Any, ...]) -> None:
        """``expect``: ``(dtype, shape, strides, device, readonly)`` of the bound view."""
        self._expect = expect
        self._empty = 0 in expect[1]  # no elements: the pointer is 0, as consume_capsule says
        self._fields: tuple[int, ...] = ()
        self._dims = b""
        self._name = _VERSIONED_NAME  # what the producer's capsules were called last

    def read(self, producer: Any, stream: int | None) -> tuple[int, object] | None:
        """``(ptr, owner)`` of the producer's memory, or ``None`` where its capsule describes
        another view (or is no DLPack capsule eagle reads).

        Raises:
            Exception: whatever the producer's ``__dlpack__`` raises.
        """
        try:
            capsule = producer.__dlpack__(stream=stream, max_version=MAX_VERSION)
        except TypeError:  # a producer of DLPack < 1.0 (see call_dlpack)
            capsule = producer.__dlpack__(stream=stream)
        return self.take(capsule)

    def take(self, capsule: Any) -> tuple[int, object] | None:
        """What :meth:`read` gives, of the capsule the producer just handed over (eagle's C
        launcher asks for it itself, native/launcher/reimport.c, and reads the common case
        there)."""
        try:
            address = _get_pointer(capsule, self._name)
            versioned = self._name is _VERSIONED_NAME
        except (ValueError, TypeError):  # the other name, or no DLPack capsule
            try:
                address, versioned = _open(capsule)
            except TypeError:
                return None
            self._name = _VERSIONED_NAME if versioned else _NAME
        if not address:
            return None
        fields = _read(address, versioned)
        ndim = fields[7]
        if fields[0] != 1 or ndim < 0:  # a major version or ndim the binding refuses
            return None
        same = fields[:3:2] + fields[5:11]  # major, flags, device, ndim, dtype
        dims = _dims(ndim, fields[11], fields[12])
        if same != self._fields or dims != self._dims:
            try:
                _, shape, strides, dtype, device, readonly, _ = _describe(fields, dims, None)
            except (TypeError, ValueError):
                return None
            if (dtype, shape, strides, device, readonly) != self._expect:
                return None
            self._fields, self._dims = same, dims
        data = fields[4]
        if not (data or self._empty):
            return None  # NULL data for elements: the binding refuses it
        _set_name(capsule, _USED_VERSIONED if versioned else _USED)
        return (0 if self._empty else data + fields[13]), _Deleter((fields[3], address))


def _capsule_name(obj: Any) -> str:
    if type(obj).__name__ != "PyCapsule":
        return f"a {type(obj).__name__}"
    try:
        name = _pyapi.PyCapsule_GetName(obj)
    except Exception:  # pragma: no cover - defensive
        return "a capsule"
    return f"a capsule named {name.decode() if name else None!r}"
