"""Sphinx configuration: the user guide (MyST-NB) and the API reference (autodoc).

Notebook cells execute at build time (``nb_execution_mode = "force"``) and a failing cell fails
the build. Cells that need a GPU are tagged ``skip-execution`` and ``gpu``: they keep the
outputs of the last run on the H200, which ``docs/refresh_gpu_outputs.py`` writes.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

DOCS = Path(__file__).resolve().parent
ROOT = DOCS.parent
sys.path[:0] = [str(ROOT), str(DOCS / "_ext")]
# Notebook kernels are separate processes: they find the checkout's eagle and raptor here.
os.environ["PYTHONPATH"] = os.pathsep.join(
    [str(ROOT), *filter(None, [os.environ.get("PYTHONPATH")])]
)

project = "eagle · raptor · LUPINE"
author = "the eagle developers"
copyright = "the eagle developers"

extensions = [
    "myst_nb",
    "sphinx.ext.autodoc",
    "sphinx.ext.napoleon",
    "raptor_matrix",
]
exclude_patterns = ["_build", "refresh_gpu_outputs.py", "**.ipynb_checkpoints"]
myst_enable_extensions = ["colon_fence"]

nb_execution_mode = "force"
nb_execution_raise_on_error = True
nb_execution_timeout = 600
nb_render_markdown_format = "myst"  # Markdown outputs (generated tables) parsed as MyST
nb_output_stderr = "remove"  # Warp's "no CUDA driver" notice on machines without a GPU

autodoc_member_order = "bysource"
autodoc_typehints = "description"
napoleon_google_docstring = True
napoleon_numpy_docstring = False

html_theme = "alabaster"
html_title = "eagle · raptor · LUPINE"
