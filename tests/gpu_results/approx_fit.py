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
    "sqrt": (np.sqrt, 15),
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
    if name in ("rsqrt", "sqrt"):
        sources = [(*xy, None) for xy in dumped(f"{name}.approx.ftz.f32")]
        if name == "rsqrt":
            sources.append(measured("rsqrt"))
        shift = _sfu.LAYOUT[name][4]
        for xb, y, known in sources:
            b = xb.astype(np.int64)
            e, f = (b >> 23) & 0xFF, b & 0x7FFFFF
            frac = (((e - 127) & 1) << 23) | f
            # rsqrt of a power of 4 is a special case of the unit, not the table
            ok = (b < 0x80000000) & (e > 0) & (e < 255) & ((frac != 0) | (name == "sqrt"))
            if known is not None:
                ok &= known
            m = (y.astype(np.int64) & 0x7FFFFF) | (1 << 23)
            parts.append((frac[ok], (m << shift)[ok], ((m << shift) + (1 << shift) - 1)[ok]))
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


def tanh_observations() -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(key, result, its ulp): every dumped tanh.approx.f32 operand in [2**-8, 8) as the
    multiple of 2**-Q the unit sees (``_sfu.TANH_QUANTUM``; key: (e + 8) * 2**32 + that
    multiple, for the binade 2**e) and the H200's result (float64), one row per key;
    raises where two operands with the same key gave different results (the cut would be
    wrong)."""
    cut, res = [], []
    for xb, y in dumped("tanh.approx.f32"):
        b = xb.astype(np.int64)
        e = (b >> 23) - 127  # operands >= 2**31 (negative) fall outside e <= 2
        for ex, q in _sfu.TANH_QUANTUM.items():
            sel = e == ex
            m = (b[sel] & 0x7FFFFF) | (1 << 23)
            cut.append(((ex + 8) << 32) | (m >> (23 - ex - q)))
            res.append(y[sel])
    c = np.concatenate(cut)
    y = np.concatenate(res).view(np.float32)
    order = np.argsort(c, kind="stable")
    c, y = c[order], y[order]
    starts = np.flatnonzero(np.r_[True, c[1:] != c[:-1]])
    if np.any(np.maximum.reduceat(y, starts) != np.minimum.reduceat(y, starts)):
        raise SystemExit("tanh: one cut operand, two results: not the unit's input")
    y = y[starts]
    return c[starts], y.astype(np.float64), np.spacing(y).astype(np.float64)


def fit_tanh_segment(obs, e: int, i: int) -> tuple[int, int, int, int, int] | None:
    """(D, C1, C2, P, open) of segment ``i`` of the binade 2**``e`` of MUFU.TANH from
    ``tanh_observations()``: the coarsest output precision 2**-P, from P = 34 up, at which
    some integers D, C1, C2 give every measured result, and there the D with the most
    trailing zero bits among those the measurements allow; ``open``: how many unmeasured
    offsets of the segment that choice of D decides. None where no operand was measured."""
    key, y, ulp = obs
    sel = (key >> 17) == ((e + 8) << 15) + i
    if not sel.any():
        return None
    x = key[sel] & 0x1FFFF
    allx = np.arange(1 << 17, dtype=np.int64)
    sq = _sfu.square(allx, 17)
    for p in range(34, 48):
        lo = (y[sel] * 2.0**p).astype(np.int64)
        hi = lo + (ulp[sel] * 2.0**p).astype(np.int64) - 1
        found = fit_segment(x, sq[x], lo, hi, window=(40, 4))
        if found:
            break
    else:
        raise SystemExit(f"tanh: segment {i} of [2**{e}, 2**{e + 1}) fits no quadratic")
    c1, c2, dmin, dmax = max(found, key=lambda f: f[3] - f[2])
    d = max(range(dmin, dmax + 1), key=lambda v: (v & -v) if v else 1 << 62)
    ends = [_cut24(v + c1 * allx + c2 * sq) for v in (dmin, dmax)]
    return d, c1, c2, p, int(np.count_nonzero(ends[0] != ends[1]))


def fit_tanh() -> dict[str, np.ndarray] | None:
    """The table of MUFU.TANH (``_sfu.tanh``), D, C1, C2 and P (int64, one per segment),
    by ``fit_tanh_segment``; None (and why, printed) where a segment is unmeasured."""
    obs = tanh_observations()
    rows = []
    for e, i in _sfu.tanh_segments():
        row = fit_tanh_segment(obs, e, i)
        if row is None:
            print(f"tanh: not fitted, segment {i} of [2**{e}, 2**{e + 1}) unmeasured")
            return None
        rows.append(row)
    t = np.array(rows, np.int64)
    print(f"tanh: {len(rows)} segments; D decides {t[:, 4].sum()} unmeasured offsets", flush=True)
    return {k: t[:, j] for j, k in enumerate(("D", "C1", "C2", "P"))}


def _cut24(v: np.ndarray) -> np.ndarray:
    """Positive integers (< 2**53) cut to 24 significant bits."""
    return (v.astype(np.float64).view(np.int64) & ~np.int64((1 << 29) - 1)).view(np.float64)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--check", action="store_true", help="compare with the file, write nothing")
    args = ap.parse_args(argv)
    out = {}
    for name in _sfu.LAYOUT:
        for key, v in (fit(name) or {}).items():
            out[f"{name}:{key}"] = v
    for key, v in (fit_tanh() or {}).items():
        out[f"tanh:{key}"] = v
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
