"""LUPINE's CI programs (tests/lupine/cuda/*.cu): small CUDA C++ programs built with nvcc and
the static CUDA runtime, one per feature of issue 8 (streams and events, host functions,
stream-ordered allocation and pools, graphs, VMM, occupancy and function attributes,
page-locked host memory, copies). Each checks its values against what it computed on the
host and exits non-zero on any mismatch, printing what it checked.

Each runs twice: directly on the stand-in driver (a directory whose libcuda.so.1 is
liblupine-standin.so: the stand-in's own behaviour, proven now), and through the shim, a real
lupine-server and the stand-in (the static runtime's path through LUPINE, on every change).
What a program still waits for is an xfail naming it, per route.

Build: one nvcc call per program (sm_90 PTX only, uncompressed: nvcc 13.0 compresses PTX
with zstd unless told `--no-compress`), cached by a hash of the sources, the flags and nvcc's
version in pytest's cache directory; without nvcc the tests skip and say so."""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
from lupine_helpers import Server

import lupine

HERE = Path(__file__).resolve().parent
SOURCES = HERE / "cuda"
FLAGS = ["-cudart", "static", "-gencode", "arch=compute_90,code=compute_90", "--no-compress"]
PROGRAMS = [
    "streams_events",
    "host_functions",
    "stream_ordered_alloc",
    "graphs",
    "vmm",
    "occupancy",
    "pinned_memory",
    "copies",
]
# LUPINE (and the stand-in) cannot give host memory a device pointer: the program must see
# cudaHostGetDevicePointer refused.
ARGS = {"pinned_memory": ["--expect-no-mapped"]}

# What each program still waits for, on each route (the stand-in runs all eight).
STANDIN_WAITS: dict[str, str] = {}
SHIM_WAITS: dict[str, str] = {}


def _nvcc() -> str | None:
    for candidate in (shutil.which("nvcc"), "/usr/local/bin/nvcc", "/usr/local/cuda/bin/nvcc"):
        if candidate and os.access(candidate, os.X_OK):
            return candidate
    return None


@pytest.fixture(scope="session")
def nvcc() -> str:
    path = _nvcc()
    if not path:
        pytest.skip(
            "nvcc not found (PATH, /usr/local/bin, /usr/local/cuda/bin): the CUDA "
            "programs of tests/lupine/cuda cannot be built here"
        )
    return path


def _build(nvcc: str, name: str, cache: Path, version: str) -> tuple[Path, str]:
    """The program's executable (built unless cached) and the build's output."""
    src = SOURCES / f"{name}.cu"
    key = hashlib.sha256()
    for part in (
        version,
        " ".join(FLAGS),
        src.read_text(),
        (SOURCES / "lupine_test.cuh").read_text(),
    ):
        key.update(part.encode())
    exe = cache / f"{name}-{key.hexdigest()[:16]}"
    if exe.exists():
        return exe, "cached"
    tmp = exe.with_suffix(".tmp")
    cmd = [nvcc, *FLAGS, "-I", str(SOURCES), "-o", str(tmp), str(src)]
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=600)
    if proc.returncode != 0:
        return exe, f"{' '.join(cmd)}\n{proc.stdout}{proc.stderr}"
    tmp.replace(exe)
    return exe, "built"


@pytest.fixture(scope="session")
def programs(nvcc: str, request: pytest.FixtureRequest, tmp_path_factory) -> dict[str, Path]:
    """Every program, built once per session at most (two at a time: nvcc is single-threaded)."""
    cache_provider = getattr(request.config, "cache", None)
    if cache_provider is not None:
        cache = Path(cache_provider.mkdir("lupine_cuda_programs"))
    else:
        cache = tmp_path_factory.mktemp("lupine_cuda_programs")
    version = subprocess.run([nvcc, "--version"], capture_output=True, text=True).stdout
    with ThreadPoolExecutor(max_workers=2) as pool:
        results = list(pool.map(lambda n: _build(nvcc, n, cache, version), PROGRAMS))
    built = dict(zip(PROGRAMS, results, strict=True))
    failed = {n: log for n, (exe, log) in built.items() if not exe.exists()}
    if failed:
        pytest.fail("nvcc failed:\n" + "\n".join(failed.values()))
    return {n: exe for n, (exe, _) in built.items()}


@pytest.fixture(scope="session")
def standin_driver(native: Path, tmp_path_factory) -> Path:
    """A directory whose libcuda.so.1 is the stand-in driver."""
    d = tmp_path_factory.mktemp("standin_driver")
    (d / "libcuda.so.1").symlink_to(lupine.standin_path())
    return d


def _clean_env(**extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("LUPINE_", "CUDA_"))}
    env.update(extra)
    return env


