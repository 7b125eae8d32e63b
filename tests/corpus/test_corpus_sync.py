"""The corpus kernels that synchronise through mbarriers, bulk copies and grid.sync(), run on
the host emulator and checked against numpy references computed without it:

- nvcc/mbarrier_phases: what test_wait / try_wait answer and pending_count reads at each step
  (the answers the PTX ISA's mbarrier rules fix, written out by hand below).
- nvcc/barrier_ring: warp-specialised producer and consumers on cuda::barrier, bulk copies.
- nvcc/pipeline_roles: a block-scope cuda::pipeline with producer and consumer roles.
- nvcc/grid_sync: cooperative groups' grid.sync() between rounds of a stencil.
- nvcc/mbarrier_block, nvcc/cp_async_barrier, nvcc/cg_reserved_smem: cuda::barrier,
  memcpy_async on it and a 64-thread cooperative-groups tile (sm_80), also in the H200 record.

Each multi-block kernel also runs with one block per batch, so a kernel's result cannot hang
on how the emulator groups blocks.
"""

from __future__ import annotations

import numpy as np
import pytest
from corpus_tools import build_arrays, discover
from corpus_tools._emulate import emulate, load_module

ptx = pytest.importorskip("eagle.ptx", reason="the eagle host emulator is not importable")

SPECS = {s.kid: s for s in discover()}


def _run(kid: str, batch_lanes: int | None = None) -> dict[str, np.ndarray]:
    spec = SPECS[kid]
    module = load_module(spec)
    if batch_lanes is not None:
        module.batch_lanes = batch_lanes
    return emulate(spec, module).arrays


def _fma32(a: np.ndarray, b: float, c: np.ndarray) -> np.ndarray:
    """float32 a * b + c with one rounding: exact in float64 here (checked: the float64 sum's
    rounding error, by Knuth's TwoSum, is zero), then rounded once."""
    p = a.astype(np.float64) * b  # exact: 24 + 2 significant bits
    q = c.astype(np.float64)
    s = p + q
    bb = s - p
    err = (p - (s - bb)) + (q - bb)
    assert not err.any(), "the float64 reference is not exact for these inputs"
    return s.astype(np.float32)


def test_mbarrier_phases_answers_what_the_rules_fix() -> None:
    arrays = _run("nvcc/mbarrier_phases")
    seeds = build_arrays(SPECS["nvcc/mbarrier_phases"])["seeds"].reshape(2, 2)
    want = np.zeros((2, 64, 16), np.int32)
    t = np.arange(64)
    for block, (s0, s1) in enumerate(seeds):
        w = want[block]
        w[:, 0] = 0  # before thread 0 arrives: phase 0 incomplete, for the state and the parity
        w[:, 1:4] = [1, 1, 0]  # then complete; the parity of phase 1 (current) is not
        w[0, 4] = 64  # pending before thread 0's .noComplete arrive of 10 + s0 % 4
        w[1, 4] = 64 - (10 + s0 % 4)  # and before thread 1's of 20
        w[:, 5:7] = [0, 1]  # one arrival short, then complete
        w[:, 7:10] = [0, 0, 1]  # 256 bytes expected: 128 outstanding, then none
        w[:, 10:12] = [1, 0]  # bytes completed before expected; arrive.expect_tx closes it
        w[:, 12:14] = [1, 1]  # half the threads drop out; the next phase needs 32
        w[:, 14] = 0  # invalidated, initialised again: phase 0, incomplete
        w[:, 15] = np.where(t >= 32, 3 * s1 + t, -1)  # the consumer warp saw the message
    np.testing.assert_array_equal(arrays["out"].reshape(2, 64, 16), want)


def _ring_reference(x: np.ndarray, blocks: int, tiles: int) -> tuple[np.ndarray, np.ndarray]:
    x = x.reshape(blocks, tiles, 256)
    y = _fma32(x, 2.0, x[:, :, ::-1])
    sums = np.zeros((blocks, 128), np.float32)
    for t in range(tiles):
        for half in range(2):  # consumer c reads elements c and c + 128 of each tile, in order
            sums = (sums + x[:, t, half * 128 : (half + 1) * 128]).astype(np.float32)
    return y.reshape(-1), sums.reshape(-1)


