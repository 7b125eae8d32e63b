"""Container runtimes for the sidecar: which one, and the commands each is given.

Detection tries, in order, Apple Container (``container``, macOS only), Docker, Podman and
nerdctl, and takes the first that is installed (on ``PATH``) and working (its status command
succeeds: the daemon or the system service answers). Docker, Podman and nerdctl take the same
command lines; Apple Container takes its own.
"""

from __future__ import annotations

import os
import platform as _platform
import re
import shutil
import subprocess
import sys
from dataclasses import dataclass

__all__ = [
    "DEFAULT_CUDA",
    "IMAGE_REPOSITORY",
    "RUNTIMES",
    "Runtime",
    "RuntimeNotFound",
    "SidecarError",
    "default_image",
    "detect",
    "image_cuda",
    "normalize_platform",
]

RUNTIMES = ("container", "docker", "podman", "nerdctl")
DEFAULT_CUDA = "13.0"
IMAGE_REPOSITORY = "lupine-sidecar"

_PROBE_TIMEOUT_S = 20.0

# How to make each runtime work, for the error that says none does.
_FIX = {
    "container": "install Apple Container (https://github.com/apple/container/releases) and "
    "start it with `container system start`",
    "docker": "install Docker and start it (Docker Desktop, or `sudo systemctl start docker`; "
    "your user needs access to the daemon's socket)",
    "podman": "install Podman; on macOS start its machine with `podman machine init && "
    "podman machine start`",
    "nerdctl": "install nerdctl and start containerd (`sudo systemctl start containerd`, or "
    "`containerd-rootless-setuptool.sh install` for rootless)",
}


def version() -> str:
    """This package's version (``dev`` when not installed)."""
    try:
        from importlib.metadata import version

        return version("eagle-raptor-lupine")
    except Exception:
        return "dev"


def default_image(cuda: str = DEFAULT_CUDA) -> str:
    """The image `sidecar` runs when none is given: ``LUPINE_SIDECAR_IMAGE``, else the tag
    ``lupine sidecar build`` gives, ``lupine-sidecar:<version>-cuda<cuda>``."""
    env = os.environ.get("LUPINE_SIDECAR_IMAGE")
    return env or f"{IMAGE_REPOSITORY}:{version()}-cuda{cuda}"


def image_cuda(image: str) -> str | None:
    """The CUDA version an image's tag names (``...-cuda13.0`` → ``"13.0"``), or None."""
    m = re.search(r"cuda(\d+\.\d+)$", image.rsplit(":", 1)[-1])
    return m.group(1) if m else None


class SidecarError(RuntimeError):
    """The sidecar could not start, or its worker died or went silent (the message says which,
    with the worker's last output)."""


class RuntimeNotFound(SidecarError):
    """No container runtime is installed and working (the message says what was tried)."""


def candidates(system: str | None = None) -> tuple[str, ...]:
    """The runtimes detection tries, in order, on ``system`` (default ``sys.platform``):
    Apple Container first on macOS; Docker, Podman, nerdctl elsewhere."""
    system = sys.platform if system is None else system
    return RUNTIMES if system == "darwin" else RUNTIMES[1:]


def native_arch() -> str:
    """This machine's architecture as container platforms name it (``amd64``, ``arm64``)."""
    machine = _platform.machine().lower()
    return {"x86_64": "amd64", "amd64": "amd64", "aarch64": "arm64", "arm64": "arm64"}.get(
        machine, machine
    )


def normalize_platform(value: str | None) -> str:
    """``linux/<arch>`` for ``value``: ``None`` is this machine's architecture; ``amd64``,
    ``x86_64``, ``arm64``, ``aarch64`` and ``linux/...`` forms are accepted.

    Raises ``ValueError`` for any other operating system or architecture (the worker is a
    Linux container), ``TypeError`` for a non-string."""
    if value is None:
        return f"linux/{native_arch()}"
    if not isinstance(value, str):
        raise TypeError(f"platform must be a string such as 'linux/amd64', not {value!r}")
    parts = value.strip().lower().split("/")
    if len(parts) == 1:
        parts = ["linux", *parts]
    system, arch = parts[0], parts[1] if len(parts) > 1 else ""
    arch = {"x86_64": "amd64", "aarch64": "arm64"}.get(arch, arch)
    if system != "linux" or arch not in ("amd64", "arm64") or len(parts) > 3:
        raise ValueError(
            f"platform {value!r} is not one the sidecar runs on: it is a Linux container, "
            "so pass 'linux/amd64' or 'linux/arm64' (default: this machine's architecture, "
            f"linux/{native_arch()})"
        )
    return "/".join(["linux", arch, *parts[2:]])


