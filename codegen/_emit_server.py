"""Emit ``native/generated/server_gen.c``: lupine-server's dispatch.

For each function the server runs generically, ``ls_do_<name>`` reads the arguments with a
bounded reader (any short or oversized field fails the frame), checks every handle against
the session's registry and every device pointer of a copy or memset against the session's
allocations, calls the real driver with server-side buffers for every pointer argument
(the server never dereferences a pointer value the client sent), then writes the
out-parameters into the reply and updates the registries (new handles, destroyed handles,
new or freed allocations).
"""

# ruff: noqa: E501  (lines of embedded C/Python source are kept whole)

from __future__ import annotations

import re

from ._classify import Arg, Plan, base_name, count_expr, wire_order
from ._cwriter import banner, c_string
from ._model import DriverApi

# Out-handles of these types belong to the input handle of the listed types: destroying the
# parent (cuModuleUnload, cuLibraryUnload, cuGraphDestroy, cuGraphDestroyNode) forgets them
# too. A graph node belongs to its graph; a graph handed out for a node (a child graph node's
# graph, a conditional node's body) belongs to that node; a conditional handle to its graph; the
# context of a green context (cuCtxFromGreenCtx) to that green context (cuGreenCtxDestroy).
CHILD_OF = {
    "CUctx_st": ("CUgreenCtx_st",),
    "CUfunc_st": ("CUmod_st", "CUlib_st"),
    "CUkern_st": ("CUlib_st",),
    "CUgraphNode_st": ("CUgraph_st",),
    "CUgraph_st": ("CUgraphNode_st",),
    "CUgraphConditionalHandle": ("CUgraph_st",),
}
# Out-handles of these types with no parent among the inputs share the parent of an input
# handle of the same type (cuGraphNodeGetDependencies: the nodes of hNode's graph).
SIBLING_OF = ("CUgraphNode_st",)


def served_generically(p: Plan) -> bool:
    """Generic functions, and hand-written client functions that forward through their
    generated helper ([client_forwards]); never one that could carry a client host pointer
    as a device address (cuMemcpy: the shim routes it by address range)."""
    return p.marshalable and not p.server_hand and (p.status == "generic" or p.client_forwards)


def handle_types(plans: dict[str, Plan]) -> list[str]:
    names: set[str] = set()
    for p in plans.values():
        for a in p.args:
            if a.handle:
                names.add(a.handle)
    return sorted(names)


def _err_for(handle: str) -> str:
    # a green context is a context to the driver API (cuGreenCtxDestroy: INVALID_CONTEXT)
    if handle in ("CUctx_st", "CUgreenCtx_st"):
        return "CUDA_ERROR_INVALID_CONTEXT"
    return "CUDA_ERROR_INVALID_HANDLE"


def _is_devptr(a: Arg) -> bool:
    return a.cls == "scalar" and "CUdeviceptr" in a.ctype.spelling


def _range_check(base: str, plan: Plan, ptr: str) -> str:
    """The server's check of a device range a copy or memset names: its whole extent (start,
    length, element width, 2D pitch), overflow-checked in registry.c, against the session's
    allocations, before the driver sees it."""
    names = {x.name for x in plan.args}
    m = re.fullmatch(r"cuMemset(D2D|D)(8|16|32)(Async)?(_v2)?", base)
    # 2D: (dstDevice, dstPitch, value, Width, Height), Width elements a row
    if m and m.group(1) == "D2D":
        return (
            f"ls_dev2d_ok(s, (uint64_t){ptr}, (uint64_t)dstPitch, (uint64_t)Width, "
            f"{int(m.group(2)) // 8}u, (uint64_t)Height)"
        )
    if m:  # (dstDevice, value, N): N elements
        return f"ls_devrange_ok(s, (uint64_t){ptr}, (uint64_t)N, {int(m.group(2)) // 8}u)"
    if "ByteCount" in names:
        return f"ls_devptr_ok(s, (uint64_t){ptr}, (uint64_t)ByteCount)"
    raise ValueError(f"{plan.fn.name}: no extent known for the device pointer {ptr}")


def _count(a: Arg) -> str:
    """The element count of an array argument, as the server has it."""
    if a.len_deref:
        return f"ls_u64_at({a.len_param}_p, {a.len_param}_n)"
    return count_expr(a, a.len_param)


