"""Per-operation cost of real workloads, native CUDA against LUPINE, in one run.

    python3 benchmarks/lupine/workloads.py --shim DIR --server HOST:PORT [--rounds 3]
        [--json out.json] [--tcp-rtt-us X]

Every workload runs in a fresh subprocess, alternately natively and through the shim (``DIR``
first on ``LD_LIBRARY_PATH``, ``LUPINE_SERVER`` set), ``--rounds`` times each, the two
back to back in each round and the one that goes first alternating from round to round; a
workload's figures are the medians of its rounds, and one sample is itself the median of
BLOCKS blocks of operations within its process (``snippet()``). Its ratio, LUPINE / native, is
the median of the rounds' own ratios (each round's pair ran within seconds of each other, so
drift of the machine between rounds cancels; on the H200 native rounds alone spread by
25-60 %), printed with their spread; the issue's targets:

==================  =======================================================  ==========
workload            what one sample measures                                 target
==================  =======================================================  ==========
torch_add           ``x.add_(1)`` on a CUDA tensor, µs per op (20000 ops)    <= 1.3x
torch_item          ``t.item()`` of a CUDA scalar, µs per call               <= native +
                                                                             1.0 x RTT
cupy_rawkernel      cupy ``RawKernel`` launch on cupy arrays, µs per call    <= 1.3x
eagle_gravity       eagle ``gravity(position=x, mu=MU)`` on cupy arrays, µs  <= 1.3x
train_step          the ladder's transformer, one AdamW step, ms             <= 1.02x
gpt2_fp16_step      GPT-2 small (124M), batch 8 x 1024 tokens, one AdamW     <= 1.01x
                    step under float16 autocast with a GradScaler, ms
resnet18_b32        ResNet-18 inference, batch 32, ms per batch              <= 1.02x
sgemm_512           512x512 float32 ``torch.mm`` loop, µs per op             <= 1.2x
first_matmul        fresh process: import torch, first 512x512 float16       <= native +
                    matmul, s                                                1 s
==================  =======================================================  ==========

The public lupine project (formerly scuda) publishes 339 ms against 337 ms native for a GPT-2
small training step (1.006x); ``gpt2_fp16_step`` is the same kind of step.

``first_matmul`` runs three ways: native, LUPINE with an empty server image cache (cold;
``--image-cache`` of the server must be a fresh directory: pass ``--cold-cache DIR`` to have
it emptied first) and LUPINE again (warm). Prints a table; the JSON holds every sample.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

# Each workload: its setup, one operation (the body of ``op()``), the operations per block,
# the warm-up operations, how to wait for the device, and the unit (1e6: µs, 1e3: ms).
# ``snippet()`` makes the program: it times BLOCKS blocks of ``n`` operations each, every block
# ended by the device's synchronisation, and prints the median block's time per operation: a
# fresh process's first block after warm-up runs while clocks and caches settle, and the
# median of several blocks leaves one slow block out (H200, 2026-12-02: one block per process
# gave native rounds spread by 25-60 %).
BLOCKS = 5

_TORCH_SYNC = "torch.cuda.synchronize()"
_CUPY_SYNC = "cupy.cuda.Device().synchronize()"

WORKLOADS: dict[str, dict] = {
    "torch_add": dict(
        setup="""
import torch
x = torch.zeros(1024, device="cuda")
""",
        op="x.add_(1)",
        n=20000,
        warm=200,
        sync=_TORCH_SYNC,
        unit=1e6,
    ),
    "torch_item": dict(
        setup="""
import torch
t = torch.ones((), device="cuda")
""",
        op="t.item()",
        n=3000,
        warm=100,
        sync="",
        unit=1e6,
    ),
    "cupy_rawkernel": dict(
        setup="""
import cupy
k = cupy.RawKernel(r'''extern "C" __global__ void inc(float *x, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x; if (i < n) x[i] += 1.0f; }''', "inc")
x = cupy.zeros(1024, dtype=cupy.float32)
m = cupy.int32(1024)
""",
        op="k((4,), (256,), (x, m))",
        n=20000,
        warm=200,
        sync=_CUPY_SYNC,
        unit=1e6,
    ),
    "eagle_gravity": dict(
        setup="""
import cupy
from eagle import LoadedVector
from eagle._fixtures import fixtures_dir
g = LoadedVector(fixtures_dir() / "gravity.ptx")
x = cupy.random.rand(3, 1000)
""",
        op="g(position=x, mu=3.986e14)",
        n=10000,
        warm=100,
        sync=_CUPY_SYNC,
        unit=1e6,
    ),
    "train_step": dict(
        setup="""
