"""Shared fixtures: the array frameworks installed here (GPU ones skipped where no CUDA
device is reachable) and the fixtures directory."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))

from arrays import FRAMEWORKS, Framework, cuda_reachable


@pytest.fixture(params=FRAMEWORKS, ids=lambda f: f.name)
def framework(request: pytest.FixtureRequest) -> Framework:
    f: Framework = request.param
    if not f.available():
        pytest.skip(f.why)
    return f


@pytest.fixture
def fixtures_dir() -> Path:
    return Path(__file__).resolve().parents[1] / "fixtures"


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "cuda: needs a reachable CUDA device")


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    if cuda_reachable():
        return
    skip = pytest.mark.skip(reason="no CUDA device reachable")
    for item in items:
        if "cuda" in item.keywords:
            item.add_marker(skip)
