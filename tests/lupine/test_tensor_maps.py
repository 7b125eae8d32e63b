"""TMA descriptors (cuTensorMapEncodeTiled, cuTensorMapEncodeIm2col, cuTensorMapEncodeIm2colWide,
cuTensorMapReplaceAddress: JAX/XLA's and Triton's Hopper calls) through the shim on the
stand-in. The reference is the same "driver" run independently: the stand-in loaded directly
by another process (ctypes on liblupine-standin.so), whose encoding is a deterministic function
of the arguments (native/standin/tensormap.c). Every descriptor through LUPINE must equal the
direct one byte for byte (but for the global address, which is each process's own allocation),
and every refusal must be the direct one's, except where the shim must answer itself: a rank
past 5 is refused before the client reads arrays of that length."""

# ruff: noqa: E501  (lines of embedded Python source are kept whole)

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from lupine_helpers import Server, run_python

from lupine._protocol_tables import CURESULT

SUCCESS = CURESULT["CUDA_SUCCESS"]
INVALID_VALUE = CURESULT["CUDA_ERROR_INVALID_VALUE"]


@pytest.fixture(scope="module")
def one(native: Path) -> Iterator[Server]:
    s = Server(native)
    yield s
    s.stop()


# Each case: [result, the 128 bytes as 16 words, the allocation's address]. Words are ints.
ENCODE = """
import ctypes as c, json, os, _driver
lib = _driver.load(os.environ.get("DRIVER") or None)
assert lib.cuInit(0) == 0
ctx = c.c_void_p()
assert lib.cuDevicePrimaryCtxRetain(c.byref(ctx), 0) == 0
assert lib.cuCtxSetCurrent(ctx) == 0
base = c.c_uint64()
assert lib.cuMemAlloc_v2(c.byref(base), 1 << 20) == 0
base = base.value
U64, U32, I32 = c.c_uint64, c.c_uint32, c.c_int

def arr(t, values):
    return (t * len(values))(*values) if values is not None else None

raw = (c.c_ubyte * (128 * 3))()
at = (c.addressof(raw) + 63) // 64 * 64  # a 64-byte aligned CUtensorMap

def words(p=at):
    return list((c.c_uint64 * 16).from_address(p))

def fresh(p=at):
    c.memset(p, 0xA5, 128)

lib.cuTensorMapEncodeTiled.argtypes = [c.c_void_p, c.c_int, c.c_uint32, c.c_void_p, c.c_void_p, c.c_void_p, c.c_void_p, c.c_void_p, c.c_int, c.c_int, c.c_int, c.c_int]
lib.cuTensorMapEncodeIm2col.argtypes = [c.c_void_p, c.c_int, c.c_uint32, c.c_void_p, c.c_void_p, c.c_void_p, c.c_void_p, c.c_void_p, c.c_uint32, c.c_uint32, c.c_void_p, c.c_int, c.c_int, c.c_int, c.c_int]
lib.cuTensorMapEncodeIm2colWide.argtypes = [c.c_void_p, c.c_int, c.c_uint32, c.c_void_p, c.c_void_p, c.c_void_p, c.c_int, c.c_int, c.c_uint32, c.c_uint32, c.c_void_p, c.c_int, c.c_int, c.c_int, c.c_int, c.c_int]
lib.cuTensorMapReplaceAddress.argtypes = [c.c_void_p, c.c_void_p]

def tiled(dtype, rank, offset, dims, strides, box, estr, il=0, sw=0, l2=0, oob=0, where=None):
    where = at if where is None else where
    fresh(at)
    r = lib.cuTensorMapEncodeTiled(where, dtype, rank, base + offset, arr(U64, dims), arr(U64, strides), arr(U32, box), arr(U32, estr), il, sw, l2, oob)
    return [r, words()]

def im2col(dtype, rank, dims, strides, lower, upper, ch, px, estr, il=0, sw=0, l2=0, oob=0):
    fresh()
    r = lib.cuTensorMapEncodeIm2col(at, dtype, rank, base, arr(U64, dims), arr(U64, strides), arr(I32, lower), arr(I32, upper), ch, px, arr(U32, estr), il, sw, l2, oob)
    return [r, words()]

def wide(dtype, rank, dims, strides, lo, hi, ch, px, estr, mode, il=0, sw=0, l2=0, oob=0):
    fresh()
    r = lib.cuTensorMapEncodeIm2colWide(at, dtype, rank, base, arr(U64, dims), arr(U64, strides), lo, hi, ch, px, arr(U32, estr), il, mode, sw, l2, oob)
    return [r, words()]

F16, F32, BF16, U8 = 6, 7, 9, 0
out = {"base": base, "cases": {}}
cases = out["cases"]
# a GEMM operand tile as Triton and XLA ask for it: f16 1024x512, 64x128 box, 128B swizzle
cases["tiled2"] = tiled(F16, 2, 0, [1024, 512], [2048], [64, 128], [1, 1], 0, 3, 2, 0)
cases["tiled1"] = tiled(F32, 1, 256, [300], None, [32], [1])
cases["tiled3_interleave32"] = tiled(U8, 3, 512, [64, 7, 9], [64, 448], [32, 4, 3], [1, 2, 3], 2, 1, 3, 0)
cases["tiled5_nan"] = tiled(BF16, 5, 1024, [16, 3, 4, 5, 6], [32, 96, 384, 1920], [8, 3, 2, 5, 1], [1, 1, 2, 1, 8], 0, 0, 1, 1)
cases["im2col3"] = im2col(F16, 3, [64, 100, 8], [128, 12800], [-2], [3], 64, 256, [1, 1, 1], 0, 3)
cases["im2col4"] = im2col(F32, 4, [32, 28, 28, 4], [128, 3584, 100352], [-1, -1], [1, 1], 32, 128, [1, 2, 1, 1])
cases["im2col5"] = im2col(BF16, 5, [16, 8, 8, 8, 2], [32, 256, 2048, 16384], [-16, 0, 1], [15, -3, 2], 16, 1024, [1, 1, 1, 1, 1])
cases["wide_w"] = wide(F16, 4, [64, 56, 56, 2], [128, 7168, 401408], -1, 1, 64, 32, [1, 1, 1, 1], 0, 0, 3)
cases["wide_w128"] = wide(F16, 3, [64, 56, 2], [128, 7168], -300, 200, 64, 0, [1, 1, 1], 1, 0, 5)
# refusals the driver API documents: each must be the stand-in's own answer
cases["address_8"] = tiled(F16, 2, 8, [1024, 512], [2048], [64, 128], [1, 1])
cases["stride_24"] = tiled(F16, 2, 0, [1024, 512], [24], [64, 128], [1, 1])
cases["box_257"] = tiled(U8, 2, 0, [1024, 512], [1024], [16, 257], [1, 1])
cases["box_inner_8_bytes"] = tiled(F16, 2, 0, [1024, 512], [2048], [4, 128], [1, 1])
cases["swizzle_too_small"] = tiled(F16, 2, 0, [1024, 512], [2048], [64, 128], [1, 1], 0, 1)
cases["estride_9"] = tiled(F16, 2, 0, [1024, 512], [2048], [64, 128], [1, 9])
cases["rank_0"] = tiled(F16, 0, 0, [1], None, [8], [1])
cases["nan_fill_integer"] = tiled(U8, 2, 0, [1024, 512], [1024], [16, 16], [1, 1], 0, 0, 0, 1)
cases["im2col_rank_2"] = im2col(F16, 2, [64, 8], [128], [], [], 64, 8, [1, 1])
cases["im2col_corner"] = im2col(F16, 4, [64, 8, 8, 2], [128, 1024, 8192], [-129, 0], [0, 0], 64, 8, [1, 1, 1, 1])
cases["wide_swizzle_64"] = wide(F16, 3, [64, 56, 2], [128, 7168], -1, 1, 32, 8, [1, 1, 1], 0, 0, 2)
# a map not aligned to 64 bytes ("tensorMap address must be aligned to 64 bytes")
cases["map_unaligned"] = tiled(F16, 2, 0, [1024, 512], [2048], [64, 128], [1, 1], 0, 3, 2, 0, where=at + 64 + 8)
cases["map_unaligned"][1] = None
# a rank of 2^30 with 5-element arrays: refused before anything reads 2^30 elements
five = [16] * 5
cases["rank_huge"] = tiled(F16, 1 << 30, 0, five, five, five, [1] * 5)
cases["rank_6"] = tiled(F16, 6, 0, [16] * 6, [32] * 5, [8] * 6, [1] * 6)
# the descriptor's address replaced: in place, the new address's alignment checked
r = lib.cuTensorMapEncodeTiled(at, F16, 2, base, arr(U64, [1024, 512]), arr(U64, [2048]), arr(U32, [64, 128]), arr(U32, [1, 1]), 0, 3, 2, 0)
before = words()
out["replace"] = [r, lib.cuTensorMapReplaceAddress(at, base + 4096), words(), before]
out["replace_8"] = [lib.cuTensorMapReplaceAddress(at, base + 4096 + 8), words()]
fresh()
out["replace_garbage"] = lib.cuTensorMapReplaceAddress(at, base)
print(json.dumps(out))
"""


