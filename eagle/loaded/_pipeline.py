"""One call's pipeline, and the bound launches it yields for the calls that repeat it.

A call goes bind → route → plan → launch → export (:mod:`._bind`, :mod:`._route`,
:mod:`._plan`, :mod:`._launch` with :mod:`._stage`, :mod:`._bound` and :mod:`._direct`,
:mod:`._export`). The first call with a key runs every stage (:meth:`Launcher.bind`) and yields
a bound launch, kept under the key; a later call with the same key replays it
(:meth:`Launcher.call`).

The key is the call's form (which keywords, ``out=`` as given) and, for each array, its exact
type and what its row's :meth:`~eagle.interop.Framework.key` reads (dtype, shape, strides,
device, ...). What a key cannot hold is checked by the replay, which otherwise gives
:data:`~._bound.MISS` and has the call bound again: the binding then decides, or raises
naming the fault.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from eagle.interop import Framework

from . import _cuda
from ._bind import Binder
from ._bound import MISS, BoundLaunch
from ._direct import DirectLaunch
from ._host import HostKernel
from ._ptx import PTXSource
from ._route import route
from ._stage import bind_views, make_slots

# Bound launches kept per kernel; beyond it new keys are bound every call.
MAX_BOUND = 256

# The row of each array type seen by a binding (rows recognise arrays by type).
_ROW_OF_TYPE: dict[type, Framework] = {}


class _Unkeyed(Exception):
    """An array of a type no binding has seen."""


def _replay_key(x: Any) -> Any:
    t = type(x)
    row = _ROW_OF_TYPE.get(t)
    if row is None:
        raise _Unkeyed
    return t, row.key(x)


class Launcher:
    """One kernel's bound launches by key, and the pipeline that binds a call anew."""

    def __init__(
        self,
        binder: Binder,
        modules: _cuda.CudaModules,
        source: PTXSource,
        forced: str | None,
        kernel: Callable[[], Any] = lambda: None,
    ) -> None:
        """``forced``: ``EAGLE_TARGET``'s target, if any; ``kernel``: a weak reference to the
        kernel whose calls this launcher runs (told which replay its calls try first in C,
        :mod:`eagle.loaded._native`)."""
        self._kernel = kernel
        self._binder = binder
        self._function = modules.function
        self._source = source
        self._host: HostKernel | None = None
        self._forced = forced
        # the forms seen, by keyword names (out= may hold arrays or None: several forms)
        self._forms: dict[tuple[str, ...], list[Any]] = {}
        self._bound: dict[tuple[Any, ...], BoundLaunch] = {}
        self._recent: dict[tuple[str, ...], BoundLaunch] = {}  # by keywords: the last launched
        self._latest: BoundLaunch | None = None  # the last launched, of any keywords

    def call(self, kwargs: dict[str, Any]) -> Any:
        """Run one call: replay the bound launch of its key, or bind it.

        The launch is found, cheapest first: the last one launched, when the call has its
        keywords (as many, and each of them) and its key (its replay says); the last one
        launched with the call's keywords; else by the key's hash."""
        bound = self._latest
        if bound is not None and len(kwargs) == bound.width:
            try:
                values = bound.take(kwargs)  # type: ignore[misc]
            except KeyError:  # other keywords
                values = None
            if values is not None:
                result = bound.replay(values)
                if result is not MISS:
                    return result
        names = tuple(kwargs)
        recent = self._recent.get(names)
        if recent is not None and recent is not bound:
            values = recent.take(kwargs)  # type: ignore[misc]
            if values is not None:
                result = recent.replay(values)
                if result is not MISS:
                    self._last_launched(recent)
                    return result
        for form in self._forms.get(names, ()):
            values = form.flat(kwargs)
            if values is not None:
                break
        else:
            return self.bind(kwargs)
        try:
            found = self._bound.get((form, *map(_replay_key, values[: form.arrays])))
        except Exception:  # a type never bound, or a row refusing an array: its binding says
            found = None
        if found is not None:
            result = found.replay(values)
            if result is not MISS:
                self._recent[names] = found
                self._last_launched(found)
                return result
        return self.bind(kwargs)

    def host_kernel(self) -> HostKernel:
        """The entry on the emulator, made on first use (it checks every instruction)."""
        if self._host is None:
            self._host = HostKernel(self._source, self._binder.entry)
        return self._host

    def bind(self, kwargs: dict[str, Any]) -> Any:
        """The whole pipeline: bind → route → plan → the bound launch, run once and kept
        under the call's key."""
        binder = self._binder
        operands, scalars, form = binder.bind(kwargs)
        r = route(binder.entry, operands, self._forced)
        previous = None
        if r.on_cuda:
            current = _cuda.current_device()
            if current != r.device.index:  # arrays on another device: run there, then back
                previous = current
                _cuda.set_device(r.device.index)
        try:
            stream = r.stream()
            views = bind_views(operands, r.launch if r.on_cuda else None, stream)
            plan = binder.check(views, r.result)
            slots = make_slots(views, r.launch if r.on_cuda else None)
            direct = r.on_cuda and not r.host_only and DirectLaunch.takes(slots)
            kind = DirectLaunch if direct else BoundLaunch
            bound = kind(slots, r, plan, binder, form, self._function, self.host_kernel)
            arrays = tuple(op.obj for op in operands)
            result = bound.first(arrays, [v for _, v in views], scalars, stream)
        finally:
            if previous is not None:
                _cuda.set_device(previous)
        if form is not None and previous is None and len(self._bound) < MAX_BOUND:
            for op in operands:
                _ROW_OF_TYPE.setdefault(type(op.obj), op.framework)
            try:
                key = (form, *(_replay_key(op.obj) for op in operands))
            except Exception:  # a row that cannot key its array: every such call is bound
                return result
            forms = self._forms.setdefault(form.names, [])
            if form not in forms:
                forms.append(form)
            self._bound[key] = self._recent[form.names] = bound
            self._last_launched(bound)
        return result

    def _last_launched(self, bound: BoundLaunch) -> None:
        """``bound`` is the last launched: the one a call tries first, in C where the launcher
        has its replay, else here."""
        self._latest = bound
        kernel = self._kernel()
        if kernel is not None:
            kernel._replay = bound.fast
