"""``raptor``: run the interop matrix and show certification records.

``raptor certify`` runs every row of :data:`raptor.conformance.interop.ROWS` this machine can
run (the rest are skipped with their reason), shows progress, prints a table and the CUDA
driver the rows ran on (native, LUPINE with its servers, or none: the emulator), and optionally
writes the JSON record (which says the same in ``driver.in_use``). ``raptor table`` prints
the matrix with the results of committed records.

Exit status: 0 when every row that ran passed, 1 when one failed, 2 for bad usage (an unknown
``--rows`` pattern, a corrupt record).
"""

from __future__ import annotations

import argparse
import fnmatch
import sys
from collections.abc import Iterable, Iterator, Sequence
from pathlib import Path
from typing import Any, TextIO

from raptor.conformance import ROWS, RecordError, Result, Row, run_row
from raptor.conformance._driver import driver_in_use
from raptor.conformance._record import load_record, make_record, write_record
from raptor.conformance._table import machine, matrix_rows, render_text
from raptor.conformance.interop import GPU_RECORD


def select(patterns: Sequence[str] | None) -> list[Row]:
    """Rows whose id matches any of the glob ``patterns`` (case-insensitive; each pattern may
    hold several, comma-separated), in matrix order; all rows when ``patterns`` is empty.

    Raises:
        ValueError: a pattern matches no row id (the message lists the valid ids).
    """
    if not patterns:
        return list(ROWS.values())
    globs = [p.strip().upper() for group in patterns for p in group.split(",") if p.strip()]
    unknown = [g for g in globs if not fnmatch.filter(ROWS, g)]
    if unknown:
        raise ValueError(
            f"--rows {', '.join(unknown)}: matches no row id. Valid ids:\n  " + "\n  ".join(ROWS)
        )
    return [
        row for row_id, row in ROWS.items() if any(fnmatch.fnmatchcase(row_id, g) for g in globs)
    ]


def _progress(rows: list[Row], stream: TextIO) -> Iterator[tuple[Row, Any]]:
    """Yield each row with a callback to report its result: a tqdm bar where tqdm is
    installed, else one line per row."""
    try:
        from tqdm import tqdm
    except ImportError:
        tqdm = None
    if tqdm is not None and stream.isatty():
        bar = tqdm(rows, file=stream, unit="row", dynamic_ncols=True, leave=True)
        for row in bar:
            bar.set_description(row.id)
            yield row, lambda r: bar.set_postfix_str(r.status)
        return
    width = len(str(len(rows)))
    for i, row in enumerate(rows, 1):
        print(f"[{i:>{width}}/{len(rows)}] {row.id} ...", end="", file=stream, flush=True)
        yield row, lambda r: print(f" {r.status}", file=stream, flush=True)


def certify(rows: list[Row], stream: TextIO = sys.stderr) -> list[Result]:
    """Run ``rows`` in order, showing progress on ``stream``."""
    results = []
    for row, report in _progress(rows, stream):
        result = run_row(row)
        report(result)
        results.append(result)
    return results


def results_table(results: Iterable[Result]) -> str:
    """The table ``raptor certify`` prints: row, framework, kind, result, reason."""
    lines = [("row", "framework", "kind", "result", "reason")]
    for r in results:
        row = ROWS[r.row]
        lines.append((r.row, row.framework, row.kind.value, r.status.upper(), r.reason))
    widths = [max(len(line[i]) for line in lines) for i in range(4)]
    out = []
    for i, line in enumerate(lines):
        out.append(
            "  ".join(c.ljust(w) for c, w in zip(line[:4], widths, strict=True)) + "  " + line[4]
        )
        if i == 0:
            out.append("  ".join("-" * w for w in widths) + "  " + "-" * 6)
    return "\n".join(out)


def _cmd_certify(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    try:
        rows = select(args.rows)
    except ValueError as e:
        parser.error(str(e))
    if args.list:
        for row in rows:
            needs = ", ".join(row.needs) or "nothing"
            print(f"{row.id:<30} {row.framework:<7} {row.kind.value:<6} needs {needs}")
            print(f"{'':<30} {row.proves}")
        return 0
    results = certify(rows)
    print(results_table(results))
    counts = {s: sum(r.status == s for r in results) for s in ("pass", "fail", "skip")}
    print(f"\ndriver: {driver_in_use().describe()}")
    print(f"{counts['pass']} passed, {counts['fail']} failed, {counts['skip']} skipped")
    if args.json:
        try:
            write_record(args.json, make_record(ROWS, results))
        except OSError as e:
            print(
                f"raptor certify: error: cannot write the record to {args.json}: {e}",
                file=sys.stderr,
            )
            return 2
        print(f"record written to {args.json}")
    return 1 if counts["fail"] else 0


def _cmd_table(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    records: dict[str, dict[str, Any]] = {}
    for path in args.record or [GPU_RECORD]:
        try:
            records[Path(path).stem] = load_record(path)
        except (RecordError, FileNotFoundError) as e:
            print(f"raptor table: error: {e}", file=sys.stderr)
            return 2
    print(render_text(matrix_rows(records)))
    print()
    for name, record in records.items():  # where each was made, and through which driver
        print(f"{name}: {machine(record)}")
    return 0


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="raptor", description=(__doc__ or "").split("\n\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    c = sub.add_parser("certify", help="run the interop matrix on this machine")
    c.add_argument(
        "--rows",
        action="append",
        metavar="PATTERN",
        help="run only rows whose id matches this glob (e.g. 'TORCH-*', '*-STREAM'); "
        "repeat or comma-separate for several",
    )
    c.add_argument("--list", action="store_true", help="list the selected rows and exit")
    c.add_argument("--json", metavar="PATH", help="write the certification record here")
    c.set_defaults(run=_cmd_certify, parser=c)
    t = sub.add_parser("table", help="print the matrix with the results of records")
    t.add_argument(
        "--record",
        action="append",
        metavar="PATH",
        help="a record written by 'raptor certify --json' (repeat for several); default: "
        "the committed GPU record",
    )
    t.set_defaults(run=_cmd_table, parser=t)
    return parser


def _main(argv: Sequence[str] | None = None) -> int:
    parser = _parser()
    args = parser.parse_args(argv)
    return int(args.run(args, args.parser))


def main(argv: Sequence[str] | None = None) -> int:
    """The command line; output cut short by its reader (``... | head``) ends it quietly."""
    try:
        return _main(argv)
    except BrokenPipeError:
        import os

        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1


if __name__ == "__main__":
    sys.exit(main())
