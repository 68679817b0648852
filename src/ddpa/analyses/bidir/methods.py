"""The paper's variants: Id (improved speculation), Cd (conventional speculation), Ex
(exhaustive) of section 8.1, and Jd (the Java variant of section 7.3, Table 2)."""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import final

from ddpa.analyses.bidir.names import Abstraction


class Method(enum.Enum):
    ID = "id"  # demand-driven, improved speculation: demand &x (Example 2.5, Equations 3-13)
    CD = "cd"  # demand-driven, conventional speculation at indirect assignments (section 7.2)
    EX = "ex"  # exhaustive: every statement relevant, no demands (section 7)
    JD = "jd"  # demand-driven for Java-like programs, no speculation (section 7.3, Table 2)


@final
@dataclass(frozen=True, slots=True)
class MethodSpec:
    """What distinguishes the variants inside the one engine."""

    method: Method
    demand_driven: bool
    addr_demands: bool  # Id: LDgen/RDgen raise `&x` (Equation 9)
    speculate_stores: bool  # Cd: demand base(l) at `*x = ..`/`x->f = ..` (section 7.2)
    object_store: bool  # section 3.3 (the improvement of Id; Jd inherits it)
    java: bool  # Jd: LDgen/RDgen of section 7.3

    @staticmethod
    def of(method: Method) -> MethodSpec:
        return {
            Method.ID: MethodSpec(method, True, True, False, True, False),
            Method.CD: MethodSpec(method, True, False, True, False, False),
            Method.EX: MethodSpec(method, False, False, False, False, False),
            Method.JD: MethodSpec(method, True, False, False, True, True),
        }[method]


@final
@dataclass(frozen=True, slots=True)
class Variant:
    """One of the six (eight with Jd) analyses: a method and an abstraction."""

    method: Method
    abstraction: Abstraction

    @property
    def label(self) -> str:
        tag = "tba" if self.abstraction is Abstraction.TYPE else "asb"
        return f"{self.method.name.capitalize()}-{tag}"


def parse_method(text: str) -> Method:
    try:
        return Method(text.lower())
    except ValueError:
        raise ValueError(f"unknown method '{text}' (known: id, cd, ex, jd)") from None


def parse_abstraction(text: str) -> Abstraction:
    t = text.lower()
    if t in ("type", "tba"):
        return Abstraction.TYPE
    if t in ("site", "asb"):
        return Abstraction.SITE
    raise ValueError(f"unknown abstraction '{text}' (known: type, site)")
