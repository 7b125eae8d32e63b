"""``raptor certify`` says which CUDA driver its rows ran on: none (the emulator) here, and
LUPINE's shim with the server it is bound to when cupy's CUDA goes through lupine-server (the
stand-in driver behind it, so no GPU is needed), in its output and in the record."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from raptor.conformance._driver import Driver, driver_in_use, loaded_libcuda
from raptor.conformance._table import driver_kind, machine

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tests" / "lupine"))


def test_maps_are_read_for_libcuda_only(tmp_path: Path) -> None:
    maps = tmp_path / "maps"
    maps.write_text(
        "7f0-7f1 r-xp 00000000 08:01 12 /usr/lib/x86_64-linux-gnu/libcuda.so.580.159.04\n"
        "7f1-7f2 r--p 00001000 08:01 12 /usr/lib/x86_64-linux-gnu/libcuda.so.580.159.04\n"
        "7f2-7f3 r-xp 00000000 08:01 13 /opt/lupine/_bin/libcuda.so.1\n"
        "7f3-7f4 r-xp 00000000 08:01 14 /usr/lib/libcudart.so.13\n"
        "7f4-7f5 rw-p 00000000 00:00 0\n"
    )
    assert loaded_libcuda(str(maps)) == [
        "/opt/lupine/_bin/libcuda.so.1",
        "/usr/lib/x86_64-linux-gnu/libcuda.so.580.159.04",
    ]
    assert loaded_libcuda(str(tmp_path / "absent")) == []


def test_descriptions() -> None:
    lupine = Driver("lupine", ("/x/libcuda.so.1",), ("127.0.0.1:14833", "gpu2:14833"), "cuda")
    assert lupine.describe() == (
        "LUPINE shim (/x/libcuda.so.1), bound to lupine-servers 127.0.0.1:14833, gpu2:14833"
    )
    assert "not bound" in Driver("lupine", ("/x/libcuda.so.1",), (), "cuda").describe()
    native = Driver("native", ("/usr/lib/libcuda.so.1",), (), "cuda")
    assert native.describe() == "native CUDA driver (/usr/lib/libcuda.so.1)"
    none = Driver("none", (), (), "host")
    assert none.describe() == "no CUDA driver loaded: host arrays ran on eagle's PTX emulator"
    record = {"driver": {"in_use": lupine.as_record()}, "gpus": [], "date": "d"}
    assert driver_kind(record) == "LUPINE (127.0.0.1:14833, gpu2:14833)"
    assert machine(record) == "no GPU, through LUPINE (127.0.0.1:14833, gpu2:14833), d"
    assert driver_kind({"driver": {"in_use": native.as_record()}}) == "native"
    assert driver_kind({"driver": {"in_use": none.as_record()}}) == "emulator"
    assert driver_kind({"driver": {"nvidia": "580"}}) == ""  # records made before it was said


def test_this_process_has_no_driver_or_says_which() -> None:
    d = driver_in_use()
    if not loaded_libcuda():
        assert d.kind == "none" and d.libcuda == ()
    else:
        assert d.kind in ("native", "lupine") and set(d.libcuda) == set(loaded_libcuda())


@pytest.fixture(scope="module")
def standin_server() -> Iterator[tuple[Path, str]]:
    import lupine

    try:
        native = lupine.native_dir()
    except FileNotFoundError as e:
        pytest.skip(str(e))
    from lupine_helpers import Server

    server = Server(native)
    yield native, server.address
    server.stop()


_CERTIFY_THROUGH_LUPINE = """
import sys
import cupy
assert cupy.cuda.runtime.getDeviceCount() == 1  # CUDA initialised: through the shim
from raptor.cli import main
sys.exit(main(["certify", "--rows", "NP-IN-CPU-HOST", "--json", sys.argv[1]]))
"""


def test_certify_through_lupine_names_the_shim_and_its_server(
    standin_server: tuple[Path, str], tmp_path: Path
) -> None:
    pytest.importorskip("cupy")
    native, address = standin_server
    env = {
        **os.environ,
        "LD_LIBRARY_PATH": f"{native}:{os.environ.get('LD_LIBRARY_PATH', '')}",
        "LUPINE_SERVER": address,
        "PYTHONPATH": str(ROOT),
        # the stand-in driver runs only its built-in kernels: the row runs on the emulator
        "EAGLE_TARGET": "host",
    }
    path = tmp_path / "lupine.json"
    proc = subprocess.run(
        [sys.executable, "-c", _CERTIFY_THROUGH_LUPINE, str(path)],
        capture_output=True,
        text=True,
        env=env,
        cwd=tmp_path,
        timeout=300,
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr
    in_use = json.loads(path.read_text())["driver"]["in_use"]
    assert in_use["kind"] == "lupine" and in_use["servers"] == [address]
    assert any(Path(p).resolve().parent == native.resolve() for p in in_use["libcuda"])
    assert "driver: LUPINE shim (" in proc.stdout
    assert f"bound to lupine-server {address}" in proc.stdout
