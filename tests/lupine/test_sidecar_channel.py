"""The PyTorch sidecar's channels (`lupine._sidecar._channel`, `_wire`, the worker's reading):
batches and the flusher thread, the bulk socket and uploads in pieces, where a deferred failure
surfaces, the settings, form records (Hypothesis: they round-trip, and malformed ones are a
clear error, never a crash), frames however the pipe splits them."""

from __future__ import annotations

import copy
import os
import pickle
import time
from typing import Any

import pytest

torch = pytest.importorskip("torch")

from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

import lupine  # noqa: E402
from lupine._sidecar._client import Sidecar  # noqa: E402

# ---------------------------------------------------------------------------------------------
# batches, the bulk socket, and where a deferred failure surfaces


def _step_counts(sc: Sidecar, step: Any) -> dict[str, int]:
    sc.synchronize()
    before = dict(sc.counters)
    step()
    return {k: sc.counters[k] - before[k] for k in before}


def test_a_training_step_is_a_few_frames_and_one_wait(standin, monkeypatch):
    # A step is ~60 operators (Adam's foreach version, as on CUDA): each was its own write to
    # the pipe; batched, they go 16 at a time (no age bound here, so the count is exact), and
    # only loss.item() waits.
    monkeypatch.setenv("LUPINE_SIDECAR_BATCH", "16")
    monkeypatch.setenv("LUPINE_SIDECAR_BATCH_US", "0")
    # one thread here and in the CPU worker: with two, one weight of 65536 came out 1e-5 apart
    # in about half the runs on a 2-CPU machine (the losses are compared exactly below)
    monkeypatch.setenv("OMP_NUM_THREADS", "1")
    threads = torch.get_num_threads()
    torch.set_num_threads(1)
    try:
        _train_here_and_there()
    finally:
        torch.set_num_threads(threads)


