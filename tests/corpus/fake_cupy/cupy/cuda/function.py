import itertools
import re

import numpy as np

from ._behaviour import BEHAVIOUR, FUNCTION_MODULES, FUNCTIONS, MODULES
from .driver import CUDADriverError

_ids = itertools.count(1)
_GLOBAL = re.compile(
    r"^\.global\s+\.align\s+\d+\s+\.([a-z]+)(\d+)\s+([\w$]+)(?:\[(\d+)\])?(?:\s*=\s*([^;]*))?;",
    re.M,
)


class Function:
    def __init__(self, name: str, module: "Module") -> None:
        self.ptr = next(_ids)
        FUNCTIONS[self.ptr] = name
        FUNCTION_MODULES[self.ptr] = module


class Module:
    def __init__(self) -> None:
        self.ptr = next(_ids)
        MODULES[self.ptr] = self
        self.globals: dict[str, np.ndarray] = {}

    def load(self, image: bytes) -> None:
        text = image.decode()
        self.entries = re.findall(r"\.entry\s+(\S+)\(", text)
        for kind, bits, name, count, init in _GLOBAL.findall(text):
            size = int(bits) // 8 * (int(count) if count else 1)
            buf = np.zeros(size, np.uint8)
            if re.fullmatch(r"-?\d+", init) and kind in ("u", "s", "b") and not count:
                value = int(init) & ((1 << int(bits)) - 1)
                buf[:] = np.frombuffer(value.to_bytes(size, "little"), np.uint8)
            self.globals[name] = buf
        version = re.search(r"\.version\s+(\d+)\.(\d+)", text)
        old = any(BEHAVIOUR.get(e) == "old_driver" for e in self.entries)
        if old and version and (int(version.group(1)), int(version.group(2))) > (9, 0):
            raise CUDADriverError("CUDA_ERROR_UNSUPPORTED_PTX_VERSION: unsupported toolchain")
        if any(BEHAVIOUR.get(e) == "load_error" for e in self.entries):
            raise CUDADriverError("CUDA_ERROR_INVALID_PTX: a PTX JIT compilation failed")

    def get_function(self, name: str) -> Function:
        if name not in self.entries:
            raise CUDADriverError(f"CUDA_ERROR_NOT_FOUND: {name}")
        return Function(name, self)
