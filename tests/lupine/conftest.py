"""Fixtures of LUPINE's GPU-free tests: the native build and a lupine-server on the stand-in
driver (helpers in lupine_helpers.py); for the sidecar's tests, a test PATH of stand-in
container runtimes and one sidecar a test module shares (helpers in sidecar_helpers.py)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

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


@pytest.fixture
def standin(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Any:
    """Stand-in container runtimes on a test PATH (`sidecar_helpers.Standin`)."""
    pytest.importorskip("torch")
    from sidecar_helpers import Standin

    return Standin(tmp_path, monkeypatch)


@pytest.fixture(scope="module")
def shared(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    """One sidecar for a module's dispatch tests (docker stand-in, CPU worker), whose tensors of
    1 KiB or more cross on the bulk socket (so that the hypothesis tests cross both ways)."""
    pytest.importorskip("torch")
    from sidecar_helpers import Standin

    mp = pytest.MonkeyPatch()
    Standin(tmp_path_factory.mktemp("shared"), mp)
    mp.setenv("LUPINE_SIDECAR_BULK", "1024")
    try:
        with lupine.sidecar(runtime="docker") as sc:
            yield sc
    finally:
        mp.undo()
