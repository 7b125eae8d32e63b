"""One GPU shared among many clients (native/server/limits.c, listener.c): sixteen clients at
once on one server, each a different seeded computation through the driver API, every result
equal to its solo run (and the exact integer parts to numpy); a client over
--max-memory-per-client gets CUDA_ERROR_OUT_OF_MEMORY for that allocation alone, and the
server's log names the limit; freed memory counts no more; SIGUSR1 lists the sessions with
their memory and age. The stand-in runs saxpy, lupine_scale_f32, lupine_fill_u32 and
lupine_block_sum_u32 by entry name (native/standin/kernels.c)."""

from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor

from lupine_helpers import HERE, ROOT, Server

from lupine._protocol_tables import CURESULT

OOM = CURESULT["CUDA_ERROR_OUT_OF_MEMORY"]
MIB = 1 << 20

PTX = r""".version 8.0
.target sm_80
.address_size 64
.visible .entry saxpy(.param .u64 x, .param .u64 y, .param .f32 a, .param .u32 n) { ret; }
.visible .entry lupine_scale_f32(.param .u64 y, .param .f32 a, .param .u32 n) { ret; }
.visible .entry lupine_fill_u32(.param .u64 p, .param .u32 v, .param .u32 n) { ret; }
.visible .entry lupine_block_sum_u32(.param .u64 x, .param .u64 out, .param .u32 n) { ret; }
"""

# argv: seed, extra bytes to ask for first (0: none); prints one JSON line, then (with
# HOLD=1) waits for a line on stdin before it exits
PROGRAM = r"""
import ctypes as c, hashlib, json, os, sys
import numpy as np, _driver
lib = _driver.load()
lib.cuMemAlloc_v2.argtypes = [c.c_void_p, c.c_size_t]
lib.cuMemFree_v2.argtypes = [c.c_uint64]
lib.cuMemcpyHtoD_v2.argtypes = [c.c_uint64, c.c_void_p, c.c_size_t]
lib.cuMemcpyDtoH_v2.argtypes = [c.c_void_p, c.c_uint64, c.c_size_t]
lib.cuLaunchKernel.argtypes = [c.c_void_p] + [c.c_uint] * 7 + [c.c_void_p] * 3
seed, extra = int(sys.argv[1]), int(sys.argv[2])
ctx, mod = c.c_void_p(), c.c_void_p()
assert lib.cuInit(0) == 0 and lib.cuCtxCreate_v2(c.byref(ctx), 0, 0) == 0
assert lib.cuModuleLoadData(c.byref(mod), os.environ["PTX"].encode() + b"\0") == 0
fn = {}
for name in ("saxpy", "lupine_scale_f32", "lupine_fill_u32", "lupine_block_sum_u32"):
    fn[name] = c.c_void_p()
    assert lib.cuModuleGetFunction(c.byref(fn[name]), mod, name.encode()) == 0

def alloc(n):
    d = c.c_uint64()
    r = lib.cuMemAlloc_v2(c.byref(d), n)
    return r, d.value

def launch(name, grid, block, *args):
    held = [c.c_uint64(a) if isinstance(a, int) else c.c_float(a) for a in args]
    if name in ("lupine_fill_u32", "lupine_block_sum_u32"):  # u32 scalars
        held = [h if isinstance(a, int) and a >= 1 << 32 else c.c_uint32(a)
                if isinstance(a, int) else h for a, h in zip(args, held)]
    if name in ("saxpy", "lupine_scale_f32"):
        held[-1] = c.c_uint32(args[-1])
    ptrs = (c.c_void_p * len(held))(*(c.cast(c.byref(h), c.c_void_p) for h in held))
    assert lib.cuLaunchKernel(fn[name], grid, 1, 1, block, 1, 1, 0, None, ptrs, None) == 0

out = {"extra": None}
if extra:
    r, d = alloc(extra)
    out["extra"] = r
    if r == 0:
        lib.cuMemFree_v2(d)
rng = np.random.default_rng(seed)
n, steps = 1 << 16, 4 + seed % 5
x = rng.standard_normal(n, dtype=np.float32)
y = rng.standard_normal(n, dtype=np.float32)
a = float(rng.uniform(-2, 2))
(rx, dx), (ry, dy) = alloc(4 * n), alloc(4 * n)
assert rx == 0 and ry == 0
assert lib.cuMemcpyHtoD_v2(dx, x.ctypes.data, 4 * n) == 0
assert lib.cuMemcpyHtoD_v2(dy, y.ctypes.data, 4 * n) == 0
for _ in range(steps):
    launch("saxpy", n // 256, 256, dx, dy, a, n)
    launch("lupine_scale_f32", n // 256, 256, dy, 0.5, n)
got = np.empty(n, np.float32)
assert lib.cuMemcpyDtoH_v2(got.ctypes.data, dy, 4 * n) == 0
base, blocks = int(rng.integers(0, 1 << 31)), n // 128
_, dsum = alloc(4 * blocks)
launch("lupine_fill_u32", n // 256, 256, dx, base, n)
launch("lupine_block_sum_u32", blocks, 128, dx, dsum, n)
sums = np.empty(blocks, np.uint32)
assert lib.cuMemcpyDtoH_v2(sums.ctypes.data, dsum, 4 * blocks) == 0
want = (base + np.arange(n, dtype=np.uint64)).astype(np.uint32).reshape(blocks, 128)
out["y"] = hashlib.sha256(got.tobytes()).hexdigest()
out["sums_exact"] = bool((want.sum(axis=1, dtype=np.uint32) == sums).all())
print(json.dumps(out), flush=True)
if os.environ.get("HOLD") == "1":
    sys.stdin.readline()
"""


