"""Where the fixture kernels are: inside the installed package (``eagle/fixtures``, copied there
by the build), or ``fixtures/`` at the top of a source checkout."""

from __future__ import annotations

from pathlib import Path


def fixtures_dir() -> Path:
    """The directory holding ``gravity.ptx`` and the other fixtures.

    Raises:
        FileNotFoundError: neither the installed copy nor a source checkout's is present.
    """
    here = Path(__file__).resolve().parent
    for candidate in (here / "fixtures", here.parent / "fixtures"):
        if (candidate / "gravity.ptx").is_file():
            return candidate
    raise FileNotFoundError(
        f"eagle's fixtures are not installed (looked in {here / 'fixtures'} and "
        f"{here.parent / 'fixtures'})"
    )


def fixture(name: str) -> Path:
    """The path of one of the fixture kernels eagle ships (``"gravity.ptx"``, its signature
    ``"gravity.toml"``, its source ``"gravity.cu"``; ``saxpy``, ``bits``, ``divmod``,
    ``row_sum``, ``transpose``, ``probe``, ``spin`` likewise), wherever eagle is installed:
    ``LoadedVector(eagle.fixture("gravity.ptx"))`` works from any directory.

    Raises:
        FileNotFoundError: no fixture of that name (the message lists the PTX files there).
    """
    where = fixtures_dir()
    path = where / name
    if Path(name).name != name or not path.is_file():
        have = ", ".join(sorted(p.name for p in where.glob("*.ptx")))
        raise FileNotFoundError(f"eagle has no fixture {name!r} (its PTX fixtures: {have})")
    return path
