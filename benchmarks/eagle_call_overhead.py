"""eagle's own cost per repeated call, without a GPU: what a replayed call spends in Python
around the one driver call it makes, and around the emulator's run.

    python benchmarks/eagle_call_overhead.py [--calls 20000] [--rounds 15]
    python benchmarks/eagle_call_overhead.py --only CASE --calls N   # one case, for a profiler

Every CUDA case replays a bound launch (eagle/loaded/_direct.py or _bound.py; in C where
eagle's launcher is built, eagle/loaded/_native.py, unless ``EAGLE_LAUNCHER=0``) with
``cuLaunchKernel`` replaced by a function of its eleven arguments that does nothing (the
launcher's ``NOOP_LAUNCH``, in C; without the launcher, a Python function in place of cupy's
binding), on arrays of stand-in framework rows placed first in eagle's table:

- ``cupy``: arrays with cupy's attribute names and fixed "device" pointers, read by the cupy
  row's own ``key``, ``pointer`` and ``stable``; outputs made by a one-line constructor;
- ``torch``: torch CPU tensors taken for CUDA ones by a row that is eagle's torch row but for
  the device and stream (so torch's own ``key``, ``data_ptr`` and version bump are measured);
- ``DLPack producer``: a producer whose capsules say kDLCUDA (over host memory), imported
  again on each call (its managed tensor allocated per export and freed by its deleter, as
  producers do), its hold until the launch ran not made (no events without a GPU);
- ``numpy (3, 16) round trip``: the host route on CUDA with the copies and the wait not made.

Peers, measured in the same rounds: ``no-op launch``, one call from Python of the function
that replaces ``cuLaunchKernel`` (through the launcher's ``launch``, or the Python function:
what the driver call costs here), and ``ctypes call``, one call through
ctypes of libc's ``getpid`` (a C function doing next to nothing: a unit of this machine's speed,
so that runs on two machines compare). For each case: eagle's time per call, eagle's own time
(less the no-op launch) and that own time in ctypes calls. The emulator case is gravity on (3,
16) float64 bodies against the emulator's own ``HostModule.launch`` on the same arrays (target:
at most 1.1x), and against ``HostModule.bind(...).launch``, the emulator's launch with its
configuration checked once (what eagle's replay runs), for information.

CPU time of this process (other load on the machine does not count); each figure is the median
over rounds, and rounds alternate every case and both peers, so drift hits all. Nothing is
asserted (speed is a ratio, not a test). ``--only CASE`` runs that case ``--calls`` times in a
``collections.deque(itertools.starmap(...))`` loop and prints nothing, for a profiler, e.g.
valgrind's instruction counts of the loop alone::

    valgrind --tool=callgrind --toggle-collect=starmap_next \\
        python benchmarks/eagle_call_overhead.py --only "cupy out=" --calls 5000
"""

from __future__ import annotations

import argparse
import collections
import ctypes
import functools
import itertools
import os
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
MU = 3.986004418e14
STREAM = 0x5EA


class _Memory:
    __slots__ = ("device_id", "ptr")

    def __init__(self, ptr: int) -> None:
        self.ptr = ptr
        self.device_id = 0


class StandIn:
    """A contiguous device array as a row reads it (cupy's names), with no memory behind."""

    __slots__ = ("__weakref__", "data", "dtype", "shape", "strides")
    next_ptr = 0x7000_0000

    def __init__(self, shape: tuple[int, ...], dtype: Any) -> None:
        self.shape = shape
        self.dtype = np.dtype(dtype)
        n = self.dtype.itemsize
        strides = []
        for extent in reversed(shape):
            strides.append(n)
            n *= extent
        self.strides = tuple(reversed(strides))
        StandIn.next_ptr += 0x100000
        self.data = _Memory(StandIn.next_ptr)


def _noop(*args: Any) -> None:
    pass


