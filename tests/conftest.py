"""Shared fixtures: every framework of eagle's table on each kind of device, handled by raptor's
adapter of the same name (GPU ones skipped where no CUDA device is reachable), and the fixtures
directory."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))

from raptor.conformance._adapters import Placed, placed


def _cuda_reachable() -> bool:
    from eagle import target

    return target().cuda


@pytest.fixture(params=placed(), ids=lambda f: f.name)
def framework(request: pytest.FixtureRequest) -> Placed:
    """One framework on one kind of device: ``make(a)``, ``result_type()``, ``adapter``."""
    f: Placed = request.param
    why = f.unmet()
    if why:
        pytest.skip(why)
    return f


@pytest.fixture
def fixtures_dir() -> Path:
    return Path(__file__).resolve().parents[1] / "fixtures"


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "cuda: needs a reachable CUDA device")


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    if _cuda_reachable():
        return
    skip = pytest.mark.skip(reason="no CUDA device reachable")
    for item in items:
        if "cuda" in item.keywords:
            item.add_marker(skip)
