"""Well-formedness checks for IR programs.

`verify_program` runs every check and returns messages prefixed `error:` (the IR breaks an
invariant the analyses rely on) or `warning:` (legal but odd, e.g. `return;` in a function
returning int). `verify_or_raise` raises `IRVerifyError` when there is at least one error.
Each check is a small generator; program-wide checks take the program, function checks
also take the function, and node checks run once per node of a function with a body.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Mapping

from ddpa.ir.classes import parse_base
from ddpa.ir.instr import (
    NOLOC,
    AddrOf,
    Alloc,
    Arith,
    Call,
    Copy,
    Direct,
    Entry,
    Exit,
    FieldAddr,
    FieldRead,
    FieldWrite,
    FuncRef,
    Indirect,
    Load,
    Loc,
    Operand,
    Path,
    Return,
    Store,
    Unary,
    Var,
    VarKind,
    Virtual,
)
from ddpa.ir.printer import name_text, operand_text, path_text
from ddpa.ir.program import (
    AddrInit,
    AggInit,
    Function,
    Init,
    Node,
    Program,
    ScalarInit,
    StringInit,
    expected_succs,
)
from ddpa.ir.types import (
    ArrayType,
    FloatType,
    FunctionType,
    IntType,
    PointerType,
    RecordType,
    Type,
    VoidType,
)

__all__ = ["IRVerifyError", "errors", "locate", "verify_or_raise", "verify_program",
           "walk_path"]

ERROR = "error: "
WARNING = "warning: "


class IRVerifyError(ValueError):
    """Raised by `verify_or_raise`; `problems` holds the error messages."""

    def __init__(self, problems: list[str]) -> None:
        super().__init__("malformed IR:\n" + "\n".join(problems))
        self.problems = problems


def verify_program(p: Program) -> list[str]:
    """All problems found in `p`, errors and warnings in check order (empty: well-formed)."""
    out: list[str] = []
    for check in _PROGRAM_CHECKS:
        out.extend(check(p))
    for f in p.functions.values():
        for fcheck in _FUNCTION_CHECKS:
            out.extend(fcheck(p, f))
        if f.has_body:
            checks = _node_checks(f)
            for n in f.nodes:
                where = f"{_fn(f.name)}:n{n.id}"
                for ncheck in checks:
                    out.extend(_placed(m, where) for m in ncheck(p, f, n))
    return out


def errors(messages: Iterable[str]) -> list[str]:
    return [m for m in messages if m.startswith(ERROR)]


def verify_or_raise(p: Program) -> list[str]:
    """Raise `IRVerifyError` if `p` has errors; otherwise return its warnings."""
    messages = verify_program(p)
    errs = errors(messages)
    if errs:
        raise IRVerifyError(errs)
    return messages


def locate(p: Program, message: str) -> Loc:
    """The source location a message of `verify_program` is about: its node's statement,
    else its function's or global's declaration (NOLOC for program-wide problems)."""
    text = message.partition(": ")[2]
    if text.startswith("global "):
        g = p.globals.get(_named(text[len("global "):], p.globals))
        return g.loc if g is not None else NOLOC
    f = p.functions.get(_named(text, p.functions))
    if f is None:
        return NOLOC
    rest = text[len(_fn(f.name)):]
    if rest.startswith(":n"):
        node_id = rest[2:].partition(":")[0]
        node = next((n for n in f.nodes if str(n.id) == node_id), None)
        if node is not None and node.instr.loc.file:
            return node.instr.loc
    return f.loc


def _named(text: str, table: Mapping[str, object]) -> str:
    """The name of the table's entry that `text` starts with (`@name:`), "" if none."""
    head = text.partition(":")[0]
    if head.startswith("@") and head[1:] in table:
        return head[1:]
    return next((k for k in table if text.startswith(_fn(k) + ":")), "")


# --- helpers -----------------------------------------------------------------------------

ProgramCheck = Callable[[Program], Iterator[str]]
FunctionCheck = Callable[[Program, Function], Iterator[str]]
NodeCheck = Callable[[Program, Function, Node], Iterator[str]]


