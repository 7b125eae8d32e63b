"""Batched copies through the shim on the stand-in: cuMemcpyBatchAsync (CUDA 12.8's form with
failIdx and CUDA 13's _v2) and cuMemcpy3DBatchAsync, done by the shim as the sequence of its
own cuMemcpyAsync / cuMemcpy3DAsync on the stream (native/shim/batch.c). Every copy kind
(host to device from pageable and page-locked memory, device to device, device to host,
pitched host regions, CUDA arrays at an offset) is checked against numpy; failIdx names the
failing copy, or is SIZE_MAX when the error is the batch's (attributes, stream, flags)."""

# ruff: noqa: E501  (lines of embedded Python source are kept whole)

from __future__ import annotations

import numpy as np
from lupine_helpers import run_python

from lupine._protocol_tables import CURESULT

SUCCESS = CURESULT["CUDA_SUCCESS"]
INVALID_VALUE = CURESULT["CUDA_ERROR_INVALID_VALUE"]
SIZE_MAX = (1 << 64) - 1

BATCH = """
import ctypes as c, json, os, _driver
lib = _driver.load()
assert lib.cuInit(0) == 0
ctx = c.c_void_p()
assert lib.cuDevicePrimaryCtxRetain(c.byref(ctx), 0) == 0 and lib.cuCtxSetCurrent(ctx) == 0
U64, SZ = c.c_uint64, c.c_size_t
lib.cuMemcpyHtoD_v2.argtypes = [c.c_uint64, c.c_void_p, c.c_size_t]
lib.cuMemcpyDtoH_v2.argtypes = [c.c_void_p, c.c_uint64, c.c_size_t]
lib.cuStreamSynchronize.argtypes = [c.c_void_p]
lib.cuMemcpyBatchAsync_v2.argtypes = [c.c_void_p] * 3 + [c.c_size_t, c.c_void_p, c.c_void_p, c.c_size_t, c.c_void_p]
lib.cuMemcpyBatchAsync.argtypes = [c.c_void_p] * 3 + [c.c_size_t, c.c_void_p, c.c_void_p, c.c_size_t, c.c_void_p, c.c_void_p]
lib.cuMemcpy3DBatchAsync_v2.argtypes = [c.c_size_t, c.c_void_p, c.c_ulonglong, c.c_void_p]
lib.cuMemcpy3DBatchAsync.argtypes = [c.c_size_t, c.c_void_p, c.c_void_p, c.c_ulonglong, c.c_void_p]

class ATTR(c.Structure):  # CUmemcpyAttributes
    _fields_ = [("order", c.c_int), ("src_hint", c.c_int * 2), ("dst_hint", c.c_int * 2), ("flags", c.c_uint)]
class PTR(c.Structure):
    _fields_ = [("ptr", c.c_uint64), ("rowLength", c.c_size_t), ("layerHeight", c.c_size_t), ("hint", c.c_int * 2)]
class ARR(c.Structure):
    _fields_ = [("array", c.c_void_p), ("x", c.c_size_t), ("y", c.c_size_t), ("z", c.c_size_t)]
class OPU(c.Union):
    _fields_ = [("ptr", PTR), ("array", ARR)]
class OPERAND(c.Structure):  # CUmemcpy3DOperand
    _fields_ = [("type", c.c_int), ("op", OPU)]
class OP3D(c.Structure):  # CUDA_MEMCPY3D_BATCH_OP
    _fields_ = [("src", OPERAND), ("dst", OPERAND), ("extent", c.c_size_t * 3), ("order", c.c_int), ("flags", c.c_uint)]
class DESC(c.Structure):  # CUDA_ARRAY3D_DESCRIPTOR
    _fields_ = [("Width", c.c_size_t), ("Height", c.c_size_t), ("Depth", c.c_size_t), ("Format", c.c_int), ("NumChannels", c.c_uint), ("Flags", c.c_uint)]
assert (c.sizeof(ATTR), c.sizeof(OPERAND), c.sizeof(OP3D), c.sizeof(DESC)) == (24, 40, 112, 40)
STREAM, DURING, ANY = 1, 2, 3
POINTER, ARRAY = 1, 2

def alloc(n):
    p = c.c_uint64()
    assert lib.cuMemAlloc_v2(c.byref(p), n) == 0
    return p.value

def fetch(p, n):
    h = (c.c_ubyte * n)()
    assert lib.cuMemcpyDtoH_v2(h, p, n) == 0
    return list(h)

def pattern(n, k):
    return (c.c_ubyte * n)(*[(i * 7 + k) % 251 for i in range(n)])

s = c.c_void_p()
assert lib.cuStreamCreate(c.byref(s), 0) == 0
out = {}
N = 5000
d0, d1, d2, d3, d4 = (alloc(N) for _ in range(5))
assert lib.cuMemcpyHtoD_v2(d1, pattern(N, 1), N) == 0
assert lib.cuMemcpyHtoD_v2(d3, pattern(N, 3), N) == 0
pageable = pattern(N, 0)
pinned = c.c_void_p()
assert lib.cuMemAllocHost_v2(c.byref(pinned), N) == 0
c.memmove(pinned, pattern(N, 4), N)
back = (c.c_ubyte * N)()
# host->device (pageable), device->device, device->host, host->device (page-locked), with two
# attribute sets: copies 0..1 in stream order, 2..3 "during the API call"
dsts = (U64 * 4)(d0, d2, c.addressof(back), d4)
srcs = (U64 * 4)(c.addressof(pageable), d1, d3, pinned.value)
sizes = (SZ * 4)(N, N - 1, N, 1000)
attrs = (ATTR * 2)()
attrs[0].order, attrs[1].order, attrs[1].flags = STREAM, DURING, 1
idxs = (SZ * 2)(0, 2)
out["batch"] = lib.cuMemcpyBatchAsync_v2(dsts, srcs, sizes, 4, attrs, idxs, 2, s)
# "during the API call": the sources may change at once
c.memset(pageable, 0, N)
c.memset(pinned, 0, N)
out["sync"] = lib.cuStreamSynchronize(s)
out["d0"], out["d2"], out["d4"] = fetch(d0, N), fetch(d2, N), fetch(d4, 1000)
out["back"] = list(back)
# the 12.8 form: failIdx names the failing copy; SIZE_MAX for errors of the batch
fail = c.c_size_t(12345)
one = (ATTR * 1)()
one[0].order = ANY
zero = (SZ * 1)(0)
dsts = (U64 * 3)(d0, d2, d4 + N - 10)  # the third straddles its allocation's end
srcs = (U64 * 3)(d1, d3, d1)
sizes = (SZ * 3)(10, 10, 20)
out["straddle"] = [lib.cuMemcpyBatchAsync(dsts, srcs, sizes, 3, one, zero, 1, c.byref(fail), s), fail.value]
fail.value = 12345
out["ok_fail_idx"] = [lib.cuMemcpyBatchAsync(dsts, srcs, sizes, 2, one, zero, 1, c.byref(fail), s), fail.value]
bad_idx = (SZ * 1)(1)
fail.value = 12345
out["first_index_not_0"] = [lib.cuMemcpyBatchAsync(dsts, srcs, sizes, 2, one, bad_idx, 1, c.byref(fail), s), fail.value]
fail.value = 12345
out["legacy_stream"] = [lib.cuMemcpyBatchAsync(dsts, srcs, sizes, 2, one, zero, 1, c.byref(fail), None), fail.value]
one[0].order = 0
out["invalid_order"] = lib.cuMemcpyBatchAsync_v2(dsts, srcs, sizes, 2, one, zero, 1, s)
one[0].order = ANY
two_idx = (SZ * 2)(0, 0)
out["indices_not_increasing"] = lib.cuMemcpyBatchAsync_v2(dsts, srcs, sizes, 2, (ATTR * 2)(one[0], one[0]), two_idx, 2, s)
out["sync2"] = lib.cuStreamSynchronize(s)

# 3D: a pitched host region (rows of 10 elements, 4 rows a layer) into packed device memory;
# that device memory into a float array at offset (1, 1, 0); the array back to host memory
W, H, D = 6, 3, 2
host = pattern(10 * 4 * D, 9)
dev = alloc(W * H * D)
arr = c.c_void_p()
desc = DESC(8, 4, 2, 0x20, 1, 0)  # 8x4x2 floats
assert lib.cuArray3DCreate_v2(c.byref(arr), c.byref(desc)) == 0
floats = (c.c_float * (8 * 4 * 2))(*[float(-i) for i in range(64)])
seed = (OP3D * 1)()
seed[0].src.type, seed[0].src.op.ptr.ptr = POINTER, c.addressof(floats)
seed[0].dst.type, seed[0].dst.op.array.array = ARRAY, arr
seed[0].extent[:] = (8, 4, 2)
seed[0].order = STREAM
out["seed"] = lib.cuMemcpy3DBatchAsync_v2(1, seed, 0, s)
ops = (OP3D * 3)()
o = ops[0]
o.src.type, o.src.op.ptr.ptr, o.src.op.ptr.rowLength, o.src.op.ptr.layerHeight = POINTER, c.addressof(host), 10, 4
o.dst.type, o.dst.op.ptr.ptr = POINTER, dev
o.extent[:] = (W, H, D)
o.order = STREAM
# device bytes as floats: 2x3x2 floats (8 bytes a row... element size 4 from the array)
dev_f = alloc(4 * 2 * 3 * 2)
vals = (c.c_float * 12)(*[1.5 * i for i in range(12)])
assert lib.cuMemcpyHtoD_v2(dev_f, vals, 48) == 0
o = ops[1]
o.src.type, o.src.op.ptr.ptr = POINTER, dev_f
o.dst.type, o.dst.op.array.array, o.dst.op.array.x, o.dst.op.array.y = ARRAY, arr, 1, 1
o.extent[:] = (2, 3, 2)
o.order = STREAM
whole = (c.c_float * 64)()
o = ops[2]
o.src.type, o.src.op.array.array = ARRAY, arr
o.dst.type, o.dst.op.ptr.ptr = POINTER, c.addressof(whole)
o.extent[:] = (8, 4, 2)
o.order = STREAM
out["batch3d"] = lib.cuMemcpy3DBatchAsync_v2(3, ops, 0, s)
out["sync3"] = lib.cuStreamSynchronize(s)
out["dev"] = fetch(dev, W * H * D)
out["array"] = list(whole)
# the 12.8 form's failIdx: op 1 of zero extent; flags must be 0
ops[1].extent[:] = (0, 3, 2)
fail.value = 12345
out["zero_extent"] = [lib.cuMemcpy3DBatchAsync(3, ops, c.byref(fail), 0, s), fail.value]
fail.value = 12345
out["flags"] = [lib.cuMemcpy3DBatchAsync(3, ops, c.byref(fail), 1, s), fail.value]
ops[1].extent[:] = (2, 3, 2)
ops[1].src.op.ptr.rowLength = 1  # shorter than the width
fail.value = 12345
out["short_row"] = [lib.cuMemcpy3DBatchAsync(3, ops, c.byref(fail), 0, s), fail.value]
out["sync4"] = lib.cuStreamSynchronize(s)
print(json.dumps(out))
"""