def _env(server: Server, **extra: str) -> dict[str, str]:
    return {
        **os.environ,
        "PYTHONPATH": f"{HERE}{os.pathsep}{ROOT}",
        "LUPINE_SERVER": server.address,
        "PTX": PTX,
        **extra,
    }


def _run(server: Server, seed: int, extra: int = 0) -> dict:
    p = subprocess.run(
        [sys.executable, "-c", PROGRAM, str(seed), str(extra)],
        capture_output=True,
        text=True,
        env=_env(server),
        timeout=300,
    )
    assert p.returncode == 0, p.stderr
    return json.loads(p.stdout.strip().splitlines()[-1])


def test_sixteen_clients_at_once_each_get_their_solo_result(native):
    server = Server(native, "--max-memory-per-client", "16M")
    try:
        solo = {seed: _run(server, seed) for seed in range(16)}
        assert len({r["y"] for r in solo.values()}) == 16  # sixteen different computations
        assert all(r["sums_exact"] for r in solo.values())
        over = 5  # this one also asks for more than its limit first
        with ThreadPoolExecutor(16) as pool:
            runs = {
                seed: pool.submit(_run, server, seed, 32 * MIB if seed == over else 0)
                for seed in range(16)
            }
            together = {seed: f.result() for seed, f in runs.items()}
        for seed in range(16):
            assert together[seed]["y"] == solo[seed]["y"], seed
            assert together[seed]["sums_exact"]
            assert together[seed]["extra"] == (OOM if seed == over else None)
        log = server.log.read_text()
        refusals = [ln for ln in log.splitlines() if "refused with CUDA_ERROR_OUT_OF_MEMORY" in ln]
        assert len(refusals) == 1, log[-3000:]
        assert "cuMemAlloc_v2 of 33554432 bytes" in refusals[0]
        assert "--max-memory-per-client 16777216" in refusals[0]
        assert server.alive()
    finally:
        server.stop()