def _expect(a: Arg) -> str:
    if a.len_param:
        return f"{_count(a)} * {a.elem}u"
    return f"(uint64_t){a.elem * a.count}u"


def _do(plan: Plan) -> str:
    fn = plan.fn
    name = fn.name
    b = base_name(name)
    L = [f"static CUresult ls_do_{name}(ls_session *s, lp_reader *rd, lp_buf *out)", "{"]
    args = ", ".join(a.ctype.spelling for a in plan.args) or "void"
    L.append(f"    typedef CUresult (CUDAAPI *fn_t)({args});")
    L.append(f"    fn_t real = (fn_t)s->real[LUPINE_FN_{name}];")
    L.append("    (void)out;")
    # 1. read every field
    for a in wire_order(plan.args):
        n = a.name
        if a.cls in ("scalar", "handle"):
            L.append(f"    {a.ctype.spelling} {n};")
            L.append(f"    if (ls_scalar(rd, &{n}, sizeof {n})) return LS_BAD_FRAME;")
        elif a.cls in ("in", "inout", "cstr"):
            L.append(f"    const void *{n}_p; uint64_t {n}_n;")
            L.append(
                f"    if (lp_get_bytes(rd, &{n}_p, &{n}_n, LP_MAX_FRAME)) return LS_BAD_FRAME;"
            )
        else:  # out, static_string
            L.append(f"    uint64_t {n}_n;")
            L.append(f"    if (ls_out_req(rd, &{n}_n)) return LS_BAD_FRAME;")
    L.append("    if (rd->left) return LS_BAD_FRAME;")
    L.append("    if (!real) return CUDA_ERROR_NOT_SUPPORTED;")
    # 2. validate
    for p, (lo, hi) in plan.bounds.items():
        low = f"(uint64_t){p} < {lo}u || " if lo > 0 else ""
        L.append(f"    if ({low}(uint64_t){p} > {hi}u) return CUDA_ERROR_INVALID_VALUE;")
    for a in plan.args:
        n = a.name
        if a.cls == "handle":
            L.append(
                f"    if (!ls_handle_ok(s, LS_H_{a.handle}, (uint64_t)(uintptr_t){n})) return {_err_for(a.handle)};"
            )
        elif _is_devptr(a) and (b.startswith("cuMemcpy") or b.startswith("cuMemset")):
            L.append(f"    if (!{_range_check(b, plan, n)}) return CUDA_ERROR_INVALID_VALUE;")
        elif a.cls in ("in", "inout"):
            if a.len_param:
                L.append(
                    f"    if ({n}_p && {_count(a)} > LS_MAX_GENERIC_ARGS / {a.elem}u) return CUDA_ERROR_INVALID_VALUE;"
                )
            if a.cls == "in" and a.len_param and not a.len_deref and not a.optional:
                L.append(f"    if (!{n}_p && {_count(a)} != 0) return CUDA_ERROR_INVALID_VALUE;")
            L.append(f"    if ({n}_p && {n}_n != {_expect(a)}) return CUDA_ERROR_INVALID_VALUE;")
            if a.handle and a.cls == "in":
                # every handle of an array must be one the driver gave this session (none NULL)
                L.append(
                    f"    if ({n}_p && !ls_handle_array_ok(s, LS_H_{a.handle}, {n}_p, {n}_n)) return {_err_for(a.handle)};"
                )
            if a.check:
                # the hand-written check may also clear fields (host pointers) in place
                L.append(
                    f"    if ({n}_p) {{ CUresult cr = {a.check}(s, (void *)(uintptr_t){n}_p, {n}_n); if (cr != CUDA_SUCCESS) return cr; }}"
                )
        elif a.cls == "cstr":
            L.append(
                f"    if ({n}_p && ({n}_n == 0 || ((const char *){n}_p)[{n}_n - 1] != 0)) return CUDA_ERROR_INVALID_VALUE;"
            )
        elif a.cls == "out":
            if a.len_param:
                L.append(
                    f"    if ({n}_n != LP_NULL && {_count(a)} > LS_MAX_GENERIC_ARGS / {a.elem}u) return CUDA_ERROR_INVALID_VALUE;"
                )
            L.append(
                f"    if ({n}_n != LP_NULL && {n}_n != {_expect(a)}) return CUDA_ERROR_INVALID_VALUE;"
            )
            L.append(
                f"    if ({n}_n != LP_NULL && {n}_n > LS_MAX_GENERIC_ARGS) return CUDA_ERROR_INVALID_VALUE;"
            )
    # 3. buffers for out-parameters
    frees: list[str] = []
    for a in plan.args:
        n = a.name
        if a.cls == "out":
            L.append(f"    void *{n}_buf = NULL;")
            L.append(f"    if ({n}_n != LP_NULL && !({n}_buf = ls_zalloc({n}_n))) {{")
            L += [f"        free({f});" for f in frees]
            L.append("        return CUDA_ERROR_OUT_OF_MEMORY;")
            L.append("    }")
            frees.append(f"{n}_buf")
        elif a.cls == "inout":
            L.append(f"    void *{n}_buf = NULL;")
            L.append(f"    if ({n}_p && !({n}_buf = ls_zalloc({n}_n))) {{")
            L += [f"        free({f});" for f in frees]
            L.append("        return CUDA_ERROR_OUT_OF_MEMORY;")
            L.append("    }")
            L.append(f"    if ({n}_buf) memcpy({n}_buf, {n}_p, (size_t){n}_n);")
            frees.append(f"{n}_buf")
        elif a.cls == "static_string":
            L.append(f"    const char *{n}_str = NULL;")
    if plan.checks:
        # a hand-written check of what the types cannot say (a device range inside a struct)
        L.append(f"    CUresult checked = {plan.checks};")
        L.append("    if (checked != CUDA_SUCCESS) {")
        L += [f"        free({f});" for f in frees]
        L.append("        return checked;")
        L.append("    }")
    # 4. call
    call_args = []
    for a in plan.args:
        n = a.name
        if a.cls in ("scalar", "handle"):
            call_args.append(n)
        elif a.cls in ("in", "cstr"):
            call_args.append(f"({a.ctype.spelling}){n}_p")
        elif a.cls in ("out", "inout"):
            call_args.append(f"({a.ctype.spelling}){n}_buf")
        else:
            call_args.append(f"{n}_n == LP_NULL ? NULL : &{n}_str")
    ch = plan.charge
    if "size" in ch:  # [charges]: refused beyond the session's limit, before the driver sees it
        size = f"(uint64_t)({ch['size']})"
        L.append(
            f"    if (ls_mem_charge(s, LUPINE_FN_{name}, {size})) return CUDA_ERROR_OUT_OF_MEMORY;"
        )
    L.append(f"    CUresult r = real({', '.join(call_args)});")
    if "size" in ch:
        L.append(f"    if (r != CUDA_SUCCESS) ls_mem_refund(s, {size});")
    # 5. reply and registries
    L.append("    if (r == CUDA_SUCCESS) {")
    in_handles = [a for a in plan.args if a.cls == "handle"]
    for a in plan.args:
        n = a.name
        if a.cls == "inout":
            L.append(f"        if ({n}_buf) lp_buf_bytes(out, {n}_buf, (size_t){n}_n);")
        if a.cls == "out":
            L.append(f"        if ({n}_buf) lp_buf_bytes(out, {n}_buf, (size_t){n}_n);")
            if a.handle:
                parent = next(
                    (x.name for x in in_handles if x.handle in CHILD_OF.get(a.handle, ())), None
                )
                sibling = next(
                    (x.name for x in in_handles if a.handle in SIBLING_OF and x.handle == a.handle),
                    None,
                )
                pv = f"(uint64_t)(uintptr_t){parent}" if parent else "0"
                if not parent and sibling:
                    pv = f"ls_handle_parent(s, LS_H_{a.handle}, (uint64_t)(uintptr_t){sibling})"
                L.append(
                    f"        if ({n}_buf) ls_handles_add(s, LS_H_{a.handle}, {n}_buf, (size_t){n}_n, {pv});"
                )
        elif a.cls == "static_string":
            L.append(f"        if ({n}_n != LP_NULL) ls_reply_string(out, {n}_str);")
    if plan.destroys:
        d = next(a for a in plan.args if a.name == plan.destroys)
        L.append(f"        ls_handle_del(s, LS_H_{d.handle}, (uint64_t)(uintptr_t){d.name});")
    rg = plan.ranges if plan.ranges.get("side", "both") in ("both", "server") else {}
    if "add_in" in rg:
        L.append(f"        ls_range_add(s, (uint64_t){rg['add_in']}, (uint64_t){rg['size']});")
    elif "add" in rg and rg.get("size_query"):
        p = rg["add"]
        L.append(f"        if ({p}_buf) ls_range_add_queried(s, *(uint64_t *){p}_buf);")
    elif "add" in rg:
        p = rg["add"]
        if "size_out" in rg:  # no size asked for: the driver says how large
            so = rg["size_out"]
            L.append(
                f"        if ({p}_buf && {so}_buf) ls_range_add(s, *(uint64_t *){p}_buf, (uint64_t)*(size_t *){so}_buf);"
            )
            L.append(f"        else if ({p}_buf) ls_range_add_queried(s, *(uint64_t *){p}_buf);")
        else:
            if "size" in rg:
                size = f"(uint64_t){rg['size']}"
            else:
                size = f"(uint64_t)*(size_t *){rg['pitch']}_buf * (uint64_t){rg['height']}"
            L.append(f"        if ({p}_buf) ls_range_add(s, *(uint64_t *){p}_buf, {size});")
    elif "remove" in rg:
        L.append(f"        ls_range_remove(s, (uint64_t){rg['remove']});")
    if "size" in ch:
        kept = "ls_vmm_charge" if ch.get("vmm") else "ls_range_charge"
        key = ch["key"]
        L.append(
            f"        if ({key}_buf) {kept}(s, *(uint64_t *){key}_buf, (uint64_t)({ch['size']}));"
        )
    if "release" in ch:
        L.append(f"        ls_vmm_release(s, (uint64_t){ch['release']});")
    if plan.after:
        L.append(f"        {plan.after};")
    L.append("    }")
    if plan.changes_context:
        L.append("    ls_refresh_context(s);")
    for f in frees:
        L.append(f"    free({f});")
    L.append("    return r;")
    L.append("}")
    return "\n".join(L)


