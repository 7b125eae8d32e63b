"""On a GPU: the steps of raptor's JAX pending-work check (raptor/conformance/_adapters.py,
Jax.pending) written out at module level, with a timestamp at each. Run beside the adapter's
own method (ADAPTER=1), it showed (H200, 2026-12-01, tests/gpu_results/jax_pending_h200.txt)
that the chain was still running here but not when the method returned: the method's jitted
functions were freed on return, which waits for their launches in flight.

    python3 tests/gpu_results/jax_pending_diag.py            [ADAPTER=1, IMPORTS=mod,...]
"""

from __future__ import annotations

import importlib
import os
import time

os.environ.setdefault("XLA_PYTHON_CLIENT_PREALLOCATE", "false")
for _name in filter(None, os.environ.get("IMPORTS", "").split(",")):
    importlib.import_module(_name)

import jax  # noqa: E402  (after the environment and the imports asked for)
import numpy as np  # noqa: E402

jax.config.update("jax_enable_x64", True)
jnp = jax.numpy
T0 = time.perf_counter()


def say(*args: object) -> None:
    print(f"{(time.perf_counter() - T0) * 1e3:8.1f} ms", *args, flush=True)


if os.environ.get("ADAPTER"):
    from raptor.conformance._adapters import ADAPTERS

    t = time.perf_counter()
    y = ADAPTERS["jax"].pending(np.arange(5, dtype=np.float32), "cuda", 0.3)
    say("adapter pending returned after", round(time.perf_counter() - t, 3), "ready", y.is_ready())

dev = jax.devices("gpu")[0]
seconds = 0.3


@jax.jit
def step(m):  # type: ignore[no-untyped-def]
    for _ in range(4):
        m = jnp.sort(-m)
    return m


@jax.jit
def finish(x, m):  # type: ignore[no-untyped-def]
    return jnp.where(jnp.isnan(m[0]), jnp.float32(jnp.nan), x)


n, per = 1 << 20, 0.0
while True:
    with jax.default_device(dev):
        m0 = jnp.arange(n, dtype=jnp.float32)
    step(m0).block_until_ready()
    start = time.perf_counter()
    step(m0).block_until_ready()
    per = time.perf_counter() - start
    say("n", n, "per step (ms)", round(per * 1e3, 2))
    if per >= seconds / 16 or n >= 1 << 27:
        break
    n *= 2
x = jax.device_put(np.arange(5, dtype=np.float32), dev)
finish(x, m0).block_until_ready()
say("finish compiled")
m = m0
steps = min(24, max(1, round(2 * seconds / max(per, 1e-6))))
for i in range(steps):
    m = step(m)
    if i < 3 or i == steps - 1:
        say("step", i, "dispatched; ready", m.is_ready())
y = finish(x, m)
say("finish dispatched; ready", y.is_ready())
y.block_until_ready()
say("done")
