"""Several servers in one process (LUPINE_SERVER="a,b,c"): the devices numbered as CUDA numbers
one machine's GPUs (the first server's, then the next's, each in its own order), every handle
and device pointer routed to the server that made it (a library and its kernels, which CUDA
loads into any context, work on every server), device pointers that never collide
across servers, copies between servers staged through the client, and one server's failure
leaving the others working. Servers: stand-ins with different device counts and device-name
prefixes (LUPINE_STANDIN_NAME), all placing device memory at the same base, so the shim must
keep their pointers apart itself."""

# ruff: noqa: E501  (lines of embedded Python source are kept whole)

from __future__ import annotations

import itertools
import json
import shutil
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pytest
from lupine_helpers import Server, read_stats, run_python

from lupine._protocol_tables import CURESULT

SUCCESS = CURESULT["CUDA_SUCCESS"]
NOT_SUPPORTED = CURESULT["CUDA_ERROR_NOT_SUPPORTED"]
INVALID_HANDLE = CURESULT["CUDA_ERROR_INVALID_HANDLE"]
UNAVAILABLE = CURESULT["CUDA_ERROR_DEVICE_UNAVAILABLE"]
PTX = str(Path(__file__).resolve().parents[2] / "fixtures" / "saxpy.ptx")


def _server(native: Path, devices: int, name: str) -> Server:
    return Server(native, env={"LUPINE_STANDIN_DEVICES": str(devices), "LUPINE_STANDIN_NAME": name})


@pytest.fixture(scope="module")
def trio(native: Path) -> Iterator[list[Server]]:
    servers = [_server(native, 2, "A"), _server(native, 1, "B"), _server(native, 3, "C")]
    yield servers
    for s in servers:
        s.stop()


def _env(servers: list[Server], **extra: str) -> dict[str, str]:
    return {"LUPINE_SERVER": ",".join(s.address for s in servers), "PTX": PTX, **extra}


# Everything a test needs: devices, a context per device, memory, saxpy per device.
PRELUDE = """
import ctypes as c, json, os, sys, time
import _driver
lib = _driver.load()
for f, args in {
    "cuMemcpyHtoD_v2": [c.c_uint64, c.c_void_p, c.c_size_t],
    "cuMemcpyDtoH_v2": [c.c_void_p, c.c_uint64, c.c_size_t],
    "cuMemcpyDtoD_v2": [c.c_uint64, c.c_uint64, c.c_size_t],
    "cuMemcpyDtoDAsync_v2": [c.c_uint64, c.c_uint64, c.c_size_t, c.c_void_p],
    "cuMemcpy": [c.c_uint64, c.c_uint64, c.c_size_t],
    "cuMemcpyPeer": [c.c_uint64, c.c_void_p, c.c_uint64, c.c_void_p, c.c_size_t],
    "cuMemFree_v2": [c.c_uint64],
    "cuCtxSetCurrent": [c.c_void_p],
    "cuStreamSynchronize": [c.c_void_p],
    "cuStreamWaitEvent": [c.c_void_p, c.c_void_p, c.c_uint],
    "cuEventRecord": [c.c_void_p, c.c_void_p],
    "cuLaunchKernel": [c.c_void_p] + [c.c_uint] * 7 + [c.c_void_p, c.c_void_p, c.c_void_p],
    "cuPointerGetAttribute": [c.c_void_p, c.c_int, c.c_uint64],
}.items():
    getattr(lib, f).argtypes = args
assert lib.cuInit(0) == 0
count = c.c_int()
assert lib.cuDeviceGetCount(c.byref(count)) == 0
ctxs = []
for i in range(count.value):
    ctx = c.c_void_p()
    assert lib.cuDevicePrimaryCtxRetain(c.byref(ctx), i) == 0
    ctxs.append(ctx)
ptx = open(os.environ["PTX"], "rb").read() + b"\\0"

def on(i):
    assert lib.cuCtxSetCurrent(ctxs[i]) == 0

def saxpy_function(i):
    on(i)
    mod, fn = c.c_void_p(), c.c_void_p()
    assert lib.cuModuleLoadData(c.byref(mod), ptx) == 0
    assert lib.cuModuleGetFunction(c.byref(fn), mod, b"saxpy") == 0
    return fn

def alloc(i, nbytes):
    on(i)
    p = c.c_uint64()
    r = lib.cuMemAlloc_v2(c.byref(p), nbytes)
    assert r == 0, r
    return p.value

def put(p, values):
    host = (c.c_float * len(values))(*values)
    return lib.cuMemcpyHtoD_v2(p, host, 4 * len(values))

def get(p, n):
    host = (c.c_float * n)()
    r = lib.cuMemcpyDtoH_v2(host, p, 4 * n)
    return [r, list(host)]

class M2D(c.Structure):  # CUDA_MEMCPY2D
    _fields_ = [("srcXInBytes", c.c_size_t), ("srcY", c.c_size_t), ("srcMemoryType", c.c_int),
                ("srcHost", c.c_void_p), ("srcDevice", c.c_uint64), ("srcArray", c.c_void_p),
                ("srcPitch", c.c_size_t), ("dstXInBytes", c.c_size_t), ("dstY", c.c_size_t),
                ("dstMemoryType", c.c_int), ("dstHost", c.c_void_p), ("dstDevice", c.c_uint64),
                ("dstArray", c.c_void_p), ("dstPitch", c.c_size_t), ("WidthInBytes", c.c_size_t),
                ("Height", c.c_size_t)]

def saxpy(fn, x, y, a, n, stream=None):
    xa, ya, aa, na = c.c_uint64(x), c.c_uint64(y), c.c_float(a), c.c_uint(n)
    params = (c.c_void_p * 4)(*(c.cast(c.byref(v), c.c_void_p) for v in (xa, ya, aa, na)))
    return lib.cuLaunchKernel(fn, (n + 127) // 128, 1, 1, 128, 1, 1, 0, stream, params, None)
"""


NUMBERING = """
names = []
for i in range(count.value):
    d, name = c.c_int(), c.create_string_buffer(64)
    assert lib.cuDeviceGet(c.byref(d), i) == 0
    assert lib.cuDeviceGetName(name, 64, d) == 0
    names.append(name.value.decode())
ctx_devices = []
for i in range(count.value):
    on(i)
    d = c.c_int(-1)
    assert lib.cuCtxGetDevice(c.byref(d)) == 0
    ctx_devices.append(d.value)
peer = []
for i, j in [(0, 1), (0, 2), (2, 3)]:
    v = c.c_int(-1)
    peer.append([lib.cuDeviceCanAccessPeer(c.byref(v), i, j), v.value])
ordinals = []
for i in range(count.value):
    p = alloc(i, 64)
    o = c.c_int(-1)
    assert lib.cuPointerGetAttribute(c.byref(o), 9, p) == 0  # CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL
    ordinals.append(o.value)
print(json.dumps({"count": count.value, "names": names, "ctx_devices": ctx_devices, "peer": peer, "ordinals": ordinals}))
"""


def test_devices_are_numbered_in_server_order(trio):
    got, _ = run_python(PRELUDE + NUMBERING, env=_env(trio))
    assert got["count"] == 6
    assert got["names"] == ["A 0", "A 1", "B 0", "C 0", "C 1", "C 2"]
    assert got["ctx_devices"] == list(range(6))
    assert got["ordinals"] == list(range(6))
    # no peer access between stand-in devices of one server, none across servers
    assert got["peer"] == [[SUCCESS, 0], [SUCCESS, 0], [SUCCESS, 0]]


def test_cuda_visible_devices_counts_across_servers(trio):
    env = _env(trio, CUDA_VISIBLE_DEVICES="4,1,2")
    got, _ = run_python(PRELUDE + NUMBERING, env=env)
    assert got["count"] == 3
    assert got["names"] == ["C 1", "A 1", "B 0"]
    assert got["ordinals"] == [0, 1, 2]


ROUTING = """
n = 1000
xs = [float(k) for k in range(n)]
out = {"values": [], "pointers": []}
for i in range(count.value):
    fn = saxpy_function(i)
    x, y = alloc(i, 4 * n), alloc(i, 4 * n)
    out["pointers"].append([x, 4 * n])
    out["pointers"].append([y, 4 * n])
    assert put(x, xs) == 0 and put(y, [1.0] * n) == 0
    stream = c.c_void_p()
    assert lib.cuStreamCreate(c.byref(stream), 0) == 0
    assert saxpy(fn, x, y, float(i + 2), n, stream) == 0
    assert lib.cuStreamSynchronize(stream) == 0
    out["values"].append(get(y, n)[1][:: n // 4])
print(json.dumps(out))
"""


def test_every_device_runs_its_own_kernels_and_memory(trio):
    got, stderr = run_python(PRELUDE + ROUTING, env=_env(trio))
    xs = np.arange(1000, dtype=np.float32)
    for i, values in enumerate(got["values"]):
        want = (np.float32(i + 2) * xs + np.float32(1.0))[::250]
        assert values == want.tolist(), i
    # device pointers of all servers are disjoint, though every stand-in starts at one base
    spans = sorted(got["pointers"])
    for (a, na), (b, _) in itertools.pairwise(spans):
        assert a + na <= b, (hex(a), hex(b))
    assert "overlaps" not in stderr


CROSS = """
n = 300000  # above one staging chunk of the pointer-sized paths? no: 1.2 MB, several frames
vals = [float(k % 977) for k in range(n)]
a, b = alloc(0, 4 * n), alloc(3, 4 * n)   # server A's device 0, server C's device 3
assert put(a, vals) == 0
out = {}
out["dtod"] = lib.cuMemcpyDtoD_v2(b, a, 4 * n)
r, back = get(b, n)
out["dtod_exact"] = [r, back == vals]
assert put(b, [2.0] * n) == 0
out["by_address"] = lib.cuMemcpy(a, b, 4 * n)
r, back = get(a, n)
out["by_address_exact"] = [r, back == [2.0] * n]
assert put(a, vals) == 0
out["peer"] = lib.cuMemcpyPeer(b, ctxs[3], a, ctxs[0], 4 * n)
out["peer_exact"] = get(b, n)[1] == vals
# an asynchronous copy on the destination's stream follows the work queued there before it
on(3)
stream = c.c_void_p()
assert lib.cuStreamCreate(c.byref(stream), 0) == 0
fn3 = saxpy_function(3)
assert put(b, [0.0] * n) == 0
assert saxpy(fn3, b, b, 1.0, n, stream) == 0
out["async"] = lib.cuMemcpyDtoDAsync_v2(a, b, 4 * n, stream)
out["async_exact"] = get(a, n)[1][:5] == [0.0] * 5
# a stream of one server waiting for an event of another: waited for in the host
on(0)
event = c.c_void_p()
assert lib.cuEventCreate(c.byref(event), 0) == 0
assert lib.cuEventRecord(event, None) == 0
on(3)
out["wait"] = lib.cuStreamWaitEvent(stream, event, 0)
out["wait_sync"] = lib.cuStreamSynchronize(stream)
# one call naming two servers' objects cannot run
fn0 = saxpy_function(0)
out["launch_across"] = saxpy(fn0, a, a, 1.0, 16, stream)
out["sync_after"] = lib.cuStreamSynchronize(stream)
# a handle tagged with no server of this process
out["garbage_tag"] = lib.cuStreamSynchronize(c.c_void_p(0x7F00000000001000))
print(json.dumps(out))
"""


