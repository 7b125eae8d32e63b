"""The corpus tools live beside the corpus (fixtures/corpus/corpus_tools) so that
record_gpu.py runs on the GPU machine from a bare checkout. They are imported here by file
location, without putting fixtures/corpus on sys.path: that folder holds directories named
warp/, numba/ and triton/ (the corpora those producers made), which would otherwise shadow
the real packages as namespace packages wherever those are not installed."""

import importlib.util
import sys
from pathlib import Path

CORPUS = Path(__file__).resolve().parents[2] / "fixtures" / "corpus"
if "corpus_tools" not in sys.modules:
    _spec = importlib.util.spec_from_file_location(
        "corpus_tools",
        CORPUS / "corpus_tools" / "__init__.py",
        submodule_search_locations=[str(CORPUS / "corpus_tools")],
    )
    assert _spec is not None and _spec.loader is not None
    _module = importlib.util.module_from_spec(_spec)
    sys.modules["corpus_tools"] = _module
    _spec.loader.exec_module(_module)


def load_script(name: str):  # type: ignore[no-untyped-def]
    """Import a script of fixtures/corpus (record_gpu, coverage) by file location."""
    if name not in sys.modules:
        spec = importlib.util.spec_from_file_location(name, CORPUS / f"{name}.py")
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        spec.loader.exec_module(module)
    return sys.modules[name]


load_script("record_gpu")
