"""Read the CUDA driver API from the toolkit's headers with libclang.

Why libclang and not pycparser: ``cuda.h`` includes ``<stdlib.h>``/``<stdint.h>`` and uses
compiler attributes; pycparser needs a separately preprocessed file and fake libc headers,
and it does not compute ``sizeof`` of structs. libclang parses the header exactly as a C
compiler does, resolves typedef chains to canonical types (``CUdevice_v1`` is ``int``), and
reports struct sizes, which the protocol needs to move out-parameters by value.

The header is parsed with ``__CUDA_API_VERSION_INTERNAL`` defined: that is how ``cuda.h``
declares every exported entry point under its real name (``cuCtxCreate`` … ``cuCtxCreate_v4``,
``cuMemcpyHtoD_v2_ptds``), which is the set of symbols the shim must export.
"""

from __future__ import annotations

import hashlib
import os
import re
import subprocess
from pathlib import Path

from ._model import CType, DriverApi, Function, Param, ProcVersion

HEADERS = ("cuda.h", "cudaProfiler.h", "cudaTypedefs.h", "cudaProfilerTypedefs.h")
_PFN = re.compile(r"^PFN_(cu\w+?)_v(\d{4,})(?:_(ptds|ptsz))?$")


def default_cuda_include() -> Path:
    """The toolkit include directory: ``$CUDA_HOME/include`` or ``/usr/local/cuda/include``."""
    for var in ("LUPINE_CUDA_INCLUDE", "CUDA_HOME", "CUDA_PATH"):
        value = os.environ.get(var)
        if value:
            path = Path(value)
            return path if (path / "cuda.h").exists() else path / "include"
    return Path("/usr/local/cuda/include")


def _compiler_include() -> list[str]:
    # pip's libclang ships no resource headers (stddef.h); borrow the C compiler's.
    for cc in (os.environ.get("CC", ""), "cc", "gcc", "clang"):
        if not cc:
            continue
        try:
            out = subprocess.run(
                [cc, "-print-file-name=include"], capture_output=True, text=True, check=True
            ).stdout.strip()
        except (OSError, subprocess.CalledProcessError):
            continue
        if out and Path(out, "stddef.h").exists():
            return ["-isystem", out]
    return []


def _ctype(t) -> CType:  # t: clang.cindex.Type
    from clang.cindex import TypeKind as K

    spelling = t.spelling
    c = t.get_canonical()
    const = c.is_const_qualified()
    size = c.get_size()
    if c.kind == K.ENUM:
        under = c.get_declaration().enum_type.get_canonical()
        signed = under.kind in (K.INT, K.LONG, K.LONGLONG, K.SHORT, K.SCHAR, K.CHAR_S)
        name = c.get_declaration().spelling or t.spelling
        return CType(
            spelling, "sint" if signed else "uint", size, c.spelling, enum=name, const=const
        )
    if c.kind in (K.INT, K.LONG, K.LONGLONG, K.SHORT, K.SCHAR, K.CHAR_S):
        return CType(spelling, "sint", size, c.spelling, const=const)
    if c.kind in (K.UINT, K.ULONG, K.ULONGLONG, K.USHORT, K.UCHAR, K.CHAR_U, K.BOOL):
        return CType(spelling, "uint", size, c.spelling, const=const)
    if c.kind == K.FLOAT:
        return CType(spelling, "float", size, c.spelling, const=const)
    if c.kind == K.DOUBLE:
        return CType(spelling, "double", size, c.spelling, const=const)
    if c.kind == K.VOID:
        return CType(spelling, "void", 0, c.spelling, const=const)
    if c.kind == K.POINTER:
        p = c.get_pointee()
        if p.kind in (K.FUNCTIONPROTO, K.FUNCTIONNOPROTO):
            return CType(spelling, "fnptr", size, c.spelling, const=const)
        if p.kind == K.RECORD and p.get_size() < 0:
            return CType(spelling, "handle", size, c.spelling, const=const)
        return CType(spelling, "pointer", size, c.spelling, pointee=_ctype(p), const=const)
    if c.kind in (K.RECORD, K.ELABORATED):
        return CType(
            spelling, "record", size, c.spelling, const=const, has_pointers=_has_pointers(c)
        )
    if c.kind == K.CONSTANTARRAY:
        return CType(
            spelling, "record", size, c.spelling, const=const, has_pointers=_has_pointers(c)
        )
    raise ValueError(f"unhandled C type {spelling!r} (canonical kind {c.kind})")


def _has_pointers(c) -> bool:
    from clang.cindex import TypeKind as K

    c = c.get_canonical()
    if c.kind == K.POINTER:
        return True
    if c.kind == K.CONSTANTARRAY:
        return _has_pointers(c.element_type)
    if c.kind == K.RECORD:
        return any(_has_pointers(f.type) for f in c.get_fields())
    return False


