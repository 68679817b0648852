"""SARIF 2.1.0 logs of findings a user acts on (undefined behaviour found by `ddpa run`).

The log follows the OASIS SARIF 2.1.0 standard: a top-level `version` and `$schema`, one run
whose `tool.driver` names ddpa, its version and the rules it can report, and one result per
finding with a `ruleId`, a `level`, a `message` and a physical location (artifact URI relative
to `%SRCROOT%`, the folder the command ran in, and a region of line and column).
"""

from __future__ import annotations

import json
import sys
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path, PurePosixPath
from typing import Any
from urllib.parse import quote

from ddpa.about import version

SARIF_VERSION = "2.1.0"
SARIF_SCHEMA = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/os/schemas/sarif-schema-2.1.0.json"
LEVELS = ("none", "note", "warning", "error")
SRCROOT = "%SRCROOT%"


@dataclass(frozen=True, slots=True)
class Rule:
    """A kind of finding: a stable id (`ddpa.ub.null-deref`) and a one-line description."""

    id: str
    description: str


@dataclass(frozen=True, slots=True)
class Finding:
    """One result: which rule, what happened, where (line and column count from 1; 0 when
    unknown, and an empty file when there is no location)."""

    rule: str
    message: str
    file: str = ""
    line: int = 0
    col: int = 0
    level: str = "error"


def artifact_uri(file: str, root: Path) -> tuple[str, bool]:
    """(URI, relative to `root`?) for a source path: relative URIs use `/` and escape what
    a URI may not hold; paths outside `root` become absolute `file:` URIs."""
    path = Path(file)
    absolute = path if path.is_absolute() else (root / path)
    try:
        rel = absolute.resolve().relative_to(root.resolve())
    except ValueError:
        return absolute.resolve().as_uri(), False
    return quote(str(PurePosixPath(*rel.parts))), True


def _location(f: Finding, root: Path) -> dict[str, Any]:
    uri, relative = artifact_uri(f.file, root)
    artifact: dict[str, Any] = {"uri": uri}
    if relative:
        artifact["uriBaseId"] = SRCROOT
    physical: dict[str, Any] = {"artifactLocation": artifact}
    if f.line > 0:
        region = {"startLine": f.line}
        if f.col > 0:
            region["startColumn"] = f.col
        physical["region"] = region
    return {"physicalLocation": physical}


def _result(f: Finding, rule_index: dict[str, int], root: Path) -> dict[str, Any]:
    if f.level not in LEVELS:
        raise ValueError(f"SARIF level must be one of {LEVELS}, not {f.level!r}")
    out: dict[str, Any] = {"ruleId": f.rule, "level": f.level, "message": {"text": f.message}}
    if f.rule in rule_index:
        out["ruleIndex"] = rule_index[f.rule]
    if f.file:
        out["locations"] = [_location(f, root)]
    return out


def sarif_log(findings: Iterable[Finding], rules: Sequence[Rule],
              root: Path | None = None, success: bool = True) -> dict[str, Any]:
    """A SARIF 2.1.0 log with one run holding `findings` (in the order given)."""
    base = Path.cwd() if root is None else root
    index = {r.id: i for i, r in enumerate(rules)}
    driver = {
        "name": "ddpa", "version": version(),
        "rules": [{"id": r.id, "shortDescription": {"text": r.description}} for r in rules],
    }
    return {
        "$schema": SARIF_SCHEMA,
        "version": SARIF_VERSION,
        "runs": [{
            "tool": {"driver": driver},
            "originalUriBaseIds": {SRCROOT: {"uri": base.resolve().as_uri() + "/"}},
            "invocations": [{"executionSuccessful": success}],
            "results": [_result(f, index, base) for f in findings],
        }],
    }


def write_sarif(path: str | Path, log: dict[str, Any]) -> None:
    """Write the log as UTF-8 JSON (raises OSError when the file cannot be written)."""
    Path(path).write_text(json.dumps(log, indent=2) + "\n", encoding="utf-8")


# --- ddpa run ------------------------------------------------------------------------------------


def fault_rule_id(kind_name: str) -> str:
    """`ddpa.ub.null-deref` for FaultKind.NULL_DEREF."""
    return "ddpa.ub." + kind_name.lower().replace("_", "-")


def run_rules() -> list[Rule]:
    """One rule per kind of undefined behaviour the interpreter detects."""
    from ddpa.interp.errors import FaultKind, RunStatus

    return [Rule(fault_rule_id(k.name), k.title) for k in FaultKind
            if k.status is RunStatus.UNDEFINED]


def run_log(result: Any) -> dict[str, Any]:
    """The log of one `ddpa run`: the undefined behaviour that stopped it, if any.

    A run stopped by a budget, an unsupported construct or an interpreter defect reports no
    finding about the program; its invocation is marked unsuccessful instead.
    """
    from ddpa.interp.errors import RunStatus

    findings: list[Finding] = []
    fault = result.fault
    if fault is not None and fault.status is RunStatus.UNDEFINED:
        loc = fault.loc
        where = f" in function '{fault.function}'" if fault.function else ""
        findings.append(Finding(
            fault_rule_id(fault.kind.name), f"{fault.message}{where}",
            loc.file if loc is not None else "", loc.line if loc is not None else 0,
            loc.col if loc is not None else 0))
    ok = fault is None or fault.status is RunStatus.UNDEFINED
    return sarif_log(findings, run_rules(), success=ok)


def write_run_sarif(path: str, result: Any) -> bool:
    """Write `run_log(result)` to `path`; False (and one line on stderr) when it cannot."""
    try:
        write_sarif(path, run_log(result))
    except OSError as exc:
        print(f"ddpa: {path}: {exc.strerror}", file=sys.stderr)
        return False
    return True
