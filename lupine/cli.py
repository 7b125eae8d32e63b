"""``lupine`` command line.

- ``lupine server [ARGS]``: runs lupine-server (same arguments).
- ``lupine run [--host H] [--token-file F] [--libcuda L] -- CMD ARGS``: runs an unmodified
  program, and the programs it starts, on the server's GPUs (`run_environment`).
- ``lupine doctor [--host H] [--token-file F] [--libcuda L]``: what such a program would load
  and whether it reaches the server, as a table (`lupine._doctor`); exit status 1 on a failure.
- ``lupine paths``: where the native programs are.
- ``lupine sidecar build [--runtime R] [--cuda X.Y] [--torch V] [--platform P] [--tag T]``:
  builds the PyTorch sidecar's worker image (`lupine._sidecar._build`).
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
    local: bool | None = None,
) -> dict[str, str]:
    """The environment ``lupine run`` gives its program (``base``: default ``os.environ``).

    - ``LUPINE_SERVER``: the hosts (``name[:port]``, port 14833), or ``base``'s when none given;
      with several, the program sees every server's devices, in server order; with ``local``
      (``None``: ``LUPINE_LOCAL=1``), this machine's GPUs first, through a loopback
      lupine-server started for it (``lupine._local``);
    - ``LUPINE_TOKEN_FILE``: ``token_file``, made absolute;
    - the client library (``libcuda``, else ``LUPINE_LIBCUDA``, else the package's) first on
      ``LD_LIBRARY_PATH``, for programs that load ``libcuda.so.1`` by name;
    - ``LD_AUDIT`` with LUPINE's audit module and ``LUPINE_AUDIT_LIBCUDA``: the dynamic linker
      then loads the client library for any driver a program asks for, by RPATH or absolute
      path too (native/run/audit.c);
    - ``LUPINE_AUDIT_NVML``: LUPINE's ``libnvidia-ml.so.1`` (beside the client library, else the
      package's), which the audit module loads for any NVML a program asks for.
    Children inherit all of it.

    Raises ``ValueError`` when no host is given and ``LUPINE_SERVER`` is unset (and no local
    GPUs are asked for), ``FileNotFoundError`` for a missing library or token file,
    ``RuntimeError`` when the local GPUs' server cannot start.
    """
    from ._connect import _hosts
    from ._local import client_token, local_enabled, local_server

    env = dict(os.environ if base is None else base)
    names = list(hosts) or [h for h in env.get("LUPINE_SERVER", "").split(",") if h.strip()]
    with_local = (
        local_enabled(local) if local is not None else env.get("LUPINE_LOCAL", "0") not in ("", "0")
    )
    if not names and not with_local:
        raise ValueError("no server: pass --host NAME[:PORT] or set LUPINE_SERVER")
    endpoints = list(_hosts(names, None)) if names else []
    if token_file is not None:
        if not os.path.isfile(token_file):
            raise FileNotFoundError(f"token file {token_file} does not exist")
        env["LUPINE_TOKEN_FILE"] = os.path.abspath(token_file)
    if with_local:  # this machine's GPUs first, behind the token the program sends
        endpoints.insert(0, local_server(client_token(env)))
    env["LUPINE_SERVER"] = ",".join(endpoints)
    lib = libcuda or env.get("LUPINE_LIBCUDA") or str(_native.shim_path())
    if not os.path.isfile(lib):
        raise FileNotFoundError(f"the LUPINE client library {lib} does not exist")
    lib = os.path.abspath(lib)
    env["LUPINE_LIBCUDA"] = lib
    env["LUPINE_AUDIT_LIBCUDA"] = lib
    # NVML: the client library beside the CUDA one, else the package's (native/run/audit.c)
    nvml = os.path.join(os.path.dirname(lib), "libnvidia-ml.so.1")
    if not os.path.exists(nvml):
        try:
            nvml = str(_native.nvml_path())
        except FileNotFoundError:
            nvml = ""
    if nvml:
        env["LUPINE_AUDIT_NVML"] = nvml
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
    sub.add_parser("paths", help="print where the shim, NVML, server, stand-ins and tracer are")
    run = sub.add_parser(
        "run",
        help="run a program on the server's GPUs: lupine run [--host H] -- CMD ARGS",
        description="Runs CMD (and the programs it starts) with its CUDA driver calls sent to "
        "the lupine-server; the exit status is CMD's.",
    )
    run.add_argument(
        "--host",
        action="append",
        default=[],
        help="NAME[:PORT]; repeat it (or give a comma list) for several servers, whose GPUs are "
        "numbered in that order (default: LUPINE_SERVER)",
    )
    run.add_argument("--token-file", help="file holding the server's token")
    run.add_argument(
        "--libcuda", help="the LUPINE client library (default: LUPINE_LIBCUDA, then the package's)"
    )
    run.add_argument(
        "--local",
        action="store_true",
        default=None,
        help="this machine's GPUs too, numbered first (default: LUPINE_LOCAL=1)",
    )
    run.add_argument("cmd", nargs=argparse.REMAINDER, help="-- CMD ARGS")
    doc = sub.add_parser(
        "doctor", help="which CUDA libraries a `lupine run` program loads, and the server"
    )
    doc.add_argument(
        "--host",
        action="append",
        default=[],
        help="NAME[:PORT]; repeat it (or give a comma list) for several servers, whose GPUs are "
        "numbered in that order (default: LUPINE_SERVER)",
    )
    doc.add_argument("--token-file", help="file holding the server's token")
    doc.add_argument("--libcuda", help="the LUPINE client library")
    side = sub.add_parser("sidecar", help="the PyTorch sidecar's image: lupine sidecar build")
    side_sub = side.add_subparsers(dest="sidecar_command", required=True)
    build = side_sub.add_parser(
        "build",
        help="build the sidecar's worker image (CUDA PyTorch + the LUPINE client)",
        description="Builds lupine/_sidecar/Containerfile from this source tree with a container "
        "runtime and tags it lupine-sidecar:<version>-cuda<CUDA>, the image lupine.sidecar() "
        "runs by default.",
    )
    build.add_argument(
        "--runtime",
        choices=["container", "docker", "podman", "nerdctl"],
        help="default: the first installed and working (Apple Container first on macOS)",
    )
    build.add_argument("--cuda", help="CUDA version of the image's PyTorch (default 13.0)")
    build.add_argument("--torch", dest="torch_version", help="PyTorch version (default: this one)")
    build.add_argument("--platform", help="linux/amd64 or linux/arm64 (default: this machine's)")
    build.add_argument("--tag", help="image tag (default lupine-sidecar:<version>-cuda<CUDA>)")
    build.add_argument("--context", help="the project's source tree (default: this package's)")
    args = ap.parse_args(argv)
    if args.command == "sidecar":
        from ._sidecar import SidecarError
        from ._sidecar._build import build as build_image

        try:
            tag, status = build_image(
                args.runtime,
                cuda=args.cuda,
                torch_version=args.torch_version,
                platform=args.platform,
                tag=args.tag,
                context=args.context,
            )
        except (ValueError, FileNotFoundError, SidecarError) as e:
            print(f"lupine sidecar build: {e}", file=sys.stderr)
            return 2
        print(f"lupine sidecar build: {'built ' + tag if status == 0 else 'failed'}")
        return status
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
            env = run_environment(args.host, args.token_file, args.libcuda, local=args.local)
        except (ValueError, RuntimeError, FileNotFoundError) as e:
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
            ("nvml", _native.nvml_path),
            ("server", _native.server_path),
            ("standin", _native.standin_path),
            ("standin-nvml", _native.standin_nvml_path),
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
