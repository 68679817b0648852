"""Tests for CFG algorithms, the call graph and DOT output, on small hand-built IR."""

from __future__ import annotations

import itertools
import json
from collections.abc import Mapping, Sequence
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ddpa.graphs.callgraph import CallKind, address_taken_functions, build_call_graph, tarjan_sccs
from ddpa.graphs.cfg import (
    Loop,
    back_edges,
    basic_blocks,
    dominates,
    dominators,
    loop_depth,
    natural_loops,
    postorder,
    pred,
    reachable_from,
    reaching,
    reverse_postorder,
    succ,
    unreachable_nodes,
)
from ddpa.graphs.dot import callgraph_to_dot, cfg_to_dot, edge_labels, quote
from ddpa.ir.instr import (
    AddrOf,
    Alloc,
    Branch,
    Call,
    Const,
    Copy,
    Direct,
    FuncRef,
    Indirect,
    Instr,
    Loc,
    Nop,
    Return,
    Switch,
    Var,
    VarKind,
    Virtual,
)
from ddpa.ir.program import (
    AddrInit,
    AggInit,
    Function,
    Global,
    Node,
    Program,
    ScalarInit,
    add_edge,
)
from ddpa.ir.types import I32, VOID, FunctionType, PointerType

VOID_FN = FunctionType(VOID, ())
FN_PTR = PointerType(VOID_FN)

# --- helpers ---------------------------------------------------------------------------------


def cfg(succs: Mapping[int, Sequence[int]], name: str = "f") -> Function:
    """A function whose node k has successors `succs[k]` (0 is entry, 1 exit).

    Nodes with two successors are branches, with more are switches on cases 0, 1, ...;
    the others are nops.
    """
    size = max([1, *succs, *(t for ts in succs.values() for t in ts)]) + 1
    fn = Function(name, VOID_FN)
    fn.start_body()
    c = Var("c", I32, VarKind.LOCAL, name, "c")
    for k in range(2, size):
        fn.new_node(_instr_for(len(succs.get(k, ())), c))
    for k, ts in succs.items():
        for t in ts:
            add_edge(fn.nodes[k], fn.nodes[t])
    return fn


def _instr_for(out_degree: int, c: Var) -> Instr:
    if out_degree == 2:
        return Branch(c)
    if out_degree > 2:
        return Switch(c, tuple((v,) for v in range(out_degree - 1)))
    return Nop()


def ids(nodes: Sequence[Node] | set[Node] | frozenset[Node]) -> list[int]:
    """Node ids: in order for a sequence, sorted for a set."""
    if isinstance(nodes, set | frozenset):
        return sorted(n.id for n in nodes)
    return [n.id for n in nodes]


def idoms(fn: Function) -> dict[int, int]:
    return {n.id: d.id for n, d in dominators(fn).items()}


def loops(fn: Function) -> list[tuple[int, list[int], list[int]]]:
    return [(lp.header.id, ids(lp.body), ids(lp.back_edge_sources)) for lp in natural_loops(fn)]


DIAMOND = {0: [2], 2: [3, 4], 3: [5], 4: [5], 5: [1]}
# while (a) { while (b) { n4; n5 } n6 }: outer header n2, inner header n3
NESTED = {0: [2], 2: [3, 1], 3: [4, 6], 4: [5], 5: [3], 6: [2]}
# a loop with two latches (a `continue`): both back edges go to n2
CONTINUE = {0: [2], 2: [3, 1], 3: [4, 5], 4: [2], 5: [2]}
# goto-style: the cycle n3 <-> n4 is entered at both n3 and n4
IRREDUCIBLE = {0: [2], 2: [3, 4], 3: [4, 1], 4: [3]}
SWITCH = {0: [2], 2: [3, 4, 5], 3: [6], 4: [6], 5: [6], 6: [1]}
# n7 jumps into reachable code but is itself unreachable; n5 <-> n6 is a dead cycle
UNREACHABLE = {0: [2], 2: [1], 5: [6], 6: [5], 7: [2]}


