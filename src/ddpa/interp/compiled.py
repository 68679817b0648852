"""A function ready to run (`Compiled`) and what the execution engines use of the machine."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from ddpa.interp.checked import Checked, CheckedHost
from ddpa.interp.frame import FrameLayout
from ddpa.interp.host import Frame, Resume, Step
from ddpa.ir.program import Function


@dataclass
class Compiled:
    """One function ready to run: its closures, resume points and frame builder."""

    fn: Function
    fl: FrameLayout
    checked: Checked
    code: list[Step] = field(default_factory=list)
    slow: Callable[[int, Frame], int] | None = None
    resume: dict[int, Resume] = field(default_factory=dict)
    enter: Callable[[Sequence[Any]], Frame] | None = None
    dead_msg: str = ""
    # the generated source of each node's closure and its namespace (for the hooks)
    bodies: dict[int, list[str]] = field(default_factory=dict)
    namespace: dict[str, Any] = field(default_factory=dict)
    calls_setjmp: bool = False  # its jmp_bufs become invalid when it returns
    pads: dict[int, int] | None = None  # C++: call node -> its landing pad (when asked)


class EngineHost(CheckedHost, Protocol):
    """The machine as the code generator sees it: `CheckedHost`, argument coercers for
    indirect calls, and the generic frame builder."""

    coercers: dict[str, Callable[[Sequence[Any]], Sequence[Any]]]

    def enter(self, comp: Compiled, args: Sequence[Any]) -> Frame: ...
