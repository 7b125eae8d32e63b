"""torch's own C functions for eagle's C launcher: what the torch row's ``launcher_abi`` gives.

A repeated launch on torch tensors reads, per tensor, the torch row's key (dtype, shape,
strides, device, requires_grad) and ``data_ptr()``, and after the launch bumps the version
counter of each tensor written. Through torch's Python API that is a dozen attribute reads and
calls per launch; torch also exports them as C functions:

- the AOTInductor C shim (``torch/csrc/inductor/aoti_torch/c/shim.h``, in ``libtorch_cpu``):
  ``aoti_torch_get_data_ptr``, ``_get_sizes``, ``_get_strides``, ``_get_dim``, ``_get_dtype``,
  ``_get_layout``, ``_get_device_type``, ``_get_device_index`` of an ``AtenTensorHandle`` (a
  pointer to an ``at::Tensor``), and, in ``libtorch_cuda``,
  ``aoti_torch_get_current_cuda_stream(device_index, &stream)``;
- ``c10::TensorImpl::requires_grad() const`` (``libc10``) and
  ``torch::autograd::impl::bump_version(const at::Tensor&)`` (``libtorch_cpu``), exported C++
  functions taken by their Itanium-mangled names.

The ``at::Tensor`` of a Python tensor sits in its object (``THPVariable``,
``torch/csrc/autograd/python_variable.h``) right after the object header, or, where torch wraps
it in ``c10::MaybeOwned``, after a byte that is 0 for an owned tensor. :func:`find` looks for
the tensor's ``TensorImpl`` address (``Tensor._cdata``) at those two places of a probe tensor,
then checks every function against torch's Python answers on probe tensors (a strided view with
an offset, float32 and float64, requires_grad on and off, one version bump). Anything missing
or different gives ``None``, and the launcher reads tensors through Python as before.
"""

from __future__ import annotations

import ctypes
import functools
import os
import sys
from typing import Any

_MANGLED = {
    "requires_grad": "_ZNK3c1010TensorImpl13requires_gradEv",
    "bump": "_ZN5torch8autograd4impl12bump_versionERKN2at6TensorE",
}
_SHIM = ("data_ptr", "sizes", "strides", "dim", "dtype", "layout", "device_type", "device_index")


def _loaded(name: str) -> ctypes.CDLL | None:
    """The library of that name if this process has it loaded (nothing is loaded here)."""
    try:
        return ctypes.CDLL(name, mode=os.RTLD_NOLOAD | os.RTLD_LAZY)
    except OSError:
        return None


def _address(lib: ctypes.CDLL, name: str) -> int:
    try:
        return int(ctypes.cast(getattr(lib, name), ctypes.c_void_p).value or 0)
    except AttributeError:
        return 0


def _offset(torch: Any) -> tuple[int, int] | None:
    """(offset of the at::Tensor in a tensor object, offset of MaybeOwned's borrowed byte or
    -1), found on a probe tensor, or None."""
    t = torch.empty(3)
    impl = getattr(t, "_cdata", None)
    size = type(t).__basicsize__
    if not isinstance(impl, int) or not impl:
        return None
    head = ctypes.sizeof(ctypes.c_ssize_t) + ctypes.sizeof(ctypes.c_void_p)  # PyObject
    word = ctypes.sizeof(ctypes.c_void_p)
    if head + word <= size and ctypes.c_void_p.from_address(id(t) + head).value == impl:
        return head, -1
    at = head + word
    if (
        at + word <= size
        and ctypes.c_void_p.from_address(id(t) + at).value == impl
        and ctypes.c_uint8.from_address(id(t) + head).value == 0
    ):
        return at, head
    return None


