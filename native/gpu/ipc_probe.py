"""What the driver answers about memory shared between processes (GPU host), for comparing the
real driver with LUPINE (native/shim/ipc.c) and the stand-in (native/standin/vmm.c, pool.c,
ipc.c) value by value.

    python3 native/gpu/ipc_probe.py                    # the real driver
    LD_LIBRARY_PATH=build/c/lupine LUPINE_SERVER=127.0.0.1:14833 python3 native/gpu/ipc_probe.py

Asks, with a VMM allocation of device 0 (2 MiB granules) made with
CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR: the exported descriptor's close-on-exec flag and
kind; exports with a handle type the allocation was not made with; imports of descriptors
that are no export (/dev/null, a pipe, a closed number); an import in the exporting process
itself; an import in another process (data seen both ways), also after the exporter released
its handle, and after the exporting process exited; a pool's allocation from the imported
pool and cuDeviceSetMemPool with it; cuIpcOpenMemHandle of the process's own handle. Prints
one JSON object. Only the Python standard library is used."""

from __future__ import annotations

import ctypes as c
import json
import os
import socket
import subprocess
import sys

G = 2 << 20
POSIX_FD, FABRIC = 1, 8


class LOC(c.Structure):
    _fields_ = [("type", c.c_int), ("id", c.c_int)]


class PROP(c.Structure):  # CUmemAllocationProp
    _fields_ = [("type", c.c_int), ("requestedHandleTypes", c.c_int), ("location", LOC),
                ("win32", c.c_void_p), ("allocFlags", c.c_ubyte * 8)]  # fmt: skip


class POOLPROPS(c.Structure):  # CUmemPoolProps
    _fields_ = [("allocType", c.c_int), ("handleTypes", c.c_int), ("location", LOC),
                ("win32", c.c_void_p), ("maxSize", c.c_size_t), ("usage", c.c_ushort),
                ("reserved", c.c_ubyte * 54)]  # fmt: skip


class ACCESS(c.Structure):  # CUmemAccessDesc
    _fields_ = [("location", LOC), ("flags", c.c_int)]


class IPCH(c.Structure):  # CUipcMemHandle, by value
    _fields_ = [("reserved", c.c_ubyte * 64)]


lib = c.CDLL("libcuda.so.1")
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
    "cuMemExportToShareableHandle": [c.c_void_p, c.c_ulonglong, c.c_int, c.c_ulonglong],
    "cuMemImportFromShareableHandle": [c.c_void_p, c.c_void_p, c.c_int],
    "cuMemPoolExportToShareableHandle": [c.c_void_p, c.c_void_p, c.c_int, c.c_ulonglong],
    "cuMemPoolImportFromShareableHandle": [c.c_void_p, c.c_void_p, c.c_int, c.c_ulonglong],
    "cuMemAllocFromPoolAsync": [c.c_void_p, c.c_size_t, c.c_void_p, c.c_void_p],
    "cuDeviceSetMemPool": [c.c_int, c.c_void_p],
    "cuIpcGetMemHandle": [c.c_void_p, c.c_uint64],
    "cuIpcOpenMemHandle_v2": [c.c_void_p, IPCH, c.c_uint],
    "cuCtxSetCurrent": [c.c_void_p],
}.items():
    getattr(lib, f).argtypes = args


def start() -> None:
    assert lib.cuInit(0) == 0
    ctx = c.c_void_p()
    assert lib.cuDevicePrimaryCtxRetain(c.byref(ctx), 0) == 0
    assert lib.cuCtxSetCurrent(ctx) == 0


def create(types: int = POSIX_FD) -> tuple[int, int]:
    h = c.c_ulonglong()
    prop = PROP(type=1, requestedHandleTypes=types, location=LOC(1, 0))
    return lib.cuMemCreate(c.byref(h), G, c.byref(prop), 0), h.value


def map_(h: int) -> int:
    va = c.c_uint64()
    assert lib.cuMemAddressReserve(c.byref(va), G, 0, 0, 0) == 0
    assert lib.cuMemMap(va.value, G, 0, h, 0) == 0
    assert lib.cuMemSetAccess(va.value, G, c.byref(ACCESS(LOC(1, 0), 3)), 1) == 0
    return va.value


def export(h: int, t: int = POSIX_FD) -> tuple[int, int]:
    fd = c.c_int(-1)
    return lib.cuMemExportToShareableHandle(c.byref(fd), h, t, 0), fd.value


def import_(fd: int) -> tuple[int, int]:
    h = c.c_ulonglong()
    return lib.cuMemImportFromShareableHandle(c.byref(h), c.c_void_p(fd), POSIX_FD), h.value


def put(va: int, data: bytes) -> None:
    assert lib.cuMemcpyHtoD_v2(va, data, len(data)) == 0


