"""The graph calls' wire (codegen/graph_wire.toml) written out for both ends.

`load` reads the description into `Call` records; `emit_wire_h` writes the structures both
ends share, `emit_client_h`/`emit_client_c` the shim's marshalling (``lc_gw_<call>``: begin,
route, send every request field, read every reply field, end), `emit_server_h`/`emit_server_c`
the server's handlers (``ls_hand_<call>``: read the request, refuse a malformed one, check
handles, counts and sizes, run the hand-written body ``ls_graph_<call>``, answer) and reply
writers (``ls_gw_reply_<call>``). What the fields mean stays with the hand-written bodies in
native/shim/graph.c and native/server/graph.c. Needs no CUDA headers.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from pathlib import Path

BANNER = (
    "/* GENERATED FILE - DO NOT EDIT.\n"
    " * Written by `python -m codegen` from codegen/graph_wire.toml. Edit that and regenerate."
    " */\n"
)

REQUEST_KINDS = ("out", "handle", "u64", "nodes", "edges", "struct", "bytes")
REPLY_KINDS = ("handle", "u64", "struct", "bytes")
MAX_NODES = "((uint64_t)1 << 24)"  # the shim's bound on a new node's dependencies


@dataclass(frozen=True)
class Field:
    """One request or reply field (graph_wire.toml's header says what each key means)."""

    name: str
    kind: str
    type: str = ""
    check: str = ""
    error: str = "CUDA_ERROR_INVALID_HANDLE"
    nonnull: bool = False
    required: bool = False
    max: str = ""
    len: str = ""
    edges: str = ""
    when: str = ""


@dataclass(frozen=True)
class Call:
    name: str
    doc: str
    ptsz: bool
    route: bool
    request: tuple[Field, ...]
    reply: tuple[Field, ...]


@dataclass(frozen=True)
class Wire:
    structs: dict[str, tuple[str, list[tuple[str, str]]]]  # name -> (doc, [(C type, field)])
    calls: tuple[Call, ...]


def load(path: Path) -> Wire:
    """Reads graph_wire.toml. Raises ``ValueError`` on an unknown kind or key, a reference to
    a field that does not exist, or a field without the type its kind needs."""
    data = tomllib.loads(path.read_text())
    structs = {
        name: (s.get("doc", ""), [(t, f) for t, f in s["fields"]])
        for name, s in data.get("structs", {}).items()
    }
    calls = []
    for name, c in data["calls"].items():
        extra = set(c) - {"doc", "ptsz", "route", "request", "reply"}
        if extra:
            raise ValueError(f"{name}: unknown keys {sorted(extra)}")
        req = tuple(Field(**f) for f in c.get("request", []))
        rep = tuple(Field(**f) for f in c.get("reply", []))
        call = Call(name, c.get("doc", ""), c.get("ptsz", False), c.get("route", False), req, rep)
        _validate(call)
        calls.append(call)
    return Wire(structs, tuple(calls))


def _validate(call: Call) -> None:
    names = {f.name: f for f in call.request}
    for f in call.request:
        if f.kind not in REQUEST_KINDS:
            raise ValueError(f"{call.name}.{f.name}: request kind {f.kind!r}")
        if f.kind in ("handle", "struct") and not f.type:
            raise ValueError(f"{call.name}.{f.name}: a {f.kind} needs a type")
        if f.kind in ("nodes", "edges") and names.get(f.len, Field("", "")).kind != "u64":
            raise ValueError(f"{call.name}.{f.name}: len must name a u64 field")
        if f.edges and names.get(f.edges, Field("", "")).kind != "edges":
            raise ValueError(f"{call.name}.{f.name}: edges must name an edges field")
    seen = [f.name for f in call.request]
    seen += [f.name + "_n" for f in call.request if f.kind == "bytes"]
    seen += [f.name + "_n" for f in call.reply if f.kind == "bytes"]
    seen += [f.name for f in call.reply if f.name not in names]
    if len(seen) != len(set(seen)):
        raise ValueError(f"{call.name}: two parameters would have one name")
    for f in call.reply:
        if f.kind not in REPLY_KINDS:
            raise ValueError(f"{call.name}.{f.name}: reply kind {f.kind!r}")
        if f.kind in ("handle", "struct") and not f.type:
            raise ValueError(f"{call.name}.{f.name}: a {f.kind} needs a type")
        if f.when and names.get(f.when, Field("", "")).kind != "out":
            raise ValueError(f"{call.name}.{f.name}: when must name an out field")
        if f.kind == "bytes" and bool(f.len) != bool(f.max):
            raise ValueError(f"{call.name}.{f.name}: a reply's bytes take len and max together")
        if f.name in names and not (f.kind == "handle" and names[f.name].kind == "out"):
            raise ValueError(f"{call.name}.{f.name}: a reply field shares a request's name")


# ---------------------------------------------------------------- shared


def _header(guard: str, head: str, body: list[str]) -> str:
    """A generated header: the banner, the include guard LUPINE_<guard>_H around `head` (its
    includes and opening comment) and the body's lines."""
    g = f"LUPINE_{guard}_H"
    return "\n".join([BANNER, f"#ifndef {g}", f"#define {g}", "", head, *body, "#endif"]) + "\n"


def emit_wire_h(wire: Wire) -> str:
    out = []
    for name, (doc, fields) in wire.structs.items():
        out.append(f"/* {doc} */")
        out.append("typedef struct {")
        out += [f"    {t} {f};" for t, f in fields]
        out.append(f"}} {name};\n")
    return _header("GRAPH_WIRE", "#include <stdint.h>\n", out)


def _comment(call: Call) -> str:
    req = ", ".join(f.name for f in call.request)
    rep = ", ".join(f.name for f in call.reply) or "nothing"
    doc = f" {call.doc}." if call.doc else ""
    return f"/* {call.name}: {req}. Reply: {rep}.{doc} */".replace("\n", " ")


# ---------------------------------------------------------------- shim


def _client_params(call: Call) -> list[str]:
    shared = {f.name: f for f in call.reply if f.kind == "handle"}
    ps = ["lc_call *c"]
    if call.ptsz:
        ps.append("int fn")
    if call.route:
        ps.append("int route")
    for f in call.request:
        if f.kind == "out":
            ps.append(f"{shared[f.name].type} *{f.name}" if f.name in shared else f"void *{f.name}")
        elif f.kind == "handle":
            ps.append(f"{f.type} {f.name}")
        elif f.kind == "u64":
            ps.append(f"uint64_t {f.name}")
        elif f.kind == "nodes":
            ps.append(f"const CUgraphNode *{f.name}")
        elif f.kind == "edges":
            ps.append(f"const CUgraphEdgeData *{f.name}")
        elif f.kind == "struct":
            ps.append(f"const {f.type} *{f.name}")
        else:
            ps += [f"const void *{f.name}", f"uint64_t {f.name}_n"]
    outs = {f.name for f in call.request if f.kind == "out"}
    for f in call.reply:
        if f.kind == "handle" and f.name not in outs:
            ps.append(f"{f.type} *{f.name}")
        elif f.kind == "u64":
            ps.append(f"uint64_t *{f.name}")
        elif f.kind == "struct":
            ps.append(f"{f.type} *{f.name}")
        elif f.kind == "bytes" and f.max:
            ps.append(f"void **{f.name}")
        elif f.kind == "bytes":
            ps += [f"void *{f.name}", f"uint64_t {f.name}_n"]
    return ps


def _client_proto(call: Call) -> str:
    return f"CUresult lc_gw_{call.name}({', '.join(_client_params(call))})"


def emit_client_h(wire: Wire) -> str:
    head = (
        '#include "client.h"\n#include "graph_wire.h"\n\n'
        "/* Each sends its call on c (lc_begin ... lc_end: c->srv is the server it went to) and\n"
        " * reads the reply into the pointers: handles made the shim's (lc_handles_out),\n"
        " * allocated runs (void **) the caller's to free on success, NULL on failure. */"
    )
    out = []
    for call in wire.calls:
        out += [_comment(call), _client_proto(call) + ";"]
    return _header("GRAPH_CLIENT_GEN", head, [*out, ""])


def _client_body(call: Call) -> list[str]:
    fn = "fn" if call.ptsz else f"LUPINE_FN_{call.name}"
    allocs = [f.name for f in call.reply if f.kind == "bytes" and f.max]
    b = [f"    *{a} = NULL;" for a in allocs]
    b += [f"    CUresult r = lc_begin(c, {fn});", "    if (r != CUDA_SUCCESS)", "        return r;"]
    if call.route:
        b.append("    lc_route(c, route);")
    for f in call.request:
        if f.kind == "nodes":
            b += [
                f"    if ({f.len} > {MAX_NODES}) {{",
                "        lc_end(c);",
                "        return CUDA_ERROR_INVALID_VALUE;",
                "    }",
            ]
    for f in call.request:
        b.append(
            {
                "out": f"    lc_out_req(c, {f.name}, 8);",
                "handle": f"    lc_handle(c, &{f.name});",
                "u64": f"    lc_scalar(c, &{f.name}, 8);",
                "nodes": f"    lc_handles_in(c, {f.name}, {f.len});",
                "edges": f"    lc_in(c, {f.name}, {f.len} * sizeof(CUgraphEdgeData));",
                "struct": f"    lc_in(c, {f.name}, sizeof *{f.name});",
                "bytes": f"    lc_in(c, {f.name}, {f.name}_n);",
            }[f.kind]
        )
    b.append("    r = lc_send(c);")
    tag = []
    for f in call.reply:
        if f.kind == "handle" and f.when:
            b.append(f"    if (r == CUDA_SUCCESS && {f.name} && lc_out(c, {f.name}, 8))")
            b.append("        r = lc_lost();")
            tag.append(f"        lc_handles_out(c, {f.name}, 1);")
        elif f.kind == "handle":
            b.append(f"    {f.type} {f.name}_v = NULL;")
            b.append(f"    if (r == CUDA_SUCCESS && lc_out(c, &{f.name}_v, 8))")
            b.append("        r = lc_lost();")
            tag.append(f"        lc_handles_out(c, &{f.name}_v, 1);")
            tag.append(f"        if ({f.name})\n            *{f.name} = {f.name}_v;")
        elif f.kind in ("u64", "struct"):
            size = "8" if f.kind == "u64" else f"sizeof *{f.name}"
            b.append(f"    if (r == CUDA_SUCCESS && lc_out(c, {f.name}, {size}))")
            b.append("        r = lc_lost();")
        elif f.max:
            b += [
                "    if (r == CUDA_SUCCESS) {",
                f"        uint64_t n = {f.len};",
                f"        if (n > {f.max})",
                "            r = lc_lost();",
                f"        else if (!(*{f.name} = malloc(n ? (size_t)n : 1)))",
                "            r = CUDA_ERROR_OUT_OF_MEMORY;",
                f"        else if (lc_out(c, *{f.name}, n))",
                "            r = lc_lost();",
                "    }",
            ]
        else:
            b.append(f"    if (r == CUDA_SUCCESS && lc_out(c, {f.name}, {f.name}_n))")
            b.append("        r = lc_lost();")
    b.append("    lc_end(c);")
    if tag:
        b += ["    if (r == CUDA_SUCCESS) {", *tag, "    }"]
    if allocs:
        b.append("    if (r != CUDA_SUCCESS) {")
        for a in allocs:
            b += [f"        free(*{a});", f"        *{a} = NULL;"]
        b.append("    }")
    b.append("    return r;")
    return b


def emit_client_c(wire: Wire) -> str:
    out = [BANNER, '#include "graph_client_gen.h"', "", "#include <stdlib.h>", ""]
    for call in wire.calls:
        out += [_comment(call), _client_proto(call), "{", *_client_body(call), "}", ""]
    return "\n".join(out)


# ---------------------------------------------------------------- server


def _server_struct(call: Call) -> list[str]:
    s = ["typedef struct {"]
    for f in call.request:
        if f.kind == "out":
            s.append(f"    int {f.name}; /* the handle was asked for */")
        elif f.kind == "handle":
            s.append(f"    {f.type} {f.name};")
        elif f.kind == "u64":
            s.append(f"    uint64_t {f.name};")
        elif f.kind == "struct":
            s += [f"    {f.type} {f.name};", f"    int has_{f.name};"]
        else:
            t = {"nodes": "CUgraphNode", "edges": "CUgraphEdgeData"}.get(f.kind, "void")
            s += [f"    const {t} *{f.name};", f"    uint64_t {f.name}_n;"]
    s.append(f"}} ls_gw_{call.name};")
    return s


def _body_proto(call: Call) -> str:
    return (
        f"CUresult ls_graph_{call.name}(struct ls_session *s, int fn, ls_gw_{call.name} *m, "
        "lp_buf *out)"
    )


def _reply_params(call: Call) -> list[str]:
    ps = ["lp_buf *out", f"const ls_gw_{call.name} *m"]
    for f in call.reply:
        if f.kind == "handle":
            ps.append(f"{f.type} {f.name}")
        elif f.kind == "u64":
            ps.append(f"uint64_t {f.name}")
        elif f.kind == "struct":
            ps.append(f"const {f.type} *{f.name}")
        else:
            ps += [f"const void *{f.name}", f"uint64_t {f.name}_n"]
    return ps


def _reply_proto(call: Call) -> str:
    return f"void ls_gw_reply_{call.name}({', '.join(_reply_params(call))})"


def emit_server_h(wire: Wire) -> str:
    head = (
        '#include "server.h"\n#include "graph_wire.h"\n\n'
        "/* Per call: the request as ls_hand_<call> (graph_server_gen.c) read and checked it,\n"
        " * the hand-written body it runs (native/server/graph.c; its result is the answer, out\n"
        " * the reply), and the reply's writer. */"
    )
    out = []
    for call in wire.calls:
        out.append(_comment(call))
        out += _server_struct(call)
        out.append(_body_proto(call) + ";")
        if call.reply:
            out.append(_reply_proto(call) + ";")
        out.append("")
    return _header("GRAPH_SERVER_GEN", head, out)


def _server_read(call: Call) -> list[str]:
    b = []
    for f in call.request:
        if f.kind in ("out", "handle", "u64"):
            b.append(f"    uint64_t {f.name}_v;")
        else:
            b.append(f"    const void *{f.name}_p;")
            b.append(f"    uint64_t {f.name}_n;")
    b += ["    if (ls_args_read(s, len, &a))", "        return LS_BAD;"]
    conds = []
    for f in call.request:
        if f.kind in ("out", "handle", "u64"):
            conds.append(f"lp_get_u64(&a.rd, &{f.name}_v)")
            if f.max:
                conds.append(f"{f.name}_v > {f.max}")
        else:
            conds.append(f"lp_get_bytes(&a.rd, &{f.name}_p, &{f.name}_n, LP_MAX_FRAME)")
            if f.kind == "struct":
                conds.append(f"({f.name}_p && {f.name}_n != sizeof m.{f.name})")
    conds.append("a.rd.left")
    b.append("    if (" + " ||\n        ".join(conds) + ")")
    b.append("        return ls_args_bad(&a);")
    for f in call.request:
        if f.kind == "out":
            b.append(f"    m.{f.name} = {f.name}_v != LP_NULL;")
        elif f.kind == "handle":
            b.append(f"    m.{f.name} = ({f.type})(uintptr_t){f.name}_v;")
        elif f.kind == "u64":
            b.append(f"    m.{f.name} = {f.name}_v;")
        elif f.kind == "struct":
            b += [
                f"    if ((m.has_{f.name} = {f.name}_p != NULL))",
                f"        memcpy(&m.{f.name}, {f.name}_p, sizeof m.{f.name});",
            ]
        else:
            b.append(f"    m.{f.name} = {f.name}_p;")
            b.append(f"    m.{f.name}_n = {f.name}_n;")
    return b


def _server_checks(call: Call) -> list[str]:
    b = ["    CUresult r = CUDA_SUCCESS;"]
    ordered = [f for f in call.request if f.kind == "nodes"]
    ordered += [f for f in call.request if f.kind != "nodes"]
    for f in ordered:
        if f.kind == "nodes":
            e = f"m.{f.edges}, m.{f.edges}_n" if f.edges else "NULL, 0"
            b.append(f"    r = deps_ok(s, m.{f.len}, m.{f.name}, m.{f.name}_n, {e});")
        elif f.kind == "out":
            b.append(f"    if (r == CUDA_SUCCESS && {f.name}_v != LP_NULL && {f.name}_v != 8)")
            b.append("        r = CUDA_ERROR_INVALID_VALUE; /* the out-request of a handle */")
        elif f.kind == "handle" and f.check:
            v = f"(uint64_t)(uintptr_t)m.{f.name}"
            bad = f"!ls_handle_ok(s, LS_H_{f.check}, {v})"
            if f.nonnull:
                bad = f"!m.{f.name} || {bad}"
            b.append(f"    if (r == CUDA_SUCCESS && ({bad}))")
            b.append(f"        r = {f.error};")
        elif f.kind == "struct" and f.required:
            b.append(f"    if (r == CUDA_SUCCESS && !m.has_{f.name})")
            b.append("        r = CUDA_ERROR_INVALID_VALUE;")
    return b


DEPS_OK = """/* The dependencies of a new node: their count, the node array and the edge data (each
 * a run the size the count says, or NULL), every node one the session holds. */
static CUresult deps_ok(ls_session *s, uint64_t count, const void *nodes, uint64_t nn,
                        const void *edges, uint64_t ne)
{
    if (count > LS_MAX_GENERIC_ARGS / 8 || (!nodes && count))
        return CUDA_ERROR_INVALID_VALUE;
    if (nodes && nn != count * 8)
        return CUDA_ERROR_INVALID_VALUE;
    if (edges && ne != count * sizeof(CUgraphEdgeData))
        return CUDA_ERROR_INVALID_VALUE;
    if (nodes && !ls_handle_array_ok(s, LS_H_CUgraphNode_st, nodes, nn))
        return CUDA_ERROR_INVALID_HANDLE;
    return CUDA_SUCCESS;
}
"""


def emit_server_c(wire: Wire) -> str:
    out = [BANNER, '#include "graph_server_gen.h"', ""]
    if any(f.kind == "nodes" for c in wire.calls for f in c.request):
        out.append(DEPS_OK)
    for call in wire.calls:
        out.append(_comment(call))
        out.append(f"int ls_hand_{call.name}(ls_session *s, int fn, uint64_t len, int reply)")
        out += ["{", "    ls_args a;", f"    ls_gw_{call.name} m;", "    memset(&m, 0, sizeof m);"]
        out += _server_read(call)
        out += _server_checks(call)
        out += [
            "    lp_buf out = {0};",
            "    if (r == CUDA_SUCCESS)",
            f"        r = ls_graph_{call.name}(s, fn, &m, &out);",
            "    return ls_args_answer(s, fn, r, reply, &a, &out);",
            "}",
            "",
        ]
        if call.reply:
            out += [_reply_proto(call), "{"]
            for f in call.reply:
                if f.kind == "handle":
                    if f.when:
                        out.append(f"    if (m->{f.when})")
                    out.append(("    " if f.when else "") + f"    lp_buf_bytes(out, &{f.name}, 8);")
                elif f.kind == "u64":
                    out.append(f"    lp_buf_bytes(out, &{f.name}, 8);")
                elif f.kind == "struct":
                    out.append(f"    lp_buf_bytes(out, {f.name}, sizeof *{f.name});")
                else:
                    out.append(f"    lp_buf_bytes(out, {f.name}, (size_t){f.name}_n);")
            if not any(f.when for f in call.reply):
                out.append("    (void)m;")
            out += ["}", ""]
    return "\n".join(out)


def emit_all(path: Path) -> dict[str, str]:
    """Every file written from graph_wire.toml, by repository-relative path."""
    wire = load(path)
    return {
        "native/generated/graph_wire.h": emit_wire_h(wire),
        "native/generated/graph_client_gen.h": emit_client_h(wire),
        "native/generated/graph_client_gen.c": emit_client_c(wire),
        "native/generated/graph_server_gen.h": emit_server_h(wire),
        "native/generated/graph_server_gen.c": emit_server_c(wire),
    }
