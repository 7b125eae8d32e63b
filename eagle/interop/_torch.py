"""The torch row: CPU and CUDA tensors, on torch's current stream, results as tensors."""

from __future__ import annotations

import functools
import operator
import sys
from typing import Any, ClassVar

import numpy as np

from . import _torch_abi
from ._device import CPU, Device
from ._dlpack import normalise_strides
from ._row import ArrayView, Framework, probe_module, view_from_dlpack

_TORCH_DTYPES: dict[str, np.dtype[Any]] = {
    "torch.int8": np.dtype(np.int8),
    "torch.int16": np.dtype(np.int16),
    "torch.int32": np.dtype(np.int32),
    "torch.int64": np.dtype(np.int64),
    "torch.uint8": np.dtype(np.uint8),
    "torch.uint16": np.dtype(np.uint16),
    "torch.uint32": np.dtype(np.uint32),
    "torch.uint64": np.dtype(np.uint64),
    "torch.float16": np.dtype(np.float16),
    "torch.float32": np.dtype(np.float32),
    "torch.float64": np.dtype(np.float64),
    "torch.bool": np.dtype(np.bool_),
    "torch.complex64": np.dtype(np.complex64),
    "torch.complex128": np.dtype(np.complex128),
}


class UnsupportedDtype(TypeError):
    """An array's element type has no numpy equivalent (bfloat16, float8)."""


def torch_numpy_dtype(dtype: Any) -> np.dtype[Any]:
    """numpy dtype of a torch dtype; bfloat16 and float8 types raise :class:`UnsupportedDtype`."""
    try:
        return _TORCH_DTYPES[str(dtype)]
    except KeyError:
        raise UnsupportedDtype(f"{str(dtype).removeprefix('torch.')}") from None


@functools.cache
def _torch_bump() -> Any:
    """(tensor, ...) -> None: bump each tensor's version counter, as torch's in-place operations
    do (torch's own C function where it has one: what torch.autograd.graph.increment_version
    calls; given a tuple, never one tensor, which it would iterate)."""
    torch = sys.modules["torch"]
    bump = getattr(torch._C, "_increment_version", None)
    if bump is not None:
        return bump
    return lambda tensors: [torch.autograd.graph.increment_version(t) for t in tensors]


def _torch_stream_getter() -> Any:
    """device index -> the handle of torch's current stream there (torch's private raw getter
    where it has one: no Stream object per call)."""
    torch = sys.modules["torch"]
    raw = getattr(torch._C, "_cuda_getCurrentRawStream", None)
    if raw is not None:
        return raw
    return lambda d: torch.cuda.current_stream(d).cuda_stream


def numpy_torch_dtype(dtype: np.dtype[Any]) -> Any:
    """The torch dtype of a numpy dtype eagle supports (the inverse of the table above: torch
    names them as numpy does)."""
    return getattr(sys.modules["torch"], np.dtype(dtype).name)


class Torch(Framework):
    name = "torch"
    title = "PyTorch"
    module = "torch"
    needs: ClassVar[dict[str, tuple[str, ...]]] = {
        "cpu": ("torch",),
        "cuda": ("cuda", "torch-cuda"),
    }
    what: ClassVar[dict[str, str]] = {
        "torch": "PyTorch",
        "torch-cuda": "PyTorch with a CUDA device",
    }
    readme = (
        ("torch CPU", "as numpy", "one copy each way", "torch CPU tensor"),
        ("torch CUDA", "its device, torch's current stream", "none", "torch CUDA tensor"),
    )
    rank = 4
    results = ("cpu", "cuda")
    launches = True
    recognised = "an instance of torch.Tensor on cpu or cuda (other devices refused)"
    protocol = "data_ptr() and strides on its own stream; DLPack when another framework launches"
    stream = "torch.cuda.current_stream(); no host synchronisation"
    returns = "torch.Tensor on the input's device (torch wins over JAX, cupy and numpy inputs)"
    pointer = operator.methodcaller("data_ptr")
    tracks_writes = True

    # set_(), resize_(), as_strided_() and requires_grad_() change a tensor in place
    key_reads = ("dtype", "shape", "stride()", "device", "requires_grad")

    def key(self, x: Any) -> Any:
        return x.dtype, x.shape, x.stride(), x.device, x.requires_grad

    def check_written(self, name: str, role: str, x: Any) -> None:
        if x.requires_grad:
            raise ValueError(
                f"parameter {name!r} is written by the kernel ({role}) but the torch tensor "
                "requires grad: autograd cannot see eagle's writes (pass a tensor that does "
                "not require grad, e.g. under torch.no_grad() or .detach())"
            )

    def after_writes(self) -> Any:
        # as torch's own in-place operations do: autograd then refuses a stale saved tensor
        return _torch_bump()

    def allocator(self, shape: tuple[int, ...], dtype: np.dtype[Any], device: Device) -> Any:
        torch = sys.modules["torch"]
        return functools.partial(
            torch.empty, shape, dtype=numpy_torch_dtype(dtype), device=torch.device(str(device))
        )

    def receives(self, kind: str) -> bool:
        if kind == "cuda":
            return bool(sys.modules["torch"].cuda.is_available())
        return kind in self.results

    def probe(self, need: str) -> tuple[bool, str]:
        ok, why = probe_module("torch")
        if not ok or need == "torch":
            return ok, why
        torch = sys.modules["torch"]
        if not torch.cuda.is_available():
            return False, f"torch {torch.__version__} sees no CUDA device"
        return True, f"torch {torch.__version__}, {torch.cuda.device_count()} CUDA devices"

    def owns(self, x: Any) -> bool:
        return isinstance(x, sys.modules["torch"].Tensor)

    def device(self, x: Any) -> Device:
        d = x.device
        if d.type == "cpu":
            return CPU
        if d.type == "cuda":
            return Device("cuda", d.index if d.index is not None else 0)
        raise ValueError(f"torch tensors on {d.type!r} are not supported (cpu and cuda are)")

    def view(
        self, x: Any, stream: int | None, native: bool, device: Device | None = None
    ) -> ArrayView:
        device = device or self.device(x)
        if device.is_cuda and not native:
            return view_from_dlpack(x, stream, device)
        dtype = torch_numpy_dtype(x.dtype)
        shape = tuple(x.shape)
        strides = normalise_strides(
            shape, tuple(s * dtype.itemsize for s in x.stride()), dtype.itemsize
        )
        ptr = x.data_ptr() if x.numel() else 0
        host = x.detach().numpy() if not device.is_cuda else None
        return ArrayView(ptr, shape, strides, dtype, device, False, x, host)

    def stream_getter(self) -> Any:
        return _torch_stream_getter()

    def launcher_abi(self) -> tuple[int, ...] | None:
        found = _torch_abi.find()
        return None if found is None else (*found, _torch_abi.stream())

    def empty(self, shape: tuple[int, ...], dtype: np.dtype[Any], device: Device) -> Any:
        torch = sys.modules["torch"]
        return torch.empty(shape, dtype=numpy_torch_dtype(dtype), device=str(device))

    def from_host(self, array: np.ndarray[Any, Any]) -> Any:
        return sys.modules["torch"].from_numpy(array)
