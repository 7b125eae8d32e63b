"""Launch overhead of eagle against cupy's RawKernel and cuda.core's ``launch()``, measured in
the same run.

    python benchmarks/eagle_launch.py [--json PATH]

Ratios (issues 2 and 11, targets in brackets), each the median over rounds of the per-call
wall time of eagle divided by that of its peer, both warm, both doing the same work:

- cupy arrays, eagle allocates: eagle ``gravity(position=x, mu=MU)`` vs ``cupy.empty`` +
  ``RawKernel`` with the same PTX entry, grid and arguments [<= 1.0], and vs ``cupy.empty`` +
  cuda.core ``launch()`` [<= 1.05];
- cupy arrays, ``out=`` given (a simulation's time loop): vs ``RawKernel`` into the same
  preallocated array [<= 1.0], and vs cuda.core ``launch()`` [<= 1.05];
- torch CUDA tensors: eagle on torch tensors (import and export included) vs the same
  RawKernel call on cupy arrays [<= 1.5]; with ``out=`` a torch tensor, vs RawKernel into a
  preallocated cupy array [<= 1.0];
- numpy (3, 16) round trip: eagle on a numpy array vs ``cupy.asarray`` + RawKernel +
  ``cupy.asnumpy`` [<= 1.0].

The cuda.core rows need ``cuda.core`` (cuda-python); without it they are left out with the
reason. cuda.core launches on a stream of its own, and its rows synchronise that stream.
``--launch-loop PATH`` (the ``lupine-launch-loop`` program the native build makes) adds the
limit line: a C loop of ``cuLaunchKernel`` on the same entry and arguments.

Needs a CUDA device. Rounds alternate eagle and peer so drift (clocks, other load) hits both.
"""

from __future__ import annotations

import argparse
import datetime
import json
import platform
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np

MU = 3.986004418e14


def per_call(fn: Callable[[], object], sync: Callable[[], None], calls: int) -> float:
    sync()
    t0 = time.perf_counter()
    for _ in range(calls):
        fn()
    sync()
    return (time.perf_counter() - t0) / calls


def compare(
    name: str,
    eagle: Callable[[], object],
    peer: Callable[[], object],
    sync: Callable[[], None],
    calls: int,
    rounds: int,
    target: float,
) -> dict[str, object]:
    for _ in range(3):  # warm: module load, allocator pools, caches
        eagle()
        peer()
    e_times, p_times = [], []
    for r in range(rounds):
        e_times.append(per_call(eagle, sync, calls))
        p_times.append(per_call(peer, sync, calls))
        print(f"\r  {name}: round {r + 1}/{rounds}", end="", file=sys.stderr, flush=True)
    print(file=sys.stderr)
    e, p = statistics.median(e_times), statistics.median(p_times)
    return {
        "case": name,
        "eagle_us": e * 1e6,
        "peer_us": p * 1e6,
        "ratio": e / p,
        "target": target,
        "met": e / p <= target,
    }


