"""cuLibraryLoadFromFile through the shim: the file is on the client, which reads it and sends
its bytes as cuLibraryLoadData does (native/shim/module.c); the kernel of the library loaded
from fixtures/saxpy.ptx runs and its result equals numpy's. A file that cannot be read is
CUDA_ERROR_FILE_NOT_FOUND, as the driver answers, with a line on stderr naming it; an empty
file is CUDA_ERROR_INVALID_IMAGE."""

# ruff: noqa: E501  (lines of embedded Python source are kept whole)

from __future__ import annotations

import os
from pathlib import Path

import numpy as np
from lupine_helpers import run_python

from lupine._protocol_tables import CURESULT

PTX = Path(__file__).resolve().parents[2] / "fixtures" / "saxpy.ptx"

LIBRARY = """
import ctypes as c, json, os, _driver
lib = _driver.load()
assert lib.cuInit(0) == 0
ctx = c.c_void_p()
assert lib.cuDevicePrimaryCtxRetain(c.byref(ctx), 0) == 0 and lib.cuCtxSetCurrent(ctx) == 0
load = lib.cuLibraryLoadFromFile
load.argtypes = [c.c_void_p, c.c_char_p, c.c_void_p, c.c_void_p, c.c_uint, c.c_void_p, c.c_void_p, c.c_uint]
out = {}
library, kernel, fn = c.c_void_p(), c.c_void_p(), c.c_void_p()
out["load"] = load(c.byref(library), os.environ["PTX"].encode(), None, None, 0, None, None, 0)
out["kernel"] = lib.cuLibraryGetKernel(c.byref(kernel), library, b"saxpy")
out["function"] = lib.cuKernelGetFunction(c.byref(fn), kernel)
n = 300
x, y = c.c_uint64(), c.c_uint64()
assert lib.cuMemAlloc_v2(c.byref(x), n * 4) == 0 and lib.cuMemAlloc_v2(c.byref(y), n * 4) == 0
lib.cuMemcpyHtoD_v2.argtypes = [c.c_uint64, c.c_void_p, c.c_size_t]
lib.cuMemcpyDtoH_v2.argtypes = [c.c_void_p, c.c_uint64, c.c_size_t]
hx = (c.c_float * n)(*[i * 0.25 for i in range(n)])
hy = (c.c_float * n)(*[2.0 - i for i in range(n)])
assert lib.cuMemcpyHtoD_v2(x.value, hx, n * 4) == 0 and lib.cuMemcpyHtoD_v2(y.value, hy, n * 4) == 0
a, m = c.c_float(-1.5), c.c_uint(n)
params = (c.c_void_p * 4)(*[c.cast(c.byref(v), c.c_void_p) for v in (x, y, a, m)])
launch = lib.cuLaunchKernel
launch.argtypes = [c.c_void_p] + [c.c_uint] * 7 + [c.c_void_p, c.c_void_p, c.c_void_p]
out["launch"] = launch(fn, 3, 1, 1, 128, 1, 1, 0, None, params, None)
back = (c.c_float * n)()
out["dtoh"] = lib.cuMemcpyDtoH_v2(back, y.value, n * 4)
out["y"] = list(back)
out["unload"] = lib.cuLibraryUnload(library)
out["missing"] = load(c.byref(library), b"/nonexistent/lib.ptx", None, None, 0, None, None, 0)
out["directory"] = load(c.byref(library), b"/", None, None, 0, None, None, 0)
out["empty"] = load(c.byref(library), os.devnull.encode(), None, None, 0, None, None, 0)
out["null_name"] = load(c.byref(library), None, None, None, 0, None, None, 0)
print(json.dumps(out))
"""


def test_library_loads_from_a_client_file(server):
    got, stderr = run_python(LIBRARY, env={"LUPINE_SERVER": server.address, "PTX": str(PTX)})
    ok = CURESULT["CUDA_SUCCESS"]
    assert [got["load"], got["kernel"], got["function"], got["launch"], got["dtoh"]] == [ok] * 5
    n = 300
    x = np.arange(n, dtype=np.float32) * np.float32(0.25)
    y = np.float32(2.0) - np.arange(n, dtype=np.float32)
    np.testing.assert_array_equal(np.array(got["y"], dtype=np.float32), np.float32(-1.5) * x + y)
    assert got["unload"] == ok
    assert got["missing"] == CURESULT["CUDA_ERROR_FILE_NOT_FOUND"]
    assert got["directory"] == CURESULT["CUDA_ERROR_FILE_NOT_FOUND"]
    assert got["empty"] == CURESULT["CUDA_ERROR_INVALID_IMAGE"]
    assert got["null_name"] == CURESULT["CUDA_ERROR_INVALID_VALUE"]
    assert "cuLibraryLoadFromFile: cannot read /nonexistent/lib.ptx: No such file" in stderr
    assert f"cuLibraryLoadFromFile: cannot read /: {os.strerror(21)}" in stderr  # EISDIR