def _pattern(n: int, k: int) -> np.ndarray:
    return ((np.arange(n) * 7 + k) % 251).astype(np.uint8)


def test_batched_copies(server):
    got, _ = run_python(BATCH, env={"LUPINE_SERVER": server.address})
    n = 5000
    assert [got["batch"], got["sync"]] == [SUCCESS, SUCCESS]
    np.testing.assert_array_equal(got["d0"], _pattern(n, 0))
    np.testing.assert_array_equal(got["d2"][:-1], _pattern(n, 1)[:-1])  # n - 1 bytes
    np.testing.assert_array_equal(got["back"], _pattern(n, 3))
    np.testing.assert_array_equal(got["d4"], _pattern(n, 4)[:1000])
    assert got["straddle"] == [INVALID_VALUE, 2]
    assert got["ok_fail_idx"][0] == SUCCESS
    assert got["first_index_not_0"] == [INVALID_VALUE, SIZE_MAX]
    assert got["legacy_stream"] == [INVALID_VALUE, SIZE_MAX]
    assert got["invalid_order"] == INVALID_VALUE
    assert got["indices_not_increasing"] == INVALID_VALUE
    assert got["sync2"] == SUCCESS
    # 3D, against numpy's slicing
    assert [got["seed"], got["batch3d"], got["sync3"]] == [SUCCESS] * 3
    host = _pattern(10 * 4 * 2, 9).reshape(2, 4, 10)
    np.testing.assert_array_equal(np.array(got["dev"]).reshape(2, 3, 6), host[:, :3, :6])
    array = -np.arange(64, dtype=np.float32).reshape(2, 4, 8)
    array[0:2, 1:4, 1:3] = (np.float32(1.5) * np.arange(12, dtype=np.float32)).reshape(2, 3, 2)
    np.testing.assert_array_equal(np.array(got["array"], dtype=np.float32).reshape(2, 4, 8), array)
    assert got["zero_extent"] == [INVALID_VALUE, 1]
    assert got["flags"] == [INVALID_VALUE, SIZE_MAX]
    assert got["short_row"] == [INVALID_VALUE, 1]
    assert got["sync4"] == SUCCESS


