"""The C++ program generator: deterministic, compiles with g++, runs to a deterministic end;
and the CHA soundness check on its programs (once the C++ front end and the interpreter's
virtual dispatch exist)."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

from ddpa.analyses.callgraph import ClassHierarchy, ClassHierarchyAnalysis
from ddpa.bench.generator_cxx import CXX_FLAGS, CxxGenConfig, GeneratedCxxProgram, generate_cxx
from ddpa.ir.instr import Virtual
from ddpa.ir.program import Program

needs_gxx = pytest.mark.skipif(shutil.which("g++") is None, reason="g++ not found")


def write(tmp_path: Path, g: GeneratedCxxProgram) -> Path:
    path = tmp_path / g.filename
    path.write_text(g.source)
    return path


def test_same_seed_same_program() -> None:
    assert generate_cxx(CxxGenConfig(seed=4)) == generate_cxx(CxxGenConfig(seed=4))
    assert generate_cxx(CxxGenConfig(seed=4)).source != generate_cxx(CxxGenConfig(seed=5)).source


def test_hierarchy_facts_match_the_source() -> None:
    g = generate_cxx(CxxGenConfig(seed=2, classes=12, multiple_inheritance=0.6))
    assert any(len(b) >= 2 for b in g.bases.values())  # some multiple inheritance
    assert max(_depth(g, c) for c in g.classes) >= 3  # several levels
    for c, bases in g.bases.items():
        decl = f"class {c} : " + ", ".join(f"public {b}" for b in bases) + " {"
        assert (decl if bases else f"class {c} {{") in g.source
        for m, fn in g.vmethods[c].items():
            owner = fn.split("::")[0]
            assert owner == c or owner in _ancestors(g, c)
            if owner == c and bases:
                assert re.search(rf"class {c} :.*?unsigned {m}\(unsigned x\) override",
                                 g.source, re.S)
    overridden = {fn for vm in g.vmethods.values() for fn in vm.values()}
    assert any(not fn.startswith(("K0::", "K1::")) for fn in overridden)  # some overrides


def _ancestors(g: GeneratedCxxProgram, c: str) -> set[str]:
    out: set[str] = set()
    todo = list(g.bases[c])
    while todo:
        b = todo.pop()
        out.add(b)
        todo.extend(g.bases[b])
    return out


def _depth(g: GeneratedCxxProgram, c: str) -> int:
    return 1 + max((_depth(g, b) for b in g.bases[c]), default=0)


def test_program_has_the_requested_features() -> None:
    g = generate_cxx(CxxGenConfig(seed=1))
    src = g.source
    assert re.search(r"p->next\d+->m\d+_\d+\(", src)  # virtual call through a field
    assert re.search(r"r \+= work\d+\(p, ", src)  # a base pointer passed on to a helper
    assert "return new K" in src and "delete p;" in src and "delete tmp;" in src
    assert len(g.helpers) == CxxGenConfig().helpers


@needs_gxx
@pytest.mark.parametrize("seed", [0, 3, 7, 11, 19])
def test_generated_program_compiles(tmp_path: Path, seed: int) -> None:
    g = generate_cxx(CxxGenConfig(seed=seed, classes=6 + seed % 7))
    r = subprocess.run(["g++", *CXX_FLAGS, "-fsyntax-only", str(write(tmp_path, g))],
                       capture_output=True, text=True)
    assert r.returncode == 0, r.stderr


@needs_gxx
@pytest.mark.parametrize("seed", [1, 6, 13])
def test_generated_program_runs_deterministically(tmp_path: Path, seed: int) -> None:
    g = generate_cxx(CxxGenConfig(seed=seed))
    exe = tmp_path / "prog"
    subprocess.run(["g++", *CXX_FLAGS, str(write(tmp_path, g)), "-o", str(exe)], check=True,
                   capture_output=True)
    outs = [subprocess.run([str(exe)], capture_output=True, text=True, timeout=30)
            for _ in range(2)]
    assert all(o.returncode == 0 for o in outs)
    assert outs[0].stdout == outs[1].stdout and re.fullmatch(r"\d+\n", outs[0].stdout)


@needs_gxx
@pytest.mark.parametrize("seed", [0, 3, 7, 8])
def test_virtual_inheritance_runs_as_its_gxx_build(tmp_path: Path, seed: int) -> None:
    """Generated hierarchies with virtual bases (each initialised by every class below
    it): `ddpa run` prints what the g++ build prints."""
    from ddpa.interp import InterpConfig, run_program

    g = generate_cxx(CxxGenConfig(seed=seed, virtual_inheritance=0.5))
    assert "public virtual K" in g.source
    src, exe = write(tmp_path, g), tmp_path / "prog"
    subprocess.run(["g++", *CXX_FLAGS, str(src), "-o", str(exe)], check=True,
                   capture_output=True)
    want = subprocess.run([str(exe)], capture_output=True, text=True, timeout=30)
    got = run_program(lower_cxx_file(src), config=InterpConfig(max_seconds=120))
    assert (got.exit_code, got.stdout.decode()) == (want.returncode, want.stdout)


# --- soundness of CHA against the interpreter (needs the C++ front end) -------------------


def lower_cxx_file(path: Path) -> Program:
    from ddpa.frontend.clang import FrontendError
    from ddpa.loader import load_program

    try:
        return load_program([str(path)]).program
    except FrontendError as exc:
        if "C++ is not analysed yet" in str(exc):
            pytest.skip("needs the C++ front end")
        raise


@pytest.mark.parametrize(("seed", "virtual"), [(0, 0.0), (1, 0.0), (2, 0.0), (3, 0.0),
                                               (4, 0.5), (5, 0.5)])
def test_cha_covers_every_observed_virtual_call(tmp_path: Path, seed: int,
                                                virtual: float) -> None:
    from ddpa.interp.hooks import Trace
    from ddpa.interp.observe import check_covered, run_observed

    g = generate_cxx(CxxGenConfig(seed=seed, virtual_inheritance=virtual))
    prog = lower_cxx_file(write(tmp_path, g))
    cha = ClassHierarchyAnalysis(prog)
    virtual = {(ref.caller, ref.node): call for ref, call in cha.sites()
               if isinstance(call.callee, Virtual)}
    static = {(f, n, t) for (f, n), call in virtual.items() for t in cha.resolve(call)}
    obs = run_observed(prog, kinds=Trace.CALLS)
    observed = {e for e in obs.call_edges() if (e.site.function, e.site.node) in virtual}
    assert observed, "the run made no virtual call"
    assert check_covered(observed, static, "CHA call graph") == []


@pytest.mark.parametrize("seed", [0, 5])
def test_lowered_hierarchy_matches_the_generator(tmp_path: Path, seed: int) -> None:
    g = generate_cxx(CxxGenConfig(seed=seed))
    h = ClassHierarchy.from_program(lower_cxx_file(write(tmp_path, g)))
    for c in g.classes:
        assert h.superclasses(c) == list(g.bases[c])
        impl = {k.split("(")[0]: h.implementation(c, k) for k in h.method_keys(c)}
        assert {m: impl[m] for m in g.vmethods[c]} == dict(g.vmethods[c])

