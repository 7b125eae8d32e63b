"""The private tables' declaration (codegen/_tables.py) written out: the C header, the tables'
descriptions (every library: the tracer decodes with them), the tables themselves (the shim
and the stand-in), the Python module and the README's table."""

from __future__ import annotations

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

_KINDS = ("null", "size", *RUNS, "unrecorded")


def _up(s: str) -> str:
    return s.upper()


def _kind(k: str) -> str:
    return f"LP_XT_RUNS_{_up(k)}"


def _array(t: Table) -> str:
    return f"lp_xt_table_{t.id}"


def _body(t: Table, name: str) -> str:
    return f"lp_xt_{t.id}_{name}"


def _stub(t: Table, i: int) -> str:
    return f"xt_{t.id}_unrecorded_{i}"


def _bytes(t: Table) -> str:
    return "{" + ", ".join(f"0x{b:02x}" for b in t.uuid_bytes) + "}"


def emit_tables_h(tables: list[Table]) -> str:
    out = [
        BANNER,
        "/* The CUDA runtime's private tables (cuGetExportTable) as declared: UUIDs, sizes, slots\n"
        " * and where each runs. export_tables_decl.c describes them (lupine_common: the tracer\n"
        " * decodes with it); export_tables_gen.c builds them (the shim and the stand-in, with\n"
        " * native/common/export_tables.c, which defines the bodies declared below). */\n",
        "#ifndef LUPINE_EXPORT_TABLES_GEN_H\n#define LUPINE_EXPORT_TABLES_GEN_H\n\n",
        "#include <cuda.h>\n#include <stddef.h>\n#include <stdint.h>\n\n",
        "/* What an entry holds: the size word, NULL, a body of the given origin, or a stub. */\n",
        "enum {\n",
        *(f"    {_kind(k)},\n" for k in _KINDS),
        "};\n\n",
        "typedef struct {\n",
        "    const char *name; /* the declared slot's name; NULL for the others */\n",
        "    int runs;         /* LP_XT_RUNS_* */\n",
        "} lp_xt_slot;\n\n",
        "typedef struct {\n",
        "    unsigned char uuid[16]; /* memory order, as cuGetExportTable compares it */\n",
        "    const char *id;\n",
        "    const char *name;\n",
        "    const char *tag;        /* the UUID's first 8 hex digits */\n",
        "    int entries;            /* pointer-sized entries, slot 0 included */\n",
        "    int size_word;          /* slot 0 holds entries * sizeof(void *) */\n",
        "    const lp_xt_slot *slots; /* `entries` of them */\n",
        "} lp_xt_decl;\n\n",
        "/* The tables, in lp_xt_decls' order. */\nenum {\n",
        *(f"    LP_XT_{_up(t.id)},\n" for t in tables),
        "    LP_XT_COUNT\n};\n\n",
        f"#define LP_XT_MAX_ENTRIES {max(t.entries for t in tables)}\n\n",
        "/* Declared slots' indices. */\n",
    ]
    for t in tables:
        for s in t.slots:
            out.append(f"#define LP_XT_SLOT_{_up(t.id)}_{_up(s.name)} {s.index}\n")
    out += [
        "\nextern const lp_xt_decl lp_xt_decls[LP_XT_COUNT];\n\n",
        "/* ---- export_tables_gen.c: the tables (the shim and the stand-in) ---- */\n\n",
        "extern const void *const *const lp_xt_tables[LP_XT_COUNT];\n",
    ]
    out += [f"extern const void *const {_array(t)}[{t.entries}];\n" for t in tables]
    out += [
        "\n/* ---- hand-written in native/common/export_tables.c ---- */\n\n",
        "/* A slot no trace has shown in use: named once on stderr, CUDA_ERROR_NOT_SUPPORTED. */\n"
        "CUresult lp_xt_unrecorded(int table, int slot, uintptr_t a0, uintptr_t a1,"
        " uintptr_t a2);\n",
    ]
    for t in tables:
        if t.slots:
            out.append(f"/* {t.name} */\n")
        for s in t.slots:
            out.append(f"{s.returns} CUDAAPI {_body(t, s.name)}({s.args});\n")
    out.append("\n#endif\n")
    return "".join(out)


def emit_tables_decl_c(tables: list[Table]) -> str:
    out = [BANNER, '#include "export_tables_gen.h"\n\n']
    for t in tables:
        out.append(f"static const lp_xt_slot k_{t.id}[{t.entries}] = {{\n")
        for i in range(t.entries):
            kind = t.kind(i)
            name = next((s.name for s in t.slots if s.index == i), None)
            name = "size" if kind == "size" else name
            out.append(f"    {{{c_string(name) if name else 'NULL'}, {_kind(kind)}}},\n")
        out.append("};\n\n")
    out.append("const lp_xt_decl lp_xt_decls[LP_XT_COUNT] = {\n")
    for t in tables:
        out.append(
            f"    [LP_XT_{_up(t.id)}] = {{{_bytes(t)},\n"
            f"        {c_string(t.id)}, {c_string(t.name)}, {c_string(t.tag)}, {t.entries}, "
            f"{int(t.size_word)}, k_{t.id}}},\n"
        )
    out.append("};\n")
    return "".join(out)


