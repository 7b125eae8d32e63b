"""The docs' GPU-output machinery: refresh_gpu_outputs.py executes cells without Jupyter and
writes nbformat outputs into ``gpu`` cells only; the interop notebook tags every cell that
needs a GPU, so CI (no GPU) never executes one."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

DOCS = Path(__file__).resolve().parents[2] / "docs"


@pytest.fixture(scope="module")
def refresh() -> ModuleType:
    spec = importlib.util.spec_from_file_location(
        "refresh_gpu_outputs", DOCS / "refresh_gpu_outputs.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _cell(source: str, tags: list[str] | None = None) -> dict[str, Any]:
    return {
        "cell_type": "code",
        "metadata": {"tags": tags} if tags else {},
        "source": source,
        "outputs": [{"output_type": "stream", "name": "stdout", "text": ["stale\n"]}],
        "execution_count": 9,
    }


def test_run_cell_captures_stdout_and_the_last_expression(refresh: ModuleType) -> None:
    ns: dict[str, Any] = {}
    assert refresh.run_cell("x = 6\nprint('x is', x)\nx * 7", ns, "<c>") == ("x is 6\n", "", "42")
    assert refresh.run_cell("y = x", ns, "<c>") == ("", "", None)
    assert refresh.run_cell("None", ns, "<c>") == ("", "", None)


def test_refresh_writes_gpu_cells_only(refresh: ModuleType, tmp_path: Path) -> None:
    nb = {
        "nbformat": 4,
        "nbformat_minor": 5,
        "metadata": {},
        "cells": [
            {"cell_type": "markdown", "metadata": {}, "source": "# t"},
            _cell("a = [1, 2]\nprint('cpu')"),
            _cell(
                "import sys\nprint('gpu', len(a))\nprint('warn', file=sys.stderr)\na",
                ["gpu", "skip-execution"],
            ),
        ],
    }
    path = tmp_path / "n.ipynb"
    path.write_text(json.dumps(nb))
    out = refresh.refresh(path)
    cpu, gpu = out["cells"][1], out["cells"][2]
    assert cpu["outputs"] == [] and cpu["execution_count"] is None
    assert gpu["execution_count"] == 2
    assert gpu["outputs"] == [
        {"output_type": "stream", "name": "stdout", "text": ["gpu 2\n"]},
        {"output_type": "stream", "name": "stderr", "text": ["warn\n"]},
        {
            "output_type": "execute_result",
            "execution_count": 2,
            "data": {"text/plain": ["[1, 2]"]},
            "metadata": {},
        },
    ]
    assert "date" in out["metadata"]["raptor_gpu_outputs"]


def test_refresh_stops_at_a_failing_cell(refresh: ModuleType, tmp_path: Path) -> None:
    nb = {"nbformat": 4, "nbformat_minor": 5, "metadata": {}, "cells": [_cell("1 / 0", ["gpu"])]}
    path = tmp_path / "n.ipynb"
    path.write_text(json.dumps(nb))
    with pytest.raises(RuntimeError, match=r"cell 0> failed:(.|\n)*ZeroDivisionError"):
        refresh.refresh(path)


def test_every_gpu_cell_of_the_interop_page_is_tagged() -> None:
    nb = json.loads((DOCS / "interop.ipynb").read_text())
    code = [c for c in nb["cells"] if c["cell_type"] == "code"]
    gpu = [c for c in code if "gpu" in c["metadata"].get("tags", [])]
    assert len(gpu) >= 3  # the seed page's cupy, agreement and Warp cells
    device_use = ("cp.asarray(", "cp.asnumpy(", "cp.cuda.", "cupy.asarray(", '"cuda', ".cuda(")
    for c in code:
        source = "".join(c["source"])
        tags = c["metadata"].get("tags", [])
        # importing cupy needs no GPU; making or reading device arrays does
        needs_gpu = any(use in source for use in device_use)
        assert needs_gpu == ("gpu" in tags), source
        assert ("gpu" in tags) == ("skip-execution" in tags), source
        if "gpu" not in tags:
            assert c["outputs"] == [], "CPU cells are executed by the docs build"


def test_last_values_are_shown_as_ipython_shows_them(refresh: ModuleType) -> None:
    # the docs build's kernel (IPython) renders the CPU cells; the GPU cells' stored outputs
    # must read the same way, with or without IPython where they were refreshed
    import numpy as np

    value = (np.ndarray, "numpy")
    assert refresh.display(value) == "(numpy.ndarray, 'numpy')"
    assert refresh._pretty(value) == "(numpy.ndarray, 'numpy')"
    assert refresh._pretty((int,)) == "(int,)" and refresh._pretty([1.5, "a"]) == "[1.5, 'a']"