def parse(include: Path | None = None) -> DriverApi:
    """Parse the driver API headers under ``include``.

    Returns a `DriverApi` with every exported function (634 for CUDA 13.0's ``cuda.h`` plus
    ``cudaProfiler.h``), the ``cuGetProcAddress`` version rows derived from the
    ``PFN_<name>_v<version>`` typedefs of ``cudaTypedefs.h``, and the enums.

    Raises ``FileNotFoundError`` when ``cuda.h`` is missing and ``RuntimeError`` when libclang
    reports an error (a header from another CUDA major, say).
    """
    import clang.cindex as ci

    include = include or default_cuda_include()
    cuda_h = include / "cuda.h"
    if not cuda_h.exists():
        raise FileNotFoundError(f"{cuda_h} not found (set CUDA_HOME or LUPINE_CUDA_INCLUDE)")
    text = cuda_h.read_text()
    version = int(re.search(r"#define CUDA_VERSION (\d+)", text).group(1))  # type: ignore[union-attr]
    digest = hashlib.sha256(text.encode()).hexdigest()

    src = "".join(f"#include <{h}>\n" for h in HEADERS)
    args = ["-x", "c", "-std=c11", "-D__CUDA_API_VERSION_INTERNAL", f"-I{include}"]
    args += _compiler_include()
    tu = ci.Index.create().parse(
        "lupine_codegen.c", args=args, unsaved_files=[("lupine_codegen.c", src)]
    )
    errors = [str(d) for d in tu.diagnostics if d.severity >= ci.Diagnostic.Error]
    if errors:
        raise RuntimeError("libclang could not parse the CUDA headers:\n" + "\n".join(errors))

    api = DriverApi(cuda_version=version, header_sha256=digest)
    typedefs: list[tuple[str, int, str, tuple[str, ...]]] = []
    for cur in tu.cursor.get_children():
        header = Path(cur.location.file.name).name if cur.location.file else ""
        if header not in HEADERS:
            continue
        if cur.kind == ci.CursorKind.FUNCTION_DECL and cur.spelling.startswith("cu"):
            params = tuple(Param(a.spelling, _ctype(a.type)) for a in cur.get_arguments())
            fn = Function(cur.spelling, params, cur.result_type.spelling, header)
            if fn.result != "CUresult":
                raise RuntimeError(f"{fn.name} returns {fn.result}, not CUresult")
            api.functions.setdefault(fn.name, fn)
        elif cur.kind == ci.CursorKind.TYPEDEF_DECL:
            m = _PFN.match(cur.spelling)
            if m:
                proto = cur.underlying_typedef_type.get_canonical().get_pointee()
                sig = tuple(a.get_canonical().spelling for a in proto.argument_types())
                typedefs.append((m.group(1), int(m.group(2)), m.group(3) or "", sig))
        elif cur.kind == ci.CursorKind.ENUM_DECL and cur.spelling:
            values = [
                (c.spelling, c.enum_value, (c.brief_comment or "").strip())
                for c in cur.get_children()
                if c.kind == ci.CursorKind.ENUM_CONSTANT_DECL
            ]
            api.enums.setdefault(cur.spelling, values)
    _match_versions(api, typedefs)
    return api


def _match_versions(api: DriverApi, typedefs: list[tuple[str, int, str, tuple[str, ...]]]) -> None:
    """Map each ``PFN_<base>_v<version>[_ptds|_ptsz]`` typedef to the exported symbol.

    The symbols of one base name are ``base``, ``base_v2``, ``base_v3`` ... in the order the
    ABI changed; the typedef versions sorted ascending are matched to them in that order,
    each to the first remaining symbol whose canonical parameter types are identical. A
    typedef with no such symbol (an ABI that ``cuda.h`` no longer declares) is recorded in
    ``unmatched_typedefs`` for the report.
    """
    canon = {name: _canonical_sig(fn) for name, fn in api.functions.items()}
    groups: dict[tuple[str, str], list[tuple[int, tuple[str, ...]]]] = {}
    for base, ver, stream, sig in typedefs:
        groups.setdefault((base, stream), []).append((ver, sig))
    for (base, stream), rows in sorted(groups.items()):
        suffix = f"_{stream}" if stream else ""
        cands = [base + suffix] + [f"{base}_v{i}{suffix}" for i in range(2, 10)]
        cands = [c for c in cands if c in api.functions]
        j = 0
        for ver, sig in sorted(rows):
            for k in range(j, len(cands)):
                if canon[cands[k]] == sig:
                    api.proc_versions.append(ProcVersion(base, ver, stream, cands[k]))
                    j = k + 1
                    break
            else:
                api.unmatched_typedefs.append(f"PFN_{base}_v{ver}{suffix}")
    api.proc_versions.sort(key=lambda r: (r.base, r.stream, r.version))


def _canonical_sig(fn: Function) -> tuple[str, ...]:
    return tuple(p.ctype.canonical for p in fn.params)
