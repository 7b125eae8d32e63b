"""native/layers.py: the tree keeps its layers (no new upward call in the shim, no include of
another directory's file beyond the listed ones), and the check sees what it must on a small
tree written here."""

from __future__ import annotations

import importlib.util
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
_spec = importlib.util.spec_from_file_location("native_layers", ROOT / "native" / "layers.py")
assert _spec and _spec.loader
layers = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(layers)


def test_tree_keeps_its_layers():
    bad, report = layers.check()
    assert not bad, "\n".join(bad + report)


def _tree(tmp_path: Path, files: dict[str, str]) -> Path:
    for rel, text in files.items():
        p = tmp_path / rel
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(text)
    return tmp_path


def test_upward_call_and_cross_include_are_found(tmp_path):
    native = _tree(
        tmp_path,
        {
            # transport calls into the API layer: upward
            "shim/client.c": "int lc_send(void)\n{\n    return lc_graph_forget();\n}\n",
            "shim/graph.c": "int lc_graph_forget(void)\n{\n    return lc_send();\n}\n",
            "standin/export_tables.c": '#include "../shim/graph.c"\n',
        },
    )
    bad, report = layers.check(native)
    assert "upward edge shim/client.c (transport) -> shim/graph.c (api)" in bad
    assert "standin/export_tables.c includes shim/graph.c, of another directory" in bad
    # the downward call is no violation
    assert not any(b.startswith("upward edge shim/graph.c") for b in bad)
    assert any(line.startswith("shim") and "circles of files: 2" in line for line in report)


def test_a_file_in_no_layer_is_named(tmp_path):
    native = _tree(tmp_path, {"shim/newfile.c": "void lc_new(void)\n{\n}\n"})
    bad, _ = layers.check(native)
    assert "shim/newfile.c is in no layer of SHIM_LAYERS" in bad


def test_circles_are_strongly_connected_sets():
    a, b, c, d = (Path(n) for n in "abcd")
    graph = {a: {b}, b: {c}, c: {a}, d: {a}}
    assert layers.circles(graph) == [[a, b, c]]
