"""eagle's C launcher (native/launcher/launcher.c, eagle/loaded/_native.py) against the Python
path: the same sequence of calls, once with the launcher and once without it, hands the driver
the same launches (function, grid, block, shared bytes, stream, every parameter's bytes with
the arrays' pointers named), returns the same objects, raises the same errors and binds as
often, including the calls the launcher gives back to the Python path (a new object, a shape
changed in place, another stream, an overlap, an output given twice, a scalar of another type,
another spelling of out=). The driver is test_bound_launch.py's stand-in: a C function pointer
(ctypes) recording its arguments, called by both paths. The launches made in C are also held
to the numpy reference (tests/references.py): the stand-in driver runs gravity and saxpy as
the kernels would, on the host memory behind the stand-in arrays."""

from __future__ import annotations

import gc
import re
import struct
from collections.abc import Callable
from typing import Any

import numpy as np
import pytest
from references import gravity, saxpy
from test_bound_launch import (
    STREAM,
    Cuda,
    CudaCapsule,
    FakeArray,
    _at,
    _gravity_kernel,
    _saxpy_kernel,
)

from eagle.loaded import _native

pytestmark = pytest.mark.skipif(
    _native.launcher is None, reason="eagle's C launcher is not built (cmake --build build/c)"
)

MU = 3.986004418e14


class Names:
    """Names for the arrays a run sees (its own, and those eagle made, in order of appearance),
    so that two runs' launches compare although their memory differs."""

    def __init__(self, named: dict[str, Any]) -> None:
        self.of = {self.ptr(a): n for n, a in named.items()}
        self.made = 0

    @staticmethod
    def ptr(a: Any) -> int:
        if isinstance(a, FakeArray):
            return a.data.ptr
        if hasattr(a, "data_ptr"):  # a torch tensor
            return a.data_ptr()
        if isinstance(a, np.ndarray):
            return a.ctypes.data
        return a.backing.ctypes.data

    def __call__(self, ptr: int) -> str:
        if ptr not in self.of:
            self.of[ptr] = f"made{self.made}"
            self.made += 1
        return self.of[ptr]


def _torch_row(monkeypatch: pytest.MonkeyPatch) -> None:
    """torch CPU tensors taken for CUDA ones (tests/torch_stand_in.py), placed first."""
    pytest.importorskip("torch")
    from torch_stand_in import TorchStandIn

    from eagle.interop import _frameworks

    monkeypatch.setattr(_frameworks, "FRAMEWORKS", (TorchStandIn(STREAM), *_frameworks.FRAMEWORKS))


def _run(
    monkeypatch: pytest.MonkeyPatch,
    native: bool,
    kernel: str,
    fmt: str,
    script: Callable,
    torch_row: bool = False,
    learnt: list[Any] | None = None,
) -> tuple[list[Any], list[Any], int, tuple[int, int]]:
    """Run ``script(call, cuda, arrays)`` (``fmt``: the parameters' struct codes, ``P`` for a
    pointer) with or without the launcher: each launch (its
    pointers named), what each call gave (a name, or the error), the bindings, and the
    launcher's (launched, given back) counts summed over the kernel's replays."""
    with monkeypatch.context() as m:
        if not native:
            m.setattr(_native, "launcher", None)
        cuda = Cuda(m)
        if torch_row:
            _torch_row(m)
        k = cuda.load(kernel)
        cuda.kernel = k
        arrays: dict[str, Any] = {}
        replays: list[Any] = []
        plain_bind = k._launcher.bind

        def bind(kw: dict[str, Any]) -> Any:
            try:
                return plain_bind(kw)
            finally:
                if k._replay is not None and all(r is not k._replay for r in replays):
                    replays.append(k._replay)

        k._launcher.bind = bind  # type: ignore[method-assign]
        outcomes: list[Any] = []
        kept: list[Any] = []
        names: Names | None = None

        def call(**kw: Any) -> None:
            nonlocal names
            if names is None:
                names = Names(arrays)
            try:
                got = k(**kw)
            except Exception as e:
                outcomes.append((type(e).__name__, re.sub("0x[0-9a-f]+", "0x.", str(e))))
                return
            items = got if isinstance(got, tuple) else (got,)
            kept.append(items)  # alive, so that no later array takes its memory
            outcomes.append(tuple(names(Names.ptr(a)) for a in items))

        call.note = lambda what: outcomes.append(("note", what))  # type: ignore[attr-defined]
        script(call, cuda, arrays)
        assert not cuda.failed
        assert names is not None
        launches = []
        codes = fmt.replace("4x", "")  # one letter per value: P a pointer, named
        for fn, grid, block, shared, stream, raw in cuda.launches:
            values = struct.unpack("<" + fmt.replace("P", "Q"), raw)
            named = tuple(names(v) if c == "P" else v for c, v in zip(codes, values, strict=True))
            launches.append((fn, grid, block, shared, stream, named))
        counts = [r.counts() for r in replays]
        if learnt is not None:  # per replay, its arrays read through torch's C ABI
            learnt.extend(r.learnt() for r in replays)
        return launches, outcomes, cuda.binds, tuple(map(sum, zip(*counts, (0, 0), strict=True)))


