"""Logic and bit manipulation (PTX ISA 9.7.7 and 9.7.8): and, or, xor, not, cnot, lop3, shl,
shr, shf, popc, clz, brev, bfind, bfe, bfi, bmsk, szext, prmt."""

from __future__ import annotations

import numpy as np

from .._decode import Ctx, Fn
from .._syntax import Imm
from .._types import TYPES, UINT_OF_SIZE, PTXType
from ._table import op
from .common import binary, ternary, unary

U32 = TYPES["u32"]


def _bit_type(ctx: Ctx, t: PTXType, allowed: tuple[str, ...]) -> PTXType:
    if t.name not in allowed:
        raise ctx.unsupported(f"type .{t.name}")
    return t


def _logic(ctx: Ctx, f) -> Fn:
    mods = ctx.mods()
    t = _bit_type(ctx, mods.types[0], ("pred", "b16", "b32", "b64"))
    return binary(ctx, t, f)


@op("and", modifiers="pred b16 b32 b64")
def _and(ctx: Ctx) -> Fn:
    return _logic(ctx, np.bitwise_and)


@op("or", modifiers="pred b16 b32 b64")
def _or(ctx: Ctx) -> Fn:
    return _logic(ctx, np.bitwise_or)


@op("xor", modifiers="pred b16 b32 b64")
def _xor(ctx: Ctx) -> Fn:
    return _logic(ctx, np.bitwise_xor)


@op("not", modifiers="pred b16 b32 b64")
def _not(ctx: Ctx) -> Fn:
    mods = ctx.mods()
    t = _bit_type(ctx, mods.types[0], ("pred", "b16", "b32", "b64"))
    return unary(ctx, t, np.invert)


@op("cnot", modifiers="b16 b32 b64")
def _cnot(ctx: Ctx) -> Fn:
    mods = ctx.mods()
    t = _bit_type(ctx, mods.types[0], ("b16", "b32", "b64"))
    return unary(ctx, t, lambda a: (np.asarray(a) == 0).astype(t.dtype))


@op("lop3", modifiers="b32 (immLut)")
def _lop3(ctx: Ctx) -> Fn:
    mods = ctx.mods()
    t = _bit_type(ctx, mods.types[0], ("b32",))
    d, a, b, c, lut = ctx.operands(5)

    if not isinstance(lut, Imm):
        raise ctx.malformed("immLut must be a constant")
    table = lut.value & 0xFF
    ra, rb, rc = ctx.read(a, t), ctx.read(b, t), ctx.read(c, t)
    w = ctx.write(d, t)

    def run(st, sel):
        x, y, z = ra(st, sel), rb(st, sel), rc(st, sel)
        # immLut bit i is the result for (a, b, c) bits (i>>2, i>>1, i) (0xF0, 0xCC, 0xAA)
        acc = np.zeros(np.broadcast(x, y, z).shape, np.uint32)
        for i in range(8):
            if table >> i & 1:
                term = (x if i & 4 else ~x) & (y if i & 2 else ~y) & (z if i & 1 else ~z)
                acc |= term
        w(st, sel, acc)

    return run


# -- shifts ---------------------------------------------------------------------------------
def shift_left(a, n, t: PTXType):
    """a << n with n (u32) >= width giving 0 (PTX clamps shift amounts to the width)."""
    bits = t.size * 8
    n = np.asarray(n, np.uint32)
    s = np.minimum(n, bits - 1).astype(t.dtype)
    return np.where(n >= bits, t.dtype.type(0), np.left_shift(a, s)).astype(t.dtype)


def shift_right(a, n, t: PTXType):
    """Logical (unsigned, bit) or arithmetic (signed) right shift with clamping."""
    bits = t.size * 8
    n = np.asarray(n, np.uint32)
    s = np.minimum(n, bits - 1).astype(t.dtype)
    r = np.right_shift(a, s)
    if t.signed:
        return r.astype(t.dtype)  # clamped to width-1: all sign bits, as the ISA says
    return np.where(n >= bits, t.dtype.type(0), r).astype(t.dtype)


def _constant_shift(ctx: Ctx, t: PTXType) -> bool:
    """True when the shift amount is an immediate below the width of ``t``: no clamping is
    needed, and numpy's shift (logical for unsigned, arithmetic for signed types) computes
    straight into the destination register."""
    n = ctx.inst.operands[2] if len(ctx.inst.operands) == 3 else None
    return isinstance(n, Imm) and 0 <= n.value < t.size * 8


@op("shl", modifiers="b16 b32 b64")
def _shl(ctx: Ctx) -> Fn:
    mods = ctx.mods()
    t = _bit_type(ctx, mods.types[0], ("b16", "b32", "b64"))
    if _constant_shift(ctx, t):
        return binary(ctx, t, np.left_shift)
    return binary(ctx, t, lambda a, n: shift_left(a, n, t), tb=U32)


