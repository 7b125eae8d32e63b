"""Dask workers on LUPINE servers: GPU-less workers, each bound to a remote GPU before its
process starts.

A worker process is bound as ``lupine run`` binds a program (`lupine.cli.run_environment`): its
environment, in place when the process is executed, makes every load of the CUDA driver or of
NVML in it (by name, through an RPATH, by absolute path) load LUPINE's client libraries, and
names its server. A binding made from inside a running worker (a worker plugin calling
`lupine.connect`) comes too late wherever the process has already loaded a driver: a preload,
a library imported at start-up, the main module a spawned process imports again.

- `cluster`: a local cluster (scheduler and workers on 127.0.0.1), each worker a process of its
  own started with ``lupine run``'s environment for its server::

      with lupine.dask.cluster(["gpu1:14833", "gpu2:14833"], n_workers=4) as c, Client(c):
          ...

- `LupineWorkers`, a nanny plugin for a running cluster: each nanny starts its worker process
  again with that environment, servers handed out by worker name::

      client.register_plugin(LupineWorkers(["gpu1:14833", "gpu2:14833"]))

- by hand, on each worker machine:
  ``lupine run --host gpu1:14833 -- dask worker tcp://scheduler:8786``.
"""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
import tempfile
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

__all__ = ["LupineWorkers", "cluster"]

# What the dynamic linker and LUPINE's audit module read when the process is executed
# (native/run/audit.c): the same for every worker of a plugin, so nannies sharing a process
# (a LocalCluster) cannot hand one another's values to their workers.
_AT_EXEC = ("LD_AUDIT", "LD_LIBRARY_PATH", "LUPINE_AUDIT_LIBCUDA", "LUPINE_AUDIT_NVML")
# What the client libraries read in the process (at cuInit, nvmlInit), one server per worker
_IN_PROCESS = ("LUPINE_SERVER", "LUPINE_LIBCUDA", "LUPINE_TOKEN", "LUPINE_TOKEN_FILE")

try:  # distributed is optional (pip install ".[dask]")
    from distributed.deploy.spec import ProcessInterface as _Process
    from distributed.diagnostics.plugin import NannyPlugin as _Base
except ImportError:  # pragma: no cover - without distributed the classes are still importable
    _Base = _Process = object  # type: ignore[assignment,misc]


def _host_for(hosts: str | Sequence[str] | Callable[[Any], str], worker_name: Any) -> str:
    if isinstance(hosts, str):
        return hosts
    if callable(hosts):
        return hosts(worker_name)
    listed = list(hosts)
    if not listed:
        raise ValueError("a LUPINE Dask binding needs at least one host")
    try:
        i = int(worker_name)
    except (TypeError, ValueError):
        i = sum(map(ord, str(worker_name)))  # a stable spread of non-numeric names
    return listed[i % len(listed)]


def worker_environment(
    host: str,
    *,
    token_file: str | None = None,
    libcuda: str | None = None,
    base: dict[str, str] | None = None,
) -> dict[str, str]:
    """``lupine run --host HOST``'s environment for a worker process (``base``: default
    ``os.environ``; `lupine.cli.run_environment`, without local GPUs).

    Raises what `run_environment` raises (``FileNotFoundError`` for a missing library or token
    file, ``ValueError`` for a malformed host)."""
    from .cli import run_environment

    return run_environment([host], token_file, libcuda, base=base, local=False)


class LupineWorkers(_Base):  # type: ignore[misc,valid-type]
    """A nanny plugin that binds each Dask worker to a LUPINE server before its process starts.

    ``hosts``: one ``"name:port"`` for every worker; a list, worker ``i`` (its name, or a
    stable spread of a non-numeric name) getting ``hosts[i % len(hosts)]``; or a callable from
    the worker's name to a host. ``token_file``, ``libcuda``: as for ``lupine run`` (paths on
    the workers' machines); ``token``: the servers' token, sent in the workers' environment.

    Registered with ``client.register_plugin``, it is set up on every nanny, present and
    future, and each restarts its worker process: the variables the dynamic linker reads go to
    the nanny's ``pre_spawn_env`` (distributed sets them in the nanny's own environment, then
    starts the process), the server and token to its ``env`` (set in the worker process before
    the worker, its preloads, plugins and tasks exist). Code that initialises CUDA while the
    process starts, before that (a ``sitecustomize``), gets LUPINE's driver without its server
    and fails; `cluster` and ``lupine run -- dask worker`` set everything before the process is
    executed. Workers without a nanny (``processes=False``, ``--no-nanny``) are not bound.
    """

    name = "lupine"
    restart = True  # the worker process starts again, in the new environment

    def __init__(
        self,
        hosts: str | Sequence[str] | Callable[[Any], str],
        *,
        token: str | None = None,
        token_file: str | None = None,
        libcuda: str | None = None,
    ) -> None:
        self.hosts = hosts
        self.token = token
        self.token_file = token_file
        self.libcuda = libcuda

    def host_for(self, worker_name: Any) -> str:
        """The server a worker of that name is bound to."""
        return _host_for(self.hosts, worker_name)

    def setup(self, nanny: Any) -> None:
        base = dict(os.environ)
        env = worker_environment(
            self.host_for(nanny.name), token_file=self.token_file, libcuda=self.libcuda, base=base
        )
        if self.token is not None:
            env["LUPINE_TOKEN"] = self.token
        nanny.pre_spawn_env.update({k: env[k] for k in _AT_EXEC})
        nanny.env.update({k: env[k] for k in (*_AT_EXEC, *_IN_PROCESS) if k in env})