@functools.cache
def find() -> tuple[int, ...] | None:
    """``(offset, flag, data_ptr, sizes, strides, dim, dtype, layout, device_type,
    device_index, requires_grad, bump)``: the tensor's place in its object and the functions'
    addresses (the first twelve items of native/launcher/tensor.c's ``torch_abi``), checked
    on probe tensors; ``None`` where torch lacks one or one answers otherwise than torch's
    Python API."""
    torch = sys.modules.get("torch")
    cpu, c10 = _loaded("libtorch_cpu.so"), _loaded("libc10.so")
    if torch is None or cpu is None or c10 is None:
        return None
    where = _offset(torch)
    addresses = [_address(cpu, "aoti_torch_get_" + n) for n in _SHIM]
    addresses += [_address(c10, _MANGLED["requires_grad"]), _address(cpu, _MANGLED["bump"])]
    if where is None or 0 in addresses or not _agrees(torch, cpu, c10, where[0]):
        return None
    return (*where, *addresses)


def _agrees(torch: Any, cpu: ctypes.CDLL, c10: ctypes.CDLL, offset: int) -> bool:
    """Whether the functions read probe tensors as torch's Python API does."""
    i32, i64, p64 = ctypes.c_int32, ctypes.c_int64, ctypes.POINTER(ctypes.c_int64)
    rg = getattr(c10, _MANGLED["requires_grad"])
    rg.restype, rg.argtypes = ctypes.c_bool, [ctypes.c_void_p]
    base = torch.arange(24, dtype=torch.float64).reshape(4, 6)
    probes = [base[1:, ::2], torch.zeros(5, dtype=torch.float32, requires_grad=True)]
    for t in probes:
        h = ctypes.c_void_p(id(t) + offset)
        ptr, dims, sizes, strides = ctypes.c_void_p(), i64(), p64(), p64()
        dtype, dev = i32(), i32()
        if (
            cpu.aoti_torch_get_data_ptr(h, ctypes.byref(ptr))
            or cpu.aoti_torch_get_dim(h, ctypes.byref(dims))
            or cpu.aoti_torch_get_sizes(h, ctypes.byref(sizes))
            or cpu.aoti_torch_get_strides(h, ctypes.byref(strides))
            or cpu.aoti_torch_get_dtype(h, ctypes.byref(dtype))
            or cpu.aoti_torch_get_device_type(h, ctypes.byref(dev))
        ):
            return False
        n = dims.value
        want_dtype = cpu.aoti_torch_dtype_float64() if t.dtype == torch.float64 else (
            cpu.aoti_torch_dtype_float32()
        )  # fmt: skip
        if (
            ptr.value != t.data_ptr()
            or n != t.dim()
            or tuple(sizes[k] for k in range(n)) != tuple(t.shape)
            or tuple(strides[k] for k in range(n)) != t.stride()
            or dtype.value != want_dtype
            or dev.value != cpu.aoti_torch_device_type_cpu()
            or rg(ctypes.c_void_p(t._cdata)) != t.requires_grad
        ):
            return False
    bump = getattr(cpu, _MANGLED["bump"])
    bump.argtypes = [ctypes.c_void_p]
    t = probes[0]
    before = t._version
    bump(ctypes.c_void_p(id(t) + offset))
    return bool(t._version == before + 1)


_STREAM: list[int] = []


def stream() -> int:
    """The address of ``aoti_torch_get_current_cuda_stream`` once torch's CUDA is initialised
    and it names the stream ``torch.cuda.current_stream()`` does; 0 before, or where it
    does not (a CPU build)."""
    if _STREAM:
        return _STREAM[0]
    torch = sys.modules.get("torch")
    lib = _loaded("libtorch_cuda.so")
    if lib is None:  # a CPU build (or torch not loaded yet: asked again at the next bind)
        if torch is not None:
            _STREAM.append(0)
        return 0
    if torch is None or not torch.cuda.is_initialized():
        return 0
    address = _address(lib, "aoti_torch_get_current_cuda_stream")
    if address:
        get = ctypes.CFUNCTYPE(ctypes.c_int32, ctypes.c_int32, ctypes.c_void_p)(address)
        device = torch.cuda.current_device()
        s = ctypes.c_void_p()
        raw = torch.cuda.current_stream(device).cuda_stream
        if get(device, ctypes.addressof(s)) or (s.value or 0) != raw:
            address = 0
    _STREAM.append(address)
    return address
