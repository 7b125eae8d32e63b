"""Control flow and synchronisation beyond the fixtures: indexed branches, named barriers with
thread counts, barrier reductions, arrive/sync pairs, exits before a barrier, predicated
calls, module variables (.const tables, .global counters with initialisers) and generic
addressing of shared and local memory."""

from __future__ import annotations

import numpy as np
from ptx_paths import KERNELS

from eagle.ptx import HostModule

HEADER = ".version 8.0\n.target sm_80\n.address_size 64\n"


def kernel(body: str, params: str = ".param .u64 out") -> HostModule:
    text = (
        HEADER
        + f".visible .entry k({params})\n{{\n"
        + "    .reg .pred %p<8>;\n    .reg .b32 %r<32>;\n    .reg .b64 %rd<16>;\n"
        + body
        + "}\n"
    )
    return HostModule(text, "k.ptx")


STORE = (
    "    ld.param.u64 %rd1, [out];\n    cvta.to.global.u64 %rd1, %rd1;\n"
    "    mov.u32 %r30, %ctaid.x;\n    mov.u32 %r31, %ntid.x;\n"
    "    mad.lo.u32 %r29, %r30, %r31, %r0;\n"
    "    mul.wide.u32 %rd2, %r29, 4;\n    add.s64 %rd2, %rd1, %rd2;\n"
    "    st.global.u32 [%rd2], %r1;\n    ret;\n"
)


def test_indexed_branch_jump_table() -> None:
    body = (
        "    mov.u32 %r0, %tid.x;\n    rem.u32 %r2, %r0, 3;\n"
        "$L_t: .branchtargets $L_a, $L_b, $L_c;\n"
        "    brx.idx %r2, $L_t;\n"
        "$L_a:\n    mov.u32 %r1, 100;\n    bra $L_end;\n"
        "$L_b:\n    mov.u32 %r1, 200;\n    bra $L_end;\n"
        "$L_c:\n    mov.u32 %r1, 300;\n"
        "$L_end:\n    add.u32 %r1, %r1, %r0;\n" + STORE
    )
    out = np.zeros(64, np.uint32)
    kernel(body).launch("k", 1, 64, [out])
    t = np.arange(64)
    np.testing.assert_array_equal(out, 100 * (t % 3 + 1) + t)


def test_named_barrier_with_a_thread_count_and_reduction() -> None:
    # warps 0-1 (64 threads) sync on barrier 1 and count their odd threads with bar.red.popc;
    # warps 2-3 skip both and must not deadlock anyone.
    body = (
        "    mov.u32 %r0, %tid.x;\n    mov.u32 %r1, 0;\n"
        "    setp.ge.u32 %p1, %r0, 64;\n    @%p1 bra $L_skip;\n"
        "    and.b32 %r3, %r0, 1;\n    setp.ne.u32 %p2, %r3, 0;\n"
        "    bar.sync 1, 64;\n"
        "    bar.red.popc.u32 %r1, 2, 64, %p2;\n"
        "$L_skip:\n" + STORE
    )
    out = np.full(256, 7, np.uint32)
    kernel(body).launch("k", 2, 128, [out])
    want = np.where(np.arange(128) < 64, 32, 0)
    np.testing.assert_array_equal(out, np.tile(want, 2))


def test_arrive_then_sync_producer_consumer() -> None:
    # warp 0 writes shared memory and arrives; warp 1 waits at the same barrier, then reads.
    body = (
        "    .shared .align 4 .b8 buf[128];\n"
        "    mov.u32 %r0, %tid.x;\n    mov.u32 %r1, 0;\n    and.b32 %r4, %r0, 31;\n"
        "    shl.b32 %r5, %r4, 2;\n    mov.u32 %r6, buf;\n    add.u32 %r6, %r6, %r5;\n"
        "    setp.ge.u32 %p1, %r0, 32;\n    @%p1 bra $L_consumer;\n"
        "    mul.lo.u32 %r7, %r0, %r0;\n    st.shared.u32 [%r6], %r7;\n"
        "    bar.arrive 3, 64;\n    bra $L_done;\n"
        "$L_consumer:\n    bar.sync 3, 64;\n    ld.shared.u32 %r1, [%r6];\n"
        "$L_done:\n" + STORE
    )
    out = np.zeros(64, np.uint32)
    kernel(body).launch("k", 1, 64, [out])
    t = np.arange(32)
    np.testing.assert_array_equal(out, np.concatenate([np.zeros(32), t * t]))


