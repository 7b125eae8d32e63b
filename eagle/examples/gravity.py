"""Point-mass gravity on real PTX: ``python -m eagle.examples.gravity [--n N] [--target T]``.

Loads ``eagle.fixture("gravity.ptx")`` (nvcc 13 output of ``fixtures/gravity.cu``) with its
signature, runs it on a numpy array of body positions around the Earth, checks the
accelerations against a numpy reference, and prints them with the target that ran (CUDA, with
the device's name, or the host PTX emulator). Exit status 0 when they match, 1 when not, 2 when
``--target cuda`` has no device to run on.
"""

from __future__ import annotations

import argparse
import os
import sys
import time

import numpy as np

from eagle import LoadedVector
from eagle._fixtures import fixture
from eagle.loaded._cuda import cuda_reachable

MU_EARTH = 3.986004418e14  # m^3 s^-2, the Earth's gravitational parameter (IERS Conventions)


def reference(position: np.ndarray, mu: float) -> np.ndarray:
    """accel = -mu * r / |r|^3 per body (column), float64."""
    r = np.sqrt(np.sum(position * position, axis=0))
    return -mu * position / r**3


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--n", type=int, default=16, help="number of bodies (default 16)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument(
        "--target",
        choices=["auto", "cuda", "host"],
        default="auto",
        help="force a target (sets EAGLE_TARGET); auto: CUDA if reachable, else the emulator",
    )
    args = parser.parse_args(argv)
    if args.target != "auto":
        os.environ["EAGLE_TARGET"] = args.target

    rng = np.random.default_rng(args.seed)
    radius = rng.uniform(6.6e6, 4.2e7, args.n)  # metres: low Earth orbit to beyond GEO
    direction = rng.normal(size=(3, args.n))
    position = direction / np.linalg.norm(direction, axis=0) * radius

    gravity = LoadedVector(fixture("gravity.ptx"))
    reachable, why = cuda_reachable()
    target = os.environ.get("EAGLE_TARGET") or ("cuda" if reachable else "host")
    if target == "cuda" and not reachable:
        print(f"gravity: --target cuda, but no CUDA device is reachable: {why}", file=sys.stderr)
        return 2
    device = _device_name() if target == "cuda" else ""
    t0 = time.perf_counter()
    accel = gravity(position=position, mu=MU_EARTH)
    elapsed = time.perf_counter() - t0

    want = reference(position, MU_EARTH)
    err = np.max(np.abs(accel - want) / np.max(np.abs(want), axis=0))
    print(f"{gravity!r}")
    print(
        f"target: {target}"
        + (f" ({device})" if target == "cuda" else f" (PTX emulator; CUDA: {why})")
    )
    print(f"n = {args.n} bodies, {elapsed * 1e3:.2f} ms")
    shown = min(args.n, 8)
    print(f"{'body':>4} {'|r| (km)':>12} {'|a| (m/s^2)':>14}   a (m/s^2)")
    for i in range(shown):
        a = accel[:, i]
        print(
            f"{i:>4} {np.linalg.norm(position[:, i]) / 1e3:>12.1f} {np.linalg.norm(a):>14.6f}"
            f"   [{a[0]: .6e} {a[1]: .6e} {a[2]: .6e}]"
        )
    if shown < args.n:
        print(f"     … {args.n - shown} more")
    ok = bool(err <= 2e-15)
    print(f"max error vs numpy reference: {err:.2e} of |a| -> {'OK' if ok else 'MISMATCH'}")
    if not ok and "stand-in" in device:
        print(
            "  the device is LUPINE's stand-in driver (no GPU): it computes only its built-in "
            "kernels, and gravity's launch was a no-op (its server's log says so); the emulator "
            "computes it here with --target host, a server on a GPU with the same command"
        )
    return 0 if ok else 1


def _device_name() -> str:
    """The current CUDA device's name, as the driver (or a LUPINE server) gives it."""
    import cupy

    props = cupy.cuda.runtime.getDeviceProperties(cupy.cuda.Device().id)
    return str(props["name"].decode(errors="replace"))


if __name__ == "__main__":
    sys.exit(main())
