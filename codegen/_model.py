"""The driver API as data: functions, parameters and proc-address versions.

Everything the generators emit is derived from these records, which `_parse` builds
from CUDA's own headers (``cuda.h``, ``cudaTypedefs.h``, ``cudaProfiler.h``).
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class CType:
    """One C type as libclang resolved it.

    ``kind`` is the canonical category used by every emitter:

    - ``sint`` / ``uint``: integers (``size`` bytes; enums are ``sint``/``uint`` by their
      underlying type, with ``enum`` set to the enum's name);
    - ``float`` / ``double``;
    - ``handle``: a pointer to an incomplete struct (``CUcontext``, ``CUstream``, ...);
    - ``pointer``: any other data pointer (``pointee`` describes its target);
    - ``fnptr``: a function pointer (callbacks cannot cross a socket);
    - ``record``: a struct or union passed by value;
    - ``void``.
    """

    spelling: str
    kind: str
    size: int
    canonical: str = ""
    enum: str | None = None
    pointee: CType | None = None
    const: bool = False
    has_pointers: bool = False  # records: some field (recursively) is a pointer or handle


@dataclass(frozen=True)
class Param:
    name: str
    ctype: CType


@dataclass(frozen=True)
class Function:
    """A driver entry point exactly as the library exports it (``cuMemcpyHtoD_v2_ptds``)."""

    name: str
    params: tuple[Param, ...]
    result: str  # always CUresult in cuda.h; kept to assert that
    header: str


@dataclass(frozen=True)
class ProcVersion:
    """One row of the ``cuGetProcAddress`` table.

    ``base`` is the name a caller asks for (``cuCtxCreate``), ``version`` the CUDA version
    that introduced this ABI (the ``_v12050`` in ``PFN_cuCtxCreate_v12050``), ``stream``
    ``""``, ``"ptds"`` or ``"ptsz"`` for the per-thread-default-stream variants, and
    ``symbol`` the exported function that implements it (``cuCtxCreate_v4``).
    """

    base: str
    version: int
    stream: str
    symbol: str


@dataclass
class DriverApi:
    cuda_version: int
    header_sha256: str
    functions: dict[str, Function] = field(default_factory=dict)
    proc_versions: list[ProcVersion] = field(default_factory=list)
    unmatched_typedefs: list[str] = field(default_factory=list)
    enums: dict[str, list[tuple[str, int, str]]] = field(default_factory=dict)
