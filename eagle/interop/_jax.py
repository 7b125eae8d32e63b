"""The JAX row: one device's ``jax.Array``, imported through DLPack, results adopted by JAX."""

from __future__ import annotations

import os
import sys
from typing import Any, ClassVar

import numpy as np

from ._device import Device, from_dl_device
from ._row import Framework, probe_module


class Jax(Framework):
    """JAX arrays (``jax.Array``, one device's data): DLPack with JAX's stream semantics in,
    results adopted by JAX without a copy, never written (JAX arrays are immutable).

    On CUDA, ``__dlpack__(stream=s)`` makes ``s`` wait, on the GPU, for the computation that
    produces the array (JAX dispatches asynchronously); JAX has no current stream of its own to
    launch on, so the launch uses cupy's. 64-bit dtypes exist only while ``jax_enable_x64`` is
    on: otherwise JAX makes float32/int32 arrays, which a float64/int64 parameter refuses
    naming the flag, and a 64-bit result is refused before the launch rather than truncated.
    """

    name = "jax"
    title = "JAX"
    module = "jax"
    needs: ClassVar[dict[str, tuple[str, ...]]] = {"cpu": ("jax",), "cuda": ("cuda", "jax-cuda")}
    what: ClassVar[dict[str, str]] = {
        "jax": "JAX",
        "jax-cuda": "JAX with a CUDA device (jax[cuda])",
    }
    readme = (
        ("JAX CPU", "as numpy", "one copy each way",
         "JAX array (64-bit dtypes need `jax_enable_x64`)"),
        ("JAX CUDA", "its device, cupy's stream, ordered after JAX's computation (DLPack)",
         "none", "JAX array (zero-copy; never `out=`: immutable)"),
    )  # fmt: skip
    rank = 3
    results = ("cpu", "cuda")
    mutable = False
    recognised = (
        "an instance of jax.Array with one device's data (tracers inside jit/grad/vmap and "
        "arrays sharded over several devices are refused)"
    )
    protocol = (
        "DLPack: __dlpack__(stream=launch stream), zero-copy; float64, int64 and complex128 "
        "only with jax_enable_x64 on"
    )
    stream = (
        "cupy's current stream, which XLA makes wait on the GPU for the computation producing "
        "the array (DLPack stream semantics: no host synchronisation); host arrays are ready "
        "when imported"
    )
    returns = (
        "jax.Array on the input's device, adopted without a copy (host: the numpy result, "
        "64-byte aligned; CUDA: the cupy result, by jax.dlpack.from_dlpack on JAX's stream); "
        "JAX wins over cupy and numpy inputs; refused as out= or inout (immutable)"
    )

    def owns(self, x: Any) -> bool:
        return isinstance(x, sys.modules["jax"].Array)

    def device(self, x: Any) -> Device:
        jax = sys.modules["jax"]
        if isinstance(x, jax.core.Tracer):
            raise TypeError(
                "a traced JAX value (inside jax.jit, grad or vmap) has no memory to launch on: "
                "call eagle outside the transformation, or from it through jax.pure_callback"
            )
        if x.is_deleted():
            raise ValueError(
                "the JAX array has been deleted (donated to a jitted function, or .delete())"
            )
        devices = x.devices()
        if len(devices) != 1:
            raise ValueError(
                f"a JAX array sharded over {len(devices)} devices; eagle launches on one: pass "
                "one shard (x.addressable_shards[i].data)"
            )
        dev_type, dev_id = x.__dlpack_device__()
        return from_dl_device(int(dev_type), int(dev_id))

    @staticmethod
    def _canonical(dtype: np.dtype[Any]) -> np.dtype[Any]:
        # What JAX makes of a dtype now: float64 -> float32 while jax_enable_x64 is off.
        return np.dtype(sys.modules["jax"].dtypes.canonicalize_dtype(dtype))

    def receives(self, kind: str) -> bool:
        if kind != "cuda":
            return kind in self.results
        try:  # a CPU-only JAX has no GPU backend to adopt a device result into
            return bool(sys.modules["jax"].devices("gpu"))
        except RuntimeError:
            return False

    def dtype_hint(self, expected: np.dtype[Any], got: np.dtype[Any]) -> str:
        if self._canonical(expected) == got != expected:
            return (
                f"; JAX made it {got.name} because jax_enable_x64 is off (JAX arrays are at "
                "most 32-bit then): turn it on with jax.config.update('jax_enable_x64', True) "
                "before creating the array"
            )
        return ""

    def check_result(self, name: str, dtype: np.dtype[Any]) -> None:
        canonical = self._canonical(dtype)
        if canonical != dtype:
            raise TypeError(
                f"output {name!r} is {dtype.name}, which JAX would truncate to {canonical.name} "
                "because jax_enable_x64 is off: turn it on with "
                "jax.config.update('jax_enable_x64', True), or pass numpy or cupy arrays"
            )

    def host_empty(self, shape: tuple[int, ...], dtype: np.dtype[Any]) -> np.ndarray[Any, Any]:
        # XLA's CPU client adopts host memory without a copy only when it is 64-byte aligned.
        nbytes = int(np.prod(shape, dtype=np.int64)) * dtype.itemsize
        raw = np.empty(nbytes + _JAX_ALIGN, np.uint8)
        offset = -raw.ctypes.data % _JAX_ALIGN
        return raw[offset : offset + nbytes].view(dtype).reshape(shape)

    def from_host(self, array: np.ndarray[Any, Any]) -> Any:
        return sys.modules["jax"].dlpack.from_dlpack(array)

    def from_device(self, array: Any) -> Any:
        # JAX asks cupy's __dlpack__ with its own stream for external ready events, so cupy
        # makes that stream wait for the launch (no host synchronisation).
        return sys.modules["jax"].dlpack.from_dlpack(array)

    def probe(self, need: str) -> tuple[bool, str]:
        # XLA takes 75% of a GPU's memory when it starts unless told not to, and eagle's
        # CUDA work shares the GPU with it (through cupy)
        os.environ.setdefault("XLA_PYTHON_CLIENT_PREALLOCATE", "false")
        ok, why = probe_module("jax")
        if not ok or need == "jax":
            return ok, why
        jax = sys.modules["jax"]
        try:
            gpus = jax.devices("gpu")
        except RuntimeError as e:
            return False, f"{why} sees no GPU ({str(e).splitlines()[0]})"
        return True, f"{why}, {len(gpus)} GPU{'s' if len(gpus) != 1 else ''} ({gpus[0].platform})"


_JAX_ALIGN = 64
