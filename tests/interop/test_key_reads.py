"""A row's ``key_reads`` (what eagle's C launcher reads of an array in place of calling the
row's ``key``) read what its ``key`` gives, for arrays of every layout the row keys apart."""

from __future__ import annotations

from typing import Any

import pytest

from eagle.interop import _frameworks


def _read(x: Any, reads: tuple[str, ...]) -> tuple[Any, ...]:
    """The reads as the row documents them: dotted attributes, a trailing ``()`` a call."""
    got = []
    for r in reads:
        v = x
        for name in r.removesuffix("()").split("."):
            v = getattr(v, name)
        got.append(v() if r.endswith("()") else v)
    return tuple(got)


def _torch_tensors() -> list[Any]:
    torch = pytest.importorskip("torch")
    base = torch.arange(24, dtype=torch.float64).reshape(4, 6)
    return [
        base,
        base.t(),
        base[1:, ::2],
        base.float(),
        torch.zeros(0, 3, dtype=torch.int32),
        torch.ones(5, requires_grad=True),
        torch.tensor(1.5),
    ]


SAMPLES = {"torch": _torch_tensors}


def test_every_row_with_key_reads_has_samples() -> None:
    rows = [r.name for r in _frameworks.FRAMEWORKS if r.key_reads is not None]
    assert rows and set(rows) <= set(SAMPLES)


@pytest.mark.parametrize("name", sorted(SAMPLES))
def test_key_reads_read_the_key(name: str) -> None:
    row = _frameworks.BY_NAME[name]
    assert row.key_reads is not None
    arrays = SAMPLES[name]()
    keys = [row.key(x) for x in arrays]
    assert [_read(x, row.key_reads) for x in arrays] == keys
    assert len(set(map(repr, keys))) == len(keys)  # the samples are keyed apart
