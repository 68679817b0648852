"""Helpers of the interpreter tests: build and run programs with gcc, read expectations."""

from __future__ import annotations

import re
import subprocess
from dataclasses import dataclass
from pathlib import Path

import pytest

from ddpa.interp import RunResult, RunStatus

HERE = Path(__file__).resolve().parent
_EXPECT = re.compile(r"/\* expect (\S+) (\d+): (.*) \*/")


@dataclass(frozen=True)
class Expectation:
    status: str
    line: int
    message: str

    def matches(self, text: str) -> bool:
        """`text` contains the message; `...` in the message stands for anything."""
        pos = 0
        for part in self.message.split("..."):
            found = text.find(part, pos)
            if found < 0:
                return False
            pos = found + len(part)
        return True


def expectation(path: Path) -> Expectation:
    m = _EXPECT.match(path.read_text().splitlines()[0])
    assert m is not None, f"{path.name}: first line must be /* expect STATUS LINE: MESSAGE */"
    return Expectation(m.group(1), int(m.group(2)), m.group(3))


def gcc_build(gcc: str, sources: list[Path], out: Path, *flags: str) -> Path:
    cmd = [gcc, "-std=gnu11", "-w", *flags, *map(str, sources), "-o", str(out), "-lm"]
    proc = subprocess.run(cmd, capture_output=True, text=True)
    if proc.returncode != 0:
        pytest.fail(f"gcc failed: {proc.stderr[:500]}")
    return out


def native_run(exe: Path, args: list[str], stdin: bytes = b"") -> tuple[int, bytes]:
    proc = subprocess.run([str(exe), *args], input=stdin, capture_output=True, timeout=60)
    return proc.returncode, proc.stdout


def status_like_subprocess(r: RunResult) -> int:
    """The exit status as Python's subprocess reports it (-6 for SIGABRT)."""
    return -6 if r.status is RunStatus.ABORTED else r.exit_code


def same_as_native(r: RunResult, native: tuple[int, bytes]) -> bool:
    """Same status and stdout; after abort() only the status (gcc's stdio buffer is lost)."""
    code, out = native
    if status_like_subprocess(r) != code:
        return False
    return code == -6 or r.stdout == out
