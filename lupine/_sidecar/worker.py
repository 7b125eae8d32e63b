"""The sidecar's worker: ``python -m lupine._sidecar.worker`` inside the container.

It reads requests on standard input and answers on standard output (`lupine._sidecar._wire`);
everything else it or its libraries print goes to standard error. It holds the session's
tensors in a table by handle and runs each forwarded ATen operator on them.

Device (``LUPINE_SIDECAR_DEVICE``): ``cuda`` (the default; the image's CUDA PyTorch, whose
driver is LUPINE's client connected to ``LUPINE_SERVER``) or ``cpu`` (no GPU and no server: for
tests and for trying the sidecar anywhere). With CUDA it checks at start that the server's
driver supports the CUDA version its PyTorch was built for, and answers ``fatal`` if not;
``LUPINE_SIDECAR_TF32=0`` turns TF32 off in its matmuls and convolutions.

It exits when its standard input closes (the user's process ended, however it ended) or its
standard output breaks: a sidecar never outlives its user.
"""

from __future__ import annotations

import collections
import ctypes
import functools
import os
import pickle
import queue
import select
import socket
import sys
import threading
import time
from collections.abc import Callable
from multiprocessing.connection import Connection
from typing import Any, NoReturn

from . import _wire
from ._wire import Bulk, Meta, Packed

_LEAVES = frozenset({int, float, bool, complex, str, type(None)})
# Uploads bound for a GPU are read from the bulk socket in pieces of this many bytes, into two
# staging buffers in turn, each piece copied while the next is read (`Worker.stream_in`)
PIECE = _wire.BULK_PIECE
FRAME_LOG = 4096  # frames a ``timeline`` keeps (the oldest go first)


class PieceReader:
    """A thread that fills views with a socket's next bytes, in the order they are asked for
    (`Worker.stream_in`): ``start(view)`` asks, ``wait()`` returns when the oldest asked-for
    view is full and raises what its read raised (``ConnectionError``: the socket closed)."""

    def __init__(self, read_exactly: Callable[[memoryview], None]) -> None:
        self.read_exactly = read_exactly
        self.asked: queue.SimpleQueue[memoryview] = queue.SimpleQueue()
        self.done: queue.SimpleQueue[BaseException | None] = queue.SimpleQueue()
        threading.Thread(target=self.run, name="lupine-sidecar-bulk", daemon=True).start()

    def run(self) -> None:
        while True:
            view = self.asked.get()
            try:
                self.read_exactly(view)
            except BaseException as e:  # (handed to the waiting thread)
                self.done.put(e)
            else:
                self.done.put(None)

    def start(self, view: memoryview) -> None:
        self.asked.put(view)

    def wait(self) -> None:
        failure = self.done.get()
        if failure is not None:
            raise failure

    def drain(self) -> None:
        """Wait for the one read still asked for, whatever it gives."""
        self.done.get()


class Poisoned:
    """In the handle table instead of the outputs of a deferred operator that failed."""

    def __init__(self, message: str) -> None:
        self.message = message


