"""The error a command raises for a mistake the user can fix (one line, exit status 1)."""

from __future__ import annotations


class UserError(Exception):
    """An error the user caused and can fix: printed as one line, exit status 1."""
