"""Answers the shim keeps because the driver's never change (native/shim/devices.c,
context.c): an error code's name and text, a device's handle, a context's limits other than
the stack size. The reference is the stand-in driver loaded directly in another subprocess:
the same calls must give the same answers through the shim, and LUPINE_STATS shows which were
asked of the server (once per code, ordinal and limit; the stack size and what an error
answered, each time; a limit again after cuCtxSetLimit)."""

from __future__ import annotations

from pathlib import Path

from lupine_helpers import Server, read_stats, run_python

RUN = r"""
import ctypes as c, json, os, _driver
lib = _driver.load(os.environ.get("LIBCUDA") or None)
lib.cuCtxGetLimit.argtypes = [c.POINTER(c.c_size_t), c.c_int]
lib.cuCtxSetLimit.argtypes = [c.c_int, c.c_size_t]
assert lib.cuInit(0) == 0
ctx = c.c_void_p()
assert lib.cuDevicePrimaryCtxRetain(c.byref(ctx), 0) == 0
assert lib.cuCtxSetCurrent(ctx) == 0
out = []
for code in [0, 1, 2, 999, 0, 1, 2, 999, 12345, 12345]:
    for f in (lib.cuGetErrorString, lib.cuGetErrorName):
        s = c.c_char_p()
        r = f(code, c.byref(s))
        out.append([f.__name__, code, r, s.value.decode() if s.value else None])
def limit(k):
    v = c.c_size_t(7)
    r = lib.cuCtxGetLimit(c.byref(v), k)
    out.append(["limit", k, r, v.value])
for k in [1, 2, 0, 1, 2, 0]:  # printf FIFO, malloc heap, stack size
    limit(k)
out.append(["set", lib.cuCtxSetLimit(2, 1 << 20)])
limit(2)
limit(1)
for o in [0, 0, 0, 5, 5]:
    d = c.c_int(-1)
    r = lib.cuDeviceGet(c.byref(d), o)
    out.append(["device", o, r, d.value if r == 0 else None])
print(json.dumps(out))
"""


def test_static_answers_are_the_drivers_and_asked_once(native: Path, server: Server, tmp_path):
    direct, _ = run_python(RUN, env={"LIBCUDA": str(native / "liblupine-standin.so")})
    stats = tmp_path / "stats.txt"
    shim, _ = run_python(RUN, env={"LUPINE_SERVER": server.address, "LUPINE_STATS": str(stats)})
    assert shim == direct
    assert ["cuGetErrorString", 1, 0, direct[2][3]] in shim and direct[2][3]  # a real text
    rows = read_stats(stats)  # function: calls, round trips, deferred, local
    # 4 known codes asked once each; the unknown one (an error) both times
    assert rows["cuGetErrorString"][:2] == [10, 6]
    assert rows["cuGetErrorName"][:2] == [10, 6]
    # limits 1 and 2 once, the stack size both times, 2 and 1 again after cuCtxSetLimit
    assert rows["cuCtxGetLimit"][:2] == [8, 6]
    # ordinal 0 once; ordinal 5 (no such device) both times
    assert rows["cuDeviceGet"][:2] == [5, 3]
