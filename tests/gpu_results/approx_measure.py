"""How far the GPU's approximate f32 functions are from the correctly rounded result that
eagle's emulator gives (issue 12, item 5), over every f32 input, on the GPU.

    python3 tests/gpu_results/approx_measure.py --out DIR      (on the GPU host; needs cupy)

For each instruction below, a kernel runs the PTX instruction (inline ``asm``) on all 2^32 bit
patterns and compares it with the correctly rounded value of the exact function, computed in
float64 and rounded once to float32: what ``eagle/ptx/_ops/floating.py`` computes for
``.approx`` ("within half an ulp"). The ``.ftz`` forms flush subnormal inputs and results to
zero (PTX ISA, "Floating-Point Instructions": ``.ftz``), and so does their reference. Each
difference is counted in ulps (the distance between the two float32 bit patterns in value
order), in bins -4..4, below, above, and "NaN on one side only".

The PTX ISA gives only bounds for these instructions (``ex2.approx``: max relative error
2^-22.5 for |x| < 8 ...), so differences are legal; this measures what the H200 does, to build
a model of it. Besides the histogram, each function's differences over one binade are saved
(int8, clamped to +-127) as a map for that model: ``DIR/approx_maps.npz``, keyed by function,
with the binade's first input bits. ``div.approx.f32`` takes two inputs: it is measured on
2^30 random pairs.

Writes ``DIR/approx_h200.json`` (date, device, per function: histogram, inputs compared,
fraction exact, largest |ulp| seen) and ``DIR/approx_maps.npz``. Prints a table. About a
minute on an H200.

    python3 tests/gpu_results/approx_measure.py --out DIR --model --dump

``--model`` compares the GPU with eagle's model of its special-function unit instead
(``eagle/ptx/_sfu.py``, what the emulator runs for these instructions), on the host in
parallel: every f32 bit pattern for each modelled instruction (rcp, ex2, lg2, rsqrt, sqrt,
sin, cos ``.approx[.ftz].f32``, ``tanh.approx.f32``), the 2^30 pairs for div, and every
operand of the 16-bit forms (``ex2.approx.f16[x2]``, ``ex2.approx.ftz.bf16[x2]``,
``tanh.approx.{f16,bf16}[x2]``; an x2 form's high half a permutation of its low). Writes
``DIR/approx_model.json``: per instruction the same histogram, now of the distance from the
model (target: all in "+0"), and up to 256 operands where they differ, with both results.
``--dump`` writes what fitting the rest of the unit needs, ``DIR/approx_dump.npz``: the GPU's
result bits over the ranges in ``DUMPS`` (rsqrt over [1, 4), sin and cos over [1, 8), sqrt over
[1, 4), tanh over [0.5, 2), every 256th positive operand, then [2^-8, 0.5) and [2, 8), the
f16/bf16 forms over all 2^16 operands), each as its first value and the int32 differences of
consecutive results (exactly reversible, no reference function needed). Committed as
``tests/gpu_results/approx/h200_<date>_dump.npz``, it lets ``approx_fit.py`` fit rsqrt, sqrt,
sin/cos and tanh (the 2026-12-02 dump, without tanh's last two ranges, reaches every table
fraction but tanh's outside [0.5, 2), of which it has every 256th operand); a second
``--model`` run then checks them too.
"""

from __future__ import annotations

import argparse
import datetime
import json
import multiprocessing
import os
import sys
import time
from pathlib import Path

import numpy as np

K = 4  # histogram bins -K..K ulp, then below, above, NaN on one side only
NBINS = 2 * K + 4

