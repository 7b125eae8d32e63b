"""Stream memory operations (cuStreamWaitValue32/64, cuStreamWriteValue32/64,
cuStreamBatchMemOp, v1 and _v2) through the shim on the stand-in, with and without batching.

What is checked: a wait on one stream is released by a write a later call queues on another
stream, and the work queued behind the wait sees everything the writing stream did before
its write (a kernel after the wait reads the copy made before the write: y = a*x + y against
numpy); values written read back as numpy's fixed-width integers say; each wait condition of
CUstreamWaitValue_flags (cyclic GEQ across the wrap, EQ, AND, NOR) releases; a stream held
by a wait is not answered as idle by the shim (cuStreamQuery is CUDA_ERROR_NOT_READY until the
write); this process's memory is refused with a message, and device memory the driver
refuses is refused at the next synchronisation, as deferred stream work reports errors."""

# ruff: noqa: E501  (lines of embedded Python source are kept whole)

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pytest
from lupine_helpers import Server, run_python
from test_multi_server import PRELUDE

from lupine._protocol_tables import CURESULT

SUCCESS = CURESULT["CUDA_SUCCESS"]
INVALID_VALUE = CURESULT["CUDA_ERROR_INVALID_VALUE"]
NOT_READY = CURESULT["CUDA_ERROR_NOT_READY"]
NOT_SUPPORTED = CURESULT["CUDA_ERROR_NOT_SUPPORTED"]
PTX = str(Path(__file__).resolve().parents[2] / "fixtures" / "saxpy.ptx")


@pytest.fixture(scope="module")
def one(native: Path) -> Iterator[Server]:
    s = Server(native)
    yield s
    s.stop()


