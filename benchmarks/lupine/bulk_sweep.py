"""LUPINE's bulk host-to-device throughput against the machine's loopback TCP bulk transfer,
for several server staging settings, with the noise of a shared machine averaged out.

    python3 benchmarks/lupine/bulk_sweep.py [--native DIR] [--standin] [--rounds 5]
        [--bulk-mib 256] [--config NAME:K=V,K=V ...] [--json OUT]

For each configuration (server environment; default: the built-in settings only) a fresh
lupine-server starts, then each round runs ``lupine-tcp-bench`` and ``lupine-bench`` through
the shim back to back (interleaved, so drift in the machine's speed hits both); the result is
the median over rounds of shim / TCP. ``--standin`` runs the server on the stand-in driver
with ``LUPINE_STANDIN_NO_DATA=1`` (copies to "device" memory move no data, as DMA costs the
CPU nothing): the protocol's own path, on a machine without a GPU.
Prints a table; ``--json`` writes every round.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _native_dir(arg: Path | None) -> Path:
    if arg:
        return arg
    sys.path.insert(0, str(ROOT))
    from lupine import native_dir

    return native_dir()


def _server(native: Path, standin: bool, env: dict[str, str]) -> tuple[subprocess.Popen, str]:
    port_file = Path(tempfile.mkdtemp()) / "port"
    cmd = [str(native / "lupine-server"), "--listen", "127.0.0.1:0", "--port-file", str(port_file)]
    extra = {}
    if standin:
        cmd += ["--driver", str(native / "liblupine-standin.so")]
        extra["LUPINE_STANDIN_NO_DATA"] = "1"
    proc = subprocess.Popen(cmd, env={**os.environ, **extra, **env}, stderr=subprocess.DEVNULL)
    for _ in range(300):
        if port_file.exists() and port_file.read_text().strip():
            return proc, f"127.0.0.1:{port_file.read_text().strip()}"
        if proc.poll() is not None:
            break
        time.sleep(0.02)
    proc.kill()
    raise RuntimeError("lupine-server did not start")


def _json(cmd: list[str], env: dict[str, str] | None = None) -> dict:
    done = subprocess.run(cmd, capture_output=True, text=True, timeout=300, env=env)
    if done.returncode != 0:
        raise RuntimeError(f"{cmd[0]} failed: {done.stderr.strip()[-300:]}")
    return json.loads(done.stdout.strip().splitlines()[-1])


def _config(text: str) -> tuple[str, dict[str, str]]:
    name, _, assignments = text.partition(":")
    env = dict(kv.split("=", 1) for kv in assignments.split(",") if kv)
    return name, env


def sweep(
    native: Path, standin: bool, configs: list[tuple[str, dict[str, str]]], rounds: int, mib: int
) -> list[dict]:
    """One record per configuration: name, env, the rounds' GB/s and the median ratio."""
    tcp_cmd = [str(native / "lupine-tcp-bench"), "--rounds", "200", "--bulk-mib", str(mib)]
    shim_cmd = [str(native / "lupine-bench"), str(native / "libcuda.so.1")]
    shim_cmd += ["--launches", "10", "--copies", "10", "--bulk-mib", str(mib)]
    records = []
    for name, env in configs:
        proc, address = _server(native, standin, env)
        tcp, shim = [], []
        try:
            for _ in range(rounds):
                tcp.append(_json(tcp_cmd)["tcp_bulk_gbps"])
                shim.append(_json(shim_cmd, {**os.environ, "LUPINE_SERVER": address})["htod_gbps"])
        finally:
            proc.terminate()
            proc.wait()
        ratios = [s / t for s, t in zip(shim, tcp, strict=True)]
        records.append(
            {
                "config": name,
                "env": env,
                "tcp_gbps": tcp,
                "shim_gbps": shim,
                "ratio_median": statistics.median(ratios),
                "tcp_median": statistics.median(tcp),
                "shim_median": statistics.median(shim),
            }
        )
        r = records[-1]
        print(
            f"{name:28} {r['tcp_median']:8.3f} {r['shim_median']:9.3f} {r['ratio_median']:8.3f}"
            f"  ({' '.join(f'{x:.2f}' for x in ratios)})",
            flush=True,
        )
    return records


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--native", type=Path, help="build directory holding the LUPINE programs")
    ap.add_argument("--standin", action="store_true", help="stand-in driver, no data moved")
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--bulk-mib", type=int, default=256)
    ap.add_argument("--config", action="append", default=[], help="NAME:K=V,K=V (server env)")
    ap.add_argument("--json", type=Path)
    args = ap.parse_args(argv)
    configs = [_config(c) for c in args.config] or [("default", {})]
    print(f"{'server configuration':28} {'TCP GB/s':>8} {'shim GB/s':>9} {'shim/TCP':>8}  (rounds)")
    records = sweep(_native_dir(args.native), args.standin, configs, args.rounds, args.bulk_mib)
    if args.json:
        args.json.write_text(json.dumps({"rounds": args.rounds, "configs": records}, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
