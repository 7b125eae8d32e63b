"""Hypothesis fuzz of lupine-server (stand-in driver): random bytes after the handshake,
mutations of valid frames, and well-formed calls of every served function with random
arguments. The server process never dies and always serves the next client; a well-formed
call always gets an answer (its session does not crash either)."""

from __future__ import annotations

import os
import socket
import struct
import threading

import _wire
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from lupine_helpers import Server, run_python

from lupine._protocol_tables import FUNCTIONS, KIND, NOTE

# LUPINE_FUZZ_SCALE multiplies the examples (1 in CI; the GPU host's trial runs more)
SCALE = float(os.environ.get("LUPINE_FUZZ_SCALE", "1"))
SETTINGS = settings(
    max_examples=max(1, int(150 * SCALE)),
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture],
)
SERVED = sorted(n for n, (_, status, served, _) in FUNCTIONS.items() if served)
VALID = _wire.frame(
    _wire.call("cuInit", _wire.u64(0)) + _wire.call("cuDriverGetVersion", _wire.u64(4))
)


def still_serving(server: Server) -> None:
    assert server.alive(), server.log.read_text()[-2000:]
    with _wire.connect(server.address) as s:
        s.sendall(_wire.frame(_wire.call("cuDriverGetVersion", _wire.u64(4)), fid=7))
        r, out = _wire.reply(s, fid=7)
        assert r == 0 and struct.unpack("<I", out[8:12])[0] == 13000


def send_and_drop(server: Server, data: bytes) -> None:
    with _wire.connect(server.address, timeout=5) as s:
        try:
            s.sendall(data)
            s.shutdown(socket.SHUT_WR)
            while s.recv(65536):
                pass
        except (ConnectionError, TimeoutError, OSError):
            pass


@SETTINGS
@given(st.binary(max_size=512))
def test_random_bytes(server, data):
    send_and_drop(server, data)
    still_serving(server)


@SETTINGS
@given(
    st.lists(
        st.tuples(st.integers(0, len(VALID) - 1), st.integers(0, 255)), min_size=1, max_size=8
    ),
    st.integers(0, len(VALID)),
)
def test_mutated_frames(server, flips, cut):
    data = bytearray(VALID)
    for at, value in flips:
        data[at] = value
    send_and_drop(server, bytes(data[:cut]))
    still_serving(server)


def _arg(cls: str):
    scalars = st.one_of(
        st.sampled_from([0, 1, 2, -1, 0x1234, 0xDEADBEEF000, 1 << 40]),
        st.integers(0, (1 << 64) - 1),
    )
    if cls in ("scalar", "handle"):
        return scalars.map(_wire.u64)
    if cls.startswith("scalar"):  # a struct by value, padded to 8 bytes
        n = int(cls[len("scalar") :])
        return st.binary(min_size=n, max_size=n)
    if cls in ("out", "static_string"):
        return st.sampled_from([0, 1, 4, 8, 64, 1 << 20, 0xFFFFFFFFFFFFFFFF, 1 << 40]).map(
            _wire.u64
        )
    return st.one_of(st.none(), st.binary(max_size=64)).map(_wire.blob)  # in, inout, cstr


@st.composite
def served_call(draw):
    name = draw(st.sampled_from(SERVED))
    classes = FUNCTIONS[name][3]
    # fixed-size fields first, byte runs last (the wire order of codegen/_classify.wire_order)
    runs = ("in", "inout", "cstr")
    order = [c for c in classes if c not in runs] + [c for c in classes if c in runs]
    args = b"".join(draw(_arg(c)) for c in order)
    return name, args


