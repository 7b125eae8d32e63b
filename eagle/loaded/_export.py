"""Export: the outputs eagle allocates, and handing them back in the caller's framework.

The last stage of a call (bind → route → plan → launch → **export**). The route names the
framework that receives the results (the framework table's rule, docs/protocols.md): on CUDA
the launching framework allocates them on its device and, where another framework receives
them (JAX), that framework adopts them after the launch; host results are host arrays of the
receiving framework, written by the emulator or downloaded after the launch.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ._route import Route
from ._signature import ParamSpec
from ._stage import Call, download

Alloc = tuple[ParamSpec, tuple[int, ...], int]  # output, shape, offset in the call's block


def allocate(
    allocs: Sequence[Alloc], route: Route, call: Call, factories: Sequence[Any]
) -> list[tuple[Any, Any]]:
    """Each output eagle allocates, with its kernel argument: a device array of the launching
    framework (``factories``: its allocators, one per output) and its pointer; for a host-only
    call on CUDA, the host result and its place in the call's device block; on the emulator,
    the host result itself."""
    made: list[tuple[Any, Any]] = []
    if not route.on_cuda:  # (each checked against the machine's memory when bound)
        for p, shape, _ in allocs:
            a = route.result.host_empty(shape, p.dtype)
            made.append((a, a))
    elif route.host_only:
        for p, shape, offset in allocs:
            made.append((route.result.host_empty(shape, p.dtype), call.base + offset))
    else:
        pointer = route.launch.pointer  # type: ignore[union-attr]
        for allocator in factories:
            d = allocator()
            made.append((d, pointer(d)))
    return made


def download_results(allocs: Sequence[Alloc], made: list[tuple[Any, Any]], call: Call) -> None:
    """A host-only call's results, queued for download after the launch."""
    for (_, _, offset), (host, ptr) in zip(allocs, made, strict=True):
        download(host, ptr, call, offset)


def export(made: list[tuple[Any, Any]], route: Route) -> list[Any]:
    """The results as the receiving framework's arrays (after the launch, so that they are
    ordered after it on its stream)."""
    result = route.result
    if not route.on_cuda or route.host_only:
        return [result.from_host(a) for a, _ in made]
    if result is route.launch:
        return [d for d, _ in made]
    return [result.from_device(d) for d, _ in made]
