"""``LoadedVector``: a PTX entry plus its signature, called with keyword arguments."""

from __future__ import annotations

import inspect
import threading
import weakref
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import numpy as np

from . import _cuda, _native
from ._bind import Binder
from ._pipeline import Launcher
from ._ptx import PTXSource, check_signature
from ._signature import Signature, SignatureError, load_signature, parse_signature, signature_path


def _shipped(path: Path) -> Path | None:
    """The installed fixture of the same file name as a missing ``path`` (a README example run
    outside the source tree), or None."""
    from eagle._fixtures import fixture

    try:
        return fixture(path.name)
    except FileNotFoundError:
        return None


class _PythonCall:
    """How a kernel is called where eagle's C launcher is not built: every call takes the
    Python path (:mod:`eagle.loaded._pipeline`)."""

    _replay: Any = None
    _slow: Any
    _binder: Binder
    _launcher: Launcher

    def __call__(self, /, *args: Any, **kwargs: Any) -> Any:
        """Launch the kernel: keyword arguments only, one per in/inout array and scalar of the
        signature; outputs supplied with ``out=`` or by name (see :class:`LoadedVector`)."""
        if args:
            raise self._binder.positional(len(args))
        return self._launcher.call(kwargs)


class _CallSignature:
    """What introspection shows of a kernel: keywords only (a positional argument is refused,
    by name)."""

    _SIGNATURE = inspect.Signature([inspect.Parameter("kwargs", inspect.Parameter.VAR_KEYWORD)])

    def __get__(self, obj: Any, owner: Any = None) -> inspect.Signature | None:
        return None if obj is None else self._SIGNATURE


# The C launcher's KernelCall: a call tries the last launched bound launch's replay in C
# (eagle/loaded/_native.py), else takes the Python path; without it, _PythonCall.
_CallBase: Any = _PythonCall if _native.launcher is None else _native.launcher.KernelCall


