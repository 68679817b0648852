"""Lowering without deep recursion: generator steps that yield sub-steps, run on one stack.

The depth of C code is the depth of its syntax tree, which the source does not bound:
`a + a + ... + a` with 100,000 terms is a left spine 100,000 binary operators deep, an
`if ... else if ...` chain or a run of `case` labels is a statement nested as deep as the
chain is long. Lowering each node by a Python call per level would need a stack frame per
level. Instead, lowering a construct is a *step*: a generator that, where it needs a
sub-construct lowered, yields the step lowering it and is sent back that step's result,

    x = yield self.rvalue(a)      # rather than x = self.rvalue(a)

and `run` drives the steps with an explicit list of the suspended ones, so depth costs a
list entry per level, not a Python or C frame. The code of a step reads as the recursive
code it replaces, in the same order: the IR it emits is the same.

A step that must hand back a value without lowering anything (a variable, a literal) is
`done(value)`. Calling a step without `yield` lowers nothing: `tests/test_frontend_deep.py`
checks that every call of a step in the front end is yielded (or run).
"""

from __future__ import annotations

from collections.abc import Generator
from typing import Any, TypeVar

T = TypeVar("T")
# a lowering step producing a T: it yields sub-steps and is sent their results
Step = Generator[Any, Any, T]


def run(step: Step[T]) -> T:
    """The result of `step`, running the sub-steps it yields (and theirs) on an explicit
    stack: a yielded step is suspended under the current one until it returns, then the
    current one resumes with its result."""
    stack: list[Step[Any]] = []
    value: Any = None
    while True:
        try:
            sub = step.send(value)
        except StopIteration as finished:
            if not stack:
                result: T = finished.value
                return result
            step = stack.pop()
            value = finished.value
        else:
            stack.append(step)
            step = sub
            value = None


def done(value: T) -> Step[T]:
    """A step that is finished at once with `value`."""
    return value
    yield  # makes this function a generator


__all__ = ["Step", "done", "run"]
