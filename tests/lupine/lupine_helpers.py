"""Helpers of LUPINE's GPU-free tests: a lupine-server running the stand-in driver, and
subprocesses that load the shim (never the pytest process itself: once a ``libcuda.so.1`` is
loaded, every later CUDA user in the process would bind to it)."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]


class Server:
    """A lupine-server on a free loopback port: the stand-in driver, unless told otherwise by
    ``--driver`` or by LUPINE_TEST_DRIVER (a library's path, or ``real``: the machine's own,
    as lupine-server finds it; for the trials on a GPU host, native/gpu/hostile22.sh)."""

    def __init__(self, native: Path, *extra: str, env: dict[str, str] | None = None) -> None:
        self.dir = tempfile.TemporaryDirectory()
        port_file = Path(self.dir.name) / "port"
        self.log = Path(self.dir.name) / "server.log"
        args = [str(native / "lupine-server"), "--port-file", str(port_file), "--verbose"]
        if "--listen" not in extra:
            args += ["--listen", "127.0.0.1:0"]
        driver = os.environ.get("LUPINE_TEST_DRIVER") or str(native / "liblupine-standin.so")
        if "--driver" not in extra and driver != "real":
            args += ["--driver", driver]
        if "--image-cache" not in extra:  # never the user's own cache
            args += ["--image-cache", str(Path(self.dir.name) / "images")]
        with self.log.open("w") as log:
            self.proc = subprocess.Popen(
                [*args, *extra], stderr=log, env={**os.environ, **(env or {})}
            )
        for _ in range(200):
            if port_file.exists() and port_file.read_text().strip():
                break
            if self.proc.poll() is not None:
                raise RuntimeError(f"lupine-server exited: {self.log.read_text()}")
            time.sleep(0.02)
        self.port = int(port_file.read_text())
        self.address = f"127.0.0.1:{self.port}"

    def alive(self) -> bool:
        return self.proc.poll() is None

    def stop(self) -> None:
        if self.proc.poll() is None:
            self.proc.terminate()
            self.proc.wait(timeout=10)
        self.dir.cleanup()


def run_python(
    code: str, env: dict[str, str] | None = None, timeout: float = 120
) -> tuple[Any, str]:
    """Runs ``code`` in a fresh interpreter (tests/lupine and the repository on sys.path).
    The code prints one JSON value as its last line; returns it and the process's stderr.
    The timeout guards against hangs (a hang is a failure, not a wait)."""
    full_env = {**os.environ, "PYTHONPATH": f"{HERE}{os.pathsep}{ROOT}", **(env or {})}
    proc = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, env=full_env, timeout=timeout
    )
    if proc.returncode != 0 or not proc.stdout.strip():
        raise AssertionError(
            f"subprocess failed ({proc.returncode}):\n{proc.stdout}\n{proc.stderr}"
        )
    return json.loads(proc.stdout.strip().splitlines()[-1]), proc.stderr


def read_stats(path: Path) -> dict[str, list[int]]:
    """A LUPINE_STATS table (native/shim/stats.c): function -> [calls, round trips, deferred,
    local answers]."""
    rows = {}
    for line in path.read_text().splitlines()[2:]:
        name, *nums = line.split()
        rows[name] = [int(n) for n in nums]
    return rows


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def doctor(*args: str, **env: str) -> subprocess.CompletedProcess[str]:
    """``lupine doctor ARGS`` with none of this environment's LUPINE_ and LD_ settings, and
    ``env`` added."""
    clean = {k: v for k, v in os.environ.items() if not k.startswith(("LUPINE_", "LD_"))}
    return subprocess.run(
        [sys.executable, "-m", "lupine.cli", "doctor", *args],
        capture_output=True,
        text=True,
        env={**clean, **env},
        timeout=120,
    )
