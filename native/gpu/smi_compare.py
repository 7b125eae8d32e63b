"""nvidia-smi natively and through LUPINE, compared (native/gpu/nvml.sh's last step).

Through LUPINE with S servers on one GPU host, every native GPU appears once per server, in
server order: the LUPINE output holds the native GPUs S times over, numbered on from 0. So

- ``nvidia-smi -L``: the lines after "GPU <n>:" are the native ones, S times over;
- ``--query-gpu=index,...``: the rows without their first column (the index), likewise;
- plain ``nvidia-smi``: the header's versions equal; GPU block k has the static fields of
  native block k mod N (name, persistence mode, bus id, display, ECC errors, power cap, total
  memory, compute mode, MIG mode) and index k; the readings (fan, temperature, P-state, power,
  memory used, utilisation) may move between runs and are not compared; the processes (GPU,
  PID, type, name) of LUPINE's GPU k are native GPU k mod N's (the server host's processes:
  reported apart, since processes may come and go between the runs).

Also, per LUPINE output file, the NVML functions and private-table slots LUPINE's NVML named as
not supported or refused under LUPINE_DEBUG (native/nvml/unsupported.c, export_tables.c).

    python native/gpu/smi_compare.py OUT_DIR [--servers 2]

reads OUT_DIR/{native,lupine}-{smi-L,smi,smi-query}.txt and OUT_DIR/lupine-*.txt, prints one
line per comparison ("match" or "DIFFER" and the first difference) and exits 0.
"""

from __future__ import annotations

import argparse
import re
from dataclasses import dataclass
from pathlib import Path

# Fields of a GPU block that stay put between runs on an idle machine.
STATIC = ("name", "persistence", "bus_id", "display", "ecc", "power_cap", "memory_total",
          "compute_mode", "mig_mode")  # fmt: skip


@dataclass
class Plain:
    """Plain nvidia-smi's output, parsed: the header's versions, each GPU block's fields (by
    name, strings as printed) and each process row (GPU index, PID, type, name)."""

    versions: dict[str, str]
    gpus: list[dict[str, str]]
    processes: list[tuple[int, str, str, str]]


def _cells(line: str) -> list[str]:
    return [c.strip() for c in line.strip().strip("|").split("|")]


def parse_plain(text: str) -> Plain | None:
    """The plain form's table, or None where the text has none (an error message instead)."""
    lines = text.splitlines()
    head = next((ln for ln in lines if "NVIDIA-SMI " in ln and "Driver Version:" in ln), None)
    if head is None:
        return None
    versions = dict(re.findall(r"(NVIDIA-SMI|Driver Version:|CUDA Version:)\s*(\S+)", head))
    # the GPU blocks: "|" rows between the first "|===" line and the first empty line, blocks
    # separated by "+---" lines
    start = next((i for i, ln in enumerate(lines) if ln.startswith("|=")), None)
    if start is None:
        return None
    blocks: list[list[str]] = [[]]
    for ln in lines[start + 1 :]:
        if not ln.strip():
            break
        if ln.startswith("+"):
            blocks.append([])
        elif ln.startswith("|"):
            blocks[-1].append(ln)
    gpus = []
    for b in (b for b in blocks if b):
        if len(b) < 3:
            return None
        (c11, c12, c13), (c21, c22, c23), (_, _, c33) = (_cells(x)[:3] for x in b[:3])
        first = c11.split()
        power = c21.split()
        memory = c22.split("/")
        util = c23.split()
        gpus.append(
            {
                "index": first[0],
                "name": " ".join(first[1:-1]),
                "persistence": first[-1],
                "bus_id": c12.split()[0],
                "display": c12.split()[-1],
                "ecc": c13,
                "fan": power[0],
                "temperature": power[1],
                "pstate": power[2],
                "power_cap": power[-1],
                "memory_used": memory[0].strip(),
                "memory_total": memory[-1].strip(),
                "utilization": util[0],
                "compute_mode": " ".join(util[1:]),
                "mig_mode": c33,
            }
        )
    processes = []
    at = next((i for i, ln in enumerate(lines) if ln.startswith("| Processes:")), None)
    if at is not None:
        rows = next((i for i in range(at, len(lines)) if lines[i].startswith("|=")), len(lines))
        for ln in lines[rows + 1 :]:
            if not ln.startswith("|"):
                break
            t = ln.strip("|").split()
            if len(t) >= 7 and t[0].isdigit():
                processes.append((int(t[0]), t[3], t[4], " ".join(t[5:-1])))
    return Plain(versions, gpus, processes)


