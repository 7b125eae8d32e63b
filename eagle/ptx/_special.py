"""Special registers (PTX ISA section 10): thread, block and grid indices, lane masks,
clocks. Each reader returns a per-lane uint array or a Python int when uniform."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import numpy as np

from ._syntax import SpecialReg

if TYPE_CHECKING:
    from ._decode import Ctx
    from ._state import State

WARP = 32
_AXES = {"x": 0, "y": 1, "z": 2}


def _tid(axis: int) -> Callable[[State, Any], Any]:
    def read(st: State, sel: Any) -> Any:
        bx, by, bz = st.launch.block
        t = st.tid[sel]
        if axis == 0:
            return t if by == bz == 1 else t % bx
        if axis == 1:
            return (t // bx) % by if by > 1 else 0
        return t // (bx * by) if bz > 1 else 0

    return read


def _ctaid(axis: int) -> Callable[[State, Any], Any]:
    def read(st: State, sel: Any) -> Any:
        gx, gy, gz = st.launch.grid
        b = st.blk[sel] + st.block0
        if axis == 0:
            return b if gy == gz == 1 else b % gx
        if axis == 1:
            return (b // gx) % gy if gy > 1 else 0
        return b // (gx * gy) if gz > 1 else 0

    return read


def _lanemask(kind: str) -> Callable[[State, Any], Any]:
    def read(st: State, sel: Any) -> Any:
        lane = (st.tid[sel] % WARP).astype(np.uint64)
        one = np.uint64(1)
        eq = one << lane
        full = np.uint64(0xFFFFFFFF)
        if kind == "eq":
            return eq
        if kind == "lt":
            return eq - one
        if kind == "le":
            return (eq << one) - one
        if kind == "ge":
            return full & ~(eq - one)
        return full & ~((eq << one) - one)  # gt

    return read


def _clock(st: State, sel: Any) -> int:
    return time.perf_counter_ns()


# The shared memory the driver reserves for system software on sm_80+ (1 KB a block, CUDA C++
# Programming Guide, compute capabilities 8.x and 9.0), placed after the kernel's own shared
# memory: cooperative groups keep a tile's barriers and collectives there
# (%reserved_smem_offset_1, at least 288 bytes). The offsets are the driver's to choose.
RESERVED_SMEM_BYTES = 1024
_RESERVED = {"begin": 0, "0": 0, "1": 512, "end": RESERVED_SMEM_BYTES}


def _reserved(which: str) -> Callable[[State, Any], Any] | None:
    if which == "cap":
        return lambda st, sel: RESERVED_SMEM_BYTES
    off = _RESERVED.get(which)
    if off is None:
        return None
    return lambda st, sel: st.launch.reserved_smem + off


def special_reader(ctx: Ctx, sr: SpecialReg) -> Callable[[State, Any], Any] | None:
    """A reader for ``sr``, or None if the emulator does not provide it."""
    name, comp = sr.name, sr.component
    axis = _AXES.get(comp or "")
    if name in ("tid", "ntid", "ctaid", "nctaid") and axis is None:
        return None
    if name == "tid":
        return _tid(axis)  # type: ignore[arg-type]
    if name == "ctaid":
        return _ctaid(axis)  # type: ignore[arg-type]
    if name == "ntid":
        return lambda st, sel: st.launch.block[axis]
    if name == "nctaid":
        return lambda st, sel: st.launch.grid[axis]
    if comp is not None:
        return None
    if name == "laneid":
        return lambda st, sel: st.tid[sel] % WARP
    if name == "warpid":
        return lambda st, sel: st.tid[sel] // WARP
    if name == "nwarpid":
        return lambda st, sel: 64
    if name.startswith("lanemask_"):
        return _lanemask(name[len("lanemask_") :])
    if name in ("clock", "clock64", "globaltimer"):
        mask = 0xFFFFFFFF if name == "clock" else 0xFFFFFFFFFFFFFFFF
        return lambda st, sel: _clock(st, sel) & mask
    if name in ("clock_hi", "globaltimer_hi"):
        return lambda st, sel: _clock(st, sel) >> 32
    if name == "globaltimer_lo":
        return lambda st, sel: _clock(st, sel) & 0xFFFFFFFF
    if name in ("smid", "gridid"):
        return lambda st, sel: 0
    if name == "nsmid":
        return lambda st, sel: 1
    if name == "dynamic_smem_size":
        return lambda st, sel: st.launch.dynamic_shared
    if name in ("total_smem_size", "aggr_smem_size"):
        return lambda st, sel: st.launch.shared_bytes
    if name == "envreg1":  # the driver's grid-sync workspace of a cooperative launch, high
        return lambda st, sel: st.launch.grid_workspace >> 32
    if name == "envreg2":  # ... and low word; 0 otherwise, where grid.sync() traps
        return lambda st, sel: st.launch.grid_workspace & 0xFFFFFFFF
    if name.startswith("envreg"):
        return lambda st, sel: 0
    if name.startswith("reserved_smem_offset_"):
        return _reserved(name[len("reserved_smem_offset_") :])
    return None
