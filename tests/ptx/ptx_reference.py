"""Independent per-element Python references for the instruction cases of ``ptx_cases``:
Python integers for integer semantics (the ISA pseudo-code transcribed), exact rationals and
an explicit binary-format rounding routine for floating point. Nothing here calls the
emulator's code."""

from __future__ import annotations

import math
import struct
from fractions import Fraction

import numpy as np

# binary formats: (precision p, minimum normal exponent, maximum exponent, total bits)
FORMATS = {
    "f16": (11, -14, 15, 16),
    "bf16": (8, -126, 127, 16),
    "f32": (24, -126, 127, 32),
    "f64": (53, -1022, 1023, 64),
}


def bits_of(t: str, x: float) -> int:
    if t == "f64":
        return struct.unpack("<Q", struct.pack("<d", x))[0]
    if t == "f32":
        return struct.unpack("<I", struct.pack("<f", x))[0]
    if t == "f16":
        return int(np.array(x, np.float64).astype(np.float16).view(np.uint16))
    return struct.unpack("<I", struct.pack("<f", x))[0] >> 16  # bf16 from an exact f32 value


def value_of(t: str, b: int) -> float:
    if t == "f64":
        return struct.unpack("<d", struct.pack("<Q", b))[0]
    if t == "f32":
        return struct.unpack("<f", struct.pack("<I", b))[0]
    if t == "f16":
        return float(np.array(b, np.uint16).view(np.float16))
    return struct.unpack("<f", struct.pack("<I", b << 16))[0]


def round_to(x: Fraction, t: str, mode: str) -> float:
    """The float of format ``t`` nearest to ``x`` in rounding mode rn/rz/rm/rp (IEEE 754),
    including subnormals and overflow."""
    p, emin, emax, _ = FORMATS[t]
    if x == 0:
        return 0.0
    sign = -1 if x < 0 else 1
    a = abs(x)
    e = a.numerator.bit_length() - a.denominator.bit_length()
    if Fraction(2) ** e > a:
        e -= 1
    e = max(e, emin)
    quantum = Fraction(2) ** (e - p + 1)
    q, r = divmod(a, quantum)
    q = int(q)
    if r:
        if mode == "rn":
            half = quantum / 2
            if r > half or (r == half and q % 2 == 1):
                q += 1
        elif (mode == "rp" and sign > 0) or (mode == "rm" and sign < 0):
            q += 1
    v = q * quantum
    big = (2 - Fraction(2) ** (1 - p)) * Fraction(2) ** emax
    if v > big:
        if mode == "rn" or (mode == "rp" and sign > 0) or (mode == "rm" and sign < 0):
            return sign * math.inf
        v = big
    return math.copysign(float(v), sign)


def flush(t: str, x: float) -> float:
    emin = FORMATS[t][1]
    if math.isfinite(x) and x != 0 and abs(x) < 2.0**emin:
        return math.copysign(0.0, x)
    return x


def sqrt_exact_round(x: float, t: str, mode: str) -> float:
    if x == 0 or not math.isfinite(x) or x < 0:
        return math.sqrt(x) if x >= 0 or math.isnan(x) else math.nan
    f = Fraction(x)
    k = 1200
    scaled = f * Fraction(2) ** (2 * k)
    n = scaled.numerator // scaled.denominator
    s = math.isqrt(n)
    exact = s * s == n and scaled.denominator == 1
    v = Fraction(s, 2**k)
    if not exact:
        v += Fraction(1, 2 ** (k + 1))
    return round_to(v, t, mode)


# -- integer helpers ------------------------------------------------------------------------
def width(t: str) -> int:
    return int(t[1:]) if t[0] in "sub" else 32


def wrap(v: int, t: str) -> int:
    bits = width(t)
    v &= (1 << bits) - 1
    if t[0] == "s" and v >> (bits - 1):
        v -= 1 << bits
    return v


