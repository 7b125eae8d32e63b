"""What crosses the sidecar's channels: small pickled tuples, tensors by handle, bulk data
on a socket of its own.

**The control pipe.** Frames are ``multiprocessing.connection`` messages (a 4-byte big-endian
length, then the bytes) over the container's standard input (requests) and standard output
(replies). A request frame is a *batch*: one or more records back to back, each a 4-byte
big-endian length (its top bit set when the record is answered, the next when it is a form
record) and a pickled tuple ``(verb, freed, *operands)`` (`records`), or a form record; ``freed``
lists handles the client no longer references, applied before the record runs, so releases
ride on the next request instead of costing their own. Records run in order; those whose verb
is in `DEFERRED` get no reply, each of the others one reply, and the client puts at most one
such record in a batch, last (it waits for its reply before sending more). Verbs:

- ``("op", freed, "aten::mm", "default", args, kwargs)``: run one ATen operator on the
  worker's tensors; in ``args`` tensors are handles as `ref` gives them, or `Packed` (a 0-dim
  host scalar), and devices, dtypes, layouts and memory formats are `dev` and `enum` bytes.
  Reply: the operator's result with each tensor as `Meta`.
- ``("opa", freed, "aten::mm", "default", args, kwargs, outs)``: the same, deferred: ``outs``
  gives, in `walk` order of the result's tensors, ``(handle, shape, strides, offset)`` chosen
  by the client (positive handles; the worker's own are negative), or None for an argument
  returned.
- ``("put", freed, handle, data, index)``: host bytes to a new C-contiguous tensor on device
  ``index`` under the client's ``handle``, deferred; ``data`` is `Packed`, or `Bulk` when the
  bytes follow on the bulk socket.
- ``("calla", freed, handle, "zeros", args, kwargs, index, (shape, strides))``: a factory of
  `FACTORIES` on device ``index`` under the client's ``handle``, laid out as the meta device
  lays it out, deferred. ``("call", freed, "zeros", args, kwargs, index)``: the same, answered
  with `Meta` (a factory the meta device cannot lay out).
- ``("seed", freed, seed)``: ``torch.manual_seed`` in the worker, deferred.
- ``("form", freed, form, qualname, overload, args, kwargs, loose, kinds, outs, values)``:
  defines a *form* of an operator sent without waiting and runs its first call (``values``, or
  None), deferred; later calls are *form records*, not pickled (below, after `FORM_HEAD`).
- ``("get", freed, handle)``: a tensor's bytes. Reply: `Packed`, or `Bulk` and then the bytes
  on the bulk socket (``nbytes`` of at least the ``bulk_min`` the client gave).
- ``("item", freed, handle)``: ``Tensor.item()`` of a one-element tensor. Reply: the number.
- ``("sync", freed)``: a device synchronisation in the worker. Reply: ``None``.
- ``("stats", freed)``: ``{"tensors": handles held}``.
- ``("bye", freed)``: the worker exits (so it does at end of file).

A deferred record that fails poisons the handles it was to fill and keeps its error, which is
the reply to the next answered record, naming the operation and ``(deferred)``; later failures
are raised where their poisoned handles are used.

Replies are single pickled messages per frame: ``("ok", value)``, ``("err", exception type
name, message)``, ``("beat",)`` (the worker is alive and busy; sent every `BEAT_S` seconds
while a batch runs), and once, at start, ``("hello", info)`` or ``("fatal", message)``.

**The bulk socket.** A TCP connection the worker opens to a loopback port the client listens
on (`lupine._sidecar._client` says when), authenticated by the first `TOKEN_BYTES` the worker
sends; it carries raw tensor bytes only, in the order of the `Bulk` records and replies that
announce them, so a megabyte never sits in the control pipe in front of small requests (nor
is pickled). Without it (the worker could not connect) every byte goes through the pipe.
"""

from __future__ import annotations

import os
import struct
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

