"""One kernel over Dask arrays (docs/dask.md): LoadedVector.map_blocks on chunked arrays equals the
numpy reference, on the threaded scheduler and on a LocalCluster of two worker processes (the
host emulator here, no GPU); the kernel is loaded once per worker process, not once per task;
chunks that do not line up are rechunked; a kernel whose signature does not say it may be split
is refused with the reason."""

# ruff: noqa: E501  (the slow kernel's PTX is kept whole)

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from references import FIXTURES

from eagle import LoadedVector

da = pytest.importorskip("dask.array")
distributed = pytest.importorskip("distributed")

MU = 3.986004418e14


def _gravity_reference(position: np.ndarray) -> np.ndarray:
    r = np.linalg.norm(position, axis=0)
    return -MU * position / r**3


def _positions(n: int) -> np.ndarray:
    rng = np.random.default_rng(5)
    d = rng.normal(size=(3, n))
    return d / np.linalg.norm(d, axis=0) * rng.uniform(6.6e6, 4.2e7, n)


def test_threaded_chunks_equal_one_call() -> None:
    gravity = LoadedVector(FIXTURES / "gravity.ptx")
    x = _positions(1000)
    lazy = gravity.map_blocks(position=da.from_array(x, chunks=(3, 300)), mu=MU)
    assert lazy.chunks == ((3,), (300, 300, 300, 100))
    got = lazy.compute(scheduler="threads")
    np.testing.assert_array_equal(got, gravity(position=x, mu=MU))
    np.testing.assert_allclose(got, _gravity_reference(x), rtol=1e-12)


def test_on_two_worker_processes_loaded_once_per_worker() -> None:
    gravity = LoadedVector(FIXTURES / "gravity.ptx")
    x = _positions(4000)
    with (
        distributed.LocalCluster(
            n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None
        ) as cluster,
        distributed.Client(cluster) as client,
    ):
        lazy = gravity.map_blocks(position=da.from_array(x, chunks=(3, 250)), mu=MU)
        got = client.compute(lazy).result()

        def loads() -> int:
            from eagle.loaded import _vector

            return _vector.REBUILDS[0]

        per_worker = client.run(loads)
    np.testing.assert_array_equal(got, gravity(position=x, mu=MU))
    # 16 chunks on 2 workers: each worker loaded the kernel once (or not at all)
    assert sum(per_worker.values()) <= len(per_worker) and max(per_worker.values()) == 1


def _saxpy(split: bool) -> LoadedVector:
    import tomllib

    sig = tomllib.loads((FIXTURES / "saxpy.toml").read_text())
    sig["launch"]["split"] = split
    return LoadedVector(FIXTURES / "saxpy.ptx", signature=sig)


def test_chunks_that_do_not_line_up_are_rechunked() -> None:
    saxpy = _saxpy(True)
    x = np.arange(100, dtype=np.float32)
    y = np.ones(100, np.float32)
    lazy = saxpy.map_blocks(
        x=da.from_array(x, chunks=30), y=da.from_array(y, chunks=(45, 45, 10)), a=np.float32(2)
    )
    assert lazy.chunks == ((30, 30, 30, 10),)  # the first input's chunks
    np.testing.assert_array_equal(lazy.compute(scheduler="sync"), 2 * x + y)


def test_a_kernel_not_marked_splittable_is_refused() -> None:
    saxpy = _saxpy(False)
    x = da.from_array(np.arange(10, dtype=np.float32), chunks=5)
    with pytest.raises(ValueError, match=r"split = true.*cannot run on\s+chunks apart"):
        saxpy.map_blocks(x=x, y=x, a=np.float32(1))


def test_unknown_arguments_are_refused(tmp_path: Path) -> None:
    gravity = LoadedVector(FIXTURES / "gravity.ptx")
    d = da.from_array(_positions(10), chunks=(3, 5))
    with pytest.raises(TypeError, match=r"unexpected keyword argument\(s\) 'accel'"):
        gravity.map_blocks(position=d, mu=MU, accel=d)


