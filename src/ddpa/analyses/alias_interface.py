"""The may-alias interface client analyses use for memory accessed through pointers.

Data-flow analyses over variables (Duesterwald et al., ICSE 1996, section 4.2) need one
question answered: which named variables may an indirect access `*p` (or `p->f`) at a
program point denote? Any alias analysis can answer it; `ddpa.analyses.dataflow` ships a
simple sound default and the CFL-reachability analysis of `ddpa.analyses.alias` plugs in a
more precise one.
"""

from __future__ import annotations

from typing import Protocol

from ddpa.ir.instr import Var
from ddpa.ir.program import Function


class AliasOracle(Protocol):
    """Answers which variables a pointer may point to.

    `pointees(fn, ptr)` is the set of variables (globals, and locals or formals of any
    function) whose storage `*ptr` may denote when `ptr` is read in `fn`. It must be sound:
    every variable the pointer can point to at run time is in the set. Heap objects are
    not variables and are not listed; an oracle that cannot tell must return every
    candidate (`may_denote_unknown` says whether the pointer may also reach memory
    outside the listed variables, e.g. the heap or an unknown external's memory).
    """

    name: str

    def pointees(self, fn: Function, ptr: Var) -> frozenset[Var]: ...

    def may_denote_unknown(self, fn: Function, ptr: Var) -> bool: ...
