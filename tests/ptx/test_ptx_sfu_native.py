"""The native helper's special-function unit (native/emu/sfu.c) against the numpy model in
``eagle/ptx/_sfu.py`` (its reference, itself held to the H200 by test_ptx_sfu.py): the same
bits for every unit function, every .approx[.ftz].f32 instruction and div.approx/div.full
[.ftz], on every operand of whole binades, on special values, on seeded samples of all 2**32
bit patterns and on Hypothesis's. Skipped when the helper is not built (set EAGLE_PTX_NATIVE
to libeagle_emu.so, or build it with CMake into build/)."""

from __future__ import annotations

import os
import subprocess
import sys

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from ptx_paths import REPO

from eagle.ptx import _native, _sfu

pytestmark = pytest.mark.skipif(
    not _native.available(), reason="native helper not built (set EAGLE_PTX_NATIVE)"
)

UNITS = {
    "rcp": _sfu.rcp,
    "ex2": _sfu.ex2,
    "lg2": _sfu.lg2,
    "rsqrt": _sfu.rsqrt,
    "sqrt": _sfu.sqrt,
    "sin": lambda b: _sfu.sincos(b, False),
    "cos": lambda b: _sfu.sincos(b, True),
    "tanh": _sfu.tanh,
}


def binade(first: int) -> np.ndarray:
    """Every float32 bit pattern from ``first`` (a binade's first: sign and exponent) on, 2**23."""
    return np.arange(first, first + (1 << 23), dtype=np.uint64).astype(np.uint32)


def specials() -> np.ndarray:
    """±0, the smallest and largest subnormals, the smallest and largest normals, ±inf, quiet
    and signalling NaNs of both signs with small and large payloads, every power of two and
    its neighbours on either side, both signs."""
    base = [
        0, 1, 2, 0x3FFFFF, 0x400000, 0x7FFFFF, 0x800000, 0x800001, 0x7F7FFFFF, 0x7F7FFFFE,
        0x7F800000, 0x7F800001, 0x7FA00000, 0x7FBFFFFF, 0x7FC00000, 0x7FC00001, 0x7FFFFFFF,
    ]  # fmt: skip
    powers = np.arange(0, 255, dtype=np.int64) << 23  # 2**-126 .. 2**127, and 0
    near = np.concatenate([powers - 1, powers, powers + 1, np.int64(1) << np.arange(23)])
    mag = np.concatenate([np.array(base, np.int64), near[(near >= 0) & (near < 0x7F800000)]])
    return np.unique(np.concatenate([mag, mag | 0x80000000])).astype(np.uint32)


def samples(seed: int, n: int = 1 << 20) -> np.ndarray:
    """``n`` bit patterns drawn uniformly from all 2**32, seeded."""
    return np.random.default_rng(seed).integers(0, 1 << 32, n, dtype=np.uint64).astype(np.uint32)


def both(fn, *args) -> tuple[np.ndarray, np.ndarray]:
    """(native, numpy) results of ``fn(*args)`` as bit patterns."""
    assert _sfu.use_native
    native = np.asarray(fn(*args))
    _sfu.use_native = False
    try:
        reference = np.asarray(fn(*args))
    finally:
        _sfu.use_native = True
    return native.view(np.uint32), reference.view(np.uint32)


def assert_same(fn, *operands: np.ndarray, chunk: int = 1 << 20) -> None:
    """``fn`` of the bit patterns ``operands`` (equal 1-d shapes) gives the same bits natively
    and in numpy; evaluated ``chunk`` lanes at a time."""
    for start in range(0, operands[0].size, chunk):
        part = [o[start : start + chunk] for o in operands]
        with np.errstate(all="ignore"):
            native, reference = both(fn, *part)
        bad = np.flatnonzero(native != reference)
        shown = [([hex(o[i]) for o in part], hex(native[i]), hex(reference[i])) for i in bad[:5]]
        assert bad.size == 0, (bad.size, shown)


# whole binades per unit function: [1, 2) and [2, 4) (every segment of every table but tanh's,
# both halves of rsqrt's and sqrt's), plus where each has more paths
UNIT_BINADES = {
    "rcp": [0x3F800000, 0x40000000, 0xFE800000],  # and results below 2**-126
    "ex2": [0x3F800000, 0x40000000, 0xBF800000],  # a negative operand's one's complement
    "lg2": [0x3F800000, 0x40000000, 0x3F000000],  # a negative logarithm
    "rsqrt": [0x3F800000, 0x40000000],
    "sqrt": [0x3F800000, 0x40000000],
    "sin": [0x3E000000, 0xBE800000],  # turns in [1/8, 1/4), [-1/2, -1/4): every fraction
    "cos": [0x3E000000, 0xBE800000],
    "tanh": [0x3F000000, 0x3F800000, 0xC0000000, 0x3B800000],  # and 2**-8's binade
}


