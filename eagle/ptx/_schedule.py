"""The scheduler: runs a linked program over batches of blocks in lock step.

Lanes with the same program counter form a *group* and execute each instruction together as
one numpy operation. A branch whose predicate differs between lanes splits a group; the group
with the smallest program counter always runs next, and groups that reach the same counter
merge again, which reconverges structured control flow (if/else, loops with divergent exits)
at its join point. Threads that wait at ``bar.sync`` park until every live thread of their
block has arrived (or the given thread count), so blocks of a batch advance independently.

Threads may also wait for one another without a barrier instruction. Those whose
``mbarrier.try_wait`` finds the phase incomplete park at that instruction (suspended, as the
ISA allows) and probe again once nothing else can run and some mbarrier phase of the batch
has completed since; if none has, they get False, as after try_wait's time limit. Those
whose ``mbarrier.test_wait`` answers False, and threads at a polling load
(``ld.acquire``/``.volatile``, ``nanosleep``: a flag set by another thread or block, as in
``grid.sync()``), give way to every other runnable thread first, and go on once per round
when only such threads are left, so a spinning group with the smallest program counter
cannot starve the threads it waits for.
"""

from __future__ import annotations

import numpy as np

from ._inline import BAR, BRA, BRX, EXIT, PLAIN, SPIN, TRAP, WAIT, Program
from ._state import Launch, Pool, Sel, State, normalize, sel_indices, sel_len, subset

_NEVER = 1 << 62


def _union(a: Sel, b: Sel, n: int) -> Sel:
    if isinstance(a, slice) and isinstance(b, slice):
        if a.stop == b.start:
            return slice(a.start, b.stop)
        if b.stop == a.start:
            return slice(b.start, a.stop)
    mask = np.zeros(n, bool)
    mask[a] = True
    mask[b] = True
    out = normalize(np.flatnonzero(mask))
    assert out is not None
    return out


