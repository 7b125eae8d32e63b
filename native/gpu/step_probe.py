"""Where the time of a step goes, natively and through LUPINE (GPU host): N steps of one of
``benchmarks/lupine/workloads.py``'s programs (its own code, run up to its timed loop), each
timed three ways, as one JSON object on stdout.

    python3 native/gpu/step_probe.py gpt2_fp16_step N
    python3 native/gpu/step_probe.py torch_item N

- ``wall_ms``: per step, the wall-clock time (the step ends with torch.cuda.synchronize());
- ``cpu_ms``: per step, the CPU time of the whole process (every thread: PyTorch's and the
  shim's sender and reader), from ``time.process_time()``;
- ``gpu_ms``: per step, the time between two CUDA events recorded at the step's start and end
  (``torch.cuda.Event(enable_timing=True)``): how long the GPU took from the step's first
  enqueued work to its last, idle gaps included.

wall close to gpu means the GPU bounds the step; wall close to cpu, the host. Run under
LUPINE_STATS with two values of N (native/gpu/stats_diff.py) for the round trips per step.
``torch_item`` times ``t.item()`` of a CUDA scalar instead (µs per call, no events)."""

from __future__ import annotations

import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from benchmarks.lupine.workloads import SNIPPETS


def setup(name: str) -> dict:
    """The workload's definitions: its snippet up to the warm-up loop."""
    code = SNIPPETS[name]
    ns: dict = {}
    exec(code[: code.index("\nfor _ in range(")], ns)
    return ns


def main() -> None:
    name, n = sys.argv[1], int(sys.argv[2])
    ns = setup(name)
    import torch

    if name == "torch_item":
        t = ns["t"]
        for _ in range(100):
            t.item()
        t0, c0 = time.perf_counter(), time.process_time()
        for _ in range(n):
            t.item()
        wall, cpu = time.perf_counter() - t0, time.process_time() - c0
        print(
            json.dumps({"name": name, "n": n, "wall_us": wall / n * 1e6, "cpu_us": cpu / n * 1e6})
        )
        return
    step = ns["step"]
    for _ in range(3):
        step()
    torch.cuda.synchronize()
    wall, cpu, gpu = [], [], []
    for _ in range(n):
        a, b = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        t0, c0 = time.perf_counter(), time.process_time()
        a.record()
        step()
        b.record()
        torch.cuda.synchronize()
        wall.append((time.perf_counter() - t0) * 1e3)
        cpu.append((time.process_time() - c0) * 1e3)
        gpu.append(a.elapsed_time(b))
    med = statistics.median
    print(
        json.dumps(
            {
                "name": name,
                "n": n,
                "wall_ms": med(wall),
                "cpu_ms": med(cpu),
                "gpu_ms": med(gpu),
                "wall_all": wall,
                "gpu_all": gpu,
            }
        )
    )


if __name__ == "__main__":
    main()
