"""Which library calls fail through LUPINE, and how (a diagnosis run on the GPU host, not the
proof: that is `python -m lupine.ladder --libraries`).

    python3 native/gpu/libs_diag.py --out DIR [--shim DIR --server HOST:PORT]

Runs each case in a subprocess natively, then through the shim with LUPINE_DEBUG=1, and writes
DIR/libs-diag.json: per case and mode the status, the SHA-256 of the result's bytes (equal
means bit-identical), the error, and the LUPINE_DEBUG lines that name something not carried
(counted by text). A case that crashes its process is reported as such; the next case runs in
a new process."""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import re
import subprocess
import sys
from pathlib import Path

CASES = [
    "fp16_mm", "bf16_mm", "fp8_scaled_mm", "linear_bias_fp16", "addmm_gelu_bf16",
    "sdpa_flash", "sdpa_efficient", "sdpa_cudnn", "sdpa_math", "autocast_step",
    "torch_rfft", "torch_fft2", "cupy_fft2", "cupy_svd", "cupy_random", "cupy_sparse",
    "jax_matmul", "jax_conv", "jax_fft",
]  # fmt: skip

INTEREST = re.compile(
    r"not supported|unknown table|overlaps host|not implement|refused|answered \d+|"
    r"callback answered|allocated apart|told server"
)


def _digest(x) -> str:
    import numpy as np

    if hasattr(x, "detach"):
        x = x.detach().float().cpu().numpy() if x.dtype.itemsize < 4 else x.detach().cpu().numpy()
    elif type(x).__module__.startswith("cupy"):
        x = x.get()
    return hashlib.sha256(np.ascontiguousarray(np.asarray(x)).tobytes()).hexdigest()[:16]


def case(name: str):
    """The result of one case (any array)."""
    if name.startswith("jax"):
        os.environ.setdefault("XLA_PYTHON_CLIENT_PREALLOCATE", "false")
        os.environ.setdefault("JAX_PLATFORMS", "cuda")  # never a silent fall back to the CPU
        import jax
        import jax.numpy as jnp
        import numpy as np

        rng = np.random.default_rng(1)
        if name == "jax_matmul":
            a = jnp.asarray(rng.standard_normal((64, 64), dtype=np.float32))
            return jax.jit(lambda x: x @ x)(a)
        if name == "jax_conv":
            x = jnp.asarray(rng.standard_normal((2, 3, 32, 32), dtype=np.float32))
            w = jnp.asarray(rng.standard_normal((8, 3, 3, 3), dtype=np.float32))
            return jax.jit(lambda x, w: jax.lax.conv_general_dilated(x, w, (1, 1), "SAME"))(x, w)
        x = jnp.asarray(rng.standard_normal((64, 64), dtype=np.float32))
        return jax.jit(jnp.fft.fft2)(x)
    if name.startswith("cupy"):
        import cupy as cp

        cp.random.seed(2)
        if name == "cupy_fft2":
            return cp.fft.fft2(cp.random.standard_normal((128, 128)))
        if name == "cupy_svd":
            return cp.linalg.svd(cp.random.standard_normal((64, 64)), compute_uv=False)
        if name == "cupy_random":
            return cp.random.default_rng(3).standard_normal(4096)
        import cupyx.scipy.sparse as sp

        m = sp.random(256, 256, density=0.05, format="csr", random_state=4, dtype=cp.float64)
        return m @ cp.arange(256, dtype=cp.float64)
    import torch
    import torch.nn.functional as F

    g = torch.Generator().manual_seed(5)
    dev = "cuda"
    if name in ("fp16_mm", "bf16_mm"):
        dt = torch.float16 if name == "fp16_mm" else torch.bfloat16
        a = torch.randn(512, 512, generator=g).to(dev, dt)
        return a @ a
    if name == "fp8_scaled_mm":
        a = torch.randn(64, 128, generator=g).to(dev).to(torch.float8_e4m3fn)
        b = torch.randn(64, 128, generator=g).to(dev).to(torch.float8_e4m3fn).t()
        one = torch.ones((), device=dev)
        return torch._scaled_mm(a, b, scale_a=one, scale_b=one, out_dtype=torch.bfloat16)
    if name == "linear_bias_fp16":
        x = torch.randn(64, 256, generator=g).to(dev, torch.float16)
        w = torch.randn(128, 256, generator=g).to(dev, torch.float16)
        b = torch.randn(128, generator=g).to(dev, torch.float16)
        return F.linear(x, w, b)
    if name == "addmm_gelu_bf16":
        x = torch.randn(64, 256, generator=g).to(dev, torch.bfloat16)
        w = torch.randn(256, 128, generator=g).to(dev, torch.bfloat16)
        b = torch.randn(128, generator=g).to(dev, torch.bfloat16)
        return torch._addmm_activation(b, x, w, use_gelu=True)
    if name.startswith("sdpa"):
        from torch.nn.attention import SDPBackend, sdpa_kernel

        backend = {
            "sdpa_flash": SDPBackend.FLASH_ATTENTION,
            "sdpa_efficient": SDPBackend.EFFICIENT_ATTENTION,
            "sdpa_cudnn": SDPBackend.CUDNN_ATTENTION,
            "sdpa_math": SDPBackend.MATH,
        }[name]
        q, k, v = (torch.randn(2, 8, 128, 64, generator=g).to(dev, torch.float16) for _ in range(3))
        with sdpa_kernel(backend):
            return F.scaled_dot_product_attention(q, k, v, is_causal=True)
    if name == "autocast_step":
        torch.manual_seed(6)
        model = torch.nn.Sequential(
            torch.nn.Linear(64, 256), torch.nn.GELU(), torch.nn.Linear(256, 64)
        ).to(dev)
        opt = torch.optim.SGD(model.parameters(), lr=0.1)
        scaler = torch.amp.GradScaler()
        x = torch.randn(32, 64, generator=g).to(dev)
        for _ in range(3):
            opt.zero_grad()
            with torch.autocast("cuda", dtype=torch.float16):
                loss = model(x).square().mean()
            scaler.scale(loss).backward()
            scaler.step(opt)
            scaler.update()
        return torch.cat([p.detach().flatten() for p in model.parameters()])
    if name == "torch_rfft":
        return torch.fft.rfft(torch.randn(8, 1000, generator=g).to(dev))
    if name == "torch_fft2":
        return torch.fft.fft2(torch.randn(4, 64, 48, generator=g).to(dev, torch.complex64))
    raise KeyError(name)


