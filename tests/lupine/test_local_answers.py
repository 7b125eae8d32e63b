"""Local answers (native/shim/cache.c, context.c): the shim answers pure queries, the device of
a context and the state of a primary context from what it already knows, and those answers
equal the server's own (the same program under LUPINE_CACHE=0, where every query goes to the
server, is the reference). LUPINE_STATS counts calls and round trips per function."""

from __future__ import annotations

import json
import subprocess
import sys

from lupine_helpers import ROOT, read_stats, run_python

from lupine._protocol_tables import CURESULT

# A sequence of context operations interleaved with the queries the shim may answer itself;
# prints every answer.
SEQUENCE = """
import ctypes as c, json, _driver
lib = _driver.load()
out = []
def q(label):
    flags, active, dev, val = c.c_uint(), c.c_int(), c.c_int(-1), c.c_int()
    r1 = lib.cuDevicePrimaryCtxGetState(0, c.byref(flags), c.byref(active))
    r2 = lib.cuCtxGetDevice(c.byref(dev))
    r3 = lib.cuDeviceGetAttribute(c.byref(val), 16, 0)  # MULTIPROCESSOR_COUNT
    out.append([label, r1, flags.value, active.value, r2, dev.value, r3, val.value])
assert lib.cuInit(0) == 0
q("start")
ctx = c.c_void_p()
assert lib.cuDevicePrimaryCtxRetain(c.byref(ctx), 0) == 0
q("retained")
assert lib.cuDevicePrimaryCtxRetain(c.byref(ctx), 0) == 0
assert lib.cuCtxSetCurrent(ctx) == 0
q("retained twice, current")
assert lib.cuDevicePrimaryCtxRelease_v2(0) == 0
q("released once")
assert lib.cuDevicePrimaryCtxSetFlags_v2(0, 4) == 0  # CU_CTX_SCHED_BLOCKING_SYNC
q("flags set")
assert lib.cuDevicePrimaryCtxRelease_v2(0) == 0
q("released twice")
own = c.c_void_p()
assert lib.cuCtxCreate_v2(c.byref(own), 0, 0) == 0
q("own context")
assert lib.cuCtxDestroy_v2(own) == 0
q("own destroyed")
for _ in range(200):
    d = c.c_int()
    assert lib.cuDevicePrimaryCtxGetState(0, c.byref(c.c_uint()), c.byref(c.c_int())) == 0
    assert lib.cuDeviceGetAttribute(c.byref(d), 16, 0) == 0
print(json.dumps(out))
"""


def test_local_answers_equal_the_servers(server, tmp_path):
    env = {"LUPINE_SERVER": server.address}
    cached, _ = run_python(SEQUENCE, env={**env, "LUPINE_STATS": str(tmp_path / "on.txt")})
    reference, _ = run_python(
        SEQUENCE, env={**env, "LUPINE_CACHE": "0", "LUPINE_STATS": str(tmp_path / "off.txt")}
    )
    assert cached == reference
    # the reference itself moves as a primary context's life says it must
    state = {row[0]: row[3] for row in reference}
    assert state["start"] == 0 and state["retained"] == 1 and state["released twice"] == 0
    assert [row[2] for row in reference if row[0] == "flags set"] == [4]
    on, off = read_stats(tmp_path / "on.txt"), read_stats(tmp_path / "off.txt")
    # columns: calls, round trips, deferred, local
    assert on["cuDevicePrimaryCtxGetState"][0] == off["cuDevicePrimaryCtxGetState"][0] == 208
    assert off["cuDevicePrimaryCtxGetState"][1] == 208
    assert on["cuDevicePrimaryCtxGetState"][1] <= 3  # asked again after each unknown state
    assert on["cuDeviceGetAttribute"][:2] == [208, 1]
    assert off["cuDeviceGetAttribute"][1] == 208


