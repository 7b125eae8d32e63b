"""Paths the PTX tests share (a uniquely named module: test directories are not packages)."""

from __future__ import annotations

from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
FIXTURES = REPO / "fixtures"
KERNELS = Path(__file__).resolve().parent / "kernels"
