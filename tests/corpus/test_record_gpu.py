"""record_gpu.py against a fake cupy (tests/corpus/fake_cupy): a kernel that fails to load,
fails to launch, hangs, or kills its worker is recorded as such and the others still run;
PTX newer than the driver is loaded with its .version lowered."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import numpy as np
from corpus_tools import decode_array, discover
from corpus_tools._spec import CORPUS_ROOT

FAKE = Path(__file__).resolve().parent / "fake_cupy"
KERNELS = [
    "nvcc/int_mul",
    "nvcc/int64_arith",
    "nvcc/f16_arith",
    "nvcc/grid_2d",
    "nvcc/grid_3d",
    "warp/wp_math",
    "triton/tr_int_ops",
]


def test_failures_are_recorded_and_the_rest_runs(tmp_path) -> None:
    behaviour = {
        "int64_arith": "launch_error",
        "f16_arith": "load_error",
        "grid_2d": "crash",
        "grid_3d": "hang",
        "wp_math_cuda_kernel_forward": "old_driver",
    }
    env = {**os.environ, "PYTHONPATH": str(FAKE), "FAKE_CUPY": json.dumps(behaviour)}
    out = tmp_path / "rec.json"
    proc = subprocess.run(
        [
            sys.executable,
            str(CORPUS_ROOT / "record_gpu.py"),
            "--out",
            str(out),
            "--timeout",
            "5",
            *KERNELS,
        ],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert proc.returncode == 0, proc.stderr
    rec = json.loads(out.read_text())
    assert rec["gpu"] == "Fake GPU" and rec["schema"] == 1
    k = rec["kernels"]
    assert set(k) == set(KERNELS)
    assert (k["nvcc/int64_arith"]["status"], k["nvcc/int64_arith"]["stage"]) == ("error", "launch")
    assert "ILLEGAL_ADDRESS" in k["nvcc/int64_arith"]["error"]
    assert (k["nvcc/f16_arith"]["status"], k["nvcc/f16_arith"]["stage"]) == ("error", "load")
    assert (k["nvcc/grid_2d"]["status"], k["nvcc/grid_2d"]["stage"]) == ("error", "crash")
    assert (k["nvcc/grid_3d"]["status"], k["nvcc/grid_3d"]["stage"]) == ("error", "timeout")
    assert k["warp/wp_math"]["status"] == "ok"
    assert k["warp/wp_math"]["note"] == "PTX .version lowered to 9.0"
    for kid in ("nvcc/int_mul", "triton/tr_int_ops"):
        assert k[kid]["status"] == "ok"
    spec = {s.kid: s for s in discover()}["nvcc/int_mul"]
    out32 = decode_array(k["nvcc/int_mul"]["outputs"]["out"])
    assert out32 is not None
    assert out32.shape == (12, spec.sizes["n"]) and out32.dtype == np.uint32
    assert len(k["nvcc/int_mul"]["inputs"]) == 4


def test_launches_module_variables_and_printf_are_recorded(tmp_path) -> None:
    """A kernel launched twice (`launches = 2`) has its module variables read back after the
    second launch; what a kernel prints on fd 1, directly or through C's buffered stdio, is
    recorded as its stdout and never reaches the worker's result lines."""
    behaviour = {"module_counter": "bump_globals", "printf_lines": "printf"}
    env = {**os.environ, "PYTHONPATH": str(FAKE), "FAKE_CUPY": json.dumps(behaviour)}
    out = tmp_path / "rec.json"
    kernels = ["nvcc/module_counter", "nvcc/printf_lines", "nvcc/int_mul"]
    proc = subprocess.run(
        [sys.executable, str(CORPUS_ROOT / "record_gpu.py"), "--out", str(out), *kernels],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert proc.returncode == 0, proc.stderr
    k = json.loads(out.read_text())["kernels"]
    assert {kid: k[kid]["status"] for kid in kernels} == dict.fromkeys(kernels, "ok")
    counter = k["nvcc/module_counter"]
    assert counter["launches"] == 2
    globals_ = {name: decode_array(v) for name, v in counter["globals"].items()}
    # the fake adds 1 per launch to each 32-bit variable; the initial values are the PTX's
    assert int(globals_["launches"]) == 2 and int(globals_["counter"]) == 7 + 2
    assert int(globals_["bias"]) == -5 + 2 and globals_["bias"].dtype == np.int32
    assert int(globals_["total"]) == 1 << 40  # 64-bit: untouched
    assert globals_["hist"].shape == (16,) and not globals_["hist"].any()
    assert k["nvcc/printf_lines"]["stdout"] == "[0] written to fd 1\n[1] buffered by C stdio\n"
    assert "stdout" not in k["nvcc/int_mul"]


def test_a_cooperative_kernel_is_launched_cooperatively(tmp_path) -> None:
    """A signature with `cooperative = true` (grid.sync()) goes through
    cuLaunchCooperativeKernel; a plain launch of it fails, as grid.sync() traps on a GPU."""
    behaviour = {"grid_sync": "needs_cooperative", "int_mul": "needs_cooperative"}
    env = {**os.environ, "PYTHONPATH": str(FAKE), "FAKE_CUPY": json.dumps(behaviour)}
    out = tmp_path / "rec.json"
    kernels = ["nvcc/grid_sync", "nvcc/int_mul"]
    proc = subprocess.run(
        [sys.executable, str(CORPUS_ROOT / "record_gpu.py"), "--out", str(out), *kernels],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert proc.returncode == 0, proc.stderr
    k = json.loads(out.read_text())["kernels"]
    assert k["nvcc/grid_sync"]["status"] == "ok"
    assert (k["nvcc/int_mul"]["status"], k["nvcc/int_mul"]["stage"]) == ("error", "launch")
    assert "LAUNCH_FAILED" in k["nvcc/int_mul"]["error"]
