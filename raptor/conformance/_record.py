"""Running rows, and the certification record: what ran where, with which versions, and each
row's pass / fail / skip with its reason (JSON, written by ``raptor certify --json``)."""

from __future__ import annotations

import datetime
import importlib
import json
import platform
import subprocess
import time
import traceback
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

from ._checks import CheckFailed
from ._needs import NEEDS, unmet

if TYPE_CHECKING:
    from .interop import Row

FORMAT = 1  # the record's "raptor_record" field: bumped when its layout changes
Status = Literal["pass", "fail", "skip"]


class RecordError(ValueError):
    """A certification record file is missing fields, has wrong types, or is not JSON; the
    message names the file."""


@dataclass(frozen=True, slots=True)
class Result:
    """One row's outcome.

    Attributes:
        row: the row id.
        status: ``pass``, ``fail`` or ``skip``.
        reason: the evidence (pass), what went wrong (fail), or what is missing (skip).
        unmet: names of the needs this machine lacks (skips only).
        seconds: wall time of the check (0 for skips).
    """

    row: str
    status: Status
    reason: str
    unmet: tuple[str, ...] = ()
    seconds: float = 0.0


def run_row(row: Row) -> Result:
    """Run ``row``'s check if this machine meets its needs.

    Never raises for what the check does: a failed proof, and any exception the check or the
    code under test raises, become a ``fail`` with the reason; unmet needs become a ``skip``.
    """
    missing = unmet(row.needs)
    if missing:
        reason = "; ".join(f"needs {need.what}: {why}" for need, why in missing)
        return Result(row.id, "skip", reason, tuple(n.name for n, _ in missing))
    start = time.perf_counter()
    try:
        evidence = row.check()
    except CheckFailed as e:
        return Result(row.id, "fail", str(e), seconds=time.perf_counter() - start)
    except Exception as e:
        where = traceback.extract_tb(e.__traceback__)[-1]
        return Result(
            row.id,
            "fail",
            f"{type(e).__name__}: {e} (at {Path(where.filename).name}:{where.lineno})",
            seconds=time.perf_counter() - start,
        )
    return Result(row.id, "pass", evidence, seconds=time.perf_counter() - start)


# -- the machine ------------------------------------------------------------------------------
def _version(module: str) -> str | None:
    try:
        m = importlib.import_module(module)
    except Exception:
        return None
    v = getattr(m, "__version__", None) or getattr(getattr(m, "config", None), "version", None)
    return str(v) if v is not None else None


def _cuda_version(encoded: int) -> str | None:
    # cudaDriverGetVersion / cudaRuntimeGetVersion encode 1000 * major + 10 * minor; the
    # driver's is 0 when no driver is installed.
    return f"{encoded // 1000}.{encoded % 1000 // 10}" if encoded else None


def _nvidia_driver() -> str | None:
    try:
        text = Path("/proc/driver/nvidia/version").read_text()
        for word in text.split():
            if word[:1].isdigit() and word.count(".") >= 1:
                return word
    except OSError:
        pass
    try:
        out = subprocess.run(
            ["nvidia-smi", "--query-gpu=driver_version", "--format=csv,noheader"],
            capture_output=True,
            text=True,
            timeout=20,
            check=True,
        )
        return out.stdout.split("\n")[0].strip() or None
    except (OSError, subprocess.SubprocessError):
        return None


def environment() -> dict[str, Any]:
    """Date, host, GPUs, driver and the versions of everything a row depends on.

    ``driver.in_use`` says which CUDA driver the rows ran on: ``native``, ``lupine`` (with the
    servers the shim is bound to) or ``none`` (host arrays on eagle's PTX emulator).

    Each item is looked up on its own; what cannot be found is ``null``, never an error.
    """
    env: dict[str, Any] = {
        "date": datetime.datetime.now(datetime.UTC).isoformat(timespec="seconds"),
        "host": platform.node(),
        "platform": platform.platform(),
        "gpus": [],
        "driver": {"nvidia": None, "cuda_driver_api": None, "cuda_runtime": None},
        "versions": {
            "python": platform.python_version(),
            **{
                m: _version(m)
                for m in ("numpy", "cupy", "torch", "warp", "jax", "jaxlib", "numba", "eagle")
            },
        },
        "needs": {},
    }
    try:
        import cupy

        runtime = cupy.cuda.runtime
        env["driver"]["cuda_driver_api"] = _cuda_version(runtime.driverGetVersion())
        env["driver"]["cuda_runtime"] = _cuda_version(runtime.runtimeGetVersion())
        for i in range(runtime.getDeviceCount()):
            props = runtime.getDeviceProperties(i)
            name = props.get("name", b"")
            env["gpus"].append(
                {
                    "index": i,
                    "name": name.decode() if isinstance(name, bytes) else str(name),
                    "compute_capability": f"{props.get('major')}.{props.get('minor')}",
                    "memory_bytes": int(props.get("totalGlobalMem", 0)),
                }
            )
    except Exception as e:
        env["gpus_error"] = f"{type(e).__name__}: {e}"
    if env["gpus"]:
        env["driver"]["nvidia"] = _nvidia_driver()
    try:
        import torch

        env["versions"]["torch_cuda"] = torch.version.cuda
    except Exception:
        pass
    from ._needs import probe

    for name in NEEDS:
        met, why = probe(name)
        env["needs"][name] = {"met": met, "why": why}
    # After the probes: CUDA has initialised (or failed to) by now, so the driver is mapped.
    from ._driver import driver_in_use

    try:
        env["driver"]["in_use"] = driver_in_use().as_record()
    except Exception as e:
        env["driver"]["in_use"] = {"kind": None, "error": f"{type(e).__name__}: {e}"}
    return env


