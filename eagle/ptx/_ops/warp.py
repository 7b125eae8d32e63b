"""Warp-level instructions (PTX ISA 9.7.8.6 onwards): shfl.sync, vote.sync, redux.sync,
activemask, match.sync.

A warp is 32 consecutive threads of a block (by linear thread index). The lanes that take
part are those of the executing group (the threads at this instruction now) whose bit is set
in ``membermask``; reading a source lane outside them gives that lane's current register value
where the ISA says "unpredictable".
"""

from __future__ import annotations

import numpy as np

from .._decode import Ctx, Fn
from .._state import sel_indices
from .._syntax import Pair, Reg
from .._types import TYPES
from ._table import op

WARP = 32
U32 = TYPES["u32"]
PRED = TYPES["pred"]


def _warp_keys(st, lanes: np.ndarray):
    """Dense warp numbers (0..k-1) of the lanes, and each lane's id within its warp."""
    tid = st.tid[lanes]
    key = st.blk[lanes] * 64 + tid // WARP
    uniq, inv = np.unique(key, return_inverse=True)
    return inv, (tid % WARP).astype(np.int64), len(uniq)


def _members(mask, laneid: np.ndarray) -> np.ndarray:
    m = np.asarray(mask, np.uint32).astype(np.int64)
    return ((m >> laneid) & 1).astype(bool)


@op("shfl", modifiers="sync; up down bfly idx; b32")
def _shfl(ctx: Ctx) -> Fn:
    mods = ctx.mods({"sync", "up", "down", "bfly", "idx"})
    t = mods.types[0]
    if t.name != "b32":
        raise ctx.unsupported(f"type .{t.name}")
    mode = mods.one_of(("up", "down", "bfly", "idx"))
    if mode is None:
        raise ctx.malformed("shfl needs .up, .down, .bfly or .idx")
    sync = "sync" in mods
    ops = ctx.operands(5 if sync else 4)
    d = ops[0]
    if isinstance(d, Pair):
        wd, wp = ctx.write(d.first, t), ctx.write(d.second, PRED)
    else:
        wd, wp = ctx.write(d, t), None
    ra = ctx.read(ops[1], t)
    rb, rc = ctx.read(ops[2], U32), ctx.read(ops[3], U32)

    def run(st, sel):
        lanes = sel_indices(sel)
        T = st.launch.threads_per_block
        tid = st.tid[lanes]
        lane = (tid % WARP).astype(np.int64)
        b = np.asarray(rb(st, sel), np.uint32).astype(np.int64) & 31
        c = np.asarray(rc(st, sel), np.uint32).astype(np.int64)
        cval = c & 31
        segmask = (c >> 8) & 31
        max_lane = (lane & segmask) | (cval & ~segmask & 31)
        min_lane = lane & segmask
        if mode == "up":
            j = lane - b
            pval = j >= max_lane
        elif mode == "down":
            j = lane + b
            pval = j <= max_lane
        elif mode == "bfly":
            j = lane ^ b
            pval = j <= max_lane
        else:
            j = min_lane | (b & ~segmask & 31)
            pval = j <= max_lane
        j = np.where(pval, j, lane)
        src_tid = tid - lane + j
        j = np.where(src_tid < T, j, lane)  # a missing thread of a partial warp: own value
        src = lanes - lane + j
        wd(st, sel, ra(st, src))
        if wp is not None:
            wp(st, sel, pval)

    return run


@op("vote", modifiers="sync; all any uni ballot; pred b32")
def _vote(ctx: Ctx) -> Fn:
    mods = ctx.mods({"sync", "all", "any", "uni", "ballot"})
    t = mods.types[0]
    mode = mods.one_of(("all", "any", "uni", "ballot"))
    if mode is None or (mode == "ballot") != (t.name == "b32"):
        raise ctx.malformed("vote.ballot is .b32, vote.all/any/uni are .pred")
    sync = "sync" in mods
    ops = ctx.operands(3 if sync else 2)
    w = ctx.write(ops[0], t)
    ra = ctx.read(ops[1], PRED)
    rm = ctx.read(ops[2], U32) if sync else (lambda st, sel: np.uint32(0xFFFFFFFF))

    def run(st, sel):
        lanes = sel_indices(sel)
        key, laneid, nw = _warp_keys(st, lanes)
        member = _members(rm(st, sel), laneid)
        p = np.broadcast_to(np.asarray(ra(st, sel), bool), lanes.shape) & member
        ones = np.bincount(key, weights=p, minlength=nw)
        total = np.bincount(key, weights=member, minlength=nw)
        if mode == "ballot":
            bits = np.bincount(key, weights=p * np.exp2(laneid), minlength=nw)
            w(st, sel, bits.astype(np.uint64).astype(np.uint32)[key])
        elif mode == "all":
            w(st, sel, (ones == total)[key])
        elif mode == "any":
            w(st, sel, (ones > 0)[key])
        else:
            w(st, sel, ((ones == 0) | (ones == total))[key])

    return run


