"""The shim as a client: an unreachable server makes cuInit fail with one stderr line and no
hang; deferred calls report their errors at the next synchronising call (and at once with
LUPINE_BATCH=0); copies route by address; lupine.connect sets up and restores the
environment; the server refuses non-loopback addresses without a token."""

# ruff: noqa: E501  (lines of embedded C/Python source are kept whole)

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest
from lupine_helpers import Server, free_port, run_python

import lupine
from lupine._protocol_tables import CURESULT

NO_DEVICE = CURESULT["CUDA_ERROR_NO_DEVICE"]
INVALID_VALUE = CURESULT["CUDA_ERROR_INVALID_VALUE"]

INIT_TWICE = """
import ctypes, json, _driver
lib = _driver.load()
print(json.dumps([lib.cuInit(0), lib.cuInit(0), lib.cuDeviceGetCount(ctypes.byref(ctypes.c_int()))]))
"""


def test_unreachable_server_fails_cuinit_with_one_line(native):
    port = free_port()  # nothing listens there
    result, stderr = run_python(INIT_TWICE, env={"LUPINE_SERVER": f"127.0.0.1:{port}"}, timeout=60)
    assert result == [NO_DEVICE, NO_DEVICE, NO_DEVICE]
    lines = [line for line in stderr.splitlines() if line.strip()]
    assert len(lines) == 1 and f"127.0.0.1:{port}" in lines[0], stderr
    assert f"lupine doctor --host 127.0.0.1:{port}" in lines[0]  # (what to do next)


def test_a_connect_timeout_that_is_not_seconds_is_named_and_the_default_used(native):
    port = free_port()
    env = {"LUPINE_SERVER": f"127.0.0.1:{port}", "LUPINE_CONNECT_TIMEOUT": "abc"}
    result, stderr = run_python(INIT_TWICE, env=env, timeout=60)
    assert result == [NO_DEVICE] * 3
    assert "LUPINE_CONNECT_TIMEOUT=abc is not a whole number of seconds" in stderr, stderr


def test_unroutable_server_times_out_instead_of_hanging(native):
    # 10.255.255.1 is not routed here: connect() would wait minutes without the shim's deadline
    env = {"LUPINE_SERVER": "10.255.255.1:14833", "LUPINE_CONNECT_TIMEOUT": "1"}
    result, stderr = run_python(INIT_TWICE, env=env, timeout=60)
    assert result == [NO_DEVICE] * 3 and "10.255.255.1:14833" in stderr


DEFERRED = """
import ctypes, json, os, _driver
lib = _driver.load()
c = ctypes
assert lib.cuInit(0) == 0
ctx = c.c_void_p()
assert lib.cuDevicePrimaryCtxRetain(c.byref(ctx), 0) == 0
assert lib.cuCtxSetCurrent(ctx) == 0
ptx = open(os.environ["PTX"], "rb").read() + b"\\0"
mod, fn = c.c_void_p(), c.c_void_p()
assert lib.cuModuleLoadData(c.byref(mod), ptx) == 0
assert lib.cuModuleGetFunction(c.byref(fn), mod, b"saxpy") == 0
n = 1000
x, y = c.c_uint64(), c.c_uint64()
assert lib.cuMemAlloc_v2(c.byref(x), n * 4) == 0 and lib.cuMemAlloc_v2(c.byref(y), n * 4) == 0
host = (c.c_float * n)(*range(n))
lib.cuMemcpyHtoD_v2.argtypes = [c.c_uint64, c.c_void_p, c.c_size_t]
lib.cuMemcpyDtoH_v2.argtypes = [c.c_void_p, c.c_uint64, c.c_size_t]
lib.cuMemsetD32Async.argtypes = [c.c_uint64, c.c_uint, c.c_size_t, c.c_void_p]
lib.cuMemcpy.argtypes = [c.c_uint64, c.c_uint64, c.c_size_t]
assert lib.cuMemcpyHtoD_v2(x.value, host, n * 4) == 0
a, m = c.c_float(2.0), c.c_uint(n)
params = (c.c_void_p * 4)(c.cast(c.byref(x), c.c_void_p), c.cast(c.byref(y), c.c_void_p),
                          c.cast(c.byref(a), c.c_void_p), c.cast(c.byref(m), c.c_void_p))
launch = lib.cuLaunchKernel
launch.argtypes = [c.c_void_p] + [c.c_uint] * 7 + [c.c_void_p, c.c_void_p, c.c_void_p]
out = {}
# a launch with a zero grid is invalid: deferred, it succeeds now and fails at the next sync
out["bad_launch"] = launch(fn, 0, 1, 1, 32, 1, 1, 0, None, params, None)
out["sync_after_bad"] = lib.cuCtxSynchronize()
out["sync_again"] = lib.cuCtxSynchronize()
# ordering of deferred work: memset then launch, read back by a synchronous copy
out["memset"] = lib.cuMemsetD32Async(y.value, 0x3F800000, n, None)
out["launch"] = launch(fn, (n + 255) // 256, 1, 1, 256, 1, 1, 0, None, params, None)
back = (c.c_float * n)()
out["dtoh"] = lib.cuMemcpyDtoH_v2(back, y.value, n * 4)
out["values"] = [back[0], back[1], back[999]]
# unified copies: host -> device -> host through cuMemcpy by address
src = (c.c_float * 4)(7, 8, 9, 10)
dst = (c.c_float * 4)()
out["cumemcpy"] = [lib.cuMemcpy(y.value, c.addressof(src), 16), lib.cuMemcpy(c.addressof(dst), y.value, 16), list(dst)]
out["straddle"] = lib.cuMemcpy(c.addressof(dst), y.value + n * 4 - 8, 16)
print(json.dumps(out))
"""


