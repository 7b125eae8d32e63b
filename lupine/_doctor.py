"""``lupine doctor``: what a program started with ``lupine run`` would load, and whether it
reaches the server.

The checks run in a child process with ``lupine run``'s environment (`cli.run_environment`),
so this process loads no CUDA library. Rows: the server (TCP reachable, within 3 s), the token,
``libcuda`` (which file, whether it is LUPINE's client library, ``cuInit``, the driver version
and the devices the server exposes), ``libcudart``, ``libcublas``, ``libcudnn`` (found where,
and whether they reach LUPINE: they load ``libcuda.so.1``, which is LUPINE's when the libcuda
row is), and ``libnvidia-ml`` (which file, whether it is LUPINE's client NVML, ``nvmlInit``
through the server(s) and the devices NVML sees). Each row that is not fine says what to do
about it.
"""

from __future__ import annotations

import json
import os
import re
import socket
import subprocess
import sys
from dataclasses import dataclass

from ._endpoint import parse_endpoint

__all__ = ["Row", "diagnose", "render"]

# Run in the child: prints one JSON object. Only the standard library; never raises.
_PROBE = r"""
import ctypes, ctypes.util, glob, json, os, sys, sysconfig
out = {}
def mapped(part):
    try:
        with open("/proc/self/maps") as f:
            return sorted({l.split()[-1] for l in f if part in l.split()[-1]})
    except OSError:
        return []
def candidates(stem, sonames):
    found = []
    for name in sonames:
        found.append(name)
    for d in sysconfig.get_paths()["purelib"], sysconfig.get_paths()["platlib"]:
        found += sorted(glob.glob(os.path.join(d, "nvidia", "**", stem + ".so*"), recursive=True))
    lib = ctypes.util.find_library(stem[3:])
    if lib:
        found.append(lib)
    return found
def load(stem, sonames):
    errors = []
    for c in candidates(stem, sonames):
        try:
            ctypes.CDLL(c)
        except OSError as e:
            errors.append(str(e).split(":")[-1].strip())
            continue
        paths = mapped(stem + ".so")
        return {"path": paths[0] if paths else c}
    return {"path": None, "error": errors[-1] if errors else "not found"}
cu = {}
try:
    lib = ctypes.CDLL("libcuda.so.1")
    cu["path"] = (mapped("libcuda.so") or ["?"])[0]
    try:
        cu["marker"] = ctypes.string_at(lib.lupine_libcuda_marker).decode()
    except AttributeError:
        cu["marker"] = None
    cu["init"] = lib.cuInit(0)
    v, n = ctypes.c_int(), ctypes.c_int()
    if cu["init"] == 0 and lib.cuDriverGetVersion(ctypes.byref(v)) == 0:
        cu["driver"] = v.value
    if cu["init"] == 0 and lib.cuDeviceGetCount(ctypes.byref(n)) == 0:
        devs = []
        for i in range(n.value):
            d, name, mem = ctypes.c_int(), ctypes.create_string_buffer(256), ctypes.c_size_t()
            lib.cuDeviceGet(ctypes.byref(d), i)
            lib.cuDeviceGetName(name, 256, d)
            lib.cuDeviceTotalMem_v2(ctypes.byref(mem), d)
            devs.append([name.value.decode(errors="replace"), mem.value])
        cu["devices"] = devs
except OSError as e:
    cu["path"] = None
    cu["error"] = str(e)
out["libcuda"] = cu
out["libcudart"] = load("libcudart", ["libcudart.so.13", "libcudart.so.12", "libcudart.so"])
out["libcublas"] = load("libcublas", ["libcublas.so.13", "libcublas.so.12", "libcublas.so"])
out["libcudnn"] = load("libcudnn", ["libcudnn.so.9", "libcudnn.so.8", "libcudnn.so"])
nv = load("libnvidia-ml", ["libnvidia-ml.so.1"])
if nv.get("path"):
    try:
        lib = ctypes.CDLL("libnvidia-ml.so.1")
        try:
            nv["marker"] = ctypes.string_at(lib.lupine_nvml_marker).decode()
        except AttributeError:
            nv["marker"] = None
        nv["init"] = lib.nvmlInit_v2()
        n = ctypes.c_uint()
        if nv["init"] == 0 and lib.nvmlDeviceGetCount_v2(ctypes.byref(n)) == 0:
            nv["count"] = n.value
    except (OSError, AttributeError) as e:
        nv["error"] = str(e)
out["libnvidia-ml"] = nv
print(json.dumps(out))
"""


