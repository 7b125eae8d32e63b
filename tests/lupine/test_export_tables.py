"""The private cuGetExportTable tables, in the shim and in the stand-in driver: every table
LUPINE declares (codegen/export_tables.toml, read through its generated lupine._export_tables)
is given with the declared size word, declared slots, NULLs and unrecorded stubs; the declared
sizes are the ones the tracers recorded for the real driver's tables on the H200 (and NVML's
tables, for the NVML tracer: tests/lupine/test_nvml_smi.py tests LUPINE's), but where the
declaration says otherwise; unknown UUIDs give an error (never a table of NULLs); context-local
storage behaves as a map with destructors; and the integrity check equals an independent
HMAC-MD2 (pycryptodome's MD2 with the standard library's hmac) over the documented message."""

# ruff: noqa: E501  (lines of embedded C/Python source are kept whole)

from __future__ import annotations

import hmac
import re
import struct
from pathlib import Path

import pytest
from lupine_helpers import run_python

from lupine._export_tables import NVML_TABLES, TABLES
from lupine._protocol_tables import CURESULT

ROOT = Path(__file__).resolve().parents[2]
CUDART = TABLES["cudart"].uuid
TOOLS_HOOKS = TABLES["tools_hooks"].uuid
CLS = TABLES["cls"].uuid
TOOLS_TLS = TABLES["tools_tls"].uuid
INTEGRITY = TABLES["integrity"].uuid
CTX_CHECKS = TABLES["ctx_checks"].uuid
NVRTC_LTO = TABLES["nvrtc_lto"].uuid
CUBLASLT = TABLES["cublaslt"].uuid
TOOLS_CONTEXT = TABLES["tools_ctx"].uuid
TOOLS_MODULE = TABLES["tools_module"].uuid
KEY = bytes.fromhex("146addae53a9a752aa0841360bf55a9f")


@pytest.mark.parametrize("library", ["shim", "standin"])
def test_every_table_as_declared(native, library):
    # each entry read from the table the library gives, against the declaration: slot 0 the
    # byte size where declared, a declared slot code, the others NULL or a stub that refuses
    # and names itself (slot and table) on stderr
    tables = {
        t: [v.uuid, v.entries, v.size_word, sorted(v.slots), v.others] for t, v in TABLES.items()
    }
    path = native / ("libcuda.so.1" if library == "shim" else "liblupine-standin.so")
    code = f"""
import ctypes as c, json, _driver
lib = _driver.load({str(path)!r})
SLOT = c.CFUNCTYPE(c.c_int, *[c.c_uint64] * 6)
out = {{}}
for t, (u, entries, sized, declared, others) in {tables!r}.items():
    r, table = _driver.export_table(lib, u)
    values = [_driver.slot(table, i) for i in range(entries)] if table else []
    stubs = {{i: SLOT(v)(1, 2, 3, 4, 5, 6) for i, v in enumerate(values)
             if v and i not in declared and not (i == 0 and sized)}}
    out[t] = [r, values, stubs]
out["unknown"] = _driver.export_table(lib, "00000000-0000-0000-0000-000000000000")
print(json.dumps(out))
"""
    got, err = run_python(code)
    not_supported = CURESULT["CUDA_ERROR_NOT_SUPPORTED"]
    every_stub = []
    for t, decl in TABLES.items():
        r, entries, stubs = got[t]
        assert r == 0 and len(entries) == decl.entries, t
        for i, value in enumerate(entries):
            if i == 0 and decl.size_word:
                assert value == 8 * decl.entries, t
            elif i in decl.slots:
                assert value != 0, (t, i)
            elif decl.others == "unrecorded":
                assert value != 0 and stubs[str(i)] == not_supported, (t, i)
                assert f"slot {i} of export table {decl.uuid[:8]} (a0=0x1 a1=0x2 a2=0x3)" in err
                every_stub.append(value)
            else:
                assert value == 0, (t, i)
    assert len(set(every_stub)) == len(every_stub)  # a function of its own per slot
    assert got["unknown"] == [CURESULT["CUDA_ERROR_NOT_FOUND"], 0]


