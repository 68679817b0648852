"""Tests for `ddpa.ir.verify`: generated programs are clean, each check catches its fault."""

from __future__ import annotations

import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings

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
    Entry,
    Exit,
    FieldAddr,
    FieldRead,
    FuncRef,
    Indirect,
    Instr,
    Load,
    Nop,
    Return,
    Store,
    Switch,
    Var,
    VarKind,
    Virtual,
)
from ddpa.ir.printer import print_program
from ddpa.ir.program import (
    AddrInit,
    AggInit,
    AllocSite,
    Function,
    Global,
    Node,
    Program,
    ScalarInit,
    StringInit,
    add_edge,
)
from ddpa.ir.reader import read_program
from ddpa.ir.types import (
    I8,
    I32,
    U64,
    VOID,
    VOID_PTR,
    ArrayType,
    Field,
    FunctionType,
    PointerType,
    Record,
    RecordKind,
    RecordType,
)
from ddpa.ir.verify import IRVerifyError, errors, verify_or_raise, verify_program

sys.path.insert(0, str(Path(__file__).parent))
from ir_strategies import programs

S = RecordType(RecordKind.STRUCT, "S")


@dataclass
class Small:
    """A clean program: @f(%p: S*) loads p->a, allocates, branches and returns."""

    program: Program
    f: Function
    p: Var
    t: Var
    q: Var
    s: Var
    g: Var

    def node(self, nid: int) -> Node:
        return self.f.nodes[nid]

    def set(self, nid: int, instr: Instr) -> None:
        self.f.nodes[nid].instr = instr

    def messages(self) -> list[str]:
        return verify_program(self.program)


def small() -> Small:
    prog = Program()
    prog.records["S"] = Record(
        RecordKind.STRUCT, "S", [Field("a", I32, 0), Field("next", PointerType(S), 8)], 16, 8
    )
    g = Var("g", I32, VarKind.GLOBAL)
    prog.globals["g"] = Global(g, ScalarInit(1))
    prog.functions["malloc"] = Function("malloc", FunctionType(VOID_PTR, (U64,)))
    f = Function("f", FunctionType(I32, (PointerType(S),)))
    prog.functions["f"] = f
    p = Var("p", PointerType(S), VarKind.FORMAL, "f")
    t, q = Var("t", I32, VarKind.TEMP, "f"), Var("q", VOID_PTR, VarKind.TEMP, "f")
    s = Var("s", S, VarKind.LOCAL, "f")
    f.params, f.temps, f.locals = [p], [t, q], [s]
    prog.alloc_sites[0] = AllocSite(0, "f", "malloc")
    f.start_body()
    n2 = f.new_node(Load(t, p, ("a",)))
    n3 = f.new_node(Alloc(q, 0, "malloc", (Const(16, U64),)))
    n4 = f.new_node(Branch(t))
    n5 = f.new_node(Return(t))
    for a, b in [(f.entry, n2), (n2, n3), (n3, n4), (n4, n5), (n4, n2), (n5, f.exit)]:
        add_edge(a, b)
    return Small(prog, f, p, t, q, s, g)


def only(messages: list[str], expected: str) -> None:
    assert messages == [expected], messages


def has(messages: list[str], expected: str) -> None:
    assert expected in messages, messages


# --- clean programs ----------------------------------------------------------------------


def test_small_program_is_clean() -> None:
    sm = small()
    assert sm.messages() == []
    assert verify_or_raise(sm.program) == []


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(programs())
def test_generated_programs_are_clean(p: Program) -> None:
    assert verify_program(p) == []
    assert verify_program(read_program(print_program(p))) == []


def test_verify_or_raise() -> None:
    sm = small()
    sm.set(5, Return(None))  # warning only
    warning = "warning: @f:n5: ret without a value in a function returning i32"
    assert verify_or_raise(sm.program) == [warning]
    sm.set(2, Load(sm.t, sm.t))
    with pytest.raises(IRVerifyError) as info:
        verify_or_raise(sm.program)
    assert info.value.problems == ["error: @f:n2: Load through %t of non-pointer type i32"]
    assert "Load through %t" in str(info.value)
    assert errors([warning, "error: x"]) == ["error: x"]