# --- orders and reachability -----------------------------------------------------------------


def test_succ_and_pred_follow_edge_order() -> None:
    fn = cfg(DIAMOND)
    assert ids(succ(fn.nodes[2])) == [3, 4]
    assert ids(pred(fn.nodes[5])) == [3, 4]


def test_diamond_orders() -> None:
    fn = cfg(DIAMOND)
    assert ids(postorder(fn)) == [1, 5, 3, 4, 2, 0]
    assert ids(reverse_postorder(fn)) == [0, 2, 4, 3, 5, 1]


def test_rpo_puts_nodes_before_successors_except_back_edges() -> None:
    fn = cfg(NESTED)
    pos = {n: i for i, n in enumerate(reverse_postorder(fn))}
    back = set(back_edges(fn))
    for n in fn.nodes:
        for s in n.succs:
            assert (pos[n] < pos[s]) == ((n, s) not in back)


def test_reachability() -> None:
    fn = cfg(IRREDUCIBLE)
    assert ids(reachable_from(fn.nodes[4])) == [1, 3, 4]
    assert ids(reaching(fn.nodes[3])) == [0, 2, 3, 4]
    assert ids(reachable_from(fn.exit)) == [1]


def test_unreachable_nodes() -> None:
    fn = cfg(UNREACHABLE)
    assert ids(unreachable_nodes(fn)) == [3, 4, 5, 6, 7]  # 3, 4: unconnected padding
    assert ids(reverse_postorder(fn)) == [0, 2, 1]


def test_function_without_body() -> None:
    fn = Function("puts", VOID_FN)
    assert reverse_postorder(fn) == [] and postorder(fn) == []
    assert dominators(fn) == {} and natural_loops(fn) == []
    assert basic_blocks(fn) == [] and unreachable_nodes(fn) == [] and loop_depth(fn) == {}


# --- dominators ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("shape", "expected"),
    [
        (DIAMOND, {0: 0, 2: 0, 3: 2, 4: 2, 5: 2, 1: 5}),
        (NESTED, {0: 0, 2: 0, 3: 2, 4: 3, 5: 4, 6: 3, 1: 2}),
        (IRREDUCIBLE, {0: 0, 2: 0, 3: 2, 4: 2, 1: 3}),
        (SWITCH, {0: 0, 2: 0, 3: 2, 4: 2, 5: 2, 6: 2, 1: 6}),
        (UNREACHABLE, {0: 0, 2: 0, 1: 2}),
    ],
    ids=["diamond", "nested", "irreducible", "switch", "unreachable"],
)
def test_exact_dominators(shape: dict[int, list[int]], expected: dict[int, int]) -> None:
    assert idoms(cfg(shape)) == expected


def test_dominates() -> None:
    fn = cfg(NESTED)
    idom = dominators(fn)
    n = fn.nodes
    assert dominates(idom, n[2], n[5]) and dominates(idom, n[5], n[5])
    assert not dominates(idom, n[6], n[4]) and not dominates(idom, n[5], n[0])


# --- loops -----------------------------------------------------------------------------------


def test_nested_loops() -> None:
    fn = cfg(NESTED)
    assert [(t.id, h.id) for t, h in back_edges(fn)] == [(5, 3), (6, 2)]
    assert loops(fn) == [(2, [2, 3, 4, 5, 6], [6]), (3, [3, 4, 5], [5])]
    depth = {n.id: d for n, d in loop_depth(fn).items()}
    assert [depth[k] for k in range(7)] == [0, 0, 1, 2, 2, 2, 1]


def test_back_edges_sharing_a_header_make_one_loop() -> None:
    fn = cfg(CONTINUE)
    assert loops(fn) == [(2, [2, 3, 4, 5], [4, 5])]


def test_self_loop() -> None:
    fn = cfg({0: [2], 2: [2, 1]})
    (loop,) = natural_loops(fn)
    assert loop == Loop(fn.nodes[2], frozenset([fn.nodes[2]]), (fn.nodes[2],))
    assert fn.nodes[2] in loop and fn.entry not in loop