PROTOCOL = 5
BEAT_S = 0.5
TOKEN_BYTES = 16  # the bulk socket's greeting: the token the client gave
# Bulk bytes cross in pieces of this many bytes: the client hands the socket one piece per
# send() (loopback TCP gives a reader the bytes of one large send() only near its end), and the
# worker copies each piece to its GPU while the next arrives (`lupine._sidecar.worker.PIECE`)
BULK_PIECE = 256 << 10
# Records that get no reply.
DEFERRED = frozenset({"opa", "put", "calla", "seed", "form"})
_LEN = struct.Struct("!I")
_ANSWERED = 1 << 31
_BINARY = 1 << 30  # a form record (`form_record`), not a pickle
_SIZE = _BINARY - 1

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


# Leaves of an operator's arguments that are ``bytes`` (no ATen argument is): a tag, then
# what it tags. They pickle in a fraction of the time objects do (a memory format: 100 µs, as
# pickle searches every module for its name).
_TENSOR, _DEVICE, _ENUM = ord("T"), ord("D"), ord("E")
_ENUMS: dict[Any, bytes] = {}


def ref(handle: int) -> bytes:
    """A tensor argument living in the worker, by ``handle``."""
    return b"T" + handle.to_bytes(8, "little", signed=True)


def dev(index: int | None) -> bytes:
    """A device of the sidecar: GPU ``index`` of the worker, or (``None``) the device of the
    operator's first tensor argument."""
    return b"D" if index is None else b"D" + str(index).encode()


def enum(value: Any) -> bytes | None:
    """A ``torch.dtype``, ``torch.layout`` or ``torch.memory_format`` argument (by its name in
    ``torch``), or None for anything else."""
    got = _ENUMS.get(value)
    if got is None:
        import torch

        if not isinstance(value, torch.dtype | torch.layout | torch.memory_format):
            return None
        name = str(value).removeprefix("torch.")
        if getattr(torch, name, None) is not value:
            return None
        got = _ENUMS[value] = b"E" + name.encode()
    return got


def leaf(value: bytes) -> tuple[str, Any]:
    """What a ``bytes`` leaf of `ref`, `dev` or `enum` stands for: ``("tensor", handle)``,
    ``("device", index or None)`` or ``("enum", the torch object)``. Raises ``ValueError`` for
    anything else."""
    tag = value[0] if value else 0
    if tag == _TENSOR and len(value) == 9:
        return "tensor", int.from_bytes(value[1:], "little", signed=True)
    if tag == _DEVICE:
        return "device", int(value[1:]) if len(value) > 1 else None
    if tag == _ENUM:
        import torch

        return "enum", getattr(torch, value[1:].decode())
    raise ValueError(f"an argument the sidecar cannot read: {value!r}")


@dataclass(frozen=True)
class Packed:
    """A tensor's bytes: C-contiguous, ``dtype`` and ``shape`` to rebuild it."""

    dtype: Any
    shape: tuple[int, ...]
    data: bytes


@dataclass(frozen=True)
class Bulk:
    """A tensor's bytes on the bulk socket: C-contiguous, ``nbytes`` of them, in the order
    announced."""

    dtype: Any
    shape: tuple[int, ...]
    nbytes: int


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
    """``value`` with ``fn`` applied to every leaf of its lists, tuples and dicts (named
    tuples are leaves; other tuple subclasses, such as ``torch.Size``, become tuples)."""
    cls = type(value)
    if cls in _LEAVES:
        return fn(value)
    if cls is tuple:
        return tuple([walk(v, fn) for v in value])
    if isinstance(value, list):
        return [walk(v, fn) for v in value]
    if isinstance(value, tuple) and not hasattr(value, "_fields"):
        return tuple([walk(v, fn) for v in value])
    if isinstance(value, dict):
        return {k: walk(v, fn) for k, v in value.items()}
    return fn(value)


_LEAVES = frozenset({int, float, bool, complex, str, bytes, type(None)})


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


def take_frame(buf: bytearray) -> tuple[bytes | None, int]:
    """The first frame of ``buf`` (``multiprocessing.connection``'s framing: a 4-byte
    big-endian signed length, or -1 and an 8-byte length for frames over 2 GiB, then the
    bytes), removed from ``buf``: ``(its bytes, the bytes it took with its length)``; or, when
    ``buf`` does not hold all of it yet, ``(None, how many more bytes it needs)`` (0 while its
    length is not all there)."""
    if len(buf) < 4:
        return None, 0
    (n,) = _FRAME_LEN.unpack_from(buf)
    head = 4
    if n == -1:
        if len(buf) < 12:
            return None, 0
        (n,) = _FRAME_HUGE.unpack_from(buf, 4)
        head = 12
    if len(buf) < head + n:
        return None, head + n - len(buf)
    frame = bytes(buf[head : head + n])
    del buf[: head + n]
    return frame, head + n