@pytest.mark.parametrize(
    ("name", "first"), [(n, f) for n, firsts in UNIT_BINADES.items() for f in firsts]
)
def test_unit_on_a_whole_binade(name: str, first: int) -> None:
    assert_same(UNITS[name], binade(first))


@pytest.mark.parametrize("name", sorted(UNITS))
def test_unit_on_special_values_and_samples(name: str) -> None:
    assert_same(UNITS[name], specials())
    assert_same(UNITS[name], samples(sorted(UNITS).index(name)))


# whole binades per instruction, where its scaling applies: subnormals (the non-.ftz forms
# scale them; .ftz flushes), |a| > 2**126 for rcp, a < -126 for ex2
INST_BINADES = {
    "rcp": [0x80000000, 0x7F000000],
    "ex2": [0x00000000, 0xC2800000],  # [-128, -64): -126 is in it
    "lg2": [0x00000000],
    "rsqrt": [0x00000000],
    "sqrt": [0x80000000],
    "sin": [0x3F800000],
    "cos": [0xBF800000],
    "tanh": [0x80000000],  # tanh keeps a subnormal
}


@pytest.mark.parametrize("ftz", [False, True])
@pytest.mark.parametrize(
    ("name", "first"), [(n, f) for n, firsts in INST_BINADES.items() for f in firsts]
)
def test_instruction_on_a_whole_binade(name: str, first: int, ftz: bool) -> None:
    assert_same(lambda b: _sfu.MODELS[name](b.view(np.float32), ftz), binade(first))


@pytest.mark.parametrize("ftz", [False, True])
@pytest.mark.parametrize("name", sorted(_sfu.MODELS))
def test_instruction_on_special_values_and_samples(name: str, ftz: bool) -> None:
    def fn(b: np.ndarray) -> np.ndarray:
        return _sfu.MODELS[name](b.view(np.float32), ftz)

    assert_same(fn, specials())
    assert_same(fn, samples(100 + sorted(_sfu.MODELS).index(name)))


DIVS = [(ftz, full) for ftz in (False, True) for full in (False, True)]


@pytest.mark.parametrize(("ftz", "full"), DIVS)
def test_div_on_special_values_samples_and_binades(ftz: bool, full: bool) -> None:
    def fn(a: np.ndarray, b: np.ndarray) -> np.ndarray:
        return _sfu.div_approx(a.view(np.float32), b.view(np.float32), ftz, full)

    s = specials()
    a, b = np.meshgrid(s, s)  # every pair of special values
    assert_same(fn, a.ravel(), b.ravel())
    assert_same(fn, samples(7), samples(8))
    rng = np.random.default_rng(9)
    for first in (0x80000000, 0x7F000000):  # subnormal divisors; 2**127 <= b
        b = binade(first)
        a = rng.integers(0, 1 << 32, b.size, dtype=np.uint64).astype(np.uint32)
        assert_same(fn, a, b)


def test_div_broadcasts_and_shapes_are_kept() -> None:
    """A scalar operand broadcast against an array, 0-d, 2-d, empty and strided operands: the
    same shapes and bits either way."""
    x = np.array([[0.5, 3.0, -7.0], [1e-40, np.inf, 2.0**127]], np.float32)
    three, zero = np.array(3.0, np.float32), np.array(-0.0, np.float32)
    for a, b in [(three, x), (x, zero), (x[:, ::2], x[:, 1:])]:
        native, reference = both(_sfu.div_approx, a, b, False)
        assert native.shape == np.broadcast_shapes(a.shape, b.shape)
        assert np.array_equal(native, reference)
    for shape in [(), (0,), (2, 3)]:
        for fn in _sfu.MODELS.values():
            native, reference = both(fn, np.full(shape, 1.5, np.float32), False)
            assert native.shape == shape and np.array_equal(native, reference)
    with pytest.raises(TypeError, match="uint32"):
        _native.sfu_unit("rcp", np.zeros(3, np.uint16))
    with pytest.raises(ValueError, match="shapes"):
        _native.sfu_div(False, False, np.zeros(3, np.uint32), np.zeros(2, np.uint32))
    read_only = np.array([2.0, 0.25], np.float32)
    read_only.flags.writeable = False
    assert np.array_equal(_sfu.rcp_approx(read_only, False), np.array([0.5, 4.0], np.float32))


bits32 = st.lists(st.integers(0, 2**32 - 1), min_size=1, max_size=32)


