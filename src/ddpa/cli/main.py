"""Command-line entry point."""
from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    return 0


def entry() -> None:
    sys.exit(main())