_FRAME_LEN = struct.Struct("!i")
_FRAME_HUGE = struct.Struct("!Q")


def record(data: bytes, answered: bool) -> bytes:
    """One pickled request as a record of a batch frame: its length, with the top bit set when
    it is answered (so a worker that cannot unpickle it still knows whether to reply), then
    it. Raises ``ValueError`` for a request of 1 GiB or more (bulk data go on the socket)."""
    if len(data) > _SIZE:
        raise ValueError(f"a sidecar request of {len(data)} bytes (at most {_SIZE})")
    return _LEN.pack(len(data) | (_ANSWERED if answered else 0)) + data


def record_at(frame: bytes | memoryview, pos: int) -> tuple[int, int, int]:
    """``(kind, start, size)`` of the record of a batch frame at byte ``pos``: kind 0, a
    deferred pickled request; `ANSWERED`, an answered one; `BINARY`, a `form_record`; its
    bytes are ``frame[start:start + size]``. Raises ``ValueError`` for a frame cut short."""
    end = len(frame)
    if end - pos < _LEN.size:
        raise ValueError("a request frame cut short (a record's length)")
    (n,) = _LEN.unpack_from(frame, pos)
    pos += _LEN.size
    kind, n = n & (_ANSWERED | _BINARY), n & _SIZE
    if end - pos < n:
        raise ValueError("a request frame cut short (a record)")
    return kind, pos, n


def records(frame: bytes) -> Iterator[tuple[int, memoryview]]:
    """(kind, request) of each record of a batch frame, in order (`record_at`)."""
    view = memoryview(frame)
    pos = 0
    while pos < len(view):
        kind, start, n = record_at(view, pos)
        yield kind, view[start : start + n]
        pos = start + n


ANSWERED, BINARY = _ANSWERED, _BINARY

# Form records. An operator the client sends without waiting (``opa``) is defined once per
# *form*: the operator and every argument except its tensors' handles and the values of its
# Python numbers given for Scalar/Tensor parameters (which cannot change its results' layout),
# with its results' layouts. ``("form", freed, form, qualname, overload, args, kwargs, loose,
# kinds, outs, values)`` (pickled, deferred) defines form number ``form``: ``args``/``kwargs``
# as in ``opa`` (those of the call that defined it), ``loose`` the positions and keyword names
# whose number is a slot (or whose list of numbers is a slot each, as long as the defining
# call's list), ``kinds`` the slots' kinds in order (`SLOT_FORMATS`), ``outs`` the
# results as ``(shape, strides, offset)``, or None for an argument returned; ``values`` are
# the defining call's, packed as a form record's (None: the call goes as ``opa``, its numbers
# beyond 64 bits). A form the worker cannot build fails each record of it as a deferred
# failure, and so does a record it cannot read. Each later call is then a form
# record: `FORM_HEAD` (form number, how many handles are freed), the freed handles (int64
# each), then the slots' values and the new results' handles, packed little-endian by
# `form_format`. A slot is, in the order the client meets them (positional arguments, then
# keyword arguments, each walked as `walk` walks), a tensor argument (its handle) or a loose
# number.
FORM_HEAD = struct.Struct("<II")
SLOT_FORMATS = {"T": "q", "i": "q", "f": "d", "b": "?", "c": "dd"}
_NUMBER_KINDS = {int: "i", float: "f", bool: "b", complex: "c"}


def number_kind(value: Any) -> str | None:
    """The slot kind of a Python number (``"i"``, ``"f"``, ``"b"``, ``"c"``), or None."""
    return _NUMBER_KINDS.get(type(value))


def form_format(kinds: str, new_outs: int) -> struct.Struct:
    """The packing of a form record's values: each slot of ``kinds`` (`SLOT_FORMATS`), then
    ``new_outs`` handles. Raises ``ValueError`` for an unknown kind."""
    try:
        body = "".join(SLOT_FORMATS[k] for k in kinds)
    except KeyError as e:
        raise ValueError(f"a form slot of unknown kind {e.args[0]!r}") from None
    return struct.Struct("<" + body + "q" * new_outs)


