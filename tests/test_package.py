"""The package as a user installs it: sdist and wheel build, the wheel installs into a fresh
virtual environment, and its `ddpa` runs the demo from a folder outside the checkout."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import tarfile
import tomllib
import zipfile
from pathlib import Path

import pytest

from helpers import ROOT

pytestmark = [pytest.mark.package, pytest.mark.slow]

EXAMPLE_FILES = ("examples/README.md", "examples/dft_fig1.c", "examples/alias_fig1.c",
                 "examples/multi/compile_commands.json", "examples/multi/multi.h")
# what a build step prints when it cannot reach the package index
OFFLINE = re.compile(r"Failed to establish a new connection|Temporary failure in name "
                     r"resolution|No matching distribution found for setuptools")


def _clean_env(**extra: str) -> dict[str, str]:
    """The environment without what would make Python pick up the checkout instead of the
    installed package."""
    env = {k: v for k, v in os.environ.items()
           if k not in ("PYTHONPATH", "PYTHONHOME", "VIRTUAL_ENV", "PYTHONSTARTUP")}
    env.update(extra)
    return env


def _run(argv: list[str | Path], cwd: Path, env: dict[str, str],
         timeout: float = 600) -> subprocess.CompletedProcess[str]:
    return subprocess.run([str(a) for a in argv], cwd=cwd, env=env, capture_output=True,
                          text=True, timeout=timeout, check=False)


@pytest.fixture(scope="module")
def dist(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """`python -m build` of the checkout: the sdist, and the wheel built from that sdist."""
    pytest.importorskip("build", reason="the 'build' package (test extras) is not installed")
    out = tmp_path_factory.mktemp("dist")
    done = _run([sys.executable, "-m", "build", "--outdir", out, ROOT], out, _clean_env())
    if done.returncode != 0 and OFFLINE.search(done.stdout + done.stderr):
        pytest.skip("the build backend could not be fetched: no access to the package index")
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    return out


def _version() -> str:
    return str(tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["version"])


def test_sdist_and_wheel_carry_the_examples(dist: Path) -> None:
    [sdist] = dist.glob("ddpa-*.tar.gz")
    [wheel] = dist.glob("ddpa-*.whl")
    with tarfile.open(sdist) as tar:
        in_sdist = {n.split("/", 1)[1] for n in tar.getnames() if "/" in n}
    with zipfile.ZipFile(wheel) as zf:
        in_wheel = set(zf.namelist())
    for name in EXAMPLE_FILES:
        assert f"src/ddpa/{name}" in in_sdist, name
        assert f"ddpa/{name}" in in_wheel, name
    assert "ddpa/py.typed" in in_wheel and "ddpa/cli/main.py" in in_wheel
    assert sdist.name == f"ddpa-{_version()}.tar.gz"


def test_wheel_installs_and_runs_outside_the_checkout(dist: Path, tmp_path: Path) -> None:
    [wheel] = dist.glob("ddpa-*.whl")
    env = _clean_env()
    venv = tmp_path / "venv"
    made = _run([sys.executable, "-m", "venv", venv], tmp_path, env)
    assert made.returncode == 0, made.stderr
    py = venv / "bin" / "python"
    inst = _run([py, "-m", "pip", "install", "--quiet", "--disable-pip-version-check", wheel],
                tmp_path, env)
    if inst.returncode != 0 and OFFLINE.search(inst.stdout + inst.stderr):
        pytest.skip("the wheel's dependencies could not be fetched: no package index")
    assert inst.returncode == 0, inst.stdout[-3000:] + inst.stderr[-3000:]

    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    run_env = _clean_env(XDG_CACHE_HOME=str(tmp_path / "cache"))
    where = _run([py, "-c", "import ddpa; print(ddpa.__file__)"], elsewhere, run_env)
    assert Path(where.stdout.strip()).is_relative_to(venv), where.stdout + where.stderr

    ddpa = venv / "bin" / "ddpa"
    version = _run([ddpa, "--version"], elsewhere, run_env)
    assert version.returncode == 0 and version.stdout == f"ddpa {_version()}\n", version
    demo = _run([ddpa, "demo"], elsewhere, run_env)
    assert demo.returncode == 0 and "Traceback" not in demo.stderr, demo.stderr[-3000:]
    assert "dft_fig1.c" in demo.stdout and "multi/ (compdb)" in demo.stdout
    assert "RD(x, line 33) = {x@30, x@45}" in demo.stdout
    path = _run([ddpa, "demo", "--path"], elsewhere, run_env)
    assert Path(path.stdout.strip()).is_relative_to(venv)
    ran = _run([ddpa, "run", Path(path.stdout.strip()) / "dft_fig1.c"], elsewhere, run_env)
    assert ran.returncode == 0 and ran.stdout, ran.stderr
