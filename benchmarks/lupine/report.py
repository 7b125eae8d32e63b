"""LUPINE benchmark report: ratios of the shim against native CUDA and against the machine's
own loopback TCP, measured in the same run (native/gpu/run_all.sh).

    python3 benchmarks/lupine/report.py NATIVE.json SHIM.json TCP.json [--bulk SWEEP.json]
        [--out bench.json]

Targets: batched async launch per launch <= 2x native; a small synchronous copy
<= 1.5x the TCP round trip; 256 MiB host-to-device >= 90% of TCP bulk throughput. With
``--bulk`` (benchmarks/lupine/bulk_sweep.py's JSON) the bulk ratio is the sweep's median over
interleaved rounds of its first configuration (the server's defaults), which a single
best-of-3 pair cannot be on a shared machine. Prints a table; exits 1 when a target is missed.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path


def ratios(
    native: dict, shim: dict, tcp: dict, sweep: dict | None = None
) -> list[tuple[str, float, str, float, bool]]:
    """(metric, measured ratio, comparison, target, met) rows."""
    launch = shim["launch_us"] / native["launch_us"]
    copy = shim["small_copy_us"] / tcp["tcp_rtt_us"]
    bulk = shim["htod_gbps"] / tcp["tcp_bulk_gbps"]
    bulk_name = "256 MiB HtoD, shim / TCP bulk throughput"
    if sweep:
        first = sweep["configs"][0]
        bulk = first["ratio_median"]
        bulk_name = f"256 MiB HtoD, shim / TCP bulk (median of {len(first['tcp_gbps'])})"
    return [
        ("batched launch, shim / native (per launch)", launch, "<=", 2.0, launch <= 2.0),
        ("8-byte sync HtoD, shim / TCP round trip", copy, "<=", 1.5, copy <= 1.5),
        (bulk_name, bulk, ">=", 0.9, bulk >= 0.9),
    ]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("native", type=Path)
    ap.add_argument("shim", type=Path)
    ap.add_argument("tcp", type=Path)
    ap.add_argument("--bulk", type=Path, help="bulk_sweep.py --json output")
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
    sweep = None
    if args.bulk:
        try:
            sweep = json.loads(args.bulk.read_text())
            sweep["configs"][0]["ratio_median"]
        except (OSError, KeyError, IndexError, json.JSONDecodeError) as e:
            print(f"bulk sweep unusable: {args.bulk} ({e}); using the single bulk pair")
            sweep = None
    rows = ratios(native, shim, tcp, sweep)
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
                    "bulk_sweep": sweep,
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
