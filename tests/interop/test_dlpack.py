"""DLPack import rules (eagle/interop/_dlpack.py), on capsules made by real producers and on
capsules crafted field by field, so each rule of the specification is exercised."""

from __future__ import annotations

import ctypes
import gc
from typing import Any

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

from eagle.interop import detect
from eagle.interop._dlpack import (
    _DLManagedTensor,
    _DLManagedTensorVersioned,
    consume_capsule,
)
from eagle.interop._row import view_from_dlpack

_new = ctypes.PyDLL(None).PyCapsule_New  # not ctypes.pythonapi: Warp sets its argtypes
_new.restype = ctypes.py_object
_new.argtypes = (ctypes.c_void_p, ctypes.c_char_p, ctypes.c_void_p)


_LIVE: list[Crafted] = []  # a producer's managed tensor must outlive every consumer view


class Crafted:
    """A DLPack producer whose capsule fields are set by hand."""

    def __init__(
        self,
        backing: np.ndarray,
        *,
        shape: tuple[int, ...],
        strides: tuple[int, ...] | None,
        byte_offset: int = 0,
        null_data: bool = False,
        versioned: bool = True,
        version: tuple[int, int] = (1, 0),
        flags: int = 0,
        name: bytes | None = None,
    ) -> None:
        _LIVE.append(self)
        self.backing = backing
        self.deleted = 0
        self.streams: list[Any] = []
        cls = _DLManagedTensorVersioned if versioned else _DLManagedTensor
        self.m = m = cls()
        ndim = len(shape)
        self.shape_arr = (ctypes.c_int64 * max(ndim, 1))(*shape)
        self.strides_arr = (ctypes.c_int64 * max(ndim, 1))(*(strides or ()))
        t = m.dl_tensor
        t.data = None if null_data else backing.ctypes.data
        t.device.device_type, t.device.device_id = 1, 0
        t.ndim = ndim
        t.dtype.code, t.dtype.bits, t.dtype.lanes = (
            {"f": 2, "i": 0, "u": 1}[backing.dtype.kind],
            8 * backing.dtype.itemsize,
            1,
        )
        t.shape = ctypes.cast(self.shape_arr, ctypes.POINTER(ctypes.c_int64))
        t.strides = (
            ctypes.cast(self.strides_arr, ctypes.POINTER(ctypes.c_int64))
            if strides is not None
            else None
        )
        t.byte_offset = byte_offset
        if versioned:
            m.version.major, m.version.minor = version
            m.flags = flags

        def deleter(_: Any) -> None:
            self.deleted += 1

        self._cb = cls._fields_[2][1](deleter)
        m.deleter = self._cb
        self.name = name or (b"dltensor_versioned" if versioned else b"dltensor")

    def __dlpack__(self, *, stream: Any = None, max_version: Any = None) -> Any:
        self.streams.append(stream)
        return _new(ctypes.addressof(self.m), self.name, None)

    def __dlpack_device__(self) -> tuple[int, int]:
        return (1, 0)


def test_byte_offset_is_honoured() -> None:
    a = np.arange(10, dtype=np.float64)
    p = Crafted(a, shape=(4,), strides=(1,), byte_offset=3 * 8)
    v = view_from_dlpack(p, None)
    np.testing.assert_array_equal(v.host, [3.0, 4.0, 5.0, 6.0])


def test_null_strides_mean_c_contiguous() -> None:
    a = np.arange(12, dtype=np.int32)
    v = view_from_dlpack(Crafted(a, shape=(3, 4), strides=None), None)
    assert v.c_contiguous and v.strides == (16, 4)
    np.testing.assert_array_equal(v.host, a.reshape(3, 4))


def test_null_data_for_zero_size() -> None:
    a = np.zeros(1, np.float32)
    v = view_from_dlpack(Crafted(a, shape=(0, 5), strides=None, null_data=True), None)
    assert v.shape == (0, 5) and v.ptr == 0 and v.host is not None and v.host.size == 0


def test_size_one_axes_get_normalised_strides() -> None:
    a = np.arange(6, dtype=np.float32)
    v = view_from_dlpack(Crafted(a, shape=(1, 6, 1), strides=(999, 1, -7)), None)
    assert v.c_contiguous
    np.testing.assert_array_equal(v.host, a.reshape(1, 6, 1))


