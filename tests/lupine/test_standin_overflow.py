"""The stand-in driver, run directly (no shim, no server), is honest about sizes that overflow
(issue 10, item 6): memsets and copies whose byte counts wrap or run past an allocation, and a
PTX parameter of 2^32 - 1 bytes, are refused with CUDA_ERROR_INVALID_VALUE / INVALID_PTX, and
the process lives on. The tests that run on the stand-in rely on it not writing past memory."""

# ruff: noqa: E501  (lines of embedded Python source are kept whole)

from __future__ import annotations

import os
import subprocess
import sys

import lupine
from lupine._protocol_tables import CURESULT

PROBE = r"""
import ctypes as c, json
l = c.CDLL("libcuda.so.1")
assert l.cuInit(0) == 0
ctx = c.c_void_p()
assert l.cuDevicePrimaryCtxRetain(c.byref(ctx), 0) == 0 and l.cuCtxSetCurrent(ctx) == 0
d = c.c_uint64()
assert l.cuMemAlloc_v2(c.byref(d), 4096) == 0
host = c.create_string_buffer(64)
out = {}
for name, fn, args in [
    ("memset 2^62", "cuMemsetD8_v2", (c.c_uint64(d.value), c.c_ubyte(1), c.c_size_t(1 << 62))),
    ("memset32 wraps", "cuMemsetD32_v2", (c.c_uint64(d.value), c.c_uint(1), c.c_size_t((1 << 62) + 1))),
    ("memset2d pitch", "cuMemsetD2D32_v2", (c.c_uint64(d.value), c.c_size_t(1 << 63), c.c_uint(1), c.c_size_t(4), c.c_size_t(3))),
    ("memset past the end", "cuMemsetD8_v2", (c.c_uint64(d.value + 8), c.c_ubyte(1), c.c_size_t(4096))),
    ("htod 2^63", "cuMemcpyHtoD_v2", (c.c_uint64(d.value), host, c.c_size_t(1 << 63))),
    ("dtoh wraps", "cuMemcpyDtoH_v2", (host, c.c_uint64(d.value), c.c_size_t((1 << 64) - 1))),
    ("dtod wraps", "cuMemcpyDtoD_v2", (c.c_uint64(d.value), c.c_uint64(d.value + 8), c.c_size_t((1 << 64) - 8))),
]:
    out[name] = getattr(l, fn)(*args)
ptx = b".version 8.0\n.target sm_90\n.address_size 64\n.visible .entry k(.param .align 8 .b8 p[4294967295]) { ret; }\n\0"
m = c.c_void_p()
out["huge param"] = l.cuModuleLoadData(c.byref(m), ptx)
out["sync"] = l.cuCtxSynchronize()
print(json.dumps(out))
"""


def test_overflowing_sizes_are_refused_by_the_standin(native, tmp_path):
    d = tmp_path / "driver"
    d.mkdir()
    (d / "libcuda.so.1").symlink_to(lupine.standin_path())
    env = {**os.environ, "LD_LIBRARY_PATH": str(d)}
    p = subprocess.run(
        [sys.executable, "-c", PROBE], capture_output=True, text=True, env=env, timeout=60
    )
    assert p.returncode == 0, p.stderr
    import json

    got = json.loads(p.stdout)
    invalid = CURESULT["CUDA_ERROR_INVALID_VALUE"]
    assert got.pop("huge param") == CURESULT["CUDA_ERROR_INVALID_PTX"]
    assert got.pop("sync") == CURESULT["CUDA_SUCCESS"]
    assert got == dict.fromkeys(got, invalid)
