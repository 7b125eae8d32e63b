"""The Interoperability page's "What's certified" cell (docs/interop.ipynb) selects the
matrix's rows by kind name; Kind is typed and compares equal to its name, so the cell prints the
certified rows and not only its header. The rows it prints are checked against the matrix."""

from __future__ import annotations

import contextlib
import io

from raptor.conformance import Kind
from raptor.conformance import interop as _interop

CELL = """
_KINDS = {"ALIAS": "zero-copy", "COPY": "copies once", "STREAM": "stream-ordered"}
rows = sorted(
    (d.framework, _KINDS[d.kind])
    for d in _interop.ROWS.values()
    if d.framework in _interop.CERTIFIED and d.kind in _KINDS
)
print(f"{'framework':<10} {'crossing'}")
for framework, kind in rows:
    print(f"{framework:<10} {kind}")
"""


def test_the_seed_cell_prints_the_certified_rows() -> None:
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        exec(CELL, {"_interop": _interop})
    lines = out.getvalue().splitlines()
    assert lines[0].split() == ["framework", "crossing"]
    expected = [
        d
        for d in _interop.ROWS.values()
        if d.framework in _interop.CERTIFIED and d.kind in (Kind.ALIAS, Kind.COPY, Kind.STREAM)
    ]
    assert expected, "no certified rows in the committed records"
    assert len(lines) - 1 == len(expected)
    assert {ln.split()[0] for ln in lines[1:]} == {d.framework for d in expected}


def test_kinds_are_typed_and_their_names() -> None:
    assert Kind("ALIAS") is Kind.ALIAS and Kind.ALIAS == "ALIAS" and isinstance(Kind.COPY, Kind)
    assert {Kind.STREAM: 1}["STREAM"] == 1
