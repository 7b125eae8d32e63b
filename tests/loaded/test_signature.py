"""Signature files: every malformed field is refused with the file and field named."""

from __future__ import annotations

from typing import Any

import pytest

from eagle.loaded import Role, SignatureError, parse_signature


def _sig(**over: Any) -> dict[str, Any]:
    base: dict[str, Any] = {
        "entry": "k",
        "launch": {"block": [128], "threads": ["n"]},
        "param": [
            {"name": "x", "role": "in", "dtype": "float32", "shape": ["n"]},
            {"name": "y", "role": "out", "dtype": "float32", "shape": ["n"]},
            {"name": "n", "role": "length", "dtype": "uint32"},
        ],
    }
    base.update(over)
    return base


def test_valid_signature_parses() -> None:
    sig = parse_signature(_sig(), "k.toml")
    assert [p.role for p in sig.params] == [Role.IN, Role.OUT, Role.LENGTH]
    assert sig.launch.block == (128, 1, 1)
    assert parse_signature(sig.to_dict(), "again").params == sig.params


@pytest.mark.parametrize(
    ("change", "pattern"),
    [
        ({"entry": ""}, r"'entry' must name"),
        ({"launch": {"block": [2048], "threads": ["n"]}}, r"exceeds CUDA's limits"),
        ({"launch": {"block": [32], "threads": ["n"], "blocks": [1]}}, r"exactly one of"),
        ({"launch": {"block": [32], "threads": ["m"]}}, r"\[launch\] uses symbol 'm'"),
        ({"launch": {"block": [0], "threads": ["n"]}}, r"positive ints"),
        # a literal 0 launches nothing, ever: refused at load
        ({"launch": {"block": [32], "threads": [0]}}, r"entry 0 is neither a positive int"),
        ({"launch": {"block": [32], "blocks": [4, 0]}}, r"entry 0 is neither a positive int"),
        ({"param": []}, r"no \[\[param\]\] tables"),
        ({"extra": 1}, r"unknown top-level keys \['extra'\]"),
    ],
)
def test_bad_signatures(change: dict[str, Any], pattern: str) -> None:
    with pytest.raises(SignatureError, match=pattern) as e:
        parse_signature(_sig(**change), "k.toml")
    assert str(e.value).startswith("k.toml: ")


@pytest.mark.parametrize(
    ("param", "pattern"),
    [
        ({"name": "x", "role": "input", "dtype": "float32", "shape": ["n"]}, r"role 'input'"),
        (
            {"name": "x", "role": "in", "dtype": "bool", "shape": ["n"]},
            r"dtype bool is not supported",
        ),
        (
            {"name": "x", "role": "in", "dtype": "bfloat16", "shape": ["n"]},
            r"numpy has no bfloat16",
        ),
        ({"name": "x", "role": "in", "dtype": "float128", "shape": ["n"]}, r"dtype 'float128'"),
        ({"name": "x", "role": "in", "dtype": "float32"}, r"needs 'shape'"),
        ({"name": "x", "role": "in", "dtype": "float32", "shape": [-1]}, r"shape entry -1"),
        ({"name": "2x", "role": "in", "dtype": "float32", "shape": ["n"]}, r"identifier"),
        (
            {"name": "x", "role": "in", "dtype": "float32", "shape": ["n"], "unit": "m"},
            r"\['unit'\]",
        ),
    ],
)
def test_bad_params(param: dict[str, Any], pattern: str) -> None:
    sig = _sig()
    sig["param"][0] = param
    with pytest.raises(SignatureError, match=pattern):
        parse_signature(sig, "k.toml")


def test_output_symbol_must_be_bound_by_an_input() -> None:
    sig = _sig()
    sig["param"][1]["shape"] = ["m"]
    with pytest.raises(SignatureError, match=r"parameter 'y' uses symbol 'm'"):
        parse_signature(sig, "k.toml")


def test_duplicate_names() -> None:
    sig = _sig()
    sig["param"][1]["name"] = "x"
    with pytest.raises(SignatureError, match=r"'x' is used twice"):
        parse_signature(sig, "k.toml")


def test_every_fixture_signature_parses(fixtures_dir: Any) -> None:
    from eagle.loaded import load_signature

    for toml in sorted(fixtures_dir.glob("*.toml")):
        assert load_signature(toml).entry == toml.stem


def test_target_says_where_host_arrays_run(monkeypatch: pytest.MonkeyPatch) -> None:
    # eagle.target(): EAGLE_TARGET when set, else CUDA when cupy reaches a device, else host;
    # checked against cupy asked directly
    import eagle

    try:
        import cupy

        reachable = cupy.cuda.runtime.getDeviceCount() > 0
    except Exception:
        reachable = False
    monkeypatch.delenv("EAGLE_TARGET", raising=False)
    t = eagle.target()
    assert (t.name, t.forced, t.cuda) == ("cuda" if reachable else "host", False, reachable)
    monkeypatch.setenv("EAGLE_TARGET", "host")
    assert (eagle.target().name, eagle.target().forced) == ("host", True)
    monkeypatch.setenv("EAGLE_TARGET", "gpu")
    with pytest.raises(ValueError, match="EAGLE_TARGET='gpu'"):
        eagle.target()