def compare_plain(native: str, lupine: str, servers: int) -> tuple[str, str]:
    """("match" or "DIFFER: <first difference>", the processes' verdict) for plain nvidia-smi."""
    n, lp = parse_plain(native), parse_plain(lupine)
    if n is None:
        return "DIFFER: no GPU table in the native output", ""
    if lp is None:
        last = [ln for ln in lupine.splitlines() if ln.strip() and "lupine:" not in ln]
        return f"DIFFER: no GPU table through LUPINE ({' / '.join(last[-2:])})", ""
    if n.versions != lp.versions:
        return f"DIFFER: versions {lp.versions} against {n.versions}", ""
    if len(lp.gpus) != servers * len(n.gpus):
        return f"DIFFER: {len(lp.gpus)} GPUs, want {servers} x {len(n.gpus)}", ""
    for k, g in enumerate(lp.gpus):
        same = n.gpus[k % len(n.gpus)]
        if g["index"] != str(k):
            return f"DIFFER: GPU block {k} has index {g['index']}", ""
        for f in STATIC:
            if g[f] != same[f]:
                return f"DIFFER: GPU {k} {f} {g[f]!r}, natively {same[f]!r}", ""
    procs = "match"
    for k in range(len(lp.gpus)):
        got = sorted(p[1:] for p in lp.processes if p[0] == k)
        want = sorted(p[1:] for p in n.processes if p[0] == k % len(n.gpus))
        if got != want:
            procs = f"DIFFER: GPU {k} lists {got}, natively {want}"
            break
    return "match", procs


def compare_list(native: str, lupine: str, servers: int) -> str:
    """``nvidia-smi -L``: the lines after "GPU <n>:", the native ones S times over."""

    def rows(t: str) -> list[str]:
        return [ln.split(":", 1)[1].strip() for ln in t.splitlines() if ln.startswith("GPU ")]

    want, got = rows(native) * servers, rows(lupine)
    return f"{'match' if got == want and want else 'DIFFER'} {len(rows(native))} {len(got)}"


def compare_query(native: str, lupine: str, servers: int) -> str:
    """``--query-gpu=index,...``: the rows without the index, the native ones S times over;
    the header row equal."""

    def rows(t: str) -> list[str]:
        return [ln for ln in t.splitlines() if "," in ln and not ln.startswith("lupine:")]

    n, lp = rows(native), rows(lupine)
    values = [r.split(",", 1)[1] for r in n[1:]] * servers
    ok = bool(n) and lp[:1] == n[:1] and [r.split(",", 1)[1] for r in lp[1:]] == values
    ok = ok and [r.split(",", 1)[0] for r in lp[1:]] == [str(k) for k in range(len(lp) - 1)]
    return "match" if ok else "DIFFER"


_UNSUPPORTED = re.compile(r"NVML: (.+?)(?: \(a0=[^)]*\))? is not supported by LUPINE")
_REFUSED = re.compile(r"NVML: (\S+) refused")


def unforwarded(text: str) -> list[str]:
    """What LUPINE's NVML named as not supported (a function, or "<table> slot <n>") or refused
    (a private table) under LUPINE_DEBUG, each once, sorted."""
    found = {m.group(1) for m in _UNSUPPORTED.finditer(text)}
    found |= {m.group(1) for m in _REFUSED.finditer(text)}
    return sorted(found)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("out", type=Path)
    ap.add_argument("--servers", type=int, default=2)
    a = ap.parse_args(argv)

    def read(name: str) -> str:
        p = a.out / name
        return p.read_text(errors="replace") if p.exists() else ""

    s = a.servers
    print("nvidia-smi -L:", compare_list(read("native-smi-L.txt"), read("lupine-smi-L.txt"), s))
    print(
        "nvidia-smi query:",
        compare_query(read("native-smi-query.txt"), read("lupine-smi-query.txt"), s),
    )
    plain, procs = compare_plain(read("native-smi.txt"), read("lupine-smi.txt"), s)
    print("nvidia-smi:", plain)
    if procs:
        print("nvidia-smi processes:", procs)
    for f in sorted(a.out.glob("lupine-*.txt")):
        names = unforwarded(f.read_text(errors="replace"))
        print(f.name, "unforwarded:", ", ".join(names) or "none")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
