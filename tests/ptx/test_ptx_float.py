"""The floating-point helpers behind fma and the directed rounding modes, against exact
rational arithmetic on hard cases: products near cancellation, exact halfway cases, operands
at the ends of the exponent range; and the native helper (when built) against pure numpy."""

from __future__ import annotations

from fractions import Fraction

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from ptx_reference import round_to

from eagle.ptx import _float, _native


def exact_fma(a: float, b: float, c: float) -> float:
    return round_to(Fraction(a) * Fraction(b) + Fraction(c), "f64", "rn")


def hard_cases(rng: np.random.Generator, n: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    a = rng.standard_normal(n) * np.exp2(rng.integers(-80, 80, n))
    b = rng.standard_normal(n) * np.exp2(rng.integers(-80, 80, n))
    c = -(a * b) * (1 + rng.integers(-4, 5, n) * 2.0**-52)  # near cancellation
    # exact halfway products: 27-bit factors whose product needs 54 bits
    k = n // 4
    a[:k] = 1 + rng.integers(0, 2**26, k) * 2.0**-26
    b[:k] = 1 + rng.integers(0, 2**26, k) * 2.0**-26
    c[:k] = rng.integers(-3, 4, k) * 2.0**-90
    # the ends of the exponent range: overflowing products, subnormal products
    a[k : 2 * k] *= 2.0**900
    b[k : 2 * k] *= 2.0**100
    a[2 * k : 2 * k + k // 2] *= 2.0**-900
    b[2 * k : 2 * k + k // 2] *= 2.0**-120
    return a, b, c


@pytest.mark.parametrize("impl", ["numpy", "native"])
def test_fma64_is_correctly_rounded(impl: str) -> None:
    if impl == "native" and not _native.available():
        pytest.skip("native helper not built (set EAGLE_PTX_NATIVE to libeagle_emu.so)")
    a, b, c = hard_cases(np.random.default_rng(11), 4000)
    r = _float.fma64_numpy(a, b, c) if impl == "numpy" else _native.fma_f64(a, b, c)
    want = np.array([exact_fma(x, y, z) for x, y, z in zip(a, b, c, strict=True)])
    with np.errstate(invalid="ignore"):
        same = (r == want) & (np.signbit(r) == np.signbit(want))
    same |= np.isnan(r) & np.isnan(want)
    assert same.all(), list(zip(a[~same][:3], b[~same][:3], c[~same][:3], strict=True))


def test_fma64_special_values() -> None:
    inf, nan, big = np.inf, np.nan, np.finfo(np.float64).max
    a = np.array([big, 0.0, -0.0, inf, 1.0, -1.0, 2.0, big])
    b = np.array([big, inf, 1.0, 0.0, -0.0, 0.0, 3.0, 2.0])
    c = np.array([-inf, 1.0, -0.0, 5.0, 0.0, -0.0, nan, -big])
    r = _float.fma64_numpy(a, b, c)
    want = [-inf, nan, -0.0, nan, 0.0, -0.0, nan, big]
    for got, w in zip(r.tolist(), want, strict=True):
        assert (np.isnan(got) and np.isnan(w)) or (got == w and np.signbit(got) == np.signbit(w))


def _f64(*bits: int) -> np.ndarray:
    return np.array(bits, np.uint64).view(np.float64)


@pytest.mark.parametrize("impl", ["numpy", "native"])
def test_fma64_nan_results_are_the_devices(impl: str) -> None:
    """NaN results as an H200 gives them (tests/ptx/data/ptx_gpu_record.npz): b if it is NaN,
    else c, else a, quieted, with its sign and payload; 0xfff8000000000000 for an invalid operation
    without one. fma(inf, -0, NaN) returns the NaN operand, not the invalid product's NaN."""
    if impl == "native" and not _native.available():
        pytest.skip("native helper not built (set EAGLE_PTX_NATIVE to libeagle_emu.so)")
    qnan, neg, snan, pay = (
        0x7FF8000000000000,
        0xFFF8000000000000,
        0x7FF0000000000001,
        0x7FF8000000000123,
    )
    inf, zero, mzero, one = 0x7FF0000000000000, 0, 0x8000000000000000, 0x3FF0000000000000
    ninf = 0xFFF0000000000000
    a = _f64(inf, inf, one, snan, one, pay, inf, zero)
    b = _f64(mzero, zero, neg, one, one, snan, one, inf)
    c = _f64(qnan, one, pay, one, snan, one, ninf, one)
    want = [qnan, neg, neg, 0x7FF8000000000001, 0x7FF8000000000001, 0x7FF8000000000001, neg, neg]
    fma = _float.fma64_numpy if impl == "numpy" else _native.fma_f64
    r = fma(a, b, c)
    if impl == "numpy":
        r = _float.propagate_nan64(r, b, c, a)
    assert [hex(v) for v in r.view(np.uint64).tolist()] == [hex(v) for v in want]


@pytest.mark.parametrize("scalars", range(8))
@pytest.mark.parametrize("into", ["new", "a", "c"])
def test_fma64_into_scalars_and_aliasing(scalars: int, into: str) -> None:
    """``_native.fma_f64_into``: each operand an array or one scalar (bit 1: a, 2: b, 4: c),
    the destination a new array or one of the operands, over 1300 lanes (blocks of 512 and a
    remainder), NaN lanes among them: the bits of the pure-numpy fma with the device's NaN
    rule on the broadcast operands."""
    if not _native.available():
        pytest.skip("native helper not built (set EAGLE_PTX_NATIVE to libeagle_emu.so)")
    n = 1300
    a, b, c = hard_cases(np.random.default_rng(scalars), n)
    a[::97], b[5::89], c[7::83] = np.nan, _f64(0x7FF0000000000001)[0], -np.inf
    a[3::101], b[3::101] = np.inf, 0.0  # invalid products without a NaN operand
    ops = [x[1] if scalars >> k & 1 else x for k, x in enumerate((a, b, c))]
    ops = [np.float64(x) if np.ndim(x) == 0 else x.copy() for x in ops]
    full = [np.broadcast_to(x, (n,)) for x in ops]
    want = _float.propagate_nan64(_float.fma64_numpy(*full), full[1], full[2], full[0])
    if into == "new":
        out = np.full(n, 7.0)
    elif np.ndim(ops["ac".index(into) * 2]) == 1:
        out = ops["ac".index(into) * 2]
    else:
        pytest.skip("a scalar operand cannot be the destination")
    assert _native.fma_f64_into(*ops, out)
    assert np.array_equal(out.view(np.uint64), want.view(np.uint64))


def test_fma64_into_refuses_what_it_cannot_take() -> None:
    """Operands it does not take (another dtype, length or layout, a Python float) leave the
    destination alone and return False: the caller computes the fma otherwise."""
    if not _native.available():
        pytest.skip("native helper not built (set EAGLE_PTX_NATIVE to libeagle_emu.so)")
    x = np.arange(8.0)
    out = np.zeros(8)
    for bad in (np.arange(8, dtype=np.float32), np.arange(9.0), np.arange(16.0)[::2], 2.0):
        assert not _native.fma_f64_into(x, bad, x, out)
        assert not out.any()
    assert not _native.fma_f64_into(x, x, x, np.zeros(16)[::2])


@settings(max_examples=200, deadline=None)
@given(
    a=st.floats(width=32, allow_nan=False, allow_infinity=False),
    b=st.floats(width=32, allow_nan=False, allow_infinity=False),
    c=st.floats(width=32, allow_nan=False, allow_infinity=False),
)
def test_fma32_single_rounding(a: float, b: float, c: float) -> None:
    r = _float.fma32(
        np.array([a], np.float32), np.array([b], np.float32), np.array([c], np.float32)
    )[0]
    want = round_to(Fraction(a) * Fraction(b) + Fraction(c), "f32", "rn")
    if want == 0:
        assert r == 0
    else:
        assert float(r) == want


@settings(max_examples=200, deadline=None)
@given(x=st.floats(allow_nan=False, allow_infinity=False), mode=st.sampled_from(["rz", "rm", "rp"]))
def test_round_narrow_directed(x: float, mode: str) -> None:
    r = _float.round_narrow(np.array([x]), np.dtype(np.float32), mode)[0]
    want = round_to(Fraction(x), "f32", mode) if x != 0 else x
    assert float(r) == want


@pytest.mark.parametrize("mode", ["rz", "rm", "rp"])
def test_fma64_directed_rounding_is_exact(mode: str) -> None:
    """fma.rz/rm/rp.f64 from the round-to-nearest fma and the sign of its exact error (ErrFma)
    agree with exact rational rounding, near-cancellations and exponent-range ends included."""
    from eagle.ptx._ops.floating import _fma_directed64

    a, b, c = hard_cases(np.random.default_rng(12), 3000)
    r = _fma_directed64(a, b, c, mode)
    for i, (x, y, z) in enumerate(zip(a.tolist(), b.tolist(), c.tolist(), strict=True)):
        exact = Fraction(x) * Fraction(y) + Fraction(z)
        want = _float.round_fraction(exact, mode) if exact != 0 else (-0.0 if mode == "rm" else 0.0)
        got = float(r[i])
        assert got == want and np.signbit(got) == np.signbit(want), (x, y, z, got, want)