def _noop_launch() -> tuple[int, Callable[[], object]]:
    """The address of a C function of cuLaunchKernel's parameters that does nothing and
    returns 0 (the launcher's; 0 without it), and a Python call of what eagle launches
    through with a launch's arguments (the launcher's ``launch`` of it, else ``_noop`` in
    place of cupy's binding)."""
    from eagle.loaded import _native

    if _native.launcher is not None:
        address = _native.launcher.NOOP_LAUNCH
        launch = _native.launcher.launch
        return address, lambda: launch(address, 0xF00D, 4, 1, 1, 256, 1, 1, 0, STREAM, 1, 0)
    return 0, lambda: _noop(0xF00D, 4, 1, 1, 256, 1, 1, 0, STREAM, 12345, 0)


_api = ctypes.PyDLL(None)  # not ctypes.pythonapi: its argtypes are shared
_new_capsule = _api.PyCapsule_New
_new_capsule.restype = ctypes.py_object
_new_capsule.argtypes = (ctypes.c_void_p, ctypes.c_char_p, ctypes.c_void_p)
_malloc = _api.PyMem_RawMalloc
_malloc.restype, _malloc.argtypes = ctypes.c_void_p, (ctypes.c_size_t,)
_FREE = ctypes.cast(_api.PyMem_RawFree, ctypes.c_void_p).value  # void (void *), the deleter


class CudaProducer:
    """A DLPack producer whose versioned capsules say kDLCUDA device 0, over host memory that
    nothing reads: each ``__dlpack__`` a managed tensor of its own, allocated with
    ``PyMem_RawMalloc`` and freed by its deleter (``PyMem_RawFree``), as producers allocate
    one per export."""

    def __init__(self, shape: tuple[int, ...]) -> None:
        from eagle.interop._dlpack import _DLManagedTensorVersioned

        self.backing = np.zeros(shape)
        self.m = m = _DLManagedTensorVersioned()
        self._shape = (ctypes.c_int64 * len(shape))(*shape)
        t = m.dl_tensor
        t.data = self.backing.ctypes.data
        t.device.device_type, t.device.device_id = 2, 0
        t.ndim = len(shape)
        t.dtype.code, t.dtype.bits, t.dtype.lanes = 2, 64, 1
        t.shape = ctypes.cast(self._shape, ctypes.POINTER(ctypes.c_int64))
        m.version.major, m.version.minor = 1, 0
        ctypes.c_void_p.from_buffer(m, 16).value = _FREE  # the deleter's field
        self._size = ctypes.sizeof(m)

    def __dlpack__(self, *, stream: Any = None, max_version: Any = None) -> Any:
        managed = _malloc(self._size)
        ctypes.memmove(managed, ctypes.addressof(self.m), self._size)
        return _new_capsule(managed, b"dltensor_versioned", None)

    def __dlpack_device__(self) -> tuple[int, int]:
        return (2, 0)