# name: (PTX instruction, reference expression in double on `xd`, flush to zero, map binade)
FUNCTIONS = {
    "ex2.approx.ftz.f32": ("ex2.approx.ftz.f32", "exp2(xd)", 1, 1.0),
    "ex2.approx.f32": ("ex2.approx.f32", "exp2(xd)", 0, 1.0),
    "lg2.approx.ftz.f32": ("lg2.approx.ftz.f32", "log2(xd)", 1, 1.0),
    "lg2.approx.f32": ("lg2.approx.f32", "log2(xd)", 0, 1.0),
    "rsqrt.approx.ftz.f32": ("rsqrt.approx.ftz.f32", "1.0 / sqrt(xd)", 1, 1.0),
    "rsqrt.approx.f32": ("rsqrt.approx.f32", "1.0 / sqrt(xd)", 0, 1.0),
    "rcp.approx.ftz.f32": ("rcp.approx.ftz.f32", "1.0 / xd", 1, 1.0),
    "rcp.approx.f32": ("rcp.approx.f32", "1.0 / xd", 0, 1.0),
    "sin.approx.ftz.f32": ("sin.approx.ftz.f32", "sin(xd)", 1, 0.5),
    "sin.approx.f32": ("sin.approx.f32", "sin(xd)", 0, 0.5),
    "cos.approx.ftz.f32": ("cos.approx.ftz.f32", "cos(xd)", 1, 0.5),
    "cos.approx.f32": ("cos.approx.f32", "cos(xd)", 0, 0.5),
}

COMMON = r"""
__device__ __forceinline__ unsigned ordered(unsigned b)
{   /* float bits -> an unsigned that orders as the values do */
    return (b & 0x80000000u) ? ~b : (b | 0x80000000u);
}
__device__ __forceinline__ float flush(float v, int ftz)
{
    return ftz && fabsf(v) < 1.17549435e-38f ? copysignf(0.0f, v) : v;
}
/* bins: 0..2K diff -K..K, 2K+1 below, 2K+2 above, 2K+3 NaN on one side only */
__device__ __forceinline__ int bin_of(float y, float ref, long long *diff)
{
    int yn = isnan(y), rn = isnan(ref);
    *diff = 0;
    if (yn || rn)
        return yn && rn ? K : 2 * K + 3;
    long long d = (long long)ordered(__float_as_uint(y)) - (long long)ordered(__float_as_uint(ref));
    *diff = d;
    if (d < -K) return 2 * K + 1;
    if (d > K) return 2 * K + 2;
    return (int)d + K;
}
"""

UNARY = r"""
extern "C" __global__ void measure(unsigned long long start, unsigned long long count,
                                   unsigned long long *hist, long long *worst,
                                   signed char *map, unsigned long long map_start,
                                   unsigned long long map_count)
{
    __shared__ unsigned long long h[2 * K + 4];
    for (int i = threadIdx.x; i < 2 * K + 4; i += blockDim.x) h[i] = 0;
    __syncthreads();
    long long my_worst = 0;
    for (unsigned long long i = blockIdx.x * (unsigned long long)blockDim.x + threadIdx.x;
         i < count; i += (unsigned long long)gridDim.x * blockDim.x) {
        unsigned long long idx = start + i;
        float x = __uint_as_float((unsigned)idx);
        float y;
        asm("INSTRUCTION %0, %1;" : "=f"(y) : "f"(x));
        double xd = (double)flush(x, FTZ);
        float ref = flush((float)(REFERENCE), FTZ);
        long long d;
        int b = bin_of(y, ref, &d);
        atomicAdd(&h[b], 1ull);
        long long a = d < 0 ? -d : d;
        if (b != 2 * K + 3 && a > my_worst) my_worst = a;
        if (idx >= map_start && idx < map_start + map_count)
            map[idx - map_start] = (signed char)(d < -127 ? -127 : d > 127 ? 127 : d);
    }
    atomicMax((long long *)worst, my_worst);
    __syncthreads();
    for (int i = threadIdx.x; i < 2 * K + 4; i += blockDim.x) atomicAdd(&hist[i], h[i]);
}
"""

DIV = r"""
extern "C" __global__ void measure_div(const unsigned *a, const unsigned *b,
                                       unsigned long long count, int ftz,
                                       unsigned long long *hist, long long *worst)
{
    __shared__ unsigned long long h[2 * K + 4];
    for (int i = threadIdx.x; i < 2 * K + 4; i += blockDim.x) h[i] = 0;
    __syncthreads();
    long long my_worst = 0;
    for (unsigned long long i = blockIdx.x * (unsigned long long)blockDim.x + threadIdx.x;
         i < count; i += (unsigned long long)gridDim.x * blockDim.x) {
        float x = __uint_as_float(a[i]), z = __uint_as_float(b[i]), y;
        if (ftz)
            asm("div.approx.ftz.f32 %0, %1, %2;" : "=f"(y) : "f"(x), "f"(z));
        else
            asm("div.approx.f32 %0, %1, %2;" : "=f"(y) : "f"(x), "f"(z));
        float ref = flush((float)((double)flush(x, ftz) / (double)flush(z, ftz)), ftz);
        long long d;
        int bn = bin_of(y, ref, &d);
        atomicAdd(&h[bn], 1ull);
        long long m = d < 0 ? -d : d;
        if (bn != 2 * K + 3 && m > my_worst) my_worst = m;
    }
    atomicMax((long long *)worst, my_worst);
    __syncthreads();
    for (int i = threadIdx.x; i < 2 * K + 4; i += blockDim.x) atomicAdd(&hist[i], h[i]);
}
"""


