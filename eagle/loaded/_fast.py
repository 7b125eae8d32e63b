"""Fast paths for the common calls: every array argument of one kind (cupy arrays, torch CUDA
tensors, or numpy arrays bound for CUDA), C-contiguous, on the current device; for cupy and
torch also with the outputs supplied (``out=`` or each output by name), the hot path of a
simulation's time loop.

They do what the general path in :mod:`eagle.loaded._vector` does for those calls, with the
per-call Python work cut to attribute reads and one dict lookup: the dtype and shape checks
and the launch plan are cached per distinct set of input (and supplied output) dtypes, shapes
and strides. Per call only what the key cannot hold is checked: the device, and that no
supplied output overlaps another array argument. Anything else (including every call that
would raise) returns :data:`MISS` and takes the general path, which gives the error messages.
"""

from __future__ import annotations

import ctypes
import sys
import threading
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import numpy as np

from eagle.interop._dlpack import c_strides, normalise_strides

from . import _cuda, _transfers
from ._plan import Plan, convert_scalar, make_plan
from ._signature import Role, Signature

MISS: Any = object()


def _miss(kw: dict[str, Any]) -> Any:
    """The fast path of a call form this kernel has none for."""
    return MISS


# Host arrays up to this many bytes in all go through a page-locked staging buffer: pinned
# transfers start sooner than pageable ones, which the driver stages itself (CUDA runtime API,
# "API synchronization behavior"). Larger ones are copied straight from the numpy array.
STAGING_LIMIT = 4 << 20


@dataclass(frozen=True, slots=True)
class _Entry:
    plan: Plan
    template: list[Any]  # parameter values in PTX order, lengths filled in
    outputs: tuple[tuple[int, tuple[int, ...], Any], ...]  # (param index, shape, dtype)
    config: tuple[int, ...]  # grid x, y, z, block x, y, z, dynamic shared bytes
    lengths: tuple[Any, ...]  # length parameter values, in PTX order
    launch: bool  # the grid has blocks (zero-size inputs launch nothing)
    in_bytes: tuple[int, ...] = ()  # each input's size (contiguous), for the overlap checks
    out_bytes: tuple[int, ...] = ()  # each supplied output's size, in the same way


class _TorchDtypes(dict):  # type: ignore[type-arg]
    """numpy dtype -> torch dtype, filled on first use."""

    def __missing__(self, dtype: np.dtype[Any]) -> Any:
        from eagle.interop._frameworks import numpy_torch_dtype

        value = self[dtype] = numpy_torch_dtype(dtype)
        return value