def _macro(*lines: str) -> str:
    """A multi-line C macro, its continuation backslashes in one column."""
    width = max(len(x) for x in lines) + 1
    return "".join(f"{x:<{width}}\\\n" for x in lines[:-1]) + lines[-1] + "\n\n"


def emit_tables_c(tables: list[Table]) -> str:
    out = [
        BANNER,
        '#include "export_tables_gen.h"\n\n',
        '/* A slot no trace has shown in use (`others = "unrecorded"`): six integer arguments,\n'
        " * as every known slot signature fits in (x86-64 SysV, AArch64: all in registers). */\n",
        _macro(
            "#define UNRECORDED(name, table, slot)",
            "    static CUresult CUDAAPI name(uintptr_t a0, uintptr_t a1, uintptr_t a2,"
            " uintptr_t a3,",
            "                                 uintptr_t a4, uintptr_t a5)",
            "    {",
            "        (void)a3, (void)a4, (void)a5;",
            "        return lp_xt_unrecorded(table, slot, a0, a1, a2);",
            "    }",
        ),
    ]
    for t in tables:
        stubs = [i for i in range(t.entries) if t.kind(i) == "unrecorded"]
        if stubs:
            out.append(f"/* {t.name} */\n")
            out += [f"UNRECORDED({_stub(t, i)}, LP_XT_{_up(t.id)}, {i})\n" for i in stubs]
            out.append("\n")
    for t in tables:
        out.append(f"/* {t.uuid}: {t.name} */\nconst void *const {_array(t)}[{t.entries}] = {{\n")
        for i in range(t.entries):
            kind = t.kind(i)
            if kind == "size":
                entry = f"(const void *)({t.entries} * sizeof(void *))"
            elif kind == "null":
                entry = "NULL"
            elif kind == "unrecorded":
                entry = f"(const void *){_stub(t, i)}"
            else:
                entry = f"(const void *){_body(t, next(s.name for s in t.slots if s.index == i))}"
            out.append(f"    {entry}, /* {i} */\n")
        out.append("};\n\n")
    out.append("const void *const *const lp_xt_tables[LP_XT_COUNT] = {\n")
    out += [f"    [LP_XT_{_up(t.id)}] = {_array(t)},\n" for t in tables]
    out.append("};\n")
    return "".join(out)


def emit_tables_py(tables: list[Table]) -> str:
    out = [
        '"""GENERATED FILE - DO NOT EDIT. Written by `python -m codegen` from\n'
        "codegen/export_tables.toml.\n\n"
        "The CUDA runtime's private tables as LUPINE declares them: per table id, its UUID (the\n"
        "16 bytes in memory order, written 8-4-4-4-12), its entries (pointer-sized, slot 0\n"
        "included), whether slot 0 holds the byte size, what the slots not declared hold\n"
        '("null" or "unrecorded"), the declared slots: index -> (name, where it runs), and the\n'
        "entries of the real driver's table as the tracer recorded it.\n\n"
        "``python -m lupine._export_tables ID`` prints the UUID of table ID (the GPU-host\n"
        "scripts grep traces with it).\n"
        '"""\n\n',
        "# ruff: noqa\n# fmt: off\n\n",
        "from __future__ import annotations\n\n",
        "from typing import NamedTuple\n\n\n",
        "class Table(NamedTuple):\n",
        "    name: str\n    uuid: str\n    entries: int\n    size_word: bool\n    others: str\n",
        "    slots: dict[int, tuple[str, str]]\n    driver_entries: int\n\n\n",
        "TABLES: dict[str, Table] = {\n",
    ]
    for t in tables:
        slots = ", ".join(f"{s.index}: ({s.name!r}, {s.runs!r})" for s in t.slots)
        out.append(
            f"    {t.id!r}: Table({t.name!r}, {t.uuid!r}, {t.entries}, {t.size_word}, "
            f"{t.others!r}, {{{slots}}}, {t.driver_entries}),\n"
        )
    out.append(
        "}\n\n\n"
        'if __name__ == "__main__":  # python -m lupine._export_tables ID: that table\'s UUID\n'
        "    import sys\n\n"
        "    print(TABLES[sys.argv[1]].uuid)\n"
    )
    return "".join(out)


def readme_table(tables: list[Table]) -> str:
    """The Markdown table of the private tables (between README_BEGIN and README_END)."""
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
            size += f"; the driver's: {t.driver_entries}"
        rows.append(
            f"| `{t.uuid}` | {t.name} | {size} | {t.asked_by} | {', '.join(slots)} | {t.note} |"
        )
    return "\n".join(rows) + "\n"


def emit_readme(text: str, tables: list[Table]) -> str:
    """``text`` (native/README.md) with the table between its markers rewritten."""
    if README_BEGIN not in text or README_END not in text:
        raise ValueError(f"native/README.md: no markers {README_BEGIN!r} ... {README_END!r}")
    head, _, rest = text.partition(README_BEGIN)
    _, _, tail = rest.partition(README_END)
    return f"{head}{README_BEGIN}\n{readme_table(tables)}{README_END}{tail}"