def test_copies_between_servers_are_staged_and_exact(trio):
    got, stderr = run_python(PRELUDE + CROSS, env=_env(trio))
    assert got["dtod"] == SUCCESS and got["dtod_exact"] == [SUCCESS, True]
    assert got["by_address"] == SUCCESS and got["by_address_exact"] == [SUCCESS, True]
    assert got["peer"] == SUCCESS and got["peer_exact"]
    assert got["async"] == SUCCESS and got["async_exact"]
    assert got["wait"] == SUCCESS and got["wait_sync"] == SUCCESS
    assert got["launch_across"] == NOT_SUPPORTED and got["sync_after"] == SUCCESS
    assert "cuLaunchKernel refused" in stderr and "two servers" in stderr
    assert got["garbage_tag"] == INVALID_HANDLE


DYING = """
n = 256
fa, fb = saxpy_function(0), saxpy_function(1)
xa, xb = alloc(0, 4 * n), alloc(1, 4 * n)
assert put(xa, [1.0] * n) == 0 and put(xb, [1.0] * n) == 0
print(json.dumps("ready"), flush=True)
sys.stdin.readline()  # the second server is killed now
t0 = time.monotonic()
on(1)
dead = [saxpy(fb, xb, xb, 1.0, n), lib.cuCtxSynchronize()]
elapsed = time.monotonic() - t0
on(0)
alive = [saxpy(fa, xa, xa, 2.0, n), lib.cuCtxSynchronize()]
print(json.dumps({"dead": dead, "elapsed": elapsed, "alive": alive, "values": get(xa, 4)}))
"""


def test_a_dead_server_fails_its_calls_and_the_others_go_on(native):
    import json
    import os
    import signal
    import subprocess
    import sys

    from lupine_helpers import HERE, ROOT

    a, b = _server(native, 1, "A"), _server(native, 1, "B")
    try:
        env = {
            **os.environ,
            "PYTHONPATH": f"{HERE}{os.pathsep}{ROOT}",
            "LUPINE_TIMEOUT": "3",
            **_env([a, b]),
        }
        proc = subprocess.Popen(
            [sys.executable, "-c", PRELUDE + DYING],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env=env,
        )
        assert proc.stdout and proc.stdin
        assert json.loads(proc.stdout.readline()) == "ready"
        children = Path(f"/proc/{b.proc.pid}/task/{b.proc.pid}/children").read_text().split()
        for pid in [*map(int, children), b.proc.pid]:  # the session too, not only the listener
            os.kill(pid, signal.SIGKILL)
        b.proc.wait()
        time.sleep(0.2)
        proc.stdin.write("go\n")
        proc.stdin.flush()
        out, err = proc.communicate(timeout=30)
        got = json.loads(out.strip().splitlines()[-1])
        assert UNAVAILABLE in got["dead"], (got, err)
        assert got["elapsed"] < 5
        assert got["alive"] == [SUCCESS, SUCCESS]
        assert got["values"] == [SUCCESS, [3.0] * 4]  # 2 * 1 + 1 on server A
        assert b.address in err
    finally:
        a.stop()
        b.stop()


# Inside a `with lupine.connect(...) as s:` block: every device's name, into `names`.
DEVICE_NAMES = """
    lib = ctypes.CDLL(str(s.libcuda))
    assert lib.cuInit(0) == 0
    n = ctypes.c_int()
    assert lib.cuDeviceGetCount(ctypes.byref(n)) == 0
    names = []
    for i in range(n.value):
        name = ctypes.create_string_buffer(64)
        assert lib.cuDeviceGetName(name, 64, i) == 0
        names.append(name.value.decode())
"""

CONNECT = (
    """
import ctypes, json, os, lupine
hosts = os.environ.pop("LUPINE_SERVER").split(",")
with lupine.connect(hosts) as s:"""
    + DEVICE_NAMES
    + """    inside = os.environ["LUPINE_SERVER"]
print(json.dumps({"servers": list(s.servers), "inside": inside, "names": names, "after": os.environ.get("LUPINE_SERVER")}))
"""
)


def test_connect_takes_a_list_of_hosts(native, trio):
    env = {**_env(trio), "LUPINE_LIBCUDA": str(native / "libcuda.so.1")}
    got, _ = run_python(CONNECT, env=env)
    addresses = [s.address for s in trio]
    assert got["servers"] == addresses and got["inside"] == ",".join(addresses)
    assert got["names"] == ["A 0", "A 1", "B 0", "C 0", "C 1", "C 2"]
    assert got["after"] is None


LOCAL = (
    """
import ctypes, json, os, lupine
hosts = os.environ.pop("LUPINE_SERVER").split(",")
with lupine.connect(hosts[:1], local=True) as s:"""
    + DEVICE_NAMES
    + """print(json.dumps({"servers": list(s.servers), "names": names}))
"""
)


def _refused(address: str) -> bool:
    import socket

    host, port = address.rsplit(":", 1)
    try:
        socket.create_connection((host, int(port)), timeout=1).close()
    except OSError:
        return True
    return False


def test_local_gpus_come_first_and_their_server_ends_with_the_process(native, trio):
    # the "local driver" here is the stand-in, named "L" (LUPINE_DRIVER: the server's driver)
    env = {
        **_env(trio),
        "LUPINE_LIBCUDA": str(native / "libcuda.so.1"),
        "LUPINE_DRIVER": str(native / "liblupine-standin.so"),
        "LUPINE_STANDIN_NAME": "L",
    }
    got, _ = run_python(LOCAL, env=env)
    local, first = got["servers"][0], got["servers"][1]
    assert first == trio[0].address and local.startswith("127.0.0.1:")
    assert got["names"] == ["L 0", "A 0", "A 1"]
    deadline = time.monotonic() + 5
    while not _refused(local) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert _refused(local), "the local GPUs' server outlived its process"


LOCAL_TOKEN = """
import ctypes, json, os, lupine, _wire
os.environ.pop("LUPINE_SERVER")
os.environ.pop("LUPINE_TOKEN", None)
with lupine.connect(local=True) as s:
    local, token = s.servers[0], os.environ.get("LUPINE_TOKEN", "")
    try:
        _wire.connect(local).close()  # another user of this machine, without the token
        stranger = "served"
    except AssertionError as e:
        stranger = "refused"
    cmdline = open(f"/proc/{lupine._local._started[0][0].pid}/cmdline", "rb").read()
    lib = ctypes.CDLL(str(s.libcuda))  # the shim sends the token made for the process
    ok = lib.cuInit(0)
print(json.dumps({"stranger": stranger, "token_bits": 4 * len(token), "init": ok,
                  "token_in_argv": token.encode() in cmdline,
                  "after": os.environ.get("LUPINE_TOKEN")}))
"""


def test_the_local_gpus_server_requires_the_processs_token(native):
    # it listens on loopback, where any user of the machine can connect: it requires the
    # token the shim sends (a random one made for the process when none is set), passed to it
    # in a file, not on its command line
    env = {
        "LUPINE_LIBCUDA": str(native / "libcuda.so.1"),
        "LUPINE_DRIVER": str(native / "liblupine-standin.so"),
        "LUPINE_SERVER": "unused:1",
    }
    got, _ = run_python(LOCAL_TOKEN, env=env)
    assert got == {"stranger": "refused", "token_bits": 256, "init": SUCCESS,
                   "token_in_argv": False, "after": None}  # fmt: skip


def test_local_gpus_without_a_driver_say_why(native, trio):
    env = {
        **_env(trio),
        "LUPINE_LIBCUDA": str(native / "libcuda.so.1"),
        "LUPINE_DRIVER": "/nonexistent/libcuda.so.1",
    }
    code = """
import json, os, lupine
os.environ.pop("LUPINE_SERVER")
try:
    with lupine.connect("a:1", local=True):
        pass
except RuntimeError as e:
    print(json.dumps(str(e)))
"""
    got, _ = run_python(code, env=env)
    assert got.startswith("the local GPUs' lupine-server did not start")
    assert "/nonexistent/libcuda.so.1" in got or "LUPINE_DRIVER" in got


def test_lupine_run_local(native, trio, tmp_path):
    import os
    import subprocess
    import sys

    probe = tmp_path / "probe.py"
    probe.write_text(
        "import ctypes\n"
        "cuda = ctypes.CDLL('libcuda.so.1')\n"
        "assert cuda.cuInit(0) == 0\n"
        "n = ctypes.c_int()\n"
        "cuda.cuDeviceGetCount(ctypes.byref(n))\n"
        "for i in range(n.value):\n"
        "    name = ctypes.create_string_buffer(64)\n"
        "    cuda.cuDeviceGetName(name, 64, i)\n"
        "    print(name.value.decode())\n"
    )
    env = {
        **os.environ,
        "LUPINE_LIBCUDA": str(native / "libcuda.so.1"),
        "LUPINE_DRIVER": str(native / "liblupine-standin.so"),
        "LUPINE_STANDIN_NAME": "L",
    }
    env.pop("LUPINE_SERVER", None)
    argv = [sys.executable, "-m", "lupine.cli", "run", "--local", "--host", trio[1].address]
    p = subprocess.run(
        [*argv, "--", sys.executable, str(probe)],
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
    )
    assert p.returncode == 0, p.stderr
    assert p.stdout.split("\n")[:2] == ["L 0", "B 0"]


