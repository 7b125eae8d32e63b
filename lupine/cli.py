"""``lupine`` command line.

- ``lupine server [ARGS]``: runs lupine-server (same arguments).
- ``lupine run [--host H] [--token-file F] [--libcuda L] -- CMD ARGS``: runs an unmodified
  program, and the programs it starts, on the server's GPUs (`run_environment`).
- ``lupine doctor [--host H] [--token-file F] [--libcuda L]``: what such a program would load
  and whether it reaches the server, as a table (`lupine._doctor`); exit status 1 on a failure.
- ``lupine paths``: where the native programs are.
"""

from __future__ import annotations

import argparse
import os
import sys

from . import _native


def run_environment(
    hosts: list[str],
    token_file: str | None = None,
    libcuda: str | None = None,
    base: dict[str, str] | None = None,
) -> dict[str, str]:
    """The environment ``lupine run`` gives its program (``base``: default ``os.environ``).

    - ``LUPINE_SERVER``: the hosts (``name[:port]``, port 14833), or ``base``'s when none given;
    - ``LUPINE_TOKEN_FILE``: ``token_file``, made absolute;
    - the client library (``libcuda``, else ``LUPINE_LIBCUDA``, else the package's) first on
      ``LD_LIBRARY_PATH``, for programs that load ``libcuda.so.1`` by name;
    - ``LD_AUDIT`` with LUPINE's audit module and ``LUPINE_AUDIT_LIBCUDA``: the dynamic linker
      then loads the client library for any driver a program asks for, by RPATH or absolute
      path too (native/run/audit.c). Children inherit all of it.

    Raises ``ValueError`` when no host is given and ``LUPINE_SERVER`` is unset,
    ``NotImplementedError`` for several hosts (not built yet), ``FileNotFoundError`` for a
    missing library or token file.
    """
    from ._connect import _endpoint

    env = dict(os.environ if base is None else base)
    names = hosts or [h for h in env.get("LUPINE_SERVER", "").split(",") if h.strip()]
    if not names:
        raise ValueError("no server: pass --host NAME[:PORT] or set LUPINE_SERVER")
    if len(names) > 1:
        raise NotImplementedError(
            f"several servers in one process ({', '.join(names)}) are not built yet"
        )
    env["LUPINE_SERVER"] = ",".join(_endpoint(h.strip(), None) for h in names)
    if token_file is not None:
        if not os.path.isfile(token_file):
            raise FileNotFoundError(f"token file {token_file} does not exist")
        env["LUPINE_TOKEN_FILE"] = os.path.abspath(token_file)
    lib = libcuda or env.get("LUPINE_LIBCUDA") or str(_native.shim_path())
    if not os.path.isfile(lib):
        raise FileNotFoundError(f"the LUPINE client library {lib} does not exist")
    lib = os.path.abspath(lib)
    env["LUPINE_LIBCUDA"] = lib
    env["LUPINE_AUDIT_LIBCUDA"] = lib
    paths = [os.path.dirname(lib)] + [p for p in env.get("LD_LIBRARY_PATH", "").split(":") if p]
    env["LD_LIBRARY_PATH"] = ":".join(paths)
    audit = str(_native.audit_path())
    env["LD_AUDIT"] = ":".join([audit] + [p for p in env.get("LD_AUDIT", "").split(":") if p])
    return env


def _main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv and argv[0] == "server":
        server = str(_native.server_path())
        os.execv(server, [server, *argv[1:]])
    ap = argparse.ArgumentParser(prog="lupine", description="LUPINE: CUDA over TCP")
    sub = ap.add_subparsers(dest="command", required=True)
    sub.add_parser("server", help="run lupine-server (arguments are passed through)")
    sub.add_parser("paths", help="print where the shim, server, stand-in and tracer are")
    run = sub.add_parser(
        "run",
        help="run a program on the server's GPUs: lupine run [--host H] -- CMD ARGS",
        description="Runs CMD (and the programs it starts) with its CUDA driver calls sent to "
        "the lupine-server; the exit status is CMD's.",
    )
    run.add_argument(
        "--host", action="append", default=[], help="NAME[:PORT] (default: LUPINE_SERVER)"
    )
    run.add_argument("--token-file", help="file holding the server's token")
    run.add_argument(
        "--libcuda", help="the LUPINE client library (default: LUPINE_LIBCUDA, then the package's)"
    )
    run.add_argument("cmd", nargs=argparse.REMAINDER, help="-- CMD ARGS")
    doc = sub.add_parser(
        "doctor", help="which CUDA libraries a `lupine run` program loads, and the server"
    )
    doc.add_argument(
        "--host", action="append", default=[], help="NAME[:PORT] (default: LUPINE_SERVER)"
    )
    doc.add_argument("--token-file", help="file holding the server's token")
    doc.add_argument("--libcuda", help="the LUPINE client library")
    args = ap.parse_args(argv)
    if args.command == "doctor":
        from ._doctor import diagnose, render

        try:
            env = run_environment(args.host, args.token_file, args.libcuda)
        except (ValueError, NotImplementedError, FileNotFoundError) as e:
            print(f"lupine doctor: {e}", file=sys.stderr)
            return 2
        rows = diagnose(env)
        print(render(rows))
        return 1 if any(r.state == "FAIL" for r in rows) else 0
    if args.command == "run":
        cmd = args.cmd[1:] if args.cmd[:1] == ["--"] else args.cmd
        if not cmd:
            ap.error("run: no program given (lupine run [--host H] -- CMD ARGS)")
        try:
            env = run_environment(args.host, args.token_file, args.libcuda)
        except (ValueError, NotImplementedError, FileNotFoundError) as e:
            print(f"lupine run: {e}", file=sys.stderr)
            return 2
        try:
            os.execvpe(cmd[0], cmd, env)
        except OSError as e:
            print(f"lupine run: cannot run {cmd[0]}: {e.strerror}", file=sys.stderr)
            return 127
    if args.command == "paths":
        for name, fn in (
            ("shim", _native.shim_path),
            ("server", _native.server_path),
            ("standin", _native.standin_path),
            ("trace", _native.trace_dir),
        ):
            print(f"{name}: {fn()}")
    return 0


def main(argv: list[str] | None = None) -> int:
    """The command line; output cut short by its reader (``... | head``) ends it quietly."""
    try:
        return _main(argv)
    except BrokenPipeError:
        import os

        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1


if __name__ == "__main__":
    sys.exit(main())
