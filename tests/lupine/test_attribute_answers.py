"""Function and kernel attributes and occupancy answered by the shim (native/shim/cache.c,
attributes.c): a setting is never answered stale, a set call giving the value already in force
costs no round trip, and the answers of what a setting does not reach are kept.

The reference is the stand-in driver itself, loaded directly in another subprocess: it keeps
what cuda.h documents for cuKernelSetAttribute (a kernel's setting per device, shown in its
function on that device unless the function's own setting overrides it; cuKernelGetAttribute
answers the kernel's), so the same sequence must give the same answers through the shim.
Hand-computed values (the stand-in's sm_90 description: 48 KiB of dynamic shared memory less
the static without a setting) check the reference moves at all."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from lupine_helpers import Server, read_stats, run_python

from lupine._protocol_tables import CURESULT

SUCCESS = CURESULT["CUDA_SUCCESS"]
INVALID_VALUE = CURESULT["CUDA_ERROR_INVALID_VALUE"]
MAX_DYNAMIC = 8  # CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES
CARVEOUT = 9  # CU_FUNC_ATTRIBUTE_PREFERRED_SHARED_MEMORY_CARVEOUT
NUM_REGS = 4
MAX_THREADS = 0

# k0 declares 1 KiB of static shared memory, k1 none.
PTX = r"""
.version 8.0
.target sm_90
.address_size 64
.visible .entry k0(.param .u64 a)
{
  .shared .align 4 .b8 buf[1024];
  ret;
}
.visible .entry k1(.param .u64 a)
{
  ret;
}
"""

# Runs the operations of OPS (JSON) and prints what each answered. A library of k0 and k1 and
# a module of the same image (its functions belong to no kernel); a primary context on each
# device. Operations:
#   ["kget", k, attr, dev] / ["kset", k, attr, dev, value]   cuKernelGet/SetAttribute
#   ["fget", k, attr, dev] / ["fset", k, attr, dev, value]   the kernel's function there
#   ["kfget", k, attr, dev] / ["kfset", ...]                 the kernel given as a CUfunction
#   ["mget", k, attr] / ["mset", k, attr, value]             the module's function
#   ["occ", k, dev, dyn, as_kernel]                          cuOccupancyMaxActiveBlocks...
#   ["clusters", k, dev, dyn, width, as_kernel]              cuOccupancyMaxActiveClusters
#   ["kcache", k, dev, config] / ["fcache", k, dev, config]  cache preferences
#   ["reload"] / ["mreload"]                                 unload and load again
RUN = r"""
import ctypes as c, json, os, _driver
lib = _driver.load(os.environ.get("LIBCUDA") or None)
V, P, I = c.c_void_p, c.POINTER, c.c_int
for f, args in {
    "cuLibraryLoadData": [P(V), c.c_char_p, V, V, c.c_uint, V, V, c.c_uint],
    "cuLibraryGetKernel": [P(V), V, c.c_char_p],
    "cuLibraryUnload": [V],
    "cuModuleLoadData": [P(V), c.c_char_p],
    "cuModuleGetFunction": [P(V), V, c.c_char_p],
    "cuModuleUnload": [V],
    "cuKernelGetFunction": [P(V), V],
    "cuKernelGetAttribute": [P(I), I, V, I],
    "cuKernelSetAttribute": [I, I, V, I],
    "cuKernelSetCacheConfig": [V, I, I],
    "cuFuncGetAttribute": [P(I), I, V],
    "cuFuncSetAttribute": [V, I, I],
    "cuFuncSetCacheConfig": [V, I],
    "cuOccupancyMaxActiveBlocksPerMultiprocessor": [P(I), V, I, c.c_size_t],
    "cuCtxSetCurrent": [V],
    "cuOccupancyMaxActiveClusters": [P(I), V, V],
}.items():
    getattr(lib, f).argtypes = args
class ATTR(c.Structure):  # CUlaunchAttribute: id, pad, a 64-byte value
    _fields_ = [("id", c.c_int), ("pad", c.c_int), ("v", c.c_uint * 16)]
class CFG(c.Structure):  # CUlaunchConfig
    _fields_ = [("gx", c.c_uint), ("gy", c.c_uint), ("gz", c.c_uint), ("bx", c.c_uint),
                ("by", c.c_uint), ("bz", c.c_uint), ("shm", c.c_uint), ("stream", V),
                ("attrs", V), ("numAttrs", c.c_uint)]