class Worker:
    """The handle table and the request handlers (``device_type``: ``"cuda"`` or ``"cpu"``;
    ``bulk``: the bulk socket, or None; tensors of ``bulk_min`` bytes or more go back on it).

    Handles the worker makes are negative; the client chooses (positive) handles for the
    results of deferred records (`lupine._sidecar._wire.DEFERRED`), whose first failure is kept
    in ``deferred`` and reported as the answer to the next answered record. ``outgoing``: bytes
    (a flat ``uint8`` host tensor) to send on the bulk socket after the reply to a ``get``."""

    def __init__(self, device_type: str, bulk: Any = None, bulk_min: int = 1 << 16) -> None:
        import torch

        self.torch = torch
        self.device_type = device_type
        self.tensors: dict[int, Any] = {}
        self.next_id = -1
        self.deferred: tuple[str, str] | None = None
        self.bulk = bulk
        self.bulk_min = bulk_min
        self.outgoing: Any = None
        self.ops: dict[tuple[str, str], Any] = {}
        self.enums: dict[bytes, Any] = {}  # dtypes, layouts, memory formats by their bytes
        self.forms: dict[int, Form | str] = {}  # by number; a str: why it could not be made
        # uploads' bytes on their way to a GPU (`stream_in`): two flat uint8 host tensors,
        # and the thread that reads the socket into them
        self.staging: list[Any] = []
        self.reader: PieceReader | None = None
        # the last bulk upload to a GPU: when its record was taken up, its GPU memory made, its
        # first piece's copy begun, its last piece's copy begun and returned
        # (`time.perf_counter_ns`: CLOCK_MONOTONIC on Linux, comparable with other processes' on
        # the host); in the ``stats`` reply
        self.last_upload: tuple[int, ...] = ()
        # while armed (a ``timeline`` request): each frame served, as (when it had been read,
        # when it was served, when its last answer began to go (0: none), its bytes),
        # perf_counter_ns as above; at most FRAME_LOG of them
        self.frame_log: collections.deque[tuple[int, int, int, int]] | None = None

    def device(self, index: int | None) -> Any:
        if self.device_type == "cpu":
            return self.torch.device("cpu")
        return self.torch.device("cuda", index or 0)

    def keep(self, tensor: Any, index: int) -> Meta:
        hid = self.next_id
        self.next_id -= 1
        self.tensors[hid] = tensor
        return Meta(
            hid,
            tuple(tensor.shape),
            tuple(tensor.stride()),
            tensor.storage_offset(),
            tensor.dtype,
            index,
        )

    def index_of(self, tensor: Any, default: int) -> int:
        return tensor.device.index or 0 if tensor.device.type == "cuda" else default

    def handle(self, verb: str, operands: tuple[Any, ...]) -> Any:
        """An answered record's reply value."""
        torch = self.torch
        if verb == "op":
            return self.op(*operands)
        if verb == "item":
            (hid,) = operands
            return self.tensor(hid).item()
        if verb == "get":
            (hid,) = operands
            t = self.tensor(hid).detach()
            if self.bulk is not None and t.numel() * t.element_size() >= self.bulk_min:
                self.outgoing = _wire.raw(t.cpu())
                return Bulk(t.dtype, tuple(t.shape), self.outgoing.numel())
            return _wire.pack(t.cpu())
        if verb == "call":
            name, args, kwargs, index = operands
            return self.keep(self.factory(name, args, kwargs, index), index)
        if verb == "stats":
            return {"tensors": len(self.tensors), "last_upload": self.last_upload}
        if verb == "timeline":  # the frames logged since the last, and whether to go on
            (on,) = operands
            got = list(self.frame_log or ())
            self.frame_log = collections.deque(maxlen=FRAME_LOG) if on else None
            return got
        if verb == "sync":
            if self.device_type == "cuda":
                torch.cuda.synchronize()
            return None
        raise ValueError(f"unknown sidecar request {verb!r}")

    def handle_deferred(self, verb: str, operands: tuple[Any, ...]) -> None:
        """A deferred record: run it; a failure poisons the handles it was to fill and waits
        in ``deferred``. Raises only ``ConnectionError`` (the bulk socket closed: the client is
        gone)."""
        if verb == "opa":
            self.op_deferred(*operands)
            return
        if verb == "put":
            hid, data, index, stride = operands
            if isinstance(data, Bulk) and self.device_type == "cuda" and self.bulk is not None:
                self.put_gpu(hid, data, index, stride)
                return
            host = self.receive(data)  # (first: the bytes are on the socket whatever happens)

            def place() -> None:
                t = host.to(self.device(index))
                self.tensors[hid] = self.lay(t, tuple(data.shape), stride, 0)

            self.attempt("upload", [hid], place)
            return
        if verb == "calla":
            hid, name, args, kwargs, index, (shape, stride) = operands

            def make() -> None:
                out = self.factory(name, args, kwargs, index)
                self.tensors[hid] = self.lay(out, shape, stride, 0)

            self.attempt(f"torch.{name}", [hid], make)
            return
        if verb == "seed":
            self.attempt("manual_seed", [], lambda: self.torch.manual_seed(operands[0]))
            return
        if verb == "form":  # (number, its definition..., the first call's values or None)
            number, values = operands[0], operands[-1]
            try:
                self.forms[number] = Form(self, operands[1:-1])
            except Exception as e:
                self.forms[number] = f"{type(e).__name__}: {e}"
            if values is not None:
                self.call_form(number, values)
            return
        self.fail(f"{verb!r}", [], ValueError(f"unknown deferred sidecar request {verb!r}"))

    def run_form(self, data: bytes | memoryview, pos: int = 0, size: int | None = None) -> None:
        """A form record (`lupine._sidecar._wire.form_record`; the ``size`` bytes of ``data``
        from ``pos``, by default all of it): its freed handles released, then its operator
        run, results stored under the handles it gives. A record that cannot be read (unknown
        form, wrong length) and an operator that fails are deferred failures (`fail`)."""
        if size is None:
            size = len(data) - pos
        if size >= _FORM_HEAD.size:
            number, nfreed = _FORM_HEAD.unpack_from(data, pos)
            if not nfreed:  # (the common case: read in place)
                self.call_form(number, data, pos + _FORM_HEAD.size, size - _FORM_HEAD.size)
                return
        try:
            number, freed, values = _wire.read_form_record(memoryview(data)[pos : pos + size])
        except ValueError as e:
            self.fail("a form record", [], e)
            return
        tensors = self.tensors
        for hid in freed:
            tensors.pop(hid, None)
        self.call_form(number, values)

    def call_form(
        self, number: int, values: bytes | memoryview, pos: int = 0, size: int | None = None
    ) -> None:
        """Run form ``number`` with a record's values (`run_form`): the ``size`` bytes of
        ``values`` from ``pos`` (by default all of it)."""
        tensors = self.tensors
        form = self.forms.get(number)
        if type(form) is not Form:
            why = form if form is not None else "no such form was defined"
            self.fail(f"a record of form {number}", [], ValueError(why))
            return
        if size is None:
            size = len(values) - pos
        if size == form.fmt.size and not form.complex:
            v = list(form.fmt.unpack_from(values, pos))
        else:
            try:
                v = _wire.form_values(form.fmt, form.kinds, memoryview(values)[pos : pos + size])
            except ValueError as e:
                self.fail(form.what, [], e)
                return
        nslots = len(form.kinds)
        handles = v[nslots:]
        try:
            for k in form.tensor_slots:
                t = tensors.get(v[k])
                if t is None or type(t) is Poisoned:
                    t = self.tensor(v[k])  # (raises, saying why)
                v[k] = t
            dv = None
            if form.has_device:
                first = v[form.first] if form.first is not None else None
                dv = self.device(self.index_of(first, 0) if first is not None else 0)
            args, kwargs = form.build(v, form.consts, dv)
            out = form.func(*args, **kwargs)
            torch = self.torch
            if type(out) is torch.Tensor or isinstance(out, torch.Tensor):
                flat: list[Any] = [out]
            else:
                flat = []
                _wire.walk(out, lambda x: flat.append(x) if isinstance(x, torch.Tensor) else x)
            if len(flat) != len(form.outs):
                raise RuntimeError(f"{len(flat)} results, where {len(form.outs)} were expected")
            k = 0
            for t, spec in zip(flat, form.outs, strict=True):
                if spec is not None:
                    shape, stride, offset = spec
                    if t.shape == shape and t.stride() == stride and t.storage_offset() == offset:
                        tensors[handles[k]] = t
                    else:
                        tensors[handles[k]] = self.lay(t, shape, stride, offset)
                    k += 1
        except Exception as e:
            self.fail(form.what, handles, e)

    def attempt(self, what: str, handles: list[int], fn: Callable[[], Any]) -> None:
        try:
            fn()
        except Exception as e:
            self.fail(what, handles, e)

    def fail(self, what: str, handles: list[int], e: Exception) -> None:
        """A deferred record ``what`` failed with ``e``: poison ``handles``, keep the first
        failure for the next answered record."""
        message = f"{what} failed in the LUPINE sidecar: {e}"
        for hid in handles:
            self.tensors[hid] = Poisoned(message)
        if self.deferred is None:
            self.deferred = (type(e).__name__, f"{what} (deferred): {e}")

    def receive(self, data: Packed | Bulk) -> Any:
        """The host tensor of a ``put``: unpacked, or its bytes read from the bulk socket into
        fresh memory. Raises ``ConnectionError`` when the socket closes first."""
        if isinstance(data, Packed):
            return _wire.unpack(data)
        torch = self.torch
        if not data.nbytes:
            return torch.empty(data.shape, dtype=data.dtype)
        if self.bulk is None:
            raise ConnectionError("bytes announced on a bulk socket this worker lacks")
        buf = torch.empty(data.nbytes, dtype=torch.uint8)
        self.read_exactly(memoryview(buf.numpy()))
        return buf.view(data.dtype).reshape(data.shape)

    def put_gpu(self, hid: int, data: Bulk, index: int, stride: tuple[int, ...]) -> None:
        """A ``put`` of ``data.nbytes`` bytes from the bulk socket to GPU ``index``, in
        pieces copied asynchronously while the next is read (`stream_in`): a copy from
        pageable memory has read its bytes when it returns (CUDA's rule for
        ``cuMemcpyHtoDAsync`` from pageable memory; LUPINE's shim captures them then), so a
        buffer is refilled as soon as its copy returned. A failure (no GPU memory, a failed
        copy) poisons ``hid`` after the bytes are all read. Raises only ``ConnectionError``."""
        torch = self.torch
        clock = time.perf_counter_ns
        begun, times = clock(), []
        try:  # (its bytes, laid out as the tensor at the end: fewer operators per upload)
            flat = torch.empty(data.nbytes, dtype=torch.uint8, device=self.device(index))
            made = clock()
        except Exception as e:
            self.stream_in(data.nbytes, lambda start, size, buffer: None)  # (read, dropped)
            self.fail("upload", [hid], e)
            return

        def copy(start: int, size: int, buffer: Any) -> None:
            times.append(clock())
            flat[start : start + size].copy_(buffer[:size], non_blocking=True)

        try:
            self.stream_in(data.nbytes, copy)
        except ConnectionError:
            raise
        except Exception as e:
            self.fail("upload", [hid], e)
            return
        if times:
            self.last_upload = (begun, made, times[0], times[-1], clock())

        def place() -> None:
            out = flat.view(data.dtype).reshape(data.shape)
            self.tensors[hid] = self.lay(out, tuple(data.shape), stride, 0)

        self.attempt("upload", [hid], place)

    def stream_in(self, n: int, copy: Callable[[int, int, Any], None]) -> None:
        """Read ``n`` bytes from the bulk socket, `PIECE` bytes at a time, into two staging
        buffers (flat ``uint8`` host tensors kept between uploads) in turn, handing each
        piece to ``copy(start, size, buffer)`` (the bytes' offset, their count, the buffer),
        which must have read them when it returns. Past one piece a thread of its own reads
        the socket (`PieceReader`), so that the next piece arrives while ``copy`` sends this
        one on: on the H200 through LUPINE, 1 MiB read whole and then copied took the sum of
        the two (1.6x LUPINE's own upload; ``benchmarks/lupine/sidecar_upload.py``). After a
        failed ``copy`` the rest is read and dropped, then its error raised;
        ``ConnectionError`` when the socket closes first (at once)."""
        torch = self.torch
        want = min(n, PIECE)
        if not self.staging or self.staging[0].numel() < want:
            self.staging = [torch.empty(want, dtype=torch.uint8) for _ in "ab"]
        views = [memoryview(buffer.numpy()) for buffer in self.staging]
        pieces = [(start, min(PIECE, n - start)) for start in range(0, n, PIECE)]
        if len(pieces) == 1:
            self.read_exactly(views[0][:n])
            copy(0, n, self.staging[0])
            return
        if self.reader is None:
            self.reader = PieceReader(self.read_exactly)
        reader = self.reader
        for k in range(2):
            reader.start(views[k][: pieces[k][1]])
        failed: Exception | None = None
        for k, (start, size) in enumerate(pieces):
            try:
                reader.wait()
            except ConnectionError:
                if k + 1 < len(pieces):
                    reader.drain()  # (its read of the next piece fails too)
                raise
            if failed is None:
                try:
                    copy(start, size, self.staging[k % 2])
                except Exception as e:
                    failed = e
            if k + 2 < len(pieces):
                reader.start(views[k % 2][: pieces[k + 2][1]])
        if failed is not None:
            raise failed

    def read_exactly(self, view: memoryview) -> None:
        """Fill ``view`` from the bulk socket; ``ConnectionError`` when it closes first."""
        got, n = 0, len(view)
        while got < n:
            k = self.bulk.recv_into(view[got:])
            if k == 0:
                raise ConnectionError("the bulk socket closed mid-upload")
            got += k

    def factory(self, name: str, args: Any, kwargs: Any, index: int) -> Any:
        if name not in _wire.FACTORIES:
            raise NotImplementedError(f"torch.{name} is not a sidecar factory")
        return getattr(self.torch, name)(*args, **{**kwargs, "device": self.device(index)})

    def tensor(self, hid: int) -> Any:
        try:
            t = self.tensors[hid]
        except KeyError:
            raise RuntimeError(
                f"the sidecar worker holds no tensor {hid} (the request that was to make it "
                "could not be read; an earlier error said why)"
            ) from None
        if isinstance(t, Poisoned):
            raise RuntimeError(t.message)
        return t

    def lookup(self, qualname: str, overload: str) -> Any:
        """The ``OpOverload`` ``qualname.overload``, looked up once."""
        func = self.ops.get((qualname, overload))
        if func is not None:
            return func
        namespace, _, name = qualname.partition("::")
        try:
            packet = getattr(getattr(self.torch.ops, namespace), name)
            func = getattr(packet, overload or "default")
        except (AttributeError, RuntimeError) as e:
            raise NotImplementedError(
                f"{qualname}.{overload} is not available in the sidecar worker "
                f"(PyTorch {self.torch.__version__}): {e}"
            ) from None
        self.ops[(qualname, overload)] = func
        return func

    def run(self, qualname: str, overload: str, args: Any, kwargs: Any) -> tuple[Any, Any, Any]:
        """(result, {id(input tensor): handle}, the first tensor argument or None) of one
        operator."""
        func = self.lookup(qualname, overload)
        inputs: dict[int, int] = {}  # id(tensor) -> handle, for outputs that are inputs
        first: list[Any] = []
        devices: list[bytes] = []
        enums = self.enums
        tensors = self.tensors

        def decode(v: Any) -> Any:
            if type(v) is bytes:
                if len(v) == 9 and v[0] == 84:  # (b"T"...: a tensor, the most common)
                    hid = int.from_bytes(v[1:], "little", signed=True)
                    t = tensors.get(hid)
                    if t is None or type(t) is Poisoned:
                        t = self.tensor(hid)  # (raises, saying why)
                    inputs[id(t)] = hid
                    if not first:
                        first.append(t)
                    return t
                got = enums.get(v)
                if got is not None:
                    return got
                kind, value = _wire.leaf(v)
                if kind == "device":
                    devices.append(v)
                    return v
                enums[v] = value
                return value
            if type(v) in _LEAVES:
                return v
            if isinstance(v, Packed):
                return _wire.unpack(v)
            return _wire.walk(v, decode) if isinstance(v, list | tuple | dict) else v

        args = [decode(v) for v in args]
        kwargs = {k: decode(v) for k, v in kwargs.items()} if kwargs else kwargs
        if devices:  # (a device of None is the first tensor's: known once all are decoded)
            here = self.index_of(first[0], 0) if first else 0

            def device(v: Any) -> Any:
                if type(v) is not bytes:
                    return v
                index = _wire.leaf(v)[1]
                return self.device(here if index is None else index)

            args = _wire.walk(args, device)
            kwargs = _wire.walk(kwargs, device)
        return func(*args, **kwargs), inputs, first[0] if first else None

    def op(self, qualname: str, overload: str, args: Any, kwargs: Any) -> Any:
        """Run an operator; its result with each tensor as `Meta`."""
        out, inputs, first = self.run(qualname, overload, args, kwargs)
        here = 0 if first is None else self.index_of(first, 0)

        def encode(v: Any) -> Any:
            if isinstance(v, self.torch.Tensor):
                hid = inputs.get(id(v))
                if hid is not None:  # an in-place or out= result: the caller's own tensor
                    return Meta(
                        hid,
                        tuple(v.shape),
                        tuple(v.stride()),
                        v.storage_offset(),
                        v.dtype,
                        self.index_of(v, here),
                    )
                return self.keep(v, self.index_of(v, here))
            return v

        return _wire.walk(out, encode)

    def lay(self, t: Any, shape: tuple[int, ...], stride: tuple[int, ...], offset: int) -> Any:
        """``t`` laid out as the client planned it (``shape``, ``stride``, storage ``offset``):
        itself, or a copy of a result of that shape laid out otherwise. Raises ``RuntimeError``
        for another shape, or a view laid out otherwise (a LUPINE bug)."""
        if t.shape == shape and t.stride() == stride and t.storage_offset() == offset:
            return t
        if tuple(t.shape) != shape or t._base is not None or offset:
            raise RuntimeError(
                f"a result of shape {tuple(t.shape)}, strides {t.stride()}, where "
                f"the meta device said {shape}, {stride}: a LUPINE bug to report; "
                "LUPINE_SIDECAR_SYNC=1 makes every operator wait for its answer"
            )
        laid = self.torch.empty_strided(shape, stride, dtype=t.dtype, device=t.device)
        return laid.copy_(t)

    def op_deferred(
        self, qualname: str, overload: str, args: Any, kwargs: Any, outs: list[Any]
    ) -> None:
        """Run an operator whose result tensors the client laid out already (``outs``, in
        `walk` order: ``(handle, shape, stride, offset)``, or None for an input it returns).
        A result laid out otherwise is copied into the client's layout; a failure poisons
        the handles and waits in ``deferred``."""
        try:
            out, _, _ = self.run(qualname, overload, args, kwargs)
            if isinstance(out, self.torch.Tensor):
                flat: list[Any] = [out]
            else:
                flat = []
                _wire.walk(out, lambda v: flat.append(v) if isinstance(v, self.torch.Tensor) else v)
            if len(flat) != len(outs):
                raise RuntimeError(f"{len(flat)} results, where {len(outs)} were expected")
            for t, spec in zip(flat, outs, strict=True):
                if spec is not None:
                    hid, shape, stride, offset = spec
                    self.tensors[hid] = self.lay(t, shape, stride, offset)
        except Exception as e:
            what = f"{qualname.replace('::', '.')}.{overload}"
            self.fail(what, [spec[0] for spec in outs if spec is not None], e)


