"""The four kinds of crossing a row can certify (docs/interop.ipynb, "What’s certified today")."""

from __future__ import annotations

import enum


class Kind(enum.StrEnum):
    """What a row proves about one framework boundary, and how its check proves it.

    Typed, and usable as its name: ``Kind.ALIAS == "ALIAS"``, so ``row.kind in {"ALIAS": ...}``
    and ``table["ALIAS"]`` work where user code (the Interoperability page) compares names."""

    ALIAS = "ALIAS"
    COPY = "COPY"
    STREAM = "STREAM"
    HOST = "HOST"

    @property
    def meaning(self) -> str:
        """One sentence: what the kind promises and how a check proves it."""
        return _MEANINGS[self]


_MEANINGS = {
    Kind.ALIAS: "zero-copy: the kernel receives the caller's own device pointer (read back "
    "from the kernel itself), and the returned object shares storage with what the kernel "
    "wrote",
    Kind.COPY: "exactly one copy: host-device transfers and contiguous copies are counted by "
    "eagle's instrumentation (eagle.loaded.count_transfers), one upload per host input and one "
    "download per output, not assumed",
    Kind.STREAM: "ordered on the caller's stream without host synchronisation: the call is "
    "enqueued behind a long-running kernel on a non-default stream of the caller's framework, "
    "returns while that kernel still runs, and the result is correct once the stream is "
    "synchronised",
    Kind.HOST: "host arrays, blocking: the result is complete and correct when the call returns",
}
