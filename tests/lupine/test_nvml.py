"""NVML through LUPINE (issue 9, item 4): the client ``libnvidia-ml.so.1`` against stand-in
servers that answer with the stand-in NVML (``lupine-server --nvml liblupine-standin-nvml.so``).

The reference is the stand-in NVML itself, called directly through ctypes in a process of its
own, once per server with that server's device count: the client must answer, device by
device, what the servers' NVML answers, the first server's devices first. Every client runs in
a subprocess (the library reads LUPINE_SERVER at nvmlInit). Layouts: include/lupine/nvml_api.h;
the wire: include/lupine/nvml_wire.h."""

from __future__ import annotations

import json
import os
import shutil
import signal
import socket
import struct
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import _wire
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from lupine_helpers import Server, free_port, run_python

# nvmlReturn_t values (NVML API reference)
SUCCESS, UNINITIALIZED, INVALID_ARGUMENT, NOT_SUPPORTED = 0, 1, 2, 3
NOT_FOUND, INSUFFICIENT_SIZE, DRIVER_NOT_LOADED = 6, 7, 9
LIBRARY_NOT_FOUND, FUNCTION_NOT_FOUND, GPU_IS_LOST = 12, 13, 15
ARGUMENT_VERSION_MISMATCH = 25

LP_NVML = 9  # protocol.h, frame kind (2.3)
NVML_REQ = struct.Struct("<IIIIQ")  # lp_nvml: fn, device, arg0, arg1, len
INIT_ANSWER = 4 + 4 + 80 + 80  # lpn_init

# Queries every device answers; run against the client and against the stand-in alike.
QUERY = r"""
import ctypes, json, sys
lib = ctypes.CDLL(sys.argv[1] if len(sys.argv) > 1 else LIB)
U, ULL = ctypes.c_uint, ctypes.c_ulonglong
assert lib.nvmlInit_v2() == 0
n = U()
assert lib.nvmlDeviceGetCount_v2(ctypes.byref(n)) == 0
def s(f, h, size=96):
    b = ctypes.create_string_buffer(size)
    r = f(h, b, size)
    return [r, b.value.decode() if r == 0 else None]
def u(f, h, *args, t=U):
    v = t()
    r = f(h, *args, ctypes.byref(v))
    return [r, v.value if r == 0 else None]
def pair(f, h):
    a, b = U(), U()
    r = f(h, ctypes.byref(a), ctypes.byref(b))
    return [r, [a.value, b.value] if r == 0 else None]
def st(f, h, fmt, version=None):
    b = ctypes.create_string_buffer(struct.calcsize(fmt))
    if version is not None:
        struct.pack_into("<I", b, 0, version)
    r = f(h, b)
    return [r, list(struct.unpack(fmt, b.raw)) if r == 0 else None]
import struct
out = []
for i in range(n.value):
    h = ctypes.c_void_p()
    assert lib.nvmlDeviceGetHandleByIndex_v2(i, ctypes.byref(h)) == 0
    pci = ctypes.create_string_buffer(68)
    rp = lib.nvmlDeviceGetPciInfo_v3(h, pci)
    procs = U(8)
    infos = ctypes.create_string_buffer(24 * 8)
    d = {
        "name": s(lib.nvmlDeviceGetName, h),
        "uuid": s(lib.nvmlDeviceGetUUID, h),
        "serial": s(lib.nvmlDeviceGetSerial, h, 30),
        "vbios": s(lib.nvmlDeviceGetVbiosVersion, h, 32),
        "pci": [rp, pci.raw[:16].rstrip(b"\0").decode(), list(struct.unpack("<5I", pci.raw[16:36])),
                pci.raw[36:].rstrip(b"\0").decode()],
        "memory": st(lib.nvmlDeviceGetMemoryInfo, h, "<3Q"),
        "memory_v2": st(lib.nvmlDeviceGetMemoryInfo_v2, h, "<I4xQQQQ", (40 | 2 << 24)),
        "bar1": st(lib.nvmlDeviceGetBAR1MemoryInfo, h, "<3Q"),
        "utilization": st(lib.nvmlDeviceGetUtilizationRates, h, "<2I"),
        "temperature": u(lib.nvmlDeviceGetTemperature, h, 0),
        "power": u(lib.nvmlDeviceGetPowerUsage, h),
        "power_limit": u(lib.nvmlDeviceGetPowerManagementLimit, h),
        "enforced_limit": u(lib.nvmlDeviceGetEnforcedPowerLimit, h),
        "limits": pair(lib.nvmlDeviceGetPowerManagementLimitConstraints, h),
        "cc": pair(lib.nvmlDeviceGetCudaComputeCapability, h),
        "clocks": [u(lib.nvmlDeviceGetClockInfo, h, k) for k in range(4)],
        "max_clocks": [u(lib.nvmlDeviceGetMaxClockInfo, h, k) for k in range(4)],
        "fan": u(lib.nvmlDeviceGetFanSpeed, h),
        "pstate": u(lib.nvmlDeviceGetPerformanceState, h),
        "persistence": u(lib.nvmlDeviceGetPersistenceMode, h),
        "compute_mode": u(lib.nvmlDeviceGetComputeMode, h),
        "mig": pair(lib.nvmlDeviceGetMigMode, h),
        "ecc": pair(lib.nvmlDeviceGetEccMode, h),
        "minor": u(lib.nvmlDeviceGetMinorNumber, h),
        "display_mode": u(lib.nvmlDeviceGetDisplayMode, h),
        "display_active": u(lib.nvmlDeviceGetDisplayActive, h),
        "nvlink0": u(lib.nvmlDeviceGetNvLinkState, h, 0),
        "nvlink_bad": u(lib.nvmlDeviceGetNvLinkState, h, 99),
        "pcie": [u(getattr(lib, "nvmlDeviceGet" + k), h) for k in
                 ("CurrPcieLinkGeneration", "CurrPcieLinkWidth", "MaxPcieLinkGeneration",
                  "MaxPcieLinkWidth")],
        "events": u(lib.nvmlDeviceGetCurrentClocksEventReasons, h, t=ULL),
        "ecc_errors": u(lib.nvmlDeviceGetTotalEccErrors, h, 0, 1, t=ULL),
        "compute_procs": [
            lib.nvmlDeviceGetComputeRunningProcesses_v3(h, ctypes.byref(procs), infos),
            procs.value],
    }
    q = [U() for _ in range(4)]
    rq = lib.nvmlDeviceGetRemappedRows(h, *map(ctypes.byref, q))
    d["remapped"] = [rq, [x.value for x in q] if rq == 0 else None]
    d["pstate_clocks"] = []
    for ty, ps in ((0, 0), (2, 0), (1, 3), (9, 0)):
        lo, hi = U(), U()
        r = lib.nvmlDeviceGetMinMaxClockOfPState(h, ty, ps, ctypes.byref(lo), ctypes.byref(hi))
        d["pstate_clocks"].append([r, [lo.value, hi.value] if r == 0 else None])
    # the GPU's NVLink fabric: the plain structure and versions 2 (36 bytes) and 3 (40) of the
    # versioned one; a version of no NVML structure is refused, by the server or by the client
    d["fabric"] = st(lib.nvmlDeviceGetGpuFabricInfo, h, "<16BIII")
    d["fabric_v2"] = st(lib.nvmlDeviceGetGpuFabricInfoV, h, "<I16BIIII", 36 | 2 << 24)
    d["fabric_v3"] = st(lib.nvmlDeviceGetGpuFabricInfoV, h, "<I16BIIIIB3x", 40 | 3 << 24)
    d["fabric_bad"] = [st(lib.nvmlDeviceGetGpuFabricInfoV, h, "<I60x", v)[0]
                       for v in (36 | 9 << 24, 64 | 2 << 24, 0xFFFFFF | 2 << 24)]
    # nvidia-smi's --query-gpu=pci.bus_id reads nvmlPciInfoExt_v1_t (version 0x1000040, 64
    # bytes); its plain form validates the InfoROM
    x = ctypes.create_string_buffer(64)
    struct.pack_into("<I", x, 0, 64 | 1 << 24)
    d["pci_ext"] = [lib.nvmlDeviceGetPciInfoExt(h, x), list(struct.unpack_from("<8I", x.raw))
                    + [x.raw[32:].rstrip(b"\0").decode()]]
    d["pci_ext_bad"] = st(lib.nvmlDeviceGetPciInfoExt, h, "<16I", 64 | 2 << 24)[0]
    d["inforom"] = lib.nvmlDeviceValidateInforom(h)
    d["mem_errors"] = [u(lib.nvmlDeviceGetMemoryErrorCounter, h, a, b, c, t=ULL)
                       for a, b, c in ((0, 1, 1), (1, 0, 1), (0, 1, 12))]
    fields = ctypes.create_string_buffer(40 * 6)
    for k, f in enumerate((1, 82, 83, 91, 186, 9999)):
        struct.pack_into("<II", fields, 40 * k, f, k)
    d["fields"] = [lib.nvmlDeviceGetFieldValues(h, 6, fields),
                   [list(struct.unpack_from("<IIqqIIQ", fields, 40 * k)) for k in range(6)]]
    procs.value = 8
    d["graphics_procs"] = [lib.nvmlDeviceGetGraphicsRunningProcesses_v3(h, ctypes.byref(procs),
                                                                        infos), procs.value]
    out.append(d)
v = ctypes.create_string_buffer(80)
cv = ctypes.c_int()
system = [lib.nvmlSystemGetDriverVersion(v, 80), v.value.decode()]
system += [lib.nvmlSystemGetCudaDriverVersion_v2(ctypes.byref(cv)), cv.value]
assert lib.nvmlShutdown() == 0
print(json.dumps({"devices": out, "system": system}))
"""


