"""A minimal LUPINE protocol client in Python, for the framing tests and the fuzzer.
Layouts: native/include/lupine/protocol.h; constants: lupine._protocol_tables."""

from __future__ import annotations

import socket
import struct

from lupine._protocol_tables import (
    API_HASH,
    FRAME_MAGIC,
    FUNCTIONS,
    KIND,
    MAGIC,
    NULL_LENGTH,
    VERSION,
)

FRAME = struct.Struct("<IIQQ")  # magic, kind, id, len
CALL = struct.Struct("<IIQQ")  # fn, flags, len, ctx
NOTE = struct.Struct("<IIQQQ")  # type, status, cookie, addr, len
REPLY_MORE = 1  # protocol.h LP_REPLY_MORE


def hello(
    token: bytes = b"", magic: int = MAGIC, major: int = VERSION[0], api: int = API_HASH
) -> bytes:
    return struct.pack("<IHHII", magic, major, 0, api, len(token)) + token


def connect(address: str, token: bytes = b"", timeout: float = 20) -> socket.socket:
    host, port = address.rsplit(":", 1)
    s = socket.create_connection((host, int(port)), timeout=timeout)
    s.sendall(hello(token))
    magic, _, _, status, _ = struct.unpack("<IHHII", recv_exact(s, 16))
    assert magic == MAGIC and status == 0, status
    return s


def recv_exact(s: socket.socket, n: int) -> bytes:
    out = b""
    while len(out) < n:
        chunk = s.recv(n - len(out))
        if not chunk:
            raise ConnectionError("closed")
        out += chunk
    return out


def u64(v: int) -> bytes:
    return struct.pack("<Q", v & 0xFFFFFFFFFFFFFFFF)


def blob(data: bytes | None) -> bytes:
    if data is None:
        return u64(NULL_LENGTH)
    return u64(len(data)) + data + b"\0" * (-len(data) % 8)


def call(fn: str | int, args: bytes, ctx: int = 0) -> bytes:
    fid = FUNCTIONS[fn][0] if isinstance(fn, str) else fn
    return CALL.pack(fid, 0, len(args), ctx) + args


def frame(calls: bytes, kind: str = "call", fid: int = 1, magic: int = FRAME_MAGIC) -> bytes:
    return FRAME.pack(magic, KIND[kind], fid, len(calls)) + calls


def next_frame(s: socket.socket) -> tuple[int, int, bytes]:
    """(kind, id, payload) of the next frame the server sends, heartbeats skipped."""
    while True:
        magic, kind, fid, n = FRAME.unpack(recv_exact(s, FRAME.size))
        assert magic == FRAME_MAGIC
        body = recv_exact(s, n)
        if kind != KIND["heartbeat"]:
            return kind, fid, body


def reply(
    s: socket.socket, fid: int = 1, notes: list[tuple[int, bytes]] | None = None
) -> tuple[int, bytes]:
    """(CUresult, out-bytes) of the reply to frame `fid`, its parts (LP_MORE) joined. With
    `notes`, notifications that come first (a host function may run before its call's reply is
    written) are kept there as (sequence number, payload)."""
    kind, rid, body = next_frame(s)
    while notes is not None and kind == KIND["notify"]:
        notes.append((rid, body))
        kind, rid, body = next_frame(s)
    assert (kind, rid) == (KIND["reply"], fid)
    result, flags = struct.unpack("<II", body[:8])
    out = body[8:]
    while flags & REPLY_MORE:
        kind, rid, body = next_frame(s)
        assert (kind, rid) == (KIND["more"], fid)
        flags = struct.unpack("<I", body[:4])[0]
        out += body[8:]
    return result, out


def closed(s: socket.socket) -> bool:
    """True when the server ended the session (EOF or reset), waiting at most the timeout."""
    try:
        return s.recv(1) == b""
    except (ConnectionResetError, BrokenPipeError):
        return True