# One thread keeps asking (each answer kept per thread while nothing changed) while another
# changes the primary context's state and the context-to-device map: every answer after a
# change must be the new one.
THREADS = """
import ctypes as c, json, threading, _driver
lib = _driver.load()
assert lib.cuInit(0) == 0
def state():
    flags, active = c.c_uint(), c.c_int()
    r = lib.cuDevicePrimaryCtxGetState(0, c.byref(flags), c.byref(active))
    return [r, flags.value, active.value]
def device():
    dev = c.c_int(-1)
    r = lib.cuCtxGetDevice(c.byref(dev))
    return [r, dev.value]
ctx = c.c_void_p()
asked, changed = threading.Event(), threading.Event()
out = []
def asker():
    assert lib.cuCtxSetCurrent(ctx) == 0
    for step in range(4):
        out.append([step, [state() for _ in range(50)], [device() for _ in range(50)]])
        if step == 3:
            break
        asked.set()
        changed.wait()
        changed.clear()
def changer():
    for change in ("flags", "release", "retain"):
        asked.wait()
        asked.clear()
        if change == "release":
            assert lib.cuDevicePrimaryCtxRelease_v2(0) == 0
        elif change == "flags":
            assert lib.cuDevicePrimaryCtxSetFlags_v2(0, 4) == 0
        else:
            assert lib.cuDevicePrimaryCtxRetain(c.byref(c.c_void_p()), 0) == 0
        changed.set()
assert lib.cuDevicePrimaryCtxRetain(c.byref(ctx), 0) == 0
a, b = threading.Thread(target=asker), threading.Thread(target=changer)
a.start(); b.start(); a.join(); b.join()
print(json.dumps(out))
"""


def test_answers_kept_per_thread_follow_changes_made_by_another(server):
    env = {"LUPINE_SERVER": server.address}
    cached, _ = run_python(THREADS, env=env)
    reference, _ = run_python(THREADS, env={**env, "LUPINE_CACHE": "0"})
    assert cached == reference
    # each step's 50 answers are equal, and the steps follow the changes: active with flags 0,
    # then flags 4 set, then released to zero references (the asking thread's current context
    # is gone: both calls fail, as the server answers with that context current), then
    # retained again: active with flags 4 and device 0
    for _, states, devices in reference:
        assert all(s == states[0] for s in states) and all(d == devices[0] for d in devices)
    firsts = [(states[0], devices[0]) for _, states, devices in reference]
    assert firsts[0] == ([0, 0, 1], [0, 0]) and firsts[1] == ([0, 4, 1], [0, 0])
    assert firsts[2][0][0] != 0 and firsts[2][1][0] != 0
    assert firsts[3] == ([0, 4, 1], [0, 0])


def test_stats_table_on_stderr(server):
    code = "import _driver\nlib = _driver.load()\nassert lib.cuInit(0) == 0\nprint('[]')"
    result, stderr = run_python(code, env={"LUPINE_SERVER": server.address, "LUPINE_STATS": "1"})
    assert result == []
    lines = stderr.splitlines()
    head = next(i for i, line in enumerate(lines) if line.startswith("LUPINE_STATS pid"))
    assert lines[head + 1].split() == ["function", "calls", "round-trips", "deferred", "local"]
    init = next(line.split() for line in lines[head + 2 :] if line.startswith("cuInit "))
    assert init[1:3] == ["1", "1"]


def test_stats_counts_cache_hits_as_local(server, tmp_path):
    code = (
        "import ctypes as c, json, _driver\nlib = _driver.load()\nassert lib.cuInit(0) == 0\n"
        "v = c.c_int()\n"
        "print(json.dumps([lib.cuDriverGetVersion(c.byref(v)) for _ in range(5)] + [v.value]))"
    )
    path = tmp_path / "s.txt"
    result, _ = run_python(code, env={"LUPINE_SERVER": server.address, "LUPINE_STATS": str(path)})
    assert result[:5] == [0] * 5 and result[5] > 0
    assert read_stats(path)["cuDriverGetVersion"] == [5, 1, 0, 4]
    assert json.loads(json.dumps(result))  # plain JSON


