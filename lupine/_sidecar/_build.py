"""``lupine sidecar build``: the worker image, from ``Containerfile`` and the project's source.

There is no public image to pull: the image carries this project's LUPINE client, built for
Linux, and a CUDA PyTorch of the user's PyTorch version. The build context is assembled in a
temporary directory from the source tree that holds this package (only what ``pip install``
needs), and the image is tagged with the CUDA version it needs
(``lupine-sidecar:<version>-cuda<CUDA>``), which the worker checks against the server's driver
when it starts.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import tempfile
from pathlib import Path

from . import CONTAINERFILE, _runtime

__all__ = ["assemble_context", "build", "build_command", "default_torch"]

ROOT = Path(__file__).resolve().parents[2]
# What `pip install .` needs from the source tree.
CONTEXT_ITEMS = (
    "pyproject.toml",
    "CMakeLists.txt",
    "README.md",
    "eagle",
    "raptor",
    "lupine",
    "native",
    "fixtures",
)
_IGNORED = shutil.ignore_patterns(
    "__pycache__", "*.pyc", "_bin", "build", "*.so", "*.so.*", ".pytest_cache", "_build"
)


def default_torch() -> str:
    """The PyTorch version for the image: this process's (without a local ``+cpu`` label),
    else 2.13.0."""
    try:
        from importlib.metadata import version

        return version("torch").split("+")[0]
    except Exception:
        return "2.13.0"


def assemble_context(dest: Path, root: Path = ROOT) -> Path:
    """Copy what the image build needs from the source tree ``root`` into ``dest``.

    Raises ``FileNotFoundError`` when ``root`` is not a source tree (an installed package has
    no ``native/`` sources): run from a checkout, or pass ``--context``."""
    missing = [
        item for item in ("pyproject.toml", "native", "lupine") if not (root / item).exists()
    ]
    if missing:
        raise FileNotFoundError(
            f"{root} is not the project's source tree (no {', '.join(missing)}): "
            "`lupine sidecar build` builds the LUPINE client from source; run it from a "
            "checkout, or pass --context DIR naming one"
        )
    for item in CONTEXT_ITEMS:
        src = root / item
        if src.is_dir():
            shutil.copytree(src, dest / item, ignore=_IGNORED)
        elif src.is_file():
            shutil.copy2(src, dest / item)
    return dest


def build_command(
    rt: _runtime.Runtime,
    context: Path,
    *,
    cuda: str,
    torch_version: str,
    platform: str | None = None,
    tag: str | None = None,
) -> tuple[str, list[str]]:
    """(tag, command) of an image build. Raises ``ValueError`` for a CUDA version that is not
    ``MAJOR.MINOR`` or a platform the sidecar does not run on."""
    if not re.fullmatch(r"\d+\.\d+", cuda):
        raise ValueError(f"--cuda must be MAJOR.MINOR, such as 13.0 or 12.8, not {cuda!r}")
    tag = tag or f"{_runtime.IMAGE_REPOSITORY}:{_runtime.version()}-cuda{cuda}"
    plat = _runtime.normalize_platform(platform)
    args = {"CUDA": cuda, "TORCH": torch_version}
    return tag, rt.build(tag, str(CONTAINERFILE), str(context), args, plat)


def build(
    runtime: str | None = None,
    *,
    cuda: str | None = None,
    torch_version: str | None = None,
    platform: str | None = None,
    tag: str | None = None,
    context: str | None = None,
) -> tuple[str, int]:
    """Build the worker image with ``runtime`` (default: detected, as `lupine.sidecar` does);
    returns (tag, the build's exit status). Its output goes to this process's.

    Raises what `lupine._sidecar._runtime.detect`, `assemble_context` and `build_command` raise.
    """
    cuda = cuda or _runtime.DEFAULT_CUDA
    build_command(_runtime.Runtime("docker", "docker"), Path("."), cuda=cuda, torch_version="")
    _runtime.normalize_platform(platform)  # bad input fails before any runtime is probed
    rt = _runtime.detect(runtime)
    with tempfile.TemporaryDirectory(prefix="lupine-sidecar-context-") as tmp:
        ctx = assemble_context(Path(tmp), Path(context) if context else ROOT)
        tag, cmd = build_command(
            rt,
            ctx,
            cuda=cuda,
            torch_version=torch_version or default_torch(),
            platform=platform,
            tag=tag,
        )
        print("lupine sidecar build:", " ".join(cmd), flush=True)
        return tag, subprocess.run(cmd, stdin=subprocess.DEVNULL).returncode
