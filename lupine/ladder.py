"""The PyTorch test ladder (seed 001): CUDA availability, memory, math libraries, ResNet-18,
a training step and CUDA graphs, each checked against an independent CPU reference.

    python -m lupine.ladder                      # natively, or through LUPINE when the shim is
                                                 # loaded (LD_LIBRARY_PATH, `lupine run`)
    python -m lupine.ladder --host gpu:14833     # through LUPINE: lupine.connect() first
    python -m lupine.ladder --json out.json --rungs memory,cublas
    python -m lupine.ladder --libraries          # the libraries ladder (lupine.ladder_libraries)

Prints one table row per rung (status, seconds, detail) and exits 1 if any rung failed, 2 if
torch or CUDA is not usable at all. Every reference is computed on the CPU by PyTorch in the
same process (float64 where the GPU result is float32 or lower), never by the code under
test. TF32 is turned off for the comparisons (``torch.backends.*.allow_tf32 = False``) so that
float32 results are held to float32 tolerances. The JSON record holds each rung's values
(losses, checksums), so a native run and a LUPINE run can be compared number for number.

Rungs, in order (``--rungs`` takes a comma list of names):

=========  ============================================================================
available  ``is_available``, device count, name, properties (memory, SMs, capability)
memory     copies both ways (exact), pinned memory and ``non_blocking`` copies, ``mem_get_info``,
           ``memory_allocated``
cub        ``cumsum``, ``sort``, ``unique`` (CUB inside PyTorch) against the CPU
cublas     ``matmul`` in float32, float16, bfloat16 against a float64 CPU product
cudnn      ``conv2d`` (cuDNN) against the CPU
resnet18   torchvision ResNet-18 (random weights, seed 0) inference, batch 8, against the CPU
training   a small transformer, 5 AdamW steps; losses against the same steps on the CPU
graphs     ``torch.cuda.CUDAGraph``: capture of a small MLP forward, replayed on new input
=========  ============================================================================

``--libraries`` selects the rungs of `lupine.ladder_libraries` instead (half-precision and FP8
GEMMs, cuBLASLt epilogues, attention kernels, autocast training, cuFFT, CuPy's libraries, JAX):
the same table, JSON record and exit codes, with SHA-256 hashes of every GPU result as values.
"""

from __future__ import annotations

import argparse
import copy
import json
import math
import sys
import time
import traceback
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

__all__ = ["RUNGS", "Failed", "Result", "Skipped", "main", "run"]


@dataclass
class Result:
    """One rung's outcome: ``status`` is ``pass``, ``fail`` or ``skip``; ``values`` are the
    numbers worth comparing across runs (losses, maximum errors)."""

    name: str
    status: str
    seconds: float
    detail: str
    values: dict[str, Any] = field(default_factory=dict)


class Failed(Exception):
    """A rung's check did not hold."""


class Skipped(Exception):
    """A rung cannot run here (the device or the library lacks what it tests); the message says
    why."""


def _close(name: str, got: Any, ref: Any, rtol: float, atol: float) -> float:
    """Largest absolute error of ``got`` (any device) against ``ref`` (CPU); raises `Failed`
    naming ``name`` when ``|got - ref| > atol + rtol * |ref|`` anywhere."""
    import torch

    g = got.detach().to("cpu", torch.float64)
    r = ref.detach().to("cpu", torch.float64)
    if g.shape != r.shape:
        raise Failed(f"{name}: shape {tuple(g.shape)} != reference {tuple(r.shape)}")
    err = (g - r).abs()
    bad = err > atol + rtol * r.abs()
    if not torch.isfinite(g).all():
        raise Failed(f"{name}: non-finite values")
    if bad.any():
        raise Failed(
            f"{name}: {int(bad.sum())} of {g.numel()} elements off "
            f"(max abs error {float(err.max()):.3g}, rtol {rtol}, atol {atol})"
        )
    return float(err.max())


