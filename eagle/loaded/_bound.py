"""The bound launch: what the first call with a key decided, launched again by every later
call with that key (:mod:`eagle.loaded._pipeline` finds it).

A :class:`BoundLaunch` holds the kernel's backend (:mod:`eagle.loaded._launch`: the function
and its packed lengths, or the emulator), a slot per array saying how its memory crosses
(:mod:`eagle.loaded._stage`), what to allocate and what comes back. A replay
(:meth:`BoundLaunch.replay`) refreshes each slot's operand (a view, an import, a pointer) and
launches, with no other decision made again; the first call launches through the same
:meth:`BoundLaunch.run`. Where every array is the launching framework's own contiguous device
array, :class:`~eagle.loaded._direct.DirectLaunch` replays with pointers alone.

What a key cannot hold is checked by each replay, which otherwise gives :data:`MISS` so that
the call is bound again (which decides, or raises naming the fault): the current context is
the one the function was loaded in, an imported array's view is the one bound, nothing the
kernel writes shares memory with another argument, no output is given twice. Bound launches
hold no caller array.
"""

from __future__ import annotations

import operator
from collections.abc import Callable, Sequence
from typing import Any

import numpy as np

from . import _cuda, _export
from ._bind import Binder, Form, convert_value, host_bytes_ok
from ._host import HostKernel
from ._launch import DriverLaunch, EmulatorLaunch
from ._plan import ParamPacker, Plan
from ._route import Route
from ._signature import ParamSpec, Role, Signature
from ._stage import (
    STAGING_LIMIT,
    Call,
    Miss,
    Slot,
    UploadSlot,
    copy_out,
    thread_block,
    thread_staging,
)

MISS: Any = object()  # what a replay gives for a call it cannot take: the call is bound again


