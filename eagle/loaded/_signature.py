"""Kernel signature files: names, roles, dtypes and shapes for a PTX entry's parameters.

PTX has no parameter names or roles (``gravity_param_0 .u64``), so each PTX file has a TOML
file beside it with the same stem (``gravity.ptx`` → ``gravity.toml``), read with ``tomllib``::

    entry = "gravity"

    [launch]
    block = [256]            # threads per block, 1 to 3 axes (x, y, z)
    threads = ["n"]          # threads to cover per axis: grid = ceil(threads / block)
    # blocks = ["m"]         # or: the grid itself, in blocks per axis
    # shared = 0             # dynamic shared memory, bytes
    # split = true           # outputs at i depend only on inputs at i: chunks may run apart

    [[param]]                # one table per PTX parameter, in PTX order
    name = "position"
    role = "in"              # in | out | inout | scalar | length
    dtype = "float64"
    shape = [3, "n"]         # integers and symbols

Roles: ``in`` arrays are read, ``out`` arrays are allocated by eagle (or passed with ``out=``)
and returned, ``inout`` arrays are updated in place and returned, ``scalar`` values are passed
by value, ``length`` parameters are bound from array shapes (the parameter's name is the
symbol, or ``symbol = "…"``) and never passed by the caller.

A struct passed by value (PTX ``.param .align 8 .b8 p[24]``) is a ``scalar`` whose dtype is a
table of its fields, in order, laid out as C lays out the struct (numpy ``align=True``)::

    dtype = { scale = "float32", offset = "float64", count = "int32" }   # 24 bytes

and is passed as a dict of every field, or as a numpy scalar of that structured dtype.
"""

from __future__ import annotations

import enum
import math
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np


class SignatureError(ValueError):
    """A signature file (or inline signature) is malformed or does not match its PTX."""


class Role(enum.Enum):
    IN = "in"
    OUT = "out"
    INOUT = "inout"
    SCALAR = "scalar"
    LENGTH = "length"

    @property
    def is_array(self) -> bool:
        return self in (Role.IN, Role.OUT, Role.INOUT)

    @property
    def is_output(self) -> bool:
        return self in (Role.OUT, Role.INOUT)


# dtypes a signature may name. bool, bfloat16 and complex are refused: numpy has no bfloat16,
# and a kernel's bool/complex layout is a convention the PTX does not show.
SUPPORTED_DTYPES: dict[str, np.dtype[Any]] = {
    name: np.dtype(name)
    for name in (
        "int8", "int16", "int32", "int64",
        "uint8", "uint16", "uint32", "uint64",
        "float16", "float32", "float64",
    )
}  # fmt: skip
REFUSED_DTYPES = {
    "bool": "bool has no fixed PTX representation; pass uint8",
    "bfloat16": "numpy has no bfloat16; pass the bits as uint16",
    "complex64": "pass complex data as float32 with a trailing axis of 2",
    "complex128": "pass complex data as float64 with a trailing axis of 2",
}

Dim = int | str


@dataclass(frozen=True, slots=True)
class ParamSpec:
    """One PTX parameter as the signature describes it."""

    index: int
    name: str
    role: Role
    dtype: np.dtype[Any]
    shape: tuple[Dim, ...] | None  # arrays only
    symbol: str | None  # length parameters only


@dataclass(frozen=True, slots=True)
class LaunchSpec:
    """Block shape and how the grid is derived; axes are (x, y, z)."""

    block: tuple[int, int, int]
    threads: tuple[Dim, ...] | None  # grid[i] = ceil(threads[i] / block[i])
    blocks: tuple[Dim, ...] | None  # grid[i] = blocks[i]
    shared: int
    # outputs at position i of the threads symbol depend only on inputs at i: the kernel may
    # run on chunks of its arrays (LoadedVector.map_blocks)
    split: bool = False


@dataclass(frozen=True, slots=True)
class Signature:
    """A parsed signature: the entry it describes, its parameters in PTX order, its launch."""

    entry: str
    params: tuple[ParamSpec, ...]
    launch: LaunchSpec
    source: str  # file name, or "<inline signature>"

    @property
    def arrays(self) -> tuple[ParamSpec, ...]:
        return tuple(p for p in self.params if p.role.is_array)

    @property
    def outputs(self) -> tuple[ParamSpec, ...]:
        return tuple(p for p in self.params if p.role.is_output)

    @property
    def user_params(self) -> tuple[ParamSpec, ...]:
        """Parameters the caller passes: every role but ``out`` (optional) and ``length``."""
        return tuple(p for p in self.params if p.role not in (Role.OUT, Role.LENGTH))

    def to_dict(self) -> dict[str, Any]:
        """The signature as the mapping it was read from (for pickling and inline use)."""
        launch: dict[str, Any] = {"block": list(self.launch.block), "shared": self.launch.shared}
        if self.launch.threads is not None:
            launch["threads"] = list(self.launch.threads)
        if self.launch.blocks is not None:
            launch["blocks"] = list(self.launch.blocks)
        if self.launch.split:
            launch["split"] = True
        params = []
        for p in self.params:
            d: dict[str, Any] = {
                "name": p.name,
                "role": p.role.value,
                "dtype": _dtype_entry(p.dtype),
            }
            if p.shape is not None:
                d["shape"] = list(p.shape)
            if p.symbol is not None and p.symbol != p.name:
                d["symbol"] = p.symbol
            params.append(d)
        return {"entry": self.entry, "launch": launch, "param": params}


