"""benchmarks/lupine/workloads.py's command line: --only takes the snippet workloads and
first_matmul (run apart), and names unknown ones (the H200 run of 2026-12-02 ended in a
KeyError on `--only ...,first_matmul` after 7 minutes of measurements)."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def _workloads():
    spec = importlib.util.spec_from_file_location(
        "workloads", ROOT / "benchmarks/lupine/workloads.py"
    )
    mod = importlib.util.module_from_spec(spec)
    assert spec.loader
    spec.loader.exec_module(mod)
    return mod


def test_first_matmul_among_only_runs_apart_and_unknown_names_are_refused(tmp_path, capsys):
    w = _workloads()
    # no CUDA here: every sample fails, and the table says so instead of a KeyError
    rc = w.main(["--shim", str(tmp_path), "--server", "127.0.0.1:1", "--rounds", "1",
                 "--only", "first_matmul", "--json", str(tmp_path / "w.json")])  # fmt: skip
    assert rc == 1
    assert "first_matmul" in (tmp_path / "w.json").read_text()
    with pytest.raises(SystemExit):
        w.main(["--shim", str(tmp_path), "--server", "x", "--only", "train_step,nope"])
    assert "unknown workloads ['nope']" in capsys.readouterr().err
