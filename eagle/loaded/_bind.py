"""Bind: a call's keyword arguments → operands, each checked against the signature.

The first stage of a call (**bind** → route → plan → launch → export). :meth:`Binder.bind`
takes the keywords apart (arrays, scalars, outputs supplied with ``out=`` or by name) and finds
each array's row of the framework table and its device; :meth:`Binder.check` checks the
arrays' memory as their rows view it (dtype, shape against the signature's symbols, writable
outputs, no aliasing) and derives the plan. Errors name the parameter, what was expected and
what came (docs/getting_started.md, "Call it").
"""

from __future__ import annotations

import functools
import operator
import os
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import numpy as np

from eagle.interop import ArrayView, Device, Framework, framework_of

from ._plan import Plan, convert_scalar, make_plan
from ._signature import ParamSpec, Role, Signature


@dataclass(slots=True)
class Operand:
    """One array the caller passed: its parameter, object, framework row and device;
    ``supplied_output``: an output the caller gave storage for (``out=`` or by name)."""

    spec: ParamSpec
    obj: Any
    framework: Framework
    device: Device
    supplied_output: bool = False


class Form:
    """How a call spelled its arguments: which keywords, and for ``out=`` which items were
    arrays and which ``None``. A later call spelled the same way is taken apart again without
    the checks of :meth:`Binder.bind`: :attr:`flat` gives its arrays in operand order then its
    scalars in signature order, as one tuple, or ``None`` where its ``out=`` is shaped
    otherwise. :attr:`same` does as much for a call spelled as the binding's was, cheaper (at C
    speed where it can: no ``out=``, or ``out=`` one array); where ``out=`` is one array it
    takes the item as it comes (a tuple given there is refused by the replay's type check)."""

    __slots__ = ("_id", "arrays", "flat", "names", "same", "spelling")

    def __init__(
        self,
        names: tuple[str, ...],
        sources: tuple[str | int, ...],
        scalars: tuple[str, ...],
        out: tuple[bool, ...] | None,
        bare: bool = False,
    ) -> None:
        """``sources``: where each operand comes from, its keyword or (an int) its position in
        ``out=``; ``out``: for each item of ``out=``, whether it was an array (else ``None``);
        ``bare``: ``out=`` was one array, not a tuple."""
        self.names = names
        self._id = (names, sources, scalars, out)
        named = tuple(s for s in sources if type(s) is str)
        n = len(named)
        take = _getter((*named, *scalars))  # one C call for every keyword but out=
        self.arrays = len(sources)
        flat: Callable[[dict[str, Any]], Any]
        same: Callable[[dict[str, Any]], Any]
        # what eagle's C launcher takes apart as same does (eagle/loaded/_native.py): the
        # keywords in take order, where an out= tuple sits among them (-1: none) and its length
        self.spelling: tuple[tuple[str, ...], int, int] | None = None
        if out is None:
            flat = same = take
            self.spelling = ((*named, *scalars), -1, 0)
        elif all(out) and sources == (*named, *range(len(out))):
            # every item of out= an array, supplied after the inputs: the common spelling
            size = len(out)

            def flat(kw: dict[str, Any]) -> tuple[Any, ...] | None:
                given = kw["out"]
                if not isinstance(given, tuple):
                    given = (given,)
                if len(given) != size:
                    return None
                for item in given:
                    if item is None:
                        return None
                values = take(kw)
                return values[:n] + given + values[n:]

            with_out = _getter((*named, "out", *scalars))
            bare_one = bare and size == 1
            self.spelling = ((*named, "out", *scalars), -1 if bare_one else n, size)
            if bare_one:
                same = with_out
            else:

                def same(kw: dict[str, Any]) -> tuple[Any, ...] | None:
                    values = with_out(kw)
                    given = values[n]
                    if type(given) is not tuple or len(given) != size:
                        return None
                    return values[:n] + given + values[n + 1 :]

        else:
            pattern = out

            def flat(kw: dict[str, Any]) -> tuple[Any, ...] | None:
                given = kw["out"]
                items = given if isinstance(given, tuple) else (given,)
                if len(items) != len(pattern):
                    return None
                for item, array in zip(items, pattern):  # noqa: B905 - lengths equal
                    if (item is not None) is not array:
                        return None
                values = take(kw)
                by_name = dict(zip(named, values[:n]))  # noqa: B905 - lengths equal
                arrays = tuple(items[s] if type(s) is int else by_name[s] for s in sources)
                return arrays + values[n:]

            same = flat
        self.flat = flat
        self.same = same

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Form) and other._id == self._id

    def __hash__(self) -> int:
        return hash(self._id)


