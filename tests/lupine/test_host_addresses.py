"""Device pointers never land on host memory of the client (unified addressing: libraries
tell host from device pointers by address). The stand-in server is made to place device
memory exactly where the client process holds a host mapping (LUPINE_STANDIN_BASE = the
address of that mapping); every kind of device range the driver places must come out
elsewhere: plain allocations, stream-ordered (pool) allocations, VMM reservations and module
variables, with the server told the client's mappings (LP_AVOID) and without it (the shim
places the allocation again), and for a host mapping made after the server was told.
The host bytes there must be untouched and the device bytes must round-trip."""

# ruff: noqa: E501  (lines of embedded Python source are kept whole)

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import _wire
import pytest
from lupine_helpers import Server, run_python

from lupine._protocol_tables import CURESULT

INVALID_VALUE = CURESULT["CUDA_ERROR_INVALID_VALUE"]
ROOT = Path(__file__).resolve().parents[2]
COUNTER = str(ROOT / "fixtures/corpus/nvcc/module_counter.ptx")
HOST = 0x3F0000000000  # the client's host mapping; far from anything a process maps itself
HOST_LEN = 16 << 20


@pytest.fixture(scope="module")
def placed_on_host(native: Path) -> Iterator[Server]:
    s = Server(native, env={"LUPINE_STANDIN_BASE": hex(HOST)})
    yield s
    s.stop()


# The client maps HOST_LEN bytes at HOST (a pattern in them) before it loads the shim.
PRELUDE = f"""
import ctypes as c, json, os
libc = c.CDLL(None, use_errno=True)
libc.mmap.restype = c.c_void_p
libc.mmap.argtypes = [c.c_void_p, c.c_size_t, c.c_int, c.c_int, c.c_int, c.c_long]
MAP_FIXED_NOREPLACE = 0x100000
def host_map(at, n):
    p = libc.mmap(at, n, 3, 0x22 | MAP_FIXED_NOREPLACE, -1, 0)  # RW, private anonymous
    assert p == at, (hex(at), p, c.get_errno())
    c.memset(at, 0x5A, n)
host_map({HOST}, {HOST_LEN})
def host_intact(at, n):
    return c.string_at(at, n) == b"\\x5a" * n
import _driver
lib = _driver.load()
lib.cuMemcpyHtoD_v2.argtypes = [c.c_uint64, c.c_void_p, c.c_size_t]
lib.cuMemcpyDtoH_v2.argtypes = [c.c_void_p, c.c_uint64, c.c_size_t]
lib.cuMemAllocAsync.argtypes = [c.c_void_p, c.c_size_t, c.c_void_p]
lib.cuMemFreeAsync.argtypes = [c.c_uint64, c.c_void_p]
lib.cuMemAddressReserve.argtypes = [c.c_void_p, c.c_size_t, c.c_size_t, c.c_uint64, c.c_ulonglong]
lib.cuModuleGetGlobal_v2.argtypes = [c.c_void_p, c.c_void_p, c.c_void_p, c.c_char_p]
lib.cuPointerGetAttribute.argtypes = [c.c_void_p, c.c_int, c.c_uint64]
assert lib.cuInit(0) == 0
ctx = c.c_void_p()
assert lib.cuDevicePrimaryCtxRetain(c.byref(ctx), 0) == 0
assert lib.cuCtxSetCurrent(ctx) == 0
def outside(p, n, at={HOST}, length={HOST_LEN}):
    return p + n <= at or p >= at + length
def round_trip(p, n):
    src = bytes((i * 7) & 0xFF for i in range(n))
    back = c.create_string_buffer(n)
    ok = lib.cuMemcpyHtoD_v2(p, src, n) == 0 and lib.cuMemcpyDtoH_v2(back, p, n) == 0
    return ok and back.raw == src
def memory_type(p):  # CU_POINTER_ATTRIBUTE_MEMORY_TYPE: 2 device
    t = c.c_uint()
    r = lib.cuPointerGetAttribute(c.byref(t), 2, p)
    return [r, t.value]
out = {{}}
def alloc_kinds(tag, at={HOST}, length={HOST_LEN}):
    p = c.c_uint64()
    assert lib.cuMemAlloc_v2(c.byref(p), 1 << 20) == 0
    out[tag + "plain"] = [outside(p.value, 1 << 20, at, length), round_trip(p.value, 4096), memory_type(p.value)]
    q = c.c_uint64()
    assert lib.cuMemAllocAsync(c.byref(q), 1 << 16, None) == 0
    assert lib.cuCtxSynchronize() == 0
    out[tag + "pool"] = [outside(q.value, 1 << 16, at, length), round_trip(q.value, 4096)]
    va = c.c_uint64()
    assert lib.cuMemAddressReserve(c.byref(va), 2 << 20, 0, 0, 0) == 0
    out[tag + "vmm"] = outside(va.value, 2 << 20, at, length)
"""

