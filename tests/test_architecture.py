"""Dependencies point one way: no module imports a higher layer, no circles of imports.

The layers of /work/shared/ARCHITECTURE.md's drawing, lowest first: `ir` knows nothing
above it; the front end emits IR; graphs and analyses read IR; clients choose queries;
`report` formats; the demo and the benchmarks are clients of the library; `cli` is on top.
A module may import its own package and packages of lower layers only (siblings of one
layer do not import each other). Every import counts, also those inside functions and
under `TYPE_CHECKING`: they are dependencies of the design even when Python resolves them
late.
"""

from __future__ import annotations

import ast
from collections.abc import Iterable, Mapping
from fnmatch import fnmatchcase
from functools import cache
from pathlib import Path

import pytest

from ddpa.graphs.callgraph import tarjan_sccs

SRC = Path(__file__).resolve().parents[1] / "src"

# rank of each package (or module directly inside `ddpa`); a lower rank is a lower layer
LAYERS: dict[str, int] = {
    "ir": 0,
    "about": 0,  # the version, from package metadata
    "bundled": 0,  # where the bundled example programs are
    "frontend": 1,
    "graphs": 1,
    "loader": 2,  # sources or IR text -> Program, through the front end and the IR cache
    "analyses": 2,
    "interp": 2,
    "symex": 3,  # concolic execution on the interpreter, compositional search
    "clients": 4,
    "report": 5,
    "demo": 6,
    "bench": 6,
    "cli": 7,
}

# generic engines import nothing project-specific beyond each other
GENERIC = frozenset({"ddpa.analyses.alias.cfl", "ddpa.analyses.alias.worklists",
                     "ddpa.analyses.alias.codes", "ddpa.analyses.alias.steps",
                     "ddpa.analyses.alias.grammar"})

# circles that exist and are being taken apart (module names, `fnmatch` patterns): a circle
# among (some of) these modules is tolerated until it is gone; any other circle fails.
KNOWN_CIRCLES: dict[str, tuple[str, ...]] = {
}

Graph = Mapping[str, frozenset[str]]


# --- reading the imports ----------------------------------------------------------------------