class BoundLaunch:
    """What the first call with a key decided, ready to launch again (see the module).

    Attributes:
        width: how many keywords a call of its form has (-1: no form, never replayed).
        take: ``kwargs -> values``: a call of this launch's keywords as one tuple, its arrays
            (in slot order) then its scalars (in signature order); ``None`` where ``out=`` is
            shaped otherwise. (A tuple given where one array was bound is taken as it is, and
            refused by the replay's type check.)
    """

    __slots__ = (
        "_after", "_allocs", "_block", "_context", "_ctx", "_driver", "_exact", "_factories",
        "_imports", "_index", "_launch", "_n", "_on_cuda", "_pairs", "_pointer", "_returned",
        "_returns", "_route", "_scalars", "_slots", "_staged", "_stream", "_twice", "fast",
        "take", "width",
    )  # fmt: skip

    def __init__(
        self,
        slots: list[Slot],
        route: Route,
        plan: Plan,
        binder: Binder,
        form: Form | None,
        function: Callable[[int], tuple[int, int]],
        host_kernel: Callable[[], HostKernel],
    ) -> None:
        """``slots``: one per array operand, made by :func:`~eagle.loaded._stage.make_slot`
        (host arrays on CUDA placed one after another in the call's device block)."""
        sig = binder.sig
        offset = sum((s.nbytes + 255) & ~255 for s in slots if isinstance(s, UploadSlot))
        supplied = {s.name for s in slots if s.written}
        allocs: list[tuple[ParamSpec, tuple[int, ...], int]] = []
        for p in sig.outputs:
            if p.name not in supplied:
                if not route.on_cuda:  # refused before the emulator allocates it
                    host_bytes_ok(p.name, "the output", plan.out_shapes[p.name], p.dtype)
                allocs.append((p, plan.out_shapes[p.name], offset))
                if route.host_only:
                    n = int(np.prod(plan.out_shapes[p.name], dtype=np.int64)) * p.dtype.itemsize
                    offset += (n + 255) & ~255
        self.take = None if form is None else form.same
        self.width = -1 if form is None else len(form.names)
        self._n = len(slots)
        self._slots = tuple(slots)
        self._imports = any(not s.native for s in slots)  # memory held until the launch ran
        self._allocs = tuple(allocs)
        self._block = offset  # bytes of device memory for host arrays (CUDA)
        self._staged = route.host_only or any(
            isinstance(s, UploadSlot) and s.written for s in slots
        )  # the call waits for its downloads
        self._route = route
        self._scalars = tuple(binder.scalars)
        # the scalar values a launch takes as they come (what the binding would make of them);
        # any other value is converted as the binding converts it
        self._exact = tuple(_exact_types(p) for p in binder.scalars)
        # after a launch, each framework that counts writes is told of the caller's arrays
        # the kernel wrote: (its function, the indices of those arrays)
        tracked: dict[Any, list[int]] = {}
        for i, s in enumerate(slots):
            if s.written and s.row.tracks_writes:
                tracked.setdefault(s.row, []).append(i)
        self._after = tuple(
            (row.after_writes(), _tuple_getter(ix), tuple(ix)) for row, ix in tracked.items()
        )
        self._pairs = _overlaps(slots)
        self._twice = tuple(
            (i, j)
            for i in range(len(slots))
            for j in range(i)
            if slots[i].role is Role.OUT and slots[j].role is Role.OUT
        )
        # what comes back, from (the caller's arrays..., scalars..., the outputs eagle
        # made...): each output in signature order, the caller's own array for inout and
        # supplied ones
        slot_of = {s.name: i for i, s in enumerate(slots)}
        made_at = len(slots) + len(binder.scalars)
        alloc_of = {a[0].name: made_at + k for k, a in enumerate(allocs)}
        self._returned = [slot_of.get(p.name, alloc_of.get(p.name)) for p in sig.outputs]
        self._returns = _getter(self._returned)
        order = (
            [s.index for s in slots]
            + [p.index for p in binder.scalars]
            + [a[0].index for a in allocs]
        )
        self._ctx = 0
        self.fast: Any = None  # eagle's C launcher's replay of it (eagle/loaded/_native.py)
        self._on_cuda = route.on_cuda
        self._index = route.device.index
        self._context: Any = None
        self._stream: Any = None
        self._pointer: Any = None
        self._launch: Any = None
        self._driver: DriverLaunch | None = None
        # () -> array: the launching framework allocates the device outputs eagle makes
        self._factories: tuple[Any, ...] = ()
        if route.on_cuda:
            launch = route.launch
            assert launch is not None
            if not route.host_only:
                self._factories = tuple(
                    launch.allocator(shape, p.dtype, route.device) for p, shape, _ in allocs
                )
            self._context = _cuda.context_getter()
            self._stream = launch.stream_getter()
            self._pointer = launch.pointer
            if plan.empty:
                self._ctx = _cuda.context()
            else:
                fn, self._ctx = function(route.device.index)
                dtypes = [None if p.role.is_array else p.dtype for p in sig.params]
                packer = ParamPacker(dtypes, order, _lengths(sig, plan))
                self._driver = DriverLaunch(fn, plan, packer)
                self._launch = self._driver.launch
        elif not plan.empty:
            self._launch = EmulatorLaunch(host_kernel(), plan, order, _lengths(sig, plan)).launch

    # -------------------------------------------------------------------------------------
    def first(
        self, arrays: tuple[Any, ...], views: Sequence[Any], scalars: tuple[Any, ...], stream: int
    ) -> Any:
        """Launch the binding's own call: ``views``, the arrays' views as bound; ``scalars``
        converted."""
        values = [s.value(v) for s, v in zip(self._slots, views, strict=True)]
        return self.run(arrays, values, scalars, stream)

    def replay(self, values: tuple[Any, ...]) -> Any:
        """Launch again for a call of this launch's form (``values``: what :attr:`take`
        gave), or give :data:`MISS` where its arrays differ from the bound ones (types, keys,
        views) or something the key does not hold differs (see the module).

        Raises:
            TypeError, ValueError: a scalar that does not convert (named, as bound).
        """
        stream = 0
        if self._on_cuda:
            if self._context() != self._ctx:
                return MISS
            stream = self._stream(self._index)
        refreshed = []
        i = 0
        try:
            for slot in self._slots:
                x = values[i]
                if type(x) is not slot.type:
                    return MISS
                refreshed.append(slot.refresh(x, stream))
                i += 1
        except Miss:
            return MISS
        slots = self._slots
        for w, j, low, high in self._pairs:
            if low < slots[w].address(refreshed[w]) - slots[j].address(refreshed[j]) < high:
                return MISS
        for a, b in self._twice:
            if values[a] is values[b]:
                return MISS
        scalars = values[i:]
        for exact in self._exact:
            if type(values[i]) not in exact:
                scalars = self.convert(scalars)
                break
            i += 1
        return self.run(values[: self._n], refreshed, scalars, stream)

    def convert(self, scalars: tuple[Any, ...]) -> tuple[Any, ...]:
        """A call's scalars as the binding converts them (each not of an exact type).

        Raises:
            TypeError, ValueError: a scalar that does not convert, named."""
        return tuple(
            v if type(v) in exact else convert_value(p, v)
            for p, exact, v in zip(self._scalars, self._exact, scalars, strict=True)
        )

    def run(
        self, arrays: Sequence[Any], values: Sequence[Any], scalars: Sequence[Any], stream: int
    ) -> Any:
        """Stage each array (``values``: what its slot's refresh gave, or its value of the
        binding's view), allocate the outputs eagle makes, launch, finish (write-backs,
        downloads), export."""
        route = self._route
        call = Call(stream, route.launch, route.device)
        if self._block:
            assert route.launch is not None
            if self._staged and self._block <= STAGING_LIMIT:
                # the call waits for its stream: this thread's buffers are free again after
                call.base = thread_block(route.launch, route.device, self._block)
                call.staging, call.staging_at = thread_staging(self._block)
            else:
                block = route.launch.empty((self._block,), np.dtype(np.uint8), route.device)
                call.keep.append(block)
                call.base = route.launch.pointer(block)
        args = [s.stage(x, v, call) for s, x, v in zip(self._slots, arrays, values, strict=True)]
        args += scalars
        made = _export.allocate(self._allocs, route, call, self._factories)
        if self._launch is not None:
            for _, ptr in made:
                args.append(ptr)
            self._launch(stream, args)
        for slot, value, staged in call.after:
            slot.finish(value, staged, call)
        if self._staged:
            if route.host_only:
                _export.download_results(self._allocs, made, call)
            _cuda.synchronize(stream)
            copy_out(call)
        elif call.keep and self._imports:
            _cuda.KEEPALIVE.hold(stream, call.keep, self._index)
        for after, written, _ in self._after:
            after(written(arrays))
        return self._returns((*arrays, *scalars, *_export.export(made, route)))