def test_irreducible_cycle_has_no_natural_loop() -> None:
    fn = cfg(IRREDUCIBLE)
    assert back_edges(fn) == [] and natural_loops(fn) == []
    assert set(loop_depth(fn).values()) == {0}


def test_loop_body_ignores_unreachable_predecessors() -> None:
    fn = cfg({0: [2], 2: [3, 1], 3: [2], 4: [3]})  # n4 is dead but jumps into the loop
    assert loops(fn) == [(2, [2, 3], [3])]


# --- basic blocks ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("shape", "expected"),
    [
        (DIAMOND, [[0, 2], [4], [3], [5, 1]]),
        (NESTED, [[0], [2], [1], [3], [6], [4, 5]]),
        ({0: [2], 2: [3], 3: [1]}, [[0, 2, 3, 1]]),
        (UNREACHABLE, [[0], [2, 1], [3], [4], [7], [5, 6]]),
        ({0: [2], 2: [2, 1]}, [[0], [2], [1]]),
    ],
    ids=["diamond", "nested", "line", "unreachable", "self-loop"],
)
def test_basic_blocks(shape: dict[int, list[int]], expected: list[list[int]]) -> None:
    assert [ids(b) for b in basic_blocks(cfg(shape))] == expected


# --- large functions -------------------------------------------------------------------------


def test_hundred_thousand_nodes_without_recursion() -> None:
    n = 100_000
    chain = {0: [2], **{k: [k + 1] for k in range(2, n + 1)}, n + 1: [2, 1]}
    fn = cfg(chain)
    rpo = reverse_postorder(fn)
    assert len(rpo) == n + 2 and rpo[0] is fn.entry and rpo[-1] is fn.exit
    assert dominators(fn)[fn.exit] is fn.nodes[n + 1]
    (loop,) = natural_loops(fn)
    assert len(loop.body) == n and loop.header is fn.nodes[2]
    assert len(basic_blocks(fn)) == 3
    assert len(reaching(fn.exit)) == n + 2


# --- properties on generated CFGs ------------------------------------------------------------


@st.composite
def random_cfgs(draw: st.DrawFn) -> Function:
    size = draw(st.integers(3, 12))
    targets = st.integers(1, size - 1)  # anything but entry
    succs = {0: [draw(targets)]}
    for k in range(2, size):
        succs[k] = draw(st.lists(targets, min_size=1, max_size=3))
    return cfg(succs)


def naive_dominator_sets(fn: Function) -> dict[Node, set[Node]]:
    reach = reachable_from(fn.entry)
    dom = {n: set(reach) for n in reach}
    dom[fn.entry] = {fn.entry}
    changed = True
    while changed:
        changed = False
        for n in reach - {fn.entry}:
            new = set.intersection(*(dom[p] for p in n.preds if p in reach)) | {n}
            if new != dom[n]:
                dom[n], changed = new, True
    return dom


@settings(max_examples=200, deadline=None)
@given(random_cfgs())
def test_dominators_match_the_set_definition(fn: Function) -> None:
    sets = naive_dominator_sets(fn)
    idom = dominators(fn)
    assert set(idom) == set(sets)
    for n, ds in sets.items():
        strict = ds - {n}
        expected = max(strict, key=lambda d: len(sets[d])) if strict else n
        assert idom[n] is expected


@settings(max_examples=200, deadline=None)
@given(random_cfgs())
def test_structural_properties(fn: Function) -> None:
    rpo = reverse_postorder(fn)
    pos = {n: i for i, n in enumerate(rpo)}
    assert rpo[0] is fn.entry and set(rpo) == reachable_from(fn.entry)
    for n in rpo:
        for s in n.succs:
            assert pos[n] < pos[s] or n in reachable_from(s)  # retreating edges close cycles
    idom = dominators(fn)
    for lp in natural_loops(fn):
        assert all(dominates(idom, lp.header, b) for b in lp.body)
        assert all(s in lp.body and lp.header in s.succs for s in lp.back_edge_sources)
    blocks = basic_blocks(fn)
    assert sorted(n.id for b in blocks for n in b) == list(range(len(fn.nodes)))
    for b in blocks:
        assert all(x.succs == [y] and y.preds == [x] for x, y in itertools.pairwise(b))


