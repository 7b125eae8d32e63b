"""The interop matrix: every crossing eagle promises at a framework boundary, each with the
check that proves it (docs/interop.ipynb shows the matrix and its records).

- :data:`ROWS`: row id → :class:`Row`. Ids name framework, direction, device, variant and
  kind: ``TORCH-IN-CUDA-ALIAS``, ``WP-OUT-CUDA-ALIAS``, ``NP-IN-CPU-HOST``,
  ``CUPY-IN-CUDA-STRIDED-COPY``.
- :data:`CERTIFIED`: the frameworks whose every row passed in the committed record of a run
  on a real GPU (:data:`GPU_RECORD`), derived from that record when asked for.

Everything else (``raptor certify``, the generated tests in ``tests/raptor``, the docs table)
is derived from :data:`ROWS`; nothing about the matrix is written twice.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from . import _checks
from ._adapters import ADAPTERS
from ._kinds import Kind

GPU_RECORD = Path(__file__).resolve().parents[1] / "records" / "h200.json"
"""The committed record of ``raptor certify`` on an H200; :data:`CERTIFIED` comes from it."""

Direction = Literal["in", "out"]


@dataclass(frozen=True, slots=True)
class Row:
    """One (framework, crossing) pair and its proof.

    Attributes:
        framework: the name of a row of eagle's framework table (``numpy``, ``cupy``,
            ``torch``, ``warp``, ``jax``, ``numba``, ``cuda_array_interface``, ``dlpack``),
            which is also its adapter's name.
        direction: ``in`` (the framework's arrays as kernel inputs) or ``out`` (results handed
            back in, or written into, the framework's arrays).
        device: ``cpu`` or ``cuda``.
        kind: what is proven (:class:`Kind`).
        variant: ``""``, ``strided`` (non-contiguous input), ``dev1`` (the array is on cuda:1
            while the current device is 0), ``roundtrip`` (``import_buffer`` →
            ``wp.from_dlpack``) or ``pending`` (the input is the result of the framework's own
            GPU work, still running: for frameworks with no stream to launch on, JAX).
        proves: one sentence.
        needs: names of :data:`raptor.conformance._needs.NEEDS` the row cannot run without.
        check: runs the proof; returns a line of evidence or raises
            :class:`~raptor.conformance._checks.CheckFailed`.
    """

    framework: str
    direction: Direction
    device: Literal["cpu", "cuda"]
    kind: Kind
    variant: str
    proves: str
    needs: tuple[str, ...]
    check: Callable[[], str]

    @property
    def id(self) -> str:
        label = ADAPTERS[self.framework].label
        parts = [label, self.direction.upper(), self.device.upper()]
        if self.variant:
            parts.append(self.variant.upper())
        return "-".join([*parts, self.kind.value])

    @property
    def crossing(self) -> str:
        """The crossing in words: ``in, cuda, strided``."""
        return ", ".join(p for p in (self.direction, self.device, self.variant) if p)


# (direction, kind, variant) -> the check, and what it proves ({t}: the framework's title,
# {r}: the type eagle returns for it, {s}: the framework whose stream orders the launch).
_PROOFS: dict[tuple[str, Kind, str], tuple[_checks.Check, str]] = {
    ("in", Kind.HOST, ""): (
        _checks.host_in,
        "{t} host arrays go in and a {r} comes back, exact and complete when the call returns.",
    ),
    ("out", Kind.HOST, ""): (
        _checks.host_out,
        "{t} host arrays passed as out= are written in place and returned, complete when the "
        "call returns.",
    ),
    ("in", Kind.COPY, ""): (
        _checks.copy_in,
        "{t} host inputs cross to the GPU in exactly one upload each, and each output comes "
        "back in exactly one download, as a {r}.",
    ),
    ("out", Kind.COPY, ""): (
        _checks.copy_out,
        "{t} host arrays passed as out= get exactly one download each and no upload.",
    ),
    ("in", Kind.COPY, "strided"): (
        _checks.strided_in,
        "Non-contiguous {t} inputs are copied once into a contiguous buffer (never read with "
        "the wrong strides) and the result is exact.",
    ),
    ("in", Kind.ALIAS, ""): (
        _checks.alias_in,
        "The kernel receives the {t} array's own device pointer: nothing is copied on the way "
        "in, and a {r} comes back on the same device.",
    ),
    ("in", Kind.ALIAS, "dev1"): (
        _checks.alias_in,
        "A {t} array on cuda:1 runs on cuda:1 with its own pointer while the current device "
        "is 0, and the current device is left as it was.",
    ),
    ("out", Kind.ALIAS, ""): (
        _checks.alias_out,
        "The returned {r} is the memory the kernel wrote, and {t} arrays passed as out= are "
        "written in place: no copies.",
    ),
    ("out", Kind.ALIAS, "roundtrip"): (
        _checks.roundtrip_out,
        "wp.from_dlpack(import_buffer(result)) is a {t} array over the memory the kernel "
        "wrote: writes through either are seen through the other.",
    ),
    ("in", Kind.STREAM, ""): (
        _checks.stream_in,
        "On a non-default {s} stream, a call on {t} inputs is ordered after work already "
        "queued there and returns without waiting for it.",
    ),
    ("in", Kind.STREAM, "pending"): (
        _checks.pending_in,
        "A call on a {t} array whose {t} computation still runs on the GPU returns before it "
        "ends and reads its final values: {t} has no stream of its own to launch on, so eagle "
        "launches on {s}'s, which {t} makes wait for that computation when the array is "
        "imported (DLPack).",
    ),
}

# The "out" proofs of frameworks whose arrays are immutable (JAX): what comes back instead.
_IMMUTABLE_OUT: dict[Kind, str] = {
    Kind.HOST: "{t} host inputs give {r} results, exact and complete when the call returns; "
    "{t} arrays passed as out= are refused as immutable and left unwritten.",
    Kind.ALIAS: "The returned {r} is the memory the kernel wrote, adopted without a copy; {t} "
    "arrays passed as out= are refused as immutable and left unwritten.",
}

# The matrix: (framework, direction, device, kind, variant).
_MATRIX: tuple[tuple[str, Direction, Literal["cpu", "cuda"], Kind, str], ...] = (
    ("numpy", "in", "cpu", Kind.HOST, ""),
    ("numpy", "out", "cpu", Kind.HOST, ""),
    ("numpy", "in", "cpu", Kind.COPY, ""),
    ("numpy", "out", "cpu", Kind.COPY, ""),
    ("numpy", "in", "cpu", Kind.COPY, "strided"),
    ("cupy", "in", "cuda", Kind.ALIAS, ""),
    ("cupy", "out", "cuda", Kind.ALIAS, ""),
    ("cupy", "in", "cuda", Kind.STREAM, ""),
    ("cupy", "in", "cuda", Kind.COPY, "strided"),
    ("torch", "in", "cpu", Kind.HOST, ""),
    ("torch", "out", "cpu", Kind.HOST, ""),
    ("torch", "in", "cpu", Kind.COPY, ""),
    ("torch", "out", "cpu", Kind.COPY, ""),
    ("torch", "in", "cpu", Kind.COPY, "strided"),
    ("torch", "in", "cuda", Kind.ALIAS, ""),
    ("torch", "out", "cuda", Kind.ALIAS, ""),
    ("torch", "in", "cuda", Kind.STREAM, ""),
    ("torch", "in", "cuda", Kind.COPY, "strided"),
    ("torch", "in", "cuda", Kind.ALIAS, "dev1"),
    ("warp", "in", "cpu", Kind.HOST, ""),
    ("warp", "in", "cpu", Kind.COPY, ""),
    ("warp", "in", "cuda", Kind.ALIAS, ""),
    ("warp", "out", "cuda", Kind.ALIAS, ""),
    ("warp", "in", "cuda", Kind.STREAM, ""),
    ("warp", "out", "cuda", Kind.ALIAS, "roundtrip"),
    ("jax", "in", "cpu", Kind.HOST, ""),
    ("jax", "out", "cpu", Kind.HOST, ""),
    ("jax", "in", "cpu", Kind.COPY, ""),
    ("jax", "in", "cuda", Kind.ALIAS, ""),
    ("jax", "out", "cuda", Kind.ALIAS, ""),
    ("jax", "in", "cuda", Kind.STREAM, "pending"),
    ("numba", "in", "cuda", Kind.ALIAS, ""),
    ("numba", "out", "cuda", Kind.ALIAS, ""),
    ("numba", "in", "cuda", Kind.STREAM, ""),
    ("numba", "in", "cuda", Kind.COPY, "strided"),
    ("cuda_array_interface", "in", "cuda", Kind.ALIAS, ""),
    ("cuda_array_interface", "in", "cuda", Kind.STREAM, ""),
    ("dlpack", "in", "cpu", Kind.HOST, ""),
    ("dlpack", "out", "cpu", Kind.HOST, ""),
    ("dlpack", "in", "cpu", Kind.COPY, ""),
    ("dlpack", "in", "cuda", Kind.ALIAS, ""),
    ("dlpack", "out", "cuda", Kind.ALIAS, ""),
    ("dlpack", "in", "cuda", Kind.STREAM, ""),
    ("dlpack", "in", "cuda", Kind.COPY, "strided"),
)


def _row(
    framework: str,
    direction: Direction,
    device: Literal["cpu", "cuda"],
    kind: Kind,
    variant: str,
) -> Row:
    adapter = ADAPTERS[framework]
    check, proves = _PROOFS[(direction, kind, variant)]
    if direction == "out" and not adapter.mutable:
        proves = _IMMUTABLE_OUT[kind]
    where = "cuda:1" if variant == "dev1" else "cuda:0" if device == "cuda" else "cpu"
    if device == "cpu":
        # Transfers exist only where host arrays run on a GPU; the rest runs on either target.
        target = "cuda" if kind is Kind.COPY and not variant else "host-target"
        needs = (target, *adapter.needs(where))
    else:
        needs = adapter.needs(where)
    returns = adapter.returns["cpu" if device == "cpu" else "cuda"]
    return Row(
        framework,
        direction,
        device,
        kind,
        variant,
        proves.format(t=adapter.title, r=returns, s=adapter.stream_title or adapter.title),
        needs,
        functools.partial(check, adapter, where),
    )


def _build() -> dict[str, Row]:
    rows: dict[str, Row] = {}
    for spec in _MATRIX:
        row = _row(*spec)
        if row.id in rows:
            raise AssertionError(f"two rows with id {row.id}")
        rows[row.id] = row
    return rows


ROWS: dict[str, Row] = _build()
"""Row id → :class:`Row`, in the matrix's order."""


def __getattr__(name: str) -> frozenset[str]:
    # CERTIFIED is derived from the committed record each time it is asked for, so that a
    # missing record means "nothing certified" and a corrupt one raises RecordError naming the
    # file at the point of use rather than at import.
    if name == "CERTIFIED":
        from ._record import certified_from

        return certified_from(GPU_RECORD)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