def _same(
    monkeypatch: pytest.MonkeyPatch,
    kernel: str,
    fmt: str,
    script: Callable,
    torch_row=False,
    learnt: list[Any] | None = None,
) -> tuple[int, int]:
    """Run ``script`` with the launcher and without it, compare; the launcher's counts."""
    c = _run(monkeypatch, True, kernel, fmt, script, torch_row, learnt)
    p = _run(monkeypatch, False, kernel, fmt, script, torch_row)
    assert c[0] == p[0]  # the launches
    assert c[1] == p[1]  # what came back, or the errors
    assert c[2] == p[2]  # bindings
    assert p[3] == (0, 0)  # nothing launched in C without the launcher
    return c[3]


def test_gravity_out_and_allocating_calls(monkeypatch) -> None:
    def script(call: Any, cuda: Cuda, arrays: dict[str, Any]) -> None:
        x, y, o = (FakeArray((3, 64), np.float64) for _ in range(3))
        arrays.update(x=x, y=y, o=o)
        for _ in range(4):  # bound, replayed, remembered, launched as remembered
            call(position=x, mu=MU, out=o)
        call(position=y, mu=MU, out=o)  # a new input object
        call(position=x, mu=np.float64(2.5), out=o)  # a scalar object of the exact type
        call(position=x, mu=3, out=o)  # converted as the binding converts it
        call(position=x, mu=np.float32(1), out=o)  # another type: refused, as bound
        call(position=x, mu=MU, out=(o,))  # a 1-tuple where one array was bound
        call(out=o, mu=MU, position=x)  # the keywords in another order
        cuda.row.current = STREAM + 1  # another stream
        call(position=x, mu=MU, out=o)
        call(position=x, mu=MU, out=o)
        call(position=o, mu=MU, out=o)  # the output is the input: refused by the binding
        half = FakeArray((3, 64), np.float64, ptr=o.data.ptr + 8)  # overlapping the output
        arrays["half"] = half
        call(position=half, mu=MU, out=o)
        for _ in range(3):  # eagle allocates: a new output each call
            call(position=x, mu=MU)
        x.shape, x.strides = (3, 32), (256, 8)  # set in place, as a cupy array's shape can be
        call(position=x, mu=MU)
        call(position=x, mu=MU)
        call(position=x, mu=MU, extra=1)  # an unknown keyword

    launched, given_back = _same(monkeypatch, "gravity", "PPdQ", script)
    assert launched >= 10 and given_back >= 4


def test_two_outputs_given_as_a_tuple(monkeypatch) -> None:
    def script(call: Any, cuda: Cuda, arrays: dict[str, Any]) -> None:
        a, b, q, r = (FakeArray((300,), np.int32) for _ in range(4))
        arrays.update(a=a, b=b, q=q, r=r)
        for _ in range(3):
            call(a=a, b=b, out=(q, r))
        call(a=a, b=b, out=(r, q))  # the outputs swapped: other pointers
        call(a=a, b=b, out=(q, q))  # one output given twice: refused by the binding
        call(a=a, b=b, out=[q, r])  # a list: another spelling
        call(a=a, b=b, out=(q, None))  # eagle makes the second
        call(a=a, b=b, out=(q, r))
        for _ in range(2):
            call(a=a, b=b)

    launched, _ = _same(monkeypatch, "divmod", "PPPPI4x", script)
    assert launched >= 4


def test_inout_and_float32_scalars(monkeypatch) -> None:
    def script(call: Any, cuda: Cuda, arrays: dict[str, Any]) -> None:
        x, y, z = (FakeArray((100,), np.float32) for _ in range(3))
        arrays.update(x=x, y=y, z=z)
        two = np.float32(2.0)
        for _ in range(3):
            call(x=x, y=y, a=two)
        call(x=x, y=y, a=np.float32(3.0))
        call(x=x, y=y, a=2.5)  # a float for float32: converted
        call(x=x, y=y, a=1e300)  # overflows float32: refused
        call(x=x, y=y, a=True)  # a bool: refused
        call(x=z, y=y, a=two)
        call(x=y, y=y, a=two)  # y read and written as x too

    launched, _ = _same(monkeypatch, "saxpy", "PPf4xI4x", script)
    assert launched >= 4


