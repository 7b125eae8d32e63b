"""Regenerate (or check) every file derived from the CUDA headers and the private tables.

    python -m codegen            # rewrite the generated files
    python -m codegen --check    # exit 1 and name the stale files; write nothing

Run from the repository root. The CUDA include directory comes from ``--cuda-include``,
``$LUPINE_CUDA_INCLUDE``, ``$CUDA_HOME/include`` or ``/usr/local/cuda/include``.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from . import generate
from ._parse import default_cuda_include


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m codegen", description=__doc__.split("\n")[0])
    ap.add_argument("--check", action="store_true", help="fail if a generated file is stale")
    ap.add_argument("--cuda-include", type=Path, default=None, help="directory holding cuda.h")
    ap.add_argument("--root", type=Path, default=Path(__file__).resolve().parent.parent)
    args = ap.parse_args(argv)
    files = generate(args.cuda_include or default_cuda_include(), root=args.root)
    stale = []
    for rel, text in files.items():
        path = args.root / rel
        old = path.read_text() if path.exists() else None
        if old != text:
            stale.append(rel)
            if not args.check:
                path.parent.mkdir(parents=True, exist_ok=True)
                path.write_text(text)
    if args.check:
        if stale:
            print("stale generated files (run `python -m codegen`):", *stale, sep="\n  ")
            return 1
        print(f"{len(files)} generated files are up to date")
        return 0
    print(f"wrote {len(stale)} of {len(files)} generated files", *stale, sep="\n  ")
    return 0


if __name__ == "__main__":
    sys.exit(main())
