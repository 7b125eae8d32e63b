"""The server's bounds before and after authentication (issue 10, item 4): the handshake must
end as a whole within --handshake-timeout (one byte at a time does not keep a connection), at
most --max-pending connections wait in their handshake and at most --max-clients sessions run;
a connection over a bound is closed at once, the log says which bound and from where, and the
listening server goes on serving."""

from __future__ import annotations

import socket
import struct
import time

import _wire
from lupine_helpers import Server, run_python

from lupine._protocol_tables import CURESULT


def _closed_within(s: socket.socket, seconds: float) -> float | None:
    """Seconds until the server closed s (recv gives b""), or None if it stayed open."""
    t0 = time.monotonic()
    s.settimeout(seconds)
    try:
        while True:
            if not s.recv(64):
                return time.monotonic() - t0
    except TimeoutError:
        return None
    except OSError:
        return time.monotonic() - t0


def _connect_when_free(server: Server, seconds: float = 15) -> socket.socket:
    """A handshaken connection, retried while the server still counts sessions that are
    ending (their processes exit, and the listener sees them go, asynchronously)."""
    deadline = time.monotonic() + seconds
    while True:
        try:
            return _wire.connect(server.address)
        except (OSError, AssertionError, struct.error):
            if time.monotonic() > deadline:
                raise
            time.sleep(0.2)


def _open(server: Server) -> socket.socket:
    return socket.create_connection(("127.0.0.1", server.port), timeout=5)


def test_a_trickled_handshake_is_dropped_in_time(native):
    server = Server(native, "--handshake-timeout", "1")
    try:
        s = _open(server)
        hello = _wire.hello()
        t0 = time.monotonic()
        closed = False
        for b in hello[:-1]:  # one byte every 0.3 s: each read is quick, the whole is not
            try:
                s.sendall(bytes([b]))
            except OSError:
                closed = True
                break
            time.sleep(0.3)
            if time.monotonic() - t0 > 3:
                break
        took = time.monotonic() - t0 if closed else _closed_within(s, 3)
        assert took is not None and time.monotonic() - t0 < 3.5
        assert "handshake not completed in time" in server.log.read_text()
        ok = _wire.connect(server.address)  # the next client is served
        ok.close()
        assert server.alive()
    finally:
        server.stop()


def test_pending_and_session_bounds(native):
    server = Server(
        native,
        *("--max-pending", "2", "--max-clients", "3"),
        *("--handshake-timeout", "5", "--hello-timeout", "4"),
    )
    try:
        # two silent connections: the bound; once they had their grace (a quarter of the
        # hello timeout), a third one takes the place of the oldest
        silent = [_open(server), _open(server)]
        time.sleep(1.2)
        third = _open(server)
        assert _closed_within(silent[0], 2) is not None
        assert _closed_within(silent[1], 0.3) is None and _closed_within(third, 0.3) is None
        log = server.log.read_text()
        assert "dropped 127.0.0.1:" in log and "for a newer connection (--max-pending 2)" in log
        for s in [*silent, third]:
            s.close()
        # two that spoke, still in their handshake: the bound, which they keep
        talking = [_open(server), _open(server)]
        for s in talking:
            s.sendall(_wire.hello()[:4])
        time.sleep(0.3)
        refused = _open(server)
        refused.sendall(_wire.hello())
        assert _closed_within(refused, 2) is not None
        assert "still in their handshake (--max-pending 2)" in server.log.read_text()
        assert _closed_within(talking[0], 0.3) is None
        for s in talking:
            s.close()
        # the two sessions end and their slots free; then three authenticated: the bound
        sessions = [_connect_when_free(server) for _ in range(3)]
        time.sleep(0.3)
        fourth = _open(server)
        fourth.sendall(_wire.hello())
        assert _closed_within(fourth, 2) is not None
        assert "3 sessions already (--max-clients 3)" in server.log.read_text()
        sessions.pop().close()
        again = _connect_when_free(server)  # a slot is free again
        again.close()
        for s in sessions:
            s.close()
        assert server.alive()
    finally:
        server.stop()


def test_a_peer_holds_at_most_its_share_of_handshakes(native):
    """Connections of one address that spoke but did not finish their handshake take at most
    --max-pending-per-peer slots: another address is still served."""
    server = Server(native, "--max-pending-per-peer", "2", "--handshake-timeout", "5")
    try:
        held = []
        for _ in range(2):
            s = socket.create_connection(
                ("127.0.0.1", server.port), timeout=5, source_address=("127.0.0.2", 0)
            )
            s.sendall(_wire.hello()[:4])
            held.append(s)
        time.sleep(0.3)
        over = socket.create_connection(
            ("127.0.0.1", server.port), timeout=5, source_address=("127.0.0.2", 0)
        )
        over.sendall(_wire.hello())
        assert _closed_within(over, 2) is not None
        assert "from its address still in their handshake (--max-pending-per-peer 2)" in (
            server.log.read_text()
        )
        with _wire.connect(server.address):  # 127.0.0.1 is another peer
            pass
        for s in held:
            s.close()
    finally:
        server.stop()


def test_bad_bounds_are_refused(native):
    import subprocess

    p = subprocess.run(
        [str(native / "lupine-server"), "--max-clients", "0"], capture_output=True, text=True
    )
    assert p.returncode == 2 and "--max-clients" in p.stderr


