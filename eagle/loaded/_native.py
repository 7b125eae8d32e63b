"""eagle's C launcher: the CPython extension ``eagle.loaded._launcher`` (native/launcher/
launcher.c), and the tables of a direct bound launch handed to it.

The launcher replays a :class:`~eagle.loaded._direct.DirectLaunch` in C for the calls it takes
most often (see launcher.c): the call's keywords matched against the bound spelling, each
array's type, key and pointer read through its framework row's own functions
(:mod:`eagle.interop`), the parameters packed, ``cuLaunchKernel`` called. Whatever it does not
take goes to the Python path, which replays or binds as it does without the launcher.

It is optional: built by CMake (``cmake --build build/c``, or the package build), found beside
this module once installed, else in a CMake build tree of this checkout (``build/*/native/
launcher/``) for this interpreter's ABI. ``EAGLE_LAUNCHER=0`` leaves it unused. ``launcher``
is the module, or ``None``; ``path``, where it was loaded from.
"""

from __future__ import annotations

import functools
import importlib.machinery
import importlib.util
import os
import sysconfig
from collections.abc import Callable, Sequence
from pathlib import Path
from types import ModuleType
from typing import Any

import numpy as np

from eagle.interop._dlpack import Reimport

from . import _cuda
from ._bind import Form, convert_value
from ._signature import ParamSpec


def _candidates() -> list[Path]:
    """The extension built in a CMake build tree of this checkout, for this interpreter."""
    root = Path(__file__).resolve().parents[2]
    name = "_launcher" + str(sysconfig.get_config_var("EXT_SUFFIX") or ".so")
    return sorted(root.glob(f"build/*/native/launcher/{name}"))


def _load() -> tuple[ModuleType | None, str | None]:
    if os.environ.get("EAGLE_LAUNCHER", "").strip() == "0":
        return None, None
    module: ModuleType | None = None
    try:
        from . import _launcher as module  # type: ignore[attr-defined, no-redef]
    except ImportError:
        for path in _candidates():
            loader = importlib.machinery.ExtensionFileLoader("eagle.loaded._launcher", str(path))
            spec = importlib.util.spec_from_file_location(
                "eagle.loaded._launcher", path, loader=loader
            )
            if spec is None:
                continue
            try:
                module = importlib.util.module_from_spec(spec)
                loader.exec_module(module)
            except ImportError:
                module = None
                continue
            break
    if module is None:
        return None, None
    module.setup(_cuda.driver_failed, np.generic, np.void)
    return module, str(module.__file__)


launcher, path = _load()


