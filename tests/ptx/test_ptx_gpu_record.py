"""Emulator == GPU, bit for bit: replay the record that ``gpu_record.py`` wrote on a real GPU
(``tests/ptx/data/ptx_gpu_record.npz``; skipped until the lead commits it). Also checks the
recorder's own plumbing by running it against a cupy stand-in backed by the emulator."""

from __future__ import annotations

import ctypes
import json
import sys
import types
from pathlib import Path

import numpy as np
import pytest
from gpu_replay import replay

from eagle.ptx import DeviceMemory, HostModule

HERE = Path(__file__).resolve().parent
RECORD = HERE / "data" / "ptx_gpu_record.npz"


@pytest.mark.skipif(not RECORD.exists(), reason="no GPU record yet (run tests/ptx/gpu_record.py)")
def test_emulator_matches_the_recorded_gpu_results() -> None:
    bad, stale, compared = replay(RECORD)
    meta = json.loads(str(np.load(RECORD)["meta"]))
    assert not meta["errors"], f"the GPU run had errors: {meta['errors']}"
    assert compared > 0
    assert not bad, "\n".join(bad[:40])
    if stale:
        pytest.skip(f"{len(stale)} recorded cases changed since recording: {stale[:10]}")


def _fake_cupy() -> types.ModuleType:
    """Just enough of cupy for gpu_record.py, executing on the emulator."""
    cp = types.ModuleType("cupy")
    mem = DeviceMemory()
    functions: dict[int, tuple[HostModule, str]] = {}

    class Dev:
        def __init__(self, a: np.ndarray):
            self.shape, self.dtype, self.nbytes = a.shape, a.dtype, a.nbytes
            self.ptr = mem.alloc(max(a.nbytes, 1))
            mem.view(self.ptr, a.nbytes)[:] = a.reshape(-1).view(np.uint8)
            self.data = types.SimpleNamespace(ptr=self.ptr)

    class Module:
        def load_file(self, path: str) -> None:
            self.hm = HostModule(Path(path).read_text(), path)

        def get_function(self, name: str):
            key = len(functions) + 1
            functions[key] = (self.hm, name)
            return types.SimpleNamespace(ptr=key)

    def launch(fptr, gx, gy, gz, bx, by, bz, shared, stream, params, extra):
        hm, name = functions[fptr]
        entry = hm.module.entries[name]
        argv = (ctypes.c_void_p * len(entry.params)).from_address(params)
        raw = [ctypes.string_at(argv[i], p.size) for i, p in enumerate(entry.params)]
        hm.launch(name, (gx, gy, gz), (bx, by, bz), raw, shared_mem_bytes=shared, memory=mem)

    cp.asarray = Dev
    cp.asnumpy = lambda d: mem.view(d.ptr, d.nbytes).view(d.dtype).reshape(d.shape).copy()
    cp.__version__ = "emulated"
    runtime = types.SimpleNamespace(
        getDeviceProperties=lambda i: {"name": b"host emulator", "major": 0, "minor": 0},
        driverGetVersion=lambda: 0,
        runtimeGetVersion=lambda: 0,
        deviceSynchronize=lambda: None,
    )
    cp.cuda = types.SimpleNamespace(
        driver=types.SimpleNamespace(launchKernel=launch),
        function=types.SimpleNamespace(Module=Module),
        runtime=runtime,
        get_current_stream=lambda: types.SimpleNamespace(ptr=0),
    )
    return cp


def test_recorder_plumbing_against_an_emulated_cupy(tmp_path, monkeypatch) -> None:
    monkeypatch.setitem(sys.modules, "cupy", _fake_cupy())
    import gpu_record

    out = tmp_path / "record.npz"
    monkeypatch.setattr(sys, "argv", ["gpu_record.py", "--out", str(out)])
    assert gpu_record.main() == 0
    bad, stale, compared = replay(out)
    assert not bad and not stale
    assert compared > 400
