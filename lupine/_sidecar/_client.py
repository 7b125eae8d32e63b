"""The user's side of the sidecar: the container's lifecycle, the pipe, and PyTorch's view of
the worker's tensors.

Mechanism. A tensor on the sidecar is a `RemoteTensor` (`lupine._sidecar._tensor`): a wrapper
subclass of ``torch.Tensor`` with shape, strides and dtype but no data (its storage is the
worker's; locally it sits on the ``meta`` device, and reports ``device`` as ``cuda:N``, the
worker's GPU). Every ATen operator PyTorch runs on one reaches
`RemoteTensor.__torch_dispatch__` below autograd, so autograd (``backward``), ``nn.Module`` and
the optimizers run here unchanged; each operator is one request to the worker naming the
operator and its arguments, tensors by handle. When the meta device lays out its results
(`_plan`), they get handles here and the request is sent without waiting (``opa``: a failure is
reported by the next request that waits), after the first call of each *form* (the operator
with its arguments but tensors and loose numbers) as a struct-packed form record (`_wire` says
what they hold); a call whose arguments are flat and laid out as an earlier one's goes by a
short key (`_known`) straight to its record (`_again`), nothing walked or planned. Otherwise
the reply gives the results' handles and layouts. Data crosses only when asked for:
``.to(device)`` / ``.cuda()`` of a host tensor, ``.cpu()``, ``.item()``, ``.tolist()``,
printing. While a session is open a ``TorchFunctionMode`` catches what has no remote tensor
yet: ``.to("cuda")`` of host tensors (``model.to(device)``) and factories given
``device="cuda"``.
"""

from __future__ import annotations

import atexit
import contextlib
import itertools
import os
import pickle
import re
import secrets
import struct
import subprocess
import sys
import tempfile
import threading
import weakref
from collections.abc import Sequence
from dataclasses import dataclass
from multiprocessing.connection import Connection
from pathlib import Path
from typing import Any, NamedTuple

import torch
from torch.overrides import TorchFunctionMode

from .._endpoint import format_endpoint, parse_endpoint
from . import _runtime, _wire
from ._channel import Channel
from ._runtime import DEFAULT_CUDA, SidecarError, default_image, image_cuda
from ._tensor import _EXITS, RemoteTensor, _as_device, _device_of, _parse_to, _to_sidecar
from ._wire import Bulk, Meta

__all__ = ["DEFAULT_CUDA", "RemoteTensor", "Sidecar", "default_image", "image_cuda"]

WORKER_COMMAND = ["python3", "-m", "lupine._sidecar.worker"]
# What the container's environment takes over from this process when set here.
FORWARDED_ENV = (
    "LUPINE_TIMEOUT",
    "LUPINE_CONNECT_TIMEOUT",
    "LUPINE_BATCH",
    "LUPINE_BATCH_US",
    "LUPINE_STATS",
    "LUPINE_CACHE",
    "LUPINE_IMAGE_CACHE",
    "LUPINE_SIDECAR_DEVICE",
    "LUPINE_SIDECAR_TF32",
)
_LOOPBACK = ("127.0.0.1", "localhost", "::1")


# Operators that always wait for the worker: the backends' auxiliary results (batch norm's
# saved statistics, attention's log-sum-exp, RNN workspaces) are not laid out as the meta
# device lays them out.
_WAITS = re.compile(
    r"batch_norm|attention|_flash_|_efficient_|rnn|lstm|gru|_fused_|cudnn|"
    r"miopen|mkldnn|embedding_bag|ctc_loss|unique|nonzero"
)

# Operators that cannot work on a tensor whose storage is elsewhere.
_REFUSED = {
    "aten::set_": "it rebinds a tensor to a storage, and the sidecar's storages are remote",
    "aten::_pin_memory": "pinned memory is host memory of this process",
    "aten::record_stream": "streams are not forwarded to the sidecar",
}


class _OpInfo(NamedTuple):
    """What the client needs of an operator (``OpOverload``), worked out once: its names,
    whether it always waits (`_WAITS`), what is special about it (`_SPECIAL`), and the
    arguments whose Python-number values cannot change its results' layout (``loose``:
    positions and keyword names)."""

    qualname: str
    overload: str
    what: str
    waits: bool
    special: bool
    loose: frozenset[int | str]
    key: int  # the plans' key for the operator: id(func) (an OpOverload hashes in Python)
    func: Any  # (kept alive, so that the key stays its)


_INFOS: dict[int, _OpInfo] = {}  # by id(func)
_PLAIN = frozenset({int, float, bool, complex, str, type(None)})  # arguments sent as they are
_NUMBERS = (int, float, bool, complex)
_ENUM_TYPES = (torch.dtype, torch.layout, torch.memory_format)
# Operators handled before they are encoded (`Sidecar._op`).
_SPECIAL = frozenset(
    {
        *_REFUSED,
        "aten::_local_scalar_dense",
        "aten::is_pinned",
        "aten::_has_compatible_shallow_copy_type",
        "aten::_to_copy",
        "aten::copy_",
        "aten::detach",
        "aten::alias",
    }
)


def _op_info(func: Any) -> _OpInfo:
    """`_OpInfo` of ``func``, cached. A number given for a ``Scalar`` (or, wrapped, a
    ``Tensor``) argument changes a result's dtype by its type only (PyTorch's type promotion
    ranks Python numbers by kind: bool, int, float, complex), never its shape, except in the
    range factories (``arange``, ``linspace``, ...), whose numbers stay in the key; so do the
    numbers of a ``Scalar[]`` argument (the foreach operators' per-tensor factors)."""
    info = _INFOS.get(id(func))
    if info is not None:
        return info
    qualname, overload = func._schema.name, func._overloadname
    loose: set[int | str] = set()
    if not re.search(r"range|space", qualname):
        for k, arg in enumerate(func._schema.arguments):
            kind = str(arg.type)
            if kind in ("Tensor", "number", "Optional[number]", "Optional[Tensor]", "List[number]"):
                loose.add(arg.name if arg.kwarg_only else k)
                loose.add(arg.name)  # (positional arguments may come by name)
    info = _INFOS[id(func)] = _OpInfo(
        qualname,
        overload,
        f"{qualname.replace('::', '.')}.{overload}",
        bool(_WAITS.search(qualname)),
        qualname in _SPECIAL,
        frozenset(loose),
        id(func),
        func,
    )
    return info