OUTPUTS = r"""
extern "C" __global__ void outputs(unsigned long long start, unsigned long long count,
                                   unsigned long long step, unsigned *y)
{
    for (unsigned long long i = blockIdx.x * (unsigned long long)blockDim.x + threadIdx.x;
         i < count; i += (unsigned long long)gridDim.x * blockDim.x) {
        float x = __uint_as_float((unsigned)(start + i * step)), r;
        asm("INSTRUCTION %0, %1;" : "=f"(r) : "f"(x));
        y[i] = __float_as_uint(r);
    }
}
"""
OUTPUTS16 = r"""
extern "C" __global__ void outputs16(unsigned short *y)
{
    unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < 65536) {
        unsigned short x = (unsigned short)i, r;
        asm("INSTRUCTION %0, %1;" : "=h"(r) : "h"(x));
        y[i] = r;
    }
}
"""
OUTPUTS16X2 = r"""
extern "C" __global__ void outputs16x2(const unsigned *a, unsigned *y)
{
    unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < 65536) {
        unsigned r;
        asm("INSTRUCTION %0, %1;" : "=r"(r) : "r"(a[i]));
        y[i] = r;
    }
}
"""
OUTPUTS_DIV = r"""
extern "C" __global__ void outputs_div(const unsigned *a, const unsigned *b,
                                       unsigned long long count, unsigned *y)
{
    for (unsigned long long i = blockIdx.x * (unsigned long long)blockDim.x + threadIdx.x;
         i < count; i += (unsigned long long)gridDim.x * blockDim.x) {
        float r;
        asm("INSTRUCTION %0, %1, %2;" : "=f"(r) : "f"(__uint_as_float(a[i])),
            "f"(__uint_as_float(b[i])));
        y[i] = __float_as_uint(r);
    }
}
"""

# instruction: ranges (first bits, count, step) whose results --dump keeps, or "all16"
DUMPS: dict[str, object] = {
    "rsqrt.approx.ftz.f32": [(0x3F800000, 1 << 24, 1)],
    "sin.approx.ftz.f32": [(0x3F800000, 3 << 23, 1)],
    "cos.approx.ftz.f32": [(0x3F800000, 3 << 23, 1)],
    "sqrt.approx.ftz.f32": [(0x3F800000, 1 << 24, 1)],
    # then the rest of MUFU.TANH's table, [2**-8, 0.5) and [2, 8), for a refit if need be
    "tanh.approx.f32": [
        (0x3F000000, 1 << 24, 1),
        (0, 1 << 23, 256),
        (0x3B800000, 7 << 23, 1),
        (0x40000000, 1 << 24, 1),
    ],
    "ex2.approx.f16": "all16",
    "ex2.approx.ftz.bf16": "all16",
    "tanh.approx.f16": "all16",
    "tanh.approx.bf16": "all16",
}