@SETTINGS
@given(served_call())
def test_well_formed_calls_are_answered(server, named):
    name, args = named
    with _wire.connect(server.address) as s:
        s.sendall(_wire.frame(_wire.call("cuInit", _wire.u64(0)) + _wire.call(name, args), fid=3))
        try:
            _wire.reply(s, fid=3)
        except ConnectionError:
            # Only a layout the random bytes break may end the session: byte runs whose
            # length lies, and the hand-written wire formats (no generated classes).
            classes = FUNCTIONS[name][3]
            runs = ("in", "inout", "cstr")
            assert not classes or any(c in runs for c in classes) or "Memcpy" in name
    still_serving(server)


PTX_WORDS = [
    b".version 8.0",
    b".entry",
    b" k",
    b"(",
    b")",
    b".param",
    b" .u64",
    b" .b8",
    b" .align 8",
    b" p",
    b"[",
    b"]",
    b"16",
    b",",
    b"\n",
    b"{",
    b"}",
    b"x",
]


@st.composite
def hand_call(draw):
    kind = draw(st.sampled_from(["module", "htod", "dtoh", "launch"]))
    v = st.integers(0, (1 << 64) - 1) | st.sampled_from([0, 1, 2, 0x5E0000000000, 64])
    if kind == "module":
        text = b"".join(draw(st.lists(st.sampled_from(PTX_WORDS), max_size=40)))
        return "cuModuleLoadData", _wire.u64(8) + _wire.blob(text + b"\0")
    if kind == "htod":
        data = draw(st.binary(max_size=64))
        return "cuMemcpyHtoD_v2", _wire.u64(draw(v)) + _wire.u64(len(data)) + _wire.blob(data)
    if kind == "dtoh":
        n = draw(st.integers(0, 64))
        return "cuMemcpyDtoH_v2", _wire.u64(n) + _wire.u64(draw(v)) + _wire.u64(n)
    params = draw(st.binary(max_size=64))
    fixed = b"".join(_wire.u64(draw(st.integers(0, 4))) for _ in range(7))
    return "cuLaunchKernel", _wire.u64(draw(v)) + fixed + _wire.u64(draw(v)) + _wire.blob(params)


@SETTINGS
@given(hand_call())
def test_well_formed_bulk_module_and_launch_calls_are_answered(server, named):
    name, args = named
    with _wire.connect(server.address) as s:
        # a current context first, so the stand-in gets past its context check
        retain = _wire.call("cuDevicePrimaryCtxRetain", _wire.u64(8) + _wire.u64(0))
        s.sendall(_wire.frame(_wire.call("cuInit", _wire.u64(0)) + retain, fid=4))
        r, out = _wire.reply(s, fid=4)
        assert r == 0
        ctx = struct.unpack("<Q", out[8:16])[0]
        s.sendall(_wire.frame(_wire.call(name, args, ctx=ctx), fid=5))
        _wire.reply(s, fid=5)  # raises ConnectionError if the session died
    still_serving(server)


@st.composite
def new_kind_frame(draw):
    """Frames of the kinds protocol 2 added, as a client might send them wrongly: answers to
    notifications never sent (or with wrong lengths), and kinds only a server sends."""
    kind = draw(st.sampled_from(["done", "notify", "heartbeat", "more", "reply"]))
    fid = draw(st.integers(0, 3) | st.integers(0, (1 << 64) - 1))
    payload = draw(st.binary(max_size=96))
    length = draw(st.just(len(payload)) | st.integers(0, 1 << 40))
    return _wire.FRAME.pack(0x4652504C, KIND[kind], fid, length) + payload


@SETTINGS
@given(new_kind_frame(), st.booleans())
def test_unexpected_frames_of_the_new_kinds(server, frame, notified):
    # alone, or while a host function of the session waits for an answer (a notification
    # with sequence number 1 is outstanding, so some DONE frames are valid ones)
    with _wire.connect(server.address, timeout=5) as s:
        try:
            if notified:
                retain = _wire.call("cuDevicePrimaryCtxRetain", _wire.u64(8) + _wire.u64(0))
                s.sendall(_wire.frame(_wire.call("cuInit", _wire.u64(0)) + retain, fid=2))
                _, out = _wire.reply(s, fid=2)
                ctx = struct.unpack("<Q", out[8:16])[0]
                launch = _wire.call("cuLaunchHostFunc", _wire.u64(0) + _wire.u64(5), ctx=ctx)
                s.sendall(_wire.frame(launch, fid=3))
                _wire.reply(s, fid=3, notes=[])
            s.sendall(frame)
            s.shutdown(socket.SHUT_WR)
            while s.recv(65536):
                pass
        except (ConnectionError, TimeoutError, OSError):
            pass
    still_serving(server)


