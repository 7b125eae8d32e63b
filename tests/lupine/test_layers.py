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
    assert "circle of files in shim/: client.c graph.c" in bad


def test_server_and_standin_layers(tmp_path):
    native = _tree(
        tmp_path,
        {
            # the registry calls into graph.c, a layer above it
            "server/registry.c": "void ls_handle_del(void)\n{\n    ls_graph_free();\n}\n",
            "server/graph.c": "void ls_graph_free(void)\n{\n}\n",
            # the stand-in's core includes the header of the streams layer
            "standin/core.c": '#include "sd_streams.h"\n',
            "standin/sd_streams.h": "int sd_submit(void);\n",
            # a call within one layer and a call down are no violation
            "standin/stream.c": "int sd_submit(void)\n{\n    return need_init();\n}\n",
            "standin/kernels.c": "int need_init(void)\n{\n    return 0;\n}\n",
        },
    )
    bad, _ = layers.check(native)
    assert sorted(bad) == [
        "upward edge server/registry.c (registry) -> server/graph.c (calls)",
        "upward edge standin/core.c (core) -> standin/sd_streams.h (streams)",
    ]


def test_a_circle_within_one_layer_fails(tmp_path):
    native = _tree(
        tmp_path,
        {
            "server/wire.c": "void ls_log(void)\n{\n    ls_args_read();\n}\n",
            "server/args.c": "void ls_args_read(void)\n{\n    ls_log();\n}\n",
        },
    )
    bad, report = layers.check(native)
    assert bad == ["circle of files in server/: args.c wire.c"]
    assert any(line.startswith("server") and "circles of files: 2" in line for line in report)


def test_a_file_in_no_layer_is_named(tmp_path):
    native = _tree(tmp_path, {"shim/newfile.c": "void lc_new(void)\n{\n}\n"})
    bad, _ = layers.check(native)
    assert "shim/newfile.c is in no layer of LAYERS['shim']" in bad


def test_circles_are_strongly_connected_sets():
    a, b, c, d = (Path(n) for n in "abcd")
    graph = {a: {b}, b: {c}, c: {a}, d: {a}}
    assert layers.circles(graph) == [[a, b, c]]
