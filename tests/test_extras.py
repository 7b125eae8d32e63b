"""The optional extras: each pinned for CI, each named in the README and installed by CI, and
``[cuda]`` complete (cupy's own kernels need NVRTC, which cupy-cuda13x does not require)."""

from __future__ import annotations

import importlib.util
import re
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
EXTRAS: dict[str, list[str]] = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"][
    "optional-dependencies"
]


def _name(requirement: str) -> str:
    return re.split(r"[\s\[<>=!~;]", requirement, maxsplit=1)[0].lower().replace("_", "-")


def test_every_extra_is_pinned_for_ci() -> None:
    pins = {}
    for line in (ROOT / ".ci" / "constraints.txt").read_text().splitlines():
        if line.strip() and not line.startswith("#"):
            name, _, version = line.partition("==")
            pins[_name(name)] = version.strip()
    unpinned = [r for reqs in EXTRAS.values() for r in reqs if not pins.get(_name(r))]
    assert unpinned == []


def test_every_framework_extra_is_in_the_readme_and_installed_by_ci() -> None:
    readme = (ROOT / "README.md").read_text()
    ci = (ROOT / ".ci" / "run").read_text()
    installed = re.search(r'constraints\.txt "\.\[([a-z,]+)\]"', ci)
    assert installed is not None
    assert set(installed.group(1).split(",")) == set(EXTRAS)
    for extra in set(EXTRAS) - {"test", "dev"}:
        assert f'".[{extra}]"' in readme, extra


def test_the_cuda_extra_brings_nvrtc() -> None:
    assert "nvidia-cuda-nvrtc" in {_name(r) for r in EXTRAS["cuda"]}
    if importlib.util.find_spec("cupy") is None:
        pytest.skip("cupy is not installed")
    try:
        from importlib.metadata import version

        version("nvidia-cuda-nvrtc")
    except Exception:
        pytest.skip("nvidia-cuda-nvrtc is not installed (not the [cuda] extra)")
    from cuda.pathfinder import load_nvidia_dynamic_lib

    # how cupy finds it (cupy._environment): the wheel's libnvrtc.so.13
    lib = load_nvidia_dynamic_lib("nvrtc")
    assert lib.abs_path is not None and Path(lib.abs_path).name == "libnvrtc.so.13"
