"""Framing and validation of lupine-server (stand-in driver): the handshake's checks, calls
and replies, and malformed frames, which end that client's session and nothing else."""

from __future__ import annotations

import socket
import struct
from pathlib import Path

import _wire
import pytest
from lupine_helpers import Server

from lupine._protocol_tables import CURESULT, DONE_STATUS, FUNCTIONS, KIND, NOTE, VERSION

INVALID_VALUE = CURESULT["CUDA_ERROR_INVALID_VALUE"]
INVALID_HANDLE = CURESULT["CUDA_ERROR_INVALID_HANDLE"]
INVALID_CONTEXT = CURESULT["CUDA_ERROR_INVALID_CONTEXT"]


def handshake(address: str, data: bytes) -> int | None:
    host, port = address.rsplit(":", 1)
    with socket.create_connection((host, int(port)), timeout=20) as s:
        s.sendall(data)
        try:
            return struct.unpack("<IHHII", _wire.recv_exact(s, 16))[3]
        except ConnectionError:
            return None


def driver_version(s: socket.socket) -> tuple[int, int]:
    s.sendall(_wire.frame(_wire.call("cuDriverGetVersion", _wire.u64(4))))
    r, out = _wire.reply(s)
    return r, struct.unpack("<QI", out[:12])[1] if r == 0 else -1


def test_handshake_statuses(server):
    assert handshake(server.address, _wire.hello()) == 0
    assert handshake(server.address, _wire.hello(magic=0x12345678)) == 1
    assert handshake(server.address, _wire.hello(major=VERSION[0] + 1)) == 2
    assert handshake(server.address, _wire.hello(major=VERSION[0] - 1)) == 2
    assert handshake(server.address, _wire.hello(api=0xDEADBEEF)) == 4
    # an over-long token is refused before it is read
    assert (
        handshake(server.address, struct.pack("<IHHII", 0x314E504C, VERSION[0], 0, 0, 1 << 20)) == 3
    )


def test_token_required_and_checked(native, tmp_path: Path):
    token = tmp_path / "token"
    token.write_text("s3cret\n")
    s = Server(native, "--token-file", str(token))
    try:
        assert handshake(s.address, _wire.hello(b"wrong!")) == 3
        assert handshake(s.address, _wire.hello(b"")) == 3
        assert handshake(s.address, _wire.hello(b"s3cret")) == 0
    finally:
        s.stop()


def test_a_call_and_its_reply(server):
    with _wire.connect(server.address) as s:
        assert driver_version(s) == (0, 13000)
        # deferred calls in front of the answered one, in one frame
        init = _wire.call("cuInit", _wire.u64(0))
        count = _wire.call("cuDeviceGetCount", _wire.u64(4))
        s.sendall(_wire.frame(init + count))
        r, out = _wire.reply(s)
        assert r == 0 and out[:8] == _wire.u64(4) and struct.unpack("<i", out[8:12])[0] == 1


def test_out_length_must_match_its_length_parameter(server):
    with _wire.connect(server.address) as s:
        s.sendall(_wire.frame(_wire.call("cuInit", _wire.u64(0))))
        assert _wire.reply(s)[0] == 0
        # cuDeviceGetName(name[out, len], len, dev): asks 64 bytes but says len = 32
        args = _wire.u64(64) + _wire.u64(32) + _wire.u64(0)
        s.sendall(_wire.frame(_wire.call("cuDeviceGetName", args)))
        assert _wire.reply(s)[0] == INVALID_VALUE
        args = _wire.u64(32) + _wire.u64(32) + _wire.u64(0)
        s.sendall(_wire.frame(_wire.call("cuDeviceGetName", args)))
        r, out = _wire.reply(s)
        assert r == 0 and out[8:].split(b"\0")[0] == b"LUPINE stand-in device 0"