def test_read_only_flag() -> None:
    a = np.arange(4, dtype=np.float32)
    v = view_from_dlpack(Crafted(a, shape=(4,), strides=(1,), flags=1), None)
    assert v.readonly and not v.host.flags.writeable


def test_unversioned_capsule() -> None:
    a = np.arange(4, dtype=np.uint8)
    v = view_from_dlpack(Crafted(a, shape=(4,), strides=None, versioned=False), None)
    np.testing.assert_array_equal(v.host, a)


def test_unknown_major_version_refused() -> None:
    a = np.arange(4, dtype=np.float32)
    with pytest.raises(ValueError, match=r"version 2.0: only major version 1"):
        view_from_dlpack(Crafted(a, shape=(4,), strides=None, version=(2, 0)), None)


def test_wrong_capsule_name_refused() -> None:
    a = np.arange(4, dtype=np.float32)
    with pytest.raises(TypeError, match=r"capsule named 'something_else'"):
        view_from_dlpack(Crafted(a, shape=(4,), strides=None, name=b"something_else"), None)


def test_not_a_capsule_refused() -> None:
    with pytest.raises(TypeError, match=r"returned a int, not an unused DLPack capsule"):
        consume_capsule(5)


def test_deleter_runs_once_when_the_view_goes() -> None:
    a = np.arange(4, dtype=np.float32)
    p = Crafted(a, shape=(4,), strides=None)
    v = view_from_dlpack(p, None)
    host = v.host
    del v
    gc.collect()
    assert p.deleted == 0  # the numpy view still holds it
    del host
    gc.collect()
    assert p.deleted == 1


def test_host_producers_get_stream_none() -> None:
    a = np.arange(4, dtype=np.float32)
    p = Crafted(a, shape=(4,), strides=None)
    view_from_dlpack(p, None)
    assert p.streams == [None]


class OldProducer:
    """A DLPack 0.x producer: ``__dlpack__`` has no ``max_version`` keyword."""

    def __init__(self, a: np.ndarray) -> None:
        self.a = a
        self.calls = 0

    def __dlpack__(self, stream: Any = None) -> Any:
        self.calls += 1
        return self.a.__dlpack__()

    def __dlpack_device__(self) -> tuple[int, int]:
        return (1, 0)


def test_max_version_fallback_on_type_error() -> None:
    a = np.arange(6, dtype=np.int64).reshape(2, 3)
    p = OldProducer(a)
    v = view_from_dlpack(p, None)
    assert p.calls == 1  # the first call raised TypeError before the body ran
    assert not v.host.flags.owndata
    np.testing.assert_array_equal(v.host, a)
    assert detect(p).name == "dlpack"


@settings(max_examples=60, deadline=None)
@given(
    hnp.arrays(
        dtype=st.sampled_from([np.float32, np.float64, np.int32, np.uint8, np.int64, np.uint16]),
        shape=hnp.array_shapes(min_dims=1, max_dims=3, min_side=0, max_side=6),
    ),
    st.data(),
)
def test_any_strided_view_imports_exactly(a: np.ndarray, data: st.DataObject) -> None:
    # A random slice per axis: negative steps and steps > 1 included.
    index = tuple(
        slice(None, None, data.draw(st.sampled_from([1, 2, -1, -2, 3]))) for _ in range(a.ndim)
    )
    view = a[index]
    v = view_from_dlpack(view, None)
    assert v.dtype == view.dtype and v.shape == view.shape
    np.testing.assert_array_equal(v.host, view)
    assert v.c_contiguous == (view.flags.c_contiguous or view.size == 0) or view.size <= 1


def test_torch_bfloat16_refused_clearly() -> None:
    torch = pytest.importorskip("torch")
    from references import FIXTURES

    from eagle import LoadedVector

    k = LoadedVector(FIXTURES / "saxpy.ptx")
    with pytest.raises(TypeError, match="bfloat16"):
        k(x=torch.zeros(4, dtype=torch.bfloat16), y=torch.zeros(4), a=1.0)