def _fn(name: str) -> str:
    return name_text("@", name)


def _placed(message: str, where: str) -> str:
    """`error: text` from a node check becomes `error: @f:nK: text`."""
    severity, _, text = message.partition(": ")
    return f"{severity}: {where}: {text}"


def _e(where: str, message: str) -> str:
    return f"{ERROR}{where}: {message}"


def _w(where: str, message: str) -> str:
    return f"{WARNING}{where}: {message}"


def _kind(n: Node) -> str:
    return type(n.instr).__name__


def _record_types(t: Type) -> Iterator[RecordType]:
    if isinstance(t, RecordType):
        yield t
    elif isinstance(t, PointerType):
        yield from _record_types(t.pointee)
    elif isinstance(t, ArrayType):
        yield from _record_types(t.elem)
    elif isinstance(t, FunctionType):
        yield from _record_types(t.ret)
        for param in t.params:
            yield from _record_types(param)


def walk_path(p: Program, start: Type, path: Path) -> Type | str:
    """The type reached by following field `path` from `start`, or why that fails."""
    t = start
    for name in path:
        if not isinstance(t, RecordType):
            return f"field path {path_text(path)}: {t.text()} has no fields"
        r = p.records.get(t.name)
        if r is None or not r.complete:
            state = "unknown" if r is None else "incomplete"
            return f"field path {path_text(path)}: {state} record {t.text()}"
        fld = r.field(name)
        if fld is None:
            return f"field path {path_text(path)}: {t.text()} has no field {name_text('', name)}"
        t = fld.type
    return t


def _is_scalar(t: Type) -> bool:
    return isinstance(t, IntType | FloatType | PointerType)


# --- program-wide checks -----------------------------------------------------------------


def _check_table_keys(p: Program) -> Iterator[str]:
    tables: list[tuple[str, Iterable[tuple[object, object]]]] = [
        ("function", ((k, f.name) for k, f in p.functions.items())),
        ("global", ((k, g.name) for k, g in p.globals.items())),
        ("record", ((k, r.name) for k, r in p.records.items())),
        ("allocation site", ((k, a.id) for k, a in p.alloc_sites.items())),
    ]
    for what, pairs in tables:
        for key, name in pairs:
            if key != name:
                yield _e(f"{what} table", f"key {key!r} holds {what} {name!r}")


def _check_global_vars(p: Program) -> Iterator[str]:
    for g in p.globals.values():
        if g.var.kind is not VarKind.GLOBAL or g.var.scope:
            where = f"global {_fn(g.name)}"
            yield _e(where, f"variable has kind {g.var.kind.value} and scope {g.var.scope!r}")
        if g.name in p.functions:
            yield _e(f"global {_fn(g.name)}", "a function has the same name")


def _program_types(p: Program) -> Iterator[tuple[str, Type]]:
    """Every declared type, with where it is declared."""
    for g in p.globals.values():
        yield f"global {_fn(g.name)}", g.type
    for r in p.records.values():
        for fld in r.fields:
            yield f"record {r.type.text()} field {name_text('', fld.name)}", fld.type
    for a in p.alloc_sites.values():
        if a.type is not None:
            yield f"allocation site #{a.id}", a.type
    for f in p.functions.values():
        yield _fn(f.name), f.type
        for v in f.variables():
            yield f"{_fn(f.name)} variable {v}", v.type


def _check_record_types_known(p: Program) -> Iterator[str]:
    for where, t in _program_types(p):
        for rt in _record_types(t):
            r = p.records.get(rt.name)
            if r is None:
                yield _e(where, f"type {t.text()} names unknown record {rt.text()}")
            elif r.kind is not rt.kind:
                kinds = f"a {r.kind.value}, not a {rt.kind.value}"
                yield _e(where, f"type {t.text()}: record {rt.name!r} is {kinds}")


