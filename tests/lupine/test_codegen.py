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


# ---- the private tables: codegen/export_tables.toml and what is written from it ----


@pytest.mark.parametrize("part", ["generate_tables", "generate_graph"])
def test_files_needing_no_cuda_headers_are_fresh(part):
    """Checked everywhere: the private tables' files (the README's table among them) and the
    graph calls' marshalling in the shim and the server (graph_wire.toml, below)."""
    import codegen

    files = getattr(codegen, part)(ROOT)
    stale = [rel for rel, text in files.items() if (ROOT / rel).read_text() != text]
    assert not stale, f"stale generated files (run `python -m codegen`): {stale}"


def test_private_table_module_is_the_declaration():
    """lupine/_export_tables.py against the TOML read here with tomllib alone (not codegen's
    reader), the driver's tables and NVML's apart, and every UUID against the C bytes of the
    generated descriptions of its library."""
    import tomllib

    from lupine._export_tables import NVML_TABLES, TABLES

    raw = tomllib.loads((ROOT / "codegen/export_tables.toml").read_text())["table"]
    assert list(TABLES) == [t["id"] for t in raw if t.get("library", "cuda") == "cuda"]
    assert list(NVML_TABLES) == [t["id"] for t in raw if t.get("library") == "nvml"]
    assert NVML_TABLES  # nvidia-smi's
    for t in raw:
        nvml = t.get("library") == "nvml"
        got = (NVML_TABLES if nvml else TABLES)[t["id"]]
        decl_c = (
            ROOT / f"native/generated/{'nvml' if nvml else 'export'}_tables_decl.c"
        ).read_text()
        assert (got.name, got.uuid, got.entries, got.size_word, got.others) == (
            t["name"],
            t["uuid"],
            t["entries"],
            t["size_word"],
            t["others"],
        )
        assert got.driver_entries == t.get("driver_entries", t["entries"])
        assert got.slots == {s["index"]: (s["name"], s["runs"]) for s in t.get("slot", [])}
        c_bytes = ", ".join(f"0x{b:02x}" for b in bytes.fromhex(t["uuid"].replace("-", "")))
        assert "{" + c_bytes + "}" in decl_c


def _tables_tree(tmp_path: Path, toml: str | None = None) -> Path:
    (tmp_path / "codegen").mkdir()
    (tmp_path / "native").mkdir()
    text = toml if toml is not None else (ROOT / "codegen/export_tables.toml").read_text()
    (tmp_path / "codegen/export_tables.toml").write_text(text)
    (tmp_path / "native/README.md").write_text((ROOT / "native/README.md").read_text())
    (tmp_path / "codegen/graph_wire.toml").write_text(
        (ROOT / "codegen/graph_wire.toml").read_text()
    )
    return tmp_path


def test_readme_table_check_fails_when_stale(tmp_path):
    """A README whose table is not the declaration's is stale for `python -m codegen --check`,
    and `python -m codegen` rewrites only what is between the markers."""
    import codegen
    from codegen._emit_tables import README_BEGIN, README_END

    toml = (ROOT / "codegen/export_tables.toml").read_text()
    root = _tables_tree(tmp_path, toml.replace('name = "tools TLS"', 'name = "tools TLS, renamed"'))
    readme = codegen.generate_tables(root)["native/README.md"]
    assert readme != (ROOT / "native/README.md").read_text()
    assert "| tools TLS, renamed |" in readme
    head, tail = (ROOT / "native/README.md").read_text().split(README_BEGIN)
    assert readme.startswith(head) and readme.endswith(tail.split(README_END)[1])
    (root / "native/README.md").write_text(head + tail.split(README_END)[1])
    with pytest.raises(ValueError, match="no markers"):
        codegen.generate_tables(root)


def test_cli_check_names_the_stale_readme(tmp_path, capsys):
    """`python -m codegen --check` on a tree where only the README's table is stale names it
    alone and fails; the same tree with the table as written passes."""
    pytest.importorskip("clang.cindex")
    import codegen
    from codegen.__main__ import main
    from codegen._parse import default_cuda_include

    include = default_cuda_include()
    if not (include / "cuda.h").exists():
        pytest.skip(f"no CUDA headers at {include}")
    root = _tables_tree(tmp_path)
    for rel, text in codegen.generate(include, root=ROOT).items():
        (root / rel).parent.mkdir(parents=True, exist_ok=True)
        (root / rel).write_text(text)
    assert main(["--check", "--root", str(root)]) == 0
    text = (root / "native/README.md").read_text()
    assert "| tools TLS |" in text
    (root / "native/README.md").write_text(text.replace("| tools TLS |", "| tools tls |"))
    capsys.readouterr()
    assert main(["--check", "--root", str(root)]) == 1
    assert capsys.readouterr().out.split(":", 1)[1].split() == ["native/README.md"]


