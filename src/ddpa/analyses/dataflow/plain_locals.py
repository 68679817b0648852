"""Questions about locals and formals no pointer can reach, answered without alias facts.

A local or formal whose address its function never takes can only be defined, killed and
used by that function's own nodes: no store through a pointer, library call or callee
reaches it (section 4.2's aliases of it are empty). A local holds nothing at the entry, so
its reaching definitions stay inside its function; a formal's go on at its callers, at the
variables its actual comes from (Rule 1). Its reachable uses go on only into the callees
its value is passed to, at the formals bound to it. What such a question depends on
is the CFG of the functions it walks, the nodes naming its variables, which calls can
return and who calls whom directly. None of that needs the alias analysis of the whole
program that the CFL oracle builds before its first answer (about a second at 10K
generated lines, most of a first question).

`plain_analyzer` decides, from the bodies and the program's summaries, whether a question
is of that kind, and then gives a demand analyzer over a model of its own whose oracle
knows no pointee (`PlainLocalsOracle`): every answer that model gives about the question's
variables is the one the alias facts would give, so the analyzer is used for that question
only and never kept. The conditions, each what makes an answer independent of the oracle:

* every variable the name denotes at the line is a local or formal (not a global or a
  `static` local) of the one function the line is in, and its address is not taken;
* RU (`_callees_known`): where its value is passed to a call (through copies, as the
  model finds an actual's sources), the call is a direct call, and a callee with a body
  binds it to a formal that meets these conditions in its own function (whose uses the
  walk then collects);
* RD of a formal (`_callers_known`): every function the walk may climb to is called
  directly only (its address is not taken), and whether it is the program's root (a
  formal's definition at the entry) needs no alias fact (`_root_known`), and every
  actual bound to the formal comes from such locals and formals, through copies, never
  from a global (whose initial value a call may pass) or a load (whose pointees are its
  sources); each of those variables meets the conditions here in its own function;
* every call in each function walked is of a defined function, of a function without a
  body, or through a pointer. A call through a pointer ends no path (precisely: every
  function whose address the program takes has a body and may return, so whatever the
  alias facts bind to the call returns as well), and it does not name the variable (a
  callback the alias facts find may repeat the call, a loop the variable would see
  there). Nor does a call of an unknown external (which may call back whatever escapes),
  of a library function whose callbacks the oracle resolves (`qsort`), or of one that
  runs the registered handlers (`exit`, `raise`). What an unknown external reads and
  writes is what escapes or what its arguments point to, never such a variable;
* no virtual call (its targets need the class hierarchy), and no function walked is
  `main` of a program that may register an exit or signal handler (`main`'s returns go
  on to the calls that register one). Which handlers a program registers needs every
  call of it; the variables are none they may reach (a handler reaches another
  function's locals through pointers only), so the model takes the program to register
  none (`EffectBuilder.without_handlers`).

Otherwise the question is answered as any other: a sound answer either way, and the same.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator

from ddpa.analyses.dataflow.demand import DemandAnalyzer
from ddpa.analyses.dataflow.model import Model
from ddpa.analyses.dataflow.node_effects import ends_path, may_register_handlers
from ddpa.analyses.dataflow.state import Integration
from ddpa.graphs.callgraph import address_taken_functions
from ddpa.ir import libmodel
from ddpa.ir.instr import Call, Copy, Direct, FieldRead, Indirect, Load, Var, VarKind
from ddpa.ir.program import Function, Node, Program


class PlainLocalsOracle:
    """The oracle of a model that answers questions about locals and formals no pointer
    can reach, and no others (`plain_analyzer`): no pointer is known to reach anything
    (`may_denote_unknown`: it may reach anything else), a call through a pointer may
    reach every function whose address the program takes (all of them defined:
    `plain_analyzer` checks), and no handler is registered."""

    name = "none (plain locals)"
    handlers_unneeded = True  # (`EffectBuilder.without_handlers`)

    def __init__(self, program: Program, taken: frozenset[str] | None = None) -> None:
        self.program = program
        self._taken = taken

    def taken(self) -> frozenset[str]:
        """The functions whose address the program takes (read from every summary once)."""
        if self._taken is None:
            self._taken = frozenset(address_taken_functions(self.program))
        return self._taken

    def pointees(self, fn: Function, ptr: Var) -> frozenset[Var]:
        return frozenset()

    def may_denote_unknown(self, fn: Function, ptr: Var) -> bool:
        return True

    def call_targets(self, fn: Function, call: Call) -> tuple[str, ...]:
        if isinstance(call.callee, Direct):
            return (call.callee.name,)
        return tuple(sorted(self.taken()))

    def indirect_calls_stay_inside(self, fn: Function) -> bool:
        return True


def plain_analyzer(a: object, where: Callable[[], list[int]], name: str, kind: str
                   ) -> DemandAnalyzer | None:
    """A demand analyzer of its own for the RD or RU (`kind`) question about `name` at the
    nodes of `a`'s model that `where` finds (asked only once `a` could take the shortcut),
    when `name` denotes locals and formals whose address is never taken, the question
    meets the module's conditions, and `a` would otherwise build the whole program's
    alias facts for it; None when the question must be asked of `a`."""
    if type(a) is not DemandAnalyzer or not a.state.full:
        return None
    m = a.model
    if getattr(m.oracle, "analysis_made", True):  # alias facts made (or not lazy): no gain
        return None
    funcs = {m.node_func[g] for g in where()}
    if len(funcs) != 1:
        return None
    (fi,) = funcs
    if m.made[fi] or m.has_kept_part(fi):  # made already, or read back without the oracle
        return None
    fn = m.funcs[fi].fn
    # (the variables of the problem named so: `query` resolves a name among them)
    mine = [v for v in (*fn.params, *fn.locals) if v.src_name == name and not v.is_temp]
    taken = set(fn.summary().taken_vars)
    if not mine or any(v.kind not in (VarKind.LOCAL, VarKind.FORMAL) or v in taken
                       for v in mine):
        return None
    program = m.program
    registers = may_register_handlers(program)
    if fn.name == "main" and registers:
        return None
    plain = frozenset(mine)
    oracle = PlainLocalsOracle(program)
    if not _calls_known(program, fn, plain, oracle):
        return None
    own = Model(program, oracle, lazy=True, world=m.world, kept_parts=False)
    formals = [v for v in plain if v.kind is VarKind.FORMAL]
    if kind == "RD" and formals and not _callers_known(own, fi, formals, registers):
        return None
    if kind == "RU" and not _callees_known(own, fi, plain, registers):
        return None
    return DemandAnalyzer(own, Integration(own), a.config)


def _callers_known(own: Model, fi: int, formals: list[Var], registers: bool) -> bool:
    """Whether the RD walks of `formals` of fi, and of every variable their values come
    from in the callers (Rule 1: a formal goes on at the sources of its actual, see
    `model.Bind`), find the same definitions in `own` as with the alias facts: each
    function on the way is called directly only (its address is not taken) and is the
    program's root or not as the alias facts would have it (`_root_known`); each
    actual's sources are variables the walk may go on with (locals and formals whose
    address is not taken, in functions whose calls need no alias fact for them), never a
    global (whose initial value may be passed) nor memory (a load's pointees)."""
    program, oracle = own.program, _oracle(own)
    todo = [(fi, v) for v in formals]
    for f, v in _each_once(todo):
        fn = own.funcs[f].fn
        if v.kind is VarKind.LOCAL:
            continue  # (its own function's calls are checked where it was found)
        if fn.name in oracle.taken() or not _root_known(own, f):
            return False
        k = fn.params.index(v)
        for site, _ in own.callers_of(f):
            info, nid = own.node(site.gid)
            caller = info.fn
            call = caller.nodes[nid].instr
            assert isinstance(call, Call)
            if k >= len(call.actuals):
                continue
            sources, loads = _actual_sources(own.temp_definitions(site.caller),
                                             call.actuals[k])
            if loads:
                return False
            taken = set(caller.summary().taken_vars)
            for a in sources:
                if a.kind not in (VarKind.LOCAL, VarKind.FORMAL) or a in taken or (
                        caller.name == "main" and registers) or not _calls_known(
                        program, caller, frozenset((a,)), oracle):
                    return False
                todo.append((site.caller, a))
    return True


def _callees_known(own: Model, fi: int, plain: frozenset[Var], registers: bool) -> bool:
    """Whether the RU walks of `plain` in fi, and of every formal their values are bound to
    (a use that passes the value on reaches the callee's uses of the formal, `Rules.
    bound_uses`), find the same uses in `own` as with the alias facts: each value is bound
    (through copies, as `model.Bind` finds sources) only by direct calls of defined
    functions, to formals whose address is not taken, in functions whose calls need no
    alias fact for them."""
    program, oracle = own.program, _oracle(own)
    todo = [(fi, v) for v in plain]
    for f, v in _each_once(todo):
        fn = own.funcs[f].fn
        defs = own.temp_definitions(f)
        if f != fi and (v in fn.summary().taken_vars or (fn.name == "main" and registers)
                        or not _calls_known(program, fn, frozenset((v,)), oracle)):
            return False
        for _, call in fn.calls():
            for k, actual in enumerate(call.actuals):
                if v not in _actual_sources(defs, actual)[0]:
                    continue  # (a load's pointees are never v)
                callee = program.functions.get(call.callee.name) \
                    if isinstance(call.callee, Direct) else None
                if callee is None:
                    return False
                if not callee.has_body:
                    continue  # (the library: no formal is bound)
                if k < len(callee.params):
                    todo.append((own.fidx[callee.name], callee.params[k]))
    return True


def _oracle(own: Model) -> PlainLocalsOracle:
    oracle = own.oracle
    assert isinstance(oracle, PlainLocalsOracle)
    return oracle


def _each_once(todo: list[tuple[int, Var]]) -> Iterator[tuple[int, Var]]:
    """The (function, variable) pairs of `todo`, which the caller extends meanwhile, each
    once."""
    seen: set[tuple[int, Var]] = set()
    while todo:
        item = todo.pop()
        if item not in seen:
            seen.add(item)
            yield item


def _root_known(own: Model, fi: int) -> bool:
    """Whether `own` tells as the alias facts would whether fi, called directly only, is the
    program's root (a formal's definition at the entry). It is when every caller lies in
    the call graph below fi; `own`'s graph (an indirect call reaching every function
    whose address is taken) holds the alias facts' graph, so its `False` is theirs, and so
    is `True` for `main`, for a function nobody calls, and when fi cannot be recursive
    (then below it lies no caller but fi itself, in any graph)."""
    if own.funcs[fi].name == "main" or not own.may_recurse(fi) or not own.callers_of(fi):
        return True
    return not own.is_root(fi)


def _actual_sources(defs: dict[Var, list[Node]], actual: object) -> tuple[set[Var], bool]:
    """The variables an actual's value comes from as `model._Builder._sources` finds them
    (through the temporaries copying it, a record read's base; `defs`: its function's
    `Model.temp_definitions`), without the oracle, and whether a load is among the
    definitions on the way (whose pointees are sources too)."""
    out: set[Var] = set()
    loads = False
    todo = [actual]
    seen: set[Var] = set()
    while todo:
        op = todo.pop()
        if not isinstance(op, Var) or op in seen:
            continue
        seen.add(op)
        if not op.is_temp:
            if op.src_name:
                out.add(op)
            continue
        for node in defs.get(op, ()):
            i = node.instr
            if isinstance(i, Load):
                loads = True
            elif isinstance(i, Copy):
                todo.append(i.value)
            elif isinstance(i, FieldRead):
                todo.append(i.base)
    return out, loads


def _calls_known(program: Program, fn: Function, plain: frozenset[Var],
                 oracle: PlainLocalsOracle) -> bool:
    """Whether every call of fn has an effect on `plain` that needs no alias fact (the
    module's third and fourth conditions; `oracle` knows the functions whose address the
    program takes)."""
    through_pointer_returns: bool | None = None
    for _, call in fn.calls():
        callee = call.callee
        names_plain = _names(call, plain)
        if isinstance(callee, Direct):
            if program.defines(callee.name):
                continue
            lm = libmodel.model(callee.name)
            if names_plain and (lm is None or lm.callbacks or lm.runs):
                return False  # (what the library may call back during it may repeat it)
            continue
        if not isinstance(callee, Indirect) or names_plain:
            return False
        if through_pointer_returns is None:
            taken = oracle.taken()
            through_pointer_returns = bool(taken) and all(
                t in program.functions and program.functions[t].has_body
                and not ends_path(program, t) for t in taken)
        if not through_pointer_returns:
            return False
    return True


def _names(call: Call, plain: Iterable[Var]) -> bool:
    return any(v == call.dst or v in call.uses() for v in plain)