class _Batch:
    """Scheduler state of one batch."""

    def __init__(self, prog: Program, st: State):
        self.prog = prog
        self.st = st
        T = st.launch.threads_per_block
        self.live = np.full(st.nblocks, T, np.int64)
        self.nlive = st.n
        self.groups: dict[int, list] = {0: [slice(0, st.n), 0]}
        # parked barrier waiters: [pc, lane indices, barrier id, expected count or None, pred]
        self.parked: list[list] = []
        self.arrived: dict[int, np.ndarray] = {}
        # try_wait waiters: [pc, lane indices, count, step, mb_epoch when they parked]
        self.waiting: list[list] = []
        self.yielded: dict[int, list] = {}  # threads that gave way: pc -> [sel, count]
        self.passes: set[int] = set()  # pcs of resumed pollers: they poll once before yielding
        self.forced = -1  # the mb_epoch at which the waiters were last answered False

    def add(self, pc: int, sel: Sel, count: int) -> None:
        g = self.groups.get(pc)
        if g is None:
            self.groups[pc] = [sel, count]
        else:
            g[0] = _union(g[0], sel, self.st.n)
            g[1] = max(g[1], count)

    def kill(self, sel: Sel) -> None:
        if sel.__class__ is slice:
            # lanes are blocks of T consecutive threads: count a contiguous range directly
            a, b = sel.start, sel.stop
            T = self.st.launch.threads_per_block
            b0, b1 = a // T, (b - 1) // T
            if b0 == b1:
                self.live[b0] -= b - a
            else:
                self.live[b0] -= (b0 + 1) * T - a
                self.live[b0 + 1 : b1] -= T
                self.live[b1] -= b - b1 * T
            self.nlive -= b - a
            return
        blk = self.st.blk[sel]
        self.live -= np.bincount(blk, minlength=self.st.nblocks)
        self.nlive -= sel_len(sel)

    # -- barriers --------------------------------------------------------------------------
    def arrive(self, step, pc: int, sel: Sel, count: int) -> None:
        kind, bar_id_r, count_r, red = step.extra
        st = self.st
        bar_ids = bar_id_r(st, sel)
        if isinstance(bar_ids, np.ndarray):
            if bar_ids.size and (bar_ids != bar_ids[0]).any():
                lane = int(sel_indices(sel)[0])
                raise st.fault("barrier number differs between threads", lane, step.inst)
            bar_ids = bar_ids[0] if bar_ids.size else 0
        bar_id = int(bar_ids)
        if bar_id > 15:
            lane = int(sel_indices(sel)[0])
            raise st.fault(f"barrier number {bar_id} is not in 0..15", lane, step.inst)
        expected = None
        if count_r is not None:
            c = count_r(st, sel)
            expected = int(c if not isinstance(c, np.ndarray) else c[0])
        arrived = self.arrived.get(bar_id)
        if arrived is None:
            arrived = self.arrived[bar_id] = np.zeros(st.nblocks, np.int64)
        arrived += np.bincount(st.blk[sel], minlength=st.nblocks)
        if kind == "arrive":
            self.add(pc + 1, sel, count)
        else:
            pred = red[2](st, sel) if red is not None else None
            if isinstance(pred, np.ndarray):
                pred = pred.copy()
            self.parked.append([pc, sel_indices(sel), bar_id, expected, pred, step, count])
        self.release()

    def release(self) -> None:
        st = self.st
        keep = []
        ready_by_id: dict[int, np.ndarray] = {}
        for entry in self.parked:
            _, _, bar_id, expected, _, _, _ = entry
            if bar_id not in ready_by_id:
                need = self.live if expected is None else np.minimum(expected, self.live)
                arrived = self.arrived[bar_id]
                ready_by_id[bar_id] = (arrived >= need) & (arrived > 0)
        done_ids = set()
        for entry in self.parked:
            pc, idx, bar_id, expected, pred, step, count = entry
            ready = ready_by_id[bar_id]
            if not ready.any():
                keep.append(entry)
                continue
            go = ready[st.blk[idx]]
            if go.all():
                go_idx, stay = idx, None
            else:
                go_idx, stay = idx[go], idx[~go]
            if len(go_idx):
                if pred is not None:
                    self._reduce(step, go_idx, pred[go] if stay is not None else pred)
                g = normalize(go_idx)
                assert g is not None
                self.add(pc + 1, g, count)
                done_ids.add(bar_id)
            if stay is not None and len(stay):
                entry[1] = stay
                entry[4] = pred[~go] if pred is not None else None
                keep.append(entry)
        for bar_id in done_ids:
            self.arrived[bar_id][ready_by_id[bar_id]] = 0
        self.parked = keep

    def _reduce(self, step, idx: np.ndarray, pred: np.ndarray) -> None:
        """bar.red: the popc/and/or of the predicate over each block's participants."""
        op, write, _ = step.extra[3]
        st = self.st
        st.aff.clear()
        blk = st.blk[idx]
        ones = np.bincount(blk, weights=pred.astype(np.float64), minlength=st.nblocks)
        total = np.bincount(blk, minlength=st.nblocks)
        if op == "popc":
            value = ones[blk].astype(np.uint32)
        elif op == "and":
            value = (ones == total)[blk]
        else:
            value = (ones > 0)[blk]
        g = normalize(idx)
        write(st, g, value)

    # -- waiting without a barrier instruction ---------------------------------------------
    def wait(self, step, pc: int, sel: Sel, count: int) -> bool:
        """mbarrier.test_wait/try_wait for the lanes of ``sel``: those whose phase is complete
        get True and go on (all of them: returns True, the caller continues at pc + 1). Of the
        others, test_wait's get False and give way before going on; try_wait's park at ``pc``
        (a suspended thread) until a phase completes."""
        probe, write, blocking = step.extra
        st = self.st
        done = probe(st, sel)
        if done.all():
            write(st, sel, done)
            return True
        if not blocking:
            write(st, sel, done)
        go, stay = subset(sel, done), subset(sel, ~done)
        assert stay is not None
        if go is not None:
            if blocking:
                write(st, go, done[done])
            self.add(pc + 1, go, count)
        if blocking:
            self.waiting.append([pc, sel_indices(stay), count, step, st.mb_epoch])
        else:
            self.give_way(pc + 1, stay, count)
        return False

    def give_way(self, pc: int, sel: Sel, count: int) -> None:
        g = self.yielded.get(pc)
        if g is None:
            self.yielded[pc] = [sel, count]
        else:
            g[0] = _union(g[0], sel, self.st.n)
            g[1] = max(g[1], count)

    def resume(self) -> None:
        """Nothing can run: wake the try_wait waiters if a phase completed since they parked;
        else let the threads that gave way go on; else answer the waiters False, once per
        state of the batch's mbarriers (as try_wait does past its time limit), so a thread
        that acts on False goes on."""
        st = self.st
        epoch = st.mb_epoch
        if self.waiting:
            keep = []
            for entry in self.waiting:
                if entry[4] != epoch:
                    g = normalize(entry[1])
                    assert g is not None
                    self.add(entry[0], g, entry[2])
                else:
                    keep.append(entry)
            self.waiting = keep
            if self.groups:
                return
        if self.yielded:
            for pc, (sel, count) in self.yielded.items():
                self.add(pc, sel, count)
                if pc < len(self.prog.steps) and self.prog.steps[pc].kind == SPIN:
                    self.passes.add(pc)
            self.yielded = {}
            return
        if self.waiting and self.forced != epoch:
            self.forced = epoch
            for pc, idx, count, step, _ in self.waiting:
                g = normalize(idx)
                assert g is not None
                step.extra[1](st, g, np.zeros(len(idx), bool))
                self.add(pc + 1, g, count)
            self.waiting = []

    def deadlock(self) -> Exception:
        if self.waiting:
            _pc, idx, _count, step, _ = self.waiting[0]
            return self.st.fault(
                "mbarrier deadlock: threads wait for an mbarrier phase that never completes "
                "(every other live thread of their batch waits as well or has exited)",
                int(idx[0]),
                step.inst,
            )
        _pc, idx, bar_id, *_ = self.parked[0]
        step = self.parked[0][5]
        return self.st.fault(
            f"barrier deadlock: threads wait at barrier {bar_id} that the other live threads "
            "of their block never reach",
            int(idx[0]),
            step.inst,
        )

    # -- the loop --------------------------------------------------------------------------
    def run(self) -> None:
        prog = self.prog
        steps = prog.steps
        nsteps = len(steps)
        st = self.st
        R = st.R
        budget = st.launch.budget
        groups = self.groups
        aff = st.aff
        n = st.n
        while True:
            if not groups:
                if not (self.parked or self.waiting or self.yielded):
                    return
                if self.parked:
                    self.release()
                if not groups:
                    self.resume()
                if not groups:
                    raise self.deadlock()
                continue
            pc = min(groups)
            sel, count = groups.pop(pc)
            stop = min(groups) if groups else _NEVER
            while True:
                if pc == stop:
                    other, ocount = groups.pop(pc)
                    sel = _union(sel, other, st.n)
                    count = max(count, ocount)
                    stop = min(groups) if groups else _NEVER
                if pc >= nsteps:  # falling off the end of the kernel is an exit
                    self.kill(sel)
                    if self.parked:
                        self.release()
                    break
                s = steps[pc]
                count += 1
                kind = s.kind
                if kind == PLAIN:
                    g = s.guard
                    if g < 0:
                        s.fn(st, sel)
                    else:
                        p = R[g][sel]
                        if s.neg:
                            p = ~p
                        if p.all():
                            s.fn(st, sel)
                        elif p.any():
                            s.fn(st, subset(sel, p))
                    if s.dests and (aff or s.affine is not None):
                        for d in s.dests:
                            aff.pop(d, None)
                        if (
                            s.affine is not None
                            and sel.__class__ is slice
                            and sel.start == 0
                            and sel.stop == n
                        ):
                            fact = s.affine(st)
                            if fact is not None:
                                aff[s.dests[0]] = fact
                    pc += 1
                    continue
                if count > budget:
                    lane = int(sel_indices(sel)[0])
                    raise st.fault(
                        f"instruction budget exhausted: a thread executed more than {budget} "
                        "instructions (does the kernel loop forever? raise instruction_budget "
                        "if not)",
                        lane,
                        s.inst,
                    )
                active: Sel | None = sel
                rest: Sel | None = None
                if s.guard >= 0:
                    p = R[s.guard][sel]
                    if s.neg:
                        p = ~p
                    if not p.all():
                        if p.any():
                            active, rest = subset(sel, p), subset(sel, ~p)
                        else:
                            active, rest = None, sel
                if kind == BRA:
                    target = s.target
                    if active is None:
                        pc += 1
                        continue
                    if rest is not None:
                        # divergence: both sides wait in the group table; exits retire at once
                        if steps[target].kind == EXIT and steps[target].guard < 0:
                            self.kill(active)
                        else:
                            self.add(target, active, count)
                        self.add(pc + 1, rest, count)
                        if self.parked:
                            self.release()
                        break
                    if target > stop:
                        self.add(target, sel, count)
                        break
                    pc = target
                    continue
                if kind == EXIT:
                    if active is not None:
                        self.kill(active)
                        if self.parked:
                            self.release()
                    if rest is None:
                        break
                    sel = rest
                    pc += 1
                    continue
                if kind == BAR:
                    if s.extra[0] == "warp" or active is None:
                        pc += 1
                        continue
                    if (
                        rest is None
                        and s.extra[0] == "sync"
                        and s.extra[2] is None
                        and s.extra[3] is None
                        and not self.parked
                        and sel_len(sel) == self.nlive
                    ):
                        pc += 1  # every live thread is here: release at once
                        continue
                    if rest is not None:
                        self.add(pc + 1, rest, count)
                    self.arrive(s, pc, active, count)
                    break
                if kind == WAIT:
                    if active is None:
                        pc += 1
                        continue
                    for d in s.dests:
                        aff.pop(d, None)
                    if rest is not None:
                        self.add(pc + 1, rest, count)
                    if self.wait(s, pc, active, count):
                        if rest is None:
                            pc += 1
                            continue
                        self.add(pc + 1, active, count)
                    break
                if kind == SPIN:
                    if pc in self.passes:
                        self.passes.discard(pc)
                    elif groups or self.yielded or self.waiting:
                        self.give_way(pc, sel, count)
                        break
                    if active is not None:
                        s.fn(st, active)
                        for d in s.dests:
                            aff.pop(d, None)
                    pc += 1
                    continue
                if kind == TRAP:
                    if active is None:
                        pc += 1
                        continue
                    lane = int(sel_indices(active)[0])
                    raise st.fault(s.extra or "trap instruction executed", lane, s.inst)
                if kind == BRX:
                    if active is None:
                        pc += 1
                        continue
                    if rest is not None:
                        self.add(pc + 1, rest, count)
                    index_r, targets = s.extra
                    idx = index_r(st, active)
                    lanes = sel_indices(active)
                    idx = np.broadcast_to(np.asarray(idx, np.int64), lanes.shape)
                    if (idx >= len(targets)).any():
                        bad = int(lanes[np.flatnonzero(idx >= len(targets))[0]])
                        raise st.fault(
                            "brx.idx index is past the end of its target list", bad, s.inst
                        )
                    for k in np.unique(idx):
                        g = normalize(lanes[idx == k])
                        assert g is not None
                        self.add(targets[int(k)], g, count)
                    break
                raise AssertionError(kind)