def _equal(name: str, got: Any, ref: Any) -> None:
    import torch

    g = got.detach().cpu()
    if g.shape != ref.shape or not torch.equal(g, ref):
        raise Failed(f"{name}: differs from the CPU result")


# ---------------------------------------------------------------- rungs


def rung_available(dev: Any) -> tuple[str, dict[str, Any]]:
    import torch

    if not torch.cuda.is_available():
        raise Failed("torch.cuda.is_available() is False")
    n = torch.cuda.device_count()
    p = torch.cuda.get_device_properties(dev)
    name = torch.cuda.get_device_name(dev)
    if n < 1 or p.total_memory <= 0 or p.multi_processor_count <= 0 or p.major < 3:
        raise Failed(f"implausible properties: count {n}, {p}")
    vals = {
        "count": n,
        "name": name,
        "total_memory": p.total_memory,
        "sms": p.multi_processor_count,
        "capability": f"{p.major}.{p.minor}",
    }
    return f"{n} device(s); {name}, {p.total_memory >> 20} MiB, {p.multi_processor_count} SMs", vals


def rung_memory(dev: Any) -> tuple[str, dict[str, Any]]:
    import torch

    g = torch.Generator().manual_seed(1)
    host = torch.randn(1 << 20, generator=g)
    d = host.to(dev)
    _equal("host->device->host", d, host)
    pinned = torch.randn(3, 1 << 18, generator=g).pin_memory()
    if not pinned.is_pinned():
        raise Failed("pin_memory() gave memory that is not pinned")
    d2 = pinned.to(dev, non_blocking=True)
    back = torch.empty_like(pinned).pin_memory()
    back.copy_(d2 * 2, non_blocking=True)
    torch.cuda.synchronize(dev)
    _equal("pinned non_blocking round trip", back, pinned * 2)
    free, total = torch.cuda.mem_get_info(dev)
    if not 0 < free <= total:
        raise Failed(f"mem_get_info: free {free}, total {total}")
    before = torch.cuda.memory_allocated(dev)
    extra = torch.empty(1 << 22, dtype=torch.uint8, device=dev)
    grown = torch.cuda.memory_allocated(dev) - before
    del extra
    if grown < 1 << 22:
        raise Failed(f"memory_allocated grew by {grown} bytes for a 4 MiB tensor")
    # a strided device view copied back
    m = torch.arange(64 * 48, dtype=torch.float32).reshape(64, 48)
    _equal("strided device view", m.to(dev).t()[::3], m.t()[::3])
    return f"4 MiB round trip, pinned non_blocking, {free >> 20} MiB free of {total >> 20}", {}


def rung_cub(dev: Any) -> tuple[str, dict[str, Any]]:
    import torch

    g = torch.Generator().manual_seed(2)
    ints = torch.randint(-1000, 1000, (1 << 20,), generator=g)
    _equal("cumsum int64", ints.to(dev).cumsum(0), ints.cumsum(0))
    x = torch.randn(1 << 20, generator=g)
    vs, idx = x.to(dev).sort()
    rs, _ = x.sort()
    _equal("sort values", vs, rs)
    _equal("sort indices gather", x[idx.cpu()], rs)
    u, counts = ints.to(dev).unique(return_counts=True)
    ru, rc = ints.unique(return_counts=True)
    _equal("unique", u, ru)
    _equal("unique counts", counts, rc)
    return f"cumsum, sort, unique of 2^20 elements; {u.numel()} unique", {}


