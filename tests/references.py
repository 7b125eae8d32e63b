"""Independent numpy references for the fixtures in ``fixtures/``, and their seeded inputs.

Each reference is written from the kernel's specification (the comment at the top of its
``.cu`` file), not from its PTX, so a wrong emulator or launcher cannot agree with it by
construction.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"

Inputs = dict[str, Any]


def gravity(position: np.ndarray, mu: float) -> np.ndarray:
    """accel[:, i] = -mu * r / |r|^3 for r = position[:, i] (float64)."""
    r = np.sqrt(np.sum(position * position, axis=0))
    return -mu * position / r**3


def fma_f32(a: np.ndarray, b: np.ndarray, c: np.ndarray) -> np.ndarray:
    """Correctly rounded float32 fused multiply-add, a * b + c with one rounding.

    The product of two float32 is exact in float64; the sum s = RN64(p + c) can be off by
    one rounding, which only matters when s lands exactly halfway between two float32. There
    the exact error e = (p + c) - s (Knuth's TwoSum) says which way the true value lies.
    """
    p = a.astype(np.float64) * b.astype(np.float64)
    c64 = c.astype(np.float64)
    s = p + c64
    bp = s - p
    e = (p - (s - bp)) + (c64 - bp)  # TwoSum error term, exact
    r = s.astype(np.float32)
    # Halfway cases: s is exactly the midpoint of two adjacent float32 values.
    lo = np.where(r.astype(np.float64) <= s, r, np.nextafter(r, np.float32(-np.inf)))
    hi = np.nextafter(lo, np.float32(np.inf))
    mid = (lo.astype(np.float64) + hi.astype(np.float64)) / 2
    tie = (s == mid) & (e != 0) & np.isfinite(s)
    r = np.where(tie & (e > 0), hi, np.where(tie & (e < 0), lo, r))
    return r.astype(np.float32)


def saxpy(x: np.ndarray, y: np.ndarray, a: np.float32) -> np.ndarray:
    """y <- fma(a, x, y) in float32 (nvcc contracts a * x + y into fma.rn.f32)."""
    return fma_f32(np.full_like(x, a), x, y)


def _brev32(x: np.ndarray) -> np.ndarray:
    x = x.astype(np.uint32)
    r = np.zeros_like(x)
    for bit in range(32):
        r |= ((x >> np.uint32(bit)) & np.uint32(1)) << np.uint32(31 - bit)
    return r


def _popc32(x: np.ndarray) -> np.ndarray:
    return np.array([bin(int(v)).count("1") for v in x.ravel()], np.uint32).reshape(x.shape)


def _clz32(x: np.ndarray) -> np.ndarray:
    u = x.view(np.uint32) if x.dtype == np.int32 else x.astype(np.uint32)
    return np.array([32 - int(v).bit_length() for v in u.ravel()], np.uint32).reshape(x.shape)


def _byte_perm(x: np.ndarray, y: np.ndarray, selector: int) -> np.ndarray:
    """CUDA __byte_perm: byte i of the result is byte ((selector >> 4i) & 7) of y:x."""
    both = (y.astype(np.uint64) << np.uint64(32)) | x.astype(np.uint64)
    r = np.zeros(x.shape, np.uint64)
    for i in range(4):
        sel = (selector >> (4 * i)) & 7
        r |= ((both >> np.uint64(8 * sel)) & np.uint64(0xFF)) << np.uint64(8 * i)
    return r.astype(np.uint32)


def bits(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """The bit-operation chain of fixtures/bits.cu, in uint32 arithmetic (wrapping)."""
    with np.errstate(over="ignore"):
        x = a.astype(np.uint32)
        y = b.astype(np.int32)
        yu = y.view(np.uint32)
        r = _brev32(x) ^ (y >> np.int32(3)).view(np.uint32)
        r = r + _popc32(x) * np.uint32(0x9E3779B9)
        r = r ^ (_clz32(y) << np.uint32(24))
        s = x & np.uint32(31)
        r = (r << s) | np.where(s == 0, np.uint32(0), r >> ((np.uint32(32) - s) & np.uint32(31)))
        r = r + ((x.astype(np.uint64) * np.uint64(0x85EBCA6B)) >> np.uint64(32)).astype(np.uint32)
        r = r ^ (np.maximum(y, -1000).view(np.uint32) + np.minimum(y, 1000).view(np.uint32))
        r = r ^ _byte_perm(x, yu, 0x7351)
        r = r ^ (~(x >> np.uint32(7)) & (x | yu))
    return r.astype(np.uint32)


def divmod_c(a: np.ndarray, b: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """C integer division: quotient truncated toward zero, remainder with the sign of a."""
    a64, b64 = a.astype(np.int64), b.astype(np.int64)
    q = np.abs(a64) // np.abs(b64) * np.sign(a64) * np.sign(b64)
    return q.astype(np.int32), (a64 - q * b64).astype(np.int32)


def row_sum(x: np.ndarray) -> np.ndarray:
    """The kernel's halving tree over 256 columns, in float32: the same additions in the same
    order, so the result is bit-identical, not merely close."""
    p = x.astype(np.float32).copy()
    stride = 128
    while stride:
        p[:, :stride] = p[:, :stride] + p[:, stride : 2 * stride]
        stride //= 2
    return p[:, 0].copy()


def transpose(x: np.ndarray) -> np.ndarray:
    return np.ascontiguousarray(x.T)


# --- seeded inputs, and how to compare -------------------------------------------------------


@dataclass(frozen=True)
class Case:
    """A fixture, its inputs for a size, its reference, and how results compare.

    ``rtol`` 0 means bit-exact. ``inplace`` names an inout parameter whose updated value is
    the result.
    """

    name: str
    make: Callable[[np.random.Generator, int], Inputs]
    reference: Callable[..., Any]
    rtol: float = 0.0
    why: str = "integer arithmetic or a bit-identical float reference"


def _gravity_inputs(rng: np.random.Generator, n: int) -> Inputs:
    # Positions of low-Earth-orbit satellites, metres; mu of the Earth, m^3/s^2.
    r = rng.uniform(6.6e6, 4.2e7, n)
    d = rng.normal(size=(3, n))
    d /= np.linalg.norm(d, axis=0)
    return {"position": np.ascontiguousarray(d * r), "mu": 3.986004418e14}


def _saxpy_inputs(rng: np.random.Generator, n: int) -> Inputs:
    return {
        "x": rng.standard_normal(n).astype(np.float32),
        "y": rng.standard_normal(n).astype(np.float32),
        "a": np.float32(rng.standard_normal()),
    }


def _bits_inputs(rng: np.random.Generator, n: int) -> Inputs:
    a = rng.integers(0, 2**32, n, dtype=np.uint64).astype(np.uint32)
    b = rng.integers(-(2**31), 2**31, n, dtype=np.int64).astype(np.int32)
    if n >= 4:
        a[:4] = [0, 0xFFFFFFFF, 1, 0x80000000]
        b[:4] = [0, -1, -(2**31), 2**31 - 1]
    return {"a": a, "b": b}


def _divmod_inputs(rng: np.random.Generator, n: int) -> Inputs:
    a = rng.integers(-(2**31), 2**31, n, dtype=np.int64).astype(np.int32)
    b = rng.integers(-1000, 1000, n).astype(np.int32)
    b[b == 0] = 7
    b[(a == -(2**31)) & (b == -1)] = 3  # INT_MIN / -1 overflows: the kernel's precondition
    return {"a": a, "b": b}


def _row_sum_inputs(rng: np.random.Generator, n: int) -> Inputs:
    return {"x": rng.standard_normal((n, 256)).astype(np.float32)}


def _transpose_inputs(rng: np.random.Generator, n: int) -> Inputs:
    h = max(n // 3, 0)
    return {"x": rng.standard_normal((h, n)).astype(np.float32)}


CASES: dict[str, Case] = {
    "gravity": Case(
        "gravity",
        _gravity_inputs,
        lambda position, mu: gravity(position, mu),
        rtol=2e-15,
        why="the kernel contracts x*x + y*y + z*z into fused multiply-adds and computes"
        " -mu / (r2 * sqrt(r2)) once per body; numpy rounds each product and uses r**3: an"
        " exact model of the kernel's arithmetic differs from this reference by at most"
        " 7.8e-16 of the body's largest component over 3000 bodies, so 2e-15 (9 ulp) bounds"
        " it with margin while a wrong sign, axis or power fails by orders of magnitude",
    ),
    "saxpy": Case("saxpy", _saxpy_inputs, lambda x, y, a: saxpy(x, y, a)),
    "bits": Case("bits", _bits_inputs, lambda a, b: bits(a, b)),
    "divmod": Case("divmod", _divmod_inputs, lambda a, b: divmod_c(a, b)),
    "row_sum": Case("row_sum", _row_sum_inputs, lambda x: row_sum(x)),
    "transpose": Case("transpose", _transpose_inputs, lambda x: transpose(x)),
}


def assert_matches(case: Case, got: Any, want: Any) -> None:
    """Compare results (a tuple for several outputs) to the reference, exactly or within
    ``case.rtol`` in units of the reference's magnitude."""
    gots = got if isinstance(got, tuple) else (got,)
    wants = want if isinstance(want, tuple) else (want,)
    assert len(gots) == len(wants)
    for g, w in zip(gots, wants, strict=True):
        g = np.asarray(g)
        assert g.dtype == w.dtype, (g.dtype, w.dtype)
        assert g.shape == w.shape, (g.shape, w.shape)
        if case.rtol == 0:
            np.testing.assert_array_equal(g, w)
        else:
            scale = np.max(np.abs(w), axis=0, keepdims=True) if w.ndim > 1 else np.abs(w)
            bound = np.broadcast_to(case.rtol * scale + 1e-300, w.shape)
            np.testing.assert_array_less(np.abs(g - w), bound)
