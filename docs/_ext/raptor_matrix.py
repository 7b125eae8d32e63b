"""The ``raptor-matrix`` directive: the interop matrix as a table, generated from
``raptor.conformance.interop.ROWS`` and the records committed in ``raptor/records/``.

Usage (MyST)::

    ```{raptor-matrix}
    ```

One line per row (id, framework, crossing, kind, what it proves) and one column per record,
the GPU record first; then the frameworks the GPU record certifies. Nothing in the table is
written by hand, so the docs cannot claim what no record shows.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from docutils import nodes
from sphinx.application import Sphinx
from sphinx.util.docutils import SphinxDirective

from raptor.conformance._record import load_record
from raptor.conformance._table import certified_by, machine, matrix_rows
from raptor.conformance.interop import GPU_RECORD


def _records() -> dict[str, tuple[Path, dict[str, Any]]]:
    paths = sorted(GPU_RECORD.parent.glob("*.json"), key=lambda p: (p != GPU_RECORD, p.name))
    return {p.stem: (p, load_record(p)) for p in paths}


def _cell(text: str, literal: bool = False) -> nodes.entry:
    entry = nodes.entry()
    para = nodes.paragraph()
    para += nodes.literal(text=text) if literal else nodes.Text(text)
    entry += para
    return entry


def _table(header: list[str], body: list[list[tuple[str, bool]]], widths: list[int]) -> nodes.table:
    table = nodes.table(classes=["raptor-matrix"])
    group = nodes.tgroup(cols=len(header))
    table += group
    for w in widths:
        group += nodes.colspec(colwidth=w)
    head = nodes.thead()
    row = nodes.row()
    for h in header:
        row += _cell(h)
    head += row
    group += head
    tbody = nodes.tbody()
    for line in body:
        row = nodes.row()
        for text, literal in line:
            row += _cell(text, literal)
        tbody += row
    group += tbody
    return table


class RaptorMatrix(SphinxDirective):
    has_content = False

    def run(self) -> list[nodes.Node]:
        records = _records()
        for path, _ in records.values():
            self.env.note_dependency(str(path))
        data = {name: record for name, (_, record) in records.items()}
        lines = matrix_rows(data)
        header = ["Row", "Framework", "Crossing", "Kind", "What it proves", *data]
        body = []
        for m in lines:
            results = []
            for name in data:
                status, _ = m.results[name]
                unmet = data[name].get("rows", {}).get(m.id, {}).get("unmet") or []
                results.append((status + (f" ({', '.join(unmet)})" if unmet else ""), False))
            body.append(
                [(m.id, True), (m.framework, False), (m.crossing, False), (m.kind, False),
                 (m.proves, False), *results]
            )  # fmt: skip
        out: list[nodes.Node] = []
        intro = nodes.paragraph()
        if not data:
            intro += nodes.Text("No certification record is committed yet.")
        for name, record in data.items():
            intro += nodes.literal(text=f"{name}.json")
            intro += nodes.Text(f": {machine(record)}. ")
        out.append(intro)
        out.append(_table(header, body, [18, 7, 10, 6, 40] + [8] * len(data)))
        verdict = nodes.paragraph()
        gpu = GPU_RECORD.stem
        if gpu in data:
            frameworks = sorted(certified_by({gpu: data[gpu]})[gpu])
            verdict += nodes.strong(text="Certified frameworks")
            verdict += nodes.Text(
                f" (every row passed in {gpu}.json, a missing second GPU excepted): "
                + (", ".join(frameworks) if frameworks else "none")
                + "."
            )
        else:
            verdict += nodes.strong(text="Nothing is certified yet")
            verdict += nodes.Text(
                f": no record of a GPU run ({gpu}.json) is committed; run "
                f"raptor certify --json raptor/records/{gpu}.json on a GPU machine."
            )
        out.append(verdict)
        return out


def setup(app: Sphinx) -> dict[str, Any]:
    app.add_directive("raptor-matrix", RaptorMatrix)
    return {"version": "1", "parallel_read_safe": True, "parallel_write_safe": True}
