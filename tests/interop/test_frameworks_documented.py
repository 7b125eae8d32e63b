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


@pytest.mark.parametrize(
    ("inputs", "device", "expected"),
    [
        (["numpy"], False, "numpy"),
        (["numpy", "torch"], False, "torch"),
        (["warp"], False, "numpy"),  # rank 0: the neutral host type
        (["dlpack", "numpy"], False, "numpy"),
        (["cupy"], True, "cupy"),
        (["cupy", "torch", "numpy"], True, "torch"),
        (["warp", "numpy"], True, "cupy"),  # rank 0 device arrays come back as cupy
        (["cuda_array_interface"], True, "cupy"),
    ],
)
def test_results_follow_the_highest_ranked_input(inputs, device, expected) -> None:
    # the rule DESIGN.md states: torch > cupy > numpy; the others come back as cupy or numpy
    from eagle.interop._frameworks import BY_NAME, result_framework

    assert result_framework([BY_NAME[n] for n in inputs], device).name == expected
