"""Run-time state of one batch of blocks ("lanes" = all threads of those blocks) and the
vectorised, bounds-checked memory accesses of its state spaces.

A *selection* ``sel`` names the lanes an instruction runs on: a ``slice`` (contiguous lanes,
including all of them) or a sorted ``intp`` index array.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ._errors import EmulatorError
from ._memory import (
    GLOBAL_BASE,
    LOCAL_WINDOW,
    PARAM_WINDOW,
    SHARED_WINDOW,
    WINDOW_SIZE,
    DeviceMemory,
)
from ._syntax import Instruction

Sel = slice | np.ndarray


def sel_len(sel: Sel) -> int:
    if isinstance(sel, slice):
        return sel.stop - sel.start
    return len(sel)


def sel_indices(sel: Sel) -> np.ndarray:
    if isinstance(sel, slice):
        return np.arange(sel.start, sel.stop, dtype=np.intp)
    return sel


def normalize(idx: np.ndarray) -> Sel | None:
    """A sorted index array as a slice when it is contiguous; None when empty."""
    n = len(idx)
    if n == 0:
        return None
    first = int(idx[0])
    if int(idx[-1]) - first + 1 == n:
        return slice(first, first + n)
    return idx


def subset(sel: Sel, mask: np.ndarray) -> Sel | None:
    """The lanes of ``sel`` where ``mask`` (one bool per lane of sel) is True."""
    if isinstance(sel, slice):
        return normalize(np.flatnonzero(mask) + sel.start)
    return normalize(sel[mask])


@dataclass
class Launch:
    """What is fixed for a whole launch."""

    kernel: str
    grid: tuple[int, int, int]
    block: tuple[int, int, int]
    memory: DeviceMemory
    params: np.ndarray  # the kernel's parameter bytes (uint8)
    shared_bytes: int  # static + dynamic, rounded up to 16
    dynamic_shared: int
    local_bytes: int  # per thread, rounded up to 16
    global_addr: dict[str, int]  # module variable -> device address
    budget: int
    grid_workspace: int = 0  # cooperative launch: the grid-sync workspace (%envreg1:%envreg2)
    reserved_smem: int = -1  # offset of the system's reserved shared memory region, if any

    @property
    def threads_per_block(self) -> int:
        return self.block[0] * self.block[1] * self.block[2]


class Pool:
    """Storage reused by every batch of a launch, and by the program's next launch of the same
    shape (``Program.pools``, up to ``_schedule.KEPT_POOL_BYTES``): the register file, lane
    identities and local memory (``nbytes`` in all), sized for the largest batch. Reuse keeps
    numpy from mapping fresh pages (and taking their page faults) for every batch; PTX leaves
    registers and local memory uninitialised, so values left by a previous batch or launch
    are never observable by a correct kernel."""

    def __init__(self, launch: Launch, reg_dtypes: list[np.dtype], max_blocks: int):
        T = launch.threads_per_block
        lanes = T * max_blocks
        self.regs = [np.zeros(lanes, dt) for dt in reg_dtypes]
        self.blk = np.repeat(np.arange(max_blocks, dtype=np.int64), T)
        self.tid = np.tile(np.arange(T, dtype=np.int64), max_blocks)
        self.local = np.zeros(lanes * launch.local_bytes, np.uint8)
        self.nbytes = sum(r.nbytes for r in self.regs) + self.local.nbytes + 16 * lanes


class State:
    """Registers and per-lane identity of one batch of ``nblocks`` consecutive blocks (linear
    block indices ``block0`` ...), plus their shared memory and the threads' local memory."""

    def __init__(self, launch: Launch, pool: Pool, block0: int, nblocks: int):
        self.launch = launch
        T = launch.threads_per_block
        n = T * nblocks
        self.n = n
        self.block0 = block0
        self.nblocks = nblocks
        self.R: list[np.ndarray] = [r[:n] for r in pool.regs]
        self.blk = pool.blk[:n]
        self.tid = pool.tid[:n]
        # shared memory starts zeroed in every batch, so results never depend on batching
        self.shared = np.zeros(nblocks * launch.shared_bytes, np.uint8)
        self.local = pool.local[: n * launch.local_bytes]
        self.cache: dict[str, np.ndarray] = {}
        self._typed: dict[tuple[str, np.dtype], np.ndarray] = {}
        self.memory = launch.memory
        self.aff: dict[int, tuple[int, int, int]] = {}  # register -> affine fact (_affine)
        self.mb_epoch = 0  # mbarrier phases completed in this batch (the scheduler's wake-up)

    # -- identity --------------------------------------------------------------------------
    def coords(self, lane: int) -> tuple[tuple[int, int, int], tuple[int, int, int]]:
        """(block index, thread index) of a lane, each as (x, y, z)."""
        gx, gy, _ = self.launch.grid
        bx, by, _ = self.launch.block
        b = self.block0 + int(self.blk[lane])
        t = int(self.tid[lane])
        return (b % gx, (b // gx) % gy, b // (gx * gy)), (t % bx, (t // bx) % by, t // (bx * by))

    def fault(self, message: str, lane: int, inst: Instruction | None, address: int | None = None):
        block, thread = self.coords(lane)
        return EmulatorError(
            message,
            kernel=self.launch.kernel,
            block=block,
            thread=thread,
            address=address,
            line=inst.line if inst is not None else None,
        )

    def lanes(self, sel: Sel) -> np.ndarray:
        return sel_indices(sel)

    def typed(self, space: str, dtype: np.dtype) -> np.ndarray:
        key = (space, dtype)
        v = self._typed.get(key)
        if v is None:
            buf = self.shared if space == "shared" else self.local
            v = buf.view(dtype)
            self._typed[key] = v
        return v

    # -- memory ----------------------------------------------------------------------------
    def _first_lane(self, sel: Sel, bad: np.ndarray) -> int:
        k = int(np.flatnonzero(bad)[0])
        return int(sel.start + k) if isinstance(sel, slice) else int(sel[k])

    def _global_index(self, addrs, size: int, sel: Sel, inst, what: str, write: bool):
        """Region and element indices of global addresses. ``addrs``: int or uint64 array."""
        mem = self.memory
        shift = size.bit_length() - 1
        if isinstance(addrs, (int, np.integer)):
            a = int(addrs)
            r = mem.region_at(a)
            if r is None or a + size > r.end or a % size:
                lane = sel.start if isinstance(sel, slice) else int(sel[0])
                raise self.fault(self._describe(a, size, what, r), lane, inst, a)
            if write and not r.data.flags.writeable:
                lane = sel.start if isinstance(sel, slice) else int(sel[0])
                raise self.fault(f"{what} of {size} bytes to read-only memory", lane, inst, a)
            return r, (a - r.base) >> shift
        a0 = int(addrs[0])
        r = mem.region_at(a0)
        if r is not None:
            off = addrs - np.uint64(r.base)  # wraps for addresses below base: caught by max
            if int(off.max()) <= r.nbytes - size and not (
                size > 1 and int(np.bitwise_or.reduce(off)) & (size - 1)
            ):
                if write and not r.data.flags.writeable:
                    raise self.fault(
                        f"{what} to read-only memory",
                        self._first_lane(sel, np.ones(1, bool)),
                        inst,
                        a0,
                    )
                return r, off >> np.uint64(shift)
        # slow path: several regions, or a fault
        k, off = mem.locate(addrs, size)
        bad = (k < 0) | ((off & np.uint64(size - 1)) != 0)
        if bad.any():
            i = int(np.flatnonzero(bad)[0])
            a = int(addrs[i])
            raise self.fault(
                self._describe(a, size, what, mem.region_at(a)), self._first_lane(sel, bad), inst, a
            )
        return k, off >> np.uint64(shift)

    def _describe(self, a: int, size: int, what: str, r) -> str:
        if a == 0:
            return f"{what} of {size} bytes through a null pointer (address 0x0)"
        if r is not None and a + size <= r.end:
            return f"misaligned {what} of {size} bytes at address {a:#x}"
        if r is not None:
            return (
                f"out-of-bounds {what} of {size} bytes at address {a:#x} (past the end of the "
                f"{r.nbytes}-byte allocation at {r.base:#x})"
            )
        return f"out-of-bounds {what} of {size} bytes at address {a:#x} (no allocation there)"

    def global_slice(self, first: int, count: int, step: int, dtype: np.dtype, write: bool):
        """The elements at ``first + k*step`` (k < count) as a view of one allocation, or None
        when that is not a valid, aligned, in-bounds access (the caller then takes the
        general path, which reports the fault precisely)."""
        size = dtype.itemsize
        if count <= 0 or step % size or first % size:
            return None
        last = first + (count - 1) * step
        lo, hi = min(first, last), max(first, last)
        r = self.memory.region_at(lo)
        if r is None or hi + size > r.end or (write and not r.data.flags.writeable):
            return None
        k0 = (first - r.base) // size
        k = step // size
        typed = r.typed(dtype)
        if k == 0:
            return None
        if k > 0:
            return typed[k0 : k0 + (count - 1) * k + 1 : k]
        stop = k0 + (count - 1) * k - 1
        return typed[k0 : stop if stop >= 0 else None : k]

    def load_global(self, addrs, dtype: np.dtype, sel: Sel, inst, out=None):
        """Values at global ``addrs``; written into ``out`` (and None returned) when given."""
        where, idx = self._global_index(addrs, dtype.itemsize, sel, inst, "load", False)
        if not isinstance(where, np.ndarray):
            if out is not None and isinstance(idx, np.ndarray):
                np.take(where.typed(dtype), idx, out=out)
                return None
            return where.typed(dtype)[idx]
        out = np.empty(len(idx), dtype)
        for k in np.unique(where):
            m = where == k
            out[m] = self.memory.region(int(k)).typed(dtype)[idx[m]]
        return out

    def store_global(self, addrs, values, dtype: np.dtype, sel: Sel, inst) -> None:
        where, idx = self._global_index(addrs, dtype.itemsize, sel, inst, "store", True)
        if not isinstance(where, np.ndarray):
            if np.ndim(idx) == 0 and np.ndim(values) > 0:
                # every lane stores to one address (a module-scope variable, `st [sym], %r`):
                # the PTX ISA leaves which store lands undefined; the last lane's does, as if
                # the lanes ran in order
                values = values[-1]
            where.typed(dtype)[idx] = values
            return
        values = np.broadcast_to(values, idx.shape)
        for k in np.unique(where):
            m = where == k
            region = self.memory.region(int(k))
            if not region.data.flags.writeable:
                raise self.fault("store to read-only memory", self._first_lane(sel, m), inst)
            region.typed(dtype)[idx[m]] = values[m]

    def _block_index(self, space: str, offs, size: int, sel: Sel, inst, what: str):
        """Flat element index into shared (per block) or local (per lane) memory."""
        if space == "shared":
            limit = self.launch.shared_bytes
            base = self.blk[sel] * limit
        else:
            limit = self.launch.local_bytes
            base = self.lanes(sel).astype(np.int64) * limit
        if isinstance(offs, (int, np.integer)):
            o = int(offs)
            if o < 0 or o + size > limit or o % size:
                lane = sel.start if isinstance(sel, slice) else int(sel[0])
                raise self.fault(self._describe_local(space, o, size, limit, what), lane, inst, o)
            return (base + o) >> (size.bit_length() - 1)
        o = offs.astype(np.int64, copy=False)
        bad = (o < 0) | (o > limit - size)
        if size > 1:
            bad |= (o & (size - 1)) != 0
        if bad.any():
            i = int(np.flatnonzero(bad)[0])
            raise self.fault(
                self._describe_local(space, int(offs[i]), size, limit, what),
                self._first_lane(sel, bad),
                inst,
                int(offs[i]),
            )
        return (base + o) >> (size.bit_length() - 1)

    @staticmethod
    def _describe_local(space: str, o: int, size: int, limit: int, what: str) -> str:
        if 0 <= o <= limit - size:
            return f"misaligned {space} {what} of {size} bytes at {space} address {o:#x}"
        return (
            f"out-of-bounds {space} {what} of {size} bytes at {space} address {o:#x} "
            f"({space} memory is {limit} bytes)"
        )

    def load_space(self, space: str, offs, dtype: np.dtype, sel: Sel, inst):
        idx = self._block_index(space, offs, dtype.itemsize, sel, inst, "load")
        return self.typed(space, dtype)[idx]

    def store_space(self, space: str, offs, values, dtype: np.dtype, sel: Sel, inst) -> None:
        idx = self._block_index(space, offs, dtype.itemsize, sel, inst, "store")
        self.typed(space, dtype)[idx] = values

    def load_kparam(self, offs, dtype: np.dtype, sel: Sel, inst):
        p = self.launch.params
        size = dtype.itemsize
        if isinstance(offs, (int, np.integer)):
            o = int(offs)
            if o < 0 or o + size > p.size:
                lane = sel.start if isinstance(sel, slice) else int(sel[0])
                raise self.fault(
                    f"kernel parameter load of {size} bytes at offset {o} is "
                    f"outside the {p.size} parameter bytes",
                    lane,
                    inst,
                    o,
                )
            return p[o : o + size].view(dtype)[0]
        o = offs.astype(np.int64)
        bad = (o < 0) | (o > p.size - size)
        if bad.any():
            i = int(np.flatnonzero(bad)[0])
            raise self.fault(
                f"kernel parameter load at offset {int(o[i])} is outside the "
                f"{p.size} parameter bytes",
                self._first_lane(sel, bad),
                inst,
            )
        cols = o[:, None] + np.arange(size)
        return p[cols].copy().view(dtype).reshape(-1)

    # -- generic addressing ----------------------------------------------------------------
    def generic(self, addrs, dtype: np.dtype, sel: Sel, inst, values=None):
        """Load (values None) or store through generic addresses (PTX ISA 5.1.6)."""
        if isinstance(addrs, (int, np.integer)):
            addrs = np.full(sel_len(sel), int(addrs), np.uint64)
        lo = int(addrs.min())
        if lo >= GLOBAL_BASE or lo == 0:
            if values is None:
                return self.load_global(addrs, dtype, sel, inst)
            return self.store_global(addrs, values, dtype, sel, inst)
        out = np.empty(len(addrs), dtype) if values is None else None
        windows = [
            ("shared", SHARED_WINDOW),
            ("local", LOCAL_WINDOW),
            ("param", PARAM_WINDOW),
        ]
        done = np.zeros(len(addrs), bool)
        lanes = sel_indices(sel)
        if values is not None:
            values = np.broadcast_to(values, addrs.shape)
        for space, base in windows:
            m = (addrs >= np.uint64(base)) & (addrs < np.uint64(base + WINDOW_SIZE))
            if not m.any():
                continue
            done |= m
            sub = lanes[m]
            offs = (addrs[m] - np.uint64(base)).astype(np.int64)
            if space == "param":
                if values is not None:
                    raise self.fault("store to kernel parameter memory", int(sub[0]), inst)
                assert out is not None
                out[m] = self.load_kparam(offs, dtype, sub, inst)
            elif values is None:
                assert out is not None
                out[m] = self.load_space(space, offs, dtype, sub, inst)
            else:
                self.store_space(space, offs, values[m], dtype, sub, inst)
        rest = ~done
        if rest.any():
            sub = lanes[rest]
            if values is None:
                assert out is not None
                out[rest] = self.load_global(addrs[rest], dtype, sub, inst)
            else:
                self.store_global(addrs[rest], values[rest], dtype, sub, inst)
        return out
