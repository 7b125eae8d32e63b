"""Edges of eagle's replayed launches found by an adversarial trial (2026-12-01), each through the
LUPINE shim on the stand-in driver, with cupy (fixtures/spin.ptx copies src to dst there, so
values are checked against numpy): parameter names that shadow Python builtins or cannot be
Python parameters, a second CUDA context, the kernel's own lifetime, introspection, and the
messages of refused calls before and after the first call."""

from __future__ import annotations

import os
import tomllib
from pathlib import Path

import pytest
from lupine_helpers import ROOT, run_python

pytest.importorskip("cupy")

SPIN = ROOT / "fixtures" / "spin.ptx"

PRELUDE = """
import ctypes, gc, inspect, json, sys, weakref
import numpy as np, cupy as cp
from eagle import LoadedVector
def counted(k):
    # count the calls that are bound anew (the rest replay a bound launch)
    plain = k._launcher.bind
    k.binds = 0
    def bind(kw):
        k.binds += 1
        return plain(kw)
    k._launcher.bind = bind
    return k
def g(a):
    return cp.asarray(a)
out = {}
"""


def _env(native: Path, server) -> dict[str, str]:
    return {
        "LD_LIBRARY_PATH": f"{native}:{os.environ.get('LD_LIBRARY_PATH', '')}",
        "LUPINE_SERVER": server.address,
    }


def _spin_renamed(tmp_path: Path, names: dict[str, str]) -> Path:
    """fixtures/spin.ptx with its parameters renamed in a signature of its own."""
    toml = (ROOT / "fixtures" / "spin.toml").read_text()
    for old, new in names.items():
        toml = toml.replace(f'name = "{old}"', f'name = "{new}"')
    assert all(p["name"] in names.values() or p["name"] == "n"
               for p in tomllib.loads(toml)["param"])  # fmt: skip
    (tmp_path / "spin.ptx").write_text(SPIN.read_text())
    (tmp_path / "spin.toml").write_text(toml)
    return tmp_path / "spin.ptx"


def test_parameters_named_like_builtins(native, server, tmp_path):
    # parameters that shadow Python builtins the pipeline uses (type, len, tuple)
    path = _spin_renamed(tmp_path, {"src": "type", "dst": "len", "ns": "tuple"})
    code = (
        PRELUDE
        + f"""
k = counted(LoadedVector({str(path)!r}))
x = g(np.arange(6, dtype=np.float32))
o = g(np.zeros(6, np.float32))
forms = []
for _ in range(3):
    forms.append(cp.asnumpy(k(type=x, tuple=0)).tolist())
    k(type=x, tuple=0, out=(o,))
    forms.append(cp.asnumpy(o).tolist())
    k(type=x, tuple=0, len=o)
    forms.append(cp.asnumpy(o).tolist())
out["values"] = forms
out["binds"] = k.binds
print(json.dumps(out))
"""
    )
    got, _ = run_python(code, env=_env(native, server))
    assert got["values"] == [list(range(6))] * 9
    assert got["binds"] == 3  # one per form: eagle allocates, out=, the output by name


def test_names_python_cannot_take_keep_eagle_messages(native, server, tmp_path):
    # a parameter named "class" (a Python keyword, passed with **) is bound and replayed like
    # any other, and refused calls keep eagle's messages
    path = _spin_renamed(tmp_path, {"src": "src", "dst": "dst", "ns": "class"})
    code = (
        PRELUDE
        + f"""
k = counted(LoadedVector({str(path)!r}))
x = g(np.arange(4, dtype=np.float32))
out["value"] = cp.asnumpy(k(src=x, **{{"class": 0}})).tolist()
out["again"] = cp.asnumpy(k(src=x, **{{"class": 1}})).tolist()
out["bound"] = k.binds
def err(*a, **kw):
    try:
        k(*a, **kw)
    except TypeError as e:
        return str(e)
out["unknown"] = err(src=x, nss=1, **{{"class": 0}})
out["args_kw"] = err(src=x, args=0, **{{"class": 0}})
out["positional"] = err(x)
print(json.dumps(out))
"""
    )
    got, _ = run_python(code, env=_env(native, server))
    assert got["value"] == got["again"] == [0.0, 1.0, 2.0, 3.0]
    assert got["bound"] == 1  # the second call replayed the first's launch
    assert "unexpected keyword argument(s) 'nss'" in got["unknown"]
    assert "unexpected keyword argument(s) 'args'" in got["args_kw"]
    assert "takes keyword arguments only (src, class), got 1 positional" in got["positional"]