assert lib.cuInit(0) == 0
ptx = os.environ["PTX"].encode() + b"\0"
ctxs = []
for d in range(2):
    ctx = V()
    assert lib.cuDevicePrimaryCtxRetain(c.byref(ctx), d) == 0
    ctxs.append(ctx)
assert lib.cuCtxSetCurrent(ctxs[0]) == 0
state = {}
def load():
    L = V()
    assert lib.cuLibraryLoadData(c.byref(L), ptx, None, None, 0, None, None, 0) == 0
    ks = []
    for n in (b"k0", b"k1"):
        k = V()
        assert lib.cuLibraryGetKernel(c.byref(k), L, n) == 0
        ks.append(k)
    state.update(lib=L, kernels=ks)
def mload():
    m = V()
    assert lib.cuModuleLoadData(c.byref(m), ptx) == 0
    fs = []
    for n in (b"k0", b"k1"):
        f = V()
        assert lib.cuModuleGetFunction(c.byref(f), m, n) == 0
        fs.append(f)
    state.update(mod=m, mfuncs=fs)
def on(d):
    assert lib.cuCtxSetCurrent(ctxs[d]) == 0
def function(k, d):
    on(d)
    f = V()
    assert lib.cuKernelGetFunction(c.byref(f), state["kernels"][k]) == 0
    return f
load()
mload()
out = []
handles = []
for op in json.loads(os.environ["OPS"]):
    kind, args = op[0], op[1:]
    v = I(-7)
    if kind == "kget":
        k, a, d = args
        r = lib.cuKernelGetAttribute(c.byref(v), a, state["kernels"][k], d)
    elif kind == "kset":
        k, a, d, x = args
        r = lib.cuKernelSetAttribute(a, x, state["kernels"][k], d)
    elif kind in ("fget", "kfget"):
        k, a, d = args
        f = function(k, d) if kind == "fget" else (on(d), state["kernels"][k])[1]
        r = lib.cuFuncGetAttribute(c.byref(v), a, f)
    elif kind in ("fset", "kfset"):
        k, a, d, x = args
        f = function(k, d) if kind == "fset" else (on(d), state["kernels"][k])[1]
        r = lib.cuFuncSetAttribute(f, a, x)
    elif kind == "mget":
        k, a = args
        on(0)
        r = lib.cuFuncGetAttribute(c.byref(v), a, state["mfuncs"][k])
    elif kind == "mset":
        k, a, x = args
        on(0)
        r = lib.cuFuncSetAttribute(state["mfuncs"][k], a, x)
    elif kind == "occ":
        k, d, dyn, as_kernel = args
        f = (on(d), state["kernels"][k])[1] if as_kernel else function(k, d)
        r = lib.cuOccupancyMaxActiveBlocksPerMultiprocessor(c.byref(v), f, 128, dyn)
    elif kind == "clusters":
        k, d, dyn, width, as_kernel = args
        f = (on(d), state["kernels"][k])[1] if as_kernel else function(k, d)
        attr = ATTR(4, 0)  # CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION
        attr.v[0], attr.v[1], attr.v[2] = width, 1, 1
        cfg = CFG(16, 1, 1, 128, 1, 1, dyn, None, c.cast(c.byref(attr), V), 1)
        r = lib.cuOccupancyMaxActiveClusters(c.byref(v), f, c.byref(cfg))
    elif kind == "kcache":
        k, d, x = args
        r = lib.cuKernelSetCacheConfig(state["kernels"][k], x, d)
    elif kind == "fcache":
        k, d, x = args
        r = lib.cuFuncSetCacheConfig(function(k, d), x)
    elif kind == "reload":
        old = [k.value for k in state["kernels"]]
        assert lib.cuLibraryUnload(state["lib"]) == 0
        load()
        handles.append(old == [k.value for k in state["kernels"]])
        r = 0
    elif kind == "mreload":
        old = [f.value for f in state["mfuncs"]]
        on(0)
        assert lib.cuModuleUnload(state["mod"]) == 0
        mload()
        handles.append(old == [f.value for f in state["mfuncs"]])
        r = 0
    out.append([r, v.value] if v.value != -7 else [r])
