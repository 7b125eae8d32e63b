"""A stand-in container runtime, for the sidecar's tests and the documentation's examples on
machines without one: installed under the names docker, podman, nerdctl and container in a
directory put first on ``PATH`` (`install`). It appends each invocation (its name and
arguments) to ``$STANDIN_LOG`` as a JSON line and acts the part without any container:

- ``info`` / ``system status``: succeeds, or fails as a stopped daemon would when its name is
  in ``$STANDIN_BROKEN`` (comma-separated);
- ``image inspect IMAGE``: succeeds unless ``$STANDIN_NO_IMAGE`` is set;
- ``run [options] IMAGE CMD...``: reads ``--env-file`` into the environment and execs CMD as a
  plain subprocess (``python3`` becomes this interpreter), so the worker runs here on CPU;
- ``stop``, ``build``: recorded (``build`` with the names in its context), succeed.

A ``run`` record also holds the environment its ``--env-file`` gave.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

NAMES = ("docker", "podman", "nerdctl", "container")
ROOT = Path(__file__).resolve().parents[2]  # where the lupine package is imported from
VALUED = {"--name", "--platform", "--network", "--env-file", "--arch", "--os", "-e", "--env"}


def install(bin_dir: Path, names: tuple[str, ...] = NAMES) -> None:
    """Put stand-ins named ``names`` in ``bin_dir`` (created)."""
    bin_dir.mkdir(parents=True, exist_ok=True)
    for name in names:
        path = bin_dir / name
        path.write_text(
            f"#!{sys.executable}\nimport sys\nsys.path.insert(0, {str(ROOT)!r})\n"
            f"from lupine._sidecar import standin\nsys.exit(standin.main({name!r}))\n"
        )
        path.chmod(0o755)


def main(name: str) -> int:
    """Act as the runtime ``name`` on ``sys.argv``."""
    args = sys.argv[1:]
    record: dict[str, object] = {"runtime": name, "argv": args}
    if args[:1] == ["run"] and "--env-file" in args:  # what the container's environment gets
        text = Path(args[args.index("--env-file") + 1]).read_text()
        record["env"] = dict(line.partition("=")[::2] for line in text.splitlines())
    if args[:1] == ["build"]:  # what the build context holds
        context = Path(args[-1])
        record["context"] = sorted(p.name for p in context.iterdir())
        record["context_lupine"] = sorted(p.name for p in (context / "lupine").iterdir())
    log = os.environ.get("STANDIN_LOG")
    if log:
        with open(log, "a") as f:
            f.write(json.dumps(record) + "\n")
    broken = name in os.environ.get("STANDIN_BROKEN", "").split(",")
    if args[:1] == ["info"] or args[:2] == ["system", "status"]:
        if broken:
            print(f"Cannot connect to the {name} daemon. Is it running?", file=sys.stderr)
            return 1
        return 0
    if args[:2] == ["image", "inspect"]:
        if os.environ.get("STANDIN_NO_IMAGE"):
            print(f"Error: No such image: {args[2]}", file=sys.stderr)
            return 1
        return 0
    if args[:1] == ["run"]:
        env = dict(os.environ)
        i = 1
        while i < len(args) and args[i].startswith("-"):
            if args[i] == "--env-file":
                for line in Path(args[i + 1]).read_text().splitlines():
                    key, _, value = line.partition("=")
                    env[key] = value
            i += 2 if args[i] in VALUED else 1
        command = args[i + 1 :]
        if command[:1] == ["python3"]:
            command[0] = sys.executable
        os.execve(command[0], command, env)
    if args[:1] in (["stop"], ["build"]):
        return 0
    print(f"stand-in {name}: unknown command {args}", file=sys.stderr)
    return 2