# --- structure ---------------------------------------------------------------------------


def test_entry_must_be_node_zero() -> None:
    sm = small()
    sm.set(0, Nop())
    only(sm.messages(), "error: @f:n0: is Nop, expected Entry")


def test_no_entry_or_exit_elsewhere() -> None:
    sm = small()
    sm.set(3, Entry())
    has(sm.messages(), "error: @f:n3: Entry outside n0/n1")
    sm = small()
    sm.set(3, Exit())
    has(sm.messages(), "error: @f:n3: Exit outside n0/n1")


def test_body_too_short() -> None:
    sm = small()
    g = Function("h", FunctionType(VOID, ()))
    g.new_node(Entry())
    sm.program.functions["h"] = g
    has(sm.messages(), "error: @h: body has 1 node(s): needs entry n0 and exit n1")


def test_node_ids_and_owner() -> None:
    sm = small()
    sm.node(3).id = 7
    has(sm.messages(), "error: @f:n3: node at index 3 has id 7")
    sm = small()
    other = Function("f2", FunctionType(VOID, ()))
    sm.node(3).func = other
    only(sm.messages(), "error: @f:n3: node belongs to @f2")


def test_succs_and_preds_agree() -> None:
    sm = small()
    sm.node(3).preds.clear()
    only(sm.messages(), "error: @f:n2: edge to n3 is 1x in succs, 0x in its preds")
    sm = small()
    sm.node(5).preds.append(sm.node(3))
    only(sm.messages(), "error: @f:n5: predecessor n3 does not list it as a successor")


def test_edges_stay_in_function() -> None:
    sm = small()
    stranger = Function("h", FunctionType(VOID, ()))
    stranger.start_body()
    sm.program.functions["h"] = stranger
    add_edge(stranger.entry, stranger.exit)
    sm.node(5).succs[0] = stranger.exit
    stranger.exit.preds.append(sm.node(5))
    has(sm.messages(), "error: @f:n5: edge to n1, which is not a node of @f")


def test_entry_has_no_preds() -> None:
    sm = small()
    add_edge(sm.node(4), sm.f.entry)
    has(sm.messages(), "error: @f:n0: entry has predecessors n4")


def test_exit_has_no_succs() -> None:
    sm = small()
    add_edge(sm.f.exit, sm.node(2))
    only(sm.messages(), "error: @f:n1: Exit node has 1 successor(s), expected 0")


def test_successor_counts() -> None:
    sm = small()
    sm.node(4).succs.pop()
    sm.node(2).preds.remove(sm.node(4))
    only(sm.messages(), "error: @f:n4: Branch node has 1 successor(s), expected 2")
    sm = small()
    sm.set(4, Switch(sm.t, ((1,), (2, 3))))
    only(sm.messages(), "error: @f:n4: Switch node has 2 successor(s), expected 3")
    sm = small()
    sm.set(4, Switch(sm.t, ((1,),)))
    assert sm.messages() == []


def test_return_goes_to_exit() -> None:
    sm = small()
    sm.set(3, Return(sm.t))
    only(sm.messages(), "error: @f:n3: Return must have the exit node as its only successor")


def test_no_dangling_nodes() -> None:
    sm = small()
    n6 = sm.f.new_node(Nop())
    add_edge(sm.node(4), n6)
    sm.node(4).succs.remove(sm.node(5))
    sm.node(5).preds.clear()
    add_edge(n6, sm.node(5))
    assert sm.messages() == []
    n6.succs.clear()
    sm.node(5).preds.clear()
    has(sm.messages(), "error: @f:n6: Nop node has 0 successor(s), expected 1")


def test_unreachable_nodes() -> None:
    sm = small()
    n6 = sm.f.new_node(Nop())
    add_edge(n6, sm.node(2))
    only(sm.messages(), "error: @f:n6: unreachable from entry")


