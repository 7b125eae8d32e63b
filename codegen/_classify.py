"""Decide, for every driver function, how LUPINE carries it: the marshalling plan.

Inputs: the parsed API (`_parse`) and ``annotations.toml``. Output: one `Plan` per exported
function, which every emitter reads. A plan's ``status`` is

- ``generic``: the generated client stub forwards it and the generated server dispatch runs it;
- ``client``: hand-written in ``native/shim`` (a generated ``lc_fwd_<name>`` helper may exist);
- ``unsupported``: the stub returns ``CUDA_ERROR_NOT_SUPPORTED``; ``reason`` says why.
"""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass, field
from pathlib import Path

from ._model import CType, DriverApi, Function

ANNOTATIONS = Path(__file__).with_name("annotations.toml")
_VARIANT = re.compile(r"_(ptds|ptsz)$")


def base_name(name: str) -> str:
    """``cuMemcpyHtoD_v2_ptds`` -> ``cuMemcpyHtoD_v2``: annotations name the legacy form."""
    return _VARIANT.sub("", name)


@dataclass
class Arg:
    """How one parameter travels.

    ``cls``: ``scalar`` | ``handle`` | ``in`` | ``out`` | ``inout`` | ``cstr`` |
    ``static_string``. For ``in``/``out``/``inout``: ``elem`` bytes per element and either
    ``count`` (a fixed number of elements) or ``len_param`` (the parameter holding the element
    count; with ``len_deref``, the value that parameter points to, as the caller passed it:
    ``len = "*numNodes"``; with ``len_minus`` k, that count less k, never below 0:
    ``len = "tensorRank - 1"``). ``inout`` travels in as a byte run and back in the reply.
    ``handle``: the opaque struct's name for handles and for pointers to handles (or a
    ``[handle_typedefs]`` name: a 64-bit value the server registers like a handle).
    """

    index: int
    name: str
    ctype: CType
    cls: str
    elem: int = 0
    count: int = 1
    len_param: str | None = None
    len_deref: bool = False
    len_minus: int = 0
    handle: str | None = None
    check: str | None = None  # server-side validation function for an "in" struct
    optional: bool = False  # an "in" array that may be NULL whatever its count
    route: bool = False  # a device address typed as a host pointer: routes the call by range


_LEN = re.compile(r"(\*)?(\w+)(?:\s*-\s*(\d+))?")


def count_expr(a: Arg, value: str) -> str:
    """The element count of an array argument as a C expression of type uint64_t, given the
    C expression `value` of its length parameter (as the caller passed it)."""
    v = f"(uint64_t)({value})"
    if a.len_minus:
        return f"({v} > {a.len_minus}u ? {v} - {a.len_minus}u : 0u)"
    return v


@dataclass
class Plan:
    fn: Function
    status: str
    reason: str = ""
    args: list[Arg] = field(default_factory=list)
    marshalable: bool = False
    deferred: bool = False
    sync: bool = False
    blocking: bool = False
    server_hand: bool = False
    client_file: str | None = None
    client_forwards: bool = False
    destroys: str | None = None
    changes_context: bool = False
    ranges: dict[str, str] = field(default_factory=dict)
    charge: dict = field(default_factory=dict)  # [charges]: device memory it allocates or frees
    checks: str | None = None
    after: str | None = None
    cache: str | None = None
    refused: bool = False  # in [not_supported]: refused on purpose, reason printed
    stream_work: str | None = None  # enqueues device work on this stream parameter ("" legacy)
    stream_idle: str | None = None  # its success means this stream is idle ("" legacy)
    uncache: list[str] = field(default_factory=list)
    # [cache] and [uncache] tables: what the answer is about, or what a setting sets (the
    # parameters naming the kernel, function or module, device, attribute, value)
    cache_object: dict = field(default_factory=dict)
    setting: dict = field(default_factory=dict)
    # [bounds]: scalar parameters refused with CUDA_ERROR_INVALID_VALUE outside [lo, hi], by
    # the client before it reads any array they size, and by the server
    bounds: dict[str, tuple[int, int]] = field(default_factory=dict)
    client_check: str | None = None  # [client_checks]: a C expression run before marshalling


def _handle_name(t: CType) -> str:
    # "struct CUctx_st *" -> "CUctx_st"
    return t.canonical.replace("struct", "").replace("*", "").replace("const", "").strip()


def _typedef_name(t: CType) -> str:
    return t.spelling.replace("const", "").strip()


def _pointee_typedef(t: CType) -> str:
    """The typedef a pointer points to as written (``CUgraphConditionalHandle *``): the
    parsed pointee is canonical (``unsigned long``)."""
    return t.spelling.replace("const", "").rstrip().removesuffix("*").strip()