def _models() -> dict[str, object]:
    """Instruction -> eagle's model of it (float32 arrays in and out)."""
    root = str(Path(__file__).resolve().parents[2])
    if root not in sys.path:
        sys.path.insert(0, root)
    from eagle.ptx import _sfu

    fitted = {  # once their tables are fitted (approx_fit.py)
        f"{n}.approx{f}.f32": (lambda a, m=m, ftz=bool(f): m(a, ftz))
        for n in ("rsqrt", "sin", "cos", "sqrt", "tanh")
        if (m := _sfu.model(n)) is not None
        for f in ((".ftz", "") if n != "tanh" else ("",))
    }
    if "tanh" in _sfu.available():  # the 16-bit forms on bit patterns (uint16; x2: uint32)
        for n, types in (("ex2", ("f16", "ftz.bf16")), ("tanh", ("f16", "bf16"))):
            for t in types:
                for x2 in ("", "x2"):
                    fitted[f"{n}.approx.{t}{x2}"] = _half_model(n, t[-4:].strip("."), bool(x2))
    return fitted | {
        "rcp.approx.ftz.f32": lambda a: _sfu.rcp_approx(a, True),
        "rcp.approx.f32": lambda a: _sfu.rcp_approx(a, False),
        "ex2.approx.ftz.f32": lambda a: _sfu.ex2_approx(a, True),
        "ex2.approx.f32": lambda a: _sfu.ex2_approx(a, False),
        "lg2.approx.ftz.f32": lambda a: _sfu.lg2_approx(a, True),
        "lg2.approx.f32": lambda a: _sfu.lg2_approx(a, False),
        "div.approx.f32": lambda a, b: _sfu.div_approx(a, b, False),
        "div.approx.ftz.f32": lambda a, b: _sfu.div_approx(a, b, True),
        "div.full.f32": lambda a, b: _sfu.div_approx(a, b, False, full=True),
        "div.full.ftz.f32": lambda a, b: _sfu.div_approx(a, b, True, full=True),
    }


def _half_model(name: str, base: str, x2: bool):
    """eagle's model of ``name``.approx on ``base`` (f16, bf16) bit patterns, per element."""
    from eagle.ptx import _sfu

    def one(h):
        return _sfu.half(name, np.asarray(h).astype(np.uint16), base)

    if not x2:
        return one
    return lambda w: one(w & 0xFFFF).astype(np.uint32) | (one(w >> 16).astype(np.uint32) << 16)


def _ordered16(bits: np.ndarray) -> np.ndarray:
    b = np.asarray(bits).astype(np.int64) & 0xFFFF
    return np.where(b & 0x8000, 0x7FFF - (b & 0x7FFF), b | 0x8000)


def _half_against_model(cp, name: str) -> dict[str, object]:
    """A 16-bit form against the model: every operand (an x2 form: every operand in each
    half, the high one a permutation of the low); distances in units of the 16-bit format,
    per element."""
    model = _models()[name]
    low = np.arange(65536, dtype=np.uint32)
    if name.endswith("x2"):
        ops = low | (((low * 40503 + 12345) & 0xFFFF) << 16)  # odd multiplier: a permutation
        kern = cp.RawKernel(OUTPUTS16X2.replace("INSTRUCTION", name), "outputs16x2")
        y = cp.zeros(65536, dtype=cp.uint32)
        kern((256,), (256,), (cp.asarray(ops), y))
        gpu, want = cp.asnumpy(y), model(ops)
        parts = [(gpu & 0xFFFF, want & 0xFFFF), (gpu >> 16, want >> 16)]
    else:
        ops = low
        kern = cp.RawKernel(OUTPUTS16.replace("INSTRUCTION", name), "outputs16")
        y = cp.zeros(65536, dtype=cp.uint16)
        kern((256,), (256,), (y,))
        gpu, want = cp.asnumpy(y), model(ops)
        parts = [(gpu, want)]
    hist = np.zeros(NBINS, np.int64)
    worst = 0
    for g, m in parts:
        d = _ordered16(g) - _ordered16(m)
        bins = np.where(d < -K, 2 * K + 1, np.where(d > K, 2 * K + 2, np.clip(d, -K, K) + K))
        hist += np.bincount(bins, minlength=NBINS)
        worst = max(worst, int(np.abs(d).max()))
    differing = [int(i) for i in np.flatnonzero(np.asarray(gpu) != np.asarray(want))[:256]]
    bad = [[int(ops[i]), int(gpu[i]), int(want[i])] for i in differing]
    return summary(hist, worst) | {"differing": bad}


# the host side of --model: forked workers read the GPU's results from shared buffers
_SHARED: dict[str, np.ndarray] = {}


def _ordered(bits: np.ndarray) -> np.ndarray:
    b = bits.astype(np.int64)
    return np.where(b & 0x80000000, ~b & 0xFFFFFFFF, b | 0x80000000)