def test_unreachable_exit_is_a_warning() -> None:
    sm = small()
    sm.set(5, Nop())
    sm.node(5).succs[0] = sm.node(2)
    sm.f.exit.preds.clear()
    sm.node(2).preds.append(sm.node(5))
    only(sm.messages(), "warning: @f:n1: exit is unreachable (the function never returns)")


# --- variables ---------------------------------------------------------------------------


def test_undeclared_local() -> None:
    sm = small()
    sm.set(2, Load(Var("zz", I32, VarKind.LOCAL, "f"), sm.p, ("a",)))
    only(sm.messages(), "error: @f:n2: %zz (scope 'f') is not a variable of @f")


def test_variable_of_another_function() -> None:
    sm = small()
    sm.set(2, Load(Var("t", I32, VarKind.TEMP, "other"), sm.p, ("a",)))
    only(sm.messages(), "error: @f:n2: %t (scope 'other') is not a variable of @f")


def test_unknown_global() -> None:
    sm = small()
    sm.set(3, Copy(sm.t, Var("nope", I32, VarKind.GLOBAL)))
    sm.node(3).instr = Copy(sm.t, Var("nope", I32, VarKind.GLOBAL))
    has(sm.messages(), "error: @f:n3: @nope is not a global of the program")


def test_variable_kind_and_type_must_match_declaration() -> None:
    sm = small()
    sm.set(3, Copy(Var("t", I32, VarKind.LOCAL, "f"), Const(1, I32)))
    has(sm.messages(), "error: @f:n3: %t has kind local but is declared as temp")
    sm = small()
    sm.set(3, Copy(Var("t", I8, VarKind.TEMP, "f"), Const(1, I32)))
    has(sm.messages(), "error: @f:n3: %t has type i8 but is declared as i32")


def test_declared_twice() -> None:
    sm = small()
    sm.f.temps.append(Var("t", I32, VarKind.TEMP, "f"))
    only(sm.messages(), "error: @f temp %t: declared twice")


def test_declaration_kinds_and_scopes() -> None:
    sm = small()
    sm.f.temps.append(Var("u", I32, VarKind.LOCAL, "f"))
    only(sm.messages(), "error: @f temp %u: has kind local, expected temp")
    sm = small()
    sm.f.locals.append(Var("u", I32, VarKind.LOCAL, "g"))
    only(sm.messages(), "error: @f local %u: has scope 'g', expected 'f'")


def test_params_match_function_type() -> None:
    sm = small()
    sm.f.type = FunctionType(I32, (I32,))
    only(sm.messages(), "error: @f: parameters (struct.S*) differ from type fn(i32) -> i32")


def test_global_var_kind() -> None:
    sm = small()
    sm.program.globals["h"] = Global(Var("h", I32, VarKind.LOCAL, "f"))
    only(sm.messages(), "error: global @h: variable has kind local and scope 'f'")


# --- calls, allocation, function references ----------------------------------------------


def test_direct_call_target_exists() -> None:
    sm = small()
    sm.set(3, Call(None, Direct("nope")))
    only(sm.messages(), "error: @f:n3: call to unknown function @nope")


def test_indirect_call_needs_pointer() -> None:
    sm = small()
    sm.set(3, Call(None, Indirect(sm.t)))
    only(sm.messages(), "error: @f:n3: indirect call through %t of non-pointer type i32")
    sm = small()
    sm.set(3, Call(None, Indirect(sm.p)))
    only(sm.messages(), "warning: @f:n3: indirect call through %p of type struct.S*")


def test_virtual_call_class_exists() -> None:
    sm = small()
    sm.set(3, Call(sm.t, Virtual(sm.p, "m", "Nope")))
    only(sm.messages(), "error: @f:n3: virtual call on unknown class 'Nope'")
    sm.set(3, Call(sm.t, Virtual(sm.p, "m", "S")))
    assert sm.messages() == []