# Copies with a 1D CUDA array side (cuMemcpyHtoA_v2 and the like: offsets in bytes), done by the
# shim as one-row 3D copies, against numpy on the same bytes.
ARRAY_1D = """
import ctypes as c, json, _driver
lib = _driver.load()
assert lib.cuInit(0) == 0
ctx = c.c_void_p()
assert lib.cuDevicePrimaryCtxRetain(c.byref(ctx), 0) == 0 and lib.cuCtxSetCurrent(ctx) == 0
for f, args in {
    "cuMemcpyHtoA_v2": [c.c_void_p, c.c_size_t, c.c_void_p, c.c_size_t],
    "cuMemcpyHtoAAsync_v2": [c.c_void_p, c.c_size_t, c.c_void_p, c.c_size_t, c.c_void_p],
    "cuMemcpyAtoH_v2": [c.c_void_p, c.c_void_p, c.c_size_t, c.c_size_t],
    "cuMemcpyAtoHAsync_v2": [c.c_void_p, c.c_void_p, c.c_size_t, c.c_size_t, c.c_void_p],
    "cuMemcpyDtoA_v2": [c.c_void_p, c.c_size_t, c.c_uint64, c.c_size_t],
    "cuMemcpyAtoD_v2": [c.c_uint64, c.c_void_p, c.c_size_t, c.c_size_t],
    "cuMemcpyAtoA_v2": [c.c_void_p, c.c_size_t, c.c_void_p, c.c_size_t, c.c_size_t],
    "cuMemcpyDtoH_v2": [c.c_void_p, c.c_uint64, c.c_size_t],
    "cuStreamSynchronize": [c.c_void_p],
}.items():
    getattr(lib, f).argtypes = args
class DESC(c.Structure):  # CUDA_ARRAY3D_DESCRIPTOR
    _fields_ = [("Width", c.c_size_t), ("Height", c.c_size_t), ("Depth", c.c_size_t), ("Format", c.c_int), ("NumChannels", c.c_uint), ("Flags", c.c_uint)]
a, b = c.c_void_p(), c.c_void_p()
for arr in (a, b):
    assert lib.cuArray3DCreate_v2(c.byref(arr), c.byref(DESC(64, 0, 0, 0x20, 1, 0))) == 0  # 64 floats
s = c.c_void_p()
assert lib.cuStreamCreate(c.byref(s), 0) == 0
d = c.c_uint64()
assert lib.cuMemAlloc_v2(c.byref(d), 256) == 0
zeros = (c.c_float * 64)()
out = {"zero": [lib.cuMemcpyHtoA_v2(a, 0, zeros, 256), lib.cuMemcpyHtoA_v2(b, 0, zeros, 256)]}
src = (c.c_float * 40)(*[1.5 * i for i in range(40)])
out["htoa"] = lib.cuMemcpyHtoA_v2(a, 16, src, 160)  # floats 4..43
src2 = (c.c_float * 8)(*[-float(i) for i in range(8)])
out["htoa_async"] = [lib.cuMemcpyHtoAAsync_v2(a, 200, src2, 32, s), lib.cuStreamSynchronize(s)]  # floats 50..57
out["atoa"] = lib.cuMemcpyAtoA_v2(b, 8, a, 0, 256 - 8)  # b[2:] = a[:62]
out["atod"] = lib.cuMemcpyAtoD_v2(d.value, b, 0, 256)
dev = (c.c_float * 64)()
out["dtoh"] = lib.cuMemcpyDtoH_v2(dev, d.value, 256)
out["dtoa"] = lib.cuMemcpyDtoA_v2(a, 0, d.value + 4, 12)  # a[0:3] = b[1:4]
ha, hb = (c.c_float * 64)(), (c.c_float * 16)()
out["atoh"] = lib.cuMemcpyAtoH_v2(ha, a, 0, 256)
out["atoh_async"] = [lib.cuMemcpyAtoHAsync_v2(hb, b, 64, 64, s), lib.cuStreamSynchronize(s)]  # b[16:32]
out["a"], out["b_part"], out["dev"] = list(ha), list(hb), list(dev)
out["past_end"] = lib.cuMemcpyHtoA_v2(a, 200, src, 160)
print(json.dumps(out))
"""


def test_copies_with_a_1d_array_side(server):
    got, _ = run_python(ARRAY_1D, env={"LUPINE_SERVER": server.address})
    ok = SUCCESS
    assert got["zero"] == [ok, ok] and got["htoa"] == ok and got["htoa_async"] == [ok, ok]
    assert [got["atoa"], got["atod"], got["dtoh"], got["dtoa"], got["atoh"]] == [ok] * 5
    assert got["atoh_async"] == [ok, ok]
    a = np.zeros(64, np.float32)
    a[4:44] = np.float32(1.5) * np.arange(40, dtype=np.float32)
    a[50:58] = -np.arange(8, dtype=np.float32)
    b = np.zeros(64, np.float32)
    b[2:] = a[:62]
    np.testing.assert_array_equal(np.array(got["dev"], np.float32), b)
    a[0:3] = b[1:4]
    np.testing.assert_array_equal(np.array(got["a"], np.float32), a)
    np.testing.assert_array_equal(np.array(got["b_part"], np.float32), b[16:32])
    assert got["past_end"] == INVALID_VALUE
