"""Each handshake failure names its cause on the client (native/common/dial.c): TLS expected or
not, a wrong token, a full or busy server, a version mismatch, a hello that came too late. The
listening process says why in a welcome sent in clear before any TLS (native/server/
listener.c); a TLS client reads its first bytes as a record header and the rest from the
socket. A fake server stands in where a real one cannot be made to refuse (another protocol
version)."""

from __future__ import annotations

import socket
import struct
import threading
import time
from pathlib import Path

import _wire
import pytest
from lupine_helpers import Server, doctor, run_python
from test_tls import _cert

from lupine._protocol_tables import CURESULT, MAGIC, STATUS, VERSION

NO_DEVICE = CURESULT["CUDA_ERROR_NO_DEVICE"]
INIT = "import json, _driver; print(json.dumps(_driver.load().cuInit(0)))"


def _init(address: str, **env: str) -> tuple[int, str]:
    got, err = run_python(INIT, env={"LUPINE_SERVER": address, **env})
    return got, err


class FakeServer:
    """Answers every connection with one welcome (major, minor, status) after reading the
    16-byte hello; counts the connections."""

    def __init__(self, major: int, minor: int, status: int) -> None:
        self.sock = socket.socket()
        self.sock.bind(("127.0.0.1", 0))
        self.sock.listen(16)
        self.address = f"127.0.0.1:{self.sock.getsockname()[1]}"
        self.welcome = struct.pack("<IHHII", MAGIC, major, minor, status, 0)
        self.connections = 0
        threading.Thread(target=self._serve, daemon=True).start()

    def _serve(self) -> None:
        while True:
            try:
                conn, _ = self.sock.accept()
            except OSError:
                return
            self.connections += 1
            with conn:
                conn.settimeout(5)
                try:
                    conn.recv(16)
                    conn.sendall(self.welcome)
                except OSError:
                    pass

    def close(self) -> None:
        self.sock.close()


@pytest.fixture(scope="module")
def cert(tmp_path_factory) -> tuple[Path, Path]:
    return _cert(tmp_path_factory.mktemp("tls"), "good", "IP:127.0.0.1,DNS:localhost")


def test_clear_text_to_a_tls_server_is_named(native, cert):
    server = Server(native, "--tls-cert", str(cert[0]), "--tls-key", str(cert[1]))
    try:
        got, err = _init(server.address, LUPINE_TLS="0")
        assert got == NO_DEVICE
        assert "the server speaks TLS and this client spoke clear text: set LUPINE_TLS=1" in err
        assert "it speaks clear text to this server, which speaks TLS" in server.log.read_text()
    finally:
        server.stop()


def test_a_tls_client_reads_a_refusal_sent_in_clear(native, cert):
    """A busy TLS server refuses before any TLS: the client's TLS reads the welcome's first
    five bytes as a record header, and the rest comes from the socket."""
    server = Server(
        native,
        *("--tls-cert", str(cert[0]), "--tls-key", str(cert[1])),
        *("--max-pending", "1", "--handshake-timeout", "5"),
    )
    held = socket.create_connection(("127.0.0.1", server.port), timeout=5)
    try:
        held.sendall(b"\x16")  # a TLS record begun: its session waits in its handshake
        time.sleep(0.3)
        got, err = _init(
            server.address, LUPINE_TLS="1", LUPINE_TLS_CA=str(cert[0]), LUPINE_CONNECT_TIMEOUT="1"
        )
        assert got == NO_DEVICE
        assert "the server is busy" in err, err
    finally:
        held.close()
        server.stop()


@pytest.mark.parametrize("once", [False, True])
def test_tls_to_a_clear_text_server_is_named(native, cert, once):
    """By the listening process, and by a session itself (--once: no listener), whose refusal
    of the TLS record as a hello is a welcome in clear too."""
    server = Server(native, *(["--once"] if once else []))
    try:
        got, err = _init(server.address, LUPINE_TLS="1", LUPINE_TLS_CA=str(cert[0]))
        assert got == NO_DEVICE
        assert "the server speaks clear text and this client spoke TLS: set LUPINE_TLS=0" in err
    finally:
        server.stop()