class FastPaths:
    """Per-``LoadedVector`` fast paths; :meth:`__call__` returns the result or :data:`MISS`."""

    def __init__(self, sig: Signature, packer: _cuda.ParamPacker, function: Callable[[int], int]):
        self._sig = sig
        self._packer = packer
        self._function = function
        self._inputs = tuple(p for p in sig.params if p.role in (Role.IN, Role.INOUT))
        self._in_index = tuple(p.index for p in self._inputs)
        self._in_names = tuple(p.name for p in self._inputs)
        self._first = self._in_names[0]
        self._scalars = tuple(p for p in sig.params if p.role is Role.SCALAR)
        # (name, index, the Python type passed through as it is, spec): a float for a float64
        # parameter and a numpy scalar of exactly the parameter's dtype need no conversion.
        self._scalar_fast = tuple(
            (p.name, p.index, float if p.dtype.char == "d" else p.dtype.type, p)
            for p in self._scalars
        )
        self._arg_names = frozenset(self._in_names) | {p.name for p in self._scalars}
        self._inout = any(p.role is Role.INOUT for p in self._inputs)
        self._outs = tuple(p for p in sig.params if p.role is Role.OUT)
        # outputs supplied by the caller: where every output is an OUT parameter (an inout
        # one given again through out= takes the general path) and ``out`` names no parameter
        self._supplied_ok = (
            bool(self._outs)
            and len(self._outs) == len(sig.outputs)
            and all(p.name != "out" for p in sig.params)
        )
        self._entries: dict[tuple[Any, ...], _Entry | None] = {}
        self._entries_out: dict[tuple[Any, ...], _Entry | None] = {}
        self._local = threading.local()
        cupy = sys.modules["cupy"]
        from cupy_backends.cuda.api import driver, runtime

        self._cp = cupy
        self._cp_ndarray = cupy.ndarray
        self._get_stream = cupy.cuda.get_current_stream
        self._get_device = runtime.getDevice
        self._launch = driver.launchKernel
        self._memcpy = runtime.memcpyAsync
        self._sync = runtime.streamSynchronize
        self._h2d = runtime.memcpyHostToDevice
        self._d2h = runtime.memcpyDeviceToHost
        torch = sys.modules.get("torch")
        self._torch_tensor: Any = torch.Tensor if torch is not None else None
        self._torch_dtypes: dict[Any, np.dtype[Any]] = {}  # torch dtype -> numpy
        self._torch_stream: Callable[[int], int] | None = None
        self.host_to_cuda = False  # set by LoadedVector: numpy calls run on CUDA
        self._torch_out: Callable[[dict[str, Any]], Any] = _miss
        self._cupy_out = self._compile("cupy", True) if self._supplied_ok else _miss
        self._cupy = self._compile("cupy")
        if torch is not None:
            self._compile_torch()

    # -------------------------------------------------------------------------------------
    def __call__(self, kw: dict[str, Any]) -> Any:
        """The entry point: the generated cupy path, which hands every call whose first array
        is not a cupy array to :meth:`_other` (so cupy calls pay no dispatch layer)."""
        return self._cupy(kw)

    def _other(self, kw: dict[str, Any]) -> Any:
        first = kw.get(self._first)
        t = type(first)
        tensor = self._torch_tensor
        if tensor is None and "torch" in sys.modules:
            tensor = self._torch_tensor = sys.modules["torch"].Tensor
            self._compile_torch()
        if t is tensor and first.is_cuda:
            return self._torch(kw)
        if t is np.ndarray and self.host_to_cuda and not self._inout:
            return self._numpy(kw)
        return MISS

    def _other_out(self, kw: dict[str, Any]) -> Any:
        """Outputs supplied, the first input not a cupy array: torch CUDA tensors, or MISS."""
        first = kw.get(self._first)
        tensor = self._torch_tensor
        if tensor is None and "torch" in sys.modules:
            tensor = self._torch_tensor = sys.modules["torch"].Tensor
            self._compile_torch()
        if type(first) is tensor and first.is_cuda:
            return self._torch_out(kw)
        return MISS

    def _compile_torch(self) -> None:
        self._torch = self._compile("torch")
        if self._supplied_ok:
            self._torch_out = self._compile("torch", True)

    def _entry(self, key: tuple[Any, ...]) -> _Entry | None:
        """Validate dtypes and shapes once per key: (dtype, shape) per input, or
        (dtype, shape, strides) per input for cupy, whose strides are checked here for
        C-contiguity instead of reading ``flags`` on every call."""
        entry = self._entries.get(key, MISS)
        if entry is not MISS:
            return entry  # type: ignore[no-any-return]
        built: _Entry | None = None
        per = len(key) // len(self._inputs)
        dtypes, shapes = key[0::per], key[1::per]
        contiguous = per == 2 or all(
            normalise_strides(shape, strides, d.itemsize) == c_strides(shape, d.itemsize)
            for d, shape, strides in zip(dtypes, shapes, key[2::per], strict=True)
        )
        if contiguous and all(d == p.dtype for d, p in zip(dtypes, self._inputs, strict=True)):
            try:
                plan = make_plan(self._sig, list(zip(self._inputs, shapes, strict=True)))
            except ValueError:
                plan = None  # the general path raises it with the same message
            if plan is not None:
                template: list[Any] = [None] * len(self._sig.params)
                for p in self._sig.params:
                    if p.role is Role.LENGTH:
                        template[p.index] = plan.lengths[p.name]
                outputs = tuple(
                    (p.index, plan.out_shapes[p.name], p.dtype)
                    for p in self._sig.params
                    if p.role is Role.OUT
                )
                lengths = tuple(
                    plan.lengths[p.name] for p in self._sig.params if p.role is Role.LENGTH
                )
                built = _Entry(
                    plan,
                    template,
                    outputs,
                    (*plan.grid, *plan.block, plan.shared),
                    lengths,
                    not plan.empty,
                )
        if len(self._entries) < 256:
            self._entries[key] = built
        return built

    def _entry_out(self, key: tuple[Any, ...]) -> _Entry | None:
        """The entry for a call with its outputs supplied: ``key`` is the inputs' key (as for
        :meth:`_entry`) followed by (dtype, shape[, strides]) of each OUT parameter. The
        outputs must have the parameter's dtype and the plan's shape, and be C-contiguous."""
        entry = self._entries_out.get(key, MISS)
        if entry is not MISS:
            return entry  # type: ignore[no-any-return]
        per = len(key) // (len(self._inputs) + len(self._outs))
        split = per * len(self._inputs)
        built = self._entry(key[:split])
        if built is not None:
            out_key = key[split:]
            dtypes, shapes = out_key[0::per], out_key[1::per]
            ok = all(
                d == p.dtype and tuple(shape) == built.plan.out_shapes[p.name]
                for d, shape, p in zip(dtypes, shapes, self._outs, strict=True)
            ) and (
                per == 2
                or all(
                    normalise_strides(shape, strides, d.itemsize) == c_strides(shape, d.itemsize)
                    for d, shape, strides in zip(dtypes, shapes, out_key[2::per], strict=True)
                )
            )
            if ok:
                in_key = key[:split]
                built = _Entry(
                    built.plan,
                    built.template,
                    built.outputs,
                    built.config,
                    built.lengths,
                    built.launch,
                    tuple(
                        int(np.prod(shape, dtype=np.int64)) * d.itemsize
                        for d, shape in zip(in_key[0::per], in_key[1::per], strict=True)
                    ),
                    tuple(
                        int(np.prod(shape, dtype=np.int64)) * d.itemsize
                        for d, shape in zip(dtypes, shapes, strict=True)
                    ),
                )
            else:
                built = None
        if len(self._entries_out) < 256:
            self._entries_out[key] = built
        return built

    def _scalar_values(self, kw: dict[str, Any], values: list[Any]) -> None:
        for name, index, passthrough, spec in self._scalar_fast:
            v = kw[name]
            t = type(v)
            values[index] = (
                v if t is passthrough or t is spec.dtype.type else convert_scalar(spec, v)
            )

    # -- cupy arrays and torch CUDA tensors: a function generated per kernel ----------------
    def _compile(self, kind: str, supplied: bool = False) -> Callable[[dict[str, Any]], Any]:
        """Generate the fast path for ``kind`` ("cupy" or "torch") with this kernel's
        parameters unrolled: per call it reads each array's pointer, dtype and shape, looks up
        the validated plan, allocates the outputs (or, ``supplied``, takes the caller's from
        ``out=`` or by name, and checks that none overlaps another array) and launches. Code
        generation keeps the hot path free of loops over parameter tables (the same technique
        ``dataclasses`` uses)."""
        sig = self._sig
        outs = list(self._outs)
        lines = ["def fast(kw):"]
        if supplied:
            o_names = [f"o{k}" for k in range(len(outs))]
            lines += [
                "    keys = kw.keys()",
                "    if keys == ARGS_OUT:",
                "        given = kw['out']",
            ]
            if len(outs) == 1:  # out=x, or out=(x,) as the general path also takes
                lines += [
                    "        if type(given) is tuple:",
                    "            if len(given) != 1: return MISS",
                    "            given = given[0]",
                    "        o0 = given",
                ]
            else:
                lines += [
                    f"        if type(given) is not tuple or len(given) != {len(outs)}: "
                    "return MISS",
                    f"        {', '.join(o_names)} = given",
                ]
            lines.append("    elif keys == ARGS_NAMED:")
            lines += [f"        o{k} = kw[{p.name!r}]" for k, p in enumerate(outs)]
            lines.append("    else: return MISS")
        else:
            lines.append(
                "    if kw.keys() != ARGS: return " + ("OUT(kw)" if kind == "cupy" else "MISS")
            )
        arrays = {p.name: i for i, p in enumerate(self._inputs)}
        for i, p in enumerate(self._inputs):
            a = f"a{i}"
            lines.append(f"    {a} = kw.get({p.name!r})")
            if kind == "cupy":
                # torch, numpy: FastPaths._other (_other_out with the outputs supplied)
                other = ("OTHER_OUT(kw)" if supplied else "OTHER(kw)") if i == 0 else "MISS"
                lines.append(f"    if type({a}) is not ND: return {other}")
                lines.append(f"    m{i} = {a}.data")
                dev = f"m{i}.device_id"
                lines.append(f"    p{i} = m{i}.ptr")
            else:
                lines.append(
                    f"    if type({a}) is not TENSOR or not {a}.is_cuda or not "
                    f"{a}.is_contiguous(): return MISS"
                )
                if p.role is Role.INOUT:  # the general path refuses it, with the reason
                    lines.append(f"    if {a}.requires_grad: return MISS")
                dev = f"{a}.get_device()"
                lines.append(f"    d{i} = TORCH_NP.get({a}.dtype) or TORCH_NP_SLOW({a}.dtype)")
                lines.append(f"    if d{i} is None: return MISS")
                lines.append(f"    p{i} = {a}.data_ptr()")
            if i == 0:
                lines.append(f"    dev = {dev}")
            else:
                lines.append(f"    if {dev} != dev: return MISS")
        if supplied:
            for k in range(len(outs)):
                o = f"o{k}"
                if kind == "cupy":
                    lines.append(f"    if type({o}) is not ND: return MISS")
                    lines.append(f"    n{k} = {o}.data")
                    lines.append(f"    if n{k}.device_id != dev: return MISS")
                    lines.append(f"    q{k} = n{k}.ptr")
                else:
                    # written by the kernel: autograd could not see it (the general path says so)
                    lines.append(
                        f"    if type({o}) is not TENSOR or not {o}.is_cuda or not "
                        f"{o}.is_contiguous() or {o}.requires_grad: return MISS"
                    )
                    lines.append(f"    if {o}.get_device() != dev: return MISS")
                    lines.append(f"    e{k} = TORCH_NP.get({o}.dtype) or TORCH_NP_SLOW({o}.dtype)")
                    lines.append(f"    if e{k} is None: return MISS")
                    lines.append(f"    q{k} = {o}.data_ptr()")
        # an inout array passed again as another parameter: the general path refuses it
        for i, p in enumerate(self._inputs):
            if p.role is Role.INOUT:
                for j in range(len(self._inputs)):
                    if j != i:
                        lines.append(f"    if a{i} is a{j}: return MISS")
        if kind == "cupy":
            fields = [f"a{i}.dtype, a{i}.shape, a{i}.strides" for i in range(len(self._inputs))]
            if supplied:
                fields += [f"o{k}.dtype, o{k}.shape, o{k}.strides" for k in range(len(outs))]
        else:
            fields = [f"d{i}, a{i}.shape" for i in range(len(self._inputs))]
            if supplied:
                fields += [f"e{k}, o{k}.shape" for k in range(len(outs))]
        table, build = ("ENTRIES_OUT", "BUILD_OUT") if supplied else ("ENTRIES", "BUILD")
        lines += [
            f"    key = ({', '.join(fields)},)",
            f"    entry = {table}.get(key)",
            "    if entry is None:",
            f"        entry = {build}(key)",
            "        if entry is None: return MISS",
            "    if GET_DEVICE() != dev: return MISS",
        ]
        if supplied:
            # a supplied output overlapping an input or another output: the general path
            # refuses it, naming both (zero-size arrays overlap nothing)
            lines += ["    ib = entry.in_bytes", "    ob = entry.out_bytes"]
            for k in range(len(outs)):
                for i in range(len(self._inputs)):
                    lines.append(
                        f"    if ob[{k}] and ib[{i}] and q{k} < p{i} + ib[{i}] and "
                        f"p{i} < q{k} + ob[{k}]: return MISS"
                    )
                for m in range(k):
                    # the same array twice (even of no bytes): the general path refuses it
                    lines.append(f"    if o{k} is o{m}: return MISS")
                    lines.append(
                        f"    if ob[{k}] and ob[{m}] and q{k} < q{m} + ob[{m}] and "
                        f"q{m} < q{k} + ob[{k}]: return MISS"
                    )
        for j, (name, *_rest) in enumerate(self._scalar_fast):
            lines.append(f"    s{j} = kw[{name!r}]")
            lines.append(
                f"    if type(s{j}) is not PT{j} and type(s{j}) is not DT{j}: "
                f"s{j} = CONVERT(SPEC{j}, s{j})"
            )
        if outs and not supplied:
            lines.append("    outs = entry.outputs")
            for k in range(len(outs)):
                if kind == "cupy":
                    lines.append(f"    o{k} = ND(outs[{k}][1], outs[{k}][2])")
                    lines.append(f"    q{k} = o{k}.data.ptr")
                else:
                    lines.append(
                        f"    o{k} = EMPTY(outs[{k}][1], dtype=NP_TORCH[outs[{k}][2]], "
                        "device=a0.device)"
                    )
                    lines.append(f"    q{k} = o{k}.data_ptr()")
        values = []
        scalar_no = {name: j for j, (name, *_r) in enumerate(self._scalar_fast)}
        n_len = 0
        for p in sig.params:
            if p.role in (Role.IN, Role.INOUT):
                values.append(f"p{arrays[p.name]}")
            elif p.role is Role.OUT:
                values.append(f"q{outs.index(p)}")
            elif p.role is Role.SCALAR:
                values.append(f"s{scalar_no[p.name]}")
            else:
                values.append(f"entry.lengths[{n_len}]")
                n_len += 1
        stream = "GET_STREAM().ptr" if kind == "cupy" else "TORCH_STREAM(dev)"
        lines += [
            "    if entry.launch:",
            "        c = entry.config",
            "        LAUNCH(FUNCTION(dev), c[0], c[1], c[2], c[3], c[4], c[5], c[6], "
            f"{stream}, PACK([{', '.join(values)}]), 0)",
        ]
        if kind == "torch":  # tensors written in place: as torch's own in-place operations do
            for p in sig.outputs:
                if p.role is Role.INOUT:
                    lines.append(f"    BUMP(a{arrays[p.name]})")
            if supplied:
                lines += [f"    BUMP(o{k})" for k in range(len(outs))]
        results = []
        for p in sig.outputs:
            results.append(f"a{arrays[p.name]}" if p.role is Role.INOUT else f"o{outs.index(p)}")
        lines.append(
            f"    return {results[0] if len(results) == 1 else '(' + ', '.join(results) + ',)'}"
        )
        namespace: dict[str, Any] = {
            "MISS": MISS,
            "ARGS": self._arg_names,
            "ARGS_OUT": self._arg_names | {"out"},
            "ARGS_NAMED": self._arg_names | {p.name for p in outs},
            "OTHER": self._other,
            "OTHER_OUT": self._other_out,
            "OUT": self._cupy_out if kind == "cupy" and not supplied else None,
            "ND": self._cp_ndarray,
            "TENSOR": self._torch_tensor,
            "ENTRIES": self._entries,
            "ENTRIES_OUT": self._entries_out,
            "BUILD": self._entry,
            "BUILD_OUT": self._entry_out,
            "GET_DEVICE": self._get_device,
            "GET_STREAM": self._get_stream,
            "TORCH_STREAM": self._current_torch_stream,
            "LAUNCH": self._launch,
            "FUNCTION": self._function,
            "PACK": self._packer.pack,
            "CONVERT": convert_scalar,
            "TORCH_NP": self._torch_dtypes,
            "TORCH_NP_SLOW": self._torch_numpy_dtype,
            "NP_TORCH": _TorchDtypes(),
            "EMPTY": getattr(sys.modules.get("torch"), "empty", None),
            "BUMP": (
                sys.modules["torch"].autograd.graph.increment_version if kind == "torch" else None
            ),
        }
        for j, (_name, _index, passthrough, spec) in enumerate(self._scalar_fast):
            namespace[f"PT{j}"] = passthrough
            namespace[f"DT{j}"] = spec.dtype.type
            namespace[f"SPEC{j}"] = spec
        label = f"<eagle fast path: {sig.entry}, {kind}{', outputs supplied' if supplied else ''}>"
        exec(compile("\n".join(lines), label, "exec"), namespace)
        fast: Callable[[dict[str, Any]], Any] = namespace["fast"]
        return fast

    def _torch_numpy_dtype(self, dtype: Any) -> np.dtype[Any] | None:
        from eagle.interop._frameworks import torch_numpy_dtype

        try:
            np_dtype = torch_numpy_dtype(dtype)
        except TypeError:
            return None
        self._torch_dtypes[dtype] = np_dtype
        return np_dtype

    def _current_torch_stream(self, device: int) -> int:
        get = self._torch_stream
        if get is None:
            torch = sys.modules["torch"]
            raw = getattr(torch._C, "_cuda_getCurrentRawStream", None)
            get = raw if raw is not None else (lambda d: torch.cuda.current_stream(d).cuda_stream)
            self._torch_stream = get
        return int(get(device))

    # -- numpy on CUDA ---------------------------------------------------------------------
    def _numpy(self, kw: dict[str, Any]) -> Any:
        key: list[Any] = []
        arrays = []
        total = 0
        for name in self._in_names:
            x = kw.get(name)
            if type(x) is not np.ndarray or not x.flags.c_contiguous:
                return MISS
            key.append(x.dtype)
            key.append(x.shape)
            arrays.append(x)
            total += (x.nbytes + 255) & ~255
        entry = self._entry(tuple(key))
        if entry is None:
            return MISS
        out_bytes = 0
        for _, shape, dtype in entry.outputs:
            out_bytes += (int(np.prod(shape, dtype=np.int64)) * dtype.itemsize + 255) & ~255
        total += out_bytes
        if total > STAGING_LIMIT:
            return MISS
        device = self._get_device()
        stream = self._get_stream().ptr
        values = entry.template[:]
        self._scalar_values(kw, values)
        staging, staging_ptr = self._staging(total)
        scratch = self._cp_ndarray((max(total, 1),), np.uint8)  # one device allocation
        base = scratch.data.ptr
        offset = 0
        for i, x in zip(self._in_index, arrays, strict=True):
            n = x.nbytes
            if n:
                staging[offset : offset + n] = x.reshape(-1).view(np.uint8)
                self._memcpy(base + offset, staging_ptr + offset, n, self._h2d, stream)
            _transfers.record("upload", n)
            values[i] = base + offset
            offset += (n + 255) & ~255
        placed = []
        for i, shape, dtype in entry.outputs:
            n = int(np.prod(shape, dtype=np.int64)) * dtype.itemsize
            values[i] = base + offset
            placed.append((offset, n, shape, dtype))
            offset += (n + 255) & ~255
        plan = entry.plan
        if not plan.empty:
            self._launch(
                self._function(device),
                *plan.grid,
                *plan.block,
                plan.shared,
                stream,
                self._packer.pack(values),
                0,
            )
        for off, n, _, _ in placed:
            if n:
                self._memcpy(staging_ptr + off, base + off, n, self._d2h, stream)
            _transfers.record("download", n)
        self._sync(stream)
        del scratch  # the stream is idle: the device memory can go back to the pool
        results = [
            staging[off : off + n].view(dtype).reshape(shape).copy()
            for off, n, shape, dtype in placed
        ]
        return results[0] if len(results) == 1 else tuple(results)

    def _staging(self, nbytes: int) -> tuple[np.ndarray[Any, Any], int]:
        """This thread's page-locked staging buffer, grown to at least ``nbytes``."""
        local = self._local
        buf = getattr(local, "staging", None)
        if buf is None or buf[0].nbytes < nbytes:
            size = max(nbytes, 64 << 10)
            mem = self._cp.cuda.alloc_pinned_memory(size)
            array = np.frombuffer((ctypes.c_uint8 * size).from_address(mem.ptr), dtype=np.uint8)
            buf = local.staging = (array, int(mem.ptr), mem)
        return buf[0], buf[1]
