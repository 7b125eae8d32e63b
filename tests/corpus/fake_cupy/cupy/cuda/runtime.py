import ctypes

memcpyDeviceToHost = 2


def getDeviceProperties(device: int) -> dict:
    return {"name": b"Fake GPU", "major": 9, "minor": 0}


def driverGetVersion() -> int:
    return 13000


def runtimeGetVersion() -> int:
    return 13000


def deviceSynchronize() -> None:
    pass


def memcpy(dst: int, src: int, size: int, kind: int) -> None:
    ctypes.memmove(dst, src, size)
