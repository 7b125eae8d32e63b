"""mbarrier objects, the copies that complete on them, and threads waiting for one another
without a barrier instruction, in hand-written PTX: the phase rules against a plain-Python
model of PTX ISA 9.7.13.15 (random operation sequences), the scheduling that lets producer
and consumer warps and polling blocks make progress, the faults for what the ISA leaves
undefined, and the refusals of what is still not emulated."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as hs

from eagle.ptx import EmulatorError, HostModule, UnsupportedInstruction

HEADER = ".version 8.6\n.target sm_90\n.address_size 64\n"
DECLS = (
    "    .reg .pred %p<8>;\n    .reg .b32 %r<64>;\n    .reg .b64 %rd<64>;\n"
    "    .shared .align 8 .b64 bar[4];\n    .shared .align 16 .b8 buf[256];\n"
)
# %rd1: the output pointer, %r0: tid.x, %r9: bar's shared address
PROLOGUE = (
    "    ld.param.u64 %rd1, [out];\n    cvta.to.global.u64 %rd1, %rd1;\n"
    "    mov.u32 %r0, %tid.x;\n    mov.u32 %r9, bar;\n"
)


def kernel(body: str, params: str = ".param .u64 out") -> HostModule:
    text = HEADER + f".visible .entry k({params})\n{{\n" + DECLS + PROLOGUE + body + "}\n"
    return HostModule(text, "k.ptx")


def store(slot: int, reg: str) -> str:
    """out[slot] = reg (a .b32 register), by thread 0's view of the world."""
    return f"    st.global.u32 [%rd1+{4 * slot}], {reg};\n"


# -- the phase rules -------------------------------------------------------------------------
class Model:
    """PTX ISA 9.7.13.15 in plain Python: current phase, expected and pending arrivals,
    tx-count; a phase completes when the pending count and the tx-count are both zero."""

    def __init__(self, count: int):
        self.phase, self.expected, self.pending, self.tx = 0, count, count, 0

    def _maybe_complete(self) -> None:
        if self.pending == 0 and self.tx == 0:
            self.phase += 1
            self.pending = self.expected

    def arrive(self, count: int, drop: bool = False) -> int:
        before = self.pending
        if drop:
            self.expected -= count
        self.pending -= count
        self._maybe_complete()
        return before

    def transact(self, nbytes: int, complete: bool) -> None:
        self.tx += -nbytes if complete else nbytes
        self._maybe_complete()


@hs.composite
def operations(draw) -> tuple[int, list[tuple[str, int]]]:
    """An initial count and a sequence the ISA defines: no more arrivals than pending, an
    expected count that stays >= 1, tx-counts within +-(2^20 - 1)."""
    count = draw(hs.integers(1, 40))
    m = Model(count)
    ops: list[tuple[str, int]] = []
    for _ in range(draw(hs.integers(1, 14))):
        kind = draw(hs.sampled_from(["arrive", "drop", "expect", "complete", "nocomplete"]))
        if kind in ("arrive", "nocomplete", "drop"):
            limit = m.pending if kind == "arrive" else m.pending - 1
            if kind == "drop":
                limit = min(m.pending, m.expected - 1)
            if limit < 1:
                continue
            c = draw(hs.integers(1, limit))
            if kind == "nocomplete" and m.tx == 0 and c == m.pending:
                continue
            m.arrive(c, drop=kind == "drop")
        else:
            c = draw(hs.integers(0, 4096))
            if abs(m.tx + (-c if kind == "complete" else c)) > (1 << 20) - 1:
                continue
            m.transact(c, complete=kind == "complete")
        ops.append((kind, c))
    return count, ops


