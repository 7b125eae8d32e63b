"""The client's end of the sidecar's channels (`lupine._sidecar._wire` says what crosses):
requests batched on the control pipe, replies read from it, bulk bytes on the socket.

Batching. A record the client needs no answer to (`_wire.DEFERRED`: an operator whose results
the meta device laid out, an upload, a factory, a seed) is queued, not written; the queue goes
to the worker as one frame when

- a record that needs an answer joins it (it goes last, and the client waits for the reply),
- it holds ``LUPINE_SIDECAR_BATCH`` records (default 32; 1 writes each at once) or 64 KiB
  (what a pipe holds),
- its oldest record has waited ``LUPINE_SIDECAR_BATCH_US`` microseconds (default 50, as the
  shim's ``LUPINE_BATCH_US``), seen by
  the next record queued or, when none comes, by a flusher thread (within that age bound after
  a pause; while this process keeps queueing records, which check the bound themselves, the
  thread looks less often, at most `LATEST` age bounds or `LATEST_S` seconds apart, whichever
  is longer: `_flush_late`),
- or it is a first record after a pause as long (the worker is likely idle: it starts on it while
  the records after it are queued),

as LUPINE's driver shim batches launches (``LUPINE_BATCH``, ``LUPINE_BATCH_US``): the worker
starts on a batch while this process still computes the next, and a training step costs a few
writes instead of one per operator. Data bound for the bulk socket flush the queue first, so
the worker meets their record before their bytes.

Waiting. Reads and writes never block past ``timeout`` seconds without progress: a worker that
died ends the wait at once (its end of file), one that is silent (no reply, no heartbeat, not
reading) for ``timeout`` seconds is stopped and reported. Heartbeats that arrive while a write
waits count as progress (the worker is alive, busy with earlier records).
"""

from __future__ import annotations

import contextlib
import functools
import os
import pickle
import select
import socket
import struct
import threading
import time
import weakref
from typing import TYPE_CHECKING, Any

from . import _wire
from ._runtime import SidecarError

if TYPE_CHECKING:
    import subprocess
    from multiprocessing.connection import Connection

__all__ = ["BATCH_BYTES", "Channel", "batch_settings"]

_POLL_S = 0.2
BATCH_BYTES = 1 << 16  # a queue this large is sent (a pipe's buffer)
_READ = 1 << 16


def batch_settings(environ: Any = os.environ) -> tuple[int, float]:
    """(records per batch, seconds a record may wait) from ``LUPINE_SIDECAR_BATCH`` (default
    32; at least 1) and ``LUPINE_SIDECAR_BATCH_US`` (default 50; 0: no age bound, a batch goes
    when full or when an answer is needed; at most 60,000,000, a minute, the bound of the
    shim's ``LUPINE_BATCH_US``). Raises ``ValueError`` naming the variable for anything
    else."""
    try:
        size = int(environ.get("LUPINE_SIDECAR_BATCH") or 32)
        if size < 1:
            raise ValueError
    except ValueError:
        raise ValueError(
            "LUPINE_SIDECAR_BATCH must be a whole number of records, at least 1 (1: no "
            f"batching), not {environ.get('LUPINE_SIDECAR_BATCH')!r}"
        ) from None
    try:
        age_us = float(environ.get("LUPINE_SIDECAR_BATCH_US") or 50)
        if not 0 <= age_us <= 60_000_000:  # (NaN and infinity fail too)
            raise ValueError
    except ValueError:
        raise ValueError(
            "LUPINE_SIDECAR_BATCH_US must be microseconds from 0 to 60000000 (a minute), not "
            f"{environ.get('LUPINE_SIDECAR_BATCH_US')!r}"
        ) from None
    return size, age_us / 1e6


def bulk_settings(environ: Any = os.environ) -> int | None:
    """The size in bytes from which tensors cross on the bulk socket: ``LUPINE_SIDECAR_BULK``
    (default 65536); ``0`` or ``off``: no bulk socket. Raises ``ValueError`` otherwise."""
    value = (environ.get("LUPINE_SIDECAR_BULK") or "65536").strip().lower()
    if value in ("0", "off", "no"):
        return None
    try:
        n = int(value)
        if n < 1:
            raise ValueError
    except ValueError:
        raise ValueError(
            f"LUPINE_SIDECAR_BULK must be a size in bytes (0: no bulk socket), not {value!r}"
        ) from None
    return n


