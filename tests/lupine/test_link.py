"""The JIT linker through the shim: cuLinkCreate/AddData/AddFile/Complete/Destroy run on the
server (stand-in driver, which links one input to itself). The linked image is checked against
the input bytes, the kernel it holds is launched and its result compared with numpy, the
output options (logs, log sizes, wall time) land in the caller's own arguments, and options
that would point the server into this process are refused with the reason."""

from __future__ import annotations

from pathlib import Path

import numpy as np
from lupine_helpers import run_python

from lupine._protocol_tables import CURESULT

PTX = Path(__file__).resolve().parents[2] / "fixtures" / "saxpy.ptx"

LINK = """
import ctypes as c, json, os, struct, _driver
lib = _driver.load()
assert lib.cuInit(0) == 0
ctx = c.c_void_p()
assert lib.cuDevicePrimaryCtxRetain(c.byref(ctx), 0) == 0 and lib.cuCtxSetCurrent(ctx) == 0
ptx = open(os.environ["PTX"], "rb").read() + b"\\0"
out = {}
# the six options of NVIDIA's ptxjit sample
info, error = c.create_string_buffer(1024), c.create_string_buffer(1024)
opts = (c.c_int * 6)(2, 3, 4, 5, 6, 12)
vals = (c.c_void_p * 6)(0, c.addressof(info), 1024, c.addressof(error), 1024, 1)
state = c.c_void_p()
out["create"] = lib.cuLinkCreate_v2(6, opts, vals, c.byref(state))
lib.cuLinkAddData_v2.argtypes = [c.c_void_p, c.c_int, c.c_char_p, c.c_size_t, c.c_char_p,
                                 c.c_uint, c.c_void_p, c.c_void_p]
out["add"] = lib.cuLinkAddData_v2(state, 1, ptx, len(ptx), b"saxpy.ptx", 0, None, None)
cubin, size = c.c_void_p(), c.c_size_t()
out["complete"] = lib.cuLinkComplete(state, c.byref(cubin), c.byref(size))
image = c.string_at(cubin, size.value)
out["image_is_input"] = image == ptx
out["info"] = info.value.decode()
out["info_size"] = vals[2]
wall = struct.unpack("f", struct.pack("Q", vals[0] or 0)[:4])[0]
out["wall_ms"] = wall
# the image loads and its kernel runs
mod, fn = c.c_void_p(), c.c_void_p()
out["load"] = lib.cuModuleLoadData(c.byref(mod), cubin)
out["function"] = lib.cuModuleGetFunction(c.byref(fn), mod, b"saxpy")
n = 257
x, y = c.c_uint64(), c.c_uint64()
assert lib.cuMemAlloc_v2(c.byref(x), n * 4) == 0 and lib.cuMemAlloc_v2(c.byref(y), n * 4) == 0
lib.cuMemcpyHtoD_v2.argtypes = [c.c_uint64, c.c_void_p, c.c_size_t]
lib.cuMemcpyDtoH_v2.argtypes = [c.c_void_p, c.c_uint64, c.c_size_t]
hx = (c.c_float * n)(*[i * 0.5 for i in range(n)])
hy = (c.c_float * n)(*[1.0 - i for i in range(n)])
assert lib.cuMemcpyHtoD_v2(x.value, hx, n * 4) == 0 and lib.cuMemcpyHtoD_v2(y.value, hy, n * 4) == 0
a, m = c.c_float(3.0), c.c_uint(n)
params = (c.c_void_p * 4)(c.cast(c.byref(x), c.c_void_p), c.cast(c.byref(y), c.c_void_p),
                          c.cast(c.byref(a), c.c_void_p), c.cast(c.byref(m), c.c_void_p))
launch = lib.cuLaunchKernel
launch.argtypes = [c.c_void_p] + [c.c_uint] * 7 + [c.c_void_p, c.c_void_p, c.c_void_p]
out["launch"] = launch(fn, 2, 1, 1, 256, 1, 1, 0, None, params, None)
back = (c.c_float * n)()
out["dtoh"] = lib.cuMemcpyDtoH_v2(back, y.value, n * 4)
out["y"] = list(back)
out["destroy"] = lib.cuLinkDestroy(state)
out["destroy_again"] = lib.cuLinkDestroy(state)
out["complete_destroyed"] = lib.cuLinkComplete(state, c.byref(cubin), c.byref(size))
# a file input is its bytes
s2 = c.c_void_p()
out["create2"] = lib.cuLinkCreate_v2(0, None, None, c.byref(s2))
out["add_file"] = lib.cuLinkAddFile_v2(s2, 1, os.environ["PTX"].encode(), 0, None, None)
out["add_missing_file"] = lib.cuLinkAddFile_v2(s2, 1, b"/nonexistent/x.ptx", 0, None, None)
out["complete2"] = lib.cuLinkComplete(s2, c.byref(cubin), c.byref(size))
out["file_image_is_input"] = c.string_at(cubin, size.value) == ptx
# PTX without its NUL, and two inputs (the stand-in cannot link them)
out["ptx_without_nul"] = lib.cuLinkAddData_v2(s2, 1, ptx, len(ptx) - 1, None, 0, None, None)
out["second_input"] = lib.cuLinkAddData_v2(s2, 1, ptx, len(ptx), None, 0, None, None)
out["complete_two"] = lib.cuLinkComplete(s2, c.byref(cubin), c.byref(size))
lib.cuLinkDestroy(s2)
# options holding pointers of this process are refused before anything is sent
names = (c.c_char_p * 1)(b"g")
s3 = c.c_void_p()
opts3 = (c.c_int * 2)(17, 19)
vals3 = (c.c_void_p * 2)(c.addressof(names), 1)
out["symbol_names"] = lib.cuLinkCreate_v2(2, opts3, vals3, c.byref(s3))
out["null_state_out"] = lib.cuLinkCreate_v2(0, None, None, None)
# the CUDA 5.5 names: the same linker
s4 = c.c_void_p()
out["v1_create"] = lib.cuLinkCreate(0, None, None, c.byref(s4))
out["v1_add_file"] = lib.cuLinkAddFile(s4, 1, os.environ["PTX"].encode(), 0, None, None)
out["v1_complete"] = lib.cuLinkComplete(s4, c.byref(cubin), c.byref(size))
out["v1_image_is_input"] = c.string_at(cubin, size.value) == ptx
out["v1_add_data"] = lib.cuLinkAddData(s4, 1, c.c_char_p(ptx), len(ptx) - 1, None, 0, None, None)
out["v1_missing_file"] = lib.cuLinkAddFile(s4, 1, b"/nonexistent/y.ptx", 0, None, None)
lib.cuLinkDestroy(s4)
print(json.dumps(out))
"""


