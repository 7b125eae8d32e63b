"""Memory instructions (PTX ISA 9.7.9 and 9.7.13): ld, ldu, st, atom, red, and the
instructions that are no-ops for a sequential emulator (prefetch, membar, fence, nanosleep).

Atomics serialise conflicting lanes in lane order, which is one of the orders the hardware
may choose: the memory result of integer add/min/max/and/or/xor is order-independent; the
values returned to each lane and float sums correspond to that serial order.
"""

from __future__ import annotations

import numpy as np

from .._affine import lane_stride
from .._decode import IGNORED, Ctx, Fn
from .._float import flush, round_to_odd_sum
from .._memory import GLOBAL_BASE, SHARED_WINDOW, WINDOW_SIZE
from .._state import sel_indices
from .._syntax import Addr, Reg, Sink, Vec
from .._types import TYPES, PTXType
from ._table import op
from .half import HALF, pack, unpack

SPACES = ("global", "shared", "local", "const", "param")
_SPACE_ALIASES = {"shared::cta": "shared", "param::entry": "param", "param::func": "param"}


def _space(ctx: Ctx) -> str:
    found = [m for m in ctx.inst.modifiers if m in SPACES or m in _SPACE_ALIASES]
    if len(found) > 1:
        raise ctx.malformed("more than one state space")
    if not found:
        return ""
    s = found[0]
    return _SPACE_ALIASES.get(s, s)


def _vector(ctx: Ctx) -> int:
    v = [m for m in ctx.inst.modifiers if m in ("v2", "v4", "v8")]
    return int(v[0][1:]) if v else 1


def load(st, kind: str, addrs, dt: np.dtype, sel, inst):
    if kind == "global":
        return st.load_global(addrs, dt, sel, inst)
    if kind in ("shared", "local"):
        return st.load_space(kind, addrs, dt, sel, inst)
    if kind == "kparam":
        return st.load_kparam(addrs, dt, sel, inst)
    return st.generic(addrs, dt, sel, inst)


def store(st, kind: str, addrs, values, dt: np.dtype, sel, inst) -> None:
    if kind == "global":
        st.store_global(addrs, values, dt, sel, inst)
    elif kind in ("shared", "local"):
        st.store_space(kind, addrs, values, dt, sel, inst)
    elif kind == "generic":
        st.generic(addrs, dt, sel, inst, values=values)
    else:
        raise st.fault("store to kernel parameters", int(sel_indices(sel)[0]), inst)


def _check_vector_alignment(st, addrs, nbytes: int, sel, inst) -> None:
    if isinstance(addrs, (int, np.integer)):
        if int(addrs) % nbytes:
            raise st.fault(
                f"misaligned {nbytes}-byte vector access at address {int(addrs):#x}",
                int(sel_indices(sel)[0]),
                inst,
                int(addrs),
            )
        return
    bad = (addrs % np.asarray(nbytes).astype(addrs.dtype)) != 0
    if bad.any():
        i = int(np.flatnonzero(bad)[0])
        raise st.fault(
            f"misaligned {nbytes}-byte vector access at address {int(addrs[i]):#x}",
            int(sel_indices(sel)[i]),
            inst,
            int(addrs[i]),
        )


def _affine_address(ctx: Ctx, a) -> tuple[int, int] | None:
    """(register index, offset) of a ``[reg+offset]`` operand with a 64-bit register."""
    if isinstance(a, Addr) and isinstance(a.base, Reg) and ctx.reg_dtype(a.base).itemsize == 8:
        return ctx.reg_index(a.base), a.offset
    return None


_LD_FLAGS = {*SPACES, *_SPACE_ALIASES, "v2", "v4", "v8", "L2::cache_hint"}


def _mem_type(ctx: Ctx, t: PTXType) -> PTXType:
    if t.kind == "pred" or t.name in ("tf32",):
        raise ctx.unsupported(f"type .{t.name}")
    return t


