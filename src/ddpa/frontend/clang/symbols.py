"""What a translation unit defines and declares at link level (a parse, no lowering)."""

from __future__ import annotations

from dataclasses import dataclass

import clang.cindex as ci

CK = ci.CursorKind


@dataclass(frozen=True)
class UnitSymbols:
    """The external symbols a unit defines, and those it declares without defining.

    `needs` over-approximates what the unit uses: every external function or `extern`
    variable declared at file scope (its headers' declarations included) that the unit does
    not define. Grouping units by it may add a library unit a program never calls, never
    leave out one it does call (short of a call through a name no declaration gives).
    """

    defines: frozenset[str]
    needs: frozenset[str]
    dependencies: tuple[str, ...] = ()

    @property
    def has_main(self) -> bool:
        return "main" in self.defines


def unit_symbols(tu: ci.TranslationUnit) -> UnitSymbols:
    """The symbols of a parsed unit, from its file-scope declarations only."""
    defines: set[str] = set()
    declared: set[str] = set()
    for c in tu.cursor.get_children():
        if c.kind not in (CK.FUNCTION_DECL, CK.VAR_DECL):
            continue
        if c.linkage != ci.LinkageKind.EXTERNAL:
            continue
        if _defines(c):
            defines.add(c.spelling)
        else:
            declared.add(c.spelling)
    return UnitSymbols(frozenset(defines), frozenset(declared - defines))



def _defines(c: ci.Cursor) -> bool:
    if c.location.is_in_system_header:
        return False
    if c.kind == CK.VAR_DECL and c.storage_class != ci.StorageClass.EXTERN:
        return True  # `int x;` is a tentative definition, a definition if none other is
    return bool(c.is_definition())  # `extern int x = 1;` defines x, `extern int x;` not
