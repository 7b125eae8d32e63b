"""The LUPINE sidecar: PyTorch work forwarded to CUDA PyTorch in a Linux container.

For machines whose PyTorch has no CUDA (macOS): `sidecar` starts a container (Apple
Container, Docker, Podman or nerdctl) running `lupine._sidecar.worker`, whose CUDA PyTorch
reaches a GPU through LUPINE, and this process's PyTorch operators on ``cuda`` tensors run
there (`lupine._sidecar._client` says how). ``lupine sidecar build`` builds its image from
``Containerfile`` beside this file. Importing this package does not import torch.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from ._runtime import RUNTIMES, RuntimeNotFound, SidecarError

if TYPE_CHECKING:
    from ._client import Sidecar

__all__ = ["CONTAINERFILE", "RUNTIMES", "RuntimeNotFound", "SidecarError", "sidecar"]

CONTAINERFILE = Path(__file__).resolve().parent / "Containerfile"


def sidecar(
    host: str | Sequence[str] | None = None,
    port: int | None = None,
    *,
    runtime: str | None = None,
    platform: str | None = None,
    image: str | None = None,
    token: str | None = None,
    timeout: float = 30.0,
    start_timeout: float = 300.0,
) -> Sidecar:
    """A PyTorch sidecar: CUDA PyTorch in a Linux container, connected to LUPINE server(s),
    running this process's PyTorch work. Use it as a context manager::

        with lupine.sidecar(host="gpuhost:14833") as sc:
            model = model.to(sc.device())        # parameters now live in the container
            loss = model(x.to(sc.device())).sum()
            loss.backward()                      # runs there too
            print(loss.item())                   # data come back only when asked for

    Entering starts the container (`Sidecar.start`) and makes ``.to("cuda")``, ``.cuda()`` and
    ``device="cuda"`` factories go to it; leaving stops it (so do interpreter exit and this
    process's death, however it dies: the worker exits when its standard input closes).

    Parameters:
    - ``host``/``port``: the LUPINE server, as for `lupine.connect` (default
      ``LUPINE_SERVER``); ``token``: its token (default ``LUPINE_TOKEN``).
    - ``runtime``: ``"container"`` (Apple Container, macOS), ``"docker"``, ``"podman"`` or
      ``"nerdctl"``; default: the first installed and working, Apple Container first on macOS.
    - ``platform``: the container's platform, ``"linux/amd64"`` or ``"linux/arm64"``; default
      this machine's architecture.
    - ``image``: the worker image; default ``LUPINE_SIDECAR_IMAGE``, else
      ``lupine-sidecar:<version>-cuda13.0``, the tag ``lupine sidecar build`` gives it.
    - ``timeout``: seconds (at least 1) the worker may stay silent (no answer, no heartbeat)
      before an operation fails; ``start_timeout``: seconds to wait for it to start.

    Tensors keep PyTorch's shapes and dtypes (every dtype with a strided layout crosses);
    sparse and other layouts, storage-rebinding operators (``set_``), pinned memory, streams,
    and ``torch.cuda.*`` functions are not forwarded: each fails naming what it was.

    Raises ``ValueError`` for an unknown runtime or a platform other than Linux on amd64/arm64
    (at once), ``NotImplementedError`` for several servers; `start` raises the rest.
    """
    from ._client import Sidecar

    return Sidecar(
        host,
        port,
        runtime=runtime,
        platform=platform,
        image=image,
        token=token,
        timeout=timeout,
        start_timeout=start_timeout,
    )
