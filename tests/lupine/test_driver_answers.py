"""The shim answers as the real driver does where the H200 run showed it did not: pointer
attributes (booleans written as 32-bit integers, page-locked client memory answered per
attribute, unknown memory refused by cuPointerGetAttribute and zeroed by
cuPointerGetAttributes), CUDA_ERROR_NOT_READY passed through as a normal answer of
cuEventQuery/cuStreamQuery (with and without batching), modules loaded from a file
(cuModuleLoad), and the CUDA 7 names of the primary-context calls.

Runs on the stand-in driver: fixtures/spin.ptx's ``spin`` keeps its stream busy there for
the time it is asked to wait, as on a GPU."""

# ruff: noqa: E501  (lines of embedded Python source are kept whole)

from __future__ import annotations

from pathlib import Path

import pytest
from lupine_helpers import run_python

from lupine._protocol_tables import CURESULT

ROOT = Path(__file__).resolve().parents[2]
SUCCESS = CURESULT["CUDA_SUCCESS"]
INVALID_VALUE = CURESULT["CUDA_ERROR_INVALID_VALUE"]
NOT_READY = CURESULT["CUDA_ERROR_NOT_READY"]
FILE_NOT_FOUND = CURESULT["CUDA_ERROR_FILE_NOT_FOUND"]
INVALID_IMAGE = CURESULT["CUDA_ERROR_INVALID_IMAGE"]

# CUpointer_attribute values (cuda.h)
CONTEXT, MEMORY_TYPE, DEVICE_POINTER, HOST_POINTER = 1, 2, 3, 4
SYNC_MEMOPS, BUFFER_ID, IS_MANAGED, DEVICE_ORDINAL = 6, 7, 8, 9
IS_LEGACY_CUDA_IPC_CAPABLE, RANGE_START_ADDR, RANGE_SIZE, MAPPED = 10, 11, 12, 13
# cupy's static runtime asks for these six, in this order (seen through the shim)
RUNTIME_ATTRIBUTES = [
    CONTEXT,
    MEMORY_TYPE,
    DEVICE_POINTER,
    HOST_POINTER,
    IS_MANAGED,
    DEVICE_ORDINAL,
]
CU_MEMORYTYPE_HOST, CU_MEMORYTYPE_DEVICE = 1, 2

SETUP = """
import ctypes as c, json, os, _driver
lib = _driver.load()
assert lib.cuInit(0) == 0
ctx = c.c_void_p()
assert lib.cuDevicePrimaryCtxRetain(c.byref(ctx), 0) == 0
assert lib.cuCtxSetCurrent(ctx) == 0
lib.cuPointerGetAttribute.argtypes = [c.c_void_p, c.c_int, c.c_uint64]
lib.cuPointerGetAttributes.argtypes = [c.c_uint, c.c_void_p, c.c_void_p, c.c_uint64]

def attribute(attr, ptr, fill):
    # every byte the call does not write keeps `fill`: the bytes written show the width
    buf = (c.c_ubyte * 16)(*([fill] * 16))
    r = lib.cuPointerGetAttribute(buf, attr, ptr)
    return r, bytes(buf)

def width_and_value(attr, ptr):
    (r1, a), (r2, b) = attribute(attr, ptr, 0xA5), attribute(attr, ptr, 0x5A)
    written = max([i + 1 for i in range(16) if a[i] != 0xA5 or b[i] != 0x5A], default=0)
    value = int.from_bytes(a[:written], "little", signed=attr == 9) if written else None
    return [r1, r2, written, value]

def attributes(attrs, ptr):
    slots = [(c.c_ubyte * 8)(*([0xA5] * 8)) for _ in attrs]
    data = (c.c_void_p * len(attrs))(*[c.cast(s, c.c_void_p) for s in slots])
    arr = (c.c_int * len(attrs))(*attrs)
    r = lib.cuPointerGetAttributes(len(attrs), arr, data, ptr)
    return r, [bytes(s).hex() for s in slots]
"""

POINTER_ATTRIBUTES = (
    SETUP
    + """
out = {"ctx": ctx.value}
d = c.c_uint64()
assert lib.cuMemAlloc_v2(c.byref(d), 1 << 20) == 0
inner = d.value + 4096
out["device"] = {a: width_and_value(a, inner) for a in (1, 2, 3, 7, 8, 9, 11, 12)}
out["device_base"] = d.value
out["device_plural"] = attributes(RUNTIME, inner)
h = c.c_void_p()
assert lib.cuMemAllocHost_v2(c.byref(h), 10000) == 0
out["pinned_base"] = h.value
p = h.value + 100
out["pinned"] = {a: width_and_value(a, p) for a in (1, 2, 3, 4, 6, 7, 8, 9, 10, 11, 12, 13)}
out["pinned_plural"] = attributes(RUNTIME, p)
page = c.create_string_buffer(8192)
registered = (c.addressof(page) + 4095) // 4096 * 4096
lib.cuMemHostRegister_v2.argtypes = [c.c_void_p, c.c_size_t, c.c_uint]
assert lib.cuMemHostRegister_v2(registered, 4096, 0) == 0
out["registered"] = {a: width_and_value(a, registered) for a in (2, 4, 11, 12)}
out["registered_base"] = registered
plain = c.create_string_buffer(64)
out["unregistered"] = {a: width_and_value(a, c.addressof(plain)) for a in (1, 2, 3, 4, 8)}
out["unregistered_plural"] = attributes(RUNTIME, c.addressof(plain))
print(json.dumps(out))
""".replace("RUNTIME", str(RUNTIME_ATTRIBUTES))
)


