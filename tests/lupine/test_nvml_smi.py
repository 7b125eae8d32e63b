"""nvidia-smi's private NVML table through LUPINE (issue 21, item 2): the client
``libnvidia-ml.so.1`` gives ``nvmlInternalGetExportTable(c4fe3e6c-...)`` as declared in
codegen/export_tables.toml, and its slots answer, called with the arguments nvidia-smi passed
the real NVML on the H200 (native/gpu/h200/2026-12-03/run1-nvml/trace-nvml-summary.txt), what
the public NVML calls answer through the same servers.

Servers: two stand-in servers (``lupine-server --nvml liblupine-standin-nvml.so``) of 1 and 2
devices, with LUPINE_STANDIN_PROCESSES=1, so that every device lists processes: its session
process (compute, MPS compute) and the listening lupine-server, its parent (graphics, MPS
compute), with used memory that differs per kind and device (native/standin/nvml.c).

References, independent of the table's code: the client's public calls (nvmlDeviceGetPciInfo_v3,
the _v3 process queries, nvmlSystemGetProcessName), the bus ids and memory the stand-in is
documented to give, the listening server's process id (known here) and /proc of this host
(the servers run here). Entry layout of the process slots (4128 bytes: u32 pid, u64 used
memory at 8, u32 GPU and compute instance at 16 and 20, u64 at 24, the name from 32) as the
H200 trace shows it."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from lupine_helpers import Server, run_python

from lupine._export_tables import NVML_TABLES

SUCCESS, INVALID_ARGUMENT, NOT_SUPPORTED, INSUFFICIENT_SIZE = 0, 2, 3, 7
SMI = NVML_TABLES["smi"]
ENTRY = 4128  # bytes of one process entry of slots 213..215

PROGRAM = r"""
import ctypes, json, os, struct, sys
lib = ctypes.CDLL(LIB)
U, P = ctypes.c_uint, ctypes.c_void_p
assert lib.nvmlInit_v2() == 0
n = U()
assert lib.nvmlDeviceGetCount_v2(ctypes.byref(n)) == 0
out = {"count": n.value}
table = ctypes.POINTER(ctypes.c_void_p)()
out["table"] = lib.nvmlInternalGetExportTable(ctypes.byref(table), bytes.fromhex(UUID))
entries = [table[i] for i in range(ENTRIES)]
out["size_word"] = entries[0]
out["null_entries"] = [i for i in range(1, ENTRIES) if not entries[i]]
again = ctypes.POINTER(ctypes.c_void_p)()
lib.nvmlInternalGetExportTable(ctypes.byref(again), bytes.fromhex(UUID))
out["same_table"] = ctypes.cast(again, P).value == ctypes.cast(table, P).value

def comm(pid):
    try:
        return open(f"/proc/{pid}/comm").read().strip()
    except OSError:
        return None

def ppid(pid):
    for line in open(f"/proc/{pid}/status"):
        if line.startswith("PPid:"):
            return int(line.split()[1])

# slot 81 (index, buffer, 0x22): each device's bus id, against nvmlDeviceGetPciInfo_v3
bus_id = ctypes.CFUNCTYPE(ctypes.c_int, U, ctypes.c_char_p, U)(entries[81])
out["bus_ids"] = []
for i in range(n.value):
    buf = ctypes.create_string_buffer(b"\xaa" * 34, 34)
    r = bus_id(i, buf, 0x22)
    h = P()
    assert lib.nvmlDeviceGetHandleByIndex_v2(i, ctypes.byref(h)) == 0
    pci = ctypes.create_string_buffer(68)
    assert lib.nvmlDeviceGetPciInfo_v3(h, pci) == 0
    domain, bus, device = struct.unpack_from("<3I", pci, 16)  # after busIdLegacy[16]
    public = pci.raw[36:].rstrip(b"\0").decode()  # busId
    out["bus_ids"].append([r, buf.raw.hex(), [domain, bus, device], public])
short = ctypes.create_string_buffer(b"\xaa" * 34, 34)
out["bus_id_short"] = [bus_id(0, short, 12), short.raw.hex()]
out["bus_id_past"] = bus_id(n.value, ctypes.create_string_buffer(34), 0x22)
out["bus_id_null"] = bus_id(0, None, 0x22)

# slot 26 (format, arguments): a line for NVML's debug log; nothing is printed
log = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_char_p, ctypes.c_char_p, ctypes.c_char_p)(entries[26])
sys.stdout.flush()
out["log"] = log(b"nvidia-smi %s: %s\n", b"stdout", b"| GPU  Name   Persistence-M |")

