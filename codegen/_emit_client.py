"""Emit ``native/generated/client_gen.c``: every exported driver symbol of the shim.

- ``generic`` functions: the exported stub calls ``lc_fwd_<name>``, which marshals the
  arguments (``native/shim/client.h``), sends or defers the call and copies out-parameters back;
- ``client`` functions: the exported symbol is hand-written in ``native/shim``; those that
  send their call through the generic path ([client_forwards]) get ``lc_fwd_<name>``;
- ``unsupported`` functions: a stub that returns ``CUDA_ERROR_NOT_SUPPORTED``.

Also the table ``lc_symbols`` (wire id -> exported function) for ``cuGetProcAddress``.
"""

# ruff: noqa: E501  (lines of embedded C source are kept whole)

from __future__ import annotations

from ._classify import Arg, Plan, count_expr, wire_order
from ._cwriter import banner, c_string, params_call, params_decl
from ._model import DriverApi


def _nbytes(a: Arg) -> str:
    if a.len_param and a.len_deref:  # the count as the caller passed it in (_fwd)
        return f"lc_len_{a.len_param} * {a.elem}u"
    if a.len_param:
        return f"{count_expr(a, a.len_param)} * {a.elem}u"
    return f"(uint64_t){a.elem * a.count}u"


def _tagged(a: Arg) -> bool:
    """A driver object handle (``CUstream``, ``CUcontext``, ... or an array of them): tagged
    with its server on the client (``native/shim/client.h``). ``[handle_typedefs]`` values
    (``CUgraphConditionalHandle``) are kernel arguments too and travel untouched."""
    return bool(a.handle) and a.handle.endswith("_st") and (a.cls == "handle" or a.elem == 8)


def _count(a: Arg) -> str:
    """Elements of an in/out array argument."""
    if a.len_param and a.len_deref:
        return f"lc_len_{a.len_param}"
    if a.len_param:
        return count_expr(a, a.len_param)
    return f"(uint64_t){a.count}u"


def _resource_desc(a: Arg) -> bool:
    """A ``CUDA_RESOURCE_DESC`` (texture and surface objects): its array handle is tagged and
    its device pointer routed (``native/shim/route.c``)."""
    return a.ctype.spelling.removeprefix("const ").removesuffix(" *") == "CUDA_RESOURCE_DESC"


# Structures holding a CUmemLocation (its field): device ids in them are the client's numbers,
# translated to the server's and routing the call (native/shim/route.c, lc_in_locations).
_LOCATIONS = {
    "CUmemAllocationProp": "location",
    "CUmemPoolProps": "location",
    "CUmemAccessDesc": "location",
    "CUmemLocation": None,
}


def _location_struct(a: Arg) -> str | None:
    t = a.ctype.spelling.removeprefix("const ").removesuffix(" *")
    return t if t in _LOCATIONS else None


def _locations(a: Arg, direction: str) -> str:
    t = _location_struct(a)
    field = _LOCATIONS[t or ""]
    offset = f"offsetof({t}, {field})" if field else "0"
    count = f"(uint64_t)({a.len_param})" if a.len_param else "1"
    return f"lc_{direction}_locations(&c, {a.name}, {count}, sizeof({t}), {offset});"


def _put(a: Arg) -> str:
    n = a.name
    if a.cls == "in" and _location_struct(a) and not a.len_deref:
        return _locations(a, "in")
    if a.cls == "in" and _resource_desc(a) and not a.len_param:
        return f"lc_in_resource_desc(&c, {n});"
    if a.cls == "handle" and _tagged(a) and a.ctype.spelling == "CUstream":
        return f"lc_stream(&c, &{n});"
    if a.cls == "handle" and _tagged(a):
        return f"lc_handle(&c, &{n});"
    if a.cls == "scalar" and (a.ctype.spelling == "CUdeviceptr" or a.route):
        return f"lc_dptr(&c, &{n});"
    if a.cls in ("scalar", "handle"):
        return f"lc_scalar(&c, &{n}, sizeof {n});"
    if a.cls in ("in", "inout") and _tagged(a):
        return f"lc_handles_in(&c, {n}, {_count(a)});"
    if a.cls in ("in", "inout"):
        return f"lc_in(&c, {n}, {_nbytes(a)});"
    if a.cls == "out":
        return f"lc_out_req(&c, {n}, {_nbytes(a)});"
    if a.cls == "cstr":
        return f"lc_cstr(&c, {n});"
    if a.cls == "static_string":
        return f"lc_out_req(&c, {n}, 1);"
    raise ValueError(a.cls)


