"""The PyTorch sidecar's runtimes and lifecycle, with stand-in container runtimes
(`sidecar_helpers.Standin`: executables named docker, podman, nerdctl and container on a test
PATH that record their arguments and run the worker as a plain subprocess on CPU): detection
order per platform, ``runtime=``/``platform=``, the commands each runtime gets, errors naming
what was tried, ``lupine.connect(sidecar=...)``; the worker's exit, interpreter exit, a crash,
``kill -9`` of the user's process, a silent worker; the image and ``lupine sidecar build``."""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path
from typing import Any

import pytest

torch = pytest.importorskip("torch")

from sidecar_helpers import ALL, HERE, Standin, alive, wait_gone  # noqa: E402

import lupine  # noqa: E402
from lupine._connect import _choose_sidecar  # noqa: E402
from lupine._sidecar import _build, _runtime  # noqa: E402
from lupine._sidecar._client import RemoteTensor, Sidecar  # noqa: E402

# ---------------------------------------------------------------------------------------------
# runtimes: detection, runtime=, platform=, commands


@pytest.mark.parametrize(
    ("system", "installed", "broken", "chosen"),
    [
        ("darwin", ALL, "", "container"),  # Apple Container first on macOS
        ("linux", ALL, "", "docker"),  # never Apple Container elsewhere
        ("darwin", ALL, "container", "docker"),  # installed but not running: skipped
        ("darwin", ("podman", "nerdctl", "container"), "container", "podman"),
        ("linux", ("docker", "podman", "nerdctl"), "docker,podman", "nerdctl"),
        ("linux", ("nerdctl", "container"), "", "nerdctl"),
    ],
)
def test_detection_order_per_platform(standin, monkeypatch, system, installed, broken, chosen):
    standin.install(*installed)
    monkeypatch.setenv("STANDIN_BROKEN", broken)
    rt = _runtime.detect(system=system)
    assert rt.name == chosen and rt.path == str(
        standin.root / f"bin-{'-'.join(installed)}" / chosen
    )
    probes = [c["runtime"] for c in standin.calls()]
    expected = _runtime.candidates(system)
    assert probes == [n for n in expected[: expected.index(chosen) + 1] if n in installed]


def test_no_working_runtime_names_each_tried_and_the_fix(standin, monkeypatch):
    standin.install("docker")
    monkeypatch.setenv("STANDIN_BROKEN", "docker")
    with pytest.raises(lupine.SidecarError) as e:
        _runtime.detect(system="darwin")
    msg = str(e.value)
    assert isinstance(e.value, _runtime.RuntimeNotFound) and isinstance(e.value, RuntimeError)
    for name in ALL:
        assert f"  - {name}: " in msg
    assert "container: not installed" in msg and "container system start" in msg
    assert "docker: installed at" in msg and "Cannot connect to the docker daemon" in msg
    assert "systemctl start docker" in msg and "podman machine start" in msg
    assert "nerdctl: not installed" in msg and "containerd" in msg
    with pytest.raises(lupine.SidecarError) as e:
        _runtime.detect(system="linux")
    assert "  - container:" not in str(e.value)


def test_runtime_argument_selects_one(standin, monkeypatch):
    assert _runtime.detect("podman", system="linux").name == "podman"  # docker works too
    assert _runtime.detect("container", system="darwin").name == "container"
    monkeypatch.setenv("STANDIN_BROKEN", "nerdctl")
    with pytest.raises(_runtime.RuntimeNotFound, match="'nerdctl'") as e:
        _runtime.detect("nerdctl", system="linux")
    assert "  - docker:" not in str(e.value) and "not working" in str(e.value)
    standin.install("docker")
    with pytest.raises(_runtime.RuntimeNotFound, match="podman: not installed"):
        _runtime.detect("podman", system="linux")
    with pytest.raises(ValueError, match="only on macOS"):
        _runtime.detect("container", system="linux")
    with pytest.raises(ValueError, match="runtime must be one of"):
        lupine.sidecar(runtime="kubectl")