def _stand_in_cuda() -> Callable[[], None]:
    """Put the stand-in rows first in eagle's table and make eagle's CUDA target one without a
    device (see the module); returns what puts eagle's CUDA target back."""
    from torch_stand_in import TorchStandIn

    from eagle.interop import ArrayView, Device, Framework, _frameworks
    from eagle.interop._cupy import Cupy
    from eagle.interop._dlpack import normalise_strides
    from eagle.loaded import _bound, _cuda

    class CupyRow(Framework):
        name = "cupy stand-in"
        module = "numpy"
        rank = 2
        results = ("cuda",)
        launches = True
        key = Cupy.key
        pointer = Cupy.pointer
        stable = Cupy.stable

        def owns(self, x: Any) -> bool:
            return isinstance(x, StandIn)

        def device(self, x: Any) -> Device:
            return Device("cuda", 0)

        def view(self, x: Any, stream: Any, native: bool, device: Any = None) -> ArrayView:
            strides = normalise_strides(x.shape, x.strides, x.dtype.itemsize)
            return ArrayView(x.data.ptr, x.shape, strides, x.dtype, Device("cuda", 0), False, x)

        def stream_getter(self) -> Any:
            return lambda index: STREAM

        def empty(self, shape: Any, dtype: Any, device: Any) -> Any:
            return StandIn(shape, dtype)

        def allocator(self, shape: Any, dtype: Any, device: Any) -> Any:
            return functools.partial(StandIn, shape, dtype)

    cupy_row = CupyRow()
    saved = (
        _frameworks.FRAMEWORKS, dict(_frameworks.BY_NAME), _cuda.cuda_reachable,
        _cuda.forced_target, _cuda.current_device, _cuda.context_getter,
        _cuda.CudaModules.function, _cuda.launch_kernel_address, _cuda.launch_binding,
        _cuda.KEEPALIVE.hold, _cuda.memcpy_htod, _cuda.memcpy_dtoh, _cuda.synchronize,
        _bound.thread_staging,
    )  # fmt: skip

    def restore() -> None:
        (
            _frameworks.FRAMEWORKS, by_name, _cuda.cuda_reachable, _cuda.forced_target,
            _cuda.current_device, _cuda.context_getter, _cuda.CudaModules.function,
            _cuda.launch_kernel_address, _cuda.launch_binding, _cuda.KEEPALIVE.hold,
            _cuda.memcpy_htod, _cuda.memcpy_dtoh, _cuda.synchronize, _bound.thread_staging,
        ) = saved  # fmt: skip
        _frameworks.BY_NAME.clear()
        _frameworks.BY_NAME.update(by_name)

    staging = np.zeros(1 << 20, np.uint8)
    _frameworks.FRAMEWORKS = (cupy_row, TorchStandIn(STREAM), *_frameworks.FRAMEWORKS)
    _frameworks.BY_NAME["cupy"] = cupy_row  # launches and receives what no input's row does
    _cuda.cuda_reachable = lambda: (True, "stand-in")
    _cuda.forced_target = lambda: None
    _cuda.current_device = lambda: 0
    _cuda.context_getter = lambda: lambda: 7
    _cuda.CudaModules.function = lambda self, device: (0xF00D, 7)  # type: ignore[method-assign]
    address, _ = _noop_launch()
    _cuda.launch_kernel_address = lambda: address
    _cuda.launch_binding = lambda: _noop
    _cuda.KEEPALIVE.hold = lambda *stream_objects_device: None  # type: ignore[method-assign]
    _cuda.memcpy_htod = _cuda.memcpy_dtoh = lambda dst, src, n, stream: None
    _cuda.synchronize = lambda stream: None
    staging_at = staging.ctypes.data
    _bound.thread_staging = lambda nbytes: (staging, staging_at)
    return restore


def cases() -> dict[str, Callable[[], object]]:
    """The CUDA cases (the stand-in target must be in place)."""
    import torch

    from eagle import LoadedVector

    fixtures = ROOT / "fixtures"
    gravity = LoadedVector(fixtures / "gravity.ptx")
    divmod_ = LoadedVector(fixtures / "divmod.ptx")
    x, o = StandIn((3, 1024), np.float64), StandIn((3, 1024), np.float64)
    xs = [StandIn((3, 1024), np.float64) for _ in range(2)]
    a, b = StandIn((1024,), np.int32), StandIn((1024,), np.int32)
    q, r = StandIn((1024,), np.int32), StandIn((1024,), np.int32)
    x_t, o_t = (
        torch.rand((3, 1024), dtype=torch.float64),
        torch.empty((3, 1024), dtype=torch.float64),
    )
    producer = CudaProducer((3, 1024))
    small = np.random.default_rng(0).uniform(6.6e6, 4.2e7, (3, 16))
    turn = itertools.cycle(xs)

    def new_inputs() -> object:  # another input object of the same key each call
        return gravity(position=next(turn), mu=MU, out=o)

    return {
        "cupy out=": lambda: gravity(position=x, mu=MU, out=o),
        "cupy out=, other inputs": new_inputs,
        "cupy, eagle allocates": lambda: gravity(position=x, mu=MU),
        "cupy two outputs, out=": lambda: divmod_(a=a, b=b, out=(q, r)),
        "cupy two outputs, allocates": lambda: divmod_(a=a, b=b),
        "torch out=": lambda: gravity(position=x_t, mu=MU, out=o_t),
        "torch, eagle allocates": lambda: gravity(position=x_t, mu=MU),
        "DLPack producer": lambda: gravity(position=producer, mu=MU),
        "numpy (3, 16) round trip": lambda: gravity(position=small, mu=MU),
    }


