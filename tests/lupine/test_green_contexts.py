"""Green contexts through the shim on the stand-in, in the order a user writes them: the
device's SM resource, a split by count, a descriptor, a green context, its CUcontext made
current, a stream in it, a saxpy launched there (against numpy), an event recorded on the green
context waited for by a stream of the primary context, and the reverse (a green context waiting
for an event: its streams, also one made after the wait, run after the event's work). The
stand-in's model (native/standin/green.c): one SM resource of CU_DEVICE_ATTRIBUTE_
MULTIPROCESSOR_COUNT SMs, groups of minCount rounded up to 8 SMs (compute capability 9.0), so
the counts are computed here by hand from the device attribute. ``spin`` (fixtures/spin.ptx)
copies its source only after it waited, so an event that did not hold back the waiting stream
shows as the destination's old contents."""

# ruff: noqa: E501  (lines of embedded Python source are kept whole)

from __future__ import annotations

from pathlib import Path

import numpy as np
from lupine_helpers import run_python

from lupine._protocol_tables import CURESULT

ROOT = Path(__file__).resolve().parents[2]
SUCCESS = CURESULT["CUDA_SUCCESS"]

GREEN = """
import ctypes as c, json, os, _driver
lib = _driver.load()
for f, args in {
    "cuMemcpyHtoD_v2": [c.c_uint64, c.c_void_p, c.c_size_t],
    "cuMemcpyDtoH_v2": [c.c_void_p, c.c_uint64, c.c_size_t],
    "cuMemcpyDtoDAsync_v2": [c.c_uint64, c.c_uint64, c.c_size_t, c.c_void_p],
    "cuLaunchKernel": [c.c_void_p] + [c.c_uint] * 7 + [c.c_void_p, c.c_void_p, c.c_void_p],
    "cuGreenCtxCreate": [c.c_void_p, c.c_void_p, c.c_int, c.c_uint],
    "cuGreenCtxStreamCreate": [c.c_void_p, c.c_void_p, c.c_uint, c.c_int],
    "cuDevSmResourceSplitByCount": [c.c_void_p, c.c_void_p, c.c_void_p, c.c_void_p, c.c_uint, c.c_uint],
    "cuDevResourceGenerateDesc": [c.c_void_p, c.c_void_p, c.c_uint],
    "cuGreenCtxGetId": [c.c_void_p, c.c_void_p],
    "cuStreamSynchronize": [c.c_void_p],
}.items():
    getattr(lib, f).argtypes = args
assert lib.cuInit(0) == 0
primary = c.c_void_p()
assert lib.cuDevicePrimaryCtxRetain(c.byref(primary), 0) == 0 and lib.cuCtxSetCurrent(primary) == 0

class RES(c.Structure):  # CUdevResource: type, 92 bytes of the driver's, a 48-byte union
    _fields_ = [("type", c.c_int), ("internal", c.c_ubyte * 92), ("smCount", c.c_uint),
                ("minSmPartitionSize", c.c_uint), ("smCoscheduledAlignment", c.c_uint), ("rest", c.c_ubyte * 36)]
assert c.sizeof(RES) == 144
SM, DEFAULT_STREAM, NON_BLOCKING = 1, 1, 1
out = {}
sms = c.c_int()
assert lib.cuDeviceGetAttribute(c.byref(sms), 16, 0) == 0  # MULTIPROCESSOR_COUNT
out["sms"] = sms.value
dev = RES()
out["device_resource"] = [lib.cuDeviceGetDevResource(0, c.byref(dev), SM), dev.type, dev.smCount, dev.minSmPartitionSize]
out["bad_type"] = lib.cuDeviceGetDevResource(0, c.byref(RES()), 7)
count = c.c_uint(0)
out["query"] = [lib.cuDevSmResourceSplitByCount(None, c.byref(count), c.byref(dev), None, 0, 13), count.value]
groups, remaining = (RES * 2)(), RES()
count.value = 2
out["split"] = [lib.cuDevSmResourceSplitByCount(groups, c.byref(count), c.byref(dev), c.byref(remaining), 0, 13),
                count.value, groups[0].smCount, groups[1].smCount, remaining.smCount]
other = (RES * 1)()
one = c.c_uint(1)
assert lib.cuDevSmResourceSplitByCount(other, c.byref(one), c.byref(dev), None, 0, 8) == 0
desc = c.c_void_p()
out["desc"] = lib.cuDevResourceGenerateDesc(c.byref(desc), groups, 2)
mixed = (RES * 2)(groups[0], other[0])
out["mixed_splits"] = lib.cuDevResourceGenerateDesc(c.byref(c.c_void_p()), mixed, 2)
green = c.c_void_p()
out["no_default_stream_flag"] = lib.cuGreenCtxCreate(c.byref(green), desc, 0, 0)
out["create"] = lib.cuGreenCtxCreate(c.byref(green), desc, 0, DEFAULT_STREAM)
gres, cres = RES(), RES()
out["green_resource"] = [lib.cuGreenCtxGetDevResource(green, c.byref(gres), SM), gres.smCount]
gctx = c.c_void_p()
out["from_green"] = lib.cuCtxFromGreenCtx(c.byref(gctx), green)
out["ctx_resource"] = [lib.cuCtxGetDevResource(gctx, c.byref(cres), SM), cres.smCount]
out["primary_resource"] = [lib.cuCtxGetDevResource(primary, c.byref(cres), SM), cres.smCount]
gid, cur_id = c.c_ulonglong(), c.c_ulonglong()
out["id"] = lib.cuGreenCtxGetId(green, c.byref(gid))
# streams and events of the primary context
s2, s3, ev, ev2 = c.c_void_p(), c.c_void_p(), c.c_void_p(), c.c_void_p()
assert lib.cuStreamCreate(c.byref(s2), NON_BLOCKING) == 0 and lib.cuStreamCreate(c.byref(s3), NON_BLOCKING) == 0
assert lib.cuEventCreate(c.byref(ev), 2) == 0 and lib.cuEventCreate(c.byref(ev2), 2) == 0
# the green context current: its device, its stream, its modules, its memory
out["set_current"] = lib.cuCtxSetCurrent(gctx)
d = c.c_int(-1)
out["device"] = [lib.cuCtxGetDevice(c.byref(d)), d.value]
out["id_of_current"] = [lib.cuGreenCtxGetId(None, c.byref(cur_id)), cur_id.value == gid.value, gid.value != 0]
s = c.c_void_p()
out["stream"] = lib.cuGreenCtxStreamCreate(c.byref(s), green, NON_BLOCKING, 0)
back, pctx = c.c_void_p(), c.c_void_p()
out["stream_green"] = [lib.cuStreamGetGreenCtx(s, c.byref(back)), back.value == green.value]
out["stream_ctx_v2"] = [lib.cuStreamGetCtx_v2(s, c.byref(pctx), c.byref(back)), pctx.value == primary.value, back.value == green.value]
out["plain_stream_green"] = [lib.cuStreamGetGreenCtx(s2, c.byref(back)), back.value]
mods = {}
for name, path in (("saxpy", os.environ["SAXPY"]), ("spin", os.environ["SPIN"])):
    m, f = c.c_void_p(), c.c_void_p()
    assert lib.cuModuleLoadData(c.byref(m), open(path, "rb").read() + b"\\0") == 0
    assert lib.cuModuleGetFunction(c.byref(f), m, name.encode()) == 0
    mods[name] = f

def alloc(n):
    p = c.c_uint64()
    assert lib.cuMemAlloc_v2(c.byref(p), n) == 0
    return p

def put(p, values):
    h = (c.c_float * len(values))(*values)
    assert lib.cuMemcpyHtoD_v2(p.value, h, 4 * len(values)) == 0

def get(p, n):
    h = (c.c_float * n)()
    assert lib.cuMemcpyDtoH_v2(h, p.value, 4 * n) == 0
    return list(h)

def launch(f, grid, stream, *args):
    params = (c.c_void_p * len(args))(*[c.cast(c.byref(a), c.c_void_p) for a in args])
    return lib.cuLaunchKernel(f, grid, 1, 1, 128, 1, 1, 0, stream, params, None)

n = 1000
x, y = alloc(4 * n), alloc(4 * n)
put(x, [0.5 * i for i in range(n)])
put(y, [3.0 - i for i in range(n)])
out["saxpy"] = launch(mods["saxpy"], (n + 127) // 128, s, x, y, c.c_float(-2.0), c.c_uint(n))
# the green context records, a stream of the primary context waits: it copies spin's output
a, b, cpy = alloc(4 * n), alloc(4 * n), alloc(4 * n)
put(a, [float(i * i % 97) for i in range(n)])
put(b, [-1.0] * n)
ns = c.c_uint64(200_000_000)
out["spin"] = launch(mods["spin"], 1, s, a, b, ns, c.c_uint64(n))
out["record"] = lib.cuGreenCtxRecordEvent(green, ev)
out["wait_on_plain"] = lib.cuStreamWaitEvent(s2, ev, 0)
out["copy_after"] = lib.cuMemcpyDtoDAsync_v2(cpy.value, b.value, 4 * n, s2)
out["sync_plain"] = lib.cuStreamSynchronize(s2)
out["copied"] = get(cpy, n)
out["y"] = [lib.cuStreamSynchronize(s), get(y, n)]
# a stream of the primary context records, the green context waits: its stream, and one made
# after the wait, copy spin's output
a2, b2, c2, c3 = alloc(4 * n), alloc(4 * n), alloc(4 * n), alloc(4 * n)
put(a2, [float(7 * i % 13) for i in range(n)])
put(b2, [-5.0] * n)
out["spin2"] = launch(mods["spin"], 1, s3, a2, b2, ns, c.c_uint64(n))
out["record2"] = lib.cuEventRecord(ev2, s3)
out["green_wait"] = lib.cuGreenCtxWaitEvent(green, ev2)
out["copy_green"] = lib.cuMemcpyDtoDAsync_v2(c2.value, b2.value, 4 * n, s)
late = c.c_void_p()
out["late_stream"] = lib.cuGreenCtxStreamCreate(c.byref(late), green, NON_BLOCKING, 0)
out["copy_late"] = lib.cuMemcpyDtoDAsync_v2(c3.value, b2.value, 4 * n, late)
out["syncs"] = [lib.cuStreamSynchronize(s), lib.cuStreamSynchronize(late)]
out["c2"], out["c3"], out["a2"] = get(c2, n), get(c3, n), get(a2, n)
out["a"] = get(a, n)
# the end: the green context's context leaves this thread with it
out["destroy_streams"] = [lib.cuStreamDestroy_v2(s), lib.cuStreamDestroy_v2(late)]
out["destroy"] = lib.cuGreenCtxDestroy(green)
cur = c.c_void_p()
out["current_after"] = [lib.cuCtxGetCurrent(c.byref(cur)), cur.value == gctx.value]
out["id_after"] = lib.cuGreenCtxGetId(green, c.byref(gid))
out["destroy_again"] = lib.cuGreenCtxDestroy(green)
out["garbage"] = lib.cuGreenCtxGetId(c.c_void_p(0x1234), c.byref(gid))
print(json.dumps(out))
"""


