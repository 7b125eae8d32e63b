"""The libraries ladder: the GPU libraries today's models use, each checked against an
independent CPU reference, with a SHA-256 of every GPU result so that a native run and a
LUPINE run can be compared bit for bit.

    python -m lupine.ladder --libraries                     # natively, or through LUPINE when
                                                            # the shim is loaded
    python -m lupine.ladder --libraries --json out.json --rungs gemm_half,sdpa -v

The table, the JSON record and the exit codes are `lupine.ladder`'s (``Result``; exit 1 if a
rung failed, 2 without torch). Inputs come from fixed seeds on the CPU and are copied to the
GPU, so they are the same bytes in every run. Each GPU result is compared with a reference
computed on the CPU (numpy or PyTorch's CPU kernels, in float64 from the same rounded inputs)
within the tolerances written beside it, and its raw bytes are hashed into the rung's
``values`` under a key naming it (``fp16/matmul/512x512x512``, ``bf16/flash/causal/dq``...):
where a native run and a LUPINE run differ, the key says which tensor. The hashes compare
only computations that are bit-reproducible natively: cuBLAS, cuFFT and cuSOLVER promise that
for one GPU model and library version (their documentation's reproducibility notes); the
attention backward kernels run under ``torch.use_deterministic_algorithms(True)`` (their
default splits the key dimension with atomic adds: PyTorch's attention_backward.cu); the
sparse products use small integers, exact in any summation order; the autocast rung trains
twice on the GPU and records whether the two runs agree (``repeatable``).

Rungs, cheapest first (``--rungs`` takes a comma list of names):

===========  ==========================================================================
gemm_half    float16 and bfloat16 ``matmul`` (512^3 and 384x256x320, tensor cores), ``bmm``
             and a strided batched ``baddbmm`` on a permuted (non-contiguous) batch view
lt_epilogue  cuBLASLt epilogues: ``F.linear`` with bias (the bias epilogue) and
             ``torch._addmm_activation`` with GELU and ReLU, in float16 and bfloat16
gemm_fp8     ``torch._scaled_mm``: float8_e4m3fn x float8_e4m3fn and float8_e5m2 x
             float8_e4m3fn to bfloat16 with given scales (compute capability 8.9 or later)
cufft        ``torch.fft``: rfft, irfft (C2R), fft2 (C2C complex64), fftn (3-D), 64 batched
             1-D transforms, and the plan cache (the same transform twice, equal bytes)
sdpa         ``scaled_dot_product_attention`` in float16 and bfloat16 under ``sdpa_kernel``
             of each backend (flash, efficient, cudnn, math), causal and not; backward
             (dq, dk, dv) for flash and efficient; a backend PyTorch refuses here ("No
             available kernel") is recorded as unavailable, not failed
autocast     the PyTorch ladder's transformer, 5 AdamW steps under ``torch.autocast`` float16
             with ``torch.amp.GradScaler``; losses against float32 steps on the CPU
cupy_libs    CuPy: cuFFT ``fft2``, cuRAND (``RandomState``) and ``default_rng`` (statistics),
             cuSOLVER (``solve``, ``svd``, ``eigh``, ``cholesky``), cuSPARSE (CSR x vector,
             CSR x CSR)
jax          JAX in a subprocess (its own CUDA client, ``JAX_PLATFORMS=cuda``): ``jax.jit``
             matmuls (float32 64^2, bfloat16 256^2), ``conv_general_dilated``, ``fft2``
===========  ==========================================================================
"""

from __future__ import annotations

import contextlib
import hashlib
import importlib.util
import json
import math
import os
import subprocess
import sys
import warnings
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import numpy as np

from .ladder import Failed, Skipped, _train, _transformer

__all__ = [
    "RUNGS",
    "check_close",
    "conv2d_reference",
    "csr_from_dense",
    "fp8_reference",
    "gelu_tanh",
    "sdpa_reference",
    "value_hash",
]

# ---------------------------------------------------------------- values and comparisons


def _torch_tensor(x: Any) -> Any:
    """``x`` if it is a torch tensor (torch already imported), else None: the helpers below
    also run in the JAX subprocess, which must not import torch."""
    torch = sys.modules.get("torch")
    return x if torch is not None and isinstance(x, torch.Tensor) else None


def _raw_bytes(x: Any) -> bytes:
    """The bytes of ``x``'s elements in row-major order: a torch tensor (any device, any dtype,
    complex as interleaved real and imaginary parts), a CuPy array, or what ``numpy.asarray``
    takes (a JAX array)."""
    t = _torch_tensor(x)
    if t is not None:
        import torch

        t = t.detach().resolve_conj().resolve_neg().cpu().contiguous()
        if t.is_complex():
            t = torch.view_as_real(t)
        return bytes(t.reshape(-1).view(torch.uint8).numpy().tobytes())
    if hasattr(x, "__cuda_array_interface__") and hasattr(x, "get"):  # a CuPy array
        x = x.get()
    return bytes(np.ascontiguousarray(np.asarray(x)).tobytes())


def value_hash(x: Any) -> str:
    """SHA-256 (hex) of the raw bytes of ``x`` (see `_raw_bytes`): equal for bit-identical
    results, different when any bit differs."""
    return hashlib.sha256(_raw_bytes(x)).hexdigest()