def emit_server(api: DriverApi, plans: dict[str, Plan]) -> str:
    types = handle_types(plans)
    out = [banner(api), '#include "server.h"', ""]
    served = {n: p for n, p in plans.items() if served_generically(p)}
    for p in served.values():
        out.append(_do(p))
        out.append("")
    out.append("const ls_generic_fn ls_generic[LUPINE_FN_COUNT] = {")
    for n in plans:
        out.append(f"    {'ls_do_' + n if n in served else 'NULL'},")
    out.append("};")
    out.append("")
    out.append("const ls_hand_fn ls_hand[LUPINE_FN_COUNT] = {")
    for n, p in plans.items():
        out.append(f"    {'ls_hand_' + base_name(n) if p.server_hand else 'NULL'},")
    out.append("};")
    out.append("")
    out.append("const unsigned char ls_sync[LUPINE_FN_COUNT] = {")
    out += [f"    {1 if p.sync else 0}, /* {n} */" for n, p in plans.items()]
    out.append("};")
    out.append("")
    out.append("/* [blocking]: run on a waiter thread when answered (native/server/session.c). */")
    out.append("const unsigned char ls_blocking[LUPINE_FN_COUNT] = {")
    out += [f"    {1 if p.blocking else 0}, /* {n} */" for n, p in plans.items()]
    out.append("};")
    out.append("")
    out.append("const char *const ls_handle_type_names[LS_H_COUNT] = {")
    out += [f"    {c_string(t)}," for t in types]
    out.append("};")
    return "\n".join(out) + "\n"


def emit_server_h(api: DriverApi, plans: dict[str, Plan]) -> str:
    types = handle_types(plans)
    out = [banner(api), "#ifndef LUPINE_SERVER_GEN_H", "#define LUPINE_SERVER_GEN_H", ""]
    out.append("/* Opaque handle types the protocol carries; the registry keys on them. */")
    out.append("enum ls_handle_type {")
    for i, t in enumerate(types):
        out.append(f"    LS_H_{t} = {i},")
    out.append(f"    LS_H_COUNT = {len(types)}")
    out.append("};")
    out.append("")
    hands = sorted({base_name(n) for n, p in plans.items() if p.server_hand})
    out.append("/* Hand-written server handlers (native/server/fastpath.c, graph.c). */")
    for h in hands:
        out.append(f"int ls_hand_{h}(struct ls_session *s, int fn, uint64_t len, int reply);")
    out.append("")
    out.append("#endif")
    return "\n".join(out) + "\n"
