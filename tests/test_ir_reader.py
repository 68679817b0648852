"""Tests for `ddpa.ir.reader`: round trips, each text form, and error reporting."""

from __future__ import annotations

import math
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ddpa.ir.instr import (
    AddrOf,
    Alloc,
    Arith,
    BinOp,
    Branch,
    Call,
    Const,
    Copy,
    Direct,
    FieldAddr,
    FieldRead,
    FieldWrite,
    FuncRef,
    Indirect,
    Instr,
    Load,
    Loc,
    Nop,
    PtrAdd,
    Return,
    Store,
    Switch,
    Unary,
    UnOp,
    Var,
    VarKind,
    Virtual,
)
from ddpa.ir.printer import print_program
from ddpa.ir.program import AddrInit, AggInit, Function, Program, ScalarInit, StringInit
from ddpa.ir.reader import IRSyntaxError, parse_type, read_file, read_program
from ddpa.ir.types import (
    BOOL,
    F32,
    F64,
    I8,
    I32,
    I64,
    U8,
    U64,
    VOID,
    ArrayType,
    FunctionType,
    IntType,
    PointerType,
    RecordKind,
    RecordType,
)
from ddpa.ir.verify import verify_program

sys.path.insert(0, str(Path(__file__).parent))
from ir_strategies import programs

S = RecordType(RecordKind.STRUCT, "S")
P = Var("p", PointerType(S), VarKind.FORMAL, "f")
IV = Var("i", I32, VarKind.FORMAL, "f")
LS = Var("s", S, VarKind.LOCAL, "f")
T = Var("t", I32, VarKind.TEMP, "f")
FP = Var("fp", PointerType(FunctionType(I32, (I32,))), VarKind.TEMP, "f")
G = Var("g", I32, VarKind.GLOBAL)

HEADER = """; ddpa IR
record struct.S size 16 align 8 {
  field a: i32 @0
  field n1: struct.S* @8
}
global @g: i32 = 0
declare @malloc: fn(u64) -> void*
"""


def wrap(*node_lines: str, ret: str = "i32") -> str:
    """A program whose function @f has entry -> n2 and the given lines from n2 on."""
    head = [
        f"func @f(%p: struct.S*, %i: i32) -> {ret} {{",
        "  local %s: struct.S",
        "  temp %t: i32",
        "  temp %fp: (fn(i32) -> i32)*",
        "  n0: entry -> n2",
        "  n1: exit",
    ]
    return HEADER + "\n".join([*head, *("  " + line for line in node_lines), "}"]) + "\n"


def instr_of(line: str, succs: str = " -> n1") -> Instr:
    p = read_program(wrap(f"n2: {line}{succs}"))
    return p.functions["f"].nodes[2].instr


# --- round trips -------------------------------------------------------------------------


def edge_ids(f: Function) -> list[tuple[list[int], list[int]]]:
    return [([s.id for s in n.succs], [q.id for q in n.preds]) for n in f.nodes]


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(programs())
def test_print_read_print_is_identity(p: Program) -> None:
    text = print_program(p)
    back = read_program(text)
    assert print_program(back) == text
    assert verify_program(back) == []
    for name, f in p.functions.items():
        assert edge_ids(f) == edge_ids(back.functions[name])


def test_handwritten_example_round_trips() -> None:
    text = wrap("n2: %t = %p->a -> n3", "n3: ret %t -> n1")
    assert print_program(read_program(text)) == text


def test_read_file(tmp_path: Path) -> None:
    path = tmp_path / "x.ir"
    path.write_text(wrap("n2: ret 0 -> n1"), encoding="utf-8")
    assert "f" in read_file(path).functions
    path.write_text("bogus\n", encoding="utf-8")
    with pytest.raises(IRSyntaxError, match=r"x\.ir:1:1: expected a top-level declaration"):
        read_file(path)


# --- instruction forms -------------------------------------------------------------------

