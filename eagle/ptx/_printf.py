"""Device printf on the host emulator: calls of ``vprintf`` (issue 12, item 4).

nvcc compiles ``printf(fmt, ...)`` into ``call vprintf, (fmt, args)``: ``fmt`` is the generic
address of the format string, ``args`` the generic address of a buffer holding the arguments
one after another, each aligned to its size, with C's default argument promotions applied
(``float`` as ``double``, integers narrower than ``int`` as ``int``). The result is the number
of arguments the format consumed (CUDA C++ Programming Guide, "Formatted Output").

Output goes to ``sys.stdout`` when the call runs. CUDA prints a kernel's output when the
kernel ends and leaves the order between threads undefined; here each call prints its lanes in
lane order (a thread's own calls in program order, as CUDA guarantees).
"""

from __future__ import annotations

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
            out.append(float.hex(v) if conv in "aA" else (spec + conv) % v)
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