def _check_record_members(p: Program) -> Iterator[str]:
    for r in p.records.values():
        where = f"record {r.type.text()}"
        names = [fld.name for fld in r.fields]
        for name in sorted({n for n in names if names.count(n) > 1}):
            yield _e(where, f"field {name_text('', name)} declared twice")
        for entry in r.bases:
            base = parse_base(entry)[0]  # (`virtual B` names record B)
            if base not in p.records:
                yield _e(where, f"unknown base record {base!r}")
        for method, fn in r.vmethods.items():
            if fn not in p.functions:
                yield _e(where, f"virtual method {method!r} names unknown function {_fn(fn)}")


def _check_alloc_sites(p: Program) -> Iterator[str]:
    for a in p.alloc_sites.values():
        where = f"allocation site #{a.id}"
        f = p.functions.get(a.function)
        if f is None or not f.has_body:
            yield _e(where, f"in unknown or bodiless function {_fn(a.function)}")
        if a.fn not in p.functions:
            yield _e(where, f"allocation function {_fn(a.fn)} is not declared")


def _check_global_inits(p: Program) -> Iterator[str]:
    for g in p.globals.values():
        where = f"global {_fn(g.name)}"
        if not g.defined and g.init is not None:
            yield _w(where, "extern global has an initialiser")
        yield from (_e(where, m) for m in _init_problems(p, g.type, g.init))


def _init_problems(p: Program, t: Type, init: Init | None) -> Iterator[str]:
    if init is None:
        return
    if isinstance(init, ScalarInit):
        if not _is_scalar(t):
            yield f"scalar initialiser for {t.text()}"
    elif isinstance(init, StringInit):
        if not (isinstance(t, ArrayType) and isinstance(t.elem, IntType) and t.elem.bits == 8):
            yield f"string initialiser for {t.text()}, not an array of 8-bit integers"
        elif t.length is not None and len(init.data) > t.length:
            yield f"string initialiser of {len(init.data)} bytes for {t.text()}"
    elif isinstance(init, AddrInit):
        yield from _addr_init_problems(p, t, init)
    else:
        yield from _agg_init_problems(p, t, init)


def _addr_init_problems(p: Program, t: Type, init: AddrInit) -> Iterator[str]:
    if not isinstance(t, PointerType | IntType):
        yield f"address initialiser for {t.text()}"
    target = init.target
    if isinstance(target, FuncRef):
        if target.name not in p.functions:
            yield f"address of unknown function {_fn(target.name)}"
        if init.path:
            yield f"field path {path_text(init.path)} on function {_fn(target.name)}"
        return
    g = p.globals.get(target.name)
    if g is None or target.kind is not VarKind.GLOBAL:
        yield f"address of {target}, which is not a global of the program"
        return
    reached = walk_path(p, g.type, init.path)
    if isinstance(reached, str):
        yield reached


def _agg_init_problems(p: Program, t: Type, init: AggInit) -> Iterator[str]:
    if isinstance(t, ArrayType):
        if t.length is not None and len(init.items) > t.length:
            yield f"{len(init.items)} initialisers for {t.text()}"
        for item in init.items:
            yield from _init_problems(p, t.elem, item)
        return
    r = p.records.get(t.name) if isinstance(t, RecordType) else None
    if r is None:
        yield f"aggregate initialiser for {t.text()}"
        return
    if len(init.items) > len(r.fields):
        yield f"{len(init.items)} initialisers for {t.text()} with {len(r.fields)} fields"
    for fld, item in zip(r.fields, init.items, strict=False):
        yield from _init_problems(p, fld.type, item)


_PROGRAM_CHECKS: tuple[ProgramCheck, ...] = (
    _check_table_keys,
    _check_global_vars,
    _check_record_types_known,
    _check_record_members,
    _check_alloc_sites,
    _check_global_inits,
)


# --- function checks ---------------------------------------------------------------------


