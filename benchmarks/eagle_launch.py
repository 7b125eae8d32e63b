"""Launch overhead of eagle against cupy's RawKernel and cuda.core's ``launch()``, measured in
the same run.

    python benchmarks/eagle_launch.py [--json PATH] [--launch-loop PATH] [--plot PATH]

Each case is one call form of eagle (every call form on device arrays, eagle allocating or
``out=`` given, one or several outputs, cupy, torch, a DLPack producer), timed against peers
doing the same work: the same PTX entry, grid and arguments, the same allocations where eagle
allocates, pointers read from the same arrays, on the same stream (the legacy default stream,
which is cupy's and torch's current stream here). Every call after the first replays eagle's
bound launch for its key (eagle/loaded/_launch.py; in C where eagle's launcher is built,
eagle/loaded/_native.py: build it with ``cmake --build build/c --target eagle_launcher``, the
run says which). A ratio is the median over rounds of eagle's per-call wall time in the round
divided by the peer's in the same round; rounds alternate eagle and its peers (eagle first,
then last), so drift (clocks, other load) hits all. Targets: <= 1.0 against RawKernel and against
cuda.core, <= 1.2 for the DLPack producer against cuda.core, <= 1.0 for the numpy round trip
against ``cupy.asarray`` + RawKernel + ``cupy.asnumpy``, and each ``out=`` case on cupy and
torch <= 1.15 times the C loop of ``cuLaunchKernel``: a peer in the same rounds, the launcher's
``launch(..., count)`` making as many launches as eagle's round makes calls, in this process,
on the same arrays and stream, with the parameters packed once (so that the state of this
process, its core and its caches, is the same for both; on the H200 the spread between rounds
is some 10 %, and a Python process's launches ran 1.1-1.5x slower than a loop in a process of
its own while eagle stayed within 0.1 µs of cupy's binding called directly).

Cases (gravity on (3, n) float64 bodies unless named):

- cupy, eagle allocates; cupy, ``out=``; cupy, two outputs (divmod on int32), eagle
  allocating and ``out=(q, r)``;
- torch CUDA tensors, eagle allocates (peers allocate with ``torch.empty``); ``out=``;
- a DLPack producer (an object with only ``__dlpack__``/``__dlpack_device__`` over a cupy
  array), eagle allocates; the cuda.core peer imports it with ``StridedMemoryView`` each call
  (RawKernel cannot take it);
- numpy (3, 16) round trip.

Beside the targets, for information: eagle's cupy ``out=`` case against cupy's
``cuLaunchKernel`` binding called directly with the parameters packed once (the least a Python
caller does per launch with cupy; eagle's own cost is the difference).

The cuda.core peers need ``cuda.core`` (cuda-python); without it they are left out with the
reason; the C loop needs eagle's launcher built. ``--launch-loop PATH`` (the
``lupine-launch-loop`` program the native build makes, or ``cc -O2
native/bench/launch_loop.c -ldl``) adds, for information, the same loop in a process of its
own (``C loop, own process``). Needs a CUDA device.
"""

from __future__ import annotations

import argparse
import datetime
import json
import math
import platform
import statistics
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

MU = 3.986004418e14


def per_call(fn: Callable[[], object], sync: Callable[[], None], calls: int) -> float:
    sync()
    t0 = time.perf_counter()
    for _ in range(calls):
        fn()
    sync()
    return (time.perf_counter() - t0) / calls


@dataclass
class Peer:
    name: str  # "RawKernel", "cuda.core", "C loop", ...
    fn: Callable[[], object] | None
    target: float
    timed: Callable[[int], float] | None = None  # calls -> seconds per call, timed itself


