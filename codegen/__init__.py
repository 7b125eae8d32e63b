"""LUPINE code generation: the CUDA driver API read from its headers, and the private tables (the
CUDA driver's and NVML's) read from codegen/export_tables.toml, written out as C, Python and
Markdown.

`generate` returns ``{relative path: text}`` for every generated file; ``python -m codegen``
writes them (or, with ``--check``, fails when one is stale). `generate_tables` is the part
that needs no CUDA headers (the private tables).
"""

from __future__ import annotations

from pathlib import Path

from ._classify import classify
from ._emit_api import emit_api_c, emit_api_h
from ._emit_client import emit_client, emit_client_h
from ._emit_graph import emit_all as emit_graph
from ._emit_names import emit_names
from ._emit_py import emit_py, emit_report
from ._emit_server import emit_server, emit_server_h
from ._emit_tables import (
    CUDA,
    NVML,
    emit_readme,
    emit_tables_c,
    emit_tables_decl_c,
    emit_tables_h,
    emit_tables_py,
)
from ._emit_trace import emit_trace
from ._parse import parse
from ._tables import load as load_tables

__all__ = ["classify", "generate", "generate_graph", "generate_tables", "load_tables", "parse"]

ROOT = Path(__file__).resolve().parent.parent


def generate_tables(root: Path = ROOT) -> dict[str, str]:
    """The files written from codegen/export_tables.toml (under ``root``), the README with its
    table of them included (read from ``root``: it must hold the table's markers)."""
    tables = load_tables(root / "codegen" / "export_tables.toml")
    cuda = [t for t in tables if t.library == CUDA.key]
    nvml = [t for t in tables if t.library == NVML.key]
    readme = (root / "native" / "README.md").read_text()
    files = {"lupine/_export_tables.py": emit_tables_py(cuda, nvml)}
    for lib, these in ((CUDA, cuda), (NVML, nvml)):
        files[f"native/generated/{lib.base}_gen.h"] = emit_tables_h(these, lib)
        files[f"native/generated/{lib.base}_decl.c"] = emit_tables_decl_c(these, lib)
        files[f"native/generated/{lib.base}_gen.c"] = emit_tables_c(these, lib)
    files["native/README.md"] = emit_readme(readme, cuda, nvml)
    return files


def generate_graph(root: Path = ROOT) -> dict[str, str]:
    """The files written from codegen/graph_wire.toml (under ``root``): the graph calls'
    marshalling in the shim and their reading and checking in the server."""
    return emit_graph(root / "codegen" / "graph_wire.toml")


def generate(cuda_include: Path, root: Path = ROOT) -> dict[str, str]:
    """Every generated file's repository-relative path and its text."""
    api = parse(cuda_include)
    plans = classify(api)
    return {
        "native/generated/cuda_names.c": emit_names(api),
        "native/generated/trace_gen.c": emit_trace(api),
        "native/generated/lupine_api.h": emit_api_h(api, plans),
        "native/generated/lupine_api.c": emit_api_c(api, plans),
        "native/generated/client_gen.h": emit_client_h(api, plans),
        "native/generated/client_gen.c": emit_client(api, plans),
        "native/generated/server_gen.h": emit_server_h(api, plans),
        "native/generated/server_gen.c": emit_server(api, plans),
        "lupine/_protocol_tables.py": emit_py(api, plans),
        "codegen/report.txt": emit_report(api, plans),
        **generate_tables(root),
        **generate_graph(root),
    }