def test_a_full_server_and_a_silent_one_are_told_apart_by_the_client(native):
    """The client's message names the cause: a full server says so in its refusal, one that
    says nothing is not a lupine-server."""
    server = Server(native, "--max-clients", "1")
    silent = socket.socket()
    silent.bind(("127.0.0.1", 0))
    silent.listen(4)
    try:
        held = _connect_when_free(server)
        time.sleep(0.3)
        code = "import json, _driver; print(json.dumps(_driver.load().cuInit(0)))"
        got, full = run_python(code, env={"LUPINE_SERVER": server.address})
        assert got == CURESULT["CUDA_ERROR_NO_DEVICE"]
        assert "the server is full" in full and "--max-clients" in full
        port = silent.getsockname()[1]
        t0 = time.monotonic()
        got, quiet = run_python(
            code, env={"LUPINE_SERVER": f"127.0.0.1:{port}", "LUPINE_CONNECT_TIMEOUT": "1"}
        )
        assert got == CURESULT["CUDA_ERROR_NO_DEVICE"]
        assert "no answer to the handshake within 1 s" in quiet
        assert time.monotonic() - t0 < 8
        held.close()
    finally:
        silent.close()
        server.stop()


def test_a_missing_nvml_library_is_refused_at_start(native):
    import subprocess

    p = subprocess.run(
        [str(native / "lupine-server"), "--nvml", "/nonexistent/libnvidia-ml.so.1"],
        capture_output=True,
        text=True,
        timeout=10,
    )
    assert p.returncode == 2 and "/nonexistent/libnvidia-ml.so.1" in p.stderr


def test_a_trickling_server_fails_the_client_within_the_connect_timeout(native):
    """The client's handshake has one deadline as a whole (LUPINE_CONNECT_TIMEOUT): a server
    sending its welcome a byte at a time (each read quick, the whole never done) is given up
    on, where per-read timeouts alone waited for as long as it trickled."""
    import threading

    lsock = socket.socket()
    lsock.bind(("127.0.0.1", 0))
    lsock.listen(4)
    stop = threading.Event()

    def trickle() -> None:
        conn, _ = lsock.accept()
        with conn:
            while not stop.is_set():
                try:
                    conn.sendall(b"L")  # the first byte of a welcome, forever
                except OSError:
                    return
                time.sleep(0.3)

    threading.Thread(target=trickle, daemon=True).start()
    try:
        code = "import json, _driver; print(json.dumps(_driver.load().cuInit(0)))"
        env = {
            "LUPINE_SERVER": f"127.0.0.1:{lsock.getsockname()[1]}",
            "LUPINE_CONNECT_TIMEOUT": "1",
        }
        t0 = time.monotonic()
        got, err = run_python(code, env=env, timeout=60)
        assert got == CURESULT["CUDA_ERROR_NO_DEVICE"]
        assert time.monotonic() - t0 < 10
        assert "no answer to the handshake within 1 s" in err
    finally:
        stop.set()
        lsock.close()


def test_token_mistakes_are_named(native, tmp_path):
    """A refused token is logged by the server with the client's address (not only with
    --verbose); a client token file that cannot be read is named, not sent as no token; a
    token file of exactly 4096 bytes and a newline is the 4096-byte token."""
    token = "t" * 4096
    (tmp_path / "server.token").write_text(token + "\n")
    server = Server(native, "--token-file", str(tmp_path / "server.token"))
    try:
        code = "import json, _driver; print(json.dumps(_driver.load().cuInit(0)))"
        ok, _ = run_python(code, env={"LUPINE_SERVER": server.address, "LUPINE_TOKEN": token})
        assert ok == CURESULT["CUDA_SUCCESS"]
        bad, err = run_python(code, env={"LUPINE_SERVER": server.address, "LUPINE_TOKEN": "no"})
        assert bad == CURESULT["CUDA_ERROR_NO_DEVICE"] and "token refused" in err
        for _ in range(50):  # (the session process writes it as it ends)
            if "refused: wrong token" in server.log.read_text():
                break
            time.sleep(0.1)
        assert "client 127.0.0.1:" in server.log.read_text()
        assert "refused: wrong token" in server.log.read_text()
        missing = str(tmp_path / "missing.token")
        env = {"LUPINE_SERVER": server.address, "LUPINE_TOKEN_FILE": missing}
        bad, err = run_python(code, env=env)
        assert bad == CURESULT["CUDA_ERROR_NO_DEVICE"]
        assert f"cannot read LUPINE_TOKEN_FILE {missing}" in err
        env = {"LUPINE_SERVER": server.address, "LUPINE_TOKEN": "t" * 4097}
        bad, err = run_python(code, env=env)
        assert bad == CURESULT["CUDA_ERROR_NO_DEVICE"] and "longer than 4096 bytes" in err
    finally:
        server.stop()


def test_loopback_is_the_address_connected_to_not_the_name(native):
    """TLS is off for a loopback peer by its address: an IPv4-mapped IPv6 literal of 127.0.0.1
    is loopback (a name was judged by its first characters, so "127.x.example" could be any
    host and be spoken to in clear, and this literal was not)."""
    server = Server(native)
    try:
        code = "import json, _driver; print(json.dumps(_driver.load().cuInit(0)))"
        got, err = run_python(code, env={"LUPINE_SERVER": f"[::ffff:127.0.0.1]:{server.port}"})
        assert got == CURESULT["CUDA_SUCCESS"], err
    finally:
        server.stop()
