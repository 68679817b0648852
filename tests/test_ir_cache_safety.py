"""The IR cache cannot run code or change an answer: planted files, random damage, `ddpa cache`."""

from __future__ import annotations

import logging
import os
import pickle
import stat
import subprocess
import sys
import time
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ddpa.cli.main import main
from ddpa.ir.cache import (
    ENTRY_FORMAT,
    STALE_TEMP_SECONDS,
    IRCache,
    cache_info,
    clear_cache,
)
from ddpa.ir.printer import print_program
from ddpa.loader import Loaded, LoadOptions, load_program
from helpers import EXAMPLES

SOURCE = str(EXAMPLES / "dft_fig1.c")


def answer(loaded: Loaded) -> tuple[str, list[str]]:
    return print_program(loaded.program), [str(d) for d in loaded.program.diagnostics]


def load(cache_dir: Path) -> Loaded:
    return load_program([SOURCE], LoadOptions(cache_dir=cache_dir))


@pytest.fixture(scope="module")
def no_cache_answer() -> tuple[str, list[str]]:
    return answer(load_program([SOURCE], LoadOptions(use_cache=False)))


def the_entry(cache_dir: Path) -> Path:
    (entry,) = cache_dir.glob(f"*.ddpa-ir{ENTRY_FORMAT}")
    return entry


def cache_warnings(caplog: pytest.LogCaptureFixture) -> list[str]:
    return [r.getMessage() for r in caplog.records
            if r.name == "ddpa.ir.cache" and r.levelno >= logging.WARNING]


# --- planted files -------------------------------------------------------------------------


class _Payload:
    """Unpickling this writes a file: what a planted pickle could do with any callable."""

    def __init__(self, marker: Path) -> None:
        self.marker = marker

    def __reduce__(self) -> tuple[object, tuple[object, ...]]:
        return Path.write_text, (self.marker, "code ran")


@pytest.mark.parametrize("name", ["current", "format 1"])
def test_planted_pickle_does_not_run_code(
    tmp_path: Path, no_cache_answer: tuple[str, list[str]], name: str
) -> None:
    cache_dir, marker = tmp_path / "cache", tmp_path / "marker"
    load(cache_dir)
    entry = the_entry(cache_dir)
    if name == "format 1":  # where the pickle-based format read its entries
        entry = entry.with_name(entry.name.removesuffix(str(ENTRY_FORMAT)))
    planted = pickle.dumps(_Payload(marker))
    entry.write_bytes(planted)
    loaded = load(cache_dir)
    assert answer(loaded) == no_cache_answer and not marker.exists()
    pickle.loads(planted)  # the planted file would have run code if it were unpickled
    assert marker.read_text() == "code ran"


def test_planted_pickle_under_a_plain_ddpa_ir(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
    no_cache_answer: tuple[str, list[str]]
) -> None:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    marker = tmp_path / "marker"
    assert main(["ir", SOURCE]) == 0
    capsys.readouterr()
    the_entry(tmp_path / "ddpa").write_bytes(pickle.dumps(_Payload(marker)))
    assert main(["ir", SOURCE]) == 0
    assert capsys.readouterr().out == no_cache_answer[0] and not marker.exists()


damage = st.one_of(
    st.tuples(st.just("flip"), st.integers(0, 10**6), st.integers(1, 255)),
    st.tuples(st.just("truncate"), st.integers(0, 10**6), st.just(0)),
    st.tuples(st.just("append"), st.binary(min_size=1, max_size=16), st.just(0)),
)


def apply(data: bytes, ops: list[tuple[str, object, int]]) -> bytes:
    buf = bytearray(data)
    for op, arg, mask in ops:
        if op == "flip" and buf:
            buf[int(arg) % len(buf)] ^= mask  # type: ignore[call-overload]
        elif op == "truncate":
            del buf[int(arg) % (len(buf) + 1):]  # type: ignore[call-overload]
        elif op == "append":
            buf += arg  # type: ignore[operator]
    return bytes(buf)


