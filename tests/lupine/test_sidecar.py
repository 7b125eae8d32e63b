"""The PyTorch sidecar (issue 14) with stand-in container runtimes: executables named docker,
podman, nerdctl and container on a test PATH (lupine._sidecar.standin) that record their arguments
and run the worker as a plain subprocess on CPU (``LUPINE_SIDECAR_DEVICE=cpu``).

Detection order per platform, ``runtime=``/``platform=``, the commands each runtime gets,
errors naming what was tried; lifecycle (exit, interpreter exit, crash, kill -9 of the user's
process, a silent worker); and the dispatch protocol end to end: models trained through the
sidecar give the numbers a direct CPU run gives.
"""

from __future__ import annotations

import contextlib
import copy
import gc
import json
import os
import pickle
import signal
import subprocess
import sys
import tempfile
import textwrap
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import numpy as np
import pytest

torch = pytest.importorskip("torch")

import lupine  # noqa: E402
from lupine._connect import _choose_sidecar  # noqa: E402
from lupine._sidecar import _build, _runtime  # noqa: E402
from lupine._sidecar import standin as sidecar_standin  # noqa: E402
from lupine._sidecar._client import RemoteTensor, Sidecar  # noqa: E402

HERE = Path(__file__).resolve().parent
ALL = sidecar_standin.NAMES


class Standin:
    """A test PATH holding stand-in runtimes, and what they were asked."""

    def __init__(self, root: Path, monkeypatch: pytest.MonkeyPatch) -> None:
        self.root = root
        self.log = root / "runtime.log"
        self.monkeypatch = monkeypatch
        monkeypatch.setenv("STANDIN_LOG", str(self.log))
        monkeypatch.setenv("TMPDIR", str(root))  # env files and worker logs stay in the test's
        monkeypatch.setattr(tempfile, "tempdir", str(root))
        monkeypatch.setenv("LUPINE_SIDECAR_DEVICE", "cpu")
        # The CPU worker reduces with as many threads as this process, so its sums round as
        # the direct run's do (dask's nanny leaves OMP_NUM_THREADS=1 in this process's
        # environment once a dask test ran, while torch here already started with more).
        monkeypatch.setenv("OMP_NUM_THREADS", str(torch.get_num_threads()))
        monkeypatch.delenv("LUPINE_SERVER", raising=False)
        monkeypatch.delenv("LUPINE_TOKEN", raising=False)
        monkeypatch.delenv("LUPINE_SIDECAR_IMAGE", raising=False)
        monkeypatch.delenv("STANDIN_BROKEN", raising=False)
        monkeypatch.delenv("STANDIN_NO_IMAGE", raising=False)
        self.install(*ALL)

    def install(self, *names: str) -> None:
        """Only ``names`` on PATH (nothing else: the machine's own docker stays out of it)."""
        bin_dir = self.root / ("bin-" + "-".join(names))
        sidecar_standin.install(bin_dir, names)
        self.monkeypatch.setenv("PATH", str(bin_dir))

    def calls(self) -> list[dict[str, Any]]:
        if not self.log.exists():
            return []
        return [json.loads(line) for line in self.log.read_text().splitlines()]

    def clear(self) -> None:
        self.log.unlink(missing_ok=True)


