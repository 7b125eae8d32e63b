"""The differential check of issue 5: every corpus kernel on the host emulator, with the
seeded inputs the GPU ran on, against the committed H200 record.

Integer outputs must be identical; float outputs identical bit for bit unless the kernel's
signature allows the error the PTX ISA states for the approximate instructions it uses
([check.<output>] in its .toml, with the reason). A kernel the emulator refuses at load is
reported (skipped with the instruction and line), not failed. The record is
fixtures/corpus/corpus_h200.json (or $CORPUS_RECORD); without it these tests skip.

Kernels added after the last GPU record (PENDING_RECORD) still load and run on the emulator
here, and fail if the emulator errors on them; their comparison is skipped, saying so, until
the next GPU session records them (fixtures/corpus/README.md, "Running the differential
check"). tests/corpus/test_corpus_new.py checks them against independent references meanwhile.
"""

from __future__ import annotations

import os
from pathlib import Path

import numpy as np
import pytest
from corpus_tools import build_arrays, decode_array, discover, load_record
from corpus_tools._emulate import FAILURES, HARNESS, NO_RECORD, REFUSED, run_kernel

RECORD = Path(
    os.environ.get(
        "CORPUS_RECORD",
        Path(__file__).resolve().parents[2] / "fixtures" / "corpus" / "corpus_h200.json",
    )
)
SPECS = discover()

# Kernels added since the last GPU record (2026-12-02, every kernel then in the corpus): not in
# corpus_h200.json until the next GPU session runs record_gpu.py. These four (mbarrier, bulk
# copies, cuda::pipeline, grid.sync()) are checked against numpy in test_corpus_sync.py.
PENDING_RECORD = frozenset(
    {
        "nvcc/barrier_ring",
        "nvcc/grid_sync",
        "nvcc/mbarrier_phases",
        "nvcc/pipeline_roles",
    }
)


@pytest.fixture(scope="module")
def record() -> dict:
    if not RECORD.exists():
        pytest.skip(f"no GPU record at {RECORD} (make it with fixtures/corpus/record_gpu.py)")
    return load_record(RECORD)


@pytest.mark.parametrize("spec", SPECS, ids=[s.kid for s in SPECS])
def test_kernel_matches_gpu(spec, record) -> None:
    pytest.importorskip("eagle.ptx", reason="the eagle host emulator is not importable")
    outcome = run_kernel(spec, record["kernels"].get(spec.kid))
    if outcome.status == REFUSED:
        pending = "; no GPU record yet" if spec.kid not in record["kernels"] else ""
        pytest.skip(f"refused at load: `{outcome.instruction}` line {outcome.line}{pending}")
    if outcome.status == NO_RECORD:
        pytest.skip(f"not compared: {outcome.detail}; record it with fixtures/corpus/record_gpu.py")
    if outcome.status == HARNESS:
        pytest.skip(outcome.detail)
    assert outcome.status not in FAILURES, f"{spec.kid}: {outcome.status}: {outcome.detail}"


def test_record_covers_the_corpus(record) -> None:
    """Every corpus kernel has a GPU result, except those added since the record
    (PENDING_RECORD), and the record holds no stale kernels."""
    kids = {s.kid for s in SPECS}
    assert set(record["kernels"]) <= kids, "the record holds kernels the corpus no longer has"
    missing = kids - set(record["kernels"])
    assert missing <= PENDING_RECORD, f"kernels without a GPU result: {sorted(missing)}"
    failed = {k: v.get("error") for k, v in record["kernels"].items() if v["status"] != "ok"}
    assert not failed, f"kernels that did not run on the GPU: {failed}"


def _gpu(record: dict, kid: str, name: str) -> np.ndarray:
    entry = record["kernels"][kid]
    if entry["status"] != "ok":
        pytest.skip(f"{kid} did not run on the GPU")
    out = decode_array(entry["outputs"][name])
    assert out is not None
    return out


def test_gpu_approx_within_isa_bounds(record) -> None:
    """The GPU's own .approx results lie within the PTX ISA bound E against float64 truth,
    which is what makes 2E the right emulator-vs-GPU tolerance in the signatures."""
    by_id = {s.kid: s for s in SPECS}
    x = build_arrays(by_id["nvcc/approx_sincos"])["x"].astype(np.float64)
    s = _gpu(record, "nvcc/approx_sincos", "s")[0].astype(np.float64)
    c = _gpu(record, "nvcc/approx_sincos", "c")[0].astype(np.float64)
    assert np.abs(s - np.sin(x)).max() <= 2**-20.9  # sin.approx.f32 in [-pi, pi]
    assert np.abs(c - np.cos(x)).max() <= 2**-20.9  # cos.approx.f32 in [-pi, pi]
    p = build_arrays(by_id["nvcc/approx_exp_log"])["p"].astype(np.float64)
    lg2 = _gpu(record, "nvcc/approx_exp_log", "lg")[0].astype(np.float64)
    assert np.abs(lg2 - np.log2(p)).max() <= 2**-22.6 + np.spacing(np.float32(10.0))
    arrays = build_arrays(by_id["nvcc/approx_rcp_sqrt"])
    v, vd = arrays["x"].astype(np.float64), arrays["xd"]
    rsq = _gpu(record, "nvcc/approx_rcp_sqrt", "rsq").astype(np.float64)
    assert np.abs(rsq * np.sqrt(v) - 1).max() <= 2**-22.9  # rsqrt.approx.f32
    # The ISA gives no bound for the .f64 approximations in terms of the double format.
    # rsqrt.approx.f64 shows about 23 correct bits; rcp.approx.ftz.f64 was measured on the
    # H200 (corpus_h200.json, 2026-11-29) at up to 9.6e-7 (~2^-20: a 20-bit result).
    for name, exact, bound in (("rcpd", 1 / vd, 2**-19), ("rsqd", 1 / np.sqrt(vd), 2**-22)):
        got = _gpu(record, "nvcc/approx_rcp_sqrt", name)
        assert np.abs(got / exact - 1).max() <= bound, name
