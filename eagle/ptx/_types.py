"""PTX fundamental types (PTX ISA section 5.2.2, "Fundamental Types") and their numpy forms."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np


@dataclass(frozen=True)
class PTXType:
    """One PTX fundamental type.

    ``kind`` is ``"s"`` (signed integer), ``"u"`` (unsigned), ``"b"`` (untyped bits), ``"f"``
    (IEEE binary floating point, including ``f16``), ``"bf"`` (bfloat16, held as bits),
    ``"x2"`` (packed pairs ``f16x2``/``bf16x2``/``u16x2``/``s16x2``, held as bits) or ``"pred"``.
    ``dtype`` is the numpy dtype a value of this type is computed in; ``bits`` the unsigned
    integer dtype of the same size, used to reinterpret registers.
    """

    name: str
    size: int
    kind: str
    dtype: np.dtype

    @property
    def bits(self) -> np.dtype:
        return UINT_OF_SIZE[self.size]

    @property
    def is_int(self) -> bool:
        return self.kind in ("s", "u", "b")

    @property
    def is_float(self) -> bool:
        return self.kind == "f"

    @property
    def signed(self) -> bool:
        return self.kind == "s"


UINT_OF_SIZE = {
    1: np.dtype(np.uint8),
    2: np.dtype(np.uint16),
    4: np.dtype(np.uint32),
    8: np.dtype(np.uint64),
}
SINT_OF_SIZE = {
    1: np.dtype(np.int8),
    2: np.dtype(np.int16),
    4: np.dtype(np.int32),
    8: np.dtype(np.int64),
}


def _t(name: str, size: int, kind: str, dtype: type) -> PTXType:
    return PTXType(name, size, kind, np.dtype(dtype))


TYPES: dict[str, PTXType] = {
    t.name: t
    for t in [
        _t("s8", 1, "s", np.int8),
        _t("s16", 2, "s", np.int16),
        _t("s32", 4, "s", np.int32),
        _t("s64", 8, "s", np.int64),
        _t("u8", 1, "u", np.uint8),
        _t("u16", 2, "u", np.uint16),
        _t("u32", 4, "u", np.uint32),
        _t("u64", 8, "u", np.uint64),
        _t("b8", 1, "b", np.uint8),
        _t("b16", 2, "b", np.uint16),
        _t("b32", 4, "b", np.uint32),
        _t("b64", 8, "b", np.uint64),
        _t("f16", 2, "f", np.float16),
        _t("f32", 4, "f", np.float32),
        _t("f64", 8, "f", np.float64),
        _t("bf16", 2, "bf", np.uint16),
        _t("f16x2", 4, "x2", np.uint32),
        _t("bf16x2", 4, "x2", np.uint32),
        _t("u16x2", 4, "x2", np.uint32),
        _t("s16x2", 4, "x2", np.uint32),
        _t("tf32", 4, "b", np.uint32),
        _t("pred", 1, "pred", np.bool_),
    ]
}

# Declared-only types: the parser knows their sizes (they appear in parameter lists and variable
# declarations) even though no instruction of the emulator computes in them.
OPAQUE_SIZES = {
    "b128": 16,
    "e4m3": 1,
    "e5m2": 1,
    "e4m3x2": 2,
    "e5m2x2": 2,
    "texref": 8,
    "samplerref": 8,
    "surfref": 8,
}


def type_size(name: str) -> int | None:
    """Size in bytes of PTX type ``name`` (without the dot), or None if it is not a PTX type."""
    t = TYPES.get(name)
    if t is not None:
        return t.size
    return OPAQUE_SIZES.get(name)


def storage_dtype(t: PTXType) -> np.dtype:
    """The numpy dtype a register declared with type ``t`` is held in.

    Floats are held as floats so float code needs no reinterpretation; signed integers as signed
    so sign-dependent code reads naturally; everything else as unsigned bits.
    """
    return t.dtype
