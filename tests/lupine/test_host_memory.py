"""Page-locked host memory through the shim (native/shim/memory.c): the DEVICEMAP flags are
accepted and the memory works for copies; what needs the GPU to reach client memory (a device
pointer for it, managed memory) is refused with CUDA_ERROR_NOT_SUPPORTED and one stderr line
naming the call and the reason, without LUPINE_DEBUG."""

from __future__ import annotations

from lupine_helpers import run_python

from lupine._protocol_tables import CURESULT

PROGRAM = """
import ctypes as c, json, _driver
lib = _driver.load()
assert lib.cuInit(0) == 0
ctx = c.c_void_p()
assert lib.cuDevicePrimaryCtxRetain(c.byref(ctx), 0) == 0 and lib.cuCtxSetCurrent(ctx) == 0
out = {}
n = 4096
p = c.c_void_p()
out["hostalloc_mapped"] = lib.cuMemHostAlloc(c.byref(p), n, 0x02 | 0x01)  # DEVICEMAP | PORTABLE
flags = c.c_uint()
out["flags"] = [lib.cuMemHostGetFlags(c.byref(flags), p), flags.value]
c.memmove(p, bytes(range(256)) * 16, n)
d = c.c_uint64()
assert lib.cuMemAlloc_v2(c.byref(d), n) == 0
lib.cuMemcpyHtoD_v2.argtypes = [c.c_uint64, c.c_void_p, c.c_size_t]
lib.cuMemcpyDtoH_v2.argtypes = [c.c_void_p, c.c_uint64, c.c_size_t]
back = c.create_string_buffer(n)
out["copy"] = [lib.cuMemcpyHtoD_v2(d, p, n), lib.cuMemcpyDtoH_v2(back, d, n),
               back.raw == bytes(range(256)) * 16]
dp = c.c_uint64()
out["device_pointer"] = [lib.cuMemHostGetDevicePointer_v2(c.byref(dp), p, 0) for _ in range(2)]
reg = c.create_string_buffer(8192)
out["register_mapped"] = lib.cuMemHostRegister_v2(reg, 8192, 0x02)  # DEVICEMAP
out["unregister"] = lib.cuMemHostUnregister(reg)
m = c.c_uint64()
out["managed"] = lib.cuMemAllocManaged(c.byref(m), 4096, 1)
out["free_host"] = lib.cuMemFreeHost(p)
print(json.dumps(out))
"""


def test_mapped_flags_accepted_device_pointer_and_managed_refused(server):
    out, stderr = run_python(PROGRAM, env={"LUPINE_SERVER": server.address})
    ok, unsupported = 0, CURESULT["CUDA_ERROR_NOT_SUPPORTED"]
    assert out["hostalloc_mapped"] == ok and out["flags"] == [ok, 0x03]
    assert out["copy"] == [ok, ok, True]
    assert out["device_pointer"] == [unsupported, unsupported]
    assert out["register_mapped"] == ok and out["unregister"] == ok
    assert out["managed"] == unsupported and out["free_host"] == ok
    lines = [line for line in stderr.splitlines() if line.startswith("lupine:")]
    mapped = [line for line in lines if "cuMemHostGetDevicePointer_v2 refused" in line]
    assert len(mapped) == 1 and "host-mapped" in mapped[0]  # once per process
    assert any("cuMemAllocManaged refused" in line and "managed" in line for line in lines)


BY_ADDRESS = """
import ctypes as c, json, _driver
lib = _driver.load()
assert lib.cuInit(0) == 0
ctx = c.c_void_p()
assert lib.cuDevicePrimaryCtxRetain(c.byref(ctx), 0) == 0 and lib.cuCtxSetCurrent(ctx) == 0
lib.cuMemcpy.argtypes = [c.c_uint64, c.c_uint64, c.c_size_t]
src = c.create_string_buffer(b"lupine" * 100)
dst = c.create_string_buffer(600)
out = [lib.cuMemcpy(c.addressof(dst), c.addressof(src), 600), dst.raw == src.raw[:600]]
# neither a device range of this session nor memory of this process
out.append(lib.cuMemcpy(0x10, c.addressof(src), 64))
out.append(lib.cuMemcpy(c.addressof(dst), 0x10, 64))
print(json.dumps(out))
"""


