"""One check per (direction, kind, variant), written once against the adapters.

A check raises :class:`CheckFailed` with the evidence when its crossing does not behave as its
kind promises, and returns a short line of evidence when it does. Every check calls the
``probe`` fixture (``y = 2x + 1`` plus the addresses the kernel received), so each result is
compared exactly with a numpy reference.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import astuple
from typing import Any

import numpy as np

from eagle.interop import detect, import_buffer
from eagle.loaded import TransferCount, count_transfers

from . import _kernels
from ._adapters import SENTINEL, Adapter, adapter_of, device_index, read

# Elements per check. On CUDA, host arrays are checked at two sizes, because eagle stages them
# two ways: small calls through a page-locked buffer (eagle/loaded/_stage.py, up to 4 MiB in
# all), large ones straight from the caller's memory; the large one is big enough that a
# result read before its download finished would still hold the sentinel. The emulator gets a
# size that spans several blocks and ends in a partial one.
N_SMALL = 4099
N_CUDA = (1 << 20) + 5
N_EMULATOR = 4099


class CheckFailed(AssertionError):
    """The crossing does not do what its row promises; the message is the evidence."""


Check = Callable[[Adapter, str], str]


def _require(condition: bool, reason: str) -> None:
    if not condition:
        raise CheckFailed(reason)


def host_arrays_on_cuda() -> bool:
    """Whether eagle runs host arrays on CUDA here (else on its host emulator)."""
    from eagle import target

    return target().name == "cuda"


def _size(device: str) -> int:
    return N_CUDA if device != "cpu" or host_arrays_on_cuda() else N_EMULATOR


def _sizes(device: str) -> tuple[int, ...]:
    return (N_SMALL, N_CUDA) if device != "cpu" or host_arrays_on_cuda() else (N_EMULATOR,)


def data_ptr(obj: Any) -> int:
    """Address of element 0 of any array a check holds or eagle returned."""
    return adapter_of(obj).ptr(obj)


def base_range(base: Any) -> tuple[int, int]:
    """``[low, high)``: the bytes of a contiguous array."""
    ad = adapter_of(base)
    low = ad.ptr(base)
    return low, low + ad.nbytes(base)


def _synchronize(device: str) -> None:
    if device != "cpu":
        import cupy

        with cupy.cuda.Device(device_index(device)):
            cupy.cuda.runtime.deviceSynchronize()


def _values(y: Any, x: np.ndarray, what: str) -> None:
    got = read(y)
    want = _kernels.reference(x)
    _require(got.shape == want.shape, f"{what}: shape {got.shape}, expected {want.shape}")
    _require(got.dtype == want.dtype, f"{what}: dtype {got.dtype}, expected {want.dtype}")
    bad = np.flatnonzero(got.view(np.uint32) != want.view(np.uint32))
    if bad.size:
        i = int(bad[0])
        raise CheckFailed(
            f"{what}: {bad.size} of {want.size} elements differ from 2x + 1 (first at [{i}]: "
            f"{got[i]!r}, expected {want[i]!r})"
        )


def _unchanged(x: Any, a: np.ndarray) -> None:
    got = read(x)
    _require(
        got.shape == a.shape and bool(np.all(got.view(np.uint32) == a.view(np.uint32))),
        "the call modified its input x",
    )


def _type(y: Any, ad: Adapter, device: str, what: str) -> None:
    want = ad.result_type(device)
    _require(
        isinstance(y, want),
        f"{what} is a {type(y).__module__}.{type(y).__qualname__}, expected "
        f"{want.__module__}.{want.__qualname__}",
    )


def _counts(c: TransferCount, want: TransferCount) -> None:
    _require(astuple(c) == astuple(want), f"eagle counted {c}, expected exactly {want}")


def _no_copies(c: TransferCount) -> None:
    _counts(c, TransferCount())


def _addresses(addr: Any) -> np.ndarray:
    a = read(addr)
    _require(a.shape == (3,) and a.dtype == np.int64, f"addr came back as {a.dtype}{a.shape}")
    return a


def _warm_up(ad: Adapter, device: str) -> None:
    # The first launch on a device loads the module (a JIT compile of the PTX): done outside
    # what a check measures, so that a STREAM check's eagle call is only a launch.
    _kernels.probe()(x=ad.make(_kernels.inputs(300, 1), device))
    _synchronize(device)


# -- HOST --------------------------------------------------------------------------------------
def host_in(ad: Adapter, device: str) -> str:
    for n in _sizes(device):
        a = _kernels.inputs(n, 11)
        x = ad.make(a, device)
        y, _ = _kernels.probe()(x=x)
        # Read at once: a blocking call has finished writing y when it returns.
        _values(y, a, f"y ({n} elements) read right after the call returned")
        _type(y, ad, device, "the result")
        _unchanged(x, a)
    target = "CUDA" if host_arrays_on_cuda() else "the host emulator"
    sizes = " and ".join(map(str, _sizes(device)))
    return f"{sizes} elements on {target}: {type(y).__module__}.{type(y).__qualname__}, exact"


def _refused_as_out(ad: Adapter, device: str, x: Any) -> None:
    """An immutable framework's arrays given as out= are refused, naming why."""
    y_out = ad.make(np.full(x.shape[0], SENTINEL, np.float32), device)
    try:
        _kernels.probe()(x=x, out=(y_out, None))
    except TypeError as e:
        _require("immutable" in str(e), f"out= {ad.title} array refused, but not as immutable: {e}")
    else:
        raise CheckFailed(f"a {ad.title} array (immutable) was accepted as out=")
    _require(bool(np.all(np.isnan(read(y_out)))), f"the {ad.title} out= array was written")


