"""The error a command raises for a mistake the user can fix (one line, exit status 1), and
the checks of what a command was given that raise it."""

from __future__ import annotations

import os


class UserError(Exception):
    """An error the user caused and can fix: printed as one line, exit status 1."""


def make_folder(option: str, path: str) -> None:
    """Make the output folder a command was given (and its parents), or say in one line
    why it cannot be: before anything is measured or written."""
    try:
        os.makedirs(path, exist_ok=True)
    except OSError as exc:
        raise UserError(f"{option} {path}: {exc.strerror or exc}") from None
