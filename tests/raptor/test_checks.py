"""raptor's checks fail when a crossing misbehaves: each is run against a stand-in for the
probe kernel (numpy doing ``y = 2x + 1``), correct and broken in one way at a time, so that no
check can pass whatever eagle does. (The real crossings run in test_matrix.py.)"""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest

from eagle.loaded import _transfers
from raptor.conformance import ROWS, _checks, _kernels, run_row
from raptor.conformance._checks import CheckFailed


class FakeProbe:
    """The probe's contract on numpy arrays, with one optional fault."""

    def __init__(self, fault: str = "") -> None:
        self.fault = fault

    def __call__(self, *, x: np.ndarray, out: Any = None) -> Any:
        if not x.flags.c_contiguous:
            copies = 2 if self.fault == "two-copies" else 1
            for _ in range(copies):
                _transfers.record("contiguous", x.nbytes)
            x_c = np.ascontiguousarray(x)
        else:
            x_c = x
        y = np.empty_like(x_c) if out is None or self.fault == "fresh" else out[0]
        addr = np.zeros(3, np.int64) if out is None or self.fault == "fresh" else out[1]
        y[...] = np.float32(2) * x_c + np.float32(1)
        if self.fault == "wrong":
            y[7] = np.nextafter(y[7], np.float32(np.inf))
        if self.fault == "writes-input":
            x[0] = 42
        addr[...] = [x_c.ctypes.data, y.ctypes.data, addr.ctypes.data]
        return y, addr


@pytest.fixture
def fake(monkeypatch: pytest.MonkeyPatch) -> Any:
    def use(fault: str = "") -> None:
        monkeypatch.setattr(_kernels, "probe", lambda: FakeProbe(fault))
        monkeypatch.setattr(_checks, "host_arrays_on_cuda", lambda: False)

    return use


@pytest.mark.parametrize("row_id", ["NP-IN-CPU-HOST", "NP-OUT-CPU-HOST", "NP-IN-CPU-STRIDED-COPY"])
def test_a_correct_crossing_passes(fake: Any, row_id: str) -> None:
    fake()
    evidence = ROWS[row_id].check()
    assert "exact" in evidence or "1 contiguous copy" in evidence


@pytest.mark.parametrize(
    ("row_id", "fault", "reason"),
    [
        ("NP-IN-CPU-HOST", "wrong", r"1 of 4099 elements differ from 2x \+ 1 \(first at \[7\]"),
        ("NP-IN-CPU-HOST", "writes-input", "modified its input"),
        ("NP-OUT-CPU-HOST", "fresh", "did not return the caller's arrays"),
        ("NP-OUT-CPU-HOST", "wrong", r"out= array \(4099 elements\) read right after the call"),
        ("NP-IN-CPU-STRIDED-COPY", "two-copies", "contiguous_copies=2"),
        ("NP-IN-CPU-STRIDED-COPY", "wrong", "differ from 2x"),
    ],
)
def test_a_faulty_crossing_fails_with_the_evidence(
    fake: Any, row_id: str, fault: str, reason: str
) -> None:
    fake(fault)
    with pytest.raises(CheckFailed, match=reason):
        ROWS[row_id].check()


def test_the_strided_check_needs_a_copy(fake: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    # A crossing that read the strided input in place (no contiguous copy) is caught too.
    class NoCopy(FakeProbe):
        def __call__(self, *, x: np.ndarray, out: Any = None) -> Any:
            y = np.float32(2) * x + np.float32(1)
            return y, np.zeros(3, np.int64)

    monkeypatch.setattr(_kernels, "probe", lambda: NoCopy())
    monkeypatch.setattr(_checks, "host_arrays_on_cuda", lambda: False)
    with pytest.raises(CheckFailed, match="contiguous_copies=0"):
        ROWS["NP-IN-CPU-STRIDED-COPY"].check()


def test_reference_is_bit_exact_float32() -> None:
    x = np.array([0.0, -0.0, 1.5, 3.4028235e38, -1e-45, np.inf], np.float32)
    y = _kernels.reference(x)
    assert y.dtype == np.float32
    want = np.array([1.0, 1.0, 4.0, np.inf, 1.0, np.inf], np.float32)
    np.testing.assert_array_equal(y, want)


def test_run_row_turns_an_exception_into_a_failure(monkeypatch: pytest.MonkeyPatch) -> None:
    row = ROWS["NP-IN-CPU-HOST"]

    def boom() -> str:
        raise RuntimeError("device lost")

    broken = type(row)(
        **{**{f: getattr(row, f) for f in row.__slots__}, "check": boom, "needs": ()}
    )
    result = run_row(broken)
    assert result.status == "fail"
    assert result.reason.startswith("RuntimeError: device lost (at test_checks.py:")
