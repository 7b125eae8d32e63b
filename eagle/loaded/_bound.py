"""The bound launch: what the first call with a key decided, launched again by every later
call with that key (:mod:`eagle.loaded._pipeline` finds it).

A :class:`BoundLaunch` holds the kernel's backend (:mod:`eagle.loaded._launch`: the function
and its packed lengths, or the emulator), a slot per array saying how its memory crosses
(:mod:`eagle.loaded._stage`), what to allocate and what comes back. A replay
(:meth:`BoundLaunch.replay`) refreshes the pointers and launches, with no other decision made
again; a call that repeats the last replay with the same objects takes its pointers, and its
packed parameters where it allocates nothing, as they were (:meth:`BoundLaunch.again`). The
first call launches through the same :meth:`BoundLaunch.run`. What a key cannot hold is
checked by each replay, which otherwise raises :class:`Miss` so that the call is bound again:
the current context is the one the function was loaded in, an imported array's view is the
one bound, nothing the kernel writes shares memory with another argument, no output is given
twice. Bound launches hold no caller array.
"""

from __future__ import annotations

import operator
import weakref
from collections.abc import Callable, Sequence
from typing import Any

import numpy as np

from . import _cuda, _export
from ._bind import Binder, Form, Operand, convert_value, host_bytes_ok
from ._host import HostKernel
from ._launch import DriverLaunch, EmulatorLaunch
from ._plan import ParamPacker, Plan
from ._route import Route
from ._signature import ParamSpec, Role, Signature
from ._stage import (
    STAGING_LIMIT,
    Call,
    DeviceSlot,
    Miss,
    Slot,
    UploadSlot,
    copy_out,
    make_slot,
    thread_staging,
)

MISS: Any = object()  # what BoundLaunch.again gives for a call that does not repeat a replay

_call = operator.call
_IMMUTABLE = (int, float)  # scalar types (with numpy's scalars) that cannot change under one id
_contains = operator.contains