class Channel:
    """The channels' state and methods; `lupine._sidecar._client.Sidecar` is one. Its
    lifecycle sets ``_proc``, ``_tx``, ``_rx``, ``_bulk`` and ``_dead``, and gives ``_died``
    and ``_silent``, the errors that end it."""

    timeout: float
    name: str
    _proc: subprocess.Popen[bytes] | None
    _tx: Connection | None
    _rx: Connection | None
    _dead: str | None

    def _init_channel(self) -> None:
        self._freed: list[int] = []  # handles to release in the worker
        # a handle by its tensor's weak reference, released in the worker (with the next
        # request) once the tensor dies (`_gone`)
        self._held: dict[weakref.ref[Any], int] = {}
        # handles held by more than one tensor (`detach`, `alias`: `RemoteTensor._alias`):
        # how many more; a handle is released when its last tensor dies
        self._shared: dict[int, int] = {}
        self._gone_cb = self._gone
        self._lock = threading.RLock()
        self.counters = {
            "requests": 0,
            "frames": 0,
            "waits": 0,
            "sent_bytes": 0,
            "received_bytes": 0,
            "bulk_sent_bytes": 0,
            "bulk_received_bytes": 0,
            "beats": 0,
            "forms": 0,
        }
        self._batch, self._age = batch_settings()
        self._bulk_min = bulk_settings()
        self._spin = _wire.spin_seconds()
        self._bulk: socket.socket | None = None
        self._queue: list[bytes] = []
        self._queued = 0  # bytes
        self._since = 0.0  # when the oldest queued record was queued
        self._sent = 0.0  # when the last frame was sent
        self._wake = threading.Event()
        self._inbuf = bytearray()
        self._unanswered = False  # deferred records sent since the last answer
        self._late: SidecarError | None = None  # what ended the flusher thread's send
        self._owed = 0  # replies to waits that were interrupted (^C): skipped when they come

    def _gone(self, ref: weakref.ref[Any]) -> None:
        hid = self._held.pop(ref, None)
        if hid is None:
            return
        more = self._shared.get(hid)
        if more is None:
            self._freed.append(hid)
        elif more > 1:
            self._shared[hid] = more - 1
        else:
            del self._shared[hid]

    def _died(self, what: str) -> SidecarError:
        raise NotImplementedError

    def _silent(self, what: str, silence: float, doing: str) -> SidecarError:
        raise NotImplementedError

    def _check_running(self) -> None:
        if self._late is not None:  # the flusher thread found the worker gone: say how, once
            late, self._late = self._late, None
            raise late
        if self._proc is None:
            raise SidecarError("the sidecar is not started: use `with lupine.sidecar():`")
        if self._dead is not None:
            raise SidecarError(f"the LUPINE sidecar {self.name} is not running: {self._dead}")

    # -- reading -------------------------------------------------------------------------

    def _pump(self, what: str, want: int = _READ) -> bool:
        """Whatever the worker has written (up to ``want`` bytes), into the input buffer,
        without waiting; whether anything came. Raises `SidecarError` at its end of file."""
        assert self._rx is not None
        try:
            data = os.read(self._rx.fileno(), max(want, _READ))
        except BlockingIOError:
            return False
        except OSError:
            raise self._died(what) from None
        if not data:  # end of file: the worker, or its runtime, is gone
            raise self._died(what)
        self._inbuf += data
        return True

    def _frame(self, what: str, silence: float) -> bytes:
        """The next frame from the worker (``multiprocessing.connection``'s: a length, then
        the bytes); fails when it dies or sends nothing for ``silence`` seconds (mid-frame
        too), never blocks past that."""
        assert self._rx is not None and self._proc is not None
        buf = self._inbuf
        deadline = time.monotonic() + silence
        while True:
            data, want = _wire.take_frame(buf)  # (want: a large reply in as few reads as it allows)
            if data is not None:
                self.counters["received_bytes"] += want
                return data
            if _wire.spin_until(functools.partial(self._pump, what, want), self._spin):
                deadline = time.monotonic() + silence
            elif select.select([self._rx.fileno()], [], [], _POLL_S)[0]:
                if self._pump(what, want):
                    deadline = time.monotonic() + silence
            elif self._proc.poll() is not None:
                raise self._died(what)
            elif time.monotonic() > deadline:
                doing = "no answer, no heartbeat" if not buf else "a reply cut short"
                raise self._silent(what, silence, doing)

    def _recv(self, what: str, silence: float) -> tuple[Any, ...]:
        """The worker's next reply (heartbeats are counted and skipped, and so are the late
        replies of interrupted waits, with the bytes a late download sends)."""
        while True:
            try:
                frame = self._frame(what, silence)
            except SidecarError:
                raise
            except BaseException:  # (^C while the worker works: its reply comes later)
                self._owed += 1
                raise
            msg = pickle.loads(frame)
            if msg[0] == "beat":
                self.counters["beats"] += 1
                continue
            if self._owed:
                self._owed -= 1
                if msg[0] == "ok" and isinstance(msg[1], _wire.Bulk) and msg[1].nbytes:
                    self._recv_bulk(memoryview(bytearray(msg[1].nbytes)), what)
                continue
            return tuple(msg)

    # -- writing -------------------------------------------------------------------------

    def _send(self, data: bytes, what: str) -> None:
        """One frame (a length, then the bytes) to the worker. A worker that reads nothing
        and sends nothing for ``timeout`` seconds (hung, stopped) fails the write instead of
        blocking it forever."""
        assert self._tx is not None
        n = len(data)
        header = struct.pack("!i", n) if n <= 0x7FFFFFFF else struct.pack("!iQ", -1, n)
        fd = self._tx.fileno()
        try:
            for chunk in (header + data,) if n <= 1 << 16 else (header, data):
                view = memoryview(chunk)
                while view:
                    try:
                        view = view[os.write(fd, view) :]
                        continue
                    except BlockingIOError:
                        pass
                    except OSError:
                        raise self._died(what) from None
                    self._stalled(fd, what)
        except BaseException:
            self._break(what)  # (a frame cut short: nothing after it would parse)
            raise
        self.counters["sent_bytes"] += len(header) + n

    def _stalled(self, fd: int, what: str) -> None:
        """Wait (at most ``timeout`` seconds without progress) until ``fd`` takes more bytes;
        the worker's heartbeats meanwhile are progress."""
        assert self._rx is not None and self._proc is not None
        limit = time.monotonic() + self.timeout
        while True:
            readable, writable, _ = select.select([self._rx.fileno()], [fd], [], _POLL_S)
            if writable:
                return
            if readable and self._pump(what):
                limit = time.monotonic() + self.timeout
            elif self._proc.poll() is not None:
                raise self._died(what)
            elif time.monotonic() > limit:
                raise self._silent(what, self.timeout, "it read nothing")

    def _enqueue(self, verb: str, operands: tuple[Any, ...], answered: bool) -> None:
        """With the lock held: one record into the queue, carrying the handles freed since
        the last. Raises what pickling its operands raises (nothing is queued then)."""
        self._check_running()
        freed = self._freed[: len(self._freed)]  # (finalizers may append meanwhile)
        data = pickle.dumps((verb, freed, *operands), protocol=5)
        del self._freed[: len(freed)]
        self._queue_record(_wire.record(data, answered), answered)

    def _queue_record(self, rec: bytes, answered: bool) -> None:
        if not self._queue:
            self._since = time.monotonic()
        self._queue.append(rec)
        self._queued += len(rec)
        self._unanswered = not answered
        self.counters["requests"] += 1

    def _flush(self, what: str) -> None:
        """With the lock held: the queue to the worker, as one frame."""
        if not self._queue:
            return
        frame = b"".join(self._queue)
        self._queue.clear()
        self._queued = 0
        self.counters["frames"] += 1
        self._send(frame, what)
        self._sent = time.monotonic()

    def _post(self, verb: str, *operands: Any, what: str) -> None:
        """Queue a record that has no answer (`_wire.DEFERRED`); the queue goes when full or
        old."""
        with self._lock:
            self._enqueue(verb, operands, answered=False)
            self._posted(what)

    def _post_form(self, form: int, values: bytes, what: str, head: bytes | None = None) -> None:
        """Queue a form record (`_wire.form_record`: form number ``form``, its ``values``
        packed), with the handles freed since the last record; as `_post`. ``head``: the
        record's start when no handle is freed (`_wire.form_head`), when known."""
        with self._lock:
            self._check_running()
            if self._freed:
                freed = self._freed[: len(self._freed)]
                rec = _wire.form_record(form, freed, values)
                del self._freed[: len(freed)]
            else:
                rec = (head or _wire.form_head(form, len(values))) + values
            self._queue_record(rec, False)
            self._posted(what)

    def _posted(self, what: str) -> None:
        """With the lock held, after a deferred record was queued: send the queue if it is
        full, old, or a first record after a pause; else have the flusher thread time the
        batch (woken only for a batch left queued: each look takes the interpreter's lock from
        this thread: an upload, sent at once, took 130 µs longer with the look, measured on a
        2-CPU machine with a CPU worker)."""
        n, age = len(self._queue), self._age
        if n >= self._batch or self._queued >= BATCH_BYTES:
            self._flush(what)
        elif age:
            now = time.monotonic()
            if now - self._since >= age or (n == 1 and now - self._sent >= age):
                self._flush(what)  # (old, or the first after a pause)
            elif not self._wake.is_set():
                self._wake.set()  # the flusher thread times this batch

    def _request(self, verb: str, *operands: Any, what: str) -> Any:
        """Send a record that is answered, after the queue, and return its answer. Raises
        the worker's error with its type (``RuntimeError`` for types not built in), naming
        ``what`` — or the first deferred record that failed since the last answer."""
        with self._lock:
            self._enqueue(verb, operands, answered=True)
            self._flush(what)
            self.counters["waits"] += 1
            reply = self._recv(what, self.timeout)
        if reply[0] == "ok":
            return reply[1]
        if reply[0] == "err":
            import builtins

            kind = getattr(builtins, reply[1], None)
            if not (isinstance(kind, type) and issubclass(kind, Exception)):
                kind = RuntimeError
            raise kind(f"{what} in the LUPINE sidecar: {reply[2]}")
        raise SidecarError(f"unexpected reply {reply[0]!r} from the sidecar during {what}")

    def _start_flusher(self) -> None:
        """The thread that sends a batch nobody followed within its age bound."""
        if self._batch > 1 and self._age:
            me = weakref.ref(self)
            threading.Thread(
                target=_flush_late, args=(me, self._wake, self._age), daemon=True
            ).start()

    # -- the bulk socket -----------------------------------------------------------------

    def _listen_bulk(self) -> tuple[socket.socket, str] | None:
        """A loopback listener for the worker's bulk socket and its token (hex), or None when
        ``LUPINE_SIDECAR_BULK=0``."""
        if self._bulk_min is None:
            return None
        listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        listener.bind(("127.0.0.1", 0))
        listener.listen(4)
        return listener, os.urandom(_wire.TOKEN_BYTES).hex()

    def _accept_bulk(self, listener: socket.socket, token: str, seconds: float) -> None:
        """Accept the worker's bulk socket (it connected before greeting): the first
        connection whose first bytes are ``token``; others are closed. Raises `SidecarError`
        when none comes within ``seconds``."""
        deadline = time.monotonic() + seconds
        want = bytes.fromhex(token)
        with listener:
            while True:
                left = deadline - time.monotonic()
                if left <= 0:
                    raise SidecarError(
                        f"the sidecar worker said it opened its bulk socket, but none reached "
                        f"this process within {seconds:.0f} s (LUPINE_SIDECAR_BULK=0 sends "
                        "every byte through the pipe instead)"
                    )
                listener.settimeout(left)
                try:
                    conn, _ = listener.accept()
                except TimeoutError:
                    continue
                conn.settimeout(max(0.1, deadline - time.monotonic()))
                got = b""
                with contextlib.suppress(OSError):
                    while len(got) < len(want):
                        more = conn.recv(len(want) - len(got))
                        if not more:
                            break
                        got += more
                if got == want:
                    conn.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
                    conn.setblocking(False)
                    self._bulk = conn
                    return
                conn.close()

    def _send_bulk(self, view: memoryview, what: str) -> None:
        """With the lock held, right after the record announcing them: ``view``'s bytes on
        the bulk socket. Any failure ends the session (the byte stream lost its place)."""
        assert self._bulk is not None
        view = view.cast("B")
        n = len(view)
        piece = _wire.BULK_PIECE  # (one per send(): the worker starts on the first at once)
        try:
            while view:
                try:
                    view = view[self._bulk.send(view[:piece]) :]
                    continue
                except BlockingIOError:
                    pass
                self._stalled(self._bulk.fileno(), what)
        except OSError:
            raise self._died(what) from None
        except BaseException:
            self._break(what)
            raise
        self.counters["bulk_sent_bytes"] += n

    def _recv_bulk(self, view: memoryview, what: str) -> None:
        """With the lock held, right after the reply announcing them: fill ``view`` from the
        bulk socket (``timeout`` seconds without a byte is silence)."""
        assert self._bulk is not None and self._proc is not None
        view = view.cast("B")
        n, got = len(view), 0
        try:
            deadline = time.monotonic() + self.timeout
            while got < n:
                try:
                    k = self._bulk.recv_into(view[got:])
                except BlockingIOError:
                    k = -1
                if k == 0:
                    raise self._died(what)
                if k > 0:
                    got += k
                    deadline = time.monotonic() + self.timeout
                    continue
                if select.select([self._bulk], [], [], _POLL_S)[0]:
                    continue
                if self._proc.poll() is not None:
                    raise self._died(what)
                if time.monotonic() > deadline:
                    raise self._silent(what, self.timeout, "a download cut short")
        except OSError:
            raise self._died(what) from None
        except BaseException:
            self._break(what)
            raise
        self.counters["bulk_received_bytes"] += n

    def _break(self, what: str) -> None:
        """A transfer interrupted midway (an exception, ^C): the streams lost their place, so
        the session ends (the worker is stopped) unless it already did."""
        if self._dead is None:
            with contextlib.suppress(Exception):
                self._kill()
            self._dead = f"a transfer was interrupted during {what}"

    def _kill(self) -> None:
        raise NotImplementedError


