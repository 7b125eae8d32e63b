"""The matrix as a table: one line per row of ``ROWS``, with each record's result for it.

Used by ``raptor table`` and by the docs' ``raptor-matrix`` directive, so the certified
(framework, crossing) pairs shown anywhere come from ``ROWS`` and committed records only.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from ._record import certified
from .interop import ROWS


@dataclass(frozen=True, slots=True)
class MatrixRow:
    """One line: the row and, for each record (by name), ``(status, reason)``; status is
    ``"not run"`` where a record predates the row."""

    id: str
    framework: str
    crossing: str
    kind: str
    proves: str
    results: dict[str, tuple[str, str]]


def matrix_rows(records: Mapping[str, Mapping[str, Any]]) -> list[MatrixRow]:
    """Lines for every row of ``ROWS``, in matrix order, with each record's result."""
    out = []
    for row_id, row in ROWS.items():
        results = {}
        for name, record in records.items():
            r = record.get("rows", {}).get(row_id)
            results[name] = (r["status"], r["reason"]) if r else ("not run", "")
        out.append(
            MatrixRow(row_id, row.framework, row.crossing, row.kind.value, row.proves, results)
        )
    return out


def certified_by(records: Mapping[str, Mapping[str, Any]]) -> dict[str, frozenset[str]]:
    """Record name → frameworks that record certifies (every row passed)."""
    return {name: certified(record, ROWS) for name, record in records.items()}


def driver_kind(record: Mapping[str, Any]) -> str:
    """How a record's rows reached the GPU: ``native``, ``LUPINE (servers)``, ``emulator``, or
    ``""`` for records made before raptor said so."""
    in_use = (record.get("driver") or {}).get("in_use") or {}
    kind = in_use.get("kind")
    if kind == "lupine":
        servers = ", ".join(in_use.get("servers") or []) or "no server bound"
        return f"LUPINE ({servers})"
    if kind == "native":
        return "native"
    if kind == "none":
        return "emulator" if in_use.get("target") == "host" else "no driver"
    return ""


def machine(record: Mapping[str, Any]) -> str:
    """One line about where a record was made: GPU, driver, the way to it, date."""
    gpus = record.get("gpus") or []
    gpu = ", ".join(sorted({g.get("name", "?") for g in gpus})) or "no GPU"
    driver = (record.get("driver") or {}).get("nvidia")
    cuda = (record.get("driver") or {}).get("cuda_driver_api")
    parts = [f"{len(gpus)} x {gpu}" if gpus else gpu]
    if driver:
        parts.append(f"driver {driver}")
    if cuda:
        parts.append(f"CUDA {cuda}")
    via = driver_kind(record)
    if via:
        parts.append(f"through {via}" if via.startswith(("LUPINE", "native")) else via)
    parts.append(str(record.get("date", "undated")))
    return ", ".join(parts)


def render_text(lines: list[MatrixRow]) -> str:
    """A plain-text table (``raptor table``)."""
    names = list(lines[0].results) if lines else []
    header = ["row", "framework", "crossing", "kind", *names]
    body = [
        [m.id, m.framework, m.crossing, m.kind, *(m.results[n][0] for n in names)] for m in lines
    ]
    widths = [max(len(r[i]) for r in [header, *body]) for i in range(len(header))]
    fmt = "  ".join(f"{{:<{w}}}" for w in widths)
    rule = "  ".join("-" * w for w in widths)
    return "\n".join([fmt.format(*header), rule, *(fmt.format(*r) for r in body)])
