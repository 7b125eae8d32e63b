"""benchmarks/lupine/workloads.py's command line: --only takes the snippet workloads and
first_matmul (run apart), and names unknown ones (the H200 run of 2026-12-02 ended in a
KeyError on `--only ...,first_matmul` after 7 minutes of measurements)."""

from __future__ import annotations

import importlib.util
import json
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


def test_the_ratio_is_the_median_of_each_rounds_own_ratio(tmp_path, monkeypatch):
    """Each round's pair runs back to back, the first of the two alternating; the ratio is the
    median of the rounds' ratios (1.05 here), not the ratio of the medians (21 / 15 = 1.4),
    which a slow period of the machine in one round skews."""
    w = _workloads()
    values = {"native": [10.0, 20.0, 15.0], "lupine": [10.5, 21.0, 30.0]}
    calls = []

    def sample(snippet, env):
        mode = "lupine" if "LUPINE_SERVER" in env else "native"
        calls.append(mode)
        return values[mode].pop(0)

    monkeypatch.setattr(w, "sample", sample)
    rc = w.main(["--shim", str(tmp_path), "--server", "127.0.0.1:1", "--rounds", "3",
                 "--only", "torch_add", "--json", str(tmp_path / "w.json")])  # fmt: skip
    res = json.loads((tmp_path / "w.json").read_text())["results"]["torch_add"]
    assert calls == ["native", "lupine", "lupine", "native", "native", "lupine"]
    assert res["round_ratios"] == pytest.approx([1.05, 1.05, 2.0])
    assert res["ratio"] == pytest.approx(1.05)
    assert res["median"] == {"native": 15.0, "lupine": 21.0}
    assert rc == 0  # 1.05 <= torch_add's 1.3
