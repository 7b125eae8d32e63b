"""Device printf on the host emulator: calls of ``vprintf``.

nvcc compiles ``printf(fmt, ...)`` into ``call vprintf, (fmt, args)``: ``fmt`` is the generic
address of the format string, ``args`` the generic address of a buffer holding the arguments
one after another, each aligned to its size, with C's default argument promotions applied
(``float`` as ``double``, integers narrower than ``int`` as ``int``). The result is the number
of arguments the format consumed (CUDA C++ Programming Guide, "Formatted Output"). Doubles are
written as the C library writes them: %a/%A in hex (rounded to a precision, ties to even),
"-nan" when a NaN's sign bit is set, infinities and NaNs padded with spaces only.

Output goes to ``sys.stdout`` when the call runs. CUDA prints a kernel's output when the
kernel ends and leaves the order between threads undefined; here each call prints its lanes in
lane order (a thread's own calls in program order, as CUDA guarantees).
"""

from __future__ import annotations

import math
import re
import sys
from typing import Any

import numpy as np

from ._state import sel_indices

# %[flags][width][.precision][length]conversion (C11 7.21.6.1)
_SPEC = re.compile(
    r"%(?P<flags>[-+ #0]*)(?P<width>\*|\d+)?(?:\.(?P<prec>\*|\d*))?"
    r"(?P<length>hh|h|ll|l|z|j|t|L)?(?P<conv>[diouxXeEfFgGaAcspn%])"
)
MAX_STRING = 4096

_U8 = np.dtype(np.uint8)
_U64 = np.dtype(np.uint64)


def _read(st: Any, addr: int, dtype: np.dtype, lane: int, inst: Any) -> Any:
    sel = np.array([lane], dtype=np.intp)
    return st.generic(np.array([addr], dtype=np.uint64), dtype, sel, inst)[0]


def _string(st: Any, addr: int, lane: int, inst: Any) -> str:
    if addr == 0:
        return "(null)"
    out = bytearray()
    while len(out) < MAX_STRING:
        b = int(_read(st, addr + len(out), _U8, lane, inst))
        if b == 0:
            break
        out.append(b)
    return out.decode("utf-8", "replace")