def _as_float64(x: Any) -> np.ndarray:
    """``x`` on the host as float64 (complex128 when complex)."""
    t = _torch_tensor(x)
    if t is not None:
        import torch

        t = t.detach().resolve_conj().resolve_neg().cpu()
        return np.asarray(t.to(torch.complex128 if t.is_complex() else torch.float64).numpy())
    if hasattr(x, "__cuda_array_interface__") and hasattr(x, "get"):
        x = x.get()
    a = np.asarray(x)
    return a.astype(np.complex128 if np.iscomplexobj(a) else np.float64)


def check_close(name: str, got: Any, ref: Any, rtol: float, atol: float) -> float:
    """Largest absolute error of ``got`` (any device, any library) against ``ref``; raises
    `Failed` naming ``name`` when the shapes differ, ``got`` is not finite, or
    ``|got - ref| > atol + rtol * |ref|`` anywhere."""
    g, r = _as_float64(got), _as_float64(ref)
    if g.shape != r.shape:
        raise Failed(f"{name}: shape {g.shape} != reference {r.shape}")
    if not np.isfinite(g).all():
        raise Failed(f"{name}: non-finite values")
    err = np.abs(g - r)
    bad = err > atol + rtol * np.abs(r)
    if bad.any():
        raise Failed(
            f"{name}: {int(bad.sum())} of {g.size} elements off "
            f"(max abs error {float(err.max()):.3g}, rtol {rtol}, atol {atol})"
        )
    return float(err.max()) if err.size else 0.0


def _check_equal(name: str, got: Any, ref: Any) -> None:
    g, r = _as_float64(got), _as_float64(ref)
    if g.shape != r.shape or not np.array_equal(g, r):
        raise Failed(f"{name}: differs from the exact reference")


def _refused(e: BaseException) -> bool:
    """True when ``e`` is PyTorch declining the arguments before any GPU work (an argument or
    capability check), not a failure of the GPU or a library, whose messages name a CUDA error
    or a cuBLAS/cuDNN status."""
    msg = str(e)
    return isinstance(e, RuntimeError | NotImplementedError) and not any(
        m in msg for m in ("CUDA error", "CUBLAS_STATUS", "CUDNN_STATUS", "cuDNN error")
    )


# ---------------------------------------------------------------- CPU references


def gelu_tanh(x: Any) -> Any:
    """GELU in its tanh form, 0.5 x (1 + tanh(sqrt(2/pi) (x + 0.044715 x^3))): the form of
    cuBLASLt's GELU epilogue (CUBLASLT_EPILOGUE_GELU, cuBLAS documentation), and of PyTorch's
    ``_addmm_activation`` when it runs without that epilogue (``gelu(approximate="tanh")``).
    Works on torch tensors and numpy arrays alike."""
    c = math.sqrt(2.0 / math.pi)
    inner = c * (x + 0.044715 * x * x * x)
    return 0.5 * x * (1.0 + (inner.tanh() if _torch_tensor(inner) is not None else np.tanh(inner)))


def fp8_reference(a: Any, b: Any, scale_a: float, scale_b: float) -> Any:
    """``(scale_a * a) @ (scale_b * b)`` in float64 from the float8 values as stored: what
    ``torch._scaled_mm(a, b, scale_a, scale_b)`` computes before rounding to its output type
    (tensor-wise scales multiply the dequantised operands; PyTorch's documentation of
    ``_scaled_mm``)."""
    import torch

    return (a.to(torch.float64) * scale_a) @ (b.to(torch.float64) * scale_b)


def sdpa_reference(
    q: Any, k: Any, v: Any, causal: bool, dout: Any | None = None
) -> tuple[Any, tuple[Any, Any, Any] | None]:
    """Scaled dot-product attention in float64 on the CPU: ``softmax(q k^T / sqrt(d)) v`` over
    the last two dimensions, the causal mask keeping key j <= query i (the top-left aligned
    mask of ``is_causal``, PyTorch's documentation of ``scaled_dot_product_attention``); with
    ``dout``, also the gradients (dq, dk, dv) of ``(out * dout).sum()`` by autograd."""
    import torch

    q64, k64, v64 = (t.detach().to("cpu", torch.float64).requires_grad_() for t in (q, k, v))
    scores = (q64 @ k64.transpose(-2, -1)) / math.sqrt(q.shape[-1])
    if causal:
        keep = torch.ones(q.shape[-2], k.shape[-2], dtype=torch.bool).tril()
        scores = scores.masked_fill(~keep, float("-inf"))
    out = torch.softmax(scores, dim=-1) @ v64
    if dout is None:
        return out.detach(), None
    out.backward(dout.detach().to("cpu", torch.float64))
    return out.detach(), (q64.grad, k64.grad, v64.grad)


def conv2d_reference(x: np.ndarray, w: np.ndarray, padding: int) -> np.ndarray:
    """2-D cross-correlation, stride 1, zero padding ``padding``, NCHW input and OIHW weights,
    in float64: ``out[n, o, i, j] = sum_{c, p, q} xpad[n, c, i + p, j + q] * w[o, c, p, q]``
    (the convolution of ``jax.lax.conv_general_dilated`` and ``torch.nn.functional.conv2d``,
    which do not flip the kernel)."""
    x = np.asarray(x, np.float64)
    w = np.asarray(w, np.float64)
    xp = np.pad(x, ((0, 0), (0, 0), (padding, padding), (padding, padding)))
    win = np.lib.stride_tricks.sliding_window_view(xp, w.shape[2:], axis=(2, 3))
    return np.einsum("ncijpq,ocpq->noij", win, w)


