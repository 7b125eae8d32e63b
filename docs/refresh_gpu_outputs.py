"""Refresh the stored outputs of the GPU cells of the docs' notebooks, on a machine with a GPU.

    python docs/refresh_gpu_outputs.py [--out DIR]

Runs every code cell of each notebook in ``NOTEBOOKS`` in order, in one namespace per notebook,
from ``docs/`` (as the docs build does), with plain ``exec``: no Jupyter is needed. Cells
tagged ``gpu`` get their outputs replaced by what they printed (stdout, stderr) and the repr of
their last expression, as nbformat 4 ``stream`` and ``execute_result`` outputs; other cells
are run only for the state they set up, and keep no outputs (the docs build executes them).
Any failing cell stops the script with its traceback and exit status 1; nothing is written.

The notebooks are written in place, or into ``--out DIR`` (e.g. ``$OUT`` on a device
machine), with the machine and date in the notebook metadata under ``raptor_gpu_outputs``.
"""

from __future__ import annotations

import argparse
import ast
import contextlib
import datetime
import io
import json
import os
import platform
import sys
import traceback
from pathlib import Path
from typing import Any

DOCS = Path(__file__).resolve().parent
NOTEBOOKS = ["interop.ipynb"]


def _source(cell: dict[str, Any]) -> str:
    src = cell.get("source", "")
    return "".join(src) if isinstance(src, list) else str(src)


def _lines(text: str) -> list[str]:
    parts = text.split("\n")
    return [p + "\n" for p in parts[:-1]] + ([parts[-1]] if parts[-1] else [])


def run_cell(source: str, namespace: dict[str, Any], name: str) -> tuple[str, str, str | None]:
    """Execute ``source`` as a notebook cell: ``(stdout, stderr, repr of the last expression
    or None)``. Raises what the cell raises."""
    tree = ast.parse(source, filename=name)
    last = None
    if tree.body and isinstance(tree.body[-1], ast.Expr):
        expr = tree.body.pop()
        assert isinstance(expr, ast.Expr)
        last = ast.Expression(expr.value)
    out, err = io.StringIO(), io.StringIO()
    value = None
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        exec(compile(tree, name, "exec"), namespace)
        if last is not None:
            value = eval(compile(last, name, "eval"), namespace)
    return out.getvalue(), err.getvalue(), None if value is None else display(value)


def display(value: Any) -> str:
    """The text a notebook shows for a cell's last value: IPython's pretty printer where
    IPython is installed (as the docs build's kernel shows it), else the same rendering for
    what these pages return (classes as ``module.Name``, tuples and lists of them)."""
    try:
        from IPython.lib.pretty import pretty
    except ImportError:
        return _pretty(value)
    return str(pretty(value))


def _pretty(value: Any) -> str:
    if isinstance(value, type):
        module = value.__module__
        name = value.__qualname__
        return name if module in ("builtins", "__builtin__") else f"{module}.{name}"
    if isinstance(value, tuple):
        inner = ", ".join(_pretty(v) for v in value)
        return f"({inner},)" if len(value) == 1 else f"({inner})"
    if isinstance(value, list):
        return "[" + ", ".join(_pretty(v) for v in value) + "]"
    return repr(value)


def _gpu_name() -> str | None:
    try:
        import cupy

        name = cupy.cuda.runtime.getDeviceProperties(0)["name"]
        return name.decode() if isinstance(name, bytes) else str(name)
    except Exception:
        return None


def refresh(path: Path) -> dict[str, Any]:
    """The notebook at ``path`` with fresh outputs in its ``gpu`` cells.

    Raises:
        RuntimeError: a cell failed (the message holds the cell index and traceback).
    """
    nb = json.loads(path.read_text())
    namespace: dict[str, Any] = {"__name__": "__main__"}
    count = 0
    for i, cell in enumerate(nb["cells"]):
        if cell.get("cell_type") != "code":
            continue
        count += 1
        name = f"<{path.name} cell {i}>"
        try:
            stdout, stderr, value = run_cell(_source(cell), namespace, name)
        except Exception:
            raise RuntimeError(f"{name} failed:\n{traceback.format_exc()}") from None
        if "gpu" not in cell.get("metadata", {}).get("tags", []):
            cell["outputs"], cell["execution_count"] = [], None
            continue
        outputs: list[dict[str, Any]] = []
        for stream, text in (("stdout", stdout), ("stderr", stderr)):
            if text:
                outputs.append({"output_type": "stream", "name": stream, "text": _lines(text)})
        if value is not None:
            outputs.append(
                {
                    "output_type": "execute_result",
                    "execution_count": count,
                    "data": {"text/plain": _lines(value)},
                    "metadata": {},
                }
            )
        cell["outputs"], cell["execution_count"] = outputs, count
    nb.setdefault("metadata", {})["raptor_gpu_outputs"] = {
        "date": datetime.datetime.now(datetime.UTC).isoformat(timespec="seconds"),
        "host": platform.node(),
        "gpu": _gpu_name(),
        "python": platform.python_version(),
    }
    return nb


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("--out", type=Path, help="write the notebooks here instead of in place")
    args = parser.parse_args(argv)
    os.chdir(DOCS)  # cells use paths relative to docs/, as in the docs build
    sys.path[:0] = [str(DOCS.parent)]
    done = {}
    for name in NOTEBOOKS:
        try:
            done[name] = refresh(DOCS / name)
        except RuntimeError as e:
            print(e, file=sys.stderr)
            return 1
    target = args.out.resolve() if args.out else DOCS
    target.mkdir(parents=True, exist_ok=True)
    for name, nb in done.items():
        (target / name).write_text(json.dumps(nb, indent=1, ensure_ascii=False) + "\n")
        print(f"wrote {target / name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