@pytest.mark.parametrize("batch", ["1", "0"])
def test_deferred_errors_and_ordering(native, server, batch):
    ptx = str(Path(__file__).resolve().parents[2] / "fixtures" / "saxpy.ptx")
    env = {"LUPINE_SERVER": server.address, "PTX": ptx, "LUPINE_BATCH": batch}
    got, _ = run_python(DEFERRED, env=env)
    if batch == "1":
        assert got["bad_launch"] == 0 and got["sync_after_bad"] == INVALID_VALUE
    else:
        assert got["bad_launch"] == INVALID_VALUE and got["sync_after_bad"] == 0
    assert got["sync_again"] == 0
    assert got["memset"] == 0 and got["launch"] == 0 and got["dtoh"] == 0
    # y = 2 * x + 1 after memset(1.0) then saxpy(a=2)
    assert got["values"] == [1.0, 3.0, 1999.0]
    assert got["cumemcpy"] == [0, 0, [7.0, 8.0, 9.0, 10.0]]
    assert got["straddle"] == INVALID_VALUE


def test_connect_loads_the_shim_and_restores_the_environment(native, server):
    pytest.importorskip("cupy")
    code = f"""
import json, os
import lupine
os.environ["LUPINE_SERVER"] = "before:1"
with lupine.connect("{server.address}") as session:
    import cupy, numpy as np
    inside = os.environ["LUPINE_SERVER"]
    count = cupy.cuda.runtime.getDeviceCount()
    a = cupy.asarray(np.arange(6, dtype=np.float32)).get().tolist()
maps = [l.split()[-1] for l in open("/proc/self/maps") if "libcuda.so" in l]
print(json.dumps([inside, count, a, os.environ["LUPINE_SERVER"], sorted(set(maps)), str(session.libcuda)]))
"""
    (inside, count, a, after, maps, shim), _ = run_python(code)
    assert inside == server.address and count == 1 and a == [0, 1, 2, 3, 4, 5]
    assert after == "before:1"
    assert maps == [str(Path(shim).resolve())]


def test_connect_refuses_after_cuda_initialised(native):
    code = """
import ctypes, json, lupine
ctypes.CDLL(str(lupine.trace_dir() / "libcuda.so.1"))  # another libcuda.so.1 already in
try:
    with lupine.connect("127.0.0.1:1"):
        print(json.dumps("entered"))
except RuntimeError as e:
    print(json.dumps(str(e)))
"""
    msg, _ = run_python(code)
    assert "already loaded" in msg and "before" in msg


