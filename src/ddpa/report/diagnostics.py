"""Diagnostics of a loaded program on stderr: a one-line summary by kind, or all of them."""

from __future__ import annotations

import sys
from collections import Counter
from collections.abc import Sequence
from typing import TextIO

from ddpa.ir.program import Diagnostic

# what a diagnostic's message says -> the kind the summary counts it under (first match)
_KINDS = (
    ("defined twice", "duplicate definition"),
    ("unsupported", "unsupported construct"),
    ("could not be resolved", "unresolved reference"),
    ("could not be folded", "initialiser not folded"),
    ("is approximated by", "approximated type"),
    ("C++", "C++ code not lowered"),
    ("leaves out", "program choice"),
    ("shown together", "programs merged"),
    ("no compiler headers", "no compiler headers"),
    ("clang rejects by default", "old C accepted"),
)


def kind(d: Diagnostic) -> str:
    """The kind a diagnostic is counted under in the summary."""
    for words, name in _KINDS:
        if words in d.message:
            return name
    return "other approximation"


def summary(diagnostics: Sequence[Diagnostic]) -> str | None:
    """`N diagnostics while loading (K kind, ...); -v lists them`, None when there are none."""
    if not diagnostics:
        return None
    counts = Counter(kind(d) for d in diagnostics)
    parts = ", ".join(f"{n} {k}" for k, n in sorted(counts.items(), key=lambda kv: -kv[1]))
    n = len(diagnostics)
    return f"{n} diagnostic{'' if n == 1 else 's'} while loading ({parts}); -v lists them"


def report(diagnostics: Sequence[Diagnostic], verbose: bool, out: TextIO | None = None) -> None:
    """All diagnostics (verbose), else the one-line summary, on stderr."""
    stream = out if out is not None else sys.stderr
    if verbose:
        for d in diagnostics:
            print(str(d), file=stream)
        return
    line = summary(diagnostics)
    if line is not None:
        print(f"ddpa: note: {line}", file=stream)