@pytest.fixture(scope="module")
def libs(native: Path) -> tuple[Path, Path]:
    client, standin = native / "libnvidia-ml.so.1", native / "liblupine-standin-nvml.so"
    if not client.exists() or not standin.exists():
        pytest.skip("this build has no NVML libraries (cmake --build again)")
    return client, standin


def nvml_server(native: Path, standin: Path, devices: int) -> Server:
    return Server(native, "--nvml", str(standin), env={"LUPINE_STANDIN_DEVICES": str(devices)})


@pytest.fixture(scope="module")
def servers(native: Path, libs: tuple[Path, Path]) -> Iterator[tuple[Server, Server]]:
    a = nvml_server(native, libs[1], 2)
    b = nvml_server(native, libs[1], 3)
    yield a, b
    a.stop()
    b.stop()


def client_env(servers: tuple[Server, ...], **extra: str) -> dict[str, str]:
    return {"LUPINE_SERVER": ",".join(s.address for s in servers), **extra}


def run_c(code: str, lib: Path, env: dict[str, str], timeout: float = 60) -> tuple[object, str]:
    return run_python(f"LIB = {str(lib)!r}\n" + code, env=env, timeout=timeout)


def reference(standin: Path, devices: int) -> dict:
    got, _ = run_c(QUERY, standin, {"LUPINE_STANDIN_DEVICES": str(devices)})
    return got


def test_two_servers_match_the_standin_nvml_device_by_device(servers, libs):
    client, standin = libs
    got, _ = run_c(QUERY, client, client_env(servers))
    ref_a, ref_b = reference(standin, 2), reference(standin, 3)
    assert len(got["devices"]) == 5  # the first server's 2, then the second's 3
    assert got["devices"] == ref_a["devices"] + ref_b["devices"]
    assert got["system"] == ref_a["system"] == [0, "580.159.04-standin", 0, 13000]
    # the values are real ones, not zeros on both sides
    names = [d["name"][1] for d in got["devices"]]
    assert names == [f"LUPINE stand-in device {i}" for i in (0, 1, 0, 1, 2)]
    assert got["devices"][4]["uuid"][1] == "GPU-20212223-2425-2627-2829-2a2b2c2d2e2f"
    total, reserved, free, used = got["devices"][1]["memory_v2"][1][1:]
    assert total == 64 << 30 and free + reserved + used == total and used > 0
    assert got["devices"][2]["pci"][3] == "00000000:40:00.0"
    assert got["devices"][0]["fan"] == [NOT_SUPPORTED, None]  # as the stand-in answers
    assert got["devices"][0]["nvlink_bad"][0] == INVALID_ARGUMENT
    dev4 = got["devices"][4]
    assert dev4["remapped"] == [SUCCESS, [2, 0, 0, 0]]
    assert dev4["pstate_clocks"][:2] == [[SUCCESS, [345, 1980]], [SUCCESS, [1593, 3201]]]
    assert dev4["mem_errors"] == [[SUCCESS, 4], [SUCCESS, 0], [INVALID_ARGUMENT, None]]
    for d in got["devices"]:  # the extended PCI record agrees with nvmlDeviceGetPciInfo_v3
        r, (version, dom, bus, dev, ids, subsys, base, sub, bus_id) = d["pci_ext"]
        assert r == SUCCESS and version == 64 | 1 << 24 and (base, sub) == (3, 2)
        assert [dom, bus, dev, ids, subsys] == d["pci"][2]
        assert bus_id == d["pci"][3]
        assert d["pci_ext_bad"] == ARGUMENT_VERSION_MISMATCH and d["inforom"] == SUCCESS
    fields = got["devices"][3]["fields"]  # device 1 of the second server
    assert fields[0] == SUCCESS and [f[5] for f in fields[1]] == [0, 0, 0, 0, 0, NOT_SUPPORTED]
    assert [f[6] for f in fields[1][:5]] == [1, 41, 123456790, 18, 76000]


