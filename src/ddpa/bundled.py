"""The example programs shipped inside the package: their folder and their load inputs."""

from __future__ import annotations

from importlib import resources
from pathlib import Path


def examples_dir() -> Path:
    """The bundled examples: package data of `ddpa` (`src/ddpa/examples` in a checkout).

    libclang reads files by path, so the package must be installed as files (a wheel or a
    source tree), not run from a zip archive.
    """
    folder = resources.files("ddpa") / "examples"
    if not isinstance(folder, Path) or not (folder / "README.md").is_file():
        raise FileNotFoundError(f"the bundled examples are missing from the package ({folder})")
    return folder


def example_programs(root: Path) -> list[tuple[str, list[str], str | None]]:
    """(label, files, compdb) for every C example; C++ twins wait for the C++ front end."""
    out: list[tuple[str, list[str], str | None]] = []
    for c in sorted(root.glob("*.c")):
        if c.name == "aliascheck.c":
            continue
        out.append((c.name, [str(c)], None))
    for db in sorted(root.glob("*/compile_commands.json")):
        out.append((f"{db.parent.name}/ (compdb)", [], str(db)))
    return out