def form_record(form: int, freed: list[int], values: bytes) -> bytes:
    """A form record of a batch frame (its length flagged `BINARY`): form number ``form``,
    handles ``freed``, then ``values`` (packed by the form's `form_format`)."""
    if not freed:
        return form_head(form, len(values)) + values
    data = b"".join(
        (FORM_HEAD.pack(form, len(freed)), struct.pack(f"<{len(freed)}q", *freed), values)
    )
    return _LEN.pack(len(data) | _BINARY) + data


def form_head(form: int, size: int) -> bytes:
    """The start of a form record of form ``form`` freeing no handle whose values take
    ``size`` bytes: `form_record` is it followed by the values."""
    return _LEN.pack((FORM_HEAD.size + size) | _BINARY) + FORM_HEAD.pack(form, 0)


def read_form_record(data: bytes | memoryview) -> tuple[int, tuple[int, ...], memoryview]:
    """(form number, freed handles, the values' bytes) of a form record. Raises ``ValueError``
    saying what is wrong with one too short for its header or its freed handles."""
    view = memoryview(data)
    if len(view) < FORM_HEAD.size:
        raise ValueError(f"a form record of {len(view)} bytes (its header takes {FORM_HEAD.size})")
    form, nfreed = FORM_HEAD.unpack_from(view)
    end = FORM_HEAD.size + 8 * nfreed
    if len(view) < end:
        raise ValueError(
            f"a form record of {len(view)} bytes cannot hold the {nfreed} freed handles it "
            "announces"
        )
    freed = struct.unpack_from(f"<{nfreed}q", view, FORM_HEAD.size)
    return form, freed, view[end:]


def form_values(fmt: struct.Struct, kinds: str, values: bytes | memoryview) -> list[Any]:
    """The slots' values and new handles of a form record (complex slots as one ``complex``).
    Raises ``ValueError`` when ``values`` is not exactly ``fmt.size`` bytes."""
    if len(values) != fmt.size:
        raise ValueError(
            f"a form record's values take {len(values)} bytes, where its form takes {fmt.size}"
        )
    got = fmt.unpack(values)
    if "c" not in kinds:
        return list(got)
    out: list[Any] = []
    k = 0
    for kind in kinds:
        if kind == "c":
            out.append(complex(got[k], got[k + 1]))
            k += 2
        else:
            out.append(got[k])
            k += 1
    out.extend(got[k:])
    return out


def raw(tensor: Any) -> Any:
    """A host tensor's bytes in C order, as a flat ``uint8`` tensor (a view when it is
    contiguous already; conjugate and negative bits resolved)."""
    import torch

    flat = tensor.detach().resolve_conj().resolve_neg().contiguous().reshape(-1)
    if not flat.numel():
        return torch.empty(0, dtype=torch.uint8)
    if flat.stride(0) != 1:  # (a one-element view may keep a stride of 2)
        flat = flat.clone()
    return flat.view(torch.uint8)


def spin_seconds(environ: Any = os.environ) -> float:
    """How long a reader of the sidecar's pipes polls without blocking before it blocks, in
    seconds: ``LUPINE_SPIN_US`` microseconds (0..100000; anything else counts as 0), by default
    50 µs on a machine with 4 or more CPUs and 0 on a smaller one — the rule LUPINE's C
    transport follows (``native/include/lupine/protocol.h``, ``lp_spin_us``), so that a quick
    answer is taken without the scheduler's wake-up."""
    text = environ.get("LUPINE_SPIN_US")
    if text:
        try:
            us = int(text)
        except ValueError:
            us = 0
        return min(max(us, 0), 100_000) / 1e6
    return 50e-6 if (os.cpu_count() or 1) >= 4 else 0.0


def spin_until(ready: Callable[[], bool], seconds: float) -> bool:
    """Calls ``ready()`` until it is true or ``seconds`` have passed; whether it became true."""
    if seconds <= 0:
        return False
    end = time.perf_counter() + seconds
    while True:
        if ready():
            return True
        if time.perf_counter() > end:
            return False
