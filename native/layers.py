"""The layers of native/: which file may include or call which, checked.

Run from the repository root: ``python native/layers.py`` (exit status 1 on a violation);
``tests/lupine/test_layers.py`` runs it in CI. Two rules, both read from the C sources by
regular expressions (no compiler needed):

- **Directories.** A file includes files of its own directory, ``include/lupine/`` and
  ``generated/``; an include of another directory's file is listed in ``INCLUDES_ALLOWED``
  (which, like ``UPWARD_ALLOWED``, may only shrink). In particular the
  stand-in driver never includes the shim and the shim never includes the stand-in.
- **The shim's layers** (``SHIM_LAYERS``, lowest first): a function defined in a file of one
  layer is called only from files of that layer or those above it. A call from a lower layer
  into a higher one is an upward edge; the ones the tree still has are listed, each with its
  reason, in ``UPWARD_ALLOWED``, which may only shrink: a new upward edge fails, and so does a
  listed edge that is gone (delete its line).

The report gives the lines per directory, the upward edges and the circles (strongly
connected sets of files in the include-and-call graph of each directory), so that a change
can state its sizes before and after.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

NATIVE = Path(__file__).resolve().parent

# Directories of C sources checked, and what each may include besides itself.
DIRECTORIES = ("common", "shim", "server", "standin", "trace", "nvml", "run", "bench", "tests")
ALWAYS_INCLUDABLE = ("include", "generated")
# Includes across directories the tree still has: (includer, included) -> why. Only shrinks.
INCLUDES_ALLOWED: dict[tuple[str, str], str] = {}

# The shim, lowest layer first. Each file belongs to exactly one layer.
SHIM_LAYERS: dict[str, tuple[str, ...]] = {
    # counting, used by every layer
    "base": ("stats.c",),
    # frames, batching, notifications, and the page-locked host memory they write into
    "transport": ("client.c", "notify.c", "pinned.c", "transport.h"),
    # servers, handles, ranges: which server a call goes to
    "routing": ("route.c", "devices.c", "value_handles.c", "ranges.c"),
    # contexts, memory, streams, modules: what the shim knows of the driver's objects
    "state": ("context.c", "memory.c", "streams.c", "module.c", "attributes.c", "cache.c"),
    # the driver's entry points that need more than a generated stub
    "api": (
        "launch.c",
        "peer.c",
        "copy3d.c",
        "occupancy.c",
        "hostfn.c",
        "graph.c",
        "procaddr.c",
        "export_tables.c",
        "memops.c",
        "batch.c",
        "ipc.c",
        "mapped.c",
        "link.c",
    ),
}

# Upward edges the shim still has: (caller file, callee file) -> why. Only ever shrinks: none
# is left (a lower layer reaches a higher one through functions the higher one registers).
UPWARD_ALLOWED: dict[tuple[str, str], str] = {}


def _strip(src: str) -> str:
    """C source without comments, string and character literals."""
    src = re.sub(r"/\*.*?\*/", " ", src, flags=re.S)
    src = re.sub(r"//[^\n]*", " ", src)
    src = re.sub(r'"(\\.|[^"\\\n])*"', '""', src)
    return re.sub(r"'(\\.|[^'\\\n])*'", "''", src)


_INCLUDE = re.compile(r'^\s*#\s*include\s*"([^"]+)"', re.M)
# A definition at file scope: a line at column 0 naming a function, its body following.
_DEFINITION = re.compile(
    r"^(?!static\b|typedef\b|#|extern\b)[A-Za-z_][^;{}()=]*?\b([A-Za-z_]\w*)\s*\([^;{]*\)\s*\{",
    re.M,
)
_CALL = re.compile(r"\b([A-Za-z_]\w*)\s*\(")


def sources(native: Path = NATIVE) -> list[Path]:
    """Every .c and .h file of the checked directories (generated/ and include/ are leaves)."""
    out: list[Path] = []
    for d in DIRECTORIES:
        out += sorted(p for p in (native / d).glob("*.[ch]"))
    return out


def includes(path: Path, native: Path = NATIVE) -> list[Path]:
    """The project files ``path`` includes with quotes, resolved as the build resolves them."""
    out = []
    for name in _INCLUDE.findall(path.read_text()):
        for base in (path.parent, native / "include", native / "generated"):
            p = (base / name).resolve()
            if p.exists():
                out.append(p)
                break
    return out


def definitions(path: Path) -> set[str]:
    """Names of the functions ``path`` defines with external linkage."""
    return set(_DEFINITION.findall(_strip(path.read_text())))


def calls(path: Path) -> set[str]:
    """Names ``path`` calls (or takes as a function-like macro)."""
    return set(_CALL.findall(_strip(path.read_text())))


def edges(files: list[Path], native: Path = NATIVE) -> dict[Path, set[Path]]:
    """File -> files it includes or calls into, within one directory (one library)."""
    defined: dict[str, Path] = {}
    for f in files:
        if f.suffix == ".c":
            for name in definitions(f):
                defined.setdefault(name, f)
    out: dict[Path, set[Path]] = {f: set() for f in files}
    for f in files:
        out[f] |= {p for p in includes(f, native) if p in out and p != f}
        if f.suffix == ".c":  # a header's prototypes are no calls
            out[f] |= {defined[n] for n in calls(f) if n in defined and defined[n] != f}
    return out


def circles(graph: dict[Path, set[Path]]) -> list[list[Path]]:
    """The strongly connected sets of more than one file (Tarjan's algorithm)."""
    index: dict[Path, int] = {}
    low: dict[Path, int] = {}
    stack: list[Path] = []
    on: set[Path] = set()
    found: list[list[Path]] = []

    def visit(v: Path) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            part = []
            while True:
                w = stack.pop()
                on.discard(w)
                part.append(w)
                if w == v:
                    break
            if len(part) > 1:
                found.append(sorted(part))

    sys.setrecursionlimit(10000)
    for v in sorted(graph):
        if v not in index:
            visit(v)
    return found


def check(native: Path = NATIVE) -> tuple[list[str], list[str]]:
    """(violations, report lines) for the tree at ``native``."""
    native = native.resolve()
    bad: list[str] = []
    report: list[str] = []
    files = sources(native)
    # directories
    across = set()
    for f in files:
        for p in includes(f, native):
            if p.relative_to(native).parts[0] not in {f.parent.name, *ALWAYS_INCLUDABLE}:
                across.add((str(f.relative_to(native)), str(p.relative_to(native))))
    for e in sorted(across - set(INCLUDES_ALLOWED)):
        bad.append(f"{e[0]} includes {e[1]}, of another directory")
    for e in sorted(set(INCLUDES_ALLOWED) - across):
        bad.append(f"INCLUDES_ALLOWED lists {e[0]} -> {e[1]}, which is gone: delete its line")
    # the shim's layers
    layer_of = {name: i for i, (_, names) in enumerate(SHIM_LAYERS.items()) for name in names}
    shim = [f for f in files if f.parent.name == "shim"]
    for f in shim:
        if f.name not in layer_of and f.name != "client.h":
            bad.append(f"shim/{f.name} is in no layer of SHIM_LAYERS")
    graph = edges(shim, native)
    upward = set()
    for f, targets in graph.items():
        for t in targets:
            if f.name in layer_of and t.name in layer_of and layer_of[t.name] > layer_of[f.name]:
                upward.add((f.name, t.name))
    names = list(SHIM_LAYERS)
    for e in sorted(upward - set(UPWARD_ALLOWED)):
        bad.append(
            f"upward edge shim/{e[0]} ({names[layer_of[e[0]]]}) -> "
            f"shim/{e[1]} ({names[layer_of[e[1]]]})"
        )
    for e in sorted(set(UPWARD_ALLOWED) - upward):
        bad.append(f"UPWARD_ALLOWED lists {e[0]} -> {e[1]}, which is gone: delete its line")
    # sizes and circles
    report.append(f"includes across directories: {len(across)}; shim upward edges: {len(upward)}")
    for d in (*DIRECTORIES, "generated"):
        lines = sum(len(p.read_text().splitlines()) for p in (native / d).glob("*.[ch]"))
        group = [f for f in files if f.parent.name == d]
        found = circles(edges(group, native)) if group else []
        sizes = ", ".join(str(len(c)) for c in found) or "none"
        report.append(f"{d:10s} {lines:6d} lines, circles of files: {sizes}")
        for c in found:
            report.append("           " + " ".join(p.name for p in c))
    return bad, report


def main() -> int:
    bad, report = check()
    print("\n".join(report))
    for b in bad:
        print("layers: " + b, file=sys.stderr)
    return 1 if bad else 0


if __name__ == "__main__":
    raise SystemExit(main())