def _getter(names: tuple[str, ...]) -> Callable[[dict[str, Any]], tuple[Any, ...]]:
    """``kw -> tuple(kw[n] for n in names)`` at C speed (``itemgetter`` gives a bare item for
    one name, so that case is wrapped)."""
    if len(names) == 1:
        (name,) = names
        return lambda kw: (kw[name],)
    if not names:
        return lambda kw: ()
    return operator.itemgetter(*names)  # type: ignore[return-value]


class Binder:
    """The signature's part of every call: which keywords it takes and how each is checked."""

    def __init__(self, sig: Signature) -> None:
        self.sig = sig
        self.entry = sig.entry
        self.by_name = {p.name: p for p in sig.params}
        self.inputs = tuple(p for p in sig.params if p.role in (Role.IN, Role.INOUT))
        self.scalars = tuple(p for p in sig.params if p.role is Role.SCALAR)
        self.outputs = sig.outputs
        self.required = tuple(p.name for p in sig.user_params)
        self.out_keyword = "out" not in self.by_name
        self.accepted = frozenset(
            [p.name for p in sig.params if p.role is not Role.LENGTH]
            + (["out"] if self.out_keyword else [])
        )
        self._plans: dict[tuple[tuple[int, ...], ...], Plan] = {}

    def positional(self, given: int) -> TypeError:
        return TypeError(
            f"{self.entry}() takes keyword arguments only ({', '.join(self.required)}), "
            f"got {given} positional"
        )

    # -- keywords -> operands ------------------------------------------------------------------
    def bind(self, kwargs: dict[str, Any]) -> tuple[list[Operand], tuple[Any, ...], Form | None]:
        """The call's operands (inputs in signature order, then the supplied outputs in
        signature order), its scalars converted (:func:`convert_value`, in signature order)
        and its :class:`Form` (``None`` for an ``out=`` that names an inout parameter again:
        such calls are bound anew each time).

        Raises:
            TypeError: unknown, missing or positional arguments, an ``out=`` of the wrong
                length, an output given twice, an argument that is not an array, a scalar of
                the wrong type, an immutable array to write.
            ValueError: an inout parameter given through ``out=`` as another array, the same
                array for two outputs, a scalar out of range, an array on a device eagle does
                not run on.
        """
        unknown = kwargs.keys() - self.accepted
        if unknown:
            optional = ""
            if self.outputs:
                optional = " and optionally " + ", ".join(p.name for p in self.outputs)
                optional += " or out=" if self.out_keyword else ""
            raise TypeError(
                f"{self.entry}() got unexpected keyword argument(s) "
                f"{', '.join(map(repr, sorted(unknown)))}; it takes "
                f"{', '.join(self.required)}{optional}"
            )
        missing = [n for n in self.required if n not in kwargs]
        if missing:
            raise TypeError(
                f"{self.entry}() missing required keyword argument(s): "
                f"{', '.join(map(repr, missing))}"
            )
        operands = [self._operand(p, kwargs[p.name]) for p in self.inputs]
        supplied, out = self._supplied_outputs(kwargs)
        operands += [self._operand(self.by_name[n], obj, True) for n, obj, _ in supplied]
        scalars = tuple(convert_value(p, kwargs[p.name]) for p in self.scalars)
        form = None
        if out is not None or "out" not in kwargs:
            sources = [p.name for p in self.inputs] + [src for _, _, src in supplied]
            bare = "out" in kwargs and not isinstance(kwargs["out"], tuple)
            scalar_names = tuple(p.name for p in self.scalars)
            form = Form(tuple(kwargs), tuple(sources), scalar_names, out, bare)
        return operands, scalars, form

    def _operand(self, spec: ParamSpec, obj: Any, supplied_output: bool = False) -> Operand:
        fw = framework_of(obj)
        if fw is None:
            raise TypeError(
                f"parameter {spec.name!r}: expected a {spec.dtype.name} array (numpy, cupy, "
                f"torch, warp, JAX, numba or DLPack), got "
                f"{type(obj).__module__}.{type(obj).__qualname__}"
            )
        if not fw.mutable and (supplied_output or spec.role is Role.INOUT):
            raise TypeError(
                f"parameter {spec.name!r} is written by the kernel "
                f"({'out' if supplied_output else spec.role.value}) but {fw.name} arrays are "
                "immutable: "
                + (
                    "leave the output to eagle (it comes back as a new array of that framework)"
                    if supplied_output
                    else "pass a mutable array (numpy, cupy, torch) and convert the result"
                )
            )
        try:
            device = fw.device(obj)
        except (TypeError, ValueError) as e:
            raise type(e)(f"parameter {spec.name!r}: {e}") from None
        return Operand(spec, obj, fw, device, supplied_output)

    def _supplied_outputs(
        self, kwargs: dict[str, Any]
    ) -> tuple[list[tuple[str, Any, str | int]], tuple[bool, ...] | None]:
        """The outputs the caller gives storage for, in signature order, each with where it
        came from (its keyword, or its position in ``out=``), and for ``out=`` which items were
        arrays (``None`` when ``out=`` was not given, or named an inout parameter again)."""
        given: dict[str, tuple[Any, str | int]] = {}
        pattern: tuple[bool, ...] | None = None
        if self.out_keyword and "out" in kwargs:
            out = kwargs["out"]
            outs = self.outputs
            if isinstance(out, list):
                raise TypeError(
                    f"out=: give the outputs as a tuple ({', '.join(p.name for p in outs)}), "
                    "not a list"
                )
            items = out if isinstance(out, tuple) else (out,)
            if len(items) != len(outs):
                raise TypeError(
                    f"out=: {self.entry} has {len(outs)} outputs "
                    f"({', '.join(p.name for p in outs)}), got {len(items)}"
                )
            pattern = tuple(obj is not None for obj in items)
            for i, (p, obj) in enumerate(zip(outs, items, strict=True)):
                if obj is None:
                    continue
                if p.role is Role.INOUT:
                    if obj is not kwargs[p.name]:
                        raise ValueError(
                            f"out=: {p.name!r} is an inout parameter, updated in place; pass "
                            "the same array or None"
                        )
                    pattern = None  # nothing supplied: the input is updated in place
                    continue
                given[p.name] = (obj, i)
        for p in self.outputs:
            if p.role is Role.OUT and p.name in kwargs:
                if p.name in given:
                    raise TypeError(f"output {p.name!r} given twice (by name and by out=)")
                given[p.name] = (kwargs[p.name], p.name)
        seen: dict[int, str] = {}
        for n, (obj, _) in given.items():
            if id(obj) in seen:
                raise ValueError(
                    f"outputs {seen[id(obj)]!r} and {n!r} are the same array: each output needs "
                    "its own storage"
                )
            seen[id(obj)] = n
        supplied = [(p.name, *given[p.name]) for p in self.outputs if p.name in given]
        return supplied, pattern

    # -- views -> checks -> plan ---------------------------------------------------------------
    @staticmethod
    def view(op: Operand, stream: int | None, native: bool) -> ArrayView:
        """The row's zero-copy view of ``op`` (imported on ``stream`` unless ``native``), with
        failures naming the parameter."""
        try:
            return op.framework.view(op.obj, stream, native, op.device)
        except (TypeError, ValueError, BufferError) as e:
            message = f"parameter {op.spec.name!r} ({op.framework.name}): {e}"
            try:
                error = type(e)(message)
            except Exception:
                error = TypeError(message)
            raise error from e
        except Exception as e:
            # a producer's own failure (its __dlpack__ raising RuntimeError, say) is a bad
            # argument to eagle: a ValueError naming the parameter, the producer's as its cause
            raise ValueError(
                f"parameter {op.spec.name!r} ({op.framework.name}): the array's producer "
                f"failed: {type(e).__name__}: {e}"
            ) from e

    def check(self, views: list[tuple[Operand, ArrayView]], result: Framework) -> Plan:
        """Check the inputs' dtypes, derive the plan from their shapes, check the supplied
        outputs against the plan's output shapes, that nothing written aliases anything else,
        and that ``result`` can hold each output eagle allocates.

        Raises:
            TypeError: a dtype other than the signature's, an output ``result`` cannot hold.
            ValueError: shapes that do not fit the symbols, a read-only or grad-requiring
                output, an output sharing memory with another argument, a grid beyond CUDA's
                limits.
        """
        _check_aliasing(views)
        for op, v in views:
            if not op.supplied_output:
                self._check(op, v, None)
        plan = self.plan([(op.spec, v.shape) for op, v in views if not op.supplied_output])
        for op, v in views:
            if op.supplied_output:
                self._check(op, v, plan)
        supplied = {op.spec.name for op, _ in views if op.spec.role.is_output}
        for p in self.outputs:
            if p.name not in supplied:
                result.check_result(p.name, p.dtype)
        return plan

    def plan(self, shapes: list[tuple[ParamSpec, tuple[int, ...]]]) -> Plan:
        key = tuple(s for _, s in shapes)
        plan = self._plans.get(key)
        if plan is None:
            plan = make_plan(self.sig, shapes)
            if len(self._plans) < 256:
                self._plans[key] = plan
        return plan

    @staticmethod
    def _check(op: Operand, view: ArrayView, plan: Plan | None) -> None:
        spec = op.spec
        if view.dtype != spec.dtype:
            got = view.dtype.name
            if got == spec.dtype.name:  # same kind and size, other byte order
                got = (
                    f"{view.dtype.str} ({'big' if view.dtype.byteorder == '>' else 'other'}-endian)"
                )
            raise TypeError(
                f"parameter {spec.name!r}: expected dtype {spec.dtype.name}, got "
                f"{got} ({op.framework.name}); eagle does not cast silently"
                + op.framework.dtype_hint(spec.dtype, view.dtype)
            )
        if spec.role.is_output:
            op.framework.check_written(spec.name, spec.role.value, op.obj)
        if plan is not None and view.shape != plan.out_shapes[spec.name]:
            raise ValueError(
                f"output {spec.name!r}: expected shape {plan.out_shapes[spec.name]}, got "
                f"{view.shape}"
            )
        if view.readonly and spec.role.is_output:
            raise ValueError(
                f"parameter {spec.name!r} is written by the kernel ({spec.role.value}) but the "
                f"{op.framework.name} array is read-only"
            )