@pytest.mark.parametrize(
    ("given", "expected"),
    [
        ("linux/amd64", "linux/amd64"),
        ("linux/arm64", "linux/arm64"),
        ("arm64", "linux/arm64"),
        ("x86_64", "linux/amd64"),
        ("linux/aarch64", "linux/arm64"),
        ("linux/arm64/v8", "linux/arm64/v8"),
    ],
)
def test_platform_forms(given, expected):
    assert _runtime.normalize_platform(given) == expected


@pytest.mark.parametrize("bad", ["windows/amd64", "darwin/arm64", "linux/riscv64", "linux/", ""])
def test_platform_refused(bad):
    with pytest.raises(ValueError, match="linux/amd64"):
        lupine.sidecar(platform=bad)
    with pytest.raises(TypeError):
        lupine.sidecar(platform=64)  # type: ignore[arg-type]


def test_platform_default_is_native(monkeypatch):
    monkeypatch.setattr(_runtime._platform, "machine", lambda: "aarch64")
    assert _runtime.normalize_platform(None) == "linux/arm64"
    monkeypatch.setattr(_runtime._platform, "machine", lambda: "x86_64")
    assert _runtime.normalize_platform(None) == "linux/amd64"


def _session_calls(standin: Standin, **kw: Any) -> tuple[list[dict[str, Any]], dict[str, Any]]:
    standin.clear()
    with lupine.sidecar(**kw) as sc:
        info = dict(sc.info)
        assert sc.running
        assert (torch.ones(2, device=sc.device()) * 3).tolist() == [3.0, 3.0]
    assert not sc.running
    return standin.calls(), info


@pytest.mark.parametrize("name", ["docker", "podman", "nerdctl"])
@pytest.mark.parametrize("system", ["linux", "darwin"])
def test_docker_compatible_commands(standin, monkeypatch, name, system):
    monkeypatch.setattr(sys, "platform", system)
    monkeypatch.setattr(_runtime._platform, "machine", lambda: "arm64")
    calls, info = _session_calls(standin, host="127.0.0.1:14833", runtime=name)
    assert [c["runtime"] for c in calls] == [name] * 3
    assert calls[0]["argv"] == ["info"]
    image = f"lupine-sidecar:{_runtime.version()}-cuda13.0"
    assert calls[1]["argv"] == ["image", "inspect", image]
    run = calls[2]["argv"]
    i = run.index("--env-file")
    network = ["--network", "host"] if system == "linux" else []
    assert run[:i] == ["run", "--rm", "-i", "--name", run[4], "--platform", "linux/arm64", *network]
    assert run[4].startswith(f"lupine-sidecar-{os.getpid()}-")
    assert run[i + 2 :] == [image, "python3", "-m", "lupine._sidecar.worker"]
    assert not Path(run[i + 1]).exists()  # the env file (it may hold the token) is gone
    # this machine's loopback, seen from a container: host network on Linux, else the host alias
    loopback = "127.0.0.1" if system == "linux" else "host.docker.internal"
    assert info["server"] == f"{loopback}:14833"


def test_apple_container_commands(standin, monkeypatch):
    monkeypatch.setattr(sys, "platform", "darwin")
    calls, _ = _session_calls(standin, platform="linux/amd64", image="mine:1")
    assert [c["argv"][:2] for c in calls] == [
        ["system", "status"],
        ["image", "inspect"],
        ["run", "--rm"],
    ]
    assert all(c["runtime"] == "container" for c in calls)
    run = calls[2]["argv"]
    assert run[run.index("--os") : run.index("--os") + 4] == ["--os", "linux", "--arch", "amd64"]
    assert "--network" not in run and "--platform" not in run
    assert run[-4:] == ["mine:1", "python3", "-m", "lupine._sidecar.worker"]
    apple = _runtime.Runtime("container", "/x/container")
    assert apple.stop("n") == ["/x/container", "stop", "n"]
    assert apple.build("t", "F", "ctx", {"CUDA": "13.0"}, "linux/arm64") == [
        "/x/container", "build", "--tag", "t", "--file", "F", "--build-arg", "CUDA=13.0",
        "--os", "linux", "--arch", "arm64", "ctx",
    ]  # fmt: skip


