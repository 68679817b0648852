"""Lowering without deep recursion: generator steps that yield sub-steps, run on one stack.

The depth of C code is the depth of its syntax tree, which the source does not bound:
`a + a + ... + a` with 100,000 terms is a left spine 100,000 binary operators deep, an
`if ... else if ...` chain or a run of `case` labels is a statement nested as deep as the
chain is long. Lowering each node by a Python call per level would need a stack frame per
level. Instead, lowering a construct is a *step*: a generator that, where it needs a
sub-construct lowered, yields the lowering of it and is sent back its result,

    x = yield self.rvalue(a)      # rather than x = self.rvalue(a)

and `run` drives the steps with an explicit list of the suspended ones, so depth costs a
list entry per level, not a Python or C frame. The code of a step reads as the recursive
code it replaces, in the same order: the IR it emits is the same.

What a lowering method returns (`Lowers[T]`) is a step, or, when nothing was left to lower
(a variable, a literal), the result itself, which a `yield` hands straight back: most
nodes are leaves, and a generator for each would slow lowering down by a tenth. A method
that only chooses how to lower a node (`rvalue` by kind, `stmt`) returns the step of its
choice without being a step itself; such a method must not call itself for a child (a
chain of casts would recurse in Python again): it loops or yields. Calling a lowering
method without `yield` lowers nothing: `tests/test_frontend_deep.py` checks that every call
of one in the front end is yielded, returned or run.
"""

from __future__ import annotations

from collections.abc import Generator
from types import GeneratorType
from typing import Any, TypeAlias, TypeVar

T = TypeVar("T")
# a lowering step producing a T: it yields lowerings and is sent their results
Step: TypeAlias = Generator[Any, Any, T]
# what a lowering method returns: a step, or its result when there was nothing to lower
Lowers: TypeAlias = Step[T] | T


def run(lowering: Lowers[T]) -> T:
    """The result of a lowering, running the steps it yields (and theirs) on an explicit
    stack: a yielded step is suspended under the current one until it returns, then the
    current one resumes with its result; a yielded result is sent straight back."""
    if lowering.__class__ is not GeneratorType:
        return lowering  # type: ignore[return-value]  # a result: not a generator
    step: Step[Any] = lowering
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
            if sub.__class__ is GeneratorType:
                stack.append(step)
                step = sub
                value = None
            else:
                value = sub


__all__ = ["Lowers", "Step", "run"]