# --- call graph ------------------------------------------------------------------------------


def body(fn: Function, *instrs: Instr) -> list[Node]:
    """Give `fn` a straight-line body; returns the statement nodes (ids 2, 3, ...)."""
    fn.start_body()
    nodes = [fn.new_node(i) for i in instrs]
    chain = [fn.entry, *nodes, fn.exit]
    for a, b in itertools.pairwise(chain):
        add_edge(a, b)
    return nodes


def call(name: str, line: int = 0) -> Call:
    return Call(None, Direct(name), loc=Loc("t.c", line, 3))


def sample_program() -> Program:
    """main calls f, g and the mutual recursion a <-> b, and calls through %fp; f and g call
    the self-recursive h, which calls the external puts; g makes a virtual call; cb's
    address is taken in main, cb2's in a global table; f allocates with malloc."""
    p = Program()
    for name in ["main", "f", "g", "h", "a", "b", "cb", "cb2", "puts", "malloc"]:
        p.functions[name] = Function(name, VOID_FN)
    fp = Var("fp", FN_PTR, VarKind.LOCAL, "main", "fp")
    obj = Var("obj", PointerType(I32), VarKind.FORMAL, "g", "obj")
    mem = Var("m", PointerType(I32), VarKind.LOCAL, "f", "m")
    fns = p.functions
    body(
        fns["main"],
        call("f", 2),
        AddrOf(fp, FuncRef("cb")),
        call("g", 4),
        Call(None, Indirect(fp), loc=Loc("t.c", 5, 3)),
        call("a", 6),
        Return(),
    )
    body(fns["f"], Alloc(mem, 0, "malloc", (Const(4, I32),)), call("h", 10))
    body(fns["g"], call("h", 20), Call(None, Virtual(obj, "run", "Task"), loc=Loc("t.c", 21)))
    body(fns["h"], call("h", 30), call("puts", 31))
    body(fns["a"], call("b", 40))
    body(fns["b"], call("a", 50))
    body(fns["cb"], Return())
    body(fns["cb2"], Return())
    table = Var("table", FN_PTR, VarKind.GLOBAL, src_name="table")
    init = AggInit((ScalarInit(0), None, AggInit((AddrInit(FuncRef("cb2")),))))
    p.globals["table"] = Global(table, init)
    return p


def test_direct_edges() -> None:
    cg = build_call_graph(sample_program())
    assert cg.callees("main") == {"f", "g", "a"}
    assert cg.callers("h") == {"f", "g", "h"}
    assert cg.callees("f") == {"h"}  # the allocation is not a call
    assert cg.callees("puts") == set() and cg.callers("main") == set()


def test_sites_in_node_order() -> None:
    cg = build_call_graph(sample_program())
    sites = cg.sites("main")
    assert [(s.node, s.kind, s.targets) for s in sites] == [
        (2, CallKind.DIRECT, ("f",)),
        (4, CallKind.DIRECT, ("g",)),
        (5, CallKind.INDIRECT, ()),
        (6, CallKind.DIRECT, ("a",)),
    ]
    assert sites[0].loc == Loc("t.c", 2, 3) and sites[0].caller == "main"
    assert sites[2].instr.callee == Indirect(Var("fp", FN_PTR, VarKind.LOCAL, "main"))


def test_unresolved_sites() -> None:
    cg = build_call_graph(sample_program())
    assert [(s.caller, s.node, s.kind) for s in cg.unresolved()] == [
        ("g", 3, CallKind.VIRTUAL),
        ("main", 5, CallKind.INDIRECT),
    ]


