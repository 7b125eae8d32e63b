"""The differential check of issue 5: every corpus kernel on the host emulator, with the
seeded inputs the GPU ran on, against the committed H200 record.

Integer outputs must be identical; float outputs identical bit for bit unless the kernel's
signature allows the error the PTX ISA states for the approximate instructions it uses
([check.<output>] in its .toml, with the reason). A kernel the emulator refuses at load is
reported (skipped with the instruction and line), not failed. The record is
fixtures/corpus/corpus_h200.json (or $CORPUS_RECORD); without it these tests skip.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from corpus_tools import discover, load_record
from corpus_tools._emulate import FAILURES, HARNESS, NO_RECORD, REFUSED, run_kernel

pytest.importorskip("eagle.ptx", reason="the eagle host emulator is not importable")

RECORD = Path(
    os.environ.get(
        "CORPUS_RECORD",
        Path(__file__).resolve().parents[2] / "fixtures" / "corpus" / "corpus_h200.json",
    )
)
SPECS = discover()


@pytest.fixture(scope="module")
def record() -> dict:
    if not RECORD.exists():
        pytest.skip(f"no GPU record at {RECORD} (make it with fixtures/corpus/record_gpu.py)")
    return load_record(RECORD)


@pytest.mark.parametrize("spec", SPECS, ids=[s.kid for s in SPECS])
def test_kernel_matches_gpu(spec, record) -> None:
    outcome = run_kernel(spec, record["kernels"].get(spec.kid))
    if outcome.status == REFUSED:
        pytest.skip(f"refused at load: `{outcome.instruction}` line {outcome.line}")
    if outcome.status in (NO_RECORD, HARNESS):
        pytest.skip(outcome.detail)
    assert outcome.status not in FAILURES, f"{spec.kid}: {outcome.status}: {outcome.detail}"


def test_record_covers_the_corpus(record) -> None:
    """Every corpus kernel has a GPU result, and the record holds no stale kernels."""
    kids = {s.kid for s in SPECS}
    assert set(record["kernels"]) == kids
    failed = {k: v.get("error") for k, v in record["kernels"].items() if v["status"] != "ok"}
    assert not failed, f"kernels that did not run on the GPU: {failed}"
