"""Fit the special-function unit's tables (``eagle/ptx/_sfu.py``) to an H200's outputs.

    python tests/gpu_results/approx_fit.py            (writes eagle/ptx/sfu_h200.npz)
    python tests/gpu_results/approx_fit.py --check    (fails unless the file is what it writes)

Input: ``tests/gpu_results/approx/h200_2026-12-02_maps.npz``, the H200's ``.approx.ftz.f32``
results over one binade per function (``approx_measure.py``: each result as its distance in
ulps from the correctly rounded value, int8, clamped to ±127). ``rcp`` and ``ex2`` over [1, 2)
reach every table entry at every offset (the unit sees only the 23 fraction bits), so their
fit is complete; ``lg2`` over [1, 2) too, though a result near 1 shows only its top bits.

Each measured result bounds the unit's integer V = D + C1*x + C2*square(x) from both sides
(the result is V shifted right, so V lies in a run of 2**shift integers). Per segment, for
integer C2 and C1 near the least-squares solution, the D left open is the intersection of
those runs; the fit keeps a (C1, C2) whose D-range is widest. The ranges come out a few units
wide at most; within one, D is picked so that its low bits (the rounding constant the
hardware adds below the table's D) are the same in every segment, as in the hardware.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from eagle.ptx import _sfu  # noqa: E402

MAPS = ROOT / "tests/gpu_results/approx/h200_2026-12-02_maps.npz"
# approx_measure.py --dump output, committed as h200_<date>_dump.npz: the rest of the tables
DUMPS = sorted((ROOT / "tests/gpu_results/approx").glob("h200_*_dump.npz"))

# map: (exact function in float64 (approx_measure.py's reference), bits of D below the
# table's own D: the rounding constant)
REFERENCE = {
    "rcp": (lambda v: 1.0 / v, 13),
    "ex2": (np.exp2, 13),
    "lg2": (np.log2, 12),
    "rsqrt": (lambda v: 1.0 / np.sqrt(v), 14),
    "sin": (np.sin, 11),
    "cos": (np.cos, 11),
}


def measured(name: str) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(operand bits, H200 result bits, known) over the map's binade of ``name``; ``known``
    is False where the map was clamped (|distance| = 127: the result is unknown)."""
    with np.load(MAPS) as z:
        d = z[name].astype(np.int64)
        first = int(z[name + ":first_bits"][0])
    xb = np.arange(first, first + (1 << 23), dtype=np.int64).astype(np.uint32)
    with np.errstate(all="ignore"):
        ref = REFERENCE[name][0](xb.view(np.float32).astype(np.float64)).astype(np.float32)
    rb = ref.view(np.uint32).astype(np.int64)
    # distance in value order: results here are positive or (lg2) zero
    return xb, (rb + d).astype(np.uint32), np.abs(d) < 127


def dumped(instruction: str) -> list[tuple[np.ndarray, np.ndarray]]:
    """(operand bits, H200 result bits) of every range of ``instruction`` in the dumps."""
    sys.path.insert(0, str(ROOT / "tests/gpu_results"))
    from approx_measure import undump

    out = []
    for path in DUMPS:
        with np.load(path) as z:
            k = 0
            while f"{instruction}:{k}:range" in z:
                out.append(undump(z, instruction, k))
                k += 1
    return out