def _check_entry_exit(p: Program, f: Function) -> Iterator[str]:
    if not f.has_body:
        return
    if len(f.nodes) < 2:
        yield _e(_fn(f.name), f"body has {len(f.nodes)} node(s): needs entry n0 and exit n1")
    for i, n in enumerate(f.nodes):
        expected = Entry if i == 0 else Exit if i == 1 else None
        if expected is not None and not isinstance(n.instr, expected):
            yield _e(f"{_fn(f.name)}:n{i}", f"is {_kind(n)}, expected {expected.__name__}")
        elif expected is None and isinstance(n.instr, Entry | Exit):
            yield _e(f"{_fn(f.name)}:n{i}", f"{_kind(n)} outside n0/n1")


def _check_node_ids(p: Program, f: Function) -> Iterator[str]:
    for i, n in enumerate(f.nodes):
        if n.id != i:
            yield _e(f"{_fn(f.name)}:n{i}", f"node at index {i} has id {n.id}")
        if n.func is not f:
            yield _e(f"{_fn(f.name)}:n{i}", f"node belongs to {_fn(n.func.name)}")


def _owned(f: Function, n: Node) -> bool:
    return 0 <= n.id < len(f.nodes) and f.nodes[n.id] is n


class _EdgeCounts:
    """How often each node lists another among its succs or preds, counted once per node
    as asked (counting by scanning made a node with thousands of predecessors, the exit of
    a function with thousands of returns, quadratic)."""

    def __init__(self) -> None:
        self._succs: dict[int, Counter[int]] = {}
        self._preds: dict[int, Counter[int]] = {}

    def succs(self, n: Node, target: Node) -> int:
        return self._of(self._succs, n, n.succs)[id(target)]

    def preds(self, n: Node, target: Node) -> int:
        return self._of(self._preds, n, n.preds)[id(target)]

    @staticmethod
    def _of(table: dict[int, Counter[int]], n: Node, nodes: list[Node]) -> Counter[int]:
        counts = table.get(id(n))
        if counts is None:
            counts = table[id(n)] = Counter(id(x) for x in nodes)
        return counts


def _check_edges(p: Program, f: Function) -> Iterator[str]:
    """succs and preds list the same edges, each as often on both sides."""
    count = _EdgeCounts()
    for n in f.nodes:
        where = f"{_fn(f.name)}:n{n.id}"
        for other in [*n.succs, *n.preds]:
            if not _owned(f, other):
                yield _e(where, f"edge to n{other.id}, which is not a node of {_fn(f.name)}")
        for s in {id(s): s for s in n.succs}.values():
            forward, back = count.succs(n, s), count.preds(s, n)
            if forward != back:
                yield _e(where, f"edge to n{s.id} is {forward}x in succs, {back}x in its preds")
        for q in {id(q): q for q in n.preds}.values():
            if count.succs(q, n) == 0:
                yield _e(where, f"predecessor n{q.id} does not list it as a successor")


def _reachable(f: Function) -> set[int]:
    seen = {id(f.nodes[0])}
    stack = [f.nodes[0]]
    while stack:
        for s in stack.pop().succs:
            if id(s) not in seen:
                seen.add(id(s))
                stack.append(s)
    return seen


def _check_reachable(p: Program, f: Function) -> Iterator[str]:
    if not f.has_body:
        return
    seen = _reachable(f)
    for n in f.nodes:
        if id(n) in seen:
            continue
        if isinstance(n.instr, Exit):
            yield _w(f"{_fn(f.name)}:n{n.id}", "exit is unreachable (the function never returns)")
        else:
            yield _e(f"{_fn(f.name)}:n{n.id}", "unreachable from entry")


_VAR_LISTS = (("params", VarKind.FORMAL), ("locals", VarKind.LOCAL), ("temps", VarKind.TEMP))


def _check_declarations(p: Program, f: Function) -> Iterator[str]:
    seen: set[str] = set()
    for attr, kind in _VAR_LISTS:
        for v in getattr(f, attr):
            where = f"{_fn(f.name)} {attr[:-1]} {v}"
            if v.name in seen:
                yield _e(where, "declared twice")
            seen.add(v.name)
            if v.kind is not kind:
                yield _e(where, f"has kind {v.kind.value}, expected {kind.value}")
            if v.scope != f.name:
                yield _e(where, f"has scope {v.scope!r}, expected {f.name!r}")