@pytest.mark.parametrize("batch_lanes", [None, 160], ids=["one-batch", "block-per-batch"])
def test_barrier_ring_streams_every_tile(batch_lanes: int | None) -> None:
    spec = SPECS["nvcc/barrier_ring"]
    arrays = _run("nvcc/barrier_ring", batch_lanes)
    y, sums = _ring_reference(arrays["x"], spec.grid[0], spec.sizes["tiles"])
    np.testing.assert_array_equal(arrays["y"], y)
    np.testing.assert_array_equal(arrays["sums"], sums)


@pytest.mark.parametrize("batch_lanes", [None, 128], ids=["one-batch", "block-per-batch"])
def test_pipeline_roles_streams_every_tile(batch_lanes: int | None) -> None:
    arrays = _run("nvcc/pipeline_roles", batch_lanes)
    x = arrays["x"].reshape(4, -1, 128)
    # 3 * x - mirror: ptxas contracts the mul and sub into one fused multiply-add
    want = _fma32(x, 3.0, -x[:, :, ::-1])
    np.testing.assert_array_equal(arrays["y"], want.reshape(-1))


def _collatz_steps(v: np.ndarray) -> np.ndarray:
    s = v % 97 + 1
    steps = np.zeros_like(s)
    while (s != 1).any():
        go = s != 1
        s = np.where(go, np.where(s & 1, 3 * s + 1, s // 2), s)
        steps += go
    return steps


def test_grid_sync_rounds_see_every_block() -> None:
    spec = SPECS["nvcc/grid_sync"]
    arrays = _run("nvcc/grid_sync")
    a = build_arrays(spec)["x"].astype(np.uint64)
    mod = np.uint64(1 << 32)
    totals, last = [], a
    for r in range(spec.sizes["rounds"]):
        steps = _collatz_steps(a)
        left, right = np.roll(a, 1), np.roll(a, -1)
        v = ((left >> np.uint64(3)) + 5 * a - (right ^ steps) + np.uint64(r)) % mod
        totals.append(int(v.sum() % mod))
        last, a = a, v
    # rounds write b, a, b, a, b: b holds the last round, a the one before
    np.testing.assert_array_equal(arrays["b"], a.astype(np.uint32))
    np.testing.assert_array_equal(arrays["a"], last.astype(np.uint32))
    np.testing.assert_array_equal(arrays["totals"], np.array(totals, np.uint32))


def test_grid_sync_needs_a_cooperative_launch() -> None:
    """Without a cooperative launch the driver gives no grid workspace: grid.sync() traps, as
    on a GPU; a grid larger than an H200 holds at once is refused before it runs."""
    spec = SPECS["nvcc/grid_sync"]
    module = load_module(spec)
    arrays = build_arrays(spec)
    args = [arrays[n] for n in ("x", "a", "b", "totals")] + [np.uint32(5)]
    with pytest.raises(ptx.EmulatorError, match="trap instruction executed"):
        module.launch(spec.entry, spec.grid, spec.block, args)
    with pytest.raises(ValueError, match="COOPERATIVE_LAUNCH_TOO_LARGE"):
        module.launch(spec.entry, 132 * 16 + 1, 128, args, cooperative=True)
    local = ptx.HostModule(
        spec.ptx_text().replace("{", "{\n\t.local .align 8 .b8 big[65536];", 1), "big.ptx"
    )
    with pytest.raises(ValueError, match="bytes of local memory each"):
        local.launch(spec.entry, 132 * 8, 128, args, cooperative=True)


def test_cuda_barrier_kernels_of_sm_80() -> None:
    x = build_arrays(SPECS["nvcc/mbarrier_block"])["x"].reshape(-1, 128)
    y = _run("nvcc/mbarrier_block")["y"].reshape(-1, 128)
    np.testing.assert_array_equal(y, x - x[:, ::-1])
    x = build_arrays(SPECS["nvcc/cp_async_barrier"])["x"].reshape(-1, 128)
    y = _run("nvcc/cp_async_barrier")["y"].reshape(-1, 128)
    np.testing.assert_array_equal(y, _fma32(x, 2.0, x[:, ::-1]))


def test_a_cooperative_groups_tile_of_64_threads() -> None:
    """cg::reduce over thread_block_tile<64>: its barrier and collectives live in the shared
    memory the driver reserves (%reserved_smem_offset_1)."""
    x = build_arrays(SPECS["nvcc/cg_reserved_smem"])["x"].reshape(-1, 64)
    y = _run("nvcc/cg_reserved_smem")["y"].reshape(-1, 64)
    np.testing.assert_array_equal(y, np.repeat(x.sum(axis=1, keepdims=True), 64, axis=1))
