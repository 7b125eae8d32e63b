"""The scheduler: runs a linked program over batches of blocks in lock step.

Lanes with the same program counter form a *group* and execute each instruction together as
one numpy operation. A branch whose predicate differs between lanes splits a group; the group
with the smallest program counter always runs next, and groups that reach the same counter
merge again, which reconverges structured control flow (if/else, loops with divergent exits)
at its join point. Threads that wait at ``bar.sync`` park until every live thread of their
block has arrived (or the given thread count), so blocks of a batch advance independently.
"""

from __future__ import annotations

import numpy as np

from ._inline import BAR, BRA, BRX, EXIT, PLAIN, TRAP, Program
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

    def add(self, pc: int, sel: Sel, count: int) -> None:
        g = self.groups.get(pc)
        if g is None:
            self.groups[pc] = [sel, count]
        else:
            g[0] = _union(g[0], sel, self.st.n)
            g[1] = max(g[1], count)

    def kill(self, sel: Sel) -> None:
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

    def deadlock(self) -> Exception:
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
                if not self.parked:
                    return
                self.release()
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


def run_program(prog: Program, launch: Launch, batch_lanes: int = 1 << 15) -> None:
    """Run every block of the launch, in batches of about ``batch_lanes`` threads."""
    gx, gy, gz = launch.grid
    total = gx * gy * gz
    T = launch.threads_per_block
    per = min(max(1, batch_lanes // T), total)
    # fewer blocks a batch when each thread has much local memory (up to 512 KiB): the pool
    # holds it for every lane of a batch
    per = max(1, min(per, LOCAL_POOL_BYTES // max(1, T * launch.local_bytes)))
    pool = Pool(launch, prog.reg_dtypes, per)
    for b0 in range(0, total, per):
        nb = min(per, total - b0)
        st = State(launch, pool, b0, nb)
        _Batch(prog, st).run()