def u(v: int, bits: int) -> int:
    return v & ((1 << bits) - 1)


def clamp(v: int, t: str) -> int:
    bits = width(t)
    lo = -(1 << (bits - 1)) if t[0] == "s" else 0
    hi = (1 << (bits - 1)) - 1 if t[0] == "s" else (1 << bits) - 1
    return min(max(v, lo), hi)


def int_div(a: int, b: int, t: str, rem: bool) -> int:
    """Truncating division; INT_MIN / -1 wraps. Division by zero (undefined in the ISA) gives
    all ones for quotient and remainder alike on an H200 (tests/ptx/data/ptx_gpu_record.npz)."""
    if b == 0:
        return wrap(-1, t)
    q = abs(a) // abs(b)
    if (a < 0) != (b < 0):
        q = -q
    if rem:
        return wrap(a - q * b, t)
    return wrap(q, t)


def bfe(a: int, pos: int, ln: int, t: str) -> int:
    """The ISA's pseudo-code; position and length are taken modulo 256 for 32-bit types only
    (an H200 uses the whole 32-bit values for 64-bit types)."""
    msb = width(t) - 1
    if msb == 31:
        pos &= 0xFF
        ln &= 0xFF
    au = u(a, msb + 1)
    sbit = 0 if t[0] == "u" or ln == 0 else (au >> min(pos + ln - 1, msb)) & 1
    d = 0
    for i in range(msb + 1):
        bit = (au >> (pos + i)) & 1 if (i < ln and pos + i <= msb) else sbit
        d |= bit << i
    return wrap(d, t)


def bfi(a: int, b: int, pos: int, ln: int, t: str) -> int:
    """As ``bfe``: position and length modulo 256 for .b32 only."""
    msb = width(t) - 1
    if msb == 31:
        pos &= 0xFF
        ln &= 0xFF
    f = u(b, msb + 1)
    au = u(a, msb + 1)
    i = 0
    while i < ln and pos + i <= msb:
        f = (f & ~(1 << (pos + i))) | (((au >> i) & 1) << (pos + i))
        i += 1
    return f


def bfind(a: int, t: str, shiftamt: bool) -> int:
    msb = width(t) - 1
    if t[0] == "s" and a < 0:
        a = ~a
    a = u(a, msb + 1)
    d = 0xFFFFFFFF
    for i in range(msb, -1, -1):
        if a >> i & 1:
            d = i
            break
    if shiftamt and d != 0xFFFFFFFF:
        d = msb - d
    return d


def prmt(a: int, b: int, c: int, mode: str | None) -> int:
    tmp = (u(b, 32) << 32) | u(a, 32)
    tables = {
        "f4e": [(3, 2, 1, 0), (4, 3, 2, 1), (5, 4, 3, 2), (6, 5, 4, 3)],
        "b4e": [(5, 6, 7, 0), (6, 7, 0, 1), (7, 0, 1, 2), (0, 1, 2, 3)],
        "rc8": [(0, 0, 0, 0), (1, 1, 1, 1), (2, 2, 2, 2), (3, 3, 3, 3)],
        "ecl": [(3, 2, 1, 0), (3, 2, 1, 1), (3, 2, 2, 2), (3, 3, 3, 3)],
        "ecr": [(0, 0, 0, 0), (1, 1, 1, 0), (2, 2, 1, 0), (3, 2, 1, 0)],
        "rc16": [(1, 0, 1, 0), (3, 2, 3, 2), (1, 0, 1, 0), (3, 2, 3, 2)],
    }  # result bytes listed most significant first, as in the ISA's table
    out = 0
    for k in range(4):
        if mode is None:
            sel = (c >> (4 * k)) & 0xF
            byte = (tmp >> (8 * (sel & 7))) & 0xFF
            if sel & 8:
                byte = 0xFF if byte & 0x80 else 0
        else:
            src = tables[mode][c & 3][3 - k]
            byte = (tmp >> (8 * src)) & 0xFF
        out |= byte << (8 * k)
    return out


