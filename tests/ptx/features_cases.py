"""Launches of kernels/features.ptx with seeded inputs, and their numpy references.

``cases(rng, path)`` returns ptx_cases.KernelCase objects; ``REFERENCES[entry](case)``
returns the expected output arrays by argument index, and ``TOLERANCES`` the comparisons that
are not bit-exact (fast-math approximations) or order-dependent (float atomics)."""

from __future__ import annotations

import math

import numpy as np


def cases(rng: np.random.Generator, path: str) -> list:
    from ptx_cases import KernelCase

    out = []
    n = 1000
    start = rng.integers(1, 100000, n).astype(np.uint32)
    start[:3] = [1, 27, 97]
    out.append(
        KernelCase(
            "collatz",
            path,
            "collatz",
            (8, 1, 1),
            (128, 1, 1),
            [start, np.zeros(n, np.uint32), np.zeros(n, np.uint32), np.int32(n)],
        )
    )
    m = 5000
    data = rng.integers(0, 256, m).astype(np.uint8)
    data[:700] = 17  # a hot bin
    out.append(
        KernelCase(
            "histogram",
            path,
            "histogram",
            (6, 1, 1),
            (128, 1, 1),
            [data, np.zeros(256, np.uint32), np.int32(m)],
        )
    )
    n = 1000
    x = rng.integers(-1000, 1000, n).astype(np.int32)
    out.append(
        KernelCase(
            "warp_ops",
            path,
            "warp_ops",
            (8, 1, 1),
            (128, 1, 1),
            [
                x,
                np.zeros(n, np.int32),
                np.zeros(n, np.uint32),
                np.zeros(n, np.int32),
                np.zeros(n, np.int32),
                np.int32(n),
            ],
        )
    )
    n = 700
    out.append(
        KernelCase(
            "reverse_block",
            path,
            "reverse_block",
            (3, 1, 1),
            (256, 1, 1),
            [rng.standard_normal(n).astype(np.float32), np.zeros(n, np.float32), np.int32(n)],
            shared=256 * 4,
        )
    )
    n = 900
    out.append(
        KernelCase(
            "local_poly",
            path,
            "local_poly",
            (4, 1, 1),
            (256, 1, 1),
            [
                rng.uniform(-2, 2, n).astype(np.float32),
                rng.integers(0, 64, n).astype(np.int32),
                np.zeros(n, np.float32),
                np.int32(n),
            ],
        )
    )
    grid, block = (3, 2, 2), (4, 3, 2)
    total = math.prod(grid) * math.prod(block)
    out.append(KernelCase("grid3d", path, "grid3d", grid, block, [np.zeros(total, np.uint32)]))
    n = 300
    params = np.zeros(1, [("scale", "<f8"), ("offset", "<i4"), ("bias", "<f4")])
    params[0] = (2.5, -7, 0.125)
    out.append(
        KernelCase(
            "affine",
            path,
            "affine",
            (2, 1, 1),
            (256, 1, 1),
            [
                params.tobytes(),
                rng.standard_normal(n).astype(np.float32),
                np.zeros(n, np.float64),
                np.int32(n),
            ],
        )
    )
    n = 800
    xs = rng.integers(-(2**20), 2**20, n).astype(np.int32)
    acc = np.array([0, 2**31 - 1, -(2**31), -1, 0, 0, 1000, 0], np.int32)
    out.append(
        KernelCase(
            "atomics",
            path,
            "atomics",
            (4, 1, 1),
            (256, 1, 1),
            [xs, acc, np.array([-np.inf, 0.0], np.float32), np.zeros(1, np.uint32), np.int32(n)],
        )
    )
    n = 500
    v = np.concatenate([rng.uniform(-3.2, 3.2, n - 4), [0.0, -1.0, 2.5, 3.0]]).astype(np.float32)
    out.append(
        KernelCase(
            "fastmath",
            path,
            "fastmath",
            (2, 1, 1),
            (256, 1, 1),
            [v, np.zeros(8 * n, np.float32), np.int32(n)],
        )
    )
    n = 600
    out.append(
        KernelCase(
            "halves",
            path,
            "halves",
            (3, 1, 1),
            (256, 1, 1),
            [
                (rng.standard_normal(n) * 30).astype(np.float32),
                np.zeros(n, np.uint16),
                np.zeros(n, np.float32),
                np.zeros(n, np.uint16),
                np.int32(n),
            ],
        )
    )
    n = 400
    a = rng.integers(0, 2**64, n, dtype=np.uint64)
    b = rng.integers(0, 2**64, n, dtype=np.uint64)
    b[:50] = rng.integers(1, 1000, 50).astype(np.uint64)
    out.append(
        KernelCase(
            "int64_ops",
            path,
            "int64_ops",
            (2, 1, 1),
            (256, 1, 1),
            [a, b, np.zeros(6 * n, np.uint64), np.int32(n)],
        )
    )
    n = 777
    out.append(
        KernelCase(
            "reverse_strided",
            path,
            "reverse_strided",
            (4, 1, 1),
            (256, 1, 1),
            [
                rng.standard_normal(n).astype(np.float32),
                np.zeros(n, np.float32),
                np.zeros(n, np.float32),
                np.int32(n),
            ],
        )
    )
    n = 500
    out.append(
        KernelCase(
            "warp_more",
            path,
            "warp_more",
            (2, 1, 1),
            (256, 1, 1),
            [rng.integers(0, 1000, n).astype(np.int32), np.zeros(6 * n, np.int32), np.int32(n)],
        )
    )
    n = 256
    out.append(
        KernelCase(
            "half_atomics",
            path,
            "half_atomics",
            (2, 1, 1),
            (128, 1, 1),
            [np.zeros(1, np.uint16), np.zeros(2, np.uint16), np.zeros(2, np.uint16), np.int32(n)],
        )
    )
    return out


