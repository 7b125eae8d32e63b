"""Replaying a GPU record (written by ``gpu_record.py``) on the host emulator."""

from __future__ import annotations

import hashlib
import json
import math
from pathlib import Path

import numpy as np
import ptx_cases as pc

from eagle.ptx import HostModule


def _digest(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def _bits(a: np.ndarray) -> np.ndarray:
    a = np.ascontiguousarray(a)
    return a.view(np.dtype(f"u{a.dtype.itemsize}")) if a.dtype.kind in "fiu" else a


def _within(case: pc.OpCase, emu: np.ndarray, gpu: np.ndarray) -> np.ndarray:
    """Lanes where the GPU's approximation is within the ISA bound of the emulator's
    correctly rounded value (plus that value's own half ulp)."""
    kind, bound = case.tol  # type: ignore[misc]
    e = emu.astype(np.float64)
    g = gpu.astype(np.float64)
    with np.errstate(over="ignore"):
        ulp = np.spacing(np.abs(emu)).astype(np.float64)
    limit = {"ulp": bound * ulp, "abs": np.full(e.shape, bound), "rel": bound * np.abs(e)}[kind]
    with np.errstate(invalid="ignore"):
        ok = np.abs(e - g) <= limit + ulp
    ok |= (_bits(emu) == _bits(gpu)) | (np.isnan(e) & np.isnan(g))
    if case.domain == "trig":
        ok |= np.abs(e) > math.pi  # bounded only on [-pi, pi]
    return ok


def replay(record: Path, limit: int = 5) -> tuple[list[str], list[str], int]:
    """Run every recorded case on the emulator. Returns (mismatch descriptions, stale case
    names whose PTX changed since recording, number of cases compared)."""
    z = np.load(record, allow_pickle=False)
    meta = json.loads(str(z["meta"]))
    bad: list[str] = []
    stale: list[str] = []
    compared = 0
    by_name = {c.name: c for c in pc.OP_CASES}
    current = [c for c in pc.OP_CASES if c.name in meta["ops"]]
    host = HostModule(pc.ops_module(current), "ops.ptx") if current else None
    for name, digest in meta["ops"].items():
        case = by_name.get(name)
        if case is None or _digest(pc.op_entry(case)) != digest:
            stale.append(name)
            continue
        ins = [z[f"op__{name}__in{j}"] for j in range(len(case.ins))]
        gpu = z[f"op__{name}__out"]
        n = len(ins[0])
        pad = [np.zeros(1, np.uint8)] * (3 - len(ins))
        out = np.zeros(n, gpu.dtype)
        assert host is not None
        host.launch(name, (n + 127) // 128, 128, [*ins, *pad, out, n])
        compared += 1
        ok = _bits(out) == _bits(gpu) if case.tol is None else _within(case, out, gpu)
        if not ok.all():
            idx = np.flatnonzero(~ok)[:limit]
            rows = [f"in={[x[i].item() for x in ins]} emu={out[i]!r} gpu={gpu[i]!r}" for i in idx]
            bad.append(f"{name}: {int((~ok).sum())} of {n} lanes differ; " + "; ".join(rows))
    modules: dict[str, HostModule] = {}
    for case in pc.kernel_cases():
        digest = meta["kernels"].get(case.name)
        if digest is None:
            continue
        if digest != _digest(pc.ptx_text(case.ptx)):
            stale.append(case.name)
            continue
        if case.ptx not in modules:
            modules[case.ptx] = HostModule(pc.ptx_text(case.ptx), case.ptx)
        args = []
        for j, a in enumerate(case.args):
            key = f"k__{case.name}__in{j}"
            args.append(z[key].copy() if key in z else a)
        modules[case.ptx].launch(
            case.entry, case.grid, case.block, args, shared_mem_bytes=case.shared
        )
        compared += 1
        for j, a in enumerate(args):
            key = f"k__{case.name}__out{j}"
            if key not in z:
                continue
            gpu = z[key]
            if case.entry == "fastmath":
                continue  # approximations: checked against exact math in test_ptx_features
            if not np.array_equal(_bits(a), _bits(gpu)):
                diff = np.flatnonzero(_bits(a).reshape(-1) != _bits(gpu).reshape(-1))[:limit]
                bad.append(
                    f"{case.name} argument {j}: {len(diff)}+ elements differ, e.g. "
                    f"emu={a.reshape(-1)[diff]} gpu={gpu.reshape(-1)[diff]}"
                )
    return bad, stale, compared
