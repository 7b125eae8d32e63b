"""The private tables' declaration (codegen/_tables.py) written out: per library (`CUDA`: the
driver's tables, `NVML`: NVML's) the C header, the tables' descriptions (the tracers decode
with them), the tables themselves (the shim and the stand-in; LUPINE's NVML), then the Python
module and the README's tables."""

from __future__ import annotations

from dataclasses import dataclass

from ._cwriter import c_string
from ._tables import RUNS, Table

BANNER = (
    "/* GENERATED FILE - DO NOT EDIT.\n"
    " * Written by `python -m codegen` from codegen/export_tables.toml. Edit that and regenerate."
    " */\n"
)
README_BEGIN = (
    "<!-- the private tables: written by `python -m codegen` from codegen/export_tables.toml -->"
)
README_END = "<!-- end of the private tables -->"
NVML_README_BEGIN = (
    "<!-- NVML's private tables: written by `python -m codegen` from codegen/export_tables.toml -->"
)
NVML_README_END = "<!-- end of NVML's private tables -->"


@dataclass(frozen=True)
class Library:
    """How one library's tables are written in C: names, result type, what a stub answers."""

    key: str  # Table.library
    base: str  # native/generated/<base>_gen.h, <base>_decl.c, <base>_gen.c
    guard: str
    prefix: str  # C names: <prefix>_decls, <prefix>_table_<id>, <prefix>_<id>_<slot>, ...
    include: str  # the header of the result type
    result: str
    api: str  # calling-convention macro before a body's name, with its space
    getter: str  # the function that gives the tables
    about: str  # the header's comment: what the tables are, who builds and reads them
    stub: str  # the header's comment on <prefix>_unrecorded
    builders: str  # the libraries that build <base>_gen.c in
    bodies: str  # the hand-written file of the declared slots' bodies


CUDA = Library(
    "cuda",
    "export_tables",
    "LUPINE_EXPORT_TABLES_GEN_H",
    "lp_xt",
    "#include <cuda.h>\n",
    "CUresult",
    "CUDAAPI ",
    "cuGetExportTable",
    "/* The CUDA runtime's private tables (cuGetExportTable) as declared: UUIDs, sizes, slots\n"
    " * and where each runs. export_tables_decl.c describes them (lupine_common: the tracer\n"
    " * decodes with it); export_tables_gen.c builds them (the shim and the stand-in, with\n"
    " * native/common/export_tables.c, which defines the bodies declared below). */\n",
    "/* A slot no trace has shown in use: named once on stderr, CUDA_ERROR_NOT_SUPPORTED. */\n",
    "the shim and the stand-in",
    "native/common/export_tables.c",
)
NVML = Library(
    "nvml",
    "nvml_tables",
    "LUPINE_NVML_TABLES_GEN_H",
    "ln_xt",
    '#include "lupine/nvml_api.h"\n',
    "nvmlReturn_t",
    "",
    "nvmlInternalGetExportTable",
    "/* NVML's private tables (nvmlInternalGetExportTable) as declared: UUIDs, sizes, slots and\n"
    " * where each runs. nvml_tables_decl.c describes them (LUPINE's NVML, and the NVML tracer,\n"
    " * which decodes with it); nvml_tables_gen.c builds them (LUPINE's NVML, with\n"
    " * native/nvml/export_tables.c, which defines the bodies declared below). */\n",
    "/* A slot no trace has shown in use: named on stderr under LUPINE_DEBUG,\n"
    " * NVML_ERROR_NOT_SUPPORTED. */\n",
    "LUPINE's NVML",
    "native/nvml/export_tables.c",
)

_KINDS = ("null", "size", *RUNS, "unrecorded")


def _up(s: str) -> str:
    return s.upper()


def _kind(lib: Library, k: str) -> str:
    return f"{_up(lib.prefix)}_RUNS_{_up(k)}"


def _array(lib: Library, t: Table) -> str:
    return f"{lib.prefix}_table_{t.id}"


def _body(lib: Library, t: Table, name: str) -> str:
    return f"{lib.prefix}_{t.id}_{name}"


def _stub(t: Table, i: int) -> str:
    return f"xt_{t.id}_unrecorded_{i}"


def _bytes(t: Table) -> str:
    return "{" + ", ".join(f"0x{b:02x}" for b in t.uuid_bytes) + "}"