def _getter(indices: list[Any]) -> Callable[[tuple[Any, ...]], Any]:
    """``values -> values[i]`` for one index, ``()`` for none, else a tuple of them."""
    if not indices:
        return lambda values: ()
    return operator.itemgetter(*indices)


def _tuple_getter(indices: list[int]) -> Callable[[Sequence[Any]], tuple[Any, ...]]:
    """``values -> (values[i], ...)``, a tuple also for one index."""
    if len(indices) == 1:
        (i,) = indices
        return lambda values: (values[i],)
    return operator.itemgetter(*indices)  # type: ignore[return-value]


def _exact_types(p: ParamSpec) -> tuple[type, ...]:
    """The types of a scalar that a launch takes as they come (packed for the driver, or for
    the emulator): a numpy scalar of exactly the parameter's dtype (and a float for a float64
    one), which is what the binding's conversion would give."""
    if p.dtype.names is not None:
        return ()
    return (p.dtype.type, float) if p.dtype.char == "d" else (p.dtype.type,)


def _overlaps(slots: Sequence[Slot]) -> tuple[tuple[int, int, int, int], ...]:
    """Each pair (w, j) of a written array and another, with the range of address differences
    ``address[w] - address[j]`` for which their bytes overlap (open bounds)."""
    pairs = []
    written = [i for i, s in enumerate(slots) if s.written]
    for w in written:
        for j in range(len(slots)):
            if j == w or (j in written and j < w) or not (slots[w].nbytes and slots[j].nbytes):
                continue
            (lo_w, hi_w), (lo_j, hi_j) = slots[w].span, slots[j].span
            pairs.append((w, j, lo_j - hi_w, hi_j - lo_w))
    return tuple(pairs)


def _lengths(sig: Signature, plan: Plan) -> dict[int, Any]:
    return {p.index: plan.lengths[p.name] for p in sig.params if p.role is Role.LENGTH}
