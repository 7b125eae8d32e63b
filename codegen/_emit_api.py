"""Emit ``native/generated/lupine_api.h`` and ``lupine_api.c``: the function table both ends
share (wire ids, names, proc-address versions) and the API hash checked at handshake."""

# ruff: noqa: E501  (lines of embedded C/Python source are kept whole)

from __future__ import annotations

import zlib

from ._classify import Plan
from ._cwriter import banner, c_string
from ._model import DriverApi


def api_hash(plans: dict[str, Plan]) -> int:
    """CRC-32 of every function's name, status and argument classes, in wire-id order: two
    builds agree on it exactly when they marshal every call the same way."""
    text = "\n".join(
        f"{n}:{p.status}:"
        + ",".join(
            f"{a.cls}/{a.elem}/{a.count}/{a.len_param}" + (f"-{a.len_minus}" if a.len_minus else "")
            for a in p.args
        )
        for n, p in plans.items()
    )
    return zlib.crc32(text.encode())


def emit_api_h(api: DriverApi, plans: dict[str, Plan]) -> str:
    out = [
        banner(api),
        "#ifndef LUPINE_API_H",
        "#define LUPINE_API_H",
        "",
        "#include <stdint.h>",
        "",
    ]
    out.append(f"#define LUPINE_FN_COUNT {len(plans)}")
    out.append(f"#define LUPINE_API_HASH 0x{api_hash(plans):08x}u")
    out.append(f"#define LUPINE_CUDA_VERSION {api.cuda_version}")
    out.append("")
    out.append("enum lupine_fn {")
    for i, name in enumerate(plans):
        out.append(f"    LUPINE_FN_{name} = {i},")
    out.append("};")
    out.append("")
    out.append("typedef struct {")
    out.append("    const char *base;   /* the name callers ask cuGetProcAddress for */")
    out.append("    int version;        /* CUDA version that introduced this ABI */")
    out.append("    int stream;         /* 0 legacy, 1 per-thread (_ptds/_ptsz) */")
    out.append("    int fn;             /* enum lupine_fn of the exported symbol */")
    out.append("} lupine_proc_version;")
    out.append("")
    out.append("extern const char *const lupine_fn_names[LUPINE_FN_COUNT];")
    out.append(
        "extern const unsigned char lupine_fn_status[LUPINE_FN_COUNT]; /* 0 unsupported, 1 generic, 2 hand-written client */"
    )
    out.append("extern const lupine_proc_version lupine_proc_versions[];")
    out.append("extern const int lupine_proc_version_count;")
    out.append("")
    out.append("#endif")
    return "\n".join(out) + "\n"


def emit_api_c(api: DriverApi, plans: dict[str, Plan]) -> str:
    code = {"unsupported": 0, "generic": 1, "client": 2}
    out = [banner(api), '#include "lupine_api.h"', ""]
    out.append("const char *const lupine_fn_names[LUPINE_FN_COUNT] = {")
    out += [f"    {c_string(n)}," for n in plans]
    out.append("};")
    out.append("")
    out.append("const unsigned char lupine_fn_status[LUPINE_FN_COUNT] = {")
    out += [f"    {code[p.status]}, /* {n} */" for n, p in plans.items()]
    out.append("};")
    out.append("")
    out.append("/* Sorted by base name, then stream variant, then version (cudaTypedefs.h). */")
    out.append("const lupine_proc_version lupine_proc_versions[] = {")
    for r in api.proc_versions:
        out.append(
            f"    {{{c_string(r.base)}, {r.version}, {1 if r.stream else 0}, LUPINE_FN_{r.symbol}}},"
        )
    out.append("};")
    out.append(f"const int lupine_proc_version_count = {len(api.proc_versions)};")
    return "\n".join(out) + "\n"
