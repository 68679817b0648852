"""Tests for the on-disk IR cache: keys, round trips, dependency checks, damaged entries."""

from __future__ import annotations

import hashlib
import logging
import zlib
from pathlib import Path

import pytest

from ddpa.ir.cache import (
    ENTRY_FORMAT,
    IRCache,
    default_cache_dir,
    dumps_program,
    entry_bytes,
    file_digest,
    loads_program,
)
from ddpa.ir.instr import (
    AddrOf,
    Arith,
    BinOp,
    Branch,
    Call,
    Const,
    Copy,
    Direct,
    FuncRef,
    Load,
    Loc,
    Nop,
    Return,
    Store,
    Var,
    VarKind,
)
from ddpa.ir.printer import print_program
from ddpa.ir.program import AddrInit, Function, Global, Node, Program, add_edge
from ddpa.ir.types import I32, FunctionType, PointerType

FN_TYPE = FunctionType(I32, (I32,))
INT_PTR = PointerType(I32)
MAGIC = f"ddpa-ir-cache {ENTRY_FORMAT}\n".encode("ascii")


# --- helpers -------------------------------------------------------------------------------


def _group(fn: Function, prev: Node, k: int, g: int, unit: str) -> Node:
    """Append one loop of nine statements after `prev`; returns the loop's exit node."""
    name = fn.name
    a, x, y = fn.params[0], fn.locals[0], fn.locals[1]
    p, t1, t2, t3 = fn.locals[2], fn.temps[0], fn.temps[1], fn.temps[2]
    line = 10 + 9 * g

    def node(instr_cls: type, *args: object, off: int, src: str) -> Node:
        return fn.new_node(instr_cls(*args, loc=Loc(unit, line + off, 5), src=src))

    head = node(Arith, t1, BinOp.ADD, x, a, off=0, src="x + a")
    addr = node(AddrOf, p, x, off=1, src="p = &x")
    store = node(Store, p, (), t1, off=2, src="*p = x + a")
    load = node(Load, t2, p, off=3, src="*p")
    br = node(Branch, t2, off=4, src="if (*p)")
    call = node(Call, y, Direct(f"f{(k + 1) % 1000}"), (t2,), off=5, src=f"y = f(*p) in {name}")
    copy = node(Copy, y, Const(1, I32), off=6, src="y = 1")
    test = node(Arith, t3, BinOp.LT, y, Const(10, I32), off=7, src="y < 10")
    latch = node(Branch, t3, off=8, src="while (y < 10)")
    for u, v in [(prev, head), (head, addr), (addr, store), (store, load), (load, br)]:
        add_edge(u, v)
    for u, v in [(br, call), (br, copy), (call, test), (copy, test), (test, latch)]:
        add_edge(u, v)
    add_edge(latch, head)
    return latch


def synthetic_function(k: int, groups: int, unit: str = "big.c") -> Function:
    """`f{k}`: a chain of `groups` small loops, 9 statements each, ending in a return."""
    name = f"f{k}"
    fn = Function(name, FN_TYPE, loc=Loc(unit, 1 + k))
    fn.params = [Var("a", I32, VarKind.FORMAL, name, "a")]
    fn.locals = [Var(v, t, VarKind.LOCAL, name, v) for v, t in [("x", I32), ("y", I32)]]
    fn.locals.append(Var("p", INT_PTR, VarKind.LOCAL, name, "p"))
    fn.temps = [Var(f"t{i}", I32, VarKind.TEMP, name) for i in range(3)]
    fn.start_body(Loc(unit, 1 + k))
    prev = fn.entry
    for g in range(groups):
        prev = _group(fn, prev, k, g, unit)
    ret = fn.new_node(Return(fn.locals[1], loc=Loc(unit, 10 + 9 * groups)))
    add_edge(prev, ret)
    add_edge(ret, fn.exit)
    return fn


