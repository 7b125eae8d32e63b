"""``LoadedVector``: a PTX entry plus its signature, called with keyword arguments."""

from __future__ import annotations

import functools
import inspect
import operator
import os
import sys
import threading
import weakref
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from eagle.interop import BY_NAME, ArrayView, Device, Framework, framework_of
from eagle.interop._buffer import cupy_view
from eagle.interop._frameworks import launch_framework, result_framework

from . import _cuda
from ._fast import FastPaths
from ._host import HostKernel
from ._plan import Plan, convert_scalar, make_plan
from ._ptx import PTXSource, check_signature
from ._signature import (
    ParamSpec,
    Role,
    Signature,
    SignatureError,
    load_signature,
    parse_signature,
    signature_path,
)

_CUPY = BY_NAME["cupy"]
_TORCH = BY_NAME["torch"]


@dataclass(slots=True)
class _Operand:
    """One array the caller passed: its parameter, object, framework row and device."""

    spec: ParamSpec
    obj: Any
    framework: Framework
    device: Device
    supplied_output: bool = False


# LoadedVector.__call__: reads the instance's entry (a C-level property get) and, called on
# the class (LoadedVector.__call__(k, **kw)), calls it. Its signature is the general one; a
# kernel's parameters are in its repr. Its docstring is what help() shows for a call.
class _CallEntry(property):
    """Launch the kernel: keyword arguments only, one per in/inout array and scalar of the
    signature; outputs supplied with ``out=`` or by name (see :class:`LoadedVector`)."""

    __signature__ = inspect.Signature(
        [
            inspect.Parameter("self", inspect.Parameter.POSITIONAL_ONLY),
            inspect.Parameter("kwargs", inspect.Parameter.VAR_KEYWORD),
        ]
    )

    def __call__(self, instance: Any, /, *args: Any, **kwargs: Any) -> Any:
        return instance._call_entry(*args, **kwargs)


def _positional_message(entry: str, required: tuple[str, ...], given: int) -> str:
    return f"{entry}() takes keyword arguments only ({', '.join(required)}), got {given} positional"


def _shipped(path: Path) -> Path | None:
    """The installed fixture of the same file name as a missing ``path`` (a README example run
    outside the source tree), or None."""
    from eagle._fixtures import fixture

    try:
        return fixture(path.name)
    except FileNotFoundError:
        return None


def _owner(ref: Any) -> Any:
    owner = ref()
    if owner is None:  # pragma: no cover - the owner calls its entry, so it is alive
        raise ReferenceError("the LoadedVector of this fast path is gone")
    return owner


