"""The memory model on its own: typed values over bytes, byte views, bulk operations, faults."""

from __future__ import annotations

import pytest

from ddpa.interp.errors import Fault, FaultKind
from ddpa.interp.memory import REF_COST, MemObj, Memory, ObjKind, ObjRef
from ddpa.interp.values import F32, I8, I32, PTR, U8, U32, U64


def obj(mem: Memory, size: int, name: str = "x", **kw: bool) -> MemObj:
    return mem.new(size, ObjRef(ObjKind.LOCAL, name, "f"), **kw)


def fault(kind: FaultKind, fn: object, *args: object) -> str:
    with pytest.raises(Fault) as info:
        fn(*args)  # type: ignore[operator]
    assert info.value.kind is kind, info.value.message
    return info.value.message


def test_typed_store_and_load() -> None:
    mem = Memory()
    o = obj(mem, 8)
    mem.store(o, 4, I32, -7)
    assert mem.load(o, 4, I32) == -7
    assert mem.load(o, 4, U32) == 2**32 - 7  # same bytes, other type


def test_bytes_of_an_int_and_back() -> None:
    mem = Memory()
    o = obj(mem, 4)
    mem.store(o, 0, U32, 0x11223344)
    assert [mem.load(o, i, U8) for i in range(4)] == [0x44, 0x33, 0x22, 0x11]
    mem.store(o, 1, U8, 0xAA)
    assert mem.load(o, 0, U32) == 0x1122AA44


def test_union_reinterpretation_of_a_float() -> None:
    mem = Memory()
    o = obj(mem, 4)
    mem.store(o, 0, F32, 1.0)
    assert mem.load(o, 0, U32) == 0x3F800000


def test_uninitialised_bytes_are_reported() -> None:
    mem = Memory()
    o = obj(mem, 8)
    mem.store(o, 0, U8, 1)
    msg = fault(FaultKind.UNINIT, mem.load, o, 0, I32)
    assert "byte 1 never written" in msg


def test_zero_filled_objects_read_zero_of_any_type() -> None:
    mem = Memory()
    o = obj(mem, 16, zero=True)
    assert (mem.load(o, 8, U64), mem.load(o, 0, PTR), mem.load(o, 4, F32)) == (0, None, 0.0)


def test_memset_whole_and_partial() -> None:
    mem = Memory()
    o = obj(mem, 8)
    mem.fill(o, 0, 0, 8)
    assert mem.load(o, 4, I32) == 0 and mem.load(o, 0, PTR) is None
    p = obj(mem, 8)
    mem.fill(p, 2, 0xFF, 4)
    assert mem.load(p, 2, I32) == -1
    fault(FaultKind.UNINIT, mem.load, p, 0, I8)


def test_copy_keeps_pointers_and_uninitialised_bytes() -> None:
    mem = Memory()
    target = obj(mem, 4, "t")
    src, dst = obj(mem, 16, "s"), obj(mem, 16, "d")
    mem.store(src, 0, PTR, (target, 0))
    mem.copy(dst, 0, src, 0, 16)
    assert mem.load(dst, 0, PTR) == (target, 0)
    fault(FaultKind.UNINIT, mem.load, dst, 8, U64)


def test_pointer_bytes_round_trip_through_integers() -> None:
    mem = Memory()
    target = obj(mem, 8, "t")
    src, dst = obj(mem, 8, "s"), obj(mem, 8, "d")
    mem.store(src, 0, PTR, (target, 4))
    for i in range(8):  # byte by byte, as a char loop would copy it
        mem.store(dst, i, U8, mem.load(src, i, U8))
    assert mem.load(dst, 0, PTR) == (target, 4)


def test_out_of_bounds_dead_and_read_only() -> None:
    mem = Memory()
    o = obj(mem, 4)
    assert "offset 4" in fault(FaultKind.OUT_OF_BOUNDS, mem.load, o, 4, U8)
    ro = obj(mem, 4, "ro", readonly=True)
    fault(FaultKind.READ_ONLY, mem.store, ro, 0, I32, 1)
    mem.kill(o, "was freed at somewhere")
    assert "after it was freed" in fault(FaultKind.DANGLING, mem.load, o, 0, U8)
    assert "null pointer" in fault(FaultKind.NULL_DEREF, mem.deref, None, 4, False)


def test_addresses_map_back_to_objects() -> None:
    mem = Memory()
    a, b = obj(mem, 10, "a"), obj(mem, 10, "b")
    pa, pb = mem.to_int((a, 3)), mem.to_int((b, 0))
    assert pa != pb and mem.to_ptr(pa) == (a, 3) and mem.to_ptr(pb) == (b, 0)
    assert mem.to_ptr(0) is None and mem.to_ptr(8)[0] is mem.wild  # type: ignore[index]


def test_a_byte_stored_into_a_pointer_splits_it() -> None:
    mem = Memory()
    target = obj(mem, 64, "t")
    o = obj(mem, 8)
    mem.store(o, 0, PTR, (target, 0))
    low = mem.to_int((target, 0)) & 0xFF
    mem.store(o, 0, U8, (low + 5) & 0xFF)  # the pointer's bytes now spell another address
    assert mem.load(o, 0, PTR) == mem.to_ptr(mem.to_int((target, 0)) + 5)


def test_copy_of_part_of_a_pointer_gives_its_bytes() -> None:
    mem = Memory()
    target = obj(mem, 4, "t")
    src, dst = obj(mem, 8, "s"), obj(mem, 8, "d")
    mem.store(src, 0, PTR, (target, 0))
    mem.copy(dst, 0, src, 0, 4)
    mem.copy(dst, 4, src, 4, 4)
    assert mem.load(dst, 0, PTR) == (target, 0)
    assert mem.read_bytes(dst, 0, 8) == mem.to_int((target, 0)).to_bytes(8, "little")


def test_strings_stop_at_uninitialised_bytes() -> None:
    mem = Memory()
    o = obj(mem, 8)
    mem.write_bytes(o, 0, b"ab")
    assert "uninitialised" in fault(FaultKind.UNINIT, mem.cstring, (o, 0))
    mem.write_bytes(o, 2, b"\0")
    assert mem.cstring((o, 0)) == b"ab" and mem.cstring((o, 0), 1) == b"a"


def test_live_bytes_are_bounded_and_given_back() -> None:
    mem = Memory(max_memory=100)
    a = obj(mem, 60, "a")
    assert "memory budget" in fault(FaultKind.MEMORY_LIMIT, obj, mem, 60, "b")
    mem.kill(a, "was freed")
    mem.clone(obj(mem, 60, "c"), a.ref)  # a value in flight is not counted
    assert mem.live_bytes == 60


def test_stored_pointers_count_against_the_budget() -> None:
    mem = Memory()
    target, o = obj(mem, 4, "t"), obj(mem, 32, "o")
    base = mem.live_bytes
    for k in range(0, 32, 8):
        mem.store(o, k, PTR, (target, 0))
    assert mem.live_bytes == base + 4 * REF_COST
    mem.store(o, 0, U64, 5)
    mem.fill(o, 8, 0, 8)
    assert mem.live_bytes == base + 2 * REF_COST
    mem.copy(o, 0, o, 16, 16)  # the two pointers now stand twice
    assert mem.live_bytes == base + 4 * REF_COST
    mem.kill(o, "was freed")
    assert mem.live_bytes == base - 32