print(json.dumps({"answers": out, "same_handles": handles}))
"""


@pytest.fixture(scope="module")
def two_devices(native: Path) -> Iterator[Server]:
    s = Server(native, env={"LUPINE_STANDIN_DEVICES": "2"})
    yield s
    s.stop()


def _through_shim(server: Server, ops: list, stats: Path | None = None) -> dict:
    env = {"LUPINE_SERVER": server.address, "PTX": PTX, "OPS": json.dumps(ops)}
    if stats:
        env["LUPINE_STATS"] = str(stats)
    got, _ = run_python(RUN, env=env)
    return got


def _direct(native: Path, ops: list) -> dict:
    env = {
        "LIBCUDA": str(native / "liblupine-standin.so"),
        "LUPINE_STANDIN_DEVICES": "2",
        "PTX": PTX,
        "OPS": json.dumps(ops),
    }
    got, _ = run_python(RUN, env=env)
    return got


DEFAULT_K0 = 48 * 1024 - 1024  # 48 KiB less k0's static shared memory
DEFAULT_K1 = 48 * 1024

# Each setting followed by the answers it must change and some it must not, with the value
# expected where it is computed by hand (None: only compared with the stand-in's).
STALE = [
    (["kget", 0, MAX_DYNAMIC, 0], DEFAULT_K0),
    (["kget", 0, MAX_DYNAMIC, 1], DEFAULT_K0),
    (["fget", 0, MAX_DYNAMIC, 0], DEFAULT_K0),
    (["fget", 0, MAX_DYNAMIC, 1], DEFAULT_K0),
    (["kfget", 0, MAX_DYNAMIC, 1], DEFAULT_K0),
    (["occ", 0, 0, 60000, 0], 0),  # over the limit: no block fits
    (["occ", 0, 1, 60000, 1], 0),
    (["fget", 1, MAX_DYNAMIC, 0], DEFAULT_K1),
    (["mget", 0, MAX_DYNAMIC], DEFAULT_K0),
    (["clusters", 0, 0, 60000, 2, 1], 0),
    # a kernel's setting on device 0: its answers there, its function there
    (["kset", 0, MAX_DYNAMIC, 0, 60000], None),
    (["kget", 0, MAX_DYNAMIC, 0], 60000),
    (["kget", 0, MAX_DYNAMIC, 1], DEFAULT_K0),
    (["fget", 0, MAX_DYNAMIC, 0], 60000),
    (["fget", 0, MAX_DYNAMIC, 1], DEFAULT_K0),
    (["kfget", 0, MAX_DYNAMIC, 1], DEFAULT_K0),
    (["occ", 0, 0, 60000, 0], 3),  # 233472 bytes of the SM / (1024 + 60000 + 1024 reserved)
    (["occ", 0, 1, 60000, 1], 0),
    (["fget", 1, MAX_DYNAMIC, 0], DEFAULT_K1),
    (["mget", 0, MAX_DYNAMIC], DEFAULT_K0),
    (["clusters", 0, 0, 60000, 2, 1], 8 * (16 * 3 // 2)),  # 8 GPCs of 16 SMs, 3 blocks each
    (["clusters", 0, 0, 60000, 2, 0], 8 * (16 * 3 // 2)),
    # another value, then the same again
    (["kset", 0, MAX_DYNAMIC, 0, 50000], None),
    (["kget", 0, MAX_DYNAMIC, 0], 50000),
    (["fget", 0, MAX_DYNAMIC, 0], 50000),
    (["kfget", 0, MAX_DYNAMIC, 0], 50000),
    (["kset", 0, MAX_DYNAMIC, 0, 50000], None),
    (["kget", 0, MAX_DYNAMIC, 0], 50000),
    # the function's own setting overrides the kernel's, before and after it; the kernel
    # given as a CUfunction is that function
    (["fset", 0, MAX_DYNAMIC, 0, 70000], None),
    (["fget", 0, MAX_DYNAMIC, 0], 70000),
    (["kfget", 0, MAX_DYNAMIC, 0], 70000),
    (["kget", 0, MAX_DYNAMIC, 0], 50000),
    (["kset", 0, MAX_DYNAMIC, 0, 80000], None),
    (["fget", 0, MAX_DYNAMIC, 0], 70000),
    (["kget", 0, MAX_DYNAMIC, 0], 80000),
    # the same on device 1, through the kernel given as a CUfunction
    (["fget", 0, MAX_DYNAMIC, 1], DEFAULT_K0),
    (["kfset", 0, MAX_DYNAMIC, 1, 30000], None),
    (["kfget", 0, MAX_DYNAMIC, 1], 30000),
    (["fget", 0, MAX_DYNAMIC, 1], 30000),
    (["occ", 0, 1, 40000, 0], None),
    (["kget", 0, MAX_DYNAMIC, 1], DEFAULT_K0),
    # a module's function
    (["mset", 0, MAX_DYNAMIC, 20000], None),
    (["mget", 0, MAX_DYNAMIC], 20000),
    (["fget", 0, MAX_DYNAMIC, 0], 70000),
    # a refused setting changes nothing
    (["kset", 1, MAX_DYNAMIC, 0, 240000], None),
    (["kget", 1, MAX_DYNAMIC, 0], DEFAULT_K1),
    # the carveout: set, then the same again
    (["kget", 1, CARVEOUT, 0], -1),
    (["kset", 1, CARVEOUT, 0, 25], None),
    (["kget", 1, CARVEOUT, 0], 25),
    (["kset", 1, CARVEOUT, 0, 25], None),
    (["fget", 1, CARVEOUT, 0], 25),
]


def test_a_setting_is_never_answered_stale(native, two_devices):
    ops = [op for op, _ in STALE]
    got = _through_shim(two_devices, ops)
    ref = _direct(native, ops)
    assert got["answers"] == ref["answers"]
    for (op, want), answer in zip(STALE, ref["answers"], strict=True):
        if want is not None:
            assert answer == [SUCCESS, want], op
        elif op[0].endswith("set"):
            assert answer == ([INVALID_VALUE] if op[-1] == 240000 else [SUCCESS]), op


def test_nothing_survives_an_unload(native, two_devices):
    """Settings, then an unload and a load of the same image: every answer is the new
    object's. The stand-in frees an unloaded library's and module's objects, and the C
    library's allocator gives the memory back for the new ones, so the handles repeat after a
    few rounds: the case where only dropping the answers at the unload tells old from new."""
    ops = []
    for i in range(10):
        ops += [
            ["kset", 0, MAX_DYNAMIC, 0, 60000 + i],
            ["fset", 1, MAX_DYNAMIC, 1, 50000 + i],
            ["mset", 0, MAX_DYNAMIC, 40000 + i],
            ["kget", 0, MAX_DYNAMIC, 0],
            ["fget", 1, MAX_DYNAMIC, 1],
            ["mget", 0, MAX_DYNAMIC],
            ["reload"],
            ["mreload"],
            ["kget", 0, MAX_DYNAMIC, 0],
            ["fget", 0, MAX_DYNAMIC, 0],
            ["fget", 1, MAX_DYNAMIC, 1],
            ["kfget", 1, MAX_DYNAMIC, 1],
            ["mget", 0, MAX_DYNAMIC],
        ]
    got = _through_shim(two_devices, ops)
    assert got["answers"] == _direct(native, ops)["answers"]
    for i in range(10):
        round_ = [a[-1] for a in got["answers"][13 * i : 13 * (i + 1)]]
        assert round_[3:6] == [60000 + i, 50000 + i, 40000 + i]
        assert round_[8:] == [DEFAULT_K0, DEFAULT_K0, DEFAULT_K1, DEFAULT_K1, DEFAULT_K0]
    library, module = got["same_handles"][0::2], got["same_handles"][1::2]
    if native.parent.name != "asan":  # AddressSanitizer (build/asan) never gives memory back
        assert any(library) and any(module)


def test_repeated_settings_cost_no_round_trip(two_devices, tmp_path):
    """What cuBLAS and PyTorch's attention kernels do before launches (H200 trace
    2026-12-01): the same dynamic shared memory size set on one kernel again and again, among
    queries of it and of another kernel. One round trip for the first setting, one for each
    (kernel, attribute) asked the first time, except the size just set, whose answer is the
    value set."""
    step = [["kset", 0, MAX_DYNAMIC, 0, 60000]] + [
        ["kget", k, a, 0] for k in (0, 1) for a in (MAX_DYNAMIC, NUM_REGS, MAX_THREADS)
    ]
    ops = step * 100
    got = _through_shim(two_devices, ops, tmp_path / "s.txt")
    assert got["answers"][:7] == [[SUCCESS]] + [
        [SUCCESS, v] for v in (60000, 32, 1024, 48 * 1024, 32, 1024)
    ]
    assert got["answers"] == got["answers"][:7] * 100
    stats = read_stats(tmp_path / "s.txt")
    # columns: calls, round trips, deferred, local
    assert stats["cuKernelSetAttribute"] == [100, 1, 0, 99]
    assert stats["cuKernelGetAttribute"] == [600, 5, 0, 595]


def test_a_setting_keeps_what_it_does_not_reach(native, two_devices, tmp_path):
    """A kernel's setting changing value each time: the other kernel's answers, its function's
    and occupancy, the same kernel's on the other device and a module function's are asked
    once; the set kernel's answers on that device are asked again after each setting."""
    others = [
        ["kget", 1, MAX_DYNAMIC, 0],
        ["fget", 1, MAX_DYNAMIC, 0],
        ["occ", 1, 0, 1000, 0],
        ["occ", 1, 0, 1000, 1],
        ["kget", 0, MAX_DYNAMIC, 1],
        ["fget", 0, MAX_DYNAMIC, 1],
        ["mget", 0, MAX_DYNAMIC],
        ["kget", 0, NUM_REGS, 0],
    ]
    ops = []
    for i in range(20):
        ops += [["kset", 0, MAX_DYNAMIC, 0, 1000 + i], ["fget", 0, MAX_DYNAMIC, 0], *others]
    got = _through_shim(two_devices, ops, tmp_path / "s.txt")
    assert got["answers"] == _direct(native, ops)["answers"]
    stats = read_stats(tmp_path / "s.txt")
    assert stats["cuKernelSetAttribute"][:2] == [20, 20]
    # the set kernel's function on device 0 after each setting; the other queries once each
    assert stats["cuFuncGetAttribute"][:2] == [80, 20 + 3]
    assert stats["cuKernelGetAttribute"][:2] == [60, 3]
    assert stats["cuOccupancyMaxActiveBlocksPerMultiprocessor"][:2] == [40, 2]


