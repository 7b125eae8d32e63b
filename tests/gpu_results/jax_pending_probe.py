"""On a GPU: does JAX work dispatched from Python still run when the dispatching call returns?
What raptor's JAX-IN-CUDA-PENDING-STREAM row relies on (raptor/conformance/_adapters.py,
Jax.pending). Prints one line per variant: the step's size and time, the steps dispatched, how
long dispatching took, whether the last result was ready right after, and how long until it was.

    python3 tests/gpu_results/jax_pending_probe.py
"""

from __future__ import annotations

import os
import time

os.environ.setdefault("XLA_PYTHON_CLIENT_PREALLOCATE", "false")

import jax
import jax.numpy as jnp


def run(name: str, step, make, steps: int) -> None:
    m0 = make()
    step(m0).block_until_ready()  # compile
    t = time.perf_counter()
    step(m0).block_until_ready()
    per = time.perf_counter() - t
    t = time.perf_counter()
    m = m0
    for _ in range(steps):
        m = step(m)
    dispatched = time.perf_counter() - t
    ready = m.is_ready()
    m.block_until_ready()
    total = time.perf_counter() - t
    print(
        f"{name}: step {per * 1e3:.1f} ms, {steps} steps dispatched in {dispatched * 1e3:.1f} ms, "
        f"ready right after: {ready}, done after {total * 1e3:.1f} ms",
        flush=True,
    )


@jax.jit
def sorts(m):
    for _ in range(4):
        m = jnp.sort(-m)
    return m


@jax.jit
def tanhs(m):
    for _ in range(64):
        m = jnp.tanh(m * 1.0001 + 0.25)
    return m


@jax.jit
def matmuls(m):
    for _ in range(8):
        m = jnp.tanh(m @ m + 0.25)
    return m


dev = jax.devices("gpu")[0]
print("devices", jax.devices(), "backend", jax.default_backend(), flush=True)
with jax.default_device(dev):
    for n in (1 << 24, 1 << 27):
        run(
            f"sort n=2^{n.bit_length() - 1}",
            sorts,
            lambda n=n: jnp.arange(n, dtype=jnp.float32),
            16,
        )
    run("tanh 2^28", tanhs, lambda: jnp.zeros(1 << 28, jnp.float32), 16)
    run("matmul 8192", matmuls, lambda: jnp.eye(8192, dtype=jnp.float32) * 0.5, 16)
