"""Device ranges are checked whole by the server before the driver sees them (issue 10, item
2): memsets by start, element count and width (2^62 elements no longer reach the driver),
pitched memsets by their last row, copies whose host side is NULL by their device side, and
frees and exports only of this session's allocations. Raw protocol frames (tests/lupine/_wire),
so that no client-side check hides the server's; the stand-in driver underneath, whose memory
would be written past the allocation if a check were missing."""

from __future__ import annotations

import struct

import _wire
import pytest
from test_protocol import _context

from lupine._protocol_tables import CURESULT

OK = CURESULT["CUDA_SUCCESS"]
INVALID = CURESULT["CUDA_ERROR_INVALID_VALUE"]
U64 = _wire.u64


def _call(s, ctx: int, fid: int, fn: str, args: bytes) -> tuple[int, bytes]:
    s.sendall(_wire.frame(_wire.call(fn, args, ctx=ctx), fid=fid))
    return _wire.reply(s, fid=fid)


@pytest.fixture
def alloc(server):
    with _wire.connect(server.address) as s:
        ctx = _context(s)
        r, out = _call(s, ctx, 3, "cuMemAlloc_v2", U64(8) + U64(4096))
        assert r == OK
        yield s, ctx, struct.unpack("<Q", out[8:16])[0]
    assert server.alive()


@pytest.mark.parametrize(
    ("fn", "width"),
    [("cuMemsetD8_v2", 1), ("cuMemsetD16_v2", 2), ("cuMemsetD32_v2", 4)],
)
def test_memsets_are_checked_by_their_whole_extent(alloc, fn, width):
    s, ctx, dev = alloc
    fits = 4096 // width
    assert _call(s, ctx, 4, fn, U64(dev) + U64(7) + U64(fits))[0] == OK
    assert _call(s, ctx, 5, fn, U64(dev) + U64(7) + U64(fits + 1))[0] == INVALID
    assert _call(s, ctx, 6, fn, U64(dev + width) + U64(7) + U64(fits))[0] == INVALID
    assert _call(s, ctx, 7, fn, U64(dev) + U64(7) + U64(1 << 62))[0] == INVALID  # overflows
    async_fn = fn.replace("_v2", "Async")
    assert _call(s, ctx, 8, async_fn, U64(dev) + U64(7) + U64(1 << 62) + U64(0))[0] == INVALID


def test_pitched_memsets_are_checked_by_their_last_row(alloc):
    s, ctx, dev = alloc
    # 16 rows of 200 bytes, 256 apart: 15 * 256 + 200 = 4040 <= 4096
    fits = U64(dev) + U64(256) + U64(1) + U64(200) + U64(16)
    assert _call(s, ctx, 4, "cuMemsetD2D8_v2", fits)[0] == OK
    rows = U64(dev) + U64(256) + U64(1) + U64(200) + U64(17)  # 17th row outside
    assert _call(s, ctx, 5, "cuMemsetD2D8_v2", rows)[0] == INVALID
    wide = U64(dev) + U64(256) + U64(1) + U64(300) + U64(2)  # a row wider than the pitch
    assert _call(s, ctx, 6, "cuMemsetD2D8_v2", wide)[0] == INVALID
    huge = U64(dev) + U64(1 << 62) + U64(1) + U64(4) + U64(1 << 20)  # pitch * height overflows
    assert _call(s, ctx, 7, "cuMemsetD2D32_v2", huge)[0] == INVALID


def test_a_null_host_side_does_not_skip_the_device_check(alloc):
    s, ctx, dev = alloc
    null = U64((1 << 64) - 1)  # LP_NULL: the host pointer is NULL
    # host to device from NULL into memory that is not this session's
    assert _call(s, ctx, 4, "cuMemcpyHtoD_v2", U64(dev + 8192) + U64(64) + null)[0] == INVALID
    # device to host into NULL from memory that is not this session's
    assert _call(s, ctx, 5, "cuMemcpyDtoH_v2", null + U64(dev + 8192) + U64(64))[0] == INVALID
    # inside the allocation, the driver's own answer for a NULL host pointer (not a crash)
    r, _ = _call(s, ctx, 6, "cuMemcpyDtoH_v2", null + U64(dev) + U64(64))
    assert r != OK


def test_frees_only_of_this_sessions_allocations(alloc):
    s, ctx, dev = alloc
    assert _call(s, ctx, 4, "cuMemFree_v2", U64(dev + (1 << 30)))[0] == INVALID
    assert _call(s, ctx, 5, "cuMemFreeAsync", U64(0xDEAD0000) + U64(0))[0] == INVALID
    assert _call(s, ctx, 6, "cuMemFree_v2", U64(dev))[0] == OK
    assert _call(s, ctx, 7, "cuMemFree_v2", U64(dev))[0] == INVALID  # not twice


def test_freeing_null_is_the_drivers_to_answer(alloc):
    # cudaFree(0), the runtime's way to initialise, reaches the driver as cuMemFree(0)
    s, ctx, _ = alloc
    assert _call(s, ctx, 4, "cuMemFree_v2", U64(0))[0] == OK


def test_a_destroyed_context_takes_its_handles_and_memory(server):
    # issue 10, item 3: after cuCtxDestroy its streams, events, modules and allocations are
    # refused by the server (never handed to the driver); the primary context's stay usable
    with _wire.connect(server.address) as s:
        primary = _context(s)
        r, out = _call(s, primary, 3, "cuMemAlloc_v2", U64(8) + U64(256))
        assert r == OK
        kept = struct.unpack("<Q", out[8:16])[0]
        r, out = _call(s, primary, 4, "cuCtxCreate_v2", U64(8) + U64(0) + U64(0))
        assert r == OK
        ctx = struct.unpack("<Q", out[8:16])[0]
        made = {}
        for fid, (fn, args) in enumerate(
            [
                ("cuStreamCreate", U64(8) + U64(0)),
                ("cuEventCreate", U64(8) + U64(0)),
                ("cuMemAlloc_v2", U64(8) + U64(256)),
            ],
            start=5,
        ):
            r, out = _call(s, ctx, fid, fn, args)
            assert r == OK, fn
            made[fn] = struct.unpack("<Q", out[8:16])[0]
        # alive while the context is
        assert _call(s, ctx, 8, "cuStreamQuery", U64(made["cuStreamCreate"]))[0] == OK
        assert (
            _call(s, ctx, 9, "cuMemsetD8_v2", U64(made["cuMemAlloc_v2"]) + U64(1) + U64(256))[0]
            == OK
        )
        assert _call(s, primary, 10, "cuCtxDestroy_v2", U64(ctx))[0] == OK
        handle = CURESULT["CUDA_ERROR_INVALID_HANDLE"]
        assert _call(s, primary, 11, "cuStreamQuery", U64(made["cuStreamCreate"]))[0] == handle
        assert _call(s, primary, 12, "cuEventQuery", U64(made["cuEventCreate"]))[0] == handle
        memset = U64(made["cuMemAlloc_v2"]) + U64(1) + U64(256)
        assert _call(s, primary, 13, "cuMemsetD8_v2", memset)[0] == INVALID
        # the primary context's allocation is untouched
        assert _call(s, primary, 14, "cuMemsetD8_v2", U64(kept) + U64(1) + U64(256))[0] == OK
    assert server.alive()