VALUES = {
    MAX_DYNAMIC: [0, 1024, 48 * 1024, 60000, 240000],  # the last is refused
    CARVEOUT: [-1, 0, 25, 100, 101],
}
KINDS = ["kget", "fget", "kfget", "kset", "fset", "kfset", "mget", "mset", "occ", "clusters"] * 2
KINDS += ["kcache", "fcache", "reload", "mreload"]


@st.composite
def _op(draw: st.DrawFn) -> list:
    kind = draw(st.sampled_from(KINDS))
    k, d = draw(st.integers(0, 1)), draw(st.integers(0, 1))
    a = draw(st.sampled_from(list(VALUES)))
    value = draw(st.sampled_from(VALUES[a]))
    if kind in ("kget", "fget", "kfget"):
        return [kind, k, a, d]
    if kind in ("kset", "fset", "kfset"):
        return [kind, k, a, d, value]
    if kind == "mget":
        return [kind, k, a]
    if kind == "mset":
        return [kind, k, a, value]
    if kind == "occ":
        return [kind, k, d, draw(st.sampled_from([0, 40000, 60000])), draw(st.integers(0, 1))]
    if kind == "clusters":
        dyn, width = draw(st.sampled_from([0, 60000])), draw(st.sampled_from([2, 16]))
        return [kind, k, d, dyn, width, draw(st.integers(0, 1))]
    if kind in ("kcache", "fcache"):
        return [kind, k, d, draw(st.integers(0, 3))]
    return [kind]


