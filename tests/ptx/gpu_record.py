#!/usr/bin/env python3
"""Record what a real GPU computes for the emulator's test cases, so the tests can prove
emulator == GPU bit for bit instead of assuming it.

Runs, through cupy and the CUDA driver, every instruction case of ``ptx_cases.OP_CASES``
(edge values crossed pairwise plus random values) and every kernel case (the six fixtures and
the feature kernels), and writes inputs and outputs to one compressed ``.npz`` file that
``test_ptx_gpu_record.py`` replays on the emulator.

Usage, from the repository root on a machine with a CUDA GPU and cupy:

    python tests/ptx/gpu_record.py --out "$OUT/ptx_gpu_record.npz"

Then commit the file as ``tests/ptx/data/ptx_gpu_record.npz``. Needs numpy and cupy only.
"""

from __future__ import annotations

import argparse
import ctypes
import hashlib
import json
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import ptx_cases as pc  # noqa: E402


def _load(cp, text: str, tmp: Path, name: str):
    """cuModuleLoad of the PTX text (the driver JIT-compiles it for this GPU)."""
    path = tmp / f"{name}.ptx"
    path.write_text(text)
    module = cp.cuda.function.Module()
    module.load_file(str(path))
    return module


def _launch(cp, module, entry: str, grid, block, args, shared: int = 0) -> list:
    """Launch with a raw parameter buffer per argument (so struct parameters work); return the
    arguments with every array replaced by its contents after the launch."""
    keep = []
    params = []
    device = {}
    for i, a in enumerate(args):
        if isinstance(a, np.ndarray) and a.ndim > 0:
            d = cp.asarray(np.ascontiguousarray(a))
            device[i] = d
            buf = ctypes.c_uint64(d.data.ptr)
        elif isinstance(a, (bytes, bytearray)):
            buf = ctypes.create_string_buffer(bytes(a), len(a))
        else:
            raw = np.asarray(a).tobytes()
            buf = ctypes.create_string_buffer(raw, len(raw))
        keep.append(buf)
        params.append(ctypes.addressof(buf))
    argv = (ctypes.c_void_p * max(len(params), 1))(*params)
    fn = module.get_function(entry)
    cp.cuda.driver.launchKernel(
        fn.ptr, *grid, *block, shared, cp.cuda.get_current_stream().ptr, ctypes.addressof(argv), 0
    )
    cp.cuda.runtime.deviceSynchronize()
    return [cp.asnumpy(device[i]) if i in device else a for i, a in enumerate(args)]


def _digest(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", required=True, help="the .npz file to write")
    parser.add_argument("--only", default="", help="comma-separated case names (for debugging)")
    opts = parser.parse_args()
    import cupy as cp

    only = {s for s in opts.only.split(",") if s}
    arrays: dict[str, np.ndarray] = {}
    meta: dict = {"ops": {}, "kernels": {}, "errors": {}}
    props = cp.cuda.runtime.getDeviceProperties(0)
    meta["device"] = props["name"].decode() if isinstance(props["name"], bytes) else props["name"]
    meta["compute_capability"] = f"{props['major']}.{props['minor']}"
    meta["driver"] = cp.cuda.runtime.driverGetVersion()
    meta["runtime"] = cp.cuda.runtime.runtimeGetVersion()
    meta["cupy"] = cp.__version__
    meta["numpy"] = np.__version__
    meta["date"] = time.strftime("%Y-%m-%d %H:%M:%S %Z")
    with tempfile.TemporaryDirectory() as tmpname:
        tmp = Path(tmpname)
        cases = [c for c in pc.OP_CASES if not only or c.name in only]
        ops = _load(cp, pc.ops_module(cases), tmp, "ops")
        for k, case in enumerate(cases):
            ins = pc.op_inputs(case, seed=k)
            n = len(ins[0])
            pad = [np.zeros(1, np.uint8)] * (3 - len(ins))
            out = np.zeros(n, pc.NP[case.out])
            try:
                res = _launch(
                    cp,
                    ops,
                    case.name,
                    ((n + 127) // 128, 1, 1),
                    (128, 1, 1),
                    [*ins, *pad, out, np.uint32(n)],
                )
            except Exception as e:  # record and go on: one bad case must not hide the rest
                meta["errors"][case.name] = repr(e)
                continue
            for j, a in enumerate(ins):
                arrays[f"op__{case.name}__in{j}"] = a
            arrays[f"op__{case.name}__out"] = res[3]
            meta["ops"][case.name] = _digest(pc.op_entry(case))
        modules: dict[str, object] = {}
        for case in pc.kernel_cases():
            if only and case.name not in only:
                continue
            if case.ptx not in modules:
                modules[case.ptx] = _load(cp, pc.ptx_text(case.ptx), tmp, f"k{len(modules)}")
            try:
                res = _launch(
                    cp, modules[case.ptx], case.entry, case.grid, case.block, case.args, case.shared
                )
            except Exception as e:
                meta["errors"][case.name] = repr(e)
                continue
            for j, (a, r) in enumerate(zip(case.args, res, strict=True)):
                if isinstance(a, np.ndarray) and a.ndim > 0:
                    arrays[f"k__{case.name}__in{j}"] = a
                    arrays[f"k__{case.name}__out{j}"] = r
            meta["kernels"][case.name] = _digest(pc.ptx_text(case.ptx))
            meta.setdefault("sources", {})[case.ptx] = pc.ptx_text(case.ptx)
            print(f"{case.name}: ok", flush=True)
    arrays["meta"] = np.array(json.dumps(meta))
    out = Path(opts.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    np.savez_compressed(out, **arrays)
    print(
        f"wrote {out}: {len(meta['ops'])} instruction cases, {len(meta['kernels'])} kernel "
        f"cases, {len(meta['errors'])} errors on {meta['device']}"
    )
    for name, err in meta["errors"].items():
        print(f"  error in {name}: {err}")
    return 1 if meta["errors"] else 0


if __name__ == "__main__":
    sys.exit(main())