# A stream is answered locally only when the server has said it is idle and nothing was
# submitted since; a busy stream (spin keeps it busy on the stand-in) is always asked.
STREAMS = """
import ctypes as c, json, os, _driver
lib = _driver.load()
assert lib.cuInit(0) == 0
ctx = c.c_void_p()
assert lib.cuDevicePrimaryCtxRetain(c.byref(ctx), 0) == 0 and lib.cuCtxSetCurrent(ctx) == 0
mod, spin = c.c_void_p(), c.c_void_p()
assert lib.cuModuleLoad(c.byref(mod), os.environ["SPIN"].encode()) == 0
assert lib.cuModuleGetFunction(c.byref(spin), mod, b"spin") == 0
n = 256
src, dst = c.c_uint64(), c.c_uint64()
assert lib.cuMemAlloc_v2(c.byref(src), n * 4) == 0 and lib.cuMemAlloc_v2(c.byref(dst), n * 4) == 0
lib.cuMemcpyHtoD_v2.argtypes = [c.c_uint64, c.c_void_p, c.c_size_t]
lib.cuMemcpyDtoHAsync_v2.argtypes = [c.c_void_p, c.c_uint64, c.c_size_t, c.c_void_p]
host = (c.c_float * n)(*range(n))
assert lib.cuMemcpyHtoD_v2(src.value, host, n * 4) == 0
stream = c.c_void_p()
assert lib.cuStreamCreate(c.byref(stream), 1) == 0
launch = lib.cuLaunchKernel
launch.argtypes = [c.c_void_p] + [c.c_uint] * 7 + [c.c_void_p, c.c_void_p, c.c_void_p]
ns, count = c.c_uint64(200_000_000), c.c_uint64(n)
params = (c.c_void_p * 4)(*[c.cast(c.byref(v), c.c_void_p) for v in (src, dst, ns, count)])
out = []
assert launch(spin, 1, 1, 1, 256, 1, 1, 0, stream, params, None) == 0
out.append(lib.cuStreamQuery(stream))          # busy: NOT_READY from the server
out.append(lib.cuStreamSynchronize(stream))    # waits
out.append(lib.cuStreamQuery(stream))          # idle: local
out.append(lib.cuStreamSynchronize(stream))    # idle: local
back = (c.c_float * n)()
assert launch(spin, 1, 1, 1, 256, 1, 1, 0, stream, params, None) == 0
out.append(lib.cuMemcpyDtoHAsync_v2(back, dst.value, n * 4, stream))  # pageable: waits
out.append(list(back) == list(host))
out.append(lib.cuStreamSynchronize(stream))    # idle after the copy: local
out.append(lib.cuCtxSynchronize())             # the legacy HtoD was never waited for: asked
out.append(lib.cuCtxSynchronize())             # local
print(json.dumps(out))
"""


def test_idle_streams_answered_locally(server, tmp_path):
    env = {"LUPINE_SERVER": server.address, "SPIN": str(ROOT / "fixtures" / "spin.ptx")}
    got, _ = run_python(STREAMS, env={**env, "LUPINE_STATS": str(tmp_path / "on.txt")})
    ref, _ = run_python(
        STREAMS, env={**env, "LUPINE_CACHE": "0", "LUPINE_STATS": str(tmp_path / "off.txt")}
    )
    not_ready = CURESULT["CUDA_ERROR_NOT_READY"]
    assert got == ref == [not_ready, 0, 0, 0, 0, True, 0, 0, 0]
    on, off = read_stats(tmp_path / "on.txt"), read_stats(tmp_path / "off.txt")
    assert on["cuStreamQuery"][:2] == [2, 1] and off["cuStreamQuery"][:2] == [2, 2]
    assert on["cuStreamSynchronize"][:2] == [3, 1] and off["cuStreamSynchronize"][:2] == [3, 3]
    assert on["cuCtxSynchronize"][:2] == [2, 1] and off["cuCtxSynchronize"][:2] == [2, 2]


