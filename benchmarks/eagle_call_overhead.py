"""eagle's own cost per call, without a GPU: what a repeated call spends in Python around the
driver call it makes, and around the emulator's run.

    python benchmarks/eagle_call_overhead.py [--calls 20000]

CUDA cases run on a stand-in framework row (arrays with cupy's attribute names and fixed
"device" pointers, a fixed current stream) with ``cuLaunchKernel`` replaced, at cupy's binding,
by a Python function that does nothing; each figure is eagle's time per call minus the time of
calling that function once with the same eleven arguments, so it is what eagle adds to the
driver call (the C loop of ``cuLaunchKernel`` on a GPU is the peer: ``eagle_launch.py``). The
stand-in's arrays are allocated by a one-line constructor, so "eagle allocates" measures eagle's
part, not an allocator's. The emulator case is gravity on (3, 16) float64 bodies, repeated,
against the emulator's own ``HostModule.launch`` on the same arrays (target: at most 1.1x),
the median ratio of 25 interleaved rounds.

CPU time of this process (other load on the machine does not count); CUDA cases: best of 7
rounds. Nothing is asserted (speed is a ratio, not a test).
"""

from __future__ import annotations

import argparse
import operator
import os
import statistics
import sys
import time
import timeit
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


def _stand_in_cuda() -> Any:
    """Put the stand-in row first in eagle's table and make its calls replayable on "CUDA";
    returns what puts eagle's CUDA target back."""
    from cupy_backends.cuda.api import driver

    from eagle.interop import ArrayView, Device, Framework, _frameworks
    from eagle.interop._dlpack import normalise_strides
    from eagle.loaded import _cuda

    class Row(Framework):
        name = "stand-in"
        module = "numpy"
        rank = 9
        results = ("cuda",)
        launches = True
        key = operator.attrgetter("dtype", "shape", "strides", "data.device_id")
        pointer = operator.attrgetter("data.ptr")
        stable = operator.attrgetter("shape")

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

    saved = (_cuda.cuda_reachable, _cuda.forced_target)

    def restore() -> None:
        _cuda.cuda_reachable, _cuda.forced_target = saved

    _frameworks.FRAMEWORKS = (Row(), *_frameworks.FRAMEWORKS)
    _cuda.cuda_reachable = lambda: (True, "stand-in")
    _cuda.forced_target = lambda: None
    _cuda.current_device = lambda: 0
    _cuda.context_getter = lambda: lambda: 7
    _cuda.CudaModules.function = lambda self, device: (0xF00D, 7)  # type: ignore[method-assign]
    driver.launchKernel = _noop
    return restore


def best(fn: Any, calls: int) -> float:
    """Best per-call CPU time of this process in µs over 7 rounds (CPU time: other load on
    the machine does not count)."""
    return min(timeit.repeat(fn, number=calls, repeat=7, timer=time.process_time)) / calls * 1e6


def best_once(fn: Any, calls: int = 20) -> float:
    """CPU time per call in µs over one round of ``calls``."""
    return timeit.timeit(fn, number=calls, timer=time.process_time) / calls * 1e6


def main() -> int:
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument("--calls", type=int, default=20000)
    args = ap.parse_args()
    sys.path.insert(0, str(ROOT))
    os.environ.pop("EAGLE_TARGET", None)
    restore = _stand_in_cuda()
    from eagle import LoadedVector

    fixtures = ROOT / "fixtures"
    gravity = LoadedVector(fixtures / "gravity.ptx")
    divmod_ = LoadedVector(fixtures / "divmod.ptx")
    x, o = StandIn((3, 1024), np.float64), StandIn((3, 1024), np.float64)
    a, b = StandIn((1024,), np.int32), StandIn((1024,), np.int32)
    q, r = StandIn((1024,), np.int32), StandIn((1024,), np.int32)
    bare = best(lambda: _noop(0xF00D, 4, 1, 1, 256, 1, 1, 0, STREAM, 12345, 0), args.calls)
    alloc = best(lambda: StandIn((3, 1024), np.float64), args.calls)
    cases = {
        "gravity, eagle allocates": (lambda: gravity(position=x, mu=MU), alloc),
        "gravity, out=": (lambda: gravity(position=x, mu=MU, out=o), 0.0),
        "divmod, out=(q, r)": (lambda: divmod_(a=a, b=b, out=(q, r)), 0.0),
    }
    print(f"{'case':<28} {'eagle µs':>9} {'over the driver call µs':>24}")
    for label, (fn, allocation) in cases.items():
        fn()
        t = best(fn, args.calls)
        print(f"{label:<28} {t:>9.3f} {t - bare - allocation:>24.3f}")

    from eagle.ptx import HostModule

    restore()
    os.environ["EAGLE_TARGET"] = "host"
    emulated = LoadedVector(fixtures / "gravity.ptx")
    module = HostModule((fixtures / "gravity.ptx").read_text(), "gravity.ptx")
    small = np.random.default_rng(0).uniform(6.6e6, 4.2e7, (3, 16))
    out = np.empty((3, 16))

    def kernel() -> None:
        module.launch("gravity", (1, 1, 1), (256, 1, 1), [small, out, MU, np.uint64(16)])

    emulated(position=small, mu=MU)
    kernel()
    # interleaved rounds, the median ratio: the emulator's own time varies more than eagle's
    rounds = [
        (best_once(lambda: emulated(position=small, mu=MU)), best_once(kernel)) for _ in range(25)
    ]
    ratio = statistics.median(e / k for e, k in rounds)
    t_eagle = statistics.median(e for e, _ in rounds)
    t_kernel = statistics.median(k for _, k in rounds)
    print(
        f"emulator, gravity (3, 16): eagle {t_eagle:.1f} µs, HostModule.launch {t_kernel:.1f} µs, "
        f"median ratio {ratio:.3f} (target <= 1.1)"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
