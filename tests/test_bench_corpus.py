"""The benchmark corpus: archives checked by SHA-256, unpacked once, lowered with their flags
(here from a local archive: the tests never use the network)."""

from __future__ import annotations

import hashlib
import io
import tarfile
from pathlib import Path

import pytest

from ddpa.bench.corpus import (
    CORPUS,
    LANGUAGES,
    CorpusError,
    CorpusProgram,
    _main,
    addresses,
    debian_mirrors,
    default_cache_dir,
    fetch,
    load,
    names,
    native_command,
)
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
        assert p.url.startswith(("https://", "debian:pool/")), p.name
        assert len(p.sha256) == 64 and int(p.sha256, 16) >= 0 and p.files, p.name
        assert p.language in LANGUAGES, p.name
        assert p.url.endswith((".tar.gz", ".tar.xz", ".tar.bz2")), p.name


def test_the_cxx_entries_are_programs_of_their_own_language() -> None:
    cxx = {n for n, p in CORPUS.items() if p.language == "c++"}
    assert {"gperf", "gengetopt", "tinyxml", "ninja", "leveldb"} <= cxx
    for name in cxx:
        p = CORPUS[name]
        # each is a whole program whose units include C++ sources, pinned in Debian's pool
        assert p.url.startswith("debian:pool/main/"), name
        assert any(f.endswith((".cc", ".cpp")) for f in p.files), name
        assert all(not rel.startswith("/") and ".." not in rel for rel, _ in p.generated)


def test_all_names_the_c_programs_and_all_cxx_the_cxx_ones() -> None:
    c_programs = names("all")
    assert c_programs and all(CORPUS[n].language == "c" for n in c_programs)
    assert not set(c_programs) & {"gperf", "gengetopt", "tinyxml", "ninja"}
    cxx = names("all-c++", language="c++")
    assert set(cxx) == {n for n, p in CORPUS.items() if p.language == "c++"}
    assert set(names("all-c++", language=None)) == set(cxx)
    assert names("gperf,lz4", language=None) == ("gperf", "lz4")


def test_a_cxx_program_is_refused_where_c_is_expected() -> None:
    with pytest.raises(CorpusError, match="'tinyxml' is c\\+\\+, not c"):
        names("lz4,tinyxml")
    with pytest.raises(CorpusError, match="is c\\+\\+, not c"):
        names("all-c++")


def test_alias_bench_refuses_a_cxx_corpus_program(capsys: pytest.CaptureFixture[str]
                                                     ) -> None:
    assert main(["alias-bench", "--corpus", "gperf"]) == 1
    assert "'gperf' is c++, not c" in capsys.readouterr().err