def shf(a: int, b: int, c: int, left: bool, clamp_: bool) -> int:
    n = min(u(c, 32), 32) if clamp_ else c & 31
    a, b = u(a, 32), u(b, 32)
    if left:
        return u((b << n) | (a >> (32 - n)), 32)
    return u((b << (32 - n)) | (a >> n), 32)


def bmsk(a: int, b: int, clamp_: bool) -> int:
    a, b = u(a, 32), u(b, 32)
    a1 = a & 0x1F
    mask0 = u(0xFFFFFFFF << a1, 32)
    b1 = b & 0x1F
    s = a1 + b1
    mask1 = u(0xFFFFFFFF << s, 32) if s < 32 else 0
    over = s >= 32
    pos_over = width_over = False
    if clamp_:
        if a >= 32:
            pos_over = True
            mask0 = 0
        if b >= 32:
            width_over = True
    if over or pos_over or width_over:
        mask1 = 0
    elif b1 == 0:
        mask1 = 0xFFFFFFFF
    return mask0 & ~mask1 & 0xFFFFFFFF


def szext(a: int, b: int, clamp_: bool, signed: bool) -> int:
    a, b = u(a, 32), u(b, 32)
    b1 = b & 0x1F
    too_large = b >= 32 and clamp_
    mask = 0 if too_large else u(0xFFFFFFFF << b1, 32)
    sign_pos = (b1 - 1) & 0x1F
    sign_bit = not (b1 == 0 or too_large or not signed) and bool((a >> sign_pos) & 1)
    return (a & ~mask & 0xFFFFFFFF) | (mask if sign_bit else 0)


def sbytes(x: int, n: int, w: int, signed: bool) -> list[int]:
    out = []
    for k in range(n):
        v = (u(x, 32) >> (w * k)) & ((1 << w) - 1)
        if signed and v >> (w - 1):
            v -= 1 << w
        out.append(v)
    return out


def i24(x: int, signed: bool) -> int:
    v = u(x, 32) & 0xFFFFFF
    if signed and v >> 23:
        v -= 1 << 24
    return v


def fminmax(a: float, b: float, which: str, nan_prop: bool, t: str) -> float | str:
    if math.isnan(a) or math.isnan(b):
        if nan_prop or (math.isnan(a) and math.isnan(b)):
            return "canonical-nan"
        return b if math.isnan(a) else a
    if a == b:
        neg = math.copysign(1, a) < 0, math.copysign(1, b) < 0
        if which == "min":
            return a if neg[0] else b
        return a if not neg[0] else b
    return min(a, b) if which == "min" else max(a, b)


def float_to_int(x: float, rnd: str, t: str, src: str = "f32") -> int:
    if math.isnan(x):
        # measured on an H200 (fixtures/corpus cvt_float_int, tests/ptx/data): the ISA's 0
        # only from f32 to 32-bit and narrower integers; the destination's sign-bit pattern
        # from f64 to any integer and from anything to 64-bit integers
        bits = width(t)
        if bits == 64 or src == "f64":
            return wrap(1 << (bits - 1), t)
        return 0
    if math.isinf(x):
        return clamp(int(math.copysign(1, x)) * (1 << 70), t)
    f = Fraction(x)
    if rnd == "rzi":
        v = math.trunc(f)
    elif rnd == "rmi":
        v = math.floor(f)
    elif rnd == "rpi":
        v = math.ceil(f)
    else:
        v = round(f)  # Fraction rounds half to even
    return clamp(v, t)


def round_integral(x: float, rnd: str) -> float:
    if not math.isfinite(x):
        return x
    f = Fraction(x)
    v = {"rzi": math.trunc, "rmi": math.floor, "rpi": math.ceil, "rni": round}[rnd](f)
    return math.copysign(float(v), x) if v == 0 else float(v)
