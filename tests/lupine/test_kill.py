"""Kill tests (issue 10, proof): a client killed in the middle of a call leaves no session
process behind and the next client is served; a server killed while a client waits in a call,
or between its calls, turns the client's calls into CUDA_ERROR_DEVICE_UNAVAILABLE within 5 s,
never a hang. The stand-in's spin kernel (fixtures/spin.ptx) keeps the call waiting."""

from __future__ import annotations

import json
import os
import select
import signal
import subprocess
import sys
import time
from pathlib import Path

import _wire
from lupine_helpers import HERE, ROOT, Server
from test_protocol import driver_version
from test_transport import PRELUDE, _env

from lupine._protocol_tables import CURESULT

UNAVAILABLE = CURESULT["CUDA_ERROR_DEVICE_UNAVAILABLE"]

WAITER = (
    PRELUDE
    + """
import sys
s = stream()
spin_on(s, 20000.0)  # 20 s of GPU work (the stand-in's spin) ahead of the synchronisation
print("waiting", flush=True)
t0 = time.monotonic()
first = lib.cuStreamSynchronize(s)
t1 = time.monotonic()
second = lib.cuStreamQuery(s)
print(json.dumps({"first": first, "second": second, "waited": t1 - t0}), flush=True)
"""
)


def _children(pid: int) -> list[int]:
    try:
        text = Path(f"/proc/{pid}/task/{pid}/children").read_text()
    except OSError:
        return []
    return [int(x) for x in text.split()]


def _client(server: Server, **extra: str) -> subprocess.Popen:
    env = {**os.environ, "PYTHONPATH": f"{HERE}{os.pathsep}{ROOT}", **_env(server, **extra)}
    return subprocess.Popen(
        [sys.executable, "-c", WAITER],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
    )


def test_a_client_killed_in_a_call_leaves_no_session(native):
    server = Server(native)
    try:
        proc = _client(server)
        assert proc.stdout.readline().strip() == "waiting"
        time.sleep(0.3)  # in cuStreamSynchronize now
        sessions = _children(server.proc.pid)
        assert len(sessions) == 1
        proc.kill()
        proc.wait(timeout=10)
        deadline = time.monotonic() + 10
        while _children(server.proc.pid) and time.monotonic() < deadline:
            time.sleep(0.1)
        assert _children(server.proc.pid) == [], "the session outlived its client"
        with _wire.connect(server.address) as s:  # the next client is served
            assert driver_version(s)[0] == 0
        assert server.alive()
    finally:
        server.stop()


def test_a_server_killed_while_a_client_waits(native):
    server = Server(native)
    try:
        proc = _client(server, LUPINE_TIMEOUT="3")
        assert proc.stdout.readline().strip() == "waiting"
        time.sleep(0.3)
        for pid in [*_children(server.proc.pid), server.proc.pid]:
            os.kill(pid, signal.SIGKILL)
        ready, _, _ = select.select([proc.stdout], [], [], 5)
        assert ready, "the client hung on a dead server"
        got = json.loads(proc.stdout.readline())
        proc.wait(timeout=10)
    finally:
        proc.kill()
        server.stop()
    assert got["first"] == UNAVAILABLE and got["second"] == UNAVAILABLE
    assert got["waited"] < 5