def host_out(ad: Adapter, device: str) -> str:
    if not ad.mutable:
        for n in _sizes(device):
            a = _kernels.inputs(n, 12)
            x = ad.make(a, device)
            y, addr = _kernels.probe()(x=x)
            _values(y, a, f"y ({n} elements) read right after the call returned")
            _type(y, ad, device, "the result")
            _type(addr, ad, device, "the second result")
            _refused_as_out(ad, device, x)
        sizes = " and ".join(map(str, _sizes(device)))
        return (
            f"{sizes} elements: results are {ad.returns['cpu']}, exact on return; {ad.title} "
            "arrays refused as out= (immutable)"
        )
    for n in _sizes(device):
        a = _kernels.inputs(n, 12)
        x = ad.make(a, device)
        y_out = ad.make(np.full(n, SENTINEL, np.float32), device)
        addr_out = ad.make(np.full(3, -1, np.int64), device)
        y, addr = _kernels.probe()(x=x, out=(y_out, addr_out))
        _require(
            y is y_out and addr is addr_out, "out=: the call did not return the caller's arrays"
        )
        _values(y_out, a, f"out= array ({n} elements) read right after the call returned")
    sizes = " and ".join(map(str, _sizes(device)))
    return f"{sizes} elements written in place into the caller's out= arrays ({ad.title}), exact"


# -- COPY --------------------------------------------------------------------------------------
def copy_in(ad: Adapter, device: str) -> str:
    _warm_up(ad, device)
    for n in _sizes(device):
        a = _kernels.inputs(n, 13)
        x = ad.make(a, device)
        with count_transfers() as c:
            y, _ = _kernels.probe()(x=x)
        _counts(c, TransferCount(1, 2, a.nbytes, a.nbytes + 24, 0))
        _type(y, ad, device, "the result")
        _values(y, a, f"y ({n} elements)")
    sizes = " and ".join(map(str, _sizes(device)))
    return f"{sizes} elements: 1 upload, 2 downloads (y and addr), no other copy"


def copy_out(ad: Adapter, device: str) -> str:
    _warm_up(ad, device)
    for n in _sizes(device):
        a = _kernels.inputs(n, 14)
        x = ad.make(a, device)
        y_out = ad.make(np.full(n, SENTINEL, np.float32), device)
        addr_out = ad.make(np.full(3, -1, np.int64), device)
        with count_transfers() as c:
            y, addr = _kernels.probe()(x=x, out=(y_out, addr_out))
        # Caller-supplied outputs are only written: no upload for them, one download each.
        _counts(c, TransferCount(1, 2, a.nbytes, a.nbytes + 24, 0))
        _require(
            y is y_out and addr is addr_out, "out=: the call did not return the caller's arrays"
        )
        _values(y_out, a, f"out= array ({n} elements)")
    return "1 upload (the input only), 2 downloads straight into the caller's arrays"