@pytest.fixture
def standin(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Standin:
    return Standin(tmp_path, monkeypatch)


@pytest.fixture(scope="module")
def shared(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Sidecar]:
    """One sidecar for the dispatch tests (docker stand-in, CPU worker), whose tensors of 1 KiB
    or more cross on the bulk socket (so that the hypothesis tests cross both ways)."""
    mp = pytest.MonkeyPatch()
    Standin(tmp_path_factory.mktemp("shared"), mp)
    mp.setenv("LUPINE_SIDECAR_BULK", "1024")
    try:
        with lupine.sidecar(runtime="docker") as sc:
            yield sc
    finally:
        mp.undo()


def alive(pid: int) -> bool:
    """Whether any thread of ``pid`` runs (a zombie does not count; a thread group leader
    shows as one while its other threads still exit, holding the process's files)."""
    try:
        tasks = os.listdir(f"/proc/{pid}/task")
    except FileNotFoundError:
        return False
    for task in tasks:
        try:
            stat = Path(f"/proc/{pid}/task/{task}/stat").read_text()
        except (FileNotFoundError, ProcessLookupError):
            continue
        if stat.rsplit(")", 1)[1].split()[0] not in ("Z", "X"):
            return True
    return False


def wait_gone(pid: int, seconds: float = 15.0) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if not alive(pid):
            return True
        time.sleep(0.05)
    return False


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
# the dispatch protocol, end to end on CPU PyTorch


def _mlp() -> torch.nn.Module:
    return torch.nn.Sequential(
        torch.nn.Linear(8, 16), torch.nn.Tanh(), torch.nn.Linear(16, 16), torch.nn.ReLU(),
        torch.nn.Linear(16, 3),
    )  # fmt: skip


def _cnn() -> torch.nn.Module:
    # No bias on the convolution before BatchNorm (as ResNet has it): that bias's gradient is
    # zero but for rounding, and Adam would turn the rounding's sign into steps of lr.
    return torch.nn.Sequential(
        torch.nn.Conv2d(1, 4, 3, padding=1, bias=False), torch.nn.BatchNorm2d(4), torch.nn.ReLU(),
        torch.nn.MaxPool2d(2), torch.nn.Conv2d(4, 8, 3), torch.nn.AdaptiveAvgPool2d(1),
        torch.nn.Flatten(), torch.nn.Dropout(0.0), torch.nn.Linear(8, 3),
    )  # fmt: skip


def _train(
    model: torch.nn.Module, opt_cls: Any, x: Any, y: Any, steps: int, to: Any = None
) -> list[float]:
    if to is not None:
        model = model.to(to)
        x, y = x.to(to), y.to(to)
    opt = opt_cls(model.parameters())
    losses = []
    for _ in range(steps):
        opt.zero_grad()
        loss = torch.nn.functional.cross_entropy(model(x), y)
        loss.backward()
        opt.step()
        losses.append(loss.item())
    return losses


@pytest.mark.parametrize(
    ("make", "shape", "opt_cls"),
    [
        (_mlp, (6, 8), lambda p: torch.optim.SGD(p, lr=0.1, momentum=0.9)),
        (_mlp, (6, 8), lambda p: torch.optim.Adam(p, lr=0.01)),
        (_cnn, (5, 1, 10, 10), lambda p: torch.optim.AdamW(p, lr=0.01)),
    ],
    ids=["mlp-sgd", "mlp-adam", "cnn-adamw"],
)
def test_training_matches_a_direct_cpu_run(shared, make, shape, opt_cls):
    torch.manual_seed(0)
    direct = make()
    through = copy.deepcopy(direct)
    x = torch.randn(shape)
    y = torch.randint(0, 3, (shape[0],))
    expected = _train(direct, opt_cls, x, y, steps=4)
    got = _train(through, opt_cls, x, y, steps=4, to=shared.device())
    torch.testing.assert_close(got, expected)
    for (name, p), q in zip(through.named_parameters(), direct.parameters(), strict=True):
        assert isinstance(p, RemoteTensor) and isinstance(p, torch.nn.Parameter), name
        assert p.device == torch.device("cuda", 0) and p.is_leaf
        torch.testing.assert_close(p.detach().cpu(), q.detach(), msg=name)
        torch.testing.assert_close(p.grad.cpu(), q.grad, msg=name)
    for (name, b), c in zip(through.named_buffers(), direct.buffers(), strict=True):
        torch.testing.assert_close(b.cpu(), c, msg=name)  # BatchNorm's running statistics
    through.eval()
    direct.eval()
    with torch.no_grad():
        torch.testing.assert_close(through(x.to("cuda")).cpu(), direct(x))


@pytest.mark.filterwarnings("ignore:Converting a tensor with requires_grad")  # the ladder's float()
def test_the_ladders_transformer_trains_as_on_the_cpu(shared):
    from lupine import ladder

    got = ladder._train(ladder._transformer(7), shared.device(), 3)  # attention, AdamW
    # within float32 rounding, not bit for bit: with two or more CPU threads the worker's
    # operators (the client's dispatch sends aten's pieces) split reductions otherwise
    expected = ladder._train(ladder._transformer(7), torch.device("cpu"), 3)
    torch.testing.assert_close(got, expected, rtol=2e-6, atol=0)
    model, x = ladder._transformer(7).eval(), torch.randint(0, 100, (4, 32))
    with torch.no_grad():  # the encoder's inference fast path
        torch.testing.assert_close(model.to("cuda")(x.to("cuda")).cpu(), model.cpu()(x))


def test_module_round_trip_state_dict_and_clipping(shared):
    torch.manual_seed(3)
    direct = torch.nn.Sequential(
        torch.nn.Linear(4, 8), torch.nn.LayerNorm(8), torch.nn.GELU(), torch.nn.Linear(8, 2)
    )
    through = copy.deepcopy(direct).to("cuda")
    x = torch.randn(5, 4)
    for model, inp in ((direct, x), (through, x.to("cuda"))):
        model(inp).pow(2).sum().backward()
    norms = [torch.nn.utils.clip_grad_norm_(m.parameters(), 0.1) for m in (direct, through)]
    torch.testing.assert_close(norms[1].cpu(), norms[0])
    for p, q in zip(through.parameters(), direct.parameters(), strict=True):
        torch.testing.assert_close(p.grad.cpu(), q.grad)
    fresh = torch.nn.Sequential(
        torch.nn.Linear(4, 8), torch.nn.LayerNorm(8), torch.nn.GELU(), torch.nn.Linear(8, 2)
    )
    through.load_state_dict(fresh.state_dict())  # host tensors copied into the sidecar's
    with torch.inference_mode():
        torch.testing.assert_close(through(x.to("cuda")).cpu(), fresh(x))
    back = through.cpu()
    assert all(type(p) is torch.nn.Parameter and p.device.type == "cpu" for p in back.parameters())
    torch.testing.assert_close(back(x), fresh(x))


def test_indexing_assignment_and_common_operators(shared):
    host = torch.zeros(4)
    r = host.to("cuda")
    for t in (host, r):
        t[1] = 5
        t[torch.tensor([2], device=t.device)] = torch.tensor(7.0)
        t[torch.tensor([True, False, False, False], device=t.device)] = torch.ones(1)
    assert r.tolist() == host.tolist() == [1.0, 5.0, 7.0, 0.0]
    for t in (host, r):
        t[2:] = torch.tensor([8.0, 9.0])  # host values into a slice
        t[:1] = 3
    assert r.tolist() == host.tolist() == [3.0, 5.0, 8.0, 9.0]
    m = torch.arange(12.0).reshape(3, 4)
    rm = m.to("cuda")
    checks = {
        "where": lambda t: torch.where(t > 4, t, torch.zeros_like(t)),
        "cat": lambda t: torch.cat([t, t * 2], dim=1),
        "t-contiguous": lambda t: t.t().contiguous(),
        "softmax": lambda t: torch.softmax(t, dim=-1),
        "sort": lambda t: torch.sort(-t, dim=1).values,
        "topk-indices": lambda t: torch.topk(t, 2).indices,
        "cumsum": lambda t: t.cumsum(0),
        "einsum": lambda t: torch.einsum("ij,kj->ik", t, t),
        "embedding": lambda t: torch.nn.functional.embedding(
            torch.tensor([2, 0], device=t.device), t
        ),
    }
    for name, fn in checks.items():
        torch.testing.assert_close(fn(rm).cpu(), fn(m), msg=name)
    assert rm.t().stride() == m.t().stride() and rm.t().contiguous().stride() == (3, 1)
    # indices PyTorch would make on the tensor's own device: lists, arrays, host tensors, bools
    indexings = {
        "list": lambda t: t[[0, 2]],
        "list-2d": lambda t: t[[0, 2], 1],
        "host-tensor": lambda t: t[torch.tensor([2, 0])],
        "numpy": lambda t: t[np.array([1])],
        "0-dim int": lambda t: t[torch.tensor(1)],
        "True": lambda t: t[True],
        "False": lambda t: t[False],
        "0-dim mask": lambda t: t[t.sum() > 0],
        "mask": lambda t: t[t > 4],
    }
    for name, fn in indexings.items():
        torch.testing.assert_close(fn(rm).cpu(), fn(m), msg=name)
    with pytest.raises(NotImplementedError, match="boolean scalar inside a multi-part index"):
        rm[True, 0]
    # what PyTorch makes with a tensor's own options (locally: the meta device)
    made = rm.new_tensor([1, 2])
    assert isinstance(made, RemoteTensor) and made.dtype == m.dtype and made.tolist() == [1.0, 2.0]
    labels = torch.tensor([2, 0, 1])
    one_hot = torch.nn.functional.one_hot(labels.to("cuda"))
    assert torch.equal(one_hot.cpu(), torch.nn.functional.one_hot(labels))
    with pytest.raises(NotImplementedError, match="legacy constructor"):
        rm.new(2)


def test_gradients_cross_the_boundary_both_ways(shared):
    x = torch.tensor([1.0, -2.0, 3.0], requires_grad=True)
    remote = x.to(shared.device())  # differentiable upload
    assert remote.grad_fn is not None and not remote.is_leaf
    y = (remote * remote).cpu()  # differentiable download
    y.sum().backward()
    torch.testing.assert_close(x.grad, 2 * x.detach())
    leaf = torch.zeros(3, device="cuda", requires_grad=True)
    assert leaf.is_leaf and leaf.requires_grad
    (leaf * 3).sum().backward()
    assert leaf.grad.tolist() == [3.0, 3.0, 3.0]


def test_data_comes_back_only_when_asked(shared):
    big = torch.randn(512, 512)
    w = big.to("cuda")  # one upload of 1 MiB
    before = dict(shared.counters)

    def crossed(*keys: str) -> int:
        return sum(shared.counters[k] - before[k] for k in keys)

    y = torch.tanh(w @ w).sum(dim=1).relu()
    sent = crossed("sent_bytes", "bulk_sent_bytes")
    received = crossed("received_bytes", "bulk_received_bytes")
    assert crossed("requests") == 4
    assert sent < 8000 and received < 8000, (sent, received)  # handles, not 1 MiB of data
    assert y.shape == (512,)
    host = y.cpu()
    assert crossed("received_bytes", "bulk_received_bytes") > 512 * 4
    torch.testing.assert_close(host, torch.tanh(big @ big).sum(dim=1).relu())


def test_plans_tell_python_scalar_types_apart(shared):
    host = torch.arange(3)
    r = host.to("cuda")
    for scalar in (1, 1.0, True, 2, 2.5):  # equal as keys (1 == 1.0 == True), not as types
        got, want = r + scalar, host + scalar
        assert got.dtype == want.dtype and torch.equal(got.cpu(), want), scalar
    assert (r * torch.tensor(2.5)).dtype == torch.float32  # a 0-dim host tensor's dtype


def test_freed_tensors_are_released_in_the_worker(shared):
    gc.collect()  # earlier tests' cyclic garbage: freed now, not during the count
    gc.disable()
    try:
        shared.stats()  # (releases travel with the next request)
        held = shared.stats()["tensors"]
        xs = [torch.ones(10, device="cuda") for _ in range(20)]
        assert shared.stats()["tensors"] == held + 20
        del xs
        assert shared.stats()["tensors"] == held
    finally:
        gc.enable()


def test_detach_shares_the_handle_until_the_last_tensor_dies(shared):
    gc.collect()
    gc.disable()
    try:
        shared.stats()
        held = shared.stats()["tensors"]
        before = shared.counters["requests"]
        x = torch.arange(6.0, device="cuda").requires_grad_()
        d = x.detach()
        a = torch.ops.aten.alias.default(d)
        assert shared.counters["requests"] == before + 1  # (the factory only)
        assert not d.requires_grad and d.shape == x.shape and d.stride() == x.stride()
        assert shared.stats()["tensors"] == held + 1  # one worker tensor for all three
        d.mul_(2)  # in place through the alias: x sees it, as a detached view would
        torch.testing.assert_close(x.detach().cpu(), torch.arange(6.0) * 2)
        del x, d
        gc.collect()  # (a tensor that required grad can sit in a reference cycle)
        torch.testing.assert_close(a.cpu(), torch.arange(6.0) * 2)  # (still held by a)
        assert shared.stats()["tensors"] == held + 1
        y = a.add_(1)  # (in place: its result is the argument itself)
        assert y is a
        del a, y
        gc.collect()
        shared.stats()
        assert shared.stats()["tensors"] == held
    finally:
        gc.enable()


def test_values_printing_and_numpy(shared):
    r = torch.arange(6, device="cuda").reshape(2, 3)
    assert r.tolist() == [[0, 1, 2], [3, 4, 5]]
    assert r.sum().item() == 15 and int(r[1, 2]) == 5 and bool(r.any())
    assert repr(r) == "tensor([[0, 1, 2],\n        [3, 4, 5]], device='cuda:0')"
    assert f"{r.float().mean():.2f}" == "2.50"
    big = torch.randn(300, 400)
    before = shared.counters["received_bytes"]
    text = repr(big.to("cuda"))  # summarised there: a few numbers cross, not 480 kB
    assert text.split() == (repr(big)[:-1] + ", device='cuda:0')").split()
    assert shared.counters["received_bytes"] - before < 20_000
    assert r.is_cuda and r.get_device() == 0 and r.device.type == "cuda"
    with pytest.raises(TypeError, match=r"can't convert cuda:0 .* Tensor\.cpu\(\)"):
        r.numpy()
    assert r[r > 2].tolist() == [3, 4, 5]  # a data-dependent shape, from the worker
    cpu_copy = copy.deepcopy(r)
    assert isinstance(cpu_copy, RemoteTensor) and cpu_copy.tolist() == r.tolist()


def test_pickle_saves_a_host_copy(shared, tmp_path):
    model = torch.nn.Linear(2, 2).to("cuda")
    torch.save(model.state_dict(), tmp_path / "m.pt")
    loaded = torch.load(tmp_path / "m.pt")
    assert not isinstance(loaded["weight"], RemoteTensor)
    torch.testing.assert_close(loaded["weight"], model.weight.detach().cpu())


def test_host_tensors_mixed_in_are_refused_like_cuda(shared):
    r = torch.ones(3, device="cuda")
    with pytest.raises(RuntimeError, match=r"same device.*cuda:0 and cpu.*aten\.add\.Tensor"):
        r + torch.ones(3)
    assert (r + torch.tensor(2.0)).tolist() == [3.0, 3.0, 3.0]  # a 0-dim host scalar is fine
    host = torch.zeros(3)
    host.copy_(r)  # copies between host and sidecar are what copy_ is for
    assert host.tolist() == [1.0, 1.0, 1.0]
    r.copy_(torch.tensor([4.0, 5.0, 6.0]))
    assert r.tolist() == [4.0, 5.0, 6.0]


def test_worker_errors_keep_their_type_and_name_the_operator(shared):
    a = torch.ones(2, 3, device="cuda")
    with pytest.raises(RuntimeError, match=r"aten\.mm\.default in the LUPINE sidecar: .*2x3"):
        torch.mm(a, a)
    # an operator whose result's shape is known here is sent without waiting: like CUDA's
    # asynchronous errors, its failure is raised by the next operation that waits
    bad = a[torch.tensor([7], device="cuda")]
    assert bad.shape == (1, 3)
    with pytest.raises(IndexError, match=r"aten\.index\.Tensor \(deferred\): index 7 is out"):
        a.sum().item()
    assert a.sum().item() == 6.0  # the session goes on
    with pytest.raises(RuntimeError, match=r"aten\.index\.Tensor failed in the LUPINE sidecar"):
        bad.cpu()  # what the failed operator was to make


def test_sync_mode_raises_at_the_operator(standin, monkeypatch):
    monkeypatch.setenv("LUPINE_SIDECAR_SYNC", "1")
    with lupine.sidecar() as sc:
        assert not sc.defer
        a = torch.ones(2, 3, device="cuda")
        before = sc.counters["received_bytes"]
        b = a * 2
        assert sc.counters["received_bytes"] > before  # it waited for the answer
        with pytest.raises(IndexError, match=r"aten\.index\.Tensor in the LUPINE sidecar"):
            a[torch.tensor([7], device="cuda")]
        assert b.sum().item() == 12.0


# ---------------------------------------------------------------------------------------------
# batches, the bulk socket, and where a deferred failure surfaces


def _step_counts(sc: Sidecar, step: Any) -> dict[str, int]:
    sc.synchronize()
    before = dict(sc.counters)
    step()
    return {k: sc.counters[k] - before[k] for k in before}


def test_a_training_step_is_a_few_frames_and_one_wait(standin, monkeypatch):
    # A step is ~60 operators (Adam's foreach version, as on CUDA): each was its own write to
    # the pipe; batched, they go 16 at a time (no age bound here, so the count is exact), and
    # only loss.item() waits.
    monkeypatch.setenv("LUPINE_SIDECAR_BATCH", "16")
    monkeypatch.setenv("LUPINE_SIDECAR_BATCH_US", "0")
    torch.manual_seed(0)
    direct = torch.nn.Sequential(
        torch.nn.Linear(64, 256), torch.nn.ReLU(), torch.nn.Linear(256, 256), torch.nn.ReLU(),
        torch.nn.Linear(256, 4),
    )  # fmt: skip
    x, y = torch.randn(16, 64), torch.randint(0, 4, (16,))
    params = sum(p.numel() * p.element_size() for p in direct.parameters())
    with lupine.sidecar() as sc:
        through = copy.deepcopy(direct).to("cuda")
        rx, ry = x.to("cuda"), y.to("cuda")
        losses: dict[str, list[float]] = {"direct": [], "sidecar": []}
        counts = []
        for model, inp, lab, key in ((direct, x, y, "direct"), (through, rx, ry, "sidecar")):
            opt = torch.optim.Adam(model.parameters(), lr=0.01)

            def step(model=model, inp=inp, lab=lab, opt=opt, key=key) -> None:
                opt.zero_grad()
                loss = torch.nn.functional.cross_entropy(model(inp), lab)
                loss.backward()
                opt.step()
                losses[key].append(loss.item())

            for _ in range(4):
                counts.append(_step_counts(sc, step))
        for q, p in zip(direct.parameters(), through.parameters(), strict=True):
            torch.testing.assert_close(p.detach().cpu(), q.detach())
    assert losses["sidecar"] == losses["direct"]
    sidecar_steps = counts[4:]
    for c in sidecar_steps[1:]:  # (the first builds Adam's state)
        assert c["requests"] >= 40, c
        assert c["waits"] == 1, c  # loss.item()
        assert c["frames"] == -(-c["requests"] // 16), c  # ceil: full batches, then item's
        # parameters and optimizer state stay in the worker: no tensor data crosses
        assert c["sent_bytes"] < params / 20 and c["bulk_sent_bytes"] == 0, (c, params)
        assert c["received_bytes"] < 200 and c["bulk_received_bytes"] == 0, c
    for c in sidecar_steps[2:]:  # every operator's form known: a record is a few struct bytes
        # (a foreach operator's: a handle per tensor of each of its lists)
        assert c["forms"] == 0 and c["sent_bytes"] < 64 * c["requests"], c


def test_a_batch_nobody_follows_is_sent_when_old(standin, monkeypatch):
    # (the size bound: test_a_training_step_is_a_few_frames_and_one_wait)
    monkeypatch.setenv("LUPINE_SIDECAR_BATCH", "4")
    monkeypatch.setenv("LUPINE_SIDECAR_BATCH_US", "200000")  # 0.2 s
    with lupine.sidecar() as sc:
        a = torch.ones(3, device="cuda")
        (a * 2) + 1  # planned once (a first plan can outlast the age bound), as later calls
        sc.synchronize()
        frames, waits = sc.counters["frames"], sc.counters["waits"]
        b = a * 2
        c = b + 1
        assert sc.counters["frames"] == frames and len(sc._queue) == 2  # queued, not sent
        deadline = time.monotonic() + 10
        while sc.counters["frames"] == frames and time.monotonic() < deadline:
            time.sleep(0.005)  # nothing else happens here: the flusher thread sends it
        assert sc.counters["frames"] == frames + 1 and not sc._queue
        assert sc.counters["waits"] == waits
        assert c.tolist() == [3.0] * 3


def test_foreach_operators_go_without_waiting_and_their_factors_are_slots(shared):
    hosts = [torch.arange(3.0), torch.arange(4.0) + 1]
    rs = [h.to("cuda") for h in hosts]
    shared.synchronize()
    before = dict(shared.counters)
    for step in range(1, 5):  # Adam's way: per-tensor factors that change every step
        factors = [0.5 * step, -1.0 / step]
        torch._foreach_mul_(rs, factors)
        torch._foreach_add_(rs, 1.0)
        for h, f in zip(hosts, factors, strict=True):
            h.mul_(f).add_(1.0)
    after = dict(shared.counters)
    assert after["waits"] == before["waits"]  # in place, returning nothing: not waited for
    assert after["forms"] - before["forms"] <= 2, after  # one form each: factors are slots
    for r, h in zip(rs, hosts, strict=True):
        torch.testing.assert_close(r.cpu(), h)
    norms = torch._foreach_norm(rs)  # a list of results, laid out here
    assert [n.shape for n in norms] == [(), ()]
    for n, h in zip(norms, hosts, strict=True):
        torch.testing.assert_close(n.cpu(), h.norm())


def test_optimizers_take_their_foreach_path_on_sidecar_tensors(shared):
    from torch.optim.optimizer import _default_to_fused_or_foreach

    r = torch.ones(3).to("cuda")
    assert _default_to_fused_or_foreach([r], differentiable=False) == (False, True)
    assert _default_to_fused_or_foreach([torch.ones(3)], differentiable=False) == (False, False)


def test_uploads_bound_for_a_gpu_go_through_one_staging_buffer_piece_by_piece(monkeypatch):
    """`Worker.put_gpu` (here on a CPU "GPU", whose ``copy_`` reads its buffer before it
    returns, as a copy from pageable memory does): uploads of any size, sent in odd pieces,
    arrive whole through two staging buffers of `PIECE` bytes (past one piece, read on a
    thread of their own); one that cannot be placed reads its bytes all the same, so the next
    upload starts at its own first byte."""
    import socket
    import threading

    from lupine._sidecar import _wire, worker
    from lupine._sidecar.worker import Poisoned, Worker

    monkeypatch.setattr(worker, "PIECE", 16)
    ours, theirs = socket.socketpair()
    w = Worker("cpu", bulk=theirs)
    buffers = set()
    try:
        for hid, (n, dtype) in enumerate(
            ((8, torch.uint8), (100, torch.uint8), (32, torch.int16), (147, torch.uint8)), 1
        ):
            payload = bytes((7 * k + n) % 256 for k in range(n))
            pieces = [payload[k : k + 5] for k in range(0, n, 5)]  # (reads see partial pieces)
            sender = threading.Thread(target=lambda p=pieces: [ours.sendall(x) for x in p])
            sender.start()
            shape = (n // dtype.itemsize,)
            w.put_gpu(hid, _wire.Bulk(dtype, shape, n), 0, (1,))
            sender.join()
            got = w.tensors[hid]
            assert got.dtype == dtype and tuple(got.shape) == shape
            assert bytes(_wire.raw(got).numpy()) == payload
            buffers.add(tuple(b.untyped_storage().data_ptr() for b in w.staging))
        assert len(buffers) == 2 and w.staging[0].numel() == 16  # (8 bytes, then grown to PIECE)
        # a tensor that cannot be made: its bytes are read and dropped, its handle poisoned
        ours.sendall(bytes(40) + b"next")
        w.put_gpu(9, _wire.Bulk(torch.uint8, (-40,), 40), 0, (1,))
        assert isinstance(w.tensors[9], Poisoned)
        view = memoryview(bytearray(4))
        w.read_exactly(view)
        assert bytes(view) == b"next"

        # a failed copy: the rest read, then the error; the socket closed mid-upload
        def failing(start: int, size: int, buffer: object) -> None:
            raise RuntimeError("copy failed")

        ours.sendall(bytes(40) + b"more")
        with pytest.raises(RuntimeError, match="copy failed"):
            w.stream_in(40, failing)
        w.read_exactly(view)
        assert bytes(view) == b"more"
        ours.sendall(b"abc")
        ours.shutdown(socket.SHUT_WR)
        with pytest.raises(ConnectionError):
            w.stream_in(40, lambda start, size, buffer: None)
        fresh = torch.arange(4.0)
        assert torch.equal(w.receive(_wire.pack(fresh)), fresh)
    finally:
        ours.close()
        theirs.close()


def test_the_flusher_thread_sends_only_old_batches_and_says_when_it_did():
    import threading
    import weakref

    from lupine._sidecar import _channel

    class Fake:
        def __init__(self) -> None:
            self._dead: str | None = None
            self._lock = threading.RLock()
            self._queue: list[bytes] = []
            self._since = 0.0
            self.counters = {"requests": 0}
            self.sent = 0

        def _flush(self, what: str) -> None:
            self._queue.clear()
            self.sent += 1

        def queue(self, age: float) -> None:  # (as the user's thread queues a record)
            self._queue.append(b"r")
            self._since = time.monotonic() - age
            self.counters["requests"] += 1

    ch, wake = Fake(), threading.Event()
    ref = weakref.ref(ch)
    look = lambda seen: _channel._flush_if_old(ref, wake, 0.5, seen)  # noqa: E731
    wake.set()
    assert look(0) == ("idle", 0) and not wake.is_set()  # empty: wait for the next batch
    ch.queue(0.0)
    wake.set()
    assert look(0) == ("busy", 1) and wake.is_set() and ch.sent == 0  # young: the user's to send
    assert look(1) == ("idle", 1) and wake.is_set() and ch.sent == 0  # still young
    ch._since -= 1.0
    got = []
    with ch._lock:  # the user's thread is sending: not now (the look does not wait for it)
        other = threading.Thread(target=lambda: got.append(look(1)))
        other.start()
        other.join(5)  # (a look that waited for the lock would still be waiting)
    assert got == [("idle", 1)] and ch.sent == 0
    assert look(1) == ("sent", 1) and ch.sent == 1 and not ch._queue and not wake.is_set()
    # records keep coming: an old batch goes all the same, and the thread stays awake (the
    # next look comes later: _flush_late)
    ch.queue(1.0)
    wake.set()
    assert look(1) == ("busy", 2) and ch.sent == 2 and not ch._queue and wake.is_set()
    assert look(2) == ("idle", 2) and not wake.is_set()  # quiet and empty: wait for a batch
    ch._dead = "stopped"
    assert look(2)[0] == "gone"


def test_the_flusher_threads_longest_wait_is_the_longer_of_its_two_bounds():
    from lupine._sidecar import _channel

    assert _channel._longest(50e-6) == _channel.LATEST_S
    assert _channel._longest(1.0) == _channel.LATEST * 1.0


def test_a_batch_left_after_a_burst_is_sent_within_the_flushers_longest_wait(standin, monkeypatch):
    from lupine._sidecar import _channel

    age = 0.02
    monkeypatch.setenv("LUPINE_SIDECAR_BATCH", "1000000")
    monkeypatch.setenv("LUPINE_SIDECAR_BATCH_US", str(int(age * 1e6)))
    with lupine.sidecar() as sc:
        a = torch.ones(3, device="cuda")
        sc.synchronize()
        end = time.monotonic() + 20 * age  # a burst: the flusher thread backs off
        while time.monotonic() < end:
            a.add_(1)
        frames = sc.counters["frames"]
        a.add_(1)  # queued (or, if the last batch just went, starting one)
        left = time.monotonic()
        while sc._queue and time.monotonic() - left < 10:
            time.sleep(age / 10)
        waited = time.monotonic() - left
        assert not sc._queue and sc.counters["frames"] >= frames
        assert waited <= _channel._longest(age) + age + 0.5, waited  # (slack: a busy machine)
        assert a.sum().item() > 3


def test_a_deferred_failure_surfaces_at_the_next_wait_naming_its_operation(shared):
    a = torch.ones(4, device="cuda")
    shared.synchronize()
    huge = torch.empty(1 << 42, dtype=torch.uint8, device="cuda")  # 4 TiB: sent, no wait
    assert huge.shape == (1 << 42,)
    b = a * 3  # more work queued behind it, in the same batch
    with pytest.raises(RuntimeError, match=r"torch\.empty \(deferred\): .*allocate"):
        shared.synchronize()
    assert b.tolist() == [3.0] * 4  # what came after it ran
    with pytest.raises(RuntimeError, match=r"torch\.empty failed in the LUPINE sidecar"):
        huge.sum().item()  # what uses its result names it, not itself
    shared.synchronize()  # reported once


def test_a_deferred_failure_is_raised_when_the_block_ends(standin):
    with (
        pytest.raises(IndexError, match=r"aten\.index\.Tensor \(deferred\): index 9"),
        lupine.sidecar(),
    ):
        a = torch.ones(2, 3, device="cuda")
        a[torch.tensor([9], device="cuda")]  # nothing waits after it in the block
    with lupine.sidecar() as sc:  # a block with nothing left to wait for costs no round trip
        torch.ones(2, device="cuda").tolist()
        waits = sc.counters["waits"]
    assert sc.counters["waits"] == waits


@pytest.mark.parametrize("bulk", ["65536", "0"])
def test_large_tensors_cross_on_the_bulk_socket(standin, monkeypatch, bulk):
    monkeypatch.setenv("LUPINE_SIDECAR_BULK", bulk)
    g = torch.Generator().manual_seed(5)
    big = torch.randn(512, 512, generator=g)  # 1 MiB
    small = torch.randn(100, generator=g)  # 400 bytes
    odd = torch.randn(300, 80, generator=g, dtype=torch.float64).to(torch.bfloat16).t()
    with lupine.sidecar() as sc:
        assert (
            sc.info["bulk"] is True if bulk != "0" else "LUPINE_SIDECAR_BULK=0" in sc.info["bulk"]
        )
        before = dict(sc.counters)
        rb, rs, ro = big.to("cuda"), small.to("cuda"), odd.to("cuda")
        assert ro.is_contiguous() and ro.shape == odd.shape  # an upload is C-contiguous
        out = (rb @ rb).cpu()
        got = {"big": rb.cpu(), "small": rs.cpu(), "odd": ro.cpu(), "bool": (rb > 0).cpu()}
        sent = sc.counters["bulk_sent_bytes"] - before["bulk_sent_bytes"]
        received = sc.counters["bulk_received_bytes"] - before["bulk_received_bytes"]
        piped = sc.counters["sent_bytes"] - before["sent_bytes"]
    torch.testing.assert_close(out, big @ big)
    assert torch.equal(got["big"], big) and torch.equal(got["small"], small)
    assert torch.equal(got["odd"], odd) and torch.equal(got["bool"], big > 0)
    if bulk != "0":  # big's 1 MiB up, and odd's 48 kB (under 64 KiB: piped)
        assert sent == big.numel() * 4 and piped < 60_000, (sent, piped)
        assert received == 2 * big.numel() * 4 + big.numel(), received  # bool: 1 byte each
    else:
        assert sent == received == 0 and piped > big.numel() * 4


@pytest.mark.parametrize(
    ("batch", "age", "want"),
    [
        (None, None, (32, 50e-6)),
        ("1", "0", (1, 0.0)),
        ("64", "60000000", (64, 60.0)),
        ("0", None, "LUPINE_SIDECAR_BATCH"),
        ("x", None, "LUPINE_SIDECAR_BATCH"),
        (None, "-1", "LUPINE_SIDECAR_BATCH_US"),
        (None, "inf", "LUPINE_SIDECAR_BATCH_US"),  # (a flusher's sleep would overflow)
        (None, "nan", "LUPINE_SIDECAR_BATCH_US"),
        (None, "60000001", "LUPINE_SIDECAR_BATCH_US"),
        (None, "fifty", "LUPINE_SIDECAR_BATCH_US"),
    ],
)
def test_batch_settings_take_what_the_shim_takes_and_name_what_they_refuse(batch, age, want):
    from lupine._sidecar._channel import batch_settings

    pairs = (("LUPINE_SIDECAR_BATCH", batch), ("LUPINE_SIDECAR_BATCH_US", age))
    env = {k: v for k, v in pairs if v is not None}
    if isinstance(want, tuple):
        assert batch_settings(env) == want
    else:
        with pytest.raises(ValueError, match=want + " must be"):
            batch_settings(env)


def test_bulk_bytes_go_out_one_piece_per_send():
    """`Channel._send_bulk` hands the socket at most `_wire.BULK_PIECE` bytes per send(), so
    that the worker can take up the first piece before the last is sent; what the socket
    takes short is sent again from where it stopped."""
    from lupine._sidecar import _channel, _wire

    class Socket:
        def __init__(self) -> None:
            self.calls: list[int] = []
            self.got = bytearray()

        def send(self, view: memoryview) -> int:
            self.calls.append(len(view))
            k = len(view) if len(self.calls) % 3 else len(view) // 2  # (every third: half)
            self.got += view[:k]
            return k

    ch = _channel.Channel()
    ch._init_channel()
    ch._bulk = Socket()  # type: ignore[assignment]
    data = bytes(k % 251 for k in range(3 * _wire.BULK_PIECE + 1000))
    ch._send_bulk(memoryview(data), "a test")
    assert bytes(ch._bulk.got) == data and ch.counters["bulk_sent_bytes"] == len(data)
    assert max(ch._bulk.calls) == _wire.BULK_PIECE and len(ch._bulk.calls) >= 4


def test_records_and_leaves_round_trip():
    from lupine._sidecar import _wire

    frame = b"".join(
        _wire.record(data, answered)
        for data, answered in ((b"abc", False), (b"", True), (bytes(70000), False))
    )
    assert [(k, bytes(d)) for k, d in _wire.records(frame)] == [
        (0, b"abc"),
        (_wire.ANSWERED, b""),
        (0, bytes(70000)),
    ]
    with pytest.raises(ValueError, match="cut short"):
        list(_wire.records(frame[:-1]))
    from lupine._sidecar.worker import Worker, serve_frame  # (its own reading of records)

    for cut in (frame[:-1], frame[:2]):  # a record, its length
        with pytest.raises(ValueError, match="cut short"):
            serve_frame(Worker("cpu"), cut, [].append)
    for handle in (1, -1, 2**40, -(2**62)):
        assert _wire.leaf(_wire.ref(handle)) == ("tensor", handle)
    assert _wire.leaf(_wire.dev(None)) == ("device", None)
    assert _wire.leaf(_wire.dev(3)) == ("device", 3)
    for value in (torch.bfloat16, torch.complex64, torch.strided, torch.channels_last):
        assert _wire.leaf(_wire.enum(value)) == ("enum", value)
    assert _wire.enum(3) is None and _wire.enum("float32") is None


def test_plans_reused_across_scalar_values_but_not_sizes(shared, monkeypatch):
    from lupine._sidecar import _client

    host = torch.arange(6.0)
    r = host.to("cuda")
    planned = []
    real = _client._plan
    monkeypatch.setattr(_client, "_plan", lambda *a: planned.append(a[0]) or real(*a))
    for scale in (0.5, 0.25, 3.0):  # Adam's per-step factors: one plan for all
        torch.testing.assert_close(
            (r * scale).add_(r, alpha=scale).cpu(), host * scale + host * scale
        )
    assert len(planned) <= 2, planned  # (mul.Tensor, add_.Tensor: at most once each)
    for shape in ((2, 3), (3, 2), (6, 1)):  # sizes are ints: each its own plan
        assert (
            r.view(shape).shape == shape
            and r.view(shape).cpu().tolist() == host.view(shape).tolist()
        )


def test_unsupported_operators_say_so_by_name(shared):
    a = torch.ones(3, device="cuda")
    b = torch.ones(4, device="cuda")
    with pytest.raises(NotImplementedError, match=r"aten\.set_\.source_Tensor is not supported"):
        torch.ops.aten.set_.source_Tensor(a, b)
    with pytest.raises(NotImplementedError, match=r"aten\.resize_\.default changed the shape"):
        a.resize_(10)
    with pytest.raises(NotImplementedError, match=r"aten\._pin_memory\.default"):
        torch.ops.aten._pin_memory.default(a)
    with pytest.raises(NotImplementedError, match="generator"):
        torch.randn(3, device="cuda", generator=torch.Generator())
    with pytest.raises(IndexError, match="no cuda:3"):
        torch.ones(2).to("cuda:3")


def test_factories_and_the_worker_seed(shared):
    shared.manual_seed(7)
    got = torch.randn(5, device="cuda")
    torch.manual_seed(7)  # the CPU worker's generator is PyTorch's CPU generator
    torch.testing.assert_close(got.cpu(), torch.randn(5), rtol=0, atol=0)
    before = shared.counters["sent_bytes"]
    z = torch.zeros(1000, 1000, device="cuda")  # made there: a few bytes cross, not 4 MB
    assert shared.counters["sent_bytes"] - before < 8000
    assert z.shape == (1000, 1000) and z.sum().item() == 0
    t = torch.tensor([[1, 2]], device="cuda", dtype=torch.int16)
    assert t.dtype == torch.int16 and t.tolist() == [[1, 2]]
    assert torch.full((2,), 7.0, device=0).tolist() == [7.0, 7.0]


# hypothesis: what crosses the pipe keeps its values, dtypes, shapes and strides

from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

DTYPES = [
    torch.bool, torch.uint8, torch.int8, torch.int16, torch.int32, torch.int64,
    torch.float16, torch.bfloat16, torch.float32, torch.float64, torch.complex64,
]  # fmt: skip


@st.composite
def host_tensors(draw: Any) -> Any:
    dtype = draw(st.sampled_from(DTYPES))
    shape = tuple(draw(st.lists(st.integers(0, 5), min_size=0, max_size=4)))
    seed = draw(st.integers(0, 2**31 - 1))
    g = torch.Generator().manual_seed(seed)
    t = (torch.randn(shape, generator=g, dtype=torch.float64) * 50).to(dtype)
    if draw(st.booleans()) and t.dim() >= 2:
        t = t.transpose(0, 1)  # non-contiguous
    return t


@settings(max_examples=60, deadline=None)
@given(t=host_tensors())
def test_tensors_cross_the_pipe_unchanged(shared, t):
    r = t.to("cuda")
    assert isinstance(r, RemoteTensor)
    assert r.dtype == t.dtype and r.shape == t.shape
    back = r.cpu()
    assert back.dtype == t.dtype and back.shape == t.shape
    assert torch.equal(back, t)
    if t.dtype not in (torch.bool,) and t.numel():
        doubled = (r + r).cpu()
        assert torch.equal(doubled, t + t)
        view = r.flatten()[::2] if r.dim() else r
        want = t.flatten()[::2] if t.dim() else t
        assert view.stride() == want.stride() and torch.equal(view.cpu(), want)


OPS = {
    "add-int": lambda t: t + 3,
    "mul-float": lambda t: t * 0.5,
    "sub-self": lambda t: t - t.flip(0) if t.dim() else t - t,
    "sum-0": lambda t: t.sum(0) if t.dim() else t.sum(),
    "mean-last": lambda t: t.float().mean(-1) if t.dim() else t.float().mean(),
    "amax": lambda t: t.amax() if t.numel() else t.sum(),
    "transpose-contiguous": lambda t: t.transpose(0, -1).contiguous() if t.dim() else t,
    "unsqueeze-expand": lambda t: t.unsqueeze(0).expand(2, *t.shape).clone(),
    "flatten-slice": lambda t: t.flatten()[1::2],
    "cumsum": lambda t: t.cumsum(0) if t.dim() else t,
    "clamp": lambda t: t.clamp(-10, 10),
    "where": lambda t: torch.where(t > 0, t, torch.zeros_like(t)),
    "abs-inplace": lambda t: t.clone().abs_(),
    "cat": lambda t: torch.cat([t.reshape(-1), t.reshape(-1) * 2]),
    "to-float64": lambda t: t.to(torch.float64),
    "mask": lambda t: t[t > 0],  # data-dependent: waits
}
NUMERIC = [torch.int32, torch.int64, torch.float32, torch.float64]


@pytest.mark.filterwarnings("ignore:Casting complex values to real")
@settings(max_examples=80, deadline=None)
@given(t=host_tensors(), names=st.lists(st.sampled_from(sorted(OPS)), min_size=1, max_size=3))
def test_operator_chains_match_the_host(shared, t, names):
    if t.dtype not in NUMERIC:
        t = t.to(torch.float32)
    host, remote = t, t.to("cuda")
    for name in names:  # planned layouts (deferred) and waiting operators, chained
        host, remote = OPS[name](host), OPS[name](remote)
        assert remote.shape == host.shape and remote.dtype == host.dtype, name
        if host.numel() > 1 and host.is_contiguous():  # (uploads are contiguous)
            assert remote.is_contiguous(), name
    back = remote.cpu()
    assert back.dtype == host.dtype
    torch.testing.assert_close(back, host, rtol=1e-6, atol=1e-6, equal_nan=True)


# form records: deferred operators as struct-packed records of a form defined once

SLOT_VALUES = {
    "T": st.integers(-(2**63), 2**63 - 1),
    "i": st.integers(-(2**63), 2**63 - 1),
    "f": st.floats(allow_nan=False),
    "b": st.booleans(),
    "c": st.complex_numbers(allow_nan=False),
}


@st.composite
def form_calls(draw: Any) -> tuple[str, list[Any], list[int], list[int]]:
    kinds = draw(st.text(alphabet="Tifbc", max_size=6))
    values = [draw(SLOT_VALUES[k]) for k in kinds]
    handles = draw(st.lists(st.integers(1, 2**62), max_size=3))
    freed = draw(st.lists(st.integers(-(2**63), 2**63 - 1), max_size=5))
    return kinds, values, handles, freed


@settings(max_examples=200, deadline=None)
@given(call=form_calls(), number=st.integers(0, 2**32 - 1))
def test_form_records_round_trip(call, number):
    from lupine._sidecar import _wire

    kinds, values, handles, freed = call
    fmt = _wire.form_format(kinds, len(handles))
    flat = [x for v in values for x in ((v.real, v.imag) if isinstance(v, complex) else (v,))]
    frame = _wire.form_record(number, freed, fmt.pack(*flat, *handles))
    ((kind, data),) = list(_wire.records(frame))
    assert kind == _wire.BINARY
    got_number, got_freed, rest = _wire.read_form_record(data)
    assert (got_number, list(got_freed)) == (number, freed)
    assert _wire.form_values(fmt, kinds, rest) == [*values, *handles]


def _worker_with_a_form() -> Any:
    """A CPU worker holding tensor 1 and form 1: ``aten.add.Tensor(T, T, alpha=f)`` into one
    new handle."""
    from lupine._sidecar import _wire
    from lupine._sidecar.worker import Worker

    w = Worker("cpu")
    w.tensors[1] = torch.arange(3.0)
    args = [_wire.ref(1), _wire.ref(1)]
    w.handle_deferred(
        "form",
        (1, "aten::add", "Tensor", args, {"alpha": 2.0}, ["alpha"], "TTf", [((3,), (1,), 0)], None),
    )
    return w


def test_a_form_runs_as_the_operator_runs():
    from lupine._sidecar import _wire

    w = _worker_with_a_form()
    fmt = _wire.form_format("TTf", 1)
    for alpha, out in ((2.0, 5), (-0.5, 6)):
        frame = _wire.form_record(1, [], fmt.pack(1, 1, alpha, out))
        ((_, data),) = list(_wire.records(frame))
        w.run_form(data)
        assert w.deferred is None
        assert torch.equal(w.tensors[out], torch.arange(3.0) * (1 + alpha))
    frame = _wire.form_record(1, [5], fmt.pack(6, 1, 1.0, 7))  # frees 5 first
    w.run_form(next(iter(_wire.records(frame)))[1])
    assert 5 not in w.tensors and torch.equal(w.tensors[7], w.tensors[6] + w.tensors[1])


@settings(max_examples=300, deadline=None)
@given(data=st.binary(max_size=80), kind=st.sampled_from(["binary", "answered-binary", "pickle"]))
def test_malformed_records_are_a_clear_error_never_a_crash(data, kind):
    from lupine._sidecar import _wire
    from lupine._sidecar.worker import serve

    w = _worker_with_a_form()
    replies: list[Any] = []
    flags = {"binary": _wire.BINARY, "answered-binary": _wire.BINARY | _wire.ANSWERED}
    serve(w, flags.get(kind, 0), memoryview(data), replies.append)
    if kind == "answered-binary":
        ((status, name, message),) = replies
        assert status == "err" and name == "ValueError" and "form record" in message
        return
    assert not replies
    if w.deferred is not None:  # said at the next answered record, with a reason
        name, message = w.deferred
        assert name and message and "(deferred)" in message
    serve(w, _wire.ANSWERED, memoryview(pickle.dumps(("stats", []))), replies.append)
    assert replies and replies[-1][0] in ("ok", "err")
    assert torch.equal(w.tensors[1], torch.arange(3.0))  # what it held is intact


@settings(max_examples=200, deadline=None)
@given(frame=st.binary(max_size=64))
def test_a_frame_cut_short_is_a_value_error(frame):
    from lupine._sidecar import _wire

    try:
        for kind, data in _wire.records(frame):
            assert kind in (0, _wire.ANSWERED, _wire.BINARY, _wire.ANSWERED | _wire.BINARY)
            assert isinstance(data, memoryview)
    except ValueError as e:
        assert "cut short" in str(e)


@settings(max_examples=60, deadline=None)
@given(
    sizes=st.lists(st.integers(0, 200_000), min_size=1, max_size=4),
    cut=st.integers(1, 70_000),
    spin=st.sampled_from([0.0, 50e-6]),
)
def test_the_worker_reads_frames_however_the_pipe_splits_them(sizes, cut, spin):
    import threading
    from multiprocessing.connection import Connection

    from lupine._sidecar.worker import FrameReader

    frames = [bytes([k % 251]) * n for k, n in enumerate(sizes)]
    r, w = os.pipe()
    conn = Connection(w, readable=False)
    stream = b"".join(len(f).to_bytes(4, "big") + f for f in frames)

    def write() -> None:  # in pieces of ``cut`` bytes, then end of file mid-frame
        for k in range(0, len(stream), cut):
            os.write(w, stream[k : k + cut])
        os.write(w, (10).to_bytes(4, "big") + b"abc")
        conn.close()

    writer = threading.Thread(target=write)
    writer.start()
    reader = FrameReader(r, spin)
    try:
        assert [reader.next() for _ in frames] == frames
        with pytest.raises(EOFError):
            reader.next()
    finally:
        writer.join()
        os.close(r)


def test_take_frame_reads_both_headers_and_says_what_is_missing():
    from lupine._sidecar import _wire

    # multiprocessing.connection's framing: "!i" length, or -1 then a "!Q" length (over 2 GiB;
    # any length may be written so)
    short = (5).to_bytes(4, "big") + b"hello"
    huge = (-1).to_bytes(4, "big", signed=True) + (3).to_bytes(8, "big") + b"abc"
    buf = bytearray(short + huge + b"\x00\x00")
    assert _wire.take_frame(buf) == (b"hello", 9)
    assert _wire.take_frame(buf) == (b"abc", 15)
    assert _wire.take_frame(buf) == (None, 0) and buf == b"\x00\x00"  # (a length cut short)
    for cut, missing in ((0, 0), (3, 0), (4, 5), (7, 2)):
        part = bytearray(short[:cut])
        assert _wire.take_frame(part) == (None, missing) and part == short[:cut]
    for cut, missing in ((4, 0), (11, 0), (12, 3), (14, 1)):
        assert _wire.take_frame(bytearray(huge[:cut])) == (None, missing)


def test_threads_defining_the_same_forms_at_once(shared):
    import threading

    host = torch.arange(40.0)
    r = host.to("cuda")
    shared.synchronize()
    errors: list[BaseException] = []
    start = threading.Barrier(4)

    def work(k: int) -> None:
        try:
            start.wait()
            for n in range(20, 40):  # new shapes each time: forms defined by whichever comes
                got = (r[:n] * 3).add(k).cpu()
                assert torch.equal(got, host[:n] * 3 + k), (k, n)
        except BaseException as e:
            errors.append(e)

    threads = [threading.Thread(target=work, args=(k,)) for k in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors, errors
    shared.synchronize()  # and no deferred failure (a record before its form's definition)


def test_malformed_form_definitions_poison_their_records():
    from lupine._sidecar import _wire

    w = _worker_with_a_form()
    bad = [
        ("aten::add", "Tensor", [_wire.ref(1)], {}, [], "TT", [None], None),  # too few args
        ("aten::add", "Tensor", [_wire.ref(1), 3], {}, [1], "TX", [None], None),  # bad kind
        ("aten::nope", "default", [], {}, [], "", [], None),  # no such operator
        ("aten::add", "Tensor", "xx", {}, [], "", [], None),  # not a list of arguments
    ]
    for number, definition in enumerate(bad, start=10):
        w.handle_deferred("form", (number, *definition))
        assert isinstance(w.forms[number], str)
        w.run_form(next(iter(_wire.records(_wire.form_record(number, [], b""))))[1])
        _, message = w.deferred
        assert f"form {number}" in message, message
        w.deferred = None
    w.run_form(next(iter(_wire.records(_wire.form_record(99, [], b""))))[1])
    assert "no such form" in w.deferred[1]
    w.deferred = None
    w.run_form(next(iter(_wire.records(_wire.form_record(1, [], b"\0" * 5))))[1])
    assert "take 5 bytes, where its form takes 32" in w.deferred[1]


def test_form_keys_tell_signed_zeros_and_number_kinds_apart(shared):
    host = torch.tensor([float("nan"), 1.0, float("inf")])
    r = host.to("cuda")
    for nan in (0.0, -0.0, 0.0, float("nan"), -0.0):  # each value its own, in any order
        got = torch.nan_to_num(r, nan=nan).cpu()
        want = torch.nan_to_num(host, nan=nan)
        assert torch.equal(got.isnan(), want.isnan())
        assert torch.equal(torch.signbit(got), torch.signbit(want)), nan
    for scale in (2, 2.5, True, 1 + 2j, 3):  # one operator, slots of each kind
        torch.testing.assert_close((r.nan_to_num(0.0) * scale).cpu(), host.nan_to_num(0.0) * scale)
    forms = shared.counters["forms"]
    for k in range(5):  # the same forms again: values change, no form is defined
        torch.testing.assert_close((r.nan_to_num(0.0) * k).cpu(), host.nan_to_num(0.0) * k)
    assert shared.counters["forms"] == forms


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


@pytest.mark.parametrize(
    "value,want",
    [("0", 0.0), ("75", 75e-6), ("100000", 0.1), ("250000", 0.1), ("-3", 0.0), ("x", 0.0)],
)
def test_spin_setting_is_read_and_bounded_as_the_c_transport_reads_it(value, want):
    from lupine._sidecar import _wire

    assert _wire.spin_seconds({"LUPINE_SPIN_US": value}) == pytest.approx(want)
    ncpu = os.cpu_count() or 1
    assert _wire.spin_seconds({}) == (50e-6 if ncpu >= 4 else 0.0)
    calls = []
    assert _wire.spin_until(lambda: calls.append(1) or len(calls) == 3, 1.0)
    assert len(calls) == 3
    assert not _wire.spin_until(lambda: True, 0.0)  # no spin: the caller blocks at once
