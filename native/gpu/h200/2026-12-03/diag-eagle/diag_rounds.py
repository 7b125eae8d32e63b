"""H200 diagnosis (2026-12-03): eagle out= per round, interleaved (output.txt)."""

import statistics
import time
from pathlib import Path

import cupy
import numpy as np
import torch

import eagle

x_np = np.random.default_rng(1).uniform(6.6e6, 4.2e7, (3, 1024))
g = eagle.LoadedVector("fixtures/gravity.ptx")
mod = cupy.cuda.function.Module()
mod.load(Path("fixtures/gravity.ptx").read_bytes() + b"\0")
raw = mod.get_function("gravity")
xt = torch.from_numpy(x_np).cuda()
ot = torch.empty((3, 1024), dtype=torch.float64, device="cuda")
xc = cupy.asarray(x_np)
oc = cupy.empty((3, 1024))
MU = 3.986004418e14
mu = np.float64(MU)
count = np.uint64(1024)
sync = cupy.cuda.get_current_stream().synchronize


def per_call(fn, calls=2000):
    sync()
    t0 = time.perf_counter()
    for _ in range(calls):
        fn()
    sync()
    return (time.perf_counter() - t0) / calls * 1e6


u64 = np.uint64
cases = {
    "cupy out": (
        lambda: g(position=xc, mu=MU, out=oc),
        lambda: raw((4, 1, 1), (256, 1, 1), (xc, oc, mu, count)),
    ),
    "torch out": (
        lambda: g(position=xt, mu=MU, out=ot),
        lambda: raw((4, 1, 1), (256, 1, 1), (u64(xt.data_ptr()), u64(ot.data_ptr()), mu, count)),
    ),
    "torch out, peer int": (
        lambda: g(position=xt, mu=MU, out=ot),
        lambda: raw((4, 1, 1), (256, 1, 1), (xc, oc, mu, count)),
    ),
    "torch out alone": (lambda: g(position=xt, mu=MU, out=ot), None),
    "cupy out alone": (lambda: g(position=xc, mu=MU, out=oc), None),
}
for name, (e, p) in cases.items():
    for _ in range(3):
        e()
        p and p()
    es, ps = [], []
    for _r in range(10):
        es.append(per_call(e))
        if p:
            ps.append(per_call(p))
    print(
        f"{name:22s} eagle median {statistics.median(es):.2f} min {min(es):.2f} | "
        + " ".join(f"{v:.1f}" for v in es)
        + (f" | peer median {statistics.median(ps):.2f}" if ps else "")
    )