def _compare(job: tuple[str, int, int, int]) -> tuple[np.ndarray, int, list[list[int]]]:
    """Worker: the model over lanes [lo, hi) of the current chunk against the GPU's results.
    Returns (histogram, largest |ulp|, up to 16 differing lanes as [a, (b,) gpu, model])."""
    name, base, lo, hi = job
    model = _models()[name]
    y = _SHARED["y"][lo:hi]
    if name.startswith("div"):
        a, b = _SHARED["a"][lo:hi], _SHARED["b"][lo:hi]
        ops = [a, b]
        with np.errstate(all="ignore"):
            m = np.asarray(model(a.view(np.float32), b.view(np.float32)), np.float32)
    else:
        a = np.arange(base + lo, base + hi, dtype=np.uint64).astype(np.uint32)
        ops = [a]
        with np.errstate(all="ignore"):
            m = np.asarray(model(a.view(np.float32)), np.float32)
    mb = np.where(np.isnan(m), np.uint32(0x7FFFFFFF), m.view(np.uint32))  # as the emulator
    # equal bits are the "+0" bin whatever they are (a NaN equal to the model's NaN included):
    # only the lanes that differ are binned, so a run that matches costs one comparison
    bad_lanes = np.flatnonzero(y != mb)
    hist = np.zeros(NBINS, np.int64)
    hist[K] = y.size - bad_lanes.size
    if not bad_lanes.size:
        return hist, 0, []
    yb, mbb = y[bad_lanes], mb[bad_lanes]
    yn = np.isnan(yb.view(np.float32))
    mn = np.isnan(mbb.view(np.float32))
    d = _ordered(yb) - _ordered(mbb)
    bins = np.clip(d, -K - 1, K + 1) + K
    bins = np.where(d < -K, 2 * K + 1, np.where(d > K, 2 * K + 2, bins))
    bins = np.where(yn | mn, 2 * K + 3, bins)  # differing bits, a NaN on one side at least
    hist += np.bincount(bins, minlength=NBINS)
    worst = int(np.abs(np.where(yn | mn, 0, d)).max())
    bad = bad_lanes[:16]
    return hist, worst, [[int(o[i]) for o in ops] + [int(y[i]), int(mb[i])] for i in bad]


def against_model(
    cp, names: list[str], chunk_log2: int, chunks: int = 0, done=None
) -> dict[str, object]:
    """The GPU against eagle's model for each instruction in ``names`` (only the first
    ``chunks`` launches of each when nonzero: a trial run). ``done(results)``, when given, is
    called after each instruction, so that a run stopped at its time limit keeps what it
    measured."""
    chunk = 1 << chunk_log2
    for key in ("y", "a", "b"):  # shared before the fork, so the workers see every chunk
        buf = multiprocessing.RawArray("I", chunk)
        _SHARED[key] = np.frombuffer(buf, np.uint32)
    workers = os.cpu_count() or 4
    pieces = max(workers * 4, 1)
    results: dict[str, object] = {}
    with multiprocessing.get_context("fork").Pool(workers) as pool:
        for name in names:
            t0 = time.perf_counter()
            if not name.endswith("f32"):
                results[name] = _half_against_model(cp, name)
                if done:
                    done(results)
                print(
                    f"{name:<24} equal to the model {results[name]['fraction_exact']:.9f}",  # type: ignore[index]
                    file=sys.stderr,
                    flush=True,
                )
                continue
            hist = np.zeros(NBINS, np.int64)
            worst = 0
            diffs: list[list[int]] = []
            if name.startswith("div"):
                kern = cp.RawKernel(OUTPUTS_DIV.replace("INSTRUCTION", name), "outputs_div")
                rng = np.random.default_rng(12)  # the pairs of the histogram run
                starts = [None] * 4
            else:
                kern = cp.RawKernel(OUTPUTS.replace("INSTRUCTION", name), "outputs")
                starts = list(range(0, 1 << 32, chunk))
            if chunks:
                starts = starts[:chunks]
            y_dev = cp.empty(chunk, dtype=cp.uint32)
            for start in starts:
                if start is None:
                    a = rng.integers(0, 2**32, chunk, dtype=np.uint32)
                    b = rng.integers(0, 2**32, chunk, dtype=np.uint32)
                    _SHARED["a"][:] = a
                    _SHARED["b"][:] = b
                    args = (cp.asarray(a), cp.asarray(b), np.uint64(chunk), y_dev)
                    base = 0
                else:
                    args = (np.uint64(start), np.uint64(chunk), np.uint64(1), y_dev)
                    base = start
                kern((4096,), (256,), args)
                y_dev.get(out=_SHARED["y"])
                step = chunk // pieces
                jobs = [(name, base, i, i + step) for i in range(0, chunk, step)]
                for h, w, bad in pool.imap_unordered(_compare, jobs):
                    hist += h
                    worst = max(worst, w)
                    diffs.extend(bad[: max(0, 256 - len(diffs))])
            results[name] = summary(hist, worst) | {"differing": diffs}
            if done:
                done(results)
            print(
                f"{name:<24} equal to the model {results[name]['fraction_exact']:.9f}"  # type: ignore[index]
                f"  ({time.perf_counter() - t0:.1f} s)",
                file=sys.stderr,
                flush=True,
            )
    return results