ACCOUNTING = r"""
import ctypes as c, json, _driver
lib = _driver.load()
lib.cuMemAlloc_v2.argtypes = [c.c_void_p, c.c_size_t]
lib.cuMemFree_v2.argtypes = [c.c_uint64]
lib.cuMemAllocPitch_v2.argtypes = [c.c_void_p, c.c_void_p, c.c_size_t, c.c_size_t, c.c_uint]
lib.cuMemRelease.argtypes = [c.c_uint64]
lib.cuMemCreate.argtypes = [c.c_void_p, c.c_size_t, c.c_void_p, c.c_ulonglong]
MIB = 1 << 20
ctx = c.c_void_p()
assert lib.cuInit(0) == 0 and lib.cuCtxCreate_v2(c.byref(ctx), 0, 0) == 0
def alloc(n):
    d = c.c_uint64()
    return lib.cuMemAlloc_v2(c.byref(d), n), d.value
r = {}
r["a40"], a = alloc(40 * MIB)
r["b30"], _ = alloc(30 * MIB)              # 70 > 64: refused
r["free"] = lib.cuMemFree_v2(a)
r["c40"], c40 = alloc(40 * MIB)            # the freed 40 count no more
d, pitch = c.c_uint64(), c.c_size_t()
r["pitch"] = lib.cuMemAllocPitch_v2(c.byref(d), c.byref(pitch), 8 * MIB, 4, 4)  # 32 MiB: refused
prop = (c.c_int * 8)(1, 0, 1, 0)           # pinned, on device 0 (CUmemAllocationProp)
h = c.c_uint64()
r["vmm"] = lib.cuMemCreate(c.byref(h), 32 * MIB, prop, 0)   # 72 > 64: refused
r["free2"] = lib.cuMemFree_v2(c40)
r["vmm2"] = lib.cuMemCreate(c.byref(h), 32 * MIB, prop, 0)
r["release"] = lib.cuMemRelease(h.value)
r["d60"], _ = alloc(60 * MIB)              # everything given back
print(json.dumps(r))
"""


def test_memory_is_counted_per_client_and_given_back(native):
    server = Server(native, "--max-memory-per-client", "64M")
    try:
        p = subprocess.run(
            [sys.executable, "-c", ACCOUNTING],
            capture_output=True,
            text=True,
            env=_env(server, LUPINE_DEBUG="1"),
            timeout=120,
        )
        got = json.loads(p.stdout.strip().splitlines()[-1])
        assert f"cuMemAlloc_v2 answered {OOM}" in p.stderr  # the client's side of it
        assert got == {
            "a40": 0,
            "b30": OOM,
            "free": 0,
            "c40": 0,
            "pitch": OOM,
            "vmm": OOM,
            "free2": 0,
            "vmm2": 0,
            "release": 0,
            "d60": 0,
        }, p.stderr
        log = server.log.read_text()
        for what in (
            "cuMemAlloc_v2 of 31457280",
            "cuMemAllocPitch_v2 of 33554432",
            "cuMemCreate of 33554432",
        ):
            assert what in log, log[-3000:]
        assert "the session holds 41943040 bytes, --max-memory-per-client 67108864" in log
    finally:
        server.stop()


def test_the_server_lists_its_sessions_with_memory_and_age(native):
    server = Server(native, "--max-memory-per-client", "1G")
    procs = []
    try:
        for seed in (1, 2):
            procs.append(
                subprocess.Popen(
                    [sys.executable, "-c", PROGRAM, str(seed), "0"],
                    stdin=subprocess.PIPE,
                    stdout=subprocess.PIPE,
                    text=True,
                    env=_env(server, HOLD="1"),
                )
            )
        for p in procs:
            assert json.loads(p.stdout.readline())["sums_exact"]
        time.sleep(0.5)  # every session is at least this old now
        os.kill(server.proc.pid, signal.SIGUSR1)
        for _ in range(50):
            if "session " in server.log.read_text():
                break
            time.sleep(0.1)
        time.sleep(0.2)
        log = server.log.read_text()
        assert "2 sessions (--max-clients 64)" in log
        assert "--max-memory-per-client 1073741824 bytes" in log
        rows = re.findall(
            r"session (\d+)  127\.0\.0\.1:\d+  age ([\d.]+) s  memory (\d+) bytes", log
        )
        assert len(rows) == 2, log
        held = 2 * 4 * (1 << 16) + 4 * (1 << 16) // 128  # x, y and the block sums
        assert all(int(mem) == held for _, _, mem in rows), rows
        assert all(float(age) >= 0.5 for _, age, _ in rows), log
        assert server.alive()
    finally:
        for p in procs:
            p.kill()
            p.wait()
        server.stop()


def test_a_bad_memory_limit_is_refused(native):
    for bad in ("0", "12Q", "-5", "99999999T"):
        p = subprocess.run(
            [str(native / "lupine-server"), "--max-memory-per-client", bad],
            capture_output=True,
            text=True,
            timeout=10,
        )
        assert p.returncode == 2 and "--max-memory-per-client" in p.stderr, (bad, p.stderr)
