"""GPU-less Dask workers on LUPINE servers (docs/dask.md), bound before their processes start:
through `lupine.dask.cluster` (each worker started with ``lupine run``'s environment) and the
`LupineWorkers` nanny plugin on a running LocalCluster (each nanny starts its worker again in
that environment). Scheduler and workers on 127.0.0.1, two stand-in lupine-servers.

The case a binding from inside a running worker cannot handle is set up on purpose: "this
machine's driver" (a copy of the stand-in named libcuda.so.1) is loaded by absolute path while
the worker process starts, before any worker plugin could run (at interpreter start-up through
a sitecustomize, or by a worker preload). Bound before the start, that load gets LUPINE's
client library, connected to the worker's own server (lupine_server_bound), and NVML is
LUPINE's too."""

from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path

import pytest

import lupine.dask as ld

distributed = pytest.importorskip("distributed")
ROOT = Path(__file__).resolve().parents[2]
# the workers unpickle _probe from this module
WORKER_PATH = [str(ROOT), str(ROOT / "tests" / "dask"), str(ROOT / "tests" / "lupine")]

# Loads this machine's "driver" by absolute path, as an RPATH or a dlopen of the system's
# libcuda.so.1 would, and initialises CUDA; keeps what it saw in EARLY_CUDA.
EARLY = """
import ctypes, json, os
if os.environ.get("LOCAL_DRIVER"):
    lib = ctypes.CDLL(os.environ["LOCAL_DRIVER"])
    marker = hasattr(lib, "lupine_libcuda_marker")
    os.environ["EARLY_CUDA"] = json.dumps([marker, lib.cuInit(0)])
"""


def _probe() -> dict:
    import ctypes
    import json
    import os

    lib = ctypes.CDLL("libcuda.so.1")
    n = ctypes.c_int()
    lib.cuInit(0)
    lib.cuDeviceGetCount(ctypes.byref(n))
    bound = getattr(lib, "lupine_server_bound", lambda: b"")  # not this machine's driver's
    bound.restype = ctypes.c_char_p
    with open("/proc/self/maps") as f:
        mapped = sorted({ln.split()[-1] for ln in f if "libcuda" in ln or "standin" in ln})
    try:
        nvml = ctypes.CDLL("libnvidia-ml.so.1")
    except OSError:  # none here, before the binding
        nvml = None
    return {
        "early": json.loads(os.environ.get("EARLY_CUDA", "null")),
        "bound": (bound() or b"").decode(),
        "count": n.value,
        "mapped": mapped,
        "nvml": hasattr(nvml, "lupine_nvml_marker"),
        "env": os.environ.get("LUPINE_SERVER"),
    }


@pytest.fixture
def servers(native):
    from lupine_helpers import Server

    made = [Server(native), Server(native)]
    yield [s.address for s in made]
    for s in made:
        assert s.alive()
        s.stop()


@pytest.fixture
def local_driver(native, tmp_path):
    """This machine's driver (a stand-in copy named libcuda.so.1), and code that loads it."""
    d = tmp_path / "driver"
    d.mkdir()
    shutil.copy(native / "liblupine-standin.so", d / "libcuda.so.1")
    site = tmp_path / "site"
    site.mkdir()
    (site / "sitecustomize.py").write_text(EARLY)
    (tmp_path / "preload.py").write_text(EARLY)
    return d / "libcuda.so.1", site, tmp_path / "preload.py"


def _each_worker(client) -> dict:
    names = {w["name"]: addr for addr, w in client.scheduler_info()["workers"].items()}
    return {
        str(name): client.submit(_probe, workers=[addr], pure=False).result(timeout=60)
        for name, addr in names.items()
    }


def _assert_bound(got: dict, hosts: list[str], native: Path, driver: Path) -> None:
    assert set(got) == {"0", "1"}
    for name, probe in got.items():
        want = ld._host_for(hosts, name)
        assert probe["bound"] == want == probe["env"], (name, probe)
        assert probe["early"] == [True, 0], probe  # the early load was LUPINE's, and connected
        assert probe["count"] == 1 and probe["nvml"]
        # the machine's driver was never mapped: only LUPINE's client library
        assert probe["mapped"] == [str((native / "libcuda.so.1").resolve())], probe
        assert str(driver) not in probe["mapped"]
    assert {p["bound"] for p in got.values()} == set(hosts)  # one worker per server


def test_cluster_binds_each_worker_before_its_process_starts(
    native, servers, local_driver, monkeypatch
) -> None:
    driver, site, _ = local_driver
    monkeypatch.setenv("LOCAL_DRIVER", str(driver))  # loaded at interpreter start-up
    monkeypatch.setenv("PYTHONPATH", os.pathsep.join([str(site), *WORKER_PATH]))
    monkeypatch.delenv("LUPINE_SERVER", raising=False)
    monkeypatch.setenv("LUPINE_LIBCUDA", str(native / "libcuda.so.1"))
    with (
        ld.cluster(servers, n_workers=2) as cluster,
        distributed.Client(cluster) as client,
    ):
        assert cluster.scheduler.address.startswith("tcp://127.0.0.1:")
        got = _each_worker(client)
        assert all(w["host"] == "127.0.0.1" for w in client.scheduler_info()["workers"].values())
    _assert_bound(got, servers, native, driver)


