"""The benchmark corpus: archives checked by SHA-256, unpacked once, lowered with their flags
(here from a local archive: the tests never use the network)."""

from __future__ import annotations

import hashlib
import io
import tarfile
from pathlib import Path

import pytest

from ddpa.bench.corpus import CORPUS, CorpusError, CorpusProgram, fetch, load
from ddpa.cli.main import main

UNIT = (b"int g;\nint *p;\nstatic void set(void) { p = &g; }\n"
        b"int main(void) { set(); return *p; }\n")


def _archive(tmp_path: Path) -> tuple[str, str]:
    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode="w:gz") as tar:
        for name, data in (("pkg-1/csrc/prog.c", UNIT), ("pkg-1/setup.py", b"# not C\n")):
            info = tarfile.TarInfo(name)
            info.size = len(data)
            tar.addfile(info, io.BytesIO(data))
    path = tmp_path / "pkg-1.tar.gz"
    path.write_bytes(buf.getvalue())
    return path.as_uri(), hashlib.sha256(buf.getvalue()).hexdigest()


def _program(url: str, sha: str) -> CorpusProgram:
    return CorpusProgram("toy", "a toy program", url, sha, "pkg-1", ("csrc",), ("csrc/*.c",),
                         ("-I{root}/csrc",))


def test_fetch_unpacks_only_the_program_folder_once(tmp_path: Path) -> None:
    url, sha = _archive(tmp_path)
    cache = tmp_path / "cache"
    root = fetch(_program(url, sha), cache)
    assert (root / "csrc" / "prog.c").read_bytes() == UNIT
    assert not (root / "setup.py").exists()
    assert _program(url, sha).units(root) == [str(root / "csrc" / "prog.c")]
    assert _program(url, sha).compile_flags(root) == (f"-I{root}/csrc",)
    Path(url.removeprefix("file://")).unlink()  # a second fetch needs no archive at all
    assert fetch(_program(url, sha), cache) == root


def test_an_archive_with_another_digest_is_refused(tmp_path: Path) -> None:
    url, _ = _archive(tmp_path)
    with pytest.raises(CorpusError, match="expected SHA-256"):
        fetch(_program(url, "0" * 64), tmp_path / "cache")


def test_a_missing_archive_is_a_corpus_error(tmp_path: Path) -> None:
    with pytest.raises(CorpusError, match="cannot download"):
        fetch(_program((tmp_path / "none.tar.gz").as_uri(), "0" * 64), tmp_path / "cache")


def test_load_lowers_the_units_and_counts_their_lines(tmp_path: Path) -> None:
    url, sha = _archive(tmp_path)
    prog, lines = load(_program(url, sha), tmp_path / "cache", use_cache=False)
    assert {"main", "set"} <= set(prog.functions) and lines == 4


def test_every_entry_pins_an_archive() -> None:
    for p in CORPUS.values():
        assert p.url.startswith("https://") and len(p.sha256) == 64 and p.files


def test_alias_bench_refuses_an_unknown_corpus_name(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["alias-bench", "--corpus", "no-such-program"]) == 1
    assert "unknown corpus program 'no-such-program'" in capsys.readouterr().err