MEMOPS = """
for f, args in {
    "cuStreamWaitValue32_v2": [c.c_void_p, c.c_uint64, c.c_uint32, c.c_uint],
    "cuStreamWaitValue64_v2": [c.c_void_p, c.c_uint64, c.c_uint64, c.c_uint],
    "cuStreamWriteValue32_v2": [c.c_void_p, c.c_uint64, c.c_uint32, c.c_uint],
    "cuStreamWriteValue64_v2": [c.c_void_p, c.c_uint64, c.c_uint64, c.c_uint],
    "cuStreamWaitValue32": [c.c_void_p, c.c_uint64, c.c_uint32, c.c_uint],
    "cuStreamWriteValue32": [c.c_void_p, c.c_uint64, c.c_uint32, c.c_uint],
    "cuStreamBatchMemOp_v2": [c.c_void_p, c.c_uint, c.c_void_p, c.c_uint],
    "cuStreamBatchMemOp": [c.c_void_p, c.c_uint, c.c_void_p, c.c_uint],
    "cuStreamQuery": [c.c_void_p],
    "cuMemsetD8_v2": [c.c_uint64, c.c_ubyte, c.c_size_t],
    "cuMemcpyHtoDAsync_v2": [c.c_uint64, c.c_void_p, c.c_size_t, c.c_void_p],
}.items():
    getattr(lib, f).argtypes = args
GEQ, EQ, AND, NOR = 0, 1, 2, 3
WAIT32, WRITE32, FLUSH, WAIT64, WRITE64, BARRIER = 1, 2, 3, 4, 5, 6

class OP(c.Structure):  # CUstreamBatchMemOpParams as waitValue/writeValue (48 bytes)
    _fields_ = [("operation", c.c_int), ("address", c.c_uint64), ("value", c.c_uint64),
                ("flags", c.c_uint), ("alias", c.c_uint64)]
assert c.sizeof(OP) == 40  # the union pads to 48
class PARAMS(c.Union):
    _fields_ = [("op", OP), ("pad", c.c_uint64 * 6)]
assert c.sizeof(PARAMS) == 48

def words(p, n, t=c.c_uint32):
    host = (t * n)()
    assert lib.cuMemcpyDtoH_v2(host, p, c.sizeof(host)) == 0
    return list(host)

fn = saxpy_function(0)
a_, b_ = c.c_void_p(), c.c_void_p()
assert lib.cuStreamCreate(c.byref(a_), 1) == 0  # CU_STREAM_NON_BLOCKING
assert lib.cuStreamCreate(c.byref(b_), 1) == 0
A, B = a_.value, b_.value
mem = alloc(0, 4096)
flag, flag64, out, cells = mem, mem + 8, mem + 16, mem + 64
assert lib.cuMemsetD8_v2(mem, 0, 4096) == 0
assert lib.cuCtxSynchronize() == 0  # the memset may still run: A and B do not wait for it
res = {}

# 1. a wait on A released by a write queued later on B; A is not idle meanwhile
res["wait"] = lib.cuStreamWaitValue32_v2(A, flag, 3, GEQ)
res["write_after"] = lib.cuStreamWriteValue32_v2(A, out, 111, 0)
res["query_held"] = lib.cuStreamQuery(A)
res["write_release"] = lib.cuStreamWriteValue32_v2(B, flag, 3, 0)
res["sync"] = [lib.cuStreamSynchronize(A), lib.cuStreamSynchronize(B)]
res["values"] = words(mem, 5)

# 2. order: B copies new y then writes the 64-bit flag; A waits for it, then runs saxpy
n = 1000
xs = [float(k) for k in range(n)]
ys = [0.5 * k for k in range(n)]
x, y = alloc(0, 4 * n), alloc(0, 4 * n)
put(x, xs)
put(y, [-1.0] * n)
target = (1 << 40) + 7
res["wait64"] = lib.cuStreamWaitValue64_v2(A, flag64, target, EQ)
res["saxpy"] = saxpy(fn, x, y, 2.5, n, A)
hy = (c.c_float * n)(*ys)
res["copy"] = lib.cuMemcpyHtoDAsync_v2(y, hy, 4 * n, B)
res["write64"] = lib.cuStreamWriteValue64_v2(B, flag64, target, 0)
res["sync2"] = [lib.cuStreamSynchronize(A), lib.cuStreamSynchronize(B)]
res["y"] = get(y, n)[1]
res["flag64"] = words(flag64, 1, c.c_uint64)[0]

# 3. every condition releases, written on the same stream first; the v1 names too
conds = []
for value, wait, how in ((5, 0xFFFFFFF0, GEQ), (0xFFFFFFF0, 0xFFFFFFF0, GEQ), (0x0A, 0x02, AND),
                         (0xFFFFFFFE, 0, NOR), (77, 77, EQ)):
    conds.append([lib.cuStreamWriteValue32(A, cells, value, 0), lib.cuStreamWaitValue32(A, cells, wait, how)])
conds.append(lib.cuStreamSynchronize(A))
res["conds"] = conds

# 4. a batch: writes of both widths, a wait, a barrier and a flush, in array order
ops = (PARAMS * 6)()
for i, (op, addr, value, fl) in enumerate([(WRITE32, cells + 4, 0xDEADBEEF, 0), (WRITE64, cells + 8, (1 << 63) + 12345, 1),
                                           (WAIT32, cells + 4, 0xDEADBEEF, EQ), (BARRIER, 0, 0, 0), (FLUSH, 0, 0, 0),
                                           (WRITE32, cells + 16, 4294967295, 0)]):
    ops[i].op.operation, ops[i].op.address, ops[i].op.value, ops[i].op.flags = op, addr, value, fl
res["batch"] = [lib.cuStreamBatchMemOp_v2(B, 6, ops, 0), lib.cuStreamSynchronize(B)]
res["batch_values"] = [words(cells + 4, 1)[0], words(cells + 8, 1, c.c_uint64)[0], words(cells + 16, 1)[0]]

# 5. refusals
pinned = c.c_void_p()
assert lib.cuMemAllocHost_v2(c.byref(pinned), 4096) == 0
plain = c.create_string_buffer(64)
res["pinned"] = lib.cuStreamWriteValue32_v2(A, pinned.value, 1, 0)
res["plain"] = lib.cuStreamWaitValue32_v2(A, c.addressof(plain), 1, 0)
bad = (PARAMS * 1)()
bad[0].op.operation, bad[0].op.address = WRITE32, pinned.value
res["pinned_batch"] = lib.cuStreamBatchMemOp_v2(A, 1, bad, 0)
res["count_256"] = lib.cuStreamBatchMemOp_v2(A, 256, (PARAMS * 256)(), 0)
# device memory the driver refuses: unaligned; a barrier in the v1 batch ("Only supported in
# the _v2 API"); memory freed: each refused when the stream is next synchronised
res["unaligned"] = [lib.cuStreamWriteValue32_v2(A, out + 2, 1, 0), lib.cuStreamSynchronize(A)]
v1 = (PARAMS * 1)()
v1[0].op.operation = BARRIER
res["v1_barrier"] = [lib.cuStreamBatchMemOp(A, 1, v1, 0), lib.cuStreamSynchronize(A)]
gone = alloc(0, 64)
assert lib.cuMemFree_v2(gone) == 0
res["freed"] = [lib.cuStreamWriteValue32_v2(A, gone, 1, 0), lib.cuStreamSynchronize(A)]
res["after"] = [lib.cuStreamWriteValue32_v2(A, out, 5, 0), lib.cuStreamSynchronize(A), words(out, 1)[0]]
print(json.dumps(res))
"""


