"""PTX parser and host emulator: run PTX kernels on the CPU with numpy.

Public surface: :func:`parse_module` (PTX text -> :class:`Module`), :class:`HostModule` (a
module checked for the emulator, with ``launch``, and ``bind`` for a :class:`BoundLaunch` made
again and again), :class:`DeviceMemory` (the emulator's device address space) and the errors
:class:`PTXSyntaxError`, :class:`UnsupportedInstruction`, :class:`EmulatorError`,
:class:`UnsupportedPTX`.
"""

from ._errors import EmulatorError, PTXSyntaxError, UnsupportedInstruction, UnsupportedPTX
from ._host import DEFAULT_INSTRUCTION_BUDGET, BoundLaunch, HostModule, supported_opcodes
from ._memory import DeviceMemory
from ._parser import parse_module
from ._syntax import Entry, Function, Instruction, Label, Module, Param, Variable

__all__ = [
    "DEFAULT_INSTRUCTION_BUDGET",
    "BoundLaunch",
    "DeviceMemory",
    "EmulatorError",
    "Entry",
    "Function",
    "HostModule",
    "Instruction",
    "Label",
    "Module",
    "PTXSyntaxError",
    "Param",
    "UnsupportedInstruction",
    "UnsupportedPTX",
    "Variable",
    "parse_module",
    "supported_opcodes",
]
