"""Launch: one call's pipeline, and the bound launch it yields for the calls that repeat it.

A call goes bind → route → plan → launch → export (:mod:`._bind`, :mod:`._route`,
:mod:`._plan`, this module and :mod:`._stage`, :mod:`._export`). The first call with a key
runs every stage and yields a :class:`BoundLaunch`: the kernel's function (or the emulator),
grid, block, the packed lengths, a slot per array saying how its memory crosses, what to
allocate and what comes back. A later call with the same key replays it: it refreshes the
pointers (:meth:`BoundLaunch.replay`) and launches, with no other decision made again; the
first call launches through the same :meth:`BoundLaunch.run`.

The key is the call's form (which keywords, ``out=`` as given) and, for each array, its exact
type and what its row's :meth:`~eagle.interop.Framework.key` reads (dtype, shape, strides,
device, ...). What a key cannot hold is checked by each replay, which otherwise binds the
call again (the binding then decides, or raises naming the fault): the current context is the
one the function was loaded in, an imported array's view is the one bound, nothing the kernel
writes shares memory with another argument, no output is given twice. Bound launches hold no
caller array.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence
from typing import Any

import numpy as np

from eagle.interop import Framework

from . import _cuda, _export
from ._bind import Binder, Form, Operand, convert_value
from ._host import HostKernel
from ._plan import ParamPacker, Plan
from ._ptx import PTXSource
from ._route import Route, route
from ._signature import ParamSpec, Role, Signature
from ._stage import (
    STAGING_LIMIT,
    Call,
    DeviceSlot,
    Miss,
    Slot,
    UploadSlot,
    bind_views,
    copy_out,
    make_slot,
    thread_staging,
)

# Bound launches kept per kernel; beyond it new keys are bound every call.
MAX_BOUND = 256

# The row of each array type seen by a binding (rows recognise arrays by type).
_ROW_OF_TYPE: dict[type, Framework] = {}


def _replay_key(x: Any) -> Any:
    t = type(x)
    row = _ROW_OF_TYPE.get(t)
    if row is None:
        raise Miss
    return t, row.key(x)


class DriverLaunch:
    """The CUDA backend: ``cuLaunchKernel`` (CUDA driver API, through cupy's binding) of the
    entry's function with the plan's grid, block and dynamic shared memory bound."""

    __slots__ = ("_launch", "_pack")

    def __init__(self, function: int, plan: Plan, packer: ParamPacker) -> None:
        from cupy_backends.cuda.api import driver

        self._launch = functools.partial(
            driver.launchKernel, function, *plan.grid, *plan.block, plan.shared
        )
        self._pack = packer.pack

    def __call__(self, stream: int, values: Sequence[Any]) -> None:
        self._launch(stream, self._pack(values), 0)


class EmulatorLaunch:
    """The host backend: eagle's PTX emulator runs the entry over the plan's grid, array
    arguments written in place."""

    __slots__ = ("_kernel", "_order", "_plan", "_template")

    def __init__(self, kernel: HostKernel, plan: Plan, order: list[int], fixed: dict[int, Any]):
        self._kernel = kernel
        self._plan = plan
        self._order = order
        self._template = [fixed.get(i) for i in range(len(order) + len(fixed))]

    def __call__(self, stream: int, values: Sequence[Any]) -> None:
        args = list(self._template)
        for i, v in zip(self._order, values, strict=True):
            args[i] = v
        self._kernel.launch(self._plan, args)


class BoundLaunch:
    """What the first call with a key decided, ready to launch again (see the module)."""

    __slots__ = (
        "_allocs", "_backend", "_block", "_ctx", "_direct", "_pairs", "_returns", "_route",
        "_run", "_scalars", "_slots", "_staged", "_twice", "_written",
    )  # fmt: skip

    def __init__(
        self,
        views: list[tuple[Operand, Any]],
        route: Route,
        plan: Plan,
        binder: Binder,
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
                allocs.append((p, plan.out_shapes[p.name], offset))
                if route.host_only:
                    n = int(np.prod(plan.out_shapes[p.name], dtype=np.int64)) * p.dtype.itemsize
                    offset += (n + 255) & ~255
        self._slots = tuple(slots)
        self._allocs = tuple(allocs)
        self._block = offset  # bytes of device memory for host arrays (CUDA)
        self._staged = route.host_only or any(
            isinstance(s, UploadSlot) and s.written for s in slots
        )  # the call waits for its downloads
        self._route = route
        self._scalars = tuple(_ScalarSlot(p, route.on_cuda) for p in binder.scalars)
        self._direct = all(type(s) is DeviceSlot for s in slots) and not route.host_only
        self._written = tuple(i for i, s in enumerate(slots) if s.written)
        n = len(slots)
        self._pairs = tuple(
            (w, j)
            for w in self._written
            for j in range(n)
            if j != w and not (j in self._written and j < w) and slots[w].nbytes and slots[j].nbytes
        )
        self._twice = tuple(
            (i, j)
            for i in range(n)
            for j in range(i)
            if slots[i].role is Role.OUT and slots[j].role is Role.OUT
        )
        # each output in signature order: the caller's array (inout, supplied) or a result
        slot_of = {s.name: i for i, s in enumerate(slots)}
        alloc_of = {a[0].name: k for k, a in enumerate(allocs)}
        self._returns = tuple(
            (True, slot_of[p.name]) if p.name in slot_of else (False, alloc_of[p.name])
            for p in sig.outputs
        )
        order = (
            [s.index for s in slots]
            + [p.index for p in binder.scalars]
            + [a[0].index for a in allocs]
        )
        self._ctx = 0
        if route.on_cuda:
            fn = 0
            if plan.empty:
                self._ctx = _cuda.context()
            else:
                fn, self._ctx = function(route.device.index)
            dtypes = [None if p.role.is_array else p.dtype for p in sig.params]
            packer = ParamPacker(dtypes, order, _lengths(sig, plan))
            self._backend: Any = None if plan.empty else DriverLaunch(fn, plan, packer)
        else:
            empty = plan.empty
            self._backend = (
                None if empty else EmulatorLaunch(host_kernel(), plan, order, _lengths(sig, plan))
            )
        self._run = self._backend is not None

    # -------------------------------------------------------------------------------------
    def replay(self, arrays: tuple[Any, ...], scalars: tuple[Any, ...]) -> Any:
        """Launch again for a call with this launch's key (see the module).

        Raises:
            Miss: something the key does not hold differs; the call must be bound again.
            TypeError, ValueError: a scalar that does not convert (named, as bound).
        """
        route = self._route
        stream = 0
        if route.on_cuda:
            if _cuda.context() != self._ctx:
                raise Miss
            stream = route.stream()
        slots = self._slots
        values = [s.refresh(x, stream) for s, x in zip(slots, arrays, strict=True)]
        for w, j in self._pairs:
            sw, sj = slots[w], slots[j]
            if sw.device != sj.device:
                continue
            a, b = sw.address(values[w]), sj.address(values[j])
            if a + sw.span[0] < b + sj.span[1] and b + sj.span[0] < a + sw.span[1]:
                raise Miss
        for i, j in self._twice:
            if arrays[i] is arrays[j]:
                raise Miss
        converted = tuple(s.convert(v) for s, v in zip(self._scalars, scalars, strict=True))
        return self.run(arrays, values, converted, stream)

    def run(
        self, arrays: Sequence[Any], values: Sequence[Any], scalars: Sequence[Any], stream: int
    ) -> Any:
        """Stage each array (``values``: what its slot's refresh gave, or the binding's view),
        allocate the outputs eagle makes, launch, finish (write-backs, downloads), export."""
        route = self._route
        call = Call(stream, route.launch, route.device)
        if self._direct:
            args = list(values)
        else:
            if self._block:
                block = route.launch.empty((self._block,), np.dtype(np.uint8), route.device)
                call.keep.append(block)
                call.base = route.launch.pointer(block)
                if self._staged and self._block <= STAGING_LIMIT:
                    call.staging = thread_staging(self._block)
            args = [
                s.stage(x, v, call) for s, x, v in zip(self._slots, arrays, values, strict=True)
            ]
        made = _export.allocate(self._allocs, route, call)
        args += scalars
        args += [ptr for _, ptr in made]
        if self._run:
            self._backend(stream, args)
        for slot, value, staged in call.after:
            slot.finish(value, staged, call)
        if self._staged:
            if route.host_only:
                _export.download_results(self._allocs, made, call)
            _cuda.synchronize(stream)
            copy_out(call)
        elif call.keep and any(not s.native for s in self._slots):
            _cuda.KEEPALIVE.hold(stream, call.keep)
        for i in self._written:
            self._slots[i].row.after_write(arrays[i])
        results = _export.export(made, route)
        out = [arrays[k] if caller else results[k] for caller, k in self._returns]
        return out[0] if len(out) == 1 else tuple(out)


class _ScalarSlot:
    """One scalar parameter: converted as the binding converts it (:func:`convert_value`),
    except a value already exactly what that gives for a CUDA launch."""

    __slots__ = ("_exact", "_spec")

    def __init__(self, spec: ParamSpec, cuda: bool) -> None:
        self._spec = spec
        exact: tuple[type, ...] = ()
        if cuda and spec.dtype.names is None:
            exact = (spec.dtype.type, float) if spec.dtype.char == "d" else (spec.dtype.type,)
        self._exact = exact

    def convert(self, value: Any) -> Any:
        if type(value) in self._exact:
            return value
        return convert_value(self._spec, value)


def _lengths(sig: Signature, plan: Plan) -> dict[int, Any]:
    return {p.index: plan.lengths[p.name] for p in sig.params if p.role is Role.LENGTH}


class Launcher:
    """One kernel's bound launches by key, and the pipeline that binds a call anew."""

    def __init__(
        self, binder: Binder, modules: _cuda.CudaModules, source: PTXSource, forced: str | None
    ) -> None:
        """``forced``: ``EAGLE_TARGET``'s target, if any."""
        self._binder = binder
        self._function = modules.function
        self._source = source
        self._host: HostKernel | None = None
        self._forced = forced
        # the forms seen, by keyword names (out= may hold arrays or None: several forms)
        self._forms: dict[tuple[str, ...], list[Form]] = {}
        self._bound: dict[tuple[Any, ...], BoundLaunch] = {}

    def __call__(self, kwargs: dict[str, Any]) -> Any:
        """Run one call: replay the bound launch of its key, or bind it."""
        for form in self._forms.get(tuple(kwargs), ()):
            got = form.gather(kwargs)
            if got is None:
                continue
            arrays, scalars = got
            try:
                bound = self._bound.get((form, *map(_replay_key, arrays)))
            except Exception:  # a row refusing an array: its binding says why
                bound = None
            if bound is not None:
                try:
                    return bound.replay(arrays, scalars)
                except Miss:
                    pass
            break
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
            bound = BoundLaunch(views, r, plan, binder, self._function, self.host_kernel)
            values = [s.value(v) for s, (_, v) in zip(bound._slots, views, strict=True)]
            result = bound.run([op.obj for op in operands], values, scalars, stream)
        finally:
            if previous is not None:
                _cuda.set_device(previous)
        if form is not None and previous is None and len(self._bound) < MAX_BOUND:
            for op in operands:
                _ROW_OF_TYPE.setdefault(type(op.obj), op.framework)
            try:
                key = (form, *(_replay_key(op.obj) for op in operands))
            except Miss:
                return result
            forms = self._forms.setdefault(form.names, [])
            if form not in forms:
                forms.append(form)
            self._bound[key] = bound
        return result
