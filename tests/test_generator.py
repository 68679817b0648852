"""Tests of the synthetic C program generator: determinism, size, and well-defined behaviour."""

from __future__ import annotations

import itertools
import json
import re
import shutil
import subprocess
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import fields
from pathlib import Path

import pytest

from ddpa.bench.generator import (
    GCC_FLAGS,
    GenConfig,
    GeneratedProgram,
    generate,
    generate_multi,
    write_multi,
    write_program,
)

KNOBS = tuple(f.name for f in fields(GenConfig) if f.type in ("bool", bool))
SANITIZE = ("-fsanitize=undefined,address", "-fno-sanitize-recover=all")
INPUTS: tuple[tuple[tuple[str, ...], bytes], ...] = (
    ((), b""),
    (("1",), b"a"),
    (("2",), b"xy"),
    (("77",), b""),
    (("12345",), b"hello\n"),
)


def _gcc() -> str:
    gcc = shutil.which("gcc")
    if gcc is None:
        pytest.skip("gcc is not installed: generated programs cannot be compiled here")
    return gcc


def _compile(sources: Sequence[Path], exe: Path, extra: Sequence[str] = ()) -> None:
    cmd = [_gcc(), *GCC_FLAGS, *extra, *map(str, sources), "-o", str(exe)]
    done = subprocess.run(cmd, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr[:4000]


def _run(exe: Path, argv: Sequence[str] = (), stdin: bytes = b"") -> bytes:
    done = subprocess.run([str(exe), *argv], input=stdin, capture_output=True, timeout=30)
    assert done.returncode == 0, done.stderr.decode(errors="replace")[:4000]
    return done.stdout


def _build(program: GeneratedProgram, directory: Path, extra: Sequence[str] = ()) -> Path:
    source = write_program(program, directory)
    exe = directory / "prog"
    _compile([source], exe, extra)
    return exe


def _check_behaviour(exe: Path) -> None:
    """Exit status 0, same output on re-runs, and input-dependent output."""
    outputs = []
    for argv, stdin in INPUTS:
        first = _run(exe, argv, stdin)
        assert first, "program printed nothing"
        assert _run(exe, argv, stdin) == first, f"non-deterministic output for {argv}"
        outputs.append(first)
    assert len(set(outputs)) > 1, "output does not depend on the input"


# ------------------------------------------------------------------- pure generation


def test_same_config_gives_identical_output() -> None:
    cfg = GenConfig(seed=11, target_lines=1500)
    assert generate(cfg) == generate(cfg)
    multi = GenConfig(seed=4, target_lines=900)
    assert generate_multi(multi, 3) == generate_multi(multi, 3)


def test_different_seeds_differ() -> None:
    sources = {generate(GenConfig(seed=s, target_lines=600)).source for s in range(5)}
    assert len(sources) == 5


@pytest.mark.parametrize("target", [200, 1000, 10000])
def test_size_within_ten_percent(target: int) -> None:
    for seed in range(3):
        program = generate(GenConfig(seed=seed, target_lines=target))
        assert program.lines == program.source.count("\n")
        assert abs(program.lines - target) <= target // 10, (seed, program.lines)


def test_metadata_matches_source() -> None:
    program = generate(GenConfig(seed=2, target_lines=2000))
    src = program.source
    for name in program.functions:
        assert re.search(rf"^(static )?[a-z ]+\**{name}\(", src, re.M), name
    for name in program.globals:
        assert re.search(rf"\b{name}\b", src), name
    assert program.recursive_functions
    assert program.address_taken_functions
    defined = set(program.functions)
    for caller, callee in program.call_edges:
        assert caller in defined and callee in defined
    assert any(a == b for a, b in program.call_edges), "no direct recursion"
    assert any((b, a) in program.call_edges for a, b in program.call_edges if a != b)


def test_content_mix() -> None:
    src = generate(GenConfig(seed=5, target_lines=5000)).source
    for needle in (
        "malloc(",
        "free(",
        "->next",
        "->pin->a",
        "switch (",
        "/* fall through */",
        "do {",
        "while (",
        "for (",
        "goto done;",
        "static unsigned calls",
        "strcpy(",
        "strlen(",
        "memcpy(",
        "sizeof(",
        "int *gptrs[2] = {&gi0, &gi1};",
        "binop_fn gops[4]",
        "int **",
        " ? ",
        "&&",
        "||",
        "getchar()",
    ):
        assert needle in src, needle


def test_address_before_copy_has_no_null_pointer_variables() -> None:
    src = generate(GenConfig(seed=3, target_lines=3000, address_before_copy=True)).source
    assert not re.search(r"\*\s*\w+ = NULL;", src)
    assert not re.search(r"^\s*\w+ = NULL;", src, re.M)
    assert "&g_sentinel" in src


def test_knobs_switch_features_off() -> None:
    off = {knob: False for knob in KNOBS}
    src = generate(GenConfig(seed=1, target_lines=800, **off)).source
    body = src.split("int main(", 1)[0]
    for needle in ("malloc(", "struct ", "binop_fn", "for (", "while (", "goto ", "strcpy(", "*"):
        if needle == "*":
            assert not re.search(r"\w \*\w|\(\w+ \*\)", body), "pointer declared"
        else:
            assert needle not in body, needle


def test_config_validation() -> None:
    with pytest.raises(ValueError):
        GenConfig(target_lines=0)
    with pytest.raises(ValueError):
        GenConfig(max_loop_bound=50)
    with pytest.raises(ValueError):
        generate_multi(GenConfig(), 1)


def test_compile_commands(tmp_path: Path) -> None:
    program = generate(GenConfig(seed=1, target_lines=300))
    source = write_program(program, tmp_path / "one")
    entries = json.loads((tmp_path / "one" / "compile_commands.json").read_text())
    assert [e["file"] for e in entries] == [str(source)]
    assert entries[0]["directory"] == str((tmp_path / "one").resolve())
    assert entries[0]["arguments"][-1] == source.name
    multi = generate_multi(GenConfig(seed=1, target_lines=600), 3)
    written = write_multi(multi, tmp_path / "multi")
    entries = json.loads((tmp_path / "multi" / "compile_commands.json").read_text())
    assert sorted(e["file"] for e in entries) == sorted(str(p) for p in written)
    assert (tmp_path / "multi" / multi.header_name).read_text() == multi.header


# ------------------------------------------------------------------- compiled behaviour


@pytest.mark.parametrize(("seed", "target"), [(0, 1000), (1, 5000)])
def test_compiles_runs_and_depends_on_input(tmp_path: Path, seed: int, target: int) -> None:
    exe = _build(generate(GenConfig(seed=seed, target_lines=target)), tmp_path)
    _check_behaviour(exe)


def test_every_knob_combination_compiles(tmp_path: Path) -> None:
    gcc = _gcc()
    paths = []
    for n, values in enumerate(itertools.product((False, True), repeat=len(KNOBS))):
        cfg = GenConfig(seed=n, target_lines=150, **dict(zip(KNOBS, values, strict=True)))
        path = tmp_path / f"combo{n:03d}.c"
        path.write_text(generate(cfg).source)
        paths.append(str(path))

    def check(batch: list[str]) -> str:
        cmd = [gcc, *GCC_FLAGS, "-fsyntax-only", *batch]
        done = subprocess.run(cmd, capture_output=True, text=True, timeout=300)
        return done.stderr if done.returncode else ""

    batches = [paths[k : k + 64] for k in range(0, len(paths), 64)]
    with ThreadPoolExecutor(max_workers=2) as pool:
        errors = [e for e in pool.map(check, batches) if e]
    assert not errors, errors[0][:4000]


@pytest.mark.parametrize("knob", KNOBS)
def test_single_knob_flipped_builds_and_runs(tmp_path: Path, knob: str) -> None:
    default = getattr(GenConfig(), knob)
    cfg = GenConfig(seed=len(knob), target_lines=400, **{knob: not default})
    exe = _build(generate(cfg), tmp_path, ["-O2"])
    assert _run(exe, ["5"], b"q") == _run(exe, ["5"], b"q")


def test_multi_unit_compiles_links_and_runs(tmp_path: Path) -> None:
    program = generate_multi(GenConfig(seed=7, target_lines=1500), units=3)
    assert abs(program.lines - 1500) <= 150
    statics = [name.split(":", 1)[1] for name in program.static_functions]
    assert any(statics.count(name) >= 2 for name in statics)
    for name in program.sources:
        assert "static int unit_mix(int x)\n{" in program.sources[name]
    sources = write_multi(program, tmp_path)
    exe = tmp_path / "multi"
    _compile(sources, exe)
    _check_behaviour(exe)


def test_address_before_copy_programs_run(tmp_path: Path) -> None:
    for seed in range(2):
        cfg = GenConfig(seed=seed, target_lines=800, address_before_copy=True)
        exe = _build(generate(cfg), tmp_path / str(seed))
        _check_behaviour(exe)


def _sanitizers_work(tmp_path: Path) -> bool:
    probe = tmp_path / "probe.c"
    probe.write_text(
        "#include <stdlib.h>\nint main(void)\n{\n    int *p = malloc(4);\n"
        "    if (p == NULL) {\n        return 1;\n    }\n    *p = 0;\n    free(p);\n"
        "    return 0;\n}\n"
    )
    cmd = [_gcc(), *SANITIZE, str(probe), "-o", str(tmp_path / "probe")]
    if subprocess.run(cmd, capture_output=True, timeout=60).returncode != 0:
        return False
    return (
        subprocess.run([str(tmp_path / "probe")], capture_output=True, timeout=30).returncode == 0
    )


@pytest.mark.parametrize("seed", range(5))
def test_no_undefined_behaviour_under_sanitizers(tmp_path: Path, seed: int) -> None:
    if not _sanitizers_work(tmp_path):
        pytest.skip("gcc cannot build or run sanitized binaries here")
    exe = _build(generate(GenConfig(seed=seed, target_lines=1000)), tmp_path, [*SANITIZE, "-g"])
    for argv, stdin in INPUTS[:3]:
        _run(exe, argv, stdin)
