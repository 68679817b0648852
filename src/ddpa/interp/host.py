"""What the library models and execution engines see of the machine: its configuration, frames.

`MachineLike` is the part of `machine.Machine` the lower modules use; they type against it
so that dependencies point one way (the machine imports them, never the reverse).
"""

from __future__ import annotations

import enum
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

from ddpa.interp.layout import Layout
from ddpa.interp.memory import MemObj, Memory
from ddpa.interp.sandbox import NO_WORLD, World
from ddpa.interp.stdio import StdIO
from ddpa.interp.subobjects import Subobjects
from ddpa.ir.program import Program

Frame = list[Any]
Step = Callable[[Frame], int]
Resume = Callable[[Frame, Any], int]


class Engine(enum.Enum):
    COMPILED = "compiled"  # closures compiled per function, checked path on demand
    CHECKED = "checked"  # every node through the checked path (the reference semantics)


#: The default `max_memory`: 1 GiB of C memory (about 2 GiB of host memory).
DEFAULT_MAX_MEMORY = 1 << 30


@dataclass(frozen=True)
class InterpConfig:
    """Budgets and options of one run."""

    max_steps: int | None = 1_000_000_000
    max_seconds: float | None = 300.0
    max_call_depth: int = 100_000
    max_alloc_bytes: int = 1 << 30
    check_every: int = 10_000
    engine: Engine = Engine.COMPILED
    program_name: str = "prog"
    fail_on_oom: bool = False  # True: an allocation over budget is a fault, not NULL
    world: World = NO_WORLD  # sandbox files, environment, clock
    # bytes of C memory all live objects may hold together; past it the run stops (LIMIT)
    max_memory: int | None = DEFAULT_MAX_MEMORY
    # where the program's output goes as it is written: called with (fd, bytes); None keeps
    # it in the RunResult instead
    output: Callable[[int, bytes], None] | None = None


DEFAULT_CONFIG = InterpConfig()


class MachineLike(Protocol):
    """The running machine as the library models, the static data and the hooks use it."""

    program: Program
    config: InterpConfig
    layout: Layout
    mem: Memory
    io: StdIO
    steps: int
    _globals: dict[str, MemObj]

    def global_obj(self, name: str) -> MemObj: ...

    def function_obj(self, name: str) -> MemObj: ...

    def function_target(self, p: Any) -> str: ...

    def call_pointer(self, p: Any, args: list[Any]) -> Any: ...

    @property
    def subobjects(self) -> Subobjects: ...

    def complete_object(self, obj: MemObj, off: int, cls: str) -> tuple[int, str]: ...