# slots 213, 214, 215 (handle, count 500 in, entries): each device's processes, against the
# public _v3 queries and nvmlSystemGetProcessName
QUERIES = {213: "Compute", 214: "Graphics", 215: "MPSCompute"}
out["processes"] = []
for i in range(n.value):
    h = P()
    assert lib.nvmlDeviceGetHandleByIndex_v2(i, ctypes.byref(h)) == 0
    row = {}
    for slot, kind in QUERIES.items():
        f = ctypes.CFUNCTYPE(ctypes.c_int, P, ctypes.POINTER(U), P)(entries[slot])
        count = U(500)
        buf = ctypes.create_string_buffer(500 * ENTRY)
        ctypes.memset(buf, 0x55, 3 * ENTRY)
        r = f(h, ctypes.byref(count), buf)
        got = []
        for k in range(count.value if r == 0 else 0):
            pid, used, gi, ci, cc = struct.unpack_from("<I4xQIIQ", buf, k * ENTRY)
            name = buf.raw[k * ENTRY + 32 : (k + 1) * ENTRY].split(b"\0")[0].decode()
            got.append([pid, used, gi, ci, cc, name])
        after = buf.raw[count.value * ENTRY : count.value * ENTRY + 8].hex()
        pub = U(8)
        infos = ctypes.create_string_buffer(24 * 8)
        rp = getattr(lib, f"nvmlDeviceGet{kind}RunningProcesses_v3")(h, ctypes.byref(pub), infos)
        want = []
        for k in range(pub.value if rp == 0 else 0):
            pid, used, gi, ci = struct.unpack_from("<I4xQII", infos, 24 * k)
            name = ctypes.create_string_buffer(256)
            assert lib.nvmlSystemGetProcessName(pid, name, 256) == 0
            want.append([pid, used, gi, ci, 0, name.value.decode()])
        here = [[p[0], comm(p[0]), ppid(p[0])] for p in got]
        row[slot] = {"r": r, "got": got, "after": after, "public": [rp, want], "here": here}
    # a count too small, a NULL count, a handle that is not one
    f = ctypes.CFUNCTYPE(ctypes.c_int, P, ctypes.POINTER(U), P)(entries[215])
    small = U(1)
    row["small"] = [f(h, ctypes.byref(small), ctypes.create_string_buffer(ENTRY)), small.value]
    row["null_count"] = f(h, None, ctypes.create_string_buffer(ENTRY))
    row["bad_handle"] = f(P(h.value + 1), ctypes.byref(U(500)), ctypes.create_string_buffer(ENTRY))
    out["processes"].append(row)

# slots nvidia-smi was not seen to call: an error, not a crash
SIX = ctypes.CFUNCTYPE(ctypes.c_int, *[ctypes.c_uint64] * 6)
OTHERS = (1, 2, 24, 80, 82, 212, 216, ENTRIES - 1)
# the event set nvidia-smi makes and frees in its plain form
es = P()
out["event_set"] = [lib.nvmlEventSetCreate(ctypes.byref(es)), bool(es.value),
                    lib.nvmlEventSetFree(es), lib.nvmlEventSetFree(es),
                    lib.nvmlEventSetFree(P(0x1234)), lib.nvmlEventSetCreate(None)]
