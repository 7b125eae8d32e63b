"""One test per row of raptor's interop matrix, generated from ``ROWS``: each runs the row's
own check, and is skipped with the row's own reason where this machine cannot run it."""

from __future__ import annotations

import pytest

from raptor.conformance import ROWS, run_row


@pytest.mark.parametrize("row_id", list(ROWS))
def test_row(row_id: str) -> None:
    result = run_row(ROWS[row_id])
    if result.status == "skip":
        pytest.skip(result.reason)
    assert result.status == "pass", result.reason
