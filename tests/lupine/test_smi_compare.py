"""native/gpu/smi_compare.py (nvml.sh's comparison of nvidia-smi natively and through LUPINE)
against the H200's recorded outputs (native/gpu/h200/2026-12-03/run1-nvml/nvml.tar.xz: one
H200, nvidia-smi 580.159.04; through LUPINE every form then exited 255).

What LUPINE should print with two servers on that host is written here from the native
output by hand: each GPU block twice (index 0 and 1, readings moved), each process row for
GPU 0 and GPU 1. The comparison must call that a match, and the recorded LUPINE outputs, and
each single change of a compared field, a difference."""

from __future__ import annotations

import importlib.util
import sys
import tarfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
RUN = ROOT / "native/gpu/h200/2026-12-03/run1-nvml/nvml.tar.xz"

_spec = importlib.util.spec_from_file_location("smi_compare", ROOT / "native/gpu/smi_compare.py")
assert _spec and _spec.loader
smi = importlib.util.module_from_spec(_spec)
sys.modules["smi_compare"] = smi  # (dataclasses look their module up)
_spec.loader.exec_module(smi)

DEBUG = (
    "lupine: NVML: connected to 127.0.0.1:35477\n"
    "lupine: NVML: 127.0.0.1:35477: 1 devices, driver 580.159.04\n"
    "lupine: NVML: connected to 127.0.0.1:41849\n"
    "lupine: NVML: 127.0.0.1:41849: 1 devices, driver 580.159.04\n"
    "lupine: NVML: nvmlInternalGetExportTable: nvidia-smi's interface (c4fe3e6c)\n"
)


@pytest.fixture(scope="module")
def recorded() -> dict[str, str]:
    with tarfile.open(RUN, "r:xz") as t:
        return {
            name: t.extractfile(f"nvml/{name}.txt").read().decode()  # type: ignore[union-attr]
            for name in ("native-smi", "native-smi-L", "native-smi-query", "lupine-smi",
                         "lupine-smi-L", "lupine-smi-query")
        }  # fmt: skip


def two_servers(native: str) -> str:
    """The native plain output as LUPINE should print it with two servers on the host."""
    lines = native.splitlines()
    top = next(i for i, ln in enumerate(lines) if ln.startswith("|="))
    block, sep = lines[top + 1 : top + 4], lines[top + 4]
    again = [
        block[0].replace("|   0  NVIDIA", "|   1  NVIDIA"),
        block[1].replace("40C", "41C").replace("123W", "131W").replace("1551MiB", "1553MiB"),
        block[2],
    ]
    out = lines[: top + 5] + again + [sep] + lines[top + 5 :]
    row = next(i for i, ln in enumerate(out) if ln.startswith("|    0   N/A  N/A"))
    out.insert(row + 1, out[row].replace("|    0   N/A", "|    1   N/A"))
    return DEBUG + "\n".join(out) + "\n"


def test_the_native_output_parses(recorded):
    p = smi.parse_plain(recorded["native-smi"])
    assert p.versions == {
        "NVIDIA-SMI": "580.159.04",
        "Driver Version:": "580.159.04",
        "CUDA Version:": "13.0",
    }
    assert p.gpus == [
        {
            "index": "0",
            "name": "NVIDIA H200",
            "persistence": "On",
            "bus_id": "00000000:00:06.0",
            "display": "Off",
            "ecc": "0",
            "fan": "N/A",
            "temperature": "40C",
            "pstate": "P0",
            "power_cap": "700W",
            "memory_used": "1551MiB",
            "memory_total": "143771MiB",
            "utilization": "0%",
            "compute_mode": "Default",
            "mig_mode": "Disabled",
        }
    ]
    assert p.processes == [(0, "440", "C", "python3")]


def test_each_gpu_once_per_server_matches(recorded):
    native = recorded["native-smi"]
    assert smi.compare_plain(native, two_servers(native), 2) == ("match", "match")
    assert smi.compare_plain(native, DEBUG + native, 1) == ("match", "match")


