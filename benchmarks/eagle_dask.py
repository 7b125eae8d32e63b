"""gravity over Dask arrays against one in-process call and against plain dask.array.

    python benchmarks/eagle_dask.py [--bodies N] [--chunk C] [--rounds R] [--json PATH]

Measured in one run, on this machine's target (the host emulator without a GPU; CUDA with one):

- ``eagle call``: one ``gravity(position=x, mu=MU)`` on the whole numpy array;
- ``dask threads``: ``gravity.map_blocks`` on a dask array of chunks of C bodies, the threaded
  scheduler;
- ``dask 1 worker`` / ``dask 2 workers``: the same on a LocalCluster of worker processes (one
  thread each), the array scattered to the cluster first (so the times are the computation's);
- ``dask.array numpy``: what a user would write instead, the formula in dask.array
  expressions on the same chunks, threaded scheduler.

Reported: the median wall time over rounds, throughput (bodies per second), and the scheduler's
per-task overhead, measured (not guessed) as the time per task of ``map_blocks`` on chunks of
one body (the kernel's own work then negligible) minus one in-process call on one body.
"""

from __future__ import annotations

import argparse
import datetime
import json
import os
import platform
import statistics
import time
from pathlib import Path

import numpy as np

MU = 3.986004418e14
ROOT = Path(__file__).resolve().parents[1]


def timed(fn, rounds: int) -> float:
    fn()  # warm: loads, plans, pools
    times = []
    for _ in range(rounds):
        t0 = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t0)
    return statistics.median(times)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--bodies", type=int, default=10_000_000)
    ap.add_argument("--chunk", type=int, default=1_000_000)
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--json", type=Path)
    args = ap.parse_args(argv)

    import dask.array as da
    import distributed

    import eagle
    from eagle import LoadedVector

    gravity = LoadedVector(ROOT / "fixtures" / "gravity.ptx")
    rng = np.random.default_rng(0)
    d = rng.normal(size=(3, args.bodies))
    x = d / np.linalg.norm(d, axis=0) * rng.uniform(6.6e6, 4.2e7, args.bodies)
    chunks = (3, args.chunk)
    dx = da.from_array(x, chunks=chunks)
    rows: list[tuple[str, float, int]] = []

    rows.append(("eagle call", timed(lambda: gravity(position=x, mu=MU), args.rounds), 1))
    lazy = gravity.map_blocks(position=dx, mu=MU)
    ntasks = len(lazy.chunks[1])
    rows.append(
        ("dask threads", timed(lambda: lazy.compute(scheduler="threads"), args.rounds), ntasks)
    )

    def formula() -> np.ndarray:
        r = da.sqrt((dx * dx).sum(axis=0))
        return (-MU * dx / r**3).compute(scheduler="threads")

    rows.append(("dask.array numpy", timed(formula, args.rounds), ntasks))

    overheads = {}
    for workers in (1, 2):
        with (
            distributed.LocalCluster(
                n_workers=workers, threads_per_worker=1, processes=True, dashboard_address=None
            ) as cluster,
            distributed.Client(cluster) as client,
        ):
            scattered = client.persist(dx)
            distributed.wait(scattered)
            work = gravity.map_blocks(position=scattered, mu=MU)
            t = timed(lambda work=work: client.compute(work).result(), args.rounds)
            rows.append((f"dask {workers} worker{'s' if workers > 1 else ''}", t, ntasks))
            # per-task overhead: chunks of one body, 200 tasks
            tiny = client.persist(da.from_array(x[:, :200], chunks=(3, 1)))
            distributed.wait(tiny)
            tw = gravity.map_blocks(position=tiny, mu=MU)
            t_tiny = timed(lambda tw=tw: client.compute(tw).result(), args.rounds)
            one = timed(lambda: gravity(position=x[:, :1].copy(), mu=MU), args.rounds)
            overheads[workers] = (t_tiny * workers / 200 - one) * 1e6

    target = eagle.target()
    print(f"gravity, {args.bodies:,} bodies in chunks of {args.chunk:,}; target {target.name}")
    print(f"{'how':<18} {'seconds':>9} {'bodies/s':>12} {'tasks':>6}")
    for name, t, n in rows:
        print(f"{name:<18} {t:9.3f} {args.bodies / t:12.3e} {n:6d}")
    for w, us in overheads.items():
        print(f"per-task overhead, {w} worker{'s' if w > 1 else ''}: {us:.0f} us")
    if args.json:
        args.json.parent.mkdir(parents=True, exist_ok=True)
        args.json.write_text(
            json.dumps(
                {
                    "date": datetime.date.today().isoformat(),
                    "machine": platform.node(),
                    "cpus": os.cpu_count(),
                    "target": target.name,
                    "bodies": args.bodies,
                    "chunk": args.chunk,
                    "rows": [
                        {"how": n, "seconds": t, "bodies_per_s": args.bodies / t, "tasks": k}
                        for n, t, k in rows
                    ],
                    "per_task_overhead_us": overheads,
                },
                indent=1,
            )
            + "\n"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
