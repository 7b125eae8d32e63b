"""PTX text → the entry to launch and its parameter list, checked against the signature.

Parameter types follow the PTX ISA (section "Parameter State Space"): a kernel's parameters
are ``.param`` variables of a fundamental type (``.u64`` for pointers when
``.address_size 64``; ``.f32``, ``.u32``, ``.b16`` … for values) or ``.b8`` arrays for
aggregates passed by value.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from pathlib import Path

from eagle.ptx import Entry, Module, PTXSyntaxError, parse_module

from ._signature import Role, Signature, SignatureError


@functools.lru_cache(maxsize=32)
def _parsed(text: str, filename: str) -> Module:
    """A file's parse, once per process for the same text (several signatures on one large PTX
    file: each LoadedVector used to parse it again). Modules are immutable."""
    return parse_module(text, filename)


@dataclass(frozen=True, slots=True)
class PTXSource:
    """A PTX module as loaded from disk (or given as text) and parsed once."""

    text: str
    filename: str
    module: Module

    @classmethod
    def from_path(cls, path: Path) -> PTXSource:
        data = path.read_bytes()
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError as e:
            # PTX is ASCII text (PTX ISA, "Source Format"); report where it stops being text.
            line = data.count(b"\n", 0, e.start) + 1
            column = e.start - (data.rfind(b"\n", 0, e.start) + 1) + 1
            raise PTXSyntaxError(
                f"not PTX text: byte 0x{data[e.start]:02x} is not UTF-8", str(path), line, column
            ) from None
        return cls.from_text(text, str(path))

    @classmethod
    def from_text(cls, text: str, filename: str) -> PTXSource:
        return cls(text, filename, _parsed(text, filename))

    def entry(self, name: str, signature_source: str) -> Entry:
        """The ``.entry`` called ``name``.

        Raises:
            SignatureError: no such entry; the message lists the entries the file has.
        """
        try:
            return self.module.entries[name]
        except KeyError:
            have = ", ".join(self.module.entries) or "none"
            raise SignatureError(
                f"{signature_source}: entry {name!r} is not in {self.filename} (its .entry "
                f"kernels: {have})"
            ) from None


def _ptx_kind(ptx_type: str) -> str:
    return ptx_type[0]  # "u", "s", "b" or "f"


def check_signature(sig: Signature, entry: Entry, ptx_filename: str) -> None:
    """Check that ``sig`` describes ``entry``: same parameter count, and for each parameter a
    PTX type of the same width and a compatible kind.

    Arrays are device pointers: ``.u64``/``.b64``/``.s64`` (the module must declare
    ``.address_size 64``). Integer values take ``.u``/``.s``/``.b`` types of their width,
    floating values ``.f`` (or ``.b``) of theirs.

    Raises:
        SignatureError: naming both files, the parameter and both types.
    """
    params = entry.params
    if len(params) != len(sig.params):
        raise SignatureError(
            f"{sig.source} lists {len(sig.params)} parameters for entry {entry.name!r} but "
            f"{ptx_filename} declares {len(params)} "
            f"({', '.join(f'.{p.type} {p.name}' for p in params)})"
        )
    for spec, p in zip(sig.params, params, strict=True):
        declared = f".{p.type}" + (f"[{p.array_len}]" if p.array_len is not None else "")
        what = spec.dtype.name
        if spec.dtype.names is not None:
            what = (
                "struct{"
                + ", ".join(f"{f}: {spec.dtype.fields[f][0].name}" for f in spec.dtype.names)
                + f"}} ({spec.dtype.itemsize} bytes, aligned to {spec.dtype.alignment})"
            )
        where = (
            f"{sig.source}: parameter {spec.name!r} (#{spec.index}) is "
            f"{'a pointer to ' if spec.role.is_array else ''}{what}"
        )
        if spec.dtype.names is not None or p.array_len is not None:
            # a struct passed by value: the PTX declares it as .b8 name[size] (.align N)
            ok = (
                spec.dtype.names is not None
                and p.array_len is not None
                and p.size == spec.dtype.itemsize
                and spec.dtype.alignment <= (p.align or 1)
            )
            if not ok:
                if p.array_len is None:
                    why = f"{p.name} as {declared}, not an aggregate: give a plain dtype"
                elif spec.dtype.names is None:
                    why = (
                        f"{p.name} as {declared} (.align {p.align}), an aggregate of {p.size} "
                        "bytes passed by value: describe it with a dtype table of its fields"
                    )
                else:
                    why = (
                        f"{p.name} as {declared} (.align {p.align}), an aggregate of {p.size} "
                        "bytes: the struct must have the same size, and an alignment no larger"
                    )
                raise SignatureError(f"{where} but {ptx_filename} declares {why}")
            continue
        width = p.size
        kind = _ptx_kind(p.type)
        if spec.role.is_array:
            ok = width == 8 and kind in "usb"
            want = ".u64 (a 64-bit device pointer)"
        elif spec.dtype.kind == "f":
            ok = width == spec.dtype.itemsize and kind in "fb"
            want = f".f{8 * spec.dtype.itemsize}"
        else:
            ok = width == spec.dtype.itemsize and kind in "usb"
            want = f".{'s' if spec.dtype.kind == 'i' else 'u'}{8 * spec.dtype.itemsize}"
        if not ok:
            raise SignatureError(
                f"{where} ({want} in PTX) but {ptx_filename} declares {p.name} as {declared} "
                f"({width} bytes)"
            )
        if spec.role is Role.LENGTH and spec.dtype.kind not in "iu":
            raise SignatureError(f"{where}: a length parameter must be an integer")