def _recorded_tables() -> dict[str, set[tuple[int, bool]]]:
    """UUID -> {(entries, slot 0 is the byte size)} of every table the tracers logged from the
    real driver and the real NVML (native/trace/h200, native/gpu/h200: 580.159.04 on the
    H200); the NVML tracer writes the size after "byte size"."""
    line = re.compile(
        r"^# table ([0-9a-f-]{36}) at 0x[0-9a-f]+: (\d+) slots( \(slot 0 = byte size( \d+)?\))?",
        re.M,
    )
    found: dict[str, set[tuple[int, bool]]] = {}
    for d in ("native/trace/h200", "native/gpu/h200"):
        for f in sorted((ROOT / d).rglob("*")):
            if f.suffix in (".log", ".txt") and f.is_file():
                for u, n, sized, _ in line.findall(f.read_text(errors="replace")):
                    found.setdefault(u, set()).add((int(n), bool(sized)))
    return found


def test_declared_sizes_are_the_recorded_drivers():
    recorded = _recorded_tables()
    for t, decl in {**TABLES, **NVML_TABLES}.items():
        assert recorded.get(decl.uuid) == {(decl.driver_entries, decl.size_word)}, t


def test_library_slots_answer_as_recorded(native):
    # NVRTC's LTO table, slot 1: CUDA_ERROR_INVALID_VALUE, the driver's answer to the one call
    # recorded; cuBLASLt's heuristics table, slot 4: refused, quietly unless LUPINE_DEBUG (cuBLASLt
    # computes as natively then: H200 2026-12-02); an unrecorded slot says so on stderr
    code = f"""
import ctypes as c, json, _driver
lib = _driver.load()
SLOT = c.CFUNCTYPE(c.c_int, *[c.c_uint64] * 6)
out = []
for u, i in (({NVRTC_LTO!r}, 1), ({CUBLASLT!r}, 4), ({CUBLASLT!r}, 13)):
    r, t = _driver.export_table(lib, u)
    a, b = c.c_uint64(), c.c_uint64()
    out.append(SLOT(_driver.slot(t, i))(c.addressof(a), c.addressof(b), t, 0, 0, 0))
print(json.dumps(out))
"""
    want = [
        CURESULT["CUDA_ERROR_INVALID_VALUE"],
        CURESULT["CUDA_ERROR_NOT_SUPPORTED"],
        CURESULT["CUDA_ERROR_NOT_SUPPORTED"],
    ]
    got, err = run_python(code)
    assert got == want
    assert "slot 4" not in err and f"slot 13 of export table {CUBLASLT[:8]}" in err
    got, err = run_python(code, env={"LUPINE_DEBUG": "1"})
    assert got == want and f"{CUBLASLT[:8]} slot 4: refused, as tested" in err


