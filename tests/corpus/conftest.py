"""The corpus tools live beside the corpus (fixtures/corpus/corpus_tools) so that
record_gpu.py runs on the GPU machine from a bare checkout; make them importable here."""

import sys
from pathlib import Path

CORPUS = Path(__file__).resolve().parents[2] / "fixtures" / "corpus"
if str(CORPUS) not in sys.path:
    sys.path.insert(0, str(CORPUS))