@dataclass(frozen=True)
class Row:
    """One line of the report: what was checked, ``ok``/``warn``/``FAIL``, what was found,
    and what to do when it is not ``ok``."""

    check: str
    state: str
    found: str
    fix: str = ""


def _reachable(endpoint: str, timeout: float = 3.0) -> str | None:
    """None when a TCP connection to ``host:port`` opens within the timeout, else why not."""
    try:
        host, port = parse_endpoint(endpoint)
        with socket.create_connection((host, port), timeout=timeout):
            return None
    except (OSError, ValueError) as e:
        return str(e) or type(e).__name__


def _start_server(endpoint: str) -> str:
    """What to run so that ``endpoint`` (``host:port``) answers: a server on that port, on this
    machine for a loopback host (the stand-in driver where there is no GPU), else on that host,
    listening beyond loopback (a token and TLS, as lupine-server requires)."""
    host, _, port = endpoint.rpartition(":")
    if _is_loopback(host.strip("[]")):
        return (
            f"start lupine-server here: lupine server --listen {endpoint} (add --standin "
            "where there is no GPU), or fix --host"
        )
    return (
        f"start lupine-server on {host}: lupine server --listen 0.0.0.0:{port} --token-file F "
        "--tls-cert C --tls-key K, or fix --host"
    )


def _is_loopback(host: str) -> bool:
    """Whether ``host`` resolves to loopback addresses only, as the shim judges it by the address
    it connects to (native/common/dial.c): "127.x.example" may be any host."""
    import ipaddress

    try:
        infos = socket.getaddrinfo(host, None, type=socket.SOCK_STREAM)
    except (OSError, UnicodeError):
        return False

    def loop(a: str) -> bool:
        ip = ipaddress.ip_address(a.split("%", 1)[0])
        mapped = getattr(ip, "ipv4_mapped", None)
        return (mapped or ip).is_loopback

    return bool(infos) and all(loop(str(i[4][0])) for i in infos)


