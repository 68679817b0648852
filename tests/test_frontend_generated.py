"""Generated programs of every feature mix lower without diagnostics into verified IR."""

from __future__ import annotations

from pathlib import Path

import pytest

from ddpa.bench.generator import GenConfig, generate, generate_multi, write_multi
from ddpa.frontend.clang import lower_compdb, lower_source
from ddpa.graphs.callgraph import build_call_graph
from ddpa.ir.printer import print_program
from ddpa.ir.reader import read_program
from ddpa.ir.verify import verify_program

KNOBS = ["use_pointers", "use_structs", "use_heap", "use_function_pointers",
         "use_recursion", "use_loops", "use_strings", "use_goto"]


def clean(prog: object) -> None:
    assert prog.diagnostics == []  # type: ignore[attr-defined]
    assert [m for m in verify_program(prog) if m.startswith("error")] == []  # type: ignore[arg-type]


@pytest.mark.parametrize("seed", range(4))
def test_generated_program_lowers_cleanly(seed: int) -> None:
    gen = generate(GenConfig(seed=seed, target_lines=600))
    prog = lower_source(gen.source, "gen.c")
    clean(prog)
    defined = {f.source_name for f in prog.defined_functions()}
    assert set(gen.functions) <= defined


@pytest.mark.parametrize("knob", KNOBS)
def test_each_feature_off_still_lowers(knob: str) -> None:
    gen = generate(GenConfig(seed=7, target_lines=300, **{knob: False}))
    clean(lower_source(gen.source, "gen.c"))


def test_address_before_copy_variant_lowers() -> None:
    gen = generate(GenConfig(seed=3, target_lines=400, address_before_copy=True))
    clean(lower_source(gen.source, "gen.c"))


def test_generated_call_edges_are_in_the_call_graph() -> None:
    gen = generate(GenConfig(seed=11, target_lines=800))
    cg = build_call_graph(lower_source(gen.source, "gen.c"))
    for caller, callee in gen.call_edges:
        assert callee in cg.callees(caller) or callee in cg.address_taken(), (caller, callee)


def test_generated_program_round_trips_through_ir_text() -> None:
    gen = generate(GenConfig(seed=5, target_lines=500))
    text = print_program(lower_source(gen.source, "gen.c"))
    assert print_program(read_program(text)) == text


def test_generated_multi_unit_program_links(tmp_path: Path) -> None:
    multi = generate_multi(GenConfig(seed=2, target_lines=900), units=3)
    write_multi(multi, tmp_path)
    prog = lower_compdb(tmp_path / "compile_commands.json")
    clean(prog)
    assert len(prog.units) == 3
    statics: dict[str, int] = {}
    for qualified in multi.static_functions:  # "unit.c:name"
        name = qualified.split(":", 1)[1]
        statics[name] = statics.get(name, 0) + 1
    shared = [n for n, count in statics.items() if count >= 2]
    assert shared
    for name in shared:
        found = prog.find_functions(name)
        assert len(found) == statics[name] and all(f.is_static for f in found)
