"""The error of IR text that does not read (`ddpa.ir.reader`), apart from the reader so that
naming it (every command catches it) does not load the reader and compile its patterns."""

from __future__ import annotations


class IRSyntaxError(ValueError):
    """A problem in IR text, at a 1-based line and column of `filename`."""

    def __init__(self, message: str, line_no: int, col: int, filename: str = "<ir>") -> None:
        super().__init__(f"{filename}:{line_no}:{col}: {message}")
        self.message = message
        self.line_no = line_no
        self.col = col
        self.filename = filename
