"""Standard streams of a run: stdin as bytes with a read position, stdout/stderr buffers."""

from __future__ import annotations

from ddpa.interp.cformat import Input

STDIN, STDOUT, STDERR = 0, 1, 2
STREAM_NAMES = {STDIN: "stdin", STDOUT: "stdout", STDERR: "stderr"}


class StdIO:
    """What the program reads and writes; nothing touches the real process streams."""

    def __init__(self, stdin: bytes = b"", max_output: int = 64 << 20) -> None:
        self.stdin = Input(stdin)
        self.out: dict[int, bytearray] = {STDOUT: bytearray(), STDERR: bytearray()}
        self.max_output = max_output
        self.truncated = False
        self.pushback: list[int] = []

    def write(self, fd: int, data: bytes) -> None:
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