GRAPHS = """
class InstantiateParams(c.Structure):
    _fields_ = [("flags", c.c_uint64), ("upload", c.c_void_p), ("err_node", c.c_void_p), ("result", c.c_int)]

class KernelNode(c.Structure):
    _fields_ = [("func", c.c_void_p)] + [(f, c.c_uint) for f in ("gx", "gy", "gz", "bx", "by", "bz", "shmem")] + [
        ("kernelParams", c.c_void_p), ("extra", c.c_void_p), ("kern", c.c_void_p), ("ctx", c.c_void_p)]

n = 512
out = {}
for dev in (0, 3, 2):  # server A's, C's and B's devices
    fn = saxpy_function(dev)
    x, y = alloc(dev, 4 * n), alloc(dev, 4 * n)
    assert put(x, [1.0] * n) == 0 and put(y, [0.0] * n) == 0
    xa, ya, aa, na = c.c_uint64(x), c.c_uint64(y), c.c_float(dev + 1.0), c.c_uint(n)
    params = (c.c_void_p * 4)(*(c.cast(c.byref(v), c.c_void_p) for v in (xa, ya, aa, na)))
    graph, node, exec_ = c.c_void_p(), c.c_void_p(), c.c_void_p()
    p = KernelNode(fn, (n + 127) // 128, 1, 1, 128, 1, 1, 0, c.cast(params, c.c_void_p), None, None, None)
    steps = [lib.cuGraphCreate(c.byref(graph), 0),
             lib.cuGraphAddKernelNode_v2(c.byref(node), graph, None, c.c_size_t(0), c.byref(p)),
             lib.cuGraphInstantiateWithFlags(c.byref(exec_), graph, c.c_ulonglong(0))]
    got = KernelNode()
    steps.append(lib.cuGraphKernelNodeGetParams_v2(node, c.byref(got)))
    same_function = got.func == fn.value
    stream = c.c_void_p()
    assert lib.cuStreamCreate(c.byref(stream), 0) == 0
    steps += [lib.cuGraphLaunch(exec_, stream), lib.cuGraphLaunch(exec_, stream), lib.cuStreamSynchronize(stream)]
    # and a graph captured from the stream
    cap = c.c_void_p()
    steps.append(lib.cuStreamBeginCapture_v2(stream, 0))
    steps.append(saxpy(fn, x, y, 10.0, n, stream))
    steps.append(lib.cuStreamEndCapture(stream, c.byref(cap)))
    exec2 = c.c_void_p()
    iparams = InstantiateParams(0, stream, None, 7)
    steps += [lib.cuGraphInstantiateWithParams(c.byref(exec2), cap, c.byref(iparams)),
              lib.cuGraphLaunch(exec2, stream), lib.cuStreamSynchronize(stream)]
    steps.append(iparams.result)  # CUDA_GRAPH_INSTANTIATE_SUCCESS
    out[str(dev)] = {"steps": steps, "same_function": same_function, "y": get(y, n)[1][:3]}
print(json.dumps(out))
"""


def test_graphs_on_every_server(trio):
    got, _ = run_python(PRELUDE + GRAPHS, env=_env(trio))
    for dev, res in got.items():
        assert res["steps"] == [SUCCESS] * len(res["steps"]), (dev, res)
        assert res["same_function"], dev
        # two launches of y += (dev + 1) * 1, then the captured y += 10 * 1
        assert res["y"] == [2.0 * (int(dev) + 1) + 10.0] * 3, (dev, res)


CUPY = """
import numpy as np, cupy as cp, json
out = {"count": cp.cuda.runtime.getDeviceCount()}
out["names"] = [cp.cuda.runtime.getDeviceProperties(i)["name"].decode() for i in range(out["count"])]
xs = []
for i in range(out["count"]):
    with cp.cuda.Device(i):
        xs.append(cp.asarray(np.arange(1000, dtype=np.float32) * (i + 1)))
with cp.cuda.Device(0):  # server B's device 2 -> server A's device 0
    z = cp.empty(1000, dtype=cp.float32)
    z.data.copy_from_device(xs[2].data, 4000)
    out["z"] = cp.asnumpy(z).tolist()
with cp.cuda.Device(1):  # A's device 0 -> B's device 1, on a non-blocking stream
    s = cp.cuda.Stream(non_blocking=True)
    v = cp.empty(1000, dtype=cp.float32)
    v.data.copy_from_device_async(xs[0].data, 4000, stream=s)
    s.synchronize()
    out["v"] = cp.asnumpy(v).tolist()
out["peer"] = cp.cuda.runtime.deviceCanAccessPeer(0, 1)
print(json.dumps(out))
"""


def test_cupy_sees_every_server_and_copies_between_them(native):
    pytest.importorskip("cupy")
    import os

    a, b = _server(native, 1, "A"), _server(native, 2, "B")
    try:
        env = {
            **_env([a, b]),
            "LD_LIBRARY_PATH": f"{native}:{os.environ.get('LD_LIBRARY_PATH', '')}",
        }
        got, _ = run_python(CUPY, env=env)
        assert got["count"] == 3 and got["names"] == ["A 0", "B 0", "B 1"]
        base = np.arange(1000, dtype=np.float32)
        assert got["z"] == (base * 3).tolist()
        assert got["v"] == base.tolist()
        assert got["peer"] == 0
    finally:
        a.stop()
        b.stop()


ASYNC_ALLOC = """
lib.cuMemAllocAsync.argtypes = [c.c_void_p, c.c_size_t, c.c_void_p]
lib.cuMemFreeAsync.argtypes = [c.c_uint64, c.c_void_p]
spans, values = [], []
for dev in range(count.value):
    on(dev)
    stream = c.c_void_p()
    assert lib.cuStreamCreate(c.byref(stream), 0) == 0
    for k in range(3):
        p = c.c_uint64()
        assert lib.cuMemAllocAsync(c.byref(p), 4096, stream) == 0
        spans.append([p.value, 4096])
        assert put(p.value, [float(dev * 10 + k)] * 4) == 0
        values.append(get(p.value, 4)[1][0])
    assert lib.cuStreamSynchronize(stream) == 0
print(json.dumps({"spans": spans, "values": values}))
"""


def test_stream_ordered_allocations_are_kept_apart(trio):
    got, stderr = run_python(PRELUDE + ASYNC_ALLOC, env=_env(trio))
    spans = sorted(got["spans"])
    for (a, na), (b, _) in itertools.pairwise(spans):
        assert a + na <= b, (hex(a), hex(b))
    assert got["values"] == [float(d * 10 + k) for d in range(6) for k in range(3)]
    assert "overlaps" not in stderr


VMM = """
class Location(c.Structure):
    _fields_ = [("type", c.c_int), ("id", c.c_int)]

class Prop(c.Structure):
    _fields_ = [("type", c.c_int), ("handle_types", c.c_int), ("location", Location),
                ("win32", c.c_void_p), ("flags", c.c_ubyte * 8)]

class Access(c.Structure):
    _fields_ = [("location", Location), ("flags", c.c_int)]

lib.cuMemAddressReserve.argtypes = [c.c_void_p, c.c_size_t, c.c_size_t, c.c_uint64, c.c_ulonglong]
lib.cuMemCreate.argtypes = [c.c_void_p, c.c_size_t, c.c_void_p, c.c_ulonglong]
lib.cuMemMap.argtypes = [c.c_uint64, c.c_size_t, c.c_size_t, c.c_ulonglong, c.c_ulonglong]
lib.cuMemSetAccess.argtypes = [c.c_uint64, c.c_size_t, c.c_void_p, c.c_size_t]
lib.cuMemGetAllocationPropertiesFromHandle.argtypes = [c.c_void_p, c.c_ulonglong]
out = {"spans": [], "values": [], "steps": [], "prop_device": []}
for dev in range(count.value):
    on(dev)
    prop = Prop(1, 0, Location(1, dev))  # pinned, on this (client-numbered) device
    gran = c.c_size_t()
    assert lib.cuMemGetAllocationGranularity(c.byref(gran), c.byref(prop), 0) == 0
    size = gran.value
    va, handle = c.c_uint64(), c.c_ulonglong()
    steps = [lib.cuMemAddressReserve(c.byref(va), size, 0, 0, 0),
             lib.cuMemCreate(c.byref(handle), size, c.byref(prop), 0),
             lib.cuMemMap(va.value, size, 0, handle.value, 0)]
    access = Access(Location(1, dev), 3)  # read-write
    steps.append(lib.cuMemSetAccess(va.value, size, c.byref(access), 1))
    back = Prop()
    steps.append(lib.cuMemGetAllocationPropertiesFromHandle(c.byref(back), handle.value))
    out["prop_device"].append(back.location.id)
    out["steps"].append(steps)
    out["spans"].append([va.value, size])
    assert put(va.value, [dev + 0.5] * 4) == 0
    out["values"].append(get(va.value, 4)[1])
    o = c.c_int(-2)
    assert lib.cuPointerGetAttribute(c.byref(o), 9, va.value) == 0  # DEVICE_ORDINAL
    out.setdefault("ordinals", []).append(o.value)
print(json.dumps(out))
"""


def test_virtual_memory_on_every_server(trio):
    got, stderr = run_python(PRELUDE + VMM, env=_env(trio))
    assert got["steps"] == [[SUCCESS] * 5] * 6, stderr
    assert got["prop_device"] == list(range(6))  # the client's numbers come back
    assert got["ordinals"] == list(range(6))  # and the memory is on that device
    spans = sorted(got["spans"])
    for (a, na), (b, _) in itertools.pairwise(spans):
        assert a + na <= b, (hex(a), hex(b))
    assert got["values"] == [[d + 0.5] * 4 for d in range(6)]


def test_virtual_memory_device_numbers_follow_cuda_visible_devices(native, trio):
    # one server of three devices, the client seeing only its last: location ids are the
    # client's numbers both ways
    got, stderr = run_python(PRELUDE + VMM, env=_env(trio[2:], CUDA_VISIBLE_DEVICES="2"))
    assert got["steps"] == [[SUCCESS] * 5], stderr
    assert got["prop_device"] == [0] and got["ordinals"] == [0]
    assert got["values"] == [[0.5] * 4]


MIXED = """
import sys
lib.cuMemAlloc_v2.argtypes = [c.c_void_p, c.c_size_t]
sizes = [16, 16, 1 << 20, 1 << 20, 4096, 3 << 20, 8]
spans, fails = [], []
for k in range(60):
    dev = k % count.value
    on(dev)
    p = c.c_uint64()
    n = sizes[k % len(sizes)]
    r = lib.cuMemAlloc_v2(c.byref(p), n)
    if r:
        fails.append([dev, n, r])
    else:
        spans.append([p.value, n])
print(json.dumps({"spans": spans, "fails": fails}))
"""


def test_allocations_of_mixed_sizes_step_past_other_servers_memory(native):
    # every stand-in places memory from one base with a bump allocator: small allocations
    # on one server must step past large ones of the other (a pad), not retry 64 times
    a, b = _server(native, 1, "A"), _server(native, 1, "B")
    try:
        got, stderr = run_python(PRELUDE + MIXED, env=_env([a, b]))
        assert got["fails"] == [], stderr
        spans = sorted(got["spans"])
        assert len(spans) == 60
        for (x, nx), (y, _) in itertools.pairwise(spans):
            assert x + nx <= y, (hex(x), hex(y))
    finally:
        a.stop()
        b.stop()


def test_host_lists_as_users_write_them():
    from lupine._connect import _hosts

    assert _hosts("a:1,b", None) == ("a:1", "b:14833")  # as LUPINE_SERVER is written
    assert _hosts(["a:1", "b:2, c"], None) == ("a:1", "b:2", "c:14833")
    for bad, says in [
        ("a:1,a:1", "named twice"),
        ("127.0.0.1:abc", "not a port"),
        ("a:99999", "not a port"),
        (":5", "names no machine"),
        ([f"h{i}" for i in range(17)], "at most 16"),
    ]:
        with pytest.raises(ValueError, match=says):
            _hosts(bad, None)


