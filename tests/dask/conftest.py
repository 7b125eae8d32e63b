"""The Dask tests use LUPINE's stand-in servers (tests/lupine/lupine_helpers.py)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "lupine"))

import lupine


@pytest.fixture(scope="session")
def native() -> Path:
    try:
        return lupine.native_dir()
    except FileNotFoundError as e:
        pytest.skip(str(e))
