"""The host emulator's device memory: a sparse 64-bit address space of byte regions.

Regions are either allocated (``alloc``: numpy-owned bytes) or registered (``register``: the
bytes of a caller's C-contiguous array, zero-copy, so kernel stores land in that array).
Addresses start at 2**40, are 256-byte aligned (as ``cuMemAlloc`` guarantees) and are never
reused, with a gap after each region, so a stale or slightly out-of-bounds pointer faults
instead of landing in a neighbour.
"""

from __future__ import annotations

import bisect
from dataclasses import dataclass, field

import numpy as np

GLOBAL_BASE = 1 << 40
GLOBAL_LIMIT = 1 << 47
# Generic-address windows of the per-block and per-thread state spaces (PTX ISA 5.1.
# "Generic addressing"): below GLOBAL_BASE, so a generic address says which space it is in.
SHARED_WINDOW = 0x10_0000_0000
LOCAL_WINDOW = 0x20_0000_0000
PARAM_WINDOW = 0x30_0000_0000
WINDOW_SIZE = 1 << 32
_GAP = 4096


@dataclass
class Region:
    """One contiguous range of device memory. ``data`` is a uint8 array over its bytes."""

    base: int
    nbytes: int
    data: np.ndarray
    registered: bool
    owner: object = None
    _typed: dict[np.dtype, np.ndarray] = field(default_factory=dict)

    @property
    def end(self) -> int:
        return self.base + self.nbytes

    def typed(self, dtype: np.dtype) -> np.ndarray:
        """The region viewed as ``dtype`` elements (the largest whole prefix)."""
        v = self._typed.get(dtype)
        if v is None:
            k = self.nbytes // dtype.itemsize
            v = self.data[: k * dtype.itemsize].view(dtype)
            self._typed[dtype] = v
        return v


class DeviceMemory:
    """Device memory of the host emulator.

    ``alloc(nbytes, align=256) -> int`` returns the address of ``nbytes`` zeroed bytes;
    ``free(addr)`` releases an allocation (or a registration); ``view(addr, nbytes)`` returns a
    writable uint8 numpy view of bytes inside one region; ``register(array) -> int`` maps a
    C-contiguous numpy array's bytes into the address space without copying.
    Addresses are Python ints in ``[2**40, 2**47)``; 0 (NULL) is never a valid address.
    """

    def __init__(self) -> None:
        self._bases: list[int] = []
        self._regions: list[Region] = []
        self._next = GLOBAL_BASE
        self._bases_array: np.ndarray | None = None

    # -- allocation ----------------------------------------------------------------------------
    def _place(self, nbytes: int, align: int) -> int:
        if align <= 0 or align & (align - 1):
            raise ValueError(f"alignment must be a power of two, not {align}")
        align = max(align, 256)
        base = (self._next + align - 1) & ~(align - 1)
        if base + nbytes > GLOBAL_LIMIT:
            raise MemoryError("the emulator's device address space is exhausted")
        self._next = base + max(nbytes, 1) + _GAP
        return base

    def _insert(self, region: Region) -> None:
        i = bisect.bisect_left(self._bases, region.base)
        self._bases.insert(i, region.base)
        self._regions.insert(i, region)
        self._bases_array = None

    def alloc(self, nbytes: int, align: int = 256) -> int:
        """Allocate ``nbytes`` zero-filled bytes; return their device address (int).

        Raises ValueError for a negative size or a non-power-of-two ``align``.
        """
        nbytes = int(nbytes)
        if nbytes < 0:
            raise ValueError(f"cannot allocate {nbytes} bytes")
        base = self._place(nbytes, align)
        self._insert(Region(base, nbytes, np.zeros(nbytes, np.uint8), registered=False))
        return base

    def register(self, array: np.ndarray) -> int:
        """Map a C-contiguous numpy array's bytes into device memory, zero-copy; return the
        address of its first byte. Kernel stores write into ``array``. A read-only array may
        be registered; a store into it faults. Unregister with ``free(addr)``.

        Raises TypeError for a non-ndarray, ValueError for a non-C-contiguous array.
        """
        if not isinstance(array, np.ndarray):
            raise TypeError(f"register() takes a numpy.ndarray, not {type(array).__name__}")
        if not array.flags.c_contiguous:
            raise ValueError("register() needs a C-contiguous array (make a copy first)")
        data = array.reshape(-1).view(np.uint8) if array.size else np.zeros(0, np.uint8)
        base = self._place(data.size, 256)
        self._insert(Region(base, data.size, data, registered=True, owner=array))
        return base

    def free(self, addr: int) -> None:
        """Release the allocation or registration that starts at ``addr``.

        Raises ValueError if ``addr`` is not the start of a live region.
        """
        i = bisect.bisect_left(self._bases, addr)
        if i == len(self._bases) or self._bases[i] != addr:
            raise ValueError(f"{addr:#x} is not the start of an allocation")
        del self._bases[i]
        del self._regions[i]
        self._bases_array = None

    # -- lookup --------------------------------------------------------------------------------
    def region_at(self, addr: int) -> Region | None:
        """The region containing byte ``addr``, or None."""
        i = bisect.bisect_right(self._bases, addr) - 1
        if i < 0:
            return None
        r = self._regions[i]
        return r if addr < r.base + r.nbytes else None

    def view(self, addr: int, nbytes: int) -> np.ndarray:
        """A writable uint8 view of ``nbytes`` bytes at ``addr``; they must lie in one region.

        Raises ValueError when the range is not inside one allocation.
        """
        addr = int(addr)
        nbytes = int(nbytes)
        r = self.region_at(addr)
        if r is None or nbytes < 0 or addr + nbytes > r.end:
            raise ValueError(f"[{addr:#x}, {addr + nbytes:#x}) is not inside one allocation")
        off = addr - r.base
        return r.data[off : off + nbytes]

    @property
    def regions(self) -> list[Region]:
        return list(self._regions)

    def _lookup_arrays(self) -> tuple[np.ndarray, np.ndarray]:
        if self._bases_array is None:
            self._bases_array = np.array(self._bases, dtype=np.uint64)
            self._ends_array = np.array([r.end for r in self._regions], dtype=np.uint64)
        return self._bases_array, self._ends_array

    def locate(self, addrs: np.ndarray, size: int) -> tuple[np.ndarray, np.ndarray]:
        """Vectorised lookup: for each address the region index (or -1 when ``[a, a+size)``
        is not inside one region) and its offset in that region."""
        bases, ends = self._lookup_arrays()
        if bases.size == 0:
            return np.full(addrs.shape, -1, np.intp), np.zeros(addrs.shape, np.uint64)
        k = np.searchsorted(bases, addrs, side="right").astype(np.intp) - 1
        kc = np.maximum(k, 0)
        ok = (k >= 0) & (addrs + np.uint64(size) <= ends[kc]) & (addrs >= bases[kc])
        k = np.where(ok, k, -1)
        return k, addrs - bases[kc]

    def region(self, index: int) -> Region:
        return self._regions[index]