def convert_value(spec: ParamSpec, value: Any) -> Any:
    """A scalar argument as the launch passes it: :func:`convert_scalar`'s numpy scalar, and a
    struct's bytes (its C layout) for a struct parameter."""
    v = convert_scalar(spec, value)
    return v.tobytes() if spec.dtype.names is not None else v


def extent(v: ArrayView) -> tuple[int, int]:
    """``[low, high)``: the bytes of ``v``'s memory that its elements touch."""
    lo = hi = v.ptr
    for n, st in zip(v.shape, v.strides, strict=True):
        if st < 0:
            lo += (n - 1) * st
        else:
            hi += (n - 1) * st
    return lo, hi + v.dtype.itemsize


def _check_aliasing(views: list[tuple[Operand, ArrayView]]) -> None:
    """Refuse an array the kernel writes (out, inout) that shares memory with another array
    argument: threads would read what others already wrote (or, on the emulator, write memory
    it maps read-only). Extents by pointer and strides on one device; for two host arrays
    numpy decides exactly (``np.shares_memory``, bounded work)."""
    for i, (op, v) in enumerate(views):
        if not op.spec.role.is_output or not v.nbytes:
            continue
        lo, hi = extent(v)
        for j, (other, w) in enumerate(views):
            if j == i or not w.nbytes or w.device != v.device:
                continue
            if other.spec.role.is_output and j < i:
                continue  # that pair was seen from the other side
            olo, ohi = extent(w)
            if lo >= ohi or olo >= hi:
                continue
            if v.host is not None and w.host is not None:
                try:
                    if not np.shares_memory(v.host, w.host, max_work=10_000):
                        continue
                except np.exceptions.TooHardError:
                    pass
            raise ValueError(
                f"parameters {op.spec.name!r} ({op.spec.role.value}, written by the kernel) "
                f"and {other.spec.name!r} share memory: eagle does not launch on aliased "
                "arrays; pass separate arrays (a copy of the input, or another output)"
            )


@functools.cache
def _physical_memory() -> int:
    return os.sysconf("SC_PHYS_PAGES") * os.sysconf("SC_PAGE_SIZE")


def host_bytes_ok(name: str, what: str, shape: tuple[int, ...], dtype: np.dtype[Any]) -> None:
    """Refuse, before allocating, host memory larger than this machine's: a zero-stride view
    of shape (3, 2**33) is 8 bytes to its owner and 192 GiB as a contiguous copy.

    Raises:
        ValueError: naming the parameter, the shape and both sizes.
    """
    need = int(np.prod(shape, dtype=np.float64)) * dtype.itemsize
    have = _physical_memory()
    if need > have:
        raise ValueError(
            f"parameter {name!r}: {what} of shape {shape} {dtype.name} needs "
            f"{need / 2**30:.1f} GiB, more than this machine's {have / 2**30:.1f} GiB"
        )
