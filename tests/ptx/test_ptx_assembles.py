"""Every committed PTX file assembles with ptxas for the H200 (sm_90), so a GPU record run
cannot stop at a JIT error (CUDA_ERROR_INVALID_PTX) that this machine could have caught.
Skipped where no CUDA toolkit is installed."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
FILES = sorted(
    [
        *ROOT.glob("fixtures/*.ptx"),
        *ROOT.glob("fixtures/corpus/*/*.ptx"),
        *ROOT.glob("tests/ptx/kernels/*.ptx"),
    ]
)


@pytest.mark.skipif(shutil.which("ptxas") is None, reason="ptxas (CUDA toolkit) not installed")
@pytest.mark.parametrize("path", FILES, ids=lambda p: str(p.relative_to(ROOT)))
def test_ptx_assembles_for_sm90(path: Path, tmp_path: Path) -> None:
    # Warp 1.19 writes .version 9.4; the H200's CUDA 13.0 driver JIT (and this ptxas) takes
    # 9.0, so fixtures/corpus/record_gpu.py lowers the line the same way before loading.
    text = re.sub(r"^\.version 9\.[1-9]\b", ".version 9.0", path.read_text(), flags=re.M)
    source = tmp_path / path.name
    source.write_text(text)
    run = subprocess.run(
        ["ptxas", "-arch=sm_90", str(source), "-o", str(tmp_path / "out.cubin")],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert run.returncode == 0, run.stderr