def test_platform_reaches_the_runtime(standin):
    calls, _ = _session_calls(standin, runtime="podman", platform="amd64")
    run = calls[-1]["argv"]
    assert run[run.index("--platform") + 1] == "linux/amd64"


def test_token_travels_over_the_workers_pipe_not_the_command_line_or_environment(standin):
    # a container's command line and environment are shown to whoever may inspect it
    calls, info = _session_calls(standin, host="gpu:1", token="s3cret-token")
    assert all("s3cret-token" not in " ".join(c["argv"]) for c in calls)
    assert "LUPINE_TOKEN" not in calls[-1]["env"]  # what the container's environment got
    assert calls[-1]["env"]["LUPINE_SERVER"] == "gpu:1"
    assert info["token"] is True  # the worker has it


def test_missing_image_says_how_to_build_it(standin, monkeypatch):
    monkeypatch.setenv("STANDIN_NO_IMAGE", "1")
    build = "lupine sidecar build --runtime docker"
    with pytest.raises(lupine.SidecarError, match=build), lupine.sidecar():
        pass
    assert [c["argv"][0] for c in standin.calls()] == ["info", "image"]  # nothing was run


def test_cuda_worker_without_a_server_is_refused(standin, monkeypatch):
    monkeypatch.setenv("LUPINE_SIDECAR_DEVICE", "cuda")
    with pytest.raises(ValueError, match="LUPINE_SERVER"):
        lupine.sidecar()


def test_worker_that_cannot_serve_reports_why(standin, monkeypatch):
    monkeypatch.setenv("LUPINE_SIDECAR_DEVICE", "tpu")
    sc = lupine.sidecar(host="gpu:1")
    with pytest.raises(lupine.SidecarError, match=r"cannot serve.*cuda or cpu"):
        sc.start()
    assert not sc.running


def test_server_cuda_version_check():
    from lupine._sidecar.worker import check_cuda

    assert check_cuda(13000, "13.0") == "13.0"
    assert check_cuda(13020, "12.8") == "13.2"
    with pytest.raises(RuntimeError, match=r"supports CUDA 12\.8.*needs CUDA 13\.0.*--cuda 12\.8"):
        check_cuda(12080, "13.0")
    with pytest.raises(RuntimeError, match="has no CUDA"):
        check_cuda(13000, None)


def test_cuda_worker_that_reaches_no_gpu_says_so(standin, monkeypatch):
    # the worker's own path with CUDA: it connects to LUPINE, then finds this PyTorch has none
    try:
        lupine.native_dir()
    except FileNotFoundError as e:
        pytest.skip(str(e))
    monkeypatch.setenv("LUPINE_SIDECAR_DEVICE", "cuda")
    monkeypatch.setenv("LUPINE_CONNECT_TIMEOUT", "1")
    why = r"reaches no GPU through LUPINE at 127\.0\.0\.1:9"
    with pytest.raises(lupine.SidecarError, match=why):
        lupine.sidecar("127.0.0.1:9").start()


# ---------------------------------------------------------------------------------------------
# lupine.connect(sidecar=...)


def test_connect_selection(monkeypatch):
    monkeypatch.setattr(sys, "platform", "linux")
    assert _choose_sidecar(None, "h:1", None, None, None) is None  # native path on Linux
    assert _choose_sidecar(False, "h:1", None, None, None) is None
    assert isinstance(_choose_sidecar(True, "h:1", None, None, None), Sidecar)
    monkeypatch.setattr(sys, "platform", "darwin")
    assert isinstance(_choose_sidecar(None, "h:1", None, None, None), Sidecar)  # CPU-only torch
    assert _choose_sidecar(False, "h:1", None, None, None) is None
    monkeypatch.setattr(torch.backends.cuda, "is_built", lambda: True)
    assert _choose_sidecar(None, "h:1", None, None, None) is None  # a CUDA PyTorch: native
    mine = lupine.sidecar("h:1", runtime="podman")
    assert _choose_sidecar(mine, None, None, None, None) is mine
    with pytest.raises(ValueError, match=r"lupine\.sidecar"):
        _choose_sidecar(mine, "h:2", None, None, None)
    with pytest.raises(ValueError, match="libcuda"):
        _choose_sidecar(True, "h:1", None, None, "/x/libcuda.so.1")
    with pytest.raises(TypeError, match="sidecar must be"):
        _choose_sidecar("yes", "h:1", None, None, None)


