"""On a GPU: eagle's replayed launches with outputs supplied, on cupy arrays and torch CUDA
tensors, against numpy's gravity (tests/references.py), and how many calls were bound anew
after the first of each form (none: every later call replays its form's bound launch). Prints
one JSON object.

    python3 tests/gpu_results/replay_out_gpu.py
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import numpy as np

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tests"))

from references import FIXTURES, gravity  # noqa: E402

from eagle import LoadedVector  # noqa: E402

MU = 3.986004418e14


def run(kind: str) -> dict[str, Any]:
    k = LoadedVector(FIXTURES / "gravity.ptx")
    binds = {"calls": 0}
    plain = k._launcher.bind

    def counted(kw: Any) -> Any:
        binds["calls"] += 1
        return plain(kw)

    k._launcher.bind = counted  # type: ignore[method-assign]
    rng = np.random.default_rng(7)
    pos = rng.standard_normal((3, 1000)) * 7.0e6
    ref = gravity(pos, MU)
    if kind == "cupy":
        import cupy as cp

        x = cp.asarray(pos)
        outs = [cp.empty_like(x) for _ in range(3)]

        def host(a: Any) -> np.ndarray:
            return cp.asnumpy(a)

        sync = cp.cuda.get_current_stream().synchronize
    else:
        import torch

        x = torch.from_numpy(pos).cuda()
        outs = [torch.empty_like(x) for _ in range(3)]

        def host(a: Any) -> np.ndarray:
            return a.cpu().numpy()

        sync = torch.cuda.synchronize
    res: dict[str, Any] = {}
    forms = {"out=a": lambda o: k(position=x, mu=MU, out=o)}
    forms["out=(a,)"] = lambda o: k(position=x, mu=MU, out=(o,))
    forms["by name"] = lambda o: k(position=x, mu=MU, accel=o)
    for (label, f), o in zip(forms.items(), outs, strict=True):
        r = f(o)
        sync()
        err = float(np.max(np.abs(host(o) - ref)) / np.max(np.abs(ref)))
        res[label] = {"returns_same": r is o, "max_rel_err": err}
    before = binds["calls"]
    for _ in range(100):
        for f, o in zip(forms.values(), outs, strict=True):
            f(o)
    sync()
    res["binds_after_warm_of_300"] = binds["calls"] - before
    res["first_calls_bound"] = before
    return res


def main() -> int:
    out: dict[str, Any] = {}
    for kind in ("cupy", "torch"):
        try:
            out[kind] = run(kind)
        except Exception as e:  # recorded, the other kind still runs
            out[kind] = {"error": f"{type(e).__name__}: {e}"}
    print(json.dumps(out, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