def test_debian_addresses_come_from_apt_sources(tmp_path: Path,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    etc = tmp_path / "apt"
    (etc / "sources.list.d").mkdir(parents=True)
    (etc / "sources.list").write_text(
        "# a comment\ndeb [arch=amd64] http://one.example/debian stable main\n"
        "deb-src http://one.example/debian stable main\n")
    (etc / "sources.list.d" / "a.sources").write_text(
        "Types: deb\nURIs: https://two.example/debian/\nSuites: stable\n\n"
        "Types: deb\nURIs: http://off.example/debian\nEnabled: no\n")
    (etc / "sources.list.d" / "b.list.disabled").write_text("deb http://three.example/ x y\n")
    monkeypatch.delenv("DDPA_DEBIAN_MIRROR", raising=False)
    assert debian_mirrors(etc) == ["http://one.example/debian", "https://two.example/debian"]
    monkeypatch.setenv("DDPA_DEBIAN_MIRROR", "file:///nowhere")
    assert debian_mirrors(etc)[0] == "http://one.example/debian"  # only http(s) is used
    monkeypatch.setenv("DDPA_DEBIAN_MIRROR", "https://mine.example/debian/")
    assert debian_mirrors(etc)[0] == "https://mine.example/debian"


def test_a_debian_archive_is_tried_on_each_mirror_until_one_has_it(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    url, sha = _archive(tmp_path)
    pool = tmp_path / "mirror" / "pool" / "main" / "p"
    pool.mkdir(parents=True)
    Path(url.removeprefix("file://")).rename(pool / "pkg_1.orig.tar.gz")
    prog = CorpusProgram("toy", "a toy program", "debian:pool/main/p/pkg_1.orig.tar.gz", sha,
                         "pkg-1", ("csrc",), ("csrc/*.c",), language="c++",
                         generated=(("csrc/config.h", "#define X 1\n"),))
    mirrors = [(tmp_path / "empty").as_uri(), (tmp_path / "mirror").as_uri()]
    monkeypatch.setattr("ddpa.bench.corpus.debian_mirrors", lambda: mirrors)
    assert addresses(prog) == [m + "/pool/main/p/pkg_1.orig.tar.gz" for m in mirrors]
    root = fetch(prog, tmp_path / "cache")
    assert (root / "csrc" / "prog.c").read_bytes() == UNIT
    assert (root / "csrc" / "config.h").read_text() == "#define X 1\n"
    monkeypatch.setattr("ddpa.bench.corpus.debian_mirrors", lambda: [])
    with pytest.raises(CorpusError, match="no Debian archive"):
        fetch(prog, tmp_path / "other-cache")


def test_fetch_extracts_the_whole_top_folder_for_dot(tmp_path: Path) -> None:
    url, sha = _archive(tmp_path)
    prog = CorpusProgram("toy", "a toy program", url, sha, "pkg-1", (".",), ("csrc/prog.c",))
    root = fetch(prog, tmp_path / "cache")
    assert (root / "setup.py").exists() and (root / "csrc" / "prog.c").exists()


def test_native_command_uses_the_language_compiler(tmp_path: Path,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("CXX", raising=False)
    cmd = native_command(CORPUS["tinyxml"], tmp_path, tmp_path / "out")
    assert cmd[0] == "g++" and cmd[-2:] == ["-o", str(tmp_path / "out")]
    assert str(tmp_path / "xmltest.cpp") in cmd
    gperf = native_command(CORPUS["gperf"], tmp_path, tmp_path / "out")
    assert f"-I{tmp_path}/src" in gperf


def test_the_corpus_command_lists_and_fetches(tmp_path: Path,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    assert _main(["list"]) == 0
    listed = capsys.readouterr().out.splitlines()
    assert "gperf\tc++\tdebian:pool/main/g/gperf/gperf_3.1.orig.tar.gz" in listed
    assert len(listed) == len(CORPUS)
    assert _main(["fetch", "no-such-program", "--cache-dir", str(tmp_path)]) == 1
    assert "ddpa: unknown corpus program 'no-such-program'" in capsys.readouterr().err


def test_alias_bench_refuses_an_unknown_corpus_name(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["alias-bench", "--corpus", "no-such-program"]) == 1
    assert "unknown corpus program 'no-such-program'" in capsys.readouterr().err


@pytest.mark.slow
def test_tinyxml_from_the_corpus_builds_natively_and_passes_its_own_tests(tmp_path: Path
                                                                          ) -> None:
    """Only when TinyXML has already been fetched into the corpus cache (`python -m
    ddpa.bench.corpus fetch tinyxml`) and g++ is there: the tests never use the network."""
    import shutil
    import subprocess

    prog = CORPUS["tinyxml"]
    done = default_cache_dir() / prog.name / ".complete"
    if shutil.which("g++") is None or not done.exists():
        pytest.skip("no g++, or tinyxml not fetched (python -m ddpa.bench.corpus fetch tinyxml)")
    root = fetch(prog)
    out = tmp_path / "xmltest"
    subprocess.run(native_command(prog, root, out), check=True, timeout=600)
    work = tmp_path / "run"
    shutil.copytree(root, work)  # the test program writes files beside its inputs
    run = subprocess.run([str(out)], cwd=work, capture_output=True, timeout=60, check=False)
    assert run.returncode == 0 and b"Pass 109, Fail 0" in run.stdout