# Local memory a batch of lanes may hold at once (run_program).
LOCAL_POOL_BYTES = 256 << 20
# The largest register file (and local memory) a program keeps for its next launch; a larger
# one is freed when its launch ends.
KEPT_POOL_BYTES = 64 << 20


def run_program(
    prog: Program, launch: Launch, batch_lanes: int = 1 << 15, all_at_once: bool = False
) -> None:
    """Run every block of the launch, in batches of about ``batch_lanes`` threads (all blocks
    in one batch with ``all_at_once``: a cooperative launch, whose blocks wait for each other)."""
    gx, gy, gz = launch.grid
    total = gx * gy * gz
    T = launch.threads_per_block
    per = total if all_at_once else min(max(1, batch_lanes // T), total)
    # fewer blocks a batch when each thread has much local memory (up to 512 KiB): the pool
    # holds it for every lane of a batch
    if not all_at_once:
        per = max(1, min(per, LOCAL_POOL_BYTES // max(1, T * launch.local_bytes)))
    # the last launch's pool, if it fits, saves allocating (and faulting in) the register file
    key = (T, per, launch.local_bytes)
    pool = prog.pools.pop(key, None) or Pool(launch, prog.reg_dtypes, per)
    for b0 in range(0, total, per):
        nb = min(per, total - b0)
        st = State(launch, pool, b0, nb)
        _Batch(prog, st).run()
    prog.pools.clear()  # one pool kept, taken by one launch at a time (dict.pop is atomic)
    if pool.nbytes <= KEPT_POOL_BYTES:
        prog.pools[key] = pool