def test_garbage_handles_get_the_drivers_errors(server):
    with _wire.connect(server.address) as s:
        s.sendall(_wire.frame(_wire.call("cuInit", _wire.u64(0))))
        assert _wire.reply(s)[0] == 0
        for fn, args, want in (
            ("cuStreamSynchronize", _wire.u64(0xDEADBEEF000), INVALID_HANDLE),
            ("cuEventQuery", _wire.u64(-1), INVALID_HANDLE),
            ("cuCtxSetCurrent", _wire.u64(-1), INVALID_CONTEXT),
            (
                "cuModuleGetFunction",
                _wire.u64(8) + _wire.u64(0x1234) + _wire.blob(b"f\0"),
                INVALID_HANDLE,
            ),
            ("cuMemsetD8_v2", _wire.u64(0xDEAD0000) + _wire.u64(0) + _wire.u64(4), INVALID_VALUE),
        ):
            s.sendall(_wire.frame(_wire.call(fn, args)))
            assert _wire.reply(s)[0] == want, fn
        # a garbage context in the call header
        s.sendall(_wire.frame(_wire.call("cuDriverGetVersion", _wire.u64(4), ctx=0xBAD0000)))
        assert _wire.reply(s)[0] == INVALID_CONTEXT
        assert driver_version(s) == (0, 13000)


MALFORMED = {
    "bad frame magic": _wire.frame(_wire.call("cuInit", _wire.u64(0)), magic=0xFFFFFFFF),
    "unknown kind": _wire.FRAME.pack(0x4652504C, 9, 1, 0),
    "frame over 4 GiB": _wire.FRAME.pack(0x4652504C, 1, 1, (1 << 32) + 1),
    "function id out of range": _wire.frame(_wire.CALL.pack(len(FUNCTIONS), 0, 0, 0)),
    "call longer than its frame": _wire.frame(_wire.CALL.pack(0, 0, 1000, 0)),
    # flags: bit 0 the image hash (module loads only), bits 1-2 the capture mode (3 is none),
    # every other bit 0 (protocol.h)
    "undefined flag bits": _wire.frame(
        _wire.CALL.pack(FUNCTIONS["cuInit"][0], 8, 8, 0) + _wire.u64(0)
    ),
    "capture mode 3": _wire.frame(_wire.CALL.pack(FUNCTIONS["cuInit"][0], 6, 8, 0) + _wire.u64(0)),
    "image hash flag on another call": _wire.frame(
        _wire.CALL.pack(FUNCTIONS["cuInit"][0], 1, 8, 0) + _wire.u64(0)
    ),
    "truncated arguments": _wire.frame(_wire.call("cuDriverGetVersion", b"")),
    "trailing arguments": _wire.frame(_wire.call("cuInit", _wire.u64(0) + _wire.u64(0))),
    "blob longer than the call": _wire.frame(
        _wire.call("cuModuleGetFunction", _wire.u64(8) + _wire.u64(0) + _wire.u64(1 << 40))
    ),
    "call frame without a call": _wire.frame(b""),
    # kinds only the server sends, and an answer to a notification never sent
    "a reply from the client": _wire.FRAME.pack(0x4652504C, KIND["reply"], 1, 8) + bytes(8),
    "a reply part from the client": _wire.FRAME.pack(0x4652504C, KIND["more"], 1, 8) + bytes(8),
    "a notification from the client": _wire.FRAME.pack(0x4652504C, KIND["notify"], 1, 32)
    + bytes(32),
    "a heartbeat from the client": _wire.FRAME.pack(0x4652504C, KIND["heartbeat"], 0, 0),
    "done for nothing asked": _wire.FRAME.pack(0x4652504C, KIND["done"], 1, 8) + bytes(8),
    # LP_AVOID (2.4): u64 count, then count (base, length) pairs, nothing else
    "avoid count past its frame": _wire.frame(
        _wire.u64(2) + _wire.u64(0x3E0000000000) + _wire.u64(4096), "avoid"
    ),
    "avoid count over the limit": _wire.frame(_wire.u64(65537) + bytes(16), "avoid"),
    "avoid without a count": _wire.frame(b"", "avoid"),
    "a kind nobody sends": _wire.FRAME.pack(0x4652504C, 11, 1, 0),
}


@pytest.mark.parametrize("name", sorted(MALFORMED))
def test_malformed_frames_end_only_that_session(server, name):
    with _wire.connect(server.address) as bad:
        bad.sendall(MALFORMED[name])
        assert _wire.closed(bad), name
    assert server.alive()
    with _wire.connect(server.address) as good:
        assert driver_version(good) == (0, 13000)


def _context(s: socket.socket) -> int:
    """cuInit and the primary context of device 0 (made current for the calls that name it)."""
    retain = _wire.call("cuDevicePrimaryCtxRetain", _wire.u64(8) + _wire.u64(0))
    s.sendall(_wire.frame(_wire.call("cuInit", _wire.u64(0)) + retain, fid=2))
    r, out = _wire.reply(s, fid=2)
    assert r == 0
    return struct.unpack("<Q", out[8:16])[0]


