"""Instruction implementations, one module per family; importing this package registers
every factory in :data:`eagle.ptx._compile.OPS`."""

from . import arith, bits, compare, convert, floating, memory, warp  # noqa: F401