@op("ld", modifiers="global shared local const param (generic); v2 v4 v8; all types; cache hints")
def _ld(ctx: Ctx) -> Fn:
    mods = ctx.mods(_LD_FLAGS)
    t = _mem_type(ctx, mods.types[0])
    ops = ctx.operands((2, 3) if "L2::cache_hint" in mods else (2,))
    d, a = ops[0], ops[1]
    n = _vector(ctx)
    dests = list(d.items) if isinstance(d, Vec) else [d]
    if len(dests) != n:
        raise ctx.malformed(f"a .v{n} load needs {n} destinations")
    kind, addr_r = ctx.address(a, _space(ctx))
    dt = t.dtype
    writers = [ctx.write(x, t) if not isinstance(x, Sink) else None for x in dests]
    inst = ctx.inst
    size = t.size
    if n == 1:
        w = writers[0]
        assert w is not None
        fast = _affine_address(ctx, a) if kind == "global" else None
        if fast is not None:
            reg, off = fast

            def run_fast(st, sel):
                f = st.aff.get(reg)
                if f is not None and sel.__class__ is slice:
                    ls = lane_stride(st, f)
                    if ls is not None:
                        first = ls[0] + off + ls[1] * sel.start
                        view = st.global_slice(first, sel.stop - sel.start, ls[1], dt, False)
                        if view is not None:
                            w(st, sel, view)
                            return
                w(st, sel, load(st, kind, addr_r(st, sel), dt, sel, inst))

            return run_fast

        def run(st, sel):
            w(st, sel, load(st, kind, addr_r(st, sel), dt, sel, inst))

        return run

    def run_vec(st, sel):
        addrs = addr_r(st, sel)
        _check_vector_alignment(st, addrs, n * size, sel, inst)
        vals = [load(st, kind, addrs + k * size, dt, sel, inst) for k in range(n)]
        for w, v in zip(writers, vals, strict=True):
            if w is not None:
                w(st, sel, v)

    return run_vec


@op("ldu", modifiers="global; v2 v4; types")
def _ldu(ctx: Ctx) -> Fn:
    return _ld(ctx)


@op("st", modifiers="global shared local param (generic); v2 v4 v8; all types; cache hints")
def _st(ctx: Ctx) -> Fn:
    mods = ctx.mods(_LD_FLAGS)
    t = _mem_type(ctx, mods.types[0])
    ops = ctx.operands((2, 3) if "L2::cache_hint" in mods else (2,))
    a, s = ops[0], ops[1]
    n = _vector(ctx)
    srcs = list(s.items) if isinstance(s, Vec) else [s]
    if len(srcs) != n:
        raise ctx.malformed(f"a .v{n} store needs {n} sources")
    space = _space(ctx)
    if space == "const":
        raise ctx.malformed("st.const is not allowed")
    kind, addr_r = ctx.address(a, space)
    if kind == "kparam":
        raise ctx.unsupported("storing to kernel parameters")
    dt = t.dtype
    readers = [ctx.read(x, t) for x in srcs]
    inst = ctx.inst
    size = t.size
    if n == 1:
        r = readers[0]
        fast = _affine_address(ctx, a) if kind == "global" else None
        if fast is not None:
            reg, off = fast

            def run_fast(st, sel):
                f = st.aff.get(reg)
                if f is not None and sel.__class__ is slice:
                    ls = lane_stride(st, f)
                    if ls is not None and ls[1] != 0:
                        first = ls[0] + off + ls[1] * sel.start
                        view = st.global_slice(first, sel.stop - sel.start, ls[1], dt, True)
                        if view is not None:
                            view[...] = r(st, sel)
                            return
                store(st, kind, addr_r(st, sel), r(st, sel), dt, sel, inst)

            return run_fast

        def run(st, sel):
            store(st, kind, addr_r(st, sel), r(st, sel), dt, sel, inst)

        return run

    def run_vec(st, sel):
        addrs = addr_r(st, sel)
        _check_vector_alignment(st, addrs, n * size, sel, inst)
        vals = [r(st, sel) for r in readers]
        for k, v in enumerate(vals):
            store(st, kind, addrs + k * size, v, dt, sel, inst)

    return run_vec


@op(
    "prefetch",
    "prefetchu",
    "membar",
    "fence",
    "nanosleep",
    "discard",
    "applypriority",
    "brkpt",
    "pmevent",
    "setmaxnreg",
    "griddepcontrol",
    modifiers="no-ops in a sequential emulator",
)
def _noop(ctx: Ctx) -> Fn:
    opc = ctx.inst.opcode
    mods = set(ctx.inst.modifiers)
    if opc == "fence" and "proxy" in mods:
        # the async proxy (bulk copies, mbarrier accesses) is the generic one here: copies
        # happen when issued; tensor-map proxies serve tensor copies, which are refused
        kinds = {m for m in mods if m not in ("proxy", *IGNORED)}
        if not kinds <= {"async", "async::global", "async::shared::cta", "async::shared::cluster",
                         "alias", "global", "shared::cluster"}:  # fmt: skip
            raise ctx.unsupported("fence.proxy for tensor maps (cp.async.bulk.tensor)")
    if opc == "nanosleep" and len(ctx.inst.operands) != 1:
        raise ctx.malformed("nanosleep takes one operand")

    def run(st, sel):
        return None

    return run


# -- atomics --------------------------------------------------------------------------------
_ATOM_OPS = ("and", "or", "xor", "cas", "exch", "add", "inc", "dec", "min", "max")
_ACCUMULATE = {
    "add": np.add,
    "and": np.bitwise_and,
    "or": np.bitwise_or,
    "xor": np.bitwise_xor,
    "min": np.minimum,
    "max": np.maximum,
}