def test_connect_on_macos_runs_through_the_sidecar(standin, monkeypatch):
    monkeypatch.setattr(sys, "platform", "darwin")
    torch.manual_seed(1)
    model = torch.nn.Linear(3, 2)
    x = torch.randn(4, 3)
    expected = model(x)
    with lupine.connect(host="gpuhost:14833") as session:
        assert session.sidecar is not None and session.libcuda is None
        assert session.server == "gpuhost:14833"
        device = session.device()
        assert device == torch.device("cuda", 0) and session.devices() == [device]
        model = model.to(device)
        out = model(x.to(device))
        assert out.device == device and isinstance(out, RemoteTensor)
        torch.testing.assert_close(out.cpu(), expected, rtol=0, atol=0)
        with pytest.raises(IndexError, match="no cuda:1"):
            session.device(1)
    assert standin.calls()[0]["runtime"] == "container"
    assert not session.sidecar.running


def test_connect_sidecar_true_on_linux(standin, monkeypatch):
    monkeypatch.setattr(sys, "platform", "linux")
    with lupine.connect(host="gpuhost:14833", sidecar=True) as s:
        assert float(torch.ones(3, device=s.device()).sum()) == 3.0
    assert standin.calls()[0]["runtime"] == "docker"
    with lupine.connect(sidecar=lupine.sidecar("gpuhost:1", runtime="nerdctl")) as s:
        assert s.servers == ("gpuhost:1",) and s.sidecar.runtime.name == "nerdctl"


# ---------------------------------------------------------------------------------------------
# lifecycle


def test_exit_stops_the_worker(standin):
    with lupine.sidecar() as sc:
        pid = sc.info["pid"]
        assert alive(pid)
    assert wait_gone(pid, 5)
    sc.stop()  # idempotent
    with pytest.raises(lupine.SidecarError, match="not running"):
        sc.manual_seed(0)


def test_a_worker_that_does_not_leave_is_stopped_through_the_runtime(standin):
    with lupine.sidecar(runtime="podman", timeout=1.0) as sc:
        pid = sc.info["pid"]
        os.kill(pid, signal.SIGSTOP)  # it cannot read its end of file
    assert wait_gone(pid, 5)
    stops = [c["argv"] for c in standin.calls() if c["argv"][0] == "stop"]
    assert stops == [["stop", "--time", "2", sc.name]]  # then killed: the stand-in stops nothing


def test_exception_in_the_block_stops_the_worker(standin):
    with pytest.raises(KeyError), lupine.sidecar() as sc:
        pid = sc.info["pid"]
        raise KeyError("boom")
    assert wait_gone(pid, 5)


def _user_script(body: str) -> str:
    return textwrap.dedent(
        """
        import os, sys, time
        import torch, lupine
        sc = lupine.sidecar()
        sc.start()
        x = sc._upload(torch.ones(3), 0)
        print(sc.info["pid"], flush=True)
        """
    ) + textwrap.dedent(body)


def _run_user(standin: Standin, body: str) -> tuple[subprocess.Popen[str], int]:
    env = {**os.environ, "PYTHONPATH": str(HERE.parents[1])}
    proc = subprocess.Popen(
        [sys.executable, "-c", _user_script(body)],
        stdout=subprocess.PIPE,
        text=True,
        env=env,
    )
    assert proc.stdout is not None
    line = proc.stdout.readline()
    assert line.strip().isdigit(), line
    return proc, int(line)


def test_interpreter_exit_stops_the_worker(standin):
    proc, pid = _run_user(standin, "sys.exit(0)\n")  # no with-block, no stop(): atexit does it
    assert proc.wait(timeout=30) == 0
    assert wait_gone(pid, 10)


def test_kill_9_of_the_user_process_leaves_no_worker(standin):
    proc, pid = _run_user(standin, "time.sleep(120)\n")
    assert alive(pid)
    proc.send_signal(signal.SIGKILL)
    proc.wait(timeout=10)
    assert wait_gone(pid, 10), "the worker outlived its user"