LOOKUPS = r"""
import ctypes, json, struct
lib = ctypes.CDLL(LIB)
c = ctypes.c_uint()
out = {"before_init": lib.nvmlDeviceGetCount_v2(ctypes.byref(c))}
assert lib.nvmlInit_v2() == 0
h = ctypes.c_void_p()
idx = ctypes.c_uint()
def index_of(f, key):
    rc = f(key, ctypes.byref(h))
    ok = rc == 0 and lib.nvmlDeviceGetIndex(h, ctypes.byref(idx)) == 0
    return [rc, idx.value if ok else None]
uuid, pci = lib.nvmlDeviceGetHandleByUUID, lib.nvmlDeviceGetHandleByPciBusId_v2
out["by_uuid"] = index_of(uuid, b"GPU-20212223-2425-2627-2829-2a2b2c2d2e2f")
out["by_uuid_unknown"] = index_of(uuid, b"GPU-ffff")
out["by_pci"] = index_of(pci, b"00000000:42:00.0")
out["by_pci_first"] = index_of(pci, b"0000:41:00.0")
out["by_pci_unknown"] = index_of(pci, b"0000:99:00.0")
out["by_index_past"] = lib.nvmlDeviceGetHandleByIndex_v2(5, ctypes.byref(h))
assert lib.nvmlDeviceGetHandleByIndex_v2(3, ctypes.byref(h)) == 0
good = h.value
buf = ctypes.create_string_buffer(96)
u = ctypes.c_uint()
out["index"] = [lib.nvmlDeviceGetIndex(ctypes.c_void_p(good), ctypes.byref(u)), u.value]
out["bad_handles"] = [lib.nvmlDeviceGetName(ctypes.c_void_p(v), buf, 96)
                      for v in (0, 0x1234, good + 1, good + 4096, -1)]
mem = ctypes.create_string_buffer(40)
g = ctypes.c_void_p(good)
out["null_outs"] = [
    lib.nvmlDeviceGetCount_v2(None),
    lib.nvmlDeviceGetHandleByIndex_v2(0, None),
    lib.nvmlDeviceGetHandleByUUID(None, ctypes.byref(h)),
    lib.nvmlDeviceGetHandleByUUID(b"GPU-00", None),
    lib.nvmlDeviceGetName(g, None, 96),
    lib.nvmlDeviceGetUUID(g, None, 96),
    lib.nvmlDeviceGetMemoryInfo(g, None),
    lib.nvmlDeviceGetMemoryInfo_v2(g, None),
    lib.nvmlDeviceGetPciInfo_v3(g, None),
    lib.nvmlDeviceGetTemperature(g, 0, None),
    lib.nvmlDeviceGetMigMode(g, ctypes.byref(u), None),
    lib.nvmlDeviceGetUtilizationRates(g, None),
    lib.nvmlDeviceGetTotalEccErrors(g, 0, 1, None),
    lib.nvmlDeviceGetComputeRunningProcesses_v3(g, None, None),
    lib.nvmlDeviceGetIndex(g, None),
    lib.nvmlSystemGetDriverVersion(None, 80),
    lib.nvmlSystemGetCudaDriverVersion(None),
]
out["short_name"] = lib.nvmlDeviceGetName(g, buf, 4)
out["short_driver"] = lib.nvmlSystemGetDriverVersion(buf, 3)
out["mem_v2_wrong_version"] = lib.nvmlDeviceGetMemoryInfo_v2(g, mem)
out["absent_in_server_nvml"] = lib.nvmlDeviceGetBoardId(g, ctypes.byref(u))
out["unsupported"] = lib.nvmlDeviceGetSupportedEventTypes(g, ctypes.byref(ctypes.c_ulonglong()))
table = ctypes.c_void_p(1)
out["export_table"] = [lib.nvmlInternalGetExportTable(ctypes.byref(table), bytes(range(16))),
                       table.value]
out["export_table_null"] = lib.nvmlInternalGetExportTable(None, bytes(16))
many = ctypes.create_string_buffer(40 * 300)
for k in range(300):
    struct.pack_into("<II", many, 40 * k, 82, k)
rc = lib.nvmlDeviceGetFieldValues(g, 300, many)
values = {struct.unpack_from("<IIqqIIQ", many, 40 * k)[6] for k in range(300)}
out["fields_300"] = [rc, sorted(values), struct.unpack_from("<II", many, 40 * 299)]
out["fields_bad"] = [lib.nvmlDeviceGetFieldValues(g, 0, many),
                     lib.nvmlDeviceGetFieldValues(g, 1, None)]
pname = ctypes.create_string_buffer(64)
out["process_name"] = [lib.nvmlSystemGetProcessName(SERVER_PID, pname, 64), pname.value.decode()]
out["process_name_short"] = [lib.nvmlSystemGetProcessName(SERVER_PID, pname, 5),
                             pname.value.decode()]
out["process_name_none"] = lib.nvmlSystemGetProcessName(0x7FFFFFF0, pname, 64)
out["units"] = [lib.nvmlUnitGetCount(ctypes.byref(u)), u.value]
lib.nvmlErrorString.restype = ctypes.c_char_p
out["error_string"] = lib.nvmlErrorString(15).decode()
# references: a second nvmlInit needs a second nvmlShutdown
assert lib.nvmlInit() == 0
out["shutdowns"] = [lib.nvmlShutdown(), lib.nvmlDeviceGetCount_v2(ctypes.byref(c)),
                    lib.nvmlShutdown(), lib.nvmlDeviceGetCount_v2(ctypes.byref(c)),
                    lib.nvmlShutdown(), lib.nvmlDeviceGetName(g, buf, 96)]
print(json.dumps(out))
"""


