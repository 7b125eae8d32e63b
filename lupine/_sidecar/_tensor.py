"""The sidecar's tensors here: `RemoteTensor`, a ``torch.Tensor`` whose storage is the worker's,
and what must not reach PyTorch's dispatcher for it (`lupine._sidecar._client` sends every
ATen operator on one to the worker): moving data across (``.to``, ``.cuda``, ``.cpu``,
``.item``, ``.tolist``), indexing with host values, ``new_tensor``, ``one_hot``, deep copies.
These are its methods, and, for functions and ``torch.Tensor.<method>(r, ...)`` calls, entries
of `_EXITS`, which the session's ``TorchFunctionMode`` looks up.
"""

from __future__ import annotations

import copy
import weakref
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import torch
from torch.optim.optimizer import _foreach_supported_types as _optim_foreach_types
from torch.utils._foreach_utils import _foreach_supported_types as _foreach_types

from ._runtime import SidecarError
from ._wire import Meta

if TYPE_CHECKING:
    from ._client import Sidecar

__all__ = ["RemoteTensor"]


_META = torch.device("meta")
_DEVICES: dict[int, torch.device] = {}


def _device_of(index: int) -> torch.device:
    device = _DEVICES.get(index)
    if device is None:
        device = _DEVICES[index] = torch.device("cuda", index)
    return device


_wrap = torch.Tensor._make_wrapper_subclass