def _classify_arg(
    fn: Function, i: int, notes: dict[str, dict], typedef_handles: frozenset[str] = frozenset()
) -> Arg | str:
    p = fn.params[i]
    p = type(p)(p.name or f"a{i}", p.ctype)
    t = p.ctype
    note = notes.get(f"{base_name(fn.name)}.{p.name}")
    if t.kind in ("sint", "uint", "float", "double"):
        if _typedef_name(t) in typedef_handles:
            return Arg(i, p.name, t, "handle", handle=_typedef_name(t))
        return Arg(i, p.name, t, "scalar")
    if t.kind == "handle":
        return Arg(i, p.name, t, "handle", handle=_handle_name(t))
    if t.kind == "fnptr":
        return f"{p.name}: a host callback cannot cross the network"
    if t.kind == "record":
        return f"{p.name}: struct by value" if t.has_pointers else Arg(i, p.name, t, "scalar")
    assert t.kind == "pointer" and t.pointee is not None
    pt = t.pointee
    if note:
        if note.get("static_string"):
            return Arg(i, p.name, t, "static_string")
        if note.get("cstr"):
            return Arg(i, p.name, t, "cstr")
        if note.get("value"):  # a device address typed as a host pointer: sent by value
            return Arg(i, p.name, t, "scalar", route=bool(note.get("route")))
        elem = max(pt.size, 1) if pt.kind != "void" else 1
        arg = Arg(
            i,
            p.name,
            t,
            note["dir"],
            elem=elem,
            check=note.get("check"),
            optional=bool(note.get("optional")),
        )
        if pt.kind == "handle":
            arg.handle = _handle_name(pt)
        elif _pointee_typedef(t) in typedef_handles:
            arg.handle = _pointee_typedef(t)
        if "len" in note:
            m = _LEN.fullmatch(note["len"].strip())
            if not m or m.group(2) not in [q.name for q in fn.params]:
                return f"{p.name}: annotation names unknown length parameter {note['len']}"
            if m.group(1) and m.group(3):
                return f"{p.name}: a length '*n - k' is not supported ({note['len']})"
            arg.len_param = m.group(2)
            arg.len_deref = bool(m.group(1))
            arg.len_minus = int(m.group(3) or 0)
        elif note.get("size") == "struct":  # the whole pointed-to struct, pointers and all
            arg.elem, arg.count = 1, pt.size
        elif "size" in note:
            arg.elem, arg.count = 1, int(note["size"])
        return arg
    if pt.canonical in ("const char",):
        return Arg(i, p.name, t, "cstr")
    if pt.kind == "void" or pt.canonical in ("char", "signed char", "unsigned char"):
        return f"{p.name}: {t.spelling} has no known length (annotate it)"
    if pt.kind == "pointer":
        return f"{p.name}: pointer to pointer ({t.spelling})"
    if pt.kind == "record" and (pt.has_pointers or pt.size <= 0):
        return f"{p.name}: {t.spelling} holds pointers"
    if pt.kind in ("sint", "uint", "float", "double", "handle", "record"):
        arg = Arg(i, p.name, t, "in" if pt.const else "out", elem=pt.size)
        if pt.kind == "handle":
            arg.handle = _handle_name(pt)
        elif _pointee_typedef(t) in typedef_handles:
            arg.handle = _pointee_typedef(t)
        return arg
    return f"{p.name}: unclassified {t.spelling}"


def wire_order(args: list[Arg]) -> list[Arg]:
    """The order arguments travel in: every fixed-size field first, then the variable byte
    runs (inputs and strings), so a server can stream a large input after reading the rest."""
    return [a for a in args if a.cls not in ("in", "inout", "cstr")] + [
        a for a in args if a.cls in ("in", "inout", "cstr")
    ]


def _version(v: int) -> str:
    """A CUDA version number as CUDA writes it: 3020 -> 3.2, 12050 -> 12.5."""
    return f"{v // 1000}.{v % 1000 // 10}"


def superseded_reason(api: DriverApi, name: str) -> tuple[str, str]:
    """Why an older ABI of a name is refused, from cudaTypedefs.h: the version that introduced
    the next ABI and the symbol cuGetProcAddress gives for it; and the symbol cuda.h declares
    the name as (whether LUPINE carries it is added once every plan is known)."""
    own = [r for r in api.proc_versions if r.symbol == name and not r.stream]
    if not own:
        raise ValueError(f"annotations.toml: {name} is marked superseded but has no PFN typedef")
    base, version = own[0].base, max(r.version for r in own)
    newer = sorted(
        (r for r in api.proc_versions if r.base == base and not r.stream and r.version > version),
        key=lambda r: r.version,
    )
    if not newer:
        raise ValueError(f"annotations.toml: {name} is marked superseded but is {base}'s newest")
    nxt = newer[0]
    return (
        f"an older ABI of {base} (CUDA {_version(version)}): cuGetProcAddress gives callers of "
        f"CUDA {_version(nxt.version)} and later {nxt.symbol}, and cuda.h declares {base} as "
        f"{newer[-1].symbol}",
        newer[-1].symbol,
    )