@settings(max_examples=40, deadline=None)
@given(operations())
def test_phase_rules_follow_the_isa(case: tuple[int, list[tuple[str, int]]]) -> None:
    """One thread runs the sequence; after each operation it stores the test_wait.parity
    answers for parities 0 and 1, and what pending_count reads from the operation's state."""
    count, ops = case
    body = f"    mbarrier.init.shared::cta.b64 [%r9], {count};\n"
    for k, (kind, c) in enumerate(ops):
        if kind == "arrive":
            body += f"    mbarrier.arrive.shared::cta.b64 %rd2, [%r9], {c};\n"
        elif kind == "nocomplete":
            body += f"    mbarrier.arrive.noComplete.shared.b64 %rd2, [%r9], {c};\n"
        elif kind == "drop":
            body += f"    mbarrier.arrive_drop.shared::cta.b64 %rd2, [%r9], {c};\n"
        elif kind == "expect":
            body += f"    mbarrier.expect_tx.relaxed.cta.shared::cta.b64 [%r9], {c};\n"
        else:
            body += f"    mbarrier.complete_tx.relaxed.cta.shared::cta.b64 [%r9], {c};\n"
        body += (
            "    mbarrier.pending_count.b64 %r3, %rd2;\n"
            "    mbarrier.test_wait.parity.shared::cta.b64 %p1, [%r9], 0;\n"
            "    mbarrier.test_wait.parity.shared::cta.b64 %p2, [%r9], 1;\n"
            "    selp.u32 %r1, 1, 0, %p1;\n    selp.u32 %r2, 1, 0, %p2;\n"
            + store(3 * k, "%r1")
            + store(3 * k + 1, "%r2")
            + store(3 * k + 2, "%r3")
        )
    out = np.zeros(3 * len(ops) + 1, np.uint32)
    kernel(body + "    ret;\n").launch("k", 1, 1, [out])
    m = Model(count)
    want = []
    pending_read = 0
    for kind, c in ops:
        if kind in ("arrive", "nocomplete", "drop"):
            pending_read = m.arrive(c, drop=kind == "drop")
        else:
            m.transact(c, complete=kind == "complete")
        # the parity of the phase just before the current one is complete, the current's not
        done0, done1 = (m.phase % 2 == 1), (m.phase % 2 == 0)
        want += [int(done0), int(done1), pending_read]
    np.testing.assert_array_equal(out[: len(want)], want)


def test_test_wait_with_a_state_and_arrive_drop_across_threads() -> None:
    """64 threads: the upper half drops out of the barrier in phase 0; the lower half then
    completes phase 1 alone. Each thread's state from phase 0 tests complete afterwards."""
    body = (
        "    setp.eq.u32 %p1, %r0, 0;\n"
        "    @%p1 mbarrier.init.shared.b64 [%r9], 64;\n    bar.sync 0;\n"
        "    setp.ge.u32 %p2, %r0, 32;\n"
        "    @%p2 mbarrier.arrive_drop.shared.b64 %rd2, [%r9];\n"
        "    @!%p2 mbarrier.arrive.shared.b64 %rd2, [%r9];\n    bar.sync 0;\n"
        "    mbarrier.test_wait.shared.b64 %p3, [%r9], %rd2;\n"
        "    @!%p2 mbarrier.arrive.shared.b64 %rd3, [%r9];\n    bar.sync 0;\n"
        "    mbarrier.test_wait.parity.shared.b64 %p4, [%r9], 1;\n"
        "    selp.u32 %r1, 1, 0, %p3;\n    selp.u32 %r2, 2, 0, %p4;\n    or.b32 %r1, %r1, %r2;\n"
        "    mul.wide.u32 %rd4, %r0, 4;\n    add.s64 %rd4, %rd1, %rd4;\n"
        "    st.global.u32 [%rd4], %r1;\n    ret;\n"
    )
    out = np.zeros(64, np.uint32)
    kernel(body).launch("k", 1, 64, [out])
    np.testing.assert_array_equal(out, np.full(64, 3))


