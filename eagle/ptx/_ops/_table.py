"""The instruction table: opcode -> factory(ctx) -> fn(state, sel), and the modifiers each
factory understands (for the coverage listing). Each family module registers its factories
with :func:`op`; the package exports the finished table (``eagle.ptx._ops.OPS``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

Factory = Callable[[Any], Callable[..., Any]]

OPS: dict[str, Factory] = {}
MODIFIERS: dict[str, str] = {}


def op(*names: str, modifiers: str = "") -> Callable[[Factory], Factory]:
    """Register a factory for one or more opcodes."""

    def deco(factory: Factory) -> Factory:
        for n in names:
            OPS[n] = factory
            MODIFIERS[n] = modifiers
        return factory

    return deco