def test_lookups_and_errors(servers, libs):
    code = f"SERVER_PID = {servers[0].proc.pid}\n" + LOOKUPS
    got, err = run_c(code, libs[0], client_env(servers, LUPINE_DEBUG="1"))
    assert got["before_init"] == UNINITIALIZED
    assert got["by_uuid"] == [SUCCESS, 4]  # the second server's third device
    assert got["by_uuid_unknown"] == [NOT_FOUND, None]
    assert got["by_pci"] == [SUCCESS, 4]  # only the second server has bus 0x42
    assert got["by_pci_first"] == [SUCCESS, 1]  # both have 0x41: the first server's answers
    assert got["by_pci_unknown"] == [NOT_FOUND, None]
    assert got["by_index_past"] == INVALID_ARGUMENT
    assert got["index"] == [SUCCESS, 3]
    assert got["bad_handles"] == [INVALID_ARGUMENT] * 5
    assert got["null_outs"] == [INVALID_ARGUMENT] * len(got["null_outs"])
    assert got["short_name"] == INSUFFICIENT_SIZE
    assert got["short_driver"] == INSUFFICIENT_SIZE
    assert got["mem_v2_wrong_version"] == ARGUMENT_VERSION_MISMATCH
    assert got["absent_in_server_nvml"] == FUNCTION_NOT_FOUND
    assert got["unsupported"] == NOT_SUPPORTED
    assert "nvmlDeviceGetSupportedEventTypes is not supported" in err  # LUPINE_DEBUG
    assert got["export_table"] == [NOT_SUPPORTED, None]  # refused, and no table
    assert got["export_table_null"] == INVALID_ARGUMENT
    assert "lost" in got["error_string"]
    # the server host's process names (the stand-in NVML reads /proc there)
    assert got["process_name"] == [SUCCESS, "lupine-server"]
    assert got["process_name_short"] == [SUCCESS, "lupi"]
    assert got["process_name_none"] == NOT_FOUND
    assert got["units"] == [SUCCESS, 0]
    # 300 field values travel in two requests; each entry keeps its ids
    assert got["fields_300"] == [SUCCESS, [41], [82, 299]]
    assert got["fields_bad"] == [INVALID_ARGUMENT, INVALID_ARGUMENT]
    assert got["shutdowns"] == [SUCCESS] * 3 + [UNINITIALIZED] * 3


def test_every_nvml_name_is_exported(libs):
    """Programs linked against NVML load: every function of the reference is exported (the
    library's own list in native/nvml), plus the private export-table entry point."""
    out = subprocess.run(
        ["nm", "-D", "--defined-only", str(libs[0])], capture_output=True, text=True, check=True
    ).stdout
    names = {ln.split()[-1] for ln in out.splitlines()}
    nvml = {n for n in names if n.startswith("nvml")}
    assert len(nvml) >= 400
    assert nvml | {"lupine_nvml_marker"} == names
    for n in (
        "nvmlInit",
        "nvmlInit_v2",
        "nvmlInitWithFlags",
        "nvmlErrorString",
        "nvmlInternalGetExportTable",
        "nvmlDeviceGetComputeRunningProcesses",
        "nvmlDeviceGetPciInfo",
        "nvmlEventSetWait_v2",
        "nvmlDeviceGetGpuInstanceProfileInfo",
    ):
        assert n in nvml, n


INIT_ONLY = r"""
import ctypes, json, time
lib = ctypes.CDLL(LIB)
t = time.monotonic()
rc = lib.nvmlInit_v2()
print(json.dumps([rc, time.monotonic() - t]))
"""


def test_no_server_is_an_nvml_error_not_a_hang(libs):
    env = {"LUPINE_SERVER": f"127.0.0.1:{free_port()}", "LUPINE_CONNECT_TIMEOUT": "2"}
    (rc, took), err = run_c(INIT_ONLY, libs[0], env, timeout=30)
    assert rc == DRIVER_NOT_LOADED and took < 5
    assert "cannot use lupine-server" in err


def test_a_server_without_nvml_says_so(native, libs):
    # an NVML named by the environment is looked for only when a client asks (a --nvml that
    # cannot be read is refused at start)
    s = Server(native, env={"LUPINE_NVML": "/nonexistent/libnvidia-ml.so.1"})
    try:
        (rc, _), err = run_c(INIT_ONLY, libs[0], {"LUPINE_SERVER": s.address})
        assert rc == LIBRARY_NOT_FOUND
        assert "--nvml" in err
        assert s.alive()
    finally:
        s.stop()


def test_the_server_log_says_which_nvml_it_could_not_open(native, libs):
    import ctypes.util

    named = Server(native, env={"LUPINE_NVML": "/nonexistent/libnvidia-ml.so.1"})
    none = Server(native)  # no --nvml, no LUPINE_NVML: the system's, which may not exist
    try:
        for s in (named, none):
            run_c(INIT_ONLY, libs[0], {"LUPINE_SERVER": s.address})
        said = [
            [ln.split("]: ", 1)[1] for ln in s.log.read_text().splitlines() if "]: NVML:" in ln]
            for s in (named, none)
        ]
    finally:
        named.stop()
        none.stop()
    tail = "; NVML requests are answered NVML_ERROR_LIBRARY_NOT_FOUND"
    assert said[0] == [
        "NVML: /nonexistent/libnvidia-ml.so.1 cannot be opened or is not NVML" + tail
    ]
    if not ctypes.util.find_library("nvidia-ml"):
        assert said[1] == ["NVML: no libnvidia-ml.so.1 found (give --nvml PATH)" + tail]


LOSE = r"""
import ctypes, json, os, time
lib = ctypes.CDLL(LIB)
assert lib.nvmlInit_v2() == 0
h = ctypes.c_void_p()
buf = ctypes.create_string_buffer(96)
assert lib.nvmlDeviceGetHandleByIndex_v2(1, ctypes.byref(h)) == 0
before = lib.nvmlDeviceGetName(h, buf, 96)
# the listener, and its children: the session process serving this client among them
kids = open(f"/proc/{PID}/task/{PID}/children").read().split()
for p in [PID, *map(int, kids)]:
    os.kill(p, SIG)
t = time.monotonic()
after = lib.nvmlDeviceGetName(h, buf, 96)
took = time.monotonic() - t
again = lib.nvmlDeviceGetName(h, buf, 96)
first = ctypes.c_void_p()
lib.nvmlDeviceGetHandleByIndex_v2(0, ctypes.byref(first))
c = ctypes.c_uint()
print(json.dumps([before, after, took, again, lib.nvmlDeviceGetName(first, buf, 96),
                  lib.nvmlDeviceGetCount_v2(ctypes.byref(c)), c.value]))
"""


@pytest.mark.parametrize("how", ["killed", "stopped"])
def test_a_server_lost_after_init_answers_gpu_is_lost(native, libs, how):
    """A dead server (its connection closes) or a silent one (SIGSTOP: LUPINE_TIMEOUT) fails
    its devices' requests with NVML_ERROR_GPU_IS_LOST within seconds; the other server's
    devices keep working."""
    keep = nvml_server(native, libs[1], 1)
    lose = nvml_server(native, libs[1], 1)
    try:
        sig = signal.SIGKILL if how == "killed" else signal.SIGSTOP
        code = f"PID = {lose.proc.pid}\nSIG = {int(sig)}\n" + LOSE
        env = client_env((keep, lose), LUPINE_TIMEOUT="2")
        (before, after, took, again, other, rc, count), err = run_c(code, libs[0], env)
        assert before == SUCCESS
        assert after == GPU_IS_LOST and took < 4.5
        assert again == GPU_IS_LOST
        assert other == SUCCESS and rc == SUCCESS and count == 2
        assert f"lupine-server at {lose.address} lost" in err
    finally:
        if lose.alive():
            pid = lose.proc.pid
            for kid in Path(f"/proc/{pid}/task/{pid}/children").read_text().split():
                os.kill(int(kid), signal.SIGKILL)
            os.kill(pid, signal.SIGCONT)
        keep.stop()
        lose.stop()


