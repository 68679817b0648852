"""The IR containers: Program, Function, statement-level CFG Node, Global, AllocSite."""

from __future__ import annotations

import enum
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Protocol, final

from ddpa.ir.instr import (
    NOLOC,
    AddrTarget,
    Branch,
    Call,
    Direct,
    Entry,
    Exit,
    Instr,
    Loc,
    Path,
    Switch,
    Var,
)
from ddpa.ir.types import FunctionType, Record, Type


class Node:
    """A CFG node holding exactly one instruction.

    `id` is the node's index in `Function.nodes`; entry is node 0 and exit node 1.
    Successor order matters for Branch (true, false) and Switch (cases..., default).
    """

    __slots__ = ("func", "id", "instr", "preds", "succs")

    def __init__(self, func: Function, nid: int, instr: Instr) -> None:
        self.func = func
        self.id = nid
        self.instr = instr
        self.succs: list[Node] = []
        self.preds: list[Node] = []

    @property
    def loc(self) -> Loc:
        return self.instr.loc

    def __repr__(self) -> str:
        return f"<{self.func.name}:n{self.id} {type(self.instr).__name__}>"


@dataclass(eq=False)
class Function:
    """A function: formals, locals, temporaries and its statement nodes (none if external)."""

    name: str
    type: FunctionType
    params: list[Var] = field(default_factory=list)
    locals: list[Var] = field(default_factory=list)
    temps: list[Var] = field(default_factory=list)
    nodes: list[Node] = field(default_factory=list)
    src_name: str = ""
    unit: str = ""
    is_static: bool = False
    loc: Loc = NOLOC
    noreturn: bool = False  # declared never to return (`_Noreturn`, `noreturn` attribute)

    @property
    def has_body(self) -> bool:
        return bool(self.nodes)

    @property
    def entry(self) -> Node:
        return self.nodes[0]

    @property
    def exit(self) -> Node:
        return self.nodes[1]

    @property
    def source_name(self) -> str:
        return self.src_name or self.name

    def new_node(self, instr: Instr) -> Node:
        node = Node(self, len(self.nodes), instr)
        self.nodes.append(node)
        return node

    def start_body(self, loc: Loc = NOLOC) -> None:
        """Create the entry and exit nodes (ids 0 and 1)."""
        assert not self.nodes
        self.new_node(Entry(loc=loc))
        self.new_node(Exit(loc=loc))

    def variables(self) -> Iterator[Var]:
        yield from self.params
        yield from self.locals
        yield from self.temps

    def calls(self) -> Iterator[tuple[Node, Call]]:
        for n in self.nodes:
            if isinstance(n.instr, Call):
                yield n, n.instr


def add_edge(a: Node, b: Node) -> None:
    a.succs.append(b)
    b.preds.append(a)


def expected_succs(instr: Instr) -> int | None:
    """How many successors an instruction's node must have (None: exactly one, or none)."""
    if isinstance(instr, Branch):
        return 2
    if isinstance(instr, Switch):
        return len(instr.cases) + 1
    if isinstance(instr, Exit):
        return 0
    return None


# --- global initialisers -------------------------------------------------------------


@final
@dataclass(frozen=True, slots=True)
class ScalarInit:
    value: int | float


@final
@dataclass(frozen=True, slots=True)
class AddrInit:
    """`&target.path + offset` (offset in bytes, for `&arr[2]` and the like)."""

    target: AddrTarget
    path: Path = ()
    offset: int = 0


@final
@dataclass(frozen=True, slots=True)
class StringInit:
    data: bytes


@final
@dataclass(frozen=True, slots=True)
class AggInit:
    """Array elements or record fields in order; None stands for zero."""

    items: tuple[Init | None, ...]


Init = ScalarInit | AddrInit | StringInit | AggInit


@dataclass(eq=False)
class Global:
    var: Var
    init: Init | None = None  # None: zero-initialised (or external, see `defined`)
    src_name: str = ""
    unit: str = ""
    is_static: bool = False
    is_const: bool = False
    defined: bool = True  # False: only `extern` declarations were seen
    loc: Loc = NOLOC

    @property
    def name(self) -> str:
        return self.var.name

    @property
    def type(self) -> Type:
        return self.var.type


@dataclass(eq=False)
class AllocSite:
    """One abstract heap object per allocation site (001 section 7.1, 002 Table 1)."""

    id: int
    function: str
    fn: str
    loc: Loc = NOLOC
    type: Type | None = None  # the allocated type when the source says (cast, sizeof)


class Severity(enum.Enum):
    NOTE = "note"
    WARNING = "warning"
    ERROR = "error"


@final
@dataclass(frozen=True, slots=True)
class Diagnostic:
    severity: Severity
    loc: Loc
    message: str

    def __str__(self) -> str:
        where = f"{self.loc.file}:{self.loc.line}:{self.loc.col}: " if self.loc.file else ""
        return f"{where}{self.severity.value}: {self.message}"


class FactStore(Protocol):
    """Facts derived from one Program that may be kept across processes (the IR cache's
    `StoredFacts`): a JSON document per kind, valid as long as the IR and the code are."""

    def get(self, kind: str) -> object | None: ...

    def put(self, kind: str, doc: object) -> None: ...


@dataclass(eq=False)
class Program:
    functions: dict[str, Function] = field(default_factory=dict)
    globals: dict[str, Global] = field(default_factory=dict)
    records: dict[str, Record] = field(default_factory=dict)
    alloc_sites: dict[int, AllocSite] = field(default_factory=dict)
    units: list[str] = field(default_factory=list)
    diagnostics: list[Diagnostic] = field(default_factory=list)
    # where facts derived from this very IR are kept (set by the loader for a program the
    # IR cache holds; a program changed after loading must drop it)
    facts: FactStore | None = field(default=None, repr=False, compare=False)

    def function(self, name: str) -> Function | None:
        return self.functions.get(name)

    def defined_functions(self) -> Iterator[Function]:
        return (f for f in self.functions.values() if f.has_body)

    def externals(self) -> list[str]:
        """Functions called or referenced but without a body here."""
        return sorted(f.name for f in self.functions.values() if not f.has_body)

    def find_functions(self, src_name: str) -> list[Function]:
        """All functions with a source name (several `static` ones may share it)."""
        return [f for f in self.functions.values() if f.source_name == src_name]

    def direct_callees(self, fn: Function) -> Iterator[tuple[Node, str]]:
        for n, call in fn.calls():
            if isinstance(call.callee, Direct):
                yield n, call.callee.name

    def node_count(self) -> int:
        return sum(len(f.nodes) for f in self.functions.values())
