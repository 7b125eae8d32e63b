"""``lupine`` command line: ``lupine server [ARGS]`` runs lupine-server (same arguments);
``lupine paths`` prints where the native programs are."""

from __future__ import annotations

import argparse
import os
import sys

from . import _native


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv and argv[0] == "server":
        server = str(_native.server_path())
        os.execv(server, [server, *argv[1:]])
    ap = argparse.ArgumentParser(prog="lupine", description="LUPINE: CUDA over TCP")
    sub = ap.add_subparsers(dest="command", required=True)
    sub.add_parser("server", help="run lupine-server (arguments are passed through)")
    sub.add_parser("paths", help="print where the shim, server, stand-in and tracer are")
    args = ap.parse_args(argv)
    if args.command == "paths":
        for name, fn in (
            ("shim", _native.shim_path),
            ("server", _native.server_path),
            ("standin", _native.standin_path),
            ("trace", _native.trace_dir),
        ):
            print(f"{name}: {fn()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