def test_externals_and_address_taken() -> None:
    cg = build_call_graph(sample_program())
    assert cg.externals() == {"puts"}  # malloc is declared but never called
    assert cg.address_taken() == {"cb", "cb2"}
    assert not cg.has_body("malloc") and "malloc" in cg


def test_sccs_bottom_up() -> None:
    cg = build_call_graph(sample_program())
    expected = "a b | cb | cb2 | puts | h | f | g | main | malloc"
    assert cg.sccs() == [part.split() for part in expected.split(" | ")]
    order = cg.bottom_up_order()
    pos = {name: i for i, name in enumerate(order)}
    for caller in order:
        for callee in cg.callees(caller):
            same = any({caller, callee} <= set(c) for c in cg.sccs())
            assert same or pos[callee] < pos[caller]


def test_tarjan_on_a_long_cycle_and_chain() -> None:
    n = 50_000
    ring = tarjan_sccs([str(i) for i in range(n)], lambda v: [str((int(v) + 1) % n)])
    assert len(ring) == 1 and len(ring[0]) == n
    chain = tarjan_sccs([str(i) for i in range(n)], lambda v: [str(int(v) + 1)][: int(v) < n - 1])
    assert chain[0] == [str(n - 1)] and chain[-1] == ["0"]


def test_roots_and_reachability() -> None:
    cg = build_call_graph(sample_program())
    assert cg.roots() == {"main", "cb", "cb2"}
    assert cg.reachable_from("f") == {"f", "h", "puts"}
    assert cg.reachable_from("main") == {"main", "f", "g", "h", "a", "b", "puts"}


def test_mutual_recursion_without_outside_caller_is_a_root() -> None:
    p = Program()
    for name in ["even", "odd"]:
        p.functions[name] = Function(name, VOID_FN)
    body(p.functions["even"], call("odd"))
    body(p.functions["odd"], call("even"))
    cg = build_call_graph(p)
    assert cg.sccs() == [["even", "odd"]] and cg.roots() == {"even", "odd"}


def test_add_edge_resolves_sites() -> None:
    p = sample_program()
    cg = build_call_graph(p)
    cg.add_edge("main", 5, "cb")
    cg.add_edge("g", p.functions["g"].nodes[3], "Worker::run")
    cg.add_edge("g", 3, "Task::run")
    cg.add_edge("g", 3, "Task::run")  # idempotent
    assert cg.unresolved() == []
    assert cg.sites("g")[1].targets == ("Task::run", "Worker::run")
    assert cg.callers("cb") == {"main"} and "cb" not in cg.roots()
    assert cg.externals() == {"puts", "Task::run", "Worker::run"}
    with pytest.raises(KeyError, match="no call site n3 in main"):
        cg.add_edge("main", 3, "cb")  # n3 is the AddrOf, not a call


def test_unknown_function_is_an_error() -> None:
    cg = build_call_graph(sample_program())
    with pytest.raises(KeyError, match="unknown function"):
        cg.callees("nope")


def test_undeclared_direct_callee_becomes_a_vertex() -> None:
    p = Program(functions={"main": Function("main", VOID_FN)})
    body(p.functions["main"], call("exit"))
    cg = build_call_graph(p)
    assert cg.functions() == ["exit", "main"] and cg.externals() == {"exit"}


def test_to_json_is_stable() -> None:
    a = build_call_graph(sample_program()).to_json()
    b = build_call_graph(sample_program()).to_json()
    assert json.dumps(a) == json.dumps(b)
    assert [f["name"] for f in a["functions"]] == sorted(f["name"] for f in a["functions"])
    assert a["sites"][0] == {
        "caller": "a",
        "node": 2,
        "kind": "direct",
        "targets": ["b"],
        "loc": {"file": "t.c", "line": 40, "col": 3},
    }
    assert a["externals"] == ["puts"] and a["address_taken"] == ["cb", "cb2"]
    assert {"name": "malloc", "defined": False, "address_taken": False} in a["functions"]


# --- DOT -------------------------------------------------------------------------------------