def signature_path(ptx_path: Path) -> Path:
    """The signature file beside a PTX file: same stem, ``.toml``."""
    return ptx_path.with_suffix(".toml")


def load_signature(path: str | Path) -> Signature:
    """Read a signature file.

    Raises:
        FileNotFoundError: no such file (the message names the PTX file it should describe).
        SignatureError: TOML syntax errors and every semantic error, naming the file and field.
    """
    path = Path(path)
    try:
        with path.open("rb") as f:
            data = tomllib.load(f)
    except tomllib.TOMLDecodeError as e:
        raise SignatureError(f"{path}: not valid TOML: {e}") from None
    except RecursionError:  # tomllib parses nested arrays and tables recursively
        raise SignatureError(f"{path}: arrays or tables nested too deeply") from None
    except UnicodeDecodeError as e:
        raise SignatureError(f"{path}: not UTF-8 text (TOML files are UTF-8): {e}") from None
    return parse_signature(data, str(path))


def parse_signature(data: Mapping[str, Any], source: str = "<inline signature>") -> Signature:
    """Validate a signature mapping (a parsed TOML file, or the ``signature=`` dict).

    Raises:
        SignatureError: naming ``source`` and the offending field.
    """

    def fail(msg: str) -> SignatureError:
        return SignatureError(f"{source}: {msg}")

    if not isinstance(data, Mapping):
        raise fail(f"a signature is a table (dict), got {type(data).__name__}")
    unknown = set(data) - {"entry", "launch", "param"}
    if unknown:
        raise fail(f"unknown top-level keys {sorted(unknown)}; expected entry, [launch], [[param]]")
    entry = data.get("entry")
    if not isinstance(entry, str) or not entry:
        raise fail("'entry' must name the PTX .entry (a non-empty string)")
    raw_params = data.get("param")
    if not isinstance(raw_params, list) or not raw_params:
        raise fail("no [[param]] tables: list every PTX parameter of the entry, in order")

    params: list[ParamSpec] = []
    names: set[str] = set()
    for i, raw in enumerate(raw_params):
        params.append(_parse_param(i, raw, fail))
        if params[-1].name in names:
            raise fail(f"parameter name {params[-1].name!r} is used twice")
        names.add(params[-1].name)

    launch = _parse_launch(data.get("launch"), fail)

    # Every symbol must be bound by an array the caller passes (in/inout), so that output
    # shapes, length parameters and the grid are known before the launch.
    bound: set[str] = set()
    for p in params:
        if p.role in (Role.IN, Role.INOUT) and p.shape:
            bound.update(d for d in p.shape if isinstance(d, str))
    if not any(p.role in (Role.IN, Role.INOUT) for p in params):
        raise fail("the kernel has no 'in' or 'inout' array: nothing would fix its size")
    for p in params:
        needed: list[str] = []
        if p.shape:
            needed += [d for d in p.shape if isinstance(d, str)]
        if p.symbol:
            needed.append(p.symbol)
        for sym in needed:
            if sym not in bound:
                raise fail(
                    f"parameter {p.name!r} uses symbol {sym!r}, which no 'in' or 'inout' array's"
                    f" shape binds (bound: {sorted(bound) or 'none'})"
                )
    for sym in (launch.threads or ()) + (launch.blocks or ()):
        if isinstance(sym, str) and sym not in bound:
            raise fail(f"[launch] uses symbol {sym!r}, which no input array's shape binds")
    return Signature(entry, tuple(params), launch, source)