def _check_param_types(p: Program, f: Function) -> Iterator[str]:
    if not f.has_body and not f.params:
        return
    declared = tuple(v.type for v in f.params)
    if declared != f.type.params:
        shown = ", ".join(t.text() for t in declared)
        yield _e(_fn(f.name), f"parameters ({shown}) differ from type {f.type.text()}")


_FUNCTION_CHECKS: tuple[FunctionCheck, ...] = (
    _check_entry_exit,
    _check_node_ids,
    _check_edges,
    _check_reachable,
    _check_declarations,
    _check_param_types,
)


# --- node checks (messages get the `@f:nK: ` prefix; severity added here) ----------------


def _check_succ_count(p: Program, f: Function, n: Node) -> Iterator[str]:
    count = len(n.succs)
    if isinstance(n.instr, Return):
        exit_node = f.nodes[1] if len(f.nodes) > 1 else None
        if count != 1 or n.succs[0] is not exit_node:
            yield "error: Return must have the exit node as its only successor"
        return
    want = expected_succs(n.instr)
    want = 1 if want is None else want
    if count != want:
        yield f"error: {_kind(n)} node has {count} successor(s), expected {want}"


def _check_entry_preds(p: Program, f: Function, n: Node) -> Iterator[str]:
    if n is f.nodes[0] and n.preds:
        yield "error: entry has predecessors " + ", ".join(f"n{q.id}" for q in n.preds)


def _referenced_vars(n: Node) -> Iterator[Var]:
    yield from n.instr.defs()
    yield from n.instr.uses()
    if isinstance(n.instr, AddrOf) and isinstance(n.instr.target, Var):
        yield n.instr.target


def _var_problem(p: Program, f: Function, v: Var, declared: dict[str, Var]) -> str | None:
    decl: Var | None
    if v.kind is VarKind.GLOBAL:
        g = p.globals.get(v.name)
        if g is None:
            return f"{v} is not a global of the program"
        decl = g.var
    else:
        decl = declared.get(v.name)
        if decl is None or v.scope != f.name:
            return f"{v} (scope {v.scope!r}) is not a variable of {_fn(f.name)}"
    if decl.kind is not v.kind:
        return f"{v} has kind {v.kind.value} but is declared as {decl.kind.value}"
    if decl.type != v.type:
        return f"{v} has type {v.type.text()} but is declared as {decl.type.text()}"
    return None


def _check_vars(p: Program, f: Function, n: Node) -> Iterator[str]:
    return _vars_check(f)(p, f, n)


def _vars_check(f: Function) -> NodeCheck:
    """`_check_vars` with `f`'s variables looked up by name in a table made once (a linear
    search per use made verifying a 100,000-instruction function quadratic)."""
    declared: dict[str, Var] = {}
    for d in f.variables():
        declared.setdefault(d.name, d)

    def check(p: Program, f: Function, n: Node) -> Iterator[str]:
        for v in dict.fromkeys(_referenced_vars(n)):
            problem = _var_problem(p, f, v, declared)
            if problem is not None:
                yield ERROR + problem

    return check


def _node_checks(f: Function) -> tuple[NodeCheck, ...]:
    """The node checks for the nodes of `f`."""
    table = _vars_check(f)
    return tuple(table if c is _check_vars else c for c in _NODE_CHECKS)


def _check_callee(p: Program, f: Function, n: Node) -> Iterator[str]:
    if not isinstance(n.instr, Call):
        return
    c = n.instr.callee
    if isinstance(c, Direct) and c.name not in p.functions:
        yield f"error: call to unknown function {_fn(c.name)}"
    elif isinstance(c, Indirect):
        t = c.ptr.type
        if not isinstance(t, PointerType):
            yield f"error: indirect call through {c.ptr} of non-pointer type {t.text()}"
        elif not isinstance(t.pointee, FunctionType | VoidType):
            yield f"warning: indirect call through {c.ptr} of type {t.text()}"
    elif isinstance(c, Virtual) and c.static_class not in p.records:
        yield f"error: virtual call on unknown class {c.static_class!r}"


