"""Facts derived from a cached Program, kept across processes in the IR cache: the alias
graph's configuration (indirect-call targets, wrappers, collapsed records)."""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

import pytest

from ddpa.analyses.alias.analysis import AliasAnalysis
from ddpa.analyses.alias.options import AliasOptions, graph_config_kind
from ddpa.graphs.peg import PEG
from ddpa.ir.cache import IRCache, StoredFacts, code_digest
from ddpa.ir.program import LazyFunction
from ddpa.loader import LoadOptions, load_program

PROGRAM = """
#include <stdlib.h>
struct S { int a; int *p; };
int x, y;
static int *pick_x(void) { return &x; }
static int *pick_y(void) { return &y; }
int *(*choose)(void);
void *grab(unsigned n) { return malloc(n); }
int main(int argc, char **argv) {
    struct S *s = grab(sizeof *s);
    choose = argc > 1 ? pick_x : pick_y;
    s->p = choose();
    int *q = pick_x();
    return *s->p + *q;
}
"""


@pytest.fixture()
def source(tmp_path: Path) -> Path:
    p = tmp_path / "prog.c"
    p.write_text(PROGRAM)
    return p


def _answers(an: AliasAnalysis) -> tuple[object, ...]:
    at = "main"
    return (an.may_alias("*s->p", "*q", at).may_alias, an.may_alias("*s->p", "y", at).may_alias,
            sorted(an.peg.config.indirect_targets.items()), sorted(an.peg.config.wrappers))


def test_a_second_process_reads_the_graph_configuration(source: Path, tmp_path: Path) -> None:
    cache = tmp_path / "cache"
    first = load_program([str(source)], LoadOptions(cache_dir=cache)).program
    assert isinstance(first.facts, StoredFacts)
    solved = AliasAnalysis(first)
    assert solved.rounds > 0  # the rounds ran here
    again = load_program([str(source)], LoadOptions(cache_dir=cache)).program  # a cache hit
    assert isinstance(again.facts, StoredFacts)
    reused = AliasAnalysis(again)
    assert reused.rounds == 0  # no round ran: the configuration was read
    assert _answers(reused) == _answers(solved)
    assert reused.peg.config.indirect_targets  # the indirect call was resolved
    assert "grab" in reused.peg.config.wrappers
    uncached = load_program([str(source)], LoadOptions(use_cache=False)).program
    assert uncached.facts is None and _answers(AliasAnalysis(uncached)) == _answers(solved)


def test_damaged_or_misshapen_facts_are_recomputed(source: Path, tmp_path: Path,
                                                   caplog: pytest.LogCaptureFixture) -> None:
    cache = tmp_path / "cache"
    prog = load_program([str(source)], LoadOptions(cache_dir=cache)).program
    expected = _answers(AliasAnalysis(prog))
    facts = prog.facts
    assert isinstance(facts, StoredFacts)
    kind = graph_config_kind(AliasOptions())
    entries = [p for p in cache.iterdir() if p.name != facts.cache.path(facts.key).name]
    # the Program's entry, and three of facts: the configuration, the graph, its extras
    assert sorted(entries) == sorted(facts.cache.path(facts.cache.facts_key(facts.key, k))
                                     for k in (kind, kind + "/graph", kind + "/graph-extras"))
    entries = [facts.cache.path(facts.cache.facts_key(facts.key, kind))]
    entries[0].write_bytes(entries[0].read_bytes()[:-3] + b"xyz")
    with caplog.at_level(logging.WARNING):
        again = load_program([str(source)], LoadOptions(cache_dir=cache)).program
        an = AliasAnalysis(again)
    assert an.rounds > 0 and _answers(an) == expected
    assert any("ignoring unreadable cache entry" in r.message for r in caplog.records)
    # a well-formed entry holding a document of another shape is not used either
    assert facts.cache.path(facts.cache.facts_key(facts.key, kind)) == entries[0]
    facts.cache.store_facts(facts.key, kind, {"policy": "targets", "targets": [["f", "x"]]})
    third = load_program([str(source)], LoadOptions(cache_dir=cache)).program
    an3 = AliasAnalysis(third)
    assert an3.rounds > 0 and _answers(an3) == expected


