"""Cursor trees: one recursive libclang visit gives the children `get_children` would."""

from __future__ import annotations

from pathlib import Path

import clang.cindex as ci
import pytest

from ddpa.bench.generator import GenConfig, generate
from ddpa.frontend.clang import CompileUnit, native, parse_args
from ddpa.frontend.clang.tree import CNode, TreeBuilder, TreeCursor
from ddpa.ir.printer import print_program
from helpers import GOLDEN, lower, lower_path

CK = ci.CursorKind
SOURCES = sorted((GOLDEN / "frontend").glob("*.c"))


def parse(path: Path) -> ci.TranslationUnit:
    return ci.Index.create().parse(str(path), args=parse_args(CompileUnit(str(path))))


def by_levels(c: ci.Cursor) -> list[tuple[int, str, int]]:
    """(depth, kind, operand count) in preorder, from one get_children per cursor."""
    out: list[tuple[int, str, int]] = []
    stack = [(c, 0)]
    while stack:
        cur, depth = stack.pop()
        kids = list(cur.get_children())
        ops = [k for k in kids
               if k.kind not in (CK.TYPE_REF, CK.TEMPLATE_REF, CK.NAMESPACE_REF, CK.PARM_DECL)]
        out.append((depth, cur.kind.name, len(ops)))
        stack.extend((k, depth + 1) for k in reversed(kids))
    return out


def of_tree(n: CNode) -> list[tuple[int, str, int]]:
    out: list[tuple[int, str, int]] = []
    stack = [(n, 0)]
    while stack:
        cur, depth = stack.pop()
        out.append((depth, cur.kind.name, len(cur.ops)))
        stack.extend((k, depth + 1) for k in reversed(cur.kids))
    return out


def lowered_roots(tu: ci.TranslationUnit) -> list[ci.Cursor]:
    return [c for c in tu.cursor.get_children()
            if c.kind in (CK.FUNCTION_DECL, CK.VAR_DECL) and not c.location.is_in_system_header]


@pytest.mark.parametrize("source", SOURCES, ids=[s.name for s in SOURCES])
def test_tree_has_the_children_of_a_per_cursor_walk(source: Path) -> None:
    tu = parse(source)
    trees = TreeBuilder(tu)
    for root in lowered_roots(tu):
        tree = trees.build(root)
        assert of_tree(tree.root) == by_levels(root), root.spelling
        stack = [tree.root]
        while stack:  # initialisers are found in the tree, not rebuilt
            n = stack.pop()
            stack.extend(n.kids)
            init = native.var_initializer(n.cursor) if n.kind == CK.VAR_DECL else None
            if init is not None:
                assert tree.node(init) in n.kids


def test_generated_program_tree_matches(tmp_path: Path) -> None:
    path = tmp_path / "gen.c"
    path.write_text(generate(GenConfig(seed=4, target_lines=400)).source)
    tu = parse(path)
    trees = TreeBuilder(tu)
    for root in lowered_roots(tu):
        assert of_tree(trees.build(root).root) == by_levels(root)


def test_constant_expression_is_not_its_own_child(tmp_path: Path) -> None:
    # the recursive visit shows a case label's ConstantExpr, and then its operand, as the
    # same cursor twice; get_children shows the literal once, without children
    path = tmp_path / "sw.c"
    path.write_text("int f(int x) { switch (x) { case 2 + 1: return 1; } return 0; }\n")
    tu = parse(path)
    (fn,) = lowered_roots(tu)
    tree = TreeBuilder(tu).build(fn)
    assert of_tree(tree.root) == by_levels(fn)
    case = next(n for n in walk(tree.root) if n.kind == CK.CASE_STMT)
    assert [k.kind for k in case.ops] == [CK.BINARY_OPERATOR, CK.RETURN_STMT]
    assert len(case.ops[0].ops) == 2


def test_tree_cursors_know_their_translation_unit() -> None:
    tu = parse(GOLDEN / "frontend" / "control.c")
    trees = TreeBuilder(tu)
    nodes = [n for root in lowered_roots(tu) for n in walk(trees.build(root).root)]
    below = [n.cursor for n in nodes if isinstance(n.cursor, TreeCursor)]
    assert below and all(c.translation_unit is tu for c in below)
    # the bindings' own wrappers, which need a cursor's unit, work on tree cursors
    assert {c.type.spelling for c in below if c.kind == CK.VAR_DECL} >= {"int"}


def test_fallback_walk_gives_the_same_ir(monkeypatch: pytest.MonkeyPatch) -> None:
    # a cursor kind the bindings do not know stops the one-visit walk; the per-cursor
    # walk that replaces it must lower identically
    source = GOLDEN / "frontend" / "control.c"
    monkeypatch.chdir(source.parent)
    expected = print_program(lower_path(Path(source.name)))
    table = {k: v for k, v in native.kind_table().items() if v != CK.INTEGER_LITERAL}
    monkeypatch.setattr(native, "kind_table", lambda: table)
    assert print_program(lower_path(Path(source.name))) == expected


def test_lowering_leaves_the_collector_as_it_was() -> None:
    import gc

    gc.disable()
    try:
        lower("int f(void) { return 1; }\n")
        assert not gc.isenabled()
    finally:
        gc.enable()
    lower("int f(void) { return 1; }\n")
    assert gc.isenabled()


def walk(n: CNode) -> list[CNode]:
    out, stack = [], [n]
    while stack:
        cur = stack.pop()
        out.append(cur)
        stack.extend(cur.kids)
    return out
