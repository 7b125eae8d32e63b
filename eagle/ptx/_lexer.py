"""PTX tokens (PTX ISA section 4, "Syntax").

A *word* is an identifier together with its dotted suffixes: ``ld.global.nc.f32``, ``%tid.x``,
``.reg``, ``.shared::cta``. Splitting words into an opcode and its modifiers is the parser's job.
"""

from __future__ import annotations

import re
import struct
from dataclasses import dataclass

from ._errors import PTXSyntaxError

_TOKEN = re.compile(
    r"""
  (?P<ws>[ \t\r\f\v]+)
| (?P<nl>\n)
| (?P<lcomment>//[^\n]*)
| (?P<bcomment>/\*.*?\*/)
| (?P<string>"(?:[^"\\\n]|\\.)*")
| (?P<fhex>0[fF][0-9a-fA-F]{8}(?![\w$]))
| (?P<dhex>0[dD][0-9a-fA-F]{16}(?![\w$]))
| (?P<float>(?:\d+\.\d*(?:[eE][+-]?\d+)?|\d+[eE][+-]?\d+)(?![\w$.]))
| (?P<int>(?:0[xX][0-9a-fA-F]+|0[bB][01]+|\d+)U?(?![\w$]))
| (?P<word>[.%]?[A-Za-z_$][\w$]*(?:(?:\.|::)[\w$]+)*)
| (?P<punct>[{}()\[\],;:<>+\-!|@=*/&~^?%])
""",
    re.X | re.S,
)


@dataclass(frozen=True)
class Token:
    """One token. ``kind`` is ``word``, ``int``, ``float``, ``string``, ``punct`` or ``eof``.

    ``value`` holds the integer (64-bit two's complement pattern, as a Python int) for ``int``;
    for ``float`` a ``(width, bits)`` pair: ``(32, bits)`` for ``0f...``, ``(64, bits)`` for
    ``0d...`` and for decimal literals (which PTX reads as double precision).
    """

    kind: str
    text: str
    line: int
    col: int
    value: object = None


def _int_value(text: str) -> int:
    body = text[:-1] if text.endswith("U") else text
    if body[:2] in ("0x", "0X"):
        v = int(body[2:], 16)
    elif body[:2] in ("0b", "0B"):
        v = int(body[2:], 2)
    elif len(body) > 1 and body[0] == "0":
        v = int(body, 8)
    else:
        v = int(body)
    return v


def tokenize(text: str, filename: str = "<ptx>") -> list[Token]:
    """Split PTX source into tokens, dropping whitespace and comments.

    Raises PTXSyntaxError (``file:line:col``) on a character that starts no token, on an
    unterminated comment or string, and on an octal literal with digits 8 or 9.
    """
    out: list[Token] = []
    pos = 0
    line = 1
    line_start = 0
    n = len(text)
    match = _TOKEN.match
    while pos < n:
        m = match(text, pos)
        col = pos - line_start + 1
        if m is None:
            ch = text[pos]
            if text.startswith("/*", pos):
                raise PTXSyntaxError("unterminated /* comment", filename, line, col)
            if ch == '"':
                raise PTXSyntaxError("unterminated string", filename, line, col)
            raise PTXSyntaxError(f"unexpected character {ch!r}", filename, line, col)
        kind = m.lastgroup
        s = m.group()
        if kind == "nl":
            line += 1
            line_start = m.end()
        elif kind == "bcomment":
            k = s.count("\n")
            if k:
                line += k
                line_start = pos + s.rfind("\n") + 1
        elif kind in ("ws", "lcomment"):
            pass
        elif kind == "int":
            try:
                v = _int_value(s)
            except ValueError:
                raise PTXSyntaxError(
                    f"malformed integer literal {s!r}", filename, line, col
                ) from None
            if v >= 1 << 64:
                raise PTXSyntaxError(
                    f"integer literal {s!r} does not fit in 64 bits", filename, line, col
                )
            out.append(Token("int", s, line, col, v))
        elif kind == "fhex":
            out.append(Token("float", s, line, col, (32, int(s[2:], 16))))
        elif kind == "dhex":
            out.append(Token("float", s, line, col, (64, int(s[2:], 16))))
        elif kind == "float":
            bits = struct.unpack("<Q", struct.pack("<d", float(s)))[0]
            out.append(Token("float", s, line, col, (64, bits)))
        else:
            assert kind is not None
            out.append(Token(kind, s, line, col))
        pos = m.end()
    out.append(Token("eof", "", line, pos - line_start + 1))
    return out
