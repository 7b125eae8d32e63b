"""Local GPUs beside LUPINE servers (``lupine.connect(local=True)``, ``lupine run --local``,
``LUPINE_LOCAL=1``).

This machine's own GPUs are served by a ``lupine-server`` started for the process on loopback,
running this machine's real driver, and listed first in ``LUPINE_SERVER``: the shim then
numbers the local devices first and the remote servers' after them, as the seed page's
"when local GPUs are enabled, they come first" says, and every handle, pointer and copy is
routed as between any two servers. The price is the loopback round trip of a remote server
(about 13 us on the H200's host, 2026-12-01) for each synchronous call to a local GPU;
loading the real driver into the process beside the shim is not built.

The local server listens on 127.0.0.1 only, without TLS (loopback, as ``lupine server``'s
default), and requires the token the shim sends to every server: the remote servers' token
when one is set, else a random one made for the process (``client_token``), so other users of
this machine cannot use its GPUs through it. It lives as long as the process that started it
(``PR_SET_PDEATHSIG``, and an ``atexit`` stop) and its driver is the one ``lupine-server``
finds (``LUPINE_DRIVER`` names another).
"""

from __future__ import annotations

import atexit
import ctypes
import os
import secrets
import shutil
import signal
import subprocess
import tempfile
import time
from pathlib import Path

from . import _native

__all__ = ["client_token", "local_server"]

_started: list[tuple[subprocess.Popen[bytes], str]] = []

_PR_SET_PDEATHSIG = 1  # <linux/prctl.h>


def _die_with_parent() -> None:
    """In the server's child process before exec: SIGTERM when the starting thread's process
    goes (prctl(2) PR_SET_PDEATHSIG)."""
    libc = ctypes.CDLL(None, use_errno=True)
    libc.prctl(_PR_SET_PDEATHSIG, signal.SIGTERM, 0, 0, 0)


def _stop_all() -> None:
    for proc, _ in _started:
        if proc.poll() is None:
            proc.terminate()
            try:
                proc.wait(timeout=5)
            except subprocess.TimeoutExpired:
                proc.kill()


def client_token(env: dict[str, str]) -> str:
    """The token the shim will send to every server (``LUPINE_TOKEN``, else the contents of
    ``LUPINE_TOKEN_FILE`` without trailing newlines); with neither set, a new random one (256
    bits, ``secrets``), stored in ``env["LUPINE_TOKEN"]`` so the shim sends it (servers
    without a token of their own accept any).

    Raises ``OSError`` when ``LUPINE_TOKEN_FILE`` cannot be read."""
    if env.get("LUPINE_TOKEN"):
        return env["LUPINE_TOKEN"]
    if env.get("LUPINE_TOKEN_FILE"):
        return Path(env["LUPINE_TOKEN_FILE"]).read_text().rstrip("\r\n")
    env["LUPINE_TOKEN"] = secrets.token_hex(32)
    return env["LUPINE_TOKEN"]


def local_server(token: str, timeout: float = 10.0) -> str:
    """Starts (once per process) a ``lupine-server`` for this machine's GPUs on a free loopback
    port, requiring ``token`` (``client_token``: the one the shim sends), and returns its
    ``host:port``.

    Raises ``RuntimeError`` naming the reason when it cannot start (no NVIDIA driver on this
    machine: "no real libcuda.so.1 found ...; set LUPINE_DRIVER") or does not listen within
    ``timeout`` seconds; ``FileNotFoundError`` when ``lupine-server`` is not built.
    """
    if _started and _started[0][0].poll() is None:
        return _started[0][1]
    server = _native.server_path()
    work = Path(tempfile.mkdtemp(prefix="lupine-local-"))  # mode 0700 (mkdtemp)
    port_file, log, token_file = work / "port", work / "server.log", work / "token"
    fd = os.open(token_file, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    with os.fdopen(fd, "w") as f:  # read by the server at start; removed with `work` below
        f.write(token)
    with log.open("wb") as err:
        args = ["--listen", "127.0.0.1:0", "--port-file", str(port_file)]
        proc = subprocess.Popen(
            [str(server), *args, "--token-file", str(token_file)],
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=err,
            preexec_fn=_die_with_parent,
        )
    deadline = time.monotonic() + timeout
    try:
        while not (port_file.exists() and port_file.read_text().strip()):
            if proc.poll() is not None:
                why = log.read_text(errors="replace").strip() or f"exit status {proc.returncode}"
                raise RuntimeError(f"the local GPUs' lupine-server did not start: {why}")
            if time.monotonic() > deadline:
                proc.kill()
                raise RuntimeError(
                    f"the local GPUs' lupine-server did not listen within {timeout:g} s"
                )
            time.sleep(0.02)
        address = f"127.0.0.1:{port_file.read_text().strip()}"
    finally:
        # the server keeps writing to its log (open, now unlinked); nothing stays in /tmp
        shutil.rmtree(work, ignore_errors=True)
    if not _started:
        atexit.register(_stop_all)
    _started[:] = [(proc, address)]
    return address


def local_enabled(local: bool | None) -> bool:
    """``local``, or with ``None`` the ``LUPINE_LOCAL`` setting (``1``: on)."""
    if local is not None:
        return bool(local)
    return os.environ.get("LUPINE_LOCAL", "0") not in ("", "0")