# -- references -----------------------------------------------------------------------------
def _collatz(case):
    start = case.args[0]
    steps, peak = [], []
    for x in start.tolist():
        p, s = x, 0
        while x != 1 and s < 1000:
            if x & 1:
                x = (3 * x + 1) & (2**64 - 1)
                p = max(p, x)
            else:
                x >>= 1
            s += 1
        steps.append(s)
        peak.append(p % 4294967291)
    return {1: np.array(steps, np.uint32), 2: np.array(peak, np.uint32)}


def _histogram(case):
    return {1: np.bincount(case.args[0], minlength=256).astype(np.uint32)}


def _warp_ops(case):
    x = case.args[0]
    nthreads = case.grid[0] * case.block[0]
    v = np.zeros(nthreads, np.int64)
    v[: len(x)] = x
    w = v.reshape(-1, 32)
    lane = np.arange(32)
    # shfl.down tree: lanes past the end keep their own value at each step
    s = w.copy()
    for o in (16, 8, 4, 2, 1):
        src = lane + o
        s = s + np.where(src < 32, s[:, np.minimum(src, 31)], s)
    ballot = ((w > 0) * (1 << lane)).sum(axis=1)
    bfly = w[:, lane ^ 5]
    red = w.max(axis=1) + w.sum(axis=1) + np.all(w != 12345, axis=1)
    n = len(x)

    def per_lane(a):
        return np.broadcast_to(np.asarray(a).reshape(-1, 1), w.shape).reshape(-1)[:n]

    return {
        1: s.reshape(-1)[:n].astype(np.int32),
        2: per_lane(ballot).astype(np.uint32),
        3: bfly.reshape(-1)[:n].astype(np.int32),
        4: per_lane(red).astype(np.int32),
    }


