"""The IR containers: Program, Function, statement-level CFG Node, Global, AllocSite."""

from __future__ import annotations

import enum
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Protocol, final

from ddpa.ir.immutable import immutable
from ddpa.ir.instr import (
    NOLOC,
    AddrOf,
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
    Virtual,
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
        return self.node_total > 0

    @property
    def node_total(self) -> int:
        """How many nodes the body has (0 for an external), without reading a lazy body."""
        return len(self.nodes)

    def summary(self) -> FunctionSummary:
        """What whole-program indexes need of the body, without reading a lazy one."""
        return summarise(self)

    def line_spans(self) -> tuple[tuple[str, int, int], ...]:
        """The lines its nodes are on, `(file, first, last)` per file (`summary().spans`)."""
        return self.summary().spans

    def kept_escapes(self) -> frozenset[Var] | None:
        """The variables whose address the body lets out, as the IR cache kept them in the
        function's header (`ddpa.ir.address_flow.function_escapes`); None: not kept."""
        return None

    def may_have_line(self, same_file: Callable[[str], bool], line: int) -> bool:
        """Whether a node may be on `line` of a file `same_file` accepts (without reading
        a lazy body or summary)."""
        return spans_have_line(self.line_spans(), same_file, line)

    def variable_total(self) -> int:
        """How many formals and locals it has, without decoding lazy ones."""
        return len(self.params) + len(self.locals)

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


@final
@immutable
class FunctionSummary:
    """The facts of a body that whole-program indexes read: the variables (other than the
    function's own temporaries) and functions whose address it takes, the functions it
    calls directly, whether it makes an indirect call or a virtual one, the lines its
    nodes are on (those with a line): `(file, first, last)` per file, and how many
    arguments its indirect calls pass (each count once, in increasing order)."""

    taken_vars: tuple[Var, ...] = ()
    taken_funcs: tuple[str, ...] = ()
    callees: tuple[str, ...] = ()
    indirect: bool = False
    virtual: bool = False
    spans: tuple[tuple[str, int, int], ...] = ()
    indirect_arities: tuple[int, ...] = ()

    def may_have_line(self, same_file: Callable[[str], bool], line: int) -> bool:
        """Whether a node may be on `line` of a file `same_file` accepts."""
        return spans_have_line(self.spans, same_file, line)


def spans_have_line(spans: tuple[tuple[str, int, int], ...], same_file: Callable[[str], bool],
                    line: int) -> bool:
    """Whether `(file, first, last)` spans cover `line` of a file `same_file` accepts."""
    return any(lo <= line <= hi and same_file(f) for f, lo, hi in spans)


def summarise(fn: Function) -> FunctionSummary:
    """`Function.summary` computed from the nodes (each name once, in first-seen order)."""
    taken_vars: dict[Var, None] = {}
    taken_funcs: dict[str, None] = {}
    callees: dict[str, None] = {}
    virtual = False
    arities: set[int] = set()
    own = {id(v) for v in fn.temps}
    spans: dict[str, tuple[int, int]] = {}
    for n in fn.nodes:
        loc = n.instr.loc
        if not loc.line:
            continue
        lo, hi = spans.get(loc.file, (loc.line, loc.line))
        spans[loc.file] = (min(lo, loc.line), max(hi, loc.line))
    for n in fn.nodes:
        i = n.instr
        if isinstance(i, AddrOf):
            if isinstance(i.target, Var):
                if id(i.target) not in own:
                    taken_vars[i.target] = None
            else:
                taken_funcs[i.target.name] = None
        elif isinstance(i, Call):
            if isinstance(i.callee, Direct):
                callees[i.callee.name] = None
            elif isinstance(i.callee, Virtual):
                virtual = True
            else:
                arities.add(len(i.args))
    return FunctionSummary(tuple(taken_vars), tuple(taken_funcs), tuple(callees),
                           bool(arities), virtual,
                           tuple((f, lo, hi) for f, (lo, hi) in spans.items()),
                           tuple(sorted(arities)))


#: Decodes a lazy function's body: its temporaries and nodes (see `LazyFunction`).
BodyDecoder = Callable[["LazyFunction"], tuple[list[Var], list[Node]]]
#: Decodes a lazy function's formals and locals (see `LazyFunction`).
VariablesDecoder = Callable[[], tuple[list[Var], list[Var]]]


class LazyFunction(Function):
    """A Function whose temporaries and nodes are decoded the first time they are read
    (the IR cache stores each body apart, so a question reads only the bodies it reaches),
    and whose formals and locals are decoded the first time either is read when they are
    given as `variables` (so a question names the variables of the functions it reaches).

    The node count, the summary and how many formals and locals it has are known without
    decoding. Assigning `nodes` or `temps` decodes the body first, then replaces that part;
    likewise for `params` and `locals`."""

    def __init__(self, name: str, type: FunctionType, params: list[Var], locals: list[Var],
                 body: BodyDecoder, node_total: int,
                 summary: FunctionSummary | Callable[[], FunctionSummary],
                 src_name: str = "", unit: str = "", is_static: bool = False,
                 loc: Loc = NOLOC, noreturn: bool = False,
                 variables: VariablesDecoder | None = None,
                 spans: tuple[tuple[str, int, int], ...] | None = None,
                 variable_total: int = 0,
                 escapes: Callable[[], frozenset[Var] | None] | None = None) -> None:
        # (Function's fields set directly: its initialiser would go through the properties
        # below, and a large program has thousands of functions to make at load)
        self.name = name
        self.type = type
        self.src_name = src_name
        self.unit = unit
        self.is_static = is_static
        self.loc = loc
        self.noreturn = noreturn
        self._temps: list[Var] = []
        self._nodes: list[Node] = []
        self._params = params
        self._locals = locals
        self._variables: VariablesDecoder | None = variables
        self._body: BodyDecoder | None = body if node_total else None
        self._total = node_total
        self._summary = summary  # or what decodes it, the first time it is asked for
        self._spans = spans
        self._variable_total = variable_total  # (what `variables` decodes, when given)
        # what decodes the escapes the header keeps (None from it: none kept there)
        self._escapes: Callable[[], frozenset[Var] | None] | frozenset[Var] | None = escapes

    def _load_variables(self) -> None:
        variables = self._variables
        if variables is not None:
            self._variables = None
            self._params, self._locals = variables()

    @property
    def params(self) -> list[Var]:
        if self._variables is not None:
            self._load_variables()
        return self._params

    @params.setter
    def params(self, value: list[Var]) -> None:
        self._load_variables()
        self._params = value

    @property
    def locals(self) -> list[Var]:
        if self._variables is not None:
            self._load_variables()
        return self._locals

    @locals.setter
    def locals(self, value: list[Var]) -> None:
        self._load_variables()
        self._locals = value

    def load(self) -> None:
        """Decode the body now (nothing happens once it is decoded)."""
        body = self._body
        if body is not None:
            self._body = None
            self._temps, self._nodes = body(self)

    @property
    def loaded(self) -> bool:
        return self._body is None

    @property
    def temps(self) -> list[Var]:
        if self._body is not None:
            self.load()
        return self._temps

    @temps.setter
    def temps(self, value: list[Var]) -> None:
        self.load()
        self._temps = value

    @property
    def nodes(self) -> list[Node]:
        if self._body is not None:
            self.load()
        return self._nodes

    @nodes.setter
    def nodes(self, value: list[Node]) -> None:
        self.load()
        self._nodes = value
        self._total = -1

    @property
    def node_total(self) -> int:
        return self._total if self._total >= 0 else len(self.nodes)

    def summary(self) -> FunctionSummary:
        if self._total >= 0:
            sm = self._summary
            if not isinstance(sm, FunctionSummary):
                sm = self._summary = sm()
            return sm
        return summarise(self)

    def line_spans(self) -> tuple[tuple[str, int, int], ...]:
        if self._total >= 0 and self._spans is not None:
            return self._spans
        return self.summary().spans

    def kept_escapes(self) -> frozenset[Var] | None:
        kept = self._escapes
        if self._total < 0 or kept is None:  # (a body assigned anew: the header's are old)
            return None
        if not isinstance(kept, frozenset):
            kept = self._escapes = kept()
        return kept

    def variable_total(self) -> int:
        if self._variables is not None:
            return self._variable_total
        return len(self._params) + len(self._locals)


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
@immutable
class ScalarInit:
    value: int | float


@final
@immutable
class AddrInit:
    """`&target.path + offset` (offset in bytes, for `&arr[2]` and the like)."""

    target: AddrTarget
    path: Path = ()
    offset: int = 0


@final
@immutable
class StringInit:
    data: bytes


@final
@immutable
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


class LazyGlobal(Global):
    """A Global whose variable is decoded the first time it is read (`variable`), and its
    initialiser and location the first time either is (`decode`): a question names a few
    of a large program's thousands of globals, by `name` (its variable's, known without
    decoding), and a data-flow model numbers every global's variable but reads no
    initialiser. Assigning a field decodes the others first."""

    def __init__(self, name: str, variable: Callable[[], Var],
                 decode: Callable[[], tuple[Init | None, Loc]], src_name: str, unit: str,
                 is_static: bool, is_const: bool, defined: bool) -> None:
        # (Global's fields set directly: its initialiser would go through the properties)
        self._name = name
        self._variable: Callable[[], Var] | None = variable
        self._decode: Callable[[], tuple[Init | None, Loc]] | None = decode
        self._var: Var | None = None
        self._init: Init | None = None
        self._loc: Loc = NOLOC
        self.src_name = src_name
        self.unit = unit
        self.is_static = is_static
        self.is_const = is_const
        self.defined = defined

    def load(self) -> None:
        self._load_var()
        decode = self._decode
        if decode is not None:
            self._init, self._loc = decode()
            self._decode = None

    def _load_var(self) -> None:
        variable = self._variable
        if variable is not None:
            self._var = variable()
            self._variable = None

    @property
    def name(self) -> str:
        return self._name if self._variable is not None else self.var.name

    @property
    def var(self) -> Var:
        self._load_var()
        assert self._var is not None
        return self._var

    @var.setter
    def var(self, v: Var) -> None:
        self.load()
        self._var = v

    @property
    def init(self) -> Init | None:
        self.load()
        return self._init

    @init.setter
    def init(self, value: Init | None) -> None:
        self.load()
        self._init = value

    @property
    def loc(self) -> Loc:
        self.load()
        return self._loc

    @loc.setter
    def loc(self, value: Loc) -> None:
        self.load()
        self._loc = value


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
@immutable
class Diagnostic:
    severity: Severity
    loc: Loc
    message: str

    def __str__(self) -> str:
        where = f"{self.loc.file}:{self.loc.line}:{self.loc.col}: " if self.loc.file else ""
        return f"{where}{self.severity.value}: {self.message}"


class FactStore(Protocol):
    """Facts derived from one Program that may be kept across processes (the IR cache's
    `StoredFacts`): a JSON document per kind (whose values may also be byte strings, read
    back as memoryviews), valid as long as the IR and the code are."""

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

    def defines(self, name: str) -> bool:
        """Whether the program has a body for a function of that name."""
        f = self.functions.get(name)
        return f is not None and f.has_body

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
        return sum(f.node_total for f in self.functions.values())
