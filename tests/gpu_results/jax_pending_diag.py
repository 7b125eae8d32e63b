import os, time
os.environ.setdefault("XLA_PYTHON_CLIENT_PREALLOCATE", "false")
import importlib
for _name in filter(None, os.environ.get("IMPORTS", "").split(",")):
    importlib.import_module(_name)
import numpy as np, jax, jax.numpy as jnp
jax.config.update("jax_enable_x64", True)
dev = jax.devices("gpu")[0]
T0 = time.perf_counter()
def say(*a): print(f"{(time.perf_counter()-T0)*1e3:8.1f} ms", *a, flush=True)
@jax.jit
def step(m):
    for _ in range(4):
        m = jnp.sort(-m)
    return m
@jax.jit
def finish(x, m):
    return jnp.where(jnp.isnan(m[0]), jnp.float32(jnp.nan), x)
if os.environ.get("ADAPTER"):
    from raptor.conformance._adapters import ADAPTERS
    import raptor.conformance._adapters as ad_mod
    t = time.perf_counter()
    y = ADAPTERS["jax"].pending(np.arange(5, dtype=np.float32), "cuda", 0.3)
    say("adapter pending returned after", round(time.perf_counter() - t, 3), "ready", y.is_ready())
for variant in ("uncommitted", "committed"):
    n = 1 << int(os.environ.get("LOG2N", "27"))
    with jax.default_device(dev):
        m0 = jnp.arange(n, dtype=jnp.float32)
    if variant == "committed":
        m0 = jax.device_put(m0, dev)
    step(m0).block_until_ready(); say(variant, "compiled step")
    a = np.arange(5, dtype=np.float32)
    x = jax.device_put(a, dev)
    finish(x, m0).block_until_ready(); say("compiled finish")
    m = m0
    for i in range(int(os.environ.get("STEPS", "16"))):
        m = step(m)
        if i < 3: say("dispatched step", i, "ready", m.is_ready())
    say("dispatched all; m ready", m.is_ready())
    y = finish(x, m)
    say("finish dispatched; y ready", y.is_ready(), "m ready", m.is_ready())
    y.block_until_ready(); say("y done")
