"""Bulk copies through the server's staging ring: data arrives intact for sizes on and around
every boundary (the direct-copy limit, LUPINE_STAGE_ABOVE_KIB: 1 MiB by default; the staging
buffer size; the whole ring; the client's own frames from 256 KiB),
synchronous and asynchronous, both directions, with rings of several shapes
(LUPINE_STAGE_BUFFERS x LUPINE_STAGE_KIB, registered or cuMemHostAlloc memory), and with
asynchronous uploads still in flight when the next copy reuses the ring (the stand-in runs
copies from page-locked memory late, as DMA does). Reference: the bytes sent, checked by numpy."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from lupine_helpers import Server, run_python

KIB, MIB = 1 << 10, 1 << 20

CODE = """
import ctypes as c, json, os, sys
import numpy as np
import _driver
lib = _driver.load()
assert lib.cuInit(0) == 0
ctx = c.c_void_p()
assert lib.cuDevicePrimaryCtxRetain(c.byref(ctx), 0) == 0
assert lib.cuCtxSetCurrent(ctx) == 0
for f, args in (("cuMemcpyHtoD_v2", [c.c_uint64, c.c_void_p, c.c_size_t]),
                ("cuMemcpyDtoH_v2", [c.c_void_p, c.c_uint64, c.c_size_t]),
                ("cuMemcpyHtoDAsync_v2", [c.c_uint64, c.c_void_p, c.c_size_t, c.c_void_p]),
                ("cuMemcpyDtoHAsync_v2", [c.c_void_p, c.c_uint64, c.c_size_t, c.c_void_p]),
                ("cuMemcpyHtoDAsync_v2_ptsz", [c.c_uint64, c.c_void_p, c.c_size_t, c.c_void_p]),
                ("cuMemcpyDtoD_v2", [c.c_uint64, c.c_uint64, c.c_size_t])):
    getattr(lib, f).argtypes = args
stream = c.c_void_p()
# a blocking stream (flags 0): the copies on the NULL stream that follow an upload left in
# flight on it are ordered after it, as the driver API orders the legacy stream after blocking
# streams (a CU_STREAM_NON_BLOCKING stream would leave the device-to-device copy below free to
# run first, on a GPU and on the stand-in, whose streams run concurrently)
assert lib.cuStreamCreate(c.byref(stream), 0) == 0
sizes = json.loads(os.environ["SIZES"])
rng = np.random.default_rng(5)
total = sum(sizes) + 64 * len(sizes)
d, e = c.c_uint64(), c.c_uint64()
assert lib.cuMemAlloc_v2(c.byref(d), total) == 0 and lib.cuMemAlloc_v2(c.byref(e), total) == 0
out = []
offset = 0
kept = []
for i, n in enumerate(sizes):
    data = rng.integers(0, 256, n, dtype=np.uint8)
    kept.append(data)  # an async upload reads it after the call returns only on a GPU
    mode = i % 5
    dst = d.value + offset
    if mode in (0, 2):
        r_up = lib.cuMemcpyHtoD_v2(dst, data.ctypes.data, n)
    elif mode == 4:  # on this thread's default stream
        r_up = lib.cuMemcpyHtoDAsync_v2_ptsz(dst, data.ctypes.data, n, None)
    else:  # async upload, left in flight; the next copy must not overwrite its staging
        r_up = lib.cuMemcpyHtoDAsync_v2(dst, data.ctypes.data, n, stream)
    # device to device into the second allocation, then both back
    r_dd = lib.cuMemcpyDtoD_v2(e.value + offset, dst, n)
    back = np.zeros(n + 16, np.uint8)  # 16 guard bytes must stay untouched
    if mode in (0, 1, 4):
        r_down = lib.cuMemcpyDtoH_v2(back.ctypes.data, dst, n)
    else:
        r_down = lib.cuMemcpyDtoHAsync_v2(back.ctypes.data, dst, n, stream)
        assert lib.cuStreamSynchronize(stream) == 0
    back2 = np.zeros(n, np.uint8)
    r_down2 = lib.cuMemcpyDtoH_v2(back2.ctypes.data, e.value + offset, n)
    out.append([n, r_up, r_dd, r_down, r_down2, bool(np.array_equal(back[:n], data)),
                bool(not back[n:].any()), bool(np.array_equal(back2, data))])
    offset += n + 64
assert lib.cuCtxSynchronize() == 0
# everything is still in place after all the traffic
whole = np.zeros(offset, np.uint8)
assert lib.cuMemcpyDtoH_v2(whole.ctypes.data, d.value, offset) == 0
at, intact = 0, True
for n, data in zip(sizes, kept):
    intact &= bool(np.array_equal(whole[at:at + n], data))
    at += n + 64