# Setting one function's attribute re-asks that function's answers only.
ATTRIBUTES = """
import ctypes as c, json, os, _driver
lib = _driver.load()
assert lib.cuInit(0) == 0
ctx = c.c_void_p()
assert lib.cuDevicePrimaryCtxRetain(c.byref(ctx), 0) == 0 and lib.cuCtxSetCurrent(ctx) == 0
funcs = []
for path, name in ((os.environ["SAXPY"], b"saxpy"), (os.environ["SPIN"], b"spin")):
    mod, fn = c.c_void_p(), c.c_void_p()
    assert lib.cuModuleLoad(c.byref(mod), path.encode()) == 0
    assert lib.cuModuleGetFunction(c.byref(fn), mod, name) == 0
    funcs.append(fn)
def get(fn, attr=8):  # CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES
    v = c.c_int(-1)
    return [lib.cuFuncGetAttribute(c.byref(v), attr, fn), v.value]
out = [get(f) for f in funcs]
out.append(lib.cuFuncSetAttribute(funcs[0], 8, 4096))
out += [get(f) for f in funcs]
print(json.dumps(out))
"""


def test_attribute_setting_drops_only_that_functions_answers(server, tmp_path):
    env = {
        "LUPINE_SERVER": server.address,
        "SAXPY": str(ROOT / "fixtures" / "saxpy.ptx"),
        "SPIN": str(ROOT / "fixtures" / "spin.ptx"),
    }
    got, _ = run_python(ATTRIBUTES, env={**env, "LUPINE_STATS": str(tmp_path / "on.txt")})
    ref, _ = run_python(ATTRIBUTES, env={**env, "LUPINE_CACHE": "0"})
    assert got == ref
    assert got[3] == [0, 4096] and got[2] == 0  # the setting shows
    stats = read_stats(tmp_path / "on.txt")
    assert stats["cuFuncGetAttribute"][:2] == [4, 3]  # the other function's answer was kept


STEPS = """
import ctypes as c, json, os, _driver
lib = _driver.load()
assert lib.cuInit(0) == 0
ctx = c.c_void_p()
assert lib.cuDevicePrimaryCtxRetain(c.byref(ctx), 0) == 0
assert lib.cuCtxSetCurrent(ctx) == 0
d = c.c_uint64()
assert lib.cuMemAlloc_v2(c.byref(d), 64) == 0
lib.cuMemsetD8Async.argtypes = [c.c_uint64, c.c_ubyte, c.c_size_t, c.c_void_p]
v = c.c_int()
for i in range(int(os.environ["STEPS"])):  # a step: 3 deferred, 1 round trip, 2 local
    for k in range(3):
        assert lib.cuMemsetD8Async(d.value, k, 64, None) == 0
    assert lib.cuCtxSynchronize() == 0
    assert lib.cuDeviceGetAttribute(c.byref(v), 16, 0) == 0
    assert lib.cuDeviceGetAttribute(c.byref(v), 16, 0) == 0
print("[]")
"""


def test_stats_diff_gives_the_calls_of_one_steady_state_step(server, tmp_path):
    # native/gpu/stats_diff.py subtracts the table of a short run from a long one, so what is
    # done once (start-up, the first device query) cancels out
    for n in (4, 14):
        env = {"LUPINE_SERVER": server.address, "STEPS": str(n)}
        run_python(STEPS, env={**env, "LUPINE_STATS": str(tmp_path / f"{n}.txt")})
    tables = [str(tmp_path / "4.txt"), str(tmp_path / "14.txt")]
    script = str(ROOT / "native/gpu/stats_diff.py")
    out = subprocess.run(
        [sys.executable, script, "--per", "10", *tables], capture_output=True, text=True, check=True
    ).stdout.splitlines()
    assert out[0] == "per step (10 steps): 6.0 calls, 1.00 round trips"
    rows = {line.split()[0]: [float(x) for x in line.split()[1:]] for line in out[2:]}
    assert rows == {
        "cuCtxSynchronize": [1.0, 1.0, 0.0, 0.0],
        "cuMemsetD8Async": [3.0, 0.0, 3.0, 0.0],
        "cuDeviceGetAttribute": [2.0, 0.0, 0.0, 2.0],
    }
