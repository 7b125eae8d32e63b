"""CUDA_VISIBLE_DEVICES, applied by the shim to the server's devices as the driver applies it
to local ones: the listed devices, in the listed order, numbered from 0; an empty value hides
every device (cuInit fails without contacting a server); device numbers are translated both
ways (names, contexts, pointer attributes). Server: the stand-in with three devices, named
"LUPINE stand-in device N", whose UUIDs start GPU-00010203, GPU-10111213, GPU-20212223.
(The parsing rules themselves are unit-tested in native/tests/test_units.c.)"""

# ruff: noqa: E501  (lines of embedded Python source are kept whole)

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from lupine_helpers import Server, free_port, run_python

from lupine._protocol_tables import CURESULT

SUCCESS = CURESULT["CUDA_SUCCESS"]
NO_DEVICE = CURESULT["CUDA_ERROR_NO_DEVICE"]
INVALID_DEVICE = CURESULT["CUDA_ERROR_INVALID_DEVICE"]
NOT_INITIALIZED = CURESULT["CUDA_ERROR_NOT_INITIALIZED"]


@pytest.fixture(scope="module")
def three(native: Path) -> Iterator[Server]:
    s = Server(native, env={"LUPINE_STANDIN_DEVICES": "3"})
    yield s
    s.stop()


DEVICES = """
import ctypes as c, json, os
visible = os.environ.pop("VISIBLE")
if visible == "unset":
    os.environ.pop("CUDA_VISIBLE_DEVICES", None)
else:
    os.environ["CUDA_VISIBLE_DEVICES"] = visible
import _driver
lib = _driver.load()
out = {"init": lib.cuInit(0)}
n = c.c_int(-1)
out["count"] = [lib.cuDeviceGetCount(c.byref(n)), n.value]
names, handles = [], []
for i in range(max(n.value, 0)):
    d = c.c_int(-1)
    name = c.create_string_buffer(64)
    assert lib.cuDeviceGet(c.byref(d), i) == 0
    assert lib.cuDeviceGetName(name, 64, d) == 0
    handles.append(d.value)
    names.append(name.value.decode())
out["handles"], out["names"] = handles, names
d = c.c_int(-1)
out["get_past_end"] = lib.cuDeviceGet(c.byref(d), max(n.value, 0))
v = c.c_int()
out["attribute_past_end"] = lib.cuDeviceGetAttribute(c.byref(v), 16, max(n.value, 0))
if n.value > 0:
    last = n.value - 1
    ctx = c.c_void_p()
    assert lib.cuDevicePrimaryCtxRetain(c.byref(ctx), last) == 0
    assert lib.cuCtxSetCurrent(ctx) == 0
    dev = c.c_int(-1)
    out["ctx_device"] = [lib.cuCtxGetDevice(c.byref(dev)), dev.value]
    p = c.c_uint64()
    assert lib.cuMemAlloc_v2(c.byref(p), 4096) == 0
    ordinal = c.c_int(-1)
    lib.cuPointerGetAttribute.argtypes = [c.c_void_p, c.c_int, c.c_uint64]
    out["pointer_ordinal"] = [lib.cuPointerGetAttribute(c.byref(ordinal), 9, p.value), ordinal.value]
    created = c.c_void_p()
    assert lib.cuCtxCreate_v2(c.byref(created), 0, 0) == 0
    out["created_device"] = [lib.cuCtxGetDevice(c.byref(dev)), dev.value]
print(json.dumps(out))
"""


def _run(server: Server, visible: str) -> dict:
    got, _ = run_python(DEVICES, env={"LUPINE_SERVER": server.address, "VISIBLE": visible})
    return got


def test_unset_shows_every_server_device(native, three):
    got = _run(three, "unset")
    assert got["init"] == SUCCESS and got["count"] == [SUCCESS, 3]
    assert got["names"] == [f"LUPINE stand-in device {i}" for i in range(3)]
    assert got["handles"] == [0, 1, 2]
    assert got["ctx_device"] == [SUCCESS, 2] and got["pointer_ordinal"] == [SUCCESS, 2]


@pytest.mark.parametrize(
    ("visible", "server_devices"),
    [
        ("2,0", [2, 0]),
        ("1", [1]),
        (" 2 , 1 ", [2, 1]),
        ("0,2,-1,1", [0, 2]),  # the CUDA guide's example: an invalid entry hides the rest
        ("2,7,0", [2]),  # past the server's device count
        ("1,1", [1]),
        ("GPU-2021", [2]),  # a UUID prefix
        ("GPU-10111213-1415-1617-1819-1a1b1c1d1e1f,0", [1, 0]),
    ],
)
def test_listed_devices_in_listed_order(native, three, visible, server_devices):
    got = _run(three, visible)
    k = len(server_devices)
    assert got["init"] == SUCCESS and got["count"] == [SUCCESS, k]
    assert got["names"] == [f"LUPINE stand-in device {d}" for d in server_devices]
    assert got["handles"] == list(range(k))  # CUdevice values are the visible ordinals
    assert got["get_past_end"] == INVALID_DEVICE and got["attribute_past_end"] == INVALID_DEVICE
    # the primary context of the last visible device, and memory allocated in it, report
    # that device by its visible number; a context created on visible device 0 reports 0
    assert got["ctx_device"] == [SUCCESS, k - 1]
    assert got["pointer_ordinal"] == [SUCCESS, k - 1]
    assert got["created_device"] == [SUCCESS, 0]


@pytest.mark.parametrize("visible", ["", "-1", "none", "GPU-ffff", "5"])
def test_no_visible_device(native, three, visible):
    got = _run(three, visible)
    assert got["init"] == NO_DEVICE
    assert got["count"] == [NOT_INITIALIZED, -1]
    assert got["get_past_end"] == NOT_INITIALIZED


def test_empty_list_needs_no_server(native):
    # nothing listens at the server address: the empty list answers without asking
    env = {"LUPINE_SERVER": f"127.0.0.1:{free_port()}", "VISIBLE": ""}
    got, stderr = run_python(DEVICES, env=env)
    assert got["init"] == NO_DEVICE and got["count"] == [NOT_INITIALIZED, -1]
    assert "lupine-server" not in stderr


CUPY = """
import json, os
os.environ["CUDA_VISIBLE_DEVICES"] = os.environ.pop("VISIBLE")
import cupy
try:
    n = cupy.cuda.runtime.getDeviceCount()
    name = cupy.cuda.runtime.getDeviceProperties(0)["name"].decode()
    a = cupy.asarray([1.0, 2.0]).get().tolist()
    print(json.dumps([n, name, a]))
except cupy.cuda.runtime.CUDARuntimeError as e:
    print(json.dumps(str(e)))
"""


@pytest.mark.parametrize(
    ("visible", "want"),
    [
        ("", "cudaErrorNoDevice: no CUDA-capable device is detected"),
        ("1", [1, "LUPINE stand-in device 1", [1.0, 2.0]]),
        ("2,0", [2, "LUPINE stand-in device 2", [1.0, 2.0]]),
    ],
)
def test_cupy_sees_the_visible_devices(native, three, visible, want):
    pytest.importorskip("cupy")
    env = {
        "LUPINE_SERVER": three.address,
        "VISIBLE": visible,
        "LD_LIBRARY_PATH": str(native),
    }
    got, _ = run_python(CUPY, env=env)
    assert got == want
