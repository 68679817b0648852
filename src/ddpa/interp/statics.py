"""Static storage: the objects of globals and string literals, with their initialisers."""

from __future__ import annotations

from ddpa.interp.errors import Fault, FaultKind
from ddpa.interp.host import MachineLike
from ddpa.interp.layout import LayoutError
from ddpa.interp.libopt import OPTION_GLOBALS
from ddpa.interp.memory import RAW, MemObj, ObjKind, ObjRef
from ddpa.interp.semantics import convert
from ddpa.interp.stdio import STDERR, STDIN, STDOUT
from ddpa.interp.values import I32, PTR, code_of
from ddpa.ir.instr import FuncRef
from ddpa.ir.program import AddrInit, AggInit, Global, Init, ScalarInit
from ddpa.ir.types import ArrayType, RecordType, Type


def init_globals(m: MachineLike, table: dict[str, MemObj], streams: dict[int, MemObj]
                 ) -> None:
    """Create every global's object (zero-filled static storage), then apply initialisers;
    `stdin`, `stdout` and `stderr` point to the library's `streams` (by descriptor)."""
    for g in m.program.globals.values():
        table[g.name] = _new_global(m, g, streams)
    for g in m.program.globals.values():
        if g.defined and g.init is not None:
            obj = table[g.name]
            try:
                _apply_init(m, obj, 0, g.type, g.init)
            except (Fault, LayoutError) as exc:
                raise Fault(FaultKind.UNSUPPORTED, f"initialiser of global '{g.name}': "
                            f"{exc}", g.loc) from None


def _new_global(m: MachineLike, g: Global, streams: dict[int, MemObj]) -> MemObj:
    ref = ObjRef(ObjKind.STRING if g.name.startswith("str$") else ObjKind.GLOBAL, g.name,
                 src_name=g.src_name, loc=g.loc)
    if not g.defined and g.name in ("stdin", "stdout", "stderr"):
        obj = m.mem.new(8, ref)
        fd = {"stdin": STDIN, "stdout": STDOUT, "stderr": STDERR}[g.name]
        m.mem.store(obj, 0, PTR, (streams[fd], 0))
        return obj
    if not g.defined and g.name in OPTION_GLOBALS:  # getopt's globals: the library's
        obj = m.mem.new(m.layout.size(g.type), ref, zero=True)
        if OPTION_GLOBALS[g.name] is not None:
            m.mem.store(obj, 0, I32, OPTION_GLOBALS[g.name])
        return obj
    obj = m.mem.new(m.layout.size(g.type), ref, zero=g.defined)
    if g.is_const and g.defined:  # initialised below through `Memory.put`, then read-only
        obj.wtag = None
    return obj


def _apply_init(m: MachineLike, obj: MemObj, off: int, t: Type, init: Init) -> None:
    put = m.mem.put
    if isinstance(init, ScalarInit):
        code = code_of(t)
        put(obj, off, code, convert(init.value, t, m.mem))
    elif isinstance(init, AddrInit):
        tgt = init.target
        if isinstance(tgt, FuncRef):
            base: MemObj = m.function_obj(tgt.name)
            delta = 0
        else:
            base = m.global_obj(tgt.name)
            delta = m.layout.path(tgt.type, init.path)[0] if init.path else 0
        put(obj, off, PTR, (base, delta + init.offset))
    elif isinstance(init, AggInit):
        _apply_agg(m, obj, off, t, init)
    else:
        data = init.data[: max(0, obj.size - off)]
        obj.data[off:off + len(data)] = data
        assert obj.tag is not None
        obj.tag[off:off + len(data)] = bytes([RAW]) * len(data)


def _apply_agg(m: MachineLike, obj: MemObj, off: int, t: Type, init: AggInit) -> None:
    if isinstance(t, ArrayType):
        size = m.layout.size(t.elem)
        for i, item in enumerate(init.items):
            if item is not None:
                _apply_init(m, obj, off + i * size, t.elem, item)
    elif isinstance(t, RecordType):
        # a union's items stand at its members' positions like a struct's; the one that is
        # not None is the member the initialiser names (the first unless designated)
        rec = m.layout.record(t)
        for fld, item in zip(rec.fields, init.items, strict=False):
            if item is not None:
                _apply_init(m, obj, off + fld.offset, fld.type, item)
    elif init.items and init.items[0] is not None:
        _apply_init(m, obj, off, t, init.items[0])
