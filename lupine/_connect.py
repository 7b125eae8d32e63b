"""``lupine.connect``: run this process's CUDA calls on a lupine-server.

The CUDA runtime inside cupy (or torch) opens ``libcuda.so.1`` when it first initialises.
Loading the LUPINE shim first, with ``RTLD_GLOBAL``, makes that ``dlopen`` return the shim:
every driver call of the process then goes to the server. LUPINE's ``libnvidia-ml.so.1`` is
loaded the same way, so NVML (PyTorch's device count, pynvml) sees the servers' GPUs, numbered
as the driver numbers them, and not this machine's. This is why `connect` must run before any
CUDA or NVML initialisation in the process, and why the libraries stay loaded afterwards
(a shared library cannot be swapped under a running CUDA runtime).
"""

from __future__ import annotations

import ctypes
import os
import sys
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from . import _native
from ._endpoint import format_endpoint, parse_endpoint
from ._local import client_token, local_enabled, local_server

__all__ = ["Session", "connect"]


@dataclass(frozen=True)
class Session:
    """What `connect` set up.

    ``servers``: the servers, each ``host:port``, in the order given; ``server``: the same joined
    with commas, as in ``LUPINE_SERVER``; ``libcuda``: the LUPINE client library loaded (None
    through a sidecar); ``sidecar``: the `lupine.sidecar` running this session's PyTorch work,
    or None on the native path; ``nvml``: LUPINE's client NVML loaded (None through a sidecar,
    or where the build has none).
    """

    servers: tuple[str, ...]
    libcuda: Path | None
    sidecar: Any = None
    nvml: Path | None = None

    @property
    def server(self) -> str:
        return ",".join(self.servers)

    def device(self, i: int = 0) -> Any:
        """``torch.device("cuda", i)``: a plain CUDA device, dispatched by PyTorch's own CUDA
        backend (LUPINE is underneath, at the driver); through a sidecar, the sidecar's GPU
        ``i`` (``IndexError`` when it has none). Raises ``ImportError`` without torch, and
        ``RuntimeError`` when this PyTorch has no CUDA backend (a CPU build: the native path
        needs a CUDA build; ``connect(sidecar=True)`` runs the work in a container that has one)."""
        if self.sidecar is not None:
            return self.sidecar.device(i)
        torch = _cuda_torch("Session.device()")
        return torch.device("cuda", i)

    def devices(self) -> list[Any]:
        """Every GPU this process sees, as ``torch.device("cuda", i)``, numbered as the CUDA
        driver numbers them (``cuDeviceGetCount``): each server's devices in server order and in
        that server's own order. Initialises CUDA (and so binds ``LUPINE_SERVER``); through a
        sidecar, the GPUs its worker sees. Raises ``ImportError`` without torch, and
        ``RuntimeError`` for a PyTorch without CUDA, as `device` does."""
        if self.sidecar is not None:
            return list(self.sidecar.devices())
        torch = _cuda_torch("Session.devices()")
        return [torch.device("cuda", i) for i in range(torch.cuda.device_count())]


def _cuda_torch(what: str) -> Any:
    """torch, when it is installed and has CUDA; else ``ImportError``/``RuntimeError`` saying
    what ``what`` needs."""
    try:
        import torch
    except ImportError:
        raise ImportError(
            f"{what} gives torch.device objects, and PyTorch is not installed here (pip install "
            "torch); cupy, JAX and eagle use the session's GPUs without it (inside the block the "
            "process's CUDA driver is LUPINE's; cupy.cuda.runtime.getDeviceCount() counts them)"
        ) from None
    if not torch.backends.cuda.is_built():
        raise RuntimeError(
            f"this PyTorch ({torch.__version__}) has no CUDA backend, so it cannot use the GPUs "
            "LUPINE provides at the driver: install a CUDA build of PyTorch, or pass "
            "connect(..., sidecar=True) to run PyTorch work in a container that has one"
        )
    return torch