def test_jit_link_through_the_shim(server):
    got, stderr = run_python(LINK, env={"LUPINE_SERVER": server.address, "PTX": str(PTX)})
    ok = CURESULT["CUDA_SUCCESS"]
    invalid_handle = CURESULT["CUDA_ERROR_INVALID_HANDLE"]
    assert [got["create"], got["add"], got["complete"]] == [ok, ok, ok]
    assert got["image_is_input"] is True
    # the stand-in's log, its filled size (with the NUL) and its wall time reach our arguments
    assert got["info"] == "stand-in: linked 1 input (saxpy.ptx)"
    assert got["info_size"] == len(got["info"]) + 1
    assert got["wall_ms"] == 0.25
    assert [got["load"], got["function"], got["launch"], got["dtoh"]] == [ok] * 4
    n = 257
    x = np.arange(n, dtype=np.float32) * np.float32(0.5)
    y = np.float32(1.0) - np.arange(n, dtype=np.float32)
    np.testing.assert_array_equal(np.array(got["y"], dtype=np.float32), np.float32(3.0) * x + y)
    assert got["destroy"] == ok
    assert got["destroy_again"] == invalid_handle
    assert got["complete_destroyed"] == invalid_handle
    assert [got["create2"], got["add_file"], got["complete2"]] == [ok, ok, ok]
    assert got["file_image_is_input"] is True
    assert got["add_missing_file"] == CURESULT["CUDA_ERROR_FILE_NOT_FOUND"]
    assert got["ptx_without_nul"] == CURESULT["CUDA_ERROR_INVALID_VALUE"]
    assert got["second_input"] == ok
    assert got["complete_two"] == CURESULT["CUDA_ERROR_NOT_SUPPORTED"]
    assert got["symbol_names"] == CURESULT["CUDA_ERROR_NOT_SUPPORTED"]
    assert "cuLinkCreate_v2 refused (CUDA_ERROR_NOT_SUPPORTED): a JIT option" in stderr
    assert got["null_state_out"] == CURESULT["CUDA_ERROR_INVALID_VALUE"]
    assert [got["v1_create"], got["v1_add_file"], got["v1_complete"]] == [ok, ok, ok]
    assert got["v1_image_is_input"] is True
    assert got["v1_add_data"] == CURESULT["CUDA_ERROR_INVALID_VALUE"]  # PTX without its NUL
    assert got["v1_missing_file"] == CURESULT["CUDA_ERROR_FILE_NOT_FOUND"]
    # a file that cannot be read is named, with the reason
    assert "cuLinkAddFile_v2: cannot read /nonexistent/y.ptx: No such file" in stderr