@pytest.fixture(scope="module")
def both(native: Path, one: Server) -> tuple[dict, dict]:
    direct, _ = run_python(ENCODE, env={"DRIVER": str(native / "liblupine-standin.so")})
    shim, _ = run_python(ENCODE, env={"LUPINE_SERVER": one.address})
    return direct, shim


def _without_address(case: list, base: int) -> list:
    r, w = case
    if w is None or r != SUCCESS:
        return [r]
    assert w[0] - base in (0, 256, 512, 1024)  # each process's own allocation, plus the offset
    return [r, w[0] - base, w[1:]]


def test_descriptors_equal_the_stand_in_called_directly(both):
    direct, shim = both
    assert direct["cases"].keys() == shim["cases"].keys()
    for name in direct["cases"]:
        want = _without_address(direct["cases"][name], direct["base"])
        got = _without_address(shim["cases"][name], shim["base"])
        assert got == want, name


def test_descriptors_hold_their_arguments(both):
    # independent of the stand-in's code: the documented layout of its encoding
    _, shim = both
    r, w = shim["cases"]["tiled2"]
    assert r == SUCCESS
    assert w[0] == shim["base"]
    assert w[1] == 0x4D54504C | 1 << 32 | 2 << 40 | 6 << 48  # 'LPTM', tiled, rank 2, f16
    assert w[2] == 0 | 3 << 8 | 2 << 16  # no interleave, 128B swizzle, L2 128B
    assert w[3:8] == [1024, 512, 0, 0, 0]
    assert w[8:12] == [2048, 0, 0, 0]
    assert w[12] == 64 | 128 << 16
    assert w[15] == 1 | 1 << 8


def test_refusals(both):
    direct, shim = both
    for name in (
        "address_8",
        "stride_24",
        "box_257",
        "box_inner_8_bytes",
        "swizzle_too_small",
        "estride_9",
        "rank_0",
        "nan_fill_integer",
        "im2col_rank_2",
        "im2col_corner",
        "wide_swizzle_64",
        "map_unaligned",
        "rank_huge",
        "rank_6",
    ):
        assert direct["cases"][name][0] == INVALID_VALUE, name
        assert shim["cases"][name][0] == INVALID_VALUE, name
    # a refused encoding leaves the caller's map as it was
    assert shim["cases"]["rank_6"][1] == [0xA5A5A5A5A5A5A5A5] * 16


def test_replace_address(both):
    direct, shim = both
    for got in (direct, shim):
        r, r2, after, before = got["replace"]
        assert [r, r2] == [SUCCESS, SUCCESS]
        assert after[0] == got["base"] + 4096 and after[1:] == before[1:]
        r3, unchanged = got["replace_8"]
        assert r3 == INVALID_VALUE and unchanged == after
        assert got["replace_garbage"] == INVALID_VALUE
