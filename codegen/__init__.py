"""LUPINE code generation: the CUDA driver API read from its headers, written out as C and Python.

`generate` returns ``{relative path: text}`` for every generated file; ``python -m codegen``
writes them (or, with ``--check``, fails when one is stale).
"""

from __future__ import annotations

from pathlib import Path

from ._emit_names import emit_names
from ._emit_trace import emit_trace
from ._parse import parse

__all__ = ["generate", "parse"]


def generate(cuda_include: Path) -> dict[str, str]:
    """Every generated file's repository-relative path and its text."""
    api = parse(cuda_include)
    return {
        "native/generated/cuda_names.c": emit_names(api),
        "native/generated/trace_gen.c": emit_trace(api),
    }