def diagnose(env: dict[str, str], timeout: float = 60.0) -> list[Row]:
    """The report's rows for a program started with ``env`` (`cli.run_environment`)."""
    rows: list[Row] = []
    servers = [s for s in env.get("LUPINE_SERVER", "").split(",") if s]
    unreachable = set()
    for s in servers:
        why = _reachable(s)
        if why is not None:
            unreachable.add(s)
        rows.append(
            Row("server", "ok", f"{s} accepts connections")
            if why is None
            else Row("server", "FAIL", f"{s}: {why}", _start_server(s))
        )
    for s in servers:
        host = parse_endpoint(s)[0]
        flag = env.get("LUPINE_TLS", "")
        loopback = _is_loopback(host)
        tls = flag != "0" if flag else not loopback
        ca = env.get("LUPINE_TLS_CA")
        if s in unreachable:  # its server row says why; nothing answered to check
            rows.append(Row("tls", "warn", f"not checked: {s} did not accept a connection"))
        elif tls:
            rows.append(
                Row(
                    "tls",
                    "ok",
                    f"on for {s}; the certificate must chain to {ca or 'the system trust store'}",
                )
            )
        elif loopback:
            rows.append(Row("tls", "ok", f"off for {s} (loopback)"))
        else:
            rows.append(
                Row(
                    "tls",
                    "warn",
                    f"off for {s}: the token and data cross the network in clear",
                    "unset LUPINE_TLS=0 and give the server --tls-cert/--tls-key",
                )
            )
    token_file = env.get("LUPINE_TOKEN_FILE")
    if env.get("LUPINE_TOKEN"):
        rows.append(Row("token", "ok", "LUPINE_TOKEN is set"))
    elif token_file:
        readable = os.access(token_file, os.R_OK)
        rows.append(
            Row("token", "ok", f"from {token_file}")
            if readable
            else Row("token", "FAIL", f"{token_file} is not readable", "fix --token-file")
        )
    else:
        rows.append(Row("token", "ok", "none (the server must run without --token-file)"))
    proc = subprocess.run(
        [sys.executable, "-c", _PROBE], capture_output=True, text=True, env=env, timeout=timeout
    )
    try:
        got = json.loads(proc.stdout.strip().splitlines()[-1])
    except (IndexError, json.JSONDecodeError):
        rows.append(
            Row(
                "probe",
                "FAIL",
                f"the child exited {proc.returncode}: {proc.stderr.strip()[-300:]}",
                "run a CUDA program under lupine run with LUPINE_DEBUG=1 to see why",
            )
        )
        return rows
    # what the shim said on stderr about a refused connection: blame the right row
    # (the CUDA shim's lines: the client NVML's have their own row)
    said = " ".join(
        ln
        for ln in proc.stderr.splitlines()
        if ln.startswith("lupine:") and not ln.startswith("lupine: NVML")
    )
    refused = ("closed the connection in the handshake", "server is full", "server is busy")
    # servers where something else listens: the shim's line names each
    strangers = {
        m.group(1) for m in re.finditer(r"lupine-server at (\S+) \([^)]*not a lupine-server", said)
    }
    for i, r in enumerate(rows):
        where = r.found.split(" ", 1)[0]
        if r.check == "server" and r.state == "ok" and where in strangers:
            rows[i] = Row(
                r.check,
                "FAIL",
                f"{where} accepts connections but does not answer as a lupine-server",
                "another program has that port? --host must name lupine-server's address "
                "(its first line says it: `listening on HOST:PORT`)",
            )
        elif r.check == "tls" and any(f"for {h}" in r.found for h in strangers):
            rows[i] = Row("tls", "warn", "not checked: no lupine-server answered there")
        elif r.check == "server" and any(x in said for x in refused):
            rows[i] = Row(
                r.check,
                "FAIL",
                said.removeprefix("lupine: ")[:200],
                "the server's log says why: raise --max-clients/--max-pending, or try again",
            )
        elif r.check == "tls" and any(x in said for x in refused):
            continue
        elif r.check == "tls" and ("not trusted" in said or "TLS" in said):
            fix = (
                "set LUPINE_TLS=1 (the server speaks TLS)"
                if "LUPINE_TLS=1" in said
                else "set LUPINE_TLS=0 for it, or give the server --tls-cert/--tls-key"
                if "LUPINE_TLS=0" in said
                else "LUPINE_TLS_CA must name the CA that signed the server's certificate"
            )
            rows[i] = Row("tls", "FAIL", said.removeprefix("lupine: ")[:200], fix)
        elif r.check == "token" and "token refused" in said:
            rows[i] = Row(
                "token",
                "FAIL",
                "the server refused the token",
                "LUPINE_TOKEN or --token-file must hold the server's token",
            )
    cu = got["libcuda"]
    lupine_cuda = cu.get("marker") == "lupine-shim" and cu.get("init") == 0
    if not cu.get("path"):
        rows.append(
            Row("libcuda", "FAIL", cu.get("error", "not loaded"), "pip install . (builds it)")
        )
    elif cu.get("marker") != "lupine-shim":
        rows.append(
            Row(
                "libcuda",
                "FAIL",
                f"{cu['path']} is not LUPINE's client library",
                "start the program with lupine run, or set LUPINE_LIBCUDA",
            )
        )
    elif cu.get("init") != 0:
        detail = [
            ln
            for ln in proc.stderr.splitlines()
            if ln.startswith("lupine:") and not ln.startswith("lupine: NVML")
        ]
        rows.append(
            Row(
                "libcuda",
                "FAIL",
                f"{cu['path']}: cuInit answered {cu.get('init')}"
                + (f" ({detail[-1][8:]})" if detail else ""),
                "check the server row and the token",
            )
        )
    else:
        drv = cu.get("driver", 0)
        rows.append(
            Row(
                "libcuda",
                "ok",
                f"{cu['path']} (LUPINE); server driver CUDA {drv // 1000}.{drv % 1000 // 10}",
            )
        )
        for i, (name, mem) in enumerate(cu.get("devices", [])):
            rows.append(Row(f"device {i}", "ok", f"{name}, {mem >> 20} MiB"))
        if not cu.get("devices"):
            rows.append(
                Row("devices", "warn", "the server exposes no GPU", "check the server's GPUs")
            )
    for lib in ("libcudart", "libcublas", "libcudnn"):
        r = got[lib]
        if r.get("path"):
            rows.append(
                Row(
                    lib,
                    "ok" if lupine_cuda else "warn",
                    f"{r['path']}" + (" (reaches LUPINE through libcuda)" if lupine_cuda else ""),
                    "" if lupine_cuda else "fix the libcuda row first",
                )
            )
        else:
            rows.append(
                Row(lib, "warn", "not found", f"only needed by programs that use {lib[3:]}")
            )
    rows.append(_nvml_row(got["libnvidia-ml"], proc.stderr))
    return rows