def _train_here_and_there() -> None:
    torch.manual_seed(0)
    direct = torch.nn.Sequential(
        torch.nn.Linear(64, 256), torch.nn.ReLU(), torch.nn.Linear(256, 256), torch.nn.ReLU(),
        torch.nn.Linear(256, 4),
    )  # fmt: skip
    x, y = torch.randn(16, 64), torch.randint(0, 4, (16,))
    params = sum(p.numel() * p.element_size() for p in direct.parameters())
    with lupine.sidecar() as sc:
        through = copy.deepcopy(direct).to("cuda")
        rx, ry = x.to("cuda"), y.to("cuda")
        losses: dict[str, list[float]] = {"direct": [], "sidecar": []}
        counts = []
        for model, inp, lab, key in ((direct, x, y, "direct"), (through, rx, ry, "sidecar")):
            opt = torch.optim.Adam(model.parameters(), lr=0.01)

            def step(model=model, inp=inp, lab=lab, opt=opt, key=key) -> None:
                opt.zero_grad()
                loss = torch.nn.functional.cross_entropy(model(inp), lab)
                loss.backward()
                opt.step()
                losses[key].append(loss.item())

            for _ in range(4):
                counts.append(_step_counts(sc, step))
        for q, p in zip(direct.parameters(), through.parameters(), strict=True):
            torch.testing.assert_close(p.detach().cpu(), q.detach())
    assert losses["sidecar"] == losses["direct"]
    sidecar_steps = counts[4:]
    for c in sidecar_steps[1:]:  # (the first builds Adam's state)
        assert c["requests"] >= 40, c
        assert c["waits"] == 1, c  # loss.item()
        assert c["frames"] == -(-c["requests"] // 16), c  # ceil: full batches, then item's
        # parameters and optimizer state stay in the worker: no tensor data crosses
        assert c["sent_bytes"] < params / 20 and c["bulk_sent_bytes"] == 0, (c, params)
        assert c["received_bytes"] < 200 and c["bulk_received_bytes"] == 0, c
    for c in sidecar_steps[2:]:  # every operator's form known: a record is a few struct bytes
        # (a foreach operator's: a handle per tensor of each of its lists)
        assert c["forms"] == 0 and c["sent_bytes"] < 64 * c["requests"], c


def test_the_worker_logs_each_frame_while_a_timeline_is_armed(standin, monkeypatch):
    # (what sidecar.py's training-step course reads): one entry per frame the client sent, in
    # order and with its length, read <= served; an answer's time only for the answered frame
    monkeypatch.setenv("LUPINE_SIDECAR_BATCH", "4")
    monkeypatch.setenv("LUPINE_SIDECAR_BATCH_US", "0")
    with lupine.sidecar() as sc:
        x = torch.zeros(3).to("cuda")
        sc.synchronize()
        sizes: list[int] = []
        send = sc._send

        def counted(data: bytes, what: str) -> None:
            sizes.append(len(data))
            send(data, what)

        sc._send = counted  # type: ignore[method-assign]
        assert sc._request("timeline", True, what="arm") == []  # (nothing logged before)
        before = time.perf_counter_ns()
        for _ in range(9):
            x.add_(1)
        assert x.sum().item() == 27.0
        log = sc._request("timeline", False, what="read")
        assert sc._request("timeline", False, what="again") == []  # disarmed
    assert [n for *_, n in log] == sizes[1:-2]  # (the arming and reading requests' not)
    assert len(log) == 3  # 8 adds in two batches of 4; the last add, the sum and the item
    for read, done, answered, _ in log[:-1]:
        assert before <= read <= done and answered == 0
    read, done, answered, _ = log[-1]
    assert read <= answered <= done


def test_a_batch_nobody_follows_is_sent_when_old(standin, monkeypatch):
    # (the size bound: test_a_training_step_is_a_few_frames_and_one_wait)
    monkeypatch.setenv("LUPINE_SIDECAR_BATCH", "4")
    monkeypatch.setenv("LUPINE_SIDECAR_BATCH_US", "200000")  # 0.2 s
    with lupine.sidecar() as sc:
        a = torch.ones(3, device="cuda")
        (a * 2) + 1  # planned once (a first plan can outlast the age bound), as later calls
        sc.synchronize()
        frames, waits = sc.counters["frames"], sc.counters["waits"]
        b = a * 2
        c = b + 1
        assert sc.counters["frames"] == frames and len(sc._queue) == 2  # queued, not sent
        deadline = time.monotonic() + 10
        while sc.counters["frames"] == frames and time.monotonic() < deadline:
            time.sleep(0.005)  # nothing else happens here: the flusher thread sends it
        assert sc.counters["frames"] == frames + 1 and not sc._queue
        assert sc.counters["waits"] == waits
        assert c.tolist() == [3.0] * 3


def test_foreach_operators_go_without_waiting_and_their_factors_are_slots(shared):
    hosts = [torch.arange(3.0), torch.arange(4.0) + 1]
    rs = [h.to("cuda") for h in hosts]
    shared.synchronize()
    before = dict(shared.counters)
    for step in range(1, 5):  # Adam's way: per-tensor factors that change every step
        factors = [0.5 * step, -1.0 / step]
        torch._foreach_mul_(rs, factors)
        torch._foreach_add_(rs, 1.0)
        for h, f in zip(hosts, factors, strict=True):
            h.mul_(f).add_(1.0)
    after = dict(shared.counters)
    assert after["waits"] == before["waits"]  # in place, returning nothing: not waited for
    assert after["forms"] - before["forms"] <= 2, after  # one form each: factors are slots
    for r, h in zip(rs, hosts, strict=True):
        torch.testing.assert_close(r.cpu(), h)
    norms = torch._foreach_norm(rs)  # a list of results, laid out here
    assert [n.shape for n in norms] == [(), ()]
    for n, h in zip(norms, hosts, strict=True):
        torch.testing.assert_close(n.cpu(), h.norm())


def test_optimizers_take_their_foreach_path_on_sidecar_tensors(shared):
    from torch.optim.optimizer import _default_to_fused_or_foreach

    r = torch.ones(3).to("cuda")
    assert _default_to_fused_or_foreach([r], differentiable=False) == (False, True)
    assert _default_to_fused_or_foreach([torch.ones(3)], differentiable=False) == (False, False)


def test_uploads_bound_for_a_gpu_go_through_one_staging_buffer_piece_by_piece(monkeypatch):
    """`Worker.put_gpu` (here on a CPU "GPU", whose ``copy_`` reads its buffer before it
    returns, as a copy from pageable memory does): uploads of any size, sent in odd pieces,
    arrive whole through two staging buffers of `PIECE` bytes (past one piece, read on a
    thread of their own); one that cannot be placed reads its bytes all the same, so the next
    upload starts at its own first byte."""
    import socket
    import threading

    from lupine._sidecar import _wire, worker
    from lupine._sidecar.worker import Poisoned, Worker

    monkeypatch.setattr(worker, "PIECE", 16)
    ours, theirs = socket.socketpair()
    w = Worker("cpu", bulk=theirs)
    buffers = set()
    try:
        for hid, (n, dtype) in enumerate(
            ((8, torch.uint8), (100, torch.uint8), (32, torch.int16), (147, torch.uint8)), 1
        ):
            payload = bytes((7 * k + n) % 256 for k in range(n))
            pieces = [payload[k : k + 5] for k in range(0, n, 5)]  # (reads see partial pieces)
            sender = threading.Thread(target=lambda p=pieces: [ours.sendall(x) for x in p])
            sender.start()
            shape = (n // dtype.itemsize,)
            w.put_gpu(hid, _wire.Bulk(dtype, shape, n), 0, (1,))
            sender.join()
            got = w.tensors[hid]
            assert got.dtype == dtype and tuple(got.shape) == shape
            assert bytes(_wire.raw(got).numpy()) == payload
            buffers.add(tuple(b.untyped_storage().data_ptr() for b in w.staging))
        assert len(buffers) == 2 and w.staging[0].numel() == 16  # (8 bytes, then grown to PIECE)
        # a tensor that cannot be made: its bytes are read and dropped, its handle poisoned
        ours.sendall(bytes(40) + b"next")
        w.put_gpu(9, _wire.Bulk(torch.uint8, (-40,), 40), 0, (1,))
        assert isinstance(w.tensors[9], Poisoned)
        view = memoryview(bytearray(4))
        w.read_exactly(view)
        assert bytes(view) == b"next"

        # a failed copy: the rest read, then the error; the socket closed mid-upload
        def failing(start: int, size: int, buffer: object) -> None:
            raise RuntimeError("copy failed")

        ours.sendall(bytes(40) + b"more")
        with pytest.raises(RuntimeError, match="copy failed"):
            w.stream_in(40, failing)
        w.read_exactly(view)
        assert bytes(view) == b"more"
        ours.sendall(b"abc")
        ours.shutdown(socket.SHUT_WR)
        with pytest.raises(ConnectionError):
            w.stream_in(40, lambda start, size, buffer: None)
        fresh = torch.arange(4.0)
        assert torch.equal(w.receive(_wire.pack(fresh)), fresh)
    finally:
        ours.close()
        theirs.close()


def test_the_flusher_thread_sends_only_old_batches_and_says_when_it_did():
    import threading
    import weakref

    from lupine._sidecar import _channel

    class Fake:
        def __init__(self) -> None:
            self._dead: str | None = None
            self._lock = threading.RLock()
            self._queue: list[bytes] = []
            self._since = 0.0
            self.counters = {"requests": 0}
            self.sent = 0

        def _flush(self, what: str) -> None:
            self._queue.clear()
            self.sent += 1

        def queue(self, age: float) -> None:  # (as the user's thread queues a record)
            self._queue.append(b"r")
            self._since = time.monotonic() - age
            self.counters["requests"] += 1

    ch, wake = Fake(), threading.Event()
    ref = weakref.ref(ch)
    look = lambda seen: _channel._flush_if_old(ref, wake, 0.5, seen)  # noqa: E731
    wake.set()
    assert look(0) == ("idle", 0) and not wake.is_set()  # empty: wait for the next batch
    ch.queue(0.0)
    wake.set()
    assert look(0) == ("busy", 1) and wake.is_set() and ch.sent == 0  # young: the user's to send
    assert look(1) == ("idle", 1) and wake.is_set() and ch.sent == 0  # still young
    ch._since -= 1.0
    got = []
    with ch._lock:  # the user's thread is sending: not now (the look does not wait for it)
        other = threading.Thread(target=lambda: got.append(look(1)))
        other.start()
        other.join(5)  # (a look that waited for the lock would still be waiting)
    assert got == [("idle", 1)] and ch.sent == 0
    assert look(1) == ("sent", 1) and ch.sent == 1 and not ch._queue and not wake.is_set()
    # records keep coming: an old batch goes all the same, and the thread stays awake (the
    # next look comes later: _flush_late)
    ch.queue(1.0)
    wake.set()
    assert look(1) == ("busy", 2) and ch.sent == 2 and not ch._queue and wake.is_set()
    assert look(2) == ("idle", 2) and not wake.is_set()  # quiet and empty: wait for a batch
    ch._dead = "stopped"
    assert look(2)[0] == "gone"


def test_the_flusher_threads_longest_wait_is_the_longer_of_its_two_bounds():
    from lupine._sidecar import _channel

    assert _channel._longest(50e-6) == _channel.LATEST_S
    assert _channel._longest(1.0) == _channel.LATEST * 1.0


def test_a_batch_left_after_a_burst_is_sent_within_the_flushers_longest_wait(standin, monkeypatch):
    from lupine._sidecar import _channel

    age = 0.02
    monkeypatch.setenv("LUPINE_SIDECAR_BATCH", "1000000")
    monkeypatch.setenv("LUPINE_SIDECAR_BATCH_US", str(int(age * 1e6)))
    with lupine.sidecar() as sc:
        a = torch.ones(3, device="cuda")
        sc.synchronize()
        end = time.monotonic() + 20 * age  # a burst: the flusher thread backs off
        while time.monotonic() < end:
            a.add_(1)
        frames = sc.counters["frames"]
        a.add_(1)  # queued (or, if the last batch just went, starting one)
        left = time.monotonic()
        while sc._queue and time.monotonic() - left < 10:
            time.sleep(age / 10)
        waited = time.monotonic() - left
        assert not sc._queue and sc.counters["frames"] >= frames
        assert waited <= _channel._longest(age) + age + 0.5, waited  # (slack: a busy machine)
        assert a.sum().item() > 3


def test_a_deferred_failure_surfaces_at_the_next_wait_naming_its_operation(shared):
    a = torch.ones(4, device="cuda")
    shared.synchronize()
    huge = torch.empty(1 << 42, dtype=torch.uint8, device="cuda")  # 4 TiB: sent, no wait
    assert huge.shape == (1 << 42,)
    b = a * 3  # more work queued behind it, in the same batch
    with pytest.raises(RuntimeError, match=r"torch\.empty \(deferred\): .*allocate"):
        shared.synchronize()
    assert b.tolist() == [3.0] * 4  # what came after it ran
    with pytest.raises(RuntimeError, match=r"torch\.empty failed in the LUPINE sidecar"):
        huge.sum().item()  # what uses its result names it, not itself
    shared.synchronize()  # reported once


def test_a_deferred_failure_is_raised_when_the_block_ends(standin):
    with (
        pytest.raises(IndexError, match=r"aten\.index\.Tensor \(deferred\): index 9"),
        lupine.sidecar(),
    ):
        a = torch.ones(2, 3, device="cuda")
        a[torch.tensor([9], device="cuda")]  # nothing waits after it in the block
    with lupine.sidecar() as sc:  # a block with nothing left to wait for costs no round trip
        torch.ones(2, device="cuda").tolist()
        waits = sc.counters["waits"]
    assert sc.counters["waits"] == waits


@pytest.mark.parametrize("bulk", ["65536", "0"])
def test_large_tensors_cross_on_the_bulk_socket(standin, monkeypatch, bulk):
    monkeypatch.setenv("LUPINE_SIDECAR_BULK", bulk)
    g = torch.Generator().manual_seed(5)
    big = torch.randn(512, 512, generator=g)  # 1 MiB
    small = torch.randn(100, generator=g)  # 400 bytes
    odd = torch.randn(300, 80, generator=g, dtype=torch.float64).to(torch.bfloat16).t()
    with lupine.sidecar() as sc:
        assert (
            sc.info["bulk"] is True if bulk != "0" else "LUPINE_SIDECAR_BULK=0" in sc.info["bulk"]
        )
        before = dict(sc.counters)
        rb, rs, ro = big.to("cuda"), small.to("cuda"), odd.to("cuda")
        assert ro.is_contiguous() and ro.shape == odd.shape  # an upload is C-contiguous
        out = (rb @ rb).cpu()
        got = {"big": rb.cpu(), "small": rs.cpu(), "odd": ro.cpu(), "bool": (rb > 0).cpu()}
        sent = sc.counters["bulk_sent_bytes"] - before["bulk_sent_bytes"]
        received = sc.counters["bulk_received_bytes"] - before["bulk_received_bytes"]
        piped = sc.counters["sent_bytes"] - before["sent_bytes"]
    torch.testing.assert_close(out, big @ big)
    assert torch.equal(got["big"], big) and torch.equal(got["small"], small)
    assert torch.equal(got["odd"], odd) and torch.equal(got["bool"], big > 0)
    if bulk != "0":  # big's 1 MiB up, and odd's 48 kB (under 64 KiB: piped)
        assert sent == big.numel() * 4 and piped < 60_000, (sent, piped)
        assert received == 2 * big.numel() * 4 + big.numel(), received  # bool: 1 byte each
    else:
        assert sent == received == 0 and piped > big.numel() * 4


@pytest.mark.parametrize(
    ("batch", "age", "want"),
    [
        (None, None, (32, 50e-6)),
        ("1", "0", (1, 0.0)),
        ("64", "60000000", (64, 60.0)),
        ("0", None, "LUPINE_SIDECAR_BATCH"),
        ("x", None, "LUPINE_SIDECAR_BATCH"),
        (None, "-1", "LUPINE_SIDECAR_BATCH_US"),
        (None, "inf", "LUPINE_SIDECAR_BATCH_US"),  # (a flusher's sleep would overflow)
        (None, "nan", "LUPINE_SIDECAR_BATCH_US"),
        (None, "60000001", "LUPINE_SIDECAR_BATCH_US"),
        (None, "fifty", "LUPINE_SIDECAR_BATCH_US"),
    ],
)
def test_batch_settings_take_what_the_shim_takes_and_name_what_they_refuse(batch, age, want):
    from lupine._sidecar._channel import batch_settings

    pairs = (("LUPINE_SIDECAR_BATCH", batch), ("LUPINE_SIDECAR_BATCH_US", age))
    env = {k: v for k, v in pairs if v is not None}
    if isinstance(want, tuple):
        assert batch_settings(env) == want
    else:
        with pytest.raises(ValueError, match=want + " must be"):
            batch_settings(env)


def test_bulk_bytes_go_out_one_piece_per_send():
    """`Channel._send_bulk` hands the socket at most `_wire.BULK_PIECE` bytes per send(), so
    that the worker can take up the first piece before the last is sent; what the socket
    takes short is sent again from where it stopped."""
    from lupine._sidecar import _channel, _wire

    class Socket:
        def __init__(self) -> None:
            self.calls: list[int] = []
            self.got = bytearray()

        def send(self, view: memoryview) -> int:
            self.calls.append(len(view))
            k = len(view) if len(self.calls) % 3 else len(view) // 2  # (every third: half)
            self.got += view[:k]
            return k

    ch = _channel.Channel()
    ch._init_channel()
    ch._bulk = Socket()  # type: ignore[assignment]
    data = bytes(k % 251 for k in range(3 * _wire.BULK_PIECE + 1000))
    ch._send_bulk(memoryview(data), "a test")
    assert bytes(ch._bulk.got) == data and ch.counters["bulk_sent_bytes"] == len(data)
    assert max(ch._bulk.calls) == _wire.BULK_PIECE and len(ch._bulk.calls) >= 4


def test_records_and_leaves_round_trip():
    from lupine._sidecar import _wire

    frame = b"".join(
        _wire.record(data, answered)
        for data, answered in ((b"abc", False), (b"", True), (bytes(70000), False))
    )
    assert [(k, bytes(d)) for k, d in _wire.records(frame)] == [
        (0, b"abc"),
        (_wire.ANSWERED, b""),
        (0, bytes(70000)),
    ]
    with pytest.raises(ValueError, match="cut short"):
        list(_wire.records(frame[:-1]))
    from lupine._sidecar.worker import Worker, serve_frame  # (its own reading of records)

    for cut in (frame[:-1], frame[:2]):  # a record, its length
        with pytest.raises(ValueError, match="cut short"):
            serve_frame(Worker("cpu"), cut, [].append)
    for handle in (1, -1, 2**40, -(2**62)):
        assert _wire.leaf(_wire.ref(handle)) == ("tensor", handle)
    assert _wire.leaf(_wire.dev(None)) == ("device", None)
    assert _wire.leaf(_wire.dev(3)) == ("device", 3)
    for value in (torch.bfloat16, torch.complex64, torch.strided, torch.channels_last):
        assert _wire.leaf(_wire.enum(value)) == ("enum", value)
    assert _wire.enum(3) is None and _wire.enum("float32") is None


def test_plans_reused_across_scalar_values_but_not_sizes(shared, monkeypatch):
    from lupine._sidecar import _client

    host = torch.arange(6.0)
    r = host.to("cuda")
    planned = []
    real = _client._plan
    monkeypatch.setattr(_client, "_plan", lambda *a: planned.append(a[0]) or real(*a))
    for scale in (0.5, 0.25, 3.0):  # Adam's per-step factors: one plan for all
        torch.testing.assert_close(
            (r * scale).add_(r, alpha=scale).cpu(), host * scale + host * scale
        )
    assert len(planned) <= 2, planned  # (mul.Tensor, add_.Tensor: at most once each)
    for shape in ((2, 3), (3, 2), (6, 1)):  # sizes are ints: each its own plan
        assert (
            r.view(shape).shape == shape
            and r.view(shape).cpu().tolist() == host.view(shape).tolist()
        )


def test_unsupported_operators_say_so_by_name(shared):
    a = torch.ones(3, device="cuda")
    b = torch.ones(4, device="cuda")
    with pytest.raises(NotImplementedError, match=r"aten\.set_\.source_Tensor is not supported"):
        torch.ops.aten.set_.source_Tensor(a, b)
    with pytest.raises(NotImplementedError, match=r"aten\.resize_\.default changed the shape"):
        a.resize_(10)
    with pytest.raises(NotImplementedError, match=r"aten\._pin_memory\.default"):
        torch.ops.aten._pin_memory.default(a)
    with pytest.raises(NotImplementedError, match="generator"):
        torch.randn(3, device="cuda", generator=torch.Generator())
    with pytest.raises(IndexError, match="no cuda:3"):
        torch.ones(2).to("cuda:3")


def test_factories_and_the_worker_seed(shared):
    shared.manual_seed(7)
    got = torch.randn(5, device="cuda")
    torch.manual_seed(7)  # the CPU worker's generator is PyTorch's CPU generator
    torch.testing.assert_close(got.cpu(), torch.randn(5), rtol=0, atol=0)
    before = shared.counters["sent_bytes"]
    z = torch.zeros(1000, 1000, device="cuda")  # made there: a few bytes cross, not 4 MB
    assert shared.counters["sent_bytes"] - before < 8000
    assert z.shape == (1000, 1000) and z.sum().item() == 0
    t = torch.tensor([[1, 2]], device="cuda", dtype=torch.int16)
    assert t.dtype == torch.int16 and t.tolist() == [[1, 2]]
    assert torch.full((2,), 7.0, device=0).tolist() == [7.0, 7.0]


# form records: deferred operators as struct-packed records of a form defined once

SLOT_VALUES = {
    "T": st.integers(-(2**63), 2**63 - 1),
    "i": st.integers(-(2**63), 2**63 - 1),
    "f": st.floats(allow_nan=False),
    "b": st.booleans(),
    "c": st.complex_numbers(allow_nan=False),
}


@st.composite
def form_calls(draw: Any) -> tuple[str, list[Any], list[int], list[int]]:
    kinds = draw(st.text(alphabet="Tifbc", max_size=6))
    values = [draw(SLOT_VALUES[k]) for k in kinds]
    handles = draw(st.lists(st.integers(1, 2**62), max_size=3))
    freed = draw(st.lists(st.integers(-(2**63), 2**63 - 1), max_size=5))
    return kinds, values, handles, freed


@settings(max_examples=200, deadline=None)
@given(call=form_calls(), number=st.integers(0, 2**32 - 1))
def test_form_records_round_trip(call, number):
    from lupine._sidecar import _wire

    kinds, values, handles, freed = call
    fmt = _wire.form_format(kinds, len(handles))
    flat = [x for v in values for x in ((v.real, v.imag) if isinstance(v, complex) else (v,))]
    frame = _wire.form_record(number, freed, fmt.pack(*flat, *handles))
    ((kind, data),) = list(_wire.records(frame))
    assert kind == _wire.BINARY
    got_number, got_freed, rest = _wire.read_form_record(data)
    assert (got_number, list(got_freed)) == (number, freed)
    assert _wire.form_values(fmt, kinds, rest) == [*values, *handles]


def _worker_with_a_form() -> Any:
    """A CPU worker holding tensor 1 and form 1: ``aten.add.Tensor(T, T, alpha=f)`` into one
    new handle."""
    from lupine._sidecar import _wire
    from lupine._sidecar.worker import Worker

    w = Worker("cpu")
    w.tensors[1] = torch.arange(3.0)
    args = [_wire.ref(1), _wire.ref(1)]
    w.handle_deferred(
        "form",
        (1, "aten::add", "Tensor", args, {"alpha": 2.0}, ["alpha"], "TTf", [((3,), (1,), 0)], None),
    )
    return w


def test_a_form_runs_as_the_operator_runs():
    from lupine._sidecar import _wire

    w = _worker_with_a_form()
    fmt = _wire.form_format("TTf", 1)
    for alpha, out in ((2.0, 5), (-0.5, 6)):
        frame = _wire.form_record(1, [], fmt.pack(1, 1, alpha, out))
        ((_, data),) = list(_wire.records(frame))
        w.run_form(data)
        assert w.deferred is None
        assert torch.equal(w.tensors[out], torch.arange(3.0) * (1 + alpha))
    frame = _wire.form_record(1, [5], fmt.pack(6, 1, 1.0, 7))  # frees 5 first
    w.run_form(next(iter(_wire.records(frame)))[1])
    assert 5 not in w.tensors and torch.equal(w.tensors[7], w.tensors[6] + w.tensors[1])


@settings(max_examples=300, deadline=None)
@given(data=st.binary(max_size=80), kind=st.sampled_from(["binary", "answered-binary", "pickle"]))
def test_malformed_records_are_a_clear_error_never_a_crash(data, kind):
    from lupine._sidecar import _wire
    from lupine._sidecar.worker import serve

    w = _worker_with_a_form()
    replies: list[Any] = []
    flags = {"binary": _wire.BINARY, "answered-binary": _wire.BINARY | _wire.ANSWERED}
    serve(w, flags.get(kind, 0), memoryview(data), replies.append)
    if kind == "answered-binary":
        ((status, name, message),) = replies
        assert status == "err" and name == "ValueError" and "form record" in message
        return
    assert not replies
    if w.deferred is not None:  # said at the next answered record, with a reason
        name, message = w.deferred
        assert name and message and "(deferred)" in message
    serve(w, _wire.ANSWERED, memoryview(pickle.dumps(("stats", []))), replies.append)
    assert replies and replies[-1][0] in ("ok", "err")
    assert torch.equal(w.tensors[1], torch.arange(3.0))  # what it held is intact


@settings(max_examples=200, deadline=None)
@given(frame=st.binary(max_size=64))
def test_a_frame_cut_short_is_a_value_error(frame):
    from lupine._sidecar import _wire

    try:
        for kind, data in _wire.records(frame):
            assert kind in (0, _wire.ANSWERED, _wire.BINARY, _wire.ANSWERED | _wire.BINARY)
            assert isinstance(data, memoryview)
    except ValueError as e:
        assert "cut short" in str(e)


@settings(max_examples=60, deadline=None)
@given(
    sizes=st.lists(st.integers(0, 200_000), min_size=1, max_size=4),
    cut=st.integers(1, 70_000),
    spin=st.sampled_from([0.0, 50e-6]),
)
def test_the_worker_reads_frames_however_the_pipe_splits_them(sizes, cut, spin):
    import threading
    from multiprocessing.connection import Connection

    from lupine._sidecar.worker import FrameReader

    frames = [bytes([k % 251]) * n for k, n in enumerate(sizes)]
    r, w = os.pipe()
    conn = Connection(w, readable=False)
    stream = b"".join(len(f).to_bytes(4, "big") + f for f in frames)

    def write() -> None:  # in pieces of ``cut`` bytes, then end of file mid-frame
        for k in range(0, len(stream), cut):
            os.write(w, stream[k : k + cut])
        os.write(w, (10).to_bytes(4, "big") + b"abc")
        conn.close()

    writer = threading.Thread(target=write)
    writer.start()
    reader = FrameReader(r, spin)
    try:
        assert [reader.next() for _ in frames] == frames
        with pytest.raises(EOFError):
            reader.next()
    finally:
        writer.join()
        os.close(r)


def test_take_frame_reads_both_headers_and_says_what_is_missing():
    from lupine._sidecar import _wire

    # multiprocessing.connection's framing: "!i" length, or -1 then a "!Q" length (over 2 GiB;
    # any length may be written so)
    short = (5).to_bytes(4, "big") + b"hello"
    huge = (-1).to_bytes(4, "big", signed=True) + (3).to_bytes(8, "big") + b"abc"
    buf = bytearray(short + huge + b"\x00\x00")
    assert _wire.take_frame(buf) == (b"hello", 9)
    assert _wire.take_frame(buf) == (b"abc", 15)
    assert _wire.take_frame(buf) == (None, 0) and buf == b"\x00\x00"  # (a length cut short)
    for cut, missing in ((0, 0), (3, 0), (4, 5), (7, 2)):
        part = bytearray(short[:cut])
        assert _wire.take_frame(part) == (None, missing) and part == short[:cut]
    for cut, missing in ((4, 0), (11, 0), (12, 3), (14, 1)):
        assert _wire.take_frame(bytearray(huge[:cut])) == (None, missing)


def test_threads_defining_the_same_forms_at_once(shared):
    import threading

    host = torch.arange(40.0)
    r = host.to("cuda")
    shared.synchronize()
    errors: list[BaseException] = []
    start = threading.Barrier(4)

    def work(k: int) -> None:
        try:
            start.wait()
            for n in range(20, 40):  # new shapes each time: forms defined by whichever comes
                got = (r[:n] * 3).add(k).cpu()
                assert torch.equal(got, host[:n] * 3 + k), (k, n)
        except BaseException as e:
            errors.append(e)

    threads = [threading.Thread(target=work, args=(k,)) for k in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors, errors
    shared.synchronize()  # and no deferred failure (a record before its form's definition)


def test_malformed_form_definitions_poison_their_records():
    from lupine._sidecar import _wire

    w = _worker_with_a_form()
    bad = [
        ("aten::add", "Tensor", [_wire.ref(1)], {}, [], "TT", [None], None),  # too few args
        ("aten::add", "Tensor", [_wire.ref(1), 3], {}, [1], "TX", [None], None),  # bad kind
        ("aten::nope", "default", [], {}, [], "", [], None),  # no such operator
        ("aten::add", "Tensor", "xx", {}, [], "", [], None),  # not a list of arguments
    ]
    for number, definition in enumerate(bad, start=10):
        w.handle_deferred("form", (number, *definition))
        assert isinstance(w.forms[number], str)
        w.run_form(next(iter(_wire.records(_wire.form_record(number, [], b""))))[1])
        _, message = w.deferred
        assert f"form {number}" in message, message
        w.deferred = None
    w.run_form(next(iter(_wire.records(_wire.form_record(99, [], b""))))[1])
    assert "no such form" in w.deferred[1]
    w.deferred = None
    w.run_form(next(iter(_wire.records(_wire.form_record(1, [], b"\0" * 5))))[1])
    assert "take 5 bytes, where its form takes 32" in w.deferred[1]


def test_form_keys_tell_signed_zeros_and_number_kinds_apart(shared):
    host = torch.tensor([float("nan"), 1.0, float("inf")])
    r = host.to("cuda")
    for nan in (0.0, -0.0, 0.0, float("nan"), -0.0):  # each value its own, in any order
        got = torch.nan_to_num(r, nan=nan).cpu()
        want = torch.nan_to_num(host, nan=nan)
        assert torch.equal(got.isnan(), want.isnan())
        assert torch.equal(torch.signbit(got), torch.signbit(want)), nan
    for scale in (2, 2.5, True, 1 + 2j, 3):  # one operator, slots of each kind
        torch.testing.assert_close((r.nan_to_num(0.0) * scale).cpu(), host.nan_to_num(0.0) * scale)
    forms = shared.counters["forms"]
    for k in range(5):  # the same forms again: values change, no form is defined
        torch.testing.assert_close((r.nan_to_num(0.0) * k).cpu(), host.nan_to_num(0.0) * k)
    assert shared.counters["forms"] == forms


@pytest.mark.parametrize(
    "value,want",
    [("0", 0.0), ("75", 75e-6), ("100000", 0.1), ("250000", 0.1), ("-3", 0.0), ("x", 0.0)],
)
def test_spin_setting_is_read_and_bounded_as_the_c_transport_reads_it(value, want):
    from lupine._sidecar import _wire

    assert _wire.spin_seconds({"LUPINE_SPIN_US": value}) == pytest.approx(want)
    ncpu = os.cpu_count() or 1
    assert _wire.spin_seconds({}) == (50e-6 if ncpu >= 4 else 0.0)
    calls = []
    assert _wire.spin_until(lambda: calls.append(1) or len(calls) == 3, 1.0)
    assert len(calls) == 3
    assert not _wire.spin_until(lambda: True, 0.0)  # no spin: the caller blocks at once