def _notification(
    s: socket.socket, notes: list[tuple[int, bytes]]
) -> tuple[int, tuple[int, int, int, int, int], bytes]:
    """The next notification: one that came before a reply, else the next frame."""
    if notes:
        seq, body = notes.pop(0)
    else:
        kind, seq, body = _wire.next_frame(s)
        assert kind == KIND["notify"]
    return seq, _wire.NOTE.unpack(body[: _wire.NOTE.size]), body[_wire.NOTE.size :]


def _done(seq: int, status: int = 0, data: bytes = b"") -> bytes:
    payload = data + b"\0" * (-len(data) % 8) + struct.pack("<II", status, 0)
    return _wire.FRAME.pack(0x4652504C, KIND["done"], seq, len(payload)) + payload


def test_a_host_function_notifies_the_client_and_waits_for_its_answer(server):
    with _wire.connect(server.address) as s:
        ctx = _context(s)
        launch = _wire.call("cuLaunchHostFunc", _wire.u64(0) + _wire.u64(77), ctx=ctx)
        notes: list[tuple[int, bytes]] = []
        s.sendall(_wire.frame(launch, fid=3))
        assert _wire.reply(s, fid=3, notes=notes)[0] == 0
        seq, (kind, status, cookie, addr, n), rest = _notification(s, notes)
        assert (kind, status, cookie, addr, n, rest) == (NOTE["hostfn"], 0, 77, 0, 0, b"")
        # the stream waits for the answer: a query says so, the answer lets it go on
        query = _wire.call("cuStreamQuery", _wire.u64(0), ctx=ctx)
        s.sendall(_wire.frame(query, fid=4))
        assert _wire.reply(s, fid=4)[0] == CURESULT["CUDA_ERROR_NOT_READY"]
        s.sendall(_done(seq))
        s.sendall(_wire.frame(_wire.call("cuStreamSynchronize", _wire.u64(0), ctx=ctx), fid=5))
        assert _wire.reply(s, fid=5)[0] == 0
        # the same answer twice is one too many: the session ends
        s.sendall(_done(seq))
        assert _wire.closed(s)
    assert server.alive()


def test_a_push_carries_the_device_bytes_and_a_refusal_is_reported(server):
    data = bytes(range(256)) * 41 + b"tail"  # not a multiple of 8
    with _wire.connect(server.address) as s:
        ctx = _context(s)
        alloc = _wire.call("cuMemAlloc_v2", _wire.u64(8) + _wire.u64(len(data)), ctx=ctx)
        s.sendall(_wire.frame(alloc, fid=3))
        r, out = _wire.reply(s, fid=3)
        assert r == 0
        dev = struct.unpack("<Q", out[8:16])[0]
        up = _wire.u64(dev) + _wire.u64(len(data)) + _wire.blob(data)
        s.sendall(_wire.frame(_wire.call("cuMemcpyHtoD_v2", up, ctx=ctx), fid=4))
        assert _wire.reply(s, fid=4)[0] == 0
        # cuMemcpyDtoHAsync's push form: LP_CLIENT_ADDR, src, count, stream, client address
        client_addr = 0x7F0012345000
        push = b"".join(_wire.u64(v) for v in ((1 << 64) - 2, dev, len(data), 0, client_addr))
        notes: list[tuple[int, bytes]] = []
        s.sendall(_wire.frame(_wire.call("cuMemcpyDtoHAsync_v2", push, ctx=ctx), fid=5))
        assert _wire.reply(s, fid=5, notes=notes)[0] == 0
        seq, (kind, _, _, addr, n), rest = _notification(s, notes)
        assert (kind, addr, n) == (NOTE["push"], client_addr, len(data))
        assert rest[:n] == data and rest[n:] == b"\0" * (-n % 8)
        # "this memory may not be written": the next synchronising call reports it, once
        s.sendall(_done(seq, DONE_STATUS["bad_address"]))
        sync = _wire.call("cuStreamSynchronize", _wire.u64(0), ctx=ctx)
        s.sendall(_wire.frame(sync, fid=6))
        assert _wire.reply(s, fid=6)[0] == INVALID_VALUE
        s.sendall(_wire.frame(sync, fid=7))
        assert _wire.reply(s, fid=7)[0] == 0
        # an answer of the wrong length ends the session
        s.sendall(_wire.frame(_wire.call("cuMemcpyDtoHAsync_v2", push, ctx=ctx), fid=8))
        assert _wire.reply(s, fid=8, notes=notes)[0] == 0
        seq, _, _ = _notification(s, notes)
        s.sendall(_done(seq, 0, b"extra bytes"))
        assert _wire.closed(s)
    assert server.alive()