def test_context_local_storage(native, server):
    code = f"""
import ctypes, json, _driver
lib = _driver.load()
assert lib.cuInit(0) == 0
ctx = ctypes.c_void_p()
assert lib.cuDevicePrimaryCtxRetain(ctypes.byref(ctx), 0) == 0
assert lib.cuCtxSetCurrent(ctx) == 0
r, t = _driver.export_table(lib, "{CLS}")
DTOR = ctypes.CFUNCTYPE(None, ctypes.c_void_p, ctypes.c_void_p, ctypes.c_void_p)
put = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.c_void_p, ctypes.c_void_p, DTOR)(_driver.slot(t, 0))
delete = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.c_void_p)(_driver.slot(t, 1))
get = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.POINTER(ctypes.c_void_p), ctypes.c_void_p, ctypes.c_void_p)(_driver.slot(t, 2))
seen = []
dtor = DTOR(lambda c, k, v: seen.append([c, k, v]))
v = ctypes.c_void_p()
out = {{"missing": get(ctypes.byref(v), None, 7)}}
out["put"] = put(None, 7, 1234, dtor)
out["get"] = [get(ctypes.byref(v), None, 7), v.value]
out["get_explicit_ctx"] = [get(ctypes.byref(v), ctx, 7), v.value]
out["delete"] = delete(None, 7)
out["after_delete"] = get(ctypes.byref(v), None, 7)
put(None, 8, 99, dtor)
out["reset"] = lib.cuDevicePrimaryCtxReset_v2(0)
out["dtor_calls"] = [[k, val] for _, k, val in seen]
out["after_reset"] = get(ctypes.byref(v), ctx, 8)
print(json.dumps(out))
"""
    got, _ = run_python(code, env={"LUPINE_SERVER": server.address})
    handle = CURESULT["CUDA_ERROR_INVALID_HANDLE"]
    assert got["missing"] == handle
    assert got["put"] == 0
    assert got["get"] == [0, 1234]
    assert got["get_explicit_ctx"] == [0, 1234]
    assert got["delete"] == 0 and got["after_delete"] == handle
    assert got["reset"] == 0
    assert got["dtor_calls"] == [[8, 99]]  # the reset ran the destructor of what was left
    assert got["after_reset"] == handle


def test_integrity_check_is_hmac_md2(native, server):
    md2 = pytest.importorskip("Crypto.Hash.MD2")
    code = f"""
import ctypes, json, os, threading, _driver
lib = _driver.load()
assert lib.cuInit(0) == 0
r, it = _driver.export_table(lib, "{INTEGRITY}")
r2, rt = _driver.export_table(lib, "{CUDART}")
fn_addr = _driver.slot(it, 1)
check = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_uint32, ctypes.c_uint64, ctypes.POINTER(ctypes.c_uint64))(fn_addr)
res = {{}}
for version in (13000, 13001, 13002, 12082):
    out = (ctypes.c_uint64 * 2)()
    rc = check(version, 1795968409, out)
    res[version] = [rc, out[0], out[1]]
print(json.dumps({{"res": res, "pid": os.getpid(), "tid": threading.get_ident(),
                  "it": it, "rt": rt, "fn": fn_addr}}))
"""
    got, _ = run_python(code, env={"LUPINE_SERVER": server.address})
    res = got["res"]
    assert res["13000"] == [0, 0x3341181C03CB675C, 0x8ED383AA1F4CD1E8]
    assert res["13001"] == [0, 0x1841181C03CB675C, 0x8ED383AA1F4CD1E8]
    for version in (13002, 12082):
        message = struct.pack(
            "<IIIIQQQQ",
            13000,  # the stand-in driver's version, as cuDriverGetVersion reports it
            version,
            got["pid"] & 0xFFFFFFFF,
            got["tid"] & 0xFFFFFFFF,
            got["rt"],
            got["it"],
            got["fn"],
            1795968409,
        )
        # one stand-in device: UUID bytes 0..15, PCI domain 0, bus 0x40, device 0
        message += bytes(range(16)) + struct.pack("<iii", 0, 0x40, 0)
        digest = hmac.new(KEY, message, digestmod=md2).digest()
        assert res[str(version)] == [0, *struct.unpack("<QQ", digest)]


def test_context_checks_and_tools_buffers(native):
    code = f"""
import ctypes, json, _driver
lib = _driver.load()
r, t = _driver.export_table(lib, "{CTX_CHECKS}")
check = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.POINTER(ctypes.c_uint32), ctypes.POINTER(ctypes.c_void_p))(_driver.slot(t, 2))
v = ctypes.c_uint32(7)
p = ctypes.c_void_p()
rc = check(None, ctypes.byref(v), ctypes.byref(p))
r, h = _driver.export_table(lib, "{TOOLS_HOOKS}")
buf = ctypes.CFUNCTYPE(None, ctypes.POINTER(ctypes.c_void_p), ctypes.POINTER(ctypes.c_size_t))
sizes = []
for i in (2, 6):
    ptr, n = ctypes.c_void_p(), ctypes.c_size_t()
    buf(_driver.slot(h, i))(ctypes.byref(ptr), ctypes.byref(n))
    sizes.append([ptr.value != 0, n.value])
print(json.dumps({{"check": [rc, v.value], "buffers": sizes, "null_slots": [_driver.slot(h, i) for i in (1, 3, 4, 5)]}}))
"""
    got, _ = run_python(code)
    assert got["check"] == [0, 0]
    assert got["buffers"] == [[True, 1024], [True, 14]]
    assert got["null_slots"] == [0, 0, 0, 0]