def _torch_has_cuda() -> bool:
    """Whether the installed PyTorch was built with CUDA (``ImportError`` without torch)."""
    try:
        import torch
    except ImportError:
        raise ImportError(
            "the LUPINE sidecar forwards PyTorch work, and PyTorch is not installed here "
            "(pip install torch)"
        ) from None
    return bool(torch.backends.cuda.is_built())


def _choose_sidecar(
    sidecar: Any,
    host: str | Sequence[str] | None,
    port: int | None,
    token: str | None,
    libcuda: str | os.PathLike[str] | None,
) -> Any:
    """The Sidecar to run the session through, or None for the native path."""
    from ._sidecar import sidecar as make_sidecar

    if sidecar is None:
        if sys.platform != "darwin" or _torch_has_cuda():
            return None
        sidecar = True
    if sidecar is False:
        return None
    if libcuda is not None:
        raise ValueError(
            "libcuda= names the native path's client library; a sidecar's image carries its own"
        )
    if sidecar is True:
        return make_sidecar(host, port, token=token)
    if hasattr(sidecar, "start") and hasattr(sidecar, "devices"):  # a lupine.sidecar(...)
        if host is not None or port is not None or token is not None:
            raise ValueError(
                "give host, port and token to lupine.sidecar(...) when passing it as sidecar="
            )
        return sidecar
    raise TypeError(f"sidecar must be None, True, False or a lupine.sidecar(...), not {sidecar!r}")


def _loaded_libcuda() -> list[str]:
    """Paths of every libcuda.so* mapped in this process (from /proc/self/maps)."""
    try:
        with open("/proc/self/maps") as f:
            paths = {line.split()[-1] for line in f if "libcuda.so" in line}
    except OSError:
        return []
    return sorted(paths)


def _endpoint(host: str, port: int | None) -> str:
    """``host`` as ``name:port`` (``[v6]:port`` for IPv6), the port from ``host``, else
    ``port``, else 14833 (`lupine._endpoint.parse_endpoint`, whose ``ValueError`` it raises)."""
    return format_endpoint(*parse_endpoint(host, port))


MAX_SERVERS = 16
"""Servers one process can use (the shim's LC_MAX_SERVERS, native/shim/transport.h)."""


def _hosts(
    host: str | Sequence[str] | None, port: int | None, allow_none: bool = False
) -> tuple[str, ...]:
    """The endpoints named by ``host`` (a string may be a comma list, as ``LUPINE_SERVER``
    is), else by ``LUPINE_SERVER``. ``ValueError`` for none (unless ``allow_none``), an empty
    or malformed name, a server named twice or more than `MAX_SERVERS`."""
    if host is None:
        env = os.environ.get("LUPINE_SERVER", "")
        names = [h.strip() for h in env.split(",") if h.strip()]
        if not names and not allow_none:
            raise ValueError(
                "no server: pass host='name:port' (or a list of them) or set LUPINE_SERVER"
            )
        if not names:
            return ()
    elif isinstance(host, str):
        names = [h.strip() for h in host.split(",")]
    elif isinstance(host, Sequence):
        names = [h.strip() if isinstance(h, str) else h for h in host]
        names = [n for h in names for n in (h.split(",") if isinstance(h, str) else [h])]
        names = [h.strip() if isinstance(h, str) else h for h in names]
    else:
        raise TypeError(f"host must be 'name[:port]' or a list of them, not {type(host).__name__}")
    if not names or not all(isinstance(h, str) and h for h in names):
        raise ValueError(f"host must be a non-empty list of 'name[:port]' strings: {host!r}")
    endpoints = tuple(_endpoint(h, port) for h in names)
    twice = sorted({e for e in endpoints if endpoints.count(e) > 1})
    if twice:
        raise ValueError(
            f"server {', '.join(twice)} named twice: its GPUs would be listed twice "
            "(each server once, in the order its devices should be numbered)"
        )
    if len(endpoints) > MAX_SERVERS:
        raise ValueError(
            f"{len(endpoints)} servers named; one process can use at most {MAX_SERVERS}"
        )
    return endpoints


