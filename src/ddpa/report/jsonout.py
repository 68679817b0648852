"""The one writer of the CLI's JSON: every document is an object whose first key names its
schema and version (`"schema": "ddpa.callgraph/1"`); docs/json.md describes each schema."""

from __future__ import annotations

import json
import sys
from collections.abc import Mapping
from typing import Any, TextIO

# Version of each document kind; bump one when its fields change incompatibly, and say so
# in docs/json.md.
SCHEMAS: dict[str, int] = {
    "ir": 1, "callgraph": 1, "rd": 1, "ru": 1, "defuse": 1, "prepare": 1, "integrate": 1,
    "alias": 1, "pointsto": 1, "run": 1,
    "hierarchy": 1, "stats": 1,
    "testgen": 1,
    "resolve": 1,
}


def schema_id(kind: str) -> str:
    """`ddpa.<kind>/<version>` for a known document kind."""
    return f"ddpa.{kind}/{SCHEMAS[kind]}"


def document(kind: str, data: Mapping[str, Any]) -> dict[str, Any]:
    """`data` with the schema field first (a `schema` key of `data` is overridden)."""
    return {"schema": schema_id(kind), **{k: v for k, v in data.items() if k != "schema"}}


def write_json(kind: str, data: Mapping[str, Any], stream: TextIO | None = None,
               indent: int = 2) -> None:
    """Write `data` as a `kind` document, followed by a newline."""
    out = sys.stdout if stream is None else stream
    json.dump(document(kind, data), out, indent=indent)
    out.write("\n")