class Form:
    """A form (`lupine._sidecar._wire` says what one is), ready to run: the operator, a
    function building its arguments from a record's values, and its results' layouts.

    ``build(v, c, dv)`` returns ``(args, kwargs)`` with ``v`` the slots' values (tensors in
    place of handles), ``c`` the form's constants and ``dv`` the device of a device argument;
    it is compiled from the arguments' structure once (`compile_build`), so that a call walks
    nothing."""

    def __init__(self, worker: Worker, operands: tuple[Any, ...]) -> None:
        qualname, overload, args, kwargs, loose, kinds, outs = operands
        if not isinstance(kinds, str) or not isinstance(outs, list | tuple):
            raise ValueError("a form's kinds must be a string and its outs a list")
        self.what = f"{str(qualname).replace('::', '.')}.{overload}"
        func = worker.lookup(qualname, overload)
        self.func = getattr(func, "_op", func)  # (what OpOverload.__call__ calls)
        self.kinds = kinds
        self.complex = "c" in kinds
        self.outs = [None if o is None else (tuple(o[0]), tuple(o[1]), int(o[2])) for o in outs]
        self.fmt = _wire.form_format(kinds, sum(o is not None for o in outs))
        self.tensor_slots = [k for k, kind in enumerate(kinds) if kind == "T"]
        self.first = self.tensor_slots[0] if self.tensor_slots else None
        self.has_device = False
        consts: list[Any] = []
        slots = iter(range(len(kinds)))

        def slot(kind: str) -> str:
            k = next(slots, None)
            if k is None or (kinds[k] == "T") != (kind == "T"):
                raise ValueError(f"a form whose arguments do not match its slots {kinds!r}")
            return f"v[{k}]"

        def source(v: Any) -> str:
            if type(v) is bytes:
                kind, value = _wire.leaf(v)
                if kind == "tensor":
                    return slot("T")
                if kind == "device":
                    if value is not None:
                        raise ValueError("a form naming a device index")
                    self.has_device = True
                    return "dv"
                v = value
            elif type(v) is list:
                return "[" + "".join(source(x) + ", " for x in v) + "]"
            elif type(v) is tuple:
                return "(" + "".join(source(x) + ", " for x in v) + ")"
            elif type(v) is dict:
                return "{" + "".join(f"{source(k)}: {source(x)}, " for k, x in v.items()) + "}"
            elif isinstance(v, Packed):
                raise ValueError("a form with a host tensor argument")
            consts.append(v)
            return f"c[{len(consts) - 1}]"

        if not isinstance(args, list | tuple) or not isinstance(kwargs, dict):
            raise ValueError("a form's arguments must be a list and a dict")

        def numbers(v: Any) -> str:  # a loose argument: a number, or a list of them
            if type(v) is list:
                return "[" + "".join(slot("n") + ", " for _ in v) + "]"
            return slot("n")

        parts = [numbers(v) if k in loose else source(v) for k, v in enumerate(args)]
        named = [
            f"{source(name)}: {numbers(v) if name in loose else source(v)}"
            for name, v in kwargs.items()
        ]
        if next(slots, None) is not None:
            raise ValueError(f"a form with more slots ({kinds!r}) than arguments")
        self.consts = consts
        self.build = compile_build(
            "(" + "".join(p + ", " for p in parts) + "), {" + ", ".join(named) + "}"
        )


