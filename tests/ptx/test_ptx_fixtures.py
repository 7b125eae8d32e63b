"""The six fixture kernels on the host emulator against independent numpy references.

Sizes come from hypothesis, including partial last blocks and a single thread; launches use
each fixture's signature (block size, grid rule) from its .toml."""

from __future__ import annotations

import tomllib
from functools import cache

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from ptx_paths import FIXTURES

from eagle.ptx import HostModule

SETTINGS = settings(max_examples=12, deadline=None)


@cache
def module(name: str) -> HostModule:
    return HostModule((FIXTURES / f"{name}.ptx").read_text(), f"{name}.ptx")


@cache
def block_of(name: str) -> tuple[int, ...]:
    sig = tomllib.loads((FIXTURES / f"{name}.toml").read_text())
    return tuple(sig["launch"]["block"])


def blocks(n: int, per: int) -> int:
    return (n + per - 1) // per


# -- gravity --------------------------------------------------------------------------------
def gravity_reference(pos: np.ndarray, mu: float) -> np.ndarray:
    r = np.sqrt(np.sum(pos * pos, axis=0))
    return -mu * pos / r**3


@SETTINGS
@given(n=st.integers(1, 1500), seed=st.integers(0, 2**32 - 1))
def test_gravity(n: int, seed: int) -> None:
    rng = np.random.default_rng(seed)
    pos = rng.standard_normal((3, n)) * 7.0e6
    acc = np.full((3, n), np.nan)
    mu = 3.986004418e14
    (b,) = block_of("gravity")
    module("gravity").launch("gravity", blocks(n, b), b, [pos, acc, mu, n])
    # The kernel forms r2 with two fmas (two roundings; numpy's sum of squares has five), then
    # sqrt, r*r2, a division and a product; the reference takes r**3 and divides in another
    # order. Each side carries about five roundings of at most half an ulp, so they can differ
    # by up to about ten ulp (8 is the largest seen over 400,000 random bodies).
    ref = gravity_reference(pos, mu)
    ulp = np.spacing(np.abs(ref))
    assert np.all(np.abs(acc - ref) <= 12 * ulp)


def test_gravity_exact_against_the_same_operation_order() -> None:
    """Bit-exact: the kernel's own sequence of IEEE operations, one rounding each (fma from
    exact rationals), computed independently in Python."""
    from fractions import Fraction

    rng = np.random.default_rng(5)
    n = 300
    pos = rng.standard_normal((3, n)) * 1e3
    acc = np.zeros((3, n))
    mu = 398600.4418
    module("gravity").launch("gravity", 2, 256, [pos, acc, mu, n])
    for i in range(0, n, 7):
        x, y, z = (float(v) for v in pos[:, i])
        yy = y * y
        r2 = float(Fraction(x) * Fraction(x) + Fraction(yy))
        r2 = float(Fraction(z) * Fraction(z) + Fraction(r2))
        r = float(np.sqrt(r2))
        s = -mu / (r * r2)
        assert acc[:, i].tolist() == [x * s, y * s, z * s]


# -- saxpy ----------------------------------------------------------------------------------
@SETTINGS
@given(n=st.integers(1, 3000), a=st.floats(-1e3, 1e3, width=32), seed=st.integers(0, 2**32 - 1))
def test_saxpy(n: int, a: float, seed: int) -> None:
    rng = np.random.default_rng(seed)
    x = rng.standard_normal(n).astype(np.float32)
    y = rng.standard_normal(n).astype(np.float32)
    # fma.rn.f32: the float64 product of two float32 is exact and the float64 sum of it and
    # a float32 is within float64 rounding of the exact value; rounding that to float32 is
    # then the single rounding of the fused operation except at exact float32 ties, which
    # random normals hit with negligible probability (the unit tests cover ties exactly).
    ref = (x.astype(np.float64) * np.float64(np.float32(a)) + y).astype(np.float32)
    y_out = y.copy()
    (b,) = block_of("saxpy")
    module("saxpy").launch("saxpy", blocks(n, b), b, [x, y_out, np.float32(a), n])
    np.testing.assert_array_equal(y_out, ref)


# -- bits -----------------------------------------------------------------------------------
def _brev(x: np.ndarray) -> np.ndarray:
    out = np.zeros_like(x)
    for i in range(32):
        out |= ((x >> np.uint32(i)) & np.uint32(1)) << np.uint32(31 - i)
    return out


def _popc(x: np.ndarray) -> np.ndarray:
    return np.array([bin(int(v)).count("1") for v in x], np.uint32)


def _clz(y: np.ndarray) -> np.ndarray:
    return np.array([32 - int(v).bit_length() for v in y.view(np.uint32)], np.uint32)


def _rotl(v: np.ndarray, s: np.ndarray) -> np.ndarray:
    v = v.astype(np.uint64)
    s = s.astype(np.uint64)
    return (((v << s) | (v >> (np.uint64(32) - s))) & np.uint64(0xFFFFFFFF)).astype(np.uint32)


