"""cupy 14's static CUDA runtime through the shim, lupine-server and the stand-in driver, on a
machine with no GPU: the runtime binds through cuGetProcAddress, accepts our export tables
(including the integrity check), and the probe's alloc, copies, memset, PTX launch, stream
and events all check out against numpy; pointer attributes and DLPack devices are what the
real driver gives, a module loads from a file, and an event behind a running kernel is "not
ready" (the stand-in keeps a stream busy while fixtures/spin.ptx "waits")."""

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
        "check:device_pointer",
        "check:pinned_host_pointer",
        "check:event_not_ready",
        "check:spin_copy",
    }
    # what the real driver and runtime answer (CUDA runtime API, cudaPointerAttributes):
    # device memory is kDLCUDA (2) to DLPack, cudaMemoryTypeDevice; page-locked memory is
    # cudaMemoryTypeHost; pageable memory cudaMemoryTypeUnregistered
    assert result["dlpack_device"] == [2, 0]
    assert result["device_memory_type"] == 2
    assert result["pinned_memory_type"] == 1
    assert result["pageable_memory_type"] == 0