FORMS: list[tuple[str, Instr]] = [
    ("nop", Nop()),
    ("%t = 5", Copy(T, Const(5, I32))),
    ("%t = -7:i64", Copy(T, Const(-7, I64))),
    ("%t = 1.5:f64", Copy(T, Const(1.5, F64))),
    ("%t = 1e+300:f32", Copy(T, Const(1e300, F32))),
    ("%t = -inf:f64", Copy(T, Const(-math.inf, F64))),
    ("%t = null:i8*", Copy(T, Const(0, PointerType(I8)))),
    ("%t = 3:bool", Copy(T, Const(3, BOOL))),
    ("%t = @g", Copy(T, G)),
    ("%t = %i", Copy(T, IV)),
    ("%t = &@g", AddrOf(T, G)),
    ("%t = &@malloc", AddrOf(T, FuncRef("malloc"))),
    ("%t = &%s.n1.a", AddrOf(T, LS, ("n1", "a"))),
    ("%t = &%p->n1.a", FieldAddr(T, P, ("n1", "a"))),
    ("%t = &*%p", FieldAddr(T, P, ())),
    ("%t = *%p", Load(T, P)),
    ("%t = %p->a", Load(T, P, ("a",))),
    ('%t = %p->"a b".c', Load(T, P, ("a b", "c"))),
    ("*%p = %t", Store(P, (), T)),
    ("%p->a = 3", Store(P, ("a",), Const(3, I32))),
    ("%t = %s.a", FieldRead(T, LS, ("a",))),
    ('%s."x\\"y" = -1:u8', FieldWrite(LS, ('x"y',), Const(-1, U8))),
    ("%t = ptradd %p, %i, 4", PtrAdd(T, P, IV, 4)),
    ("%t = ptradd %p, -2:i64, -8", PtrAdd(T, P, Const(-2, I64), -8)),
    ("%t = add %t, 1", Arith(T, BinOp.ADD, T, Const(1, I32))),
    ("%t = ge %i, @g", Arith(T, BinOp.GE, IV, G)),
    ("%t = lnot %i", Unary(T, UnOp.LNOT, IV)),
    ("%t = neg 2.5:f32", Unary(T, UnOp.NEG, Const(2.5, F32))),
    ("%t = alloc #3 @malloc(16:u64)", Alloc(T, 3, "malloc", (Const(16, U64),))),
    ("%t = call @malloc(8:u64, %i)", Call(T, Direct("malloc"), (Const(8, U64), IV))),
    ('call @"not an id"()', Call(None, Direct("not an id"))),
    ("call *%fp(%i)", Call(None, Indirect(FP), (IV,))),
    ('%t = call virtual %p->S::"m 2"(1)', Call(T, Virtual(P, "m 2", "S"), (Const(1, I32),))),
    ("ret %t", Return(T)),
    ("ret", Return(None)),
]


@pytest.mark.parametrize(("line", "expected"), FORMS, ids=[f[0] for f in FORMS])
def test_instruction_form(line: str, expected: Instr) -> None:
    got = instr_of(line)
    assert type(got) is type(expected)
    assert got == expected


def test_nan_constant() -> None:
    got = instr_of("%t = neg nan:f64")
    assert isinstance(got, Unary) and isinstance(got.a, Const)
    assert math.isnan(got.a.value) and got.a.type == F64


def test_const_types_are_kept() -> None:
    got = instr_of("%t = 1:f64")
    assert isinstance(got, Copy) and isinstance(got.value, Const)
    assert got.value.value == 1 and isinstance(got.value.value, int) and got.value.type == F64
    fp = instr_of("%t = null:(fn(i32, ...) -> void)*")
    assert isinstance(fp, Copy) and isinstance(fp.value, Const)
    assert fp.value.type == PointerType(FunctionType(VOID, (I32,), True))


def test_branch_and_switch_successors() -> None:
    p = read_program(wrap("n2: br %i -> n3, n1", "n3: switch %t [1, -2] [] [3] -> n1, n3, n1, n2"))
    f = p.functions["f"]
    assert f.nodes[2].instr == Branch(IV)
    assert f.nodes[3].instr == Switch(T, ((1, -2), (), (3,)))
    assert [s.id for s in f.nodes[3].succs] == [1, 3, 1, 2]
    assert [q.id for q in f.nodes[1].preds] == [2, 3, 3]
    assert [q.id for q in f.nodes[3].preds] == [2, 3]


def test_arrow_spacing_separates_load_from_successors() -> None:
    # A field named like a node: `->n1` is a field access, ` -> n1` the successor list.
    load = read_program(wrap("n2: %t = %p->n1 -> n1")).functions["f"].nodes[2]
    assert load.instr == Load(T, P, ("n1",))
    assert [s.id for s in load.succs] == [1]
    copy = read_program(wrap("n2: %t = %i -> n1")).functions["f"].nodes[2]
    assert copy.instr == Copy(T, IV)
    addr = read_program(wrap("n2: %t = &%p->n1 -> n1")).functions["f"].nodes[2]
    assert addr.instr == FieldAddr(T, P, ("n1",))