def rung_cublas(dev: Any) -> tuple[str, dict[str, Any]]:
    import torch

    g = torch.Generator().manual_seed(3)
    vals: dict[str, Any] = {}
    n = 512
    a = torch.randn(n, n, generator=g)
    b = torch.randn(n, n, generator=g)
    ref = a.double() @ b.double()
    # tolerances: k = 512 terms of products of N(0,1): |ref| ~ sqrt(512) ~ 22
    for dtype, atol in ((torch.float32, 1e-3), (torch.float16, 0.25), (torch.bfloat16, 2.0)):
        ra = a.to(dtype).double() @ b.to(dtype).double()  # reference on the rounded inputs
        got = a.to(dev, dtype) @ b.to(dev, dtype)
        vals[str(dtype).split(".")[1]] = _close(f"matmul {dtype}", got, ra, 1e-2, atol)
    # a batched, transposed product (other cuBLAS entry points)
    x = torch.randn(4, 64, 32, generator=g)
    y = torch.randn(4, 48, 32, generator=g)
    _close(
        "bmm transposed",
        torch.bmm(x.to(dev), y.to(dev).transpose(1, 2)),
        torch.bmm(x.double(), y.double().transpose(1, 2)),
        1e-4,
        1e-4,
    )
    _ = ref
    return "matmul 512^2 float32/float16/bfloat16, bmm^T; max abs errors " + ", ".join(
        f"{k} {v:.2g}" for k, v in vals.items()
    ), vals


def rung_cudnn(dev: Any) -> tuple[str, dict[str, Any]]:
    import torch
    import torch.nn.functional as F

    if not torch.backends.cudnn.is_available():
        raise Failed("torch.backends.cudnn.is_available() is False")
    g = torch.Generator().manual_seed(4)
    x = torch.randn(8, 16, 32, 32, generator=g)
    w = torch.randn(32, 16, 3, 3, generator=g)
    ref = F.conv2d(x.double(), w.double(), padding=1)
    err = _close("conv2d", F.conv2d(x.to(dev), w.to(dev), padding=1), ref, 1e-4, 1e-3)
    ref_s = F.conv2d(x.double(), w.double(), stride=2)
    _close("conv2d stride 2", F.conv2d(x.to(dev), w.to(dev), stride=2), ref_s, 1e-4, 1e-3)
    return (
        f"conv2d 8x16x32x32 * 32x16x3x3 (cuDNN {torch.backends.cudnn.version()}); "
        f"max abs error {err:.2g}",
        {"max_abs_error": err},
    )


def rung_resnet18(dev: Any) -> tuple[str, dict[str, Any]]:
    import torch
    import torchvision

    torch.manual_seed(0)
    model = torchvision.models.resnet18(weights=None).eval()
    g = torch.Generator().manual_seed(5)
    x = torch.randn(8, 3, 224, 224, generator=g)
    with torch.no_grad():
        ref = model.double()(x.double())
        got = model.float().to(dev)(x.to(dev))
    err = _close("resnet18 logits", got, ref, 1e-3, 1e-3)
    top_ok = bool((got.argmax(1).cpu() == ref.argmax(1)).all())
    if not top_ok:
        raise Failed("resnet18: top-1 classes differ from the CPU reference")
    return f"batch 8 logits within 1e-3 of float64 CPU (max {err:.2g}); top-1 equal", {
        "max_abs_error": err,
        "checksum": float(got.double().sum()),
    }


def _transformer(seed: int) -> Any:
    import torch
    from torch import nn

    torch.manual_seed(seed)
    layer = nn.TransformerEncoderLayer(
        d_model=64, nhead=4, dim_feedforward=128, dropout=0.0, batch_first=True
    )
    return nn.Sequential(
        nn.Embedding(100, 64), nn.TransformerEncoder(layer, num_layers=2), nn.Linear(64, 100)
    )