def test_lupine_dask_is_an_attribute_of_lupine():
    pytest.importorskip("distributed")
    import lupine

    assert lupine.dask.LupineWorkers.__name__ == "LupineWorkers"


def test_a_cpu_pytorch_on_the_native_path_says_what_to_do(native, trio):
    torch = pytest.importorskip("torch")
    if torch.backends.cuda.is_built():
        pytest.skip("this PyTorch has CUDA")
    code = """
import json, lupine
with lupine.connect(host=__import__("os").environ["LUPINE_SERVER"], sidecar=False) as s:
    try:
        s.device()
        print(json.dumps("no error"))
    except RuntimeError as e:
        print(json.dumps(str(e)))
"""
    env = {**_env(trio[:1]), "LUPINE_LIBCUDA": str(native / "libcuda.so.1")}
    got, _ = run_python(code, env=env)
    assert "no CUDA backend" in got and "sidecar=True" in got


def test_devices_without_pytorch_says_what_to_do(native):
    code = """
import json, sys, lupine
sys.modules["torch"] = None  # as where PyTorch is not installed
with lupine.connect(host="127.0.0.1:1", sidecar=False) as s:
    said = []
    for call in (s.devices, s.device):
        try:
            call()
        except ImportError as e:
            said.append([type(e).__name__, str(e)])
print(json.dumps(said))
"""
    got, _ = run_python(code, env={"LUPINE_LIBCUDA": str(native / "libcuda.so.1")})
    assert [kind for kind, _ in got] == ["ImportError", "ImportError"]
    assert got[0][1].startswith("Session.devices() gives torch.device objects, and PyTorch is not")
    assert "pip install torch" in got[0][1] and "No module named" not in got[0][1]
    assert got[1][1].startswith("Session.device() gives")


def test_local_gpus_alone_and_no_files_left(native, tmp_path):
    code = """
import ctypes, json, os, lupine
with lupine.connect(local=True) as s:
    lib = ctypes.CDLL(str(s.libcuda))
    n = ctypes.c_int()
    print(json.dumps([len(s.servers), lib.cuInit(0), lib.cuDeviceGetCount(ctypes.byref(n)), n.value]))
"""
    env = {
        "LUPINE_LIBCUDA": str(native / "libcuda.so.1"),
        "LUPINE_DRIVER": str(native / "liblupine-standin.so"),
        "TMPDIR": str(tmp_path),
    }
    import os

    saved = os.environ.pop("LUPINE_SERVER", None)
    try:
        got, _ = run_python(code, env=env)
    finally:
        if saved is not None:
            os.environ["LUPINE_SERVER"] = saved
    assert got == [1, SUCCESS, SUCCESS, 1]
    assert list(tmp_path.iterdir()) == []


PCI = """
lib.cuDeviceGetPCIBusId.argtypes = [c.c_char_p, c.c_int, c.c_int]
found = []
for i in range(count.value):
    bus = c.create_string_buffer(32)
    assert lib.cuDeviceGetPCIBusId(bus, 32, i) == 0
    d = c.c_int(-1)
    found.append([lib.cuDeviceGetByPCIBusId(c.byref(d), bus.value), d.value])
print(json.dumps(found))
"""


@pytest.mark.parametrize(
    ("visible", "want"),
    [
        # stand-in bus ids follow the server's own ordinal, so servers share them: the first
        # server with a visible device of that id answers
        (None, [0, 1, 0, 0, 1, 5]),
        ("5,1", [0, 1]),
    ],
)
def test_pci_bus_ids_are_looked_up_on_every_server(trio, visible, want):
    extra = {"CUDA_VISIBLE_DEVICES": visible} if visible else {}
    got, _ = run_python(PRELUDE + PCI, env=_env(trio, **extra))
    assert got == [[SUCCESS, d] for d in want]


IDLE = """
spin = open(os.environ["SPIN"], "rb").read() + b"\\0"
def spin_function(i):
    on(i)
    mod, fn = c.c_void_p(), c.c_void_p()
    assert lib.cuModuleLoadData(c.byref(mod), spin) == 0
    assert lib.cuModuleGetFunction(c.byref(fn), mod, b"spin") == 0
    return fn
out = {}
# a garbage stream handle after every stream was idle: the server says what it is
on(0)
assert lib.cuCtxSynchronize() == 0
out["garbage"] = [lib.cuStreamQuery(c.c_void_p(0x5A5A0000)), lib.cuStreamSynchronize(c.c_void_p(0x5A5A0000))]
# server B's stream is busy (a kernel that waits 1.5 s); synchronising server A's context
# must not make it look idle
fb = spin_function(2)
sb = c.c_void_p()
assert lib.cuStreamCreate(c.byref(sb), 0) == 0
a0, a1, ns, n0 = c.c_uint64(0), c.c_uint64(0), c.c_uint64(1500 * 1000 * 1000), c.c_uint64(0)
params = (c.c_void_p * 4)(*(c.cast(c.byref(v), c.c_void_p) for v in (a0, a1, ns, n0)))
assert lib.cuLaunchKernel(fb, 1, 1, 1, 1, 1, 1, 0, sb, params, None) == 0
on(0)
assert lib.cuCtxSynchronize() == 0
out["b_busy"] = lib.cuStreamQuery(sb)  # CUDA_ERROR_NOT_READY
t0 = time.monotonic()
out["b_sync"] = lib.cuStreamSynchronize(sb)
out["waited"] = time.monotonic() - t0
print(json.dumps(out))
"""


def test_idle_streams_are_known_per_server_and_garbage_is_asked(trio):
    spin = str(Path(__file__).resolve().parents[2] / "fixtures" / "spin.ptx")
    got, _ = run_python(PRELUDE + IDLE, env=_env(trio, SPIN=spin))
    assert got["garbage"] == [INVALID_HANDLE, INVALID_HANDLE]
    assert got["b_busy"] == CURESULT["CUDA_ERROR_NOT_READY"]
    assert got["b_sync"] == SUCCESS and got["waited"] > 0.5


COPY2D = """
a, b, a2 = alloc(0, 256), alloc(3, 256), alloc(0, 256)
assert put(a, [float(k) for k in range(64)]) == 0
def copy2d(dst, src):
    m = M2D(0, 0, 2, None, src, None, 64, 0, 0, 2, None, dst, None, 64, 64, 4)  # DEVICE
    return lib.cuMemcpy2D_v2(c.byref(m))
on(0)
out = {"same": copy2d(a2, a), "same_values": get(a2, 64)[1] == [float(k) for k in range(64)],
       "across": copy2d(b, a)}
lib.cuMemcpyPeer.argtypes = [c.c_uint64, c.c_void_p, c.c_uint64, c.c_void_p, c.c_size_t]
out["null_context"] = lib.cuMemcpyPeer(b, None, a, ctxs[0], 16)
print(json.dumps(out))
"""


def test_pitched_copies_between_servers_are_refused_by_name(trio):
    got, stderr = run_python(PRELUDE + COPY2D, env=_env(trio))
    assert got["same"] == SUCCESS and got["same_values"]
    assert got["across"] == NOT_SUPPORTED and "cuMemcpy2D_v2 refused" in stderr
    assert got["null_context"] == CURESULT["CUDA_ERROR_INVALID_CONTEXT"]


ARRAYS = """
class A3D(c.Structure):
    _fields_ = [("Width", c.c_size_t), ("Height", c.c_size_t), ("Depth", c.c_size_t),
                ("Format", c.c_int), ("NumChannels", c.c_uint), ("Flags", c.c_uint)]
class AD(c.Structure):
    _fields_ = [("Width", c.c_size_t), ("Height", c.c_size_t), ("Format", c.c_int),
                ("NumChannels", c.c_uint)]
class RES(c.Structure):  # CUDA_RESOURCE_DESC: the union as 16 words
    _fields_ = [("resType", c.c_int), ("res", c.c_uint64 * 16), ("flags", c.c_uint)]
class TEX(c.Structure):  # CUDA_TEXTURE_DESC
    _fields_ = [("addressMode", c.c_int * 3), ("filterMode", c.c_int), ("flags", c.c_uint),
                ("maxAnisotropy", c.c_uint), ("mipmapFilterMode", c.c_int),
                ("mipmapLevelBias", c.c_float), ("minMipmapLevelClamp", c.c_float),
                ("maxMipmapLevelClamp", c.c_float), ("borderColor", c.c_float * 4),
                ("reserved", c.c_int * 12)]
assert c.sizeof(M2D) == 128 and c.sizeof(RES) == 144 and c.sizeof(TEX) == 104
FLOAT, HOST, DEVICE, ARRAY, R_ARRAY, R_LINEAR, LDST = 0x20, 1, 2, 3, 0, 2, 2
W, H = 64, 16
lib.cuTexObjectGetResourceDesc.argtypes = [c.c_void_p, c.c_uint64]
lib.cuTexObjectDestroy.argtypes = [c.c_uint64]
lib.cuSurfObjectDestroy.argtypes = [c.c_uint64]

def array(i, flags=0):
    on(i)
    a = c.c_void_p()
    assert lib.cuArray3DCreate_v2(c.byref(a), c.byref(A3D(W, H, 0, FLOAT, 1, flags))) == 0
    return a

def to_array(a, values):
    host = (c.c_float * (W * H))(*values)
    m = M2D(srcMemoryType=HOST, srcHost=c.cast(host, c.c_void_p), srcPitch=4 * W,
            dstMemoryType=ARRAY, dstArray=a, WidthInBytes=4 * W, Height=H)
    return lib.cuMemcpy2D_v2(c.byref(m))

def from_array(a):
    host = (c.c_float * (W * H))()
    m = M2D(srcMemoryType=ARRAY, srcArray=a, dstMemoryType=HOST,
            dstHost=c.cast(host, c.c_void_p), dstPitch=4 * W, WidthInBytes=4 * W, Height=H)
    return [lib.cuMemcpy2D_v2(c.byref(m)), list(host)]

def texture(res):
    t = c.c_uint64()
    r = lib.cuTexObjectCreate(c.byref(t), c.byref(res), c.byref(TEX()), None)
    return r, t.value

def on_array(a):
    res = RES(resType=R_ARRAY)
    res.res[0] = a.value
    return res

def resource_of(t):
    got = RES()
    r = lib.cuTexObjectGetResourceDesc(c.byref(got), t)
    return [r, got.resType, got.res[0]]

out = {"values": {}, "descriptors": {}}
arrays = {}
for i in (0, 2, 3):  # a device of each server (A, B, C)
    a = arrays[i] = array(i)
    values = [float(i * 1000 + k) for k in range(W * H)]
    r = to_array(a, values)
    back = from_array(a)
    out["values"][i] = [r, back[0], back[1] == values]
    d = AD()
    r = lib.cuArrayGetDescriptor_v2(c.byref(d), a)
    out["descriptors"][i] = [r, d.Width, d.Height, d.Format, d.NumChannels]
out["handles_tagged"] = [arrays[0].value < (1 << 56), arrays[2].value >= (1 << 56), arrays[3].value >= (1 << 56)]

# texture objects: server A's on linear memory, server B's on its array. Each stand-in
# numbers its objects from 1, so both are 1.
lin = alloc(0, 4 * W * H)
on(0)
res = RES(resType=R_LINEAR)
res.res[0] = lin
res.res[1] = FLOAT | (1 << 32)
res.res[2] = 4 * W * H
ra, ta = texture(res)
on(2)
rb, tb = texture(on_array(arrays[2]))
rb2, tb2 = texture(on_array(arrays[2]))
out["made"] = [ra, ta, rb, tb, rb2, tb2]
# a value only B made goes to B whatever the current context; a value both made goes to
# the server of the current context
on(0)
out["b2_from_a"] = resource_of(tb2)
out["one_from_a"] = resource_of(1)
on(2)
out["one_from_b"] = resource_of(1)
out["array_b"] = arrays[2].value
on(0)
out["destroy_b2_from_a"] = [lib.cuTexObjectDestroy(tb2), lib.cuTexObjectDestroy(tb2)]
# surfaces: only on an array made for surface load/store
s, s2 = c.c_uint64(), c.c_uint64()
on(3)
out["surface_plain"] = lib.cuSurfObjectCreate(c.byref(s), c.byref(on_array(arrays[3])))
out["surface_ldst"] = lib.cuSurfObjectCreate(c.byref(s2), c.byref(on_array(array(3, LDST))))
on(0)
out["surface_destroy_from_a"] = lib.cuSurfObjectDestroy(s2.value)
on(2)
out["texture_destroy"] = lib.cuTexObjectDestroy(tb)
on(0)
out["texture_destroy_a"] = lib.cuTexObjectDestroy(ta)
out["array_destroy"] = [lib.cuArrayDestroy(arrays[i]) for i in (0, 2, 3)]
out["array_destroy_again"] = lib.cuArrayDestroy(arrays[2])
print(json.dumps(out))
"""


