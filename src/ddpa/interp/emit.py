"""Source emission for compiled closures: operands, conversions, loads and stores.

`Emitter` turns IR operands into Python expressions over the frame list `f` and the bound
namespace (global objects, their cell dicts, helpers), with the checks that send a node to
the checked path (`return SLOW(K, f)`) when the common case does not hold.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from ddpa.interp.memory import PACK, UNPACK, MemObj
from ddpa.interp.semantics import convert, float_to_int, ptr_compare, ptr_diff
from ddpa.interp.values import (
    BOOL,
    I8,
    PTR,
    U8,
    UNINIT,
    VA,
    code_of,
    f32,
    int_bounds,
    is_aggregate,
)
from ddpa.ir.instr import Const, Operand, Var
from ddpa.ir.program import Node
from ddpa.ir.types import FloatType, IntType, PointerType, Type, VoidType

if TYPE_CHECKING:
    from ddpa.interp.compiled import Compiled, EngineHost

_SIMPLE = re.compile(r"[A-Za-z_]\w*|-?\d+|f\[\d+\]|t\d+\[1\]")


class Delegate(Exception):
    """The instruction has no fast form: its closure calls the checked path."""


def _sdiv(a: int, b: int) -> int:
    q = abs(a) // abs(b)
    return q if (a < 0) == (b < 0) else -q


def _srem(a: int, b: int) -> int:
    q = abs(a) // abs(b)
    return a - b * (q if (a < 0) == (b < 0) else -q)


class Emitter:
    """Emits the source of one function's closures (see `ddpa.interp.codegen`)."""

    def __init__(self, m: EngineHost, comp: Compiled) -> None:
        self.m = m
        self.comp = comp
        self.fl = comp.fl
        self.fn = comp.fn
        mem = m.mem
        self.ns: dict[str, Any] = {
            "U": UNINIT, "SLOW": comp.checked.step, "ST": m, "F32": f32, "SDIV": _sdiv,
            "SREM": _srem, "I2P": mem.to_ptr, "P2I": mem.to_int, "NEW": mem.new,
            "PCMP": lambda op, a, b: ptr_compare(op, a, b, mem),
            "PDIFF": lambda a, b: ptr_diff(a, b, mem), "F2I": float_to_int,
            "COPYARG": self._copy_arg, "SNEW": mem.store_new,
            "MLOAD": mem.load, "MSTORE": mem.store, "CALLX": m.lib.call_model,
            "CO": m.coercers, "PUT": mem.put,
        }
        for c, unpack in UNPACK.items():
            self.ns[f"UP{c}"] = unpack
        for c, pack in PACK.items():
            self.ns[f"PK{c}"] = pack
        self._names: dict[int, str] = {}
        self.src: list[str] = []
        self.body: list[str] = []
        self.nid = 0
        self.tmp = 0

    # ---- driver ---------------------------------------------------------------------------

    @property
    def bail(self) -> str:
        return f"return SLOW({self.nid}, f)"

    def line(self, text: str) -> None:
        self.body.append(text)

    def fresh(self, prefix: str = "t") -> str:
        self.tmp += 1
        return f"{prefix}{self.tmp}"

    def bind(self, value: Any, prefix: str = "K") -> str:
        key = id(value)
        name = self._names.get(key)
        if name is None:
            name = f"{prefix}{len(self._names)}"
            self._names[key] = name
            self.ns[name] = value
            self.ns[f"_keep{name}"] = value  # keep id() stable for the compile
        return name

    def succ(self, node: Node, i: int = 0) -> int:
        return node.succs[i].id if node.succs else 1

    # ---- operands ---------------------------------------------------------------------------

    def const(self, c: Const, to: Type | None = None) -> str:
        value: Any = c.value
        if isinstance(c.type, PointerType) and value == 0:
            value = None
        elif isinstance(c.type, PointerType):
            value = self.m.mem.to_ptr(int(value))
        if to is not None and not isinstance(to, VoidType) and not is_aggregate(to):
            value = convert(value, to, self.m.mem)
        return self.literal(value)

    def literal(self, value: Any) -> str:
        if value is None:
            return "None"
        if isinstance(value, int) and not isinstance(value, bool):
            return repr(value)
        return self.bind(value)  # floats too: generated source holds integer literals only

    def tags_of(self, v: Var, write: bool) -> str:
        """The expression of the byte tags of a variable that lives in memory (`wtag`, None
        when read-only or dead, for a write)."""
        if v.is_global:
            obj = self.m.global_obj(v.name)
            tags = obj.wtag if write else obj.tag
            if tags is None:
                raise Delegate
            return self.bind(tags, "GW" if write else "GC")
        return f"f[{self.fl.slot[v]}].{'wtag' if write else 'tag'}"

    def data_of(self, v: Var) -> str:
        """The expression of the bytes of a variable that lives in memory."""
        if v.is_global:
            return self.bind(self.m.global_obj(v.name).data, "GD")
        return f"f[{self.fl.slot[v]}].data"

    def in_memory(self, v: Var) -> bool:
        return v.is_global or v in self.fl.in_memory

    def rd(self, op: Operand) -> str:
        if isinstance(op, Const):
            return self.const(op)
        if is_aggregate(op.type):
            raise Delegate
        if self.in_memory(op):
            return self.load_expr(self.tags_of(op, False), self.data_of(op), self.obj_of(op),
                                  "0", code_of(op.type))
        s = self.fl.slot[op]
        if self.fl.assigned[self.nid] >> s & 1:
            return f"f[{s}]"
        t = self.fresh("v")
        self.line(f"{t} = f[{s}]")
        self.line(f"if {t} is U: {self.bail}")
        return t

    def obj_of(self, v: Var) -> str:
        return self.bind(self.m.global_obj(v.name)) if v.is_global else f"f[{self.fl.slot[v]}]"

    def load_expr(self, tags: str, data: str, obj: str, k: str, code: int) -> str:
        """The value at k: read straight from the bytes (or the pointer table) when a value
        of this code starts there, else whatever the checked load makes of the bytes (or
        the fault it raises). A dead object's tags are None: indexing them raises."""
        v = self.fresh("x")
        guard = f"{tags}[{k}] == {code}" if k.isdigit() else \
            f"{k} >= 0 and {tags}[{k}] == {code}"
        self.line(f"{v} = {self.read_expr(data, obj, k, code)} if {guard} else "
                  f"MLOAD({obj}, {k}, {code})")
        return v

    @staticmethod
    def read_expr(data: str, obj: str, k: str, code: int) -> str:
        if code in (U8, BOOL):
            return f"{data}[{k}]"
        if code == I8:
            return f"(({data}[{k}] ^ 128) - 128)"
        if code in (PTR, VA):
            return f"{obj}.refs[{k}]"
        if code in UNPACK:
            return f"UP{code}({data}, {k})[0]"
        return f"MLOAD({obj}, {k}, {code})"

    @staticmethod
    def write_line(data: str, obj: str, k: str, code: int, x: str) -> str:
        if code in (U8, BOOL):
            return f"{data}[{k}] = {x}"
        if code == I8:
            return f"{data}[{k}] = {x} & 255"
        if code in (PTR, VA):
            return f"{obj}.refs[{k}] = {x}"
        if code in PACK:
            return f"PK{code}({data}, {k}, {x})"
        return f"MSTORE({obj}, {k}, {code}, {x})"

    def rdc(self, op: Operand, to: Type) -> str:
        """The operand converted to `to`, folded at compile time for constants."""
        if isinstance(op, Const):
            return self.const(op, to)
        return self.cv(self.rd(op), op.type, to)

    def value(self, expr: str) -> str:
        """Evaluate now into a local (so later checks precede every side effect)."""
        if _SIMPLE.fullmatch(expr):
            return expr
        t = self.fresh("x")
        self.line(f"{t} = {expr}")
        return t

    def wr(self, v: Var, expr: str) -> None:
        if is_aggregate(v.type):
            raise Delegate
        if not self.in_memory(v):
            self.line(f"f[{self.fl.slot[v]}] = {expr}")
            return
        code = code_of(v.type)
        x = self.value(expr)
        self.store_lines(self.tags_of(v, True), self.data_of(v), self.obj_of(v), "0", code, x)

    def store_lines(self, wtags: str, data: str, obj: str, k: str, code: int, x: str) -> None:
        """Store x at k of obj: in place over a value of the same code, else through
        `store_new` (which splits what the store overlaps), else through the checked path.
        A pack of an out-of-range value raises before it writes."""
        guard = f"{wtags}[{k}] == {code}" if k.isdigit() else \
            f"{k} >= 0 and {wtags}[{k}] == {code}"
        self.line(f"if {guard}:")
        self.line(f"    {self.write_line(data, obj, k, code, x)}")
        self.line(f"elif not SNEW({obj}, {k}, {code}, {x}): {self.bail}")

    # ---- conversions ------------------------------------------------------------------------

    @staticmethod
    def wrap(expr: str, t: IntType) -> str:
        if t.bits == 1:
            return f"(1 if {expr} else 0)"
        m = (1 << t.bits) - 1
        if t.signed:
            h = 1 << (t.bits - 1)
            return f"((({expr}) + {h} & {m}) - {h})"
        return f"(({expr}) & {m})"

    def cv(self, expr: str, ft: Type, tt: Type) -> str:
        if ft == tt or isinstance(tt, VoidType):
            return expr
        if isinstance(tt, IntType):
            return self._to_int(expr, ft, tt)
        if isinstance(tt, FloatType):
            if isinstance(ft, IntType):
                return f"F32(float({expr}))" if tt.bits == 32 else f"float({expr})"
            if isinstance(ft, FloatType):
                return f"F32({expr})" if tt.bits == 32 and ft.bits != 32 else expr
        if isinstance(tt, PointerType):
            if isinstance(ft, PointerType):
                return expr
            if isinstance(ft, IntType):
                return f"I2P({expr})"
        raise Delegate

    def _to_int(self, expr: str, ft: Type, tt: IntType) -> str:
        if tt.bits == 1:
            if isinstance(ft, PointerType):
                return f"(0 if {expr} is None else 1)"
            return f"(1 if {expr} else 0)"
        if isinstance(ft, IntType):
            lo, hi = int_bounds(ft)
            tlo, thi = int_bounds(tt)
            return expr if tlo <= lo and hi <= thi else self.wrap(expr, tt)
        if isinstance(ft, FloatType):
            return f"F2I({expr}, {self.bind(tt)})"
        if isinstance(ft, PointerType):
            return self.wrap(f"P2I({expr})", tt)
        raise Delegate

    # ---- instructions -----------------------------------------------------------------------

    def _copy_arg(self, obj: MemObj, a: Any) -> None:
        mem = self.m.mem
        if isinstance(a, MemObj):
            mem.copy(obj, 0, a, 0, obj.size)
            return
        src, off = mem.deref(a, obj.size, False)
        mem.copy(obj, 0, src, off, obj.size)