@op("shr", modifiers="b16 b32 b64 u16 u32 u64 s16 s32 s64")
def _shr(ctx: Ctx) -> Fn:
    mods = ctx.mods()
    t = mods.types[0]
    if t.kind not in ("b", "u", "s") or t.size == 1:
        raise ctx.unsupported(f"type .{t.name}")
    if _constant_shift(ctx, t):
        return binary(ctx, t, np.right_shift)
    return binary(ctx, t, lambda a, n: shift_right(a, n, t), tb=U32)


def funnel(a, b, n, left: bool, clamp: bool):
    """shf: shift the 64-bit concatenation {b, a} and keep 32 bits."""
    n = np.asarray(n, np.uint32)
    n = np.minimum(n, 32) if clamp else n & np.uint32(31)
    cat = (np.asarray(b, np.uint32).astype(np.uint64) << np.uint64(32)) | np.asarray(
        a, np.uint32
    ).astype(np.uint64)
    n64 = n.astype(np.uint64)
    if left:
        return ((cat << n64) >> np.uint64(32)).astype(np.uint32)
    return (cat >> n64).astype(np.uint32)


@op("shf", modifiers="l r; clamp wrap; b32")
def _shf(ctx: Ctx) -> Fn:
    mods = ctx.mods({"l", "r", "clamp", "wrap"})
    t = _bit_type(ctx, mods.types[0], ("b32",))
    direction = mods.one_of(("l", "r"))
    mode = mods.one_of(("clamp", "wrap"))
    if direction is None or mode is None:
        raise ctx.malformed("shf needs .l or .r and .clamp or .wrap")
    left, clamp = direction == "l", mode == "clamp"
    return ternary(ctx, t, lambda a, b, n: funnel(a, b, n, left, clamp), types=(t, t, U32))


# -- counting -------------------------------------------------------------------------------
def bit_length(x, size: int) -> np.ndarray:
    """Number of significant bits of unsigned x (0 for 0)."""
    x = np.asarray(x)
    if size <= 4:
        return np.frexp(x.astype(np.float64))[1].astype(np.int64)
    u = x.view(np.uint64) if x.dtype.itemsize == 8 else x.astype(np.uint64)
    hi = u >> np.uint64(32)
    lo = u & np.uint64(0xFFFFFFFF)
    bh = np.frexp(hi.astype(np.float64))[1]
    bl = np.frexp(lo.astype(np.float64))[1]
    return np.where(hi > 0, bh + 32, bl).astype(np.int64)


@op("popc", modifiers="b32 b64")
def _popc(ctx: Ctx) -> Fn:
    mods = ctx.mods()
    t = _bit_type(ctx, mods.types[0], ("b32", "b64"))
    return unary(ctx, t, lambda a: np.bitwise_count(a).astype(np.uint32), out=U32)


@op("clz", modifiers="b32 b64")
def _clz(ctx: Ctx) -> Fn:
    mods = ctx.mods()
    t = _bit_type(ctx, mods.types[0], ("b32", "b64"))
    bits = t.size * 8
    return unary(ctx, t, lambda a: (bits - bit_length(a, t.size)).astype(np.uint32), out=U32)


_REV8 = np.array([int(f"{i:08b}"[::-1], 2) for i in range(256)], np.uint8)


def bit_reverse(a, t: PTXType) -> np.ndarray:
    a = np.ascontiguousarray(np.asarray(a, t.dtype))
    rev = _REV8[a.reshape(-1).view(np.uint8)].view(t.dtype).reshape(a.shape)
    return rev.byteswap()


@op("brev", modifiers="b32 b64")
def _brev(ctx: Ctx) -> Fn:
    mods = ctx.mods()
    t = _bit_type(ctx, mods.types[0], ("b32", "b64"))
    return unary(ctx, t, lambda a: bit_reverse(a, t))


@op("bfind", modifiers="shiftamt; u32 u64 s32 s64")
def _bfind(ctx: Ctx) -> Fn:
    mods = ctx.mods({"shiftamt"})
    t = _bit_type(ctx, mods.types[0], ("u32", "u64", "s32", "s64"))
    msb = t.size * 8 - 1
    shiftamt = "shiftamt" in mods
    u = UINT_OF_SIZE[t.size]

    def f(a):
        a = np.asarray(a, t.dtype)
        if t.signed:
            a = np.where(a < 0, ~a, a)
        pos = bit_length(a.view(u), t.size) - 1
        if shiftamt:
            pos = np.where(pos >= 0, msb - pos, -1)
        return pos.astype(np.int64).astype(np.uint32)

    return unary(ctx, t, f, out=U32)


