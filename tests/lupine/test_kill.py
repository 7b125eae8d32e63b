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
import pytest
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


@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGKILL])
def test_a_listener_stopped_by_its_pid_takes_its_sessions_with_it(native, sig):
    """``kill`` of the server's own pid (not its sessions'): the session serving a waiting
    client ends too, so the client's call fails within 5 s and nothing holds the device."""
    server = Server(native)
    try:
        proc = _client(server, LUPINE_TIMEOUT="30")  # (the session's end, not the deadline)
        assert proc.stdout.readline().strip() == "waiting"
        time.sleep(0.3)
        sessions = _children(server.proc.pid)
        assert len(sessions) == 1
        os.kill(server.proc.pid, sig)
        ready, _, _ = select.select([proc.stdout], [], [], 5)
        assert ready, "the client waited on a session its server left behind"
        got = json.loads(proc.stdout.readline())
        proc.wait(timeout=10)
        deadline = time.monotonic() + 5
        while Path(f"/proc/{sessions[0]}").exists() and time.monotonic() < deadline:
            time.sleep(0.05)
        gone = not Path(f"/proc/{sessions[0]}").exists() or "Z" in _state(sessions[0])
        assert gone, "the session outlived its server"
    finally:
        proc.kill()
        server.stop()
    assert got["first"] == UNAVAILABLE and got["waited"] < 5


def _state(pid: int) -> str:
    try:
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return "gone"


STOPPED = """
import ctypes as c, json, mmap, sys, time, _driver
lib = _driver.load()
lib.cuMemcpyHtoD_v2.argtypes = [c.c_uint64, c.c_void_p, c.c_size_t]
lib.cuMemcpyDtoH_v2.argtypes = [c.c_void_p, c.c_uint64, c.c_size_t]
n = int(sys.argv[2])
ctx, d = c.c_void_p(), c.c_uint64()
assert lib.cuInit(0) == 0 and lib.cuCtxCreate_v2(c.byref(ctx), 0, 0) == 0
assert lib.cuMemAlloc_v2(c.byref(d), n) == 0
host = mmap.mmap(-1, n)  # zero pages until touched: n bytes cost no time to make
p = c.addressof(c.c_char.from_buffer(host))
print("ready", flush=True)
sys.stdin.readline()
t0 = time.monotonic()
if sys.argv[1] == "htod":
    r = lib.cuMemcpyHtoD_v2(d.value, p, n)
else:
    r = lib.cuMemcpyDtoH_v2(p, d.value, n)
print(json.dumps({"r": r, "t0": t0, "t1": time.monotonic()}), flush=True)
"""


def test_a_stopped_session_fails_any_call_within_the_timeout(native):
    """One deadline per call: a 1 GiB copy either way to a session stopped before the call (its
    socket buffers take a few MiB, then nothing) or 0.1 s into it (1 GiB takes seconds through
    the stand-in) fails within LUPINE_TIMEOUT + 10% of the stop, as a small call does
    (test_transport.py: a silent server). The send
    used to wait a whole timeout for each partial write: a 1 GiB host-to-device copy failed
    after three timeouts (6.0 s at 2 s). The client's buffer is an anonymous mapping, so the
    1 GiB costs no memory until touched (only the bytes sent are read)."""
    timeout_s, n = 2, 1 << 30
    server = Server(native)
    try:
        for what, delay in (("htod", 0), ("dtoh", 0), ("htod", 0.1), ("dtoh", 0.1)):
            env = {
                **os.environ,
                "PYTHONPATH": f"{HERE}{os.pathsep}{ROOT}",
                "LUPINE_SERVER": server.address,
                "LUPINE_TIMEOUT": str(timeout_s),
            }
            proc = subprocess.Popen(
                [sys.executable, "-c", STOPPED, what, str(n)],
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                text=True,
                env=env,
            )
            try:
                assert proc.stdout.readline().strip() == "ready"
                (session,) = _children(server.proc.pid)
                if not delay:
                    os.kill(session, signal.SIGSTOP)
                proc.stdin.write("go\n")
                proc.stdin.flush()
                if delay:
                    time.sleep(delay)
                    os.kill(session, signal.SIGSTOP)
                stopped = time.monotonic()
                ready, _, _ = select.select([proc.stdout], [], [], 4 * timeout_s)
                assert ready, f"{what}: no answer within {4 * timeout_s} s"
                got = json.loads(proc.stdout.readline())
            finally:
                proc.kill()
                proc.wait()
                os.kill(session, signal.SIGKILL)
                os.kill(session, signal.SIGCONT)
            assert got["r"] == UNAVAILABLE, (what, delay, got)
            took = got["t1"] - max(got["t0"], stopped)
            print(
                f"stopped session, {what} of 1 GiB, stopped {delay:g} s into it: failed "
                f"{took:.2f} s after the stop (LUPINE_TIMEOUT {timeout_s})"
            )
            assert took <= 1.1 * timeout_s, (what, delay, took)
    finally:
        server.stop()