class RemoteTensor(torch.Tensor):
    """A tensor whose storage lives in the sidecar's worker, on its GPU ``index``.

    Shape, strides and dtype are local; the data are not. ``device`` is ``cuda:<index>`` (the
    worker's device); every operator on it runs in the worker. ``.cpu()``, ``.item()``,
    ``.tolist()`` and printing fetch the data; ``.numpy()`` refuses, as for a CUDA tensor.
    Pickling (``torch.save``) stores a host copy.
    """

    _lupine_sc: Sidecar
    _lupine_id: int
    _lupine_index: int
    _lupine_layout: tuple[Any, ...]  # (shape, strides, offset, dtype): fixed for its life
    _lupine_lid: int  # the layout's number in its sidecar (`Sidecar._lid`)

    @classmethod
    def _make(cls, sc: Sidecar, meta: Meta) -> RemoteTensor:
        return cls._new(sc, meta.id, meta.shape, meta.stride, meta.offset, meta.dtype, meta.index)

    @classmethod
    def _new(
        cls,
        sc: Sidecar,
        hid: int,
        shape: tuple[int, ...],
        stride: tuple[int, ...],
        offset: int,
        dtype: torch.dtype,
        index: int,
    ) -> RemoteTensor:
        """The tensor the worker holds under ``hid``, laid out so, on its GPU ``index``; its
        handle is released in the worker when this object dies."""
        layout = (tuple(shape), tuple(stride), offset, dtype)
        return cls._fresh(sc, hid, layout, sc._lid(layout), index)

    @classmethod
    def _fresh(
        cls, sc: Sidecar, hid: int, layout: tuple[Any, ...], lid: int, index: int
    ) -> RemoteTensor:
        """`_new` of a layout ``(shape, strides, offset, dtype)`` (tuples) numbered ``lid``."""
        shape, stride, offset, dtype = layout
        t = _wrap(cls, shape, strides=stride, storage_offset=offset, dtype=dtype, device=_META)
        t._lupine_sc = sc
        t._lupine_id = hid
        t._lupine_index = index
        t._lupine_layout = layout  # (an operator that would change it in place is refused)
        t._lupine_lid = lid
        sc._held[weakref.ref(t, sc._gone_cb)] = hid  # (released when it dies)
        return t

    def _alias(self) -> RemoteTensor:
        """Another tensor of the same handle and layout (``detach``, ``alias``: the worker's
        result would be a view of all of it, so the worker's tensor serves as it is, and
        nothing is sent); the handle is released when the last of them dies."""
        sc = self._lupine_sc
        hid = self._lupine_id
        sc._shared[hid] = sc._shared.get(hid, 0) + 1
        return type(self)._fresh(sc, hid, self._lupine_layout, self._lupine_lid, self._lupine_index)

    @property
    def device(self) -> torch.device:  # type: ignore[override]
        return _device_of(self._lupine_index)

    @property
    def is_cuda(self) -> bool:  # type: ignore[override]
        return True

    @property
    def is_meta(self) -> bool:  # type: ignore[override]
        return False

    def get_device(self) -> int:  # type: ignore[override]
        return self._lupine_index

    def __repr__(self, *, tensor_contents: Any = None) -> str:  # type: ignore[override]
        try:
            with torch.no_grad():
                if self.numel() > torch._tensor_str.PRINT_OPTS.threshold:
                    # PyTorch's own summary, computed there: only its few numbers cross
                    text = torch._tensor_str._str(self)
                    name = f"{type(self).__name__}("
                    pad = "\n" + " " * (len(name) - len("tensor("))
                    return "tensor(" + text[len(name) :].replace(pad, "\n")
                host = self._lupine_sc._download(self)
        except SidecarError as e:  # (a debugger's repr must not fail)
            why = str(e).splitlines()[0]
            return f"<{self.dtype} tensor of shape {tuple(self.shape)} on {self.device}: {why}>"
        text = repr(host)
        extra = [f"device='{self.device}'"]
        if self.grad_fn is not None:
            extra.append(f"grad_fn=<{type(self.grad_fn).__name__}>")
        elif self.requires_grad:
            extra.append("requires_grad=True")
        return text[:-1] + ", " + ", ".join(extra) + ")" if text.endswith(")") else text

    def __format__(self, spec: str) -> str:
        if self.dim() == 0:
            return self.item().__format__(spec)
        return object.__format__(repr(self), spec)

    def __reduce_ex__(self, protocol: Any) -> Any:
        with torch.no_grad():
            return self._lupine_sc._download(self).__reduce_ex__(protocol)

    # No Python runs for each PyTorch function on one (nor for each attribute read): what
    # must not reach the dispatcher (`_EXITS`) is caught by methods here and, for functions
    # that are not methods, by the session's mode (`_Entry`).
    __torch_function__ = torch._C._disabled_torch_function_impl  # type: ignore[assignment]
    # By identity, as ``torch.Tensor``'s (``id``), without its Python: each new tensor is a
    # key of its sidecar's ``_held`` (by weak reference), the optimizers' state is keyed so.
    __hash__ = object.__hash__

    @classmethod
    def __torch_dispatch__(  # type: ignore[override]
        cls, func: Any, types: Any, args: Sequence[Any] = (), kwargs: Any = None
    ) -> Any:
        first = args[0] if args else None
        if isinstance(first, RemoteTensor):
            return first._lupine_sc._op(
                func, args if type(args) is tuple else tuple(args), kwargs or {}
            )
        sc = None
        for v in (*args, *(kwargs or {}).values()):
            for leaf in v if isinstance(v, list | tuple) else (v,):
                if isinstance(leaf, RemoteTensor):
                    sc = leaf._lupine_sc
                    break
            if sc is not None:
                break
        assert sc is not None, func
        return sc._op(func, tuple(args), dict(kwargs or {}))


class _Upload(torch.autograd.Function):
    """Host → sidecar, differentiable (the gradient comes back to the host)."""

    @staticmethod
    def forward(ctx: Any, t: torch.Tensor, sc: Sidecar, index: int) -> Any:  # type: ignore[override]
        return sc._upload(t, index)

    @staticmethod
    def backward(ctx: Any, grad: Any) -> Any:  # type: ignore[override]
        return (grad.cpu() if isinstance(grad, RemoteTensor) else grad), None, None


class _Download(torch.autograd.Function):
    """Sidecar → host, differentiable (the gradient goes back to the sidecar)."""

    @staticmethod
    def forward(ctx: Any, r: RemoteTensor) -> Any:  # type: ignore[override]
        ctx.sc, ctx.index = r._lupine_sc, r._lupine_index
        return r._lupine_sc._download(r)

    @staticmethod
    def backward(ctx: Any, grad: Any) -> Any:  # type: ignore[override]
        if isinstance(grad, RemoteTensor):
            return grad
        return ctx.sc._upload(grad.contiguous(), ctx.index)


def _to_host(r: RemoteTensor) -> torch.Tensor:
    if torch.is_grad_enabled() and r.requires_grad:
        return _Download.apply(r)
    return r._lupine_sc._download(r)


