"""Launch forms that Hopper libraries use, through the shim on the stand-in: cuLaunchKernelEx
with its parameters packed in ``extra`` (CU_LAUNCH_PARAM_BUFFER_POINTER/_SIZE, how cuBLASLt's
sm90 GEMM kernels launch) and with launch attributes (cluster dimensions, programmatic
stream serialisation, priority). The reference is the same saxpy launched with
``kernelParams`` through cuLaunchKernel, and the arithmetic y = a*x + y done by numpy."""

# ruff: noqa: E501  (lines of embedded Python source are kept whole)

from __future__ import annotations

from pathlib import Path

from lupine_helpers import run_python
from test_multi_server import PRELUDE

from lupine._protocol_tables import CURESULT

SUCCESS = CURESULT["CUDA_SUCCESS"]
INVALID_VALUE = CURESULT["CUDA_ERROR_INVALID_VALUE"]
PTX = str(Path(__file__).resolve().parents[2] / "fixtures" / "saxpy.ptx")


LAUNCH_EX = """
class ATTR(c.Structure):  # CUlaunchAttribute: id, pad, a 64-byte value
    _fields_ = [("id", c.c_int), ("pad", c.c_int), ("v", c.c_uint * 16)]
class CFG(c.Structure):  # CUlaunchConfig
    _fields_ = [("gx", c.c_uint), ("gy", c.c_uint), ("gz", c.c_uint), ("bx", c.c_uint),
                ("by", c.c_uint), ("bz", c.c_uint), ("shm", c.c_uint), ("stream", c.c_void_p),
                ("attrs", c.c_void_p), ("numAttrs", c.c_uint)]
assert c.sizeof(ATTR) == 72
lib.cuLaunchKernelEx.argtypes = [c.c_void_p, c.c_void_p, c.c_void_p, c.c_void_p]
fn = saxpy_function(0)
n = 300
xs = [float(i) for i in range(n)]
ys = [1.0 - i for i in range(n)]
x, y = alloc(0, 4 * n), alloc(0, 4 * n)
put(x, xs)
put(y, ys)
# the parameter buffer as the driver lays it out: x (u64) at 0, y at 8, a (f32) at 16, n at 20
buf = (c.c_ubyte * 24)()
c.c_uint64.from_buffer(buf, 0).value = x
c.c_uint64.from_buffer(buf, 8).value = y
c.c_float.from_buffer(buf, 16).value = 3.0
c.c_uint.from_buffer(buf, 20).value = n
size = c.c_size_t(24)
extra = (c.c_void_p * 5)(1, c.cast(buf, c.c_void_p), 2, c.cast(c.byref(size), c.c_void_p), 0)
out = {}
# plain, then with attributes: cluster dimension 1x1x1 (4), programmatic stream
# serialisation (6), priority (8)
attrs = (ATTR * 3)()
attrs[0].id, attrs[0].v[0], attrs[0].v[1], attrs[0].v[2] = 4, 1, 1, 1
attrs[1].id, attrs[1].v[0] = 6, 1
attrs[2].id, attrs[2].v[0] = 8, 0
for name, na in (("plain", 0), ("attributes", 3)):
    cfg = CFG((n + 127) // 128, 1, 1, 128, 1, 1, 0, None, c.cast(attrs, c.c_void_p) if na else None, na)
    out[name] = [lib.cuLaunchKernelEx(c.byref(cfg), fn, None, extra), lib.cuCtxSynchronize()]
out["y"] = get(y, n)
# the same launch with kernelParams through cuLaunchKernel, on a fresh y
y2 = alloc(0, 4 * n)
put(y2, ys)
for _ in range(2):
    saxpy(fn, x, y2, 3.0, n)
out["y_params"] = get(y2, n)
# an extra array without a size is refused, as the driver refuses it
bad = (c.c_void_p * 3)(1, c.cast(buf, c.c_void_p), 0)
cfg = CFG(1, 1, 1, 128, 1, 1, 0, None, None, 0)
out["no_size"] = lib.cuLaunchKernelEx(c.byref(cfg), fn, None, bad)
print(json.dumps(out))
"""


