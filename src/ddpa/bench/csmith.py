"""Differential runs of csmith programs: the interpreter's output against the gcc build's.

csmith (Debian packages `csmith` and `libcsmith-dev`) writes C programs free of undefined
behaviour that print a checksum of their globals; the interpreter must print the same.
`compare(seed)` generates the program of one seed, builds and runs it with gcc, runs it on
the interpreter in a child process (so one program's time or memory cannot affect the
next), and says whether the outputs agree; a program the gcc build does not finish in time
is `skipped` (csmith programs may loop for a very long time).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

#: Options that keep programs small enough for the interpreter (the csmith defaults are for
#: compilers); volatiles, bit-fields and packed structs are outside what the IR models.
CSMITH_OPTIONS: tuple[str, ...] = (
    "--max-funcs", "4", "--max-block-depth", "3", "--no-volatiles", "--no-bitfields",
    "--no-packed-struct",
)


def csmith_include() -> str | None:
    """The folder holding csmith.h, or None when libcsmith-dev is not installed."""
    for d in ("/usr/include/csmith", "/usr/local/include/csmith", "/usr/include"):
        if Path(d, "csmith.h").is_file():
            return d
    return None


def csmith_missing() -> str:
    """Why csmith programs cannot be run here (empty when they can)."""
    if shutil.which("csmith") is None:
        return "csmith is not installed (apt-get install csmith libcsmith-dev)"
    if csmith_include() is None:
        return "csmith.h is not installed (apt-get install libcsmith-dev)"
    if shutil.which("gcc") is None:
        return "gcc is not installed"
    return ""


@dataclass
class Outcome:
    """One seed's differential run."""

    seed: int
    verdict: str  # "agree", "differ", "skipped" (gcc build too slow or failed), "interp-timeout"
    expected: bytes = b""
    got: bytes = b""
    detail: str = ""  # the interpreter's message, or why the seed was skipped

    @property
    def agrees(self) -> bool:
        return self.verdict == "agree"


def generate(seed: int, folder: Path, options: tuple[str, ...] = CSMITH_OPTIONS) -> Path:
    path = folder / f"csmith{seed}.c"
    subprocess.run(["csmith", "--seed", str(seed), *options, "-o", str(path)], check=True,
                   capture_output=True, timeout=60, cwd=folder)  # it writes platform.info
    return path


def gcc_output(src: Path, include: str, timeout: float) -> bytes | None:
    """What the gcc build prints, or None when it does not build or finish in time."""
    exe = src.with_suffix("")
    build = subprocess.run(["gcc", "-O0", "-w", f"-I{include}", "-o", str(exe), str(src)],
                           capture_output=True, timeout=120)
    if build.returncode != 0:
        return None
    try:
        run = subprocess.run([str(exe)], capture_output=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return None
    return run.stdout if run.returncode == 0 else None


def interp_output(src: Path, include: str, timeout: float) -> tuple[int, bytes, str]:
    """(exit status, stdout, stderr's last line) of `ddpa run` on the program."""
    env = dict(os.environ)
    cmd = [sys.executable, "-c", "import sys; from ddpa.cli.main import main; "
           "sys.exit(main(sys.argv[1:]))", "run", str(src), f"-I{include}", "--no-cache",
           "--timeout", str(timeout)]
    try:
        run = subprocess.run(cmd, capture_output=True, timeout=timeout + 60, env=env)
    except subprocess.TimeoutExpired:
        return -1, b"", "killed after the time limit"
    lines = run.stderr.decode("utf-8", "replace").strip().splitlines()
    return run.returncode, run.stdout, lines[-1] if lines else ""


def compare(seed: int, gcc_timeout: float = 5.0, interp_timeout: float = 120.0,
            options: tuple[str, ...] = CSMITH_OPTIONS) -> Outcome:
    """Generate, build and run one seed both ways."""
    include = csmith_include()
    assert include is not None, csmith_missing()
    with tempfile.TemporaryDirectory(prefix="ddpa-csmith") as tmp:
        src = generate(seed, Path(tmp), options)
        expected = gcc_output(src, include, gcc_timeout)
        if expected is None:
            return Outcome(seed, "skipped", detail="the gcc build failed or timed out")
        status, got, err = interp_output(src, include, interp_timeout)
    if got == expected and status == 0:
        return Outcome(seed, "agree", expected, got)
    if "time budget" in err or status == -1:
        return Outcome(seed, "interp-timeout", expected, got, err)
    return Outcome(seed, "differ", expected, got, err)


__all__ = ["CSMITH_OPTIONS", "Outcome", "compare", "csmith_include", "csmith_missing"]