def _train(
    model: Any,
    dev: Any,
    steps: int,
    autocast_dtype: Any = None,
    scaler: Any = None,
) -> list[float]:
    """``steps`` AdamW steps of ``model`` on ``dev`` (moved there, in place), each on its own
    batch of 16 x 32 tokens (seed 6); the losses. With ``autocast_dtype`` the forward pass and
    the loss run under ``torch.autocast(dev.type, dtype=autocast_dtype)``; with ``scaler`` (a
    ``torch.amp.GradScaler``) the backward pass and the step go through it, as PyTorch's
    automatic mixed precision recipe does."""
    import contextlib

    import torch
    import torch.nn.functional as F

    g = torch.Generator().manual_seed(6)
    tokens = torch.randint(0, 100, (steps, 16, 32), generator=g)
    targets = torch.randint(0, 100, (steps, 16, 32), generator=g)
    model = model.to(dev).train()
    opt = torch.optim.AdamW(model.parameters(), lr=1e-3)
    losses = []
    for i in range(steps):
        opt.zero_grad()
        with (
            torch.autocast(dev.type, dtype=autocast_dtype)
            if autocast_dtype is not None
            else contextlib.nullcontext()
        ):
            out = model(tokens[i].to(dev))
            loss = F.cross_entropy(out.reshape(-1, 100), targets[i].reshape(-1).to(dev))
        if scaler is None:
            loss.backward()
            opt.step()
        else:
            scaler.scale(loss).backward()
            scaler.step(opt)
            scaler.update()
        losses.append(float(loss))
    return losses


def rung_training(dev: Any) -> tuple[str, dict[str, Any]]:
    import torch

    steps = 5
    got = _train(_transformer(7), dev, steps)
    ref = _train(_transformer(7), torch.device("cpu"), steps)
    for i, (a, b) in enumerate(zip(got, ref, strict=True)):
        if not math.isfinite(a) or abs(a - b) > 1e-3 * max(1.0, abs(b)):
            raise Failed(f"training: step {i} loss {a:.6f} vs CPU {b:.6f}")
    if not got[-1] < got[0]:
        raise Failed(f"training: the loss did not fall ({got[0]:.4f} -> {got[-1]:.4f})")
    return f"{steps} AdamW steps, loss {got[0]:.4f} -> {got[-1]:.4f}, within 1e-3 of the CPU", {
        "losses": got
    }


def rung_graphs(dev: Any) -> tuple[str, dict[str, Any]]:
    import torch
    from torch import nn

    torch.manual_seed(8)
    model = nn.Sequential(nn.Linear(64, 128), nn.ReLU(), nn.Linear(128, 10)).to(dev).eval()
    static_in = torch.zeros(32, 64, device=dev)
    s = torch.cuda.Stream(dev)
    s.wait_stream(torch.cuda.current_stream(dev))
    with torch.no_grad(), torch.cuda.stream(s):
        for _ in range(3):  # warm-up on a side stream, as torch.cuda.graphs documents
            model(static_in)
    torch.cuda.current_stream(dev).wait_stream(s)
    graph = torch.cuda.CUDAGraph()
    with torch.no_grad(), torch.cuda.graph(graph):
        static_out = model(static_in)
    g = torch.Generator().manual_seed(9)
    worst = 0.0
    cpu_model = copy.deepcopy(model).to("cpu").double()  # the graph keeps the GPU weights
    for _ in range(3):
        x = torch.randn(32, 64, generator=g)
        static_in.copy_(x.to(dev))
        graph.replay()
        with torch.no_grad():
            ref = cpu_model(x.double())
        worst = max(worst, _close("graph replay", static_out, ref, 1e-4, 1e-4))
    return f"MLP captured once, 3 replays on new input (max abs error {worst:.2g})", {
        "max_abs_error": worst
    }


RUNGS: dict[str, Callable[[Any], tuple[str, dict[str, Any]]]] = {
    "available": rung_available,
    "memory": rung_memory,
    "cub": rung_cub,
    "cublas": rung_cublas,
    "cudnn": rung_cudnn,
    "resnet18": rung_resnet18,
    "training": rung_training,
    "graphs": rung_graphs,
}


Rung = Callable[[Any], tuple[str, dict[str, Any]]]