def test_second_context_gets_its_own_bound_launch(native, server):
    code = (
        PRELUDE
        + f"""
cuda = ctypes.CDLL("libcuda.so.1")
k = counted(LoadedVector({str(SPIN)!r}))
x = g(np.arange(10, dtype=np.float32)); o = g(np.zeros(10, np.float32))
k(src=x, ns=0, out=o); k(src=x, ns=0)
ctx = ctypes.c_void_p(); dev = ctypes.c_int()
assert cuda.cuDeviceGet(ctypes.byref(dev), 0) == 0
assert cuda.cuCtxCreate_v2(ctypes.byref(ctx), 0, dev) == 0
x2 = g(np.arange(10, dtype=np.float32)); o2 = g(np.zeros(10, np.float32))
before = k.binds
for _ in range(10):
    k(src=x2, ns=0, out=o2)
    k(src=x2, ns=0)
out["binds_in_new_context"] = k.binds - before
# the launches ran on the new context's legacy stream; cupy's copy back makes the primary
# context current (cuCtxSetCurrent) and copies on its legacy stream, which does not wait for
# another context's work (CUDA driver API, "Stream synchronization behavior"): wait here
assert cuda.cuCtxSynchronize() == 0
out["values"] = cp.asnumpy(o2).tolist()
print(json.dumps(out))
"""
    )
    got, _ = run_python(code, env=_env(native, server))
    # the first call of each form in the new context is bound; the rest replay it
    assert got["binds_in_new_context"] == 2
    assert got["values"] == list(range(10))


def test_kernel_freed_without_the_cycle_collector_and_introspection(native, server):
    code = (
        PRELUDE
        + f"""
gc.disable()
k = LoadedVector({str(SPIN)!r})
x = g(np.arange(4, dtype=np.float32))
k(src=x, ns=0); k(src=x, ns=0)
msg_after = None
try:
    k(x)
except TypeError as e:
    msg_after = str(e)
out["positional_after"] = msg_after
out["signature"] = str(inspect.signature(k))
out["class_call"] = cp.asnumpy(LoadedVector.__call__(k, src=x, ns=0)).tolist()
out["doc"] = type(k).__call__.__doc__
try:
    k(src=x, ns=0, out=[g(np.zeros(4, np.float32))])
except TypeError as e:
    out["out_list"] = str(e)
ref = weakref.ref(k)
del k
out["freed"] = ref() is None
# host arrays on CUDA share one page-locked staging buffer per thread, whatever the kernel
import threading
from eagle.loaded import _stage
ks = [LoadedVector({str(SPIN)!r}) for _ in range(3)]
buffers = set()
for kk in ks:
    for _ in range(2):
        out.setdefault("host_values", []).append(
            kk(src=np.arange(5, dtype=np.float32), ns=0).tolist())
        buffers.add(_stage._STAGING[threading.get_ident()][1])
out["staging_buffers"] = len(buffers)
print(json.dumps(out))
"""
    )
    got, _ = run_python(code, env=_env(native, server))
    assert (
        got["positional_after"] == "spin() takes keyword arguments only (src, ns), got 1 positional"
    )
    assert got["signature"] == "(**kwargs)"
    assert got["class_call"] == [0.0, 1.0, 2.0, 3.0]
    assert "keyword arguments only" in got["doc"]
    assert "give the outputs as a tuple (dst), not a list" in got["out_list"]
    assert got["freed"]  # no reference cycle: freed at once, CUDA modules with it
    assert got["host_values"] == [[0.0, 1.0, 2.0, 3.0, 4.0]] * 6
    assert got["staging_buffers"] == 1