def test_alloc_site_and_function() -> None:
    sm = small()
    sm.set(3, Alloc(sm.q, 9, "malloc"))
    only(sm.messages(), "error: @f:n3: unknown allocation site #9")
    sm = small()
    sm.program.alloc_sites[0].function = "malloc"
    msgs = sm.messages()
    has(msgs, "error: @f:n3: allocation site #0 belongs to @malloc")
    has(msgs, "error: allocation site #0: in unknown or bodiless function @malloc")
    sm = small()
    sm.set(3, Alloc(sm.q, 0, "calloc"))
    msgs = sm.messages()
    has(msgs, "error: @f:n3: allocation function @calloc is not declared")
    has(msgs, "error: @f:n3: allocation site #0 is for @malloc, not @calloc")


def test_alloc_site_table() -> None:
    sm = small()
    sm.program.alloc_sites[1] = AllocSite(1, "f", "xmalloc")
    only(sm.messages(), "error: allocation site #1: allocation function @xmalloc is not declared")


def test_function_reference_exists() -> None:
    sm = small()
    sm.set(3, AddrOf(sm.q, FuncRef("nope")))
    only(sm.messages(), "error: @f:n3: address of unknown function @nope")
    sm.set(3, AddrOf(sm.q, FuncRef("malloc")))
    assert sm.messages() == []


# --- types and field paths ---------------------------------------------------------------


def test_record_types_known() -> None:
    sm = small()
    missing = RecordType(RecordKind.UNION, "Missing")
    sm.f.locals.append(Var("u", PointerType(missing), VarKind.LOCAL, "f"))
    msg = "type union.Missing* names unknown record union.Missing"
    only(sm.messages(), f"error: @f variable %u: {msg}")
    sm = small()
    sm.program.records["S"].fields.append(Field("c", RecordType(RecordKind.UNION, "S"), 16))
    msg = "type union.S: record 'S' is a struct, not a union"
    only(sm.messages(), f"error: record struct.S field c: {msg}")


def test_record_members() -> None:
    sm = small()
    r = sm.program.records["S"]
    r.bases.append("Base")
    r.vmethods["m"] = "nope"
    r.fields.append(Field("a", I8, 12))
    msgs = sm.messages()
    has(msgs, "error: record struct.S: unknown base record 'Base'")
    has(msgs, "error: record struct.S: virtual method 'm' names unknown function @nope")
    has(msgs, "error: record struct.S: field a declared twice")


def test_memory_access_needs_pointer() -> None:
    sm = small()
    sm.set(3, Store(sm.t, (), Const(0, I32)))
    only(sm.messages(), "error: @f:n3: Store through %t of non-pointer type i32")
    sm.set(3, FieldAddr(sm.q, sm.s, ("a",)))
    only(sm.messages(), "error: @f:n3: FieldAddr through %s of non-pointer type struct.S")


def test_field_paths() -> None:
    sm = small()
    sm.set(2, Load(sm.t, sm.p, ("b",)))
    only(sm.messages(), "error: @f:n2: field path .b: struct.S has no field b")
    sm.set(2, Load(sm.t, sm.p, ("a", "x")))
    only(sm.messages(), "error: @f:n2: field path .a.x: i32 has no fields")
    sm.set(2, FieldRead(sm.t, sm.s, ("next", "a")))
    only(sm.messages(), "error: @f:n2: field path .next.a: struct.S* has no fields")
    sm.set(2, AddrOf(sm.q, sm.s, ("next",)))
    assert sm.messages() == []
    sm.program.records["S"].complete = False
    only(sm.messages(), "error: @f:n2: field path .next: incomplete record struct.S")


def test_field_read_needs_a_path() -> None:
    sm = small()
    sm.set(2, FieldRead(sm.t, sm.s, ()))
    only(sm.messages(), "error: @f:n2: FieldRead with an empty field path")


def test_copy_and_arith_operand_types() -> None:
    sm = small()
    arr = Var("arr", ArrayType(I32, 3), VarKind.LOCAL, "f")
    sm.f.locals.append(arr)
    sm.set(3, Copy(arr, arr))
    only(sm.messages(), "error: @f:n3: copy operand %arr has type [3 x i32]")
    sm.set(3, Copy(sm.s, sm.s))
    assert sm.messages() == []
    sm.set(3, Arith(sm.t, BinOp.ADD, sm.s, Const(1, I32)))
    only(sm.messages(), "error: @f:n3: arithmetic operand %s has type struct.S")


