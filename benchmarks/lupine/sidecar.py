"""Per-operation cost of the PyTorch sidecar: each workload through the sidecar and
the same directly in this process, alternately, ``--rounds`` times; a figure is the median of
its rounds. A sidecar sample ends when the worker has finished (``synchronize``): operators
sent without waiting are counted in full.

    python benchmarks/lupine/sidecar.py --standin [--rounds 5] [--json out.json]
    python benchmarks/lupine/sidecar.py --host gpu:14833 [--runtime docker] [--image IMG]
    python benchmarks/lupine/sidecar.py --direct cuda [--json out.json]   # no sidecar
    python benchmarks/lupine/sidecar.py --standin --sidecar-only ...     # no direct column

``--standin`` runs the worker as a plain process through the stand-in runtime
(`lupine._sidecar.standin`); with ``LUPINE_SIDECAR_DEVICE=cpu`` (the default with
``--standin``) the worker computes on this CPU, so the ratio is the sidecar's own cost: the
pipe, pickling and the dispatch of each ATen operator. With a CUDA worker (a real runtime and
image, or the stand-in with ``LUPINE_SIDECAR_DEVICE=cuda`` on a GPU host) "direct" is still
this process's CPU: compare the sidecar's column with ``workloads.py``'s native and LUPINE runs.
``--sidecar-only`` leaves the direct column out, as ``sidecar_gpu.py`` does: this process then
runs no PyTorch work of its own on the CPU between the sidecar's samples, as the native and
LUPINE columns' processes run none between theirs (CPU work's threads may still hold cores,
OpenMP waiting after a parallel region, when the next sample starts; on the H200 it did not
make the sidecar's figures better: without it 1.78 ms a training step and 0.64 ms an upload,
with it 1.9 and 0.83 ms, runs g and h of ``native/gpu/h200/2026-12-03/run14-sidecar``).

==============  ==========================================================  =====
workload        one sample                                                  unit
==============  ==========================================================  =====
add_small       ``x.add_(1)`` on a 1-element tensor, per operation          µs
item            ``t.item()`` of a scalar, per call                          µs
mm_256          ``a @ b``, 256x256 float32, result left on the device       µs
upload_1mb      ``t.to(device, copy=True)``, 1 MiB (directly: a host copy)  ms
download_1mb    ``t.to("cpu", copy=True)``, 1 MiB (directly: a host copy)   ms
mlp_forward     a 3-layer MLP (64x256), forward                             ms
train_step      the same MLP: forward, backward, an Adam step, ``.item()``  ms
==============  ==========================================================  =====

The table also gives what one training step sends: requests (operators, uploads, ...), frames
(writes to the pipe: batches of requests), waits (round trips), forms defined and bytes, on the
pipe and on the bulk socket; and the time of one round trip through the worker with no work in
it (an answered ``stats`` request), the cost ``item()`` adds to the worker's own; and one
training step's course across the two processes (`_step_timeline`): when the client sent its
last frame, how late the worker read it, how long it took to answer, and the worker's time on
the step's frames in all.
``LUPINE_SIDECAR_BATCH``, ``LUPINE_SIDECAR_BATCH_US`` and ``LUPINE_SIDECAR_BULK`` set the
sidecar's batching and bulk socket (`lupine._sidecar._channel`).
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import torch

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # (the repository, for lupine)
import lupine


def _mlp() -> torch.nn.Module:
    torch.manual_seed(0)
    return torch.nn.Sequential(
        torch.nn.Linear(256, 512),
        torch.nn.ReLU(),
        torch.nn.Linear(512, 512),
        torch.nn.ReLU(),
        torch.nn.Linear(512, 10),
    )


def workloads(device: Any) -> dict[str, tuple[str, float, Callable[[], object]]]:
    """name -> (unit, scale to that unit per call, the call) on ``device``."""
    small = torch.zeros(1, device=device)
    scalar = torch.ones((), device=device)
    a = torch.randn(256, 256).to(device)
    host = torch.randn(256, 1024)  # 1 MiB
    remote = host.to(device)
    model = _mlp().to(device)
    x = torch.randn(64, 256).to(device)
    y = torch.randint(0, 10, (64,)).to(device)
    opt = torch.optim.Adam(model.parameters(), lr=1e-3)

    def add_small() -> None:
        for _ in range(200):
            small.add_(1)

    def item() -> None:
        for _ in range(200):
            scalar.item()

    def mm() -> None:
        for _ in range(50):
            a @ a

    def forward() -> None:
        with torch.no_grad():
            model(x)

    def step() -> None:
        opt.zero_grad()
        loss = torch.nn.functional.cross_entropy(model(x), y)
        loss.backward()
        opt.step()
        loss.item()

    return {
        "add_small": ("µs", 1e6 / 200, add_small),
        "item": ("µs", 1e6 / 200, item),
        "mm_256": ("µs", 1e6 / 50, mm),
        "upload_1mb": ("ms", 1e3, lambda: host.to(device, copy=True)),
        "download_1mb": ("ms", 1e3, lambda: remote.to("cpu", copy=True)),
        "mlp_forward": ("ms", 1e3, forward),
        "train_step": ("ms", 1e3, step),
    }


def _time(fn: Callable[[], object], sync: Callable[[], object], repeat: int = 3) -> float:
    """Best of ``repeat`` runs of ``fn``, each until ``sync`` returns (the sidecar's deferred
    operators included)."""
    fn()  # warm-up
    sync()
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        sync()
        best = min(best, time.perf_counter() - start)
    return best


STEP_PARTS = {
    "frames": "frames the step sent",
    "client": "from the step's start until the client began to send its last frame (the item)",
    "lag": "from then until the worker had read that frame",
    "last": "the worker on that frame: the step's last operators and the item, until it answered",
    "answer": "from then until the client had the answer",
    "busy": "the worker on the step's frames, in all",
    "total": "the whole step",
}


def _step_timeline(sc: Any, step: Callable[[], object], steps: int = 20) -> dict[str, float]:
    """One training step's course across the two processes, medians of ``steps`` steps, in
    µs (``frames``: a count). Each step ends with its ``item()``, so the worker is idle at the
    next one's start. The client's frames (`Channel._send`, timed here as each begins) are
    matched in order with the worker's (its ``timeline`` request: when each had been read,
    served, answered). Both clocks are ``time.perf_counter_ns``, CLOCK_MONOTONIC on Linux.
    Keys: `STEP_PARTS`."""
    sent: list[int] = []
    send = sc._send

    def timed(data: bytes, what: str) -> None:
        sent.append(time.perf_counter_ns())
        send(data, what)

    sc.synchronize()
    sc._send = timed
    spans = []
    try:
        sc._request("timeline", True, what="timeline")
        for _ in range(steps):
            begin = time.perf_counter_ns()
            step()
            spans.append((begin, time.perf_counter_ns()))
        frames = sc._request("timeline", False, what="timeline")
    finally:
        del sc._send
    sent = sent[1 : 1 + len(frames)]  # (the arming request's frame was not logged)
    parts: dict[str, list[float]] = {k: [] for k in STEP_PARTS}
    for begin, end in spans:
        mine = [k for k, t in enumerate(sent) if begin <= t <= end]
        if not mine:
            continue
        last = mine[-1]
        read, done, answered, _ = frames[last]
        answered = answered or done
        for key, value in (
            ("frames", len(mine)),
            ("client", (sent[last] - begin) / 1e3),
            ("lag", (read - sent[last]) / 1e3),
            ("last", (answered - read) / 1e3),
            ("answer", (end - answered) / 1e3),
            ("busy", sum(frames[k][1] - frames[k][0] for k in mine) / 1e3),
            ("total", (end - begin) / 1e3),
        ):
            parts[key].append(value)
    return {k: statistics.median(v) for k, v in parts.items() if v}


def _direct(device: torch.device, rounds: int, out: str | None) -> int:
    """The workloads on ``device`` in this process, medians of ``rounds``: the native and the
    LUPINE columns of ``sidecar_gpu.py``'s table."""
    sync = torch.cuda.synchronize if device.type == "cuda" else (lambda: None)
    runs = workloads(device)
    table = {}
    for name, (unit, scale, fn) in runs.items():
        value = statistics.median(_time(fn, sync) * scale for _ in range(rounds))
        table[name] = {"unit": unit, "value": value}
        print(f"{name:<14} {unit:>4} {value:>10.1f}")
    if out:
        Path(out).write_text(json.dumps({"device": str(device), "table": table}, indent=1) + "\n")
    return 0


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--standin", action="store_true", help="the stand-in runtime (no container)")
    ap.add_argument("--host", help="LUPINE server for a CUDA worker (default LUPINE_SERVER)")
    ap.add_argument("--runtime", help="container, docker, podman or nerdctl")
    ap.add_argument("--image", help="worker image (default: lupine sidecar build's tag)")
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--json", help="write every sample here")
    ap.add_argument(
        "--direct",
        metavar="DEVICE",
        help="no sidecar: time the workloads on DEVICE (cuda: natively, or under `lupine run`)",
    )
    ap.add_argument(
        "--sidecar-only",
        action="store_true",
        help="the sidecar's column alone (no direct samples on this CPU between its samples)",
    )
    args = ap.parse_args(argv)
    if args.direct:
        return _direct(torch.device(args.direct), args.rounds, args.json)
    if args.standin:
        from lupine._sidecar import standin

        bin_dir = Path(tempfile.mkdtemp(prefix="lupine-standin-"))
        standin.install(bin_dir)
        os.environ["PATH"] = f"{bin_dir}{os.pathsep}{os.environ['PATH']}"
        os.environ.setdefault("LUPINE_SIDECAR_DEVICE", "cpu")
    samples: dict[str, dict[str, list[float]]] = {}
    with lupine.sidecar(args.host, runtime=args.runtime, image=args.image) as sc:
        direct = workloads(torch.device("cpu"))
        through = workloads(sc.device())
        for _ in range(args.rounds):
            for name, (_, scale, fn) in direct.items():
                row = samples.setdefault(name, {"direct": [], "sidecar": []})
                if not args.sidecar_only:
                    row["direct"].append(_time(fn, lambda: None) * scale)
                row["sidecar"].append(_time(through[name][2], sc.synchronize) * scale)
        sc.synchronize()
        before = dict(sc.counters)
        through["train_step"][2]()
        per_step = {k: v - before.get(k, 0) for k, v in sc.counters.items() if k != "beats"}
        timeline = _step_timeline(sc, through["train_step"][2])
        # one round trip through the worker with no work in it (the stats request)
        round_trip = min(
            _time(lambda: [sc.stats() for _ in range(200)], lambda: None) for _ in range(3)
        )
        round_trip_us = round_trip / 200 * 1e6
        info = dict(sc.info)
        runtime = sc.runtime.name if sc.runtime else "?"
        mode = "deferred" if sc.defer else "sync (LUPINE_SIDECAR_SYNC=1)"
        batching = getattr(sc, "_batch", 1), getattr(sc, "_age", 0.0) * 1e6
        mode += f", batches of {batching[0]} requests or {batching[1]:.0f} us"
        mode += f", bulk socket: {info.get('bulk', 'none')}"
    print(
        f"sidecar: {runtime}, worker on {info['names'][0]}, torch {info['torch']}, {mode}; "
        f"this machine: {platform.machine()}, {os.cpu_count()} CPUs, torch {torch.__version__}"
    )
    print(f"{'workload':<14} {'unit':>4} {'direct':>10} {'sidecar':>10} {'ratio':>8}")
    table = {}
    for name, row in samples.items():
        unit = direct[name][0]
        s = statistics.median(row["sidecar"])
        if not row["direct"]:
            table[name] = {"unit": unit, "direct": None, "sidecar": s, "ratio": None}
            print(f"{name:<14} {unit:>4} {'-':>10} {s:>10.1f} {'-':>8}")
            continue
        d = statistics.median(row["direct"])
        table[name] = {"unit": unit, "direct": d, "sidecar": s, "ratio": s / d}
        print(f"{name:<14} {unit:>4} {d:>10.1f} {s:>10.1f} {s / d:>7.1f}x")
    print(
        f"one training step: {per_step['requests']} requests in {per_step.get('frames', '?')} "
        f"frames, {per_step.get('waits', '?')} waits; {per_step['sent_bytes']} bytes sent, "
        f"{per_step['received_bytes']} received"
    )
    print(f"one round trip through the worker (an empty answered request): {round_trip_us:.1f} µs")
    print("one training step's course, µs (frames: a count), medians of 20 steps:")
    for key, value in timeline.items():
        print(f"  {value:10.1f}  {STEP_PARTS[key]}")
    if args.json:
        record = {
            "date": time.strftime("%Y-%m-%d %H:%M:%S UTC", time.gmtime()),
            "machine": f"{platform.machine()}, {os.cpu_count()} CPUs",
            "runtime": runtime,
            "operators": mode,
            "worker": info,
            "torch": torch.__version__,
            "rounds": args.rounds,
            "table": table,
            "train_step_pipe": per_step,
            "train_step_timeline": timeline,
            "round_trip_us": round_trip_us,
            "samples": samples,
        }
        Path(args.json).write_text(json.dumps(record, indent=1, default=str) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