def test_tools_context_table(native):
    # CUDA 13.4 runtimes (Warp 1.19's) do not initialise without it. Slot 4 answers as the
    # H200's driver did in every recorded call (1 in the word its second argument points to);
    # the slots not recorded in use answer CUDA_ERROR_NOT_SUPPORTED and say so on stderr
    code = f"""
import ctypes, json, _driver
lib = _driver.load()
r, t = _driver.export_table(lib, {TOOLS_CONTEXT!r})
slots = [_driver.slot(t, i) for i in range(95)]
call = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_uint64, ctypes.c_uint64, ctypes.c_uint64)
word = ctypes.c_uint64(0xDEADBEEF)
four = call(slots[4])(1, ctypes.addressof(word), 3)
print(json.dumps([r, slots[0], all(slots[1:]), four, word.value, call(slots[94])(0, 0, 0),
                  call(slots[40])(1, 2, 3)]))
"""
    got, stderr = run_python(code)
    not_supported = CURESULT["CUDA_ERROR_NOT_SUPPORTED"]
    assert got == [0, 95 * 8, True, 0, 1, not_supported, not_supported]
    assert f"slot 40 of export table {TOOLS_CONTEXT[:8]} (a0=0x1 a1=0x2 a2=0x3)" in stderr
    assert f"slot 94 of export table {TOOLS_CONTEXT[:8]}" in stderr


def test_tools_tls_slot_2_stores_the_current_context(server):
    # tools TLS slot 2: the current context into the first word of the record (as the H200's
    # driver answered; cuBLAS 13's runtimes call it unchecked)
    code = f"""
import ctypes as c, json, _driver
lib = _driver.load()
r, t = _driver.export_table(lib, {TOOLS_TLS!r})
assert lib.cuInit(0) == 0
ctx = c.c_void_p()
assert lib.cuDevicePrimaryCtxRetain(c.byref(ctx), 0) == 0 and lib.cuCtxSetCurrent(ctx) == 0
record = (c.c_uint64 * 4)(0, 7, 8, 0x42)
call = c.CFUNCTYPE(c.c_int, c.c_void_p, c.c_uint64, c.c_uint64)
rc = call(_driver.slot(t, 2))(c.addressof(record), 0x42, 0)
print(json.dumps([r, rc, record[0] == ctx.value, list(record[1:])]))
"""
    got, _ = run_python(code, env={"LUPINE_SERVER": server.address})
    assert got == [0, 0, True, [7, 8, 0x42]]


def test_tools_context_slots_51_and_39():
    # As the H200's driver answered cuBLAS 13 (native/gpu/h200/2026-12-01/run4): 51 stores a
    # pointer to an object {1, 0, context, 0, 0, 1}, the same one for the same context; 39
    # writes the 64-bit value 7 into the first word of the record and leaves the rest alone
    code = f"""
import ctypes as c, json, _driver
lib = _driver.load()
r, t = _driver.export_table(lib, {TOOLS_CONTEXT!r})
call = c.CFUNCTYPE(c.c_int, c.c_uint64, c.c_uint64, c.c_uint64)
h1, h2, h3 = c.c_uint64(0), c.c_uint64(0), c.c_uint64(0)
out = [call(_driver.slot(t, 51))(0x1234, 0, c.addressof(h1)),
       call(_driver.slot(t, 51))(0x1234, 0, c.addressof(h2)),
       call(_driver.slot(t, 51))(0x5678, 0, c.addressof(h3))]
obj = list((c.c_uint64 * 6).from_address(h1.value))
record = (c.c_uint64 * 3)(0x7FB300000008, 0x1234, h1.value)
out += [call(_driver.slot(t, 39))(0x1234, h1.value, c.addressof(record)), list(record)]
out += [call(_driver.slot(t, 51))(0x1234, 0, 0), call(_driver.slot(t, 39))(0x1234, 0, 0)]
print(json.dumps([out, obj, h1.value == h2.value, h1.value != h3.value, h1.value]))
"""
    got, _ = run_python(code)
    invalid = CURESULT["CUDA_ERROR_INVALID_VALUE"]
    out, obj, same, other, h1 = got
    assert out == [0, 0, 0, 0, [7, 0x1234, h1], invalid, invalid]
    assert obj == [1, 0, 0x1234, 0, 0, 1] and same and other