def per_call(fn: Callable[[], object], calls: int) -> float:
    """CPU time of this process per call of ``fn``, in µs."""
    loop = itertools.starmap(fn, itertools.repeat((), calls))
    t0 = time.process_time()
    collections.deque(loop, maxlen=0)
    return (time.process_time() - t0) / calls * 1e6


def main() -> int:
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument("--calls", type=int, default=20000)
    ap.add_argument("--rounds", type=int, default=15)
    ap.add_argument("--only", help="run one case --calls times and print nothing")
    args = ap.parse_args()
    sys.path[:0] = [str(ROOT), str(ROOT / "tests")]  # eagle; tests/torch_stand_in.py
    os.environ.pop("EAGLE_TARGET", None)
    restore = _stand_in_cuda()
    table = cases()
    for fn in table.values():
        for _ in range(5):  # bound, replayed, remembered
            fn()
    if args.only:
        collections.deque(itertools.starmap(table[args.only], itertools.repeat((), args.calls)))
        return 0
    getpid = ctypes.CDLL(None).getpid
    getpid.argtypes, getpid.restype = (), ctypes.c_int
    from eagle.loaded import _native

    peers: dict[str, Callable[[], object]] = {
        "no-op launch": _noop_launch()[1],
        "ctypes call": getpid,
    }
    times: dict[str, list[float]] = {k: [] for k in [*peers, *table]}
    for _ in range(args.rounds):
        for label, fn in [*peers.items(), *table.items()]:
            times[label].append(per_call(fn, args.calls))
    noop = statistics.median(times["no-op launch"])
    unit = statistics.median(times["ctypes call"])
    print(f"eagle's C launcher: {_native.path or 'not used'}")
    print(f"no-op launch {noop:.3f} µs, ctypes call {unit:.3f} µs (medians of {args.rounds})")
    print(f"{'case':<30} {'eagle µs':>9} {'own µs':>8} {'own / ctypes call':>18}")
    for label in table:
        t = statistics.median(times[label])
        print(f"{label:<30} {t:>9.3f} {t - noop:>8.3f} {(t - noop) / unit:>18.1f}")

    from eagle import LoadedVector
    from eagle.ptx import HostModule

    restore()
    os.environ["EAGLE_TARGET"] = "host"
    fixtures = ROOT / "fixtures"
    emulated = LoadedVector(fixtures / "gravity.ptx")
    module = HostModule((fixtures / "gravity.ptx").read_text(), "gravity.ptx")
    small = np.random.default_rng(0).uniform(6.6e6, 4.2e7, (3, 16))
    out = np.empty((3, 16))

    def kernel() -> None:
        module.launch("gravity", (1, 1, 1), (256, 1, 1), [small, out, MU, np.uint64(16)])

    bound = module.bind("gravity", (1, 1, 1), (256, 1, 1))
    bound_args = [small, out, MU, np.uint64(16)]
    emulated(position=small, mu=MU)
    kernel()
    bound.launch(bound_args)
    # interleaved rounds, the median ratio: the emulator's own time varies more than eagle's
    rounds = [
        (
            per_call(lambda: emulated(position=small, mu=MU), 20),
            per_call(kernel, 20),
            per_call(lambda: bound.launch(bound_args), 20),
        )
        for _ in range(25)
    ]
    ratio = statistics.median(e / k for e, k, _ in rounds)
    ratio_bound = statistics.median(e / b for e, _, b in rounds)
    t_eagle, t_kernel, t_bound = (statistics.median(r[i] for r in rounds) for i in range(3))
    print(
        f"emulator, gravity (3, 16): eagle {t_eagle:.1f} µs, HostModule.launch {t_kernel:.1f} µs, "
        f"median ratio {ratio:.3f} (target <= 1.1); HostModule.bind(...).launch "
        f"{t_bound:.1f} µs, median ratio {ratio_bound:.3f}"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
