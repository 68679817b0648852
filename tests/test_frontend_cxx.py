"""The C++ lowering: golden IR per construct, IR names and shapes, programs run like g++."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from ddpa.frontend.clang import FrontendError, lower_files, lower_source
from ddpa.interp import InterpConfig, RunStatus, run_program
from ddpa.ir.instr import Alloc, Call, Direct, FieldAddr, Indirect, Virtual
from ddpa.ir.printer import print_program
from ddpa.ir.types import PointerType, RecordKind, RecordType
from ddpa.ir.verify import verify_program
from helpers import GOLDEN, check_golden, lower

CASES = sorted((GOLDEN / "cxx").glob("*.cpp"))
PROGRAMS = sorted((Path(__file__).parent / "cxx_programs").glob("*.cpp"))


@pytest.mark.parametrize("source", CASES, ids=[c.name for c in CASES])
def test_golden_ir(source: Path, update_golden: bool, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(source.parent)
    prog = lower_files([source.name])
    check_golden(print_program(prog), source.with_suffix(".ir"), update_golden)
    assert [m for m in verify_program(prog) if m.startswith("error")] == []
    assert [d.message for d in prog.diagnostics] == []


def _gxx_run(source: Path, tmp_path: Path) -> tuple[int, str]:
    gxx = shutil.which("g++")
    if gxx is None:
        pytest.skip("g++ is not installed: comparison with compiled programs skipped")
    exe = tmp_path / "prog"
    build = subprocess.run([gxx, "-std=gnu++17", "-w", str(source), "-o", str(exe)],
                           capture_output=True, text=True)
    assert build.returncode == 0, build.stderr[:500]
    proc = subprocess.run([str(exe)], capture_output=True, timeout=60,
                          stdin=subprocess.DEVNULL)
    return proc.returncode, proc.stdout.decode()


@pytest.mark.parametrize("source", PROGRAMS, ids=[p.name for p in PROGRAMS])
def test_program_runs_as_its_gxx_build(source: Path, tmp_path: Path) -> None:
    native = _gxx_run(source, tmp_path)
    prog = lower_files([str(source)])
    assert [d.message for d in prog.diagnostics] == []
    r = run_program(prog, [], b"", InterpConfig())
    assert r.status is RunStatus.EXITED, r.message
    assert (r.exit_code, r.stdout.decode()) == native


def test_names_this_and_bases_follow_the_contract() -> None:
    prog = lower_source(
        "namespace ns { struct B { int x; int get() { return x; } };\n"
        "struct D : B { int y; static int k; }; }\n"
        "int ns::D::k = 1;\n"
        "int f(int a) { return a; }\nint f(double a) { return (int)a; }\n"
        "int g(ns::D *d) { return d->get() + f(1) + f(2.0) + ns::D::k; }\n", "t.cpp")
    d = prog.records["ns::D"]
    assert d.kind is RecordKind.CLASS and d.bases == ["ns::B"]
    assert [f.name for f in d.fields] == ["base$ns::B", "y"]
    assert {"ns::B::get", "f(int)", "f(double)", "g"} <= set(prog.functions)
    assert "ns::D::k" in prog.globals
    get = prog.functions["ns::B::get"]
    assert get.params[0].name == "this" and get.source_name == "get"
    assert get.params[0].type == PointerType(RecordType(RecordKind.CLASS, "ns::B"))
    g = prog.functions["g"]
    instrs = [n.instr for n in g.nodes]
    up = [i for i in instrs if isinstance(i, FieldAddr)]
    assert up and up[0].path == ("base$ns::B",)  # d->get() receives &d->base$ns::B
    calls = [i for i in instrs if isinstance(i, Call) and isinstance(i.callee, Direct)]
    assert [c.callee.name for c in calls if isinstance(c.callee, Direct)] == \
        ["ns::B::get", "f(int)", "f(double)"]
    assert calls[0].args[0] == up[0].dst


def test_new_records_the_class_and_calls_the_constructor() -> None:
    prog = lower_source("struct A { int v; A(int x) : v(x) { if (x < 0) throw x; } ~A() {} };\n"
                        "int main() { A *a = new A(3); int r = a->v; delete a; return r; }\n",
                        "t.cpp")
    main = prog.functions["main"]
    instrs = [n.instr for n in main.nodes]
    alloc = next(i for i in instrs if isinstance(i, Alloc))
    assert alloc.fn == "operator new"
    assert prog.alloc_sites[alloc.site].type == RecordType(RecordKind.CLASS, "A")
    names = [i.callee.name for i in instrs
             if isinstance(i, Call) and isinstance(i.callee, Direct)]
    # then the landing pad of the constructor's call: the allocation freed, the exception
    # passed on
    assert names[:3] == ["A::A", "A::~A", "operator delete"]
    assert sorted(names[3:]) == ["_Unwind_Resume", "operator delete"]
    r = run_program(prog, [], b"", InterpConfig())
    assert r.status is RunStatus.EXITED and r.exit_code == 3


def test_a_cxx_error_is_clangs_first_error_in_one_line() -> None:
    with pytest.raises(FrontendError) as exc:
        lower_source("int main() { undeclared(); }\n", "bad.cpp")
    assert str(exc.value).startswith("bad.cpp:1:14: error: use of undeclared identifier")


EXAMPLES = Path(__file__).resolve().parent.parent / "src" / "ddpa" / "examples"
VIRTUAL_SOURCES = [*sorted(EXAMPLES.glob("*.cpp")), *PROGRAMS]


def _libclang_virtual_sites(path: Path, instances: dict[int, int]) -> int:
    """Virtual call sites by a bare libclang walk: calls of a virtual method not named
    with a qualifier, through `->`, a reference or implicit `this` (not on a named object),
    and `delete` of a class with a virtual destructor. A site in a method of a class
    template counts once per instance of that method, `instances[line of the method]`."""
    import clang.cindex as ci

    from ddpa.frontend.clang import CompileUnit, parse_args

    tu = ci.Index.create().parse(str(path), args=parse_args(CompileUnit(str(path))))
    ck = ci.CursorKind
    n = 0
    todo = [(c, 1) for c in tu.cursor.get_children()
            if c.location.file is not None and c.location.file.name == str(path)]
    while todo:
        c, weight = todo.pop()
        if c.kind in (ck.CXX_METHOD, ck.DESTRUCTOR, ck.CONSTRUCTOR) and \
                c.semantic_parent.kind == ck.CLASS_TEMPLATE:
            weight = instances.get(c.location.line, 0)
        todo.extend((k, weight) for k in c.get_children())
        ref = c.referenced
        if c.kind == ck.CALL_EXPR and ref is not None and ref.kind == ck.CXX_METHOD and \
                ref.is_virtual_method():
            head = next(iter(c.get_children()), None)
            while head is not None and head.kind == ck.UNEXPOSED_EXPR:
                head = next(iter(head.get_children()), None)
            if head is None or head.kind != ck.MEMBER_REF_EXPR:
                continue
            toks = [t.spelling for t in head.get_tokens()]
            obj = next(iter(head.get_children()), None)
            while obj is not None and (obj.kind in (ck.UNEXPOSED_EXPR, ck.PAREN_EXPR) or (
                    obj.kind == ck.MEMBER_REF_EXPR and  # a member of a named object, `h.m`
                    "->" not in [t.spelling for t in obj.get_tokens()])):
                obj = next(iter(obj.get_children()), None)
            named = obj is not None and obj.kind == ck.DECL_REF_EXPR and \
                obj.referenced.type.kind not in (ci.TypeKind.LVALUEREFERENCE,
                                                 ci.TypeKind.RVALUEREFERENCE)
            if "::" not in toks and ("->" in toks or obj is None or not named):
                n += weight
        elif c.kind == ck.CXX_DELETE_EXPR:
            t = next(iter(c.get_children())).type.get_canonical().get_pointee()
            decl = t.get_declaration()
            if any(k.kind == ck.DESTRUCTOR and k.is_virtual_method()
                   for k in _with_bases(decl)):
                n += weight
    return n


def _with_bases(decl: object) -> list[object]:
    import clang.cindex as ci

    assert isinstance(decl, ci.Cursor)
    out: list[object] = []
    pattern = ci.conf.lib.clang_getSpecializedCursorTemplate(decl)  # a template's instance
    if not list(decl.get_children()) and pattern is not None and not pattern.kind.is_invalid():
        decl = pattern
    for k in decl.get_children():
        out.append(k)
        if k.kind == ci.CursorKind.CXX_BASE_SPECIFIER:
            out += _with_bases(k.type.get_canonical().get_declaration())
    return out


@pytest.mark.parametrize("source", VIRTUAL_SOURCES, ids=[p.name for p in VIRTUAL_SOURCES])
def test_no_virtual_call_site_is_lost(source: Path) -> None:
    prog = lower_files([str(source)])
    lowered = sum(1 for fn in prog.functions.values() for n in fn.nodes
                  if isinstance(n.instr, Call) and isinstance(n.instr.callee, Virtual)
                  and not fn.name.endswith("$virtual"))  # (a pointer to member's call)
    instances: dict[int, int] = {}  # methods of class template instances, by line
    for fn in prog.functions.values():
        if fn.has_body and "<" in fn.name.rsplit("::", 1)[0]:
            instances[fn.loc.line] = instances.get(fn.loc.line, 0) + 1
    assert lowered == _libclang_virtual_sites(source, instances)


@pytest.mark.parametrize("name", ["callgraph_fig1.cpp", "bidir_fig1.cpp", "bidir_fig2.cpp",
                                  "bidir_fig3.cpp"])
def test_example_runs_as_its_gxx_build(name: str, tmp_path: Path) -> None:
    native = _gxx_run(EXAMPLES / name, tmp_path)
    r = run_program(lower_files([str(EXAMPLES / name)]), [], b"", InterpConfig())
    assert r.status is RunStatus.EXITED, r.message
    assert (r.exit_code, r.stdout.decode()) == native


def test_observed_virtual_call_edges_follow_the_dynamic_type() -> None:
    from ddpa.interp.observe import Trace, run_observed
    from ddpa.ir.instr import Virtual

    prog = lower_source(
        "struct A { virtual int f() { return 1; } };\n"
        "struct B : A { int f() { return 2; } };\n"
        "static int call(A *a) { return a->f(); }\n"
        "int main() { A a; B b; return call(&a) * 10 + call(&b); }\n", "t.cpp")
    obs = run_observed(prog, kinds=Trace.CALLS)
    assert obs.result.exit_code == 12
    site = next(n for n in prog.functions["call"].nodes
                if isinstance(n.instr, Call) and isinstance(n.instr.callee, Virtual))
    got = {e.callee for e in obs.call_edges() if e.site.function == "call"}
    assert got == {"A::f", "B::f"}
    assert {e.site.node for e in obs.call_edges() if e.site.function == "call"} == {site.id}


def test_multiple_inheritance_adjusts_this() -> None:
    prog = lower_source(
        "struct L { int l = 1; virtual int who() { return l; } };\n"
        "struct R { int r = 2; virtual int who() { return r; } };\n"
        "struct D : L, R { int d = 30; int who() { return d + l + r; } };\n"
        "int main() { D d; R *r = &d; L *l = &d; return r->who() + l->who(); }\n", "t.cpp")
    r = run_program(prog, [], b"", InterpConfig())
    assert r.status is RunStatus.EXITED and r.exit_code == 66, r.message


def test_virtual_call_names_the_receivers_class_and_adjusts_this() -> None:
    from ddpa.ir.instr import Virtual

    prog = lower_source(
        "struct S { int s = 1; virtual int f() { return s; } };\n"
        "struct N { int n = 2; virtual int g() { return n; } };\n"
        "struct C : S, N { int c = 40; };\n"
        "struct E : C { int e = 300; int g() { return e + n; } };\n"
        "static int call(C *p) { return p->f() + 10 * p->g(); }\n"
        "int main() { C c; E e; return call(&c) + call(&e) - 3000; }\n", "t.cpp")
    calls = [n.instr.callee for n in prog.functions["call"].nodes
             if isinstance(n.instr, Call) and isinstance(n.instr.callee, Virtual)]
    assert [(v.method, v.static_class) for v in calls] == [("f()", "C"), ("g()", "C")]
    r = run_program(prog, [], b"", InterpConfig())
    # call(&c) = 1 + 10*2 = 21; call(&e) = 1 + 10*(300+2) = 3021
    assert r.status is RunStatus.EXITED and r.exit_code == 42, r.message


def test_uncaught_exception_ends_the_run_as_gxx_does(tmp_path: Path) -> None:
    src = tmp_path / "oops.cpp"
    src.write_text("#include <cstdio>\nstruct Oops { int v; };\n"
                   "int main() { std::puts(\"before\"); std::fflush(stdout); throw Oops{1}; }\n")
    native = _gxx_run(src, tmp_path)
    r = run_program(lower_files([str(src)]), [], b"", InterpConfig())
    assert r.status is RunStatus.ABORTED
    assert r.stdout.decode() == native[1] == "before\n"
    assert native[0] == -6 and r.exit_code == 134
    assert b"terminate called after throwing an instance of 'Oops'" in r.stderr


def test_uncaught_exception_does_not_unwind_as_gxx(tmp_path: Path) -> None:
    """No handler takes it: terminate at once, no destructor runs (GNU's two phases)."""
    src = tmp_path / "uncaught.cpp"
    src.write_text("#include <cstdio>\n"
                   "struct G { ~G() { std::puts(\"destroyed\"); } };\n"
                   "struct X { int v; };\n"
                   "void f() { G g; throw X{1}; }\n"
                   "int main() { G g; try { f(); } catch (int) { std::puts(\"int\"); }\n"
                   "  return 0; }\n")
    native = _gxx_run(src, tmp_path)
    r = run_program(lower_files([str(src)]), [], b"", InterpConfig())
    assert r.status is RunStatus.ABORTED and r.exit_code == 134
    assert r.stdout.decode() == native[1] == ""
    assert b"terminate called after throwing an instance of 'X'" in r.stderr


def test_every_call_of_a_try_block_reaches_its_handlers() -> None:
    """Analyses see each handler after each call of the block that may throw (contract 8),
    through the landing pad's dispatch."""
    from ddpa.ir.cxxabi import BEGIN_CATCH, landing_pads

    prog = lower_source("void g(int);\nvoid h() noexcept;\n"
                        "int f() { try { g(1); h(); g(2); } catch (int e) { return e; }\n"
                        "  catch (...) { return -1; } return 0; }\n", "t.cpp")
    fn = prog.functions["f"]
    pads = landing_pads(fn)
    calls = {n.id: n.instr.callee.name for n in fn.nodes
             if isinstance(n.instr, Call) and isinstance(n.instr.callee, Direct)}
    assert sorted(calls[i] for i in pads) == ["g", "g"]  # h is noexcept: no pad
    handlers = {n.id for n in fn.nodes if isinstance(n.instr, Call)
                and isinstance(n.instr.callee, Direct) and n.instr.callee.name == BEGIN_CATCH}
    assert len(handlers) == 2
    for site in pads:
        seen, todo = set(), [fn.nodes[site]]
        while todo:
            n = todo.pop()
            if n.id not in seen:
                seen.add(n.id)
                todo.extend(n.succs)
        assert handlers <= seen


def test_library_iterators_and_pointers_to_members_lower() -> None:
    """Constructs of real code that used to hang or crash the lowering (ninja): a class
    conversion between records whose relation the records do not show (a standard
    container's iterator to its base), and `.*` of a member function (reported, lowered
    as an indirect call of the function the pointer holds)."""
    prog = lower_source(
        "#include <unordered_map>\n"
        "struct S { int f; int g() { return f; } };\n"
        "int h(std::unordered_map<int, int> &m, S &s) {\n"
        "  std::unordered_map<int, int>::iterator i = m.find(1);\n"
        "  int (S::*pm)() = &S::g;\n"
        "  return (i != m.end()) + (s.*pm)(); }\n", "t.cpp")
    assert "h" in prog.functions and prog.functions["h"].has_body
    assert [m for m in verify_program(prog) if m.startswith("error")] == []
    assert not [d.message for d in prog.diagnostics if "pointer to member" in d.message]
    calls = [c for _, c in prog.functions["h"].calls() if isinstance(c.callee, Indirect)]
    assert len(calls) == 1 and calls[0].args[0].type == PointerType(prog.records["S"].type)


def test_pointers_to_member_functions_are_resolved_calls() -> None:
    """`&C::f` is the record {ptr, adj}: a virtual method's pointer holds the function
    making the virtual call; a call through it is an indirect call the call graph
    resolves from what the pointer holds (here a static table of them)."""
    from ddpa.analyses.alias.calls import indirect_targets

    prog = lower_files([str(Path(__file__).parent / "cxx_programs" /
                            "member_function_pointers.cpp")])
    assert prog.diagnostics == []
    thunk = prog.functions["A::v$virtual"]
    assert [c.callee for _, c in thunk.calls()] == [
        Virtual(thunk.params[0], "v(int)", "A")]
    targets = indirect_targets(prog).targets
    at = {prog.functions["main"].nodes[n].instr.loc.line: set(ts)
          for (f, n), ts in targets.items() if f == "main"}
    assert at[14] == {"A::n", "A::v$virtual"}  # through the table
    assert at[17] == {"A::n"} and at[19] == {"A::v$virtual"} and at[21] == {"B::v$virtual"}


def test_template_instances_are_lowered_and_what_is_not_is_reported() -> None:
    """Function and class template instances are lowered, an instance's virtual method
    that only dispatch reaches too (named by the function appended to the unit,
    `cxxinstances`), also in an anonymous namespace; one of an instance whose argument is
    a class local to a function, which no code at file scope can name, stays an unknown
    function, reported."""
    prog = lower_source(
        "template <class T> T twice(T x) { return x + x; }\n"
        "template <class T> struct Box { T v; T get() const { return v; } };\n"
        "struct Shape { virtual int area() const { return 1; } };\n"
        "template <class T> struct Sq : Shape { T s; int area() const override "
        "{ return s * s; } };\n"
        "namespace { template <class T> struct Tri : Shape { T s; int area() const "
        "override { return 3; } }; }\n"
        "int main() { Box<long> b{3}; Sq<int> q; q.s = 2; Shape *p = &q; Tri<int> t;\n"
        "  struct L { int a; }; Tri<L> u; p = &t; p = &u;\n"
        "  return twice(1) + (int)twice(2.0) + (int)b.get() + p->area(); }\n", "t.cpp")
    for name in ("twice<int>", "twice<double>", "Box<long>::get", "Sq<int>::area"):
        assert prog.functions[name].has_body, name
    assert [f.name for f in prog.records["Box<long>"].fields] == ["v"]
    assert prog.records["Sq<int>"].bases == ["Shape"]
    assert prog.records["Sq<int>"].vmethods["area()"] == "Sq<int>::area"
    tris = sorted((r for r in prog.records.values()  # (named `anon$N`)
                   if r.name.startswith("anon$") and "area()" in r.vmethods),
                  key=lambda r: r.name)
    assert len(tris) == 2
    known, missing = (r.vmethods["area()"] for r in tris)
    assert prog.functions[known].has_body
    assert not prog.functions[missing].has_body
    assert [d.message for d in prog.diagnostics if "is not lowered" in d.message] == [
        f"virtual method '{missing}' of a class template instance is not lowered (no call "
        "or override shows it): calls of it are calls of an unknown function"]


def test_virtual_bases_are_laid_out_once_where_clang_puts_them() -> None:
    """A virtual base is one `vbase$V` field at the end of a complete object (a nearly
    empty one shares the vptr at 0); members reached through it go through the runtime's
    `__ddpa_virtual_base`, and constructors construct it only for a complete object."""
    prog = lower_source(
        "struct A { long x, y; };\n"
        "struct B : virtual A { int b; };\n"
        "struct C : virtual A { char c; };\n"
        "struct D : B, C { int d; };\n"
        "struct I { virtual int f() = 0; };\n"
        "struct J : virtual I { int j; };\n"
        "int f(B *p, C *q) { return (int)p->x + p->b + q->c; }\n"
        "int g(D *d) { D e; return d->y + e.d; }\n", "t.cpp")
    assert [m for m in verify_program(prog) if m.startswith("error")] == []
    assert prog.diagnostics == []  # (a placement unlike clang's would be reported)
    fields = {r: [(f.name, f.offset) for f in prog.records[r].fields] for r in "BDJ"}
    assert fields["B"] == [("__vptr", 0), ("b", 8), ("vbase$A", 16)]
    assert fields["D"] == [("base$B", 0), ("base$C", 16), ("d", 28), ("vbase$A", 32)]
    assert fields["J"] == [("__vptr", 0), ("j", 8), ("vbase$I", 0)]
    assert prog.records["D"].size == 48 and prog.records["B"].bases == ["virtual A"]
    calls = [c.callee.name for _, c in prog.functions["f"].calls()
             if isinstance(c.callee, Direct)]
    assert calls == ["__ddpa_virtual_base"]  # p->x; p->b and q->c are the classes' own
    assert not any(isinstance(n.instr, FieldAddr) and any("vbase$" in s for s in n.instr.path)
                   for fn in prog.functions.values() for n in fn.nodes)


def test_a_definition_with_const_parameters_is_its_declaration() -> None:
    """libclang's USRs differ for `f(bool)` declared and `f(const bool)` defined: one
    function all the same, named without parameter types, called by that name."""
    prog = lower_source(
        "struct E { int f(bool b = false) const; int g(int); int g(double); };\n"
        "int E::f(const bool b) const { return b; }\n"
        "int E::g(const int) { return 1; }\n"
        "int E::g(double) { return 2; }\n"
        "int use(E &e) { return e.f() + e.g(1); }\n", "t.cpp")
    assert prog.functions["E::f"].has_body
    assert prog.functions["E::g(int)"].has_body and prog.functions["E::g(double)"].has_body
    calls = {i.callee.name for n in prog.functions["use"].nodes
             if isinstance(i := n.instr, Call) and isinstance(i.callee, Direct)}
    assert calls == {"E::f", "E::g(int)"}


def test_generic_lambda_instances_are_methods_called_directly() -> None:
    """Each instance of a generic lambda's `operator()` that code calls is a method of the
    closure class of its own, named with its parameter types, called directly; captures
    are fields as for other lambdas."""
    prog = lower_source(
        "template <class F> int twice(F f, int v) { return f(f(v)); }\n"
        "int main() { int k = 3;\n"
        "  auto g = [k](auto x) { return x * k; };\n"
        "  return g(1) + (int)g(2.0) + twice(g, 1); }\n", "t.cpp")
    assert [d.message for d in prog.diagnostics] == []
    assert [f.name for f in prog.records["lambda@t.cpp:3:12"].fields] == ["cap$k"]
    for name in ("lambda@t.cpp:3:12::operator()(int)", "lambda@t.cpp:3:12::operator()(double)",
                 "twice<lambda@t.cpp:3:12>"):
        assert prog.functions[name].has_body, name
    calls = [i.callee.name for n in prog.functions["main"].nodes
             if isinstance(i := n.instr, Call) and isinstance(i.callee, Direct)]
    assert calls == ["lambda@t.cpp:3:12::operator()(int)",
                     "lambda@t.cpp:3:12::operator()(double)", "twice<lambda@t.cpp:3:12>"]
    r = run_program(prog, [], b"", InterpConfig())
    assert r.status is RunStatus.EXITED and r.exit_code == 3 + 6 + 9, r.message


STD_FUNCTION_CALL = (
    "#include <functional>\n"
    "static int run(const std::function<int(int)> &f) { return f(1); }\n"
    "int main() { int k = 2;\n"
    "  std::function<int(int)> f = [k](int x) { return x + k; };\n"
    "  return run(f); }\n")


def test_std_function_holds_a_heap_copy_and_calls_through_its_invoker() -> None:
    """Construction from a lambda: an allocation site of the closure's type, the addresses
    of the synthesised functions stored in the object; a call is an indirect call through
    `invoke` with the stored copy first, after the test for an empty object."""
    from ddpa.ir.cxxabi import THROW_BAD_FUNCTION_CALL
    from ddpa.ir.instr import Indirect

    prog = lower_source(STD_FUNCTION_CALL, "t.cpp")
    assert [d.message for d in prog.diagnostics] == []
    owner, lam = "std::function<int (int)>", "lambda@t.cpp:4:31"
    assert [f.name for f in prog.records[owner].fields] == ["callable", "clone", "destroy",
                                                             "invoke"]
    sites = [s for s in prog.alloc_sites.values() if s.function == "main"]
    assert [s.type for s in sites] == [RecordType(RecordKind.CLASS, lam)]
    invoker = prog.functions[f"{owner}::invoke$<{lam}>"]
    assert [i.callee.name for n in invoker.nodes if isinstance(i := n.instr, Call)
            and isinstance(i.callee, Direct)] == [f"{lam}::operator()"]
    calls = [n.instr for n in prog.functions["run"].nodes if isinstance(n.instr, Call)]
    assert [type(c.callee) for c in calls] == [Direct, Indirect]
    assert isinstance(calls[0].callee, Direct)
    assert calls[0].callee.name == THROW_BAD_FUNCTION_CALL
    assert prog.functions[THROW_BAD_FUNCTION_CALL].noreturn
    dtors = {i.callee.name for n in prog.functions["main"].nodes
             if isinstance(i := n.instr, Call) and isinstance(i.callee, Direct)
             and "~" in i.callee.name}  # at the return, and in the landing pad of run(f)
    assert dtors == {f"{owner}::~function"}
    assert [m for m in verify_program(prog) if m.startswith("error")] == []
    r = run_program(prog, [], b"", InterpConfig())
    assert r.status is RunStatus.EXITED and r.exit_code == 3, r.message


@pytest.mark.parametrize("resolve", ["demand", "0cfa"])
def test_call_graph_reaches_the_lambda_through_std_function(
        resolve: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    import json

    from ddpa.cli.main import main

    src = tmp_path / "t.cpp"
    src.write_text(STD_FUNCTION_CALL)
    assert main(["callgraph", str(src), "--no-cache", "--resolve", resolve, "--json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    lam = "lambda@t.cpp:4:31"
    invoker = f"std::function<int (int)>::invoke$<{lam}>"
    by_fn: dict[str, set[str]] = {}
    for s in doc["sites"]:
        by_fn.setdefault(s["caller"], set()).update(s["targets"])
    indirect = [s for s in doc["sites"] if s["caller"] == "run" and s["kind"] == "indirect"]
    assert [s["targets"] for s in indirect] == [[invoker]]
    assert f"{lam}::operator()" in by_fn[invoker]


def test_calling_an_empty_std_function_throws_bad_function_call(tmp_path: Path) -> None:
    src = tmp_path / "empty.cpp"
    src.write_text("#include <cstdio>\n#include <functional>\n"
                   "int main() { std::function<void()> f; std::puts(\"before\");\n"
                   "  std::fflush(stdout); f(); return 0; }\n")
    native = _gxx_run(src, tmp_path)
    r = run_program(lower_files([str(src)]), [], b"", InterpConfig())
    assert r.status is RunStatus.ABORTED and r.exit_code == 134 and native[0] == -6
    assert r.stdout.decode() == native[1] == "before\n"
    assert r.stderr.decode().endswith(
        "terminate called after throwing an instance of 'std::bad_function_call'\n"
        "  what():  bad_function_call\n")


def test_a_constructors_function_try_block_is_reported(tmp_path: Path) -> None:
    """Its handlers see exceptions of the constructor's body (the members destroyed
    first, the exception rethrown at the handler's end) but not of its member
    initialisers, which is said; the program (whose initialisers do not throw) runs as
    its g++ build."""
    source = Path(__file__).parent / "cxx_reported" / "function_try_blocks.cpp"
    prog = lower_files([str(source)])
    assert [(d.loc.line, d.message) for d in prog.diagnostics] == [
        (7, "the handlers of a constructor's function-try-block do not cover its member "
            "initialisers")]
    r = run_program(prog, [], b"", InterpConfig())
    assert (r.exit_code, r.stdout.decode()) == _gxx_run(source, tmp_path)


def test_a_class_with_a_virtual_base_is_passed_by_address() -> None:
    """The Itanium ABI passes a class with a virtual base indirectly (the caller's
    temporary, copied by its copy constructor): its parameter is a pointer."""
    prog = lower_source("struct V { int x; };\n"
                        "struct B : virtual V { int b; };\n"
                        "int f(B b) { return b.x + b.b; }\n"
                        "int main() { B b; b.x = 2; b.b = 3; return f(b); }\n", "vb.cpp")
    assert prog.functions["f"].params[0].type == PointerType(prog.records["B"].type)
    r = run_program(prog, [], b"", InterpConfig())
    assert (r.status, r.exit_code) == (RunStatus.EXITED, 5)


def test_a_dependent_base_is_the_instance_its_arguments_name() -> None:
    """`Offset<T> : Cell<T>` makes Offset<int> a subclass of Cell<int> (its layout, vptr and
    vtable), so CHA at a call through a Cell<int>* includes Offset<int>'s override, which
    the template declares without `virtual`; a mixin `Loud<Base> : Base` and a member
    template's instance `Outer<int>::Inner<long> : Cell<long>` resolve the same way."""
    from ddpa.analyses.callgraph.cha import ClassHierarchyAnalysis

    prog = lower_files([str(Path(__file__).parent / "cxx_programs" / "dependent_bases.cpp")])
    assert prog.diagnostics == []
    recs = prog.records
    assert recs["Offset<int>"].bases == ["Cell<int>"]
    assert recs["Offset<char>"].bases == ["Cell<char>"]  # named only by its initialiser
    assert recs["Loud<Named>"].bases == ["Named"]
    assert recs["Outer<int>::Inner<long>"].bases == ["Cell<long>"]
    assert recs["Offset<int>"].fields[0].name == "base$Cell<int>"
    assert recs["Offset<int>"].vmethods["get()"] == "Offset<int>::get"
    cha = ClassHierarchyAnalysis(prog)
    assert set(cha.targets_of("Cell<int>", "get()")) == {
        "Cell<int>::get", "Offset<int>::get", "Fixed::get"}
    assert set(cha.targets_of("Cell<long>", "get()")) == {
        "Cell<long>::get", "Outer<int>::Inner<long>::get"}
    assert set(cha.targets_of("Named", "who()")) == {"Named::who", "Loud<Named>::who"}


def test_a_dependent_base_no_code_names_is_named_by_the_appended_function() -> None:
    """When nothing in the unit names the base's instance (an implicit constructor, no
    conversion, no member of the base used), the function appended to the unit names it
    (also one in an anonymous namespace, and then its destructor, which the derived
    class's implicit one calls); one no code at file scope can name (its argument a class
    local to a function) is left out and reported."""
    prog = lower_source(
        "int n;\n"
        "template <class T> struct B { T v; ~B() { n++; } };\n"
        "template <class T> struct D : B<T> { int w; };\n"
        "namespace { template <class T> struct H { T h; }; }\n"
        "template <class T> struct E : H<T> { T w; };\n"
        "int main() { struct L { int a; }; D<L> l; { D<int> d; d.w = 1; }\n"
        "  E<int> e; e.w = 2; return n + e.w; }\n", "t.cpp")
    assert prog.records["D<int>"].bases == ["B<int>"]
    assert [b.startswith("anon$") for b in prog.records["E<int>"].bases] == [True]
    assert prog.functions["B<int>::~B"].has_body
    assert prog.records["D<L>"].bases == []
    assert [d.message for d in prog.diagnostics] == [
        "base 'B<T>' of 'D<L>' depends on the template's parameters and names no class "
        "the unit lowers ('B<L>'): left out of its layout"]
    r = run_program(prog, [], b"", InterpConfig())
    assert r.status == RunStatus.EXITED and r.exit_code == 3  # ~B ran once, e.w is 2


def test_a_template_instance_destructor_no_code_names_is_lowered() -> None:
    """libclang shows no cursor of an implicit instance's destructor that no call names;
    the function appended to the unit names it, so scope exit calls the instance's own
    destructor (lowered), also of a template in an anonymous namespace; an instance whose
    argument is a class local to a function, which no code at file scope can name, gets
    the unknown `C<L>::~C`, reported, never a silently trivial destruction."""
    prog = lower_source(
        "int n;\n"
        "template <class T> struct B { T v; ~B() { n++; } };\n"
        "namespace { template <class T> struct C { T v; ~C() { n += 10; } }; }\n"
        "int main() { { B<int> b; b.v = 1; C<int> c; c.v = 2; }\n"
        "  { struct L { int a; }; B<L> l; }\n"
        "  return n; }\n", "t.cpp")
    assert prog.functions["B<int>::~B"].has_body
    callees = [c.callee.name for _, c in prog.functions["main"].calls()
               if isinstance(c.callee, Direct)]
    assert "B<int>::~B" in callees
    hidden = [n for n in callees if n.endswith("::~C") or n.endswith("::~B")]
    assert sorted(prog.functions[n].has_body for n in hidden) == [False, True, True]
    missing = next(n for n in hidden if not prog.functions[n].has_body)
    assert [d.message for d in prog.diagnostics] == [
        f"destructor '{missing}' of a class template instance is not lowered (no call or "
        "override shows it): destroying an object of that class is a call of an unknown "
        "function"]


def test_range_for_over_library_containers_calls_what_the_explicit_loop_calls() -> None:
    """A range-based `for` over a std::vector calls the vector's `end`, the iterator's
    `!=` and `++` (named by the function appended to the unit, `cxxrange`) as the loop
    written with iterators does, and its body's virtual call is there; a loop over a
    class local to a function, which no file-scope code can name, keeps its body and is
    lowered with an unknown test and step, reported."""
    prog = lower_source(
        "#include <vector>\n"
        "struct A { virtual int say() { return 1; } };\n"
        "int main() { std::vector<A *> v; int s = 0;\n"
        "  for (A *a : v) s += a->say();\n"
        "  for (std::vector<A *>::iterator i = v.begin(); i != v.end(); ++i) s += 2;\n"
        "  return s; }\n", "v.cpp")
    assert [d.message for d in prog.diagnostics] == []
    main = prog.functions["main"]
    by_line: dict[int, list[str]] = {}
    for n, call in main.calls():
        name = call.callee.name if isinstance(call.callee, Direct) else \
            f"virtual {call.callee.method}"
        by_line.setdefault(n.instr.loc.line, []).append(name)
    wanted = {"std::vector<A *>::end", "__gnu_cxx::operator!=<A **, std::vector<A *>>",
              "__gnu_cxx::__normal_iterator<A **, std::vector<A *>>::operator++"}
    assert wanted <= set(by_line[5])  # (the loop written with iterators)
    deref = "__gnu_cxx::__normal_iterator<A **, std::vector<A *>>::operator*"
    assert wanted | {deref, "virtual say()"} <= set(by_line[4])

    local = lower_source(
        "struct A { virtual int say() { return 1; } };\n"
        "template <class T> struct It { T *p; T &operator*() { return *p; }\n"
        "  It &operator++() { ++p; return *this; }\n"
        "  bool operator!=(const It &o) const { return p != o.p; } };\n"
        "template <class T> struct Seq { T a[2]; It<T> begin() { return It<T>{a}; }\n"
        "  It<T> end() { return It<T>{a + 2}; } };\n"
        "int main() { struct L { A *x; }; Seq<L> q{}; int s = 0;\n"
        "  for (L &l : q) s += l.x->say();\n"
        "  return s; }\n", "l.cpp")
    msgs = [d.message for d in local.diagnostics]
    assert any("range-based for" in m and "unknown test and step" in m for m in msgs), msgs
    main = local.functions["main"]
    assert any(isinstance(c.callee, Virtual) for _, c in main.calls())


def test_structured_bindings_of_library_pairs_and_the_tuple_protocol() -> None:
    """`for (auto &[k, v] : map)` binds k and v to the library pair's `first` and
    `second` (no diagnostic; the pair is the iterator's `operator*`'s); a class of the
    program with the tuple protocol (`std::tuple_size` specialised: its names are `get<i>`
    results) is reported, its names unknown values."""
    prog = lower_source(
        "#include <map>\n"
        "struct A { virtual int say() { return 1; } };\n"
        "int main() { std::map<int, A *> m; int s = 0;\n"
        "  for (auto &[k, v] : m) s += k + v->say();\n"
        "  return s; }\n", "m.cpp")
    assert [d.message for d in prog.diagnostics] == []
    main = prog.functions["main"]
    assert any(isinstance(c.callee, Virtual) for _, c in main.calls())
    text = print_program(prog)
    assert "->second" in text and "->first" in text

    tup = lower_source(
        "#include <cstddef>\n"
        "struct T { int a, b; template <std::size_t I> int get() const "
        "{ return I ? b : a; } };\n"
        "namespace std { template <class> struct tuple_size;\n"
        "  template <> struct tuple_size<T> { static const std::size_t value = 2; };\n"
        "  template <std::size_t, class> struct tuple_element;\n"
        "  template <std::size_t I> struct tuple_element<I, T> { using type = int; }; }\n"
        "int main() { T t{1, 2}; auto [x, y] = t; return x + y; }\n", "t.cpp")
    msgs = [d.message for d in tup.diagnostics]
    assert any("structured binding" in m and "tuple protocol" in m for m in msgs), msgs


def test_each_units_static_initialisation_is_called_first_by_main(tmp_path: Path) -> None:
    """Globals of dynamic initialisation are initialised by one function per unit, which
    `main` calls first, in the units' order; a library without `main` keeps them as
    functions of their own; a POD global with a constant initialiser stays static data."""
    a = tmp_path / "a.cpp"
    b = tmp_path / "b.cpp"
    a.write_text("struct S { int v; S(int x) : v(x) {} };\nS one(1);\nint plain = 3;\n"
                 "int get();\nint main() { return one.v + get() + plain; }\n")
    b.write_text("struct T { int w; T() : w(2) {} };\nT two;\nint get() { return two.w; }\n")
    prog = lower_files([str(a), str(b)])
    assert prog.diagnostics == []
    main = prog.functions["main"]
    first = main.nodes[0].succs[0]
    second = first.succs[0]
    assert [first.instr.callee, second.instr.callee] == [
        Direct("__ddpa_static_init$a"), Direct("__ddpa_static_init$b")]
    init_a = prog.functions["__ddpa_static_init$a"]
    assert [c.callee for _, c in init_a.calls()] == [Direct("S::S")]
    assert prog.globals["plain"].init is not None
    r = run_program(prog, [], b"", InterpConfig())
    assert (r.status, r.exit_code) == (RunStatus.EXITED, 6)

    lib = lower_files([str(b)])
    assert "main" not in lib.functions and lib.functions["__ddpa_static_init"].has_body


def test_range_for_under_cxx11_and_class_constants_in_two_units(tmp_path: Path) -> None:
    """Under C++11, clang wraps `__range.begin()` in a copy it elides: the range-based
    `for` still finds its calls. A static data member initialised in its class, in a
    header two units include, is one object (no "defined twice")."""
    prog = lower_source(
        "#include <vector>\n"
        "struct A { virtual int say() { return 1; } };\n"
        "struct Bag { std::vector<A *> items; int all() { int s = 0;\n"
        "  for (A *a : items) s += a->say(); return s; } };\n"
        "int main() { Bag b; return b.all(); }\n", "v.cpp", ["-std=c++11"])
    assert [d.message for d in prog.diagnostics] == []
    names = {c.callee.name for _, c in prog.functions["Bag::all"].calls()
             if isinstance(c.callee, Direct)}
    assert "__gnu_cxx::operator!=<A **, std::vector<A *>>" in names

    (tmp_path / "k.h").write_text("struct K { static const int max = 5; };\n")
    (tmp_path / "a.cpp").write_text('#include "k.h"\nint a() { return K::max; }\n')
    (tmp_path / "b.cpp").write_text('#include "k.h"\nint a();\n'
                                     "int main() { return a() + K::max; }\n")
    two = lower_files([str(tmp_path / "a.cpp"), str(tmp_path / "b.cpp")])
    assert [d.message for d in two.diagnostics] == []


def test_library_algorithms_and_threads_call_back_what_they_are_given() -> None:
    """A lambda, a functor and a function pointer given to `std::for_each`, `std::sort`
    and `std::find_if`, and a function given to `std::thread`, are called after the
    library call, in a loop the library runs any number of times (its test
    `__ddpa_any_value`), with the range's elements (`*first`, the iterator's modelled
    `operator*`) or the thread's arguments; so the call graph reaches them."""
    from ddpa.analyses.alias.calls import indirect_targets

    prog = lower_source(
        "#include <algorithm>\n#include <vector>\n#include <thread>\n"
        "struct A { virtual int say() const { return 1; } };\n"
        "bool less_than(A *x, A *y) { return x->say() < y->say(); }\n"
        "struct Count { int n = 0; void operator()(const A *a) { n += a->say(); } };\n"
        "void work(A *a) { a->say(); }\n"
        "int main() { std::vector<A *> v; int total = 0;\n"
        "  std::for_each(v.begin(), v.end(), [&](A *a) { total += a->say(); });\n"
        "  std::sort(v.begin(), v.end(), less_than);\n"
        "  Count c = std::for_each(v.begin(), v.end(), Count());\n"
        "  A *arr[2] = {new A, new A};\n"
        "  auto it = std::find_if(arr, arr + 2, [](A *a) { return a->say() == 2; });\n"
        "  std::thread t(work, arr[0]); t.join();\n"
        "  return total + c.n + (it != arr + 2); }\n", "cb.cpp")
    assert [d.message for d in prog.diagnostics] == []
    main = prog.functions["main"]
    direct = {n.instr.loc.line: c.callee.name for n, c in main.calls()
              if isinstance(c.callee, Direct) and "operator()" in c.callee.name}
    assert direct == {9: "lambda@cb.cpp:9:37::operator()", 11: "Count::operator()",
                      13: "lambda@cb.cpp:13:40::operator()"}
    targets = indirect_targets(prog).targets
    at = {main.nodes[n].instr.loc.line: set(ts) for (f, n), ts in targets.items()
          if f == "main"}
    assert at[10] == {"less_than"} and at[14] == {"work"}
    loops = [n for n, c in main.calls() if c.callee == Direct("__ddpa_any_value")]
    assert len(loops) == 5 and all(len(n.succs) == 1 for n in loops)


def test_a_const_object_with_a_mutable_member_is_not_read_only() -> None:
    """Only objects nothing may modify are `const` in the IR (the analyses let no store
    define them, the interpreter faults on a write): a `mutable` member, in the class,
    a base or an array's elements, may be written through a const object."""
    p = lower("struct Cache { mutable int hits; int v; int get() const { return ++hits; } };\n"
              "struct Plain { int a; };\n"
              "struct Derived : Cache { int w; };\n"
              "const Cache c = {0, 1};\n"
              "const Plain p = {2};\n"
              "const Derived d = {};\n"
              "const Cache arr[2] = {};\n"
              "static const int table[2][2] = {{1, 2}, {3, 4}};\n"
              "int main() { return c.get() + p.a + d.w + arr[1].v + table[1][1]; }\n",
              "t.cpp")
    const = {n: g.is_const for n, g in p.globals.items() if n in ["c", "p", "d", "arr"]}
    assert const == {"c": False, "p": True, "d": False, "arr": False}
    assert [g.is_const for g in p.globals.values() if g.src_name == "table"] == [True]
