"""What the real driver's private table slots answer, asked directly (GPU host, no LUPINE).

    python3 native/gpu/slot_probe.py [PTX]

- the tools module table's slot 7 (cuFFT's walk of a module's functions) on a module of two
  entries: how many times the callback runs, with a callback that returns 0 and one that
  returns 1, and what the slot returns (the count, a status, or "found");
- slot 4 of cuBLASLt's half-precision heuristics table (its first half-precision heuristic):
  the two objects it makes, their malloc_usable_size and first bytes;
- the slot counts (word 0) of the tables seen in traces.
The tables are those of codegen/export_tables.toml (their ids there); the JSON names each by
its UUID's first 8 hex digits. Prints one JSON object."""

from __future__ import annotations

import ctypes as c
import json
import re
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
# table id -> UUID, from the tables' one declaration
UUID = {
    t["id"]: t["uuid"]
    for t in tomllib.loads((ROOT / "codegen/export_tables.toml").read_text())["table"]
}


def table(lib: c.CDLL, uuid: str) -> int:
    t = c.c_void_p()
    u = (c.c_ubyte * 16)(*bytes.fromhex(uuid.replace("-", "")))
    r = lib.cuGetExportTable(c.byref(t), c.byref(u))
    return t.value or 0 if r == 0 else -r


SLOT = c.CFUNCTYPE(
    c.c_uint64, c.c_void_p, c.c_void_p, c.c_void_p, c.c_uint64, c.c_uint64, c.c_uint64
)


def slot(t: int, i: int) -> int:
    return c.c_void_p.from_address(t + 8 * i).value or 0


def main() -> None:
    lib = c.CDLL("libcuda.so.1")
    libc = c.CDLL(None)
    libc.malloc_usable_size.restype = c.c_size_t
    libc.malloc_usable_size.argtypes = [c.c_void_p]
    out: dict = {}
    assert lib.cuInit(0) == 0
    ctx = c.c_void_p()
    assert lib.cuDevicePrimaryCtxRetain(c.byref(ctx), 0) == 0
    assert lib.cuCtxSetCurrent(ctx) == 0
    for u in (UUID[i] for i in ("tools_module", "cublaslt", "nvrtc_lto", "tools_ctx")):
        t = table(lib, u)
        out[u[:8]] = {"table": hex(t) if t > 0 else t, "word0": slot(t, 0) if t > 0 else None}
    # the tools module table's slot 7 on two entries
    text = Path(sys.argv[1] if len(sys.argv) > 1 else ROOT / "fixtures/saxpy.ptx").read_text()
    body = text[text.index(".visible .entry") :]
    ptx = (text + "\n" + body.replace("saxpy", "saxpy_again")).encode() + b"\0"
    mod = c.c_void_p()
    assert lib.cuModuleLoadData(c.byref(mod), ptx) == 0
    t7 = table(lib, UUID["tools_module"])
    walk = c.CFUNCTYPE(
        c.c_uint64, c.c_void_p, c.c_void_p, c.c_void_p, c.c_uint64, c.c_uint64, c.c_uint64
    )(slot(t7, 7))
    for answer in (0, 1):
        seen: list = []
        cb_t = c.CFUNCTYPE(c.c_uint64, c.c_uint64, c.c_uint64, c.c_char_p)

        def cb(user: int, f: int, name: bytes, answer: int = answer, seen: list = seen) -> int:
            seen.append([user, hex(f), name.decode()])
            return answer

        cbp = cb_t(cb)
        rc = walk(ctx, mod, c.cast(cbp, c.c_void_p), 1234, 0, 0)
        fns = []
        for n in re.findall(r"\.entry\s+(\w+)", ptx.decode(errors="replace")):
            h = c.c_void_p()
            lib.cuModuleGetFunction(c.byref(h), mod, n.encode())
            fns.append([n, hex(h.value or 0)])
        out[f"walk_callback_returns_{answer}"] = {
            "slot_returned": rc,
            "calls": seen,
            "functions": fns,
        }
    # cuBLASLt's table, slot 4
    lt = UUID["cublaslt"][:8]
    t17 = table(lib, UUID["cublaslt"])
    if t17 > 0:
        s4 = c.CFUNCTYPE(
            c.c_uint64, c.c_void_p, c.c_void_p, c.c_void_p, c.c_uint64, c.c_uint64, c.c_uint64
        )(slot(t17, 4))
        p0, p1 = c.c_void_p(), c.c_void_p()
        rc = s4(c.byref(p0), c.byref(p1), c.c_void_p(t17), 0, 0, 0)
        rec = {"returned": rc, "p0": hex(p0.value or 0), "p1": hex(p1.value or 0)}
        for k, p in (("p0", p0.value), ("p1", p1.value)):
            if p:
                rec[k + "_usable"] = libc.malloc_usable_size(p)
                rec[k + "_bytes"] = c.string_at(p, 256).hex()
        out[f"{lt}_slot4"] = rec
        out[f"{lt}_slots"] = [hex(slot(t17, i)) for i in range(1, 17)]
    print(json.dumps(out, indent=1))


if __name__ == "__main__":
    main()