def _is_device(a: Arg) -> bool:
    """A CUdevice by value: translated for CUDA_VISIBLE_DEVICES (native/shim/devices.c)."""
    return a.cls == "scalar" and a.ctype.spelling == "CUdevice"


def _is_device_out(a: Arg) -> bool:
    return a.cls == "out" and a.ctype.spelling == "CUdevice *" and not a.len_param


def _get(a: Arg) -> str | None:
    n = a.name
    if _is_device_out(a):
        return (
            f"if ({n} && lc_out(&c, {n}, {_nbytes(a)})) r = lc_lost();\n"
            f"        else if ({n}) r = lc_dev_out(c.srv, {n});"
        )
    if a.cls == "out" and _location_struct(a) and not a.len_param:
        return (
            f"if ({n} && lc_out(&c, {n}, {_nbytes(a)})) r = lc_lost();\n"
            f"        else {_locations(a, 'out')}"
        )
    if a.cls == "out" and _resource_desc(a):
        return (
            f"if ({n} && lc_out(&c, {n}, {_nbytes(a)})) r = lc_lost();\n"
            f"        else lc_out_resource_desc(&c, {n});"
        )
    if a.cls in ("out", "inout") and _tagged(a):
        return (
            f"if ({n} && lc_out(&c, {n}, {_nbytes(a)})) r = lc_lost();\n"
            f"        else lc_handles_out(&c, {n}, {_count(a)});"
        )
    if a.cls == "out":
        return f"if ({n} && lc_out(&c, {n}, {_nbytes(a)})) r = lc_lost();"
    if a.cls == "inout":
        return f"if ({n} && lc_out(&c, {n}, {_nbytes(a)})) r = lc_lost();"
    if a.cls == "static_string":
        return f"if ({n} && lc_out_string(&c, {n})) r = lc_lost();"
    return None


def _range_hooks(plan: Plan) -> list[str]:
    rg = plan.ranges
    if not rg or rg.get("side", "both") not in ("both", "client"):
        return []
    if "add_in" in rg:
        return [
            f"    if (r == CUDA_SUCCESS) lc_range_add_on(c.srv, (uint64_t){rg['add_in']}, (uint64_t){rg['size']});"
        ]
    if "add" in rg:
        p = rg["add"]
        if rg.get("size_query"):  # the driver says how large (cuMemGetAddressRange)
            return [
                f"    if (r == CUDA_SUCCESS && {p}) lc_range_add_queried_on(c.srv, (uint64_t)*{p});"
            ]
        if "size" in rg:
            size = f"(uint64_t){rg['size']}"
        elif "size_out" in rg:
            # the caller may not ask for the size (the static runtime passes bytes = NULL)
            so = rg["size_out"]
            return [
                f"    if (r == CUDA_SUCCESS && {p} && {so}) lc_range_add_on(c.srv, (uint64_t)*{p}, (uint64_t)*{so});",
                f"    else if (r == CUDA_SUCCESS && {p}) lc_range_add_queried_on(c.srv, (uint64_t)*{p});",
            ]
        else:
            size = f"(uint64_t)*{rg['pitch']} * (uint64_t){rg['height']}"
        return [
            f"    if (r == CUDA_SUCCESS && {p}) lc_range_add_on(c.srv, (uint64_t)*{p}, {size});"
        ]
    return [f"    if (r == CUDA_SUCCESS) lc_range_remove_on(c.srv, (uint64_t){rg['remove']});"]


def cache_groups(plans: dict[str, Plan]) -> list[str]:
    """Every cache group named in annotations.toml [cache] and [uncache], sorted."""
    names = {p.cache for p in plans.values() if p.cache}
    for p in plans.values():
        names.update(p.uncache)
        if p.setting:
            names.add(p.setting["group"])
    return sorted(names)


def _cacheable(plan: Plan) -> bool:
    """A [cache] function whose only answers are fixed-size out-parameters."""
    outs = [a for a in plan.args if a.cls in ("out", "static_string")]
    return bool(plan.cache) and bool(outs) and all(a.cls == "out" for a in outs)


_SETTINGS = {
    None: "LC_NO_ATTRIBUTE",
    "cache_config": "LC_SET_CACHE_CONFIG",
    "shared_config": "LC_SET_SHARED_CONFIG",
}


