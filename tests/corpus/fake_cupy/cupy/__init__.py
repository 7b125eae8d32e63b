"""A stand-in for cupy, just wide enough for record_gpu.py, so its error handling can be
tested without a GPU. FAKE_CUPY (JSON: entry name -> behaviour) makes chosen kernels fail:
"load_error", "launch_error", "hang", "crash", or "old_driver" (PTX .version above 9.0 is
refused as CUDA_ERROR_UNSUPPORTED_PTX_VERSION)."""

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
