"""What a newcomer without a GPU meets first: the README's stand-in commands as written, the
stand-in saying which kernels it did not run, gravity explaining its mismatch there, the
server's own hints, and the command line's help."""

from __future__ import annotations

import ctypes.util
import os
import re
import shlex
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pytest
from lupine_helpers import ROOT, Server, doctor, free_port

from lupine.cli import SERVER_OPTIONS

NO_OP = re.compile(r"^lupine stand-in: kernel (\S+) launched as a no-op", re.M)


def _env(**extra: str) -> dict[str, str]:
    clean = {k: v for k, v in os.environ.items() if not k.startswith(("LUPINE_", "LD_"))}
    return {**clean, "PYTHONPATH": str(ROOT), **extra}


def _as_run_here(words: list[str]) -> list[str]:
    """A README command line with this interpreter and this checkout's ``lupine``."""
    out: list[str] = []
    for w in words:
        if w == "lupine":
            out += [sys.executable, "-m", "lupine.cli"]
        else:
            out.append(sys.executable if w == "python" else w)
    return out


def _readme_standin_block() -> list[str]:
    text = (ROOT / "README.md").read_text()
    section = text.split("### No GPU here: a LUPINE server on the stand-in driver", 1)[1]
    block = section.split("```bash\n", 1)[1].split("```", 1)[0]
    return [line for line in block.splitlines() if line.strip()]


def test_the_readme_standin_commands_run_as_written(native: Path) -> None:
    pytest.importorskip("cupy")
    start, run = _readme_standin_block()
    start_words = shlex.split(start, comments=True)
    assert start_words[-1] == "&" and "127.0.0.1:14833" in run  # the default port, both
    port = free_port()  # never the user's 14833
    work = Path(tempfile.mkdtemp())
    where = ["--listen", f"127.0.0.1:{port}", "--image-cache", "none", "--port-file", work / "p"]
    server_cmd = [*_as_run_here(start_words[:-1]), *map(str, where)]
    with (work / "log").open("w") as log:
        server = subprocess.Popen(server_cmd, stderr=log, env=_env())
    try:
        for _ in range(500):
            if (work / "p").exists() and (work / "p").read_text().strip():
                break
            assert server.poll() is None, (work / "log").read_text()
            time.sleep(0.02)
        words = shlex.split(run.replace("127.0.0.1:14833", f"127.0.0.1:{port}"))
        proc = subprocess.run(
            _as_run_here(words), capture_output=True, text=True, env=_env(), timeout=120
        )
        assert proc.returncode == 0, proc.stderr
        assert proc.stdout.strip() == "cuda [1. 3. 5. 7.]"  # 2 * [0 1 2 3] + 1
        assert "liblupine-standin.so" in (work / "log").read_text()  # --standin's driver
        assert not NO_OP.search((work / "log").read_text())  # saxpy is built in
    finally:
        server.terminate()
        server.wait(timeout=10)


def test_the_standin_says_once_which_kernel_it_skipped_and_gravity_says_why(native) -> None:
    pytest.importorskip("cupy")
    s = Server(native)
    try:
        code = "from eagle.examples.gravity import main; main([]); main(['--n', '5'])"
        run = [sys.executable, "-m", "lupine.cli", "run", "--host", s.address, "--"]
        proc = subprocess.run(
            [*run, sys.executable, "-c", code],
            capture_output=True,
            text=True,
            env=_env(),
            timeout=120,
        )
        log = s.log.read_text()
    finally:
        s.stop()
    assert proc.returncode == 0, proc.stderr  # main's status is not the process's here
    assert proc.stdout.count("target: cuda (LUPINE stand-in device 0)") == 2
    assert proc.stdout.count("MISMATCH") == 2
    assert proc.stdout.count("the device is LUPINE's stand-in driver (no GPU)") == 2
    assert NO_OP.findall(log) == ["gravity"]  # two launches in one session: said once


def test_gravity_on_cuda_without_a_device_is_one_line() -> None:
    proc = subprocess.run(
        [sys.executable, "-m", "eagle.examples.gravity", "--target", "cuda"],
        capture_output=True,
        text=True,
        env=_env(PATH=os.environ.get("PATH", "")),
        timeout=120,
    )
    if proc.returncode == 0:
        pytest.skip("a CUDA device is reachable here")
    assert proc.returncode == 2 and proc.stdout == ""
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("gravity: --target cuda, but no CUDA device")


def test_a_server_without_a_driver_names_the_standin(native) -> None:
    if ctypes.util.find_library("cuda") or Path("/usr/local/nvidia/lib64/libcuda.so.1").exists():
        pytest.skip("this machine has a CUDA driver")
    server = str(native / "lupine-server")
    proc = subprocess.run(
        [server, "--listen", "127.0.0.1:0"], capture_output=True, text=True, env=_env(), timeout=30
    )
    assert proc.returncode == 2
    assert "set LUPINE_DRIVER" in proc.stderr and "--standin" in proc.stderr
    both = subprocess.run(
        [server, "--standin", "--driver", "x"], capture_output=True, text=True, timeout=30
    )
    assert both.returncode == 2 and "give --standin or --driver, not both" in both.stderr


def test_server_help_documents_every_option_lupine_server_reads(native) -> None:
    usage = subprocess.run(
        [str(native / "lupine-server"), "--help"], capture_output=True, text=True, timeout=30
    ).stderr
    flags = set(re.findall(r"--[a-z][a-z-]+", usage))
    documented = {f for flag, _, _ in SERVER_OPTIONS for f in flag.split(",") if f.startswith("--")}
    assert flags == documented
    out = subprocess.run(
        [sys.executable, "-m", "lupine.cli", "server", "--help"],
        capture_output=True,
        text=True,
        env=_env(),
        timeout=30,
    ).stdout
    for flag, _, text in SERVER_OPTIONS:
        assert flag.split(",")[-1] in out and text.split()[0] in out
    assert "Without a GPU: `lupine server --standin`" in " ".join(out.split())


def test_doctor_and_paths_describe_themselves() -> None:
    def helped(*words: str) -> str:
        proc = subprocess.run(
            [sys.executable, "-m", "lupine.cli", *words, "--help"],
            capture_output=True,
            text=True,
            env=_env(),
            timeout=30,
        )
        return " ".join(proc.stdout.split())

    doctor = helped("doctor")
    assert "Starts a child as `lupine run` would" in doctor and "Exit status 1" in doctor
    paths = helped("paths")
    for name in ("shim", "nvml", "server", "standin", "standin-nvml", "trace"):
        assert f" {name}: " in paths
    assert "paths" in helped()


def test_doctor_proposes_the_address_it_was_given() -> None:
    port = free_port()  # nothing listens there
    proc = doctor("--host", f"127.0.0.1:{port}", PYTHONPATH=str(ROOT))
    server_row = next(ln for ln in proc.stdout.splitlines() if ln.startswith("server"))
    assert f"lupine server --listen 127.0.0.1:{port} (add --standin" in server_row
    assert "0.0.0.0" not in server_row and "14833" not in server_row
    from lupine._doctor import _start_server

    remote = _start_server("gpu1.example:15000")
    assert "on gpu1.example: lupine server --listen 0.0.0.0:15000 --token-file" in remote
