"""Admission under attack (native/server/listener.c): connections that hold a handshake slot
without a word cannot lock legitimate clients out.

An attacker process keeps 64 connections open to the server, sending nothing, and opens a new
one for each the server drops; meanwhile a legitimate client connects every 100 ms and does
the whole handshake (hello, welcome). At least 99% of its connects must be served, each within
1.5 s: with the attacker on another address (the per-peer bound keeps the attacker to its
share) and on the client's own address (the oldest silent connection is dropped for a new
one). The hold lasts LUPINE_LOCKOUT_S seconds (default 5, so CI stays within its budget;
30 is the full trial)."""

from __future__ import annotations

import os
import socket
import struct
import subprocess
import sys
import time

import _wire
from lupine_helpers import Server

from lupine._protocol_tables import MAGIC, STATUS

HOLD_S = float(os.environ.get("LUPINE_LOCKOUT_S", "5"))
EACH_S = 1.5  # the most one legitimate connect may take, handshake included

ATTACKER = """
import selectors, socket, sys, time
src, port, n = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
sel = selectors.DefaultSelector()
def open_one():
    s = socket.socket()
    s.bind((src, 0))
    s.setblocking(False)
    try:
        s.connect(("127.0.0.1", port))
    except BlockingIOError:
        pass
    sel.register(s, selectors.EVENT_READ)
for _ in range(n):
    open_one()
print("holding", flush=True)
opened = n
while True:  # until killed: a connection the server closes (or answers) is opened again
    for key, _ in sel.select(1.0):
        sel.unregister(key.fileobj)
        key.fileobj.close()
        open_one()
        opened += 1
"""


def _attack(port: int, source: str, n: int = 64) -> subprocess.Popen:
    proc = subprocess.Popen(
        [sys.executable, "-c", ATTACKER, source, str(port), str(n)],
        stdout=subprocess.PIPE,
        text=True,
    )
    assert proc.stdout is not None and proc.stdout.readline().strip() == "holding"
    return proc


def _one_client(port: int) -> bool:
    """A whole handshake from 127.0.0.1 within EACH_S: True when the server welcomed it."""
    deadline = time.monotonic() + EACH_S
    try:
        with socket.create_connection(
            ("127.0.0.1", port), timeout=EACH_S, source_address=("127.0.0.1", 0)
        ) as s:
            s.sendall(_wire.hello())
            got = b""
            while len(got) < 16:
                left = deadline - time.monotonic()
                if left <= 0:
                    return False
                s.settimeout(left)
                chunk = s.recv(16 - len(got))
                if not chunk:
                    return False
                got += chunk
        magic, _, _, status, _ = struct.unpack("<IHHII", got)
        return magic == MAGIC and status == 0 and time.monotonic() <= deadline
    except OSError:
        return False


def _served_share(server: Server, attacker_source: str) -> tuple[int, int]:
    attacker = _attack(server.port, attacker_source)
    try:
        time.sleep(0.5)  # the attack is in full swing before the first legitimate connect
        ok = tries = 0
        slowest = 0.0
        start = time.monotonic()
        while time.monotonic() - start < HOLD_S:
            slot = start + tries * 0.1
            if time.monotonic() < slot:
                time.sleep(slot - time.monotonic())
            tries += 1
            t0 = time.monotonic()
            ok += _one_client(server.port)
            slowest = max(slowest, time.monotonic() - t0)
        assert attacker.poll() is None  # it held on for the whole time
        # (the figures, for the GPU host's record: pytest -s shows them)
        print(
            f"lockout, attacker on {attacker_source}, {HOLD_S:g} s: {ok}/{tries} connects "
            f"served, slowest {slowest:.3f} s"
        )
    finally:
        attacker.kill()
        attacker.wait()
    return ok, tries


def test_silent_connections_from_another_address_do_not_lock_clients_out(native):
    server = Server(native)
    try:
        ok, tries = _served_share(server, "127.0.0.2")
        assert ok >= 0.99 * tries, (ok, tries, server.log.read_text()[-3000:])
        assert "dropped 127.0.0.2:" in server.log.read_text()
        assert server.alive()
    finally:
        server.stop()


def test_silent_connections_from_the_same_address_are_dropped_for_new_ones(native):
    server = Server(native)
    try:
        ok, tries = _served_share(server, "127.0.0.1")
        assert ok >= 0.99 * tries, (ok, tries, server.log.read_text()[-3000:])
        assert "for a newer connection" in server.log.read_text()
        assert server.alive()
    finally:
        server.stop()


def test_a_connection_silent_past_the_hello_timeout_is_dropped(native):
    server = Server(native, "--hello-timeout", "0.5")
    try:
        s = socket.create_connection(("127.0.0.1", server.port), timeout=5)
        t0 = time.monotonic()
        welcome = _wire.recv_exact(s, 16)  # the refusal says why (bounded by the timeout)
        assert struct.unpack("<IHHII", welcome)[3] == STATUS["silent"]
        assert s.recv(16) == b""  # then the server closes
        assert time.monotonic() - t0 < 4
        assert "nothing sent within 0.5 s (--hello-timeout)" in server.log.read_text()
        with _wire.connect(server.address):  # a client that speaks at once is served
            pass
    finally:
        server.stop()


def test_bad_admission_bounds_are_refused(native):
    for args in (
        ["--hello-timeout", "0"],
        ["--hello-timeout", "x"],
        ["--max-pending-per-peer", "0"],
    ):
        p = subprocess.run(
            [str(native / "lupine-server"), *args], capture_output=True, text=True, timeout=10
        )
        assert p.returncode == 2 and args[0] in p.stderr, p.stderr
