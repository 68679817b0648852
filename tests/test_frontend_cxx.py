"""The C++ lowering: golden IR per construct, IR names and shapes, programs run like g++."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from ddpa.frontend.clang import FrontendError, lower_files, lower_source
from ddpa.interp import InterpConfig, RunStatus, run_program
from ddpa.ir.instr import Alloc, Call, Direct, FieldAddr
from ddpa.ir.printer import print_program
from ddpa.ir.types import PointerType, RecordKind, RecordType
from ddpa.ir.verify import verify_program
from helpers import GOLDEN, check_golden

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
    prog = lower_source("struct A { int v; A(int x) : v(x) {} ~A() {} };\n"
                        "int main() { A *a = new A(3); int r = a->v; delete a; return r; }\n",
                        "t.cpp")
    main = prog.functions["main"]
    instrs = [n.instr for n in main.nodes]
    alloc = next(i for i in instrs if isinstance(i, Alloc))
    assert alloc.fn == "operator new"
    assert prog.alloc_sites[alloc.site].type == RecordType(RecordKind.CLASS, "A")
    names = [i.callee.name for i in instrs
             if isinstance(i, Call) and isinstance(i.callee, Direct)]
    assert names == ["A::A", "A::~A", "operator delete"]
    r = run_program(prog, [], b"", InterpConfig())
    assert r.status is RunStatus.EXITED and r.exit_code == 3


def test_a_cxx_error_is_clangs_first_error_in_one_line() -> None:
    with pytest.raises(FrontendError) as exc:
        lower_source("int main() { undeclared(); }\n", "bad.cpp")
    assert str(exc.value).startswith("bad.cpp:1:14: error: use of undeclared identifier")