def cuda_core_rows(
    path: Path, gravity: Any, x: Any, out: Any, n: int, block: int, args: argparse.Namespace
) -> list[dict[str, object]]:
    """eagle against cuda.core's ``launch()`` of the same PTX entry, allocating (with
    ``cupy.empty``) and into ``out``; [] with a line saying why when cuda.core is missing."""
    try:
        try:
            from cuda.core import Device, LaunchConfig, ObjectCode, launch
        except ImportError:
            from cuda.core.experimental import (  # type: ignore[no-redef]
                Device,
                LaunchConfig,
                ObjectCode,
                launch,
            )
        import cupy

        dev = Device()
        dev.set_current()
        stream = dev.create_stream()
        kern = ObjectCode.from_ptx(path.read_bytes()).get_kernel("gravity")
        config = LaunchConfig(grid=(n + block - 1) // block, block=block)
        mu, count = np.float64(MU), np.uint64(n)
    except Exception as e:  # cuda.core absent, or an API other than the one written for
        print(f"  cuda.core rows left out: {type(e).__name__}: {e}", file=sys.stderr)
        return []

    def core_alloc() -> object:
        o = cupy.empty((3, n))
        launch(stream, config, kern, np.uint64(x.data.ptr), np.uint64(o.data.ptr), mu, count)
        return o

    def core_into() -> object:
        launch(stream, config, kern, np.uint64(x.data.ptr), np.uint64(out.data.ptr), mu, count)
        return out

    def both_sync() -> None:
        stream.sync()
        cupy.cuda.get_current_stream().synchronize()

    return [
        compare(
            f"cupy arrays (3, {n}) vs cuda.core",
            lambda: gravity(position=x, mu=MU),
            core_alloc,
            both_sync,
            args.calls,
            args.rounds,
            1.05,
        ),
        compare(
            f"cupy arrays (3, {n}), out= vs cuda.core",
            lambda: gravity(position=x, mu=MU, out=out),
            core_into,
            both_sync,
            args.calls,
            args.rounds,
            1.05,
        ),
    ]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--json", type=Path, help="write the results here")
    ap.add_argument("--calls", type=int, default=2000)
    ap.add_argument("--rounds", type=int, default=15)
    ap.add_argument("--n", type=int, default=1024, help="bodies for the device cases")
    ap.add_argument("--launch-loop", type=Path, help="lupine-launch-loop, for the limit line")
    args = ap.parse_args()

    import cupy

    from eagle import LoadedVector
    from eagle._fixtures import fixtures_dir

    path = fixtures_dir() / "gravity.ptx"
    gravity = LoadedVector(path)
    module = cupy.cuda.function.Module()
    module.load(path.read_bytes() + b"\0")
    kernel = module.get_function("gravity")
    block = 256
    mu = np.float64(MU)

    def raw_launch(x: object, n: int) -> object:
        out = cupy.empty((3, n))
        kernel(((n + block - 1) // block, 1, 1), (block, 1, 1), (x, out, mu, np.uint64(n)))
        return out

    def raw_into(x: object, out: object, n: int) -> object:
        kernel(((n + block - 1) // block, 1, 1), (block, 1, 1), (x, out, mu, np.uint64(n)))
        return out

    results = []
    rng = np.random.default_rng(0)
    n = args.n
    x_np = rng.uniform(6.6e6, 4.2e7, (3, n))
    x_cp = cupy.asarray(x_np)
    sync = cupy.cuda.get_current_stream().synchronize
    device_name = cupy.cuda.runtime.getDeviceProperties(0)["name"].decode()
    print(f"eagle vs cupy RawKernel, gravity, {device_name}", file=sys.stderr)
    results.append(
        compare(
            f"cupy arrays (3, {n})",
            lambda: gravity(position=x_cp, mu=MU),
            lambda: raw_launch(x_cp, n),
            sync,
            args.calls,
            args.rounds,
            1.0,
        )
    )
    o_cp = cupy.empty((3, n))
    results.append(
        compare(
            f"cupy arrays (3, {n}), out=",
            lambda: gravity(position=x_cp, mu=MU, out=o_cp),
            lambda: raw_into(x_cp, o_cp, n),
            sync,
            args.calls,
            args.rounds,
            1.0,
        )
    )
    results += cuda_core_rows(path, gravity, x_cp, o_cp, n, block, args)

    try:
        import torch
    except ImportError:
        torch = None
    if torch is not None and torch.cuda.is_available():
        x_t = torch.from_numpy(x_np).cuda()
        tsync = torch.cuda.synchronize
        results.append(
            compare(
                f"torch CUDA tensors (3, {n})",
                lambda: gravity(position=x_t, mu=MU),
                lambda: raw_launch(x_cp, n),
                tsync,
                args.calls,
                args.rounds,
                1.5,
            )
        )
        o_t = torch.empty((3, n), dtype=torch.float64, device="cuda")

        def both_sync() -> None:
            tsync()
            sync()

        results.append(
            compare(
                f"torch CUDA tensors (3, {n}), out=",
                lambda: gravity(position=x_t, mu=MU, out=o_t),
                lambda: raw_into(x_cp, o_cp, n),
                both_sync,
                args.calls,
                args.rounds,
                1.0,
            )
        )

    small = rng.uniform(6.6e6, 4.2e7, (3, 16))

    def peer_roundtrip() -> object:
        d = cupy.asarray(small)
        return cupy.asnumpy(raw_launch(d, 16))

    results.append(
        compare(
            "numpy (3, 16) round trip",
            lambda: gravity(position=small, mu=MU),
            peer_roundtrip,
            sync,
            max(args.calls // 4, 100),
            args.rounds,
            1.0,
        )
    )

    limit = None
    if args.launch_loop:
        import subprocess

        done = subprocess.run(
            [str(args.launch_loop), str(path), str(n)], capture_output=True, text=True, timeout=600
        )
        if done.returncode == 0:
            limit = json.loads(done.stdout.strip().splitlines()[-1])
        else:
            print(f"  limit line left out: {done.stderr.strip()}", file=sys.stderr)
    props = cupy.cuda.runtime.getDeviceProperties(0)
    record = {
        "date": datetime.datetime.now(datetime.UTC).isoformat(timespec="seconds"),
        "device": props["name"].decode(),
        "driver": cupy.cuda.runtime.driverGetVersion(),
        "cupy": cupy.__version__,
        "torch": getattr(torch, "__version__", None),
        "python": platform.python_version(),
        "calls_per_round": args.calls,
        "rounds": args.rounds,
        "results": results,
        "c_loop_launch_us": limit and limit["launch_us"],
    }
    print(f"\n{'case':<40} {'eagle µs':>9} {'peer µs':>9} {'ratio':>6} {'target':>7}")
    for r in results:
        print(
            f"{r['case']:<40} {r['eagle_us']:>9.2f} {r['peer_us']:>9.2f} {r['ratio']:>6.2f} "
            f"{'<= ' + str(r['target']):>7} {'met' if r['met'] else 'MISSED'}"
        )
    if limit:
        print(f"{'limit: C loop of cuLaunchKernel':<40} {limit['launch_us']:>9.2f}")
    if args.json:
        args.json.write_text(json.dumps(record, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