def _le(v: int, n: int = 8) -> str:
    return v.to_bytes(n, "little").hex()


@pytest.mark.parametrize("batch", ["1", "0"])
def test_pointer_attributes(native, server, batch):
    got, _ = run_python(
        POINTER_ATTRIBUTES, env={"LUPINE_SERVER": server.address, "LUPINE_BATCH": batch}
    )
    ok = [SUCCESS, SUCCESS]
    dev, base = got["device"], got["device_base"]
    inner = base + 4096
    # device memory: the server's driver answers; the widths are cuda.h's types, booleans 32-bit
    assert dev[str(MEMORY_TYPE)] == [*ok, 4, CU_MEMORYTYPE_DEVICE]
    assert dev[str(IS_MANAGED)] == [*ok, 4, 0]
    assert dev[str(DEVICE_POINTER)] == [*ok, 8, inner]
    assert dev[str(DEVICE_ORDINAL)] == [*ok, 4, 0]
    assert dev[str(RANGE_START_ADDR)] == [*ok, 8, base]
    assert dev[str(RANGE_SIZE)] == [*ok, 8, 1 << 20]
    assert dev[str(CONTEXT)][:3] == [*ok, 8] and dev[str(CONTEXT)][3] == got["ctx"]
    # the runtime's six in one call: the 4-byte IS_MANAGED slot is cleared entirely (a 1-byte
    # answer left 0xA5 above it, and cupy called every device array managed)
    r, slots = got["device_plural"]
    assert r == SUCCESS
    assert slots[1] == _le(CU_MEMORYTYPE_DEVICE, 4) + "a5" * 4
    assert slots[2] == _le(inner)
    assert slots[4] == "00" * 4 + "a5" * 4
    assert slots[5] == "00" * 4 + "a5" * 4

    # page-locked client memory (cuMemAllocHost), answered by the shim itself
    pin, pbase = got["pinned"], got["pinned_base"]
    assert pin[str(MEMORY_TYPE)] == [*ok, 4, CU_MEMORYTYPE_HOST]
    assert pin[str(HOST_POINTER)] == [*ok, 8, pbase + 100]
    assert pin[str(IS_MANAGED)] == [*ok, 4, 0]
    assert pin[str(SYNC_MEMOPS)] == [*ok, 4, 0]
    assert pin[str(IS_LEGACY_CUDA_IPC_CAPABLE)] == [*ok, 4, 0]
    assert pin[str(MAPPED)] == [*ok, 4, 1]
    assert pin[str(DEVICE_ORDINAL)] == [*ok, 4, 0]
    assert pin[str(RANGE_START_ADDR)] == [*ok, 8, pbase]
    assert pin[str(RANGE_SIZE)] == [*ok, 8, 10000]
    assert pin[str(CONTEXT)][3] == got["ctx"]
    assert pin[str(BUFFER_ID)][:2] == ok and pin[str(BUFFER_ID)][3] > 0
    # the GPU on the server cannot reach client memory: no device pointer for it
    assert pin[str(DEVICE_POINTER)][:3] == [INVALID_VALUE, INVALID_VALUE, 0]
    r, slots = got["pinned_plural"]
    assert r == SUCCESS
    assert slots[1] == _le(CU_MEMORYTYPE_HOST, 4) + "a5" * 4
    assert slots[2] == "00" * 8 and slots[3] == _le(pbase + 100)

    reg, rbase = got["registered"], got["registered_base"]
    assert reg[str(MEMORY_TYPE)] == [*ok, 4, CU_MEMORYTYPE_HOST]
    assert reg[str(HOST_POINTER)] == [*ok, 8, rbase]
    assert reg[str(RANGE_START_ADDR)] == [*ok, 8, rbase]
    assert reg[str(RANGE_SIZE)] == [*ok, 8, 4096]

    # memory CUDA does not know: cuPointerGetAttribute refuses, writing nothing;
    # cuPointerGetAttributes succeeds with zero values (cuda.h)
    for a, v in got["unregistered"].items():
        assert v == [INVALID_VALUE, INVALID_VALUE, 0, None], a
    r, slots = got["unregistered_plural"]
    assert r == SUCCESS
    assert slots == [
        "00" * 8,
        "00" * 4 + "a5" * 4,
        "00" * 8,
        "00" * 8,
        "00" * 4 + "a5" * 4,
        "00" * 4 + "a5" * 4,
    ]


