"""The record of `std::function<R(A...)>` in the IR: the program's own layout (see
`cxxfunction`), which type lowering gives an instance of libstdc++'s `std::function`."""

from __future__ import annotations

import clang.cindex as ci

from ddpa.frontend.clang import native
from ddpa.ir.types import I8, VOID, Field, FunctionType, PointerType, RecordType, Type

PREFIX = "std::function<"
I8P = PointerType(I8)


def is_std_function(decl: ci.Cursor) -> bool:
    """Is a class declaration an instance of libstdc++'s `std::function`?"""
    if native.spelling(decl) != "function" or not decl.location.is_in_system_header:
        return False
    return str(decl.type.get_canonical().spelling).startswith(PREFIX)


def is_function_record(t: Type) -> bool:
    return isinstance(t, RecordType) and t.name.startswith(PREFIX)


def function_fields(sig: FunctionType) -> list[Field]:
    """The fields of `std::function<R (A...)>` for its signature R(A...)."""
    return [Field("callable", I8P, 0),
            Field("clone", PointerType(FunctionType(I8P, (I8P,))), 8),
            Field("destroy", PointerType(FunctionType(VOID, (I8P,))), 16),
            Field("invoke", PointerType(FunctionType(sig.ret, (I8P, *sig.params))), 24)]


__all__ = ["I8P", "PREFIX", "function_fields", "is_function_record", "is_std_function"]
