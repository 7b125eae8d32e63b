"""The native helper (native/emu): it builds with the project's CMake (-Wall -Wextra -Werror)
and its fma and special-function unit agree with the pure-numpy fallback bit for bit (fma on
hard cases; the unit here on a sample, in test_ptx_sfu_native.py on whole binades)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import textwrap

import pytest
from ptx_paths import REPO


@pytest.mark.skipif(shutil.which("cmake") is None, reason="cmake is not installed")
def test_native_helper_builds_and_agrees_with_numpy(tmp_path) -> None:
    build = tmp_path / "build"
    subprocess.run(["cmake", "-S", str(REPO), "-B", str(build)], check=True, capture_output=True)
    subprocess.run(
        ["cmake", "--build", str(build), "--target", "eagle_emu"], check=True, capture_output=True
    )
    libs = list(build.glob("native/emu/libeagle_emu.*"))
    assert libs, "the build produced no library"
    check = textwrap.dedent(
        """
        import numpy as np
        from eagle.ptx import _float, _native
        assert _native.available(), "library not loaded"
        rng = np.random.default_rng(3)
        n = 100000
        a = rng.standard_normal(n) * np.exp2(rng.integers(-500, 500, n))
        b = rng.standard_normal(n) * np.exp2(rng.integers(-500, 500, n))
        c = -(a * b) * (1 + rng.integers(-3, 4, n) * 2.0**-52)
        native = _native.fma_f64(a, b, c)
        fallback = _float.fma64_numpy(a, b, c)
        same = (native.view(np.uint64) == fallback.view(np.uint64))
        assert same.all(), (a[~same][:3], b[~same][:3], c[~same][:3])
        from eagle.ptx import _sfu
        x = rng.integers(0, 2**32, n, dtype=np.uint64).astype(np.uint32)
        native = [_sfu.sincos(x, True), _sfu.rcp_approx(x.view(np.float32), False)]
        assert _native.sfu_unit("cos", x) is not None, "the unit did not run natively"
        _sfu.use_native = False
        fallback = [_sfu.sincos(x, True), _sfu.rcp_approx(x.view(np.float32), False)]
        for got, want in zip(native, fallback):
            assert np.array_equal(got.view(np.uint32), want.view(np.uint32))
        print("ok", _native.path)
        """
    )
    env = dict(os.environ, EAGLE_PTX_NATIVE=str(libs[0]), PYTHONPATH=str(REPO))
    out = subprocess.run(
        [sys.executable, "-c", check], env=env, capture_output=True, text=True, check=False
    )
    assert out.returncode == 0, out.stderr
    assert out.stdout.startswith("ok")