def _nvml_row(nvml: dict, stderr: str) -> Row:
    """The libnvidia-ml row: LUPINE's client NVML (native/nvml), initialised through the
    server(s); nvmlInit's answer names what is off (9: no server reached, 12: the server has no
    NVML of its own)."""
    path = nvml.get("path")
    if not path:
        return Row(
            "libnvidia-ml",
            "warn",
            nvml.get("error", "not found"),
            "pip install . (builds LUPINE's libnvidia-ml.so.1 beside libcuda.so.1)",
        )
    if nvml.get("marker") != "lupine-nvml":
        return Row(
            "libnvidia-ml",
            "FAIL",
            f"{path} is not LUPINE's client NVML: nvidia-smi and NVML see this machine's GPUs",
            "start the program with lupine run (it loads LUPINE's for any libnvidia-ml)",
        )
    rc = nvml.get("init")
    said = [ln[8:] for ln in stderr.splitlines() if ln.startswith("lupine: NVML:")]
    if rc == 12:
        return Row(
            "libnvidia-ml",
            "warn",
            f"{path} (LUPINE): the server has no NVML library (nvmlInit answered 12)",
            "start lupine-server on a host with the NVIDIA driver, or give it --nvml PATH",
        )
    if rc != 0:
        return Row(
            "libnvidia-ml",
            "FAIL",
            f"{path} (LUPINE): nvmlInit answered {rc}" + (f" ({said[-1]})" if said else ""),
            "check the server row and the token",
        )
    count = nvml.get("count", 0)
    return Row(
        "libnvidia-ml",
        "ok",
        f"{path} (LUPINE); {count} device{'' if count == 1 else 's'} through the server(s)",
    )


def render(rows: list[Row]) -> str:
    """A plain table: check, state, what was found, and the fix where one is needed."""
    heads = ("check", "state", "found", "fix")
    table = [heads, *((r.check, r.state, r.found, r.fix) for r in rows)]
    widths = [max(len(t[i]) for t in table) for i in range(3)]
    lines = []
    for t in table:
        cells = [t[i].ljust(widths[i]) for i in range(3)] + [t[3]]
        lines.append("  ".join(cells).rstrip())
    lines.insert(1, "  ".join("-" * w for w in widths) + "  ---")
    return "\n".join(lines)