def strided_in(ad: Adapter, device: str) -> str:
    n = _size(device)
    a = _kernels.inputs(n, 15)
    x, base = ad.strided(a, device)
    if device != "cpu":
        _warm_up(ad, device)
    with count_transfers() as c:
        y, addr = _kernels.probe()(x=x)
    _synchronize(device)
    transfers = device == "cpu" and host_arrays_on_cuda()
    want = TransferCount(
        1 if transfers else 0,
        2 if transfers else 0,
        a.nbytes if transfers else 0,
        a.nbytes + 24 if transfers else 0,
        1,
    )
    _counts(c, want)
    _values(y, a, "y")
    evidence = "1 contiguous copy"
    if device != "cpu":
        low, high = base_range(base)
        got = int(_addresses(addr)[0])
        _require(
            not low <= got < high,
            f"the kernel received 0x{got:x}, inside the caller's strided memory "
            f"[0x{low:x}, 0x{high:x}): it read a non-contiguous array as if contiguous",
        )
        evidence += f"; the kernel read the copy at 0x{got:x}"
    else:
        evidence += f", {want.uploads} upload, {want.downloads} downloads"
    _unchanged(x, a)
    return evidence


# -- ALIAS -------------------------------------------------------------------------------------
def alias_in(ad: Adapter, device: str) -> str:
    import cupy

    n = N_CUDA
    a = _kernels.inputs(n, 16)
    x = ad.make(a, device)
    current = int(cupy.cuda.runtime.getDevice())
    with count_transfers() as c:
        y, addr = _kernels.probe()(x=x)
    _synchronize(device)
    got = int(_addresses(addr)[0])
    _require(
        got == ad.ptr(x),
        f"the kernel received x at 0x{got:x}, the {ad.title} array is at 0x{ad.ptr(x):x}",
    )
    _no_copies(c)
    _type(y, ad, device, "the result")
    where = detect(y).device
    _require(str(where) == device, f"the result is on {where}, the input on {device}")
    _require(
        int(cupy.cuda.runtime.getDevice()) == current,
        f"the call left cupy's current device at {cupy.cuda.runtime.getDevice()}, was {current}",
    )
    _values(y, a, "y")
    return f"the kernel read x at 0x{got:x}, the caller's pointer; no copies; result on {where}"


def alias_out(ad: Adapter, device: str) -> str:
    n = N_CUDA
    a = _kernels.inputs(n, 17)
    x = ad.make(a, device)
    probe = _kernels.probe()
    # Results eagle allocates: the returned objects are the memory the kernel wrote.
    with count_transfers() as c:
        y, addr = probe(x=x)
    _synchronize(device)
    seen = _addresses(addr)
    _no_copies(c)
    for i, (name, obj) in enumerate((("y", y), ("addr", addr)), start=1):
        _require(
            int(seen[i]) == data_ptr(obj),
            f"the kernel wrote {name} at 0x{int(seen[i]):x}, the returned "
            f"{type(obj).__qualname__} is at 0x{data_ptr(obj):x}",
        )
    _values(y, a, "y")
    if not ad.mutable:
        _type(y, ad, device, "the result")
        _type(addr, ad, device, "the second result")
        _refused_as_out(ad, device, x)
        return (
            f"returned {type(y).__module__}.{type(y).__qualname__} at 0x{int(seen[1]):x} is "
            f"what the kernel wrote; no copies; {ad.title} arrays refused as out= (immutable)"
        )
    # Outputs the caller supplies with out=: written in place, returned as they are.
    y_out = ad.make(np.full(n, SENTINEL, np.float32), device)
    addr_out = ad.make(np.full(3, -1, np.int64), device)
    with count_transfers() as c:
        got = probe(x=x, out=(y_out, addr_out))
    _synchronize(device)
    _require(got[0] is y_out and got[1] is addr_out, "out=: the caller's arrays were not returned")
    seen_out = _addresses(addr_out)
    _require(
        int(seen_out[1]) == ad.ptr(y_out) and int(seen_out[2]) == ad.ptr(addr_out),
        f"the kernel wrote y, addr at 0x{int(seen_out[1]):x}, 0x{int(seen_out[2]):x}; the "
        f"caller's out= arrays are at 0x{ad.ptr(y_out):x}, 0x{ad.ptr(addr_out):x}",
    )
    _no_copies(c)
    _values(y_out, a, "out= array")
    return (
        f"returned {type(y).__module__}.{type(y).__qualname__} at 0x{int(seen[1]):x} and "
        f"out= arrays are what the kernel wrote; no copies"
    )