NOT_READY_CODE = """
import ctypes as c, json, os, _driver
lib = _driver.load()
assert lib.cuInit(0) == 0
ctx = c.c_void_p()
assert lib.cuDevicePrimaryCtxRetain(c.byref(ctx), 0) == 0
assert lib.cuCtxSetCurrent(ctx) == 0
out = {}
mod, spin = c.c_void_p(), c.c_void_p()
out["missing_file"] = lib.cuModuleLoad(c.byref(mod), b"/nonexistent/spin.ptx")
out["empty_file"] = lib.cuModuleLoad(c.byref(mod), os.devnull.encode())
out["load"] = lib.cuModuleLoad(c.byref(mod), os.environ["SPIN"].encode())
assert lib.cuModuleGetFunction(c.byref(spin), mod, b"spin") == 0
n = 4096
src, dst = c.c_uint64(), c.c_uint64()
assert lib.cuMemAlloc_v2(c.byref(src), n * 4) == 0 and lib.cuMemAlloc_v2(c.byref(dst), n * 4) == 0
host = (c.c_float * n)(*range(n))
lib.cuMemcpyHtoD_v2.argtypes = [c.c_uint64, c.c_void_p, c.c_size_t]
lib.cuMemcpyDtoH_v2.argtypes = [c.c_void_p, c.c_uint64, c.c_size_t]
assert lib.cuMemcpyHtoD_v2(src.value, host, n * 4) == 0
stream, event = c.c_void_p(), c.c_void_p()
assert lib.cuStreamCreate(c.byref(stream), 1) == 0  # CU_STREAM_NON_BLOCKING
assert lib.cuEventCreate(c.byref(event), 2) == 0  # CU_EVENT_DISABLE_TIMING
launch = lib.cuLaunchKernel
launch.argtypes = [c.c_void_p] + [c.c_uint] * 7 + [c.c_void_p, c.c_void_p, c.c_void_p]
ns, count = c.c_uint64(int(os.environ["SPIN_NS"])), c.c_uint64(n)
params = (c.c_void_p * 4)(*[c.cast(c.byref(v), c.c_void_p) for v in (src, dst, ns, count)])

def spin_then_record():
    r = launch(spin, 1, 1, 1, 256, 1, 1, 0, stream, params, None)
    return [r, lib.cuEventRecord(event, stream)]

out["queued"] = spin_then_record()
out["event_query_busy"] = lib.cuEventQuery(event)
out["stream_query_busy"] = lib.cuStreamQuery(stream)
out["event_sync"] = lib.cuEventSynchronize(event)
out["event_query_done"] = lib.cuEventQuery(event)
out["stream_query_done"] = lib.cuStreamQuery(stream)
back = (c.c_float * n)()
assert lib.cuMemcpyDtoH_v2(back, dst.value, n * 4) == 0
out["copied"] = list(back) == list(host)
# a failing deferred launch, then a long kernel: the query reports the failure, not "not ready"
bad = launch(spin, 0, 1, 1, 256, 1, 1, 0, stream, params, None)
out["bad_then_busy"] = [bad, *spin_then_record(), lib.cuEventQuery(event), lib.cuEventQuery(event)]
assert lib.cuStreamSynchronize(stream) == 0
# the CUDA 7 names the runtime asks for (cuGetProcAddress "cuDevicePrimaryCtxRelease", 7000)
flags, active = c.c_uint(), c.c_int()
out["old_names"] = [lib.cuDevicePrimaryCtxSetFlags(0, 0), lib.cuDevicePrimaryCtxRelease(0),
                    lib.cuDevicePrimaryCtxGetState(0, c.byref(flags), c.byref(active)), active.value,
                    lib.cuDevicePrimaryCtxSetFlags(0, 0)]
print(json.dumps(out))
"""


@pytest.mark.parametrize("batch", ["1", "0"])
def test_not_ready_is_an_answer_and_modules_load_from_files(native, server, batch):
    env = {
        "LUPINE_SERVER": server.address,
        "LUPINE_BATCH": batch,
        "SPIN": str(ROOT / "fixtures" / "spin.ptx"),
        "SPIN_NS": str(300_000_000),
    }
    got, _ = run_python(NOT_READY_CODE, env=env)
    assert got["missing_file"] == FILE_NOT_FOUND
    assert got["empty_file"] == INVALID_IMAGE
    assert got["load"] == SUCCESS
    assert got["queued"] == [SUCCESS, SUCCESS]
    assert got["event_query_busy"] == NOT_READY
    assert got["stream_query_busy"] == NOT_READY
    assert got["event_sync"] == SUCCESS
    assert got["event_query_done"] == SUCCESS and got["stream_query_done"] == SUCCESS
    assert got["copied"] is True
    if batch == "1":  # the zero-grid launch is deferred: its error comes with the next query
        assert got["bad_then_busy"] == [SUCCESS, SUCCESS, SUCCESS, INVALID_VALUE, NOT_READY]
    else:
        assert got["bad_then_busy"] == [INVALID_VALUE, SUCCESS, SUCCESS, NOT_READY, NOT_READY]
    # the old cuDevicePrimaryCtxSetFlags refuses an active primary context; releasing the
    # only reference makes it inactive
    primary_active = CURESULT["CUDA_ERROR_PRIMARY_CONTEXT_ACTIVE"]
    assert got["old_names"] == [primary_active, SUCCESS, SUCCESS, 0, SUCCESS]
