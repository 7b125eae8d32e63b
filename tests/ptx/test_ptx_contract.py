"""ptxas-style contraction of unrounded mul + add/sub into one fused multiply-add (the rule the
H200 record of the corpus confirms), and its limits: rounding modifiers, several uses, labels
and branchy instructions in between all keep the operations separate."""

from __future__ import annotations

from fractions import Fraction

import numpy as np
import pytest
from ptx_reference import round_to

from eagle.ptx import HostModule

HEADER = ".version 8.0\n.target sm_80\n.address_size 64\n"


def run(body: str, a: np.ndarray, b: np.ndarray, contract: bool = True) -> np.ndarray:
    text = HEADER + (
        ".visible .entry k(.param .u64 pa, .param .u64 pb, .param .u64 po)\n{\n"
        "    .reg .b32 %r<4>;\n    .reg .b64 %rd<8>;\n    .reg .f32 %f<16>;\n"
        "    mov.u32 %r0, %tid.x;\n    mul.wide.u32 %rd0, %r0, 4;\n"
        "    ld.param.u64 %rd1, [pa];\n    add.s64 %rd1, %rd1, %rd0;\n"
        "    ld.param.u64 %rd2, [pb];\n    add.s64 %rd2, %rd2, %rd0;\n"
        "    ld.param.u64 %rd3, [po];\n    add.s64 %rd3, %rd3, %rd0;\n"
        "    ld.global.f32 %f1, [%rd1];\n    ld.global.f32 %f2, [%rd2];\n"
        + body
        + "    st.global.f32 [%rd3], %f9;\n    ret;\n}\n"
    )
    out = np.zeros(len(a), np.float32)
    HostModule(text, contract=contract).launch("k", 1, len(a), [a, b, out])
    return out


def fused(x, y, c) -> float:
    return round_to(Fraction(float(x)) * Fraction(float(y)) + Fraction(float(c)), "f32", "rn")


@pytest.fixture(scope="module")
def values() -> tuple[np.ndarray, np.ndarray]:
    rng = np.random.default_rng(8)
    a = (1 + rng.random(256) * 2.0**-10).astype(np.float32)
    b = (1 - rng.random(256) * 2.0**-10).astype(np.float32)
    return a, b


CROSS = "    mul.f32 %f3, %f1, %f2;\n    mul.f32 %f4, %f2, %f2;\n    sub.f32 %f9, %f3, %f4;\n"


def test_difference_of_products_fuses_the_first(values) -> None:
    a, b = values
    got = run(CROSS, a, b)
    want = [fused(x, y, -float(np.float32(y) * np.float32(y))) for x, y in zip(a, b, strict=True)]
    np.testing.assert_array_equal(got, np.array(want, np.float32))
    plain = (a * b) - (b * b)
    assert (got != plain).any(), "the inputs must tell fused from unfused apart"
    np.testing.assert_array_equal(run(CROSS, a, b, contract=False), plain)


@pytest.mark.parametrize(
    "body",
    [
        # a rounding modifier pins the multiplication
        "    mul.rn.f32 %f3, %f1, %f2;\n    sub.f32 %f9, %f3, %f2;\n",
        # the product is used twice
        "    mul.f32 %f3, %f1, %f2;\n    sub.f32 %f5, %f3, %f2;\n    add.f32 %f9, %f5, %f3;\n",
        # a label (a block boundary) in between
        "    mul.f32 %f3, %f1, %f2;\n$L_x:\n    sub.f32 %f9, %f3, %f2;\n",
        # an IEEE division (ptxas emits a branchy subroutine) in between
        "    mul.f32 %f3, %f1, %f2;\n    div.rn.f32 %f6, %f2, %f1;\n    sub.f32 %f9, %f3, %f6;\n",
    ],
    ids=["rounding-modifier", "two-uses", "label", "division"],
)
def test_no_fusion(body: str, values) -> None:
    a, b = values
    np.testing.assert_array_equal(run(body, a, b), run(body, a, b, contract=False))


def test_add_with_the_product_second(values) -> None:
    a, b = values
    body = "    mul.f32 %f3, %f1, %f2;\n    sub.f32 %f9, %f2, %f3;\n"
    want = [fused(-float(x), y, y) for x, y in zip(a, b, strict=True)]
    np.testing.assert_array_equal(run(body, a, b), np.array(want, np.float32))