def test_arrays_and_texture_objects_on_every_server(trio):
    # Texture objects are plain 64-bit values (kernel parameters), so the shim cannot tag
    # them: it remembers which server made each (native/shim/value_handles.c)
    got, _ = run_python(PRELUDE + ARRAYS, env=_env(trio))
    for i in ("0", "2", "3"):
        assert got["values"][i] == [SUCCESS, SUCCESS, True], i
        assert got["descriptors"][i] == [SUCCESS, 64, 16, 0x20, 1], i
    assert got["handles_tagged"] == [True, True, True]
    assert got["made"] == [SUCCESS, 1, SUCCESS, 1, SUCCESS, 2]
    assert got["b2_from_a"] == [SUCCESS, 0, got["array_b"]]  # B's array, as the client knows it
    assert got["one_from_a"][:2] == [SUCCESS, 2]  # A's: linear memory
    assert got["one_from_b"] == [SUCCESS, 0, got["array_b"]]
    assert got["destroy_b2_from_a"] == [SUCCESS, CURESULT["CUDA_ERROR_INVALID_VALUE"]]
    assert got["surface_plain"] == CURESULT["CUDA_ERROR_INVALID_VALUE"]
    assert got["surface_ldst"] == SUCCESS and got["surface_destroy_from_a"] == SUCCESS
    assert got["texture_destroy"] == SUCCESS and got["texture_destroy_a"] == SUCCESS
    assert got["array_destroy"] == [SUCCESS] * 3
    assert got["array_destroy_again"] == INVALID_HANDLE


AGED = """
spin_ptx = open(os.environ["SPIN"], "rb").read() + b"\\0"
streams = []
for i in (0, 2, 3):  # a device of each server
    on(i)
    mod, fn, s = c.c_void_p(), c.c_void_p(), c.c_void_p()
    assert lib.cuModuleLoadData(c.byref(mod), spin_ptx) == 0
    assert lib.cuModuleGetFunction(c.byref(fn), mod, b"spin") == 0
    assert lib.cuStreamCreate(c.byref(s), 1) == 0
    vals = [c.c_uint64(0), c.c_uint64(0), c.c_uint64(300 * 10**6), c.c_uint64(0)]
    params = (c.c_void_p * 4)(*[c.cast(c.byref(v), c.c_void_p) for v in vals])
    assert lib.cuLaunchKernel(fn, 1, 1, 1, 32, 1, 1, 0, s, params, None) == 0  # deferred
    streams.append((i, s))
time.sleep(1.0)  # no CUDA call: each server's batch goes out by its age alone
done = []
for i, s in streams:
    on(i)
    done.append(lib.cuStreamQuery(s))
print(json.dumps(done))
"""


def test_each_servers_batch_goes_out_by_its_age(trio):
    # the flusher keeps one deadline per server (native/shim/client.c): three launches of a
    # 300 ms spin, one per server, each the only call of its batch, all over a second later
    # (with LUPINE_BATCH_US=10000000 each query finds its spin just begun: NOT_READY)
    spin = str(Path(__file__).resolve().parents[2] / "fixtures" / "spin.ptx")
    got, _ = run_python(PRELUDE + AGED, env=_env(trio, SPIN=spin))
    assert got == [SUCCESS, SUCCESS, SUCCESS]


STOPPED = """
spin_ptx = open(os.environ["SPIN"], "rb").read() + b"\\0"
on(0)
mod, fn, s0 = c.c_void_p(), c.c_void_p(), c.c_void_p()
assert lib.cuModuleLoadData(c.byref(mod), spin_ptx) == 0
assert lib.cuModuleGetFunction(c.byref(fn), mod, b"spin") == 0
assert lib.cuStreamCreate(c.byref(s0), 1) == 0
big = 200 << 10
far = alloc(1, big)
on(1)
s1 = c.c_void_p()
assert lib.cuStreamCreate(c.byref(s1), 1) == 0
lib.cuMemcpyHtoDAsync_v2.argtypes = [c.c_uint64, c.c_void_p, c.c_size_t, c.c_void_p]
data = (c.c_ubyte * big)()
import threading
go = threading.Event()

def fill():  # batches for B, each sent by B's flusher by its age, until B's socket is full
    assert lib.cuCtxSetCurrent(ctxs[1]) == 0  # (before B stops: setting it may ask B)
    go.wait()
    for _ in range(400):
        if lib.cuMemcpyHtoDAsync_v2(far, data, big, s1):
            return
        time.sleep(0.001)

threading.Thread(target=fill, daemon=True).start()
time.sleep(0.2)
print("ready", flush=True)
sys.stdin.readline()  # server B is stopped now
go.set()
time.sleep(1.0)  # B's flusher is blocked in its send by now
on(0)
done = []
for _ in range(3):
    vals = [c.c_uint64(0), c.c_uint64(0), c.c_uint64(50 * 10**6), c.c_uint64(0)]
    params = (c.c_void_p * 4)(*[c.cast(c.byref(v), c.c_void_p) for v in vals])
    assert lib.cuLaunchKernel(fn, 1, 1, 1, 32, 1, 1, 0, s0, params, None) == 0
    time.sleep(0.5)  # no call: A's batch goes out by its age, whatever B does
    done.append(lib.cuStreamQuery(s0))
    assert lib.cuStreamSynchronize(s0) == 0
print(json.dumps(done), flush=True)
os._exit(0)  # B's connection may still be blocked
"""


def test_a_stopped_server_holds_up_no_other_servers_batches(native):
    # each connection has its own flusher (native/shim/client.c): B's, blocked in a send to a
    # stopped server, does not keep A's launches from A's GPU
    import os
    import signal
    import subprocess
    import sys

    from lupine_helpers import HERE, ROOT

    a = _server(native, 1, "A")
    b = Server(native, "--once", env={"LUPINE_STANDIN_DEVICES": "1", "LUPINE_STANDIN_NAME": "B"})
    spin = str(Path(__file__).resolve().parents[2] / "fixtures" / "spin.ptx")
    env = {**os.environ, "PYTHONPATH": f"{HERE}{os.pathsep}{ROOT}", **_env([a, b], SPIN=spin)}
    proc = subprocess.Popen(
        [sys.executable, "-c", PRELUDE + STOPPED],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
    )
    try:
        assert proc.stdout.readline().strip() == "ready", proc.stderr.read()
        os.kill(b.proc.pid, signal.SIGSTOP)  # --once: the session is the listening process
        proc.stdin.write("go\n")
        proc.stdin.flush()
        out, err = proc.communicate(timeout=60)
    finally:
        os.kill(b.proc.pid, signal.SIGCONT)
        proc.kill()
        a.stop()
        b.stop()
    assert json.loads(out.strip().splitlines()[-1]) == [SUCCESS] * 3, err


GLOBALS = """
counter_ptx = open(os.environ["COUNTER"], "rb").read() + b"\\0"
lib.cuModuleGetGlobal_v2.argtypes = [c.c_void_p, c.c_void_p, c.c_void_p, c.c_char_p]
def counter(i):  # module_counter.ptx's `counter` (.u32, starts at 7) on device i
    on(i)
    mod, d, n = c.c_void_p(), c.c_uint64(), c.c_size_t()
    assert lib.cuModuleLoadData(c.byref(mod), counter_ptx) == 0
    assert lib.cuModuleGetGlobal_v2(c.byref(d), c.byref(n), mod, b"counter") == 0
    return d.value
def write(i, p, v):
    on(i)
    return lib.cuMemcpyHtoD_v2(p, (c.c_uint * 1)(v), 4)
def read(i, p):
    on(i)
    h = (c.c_uint * 1)()
    return [lib.cuMemcpyDtoH_v2(h, p, 4), h[0]]
gA, gB = counter(0), counter(2)  # servers A and B: the stand-ins place both at one address
out = {"same_address": gA == gB}
out["write_b"] = write(2, gB, 9)  # cudaMemcpyToSymbol on B's device: B's variable
out["write_a"] = write(0, gA, 5)
out["read_a"], out["read_b"] = read(0, gA), read(2, gB)
out["from_c"] = write(3, gB, 1)  # a context of neither server: which one is meant?
ordinal = c.c_int(-1)
on(2)
out["ordinal_b"] = [lib.cuPointerGetAttribute(c.byref(ordinal), 9, gB), ordinal.value]
print(json.dumps(out))
"""


