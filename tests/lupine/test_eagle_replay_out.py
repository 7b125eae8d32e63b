"""eagle's bound launches replayed with the outputs supplied (``out=`` or by name), on cupy
arrays, through the LUPINE shim, lupine-server and the stand-in driver (no GPU):
fixtures/spin.ptx's ``spin`` copies ``src`` into ``dst`` there, so every result is checked
against numpy. A replay must give what the first call gave, launch exactly what it launched
(recorded at cuLaunchKernel, where eagle's C launcher calls it and where the Python path
does), serve every call whose key was bound (counted: the binding is wrapped in the child),
and bind anew every call that would raise, whose message names what is wrong. Run with eagle's
C launcher and without it."""

from __future__ import annotations

import os

import numpy as np
import pytest
from lupine_helpers import ROOT, run_python

CHILD = """
import ctypes, json, numpy as np, cupy as cp
from cupy_backends.cuda.api import driver
from eagle.loaded import _cuda, _launch
launches = []
real_launch = _launch.LAUNCH_TYPE(_cuda.launch_kernel_address())  # the shim's
def recording(fn, gx, gy, gz, bx, by, bz, shared, stream, params, extra):
    # each parameter's 8 bytes, through cuLaunchKernel's array of pointers (PTX order)
    slots = (ctypes.c_void_p * len(k.signature.params)).from_address(params)
    values = b"".join(ctypes.string_at(slot, 8) for slot in slots)
    launches.append([fn or 0, gx, gy, gz, bx, by, bz, shared, stream or 0,
                     values.hex(), binds["inside"]])
    return real_launch(fn, gx, gy, gz, bx, by, bz, shared, stream, params, extra)
# cuLaunchKernel recorded where eagle calls it: at its address (eagle's C launcher), and in
# place of cupy's binding (the Python path without it)
c_recording = _launch.LAUNCH_TYPE(recording)
address = ctypes.cast(c_recording, ctypes.c_void_p).value
_cuda.launch_kernel_address = lambda: address
def through_cupy(*args):
    status = c_recording(*args)
    if status:
        _cuda.driver_failed(status)
driver.launchKernel = through_cupy
from eagle import LoadedVector
from eagle.loaded import _native
assert (_native.launcher is not None) == LAUNCHER, _native.launcher
k = LoadedVector(SPIN)
binds = {"calls": 0, "inside": False}
plain = k._launcher.bind  # calls bound anew; the rest replay a bound launch
def counted(kw):
    binds["calls"] += 1
    binds["inside"] = True
    try:
        return plain(kw)
    finally:
        binds["inside"] = False
k._launcher.bind = counted
out = {}
x = cp.asarray(np.arange(1000, dtype=np.float32) * 0.5)
# the first call of a key is bound; the same key then replays its launch, byte for byte
o = cp.zeros(1000, dtype=cp.float32)
r = k(src=x, ns=0, out=o)
out["out_is_o"] = r is o
out["out_values"] = cp.asnumpy(o).tolist()
p = cp.zeros(1000, dtype=cp.float32)
out["named_is_p"] = k(src=x, ns=0, dst=p) is p
out["named_values"] = cp.asnumpy(p).tolist()
q = cp.zeros(1000, dtype=cp.float32)
out["tuple_is_q"] = k(src=x, ns=0, out=(q,)) is q
out["tuple_values"] = cp.asnumpy(q).tolist()
# a view inside a larger array: its pointer, not the base's, is written
big = cp.asarray(np.full(3000, -1.0, dtype=np.float32))  # (no NVRTC here)
view = big[1000:2000]
k(src=x, ns=0, out=view)
out["view_values"] = cp.asnumpy(big).tolist()
# each form again, many times: all replayed
for _ in range(50):
    k(src=x, ns=0, out=o)
    k(src=x, ns=0, dst=p)
out["binds_of_the_replayed_forms"] = binds["calls"]
out["launches_o"] = [l for l in launches if l[9] == launches[0][9]]
# what a replay must leave to the binding (each raises there, or allocates)
def err(**kw):
    try:
        k(src=x, ns=0, **kw)
    except Exception as e:
        return [type(e).__name__, str(e)]
    return None
out["wrong_dtype"] = err(out=cp.zeros(1000, dtype=cp.float64))
out["wrong_shape"] = err(out=cp.zeros(999, dtype=cp.float32))
out["aliases_input"] = err(out=x)
shifted = cp.zeros(1500, dtype=cp.float32)
out["overlaps_input"] = None
try:
    k(src=shifted[:1000], ns=0, out=shifted[500:1500])
except Exception as e:
    out["overlaps_input"] = [type(e).__name__, str(e)]
out["tuple_too_long"] = err(out=(o, p))
out["twice"] = err(out=o, dst=p)
out["numpy_out"] = err(out=np.zeros(1000, dtype=np.float32))
# two outputs given as one array, even of no bytes: refused (the binding says so)
dm = LoadedVector(DIVMOD)
z, q = cp.asarray(np.zeros(0, np.int32)), cp.asarray(np.zeros(0, np.int32))
def dm_err(**kw):
    try:
        dm(a=z, b=z, **kw)
    except Exception as e:
        return [type(e).__name__, str(e)]
    return None
out["same_empty_out"] = dm_err(out=(q, q))
out["same_empty_named"] = dm_err(quotient=q, remainder=q)
before = binds["calls"]
none = k(src=x, ns=0, out=None)  # allocated by eagle: another form, bound
out["none_values"] = cp.asnumpy(none).tolist()
out["binds_total"] = binds["calls"]
# numpy arrays on CUDA: the first call is bound, the rest replay it
# through the staging buffer (one upload, one download each)
from eagle.loaded import _transfers
h = np.arange(700, dtype=np.float32) * 0.25
before = binds["calls"]
with _transfers.count_transfers() as counted:
    host = [k(src=h + i, ns=0).tolist() for i in range(20)]
out["host_values_ok"] = all(r == (h + i).tolist() for i, r in enumerate(host))
out["host_binds"] = binds["calls"] - before
out["host_transfers"] = [counted.uploads, counted.downloads]
# a producer that speaks only DLPack: each call imports it and holds the
# capsule until the launch's event has completed; done events are reused, not made anew
from eagle.loaded import _cuda
class DLPackOnly:
    def __init__(self, a): self._a = a
    def __dlpack__(self, **kw): return self._a.__dlpack__(**kw)
    def __dlpack_device__(self): return self._a.__dlpack_device__()
from cupy_backends.cuda.api import runtime
created = []
real_create = runtime.eventCreateWithFlags
def create(flags):
    created.append(flags)
    return real_create(flags)
runtime.eventCreateWithFlags = create
before = binds["calls"]
dl = []
for _ in range(30):  # each call's work done before the next: its event can be reused
    dl.append(k(src=DLPackOnly(x), ns=0))
    cp.cuda.get_current_stream().synchronize()
out["dlpack_in_c"] = k._replay.counts()[0] if LAUNCHER else 0  # launched by the C launcher
out["dlpack_values_ok"] = all(cp.asnumpy(r).tolist() == cp.asnumpy(x).tolist() for r in dl)
out["dlpack_events"] = len(created)
out["dlpack_binds"] = binds["calls"] - before
# another shape: a new view, bound once, then replayed
y = cp.asarray(np.arange(10, dtype=np.float32))
before = binds["calls"]
dl2 = [cp.asnumpy(k(src=DLPackOnly(y), ns=0)).tolist() for _ in range(5)]
out["dlpack_new_key"] = [binds["calls"] - before, dl2 == [list(range(10))] * 5]
# what the binding refuses is still refused, with its message
try:
    k(src=DLPackOnly(cp.asarray(np.arange(4, dtype=np.float64))), ns=0)
    out["dlpack_wrong_dtype"] = None
except TypeError as e:
    out["dlpack_wrong_dtype"] = str(e)
print(json.dumps(out))
"""