def test_return_values() -> None:
    sm = small()
    sm.set(5, Return(None))
    only(sm.messages(), "warning: @f:n5: ret without a value in a function returning i32")
    sm = small()
    sm.f.type = FunctionType(VOID, sm.f.type.params)
    only(sm.messages(), "error: @f:n5: ret with a value in a function returning void")


# --- globals -----------------------------------------------------------------------------


GlobalCase = tuple[str, Callable[[Var], Global], str]

GLOBAL_CASES: list[GlobalCase] = [
    ("array too long", lambda v: Global(v, AggInit((None, None, None))),
     "3 initialisers for [2 x i32]"),
    ("string for ints", lambda v: Global(v, StringInit(b"ab")),
     "string initialiser for [2 x i32], not an array of 8-bit integers"),
    ("scalar for array", lambda v: Global(v, ScalarInit(1)), "scalar initialiser for [2 x i32]"),
    ("nested", lambda v: Global(v, AggInit((AggInit(()),))), "aggregate initialiser for i32"),
]


@pytest.mark.parametrize(
    ("case", "make", "message"), GLOBAL_CASES, ids=[c[0] for c in GLOBAL_CASES]
)
def test_global_initialiser_shapes(case: str, make: Callable[[Var], Global], message: str) -> None:
    sm = small()
    v = Var("h", ArrayType(I32, 2), VarKind.GLOBAL)
    sm.program.globals["h"] = make(v)
    only(sm.messages(), f"error: global @h: {message}")


def test_global_record_and_string_initialisers() -> None:
    sm = small()
    sv = Var("sv", S, VarKind.GLOBAL)
    sm.program.globals["sv"] = Global(sv, AggInit((ScalarInit(1), None, None)))
    only(sm.messages(), "error: global @sv: 3 initialisers for struct.S with 2 fields")
    sm.program.globals["sv"].init = AggInit((ScalarInit(1), AddrInit(sv)))
    assert sm.messages() == []
    text = Var("text", ArrayType(I8, 2), VarKind.GLOBAL)
    sm.program.globals["text"] = Global(text, StringInit(b"abc"))
    only(sm.messages(), "error: global @text: string initialiser of 3 bytes for [2 x i8]")


def test_global_address_initialisers() -> None:
    sm = small()
    pv = Var("pv", PointerType(I32), VarKind.GLOBAL)
    sm.program.globals["pv"] = Global(pv, AddrInit(Var("nope", I32, VarKind.GLOBAL)))
    msg = "address of @nope, which is not a global of the program"
    only(sm.messages(), f"error: global @pv: {msg}")
    sm.program.globals["pv"].init = AddrInit(FuncRef("nope"))
    only(sm.messages(), "error: global @pv: address of unknown function @nope")
    sm.program.globals["pv"].init = AddrInit(sm.g, ("x",), 4)
    only(sm.messages(), "error: global @pv: field path .x: i32 has no fields")
    sm.program.globals["pv"].init = AddrInit(sm.g, (), 4)
    assert sm.messages() == []


def test_table_keys_and_shared_names() -> None:
    sm = small()
    sm.program.globals["other"] = sm.program.globals.pop("g")
    has(sm.messages(), "error: global table: key 'other' holds global 'g'")
    sm = small()
    sm.program.globals["malloc"] = Global(Var("malloc", I32, VarKind.GLOBAL))
    only(sm.messages(), "error: global @malloc: a function has the same name")


def test_read_text_is_verified_too() -> None:
    text = """; ddpa IR
func @f() -> void {
  temp %t: i32
  n0: entry -> n2
  n1: exit
  n2: %t = call @missing() -> n1
  n3: nop -> n1
}
"""
    msgs = verify_program(read_program(text))
    assert msgs == [
        "error: @f:n3: unreachable from entry",
        "error: @f:n2: call to unknown function @missing",
    ]