@pytest.mark.parametrize(
    ("change", "says"),
    [
        (lambda t: t.replace("1553MiB / 143771MiB", "1553MiB / 143770MiB"), "GPU 1 memory_total"),
        (lambda t: t.replace("|   1  NVIDIA", "|   0  NVIDIA"), "GPU block 1 has index 0"),
        (lambda t: t.replace("Version: 580.159.04", "Version: 580.159.05"), "versions"),
        (lambda t: t.replace("Disabled", "Enabled", 1), "GPU 0 mig_mode"),
    ],
)
def test_a_changed_field_differs(recorded, change, says):
    native = recorded["native-smi"]
    lupine = two_servers(native)
    assert change(lupine) != lupine
    plain, _ = smi.compare_plain(native, change(lupine), 2)
    assert plain.startswith("DIFFER") and says in plain


def test_one_block_for_two_servers_differs(recorded):
    native = recorded["native-smi"]
    assert smi.compare_plain(native, native, 2)[0] == "DIFFER: 1 GPUs, want 2 x 1"


def test_processes_are_reported_apart(recorded):
    native = recorded["native-smi"]
    lupine = "\n".join(
        ln for ln in two_servers(native).splitlines() if not ln.startswith("|    1   N/A")
    )
    plain, procs = smi.compare_plain(native, lupine, 2)
    assert plain == "match" and procs.startswith("DIFFER: GPU 1 lists []")


def test_the_recorded_lupine_outputs_differ(recorded):
    plain, _ = smi.compare_plain(recorded["native-smi"], recorded["lupine-smi"], 2)
    assert plain.startswith("DIFFER: no GPU table through LUPINE")
    assert "Mismatch in versions" in plain
    assert smi.compare_list(recorded["native-smi-L"], recorded["lupine-smi-L"], 2) == "DIFFER 1 0"
    assert smi.compare_query(recorded["native-smi-query"], recorded["lupine-smi-query"], 2) == (
        "DIFFER"
    )
    assert smi.unforwarded(recorded["lupine-smi"]) == [
        "nvmlInternalGetExportTable(c4fe3e6cc98f6c4ea327ee696e12f7c4)"
    ]


def test_list_and_query_once_per_server(recorded):
    native_l, native_q = recorded["native-smi-L"], recorded["native-smi-query"]
    gpu = native_l.split(":", 1)[1].strip()
    lupine_l = DEBUG + f"GPU 0: {gpu}\nGPU 1: {gpu}\n"
    assert smi.compare_list(native_l, lupine_l, 2) == "match 1 2"
    assert smi.compare_list(native_l, DEBUG + f"GPU 0: {gpu}\n", 2) == "DIFFER 1 1"
    head, row = native_q.splitlines()[:2]
    again = "1" + row[1:]
    assert smi.compare_query(native_q, DEBUG + f"{head}\n{row}\n{again}\n", 2) == "match"
    assert smi.compare_query(native_q, DEBUG + f"{head}\n{row}\n{row}\n", 2) == "DIFFER"


def test_unforwarded_names_functions_and_slots():
    text = DEBUG + (
        "lupine: NVML: nvmlDeviceGetSupportedEventTypes is not supported by LUPINE "
        "(NVML_ERROR_NOT_SUPPORTED)\n"
        "lupine: NVML: c4fe3e6c slot 100 (a0=0x1 a1=0x7ffc a2=0x22) is not supported by LUPINE "
        "(NVML_ERROR_NOT_SUPPORTED)\n"
        "lupine: NVML: c4fe3e6c slot 100 (a0=0x2 a1=0x7ffc a2=0x22) is not supported by LUPINE "
        "(NVML_ERROR_NOT_SUPPORTED)\n"
    )
    assert smi.unforwarded(text) == ["c4fe3e6c slot 100", "nvmlDeviceGetSupportedEventTypes"]
    assert smi.unforwarded(DEBUG) == []