def _flush_late(ref: weakref.ref[Channel], wake: threading.Event, age: float) -> None:
    """The flusher thread: after a batch starts (``wake``), send it once it is ``age`` seconds
    old unless a record or an answer sent it first; ends with its sidecar (held weakly).

    Each look takes the interpreter's lock from the user's thread. While that thread runs
    PyTorch (which lets go of the lock around each operator) the look waits for it, often
    hundreds of microseconds, and the user's thread hands it over and back at every operator
    meanwhile: looks every few hundred microseconds cost the client about a fifth of a training
    step's time (measured alone on the 2-CPU development machine, `sidecar_profile.py`).
    So while the user's thread keeps queueing records (which check the age bound themselves)
    the looks come less often, each twice as late as the one before, up to `_longest` apart;
    once a look finds that no record came since the one before, it sends an old batch and the
    next look comes ``age`` after the next batch starts."""
    nap, seen = age, -1
    while True:
        wake.wait()
        time.sleep(nap)
        state, seen = _flush_if_old(ref, wake, age, seen)
        if state == "gone":
            return
        nap = min(2 * nap, _longest(age)) if state == "busy" else age


LATEST = 8  # the flusher thread's longest wait while records keep coming, in age bounds ...
LATEST_S = 0.005  # ... or in seconds, whichever is longer


