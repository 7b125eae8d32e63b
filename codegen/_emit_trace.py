"""Emit ``native/generated/trace_gen.c``: one logging wrapper per exported driver function.

Each wrapper forwards to the real driver's function of the same name and logs the call
through ``native/trace/trace.h``: every argument by its C type, the CUresult, and after a
successful call the values written through pointers to scalars, handles and small structs.
The three entry points that hand out other functions (``cuGetProcAddress``/``_v2`` and
``cuGetExportTable``) are hand-written in ``native/trace/trace.c``.
"""

from __future__ import annotations

from ._cwriter import banner, c_string, fn_type, params_call, params_decl, pname
from ._model import CType, DriverApi, Function

HAND_WRITTEN = ("cuGetProcAddress", "cuGetProcAddress_v2", "cuGetExportTable")


def _log_in(t: CType, name: str) -> str:
    n = c_string(name)
    if t.kind == "sint":
        return f"lt_i64(&l, {n}, (long long){name});"
    if t.kind == "uint":
        if t.size == 8 and "deviceptr" in t.spelling.lower():
            return f"lt_hex(&l, {n}, (unsigned long long){name});"
        return f"lt_u64(&l, {n}, (unsigned long long){name});"
    if t.kind in ("float", "double"):
        return f"lt_f64(&l, {n}, (double){name});"
    if (
        t.kind == "pointer"
        and t.pointee is not None
        and t.pointee.canonical
        in (
            "const char",
            "char",
        )
        and t.pointee.const
    ):
        return f"lt_cstr(&l, {n}, {name});"
    if t.kind in ("handle", "pointer", "fnptr"):
        return f"lt_ptr(&l, {n}, (const void *){name});"
    if t.kind == "record":
        return f"lt_bytes(&l, {n}, &{name}, sizeof {name});"
    raise ValueError(f"cannot log {t}")


def _log_out(t: CType, name: str) -> str | None:
    """A statement logging what the driver wrote through pointer ``name``, or None."""
    p = t.pointee
    if t.kind != "pointer" or p is None or p.const:
        return None
    n = c_string("*" + name)
    if p.kind == "sint":
        return f"lt_i64(&l, {n}, (long long)*{name});"
    if p.kind == "uint":
        return f"lt_hex(&l, {n}, (unsigned long long)*{name});"
    if p.kind in ("float", "double"):
        return f"lt_f64(&l, {n}, (double)*{name});"
    if p.kind in ("handle", "pointer", "fnptr"):
        return f"lt_ptr(&l, {n}, (const void *)*{name});"
    if p.kind == "record" and 0 < p.size <= 128:
        return f"lt_bytes(&l, {n}, {name}, sizeof *{name});"
    return None


def _wrapper(index: int, fn: Function) -> str:
    lines = [f"CUresult CUDAAPI {fn.name}({params_decl(fn)})", "{"]
    lines.append(f"    CUresult r = lt_enter({index});")
    lines.append("    if (r != CUDA_SUCCESS) return r;")
    lines.append(f"    r = (({fn_type(fn)})lt_real[{index}])({params_call(fn)});")
    lines.append("    lt_line l;")
    lines.append(f"    lt_begin(&l, {c_string(fn.name)});")
    for i, p in enumerate(fn.params):
        lines.append("    " + _log_in(p.ctype, pname(p, i)))
    lines.append("    lt_result(&l, r);")
    outs = [(p, pname(p, i)) for i, p in enumerate(fn.params)]
    out_stmts = [(n, _log_out(p.ctype, n)) for p, n in outs]
    out_stmts = [(n, s) for n, s in out_stmts if s]
    if out_stmts:
        lines.append("    if (r == CUDA_SUCCESS) {")
        for n, s in out_stmts:
            lines.append(f"        if ({n}) {s}")
        lines.append("    }")
    lines.append("    lt_end(&l);")
    lines.append("    return r;")
    lines.append("}")
    return "\n".join(lines)


def emit_trace(api: DriverApi) -> str:
    fns = [f for name, f in sorted(api.functions.items()) if name not in HAND_WRITTEN]
    out = [banner(api), '#include "trace.h"', ""]
    out.append(f"const int lt_function_count = {len(fns)};")
    out.append("const char *const lt_names[] = {")
    out += [f"    {c_string(f.name)}," for f in fns]
    out.append("};")
    out.append(f"void *lt_real[{len(fns)}];")
    out.append("")
    for i, f in enumerate(fns):
        out.append(_wrapper(i, f))
        out.append("")
    out.append("void *const lt_wrappers[] = {")
    out += [f"    (void *){f.name}," for f in fns]
    out.append("};")
    return "\n".join(out) + "\n\n" + emit_trampolines()


TRAMPOLINES = 512


def emit_trampolines() -> str:
    """Distinct functions that know their own index: one per wrapped export-table slot."""
    out = ["/* Export-table trampolines: six integer arguments in, one integer out (SysV). */"]
    args = ", ".join(f"uintptr_t a{i}" for i in range(6))
    call = ", ".join(f"a{i}" for i in range(6))
    for k in range(TRAMPOLINES):
        out.append(f"static uintptr_t lt_tramp_{k}({args}) {{ return lt_slot_call({k}, {call}); }}")
    out.append(f"const int lt_trampoline_count = {TRAMPOLINES};")
    out.append("void *const lt_trampolines[] = {")
    out += [f"    (void *)lt_tramp_{k}," for k in range(TRAMPOLINES)]
    out.append("};")
    return "\n".join(out) + "\n"