def _to_sidecar(t: torch.Tensor, sc: Sidecar, index: int) -> RemoteTensor:
    if torch.is_grad_enabled() and t.requires_grad:
        return _Upload.apply(t, sc, index)
    return sc._upload(t, index)


def _as_device(value: Any) -> torch.device | None:
    if value is None:
        return None
    if isinstance(value, int) and not isinstance(value, bool):
        return torch.device("cuda", value)
    return torch.device(value)


def _parse_to(args: Sequence[Any], kwargs: dict[str, Any]) -> tuple[Any, Any, bool]:
    """(device, dtype, copy) of a ``Tensor.to`` call."""
    kwargs = dict(kwargs)
    copy_ = bool(kwargs.pop("copy", False))
    if args and isinstance(args[0], torch.Tensor):
        other = args[0]
        return other.device, other.dtype, copy_
    device, dtype, _, _ = torch._C._nn._parse_to(*args, **kwargs)
    return device, dtype, copy_


def _remote_to(self: RemoteTensor, *args: Any, **kwargs: Any) -> Any:
    device, dtype, copy_ = _parse_to(args, kwargs)
    if device is not None and device.type == "cpu":
        host = _to_host(self)
        return host.to(dtype) if dtype is not None else host
    if device is not None and device.type == "cuda":
        index = 0 if device.index is None else device.index
        if index != self._lupine_index:
            self._lupine_sc._check_index(index)
            if torch.is_grad_enabled() and self.requires_grad:
                raise NotImplementedError(
                    "moving a tensor that requires grad between the sidecar's GPUs is not "
                    "supported (not differentiable through the sidecar): detach() it first"
                )
            return torch.ops.aten._to_copy.default(
                self, dtype=dtype or self.dtype, device=_device_of(index)
            )
    if dtype is None or dtype == self.dtype:
        return torch.ops.aten.clone.default(self) if copy_ else self
    return torch.ops.aten._to_copy.default(self, dtype=dtype)


def _remote_cuda(self: RemoteTensor, device: Any = None, *args: Any, **kwargs: Any) -> Any:
    target = _as_device(device) or _device_of(self._lupine_index)
    return _remote_to(self, target)


def _remote_cpu(self: RemoteTensor, *args: Any, **kwargs: Any) -> torch.Tensor:
    return _to_host(self)


def _refuse_numpy(self: RemoteTensor, *args: Any, **kwargs: Any) -> Any:
    raise TypeError(
        f"can't convert {self.device} device type tensor to numpy (it lives in the LUPINE "
        "sidecar). Use Tensor.cpu() to copy the tensor to host memory first."
    )


def _truth(v: Any) -> bool | None:
    """A boolean scalar index (``True``, a 0-dim bool tensor) as a bool; None for others."""
    if isinstance(v, bool):
        return v
    if isinstance(v, torch.Tensor) and v.dim() == 0 and v.dtype == torch.bool:
        return bool(v.item())
    return None


def _remote_index(self: RemoteTensor, index: Any) -> Any:
    """``index`` with the parts PyTorch would turn into tensors on ``self``'s (local, meta)
    device, values lost, made sidecar tensors first: lists, arrays and host tensors."""
    items = index if isinstance(index, tuple) else (index,)
    out = []
    for v in items:
        if _truth(v) is not None:
            raise NotImplementedError(
                "a boolean scalar inside a multi-part index is not supported through the "
                "LUPINE sidecar; index with a boolean tensor of the indexed shape instead"
            )
        if isinstance(v, list) or type(v).__module__ == "numpy":
            v = torch.as_tensor(v)
        if isinstance(v, torch.Tensor) and not isinstance(v, RemoteTensor):
            if v.dim() == 0 and not v.is_floating_point():
                v = int(v)
            else:
                v = self._lupine_sc._upload(v.detach(), self._lupine_index)
        out.append(v)
    return tuple(out) if isinstance(index, tuple) else out[0]


def _remote_getitem(self: RemoteTensor, index: Any) -> Any:
    truth = _truth(index)
    if truth is not None:  # x[True] adds a dimension; x[False] adds an empty one
        grown = self.unsqueeze(0)
        return grown if truth else grown[:0]
    with torch._C.DisableTorchFunctionSubclass():
        return torch.Tensor.__getitem__(self, _remote_index(self, index))