def nvml_frame(
    fn: int, device: int = 0xFFFFFFFF, s: bytes = b"", length: int | None = None, arg0: int = 0
) -> bytes:
    body = NVML_REQ.pack(fn, device, arg0, 0, len(s) if length is None else length) + s
    return _wire.FRAME.pack(_wire.FRAME_MAGIC, LP_NVML, 7, len(body)) + body


def read_reply(sock: socket.socket) -> tuple[int, int, bytes]:
    kind, fid, body = _wire.next_frame(sock)
    assert kind == 3 and fid == 7  # LP_REPLY of the request
    return struct.unpack("<I", body[:4])[0], struct.unpack("<I", body[4:8])[0], body[8:]


def test_the_wire_answers_an_init_request(servers):
    sock = _wire.connect(servers[1].address)
    try:
        sock.sendall(nvml_frame(1))
        rc, flags, answer = read_reply(sock)
        assert (rc, flags, len(answer)) == (SUCCESS, 0, INIT_ANSWER)
        assert struct.unpack("<Ii", answer[:8]) == (3, 13000)
        sock.sendall(nvml_frame(16, device=2))  # nvmlDeviceGetName of its device 2
        rc, _, answer = read_reply(sock)
        assert rc == SUCCESS and answer == b"LUPINE stand-in device 2\0"
        sock.sendall(nvml_frame(16, device=3))  # past its count: an answer, not malformed
        assert read_reply(sock)[0] == INVALID_ARGUMENT
    finally:
        sock.close()


MALFORMED = {
    "short header": lambda: _wire.FRAME.pack(0x4652504C, LP_NVML, 7, 8) + b"\0" * 8,
    "string length past the frame": lambda: nvml_frame(2, s=b"GPU-1", length=64),
    "string shorter than said": lambda: nvml_frame(2, s=b"GPU-1234", length=4),
    "string too long": lambda: nvml_frame(2, s=b"G" * 300),
    "string with a NUL": lambda: nvml_frame(2, s=b"GPU\0-1"),
    "no such request": lambda: nvml_frame(200, device=0),
    "request id 0": lambda: nvml_frame(0),
    "string to a request without one": lambda: nvml_frame(16, device=0, s=b"x"),
    "process kind": lambda: nvml_frame(5, device=0, arg0=7),
    "field values without fields": lambda: nvml_frame(8, device=0),
    "field values of 12 bytes": lambda: nvml_frame(8, device=0, s=b"\1" * 12),
    "field values past the bound": lambda: nvml_frame(8, device=0, s=b"\1" * 8 * 257),
    "a third argument missing": lambda: nvml_frame(162, device=0),
    "a third argument of 8 bytes": lambda: nvml_frame(162, device=0, s=b"\1" * 8),
}


@pytest.mark.parametrize("case", sorted(MALFORMED))
def test_a_malformed_nvml_frame_ends_the_session_not_the_server(servers, libs, case):
    server = servers[0]
    sock = _wire.connect(server.address)
    try:
        sock.sendall(nvml_frame(1))  # NVML opened in this session first
        assert read_reply(sock)[0] == SUCCESS
        sock.sendall(MALFORMED[case]())
        sock.settimeout(10)
        try:
            while True:  # heartbeats may come first; then the session closes
                _, kind, _, n = _wire.FRAME.unpack(_wire.recv_exact(sock, _wire.FRAME.size))
                _wire.recv_exact(sock, n)
                assert kind == 7, f"answered a malformed frame with kind {kind}"
        except (ConnectionError, OSError):
            pass
    finally:
        sock.close()
    assert server.alive()
    got, _ = run_c(INIT_ONLY, libs[0], {"LUPINE_SERVER": server.address})
    assert got[0] == SUCCESS