def _parse_param(i: int, raw: Any, fail: Any) -> ParamSpec:
    if not isinstance(raw, Mapping):
        raise fail(f"[[param]] #{i} must be a table")
    name = raw.get("name")
    where = f"[[param]] #{i}" + (f" ({name!r})" if isinstance(name, str) else "")
    unknown = set(raw) - {"name", "role", "dtype", "shape", "symbol"}
    if unknown:
        raise fail(f"{where}: unknown keys {sorted(unknown)}")
    if not isinstance(name, str) or not name.isidentifier():
        raise fail(f"{where}: 'name' must be a Python identifier (it is the keyword argument)")
    try:
        role = Role(raw.get("role"))
    except ValueError:
        raise fail(
            f"{where}: role {raw.get('role')!r} is not one of in, out, inout, scalar, length"
        ) from None
    dtype_name = raw.get("dtype")
    if isinstance(dtype_name, Mapping):
        # a struct passed by value: its fields in order, laid out as C lays out a struct
        if role is not Role.SCALAR:
            raise fail(f"{where}: only a scalar parameter may be a struct (a dtype table)")
        return ParamSpec(i, name, role, _struct_dtype(dtype_name, where, fail), None, None)
    if dtype_name in REFUSED_DTYPES:
        raise fail(f"{where}: dtype {dtype_name} is not supported: {REFUSED_DTYPES[dtype_name]}")
    if dtype_name not in SUPPORTED_DTYPES:
        raise fail(f"{where}: dtype {dtype_name!r} is not one of {', '.join(SUPPORTED_DTYPES)}")
    dtype = SUPPORTED_DTYPES[dtype_name]
    shape = raw.get("shape")
    symbol = None
    if role.is_array:
        if not isinstance(shape, list):
            raise fail(f"{where}: an array parameter needs 'shape', a list of ints and symbols")
        for d in shape:
            ok = (isinstance(d, int) and not isinstance(d, bool) and d >= 0) or (
                isinstance(d, str) and d.isidentifier()
            )
            if not ok:
                raise fail(f"{where}: shape entry {d!r} is neither a non-negative int nor a symbol")
        shape = tuple(shape)
    else:
        if shape is not None:
            raise fail(f"{where}: a {role.value} parameter has no shape")
        if role is Role.LENGTH:
            if dtype.kind not in "iu":
                raise fail(f"{where}: a length parameter must have an integer dtype")
            symbol = raw.get("symbol", name)
            if not isinstance(symbol, str) or not symbol.isidentifier():
                raise fail(f"{where}: 'symbol' must be an identifier")
    if "symbol" in raw and role is not Role.LENGTH:
        raise fail(f"{where}: only length parameters have a 'symbol'")
    return ParamSpec(i, name, role, dtype, shape, symbol)


def _struct_dtype(fields: Mapping[str, Any], where: str, fail: Any) -> np.dtype[Any]:
    """A numpy structured dtype with C's struct layout (each field aligned to its size, the
    whole padded to its largest alignment: ``align=True``) from a table of field dtypes."""
    if not fields:
        raise fail(f"{where}: a struct dtype needs at least one field")
    out = []
    for field, t in fields.items():
        if not isinstance(field, str) or not field.isidentifier():
            raise fail(f"{where}: struct field name {field!r} is not an identifier")
        if not isinstance(t, str) or t not in SUPPORTED_DTYPES:
            raise fail(
                f"{where}: struct field {field!r}: dtype {t!r} is not one of "
                f"{', '.join(SUPPORTED_DTYPES)}"
            )
        out.append((field, SUPPORTED_DTYPES[t]))
    return np.dtype(out, align=True)


def _dtype_entry(dtype: np.dtype[Any]) -> Any:
    """How a dtype is written in a signature: its name, or for a struct its field table."""
    if dtype.names:
        return {f: dtype.fields[f][0].name for f in dtype.names}
    return dtype.name


def _parse_launch(raw: Any, fail: Any) -> LaunchSpec:
    if not isinstance(raw, Mapping):
        raise fail("[launch] table missing: it gives 'block' and 'threads' or 'blocks'")
    unknown = set(raw) - {"block", "threads", "blocks", "shared", "split"}
    if unknown:
        raise fail(f"[launch]: unknown keys {sorted(unknown)}")
    block = raw.get("block")
    if (
        not isinstance(block, list)
        or not 1 <= len(block) <= 3
        or not all(isinstance(b, int) and not isinstance(b, bool) and b >= 1 for b in block)
    ):
        raise fail("[launch] block must be 1 to 3 positive ints (x, y, z)")
    # CUDA limits (CUDA C++ Programming Guide, compute capability table): at most 1024 threads
    # per block, z at most 64.
    if math.prod(block) > 1024 or (len(block) == 3 and block[2] > 64):
        raise fail(f"[launch] block {block} exceeds CUDA's limits (1024 threads, z <= 64)")
    block3 = (*block, *([1] * (3 - len(block))))
    threads, blocks = raw.get("threads"), raw.get("blocks")
    if (threads is None) == (blocks is None):
        raise fail("[launch] needs exactly one of 'threads' (to cover) or 'blocks' (the grid)")
    axes = threads if threads is not None else blocks
    if not isinstance(axes, list) or not 1 <= len(axes) <= 3:
        raise fail("[launch] threads/blocks must list 1 to 3 ints or symbols (x, y, z)")
    for d in axes:
        if not (
            (isinstance(d, int) and not isinstance(d, bool) and d >= 1)
            or (isinstance(d, str) and d.isidentifier())
        ):
            # a literal 0 launches nothing, ever: the outputs would come back uninitialised
            raise fail(f"[launch] entry {d!r} is neither a positive int nor a symbol")
    shared = raw.get("shared", 0)
    if not isinstance(shared, int) or isinstance(shared, bool) or shared < 0:
        raise fail("[launch] shared must be a non-negative int (bytes of dynamic shared memory)")
    split = raw.get("split", False)
    if not isinstance(split, bool):
        raise fail("[launch] split must be true or false")
    if split and (threads is None or not isinstance(threads[0], str)):
        raise fail('[launch] split needs threads = ["<symbol>", ...]: its symbol is the axis split')
    return LaunchSpec(
        block3,  # type: ignore[arg-type]
        tuple(threads) if threads is not None else None,
        tuple(blocks) if blocks is not None else None,
        shared,
        split,
    )
