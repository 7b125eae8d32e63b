"""eagle's interop layer: recognising caller arrays and viewing their memory without copies.

- :func:`detect` names an array's framework and device.
- :func:`import_buffer` gives a zero-copy cupy view of any CUDA array producer.
- :data:`FRAMEWORKS` is the table of frameworks (one row each, in a module of its own, on
  :class:`Framework`); DLPack rules live in :mod:`eagle.interop._dlpack`.
"""

from ._buffer import import_buffer
from ._detect import Detected, detect
from ._device import CPU, Device
from ._frameworks import BY_NAME, FRAMEWORKS, framework_of
from ._row import ArrayView, Framework

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
