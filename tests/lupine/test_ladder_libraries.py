"""The libraries ladder (``python -m lupine.ladder --libraries``) without a GPU: its command
line, the value hashes that compare a native and a LUPINE run bit for bit, the CPU references
against hand-computed values and independent implementations, the rungs' checks run on
PyTorch's CPU kernels (so the references and tolerances hold for real half-precision
results), the JAX subprocess on JAX's CPU backend, and clean failures and skips where there is
no CUDA."""

from __future__ import annotations

import hashlib
import json
import math
import os
import re
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

torch = pytest.importorskip("torch")

from lupine import ladder  # noqa: E402
from lupine import ladder_libraries as ll  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
CPU = torch.device("cpu")
HEX64 = re.compile(r"^[0-9a-f]{64}$")


def _env() -> dict[str, str]:
    """This checkout on the path; no LUPINE client library or server from the caller."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("LUPINE_", "LD_PRELOAD"))}
    env["PYTHONPATH"] = os.pathsep.join(p for p in (str(ROOT), env.get("PYTHONPATH")) if p)
    return env


# ---------------------------------------------------------------- command line


def test_unknown_library_rungs_are_refused_with_the_list(capsys):
    with pytest.raises(SystemExit) as e:
        ladder.main(["--libraries", "--rungs", "gemm_half,nosuch"])
    assert e.value.code == 2
    err = capsys.readouterr().err
    assert "unknown rungs ['nosuch']" in err
    for name in ("gemm_half", "lt_epilogue", "gemm_fp8", "cufft", "sdpa", "autocast", "jax"):
        assert name in err
    assert "cupy_libs" in err


def test_library_rungs_are_not_rungs_of_the_pytorch_ladder(capsys):
    with pytest.raises(SystemExit) as e:
        ladder.main(["--rungs", "sdpa"])
    assert e.value.code == 2
    err = capsys.readouterr().err
    assert "unknown rungs ['sdpa']" in err and "resnet18" in err and "gemm_half" not in err


def test_an_empty_rung_list_is_refused(capsys):
    with pytest.raises(SystemExit):
        ladder.main(["--libraries", "--rungs", ","])
    assert "no rungs" in capsys.readouterr().err


def test_library_rungs_are_ordered_and_documented():
    assert list(ll.RUNGS) == [
        "gemm_half",
        "lt_epilogue",
        "gemm_fp8",
        "cufft",
        "sdpa",
        "autocast",
        "cupy_libs",
        "jax",
    ]
    table = ll.__doc__.split("Rungs, cheapest first")[1]
    assert re.findall(r"^([a-z0-9_]+) {2,}", table, re.M) == list(ll.RUNGS)


@pytest.mark.skipif(torch.cuda.is_available(), reason="checks the answer where there is no CUDA")
def test_the_cli_runs_the_chosen_library_rungs_and_writes_the_json(tmp_path):
    # a subprocess, as the GPU host runs it: python -m lupine.ladder is __main__ there, and the
    # library rungs raise lupine.ladder's Skipped, which the runner must recognise as a skip
    out = tmp_path / "out.json"
    p = subprocess.run(
        [sys.executable, "-m", "lupine.ladder", "--libraries", "--json", str(out)],
        capture_output=True,
        text=True,
        env=_env(),
        cwd=tmp_path,
        timeout=300,
    )
    assert p.returncode == 1, p.stdout + p.stderr  # rungs failed; nothing crashed
    assert "Traceback" not in p.stderr
    rec = json.loads(out.read_text())
    assert set(rec) == {"torch", "cuda", "results"}
    got = {r["name"]: r for r in rec["results"]}
    assert list(got) == list(ll.RUNGS)
    for r in rec["results"]:
        assert set(r) == {"name", "status", "seconds", "detail", "values"}
        assert r["status"] in ("fail", "skip") and r["detail"], r
    # torch without CUDA: the torch rungs fail with PyTorch's own message
    assert "not compiled with CUDA" in got["gemm_half"]["detail"]
    if ll._jax_cuda_plugin() is None:
        assert got["jax"]["status"] == "skip", got["jax"]
    # each row as issue8.sh's summary picks them out: name, status, seconds
    rows = [x for x in p.stdout.splitlines() if re.match(r"^[a-z0-9_]+ +(pass|fail|skip) ", x)]
    assert [x.split()[0] for x in rows] == list(ll.RUNGS)
    skips = sum(r["status"] == "skip" for r in rec["results"])
    assert p.stdout.splitlines()[-1].startswith(
        f"{skips} of 8 rungs without failure; failed: gemm_half, lt_epilogue"
    )


def test_python_m_ladder_libraries_is_the_same_cli(tmp_path):
    p = subprocess.run(
        [sys.executable, "-m", "lupine.ladder_libraries", "--rungs", "nosuch"],
        capture_output=True,
        text=True,
        env=_env(),
        cwd=tmp_path,
        timeout=120,
    )
    assert p.returncode == 2 and "known: gemm_half, lt_epilogue" in p.stderr


# ---------------------------------------------------------------- value hashes


def test_value_hash_is_the_sha256_of_the_raw_bytes():
    x = np.arange(12, dtype=np.float32).reshape(3, 4) / 7
    want = hashlib.sha256(x.tobytes()).hexdigest()
    assert ll.value_hash(torch.from_numpy(x.copy())) == want
    assert ll.value_hash(x) == want
    # a transposed view hashes its elements in row-major order, as numpy lays them out
    assert (
        ll.value_hash(torch.from_numpy(x).t()) == hashlib.sha256(x.T.copy().tobytes()).hexdigest()
    )
    z = (x + 1j * x[::-1]).astype(np.complex64)  # interleaved real and imaginary parts
    assert ll.value_hash(torch.from_numpy(z)) == hashlib.sha256(z.tobytes()).hexdigest()


@pytest.mark.parametrize("dtype", ["float32", "float16", "bfloat16", "complex64", "float8_e4m3fn"])
def test_value_hash_equal_for_equal_tensors_and_different_for_one_flipped_bit(dtype):
    dt = getattr(torch, dtype)
    g = torch.Generator().manual_seed(0)
    a = torch.randn(64, 33, generator=g).to(dt)
    b = torch.randn(64, 33, generator=torch.Generator().manual_seed(0)).to(dt)  # rebuilt
    assert a.data_ptr() != b.data_ptr()
    assert ll.value_hash(a) == ll.value_hash(b)
    assert HEX64.match(ll.value_hash(a))
    raw = bytearray(ll._raw_bytes(a))
    assert len(raw) == a.numel() * a.element_size()
    flipped = b.clone()
    flipped.view(torch.uint8).view(-1)[777] ^= 1  # the lowest bit of one byte
    assert not torch.equal(flipped.view(torch.uint8), a.view(torch.uint8))
    assert ll.value_hash(flipped) != ll.value_hash(a)
    raw[777] ^= 1
    assert ll._raw_bytes(flipped) == bytes(raw)


def test_value_hash_tells_bits_not_values():
    # +0.0 and -0.0 are equal numbers with different bits: a LUPINE run must give the same bits
    assert torch.equal(torch.tensor([0.0]), torch.tensor([-0.0]))
    assert ll.value_hash(torch.tensor([0.0])) != ll.value_hash(torch.tensor([-0.0]))


# ---------------------------------------------------------------- references


def test_check_close_reports_the_elements_off():
    ref = np.array([1.0, 2.0, 100.0])
    assert ll.check_close("x", np.array([1.0, 2.0005, 100.05]), ref, 1e-3, 1e-3) == pytest.approx(
        0.05
    )
    with pytest.raises(ladder.Failed, match=r"x: 1 of 3 elements off \(max abs error 0.2"):
        ll.check_close("x", np.array([1.0, 2.2, 100.0]), ref, 1e-3, 1e-3)
    with pytest.raises(ladder.Failed, match="shape"):
        ll.check_close("x", np.zeros(2), ref, 1, 1)
    with pytest.raises(ladder.Failed, match="non-finite"):
        ll.check_close("x", np.array([1.0, np.nan, 100.0]), ref, 1, 1)
    # complex: the error is the modulus of the difference (0.03 + 0.04j has modulus 0.05)
    z = np.array([1 + 1j])
    assert ll.check_close("z", z + (0.03 + 0.04j), z, 0, 0.06) == pytest.approx(0.05)
    with pytest.raises(ladder.Failed):
        ll.check_close("z", z + (0.03 + 0.04j), z, 0, 0.049)
    # a bfloat16 torch tensor against a float64 numpy reference
    assert (
        ll.check_close("t", torch.tensor([1.0], dtype=torch.bfloat16), np.array([1.0]), 0, 0) == 0
    )


def test_gelu_tanh_against_published_values_and_torch():
    # the tanh form of GELU at 1 is 0.841192 (Hendrycks and Gimpel's approximation); the exact
    # GELU x * Phi(x) at 1 is 0.841345
    assert ll.gelu_tanh(np.float64(1.0)) == pytest.approx(0.841192, abs=1e-6)
    assert ll.gelu_tanh(np.float64(0.0)) == 0.0
    x = torch.linspace(-6, 6, 1001, dtype=torch.float64)
    exact = x * 0.5 * (1 + torch.erf(x / math.sqrt(2)))
    assert float((ll.gelu_tanh(x) - exact).abs().max()) < 1e-3
    want = torch.nn.functional.gelu(x, approximate="tanh")
    assert torch.allclose(ll.gelu_tanh(x), want, rtol=0, atol=1e-14)
    assert np.allclose(ll.gelu_tanh(x.numpy()), want.numpy(), rtol=0, atol=1e-14)


def test_fp8_reference_by_hand():
    a = torch.tensor([[1.0, 2.0], [0.5, -1.0]]).to(torch.float8_e4m3fn)  # exact in e4m3
    b = torch.tensor([[1.0, 0.0], [2.0, 4.0]]).to(torch.float8_e4m3fn)
    # (0.5 a) @ (0.25 b) = a @ b / 8, a @ b = [[5, 8], [-1.5, -4]]
    want = torch.tensor([[0.625, 1.0], [-0.1875, -0.5]], dtype=torch.float64)
    assert torch.equal(ll.fp8_reference(a, b, 0.5, 0.25), want)


def test_sdpa_reference_by_hand():
    ln3 = math.log(3)
    # one query, keys 0 and ln 3 (head dimension 1, scale 1): weights 1/4 and 3/4
    q = torch.tensor([1.0]).reshape(1, 1, 1, 1)
    k = torch.tensor([0.0, ln3]).reshape(1, 1, 2, 1)
    v = torch.tensor([2.0, 6.0]).reshape(1, 1, 2, 1)
    out, grads = ll.sdpa_reference(q, k, v, False, torch.ones(1, 1, 1, 1))
    assert out.item() == pytest.approx(0.25 * 2 + 0.75 * 6)
    assert grads is not None
    dq, dk, dv = grads
    # d out / d q = sum_j p_j (v_j - out) k_j = 3/4 * 1 * ln 3; d out / d k_j = p_j (v_j - out) q
    assert dq.item() == pytest.approx(0.75 * ln3)
    assert dk.flatten().tolist() == pytest.approx([0.25 * -3, 0.75 * 1])
    assert dv.flatten().tolist() == pytest.approx([0.25, 0.75])
    # head dimension 4: scores are divided by sqrt(4)
    q4 = torch.tensor([2.0, 0, 0, 0]).reshape(1, 1, 1, 4)
    k4 = torch.zeros(1, 1, 2, 4)
    k4[0, 0, 1, 0] = ln3
    v4 = torch.tensor([[2.0, 0, 0, 0], [6.0, 0, 0, 0]]).reshape(1, 1, 2, 4)
    out4, _ = ll.sdpa_reference(q4, k4, v4, False)
    assert out4[0, 0, 0, 0].item() == pytest.approx(5.0)
    # causal: the first query sees only the first key
    qc = torch.ones(1, 1, 2, 1)
    outc, _ = ll.sdpa_reference(qc, k, v, True)
    assert outc.flatten().tolist() == pytest.approx([2.0, 5.0])
    # one key: the output is v whatever q and k are, so dq = dk = 0 and dv = dout
    d = torch.tensor([[[[0.5, -2.0]]]])
    o1, (gq, gk, gv) = ll.sdpa_reference(
        torch.randn(1, 1, 1, 2), torch.randn(1, 1, 1, 2), d, True, d
    )
    assert torch.equal(o1, d.double()) and not gq.any() and not gk.any()
    assert torch.equal(gv, d.double())


def test_conv2d_reference_by_hand_and_against_torch():
    ones = np.ones((1, 1, 3, 3))
    out = ll.conv2d_reference(ones, ones, 1)[0, 0]
    assert out.tolist() == [[4, 6, 4], [6, 9, 6], [4, 6, 4]]
    # a kernel whose only 1 is at its top left: cross-correlation reads x[i - 1, j - 1]
    # (a flipped kernel, true convolution, would read x[i + 1, j + 1])
    x = np.arange(9.0).reshape(1, 1, 3, 3)
    w = np.zeros((1, 1, 3, 3))
    w[0, 0, 0, 0] = 1
    assert ll.conv2d_reference(x, w, 1)[0, 0].tolist() == [[0, 0, 0], [0, 0, 1], [0, 3, 4]]
    rng = np.random.default_rng(1)
    x, w = rng.standard_normal((2, 3, 7, 6)), rng.standard_normal((4, 3, 3, 3))
    want = torch.nn.functional.conv2d(torch.from_numpy(x), torch.from_numpy(w), padding=1)
    assert np.allclose(ll.conv2d_reference(x, w, 1), want.numpy(), rtol=1e-12, atol=1e-12)


def test_csr_from_dense_by_hand():
    data, indices, indptr = ll.csr_from_dense(np.array([[0, 2, 0], [1, 0, 3]]))
    assert data.tolist() == [2, 1, 3]
    assert indices.tolist() == [1, 0, 2]
    assert indptr.tolist() == [0, 1, 3]
    data, indices, indptr = ll.csr_from_dense(np.array([[0, 0], [5, 0], [0, 0]]))
    assert (data.tolist(), indices.tolist(), indptr.tolist()) == ([5], [0], [0, 0, 1, 1])
    scipy_sparse = pytest.importorskip("scipy.sparse")
    d = np.random.default_rng(2).integers(-3, 4, (20, 15)) * (
        np.random.default_rng(3).random((20, 15)) < 0.2
    )
    m = scipy_sparse.csr_matrix(d)
    got = ll.csr_from_dense(d)
    assert [a.tolist() for a in got] == [m.data.tolist(), m.indices.tolist(), m.indptr.tolist()]


def test_loss_check_tolerance_and_fall():
    ref = [4.80, 4.69, 4.78, 4.75, 4.746]
    ll._check_losses([4.801, 4.69, 4.779, 4.752, 4.745], ref, 1e-2)
    with pytest.raises(ladder.Failed, match="step 2 loss"):
        ll._check_losses([4.80, 4.69, 4.90, 4.75, 4.746], ref, 1e-2)
    with pytest.raises(ladder.Failed, match="did not fall"):
        ll._check_losses([4.80, 4.80, 4.80, 4.80, 4.80], [4.80] * 5, 1e-2)
    with pytest.raises(ladder.Failed, match="step 0"):
        ll._check_losses([float("nan")] * 5, ref, 1e-2)


def test_sdpa_refusal_reason_is_the_requested_backends():
    # the warnings PyTorch gives before "No available kernel", each backend under its heading
    msgs = [
        "Memory efficient kernel not used because:",
        "Memory efficient attention has been runtime disabled.",
        "Flash attention kernel not used because:",
        "Flash attention has been runtime disabled.",
        "cuDNN attention kernel not used because:",
        "cuDNN SDPA is not deterministic.",
    ]
    assert ll._sdpa_reason("cudnn", msgs) == "cuDNN SDPA is not deterministic."
    assert (
        ll._sdpa_reason("efficient", msgs)
        == "Memory efficient attention has been runtime disabled."
    )
    assert ll._sdpa_reason("math", msgs) is None


def test_refusals_are_told_from_gpu_failures():
    assert ll._refused(RuntimeError("Multiplication of two Float8_e5m2 matrices is not supported"))
    assert not ll._refused(RuntimeError("CUDA error: CUBLAS_STATUS_NOT_SUPPORTED when calling x"))
    assert not ll._refused(RuntimeError("CUDA error: an illegal memory access was encountered"))
    assert not ll._refused(ValueError("bad"))


def test_deterministic_is_restored():
    before = torch.are_deterministic_algorithms_enabled()
    with ll._deterministic(True):
        assert torch.are_deterministic_algorithms_enabled()
    assert torch.are_deterministic_algorithms_enabled() == before


# ---------------------------------------------------------------- rungs on the CPU


def _keys(values: dict) -> list[str]:
    return [k for k, v in values.items() if isinstance(v, str) and HEX64.match(v)]


def test_gemm_half_on_cpu_kernels_and_fixed_inputs():
    detail, values = ll.rung_gemm_half(CPU)
    assert _keys(values) == [
        f"{t}/{op}"
        for t in ("fp16", "bf16")
        for op in ("matmul/512x512x512", "matmul/384x256x320", "bmm/8x128x64x96", "baddbmm/strided")
    ]
    assert "max abs errors" in detail
    # the inputs come from fixed seeds: a second run hashes the same
    assert ll.rung_gemm_half(CPU)[1] == values


def test_lt_epilogue_on_cpu_kernels():
    _, values = ll.rung_lt_epilogue(CPU)
    assert _keys(values) == [
        f"{t}/{op}" for t in ("fp16", "bf16") for op in ("linear_bias", "addmm_gelu", "addmm_relu")
    ]


def test_gemm_fp8_on_cpu_kernels():
    a = torch.zeros(16, 16).to(torch.float8_e4m3fn)
    try:
        torch._scaled_mm(a, a.t(), scale_a=torch.tensor(1.0), scale_b=torch.tensor(1.0))
    except (RuntimeError, NotImplementedError) as e:
        pytest.skip(f"this torch has no CPU _scaled_mm: {e}")
    detail, values = ll.rung_gemm_fp8(CPU)
    assert list(values) == ["e4m3xe4m3/bf16", "e5m2xe4m3/bf16"]
    assert "e4m3xe4m3" in detail


def test_cufft_checks_on_cpu_kernels():
    _, values = ll.rung_cufft(CPU)
    assert _keys(values) == [
        "rfft/4096",
        "irfft/4096",
        "fft2/128x96",
        "fftn/32x24x16",
        "fft/batch64x1000",
        "fft/cached",
    ]


def test_sdpa_on_cpu_kernels_records_the_backends_that_ran():
    detail, values = ll.rung_sdpa(CPU)
    # PyTorch's CPU has the flash and math kernels, not the efficient or cuDNN ones: those are
    # recorded as unavailable, the others checked, with gradients for flash
    assert values["backends"] == {"fp16": ["flash", "math"], "bf16": ["flash", "math"]}
    for t in ("fp16", "bf16"):
        for mask in ("full", "causal"):
            for g in ("out", "dq", "dk", "dv"):
                assert HEX64.match(values[f"{t}/flash/{mask}/{g}"])
            assert HEX64.match(values[f"{t}/math/{mask}/out"])
            assert values[f"{t}/cudnn/{mask}/out"] == "unavailable"
            assert f"{t}/math/{mask}/dq" not in values
    assert "fp16/cudnn unavailable" in detail


@pytest.mark.filterwarnings("ignore:Converting a tensor with requires_grad")  # _train's float()
def test_autocast_on_cpu_against_float32():
    # float16 autocast and GradScaler on PyTorch's CPU, against the float32 steps: the same
    # check and tolerance as on the GPU
    _, values = ll.rung_autocast(CPU)
    assert len(values["losses"]) == 5 and values["losses"][-1] < values["losses"][0]
    assert HEX64.match(values["params"]) and values["repeatable"] is True
    assert values["scale"] == 65536.0


# ---------------------------------------------------------------- JAX


def test_jax_child_on_the_cpu_backend():
    pytest.importorskip("jax")
    p = subprocess.run(
        [sys.executable, "-m", "lupine.ladder_libraries", "--jax-child", "0"],
        capture_output=True,
        text=True,
        env={**_env(), "JAX_PLATFORMS": "cpu"},
        timeout=240,
    )
    assert p.returncode == 0, p.stdout + p.stderr
    line = next(x for x in p.stdout.splitlines() if x.startswith("LADDER_JAX "))
    answer = json.loads(line[len("LADDER_JAX ") :])
    assert "on cpu" in answer["detail"]
    assert "bfloat16 256^2 (max abs error" in answer["detail"]  # checked, not hashed
    assert list(answer["values"]) == [
        "matmul/f32/64",
        "conv/2x8x16x16_16x8x3x3",
        "fft2/64x64",
    ]
    assert all(HEX64.match(v) for v in answer["values"].values())


def test_jax_rung_without_jax_or_its_cuda_plugin_is_a_skip(monkeypatch):
    monkeypatch.setattr(ll, "_jax_cuda_plugin", lambda: None)
    with pytest.raises(ladder.Skipped, match="no CUDA backend"):
        ll.rung_jax(torch.device("cuda", 0))
    real_find_spec = ll.importlib.util.find_spec
    monkeypatch.setattr(
        ll.importlib.util, "find_spec", lambda n, *a: None if n == "jax" else real_find_spec(n, *a)
    )
    with pytest.raises(ladder.Skipped, match="jax is not installed"):
        ll.rung_jax(torch.device("cuda", 0))


def test_jax_rung_failure_reports_the_subprocess_stderr(monkeypatch, capsys):
    pytest.importorskip("jax")
    if ll._jax_cuda_plugin() is not None:
        pytest.skip("this JAX has a CUDA plugin")
    # claim a plugin: the child asks JAX for CUDA devices, which this JAX does not have
    monkeypatch.setattr(ll, "_jax_cuda_plugin", lambda: "xla_cuda_test")
    monkeypatch.setenv("LUPINE_DEBUG", "1")
    with pytest.raises(ladder.Failed) as e:
        ll.rung_jax(torch.device("cuda", 0))
    msg = str(e.value)
    assert msg.startswith("jax subprocess exit 1: no result; stderr: ")
    assert "Error" in msg  # the end of the child's traceback
    # with LUPINE_DEBUG, the child's whole stderr (its LUPINE diagnostics) joins ours
    err = capsys.readouterr().err
    assert "--- jax subprocess stderr\nTraceback" in err and err.rstrip().endswith("--- end")


def test_the_jax_cuda_plugin_is_found_without_importing_jax():
    code = (
        "import sys; from lupine import ladder_libraries as ll; p = ll._jax_cuda_plugin(); "
        "print(p, 'jax' in sys.modules, 'jaxlib' in sys.modules)"
    )
    p = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, env=_env(), timeout=60
    )
    assert p.returncode == 0, p.stderr
    assert p.stdout.split()[1:] == ["False", "False"]
