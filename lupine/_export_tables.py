"""GENERATED FILE - DO NOT EDIT. Written by `python -m codegen` from
codegen/export_tables.toml.

The private tables as LUPINE declares them: `TABLES`, the CUDA driver's
(cuGetExportTable), and `NVML_TABLES`, NVML's (nvmlInternalGetExportTable). Per table
id: its UUID (the 16 bytes in memory order, written 8-4-4-4-12), its entries
(pointer-sized, slot 0 included), whether slot 0 holds the byte size, what the slots
not declared hold ("null" or "unrecorded"), the declared slots: index -> (name, where
it runs), and the entries of the real library's table as the tracer recorded it.

``python -m lupine._export_tables ID`` prints the UUID of table ID (the GPU-host
scripts grep traces with it).
"""

# ruff: noqa
# fmt: off

from __future__ import annotations

from typing import NamedTuple


class Table(NamedTuple):
    name: str
    uuid: str
    entries: int
    size_word: bool
    others: str
    slots: dict[int, tuple[str, str]]
    driver_entries: int


TABLES: dict[str, Table] = {
    'cudart': Table('runtime interface', '6bd5fb6c-5bf4-e74a-8987-d93912fd9df9', 13, True, 'null', {1: ('module_from_fatbin', 'server'), 2: ('primary_context', 'server'), 6: ('module_from_fatbin_ext1', 'server'), 7: ('fn7', 'client'), 8: ('module_from_fatbin_ext2', 'server'), 12: ('load_compilers', 'client')}, 13),
    'tools_hooks': Table('tools runtime hooks', 'a094798c-2e74-2e74-93f2-0800200c0a66', 7, True, 'null', {2: ('buffer1', 'client'), 6: ('buffer2', 'client')}, 7),
    'cls': Table('context-local storage', 'c693336e-1121-df11-a8c3-68f355d89593', 4, False, 'null', {0: ('put', 'client'), 1: ('delete', 'client'), 2: ('get', 'client')}, 4),
    'tools_tls': Table('tools TLS', '42d85a81-23f6-cb47-8298-f6e78a3aecdc', 4, True, 'null', {2: ('current_context', 'client')}, 3),
    'integrity': Table('integrity check', 'd4082055-bde6-704b-8d34-ba123c66e1f2', 3, True, 'null', {1: ('check', 'server')}, 3),
    'ctx_checks': Table('context checks', '263e8860-7cd2-6143-92f6-bbd5006dfa7e', 4, True, 'null', {2: ('check', 'client'), 3: ('check3', 'client')}, 15),
    'tools_ctx': Table('tools context', '21318c60-9714-3248-8ca6-41ff7324c8f2', 95, True, 'unrecorded', {4: ('slot4', 'recording'), 39: ('slot39', 'recording'), 51: ('slot51', 'recording')}, 93),
    'tools_module': Table('tools module', '6e163fbe-b958-444d-835c-e182aff1991e', 16, True, 'unrecorded', {7: ('visit_functions', 'server')}, 99),
    'cublaslt': Table("cuBLASLt's half-precision heuristics", '1734dc26-800d-4745-8726-c0f1e7dd8bca', 17, True, 'unrecorded', {4: ('slot4', 'recording')}, 17),
    'runtime_early': Table("the runtime's early table", 'f8cff951-2146-8b4e-b9e2-fb469e7c0dd9', 3, True, 'unrecorded', {}, 3),
    'nvrtc_lto': Table("NVRTC's LTO", 'da9151d3-3ae6-cc41-a5c0-4f26d533e328', 7, True, 'unrecorded', {1: ('link', 'recording')}, 7),
}
NVML_TABLES: dict[str, Table] = {
    'smi': Table("nvidia-smi's interface", 'c4fe3e6c-c98f-6c4e-a327-ee696e12f7c4', 270, True, 'unrecorded', {26: ('log', 'client'), 81: ('pci_bus_id', 'server'), 213: ('compute_processes', 'server'), 214: ('graphics_processes', 'server'), 215: ('mps_compute_processes', 'server')}, 270),
}


if __name__ == "__main__":  # python -m lupine._export_tables ID: that table's UUID
    import sys

    print({**TABLES, **NVML_TABLES}[sys.argv[1]].uuid)
