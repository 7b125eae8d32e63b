"""``lupine run``: an unmodified program, and the programs it starts, on the server's GPUs.

The server runs the stand-in driver. Each program looks for the CUDA driver the way real ones
do: by name (LD_LIBRARY_PATH), and by absolute path to another ``libcuda.so.1`` (the tracer's,
which would win over LD_LIBRARY_PATH); through ``lupine run`` every one of them must get the
LUPINE client library (its marker says so, and /proc/self/maps holds no other libcuda) and
reach the server (one device, the stand-in's). The exit status is the program's."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from lupine_helpers import doctor

import lupine

PROBE = """
import ctypes, json, os, subprocess, sys
which = sys.argv[1]
lib = ctypes.CDLL(which)
n = ctypes.c_int()
out = {
    "marker": ctypes.string_at(lib.lupine_libcuda_marker).decode(),
    "init": lib.cuInit(0),
    "count": [lib.cuDeviceGetCount(ctypes.byref(n)), n.value],
    "maps": sorted({l.split()[-1] for l in open("/proc/self/maps") if "libcuda" in l}),
}
if len(sys.argv) > 2:  # a child started by the program inherits lupine run
    child = subprocess.run([sys.executable, __file__, sys.argv[2]], capture_output=True, text=True)
    out["child"] = json.loads(child.stdout)
print(json.dumps(out))
sys.exit(int(os.environ.get("EXIT", "0")))
"""


def _run(args: list[str], env: dict[str, str] | None = None) -> subprocess.CompletedProcess:
    clean = {k: v for k, v in os.environ.items() if not k.startswith(("LUPINE_", "LD_"))}
    return subprocess.run(
        [sys.executable, "-m", "lupine.cli", "run", *args],
        capture_output=True,
        text=True,
        env={**clean, **(env or {})},
        timeout=120,
    )


def test_run_by_name_by_absolute_path_and_in_children(native, server, tmp_path):
    probe = tmp_path / "probe.py"
    probe.write_text(PROBE)
    shim = str((native / "libcuda.so.1").resolve())
    other = str((lupine.trace_dir() / "libcuda.so.1").resolve())  # a different libcuda.so.1
    p = _run(
        ["--host", server.address, "--", sys.executable, str(probe), other, "libcuda.so.1"],
        env={"EXIT": "7"},
    )
    assert p.returncode == 7, p.stderr
    got = json.loads(p.stdout)
    for run in (got, got["child"]):
        assert run["marker"] == "lupine-shim"
        assert run["init"] == 0 and run["count"] == [0, 1]
        assert run["maps"] == [shim]


def test_run_takes_the_host_from_lupine_server_and_reports_errors(native, server, tmp_path):
    probe = tmp_path / "probe.py"
    probe.write_text(PROBE)
    p = _run(
        ["--", sys.executable, str(probe), "libcuda.so.1"], env={"LUPINE_SERVER": server.address}
    )
    assert p.returncode == 0, p.stderr
    assert json.loads(p.stdout)["count"] == [0, 1]
    no_host = _run(["--", "true"])
    assert no_host.returncode == 2 and "LUPINE_SERVER" in no_host.stderr
    two = _run(["--host", "a:1", "--host", "b", "--", "sh", "-c", "echo $LUPINE_SERVER"])
    assert two.returncode == 0 and two.stdout.strip() == "a:1,b:14833", two.stderr
    missing = _run(["--host", server.address, "--", str(Path(tmp_path) / "nothing")])
    assert missing.returncode == 127 and "cannot run" in missing.stderr
    token = _run(["--host", server.address, "--token-file", "/nonexistent", "--", "true"])
    assert token.returncode == 2 and "/nonexistent" in token.stderr


def _rows(out: str) -> dict[str, list[str]]:
    rows = {}
    for line in out.splitlines()[2:]:
        parts = line.split(None, 2)
        rows[parts[0] if parts[0] != "device" else " ".join(parts[:2])] = parts
    return rows


def test_doctor_reports_the_server_the_libraries_and_the_devices(native, server, tmp_path):
    # the device names are compared with the stand-in's own answer, asked directly
    d = tmp_path / "driver"
    d.mkdir()
    (d / "libcuda.so.1").symlink_to(lupine.standin_path())
    direct = subprocess.run(
        [
            sys.executable,
            "-c",
            "import ctypes as c; l = c.CDLL('libcuda.so.1'); l.cuInit(0); "
            "n = c.c_int(); l.cuDeviceGetCount(c.byref(n)); b = c.create_string_buffer(256); "
            "l.cuDeviceGetName(b, 256, 0); print(n.value, b.value.decode())",
        ],
        capture_output=True,
        text=True,
        env={**os.environ, "LD_LIBRARY_PATH": str(d)},
    ).stdout.split(None, 1)
    p = doctor("--host", server.address)
    assert p.returncode == 0, p.stdout + p.stderr
    rows = _rows(p.stdout)
    assert rows["server"][1] == "ok" and rows["token"][1] == "ok"
    assert rows["tls"][1] == "ok" and f"off for {server.address} (loopback)" in rows["tls"][2]
    assert rows["libcuda"][1] == "ok" and "(LUPINE)" in rows["libcuda"][2]
    devices = [k for k in rows if k.startswith("device ")]
    assert len(devices) == int(direct[0])
    assert direct[1].strip() in rows["device 0"][2]
    # LUPINE's client NVML; this server was started without --nvml (test_nvml.py covers both)
    assert rows["libnvidia-ml"][1] in ("ok", "warn") and "(LUPINE)" in rows["libnvidia-ml"][2]


def test_doctor_names_a_tls_setting_other_than_0_or_1(native, server):
    # (the client's own words, from its TLS check against this clear-text server)
    p = doctor("--host", server.address, LUPINE_TLS="off")
    rows = _rows(p.stdout)
    assert rows["tls"][1] == "FAIL", p.stdout
    assert "LUPINE_TLS=off is neither 1 (TLS) nor 0 (plain TCP); using TLS" in rows["tls"][2]
    assert "set LUPINE_TLS=0" in rows["tls"][2]


def test_doctor_says_what_is_wrong(native, tmp_path):
    p = doctor("--host", "127.0.0.1:1")
    assert p.returncode == 1
    rows = _rows(p.stdout)
    assert rows["server"][1] == "FAIL" and "start lupine-server" in rows["server"][2]
    assert rows["libcuda"][1] == "FAIL" and "cuInit answered" in rows["libcuda"][2]
    # nothing answered, so TLS was not checked (not "off (loopback)" as if all were well)
    assert rows["tls"][1] == "warn" and "127.0.0.1:1 did not accept" in rows["tls"][2]
    unreadable = tmp_path / "token"
    unreadable.write_text("secret")
    unreadable.chmod(0)
    if os.access(unreadable, os.R_OK):  # root reads anything
        return
    q = doctor("--host", "127.0.0.1:1", "--token-file", str(unreadable))
    assert _rows(q.stdout)["token"][1] == "FAIL"