def test_launch_kernel_ex_takes_its_parameters_packed_in_extra(server):
    got, _ = run_python(PRELUDE + LAUNCH_EX, env={"LUPINE_SERVER": server.address, "PTX": PTX})
    assert got["plain"] == [SUCCESS, SUCCESS]
    assert got["attributes"] == [SUCCESS, SUCCESS]
    n = 300
    want = [3.0 * i + 3.0 * i + (1.0 - i) for i in range(n)]  # two launches of y = 3x + y
    assert got["y"] == [SUCCESS, want]
    assert got["y_params"] == got["y"]
    assert got["no_size"] == INVALID_VALUE


# Every CUlaunchAttributeID of CUDA 13.0's cuda.h in one launch each (ids: cuda.h's
# CUlaunchAttributeID): plain values travel as their 64 bytes, the access policy window's
# base_ptr is a device address, the programmatic and completion events are translated (a
# stream that waits for the completion event sees the kernel's result), and a device-updatable
# kernel node, whose devNode the driver writes into the caller's attribute, is refused with
# the reason.
ALL_ATTRIBUTES = (
    LAUNCH_EX.split("out = {}")[0]
    + """
lib.cuMemcpyDtoDAsync_v2.argtypes = [c.c_uint64, c.c_uint64, c.c_size_t, c.c_void_p]
out = {}
def one(ident, fill):
    a = (ATTR * 1)()
    a[0].id = ident
    fill(a[0])
    cfg = CFG((n + 127) // 128, 1, 1, 128, 1, 1, 0, None, c.cast(a, c.c_void_p), 1)
    return lib.cuLaunchKernelEx(c.byref(cfg), fn, None, extra)

def window(a):  # CUaccessPolicyWindow: base_ptr, num_bytes, hitRatio, hitProp, missProp
    c.c_uint64.from_buffer(a.v, 0).value = x
    c.c_uint64.from_buffer(a.v, 8).value = 4 * n
    c.c_float.from_buffer(a.v, 16).value = 0.5
    a.v[5], a.v[6] = 1, 0  # persisting hits, normal misses
def words(*w):
    def fill(a):
        for i, v in enumerate(w):
            a.v[i] = v
    return fill
events = [c.c_void_p(), c.c_void_p()]
for e in events:
    assert lib.cuEventCreate(c.byref(e), 2) == 0  # CU_EVENT_DISABLE_TIMING
def event(k):
    def fill(a):
        c.c_uint64.from_buffer(a.v, 0).value = events[k].value
        a.v[2] = 0  # flags
        a.v[3] = 1  # triggerAtBlockStart (programmatic events)
    return fill
launches = [
    (0, words()), (1, window), (2, words(0)), (3, words(1)), (4, words(1, 1, 1)), (5, words(1)),
    (6, words(1)), (7, event(0)), (8, words(0)), (9, words(0, 1)), (10, words(0)),
    (11, words(2, 1, 1)), (12, event(1)), (13, words(0)), (14, words(50)), (16, words(1)),
]
out["launches"] = {ident: one(ident, fill) for ident, fill in launches}
# a stream that waits for the last completion event copies the finished y
other = c.c_void_p()
assert lib.cuStreamCreate(c.byref(other), 1) == 0
z = alloc(0, 4 * n)
out["wait"] = lib.cuStreamWaitEvent(other, events[1], 0)
out["copy"] = lib.cuMemcpyDtoDAsync_v2(z, y, 4 * n, other)
out["sync"] = [lib.cuStreamSynchronize(other), lib.cuCtxSynchronize()]
out["y"], out["z"] = get(y, n), get(z, n)
out["updatable"] = one(13, words(1))
print(json.dumps(out))
"""
)


def test_every_launch_attribute_travels(server):
    got, stderr = run_python(
        PRELUDE + ALL_ATTRIBUTES, env={"LUPINE_SERVER": server.address, "PTX": PTX}
    )
    assert got["launches"] == {str(i): SUCCESS for i in (*range(15), 16)}
    assert [got["wait"], got["copy"], got["sync"]] == [SUCCESS, SUCCESS, [SUCCESS, SUCCESS]]
    n = 300
    want = [16 * 3.0 * i + (1.0 - i) for i in range(n)]  # sixteen launches of y = 3x + y
    assert got["y"] == [SUCCESS, want]
    assert got["z"] == got["y"]
    assert got["updatable"] == CURESULT["CUDA_ERROR_NOT_SUPPORTED"]
    assert "CU_LAUNCH_ATTRIBUTE_DEVICE_UPDATABLE_KERNEL_NODE" in stderr
