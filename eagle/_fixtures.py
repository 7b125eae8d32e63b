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
