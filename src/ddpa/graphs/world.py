"""The world outside the analysed program: closed (a `main` and all it calls) or open (a library).

In the closed world the program's `main` is the only way in: outside code runs only as the
callees without bodies (library models and unknown externals). In the open world, the one a
library without its callers lives in, outside code may also

* call every externally visible function (non-static, with a body: an *entry point*) with
  arguments that point to outside objects or to anything that has escaped to outside code,
  and keep what it returns (which then has escaped);
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
from dataclasses import dataclass

from ddpa.ir.instr import Call, Direct, Var
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


@dataclass(frozen=True)
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