def compare(
    case: str,
    eagle: Callable[[], object],
    peers: list[Peer],
    sync: Callable[[], None],
    calls: int,
    rounds: int,
) -> list[dict[str, object]]:
    """One row per peer: eagle's and the peer's median per-call time over interleaved rounds,
    and the ratio, the median over rounds of eagle's time in a round over the peer's in the
    same round (the two measured one right after the other, eagle first in even rounds and
    last in odd ones, so that a slow spell of the machine, which on the H200 lasts a few
    rounds, weighs on both; the per-round ratios are kept in the record)."""
    for _ in range(3):  # warm: module load, allocator pools, the bound launch
        eagle()
        for p in peers:
            if p.fn is not None:
                p.fn()
    e_times: list[float] = []
    p_times: list[list[float]] = [[] for _ in peers]

    def peer_round() -> None:
        for times, p in zip(p_times, peers, strict=True):
            if p.timed is not None:
                times.append(p.timed(calls))
            else:
                assert p.fn is not None
                times.append(per_call(p.fn, sync, calls))

    for r in range(rounds):
        if r % 2:
            peer_round()
        e_times.append(per_call(eagle, sync, calls))
        if not r % 2:
            peer_round()
        print(f"\r  {case}: round {r + 1}/{rounds}", end="", file=sys.stderr, flush=True)
    print(file=sys.stderr)
    e = statistics.median(e_times)
    rows = []
    for times, p in zip(p_times, peers, strict=True):
        t = statistics.median(times)
        ratios = [a / b for a, b in zip(e_times, times, strict=True)]
        ratio = statistics.median(ratios)
        rows.append(
            {
                "case": case,
                "peer": p.name,
                "eagle_us": e * 1e6,
                "peer_us": t * 1e6,
                "ratio": ratio,
                "round_ratios": [round(q, 4) for q in ratios],
                "target": p.target,
                "met": ratio <= p.target,
            }
        )
    return rows


class DLPackOnly:
    """A producer that speaks only DLPack (as Warp, JAX or a user's own array type do)."""

    def __init__(self, array: Any) -> None:
        self._a = array

    def __dlpack__(self, **kwargs: Any) -> Any:
        return self._a.__dlpack__(**kwargs)

    def __dlpack_device__(self) -> Any:
        return self._a.__dlpack_device__()