def _longest(age: float) -> float:
    """The flusher thread's longest wait while the user's thread keeps queueing records: how
    late, at most, it sends a batch left when that thread goes quiet."""
    return max(LATEST * age, LATEST_S)


def _flush_if_old(
    ref: weakref.ref[Channel], wake: threading.Event, age: float, seen: int
) -> tuple[str, int]:
    """One look of the flusher thread: its state and the records queued so far (``seen``: at
    the look before). The state is ``"gone"`` (the sidecar ended), ``"busy"`` (records came
    since the last look: the user's thread sends its own batches; one ``age`` old or older is
    sent all the same), ``"sent"`` (none came, and it sent a batch ``age`` old or older) or
    ``"idle"`` (none came, and the queue is empty, or holds a younger batch, or the user's
    thread is sending). ``wake`` is cleared when the queue is left empty by an idle user's
    thread."""
    ch = ref()
    if ch is None or ch._dead is not None:
        return "gone", seen
    records = ch.counters["requests"]
    state = "busy" if records != seen else "idle"
    if not ch._lock.acquire(blocking=False):
        return state, records
    try:
        if ch._queue and time.monotonic() - ch._since >= age:
            try:
                ch._flush("a batch of deferred operations")
            except SidecarError as e:  # the next call raises it
                ch._late = e
            if state == "idle":
                state = "sent"
        if not ch._queue and state != "busy":
            wake.clear()
        return state, records
    finally:
        ch._lock.release()
