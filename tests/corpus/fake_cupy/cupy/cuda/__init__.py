from . import driver, function, runtime

__all__ = ["driver", "function", "runtime"]
