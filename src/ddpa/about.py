"""The package's version, from its installed metadata (or the checkout's pyproject.toml)."""

from __future__ import annotations

import tomllib
from importlib import metadata
from pathlib import Path


def version() -> str:
    """`X.Y.Z` of the installed distribution; from a source tree that is not installed, the
    version pyproject.toml declares; `unknown` when neither is there."""
    try:
        return metadata.version("ddpa")
    except metadata.PackageNotFoundError:
        pass
    pyproject = Path(__file__).resolve().parents[2] / "pyproject.toml"
    try:
        data = tomllib.loads(pyproject.read_text(encoding="utf-8"))
        return str(data["project"]["version"])
    except (OSError, KeyError, TypeError, tomllib.TOMLDecodeError):
        return "unknown"