MODULE = f"""
mod = c.c_void_p()
ptx = open({COUNTER!r}, "rb").read() + b"\\0"
assert lib.cuModuleLoadData(c.byref(mod), ptx) == 0
d, n = c.c_uint64(), c.c_size_t()
assert lib.cuModuleGetGlobal_v2(c.byref(d), c.byref(n), mod, b"counter") == 0
seven = c.c_uint()
out["global"] = [outside(d.value, n.value), lib.cuMemcpyDtoH_v2(c.byref(seven), d.value, 4), seven.value]
"""


def test_the_server_is_told_the_clients_host_mappings(placed_on_host):
    # the shim tells the server its mappings at cuInit and before module loads: the stand-in
    # then skips them as a driver skips what its process has mapped
    code = (
        PRELUDE
        + "alloc_kinds('')\n"
        + MODULE
        + f"out['intact'] = host_intact({HOST}, {HOST_LEN})\nprint(json.dumps(out))\n"
    )
    got, err = run_python(code, env={"LUPINE_SERVER": placed_on_host.address, "LUPINE_DEBUG": "1"})
    assert got["plain"] == [True, True, [0, 2]]
    assert got["pool"] == [True, True]
    assert got["vmm"] is True
    assert got["global"] == [True, 0, 7]  # the initialiser of `counter`, read from the device
    assert got["intact"] is True
    assert "overlaps host memory" not in err


def test_an_allocation_on_host_memory_is_placed_again(placed_on_host):
    # told nothing (LUPINE_AVOID=0), the stand-in hands out the client's host addresses first:
    # the shim holds that allocation and asks again until the range is clear
    code = (
        PRELUDE
        + "alloc_kinds('')\n"
        + f"out['intact'] = host_intact({HOST}, {HOST_LEN})\nprint(json.dumps(out))\n"
    )
    got, err = run_python(
        code,
        env={"LUPINE_SERVER": placed_on_host.address, "LUPINE_AVOID": "0", "LUPINE_DEBUG": "1"},
    )
    assert got["plain"] == [True, True, [0, 2]]
    assert got["pool"] == [True, True]
    assert got["vmm"] is True
    assert got["intact"] is True
    assert "allocated apart from this process's host memory" in err


LATER = """
# a host mapping made after the server was told: exactly where the stand-in goes next
p = c.c_uint64()
assert lib.cuMemAlloc_v2(c.byref(p), 4096) == 0
nxt = p.value + 8192  # the stand-in's next range: after this one and its guard page
host_map(nxt, 64 << 20)
alloc_kinds("later_", nxt, 64 << 20)
out["intact"] = host_intact(nxt, 64 << 20)
print(json.dumps(out))
"""


def test_a_host_mapping_made_after_the_server_was_told(placed_on_host):
    got, _ = run_python(PRELUDE + LATER, env={"LUPINE_SERVER": placed_on_host.address})
    assert got["later_plain"] == [True, True, [0, 2]]
    assert got["later_pool"] == [True, True]
    assert got["later_vmm"] is True
    assert got["intact"] is True