def _object(plan: Plan, spec: dict) -> str:
    """The lc_cache_obj an answer is about, or a setting sets (annotations.toml [cache] and
    [uncache] tables: the kernel, function or module parameter, the device and attribute
    parameters, or the setting's name)."""
    params = {p.name for p in plan.fn.params}
    kinds = [k for k in ("kernel", "function", "module") if k in spec]
    names = [spec[k] for k in kinds] + [
        spec[k] for k in ("device", "attribute", "value") if k in spec
    ]
    if len(kinds) != 1 or not set(names) <= params or spec.get("setting") not in _SETTINGS:
        raise ValueError(f"annotations.toml: bad object of {plan.fn.name}: {spec}")
    attr = f"(int){spec['attribute']}" if "attribute" in spec else _SETTINGS[spec.get("setting")]
    dev = f"(int){spec['device']}" if "device" in spec else "0"
    handle = f"(uint64_t)(uintptr_t){spec[kinds[0]]}"
    return (
        f"    const lc_cache_obj lc_obj = {{LC_OBJ_{kinds[0].upper()}, {attr}, {handle}, {dev}}};"
    )


def _fwd(plan: Plan) -> str:
    fn = plan.fn
    lines = [f"CUresult lc_fwd_{fn.name}({params_decl(fn)})", "{"]
    devices = [a for a in plan.args if _is_device(a)]
    for p, (lo, hi) in plan.bounds.items():  # before any array it sizes is read
        low = f"(uint64_t){p} < {lo}u || " if lo > 0 else ""
        lines.append(f"    if ({low}(uint64_t){p} > {hi}u) return CUDA_ERROR_INVALID_VALUE;")
    if plan.client_check:  # [client_checks]: lc_fn names the exported function
        lines.append(f"    const int lc_fn = LUPINE_FN_{fn.name};")
        lines.append("    (void)lc_fn;")
        lines.append(f"    CUresult lc_checked = {plan.client_check};")
        lines.append("    if (lc_checked != CUDA_SUCCESS) return lc_checked;")
    lines.append("    lc_call c;")
    for name in sorted({a.len_param for a in plan.args if a.len_deref and a.len_param}):
        lines.append(f"    const uint64_t lc_len_{name} = {name} ? (uint64_t)*{name} : 0;")
    lines.append(f"    CUresult r = lc_begin(&c, LUPINE_FN_{fn.name});")
    lines.append("    if (r != CUDA_SUCCESS) return r;")
    cached = _cacheable(plan) and not plan.deferred
    spec = plan.cache_object if cached else plan.setting
    if spec:  # before lc_dev_in: a kernel's device in the client's numbering
        if plan.setting and (plan.setting["group"] != "attribute" or "value" not in spec):
            raise ValueError(f"annotations.toml: a setting of {fn.name} needs group attribute")
        lines.append(_object(plan, spec))
    # lc_cache_fetch_obj / lc_cache_store_obj: with what the answer is about
    obj, of = ("_obj", "&lc_obj, ") if spec else ("", "")
    for a in devices:  # the server's device number; routes the call to that server
        lines.append(
            f"    if ((r = lc_dev_in(&c, &{a.name})) != CUDA_SUCCESS) {{ lc_end(&c); return r; }}"
        )
    for a in wire_order(plan.args):
        lines.append("    " + _put(a))
    gets = [g for g in (_get(a) for a in plan.args) if g]
    if cached:
        outs = [a for a in plan.args if a.cls == "out"]
        lines.append(f"    void *lc_outp[{len(outs)}] = {{{', '.join(a.name for a in outs)}}};")
        lines.append(
            f"    uint64_t lc_outn[{len(outs)}] = {{{', '.join(_nbytes(a) for a in outs)}}};"
        )
        lines.append(
            f"    if (lc_cache_fetch{obj}(&c, LC_CACHE_{plan.cache}, {of}{len(outs)}, lc_outp, "
            "lc_outn)) {"
        )
        lines.append("        lc_end(&c);")
        lines.append("        return CUDA_SUCCESS;")
        lines.append("    }")
    if plan.setting:  # a value already in force is not sent again (attributes.c)
        value = f"(int){plan.setting['value']}"
        lines.append(f"    if (lc_attr_set_local(&c, &lc_obj, {value})) {{")
        lines.append("        lc_end(&c);")
        lines.append("        return CUDA_SUCCESS;")
        lines.append("    }")
    if plan.stream_idle is not None:
        lines.append("    uint64_t lc_before = lc_stream_seq();")
    if plan.deferred:
        lines.append("    r = lc_defer(&c);")
    else:
        lines.append("    r = lc_send(&c);")
        if gets:
            lines.append("    if (r == CUDA_SUCCESS) {")
            lines += [f"        {g}" for g in gets]
            lines.append("    }")
    if cached:
        lines.append(
            f"    if (r == CUDA_SUCCESS) lc_cache_store{obj}(&c, LC_CACHE_{plan.cache}, {of}"
            f"{len(outs)}, lc_outp, lc_outn);"
        )
    lines.append("    lc_end(&c);")
    for g in plan.uncache:
        lines.append(f"    if (r == CUDA_SUCCESS) lc_cache_drop(LC_CACHE_{g});")
    if plan.setting:
        value = f"(int){plan.setting['value']}"
        lines.append(f"    if (r == CUDA_SUCCESS) lc_attr_set_done(&c, &lc_obj, {value});")
    if plan.destroys and any(
        a.name == plan.destroys and a.handle == "CUstream_st" for a in plan.args
    ):
        lines.append(f"    if (r == CUDA_SUCCESS) lc_stream_forget({plan.destroys});")
    # "" names the default stream: legacy, or the thread's own for the _ptds/_ptsz variants
    implicit = "CU_STREAM_PER_THREAD" if fn.name.endswith(("_ptds", "_ptsz")) else "NULL"
    if plan.stream_work is not None:
        lines.append(
            f"    if (r == CUDA_SUCCESS) lc_stream_submit({plan.stream_work or implicit});"
        )
    if plan.stream_idle is not None:
        lines.append(
            f"    if (r == CUDA_SUCCESS) lc_stream_mark_idle({plan.stream_idle or implicit}, lc_before);"
        )
    lines += _range_hooks(plan)
    lines.append("    return r;")
    lines.append("}")
    return "\n".join(lines)