def synthetic_program(functions: int = 300, groups: int = 22) -> Program:
    """A Program the size of a ~10K-line C file: by default 300 functions, ~60K nodes."""
    prog = Program(units=["big.c"])
    for k in range(functions):
        fn = synthetic_function(k, groups)
        prog.functions[fn.name] = fn
    table = Var("table", INT_PTR, VarKind.GLOBAL, src_name="table")
    prog.globals["table"] = Global(table, AddrInit(FuncRef("f0")), src_name="table")
    return prog


def straight_line(n: int) -> Program:
    """One function whose body is a chain of `n` nops (deep for a naive pickle)."""
    fn = Function("deep", FunctionType(I32, ()))
    fn.start_body()
    prev = fn.entry
    for _ in range(n):
        node = fn.new_node(Nop())
        add_edge(prev, node)
        prev = node
    add_edge(prev, fn.exit)
    return Program(functions={"deep": fn})


def same_shape(a: Program, b: Program) -> bool:
    """Equal printed IR, and preds in the same order (which printing does not show)."""
    if print_program(a) != print_program(b):
        return False
    for fa, fb in zip(a.functions.values(), b.functions.values(), strict=True):
        for na, nb in zip(fa.nodes, fb.nodes, strict=True):
            if [p.id for p in na.preds] != [p.id for p in nb.preds] or nb.func is not fb:
                return False
    return True


@pytest.fixture
def cache(tmp_path: Path) -> IRCache:
    return IRCache(tmp_path / "cache")


@pytest.fixture
def sources(tmp_path: Path) -> list[str]:
    main = tmp_path / "main.c"
    header = tmp_path / "util.h"
    main.write_text('#include "util.h"\nint main(void) { return f(1); }\n')
    header.write_text("int f(int);\n")
    return [str(main), str(header)]


def key_of(paths: list[str]) -> str:
    return IRCache.key([(p, file_digest(p)) for p in paths], ["-O0"], "1")


# --- keys ----------------------------------------------------------------------------------


def test_key_is_sha256_hex_and_deterministic() -> None:
    k = IRCache.key([("a.c", "00")], ["-DX"], "1")
    assert len(k) == 64 and set(k) <= set("0123456789abcdef")
    assert k == IRCache.key([("a.c", "00")], ["-DX"], "1")


@pytest.mark.parametrize(
    ("inputs", "flags", "version"),
    [
        ([("a.c", "01")], ["-DX"], "1"),
        ([("b.c", "00")], ["-DX"], "1"),
        ([("a.c", "00"), ("a.h", "00")], ["-DX"], "1"),
        ([("a.c", "00")], ["-DY"], "1"),
        ([("a.c", "00")], [], "1"),
        ([("a.c", "00")], ["-DX"], "2"),
    ],
)
def test_key_changes_with_any_part(
    inputs: list[tuple[str, str]], flags: list[str], version: str
) -> None:
    assert IRCache.key(inputs, flags, version) != IRCache.key([("a.c", "00")], ["-DX"], "1")


def test_key_has_no_concatenation_ambiguity() -> None:
    assert IRCache.key([], ["-D", "X"], "1") != IRCache.key([], ["-DX"], "1")
    assert IRCache.key([], ["-D,X"], "1") != IRCache.key([], ["-D", "X"], "1")


def test_bad_key_rejected(cache: IRCache) -> None:
    with pytest.raises(ValueError, match="not a cache key"):
        cache.load("../etc/passwd")


# --- round trips ---------------------------------------------------------------------------


def test_miss_then_hit(cache: IRCache, sources: list[str]) -> None:
    key = key_of(sources)
    assert cache.load(key) is None
    prog = synthetic_program(functions=3, groups=2)
    assert cache.store(key, prog, sources)
    loaded = cache.load(key)
    assert loaded is not None and same_shape(prog, loaded)
    assert cache.stats().hits == 1 and cache.stats().misses == 1


def test_round_trip_keeps_links(cache: IRCache, sources: list[str]) -> None:
    prog = synthetic_program(functions=2, groups=3)
    key = key_of(sources)
    cache.store(key, prog, sources)
    loaded = cache.load_checked(key)
    assert loaded is not None
    fn = loaded.functions["f1"]
    assert all(n.id == i and n.func is fn for i, n in enumerate(fn.nodes))
    assert all(n in s.preds for n in fn.nodes for s in n.succs)
    assert fn.params[0] is fn.nodes[2].instr.uses()[1]  # shared Vars stay shared
    assert loaded.globals["table"].init == AddrInit(FuncRef("f0"))