def _run(exe: Path, name: str, env: dict[str, str]) -> None:
    proc = subprocess.run(
        [str(exe), *ARGS.get(name, [])], capture_output=True, text=True, env=env, timeout=180
    )
    out = proc.stdout + proc.stderr
    assert proc.returncode == 0, f"{name} exited {proc.returncode}:\n{out}"
    assert f"{name}: passed (0 failures)" in proc.stdout, out
    assert "FAIL" not in proc.stdout, out


def _params(waits: dict[str, str]) -> list:
    return [
        pytest.param(n, marks=pytest.mark.xfail(strict=False, reason=waits[n])) if n in waits else n
        for n in PROGRAMS
    ]


@pytest.mark.parametrize("name", _params(STANDIN_WAITS))
def test_program_on_the_standin(programs: dict[str, Path], standin_driver: Path, name: str):
    _run(programs[name], name, _clean_env(LD_LIBRARY_PATH=str(standin_driver)))


def _sanitizer_runtimes() -> list[str]:
    """The compiler's AddressSanitizer and UBSan runtimes, to preload into a program that is
    not instrumented itself (the CUDA programs) when it loads an instrumented stand-in."""
    found = []
    for lib in ("libasan.so", "libubsan.so"):
        try:
            out = subprocess.run(["gcc", f"-print-file-name={lib}"], capture_output=True, text=True)
        except OSError:
            return []
        path = out.stdout.strip()
        if not os.path.isabs(path) or not os.path.exists(path):
            return []
        found.append(path)
    return found


@pytest.fixture(scope="session")
def asan_standin_driver(tmp_path_factory) -> tuple[Path, list[str]]:
    """The AddressSanitizer build of the stand-in (build/asan, as CI builds it), as
    libcuda.so.1, and the runtimes to preload."""
    standin = HERE.parents[1] / "build" / "asan" / "lupine" / "liblupine-standin.so"
    if not standin.exists():
        pytest.skip(f"no AddressSanitizer build of the stand-in at {standin}")
    runtimes = _sanitizer_runtimes()
    if not runtimes:
        pytest.skip("gcc's libasan.so / libubsan.so not found")
    d = tmp_path_factory.mktemp("asan_standin_driver")
    (d / "libcuda.so.1").symlink_to(standin)
    return d, runtimes


@pytest.mark.parametrize("name", _params(STANDIN_WAITS))
def test_program_on_the_standin_under_asan(
    programs: dict[str, Path], asan_standin_driver: tuple[Path, list[str]], name: str
):
    """The same, on the stand-in built with AddressSanitizer and UBSan: no report."""
    d, runtimes = asan_standin_driver
    env = _clean_env(LD_LIBRARY_PATH=str(d), LD_PRELOAD=":".join(runtimes))
    env["ASAN_OPTIONS"] = "detect_leaks=0"  # the static CUDA runtime keeps what it allocates
    proc = subprocess.run(
        [str(programs[name]), *ARGS.get(name, [])],
        capture_output=True,
        text=True,
        env=env,
        timeout=300,
    )
    out = proc.stdout + proc.stderr
    assert "AddressSanitizer" not in out and "runtime error:" not in out, out
    assert proc.returncode == 0 and f"{name}: passed (0 failures)" in proc.stdout, out


@pytest.fixture(scope="module")
def shim_server(native: Path) -> Iterator[Server]:
    s = Server(native)
    yield s
    s.stop()


@pytest.mark.parametrize("name", _params(SHIM_WAITS))
def test_program_through_lupine(
    programs: dict[str, Path], native: Path, shim_server: Server, name: str
):
    env = _clean_env(LD_LIBRARY_PATH=str(native), LUPINE_SERVER=shim_server.address)
    try:
        _run(programs[name], name, env)
    finally:
        assert shim_server.alive(), shim_server.log.read_text()


def test_program_through_lupine_run(
    programs: dict[str, Path], standin_driver: Path, shim_server: Server, tmp_path: Path
):
    # `lupine run` on an nvcc-built program whose LD_LIBRARY_PATH names a directory holding
    # another libcuda.so.1 (the stand-in itself): the audit module still gives it the client
    # library, which the shim's LUPINE_STATS file proves (the stand-in writes none)
    name = "streams_events"
    stats = tmp_path / "stats.txt"
    env = _clean_env(LD_LIBRARY_PATH=str(standin_driver), LUPINE_STATS=str(stats))
    proc = subprocess.run(
        [
            sys.executable,
            "-m",
            "lupine.cli",
            "run",
            "--host",
            shim_server.address,
            "--",
            str(programs[name]),
        ],
        capture_output=True,
        text=True,
        env=env,
        timeout=180,
    )
    out = proc.stdout + proc.stderr
    assert proc.returncode == 0 and f"{name}: passed (0 failures)" in proc.stdout, out
    assert "round trips" in stats.read_text()
