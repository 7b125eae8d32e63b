"""Every fixture kernel, called with every installed framework's arrays (each row of eagle's
framework table, through raptor's adapter of the same name), against its numpy reference
(tests/references.py), and the result type each framework gets back."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest
from references import CASES, FIXTURES, assert_matches

from eagle import LoadedVector
from raptor.conformance._adapters import read

SIZES = {"gravity": 1000, "saxpy": 1000, "bits": 777, "divmod": 513, "row_sum": 37,
         "transpose": 50}  # fmt: skip


@pytest.fixture(scope="module")
def kernels() -> dict[str, LoadedVector]:
    return {name: LoadedVector(FIXTURES / f"{name}.ptx") for name in CASES}


def _call(kernel: LoadedVector, inputs: dict[str, Any], framework: Any) -> Any:
    args = {k: framework.make(v) if isinstance(v, np.ndarray) else v for k, v in inputs.items()}
    return kernel(**args), args


@pytest.mark.parametrize("name", list(CASES))
def test_fixture_matches_reference(name: str, framework: Any, kernels: Any) -> None:
    case = CASES[name]
    rng = np.random.default_rng(sum(map(ord, name)))
    inputs = case.make(rng, SIZES[name])
    want = case.reference(
        **{k: (v.copy() if isinstance(v, np.ndarray) else v) for k, v in inputs.items()}
    )
    if not framework.adapter.mutable and any(
        p.role.value == "inout" for p in kernels[name].signature.outputs
    ):
        with pytest.raises(TypeError, match="immutable"):
            _call(kernels[name], inputs, framework)
        return
    got, args = _call(kernels[name], inputs, framework)
    results = got if isinstance(got, tuple) else (got,)
    for p, r in zip(kernels[name].signature.outputs, results, strict=True):
        if p.role.value == "inout":
            assert r is args[p.name]  # updated in place: the caller's own array comes back
        else:
            assert isinstance(r, framework.result_type()), type(r)
    assert_matches(
        case, tuple(read(r) for r in results) if isinstance(got, tuple) else read(got), want
    )


def test_inout_updates_the_callers_array(framework: Any, kernels: Any) -> None:
    rng = np.random.default_rng(5)
    inputs = CASES["saxpy"].make(rng, 300)
    want = CASES["saxpy"].reference(
        **{k: v.copy() if isinstance(v, np.ndarray) else v for k, v in inputs.items()}
    )
    x, y = framework.make(inputs["x"]), framework.make(inputs["y"])
    if not framework.adapter.mutable:  # JAX: refused, and y left as it was
        with pytest.raises(TypeError, match="immutable"):
            kernels["saxpy"](x=x, y=y, a=inputs["a"])
        np.testing.assert_array_equal(read(y), inputs["y"])
        return
    out = kernels["saxpy"](x=x, y=y, a=inputs["a"])
    assert out is y
    np.testing.assert_array_equal(read(y), want)