def get(va: int, n: int) -> bytes:
    b = c.create_string_buffer(n)
    assert lib.cuMemcpyDtoH_v2(b, va, n) == 0
    return b.raw


def child(role: str, fd: int) -> dict:
    """In another process: import fd, read what is there, write `role`."""
    start()
    r, h = import_(fd)
    out: dict = {"import": r}
    if r == 0:
        va = map_(h)
        out["read"] = get(va, 8).decode(errors="replace")
        put(va, role.encode()[:8].ljust(8, b"."))
    return out


def run_child(role: str, fd: int) -> dict:
    p = subprocess.run([sys.executable, __file__, role, str(fd)], pass_fds=[fd],
                       capture_output=True, text=True, timeout=120)  # fmt: skip
    try:
        return json.loads(p.stdout.strip().splitlines()[-1])
    except (IndexError, ValueError):
        return {"failed": p.returncode, "stderr": p.stderr[-2000:]}


def exporter_then_exit(sock_fd: int) -> None:
    """In another process: export, send the descriptor, exit."""
    start()
    _, h = create()
    put(map_(h), b"exited..")
    _, fd = export(h)
    socket.send_fds(socket.socket(fileno=sock_fd), [b"x"], [fd])


def main() -> None:
    start()
    out: dict = {}
    r, h = create()
    va = map_(h)
    put(va, b"parent..")
    r, fd = export(h)
    out["export"] = r
    if r == 0:
        import fcntl

        out["export_fd_cloexec"] = bool(fcntl.fcntl(fd, fcntl.F_GETFD) & fcntl.FD_CLOEXEC)
        out["export_fd_kind"] = os.readlink(f"/proc/self/fd/{fd}")
        out["child"] = run_child("child", fd)
        out["parent_reads_child"] = get(va, 8).decode(errors="replace")
        r2, h2 = import_(fd)
        out["import_own"] = r2
        if r2 == 0:
            put(map_(h2), b"own.....")
            out["own_seen"] = get(va, 8).decode(errors="replace")
        out["export_fabric_of_posix_alloc"] = export(h, FABRIC)[0]
        _, plain = create(0)
        out["export_posix_of_plain_alloc"] = export(plain)[0]
        # the exporter releases everything it has; the descriptor alone holds the memory
        lib.cuMemUnmap(va, G)
        lib.cuMemAddressFree(va, G)
        lib.cuMemRelease(h)
        out["child_after_release"] = run_child("late", fd)
        os.close(fd)
    rp, wp = os.pipe()
    dn = os.open("/dev/null", os.O_RDONLY)
    out["import_devnull"] = import_(dn)[0]
    out["import_pipe"] = import_(rp)[0]
    os.close(dn)
    os.close(rp)
    os.close(wp)
    out["import_closed"] = import_(dn)[0]
    # the exporting process exits before anyone imports
    a, b = socket.socketpair()
    p = subprocess.run([sys.executable, __file__, "exporter", str(b.fileno())],
                       pass_fds=[b.fileno()], timeout=120)  # fmt: skip
    b.close()
    _, fds, _, _ = socket.recv_fds(a, 4, 1)
    out["exporter_exit"] = p.returncode
    out["child_after_exporter_exited"] = run_child("orphan", fds[0]) if fds else "no fd"
    # pools
    pool, pfd, imported = c.c_void_p(), c.c_int(-1), c.c_void_p()
    props = POOLPROPS(allocType=1, handleTypes=POSIX_FD, location=LOC(1, 0))
    out["pool_create"] = lib.cuMemPoolCreate(c.byref(pool), c.byref(props))
    out["pool_export"] = lib.cuMemPoolExportToShareableHandle(c.byref(pfd), pool, POSIX_FD, 0)
    out["pool_import_own"] = lib.cuMemPoolImportFromShareableHandle(
        c.byref(imported), c.c_void_p(pfd.value), POSIX_FD, 0
    )
    if out["pool_import_own"] == 0:
        ptr = c.c_uint64()
        out["alloc_from_imported"] = lib.cuMemAllocFromPoolAsync(c.byref(ptr), G, imported, None)
        out["set_imported_pool"] = lib.cuDeviceSetMemPool(0, imported)
    # legacy handles: the process's own
    p2 = c.c_uint64()
    assert lib.cuMemAlloc_v2(c.byref(p2), c.c_size_t(1 << 20)) == 0
    ih = IPCH()
    out["ipc_get"] = lib.cuIpcGetMemHandle(c.byref(ih), p2.value)
    own = c.c_uint64()
    out["ipc_open_own"] = lib.cuIpcOpenMemHandle_v2(c.byref(own), ih, 1)
    print(json.dumps(out, indent=1))


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[1] == "exporter":
        exporter_then_exit(int(sys.argv[2]))
    elif len(sys.argv) == 3:
        print(json.dumps(child(sys.argv[1], int(sys.argv[2]))))
    else:
        main()