def make_replay(
    *,
    form: Form,
    arrays: Sequence[tuple[Any, Any, Any, Any]],
    stables: Sequence[Any],
    reads: Sequence[tuple[str, ...] | None],
    abis: Sequence[tuple[int, ...] | None],
    reimports: Sequence[Reimport | None],
    scalars: Sequence[ParamSpec],
    exact: Sequence[tuple[type, ...]],
    pairs: Sequence[tuple[int, int, int, int]],
    twice: Sequence[tuple[int, int]],
    driver: Any,
    context: Callable[[], Any],
    context_address: int,
    ctx: int,
    stream: tuple[Any, str | None],
    stream_abi: tuple[int, ...] | None,
    index: int,
    factories: Sequence[Any],
    pointer: Any,
    result: Any,
    afters: Sequence[tuple[Any, tuple[int, ...]]],
    returns: Sequence[Any],
    remember: bool,
) -> Any:
    """The launcher's ``Replay`` of a direct bound launch, or ``None`` where the launcher is
    not built or cannot take it (a struct scalar, more parameters than it holds, ``out=`` with
    ``None`` items).

    ``arrays``: per array ``(exact type, its row's key or None, the bound key, its row's
    pointer or its Reimport's read)``; ``stables``: per array its row's ``stable``;
    ``reads``: per array its row's ``key_reads`` (``None``: the launcher calls its key);
    ``abis``: per array its row's ``launcher_abi`` (torch's C functions, read in
    native/launcher/tensor.c; ``None``: ``reads`` and the pointer are);
    ``reimports``: per imported array its :class:`~eagle.interop._dlpack.Reimport`, whose
    common case the launcher reads itself (native/launcher/reimport.c);
    ``scalars``, ``exact``: the signature's scalars and the types each takes as they come;
    ``pairs``: ``(w, j, low, high)``, the overlaps (open bounds on ``ptr[w] - ptr[j]``);
    ``twice``: outputs that must not be the same object; ``driver``: the
    :class:`~eagle.loaded._launch.DriverLaunch`; ``context``/``ctx``: the getter of the
    current context and the bound one; ``context_address``: the ``cuCtxGetCurrent`` that
    ``context`` calls, called in C (0: ``context`` is); ``stream``: the launching row's
    :meth:`~eagle.interop.Framework.stream_reader`, and ``stream_abi`` its ``launcher_abi``
    (the stream read through it where its last item is not 0); ``index``: the device; ``factories``,
    ``pointer``, ``result``: what allocates the outputs eagle makes, reads their pointers and
    turns them into the result framework's (``None``: they are); ``afters``: per framework
    that counts writes, its function and the indices of the written arrays; ``returns``: the
    indices, in (arrays, scalars, made outputs), of what comes back; ``remember``: remember
    the last call's objects (every row has a ``stable``, nothing after the launch).
    """
    if launcher is None or form.spelling is None:
        return None
    layout = driver.layout()
    if layout is None or len(layout[0]) > launcher.MAX_PARAMS:
        return None
    offsets, buffer = layout
    table = []
    for p, types in zip(scalars, exact, strict=True):
        if p.dtype.names is not None or p.dtype.itemsize > 8:
            return None
        table.append((types, functools.partial(convert_value, p), p.dtype.char == "d",
                      p.dtype.itemsize))  # fmt: skip
    for abi in (*abis, stream_abi):
        if abi is not None:
            _install(abi)
    names, out_at, out_size = form.spelling
    plan = driver.plan
    return launcher.Replay(
        names=names,
        out_at=out_at,
        out_size=out_size,
        arrays=tuple(
            (*a, s, _reads(r, a[2]), i, b is not None)
            for a, s, r, i, b in zip(arrays, stables, reads, reimports, abis, strict=True)
        ),
        scalars=tuple(table),
        pairs=tuple(pairs),
        twice=tuple(twice),
        launch=driver.address,
        grid_block_shared=(driver.function, *plan.grid, *plan.block, plan.shared),
        offsets=offsets,
        layout=buffer,
        context=context,
        ctx=ctx,
        context_address=context_address,
        stream=stream,
        index=index,
        factories=tuple(factories),
        pointer=pointer,
        result=result,
        afters=tuple(afters),
        hold=_hold,
        returns=tuple(returns),
        remember=remember,
        stream_native=stream_abi is not None and stream_abi[-1] != 0,
    )


_INSTALLED: list[tuple[int, ...]] = []


def _install(abi: tuple[int, ...]) -> None:
    """Give the launcher torch's C functions (again where they changed: the stream's is
    found once torch's CUDA is initialised)."""
    if [abi] != _INSTALLED:
        assert launcher is not None
        launcher.torch_abi(*abi)
        _INSTALLED[:] = [abi]


def _reads(reads: tuple[str, ...] | None, want: Any) -> Any:
    """A row's ``key_reads`` as the launcher takes them: per read, the attribute names in turn
    and whether the last is called; ``None`` where there are none or the bound key is not
    the tuple they read."""
    if reads is None or type(want) is not tuple or len(want) != len(reads):
        return None
    return tuple((tuple(r.removesuffix("()").split(".")), r.endswith("()")) for r in reads)


def _hold(stream: int, owners: list[Any], index: int) -> None:
    """Hold imported memory until the launch on ``stream`` has run (looked up at each call,
    as the Python replay does)."""
    _cuda.KEEPALIVE.hold(stream, owners, index)