class BoundLaunch:
    """What the first call with a key decided, ready to launch again (see the module)."""

    __slots__ = (
        "_after", "_allocs", "_block", "_context", "_ctx", "_direct", "_driver", "_exact",
        "_factories", "_fire", "_index", "_last", "_launch", "_on_cuda", "_pairs", "_pointer",
        "_readers", "_result", "_returns", "_route", "_scalars", "_seen", "_slots", "_stable",
        "_staged", "_stream", "_take", "_twice",
    )  # fmt: skip

    def __init__(
        self,
        views: list[tuple[Operand, Any]],
        route: Route,
        plan: Plan,
        binder: Binder,
        form: Form | None,
        function: Callable[[int], tuple[int, int]],
        host_kernel: Callable[[], HostKernel],
    ) -> None:
        sig = binder.sig
        launch = route.launch if route.on_cuda else None
        offset = 0
        slots: list[Slot] = []
        for op, v in views:
            slots.append(make_slot(op, v, launch, offset))
            if isinstance(slots[-1], UploadSlot):
                offset += (v.nbytes + 255) & ~255
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
        self._take = None if form is None else form.same
        self._slots = tuple(slots)
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
        self._readers = tuple(s.refresh for s in slots)
        # every array its launching framework's own contiguous device array: a replay reads
        # their pointers, the framework allocates the outputs, nothing is staged
        self._direct = (
            route.on_cuda and not route.host_only and all(type(s) is DeviceSlot for s in slots)
        )
        if self._direct:
            self._readers = tuple(s.row.pointer for s in slots)
        self._after = tuple(
            (i, s.row.after_write) for i, s in enumerate(slots) if s.written and s.row.tracks_writes
        )
        self._result = None if route.result is route.launch else route.result.from_device
        # a call repeating the last replay's objects, on rows whose arrays change only in
        # what ``stable`` reads, is launched as it was (again())
        stable = [s.row.stable for s in slots]
        self._stable = None
        if self._direct and None not in stable and not self._after and self._result is None:
            self._stable = tuple(stable)
        self._last: Any = None
        self._seen: list[int] = []
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
        self._returns = _getter([slot_of.get(p.name, alloc_of.get(p.name)) for p in sig.outputs])
        order = (
            [s.index for s in slots]
            + [p.index for p in binder.scalars]
            + [a[0].index for a in allocs]
        )
        self._ctx = 0
        self._on_cuda = route.on_cuda
        self._index = route.device.index
        self._context: Any = None
        self._launch: Any = None
        self._driver: DriverLaunch | None = None
        self._fire: Any = None
        self._factories: tuple[Any, ...] = ()
        if route.on_cuda:
            assert launch is not None
            self._context = _cuda.context_getter()
            self._stream = launch.stream_getter()
            self._pointer = launch.pointer
            if self._direct:
                self._factories = tuple(
                    launch.allocator(shape, p.dtype, route.device) for p, shape, _ in allocs
                )
            if plan.empty:
                self._ctx = _cuda.context()
            else:
                fn, self._ctx = function(route.device.index)
                dtypes = [None if p.role.is_array else p.dtype for p in sig.params]
                packer = ParamPacker(dtypes, order, _lengths(sig, plan))
                self._driver = DriverLaunch(fn, plan, packer)
                self._launch, self._fire = self._driver.launch, self._driver.fire
        elif not plan.empty:
            self._launch = EmulatorLaunch(host_kernel(), plan, order, _lengths(sig, plan)).launch

    # -------------------------------------------------------------------------------------
    def matches(self, arrays: tuple[Any, ...]) -> bool:
        """``arrays`` (of this launch's call form) have this launch's key."""
        try:
            for slot, x in zip(self._slots, arrays):  # noqa: B905 - one form: equal lengths
                if type(x) is not slot.type or slot.row.key(x) != slot.key:
                    return False
        except Exception:  # a row refusing an array: its binding says why
            return False
        return True

    def _forget(self, _: Any) -> None:
        self._last = None

    def again(self, kwargs: dict[str, Any]) -> Any:
        """Launch again for a call that repeats the last replay: the same objects in the same
        form (arrays each unchanged in what its row's ``stable`` reads; scalars of immutable
        types), launched with the last replay's pointers and scalars, its parameters already
        packed where eagle allocates nothing; :data:`MISS` for any other call.

        Objects are compared by ``id``: the last replay's scalars are held, its arrays are
        alive while it is kept (a weak reference to each forgets it when one goes, before its
        address can be reused).

        Raises:
            Miss: the current context is not the one the function was loaded in.
        """
        last = self._last
        if last is None:
            return MISS
        values = self._take(kwargs)  # type: ignore[misc]
        if (
            values is None
            or list(map(id, values)) != last[0]
            or list(map(_call, self._stable, values)) != last[1]  # type: ignore[arg-type]
        ):
            return MISS
        if self._context() != self._ctx:
            raise Miss
        packed = last[3]
        if packed is not None:  # the caller's outputs: the very launch of the last replay
            self._fire(self._stream(self._index), packed, 0)
            return self._returns(values)
        made = tuple(map(_call, self._factories))
        if self._launch is not None:
            self._launch(self._stream(self._index), (*last[2], *map(self._pointer, made)))
        return self._returns(values + made)

    def _remember(self, arrays: tuple[Any, ...], scalars: tuple[Any, ...], args: list[Any]) -> None:
        """After a replay: when this call's objects are the previous replay's, keep them for
        :meth:`again` (``args``: the pointers and converted scalars it launched with)."""
        ids = [*map(id, arrays), *map(id, scalars)]
        if ids != self._seen:
            self._seen = ids
            return
        if not all(type(v) in _IMMUTABLE or isinstance(v, np.generic) for v in scalars):
            return  # a 0-d array or a dict can change under the same id
        packed = None
        if not self._factories and self._driver is not None:
            packed = self._driver.packed(args)
        forget = self._forget
        self._last = (
            ids,
            list(map(_call, self._stable, arrays)),  # type: ignore[arg-type]
            args,
            None if packed is None else packed[1],
            [weakref.ref(x, forget) for x in arrays],
            scalars,
            packed,
        )

    def replay(self, arrays: tuple[Any, ...], scalars: tuple[Any, ...], keyed: bool) -> Any:
        """Launch again for a call of this launch's form (see the module); ``keyed``: the
        arrays are known to have this launch's key, else they must have it.

        Raises:
            Miss: the arrays do not have this launch's key, or something the key does not
                hold differs; the call must be bound again.
            TypeError, ValueError: a scalar that does not convert (named, as bound).
        """
        stream = 0
        if self._on_cuda:
            if self._context() != self._ctx:
                raise Miss
            stream = self._stream(self._index)
        if not (keyed or self.matches(arrays)):
            raise Miss
        if self._direct:
            values = list(map(_call, self._readers, arrays))
            addresses = values
        else:
            values = [read(x, stream) for read, x in zip(self._readers, arrays)]  # noqa: B905
            addresses = [s.address(v) for s, v in zip(self._slots, values)]  # noqa: B905
        for w, j, low, high in self._pairs:
            if low < addresses[w] - addresses[j] < high:
                raise Miss
        for i, j in self._twice:
            if arrays[i] is arrays[j]:
                raise Miss
        converted = scalars
        if not all(map(_contains, self._exact, map(type, scalars))):
            converted = tuple(
                v if type(v) in exact else convert_value(p, v)
                for p, exact, v in zip(self._scalars, self._exact, scalars)  # noqa: B905
            )
        if self._stable is not None:
            self._remember(arrays, scalars, [*values, *converted])
        return self.run(arrays, values, converted, stream)

    def run(
        self, arrays: Sequence[Any], values: Sequence[Any], scalars: Sequence[Any], stream: int
    ) -> Any:
        """Stage each array (``values``: what its slot's refresh gave, or the binding's view),
        allocate the outputs eagle makes, launch, finish (write-backs, downloads), export."""
        if self._direct:  # nothing to stage: pointers in, the launching framework's outputs
            made = tuple(map(_call, self._factories))
            if self._launch is not None:
                self._launch(stream, (*values, *scalars, *map(self._pointer, made)))
            for i, after in self._after:
                after(arrays[i])
            if self._result is not None:
                made = tuple(map(self._result, made))
            return self._returns((*arrays, *scalars, *made))
        return self._run_staged(arrays, values, scalars, stream)

    def _run_staged(
        self, arrays: Sequence[Any], values: Sequence[Any], scalars: Sequence[Any], stream: int
    ) -> Any:
        route = self._route
        call = Call(stream, route.launch, route.device)
        if self._block:
            assert route.launch is not None
            block = route.launch.empty((self._block,), np.dtype(np.uint8), route.device)
            call.keep.append(block)
            call.base = route.launch.pointer(block)
            if self._staged and self._block <= STAGING_LIMIT:
                call.staging = thread_staging(self._block)
        args = [s.stage(x, v, call) for s, x, v in zip(self._slots, arrays, values, strict=True)]
        made = _export.allocate(self._allocs, route, call)
        if self._launch is not None:
            self._launch(stream, [*args, *scalars, *(ptr for _, ptr in made)])
        for slot, value, staged in call.after:
            slot.finish(value, staged, call)
        if self._staged:
            if route.host_only:
                _export.download_results(self._allocs, made, call)
            _cuda.synchronize(stream)
            copy_out(call)
        elif call.keep and any(not s.native for s in self._slots):
            _cuda.KEEPALIVE.hold(stream, call.keep)
        for i, after in self._after:
            after(arrays[i])
        return self._returns((*arrays, *scalars, *_export.export(made, route)))


def _getter(indices: list[Any]) -> Callable[[tuple[Any, ...]], Any]:
    """``values -> values[i]`` for one index, ``() `` for none, else a tuple of them."""
    if not indices:
        return lambda values: ()
    return operator.itemgetter(*indices)


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
