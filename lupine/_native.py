"""Where LUPINE's native programs are: the installed package, or a CMake build directory.

Search order: ``$LUPINE_NATIVE_DIR``; the package's own ``_bin/`` (``pip install .`` puts
``libcuda.so.1``, ``libnvidia-ml.so.1``, ``lupine-server``, ``liblupine-standin.so``,
``liblupine-standin-nvml.so`` and ``trace/libcuda.so.1`` there);
then, for a source checkout, ``build/lupine`` and ``build/*/lupine`` (a plain
``cmake -S . -B build`` build, or scikit-build-core's ``build/{wheel_tag}``; directories
named ``*asan*`` are skipped).
"""

from __future__ import annotations

import os
from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent
_ROOT = _PACKAGE.parent

__all__ = [
    "audit_path",
    "native_dir",
    "nvml_path",
    "server_path",
    "shim_path",
    "standin_nvml_path",
    "standin_path",
    "trace_dir",
]


def _candidates() -> list[Path]:
    dirs = []
    env = os.environ.get("LUPINE_NATIVE_DIR")
    if env:
        dirs.append(Path(env))
    dirs.append(_PACKAGE / "_bin")
    dirs.append(_ROOT / "build" / "lupine")
    build = _ROOT / "build"
    if build.is_dir():
        # a sanitizer build (e.g. build/asan) cannot be loaded into an uninstrumented Python
        dirs += sorted(
            p / "lupine"
            for p in build.iterdir()
            if (p / "lupine").is_dir() and "asan" not in p.name.lower()
        )
    return dirs


def native_dir() -> Path:
    """The first directory that holds the LUPINE shim (``libcuda.so.1``).

    Raises ``FileNotFoundError`` naming every place searched when there is none (build with
    ``cmake -S . -B build && cmake --build build`` or install with ``pip install .``).
    """
    tried = _candidates()
    for d in tried:
        if (d / "libcuda.so.1").is_file():
            return d
    raise FileNotFoundError(
        "LUPINE's native build was not found (looked in "
        + ", ".join(str(d) for d in tried)
        + "); build it with `cmake -S . -B build && cmake --build build` or `pip install .`,"
        " or set LUPINE_NATIVE_DIR"
    )


def _file(name: str) -> Path:
    path = native_dir() / name
    if not path.exists():
        raise FileNotFoundError(f"{path} is missing from the LUPINE build")
    return path


def shim_path() -> Path:
    """The client shim, a shared library with SONAME ``libcuda.so.1``."""
    return _file("libcuda.so.1")


def nvml_path() -> Path:
    """The client NVML, a shared library with SONAME ``libnvidia-ml.so.1`` (beside the shim)."""
    return _file("libnvidia-ml.so.1")


def audit_path() -> Path:
    """The rtld-audit module of ``lupine run`` (``liblupine-audit.so``)."""
    return _file("liblupine-audit.so")


def server_path() -> Path:
    """The ``lupine-server`` executable."""
    return _file("lupine-server")


def standin_path() -> Path:
    """The stand-in driver (host memory, no GPU) for ``lupine-server --driver``."""
    return _file("liblupine-standin.so")


def standin_nvml_path() -> Path:
    """The stand-in NVML (the stand-in driver's devices) for ``lupine-server --nvml``."""
    return _file("liblupine-standin-nvml.so")


def trace_dir() -> Path:
    """The directory of the tracing ``libcuda.so.1`` (put it first on ``LD_LIBRARY_PATH``)."""
    path = native_dir() / "trace"
    if not (path / "libcuda.so.1").exists():
        raise FileNotFoundError(f"{path}/libcuda.so.1 is missing from the LUPINE build")
    return path