def refusals(api: DriverApi, notes: dict) -> dict[str, tuple[str, str | None]]:
    """Every refused function's reason (and, for a superseded ABI, the symbol that replaced it):
    [not_supported] entries and [[refused]] groups."""
    out: dict[str, tuple[str, str | None]] = {
        n: (r, None) for n, r in notes.get("not_supported", {}).items()
    }
    for group in notes.get("refused", []):
        for name in group["functions"]:
            if name in out:
                raise ValueError(f"annotations.toml refuses {name} twice")
            out[name] = (
                superseded_reason(api, name) if group.get("superseded") else (group["reason"], None)
            )
    return out


def load_annotations(path: Path = ANNOTATIONS) -> dict:
    with path.open("rb") as f:
        return tomllib.load(f)


def classify(api: DriverApi, notes: dict | None = None) -> dict[str, Plan]:
    """A `Plan` for every function of ``api``, keyed by exported name."""
    notes = notes if notes is not None else load_annotations()
    forward = set(notes["forward"]["functions"])
    deferred = set(notes["deferred"]["functions"])
    sync = set(notes["sync"]["functions"])
    blocking = set(notes["blocking"]["functions"])
    client = notes["client"]
    server = set(notes["server"]["functions"])
    pointers = notes["pointers"]
    refused = refusals(api, notes)
    destroys = notes["destroys"]
    changes = set(notes["changes_context"]["functions"])
    ranges = notes["ranges"]
    charges = notes.get("charges", {})
    client_forwards = set(notes["client_forwards"]["functions"])
    checks = notes.get("checks", {})
    client_checks = notes.get("client_checks", {})
    after = notes.get("after", {})
    typedef_handles = frozenset(notes.get("handle_typedefs", {}).get("names", []))
    cache = notes.get("cache", {})
    stream_work = notes.get("stream_work", {})
    stream_idle = notes.get("stream_idle", {})
    uncache = notes.get("uncache", {})
    bounds: dict[str, dict[str, tuple[int, int]]] = {}
    for key, (lo, hi) in notes.get("bounds", {}).items():
        fname, _, param = key.partition(".")
        bounds.setdefault(fname, {})[param] = (int(lo), int(hi))
    known = {base_name(n) for n in api.functions}
    for section in (
        forward,
        deferred,
        sync,
        blocking,
        server,
        set(client),
        set(refused),
        set(destroys),
        client_forwards,
        set(checks),
        set(client_checks),
        set(after),
        set(cache),
        set(uncache),
        set(stream_work),
        set(stream_idle),
        set(bounds),
        set(charges),
    ):
        unknown = section - known
        if unknown:
            raise ValueError(f"annotations.toml names functions cuda.h lacks: {sorted(unknown)}")

    plans: dict[str, Plan] = {}
    superseded: dict[str, str] = {}
    for name, fn in sorted(api.functions.items()):
        b = base_name(name)
        plan = Plan(fn, "unsupported")
        args: list[Arg] = []
        why = ""
        for i in range(len(fn.params)):
            a = _classify_arg(fn, i, pointers, typedef_handles)
            if isinstance(a, str):
                why = why or a
            else:
                args.append(a)
        plan.marshalable = not why
        plan.args = args if not why else []
        plan.deferred = b in deferred
        plan.sync = b in sync
        plan.blocking = b in blocking
        plan.server_hand = b in server
        plan.destroys = destroys.get(b)
        plan.changes_context = b in changes
        plan.ranges = ranges.get(b, {})
        plan.charge = charges.get(b, {})
        plan.client_forwards = b in client_forwards
        plan.checks = checks.get(b)
        plan.client_check = client_checks.get(b)
        plan.after = after.get(b)
        plan.cache = cache.get(b)
        if isinstance(plan.cache, dict):
            plan.cache_object = {k: v for k, v in plan.cache.items() if k != "group"}
            plan.cache = plan.cache["group"]
        plan.stream_work = stream_work.get(b)
        plan.stream_idle = stream_idle.get(b)
        plan.bounds = bounds.get(b, {})
        if any(q not in [a.name for a in fn.params] for q in plan.bounds):
            raise ValueError(f"annotations.toml [bounds] names a parameter {b} lacks")
        groups = uncache.get(b, [])
        if isinstance(groups, dict):
            plan.setting = dict(groups)
            groups = []
        plan.uncache = [groups] if isinstance(groups, str) else list(groups)
        if b in client:
            plan.status, plan.client_file = "client", client[b]
        elif b in refused:
            plan.reason, successor = refused[b]
            plan.refused = True
            if successor:
                superseded[name] = successor
        elif b in forward and not why:
            plan.status = "generic"
        elif b in forward:
            plan.reason = why
        else:
            plan.reason = "not forwarded (not in annotations.toml [forward])"
        plans[name] = plan
    for name, successor in superseded.items():  # whether what replaced it is carried
        done = plans[successor].status != "unsupported"
        plans[name].reason += ", which LUPINE carries" if done else ", not carried yet either"
    return plans