def dump(cp, only: list[str] | None = None) -> dict[str, np.ndarray]:
    """--dump: the GPU's results over ``DUMPS`` (those named in ``only``, when given), each
    range as (first value, differences)."""
    out: dict[str, np.ndarray] = {}
    for name, ranges in DUMPS.items():
        if only and name not in only:
            continue
        if ranges == "all16":
            kern = cp.RawKernel(OUTPUTS16.replace("INSTRUCTION", name), "outputs16")
            y = cp.zeros(65536, dtype=cp.uint16)
            kern((256,), (256,), (y,))
            out[name] = cp.asnumpy(y)
            continue
        kern = cp.RawKernel(OUTPUTS.replace("INSTRUCTION", name), "outputs")
        for k, (first, count, step) in enumerate(ranges):  # type: ignore[union-attr]
            y = cp.empty(count, dtype=cp.uint32)
            kern((4096,), (256,), (np.uint64(first), np.uint64(count), np.uint64(step), y))
            bits = cp.asnumpy(y).astype(np.int64)
            out[f"{name}:{k}:range"] = np.array([first, count, step], np.int64)
            out[f"{name}:{k}:first"] = bits[:1].astype(np.uint32)
            out[f"{name}:{k}:diff"] = np.diff(bits).astype(np.int32)
    return out


def undump(z, name: str, k: int) -> tuple[np.ndarray, np.ndarray]:
    """(operand bits, result bits) of range ``k`` of ``name`` in an approx_dump.npz."""
    first, count, step = (int(v) for v in z[f"{name}:{k}:range"])
    x = (first + step * np.arange(count, dtype=np.int64)).astype(np.uint32)
    y = np.concatenate([[0], np.cumsum(z[f"{name}:{k}:diff"], dtype=np.int64)])
    return x, (y + int(z[f"{name}:{k}:first"][0])).astype(np.uint32)