class LoadedVector:
    """A PTX kernel entry, loaded with its signature and callable on arrays of any framework.

    ``LoadedVector("gravity.ptx")`` reads ``gravity.ptx`` and the signature beside it
    (``gravity.toml``, see :mod:`eagle.loaded._signature`) and checks them against each other.
    Calling it launches the entry::

        accel = gravity(position=x, mu=3.986e14)

    Arguments are keywords only, one per ``in``/``inout`` array and ``scalar`` of the
    signature; ``length`` parameters are bound from the shapes. Outputs (``out`` and ``inout``
    parameters) are returned, a tuple in signature order when there are several; ``out=`` (or
    an output's own name) supplies storage for outputs.

    Where it runs and what comes back (DESIGN.md, "Where it runs"):

    - cupy arrays: on their device, on cupy's current stream, not synchronised; cupy results.
    - torch CUDA tensors: zero-copy, on torch's current stream; torch results.
    - JAX CUDA arrays: zero-copy on cupy's current stream, which JAX orders after the
      array's computation; JAX results (adopted without a copy). JAX arrays are never written:
      as ``out=`` or ``inout`` they are refused.
    - Warp arrays, numba device arrays and other DLPack or CUDA array interface producers on
      CUDA: zero-copy, ordered after the producer's stream; cupy results.
    - numpy arrays, torch CPU tensors and JAX CPU arrays: one upload and one download each,
      blocking; results of the same type. With no reachable CUDA device (or
      ``EAGLE_TARGET=host``) they run on the host PTX emulator instead.

    Mixed inputs: results follow torch > JAX > cupy > numpy (the framework table's rule,
    :func:`eagle.interop._frameworks.result_framework`); host arrays beside device arrays are
    uploaded once. Inputs stay alive until the launch reading them is ordered on the stream.

    Args:
        path: the ``.ptx`` file.
        signature: ``None`` (read the ``.toml`` beside ``path``), a path to a signature file,
            or the signature as a dict (the TOML structure).

    Raises:
        FileNotFoundError: the PTX or its signature file is missing.
        eagle.ptx.PTXSyntaxError: the PTX is malformed (file, line and column).
        SignatureError: the signature is malformed or does not match the PTX entry (the
            message names the file, the parameter and both types).
        eagle.ptx.UnsupportedInstruction: the kernel will run on the host emulator and uses an
            instruction it does not support (named, with its line).
        eagle.ptx.UnsupportedPTX: the kernel will run on the host emulator and declares a
            ``.version`` or ``.target`` newer than it knows (both named).
    """

    def __init__(self, path: str | Path, signature: str | Path | Mapping[str, Any] | None = None):
        path = Path(path)
        if path.is_dir():
            raise IsADirectoryError(f"{path} is a directory: give the path of a .ptx file")
        if not path.is_file():
            shipped = _shipped(path)
            hint = f" (eagle ships it: eagle.fixture({path.name!r}) is {shipped})"
            raise FileNotFoundError(f"PTX file {path} not found" + (hint if shipped else ""))
        source = PTXSource.from_path(path)
        if signature is None:
            sig_file = signature_path(path)
            if not sig_file.is_file():
                raise FileNotFoundError(
                    f"no signature for {path}: expected {sig_file} beside it (or pass "
                    "signature=): PTX has no parameter names or roles"
                )
            sig = load_signature(sig_file)
        elif isinstance(signature, str | Path):
            sig = load_signature(signature)
        else:
            sig = parse_signature(signature, f"<inline signature for {path.name}>")
        self._setup(source, sig)

    @classmethod
    def from_text(
        cls, ptx: str, signature: Mapping[str, Any], filename: str = "<ptx>"
    ) -> LoadedVector:
        """Build from PTX text and an inline signature (what pickling uses)."""
        self = cls.__new__(cls)
        self._setup(PTXSource.from_text(ptx, filename), parse_signature(signature, filename))
        return self

    def _setup(self, source: PTXSource, sig: Signature) -> None:
        entry = source.entry(sig.entry, sig.source)
        if source.module.address_size != 64:
            raise SignatureError(
                f"{source.filename}: .address_size {source.module.address_size}; eagle passes "
                "64-bit device pointers and needs .address_size 64"
            )
        check_signature(sig, entry, source.filename)
        self._source = source
        self._sig = sig
        self._entry = sig.entry
        self._by_name = {p.name: p for p in sig.params}
        self._inputs = tuple(p for p in sig.params if p.role in (Role.IN, Role.INOUT))
        self._scalars = tuple(p for p in sig.params if p.role is Role.SCALAR)
        self._outputs = sig.outputs
        self._required = tuple(p.name for p in sig.user_params)
        self._out_keyword = "out" not in self._by_name
        self._accepted = frozenset(
            [p.name for p in sig.params if p.role is not Role.LENGTH]
            + (["out"] if self._out_keyword else [])
        )
        self._packer = _cuda.ParamPacker([None if p.role.is_array else p.dtype for p in sig.params])
        self._cuda = _cuda.CudaModules(source.text.encode(), sig.entry, source.filename)
        self._plans: dict[tuple[tuple[int, ...], ...], Plan] = {}
        self._host: HostKernel | None = None
        self._no_fast = False  # no route can apply (see _make_fast)
        self._fast_paths: FastPaths | None = None
        # EAGLE_TARGET is read once, here, not on every call.
        self._target = _cuda.forced_target()
        # Load for the emulator now when that is where host arrays will run, so that an
        # unsupported instruction is refused at load time.
        if self._target == "host" or (self._target is None and not _cuda.cuda_reachable()[0]):
            self._host = HostKernel(source, sig.entry)

    # ---------------------------------------------------------------------------------------
    @property
    def signature(self) -> Signature:
        return self._sig

    @property
    def entry(self) -> str:
        return self._entry

    @property
    def ptx(self) -> str:
        return self._source.text

    def __repr__(self) -> str:
        def kind(d: np.dtype[Any]) -> str:
            if d.names is None:
                return d.name
            return "struct{" + ", ".join(f"{f}: {d.fields[f][0].name}" for f in d.names) + "}"

        args = ", ".join(
            f"{p.name}: {kind(p.dtype)}{list(p.shape) if p.shape is not None else ''}"
            for p in self._sig.user_params
        )
        return f"<LoadedVector {self._entry}({args}) from {self._source.filename}>"

    def map_blocks(self, /, **kwargs: Any) -> Any:
        """Run the kernel over Dask arrays, chunk by chunk (issue 13; :mod:`eagle.loaded._dask`).

        Arguments are as for a call, with Dask arrays (of numpy or cupy chunks) for array
        parameters (numpy or cupy arrays are taken as one chunk). Returns the output(s) as
        lazy Dask arrays, chunked like the inputs along the split axis (the signature's threads
        symbol); call ``.compute()`` (or persist) to run them.

        Raises:
            ValueError: the signature does not say ``[launch] split = true`` (the kernel's
                outputs at a position may depend on other positions), an output lacks the split
                axis, or no input has it.
            TypeError: unknown or missing arguments.
        """
        from ._dask import map_blocks

        return map_blocks(self, kwargs)

    def __copy__(self) -> LoadedVector:
        return self  # immutable: a copy would be the same kernel

    def __deepcopy__(self, memo: dict[int, Any]) -> LoadedVector:
        return self

    def __reduce__(self) -> tuple[Any, ...]:
        # Pickles as PTX text and signature, so that another process (a Dask worker) reloads
        # the module for its own devices and contexts.
        return (_rebuild, (self._source.text, self._sig.to_dict(), self._source.filename))

    # ---------------------------------------------------------------------------------------
    # A call goes straight to this instance's entry: at first _first_call (the class's), then,
    # once cupy is imported, the fast path's generated function with the kernel's own keyword
    # parameters, which replays routes the general path recorded and hands every other call to
    # it. A property over the entry: the type's call slot reads it with no Python layer between.
    __call__ = _CallEntry(operator.attrgetter("_call_entry"), doc=_CallEntry.__doc__)

    def _first_call(self, /, *args: Any, **kwargs: Any) -> Any:
        if args:
            raise TypeError(_positional_message(self._entry, self._required, len(args)))
        if self._no_fast:
            return self._call(kwargs)
        entry = self._make_fast()
        if entry is None:
            return self._call(kwargs)
        return entry(**kwargs)

    _call_entry = _first_call  # until the fast path publishes its entry on the instance

    def _make_fast(self) -> Any:
        """The fast path's entry (:mod:`eagle.loaded._fast`: a cache the general path fills),
        once cupy is imported; ``None`` before, and where no route can apply (no CUDA, eagle's
        target the host, struct parameters: every call then takes the general path)."""
        if "cupy" not in sys.modules:
            return None
        if (
            self._target == "host"
            or not _cuda.cuda_reachable()[0]
            or any(p.dtype.names is not None for p in self._sig.params)
        ):
            self._no_fast = True
            return None
        # weak references to this object: it owns the fast path, not the other way round, so
        # a kernel nobody holds is freed at once (with its CUDA modules), no cycle to collect
        me = weakref.ref(self)
        paths = self._fast_paths = FastPaths(
            self._sig,
            self._packer,
            self._cuda.function,
            general=lambda kw: _owner(me)._call(kw),
            publish=lambda entry: setattr(_owner(me), "_call_entry", entry),
            positional=functools.partial(_positional_message, self._entry, self._required),
        )
        return paths.entry

    def _call(self, kwargs: dict[str, Any]) -> Any:
        unknown = kwargs.keys() - self._accepted
        if unknown:
            raise TypeError(
                f"{self._entry}() got unexpected keyword argument(s) "
                f"{', '.join(map(repr, sorted(unknown)))}; it takes "
                f"{', '.join(self._required)}"
                + (
                    " and optionally "
                    + ", ".join(p.name for p in self._outputs)
                    + (" or out=" if self._out_keyword else "")
                    if self._outputs
                    else ""
                )
            )
        missing = [n for n in self._required if n not in kwargs]
        if missing:
            raise TypeError(
                f"{self._entry}() missing required keyword argument(s): "
                f"{', '.join(map(repr, missing))}"
            )
        operands = [self._operand(p, kwargs[p.name]) for p in self._inputs]
        operands += self._supplied_outputs(kwargs)
        scalars = {p.name: convert_scalar(p, kwargs[p.name]) for p in self._scalars}

        devices = {op.device for op in operands if op.device.is_cuda}
        if len(devices) > 1:
            where = ", ".join(f"{op.spec.name!r} on {op.device}" for op in operands)
            raise ValueError(f"{self._entry}(): arrays on different devices: {where}")
        forced = self._target
        if devices:
            device = devices.pop()
            if forced == "host":
                op = next(op for op in operands if op.device.is_cuda)
                raise ValueError(
                    f"EAGLE_TARGET=host, but parameter {op.spec.name!r} is on {op.device}"
                )
            return self._run_cuda(device, operands, scalars, host_only=False)
        if forced == "host":
            return self._run_host(operands, scalars)
        reachable, why = _cuda.cuda_reachable()
        if forced == "cuda" and not reachable:
            raise RuntimeError(f"EAGLE_TARGET=cuda, but no CUDA device is reachable: {why}")
        if reachable:
            cupy = sys.modules.get("cupy") or __import__("cupy")
            device = Device("cuda", int(cupy.cuda.runtime.getDevice()))
            return self._run_cuda(device, operands, scalars, host_only=True)
        return self._run_host(operands, scalars)

    # -- argument checks --------------------------------------------------------------------
    def _operand(self, spec: ParamSpec, obj: Any, supplied_output: bool = False) -> _Operand:
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
        return _Operand(spec, obj, fw, device, supplied_output)

    def _supplied_outputs(self, kwargs: dict[str, Any]) -> list[_Operand]:
        given: dict[str, Any] = {}
        if self._out_keyword and "out" in kwargs:
            out = kwargs["out"]
            outs = self._outputs
            if isinstance(out, list):
                raise TypeError(
                    f"out=: give the outputs as a tuple ({', '.join(p.name for p in outs)}), "
                    "not a list"
                )
            items = out if isinstance(out, tuple) else (out,)
            if len(items) != len(outs):
                raise TypeError(
                    f"out=: {self._entry} has {len(outs)} outputs "
                    f"({', '.join(p.name for p in outs)}), got {len(items)}"
                )
            for p, obj in zip(outs, items, strict=True):
                if obj is None:
                    continue
                if p.role is Role.INOUT:
                    if obj is not kwargs[p.name]:
                        raise ValueError(
                            f"out=: {p.name!r} is an inout parameter, updated in place; pass "
                            "the same array or None"
                        )
                    continue
                given[p.name] = obj
        for p in self._outputs:
            if p.role is Role.OUT and p.name in kwargs:
                if p.name in given:
                    raise TypeError(f"output {p.name!r} given twice (by name and by out=)")
                given[p.name] = kwargs[p.name]
        seen: dict[int, str] = {}
        for n, obj in given.items():
            if id(obj) in seen:
                raise ValueError(
                    f"outputs {seen[id(obj)]!r} and {n!r} are the same array: each output needs "
                    "its own storage"
                )
            seen[id(obj)] = n
        return [self._operand(self._by_name[n], obj, True) for n, obj in given.items()]

    def _plan(self, shapes: list[tuple[ParamSpec, tuple[int, ...]]]) -> Plan:
        key = tuple(s for _, s in shapes)
        plan = self._plans.get(key)
        if plan is None:
            plan = make_plan(self._sig, shapes)
            if len(self._plans) < 256:
                self._plans[key] = plan
        return plan

    def _check(self, op: _Operand, view: ArrayView, plan: Plan | None) -> None:
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
        if spec.role.is_output and op.framework is _TORCH and op.obj.requires_grad:
            raise ValueError(
                f"parameter {spec.name!r} is written by the kernel ({spec.role.value}) but the "
                "torch tensor requires grad: autograd cannot see eagle's writes (pass a tensor "
                "that does not require grad, e.g. under torch.no_grad() or .detach())"
            )
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

    @staticmethod
    def _check_aliasing(views: list[tuple[_Operand, ArrayView]]) -> None:
        """Refuse an array the kernel writes (out, inout) that shares memory with another
        array argument: threads would read what others already wrote (or, on the emulator,
        write memory it maps read-only). Extents by pointer and strides on one device; for two
        host arrays numpy decides exactly (``np.shares_memory``, bounded work)."""

        def extent(v: ArrayView) -> tuple[int, int]:
            lo = hi = v.ptr
            for n, st in zip(v.shape, v.strides, strict=True):
                if st < 0:
                    lo += (n - 1) * st
                else:
                    hi += (n - 1) * st
            return lo, hi + v.dtype.itemsize

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

    def _checked_plan(self, views: list[tuple[_Operand, ArrayView]]) -> Plan:
        """Check the inputs' dtypes, derive the plan from their shapes, then check supplied
        outputs against the plan's output shapes, and that nothing written aliases anything
        else."""
        self._check_aliasing(views)
        for op, v in views:
            if not op.supplied_output:
                self._check(op, v, None)
        plan = self._plan([(op.spec, v.shape) for op, v in views if not op.supplied_output])
        for op, v in views:
            if op.supplied_output:
                self._check(op, v, plan)
        return plan

    @staticmethod
    def _view(op: _Operand, stream: int | None, native: bool) -> ArrayView:
        """The framework row's zero-copy view, with failures naming the parameter."""
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

    def _check_results(self, result_fw: Framework, operands: list[_Operand]) -> None:
        """Before the launch: the result framework can hold each output eagle allocates."""
        supplied = {op.spec.name for op in operands if op.spec.role.is_output}
        for p in self._outputs:
            if p.name not in supplied:
                result_fw.check_result(p.name, p.dtype)

    def _results(self, results: list[Any]) -> Any:
        return results[0] if len(results) == 1 else tuple(results)

    # -- host memory ------------------------------------------------------------------------
    @staticmethod
    def _host_bytes_ok(name: str, what: str, shape: tuple[int, ...], dtype: np.dtype[Any]) -> None:
        """Refuse, before allocating, host memory larger than this machine's: a zero-stride
        view of shape (3, 2**33) is 8 bytes to its owner and 192 GiB as a contiguous copy."""
        need = int(np.prod(shape, dtype=np.float64)) * dtype.itemsize
        have = os.sysconf("SC_PHYS_PAGES") * os.sysconf("SC_PAGE_SIZE")
        if need > have:
            raise ValueError(
                f"parameter {name!r}: {what} of shape {shape} {dtype.name} needs "
                f"{need / 2**30:.1f} GiB, more than this machine's {have / 2**30:.1f} GiB"
            )

    # -- host emulator ----------------------------------------------------------------------
    def _run_host(self, operands: list[_Operand], scalars: dict[str, Any]) -> Any:
        views = [(op, self._view(op, None, native=True)) for op in operands]
        plan = self._checked_plan(views)
        result_fw = result_framework((op.framework for op in operands), device=False)
        self._check_results(result_fw, operands)

        arrays: dict[str, np.ndarray[Any, Any]] = {}
        writeback: list[tuple[np.ndarray[Any, Any], np.ndarray[Any, Any]]] = []
        returned: dict[str, Any] = {}
        for op, v in views:
            assert v.host is not None
            a = v.host
            if not (v.c_contiguous and a.flags.c_contiguous):
                self._host_bytes_ok(op.spec.name, "a contiguous copy", a.shape, a.dtype)
                a = np.ascontiguousarray(a)
                _cuda._transfers.record("contiguous", a.nbytes)
                if op.spec.role.is_output:
                    writeback.append((v.host, a))
            if op.spec.role is Role.IN and a.flags.writeable:
                # On CUDA the kernel sees a copy of a host input; here it sees the caller's
                # memory, so a kernel that writes an 'in' array (a signature that lies) must
                # fail instead of changing the caller's data.
                a = a.view()
                a.flags.writeable = False
            arrays[op.spec.name] = a
            if op.spec.role.is_output:
                returned[op.spec.name] = op.obj
        fresh: list[str] = []
        for p in self._outputs:
            if p.name not in arrays:
                self._host_bytes_ok(p.name, "the output", plan.out_shapes[p.name], p.dtype)
                arrays[p.name] = result_fw.host_empty(plan.out_shapes[p.name], p.dtype)
                fresh.append(p.name)
        if not plan.empty:
            if self._host is None:
                self._host = HostKernel(self._source, self._entry)
            args = [self._arg(p, arrays, scalars, plan) for p in self._sig.params]
            self._host.launch(plan, args)
        for dst, src in writeback:
            dst[...] = src
            _cuda._transfers.record("contiguous", src.nbytes)
        for name in fresh:  # handed over once written: a framework may have copied them
            returned[name] = result_fw.from_host(arrays[name])
        _written(operands)
        return self._results([returned[p.name] for p in self._outputs])

    @staticmethod
    def _arg(
        p: ParamSpec, arrays: Mapping[str, Any], scalars: Mapping[str, Any], plan: Plan
    ) -> Any:
        if p.role.is_array:
            return arrays[p.name]
        if p.role is Role.LENGTH:
            return plan.lengths[p.name]
        v = scalars[p.name]
        return v.tobytes() if p.dtype.names is not None else v

    # -- CUDA --------------------------------------------------------------------------------
    def _run_cuda(
        self, device: Device, operands: list[_Operand], scalars: dict[str, Any], host_only: bool
    ) -> Any:
        reachable, why = _cuda.cuda_reachable()
        if not reachable:
            op = next(op for op in operands if op.device.is_cuda)
            raise RuntimeError(
                f"parameter {op.spec.name!r} is on {op.device}, but eagle's CUDA target is "
                f"unavailable: {why}"
            )
        cupy = sys.modules.get("cupy") or __import__("cupy")
        previous = cupy.cuda.runtime.getDevice()
        if previous != device.index:
            cupy.cuda.runtime.setDevice(device.index)
        try:
            return self._launch_cuda(
                device, operands, scalars, host_only, replayable=previous == device.index
            )
        finally:
            if previous != device.index:
                cupy.cuda.runtime.setDevice(previous)

    def _launch_cuda(
        self,
        device: Device,
        operands: list[_Operand],
        scalars: dict[str, Any],
        host_only: bool,
        replayable: bool = False,
    ) -> Any:
        frameworks = [op.framework for op in operands]
        if host_only:  # host arrays in and out; cupy launches
            launch_fw: Framework = _CUPY
            result_fw: Framework = result_framework(frameworks, False)
        else:
            result_fw = result_framework(frameworks, True, here=True)
            launch_fw = launch_framework(frameworks, result_fw, here=True)
        stream = launch_fw.current_stream(device)

        views: list[tuple[_Operand, ArrayView]] = []
        for op in operands:
            if op.device.is_cuda:
                v = self._view(op, stream, native=op.framework is launch_fw)
            else:
                v = self._view(op, None, native=True)
            views.append((op, v))
        plan = self._checked_plan(views)
        self._check_results(result_fw, operands)  # after the arguments' own checks, as on the host

        ptrs: dict[str, int] = {}
        keep: list[Any] = []  # memory imported from other frameworks, and temporaries
        downloads: list[tuple[str, np.ndarray[Any, Any], Any]] = []  # name, host dst, caller obj
        device_writeback: list[tuple[ArrayView, Any]] = []
        returned: dict[str, Any] = {}
        fresh: list[str] = []  # results the result framework adopts from the launch's
        for op, v in views:
            name = op.spec.name
            if op.spec.role.is_output:
                returned[name] = op.obj
            if not v.device.is_cuda:
                assert v.host is not None
                host = v.host
                if not v.c_contiguous:
                    self._host_bytes_ok(op.spec.name, "a contiguous copy", v.shape, v.dtype)
                    host = np.ascontiguousarray(v.host)
                    _cuda._transfers.record("contiguous", host.nbytes)
                # Device storage for the host array; a supplied output is only written, so it
                # gets no upload.
                d = launch_fw.empty(host.shape, host.dtype, device)
                if not op.supplied_output:
                    _cuda.upload(launch_fw.result_ptr(d), host, stream)
                ptrs[name] = launch_fw.result_ptr(d)
                keep.append(d)
                if op.spec.role.is_output:
                    downloads.append((name, v.host, d))
                continue
            if op.framework is not launch_fw:
                keep.append(v.keepalive)
            if v.c_contiguous or 0 in v.shape:
                ptrs[name] = v.ptr
            else:
                tmp = launch_fw.empty(v.shape, v.dtype, device)
                _copy_on_stream(_as_cupy(tmp), cupy_view(v), stream)
                _cuda._transfers.record("contiguous", v.nbytes)
                ptrs[name] = launch_fw.result_ptr(tmp)
                keep.append(tmp)
                if op.spec.role.is_output:
                    device_writeback.append((v, tmp))

        for p in self._outputs:
            if p.name in ptrs:
                continue
            d = launch_fw.empty(plan.out_shapes[p.name], p.dtype, device)
            ptrs[p.name] = launch_fw.result_ptr(d)
            if host_only:
                downloads.append((p.name, None, d))  # type: ignore[arg-type]
            else:
                returned[p.name] = d
                if result_fw is not launch_fw:
                    fresh.append(p.name)

        fn = 0
        if not plan.empty:
            fn = self._cuda.function(device.index)
            values = [
                ptrs[p.name]
                if p.role.is_array
                else plan.lengths[p.name]
                if p.role is Role.LENGTH
                else scalars[p.name]
                for p in self._sig.params
            ]
            _cuda.launch(fn, plan.grid, plan.block, plan.shared, stream, self._packer.pack(values))

        for v, tmp in device_writeback:
            _copy_on_stream(cupy_view(v), _as_cupy(tmp), stream)
            _cuda._transfers.record("contiguous", v.nbytes)
        if downloads:
            pending: list[tuple[np.ndarray[Any, Any], np.ndarray[Any, Any]]] = []
            for name, dst, d in downloads:
                spec = self._by_name[name]
                shape = plan.out_shapes[name]
                if dst is not None and dst.flags.c_contiguous and dst.flags.writeable:
                    target = dst
                else:
                    target = result_fw.host_empty(shape, spec.dtype)
                    if dst is not None:
                        pending.append((dst, target))
                    else:
                        returned[name] = result_fw.from_host(target)
                _cuda.download(launch_fw.result_ptr(d) if target.size else 0, target, stream)
            _cuda.synchronize(stream)
            for dst, src in pending:
                dst[...] = src
                _cuda._transfers.record("contiguous", src.nbytes)
        elif keep and any(op.framework is not launch_fw and op.device.is_cuda for op in operands):
            _cuda.KEEPALIVE.hold(stream, keep)
        for name in fresh:  # after the launch, so that its stream is what they are ordered on
            returned[name] = result_fw.from_device(returned[name])
        _written(operands)
        if replayable and self._fast_paths is not None:
            self._record_route(device, views, plan, fn, launch_fw, result_fw, host_only)
        return self._results([returned[p.name] for p in self._outputs])

    def _record_route(
        self,
        device: Device,
        views: list[tuple[_Operand, ArrayView]],
        plan: Plan,
        fn: int,
        launch_fw: Framework,
        result_fw: Framework,
        host_only: bool,
    ) -> None:
        """Hand the fast path's cache what this call decided, where the call is one it can
        replay (:mod:`eagle.loaded._fast`): contiguous arrays of one framework that launches
        and receives the results (or numpy arrays, all outputs eagle's), no output or every
        output supplied. Called after a successful launch on the current device."""
        fast = self._fast_paths
        assert fast is not None
        if any(not v.c_contiguous for _, v in views):
            return
        inputs = [(op, v) for op, v in views if not op.supplied_output]
        supplied = [(op, v) for op, v in views if op.supplied_output]
        if host_only:
            if not supplied and all(type(op.obj) is np.ndarray for op, _ in views):
                fast.record_host([op.obj for op, _ in inputs], plan, device.index)
            return
        first = views[0][0]
        if (
            first.framework.fast_import
            and not supplied
            and result_fw is launch_fw
            and launch_fw.name == "cupy"
            and all(
                op.framework is first.framework
                and type(op.obj) is type(first.obj)
                and op.device.is_cuda
                for op, _ in views
            )
        ):
            fast.record_foreign(type(first.obj), [v for _, v in views], fn, plan, device.index)
            return
        spec = launch_fw.fast
        if spec is None or result_fw is not launch_fw:
            return
        array_type = spec.array_type()
        if any(op.framework is not launch_fw or type(op.obj) is not array_type for op, _ in views):
            return
        if supplied:
            order = {p.name: i for i, p in enumerate(self._outputs)}
            supplied.sort(key=lambda ov: order[ov[0].spec.name])
            if len(supplied) != len(self._outputs):
                return
        ordered = inputs + supplied
        fast.record(
            launch_fw,
            bool(supplied),
            [op.obj for op, _ in ordered],
            [v.nbytes for _, v in ordered],
            fn,
            plan,
            device.index,
        )


