"""``eagle.fixture(name)``: the fixture kernels reached from an installed eagle, from any
working directory, as the build lays them out (``eagle/fixtures/``, CMakeLists.txt)."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

import eagle

ROOT = Path(__file__).resolve().parents[2]


def test_an_installed_eagle_reaches_its_fixtures_from_anywhere(tmp_path: Path) -> None:
    site, elsewhere = tmp_path / "site", tmp_path / "elsewhere"
    elsewhere.mkdir()
    shutil.copytree(ROOT / "eagle", site / "eagle", ignore=shutil.ignore_patterns("__pycache__"))
    (site / "eagle" / "fixtures").mkdir()
    for name in ("gravity.ptx", "gravity.toml", "saxpy.ptx", "saxpy.toml"):
        shutil.copy(ROOT / "fixtures" / name, site / "eagle" / "fixtures" / name)
    code = (
        "import json, numpy as np, eagle\n"
        "path = eagle.fixture('gravity.ptx')\n"
        "x = np.array([[7e6, 0.0], [0.0, -4.2e7], [0.0, 0.0]])\n"
        "a = eagle.LoadedVector(path)(position=x, mu=4e14)\n"
        "try:\n"
        "    eagle.LoadedVector('fixtures/gravity.ptx')\n"
        "except FileNotFoundError as e:\n"
        "    said = str(e)\n"
        "print(json.dumps([str(path), a.tolist(), said]))"
    )
    proc = subprocess.run(
        [sys.executable, "-c", code],
        cwd=elsewhere,
        env={"PYTHONPATH": str(site), "EAGLE_TARGET": "host", "PATH": "/usr/bin:/bin"},
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert proc.returncode == 0, proc.stderr
    path, accel, said = json.loads(proc.stdout.splitlines()[-1])
    assert path == str(site / "eagle" / "fixtures" / "gravity.ptx")
    # a = -mu r / |r|^3: along -x for the first body, along +y for the second
    assert accel[0] == pytest.approx([-4e14 / 7e6**2, 0.0], rel=1e-15)
    assert accel[1] == pytest.approx([0.0, 4e14 / 4.2e7**2], rel=1e-15)
    assert "eagle.fixture('gravity.ptx')" in said and path in said


def test_an_unknown_fixture_names_those_there_are() -> None:
    assert eagle.fixture("saxpy.toml").read_text().startswith('entry = "saxpy"')
    with pytest.raises(FileNotFoundError, match=r"no fixture 'nope.ptx' .*gravity\.ptx"):
        eagle.fixture("nope.ptx")
    with pytest.raises(FileNotFoundError, match="no fixture"):
        eagle.fixture("../README.md")