def run(
    names: list[str],
    device: int = 0,
    verbose: bool = False,
    rungs: dict[str, Rung] | None = None,
) -> list[Result]:
    """Runs the named rungs of ``rungs`` (default `RUNGS`) on ``cuda:<device>`` in order; a rung
    that raises is a failure (its message is the detail) and the next rung still runs; one that
    raises `Skipped` or lacks a module (``ImportError``) is a skip."""
    import torch

    rungs = RUNGS if rungs is None else rungs
    torch.backends.cuda.matmul.allow_tf32 = False
    torch.backends.cudnn.allow_tf32 = False
    dev = torch.device("cuda", device)
    width = max([10, *map(len, names)])
    results = []
    for name in names:
        t0 = time.perf_counter()
        try:
            detail, values = rungs[name](dev)
            status = "pass"
        except Skipped as e:
            detail, values, status = str(e), {}, "skip"
        except ImportError as e:
            detail, values, status = f"not installed: {e.name}", {}, "skip"
        except Exception as e:  # a rung's failure is its row, not the end of the ladder
            detail, values, status = f"{type(e).__name__}: {e}".splitlines()[0][:300], {}, "fail"
            if verbose:
                traceback.print_exc()
        try:
            if torch.cuda.is_available():  # a CPU-only torch has no device to synchronize
                torch.cuda.synchronize(dev)
        except Exception as e:
            if status == "pass":
                detail, status = f"synchronize after the rung: {e}"[:300], "fail"
        results.append(Result(name, status, time.perf_counter() - t0, detail, values))
        print(f"{name:<{width}} {status:<5} {results[-1].seconds:7.2f}s  {detail}", flush=True)
    return results


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(
        prog="python -m lupine.ladder", description=__doc__.split("\n\n")[0]
    )
    ap.add_argument("--host", help="run through LUPINE: lupine.connect(host) before torch loads")
    ap.add_argument(
        "--libraries",
        action="store_true",
        help="the libraries ladder (lupine.ladder_libraries) instead of the PyTorch ladder",
    )
    ap.add_argument("--rungs", help="comma list (default: all of the chosen ladder)")
    ap.add_argument("--device", type=int, default=0, help="CUDA device index (default 0)")
    ap.add_argument("--json", help="write the results here")
    ap.add_argument("-v", "--verbose", action="store_true", help="tracebacks of failures")
    args = ap.parse_args(argv)
    if args.libraries:
        from . import ladder_libraries

        rungs = ladder_libraries.RUNGS
    else:
        rungs = RUNGS
    names = [n.strip() for n in (args.rungs or ",".join(rungs)).split(",") if n.strip()]
    unknown = [n for n in names if n not in rungs]
    if unknown:
        ap.error(f"unknown rungs {unknown}; known: {', '.join(rungs)}")
    if not names:
        ap.error(f"no rungs named; known: {', '.join(rungs)}")
    if args.host:
        import lupine

        lupine.connect(args.host).__enter__()  # stays connected for the process
    try:
        import torch
    except ImportError:
        print("torch is not installed", file=sys.stderr)
        return 2
    print(f"torch {torch.__version__}, CUDA {torch.version.cuda}")
    print(f"{'rung':<{max([10, *map(len, names)])}} {'stat':<5} {'time':>8}  detail")
    results = run(names, args.device, args.verbose, rungs)
    failed = [r.name for r in results if r.status == "fail"]
    print(
        f"{len(results) - len(failed)} of {len(results)} rungs without failure"
        + (f"; failed: {', '.join(failed)}" if failed else "")
    )
    if args.json:
        with open(args.json, "w") as f:
            json.dump(
                {
                    "torch": torch.__version__,
                    "cuda": torch.version.cuda,
                    "results": [r.__dict__ for r in results],
                },
                f,
                indent=1,
            )
    return 1 if failed else 0


if __name__ == "__main__":
    # the importable module's main: lupine.ladder_libraries imports lupine.ladder, and the
    # runner must catch that module's Skipped, not a second copy's in __main__
    from lupine import ladder

    sys.exit(ladder.main())