def test_locations_and_source_text() -> None:
    src = 'x = "a;b" \\ ü 😀'
    line = 'n2: ret 0 -> n1 ; "dir/a b.c":12:3 "x = \\"a;b\\" \\\\ \\u00fc \\ud83d\\ude00"'
    instr = read_program(wrap(line)).functions["f"].nodes[2].instr
    assert instr.loc == Loc("dir/a b.c", 12, 3)
    assert instr.src == src
    bare = read_program(wrap('n2: ret 0 -> n1 ; "a.c":1:0')).functions["f"].nodes[2].instr
    assert bare.loc == Loc("a.c", 1, 0) and bare.src == ""


# --- top-level forms ---------------------------------------------------------------------


def test_records_globals_sites_and_functions() -> None:
    text = """; ddpa IR
unit "a.c"
record class.A size 8 align 8 {
  base B x
  field "v p": (fn() -> void)** @0
  vmethod run = @"A::run"
}
record union.U size 0 align 1 incomplete
global @h: i8* = &@g+2 static unit "a.c" src "h0"
global @g: [4 x i8] = c"a\\22\\00\\ff"
global @arr: [? x struct.A] = {zero, {&@"A::run"}, 1.5, -3}
global @x: f64 extern const ; "x.h":3:1
alloc #0 @malloc in @"A::run" : [2 x u8] ; "a.c":9:2
declare @malloc: fn(u64) -> void* static
func @"A::run"(%this: class.A*, ...) -> void src "run" ; "a.c":5:0 {
  param %this: class.A* src "self"
  n0: entry -> n1
  n1: exit
}
"""
    p = read_program(text)
    assert p.units == ["a.c"]
    a = p.records["A"]
    assert a.kind is RecordKind.CLASS and (a.size, a.align) == (8, 8)
    assert a.bases == ["B x"] and a.vmethods == {"run": "A::run"}
    assert a.fields[0].name == "v p" and a.fields[0].offset == 0
    assert a.fields[0].type == PointerType(PointerType(FunctionType(VOID, ())))
    assert not p.records["U"].complete and p.records["U"].kind is RecordKind.UNION
    h = p.globals["h"]
    assert h.init == AddrInit(p.globals["g"].var, (), 2)
    assert isinstance(h.init, AddrInit) and h.init.target is p.globals["g"].var
    assert (h.is_static, h.unit, h.src_name) == (True, "a.c", "h0")
    assert p.globals["g"].init == StringInit(b'a"\x00\xff')
    assert p.globals["arr"].init == AggInit(
        (None, AggInit((AddrInit(FuncRef("A::run")),)), ScalarInit(1.5), ScalarInit(-3))
    )
    x = p.globals["x"]
    assert (x.defined, x.is_const, x.init, x.loc) == (False, True, None, Loc("x.h", 3, 1))
    site = p.alloc_sites[0]
    assert (site.fn, site.function, site.type) == ("malloc", "A::run", ArrayType(U8, 2))
    assert p.functions["malloc"].is_static and not p.functions["malloc"].has_body
    run = p.functions["A::run"]
    assert run.type == FunctionType(VOID, (PointerType(RecordType(RecordKind.CLASS, "A")),), True)
    assert run.params[0].src_name == "self" and run.src_name == "run"
    assert run.loc == Loc("a.c", 5, 0)
    assert print_program(p) == text


def test_parse_type() -> None:
    u16_3 = ArrayType(IntType(16, False), 3)
    assert parse_type("[? x [3 x u16]]*") == PointerType(ArrayType(u16_3, None))
    assert parse_type("(fn() -> (fn(...) -> i8)*)**") == PointerType(
        PointerType(FunctionType(PointerType(FunctionType(I8, (), True)), ()))
    )
    assert parse_type("struct.ns::A.1*") == PointerType(RecordType(RecordKind.STRUCT, "ns::A.1"))
    assert parse_type("bool") == BOOL


# --- errors ------------------------------------------------------------------------------


def error_of(text: str) -> IRSyntaxError:
    with pytest.raises(IRSyntaxError) as info:
        read_program(text, "t.ir")
    return info.value


LINE_N2 = HEADER.count("\n") + 7  # line number of the n2 line in wrap()


def test_error_bad_token() -> None:
    e = error_of(wrap("n2: %t = 5 ^ -> n1"))
    assert e.message == "unexpected character '^'"
    assert (e.line_no, e.col) == (LINE_N2, 14)
    assert str(e) == f"t.ir:{LINE_N2}:14: unexpected character '^'"


