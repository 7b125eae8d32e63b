"""A stand-in for cupy, just wide enough for record_gpu.py, so its error handling can be
tested without a GPU. FAKE_CUPY (JSON: entry name -> behaviour) makes chosen kernels fail:
"load_error", "launch_error", "hang", "crash", or "old_driver" (PTX .version above 9.0 is
refused as CUDA_ERROR_UNSUPPORTED_PTX_VERSION); "printf" writes two lines per launch to file
descriptor 1 (one directly, one through C's buffered stdio, as a driver may), and
"bump_globals" adds 1 to every 32-bit module variable per launch. Module variables
(`.global .u32 name = v;`, `.global .b8 name[N];`) live in host memory, found with
driver.moduleGetGlobal and read with runtime.memcpy."""

import numpy as np

from . import cuda

__version__ = "0.0-fake"


class _Ptr:
    def __init__(self, ptr: int) -> None:
        self.ptr = ptr


class ndarray:
    def __init__(self, host: np.ndarray) -> None:
        self.host = host.copy()
        self.data = _Ptr(self.host.ctypes.data)


def asarray(a: np.ndarray) -> ndarray:
    return ndarray(np.asarray(a))


def asnumpy(a: ndarray) -> np.ndarray:
    return a.host.copy()


__all__ = ["asarray", "asnumpy", "cuda", "ndarray"]