def child(names: list[str]) -> None:
    for name in names:
        print(f"=== case {name}", file=sys.stderr, flush=True)
        try:
            out = case(name)
            row = {"status": "pass", "hash": _digest(out)}
        except Exception as e:  # the case's failure is its row
            row = {"status": "fail", "error": f"{type(e).__name__}: {e}"[:400]}
        print(json.dumps({"case": name, **row}), flush=True)


def run(names: list[str], env: dict[str, str], timeout: float) -> dict[str, dict]:
    rows: dict[str, dict] = {}
    todo = list(names)
    while todo:
        try:
            p = subprocess.run(
                [sys.executable, __file__, "--child", ",".join(todo)],
                env=env, capture_output=True, text=True, timeout=timeout,
            )  # fmt: skip
            out, err, rc = p.stdout, p.stderr, p.returncode
        except subprocess.TimeoutExpired as e:
            out = (e.stdout or b"").decode() if isinstance(e.stdout, bytes) else e.stdout or ""
            err = (e.stderr or b"").decode() if isinstance(e.stderr, bytes) else e.stderr or ""
            rc = "timeout"
        for line in out.splitlines():
            if line.startswith("{"):
                r = json.loads(line)
                rows[r.pop("case")] = r
        # debug lines, attributed to the case whose marker precedes them
        current = None
        for line in err.splitlines():
            if line.startswith("=== case "):
                current = line[9:].strip()
                continue
            if current and INTEREST.search(line):
                d = rows.setdefault(current, {}).setdefault("debug", {})
                key = re.sub(r"0x[0-9a-f]+", "0x…", line.strip())[:200]
                d[key] = d.get(key, 0) + 1
        done = [n for n in todo if n in rows and "status" in rows[n]]
        rest = [n for n in todo if n not in done]
        if rest:  # the process died in rest[0]
            rows.setdefault(rest[0], {}).update(
                {"status": f"crash ({rc})", "stderr_tail": err[-1500:]}
            )
            rest = rest[1:]
        todo = rest
    return rows


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--child")
    ap.add_argument("--out")
    ap.add_argument("--shim", help="directory of LUPINE's libcuda.so.1")
    ap.add_argument("--server")
    ap.add_argument("--only", help="comma list of cases")
    ap.add_argument("--timeout", type=float, default=240)
    a = ap.parse_args()
    if a.child:
        child(a.child.split(","))
        return 0
    names = a.only.split(",") if a.only else CASES
    base = {**os.environ, "PYTHONUNBUFFERED": "1"}
    report = {"native": run(names, base, a.timeout)}
    if a.shim:
        env = {
            **base,
            "LD_LIBRARY_PATH": a.shim + ":" + base.get("LD_LIBRARY_PATH", ""),
            "LUPINE_SERVER": a.server,
            "LUPINE_DEBUG": "1",
        }
        report["lupine"] = run(names, env, a.timeout)
    for n in names:
        nat, lu = report["native"].get(n, {}), report.get("lupine", {}).get(n, {})
        same = "equal" if nat.get("hash") and nat.get("hash") == lu.get("hash") else "differ"
        print(
            f"{n:<18} native {nat.get('status', '-'):<6} lupine {lu.get('status', '-'):<10} {same}"
            + (f"  {lu.get('error', '')[:150]}" if lu.get("error") else "")
        )
        for k, v in list(lu.get("debug", {}).items())[:8]:
            print(f"    {v:>4}x {k}")
    if a.out:
        Path(a.out, "libs-diag.json").write_text(json.dumps(report, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
