"""Fast paths for the common calls: every array argument of one kind (cupy arrays, torch CUDA
tensors, or numpy arrays bound for CUDA), C-contiguous, on the current device, no ``out=``.

They do what the general path in :mod:`eagle.loaded._vector` does for those calls, with the
per-call Python work cut to attribute reads and one dict lookup: the dtype and shape checks
and the launch plan are cached per distinct set of input dtypes and shapes. Anything else
(including every call that would raise) returns :data:`MISS` and takes the general path, which
gives the error messages.
"""

from __future__ import annotations

import ctypes
import sys
import threading
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import numpy as np

from . import _cuda, _transfers
from ._plan import Plan, convert_scalar, make_plan
from ._signature import Role, Signature

MISS: Any = object()

# Host arrays up to this many bytes in all go through a page-locked staging buffer: pinned
# transfers start sooner than pageable ones, which the driver stages itself (CUDA runtime API,
# "API synchronization behavior"). Larger ones are copied straight from the numpy array.
STAGING_LIMIT = 4 << 20


@dataclass(frozen=True, slots=True)
class _Entry:
    plan: Plan
    template: list[Any]  # parameter values in PTX order, lengths filled in
    outputs: tuple[tuple[int, tuple[int, ...], Any], ...]  # (param index, shape, dtype)


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
        self._arg_names = frozenset(self._in_names) | {p.name for p in self._scalars}
        self._inout = any(p.role is Role.INOUT for p in self._inputs)
        self._entries: dict[tuple[Any, ...], _Entry | None] = {}
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
        self._torch_tensor = torch.Tensor if torch is not None else None
        self._torch_dtypes: dict[Any, np.dtype[Any]] = {}
        self._torch_stream: Callable[[int], int] | None = None
        self.host_to_cuda = False  # set by LoadedVector: numpy calls run on CUDA

    # -------------------------------------------------------------------------------------
    def __call__(self, kw: dict[str, Any]) -> Any:
        if kw.keys() != self._arg_names:
            return MISS
        first = kw.get(self._first)
        t = type(first)
        if t is self._cp_ndarray:
            return self._cupy(kw)
        if t is self._torch_tensor and first.is_cuda:
            return self._torch(kw)
        if t is np.ndarray and self.host_to_cuda and not self._inout:
            return self._numpy(kw)
        return MISS

    def _entry(self, key: tuple[Any, ...]) -> _Entry | None:
        """Validate dtypes and shapes once per key (dtype, shape, dtype, shape, …)."""
        entry = self._entries.get(key, MISS)
        if entry is not MISS:
            return entry  # type: ignore[no-any-return]
        built: _Entry | None = None
        dtypes, shapes = key[0::2], key[1::2]
        if all(d == p.dtype for d, p in zip(dtypes, self._inputs, strict=True)):
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
                built = _Entry(plan, template, outputs)
        if len(self._entries) < 256:
            self._entries[key] = built
        return built

    def _scalar_values(self, kw: dict[str, Any], values: list[Any]) -> None:
        for p in self._scalars:
            v = kw[p.name]
            if (type(v) is float and p.dtype.char == "d") or type(v) is p.dtype.type:
                values[p.index] = v
            else:
                values[p.index] = convert_scalar(p, v)

    # -- cupy ------------------------------------------------------------------------------
    def _cupy(self, kw: dict[str, Any]) -> Any:
        nd = self._cp_ndarray
        key: list[Any] = []
        ptrs = []
        device = -1
        for name in self._in_names:
            x = kw.get(name)
            if type(x) is not nd or not x.flags.c_contiguous:
                return MISS
            mem = x.data
            if device != mem.device_id:
                if device != -1:
                    return MISS
                device = mem.device_id
            key.append(x.dtype)
            key.append(x.shape)
            ptrs.append(mem.ptr)
        entry = self._entry(tuple(key))
        if entry is None or self._get_device() != device:
            return MISS
        values = entry.template[:]
        self._scalar_values(kw, values)
        for i, ptr in zip(self._in_index, ptrs, strict=True):
            values[i] = ptr
        results = []
        for i, shape, dtype in entry.outputs:
            out = nd(shape, dtype)
            values[i] = out.data.ptr
            results.append(out)
        plan = entry.plan
        if not plan.empty:
            self._launch(
                self._function(device),
                *plan.grid,
                *plan.block,
                plan.shared,
                self._get_stream().ptr,
                self._packer.pack(values),
                0,
            )
        return self._finish(kw, results)

    def _finish(self, kw: dict[str, Any], results: list[Any]) -> Any:
        if self._inout:  # outputs in signature order: inout arrays are the caller's own
            merged = iter(results)
            results = [
                kw[p.name] if p.role is Role.INOUT else next(merged) for p in self._sig.outputs
            ]
        return results[0] if len(results) == 1 else tuple(results)

    # -- torch CUDA ------------------------------------------------------------------------
    def _torch(self, kw: dict[str, Any]) -> Any:
        tensor = self._torch_tensor
        torch = sys.modules["torch"]
        key: list[Any] = []
        ptrs = []
        device = -1
        for name in self._in_names:
            x = kw.get(name)
            if type(x) is not tensor or not x.is_contiguous():
                return MISS
            d = x.get_device()
            if device != d:
                if device != -1 or d < 0:
                    return MISS
                device = d
            dt = self._torch_dtypes.get(x.dtype)
            if dt is None:
                from eagle.interop._frameworks import torch_numpy_dtype

                try:
                    dt = torch_numpy_dtype(x.dtype)
                except TypeError:
                    return MISS
                self._torch_dtypes[x.dtype] = dt
            key.append(dt)
            key.append(tuple(x.shape))
            ptrs.append(x.data_ptr())
        entry = self._entry(tuple(key))
        if entry is None or self._get_device() != device:
            return MISS
        values = entry.template[:]
        self._scalar_values(kw, values)
        for i, ptr in zip(self._in_index, ptrs, strict=True):
            values[i] = ptr
        where = kw[self._first].device
        results = []
        for i, shape, dtype in entry.outputs:
            out = torch.empty(shape, dtype=getattr(torch, dtype.name), device=where)
            values[i] = out.data_ptr()
            results.append(out)
        plan = entry.plan
        if not plan.empty:
            self._launch(
                self._function(device),
                *plan.grid,
                *plan.block,
                plan.shared,
                self._current_torch_stream(device),
                self._packer.pack(values),
                0,
            )
        return self._finish(kw, results)

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
