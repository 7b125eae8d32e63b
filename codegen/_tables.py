"""The private tables, read from their one declaration (codegen/export_tables.toml): the CUDA
driver's (cuGetExportTable) and NVML's (nvmlInternalGetExportTable).

`load` returns the tables, checked: a UUID of 16 bytes written 8-4-4-4-12, no UUID or id twice,
every slot index inside the table (slot 0 only where it holds no size word), no index twice,
C identifiers where C names are made from the text, and the known `library`/`runs`/`others`
values. A broken declaration raises ``ValueError`` naming the table and the field.
"""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass
from pathlib import Path

DECLARATION = Path(__file__).resolve().parent / "export_tables.toml"

# Where a declared slot's answer comes from (the TOML file's header says what each means).
RUNS = ("client", "server", "recording")
# What the slots a table does not list hold.
OTHERS = ("null", "unrecorded")
# Whose table it is: the CUDA driver's (the shim and the stand-in give it) or NVML's (LUPINE's
# libnvidia-ml.so.1 gives it).
LIBRARIES = ("cuda", "nvml")
# Entries a declared table may have (slot 0 included).
MAX_ENTRIES = 4096

_UUID = re.compile(r"^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$")
_IDENT = re.compile(r"^[a-z_][a-z0-9_]*$")


@dataclass(frozen=True)
class Slot:
    """One declared slot: its index in the table, C name, signature and where it runs."""

    index: int
    name: str
    returns: str
    args: str
    runs: str


@dataclass(frozen=True)
class Table:
    """One private table: its UUID, size in pointer-sized entries and declared slots; `library`
    is one of `LIBRARIES`."""

    id: str
    name: str
    uuid: str
    entries: int
    size_word: bool
    others: str
    asked_by: str
    note: str
    slots: tuple[Slot, ...]
    driver_entries: int  # the real driver's (or NVML's) table's entries, as recorded
    library: str = "cuda"

    @property
    def uuid_bytes(self) -> bytes:
        """The 16 bytes of the UUID in memory order (as cuGetExportTable compares them)."""
        return bytes.fromhex(self.uuid.replace("-", ""))

    @property
    def tag(self) -> str:
        """The UUID's first 8 hex digits: how stderr and the tracer's users name a table."""
        return self.uuid[:8]

    def kind(self, index: int) -> str:
        """What entry ``index`` holds: "size", a `RUNS` value, "unrecorded" or "null"."""
        if index == 0 and self.size_word:
            return "size"
        for s in self.slots:
            if s.index == index:
                return s.runs
        return self.others


def _need(d: dict, key: str, typ: type, where: str):
    if key not in d or not isinstance(d[key], typ):
        raise ValueError(f"{where}: `{key}` missing or not {typ.__name__}")
    return d[key]


def load(path: Path = DECLARATION) -> list[Table]:
    """The tables declared in ``path``, in the file's order."""
    raw = tomllib.loads(path.read_text())
    tables: list[Table] = []
    for t in raw.get("table", []):
        where = f"{path.name}: table {t.get('id', '?')!r}"
        tid = _need(t, "id", str, where)
        uuid = _need(t, "uuid", str, where)
        entries = _need(t, "entries", int, where)
        size_word = _need(t, "size_word", bool, where)
        others = _need(t, "others", str, where)
        library = t.get("library", "cuda")
        if library not in LIBRARIES:
            raise ValueError(f"{where}: library {library!r} is none of {LIBRARIES}")
        if not _IDENT.match(tid):
            raise ValueError(f"{where}: id is no lower-case C identifier")
        if not _UUID.match(uuid):
            raise ValueError(f"{where}: uuid {uuid!r} is not 8-4-4-4-12 lower-case hex")
        driver_entries = t.get("driver_entries", entries)
        for n in (entries, driver_entries):
            if not isinstance(n, int) or not 1 <= n <= MAX_ENTRIES:
                raise ValueError(f"{where}: entries {n!r} outside 1..{MAX_ENTRIES}")
        if others not in OTHERS:
            raise ValueError(f"{where}: others {others!r} is none of {OTHERS}")
        slots = []
        for s in t.get("slot", []):
            swhere = f"{where} slot {s.get('index', '?')}"
            index = _need(s, "index", int, swhere)
            name = _need(s, "name", str, swhere)
            runs = _need(s, "runs", str, swhere)
            if not (1 if size_word else 0) <= index < entries:
                raise ValueError(f"{swhere}: index outside the table's code slots")
            if not _IDENT.match(name):
                raise ValueError(f"{swhere}: name {name!r} is no lower-case C identifier")
            if runs not in RUNS:
                raise ValueError(f"{swhere}: runs {runs!r} is none of {RUNS}")
            returns = _need(s, "returns", str, swhere)
            slots.append(Slot(index, name, returns, _need(s, "args", str, swhere), runs))
        if len({s.index for s in slots}) != len(slots) or len({s.name for s in slots}) != len(
            slots
        ):
            raise ValueError(f"{where}: a slot index or name given twice")
        tables.append(
            Table(
                tid,
                _need(t, "name", str, where),
                uuid,
                entries,
                size_word,
                others,
                _need(t, "asked_by", str, where),
                " ".join(_need(t, "note", str, where).split()),
                tuple(sorted(slots, key=lambda s: s.index)),
                driver_entries,
                library,
            )
        )
    for key in ("id", "uuid"):
        values = [getattr(t, key) for t in tables]
        twice = sorted({v for v in values if values.count(v) > 1})
        if twice:
            raise ValueError(f"{path.name}: {key} declared twice: {twice}")
    return tables
