"""Shared helpers for the PTX parser and host emulator tests."""

from __future__ import annotations

from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
FIXTURES = REPO / "fixtures"
KERNELS = Path(__file__).resolve().parent / "kernels"


@pytest.fixture(scope="session")
def fixture_text():
    """Return the PTX text of fixtures/<name>.ptx."""

    def read(name: str) -> str:
        return (FIXTURES / f"{name}.ptx").read_text()

    return read
