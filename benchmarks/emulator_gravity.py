#!/usr/bin/env python3
"""Host emulator speed: fixtures/gravity.ptx over n bodies against the idiomatic numpy
reference ``r = sqrt(sum(x*x, axis=0)); a = -mu*x/r**3``, timed in the same run.

Prints the best of several runs of each and their ratio (emulator / numpy); the target is a
ratio of at most 1.5 at n = 10**6. Both run on one core: numpy's elementwise operations and
reductions use one thread, and so does the emulator. The emulator's launches after the first
reuse the register file the program kept (``Program.pools``); the row "emulator, register file
allocated per launch" drops it before each launch, for information.

    python benchmarks/emulator_gravity.py [--n 1000000] [--repeat 5]
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path

import numpy as np

from eagle.ptx import HostModule, _native

ROOT = Path(__file__).resolve().parents[1]


def best_of(fn, repeat: int) -> float:
    times = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t0)
    return min(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--n", type=int, default=10**6)
    parser.add_argument("--repeat", type=int, default=5)
    opts = parser.parse_args()
    n = opts.n
    rng = np.random.default_rng(0)
    x = rng.standard_normal((3, n)) * 7.0e6
    mu = 3.986004418e14
    accel = np.zeros((3, n))
    module = HostModule((ROOT / "fixtures" / "gravity.ptx").read_text(), "gravity.ptx")

    def emulator() -> None:
        module.launch("gravity", (n + 255) // 256, 256, [x, accel, mu, n])

    def emulator_fresh() -> None:
        module.programs["gravity"].pools.clear()
        emulator()

    def reference() -> np.ndarray:
        r = np.sqrt(np.sum(x * x, axis=0))
        return -mu * x / r**3

    emulator()  # warm up (allocator, caches)
    t_emu = best_of(emulator, opts.repeat)
    t_ref = best_of(reference, opts.repeat)
    t_fresh = best_of(emulator_fresh, opts.repeat)
    err = np.max(np.abs(accel - reference()) / np.abs(reference()))
    print(f"n = {n}, native helper: {'yes' if _native.available() else 'no'}")
    print(f"| what | best of {opts.repeat} (ms) |")
    print("| --- | --- |")
    print(f"| emulator | {t_emu * 1e3:.1f} |")
    print(f"| numpy reference | {t_ref * 1e3:.1f} |")
    print(f"| emulator, register file allocated per launch | {t_fresh * 1e3:.1f} |")
    print(
        f"ratio emulator/numpy = {t_emu / t_ref:.2f} (target <= 1.5); max rel. difference {err:.1e}"
    )


if __name__ == "__main__":
    main()