class LoadedVector(_CallBase):
    """A PTX kernel entry, loaded with its signature and callable on arrays of any framework.

    ``LoadedVector("gravity.ptx")`` reads ``gravity.ptx`` and the signature beside it
    (``gravity.toml``, see :mod:`eagle.loaded._signature`) and checks them against each other.
    Calling it launches the entry::

        accel = gravity(position=x, mu=3.986e14)

    Arguments are keywords only, one per ``in``/``inout`` array and ``scalar`` of the
    signature; ``length`` parameters are bound from the shapes. Outputs (``out`` and ``inout``
    parameters) are returned, a tuple in signature order when there are several; ``out=`` (or
    an output's own name) supplies storage for outputs.

    Where it runs and what comes back (docs/protocols.md, the README's table of inputs):

    - cupy arrays: on their device, on cupy's current stream, not synchronised; cupy results.
    - torch CUDA tensors: zero-copy, on torch's current stream; torch results.
    - JAX CUDA arrays: zero-copy on cupy's current stream, which JAX orders after the
      array's computation; JAX results (adopted without a copy). JAX arrays are never written:
      as ``out=`` or ``inout`` they are refused.
    - Warp arrays, numba device arrays and other DLPack or CUDA array interface producers on
      CUDA: zero-copy, ordered after the producer's stream; cupy results.
    - numpy arrays, torch CPU tensors and JAX CPU arrays: one upload and one download each,
      blocking; results of the same type. With no reachable CUDA device (or
      ``EAGLE_TARGET=host``) they run on the host PTX emulator instead.

    Mixed inputs: results follow torch > JAX > cupy > numpy (the framework table's rule,
    :func:`eagle.interop._frameworks.result_framework`); host arrays beside device arrays are
    uploaded once. Inputs stay alive until the launch reading them is ordered on the stream.

    The first call with a given key (the arrays' types, dtypes, shapes, strides and devices,
    and how the call spells its keywords) binds it: each argument is checked against the
    signature and the launch is decided; later calls with that key launch it again with their
    own pointers and scalars (:mod:`eagle.loaded._pipeline`; in C where eagle's launcher is
    built, :mod:`eagle.loaded._native`). A call raises:

    - TypeError: positional, unknown or missing arguments, a dtype other than the signature's,
      a scalar of the wrong type, an immutable array to write;
    - ValueError: shapes that do not fit the signature, arrays on different devices, an
      output sharing memory with another argument, a read-only output;
    - RuntimeError: a device array while eagle's CUDA target is unavailable, or the driver
      refusing the PTX.

    Args:
        path: the ``.ptx`` file.
        signature: ``None`` (read the ``.toml`` beside ``path``), a path to a signature file,
            or the signature as a dict (the TOML structure).

    Raises:
        FileNotFoundError: the PTX or its signature file is missing.
        eagle.ptx.PTXSyntaxError: the PTX is malformed (file, line and column).
        SignatureError: the signature is malformed or does not match the PTX entry (the
            message names the file, the parameter and both types).
        eagle.ptx.UnsupportedInstruction: the kernel will run on the host emulator and uses an
            instruction it does not support (named, with its line).
        eagle.ptx.UnsupportedPTX: the kernel will run on the host emulator and declares a
            ``.version`` or ``.target`` newer than it knows (both named).
    """

    def __init__(self, path: str | Path, signature: str | Path | Mapping[str, Any] | None = None):
        path = Path(path)
        if path.is_dir():
            raise IsADirectoryError(f"{path} is a directory: give the path of a .ptx file")
        if not path.is_file():
            shipped = _shipped(path)
            hint = f" (eagle ships it: eagle.fixture({path.name!r}) is {shipped})"
            raise FileNotFoundError(f"PTX file {path} not found" + (hint if shipped else ""))
        source = PTXSource.from_path(path)
        if signature is None:
            sig_file = signature_path(path)
            if not sig_file.is_file():
                raise FileNotFoundError(
                    f"no signature for {path}: expected {sig_file} beside it (or pass "
                    "signature=): PTX has no parameter names or roles"
                )
            sig = load_signature(sig_file)
        elif isinstance(signature, str | Path):
            sig = load_signature(signature)
        else:
            sig = parse_signature(signature, f"<inline signature for {path.name}>")
        self._setup(source, sig)

    @classmethod
    def from_text(
        cls, ptx: str, signature: Mapping[str, Any], filename: str = "<ptx>"
    ) -> LoadedVector:
        """Build from PTX text and an inline signature (what pickling uses)."""
        self = cls.__new__(cls)
        self._setup(PTXSource.from_text(ptx, filename), parse_signature(signature, filename))
        return self

    def _setup(self, source: PTXSource, sig: Signature) -> None:
        entry = source.entry(sig.entry, sig.source)
        if source.module.address_size != 64:
            raise SignatureError(
                f"{source.filename}: .address_size {source.module.address_size}; eagle passes "
                "64-bit device pointers and needs .address_size 64"
            )
        check_signature(sig, entry, source.filename)
        self._source = source
        self._sig = sig
        self._entry = sig.entry
        self._binder = Binder(sig)
        # EAGLE_TARGET is read once, here, not on every call.
        forced = _cuda.forced_target()
        modules = _cuda.CudaModules(source.text.encode(), sig.entry, source.filename)
        self._launcher = launcher = Launcher(
            self._binder, modules, source, forced, weakref.ref(self)
        )
        binder = self._binder

        def call(args: tuple[Any, ...], kwargs: dict[str, Any]) -> Any:
            """A call the C launcher did not take (or every call, without it): the pipeline."""
            if args:
                raise binder.positional(len(args))
            return launcher.call(kwargs)

        self._slow = call
        # Load for the emulator now when that is where host arrays will run, so that an
        # unsupported instruction is refused at load time.
        if forced == "host" or (forced is None and not _cuda.cuda_reachable()[0]):
            self._launcher.host_kernel()

    # ---------------------------------------------------------------------------------------
    @property
    def signature(self) -> Signature:
        return self._sig

    @property
    def entry(self) -> str:
        return self._entry

    @property
    def ptx(self) -> str:
        return self._source.text

    def __repr__(self) -> str:
        def kind(d: np.dtype[Any]) -> str:
            if d.names is None:
                return d.name
            return "struct{" + ", ".join(f"{f}: {d.fields[f][0].name}" for f in d.names) + "}"

        args = ", ".join(
            f"{p.name}: {kind(p.dtype)}{list(p.shape) if p.shape is not None else ''}"
            for p in self._sig.user_params
        )
        return f"<LoadedVector {self._entry}({args}) from {self._source.filename}>"

    def map_blocks(self, /, **kwargs: Any) -> Any:
        """Run the kernel over Dask arrays, chunk by chunk (:mod:`eagle.loaded._dask`,
        docs/dask.md).

        Arguments are as for a call, with Dask arrays (of numpy or cupy chunks) for array
        parameters (numpy or cupy arrays are taken as one chunk). Returns the output(s) as
        lazy Dask arrays, chunked like the inputs along the split axis (the signature's threads
        symbol); call ``.compute()`` (or persist) to run them.

        Raises:
            ValueError: the signature does not say ``[launch] split = true`` (the kernel's
                outputs at a position may depend on other positions), an output lacks the split
                axis, or no input has it.
            TypeError: unknown or missing arguments.
        """
        from ._dask import map_blocks

        return map_blocks(self, kwargs)

    def __copy__(self) -> LoadedVector:
        return self  # immutable: a copy would be the same kernel

    def __deepcopy__(self, memo: dict[int, Any]) -> LoadedVector:
        return self

    def __reduce__(self) -> tuple[Any, ...]:
        # Pickles as PTX text and signature, so that another process (a Dask worker) reloads
        # the module for its own devices and contexts.
        return (_rebuild, (self._source.text, self._sig.to_dict(), self._source.filename))

    # what introspection shows of a call (the class's own signature is its constructor's)
    __signature__ = _CallSignature()


if _native.launcher is not None:  # calls take KernelCall's vectorcall (no dict made per call)
    _native.launcher.enable_vectorcall(LoadedVector)


# What _rebuild loaded in this process: a Dask worker gets the kernel with every task, and
# loads it once (keyed by its PTX, signature and file name).
_REBUILT: dict[tuple[str, str, str], LoadedVector] = {}
_REBUILT_LOCK = threading.Lock()
REBUILDS = [0]  # loads made by _rebuild in this process (what the Dask tests count)


def _rebuild(ptx: str, signature: dict[str, Any], filename: str) -> LoadedVector:
    import hashlib
    import json

    key = (
        hashlib.sha256(ptx.encode()).hexdigest(),
        json.dumps(signature, sort_keys=True, default=str),
        filename,
    )
    with _REBUILT_LOCK:
        hit = _REBUILT.get(key)
    if hit is not None:
        return hit
    k = LoadedVector.from_text(ptx, signature, filename)
    with _REBUILT_LOCK:
        REBUILDS[0] += 1
        return _REBUILT.setdefault(key, k)