@pytest.mark.parametrize("batch", ["1", "0"])
def test_stream_memory_operations(one, batch):
    got, stderr = run_python(
        PRELUDE + MEMOPS,
        env={"LUPINE_SERVER": one.address, "PTX": PTX, "LUPINE_BATCH": batch},
    )
    # 1
    assert [got["wait"], got["write_after"]] == [SUCCESS, SUCCESS]
    assert got["query_held"] == NOT_READY
    assert got["write_release"] == SUCCESS and got["sync"] == [SUCCESS, SUCCESS]
    assert got["values"] == [3, 0, 0, 0, 111]
    # 2: the kernel after the wait saw the copy made before the write
    assert [got["wait64"], got["saxpy"], got["copy"], got["write64"]] == [SUCCESS] * 4
    assert got["sync2"] == [SUCCESS, SUCCESS]
    n = 1000
    x = np.arange(n, dtype=np.float32)
    y0 = np.float32(0.5) * np.arange(n, dtype=np.float32)
    want = np.float32(2.5) * x + y0
    np.testing.assert_array_equal(np.array(got["y"], dtype=np.float32), want)
    assert got["flag64"] == int(np.uint64((1 << 40) + 7))
    # 3
    assert got["conds"] == [[SUCCESS, SUCCESS]] * 5 + [SUCCESS]
    # 4: values as numpy's fixed-width integers hold them
    assert got["batch"] == [SUCCESS, SUCCESS]
    assert got["batch_values"] == [
        int(np.uint32(0xDEADBEEF)),
        int(np.uint64((1 << 63) + 12345)),
        int(np.uint32(4294967295)),
    ]
    # 5: this process's memory: refused at once, with the reason on stderr
    assert got["pinned"] == NOT_SUPPORTED
    assert got["plain"] == NOT_SUPPORTED
    assert got["pinned_batch"] == NOT_SUPPORTED
    assert "cannot reach" in stderr and "cuStreamWriteValue32_v2" in stderr
    assert got["count_256"] == INVALID_VALUE
    # the driver's refusals: at once without batching, else at the next synchronisation
    for name in ("unaligned", "v1_barrier", "freed"):
        call, sync = got[name]
        if batch == "0":
            assert call == INVALID_VALUE, name
        else:
            assert [call, sync] == [SUCCESS, INVALID_VALUE], name
    assert got["after"] == [SUCCESS, SUCCESS, 5]