# -- bit fields -----------------------------------------------------------------------------
def _mask(n, bits: int, u: np.dtype):
    """Low n bits set (n may be >= bits: all ones)."""
    n = np.asarray(n, np.int64)
    ones = u.type((1 << bits) - 1)
    small = np.left_shift(u.type(1), np.clip(n, 0, bits - 1).astype(u)) - u.type(1)
    return np.where(n >= bits, ones, small).astype(u)


def _field(pos, length, bits: int) -> tuple[np.ndarray, np.ndarray]:
    """Bit-field position and length as int64 lanes: the ISA's ``& 0xff`` for 32-bit
    operations; the whole unsigned 32-bit value for 64-bit ones (the hardware's behaviour,
    recorded on an H200: e.g. bfe.u64 with pos 256 gives 0, not the field at 0)."""
    p = np.asarray(pos, np.uint32).astype(np.int64)
    n = np.asarray(length, np.uint32).astype(np.int64)
    if bits == 32:
        return p & 0xFF, n & 0xFF
    return p, n


def bit_extract(a, pos, length, t: PTXType):
    """bfe (PTX ISA bfe semantics): bits [pos, pos+len) of a, sign-filled for .s types.
    Position and length are taken modulo 256 for 32-bit types, as the ISA says; for 64-bit
    types the H200 uses their whole 32-bit values (tests/ptx/data/ptx_gpu_record.npz)."""
    bits = t.size * 8
    msb = bits - 1
    u = UINT_OF_SIZE[t.size]
    pos, length = _field(pos, length, bits)
    ua = np.asarray(a, t.dtype).view(u)
    base = np.where(pos <= msb, np.right_shift(ua, np.minimum(pos, msb).astype(u)), u.type(0))
    nvalid = np.clip(np.minimum(length, msb + 1 - pos), 0, bits)
    m = _mask(nvalid, bits, u)
    out = base.astype(u) & m
    if t.signed:
        top = np.minimum(pos + length - 1, msb)
        sbit = (np.right_shift(ua, np.clip(top, 0, msb).astype(u)) & u.type(1)).astype(bool)
        sbit &= length != 0
        out = np.where(sbit, out | ~m, out).astype(u)
    return out.view(t.dtype)


@op("bfe", modifiers="u32 u64 s32 s64")
def _bfe(ctx: Ctx) -> Fn:
    mods = ctx.mods()
    t = _bit_type(ctx, mods.types[0], ("u32", "u64", "s32", "s64"))
    return ternary(ctx, t, lambda a, p, n: bit_extract(a, p, n, t), types=(t, U32, U32))


def bit_insert(a, b, pos, length, t: PTXType):
    """bfi: b with bits [pos, pos+len) replaced by the low bits of a (position and length
    as for ``bit_extract``)."""
    bits = t.size * 8
    msb = bits - 1
    u = UINT_OF_SIZE[t.size]
    pos, length = _field(pos, length, bits)
    ua = np.asarray(a, t.dtype).view(u)
    ub = np.asarray(b, t.dtype).view(u)
    nvalid = np.clip(np.minimum(length, msb + 1 - pos), 0, bits)
    sh = np.minimum(pos, msb).astype(u)
    m = np.left_shift(_mask(nvalid, bits, u), sh).astype(u)
    m = np.where(pos <= msb, m, u.type(0)).astype(u)
    out = (ub & ~m) | (np.left_shift(ua, sh).astype(u) & m)
    return np.asarray(out, u).view(t.dtype)


@op("bfi", modifiers="b32 b64")
def _bfi(ctx: Ctx) -> Fn:
    mods = ctx.mods()
    t = _bit_type(ctx, mods.types[0], ("b32", "b64"))
    d, a, b, c, e = ctx.operands(5)
    ra, rb, rc, re = ctx.read(a, t), ctx.read(b, t), ctx.read(c, U32), ctx.read(e, U32)
    w = ctx.write(d, t)

    def run(st, sel):
        w(st, sel, bit_insert(ra(st, sel), rb(st, sel), rc(st, sel), re(st, sel), t))

    return run


