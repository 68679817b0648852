"""Standard streams of a run: stdin as bytes with a read position, stdout/stderr buffers."""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import TextIO

from ddpa.interp.cformat import Input

STDIN, STDOUT, STDERR = 0, 1, 2
STREAM_NAMES = {STDIN: "stdin", STDOUT: "stdout", STDERR: "stderr"}


class StdIO:
    """What the program reads and writes; nothing touches the real process streams."""

    def __init__(self, stdin: bytes = b"", max_output: int = 64 << 20,
                 sink: Callable[[int, bytes], None] | None = None) -> None:
        self.stdin = Input(stdin)
        self.sink = sink  # set: output is handed over as written, not kept
        self.out: dict[int, bytearray] = {STDOUT: bytearray(), STDERR: bytearray()}
        self.max_output = max_output
        self.truncated = False
        self.pushback: list[int] = []

    def write(self, fd: int, data: bytes) -> None:
        if self.sink is not None:
            self.sink(fd, data)
            return
        buf = self.out[fd]
        if len(buf) + len(data) > self.max_output:
            self.truncated = True
            data = data[: max(0, self.max_output - len(buf))]
        buf += data

    def getc(self) -> int:
        if self.pushback:
            return self.pushback.pop()
        return self.stdin.get()

    def ungetc(self, c: int) -> int:
        if c < 0:
            return -1
        self.pushback.append(c & 0xFF)
        return c & 0xFF

    def sync_pushback(self) -> None:
        """Give pushed-back bytes back to the input before a formatted read."""
        while self.pushback:
            self.stdin.pos -= 1
            self.pushback.pop()

    @property
    def stdout(self) -> bytes:
        return bytes(self.out[STDOUT])

    @property
    def stderr(self) -> bytes:
        return bytes(self.out[STDERR])


class ProcessSink:
    """An output sink writing to this process's own stdout and stderr, in the order the
    program wrote (stdout is flushed before anything goes to stderr). With
    `stdout_to_stderr` the program's stdout goes to stderr too (this process's stdout then
    carries something else, such as a JSON document)."""

    def __init__(self, stdout_to_stderr: bool = False) -> None:
        self.stdout_to_stderr = stdout_to_stderr

    def __call__(self, fd: int, data: bytes) -> None:
        if fd == STDERR or self.stdout_to_stderr:
            self.flush()
            _put(sys.stderr, data)
            sys.stderr.flush()
        else:
            _put(sys.stdout, data)

    def flush(self) -> None:
        sys.stdout.flush()
        buf = getattr(sys.stdout, "buffer", None)
        if buf is not None:
            buf.flush()


def _put(stream: TextIO, data: bytes) -> None:
    buf = getattr(stream, "buffer", None)
    if buf is not None:
        buf.write(data)
        if stream is sys.stderr:
            buf.flush()
    else:  # a text stream without bytes underneath (replaced by a caller)
        stream.write(data.decode("latin-1"))