def _memcpy3d(src: tuple, dst: tuple, width: int, height: int, depth: int) -> bytes:
    """CUDA_MEMCPY3D (cuda.h): each side (x, y, z, memory type, host, device, pitch, height)."""

    def side(x: int, y: int, z: int, kind: int, host: int, dev: int, pitch: int, h: int) -> bytes:
        return struct.pack("<4QI4x6Q", x, y, z, 0, kind, host, dev, 0, 0, pitch, h)

    return side(*src) + side(*dst) + struct.pack("<3Q", width, height, depth)


def test_a_pitched_host_side_is_pulled_as_a_region(server):
    """A memcpy node whose host side has rows apart (cuGraphAddMemcpyNode as native/shim/graph.c
    sends it: the client address where srcHost goes) runs as a pull of a pitched region: the
    note's address is the region's first byte, an lp_region follows, and the client's packed
    answer is what reaches the device."""
    host, dev_type, host_type = 0x7F0000100000, 2, 1
    width, rows, slices, pitch, sheight = 12, 3, 2, 40, 5
    with _wire.connect(server.address) as s:
        ctx = _context(s)
        packed = bytes(range(width * rows * slices))
        s.sendall(
            _wire.frame(_wire.call("cuMemAlloc_v2", _wire.u64(8) + _wire.u64(256), ctx=ctx), fid=3)
        )
        r, out = _wire.reply(s, fid=3)
        dev = struct.unpack("<Q", out[8:16])[0]
        s.sendall(
            _wire.frame(_wire.call("cuGraphCreate", _wire.u64(8) + _wire.u64(0), ctx=ctx), fid=4)
        )
        r, out = _wire.reply(s, fid=4)
        graph = struct.unpack("<Q", out[8:16])[0]
        copy = _memcpy3d(
            (4, 1, 1, host_type, host, 0, pitch, sheight),
            (0, 0, 0, dev_type, 0, dev, width, rows),
            width,
            rows,
            slices,
        )
        args = b"".join(_wire.u64(v) for v in (8, graph, 0, ctx)) + _wire.blob(None)
        s.sendall(
            _wire.frame(_wire.call("cuGraphAddMemcpyNode", args + _wire.blob(copy), ctx=ctx), fid=5)
        )
        assert _wire.reply(s, fid=5)[0] == 0
        inst = _wire.u64(8) + _wire.u64(graph) + _wire.u64(0)
        s.sendall(_wire.frame(_wire.call("cuGraphInstantiateWithFlags", inst, ctx=ctx), fid=6))
        r, out = _wire.reply(s, fid=6)
        assert r == 0
        ex = struct.unpack("<Q", out[8:16])[0]
        notes: list[tuple[int, bytes]] = []
        launch = _wire.call("cuGraphLaunch", _wire.u64(ex) + _wire.u64(0), ctx=ctx)
        s.sendall(_wire.frame(launch, fid=7))
        assert _wire.reply(s, fid=7, notes=notes)[0] == 0
        seq, (kind, _, cookie, addr, n), rest = _notification(s, notes)
        first = host + (1 * sheight + 1) * pitch + 4  # (x 4, y 1, z 1)
        assert (kind, cookie, addr, n) == (NOTE["pull_region"], 0, first, len(packed))
        assert struct.unpack("<5Q", rest) == (width, rows, slices, pitch, pitch * sheight)
        s.sendall(_done(seq, 0, packed))
        s.sendall(_wire.frame(_wire.call("cuStreamSynchronize", _wire.u64(0), ctx=ctx), fid=8))
        assert _wire.reply(s, fid=8)[0] == 0
        back = _wire.u64(len(packed)) + _wire.u64(dev) + _wire.u64(len(packed))
        s.sendall(_wire.frame(_wire.call("cuMemcpyDtoH_v2", back, ctx=ctx), fid=9))
        r, out = _wire.reply(s, fid=9)
        assert r == 0 and out[8 : 8 + len(packed)] == packed
    assert server.alive()
