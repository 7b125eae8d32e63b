"""The launcher's reads of torch tensors through torch's C functions (native/launcher/tensor.c,
eagle/interop/_torch_abi.py) against torch's Python API: for tensors of every dtype eagle
takes, of drawn shapes, views (offsets, steps, transposes, expanded zero strides) and
requires_grad, ``torch_key`` reads what ``x.dtype``, ``x.shape``, ``x.stride()``, ``x.device``,
``x.requires_grad`` and ``x.data_ptr()`` say; dtype codes are torch's own
(``aoti_torch_dtype_*``), one per dtype."""

from __future__ import annotations

import ctypes
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from eagle.loaded import _native

torch = pytest.importorskip("torch")
from eagle.interop import _torch_abi  # noqa: E402

pytestmark = pytest.mark.skipif(
    _native.launcher is None or _torch_abi.find() is None,
    reason="eagle's C launcher is not built, or this torch has no C ABI eagle found",
)

DTYPES = ("float16", "float32", "float64", "int8", "int16", "int32", "int64", "uint8", "bool",
          "complex64", "complex128")  # fmt: skip


def _codes() -> dict[str, int]:
    """torch's dtype codes, from its own C functions (aoti_torch_dtype_<name>)."""
    lib = ctypes.CDLL("libtorch_cpu.so", mode=ctypes.RTLD_GLOBAL)
    return {n: getattr(lib, f"aoti_torch_dtype_{n}")() for n in DTYPES}


def _install() -> Any:
    launcher = _native.launcher
    assert launcher is not None
    launcher.torch_abi(*_torch_abi.find(), 0)
    return launcher


@st.composite
def tensors(draw: Any) -> Any:
    dtype = getattr(torch, draw(st.sampled_from(DTYPES)))
    shape = tuple(draw(st.lists(st.integers(0, 5), min_size=0, max_size=4)))
    base = torch.zeros(shape, dtype=dtype)
    view = draw(st.sampled_from(["plain", "step", "offset", "transpose", "expand"]))
    if view == "step" and base.dim() and base.shape[0] > 1:
        base = base[::2]
    elif view == "offset" and base.dim() and base.shape[-1] > 1:
        base = base[..., 1:]
    elif view == "transpose" and base.dim() > 1:
        base = base.transpose(0, -1)
    elif view == "expand":
        base = base.unsqueeze(0).expand(3, *base.shape)
    if draw(st.booleans()) and dtype.is_floating_point:
        base = base.detach().requires_grad_()
    return base


@settings(max_examples=150, deadline=None)
@given(t=tensors())
def test_torch_key_reads_as_torch_python_api(t: Any) -> None:
    launcher = _install()
    codes = _codes()
    got = launcher.torch_key(t)
    assert got is not None
    dtype, layout, device_type, device_index, sizes, strides, requires_grad, ptr = got
    assert dtype == codes[str(t.dtype).removeprefix("torch.")]
    assert (layout, device_type, device_index) == (0, 0, -1)  # strided, CPU, no index
    assert sizes == tuple(t.shape) and strides == t.stride()
    assert requires_grad == t.requires_grad
    assert ptr == t.data_ptr()


def test_dtype_codes_differ() -> None:
    assert len(set(_codes().values())) == len(DTYPES)


def test_what_the_abi_cannot_read() -> None:
    launcher = _install()
    sparse = torch.zeros(3, 3).to_sparse()  # no strides: torch raises inside, the read fails
    assert launcher.torch_key(sparse) is None
    nested = torch.zeros(*(1,) * 17)  # more dimensions than the launcher keeps
    assert launcher.torch_key(nested) is None


def test_offset_holds_the_tensor_impl() -> None:
    where = _torch_abi._offset(torch)
    assert where is not None
    t = torch.ones(4)
    assert ctypes.c_void_p.from_address(id(t) + where[0]).value == t._cdata


@pytest.mark.parametrize("broken", ["_offset", "_agrees"])
def test_no_abi_where_the_probe_fails(monkeypatch: pytest.MonkeyPatch, broken: str) -> None:
    # a tensor not found in its object, or a function answering otherwise than torch's
    # Python API: no ABI (the launcher reads tensors through Python)
    _torch_abi.find.cache_clear()
    monkeypatch.setattr(_torch_abi, broken, lambda *a: None if broken == "_offset" else False)
    try:
        assert _torch_abi.find() is None
    finally:
        monkeypatch.undo()
        _torch_abi.find.cache_clear()
    assert _torch_abi.find() is not None
