"""Page-locked host memory that kernels use directly (unified addressing) through the shim
on the stand-in: the patterns XLA's autotuner runs on every GEMM (H200 trace of a jitted JAX
matmul, native/gpu/h200/2026-12-02/run4-jax): a page-locked counter zeroed with
cuMemsetD32Async, counted into by kernels, copied back with cuMemcpyDtoHAsync; a kernel that
waits for the host to write a page-locked semaphore. References: the arithmetic done by hand
(saxpy: y = a*x + y)."""

from __future__ import annotations

from pathlib import Path

from lupine_helpers import run_python
from test_multi_server import PRELUDE

from lupine._protocol_tables import CURESULT

OK = CURESULT["CUDA_SUCCESS"]
PTX = str(Path(__file__).resolve().parents[2] / "fixtures" / "saxpy.ptx")


COUNTER = """
for f, a in {
    "cuMemsetD32Async": [c.c_uint64, c.c_uint, c.c_size_t, c.c_void_p],
    "cuMemcpyDtoHAsync_v2": [c.c_void_p, c.c_uint64, c.c_size_t, c.c_void_p],
    "cuMemFreeHost": [c.c_void_p],
}.items():
    getattr(lib, f).argtypes = a
fn = saxpy_function(0)
s = c.c_void_p()
assert lib.cuStreamCreate(c.byref(s), 1) == 0
pin = c.c_void_p()
assert lib.cuMemHostAlloc(c.byref(pin), 8, 1) == 0  # PORTABLE, as XLA allocates it
x = alloc(0, 8)
put(x, [1.0, 2.0])
view = (c.c_float * 2).from_address(pin.value)
view[0], view[1] = 99.0, 99.0
out = {}
# zeroed on the stream, then two kernels count into it, then copied back on the stream
r = [lib.cuMemsetD32Async(pin.value, 0, 2, s)]
r += [saxpy(fn, x, pin.value, 3.0, 2, s) for _ in range(2)]
back = (c.c_float * 2)()
r += [lib.cuMemcpyDtoHAsync_v2(back, pin.value, 8, s), lib.cuStreamSynchronize(s)]
out["counter"] = [r, list(back), list(view)]
# the host writes it, and the next kernel reads what the host wrote
view[0], view[1] = 10.0, 20.0
r = [saxpy(fn, x, pin.value, 1.0, 2, s), lib.cuStreamSynchronize(s)]
out["host_write_then_kernel"] = [r, list(view)]
# a device pointer next to it is left alone
d = alloc(0, 8)
put(d, [5.0, 6.0])
r = [saxpy(fn, x, d, 1.0, 2, s), lib.cuStreamSynchronize(s)]
out["device_untouched"] = [r, get(d, 2)]
out["free"] = lib.cuMemFreeHost(pin)
print(json.dumps(out))
"""


def test_a_page_locked_counter_kernels_count_into(server):
    got, _ = run_python(PRELUDE + COUNTER, env={"LUPINE_SERVER": server.address, "PTX": PTX})
    assert got["counter"] == [[OK] * 5, [6.0, 12.0], [6.0, 12.0]]  # 0 + 3x, twice
    assert got["host_write_then_kernel"] == [[OK, OK], [11.0, 22.0]]
    assert got["device_untouched"] == [[OK, OK], [OK, [6.0, 8.0]]]
    assert got["free"] == OK


WAIT_PTX = r""".version 8.0
.target sm_90
.address_size 64
.visible .entry lupine_wait_u32(.param .u64 flag, .param .u32 value, .param .u64 ns)
{
  ret;
}
"""

SEMAPHORE = """
import time
for f, a in {
    "cuEventRecord": [c.c_void_p, c.c_void_p],
    "cuEventSynchronize": [c.c_void_p],
    "cuEventQuery": [c.c_void_p],
    "cuMemFreeHost": [c.c_void_p],
}.items():
    getattr(lib, f).argtypes = a
on(0)
mod, wait = c.c_void_p(), c.c_void_p()
assert lib.cuModuleLoadData(c.byref(mod), os.environ["WAIT_PTX"].encode() + b"\\0") == 0
assert lib.cuModuleGetFunction(c.byref(wait), mod, b"lupine_wait_u32") == 0
s = c.c_void_p()
assert lib.cuStreamCreate(c.byref(s), 1) == 0
sem = c.c_void_p()
assert lib.cuMemHostAlloc(c.byref(sem), 4, 1) == 0
flag = c.c_uint.from_address(sem.value)
flag.value = 0  # hold
p, v, ns = c.c_uint64(sem.value), c.c_uint(1), c.c_uint64(8 * 10**9)  # release = 1; 8 s at most
params = (c.c_void_p * 3)(*(c.cast(c.byref(a), c.c_void_p) for a in (p, v, ns)))
done = c.c_void_p()
assert lib.cuEventCreate(c.byref(done), 0) == 0
t0 = time.monotonic()
r = [lib.cuLaunchKernel(wait, 1, 1, 1, 1, 1, 1, 0, s, params, None), lib.cuEventRecord(done, s)]
time.sleep(0.3)
r.append(lib.cuEventQuery(done))  # still waiting: CUDA_ERROR_NOT_READY
flag.value = 1  # the host releases it, as XLA's timer does before it waits for its events
r.append(lib.cuEventSynchronize(done))
out = {"results": r, "seconds": time.monotonic() - t0, "free": lib.cuMemFreeHost(sem)}
print(json.dumps(out))
"""


def test_a_kernel_waits_for_a_page_locked_semaphore_the_host_writes(server):
    got, _ = run_python(
        PRELUDE + SEMAPHORE, env={"LUPINE_SERVER": server.address, "PTX": PTX, "WAIT_PTX": WAIT_PTX}
    )
    assert got["results"] == [OK, OK, CURESULT["CUDA_ERROR_NOT_READY"], OK]
    assert got["seconds"] < 5  # released by the host's write, not by the kernel's own limit
    assert got["free"] == OK


WHILE_CAPTURING = """
lib.cuStreamBeginCapture_v2.argtypes = [c.c_void_p, c.c_int]
lib.cuStreamEndCapture.argtypes = [c.c_void_p, c.c_void_p]
fn = saxpy_function(0)
s, cs = c.c_void_p(), c.c_void_p()
assert lib.cuStreamCreate(c.byref(s), 1) == 0 and lib.cuStreamCreate(c.byref(cs), 1) == 0
pin = c.c_void_p()
assert lib.cuMemHostAlloc(c.byref(pin), 8, 1) == 0
view = (c.c_float * 2).from_address(pin.value)
view[0], view[1] = 1.0, 2.0
x = alloc(0, 8)
put(x, [10.0, 20.0])
# this thread captures another stream in the global mode, which forbids unsafe calls such as
# cuMemAlloc; a launch on a stream that is not capturing is allowed, and its page-locked
# argument needs a device copy the shim makes for itself
r = [lib.cuStreamBeginCapture_v2(cs, 0)]
r += [saxpy(fn, x, pin.value, 2.0, 2, s), lib.cuStreamSynchronize(s)]
g = c.c_void_p()
r.append(lib.cuStreamEndCapture(cs, c.byref(g)))
print(json.dumps({"results": r, "y": list(view)}))
"""


def test_a_device_copy_is_made_while_this_thread_captures_another_stream(server):
    got, _ = run_python(
        PRELUDE + WHILE_CAPTURING, env={"LUPINE_SERVER": server.address, "PTX": PTX}
    )
    assert got == {"results": [OK] * 4, "y": [21.0, 42.0]}
