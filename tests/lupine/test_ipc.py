"""Memory shared between client processes of one lupine-server (native/shim/ipc.c,
native/server/ipc.c) on the stand-in driver, whose exports are real too (native/standin/vmm.c,
pool.c, ipc.c): a VMM allocation exported as a POSIX file descriptor (the shim's sealed memfd
record), passed with SCM_RIGHTS and imported by another client, each seeing the other's
writes; the same for a pool and its pointers, and for legacy IPC handles (cuIpcGetMemHandle);
lifetimes (released before the import, the exporting session ended); hostile descriptors and
records, each a clear CUresult and the server still serving; the exporting session's socket
giving nothing to a process that is not a session of the same server.

Clients are subprocesses that load the shim and carry out commands sent over a SEQPACKET
socket (descriptors ride along with SCM_RIGHTS); the pytest process never loads it. Memory
contents are compared by SHA-256 with the pattern numpy computes here."""

# ruff: noqa: E501  (lines of embedded Python source are kept whole)

from __future__ import annotations

import fcntl
import hashlib
import json
import mmap
import os
import socket
import struct
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from lupine_helpers import HERE, ROOT, Server, run_python

from lupine._protocol_tables import CURESULT

SUCCESS = CURESULT["CUDA_SUCCESS"]
INVALID_VALUE = CURESULT["CUDA_ERROR_INVALID_VALUE"]
UNKNOWN = CURESULT["CUDA_ERROR_UNKNOWN"]
INVALID_HANDLE = CURESULT["CUDA_ERROR_INVALID_HANDLE"]
INVALID_CONTEXT = CURESULT["CUDA_ERROR_INVALID_CONTEXT"]
NOT_SUPPORTED = CURESULT["CUDA_ERROR_NOT_SUPPORTED"]
POSIX_FD, WIN32, WIN32_KMT, FABRIC = 1, 2, 4, 8
G = 2 << 20  # the stand-in's VMM granularity

# lp_ipc_record (native/include/lupine/protocol.h)
RECORD = struct.Struct("<8sIIII16sQQ16s256s")
SEALS = fcntl.F_SEAL_WRITE | fcntl.F_SEAL_SHRINK | fcntl.F_SEAL_GROW | fcntl.F_SEAL_SEAL


