"""Small helpers shared by the C emitters."""

from __future__ import annotations

from ._model import CType, DriverApi, Function, Param

BANNER = (
    "/* GENERATED FILE - DO NOT EDIT.\n"
    " * Written by `python -m codegen` from CUDA {version}'s headers (cuda.h sha256 {sha})\n"
    " * and codegen/annotations.toml. Edit those and regenerate. */\n"
)


def banner(api: DriverApi) -> str:
    return BANNER.format(version=api.cuda_version, sha=api.header_sha256[:16])


def pname(p: Param, i: int) -> str:
    return p.name or f"a{i}"


def decl(t: CType, name: str) -> str:
    """A C declaration of ``name`` with type ``t`` (pointer spellings keep their ``*``)."""
    s = t.spelling
    return f"{s}{name}" if s.endswith("*") else f"{s} {name}"


def params_decl(fn: Function) -> str:
    if not fn.params:
        return "void"
    return ", ".join(decl(p.ctype, pname(p, i)) for i, p in enumerate(fn.params))


def params_call(fn: Function) -> str:
    return ", ".join(pname(p, i) for i, p in enumerate(fn.params))


def fn_type(fn: Function) -> str:
    """The function pointer type of ``fn`` as a cast: ``CUresult (*)(int, int)``."""
    args = ", ".join(p.ctype.spelling for p in fn.params) or "void"
    return f"CUresult (CUDAAPI *)({args})"


def c_string(s: str) -> str:
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'
