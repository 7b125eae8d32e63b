"""The matrix's structure, and CERTIFIED's derivation from records."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from raptor.conformance import ROWS, Kind, RecordError, certified, interop, load_record
from raptor.conformance._needs import NEEDS
from raptor.conformance._record import certified_from


def test_ids_name_framework_direction_device_and_kind() -> None:
    for row_id, row in ROWS.items():
        assert row_id == row.id
        parts = row_id.split("-")
        assert parts[1] == row.direction.upper()
        assert parts[2] == row.device.upper()
        assert parts[-1] == row.kind.value
    assert {"TORCH-IN-CUDA-ALIAS", "WP-OUT-CUDA-ALIAS", "NP-IN-CPU-HOST"} <= ROWS.keys()


# crossings with no "out" rows: CUDA array interface producers and Warp's host arrays never
# receive results (cupy's and numpy's rows prove those); raptor's expectation, not eagle's
NO_OUT_ROWS = {("cuda_array_interface", "cuda"), ("warp", "cpu")}


def test_every_crossing_eagle_offers_has_rows() -> None:
    # every framework of eagle's table, on every kind of device its row says it has
    from eagle.interop import FRAMEWORKS

    pairs = {(r.framework, r.direction, r.device) for r in ROWS.values()}
    for f in FRAMEWORKS:
        for kind in f.needs:
            assert (f.name, "in", kind) in pairs
            assert ((f.name, "out", kind) in pairs) != ((f.name, kind) in NO_OUT_ROWS), f.name
    assert {r.kind for r in ROWS.values()} == set(Kind)
    assert "WP-OUT-CUDA-ROUNDTRIP-ALIAS" in ROWS
    assert "TORCH-IN-CUDA-DEV1-ALIAS" in ROWS
    assert {
        "JAX-IN-CUDA-PENDING-STREAM",
        "NUMBA-IN-CUDA-STREAM",
        "CAI-IN-CUDA-STREAM",
    } <= ROWS.keys()
    for fw in ("numpy", "cupy", "torch", "numba"):
        assert any(r.framework == fw and r.variant == "strided" for r in ROWS.values())


def test_adapters_are_made_from_eagles_table_and_hold_their_own_expectations() -> None:
    # adding a framework: one row in eagle's table, one adapter class here; the adapter's name,
    # devices and needs are the row's, what eagle must return for it is raptor's own
    from eagle.interop import FRAMEWORKS
    from raptor.conformance._adapters import ADAPTERS

    assert list(ADAPTERS) == [f.name for f in FRAMEWORKS]
    assert {r.framework for r in ROWS.values()} == set(ADAPTERS)
    for f in FRAMEWORKS:
        adapter = ADAPTERS[f.name]
        assert adapter.row is f and adapter.devices == tuple(f.needs) == tuple(adapter.returns)
        for kind, needs in f.needs.items():
            assert set(needs) <= NEEDS.keys(), (f.name, kind)
            assert ("cuda" in needs) == (kind == "cuda"), f.name


def test_rows_are_complete() -> None:
    for row in ROWS.values():
        assert row.proves.endswith(".") and "{" not in row.proves
        assert set(row.needs) <= NEEDS.keys(), row.needs
        if row.device == "cuda":
            assert "cuda" in row.needs
        if row.variant == "dev1":
            assert "two-gpus" in row.needs


def _record(statuses: dict[str, tuple[str, list[str]]]) -> dict[str, Any]:
    return {
        "raptor_record": 1,
        "rows": {
            row_id: {"status": s, "reason": "", "unmet": unmet}
            for row_id, (s, unmet) in statuses.items()
        },
    }


def _all(status: str = "pass") -> dict[str, tuple[str, list[str]]]:
    return {row_id: (status, []) for row_id in ROWS}


def _every_framework() -> set[str]:
    from eagle.interop import FRAMEWORKS

    return {f.name for f in FRAMEWORKS}


EVERY_FRAMEWORK = _every_framework()


def test_certified_when_every_row_passed() -> None:
    assert certified(_record(_all()), ROWS) == EVERY_FRAMEWORK


def test_a_failed_row_uncertifies_its_framework_only() -> None:
    statuses = _all()
    statuses["WP-IN-CUDA-STREAM"] = ("fail", [])
    assert certified(_record(statuses), ROWS) == EVERY_FRAMEWORK - {"warp"}


def test_a_software_skip_uncertifies_but_a_missing_second_gpu_does_not() -> None:
    statuses = _all()
    statuses["TORCH-IN-CUDA-DEV1-ALIAS"] = ("skip", ["two-gpus"])
    assert "torch" in certified(_record(statuses), ROWS)
    statuses["TORCH-IN-CPU-HOST"] = ("skip", ["torch"])
    assert "torch" not in certified(_record(statuses), ROWS)


def test_a_row_missing_from_the_record_uncertifies() -> None:
    statuses = _all()
    del statuses["CUPY-OUT-CUDA-ALIAS"]
    assert "cupy" not in certified(_record(statuses), ROWS)


def test_a_record_without_a_gpu_certifies_nothing() -> None:
    statuses = {row_id: ("skip", list(row.needs)) for row_id, row in ROWS.items()}
    assert certified(_record(statuses), ROWS) == frozenset()


def test_committed_records_are_valid() -> None:
    records = Path(interop.__file__).resolve().parents[1] / "records"
    for path in records.glob("*.json"):
        record = load_record(path)
        # A record may predate rows added since (they show as "not run" and keep their
        # framework uncertified by it), but holds no row the matrix does not have.
        assert set(record["rows"]) <= set(ROWS), f"{path.name} has rows ROWS does not"
    # CERTIFIED is whatever the committed GPU record says (empty until there is one).
    assert certified_from(interop.GPU_RECORD) == interop.CERTIFIED


def test_no_record_certifies_nothing(tmp_path: Path) -> None:
    assert certified_from(tmp_path / "absent.json") == frozenset()


@pytest.mark.parametrize(
    ("text", "match"),
    [
        ("{not json", "is not valid JSON"),
        ("[1, 2]", "expected a JSON object"),
        ('{"raptor_record": 7, "rows": {}}', "'raptor_record' is 7"),
        ('{"raptor_record": 1, "rows": []}', "'rows' must be an object"),
        ('{"raptor_record": 1, "rows": {"NP-IN-CPU-HOST": {"status": "ok", "reason": ""}}}',
         "row NP-IN-CPU-HOST: status 'ok'"),
        ('{"raptor_record": 1, "rows": {"NP-IN-CPU-HOST": {"status": "pass"}}}',
         "'reason' must be a string"),
    ],
)  # fmt: skip
def test_a_corrupt_record_is_refused_naming_the_file(tmp_path: Path, text: str, match: str) -> None:
    path = tmp_path / "h200.json"
    path.write_text(text)
    with pytest.raises(RecordError, match=match) as info:
        load_record(path)
    assert str(path) in str(info.value)
    with pytest.raises(RecordError, match=str(path)):
        certified_from(path)


def test_certified_raises_for_a_corrupt_committed_record(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "h200.json"
    path.write_bytes(b"\xff\xfe garbage")
    monkeypatch.setattr(interop, "GPU_RECORD", path)
    with pytest.raises(RecordError, match=str(path)):
        _ = interop.CERTIFIED
    path.write_text(json.dumps(_record(_all())))
    assert EVERY_FRAMEWORK == interop.CERTIFIED