def summary(hist: np.ndarray, worst: int) -> dict[str, object]:
    """The JSON entry of one function: bins by name, inputs compared, fraction exact."""
    total = int(hist.sum())
    names = [f"{d:+d}" for d in range(-K, K + 1)] + [f"<-{K}", f">+{K}", "nan-one-side"]
    exact = int(hist[K])
    return {
        "histogram": {n: int(v) for n, v in zip(names, hist, strict=True)},
        "compared": total,
        "fraction_exact": exact / total if total else None,
        "largest_abs_ulp": worst,
    }


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", type=Path, required=True)
    ap.add_argument("--only", help="comma list of function names (default: all, and div)")
    ap.add_argument("--chunk-log2", type=int, default=28, help="inputs per launch, log2")
    ap.add_argument("--model", action="store_true", help="compare with eagle's model instead")
    ap.add_argument("--dump", action="store_true", help="also write approx_dump.npz")
    ap.add_argument("--dump-only", help="--dump: comma list of DUMPS names (default: all)")
    ap.add_argument("--chunks", type=int, default=0, help="--model: first N launches only")
    args = ap.parse_args(argv)
    import cupy as cp

    args.out.mkdir(parents=True, exist_ok=True)
    if args.model or args.dump:
        props = cp.cuda.runtime.getDeviceProperties(0)
        if args.dump:
            t0 = time.perf_counter()
            only = args.dump_only.split(",") if args.dump_only else None
            np.savez_compressed(args.out / "approx_dump.npz", **dump(cp, only))
            print(f"approx_dump.npz ({time.perf_counter() - t0:.1f} s)", file=sys.stderr)
        if args.model:
            names = args.only.split(",") if args.only else list(_models())
            record = {
                "date": datetime.datetime.now(datetime.UTC).isoformat(timespec="seconds"),
                "device": props["name"].decode(),
                "driver": cp.cuda.runtime.driverGetVersion(),
                "reference": "eagle's model of the special-function unit (eagle/ptx/_sfu.py)",
            }

            def write(functions: dict[str, object]) -> None:
                text = json.dumps(record | {"functions": functions}, indent=1) + "\n"
                (args.out / "approx_model.json").write_text(text)

            write(against_model(cp, names, args.chunk_log2, args.chunks, done=write))
        return 0
    names = args.only.split(",") if args.only else [*FUNCTIONS, "div.approx.f32"]
    results: dict[str, object] = {}
    maps: dict[str, np.ndarray] = {}
    chunk = 1 << args.chunk_log2
    for name in names:
        t0 = time.perf_counter()
        hist = cp.zeros(NBINS, dtype=cp.uint64)
        worst = cp.zeros(1, dtype=cp.int64)
        if name.startswith("div.approx"):
            ftz = int(".ftz" in name)
            kern = cp.RawKernel(f"#define K {K}\n" + COMMON + DIV, "measure_div")
            rng = np.random.default_rng(12)
            for _ in range(4):  # 4 x 2^28 random pairs of bit patterns
                a = cp.asarray(rng.integers(0, 2**32, chunk, dtype=np.uint32))
                b = cp.asarray(rng.integers(0, 2**32, chunk, dtype=np.uint32))
                kern((1024,), (256,), (a, b, np.uint64(chunk), np.int32(ftz), hist, worst))
        else:
            instruction, reference, ftz, binade = FUNCTIONS[name]
            src = (
                f"#define K {K}\n#define FTZ {ftz}\n#define REFERENCE {reference}\n"
                + COMMON
                + UNARY.replace("INSTRUCTION", instruction)
            )
            kern = cp.RawKernel(src, "measure")
            map_start = int(np.array(binade, dtype=np.float32).view(np.uint32))
            map_count = 1 << 23  # one binade: every mantissa
            dmap = cp.zeros(map_count, dtype=cp.int8)
            for start in range(0, 1 << 32, chunk):
                kern(
                    (2048,),
                    (256,),
                    (
                        np.uint64(start),
                        np.uint64(chunk),
                        hist,
                        worst,
                        dmap,
                        np.uint64(map_start),
                        np.uint64(map_count),
                    ),
                )
            maps[name] = cp.asnumpy(dmap)
            maps[name + ":first_bits"] = np.array([map_start], dtype=np.uint32)
        cp.cuda.Device().synchronize()
        results[name] = summary(cp.asnumpy(hist), int(worst.get()[0]))
        h = results[name]
        print(
            f"{name:<24} exact {h['fraction_exact']:.6f}  largest |ulp| {h['largest_abs_ulp']}"
            f"  ({time.perf_counter() - t0:.1f} s)",
            file=sys.stderr,
            flush=True,
        )
    props = cp.cuda.runtime.getDeviceProperties(0)
    record = {
        "date": datetime.datetime.now(datetime.UTC).isoformat(timespec="seconds"),
        "device": props["name"].decode(),
        "driver": cp.cuda.runtime.driverGetVersion(),
        "reference": "float64 function rounded once to float32 (the emulator's .approx)",
        "functions": results,
    }
    (args.out / "approx_h200.json").write_text(json.dumps(record, indent=1) + "\n")
    np.savez_compressed(args.out / "approx_maps.npz", **maps)
    print(f"{'function':<24} {'exact':>9} {'+-1 ulp':>9} {'beyond':>9}")
    for name, h in results.items():
        hh = h["histogram"]  # type: ignore[index]
        total = h["compared"] or 1  # type: ignore[index]
        one = (hh["-1"] + hh["+1"]) / total
        beyond = 1 - h["fraction_exact"] - one  # type: ignore[operator]
        print(f"{name:<24} {h['fraction_exact']:>9.6f} {one:>9.6f} {beyond:>9.6f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
