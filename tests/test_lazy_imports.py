"""A question loads the code it runs: one whose facts were all kept loads no alias analysis,
and one whose program is in the IR cache no front end (libclang).

Each `ddpa` command is a process of its own, and importing is a large part of a short
one. The alias package names its parts without loading them (`ddpa.analyses.alias`'s
`__getattr__`), and the data-flow oracle names its configuration from
`ddpa.analyses.alias.options` and `ddpa.graphs.peg_config`, so it sets the analysis up,
code and all, only when a question first asks for an alias fact. The flags of a command
line or compile database are read without the front end (`ddpa.frontend.units`).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import ddpa.analyses.alias as alias_package
from helpers import EXAMPLES

ANALYSIS = ("ddpa.analyses.alias.analysis", "ddpa.analyses.alias.andersen",
            "ddpa.analyses.alias.cfl", "ddpa.graphs.peg")

FRONT_END = {"ddpa.frontend.clang", "clang.cindex"}

_RUN = """
import json, sys
from ddpa.cli.main import main
code = main(sys.argv[1:])
sys.stdout.flush()
print(json.dumps(sorted(m for m in sys.modules if m.startswith(("ddpa", "clang")))),
      file=sys.stderr)
raise SystemExit(code)
"""


def _loaded(args: list[str], env: dict[str, str]) -> tuple[dict[str, object], set[str]]:
    """`ddpa ARGS --json` in a process of its own: its answer and the modules it loaded."""
    done = subprocess.run([sys.executable, "-c", _RUN, *args, "--json"], env=env,
                          capture_output=True, text=True, check=True, timeout=300)
    return json.loads(done.stdout), set(json.loads(done.stderr.strip().splitlines()[-1]))


def test_a_question_whose_facts_were_kept_loads_no_alias_analysis_nor_front_end(
        tmp_path: Path) -> None:
    source = tmp_path / "p.c"
    source.write_text((EXAMPLES / "dft_fig1.c").read_text())
    line = next(k for k, text in enumerate(source.read_text().splitlines(), 1)
                if "proc3(x);" in text)
    env = {**os.environ, "XDG_CACHE_HOME": str(tmp_path / "cache")}
    args = ["rd", str(source), "--var", "x", "--at", f"{source}:{line}", "--cflags=-DUNUSED=1"]
    first, first_modules = _loaded(args, env)
    again, again_modules = _loaded(args, env)
    assert first["stats"]["alias"]["facts"] == "made"
    assert set(ANALYSIS) <= first_modules  # (the checks can fail: they are what it made)
    assert first_modules >= FRONT_END
    assert again["answer"] == first["answer"]
    assert again["stats"]["alias"] == {"facts": "none"}
    assert again_modules & set(ANALYSIS) == set()
    assert again_modules & FRONT_END == set()


def test_every_name_the_alias_package_exports_is_found_where_it_says() -> None:
    for name in alias_package.__all__:
        obj = getattr(alias_package, name)
        assert obj.__name__ == name
        assert obj.__module__ == f"ddpa.analyses.alias.{alias_package._HOMES[name]}"
    assert sorted(alias_package._HOMES) == sorted(alias_package.__all__)
