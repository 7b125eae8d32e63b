"""GPU-less Dask workers on LUPINE servers (issue 13, §2): LupineWorkers binds each worker
process of a LocalCluster to its own stand-in lupine-server before any task runs; a task then
sees CUDA through that server (one device, the stand-in's name) and the shim reports the
server it bound (lupine_server_bound), worker by worker."""

from __future__ import annotations

import pytest

distributed = pytest.importorskip("distributed")


def _probe() -> dict:
    import ctypes
    import os

    lib = ctypes.CDLL("libcuda.so.1")
    n = ctypes.c_int()
    name = ctypes.create_string_buffer(64)
    init = lib.cuInit(0)
    lib.cuDeviceGetCount(ctypes.byref(n))
    lib.cuDeviceGetName(name, 64, 0)
    bound = lib.lupine_server_bound
    bound.restype = ctypes.c_char_p
    return {
        "init": init,
        "count": n.value,
        "name": name.value.decode(),
        "bound": bound().decode(),
        "env": os.environ.get("LUPINE_SERVER"),
    }


def test_each_worker_is_bound_to_its_server(native) -> None:
    from lupine_helpers import Server

    from lupine.dask import LupineWorkers

    servers = [Server(native), Server(native)]
    try:
        hosts = [s.address for s in servers]
        with (
            distributed.LocalCluster(
                n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None
            ) as cluster,
            distributed.Client(cluster) as client,
        ):
            client.register_plugin(LupineWorkers(hosts))
            names = {w["name"]: addr for addr, w in client.scheduler_info()["workers"].items()}
            got = {
                name: client.submit(_probe, workers=[addr], pure=False).result()
                for name, addr in names.items()
            }
        for name, probe in got.items():
            want = LupineWorkers(hosts).host_for(name)
            assert probe["bound"] == want, (name, probe)
            assert probe["init"] == 0 and probe["count"] == 1
            assert probe["name"].startswith("LUPINE stand-in")
        assert {p["bound"] for p in got.values()} == set(hosts)  # one worker per server
        for s in servers:
            assert s.alive()
    finally:
        for s in servers:
            s.stop()


def test_host_assignment() -> None:
    from lupine.dask import LupineWorkers

    assert LupineWorkers("a:1").host_for(7) == "a:1"
    assert [LupineWorkers(["a:1", "b:2"]).host_for(i) for i in range(3)] == ["a:1", "b:2", "a:1"]
    assert LupineWorkers(lambda name: f"h{name}:1").host_for(3) == "h3:1"
    with pytest.raises(ValueError, match="at least one host"):
        LupineWorkers([]).host_for(0)


def test_workers_sharing_a_process_cannot_use_two_servers(native) -> None:
    # LUPINE_SERVER is the process's: a second worker of the same process told another server
    # is refused (it would reach the first one's, silently)
    from lupine_helpers import Server

    import lupine.dask as ld

    class W:
        def __init__(self, name):
            self.name = name

    a, b = Server(native), Server(native)
    saved = dict(ld._BOUND)
    try:
        ld._BOUND.clear()
        p = ld.LupineWorkers([a.address, b.address])
        code = """
import json, lupine.dask as ld
class W:
    def __init__(self, name): self.name = name
p = ld.LupineWorkers(HOSTS)
p.setup(W(0))
try:
    p.setup(W(1))
    print(json.dumps("no error"))
except RuntimeError as e:
    print(json.dumps(str(e)))
""".replace("HOSTS", repr([a.address, b.address]))
        from lupine_helpers import run_python

        msg, _ = run_python(code)
        assert "another worker of this process" in msg and a.address in msg and b.address in msg
        assert p.host_for(W(0).name) == a.address
    finally:
        ld._BOUND.clear()
        ld._BOUND.update(saved)
        a.stop()
        b.stop()