@settings(
    max_examples=40,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
@given(
    fn=st.sampled_from([0, 1, 2, 4, 5, 6, 7, 8, 9, 16, 22, 32, 48, 96, 112, 136, 160, 161, 162]),
    device=st.sampled_from([0, 1, 2, 3, 0xFFFFFFFF, 0x7FFFFFFF]),
    arg0=st.integers(0, 0xFFFFFFFF),
    text=st.binary(max_size=300),
    said=st.one_of(st.none(), st.integers(0, 400), st.just(1 << 40)),
    extra=st.sampled_from([0, 0, 1, -1, 8]),
)
def test_any_nvml_frame_is_answered_or_ends_the_session(
    servers, fn, device, arg0, text, said, extra
):
    """Fuzz: any LP_NVML frame gets an answer or ends its session, never the server."""
    server = servers[1]
    body = NVML_REQ.pack(fn, device, arg0, 0, len(text) if said is None else said) + text
    length = max(0, len(body) + extra)
    sock = _wire.connect(server.address)
    try:
        sock.sendall(_wire.FRAME.pack(_wire.FRAME_MAGIC, LP_NVML, 7, length) + body)
        sock.settimeout(3)
        try:
            while True:
                _, kind, fid, n = _wire.FRAME.unpack(_wire.recv_exact(sock, _wire.FRAME.size))
                payload = _wire.recv_exact(sock, n)
                if kind == 3:
                    assert fid == 7 and len(payload) >= 8
                    break
                assert kind == 7
        except TimeoutError:
            assert length > len(body)  # the server still waits for the rest of the frame
        except (ConnectionError, OSError):
            pass
    finally:
        sock.close()
    assert server.alive()


NAME0 = r"""
import ctypes, json
lib = ctypes.CDLL(LIB)
rc = lib.nvmlInit_v2()
h = ctypes.c_void_p()
buf = ctypes.create_string_buffer(96)
if rc == 0:
    lib.nvmlDeviceGetHandleByIndex_v2(0, ctypes.byref(h))
    rc = lib.nvmlDeviceGetName(h, buf, 96)
print(json.dumps([rc, buf.value.decode()]))
"""


@pytest.mark.skipif(not shutil.which("openssl"), reason="no openssl command")
def test_tls_and_token_as_the_cuda_shim(native, libs, tmp_path):
    """LUPINE_TLS, LUPINE_TLS_CA and LUPINE_TOKEN(_FILE) mean for NVML what they mean for the
    CUDA shim: a verified TLS session with the right token works; a wrong token, an untrusted
    certificate or clear text to a TLS server fail nvmlInit with a line that says why."""

    def make(name: str) -> tuple[Path, Path]:
        cert, key = tmp_path / f"{name}.pem", tmp_path / f"{name}.key"
        args = ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", str(key), "-out"]
        args += [str(cert), "-days", "2", "-subj", f"/CN={name}"]
        args += ["-addext", "subjectAltName=IP:127.0.0.1"]
        subprocess.run(["openssl", *args], check=True, capture_output=True)
        return cert, key

    cert, key = make("good")
    other, _ = make("other")
    token = tmp_path / "token"
    token.write_text("s3cret\n")
    s = Server(
        native,
        *("--nvml", str(libs[1]), "--tls-cert", str(cert), "--tls-key", str(key)),
        *("--token-file", str(token)),
    )
    try:
        base = {"LUPINE_SERVER": s.address, "LUPINE_TLS": "1", "LUPINE_TLS_CA": str(cert)}
        good, _ = run_c(NAME0, libs[0], {**base, "LUPINE_TOKEN_FILE": str(token)})
        assert good == [SUCCESS, "LUPINE stand-in device 0"]
        (rc, _), err = run_c(NAME0, libs[0], {**base, "LUPINE_TOKEN": "wrong"})
        assert rc == DRIVER_NOT_LOADED and "token refused" in err
        untrusted = {**base, "LUPINE_TLS_CA": str(other), "LUPINE_TOKEN": "s3cret"}
        (rc, _), err = run_c(NAME0, libs[0], untrusted)
        assert rc == DRIVER_NOT_LOADED and "cannot use lupine-server" in err
        clear = {**base, "LUPINE_TLS": "0", "LUPINE_TOKEN": "s3cret", "LUPINE_CONNECT_TIMEOUT": "2"}
        (rc, _), err = run_c(NAME0, libs[0], clear)
        assert rc == DRIVER_NOT_LOADED and "LUPINE_TLS=1" in err
        assert s.alive()
    finally:
        s.stop()


CUDA_AND_NVML = r"""
import ctypes, json, _driver
cu = _driver.load()
assert cu.cuInit(0) == 0
n = ctypes.c_int()
cu.cuDeviceGetCount(ctypes.byref(n))
cuda = []
for i in range(n.value):
    d, name = ctypes.c_int(), ctypes.create_string_buffer(256)
    uuid = ctypes.create_string_buffer(16)
    cu.cuDeviceGet(ctypes.byref(d), i)
    cu.cuDeviceGetName(name, 256, d)
    cu.cuDeviceGetUuid_v2(uuid, d)
    h = uuid.raw.hex()
    cuda.append([name.value.decode(),
                 f"GPU-{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"])
nv = ctypes.CDLL(LIB)
assert nv.nvmlInit_v2() == 0
c = ctypes.c_uint()
nv.nvmlDeviceGetCount_v2(ctypes.byref(c))
nvml = []
for i in range(c.value):
    h, name = ctypes.c_void_p(), ctypes.create_string_buffer(96)
    uuid = ctypes.create_string_buffer(96)
    nv.nvmlDeviceGetHandleByIndex_v2(i, ctypes.byref(h))
    nv.nvmlDeviceGetName(h, name, 96)
    nv.nvmlDeviceGetUUID(h, uuid, 96)
    nvml.append([name.value.decode(), uuid.value.decode()])
print(json.dumps([cuda, nvml]))
"""


def test_nvml_numbers_devices_as_the_cuda_shim(servers, libs):
    """One process, both client libraries, two servers: NVML index i is CUDA device i (names
    and UUIDs), as natively when CUDA_VISIBLE_DEVICES is unset; with it set, CUDA numbers the
    listed devices and NVML still every device, as natively."""
    cuda, nvml = run_c(CUDA_AND_NVML, libs[0], client_env(servers))[0]
    assert len(cuda) == 5 and cuda == nvml
    cuda, nvml = run_c(CUDA_AND_NVML, libs[0], client_env(servers, CUDA_VISIBLE_DEVICES="4,0"))[0]
    assert cuda == [nvml[4], nvml[0]] and len(nvml) == 5


def fake_server(minor: int, answer) -> tuple[str, threading.Thread]:
    """A one-client stand-in for lupine-server speaking protocol 2.`minor`: the welcome, then
    LPN_INIT answered with 2 devices, then `answer(request id)` sent for the next request."""
    lsock = socket.socket()
    lsock.bind(("127.0.0.1", 0))
    lsock.listen(1)

    def serve() -> None:
        conn, _ = lsock.accept()
        with conn, lsock:
            conn.settimeout(10)
            hello = _wire.recv_exact(conn, 16)
            _wire.recv_exact(conn, struct.unpack("<I", hello[12:])[0])
            conn.sendall(struct.pack("<IHHII", _wire.MAGIC, 2, minor, 0, 1))
            try:
                for step in range(2):
                    _, _, fid, n = _wire.FRAME.unpack(_wire.recv_exact(conn, _wire.FRAME.size))
                    _wire.recv_exact(conn, n)
                    if step == 0:
                        info = struct.pack("<Ii80s80s", 2, 13000, b"fake", b"fake")
                        body = struct.pack("<II", 0, 0) + info
                        conn.sendall(_wire.FRAME.pack(_wire.FRAME_MAGIC, 3, fid, len(body)) + body)
                    else:
                        conn.sendall(answer(fid))
                        time.sleep(0.5)
            except (ConnectionError, OSError):
                pass

    th = threading.Thread(target=serve, daemon=True)
    th.start()
    return f"127.0.0.1:{lsock.getsockname()[1]}", th


POWER = r"""
import ctypes, json, time
lib = ctypes.CDLL(LIB)
rc = lib.nvmlInit_v2()
out = [rc]
if rc == 0:
    h, v = ctypes.c_void_p(), ctypes.c_uint()
    lib.nvmlDeviceGetHandleByIndex_v2(1, ctypes.byref(h))
    t = time.monotonic()
    out += [lib.nvmlDeviceGetPowerUsage(h, ctypes.byref(v)), v.value, time.monotonic() - t,
            lib.nvmlDeviceGetPowerUsage(h, ctypes.byref(v))]
print(json.dumps(out))
"""


def _reply(fid: int, body: bytes, kind: int = 3, magic: int | None = None) -> bytes:
    return _wire.FRAME.pack(magic or _wire.FRAME_MAGIC, kind, fid, len(body)) + body


SERVER_ANSWERS = {
    "good": (lambda f: _reply(f, struct.pack("<III", 0, 0, 4242)), [SUCCESS, 4242, SUCCESS]),
    "heartbeat first": (
        lambda f: _reply(0, b"", kind=7) + _reply(f, struct.pack("<III", 0, 0, 7)),
        [SUCCESS, 7, SUCCESS],
    ),
    "another id": (lambda f: _reply(f + 1, struct.pack("<III", 0, 0, 1)), "lost"),
    "bad magic": (lambda f: _reply(f, struct.pack("<III", 0, 0, 1), magic=1), "lost"),
    "a notification": (lambda f: _reply(f, b"\0" * 40, kind=5), "lost"),
    "longer than asked": (lambda f: _reply(f, struct.pack("<IIQQ", 0, 0, 1, 2)), "lost"),
    "an error with data": (lambda f: _reply(f, struct.pack("<III", 3, 0, 1)), "lost"),
    "closed": (lambda f: b"", "lost"),
    "half a frame": (lambda f: _reply(f, struct.pack("<III", 0, 0, 1))[:20], "lost"),
}


@pytest.mark.parametrize("case", sorted(SERVER_ANSWERS))
def test_what_the_server_sends_is_checked(libs, case):
    """A malformed or missing answer loses the connection (NVML_ERROR_GPU_IS_LOST, within
    LUPINE_TIMEOUT), never hangs or crashes the client; heartbeats are skipped."""
    answer, want = SERVER_ANSWERS[case]
    address, th = fake_server(3, answer)
    got, err = run_c(POWER, libs[0], {"LUPINE_SERVER": address, "LUPINE_TIMEOUT": "2"})
    th.join(10)
    assert got[0] == SUCCESS
    if want == "lost":
        assert got[1] == GPU_IS_LOST and got[3] < 4 and got[4] == GPU_IS_LOST
        assert "lost" in err
    else:
        assert [got[1], got[2], got[4]] == [want[0], want[1], GPU_IS_LOST]


def test_a_server_without_nvml_protocol_is_named(libs):
    address, th = fake_server(2, lambda f: b"")
    (rc, *_), err = run_c(POWER, libs[0], {"LUPINE_SERVER": address})
    th.join(10)
    assert rc == DRIVER_NOT_LOADED and "2.2, without NVML" in err


THREADS = r"""
import ctypes, json, threading
lib = ctypes.CDLL(LIB)
assert lib.nvmlInit_v2() == 0
bad = []
def work(k):
    h = ctypes.c_void_p()
    buf = ctypes.create_string_buffer(96)
    for j in range(150):
        i = (k + j) % 5
        lib.nvmlDeviceGetHandleByIndex_v2(i, ctypes.byref(h))
        want = "LUPINE stand-in device %d" % (i if i < 2 else i - 2)
        if lib.nvmlDeviceGetName(h, buf, 96) != 0 or buf.value.decode() != want:
            bad.append((k, j, buf.value.decode()))
ts = [threading.Thread(target=work, args=(k,)) for k in range(8)]
[t.start() for t in ts]
[t.join() for t in ts]
print(json.dumps(bad))
"""


def test_threads_share_the_connections(servers, libs):
    """Eight threads, 1200 requests over two servers' connections: every answer is its own."""
    got, _ = run_c(THREADS, libs[0], client_env(servers))
    assert got == []


FORK = r"""
import ctypes, json, os
lib = ctypes.CDLL(LIB)
assert lib.nvmlInit_v2() == 0
h = ctypes.c_void_p()
assert lib.nvmlDeviceGetHandleByIndex_v2(2, ctypes.byref(h)) == 0
buf = ctypes.create_string_buffer(96)
r, w = os.pipe()
pid = os.fork()
if pid == 0:
    rc = lib.nvmlDeviceGetName(h, buf, 96)
    os.write(w, json.dumps([rc, buf.value.decode()]).encode())
    os._exit(0)
os.close(w)
child = json.loads(os.read(r, 1000))
os.waitpid(pid, 0)
rc = lib.nvmlDeviceGetName(h, buf, 96)
print(json.dumps([child, [rc, buf.value.decode()]]))
"""


def test_a_forked_child_gets_connections_of_its_own(servers, libs):
    got, _ = run_c(FORK, libs[0], client_env(servers))
    assert got == [[SUCCESS, "LUPINE stand-in device 0"]] * 2


def test_torch_nvml_based_device_count_and_uuids(servers, libs):
    """PyTorch's NVML path (torch.cuda._raw_device_count_nvml, _raw_device_uuid_nvml, and the
    CUDA_VISIBLE_DEVICES parsing PYTORCH_NVML_BASED_CUDA_CHECK uses) loads libnvidia-ml.so.1 by
    name: the client library, found first on LD_LIBRARY_PATH as under `lupine run`."""
    pytest.importorskip("torch")
    code = (
        "import json, torch.cuda as c\n"
        "print(json.dumps([c._raw_device_count_nvml(), c._raw_device_uuid_nvml(),"
        " c._device_count_nvml()]))"
    )
    env = client_env(
        servers,
        LD_LIBRARY_PATH=str(libs[0].parent),
        CUDA_VISIBLE_DEVICES="GPU-2021,GPU-1011",
    )
    (count, uuids, visible), _ = run_python(code, env=env)
    assert count == 5
    assert uuids[4] == "GPU-20212223-2425-2627-2829-2a2b2c2d2e2f"
    # "GPU-1011" is ambiguous (both servers have a device 1): torch stops the list there
    assert visible == 1


def test_pynvml(servers, libs):
    """pynvml (nvidia-ml-py) loads libnvidia-ml.so.1 by name; skipped where it is not
    installed."""
    try:
        import pynvml
    except ImportError:
        pytest.skip("pynvml (nvidia-ml-py) is not installed")
    where = str(Path(pynvml.__file__).resolve().parent)
    # what torch.cuda's utilization, memory_usage, temperature, power_draw, clock_rate and
    # list_gpu_processes ask pynvml, and what nvidia-smi's table shows
    code = (
        "import json, pynvml as p\n"
        "p.nvmlInit()\n"
        "h = p.nvmlDeviceGetHandleByIndex(3)\n"
        "m = p.nvmlDeviceGetMemoryInfo(h)\n"
        "u = p.nvmlDeviceGetUtilizationRates(h)\n"
        "print(json.dumps([p.nvmlDeviceGetCount(), p.nvmlDeviceGetName(h), m.total, u.gpu,"
        " u.memory, p.nvmlDeviceGetTemperature(h, 0), p.nvmlDeviceGetTemperatureV(h, 0),"
        " p.nvmlDeviceGetPowerUsage(h), p.nvmlDeviceGetClockInfo(h, 1),"
        " p.nvmlDeviceGetComputeRunningProcesses(h),"
        " p.nvmlDeviceGetPciInfo(h).busId, p.nvmlSystemGetDriverVersion(),"
        " p.nvmlDeviceGetIndex(p.nvmlDeviceGetHandleByUUID(p.nvmlDeviceGetUUID(h)))]))"
    )
    here = Path(__file__).resolve().parent
    path = os.pathsep.join([str(here), str(here.parents[1]), where])
    env = client_env(servers, LD_LIBRARY_PATH=str(libs[0].parent), PYTHONPATH=path)
    got, _ = run_python(code, env=env)
    want = [5, "LUPINE stand-in device 1", 64 << 30, 3, 1, 32, 32, 76000, 346, []]
    # the two stand-ins' devices 1 share a UUID (standin.c): the first server's answers
    assert got == [*want, "00000000:41:00.0", "580.159.04-standin", 1]


def test_lupine_run_maps_nvml_loads_to_the_client(servers, libs, tmp_path):
    """Under `lupine run`, a program that opens NVML by absolute path (as nvidia-smi and
    driver-installed tools do) gets LUPINE's client (the audit module, native/run/audit.c)."""
    fake = tmp_path / "lib" / "libnvidia-ml.so.1"
    fake.parent.mkdir()
    fake.write_bytes(b"not a library")
    code = (
        "import ctypes, json\n"
        f"lib = ctypes.CDLL({str(fake)!r})\n"
        "n = ctypes.c_uint()\n"
        "rc = lib.nvmlInit_v2()\n"
        "lib.nvmlDeviceGetCount_v2(ctypes.byref(n))\n"
        "print(json.dumps([ctypes.string_at(lib.lupine_nvml_marker).decode(), rc, n.value]))"
    )
    # one server: `lupine run` takes several once the CUDA shim does (issue 9, item 2)
    cmd = [sys.executable, "-m", "lupine.cli", "run", "--host", servers[1].address, "--"]
    proc = subprocess.run(
        [*cmd, sys.executable, "-c", code],
        capture_output=True,
        text=True,
        timeout=120,
        env={**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[2])},
    )
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout.strip().splitlines()[-1]) == ["lupine-nvml", 0, 3]