def test_dlpack_producers_imported_each_call(monkeypatch) -> None:
    def script(call: Any, cuda: Cuda, arrays: dict[str, Any]) -> None:
        p, q = CudaCapsule((3, 16), np.float64), CudaCapsule((3, 16), np.float64)
        arrays.update(p=p, q=q)
        for _ in range(3):
            call(position=p, mu=MU)
        call(position=q, mu=MU)
        call(position=CudaCapsule((3, 16), np.float64, strides=(1, 3)), mu=MU)  # another view
        call(position=p, mu=MU)
        cuda.row.current = 0  # the legacy stream: asked for as 1
        call(position=p, mu=MU)
        old = CudaCapsule((3, 16), np.float64)  # a producer of DLPack < 1.0: asked again
        plain = old.__dlpack__

        def unversioned(*, stream: Any = None, **kw: Any) -> Any:
            if kw:
                raise TypeError("max_version")
            return plain(stream=stream)

        old.__dlpack__ = unversioned  # type: ignore[method-assign]
        for _ in range(2):
            call(position=old, mu=MU)
        # what each producer was asked for, and each capsule's deleter run once released
        cuda.held.clear()
        gc.collect()
        call.note([(p.streams, len(p.capsules), p.deleted) for p in (p, q, old)])

    launched, _ = _same(monkeypatch, "gravity", "PPdQ", script)
    assert launched >= 3


@pytest.mark.parametrize("abi", ["torch's C ABI", "Python reads"])
def test_torch_tensors_keyed_by_their_reads(monkeypatch, abi: str) -> None:
    # the same calls whether the launcher reads tensors through torch's C functions
    # (native/launcher/tensor.c) or through their Python attributes
    torch = pytest.importorskip("torch")
    from torch_stand_in import TorchStandIn

    from eagle.interop import _torch_abi

    if abi == "Python reads":
        monkeypatch.setattr(TorchStandIn, "launcher_abi", lambda self: None)
    elif _torch_abi.find() is None:
        pytest.skip(f"torch {torch.__version__}: no C ABI found")
    versions: list[Any] = []
    held: list[Any] = []
    learnt: list[Any] = []

    def script(call: Any, cuda: Cuda, arrays: dict[str, Any]) -> None:
        x, y = torch.rand((3, 64), dtype=torch.float64), torch.rand((3, 64), dtype=torch.float64)
        o = torch.empty((3, 64), dtype=torch.float64)
        arrays.update(x=x, y=y, o=o)
        for _ in range(3):  # bound, then replayed: the key read each call (no stable)
            call(position=x, mu=MU, out=o)
        call(position=y, mu=MU, out=o)
        x.t_()  # transposed in place: another shape, refused by the binding
        call(position=x, mu=MU, out=o)
        x.t_()
        call(position=x, mu=MU, out=o)
        held.append(x.untyped_storage())  # its memory taken by nothing else in this run
        x.set_(y)  # another tensor's memory: another pointer, the same key
        call(position=x, mu=MU, out=o)
        o.requires_grad_()  # an output that requires grad: refused by the binding
        call(position=x, mu=MU, out=o)
        o.requires_grad_(False)
        call(position=x, mu=MU, out=o)
        call(position=x, mu=MU, out=o[:, :32])  # a view: another key
        for _ in range(2):  # eagle allocates
            call(position=x, mu=MU)
        versions.append(o._version)  # bumped once per launch that wrote it
        call(position=x, mu=MU, out=o)
        # (every tensor kept, so that no later one takes its memory and its name)
        z = torch.rand((3, 64), dtype=torch.float64)
        held.extend((x.untyped_storage(), z))
        x.data = z  # new memory in the same object
        call(position=x, mu=MU, out=o)
        f = z.float()
        held.append(f)
        x.data = f  # another dtype in the same object: refused by the binding
        call(position=x, mu=MU, out=o)
        x.data = z
        call(position=x, mu=MU, out=o)
        x.requires_grad_()  # an input that requires grad: another key
        call(position=x, mu=MU, out=o)
        d = x.detach()
        held.append(d)
        call(position=d, mu=MU, out=o)
        versions.append(o._version)
        o.resize_(3, 32)  # resized in place: another shape
        versions.append(o._version)
        h = d[:, :32].contiguous()
        held.append(h)
        for _ in range(2):
            call(position=h, mu=MU, out=o)
        versions.append(o._version)

    launched, _ = _same(monkeypatch, "gravity", "PPdQ", script, torch_row=True, learnt=learnt)
    assert launched >= 7
    # per run (the same in both): o's version after the allocating calls, five launches that
    # wrote it later, after resize_, after two more
    assert versions[:4] == versions[4:]
    assert versions[1] == versions[0] + 5 and versions[3] == versions[2] + 2
    native = any(any(flags) for flags in learnt)
    assert native == (abi == "torch's C ABI")


