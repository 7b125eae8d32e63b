"""Per-step driver calls from two LUPINE_STATS tables of the same program run for different
numbers of steps (native/shim/stats.c writes them): (long - short) / --per, so the calls made
once (start-up, first-time queries answered later from the shim's caches) cancel out and what
is left is what each steady-state step costs.

    python native/gpu/stats_diff.py stats-10.txt stats-30.txt --per 20

Prints a table sorted by round trips per step: function, calls, round trips, deferred and
local answers per step."""

from __future__ import annotations

import argparse
from pathlib import Path


def read(path: Path) -> dict[str, list[int]]:
    """The rows of one LUPINE_STATS table: function -> [calls, round trips, deferred, local]."""
    rows: dict[str, list[int]] = {}
    for line in path.read_text().splitlines()[2:]:
        name, *nums = line.split()
        rows[name] = [int(n) for n in nums]
    return rows


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("short", type=Path, help="LUPINE_STATS of the shorter run")
    ap.add_argument("long", type=Path, help="LUPINE_STATS of the longer run")
    ap.add_argument("--per", type=float, required=True, help="steps the longer run has more")
    args = ap.parse_args(argv)
    a, b = read(args.short), read(args.long)
    rows = []
    for name in sorted(set(a) | set(b)):
        x, y = a.get(name, [0, 0, 0, 0]), b.get(name, [0, 0, 0, 0])
        d = [(q - p) / args.per for p, q in zip(x, y, strict=True)]
        if any(d):
            rows.append((name, d))
    rows.sort(key=lambda r: (-r[1][1], -r[1][0], r[0]))
    total = [sum(r[1][i] for r in rows) for i in range(4)]
    print(f"per step ({args.per:g} steps): {total[0]:.1f} calls, {total[1]:.2f} round trips")
    print(f"{'function':<48} {'calls':>9} {'round-trips':>11} {'deferred':>9} {'local':>9}")
    for name, d in rows:
        print(f"{name:<48} {d[0]:>9.2f} {d[1]:>11.2f} {d[2]:>9.2f} {d[3]:>9.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
