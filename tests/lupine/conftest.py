"""Fixtures of LUPINE's GPU-free tests: the native build and a lupine-server on the stand-in
driver (helpers in lupine_helpers.py)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from lupine_helpers import Server

import lupine


@pytest.fixture(scope="session")
def native() -> Path:
    try:
        return lupine.native_dir()
    except FileNotFoundError as e:
        pytest.skip(str(e))


@pytest.fixture(scope="module")
def server(native: Path) -> Iterator[Server]:
    s = Server(native)
    yield s
    s.stop()