def _libcuda(libcuda: str | os.PathLike[str] | None) -> Path:
    if libcuda is not None:
        path = Path(libcuda)
    elif os.environ.get("LUPINE_LIBCUDA"):
        path = Path(os.environ["LUPINE_LIBCUDA"])
    else:
        return _native.shim_path()
    if not path.is_file():
        raise FileNotFoundError(f"the LUPINE client library {path} does not exist")
    return path


def nvml_beside(libcuda: Path) -> Path | None:
    """LUPINE's client NVML for a client library: the ``libnvidia-ml.so.1`` beside it, else the
    package's; None when the build has none."""
    beside = libcuda.parent / "libnvidia-ml.so.1"
    if beside.exists():
        return beside
    try:
        return _native.nvml_path()
    except FileNotFoundError:
        return None


_RTLD_NOLOAD = 4  # <dlfcn.h>, glibc


def _foreign_nvml() -> str | None:
    """The NVML this process's ``dlopen("libnvidia-ml.so.1")`` returns (matched by SONAME, as
    PyTorch's and pynvml's loads are) when it is loaded already and is not LUPINE's."""
    try:
        lib = ctypes.CDLL("libnvidia-ml.so.1", mode=_RTLD_NOLOAD)
    except OSError:
        return None
    if hasattr(lib, "lupine_nvml_marker"):
        return None
    try:
        with open("/proc/self/maps") as f:
            paths = sorted({ln.split()[-1] for ln in f if "libnvidia-ml" in ln})
    except OSError:
        paths = []
    return ", ".join(paths) or "libnvidia-ml.so.1"


def _bound(resolved: str) -> str | None:
    """The LUPINE_SERVER the loaded shim read when CUDA first initialised (None: not yet, or
    the shim is not loaded)."""
    if resolved not in _loaded_libcuda() and resolved not in {
        os.path.realpath(p) for p in _loaded_libcuda()
    }:
        return None
    try:
        fn = ctypes.CDLL(resolved).lupine_server_bound
    except (OSError, AttributeError):
        return None
    fn.restype = ctypes.c_char_p
    got = fn()
    return got.decode() if got else None