def _reverse_block(case):
    x = case.args[0]
    n = len(x)
    B = case.block[0]
    buf = np.full(case.grid[0] * B, -1.0, np.float32)
    buf[:n] = x
    y = buf.reshape(-1, B)[:, ::-1].reshape(-1)[:n]
    return {1: y}


def _local_poly(case):
    from fractions import Fraction

    from ptx_reference import round_to

    x, k = case.args[0], case.args[1]
    out = []
    for xi, ki in zip(x.tolist(), k.tolist(), strict=True):
        c = [float(np.float32(1.0) / np.float32(j + 1 + (ki & 3))) for j in range(16)]
        r = 0.0
        for j in range((ki & 15) - 1, -1, -1):  # r = fma(r, x, c[j]), one rounding
            r = round_to(Fraction(r) * Fraction(xi) + Fraction(c[j]), "f32", "rn")
        out.append(r)
    return {2: np.array(out, np.float32)}


def _grid3d(case):
    gx, gy, gz = case.grid
    bx, by, bz = case.block
    out = np.zeros(math.prod(case.grid) * math.prod(case.block), np.uint32)
    nt = bx * by * bz
    for z in range(gz):
        for y in range(gy):
            for x in range(gx):
                b = x + gx * (y + gy * z)
                for tz in range(bz):
                    for ty in range(by):
                        for tx in range(bx):
                            t = tx + bx * (ty + by * tz)
                            out[b * nt + t] = (
                                (z << 24) | (y << 16) | (x << 8) | (tz << 6) | (ty << 3) | tx
                            )
    return {0: out}


def _affine(case):
    x = case.args[1]
    i = np.arange(len(x))
    y = x.astype(np.float64) * 2.5 + (-7 + i).astype(np.float64) + 0.125
    return {2: y}


def _atomics(case):
    x = case.args[0].astype(np.int64)
    acc0 = case.args[1].astype(np.int64)
    acc = np.array(
        [
            (acc0[0] + x.sum()),
            min(acc0[1], x.min()),
            max(acc0[2], x.max()),
            np.bitwise_and.reduce(np.concatenate([[acc0[3]], x | 0x10000])),
            np.bitwise_or.reduce(np.concatenate([[acc0[4]], x & 0xFF00])),
            np.bitwise_xor.reduce(np.concatenate([[acc0[5]], x])),
            acc0[6] - (x & 7).sum(),
            len(x) % 101,
        ],
        np.int64,
    )
    acc = acc.astype(np.uint64).astype(np.uint32).view(np.int32)
    fmax = np.array([(x * 0.5).max(), 0.25 * len(x)], np.float32)
    return {1: acc, 2: fmax, 3: np.array([7], np.uint32)}


def _fastmath(case):
    v = case.args[0].astype(np.float64)
    cols = [
        np.sin(v),
        np.cos(v),
        np.exp(v.astype(np.float32) * np.float32(0.01)),
        np.log2(np.abs(v) + 1),
        1 / np.sqrt(np.abs(v) + 1),
        v / 3,
        np.clip(v, 0, 1),
        np.sqrt(np.abs(v)) + 1 / (v + 0.5),
    ]
    return {1: np.stack(cols, axis=1).reshape(-1).astype(np.float32)}


def _halves(case):
    x = case.args[0]
    a = x.astype(np.float16)
    c = (a.astype(np.float32) + np.float32(0.5)).astype(np.float16)
    d = (c.astype(np.float32) * a.astype(np.float32)).astype(np.float16)
    f = (x * np.float32(3.0)).astype(np.float32)
    bits = f.view(np.uint32)
    bf = ((bits + np.uint32(0x7FFF) + ((bits >> 16) & 1)) >> 16).astype(np.uint16)
    return {1: d.view(np.uint16), 2: d.astype(np.float32), 3: bf}


