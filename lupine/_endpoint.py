"""A server's address as LUPINE writes it: the one parser of the Python side, with the rules of
the C one (``lp_parse_endpoint``, native/common/protocol.c)."""

from __future__ import annotations

from ._protocol_tables import DEFAULT_PORT


def parse_endpoint(text: str, port: int | None = None) -> tuple[str, int]:
    """The (host, port) of ``text``: ``name:port``, ``a.b.c.d:port``, ``[v6]:port``, or a name
    or address alone (``name``, ``[v6]``, or a bare IPv6 address: two colons or more and no
    brackets), whose port is ``port``, else 14833. The host comes without brackets.

    Raises ``ValueError`` for no host, a ``[`` without its ``]``, something after ``]`` other
    than ``:port``, a port that is not a number in 1..65535, or a ``port`` argument with a text
    that names a port already.
    """
    if text.startswith("["):
        close = text.find("]")
        if close < 0:
            raise ValueError(f"host {text!r}: no ']' after the IPv6 address")
        host, rest = text[1:close], text[close + 1 :]
        if rest and not rest.startswith(":"):
            raise ValueError(f"host {text!r}: only ':PORT' may follow ']'")
        number = rest[1:] if rest else None
    elif text.count(":") == 1:
        host, number = text.split(":")
    else:
        host, number = text, None
    if not host:
        raise ValueError(f"host {text!r} names no machine")
    if number is not None and port is not None:
        raise ValueError(f"host {text!r} already names a port; do not pass port={port}")
    if number is None:
        number = str(port or DEFAULT_PORT)
    if not number.isdigit() or not 1 <= int(number) <= 65535:
        raise ValueError(f"host {text!r}: {number!r} is not a port (1 to 65535)")
    return host, int(number)


def format_endpoint(host: str, port: int) -> str:
    """``host:port``, an IPv6 address in brackets (``[::1]:14833``)."""
    return f"[{host}]:{port}" if ":" in host else f"{host}:{port}"