def pattern(seed: int, n: int = G) -> np.ndarray:
    return (np.arange(n // 4, dtype=np.uint64) * 2654435761 + seed).astype(np.uint32)


def sha(seed: int, n: int = G) -> str:
    return hashlib.sha256(pattern(seed, n).tobytes()).hexdigest()


# ctypes declarations of the driver API used here, for a library `lib`.
DECLS = r"""
class LOC(c.Structure):
    _fields_ = [("type", c.c_int), ("id", c.c_int)]
class AFLAGS(c.Structure):
    _fields_ = [("compressionType", c.c_ubyte), ("gpuDirectRDMACapable", c.c_ubyte),
                ("usage", c.c_ushort), ("reserved", c.c_ubyte * 4)]
class PROP(c.Structure):  # CUmemAllocationProp
    _fields_ = [("type", c.c_int), ("requestedHandleTypes", c.c_int), ("location", LOC),
                ("win32", c.c_void_p), ("allocFlags", AFLAGS)]
class POOLPROPS(c.Structure):  # CUmemPoolProps
    _fields_ = [("allocType", c.c_int), ("handleTypes", c.c_int), ("location", LOC),
                ("win32", c.c_void_p), ("maxSize", c.c_size_t), ("usage", c.c_ushort),
                ("reserved", c.c_ubyte * 54)]
class ACCESS(c.Structure):  # CUmemAccessDesc
    _fields_ = [("location", LOC), ("flags", c.c_int)]
class IPCH(c.Structure):  # CUipcMemHandle, passed by value
    _fields_ = [("reserved", c.c_ubyte * 64)]
for f, args in {
    "cuMemcpyHtoD_v2": [c.c_uint64, c.c_void_p, c.c_size_t],
    "cuMemcpyDtoH_v2": [c.c_void_p, c.c_uint64, c.c_size_t],
    "cuMemCreate": [c.c_void_p, c.c_size_t, c.c_void_p, c.c_ulonglong],
    "cuMemRelease": [c.c_ulonglong],
    "cuMemMap": [c.c_uint64, c.c_size_t, c.c_size_t, c.c_ulonglong, c.c_ulonglong],
    "cuMemUnmap": [c.c_uint64, c.c_size_t],
    "cuMemSetAccess": [c.c_uint64, c.c_size_t, c.c_void_p, c.c_size_t],
    "cuMemAddressReserve": [c.c_void_p, c.c_size_t, c.c_size_t, c.c_uint64, c.c_ulonglong],
    "cuMemAddressFree": [c.c_uint64, c.c_size_t],
    "cuMemGetAllocationPropertiesFromHandle": [c.c_void_p, c.c_ulonglong],
    "cuMemExportToShareableHandle": [c.c_void_p, c.c_ulonglong, c.c_int, c.c_ulonglong],
    "cuMemImportFromShareableHandle": [c.c_void_p, c.c_void_p, c.c_int],
    "cuMemPoolExportToShareableHandle": [c.c_void_p, c.c_void_p, c.c_int, c.c_ulonglong],
    "cuMemPoolImportFromShareableHandle": [c.c_void_p, c.c_void_p, c.c_int, c.c_ulonglong],
    "cuMemPoolExportPointer": [c.c_void_p, c.c_uint64],
    "cuMemPoolImportPointer": [c.c_void_p, c.c_void_p, c.c_void_p],
    "cuMemAllocFromPoolAsync": [c.c_void_p, c.c_size_t, c.c_void_p, c.c_void_p],
    "cuMemFreeAsync": [c.c_uint64, c.c_void_p],
    "cuMemFree_v2": [c.c_uint64],
    "cuIpcGetMemHandle": [c.c_void_p, c.c_uint64],
    "cuIpcOpenMemHandle_v2": [c.c_void_p, IPCH, c.c_uint],
    "cuIpcCloseMemHandle": [c.c_uint64],
    "cuStreamSynchronize": [c.c_void_p],
    "cuCtxSetCurrent": [c.c_void_p],
}.items():
    getattr(lib, f).argtypes = args
G = 2 << 20
"""

# The client: the shim through ctypes, its operations (CLIENT_DEFS) and a command loop on the
# socket LPN_SOCK.
CLIENT_DEFS = (
    r"""
import ctypes as c, fcntl, hashlib, json, os, socket, sys
import numpy as np
import _driver
lib = _driver.load()
"""
    + DECLS
    + r"""
assert lib.cuInit(0) == 0
ctx = c.c_void_p()
assert lib.cuDevicePrimaryCtxRetain(c.byref(ctx), int(os.environ.get("LPN_DEVICE", "0"))) == 0
assert lib.cuCtxSetCurrent(ctx) == 0

def pattern(seed, n=G):
    return (np.arange(n // 4, dtype=np.uint64) * 2654435761 + seed).astype(np.uint32)

def put(va, seed, n=G):
    data = pattern(seed, n).tobytes()
    assert lib.cuMemcpyHtoD_v2(va, data, len(data)) == 0

def digest(va, n=G):
    b = c.create_string_buffer(n)
    r = lib.cuMemcpyDtoH_v2(b, va, n)
    return hashlib.sha256(b.raw).hexdigest() if r == 0 else r

def map_(h, dev):
    va = c.c_uint64()
    assert lib.cuMemAddressReserve(c.byref(va), G, 0, 0, 0) == 0
    steps = [lib.cuMemMap(va.value, G, 0, h, 0),
             lib.cuMemSetAccess(va.value, G, c.byref(ACCESS(LOC(1, dev), 3)), 1)]
    return va.value, steps

objects = {}  # name: (va, handle)

def op_vmm_export(cmd, fds):
    dev = cmd.get("device", 0)
    h = c.c_ulonglong()
    prop = PROP(type=1, requestedHandleTypes=cmd.get("types", 1), location=LOC(1, dev))
    out = {"create": lib.cuMemCreate(c.byref(h), G, c.byref(prop), 0)}
    va, out["map"] = map_(h.value, dev)
    put(va, cmd["seed"])
    objects[cmd["name"]] = (va, h.value)
    fd = c.c_int(-1)
    out["export"] = lib.cuMemExportToShareableHandle(c.byref(fd), h.value, cmd.get("type", 1), 0)
    if out["export"] == 0:  # in the exporting process, as the driver makes it (H200: close-on-exec)
        out["cloexec"] = bool(fcntl.fcntl(fd.value, fcntl.F_GETFD) & fcntl.FD_CLOEXEC)
    return out, [fd.value] if out["export"] == 0 else []

def op_read(cmd, fds):
    return {"sha": digest(objects[cmd["name"]][0], cmd.get("n", G))}, []

def op_write(cmd, fds):
    put(objects[cmd["name"]][0], cmd["seed"], cmd.get("n", G))
    return {}, []

def op_release(cmd, fds):
    va, h = objects[cmd["name"]]
    return {"steps": [lib.cuMemUnmap(va, G), lib.cuMemRelease(h), lib.cuMemAddressFree(va, G)]}, []

def op_close(cmd, fds):
    for fd in fds:
        os.close(fd)
    return {}, []

def op_vmm_import(cmd, fds):
    fd = fds[0] if fds else cmd["fd"]
    h = c.c_ulonglong(0)
    out = {"import": lib.cuMemImportFromShareableHandle(c.byref(h), c.c_void_p(fd), cmd.get("type", 1))}
    for x in fds:
        os.close(x)  # as natively, the descriptor may go once imported
    if out["import"] == 0:
        prop = PROP()
        out["props"] = lib.cuMemGetAllocationPropertiesFromHandle(c.byref(prop), h.value)
        out["prop"] = [prop.type, prop.requestedHandleTypes, prop.location.type, prop.location.id]
        va, out["map"] = map_(h.value, cmd.get("device", 0))
        out["release"] = lib.cuMemRelease(h.value)  # the mapping keeps it (memMapIPCDrv)
        out["sha"] = digest(va)
        objects[cmd["name"]] = (va, 0)
    return out, []

def op_export_again(cmd, fds):
    fd = c.c_int(-1)
    r = lib.cuMemExportToShareableHandle(c.byref(fd), objects[cmd["name"]][1], cmd["type"], 0)
    return {"export": r}, []

def op_pool_export(cmd, fds):
    pool, stream, ptr = c.c_void_p(), c.c_void_p(), c.c_uint64()
    props = POOLPROPS(allocType=1, handleTypes=cmd.get("types", 1), location=LOC(1, 0))
    out = {"create": lib.cuMemPoolCreate(c.byref(pool), c.byref(props)),
           "stream": lib.cuStreamCreate(c.byref(stream), 1)}
    out["alloc"] = lib.cuMemAllocFromPoolAsync(c.byref(ptr), cmd["n"], pool, stream)
    assert lib.cuStreamSynchronize(stream) == 0
    put(ptr.value, cmd["seed"], cmd["n"])
    objects[cmd["name"]] = (ptr.value, pool.value)
    fd = c.c_int(-1)
    out["export"] = lib.cuMemPoolExportToShareableHandle(c.byref(fd), pool, cmd.get("type", 1), 0)
    data = (c.c_ubyte * 64)()
    out["export_pointer"] = lib.cuMemPoolExportPointer(data, ptr.value)
    out["data"] = bytes(data).hex()
    return out, [fd.value] if out["export"] == 0 else []

def op_pool_import(cmd, fds):
    pool, ptr = c.c_void_p(), c.c_uint64()
    out = {"import": lib.cuMemPoolImportFromShareableHandle(c.byref(pool), c.c_void_p(fds[0]), 1, 0)}
    for x in fds:
        os.close(x)
    if out["import"] == 0:
        data = (c.c_ubyte * 64)(*bytes.fromhex(cmd["data"]))
        out["import_pointer"] = lib.cuMemPoolImportPointer(c.byref(ptr), pool, data)
        stream = c.c_void_p()
        assert lib.cuStreamCreate(c.byref(stream), 1) == 0
        more = c.c_uint64()
        out["alloc_from_imported"] = lib.cuMemAllocFromPoolAsync(c.byref(more), G, pool, stream)
        if out["import_pointer"] == 0:
            out["sha"] = digest(ptr.value, cmd["n"])
            # the driver API: a pool destroyed with pointers outstanding goes once they are freed
            out["destroy"] = lib.cuMemPoolDestroy(pool)
            put(ptr.value, cmd["seed"], cmd["n"])
            out["free"] = lib.cuMemFreeAsync(ptr.value, stream)
            out["sync"] = lib.cuStreamSynchronize(stream)
    return out, []

def op_ipc_get(cmd, fds):
    p = c.c_uint64()
    assert lib.cuMemAlloc_v2(c.byref(p), c.c_size_t(cmd["n"])) == 0
    put(p.value, cmd["seed"], cmd["n"])
    objects[cmd["name"]] = (p.value, 0)
    h = IPCH()
    out = {"get": lib.cuIpcGetMemHandle(c.byref(h), p.value), "handle": bytes(h).hex()}
    mine = c.c_uint64()
    out["open_own"] = lib.cuIpcOpenMemHandle_v2(c.byref(mine), h, 1)
    return out, []

def op_ipc_open(cmd, fds):
    h = IPCH.from_buffer_copy(bytes.fromhex(cmd["handle"]))
    p = c.c_uint64()
    out = {"open": lib.cuIpcOpenMemHandle_v2(c.byref(p), h, 1)}
    if out["open"] == 0:
        out["sha"] = digest(p.value, cmd["n"])
        put(p.value, cmd["seed"], cmd["n"])
        out["free_refused"] = lib.cuMemFree_v2(p.value)
        out["close"] = lib.cuIpcCloseMemHandle(p.value)
        out["after_close"] = digest(p.value, cmd["n"])
    return out, []

def op_raw_import(cmd, fds):
    h = c.c_ulonglong(0)
    r = lib.cuMemImportFromShareableHandle(c.byref(h), c.c_void_p(cmd["value"]), cmd.get("type", 1))
    return {"import": r}, []
"""
)

CLIENT = (
    CLIENT_DEFS
    + r"""
sock = socket.socket(fileno=int(os.environ["LPN_SOCK"]))
while True:
    msg, fds, _, _ = socket.recv_fds(sock, 65536, 16)
    if not msg:
        break
    cmd = json.loads(msg)
    out, give = globals()["op_" + cmd["op"]](cmd, fds)
    socket.send_fds(sock, [json.dumps(out).encode()], give)
    for fd in give:
        os.close(fd)
"""
)


class Client:
    """A client process of `server` (its LUPINE_SERVER) running CLIENT's command loop."""

    def __init__(self, address: str, **env: str) -> None:
        self.sock, theirs = socket.socketpair(socket.AF_UNIX, socket.SOCK_SEQPACKET)
        self.sock.settimeout(120)
        full = {
            **os.environ,
            "PYTHONPATH": f"{HERE}{os.pathsep}{ROOT}",
            "LUPINE_SERVER": address,
            "LPN_SOCK": str(theirs.fileno()),
            **env,
        }
        self.proc = subprocess.Popen(
            [sys.executable, "-c", CLIENT],
            pass_fds=[theirs.fileno()],
            env=full,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        theirs.close()
        self.stderr = ""

    def call(self, op: str, fds: list[int] | None = None, **args: Any) -> tuple[dict, list[int]]:
        socket.send_fds(self.sock, [json.dumps({"op": op, **args}).encode()], fds or [])
        msg, got, _, _ = socket.recv_fds(self.sock, 65536, 16)
        if not msg:
            raise AssertionError(f"client ended during {op}: {self.finish()}")
        return json.loads(msg), got

    def finish(self) -> str:
        """Ends the client (closing its socket) and returns its stderr."""
        self.sock.close()
        try:
            _, err = self.proc.communicate(timeout=60)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            _, err = self.proc.communicate()
        self.stderr += err
        return self.stderr


@pytest.fixture
def clients(server: Server) -> Iterator[list[Client]]:
    made: list[Client] = []
    yield made
    for cl in made:
        if cl.proc.poll() is None:
            cl.finish()


def _client(made: list[Client], address: str, **env: str) -> Client:
    cl = Client(address, **env)
    made.append(cl)
    return cl


def record_of(fd: int) -> tuple:
    return RECORD.unpack(os.pread(fd, RECORD.size, 0))


def sealed_memfd(data: bytes, seals: int = SEALS) -> int:
    fd = os.memfd_create("forged", os.MFD_ALLOW_SEALING)
    os.write(fd, data)
    if seals:
        fcntl.fcntl(fd, fcntl.F_ADD_SEALS, seals)
    return fd


def wait_gone(pid: int) -> None:
    """Until the session process has been reaped by the listener (a zombie's other threads,
    and so its descriptors, may still be going)."""
    deadline = time.monotonic() + 60
    while Path(f"/proc/{pid}").exists():
        assert time.monotonic() < deadline, f"session {pid} still running"
        time.sleep(0.02)


# ---------------------------------------------------------------- the sample's shape


PARENT = r"""
import ctypes as c, hashlib, json, os, socket, subprocess, sys
import numpy as np
exec(os.environ["LPN_CLIENT_DEFS"])  # the client's operations, run here by the parent
sock, theirs = socket.socketpair(socket.AF_UNIX, socket.SOCK_SEQPACKET)
os.environ["LPN_SOCK"] = str(theirs.fileno())
out, give = op_vmm_export({"name": "a", "seed": 11}, [])
child = subprocess.Popen([sys.executable, "-c", os.environ["LPN_CLIENT"]], pass_fds=[theirs.fileno()])
theirs.close()
socket.send_fds(sock, [json.dumps({"op": "vmm_import", "name": "b"}).encode()], give)
os.close(give[0])  # memMapIPCDrv closes its descriptors once sent
msg, _, _, _ = socket.recv_fds(sock, 65536, 4)
out["child"] = json.loads(msg)
socket.send_fds(sock, [json.dumps({"op": "write", "name": "b", "seed": 22}).encode()], [])
socket.recv_fds(sock, 65536, 4)
out["parent_reads"] = digest(objects["a"][0])
sock.close()
out["child_exit"] = child.wait(timeout=60)
print(json.dumps(out))
"""


def test_a_child_imports_the_parents_allocation_and_each_sees_the_others_writes(server: Server):
    # memMapIPCDrv's shape: the parent makes a shareable allocation (cuMemCreate with
    # requestedHandleTypes POSIX_FD), writes, exports it and sends the descriptor to a child
    # it started (SCM_RIGHTS); the child imports, maps (cuMemAddressReserve, cuMemMap,
    # cuMemSetAccess), reads the parent's pattern, writes its own, which the parent reads
    out, _ = run_python(
        PARENT,
        env={"LUPINE_SERVER": server.address, "LPN_CLIENT": CLIENT, "LPN_CLIENT_DEFS": CLIENT_DEFS},
        timeout=180,
    )
    assert out["create"] == SUCCESS and out["map"] == [SUCCESS, SUCCESS]
    assert out["export"] == SUCCESS
    child = out["child"]
    assert child["import"] == SUCCESS and child["map"] == [SUCCESS, SUCCESS]
    assert child["sha"] == sha(11)
    # the importer's view of the allocation: pinned (1), POSIX_FD, on device 0
    assert child["props"] == SUCCESS and child["prop"] == [1, POSIX_FD, 1, 0]
    assert child["release"] == SUCCESS
    assert out["parent_reads"] == sha(22)
    assert out["child_exit"] == 0
    assert server.alive()


# ---------------------------------------------------------------- the descriptor itself


def test_the_descriptor_is_a_sealed_memfd_holding_the_record(server: Server, clients):
    a = _client(clients, server.address)
    out, fds = a.call("vmm_export", name="a", seed=1)
    assert out["export"] == SUCCESS and len(fds) == 1
    assert out["cloexec"] is True
    fd = fds[0]
    try:
        st = os.fstat(fd)
        assert st.st_size == RECORD.size
        assert os.readlink(f"/proc/self/fd/{fd}").startswith("/memfd:lupine-ipc")
        assert fcntl.fcntl(fd, fcntl.F_GET_SEALS) == SEALS
        with pytest.raises(PermissionError):
            os.pwrite(fd, b"x", 0)
        with pytest.raises(PermissionError):
            os.ftruncate(fd, 0)
        with pytest.raises(PermissionError):
            os.ftruncate(fd, RECORD.size + 1)
        with pytest.raises(PermissionError):  # no writable shared mapping either
            mmap.mmap(fd, RECORD.size, mmap.MAP_SHARED, mmap.PROT_READ | mmap.PROT_WRITE)
        with pytest.raises(PermissionError):  # F_SEAL_SEAL: no seal can be added (none taken off)
            fcntl.fcntl(fd, fcntl.F_ADD_SEALS, fcntl.F_SEAL_WRITE)
        magic, version, kind, handle_type, zero, instance, pid, eid, secret, srv = record_of(fd)
        assert magic == b"LPNIPC1\0" and version == 1 and kind == 1 and handle_type == POSIX_FD
        assert zero == 0 and eid >= 1 and pid != a.proc.pid
        assert srv.rstrip(b"\0").decode() == server.address
        assert secret != bytes(16) and instance != bytes(16)
        # the session named is a process of this server (a child of the listener)
        stat = Path(f"/proc/{pid}/stat").read_text()
        assert int(stat.rsplit(")", 1)[1].split()[1]) == server.proc.pid
    finally:
        os.close(fd)


# ---------------------------------------------------------------- lifetimes


def test_an_allocation_released_by_its_exporter_is_still_imported(server: Server, clients):
    # natively the descriptor keeps the allocation: the exporter may unmap and release it
    # before anyone imports; the server's exported descriptor does the same
    a, b = _client(clients, server.address), _client(clients, server.address)
    out, fds = a.call("vmm_export", name="a", seed=5)
    assert out["export"] == SUCCESS
    assert a.call("release", name="a")[0]["steps"] == [SUCCESS] * 3
    got, _ = b.call("vmm_import", fds, name="b")
    assert got["import"] == SUCCESS and got["sha"] == sha(5)


def test_an_import_after_the_exporting_session_ended_fails_clearly(server: Server, clients):
    a, b, c = (_client(clients, server.address) for _ in range(3))
    out, fds = a.call("vmm_export", name="a", seed=7)
    assert out["export"] == SUCCESS
    early, _ = c.call("vmm_import", [os.dup(fds[0])], name="c")  # before the exporter goes
    assert early["import"] == SUCCESS and early["sha"] == sha(7)
    pid = record_of(fds[0])[6]
    a.finish()
    wait_gone(pid)
    got, _ = b.call("vmm_import", fds, name="b")
    assert got["import"] == INVALID_HANDLE
    assert c.call("read", name="c")[0]["sha"] == sha(7)  # what was imported stays
    err = b.finish()
    assert "the session that exported descriptor" in err and "has ended" in err
    assert server.alive()


# ---------------------------------------------------------------- hostile descriptors


def test_hostile_descriptors_and_records_get_clear_errors(server: Server, clients, tmp_path):
    a, b, c = (_client(clients, server.address) for _ in range(3))
    out1, (good,) = a.call("vmm_export", name="a", seed=3)
    out3, (third,) = c.call("vmm_export", name="c", seed=6)  # another session's export 1
    assert out3["export"] == SUCCESS
    out2, (other,) = a.call("vmm_export", name="a2", seed=4)
    assert out1["export"] == out2["export"] == SUCCESS
    raw = os.pread(good, RECORD.size, 0)
    fields = list(RECORD.unpack(raw))
    other_id = record_of(other)[7]

    def forged(**change: Any) -> int:
        f = list(fields)
        names = [
            "magic",
            "version",
            "kind",
            "handle_type",
            "zero",
            "instance",
            "pid",
            "id",
            "secret",
            "server",
        ]
        for k, v in change.items():
            f[names.index(k)] = v
        return sealed_memfd(RECORD.pack(*f))

    flipped = bytes([fields[8][0] ^ 1]) + fields[8][1:]
    r_pipe, w_pipe = os.pipe()
    plain = tmp_path / "record"
    plain.write_bytes(raw)
    cases = {
        "wrong secret": (forged(secret=flipped), INVALID_VALUE),
        "unknown export id": (forged(id=fields[7] + 1000), INVALID_VALUE),
        "another export's id, this one's secret": (forged(id=other_id), INVALID_VALUE),
        "another session's export of this id": (
            forged(pid=record_of(third)[6], id=record_of(third)[7]),
            INVALID_VALUE,
        ),
        "a process that is no session": (forged(pid=os.getpid()), INVALID_HANDLE),
        "another server's instance": (forged(instance=os.urandom(16)), NOT_SUPPORTED),
        "a pool record": (forged(kind=2), INVALID_VALUE),
        "a bad magic": (forged(magic=b"LPNIPC9\0"), UNKNOWN),
        "unsealed memfd": (sealed_memfd(raw, 0), UNKNOWN),
        "regular file": (os.open(plain, os.O_RDONLY), UNKNOWN),
        "pipe": (r_pipe, UNKNOWN),
        "/dev/null": (os.open("/dev/null", os.O_RDONLY), UNKNOWN),
    }
    got = {}
    for what, (fd, _) in cases.items():
        got[what] = b.call("vmm_import", [fd], name="x")[0]["import"]
        os.close(fd)
    os.close(w_pipe)
    # a descriptor number that is not open in the importer, and a value that is no int
    got["closed descriptor"] = b.call("raw_import", value=999)[0]["import"]
    got["not an int"] = b.call("raw_import", value=1 << 40)[0]["import"]
    assert got == {k: v for k, (_, v) in cases.items()} | {
        "closed descriptor": UNKNOWN,  # the driver's answer for what is no export (H200)
        "not an int": INVALID_VALUE,
    }
    # after all that, the real descriptor still imports, and the server still serves
    ok, _ = b.call("vmm_import", [good], name="y")
    assert ok["import"] == SUCCESS and ok["sha"] == sha(3)
    assert server.alive()
    os.close(other)
    os.close(third)
    err = b.finish()
    assert "is not an open file descriptor" in err
    assert "was not made by LUPINE's export" in err
    assert "holds a pool, not an allocation" in err
    assert "has no export" in err and "with the secret descriptor" in err
    assert f"through another lupine-server at {server.address} than the one there now" in err
    assert "the session that exported descriptor" in err  # the pid of no session


def test_other_handle_types_are_refused_with_their_reason(server: Server, clients):
    a = _client(clients, server.address)
    out, fds = a.call("vmm_export", name="a", seed=1, types=POSIX_FD | FABRIC)
    assert out["export"] == SUCCESS
    for fd in fds:
        os.close(fd)
    got = {
        t: a.call("export_again", name="a", type=t)[0]["export"]
        for t in (FABRIC, WIN32, WIN32_KMT, 0)
    }
    got["import fabric"] = a.call("raw_import", value=3, type=FABRIC)[0]["import"]
    assert got == {FABRIC: NOT_SUPPORTED, WIN32: NOT_SUPPORTED, WIN32_KMT: NOT_SUPPORTED, 0: INVALID_VALUE,
                   "import fabric": NOT_SUPPORTED}  # fmt: skip
    err = a.finish()
    assert "fabric handles are not carried" in err
    assert "Windows handles have no meaning" in err


def test_an_allocation_made_without_the_handle_type_is_not_exported(server: Server, clients):
    # the driver API: the handle type asked for must be among the allocation's
    # requestedHandleTypes (the stand-in answers CUDA_ERROR_INVALID_VALUE)
    a = _client(clients, server.address)
    out, fds = a.call("vmm_export", name="a", seed=1, types=0)
    assert out["create"] == SUCCESS and out["export"] == INVALID_VALUE and fds == []
    # a fabric export of an allocation made for POSIX descriptors only: the same answer (the
    # H200's driver), not the refusal of fabric handles
    out, fds = a.call("vmm_export", name="b", seed=2, types=POSIX_FD)
    for fd in fds:
        os.close(fd)
    assert a.call("export_again", name="b", type=FABRIC)[0]["export"] == INVALID_VALUE


@pytest.fixture(scope="module")
def second_server(native: Path) -> Iterator[Server]:
    s = Server(native)
    yield s
    s.stop()


def test_a_record_of_another_server_is_refused_naming_both(
    server: Server, second_server: Server, clients
):
    # a process connected to both servers exports memory of the second one's device (device
    # 1 in its numbering: one stand-in device each); a client of the first cannot import it
    both = f"{server.address},{second_server.address}"
    a = _client(clients, both, LPN_DEVICE="1")
    b = _client(clients, server.address)
    out, (fd,) = a.call("vmm_export", name="a", seed=9, device=1)
    assert out["export"] == SUCCESS
    assert record_of(fd)[9].rstrip(b"\0").decode() == second_server.address
    same_server = _client(clients, second_server.address)
    ok, _ = same_server.call("vmm_import", [os.dup(fd)], name="s")
    assert ok["import"] == SUCCESS and ok["sha"] == sha(9)
    got, _ = b.call("vmm_import", [fd], name="b")
    assert got["import"] == NOT_SUPPORTED
    err = b.finish()
    assert f"exported through the lupine-server at {second_server.address}" in err
    assert f"not through {server.address}" in err


# ---------------------------------------------------------------- the exporting session's socket


def test_the_exporting_sessions_socket_gives_nothing_to_another_process(server: Server, clients):
    # an unrelated local process of the same user that knows everything (this test reads the
    # instance, pid, id and secret from the record) still gets no descriptor: only sibling
    # sessions of the same listening process are answered
    a, b = _client(clients, server.address), _client(clients, server.address)
    out, (fd,) = a.call("vmm_export", name="a", seed=2)
    assert out["export"] == SUCCESS
    _, _, kind, _, _, instance, pid, eid, secret, _ = record_of(fd)
    name = f"\0lupine-ipc-{instance.hex()}-{pid}"
    request = b"LPNIPCQ\0" + struct.pack("<IIQ", kind, 0, eid) + secret
    for req in (request, request[:-1] + bytes([request[-1] ^ 1])):
        with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as s:
            s.settimeout(30)
            s.connect(name)
            try:  # refused unread: the connection closes (maybe before the request is sent)
                s.sendall(req)
                msg, fds, _, _ = socket.recv_fds(s, 16, 4)
            except (BrokenPipeError, ConnectionResetError):
                msg, fds = b"", []
            assert fds == [] and msg in (b"", b"\x01")
    ok, _ = b.call("vmm_import", [fd], name="b")  # a session of the server is answered
    assert ok["import"] == SUCCESS and ok["sha"] == sha(2)


# ---------------------------------------------------------------- pools and legacy handles


def test_a_pool_and_its_pointer_are_shared_between_clients(server: Server, clients):
    # streamOrderedAllocationIPC's shape: a pool made with POSIX_FD handles, exported; its
    # allocation's export data (cuMemPoolExportPointer) sent along; the importer imports the
    # pool, then the pointer, reads, writes, frees its view; the exporter reads the writes
    a, b = _client(clients, server.address), _client(clients, server.address)
    n = 3 * G // 2
    out, fds = a.call("pool_export", name="p", seed=13, n=n)
    assert [out[k] for k in ("create", "stream", "alloc", "export", "export_pointer")] == [
        SUCCESS
    ] * 5
    got, _ = b.call("pool_import", fds, data=out["data"], seed=14, n=n)
    assert got["import"] == SUCCESS and got["import_pointer"] == SUCCESS
    assert got["sha"] == sha(13, n)
    assert got["alloc_from_imported"] == INVALID_VALUE  # "do not support creating new allocations"
    assert got["destroy"] == got["free"] == got["sync"] == SUCCESS
    assert a.call("read", name="p", n=n)[0]["sha"] == sha(14, n)


def test_a_pool_without_the_handle_type_is_not_exported(server: Server, clients):
    a = _client(clients, server.address)
    out, fds = a.call("pool_export", name="p", seed=1, n=G, types=0)
    assert out["create"] == SUCCESS and out["export"] == INVALID_VALUE and fds == []
    assert out["export_pointer"] == INVALID_VALUE


def test_legacy_ipc_handles_work_between_two_clients(server: Server, clients):
    # cuIpcGetMemHandle / cuIpcOpenMemHandle carry 64 opaque bytes, forwarded as they are:
    # between two sessions of one server they work as between two processes of one machine
    a, b = _client(clients, server.address), _client(clients, server.address)
    n = 1 << 20
    out, _ = a.call("ipc_get", name="m", seed=31, n=n)
    assert out["get"] == SUCCESS
    assert out["open_own"] == INVALID_CONTEXT  # a process cannot open its own handle
    got, _ = b.call("ipc_open", handle=out["handle"], seed=32, n=n)
    assert got["open"] == SUCCESS and got["sha"] == sha(31, n)
    assert got["free_refused"] == INVALID_VALUE and got["close"] == SUCCESS
    assert got["after_close"] == INVALID_VALUE  # unmapped in the importer
    assert a.call("read", name="m", n=n)[0]["sha"] == sha(32, n)


def test_the_standin_shares_vmm_memory_between_processes_directly(native: Path):
    # the stand-in alone (no LUPINE), so the server's results above rest on a driver whose
    # sharing is real: a forked child imports the parent's exported memfd, each sees the
    # other's writes
    code = f"""
import ctypes as c, json, os, socket
lib = c.CDLL({str(native / "liblupine-standin.so")!r})
exec({DECLS!r})
assert lib.cuInit(0) == 0
ctx = c.c_void_p()
assert lib.cuDevicePrimaryCtxRetain(c.byref(ctx), 0) == 0 and lib.cuCtxSetCurrent(ctx) == 0
h = c.c_ulonglong()
assert lib.cuMemCreate(c.byref(h), G, c.byref(PROP(type=1, requestedHandleTypes=1, location=LOC(1, 0))), 0) == 0
va = c.c_uint64()
assert lib.cuMemAddressReserve(c.byref(va), G, 0, 0, 0) == 0
assert lib.cuMemMap(va.value, G, 0, h.value, 0) == 0
assert lib.cuMemSetAccess(va.value, G, c.byref(ACCESS(LOC(1, 0), 3)), 1) == 0
fd = c.c_int()
assert lib.cuMemExportToShareableHandle(c.byref(fd), h.value, 1, 0) == 0
assert lib.cuMemcpyHtoD_v2(va.value, b"parent", 6) == 0
pid = os.fork()
if pid == 0:
    h2 = c.c_ulonglong()
    r = lib.cuMemImportFromShareableHandle(c.byref(h2), c.c_void_p(fd.value), 1)
    va2 = c.c_uint64()
    lib.cuMemAddressReserve(c.byref(va2), G, 0, 0, 0)
    lib.cuMemMap(va2.value, G, 0, h2.value, 0)
    lib.cuMemSetAccess(va2.value, G, c.byref(ACCESS(LOC(1, 0), 3)), 1)
    b = c.create_string_buffer(6)
    lib.cuMemcpyDtoH_v2(b, va2.value, 6)
    lib.cuMemcpyHtoD_v2(va2.value, b"child!", 6)
    os._exit(0 if r == 0 and b.raw == b"parent" else 1)
_, status = os.waitpid(pid, 0)
b = c.create_string_buffer(6)
assert lib.cuMemcpyDtoH_v2(b, va.value, 6) == 0
print(json.dumps({{"child": status, "parent_reads": b.raw.decode()}}))
"""
    out, _ = run_python(code)
    assert out == {"child": 0, "parent_reads": "child!"}


def test_an_exporter_imports_its_own_descriptor(server: Server, clients):
    # natively a process may import what it exported (another handle to the same memory);
    # here the exporting session finds the export among its own, no socket involved
    a = _client(clients, server.address)
    out, fds = a.call("vmm_export", name="a", seed=41)
    assert out["export"] == SUCCESS
    got, _ = a.call("vmm_import", fds, name="self")
    assert got["import"] == SUCCESS and got["sha"] == sha(41)
    a.call("write", name="self", seed=42)
    assert a.call("read", name="a")[0]["sha"] == sha(42)


def test_a_record_of_the_other_kind_is_refused(server: Server, clients):
    a, b = _client(clients, server.address), _client(clients, server.address)
    out, (pool_fd,) = a.call("pool_export", name="p", seed=1, n=G)
    out2, (alloc_fd,) = a.call("vmm_export", name="a", seed=2)
    assert out["export"] == out2["export"] == SUCCESS
    assert b.call("vmm_import", [pool_fd], name="x")[0]["import"] == INVALID_VALUE
    got, _ = b.call("pool_import", [alloc_fd], data=out["data"], seed=3, n=G)
    assert got["import"] == INVALID_VALUE
    err = b.finish()
    assert "holds a pool, not an allocation" in err
    assert "holds an allocation, not a pool" in err