def test_kill_9_with_a_forked_child_alive_leaves_no_worker(standin):
    # a forked child (a DataLoader worker, say) inherits the pipe; it must not keep the worker
    proc, pid = _run_user(
        standin,
        """
        child = os.fork()
        if child == 0:
            time.sleep(60)
            os._exit(0)
        print(child, flush=True)
        time.sleep(120)
        """,
    )
    assert proc.stdout is not None
    child = int(proc.stdout.readline())
    try:
        proc.send_signal(signal.SIGKILL)
        proc.wait(timeout=10)
        assert wait_gone(pid, 10), "the worker outlived its user"
    finally:
        os.kill(child, signal.SIGKILL)


def test_a_dead_worker_makes_the_next_operation_a_clear_error(standin):
    with lupine.sidecar() as sc:
        x = torch.ones(4, device="cuda")
        os.kill(sc.info["pid"], signal.SIGKILL)
        assert wait_gone(sc.info["pid"], 5)
        start = time.monotonic()
        with pytest.raises(lupine.SidecarError, match=r"died during .*exit status -9"):
            (x + 1).tolist()  # (x + 1 alone is queued: the batch, or the download, finds it)
        assert time.monotonic() - start < 5
        with pytest.raises(lupine.SidecarError, match="not running: its worker ended"):
            x.cpu()
        assert repr(x).startswith("<torch.float32 tensor of shape (4,) on cuda:0: the LUPINE")


def test_a_silent_worker_times_out_instead_of_hanging(standin):
    with lupine.sidecar(timeout=1.5) as sc:
        x = torch.ones(4, device="cuda")
        pid = sc.info["pid"]
        os.kill(pid, signal.SIGSTOP)
        start = time.monotonic()
        try:
            with pytest.raises(lupine.SidecarError, match=r"silent for 2 s.*no heartbeat"):
                (x * 2).tolist()  # (x * 2 alone is sent without waiting)
        finally:
            with contextlib.suppress(ProcessLookupError):  # stopped by the sidecar: killed
                os.kill(pid, signal.SIGCONT)
        assert time.monotonic() - start < 6
    assert wait_gone(pid, 5)


def test_a_worker_that_stops_reading_fails_the_upload_instead_of_hanging(standin):
    with lupine.sidecar(timeout=1.5) as sc:
        pid = sc.info["pid"]
        os.kill(pid, signal.SIGSTOP)
        start = time.monotonic()
        try:
            with pytest.raises(
                lupine.SidecarError, match=r"silent for 2 s during upload \(it read nothing\)"
            ):
                torch.zeros(4 << 20, dtype=torch.uint8).to("cuda")  # far more than a pipe holds
        finally:
            with contextlib.suppress(ProcessLookupError):
                os.kill(pid, signal.SIGCONT)
        assert time.monotonic() - start < 6
    assert wait_gone(pid, 5)


def test_an_interrupted_wait_leaves_the_session_in_step(standin, monkeypatch):
    # ^C while the worker works: its reply (and a download's bytes) come later, and must not
    # be taken for the next request's
    monkeypatch.setenv("LUPINE_SIDECAR_BULK", "1024")

    def interrupt(*_: Any) -> None:
        raise KeyboardInterrupt

    previous = signal.signal(signal.SIGALRM, interrupt)
    try:
        with lupine.sidecar() as sc:
            pid = sc.info["pid"]
            r = torch.arange(4096.0).to("cuda")  # 16 KiB: downloaded on the bulk socket
            for wait in (lambda: r.sum().item(), lambda: r.cpu()):
                wait(), (r[:3] + 1).tolist()  # (planned here first: the alarm is for the wait)
                sc.synchronize()
                os.kill(pid, signal.SIGSTOP)
                signal.setitimer(signal.ITIMER_REAL, 0.3)
                try:
                    with pytest.raises(KeyboardInterrupt):
                        wait()
                finally:
                    os.kill(pid, signal.SIGCONT)
                assert (r[:3] + 1).tolist() == [1.0, 2.0, 3.0]
                assert torch.equal(r.cpu(), torch.arange(4096.0))
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def test_a_long_operation_is_kept_alive_by_heartbeats(standin):
    with lupine.sidecar(timeout=1.0) as sc:
        n, took = 1000, 0.0
        while took < 1.5 and n <= 6000:  # one operator longer than the timeout, wherever
            a = torch.randn(n, n, device="cuda")
            start = time.monotonic()
            assert float(torch.linalg.svdvals(a)[0]) > 0  # waits for it
            took = time.monotonic() - start
            n = int(n * min(max((2.5 / took) ** (1 / 3), 1.3), 2.5))
        assert took > 1.0 and sc.counters["beats"] >= 1, (took, sc.counters)  # > timeout
    with pytest.raises(ValueError, match="at least 1 s"):
        lupine.sidecar(timeout=0.5)