def test_doctor_row(servers, libs):
    from lupine._doctor import diagnose
    from lupine.cli import run_environment

    rows = diagnose(run_environment([servers[1].address], None, None))
    row = next(r for r in rows if r.check == "libnvidia-ml")
    assert row.state == "ok", row
    assert "LUPINE" in row.found and "3 devices" in row.found


def test_doctor_row_without_server_nvml(native, libs):
    from lupine._doctor import diagnose
    from lupine.cli import run_environment

    # an NVML named by the environment is looked for only when a client asks (a --nvml that
    # cannot be read is refused at start)
    s = Server(native, env={"LUPINE_NVML": "/nonexistent/libnvidia-ml.so.1"})
    try:
        rows = diagnose(run_environment([s.address], None, None))
    finally:
        s.stop()
    row = next(r for r in rows if r.check == "libnvidia-ml")
    assert row.state == "warn" and "--nvml" in row.fix, row


# What a program counts through NVML by name (PyTorch asks NVML first, pynvml loads it by
# name): the same under lupine.connect as under `lupine run`, which loads LUPINE's NVML for it.
COUNT = r"""
import ctypes, json
lib = ctypes.CDLL("libnvidia-ml.so.1")
n = ctypes.c_uint()
got = [ctypes.string_at(lib.lupine_nvml_marker).decode(), lib.nvmlInit_v2(),
       lib.nvmlDeviceGetCount_v2(ctypes.byref(n)), n.value]
h, name = ctypes.c_void_p(), ctypes.create_string_buffer(96)
for i in range(n.value):
    lib.nvmlDeviceGetHandleByIndex_v2(i, ctypes.byref(h))
    lib.nvmlDeviceGetName(h, name, 96)
    got.append(name.value.decode())
try:
    import torch.cuda
    got.append(torch.cuda._raw_device_count_nvml())
except ImportError:
    got.append(None)
"""