import torch
import torch.nn.functional as F
from lupine.ladder import _transformer
torch.backends.cuda.matmul.allow_tf32 = False
model = _transformer(7).cuda().train()
opt = torch.optim.AdamW(model.parameters(), lr=1e-3)
g = torch.Generator().manual_seed(6)
tok = torch.randint(0, 100, (16, 32), generator=g).cuda()
tgt = torch.randint(0, 100, (16, 32), generator=g).cuda()
""",
        op="""
    opt.zero_grad()
    loss = F.cross_entropy(model(tok).reshape(-1, 100), tgt.reshape(-1))
    loss.backward()
    opt.step()""",
        n=100,
        warm=10,
        sync=_TORCH_SYNC,
        unit=1e3,
    ),
    "gpt2_fp16_step": dict(
        setup="""
import torch
import torch.nn.functional as F
from torch import nn
torch.manual_seed(0)
V, T, D, H, L, B = 50257, 1024, 768, 12, 12, 8  # GPT-2 small
class GPT(nn.Module):
    def __init__(self):
        super().__init__()
        self.tok, self.pos = nn.Embedding(V, D), nn.Embedding(T, D)
        layer = nn.TransformerEncoderLayer(D, H, 4 * D, dropout=0.0, activation="gelu",
                                           batch_first=True, norm_first=True)
        self.blocks = nn.TransformerEncoder(layer, L, enable_nested_tensor=False)
        self.norm = nn.LayerNorm(D)
        self.mask = nn.Transformer.generate_square_subsequent_mask(T)
    def forward(self, idx):
        x = self.tok(idx) + self.pos(torch.arange(idx.shape[1], device=idx.device))
        x = self.blocks(x, mask=self.mask.to(idx.device), is_causal=True)
        return self.norm(x) @ self.tok.weight.t()  # the LM head, tied to the embedding
model = GPT().cuda().train()
opt = torch.optim.AdamW(model.parameters(), lr=3e-4)
scaler = torch.amp.GradScaler()
g = torch.Generator().manual_seed(1)
idx = torch.randint(0, V, (B, T + 1), generator=g).cuda()
""",
        op="""
    opt.zero_grad(set_to_none=True)
    with torch.autocast("cuda", dtype=torch.float16):
        logits = model(idx[:, :-1])
        loss = F.cross_entropy(logits.reshape(-1, V).float(), idx[:, 1:].reshape(-1))
    scaler.scale(loss).backward()
    scaler.step(opt)
    scaler.update()""",
        n=10,
        warm=3,
        sync=_TORCH_SYNC,
        unit=1e3,
    ),
    "resnet18_b32": dict(
        setup="""
import torch, torchvision
torch.manual_seed(0)
model = torchvision.models.resnet18(weights=None).cuda().eval()
x = torch.randn(32, 3, 224, 224, device="cuda")
torch.set_grad_enabled(False)
""",
        op="model(x)",
        n=50,
        warm=5,
        sync=_TORCH_SYNC,
        unit=1e3,
    ),
    "sgemm_512": dict(
        setup="""
import torch
torch.backends.cuda.matmul.allow_tf32 = False
a = torch.randn(512, 512, device="cuda")
b = torch.randn(512, 512, device="cuda")
c = torch.empty(512, 512, device="cuda")
""",
        op="torch.mm(a, b, out=c)",
        n=5000,
        warm=50,
        sync=_TORCH_SYNC,
        unit=1e6,
    ),
}


def snippet(name: str, blocks: int = BLOCKS) -> str:
    """The program of one sample of workload ``name``: it prints one JSON number, the median
    of ``blocks`` blocks' time per operation (µs or ms, as WORKLOADS says)."""
    w = WORKLOADS[name]
    op = w["op"] if w["op"].startswith("\n") else f"\n    {w['op']}"
    sync = w["sync"] or "pass"
    return f"""{w["setup"]}
import json, statistics, time
def op():{op}
for _ in range({w["warm"]}): op()
{sync}
times = []
for _ in range({blocks}):
    t0 = time.perf_counter()
    for _ in range({w["n"]}): op()
    {sync}
    times.append((time.perf_counter() - t0) / {w["n"]} * {w["unit"]!r})
print(json.dumps(statistics.median(times)))
"""


SNIPPETS: dict[str, str] = {name: snippet(name) for name in WORKLOADS}

FIRST_MATMUL = """
import time, json
t0 = time.perf_counter()
import torch
a = torch.randn(512, 512, device="cuda", dtype=torch.float16)
(a @ a).float().sum().item()
print(json.dumps(time.perf_counter() - t0))
"""

TARGETS = {
    "torch_add": 1.3,
    "cupy_rawkernel": 1.3,
    "eagle_gravity": 1.3,
    "train_step": 1.02,
    "gpt2_fp16_step": 1.01,
    "resnet18_b32": 1.02,
    "sgemm_512": 1.2,
}