def _has_fwd(plan: Plan) -> bool:
    """Whether ``lc_fwd_<name>`` exists: never for a hand-written function the server does not
    run generically (``cuModuleLoad`` must not send a file name the server would open)."""
    if not plan.marshalable or plan.status == "unsupported":
        return False
    return plan.status == "generic" or plan.client_forwards


def emit_client(api: DriverApi, plans: dict[str, Plan]) -> str:
    out = [banner(api), '#include "client.h"', ""]
    decls, bodies = [], []
    for name, plan in plans.items():
        fn = plan.fn
        if _has_fwd(plan):
            decls.append(f"CUresult lc_fwd_{name}({params_decl(fn)});")
            bodies.append(_fwd(plan))
        if plan.status == "generic":
            bodies.append(
                f"CUresult CUDAAPI {name}({params_decl(fn)})\n{{\n"
                f"    lc_stats_call(LUPINE_FN_{name});\n"
                f"    return lc_fwd_{name}({params_call(fn)});\n}}"
            )
        elif plan.status == "unsupported":
            unused = "".join(f"    (void){p.name or f'a{i}'};\n" for i, p in enumerate(fn.params))
            bodies.append(
                f"/* not supported: {plan.reason.replace('*/', '* /')} */\n"
                f"CUresult CUDAAPI {name}({params_decl(fn)})\n{{\n{unused}"
                f"    lc_stats_call(LUPINE_FN_{name});\n"
                f"    return lc_unsupported(LUPINE_FN_{name});\n}}"
            )
    out += decls
    out.append("")
    out += [b + "\n" for b in bodies]
    out.append(
        "/* Why each function refused on purpose is refused (annotations [not_supported]). */"
    )
    out.append("const char *const lc_refusals[LUPINE_FN_COUNT] = {")
    out += [
        f"    {c_string(p.reason) if p.status == 'unsupported' and p.refused else 'NULL'},"
        for p in plans.values()
    ]
    out.append("};")
    out.append("")
    out.append("/* Wire id -> the function this library exports under that name. */")
    out.append("void *const lc_symbols[LUPINE_FN_COUNT] = {")
    out += [f"    (void *){name}," for name in plans]
    out.append("};")
    return "\n".join(out) + "\n"


def emit_client_h(api: DriverApi, plans: dict[str, Plan]) -> str:
    out = [banner(api), "#ifndef LUPINE_CLIENT_GEN_H", "#define LUPINE_CLIENT_GEN_H", ""]
    out.append("/* Client caches of answers (annotations.toml [cache], [uncache]). */")
    out.append("enum lc_cache_group {")
    out += [f"    LC_CACHE_{g}," for g in cache_groups(plans)]
    out.append("    LC_CACHE_COUNT")
    out.append("};")
    out.append("")
    out.append("/* Generic forwarding helpers the hand-written shim code may call. */")
    for name, plan in plans.items():
        if _has_fwd(plan):
            out.append(f"CUresult lc_fwd_{name}({params_decl(plan.fn)});")
    out.append("")
    out.append("#endif")
    return "\n".join(out) + "\n"


__all__ = ["c_string", "emit_client", "emit_client_h"]
