"""Recompute ``approx_measure.py``'s histograms from eagle's model of the H200's
special-function unit, on the host, and compare them with the H200's record.

    python tests/gpu_results/approx_replay.py [--only rcp.approx.ftz.f32,...] [--stride N]

For each function the model (``eagle/ptx/_sfu.py``, the instruction sequences ptxas emits)
runs over every float32 bit pattern (every N-th block of 2^24 with ``--stride N``, which then
compares nothing with the record), the result is binned by its distance in ulps from the
correctly rounded value exactly as ``approx_measure.py`` bins the GPU's, and the histogram is
printed beside the record's (``tests/gpu_results/approx/h200_2026-12-02.json``).
``div.approx.f32`` replays the record's 2^30 operand pairs (numpy's PCG64, seed 12).

The reference here is numpy's float64 function rounded to float32, the GPU's was CUDA's; the
two can round differently only where the float64 value lies within a few float64 ulps of a
float32 rounding boundary. Such operands are counted ("near a tie") and a histogram that
differs from the record by no more than that count is reported as such. A full run takes
several minutes per function.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from eagle.ptx import _sfu  # noqa: E402
from eagle.ptx._float import flush  # noqa: E402

RECORD = ROOT / "tests/gpu_results/approx/h200_2026-12-02.json"
K = 4
NAMES = [f"{d:+d}" for d in range(-K, K + 1)] + [f"<-{K}", f">+{K}", "nan-one-side"]

# name: (model of the instruction, float64 reference, .ftz)
FUNCTIONS = {
    "rcp.approx.ftz.f32": (lambda a: _sfu.rcp_approx(a, True), lambda x: 1.0 / x, True),
    "rcp.approx.f32": (lambda a: _sfu.rcp_approx(a, False), lambda x: 1.0 / x, False),
    "ex2.approx.ftz.f32": (lambda a: _sfu.ex2_approx(a, True), np.exp2, True),
    "ex2.approx.f32": (lambda a: _sfu.ex2_approx(a, False), np.exp2, False),
    "lg2.approx.ftz.f32": (lambda a: _sfu.lg2_approx(a, True), np.log2, True),
    "lg2.approx.f32": (lambda a: _sfu.lg2_approx(a, False), np.log2, False),
}


def ordered(bits: np.ndarray) -> np.ndarray:
    """float32 bits -> int64 that orders as the values do (approx_measure.py's ``ordered``)."""
    b = bits.astype(np.int64)
    return np.where(b & 0x80000000, ~b & 0xFFFFFFFF, b | 0x80000000)


def near_tie(ref64: np.ndarray) -> np.ndarray:
    """Where a float64 value lies within 8 float64 ulps of a float32 rounding boundary (the
    midpoint between two float32 neighbours) in the normal range."""
    b = np.abs(ref64).view(np.int64)
    low = b & ((1 << 29) - 1)  # the 29 bits float32 drops; the midpoint is 1 << 28
    return (np.abs(low - (1 << 28)) <= 8) & np.isfinite(ref64) & (np.abs(ref64) >= 2.0**-126)


def histogram(y: np.ndarray, ref: np.ndarray) -> np.ndarray:
    """approx_measure.py's bins of y against ref (float32 arrays): -K..K, below, above,
    NaN on one side only."""
    yn, rn = np.isnan(y), np.isnan(ref)
    d = ordered(y.view(np.uint32)) - ordered(ref.view(np.uint32))
    b = np.clip(d, -K - 1, K + 1) + K  # 0 .. 2K+2, with -1 -> below, 2K+2 -> above
    b = np.where(d < -K, 2 * K + 1, np.where(d > K, 2 * K + 2, b))
    b = np.where(yn | rn, np.where(yn & rn, K, 2 * K + 3), b)
    return np.bincount(b, minlength=2 * K + 4)


def replay(name: str, chunk_log2: int, stride: int) -> tuple[np.ndarray, int]:
    model, reference, ftz = FUNCTIONS[name]
    hist = np.zeros(2 * K + 4, np.int64)
    ties = 0
    n = 1 << chunk_log2
    for start in range(0, 1 << 32, n * stride):
        x = np.arange(start, start + n, dtype=np.uint64).astype(np.uint32).view(np.float32)
        xd = (flush(x) if ftz else x).astype(np.float64)
        with np.errstate(all="ignore"):
            r64 = reference(xd)
            ref = r64.astype(np.float32)
            y = model(x)
        if ftz:
            ref = flush(ref)
        hist += histogram(np.asarray(y, np.float32), ref)
        ties += int(near_tie(r64).sum())
    return hist, ties


def replay_div(chunk_log2: int, parts: int) -> tuple[np.ndarray, int]:
    """div.approx.f32 over approx_measure.py's pairs: 4 draws of 2^28 a's then 2^28 b's."""
    rng = np.random.default_rng(12)
    hist = np.zeros(2 * K + 4, np.int64)
    ties = 0
    for _ in range(parts):
        a = rng.integers(0, 2**32, 1 << 28, dtype=np.uint32).view(np.float32)
        b = rng.integers(0, 2**32, 1 << 28, dtype=np.uint32).view(np.float32)
        for s in range(0, 1 << 28, 1 << chunk_log2):
            aa, bb = a[s : s + (1 << chunk_log2)], b[s : s + (1 << chunk_log2)]
            with np.errstate(all="ignore"):
                r64 = aa.astype(np.float64) / bb.astype(np.float64)
                y = _sfu.div_approx(aa, bb, False)
            hist += histogram(y, r64.astype(np.float32))
            ties += int(near_tie(r64).sum())
    return hist, ties


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--only", help="comma list of function names (default: all and div)")
    ap.add_argument("--stride", type=int, default=1, help="replay every N-th block only")
    ap.add_argument("--chunk-log2", type=int, default=22)
    args = ap.parse_args(argv)
    record = json.loads(RECORD.read_text())["functions"]
    names = args.only.split(",") if args.only else [*FUNCTIONS, "div.approx.f32"]
    worst = 0
    for name in names:
        t0 = time.perf_counter()
        if name == "div.approx.f32":
            hist, ties = replay_div(args.chunk_log2, 4 if args.stride == 1 else 1)
        else:
            hist, ties = replay(name, args.chunk_log2, args.stride)
        want = np.array([record[name]["histogram"][k] for k in NAMES])
        off = int(np.abs(hist - want).sum()) // 2
        if args.stride == 1:
            verdict = (
                "equal"
                if off == 0
                else f"{off} moved" + (" (within the near-tie count)" if off <= ties else "")
            )
            worst = max(worst, 0 if off <= ties else off)
        else:
            verdict = "sampled"
        print(f"{name:<22} {verdict}; near a tie: {ties}  ({time.perf_counter() - t0:.0f} s)")
        for k, h, w in zip(NAMES, hist, want, strict=True):
            if h or w:
                print(f"    {k:>13} model {h:>11} H200 {w:>11}")
        sys.stdout.flush()
    return 1 if worst else 0


if __name__ == "__main__":
    raise SystemExit(main())
