"""Clients of the bidirectional analysis: resolving virtual and indirect call sites (the
origin set of section 3.2 is the sites asked about) and flow-sensitive points-to queries at a
program point; a round budget ends with a sound fallback (CHA for virtual calls)."""

from __future__ import annotations

import enum
import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import final

from ddpa.analyses.bidir.engine import BidirEngine, EngineStats, RoundLog
from ddpa.analyses.bidir.graph import NULL, RExpr
from ddpa.analyses.bidir.methods import Method, Variant
from ddpa.analyses.bidir.names import Abstraction, Name, name_text
from ddpa.analyses.callgraph.cha import ClassHierarchyAnalysis
from ddpa.ir.instr import Call, Direct, Indirect, Var, Virtual
from ddpa.ir.program import Node, Program


class QueryError(ValueError):
    """A query the program cannot answer: no such call site, line or expression."""


class Status(enum.Enum):
    COMPLETE = "complete"
    BUDGET_EXCEEDED = "budget_exceeded"  # the answer is the sound fallback


@final
@dataclass(frozen=True, slots=True)
class SiteAnswer:
    node: Node
    kind: str  # "virtual", "indirect" or "direct"
    targets: tuple[str, ...]
    status: Status
    classes: tuple[str, ...] = ()  # the receiver objects' classes (Table 6)

    @property
    def fallback(self) -> bool:
        return self.status is Status.BUDGET_EXCEEDED


@dataclass
class ResolveResult:
    variant: Variant
    sites: dict[Node, SiteAnswer]
    stats: EngineStats
    status: Status
    rounds: list[RoundLog] = field(default_factory=list)
    engine: BidirEngine | None = None


def is_java_like(program: Program) -> bool:
    """Section 7.3: no `&x` of a variable and no `*x` (only `x->f`) in the program."""
    return not java_violations(program)


def java_violations(program: Program) -> list[Node]:
    """The statements that are not Java-like (`&x` of a variable that is not a constant
    global such as a vtable token or a string literal; `*x` through a pointer)."""
    from ddpa.ir.instr import AddrOf, Load, Store

    out = []
    for f in program.defined_functions():
        for n in f.nodes:
            i = n.instr
            if isinstance(i, AddrOf) and isinstance(i.target, Var):
                g = program.globals.get(i.target.name) if i.target.is_global else None
                if g is None or not g.is_const:
                    out.append(n)
            elif isinstance(i, Load | Store) and not i.path:
                out.append(n)
    return out


def virtual_sites(program: Program) -> list[Node]:
    """Every virtual and indirect call site of the program, in program order."""
    return [n for f in program.defined_functions() for n in f.nodes
            if isinstance(n.instr, Call) and not isinstance(n.instr.callee, Direct)]


def _variant(method: Method | str, abstraction: Abstraction | str) -> Variant:
    from ddpa.analyses.bidir.methods import parse_abstraction, parse_method

    m = method if isinstance(method, Method) else parse_method(method)
    a = abstraction if isinstance(abstraction, Abstraction) else parse_abstraction(abstraction)
    return Variant(m, a)


def resolve_calls(program: Program, sites: Iterable[Node] | None = None,
                  method: Method | str = Method.ID,
                  abstraction: Abstraction | str = Abstraction.TYPE,
                  max_rounds: int | None = None, *, explain: bool = False,
                  cha: ClassHierarchyAnalysis | None = None,
                  max_seconds: float | None = None) -> ResolveResult:
    """Resolve virtual and indirect call sites (all of them when `sites` is None) with one
    variant (a round or time limit gives CHA's sound answer). A direct call is answered
    directly. Raises QueryError for a node that is not a
    call, and for Jd on a program that is not Java-like."""
    variant = _variant(method, abstraction)
    if variant.method is Method.JD and not is_java_like(program):
        raise QueryError("Jd (section 7.3) needs a Java-like program: no &x and no *x")
    nodes = virtual_sites(program) if sites is None else list(sites)
    for n in nodes:
        if not isinstance(n.instr, Call):
            raise QueryError(f"{n.instr.loc.file}:{n.instr.loc.line}: not a call site")
    cha = cha or ClassHierarchyAnalysis(program)
    eng = BidirEngine(program, variant, cha=cha, explain=explain)
    for n in nodes:
        callee = n.instr.callee  # type: ignore[attr-defined]
        if isinstance(callee, Virtual):
            eng.add_origin(eng.sg.of_ir[n], RExpr("var", callee.receiver))
        elif isinstance(callee, Indirect):
            eng.add_origin(eng.sg.of_ir[n], RExpr("var", callee.ptr))
    eng.run(max_rounds=max_rounds, max_seconds=max_seconds)
    status = Status.COMPLETE if eng.complete else Status.BUDGET_EXCEEDED
    out = {n: _answer(eng, n, status, cha) for n in nodes}
    return ResolveResult(variant, out, eng.stats, status, eng.log, eng)


