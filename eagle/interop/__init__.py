"""eagle's interop layer: recognising caller arrays and viewing their memory without copies.

- :func:`detect` names an array's framework and device.
- :func:`import_buffer` gives a zero-copy cupy view of any CUDA array producer.
- :data:`FRAMEWORKS` is the table of frameworks (one row each); DLPack rules live in
  :mod:`eagle.interop._dlpack`.
"""

from ._buffer import import_buffer
from ._detect import Detected, detect
from ._device import CPU, Device
from ._frameworks import BY_NAME, FRAMEWORKS, ArrayView, Framework, framework_of

__all__ = [
    "BY_NAME",
    "CPU",
    "FRAMEWORKS",
    "ArrayView",
    "Detected",
    "Device",
    "Framework",
    "detect",
    "framework_of",
    "import_buffer",
]