def test_facts_round_trip_and_are_keyed_by_the_code(tmp_path: Path) -> None:
    cache = IRCache(tmp_path / "c")
    key = "ab" * 32
    assert cache.load_facts(key, "k") is None
    assert cache.store_facts(key, "k", {"a": [1, "b"]})
    assert cache.load_facts(key, "k") == {"a": [1, "b"]}
    assert cache.load_facts(key, "other") is None
    assert len(code_digest()) == 64 and code_digest() == code_digest()
    assert cache.facts_key(key, "k") != cache.facts_key("cd" * 32, "k")
    assert cache.info().entries == 1 and cache.clear() == 1


def _graph_tables(g: PEG) -> tuple[object, ...]:
    return (list(g.kind), g.down, g.down_label, g.up_deref, g.up_field,
            [list(x) for x in g.assign_to], [list(x) for x in g.assign_from], g.objects,
            dict(g._obj_addr), g._value, g.labels, g._qualified, g.edge_count, g.world,
            sorted(g.assigned))


def test_a_second_process_reads_the_graph_itself(source: Path, tmp_path: Path) -> None:
    """The graph is kept beside the IR: read back, it is the graph built (same nodes, edges
    in the same order, objects, keys, folded temporaries, and, when first asked for, the
    edges' origins and the accesses), and reading it reads no function's body."""
    cache = tmp_path / "cache"
    first = load_program([str(source)], LoadOptions(cache_dir=cache)).program
    built = AliasAnalysis(first)
    again = load_program([str(source)], LoadOptions(cache_dir=cache)).program
    reused = AliasAnalysis(again)
    bodies = [f for f in again.functions.values() if isinstance(f, LazyFunction) and f.has_body]
    assert bodies and not any(f.loaded for f in bodies)
    assert reused.peg._extras is not None  # origins and accesses: not read yet
    assert _graph_tables(reused.peg) == _graph_tables(built.peg)
    assert reused.peg.origins == built.peg.origins
    assert reused.peg.accesses == built.peg.accesses
    assert _answers(reused) == _answers(built)


def _kept_graph(source: Path, tmp_path: Path
                ) -> tuple[Path, AliasAnalysis, StoredFacts, str, dict[str, Any]]:
    """A program's alias graph built and kept: the cache folder, the analysis, the facts,
    the graph's kind of facts and its core document as read back."""
    cache = tmp_path / "cache"
    first = load_program([str(source)], LoadOptions(cache_dir=cache)).program
    built = AliasAnalysis(first)
    facts = first.facts
    assert isinstance(facts, StoredFacts)
    kind = graph_config_kind(AliasOptions())
    doc = facts.get(kind + "/graph")
    assert isinstance(doc, dict)
    return cache, built, facts, kind, doc


def test_damaged_graph_data_is_rebuilt(source: Path, tmp_path: Path) -> None:
    cache, built, facts, kind, doc = _kept_graph(source, tmp_path)
    for key, bad in (("down", [10**6]), ("to", [[-1]]), ("kind", ["x"]), ("version", 0),
                     ("objects", [[0, "variable", "x", ["", "no such"], "", None, 0]])):
        facts.put(kind + "/graph", {**doc, key: bad})
        again = load_program([str(source)], LoadOptions(cache_dir=cache)).program
        assert _graph_tables(AliasAnalysis(again).peg) == _graph_tables(built.peg), key
    # the extras gone: the origins are those of the graph built anew
    facts.put(kind + "/graph", doc)
    facts.put(kind + "/graph-extras", {"version": 0})
    again = load_program([str(source)], LoadOptions(cache_dir=cache)).program
    peg = AliasAnalysis(again).peg
    assert peg._extras is not None and peg.origins == built.peg.origins


