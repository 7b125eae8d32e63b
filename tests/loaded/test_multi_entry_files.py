"""PTX files with many entries (issue 12, items 2 and 3): an entry the emulator cannot run does
not refuse the file for the entries it can (the refusal names the entry, when that entry is
the one asked for), and several LoadedVectors on one file parse it once and link each entry
once per process."""

from __future__ import annotations

import re
from pathlib import Path

import numpy as np
import pytest
from references import FIXTURES

from eagle import LoadedVector
from eagle.ptx import UnsupportedInstruction

SAXPY_TOML = (FIXTURES / "saxpy.toml").read_text()


def _two_entries(tmp_path: Path) -> Path:
    """saxpy, and a copy of it named `nope` that also runs an instruction the emulator refuses
    (mbarrier.init, cuda::barrier's, which the emulator does not support yet)."""
    src = (FIXTURES / "saxpy.ptx").read_text()
    start = src.index(".visible .entry")
    entry = src[start:]
    nope = entry.replace("saxpy", "nope").replace(
        "ret;", "mbarrier.init.shared.b64 [%rd1], 1;\n\tret;", 1
    )
    path = tmp_path / "two.ptx"
    path.write_text(src + "\n" + nope)
    return path


def test_an_unsupported_entry_does_not_refuse_the_others(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("EAGLE_TARGET", "host")  # the emulator checks the entry at load
    path = _two_entries(tmp_path)
    k = LoadedVector(path, signature=_sig("saxpy"))
    x = np.arange(8, dtype=np.float32)
    y = np.ones(8, np.float32)
    np.testing.assert_array_equal(k(x=x, y=y.copy(), a=np.float32(2)), 2 * x + y)
    with pytest.raises(UnsupportedInstruction, match=r"mbarrier.*in entry `nope`"):
        LoadedVector(path, signature=_sig("nope"))


def _sig(entry: str) -> dict:
    import tomllib

    data = tomllib.loads(SAXPY_TOML)
    data["entry"] = entry
    return data


def test_one_file_is_parsed_once_and_each_entry_linked_once(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import eagle.loaded._ptx as ptx_mod
    import eagle.ptx._link as link_mod

    monkeypatch.setenv("EAGLE_TARGET", "host")
    src = (FIXTURES / "saxpy.ptx").read_text()
    entry = src[src.index(".visible .entry") :]
    text = src + "".join("\n" + entry.replace("saxpy", f"saxpy{i}") for i in range(6))
    path = tmp_path / "many.ptx"
    path.write_text(text)
    parses, links = [], []
    real_parse, real_link = ptx_mod.parse_module, link_mod.link_entry
    monkeypatch.setattr(ptx_mod, "parse_module", lambda *a: parses.append(1) or real_parse(*a))
    monkeypatch.setattr(
        link_mod, "link_entry", lambda m, e, c=True: links.append(e.name) or real_link(m, e, c)
    )
    ptx_mod._parsed.cache_clear()
    kernels = [LoadedVector(path, signature=_sig(f"saxpy{i % 3}")) for i in range(6)]
    assert len(parses) == 1
    assert sorted(links) == ["saxpy0", "saxpy1", "saxpy2"]
    x = np.arange(4, dtype=np.float32)
    for k in kernels:
        np.testing.assert_array_equal(k(x=x, y=np.zeros(4, np.float32), a=np.float32(3)), 3 * x)


@pytest.mark.parametrize(
    ("body", "says"),
    [
        ("mbarrier.init.shared.b64 [%rd1], 1;", "mbarrier objects (cuda::barrier"),
        ("mov.u32 %r1, %reserved_smem_offset_begin;", "reserved shared memory offsets"),
    ],
)
def test_what_real_code_uses_is_refused_saying_what_and_why(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, body: str, says: str
) -> None:
    # issue 12, item 4: features of real CUDA code the emulator does not do yet
    monkeypatch.setenv("EAGLE_TARGET", "host")
    src = (FIXTURES / "saxpy.ptx").read_text()
    path = tmp_path / "k.ptx"
    path.write_text(src.replace("ret;", body + "\n\tret;", 1))
    with pytest.raises(UnsupportedInstruction, match=re.escape(says)):
        LoadedVector(path, signature=_sig("saxpy"))