@op("activemask", modifiers="b32")
def _activemask(ctx: Ctx) -> Fn:
    mods = ctx.mods()
    if mods.types[0].name != "b32":
        raise ctx.unsupported()
    (d,) = ctx.operands(1)
    w = ctx.write(d, U32)

    def run(st, sel):
        lanes = sel_indices(sel)
        key, laneid, nw = _warp_keys(st, lanes)
        bits = np.bincount(key, weights=np.exp2(laneid), minlength=nw)
        w(st, sel, bits.astype(np.uint64).astype(np.uint32)[key])

    return run


@op("elect", modifiers="sync")
def _elect(ctx: Ctx) -> Fn:
    """elect.sync d|p, membermask: the lowest participating lane of each warp is elected; d
    gets its lane id in every lane, p is true in that lane only."""
    mods = ctx.mods({"sync"}, ntypes=0)
    if "sync" not in mods:
        raise ctx.malformed("elect needs .sync")
    d, m = ctx.operands(2)
    if isinstance(d, Pair):
        wd, wp = ctx.write(d.first, U32), ctx.write(d.second, PRED)
    else:
        wd, wp = ctx.write(d, U32), None
    rm = ctx.read(m, U32)

    def run(st, sel):
        lanes = sel_indices(sel)
        key, laneid, nw = _warp_keys(st, lanes)
        member = _members(rm(st, sel), laneid)
        first = np.full(nw, WARP, np.int64)
        np.minimum.at(first, key[member], laneid[member])
        leader = first[key]
        wd(st, sel, np.where(leader < WARP, leader, 0).astype(np.uint32))
        if wp is not None:
            wp(st, sel, member & (laneid == leader))

    return run


_REDUX = {"add", "min", "max", "and", "or", "xor"}


@op("redux", modifiers="sync; add min max (u32 s32); and or xor (b32)")
def _redux(ctx: Ctx) -> Fn:
    mods = ctx.mods({"sync", *_REDUX})
    t = mods.types[0]
    opname = mods.one_of(tuple(_REDUX))
    if opname is None or "sync" not in mods:
        raise ctx.malformed("redux.sync needs an operation")
    if opname in ("add", "min", "max") and t.name not in ("u32", "s32"):
        raise ctx.unsupported(f"redux.{opname}.{t.name}")
    if opname in ("and", "or", "xor") and t.name != "b32":
        raise ctx.unsupported(f"redux.{opname}.{t.name}")
    d, a, m = ctx.operands(3)
    w = ctx.write(d, t)
    ra = ctx.read(a, t)
    rm = ctx.read(m, U32)

    def run(st, sel):
        lanes = sel_indices(sel)
        key, laneid, nw = _warp_keys(st, lanes)
        member = _members(rm(st, sel), laneid)
        v = np.broadcast_to(np.asarray(ra(st, sel), t.dtype), lanes.shape)
        k = key[member]
        vm = v[member]
        if opname == "add":
            s = np.bincount(k, weights=vm.astype(np.float64), minlength=nw)
            out = s.astype(np.int64).astype(np.uint64).astype(np.uint32).view(t.dtype)
        else:
            ufunc = {
                "min": np.minimum,
                "max": np.maximum,
                "and": np.bitwise_and,
                "or": np.bitwise_or,
                "xor": np.bitwise_xor,
            }[opname]
            init = {
                "min": np.iinfo(t.dtype).max,
                "max": np.iinfo(t.dtype).min,
                "and": np.iinfo(t.dtype).max,
                "or": 0,
                "xor": 0,
            }[opname]
            out = np.full(nw, init, t.dtype)
            ufunc.at(out, k, vm)
        w(st, sel, out[key])

    return run


@op("match", modifiers="sync; any all; b32 b64")
def _match(ctx: Ctx) -> Fn:
    mods = ctx.mods({"sync", "any", "all"})
    t = mods.types[0]
    mode = mods.one_of(("any", "all"))
    if mode is None or t.name not in ("b32", "b64"):
        raise ctx.unsupported()
    ops = ctx.operands(3)
    d = ops[0]
    if isinstance(d, Pair):
        wd, wp = ctx.write(d.first, U32), ctx.write(d.second, PRED)
    else:
        wd, wp = ctx.write(d, U32), None
    if mode == "any" and wp is not None:
        raise ctx.malformed("match.any has no predicate destination")
    ra, rm = ctx.read(ops[1], t), ctx.read(ops[2], U32)

    def run(st, sel):
        lanes = sel_indices(sel)
        key, laneid, nw = _warp_keys(st, lanes)
        member = _members(rm(st, sel), laneid)
        v = np.broadcast_to(np.asarray(ra(st, sel), t.dtype), lanes.shape)
        pairs = np.stack([key, v.astype(np.uint64).view(np.int64)], axis=1)
        _, grp = np.unique(pairs, axis=0, return_inverse=True)
        grp = grp.reshape(-1)
        bit = np.exp2(laneid) * member
        same = np.bincount(grp, weights=bit)[grp]
        allm = np.bincount(key, weights=bit, minlength=nw)[key]
        if mode == "any":
            wd(st, sel, same.astype(np.uint64).astype(np.uint32))
        else:
            eq = same == allm
            wd(st, sel, np.where(eq, allm, 0).astype(np.uint64).astype(np.uint32))
            if wp is not None:
                wp(st, sel, eq)

    return run


_unused = Reg