class _Args:
    """The packed argument buffer of one lane, read in order."""

    def __init__(self, st: Any, addr: int, lane: int, inst: Any):
        self.st, self.addr, self.lane, self.inst = st, addr, lane, inst
        self.off = 0
        self.count = 0

    def take(self, dtype: Any) -> Any:
        dt = np.dtype(dtype)
        self.off = -(-self.off // dt.itemsize) * dt.itemsize
        value = _read(self.st, self.addr + self.off, dt, self.lane, self.inst)
        self.off += dt.itemsize
        self.count += 1
        return value


def _pad(sign: str, prefix: str, body: str, flags: str, width: str | None, zeros: bool) -> str:
    """Sign, prefix ("0x") and digits padded to ``width`` as C does: spaces on the left, on
    the right with ``-``, or zeros between prefix and digits with ``0`` (finite values only)."""
    n = int(width) if width else 0
    fill = n - len(sign) - len(prefix) - len(body)
    if fill <= 0:
        return sign + prefix + body
    if "-" in flags:
        return sign + prefix + body + " " * fill
    if zeros and "0" in flags:
        return sign + prefix + "0" * fill + body
    return " " * fill + sign + prefix + body


def _hex_digits(v: float, prec: str | None, alt: bool) -> tuple[str, int]:
    """C's %a digits of ``|v|`` (finite): "1.8" and the binary exponent for 1.5; the
    fraction rounded to ``prec`` hex digits (to nearest, ties to even; the leading digit may
    become 2), else without trailing zeros; subnormals as 0.xxx with exponent -1022."""
    if v == 0:
        lead, frac, exp = 0, 0, 0
    else:
        mant, exp = math.frexp(abs(v))  # abs(v) = mant * 2**exp, 0.5 <= mant < 1
        bits = int(mant * (1 << 53))  # 53 significant bits, exact
        exp -= 1
        if exp < -1022:  # subnormal: C prints it unnormalised, as 0x0.xxxp-1022
            bits >>= -1022 - exp
            exp = -1022
        lead, frac = bits >> 52, bits & ((1 << 52) - 1)
    if prec is None:
        digits = f"{frac:013x}".rstrip("0")
    else:
        keep = int(prec or 0)
        if keep < 13:
            drop = 4 * (13 - keep)
            q, r = divmod((lead << 52) | frac, 1 << drop)  # the leading digit takes part
            half = 1 << (drop - 1)
            if r > half or (r == half and q & 1):
                q += 1  # a carry may reach the leading digit: 0x1.f8p+0 -> 0x2.0p+0
            lead, q = q >> (4 * keep), q & ((1 << (4 * keep)) - 1)
            digits = f"{q:0{keep}x}" if keep else ""
        else:
            digits = f"{frac:013x}" + "0" * (keep - 13)
    return f"{lead}" + ("." + digits if digits or alt else ""), exp


def _c_float(v: float, flags: str, width: str | None, prec: str | None, conv: str) -> str:
    """A double as C's printf writes it with %e %f %g %a (and upper case): Python's
    %-formatting for finite e/f/g (it follows C there), C's forms for the rest: "-nan" when
    the sign bit is set, infinities and NaNs padded with spaces only, %a as 0x1.8p+0."""
    sign = (
        "-" if math.copysign(1.0, v) < 0 else "+" if "+" in flags else " " if " " in flags else ""
    )
    if not math.isfinite(v):
        body = "nan" if math.isnan(v) else "inf"
        return _pad(sign, "", body.upper() if conv.isupper() else body, flags, width, False)
    if conv in "aA":
        digits, exp = _hex_digits(v, prec, "#" in flags)
        text = f"{digits}p{exp:+d}"
        prefix = "0x"
        if conv == "A":
            text, prefix = text.upper(), "0X"
        return _pad(sign, prefix, text, flags, width, True)
    spec = "%" + flags + (width or "") + ("." + prec if prec is not None else "")
    return (spec + conv) % v


def format_c(fmt: str, args: _Args, string: Any) -> str:
    """``fmt`` with its conversions filled from ``args`` as C's printf does."""
    out: list[str] = []
    pos = 0
    for m in _SPEC.finditer(fmt):
        out.append(fmt[pos : m.start()])
        pos = m.end()
        conv, length = m["conv"], m["length"] or ""
        if conv == "%":
            out.append("%")
            continue
        width, prec = m["width"], m["prec"]
        if width == "*":
            width = str(int(args.take(np.int32)))
        if prec == "*":
            prec = str(int(args.take(np.int32)))
        spec = "%" + m["flags"] + (width or "") + ("." + prec if prec is not None else "")
        wide = length in ("l", "ll", "z", "j", "t")
        if conv in "di":
            v = int(args.take(np.int64 if wide else np.int32))
            out.append((spec + "d") % v)
        elif conv in "ouxX":
            v = int(args.take(np.uint64 if wide else np.uint32))
            out.append((spec + conv.replace("u", "d")) % v)
        elif conv in "eEfFgGaA":
            v = float(args.take(np.float64))
            out.append(_c_float(v, m["flags"], width, prec, conv))
        elif conv == "c":
            out.append((spec + "c") % chr(int(args.take(np.int32)) & 0xFF))
        elif conv == "s":
            out.append((spec + "s") % string(int(args.take(np.uint64))))
        elif conv == "p":
            out.append(hex(int(args.take(np.uint64))))
        else:  # %n writes through a pointer: CUDA does not support it either
            args.take(np.uint64)
    out.append(fmt[pos:])
    return "".join(out)


def vprintf_step(fmt_off: int, args_off: int, ret_off: int | None, inst: Any):
    """The step of ``call (ret), vprintf, (fmt, args)``: the caller's ``.param`` variables
    are local memory at the given offsets (see the inliner's ``_inline_call``)."""

    def run(st: Any, sel: Any) -> None:
        lanes = sel_indices(sel)
        fmts = st.load_space("local", fmt_off, _U64, sel, inst)
        argv = st.load_space("local", args_off, _U64, sel, inst)
        counts = np.zeros(len(lanes), np.int32)
        for k, lane in enumerate(lanes):
            lane = int(lane)
            args = _Args(st, int(argv[k]), lane, inst)
            text = format_c(
                _string(st, int(fmts[k]), lane, inst),
                args,
                lambda a, lane=lane: _string(st, a, lane, inst),
            )
            sys.stdout.write(text)
            counts[k] = args.count
        sys.stdout.flush()
        if ret_off is not None:
            st.store_space("local", ret_off, counts, np.dtype(np.int32), sel, inst)

    return run
