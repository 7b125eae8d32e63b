"""cuGetProcAddress of the shim follows the version table of cudaTypedefs.h: the newest ABI
whose version <= cudaVersion, the per-thread variant only with the per-thread flag,
CUDA_ERROR_NOT_FOUND (with the right symbolStatus) otherwise. Needs no server."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from lupine_helpers import run_python

from lupine._protocol_tables import CURESULT, PROC_VERSIONS

NOT_FOUND = CURESULT["CUDA_ERROR_NOT_FOUND"]
INVALID_VALUE = CURESULT["CUDA_ERROR_INVALID_VALUE"]
SUCCESS, SYMBOL_NOT_FOUND, VERSION_NOT_SUFFICIENT = 0, 1, 2
LEGACY, PER_THREAD = 1, 2


def expected(base: str, version: int, per_thread: bool) -> str | None:
    """The reference rule, straight from the PFN_<name>_v<version> table."""
    rows = [r for r in PROC_VERSIONS if r[0] == base and r[1] <= version]
    legacy = [r for r in rows if not r[2]]
    threaded = [r for r in rows if r[2]]
    pick = threaded if per_thread and threaded else legacy
    return max(pick, key=lambda r: r[1])[3] if pick else None


def resolve(queries: list[tuple[str | None, int, int]]) -> list[tuple[int, int, str | None]]:
    """(CUresult, status, exported name the pointer belongs to) for each query."""
    code = f"""
import json, _driver
lib = _driver.load()
names = {json.dumps(sorted({r[3] for r in PROC_VERSIONS} | {"cuGraphInstantiateWithFlags"}))}
by_addr = {{_driver.addr(lib, n): n for n in names}}
out = []
for sym, ver, flags in {queries!r}:
    r, status, p = _driver.proc_address(lib, sym, ver, flags)
    out.append([r, status, by_addr.get(p) if p else None])
print(json.dumps(out))
"""
    result, _ = run_python(code)
    return [tuple(x) for x in result]


def test_ctx_create_versions(native):
    got = resolve([("cuCtxCreate", v, 0) for v in (1000, 2000, 3020, 11039, 11040, 12050, 13000)])
    assert got == [
        (NOT_FOUND, VERSION_NOT_SUFFICIENT, None),
        (SUCCESS, SUCCESS, "cuCtxCreate"),
        (SUCCESS, SUCCESS, "cuCtxCreate_v2"),
        (SUCCESS, SUCCESS, "cuCtxCreate_v2"),
        (SUCCESS, SUCCESS, "cuCtxCreate_v3"),
        (SUCCESS, SUCCESS, "cuCtxCreate_v4"),
        (SUCCESS, SUCCESS, "cuCtxCreate_v4"),
    ]


def test_per_thread_default_stream_variants(native):
    got = resolve(
        [
            ("cuMemcpyHtoD", 13000, 0),
            ("cuMemcpyHtoD", 13000, LEGACY),
            ("cuMemcpyHtoD", 13000, PER_THREAD),
            ("cuLaunchKernel", 13000, PER_THREAD),
            ("cuLaunchKernel", 13000, 0),
            ("cuInit", 13000, PER_THREAD),  # no per-thread form: the one ABI
            ("cuStreamGetCaptureInfo", 11030, PER_THREAD),
        ]
    )
    assert got == [
        (SUCCESS, SUCCESS, "cuMemcpyHtoD_v2"),
        (SUCCESS, SUCCESS, "cuMemcpyHtoD_v2"),
        (SUCCESS, SUCCESS, "cuMemcpyHtoD_v2_ptds"),
        (SUCCESS, SUCCESS, "cuLaunchKernel_ptsz"),
        (SUCCESS, SUCCESS, "cuLaunchKernel"),
        (SUCCESS, SUCCESS, "cuInit"),
        (SUCCESS, SUCCESS, "cuStreamGetCaptureInfo_v2_ptsz"),
    ]


def test_unknown_names_and_bad_arguments(native):
    got = resolve(
        [
            ("cuNoSuchFunction", 13000, 0),
            ("cuMemAlloc_v2", 13000, 0),  # callers ask by base name, as the runtime does
            ("", 0, 0),
            ("cuInit", 13000, 4),  # unknown flag bit
            (None, 13000, 0),
            ("cuGraphInstantiate", 13000, 0),  # cuda.h: cuGraphInstantiate -> ...WithFlags
        ]
    )
    assert got[0] == (NOT_FOUND, SYMBOL_NOT_FOUND, None)
    assert got[1] == (NOT_FOUND, SYMBOL_NOT_FOUND, None)
    assert got[2] == (SUCCESS, SYMBOL_NOT_FOUND, None)  # the real driver's answer to ""
    assert got[3][0] == INVALID_VALUE
    assert got[4][0] == INVALID_VALUE
    assert got[5] == (SUCCESS, SUCCESS, "cuGraphInstantiateWithFlags")


_BASES = sorted({r[0] for r in PROC_VERSIONS})


@settings(max_examples=40, deadline=None)
@given(
    st.lists(
        st.tuples(
            st.sampled_from(_BASES),
            st.integers(min_value=1000, max_value=14000),
            st.sampled_from([0, LEGACY, PER_THREAD]),
        ),
        min_size=1,
        max_size=30,
    )
)
def test_matches_the_typedef_table(native, queries):
    got = resolve(queries)
    for (base, version, flags), (r, status, name) in zip(queries, got, strict=True):
        want = expected(base, version, flags == PER_THREAD)
        if base == "cuGraphInstantiate" and version >= 12000:
            want = "cuGraphInstantiateWithFlags"
        if want is None:
            assert (r, status, name) == (NOT_FOUND, VERSION_NOT_SUFFICIENT, None)
        else:
            assert (r, status, name) == (SUCCESS, SUCCESS, want), (base, version, flags)


H200_TRACE = Path(__file__).resolve().parents[2] / "native/trace/h200/trace-cupy-wrap.log"
_REQUEST = re.compile(
    r'cuGetProcAddress_v2\(symbol="(\w*)", pfn=\S+, cudaVersion=(\d+), flags=(\d+)\) = (\d+) \S+'
    r"(?: status=\d+)? real=\S+ -> (\S+)"
)


def test_agrees_with_the_real_driver_on_the_h200():
    """Every request cupy's runtime made of the real driver (recorded by LUPINE's tracer on
    the H200, driver 580.159.04) resolves to the same exported function in the shim."""
    if not H200_TRACE.exists():
        pytest.skip("no H200 trace in this checkout")
    recorded = {}
    for m in _REQUEST.finditer(H200_TRACE.read_text()):
        symbol, version, flags, result, target = m.groups()
        if result == "0" and target.startswith("UNWRAPPED"):
            continue  # cudaGL.h/cudaEGL.h names: outside cuda.h, the shim has no such symbols
        found = result == "0" and target != "-"  # "-": success with a NULL function
        recorded[(symbol, int(version), int(flags))] = target if found else None
    assert len(recorded) > 300
    queries = sorted(recorded)
    got = resolve(queries)
    mismatches = [
        (q, recorded[q], name)
        for q, (_, _, name) in zip(queries, got, strict=True)
        if name != recorded[q]
    ]
    assert not mismatches
