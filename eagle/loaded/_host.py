"""The host target: the PTX runs on eagle's emulator (:mod:`eagle.ptx`), no GPU needed."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from ._plan import Plan
from ._ptx import PTXSource


class HostKernel:
    """One entry of a PTX module, ready to run on the emulator.

    Building it checks every instruction of the entry and of the functions it calls: one the
    emulator does not support raises :class:`eagle.ptx.UnsupportedInstruction` here, naming it,
    its line and the entry. The rest of the file is not checked.
    """

    def __init__(self, source: PTXSource, entry: str) -> None:
        from eagle.ptx import HostModule

        # only this entry and its callees: another kernel of the file that the emulator cannot
        # run does not refuse this one
        self._module = HostModule(source.module, filename=source.filename, entries=[entry])
        self._entry = entry

    def launch(self, plan: Plan, args: Sequence[Any]) -> None:
        """Run the entry over the plan's grid; array arguments are written in place."""
        self._module.launch(self._entry, plan.grid, plan.block, args, shared_mem_bytes=plan.shared)

    def bind(self, plan: Plan) -> Callable[[Sequence[Any]], None]:
        """``args -> None``: :meth:`launch` with the plan's grid, block and shared memory
        checked once (:meth:`eagle.ptx.HostModule.bind`), for a launch made again and again.

        Raises:
            ValueError: a grid, block or shared memory the emulator refuses (as CUDA would)."""
        return self._module.bind(
            self._entry, plan.grid, plan.block, shared_mem_bytes=plan.shared
        ).launch