def test_green_context_sequence(server):
    env = {
        "LUPINE_SERVER": server.address,
        "SAXPY": str(ROOT / "fixtures" / "saxpy.ptx"),
        "SPIN": str(ROOT / "fixtures" / "spin.ptx"),
    }
    got, _ = run_python(GREEN, env=env)
    sms = got["sms"]
    assert sms == 132  # the stand-in's H200 value
    assert got["device_resource"] == [SUCCESS, 1, sms, 8]
    assert got["bad_type"] == CURESULT["CUDA_ERROR_INVALID_RESOURCE_TYPE"]
    # minCount 13 rounds up to 16 SMs a group: 132 // 16 groups
    group = 16
    assert got["query"] == [SUCCESS, sms // group]
    assert got["split"] == [SUCCESS, 2, group, group, sms - 2 * group]
    assert got["desc"] == SUCCESS
    assert got["mixed_splits"] == CURESULT["CUDA_ERROR_INVALID_RESOURCE_CONFIGURATION"]
    assert got["no_default_stream_flag"] == CURESULT["CUDA_ERROR_INVALID_VALUE"]
    assert got["create"] == SUCCESS
    assert got["green_resource"] == [SUCCESS, 2 * group]
    assert got["from_green"] == SUCCESS
    assert got["ctx_resource"] == [SUCCESS, 2 * group]
    assert got["primary_resource"] == [SUCCESS, sms]
    assert got["id"] == SUCCESS
    assert got["set_current"] == SUCCESS
    assert got["device"] == [SUCCESS, 0]
    assert got["id_of_current"] == [SUCCESS, True, True]
    assert got["stream"] == SUCCESS
    assert got["stream_green"] == [SUCCESS, True]
    assert got["stream_ctx_v2"] == [SUCCESS, True, True]
    assert got["plain_stream_green"] == [SUCCESS, None]
    n = 1000
    i = np.arange(n, dtype=np.float32)
    want_y = np.float32(-2.0) * (np.float32(0.5) * i) + (np.float32(3.0) - i)
    assert got["saxpy"] == SUCCESS and got["y"][0] == SUCCESS
    np.testing.assert_array_equal(np.array(got["y"][1], dtype=np.float32), want_y)
    # the primary context's stream waited for the green context's event
    assert [got["spin"], got["record"], got["wait_on_plain"], got["copy_after"]] == [SUCCESS] * 4
    assert got["sync_plain"] == SUCCESS
    want_a = (np.arange(n) ** 2 % 97).astype(np.float32)
    np.testing.assert_array_equal(np.array(got["a"], dtype=np.float32), want_a)
    np.testing.assert_array_equal(np.array(got["copied"], dtype=np.float32), want_a)
    # the green context's streams waited for the primary context's event
    assert [got["spin2"], got["record2"], got["green_wait"], got["copy_green"]] == [SUCCESS] * 4
    assert [got["late_stream"], got["copy_late"]] == [SUCCESS, SUCCESS]
    assert got["syncs"] == [SUCCESS, SUCCESS]
    want_a2 = (7 * np.arange(n) % 13).astype(np.float32)
    np.testing.assert_array_equal(np.array(got["a2"], dtype=np.float32), want_a2)
    np.testing.assert_array_equal(np.array(got["c2"], dtype=np.float32), want_a2)
    np.testing.assert_array_equal(np.array(got["c3"], dtype=np.float32), want_a2)
    assert got["destroy_streams"] == [SUCCESS, SUCCESS]
    assert got["destroy"] == SUCCESS
    assert got["current_after"] == [SUCCESS, False]
    invalid_context = CURESULT["CUDA_ERROR_INVALID_CONTEXT"]
    assert got["id_after"] == invalid_context
    assert got["destroy_again"] == invalid_context
    assert got["garbage"] == invalid_context