def _second_uuid_as_first(text: str) -> str:
    first, second = re.findall(r'^uuid = "([^"]+)"', text, re.M)[:2]
    return text.replace(f'uuid = "{second}"', f'uuid = "{first}"')


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (_second_uuid_as_first, "uuid declared twice"),
        (lambda t: t.replace("index = 39", "index = 95"), "index outside"),
        (lambda t: t.replace('runs = "recording"', 'runs = "somewhere"'), "runs 'somewhere'"),
        (lambda t: t.replace('others = "null"', 'others = "zero"'), "others 'zero'"),
        (lambda t: t.replace("entries = 13", "entries = 0"), "outside 1..4096"),
        (lambda t: t.replace("entries = 270", "entries = 4097"), "outside 1..4096"),
        (lambda t: t.replace('library = "nvml"', 'library = "cudnn"'), "library 'cudnn'"),
        (lambda t: t.replace('name = "check3"', 'name = "check"'), "given twice"),
        (lambda t: t.replace('uuid = "', 'uuid = "x', 1), "is not 8-4-4-4-12"),
    ],
)
def test_broken_declarations_are_refused(tmp_path, change, message):
    from codegen._tables import load

    path = tmp_path / "export_tables.toml"
    text = (ROOT / "codegen/export_tables.toml").read_text()
    assert change(text) != text
    path.write_text(change(text))
    with pytest.raises(ValueError, match=message):
        load(path)


# ---- the graph calls' wire: codegen/graph_wire.toml and what is written from it ----


def test_graph_wire_describes_the_hand_written_graph_calls():
    """Read with tomllib alone: every call of graph_wire.toml (and its _ptsz variant) is one the
    server handles by hand and the shim implements in native/shim/graph.c (annotations.toml
    [server], [client]); every hand-handled graph call is described there but the two that keep
    the generic wire format, which client_gen.c sends."""
    import tomllib

    wire = tomllib.loads((ROOT / "codegen/graph_wire.toml").read_text())["calls"]
    notes = tomllib.loads((ROOT / "codegen/annotations.toml").read_text())
    server = set(notes["server"]["functions"])
    client = {name for name, where in notes["client"].items() if where == "graph.c"}
    for name, call in wire.items():
        assert name in server and name in client, name
        if call.get("ptsz"):
            assert f"{name}_ptsz" in tables.FUNCTIONS, name
    generic = {"cuStreamEndCapture", "cuGraphNodeGetType"}
    graphs = {n for n in server if n.startswith(("cuGraph", "cuStreamGetCapture", "cuStreamEnd"))}
    assert graphs - generic == set(wire)
    server_c = (ROOT / "native/server/graph.c").read_text()
    shim_c = (ROOT / "native/shim/graph.c").read_text()
    for name in wire:  # each has its body on the server and is sent by the shim
        assert f"CUresult ls_graph_{name}(" in server_c, name
        assert f"lc_gw_{name}(" in shim_c, name
    for name in generic:
        assert f"int ls_hand_{name}(" in server_c, name


@pytest.mark.parametrize(
    ("old", "new", "message"),
    [
        ('kind = "u64", max = "3"', 'kind = "u32", max = "3"', "request kind"),
        ('len = "count" }', 'len = "deps" }', "len must name a u64 field"),
        ('name = "total"', 'name = "args_n"', "two parameters would have one name"),
        ('when = "node"', 'when = "graph"', "when must name an out field"),
    ],
)
def test_graph_wire_refuses_a_wrong_description(tmp_path, old, new, message):
    """A field of an unknown kind, a count or `when` naming the wrong field, and two fields
    that would give one C parameter name are refused when the description is read."""
    from codegen._emit_graph import load

    text = (ROOT / "codegen/graph_wire.toml").read_text()
    assert old in text
    path = tmp_path / "graph_wire.toml"
    path.write_text(text.replace(old, new, 1))
    with pytest.raises(ValueError, match=message):
        load(path)
