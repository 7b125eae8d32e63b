"""cupy 14's static CUDA runtime through the shim, lupine-server and the stand-in driver, on a
machine with no GPU: the runtime binds through cuGetProcAddress, accepts our export tables
(including the integrity check), and the probe's alloc, copies, memset, PTX launch, stream
and events all check out against numpy."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def test_cupy_probe_through_lupine(native, server):
    pytest.importorskip("cupy")
    env = {
        **os.environ,
        "LD_LIBRARY_PATH": f"{native}:{os.environ.get('LD_LIBRARY_PATH', '')}",
        "LUPINE_SERVER": server.address,
    }
    proc = subprocess.run(
        [sys.executable, str(ROOT / "native/trace/cupy_probe.py")],
        capture_output=True,
        text=True,
        env=env,
        timeout=300,
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr
    result = json.loads(proc.stdout.strip().splitlines()[-1])
    assert result["failures"] == []
    assert result["device_count"] == 1 and result["name"] == "LUPINE stand-in device 0"
    assert result["cc"] == [9, 0] and result["driver_version"] == 13000
    checks = {k for k, v in result.items() if k.startswith("check:") and v is True}
    assert checks == {
        "check:roundtrip",
        "check:zeros",
        "check:saxpy",
        "check:async_copies",
        "check:dtod",
        "check:mem_info",
    }