@dataclass(frozen=True, slots=True)
class _Out:
    """A result in a plan: argument ``arg`` returned (in place), or a new tensor laid out so."""

    arg: int | None
    shape: tuple[int, ...]
    stride: tuple[int, ...]
    offset: int
    dtype: torch.dtype


_PLANS = 8192  # plans kept (oldest dropped first)
_NOTHING = object()  # a plan's results when the operator returns nothing (`_plan`)


def _numbers(v: list[Any]) -> bool:
    """Whether ``v`` (a list) holds Python numbers only, at least one."""
    return bool(v) and all(type(x) in _NUMBERS for x in v)


def _slot_like(v: Any) -> bool:
    """Whether an argument at a loose position goes as slots: a number, or a list of them."""
    return type(v) in _NUMBERS or (type(v) is list and _numbers(v))


def _reshaped(what: str, mine: RemoteTensor, got: Any) -> NotImplementedError:
    return NotImplementedError(
        f"{what} changed the shape or strides of its argument in place "
        f"({tuple(mine.shape)} -> {tuple(got.shape)}), which is not supported through the "
        "LUPINE sidecar (give out= tensors of the result's shape)"
    )


def _contiguous_strides(shape: tuple[int, ...]) -> tuple[int, ...]:
    """The strides PyTorch gives a C-contiguous tensor of ``shape`` (``torch.empty``'s: each the
    product of the later sizes, a size of 0 counted as 1)."""
    strides, step = [], 1
    for n in reversed(shape):
        strides.append(step)
        step *= max(n, 1)
    return tuple(reversed(strides))


def _meta_like(r: RemoteTensor) -> torch.Tensor:
    """A meta tensor laid out as ``r`` (shape, strides, offset, dtype)."""
    shape, stride, offset = tuple(r.shape), r.stride(), r.storage_offset()
    span = 1 + sum((n - 1) * st for n, st in zip(shape, stride, strict=True)) if all(shape) else 0
    base = torch.empty(offset + span, dtype=r.dtype, device="meta")
    return base.as_strided(shape, stride, offset)


def _plan(func: Any, args: tuple[Any, ...], kwargs: dict[str, Any]) -> Any:
    """(results on the meta device, {id(meta input): its RemoteTensor}) of an operator whose
    results are all tensors the meta device can lay out; None for any other (data-dependent
    shapes, Python values, an error: those wait for the worker, whose answer is the
    reference)."""
    inputs: dict[int, RemoteTensor] = {}

    def to_meta(v: Any) -> Any:
        if isinstance(v, RemoteTensor):
            m = _meta_like(v)
            inputs[id(m)] = v
            return m
        if isinstance(v, torch.device) and v.type != "cpu":
            return torch.device("meta")
        return v

    try:
        with torch._C.DisableTorchFunction():
            out = func(*_wire.walk(args, to_meta), **_wire.walk(kwargs, to_meta))
    except Exception:
        return None
    if out is None and not func._schema.returns:  # (in place, as the foreach operators' ..._)
        return _NOTHING, inputs
    leaves: list[Any] = []
    _wire.walk(out, leaves.append)
    tensors = [v for v in leaves if isinstance(v, torch.Tensor)]
    if not tensors or any(v is not None and not isinstance(v, torch.Tensor) for v in leaves):
        return None
    if any(t.device.type != "meta" or isinstance(t, RemoteTensor) for t in tensors):
        return None
    return out, inputs


_MOVES = frozenset({torch.Tensor.to, torch.Tensor.cuda})


class _Entry(TorchFunctionMode):
    """While a session is open: host tensors moved to ``cuda`` and factories given
    ``device="cuda"`` go to the sidecar."""

    def __init__(self, sc: Sidecar) -> None:
        super().__init__()
        self.sc = sc

    def __torch_function__(
        self, func: Any, types: Any, args: Sequence[Any] = (), kwargs: Any = None
    ) -> Any:
        # (every PyTorch function call comes here while a session is open: the common one,
        # with no keywords and not in `_HOOKED`, takes two tests)
        if not kwargs:
            if func not in _HOOKED:
                return func(*args)
            kwargs = {}
        if func in _MOVES or "device" in kwargs:  # (all that `Sidecar._entry` takes)
            done = self.sc._entry(func, tuple(args), dict(kwargs))
            if done is not NotImplemented:
                return done
        else:
            handler = _EXITS.get(func)
            if handler is not None and args and type(args[0]) is RemoteTensor:
                return handler(*args, **kwargs)
        return func(*args, **kwargs)


_HOOKED = frozenset({*_MOVES, *_EXITS})  # what `_Entry` looks at without keywords


# ---------------------------------------------------------------------------------------------
# the sidecar


_LIVE: weakref.WeakSet[Sidecar] = weakref.WeakSet()
_HOOKS = threading.Lock()
_hooked = False


def _install_hooks() -> None:
    """Once per process: stop every sidecar at interpreter exit; in a forked child (a
    DataLoader worker, say), close the inherited pipe ends, so that the worker still sees end
    of file when this process ends."""
    global _hooked
    with _HOOKS:
        if _hooked:
            return
        _hooked = True
        atexit.register(_stop_all)
        os.register_at_fork(after_in_child=_forget_all)


def _stop_all() -> None:
    for sc in list(_LIVE):
        sc.stop()


def _forget_all() -> None:
    for sc in list(_LIVE):
        sc._forget()


