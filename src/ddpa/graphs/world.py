"""The world outside the analysed program: closed (a `main` and all it calls) or open (a library).

In the closed world the program's `main` is the only way in: outside code runs only as the
callees without bodies (library models and unknown externals). In the open world, the one a
library without its callers lives in, outside code may also

* call every externally visible function (non-static, with a body: an *entry point*) with
  arguments that point to outside objects or to anything that has escaped to outside code,
  and keep what it returns (which then has escaped), unless the function returns only what
  it is given (`returns_only_what_it_is_given`: called from outside, it then hands outside
  code nothing new, whatever its calls from inside the program return);
* read and write every externally visible global (non-static), and what it points to;
* call through a function pointer it made any entry point or address-taken function.

Every engine applies the rule from here: the program expression graph
(`ddpa.graphs.peg`, the one "external memory" object holding whatever has escaped), hence
DDA, DDPT and EXH, and the data-flow model (`outside_definitions`: the definitions outside
code makes).
"""

from __future__ import annotations

import enum
from collections.abc import Iterable

from ddpa.ir.immutable import immutable
from ddpa.ir.instr import Call, Copy, Direct, FieldAddr, Operand, PtrAdd, Return, Var
from ddpa.ir.libmodel import model
from ddpa.ir.program import Function, Global, Program


class World(enum.Enum):
    CLOSED = "closed"
    OPEN = "open"


def world_of(program: Program, requested: World | None = None) -> World:
    """The world an analysis assumes: the one requested, else closed iff there is a `main`
    with a body."""
    if requested is not None:
        return requested
    main = program.functions.get("main")
    return World.CLOSED if main is not None and main.has_body else World.OPEN


def is_entry_point(f: Function) -> bool:
    """May outside code call this function in the open world?"""
    return f.has_body and not f.is_static


@immutable
class Returned:
    """What a function that returns only what it is given returns (`what_it_returns`): the
    positions of the formals whose values it returns, and whether a field address of one
    is among them."""

    formals: frozenset[int]
    through_field: bool

    def at_calls(self, fields: bool) -> frozenset[int] | None:
        """The formals whose actuals a call's result is, in a graph that is field-sensitive
        or not (`fields`): None when a field address of one is returned field-sensitively
        (it is a node of its own, not the actual's)."""
        return None if fields and self.through_field else self.formals


def what_it_returns(f: Function) -> Returned | None:
    """`Returned` when every value f returns is a constant, or the value one of its formals
    was called with: passed on through copies (into temporaries, or locals whose address f
    never takes), conversions, offsets and field addresses, never loaded, computed or
    returned by a call, the formal never assigned nor its address taken; else None."""
    params = {v: k for k, v in enumerate(f.params)}
    taken = set(f.summary().taken_vars)
    defs: dict[Var, list[object]] = {}
    for n in f.nodes:
        for d in n.instr.defs():
            defs.setdefault(d, []).append(n.instr)
    found: set[int] = set()
    via_field = False

    def given(op: Operand | None, seen: set[Var], field: bool) -> bool:
        nonlocal via_field
        if not isinstance(op, Var):
            return True  # a constant (or nothing)
        if op in taken or op in seen or op.is_global:
            return False
        k = params.get(op)
        if k is not None:
            found.add(k)
            via_field = via_field or field
            return op not in defs
        seen.add(op)
        made = defs.get(op, [])
        return bool(made) and all(
            (isinstance(i, Copy) and given(i.value, seen, field))
            or (isinstance(i, PtrAdd) and given(i.base, seen, field))
            or (isinstance(i, FieldAddr) and given(i.ptr, seen, True)) for i in made)

    if all(given(n.instr.value, set(), False) for n in f.nodes if isinstance(n.instr, Return)):
        return Returned(frozenset(found), via_field)
    return None


def returns_only_what_it_is_given(f: Function) -> bool:
    """Whether f returns only what it is given (`what_it_returns`). Called from outside with
    outside values, such a function returns only what outside code gave it, so what it
    returns to callers inside the program (`return buffer;` of `&ctx`) never escapes
    through it."""
    return what_it_returns(f) is not None


def returned_formals(f: Function, fields: bool) -> frozenset[int] | None:
    """The positions of the formals whose values f returns, when it returns only what it is
    given and, with `fields` (a field-sensitive graph), no field address of one: a call's
    result is then its actuals at those positions (a constant adds nothing), as the graph's
    copies and offsets move them (seed 001, section 7.1: calls are assignments), so each
    call site gets only what it gave, not what every caller gave (`LZ4_initStream(&ctx,
    ...)` and `LZ4_initStream(outside, ...)` called from two places). None otherwise."""
    r = what_it_returns(f)
    return None if r is None else r.at_calls(fields)


def entry_points(program: Program) -> list[str]:
    """The externally visible functions with a body (sorted)."""
    return sorted(f.name for f in program.functions.values() if is_entry_point(f))


def outside_callees(program: Program, world: World, taken: Iterable[str]) -> set[str]:
    """The functions a function pointer made by outside code may call: the address-taken
    ones, and in the open world every entry point."""
    out = set(taken)
    if world is World.OPEN:
        out.update(entry_points(program))
    return out


def visible_globals(program: Program) -> list[Global]:
    """The externally visible globals: outside code may read and write them."""
    return [g for g in program.globals.values() if not g.is_static]


def outside_writes(program: Program, world: World, call: Call) -> list[Var]:
    """The globals outside code may write during a call that leaves the program: in the open
    world, a call of a function with neither body nor library model, or through a pointer
    (which may hold an outside function), may define every externally visible global."""
    if world is not World.OPEN:
        return []
    callee = call.callee
    if isinstance(callee, Direct):
        f = program.functions.get(callee.name)
        if (f is not None and f.has_body) or model(callee.name) is not None:
            return []
    return [g.var for g in visible_globals(program)]


@immutable
class Outside:
    """What outside code may do to one program in one world (`outside`)."""

    world: World
    entries: tuple[str, ...] = ()  # functions outside code may call
    globals: tuple[str, ...] = ()  # globals (IR names) outside code may write at any call out


def outside(program: Program, requested: World | None = None) -> Outside:
    """The entry points and writable globals of a program in the world it is analysed in
    (none in the closed world)."""
    w = world_of(program, requested)
    if w is World.CLOSED:
        return Outside(w)
    return Outside(w, tuple(entry_points(program)),
                   tuple(sorted(g.name for g in visible_globals(program))))