# -- copies completing on a barrier ----------------------------------------------------------
def _copy_kernel(arrive: str) -> str:
    """Thread 0 copies 16 bytes with cp.async, then `arrive`; the barrier expects 1 arrival.
    out[0] = test_wait.parity(0) right after, out[1..4] = the copied words."""
    return (
        "    ld.param.u64 %rd5, [src];\n    cvta.to.global.u64 %rd5, %rd5;\n"
        "    mbarrier.init.shared.b64 [%r9], 1;\n"
        "    mov.u32 %r10, buf;\n"
        "    cp.async.cg.shared.global [%r10], [%rd5], 16;\n"
        f"    {arrive}\n"
        "    mbarrier.test_wait.parity.shared.b64 %p1, [%r9], 0;\n"
        "    selp.u32 %r1, 1, 0, %p1;\n" + store(0, "%r1") + "    cp.async.wait_all;\n"
        "    ld.shared.v4.u32 {%r2, %r3, %r4, %r5}, [buf];\n"
        + store(1, "%r2")
        + store(2, "%r3")
        + store(3, "%r4")
        + store(4, "%r5")
        + "    ret;\n"
    )


@pytest.mark.parametrize(
    ("arrive", "complete"),
    [
        ("cp.async.mbarrier.arrive.noinc.shared.b64 [%r9];", 1),  # counts as the arrival
        ("cp.async.mbarrier.arrive.shared.b64 [%r9];", 0),  # raises the count first: net zero
        (
            "cp.async.mbarrier.arrive.shared.b64 [%r9];\n"
            "    mbarrier.arrive.shared.b64 %rd2, [%r9];",
            1,
        ),
    ],
    ids=["noinc", "inc", "inc-then-arrive"],
)
def test_cp_async_completes_on_a_barrier(arrive: str, complete: int) -> None:
    src = np.arange(4, dtype=np.uint32) * 7 + 3
    out = np.zeros(5, np.uint32)
    kernel(_copy_kernel(arrive), ".param .u64 out, .param .u64 src").launch("k", 1, 1, [out, src])
    np.testing.assert_array_equal(out, [complete, *src])


def test_bulk_copies_both_ways() -> None:
    """cp.async.bulk global -> shared completing on a barrier with the bytes expected by
    arrive.expect_tx (issued after the copy: the tx-count dips below zero first), then
    shared -> global through a bulk group."""
    body = (
        "    ld.param.u64 %rd5, [src];\n    cvta.to.global.u64 %rd5, %rd5;\n"
        "    mbarrier.init.shared.b64 [%r9], 1;\n    mov.u32 %r10, buf;\n"
        "    cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes "
        "[%r10], [%rd5], 256, [%r9];\n"
        "    mbarrier.test_wait.parity.shared.b64 %p1, [%r9], 0;\n"
        "    mbarrier.arrive.expect_tx.shared::cta.b64 %rd2, [%r9], 256;\n"
        "$L_wait:\n"
        "    mbarrier.try_wait.parity.shared::cta.b64 %p2, [%r9], 0;\n"
        "    @!%p2 bra $L_wait;\n"
        "    selp.u32 %r1, 1, 0, %p1;\n"
        + store(64, "%r1")
        + "    cp.async.bulk.global.shared::cta.bulk_group [%rd1], [buf], 256;\n"
        "    cp.async.bulk.commit_group;\n    cp.async.bulk.wait_group.read 0;\n    ret;\n"
    )
    src = np.arange(64, dtype=np.uint32) ** 2
    out = np.zeros(65, np.uint32)
    kernel(body, ".param .u64 out, .param .u64 src").launch("k", 1, 1, [out, src])
    np.testing.assert_array_equal(out, [*src, 0])  # before the expect_tx: incomplete


