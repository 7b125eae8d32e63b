"""Dask on GPU-less workers bound to LUPINE servers, on the GPU host (where a driver is present):

    python3 native/gpu/dask_gpu.py --server A --server B [--n 4000000] [--json out.json]

Gravity (eagle's fixture, `map_blocks`) on N bodies in 8 chunks on two workers, three ways:
``lupine.dask.cluster`` (each worker started with ``lupine run``'s environment), a LocalCluster
bound by the ``LupineWorkers`` nanny plugin, whose workers load this machine's driver from a
preload first (the way a worker plugin failed: "a CUDA driver is already loaded"), and workers
started under ``lupine run``. Scheduler and workers on 127.0.0.1. Each way: the maximum error
against numpy (relative to the largest acceleration of each body), and for each worker process
the libcuda files it mapped (LUPINE's only), the server its CUDA is bound to (one per server),
the device it sees, and its NVML count (LUPINE's NVML: one device, its server's). Prints a table;
exits 1 when a check fails. ``--target host`` runs the kernels on eagle's emulator, to try the
script against stand-in servers.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import numpy as np

MU = 3.986004418e14
PRELOAD = """
import ctypes
ctypes.CDLL("libcuda.so.1").cuInit(0)  # this machine's driver, before any worker plugin
"""


def probe() -> dict[str, Any]:
    import ctypes

    lib = ctypes.CDLL("libcuda.so.1")
    lib.cuInit(0)
    n, name = ctypes.c_int(), ctypes.create_string_buffer(96)
    lib.cuDeviceGetCount(ctypes.byref(n))
    lib.cuDeviceGetName(name, 96, 0)
    bound = getattr(lib, "lupine_server_bound", None)
    if bound is not None:
        bound.restype = ctypes.c_char_p
    nvml, count = ctypes.CDLL("libnvidia-ml.so.1"), ctypes.c_uint()
    nvml.nvmlInit_v2()
    nvml.nvmlDeviceGetCount_v2(ctypes.byref(count))
    with open("/proc/self/maps") as f:
        mapped = sorted({ln.split()[-1] for ln in f if "libcuda.so" in ln})
    return {
        "pid": os.getpid(),
        "mapped": mapped,
        "bound": (bound() or b"").decode() if bound is not None else "",
        "devices": n.value,
        "name": name.value.decode(),
        "nvml": [hasattr(nvml, "lupine_nvml_marker"), count.value],
    }


def gravity_run(client: Any, n: int) -> tuple[float, float]:
    import dask.array as da

    from eagle import LoadedVector, fixture

    rng = np.random.default_rng(0)
    d = rng.normal(size=(3, n))
    x = d / np.linalg.norm(d, axis=0) * rng.uniform(6.6e6, 4.2e7, n)
    gravity = LoadedVector(fixture("gravity.ptx"))
    t0 = time.perf_counter()
    got = gravity.map_blocks(position=da.from_array(x, chunks=(3, -(-n // 8))), mu=MU).compute()
    took = time.perf_counter() - t0
    want = -MU * x / np.sqrt(np.sum(x * x, axis=0)) ** 3
    return float(np.max(np.abs(got - want) / np.max(np.abs(want), axis=0))), took


def check(way: str, client: Any, servers: list[str], n: int) -> list[tuple[str, bool, str]]:
    from lupine import shim_path

    workers = client.scheduler_info()["workers"]
    probes = [client.submit(probe, workers=[a], pure=False).result() for a in workers]
    err, took = gravity_run(client, n)
    shim = str(shim_path().resolve())
    rows = [(f"{way}: gravity", err <= 1e-14, f"{n} bodies, max error {err:.2e}, {took:.2f} s")]
    for p in probes:
        ok = p["mapped"] == [shim] and p["devices"] == 1 and p["nvml"] == [True, 1]
        rows.append((f"{way}: worker {p['pid']}", ok, json.dumps(p)))
    bound = sorted(p["bound"] for p in probes)
    rows.append((f"{way}: servers", bound == sorted(servers), ", ".join(bound)))
    return rows


def by_cluster(servers: list[str], n: int) -> list[tuple[str, bool, str]]:
    from distributed import Client

    import lupine.dask

    with lupine.dask.cluster(servers, n_workers=2) as c, Client(c) as client:
        return check("cluster()", client, servers, n)


def by_plugin(servers: list[str], n: int) -> list[tuple[str, bool, str]]:
    import dask
    from distributed import Client, LocalCluster

    import lupine.dask

    saved = dict(os.environ)  # the nannies run here; distributed sets pre-spawn variables here
    with tempfile.NamedTemporaryFile("w", suffix=".py", delete=False) as f:
        f.write(PRELOAD)
    try:
        with (
            dask.config.set({"distributed.worker.preload": [f.name]}),
            LocalCluster(
                n_workers=2, threads_per_worker=1, host="127.0.0.1", dashboard_address=None
            ) as c,
            Client(c) as client,
        ):
            client.register_plugin(lupine.dask.LupineWorkers(servers))
            client.wait_for_workers(2, timeout=120)
            return check("plugin", client, servers, n)
    finally:
        os.environ.clear()
        os.environ.update(saved)
        os.unlink(f.name)


def by_lupine_run(servers: list[str], n: int) -> list[tuple[str, bool, str]]:
    from distributed import Client, LocalCluster

    with (
        LocalCluster(n_workers=0, host="127.0.0.1", dashboard_address=None) as c,
        Client(c) as client,
    ):
        run = [sys.executable, "-m", "lupine.cli", "run", "--host"]
        worker = [sys.executable, "-m", "distributed.cli.dask_worker", c.scheduler_address]
        worker += ["--host", "127.0.0.1", "--nthreads", "1", "--no-dashboard"]
        procs = [
            subprocess.Popen(
                [*run, s, "--", *worker, "--name", f"run-{i}"], stderr=subprocess.DEVNULL
            )
            for i, s in enumerate(servers[:2])
        ]
        try:
            client.wait_for_workers(2, timeout=120)
            return check("lupine run", client, servers, n)
        finally:
            for p in procs:
                p.terminate()
                p.wait(timeout=30)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--server", action="append", required=True, help="HOST:PORT, twice")
    ap.add_argument("--n", type=int, default=4_000_000, help="bodies (default 4e6)")
    ap.add_argument("--target", choices=["cuda", "host"], default="cuda")
    ap.add_argument("--json")
    args = ap.parse_args(argv)
    if len(args.server) != 2:
        ap.error("give --server twice")
    os.environ["EAGLE_TARGET"] = args.target  # the workers inherit it
    os.environ.setdefault("PYTHONPATH", str(Path(__file__).resolve().parents[2]))
    rows: list[tuple[str, bool, str]] = []
    for way in (by_cluster, by_plugin, by_lupine_run):
        try:
            rows += way(args.server, args.n)
        except Exception as e:  # one way failing does not hide the others
            rows.append((way.__name__, False, f"{type(e).__name__}: {e}"))
    ok = all(r[1] for r in rows)
    for name, good, detail in rows:
        print(f"{name:<34} {'yes' if good else 'NO':<4} {detail[:400]}")
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"servers": args.server, "n": args.n, "rows": rows, "ok": ok}, f, indent=1)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
