"""What crosses the sidecar's pipe: small pickled tuples, tensors by handle.

Frames are ``multiprocessing.connection`` messages (a length, then the bytes) over the
container's standard input (requests) and standard output (replies). Each request is a tuple
``(verb, freed, *operands)``; ``freed`` lists handles the client no longer references, so
releases ride on the next request instead of costing their own. Verbs:

- ``("op", freed, "aten::mm", "default", args, kwargs)``: run one ATen operator on the
  worker's tensors; tensors in ``args`` are `Ref` (a handle), `Packed` (a 0-dim host scalar)
  or, for devices, `Dev`. Reply: the operator's result with each tensor as `Meta`.
- ``("opa", freed, "aten::mm", "default", args, kwargs, outs)``: the same, deferred: no
  reply; ``outs`` gives, in `walk` order of the result's tensors, ``(handle, shape, strides,
  offset)`` chosen by the client (positive handles; the worker's own are negative), or None
  for an argument returned. A failure is the answer to the next request that waits.
- ``("call", freed, "zeros", args, kwargs, index)``: a factory of `FACTORIES` on device
  ``index``. Reply: `Meta`.
- ``("put", freed, Packed, index)``: host bytes to a new tensor on device ``index``. Reply: `Meta`.
- ``("get", freed, handle)``: a tensor's bytes. Reply: `Packed`.
- ``("seed", freed, seed)``, ``("sync", freed)``: ``torch.manual_seed`` and a device
  synchronisation in the worker. Reply: ``None``.
- ``("stats", freed)``: ``{"tensors": handles held}``.
- ``("bye", freed)``: the worker exits (so it does at end of file).

Replies are ``("ok", value)``, ``("err", exception type name, message)``, ``("beat",)``
(the worker is alive and busy; sent every `BEAT_S` seconds while a request runs), and once, at
start, ``("hello", info)`` or ``("fatal", message)``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

PROTOCOL = 2
BEAT_S = 0.5

# Factories the worker runs itself (``torch.<name>(..., device=its device)``), so that
# ``torch.zeros(n, device="cuda")`` sends a few bytes rather than n zeros.
FACTORIES = frozenset(
    {
        "empty",
        "empty_strided",
        "zeros",
        "ones",
        "full",
        "rand",
        "randn",
        "randint",
        "randperm",
        "arange",
        "linspace",
        "logspace",
        "eye",
    }
)


@dataclass(frozen=True)
class Ref:
    """A tensor living in the worker, by handle."""

    id: int


@dataclass(frozen=True)
class Dev:
    """A device of the sidecar: GPU ``index`` of the worker, or (``None``) the device of the
    operator's first tensor argument."""

    index: int | None


@dataclass(frozen=True)
class Packed:
    """A tensor's bytes: C-contiguous, ``dtype`` and ``shape`` to rebuild it."""

    dtype: Any
    shape: tuple[int, ...]
    data: bytes


@dataclass(frozen=True)
class Meta:
    """A tensor the worker holds: its handle, layout and device index."""

    id: int
    shape: tuple[int, ...]
    stride: tuple[int, ...]
    offset: int
    dtype: Any
    index: int


def walk(value: Any, fn: Callable[[Any], Any]) -> Any:
    """``value`` with ``fn`` applied to every leaf of its lists, tuples and dicts."""
    if isinstance(value, list):
        return [walk(v, fn) for v in value]
    if isinstance(value, tuple) and not hasattr(value, "_fields"):
        return tuple(walk(v, fn) for v in value)
    if isinstance(value, dict):
        return {k: walk(v, fn) for k, v in value.items()}
    return fn(value)


def pack(tensor: Any) -> Packed:
    """A host tensor's bytes (any strided dtype; copied to C order first). Raises
    ``NotImplementedError`` for sparse and other non-strided layouts."""
    import torch

    if tensor.layout != torch.strided:
        raise NotImplementedError(
            f"a {tensor.layout} tensor cannot cross to the sidecar (only strided tensors)"
        )
    flat = tensor.detach().resolve_conj().resolve_neg().reshape(-1)
    if flat.numel() and flat.stride(0) != 1:  # (a one-element view may keep a stride of 2)
        flat = torch.empty(flat.numel(), dtype=flat.dtype).copy_(flat)
    data = flat.view(torch.uint8).numpy().tobytes() if flat.numel() else b""
    return Packed(tensor.dtype, tuple(tensor.shape), data)


def unpack(packed: Packed) -> Any:
    """The host tensor of `pack` (its own memory, writable)."""
    import torch

    if not packed.data:
        return torch.empty(packed.shape, dtype=packed.dtype)
    raw = torch.frombuffer(bytearray(packed.data), dtype=torch.uint8)
    return raw.view(packed.dtype).reshape(packed.shape)