# -- records ----------------------------------------------------------------------------------
def make_record(rows: Mapping[str, Row], results: Iterable[Result]) -> dict[str, Any]:
    """A record (a JSON-ready dict) of ``results``, with the machine's :func:`environment`."""
    record: dict[str, Any] = {"raptor_record": FORMAT, **environment(), "rows": {}}
    counts = {"pass": 0, "fail": 0, "skip": 0}
    for r in results:
        row = rows[r.row]
        counts[r.status] += 1
        record["rows"][r.row] = {
            "framework": row.framework,
            "direction": row.direction,
            "device": row.device,
            "kind": row.kind.value,
            "variant": row.variant,
            "status": r.status,
            "reason": r.reason,
            "unmet": list(r.unmet),
            "seconds": round(r.seconds, 4),
        }
    record["summary"] = counts
    return record


def write_record(path: str | Path, record: Mapping[str, Any]) -> None:
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(record, indent=2, sort_keys=False) + "\n")


def load_record(path: str | Path) -> dict[str, Any]:
    """Read and validate a record written by :func:`write_record`.

    Raises:
        FileNotFoundError: no such file.
        RecordError: not JSON, or not a raptor record of format 1 (the message names the file
            and the field at fault).
    """
    path = Path(path)
    try:
        text = path.read_text()
    except FileNotFoundError:
        raise FileNotFoundError(f"certification record {path} does not exist") from None
    except (OSError, UnicodeDecodeError) as e:
        raise RecordError(f"certification record {path}: cannot be read: {e}") from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as e:
        raise RecordError(f"certification record {path} is not valid JSON: {e}") from None

    def bad(what: str) -> RecordError:
        return RecordError(f"certification record {path} is corrupt: {what}")

    if not isinstance(data, dict):
        raise bad(f"expected a JSON object, got {type(data).__name__}")
    if data.get("raptor_record") != FORMAT:
        raise bad(f"'raptor_record' is {data.get('raptor_record')!r}, expected {FORMAT}")
    rows = data.get("rows")
    if not isinstance(rows, dict):
        raise bad("'rows' must be an object mapping row ids to results")
    for row_id, r in rows.items():
        if not isinstance(r, dict):
            raise bad(f"row {row_id}: expected an object")
        if r.get("status") not in ("pass", "fail", "skip"):
            raise bad(f"row {row_id}: status {r.get('status')!r} is not pass, fail or skip")
        if not isinstance(r.get("reason"), str):
            raise bad(f"row {row_id}: 'reason' must be a string")
        unmet_needs = r.get("unmet", [])
        if not isinstance(unmet_needs, list) or not all(isinstance(n, str) for n in unmet_needs):
            raise bad(f"row {row_id}: 'unmet' must be a list of need names")
    return data


def certified(record: Mapping[str, Any], rows: Mapping[str, Row]) -> frozenset[str]:
    """Frameworks whose every row in ``rows`` passed in ``record``.

    A row skipped only for hardware the machine lacked (a second GPU: ``Need.hardware``) does
    not count against its framework; any other skip, a failure, or a row missing from the
    record (added after the record was made) does. A framework needs at least one passed row.
    """
    results = record.get("rows", {})
    out = set()
    for framework in sorted({row.framework for row in rows.values()}):
        ok, passed = True, 0
        for row_id, row in rows.items():
            if row.framework != framework:
                continue
            r = results.get(row_id)
            if r is None:
                ok = False
            elif r["status"] == "pass":
                passed += 1
            elif (
                r["status"] == "skip"
                and r.get("unmet")
                and all(name in NEEDS and NEEDS[name].hardware for name in r["unmet"])
            ):
                continue
            else:
                ok = False
        if ok and passed:
            out.add(framework)
    return frozenset(out)


def certified_from(path: str | Path) -> frozenset[str]:
    """:func:`certified` for the record at ``path`` against the current ``ROWS``; empty when
    the file does not exist.

    Raises:
        RecordError: the file exists but is corrupt (naming it).
    """
    from .interop import ROWS

    path = Path(path)
    if not path.exists():
        return frozenset()
    return certified(load_record(path), ROWS)