# -- scheduling: threads that wait for one another -------------------------------------------
def test_consumer_spinning_on_test_wait_lets_the_producer_run() -> None:
    """Warp 1 polls test_wait in a loop placed before warp 0's code (the smallest program
    counter runs first): it must give way, or it spins until the budget runs out."""
    body = (
        "    setp.eq.u32 %p1, %r0, 0;\n"
        "    @%p1 mbarrier.init.shared.b64 [%r9], 1;\n    bar.sync 0;\n"
        "    setp.lt.u32 %p2, %r0, 32;\n    @%p2 bra $L_producer;\n"
        "$L_poll:\n"
        "    mbarrier.test_wait.parity.shared.b64 %p3, [%r9], 0;\n"
        "    @!%p3 bra $L_poll;\n"
        "    ld.shared.u32 %r1, [buf];\n    add.u32 %r1, %r1, %r0;\n    bra $L_out;\n"
        "$L_producer:\n"
        "    mov.u32 %r1, 0;\n    @!%p1 bra $L_out;\n"
        "    mov.u32 %r2, 5000;\n    st.shared.u32 [buf], %r2;\n"
        "    mbarrier.arrive.shared.b64 %rd2, [%r9];\n"
        "$L_out:\n"
        "    mul.wide.u32 %rd4, %r0, 4;\n    add.s64 %rd4, %rd1, %rd4;\n"
        "    st.global.u32 [%rd4], %r1;\n    ret;\n"
    )
    out = np.zeros(64, np.uint32)
    kernel(body).launch("k", 1, 64, [out], instruction_budget=10_000)
    t = np.arange(64)
    np.testing.assert_array_equal(out, np.where(t >= 32, 5000 + t, 0))


def test_a_block_polling_a_flag_another_block_sets() -> None:
    """Block 0 polls a global flag with ld.acquire.gpu until block 1, whose code comes later
    in the program, sets it (as grid.sync() polls its arrival counter)."""
    body = (
        "    ld.param.u64 %rd5, [flag];\n    cvta.to.global.u64 %rd5, %rd5;\n"
        "    mov.u32 %r1, %ctaid.x;\n    setp.ne.u32 %p1, %r1, 0;\n    @%p1 bra $L_setter;\n"
        "$L_poll:\n"
        "    ld.acquire.gpu.u32 %r2, [%rd5];\n    setp.eq.u32 %p2, %r2, 0;\n"
        "    @%p2 bra $L_poll;\n" + store(0, "%r2") + "    ret;\n"
        "$L_setter:\n"
        "    mov.u32 %r3, 77;\n    st.release.gpu.u32 [%rd5], %r3;\n    ret;\n"
    )
    out = np.zeros(1, np.uint32)
    flag = np.zeros(1, np.uint32)
    kernel(body, ".param .u64 out, .param .u64 flag").launch(
        "k", 2, 32, [out, flag], instruction_budget=10_000, cooperative=True
    )
    assert out[0] == 77


def test_try_wait_answers_false_when_nothing_can_complete_the_phase() -> None:
    """A single try_wait on a phase no thread will complete comes back False (as after its
    time limit); a loop around it is a deadlock, reported as one."""
    once = (
        "    mbarrier.init.shared.b64 [%r9], 2;\n"
        "    mbarrier.arrive.shared.b64 %rd2, [%r9];\n"
        "    mbarrier.try_wait.shared::cta.b64 %p1, [%r9], %rd2;\n"
        "    selp.u32 %r1, 1, 2, %p1;\n" + store(0, "%r1") + "    ret;\n"
    )
    out = np.zeros(1, np.uint32)
    kernel(once).launch("k", 1, 1, [out])
    assert out[0] == 2
    loop = once.replace("    selp.u32", "    @!%p1 bra $L_again;\n    selp.u32").replace(
        "    mbarrier.try_wait", "$L_again:\n    mbarrier.try_wait"
    )
    with pytest.raises(EmulatorError, match="mbarrier deadlock") as info:
        kernel(loop).launch("k", 1, 1, [out], instruction_budget=100_000)
    assert info.value.line is not None and info.value.thread == (0, 0, 0)