def test_pred_order_is_preserved(cache: IRCache, sources: list[str]) -> None:
    prog = synthetic_program(functions=1, groups=2)
    join = prog.functions["f0"].nodes[9]  # the `y < 10` test: preds call, copy
    join.preds.reverse()
    key = key_of(sources)
    cache.store(key, prog, sources)
    loaded = cache.load(key)
    assert loaded is not None and same_shape(prog, loaded)


def test_hundred_thousand_node_function(cache: IRCache, sources: list[str]) -> None:
    prog = straight_line(100_000)  # a naive recursive encoding would overflow the stack
    key = key_of(sources)
    assert cache.store(key, prog, sources)
    loaded = cache.load(key)
    assert loaded is not None
    nodes = loaded.functions["deep"].nodes
    assert len(nodes) == 100_002 and nodes[-1].preds == [nodes[-2]]


def test_external_functions_round_trip() -> None:
    prog = Program(functions={"puts": Function("puts", FN_TYPE)})
    loaded = loads_program(*dumps_program(prog))
    assert not loaded.functions["puts"].has_body


# --- dependency validation -----------------------------------------------------------------


def test_changed_header_invalidates(cache: IRCache, sources: list[str]) -> None:
    key = key_of(sources)
    cache.store(key, synthetic_program(1, 1), sources)
    assert cache.load_checked(key) is not None
    Path(sources[1]).write_text("int f(int, int);\n")
    assert cache.load_checked(key) is None
    assert cache.load(key) is not None  # the unchecked load trusts the key


def test_missing_dependency_invalidates(cache: IRCache, sources: list[str]) -> None:
    key = key_of(sources)
    cache.store(key, synthetic_program(1, 1), sources)
    Path(sources[1]).unlink()
    assert cache.load_checked(key) is None


def test_digests_given_by_caller_are_recorded(cache: IRCache, sources: list[str]) -> None:
    key = key_of(sources)
    stale = {sources[1]: "0" * 64}  # what the front end read differs from the file now
    cache.store(key, synthetic_program(1, 1), sources, digests=stale)
    assert cache.load_checked(key) is None


def test_unreadable_dependency_at_store_is_not_stored(
    cache: IRCache, sources: list[str], caplog: pytest.LogCaptureFixture
) -> None:
    key = key_of(sources)
    with caplog.at_level(logging.WARNING, logger="ddpa.ir.cache"):
        assert not cache.store(key, synthetic_program(1, 1), [*sources, "/no/such/file.h"])
    assert "cannot write" in caplog.text
    assert cache.load(key) is None


# --- damaged entries -----------------------------------------------------------------------


