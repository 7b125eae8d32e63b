"""LUPINE's bulk host-to-device throughput against the machine's loopback TCP bulk transfer,
on a machine without a GPU: lupine-server runs the stand-in driver with
``LUPINE_STANDIN_NO_DATA=1`` (copies to "device" memory move no data, as DMA costs the CPU
nothing), so what is measured is the protocol's own path: the shim's send, the server's
receive into its staging buffers and one driver call per chunk.

    python3 benchmarks/lupine/bulk_local.py [--rounds 7] [--bulk-mib 256] [--env K=V ...]

Each round runs ``lupine-tcp-bench`` and ``lupine-bench`` through the shim back to back
(interleaved, so drift in the machine's speed hits both); prints every round and the median
ratio shim / TCP. ``--env`` passes variables to the server (e.g. staging settings).
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
sys.path.insert(0, str(ROOT))

from lupine import native_dir  # noqa: E402


def _server(native: Path, env: dict[str, str]) -> tuple[subprocess.Popen[bytes], str]:
    port_file = Path(tempfile.mkdtemp()) / "port"
    proc = subprocess.Popen(
        [
            str(native / "lupine-server"),
            "--listen",
            "127.0.0.1:0",
            "--port-file",
            str(port_file),
            "--driver",
            str(native / "liblupine-standin.so"),
        ],
        env={**os.environ, "LUPINE_STANDIN_NO_DATA": "1", **env},
    )
    for _ in range(200):
        if port_file.exists() and port_file.read_text().strip():
            return proc, f"127.0.0.1:{port_file.read_text().strip()}"
        time.sleep(0.02)
    proc.kill()
    raise RuntimeError("lupine-server did not start")


def _json(cmd: list[str], env: dict[str, str] | None = None) -> dict:
    out = subprocess.run(
        cmd, capture_output=True, text=True, check=True, timeout=300, env=env
    ).stdout
    return json.loads(out.strip().splitlines()[-1])


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--rounds", type=int, default=7)
    ap.add_argument("--bulk-mib", type=int, default=256)
    ap.add_argument("--env", action="append", default=[], help="K=V for the server")
    args = ap.parse_args(argv)
    native = native_dir()
    server_env = dict(kv.split("=", 1) for kv in args.env)
    proc, address = _server(native, server_env)
    mib = str(args.bulk_mib)
    tcp_cmd = [str(native / "lupine-tcp-bench"), "--rounds", "200", "--bulk-mib", mib]
    shim_cmd = [str(native / "lupine-bench"), str(native / "libcuda.so.1")]
    shim_cmd += ["--launches", "10", "--copies", "10", "--bulk-mib", mib]
    shim_env = {**os.environ, "LUPINE_SERVER": address}
    tcp, shim = [], []
    try:
        print(f"{'round':>5} {'TCP GB/s':>9} {'shim GB/s':>10} {'ratio':>6}", flush=True)
        for i in range(args.rounds):
            tcp.append(_json(tcp_cmd)["tcp_bulk_gbps"])
            shim.append(_json(shim_cmd, shim_env)["htod_gbps"])
            print(
                f"{i:>5} {tcp[-1]:>9.3f} {shim[-1]:>10.3f} {shim[-1] / tcp[-1]:>6.3f}", flush=True
            )
    finally:
        proc.terminate()
        proc.wait()
    ratios = [s / t for s, t in zip(shim, tcp, strict=True)]
    print(
        f"median  {statistics.median(tcp):>9.3f} {statistics.median(shim):>10.3f} "
        f"{statistics.median(ratios):>6.3f}  (ratio of medians "
        f"{statistics.median(shim) / statistics.median(tcp):.3f})"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
