"""``python -m eagle.interop [--write README.md]``: print the README's table of inputs, made
from the framework table's rows (or rewrite it in place in the given file)."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from ._frameworks import README_BEGIN, README_END, readme_table


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m eagle.interop", description=(__doc__ or "")[:80])
    ap.add_argument("--write", type=Path, metavar="README", help="rewrite the table in this file")
    args = ap.parse_args(argv)
    table = readme_table()
    if args.write is None:
        print(table)
        return 0
    text = args.write.read_text()
    if README_BEGIN not in text or README_END not in text:
        print(f"{args.write}: no markers {README_BEGIN!r} ... {README_END!r}", file=sys.stderr)
        return 2
    head, _, rest = text.partition(README_BEGIN)
    _, _, tail = rest.partition(README_END)
    args.write.write_text(head + table + tail)
    return 0


if __name__ == "__main__":
    sys.exit(main())
