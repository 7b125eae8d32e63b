"""The layers of native/: which file may include or call which, checked.

Run from the repository root: ``python native/layers.py`` (exit status 1 on a violation);
``tests/lupine/test_layers.py`` runs it in CI. Three rules, read from the C sources by regular
expressions (no compiler needed); the graph of a directory has an edge from a file to each
file of the same directory it includes with quotes or calls a function of (a function with
external linkage defined there; a header's prototypes are no calls, and a call through a
function pointer is none either):

- **Directories.** A file includes files of its own directory, ``include/lupine/`` and
  ``generated/``, nothing else: the stand-in driver never includes the shim and the shim never
  includes the stand-in.
- **Layers** (``LAYERS``: the shim, the server and the stand-in driver, each layer lowest
  first with its files and its header): every file of such a directory is in exactly one
  layer, and no edge runs from a file of one layer to a file of a higher one (an upward edge).
  Where a lower layer needs something of a higher one, the higher one registers a function
  with it at initialisation.
- **No circles.** No directory has a circle of files (a strongly connected set of more than
  one file in its graph).

The report gives the lines per directory, the upward edges and the circles, so that a change
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

# The layered libraries, each a directory: its layers, lowest first, each a tuple of the files
# (sources and the one header) of that layer. Each file belongs to exactly one layer. A file
# includes and calls only files of its own layer and of the layers below; where a lower layer
# needs something of a higher one, the higher one registers a function with it from its
# constructor (or, in the server, the session registers it). native/README.md draws them.
LAYERS: dict[str, dict[str, tuple[str, ...]]] = {
    "shim": {
        # counting, used by every layer
        "base": ("stats.h", "stats.c"),
        # connections, frames, batching, notifications, page-locked host memory
        "transport": ("transport.h", "client.c", "notify.c", "pinned.c"),
        # servers, handles, ranges, devices: which server a call goes to
        "routing": ("routing.h", "route.c", "ranges.c", "devices.c", "value_handles.c"),
        # contexts, caches, streams, memory, modules: what the shim knows of the driver's objects
        "state": (
            "state.h",
            "context.c",
            "cache.c",
            "attributes.c",
            "streams.c",
            "memory.c",
            "module.c",
        ),
        # the driver's entry points that need more than a generated stub
        "api": (
            "client.h",
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
    },
    "server": {
        # one session's frames, replies and per-thread state; limits, listener, image cache
        "wire": ("wire.h", "wire.c", "args.c", "limits.c", "images.c", "listener.c"),
        # the handles and device ranges a session holds
        "registry": ("registry.h", "registry.c", "vmm_handles.c", "checks.c"),
        # calls that can wait, on waiter threads; the heartbeat
        "jobs": ("jobs.h", "jobs.c"),
        # client memory and host functions in stream order, memcpy nodes with a host side
        "clientmem": ("clientmem.h", "clientmem.c", "graphhost.c"),
        # the hand-written calls
        "calls": (
            "server.h",
            "fastpath.c",
            "graph.c",
            "copy3d.c",
            "ipc.c",
            "link.c",
            "objects.c",
            "occupancy.c",
            "nvml.c",
            "avoid.c",
        ),
        # the handshake and the loop over frames; the program
        "session": ("session.c", "main.c"),
    },
    "standin": {
        # handles, initialisation, contexts, device memory, the built-in kernels
        "core": ("sd_core.h", "core.c", "kernels.c"),
        # streams, events, host functions; the hook of stream capture
        "streams": ("sd_streams.h", "stream.c"),
        # the driver API's entry points
        "driver": (
            "standin_internal.h",
            "standin.c",
            "module.c",
            "pool.c",
            "vmm.c",
            "array.c",
            "ipc.c",
            "memops.c",
            "green.c",
            "tensormap.c",
            "nvml.c",
            "export_tables.c",
        ),
        # graphs and stream capture (registered with the streams layer)
        "graphs": ("graph.c",),
    },
}


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
    for e in sorted(across):
        bad.append(f"{e[0]} includes {e[1]}, of another directory")
    # the layers of each layered directory, and circles anywhere
    upward_total = 0
    for d, layers in LAYERS.items():
        layer_of = {name: i for i, names in enumerate(layers.values()) for name in names}
        names = list(layers)
        group = [f for f in files if f.parent.name == d]
        for f in group:
            if f.name not in layer_of:
                bad.append(f"{d}/{f.name} is in no layer of LAYERS[{d!r}]")
        graph = edges(group, native)
        upward = set()
        for f, targets in graph.items():
            for t in targets:
                if layer_of.get(t.name, -1) > layer_of.get(f.name, len(names)):
                    upward.add((f.name, t.name))
        upward_total += len(upward)
        for e in sorted(upward):
            bad.append(
                f"upward edge {d}/{e[0]} ({names[layer_of[e[0]]]}) -> "
                f"{d}/{e[1]} ({names[layer_of[e[1]]]})"
            )
    # sizes and circles
    report.append(f"includes across directories: {len(across)}; upward edges: {upward_total}")
    for d in (*DIRECTORIES, "generated"):
        lines = sum(len(p.read_text().splitlines()) for p in (native / d).glob("*.[ch]"))
        group = [f for f in files if f.parent.name == d]
        found = circles(edges(group, native)) if group else []
        sizes = ", ".join(str(len(c)) for c in found) or "none"
        report.append(f"{d:10s} {lines:6d} lines, circles of files: {sizes}")
        for c in found:
            report.append("           " + " ".join(p.name for p in c))
            bad.append(f"circle of files in {d}/: " + " ".join(p.name for p in c))
    return bad, report


def main() -> int:
    bad, report = check()
    print("\n".join(report))
    for b in bad:
        print("layers: " + b, file=sys.stderr)
    return 1 if bad else 0


if __name__ == "__main__":
    raise SystemExit(main())