def compile_build(expression: str) -> Callable[[list[Any], list[Any], Any], Any]:
    """``lambda v, c, dv: <expression>``. The expression is `Form`'s own, made of ``v[i]``,
    ``c[i]``, ``dv`` and brackets only (no value of the client's is in its text)."""
    code = compile(f"lambda v, c, dv: ({expression})", "<sidecar form>", "eval")
    return eval(code, {"__builtins__": {}})


class FrameReader:
    """The requests' frames from file descriptor ``fd`` (`lupine._sidecar._wire.take_frame`
    reads them off the bytes), read in as few system calls as they allow: whatever the pipe
    holds is taken at once and kept for the next frame. Before blocking, it polls for
    ``spin`` seconds (`_wire.spin_seconds`)."""

    def __init__(self, fd: int, spin: float) -> None:
        self.fd = fd
        self.spin = spin
        self.buf = bytearray()
        os.set_blocking(fd, False)

    def _fill(self, want: int) -> bool:
        """Read what is there (at least 64 KiB, or ``want``) without waiting; whether anything
        came. Raises ``EOFError`` at end of file."""
        try:
            data = os.read(self.fd, max(want, 1 << 16))
        except BlockingIOError:
            return False
        if not data:
            raise EOFError
        self.buf += data
        return True

    def next(self) -> bytes:
        """The next frame (waiting as long as it takes). Raises ``EOFError`` at end of file
        (mid-frame too) and ``OSError`` when reading fails."""
        while True:
            frame, want = _wire.take_frame(self.buf)
            if frame is not None:
                return frame
            if self._fill(want) or _wire.spin_until(functools.partial(self._fill, want), self.spin):
                continue
            select.select([self.fd], [], [])
            self._fill(want)