def _byte_perm(x: np.ndarray, y: np.ndarray, s: int) -> np.ndarray:
    cat = (y.astype(np.uint64) << np.uint64(32)) | x.astype(np.uint64)
    out = np.zeros_like(x)
    for k in range(4):
        sel = (s >> (4 * k)) & 7
        byte = ((cat >> np.uint64(8 * sel)) & np.uint64(0xFF)).astype(np.uint32)
        out |= byte << np.uint32(8 * k)
    return out


def bits_reference(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    u32 = np.uint32
    r = _brev(a) ^ (b >> 3).view(u32)
    r = r + _popc(a) * u32(0x9E3779B9)
    r ^= _clz(b) << u32(24)
    r = _rotl(r, a & u32(31))
    r = r + ((a.astype(np.uint64) * np.uint64(0x85EBCA6B)) >> np.uint64(32)).astype(u32)
    r ^= np.maximum(b, -1000).view(u32) + np.minimum(b, 1000).view(u32)
    r ^= _byte_perm(a, b.view(u32), 0x7351)
    r ^= ~(a >> u32(7)) & (a | b.view(u32))
    return r


@SETTINGS
@given(n=st.integers(1, 700), seed=st.integers(0, 2**32 - 1))
def test_bits(n: int, seed: int) -> None:
    rng = np.random.default_rng(seed)
    a = rng.integers(0, 2**32, n, dtype=np.uint32)
    b = rng.integers(-(2**31), 2**31, n, dtype=np.int32)
    edges = np.array([0, 1, 0x80000000, 0xFFFFFFFF, 31, 32], np.uint32)
    a[: min(n, 6)] = edges[: min(n, 6)]
    b[: min(n, 6)] = np.array([0, -1, -(2**31), 2**31 - 1, 1000, -1001], np.int32)[: min(n, 6)]
    out = np.zeros(n, np.uint32)
    (bs,) = block_of("bits")
    module("bits").launch("bits", blocks(n, bs), bs, [a, b, out, n])
    np.testing.assert_array_equal(out, bits_reference(a, b))


# -- divmod ---------------------------------------------------------------------------------
@SETTINGS
@given(n=st.integers(1, 1200), seed=st.integers(0, 2**32 - 1))
def test_divmod(n: int, seed: int) -> None:
    rng = np.random.default_rng(seed)
    a = rng.integers(-(2**31), 2**31, n, dtype=np.int32)
    b = rng.integers(-(2**31), 2**31, n, dtype=np.int32)
    small = rng.integers(-9, 10, n).astype(np.int32)
    b = np.where(rng.random(n) < 0.5, small, b)
    b[b == 0] = 7
    a[:2] = -(2**31)
    b[:2] = [-1, 1][: min(n, 2)]
    q = np.zeros(n, np.int32)
    r = np.zeros(n, np.int32)
    (bs,) = block_of("divmod")
    module("divmod").launch("divmod", blocks(n, bs), bs, [a, b, q, r, n])
    # C semantics: truncation toward zero, remainder with the dividend's sign; INT_MIN / -1
    # wraps to INT_MIN with remainder 0, as on the GPU.
    qi = [
        (abs(x) // abs(y)) * (1 if (x < 0) == (y < 0) else -1)
        for x, y in zip(a.tolist(), b.tolist(), strict=True)
    ]
    ri = [x - qq * y for x, y, qq in zip(a.tolist(), b.tolist(), qi, strict=True)]
    wrap = np.array(qi, np.int64).astype(np.int32)
    np.testing.assert_array_equal(q, wrap)
    np.testing.assert_array_equal(r, np.array(ri, np.int64).astype(np.int32))


# -- row_sum --------------------------------------------------------------------------------
@SETTINGS
@given(m=st.integers(1, 40), seed=st.integers(0, 2**32 - 1))
def test_row_sum(m: int, seed: int) -> None:
    rng = np.random.default_rng(seed)
    x = rng.standard_normal((m, 256)).astype(np.float32)
    out = np.zeros(m, np.float32)
    module("row_sum").launch("row_sum", m, block_of("row_sum"), [x, out, m])
    # the same halving tree: partial[t] += partial[t + stride] for stride 128 ... 1
    p = x.copy()
    stride = 128
    while stride:
        p[:, :stride] = p[:, :stride] + p[:, stride : 2 * stride]
        stride //= 2
    np.testing.assert_array_equal(out, p[:, 0])


def test_row_sum_skips_rows_past_m() -> None:
    x = np.ones((4, 256), np.float32)
    out = np.full(4, -1.0, np.float32)
    module("row_sum").launch("row_sum", 4, 256, [x, out, 2])  # two extra blocks return early
    np.testing.assert_array_equal(out, [256.0, 256.0, -1.0, -1.0])


# -- transpose ------------------------------------------------------------------------------
@SETTINGS
@given(h=st.integers(1, 70), w=st.integers(1, 70), seed=st.integers(0, 2**32 - 1))
def test_transpose(h: int, w: int, seed: int) -> None:
    rng = np.random.default_rng(seed)
    x = rng.standard_normal((h, w)).astype(np.float32)
    out = np.full((w, h), np.nan, np.float32)
    bx, by = block_of("transpose")
    module("transpose").launch(
        "transpose", (blocks(w, bx), blocks(h, by)), (bx, by), [x, out, h, w]
    )
    np.testing.assert_array_equal(out, x.T)


# -- launch edge cases ----------------------------------------------------------------------
def test_zero_blocks_is_invalid_like_cuda() -> None:
    x = np.zeros(0, np.float32)
    with pytest.raises(ValueError, match="CUDA_ERROR_INVALID_VALUE"):
        module("saxpy").launch("saxpy", 0, 256, [x, x.copy(), 1.0, 0])


def test_same_array_twice_is_the_same_pointer() -> None:
    # y <- a*x + y with x and y the same array: y = (a + 1) * y
    y = np.arange(10, dtype=np.float32)
    module("saxpy").launch("saxpy", 1, 256, [y, y, np.float32(2.0), 10])
    np.testing.assert_array_equal(y, 3 * np.arange(10, dtype=np.float32))


def test_small_batches_give_the_same_result() -> None:
    rng = np.random.default_rng(3)
    n = 5000
    pos = rng.standard_normal((3, n))
    a1 = np.zeros((3, n))
    a2 = np.zeros((3, n))
    module("gravity").launch("gravity", blocks(n, 256), 256, [pos, a1, 2.0, n])
    small = HostModule((FIXTURES / "gravity.ptx").read_text(), batch_lanes=256)
    small.launch("gravity", blocks(n, 256), 256, [pos, a2, 2.0, n])
    np.testing.assert_array_equal(a1, a2)


def test_launches_of_one_module_in_changing_shapes_agree_with_numpy() -> None:
    """A program keeps its last launch's register file for the next launch of that shape:
    launches of one module alternating between shapes (block size, batch count, a remainder
    block whose threads exit at the bounds check) each give the reference, and a launch
    repeated on other data gives that data's result, not what the kept registers held."""
    rng = np.random.default_rng(5)
    m = HostModule((FIXTURES / "gravity.ptx").read_text(), batch_lanes=1024)
    shapes = [(5000, 256, 0), (700, 128, 3), (5000, 256, 0), (3, 32, 40), (5000, 64, 1)]
    for n, per, extra in [*shapes, (700, 128, 3)]:  # extra blocks: every thread exits early
        pos = rng.standard_normal((3, n)) * 7.0e6
        acc = np.full((3, n), np.nan)
        m.launch("gravity", blocks(n, per) + extra, per, [pos, acc, 3.986e14, n])
        np.testing.assert_allclose(acc, gravity_reference(pos, 3.986e14), rtol=1e-14)


def test_a_bound_launch_runs_again_on_new_arguments() -> None:
    """``HostModule.bind`` checks the configuration once (its errors are launch's, raised by
    bind); the bound launch then runs on each call's arguments, like ``launch``."""
    m = module("gravity")
    with pytest.raises(KeyError):
        m.bind("nope", 1, 256)
    with pytest.raises(ValueError, match="CUDA_ERROR_INVALID_VALUE"):
        m.bind("gravity", 0, 256)
    with pytest.raises(ValueError, match="exceeds the CUDA limits"):
        m.bind("gravity", 1, 2048)
    n = 1000
    bound = m.bind("gravity", blocks(n, 128), 128)
    rng = np.random.default_rng(9)
    for mu in (1.0, 3.986e14):
        pos = rng.standard_normal((3, n))
        acc = np.zeros((3, n))
        bound.launch([pos, acc, mu, n])
        np.testing.assert_allclose(acc, gravity_reference(pos, mu), rtol=1e-14)
    with pytest.raises(TypeError, match="takes 4 arguments, 3 given"):
        bound.launch([pos, acc, 1.0])


def test_a_program_keeps_one_register_file_up_to_a_size(monkeypatch) -> None:
    """After a launch the program holds one register file, its last launch's, and none that
    is larger than ``_schedule.KEPT_POOL_BYTES``."""
    from eagle.ptx import _schedule

    m = module("gravity")
    pos, acc = np.ones((3, 300)), np.zeros((3, 300))
    m.launch("gravity", 3, 128, [pos, acc, 1.0, 300])
    m.launch("gravity", 5, 64, [pos, acc, 1.0, 300])
    pools = m.programs["gravity"].pools
    assert list(pools) == [(64, 5, 16)]
    monkeypatch.setattr(_schedule, "KEPT_POOL_BYTES", pools[(64, 5, 16)].nbytes - 1)
    m.launch("gravity", 5, 64, [pos, acc, 1.0, 300])
    assert not pools
