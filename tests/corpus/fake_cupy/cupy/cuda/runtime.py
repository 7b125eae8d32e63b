def getDeviceProperties(device: int) -> dict:
    return {"name": b"Fake GPU", "major": 9, "minor": 0}


def driverGetVersion() -> int:
    return 13000


def runtimeGetVersion() -> int:
    return 13000


def deviceSynchronize() -> None:
    pass