def test_cfg_dot_exact() -> None:
    fn = cfg({0: [2], 2: [3, 1], 3: [1]}, name="g")
    assert cfg_to_dot(fn) == (
        'digraph "g" {\n'
        '  node [shape="box", fontname="monospace"];\n'
        '  n0 [label="n0: entry", shape="invhouse"];\n'
        '  n1 [label="n1: exit", shape="house"];\n'
        '  n2 [label="n2: br %c", shape="diamond"];\n'
        '  n3 [label="n3: nop"];\n'
        "  n0 -> n2;\n"
        '  n2 -> n3 [label="T"];\n'
        '  n2 -> n1 [label="F"];\n'
        "  n3 -> n1;\n"
        "}\n"
    )


def test_cfg_dot_switch_labels() -> None:
    fn = cfg(SWITCH)
    fn.nodes[2].instr = Switch(Var("c", I32, VarKind.LOCAL, "f"), ((1,), (2, 3)))
    assert edge_labels(fn.nodes[2]) == ["1", "2, 3", "default"]
    dot = cfg_to_dot(fn)
    assert '  n2 -> n4 [label="2, 3"];\n' in dot
    assert '  n2 -> n5 [label="default"];\n' in dot
    assert 'label="n2: switch %c [1] [2, 3]"' in dot


def test_dot_escaping() -> None:
    assert quote('a"b\\c\nd') == '"a\\"b\\\\c\\nd"'
    fn = cfg({0: [2], 2: [1]}, name='we"ird')
    odd = Var('x"y\\z', I32, VarKind.LOCAL, 'we"ird')
    fn.nodes[2].instr = Copy(odd, Const(1, I32))
    dot = cfg_to_dot(fn)
    assert dot.startswith('digraph "we\\"ird" {\n')
    # the printer quotes the name as JSON, %"x\"y\\z"; DOT escapes each quote and backslash
    assert '[label="n2: %\\"x\\\\\\"y\\\\\\\\z\\" = 1"]' in dot


def test_callgraph_dot() -> None:
    cg = build_call_graph(sample_program())
    dot = callgraph_to_dot(cg)
    assert dot == callgraph_to_dot(build_call_graph(sample_program()))
    assert '  "puts" [style="filled", fillcolor="lightgrey"];\n' in dot
    assert '  "main";\n' in dot
    assert '  "main" -> "f";\n' in dot
    assert '  "?main:n5" [label="?", shape="diamond", style="dashed"];\n' in dot
    assert '  "main" -> "?main:n5" [style="dashed", label="indirect n5"];\n' in dot
    assert '  "g" -> "?g:n3" [style="dashed", label="virtual n3"];\n' in dot
    cg.add_edge("main", 5, "cb")
    resolved = callgraph_to_dot(cg)
    assert "?main:n5" not in resolved
    assert '  "main" -> "cb" [color="blue", style="dashed"];\n' in resolved  # indirect


def test_callgraph_dot_prefers_direct_edge() -> None:
    p = Program(functions={"m": Function("m", VOID_FN), "k": Function("k", VOID_FN)})
    fp = Var("fp", FN_PTR, VarKind.LOCAL, "m")
    body(p.functions["m"], call("k"), Call(None, Indirect(fp)))
    body(p.functions["k"], Return())
    cg = build_call_graph(p)
    cg.add_edge("m", 3, "k")
    dot = callgraph_to_dot(cg)
    assert dot.count('"m" -> "k"') == 1


_TAKEN_PROGRAMS = sorted([*(Path(__file__).parent / "alias_programs").glob("*.c"),
                          *(Path(__file__).parent / "libmodel_programs").glob("*.c")])


@pytest.mark.parametrize("path", _TAKEN_PROGRAMS, ids=lambda p: p.name)
def test_address_taken_functions_read_from_summaries_equal_the_call_graphs(path: Path) -> None:
    """The address-taken functions from the summaries and the globals' initialisers (no
    body read) are those the call graph collects from the bodies."""
    from helpers import lower_path

    program = lower_path(path)
    assert address_taken_functions(program) == build_call_graph(program).address_taken()