# -- faults ----------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("body", "says"),
    [
        ("mbarrier.arrive.shared.b64 %rd2, [%r9];", "no mbarrier object is initialised"),
        ("mbarrier.init.shared.b64 [%r9], 0;", "count 0 is outside 1..1048575"),
        (
            "mbarrier.init.shared.b64 [%r9], 2;\n"
            "    mbarrier.arrive.shared::cta.b64 %rd2, [%r9], 3;",
            "3 arrival(s) on the mbarrier object at shared address 0x0, whose phase has 2 pending",
        ),
        (
            "mbarrier.init.shared.b64 [%r9], 2;\n"
            "    mbarrier.arrive.noComplete.shared.b64 %rd2, [%r9], 2;",
            "mbarrier.arrive.noComplete completes the phase",
        ),
        (
            "mbarrier.init.shared.b64 [%r9], 2;\n"
            "    mbarrier.expect_tx.relaxed.cta.shared::cta.b64 [%r9], 1048576;",
            "tx-count of the mbarrier object at shared address 0x0 would be 1048576",
        ),
        ("mov.u64 %rd3, 4096;\n    mbarrier.init.b64 [%rd3], 1;", "not in shared memory"),
        ("mbarrier.init.shared.b64 [%r9+4], 1;", "misaligned shared mbarrier access"),
        (
            "mbarrier.init.shared.b64 [%r9], 1;\n    mov.u32 %r10, buf;\n"
            "    cp.async.bulk.shared::cta.global.mbarrier::complete_tx::bytes "
            "[%r10], [%rd1], 24, [%r9];",
            "the size and both addresses must be multiples of 16",
        ),
    ],
    ids=["uninitialised", "count", "too-many", "nocomplete", "tx", "generic", "align", "bulk"],
)
def test_what_the_isa_leaves_undefined_faults(body: str, says: str) -> None:
    out = np.zeros(64, np.uint32)
    with pytest.raises(EmulatorError, match=says.replace("(", r"\(").replace(")", r"\)")) as info:
        kernel("    " + body + "\n    ret;\n").launch("k", 1, 1, [out])
    assert info.value.line is not None and info.value.kernel == "k"


# -- refusals --------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("instruction", "says"),
    [
        (
            "cp.async.bulk.tensor.1d.shared::cluster.global.mbarrier::complete_tx::bytes "
            "[%r10], [%rd1, {%r1}], [%r9];",
            "tensor-map copies (cp.async.bulk.tensor) are not emulated",
        ),
        (
            "cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes.multicast::cluster"
            " [%r10], [%rd1], 16, [%r9], %rs1;",
            "multicast needs a cluster of CTAs",
        ),
        (
            "cp.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes "
            "[%r10], [%r11], 16, [%r9];",
            "another CTA's shared memory needs a cluster",
        ),
        (
            "cp.reduce.async.bulk.global.shared::cta.bulk_group.add.u32 [%rd1], [%r10], 16;",
            "bulk reductions (cp.reduce.async.bulk) are not emulated",
        ),
        ("mbarrier.init.shared::cluster.b64 [%r9], 1;", "mbarrier.init on .shared::cluster"),
        ("fence.proxy.tensormap::generic.release.gpu;", "fence.proxy for tensor maps"),
    ],
    ids=["tensor", "multicast", "cta-to-cluster", "reduce", "cluster-init", "tensormap-fence"],
)
def test_what_is_not_emulated_is_refused_at_load(instruction: str, says: str) -> None:
    body = "    .reg .b16 %rs<2>;\n    mov.u32 %r10, buf;\n    " + instruction + "\n    ret;\n"
    with pytest.raises(UnsupportedInstruction) as info:
        kernel(body)
    err = info.value
    assert says in str(err)
    assert err.instruction == instruction.split()[0].rstrip(";")
    assert err.line == HEADER.count("\n") + 2 + DECLS.count("\n") + PROLOGUE.count("\n") + 3
