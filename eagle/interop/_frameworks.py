"""eagle's framework table: one row per framework (each in its own module), tried in order,
and the rules over the rows' fields that route a call.

Adding a framework is adding its row here; raptor's adapters (:mod:`raptor.conformance._adapters`,
one per row, keyed by its name), the tests (``tests/conftest.py``'s ``framework`` fixture), the
protocols reference (docs/protocols.md) and the README's table are derived from the rows. Which
framework launches a call and which receives its results are rules over the rows' fields
(:func:`result_framework`, :func:`launch_framework`), not branches on names.
"""

from __future__ import annotations

import sys
from typing import Any

from ._cai import CudaArrayInterface, Numba
from ._cupy import Cupy
from ._jax import Jax
from ._numpy import Numpy
from ._row import DLPack, Framework
from ._torch import Torch
from ._warp import Warp

# Order matters: specific rows before the generic ones (numpy, cupy, torch, warp and JAX
# arrays all have __dlpack__ too; numba arrays speak the CUDA array interface).
FRAMEWORKS: tuple[Framework, ...] = (
    Numpy(),
    Cupy(),
    Torch(),
    Warp(),
    Jax(),
    Numba(),
    CudaArrayInterface(),
    DLPack(),
)
BY_NAME: dict[str, Framework] = {f.name: f for f in FRAMEWORKS}


def result_framework(inputs: Any, device: bool, here: bool = False) -> Framework:
    """Which framework a call's results come back in, from its array inputs' rows (the rule
    docs/protocols.md states): the highest-ranked input framework that receives
    results on that kind of device (``results``: torch, then JAX, then cupy on CUDA; torch,
    then JAX, then numpy on the host), else cupy (device) or numpy (host). ``here``: only
    frameworks that can take such results in this process (:meth:`Framework.receives`: a CPU
    build of torch or JAX cannot on CUDA), as a call decides."""
    kind = "cuda" if device else "cpu"
    pool = [f for f in inputs if (f.receives(kind) if here else kind in f.results)]
    return max(pool, key=lambda f: f.rank, default=BY_NAME["cupy" if device else "numpy"])


def launch_framework(inputs: Any, result: Framework | None, here: bool = False) -> Framework:
    """Whose current stream a device call launches on: the result framework's when it has one
    (``launches``: cupy, torch), else the highest-ranked input framework's that has one, else
    cupy's (JAX, Warp, numba and DLPack producers are ordered onto it by their protocol).
    ``result`` is ``None`` for a call whose results come back to the host."""
    if result is not None and result.launches:
        return result
    pool = [f for f in inputs if f.launches and (f.receives("cuda") if here else True)]
    return max(pool, key=lambda f: f.rank, default=BY_NAME["cupy"])


def framework_of(x: Any) -> Framework | None:
    """The row that handles ``x``, or ``None`` for objects that are not arrays."""
    for f in FRAMEWORKS:
        if f.module and f.module not in sys.modules:
            continue
        try:
            if f.owns(x):
                return f
        except AttributeError:
            # sys.modules holds something else under that name (a user's own warp.py, a
            # namespace directory): it has no arrays of that framework.
            continue
    return None


README_BEGIN = (
    "<!-- the inputs table: made from eagle/interop's rows by `python -m eagle.interop` -->"
)
README_END = "<!-- end of the inputs table -->"


def readme_table() -> str:
    """The README's table of inputs (one line per row and kind of device, from the rows'
    ``readme``), between its markers."""
    lines = [
        README_BEGIN,
        "| input | runs on | crossing | result |",
        "| --- | --- | --- | --- |",
        *(f"| {' | '.join(cells)} |" for f in FRAMEWORKS for cells in f.readme),
        README_END,
    ]
    return "\n".join(lines)
