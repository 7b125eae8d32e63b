"""The NVML tracer (``trace-nvml/libnvidia-ml.so.1``, native/trace/nvml_trace.c) over a "real"
NVML made here: the stand-in NVML plus a private table (``nvmlInternalGetExportTable``, which
the stand-in lacks) under the UUID of nvidia-smi's, compiled in the test.

The reference is that library called directly: through the tracer, loaded by name from
LD_LIBRARY_PATH as a program loads NVML, every ordinary call and every slot must answer the
same, and the log must name the calls, the table's UUID and each slot call with its arguments
and return value, and the slots LUPINE declares for that UUID (codegen/export_tables.toml)
by their declared names."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

UUID = bytes.fromhex("c4fe3e6cc98f6c4ea327ee696e12f7c4")

# slot 1 adds, slot 2 writes through its pointer, slot 3 (and 4..80) is NULL, slot 81 (which
# LUPINE declares as pci_bus_id) writes through its pointer too
FAKE = r"""
#include <stdint.h>
static uintptr_t add(uintptr_t a, uintptr_t b, uintptr_t c) { return a + b + c; }
static int put(unsigned *out, unsigned v) { *out = v * 3; return 0; }
static const void *table[82] = {(const void *)sizeof table, (const void *)add, (const void *)put,
                                [81] = (const void *)put};
static const void *odd[2] = {(const void *)add, (const void *)put};
__attribute__((visibility("default")))
int nvmlInternalGetExportTable(const void **t, const unsigned char *u)
{
    if (!t || !u) return 2;
    if (u[0] == 0xc4) { *t = table; return 0; }
    if (u[0] == 0x11) { *t = odd; return 0; }
    *t = 0;
    return 3;
}
"""

PROGRAM = r"""
import ctypes, json, sys
lib = ctypes.CDLL(sys.argv[1])
U = ctypes.c_uint
out = {"init": lib.nvmlInit_v2()}
n = U()
out["count"] = [lib.nvmlDeviceGetCount_v2(ctypes.byref(n)), n.value]
names = []
for i in range(n.value):
    h = ctypes.c_void_p()
    assert lib.nvmlDeviceGetHandleByIndex_v2(i, ctypes.byref(h)) == 0
    b = ctypes.create_string_buffer(96)
    names.append([lib.nvmlDeviceGetName(h, b, 96), b.value.decode()])
out["names"] = names
b = ctypes.create_string_buffer(80)
out["driver"] = [lib.nvmlSystemGetDriverVersion(b, 80), b.value.decode()]
t = ctypes.POINTER(ctypes.c_void_p)()
out["table"] = lib.nvmlInternalGetExportTable(ctypes.byref(t), bytes.fromhex(sys.argv[2]))
out["size"] = t[0]
add = ctypes.CFUNCTYPE(ctypes.c_size_t, ctypes.c_size_t, ctypes.c_size_t, ctypes.c_size_t)(t[1])
out["add"] = add(3, 4, 0x100)
v = U()
put = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.POINTER(U), U)(t[2])
out["put"] = [put(ctypes.byref(v), 14), v.value]
out["null_slot"] = t[3]
put81 = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.POINTER(U), U)(t[81])
out["put81"] = [put81(ctypes.byref(v), 5), v.value]
t2 = ctypes.POINTER(ctypes.c_void_p)()
out["again"] = [lib.nvmlInternalGetExportTable(ctypes.byref(t2), bytes.fromhex(sys.argv[2])),
                ctypes.cast(t2, ctypes.c_void_p).value == ctypes.cast(t, ctypes.c_void_p).value]
t3 = ctypes.POINTER(ctypes.c_void_p)()
out["refused"] = lib.nvmlInternalGetExportTable(ctypes.byref(t3), bytes(16))
print(json.dumps(out))
"""


@pytest.fixture(scope="module")
def fake(native: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The stand-in NVML with a private table: a library whose only own symbol is the table
    query, linked against the stand-in (its other NVML names resolve there)."""
    cc = shutil.which("cc") or shutil.which("gcc")
    if not cc:
        pytest.skip("no C compiler")
    if not (native / "trace-nvml" / "libnvidia-ml.so.1").exists():
        pytest.skip("no NVML tracer in this build (x86-64 only)")
    d = tmp_path_factory.mktemp("fake-nvml")
    (d / "fake.c").write_text(FAKE)
    lib = d / "libfake-nvml.so"
    subprocess.run(
        [cc, "-shared", "-fPIC", "-o", str(lib), str(d / "fake.c"), f"-L{native}",
         "-Wl,--no-as-needed", "-l:liblupine-standin-nvml.so", f"-Wl,-rpath,{native}"],
        check=True,
    )  # fmt: skip
    return lib


def run(lib: str, uuid: bytes, env: dict[str, str], program: str = PROGRAM) -> dict:
    e = {**os.environ, "LUPINE_STANDIN_DEVICES": "3", **env}
    p = subprocess.run(
        [sys.executable, "-c", program, lib, uuid.hex()],
        env=e, capture_output=True, text=True, timeout=60,
    )  # fmt: skip
    assert p.returncode == 0, p.stderr
    return json.loads(p.stdout)


