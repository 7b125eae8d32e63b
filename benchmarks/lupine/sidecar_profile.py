"""Where the sidecar's time per operation goes: the client's side and the worker's side of
`sidecar.py`'s workloads, each measured alone and profiled with cProfile.

    python benchmarks/lupine/sidecar_profile.py [--workloads add_small,train_step] [--calls 20]
        [--top 15] [--json out.json]

Runs the stand-in runtime with a CPU worker (as ``sidecar.py --standin``), then per workload:

- **client**: the workload with the pipe's writes dropped (`Channel._send` does nothing), so
  the time is this process's own per operation: PyTorch's dispatch to `RemoteTensor`, the
  arguments' encoding, planning, the records. An ``item()`` (the training step's
  ``loss.item()`` too) is answered here at once with 0.5 (its request is made, not sent);
  downloads cannot run so and are skipped.
- **worker**: every frame the client sent (from the session's start, so that the worker's
  tensors exist), replayed into a `lupine._sidecar.worker.Worker` in this process; the time
  is the frames of the measured calls: decoding records, looking tensors up, running the
  operators (on this CPU), storing results.
- **round trip**: the workload through the live worker, until it has finished, as
  `sidecar.py` times it.

Each line gives microseconds or milliseconds per call (the workload's unit), the best of 5
runs without the profiler, and then the ``--top`` functions by own time under cProfile
(whose overhead inflates small functions). Bulk transfers are off (``LUPINE_SIDECAR_BULK=0``)
so that every byte is in the replayed frames.
"""

from __future__ import annotations

import argparse
import cProfile
import functools
import io
import json
import os
import pstats
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # (the repository, for lupine)
sys.path.insert(0, str(Path(__file__).resolve().parent))  # (sidecar.py, for its workloads)
import sidecar as bench

import lupine
from lupine._sidecar import _channel, standin
from lupine._sidecar.worker import Worker, serve_frame

ANSWERED = {"download_1mb"}  # (it waits for a reply with bytes: no client measure)


def _best(fn: Callable[[], object], repeat: int = 5) -> float:
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - start)
    return best


def _profile(fn: Callable[[], object], top: int) -> str:
    prof = cProfile.Profile()
    prof.enable()
    fn()
    prof.disable()
    out = io.StringIO()
    pstats.Stats(prof, stream=out).sort_stats("tottime").print_stats(top)
    lines = out.getvalue().splitlines()
    start = next((k for k, line in enumerate(lines) if "ncalls" in line), 0)
    return "\n".join(lines[start:]).rstrip()


def _replay(worker: Worker, frames: list[bytes]) -> None:
    replies: list[Any] = []
    for frame in frames:
        serve_frame(worker, frame, replies.append)


def _dropped(data: bytes, what: str) -> None:
    """`Channel._send` that sends nothing (the client's time alone)."""


def _answered_here(request: Callable[..., Any]) -> Callable[..., Any]:
    """`Channel._request` for the client's measure: an ``item`` request is queued and flushed
    (to `_dropped`) as it would be, then answered 0.5 at once; others as ``request``."""

    def answer(verb: str, *operands: Any, what: str) -> Any:
        if verb != "item":
            return request(verb, *operands, what=what)
        sc = request.__self__  # type: ignore[attr-defined]
        with sc._lock:
            sc._enqueue(verb, operands, answered=True)
            sc._flush(what)
        return 0.5

    return answer


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--workloads", default="add_small,mm_256,mlp_forward,train_step,item")
    ap.add_argument("--calls", type=int, default=20, help="calls of a workload per sample")
    ap.add_argument("--top", type=int, default=15)
    ap.add_argument("--json", help="write the times here")
    args = ap.parse_args(argv)
    names = [n for n in args.workloads.split(",") if n]
    bin_dir = Path(tempfile.mkdtemp(prefix="lupine-standin-"))
    standin.install(bin_dir)
    os.environ["PATH"] = f"{bin_dir}{os.pathsep}{os.environ['PATH']}"
    os.environ.setdefault("LUPINE_SIDECAR_DEVICE", "cpu")
    os.environ["LUPINE_SIDECAR_BULK"] = "0"
    sent: list[bytes] = []
    real_send = _channel.Channel._send

    def recording(self: Any, data: bytes, what: str) -> None:
        sent.append(data)
        real_send(self, data, what)

    _channel.Channel._send = recording  # type: ignore[method-assign]
    results: dict[str, dict[str, float]] = {}
    reports: list[str] = []
    with lupine.sidecar() as sc:
        runs = bench.workloads(sc.device())
        spans: dict[str, tuple[int, int]] = {}
        for name in names:
            unit, scale, fn = runs[name]
            calls = args.calls

            def many(fn: Callable[[], object] = fn, calls: int = calls) -> None:
                for _ in range(calls):
                    fn()

            fn()
            sc.synchronize()
            row = results.setdefault(name, {})

            def synced(many: Callable[[], None] = many) -> None:
                many()
                sc.synchronize()

            row["round_trip"] = _best(synced) / calls * scale
            begin = len(sent)
            many()
            sc.synchronize()
            spans[name] = (begin, len(sent))
        # last (what it sends never reaches the worker, whose state the session then lost)
        sc._send = _dropped  # type: ignore[method-assign]
        sc._request = _answered_here(sc._request)  # type: ignore[method-assign]
        for name in names:
            if name not in ANSWERED:

                def loop(fn: Callable[[], object] = runs[name][2]) -> None:
                    for _ in range(args.calls):
                        fn()

                results[name]["client"] = _best(loop) / args.calls * runs[name][1]
                text = _profile(loop, args.top)
                reports.append(f"== {name}: client, {args.calls} calls\n{text}")
        sc._unanswered = False  # (nothing to wait for: leaving stops the worker)
        frames = sent[1:]  # (the first is the start-up message)
    for name in names:
        unit, scale, _ = runs[name]
        begin, end = (k - 1 for k in spans[name])
        chunk = frames[begin:end]
        worker = Worker("cpu")
        _replay(worker, frames[:begin])
        state = dict(worker.tensors)
        results[name]["worker"] = float("inf")
        for _ in range(5):  # (each run from the same state: the workloads write in place)
            worker.tensors = dict(state)
            worker.deferred = None
            took = _best(functools.partial(_replay, worker, chunk), repeat=1)
            results[name]["worker"] = min(results[name]["worker"], took / args.calls * scale)
        worker.tensors = dict(state)
        text = _profile(functools.partial(_replay, worker, chunk), args.top)
        reports.append(f"== {name}: worker, {args.calls} calls ({end - begin} frames)\n{text}")
    print(f"{'workload':<14} {'unit':>4} {'client':>9} {'worker':>9} {'round trip':>11}")
    for name, row in results.items():
        unit = runs[name][0]
        client = f"{row['client']:9.1f}" if "client" in row else f"{'-':>9}"
        print(f"{name:<14} {unit:>4} {client} {row['worker']:9.1f} {row['round_trip']:11.1f}")
    print("\n" + "\n\n".join(reports))
    if args.json:
        Path(args.json).write_text(json.dumps(results, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