NAMES = {"k": ("kget", "kset"), "f": ("fget", "fset"), "kf": ("kfget", "kfset")}


@st.composite
def _episode(draw: st.DrawFn) -> list:
    """A few operations of any kind, then an answer, a setting of the same kernel, device and
    attribute under any of its names (the kernel, its function, the kernel given as a
    CUfunction) and the answer again: what shows an answer kept too long."""
    ops = draw(st.lists(_op(), max_size=3))
    k, d = draw(st.integers(0, 1)), draw(st.integers(0, 1))
    a = draw(st.sampled_from(list(VALUES)))
    value = draw(st.sampled_from(VALUES[a]))
    get = NAMES[draw(st.sampled_from(list(NAMES)))][0]
    set_ = NAMES[draw(st.sampled_from(list(NAMES)))][1]
    return [*ops, [get, k, a, d], [set_, k, a, d, value], [get, k, a, d]]


@settings(
    max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(st.lists(_episode(), min_size=3, max_size=15))
def test_any_sequence_answers_as_the_driver(native, two_devices, episodes):
    """Random gets and sets over 2 kernels x 2 attributes x 2 devices (and the kernels'
    functions, a module's functions, occupancy, cache preferences, unloads): every answer
    through the shim equals the stand-in's own."""
    ops = [op for episode in episodes for op in episode]
    assert _through_shim(two_devices, ops)["answers"] == _direct(native, ops)["answers"]