def test_threads_that_exit_do_not_block_a_barrier() -> None:
    body = (
        "    .shared .align 4 .b8 cnt[4];\n"
        "    mov.u32 %r0, %tid.x;\n    setp.ge.u32 %p1, %r0, 40;\n    @%p1 exit;\n"
        "    mov.u32 %r8, cnt;\n    atom.shared.add.u32 %r9, [%r8], 1;\n"
        "    bar.sync 0;\n    ld.shared.u32 %r1, [%r8];\n" + STORE
    )
    out = np.zeros(64, np.uint32)
    kernel(body).launch("k", 1, 64, [out])
    np.testing.assert_array_equal(out, np.where(np.arange(64) < 40, 40, 0))


def test_threads_exiting_across_blocks_do_not_block_a_barrier() -> None:
    """Threads of global index in [lo, hi) exit at once (one contiguous range of lanes,
    within one block or across several); the others count their block's arrivals and meet
    at a barrier, odd blocks at one instruction and even blocks at another (so the odd
    blocks' barrier releases on their own count of live threads, before the even ones
    arrive)."""
    body = (
        "    .shared .align 4 .b8 cnt[4];\n"
        "    mov.u32 %r0, %tid.x;\n    mov.u32 %r2, %ctaid.x;\n    mov.u32 %r3, %ntid.x;\n"
        "    mad.lo.u32 %r4, %r2, %r3, %r0;\n    ld.param.u32 %r5, [lo];\n"
        "    ld.param.u32 %r7, [hi];\n    setp.ge.u32 %p1, %r4, %r5;\n"
        "    setp.lt.u32 %p3, %r4, %r7;\n    and.pred %p1, %p1, %p3;\n    @%p1 bra $L_done;\n"
        "    mov.u32 %r8, cnt;\n    atom.shared.add.u32 %r9, [%r8], 1;\n"
        "    and.b32 %r6, %r2, 1;\n    setp.eq.u32 %p2, %r6, 0;\n    @%p2 bra $L_even;\n"
        "    bar.sync 0;\n    bra.uni $L_after;\n$L_even:\n    bar.sync 0;\n$L_after:\n"
        "    ld.shared.u32 %r1, [%r8];\n" + STORE + "$L_done:\n    ret;\n"
    )
    k = kernel(body, ".param .u64 out, .param .u32 lo, .param .u32 hi")
    T, nb = 32, 5
    ends = (0, 5, T, T + 5, 2 * T + 7, 3 * T, nb * T - 1, nb * T)
    for lo, hi in [(a, b) for a in ends for b in ends if a < b]:
        out = np.zeros(nb * T, np.uint32)
        k.launch("k", nb, T, [out, lo, hi])
        i = np.arange(nb * T)
        first = (i // T) * T  # each lane's block's first lane: T - (its exits) stay
        live = T - np.clip(np.minimum(hi, first + T) - np.maximum(lo, first), 0, T)
        want = np.where((i < lo) | (i >= hi), live, 0)
        np.testing.assert_array_equal(out, want, err_msg=f"[{lo}, {hi})")


def test_predicated_call_and_return_value() -> None:
    text = HEADER + (
        ".func (.param .b32 ret) twice(.param .b32 x)\n{\n    .reg .b32 %q<2>;\n"
        "    ld.param.u32 %q0, [x];\n    shl.b32 %q1, %q0, 1;\n    st.param.b32 [ret], %q1;\n"
        "    ret;\n}\n"
        ".visible .entry k(.param .u64 out)\n{\n"
        "    .reg .pred %p<2>;\n    .reg .b32 %r<32>;\n    .reg .b64 %rd<4>;\n"
        "    mov.u32 %r0, %tid.x;\n    mov.u32 %r1, 1;\n    setp.lt.u32 %p1, %r0, 5;\n"
        "    {\n    .param .b32 a;\n    .param .b32 r;\n    st.param.b32 [a], %r0;\n"
        "    @%p1 call (r), twice, (a);\n    @%p1 ld.param.b32 %r1, [r];\n    }\n"
    )
    text += STORE + "}\n"
    out = np.zeros(8, np.uint32)
    HostModule(text).launch("k", 1, 8, [out])
    np.testing.assert_array_equal(out, [0, 2, 4, 6, 8, 1, 1, 1])


def test_rich_kernel_constant_table_global_counter_and_generic_local_memory() -> None:
    hm = HostModule((KERNELS / "rich.ptx").read_text(), "rich.ptx")
    n = 200
    rng = np.random.default_rng(4)
    x = rng.uniform(-1, 1, n).astype(np.float32)
    y = np.zeros(n, np.float32)
    params = np.zeros(1, [("a", "<f8"), ("b", "<i4"), ("c", "<f4")])
    params[0] = (0.5, 3, 0.25)
    block = 64
    hm.launch("rich", 4, block, [params.tobytes(), x, y, n], shared_mem_bytes=block * 4)
    # reference (rich.cu): neighbour in the block, shuffle down, ballot, helper, constants
    xs = np.zeros(4 * block, np.float32)
    xs[:n] = x
    v = xs + xs.reshape(4, block)[:, (np.arange(block) + 1) % block].reshape(-1)
    w = v.reshape(-1, 32)
    down = np.concatenate([w[:, 1:], w[:, -1:]], axis=1).reshape(-1)
    v = v + down
    ballot_nonzero = (w := v.reshape(-1, 32) > 0).any(axis=1).repeat(32)
    coef = np.array([1.0, 2.0, 0.5, -3.25], np.float32)
    i = np.arange(4 * block)
    helper = v * np.float32(3) + np.float32(3)  # t[k] with k = p.b & 7 = 3: x*3 + k
    r = helper * coef[i & 3] + np.float32(0.5)
    want = (r + np.float32(0.25) + ballot_nonzero.astype(np.float32))[:n]
    # y[0] also received n atomic additions of 1.0 after its own store (one block's worth may
    # land before or after, so compare it separately)
    np.testing.assert_allclose(y[1:], want[1:], rtol=2e-6)
    assert hm.global_address("counter") > 0
    counter = np.frombuffer(hm._default_memory.view(hm.global_address("counter"), 4), np.uint32)
    assert counter[0] == 7 + n


def test_hints_and_debug_instructions_are_no_ops() -> None:
    body = (
        "    mov.u32 %r0, %tid.x;\n    mov.u32 %r1, 5;\n    brkpt;\n    pmevent 1;\n"
        "    griddepcontrol.wait;\n    membar.gl;\n    fence.acq_rel.gpu;\n    nanosleep.u32 10;\n"
        + STORE
    )
    out = np.zeros(4, np.uint32)
    kernel(body).launch("k", 1, 4, [out])
    np.testing.assert_array_equal(out, [5, 5, 5, 5])


def _atomic_kernel(op: str, t: str) -> HostModule:
    """Thread i: old[i] = atom.global.<op>.<t> [bins + 8*(i % k)], v[i]."""
    return HostModule(
        HEADER
        + f"""
.visible .entry k(.param .u64 bins, .param .u64 v, .param .u64 old, .param .u32 k)
{{
    .reg .b32 %r<8>;
    .reg .b64 %rd<12>;
    mov.u32 %r0, %tid.x;
    mov.u32 %r1, %ctaid.x;
    mov.u32 %r2, %ntid.x;
    mad.lo.u32 %r3, %r1, %r2, %r0;
    ld.param.u32 %r4, [k];
    rem.u32 %r5, %r3, %r4;
    ld.param.u64 %rd1, [bins];
    mul.wide.u32 %rd2, %r5, 8;
    add.s64 %rd3, %rd1, %rd2;
    ld.param.u64 %rd4, [v];
    mul.wide.u32 %rd5, %r3, 8;
    add.s64 %rd6, %rd4, %rd5;
    ld.global.{t} %rd7, [%rd6];
    atom.global.{op}.{t} %rd8, [%rd3], %rd7;
    ld.param.u64 %rd9, [old];
    add.s64 %rd10, %rd9, %rd5;
    st.global.{t} [%rd10], %rd8;
    ret;
}}
""",
        "atomics.ptx",
    )


def test_contended_integer_atomics_serialise_in_lane_order() -> None:
    """Many hot addresses at once (the vectorised path for integer add and xor): every old
    value is what lane-by-lane updates in lane order give, wrapping modulo 2**64."""
    rng = np.random.default_rng(5)
    n, k = 4096, 300
    for op, t, step in (
        ("add", "u64", lambda x, y: (x + y) & (2**64 - 1)),
        ("xor", "b64", lambda x, y: x ^ y),
    ):
        v = rng.integers(0, 2**64, n, dtype=np.uint64)
        bins = rng.integers(0, 2**64, k, dtype=np.uint64)
        old = np.zeros(n, np.uint64)
        want_bins = [int(x) for x in bins]
        want_old = []
        for i in range(n):
            want_old.append(want_bins[i % k])
            want_bins[i % k] = step(want_bins[i % k], int(v[i]))
        _atomic_kernel(op, t).launch("k", n // 256, 256, [bins, v, old, np.uint32(k)])
        assert old.tolist() == want_old, op
        assert bins.tolist() == want_bins, op


def test_reserved_shared_memory_follows_the_kernels_own() -> None:
    """%reserved_smem_offset_*: the driver's region (1 KB on sm_80+) lies past the kernel's
    static and dynamic shared memory, and offset_1 leaves cooperative groups the 288
    bytes they count on; filling the whole region leaves the kernel's own bytes alone."""
    body = (
        "    .shared .align 4 .b8 mine[64];\n"
        "    mov.u32 %r0, %tid.x;\n    shl.b32 %r2, %r0, 2;\n"
        "    mov.u32 %r3, mine;\n    add.u32 %r3, %r3, %r2;\n"
        "    setp.lt.u32 %p1, %r0, 16;\n    @%p1 st.shared.u32 [%r3], %r0;\n"
        "    bar.sync 0;\n"
        "    mov.u32 %r5, %reserved_smem_offset_begin;\n    add.u32 %r6, %r5, %r2;\n"
        "    mov.u32 %r7, -1;\n    st.shared.u32 [%r6], %r7;\n"
        "    bar.sync 0;\n"
        "    mov.u32 %r1, 0;\n    @%p1 ld.shared.u32 %r1, [%r3];\n"
        "    setp.eq.u32 %p3, %r0, 250;\n    @%p3 mov.u32 %r1, %reserved_smem_offset_begin;\n"
        "    setp.eq.u32 %p3, %r0, 251;\n    @%p3 mov.u32 %r1, %reserved_smem_offset_end;\n"
        "    setp.eq.u32 %p3, %r0, 252;\n    @%p3 mov.u32 %r1, %reserved_smem_offset_cap;\n"
        "    setp.eq.u32 %p3, %r0, 253;\n    @%p3 mov.u32 %r1, %reserved_smem_offset_0;\n"
        "    setp.eq.u32 %p3, %r0, 254;\n    @%p3 mov.u32 %r1, %reserved_smem_offset_1;\n" + STORE
    )
    out = np.zeros(256, np.uint32)
    kernel(body).launch("k", 1, 256, [out], shared_mem_bytes=32)
    t = np.arange(250)
    np.testing.assert_array_equal(out[:250], np.where(t < 16, t, 0))
    begin, end, cap, off0, off1 = (int(v) for v in out[250:255])
    assert begin >= 64 + 32 and end - begin == cap == 1024
    assert begin <= off0 <= end - 288 and begin <= off1 <= end - 288