def test_a_module_global_two_servers_place_alike_goes_to_the_current_contexts(trio):
    # Module globals are placed by each server's driver, alike in similar processes (the
    # stand-ins: at one address), so the shim cannot keep them apart: the address goes to
    # the server of the current context, as cudaMemcpyToSymbol runs on the module's device,
    # and is refused in a context of neither server (a write to it once went to the other
    # server: silently wrong data). Told this process's mappings before each module load
    # (LP_AVOID), the second server keeps off the first one's variable; told nothing, the
    # stand-ins place both alike, which is the case here.
    counter_ptx = Path(__file__).resolve().parents[2] / "fixtures/corpus/nvcc/module_counter.ptx"
    env = _env(trio, COUNTER=str(counter_ptx), LUPINE_AVOID="0")
    got, err = run_python(PRELUDE + GLOBALS, env=env)
    assert got["same_address"] is True
    assert got["write_b"] == SUCCESS and got["write_a"] == SUCCESS
    assert got["read_a"] == [SUCCESS, 5] and got["read_b"] == [SUCCESS, 9]
    assert got["from_c"] == CURESULT["CUDA_ERROR_INVALID_VALUE"]
    assert "lies in memory of two servers" in err
    assert got["ordinal_b"] == [SUCCESS, 2]


RESET = """
pa = alloc(0, 64)
assert put(pa, [1.0] * 16) == 0
assert lib.cuDevicePrimaryCtxReset_v2(2) == 0  # server B's device: A's memory stays
ctx = c.c_void_p()
assert lib.cuDevicePrimaryCtxRetain(c.byref(ctx), 2) == 0
ctxs[2] = ctx
pb = alloc(2, 64)
assert put(pb, [7.0] * 16) == 0
on(0)
print(json.dumps({"apart": pa != pb, "a": get(pa, 16)}))
"""


def test_a_reset_on_one_server_forgets_only_that_servers_memory(trio):
    got, _ = run_python(PRELUDE + RESET, env=_env(trio))
    assert got == {"apart": True, "a": [SUCCESS, [1.0] * 16]}


LAUNCH_EVENT = """
class ATTR(c.Structure):  # CUlaunchAttribute: id, pad, value (an event, flags, ...)
    _fields_ = [("id", c.c_int), ("pad", c.c_int), ("event", c.c_void_p), ("flags", c.c_int),
                ("rest", c.c_ubyte * 52)]
class CFG(c.Structure):  # CUlaunchConfig
    _fields_ = [("gx", c.c_uint), ("gy", c.c_uint), ("gz", c.c_uint), ("bx", c.c_uint),
                ("by", c.c_uint), ("bz", c.c_uint), ("shm", c.c_uint), ("stream", c.c_void_p),
                ("attrs", c.c_void_p), ("numAttrs", c.c_uint)]
assert c.sizeof(ATTR) == 72
lib.cuLaunchKernelEx.argtypes = [c.c_void_p, c.c_void_p, c.c_void_p, c.c_void_p]
out = {}
for dev in (0, 2, 3):  # a device of each server
    fn = saxpy_function(dev)
    x, y = alloc(dev, 16), alloc(dev, 16)
    put(x, [1.0] * 4)
    put(y, [1.0] * 4)
    s, e = c.c_void_p(), c.c_void_p()
    assert lib.cuStreamCreate(c.byref(s), 1) == 0 and lib.cuEventCreate(c.byref(e), 0) == 0
    xa, ya, aa, na = c.c_uint64(x), c.c_uint64(y), c.c_float(2.0), c.c_uint(4)
    params = (c.c_void_p * 4)(*(c.cast(c.byref(v), c.c_void_p) for v in (xa, ya, aa, na)))
    got = []
    for attr in (12, 7):  # LAUNCH_COMPLETION_EVENT, PROGRAMMATIC_EVENT: the device's own event
        a = ATTR(attr, 0, e, 0)
        cfg = CFG(1, 1, 1, 128, 1, 1, 0, s, c.cast(c.byref(a), c.c_void_p), 1)
        got.append([lib.cuLaunchKernelEx(c.byref(cfg), fn, params, None),
                    lib.cuStreamSynchronize(s), lib.cuEventQuery(e)])
    got.append(get(y, 4))
    out[dev] = got
print(json.dumps(out))
"""


def test_a_launch_attribute_names_its_event_on_every_server(trio):
    # the event inside a launch attribute is tagged like any handle of a server k > 0: the
    # shim strips it (and routes by it) as it strips handle arguments; it went raw, so the
    # server refused it and the launch never ran
    got, _ = run_python(PRELUDE + LAUNCH_EVENT, env=_env(trio))
    for dev in ("0", "2", "3"):
        assert got[dev][:2] == [[SUCCESS] * 3] * 2, dev
        assert got[dev][2] == [SUCCESS, [5.0] * 4], dev  # y = 2x + y, twice


GRAPH_FOREIGN_KERNEL = """
class KNP(c.Structure):  # CUDA_KERNEL_NODE_PARAMS (v2)
    _fields_ = [("func", c.c_void_p), ("gx", c.c_uint), ("gy", c.c_uint), ("gz", c.c_uint),
                ("bx", c.c_uint), ("by", c.c_uint), ("bz", c.c_uint), ("shm", c.c_uint),
                ("kernelParams", c.c_void_p), ("extra", c.c_void_p), ("kern", c.c_void_p),
                ("ctx", c.c_void_p)]
assert c.sizeof(KNP) == 72
lib.cuGraphAddKernelNode_v2.argtypes = [c.c_void_p, c.c_void_p, c.c_void_p, c.c_size_t, c.c_void_p]
out = {}
for graph_dev, fn_dev in ((0, 2), (2, 0), (2, 3), (2, 2)):
    fn = saxpy_function(fn_dev)
    x, y = alloc(fn_dev, 16), alloc(fn_dev, 16)
    xa, ya, aa, na = c.c_uint64(x), c.c_uint64(y), c.c_float(2.0), c.c_uint(4)
    params = (c.c_void_p * 4)(*(c.cast(c.byref(v), c.c_void_p) for v in (xa, ya, aa, na)))
    on(graph_dev)
    g, node = c.c_void_p(), c.c_void_p()
    assert lib.cuGraphCreate(c.byref(g), 0) == 0
    p = KNP(fn, 1, 1, 1, 128, 1, 1, 0, c.cast(params, c.c_void_p), None, None, None)
    out[f"{graph_dev}<-{fn_dev}"] = lib.cuGraphAddKernelNode_v2(c.byref(node), g, None, 0, c.byref(p))
print(json.dumps(out))
"""


def test_a_graph_refuses_a_kernel_node_of_another_servers_function(trio):
    # a kernel node's function names its server: added to another server's graph, the call
    # is refused as every call naming two servers is (it went to one of them, which then ran
    # or refused the other's handle)
    got, err = run_python(PRELUDE + GRAPH_FOREIGN_KERNEL, env=_env(trio))
    assert got == {"0<-2": NOT_SUPPORTED, "2<-0": NOT_SUPPORTED, "2<-3": NOT_SUPPORTED,
                   "2<-2": SUCCESS}  # fmt: skip
    assert "cuGraphAddKernelNode_v2 refused" in err


VMM_HANDLES = """
class LOC(c.Structure):
    _fields_ = [("type", c.c_int), ("id", c.c_int)]
class AFLAGS(c.Structure):
    _fields_ = [("compressionType", c.c_ubyte), ("gpuDirectRDMACapable", c.c_ubyte),
                ("usage", c.c_ushort), ("reserved", c.c_ubyte * 4)]
class PROP(c.Structure):  # CUmemAllocationProp
    _fields_ = [("type", c.c_int), ("requestedHandleTypes", c.c_int), ("location", LOC),
                ("win32", c.c_void_p), ("allocFlags", AFLAGS)]
lib.cuMemCreate.argtypes = [c.c_void_p, c.c_size_t, c.c_void_p, c.c_ulonglong]
lib.cuMemRelease.argtypes = [c.c_ulonglong]
lib.cuMemMap.argtypes = [c.c_uint64, c.c_size_t, c.c_size_t, c.c_ulonglong, c.c_ulonglong]
lib.cuMemGetAllocationPropertiesFromHandle.argtypes = [c.c_void_p, c.c_ulonglong]
lib.cuMemAddressReserve.argtypes = [c.c_void_p, c.c_size_t, c.c_size_t, c.c_uint64, c.c_ulonglong]
G = 2 << 20
def create(dev):
    on(dev)
    h, p = c.c_ulonglong(), PROP(type=1, location=LOC(1, dev))  # PINNED, on the device
    assert lib.cuMemCreate(c.byref(h), G, c.byref(p), 0) == 0
    return h.value
hB, hA = create(2), create(0)  # B's first: a value both servers gave goes to B from C
out = {"collide": hA == hB}
on(3)  # server C's context: each call about B's allocation still goes to B
p = PROP()
out["props_b"] = [lib.cuMemGetAllocationPropertiesFromHandle(c.byref(p), hB), p.location.id]
on(0)
va = c.c_uint64()
assert lib.cuMemAddressReserve(c.byref(va), G, 0, 0, 0) == 0  # A's range
out["map_b_into_a"] = lib.cuMemMap(va.value, G, 0, hB, 0)
out["map_a_into_a"] = lib.cuMemMap(va.value, G, 0, hA, 0) if not out["collide"] else 0
on(2)
out["release_b"] = lib.cuMemRelease(hB)
on(0)
out["release_a"] = lib.cuMemRelease(hA)  # (still mapped: released when unmapped, as CUDA)
print(json.dumps(out))
"""


def test_vmm_allocation_handles_go_to_the_server_that_made_them(trio):
    # CUmemGenericAllocationHandle is an integer, not taggable: the shim remembers its server
    # (native/shim/value_handles.c); the calls went to the current context's server
    got, err = run_python(PRELUDE + VMM_HANDLES, env=_env(trio))
    assert got["props_b"] == [SUCCESS, 2]
    assert got["release_b"] == SUCCESS and got["release_a"] == SUCCESS
    if got["collide"]:  # both servers gave one value: in A's context it is A's allocation
        assert got["map_b_into_a"] == SUCCESS
    else:
        assert got["map_b_into_a"] == NOT_SUPPORTED and "cuMemMap refused" in err
        assert got["map_a_into_a"] == SUCCESS


NULL_STREAM = """
n = 1 << 20
pb = alloc(2, n)  # server B's memory
on(2)
lib.cuMemsetD8_v2.argtypes = [c.c_uint64, c.c_ubyte, c.c_size_t]
assert lib.cuMemsetD8_v2(pb, 0x5A, n) == 0
host = (c.c_ubyte * n)()
lib.cuMemcpyDtoHAsync_v2.argtypes = [c.c_void_p, c.c_uint64, c.c_size_t, c.c_void_p]
on(0)  # server A's context: its NULL stream is A's, which cannot order work on B
out = {"a_null": lib.cuMemcpyDtoHAsync_v2(host, pb, n, None)}
on(2)
out["b_null"] = [lib.cuMemcpyDtoHAsync_v2(host, pb, n, None), lib.cuCtxSynchronize(), host[n - 1]]
print(json.dumps(out))
"""