SLOW_PTX = ".version 8.0\n.target sm_80\n.address_size 64\n\n// out[i] = inp[i] + k, counting to k one step at a time (a slow kernel for the Dask tests)\n.visible .entry slow(.param .u64 inp, .param .u64 out, .param .u32 k, .param .u32 n)\n{\n    .reg .pred %p<3>;\n    .reg .b32 %r<10>;\n    .reg .b64 %rd<10>;\n    ld.param.u64 %rd1, [inp];\n    ld.param.u64 %rd2, [out];\n    ld.param.u32 %r1, [k];\n    ld.param.u32 %r2, [n];\n    mov.u32 %r3, %ctaid.x;\n    mov.u32 %r4, %ntid.x;\n    mov.u32 %r5, %tid.x;\n    mad.lo.s32 %r3, %r3, %r4, %r5;\n    setp.ge.u32 %p1, %r3, %r2;\n    @%p1 bra DONE;\n    cvta.to.global.u64 %rd3, %rd1;\n    mul.wide.u32 %rd4, %r3, 4;\n    add.u64 %rd5, %rd3, %rd4;\n    ld.global.u32 %r6, [%rd5];\n    mov.u32 %r7, 0;\nLOOP:\n    setp.ge.u32 %p2, %r7, %r1;\n    @%p2 bra END;\n    add.u32 %r6, %r6, 1;\n    add.u32 %r7, %r7, 1;\n    bra LOOP;\nEND:\n    cvta.to.global.u64 %rd6, %rd2;\n    add.u64 %rd7, %rd6, %rd4;\n    st.global.u32 [%rd7], %r6;\nDONE:\n    ret;\n}\n"

SLOW_TOML = 'entry = "slow"\n[launch]\nblock = [32]\nthreads = ["n"]\nsplit = true\n[[param]]\nname = "inp"\nrole = "in"\ndtype = "uint32"\nshape = ["n"]\n[[param]]\nname = "out"\nrole = "out"\ndtype = "uint32"\nshape = ["n"]\n[[param]]\nname = "k"\nrole = "scalar"\ndtype = "uint32"\n[[param]]\nname = "n"\nrole = "length"\ndtype = "uint32"\n'


def test_a_worker_killed_mid_computation_is_retried_and_the_result_is_exact(
    tmp_path: Path,
) -> None:
    # a kernel slow on the emulator (each thread counts to k), so that the kill lands while
    # tasks run; Dask reruns the lost ones on the other worker (and the restarted one)
    import os
    import signal
    import time

    (tmp_path / "slow.ptx").write_text(SLOW_PTX)
    (tmp_path / "slow.toml").write_text(SLOW_TOML)
    slow = LoadedVector(tmp_path / "slow.ptx")
    x = np.arange(16 * 8, dtype=np.uint32)
    with (
        distributed.LocalCluster(
            n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None
        ) as cluster,
        distributed.Client(cluster) as client,
    ):
        pids = client.run(os.getpid)
        lazy = slow.map_blocks(inp=da.from_array(x, chunks=8), k=np.uint32(40000))
        future = client.compute(lazy)
        deadline = time.monotonic() + 30
        busy: list[str] = []
        while not busy and time.monotonic() < deadline:
            busy = [addr for addr, keys in client.processing().items() if keys]
            time.sleep(0.02)
        assert busy, "no task started"
        os.kill(pids[busy[0]], signal.SIGKILL)
        assert not future.done()  # killed in the middle
        got = future.result(timeout=180)
    np.testing.assert_array_equal(got, x + 40000)


def test_inout_chunks_are_not_changed_and_computing_again_gives_the_same() -> None:
    saxpy = _saxpy(True)
    x = np.arange(10, dtype=np.float32)
    y = np.ones(10, np.float32)
    dy = da.from_array(y, chunks=5)
    lazy = saxpy.map_blocks(x=da.from_array(x, chunks=5), y=dy, a=np.float32(2))
    first = lazy.compute(scheduler="sync")
    second = lazy.compute(scheduler="sync")
    np.testing.assert_array_equal(first, 2 * x + 1)
    np.testing.assert_array_equal(second, first)
    np.testing.assert_array_equal(y, np.ones(10, np.float32))  # the caller's array untouched


def test_a_missing_scalar_is_named() -> None:
    gravity = LoadedVector(FIXTURES / "gravity.ptx")
    with pytest.raises(TypeError, match=r"missing required keyword argument\(s\): 'mu'"):
        gravity.map_blocks(position=da.from_array(_positions(10), chunks=(3, 5)))


def test_wrong_dtype_shape_and_type_are_refused_when_the_graph_is_built() -> None:
    gravity = LoadedVector(FIXTURES / "gravity.ptx")
    good = da.from_array(_positions(10), chunks=(3, 5))
    with pytest.raises(TypeError, match=r"expected dtype float64, got float32"):
        gravity.map_blocks(position=good.astype(np.float32), mu=MU)
    with pytest.raises(ValueError, match=r"expected shape \[3, 'n'\], got \(4, 10\)"):
        gravity.map_blocks(position=da.zeros((4, 10), chunks=(4, 5)), mu=MU)
    with pytest.raises(TypeError, match=r"expected a Dask array"):
        gravity.map_blocks(position=[[1.0]] * 3, mu=MU)
