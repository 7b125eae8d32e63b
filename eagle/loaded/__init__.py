"""Loading PTX into launchable objects: PTX text → entry and parameters → signature → launch
plan → launch (on CUDA through cupy, or on the host PTX emulator)."""

from ._plan import Plan, make_plan
from ._signature import (
    LaunchSpec,
    ParamSpec,
    Role,
    Signature,
    SignatureError,
    load_signature,
    parse_signature,
)
from ._transfers import TransferCount, count_transfers
from ._vector import LoadedVector

__all__ = [
    "LaunchSpec",
    "LoadedVector",
    "ParamSpec",
    "Plan",
    "Role",
    "Signature",
    "SignatureError",
    "TransferCount",
    "count_transfers",
    "load_signature",
    "make_plan",
    "parse_signature",
]