def emit_tables_h(tables: list[Table], lib: Library = CUDA) -> str:
    P = _up(lib.prefix)
    p = lib.prefix
    out = [
        BANNER,
        lib.about,
        f"#ifndef {lib.guard}\n#define {lib.guard}\n\n",
        f"{lib.include}#include <stddef.h>\n#include <stdint.h>\n\n",
        "/* What an entry holds: the size word, NULL, a body of the given origin, or a stub. */\n",
        "enum {\n",
        *(f"    {_kind(lib, k)},\n" for k in _KINDS),
        "};\n\n",
        "typedef struct {\n",
        "    const char *name; /* the declared slot's name; NULL for the others */\n",
        f"    int runs;         /* {P}_RUNS_* */\n",
        f"}} {p}_slot;\n\n",
        "typedef struct {\n",
        f"    unsigned char uuid[16]; /* memory order, as {lib.getter} compares it */\n",
        "    const char *id;\n",
        "    const char *name;\n",
        "    const char *tag;        /* the UUID's first 8 hex digits */\n",
        "    int entries;            /* pointer-sized entries, slot 0 included */\n",
        "    int size_word;          /* slot 0 holds entries * sizeof(void *) */\n",
        f"    const {p}_slot *slots; /* `entries` of them */\n",
        f"}} {p}_decl;\n\n",
        f"/* The tables, in {p}_decls' order. */\nenum {{\n",
        *(f"    {P}_{_up(t.id)},\n" for t in tables),
        f"    {P}_COUNT\n}};\n\n",
        f"#define {P}_MAX_ENTRIES {max((t.entries for t in tables), default=0)}\n\n",
        "/* Declared slots' indices. */\n",
    ]
    for t in tables:
        for s in t.slots:
            out.append(f"#define {P}_SLOT_{_up(t.id)}_{_up(s.name)} {s.index}\n")
    out += [
        f"\nextern const {p}_decl {p}_decls[{P}_COUNT];\n\n",
        f"/* ---- {lib.base}_gen.c: the tables ({lib.builders}) ---- */\n\n",
        f"extern const void *const *const {p}_tables[{P}_COUNT];\n",
    ]
    out += [f"extern const void *const {_array(lib, t)}[{t.entries}];\n" for t in tables]
    out += [
        f"\n/* ---- hand-written in {lib.bodies} ---- */\n\n",
        lib.stub,
        f"{lib.result} {p}_unrecorded(int table, int slot, uintptr_t a0, uintptr_t a1,"
        " uintptr_t a2);\n",
    ]
    for t in tables:
        if t.slots:
            out.append(f"/* {t.name} */\n")
        for s in t.slots:
            out.append(f"{s.returns} {lib.api}{_body(lib, t, s.name)}({s.args});\n")
    out.append("\n#endif\n")
    return "".join(out)


def emit_tables_decl_c(tables: list[Table], lib: Library = CUDA) -> str:
    P = _up(lib.prefix)
    p = lib.prefix
    out = [BANNER, f'#include "{lib.base}_gen.h"\n\n']
    for t in tables:
        out.append(f"static const {p}_slot k_{t.id}[{t.entries}] = {{\n")
        for i in range(t.entries):
            kind = t.kind(i)
            name = next((s.name for s in t.slots if s.index == i), None)
            name = "size" if kind == "size" else name
            out.append(f"    {{{c_string(name) if name else 'NULL'}, {_kind(lib, kind)}}},\n")
        out.append("};\n\n")
    out.append(f"const {p}_decl {p}_decls[{P}_COUNT] = {{\n")
    for t in tables:
        out.append(
            f"    [{P}_{_up(t.id)}] = {{{_bytes(t)},\n"
            f"        {c_string(t.id)}, {c_string(t.name)}, {c_string(t.tag)}, {t.entries}, "
            f"{int(t.size_word)}, k_{t.id}}},\n"
        )
    out.append("};\n")
    return "".join(out)


def _macro(*lines: str) -> str:
    """A multi-line C macro, its continuation backslashes in one column."""
    width = max(len(x) for x in lines) + 1
    return "".join(f"{x:<{width}}\\\n" for x in lines[:-1]) + lines[-1] + "\n\n"


def emit_tables_c(tables: list[Table], lib: Library = CUDA) -> str:
    P = _up(lib.prefix)
    p = lib.prefix
    head = f"    static {lib.result} {lib.api}name("
    out = [
        BANNER,
        f'#include "{lib.base}_gen.h"\n\n',
        '/* A slot no trace has shown in use (`others = "unrecorded"`): six integer arguments,\n'
        " * as every known slot signature fits in (x86-64 SysV, AArch64: all in registers). */\n",
        _macro(
            "#define UNRECORDED(name, table, slot)",
            f"{head}uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3,",
            f"{' ' * len(head)}uintptr_t a4, uintptr_t a5)",
            "    {",
            "        (void)a3, (void)a4, (void)a5;",
            f"        return {p}_unrecorded(table, slot, a0, a1, a2);",
            "    }",
        ),
    ]
    for t in tables:
        stubs = [i for i in range(t.entries) if t.kind(i) == "unrecorded"]
        if stubs:
            out.append(f"/* {t.name} */\n")
            out += [f"UNRECORDED({_stub(t, i)}, {P}_{_up(t.id)}, {i})\n" for i in stubs]
            out.append("\n")
    for t in tables:
        out.append(
            f"/* {t.uuid}: {t.name} */\nconst void *const {_array(lib, t)}[{t.entries}] = {{\n"
        )
        for i in range(t.entries):
            kind = t.kind(i)
            if kind == "size":
                entry = f"(const void *)({t.entries} * sizeof(void *))"
            elif kind == "null":
                entry = "NULL"
            elif kind == "unrecorded":
                entry = f"(const void *){_stub(t, i)}"
            else:
                name = next(s.name for s in t.slots if s.index == i)
                entry = f"(const void *){_body(lib, t, name)}"
            out.append(f"    {entry}, /* {i} */\n")
        out.append("};\n\n")
    out.append(f"const void *const *const {p}_tables[{P}_COUNT] = {{\n")
    out += [f"    [{P}_{_up(t.id)}] = {_array(lib, t)},\n" for t in tables]
    out.append("};\n")
    return "".join(out)