def test_the_plugin_binds_the_workers_of_a_running_cluster(
    native, servers, local_driver, monkeypatch
) -> None:
    import dask

    driver, _, preload = local_driver
    monkeypatch.setenv("LOCAL_DRIVER", str(driver))  # loaded by a preload, before any plugin
    monkeypatch.setenv("LD_LIBRARY_PATH", str(driver.parent))  # found by name, as on a GPU host
    monkeypatch.setenv("PYTHONPATH", os.pathsep.join(WORKER_PATH))
    monkeypatch.delenv("LUPINE_SERVER", raising=False)
    monkeypatch.setenv("LUPINE_LIBCUDA", str(native / "libcuda.so.1"))
    saved = dict(os.environ)  # the nannies live here: distributed sets pre-spawn variables here
    try:
        with (
            dask.config.set({"distributed.worker.preload": [str(preload)]}),
            distributed.LocalCluster(
                n_workers=2,
                threads_per_worker=1,
                processes=True,
                host="127.0.0.1",
                dashboard_address=None,
            ) as cluster,
            distributed.Client(cluster) as client,
        ):
            before = _each_worker(client)
            client.register_plugin(ld.LupineWorkers(servers))  # restarts each worker, bound
            client.wait_for_workers(2, timeout=60)
            got = _each_worker(client)
    finally:
        os.environ.clear()
        os.environ.update(saved)
    # before: the preload found this machine's driver (what made the worker plugin fail)
    assert all(p["early"] == [False, 0] and str(driver) in p["mapped"] for p in before.values())
    _assert_bound(got, servers, native, driver)


class _Nanny:
    def __init__(self, name: object) -> None:
        self.name = name
        self.pre_spawn_env: dict[str, str] = {"OMP_NUM_THREADS": "1"}
        self.env: dict[str, str] = {}


def test_the_plugin_sets_what_the_linker_reads_before_the_spawn(native, monkeypatch) -> None:
    monkeypatch.setenv("LUPINE_LIBCUDA", str(native / "libcuda.so.1"))
    monkeypatch.setenv("LD_LIBRARY_PATH", "/opt/x")
    plugin = ld.LupineWorkers(["127.0.0.1:1", "127.0.0.1:2"], token="t")
    a, b = _Nanny(0), _Nanny("1")
    plugin.setup(a)
    # distributed sets pre-spawn variables in the nanny's own environment: a second nanny of
    # the process computes the same ones from there (no second copy of a path)
    for k, v in a.pre_spawn_env.items():
        monkeypatch.setenv(k, v)
    plugin.setup(b)
    shim = str(native)
    assert a.pre_spawn_env["LD_LIBRARY_PATH"] == f"{shim}:/opt/x"
    assert b.pre_spawn_env["LD_LIBRARY_PATH"] == a.pre_spawn_env["LD_LIBRARY_PATH"]
    assert a.pre_spawn_env["LD_AUDIT"].endswith("liblupine-audit.so")
    assert a.pre_spawn_env["LD_AUDIT"] == b.pre_spawn_env["LD_AUDIT"]
    assert a.pre_spawn_env["LUPINE_AUDIT_NVML"].endswith("libnvidia-ml.so.1")
    assert a.pre_spawn_env["OMP_NUM_THREADS"] == "1"  # distributed's own are kept
    # the server and token: in the worker process's environment only, one per worker
    assert "LUPINE_SERVER" not in a.pre_spawn_env and "LUPINE_TOKEN" not in a.pre_spawn_env
    assert [a.env["LUPINE_SERVER"], b.env["LUPINE_SERVER"]] == ["127.0.0.1:1", "127.0.0.1:2"]
    assert a.env["LUPINE_TOKEN"] == "t" and a.env["LD_AUDIT"] == a.pre_spawn_env["LD_AUDIT"]


def test_host_assignment() -> None:
    assert ld.LupineWorkers("a:1").host_for(7) == "a:1"
    assert [ld.LupineWorkers(["a:1", "b:2"]).host_for(i) for i in range(3)] == [
        "a:1",
        "b:2",
        "a:1",
    ]
    assert ld.LupineWorkers(lambda name: f"h{name}:1").host_for(3) == "h3:1"
    with pytest.raises(ValueError, match="at least one host"):
        ld.LupineWorkers([]).host_for(0)


def test_cluster_refuses_before_starting_anything(native, tmp_path) -> None:
    with pytest.raises(FileNotFoundError, match="token file"):
        ld.cluster(["127.0.0.1:1"], token_file=str(tmp_path / "missing"))
    with pytest.raises(ValueError, match="at least 1"):
        ld.cluster(["127.0.0.1:1"], n_workers=0)
    with pytest.raises(ValueError, match="not a port"):
        ld.cluster(["127.0.0.1:x"])
    assert sys.modules.get("distributed") is not None
