"""Dask workers on LUPINE servers: GPU-less workers, each bound to a remote GPU.

Two ways to start such a cluster (issue 13):

- on each worker machine, the worker under ``lupine run``, which binds it (and anything it
  starts) before CUDA initialises::

      lupine run --host gpu1:14833 -- dask worker tcp://scheduler:8786
      lupine run --host gpu2:14833 -- dask worker tcp://scheduler:8786

- or from the client, :class:`LupineWorkers`, a worker plugin that binds each worker process
  when it joins (before any task runs), servers handed out by worker name::

      client.register_plugin(LupineWorkers(["gpu1:14833", "gpu2:14833"]))

A worker's CUDA binds once, to the server it was given: as with :func:`lupine.connect`, a
worker that already initialised CUDA (a task ran cupy before the plugin) cannot be moved, and
the plugin's setup fails saying so.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

__all__ = ["LupineWorkers"]

_BOUND: dict[int, str] = {}  # process id -> the server its workers use

try:  # distributed is optional (pip install ".[dask]")
    from distributed import WorkerPlugin as _Base
except ImportError:  # pragma: no cover - without distributed the class is still importable
    _Base = object  # type: ignore[assignment,misc]


class LupineWorkers(_Base):  # type: ignore[misc,valid-type]
    """Binds each Dask worker process to a LUPINE server when it joins the cluster.

    ``hosts``: one ``"name:port"`` for every worker; a list, worker ``i`` (its name, or its
    position in the list of names seen) getting ``hosts[i % len(hosts)]``; or a callable from
    the worker's name to a host. ``token``, ``libcuda``: as for :func:`lupine.connect`.
    """

    name = "lupine"

    def __init__(
        self,
        hosts: str | Sequence[str] | Callable[[Any], str],
        *,
        token: str | None = None,
        libcuda: str | None = None,
    ) -> None:
        self.hosts = hosts
        self.token = token
        self.libcuda = libcuda

    def host_for(self, worker_name: Any) -> str:
        """The server a worker of that name is bound to."""
        if isinstance(self.hosts, str):
            return self.hosts
        if callable(self.hosts):
            return self.hosts(worker_name)
        hosts = list(self.hosts)
        if not hosts:
            raise ValueError("LupineWorkers needs at least one host")
        try:
            i = int(worker_name)
        except (TypeError, ValueError):
            i = sum(map(ord, str(worker_name)))  # a stable spread of non-numeric names
        return hosts[i % len(hosts)]

    def setup(self, worker: Any) -> None:
        import os

        import lupine

        host = self.host_for(worker.name)
        # LUPINE_SERVER is the process's: workers sharing a process (LocalCluster with
        # processes=False) would all reach the last one named, whatever they were told
        bound = _BOUND.setdefault(os.getpid(), host)
        if bound != host:
            raise RuntimeError(
                f"worker {worker.name!r} should use {host}, but another worker of this process "
                f"already uses {bound}: one process reaches one LUPINE server; run the workers "
                "as processes (LocalCluster(processes=True), dask worker --nworkers)"
            )
        # kept open for the worker's life: the CUDA runtime keeps using the library it loaded
        self._session = lupine.connect(host=host, token=self.token, libcuda=self.libcuda)
        self._session.__enter__()
        worker.lupine_server = host
