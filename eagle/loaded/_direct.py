"""The direct bound launch: every array a contiguous device array that crosses by its pointer,
nothing staged (:mod:`eagle.loaded._bound` has the general one): the launching framework's own
arrays (cupy arrays on cupy's stream, torch tensors on torch's), read by their row's pointer,
and DLPack producers' arrays, imported again through a fresh capsule on the launch stream
(:class:`~eagle.interop._dlpack.Reimport`) and held until the launch has run.

A replay of :class:`DirectLaunch` checks each array's type and key (what its row's
:meth:`~eagle.interop.Framework.key` reads; for an import, the capsule against the bound view),
reads its pointer, checks the overlaps the key cannot hold, packs the pointers and scalars into
this thread's parameter buffer and launches; the launching framework allocates the outputs
eagle makes.

On rows whose arrays change in place only in what ``stable`` reads (cupy: the shape), a
replay also remembers its objects: weak references to its arrays (compared by what they refer
to: one whose array went refers to nothing, so a new array at a freed one's address is never
taken for it), what ``stable`` read of each, and its scalars (immutable types only: a 0-d
array or a structured scalar can change under the same object). A call with those very
objects again, unchanged in what ``stable`` reads, is launched with the remembered pointers
and scalars, and with the parameters packed once where eagle allocates nothing.

The checks are loops over the arrays rather than ``map`` passes: for the few arrays of a
call, each pass's iterator and tuple cost more than the work (Python 3.11, 3.12).
"""

from __future__ import annotations

import weakref
from collections.abc import Callable
from typing import Any

import numpy as np

from . import _cuda, _native
from ._bind import Binder, Form
from ._bound import MISS, BoundLaunch
from ._host import HostKernel
from ._plan import Plan
from ._route import Route
from ._stage import DeviceSlot, ImportSlot, Slot

_IMMUTABLE = (int, float)  # scalar types (with numpy's scalars) that cannot change in place


class _Last:
    """The last replay remembered (see the module)."""

    __slots__ = ("packed", "params", "scalars", "seen")

    def __init__(self, seen: list[Any], scalars: tuple[Any, ...], params: list[Any]) -> None:
        self.seen = seen  # per array: (weak reference, its row's stable, what that read)
        self.scalars = scalars  # the scalar objects themselves
        self.params = params  # the pointers and converted scalars launched
        self.packed: Any = None  # (buffer, void** address) of params, packed on first reuse