def _apply(opname: str, old, b, c, t: PTXType, ftz: bool, half_t: PTXType | None = None):
    if opname == "hadd":  # .f16/.bf16(x2) add.noftz on bit patterns, one rounding
        assert half_t is not None
        xs, ys = unpack(old, half_t), unpack(b, half_t)
        return pack([round_to_odd_sum(x, y) for x, y in zip(xs, ys, strict=True)], half_t)
    if opname == "add":
        if ftz:
            return flush(flush(old) + flush(np.asarray(b, t.dtype)))
        return (old + b).astype(t.dtype)
    if opname in ("and", "or", "xor", "min", "max"):
        return _ACCUMULATE[opname](old, b).astype(t.dtype)
    if opname == "exch":
        return np.asarray(np.broadcast_to(b, np.shape(old)), t.dtype)
    if opname == "cas":
        return np.where(old == b, c, old).astype(t.dtype)
    if opname == "inc":
        return np.where(old >= b, t.dtype.type(0), old + t.dtype.type(1)).astype(t.dtype)
    if opname == "dec":
        return np.where((old == 0) | (old > b), b, old - t.dtype.type(1)).astype(t.dtype)
    raise AssertionError(opname)


def atomic_update(
    view: np.ndarray,
    idx: np.ndarray,
    opname: str,
    b,
    c,
    t: PTXType,
    ftz: bool,
    half_t: PTXType | None = None,
) -> np.ndarray:
    """Apply an atomic to ``view[idx]`` lane by lane in lane order; return the old values."""
    n = len(idx)
    b = np.broadcast_to(np.asarray(b, t.dtype), (n,))
    c = np.broadcast_to(np.asarray(c, t.dtype), (n,)) if c is not None else None
    order = np.argsort(idx, kind="stable")
    sidx = idx[order]
    starts = np.flatnonzero(np.r_[True, sidx[1:] != sidx[:-1]])
    counts = np.diff(np.r_[starts, n])
    old = np.empty(n, t.dtype)
    if counts.max(initial=0) <= 1:
        o = view[idx]
        view[idx] = _apply(opname, o, b, c, t, ftz, half_t)
        return o.astype(t.dtype)
    if opname in ("add", "xor") and t.dtype.kind in "iu":
        return _group_scan(view, idx, opname, b, t, order, starts, counts)
    ufunc = _ACCUMULATE.get(opname)
    heavy = np.flatnonzero(counts > 8)
    if ufunc is not None and not ftz and 0 < len(heavy) <= 64:
        # few hot addresses: one sequential accumulate per address
        rank_groups = np.ones(n, bool)
        for g in heavy:
            s0, k = int(starts[g]), int(counts[g])
            lanes = order[s0 : s0 + k]
            loc = int(sidx[s0])
            seq = np.concatenate([[view[loc]], b[lanes]]).astype(t.dtype)
            acc = ufunc.accumulate(seq, dtype=t.dtype)
            old[lanes] = acc[:-1]
            view[loc] = acc[-1]
            rank_groups[lanes] = False
        rest = np.flatnonzero(rank_groups)
        if len(rest):
            old[rest] = atomic_update(
                view, idx[rest], opname, b[rest], None if c is None else c[rest], t, ftz, half_t
            )
        return old
    # rounds: the r-th lane (in lane order) of every address in round r
    rank = np.empty(n, np.int64)
    rank[order] = np.arange(n) - np.repeat(starts, counts)
    for r in range(int(counts.max())):
        lanes = np.flatnonzero(rank == r)
        li = idx[lanes]
        o = view[li]
        old[lanes] = o
        view[li] = _apply(opname, o, b[lanes], None if c is None else c[lanes], t, ftz, half_t)
    return old


def _group_scan(view, idx, opname: str, b, t: PTXType, order, starts, counts) -> np.ndarray:
    """Integer add or xor on any number of shared addresses at once: both are group
    operations (add modulo 2**bits), so one running total over the lanes sorted by address
    (stable, so in lane order), less the total before each address's first lane, gives every
    lane's old value exactly as lane-by-lane updates would."""
    n = len(idx)
    dt = t.dtype
    undo = np.subtract if opname == "add" else np.bitwise_xor
    ufunc = np.add if opname == "add" else np.bitwise_xor
    sb = np.asarray(b, dt)[order]
    incl = ufunc.accumulate(sb, dtype=dt)
    before = np.zeros(len(starts), dt)  # running total before each address's first lane
    before[1:] = incl[starts[1:] - 1]
    seg = np.repeat(np.arange(len(starts)), counts)
    excl = undo(undo(incl, sb), before[seg])  # this address's total before the lane
    loc = idx[order][starts]
    base = view[loc].astype(dt)
    old = np.empty(n, dt)
    old[order] = ufunc(base[seg], excl)
    last = starts + counts - 1
    view[loc] = ufunc(base, undo(incl[last], before))
    return old


