"""One kernel over Dask arrays: :meth:`eagle.loaded.LoadedVector.map_blocks`.

A kernel whose signature says ``[launch] split = true`` computes, at each position ``i`` of
its threads symbol (the *vector axis*: ``n`` in ``threads = ["n"]``), outputs from the inputs
at ``i`` alone, so it may run on chunks of its arrays independently. Each array parameter whose
shape names that symbol is chunked along that axis and whole along every other; an array whose
shape does not name it goes whole to every chunk. Inputs whose chunks do not line up are
rechunked to the first input's chunks. One task per chunk runs the kernel on the chunk's
arrays, where the chunk lives (numpy chunks on the worker's target, the CUDA device or the
host emulator; cupy chunks on the worker's GPU, zero-copy); each output is a lazy Dask array
assembled from those tasks, chunked like the inputs along the vector axis.

The kernel travels to workers as its PTX and signature (it pickles so) and is loaded once per
worker process (``_vector._rebuild`` keeps what it loaded).
"""

from __future__ import annotations

import operator
from typing import Any

import numpy as np

from ._signature import ParamSpec, Role


def _vector_axis(spec: ParamSpec, symbol: str) -> int | None:
    assert spec.shape is not None
    axes = [k for k, d in enumerate(spec.shape) if d == symbol]
    if len(axes) > 1:
        raise ValueError(
            f"parameter {spec.name!r}: shape {list(spec.shape)} names the split symbol "
            f"{symbol!r} on more than one axis"
        )
    return axes[0] if axes else None


def _run_block(
    kernel: Any, arrays: dict[str, Any], scalars: dict[str, Any], inout: tuple[str, ...]
) -> tuple[Any, ...]:
    # an inout chunk is the graph's (or the caller's) memory: the kernel updates a copy, so
    # computing the result again gives the same answer and the input stays as it was
    arrays = {k: (v.copy() if k in inout else v) for k, v in arrays.items()}
    out = kernel(**arrays, **scalars)
    return out if isinstance(out, tuple) else (out,)


def map_blocks(kernel: Any, kwargs: dict[str, Any]) -> Any:
    """See :meth:`eagle.loaded.LoadedVector.map_blocks`."""
    import dask
    import dask.array as da

    sig = kernel.signature
    if not sig.launch.split:
        raise ValueError(
            f"{sig.entry}: its signature does not say that its outputs at a position depend "
            "only on its inputs at that position ([launch] split = true), so it cannot run on "
            "chunks apart (a reduction or a transpose would give wrong answers); call it on "
            "whole arrays"
        )
    symbol = sig.launch.threads[0]
    for p in sig.params:
        if p.role.is_output and _vector_axis(p, symbol) is None:
            raise ValueError(
                f"{sig.entry}: output {p.name!r} (shape {list(p.shape or ())}) does not have the "
                f"split symbol {symbol!r}: chunks cannot each make part of it"
            )
    arrays_in = [p for p in sig.params if p.role in (Role.IN, Role.INOUT)]
    outputs = [p for p in sig.params if p.role.is_output]
    missing_scalars = [p.name for p in sig.params if p.role is Role.SCALAR and p.name not in kwargs]
    if missing_scalars:
        raise TypeError(
            f"{sig.entry}.map_blocks() missing required keyword argument(s): "
            f"{', '.join(map(repr, missing_scalars))}"
        )
    scalars = {p.name: kwargs[p.name] for p in sig.params if p.role is Role.SCALAR}
    unknown = set(kwargs) - {p.name for p in arrays_in} - set(scalars)
    if unknown:
        raise TypeError(
            f"{sig.entry}.map_blocks() got unexpected keyword argument(s) "
            f"{', '.join(map(repr, sorted(unknown)))} (outputs are made per chunk; no out=)"
        )
    missing = [p.name for p in arrays_in if p.name not in kwargs]
    if missing:
        raise TypeError(f"{sig.entry}.map_blocks() missing array argument(s) {missing}")

    darrs: dict[str, Any] = {}
    axes: dict[str, int | None] = {}
    chunks: tuple[int, ...] | None = None
    from eagle.interop import framework_of

    for p in arrays_in:
        a = kwargs[p.name]
        if not isinstance(a, da.Array):
            if framework_of(a) is None:
                raise TypeError(
                    f"parameter {p.name!r}: expected a Dask array (or a numpy/cupy array, taken "
                    f"as one chunk), got {type(a).__module__}.{type(a).__qualname__}"
                )
            a = da.from_array(a, chunks=-1)
        # what the call would refuse, refused now rather than when the graph runs
        if a.dtype != p.dtype:
            raise TypeError(
                f"parameter {p.name!r}: expected dtype {p.dtype.name}, got {a.dtype.name}; "
                "eagle does not cast silently"
            )
        assert p.shape is not None
        if a.ndim != len(p.shape) or any(
            isinstance(d, int) and d != n for d, n in zip(p.shape, a.shape, strict=False)
        ):
            raise ValueError(f"parameter {p.name!r}: expected shape {list(p.shape)}, got {a.shape}")
        axis = _vector_axis(p, symbol)
        axes[p.name] = axis
        if axis is not None and chunks is None:
            chunks = a.chunks[axis]
        darrs[p.name] = a
    if chunks is None:
        raise ValueError(
            f"{sig.entry}: no array argument has the split symbol {symbol!r} in its shape"
        )
    for name, a in darrs.items():
        axis = axes[name]
        want = tuple(chunks if k == axis else -1 for k in range(a.ndim))
        darrs[name] = a.rechunk(want)  # a no-op where they already line up

    # the other symbols from the whole arrays (they are not split)
    symbols: dict[str, int] = {}
    for p in arrays_in:
        assert p.shape is not None
        for d, size in zip(p.shape, darrs[p.name].shape, strict=False):
            if isinstance(d, str) and d != symbol:
                symbols.setdefault(d, int(size))

    pieces: list[dict[str, Any]] = []
    for a_name, a in darrs.items():
        axis = axes[a_name]
        delayed = a.to_delayed()
        for i in range(len(chunks)):
            if len(pieces) <= i:
                pieces.append({})
            index = tuple(i if k == axis else 0 for k in range(a.ndim))
            pieces[i][a_name] = delayed[index]

    run = dask.delayed(_run_block, pure=True)
    inout = tuple(p.name for p in arrays_in if p.role is Role.INOUT)
    getitem = dask.delayed(operator.getitem, pure=True)
    like = next(iter(darrs.values()))._meta
    results: list[list[Any]] = [[] for _ in outputs]
    for i, n in enumerate(chunks):
        task = run(kernel, pieces[i], scalars, inout)
        for k, p in enumerate(outputs):
            assert p.shape is not None
            shape = tuple(
                n if d == symbol else (symbols[d] if isinstance(d, str) else d) for d in p.shape
            )
            results[k].append(
                da.from_delayed(
                    getitem(task, k),
                    shape=shape,
                    dtype=p.dtype,
                    meta=np.empty((0,) * len(shape), p.dtype)
                    if isinstance(like, np.ndarray)
                    else like.__class__((0,) * len(shape), p.dtype),
                )
            )
    final = []
    for k, p in enumerate(outputs):
        axis = _vector_axis(p, symbol)
        final.append(da.concatenate(results[k], axis=axis) if axis is not None else results[k][0])
    return final[0] if len(final) == 1 else tuple(final)