@settings(max_examples=80, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(ops=st.lists(damage, min_size=1, max_size=3))
def test_damaged_entry_gives_the_no_cache_answer(
    tmp_path_factory: pytest.TempPathFactory, caplog: pytest.LogCaptureFixture,
    no_cache_answer: tuple[str, list[str]], ops: list[tuple[str, object, int]]
) -> None:
    cache_dir = tmp_path_factory.getbasetemp() / "damaged-cache"
    if not cache_dir.is_dir():
        load(cache_dir)
    entry = the_entry(cache_dir)
    good = entry.read_bytes()
    damaged = apply(good, ops)
    entry.write_bytes(damaged)
    caplog.clear()
    with caplog.at_level(logging.WARNING):
        loaded = load(cache_dir)
    assert answer(loaded) == no_cache_answer
    intact = damaged == good
    assert loaded.from_cache == intact
    assert len(cache_warnings(caplog)) == (0 if intact else 1)
    assert the_entry(cache_dir).read_bytes() == good  # re-lowered and stored again


def test_warning_is_one_line_naming_the_entry(
    tmp_path: Path, no_cache_answer: tuple[str, list[str]]
) -> None:
    env = {**os.environ, "XDG_CACHE_HOME": str(tmp_path)}
    argv = [sys.executable, "-c", "from ddpa.cli.main import entry; entry()", "ir", SOURCE]
    first = subprocess.run(argv, env=env, capture_output=True, text=True, check=True)
    entry = the_entry(tmp_path / "ddpa")
    entry.write_bytes(entry.read_bytes()[:-1])
    again = subprocess.run(argv, env=env, capture_output=True, text=True, check=True)
    assert again.stdout == first.stdout == no_cache_answer[0]
    assert again.stderr.splitlines() == [
        f"ignoring unreadable IR cache entry {entry}: checksum mismatch"]


# --- the folder ----------------------------------------------------------------------------


def test_folder_and_entries_are_private(tmp_path: Path) -> None:
    cache_dir = tmp_path / "a" / "cache"
    load(cache_dir)
    assert stat.S_IMODE(cache_dir.stat().st_mode) == 0o700
    assert stat.S_IMODE(the_entry(cache_dir).stat().st_mode) == 0o600


def test_folder_others_could_read_is_made_private(tmp_path: Path) -> None:
    cache_dir = tmp_path / "cache"
    cache_dir.mkdir(mode=0o755)
    cache_dir.chmod(0o755)
    load(cache_dir)
    assert stat.S_IMODE(cache_dir.stat().st_mode) == 0o700


def test_orphaned_temporary_files_are_removed_by_the_next_store(tmp_path: Path) -> None:
    cache_dir = tmp_path / "cache"
    load(cache_dir)
    name = the_entry(cache_dir).name
    orphan, busy = cache_dir / f".{name}.k1ll3d.tmp", cache_dir / f".{name}.wr1t1ng.tmp"
    orphan.write_bytes(b"partial")
    busy.write_bytes(b"partial")
    old = time.time() - STALE_TEMP_SECONDS - 60
    os.utime(orphan, (old, old))
    assert load_program([SOURCE], LoadOptions(cache_dir=cache_dir)).from_cache
    assert orphan.exists()  # loads do not write
    IRCache(cache_dir).store("0" * 64, load(cache_dir).program, [])
    assert not orphan.exists() and busy.exists()  # another run may still be writing `busy`
    clear_cache(cache_dir)
    assert not busy.exists()


# --- ddpa cache info|clear -------------------------------------------------------------------


def test_cache_info_and_clear(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                              capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    folder = tmp_path / "ddpa"
    load(folder)
    (folder / ("a" * 64 + ".ddpa-ir")).write_bytes(b"an entry of format 1")
    (folder / "corpus").mkdir()  # the benchmark corpus lives beside the entries
    assert main(["cache", "info"]) == 0
    out = capsys.readouterr().out.splitlines()
    size = the_entry(folder).stat().st_size
    assert out[:3] == [f"folder:  {folder}", f"format:  {ENTRY_FORMAT}", "entries: 1"]
    assert out[3].startswith("size:    ") and out[4].startswith("older formats: 1 entries")
    assert cache_info(folder).total_bytes == size
    assert main(["cache", "clear"]) == 0
    assert capsys.readouterr().out == f"removed 2 entries from {folder}\n"
    assert (folder / "corpus").is_dir() and cache_info(folder).entries == 0
    assert main(["cache", "info"]) == 0
    assert "entries: 0" in capsys.readouterr().out.splitlines()


def test_cache_info_of_a_missing_folder(tmp_path: Path) -> None:
    info = cache_info(tmp_path / "none")
    assert (info.entries, info.total_bytes, info.stale_entries) == (0, 0, 0)
    assert clear_cache(tmp_path / "none") == 0


def test_a_body_damaged_under_a_valid_checksum_is_one_error_line(
        tmp_path: Path, capsys: pytest.CaptureFixture[str],
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Bodies are decoded when first read: one that does not decode (an entry rewritten
    with a fresh checksum, not damage the checksum catches) stops the command with one
    line naming the function, never a traceback."""
    import json
    import zlib

    from ddpa.ir.cache import _entry, _inflate, parse_entry

    cache_dir = tmp_path / "xdg" / "ddpa"  # where the command line looks
    load(cache_dir)
    entry = the_entry(cache_dir)
    key = entry.name.split(".")[0]
    deps, size, payload, head = parse_entry(entry.read_bytes(), key)
    doc = json.loads(_inflate(payload[:head], size))
    for f in doc["functions"]:
        if f[1] == "main":
            f[-1] = '[[],"no nodes",[]]'
    text = json.dumps(doc).encode("ascii")
    packed = zlib.compress(text)  # the other bodies stay where they were, after it
    entry.write_bytes(_entry(key, deps, packed + payload[head:], len(text), len(packed)))
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    code = main(["ir", SOURCE])
    err = capsys.readouterr().err.strip().splitlines()
    assert code == 1 and len(err) == 1
    assert "damaged IR cache entry (function main" in err[0] and "ddpa cache clear" in err[0]


def test_a_body_whose_bytes_do_not_decompress_is_one_error_line(
        tmp_path: Path, capsys: pytest.CaptureFixture[str],
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Each body is compressed apart and decompressed when first read: bytes that do not
    decompress (under a fresh checksum) stop the command with one line naming the
    function."""
    import json

    from ddpa.ir.cache import _entry, _inflate, parse_entry

    cache_dir = tmp_path / "xdg" / "ddpa"
    load(cache_dir)
    entry = the_entry(cache_dir)
    key = entry.name.split(".")[0]
    deps, size, payload, head = parse_entry(entry.read_bytes(), key)
    doc = json.loads(_inflate(payload[:head], size))
    start, length, _ = next(f[-1] for f in doc["functions"] if f[1] == "main")
    bodies = bytearray(payload[head:])
    bodies[start:start + length] = b"\xff" * length
    entry.write_bytes(_entry(key, deps, bytes(payload[:head]) + bytes(bodies), size, head))
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    code = main(["ir", SOURCE])
    err = capsys.readouterr().err.strip().splitlines()
    assert code == 1 and len(err) == 1
    assert "damaged IR cache entry (function main: body" in err[0]