@dataclass(frozen=True)
class Runtime:
    """One installed container runtime: its name (one of `RUNTIMES`) and executable."""

    name: str
    path: str

    @property
    def apple(self) -> bool:
        return self.name == "container"

    def probe(self) -> list[str]:
        """The command that succeeds only when the runtime works (daemon/service up)."""
        if self.apple:
            return [self.path, "system", "status"]
        return [self.path, "info"]

    def image_exists(self, image: str) -> list[str]:
        """The command that succeeds only when ``image`` is present locally."""
        return [self.path, "image", "inspect", image]

    def _arch_args(self, plat: str) -> list[str]:
        if self.apple:
            return ["--os", "linux", "--arch", plat.split("/")[1]]
        return ["--platform", plat]

    def run(
        self,
        image: str,
        name: str,
        plat: str,
        env_file: str,
        command: list[str],
        host_network: bool,
    ) -> list[str]:
        """The command that runs the worker in the foreground, standard input kept open
        (``-i``), removed when it ends (``--rm``)."""
        args = [self.path, "run", "--rm", "-i", "--name", name, *self._arch_args(plat)]
        if host_network and not self.apple:
            args += ["--network", "host"]
        return [*args, "--env-file", env_file, image, *command]

    def stop(self, name: str) -> list[str]:
        """The command that stops the container ``name`` (it is removed as it was run with
        ``--rm``)."""
        if self.apple:
            return [self.path, "stop", name]
        return [self.path, "stop", "--time", "2", name]

    def build(
        self, tag: str, containerfile: str, context: str, build_args: dict[str, str], plat: str
    ) -> list[str]:
        """The command that builds ``containerfile`` in ``context`` as ``tag``."""
        args = [self.path, "build", "--tag", tag, "--file", containerfile]
        for key, value in build_args.items():
            args += ["--build-arg", f"{key}={value}"]
        return [*args, *self._arch_args(plat), context]


def _probe(rt: Runtime) -> str | None:
    """None when ``rt`` works, else why not (its first line of error output)."""
    try:
        done = subprocess.run(
            rt.probe(),
            stdin=subprocess.DEVNULL,
            capture_output=True,
            text=True,
            timeout=_PROBE_TIMEOUT_S,
        )
    except subprocess.TimeoutExpired:
        return f"`{' '.join(rt.probe()[1:])}` did not answer in {_PROBE_TIMEOUT_S:.0f} s"
    except OSError as e:
        return f"cannot run it: {e.strerror}"
    if done.returncode == 0:
        return None
    err = [ln.strip() for ln in done.stderr.splitlines() if ln.strip()]
    out = [ln.strip() for ln in done.stdout.splitlines() if ln.strip()]
    # the error itself: the first line of error output that says so (`docker info` prints its
    # client's details on stdout and "Cannot connect to the Docker daemon ..." on stderr)
    said = [ln for ln in err if "error" in ln.lower() or "cannot" in ln.lower()]
    why = (said or err or out[-1:] or [f"exit status {done.returncode}"])[0]
    return f"`{rt.name} {' '.join(rt.probe()[1:])}` failed: {why[:300]}"


def detect(runtime: str | None = None, *, system: str | None = None) -> Runtime:
    """The runtime to use: ``runtime`` (one of `RUNTIMES`) if given, else the first of
    `candidates` that is installed and working.

    Raises ``ValueError`` for an unknown name, or ``container`` off macOS;
    `RuntimeNotFound` when the runtime asked for, or every candidate, is missing or not
    working, naming each one tried, what was wrong and how to fix it.
    """
    system = sys.platform if system is None else system
    if runtime is not None:
        if runtime not in RUNTIMES:
            raise ValueError(
                f"runtime must be one of {', '.join(map(repr, RUNTIMES))} (or None to detect "
                f"one), not {runtime!r}"
            )
        if runtime == "container" and system != "darwin":
            raise ValueError("runtime='container' is Apple Container, which runs only on macOS")
        names: tuple[str, ...] = (runtime,)
    else:
        names = candidates(system)
    tried = []
    for name in names:
        path = shutil.which(name)
        if path is None:
            tried.append(f"{name}: not installed (not on PATH); {_FIX[name]}")
            continue
        rt = Runtime(name, path)
        why = _probe(rt)
        if why is None:
            return rt
        tried.append(f"{name}: installed at {path} but not working ({why}); {_FIX[name]}")
    what = f"the container runtime {runtime!r}" if runtime else "a container runtime"
    raise RuntimeNotFound(
        f"the LUPINE sidecar needs {what} and found none working. Tried:\n  - "
        + "\n  - ".join(tried)
    )