def _remote_setitem(self: RemoteTensor, index: Any, value: Any) -> None:
    if isinstance(value, bool | int | float | complex):  # else PyTorch makes it on self's device
        value = torch.tensor(value, dtype=self.dtype)
    truth = _truth(index)
    if truth is not None:
        if truth:
            _remote_setitem(self, ..., value)
        return
    with torch._C.DisableTorchFunctionSubclass():
        torch.Tensor.__setitem__(self, _remote_index(self, index), value)


def _remote_new_tensor(
    self: RemoteTensor,
    data: Any,
    dtype: Any = None,
    device: Any = None,
    requires_grad: bool = False,
    **unused: Any,
) -> Any:
    # PyTorch would make it with self's options: on the local meta device, values lost
    dtype = dtype or self.dtype
    if isinstance(data, RemoteTensor):
        made: Any = data.detach().to(dtype).clone()
    else:
        host = data.detach() if isinstance(data, torch.Tensor) else torch.tensor(data)
        made = host.to(dtype)
        target = _as_device(device) or self.device
        if target.type == "cuda":
            made = self._lupine_sc._upload(made, 0 if target.index is None else target.index)
    return made.requires_grad_(requires_grad) if requires_grad else made


def _refuse_legacy_new(self: RemoteTensor, *args: Any, **kwargs: Any) -> Any:
    raise NotImplementedError(
        "Tensor.new (the legacy constructor) is not supported through the LUPINE sidecar: "
        "use new_tensor, new_empty, new_zeros or new_ones"
    )


def _remote_one_hot(tensor: RemoteTensor, num_classes: int = -1) -> Any:
    # PyTorch's own builds its class range with the tensor's options: locally, meta
    n = num_classes if num_classes >= 0 else int(tensor.max()) + 1
    classes = tensor._lupine_sc._factory("arange", (n,), {"dtype": torch.long}, tensor.get_device())
    return (tensor.unsqueeze(-1) == classes).long()


def _remote_item(self: RemoteTensor) -> Any:
    return self._lupine_sc._item(self, "Tensor.item")


def _remote_tolist(self: RemoteTensor) -> Any:
    return self._lupine_sc._download(self).tolist()


def _remote_deepcopy(self: RemoteTensor, memo: dict[int, Any]) -> Any:
    if id(self) in memo:
        return memo[id(self)]
    with torch.no_grad():
        new = torch.ops.aten.clone.default(self)
    new.requires_grad_(self.requires_grad)
    if getattr(self, "_is_param", False):
        new._is_param = True
    if self.grad is not None:
        new.grad = copy.deepcopy(self.grad, memo)
    memo[id(self)] = new
    return new


# ``RemoteTensor``'s methods that do not reach the dispatcher, by name.
_METHODS: dict[str, Any] = {
    "to": _remote_to,
    "cuda": _remote_cuda,
    "cpu": _remote_cpu,
    "numpy": _refuse_numpy,
    "__array__": _refuse_numpy,
    "tolist": _remote_tolist,
    "item": _remote_item,
    "__setitem__": _remote_setitem,
    "__getitem__": _remote_getitem,
    "new_tensor": _remote_new_tensor,
    "new": _refuse_legacy_new,
    "__deepcopy__": _remote_deepcopy,
}
for _name, _fn in _METHODS.items():
    setattr(RemoteTensor, _name, _fn)

# The optimizers (and ``clip_grad_norm_``) run their foreach versions on CUDA tensors: the
# same on these, which report ``cuda`` (PyTorch registers its DTensor so), so that an Adam step
# is a dozen operators for all parameters rather than a dozen per parameter.
for _types in (_optim_foreach_types, _foreach_types):
    if RemoteTensor not in _types:
        _types.append(RemoteTensor)

# What the session's mode (`_Entry`) sends elsewhere than the dispatcher: the methods above
# called through ``torch.Tensor`` (``torch.Tensor.to(r, ...)``), and functions.
_EXITS: dict[Any, Any] = {
    **{getattr(torch.Tensor, name): fn for name, fn in _METHODS.items()},
    torch.nn.functional.one_hot: _remote_one_hot,
}
