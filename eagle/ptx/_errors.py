"""Errors raised by the PTX parser and the host emulator.

Load-time problems are ``ValueError`` subclasses (the input text is wrong or asks for something
the emulator does not do); run-time faults are ``RuntimeError`` subclasses (the kernel did
something a GPU would fault on).
"""

from __future__ import annotations


class PTXSyntaxError(ValueError):
    """Malformed PTX text. The message reads ``file:line:col: message``.

    Attributes ``filename``, ``line`` and ``column`` (1-based) locate the offending token.
    """

    def __init__(self, message: str, filename: str = "<ptx>", line: int = 0, column: int = 0):
        self.filename = filename
        self.line = line
        self.column = column
        self.reason = message
        super().__init__(f"{filename}:{line}:{column}: {message}")


class UnsupportedInstruction(ValueError):
    """PTX that parses but that the host emulator refuses to run (checked when a
    :class:`~eagle.ptx.HostModule` is built, never in the middle of a launch).

    The message reads ``file:line: instruction `tex.2d.v4.f32.f32` is not supported by the host
    emulator`` (plus, where useful, why). Attributes ``filename``, ``line``, ``instruction``.
    """

    def __init__(self, instruction: str, filename: str = "<ptx>", line: int = 0, why: str = ""):
        self.filename = filename
        self.line = line
        self.instruction = instruction
        self.why = why
        text = (
            f"{filename}:{line}: instruction `{instruction}` is not supported by the host emulator"
        )
        if why:
            text += f" ({why})"
        super().__init__(text)


class UnsupportedPTX(ValueError):
    """PTX that declares a ``.version`` or ``.target`` newer than the host emulator knows
    (checked when a :class:`~eagle.ptx.HostModule` is built): newer PTX may mean instructions
    or semantics it does not have, and a newer target numerics it was not fitted to.

    The message reads ``file:line: .version 99.9 is newer than the host emulator knows (the
    newest: 9.4)`` (a target that names no architecture: "is not one the host emulator
    knows"). Attributes ``filename``, ``line``, ``directive`` (``".version"`` or
    ``".target"``), ``given`` and ``newest``.
    """

    def __init__(
        self,
        directive: str,
        given: str,
        newest: str,
        filename: str = "<ptx>",
        line: int = 0,
        unknown: bool = False,
    ):
        self.filename = filename
        self.line = line
        self.directive = directive
        self.given = given
        self.newest = newest
        what = (
            "is not one the host emulator knows"
            if unknown
            else "is newer than the host emulator knows"
        )
        super().__init__(f"{filename}:{line}: {directive} {given} {what} (the newest: {newest})")


class EmulatorError(RuntimeError):
    """A fault while a kernel runs on the host emulator: out-of-bounds or misaligned memory
    access, an exhausted instruction budget, ``trap``, a barrier deadlock.

    The message names the kernel, the block and thread indices and (for memory faults) the
    address. Attributes: ``kernel``, ``block`` and ``thread`` (3-tuples or None),
    ``address`` (int or None), ``line`` (PTX line of the faulting instruction or None).
    """

    def __init__(
        self,
        message: str,
        kernel: str = "",
        block: tuple[int, int, int] | None = None,
        thread: tuple[int, int, int] | None = None,
        address: int | None = None,
        line: int | None = None,
    ):
        self.kernel = kernel
        self.block = block
        self.thread = thread
        self.address = address
        self.line = line
        self.reason = message
        where = f"kernel `{kernel}`"
        if block is not None and thread is not None:
            where += f", block {block}, thread {thread}"
        if line is not None:
            where += f", PTX line {line}"
        super().__init__(f"{where}: {message}")


# What real CUDA code uses that the host emulator does not do yet, and why, by opcode or name:
# the refusal then says exactly what is missing instead of only naming
# the instruction.
_TENSOR_CORES = "tensor-core matrix instructions are not emulated"
_TEXTURES = "textures and surfaces are not emulated"
NOT_EMULATED = {
    "mma": _TENSOR_CORES,
    "wmma": _TENSOR_CORES,
    "wgmma": _TENSOR_CORES,
    "tex": _TEXTURES,
    "tld4": _TEXTURES,
    "suld": _TEXTURES,
    "sust": _TEXTURES,
}