def cuda_core() -> tuple[Any, str]:
    """(namespace of the cuda.core names used, "") or (None, why it is missing)."""
    try:
        try:
            from cuda.core import Device, LaunchConfig, ObjectCode, launch
            from cuda.core.utils import StridedMemoryView
        except ImportError:
            from cuda.core.experimental import (  # type: ignore[no-redef]
                Device,
                LaunchConfig,
                ObjectCode,
                launch,
            )
            from cuda.core.experimental.utils import (  # type: ignore[no-redef]
                StridedMemoryView,
            )
        dev = Device()
        dev.set_current()
        # StridedMemoryView.from_dlpack where it exists (its constructor is deprecated)
        view_of = getattr(StridedMemoryView, "from_dlpack", StridedMemoryView)
        ns = {
            "view_of": staticmethod(view_of),
            "dev": dev,
            "stream": dev.default_stream,  # the legacy default stream, as eagle's here
            "LaunchConfig": LaunchConfig,
            "ObjectCode": ObjectCode,
            "launch": launch,
            "StridedMemoryView": StridedMemoryView,
        }
        return type("CudaCore", (), ns), ""
    except Exception as e:  # cuda.core absent, or an API other than the one written for
        return None, f"{type(e).__name__}: {e}"


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--json", type=Path, help="write the results here")
    ap.add_argument("--plot", type=Path, help="a bar chart of the ratios (needs matplotlib)")
    ap.add_argument("--calls", type=int, default=2000)
    ap.add_argument("--rounds", type=int, default=15)
    ap.add_argument("--n", type=int, default=1024, help="bodies for the device cases")
    ap.add_argument(
        "--launch-loop", type=Path, help="lupine-launch-loop: the C loop, a peer of the out= cases"
    )
    args = ap.parse_args()

    import cupy

    from eagle import LoadedVector
    from eagle._fixtures import fixtures_dir

    block = 256
    n = args.n
    grid = (n + block - 1) // block
    kernels: dict[str, Any] = {}
    raw: dict[str, Any] = {}
    for name in ("gravity", "divmod"):
        path = fixtures_dir() / f"{name}.ptx"
        kernels[name] = LoadedVector(path)
        module = cupy.cuda.function.Module()
        module.load(path.read_bytes() + b"\0")
        raw[name] = (module, module.get_function(name))
    gravity, divmod = kernels["gravity"], kernels["divmod"]
    g_raw, d_raw = raw["gravity"][1], raw["divmod"][1]
    mu, count, count32 = np.float64(MU), np.uint64(n), np.uint32(n)
    core, why = cuda_core()
    if core is not None:
        g_core = core.ObjectCode.from_ptx((fixtures_dir() / "gravity.ptx").read_bytes())
        g_core = g_core.get_kernel("gravity")
        d_core = core.ObjectCode.from_ptx((fixtures_dir() / "divmod.ptx").read_bytes())
        d_core = d_core.get_kernel("divmod")
        config = core.LaunchConfig(grid=grid, block=block)
    else:
        print(f"  cuda.core peers left out: {why}", file=sys.stderr)

    rng = np.random.default_rng(0)
    x_np = rng.uniform(6.6e6, 4.2e7, (3, n))
    x = cupy.asarray(x_np)
    o = cupy.empty((3, n))
    a = cupy.asarray(rng.integers(-1000, 1000, n, dtype=np.int32))
    b = cupy.asarray(rng.integers(1, 50, n, dtype=np.int32))
    q, r = cupy.empty(n, np.int32), cupy.empty(n, np.int32)
    sync = cupy.cuda.get_current_stream().synchronize
    name = cupy.cuda.runtime.getDeviceProperties(0)["name"].decode()
    from eagle.loaded import _native

    launcher = _native.path or "not built (the Python replay)"
    print(
        f"eagle vs RawKernel and cuda.core, {name}; eagle's C launcher: {launcher}", file=sys.stderr
    )

    def u64(p: int) -> Any:
        return np.uint64(p)

    # RawKernel takes cupy arrays as they are (its own fastest form); other memory as pointers
    def g_raw_into(xp: Any, op: Any) -> None:
        g_raw((grid, 1, 1), (block, 1, 1), (xp, op, mu, count))

    def g_core_into(xp: Any, op: Any) -> None:
        core.launch(core.stream, config, g_core, u64(xp), u64(op), mu, count)

    def d_raw_into(qq: Any, rr: Any) -> None:
        d_raw((grid, 1, 1), (block, 1, 1), (a, b, qq, rr, count32))

    def d_core_into(qp: int, rp: int) -> None:
        core.launch(
            core.stream, config, d_core, u64(a.data.ptr), u64(b.data.ptr), u64(qp), u64(rp),
            count32,
        )  # fmt: skip

    cases: list[tuple[str, Callable[[], object], list[Peer]]] = []
    own_process = _c_loop(args.launch_loop, fixtures_dir() / "gravity.ptx", n)

    def add(
        case: str,
        eagle: Callable[[], object],
        raw_fn: Any,
        core_fn: Any,
        loop: tuple[int, int] | None = None,
    ) -> None:
        peers = [Peer("RawKernel", raw_fn, 1.0)] if raw_fn is not None else []
        if core is not None and core_fn is not None:
            peers.append(Peer("cuda.core", core_fn, 1.2 if raw_fn is None else 1.0))
        if loop is not None and _native.launcher is not None:  # gravity's (position, accel)
            here = _c_loop_here(g_raw.ptr, loop, n, grid, block, sync)
            peers.append(Peer("C loop", None, 1.15, here))
            if own_process is not None:
                peers.append(Peer("C loop, own process", None, float("inf"), own_process))
        cases.append((case, eagle, peers))

    def raw_alloc() -> object:
        out = cupy.empty((3, n))
        g_raw_into(x, out)
        return out

    def core_alloc() -> object:
        out = cupy.empty((3, n))
        g_core_into(x.data.ptr, out.data.ptr)
        return out

    add(
        f"cupy (3, {n}), eagle allocates",
        lambda: gravity(position=x, mu=MU),
        raw_alloc,
        core_alloc,
    )
    add(
        f"cupy (3, {n}), out=",
        lambda: gravity(position=x, mu=MU, out=o),
        lambda: g_raw_into(x, o),
        lambda: g_core_into(x.data.ptr, o.data.ptr),
        (x.data.ptr, o.data.ptr),
    )

    def two_raw_alloc() -> object:
        qq, rr = cupy.empty(n, np.int32), cupy.empty(n, np.int32)
        d_raw_into(qq, rr)
        return qq, rr

    def two_core_alloc() -> object:
        qq, rr = cupy.empty(n, np.int32), cupy.empty(n, np.int32)
        d_core_into(qq.data.ptr, rr.data.ptr)
        return qq, rr

    add(
        f"cupy ({n},), two outputs, eagle allocates",
        lambda: divmod(a=a, b=b),
        two_raw_alloc,
        two_core_alloc,
    )
    add(
        f"cupy ({n},), two outputs, out=",
        lambda: divmod(a=a, b=b, out=(q, r)),
        lambda: d_raw_into(q, r),
        lambda: d_core_into(q.data.ptr, r.data.ptr),
    )

    try:
        import torch
    except ImportError:
        torch = None
    if torch is not None and torch.cuda.is_available():
        x_t = torch.from_numpy(x_np).cuda()
        from eagle.interop import _torch_abi

        reads = "found" if _torch_abi.find() else "none (tensors read through Python)"
        found = "found" if _torch_abi.stream() else "none (torch._C._cuda_getCurrentRawStream)"
        print(f"torch's C functions for the launcher: {reads}; stream: {found}", file=sys.stderr)
        o_t = torch.empty((3, n), dtype=torch.float64, device="cuda")

        def torch_alloc(into: Callable[[Any, Any], None]) -> Callable[[], object]:
            def fn() -> object:
                out = torch.empty((3, n), dtype=torch.float64, device="cuda")
                into(u64(x_t.data_ptr()), u64(out.data_ptr()))
                return out

            return fn

        add(
            f"torch (3, {n}), eagle allocates",
            lambda: gravity(position=x_t, mu=MU),
            torch_alloc(g_raw_into),
            torch_alloc(g_core_into),
        )
        add(
            f"torch (3, {n}), out=",
            lambda: gravity(position=x_t, mu=MU, out=o_t),
            lambda: g_raw_into(u64(x_t.data_ptr()), u64(o_t.data_ptr())),
            lambda: g_core_into(x_t.data_ptr(), o_t.data_ptr()),
            (x_t.data_ptr(), o_t.data_ptr()),
        )

    producer = DLPackOnly(x)

    def core_dlpack() -> object:
        view = core.view_of(producer, stream_ptr=1)  # 1: the legacy default stream
        out = cupy.empty((3, n))
        g_core_into(view.ptr, out.data.ptr)
        return out

    add(
        f"DLPack producer (3, {n}), eagle allocates",
        lambda: gravity(position=producer, mu=MU),
        None,
        core_dlpack,
    )

    results: list[dict[str, object]] = []
    for case, eagle, peers in cases:
        if peers:
            results += compare(case, eagle, peers, sync, args.calls, args.rounds)

    small = rng.uniform(6.6e6, 4.2e7, (3, 16))

    def peer_roundtrip() -> object:
        d = cupy.asarray(small)
        out = cupy.empty((3, 16))
        g_raw((1, 1, 1), (block, 1, 1), (d, out, mu, np.uint64(16)))
        return cupy.asnumpy(out)

    results += compare(
        "numpy (3, 16) round trip",
        lambda: gravity(position=small, mu=MU),
        [Peer("cupy.asarray + RawKernel + asnumpy", peer_roundtrip, 1.0)],
        sync,
        max(args.calls // 4, 100),
        args.rounds,
    )

    # Python's floor on this machine: cupy's cuLaunchKernel binding called directly with the
    # parameters packed once (no check, no lookup), on the stream eagle's cupy out= case uses;
    # eagle's own cost per call is its time less this one (information, not a target)
    import ctypes
    import struct

    from cupy_backends.cuda.api import driver

    packed = ctypes.create_string_buffer(32)
    struct.pack_into("<QQdQ", packed, 0, x.data.ptr, o.data.ptr, MU, n)
    slots = (ctypes.c_void_p * 4)(*[ctypes.addressof(packed) + 8 * i for i in range(4)])
    floor_args = (g_raw.ptr, grid, 1, 1, block, 1, 1, 0)
    get_stream = cupy.cuda.get_current_stream

    def floor_launch() -> None:
        driver.launchKernel(*floor_args, get_stream(0).ptr, ctypes.addressof(slots), 0)

    floors = compare(
        f"cupy (3, {n}), out= vs its floor",
        lambda: gravity(position=x, mu=MU, out=o),
        [Peer("launchKernel, packed once", floor_launch, float("inf"))],
        sync,
        args.calls,
        args.rounds,
    )

    props = cupy.cuda.runtime.getDeviceProperties(0)
    record = {
        "date": datetime.datetime.now(datetime.UTC).isoformat(timespec="seconds"),
        "device": props["name"].decode(),
        "driver": cupy.cuda.runtime.driverGetVersion(),
        "cupy": cupy.__version__,
        "torch": getattr(torch, "__version__", None),
        "cuda.core": why or "present",
        "python": platform.python_version(),
        "eagle_launcher": launcher,
        "stream": "legacy default stream for eagle and every peer",
        "calls_per_round": args.calls,
        "rounds": args.rounds,
        "results": results,
    }
    print(f"\n{'case':<42} {'peer':<19} {'eagle µs':>9} {'peer µs':>9} {'ratio':>6} {'target':>7}")
    for row in results:
        peer = str(row["peer"])[:19]
        print(
            f"{row['case']:<42} {peer:<19} {row['eagle_us']:>9.2f} {row['peer_us']:>9.2f} "
            f"{row['ratio']:>6.2f} "
            + (  # an infinite target: a peer for information
                f"{'<= ' + str(row['target']):>7} {'met' if row['met'] else 'MISSED'}"
                if math.isfinite(float(row["target"]))
                else f"{'':>7} information"
            )
        )
    floor = floors[0]
    record["python_floor"] = floor
    print(
        f"{'floor: cupy launchKernel, packed once (gravity)':<53} {floor['peer_us']:>9.2f}"
        f"  eagle out= {floor['eagle_us']:.2f} µs, {floor['eagle_us'] - floor['peer_us']:.2f} µs "
        "over it (information)"
    )
    if args.json:
        args.json.write_text(json.dumps(record, indent=2) + "\n")
    if args.plot:
        plot(results, args.plot, record)
    return 0


def _c_loop_here(
    function: int,
    pointers: tuple[int, int],
    n: int,
    grid: int,
    block: int,
    sync: Callable[[], None],
) -> Callable[[int], float]:
    """``calls -> seconds per launch``: that many ``cuLaunchKernel`` calls of gravity on
    ``pointers`` (position, accel) in a C loop (eagle's launcher's ``launch`` with a count,
    the GIL released once), on the legacy default stream, the parameters packed once."""
    import ctypes
    import struct

    from eagle.loaded import _cuda, _native

    launcher = _native.launcher
    assert launcher is not None
    packed = ctypes.create_string_buffer(32)
    struct.pack_into("<QQdQ", packed, 0, *pointers, MU, n)
    slots = (ctypes.c_void_p * 4)(*[ctypes.addressof(packed) + 8 * i for i in range(4)])
    address = _cuda.launch_kernel_address()

    def timed(calls: int) -> float:
        sync()
        t0 = time.perf_counter()
        launcher.launch(address, function, grid, 1, 1, block, 1, 1, 0, 0,
                        ctypes.addressof(slots), 0, calls)  # fmt: skip
        sync()
        _ = (packed, slots)  # alive while the loop runs
        return (time.perf_counter() - t0) / calls

    return timed


def _c_loop(program: Path | None, ptx: Path, n: int) -> Callable[[int], float] | None:
    """``calls -> seconds per launch``: the C loop of ``cuLaunchKernel`` on gravity
    (native/bench/launch_loop.c) run for that many launches, one round, in its own process
    (its start and context creation are not timed); ``None`` without the program."""
    if program is None:
        return None
    import subprocess

    def timed(calls: int) -> float:
        done = subprocess.run(
            [str(program), str(ptx), str(n), str(calls), "1"],
            capture_output=True,
            text=True,
            timeout=120,
            check=True,
        )
        return float(json.loads(done.stdout.strip().splitlines()[-1])["launch_us"]) * 1e-6

    return timed


def plot(results: list[dict[str, Any]], path: Path, record: dict[str, Any]) -> None:
    """A horizontal bar per (case, peer): eagle's time over the peer's, the target marked."""
    try:
        import matplotlib
    except ImportError:
        print("  plot left out: matplotlib is not installed", file=sys.stderr)
        return
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    labels = [f"{r['case']} / {r['peer']}" for r in results]
    ratios = [r["ratio"] for r in results]
    colors = ["tab:green" if r["met"] else "tab:red" for r in results]
    fig, ax = plt.subplots(figsize=(9, 0.4 * len(results) + 1.2))
    ax.barh(labels, ratios, color=colors)
    for i, r in enumerate(results):
        if math.isfinite(r["target"]):
            ax.plot([r["target"]] * 2, [i - 0.4, i + 0.4], color="black", lw=1)
    ax.invert_yaxis()
    ax.set_xlabel("eagle time / peer time (target: black line)")
    ax.set_title(f"eagle launch overhead, {record['device']}, {record['date'][:10]}")
    fig.tight_layout()
    fig.savefig(path, dpi=120)


if __name__ == "__main__":
    sys.exit(main())