@pytest.mark.parametrize("flag", ["off", "false", "yes"])
def test_a_tls_setting_other_than_0_or_1_is_named_and_keeps_tls_on(native, cert, flag):
    """``LUPINE_TLS=off`` must not pass for 0 unnoticed: any value but 0 and 1 keeps TLS on
    (the safe reading), and the client says so; here the clear-text server then names it."""
    server = Server(native)
    try:
        got, err = _init(server.address, LUPINE_TLS=flag, LUPINE_TLS_CA=str(cert[0]))
        assert got == NO_DEVICE
        assert f"LUPINE_TLS={flag} is neither 1 (TLS) nor 0 (plain TCP); using TLS" in err
        assert err.count("is neither 1") == 1
        assert "the server speaks clear text and this client spoke TLS: set LUPINE_TLS=0" in err
    finally:
        server.stop()


def test_a_busy_server_is_named_and_tried_again(native):
    """A refusal for the handshakes at the server's bound is tried again while the connect
    deadline allows (0.1 s, then twice as long each time), then named."""
    fake = FakeServer(VERSION[0], VERSION[1], STATUS["busy"])
    try:
        got, err = _init(fake.address, LUPINE_CONNECT_TIMEOUT="2")
        assert got == NO_DEVICE
        assert "the server is busy" in err and "--max-pending" in err
        assert fake.connections >= 3  # 0.1, 0.2, 0.4 s apart within 2 s
    finally:
        fake.close()


def test_a_busy_real_server_serves_the_client_once_a_slot_frees(native):
    server = Server(native, "--max-pending", "1", "--handshake-timeout", "1")
    held = socket.create_connection(("127.0.0.1", server.port), timeout=5)
    try:
        held.sendall(b"LPN1")  # spoke, and holds the one slot until its handshake deadline
        time.sleep(0.3)
        got, err = _init(server.address, LUPINE_CONNECT_TIMEOUT="4")
        assert got == CURESULT["CUDA_SUCCESS"], err
        assert "still in their handshake (--max-pending 1)" in server.log.read_text()
    finally:
        held.close()
        server.stop()


@pytest.mark.parametrize(
    ("status", "says"),
    [
        ("bad_version", "protocol version mismatch: this client speaks {v}, the server 3.1"),
        ("bad_token", "token refused"),
        ("full", "the server is full"),
        ("silent", "the hello did not come within its --hello-timeout"),
        ("tls_required", "set LUPINE_TLS=1"),
    ],
)
def test_each_refusal_is_named(native, status, says):
    fake = FakeServer(3 if status == "bad_version" else VERSION[0], 1, STATUS[status])
    try:
        got, err = _init(fake.address, LUPINE_CONNECT_TIMEOUT="1")
        assert got == NO_DEVICE
        assert says.format(v=f"{VERSION[0]}.{VERSION[1]}") in err, err
    finally:
        fake.close()


def test_doctor_names_a_full_server(native):
    server = Server(native, "--max-clients", "1")
    try:
        with _wire.connect(server.address):
            p = doctor("--host", server.address)
        assert p.returncode == 1
        (row,) = [ln for ln in p.stdout.splitlines() if ln.startswith("server")]
        assert "FAIL" in row and "the server is full" in row, p.stdout
    finally:
        server.stop()


def test_doctor_fails_the_server_row_for_a_port_where_something_else_answers(native):
    """A port where another program listens (it accepts, then answers no lupine handshake): the
    server row fails naming it, not just the libcuda row."""
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(8)
    address = f"127.0.0.1:{listener.getsockname()[1]}"

    def answer() -> None:  # (as an HTTP server answers a request it cannot read)
        while True:
            try:
                conn, _ = listener.accept()
            except OSError:
                return
            with conn:
                conn.sendall(b"HTTP/1.0 400 Bad request\r\n\r\n")

    threading.Thread(target=answer, daemon=True).start()
    try:
        p = doctor("--host", address)
    finally:
        listener.close()
    assert p.returncode == 1
    (row,) = [ln for ln in p.stdout.splitlines() if ln.startswith("server")]
    assert "FAIL" in row and "does not answer as a lupine-server" in row, p.stdout
    (tls,) = [ln for ln in p.stdout.splitlines() if ln.startswith("tls")]
    assert "not checked" in tls, p.stdout