def _written(operands: list[_Operand]) -> None:
    """Tell autograd that the caller's torch tensors eagle wrote in place have changed (bump
    their version counters, as torch's own in-place operations do), so a tensor saved for a
    backward pass fails loudly there instead of giving wrong gradients."""
    for op in operands:
        if op.spec.role.is_output:
            op.framework.after_write(op.obj)


def _as_cupy(x: Any) -> Any:
    cupy = sys.modules["cupy"]
    if isinstance(x, cupy.ndarray):
        return x
    return cupy.from_dlpack(x)


class _StreamRef:
    """A raw ``cudaStream_t`` in the CUDA stream protocol (``__cuda_stream__``), for cupy."""

    def __init__(self, handle: int) -> None:
        self._handle = handle

    def __cuda_stream__(self) -> tuple[int, int]:
        return (0, self._handle)


def _copy_on_stream(dst: Any, src: Any, stream: int) -> None:
    cupy = sys.modules["cupy"]
    with cupy.cuda.Stream.from_external(_StreamRef(stream)):
        dst[...] = src


# What _rebuild loaded in this process: a Dask worker gets the kernel with every task, and
# loads it once (keyed by its PTX, signature and file name).
_REBUILT: dict[tuple[str, str, str], LoadedVector] = {}
_REBUILT_LOCK = threading.Lock()
REBUILDS = [0]  # loads made by _rebuild in this process (what the Dask tests count)


def _rebuild(ptx: str, signature: dict[str, Any], filename: str) -> LoadedVector:
    import hashlib
    import json

    key = (
        hashlib.sha256(ptx.encode()).hexdigest(),
        json.dumps(signature, sort_keys=True, default=str),
        filename,
    )
    with _REBUILT_LOCK:
        hit = _REBUILT.get(key)
    if hit is not None:
        return hit
    k = LoadedVector.from_text(ptx, signature, filename)
    with _REBUILT_LOCK:
        REBUILDS[0] += 1
        return _REBUILT.setdefault(key, k)
