#!/usr/bin/env python3
"""NVIDIA's CUDA samples, natively and through LUPINE, on the GPU host: the samples table.

    python3 native/gpu/cuda_samples.py --src SAMPLES --build DIR --out DIR \
        [--lupine-dir BUILD/lupine --server HOST:PORT] [--trace-dir BUILD/lupine/trace] \
        [--only a,b] [--jobs 16] [--budget SECONDS]

``SAMPLES`` is a checkout of the public NVIDIA/cuda-samples repository (its ``Samples/`` and
``Common/``), fetched where this runs and never committed. Each selected sample is configured
and built with its own CMake file and the machine's nvcc (the architecture list is narrowed
to the local GPU's, written into the checkout's CMake files), then run, from its source
folder (where its data files are), in up to three modes:

- ``native``: the real driver;
- ``trace``: the real driver under LUPINE's tracer (``--trace-dir``): which driver calls the
  sample makes; the per-function counts are summed into ``trace-summary.txt``;
- ``lupine``: the shim first on ``LD_LIBRARY_PATH`` and ``LUPINE_SERVER`` set.

A run passes when it exits 0 without printing ``FAIL``; it is waived when it exits 2 (the
samples' ``EXIT_WAIVED``) or says it waives. The verdict compares LUPINE with native: ``ok``
(both pass), ``refused`` (LUPINE refused mapped or managed memory with its clear error, the
only failure the issue allows), ``FAIL`` (native passes, LUPINE does not), ``n/a`` (native
does not pass). Writes ``samples.md`` (the table), ``samples.json`` and the logs. Exit status 1
when any verdict is FAIL. Only the Python standard library is used.
"""

from __future__ import annotations

import argparse
import concurrent.futures as cf
import json
import os
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

# (category folder, sample, arguments). Every sample of the categories carried whose
# build needs nothing beyond the CUDA toolkit (no OpenGL, EGL, MPI, NvSci or FreeImage).
SAMPLES: list[tuple[str, str, list[str]]] = [
    *[
        ("0_Introduction", s, [])
        for s in [
            "UnifiedMemoryStreams",
            "asyncAPI",
            "clock",
            "clock_nvrtc",
            "cudaOpenMP",
            "fp16ScalarProduct",
            "matrixMul",
            "matrixMulDrv",
            "matrixMulDynlinkJIT",
            "matrixMul_nvrtc",
            "mergeSort",
            "simpleAWBarrier",
            "simpleAssert",
            "simpleAssert_nvrtc",
            "simpleAtomicIntrinsics",
            "simpleAtomicIntrinsics_nvrtc",
            "simpleAttributes",
            "simpleCallback",
            "simpleCooperativeGroups",
            "simpleCubemapTexture",
            "simpleDrvRuntime",
            "simpleHyperQ",
            "simpleIPC",
            "simpleLayeredTexture",
            "simpleMultiCopy",
            "simpleMultiGPU",
            "simpleOccupancy",
            "simpleP2P",
            "simplePitchLinearTexture",
            "simplePrintf",
            "simpleStreams",
            "simpleSurfaceWrite",
            "simpleTemplates",
            "simpleTexture",
            "simpleTextureDrv",
            "simpleVoteIntrinsics",
            "simpleZeroCopy",
            "systemWideAtomics",
            "template",
            "vectorAdd",
            "vectorAddDrv",
            "vectorAddMMAP",
            "vectorAdd_nvrtc",
        ]
    ],
    ("1_Utilities", "deviceQuery", []),
    ("1_Utilities", "deviceQueryDrv", []),
    ("1_Utilities", "topologyQuery", []),
    *[
        ("2_Concepts_and_Techniques", s, [])
        for s in [
            "MC_EstimatePiInlineP",
            "MC_EstimatePiInlineQ",
            "MC_EstimatePiP",
            "MC_EstimatePiQ",
            "MC_SingleAsianOptionP",
            "convolutionSeparable",
            "convolutionTexture",
            "eigenvalues",
            "histogram",
            "inlinePTX",
            "inlinePTX_nvrtc",
            "interval",
            "radixSortThrust",
            "reduction",
            "reductionMultiBlockCG",
            "scalarProd",
            "scan",
            "shfl_scan",
            "sortingNetworks",
            "streamOrderedAllocation",
            "streamOrderedAllocationIPC",
            "streamOrderedAllocationP2P",
            "threadFenceReduction",
            "threadMigration",
        ]
    ],
    *[
        ("3_CUDA_Features", s, [])
        for s in [
            "StreamPriorities",
            "bf16TensorCoreGemm",
            "binaryPartitionCG",
            "cdpAdvancedQuicksort",
            "cdpBezierTessellation",
            "cdpQuadtree",
            "cdpSimplePrint",
            "cdpSimpleQuicksort",
            "cudaCompressibleMemory",
            "cudaTensorCoreGemm",
            "dmmaTensorCoreGemm",
            "globalToShmemAsyncCopy",
            "graphConditionalNodes",
            "graphMemoryFootprint",
            "graphMemoryNodes",
            "immaTensorCoreGemm",
            "jacobiCudaGraphs",
            "memMapIPCDrv",
            "newdelete",
            "ptxjit",
            "simpleCudaGraphs",
            "tf32TensorCoreGemm",
            "warpAggregatedAtomicsCG",
        ]
    ],
    *[
        ("4_CUDA_Libraries", s, [])
        for s in [
            "MersenneTwisterGP11213",
            "batchCUBLAS",
            "conjugateGradient",
            "conjugateGradientCudaGraphs",
            "conjugateGradientMultiBlockCG",
            "conjugateGradientPrecond",
            "conjugateGradientUM",
            "cuSolverDn_LinearSolver",
            "cuSolverRf",
            "cuSolverSp_LinearSolver",
            "cuSolverSp_LowlevelCholesky",
            "cuSolverSp_LowlevelQR",
            "jitLto",
            "lineOfSight",
            "matrixMulCUBLAS",
            "simpleCUBLAS",
            "simpleCUBLASXT",
            "simpleCUBLAS_LU",
            "simpleCUFFT",
            "simpleCUFFT_callback",
        ]
    ],
]

