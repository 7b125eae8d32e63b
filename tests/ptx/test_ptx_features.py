"""The feature kernels (kernels/features.cu, nvcc -O3 PTX) on the emulator against numpy
references: divergent loops, shared/global atomics, warp shuffles, votes and reductions,
dynamic shared memory, local arrays, an inlined device function, 3-D grids, a struct
parameter, CAS loops, fast-math approximations, half precision and 64-bit intrinsics."""

from __future__ import annotations

import math
from fractions import Fraction
from functools import cache

import numpy as np
import pytest
from features_cases import REFERENCES
from ptx_cases import REPO, KernelCase, feature_cases
from ptx_reference import round_to, sqrt_exact_round

from eagle.ptx import HostModule

CASES = feature_cases(np.random.default_rng(99))


@cache
def features() -> HostModule:
    return HostModule((REPO / "tests/ptx/kernels/features.ptx").read_text(), "features.ptx")


def launch(case: KernelCase) -> list:
    args = [a.copy() if isinstance(a, np.ndarray) else a for a in case.args]
    features().launch(case.entry, case.grid, case.block, args, shared_mem_bytes=case.shared)
    return args


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_feature_kernel(case: KernelCase) -> None:
    args = launch(case)
    want = REFERENCES[case.entry](case)
    for index, expected in want.items():
        got = args[index]
        if case.entry == "fastmath":
            check_fastmath(case.args[0], got, expected)
            continue
        np.testing.assert_array_equal(got, expected, err_msg=f"{case.name} argument {index}")


def check_fastmath(v: np.ndarray, got: np.ndarray, approx: np.ndarray) -> None:
    """Per column: the ISA's error bound for each .approx instruction (plus the half ulp the
    float32 result needs); exact columns bit for bit."""
    g = got.reshape(-1, 8).astype(np.float64)
    a = approx.reshape(-1, 8).astype(np.float64)
    ulp = np.spacing(np.abs(a).astype(np.float32)).astype(np.float64)
    inside = np.abs(v) <= math.pi
    assert np.all(np.abs(g[inside, 0] - a[inside, 0]) <= 2.0**-20.5 + ulp[inside, 0])  # sin
    assert np.all(np.abs(g[inside, 1] - a[inside, 1]) <= 2.0**-20.5 + ulp[inside, 1])  # cos
    # __expf: ex2.approx (2 ulp) of a rounded product x*log2(e)
    assert np.all(np.abs(g[:, 2] - a[:, 2]) <= 4 * ulp[:, 2])
    assert np.all(np.abs(g[:, 3] - a[:, 3]) <= 2.0**-22 + ulp[:, 3])  # lg2.approx
    assert np.all(np.abs(g[:, 4] - a[:, 4]) <= 2.0**-22.9 * np.abs(a[:, 4]) + ulp[:, 4])
    assert np.all(np.abs(g[:, 5] - a[:, 5]) <= 2 * ulp[:, 5] + ulp[:, 5])  # div.approx
    np.testing.assert_array_equal(got.reshape(-1, 8)[:, 6], np.clip(v, 0, 1))  # cvt.sat
    exact7 = []
    for x in v.tolist():
        s = np.float32(sqrt_exact_round(abs(x), "f32", "rz"))
        r = np.float32(round_to(1 / Fraction(float(np.float32(x) + np.float32(0.5))), "f32", "rn"))
        exact7.append(s + r)
    np.testing.assert_array_equal(got.reshape(-1, 8)[:, 7], np.array(exact7, np.float32))


def test_struct_parameter_must_be_bytes() -> None:
    case = next(c for c in CASES if c.entry == "affine")
    args = list(case.args)
    args[0] = 2.5
    with pytest.raises(TypeError, match="struct"):
        features().launch("affine", case.grid, case.block, args)
