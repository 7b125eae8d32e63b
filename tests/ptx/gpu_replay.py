"""Replaying a GPU record (written by ``gpu_record.py``) on the host emulator."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import numpy as np
import ptx_cases as pc

from eagle.ptx import HostModule


def _digest(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()[:16]


SOURCES = Path(__file__).resolve().parent / "data" / "sources"


def _recorded_source(meta: dict, path: str, digest: str) -> str | None:
    """The PTX text a kernel case was recorded with: kept in the record itself (``sources``,
    newer records), the file as it is now, or a copy kept as ``data/sources/<digest>.ptx`` when
    the file has grown since (new kernels appended); None when none matches the digest."""
    candidates = [meta.get("sources", {}).get(path), pc.ptx_text(path)]
    kept = SOURCES / f"{digest}.ptx"
    if kept.exists():
        candidates.append(kept.read_text())
    for text in candidates:
        if text is not None and _digest(text) == digest:
            return text
    return None


def _bits(a: np.ndarray) -> np.ndarray:
    a = np.ascontiguousarray(a)
    return a.view(np.dtype(f"u{a.dtype.itemsize}")) if a.dtype.kind in "fiu" else a


def _within(tol: tuple[str, float], emu: np.ndarray, gpu: np.ndarray) -> np.ndarray:
    """Lanes where the GPU's approximation is within the ISA bound ``tol`` (see ``OpCase``) of
    the emulator's value (plus that value's own ulp). NaN results must be the same NaN, bit
    for bit."""
    kind, bound = tol
    e = emu.astype(np.float64)
    g = gpu.astype(np.float64)
    with np.errstate(over="ignore"):
        ulp = np.spacing(np.abs(emu)).astype(np.float64)
    limit = {"ulp": bound * ulp, "abs": np.full(e.shape, bound), "rel": bound * np.abs(e)}[kind]
    with np.errstate(invalid="ignore"):
        ok = np.abs(e - g) <= limit + ulp
    same = _bits(emu) == _bits(gpu)
    return np.where(np.isnan(e) | np.isnan(g), same, ok | same)


# features.cu fastmath writes 8 columns: __sinf, __cosf (sin/cos.approx), __expf (ex2.approx
# of a product), __log2f (lg2.approx), rsqrtf (rsqrt.approx), __fdividef (div.approx),
# __saturatef and sqrt.rz + rcp.rn. The .approx ones are the H200's bit for bit
# (eagle/ptx/_sfu.py), so every column is compared exactly.
FASTMATH_TOL: list[tuple[str, float] | None] = [None] * 8

# .approx instructions the emulator models bit for bit (eagle/ptx/_sfu.py): compared exactly
MODELLED = ("rcp.approx.f32", "rcp.approx.ftz.f32", "ex2.approx", "lg2.approx", "div.approx")
MODELLED += ("div.full", "rsqrt.approx", "sqrt.approx", "sin.approx", "cos.approx")
MODELLED += ("tanh.approx",)


def _tolerance(case: pc.OpCase) -> tuple[str, float] | None:
    """The case's ISA bound, or None (exact) where the emulator models the H200's unit."""
    inst = case.inst.split()[0]
    modelled = inst.endswith(".f32") and inst.startswith(MODELLED)
    return None if modelled else case.tol


def _within_columns(
    tols: list[tuple[str, float] | None], emu: np.ndarray, gpu: np.ndarray
) -> np.ndarray:
    ok = np.empty(emu.shape, bool)
    for k, tol in enumerate(tols):
        e, g = emu[:, k], gpu[:, k]
        ok[:, k] = _bits(e) == _bits(g) if tol is None else _within(tol, e, g)
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
        tol = _tolerance(case)
        ok = _bits(out) == _bits(gpu) if tol is None else _within(tol, out, gpu)
        if not ok.all():
            idx = np.flatnonzero(~ok)[:limit]
            rows = [f"in={[x[i].item() for x in ins]} emu={out[i]!r} gpu={gpu[i]!r}" for i in idx]
            bad.append(f"{name}: {int((~ok).sum())} of {n} lanes differ; " + "; ".join(rows))
    modules: dict[str, HostModule] = {}
    for case in pc.kernel_cases():
        digest = meta["kernels"].get(case.name)
        if digest is None:
            continue
        text = _recorded_source(meta, case.ptx, digest)
        if text is None:
            stale.append(case.name)
            continue
        if digest not in modules:
            modules[digest] = HostModule(text, case.ptx)
        args = []
        for j, a in enumerate(case.args):
            key = f"k__{case.name}__in{j}"
            args.append(z[key].copy() if key in z else a)
        modules[digest].launch(
            case.entry, case.grid, case.block, args, shared_mem_bytes=case.shared
        )
        compared += 1
        for j, a in enumerate(args):
            key = f"k__{case.name}__out{j}"
            if key not in z:
                continue
            gpu = z[key]
            if case.entry == "fastmath" and j == 1:
                ok = _within_columns(FASTMATH_TOL, a.reshape(-1, 8), gpu.reshape(-1, 8))
                if not ok.all():
                    rows, cols = np.nonzero(~ok)
                    bad.append(
                        f"fastmath: {len(rows)} results beyond the ISA bound, e.g. column "
                        f"{cols[:limit]} emu={a.reshape(-1, 8)[rows, cols][:limit]} "
                        f"gpu={gpu.reshape(-1, 8)[rows, cols][:limit]}"
                    )
                continue
            if not np.array_equal(_bits(a), _bits(gpu)):
                diff = np.flatnonzero(_bits(a).reshape(-1) != _bits(gpu).reshape(-1))[:limit]
                bad.append(
                    f"{case.name} argument {j}: {len(diff)}+ elements differ, e.g. "
                    f"emu={a.reshape(-1)[diff]} gpu={gpu.reshape(-1)[diff]}"
                )
    return bad, stale, compared
