"""H200 diagnosis (2026-12-03): one repeated torch out= call and its parts (output.txt)."""

import time

import cupy
import numpy as np
import torch

import eagle
from eagle.interop import _torch_abi
from eagle.loaded import _native

L = _native.launcher
x_np = np.random.default_rng(1).uniform(6.6e6, 4.2e7, (3, 1024))
g = eagle.LoadedVector("fixtures/gravity.ptx")
xt = torch.from_numpy(x_np).cuda()
ot = torch.empty((3, 1024), dtype=torch.float64, device="cuda")
xc = cupy.asarray(x_np)
oc = cupy.empty((3, 1024))
MU = 3.986004418e14


def t(fn, n=20000):
    fn()
    torch.cuda.synchronize()
    best = 1e9
    for _ in range(5):
        s = time.perf_counter()
        for _ in range(n):
            fn()
        torch.cuda.synchronize()
        best = min(best, (time.perf_counter() - s) / n * 1e6)
    return best


print("abi", _torch_abi.find() is not None, "stream", _torch_abi.stream())
print(
    "torch stream raw",
    torch._C._cuda_getCurrentRawStream(0),
    "cupy stream",
    cupy.cuda.get_current_stream().ptr,
)
for name, fn in [
    ("eagle cupy out", lambda: g(position=xc, mu=MU, out=oc)),
    ("eagle torch out", lambda: g(position=xt, mu=MU, out=ot)),
    ("eagle cupy out", lambda: g(position=xc, mu=MU, out=oc)),
    ("eagle torch out", lambda: g(position=xt, mu=MU, out=ot)),
    ("torch_key x", lambda: L.torch_key(xt)),
    ("data_ptr", lambda: xt.data_ptr()),
    ("raw stream", lambda: torch._C._cuda_getCurrentRawStream(0)),
]:
    print(f"{name:20s} {t(fn):.3f} us")
r = g._replay
print("replay counts", r.counts(), "learnt", r.learnt())
# same kernel, torch tensors, but cupy arrays viewing torch memory
xv = cupy.asarray(xt)
ov = cupy.asarray(ot)
print(f"{'eagle cupy-view out':20s} {t(lambda: g(position=xv, mu=MU, out=ov)):.3f} us")
# torch tensors on a cupy-made stream? launch under torch side stream
s = torch.cuda.Stream()
with torch.cuda.stream(s):
    print(f"{'eagle torch out, side stream':20s} {t(lambda: g(position=xt, mu=MU, out=ot)):.3f} us")
with cupy.cuda.Stream() as cs:
    side = t(lambda: g(position=xc, mu=MU, out=oc))
    print(f"{'eagle cupy out, cupy side stream':20s} {side:.3f} us")