def _int64_ops(case):
    a = case.args[0].tolist()
    b = case.args[1].tolist()
    m64 = 2**64 - 1
    out = []

    def s64(v):
        return v - 2**64 if v >> 63 else v

    for x, bb in zip(a, b, strict=True):
        y = bb | 1
        sx, sy = s64(x), s64(bb | 3)
        hi_u = (x * y) >> 64
        hi_s = ((sx * sy) >> 64) & m64
        clz = 64 - (x.bit_length())
        popc = bin(x).count("1")
        ffs = (x & -x).bit_length()
        brev = int(f"{x:064b}"[::-1], 2)
        q = (x // y + (abs(sx) // abs(sy)) * (1 if (sx < 0) == (sy < 0) else -1)) & m64
        rs = abs(sx) % abs(sy) * (1 if sx >= 0 else -1)
        r = (x % y) ^ (rs & m64)
        lo, hi = x & 0xFFFFFFFF, x >> 32
        sh = y & 31
        fr = (((hi << 32) | lo) >> sh) & 0xFFFFFFFF
        shl = min(y >> 58, 32)
        fl = ((((x & 0xFFFFFFFF) << 32) | (y & 0xFFFFFFFF)) << shl >> 32) & 0xFFFFFFFF
        out += [hi_u ^ hi_s, clz + 64 * popc + 4096 * ffs, brev, q, r, (fr + (fl << 32)) & m64]
    return {2: np.array(out, np.uint64)}


def _reverse_strided(case):
    x = case.args[0]
    n = len(x)
    i = np.arange(n)
    return {1: (2 * x)[::-1], 2: x[3 * (i // 3)] + x[(7 * i) % n]}


def _warp_more(case):
    x = case.args[0]
    n = len(x)
    total = case.grid[0] * case.block[0]
    v = np.zeros(total, np.int64)
    v[:n] = x
    w = v.reshape(-1, 32)
    lane = np.arange(32)
    seg8 = lane - (lane % 8)
    src_up = lane - 2
    up = np.where(src_up >= seg8, w[:, np.maximum(src_up, 0)], w)
    idx = w[:, (lane // 16) * 16 + 3]
    key = w & 3
    same = np.zeros_like(w)
    for k in range(4):
        bits = ((key == k) * (1 << lane)).sum(axis=1, keepdims=True)
        same = np.where(key == k, bits, same)
    anyv = np.broadcast_to((w > 900).any(axis=1, keepdims=True), w.shape)
    active = np.where(lane < 20, (1 << 20) - 1, 0)
    cols = [up, idx, same, anyv, np.broadcast_to(active, w.shape), np.zeros_like(w)]
    out = np.stack([c.reshape(-1)[:n] for c in cols], axis=1).reshape(-1)
    return {1: out.astype(np.int64).astype(np.uint32).view(np.int32)}


def _half_atomics(case):
    # every partial sum is exact in the half formats, so the order of arrival does not matter
    n = int(case.args[3])
    h = np.array([0.25 * n], np.float16).view(np.uint16)
    h2 = np.array([1.0 * n, 0.5 * n], np.float16).view(np.uint16)
    bf = (np.array([0.25 * n / 2] * 2, np.float32).view(np.uint32) >> 16).astype(np.uint16)
    return {0: h, 1: h2, 2: bf}


REFERENCES = {
    "half_atomics": _half_atomics,
    "warp_more": _warp_more,
    "reverse_strided": _reverse_strided,
    "collatz": _collatz,
    "histogram": _histogram,
    "warp_ops": _warp_ops,
    "reverse_block": _reverse_block,
    "local_poly": _local_poly,
    "grid3d": _grid3d,
    "affine": _affine,
    "atomics": _atomics,
    "fastmath": _fastmath,
    "halves": _halves,
    "int64_ops": _int64_ops,
}

# argument index -> (kind, bound): fast-math approximations (PTX ISA bounds, plus the half ulp
# of the float32 result), and float atomics whose sum depends on the order of arrival.
TOLERANCES = {
    ("fastmath", 1): ("fastmath", 0.0),
}