class _BoundWorker(_Process):  # type: ignore[misc,valid-type]
    """A `cluster` worker: ``dask worker`` in a process of its own, started with ``lupine
    run``'s environment for its server (a distributed ``ProcessInterface``)."""

    def __init__(self, scheduler: str, name: Any, env: dict[str, str], nthreads: int) -> None:
        super().__init__(scheduler, name)
        self.scheduler, self.name, self.env, self.nthreads = scheduler, name, env, nthreads
        self.proc: subprocess.Popen[bytes] | None = None
        fd, log = tempfile.mkstemp(prefix=f"lupine-dask-worker-{name}-")
        os.close(fd)
        self.log = Path(log)

    async def start(self) -> None:
        cmd = [sys.executable, "-m", "distributed.cli.dask_worker", self.scheduler]
        cmd += ["--name", str(self.name), "--nthreads", str(self.nthreads)]
        cmd += ["--host", "127.0.0.1", "--no-dashboard", "--nworkers", "1"]
        with self.log.open("wb") as log:
            self.proc = subprocess.Popen(
                cmd, env=self.env, stdin=subprocess.DEVNULL, stdout=log, stderr=log
            )
        await super().start()

    def exited(self) -> str | None:
        """Why the process ended (its log's last lines), None while it runs."""
        if self.proc is None or self.proc.poll() is None:
            return None
        tail = self.log.read_text(errors="replace").strip().splitlines()[-5:]
        return f"exit status {self.proc.returncode}: " + " | ".join(tail)

    async def close(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.terminate()  # the nanny closes its worker, then exits
            for _ in range(100):
                if self.proc.poll() is not None:
                    break
                await asyncio.sleep(0.1)
            else:
                self.proc.kill()
                self.proc.wait()
        self.log.unlink(missing_ok=True)
        await super().close()


def _bound_worker(
    scheduler: str,
    name: Any,
    hosts: Any,
    nthreads: int,
    token_file: str | None,
    libcuda: str | None,
) -> Any:
    env = worker_environment(_host_for(hosts, name), token_file=token_file, libcuda=libcuda)
    return _BoundWorker(scheduler, name, env, nthreads)


def cluster(
    hosts: str | Sequence[str] | Callable[[Any], str],
    n_workers: int | None = None,
    *,
    threads_per_worker: int = 1,
    token_file: str | None = None,
    libcuda: str | None = None,
    timeout: float = 60.0,
) -> Any:
    """A local Dask cluster whose workers are bound to LUPINE servers before they start.

    The scheduler runs in this process and listens on 127.0.0.1 (no dashboard); each of the
    ``n_workers`` workers (default: one per host) is ``dask worker`` in a process of its own,
    started with ``lupine run``'s environment for its server: worker ``i`` (named ``"i"``) gets
    ``hosts[i % len(hosts)]`` (or ``hosts(name)`` for a callable). ``token_file``,
    ``libcuda``: as for ``lupine run``. Returns a ``distributed.SpecCluster`` with every
    worker connected (use it as a context manager, or ``close()`` it); ``scale(n)`` adds
    workers bound the same way.

    Raises ``ValueError`` for no hosts or ``n_workers < 1``, ``FileNotFoundError`` for a
    missing client library or token file, ``RuntimeError`` when a worker exits or the workers
    do not all connect within ``timeout`` seconds (with the worker's last log lines).
    """
    from distributed import Scheduler, SpecCluster

    if n_workers is None:
        n_workers = 1 if isinstance(hosts, str) or callable(hosts) else len(list(hosts))
    if n_workers < 1:
        raise ValueError(f"n_workers must be at least 1, not {n_workers}")
    for i in range(n_workers):  # bad hosts and missing files fail here, before anything starts
        worker_environment(_host_for(hosts, i), token_file=token_file, libcuda=libcuda)
    options = {
        "hosts": hosts,
        "nthreads": threads_per_worker,
        "token_file": token_file,
        "libcuda": libcuda,
    }
    spec = {"cls": _bound_worker, "options": options}
    made = SpecCluster(
        scheduler={
            "cls": Scheduler,
            "options": {"host": "127.0.0.1", "port": 0, "dashboard": False},
        },
        workers={str(i): spec for i in range(n_workers)},
        worker=spec,
        name="lupine",
    )
    try:
        _wait_for_workers(made, n_workers, timeout)
    except BaseException:
        made.close()
        raise
    return made


def _wait_for_workers(made: Any, n: int, timeout: float) -> None:
    import time

    deadline = time.monotonic() + timeout
    while len(made.scheduler.workers) < n:
        for name, w in made.workers.items():
            why = w.exited()
            if why is not None:
                raise RuntimeError(f"LUPINE Dask worker {name} ended before connecting: {why}")
        if time.monotonic() > deadline:
            raise RuntimeError(f"{len(made.scheduler.workers)} of {n} workers in {timeout:g} s")
        time.sleep(0.05)
