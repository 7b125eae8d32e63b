"""eagle's CUDA path refuses a wrong argument with the same message as its host path (the
argument's own fault first, then whether the result framework can hold the outputs), here on
JAX CPU arrays bound for CUDA through the LUPINE shim on the stand-in driver (no GPU; nothing
is launched: every call is refused before). The host path's messages are those that
tests/interop/test_jax.py asserts."""

from __future__ import annotations

import os

import pytest
from lupine_helpers import ROOT, run_python

CHILD = """
import json, jax, jax.numpy as jnp
from eagle import LoadedVector, target
g = LoadedVector(GRAVITY)
p = LoadedVector(PROBE)
out = {"target": target().name}
def err(f, **kw):
    try:
        f(**kw)
    except Exception as e:
        return [type(e).__name__, str(e)]
    return None
with jax.enable_x64(False):  # JAX makes float64 input float32; probe's addr output is int64
    out["float32_for_float64"] = err(g, position=jnp.ones((3, 8)), mu=1.0)
    out["bfloat16"] = err(p, x=jnp.ones(4, jnp.float32).astype(jnp.bfloat16))
    out["int64_result"] = err(p, x=jnp.ones(4, jnp.float32))
print(json.dumps(out))
"""


def test_cuda_path_names_the_wrong_argument_before_the_result_framework(native, server):
    pytest.importorskip("cupy")
    pytest.importorskip("jax")
    env = {
        "LD_LIBRARY_PATH": f"{native}:{os.environ.get('LD_LIBRARY_PATH', '')}",
        "LUPINE_SERVER": server.address,
        "JAX_PLATFORMS": "cpu",
    }
    fixtures = ROOT / "fixtures"
    code = (
        f"GRAVITY = {str(fixtures / 'gravity.ptx')!r}\nPROBE = {str(fixtures / 'probe.ptx')!r}\n"
        + CHILD
    )
    got, _ = run_python(code, env=env)
    assert got["target"] == "cuda"
    kind, message = got["float32_for_float64"]
    assert kind == "TypeError"
    assert "expected dtype float64, got float32 (jax)" in message and "jax_enable_x64" in message
    kind, message = got["bfloat16"]
    assert kind == "TypeError" and "'x' (jax): DLPack dtype bfloat16 is not supported" in message
    # a correct input: only then is the int64 output refused, before anything is launched
    kind, message = got["int64_result"]
    assert kind == "TypeError" and "'addr' is int64" in message and "x64" in message


MIXED = """
import json, numpy as np, cupy as cp, torch
from eagle import LoadedVector
k = LoadedVector(SPIN)
src = torch.arange(8, dtype=torch.float32)  # a CPU tensor (torch here has no CUDA)
o = cp.asarray(np.zeros(8, np.float32))
r = k(src=src, ns=0, out=o)
fresh = k(src=src, ns=0, dst=cp.asarray(np.zeros(8, np.float32)))
print(json.dumps({"same": r is o, "values": cp.asnumpy(o).tolist(),
                  "type": type(fresh).__module__}))
"""


def test_a_torch_cpu_tensor_beside_cupy_arrays_leaves_cuda_to_cupy(native, server):
    # torch wins the results where it can hold them on CUDA; a CPU build of torch cannot,
    # and the call then launches on cupy's stream with cupy's result, instead of failing
    # inside torch.cuda
    pytest.importorskip("cupy")
    torch = pytest.importorskip("torch")
    if torch.cuda.is_available():
        pytest.skip("torch has CUDA here")
    env = {
        "LD_LIBRARY_PATH": f"{native}:{os.environ.get('LD_LIBRARY_PATH', '')}",
        "LUPINE_SERVER": server.address,
    }
    code = f"SPIN = {str(ROOT / 'fixtures' / 'spin.ptx')!r}\n" + MIXED
    got, _ = run_python(code, env=env)
    assert got["same"] and got["values"] == list(range(8))
    assert got["type"].startswith("cupy")