ARCH_LINE = re.compile(r"set\(CMAKE_CUDA_ARCHITECTURES [^)]*\)")
# What LUPINE prints when it refuses memory a remote GPU cannot reach (native/shim/memory.c).
REFUSAL = re.compile(r"lupine: .*(mapped|managed)", re.IGNORECASE)


def local_arch() -> str:
    """The local GPU's compute capability as CMake wants it (``90`` on an H200)."""
    try:
        out = subprocess.run(
            ["nvidia-smi", "--query-gpu=compute_cap", "--format=csv,noheader"],
            capture_output=True,
            text=True,
            timeout=30,
        ).stdout.split()
        return out[0].replace(".", "") if out else "90"
    except (OSError, subprocess.SubprocessError):
        return "90"


def build_one(src: Path, build: Path, cat: str, name: str, arch: str) -> tuple[str, bool, str]:
    sdir = src / "Samples" / cat / name
    cm = sdir / "CMakeLists.txt"
    text = cm.read_text()
    cm.write_text(ARCH_LINE.sub(f"set(CMAKE_CUDA_ARCHITECTURES {arch})", text))
    bdir = build / name
    gen = ["-G", "Ninja"] if shutil.which("ninja") else []
    log = []
    for cmd in (
        ["cmake", "-S", str(sdir), "-B", str(bdir), *gen, "-DCMAKE_BUILD_TYPE=Release"],
        ["cmake", "--build", str(bdir), "-j", "4"],
    ):
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=600)
        log.append(p.stdout[-3000:] + p.stderr[-3000:])
        if p.returncode:
            return name, False, "\n".join(log)
    return name, (bdir / name).is_file(), "\n".join(log)


