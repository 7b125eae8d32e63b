"""Threads share the shim's connection but not their contexts: each thread's current context
travels with its calls, concurrent calls never interleave on the wire, and a thread without a
context gets CUDA_ERROR_INVALID_CONTEXT, as with the real driver."""

from __future__ import annotations

from lupine_helpers import run_python

from lupine._protocol_tables import CURESULT

CODE = """
import ctypes as c, json, threading, _driver
lib = _driver.load()
assert lib.cuInit(0) == 0
primary = c.c_void_p()
assert lib.cuDevicePrimaryCtxRetain(c.byref(primary), 0) == 0
lib.cuMemcpyHtoD_v2.argtypes = [c.c_uint64, c.c_void_p, c.c_size_t]
lib.cuMemcpyDtoH_v2.argtypes = [c.c_void_p, c.c_uint64, c.c_size_t]
lib.cuMemFree_v2.argtypes = [c.c_uint64]
results = {}

def worker(name, make_own):
    own = c.c_void_p()
    if make_own:
        assert lib.cuCtxCreate_v2(c.byref(own), 0, 0) == 0
    else:
        assert lib.cuCtxSetCurrent(primary) == 0
    cur = c.c_void_p()
    lib.cuCtxGetCurrent(c.byref(cur))
    ok = 0
    for i in range(200):
        d = c.c_uint64()
        assert lib.cuMemAlloc_v2(c.byref(d), 4096) == 0
        src = (c.c_uint32 * 1024)(*([i * 7 + len(name)] * 1024))
        dst = (c.c_uint32 * 1024)()
        assert lib.cuMemcpyHtoD_v2(d.value, src, 4096) == 0
        assert lib.cuMemcpyDtoH_v2(dst, d.value, 4096) == 0
        ok += list(dst) == list(src)
        assert lib.cuMemFree_v2(d.value) == 0
    after = c.c_void_p()
    lib.cuCtxGetCurrent(c.byref(after))
    want = own.value if make_own else primary.value
    results[name] = [ok, cur.value == after.value, cur.value == want]

def no_context():
    d = c.c_uint64()
    cur = c.c_void_p()
    lib.cuCtxGetCurrent(c.byref(cur))
    results["none"] = [cur.value, lib.cuMemAlloc_v2(c.byref(d), 64)]

jobs = (("a", True), ("b", False), ("c", True))
threads = [threading.Thread(target=worker, args=job) for job in jobs]
threads.append(threading.Thread(target=no_context))
for t in threads: t.start()
for t in threads: t.join()
print(json.dumps(results))
"""


def test_contexts_are_per_thread_and_calls_do_not_interleave(native, server):
    got, _ = run_python(CODE, env={"LUPINE_SERVER": server.address})
    for name in ("a", "b", "c"):
        assert got[name] == [200, True, True], name
    assert got["none"] == [None, CURESULT["CUDA_ERROR_INVALID_CONTEXT"]]
