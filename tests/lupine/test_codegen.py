"""The generated files equal what `python -m codegen` writes from this machine's CUDA headers
(CI fails when someone edits cuda.h-derived code by hand or forgets to regenerate), and the
generated tables agree with each other."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from lupine import _protocol_tables as tables

ROOT = Path(__file__).resolve().parents[2]


def test_generated_files_are_fresh():
    pytest.importorskip("clang.cindex")
    import codegen
    from codegen._parse import default_cuda_include

    include = default_cuda_include()
    if not (include / "cuda.h").exists():
        pytest.skip(f"no CUDA headers at {include}")
    stale = [
        rel for rel, text in codegen.generate(include).items() if (ROOT / rel).read_text() != text
    ]
    assert not stale, f"stale generated files (run `python -m codegen`): {stale}"


def test_every_driver_symbol_has_a_wire_id_and_a_status():
    header = (ROOT / "native/generated/lupine_api.h").read_text()
    count = int(re.search(r"#define LUPINE_FN_COUNT (\d+)", header).group(1))
    api_hash = int(re.search(r"#define LUPINE_API_HASH 0x([0-9a-f]+)u", header).group(1), 16)
    assert len(tables.FUNCTIONS) == count and api_hash == tables.API_HASH
    assert sorted(i for i, *_ in tables.FUNCTIONS.values()) == list(range(count))
    assert {s for _, s, _, _ in tables.FUNCTIONS.values()} == {"generic", "client", "unsupported"}
    # what the issue names explicitly
    for name in ("cuGetProcAddress_v2", "cuGetExportTable", "cuLaunchKernel", "cuMemcpyHtoD_v2"):
        assert tables.FUNCTIONS[name][1] != "unsupported"
    assert tables.FUNCTIONS["cuMemAllocManaged"][1] == "unsupported"
    # refused by the shim itself, with its reason (native/shim/memory.c): never forwarded
    assert tables.FUNCTIONS["cuMemHostGetDevicePointer_v2"][1:3] == ("client", False)


def test_report_lists_every_function():
    report = (ROOT / "codegen/report.txt").read_text().splitlines()
    listed = {line.split()[0] for line in report if line.startswith("cu") and "  " in line}
    assert listed == set(tables.FUNCTIONS)
    for name, (_, status, _, _) in tables.FUNCTIONS.items():
        line = next(x for x in report if x.split() and x.split()[0] == name)
        assert ("not supported" in line) == (status == "unsupported"), line


def test_every_unsupported_function_says_why():
    """annotations.toml gives every function LUPINE does not carry a reason ([[refused]]),
    which the report prints: none is left at the default "not forwarded"."""
    report = (ROOT / "codegen/report.txt").read_text().splitlines()
    unsupported = [x for x in report if x.startswith("cu") and "not supported:" in x]
    assert unsupported
    for line in unsupported:
        reason = line.split("not supported:", 1)[1].strip()
        assert reason and "not forwarded" not in reason and "annotate" not in reason, line
