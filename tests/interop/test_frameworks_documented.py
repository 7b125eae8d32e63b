"""Every row of eagle's framework table documents itself: the protocols reference
(docs/protocols.md is generated from these fields) and the README's table of inputs (made by
``python -m eagle.interop``) come from the rows, so adding a framework means writing them."""

from __future__ import annotations

import pytest

from eagle.interop._frameworks import FRAMEWORKS


@pytest.mark.parametrize("row", FRAMEWORKS, ids=lambda f: f.name)
def test_each_row_says_how_it_is_recognised_carried_ordered_and_returned(row) -> None:
    for field in ("recognised", "protocol", "stream", "returns"):
        text = getattr(row, field)
        assert isinstance(text, str) and len(text) > 10, (row.name, field)
    assert row.title and row.needs and row.readme
    for line in row.readme:
        assert len(line) == 4 and all(line), (row.name, line)
    for names in row.needs.values():
        # the row's own needs are named and probed by the row
        assert all(n in row.what for n in names if n != "cuda"), (row.name, names)


def test_the_readme_table_is_made_from_the_rows() -> None:
    from pathlib import Path

    from eagle.interop._frameworks import readme_table

    readme = (Path(__file__).resolve().parents[2] / "README.md").read_text()
    table = readme_table()
    assert table in readme, (
        "README.md's table of inputs is stale: python -m eagle.interop --write README.md"
    )
    assert table.count("\n| ") == 2 + sum(len(f.readme) for f in FRAMEWORKS)


def test_the_readme_table_is_rewritten_in_place(tmp_path) -> None:
    from eagle.interop.__main__ import main
    from eagle.interop._frameworks import README_BEGIN, README_END, readme_table

    path = tmp_path / "README.md"
    path.write_text(f"before\n{README_BEGIN}\n| stale |\n{README_END}\nafter\n")
    assert main(["--write", str(path)]) == 0
    assert path.read_text() == f"before\n{readme_table()}\nafter\n"
    path.write_text("no markers\n")
    assert main(["--write", str(path)]) == 2


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
    # the rule docs/protocols.md states: torch > cupy > numpy; the others come back as cupy or
    # numpy
    from eagle.interop._frameworks import BY_NAME, result_framework

    assert result_framework([BY_NAME[n] for n in inputs], device).name == expected