class Sidecar(Channel):
    """A containerised CUDA PyTorch that runs this process's PyTorch work (see
    `lupine.sidecar`, which makes one).

    Attributes: ``servers`` (``host:port`` each), ``platform`` (``linux/<arch>``), ``image``,
    ``name`` (the container's), ``runtime`` (the `Runtime` chosen at start), ``command`` (the
    runtime command that runs the worker), ``info`` (the worker's greeting: PyTorch and CUDA
    versions, device count and names, pid; ``bulk``: True, or why it has no bulk socket),
    ``log`` (the worker's standard error), ``counters`` (`stats` says what each counts).
    """

    def __init__(
        self,
        host: str | Sequence[str] | None = None,
        port: int | None = None,
        *,
        runtime: str | None = None,
        platform: str | None = None,
        image: str | None = None,
        token: str | None = None,
        timeout: float = 30.0,
        start_timeout: float = 300.0,
    ) -> None:
        from .._connect import _hosts

        if runtime is not None and runtime not in _runtime.RUNTIMES:
            raise ValueError(
                f"runtime must be one of {', '.join(map(repr, _runtime.RUNTIMES))} or None, "
                f"not {runtime!r}"
            )
        self.platform = _runtime.normalize_platform(platform)
        self.platform_given = platform is not None
        self.requested_runtime = runtime
        self.image = image or default_image()
        if not isinstance(self.image, str) or not self.image.strip():
            raise ValueError(f"image must be an image name, not {image!r}")
        self.device_type = os.environ.get("LUPINE_SIDECAR_DEVICE", "cuda")
        if host is None and not os.environ.get("LUPINE_SERVER") and self.device_type == "cpu":
            self.servers: tuple[str, ...] = ()
        else:
            self.servers = _hosts(host, port)
        if len(self.servers) > 1:
            raise NotImplementedError(
                f"several servers for one sidecar ({', '.join(self.servers)}) are not built yet"
            )
        self.token = token if token is not None else os.environ.get("LUPINE_TOKEN")
        if not timeout >= 2 * _wire.BEAT_S or not start_timeout > 0:
            raise ValueError(
                f"timeout must be at least {2 * _wire.BEAT_S:g} s (the worker's heartbeat comes "
                f"every {_wire.BEAT_S:g} s) and start_timeout positive, not {timeout}, "
                f"{start_timeout}"
            )
        self.timeout = float(timeout)
        self.start_timeout = float(start_timeout)
        self.name = f"lupine-sidecar-{os.getpid()}-{secrets.token_hex(3)}"
        self.runtime: _runtime.Runtime | None = None
        self.command: list[str] = []
        self.info: dict[str, Any] = {}
        self.log: Path | None = None
        self._proc: subprocess.Popen[bytes] | None = None
        self._tx: Connection | None = None
        self._rx: Connection | None = None
        self._dead: str | None = None
        self._modes: list[_Entry] = []
        self._init_channel()
        # operators whose results the meta device lays out are sent without waiting
        self.defer = os.environ.get("LUPINE_SIDECAR_SYNC", "0") in ("", "0")
        self._ids = itertools.count(1)  # the client's handles (the worker's are negative)
        self._plans: dict[tuple[Any, ...], list[Any]] = {}
        self._fast: dict[tuple[Any, ...], tuple[Any, ...]] = {}  # `_remember`'s, by `_known`'s key
        self._lids: dict[tuple[Any, ...], int] = {}  # layouts' numbers (`_lid`)
        self._next_lid = itertools.count()
        self._forms = 0  # forms defined (the last one's number)

    # -- lifecycle ---------------------------------------------------------------------------

    def _container_hosts(self, system: str, hosts: Sequence[str] | None = None) -> list[str]:
        """The servers (or ``hosts``) as the container reaches them: on macOS this machine's
        loopback is ``host.docker.internal`` inside a container; on Linux the container shares
        the host's network (``--network host``)."""
        out = []
        for s in self.servers if hosts is None else hosts:
            name, port = parse_endpoint(s)
            if system == "darwin" and name in _LOOPBACK:
                name = "host.docker.internal"
            out.append(format_endpoint(name, port))
        return out

    def _env_file(self, system: str) -> str:
        values: dict[str, str] = {}
        if self.servers:
            values["LUPINE_SERVER"] = ",".join(self._container_hosts(system))
        # (the token goes over the worker's pipe, not here: a container's environment is
        # shown to anyone who may inspect it, `docker inspect`)
        for key in FORWARDED_ENV:
            if os.environ.get(key):
                values[key] = os.environ[key]
        fd, path = tempfile.mkstemp(prefix="lupine-sidecar-", suffix=".env")
        with os.fdopen(fd, "w") as f:  # mkstemp: readable by this user only
            f.writelines(f"{k}={v}\n" for k, v in values.items())
        return path

    def start(self) -> Sidecar:
        """Start the container and wait for its worker's greeting.

        Raises `SidecarError` (a ``RuntimeError``) when no runtime works
        (``RuntimeNotFound``, naming each tried and how to fix it), the image is missing
        (build it with ``lupine sidecar build``), the worker cannot serve (no GPU through the
        server, a driver older than the image's CUDA) or does not answer within
        ``start_timeout``; ``RuntimeError`` if already started.
        """
        if self._proc is not None:
            raise RuntimeError(f"the sidecar {self.name} was already started")
        system = sys.platform
        rt = _runtime.detect(self.requested_runtime, system=system)
        self.runtime = rt
        if self.device_type == "cuda" and not self.servers:
            raise ValueError(
                "no server for the sidecar's GPU: pass host='name:port' or set LUPINE_SERVER"
            )
        check = subprocess.run(
            rt.image_exists(self.image), stdin=subprocess.DEVNULL, capture_output=True, timeout=60
        )
        if check.returncode != 0:
            raise SidecarError(
                f"the sidecar image {self.image} is not among {rt.name}'s images: build it with "
                f"`lupine sidecar build --runtime {rt.name}` (tags it {default_image()}), or "
                "pass image=... naming one you built"
            )
        env_file = self._env_file(system)
        self.command = rt.run(
            self.image,
            self.name,
            self.platform,
            env_file,
            WORKER_COMMAND,
            host_network=system != "darwin",
        )
        fd, log = tempfile.mkstemp(prefix=f"{self.name}-", suffix=".log")
        self.log = Path(log)
        _install_hooks()
        listening = self._listen_bulk()
        try:
            with os.fdopen(fd, "wb") as err:
                self._proc = subprocess.Popen(
                    self.command,
                    stdin=subprocess.PIPE,
                    stdout=subprocess.PIPE,
                    stderr=err,
                )
            assert self._proc.stdin is not None and self._proc.stdout is not None
            self._tx = Connection(os.dup(self._proc.stdin.fileno()), readable=False)
            os.set_blocking(self._tx.fileno(), False)  # writes wait in _send, with a deadline
            self._rx = Connection(os.dup(self._proc.stdout.fileno()), writable=False)
            os.set_blocking(self._rx.fileno(), False)  # reads wait in _read, with a deadline
            self._proc.stdin.close()
            self._proc.stdout.close()
            _LIVE.add(self)
            # first on the pipe, before the worker's CUDA starts: what it must know and the
            # container's environment must not show (the token)
            secrets = {"LUPINE_TOKEN": self.token} if self.token else {}
            options: dict[str, Any] = {"bulk": None, "bulk_min": self._bulk_min}
            if listening is not None:  # (the container reaches this machine's loopback so)
                there = self._container_hosts(system, ["127.0.0.1:1"])[0].rsplit(":", 1)[0]
                port = listening[0].getsockname()[1]
                options["bulk"] = (there, port, listening[1])
            self._send(pickle.dumps(("env", secrets, options)), "start-up")
            reply = self._recv("start-up", self.start_timeout)
            if reply[0] == "hello" and reply[1].get("bulk") is True and listening is not None:
                self._accept_bulk(*listening, seconds=min(self.start_timeout, 30.0))
        except BaseException:
            self._kill()
            raise
        finally:
            with contextlib.suppress(OSError):
                os.unlink(env_file)  # read by the runtime at start; holds the token
            if listening is not None:
                listening[0].close()
        if reply[0] == "fatal":
            self._kill()
            raise SidecarError(f"the sidecar worker cannot serve: {reply[1]}")
        if reply[0] != "hello":
            self._kill()
            raise SidecarError(f"the sidecar worker greeted with {reply[0]!r}, not hello")
        self.info = reply[1]
        if self.info.get("protocol") != _wire.PROTOCOL:
            self._kill()
            raise SidecarError(
                f"the image {self.image} speaks sidecar protocol {self.info.get('protocol')}, "
                f"this lupine {_wire.PROTOCOL}: rebuild it with `lupine sidecar build`"
            )
        tagged = image_cuda(self.image)
        if self.device_type == "cuda" and tagged and self.info.get("cuda") != tagged:
            self._kill()
            raise SidecarError(
                f"the image {self.image} is tagged CUDA {tagged} but its PyTorch is built for "
                f"CUDA {self.info.get('cuda')}: rebuild it with `lupine sidecar build --cuda "
                f"{tagged}`"
            )
        self._start_flusher()
        return self

    def stop(self) -> None:
        """Stop the worker and its container (idempotent). The worker exits on end of file;
        one that does not within 10 s (or ``timeout``, if shorter) is stopped through the
        runtime (``docker stop``, ...), then killed."""
        with self._lock:
            proc = self._proc
            if proc is None or self._dead == "stopped":
                return
            if self._tx is not None and self._dead is None:
                with contextlib.suppress(OSError, ValueError):
                    self._tx.send_bytes(_wire.record(pickle.dumps(("bye", [])), False))
            self._dead = "stopped"
            self._close_pipe()
            self._wake.set()  # (the flusher thread sees the end)
            try:
                proc.wait(timeout=min(10.0, self.timeout))
            except subprocess.TimeoutExpired:
                if self.runtime is not None:
                    with contextlib.suppress(OSError, subprocess.SubprocessError):
                        subprocess.run(
                            self.runtime.stop(self.name),
                            stdin=subprocess.DEVNULL,
                            capture_output=True,
                            timeout=15,
                        )
                with contextlib.suppress(subprocess.TimeoutExpired):
                    proc.wait(timeout=min(5.0, self.timeout))
                if proc.poll() is None:
                    proc.kill()
                    proc.wait()
            _LIVE.discard(self)
            if self.log is not None and proc.returncode == 0:  # a clean end: nothing to read
                with contextlib.suppress(OSError):
                    self.log.unlink()

    def _close_pipe(self) -> None:
        for conn in (self._tx, self._rx, self._bulk):
            if conn is not None:
                with contextlib.suppress(OSError):
                    conn.close()
        self._tx = self._rx = self._bulk = None
        self._queue.clear()
        self._queued = 0

    def _kill(self) -> None:
        self._dead = self._dead or "stopped"
        self._close_pipe()
        self._wake.set()
        if self._proc is not None and self._proc.poll() is None:
            self._proc.kill()
            self._proc.wait()
        _LIVE.discard(self)

    def _forget(self) -> None:
        """In a forked child: drop the pipe without telling the worker anything."""
        self._dead = "this is a forked child of the process that started the sidecar"
        self._close_pipe()

    @property
    def running(self) -> bool:
        """Whether the worker is up and answering."""
        return self._proc is not None and self._dead is None and self._proc.poll() is None

    def __enter__(self) -> Sidecar:
        if self._proc is None:
            self.start()
        mode = _Entry(self)
        mode.__enter__()
        self._modes.append(mode)
        return self

    def __exit__(self, kind: object, *exc: object) -> None:
        """Leave: when the block ended without an exception, first wait for the work sent
        without waiting since the last answer, so that a failure in it is raised here rather
        than lost."""
        try:
            if self._modes:
                self._modes.pop().__exit__(None, None, None)
            if kind is None and self._unanswered and self._dead is None:
                self.synchronize()
        finally:
            self.stop()

    def _lid(self, layout: tuple[Any, ...]) -> int:
        """The number of a tensor layout ``(shape, strides, offset, dtype)`` in this session:
        equal numbers, equal layouts (`_known`'s keys hold them). Past `_PLANS` layouts the
        table starts again with new numbers, so that a number never names two layouts."""
        lid = self._lids.get(layout)
        if lid is None:
            if len(self._lids) >= _PLANS:
                self._lids.clear()
            lid = self._lids[layout] = next(self._next_lid)
        return lid

    # -- devices ---------------------------------------------------------------------------

    def devices(self) -> list[torch.device]:
        """The worker's GPUs, as ``torch.device("cuda", i)`` (what the server exposes)."""
        return [_device_of(i) for i in range(int(self.info.get("device_count", 0)))]

    def device(self, i: int = 0) -> torch.device:
        """``torch.device("cuda", i)``: move models and tensors there (``model.to(device)``)
        inside the session, and their operators run in the sidecar. Raises ``IndexError``
        when the worker has no GPU ``i``."""
        self._check_index(i)
        return _device_of(i)

    def _check_index(self, i: int) -> None:
        n = int(self.info.get("device_count", 0))
        if not isinstance(i, int) or not 0 <= i < n:
            raise IndexError(f"the sidecar has {n} device(s) (cuda:0..{n - 1}); no cuda:{i}")

    def manual_seed(self, seed: int) -> None:
        """``torch.manual_seed(seed)`` in the worker (its random numbers are its own); sent
        without waiting, in order with the operators."""
        self._post("seed", int(seed), what="manual_seed")
        self._wait_in_sync_mode("manual_seed")

    def stats(self) -> dict[str, int]:
        """What crossed so far: ``requests`` (records: operators, uploads, factories,
        downloads, ...), ``frames`` (writes to the pipe: batches of records), ``waits``
        (requests that waited for an answer: round trips), ``sent_bytes`` and
        ``received_bytes`` on the pipe (frames' lengths included), ``bulk_sent_bytes`` and
        ``bulk_received_bytes`` on the bulk socket, ``beats`` (the worker's heartbeats during
        long operations), ``forms`` (operators' forms defined, each with its first call: `_wire`
        says what they are); and how many tensors the worker holds (``tensors``) now."""
        held = self._request("stats", what="stats")["tensors"]
        return {**self.counters, "tensors": held}

    def synchronize(self) -> None:
        """Wait for the worker's GPU work to finish (``torch.cuda.synchronize`` there)."""
        self._request("sync", what="synchronize")

    # -- the pipe --------------------------------------------------------------------------

    def _stderr_tail(self, lines: int = 12) -> str:
        if self.log is None or not self.log.exists():
            return ""
        text = self.log.read_text(errors="replace").strip().splitlines()[-lines:]
        return "\n    ".join(text)

    def _died(self, what: str) -> SidecarError:
        proc = self._proc
        code = None
        if proc is not None:
            with contextlib.suppress(subprocess.TimeoutExpired):
                code = proc.wait(timeout=2)
        rt = self.runtime.name if self.runtime else "?"
        status = f"exit status {code}" if code is not None else "its pipe closed"
        self._dead = f"its worker ended ({status}) during {what}"
        self._close_pipe()
        _LIVE.discard(self)
        tail = self._stderr_tail()
        return SidecarError(
            f"the LUPINE sidecar ({rt} container {self.name}) died during {what}: {status}"
            + (f"; its last output:\n    {tail}" if tail else f" (log: {self.log})")
        )

    def _silent(self, what: str, silence: float, doing: str) -> SidecarError:
        self._kill()
        self._dead = f"its worker went silent for {silence:.0f} s during {what}"
        return SidecarError(
            f"the LUPINE sidecar ({self.name}) was silent for {silence:.0f} s during {what} "
            f"({doing}); it was stopped. Log: {self.log}"
        )

    # -- data across -----------------------------------------------------------------------

    def _wait_in_sync_mode(self, what: str) -> None:
        """With ``LUPINE_SIDECAR_SYNC=1``: wait for what was just sent, so that its failure is
        raised here."""
        if not self.defer:
            self._request("sync", what=what)

    def _upload(self, t: torch.Tensor, index: int) -> RemoteTensor:
        """A host tensor's copy in the worker (C-contiguous), sent without waiting: through
        the pipe, or its bytes on the bulk socket from ``bulk_min`` bytes."""
        self._check_index(index)
        host = t.detach()
        if host.layout != torch.strided:
            raise NotImplementedError(
                f"a {host.layout} tensor cannot cross to the sidecar (only strided tensors)"
            )
        shape = tuple(host.shape)
        stride = _contiguous_strides(shape)
        nbytes = host.numel() * host.element_size()
        hid = next(self._ids)
        if self._bulk is not None and self._bulk_min is not None and nbytes >= self._bulk_min:
            data = _wire.raw(host)
            with self._lock:
                self._enqueue("put", (hid, Bulk(host.dtype, shape, nbytes), index, stride), False)
                self._flush("upload")
                self._send_bulk(memoryview(data.numpy()), "upload")
        else:
            self._post("put", hid, _wire.pack(host), index, stride, what="upload")
        self._wait_in_sync_mode("upload")
        return RemoteTensor._make(self, Meta(hid, shape, stride, 0, host.dtype, index))

    def _download(self, r: RemoteTensor) -> torch.Tensor:
        """A host copy of ``r`` (C-contiguous); its bytes come on the bulk socket from
        ``bulk_min`` bytes."""
        if r._lupine_sc is not self:
            raise RuntimeError("that tensor belongs to another sidecar")
        with self._lock:
            got = self._request("get", r._lupine_id, what="download")
            if not isinstance(got, Bulk):
                return _wire.unpack(got)
            out = torch.empty(got.shape, dtype=got.dtype)
            if got.nbytes:
                self._recv_bulk(memoryview(_wire.raw(out).numpy()), "download")
            return out

    def _item(self, r: RemoteTensor, what: str) -> Any:
        """``r.item()``: one round trip."""
        return self._request("item", r._lupine_id, what=what)

    # -- entry: host tensors and factories ---------------------------------------------------

    def _entry(self, func: Any, args: tuple[Any, ...], kwargs: dict[str, Any]) -> Any:
        if func is torch.Tensor.to or func is torch.Tensor.cuda:
            if not args or isinstance(args[0], RemoteTensor):
                return NotImplemented
            if func is torch.Tensor.cuda:
                dev = _as_device(args[1] if len(args) > 1 else kwargs.get("device"))
                device, dtype = dev or torch.device("cuda", 0), None
            else:
                device, dtype, _ = _parse_to(args[1:], kwargs)
            if device is None or device.type != "cuda":
                return NotImplemented
            host = args[0] if dtype is None else args[0].to(dtype)
            return _to_sidecar(host, self, device.index or 0)
        target = _as_device(kwargs.get("device")) if "device" in kwargs else None
        if target is None or target.type != "cuda":
            return NotImplemented
        leaves: list[Any] = []
        _wire.walk((args, kwargs), leaves.append)
        if any(isinstance(v, RemoteTensor) for v in leaves):
            return NotImplemented  # the dispatcher handles it, on the operator's device
        index = target.index or 0
        self._check_index(index)
        rest = {k: v for k, v in kwargs.items() if k not in ("device", "requires_grad")}
        grad = bool(kwargs.get("requires_grad", False))
        name = getattr(func, "__name__", "")
        if rest.get("generator") is not None:
            raise NotImplementedError(
                f"torch.{name}(generator=...) through the LUPINE sidecar: a generator of this "
                "process cannot drive the worker's random numbers (use sidecar.manual_seed)"
            )
        if (
            name in _wire.FACTORIES
            and getattr(torch, name, None) is func
            and not any(isinstance(v, torch.Tensor) for v in leaves)
        ):
            out: RemoteTensor = self._factory(name, args, rest, index)
        else:  # made here (its data came from here anyway), then sent
            out = self._upload(func(*args, **rest, device="cpu"), index)
        return out.requires_grad_(grad) if grad else out

    def _factory(
        self, name: str, args: tuple[Any, ...], kwargs: dict[str, Any], index: int
    ) -> RemoteTensor:
        """``torch.<name>(*args, **kwargs)`` (one of `_wire.FACTORIES`) made on the worker's
        device ``index``: laid out here on the meta device and sent without waiting; waiting
        for the worker's answer only when the meta device cannot make it."""
        what = f"torch.{name}"
        try:
            with torch._C.DisableTorchFunction():
                planned = getattr(torch, name)(*args, **{**kwargs, "device": "meta"})
        except Exception:
            planned = None
        if not isinstance(planned, torch.Tensor) or planned.storage_offset():
            meta = self._request("call", name, args, kwargs, index, what=what)
            return RemoteTensor._make(self, meta)
        hid = next(self._ids)
        layout = (tuple(planned.shape), planned.stride())
        self._post("calla", hid, name, args, kwargs, index, layout, what=what)
        self._wait_in_sync_mode(what)
        return RemoteTensor._make(self, Meta(hid, *layout, 0, planned.dtype, index))

    # -- operators -----------------------------------------------------------------------------

    def _special(self, info: _OpInfo, args: tuple[Any, ...], kwargs: dict[str, Any]) -> Any:
        """An operator of `_SPECIAL`: its result, or (NotImplemented, args) to go on with."""
        qualname, what = info.qualname, info.what
        if qualname in _REFUSED:
            raise NotImplementedError(
                f"{what} is not supported through the LUPINE sidecar: {_REFUSED[qualname]}"
            )
        if qualname == "aten::_local_scalar_dense":  # item(), float(), bool(), ...
            return self._item(args[0], what)
        if qualname in ("aten::detach", "aten::alias") and type(args[0]) is RemoteTensor:
            if args[0]._lupine_sc is not self:
                raise RuntimeError(f"{what}: tensors of two different sidecars")
            return args[0]._alias()  # (nothing to send: `RemoteTensor._alias`)
        if qualname == "aten::is_pinned":
            return False
        if qualname == "aten::_has_compatible_shallow_copy_type":
            return all(isinstance(t, RemoteTensor) for t in args[:2])
        if qualname == "aten::_to_copy":
            device = kwargs.get("device")
            if device is not None and torch.device(device).type == "cpu":
                host = self._download(args[0])
                return host.to(dtype=kwargs.get("dtype") or host.dtype)
        if qualname == "aten::copy_" and len(args) >= 2:
            dst, src = args[0], args[1]
            if not isinstance(dst, RemoteTensor):  # into host memory
                dst.copy_(self._download(src))
                return dst
            if not isinstance(src, RemoteTensor) and src.dim() > 0:
                args = (dst, self._upload(src.detach(), dst._lupine_index), *args[2:])
        return NotImplemented, args

    def _op(self, func: Any, args: tuple[Any, ...], kwargs: dict[str, Any]) -> Any:
        """One ATen operator on sidecar tensors: sent without waiting when the meta device
        lays out its results (`_template`), else answered by the worker."""
        info = _INFOS.get(id(func)) or _op_info(func)
        what = info.what
        if info.special:
            done = self._special(info, args, kwargs)
            if type(done) is not tuple or done[0] is not NotImplemented:
                return done
            args = done[1]
        known = self._known(info, args, kwargs) if self.defer and not info.waits else None
        if known is not None:
            again = self._fast.get(known[0])
            if again is not None:
                done = self._again(again, info, known[1], known[2])
                if done is not NotImplemented:
                    return done
        order: list[RemoteTensor] = []  # the tensor arguments, in walk order
        # what the results' layout can depend on, and (forms: _defer) every argument's value
        # but the slots'
        sig: list[Any] = [info.key]
        slots: list[Any] = []  # tensor handles and loose numbers, in the order met
        elsewhere: list[torch.device] = []  # devices named: the meta device cannot tell
        host: list[bool] = []  # a host scalar tensor given

        def encode(v: Any) -> Any:
            if isinstance(v, RemoteTensor):
                if v._lupine_sc is not self:
                    raise RuntimeError(f"{what}: tensors of two different sidecars")
                order.append(v)
                sig.append(v._lupine_layout)
                slots.append(v._lupine_id)
                return _wire.ref(v._lupine_id)
            if not isinstance(v, torch.Tensor):
                if isinstance(v, torch.device):
                    return self._device_arg(v, what, elsewhere)
                cls = type(v)
                # (1 == 1.0 == True as keys, but their dtypes differ; -0.0 == 0.0 and NaN is
                # never equal, but their hex forms tell them apart and match)
                sig.append((cls, v.hex()) if cls is float else (cls, v))
                return v if cls in _PLAIN else _wire.enum(v) or v
            sig.append((v.dtype, v.device))
            if v.device.type == "cpu" and v.dim() == 0:
                host.append(True)
                return _wire.pack(v)
            if v.device.type == "meta":
                raise NotImplementedError(
                    f"{what} through the LUPINE sidecar got a tensor PyTorch made on the "
                    "meta device from a sidecar tensor's options (its values are lost): "
                    "the call that made it is not supported; pass tensors made with "
                    "device=... instead"
                )
            here = _device_of(order[0]._lupine_index) if order else "cuda:0"
            raise RuntimeError(
                "Expected all tensors to be on the same device, but found at least two "
                f"devices, {here} and {v.device}! ({what} in the LUPINE sidecar: move it "
                "there with .to(device))"
            )

        def deep(v: Any) -> Any:  # (`_wire.walk` with `encode`, each container in the key)
            if type(v) in _PLAIN:
                return encode(v)
            if isinstance(v, list) or (isinstance(v, tuple) and not hasattr(v, "_fields")):
                sig.append((isinstance(v, list), len(v)))
                out = [deep(x) for x in v]
                return out if isinstance(v, list) else tuple(out)
            if isinstance(v, dict):
                sig.append(tuple(v))
                return {k: deep(x) for k, x in v.items()}
            return encode(v)

        loose = info.loose
        sent: list[Any] = []
        for k, v in enumerate(args):
            cls = type(v)
            if cls in _NUMBERS and k in loose:
                sig.append(cls)  # (its value cannot change the layout: _op_info)
                sent.append(v)
                slots.append(v)
            elif cls is list and k in loose and _numbers(v):
                sig.append((list, *map(type, v)))
                sent.append(v)
                slots.extend(v)
            elif cls is RemoteTensor or cls in _PLAIN:  # (leaves)
                sent.append(encode(v))
            else:
                sent.append(deep(v))
        sent_args = tuple(sent)
        sent_kwargs = {}
        if kwargs:
            sig.append(tuple(kwargs))
            for name, v in kwargs.items():
                if type(v) in _NUMBERS and name in loose:
                    sig.append(type(v))
                    sent_kwargs[name] = v
                    slots.append(v)
                elif type(v) is list and name in loose and _numbers(v):
                    sig.append((list, *map(type, v)))
                    sent_kwargs[name] = v
                    slots.extend(v)
                else:
                    sent_kwargs[name] = deep(v)
        if self.defer and order and not elsewhere and not info.waits:
            entry = self._template(func, args, kwargs, order, tuple(sig))
            if entry[0] is not None:
                if host:
                    entry[1] = False  # (a host scalar's value is not in the key: no form)
                return self._defer(
                    info, args, kwargs, sent_args, sent_kwargs, entry, order, slots, known
                )
        result = self._request(
            "op", info.qualname, info.overload, sent_args, sent_kwargs, what=what
        )
        wrappers: dict[int, RemoteTensor] = {}
        for w in order:  # (the first of tensors sharing a handle: `RemoteTensor._alias`)
            wrappers.setdefault(w._lupine_id, w)

        def decode(v: Any) -> Any:
            if not isinstance(v, Meta):
                return v
            mine = wrappers.get(v.id)
            if mine is None:
                return RemoteTensor._make(self, v)
            if tuple(mine.shape) != v.shape or tuple(mine.stride()) != v.stride:
                raise _reshaped(what, mine, v)
            return mine

        return _wire.walk(result, decode)

    @staticmethod
    def _device_arg(v: torch.device, what: str, elsewhere: list[torch.device]) -> Any:
        """A device argument as the worker gets it (`_wire.dev` for the sidecar's); a device
        named (an index, the host) goes into ``elsewhere``."""
        if v.type == "cpu":
            elsewhere.append(v)
            return v
        if v.type in ("meta", "cuda"):
            if v.type == "cuda" and v.index is not None:
                elsewhere.append(v)
            return _wire.dev(v.index if v.type == "cuda" else None)
        raise RuntimeError(f"{what}: device {v} is not the sidecar's")

    def _template(
        self,
        func: Any,
        args: tuple[Any, ...],
        kwargs: dict[str, Any],
        order: list[RemoteTensor],
        sig: tuple[Any, ...],
    ) -> list[Any]:
        """``[template, form]`` of an operator: the layout of its results (`_Out` leaves; None:
        it must wait), from the cache of plans keyed by the operator and its arguments (`_op`'s
        ``sig``), else from `_plan`; and its form (`_defer`: None until made, False when it
        cannot have one)."""
        try:
            return self._plans[sig]
        except KeyError:
            pass
        except TypeError:  # an argument that cannot be a key: plan it each time
            sig = ()
        planned = _plan(func, args, kwargs)
        template = None
        if planned is not None:
            out, inputs = planned
            position = {id(w): k for k, w in enumerate(order)}

            def leaf(v: Any) -> Any:
                if not isinstance(v, torch.Tensor):
                    return v
                mine = inputs.get(id(v))
                arg = position[id(mine)] if mine is not None else None
                return _Out(arg, tuple(v.shape), v.stride(), int(v.storage_offset()), v.dtype)

            template = out if out is _NOTHING else _wire.walk(out, leaf)
        entry = [template, None if sig else False]
        if sig:
            if len(self._plans) >= _PLANS:
                self._plans.pop(next(iter(self._plans)))
            self._plans[sig] = entry
        return entry

    def _defer(
        self,
        info: _OpInfo,
        args: tuple[Any, ...],
        kwargs: dict[str, Any],
        sent_args: Any,
        sent_kwargs: Any,
        entry: list[Any],
        order: list[RemoteTensor],
        slots: list[Any],
        known: tuple[Any, ...] | None = None,
    ) -> Any:
        """Send an operator whose results' layout is known (``entry``: `_template`'s) and
        return them without waiting: the worker stores them under handles chosen here. The
        record is a form record (its form defined first, once) when it can be one, else an
        ``opa`` record; then, when the call has a short key (``known``: `_known`'s), later
        calls with that key go by `_again`."""
        template = entry[0]
        specs: list[Any] = []
        index = order[0]._lupine_index

        def lay(v: Any) -> Any:
            if not isinstance(v, _Out):
                return v
            if v.arg is not None:  # the operator returns its (in-place) argument
                mine = order[v.arg]
                if v.shape != mine._lupine_layout[0] or v.stride != mine._lupine_layout[1]:
                    raise _reshaped(info.what, mine, v)
                specs.append(None)
                return mine
            hid = next(self._ids)
            specs.append((hid, v.shape, v.stride, v.offset))
            return RemoteTensor._new(self, hid, v.shape, v.stride, v.offset, v.dtype, index)

        if type(template) is _Out:
            result = lay(template)
        else:
            result = None if template is _NOTHING else _wire.walk(template, lay)
        form = entry[1]
        if form is None:
            with self._lock:  # (another thread sees the form only once its definition is queued)
                form = entry[1]
                if form is None:
                    form = self._new_form(info, args, kwargs, sent_args, sent_kwargs, specs)
                    packed = self._pack_form(form, slots, specs) if type(form) is tuple else None
                    if type(form) is tuple:
                        self._post(
                            "form",
                            form[0],
                            info.qualname,
                            info.overload,
                            sent_args,
                            sent_kwargs,
                            *form[3],
                            packed,
                            what=info.what,
                        )
                    entry[1] = form
                    if packed is not None:
                        self._remember(known, form, template)
                        return result
                    form = False  # (this call goes as opa)
        if type(form) is tuple:
            packed = self._pack_form(form, slots, specs)
            if packed is not None:
                self._post_form(form[0], packed, what=info.what)
                self._remember(known, form, template)
                return result
        self._post(
            "opa", info.qualname, info.overload, sent_args, sent_kwargs, specs, what=info.what
        )
        return result

    def _known(
        self, info: _OpInfo, args: tuple[Any, ...], kwargs: dict[str, Any]
    ) -> tuple[tuple[Any, ...], list[Any], list[RemoteTensor]] | None:
        """``(key, slots, tensors)`` of a call whose arguments are all flat (this sidecar's
        tensors, Python numbers, strings, None, dtypes, lists of ints): a key as telling as
        `_op`'s ``sig`` (tensors by layout number, loose numbers by type, the rest by value)
        but quicker to make and hash; the slots' values and the tensor arguments in `_op`'s
        order. None for any other call (it takes `_op`'s general path)."""
        key: list[Any] = [info.key]
        slots: list[Any] = []
        tensors: list[RemoteTensor] = []
        loose = info.loose
        items: Any = enumerate(args)
        for part in (0, 1):
            for k, v in items:
                cls = type(v)
                if cls is RemoteTensor:
                    if v._lupine_sc is not self:
                        return None
                    key.append(v._lupine_lid)
                    slots.append(v._lupine_id)
                    tensors.append(v)
                elif cls in _NUMBERS:
                    if k in loose:
                        key.append(cls)
                        slots.append(v)
                    else:
                        key.append((cls, v.hex() if cls is float else v))
                elif cls is list or cls is tuple:
                    first = type(v[0]) if v else int
                    if first is RemoteTensor:  # (a foreach operator's tensors)
                        for x in v:
                            if type(x) is not RemoteTensor or x._lupine_sc is not self:
                                return None
                        key.append((cls, RemoteTensor, *[x._lupine_lid for x in v]))
                        slots.extend([x._lupine_id for x in v])
                        tensors.extend(v)
                    elif k in loose and cls is list and _numbers(v):
                        key.append((cls, *map(type, v)))
                        slots.extend(v)
                    else:
                        for x in v:
                            if type(x) is not int:
                                return None
                        key.append((cls, *v))
                elif v is None or cls is str or cls in _ENUM_TYPES:
                    key.append((cls, v))
                else:
                    return None
                if part:
                    key.append(k)  # (a keyword's name, after its value)
            if part or not kwargs:
                break
            items = kwargs.items()
        if not tensors:
            return None
        return tuple(key), slots, tensors

    def _remember(self, known: tuple[Any, ...] | None, form: Any, template: Any) -> None:
        """After a form record of a call with a short key: what `_again` needs for the next
        calls with that key (the form's number, packing and record header, the results'
        layouts), under that key (the oldest forgotten past `_PLANS`)."""
        if known is None or known[0] in self._fast:
            return
        fast = self._fast
        if len(fast) >= _PLANS:
            fast.pop(next(iter(fast)))
        leaves: list[_Out] = []
        if template is not _NOTHING:
            _wire.walk(template, leaves.append)
        news = []
        for o in leaves:
            if o.arg is None:
                layout = (o.shape, o.stride, o.offset, o.dtype)
                news.append((layout, self._lid(layout)))
        number, fmt, complex_, _ = form
        single = template if type(template) is _Out else None
        fast[known[0]] = (
            number,
            fmt,
            complex_,
            _wire.form_head(number, fmt.size),
            news,
            single,
            template,
        )

    def _again(
        self, entry: tuple[Any, ...], info: _OpInfo, slots: list[Any], tensors: list[RemoteTensor]
    ) -> Any:
        """A call whose short key (`_known`) has a form (``entry``: `_remember`'s): a form
        record of the slots and new handles, its results made from the remembered layouts;
        nothing is walked or planned. NotImplemented when its numbers do not fit the form
        (they go by `_op`)."""
        number, fmt, complex_, head, news, single, template = entry
        if news:
            if len(news) == 1:
                hids = [next(self._ids)]
            else:
                ids = self._ids
                hids = [next(ids) for _ in news]
            slots += hids  # (`_known`'s list: this call's own)
        if complex_:
            slots = [x for v in slots for x in _flat_complex(v)]
        try:
            packed = fmt.pack(*slots)
        except struct.error:
            return NotImplemented
        if single is not None:
            if single.arg is None:
                layout, lid = news[0]
                result = RemoteTensor._fresh(self, hids[0], layout, lid, tensors[0]._lupine_index)
            else:
                result = tensors[single.arg]
        elif template is _NOTHING:
            result = None
        else:
            index = tensors[0]._lupine_index
            fresh = iter(
                [
                    RemoteTensor._fresh(self, hid, layout, lid, index)
                    for hid, (layout, lid) in zip(hids, news, strict=True)
                ]
                if news
                else ()
            )
            result = _wire.walk(
                template,
                lambda v: (
                    v if type(v) is not _Out else next(fresh) if v.arg is None else tensors[v.arg]
                ),
            )
        self._post_form(number, packed, info.what, head)
        return result

    @staticmethod
    def _pack_form(form: tuple[Any, ...], slots: list[Any], specs: list[Any]) -> bytes | None:
        """A call's values for a form record: its slots, then its new results' handles; None
        when they do not fit (an integer beyond 64 bits)."""
        _, fmt, complex_, _ = form
        values = [*slots, *[s[0] for s in specs if s is not None]]
        if complex_:
            values = [x for v in values for x in _flat_complex(v)]
        try:
            return fmt.pack(*values)
        except struct.error:
            return None

    def _new_form(
        self,
        info: _OpInfo,
        args: tuple[Any, ...],
        kwargs: dict[str, Any],
        sent_args: Any,
        sent_kwargs: Any,
        specs: list[Any],
    ) -> tuple[Any, ...] | bool:
        """A new form for this call's key (`_wire` says what one is): ``(number, packing,
        whether it has complex slots, (loose, kinds, outs) for its definition)``, or False
        when it cannot have one (too many forms)."""
        if self._forms >= _FORMS:
            return False
        loose = info.loose
        slotted: list[int | str] = [
            k for k, v in (*enumerate(args), *kwargs.items()) if k in loose and _slot_like(v)
        ]
        kinds = self._kinds_of(sent_args, sent_kwargs, slotted)
        outs = [None if s is None else s[1:] for s in specs]
        fmt = _wire.form_format(kinds, sum(s is not None for s in specs))
        self._forms += 1
        self.counters["forms"] += 1
        return self._forms, fmt, "c" in kinds, (slotted, kinds, outs)

    @staticmethod
    def _kinds_of(sent_args: Any, sent_kwargs: Any, slotted: list[Any]) -> str:
        """The kinds of a call's slots (`_wire.SLOT_FORMATS`) in the order `_op` met them
        and the worker meets them (`lupine._sidecar.worker.Form`): ``T`` for a tensor, a
        number's kind (`_wire.number_kind`) for a loose one."""
        out: list[str] = []

        def leaf(v: Any) -> Any:
            if type(v) is bytes and _wire.leaf(v)[0] == "tensor":
                out.append("T")
            return v

        for k, v in (*enumerate(sent_args), *sent_kwargs.items()):
            if k in slotted:
                out.extend(_wire.number_kind(x) or "?" for x in (v if type(v) is list else (v,)))
            else:
                _wire.walk(v, leaf)
        return "".join(out)


def _flat_complex(v: Any) -> tuple[Any, ...]:
    return (v.real, v.imag) if type(v) is complex else (v,)


_FORMS = 4096  # forms a session defines at most (then records are pickled)
