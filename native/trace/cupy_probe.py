"""cupy basics, each checked against numpy; prints one JSON object of results.

Used three ways: natively (the reference), under the LUPINE tracer (what the runtime asks
the driver), and through the LUPINE shim (the results must equal the native ones). Steps:
device count and properties, allocation, copies both ways, memset, a RawKernel-style launch
of fixtures/saxpy.ptx loaded from its PTX text, a non-blocking stream, events and their
elapsed time, synchronisation, pointer attributes (device, pinned, pageable) and the DLPack
device, fixtures/spin.ptx loaded from its file with an event queried while it runs, then
(best effort, they need NVRTC or CUB) an elementwise kernel and a reduction. Exit status 0
only when every mandatory check passed.

usage: python3 cupy_probe.py [--ptx fixtures/saxpy.ptx]
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
import traceback
from pathlib import Path

import numpy as np


def main() -> int:
    ap = argparse.ArgumentParser()
    root = Path(__file__).resolve().parents[2]
    ap.add_argument("--ptx", type=Path, default=root / "fixtures" / "saxpy.ptx")
    args = ap.parse_args()
    out: dict[str, object] = {}
    failures: list[str] = []

    def check(name: str, ok: bool) -> None:
        out[f"check:{name}"] = bool(ok)
        if not ok:
            failures.append(name)

    import cupy as cp

    rt = cp.cuda.runtime
    out["device_count"] = rt.getDeviceCount()
    props = rt.getDeviceProperties(0)
    out["name"] = props["name"].decode() if isinstance(props["name"], bytes) else props["name"]
    out["cc"] = [props["major"], props["minor"]]
    out["total_mem"] = int(props["totalGlobalMem"])
    out["multiprocessors"] = int(props["multiProcessorCount"])
    out["driver_version"] = rt.driverGetVersion()
    out["runtime_version"] = rt.runtimeGetVersion()

    n = 1 << 20
    rng = np.random.default_rng(7)
    hx = rng.standard_normal(n, dtype=np.float32)
    hy = rng.standard_normal(n, dtype=np.float32)
    dx = cp.asarray(hx)  # alloc + HtoD
    dy = cp.asarray(hy)
    check("roundtrip", np.array_equal(dx.get(), hx))  # DtoH
    dz = cp.zeros(n, dtype=np.float32)  # memset
    check("zeros", not dz.get().any())

    mod = cp.cuda.function.Module()
    mod.load(args.ptx.read_bytes())  # cuModuleLoadData from the PTX text
    saxpy = mod.get_function("saxpy")
    stream = cp.cuda.Stream(non_blocking=True)
    start, stop = cp.cuda.Event(), cp.cuda.Event()
    a = np.float32(2.5)
    with stream:
        start.record(stream)
        saxpy(((n + 255) // 256,), (256,), (dx, dy, a, np.uint32(n)), stream=stream)
        stop.record(stream)
    stream.synchronize()
    stop.synchronize()
    out["elapsed_ms_positive"] = cp.cuda.get_elapsed_time(start, stop) >= 0.0
    # The kernel computes fma.rn.f32(a, x, y); numpy rounds a*x first, so allow one ulp here.
    # Native and shim runs are compared bit for bit through saxpy_sha256.
    ref = (np.float64(a) * hx.astype(np.float64) + hy).astype(np.float32)
    got = dy.get()
    ulps = np.abs(got.view(np.int32).astype(np.int64) - ref.view(np.int32).astype(np.int64))
    check("saxpy", int(ulps.max()) <= 1)
    out["saxpy_sha256"] = hashlib.sha256(got.tobytes()).hexdigest()

    dd = cp.empty_like(dx)
    dd.set(hy, stream=stream)  # async HtoD on the stream
    back = np.empty_like(hy)
    dd.get(stream=stream, out=back)
    stream.synchronize()
    check("async_copies", np.array_equal(back, hy))
    d2d = cp.empty_like(dd)
    d2d.data.copy_from_device(dd.data, dd.nbytes)  # cudaMemcpy device to device
    check("dtod", np.array_equal(d2d.get(), hy))
    mem_free, mem_total = rt.memGetInfo()
    out["mem_total"] = int(mem_total)
    check("mem_info", 0 < mem_free <= mem_total)
    cp.cuda.Device(0).synchronize()

    # Pointer attributes as the runtime reports them (cudaPointerGetAttributes asks the
    # driver's cuPointerGetAttributes) and the DLPack device cupy derives from them.
    out["dlpack_device"] = [int(v) for v in dx.__dlpack_device__()]
    da = rt.pointerGetAttributes(dx.data.ptr)
    out["device_memory_type"] = int(da.type)
    check("device_pointer", da.devicePointer == dx.data.ptr and da.device == 0)
    pinned = cp.cuda.alloc_pinned_memory(4096)
    pa = rt.pointerGetAttributes(pinned.ptr)
    out["pinned_memory_type"] = int(pa.type)
    check("pinned_host_pointer", pa.hostPointer == pinned.ptr)
    out["pageable_memory_type"] = int(rt.pointerGetAttributes(hx.ctypes.data).type)

    # A module loaded from a file (cuModuleLoad) and an event queried while a kernel ahead
    # of it still runs: cudaEventQuery answers "not ready", then "done" after synchronising.
    spin = cp.RawModule(path=str(root / "fixtures" / "spin.ptx")).get_function("spin")
    side = cp.cuda.Stream(non_blocking=True)
    marker = cp.cuda.Event(disable_timing=True)
    copied = cp.zeros_like(dx)
    with side:
        spin((1,), (256,), (dx, copied, np.uint64(200_000_000), np.uint64(n)), stream=side)
        marker.record(side)
    busy = marker.done
    side.synchronize()
    check("event_not_ready", busy is False and marker.done is True)
    check("spin_copy", np.array_equal(copied.get(), hx))

    for name, fn in (
        ("elementwise", lambda: np.array_equal((dx * 2).get(), hx * 2)),
        ("reduction", lambda: bool(abs(float(dx.sum()) - float(hx.sum(dtype=np.float64))) < 1.0)),
    ):
        try:
            out[f"optional:{name}"] = bool(fn())
        except Exception as e:  # NVRTC/CUB may be absent; record, do not fail
            out[f"optional:{name}"] = f"{type(e).__name__}: {e}"

    out["failures"] = failures
    print(json.dumps(out, sort_keys=True))
    return 1 if failures else 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except Exception:
        traceback.print_exc()
        sys.exit(2)