def roundtrip_out(ad: Adapter, device: str) -> str:
    import cupy
    import warp as wp

    n = N_CUDA
    a = _kernels.inputs(n, 18)
    x = ad.make(a, device)
    y, addr = _kernels.probe()(x=x)
    w: Any = wp.from_dlpack(import_buffer(y))
    _synchronize(device)
    wrote = int(_addresses(addr)[1])
    _require(
        int(w.ptr) == data_ptr(y) == wrote,
        f"kernel wrote y at 0x{wrote:x}; the cupy result is at 0x{data_ptr(y):x}; "
        f"wp.from_dlpack(import_buffer(y)) is at 0x{int(w.ptr):x}",
    )
    _values(w, a, "the Warp array over the result")
    # Storage sharing, both ways: a write through one is seen through the other.
    y[...] = cupy.float32(-3.5)
    _synchronize(device)
    _require(bool(np.all(read(w) == np.float32(-3.5))), "a cupy write was not seen through Warp")
    w.fill_(7.0)
    _synchronize(device)
    _require(bool(np.all(read(y) == np.float32(7.0))), "a Warp write was not seen through cupy")
    return f"wp.array at 0x{wrote:x} is the kernel's output; writes seen both ways"


# -- STREAM ------------------------------------------------------------------------------------
def stream_in(ad: Adapter, device: str) -> str:
    import cupy

    n = N_CUDA
    a = _kernels.inputs(n, 19)
    index = device_index(device)
    with cupy.cuda.Device(index):
        src = cupy.asarray(a)
    x = ad.make(np.full(n, SENTINEL, np.float32), device)
    _warm_up(ad, device)
    _synchronize(device)
    with ad.side_stream(device) as s:
        x = ad.on_stream(x, s)
        # The long-running kernel writes x only at its end; the eagle call reads x.
        _kernels.spin_then_copy(index, s.handle, int(src.data.ptr), ad.ptr(x), n, _kernels.SPIN_NS)
        done = s.record()
        y, _ = _kernels.probe()(x=x)
        finished_when_returned = done()
    s.synchronize()
    _synchronize(device)
    _require(
        not finished_when_returned,
        f"the {_kernels.SPIN_NS / 1e6:.0f} ms kernel queued before the call on the {ad.title} "
        "stream had finished when the call returned: the call waited on the host",
    )
    _values(y, a, "y (the call must run after the kernel that writes its input)")
    evidence = f"returned while a {_kernels.SPIN_NS / 1e6:.0f} ms kernel ahead of it still ran"
    streams = getattr(x, "streams", None)
    if streams is not None:
        _require(
            bool(streams) and streams[-1] == s.handle,
            f"__dlpack__ was given stream {streams[-1] if streams else None!r}, the launch "
            f"stream is {s.handle}",
        )
        evidence += f"; __dlpack__(stream={s.handle})"
    return evidence + "; result exact after synchronising"


def pending_in(ad: Adapter, device: str) -> str:
    """STREAM for a framework with no stream of its own to launch on (JAX): the input is the
    result of the framework's own work, still running on the GPU when eagle is called; the
    call must return before that work ends and read its final values (the framework orders
    the launch stream after it when eagle imports the array)."""
    import cupy

    n = N_CUDA
    a = _kernels.inputs(n, 20)
    _warm_up(ad, device)
    _synchronize(device)
    with cupy.cuda.Device(device_index(device)), cupy.cuda.Stream(non_blocking=True) as s:
        x = ad.pending(a, device, _kernels.SPIN_NS / 1e9)  # type: ignore[attr-defined]
        ready_before = bool(x.is_ready())
        y, _ = _kernels.probe()(x=x)
        ready_after = bool(x.is_ready())
    _require(
        not ready_before,
        f"the {ad.title} work producing x had finished before the call: nothing to order after",
    )
    _require(
        not ready_after,
        f"the {ad.title} work producing x had finished when the call returned: the call "
        "waited for it on the host",
    )
    s.synchronize()
    _synchronize(device)
    _values(y, a, f"y (the call must run after the {ad.title} work that produces its input)")
    return (
        f"returned while the {ad.title} work producing x still ran (x.is_ready() False); "
        f"launched on a non-blocking cupy stream (0x{s.ptr:x}); result exact"
    )
