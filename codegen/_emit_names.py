"""Emit ``native/generated/cuda_names.c``: CUresult names, shared by every LUPINE library."""

from __future__ import annotations

from ._cwriter import banner, c_string
from ._model import DriverApi


def emit_names(api: DriverApi) -> str:
    values = api.enums["cudaError_enum"]
    out = [banner(api), "#include <stddef.h>", ""]
    out.append('/* The CUresult constant\'s name, or "CUDA_ERROR_<unknown>". */')
    out.append("const char *lupine_result_name(int r)")
    out.append("{")
    out.append("    switch (r) {")
    seen: set[int] = set()
    for name, value, _ in values:
        if value in seen:
            continue
        seen.add(value)
        out.append(f"    case {value}: return {c_string(name)};")
    out.append('    default: return "CUDA_ERROR_<unknown>";')
    out.append("    }")
    out.append("}")
    out.append("")
    out.append("/* The header's one-line description of a CUresult, or NULL. */")
    out.append("const char *lupine_result_doc(int r)")
    out.append("{")
    out.append("    switch (r) {")
    seen.clear()
    for _, value, doc in values:
        if value in seen:
            continue
        seen.add(value)
        first = doc.split(". ")[0].rstrip(".")
        out.append(f"    case {value}: return {c_string(first)};")
    out.append("    default: return NULL;")
    out.append("    }")
    out.append("}")
    return "\n".join(out) + "\n"