def test_server_refuses_public_address_without_token(native, tmp_path: Path):
    server = str(lupine.server_path())
    proc = subprocess.run(
        [server, "--listen", "0.0.0.0:0"], capture_output=True, text=True, timeout=30
    )
    assert proc.returncode == 2 and "without a token" in proc.stderr
    token = tmp_path / "t"
    token.write_text("abc")
    # (in clear text by choice: TLS has its own tests, tests/lupine/test_tls.py)
    s = Server(native, "--listen", "0.0.0.0:0", "--token-file", str(token), "--no-tls")
    try:
        assert s.alive()
    finally:
        s.stop()


SESSION = """
import ctypes, json, os, lupine
out = {}
os.environ.pop("LUPINE_SERVER", None)
try:
    with lupine.connect():
        pass
except ValueError as e:
    out["no_host"] = str(e)
os.environ["LUPINE_LIBCUDA"] = "/nonexistent/libcuda.so.1"
try:
    with lupine.connect("a:1"):
        pass
except FileNotFoundError as e:
    out["missing_libcuda"] = "/nonexistent/libcuda.so.1" in str(e)
os.environ["LUPINE_LIBCUDA"] = os.environ["SHIM"]
# before CUDA initialises, another host may still be chosen; the default host is LUPINE_SERVER
with lupine.connect(["other:9"]) as s:
    out["first"] = [list(s.servers), s.server, str(s.libcuda) == os.environ["SHIM"]]
os.environ["LUPINE_SERVER"] = os.environ["ADDR"]
with lupine.connect() as s:
    out["default"] = s.server
    lib = ctypes.CDLL(str(s.libcuda))
    out["init"] = lib.cuInit(0)
    n = ctypes.c_int()
    out["count"] = [lib.cuDeviceGetCount(ctypes.byref(n)), n.value]
out["restored"] = os.environ["LUPINE_SERVER"]
host, port = os.environ["ADDR"].rsplit(":", 1)
with lupine.connect(host, int(port)) as s:  # the same server again: fine
    out["same"] = s.server
try:
    with lupine.connect("other:9"):
        out["other"] = "entered"
except RuntimeError as e:
    out["other"] = str(e)
print(json.dumps(out))
"""


def test_connect_hosts_defaults_and_the_second_host_error(native, server):
    env = {"SHIM": str(native / "libcuda.so.1"), "ADDR": server.address}
    got, _ = run_python(SESSION, env=env)
    assert "LUPINE_SERVER" in got["no_host"]
    assert got["missing_libcuda"] is True
    assert got["first"] == [["other:9"], "other:9", True]
    assert got["default"] == server.address and got["init"] == 0 and got["count"] == [0, 1]
    assert got["restored"] == server.address
    assert got["same"] == server.address
    assert f"already runs on {server.address}" in got["other"] and "other:9" in got["other"]


NO_SERVER_VERSION = """
import ctypes, json, _driver
lib = _driver.load()
v = ctypes.c_int(-1)
out = [lib.cuDriverGetVersion(ctypes.byref(v)), v.value, lib.cuInit(0)]
try:
    import cupy
    cupy.cuda.runtime.getDeviceCount()
    out.append("no error")
except ImportError:
    out.append(None)
except Exception as e:
    out.append(str(e))
print(json.dumps(out))
"""


def test_no_server_is_no_device_not_an_old_driver(native):
    # with no server the version is the CUDA API the shim was built for (cuda.h), and the
    # runtime's error is "no device" with the server named on stderr, not "driver version is
    # insufficient" (cupy's cudaErrorInsufficientDriver, as before)
    import re

    from codegen._parse import default_cuda_include

    header = (default_cuda_include() / "cuda.h").read_text()
    built_for = int(re.search(r"#define CUDA_VERSION (\d+)", header).group(1))
    port = free_port()
    (rc, version, init, cupy_error), stderr = run_python(
        NO_SERVER_VERSION, env={"LUPINE_SERVER": f"127.0.0.1:{port}"}, timeout=60
    )
    assert rc == 0 and init == NO_DEVICE and f"127.0.0.1:{port}" in stderr
    assert version == built_for
    if cupy_error is not None:
        assert "InsufficientDriver" not in cupy_error and "NoDevice" in cupy_error, cupy_error
