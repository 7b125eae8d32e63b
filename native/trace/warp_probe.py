"""NVIDIA Warp basics on cuda:0, each checked against numpy; prints one JSON object.

Warp 1.19 links a CUDA 13.4 runtime statically, which asks the driver for one private table
more than cupy's 13.0 runtime does (tools_ctx in codegen/export_tables.toml). Used
natively, under the LUPINE tracer (what that runtime asks of the real driver and what the
table's slots answer) and through the shim (the results must equal the native ones).
Steps: device, arrays from numpy, a Warp kernel (y = a * x + y), zeros, a second stream,
copies back, and DLPack both ways with cupy when cupy is there. Exit status 0 only when every
check passed.

usage: python3 warp_probe.py
"""

from __future__ import annotations

import hashlib
import json
import sys
import traceback

import numpy as np


def main() -> int:
    import warp as wp

    out: dict[str, object] = {}
    failures: list[str] = []

    def check(name: str, ok: bool) -> None:
        out[f"check:{name}"] = bool(ok)
        if not ok:
            failures.append(name)

    wp.config.quiet = True
    wp.init()
    out["warp"] = wp.__version__
    out["cuda_devices"] = wp.get_cuda_device_count()

    @wp.kernel
    def axpy(x: wp.array(dtype=wp.float32), y: wp.array(dtype=wp.float32), a: wp.float32):
        i = wp.tid()
        y[i] = a * x[i] + y[i]

    n = 1 << 16
    rng = np.random.default_rng(3)
    hx = rng.standard_normal(n).astype(np.float32)
    hy = rng.standard_normal(n).astype(np.float32)
    x = wp.array(hx, dtype=wp.float32, device="cuda:0")
    y = wp.array(hy, dtype=wp.float32, device="cuda:0")
    check("roundtrip", np.array_equal(x.numpy(), hx))
    wp.launch(axpy, dim=n, inputs=[x, y, 2.0], device="cuda:0")
    got = y.numpy()
    ref = (np.float64(2.0) * hx.astype(np.float64) + hy).astype(np.float32)
    ulps = np.abs(got.view(np.int32).astype(np.int64) - ref.view(np.int32).astype(np.int64))
    check("axpy", int(ulps.max()) <= 1)
    out["axpy_sha256"] = hashlib.sha256(got.tobytes()).hexdigest()
    z = wp.zeros(n, dtype=wp.float32, device="cuda:0")
    check("zeros", not z.numpy().any())
    stream = wp.Stream("cuda:0")
    w = wp.array(hx, dtype=wp.float32, device="cuda:0")
    with wp.ScopedStream(stream):
        wp.launch(axpy, dim=n, inputs=[x, w, 1.0], device="cuda:0")
    wp.synchronize_stream(stream)
    check("stream", np.array_equal(w.numpy(), hx + hx))
    try:
        import cupy as cp

        c = cp.from_dlpack(y)
        check("to_cupy", c.data.ptr == y.ptr and np.array_equal(c.get(), got))
        back = wp.from_dlpack(cp.asarray(hx))
        check("from_cupy", np.array_equal(back.numpy(), hx))
    except ImportError:
        out["cupy"] = "not installed"
    wp.synchronize()
    out["failures"] = failures
    print(json.dumps(out, sort_keys=True))
    return 1 if failures else 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except Exception:
        traceback.print_exc()
        sys.exit(2)