out["others"] = {i: SIX(entries[i])(1, 2, 3, 4, 5, 6) for i in OTHERS}
assert lib.nvmlShutdown() == 0
print(json.dumps(out))
"""


@pytest.fixture(scope="module")
def libs(native: Path) -> tuple[Path, Path]:
    client, standin = native / "libnvidia-ml.so.1", native / "liblupine-standin-nvml.so"
    if not client.exists() or not standin.exists():
        pytest.skip("this build has no NVML libraries (cmake --build again)")
    return client, standin


@pytest.fixture(scope="module")
def servers(native: Path, libs: tuple[Path, Path]) -> Iterator[tuple[Server, Server]]:
    env = {"LUPINE_STANDIN_PROCESSES": "1"}
    a = Server(native, "--nvml", str(libs[1]), env={"LUPINE_STANDIN_DEVICES": "1", **env})
    b = Server(native, "--nvml", str(libs[1]), env={"LUPINE_STANDIN_DEVICES": "2", **env})
    yield a, b
    a.stop()
    b.stop()


def run(libs, servers, **env: str) -> tuple[dict, str]:
    code = f"LIB = {str(libs[0])!r}\nUUID = {SMI.uuid.replace('-', '')!r}\n"
    code += f"ENTRIES = {SMI.entries}\nENTRY = {ENTRY}\n" + PROGRAM
    return run_python(code, env={"LUPINE_SERVER": ",".join(s.address for s in servers), **env})


@pytest.fixture(scope="module")
def answers(libs, servers) -> tuple[dict, str]:
    return run(libs, servers)


def test_the_table_is_the_declared_one(answers):
    got, _ = answers
    assert got["count"] == 3  # the first server's device, then the second's two
    assert got["table"] == SUCCESS and got["same_table"]
    assert SMI.entries == 270 and got["size_word"] == 8 * 270  # 2160, as NVML 580's table
    assert got["null_entries"] == []  # every slot answers, declared or not


def test_slot_81_writes_each_devices_pci_bus_id(answers):
    got, _ = answers
    stand_in_buses = [0x40, 0x40, 0x41]  # the stand-in places device i at bus 0x40 + i
    for i, (r, raw, (domain, bus, device), bus_id) in enumerate(got["bus_ids"]):
        assert r == SUCCESS
        assert [domain, bus, device] == [0, stand_in_buses[i], 0]
        assert bus_id == f"00000000:{stand_in_buses[i]:02X}:00.0"  # the public bus id
        # the short form the H200's NVML wrote ("0000:00:06.0"), its terminator, and the
        # caller's bytes after it untouched
        text = f"{domain:04x}:{bus:02x}:{device:02x}.0".encode()
        assert bytes.fromhex(raw) == text + b"\0" + b"\xaa" * (34 - len(text) - 1)
    r, raw = got["bus_id_short"]
    assert r == INSUFFICIENT_SIZE and bytes.fromhex(raw) == b"\xaa" * 34
    assert got["bus_id_past"] == INVALID_ARGUMENT
    assert got["bus_id_null"] == INVALID_ARGUMENT


def test_slot_26_logs_nothing_and_succeeds(answers):
    got, err = answers
    assert got["log"] == SUCCESS
    assert "Persistence-M" not in err


def test_slots_213_to_215_list_each_devices_processes(answers, servers):
    got, _ = answers
    listener = [servers[0].proc.pid, servers[1].proc.pid, servers[1].proc.pid]
    mib = 1 << 20
    for i, row in enumerate(got["processes"]):
        local = [0, 0, 1][i]  # the device's index on its server: the stand-in's memory per device
        for slot in ("213", "214", "215"):
            r, entries, public = row[slot]["r"], row[slot]["got"], row[slot]["public"]
            assert r == SUCCESS and public[0] == SUCCESS
            assert entries == public[1], (i, slot)  # the public queries' answers, named
            # the entry after the last one untouched (the caller's 0x55 bytes)
            assert row[slot]["after"] == "55" * 8
            # this host's own view of the processes: the stand-in's session process of the
            # device's server (a child of the listening server) and the listening server itself
            for (pid, name, parent), entry in zip(row[slot]["here"], entries, strict=True):
                assert entry[5] == name == "lupine-server"
                assert pid == listener[i] or parent == listener[i]
        compute, graphics, mps = (row[s]["got"] for s in ("213", "214", "215"))
        session = compute[0][0]
        assert session != listener[i]
        none = 0xFFFFFFFF  # no MIG instance
        assert compute == [[session, (64 + local) * mib, none, none, 0, "lupine-server"]]
        assert graphics == [[listener[i], (32 + local) * mib, none, none, 0, "lupine-server"]]
        assert mps == [
            [session, (16 + local) * mib, none, none, 0, "lupine-server"],
            [listener[i], (8 + local) * mib, none, none, 0, "lupine-server"],
        ]
        assert row["small"] == [INSUFFICIENT_SIZE, 2]  # two MPS processes, room for one
        assert row["null_count"] == INVALID_ARGUMENT
        assert row["bad_handle"] == INVALID_ARGUMENT


def test_slots_nvidia_smi_was_not_seen_to_call_answer_not_supported(answers, libs, servers):
    got, err = answers
    assert set(got["others"].values()) == {NOT_SUPPORTED}
    assert "slot" not in err  # quiet without LUPINE_DEBUG
    got, err = run(libs, servers, LUPINE_DEBUG="1")
    assert set(got["others"].values()) == {NOT_SUPPORTED}
    for i in got["others"]:
        assert (
            f"lupine: NVML: c4fe3e6c slot {i} (a0=0x1 a1=0x2 a2=0x3) is not supported by "
            "LUPINE (NVML_ERROR_NOT_SUPPORTED)" in err
        )
    assert "nvmlInternalGetExportTable: nvidia-smi's interface (c4fe3e6c)" in err
    for declared in SMI.slots:  # the declared slots never say so
        assert f"c4fe3e6c slot {declared} " not in err


def test_the_event_set_nvidia_smi_makes(answers):
    got, _ = answers
    # made, freed once; a set freed already, a pointer that is none, no out-pointer: refused
    assert got["event_set"] == [SUCCESS, True, SUCCESS] + [INVALID_ARGUMENT] * 3