def _py_dict(name: str, tables: list[Table]) -> list[str]:
    out = [f"{name}: dict[str, Table] = {{\n"]
    for t in tables:
        slots = ", ".join(f"{s.index}: ({s.name!r}, {s.runs!r})" for s in t.slots)
        out.append(
            f"    {t.id!r}: Table({t.name!r}, {t.uuid!r}, {t.entries}, {t.size_word}, "
            f"{t.others!r}, {{{slots}}}, {t.driver_entries}),\n"
        )
    out.append("}\n")
    return out


def emit_tables_py(tables: list[Table], nvml: list[Table]) -> str:
    out = [
        '"""GENERATED FILE - DO NOT EDIT. Written by `python -m codegen` from\n'
        "codegen/export_tables.toml.\n\n"
        "The private tables as LUPINE declares them: `TABLES`, the CUDA driver's\n"
        "(cuGetExportTable), and `NVML_TABLES`, NVML's (nvmlInternalGetExportTable). Per table\n"
        "id: its UUID (the 16 bytes in memory order, written 8-4-4-4-12), its entries\n"
        "(pointer-sized, slot 0 included), whether slot 0 holds the byte size, what the slots\n"
        'not declared hold ("null" or "unrecorded"), the declared slots: index -> (name, where\n'
        "it runs), and the entries of the real library's table as the tracer recorded it.\n\n"
        "``python -m lupine._export_tables ID`` prints the UUID of table ID (the GPU-host\n"
        "scripts grep traces with it).\n"
        '"""\n\n',
        "# ruff: noqa\n# fmt: off\n\n",
        "from __future__ import annotations\n\n",
        "from typing import NamedTuple\n\n\n",
        "class Table(NamedTuple):\n",
        "    name: str\n    uuid: str\n    entries: int\n    size_word: bool\n    others: str\n",
        "    slots: dict[int, tuple[str, str]]\n    driver_entries: int\n\n\n",
        *_py_dict("TABLES", tables),
        *_py_dict("NVML_TABLES", nvml),
    ]
    out.append(
        "\n\n"
        'if __name__ == "__main__":  # python -m lupine._export_tables ID: that table\'s UUID\n'
        "    import sys\n\n"
        "    print({**TABLES, **NVML_TABLES}[sys.argv[1]].uuid)\n"
    )
    return "".join(out)


def readme_table(tables: list[Table]) -> str:
    """The Markdown table of the private tables (between README_BEGIN and README_END, or the
    NVML markers)."""
    rows = [
        "| UUID | table | entries | asked for by | slots LUPINE gives (where each runs) | known |",
        "| --- | --- | --- | --- | --- | --- |",
    ]
    for t in tables:
        slots = [f"{s.index} `{s.name}` ({s.runs})" for s in t.slots]
        others = "NULL" if t.others == "null" else "unrecorded"
        slots.append(f"the others {others}" if t.slots else f"every slot {others}")
        size = f"{t.entries}" + (" (slot 0: byte size)" if t.size_word else "")
        if t.driver_entries != t.entries:
            owner = "the driver's" if t.library == "cuda" else "NVML's"
            size += f"; {owner}: {t.driver_entries}"
        rows.append(
            f"| `{t.uuid}` | {t.name} | {size} | {t.asked_by} | {', '.join(slots)} | {t.note} |"
        )
    return "\n".join(rows) + "\n"


def emit_readme(text: str, tables: list[Table], nvml: list[Table]) -> str:
    """``text`` (native/README.md) with the tables between their markers rewritten: the CUDA
    driver's between README_BEGIN and README_END, NVML's between NVML_README_BEGIN and
    NVML_README_END."""
    for begin, end, these in (
        (README_BEGIN, README_END, tables),
        (NVML_README_BEGIN, NVML_README_END, nvml),
    ):
        if begin not in text or end not in text:
            raise ValueError(f"native/README.md: no markers {begin!r} ... {end!r}")
        head, _, rest = text.partition(begin)
        _, _, tail = rest.partition(end)
        text = f"{head}{begin}\n{readme_table(these)}{end}{tail}"
    return text
