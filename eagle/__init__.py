"""eagle: load PTX into launchable objects that accept numpy, cupy, PyTorch, Warp or any
DLPack array and return results in the caller's framework.

>>> from eagle import LoadedVector
>>> from eagle import fixture
>>> gravity = LoadedVector(fixture("gravity.ptx"))      # doctest: +SKIP
>>> accel = gravity(position=x, mu=3.986004418e14)      # doctest: +SKIP
"""

from eagle._fixtures import fixture
from eagle.interop import detect, import_buffer
from eagle.loaded import LoadedVector, SignatureError
from eagle.loaded._cuda import Target, target

__version__ = "0.1.0"
__all__ = [
    "LoadedVector",
    "SignatureError",
    "Target",
    "__version__",
    "detect",
    "fixture",
    "import_buffer",
    "target",
]