def module_names(src: Path) -> dict[str, Path]:
    """Dotted name -> file for every module under src/ddpa (a package is its __init__)."""
    out: dict[str, Path] = {}
    for f in sorted((src / "ddpa").rglob("*.py")):
        parts = list(f.relative_to(src).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        out[".".join(parts)] = f
    return out


def imports_of(module: str, text: str, known: Iterable[str], is_package: bool = False
               ) -> frozenset[str]:
    """The project modules a module's source imports, anywhere in it (`from P import m`
    names the submodule m when there is one, else the package P)."""
    known = set(known)
    package = module if is_package else module.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(ast.parse(text)):
        if isinstance(node, ast.Import):
            found.update(_longest_module(a.name, known) for a in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                up = package.split(".")[:len(package.split(".")) - node.level + 1]
                base = ".".join([*up, base] if base else up)
            subs = [f"{base}.{a.name}" for a in node.names]
            found.update(s for s in subs if s in known)
            if any(s not in known for s in subs):
                found.add(_longest_module(base, known))
    found.discard("")
    found.discard(module)
    return frozenset(found)


def _longest_module(name: str, known: set[str]) -> str:
    parts = name.split(".")
    while parts and ".".join(parts) not in known:
        parts.pop()
    return ".".join(parts)


@cache
def import_graph() -> Graph:
    mods = module_names(SRC)
    return {m: imports_of(m, f.read_text(encoding="utf-8"), mods, f.name == "__init__.py")
            for m, f in mods.items()}


# --- what the checks compute ------------------------------------------------------------------


def layer_of(module: str) -> str:
    """`ddpa.analyses.alias.cfl` -> `analyses`; `ddpa.loader` -> `loader`."""
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else ""


def unit_of(module: str, packages: Iterable[str]) -> str:
    """The package a module belongs to; a module directly inside `ddpa` is its own unit."""
    if module in packages or module.count(".") == 1:
        return module
    return module.rpartition(".")[0]


def upward_imports(graph: Graph, layers: Mapping[str, int]) -> list[str]:
    out = []
    for a, targets in sorted(graph.items()):
        for b in sorted(targets):
            la, lb = layer_of(a), layer_of(b)
            if la != lb and layers[lb] >= layers[la]:
                out.append(f"{a} ({la}, layer {layers[la]}) imports {b} ({lb}, layer "
                           f"{layers[lb]})")
    return out


def circles(graph: Graph) -> list[frozenset[str]]:
    """The strongly connected components of more than one module."""
    comps = tarjan_sccs(sorted(graph), lambda v: sorted(graph.get(v, ())))
    return [frozenset(c) for c in comps if len(c) > 1]


def package_graph(graph: Graph) -> Graph:
    packages = {m for m, f in module_names(SRC).items() if f.name == "__init__.py"}
    out: dict[str, set[str]] = {}
    for a, targets in graph.items():
        ua = unit_of(a, packages)
        out.setdefault(ua, set()).update(u for b in targets if (u := unit_of(b, packages)) != ua)
    return {k: frozenset(v) for k, v in out.items()}


def within(circle: frozenset[str], patterns: tuple[str, ...]) -> bool:
    return all(any(fnmatchcase(m, p) for p in patterns) for m in circle)


def _show(circle: frozenset[str]) -> str:
    return " <-> ".join(sorted(circle))


# --- the checks ---------------------------------------------------------------------------------


def test_every_package_has_a_layer() -> None:
    missing = sorted({layer_of(m) for m in import_graph()} - set(LAYERS) - {""})
    assert not missing, f"place these in LAYERS: {missing}"


def test_no_module_imports_a_higher_layer() -> None:
    assert upward_imports(import_graph(), LAYERS) == []


def test_generic_engines_import_nothing_project_specific() -> None:
    graph = import_graph()
    assert {m: sorted(graph[m] - GENERIC) for m in GENERIC if graph[m] - GENERIC} == {}


def test_no_circle_among_packages() -> None:
    assert [_show(c) for c in circles(package_graph(import_graph()))] == []


def test_no_circle_among_modules_beyond_the_known_ones() -> None:
    new = [c for c in circles(import_graph())
           if not any(within(c, known) for known in KNOWN_CIRCLES.values())]
    assert [_show(c) for c in new] == []


@pytest.mark.xfail(strict=True, reason="being untangled")
@pytest.mark.parametrize("name", sorted(KNOWN_CIRCLES))
def test_known_circle_is_gone(name: str) -> None:
    """Fails (XPASS) once the circle is gone: then take it off KNOWN_CIRCLES."""
    assert not [c for c in circles(import_graph()) if within(c, KNOWN_CIRCLES[name])]


# --- the checks catch what they should (on made-up modules) -------------------------------------


def test_imports_inside_functions_and_relative_ones_are_read() -> None:
    known = ["ddpa.ir.instr", "ddpa.ir", "ddpa.cli.main", "ddpa.cli", "ddpa.graphs.peg"]
    text = ("import ddpa.ir.instr as i\n"
            "def f():\n    from ddpa.cli.main import UserError\n"
            "class C:\n    def g(self):\n        from . import peg\n")
    got = imports_of("ddpa.graphs.cfg", text, known)
    assert got == {"ddpa.ir.instr", "ddpa.cli.main", "ddpa.graphs.peg"}


def test_an_upward_import_and_a_circle_are_found() -> None:
    graph = {"ddpa.ir.instr": frozenset({"ddpa.cli.main"}),
             "ddpa.cli.main": frozenset({"ddpa.ir.instr"}),
             "ddpa.graphs.cfg": frozenset({"ddpa.ir.instr"})}
    assert upward_imports(graph, LAYERS) == [
        "ddpa.ir.instr (ir, layer 0) imports ddpa.cli.main (cli, layer 7)"]
    assert circles(graph) == [frozenset({"ddpa.ir.instr", "ddpa.cli.main"})]
    chain = {"a": frozenset({"b"}), "b": frozenset({"c"}), "c": frozenset({"a"}),
             "d": frozenset({"a"})}
    assert circles(chain) == [frozenset({"a", "b", "c"})]
