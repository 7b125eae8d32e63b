"""Every row of eagle's framework table documents itself for the protocols reference
(docs/protocols.md is generated from these fields): adding a framework means writing them."""

from __future__ import annotations

import pytest

from eagle.interop._frameworks import FRAMEWORKS


@pytest.mark.parametrize("row", FRAMEWORKS, ids=lambda f: f.name)
def test_each_row_says_how_it_is_recognised_carried_ordered_and_returned(row) -> None:
    for field in ("recognised", "protocol", "stream", "returns"):
        text = getattr(row, field)
        assert isinstance(text, str) and len(text) > 10, (row.name, field)
