"""``raptor certify`` and ``raptor table``: selection, exit status, the record, bad input."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from raptor.cli import main
from raptor.conformance import ROWS, load_record
from raptor.conformance._needs import NEEDS

ROOT = Path(__file__).resolve().parents[2]


def test_list_shows_every_row(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["certify", "--list"]) == 0
    out = capsys.readouterr().out
    for row_id, row in ROWS.items():
        assert row_id in out
        assert row.proves in out


def test_rows_selects_by_glob_case_insensitively(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["certify", "--list", "--rows", "np-in-*", "--rows", "*-STREAM"]) == 0
    listed = {line.split()[0] for line in capsys.readouterr().out.splitlines() if "-" in line[:8]}
    want = {r for r in ROWS if r.startswith("NP-IN-") or r.endswith("-STREAM")}
    assert listed == want


def test_unknown_rows_pattern_is_a_clear_error(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as info:
        main(["certify", "--rows", "NP-*,NOPE-*"])
    assert info.value.code == 2
    err = capsys.readouterr().err
    assert "--rows NOPE-*: matches no row id" in err
    for row_id in ROWS:
        assert row_id in err


def test_corrupt_record_is_a_clear_error_naming_the_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "h200.json"
    path.write_text('{"raptor_record": 1, "rows": ')
    assert main(["table", "--record", str(path)]) == 2
    err = capsys.readouterr().err
    assert f"certification record {path} is not valid JSON" in err


def test_table_shows_each_records_result(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "gpu.json"
    rows = {r: {"status": "pass", "reason": "ok", "unmet": []} for r in ROWS}
    rows["WP-IN-CUDA-STREAM"] = {"status": "fail", "reason": "waited", "unmet": []}
    path.write_text(json.dumps({"raptor_record": 1, "rows": rows}))
    assert main(["table", "--record", str(path)]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].split() == ["row", "framework", "crossing", "kind", "gpu"]
    by_id = {line.split()[0]: line.split()[-1] for line in lines[2 : 2 + len(ROWS)]}
    assert by_id == {r: ("fail" if r == "WP-IN-CUDA-STREAM" else "pass") for r in ROWS}
    assert lines[2 + len(ROWS) :] == ["", "gpu: no GPU, undated"]


def test_a_failing_row_makes_certify_exit_1_and_is_recorded(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    base = ROWS["NP-IN-CPU-HOST"]
    fields = {f: getattr(base, f) for f in base.__slots__}

    def broken() -> str:
        raise RuntimeError("the kernel read stale memory")

    bad = type(base)(**{**fields, "variant": "broken", "needs": (), "check": broken})
    good = type(base)(**{**fields, "variant": "fine", "needs": (), "check": lambda: "evidence"})
    monkeypatch.setitem(ROWS, bad.id, bad)
    monkeypatch.setitem(ROWS, good.id, good)
    path = tmp_path / "record.json"
    assert main(["certify", "--rows", "NP-IN-CPU-FINE-*", "--json", str(path)]) == 0
    assert (
        main(
            ["certify", "--rows", "NP-IN-CPU-BROKEN-HOST,NP-IN-CPU-FINE-HOST", "--json", str(path)]
        )
        == 1
    )
    out = capsys.readouterr().out
    assert "NP-IN-CPU-BROKEN-HOST" in out and "FAIL" in out and "stale memory" in out
    record = load_record(path)
    assert record["rows"]["NP-IN-CPU-BROKEN-HOST"]["status"] == "fail"
    assert (
        "RuntimeError: the kernel read stale memory"
        in record["rows"]["NP-IN-CPU-BROKEN-HOST"]["reason"]
    )
    assert record["rows"]["NP-IN-CPU-FINE-HOST"] == {
        **record["rows"]["NP-IN-CPU-FINE-HOST"],
        "status": "pass",
        "reason": "evidence",
    }
    assert record["summary"] == {"pass": 1, "fail": 1, "skip": 0}


# Run certify the way a machine with no GPU, no torch and no warp would: those modules cannot
# be imported and no CUDA device is visible.
_NO_GPU_NO_TORCH_NO_WARP = textwrap.dedent(
    """
    import sys
    from importlib.abc import MetaPathFinder

    class Absent(MetaPathFinder):
        def find_spec(self, name, path=None, target=None):
            if name.split(".")[0] in ("torch", "warp"):
                raise ModuleNotFoundError(f"No module named {name!r}", name=name)
            return None

    sys.meta_path.insert(0, Absent())
    from raptor.cli import main
    sys.exit(main(["certify", "--json", sys.argv[1]]))
    """
)


def test_certify_without_gpu_torch_or_warp_runs_what_it_can(tmp_path: Path) -> None:
    path = tmp_path / "nogpu.json"
    env = {**os.environ, "CUDA_VISIBLE_DEVICES": "", "PYTHONPATH": str(ROOT)}
    env.pop("EAGLE_TARGET", None)
    proc = subprocess.run(
        [sys.executable, "-c", _NO_GPU_NO_TORCH_NO_WARP, str(path)],
        capture_output=True,
        text=True,
        env=env,
        cwd=tmp_path,
        timeout=600,
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr
    record = load_record(path)
    assert set(record["rows"]) == set(ROWS)
    assert record["versions"]["torch"] is None and record["versions"]["warp"] is None
    assert record["gpus"] == []
    needs = record["needs"]
    assert not needs["cuda"]["met"] and not needs["torch"]["met"] and not needs["warp"]["met"]
    for row_id, row in ROWS.items():
        r = record["rows"][row_id]
        missing = [n for n in row.needs if not needs[n]["met"]]
        if missing:
            assert r["status"] == "skip", (row_id, r)
            assert r["unmet"] == missing
            for name in missing:
                assert NEEDS[name].what in r["reason"]
        else:
            assert r["status"] == "pass", (row_id, r)
    for row_id, row in ROWS.items():
        if row.framework in ("torch", "warp") or row.device == "cuda":
            assert record["rows"][row_id]["status"] == "skip"
    assert "skipped" in proc.stdout
    # which driver the rows ran on: none here (or NVIDIA's with no device visible)
    in_use = record["driver"]["in_use"]
    assert in_use["kind"] in ("none", "native"), in_use
    assert f"driver: {in_use['summary']}" in proc.stdout
