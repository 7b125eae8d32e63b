"""Host work overlapping GPU work through a driver, native CUDA against LUPINE, in one run.

    python3 benchmarks/lupine/overlap.py --run native=/usr/lib/x86_64-linux-gnu/libcuda.so.1 \\
        --run lupine=build/c/lupine/libcuda.so.1 \\
        --run lupine-held=build/c/lupine/libcuda.so.1,LUPINE_BATCH_US=60000000 [--json out.json]

A PyTorch training step is host work (Python, autograd, the optimizer) between about a
hundred small launches, then a synchronisation. Natively the GPU runs each kernel while the
host prepares the next, so a step costs about the larger of the two. A driver that holds the
launches back until the synchronisation makes the step cost their sum. This program is that
step without PyTorch: per step, ``--launches`` launches of ``fixtures/spin.ptx`` (each keeps
the GPU busy ``--kernel-us`` µs, timed by ``%globaltimer``), each followed by ``--host-us`` µs
of host work (a busy loop), then ``cuStreamSynchronize``.

Each ``--run LABEL=LIBCUDA[,KEY=VALUE...]`` runs in a fresh process with ``LIBCUDA`` loaded and
the given environment (``LUPINE_SERVER`` is taken from this process's environment). It prints
per-step medians in ms, the two bounds (overlapped: the larger of host and kernel time, plus
one launch; serial: their sum), and each run's ratio to the first run. On the stand-in driver
(no GPU) the kernel time is the stand-in's stream thread sleeping, so the same program shows
the overlap there."""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

STEP = r"""
import ctypes as c, json, os, statistics, time
lib = c.CDLL(os.environ["OVERLAP_LIBCUDA"], mode=c.RTLD_GLOBAL)
def ok(r, what):
    if r != 0:
        raise SystemExit(f"{what}: CUresult {r}")
ok(lib.cuInit(0), "cuInit")
ctx, mod, fn, s = c.c_void_p(), c.c_void_p(), c.c_void_p(), c.c_void_p()
ok(lib.cuDevicePrimaryCtxRetain(c.byref(ctx), 0), "cuDevicePrimaryCtxRetain")
ok(lib.cuCtxSetCurrent(ctx), "cuCtxSetCurrent")
ok(lib.cuModuleLoad(c.byref(mod), os.environ["OVERLAP_PTX"].encode()), "cuModuleLoad")
ok(lib.cuModuleGetFunction(c.byref(fn), mod, b"spin"), "cuModuleGetFunction")
ok(lib.cuStreamCreate(c.byref(s), 1), "cuStreamCreate")
lib.cuLaunchKernel.argtypes = [c.c_void_p] + [c.c_uint] * 7 + [c.c_void_p] * 3
launches = int(os.environ["OVERLAP_LAUNCHES"])
kernel_ns = int(os.environ["OVERLAP_KERNEL_US"]) * 1000
host_s = int(os.environ["OVERLAP_HOST_US"]) * 1e-6
vals = [c.c_uint64(0), c.c_uint64(0), c.c_uint64(kernel_ns), c.c_uint64(0)]
params = (c.c_void_p * 4)(*[c.cast(c.byref(v), c.c_void_p) for v in vals])
def step():
    for _ in range(launches):
        ok(lib.cuLaunchKernel(fn, 1, 1, 1, 32, 1, 1, 0, s, params, None), "cuLaunchKernel")
        end = time.perf_counter() + host_s
        while time.perf_counter() < end:
            pass
    ok(lib.cuStreamSynchronize(s), "cuStreamSynchronize")
times = []
for i in range(int(os.environ["OVERLAP_STEPS"]) + 5):
    t0 = time.perf_counter()
    step()
    if i >= 5:
        times.append((time.perf_counter() - t0) * 1e3)
print(json.dumps(statistics.median(times)))
"""


def run(label: str, spec: str, args: argparse.Namespace) -> float:
    """One ``--run``: the median step in ms, from a fresh process."""
    libcuda, *pairs = spec.split(",")
    env = {
        **os.environ,
        "OVERLAP_LIBCUDA": str(Path(libcuda).resolve()) if os.sep in libcuda else libcuda,
        "OVERLAP_PTX": str(ROOT / "fixtures" / "spin.ptx"),
        "OVERLAP_LAUNCHES": str(args.launches),
        "OVERLAP_KERNEL_US": str(args.kernel_us),
        "OVERLAP_HOST_US": str(args.host_us),
        "OVERLAP_STEPS": str(args.steps),
    }
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep:
            raise SystemExit(f"--run {label}: {pair!r} is not KEY=VALUE")
        env[key] = value
    print(f"[overlap] {label}: {spec}", file=sys.stderr, flush=True)
    proc = subprocess.run(
        [sys.executable, "-c", STEP], env=env, capture_output=True, text=True, timeout=600
    )
    if proc.returncode != 0 or not proc.stdout.strip():
        raise SystemExit(f"--run {label} failed ({proc.returncode}): {proc.stderr.strip()}")
    return float(json.loads(proc.stdout.strip().splitlines()[-1]))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--run", action="append", required=True, metavar="LABEL=LIBCUDA[,K=V...]")
    ap.add_argument("--launches", type=int, default=20, help="launches per step")
    ap.add_argument("--kernel-us", type=int, default=40, help="GPU time of one launch, µs")
    ap.add_argument("--host-us", type=int, default=40, help="host work after each launch, µs")
    ap.add_argument("--steps", type=int, default=50, help="timed steps (after 5 warm-up steps)")
    ap.add_argument("--device", default="", help="what the runs ran on, kept in the JSON")
    ap.add_argument("--json")
    args = ap.parse_args(argv)
    results: dict[str, float] = {}
    for item in args.run:
        label, sep, spec = item.partition("=")
        if not sep or not spec:
            raise SystemExit(f"--run {item!r}: expected LABEL=LIBCUDA[,KEY=VALUE...]")
        results[label] = run(label, spec, args)
    host = args.launches * args.host_us / 1e3
    gpu = args.launches * args.kernel_us / 1e3
    overlapped = max(host, gpu) + min(args.host_us, args.kernel_us) / 1e3
    print(
        f"step: {args.launches} launches of {args.kernel_us} µs, {args.host_us} µs of host work "
        f"after each; overlapped bound {overlapped:.2f} ms, serial {host + gpu:.2f} ms"
    )
    first = next(iter(results.values()))
    print(f"{'run':<16} {'ms/step':>9} {'ratio':>7}")
    for label, ms in results.items():
        print(f"{label:<16} {ms:>9.3f} {ms / first:>6.2f}x")
    if args.json:
        Path(args.json).write_text(
            json.dumps(
                {
                    "date": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
                    "device": args.device,
                    "cpus": os.cpu_count(),
                    "runs": args.run,
                    "launches": args.launches,
                    "kernel_us": args.kernel_us,
                    "host_us": args.host_us,
                    "bounds_ms": {"overlapped": overlapped, "serial": host + gpu},
                    "ms_per_step": results,
                },
                indent=1,
            )
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