class DirectLaunch(BoundLaunch):
    """A bound launch whose arrays all cross by their own pointer (see the module)."""

    __slots__ = ("_arrays", "_fire", "_last", "_packed", "_result", "_stable")

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
        super().__init__(slots, route, plan, binder, form, function, host_kernel)
        launch = route.launch
        assert launch is not None
        # per array: its exact type, its row's key and the bound key, its row's pointer; for
        # an import (no key): its Reimport's read
        self._arrays = tuple(
            (s.type, s.row.key, s.key, s.row.pointer)
            if type(s) is DeviceSlot
            else (s.type, None, None, s.reimport.read)  # type: ignore[attr-defined]
            for s in slots
        )
        self._result = None if route.result is launch else route.result.from_device
        self._fire = None if self._driver is None else self._driver.fire
        self._packed = None if self._driver is None else self._driver.packed
        stable = tuple(s.row.stable for s in slots)
        remember = (
            None not in stable
            and not self._after
            and self._result is None
            and self._launch is not None
        )
        self._stable = stable if remember else None
        self._last: _Last | None = None
        if self._driver is not None and form is not None:
            self.fast = _native.make_replay(
                form=form,
                arrays=self._arrays,
                stables=stable,
                reads=[s.row.key_reads if type(s) is DeviceSlot else None for s in slots],
                abis=[s.row.launcher_abi() if type(s) is DeviceSlot else None for s in slots],
                reimports=[getattr(s, "reimport", None) for s in slots],
                scalars=binder.scalars,
                exact=self._exact,
                pairs=self._pairs,
                twice=self._twice,
                driver=self._driver,
                context=self._context,
                context_address=_cuda.context_address(),
                ctx=self._ctx,
                stream=launch.stream_reader(),
                stream_abi=launch.launcher_abi(),
                index=self._index,
                factories=self._factories,
                pointer=self._pointer,
                result=self._result,
                afters=[(after, ix) for after, _, ix in self._after],
                returns=self._returned,
                remember=remember,
            )

    @staticmethod
    def takes(slots: list[Slot]) -> bool:
        """Whether every slot crosses by its pointer: the launching framework's own array, or
        one imported through DLPack."""
        return all(
            type(s) is DeviceSlot or (type(s) is ImportSlot and s.reimport is not None)
            for s in slots
        )

    def first(
        self, arrays: tuple[Any, ...], views: Any, scalars: tuple[Any, ...], stream: int
    ) -> Any:
        owners = [v.keepalive for s, v in zip(self._slots, views, strict=True) if not s.native]
        params = [v.ptr for v in views] + list(scalars)
        return self._launched(arrays + scalars, params, stream, owners)

    def replay(self, values: tuple[Any, ...]) -> Any:
        """Launch again for a call of this launch's form, or give :data:`MISS` (see
        :meth:`BoundLaunch.replay`)."""
        if self._context() != self._ctx:
            return MISS
        last = self._last
        if last is not None:  # the remembered objects again?
            i = 0
            for ref, stable, read in last.seen:
                x = values[i]
                if ref() is not x or stable(x) != read:
                    break
                i += 1
            else:
                for s in last.scalars:
                    if values[i] is not s:
                        break
                    i += 1
                else:  # the very objects again: launched as remembered
                    stream = self._stream(self._index)
                    if self._factories:
                        return self._again(last, values, stream)
                    packed = last.packed
                    if packed is None:
                        packed = last.packed = self._packed(last.params)
                    self._fire(stream, packed[1], 0)
                    return self._returns(values)
        stream = self._stream(self._index)
        n = self._n
        pointers = []
        owners = []
        i = 0
        try:
            for kind, key, want, read in self._arrays:
                x = values[i]
                if type(x) is not kind:
                    return MISS
                if key is not None:
                    if key(x) != want:
                        return MISS
                    pointers.append(read(x))
                else:  # imported on the launch stream (DLPack: the legacy stream is 1)
                    got = read(x, stream or 1)
                    if got is None:
                        return MISS
                    pointers.append(got[0])
                    owners.append(got[1])
                i += 1
        except Exception:  # a row or producer refusing an array: its binding says why
            return MISS
        for w, j, low, high in self._pairs:
            if low < pointers[w] - pointers[j] < high:
                return MISS
        for a, b in self._twice:
            if values[a] is values[b]:
                return MISS
        scalars = values[n:]
        for exact in self._exact:
            if type(values[i]) not in exact:
                scalars = self.convert(scalars)
                break
            i += 1
        pointers += scalars
        if self._stable is not None:
            self._remember(values, pointers)
        return self._launched(values, pointers, stream, owners)

    def _launched(
        self, values: tuple[Any, ...], params: list[Any], stream: int, owners: list[Any]
    ) -> Any:
        """Allocate the outputs eagle makes, launch on ``stream`` with ``params`` (the arrays'
        pointers and the scalars) and their pointers, hold ``owners`` (of imported memory)
        until the launch has run, tell the frameworks that count writes, export.
        ``values``: the call's arrays and scalars."""
        made: Any = ()
        if self._factories:
            made = []
            params = params.copy()
            for allocate in self._factories:
                d = allocate()
                made.append(d)
                params.append(self._pointer(d))
            made = tuple(made)
        if self._launch is not None:
            self._launch(stream, params)
        if owners:
            _cuda.KEEPALIVE.hold(stream, owners, self._index)
        for after, written, _ in self._after:
            after(written(values))
        if self._result is not None:
            made = tuple(map(self._result, made))
        return self._returns(values + made)

    def _again(self, last: _Last, values: tuple[Any, ...], stream: int) -> Any:
        """Launch the remembered call again with new outputs."""
        made = []
        params = last.params.copy()
        for allocate in self._factories:
            d = allocate()
            made.append(d)
            params.append(self._pointer(d))
        self._launch(stream, params)
        return self._returns(values + tuple(made))

    def _remember(self, values: tuple[Any, ...], params: list[Any]) -> None:
        """Remember a replay's objects (see the module)."""
        n = self._n
        scalars = values[n:]
        for v in scalars:
            if not (type(v) in _IMMUTABLE or isinstance(v, np.generic)) or isinstance(v, np.void):
                self._last = None
                return
        stable = self._stable
        assert stable is not None
        try:  # no callback: a reference whose array went gives None, never a new array
            seen = [(weakref.ref(values[i]), stable[i], stable[i](values[i])) for i in range(n)]
        except TypeError:  # arrays without weak references are never remembered
            self._last = None
            return
        self._last = _Last(seen, scalars, params)