def csr_from_dense(dense: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(data, indices, indptr) of ``dense`` in compressed sparse row form, column indices
    ascending within each row (the CSR layout cuSPARSE and scipy.sparse use)."""
    dense = np.asarray(dense)
    rows, cols = np.nonzero(dense)  # row-major order: rows ascending, then columns
    indptr = np.zeros(dense.shape[0] + 1, dtype=np.int32)
    np.cumsum(np.bincount(rows, minlength=dense.shape[0]), out=indptr[1:])
    return dense[rows, cols], cols.astype(np.int32), indptr


# ---------------------------------------------------------------- rungs

_TAG = {"torch.float16": "fp16", "torch.bfloat16": "bf16"}


def _tag(dtype: Any) -> str:
    return _TAG[str(dtype)]


def rung_gemm_half(dev: Any) -> tuple[str, dict[str, Any]]:
    import torch

    g = torch.Generator().manual_seed(11)
    vals: dict[str, Any] = {}
    worst: dict[str, float] = {}
    # Tolerances: a float16 result is rounded to 11 significant bits, bfloat16 to 8: rtol 1e-2
    # covers the rounding of the result (2^-9 for bfloat16) and of float32 partial sums; atol
    # covers elements near zero, c * sqrt(k) (a sum of k products of N(0, 1) has size sqrt(k)).
    for dtype, c in ((torch.float16, 0.01), (torch.bfloat16, 0.04)):
        t = _tag(dtype)
        for m, k, n in ((512, 512, 512), (384, 256, 320)):
            a = torch.randn(m, k, generator=g).to(dtype)
            b = torch.randn(k, n, generator=g).to(dtype)
            got = a.to(dev) @ b.to(dev)
            key = f"{t}/matmul/{m}x{k}x{n}"
            ref = a.double() @ b.double()
            worst[key] = check_close(key, got, ref, 1e-2, c * math.sqrt(k))
            vals[key] = value_hash(got)
        x = torch.randn(8, 128, 64, generator=g).to(dtype)
        y = torch.randn(8, 64, 96, generator=g).to(dtype)
        got = torch.bmm(x.to(dev), y.to(dev))
        key = f"{t}/bmm/8x128x64x96"
        worst[key] = check_close(key, got, x.double() @ y.double(), 1e-2, c * 8)
        vals[key] = value_hash(got)
        # strided batched: the batch of a (64, 8, 48) tensor permuted to (8, 64, 48) has batch
        # stride 48 and row stride 384, a layout cuBLAS takes as it is (lda 384, stride 48)
        base = torch.randn(64, 8, 48, generator=g).to(dtype)
        w = torch.randn(8, 48, 80, generator=g).to(dtype)
        c0 = torch.randn(8, 64, 80, generator=g).to(dtype)
        batch = base.to(dev).permute(1, 0, 2)
        if batch.is_contiguous():
            raise Failed("the permuted batch view is contiguous")
        got = torch.baddbmm(c0.to(dev), batch, w.to(dev), beta=0.5, alpha=2.0)
        key = f"{t}/baddbmm/strided"
        ref = 0.5 * c0.double() + 2.0 * (base.permute(1, 0, 2).double() @ w.double())
        worst[key] = check_close(key, got, ref, 1e-2, 2 * c * math.sqrt(48))
        vals[key] = value_hash(got)
    return (
        "float16/bfloat16 matmul 512^3 and 384x256x320, bmm, strided baddbmm; max abs errors "
        + ", ".join(f"{k} {v:.2g}" for k, v in worst.items() if "matmul/512" in k)
    ), vals


def rung_lt_epilogue(dev: Any) -> tuple[str, dict[str, Any]]:
    import torch
    import torch.nn.functional as F

    g = torch.Generator().manual_seed(12)
    vals: dict[str, Any] = {}
    worst = 0.0
    # F.linear(x, w, bias) with a 2-D input is addmm(bias, x, w^T), which PyTorch gives to
    # cublasLtMatmul with the bias epilogue (CUBLASLT_EPILOGUE_BIAS) when bias is 1-D and
    # contiguous; _addmm_activation adds the GELU or ReLU epilogue (PyTorch's Blas.cpp).
    m, k, n = 256, 512, 384
    for dtype, c in ((torch.float16, 0.01), (torch.bfloat16, 0.04)):
        t = _tag(dtype)
        x = torch.randn(m, k, generator=g).to(dtype)
        w = torch.randn(n, k, generator=g).to(dtype)
        bias = torch.randn(n, generator=g).to(dtype)
        xd, wd, bd = x.to(dev), w.to(dev), bias.to(dev)
        lin = x.double() @ w.double().T + bias.double()
        atol = c * math.sqrt(k)
        for key, got, ref in (
            (f"{t}/linear_bias", F.linear(xd, wd, bd), lin),
            (
                f"{t}/addmm_gelu",
                torch._addmm_activation(bd, xd, wd.t(), use_gelu=True),
                gelu_tanh(lin),
            ),
            (f"{t}/addmm_relu", torch._addmm_activation(bd, xd, wd.t()), lin.clamp(min=0)),
        ):
            worst = max(worst, check_close(key, got, ref, 1e-2, atol))
            vals[key] = value_hash(got)
    return (
        f"linear + bias, addmm + GELU, addmm + ReLU ({m}x{k} x {k}x{n}), float16 and bfloat16; "
        f"max abs error {worst:.2g}"
    ), vals


def rung_gemm_fp8(dev: Any) -> tuple[str, dict[str, Any]]:
    import torch

    if not hasattr(torch, "float8_e4m3fn") or not hasattr(torch, "_scaled_mm"):
        raise Skipped(f"torch {torch.__version__} has no float8 matmul (torch._scaled_mm)")
    if dev.type == "cuda":
        cap = torch.cuda.get_device_capability(dev)
        if cap < (8, 9):  # FP8 tensor cores: Ada (8.9) and Hopper (9.0) onwards
            raise Skipped(f"float8 matmul needs compute capability 8.9 or later; this is {cap}")
    g = torch.Generator().manual_seed(13)
    # _scaled_mm wants the first operand row-major, the second column-major, every dimension
    # a multiple of 16, and float32 scales (tensor-wise: one element each)
    m, k, n = 256, 512, 384
    sa, sb = 0.5, 0.25
    b = torch.randn(n, k, generator=g).to(torch.float8_e4m3fn).t()  # k x n, column-major
    scales = torch.tensor(sa).to(dev), torch.tensor(sb).to(dev)
    vals: dict[str, Any] = {}
    notes = []
    worst = 0.0
    for a_dtype, a_name in ((torch.float8_e4m3fn, "e4m3"), (torch.float8_e5m2, "e5m2")):
        key = f"{a_name}xe4m3/bf16"
        a = torch.randn(m, k, generator=g).to(a_dtype)
        try:
            got = torch._scaled_mm(
                a.to(dev), b.to(dev), scale_a=scales[0], scale_b=scales[1], out_dtype=torch.bfloat16
            )
        except Exception as e:
            if a_dtype == torch.float8_e4m3fn or not _refused(e):
                raise
            vals[key] = "refused by torch"
            notes.append(f"{key.split('/')[0]} refused by torch ({str(e).splitlines()[0][:80]})")
            continue
        if isinstance(got, tuple):  # torch 2.1-2.3 returned (out, amax)
            got = got[0]
        # the result is rounded to bfloat16 (rtol 1e-2 > 2^-9); atol for sums near zero:
        # k products of scaled N(0, 1) have size sqrt(k) * sa * sb
        err = check_close(
            key, got, fp8_reference(a, b, sa, sb), 1e-2, 0.01 * math.sqrt(k) * sa * sb
        )
        worst = max(worst, err)
        vals[key] = value_hash(got)
    return (
        f"_scaled_mm {m}x{k} x {k}x{n} to bfloat16, scales {sa}, {sb}: "
        + ", ".join(key.split("/")[0] for key, v in vals.items() if v != "refused by torch")
        + f"; max abs error {worst:.2g}"
        + "".join(f"; {note}" for note in notes)
    ), vals


def _fft_tol(n: int) -> float:
    """Absolute tolerance of a float32 FFT of ``n`` points of N(0, 1) data against float64:
    the error of a float32 FFT grows as eps * log2(n) * sqrt(n) (the size of its outputs);
    eps_float32 = 1.2e-7, times 50 for headroom."""
    return 50 * 1.2e-7 * max(1.0, math.log2(n)) * math.sqrt(n)


def rung_cufft(dev: Any) -> tuple[str, dict[str, Any]]:
    import torch

    rng = np.random.default_rng(14)
    vals: dict[str, Any] = {}

    def cplx(*shape: int) -> np.ndarray:
        return (rng.standard_normal(shape) + 1j * rng.standard_normal(shape)).astype(np.complex64)

    x = rng.standard_normal(4096).astype(np.float32)
    spec = np.fft.rfft(rng.standard_normal(4096)).astype(np.complex64)  # a half spectrum
    z2, z3, zb = cplx(128, 96), cplx(32, 24, 16), cplx(64, 1000)
    cases: list[tuple[str, Callable[[Any], Any], np.ndarray, np.ndarray, int]] = [
        ("rfft/4096", torch.fft.rfft, x, np.fft.rfft(x.astype(np.float64)), 4096),
        (
            "irfft/4096",
            lambda s: torch.fft.irfft(s, n=4096),
            spec,
            np.fft.irfft(spec.astype(np.complex128), n=4096),
            4096,
        ),
        ("fft2/128x96", torch.fft.fft2, z2, np.fft.fft2(z2.astype(np.complex128)), 128 * 96),
        (
            "fftn/32x24x16",
            torch.fft.fftn,
            z3,
            np.fft.fftn(z3.astype(np.complex128)),
            32 * 24 * 16,
        ),
        (
            "fft/batch64x1000",
            lambda s: torch.fft.fft(s, dim=-1),
            zb,
            np.fft.fft(zb.astype(np.complex128), axis=-1),
            1000,
        ),
    ]
    worst = 0.0
    for key, fn, data, ref, n in cases:
        got = fn(torch.from_numpy(data).to(dev))
        # irfft scales by 1/n: its outputs have size 1, not the forward transforms' sqrt(n)
        atol = _fft_tol(n) / (math.sqrt(n) if key.startswith("irfft") else 1)
        worst = max(worst, check_close(key, got, ref, 1e-4, atol))
        vals[key] = value_hash(got)
    # the plan cache: the same transform twice reuses the plan, with the same bytes out
    cached = ""
    zc = torch.from_numpy(cplx(16, 2048)).to(dev)
    if dev.type == "cuda":
        cache = torch.backends.cuda.cufft_plan_cache[dev.index or 0]
        cache.clear()
    first = torch.fft.fft(zc, dim=-1)
    second = torch.fft.fft(zc, dim=-1)
    if dev.type == "cuda":
        if cache.size < 1:
            raise Failed(f"cufft_plan_cache holds {cache.size} plans after two transforms")
        cached = f"; plan cache {cache.size} plan(s)"
    if not torch.equal(first, second):
        raise Failed("the same transform twice (plan cached) gave different bytes")
    check_close(
        "fft/cached",
        first,
        np.fft.fft(zc.cpu().numpy().astype(np.complex128)),
        1e-4,
        _fft_tol(2048),
    )
    vals["fft/cached"] = value_hash(first)
    return (
        f"rfft, irfft, fft2, fftn, 64 batched, cached plan; max abs error {worst:.2g}{cached}",
        vals,
    )


@contextlib.contextmanager
def _deterministic(on: bool) -> Iterator[None]:
    """``torch.use_deterministic_algorithms(True)`` inside, the previous setting after."""
    import torch

    if not on:
        yield
        return
    before = torch.are_deterministic_algorithms_enabled()
    warn_only = torch.is_deterministic_algorithms_warn_only_enabled()
    torch.use_deterministic_algorithms(True)
    try:
        yield
    finally:
        torch.use_deterministic_algorithms(before, warn_only=warn_only)


_SDPA_BACKENDS = ("flash", "efficient", "cudnn", "math")
_WITH_GRADS = ("flash", "efficient")
# PyTorch's answers when no backend allowed by sdpa_kernel can take the inputs (CUDA, CPU)
_SDPA_REFUSALS = ("No available kernel", "No viable backend for scaled_dot_product_attention")
# The headings PyTorch warns before each backend's reasons when no backend may run (its
# sdp_utils.cpp, select_sdp_backend)
_SDPA_HEADINGS = {
    "Memory efficient kernel not used because": "efficient",
    "Flash attention kernel not used because": "flash",
    "cuDNN attention kernel not used because": "cudnn",
}


def _sdpa_reason(backend: str, messages: list[str]) -> str | None:
    """The first reason PyTorch warned for not running ``backend``: ``messages`` are its
    warnings, each backend's reasons after its heading."""
    section = None
    for m in messages:
        heading = next((b for h, b in _SDPA_HEADINGS.items() if m.startswith(h)), None)
        if heading is not None:
            section = heading
        elif section == backend:
            return m
    return None


def rung_sdpa(dev: Any) -> tuple[str, dict[str, Any]]:
    import torch
    import torch.nn.functional as F
    from torch.nn.attention import SDPBackend, sdpa_kernel

    backend = {
        "flash": SDPBackend.FLASH_ATTENTION,
        "efficient": SDPBackend.EFFICIENT_ATTENTION,
        "cudnn": SDPBackend.CUDNN_ATTENTION,
        "math": SDPBackend.MATH,
    }
    g = torch.Generator().manual_seed(15)
    # (batch, sequence, heads, head dim) transposed to (batch, heads, sequence, head dim), as a
    # projection's output is; cuDNN's attention takes this layout (PyTorch's sdp_utils.cpp)
    B, L, H, D = 2, 256, 8, 64
    vals: dict[str, Any] = {}
    ran: dict[str, list[str]] = {}
    why: dict[str, str] = {}
    worst = 0.0
    # Tolerances: outputs are averages of v rows (size ~1), rounded to 11 (float16) or 8
    # (bfloat16) bits, with the probabilities rounded likewise before the second product;
    # gradients are held relative to their largest element.
    tol = {torch.float16: (1e-2, 2e-3, 2e-2), torch.bfloat16: (2e-2, 1.5e-2, 8e-2)}
    for dtype, (rtol, atol, gtol) in tol.items():
        t = _tag(dtype)
        q, k, v, dout = (
            torch.randn(B, L, H, D, generator=g).to(dtype).transpose(1, 2) for _ in range(4)
        )
        ran[t] = []
        for causal in (False, True):
            mask = "causal" if causal else "full"
            ref, ref_grads = sdpa_reference(q, k, v, causal, dout)
            for name in _SDPA_BACKENDS:
                grads = name in _WITH_GRADS
                qd, kd, vd = (x.to(dev, copy=True).requires_grad_(grads) for x in (q, k, v))
                prefix = f"{t}/{name}/{mask}"
                try:
                    with (
                        warnings.catch_warnings(record=True) as caught,
                        sdpa_kernel(backend[name]),
                        _deterministic(grads),
                    ):
                        warnings.simplefilter("always")
                        out = F.scaled_dot_product_attention(qd, kd, vd, is_causal=causal)
                        if grads:
                            out.backward(dout.to(dev))
                except RuntimeError as e:
                    if not any(m in str(e) for m in _SDPA_REFUSALS):
                        raise
                    reason = _sdpa_reason(name, [str(w.message) for w in caught]) or str(e)
                    why.setdefault(f"{t}/{name}", reason.splitlines()[0][:160])
                    vals[f"{prefix}/out"] = "unavailable"
                    continue
                if name not in ran[t]:
                    ran[t].append(name)
                worst = max(worst, check_close(f"{prefix}/out", out, ref, rtol, atol))
                vals[f"{prefix}/out"] = value_hash(out)
                if grads:
                    assert ref_grads is not None
                    for gname, x, r in zip(
                        ("dq", "dk", "dv"), (qd, kd, vd), ref_grads, strict=True
                    ):
                        scale = float(r.abs().max())
                        check_close(f"{prefix}/{gname}", x.grad, r, gtol, gtol * scale)
                        vals[f"{prefix}/{gname}"] = value_hash(x.grad)
    vals["backends"] = ran
    if not any(ran.values()):
        raise Failed(f"no attention backend ran: {why}")
    unavailable = "; ".join(f"{k} unavailable: {v}" for k, v in why.items())
    return (
        f"{B}x{H}x{L}x{D} float16/bfloat16, causal and full; ran "
        + ", ".join(f"{t}: {'/'.join(n)}" for t, n in ran.items())
        + f"; max abs error {worst:.2g}"
        + (f"; {unavailable}" if unavailable else "")
    ), vals


def _params_hash(model: Any) -> str:
    h = hashlib.sha256()
    for _, p in model.named_parameters():
        h.update(_raw_bytes(p))
    return h.hexdigest()


def _check_losses(got: list[float], ref: list[float], rtol: float) -> None:
    """Each loss within ``rtol * max(1, |ref|)`` of the reference's, and the last below the
    first; raises `Failed`."""
    for i, (a, b) in enumerate(zip(got, ref, strict=True)):
        if not math.isfinite(a) or abs(a - b) > rtol * max(1.0, abs(b)):
            raise Failed(f"autocast: step {i} loss {a:.6f} vs float32 CPU {b:.6f} (rtol {rtol})")
    if not got[-1] < got[0]:
        raise Failed(f"autocast: the loss did not fall ({got[0]:.4f} -> {got[-1]:.4f})")


def rung_autocast(dev: Any) -> tuple[str, dict[str, Any]]:
    import torch

    steps = 5
    runs = []
    for _ in range(2):  # twice: whether the GPU's own result is bit-repeatable
        scaler = torch.amp.GradScaler(dev.type)
        model = _transformer(7)
        losses = _train(model, dev, steps, autocast_dtype=torch.float16, scaler=scaler)
        runs.append((losses, _params_hash(model), scaler.get_scale()))
    (got, params, scale), again = runs
    ref = _train(_transformer(7), torch.device("cpu"), steps)
    # float16 against float32: 1e-2 relative; a step GradScaler skips (an overflow at its
    # initial scale 65536) moves the later losses by less than that (measured on the CPU)
    _check_losses(got, ref, 1e-2)
    repeatable = again == runs[0]
    return (
        f"{steps} steps, float16 autocast + GradScaler (scale {scale:g}), loss {got[0]:.4f} -> "
        f"{got[-1]:.4f}, within 1e-2 of float32 on the CPU"
        + ("" if repeatable else "; NOT bit-repeatable natively: a second run differed")
    ), {"losses": got, "params": params, "scale": scale, "repeatable": repeatable}


def rung_cupy_libs(dev: Any) -> tuple[str, dict[str, Any]]:
    import cupy
    import cupyx.scipy.sparse as cusparse

    rng = np.random.default_rng(17)
    vals: dict[str, Any] = {}
    with cupy.cuda.Device(dev.index or 0):
        # cuFFT
        z = (rng.standard_normal((128, 96)) + 1j * rng.standard_normal((128, 96))).astype(
            np.complex64
        )
        got = cupy.fft.fft2(cupy.asarray(z))
        check_close("fft2", got, np.fft.fft2(z.astype(np.complex128)), 1e-4, _fft_tol(128 * 96))
        vals["fft2/128x96"] = value_hash(got)
        # cuRAND (RandomState is its host API) and CuPy's own generator; n samples of N(0, 1)
        # have a mean within 5 / sqrt(n) of 0, U(0, 1) within 5 sqrt(1/12) / sqrt(n) of 1/2
        n = 1 << 20
        rs = cupy.random.RandomState(seed=1234)
        normal = rs.standard_normal(n, dtype=cupy.float32)
        uniform = rs.uniform(size=n)
        drawn = cupy.random.default_rng(1234).random(n)
        h = {
            k: a.get().astype(np.float64)
            for k, a in (("normal", normal), ("uniform", uniform), ("rng", drawn))
        }
        if abs(h["normal"].mean()) > 5 / math.sqrt(n) or abs(h["normal"].std() - 1) > 0.01:
            raise Failed(
                f"RandomState normal: mean {h['normal'].mean():.4g}, std {h['normal'].std():.4g}"
            )
        for key in ("uniform", "rng"):
            a = h[key]
            if a.min() < 0 or a.max() >= 1 or abs(a.mean() - 0.5) > 5 * math.sqrt(1 / 12 / n):
                raise Failed(f"{key}: min {a.min():.3g}, max {a.max():.3g}, mean {a.mean():.5g}")
        vals["random/RandomState/normal"] = value_hash(normal)
        vals["random/RandomState/uniform"] = value_hash(uniform)
        vals["random/default_rng/random"] = value_hash(drawn)
        # cuSOLVER, float64, against LAPACK through numpy: well-conditioned n = 64 systems
        m = 64
        a = rng.standard_normal((m, m)) + m * np.eye(m)
        rhs = rng.standard_normal((m, 3))
        r = rng.standard_normal((m, m))
        spd = r @ r.T + m * np.eye(m)  # symmetric positive definite
        da, dspd = cupy.asarray(a), cupy.asarray(spd)
        x = cupy.linalg.solve(da, cupy.asarray(rhs))
        check_close("solve", x, np.linalg.solve(a, rhs), 1e-9, 1e-11)
        u, s, vt = cupy.linalg.svd(da)
        check_close("svd singular values", s, np.linalg.svd(a, compute_uv=False), 1e-10, 1e-10)
        check_close("svd u s vt", (u * s) @ vt, a, 0, 1e-10 * m)
        w, vecs = cupy.linalg.eigh(dspd)
        check_close("eigh eigenvalues", w, np.linalg.eigvalsh(spd), 1e-10, 1e-10)
        check_close("eigh spd v", dspd @ vecs, vecs * w, 0, 1e-9 * float(w.max()))
        chol = cupy.linalg.cholesky(dspd)
        check_close("cholesky", chol, np.linalg.cholesky(spd), 1e-10, 1e-10)
        for key, r in (
            ("linalg/solve", x),
            ("linalg/svd/u", u),
            ("linalg/svd/s", s),
            ("linalg/svd/vt", vt),
            ("linalg/eigh/w", w),
            ("linalg/eigh/v", vecs),
            ("linalg/cholesky", chol),
        ):
            vals[key] = value_hash(r)
        # cuSPARSE: small integers, so every product is exact in any summation order
        da_ = rng.integers(-3, 4, (200, 150)) * (rng.random((200, 150)) < 0.05)
        db_ = rng.integers(-3, 4, (150, 120)) * (rng.random((150, 120)) < 0.05)
        vec = rng.integers(-3, 4, 150).astype(np.float64)

        def csr(d: np.ndarray) -> Any:
            data, indices, indptr = csr_from_dense(d.astype(np.float64))
            return cusparse.csr_matrix(
                (cupy.asarray(data), cupy.asarray(indices), cupy.asarray(indptr)), shape=d.shape
            )

        sa, sb = csr(da_), csr(db_)
        spmv = sa @ cupy.asarray(vec)
        _check_equal("csr @ vector", spmv, da_ @ vec)
        spgemm = (sa @ sb).toarray()
        _check_equal("csr @ csr", spgemm, da_ @ db_)
        vals["sparse/csr_x_vector"] = value_hash(spmv)
        vals["sparse/csr_x_csr"] = value_hash(spgemm)
        cupy.cuda.Device().synchronize()
    return (
        f"CuPy {cupy.__version__}: cuFFT fft2, cuRAND RandomState and default_rng (2^20 draws), "
        f"cuSOLVER solve/svd/eigh/cholesky (64^2 float64), cuSPARSE CSR x vector and x CSR "
        f"(nnz {sa.nnz}, {sb.nnz})"
    ), vals


# ---------------------------------------------------------------- JAX, in its own process

_JAX_MARK = "LADDER_JAX "


def _jax_cuda_plugin() -> str | None:
    """The name of an installed JAX CUDA plugin (the jax_plugins namespace package or entry
    point that JAX's xla_bridge loads, e.g. ``xla_cuda13``; jaxlib's own ``cuda`` folder in
    older releases), or None; found without importing JAX into this process."""
    from importlib.metadata import entry_points

    names = [ep.name for ep in entry_points(group="jax_plugins")]
    spec = importlib.util.find_spec("jax_plugins")
    if spec is not None and spec.submodule_search_locations:
        import pkgutil

        names += [m.name for m in pkgutil.iter_modules(list(spec.submodule_search_locations))]
    found = sorted(n for n in names if "cuda" in n)
    if found:
        return found[0]
    jaxlib = importlib.util.find_spec("jaxlib")
    if jaxlib is not None and jaxlib.origin and (Path(jaxlib.origin).parent / "cuda").is_dir():
        return "jaxlib.cuda"
    return None


def _lupine_libcuda_dir() -> str | None:
    """The folder of the LUPINE client library when this process has loaded it as its
    ``libcuda.so.1`` (through ``lupine.connect``), so that a child process loads it too."""
    try:
        maps = Path("/proc/self/maps").read_text()
    except OSError:
        return None
    for line in maps.splitlines():
        path = line.split()[-1] if line.split() else ""
        if path.endswith("/libcuda.so.1"):
            import ctypes

            with contextlib.suppress(OSError):
                if hasattr(ctypes.CDLL(path), "lupine_libcuda_marker"):
                    return str(Path(path).parent)
    return None


def _jax_child(device: int) -> int:
    """The JAX checks, run in the subprocess (``python -m lupine.ladder_libraries --jax-child
    N``) on JAX's device N of the platform ``JAX_PLATFORMS`` names; prints one line
    ``LADDER_JAX {json}`` with the detail and values or the error; exit 0 when every check
    held."""
    import jax
    import jax.numpy as jnp

    dev = jax.devices()[device]
    rng = np.random.default_rng(16)
    vals: dict[str, Any] = {}
    try:
        put = lambda a: jax.device_put(a, dev)  # noqa: E731
        mm = jax.jit(jnp.matmul)
        a, b = (rng.standard_normal((64, 64)).astype(np.float32) for _ in range(2))
        got = np.asarray(mm(put(a), put(b)))
        # JAX's default float32 matmul precision on GPUs with tensor cores is TF32 (inputs
        # rounded to 11 significant bits): errors up to ~1e-2 for 64 products of N(0, 1)
        err = check_close("matmul float32 64^2", got, a.astype(np.float64) @ b, 1e-2, 5e-2)
        vals["matmul/f32/64"] = value_hash(got)
        a16, b16 = (rng.standard_normal((256, 256)).astype(jnp.bfloat16) for _ in range(2))
        got16 = np.asarray(mm(put(a16), put(b16)))
        ref16 = a16.astype(np.float64) @ b16.astype(np.float64)
        # checked against the reference, not hashed: XLA's GEMM autotuner picks this product's
        # algorithm by timing, and on the H200 (2026-12-02) a native and a LUPINE run picked
        # differently (both within the tolerance); the float32 product, the conv and the FFT
        # gave the same bits in every run so far
        err16 = check_close("matmul bfloat16 256^2", got16, ref16, 1e-2, 0.04 * 16)
        x = rng.standard_normal((2, 8, 16, 16)).astype(np.float32)
        w = rng.standard_normal((16, 8, 3, 3)).astype(np.float32)
        conv = jax.jit(
            lambda x, w: jax.lax.conv_general_dilated(
                x, w, (1, 1), "SAME", dimension_numbers=("NCHW", "OIHW", "NCHW")
            )
        )
        gotc = np.asarray(conv(put(x), put(w)))
        check_close("conv 2x8x16x16 * 16x8x3x3", gotc, conv2d_reference(x, w, 1), 1e-2, 5e-2)
        vals["conv/2x8x16x16_16x8x3x3"] = value_hash(gotc)
        z = (rng.standard_normal((64, 64)) + 1j * rng.standard_normal((64, 64))).astype(
            np.complex64
        )
        gotf = np.asarray(jax.jit(jnp.fft.fft2)(put(z)))
        check_close("fft2 64^2", gotf, np.fft.fft2(z.astype(np.complex128)), 1e-4, _fft_tol(4096))
        vals["fft2/64x64"] = value_hash(gotf)
    except Failed as e:
        print(_JAX_MARK + json.dumps({"error": str(e)}), flush=True)
        return 1
    detail = (
        f"jax {jax.__version__} on {dev.platform} ({dev.device_kind}): jit matmul float32 64^2 "
        f"(max abs error {err:.2g}), bfloat16 256^2 (max abs error {err16:.2g}, autotuned by "
        "timing: not hashed), conv, fft2"
    )
    print(_JAX_MARK + json.dumps({"detail": detail, "values": vals}), flush=True)
    return 0


def rung_jax(dev: Any) -> tuple[str, dict[str, Any]]:
    if importlib.util.find_spec("jax") is None:
        raise Skipped("jax is not installed")
    if _jax_cuda_plugin() is None:
        raise Skipped("jax has no CUDA backend installed (no jax_plugins xla_cuda* plugin)")
    env = {**os.environ, "XLA_PYTHON_CLIENT_PREALLOCATE": "false", "JAX_PLATFORMS": "cuda"}
    root = str(Path(__file__).resolve().parent.parent)  # this lupine, whatever the cwd
    env["PYTHONPATH"] = os.pathsep.join(p for p in (root, env.get("PYTHONPATH")) if p)
    shim = _lupine_libcuda_dir()
    if shim is not None:  # through lupine.connect: the child loads the same client library
        env["LD_LIBRARY_PATH"] = os.pathsep.join(p for p in (shim, env.get("LD_LIBRARY_PATH")) if p)
    cmd = [sys.executable, "-m", "lupine.ladder_libraries", "--jax-child", str(dev.index or 0)]
    try:
        p = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=240)
    except subprocess.TimeoutExpired as e:  # what it wrote so far, as bytes
        err = e.stderr.decode(errors="replace") if isinstance(e.stderr, bytes) else e.stderr
        tail = " | ".join((err or "").strip().splitlines()[-6:])[-600:]
        raise Failed(f"jax subprocess ran past 240 s; stderr: {tail}") from None
    if os.environ.get("LUPINE_DEBUG", "0") not in ("", "0"):  # its diagnostics with ours
        print(f"--- jax subprocess stderr\n{p.stderr}--- end", file=sys.stderr, flush=True)
    lines = [x for x in p.stdout.splitlines() if x.startswith(_JAX_MARK)]
    answer = json.loads(lines[-1][len(_JAX_MARK) :]) if lines else {}
    if p.returncode != 0 or "values" not in answer:
        tail = " | ".join(p.stderr.strip().splitlines()[-6:])[-600:]
        raise Failed(
            f"jax subprocess exit {p.returncode}: {answer.get('error', 'no result')}; "
            f"stderr: {tail}"
        )
    return answer["detail"], answer["values"]


RUNGS: dict[str, Callable[[Any], tuple[str, dict[str, Any]]]] = {
    "gemm_half": rung_gemm_half,
    "lt_epilogue": rung_lt_epilogue,
    "gemm_fp8": rung_gemm_fp8,
    "cufft": rung_cufft,
    "sdpa": rung_sdpa,
    "autocast": rung_autocast,
    "cupy_libs": rung_cupy_libs,
    "jax": rung_jax,
}


if __name__ == "__main__":
    if sys.argv[1:2] == ["--jax-child"]:
        sys.exit(_jax_child(int(sys.argv[2]) if len(sys.argv) > 2 else 0))
    from .ladder import main

    sys.exit(main(["--libraries", *sys.argv[1:]]))