def bounds(name: str, y: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """The run [lo, hi] of V that gives result bits ``y`` for an operand in [1, 2)."""
    shift = _sfu.LAYOUT[name][4]
    yv = y.view(np.float32).astype(np.float64)
    if name == "rcp":  # V >> 15 is the result times 2**24
        m = np.rint(yv * 2.0**24).astype(np.int64)
        return m << shift, (m << shift) + (1 << shift) - 1
    if name == "ex2":  # V >> 15 is 2**f times 2**23, the result is 2**(1+f)
        m = np.rint(yv * 2.0**22).astype(np.int64)
        return m << shift, (m << shift) + (1 << shift) - 1
    # lg2: V >> 2 is the result times 2**36, cut to 24 significant bits
    e = (y.astype(np.int64) >> 23) & 0xFF
    cut = np.maximum(e - 127 - 23 + 36, 0)
    r = np.rint(yv * 2.0**36).astype(np.int64)
    return r << shift, ((r + (1 << cut) - 1) << shift) + (1 << shift) - 1


def observations(name: str) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(table operand, lo, hi): every measured operand of the unit ``name`` as the fraction
    its table sees and the run of V its result allows, one row per fraction (runs of repeated
    fractions intersected)."""
    if name in ("rcp", "ex2", "lg2"):
        xb, y, known = measured(name)
        frac = xb.astype(np.int64) & 0x7FFFFF
        lo, hi = bounds(name, y)
        if name == "lg2":
            known &= frac != 0  # log2(1) = 0 is a special case of the unit, not the table
        return frac[known], lo[known], hi[known]
    parts = []
    if name == "rsqrt":
        sources = [measured("rsqrt")] + [(*xy, None) for xy in dumped("rsqrt.approx.ftz.f32")]
        for xb, y, known in sources:
            b = xb.astype(np.int64)
            e, f = (b >> 23) & 0xFF, b & 0x7FFFFF
            frac = (((e - 127) & 1) << 23) | f
            ok = (b < 0x80000000) & (e > 0) & (e < 255) & (frac != 0)
            if known is not None:
                ok &= known
            m = (y.astype(np.int64) & 0x7FFFFF) | (1 << 23)
            parts.append((frac[ok], (m << 16)[ok], ((m << 16) + (1 << 16) - 1)[ok]))
    else:  # sin: sin.approx and cos.approx, both of the operand in turns
        sources = [(*measured(n), n) for n in ("sin", "cos")]
        for n in ("sin", "cos"):
            sources += [(*xy, None, n) for xy in dumped(f"{n}.approx.ftz.f32")]
        for xb, y, known, n in sources:
            quadrant, frac = _sfu.quadrant_fraction(_sfu.turns(xb.view(np.float32)), n == "cos")
            yv = np.abs(y.view(np.float32).astype(np.float64))
            r = yv * 2.0**37
            e = (y.astype(np.int64) >> 23) & 0xFF
            cut = np.maximum(e - 150 + 37, 0)
            ok = (r == np.floor(r)) & np.isfinite(yv) & (xb < 0x80000000)
            if known is not None:
                ok &= known
            wrong = ok & (yv != 0) & (((quadrant >> 1) & 1) != (y >> 31))
            if wrong.any():
                raise SystemExit(f"{n}: {wrong.sum()} results of the sign no quadrant gives")
            ri = np.where(ok, r, 0).astype(np.int64)
            parts.append((frac[ok], ri[ok], (ri + (1 << cut) - 1)[ok]))
    frac = np.concatenate([p[0] for p in parts])
    lo = np.concatenate([p[1] for p in parts])
    hi = np.concatenate([p[2] for p in parts])
    order = np.argsort(frac, kind="stable")
    frac, lo, hi = frac[order], lo[order], hi[order]
    starts = np.flatnonzero(np.r_[True, frac[1:] != frac[:-1]])
    return frac[starts], np.maximum.reduceat(lo, starts), np.minimum.reduceat(hi, starts)


def fit_segment(x, s, lo, hi, window=(40, 3)):
    """Every integer (C1, C2) within ``window`` of the least-squares fit for which some D
    puts lo <= D + C1*x + C2*s <= hi everywhere, as (C1, C2, D_min, D_max)."""
    a = np.stack([np.ones(len(x)), x, s], 1).astype(np.float64)
    c = np.linalg.lstsq(a, (lo + hi) / 2.0, rcond=None)[0]
    c1s = np.arange(round(c[1]) - window[0], round(c[1]) + window[0] + 1)
    found = []
    for c2 in range(round(c[2]) - window[1], round(c[2]) + window[1] + 1):
        low = (lo - c2 * s)[None, :] - c1s[:, None] * x[None, :]
        high = (hi - c2 * s)[None, :] - c1s[:, None] * x[None, :]
        dmin, dmax = low.max(1), high.min(1)
        for k in np.flatnonzero(dmax >= dmin):
            found.append((int(c1s[k]), c2, int(dmin[k]), int(dmax[k])))
    return found


def fit(name: str) -> dict[str, np.ndarray] | None:
    """The table of ``name``: D, C1, C2 (int64, one per segment); None (and why, printed)
    where some segment has no measurement yet."""
    ibits, xbits, pre, weight, _ = _sfu.LAYOUT[name]
    frac, lo, hi = observations(name)
    seg = frac >> xbits
    missing = sorted(set(range(1 << ibits)) - set(np.unique(seg).tolist()))
    if missing:
        print(f"{name}: not fitted, {len(missing)} of {1 << ibits} segments unmeasured")
        return None
    if np.any(hi < lo):
        raise SystemExit(f"{name}: one fraction, two results: not a function of this layout")
    segments = []
    for i in range(1 << ibits):
        sel = seg == i
        x = frac[sel] & ((1 << xbits) - 1)
        s = weight * _sfu.square(x << pre, xbits + pre)
        found = fit_segment(x, s, lo[sel], hi[sel])
        if not found:
            raise SystemExit(f"{name}: segment {i} fits no quadratic of this layout")
        segments.append(found)
    low_bits = REFERENCE[name][1]
    mod = 1 << low_bits
    # the rounding constant: a residue of D modulo 2**low_bits open to every segment
    counts = np.zeros(mod, np.int64)
    for found in segments:
        ok = np.zeros(mod, bool)
        for _, _, dmin, dmax in found:
            r = np.arange(dmin, min(dmax, dmin + mod - 1) + 1) % mod
            ok[r] = True
        counts += ok
    k = int(np.argmax(counts))
    table = {"D": [], "C1": [], "C2": []}
    for found in segments:
        best = None
        for c1, c2, dmin, dmax in found:
            d = dmin + (k - dmin) % mod
            if d <= dmax and (best is None or dmax - dmin > best[3]):
                best = (c1, c2, d, dmax - dmin)
        if best is None:  # no D with that constant: the widest fit, centred
            c1, c2, dmin, dmax = max(found, key=lambda f: f[3] - f[2])
            best = (c1, c2, (dmin + dmax) // 2, dmax - dmin)
        table["C1"].append(best[0])
        table["C2"].append(best[1])
        table["D"].append(best[2])
    print(f"{name}: {1 << ibits} segments, rounding constant {k:#x} fits {counts[k]}", flush=True)
    return {key: np.array(v, np.int64) for key, v in table.items()}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--check", action="store_true", help="compare with the file, write nothing")
    args = ap.parse_args(argv)
    out = {}
    for name in _sfu.LAYOUT:
        for key, v in (fit(name) or {}).items():
            out[f"{name}:{key}"] = v
    if args.check:
        with np.load(_sfu.TABLES) as z:
            same = set(z.files) == set(out) and all(np.array_equal(z[k], out[k]) for k in out)
        print("sfu_h200.npz is up to date" if same else "sfu_h200.npz differs from the fit")
        return 0 if same else 1
    np.savez_compressed(_sfu.TABLES, **out)
    print(f"wrote {_sfu.TABLES.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
