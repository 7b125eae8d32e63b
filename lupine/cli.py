"""``lupine`` command line.

- ``lupine server [ARGS]``: runs lupine-server (same arguments, `_server_parser` documents
  them; ``--standin`` serves the stand-in driver, for a machine without a GPU).
- ``lupine run [--host H] [--token-file F] [--libcuda L] -- CMD ARGS``: runs an unmodified
  program, and the programs it starts, on the server's GPUs (`run_environment`).
- ``lupine doctor [--host H] [--token-file F] [--libcuda L]``: what such a program would load
  and whether it reaches the server, as a table (`lupine._doctor`); exit status 1 on a failure.
- ``lupine paths``: where the native programs are (`PATHS`).
- ``lupine sidecar build [--runtime R] [--cuda X.Y] [--torch V] [--platform P] [--tag T]``:
  builds the PyTorch sidecar's worker image (`lupine._sidecar._build`).
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from typing import Any

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
    from ._connect import _hosts, nvml_beside
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
    nvml = nvml_beside(Path(lib))  # as lupine.connect loads it (native/run/audit.c)
    if nvml is not None:
        env["LUPINE_AUDIT_NVML"] = str(nvml)
    # first, once: a second binding of the same environment (a nanny's next worker) changes nothing
    first = os.path.dirname(lib)
    paths = [first] + [p for p in env.get("LD_LIBRARY_PATH", "").split(":") if p and p != first]
    env["LD_LIBRARY_PATH"] = ":".join(paths)
    audit = str(_native.audit_path())
    audits = [audit] + [p for p in env.get("LD_AUDIT", "").split(":") if p and p != audit]
    env["LD_AUDIT"] = ":".join(audits)
    return env


PATHS = (
    ("shim", _native.shim_path, "the client library, LUPINE's libcuda.so.1"),
    ("nvml", _native.nvml_path, "the client NVML, LUPINE's libnvidia-ml.so.1"),
    ("server", _native.server_path, "lupine-server"),
    ("standin", _native.standin_path, "the stand-in driver (host memory, no GPU)"),
    ("standin-nvml", _native.standin_nvml_path, "the stand-in's NVML"),
    ("trace", _native.trace_dir, "the directory of the tracing libcuda.so.1"),
)
"""``lupine paths``'s lines: name, where it is, what it is."""


SERVER_OPTIONS = (
    ("--listen", "HOST:PORT", "the address to listen on (default 127.0.0.1:14833; port 0: any "
     "free one); beyond loopback it needs --token-file and --tls-cert/--tls-key (or --no-tls)"),
    ("--token-file", "FILE", "the token clients must send (else LUPINE_TOKEN; none: any client "
     "on loopback is served)"),
    ("--driver", "PATH", "the CUDA driver to serve (else LUPINE_DRIVER, else the system's "
     "libcuda.so.1)"),
    ("--standin", None, "serve LUPINE's stand-in driver and NVML (`lupine paths`) instead of a "
     "GPU's: for trying LUPINE on a machine without one"),
    ("--nvml", "PATH", "the NVML that answers clients' NVML queries (else LUPINE_NVML, else the "
     "system's libnvidia-ml.so.1)"),
    ("--port-file", "FILE", "write the port bound there (with port 0)"),
    ("--image-cache", "DIR|none", "where module images are kept by SHA-256 (default "
     "$XDG_CACHE_HOME/lupine/images or ~/.cache/lupine/images; none: off)"),
    ("--max-clients", "N", "sessions at once (1..4096, default 64)"),
    ("--max-pending", "N", "connections still in their handshake (1..4096, default 16)"),
    ("--max-pending-per-peer", "N", "of those, from one address (IPv6: one /64; 1..4096, "
     "default 8)"),
    ("--hello-timeout", "S", "seconds a new connection may take to send its first bytes "
     "(0.05..60, default 1); at a bound the oldest silent one is dropped for a new one"),
    ("--handshake-timeout", "S", "seconds a handshake may take (1..3600, default 10)"),
    ("--max-memory-per-client", "BYTES", "device memory one session may allocate (K, M, G, T: "
     "binary multiples); beyond it CUDA_ERROR_OUT_OF_MEMORY and a log line"),
    ("--tls-cert", "FILE", "TLS certificate (PEM); with --tls-key every connection is TLS, "
     "which clients check against LUPINE_TLS_CA"),
    ("--tls-key", "FILE", "the certificate's private key (PEM)"),
    ("--no-tls", None, "plain TCP beyond loopback (a private network)"),
    ("--once", None, "serve one client in this process, then exit"),
    ("-v,--verbose", None, "log each session's calls"),
)  # fmt: skip
"""lupine-server's options (native/server/main.c): flag, argument (None: none), what it does."""


def _server_parser(sub: Any) -> None:
    """``lupine server``'s options: lupine-server's own (native/server/main.c), which it is
    given unchanged."""
    server = sub.add_parser(
        "server",
        allow_abbrev=False,  # lupine-server is given the arguments as written
        help="serve this machine's GPUs (or, with --standin, the stand-in driver)",
        description="Runs lupine-server: each client connection gets a process of its own that "
        "makes the client's CUDA driver calls on this machine's driver. Listens on "
        "127.0.0.1:14833 unless told otherwise; any other address needs a token and TLS.",
        epilog="Without a GPU: `lupine server --standin` serves LUPINE's stand-in driver (host "
        "memory; memory, copies, streams, events, graphs and modules work, but only its built-in "
        "kernels compute: any other launch is a no-op and the server's log says so).",
    )
    for flag, metavar, text in SERVER_OPTIONS:
        if metavar is None:
            server.add_argument(*flag.split(","), action="store_true", help=text)
        else:
            server.add_argument(flag, metavar=metavar, help=text)


def _main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    ap = argparse.ArgumentParser(
        prog="lupine",
        description="LUPINE: CUDA over TCP. A program's CUDA driver calls run on the GPUs of "
        "lupine-server(s), on this machine or another.",
    )
    sub = ap.add_subparsers(dest="command", required=True)
    _server_parser(sub)
    sub.add_parser(
        "paths",
        help="print where the client library, NVML, server, stand-ins and tracer are",
        formatter_class=argparse.RawDescriptionHelpFormatter,
        description="Prints one line each, NAME: PATH, looked for in LUPINE_NATIVE_DIR, the "
        "package's _bin/,\nthen a source checkout's build/:\n"
        + "\n".join(f"  {name + ':':14s}{what}" for name, _, what in PATHS),
    )
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
        "doctor",
        help="which CUDA libraries a `lupine run` program loads, and the server",
        description="Starts a child as `lupine run` would and reports, a row each: the server(s) "
        "(reachable, TLS, token), libcuda (LUPINE's client library? cuInit, the server's driver "
        "and devices), libcudart, libcublas, libcudnn and libnvidia-ml, with what to do about any "
        "row that is not ok. Exit status 1 when a row says FAIL, 2 for bad arguments.",
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
    if args.command == "server":  # lupine-server reads the same arguments itself
        server = str(_native.server_path())
        os.execv(server, [server, *argv[argv.index("server") + 1 :]])
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
        for name, fn, _ in PATHS:
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