# ---- the other direction: a client never hangs or crashes on any server ----

CLIENT = """
import ctypes, json, _driver
lib = _driver.load()
v = ctypes.c_int(-1)
first = lib.cuInit(0)
print(json.dumps([first, lib.cuDriverGetVersion(ctypes.byref(v))]))
"""


@st.composite
def server_frames(draw):
    """What a broken server might send after the client's first call (id 1): replies, parts,
    notifications of every kind (with addresses nothing is mapped at), heartbeats, junk."""
    out = b""
    for _ in range(draw(st.integers(1, 6))):
        kind = draw(st.sampled_from([*sorted(KIND.values()), 0, 9]))
        fid = draw(st.sampled_from([0, 1, 2, 1 << 63]))
        if kind == KIND["notify"]:
            n = draw(st.integers(0, 64))
            note_type = draw(st.integers(0, 7))
            note = _wire.NOTE.pack(
                note_type,
                draw(st.integers(0, 999)),
                draw(st.integers(0, 3)),
                draw(st.sampled_from([0, 16, 1 << 63, 0xFFFF800000000000])),
                draw(st.sampled_from([n, 0, 1 << 40])),
            )
            region = b""
            if note_type in (NOTE["pull_region"], NOTE["push_region"]) and draw(st.booleans()):
                # width, rows, slices, pitch, slice pitch: agreeing with n or not, overflowing
                sizes = st.sampled_from([0, 1, 2, 8, n, 1 << 63, (1 << 64) - 1])
                region = struct.pack("<5Q", *(draw(sizes) for _ in range(5)))
            body = note + region + bytes(lp8(n))
        else:
            body = draw(st.binary(max_size=48))
        length = draw(st.just(len(body)) | st.integers(0, 80))
        out += _wire.FRAME.pack(draw(st.sampled_from([0x4652504C, 0])), kind, fid, length) + body
    return out


def lp8(n: int) -> int:
    return n + (-n % 8)


def fake_server(frames: bytes) -> tuple[socket.socket, threading.Thread]:
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(1)

    def serve() -> None:
        try:
            conn, _ = listener.accept()
            with conn:
                conn.settimeout(10)
                magic, major, _, _, toklen = struct.unpack("<IHHII", _wire.recv_exact(conn, 16))
                _wire.recv_exact(conn, toklen)
                conn.sendall(struct.pack("<IHHII", magic, major, 0, 0, 1))
                _wire.recv_exact(conn, _wire.FRAME.size)  # the first call's frame header
                conn.sendall(frames)
                while conn.recv(65536):  # until the client gives up
                    pass
        except OSError:
            pass
        finally:
            listener.close()

    t = threading.Thread(target=serve, daemon=True)
    t.start()
    return listener, t


@settings(
    max_examples=max(1, int(40 * SCALE)),
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture],
)
@given(server_frames())
def test_the_shim_survives_any_server(native, frames):
    listener, t = fake_server(frames)
    port = listener.getsockname()[1]
    got, _ = run_python(
        CLIENT, env={"LUPINE_SERVER": f"127.0.0.1:{port}", "LUPINE_TIMEOUT": "1"}, timeout=30
    )
    t.join(timeout=10)
    # whatever came, the calls return (a valid reply may even be among the frames)
    assert len(got) == 2 and all(isinstance(r, int) for r in got)