def test_error_unexpected_token() -> None:
    e = error_of(wrap("n2: %t = 5 5 -> n1"))
    assert e.message == "unexpected '5' at end of line"
    assert e.line_no == LINE_N2


def test_error_unknown_variable() -> None:
    e = error_of(wrap("n2: %t = add %t, %nope -> n1"))
    assert e.message == "unknown variable %nope"
    assert (e.line_no, e.col) == (LINE_N2, 20)
    assert error_of(wrap("n2: %t = @nope -> n1")).message == "unknown variable @nope"


def test_error_unknown_node() -> None:
    e = error_of(wrap("n2: br %t -> n1, n9"))
    assert e.message == "unknown node n9 in @f"
    assert (e.line_no, e.col) == (LINE_N2, 20)


def test_error_nodes_out_of_order() -> None:
    e = error_of(wrap("n3: nop -> n1"))
    assert e.message == "expected node n2 (nodes are numbered in order), found n3"
    assert e.line_no == LINE_N2


def test_error_truncated_function() -> None:
    text = wrap("n2: nop -> n1")
    truncated = text[: text.rindex("}")]
    e = error_of(truncated)
    assert e.message == "block is not closed: missing '}'"
    assert e.line_no == HEADER.count("\n") + 1  # the func line
    # A function cut short by the next top-level item is reported the same way.
    e = error_of(truncated + "declare @q: fn() -> void\n")
    assert (e.message, e.line_no) == ("block is not closed: missing '}'", HEADER.count("\n") + 1)


def test_error_bad_string_and_type() -> None:
    e = error_of('; ddpa IR\nunit "bad \\q escape"\n')
    assert e.message.startswith('bad string literal "bad \\q escape"') and e.line_no == 2
    e = error_of("; ddpa IR\nglobal @g: i32* x = 0\n")
    assert e.message == "unexpected 'x' at end of line" and (e.line_no, e.col) == (2, 17)
    e = error_of("global @g: struct = 0\n")
    assert e.message == "expected '.' and a record name after 'struct'"
    e = error_of("global @g: wat = 0\n")
    assert (e.message, e.col) == ("expected a type, found 'wat'", 12)


def test_error_duplicates_and_misc() -> None:
    assert error_of("global @g: i32\nglobal @g: i32\n").message == "duplicate global @g"
    assert error_of(HEADER + "declare @malloc: fn() -> void\n").message == (
        "duplicate function @malloc"
    )
    e = error_of(HEADER + "func @f() -> void {\n}\n")
    assert e.message == "function @f has no nodes"
    e = error_of(wrap("n2: %t = 99999999999999999999" + "9" * 5000 + " -> n1"))
    assert e.message.startswith("integer literal too long")
    e = error_of("global @g: i32 = " + "{" * 500 + "}" * 500 + "\n")
    assert e.message == "nesting too deep"


# --- fuzzing -----------------------------------------------------------------------------

_NOISE = st.sampled_from([*'"\\{}[]()%@,:;=*&-> .#0123456789xnc\n\t', "->", "::", "ü"])


@st.composite
def mutated_texts(draw: st.DrawFn) -> str:
    text: str = print_program(draw(programs(max_functions=2, max_nodes=6)))
    for _ in range(draw(st.integers(1, 3))):
        i = draw(st.integers(0, len(text)))
        j = draw(st.integers(i, min(len(text), i + 8)))
        op = draw(st.sampled_from(["delete", "insert", "replace", "truncate", "lines"]))
        if op == "delete":
            text = text[:i] + text[j:]
        elif op == "insert":
            text = text[:i] + draw(_NOISE) + text[i:]
        elif op == "replace":
            text = text[:i] + "".join(draw(st.lists(_NOISE, max_size=3))) + text[j:]
        elif op == "truncate":
            text = text[:i]
        else:
            lines = text.split("\n")
            text = "\n".join(draw(st.permutations(lines))[: len(lines)])
    return text


def _read_or_syntax_error(text: str) -> None:
    try:
        p = read_program(text)
    except IRSyntaxError as e:
        assert e.line_no >= 1 and e.col >= 1
        return
    print_program(p)
    verify_program(p)


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(mutated_texts())
def test_mutated_text_parses_or_raises_syntax_error(text: str) -> None:
    _read_or_syntax_error(text)


@settings(max_examples=200, deadline=None)
@given(st.text())
def test_random_text_parses_or_raises_syntax_error(text: str) -> None:
    _read_or_syntax_error(text)
