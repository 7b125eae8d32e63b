"""LUPINE code generation: the CUDA driver API read from its headers, written out as C and Python.

`generate` returns ``{relative path: text}`` for every generated file; ``python -m codegen``
writes them (or, with ``--check``, fails when one is stale).
"""

from __future__ import annotations

from pathlib import Path

from ._classify import classify
from ._emit_api import emit_api_c, emit_api_h
from ._emit_client import emit_client, emit_client_h
from ._emit_names import emit_names
from ._emit_py import emit_py, emit_report
from ._emit_server import emit_server, emit_server_h
from ._emit_trace import emit_trace
from ._parse import parse

__all__ = ["classify", "generate", "parse"]


def generate(cuda_include: Path) -> dict[str, str]:
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
    }