def test_the_null_stream_is_the_current_contexts(trio):
    # Work on B's memory queued on A's NULL stream would run on B's, unordered with A's
    # synchronisation (the data arrived after cuCtxSynchronize said all was done): refused
    got, err = run_python(PRELUDE + NULL_STREAM, env=_env(trio))
    assert got == {"a_null": NOT_SUPPORTED, "b_null": [SUCCESS, SUCCESS, 0x5A]}
    assert "cuMemcpyDtoHAsync_v2 refused" in err


CAPTURE_WAIT = """
lib.cuStreamBeginCapture_v2.argtypes = [c.c_void_p, c.c_int]
lib.cuStreamWaitEvent.argtypes = [c.c_void_p, c.c_void_p, c.c_uint]
lib.cuStreamEndCapture.argtypes = [c.c_void_p, c.c_void_p]
on(0)
sA, eA = c.c_void_p(), c.c_void_p()
assert lib.cuStreamCreate(c.byref(sA), 1) == 0 and lib.cuEventCreate(c.byref(eA), 0) == 0
assert lib.cuEventRecord(eA, sA) == 0
on(2)
sB = c.c_void_p()
assert lib.cuStreamCreate(c.byref(sB), 1) == 0
out = {"begin": lib.cuStreamBeginCapture_v2(sB, 2)}  # CU_STREAM_CAPTURE_MODE_RELAXED
out["wait_captured"] = lib.cuStreamWaitEvent(sB, eA, 0)
g = c.c_void_p()
out["end"] = lib.cuStreamEndCapture(sB, c.byref(g))
out["wait_plain"] = lib.cuStreamWaitEvent(sB, eA, 0)  # not capturing: waits in the host
print(json.dumps(out))
"""


def test_a_capturing_stream_refuses_a_wait_for_another_servers_event(trio):
    # the wait in the host would not be an edge of the graph: its replays would not wait
    got, err = run_python(PRELUDE + CAPTURE_WAIT, env=_env(trio))
    assert got["begin"] == SUCCESS and got["wait_captured"] == NOT_SUPPORTED
    assert got["wait_plain"] == SUCCESS
    assert "a stream being captured cannot wait for an event of another server" in err


CONTEXTS = """
import ctypes as c, json, threading
import _driver
lib = _driver.load()
V, U64 = c.c_void_p, c.c_uint64
lib.cuMemcpyDtoH_v2.argtypes = [V, U64, c.c_size_t]
for f in ("cuCtxSetCurrent", "cuStreamSynchronize", "cuEventSynchronize", "cuStreamQuery"):
    getattr(lib, f).argtypes = [V]
lib.cuEventRecord.argtypes = [V, V]
assert lib.cuInit(0) == 0
cA, cB = V(), V()
assert lib.cuCtxCreate_v2(c.byref(cA), 0, 0) == 0  # server A; no primary context anywhere
assert lib.cuCtxCreate_v2(c.byref(cB), 0, 2) == 0  # server B, current now
sB, eB, pB = V(), V(), U64()
assert lib.cuStreamCreate(c.byref(sB), 1) == 0 and lib.cuEventCreate(c.byref(eB), 0) == 0
assert lib.cuEventRecord(eB, sB) == 0 and lib.cuMemAlloc_v2(c.byref(pB), 64) == 0
out = {}
def work(ctx, label):
    if ctx:
        assert lib.cuCtxSetCurrent(ctx) == 0
    h = (c.c_float * 4)()
    # B's stream, event and memory work whatever context is current (the stream, event and
    # pointer name their context)
    out[label] = [lib.cuStreamSynchronize(sB), lib.cuStreamQuery(sB), lib.cuEventSynchronize(eB),
                  lib.cuMemcpyDtoH_v2(h, pB.value, 16)]
    if not ctx:  # what only a current context can say: none here
        p, d = U64(), c.c_int(-1)
        out["alloc_no_ctx"] = lib.cuMemAlloc_v2(c.byref(p), 64)
        out["device_no_ctx"] = lib.cuCtxGetDevice(c.byref(d))
for ctx, label in ((cA, "a_current"), (None, "no_context")):
    t = threading.Thread(target=work, args=(ctx, label))
    t.start()
    t.join()
print(json.dumps(out))
"""


def test_a_servers_stream_event_and_memory_work_whatever_context_is_current(trio):
    # a thread with another server's context (or none) current used to get
    # CUDA_ERROR_INVALID_CONTEXT when no context of B was on its stack; and a thread with no
    # context allocated on device 0 where one server answers CUDA_ERROR_INVALID_CONTEXT
    got, _ = run_python(CONTEXTS, env=_env(trio))
    assert got["a_current"] == [SUCCESS] * 4 and got["no_context"] == [SUCCESS] * 4
    invalid = CURESULT["CUDA_ERROR_INVALID_CONTEXT"]
    assert got["alloc_no_ctx"] == invalid and got["device_no_ctx"] == invalid


BUFFER_IDS = """
lib.cuMemcpyAsync.argtypes = [c.c_uint64, c.c_uint64, c.c_size_t, c.c_void_p]
lib.cuStreamBeginCapture_v2.argtypes = [c.c_void_p, c.c_int]
ids = []
for dev in (0, 2, 3):
    p = alloc(dev, 64)
    v = c.c_ulonglong()
    assert lib.cuPointerGetAttribute(c.byref(v), 7, p) == 0  # CU_POINTER_ATTRIBUTE_BUFFER_ID
    ids.append(v.value >> 56)
pa, pb = alloc(0, 64), alloc(2, 64)
on(2)
s = c.c_void_p()
assert lib.cuStreamCreate(c.byref(s), 1) == 0
assert lib.cuStreamBeginCapture_v2(s, 2) == 0
captured = lib.cuMemcpyAsync(pb, pa, 64, s)  # between servers, on a capturing stream
print(json.dumps({"id_servers": ids, "captured_copy": captured}))
"""


def test_buffer_ids_name_their_server_and_captured_copies_between_servers_are_refused(trio):
    # each server counts its buffer IDs ("process-wide unique"): server k's carry k on top
    got, err = run_python(PRELUDE + BUFFER_IDS, env=_env(trio))
    assert got == {"id_servers": [0, 1, 2], "captured_copy": NOT_SUPPORTED}
    assert "a copy between servers refused" in err


POOL_ACCESS = """
class LOC(c.Structure):
    _fields_ = [("type", c.c_int), ("id", c.c_int)]
lib.cuMemPoolGetAccess.argtypes = [c.c_void_p, c.c_void_p, c.c_void_p]
out = {}
for pool_dev, dev in ((2, 0), (2, 2), (0, 0)):
    on(pool_dev)
    pool, flags = c.c_void_p(), c.c_int(-1)
    assert lib.cuDeviceGetDefaultMemPool(c.byref(pool), pool_dev) == 0
    r = lib.cuMemPoolGetAccess(c.byref(flags), pool, c.byref(LOC(1, dev)))  # DEVICE
    out[f"{pool_dev}:{dev}"] = [r, flags.value]
print(json.dumps(out))
"""


def test_a_pool_answers_no_access_for_another_servers_device(trio):
    # natively a device without peer access to the pool is CU_MEM_ACCESS_FLAGS_PROT_NONE (0);
    # the call named two servers and was refused. The pool's own device: read and write (3)
    got, _ = run_python(PRELUDE + POOL_ACCESS, env=_env(trio))
    assert got == {"2:0": [SUCCESS, 0], "2:2": [SUCCESS, 3], "0:0": [SUCCESS, 3]}


@pytest.fixture(scope="module")
def pair(native: Path) -> Iterator[list[Server]]:
    """Two servers of one device each: cuda:0 is A's, cuda:1 is B's (native/gpu/two_servers.py
    on the H200)."""
    servers = [_server(native, 1, "A"), _server(native, 1, "B")]
    yield servers
    for s in servers:
        s.stop()


def _library_image(path: Path, tag: str) -> Path:
    """fixtures/saxpy.ptx with a module variable `counter` = 7, and a comment making the image
    larger than 64 KiB, so that a server is first offered its hash (native/shim/module.c);
    `tag` in the comment makes an image no server has cached yet."""
    ptx = (
        Path(PTX)
        .read_text()
        .replace(".address_size 64\n", ".address_size 64\n\n.global .align 4 .u32 counter = 7;\n")
    )
    path.write_text(ptx + f"// {tag} " + "padding " * 9000 + "\n")
    return path