@op("bmsk", modifiers="clamp wrap; b32")
def _bmsk(ctx: Ctx) -> Fn:
    mods = ctx.mods({"clamp", "wrap"})
    t = _bit_type(ctx, mods.types[0], ("b32",))
    clamp = mods.one_of(("clamp", "wrap")) == "clamp"
    if mods.one_of(("clamp", "wrap")) is None:
        raise ctx.malformed("bmsk needs .clamp or .wrap")

    def f(a, b):
        # the ISA's bmsk pseudo-code, lane-wise in int64
        a = np.asarray(a, np.uint32).astype(np.int64)
        b = np.asarray(b, np.uint32).astype(np.int64)
        full = np.int64(0xFFFFFFFF)
        a1, b1 = a & 31, b & 31
        mask0 = (full << a1) & full
        total = a1 + b1
        mask1 = np.where(total >= 32, 0, (full << np.minimum(total, 31)) & full)
        overflow = total >= 32
        if clamp:
            mask0 = np.where(a >= 32, 0, mask0)
            overflow = overflow | (a >= 32) | (b >= 32)
        mask1 = np.where(overflow, 0, np.where(b1 == 0, full, mask1))
        return (mask0 & ~mask1 & full).astype(np.uint32)

    return binary(ctx, t, f, tb=U32)


@op("szext", modifiers="clamp wrap; u32 s32")
def _szext(ctx: Ctx) -> Fn:
    mods = ctx.mods({"clamp", "wrap"})
    t = _bit_type(ctx, mods.types[0], ("u32", "s32"))
    mode = mods.one_of(("clamp", "wrap"))
    if mode is None:
        raise ctx.malformed("szext needs .clamp or .wrap")

    def f(a, b):
        a = np.asarray(a, t.dtype).view(np.uint32).astype(np.int64)
        b = np.asarray(b, np.uint32).astype(np.int64)
        b1 = b & 31
        too_large = (b >= 32) & (mode == "clamp")
        full = np.int64(0xFFFFFFFF)
        mask = np.where(too_large, 0, (full << b1) & full)
        sign = (~too_large) & (b1 != 0) & t.signed & (((a >> ((b1 - 1) & 31)) & 1) == 1)
        return ((a & ~mask & full) | np.where(sign, mask, 0)).astype(np.uint32).view(t.dtype)

    return binary(ctx, t, f, tb=U32)


# -- prmt -----------------------------------------------------------------------------------
# Byte indices (for result bytes 0..3) of the special prmt modes, by the two low bits of c.
_PRMT_MODES = {
    "f4e": [(0, 1, 2, 3), (1, 2, 3, 4), (2, 3, 4, 5), (3, 4, 5, 6)],
    "b4e": [(0, 7, 6, 5), (1, 0, 7, 6), (2, 1, 0, 7), (3, 2, 1, 0)],
    "rc8": [(0, 0, 0, 0), (1, 1, 1, 1), (2, 2, 2, 2), (3, 3, 3, 3)],
    "ecl": [(0, 1, 2, 3), (1, 1, 2, 3), (2, 2, 2, 3), (3, 3, 3, 3)],
    "ecr": [(0, 0, 0, 0), (0, 1, 1, 1), (0, 1, 2, 2), (0, 1, 2, 3)],
    "rc16": [(0, 1, 0, 1), (2, 3, 2, 3), (0, 1, 0, 1), (2, 3, 2, 3)],
}


def permute(a, b, c, mode: str | None) -> np.ndarray:
    """prmt.b32: pick bytes of the 8-byte value {b, a}."""
    a = np.asarray(a, np.uint32)
    b = np.asarray(b, np.uint32)
    c = np.asarray(c, np.uint32)
    cat = (b.astype(np.uint64) << np.uint64(32)) | a.astype(np.uint64)
    out = np.zeros(np.broadcast(a, b, c).shape, np.uint32)
    if mode is None:
        for k in range(4):
            sel = (c >> np.uint32(4 * k)) & np.uint32(0xF)
            byte = (cat >> ((sel & np.uint32(7)).astype(np.uint64) * np.uint64(8))) & np.uint64(
                0xFF
            )
            byte = byte.astype(np.uint32)
            sign = (sel & np.uint32(8)) != 0
            byte = np.where(sign, np.where(byte & np.uint32(0x80), np.uint32(0xFF), 0), byte)
            out |= byte.astype(np.uint32) << np.uint32(8 * k)
        return out
    table = np.array(_PRMT_MODES[mode], np.uint64)  # [ctl, result byte] -> source byte
    ctl = (c & np.uint32(3)).astype(np.intp)
    for k in range(4):
        src = table[ctl, k]
        byte = (cat >> (src * np.uint64(8))) & np.uint64(0xFF)
        out |= byte.astype(np.uint32) << np.uint32(8 * k)
    return out


@op("prmt", modifiers="b32; f4e b4e rc8 ecl ecr rc16")
def _prmt(ctx: Ctx) -> Fn:
    mods = ctx.mods(set(_PRMT_MODES))
    t = _bit_type(ctx, mods.types[0], ("b32",))
    mode = mods.one_of(tuple(_PRMT_MODES))
    return ternary(ctx, t, lambda a, b, c: permute(a, b, c, mode), types=(t, t, U32))