def test_calls_and_slots_answer_as_without_the_tracer(
    native: Path, fake: Path, tmp_path: Path
) -> None:
    direct = run(str(fake), UUID, {})
    assert direct["count"] == [0, 3] and direct["table"] == 0  # the reference itself
    assert direct["add"] == 3 + 4 + 0x100 and direct["put"] == [0, 42]
    assert direct["put81"] == [0, 15]
    log = tmp_path / "trace.log"
    traced = run(
        "libnvidia-ml.so.1",
        UUID,
        {
            "LD_LIBRARY_PATH": str(native / "trace-nvml"),
            "LUPINE_TRACE_NVML_REAL": str(fake),
            "LUPINE_TRACE_FILE": str(log),
        },
    )
    assert traced == direct
    text = log.read_text()
    assert f"# real NVML: {fake}" in text
    lines = [line.split(" ", 3)[3] for line in text.splitlines() if not line.startswith("#")]
    assert lines[0].startswith("nvmlInit_v2(")
    assert any(line.startswith("nvmlDeviceGetName(a0=") and " a2=0x60 " in line for line in lines)
    u = "c4fe3e6c-c98f-6c4e-a327-ee696e12f7c4"
    assert f"# table {u} at " in text and "82 slots (slot 0 = byte size 656)" in text
    assert 'LUPINE declares it as "nvidia-smi\'s interface", 270 entries' in text
    assert "#   [81] 0x" in text and " pci_bus_id\n" in text and "#   [1] 0x" in text
    assert sum(f"uuid={u}) = 0 real=" in line for line in lines) == 2  # one copy, given twice
    add = [line for line in lines if line.startswith(f"export {u}[1](")]
    assert len(add) == 1 and add[0].startswith(f"export {u}[1](a0=0x3 a1=0x4 a2=0x100 ")
    assert f") = 0x{3 + 4 + 0x100:x} (as nvmlReturn_t: {3 + 4 + 0x100}); before:" in add[0]
    put = [line for line in lines if line.startswith(f"export {u}[2](")]
    assert (
        len(put) == 1 and " a1=0xe " in put[0] and ") = 0x0 (as nvmlReturn_t: 0); before:" in put[0]
    )
    assert "; after: a0=[2a000000" in put[0]  # 3 * 14 written through its pointer
    assert "; before:" in put[0] and "declared:" not in put[0]  # slot 2: none declared
    put81 = [line for line in lines if line.startswith(f"export {u}[81](")]
    assert (
        len(put81) == 1
        and ") = 0x0 (as nvmlReturn_t: 0); declared: pci_bus_id; before:" in put81[0]
    )
    assert "uuid=00000000-0000-0000-0000-000000000000) = 3 real=(nil)" in text


def test_a_table_without_a_size_is_given_unwrapped(
    native: Path, fake: Path, tmp_path: Path
) -> None:
    log = tmp_path / "trace.log"
    program = (
        "import ctypes, sys\n"
        "lib = ctypes.CDLL('libnvidia-ml.so.1')\n"
        "t = ctypes.c_void_p()\n"
        "print(lib.nvmlInternalGetExportTable(ctypes.byref(t), bytes([0x11] * 16)), t.value)\n"
    )
    env = {
        **os.environ,
        "LD_LIBRARY_PATH": str(native / "trace-nvml"),
        "LUPINE_TRACE_NVML_REAL": str(fake),
        "LUPINE_TRACE_FILE": str(log),
    }
    p = subprocess.run([sys.executable, "-c", program], env=env, capture_output=True, text=True)
    r, given = p.stdout.split()
    assert r == "0" and f"given={int(given):#x}" in log.read_text()
    assert "is not a byte size; the real table is given" in log.read_text()


def test_never_loads_itself(native: Path, tmp_path: Path) -> None:
    """Named as its own real NVML, the tracer refuses and every call answers
    NVML_ERROR_FUNCTION_NOT_FOUND (13) instead of calling itself forever."""
    tracer = native / "trace-nvml" / "libnvidia-ml.so.1"
    if not tracer.exists():
        pytest.skip("no NVML tracer in this build (x86-64 only)")
    log = tmp_path / "trace.log"
    env = {**os.environ, "LUPINE_TRACE_NVML_REAL": str(tracer), "LUPINE_TRACE_FILE": str(log)}
    program = f"import ctypes; print(ctypes.CDLL({str(tracer)!r}).nvmlInit_v2())"
    p = subprocess.run([sys.executable, "-c", program], env=env, capture_output=True, text=True)
    assert p.stdout.strip() == "13"
    assert "# real NVML: NONE" in log.read_text() and "not NVML, or this tracer" in log.read_text()


def test_the_header_stays_one_line_when_the_command_line_is_cut(
    native: Path, fake: Path, tmp_path: Path
) -> None:
    """The header keeps the first 511 bytes of /proc/self/cmdline; a ``python -c`` program of
    600 newlines first is cut among them, and the last byte kept was written as read (a
    venv's path of another length shifted the cut: a README run's log had an empty line)."""
    log = tmp_path / "trace.log"
    env = {
        "LD_LIBRARY_PATH": str(native / "trace-nvml"),
        "LUPINE_TRACE_NVML_REAL": str(fake),
        "LUPINE_TRACE_FILE": str(log),
    }
    run("libnvidia-ml.so.1", UUID, env, "\n" * 600 + PROGRAM)
    text = log.read_text().splitlines()
    assert text[0].startswith("# lupine-nvml-trace pid=") and not text[0].endswith(" ")
    assert text[1].startswith("# real NVML: ")
    assert all(line.startswith("#") or len(line.split(" ", 3)) == 4 for line in text)