# ---------------------------------------------------------------------------------------------
# the image: Containerfile and `lupine sidecar build`


def test_containerfile_builds_the_worker_with_the_cuda_it_is_tagged_for():
    text = (HERE.parents[1] / "lupine" / "_sidecar" / "Containerfile").read_text()
    assert 'CMD ["python3", "-m", "lupine._sidecar.worker"]' in text
    assert "ARG CUDA=13.0" in text and "ARG TORCH=" in text
    assert "download.pytorch.org/whl/cu$(echo" in text and "pip install --no-cache-dir /src" in text


def test_sidecar_build_command(standin, monkeypatch, capsys):
    from lupine.cli import main

    monkeypatch.setattr(sys, "platform", "linux")
    monkeypatch.setattr(_runtime._platform, "machine", lambda: "x86_64")
    assert main(["sidecar", "build", "--runtime", "podman", "--cuda", "12.8"]) == 0
    (call,) = [c for c in standin.calls() if c["argv"][0] == "build"]
    argv = call["argv"]
    tag = f"lupine-sidecar:{_runtime.version()}-cuda12.8"
    assert call["runtime"] == "podman"
    assert argv[:5] == ["build", "--tag", tag, "--file", str(lupine._sidecar.CONTAINERFILE)]
    assert argv[5:9] == [
        "--build-arg",
        "CUDA=12.8",
        "--build-arg",
        f"TORCH={_build.default_torch()}",
    ]
    assert argv[9:11] == ["--platform", "linux/amd64"]
    assert {"pyproject.toml", "native", "lupine", "eagle", "CMakeLists.txt"} <= set(call["context"])
    assert "_bin" not in call["context_lupine"] and "__pycache__" not in call["context_lupine"]
    assert f"built {tag}" in capsys.readouterr().out
    standin.clear()
    assert main(["sidecar", "build"]) == 0  # detected: docker on Linux; default CUDA 13.0
    (call,) = [c for c in standin.calls() if c["argv"][0] == "build"]
    assert call["runtime"] == "docker" and call["argv"][2].endswith("-cuda13.0")


def test_sidecar_build_refuses_bad_input(standin, capsys, tmp_path):
    from lupine.cli import main

    assert main(["sidecar", "build", "--cuda", "13"]) == 2
    assert "MAJOR.MINOR" in capsys.readouterr().err
    assert main(["sidecar", "build", "--platform", "windows/amd64"]) == 2
    assert "Linux container" in capsys.readouterr().err
    assert main(["sidecar", "build", "--context", str(tmp_path)]) == 2
    assert "not the project's source tree" in capsys.readouterr().err
    assert not [c for c in standin.calls() if c["argv"][0] == "build"]
    standin.install("podman")
    assert main(["sidecar", "build", "--runtime", "docker"]) == 2
    assert "docker: not installed" in capsys.readouterr().err


def test_a_runtime_that_does_not_work_is_reported_by_its_error_line(tmp_path):
    from lupine._sidecar._runtime import Runtime, _probe

    docker = tmp_path / "docker"
    docker.write_text(
        "#!/bin/sh\n"
        "echo 'Client:'\necho ' Version: 28.0'\necho 'Server:'\n"
        "echo 'Cannot connect to the Docker daemon at unix:///var/run/docker.sock.' >&2\n"
        "exit 1\n"
    )
    docker.chmod(0o755)
    why = _probe(Runtime("docker", str(docker)))
    assert why is not None and "Cannot connect to the Docker daemon" in why
