"""Launch forms that Hopper libraries use, through the shim on the stand-in: cuLaunchKernelEx
with its parameters packed in ``extra`` (CU_LAUNCH_PARAM_BUFFER_POINTER/_SIZE, how cuBLASLt's
sm90 GEMM kernels launch) and with launch attributes (cluster dimensions, programmatic
stream serialisation, priority). The reference is the same saxpy launched with
``kernelParams`` through cuLaunchKernel, and the arithmetic y = a*x + y done by numpy."""

# ruff: noqa: E501  (lines of embedded Python source are kept whole)

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from lupine_helpers import Server, run_python
from test_multi_server import PRELUDE

from lupine._protocol_tables import CURESULT

SUCCESS = CURESULT["CUDA_SUCCESS"]
INVALID_VALUE = CURESULT["CUDA_ERROR_INVALID_VALUE"]
PTX = str(Path(__file__).resolve().parents[2] / "fixtures" / "saxpy.ptx")


@pytest.fixture(scope="module")
def one(native: Path) -> Iterator[Server]:
    s = Server(native)
    yield s
    s.stop()


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


def test_launch_kernel_ex_takes_its_parameters_packed_in_extra(one):
    got, _ = run_python(PRELUDE + LAUNCH_EX, env={"LUPINE_SERVER": one.address, "PTX": PTX})
    assert got["plain"] == [SUCCESS, SUCCESS]
    assert got["attributes"] == [SUCCESS, SUCCESS]
    n = 300
    want = [3.0 * i + 3.0 * i + (1.0 - i) for i in range(n)]  # two launches of y = 3x + y
    assert got["y"] == [SUCCESS, want]
    assert got["y_params"] == got["y"]
    assert got["no_size"] == INVALID_VALUE