def test_two_keys_in_turn_replay_in_c(monkeypatch) -> None:
    # the replay launched last and the one before it are both tried in C: calls that take two
    # keys (or two spellings) in turn are launched there, not only the first after each change
    def script(call: Any, cuda: Cuda, arrays: dict[str, Any]) -> None:
        x, o = FakeArray((3, 64), np.float64), FakeArray((3, 64), np.float64)
        y, p = FakeArray((3, 32), np.float64), FakeArray((3, 32), np.float64)
        arrays.update(x=x, o=o, y=y, p=p)
        for _ in range(10):
            call(position=x, mu=MU, out=o)
            call(position=y, mu=MU, out=p)
        for _ in range(10):
            call(position=x, mu=MU, out=o)
            call(position=x, mu=MU, accel=o)  # the output by its name: another spelling
        call(position=np.zeros((3, 8)), mu=MU)  # a host array: no C replay for its launch
        call(position=x, mu=MU, out=o)

    launched, _ = _same(monkeypatch, "gravity", "PPdQ", script)
    # all but the two bindings of the first loop (18), and of the second all but the first
    # named call (19); the last call after the host array's: in Python (its replay was set
    # two launches before)
    assert launched == 37


def test_threads_launch_their_own_arrays(monkeypatch) -> None:
    # the launcher releases the GIL around cuLaunchKernel, with each call's parameters on its
    # own C stack: calls of one kernel from several threads at once launch each their own
    # arrays (every recorded launch pairs a thread's input with that thread's output)
    import threading

    cuda = Cuda(monkeypatch)
    k = cuda.load("gravity")
    pairs = [(FakeArray((3, 64), np.float64), FakeArray((3, 64), np.float64)) for _ in range(4)]
    start = threading.Barrier(len(pairs))
    errors: list[BaseException] = []

    def work(x: FakeArray, o: FakeArray) -> None:
        try:
            start.wait()
            for i in range(300):
                assert k(position=x, mu=MU + i % 3, out=o) is o
        except BaseException as e:
            errors.append(e)

    threads = [threading.Thread(target=work, args=p) for p in pairs]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors and not cuda.failed
    expect = {(x.data.ptr, o.data.ptr) for x, o in pairs}
    got = [struct.unpack("<QQdQ", launch[-1]) for launch in cuda.launches]
    assert len(got) == 1200
    assert {(p, q) for p, q, _, _ in got} == expect
    assert {mu for _, _, mu, _ in got} == {MU, MU + 1, MU + 2} and {n for *_, n in got} == {64}
    # (threads binding at once each make a bound launch of the key: the last one kept)
    replay = k._replay
    assert replay is not None and replay.counts()[0] > 0  # launched in C


def test_c_replays_give_the_numpy_reference(monkeypatch) -> None:
    # the comparisons above hold the launcher to the Python path; here its launches are held
    # to numpy's reference: the stand-in driver runs each launch as the kernel would (on the
    # host memory behind the stand-in arrays), reading the pointers and scalars it was given
    cuda = Cuda(monkeypatch)
    rng = np.random.default_rng(7)
    k = cuda.load("gravity")
    cuda.run = _gravity_kernel
    x, o = FakeArray((3, 64), np.float64), FakeArray((3, 64), np.float64)
    values = rng.uniform(6.6e6, 4.2e7, (3, 64))
    _at(x.data.ptr, (3, 64), np.float64)[...] = values
    for mu in (MU, MU, MU, 2.5e14, np.float64(1e14), 3):  # the last two: remembered, converted
        _at(o.data.ptr, (3, 64), np.float64)[...] = 0
        assert k(position=x, mu=mu, out=o) is o
        want = gravity(values, float(mu))
        np.testing.assert_allclose(_at(o.data.ptr, (3, 64), np.float64), want, rtol=1e-15)
    assert k._replay is not None and k._replay.counts()[0] == 5  # all but the binding, in C
    for _ in range(3):  # eagle allocates
        made = k(position=x, mu=MU)
        np.testing.assert_allclose(_at(made.data.ptr, (3, 64), np.float64), gravity(values, MU),
                                   rtol=1e-15)  # fmt: skip
    assert k._replay is not None and k._replay.counts()[0] == 2

    k = cuda.load("saxpy")
    cuda.run = _saxpy_kernel
    xs, ys = FakeArray((100,), np.float32), FakeArray((100,), np.float32)
    a, y0 = rng.standard_normal(100, np.float32), rng.standard_normal(100, np.float32)
    _at(xs.data.ptr, (100,), np.float32)[...] = a
    for alpha in (np.float32(2), np.float32(2), np.float32(-0.5), 1.5):
        _at(ys.data.ptr, (100,), np.float32)[...] = y0
        assert k(x=xs, y=ys, a=alpha) is ys
        want = saxpy(a, y0.copy(), np.float32(alpha))
        np.testing.assert_array_equal(_at(ys.data.ptr, (100,), np.float32), want)
    assert k._replay is not None and k._replay.counts()[0] == 3