def verdict_of(rc: int | None, out: str) -> str:
    if rc is None:
        return "timeout"
    if rc == 2 or re.search(r"waiv", out, re.IGNORECASE):
        return "waived"
    if rc == 0 and "FAIL" not in out:
        return "pass"
    return "fail"


def run_one(exe: Path, cwd: Path, args: list[str], env: dict[str, str], timeout: float) -> dict:
    t0 = time.monotonic()
    try:
        p = subprocess.run(
            [str(exe), *args],
            cwd=cwd,
            env=env,
            stdin=subprocess.DEVNULL,
            capture_output=True,
            timeout=timeout,
        )
        out = (p.stdout + p.stderr).decode("utf-8", "replace")
        rc: int | None = p.returncode
    except subprocess.TimeoutExpired as e:
        out = ((e.stdout or b"") + (e.stderr or b"")).decode("utf-8", "replace")
        rc = None
    return {
        "rc": rc,
        "status": verdict_of(rc, out),
        "seconds": round(time.monotonic() - t0, 2),
        "tail": out[-1500:],
    }


def compare(native: dict | None, lupine: dict | None) -> str:
    if not native or not lupine:
        return "-"
    if native["status"] != "pass":
        return "n/a"
    if lupine["status"] == "pass":
        return "ok"
    if REFUSAL.search(lupine["tail"]):
        return "refused"
    return "FAIL"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--src", required=True, type=Path)
    ap.add_argument("--build", required=True, type=Path)
    ap.add_argument("--out", required=True, type=Path)
    ap.add_argument("--lupine-dir", type=Path, help="folder of the shim libcuda.so.1")
    ap.add_argument("--server", help="LUPINE_SERVER for the lupine runs")
    ap.add_argument("--trace-dir", type=Path, help="folder of the tracer libcuda.so.1")
    ap.add_argument("--only", help="comma list of sample names")
    ap.add_argument("--modes", default="native,lupine", help="native,trace,lupine")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 4)
    ap.add_argument("--timeout", type=float, default=120)
    ap.add_argument(
        "--budget", type=float, default=1e9, help="seconds after the build; no new run after it"
    )
    args = ap.parse_args(argv)
    t_start = time.monotonic()
    args.out.mkdir(parents=True, exist_ok=True)
    chosen = [s for s in SAMPLES if not args.only or s[1] in args.only.split(",")]
    chosen = [s for s in chosen if (args.src / "Samples" / s[0] / s[1]).is_dir()]
    arch = local_arch()
    print(f"[samples] building {len(chosen)} samples for sm_{arch}, {args.jobs} jobs", flush=True)
    built: dict[str, bool] = {}
    with (
        cf.ThreadPoolExecutor(max(1, args.jobs // 4)) as pool,
        (args.out / "build-logs.txt").open("w") as blog,
    ):
        futs = [pool.submit(build_one, args.src, args.build, c, n, arch) for c, n, _ in chosen]
        for i, f in enumerate(cf.as_completed(futs), 1):
            try:
                name, ok, log = f.result()
            except Exception as e:  # a hung or broken build is that sample's row
                name, ok, log = "?", False, repr(e)
            built[name] = ok
            if not ok:
                blog.write(f"==== {name}\n{log}\n")
            print(
                f"[samples] built {i}/{len(chosen)} {name}: {'ok' if ok else 'FAILED'}", flush=True
            )
    t_start = time.monotonic()  # the run budget counts from here, after the build
    modes = [m for m in args.modes.split(",") if m]
    base = dict(os.environ)
    envs: dict[str, dict[str, str]] = {}
    if "native" in modes:
        envs["native"] = base
    if "trace" in modes and args.trace_dir:
        tdir = args.out / "traces"
        tdir.mkdir(exist_ok=True)
        envs["trace"] = {
            **base,
            "LD_LIBRARY_PATH": f"{args.trace_dir}:{base.get('LD_LIBRARY_PATH', '')}",
            "LUPINE_TRACE_MAX_BYTES": base.get("LUPINE_TRACE_MAX_BYTES", str(1 << 20)),
        }
    if "lupine" in modes and args.lupine_dir and args.server:
        envs["lupine"] = {
            **base,
            "LD_LIBRARY_PATH": f"{args.lupine_dir}:{base.get('LD_LIBRARY_PATH', '')}",
            "LUPINE_SERVER": args.server,
        }
    results: dict[str, dict] = {}
    jobs: list[tuple[str, str, Path, Path, list[str]]] = []
    for cat, name, extra in chosen:
        results[name] = {"category": cat, "built": built.get(name, False)}
        if not built.get(name):
            continue
        exe = args.build / name / name
        # Driver-API samples look for the .fatbin/.ptx their build made beside the program,
        # others for data files beside their source: run in the build folder, with the
        # source folder's files linked into it.
        sdir = args.src / "Samples" / cat / name
        for entry in sdir.iterdir():
            link = exe.parent / entry.name
            if not link.exists() and not link.is_symlink():
                link.symlink_to(entry.resolve())
        for mode in envs:
            jobs.append((name, mode, exe, exe.parent, extra))

    def go(job: tuple[str, str, Path, Path, list[str]]) -> tuple[str, str, dict]:
        name, mode, exe, cwd, extra = job
        if time.monotonic() - t_start > args.budget:
            return name, mode, {"rc": None, "status": "not run", "seconds": 0, "tail": "budget"}
        env = envs[mode]
        if mode == "trace":
            env = {**env, "LUPINE_TRACE_FILE": str(args.out / "traces" / f"{name}.log")}
        return name, mode, run_one(exe, cwd, extra, env, args.timeout)

    # runs of one sample in sequence, samples 4 at a time (they share the one GPU)
    with cf.ThreadPoolExecutor(4) as pool:
        for name, mode, res in pool.map(go, jobs):
            results[name][mode] = res
            print(
                f"[samples] {name:<32} {mode:<7} {res['status']:<8} {res['seconds']}s", flush=True
            )
    rows = ["| sample | category | native | LUPINE | verdict |", "| --- | --- | --- | --- | --- |"]
    counts: dict[str, int] = {}
    for cat, name, _ in chosen:
        r = results[name]
        nat = r.get("native") or r.get("trace")
        lup = r.get("lupine")
        v = compare(nat, lup) if r["built"] else "not built"
        r["verdict"] = v
        counts[v] = counts.get(v, 0) + 1
        rows.append(
            f"| {name} | {cat} | {nat['status'] if nat else '-'} | "
            f"{lup['status'] if lup else '-'} | {v} |"
        )
    summary = ", ".join(f"{k}: {v}" for k, v in sorted(counts.items()))
    native_counts: dict[str, int] = {}
    for r in results.values():
        nat = r.get("native") or r.get("trace")
        key = nat["status"] if nat else ("not run" if r["built"] else "not built")
        native_counts[key] = native_counts.get(key, 0) + 1
    summary += "; native: " + ", ".join(f"{k}: {v}" for k, v in sorted(native_counts.items()))
    (args.out / "samples.md").write_text("\n".join(rows) + f"\n\n{summary}\n")
    (args.out / "samples.json").write_text(json.dumps(results, indent=1))
    if "trace" in envs:
        totals: dict[str, int] = {}
        users: dict[str, set[str]] = {}
        for log in sorted((args.out / "traces").glob("*.log")):
            for line in log.read_text(errors="replace").splitlines():
                if line.startswith("# count "):
                    parts = line[8:].rsplit(" ", 1)
                    if len(parts) == 2 and parts[1].isdigit():
                        totals[parts[0]] = totals.get(parts[0], 0) + int(parts[1])
                        users.setdefault(parts[0], set()).add(log.stem)
        with (args.out / "trace-summary.txt").open("w") as f:
            for fn, n in sorted(totals.items()):
                f.write(f"{fn} {n} {len(users[fn])} {','.join(sorted(users[fn]))[:300]}\n")
    print(f"[samples] {summary}", flush=True)
    return 1 if counts.get("FAIL") else 0


if __name__ == "__main__":
    sys.exit(main())