def test_graph_arrays_out_of_range_are_rebuilt_or_one_error(source: Path,
                                                             tmp_path: Path) -> None:
    """The node tables are checked when the graph is read (out of range: the graph is
    built anew); an object's row is checked when the object is first read (out of range:
    MalformedIRData, which the command line reports as a damaged entry in one line)."""
    from ddpa.ir.codec import MalformedIRData
    from ddpa.ir.codec import int32_bytes as _pack

    cache, built, facts, kind, doc = _kept_graph(source, tmp_path)
    n = len(built.peg)
    for key, bad in (("down", _pack([n] * n)), ("up", _pack([-2] * n)),
                     ("kind", _pack([7] * n)), ("fields", _pack([n])),
                     ("to", [_pack([0]), _pack([1]), _pack([n])]),
                     ("objects", {**doc["objects"], "node": _pack([n])})):
        facts.put(kind + "/graph", {**doc, key: bad})
        again = load_program([str(source)], LoadOptions(cache_dir=cache)).program
        assert _graph_tables(AliasAnalysis(again).peg) == _graph_tables(built.peg), key
    names = len(doc["strings"])
    objects = {**doc["objects"], "name": _pack([names + 5] * len(built.peg.objects))}
    facts.put(kind + "/graph", {**doc, "objects": objects})
    again = load_program([str(source)], LoadOptions(cache_dir=cache)).program
    peg = AliasAnalysis(again).peg
    with pytest.raises(MalformedIRData, match="kept alias graph: index out of range"):
        peg.render(next(iter(peg.objects)))


def test_facts_may_hold_byte_strings(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    """Byte strings anywhere in a document are kept after its JSON text and read back as
    views of the same bytes; what is neither JSON nor bytes is not stored; a reference out
    of range is a damaged entry (one warning, removed)."""
    import zlib

    from ddpa.ir.cache import _entry

    cache = IRCache(tmp_path / "c")
    key = "ab" * 32
    doc = {"a": b"\x00\x01\n\x02", "b": [b"", {"c": b"xyz"}], "d": ["s", 1, b"\n"]}
    assert cache.store_facts(key, "k", doc)
    got = cache.load_facts(key, "k")
    assert isinstance(got, dict) and bytes(got["a"]) == doc["a"]
    assert bytes(got["b"][0]) == b"" and bytes(got["b"][1]["c"]) == b"xyz"
    assert got["d"][:2] == ["s", 1] and bytes(got["d"][2]) == b"\n"
    with caplog.at_level(logging.WARNING):
        assert not cache.store_facts(key, "bad", {"a": {1, 2}})
    assert "cannot write" in caplog.text
    fkey = cache.facts_key(key, "k")
    text = b'{"a":{"$bytes":[0,9]}}\nxyz'
    cache.path(fkey).write_bytes(_entry(fkey, [], zlib.compress(text), len(text)))
    with caplog.at_level(logging.WARNING):
        assert cache.load_facts(key, "k") is None
    assert "malformed reference to bytes" in caplog.text and not cache.path(fkey).exists()


def test_an_edge_added_to_a_graph_read_back_is_its_own(source: Path, tmp_path: Path) -> None:
    """Nodes without edges share one empty tuple in a graph read back; an edge added
    later goes to lists of the two nodes' own."""
    from ddpa.graphs.peg import EdgeKind, EdgeOrigin, NodeKind
    from ddpa.ir.instr import NOLOC

    cache, _, _, _, _ = _kept_graph(source, tmp_path)
    peg = AliasAnalysis(load_program([str(source)], LoadOptions(cache_dir=cache)).program).peg
    bare = [n for n in range(len(peg)) if not peg.assign_to[n] and not peg.assign_from[n]]
    src = next(n for n in bare if peg.kind[n] == NodeKind.ADDR)
    dst = next(n for n in bare if peg.kind[n] == NodeKind.DEREF)
    peg.add_assign(src, dst, EdgeOrigin(EdgeKind.ASSIGN, "", NOLOC, "test"))
    assert list(peg.assign_to[src]) == [dst] and list(peg.assign_from[dst]) == [src]
    assert dst in peg.assigned and sorted(peg.assigned) == [
        n for n in range(len(peg)) if peg.assign_from[n]]  # what DDPT's stores start from
    assert all(not peg.assign_to[n] and not peg.assign_from[n]
               for n in bare if n not in (src, dst))