def connect_bulk(spec: tuple[str, int, str] | None) -> tuple[Any, str | None]:
    """(the bulk socket, None), or (None, why not) when ``spec`` (host, port, token in hex;
    from the client) is None or the client's port cannot be reached within 5 s."""
    if spec is None:
        return None, "not offered (LUPINE_SIDECAR_BULK=0)"
    host, port, token = spec
    try:
        sock = socket.create_connection((host, port), timeout=5.0)
        sock.sendall(bytes.fromhex(token))
        sock.settimeout(None)
        sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
    except OSError as e:
        return None, f"cannot reach the client at {host}:{port}: {e}"
    return sock, None


def check_cuda(driver: int, needed: str | None) -> str:
    """The driver's CUDA version (``cuDriverGetVersion``'s 13000 → ``"13.0"``), after checking it
    supports ``needed`` (PyTorch's ``torch.version.cuda``). Raises ``RuntimeError`` saying which
    image to build when it does not."""
    have = (driver // 1000, driver % 1000 // 10)
    text = f"{have[0]}.{have[1]}"
    if not needed:
        raise RuntimeError(
            "this sidecar image's PyTorch has no CUDA: rebuild it (lupine sidecar build)"
        )
    need = tuple(int(p) for p in needed.split(".")[:2])
    if have < need:
        raise RuntimeError(
            f"the server's driver supports CUDA {text}, but this sidecar image's PyTorch needs "
            f"CUDA {needed}: build an image for it with `lupine sidecar build --cuda {text}` "
            "and pass image=... (or update the server's driver)"
        )
    return text


def _hello(device_type: str) -> dict[str, Any]:
    """Start-up: connect to LUPINE (CUDA), import torch, check versions. Raises
    ``RuntimeError`` with the reason when the worker cannot serve."""
    info: dict[str, Any] = {
        "protocol": _wire.PROTOCOL,
        "device_type": device_type,
        "token": bool(os.environ.get("LUPINE_TOKEN")),  # (whether one reached the worker)
    }
    if device_type == "cuda":
        import lupine

        server = os.environ.get("LUPINE_SERVER", "")
        if not server:
            raise RuntimeError("no LUPINE server: the sidecar needs LUPINE_SERVER (host=...)")
        session = lupine.connect(host=server, sidecar=False)
        s = session.__enter__()  # for the life of the process
        import torch

        info["server"] = s.server
        if not torch.cuda.is_available():
            raise RuntimeError(
                f"the worker's PyTorch reaches no GPU through LUPINE at {server} "
                "(is lupine-server running there, and is the token right?)"
            )
        version = ctypes.c_int()
        ctypes.CDLL(str(s.libcuda)).cuDriverGetVersion(ctypes.byref(version))
        info["driver_cuda"] = check_cuda(version.value, torch.version.cuda)
        if os.environ.get("LUPINE_SIDECAR_TF32") == "0":  # float32 held to float32 (tests)
            torch.backends.cuda.matmul.allow_tf32 = False
            torch.backends.cudnn.allow_tf32 = False
        info["device_count"] = torch.cuda.device_count()
        info["names"] = [torch.cuda.get_device_name(i) for i in range(info["device_count"])]
    elif device_type == "cpu":
        import torch

        info["device_count"] = 1
        info["names"] = ["cpu (LUPINE_SIDECAR_DEVICE=cpu)"]
        info["server"] = os.environ.get("LUPINE_SERVER")  # not used: no GPU
    else:
        raise RuntimeError(f"LUPINE_SIDECAR_DEVICE must be cuda or cpu, not {device_type!r}")
    info["torch"] = torch.__version__
    info["cuda"] = torch.version.cuda
    info["pid"] = os.getpid()
    return info


def main() -> int:
    """Serve requests until standard input closes."""
    out_fd = os.dup(1)  # the protocol's channel; stray prints go to stderr instead
    os.dup2(2, 1)
    sys.stdout = sys.stderr
    reader = FrameReader(os.dup(0), _wire.spin_seconds())
    tx = Connection(out_fd, readable=False)
    lock = threading.Lock()
    # whether a frame is being served (the heartbeat thread's test): a plain flag, not an
    # Event, whose set and clear take a lock each, twice per frame
    busy = [False]
    answered = [0]  # when the last answer began to go (perf_counter_ns)

    def send(msg: Any) -> None:
        try:
            data = pickle.dumps(msg, protocol=pickle.HIGHEST_PROTOCOL)
        except Exception as e:  # a result that cannot cross: say so instead
            data = pickle.dumps(("err", "NotImplementedError", f"its result cannot cross: {e}"))
        with lock:
            if msg[0] != "beat":
                answered[0] = time.perf_counter_ns()  # (for the frame log)
            tx.send_bytes(data)

    def beat() -> None:
        while True:
            time.sleep(_wire.BEAT_S)
            if busy[0]:
                try:
                    send(("beat",))
                except OSError:
                    os._exit(0)

    device_type = os.environ.get("LUPINE_SIDECAR_DEVICE", "cuda")
    threading.Thread(target=beat, daemon=True).start()
    busy[0] = True
    try:
        # the client's first message: the environment the container's may not show (the
        # token), set before CUDA starts (_hello), and where its bulk socket listens
        verb, secrets, options = pickle.loads(reader.next())
        if verb != "env" or not isinstance(secrets, dict):
            raise RuntimeError(f"the client spoke {verb!r} first, not env: mismatched lupine?")
        os.environ.update({str(k): str(v) for k, v in secrets.items()})
        info = _hello(device_type)
        bulk, why = connect_bulk(options.get("bulk"))
        info["bulk"] = True if bulk is not None else why
    except Exception as e:
        send(("fatal", f"{type(e).__name__}: {e}"))
        return 1
    busy[0] = False
    send(("hello", info))
    worker = Worker(device_type, bulk, int(options.get("bulk_min") or 1 << 16))
    while True:
        try:
            frame = reader.next()
        except (EOFError, OSError):
            _leave()  # the user's process is gone: so are we
        busy[0] = True
        log = worker.frame_log
        read = time.perf_counter_ns() if log is not None else 0
        answered[0] = 0
        try:
            serve_frame(worker, frame, send)
        except (ConnectionError, ValueError):  # (a frame cut short: the client broke off)
            _leave()
        finally:
            busy[0] = False
        if log is not None:
            log.append((read, time.perf_counter_ns(), answered[0], len(frame)))


def serve_frame(worker: Worker, frame: bytes, send: Callable[[Any], None]) -> None:
    """The records of one request frame (`lupine._sidecar._wire.records`), in order: each
    `serve`d (a deferred form record, the common case, straight to `Worker.run_form`, read in
    place). Raises ``ValueError`` for a frame cut short and ``ConnectionError`` when a channel
    to the client is gone."""
    pos, end = 0, len(frame)
    binary, record_at = _wire.BINARY, _wire.record_at
    while pos < end:
        kind, pos, n = record_at(frame, pos)
        if kind == binary:
            worker.run_form(frame, pos, n)
        else:
            serve(worker, kind, memoryview(frame)[pos : pos + n], send)
        pos += n


_FORM_HEAD = _wire.FORM_HEAD


def serve(worker: Worker, kind: int, data: memoryview, send: Callable[[Any], None]) -> None:
    """One record of a batch (``kind`` as `lupine._sidecar._wire.records` gives it): run it,
    and reply if it is answered (then the bytes of a bulk ``get``). Raises
    ``ConnectionError`` when a channel to the client is gone."""
    answered = bool(kind & _wire.ANSWERED)
    try:
        if kind & _wire.BINARY:
            if not answered:
                worker.run_form(data)
                return
            raise ValueError("a form record flagged as answered (form records never are)")
        verb, freed, *operands = pickle.loads(data)
        if not isinstance(verb, str) or not isinstance(freed, list | tuple):
            raise ValueError(f"a request that is not (verb, freed handles, ...): {verb!r}")
    except Exception as e:  # (a request this worker cannot read: say so, in its turn)
        verb, freed, operands = "unreadable", [], []
        unreadable = e
        error = (type(e).__name__, f"a request the sidecar worker could not read: {e}")
    for hid in freed:
        if type(hid) is int:
            worker.tensors.pop(hid, None)
    if verb == "bye":
        _leave()
    if not answered:
        if verb == "unreadable":
            worker.fail("a request the sidecar worker could not read", [], unreadable)
            return
        try:
            worker.handle_deferred(verb, tuple(operands))
        except ConnectionError:
            raise
        except Exception as e:  # (operands it cannot take apart)
            worker.fail(f"{verb!r}", [], e)
        return
    reply: tuple[Any, ...]
    worker.outgoing = None
    try:
        if worker.deferred is not None:  # an earlier deferred record failed: say so now
            reply, worker.deferred = ("err", *worker.deferred), None
        elif verb == "unreadable":
            reply = ("err", *error)
        else:
            reply = ("ok", worker.handle(verb, tuple(operands)))
    except Exception as e:
        reply = ("err", type(e).__name__, str(e))
    try:
        send(reply)
        if worker.outgoing is not None and reply[0] == "ok":
            worker.bulk.sendall(memoryview(worker.outgoing.numpy()))
    except OSError as e:
        raise ConnectionError(str(e)) from None
    finally:
        worker.outgoing = None


def _leave() -> NoReturn:
    """Exit at once: no interpreter teardown (the LUPINE server frees what this process held
    on the GPU when its connection closes)."""
    sys.stderr.flush()
    os._exit(0)


if __name__ == "__main__":
    sys.exit(main())
