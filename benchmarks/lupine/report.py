"""LUPINE benchmark report: ratios of the shim against native CUDA and against the machine's
own loopback TCP, measured in the same run (native/gpu/run_all.sh).

    python3 benchmarks/lupine/report.py NATIVE.json SHIM.json TCP.json [--out bench.json]

Targets (issue 4): batched async launch per launch <= 2x native; a small synchronous copy
<= 1.5x the TCP round trip; 256 MiB host-to-device >= 90% of TCP bulk throughput. Prints a
table; exits 1 when a target is missed.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path


def ratios(native: dict, shim: dict, tcp: dict) -> list[tuple[str, float, str, float, bool]]:
    """(metric, measured ratio, comparison, target, met) rows."""
    launch = shim["launch_us"] / native["launch_us"]
    copy = shim["small_copy_us"] / tcp["tcp_rtt_us"]
    bulk = shim["htod_gbps"] / tcp["tcp_bulk_gbps"]
    return [
        ("batched launch, shim / native (per launch)", launch, "<=", 2.0, launch <= 2.0),
        ("8-byte sync HtoD, shim / TCP round trip", copy, "<=", 1.5, copy <= 1.5),
        ("256 MiB HtoD, shim / TCP bulk throughput", bulk, ">=", 0.9, bulk >= 0.9),
    ]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("native", type=Path)
    ap.add_argument("shim", type=Path)
    ap.add_argument("tcp", type=Path)
    ap.add_argument("--out", type=Path)
    args = ap.parse_args(argv)
    loaded = []
    for p in (args.native, args.shim, args.tcp):
        try:
            loaded.append(json.loads(p.read_text().strip().splitlines()[-1]))
        except (OSError, IndexError, json.JSONDecodeError) as e:
            print(f"benchmark incomplete: {p} has no result ({e})")
            return 1
    native, shim, tcp = loaded
    rows = ratios(native, shim, tcp)
    print(f"{'':44} {'native':>10} {'shim':>10} {'tcp':>10}")
    print(f"{'launch (us per launch)':44} {native['launch_us']:10.2f} {shim['launch_us']:10.2f}")
    print(
        f"{'8-byte sync HtoD (us, median)':44} {native['small_copy_us']:10.2f} "
        f"{shim['small_copy_us']:10.2f} {tcp['tcp_rtt_us']:10.2f}"
    )
    print(
        f"{'256 MiB HtoD (GB/s)':44} {native['htod_gbps']:10.2f} {shim['htod_gbps']:10.2f} "
        f"{tcp['tcp_bulk_gbps']:10.2f}"
    )
    print()
    for name, value, op, target, met in rows:
        print(f"{name:44} {value:6.2f}  (target {op} {target})  {'met' if met else 'MISSED'}")
    if args.out:
        args.out.write_text(
            json.dumps(
                {
                    "native": native,
                    "shim": shim,
                    "tcp": tcp,
                    "ratios": {
                        n: {"value": v, "target": f"{o} {t}", "met": m} for n, v, o, t, m in rows
                    },
                },
                indent=2,
            )
        )
    return 0 if all(r[4] for r in rows) else 1


if __name__ == "__main__":
    sys.exit(main())