@pytest.mark.parametrize("launcher", [True, False], ids=["C launcher", "Python path"])
def test_outputs_supplied_replay_their_bound_launch_and_equal_numpy(native, server, launcher):
    pytest.importorskip("cupy")
    from eagle.loaded import _native

    if launcher and _native.launcher is None:
        pytest.skip("eagle's C launcher is not built (cmake --build build/c)")
    env = {
        "LD_LIBRARY_PATH": f"{native}:{os.environ.get('LD_LIBRARY_PATH', '')}",
        "LUPINE_SERVER": server.address,
        "EAGLE_LAUNCHER": "1" if launcher else "0",
    }
    code = (
        f"LAUNCHER = {launcher}\n"
        f"SPIN = {str(ROOT / 'fixtures' / 'spin.ptx')!r}\n"
        f"DIVMOD = {str(ROOT / 'fixtures' / 'divmod.ptx')!r}\n" + CHILD
    )
    got, _ = run_python(code, env=env)
    ref = (np.arange(1000, dtype=np.float32) * 0.5).tolist()
    assert got["out_is_o"] and got["named_is_p"] and got["tuple_is_q"]
    assert got["out_values"] == got["named_values"] == got["tuple_values"] == ref
    assert got["view_values"] == [-1.0] * 1000 + ref + [-1.0] * 1000
    # the first out= call and the first by name were bound (two forms): every later one of
    # the same key (a tuple, a view of a larger array, 100 more) was replayed; into o: 1 + 50
    assert got["binds_of_the_replayed_forms"] == 2
    same = got["launches_o"]  # every launch into o, with its parameter bytes
    assert len(same) == 51 and same[0][10] and not any(launch[10] for launch in same[1:])
    assert all(launch[:10] == same[0][:10] for launch in same)  # replayed byte for byte
    assert got["none_values"] == ref
    # each refused call was bound anew and refused there (7 of them), then out=None, a form
    # of its own
    assert got["binds_total"] == 10
    assert got["host_values_ok"] and got["host_binds"] == 1
    assert got["host_transfers"] == [20, 20]
    assert got["dlpack_values_ok"]
    assert got["dlpack_in_c"] == (29 if launcher else 0)  # every replay, where it is built
    assert got["dlpack_events"] == 1  # one event made; each later hold recorded it again
    # the first DLPack call was bound; the rest replayed it, importing each producer anew and
    # holding its capsule (KeepAlive) as the first call did
    assert got["dlpack_binds"] == 1
    assert got["dlpack_new_key"] == [1, True]
    assert "expected dtype float32, got float64" in got["dlpack_wrong_dtype"]
    assert (
        got["wrong_dtype"][0] == "TypeError" and "expected dtype float32" in got["wrong_dtype"][1]
    )
    assert (
        got["wrong_shape"][0] == "ValueError" and "expected shape (1000,)" in got["wrong_shape"][1]
    )
    for key in ("aliases_input", "overlaps_input"):
        assert got[key][0] == "ValueError" and "share memory" in got[key][1], key
    assert got["tuple_too_long"][0] == "TypeError" and "has 1 outputs" in got["tuple_too_long"][1]
    assert got["twice"][0] == "TypeError" and "given twice" in got["twice"][1]
    for key in ("same_empty_out", "same_empty_named"):
        assert got[key][0] == "ValueError" and "are the same array" in got[key][1], key
    # a numpy output is not an error: the result is downloaded into it
    assert got["numpy_out"] is None