@contextmanager
def connect(
    host: str | Sequence[str] | None = None,
    port: int | None = None,
    *,
    libcuda: str | os.PathLike[str] | None = None,
    token: str | None = None,
    sidecar: Any = None,
    local: bool | None = None,
) -> Iterator[Session]:
    """Run this process's CUDA driver calls on lupine-server(s).

    Parameters:
    - ``host``: ``"name:port"``, a name or address (port 14833, or ``port``), or a list of them
      for several servers, whose devices ``devices()`` lists in server order (each server's
      in its own order); default ``LUPINE_SERVER`` (so inside ``lupine run`` no argument is
      needed).
    - ``libcuda``: the LUPINE client library (``libcuda.so.1``) to load; default
      ``LUPINE_LIBCUDA``, then the installed package's, then a source checkout's build.
    - ``token``: the servers' token (sets ``LUPINE_TOKEN``).
    - ``sidecar``: ``None`` (the default) runs PyTorch work in a containerised CUDA PyTorch
      (`lupine.sidecar`) only on macOS when the installed PyTorch has no CUDA backend; ``True``
      forces the sidecar on any platform; ``False`` disables it; a ``lupine.sidecar(...)``
      object runs through that one (its runtime, platform and image). Through a sidecar the
      container starts on entering the block and stops on leaving it; ``s.device()`` is still
      ``torch.device("cuda", 0)``, and tensors moved there live in the container.
    - ``local``: ``True`` (or ``None`` with ``LUPINE_LOCAL=1``) adds this machine's own GPUs,
      numbered before the servers' (served by a loopback ``lupine-server`` started for the
      process, ``lupine._local``); ``s.servers`` then starts with its address.

    Inside the block ``LUPINE_SERVER`` (and ``LUPINE_TOKEN``) name the servers and the library
    is loaded with ``RTLD_GLOBAL``, and LUPINE's ``libnvidia-ml.so.1`` beside it (else the
    package's) too: NVML queries by name (PyTorch's ``device_count()``, which asks NVML first,
    pynvml) then answer for the servers' GPUs, numbered as the driver numbers them, as under
    ``lupine run``. The first CUDA call connects. ``LUPINE_SERVER`` is read then,
    once: the session's ``device()``/``devices()`` are plain ``torch.device("cuda", i)``. On exit
    the previous ``LUPINE_SERVER``/``LUPINE_TOKEN`` are restored; the library and its connection
    stay (the CUDA runtime keeps using them).

    Raises ``RuntimeError`` when another ``libcuda.so.1`` (the local driver) is already loaded
    (CUDA initialised before `connect`) or another ``libnvidia-ml.so.1`` (NVML queried before),
    or when this process's CUDA is already bound to other servers (``LUPINE_SERVER`` is read
    once: connect to them from a new process). ``FileNotFoundError`` when the library is
    missing, ``ValueError`` for a malformed host or when no host is given and ``LUPINE_SERVER``
    is unset or ``local`` is combined with the sidecar, ``RuntimeError`` when the local GPUs'
    server cannot start (no NVIDIA driver here). Through a sidecar, what `lupine.sidecar` and
    ``Sidecar.start`` raise (``lupine.SidecarError``: no working container runtime, no image, a
    worker that cannot reach the GPU).
    """
    with_local = local_enabled(local)
    chosen = _choose_sidecar(sidecar, host, port, token, libcuda)
    if chosen is not None:
        if with_local:
            raise ValueError(
                "local GPUs (local=True, LUPINE_LOCAL=1) and the sidecar cannot be combined: "
                "the sidecar's PyTorch runs in a container, on the servers' GPUs only"
            )
        with chosen:
            yield Session(servers=chosen.servers, libcuda=None, sidecar=chosen)
        return
    servers = _hosts(host, port, allow_none=with_local)
    saved = {k: os.environ.get(k) for k in ("LUPINE_SERVER", "LUPINE_TOKEN")}
    if with_local:  # this machine's GPUs come first (lupine/_local.py), behind the token
        env = {**os.environ, **({"LUPINE_TOKEN": token} if token is not None else {})}
        servers = (local_server(client_token(env)), *servers)
        if token is None and "LUPINE_TOKEN" in env and not os.environ.get("LUPINE_TOKEN"):
            token = env["LUPINE_TOKEN"]  # made for the local server: the shim sends it
    path = _libcuda(libcuda)
    resolved = str(path.resolve())
    others = [p for p in _loaded_libcuda() if os.path.realpath(p) != resolved]
    if others:
        raise RuntimeError(
            f"a CUDA driver is already loaded in this process ({', '.join(others)}): "
            "call lupine.connect() before cupy, torch or anything else initialises CUDA"
        )
    nvml = nvml_beside(path)
    foreign = _foreign_nvml() if nvml is not None else None
    if foreign is not None:
        raise RuntimeError(
            f"an NVML library is already loaded in this process ({foreign}): PyTorch and pynvml "
            "would count this machine's GPUs, not the servers'; call lupine.connect() before "
            "anything queries NVML (torch.cuda.device_count(), pynvml.nvmlInit())"
        )
    bound = _bound(resolved)
    if bound is not None and bound != ",".join(servers):
        raise RuntimeError(
            f"this process's CUDA already runs on {bound}: LUPINE_SERVER is read once, when CUDA "
            f"first initialises, so connect() must name exactly those servers, in that order "
            f"(not {','.join(servers)}); for other servers, connect from a new process"
        )
    os.environ["LUPINE_SERVER"] = ",".join(servers)
    if token is not None:
        os.environ["LUPINE_TOKEN"] = token
    try:
        ctypes.CDLL(resolved, mode=ctypes.RTLD_GLOBAL)
        if nvml is not None:  # later loads of libnvidia-ml.so.1 by name get it (SONAME)
            ctypes.CDLL(str(nvml.resolve()), mode=ctypes.RTLD_GLOBAL)
        yield Session(servers=servers, libcuda=path, nvml=nvml)
    finally:
        for key, value in saved.items():
            if value is None:
                os.environ.pop(key, None)
            else:
                os.environ[key] = value