def sample(code: str, env: dict[str, str], timeout: float = 300) -> float | None:
    p = subprocess.run(
        [sys.executable, "-c", code],
        env=env,
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=timeout,
    )
    if p.returncode:
        print(f"    failed: {p.stderr.strip().splitlines()[-1:]}", file=sys.stderr)
        return None
    return float(json.loads(p.stdout.strip().splitlines()[-1]))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--shim", required=True, help="folder of LUPINE's libcuda.so.1")
    ap.add_argument("--server", required=True, help="LUPINE_SERVER")
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--only", help="comma list of workloads")
    ap.add_argument("--tcp-rtt-us", type=float, help="loopback TCP round trip of this machine")
    ap.add_argument("--cold-cache", help="the server's --image-cache folder, emptied for cold")
    ap.add_argument("--json")
    args = ap.parse_args(argv)
    base = {**os.environ, "PYTHONPATH": f"{ROOT}:{os.environ.get('PYTHONPATH', '')}"}
    native = dict(base)
    lupine = {
        **base,
        "LD_LIBRARY_PATH": f"{args.shim}:{base.get('LD_LIBRARY_PATH', '')}",
        "LUPINE_SERVER": args.server,
    }
    names = [n for n in args.only.split(",") if n in SNIPPETS] if args.only else list(SNIPPETS)
    unknown = set(args.only.split(",")) - set(SNIPPETS) - {"first_matmul"} if args.only else set()
    if unknown:
        ap.error(f"unknown workloads {sorted(unknown)}; known: {', '.join(SNIPPETS)}, first_matmul")
    results: dict[str, dict] = {}
    for name in names:
        runs: dict[str, list[float]] = {"native": [], "lupine": []}
        paired: list[float] = []  # each round's LUPINE / native
        for r in range(args.rounds):
            order = (("native", native), ("lupine", lupine))
            got = {}
            for mode, env in order if r % 2 == 0 else order[::-1]:
                v = got[mode] = sample(SNIPPETS[name], env)
                if v is not None:
                    runs[mode].append(v)
                print(f"[workloads] {name} round {r + 1} {mode}: {v}", file=sys.stderr, flush=True)
            if got["native"] and got["lupine"] is not None:
                paired.append(got["lupine"] / got["native"])
        med = {m: statistics.median(v) if v else None for m, v in runs.items()}
        results[name] = {"samples": runs, "median": med, "round_ratios": paired}
    if not args.only or "first_matmul" in args.only:
        fm: dict[str, float | None] = {"native": sample(FIRST_MATMUL, native)}
        if args.cold_cache and Path(args.cold_cache).is_dir():
            shutil.rmtree(args.cold_cache)
            Path(args.cold_cache).mkdir(parents=True)
        fm["lupine_cold"] = sample(FIRST_MATMUL, lupine)
        fm["lupine_warm"] = sample(FIRST_MATMUL, lupine)
        results["first_matmul"] = {"median": fm}
    print(f"{'workload':<16} {'native':>10} {'LUPINE':>10} {'ratio':>7} {'target':>14}  met")
    failed = []
    for name, res in results.items():
        med = res["median"]
        if name == "first_matmul":
            worst = max(med["lupine_cold"] or 1e9, med["lupine_warm"] or 1e9)
            ok = med["native"] is not None and worst <= med["native"] + 1.0
            res["target"], res["met"] = "<= native + 1 s", ok
            if not ok:
                failed.append(name)
            print(
                f"{name:<16} {med['native'] or 0:>9.2f}s  cold {med['lupine_cold'] or 0:.2f}s"
                f", warm {med['lupine_warm'] or 0:.2f}s (<= native + 1 s: {'yes' if ok else 'NO'})"
            )
            continue
        n, lu = med["native"], med["lupine"]
        if n is None or lu is None:
            print(f"{name:<16} {'failed':>10}")
            failed.append(name)
            continue
        paired = res["round_ratios"]
        ratio = statistics.median(paired) if paired else lu / n
        res["ratio"] = ratio
        spread = f" (rounds {min(paired):.2f}-{max(paired):.2f})" if len(paired) > 1 else ""
        if name == "torch_item" and args.tcp_rtt_us:
            limit = n + 1.0 * args.tcp_rtt_us
            ok = lu <= limit
            tgt = f"<= {limit:.1f} us"
        elif name in TARGETS:
            ok = ratio <= TARGETS[name]
            tgt = f"<= {TARGETS[name]}x"
        else:
            ok, tgt = True, "reported"
        res["target"], res["met"] = tgt, ok
        if not ok:
            failed.append(name)
        print(
            f"{name:<16} {n:>10.2f} {lu:>10.2f} {ratio:>6.2f}x {tgt:>14}  {'yes' if ok else 'NO'}"
            + spread
        )
    if args.json:
        Path(args.json).write_text(
            json.dumps(
                {
                    "date": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
                    "tcp_rtt_us": args.tcp_rtt_us,
                    "results": results,
                },
                indent=1,
            )
        )
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
