"""mbarrier objects and the asynchronous copies (PTX ISA 9.7.13.15 and 9.7.9.25): mbarrier.init,
inval, arrive, arrive_drop, expect_tx, complete_tx, pending_count; the waits test_wait and
try_wait (decoded here, run by the scheduler, which parks a waiting thread until the phase
completes); cp.async (sm_80) with cp.async.mbarrier.arrive and the commit/wait groups;
cp.async.bulk between global and shared memory with its mbarrier or bulk-group completion.

An mbarrier object is the 8 bytes of shared memory it lives in, holding the four counts the
ISA names (9.7.13.15.2): bit 63 the parity of the current phase, bit 62 set while the object is
initialised, bits 40-61 the tx-count (two's complement), 20-39 the expected and 0-19 the
pending arrival count. The state an arrive returns is the object before it (9.7.13.15.13:
"the phase of the mbarrier object prior to the arrive-on operation"; 9.7.13.15.17: the pending
count prior to it), so test_wait compares its phase bit and pending_count reads its low bits.
Lanes of one instruction act on an object one after another in lane order.

Copies happen when issued and complete at once, one of the schedules the hardware may take:
their data is defined only once the thread has waited for the completion (mbarrier phase,
cp.async.wait_group, cp.async.bulk.wait_group), so no correct kernel can tell. The
completion follows the copy: cp.async.bulk performs complete-tx on its mbarrier right away
(the tx-count may go negative until the expect-tx that announces it, as the ISA allows);
cp.async.mbarrier.arrive arrives at once with .noinc and is a net no-op without it (the
pending count is raised by one and lowered by the arrival). There are no clusters: a launch
is a cluster of one CTA, so a .shared::cluster address is one in the executing CTA's shared
memory; what needs a second CTA (multicast, shared::cta to shared::cluster copies) is
refused, as are tensor-map copies (cp.async.bulk.tensor) and bulk reductions.

Misuse the ISA leaves undefined is a fault naming the thread: an operation on memory holding
no initialised object, a count outside 1..2^20-1, more arrivals than the phase has pending, a
.noComplete arrive that would complete the phase, a tx-count beyond +-(2^20-1), a bulk size
or address that is not a multiple of 16.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np

from .._decode import Ctx, Fn, Reader
from .._memory import SHARED_WINDOW, WINDOW_SIZE
from .._state import Sel, sel_indices, sel_len
from .._syntax import Imm, Reg, Sink
from .._types import TYPES
from ._table import op

U64 = np.dtype(np.uint64)
U8 = np.dtype(np.uint8)
_LIMIT = (1 << 20) - 1  # every count of an mbarrier object (9.7.13.15.2)
_PHASE = np.uint64(1 << 63)
_VALID = np.uint64(1 << 62)
_TX_BITS = 22
_SEM = ("release", "relaxed", "acquire", "cta", "cluster")  # memory-model qualifiers: no-ops
_SHARED = ("shared", "shared::cta", "shared::cluster")

Locator = Callable[[Any, Sel], np.ndarray]


# -- the object ------------------------------------------------------------------------------
def _fields(w: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """(phase parity, pending, expected, tx-count) of object words, as int64 arrays."""
    phase = (w >> np.uint64(63)).astype(np.int64)
    pending = (w & np.uint64(0xFFFFF)).astype(np.int64)
    expected = ((w >> np.uint64(20)) & np.uint64(0xFFFFF)).astype(np.int64)
    tx = ((w >> np.uint64(40)) & np.uint64((1 << _TX_BITS) - 1)).astype(np.int64)
    tx = np.where(tx >= 1 << (_TX_BITS - 1), tx - (1 << _TX_BITS), tx)
    return phase, pending, expected, tx


def _word(phase, pending, expected, tx) -> np.ndarray:
    txb = np.asarray(tx, np.int64) & ((1 << _TX_BITS) - 1)
    return (
        (np.asarray(phase, np.int64).astype(U64) << np.uint64(63))
        | _VALID
        | (txb.astype(U64) << np.uint64(40))
        | (np.asarray(expected, np.int64).astype(U64) << np.uint64(20))
        | np.asarray(pending, np.int64).astype(U64)
    )


def _words(st) -> np.ndarray:
    return st.typed("shared", U64)


def _lane(sel: Sel, k: int) -> int:
    return int(sel_indices(sel)[k])


def _shared_offset(st, where) -> int:
    """Shared-memory offset of word index ``where`` within its block."""
    return int(where) * 8 % st.launch.shared_bytes


def _check_valid(st, w: np.ndarray, idx: np.ndarray, sel: Sel, inst, order=None) -> None:
    bad = (w & _VALID) == 0
    if bad.any():
        k = int(np.flatnonzero(bad)[0])
        k = int(order[k]) if order is not None else k
        raise st.fault(
            f"mbarrier operation at shared address {_shared_offset(st, idx[k]):#x}, where no "
            "mbarrier object is initialised (mbarrier.init first; PTX ISA 9.7.13.15.3)",
            _lane(sel, k),
            inst,
        )


def _groups(idx: np.ndarray):
    """Lanes grouped by object, stable (lane order within an object): the order, each
    group's start and end in it, and the objects' word indices."""
    order = np.argsort(idx, kind="stable")
    sidx = idx[order]
    starts = np.flatnonzero(np.r_[True, sidx[1:] != sidx[:-1]])
    ends = np.r_[starts[1:], len(idx)]
    return order, starts, ends, sidx[starts]


def _counts(st, values, n: int, sel: Sel, inst, what: str, low: int = 1) -> np.ndarray:
    c = np.broadcast_to(np.asarray(values).astype(np.int64), (n,))
    bad = (c < low) | (c > _LIMIT)
    if bad.any():
        k = int(np.flatnonzero(bad)[0])
        raise st.fault(
            f"mbarrier {what} {int(c[k])} is outside {low}..{_LIMIT} (PTX ISA 9.7.13.15.2)",
            _lane(sel, k),
            inst,
        )
    return c


def arrive(st, idx, counts, sel: Sel, inst, drop=False, expect=None, no_complete=False):
    """Arrive-on operations (9.7.13.15.7) of the lanes of ``sel`` on the objects at word
    indices ``idx``, in lane order; ``drop`` first lowers each object's expected count by the
    lane's count (arrive_drop), ``expect`` (tx counts) performs expect-tx first. Returns each
    lane's state: the object as it was before that lane's arrive-on."""
    words = _words(st)
    n = len(idx)
    order, starts, ends, locs = _groups(idx)
    w = words[locs]
    _check_valid(st, words[idx], idx, sel, inst)
    phase, pending, expected, tx = _fields(w)
    c = counts[order]
    seg = np.repeat(np.arange(len(starts)), ends - starts)
    incl = np.cumsum(c)
    before = np.r_[0, incl][starts]  # total of the earlier groups
    excl = incl - c - before[seg]  # this object's arrivals before the lane
    total = incl[ends - 1] - before
    if expect is not None:
        e = expect[order]
        ecum = np.cumsum(e)
        tx_total = ecum[ends - 1] - np.r_[0, ecum][starts]
        tx_before = ecum - e - np.r_[0, ecum][starts][seg]
    else:
        tx_total = np.zeros_like(total)
        tx_before = np.zeros(n, np.int64)
    simple = total <= pending
    if drop:
        simple &= total <= expected
    if not simple.all():
        return _arrive_in_order(st, idx, counts, sel, inst, drop, expect, no_complete)
    new_tx = tx + tx_total
    _check_tx(st, new_tx, starts, order, locs, sel, inst)
    new_expected = expected - total if drop else expected
    # each lane's state: its object before its own arrive-on
    state = np.empty(n, U64)
    lane_expected = expected[seg] - (excl + c) if drop else expected[seg]
    state[order] = _word(phase[seg], pending[seg] - excl, lane_expected, tx[seg] + tx_before)
    new_pending = pending - total
    done = (new_pending == 0) & (new_tx == 0)
    if no_complete and done.any():
        g = int(np.flatnonzero(done)[0])
        raise st.fault(
            "mbarrier.arrive.noComplete completes the phase of the mbarrier object at shared "
            f"address {_shared_offset(st, locs[g]):#x} (undefined in PTX ISA 9.7.13.15.13)",
            _lane(sel, int(order[ends[g] - 1])),
            inst,
        )
    words[locs] = np.where(
        done,
        _word(phase ^ 1, new_expected, new_expected, 0),
        _word(phase, new_pending, new_expected, new_tx),
    )
    if done.any():
        st.mb_epoch += 1
    return state


def _arrive_in_order(st, idx, counts, sel, inst, drop, expect, no_complete) -> np.ndarray:
    """arrive, one lane at a time: arrivals that complete a phase and go on into the next."""
    words = _words(st)
    state = np.empty(len(idx), U64)
    for k in range(len(idx)):
        i = int(idx[k])
        phase, pending, expected, tx = (int(v[0]) for v in _fields(words[i : i + 1]))
        c = int(counts[k])
        if expect is not None:
            tx += int(expect[k])
            if abs(tx) > _LIMIT:
                raise st.fault(_tx_range(st, i, tx), _lane(sel, k), inst)
        if drop:
            expected -= c
        state[k] = _word(phase, pending, max(expected, 0), tx)[()]
        if c > pending or expected < 0:
            raise st.fault(
                f"{c} arrival(s) on the mbarrier object at shared address "
                f"{_shared_offset(st, i):#x}, whose phase has {pending} pending"
                + (f" and {expected + c} expected" if drop else "")
                + " (undefined in PTX ISA 9.7.13.15.2)",
                _lane(sel, k),
                inst,
            )
        pending -= c
        if pending == 0 and tx == 0:
            if no_complete:
                raise st.fault(
                    "mbarrier.arrive.noComplete completes the phase of the mbarrier object at "
                    f"shared address {_shared_offset(st, i):#x} (undefined in PTX ISA "
                    "9.7.13.15.13)",
                    _lane(sel, k),
                    inst,
                )
            words[i] = _word(phase ^ 1, expected, expected, 0)[()]
            st.mb_epoch += 1
        else:
            words[i] = _word(phase, pending, expected, tx)[()]
    return state


def _tx_range(st, i: int, tx: int) -> str:
    return (
        f"the tx-count of the mbarrier object at shared address {_shared_offset(st, i):#x} "
        f"would be {tx}, outside +-{_LIMIT} (PTX ISA 9.7.13.15.2)"
    )


def _check_tx(st, new_tx, starts, order, locs, sel, inst) -> None:
    bad = np.abs(new_tx) > _LIMIT
    if bad.any():
        g = int(np.flatnonzero(bad)[0])
        raise st.fault(
            _tx_range(st, int(locs[g]), int(new_tx[g])), _lane(sel, int(order[starts[g]])), inst
        )


def transact(st, idx, amounts, sel: Sel, inst, complete: bool) -> None:
    """expect-tx (``complete`` False) or complete-tx (True) of ``amounts`` bytes on the
    objects at ``idx``, lane by lane; a complete-tx, or an expect-tx that brings the count
    back to zero, completes a phase that has no pending arrivals left (9.7.13.15.5)."""
    words = _words(st)
    _check_valid(st, words[idx], idx, sel, inst)
    for k in range(len(idx)):
        i = int(idx[k])
        phase, pending, expected, tx = (int(v[0]) for v in _fields(words[i : i + 1]))
        tx += -int(amounts[k]) if complete else int(amounts[k])
        if abs(tx) > _LIMIT:
            raise st.fault(_tx_range(st, i, tx), _lane(sel, k), inst)
        if pending == 0 and tx == 0:
            words[i] = _word(phase ^ 1, expected, expected, 0)[()]
            st.mb_epoch += 1
        else:
            words[i] = _word(phase, pending, expected, tx)[()]


# -- decoding --------------------------------------------------------------------------------
def locator(ctx: Ctx, operand, space: str) -> Locator:
    """A reader of the word indices (into the batch's shared memory viewed as uint64) of the
    mbarrier objects at ``operand``, an address in ``.shared`` (space "shared") or a generic
    one that must fall in the shared window."""
    kind, addr_r = ctx.address(operand, space)
    if kind not in ("shared", "generic"):
        raise ctx.malformed("an mbarrier object lives in shared memory")
    inst = ctx.inst

    def locate(st, sel):
        n = sel_len(sel)
        a = addr_r(st, sel)
        if kind == "generic":
            a = np.broadcast_to(np.asarray(a, U64), (n,))
            outside = (a < np.uint64(SHARED_WINDOW)) | (a >= np.uint64(SHARED_WINDOW + WINDOW_SIZE))
            if outside.any():
                k = int(np.flatnonzero(outside)[0])
                raise st.fault(
                    f"mbarrier object at generic address {int(a[k]):#x}, which is not in shared "
                    "memory",
                    _lane(sel, k),
                    inst,
                    int(a[k]),
                )
            a = (a - np.uint64(SHARED_WINDOW)).astype(np.int64)
        else:
            a = np.broadcast_to(np.asarray(a, np.int64), (n,))
        return np.asarray(st._block_index("shared", a, 8, sel, inst, "mbarrier access"), np.int64)

    return locate


def _mbarrier_mods(ctx: Ctx, flags: tuple[str, ...]) -> tuple[set[str], str, bool]:
    """(flags found, space "shared" or "" for generic, whether .shared::cluster)."""
    mods = ctx.inst.modifiers
    if mods[-1] != "b64":
        raise ctx.malformed("mbarrier operations take .b64")
    found: set[str] = set()
    space, cluster = "", False
    for m in mods[1:-1]:
        if m in _SHARED:
            space, cluster = "shared", m == "shared::cluster"
        elif m in flags and m not in found:
            found.add(m)
        elif m not in _SEM:
            raise ctx.unsupported(f"modifier .{m}")
    return found, space, cluster


def _u32(ctx: Ctx, operand) -> Reader:
    return ctx.read(operand, TYPES["u32"])


@op(
    "mbarrier",
    modifiers="init inval arrive arrive_drop (noComplete expect_tx) expect_tx complete_tx "
    "test_wait try_wait (parity) pending_count; shared shared::cta shared::cluster (generic); b64",
)
def _mbarrier(ctx: Ctx) -> Fn:
    sub = ctx.inst.modifiers[0] if ctx.inst.modifiers else ""
    if sub in ("test_wait", "try_wait"):
        raise ctx.malformed("mbarrier waits are decoded by the scheduler (wait_parts)")
    if sub == "pending_count":
        if ctx.inst.modifiers[1:] != ("b64",):
            raise ctx.unsupported()
        d, s = ctx.operands(2)
        w = ctx.write(d, TYPES["u32"])
        rs = ctx.read(s, TYPES["b64"])
        return lambda st, sel: w(st, sel, (rs(st, sel) & np.uint64(0xFFFFF)).astype(np.uint32))
    if sub in ("init", "inval"):
        _, space, cluster = _mbarrier_mods(ctx, ())
        if cluster:
            raise ctx.unsupported(f"mbarrier.{sub} on .shared::cluster")
        ops = ctx.operands(2 if sub == "init" else 1)
        locate = locator(ctx, ops[0], space)
        rc = _u32(ctx, ops[1]) if sub == "init" else None
        inst = ctx.inst

        def run_init(st, sel):
            idx = locate(st, sel)
            if rc is None:
                _words(st)[idx] = np.uint64(0)
                return
            c = _counts(st, rc(st, sel), len(idx), sel, inst, "count")
            _words(st)[idx] = _word(0, c, c, 0)

        return run_init
    if sub in ("arrive", "arrive_drop"):
        return _arrive_op(ctx, sub == "arrive_drop")
    if sub in ("expect_tx", "complete_tx"):
        _, space, _ = _mbarrier_mods(ctx, ())
        a, c = ctx.operands(2)
        locate = locator(ctx, a, space)
        rc = _u32(ctx, c)
        inst = ctx.inst
        complete = sub == "complete_tx"

        def run_tx(st, sel):
            idx = locate(st, sel)
            amounts = np.broadcast_to(np.asarray(rc(st, sel), np.int64), idx.shape)
            transact(st, idx, amounts, sel, inst, complete)

        return run_tx
    raise ctx.unsupported()


def _arrive_op(ctx: Ctx, drop: bool) -> Fn:
    flags, space, cluster = _mbarrier_mods(ctx, ("noComplete", "expect_tx"))
    if {"noComplete", "expect_tx"} <= flags:
        raise ctx.malformed(".noComplete and .expect_tx do not go together")
    ops = ctx.operands((2, 3))
    d, a = ops[0], ops[1]
    if cluster and not isinstance(d, Sink):
        raise ctx.malformed("an arrive on .shared::cluster returns no state: its destination is _")
    if "noComplete" in flags and len(ops) != 3:
        raise ctx.malformed(".noComplete needs a count")
    if "expect_tx" in flags and len(ops) != 3:
        raise ctx.malformed(".expect_tx needs a tx count")
    locate = locator(ctx, a, space)
    w = ctx.write(d, TYPES["b64"])
    extra = _u32(ctx, ops[2]) if len(ops) == 3 else None
    expect = "expect_tx" in flags
    no_complete = "noComplete" in flags
    inst = ctx.inst

    def run(st, sel):
        idx = locate(st, sel)
        n = len(idx)
        if extra is not None and not expect:
            counts = _counts(st, extra(st, sel), n, sel, inst, "arrival count")
            tx = None
        else:
            counts = np.ones(n, np.int64)
            tx = _counts(st, extra(st, sel), n, sel, inst, "tx count", 0) if expect else None
        w(st, sel, arrive(st, idx, counts, sel, inst, drop, tx, no_complete))

    return run


def wait_parts(ctx: Ctx) -> tuple[Callable[[Any, Sel], np.ndarray], Callable[..., None], bool]:
    """mbarrier.test_wait / try_wait(.parity): (probe, write, blocking). ``probe(st, sel)``
    tells per lane whether the phase its operand names is complete (9.7.13.15.16: the state's
    or the parity's phase differs from the current one), without side effects; ``write``
    stores waitComplete; ``blocking`` (try_wait) lets the scheduler suspend a thread whose
    phase is incomplete, where test_wait answers at once."""
    sub = ctx.inst.modifiers[0]
    flags, space, cluster = _mbarrier_mods(ctx, ("parity",))
    if cluster:
        raise ctx.unsupported(f"mbarrier.{sub} on .shared::cluster")
    ops = ctx.operands((3, 4) if sub == "try_wait" else (3,))
    d, a, s = ops[0], ops[1], ops[2]
    if len(ops) == 4:
        _u32(ctx, ops[3])  # suspendTimeHint: a time limit, irrelevant when waiting parks
    locate = locator(ctx, a, space)
    write = ctx.write(d, TYPES["pred"])
    inst = ctx.inst
    if "parity" in flags:
        rp = _u32(ctx, s)

        def want(st, sel):
            return np.asarray(rp(st, sel), np.uint32).astype(np.int64) & 1

    else:
        rs = ctx.read(s, TYPES["b64"])

        def want(st, sel):
            return (np.asarray(rs(st, sel), U64) >> np.uint64(63)).astype(np.int64)

    def probe(st, sel):
        idx = locate(st, sel)
        w = _words(st)[idx]
        _check_valid(st, w, idx, sel, inst)
        return (w >> np.uint64(63)).astype(np.int64) != want(st, sel)

    return probe, write, sub == "try_wait"


# -- asynchronous copies ---------------------------------------------------------------------
@op(
    "cp",
    modifiers="async.ca/cg.shared.global (cp-size 4/8/16, src-size); async.commit_group/"
    "wait_group/wait_all; async.mbarrier.arrive(.noinc); async.bulk shared::cta/shared::cluster"
    ".global.mbarrier::complete_tx::bytes, global.shared::cta.bulk_group, commit_group, "
    "wait_group(.read), prefetch.L2",
)
def _cp(ctx: Ctx) -> Fn:
    """cp.async and cp.async.bulk: copied when issued (module docstring)."""
    mods = [m for m in ctx.inst.modifiers if m not in ("L2::64B", "L2::128B", "L2::256B")]
    if not mods or mods[0] != "async":
        raise ctx.unsupported(
            "bulk reductions (cp.reduce.async.bulk) are not emulated" if "bulk" in mods else ""
        )
    if len(mods) > 1 and mods[1] == "bulk":
        return _bulk(ctx, mods[2:])
    if len(mods) > 1 and mods[1] == "mbarrier":
        return _cp_async_arrive(ctx, mods[2:])
    rest = mods[1:]
    if rest in (["commit_group"], ["wait_group"], ["wait_all"]):
        return _nothing
    hint = "L2::cache_hint" in rest
    rest = [m for m in rest if m != "L2::cache_hint"]
    if rest not in (["ca", "shared", "global"], ["cg", "shared", "global"],
                    ["ca", "shared::cta", "global"], ["cg", "shared::cta", "global"]):  # fmt: skip
        raise ctx.unsupported()
    ops = list(ctx.inst.operands)
    if hint:
        ops = ops[:-1]
    if len(ops) not in (3, 4):
        raise ctx.malformed("cp.async takes [dst], [src], cp-size and an optional src-size")
    dkind, dst_r = ctx.address(ops[0], "shared")
    skind, src_r = ctx.address(ops[1], "global")
    if dkind != "shared" or skind != "global":
        raise ctx.malformed("cp.async copies from .global to .shared addresses")
    size_op = ops[2]
    if not isinstance(size_op, Imm) or size_op.value not in (4, 8, 16):
        raise ctx.malformed("cp-size must be 4, 8 or 16")
    cp_size = size_op.value
    src_size_r = None
    ignore_r = None
    if len(ops) == 4:
        extra = ops[3]
        if isinstance(extra, Reg) and ctx.reg_dtype(extra) == np.bool_:
            ignore_r = ctx.read(extra, TYPES["pred"])
        else:
            src_size_r = ctx.read(extra, TYPES["u32"])
    inst = ctx.inst

    def run(st, sel):
        lanes = sel_indices(sel)
        dst = np.broadcast_to(np.asarray(dst_r(st, sel), np.int64), lanes.shape)
        src = np.broadcast_to(np.asarray(src_r(st, sel), np.uint64), lanes.shape)
        if src_size_r is not None:
            n_src = np.broadcast_to(np.asarray(src_size_r(st, sel), np.int64), lanes.shape)
        elif ignore_r is not None:
            ignore = np.broadcast_to(np.asarray(ignore_r(st, sel), bool), lanes.shape)
            n_src = np.where(ignore, 0, cp_size)
        else:
            n_src = np.full(lanes.shape, cp_size)
        bad = dst % cp_size != 0
        if bad.any():
            k = int(np.flatnonzero(bad)[0])
            raise st.fault(
                f"misaligned {cp_size}-byte cp.async to shared address {int(dst[k]):#x}",
                int(lanes[k]),
                inst,
            )
        data = np.zeros((len(lanes), cp_size), np.uint8)
        for k in range(cp_size):
            m = n_src > k
            if m.any():
                data[m, k] = st.load_global(src[m] + np.uint64(k), U8, lanes[m], inst)
        for k in range(cp_size):
            st.store_space("shared", dst + k, data[:, k], U8, lanes, inst)

    return run


def _nothing(st, sel) -> None:
    return None


def _cp_async_arrive(ctx: Ctx, mods: list[str]) -> Fn:
    """cp.async.mbarrier.arrive{.noinc}: the thread's earlier cp.async are complete already,
    so the arrive-on happens now; without .noinc the pending count is raised by one first,
    which leaves the object as it was (9.7.13.15.15)."""
    if not mods or mods[0] != "arrive" or mods[-1] != "b64":
        raise ctx.unsupported()
    noinc = False
    space = ""
    for m in mods[1:-1]:
        if m == "noinc" and not noinc:
            noinc = True
        elif m in ("shared", "shared::cta"):
            space = "shared"
        else:
            raise ctx.unsupported(f"modifier .{m}")
    (a,) = ctx.operands(1)
    locate = locator(ctx, a, space)
    inst = ctx.inst

    def run(st, sel):
        idx = locate(st, sel)
        if noinc:
            arrive(st, idx, np.ones(len(idx), np.int64), sel, inst)
        else:
            _check_valid(st, _words(st)[idx], idx, sel, inst)

    return run


def _bulk(ctx: Ctx, mods: list[str]) -> Fn:
    if mods and mods[0] == "tensor":
        raise ctx.unsupported("tensor-map copies (cp.async.bulk.tensor) are not emulated")
    if mods in (["commit_group"], ["wait_group"], ["wait_group", "read"]):
        return _nothing
    if mods and mods[0] == "prefetch":
        if mods[1:] not in (["L2", "global"], ["L2", "global", "L2::cache_hint"]):
            raise ctx.unsupported()
        return _nothing
    hint = "L2::cache_hint" in mods
    rest = [m for m in mods if m != "L2::cache_hint"]
    ops = list(ctx.inst.operands)
    if hint:
        ops = ops[:-1]
    to_shared = rest in (
        ["shared::cluster", "global", "mbarrier::complete_tx::bytes"],
        ["shared::cta", "global", "mbarrier::complete_tx::bytes"],
    )
    to_global = rest == ["global", "shared::cta", "bulk_group"]
    if not (to_shared or to_global):
        why = {
            "multicast::cluster": "multicast needs a cluster of CTAs, which is not emulated",
            "cp_mask": "byte-masked bulk copies (.cp_mask) are not emulated",
        }
        known = [why[m] for m in rest if m in why]
        if rest[:2] == ["shared::cluster", "shared::cta"]:
            known.append("a copy to another CTA's shared memory needs a cluster, not emulated")
        raise ctx.unsupported(known[0] if known else "")
    if len(ops) != (4 if to_shared else 3):
        raise ctx.malformed("cp.async.bulk takes [dstMem], [srcMem], size" +
                            (", [mbar]" if to_shared else ""))  # fmt: skip
    dkind, dst_r = ctx.address(ops[0], "shared" if to_shared else "global")
    skind, src_r = ctx.address(ops[1], "global" if to_shared else "shared")
    if (dkind, skind) != (("shared", "global") if to_shared else ("global", "shared")):
        raise ctx.malformed("cp.async.bulk copies between .global and .shared addresses")
    size_r = _u32(ctx, ops[2])
    locate = locator(ctx, ops[3], "shared") if to_shared else None
    inst = ctx.inst

    def run(st, sel):
        lanes = sel_indices(sel)
        n = len(lanes)
        dst = np.broadcast_to(np.asarray(dst_r(st, sel)), (n,))
        src = np.broadcast_to(np.asarray(src_r(st, sel)), (n,))
        size = np.broadcast_to(np.asarray(size_r(st, sel), np.int64), (n,))
        mbar = locate(st, sel) if locate is not None else None
        S = st.launch.shared_bytes
        for k in range(n):
            lane, nbytes = int(lanes[k]), int(size[k])
            d, s = int(dst[k]), int(src[k])
            if nbytes % 16 or d % 16 or s % 16:
                raise st.fault(
                    f"cp.async.bulk of {nbytes} bytes from {s:#x} to {d:#x}: the size and both "
                    "addresses must be multiples of 16 (PTX ISA 9.7.9.25.4.1)",
                    lane,
                    inst,
                )
            shared_off = d if to_shared else s
            if shared_off < 0 or shared_off + nbytes > S:
                raise st.fault(
                    f"out-of-bounds cp.async.bulk of {nbytes} bytes at shared address "
                    f"{shared_off:#x} (shared memory is {S} bytes)",
                    lane,
                    inst,
                    shared_off,
                )
            row = int(st.blk[lane]) * S + shared_off
            span = _global_span(st, d if to_global else s, nbytes, lane, inst, to_global)
            if to_shared:
                st.shared[row : row + nbytes] = span
            else:
                span[...] = st.shared[row : row + nbytes]
            if mbar is not None:
                transact(st, mbar[k : k + 1], size[k : k + 1], lanes[k : k + 1], inst, True)

    return run


def _global_span(st, addr: int, nbytes: int, lane: int, inst, write: bool) -> np.ndarray:
    """The ``nbytes`` bytes of global memory at ``addr`` as a view of one allocation."""
    what = "cp.async.bulk " + ("store" if write else "load")
    if nbytes == 0:
        return np.zeros(0, U8)
    r = st.memory.region_at(addr)
    if r is None or addr + nbytes > r.end:
        raise st.fault(st._describe(addr, nbytes, what, r), lane, inst, addr)
    if write and not r.data.flags.writeable:
        raise st.fault(f"{what} of {nbytes} bytes to read-only memory", lane, inst, addr)
    return r.data[addr - r.base : addr - r.base + nbytes]