def test_tools_module_slot_7_visits_the_functions(server, tmp_path):
    # tools module slot 7 (cuFFT): callback(user, function, mangled name) for every function of
    # the module, whatever the callback returns, and the slot answers how many it visited: the
    # H200's driver asked the same on a module of two entries answered 2 after two calls, with
    # a callback returning 0 and with one returning 1
    # (native/gpu/h200/2026-12-02/run1-diag/slot-probe.json); checked against the .entry
    # names of the PTX and against cuModuleGetFunction's handles
    import re
    from pathlib import Path

    # two modules' kernels in one image: two entries
    text = "".join(
        (Path(__file__).resolve().parents[2] / "fixtures" / f).read_text() for f in ("saxpy.ptx",)
    )
    body = text[text.index(".visible .entry") :]
    two = text + "\n" + body.replace("saxpy", "saxpy_again")
    ptx = Path(tmp_path) / "two.ptx"
    ptx.write_text(two)
    entries = re.findall(r"\.entry\s+(\w+)", two)
    assert len(entries) == 2
    code = f"""
import ctypes as c, json, _driver
lib = _driver.load()
r, t = _driver.export_table(lib, {TOOLS_MODULE!r})
assert lib.cuInit(0) == 0
ctx = c.c_void_p()
assert lib.cuDevicePrimaryCtxRetain(c.byref(ctx), 0) == 0 and lib.cuCtxSetCurrent(ctx) == 0
mod = c.c_void_p()
assert lib.cuModuleLoadData(c.byref(mod), open({str(ptx)!r}, "rb").read() + b"\\0") == 0
seen = []
def visit(user, f, name, stop_after):
    seen.append([user, f, name.decode()])
    return 1 if len(seen) == stop_after else 0
VISIT = c.CFUNCTYPE(c.c_uint64, c.c_uint64, c.c_uint64, c.c_char_p)
slot = c.CFUNCTYPE(c.c_int, c.c_void_p, c.c_void_p, VISIT, c.c_uint64, c.c_uint64, c.c_uint64)
cb_all = VISIT(lambda u, f, n: visit(u, f, n, 0))
rc_all = slot(_driver.slot(t, 7))(ctx, mod, cb_all, 77, 0, 0)
every = list(seen)
seen.clear()
cb_first = VISIT(lambda u, f, n: visit(u, f, n, 1))
rc_first = slot(_driver.slot(t, 7))(ctx, mod, cb_first, 78, 0, 0)
handles = {{}}
for user, f, name in every:
    h = c.c_void_p()
    assert lib.cuModuleGetFunction(c.byref(h), mod, name.encode()) == 0
    handles[name] = h.value == f
print(json.dumps([rc_all, every and [u for u, _, _ in every], sorted(n for _, _, n in every),
                  rc_first, len(seen), handles]))
"""
    got, _ = run_python(code, env={"LUPINE_SERVER": server.address})
    rc_all, users, names, rc_first, n_first, handles = got
    assert rc_all == 2 and set(users) == {77} and names == sorted(entries)
    assert rc_first == 2 and n_first == 2
    assert handles == {n: True for n in entries}