def _check_alloc(p: Program, f: Function, n: Node) -> Iterator[str]:
    if not isinstance(n.instr, Alloc):
        return
    i = n.instr
    if i.fn not in p.functions:
        yield f"error: allocation function {_fn(i.fn)} is not declared"
    site = p.alloc_sites.get(i.site)
    if site is None:
        yield f"error: unknown allocation site #{i.site}"
        return
    if site.function != f.name:
        yield f"error: allocation site #{i.site} belongs to {_fn(site.function)}"
    if site.fn != i.fn:
        yield f"error: allocation site #{i.site} is for {_fn(site.fn)}, not {_fn(i.fn)}"


def _check_func_refs(p: Program, f: Function, n: Node) -> Iterator[str]:
    i = n.instr
    if isinstance(i, AddrOf) and isinstance(i.target, FuncRef):
        if i.target.name not in p.functions:
            yield f"error: address of unknown function {_fn(i.target.name)}"
        if i.path:
            yield f"error: field path {path_text(i.path)} on function {_fn(i.target.name)}"


def _pointer_of(n: Node) -> Var | None:
    i = n.instr
    return i.ptr if isinstance(i, Load | Store | FieldAddr) else None


def _check_pointer_ops(p: Program, f: Function, n: Node) -> Iterator[str]:
    ptr = _pointer_of(n)
    if ptr is not None and not isinstance(ptr.type, PointerType):
        yield f"error: {_kind(n)} through {ptr} of non-pointer type {ptr.type.text()}"


def _path_start(n: Node) -> tuple[Type, Path] | None:
    """The type a field path starts from (None: no path, or checked elsewhere)."""
    i = n.instr
    if isinstance(i, Load | Store | FieldAddr) and isinstance(i.ptr.type, PointerType):
        return i.ptr.type.pointee, i.path
    if isinstance(i, FieldRead | FieldWrite):
        return i.base.type, i.path
    if isinstance(i, AddrOf) and isinstance(i.target, Var):
        return i.target.type, i.path
    return None


def _check_paths(p: Program, f: Function, n: Node) -> Iterator[str]:
    i = n.instr
    if isinstance(i, FieldRead | FieldWrite) and not i.path:
        yield f"error: {_kind(n)} with an empty field path"
    start = _path_start(n)
    if start is not None:
        reached = walk_path(p, *start)
        if isinstance(reached, str):
            yield ERROR + reached


def _value_operands(n: Node) -> tuple[str, list[Operand]] | None:
    """Operands that must be scalars (or, for copies, records) and what to call them."""
    i = n.instr
    if isinstance(i, Copy):
        return "copy", [i.dst, i.value]
    if isinstance(i, Arith):
        return "arithmetic", [i.dst, i.a, i.b]
    if isinstance(i, Unary):
        return "arithmetic", [i.dst, i.a]
    return None


def _check_value_types(p: Program, f: Function, n: Node) -> Iterator[str]:
    found = _value_operands(n)
    if found is None:
        return
    what, operands = found
    bad = [o for o in operands if not _is_scalar(o.type)]
    if what == "copy":
        bad = [o for o in bad if not isinstance(o.type, RecordType)]
    for text, t in dict.fromkeys((operand_text(o), o.type) for o in bad):
        yield f"error: {what} operand {text} has type {t.text()}"


def _check_return(p: Program, f: Function, n: Node) -> Iterator[str]:
    if not isinstance(n.instr, Return):
        return
    void = isinstance(f.type.ret, VoidType)
    if void and n.instr.value is not None:
        yield "error: ret with a value in a function returning void"
    elif not void and n.instr.value is None:
        yield f"warning: ret without a value in a function returning {f.type.ret.text()}"


_NODE_CHECKS: tuple[NodeCheck, ...] = (
    _check_succ_count,
    _check_entry_preds,
    _check_vars,
    _check_callee,
    _check_alloc,
    _check_func_refs,
    _check_pointer_ops,
    _check_paths,
    _check_value_types,
    _check_return,
)