@pytest.mark.parametrize(
    "damage",
    [
        lambda data: b"garbage",
        lambda data: data[: len(data) // 2],
        lambda data: b"",
        lambda data: data.replace(MAGIC, b"ddpa-ir-cache 9\n", 1),
        lambda data: entry_bytes("f" * 64, [], synthetic_program(1, 1)),
        lambda data: data + b"\n",
    ],
    ids=["garbage", "truncated", "empty", "format", "key", "appended"],
)
def test_damaged_entry_is_a_logged_miss_and_removed(
    cache: IRCache, sources: list[str], caplog: pytest.LogCaptureFixture, damage: object
) -> None:
    key = key_of(sources)
    cache.store(key, synthetic_program(1, 1), sources)
    path = cache.path(key)
    path.write_bytes(damage(path.read_bytes()))  # type: ignore[operator]
    with caplog.at_level(logging.WARNING, logger="ddpa.ir.cache"):
        assert cache.load_checked(key) is None
        assert cache.load(key) is None  # removed: no second warning
    (message,) = [r.getMessage() for r in caplog.records]
    assert message.startswith(f"ignoring unreadable IR cache entry {path}: ")
    assert "\n" not in message
    assert not path.exists()


def forge(cache: IRCache, key: str, header: bytes, payload: bytes) -> None:
    """Write an entry with the right magic line and checksum around any header and payload."""
    cache.directory.mkdir(parents=True, exist_ok=True)
    body = header + b"\n" + payload
    digest = hashlib.sha256(body).hexdigest().encode()
    cache.path(key).write_bytes(MAGIC + digest + b"\n" + body)


@pytest.mark.parametrize(
    ("header", "payload", "reason"),
    [
        (b'{"key":"KEY","deps":[],"size":5}', zlib.compress(b"[1,2]"), "not encoded IR"),
        (b'{"key":"KEY","deps":[],"size":4}', zlib.compress(b"[1,2]"), "wrong length"),
        (b'{"key":"KEY","deps":[],"size":5}', b"[1,2]", "does not decompress"),
        (b'{"key":"KEY","deps":[1],"size":5}', zlib.compress(b"[1,2]"), "dependency"),
        (b"[" * 100_000, b"", "unreadable header"),
        (b'{"key":"KEY","deps":[],"size":5,"head":99}', zlib.compress(b"[1,2]"),
         "bad payload head"),
    ],
    ids=["not-a-program", "size", "not-zlib", "deps", "deep-header", "head"],
)
def test_well_formed_entry_without_a_program_is_a_miss(
    cache: IRCache, caplog: pytest.LogCaptureFixture, header: bytes, payload: bytes,
    reason: str
) -> None:
    key = key_of([])
    forge(cache, key, header.replace(b"KEY", key.encode()), payload)
    with caplog.at_level(logging.WARNING, logger="ddpa.ir.cache"):
        assert cache.load(key) is None
    assert reason in caplog.text


def test_program_the_encoding_does_not_know_is_not_stored(
    cache: IRCache, caplog: pytest.LogCaptureFixture
) -> None:
    prog = synthetic_program(1, 1)
    prog.functions["f0"].note = "extra"  # type: ignore[attr-defined]
    with caplog.at_level(logging.WARNING, logger="ddpa.ir.cache"):
        assert not cache.store(key_of([]), prog, [])
    assert "cannot write" in caplog.text and "note" in caplog.text


def test_unwritable_directory_is_a_logged_failure(
    tmp_path: Path, sources: list[str], caplog: pytest.LogCaptureFixture
) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("")
    cache = IRCache(blocker / "sub")
    with caplog.at_level(logging.WARNING, logger="ddpa.ir.cache"):
        assert not cache.store(key_of(sources), synthetic_program(1, 1), sources)
    assert "cannot write" in caplog.text


# --- housekeeping --------------------------------------------------------------------------


def test_store_leaves_no_temporary_files(cache: IRCache, sources: list[str]) -> None:
    key = key_of(sources)
    cache.store(key, synthetic_program(1, 1), sources)
    cache.store(key, synthetic_program(2, 1), sources)  # overwrite in place
    assert [p.name for p in cache.directory.iterdir()] == [cache.path(key).name]
    loaded = cache.load(key)
    assert loaded is not None and len(loaded.functions) == 2


def test_stats_and_clear(cache: IRCache, sources: list[str]) -> None:
    assert cache.stats().entries == 0 and cache.clear() == 0
    keys = [IRCache.key([], [], str(v)) for v in range(3)]
    for k in keys:
        cache.store(k, synthetic_program(1, 1), sources)
    stats = cache.stats()
    assert stats.entries == 3
    assert stats.total_bytes == sum(cache.path(k).stat().st_size for k in keys)
    assert cache.clear() == 3
    assert cache.stats().entries == 0 and cache.load(keys[0]) is None


def test_default_cache_dir(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    assert default_cache_dir() == tmp_path / "ddpa"
    monkeypatch.setenv("XDG_CACHE_HOME", "relative/path")
    assert default_cache_dir() == Path.home() / ".cache" / "ddpa"
    monkeypatch.delenv("XDG_CACHE_HOME")
    assert default_cache_dir() == Path.home() / ".cache" / "ddpa"