@settings(max_examples=300, deadline=None)
@given(bits=bits32, name=st.sampled_from(sorted(UNITS)))
def test_unit_hypothesis(bits: list[int], name: str) -> None:
    assert_same(UNITS[name], np.array(bits, np.uint32))


@settings(max_examples=300, deadline=None)
@given(bits=bits32, name=st.sampled_from(sorted(_sfu.MODELS)), ftz=st.booleans())
def test_instruction_hypothesis(bits: list[int], name: str, ftz: bool) -> None:
    assert_same(lambda b: _sfu.MODELS[name](b.view(np.float32), ftz), np.array(bits, np.uint32))


@settings(max_examples=300, deadline=None)
@given(
    pairs=st.lists(st.tuples(st.integers(0, 2**32 - 1), st.integers(0, 2**32 - 1)), min_size=1),
    ftz=st.booleans(),
    full=st.booleans(),
)
def test_div_hypothesis(pairs: list[tuple[int, int]], ftz: bool, full: bool) -> None:
    a, b = np.array(pairs, np.uint32).T.copy()
    assert_same(
        lambda x, y: _sfu.div_approx(x.view(np.float32), y.view(np.float32), ftz, full), a, b
    )


@pytest.mark.parametrize("ftz", [False, True])
@pytest.mark.parametrize("full", [False, True])
def test_div_of_nans_keeps_the_first_nan_quieted(ftz: bool, full: bool) -> None:
    """Both models follow x86's MULSS rule (native/emu/sfu.c's mul32) for the final product:
    a's NaN quieted if a is NaN (whatever b is), else b's NaN through rcp (canonical 0x7fffffff).
    numpy's own multiply gave b's NaN for two NaNs (found by test_div_hypothesis)."""
    a = np.array([0x7F800001, 0x7F800001, 0xFFC00005, 0x3F800000], np.uint32)
    b = np.array([0x7F800001, 0x3F800000, 0x7FFFFFFF, 0x7F800003], np.uint32)
    want = [0x7FC00001, 0x7FC00001, 0xFFC00005, 0x7FFFFFFF]
    with np.errstate(all="ignore"):
        native, reference = both(
            lambda x, y: _sfu.div_approx(x.view(np.float32), y.view(np.float32), ftz, full), a, b
        )
    assert native.tolist() == want and reference.tolist() == want


def test_tables_are_checked() -> None:
    """The library refuses a layout whose indices would leave its tables (and coefficients
    that could overflow V), before looking at whether it already holds one."""
    _sfu.rcp(np.array([0x3F800000], np.uint32))  # hands over the rcp table
    d, c1, c2 = (np.zeros(128, np.int64) for _ in range(3))
    with pytest.raises(ValueError, match="rcp"):
        _native.sfu_table("rcp", (d[:64], c1[:64], c2[:64], None), (16, 1, 1, 15))
    with pytest.raises(ValueError, match="rcp"):
        _native.sfu_table("rcp", (d, c1, c2, None), (17, 1, 1, 15))  # 18-bit squarer
    with pytest.raises(ValueError, match="rcp"):
        _native.sfu_table("rcp", (d + (1 << 60), c1, c2, None), (16, 1, 1, 15))
    q, base, td, tc1, tc2, p = _sfu._tanh_layout()
    aux = np.concatenate([q, base + 1])  # the last binade's segments one past the end
    with pytest.raises(ValueError, match="tanh"):
        _native.sfu_table("tanh", (td, tc1, tc2, p), (17, 0, 1, 0), aux)
    assert _native.sfu_table("rcp", (d, c1, c2, None), (16, 1, 1, 15))  # kept: still the fit
    assert _sfu.rcp(np.array([0x40000000], np.uint32))[0] == 0x3F000000


def test_nothing_is_evaluated_before_the_tables_are_given() -> None:
    """A fresh process: the library answers None (the numpy code runs) until _sfu has handed
    the tables over, which its first call does."""
    check = (
        "import numpy as np\n"
        "from eagle.ptx import _native, _sfu\n"
        "x = np.array([0x40000000], np.uint32)\n"
        "assert _native.sfu_unit('rcp', x) is None\n"
        "assert _sfu.rcp(x)[0] == 0x3F000000\n"
        "assert _native.sfu_unit('rcp', x)[0] == 0x3F000000\n"
        "assert _native.sfu_unit('tanh', x) is None\n"
    )
    env = dict(os.environ, PYTHONPATH=str(REPO), EAGLE_PTX_NATIVE=str(_native.path))
    out = subprocess.run([sys.executable, "-c", check], env=env, capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
