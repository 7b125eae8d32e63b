"""Host emulator throughput on the PTX corpus (fixtures/corpus/).

    python benchmarks/emulator_corpus.py [--repeat 3] [--json out.json] [--numpy-sfu] [kernel ...]

For every corpus kernel the emulator loads, the best of `--repeat` launches (seeded inputs,
fresh each time) is timed and set against a peer measured in the same run on the same
machine: one numpy fused multiply-add (`a * b + c`, float32) over as many elements as the
launch has threads. The ratio (emulator time / peer time) is the cost of emulating the kernel
in units of one numpy elementwise pass, so it compares across machines; absolute times do not.
Kernels the emulator refuses are listed as such. `--numpy-sfu` runs the special-function unit's
numpy model (``eagle.ptx._sfu``'s reference) even where the native helper would run it.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from pathlib import Path

import numpy as np

CORPUS = Path(__file__).resolve().parents[1] / "fixtures" / "corpus"
sys.path.insert(0, str(CORPUS))

from corpus_tools import build_arrays, discover, instruction_census, pack_args  # noqa: E402


def _best(fn, repeat: int) -> float:
    best = math.inf
    for _ in range(repeat):
        t = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - t)
    return best


def _peer(threads: int, repeat: int) -> float:
    a, b, c = (np.full(threads, v, np.float32) for v in (1.5, 2.0, 0.25))
    return _best(lambda: a * b + c, repeat)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--json", type=Path)
    ap.add_argument("--numpy-sfu", action="store_true", help="the SFU model in numpy")
    ap.add_argument("only", nargs="*")
    ns = ap.parse_args(argv)
    try:
        import eagle.ptx as ptx

        host_module = ptx.HostModule
        if ns.numpy_sfu:
            from eagle.ptx import _sfu

            _sfu.use_native = False
    except (ImportError, AttributeError):
        print("eagle.ptx.HostModule is not available: nothing to measure")
        return 0
    rows: list[dict[str, object]] = []
    print(f"{'kernel':28s} {'threads':>8s} {'instr':>6s} {'emulator s':>11s} {'x numpy FMA':>12s}")
    for spec in discover():
        if ns.only and spec.kid not in ns.only and spec.kid.split("/")[1] not in ns.only:
            continue
        threads = math.prod(spec.grid) * math.prod(spec.block)
        static = sum(len(v) for v in instruction_census(spec.ptx_text()).values())
        try:
            module = host_module(spec.ptx_text(), str(spec.ptx_path))
        except ptx.UnsupportedInstruction as exc:
            rows.append({"kernel": spec.kid, "refused": str(exc)})
            print(f"{spec.kid:28s} refused: `{exc.instruction}` line {exc.line}")
            continue
        memory = getattr(module, "memory", None)

        def launch(spec=spec, module=module, memory=memory) -> None:
            arrays = build_arrays(spec)
            addr = (lambda n: memory.register(arrays[n])) if memory is not None else None
            args = [
                arrays[a.value] if a.kind == "buffer" else a.value
                for a in pack_args(spec, arrays, addr)
            ]
            module.launch(
                spec.entry,
                spec.grid,
                spec.block,
                args,
                shared_mem_bytes=spec.dynamic_shared,
                **({"cooperative": True} if spec.cooperative else {}),
            )

        try:
            seconds = _best(launch, ns.repeat)
        except Exception as exc:
            rows.append({"kernel": spec.kid, "error": f"{type(exc).__name__}: {exc}"})
            print(f"{spec.kid:28s} error: {type(exc).__name__}: {str(exc)[:80]}")
            continue
        ratio = seconds / _peer(threads, ns.repeat)
        rows.append(
            {
                "kernel": spec.kid,
                "threads": threads,
                "static_instructions": static,
                "seconds": seconds,
                "ratio_to_numpy_fma": ratio,
            }
        )
        print(f"{spec.kid:28s} {threads:8d} {static:6d} {seconds:11.4f} {ratio:12.0f}")
    timed = [r for r in rows if "seconds" in r]
    if timed:
        ratios = [float(r["ratio_to_numpy_fma"]) for r in timed]  # type: ignore[arg-type]
        total = sum(float(r["seconds"]) for r in timed)  # type: ignore[arg-type]
        geo = math.exp(sum(math.log(x) for x in ratios) / len(ratios))
        median = sorted(ratios)[len(ratios) // 2]
        print(
            f"{len(timed)} of {len(rows)} kernels timed; total {total:.3f} s; ratio to one "
            f"numpy FMA pass: geometric mean {geo:.0f}, median {median:.0f}"
        )
    if ns.json:
        ns.json.write_text(json.dumps(rows, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
