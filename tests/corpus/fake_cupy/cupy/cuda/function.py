import itertools
import re

from ._behaviour import BEHAVIOUR, FUNCTIONS
from .driver import CUDADriverError

_ids = itertools.count(1)


class Function:
    def __init__(self, name: str) -> None:
        self.ptr = next(_ids)
        FUNCTIONS[self.ptr] = name


class Module:
    def load(self, image: bytes) -> None:
        text = image.decode()
        self.entries = re.findall(r"\.entry\s+(\S+)\(", text)
        version = re.search(r"\.version\s+(\d+)\.(\d+)", text)
        old = any(BEHAVIOUR.get(e) == "old_driver" for e in self.entries)
        if old and version and (int(version.group(1)), int(version.group(2))) > (9, 0):
            raise CUDADriverError("CUDA_ERROR_UNSUPPORTED_PTX_VERSION: unsupported toolchain")
        if any(BEHAVIOUR.get(e) == "load_error" for e in self.entries):
            raise CUDADriverError("CUDA_ERROR_INVALID_PTX: a PTX JIT compilation failed")

    def get_function(self, name: str) -> Function:
        if name not in self.entries:
            raise CUDADriverError(f"CUDA_ERROR_NOT_FOUND: {name}")
        return Function(name)
