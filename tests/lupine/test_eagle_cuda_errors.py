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