def _answer(eng: BidirEngine, n: Node, status: Status, cha: ClassHierarchyAnalysis
            ) -> SiteAnswer:
    call = n.instr
    assert isinstance(call, Call)
    c = call.callee
    e = eng.sg.of_ir[n]
    if isinstance(c, Direct):
        return SiteAnswer(n, "direct", (c.name,), Status.COMPLETE)
    if isinstance(c, Virtual):
        objs = eng.value_at(e, RExpr("var", c.receiver))
        cls = tuple(sorted({k for o in objs if (k := eng.namer.class_of(o)) is not None}))
        if status is Status.BUDGET_EXCEEDED:
            return SiteAnswer(n, "virtual", cha.targets_of(c.static_class, c.method),
                              status, cls)
        return SiteAnswer(n, "virtual", tuple(eng.virtual_targets(c, eng.ain[e])), status,
                          cls)
    ptr = eng.value_at(e, RExpr("var", c.ptr))
    if status is Status.BUDGET_EXCEEDED:
        return SiteAnswer(n, "indirect", tuple(eng._fn_pointer_fallback(len(call.args))),
                          status)
    return SiteAnswer(n, "indirect", tuple(sorted(str(o[1]) for o in ptr if o[0] == "f")),
                      status)


# --- sites and points at a source line ---------------------------------------------------------


def nodes_at(program: Program, file: str, line: int) -> list[Node]:
    """The IR nodes of a source line (matched by file name suffix), in program order."""
    out = []
    for f in program.defined_functions():
        for n in f.nodes:
            loc = n.instr.loc
            if loc.line == line and (loc.file == file or loc.file.endswith("/" + file)
                                     or file.endswith("/" + loc.file) or
                                     loc.file.rsplit("/", 1)[-1] == file.rsplit("/", 1)[-1]):
                out.append(n)
    return out


def call_sites_at(program: Program, file: str, line: int) -> list[Node]:
    sites = [n for n in nodes_at(program, file, line) if isinstance(n.instr, Call)]
    if not sites:
        raise QueryError(f"{file}:{line}: no call site on this line")
    return sites


_EXPR = re.compile(r"^\s*(?P<pre>[&*]?)\s*(?P<var>[A-Za-z_]\w*)"
                   r"(?P<rest>(\s*(->|\.)\s*[A-Za-z_]\w*)*)\s*$")


def parse_expr(program: Program, node: Node, text: str) -> RExpr:
    """`x`, `*x`, `x->f`, `a.f`, `&x`, `&a.f` in the scope of `node`'s function."""
    m = _EXPR.match(text)
    if m is None:
        raise QueryError(f"cannot parse expression '{text}' (x, *x, x->f, a.f, &x)")
    v = _lookup(program, node, m.group("var"))
    if v is None:
        raise QueryError(f"{node.instr.loc.file}:{node.instr.loc.line}: no variable "
                         f"'{m.group('var')}' in {node.func.source_name}")
    parts = re.findall(r"(->|\.)\s*([A-Za-z_]\w*)", m.group("rest"))
    pre = m.group("pre")
    if not parts:
        return {"": RExpr("var", v), "*": RExpr("deref", v), "&": RExpr("addr", v)}[pre]
    if pre == "*":
        raise QueryError(f"unsupported expression '{text}' (one indirection at most)")
    arrows = [a for a, _ in parts]
    path = tuple(f for _, f in parts)
    if arrows[0] == "->" and all(a == "." for a in arrows[1:]):
        return RExpr("faddr" if pre == "&" else "deref", v, path)
    if all(a == "." for a in arrows):
        return RExpr("addr" if pre == "&" else "field", v, path)
    raise QueryError(f"unsupported expression '{text}' (one indirection at most)")


def _lookup(program: Program, node: Node, name: str) -> Var | None:
    for v in node.func.variables():
        if (v.src_name or v.name) == name or v.name == name:
            return v
    for g in program.globals.values():
        if (g.src_name or g.var.name) == name:
            return g.var
    return None


@dataclass
class PointsToAnswer:
    expr: str
    node: Node
    objects: tuple[Name, ...]
    status: Status
    stats: EngineStats
    rounds: list[RoundLog]
    engine: BidirEngine

    def names(self) -> list[str]:
        return sorted(self.engine.namer.text(o) for o in self.objects)


def points_to_at(program: Program, expr: str, file: str, line: int,
                 method: Method | str = Method.ID,
                 abstraction: Abstraction | str = Abstraction.TYPE,
                 max_rounds: int | None = None, *, explain: bool = False) -> PointsToAnswer:
    """What `expr` may point to just before the first statement of `file:line`."""
    variant = _variant(method, abstraction)
    nodes = [n for n in nodes_at(program, file, line) if n.id > 1]
    if not nodes:
        raise QueryError(f"{file}:{line}: no statement on this line")
    node = nodes[0]
    use = parse_expr(program, node, expr)
    eng = BidirEngine(program, variant, explain=explain)
    e = eng.sg.of_ir[node]
    if use is not NULL:
        eng.add_origin(e, use)
    eng.run(max_rounds=max_rounds)
    status = Status.COMPLETE if eng.complete else Status.BUDGET_EXCEEDED
    answer = eng
    if not eng.complete:  # the sound fallback: the exhaustive method, without a limit
        answer = BidirEngine(program, Variant(Method.EX, variant.abstraction))
        answer.run()
    objs = tuple(sorted(answer.value_at(answer.sg.of_ir[node], use), key=name_text))
    return PointsToAnswer(expr, node, objs, status, eng.stats, eng.log, eng)