print(json.dumps({"copies": out, "intact": intact}))
"""


def _sizes(stage: int, buffers: int, above: int) -> list[int]:
    ring = stage * buffers
    return [
        1,
        above,
        above + 1,  # the first size staged
        256 * KIB - 1,
        256 * KIB,  # the first size the client sends in a frame of its own
        MIB - 1,
        MIB,
        MIB + 1,
        stage - 1,
        stage,
        stage + 1,
        2 * stage + 3,
        ring - 1,
        ring,
        ring + 5,
        3 * ring + stage // 2 + 7,
    ]


RINGS = [  # buffers, KiB, memory, copy worker, KiB staged above
    ("2", "1024", "register", "1", ""),
    ("3", "1088", "hostalloc", "1", "64"),  # chunks that do not divide the sizes; 64 KiB+ staged
    ("3", "1088", "register", "0", "0"),  # no worker: the session thread issues the copies
    ("4", "2048", "", "", ""),  # the defaults: registered memory, worker, above 1 MiB
]


@pytest.fixture(
    scope="module",
    params=RINGS,
    ids=lambda p: (
        f"{p[0]}x{p[1]}KiB-{p[2] or 'default'}-worker{p[3] or 'default'}-above{p[4] or '1024'}"
    ),
)
def ring_server(
    native: Path, request: pytest.FixtureRequest
) -> Iterator[tuple[Server, int, int, str, int]]:
    buffers, kib, memory, worker, above = request.param
    env = {
        "LUPINE_STAGE_BUFFERS": buffers,
        "LUPINE_STAGE_KIB": kib,
        "LUPINE_STAGE_MEMORY": memory,
        "LUPINE_STAGE_WORKER": worker,
        "LUPINE_STAGE_ABOVE_KIB": above,
    }
    s = Server(native, env=env)
    yield s, int(buffers), int(kib) * KIB, memory, int(above or 1024) * KIB
    s.stop()


@pytest.mark.parametrize("batch", ["1", "0"])
def test_bulk_copies_arrive_intact(native, ring_server, batch):
    server, buffers, stage, memory, above = ring_server
    sizes = _sizes(stage, buffers, above)
    env = {"LUPINE_SERVER": server.address, "LUPINE_BATCH": batch, "SIZES": str(sizes)}
    got, _ = run_python(CODE, env=env, timeout=300)
    for n, up, dd, down, down2, same, guard, same2 in got["copies"]:
        assert [up, dd, down, down2] == [0, 0, 0, 0], n
        assert same and guard and same2, n
    assert got["intact"]
    kind = "cuMemHostAlloc" if memory == "hostalloc" else "registered"
    log = server.log.read_text()
    assert f"staging: {buffers} pinned buffers of {stage // KIB} KiB ({kind})" in log


RESET = """
import ctypes as c, json
import numpy as np
import _driver
lib = _driver.load()
lib.cuMemcpyHtoD_v2.argtypes = [c.c_uint64, c.c_void_p, c.c_size_t]
lib.cuMemcpyDtoH_v2.argtypes = [c.c_void_p, c.c_uint64, c.c_size_t]
lib.cuMemFree_v2.argtypes = [c.c_uint64]
assert lib.cuInit(0) == 0
n = 5 * (1 << 20) + 3
data = np.random.default_rng(1).integers(0, 256, n, dtype=np.uint8)

def roundtrip():
    d = c.c_uint64()
    assert lib.cuMemAlloc_v2(c.byref(d), n) == 0
    back = np.zeros(n, np.uint8)
    up = lib.cuMemcpyHtoD_v2(d.value, data.ctypes.data, n)
    down = lib.cuMemcpyDtoH_v2(back.ctypes.data, d.value, n)
    return [up, down, bool(np.array_equal(back, data)), lib.cuMemFree_v2(d.value)]

out = []
for _ in range(2):  # staged copies, a primary context reset, staged copies again
    ctx = c.c_void_p()
    assert lib.cuDevicePrimaryCtxRetain(c.byref(ctx), 0) == 0 and lib.cuCtxSetCurrent(ctx) == 0
    out.append(roundtrip())
    out.append(lib.cuDevicePrimaryCtxReset_v2(0))
for _ in range(2):  # in a created context, destroyed after its staged copies
    ctx = c.c_void_p()
    assert lib.cuCtxCreate_v2(c.byref(ctx), 0, 0) == 0
    out.append(roundtrip())
    out.append(lib.cuCtxDestroy_v2(ctx))
print(json.dumps(out))
"""


@pytest.mark.parametrize("batch", ["1", "0"])
def test_staging_survives_context_reset_and_destroy(native, ring_server, batch):
    server, *_ = ring_server
    got, _ = run_python(RESET, env={"LUPINE_SERVER": server.address, "LUPINE_BATCH": batch})
    ok = [0, 0, True, 0]
    assert got == [ok, 0, ok, 0, ok, 0, ok, 0]
    log = server.log.read_text()
    assert log.count("staging:") >= 4  # set up again after each reset and destroy


def test_a_setting_out_of_range_is_named_and_the_default_used(native):
    """The server reads its number settings as the client does (protocol.c, lp_env_whole):
    a value it cannot use is named in its log, and the copies still arrive."""
    server = Server(native, env={"LUPINE_STAGE_ABOVE_KIB": "lots", "LUPINE_STAGE_BUFFERS": "99"})
    try:
        got, _ = run_python(RESET, env={"LUPINE_SERVER": server.address})
        assert got[0] == [0, 0, True, 0]
        log = server.log.read_text()
        assert "LUPINE_STAGE_ABOVE_KIB=lots is not a whole number of KiB from 0 to 1048576; " in log
        assert "LUPINE_STAGE_BUFFERS=99 is not a whole number of buffers from 2 to 16; " in log
        assert "staging: 4 pinned buffers" in log  # (the default ring)
    finally:
        server.stop()