def test_avoid_frames_are_checked_and_answered(placed_on_host):
    with _wire.connect(placed_on_host.address) as s:
        # outside user space, and a length that wraps: refused, nothing blocked, session goes on
        for base, length in ((1 << 47, 4096), (0x3E0000000000, -4096)):
            s.sendall(_wire.frame(_wire.u64(1) + _wire.u64(base) + _wire.u64(length), "avoid"))
            assert _wire.reply(s) == (INVALID_VALUE, _wire.u64(0))
        # a free range is blocked whole (its pages); a range the server maps is skipped
        s.sendall(_wire.frame(_wire.u64(1) + _wire.u64(0x3E0000001000) + _wire.u64(5000), "avoid"))
        assert _wire.reply(s) == (0, _wire.u64(8192))
        s.sendall(_wire.frame(_wire.u64(1) + _wire.u64(0x3E0000001000) + _wire.u64(5000), "avoid"))
        assert _wire.reply(s) == (0, _wire.u64(0))
        s.sendall(_wire.frame(_wire.u64(0), "avoid"))
        assert _wire.reply(s) == (0, _wire.u64(0))
    assert placed_on_host.alive()


MODULE_LATER = """
# a host mapping made just before a module load (well within the shim's rate limit on reading
# its mappings): the module's variable must still be placed elsewhere
p = c.c_uint64()
assert lib.cuMemAlloc_v2(c.byref(p), 4096) == 0
nxt = p.value + 8192  # the stand-in's next range: after this one and its guard page
host_map(nxt, 64 << 20)
mod = c.c_void_p()
ptx = open(PTX, "rb").read() + b"\\0"
assert lib.cuModuleLoadData(c.byref(mod), ptx) == 0
d, n = c.c_uint64(), c.c_size_t()
assert lib.cuModuleGetGlobal_v2(c.byref(d), c.byref(n), mod, b"counter") == 0
seven = c.c_uint()
out["global"] = [outside(d.value, n.value, nxt, 64 << 20), lib.cuMemcpyDtoH_v2(c.byref(seven), d.value, 4), seven.value]
out["intact"] = host_intact(nxt, 64 << 20)
print(json.dumps(out))
"""


def test_a_host_mapping_made_just_before_a_module_load(placed_on_host):
    code = PRELUDE + f"PTX = {COUNTER!r}\n" + MODULE_LATER
    got, err = run_python(code, env={"LUPINE_SERVER": placed_on_host.address, "LUPINE_DEBUG": "1"})
    assert got["global"] == [True, 0, 7]
    assert got["intact"] is True
    assert "overlaps host memory" not in err


# Three 8-byte variables that the driver packs into one page (the H200 gives cuFFT's 0x...300,
# 0x...3f00, 0x...4500): the second is inside the page the first reserved, and the third must
# find that page reserved by this process too, not host memory of it.
PACKED = b"""
.version 7.0
.target sm_70
.address_size 64
.global .align 8 .u64 first = 1;
.global .align 8 .u64 second = 2;
.global .align 8 .u64 third = 3;
.visible .entry touch() { ret; }
"""


def test_variables_sharing_a_page_are_not_host_memory(native: Path):
    s = Server(native)
    try:
        code = (
            PRELUDE
            + f"""
mod = c.c_void_p()
assert lib.cuModuleLoadData(c.byref(mod), {PACKED!r} + b"\\0") == 0
got = []
for name in (b"first", b"second", b"third"):
    d, n = c.c_uint64(), c.c_size_t()
    assert lib.cuModuleGetGlobal_v2(c.byref(d), c.byref(n), mod, name) == 0
    v = c.c_uint64()
    got.append([d.value, n.value, lib.cuMemcpyDtoH_v2(c.byref(v), d.value, 8), v.value, memory_type(d.value)])
print(json.dumps(got))
"""
        )
        got, err = run_python(code, env={"LUPINE_SERVER": s.address, "LUPINE_DEBUG": "1"})
    finally:
        s.stop()
    assert [g[1:] for g in got] == [[8, 0, k, [0, 2]] for k in (1, 2, 3)]
    assert got[0][0] >> 12 == got[2][0] >> 12, "the stand-in packs the three into one page"
    assert "overlaps host memory" not in err