# CUDA 12's runtime loads kernels as cudart does: cuLibraryLoadData in whatever context is
# current, cuLibraryGetKernel once, then the kernel launched and set in any context
# (PyTorch's cuda:1 on the H200, 2026-12-03: refused as naming two servers).
LIBRARY_HELPERS = """
for f, args in {
    "cuLibraryLoadData": [c.c_void_p, c.c_void_p, c.c_void_p, c.c_void_p, c.c_uint, c.c_void_p, c.c_void_p, c.c_uint],
    "cuLibraryGetKernel": [c.c_void_p, c.c_void_p, c.c_char_p],
    "cuLibraryGetGlobal": [c.c_void_p, c.c_void_p, c.c_void_p, c.c_char_p],
    "cuLibraryGetModule": [c.c_void_p, c.c_void_p],
    "cuLibraryUnload": [c.c_void_p],
    "cuKernelSetAttribute": [c.c_int, c.c_int, c.c_void_p, c.c_int],
    "cuKernelGetAttribute": [c.c_void_p, c.c_int, c.c_void_p, c.c_int],
    "cuKernelGetFunction": [c.c_void_p, c.c_void_p],
    "cuKernelGetLibrary": [c.c_void_p, c.c_void_p],
    "cuFuncGetAttribute": [c.c_void_p, c.c_int, c.c_void_p],
    "cuModuleGetGlobal_v2": [c.c_void_p, c.c_void_p, c.c_void_p, c.c_char_p],
}.items():
    getattr(lib, f).argtypes = args
MAX_DYNAMIC = 8  # CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES
n = 1000
xs, ys = [0.5 * k for k in range(n)], [1.0 - k for k in range(n)]

def load(dev):
    on(dev)
    handle = c.c_void_p()
    assert lib.cuLibraryLoadData(c.byref(handle), image, None, None, 0, None, None, 0) == 0
    return handle

def kernel_attr(k, dev):
    v = c.c_int(-1)
    return [lib.cuKernelGetAttribute(c.byref(v), MAX_DYNAMIC, k, dev), v.value]

def function_attr(k, dev):
    on(dev)
    f, v = c.c_void_p(), c.c_int(-1)
    return [lib.cuKernelGetFunction(c.byref(f), k), lib.cuFuncGetAttribute(c.byref(v), MAX_DYNAMIC, f), v.value]

def run(k, dev, a):
    x, y = alloc(dev, 4 * n), alloc(dev, 4 * n)
    assert put(x, xs) == 0 and put(y, ys) == 0
    stream = c.c_void_p()
    assert lib.cuStreamCreate(c.byref(stream), 0) == 0
    return [saxpy(k, x, y, a, n, stream), lib.cuStreamSynchronize(stream), get(y, n)]

def u32(p):
    v = c.c_uint()
    return [lib.cuMemcpyDtoH_v2(c.byref(v), p, 4), v.value]

class KernelNode(c.Structure):  # CUDA_KERNEL_NODE_PARAMS (v2)
    _fields_ = [("func", c.c_void_p)] + [(f, c.c_uint) for f in ("gx", "gy", "gz", "bx", "by", "bz", "shmem")] + [
        ("kernelParams", c.c_void_p), ("extra", c.c_void_p), ("kern", c.c_void_p), ("ctx", c.c_void_p)]

def graph(k, dev, a):  # a graph of dev's server with a kernel node naming the kernel
    on(dev)
    x, y = alloc(dev, 4 * n), alloc(dev, 4 * n)
    assert put(x, xs) == 0 and put(y, ys) == 0
    xa, ya, aa, na = c.c_uint64(x), c.c_uint64(y), c.c_float(a), c.c_uint(n)
    params = (c.c_void_p * 4)(*(c.cast(c.byref(v), c.c_void_p) for v in (xa, ya, aa, na)))
    g, node, exe, stream = c.c_void_p(), c.c_void_p(), c.c_void_p(), c.c_void_p()
    p = KernelNode(None, (n + 127) // 128, 1, 1, 128, 1, 1, 0, c.cast(params, c.c_void_p), None, k, None)
    got = KernelNode()
    steps = [lib.cuGraphCreate(c.byref(g), 0),
             lib.cuGraphAddKernelNode_v2(c.byref(node), g, None, c.c_size_t(0), c.byref(p)),
             lib.cuGraphKernelNodeGetParams_v2(node, c.byref(got)),
             lib.cuGraphInstantiateWithFlags(c.byref(exe), g, c.c_ulonglong(0)),
             lib.cuStreamCreate(c.byref(stream), 0)]
    steps += [lib.cuGraphLaunch(exe, stream), lib.cuStreamSynchronize(stream)]
    return [steps, get(y, n)]
"""

LIBRARY_ACROSS = """
image = open(os.environ["LIBRARY"], "rb").read() + b"\\0"

def globals_of(library, dev):
    on(dev)
    p, size, m, q = c.c_uint64(), c.c_size_t(), c.c_void_p(), c.c_uint64()
    r = lib.cuLibraryGetGlobal(c.byref(p), c.byref(size), library, b"counter")
    o = c.c_int(-1)
    lib.cuPointerGetAttribute(c.byref(o), 9, p.value)  # CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL
    lib.cuLibraryGetModule(c.byref(m), library)
    lib.cuModuleGetGlobal_v2(c.byref(q), None, m, b"counter")
    return {"get": [r, size.value], "ordinal": o.value, "module_same": q.value == p.value, "value": u32(p.value), "p": p.value}

def across(home, other):
    out = {}
    library = load(home)
    kernel, again, back = c.c_void_p(), c.c_void_p(), c.c_void_p()
    assert lib.cuLibraryGetKernel(c.byref(kernel), library, b"saxpy") == 0
    on(other)  # a context of the other server from here on
    out["one_kernel"] = [lib.cuLibraryGetKernel(c.byref(again), library, b"saxpy"), again.value == kernel.value]
    out["one_library"] = [lib.cuKernelGetLibrary(c.byref(back), kernel), back.value == library.value]
    out["before"] = [kernel_attr(kernel, home), kernel_attr(kernel, other)]
    out["set"] = lib.cuKernelSetAttribute(MAX_DYNAMIC, 20000, kernel, other)
    out["after"] = [kernel_attr(kernel, home), kernel_attr(kernel, other)]
    out["functions"] = [function_attr(kernel, home), function_attr(kernel, other)]
    on(other)
    out["run_other"] = run(kernel, other, 3.0)
    on(home)
    out["run_home"] = run(kernel, home, -2.0)
    out["graph_other"] = graph(kernel, other, 0.25)
    g_other = globals_of(library, other)
    assert lib.cuMemcpyHtoD_v2(g_other["p"], c.byref(c.c_uint(11)), 4) == 0
    g_home = globals_of(library, home)
    g_other["after_write"] = globals_of(library, other)["value"]
    out["globals"] = [g_home, g_other]
    on(other)
    out["unload"] = lib.cuLibraryUnload(library)
    out["gone"] = lib.cuLibraryGetKernel(c.byref(again), library, b"saxpy")
    return out

print(json.dumps({"a_to_b": across(0, 1), "b_to_a": across(1, 0)}))
"""


@pytest.mark.parametrize("cache", ["1", "0"])
def test_a_library_loaded_on_one_server_runs_on_the_other(pair, tmp_path, cache):
    stats = tmp_path / "stats.txt"
    env = _env(
        pair,
        LIBRARY=str(_library_image(tmp_path / "library.ptx", f"cache {cache}")),
        LUPINE_CACHE=cache,
        LUPINE_STATS=str(stats),
    )
    got, err = run_python(PRELUDE + LIBRARY_HELPERS + LIBRARY_ACROSS, env=env)
    assert "refused" not in err
    xs = np.arange(1000, dtype=np.float32) * np.float32(0.5)
    ys = np.float32(1.0) - np.arange(1000, dtype=np.float32)
    for way, (home, other) in {"a_to_b": (0, 1), "b_to_a": (1, 0)}.items():
        o = got[way]
        assert o["one_kernel"] == [SUCCESS, True] and o["one_library"] == [SUCCESS, True], way
        # cuKernelSetAttribute is per device: the other device's setting, and its function's
        # (cuda.h), the home device's untouched
        (b_home, b_other), (a_home, a_other) = o["before"], o["after"]
        assert b_home[0] == SUCCESS and b_other[0] == SUCCESS and b_home == b_other, way
        assert o["set"] == SUCCESS, way
        assert a_home == b_home and a_other == [SUCCESS, 20000], way
        assert o["functions"] == [[SUCCESS, SUCCESS, b_home[1]], [SUCCESS, SUCCESS, 20000]], way
        for key, a in (("run_other", 3.0), ("run_home", -2.0)):
            launched, synced, (read, y) = o[key]
            assert [launched, synced, read] == [SUCCESS] * 3, (way, key)
            np.testing.assert_array_equal(np.array(y, dtype=np.float32), np.float32(a) * xs + ys)
        # a kernel node of the other server's graph naming the kernel (its `kern` field)
        steps, (read, y) = o["graph_other"]
        assert steps == [SUCCESS] * len(steps) and read == SUCCESS, way
        np.testing.assert_array_equal(np.array(y, dtype=np.float32), np.float32(0.25) * xs + ys)
        # each server's copy of the library has its own variable, on its own device
        g_home, g_other = o["globals"]
        for g, dev in ((g_home, home), (g_other, other)):
            assert g["get"] == [SUCCESS, 4] and g["ordinal"] == dev and g["module_same"], way
        assert g_home["value"] == [SUCCESS, 7] and g_other["value"] == [SUCCESS, 7], way
        assert g_other["after_write"] == [SUCCESS, 11], way
        assert o["unload"] == SUCCESS and o["gone"] == INVALID_HANDLE, way
    # each library was loaded once on each server and unloaded on both
    rows = read_stats(stats)
    assert rows["cuLibraryLoadData"][:1] == [2] and rows["cuLibraryUnload"][:1] == [2]
    # round trips: the image is offered by its hash first (64 KiB and more); the first
    # library's two loads each miss and send it, the second's find it in both servers' caches
    assert rows["cuLibraryLoadData"][1] == 2 + 2 + 1 + 1
    assert rows["cuLibraryUnload"][1] == 2 * 2


LIBRARY_IN_OBJECT = """
so = c.CDLL(os.environ["IMAGE_SO"])
on(0)
library, kernel = c.c_void_p(), c.c_void_p()
image = c.addressof(c.c_ubyte.in_dll(so, "image"))
assert lib.cuLibraryLoadData(c.byref(library), image, None, None, 0, None, None, 0) == 0
count = c.c_uint()
assert lib.cuLibraryGetKernelCount(c.byref(count), library) == 0 and count.value == 1
lib.cuLibraryEnumerateKernels.argtypes = [c.c_void_p, c.c_uint, c.c_void_p]
assert lib.cuLibraryEnumerateKernels(c.byref(kernel), 1, library) == 0
out = {"library": library.value}
on(1)
out["run"] = run(kernel, 1, 1.5)  # a kernel known by no name yet: its home names it
named = c.c_void_p()
assert lib.cuLibraryGetKernel(c.byref(named), library, b"saxpy") == 0
out["one_kernel"] = named.value == kernel.value
out["unload"] = lib.cuLibraryUnload(library)
print(json.dumps(out))
"""


def test_a_library_image_in_a_shared_object_is_read_there_again(pair, tmp_path):
    # cudart's fatbins lie in the shared objects that registered them: the shim keeps no copy
    # and loads the image from there on the other server (native/shim/value_handles.c); the
    # kernel comes from cuLibraryEnumerateKernels, without a name
    cc = shutil.which("cc") or shutil.which("gcc")
    if cc is None:
        pytest.skip("no C compiler to build a shared object holding an image")
    image = _library_image(tmp_path / "library.ptx", "in a shared object")
    src, so = tmp_path / "image.c", tmp_path / "libimage.so"
    src.write_text(
        '__asm__(".section .rodata\\n.globl image\\n.type image, @object\\nimage:\\n'
        f'.incbin \\"{image}\\"\\n.byte 0\\n.previous");\n'
    )
    subprocess.run([cc, "-shared", "-fPIC", "-o", str(so), str(src)], check=True)
    env = _env(pair, IMAGE_SO=str(so), LUPINE_DEBUG="1")
    got, err = run_python(PRELUDE + LIBRARY_HELPERS + LIBRARY_IN_OBJECT, env=env)
    launched, synced, (read, y) = got["run"]
    assert [launched, synced, read, got["unload"]] == [SUCCESS] * 4 and got["one_kernel"]
    xs = np.arange(1000, dtype=np.float32) * np.float32(0.5)
    ys = np.float32(1.0) - np.arange(1000, dtype=np.float32)
    np.testing.assert_array_equal(np.array(y, dtype=np.float32), np.float32(1.5) * xs + ys)
    assert f"library {got['library']:#x} of server 0: its image (" in err
    assert f"bytes) read in {so}" in err
