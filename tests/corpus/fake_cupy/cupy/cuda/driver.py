import ctypes
import os
import time

import numpy as np

from ._behaviour import BEHAVIOUR, FUNCTION_MODULES, FUNCTIONS, MODULES


class CUDADriverError(RuntimeError):
    pass


def launchKernel(f, gx, gy, gz, bx, by, bz, shared, stream, params, extra):
    _launch(f, cooperative=False)


def launchCooperativeKernel(f, gx, gy, gz, bx, by, bz, shared, stream, params):
    _launch(f, cooperative=True)


def _launch(f, cooperative: bool) -> None:
    what = BEHAVIOUR.get(FUNCTIONS[f])
    if what == "needs_cooperative" and not cooperative:  # grid.sync() traps on a GPU
        raise CUDADriverError("CUDA_ERROR_LAUNCH_FAILED: unspecified launch failure")
    if what == "launch_error":
        raise CUDADriverError("CUDA_ERROR_ILLEGAL_ADDRESS: an illegal memory access")
    if what == "hang":
        time.sleep(3600)
    if what == "crash":
        os._exit(139)
    if what == "printf":
        os.write(1, b"[0] written to fd 1\n")
        ctypes.CDLL(None).printf(b"[1] buffered by C stdio\n")
    if what == "bump_globals":
        for buf in FUNCTION_MODULES[f].globals.values():
            if buf.size == 4:
                word = buf.view(np.uint32)
                word += np.uint32(1)


def moduleGetGlobal(module: int, name: str) -> int:
    buf = MODULES[module].globals.get(name)
    if buf is None:
        raise CUDADriverError(f"CUDA_ERROR_NOT_FOUND: {name}")
    return buf.ctypes.data