def _counts(native: Path, hosts: list[str], local: bool, via_run: bool) -> list:
    env = {
        "LUPINE_LIBCUDA": str(native / "libcuda.so.1"),
        # the local GPUs' server (lupine/_local.py) on the stand-ins, with 1 device
        "LUPINE_DRIVER": str(native / "liblupine-standin.so"),
        "LUPINE_NVML": str(native / "liblupine-standin-nvml.so"),
        "LUPINE_STANDIN_DEVICES": "1",
    }
    if via_run:
        code = COUNT + "print(json.dumps(got))\n"
        flags = [a for h in hosts for a in ("--host", h)] + (["--local"] if local else [])
        cmd = [sys.executable, "-m", "lupine.cli", "run", *flags, "--", sys.executable, "-c"]
        wrapper = f"import subprocess\nsubprocess.run({[*cmd, code]!r}, check=True)"
        got, _ = run_python(wrapper, env=env)
        return got
    code = (
        "import json, lupine\n"
        f"with lupine.connect(host={hosts!r} or None, local={local}, sidecar=False) as s:\n"
        + "".join(f"    {line}\n" for line in COUNT.strip().splitlines())
        + "    got.append(s.nvml.name)\n"
        "print(json.dumps(got))\n"
    )
    got, _ = run_python(code, env=env)
    return got


@pytest.mark.parametrize(
    ("mode", "local", "names"),
    [
        ("several servers", False, (0, 1, 0, 1, 2)),
        ("local GPUs first", True, (0, 0, 1, 2)),  # the local stand-in's 1, then the 3
    ],
)
def test_connect_binds_nvml_as_lupine_run_does(native, servers, libs, mode, local, names):
    hosts = [s.address for s in (servers if not local else servers[1:])]
    for s in servers:
        assert s.alive()
    ran = _counts(native, hosts, local, via_run=True)
    connected = _counts(native, hosts, local, via_run=False)
    assert connected[-1] == "libnvidia-ml.so.1"  # s.nvml
    assert connected[:-1] == ran
    marker, init, rc, count, *rest = ran
    assert [marker, init, rc, count] == ["lupine-nvml", SUCCESS, SUCCESS, len(names)]
    assert rest[:-1] == [f"LUPINE stand-in device {i}" for i in names]
    assert rest[-1] in (None, len(names))  # PyTorch's NVML count, where torch is installed


def test_connect_refuses_after_another_nvml_was_loaded(native, tmp_path):
    cc = shutil.which("cc") or shutil.which("gcc")
    if cc is None:
        pytest.skip("no C compiler to build a foreign NVML")
    fake = tmp_path / "libnvidia-ml.so.1"
    src = tmp_path / "fake.c"
    src.write_text("int nvmlInit_v2(void) { return 0; }\n")
    subprocess.run(
        [cc, "-shared", "-fPIC", "-Wl,-soname,libnvidia-ml.so.1", "-o", str(fake), str(src)],
        check=True,
    )
    code = f"""
import ctypes, json, lupine
ctypes.CDLL({str(fake)!r})  # as if something queried this machine's NVML first
try:
    with lupine.connect(host="127.0.0.1:1", sidecar=False):
        print(json.dumps("no error"))
except RuntimeError as e:
    print(json.dumps(str(e)))
"""
    said, _ = run_python(code, env={"LUPINE_LIBCUDA": str(native / "libcuda.so.1")})
    assert said.startswith("an NVML library is already loaded in this process (")
    assert str(fake) in said and "call lupine.connect() before" in said