def test_copy_by_address_to_unknown_memory_is_an_error_not_a_crash(server):
    out, _ = run_python(BY_ADDRESS, env={"LUPINE_SERVER": server.address})
    invalid = CURESULT["CUDA_ERROR_INVALID_VALUE"]
    assert out == [0, True, invalid, invalid]


PINNED_AS_DEVICE = """
import ctypes as c, json, _driver
lib = _driver.load()
assert lib.cuInit(0) == 0
ctx = c.c_void_p()
assert lib.cuDevicePrimaryCtxRetain(c.byref(ctx), 0) == 0 and lib.cuCtxSetCurrent(ctx) == 0
for f, a in {
    "cuMemcpyDtoHAsync_v2": [c.c_void_p, c.c_uint64, c.c_size_t, c.c_void_p],
    "cuMemcpyHtoDAsync_v2": [c.c_uint64, c.c_void_p, c.c_size_t, c.c_void_p],
    "cuMemcpyDtoDAsync_v2": [c.c_uint64, c.c_uint64, c.c_size_t, c.c_void_p],
    "cuMemcpyDtoD_v2": [c.c_uint64, c.c_uint64, c.c_size_t],
    "cuMemcpyHtoD_v2": [c.c_uint64, c.c_void_p, c.c_size_t],
    "cuMemcpyDtoH_v2": [c.c_void_p, c.c_uint64, c.c_size_t],
}.items():
    getattr(lib, f).argtypes = a
n = 128 << 10  # past LUPINE_PUSH_MIN: a copy into it is pushed in stream order
s = c.c_void_p()
assert lib.cuStreamCreate(c.byref(s), 1) == 0
pin = c.c_void_p()
assert lib.cuMemHostAlloc(c.byref(pin), n, 0x02) == 0  # DEVICEMAP, as XLA allocates
d = c.c_uint64()
assert lib.cuMemAlloc_v2(c.byref(d), n) == 0
pattern = bytes((i * 7 + 3) & 0xFF for i in range(n))
assert lib.cuMemcpyHtoD_v2(d.value, pattern, n) == 0
out = {}
# a push into the page-locked buffer, then a copy whose "device" side is that buffer: stream
# order says the second sees the first's bytes
host = c.create_string_buffer(n)
out["dtoh_from_pinned"] = [lib.cuMemcpyDtoHAsync_v2(pin, d.value, n, s),
                           lib.cuMemcpyDtoHAsync_v2(host, pin.value, n, s),
                           lib.cuStreamSynchronize(s), host.raw == pattern]
other = bytes(reversed(pattern))
r = lib.cuMemcpyHtoDAsync_v2(pin.value, other, n, s)
out["htod_into_pinned"] = [r, lib.cuStreamSynchronize(s), c.string_at(pin, n) == other]
d2 = c.c_uint64()
assert lib.cuMemAlloc_v2(c.byref(d2), n) == 0
back = c.create_string_buffer(n)
r = lib.cuMemcpyDtoDAsync_v2(d2.value, pin.value, n, s)
out["dtod_from_pinned"] = [r, lib.cuStreamSynchronize(s), lib.cuMemcpyDtoH_v2(back, d2.value, n),
                           back.raw == other]
r = lib.cuMemcpyDtoD_v2(pin.value, d.value, n)
out["dtod_into_pinned"] = [r, c.string_at(pin, n) == pattern]
# pageable memory is no device pointer: still the driver's error, never a crash
plain = c.create_string_buffer(64)
out["pageable"] = lib.cuMemcpyDtoHAsync_v2(host, c.addressof(plain), 64, s)
print(json.dumps(out))
"""


def test_page_locked_memory_goes_where_a_device_pointer_goes_in_copies(server):
    # unified addressing: the driver takes a page-locked host pointer as a copy's device side
    # (XLA's autotuner copies its page-locked scalars with cuMemcpyDtoHAsync); through LUPINE
    # such a copy is a copy in this process, in stream order
    got, _ = run_python(PINNED_AS_DEVICE, env={"LUPINE_SERVER": server.address})
    ok = CURESULT["CUDA_SUCCESS"]
    assert got["dtoh_from_pinned"] == [ok, ok, ok, True]
    assert got["htod_into_pinned"] == [ok, ok, True]
    assert got["dtod_from_pinned"] == [ok, ok, ok, True]
    assert got["dtod_into_pinned"] == [ok, True]
    assert got["pageable"] == CURESULT["CUDA_ERROR_INVALID_VALUE"]
