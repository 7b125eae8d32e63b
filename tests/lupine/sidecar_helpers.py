"""What the sidecar's tests share (`conftest.py` makes the fixtures ``standin`` and ``shared``
of it): a test PATH of stand-in container runtimes that record what they were asked, and
whether a process still runs."""

from __future__ import annotations

import json
import os
import tempfile
import time
from pathlib import Path
from typing import Any

import pytest
import torch

from lupine._sidecar import standin as sidecar_standin

HERE = Path(__file__).resolve().parent
ALL = sidecar_standin.NAMES


class Standin:
    """A test PATH holding stand-in runtimes, and what they were asked."""

    def __init__(self, root: Path, monkeypatch: pytest.MonkeyPatch) -> None:
        self.root = root
        self.log = root / "runtime.log"
        self.monkeypatch = monkeypatch
        monkeypatch.setenv("STANDIN_LOG", str(self.log))
        monkeypatch.setenv("TMPDIR", str(root))  # env files and worker logs stay in the test's
        monkeypatch.setattr(tempfile, "tempdir", str(root))
        monkeypatch.setenv("LUPINE_SIDECAR_DEVICE", "cpu")
        # The CPU worker reduces with as many threads as this process, so its sums round as
        # the direct run's do (dask's nanny leaves OMP_NUM_THREADS=1 in this process's
        # environment once a dask test ran, while torch here already started with more).
        monkeypatch.setenv("OMP_NUM_THREADS", str(torch.get_num_threads()))
        monkeypatch.delenv("LUPINE_SERVER", raising=False)
        monkeypatch.delenv("LUPINE_TOKEN", raising=False)
        monkeypatch.delenv("LUPINE_SIDECAR_IMAGE", raising=False)
        monkeypatch.delenv("STANDIN_BROKEN", raising=False)
        monkeypatch.delenv("STANDIN_NO_IMAGE", raising=False)
        self.install(*ALL)

    def install(self, *names: str) -> None:
        """Only ``names`` on PATH (nothing else: the machine's own docker stays out of it)."""
        bin_dir = self.root / ("bin-" + "-".join(names))
        sidecar_standin.install(bin_dir, names)
        self.monkeypatch.setenv("PATH", str(bin_dir))

    def calls(self) -> list[dict[str, Any]]:
        if not self.log.exists():
            return []
        return [json.loads(line) for line in self.log.read_text().splitlines()]

    def clear(self) -> None:
        self.log.unlink(missing_ok=True)


def alive(pid: int) -> bool:
    """Whether any thread of ``pid`` runs (a zombie does not count; a thread group leader
    shows as one while its other threads still exit, holding the process's files)."""
    try:
        tasks = os.listdir(f"/proc/{pid}/task")
    except FileNotFoundError:
        return False
    for task in tasks:
        try:
            stat = Path(f"/proc/{pid}/task/{task}/stat").read_text()
        except (FileNotFoundError, ProcessLookupError):
            continue
        if stat.rsplit(")", 1)[1].split()[0] not in ("Z", "X"):
            return True
    return False


def wait_gone(pid: int, seconds: float = 15.0) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if not alive(pid):
            return True
        time.sleep(0.05)
    return False
