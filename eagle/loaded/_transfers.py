"""Counting host↔device transfers, so that "one copy each way" is measured, not assumed.

Every upload and download eagle makes goes through :func:`upload`/:func:`download` in
:mod:`eagle.loaded._cuda`, which bump these counters. raptor's COPY checks read them.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass


@dataclass
class TransferCount:
    """Transfers seen: ``uploads`` (host → device) and ``downloads`` (device → host), with
    their total bytes, and ``contiguous_copies``: copies eagle made of a non-contiguous or
    negative-stride array (on the host or on the device) to hand the kernel a C-contiguous
    buffer, including the copy back of an updated ``inout`` array."""

    uploads: int = 0
    downloads: int = 0
    upload_bytes: int = 0
    download_bytes: int = 0
    contiguous_copies: int = 0


_lock = threading.Lock()
_active: list[TransferCount] = []


def record(direction: str, nbytes: int) -> None:
    if not _active:
        return
    with _lock:
        for c in _active:
            if direction == "upload":
                c.uploads += 1
                c.upload_bytes += nbytes
            elif direction == "contiguous":
                c.contiguous_copies += 1
            else:
                c.downloads += 1
                c.download_bytes += nbytes


@contextmanager
def count_transfers() -> Iterator[TransferCount]:
    """Count the host↔device transfers eagle makes inside the ``with`` block (all threads)."""
    c = TransferCount()
    with _lock:
        _active.append(c)
    try:
        yield c
    finally:
        with _lock:
            _active.remove(c)
