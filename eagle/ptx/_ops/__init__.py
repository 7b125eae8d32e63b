"""Instruction implementations, one module per family, and the table they make: ``OPS``
(opcode -> factory) and ``MODIFIERS`` (opcode -> the modifiers its factory understands)."""

from . import arith, bits, compare, convert, floating, memory, sync, warp
from ._table import MODIFIERS, OPS

__all__ = [
    "MODIFIERS",
    "OPS",
    "arith",
    "bits",
    "compare",
    "convert",
    "floating",
    "memory",
    "sync",
    "warp",
]
