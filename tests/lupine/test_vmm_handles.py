"""Physical allocation handles (CUmemGenericAllocationHandle) reach the driver only when the
session holds them (native/server/vmm_handles.c). The driver takes such a handle as its own
pointer: on the H200 the fuzzer's cuMemRelease(1) ended the session process. The stand-in
does the same under LUPINE_STANDIN_TRUST_HANDLES=1 (SIGSEGV on an unknown handle), so a server
that passed one on would lose the session here too. References follow the driver API:
cuMemRetainAllocationHandle adds one, "must be released with cuMemRelease"."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from lupine_helpers import Server, run_python
from test_ipc import DECLS

from lupine._protocol_tables import CURESULT

INVALID_VALUE = CURESULT["CUDA_ERROR_INVALID_VALUE"]


@pytest.fixture(scope="module")
def trusting(native: Path) -> Iterator[Server]:
    s = Server(native, env={"LUPINE_STANDIN_TRUST_HANDLES": "1"})
    yield s
    s.stop()


CODE = (
    """
import ctypes as c, json
import _driver
lib = _driver.load()
"""
    + DECLS
    + """
lib.cuMemRetainAllocationHandle.argtypes = [c.c_void_p, c.c_uint64]
assert lib.cuInit(0) == 0
ctx = c.c_void_p()
assert lib.cuDevicePrimaryCtxRetain(c.byref(ctx), 0) == 0
assert lib.cuCtxSetCurrent(ctx) == 0
out = {}
va = c.c_uint64()
assert lib.cuMemAddressReserve(c.byref(va), G, 0, 0, 0) == 0
prop = PROP()
fd = c.c_int(-1)
for bad in (1, 0xDEADBEEF000, (1 << 64) - 1):
    out[hex(bad)] = [
        lib.cuMemRelease(bad),
        lib.cuMemMap(va.value, G, 0, bad, 0),
        lib.cuMemGetAllocationPropertiesFromHandle(c.byref(prop), bad),
        lib.cuMemExportToShareableHandle(c.byref(fd), bad, 1, 0),
        lib.cuCtxSynchronize(),
    ]
h = c.c_ulonglong()
prop = PROP(type=1, requestedHandleTypes=1, location=LOC(1, 0))
steps = [lib.cuMemCreate(c.byref(h), G, c.byref(prop), 0), lib.cuMemMap(va.value, G, 0, h.value, 0)]
again = c.c_ulonglong()
steps.append(lib.cuMemRetainAllocationHandle(c.byref(again), va.value))
steps.append(again.value == h.value)
# two references: each release takes one; a third names a handle no longer held
steps.append(lib.cuMemRelease(h.value))
steps.append(lib.cuMemGetAllocationPropertiesFromHandle(c.byref(prop), h.value))
steps += [lib.cuMemRelease(h.value), lib.cuMemRelease(h.value)]
steps.append(lib.cuCtxSynchronize())
steps += [lib.cuMemUnmap(va.value, G), lib.cuMemAddressFree(va.value, G)]
out["steps"] = steps
print(json.dumps(out))
"""
)


def test_a_handle_the_session_does_not_hold_never_reaches_the_driver(trusting):
    got, err = run_python(CODE, env={"LUPINE_SERVER": trusting.address})
    for bad in ("0x1", "0xdeadbeef000", "0xffffffffffffffff"):
        assert got[bad] == [INVALID_VALUE] * 4 + [0], (bad, err)
    assert got["steps"] == [0, 0, 0, True, 0, 0, 0, INVALID_VALUE, 0, 0, 0]