def _atomic(ctx: Ctx, returns: bool) -> Fn:
    mods = ctx.mods({*_ATOM_OPS, *SPACES, "shared::cta", "noftz", "L2::cache_hint"})
    t = mods.types[0]
    opname = mods.one_of(_ATOM_OPS)
    if opname is None:
        raise ctx.malformed("atomic needs an operation")
    if any(m in ctx.inst.modifiers for m in ("v2", "v4", "v8", "shared::cluster")):
        raise ctx.unsupported()
    halfop = t.name in HALF
    float_ok = opname == "add" and (t.name in ("f32", "f64") or (halfop and "noftz" in mods))
    if (t.kind == "f" or t.kind in ("bf", "x2")) and not float_ok:
        raise ctx.unsupported(f".{opname}.{t.name}")
    if t.size not in (4, 8) and not halfop and not (opname == "cas" and t.name == "b16"):
        raise ctx.unsupported(f"type .{t.name}")
    if opname in ("inc", "dec") and t.name != "u32":
        raise ctx.unsupported(f".{opname} is defined for .u32")
    nops = (2, 3) if not returns else (3, 4)
    if opname == "cas":
        nops = (3,) if not returns else (4,)
    ops = list(ctx.operands(nops if "L2::cache_hint" not in mods else tuple(k + 1 for k in nops)))
    if "L2::cache_hint" in mods:
        ops = ops[:-1]
    d = ops.pop(0) if returns else None
    a = ops.pop(0)
    b = ops.pop(0)
    c = ops.pop(0) if opname == "cas" else None
    space = _space(ctx)
    if space not in ("", "global", "shared"):
        raise ctx.unsupported(f"atomics on .{space}")
    kind, addr_r = ctx.address(a, space)
    value_t = t
    if halfop:  # half-precision adds work on the bit patterns (see _apply)
        value_t = TYPES["b32"] if t.name.endswith("x2") else TYPES["b16"]
        opname = "hadd"
    rb = ctx.read(b, value_t)
    rc = ctx.read(c, value_t) if c is not None else None
    w = ctx.write(d, value_t) if d is not None else None
    inst = ctx.inst
    dt = value_t.dtype
    size = t.size
    half_t = t

    def run(st, sel):
        addrs = addr_r(st, sel)
        k = kind
        if isinstance(addrs, (int, np.integer)):
            addrs = np.full(
                len(sel_indices(sel)),
                int(addrs),
                np.uint64 if k in ("global", "generic") else np.int64,
            )
        if k == "generic":
            lo = int(addrs.min()) if len(addrs) else GLOBAL_BASE
            hi = int(addrs.max()) if len(addrs) else GLOBAL_BASE
            if lo >= GLOBAL_BASE:
                k = "global"
            elif lo >= SHARED_WINDOW and hi < SHARED_WINDOW + WINDOW_SIZE:
                k = "shared"
                addrs = (addrs - np.uint64(SHARED_WINDOW)).astype(np.int64)
            else:
                raise st.fault(
                    "atomic through generic addresses of mixed or unsupported state spaces",
                    int(sel_indices(sel)[0]),
                    inst,
                )
        if k == "global":
            where, idx = st._global_index(addrs, size, sel, inst, "atomic", True)
            if isinstance(where, np.ndarray):
                regions = np.unique(where)
                if len(regions) != 1:
                    raise st.fault(
                        "atomic spanning several allocations in one instruction is not supported",
                        int(sel_indices(sel)[0]),
                        inst,
                    )
                where = st.memory.region(int(regions[0]))
            view = where.typed(dt)
            ftz = opname == "add" and t.name == "f32"
        else:
            idx = st._block_index(k, addrs, size, sel, inst, "atomic")
            view = st.typed(k, dt)
            ftz = False
        idx = np.asarray(idx, np.int64)
        bv = rb(st, sel)
        cv = rc(st, sel) if rc is not None else None
        old = atomic_update(view, idx, opname, bv, cv, value_t, ftz, half_t)
        if w is not None:
            w(st, sel, old)

    return run


@op("atom", modifiers="global shared (generic); and or xor cas exch add inc dec min max")
def _atom(ctx: Ctx) -> Fn:
    return _atomic(ctx, returns=True)


@op("red", modifiers="global shared (generic); and or xor add inc dec min max")
def _red(ctx: Ctx) -> Fn:
    return _atomic(ctx, returns=False)
