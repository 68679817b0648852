"""Graphviz DOT text for a function's CFG and for a call graph (deterministic output)."""

from __future__ import annotations

from collections.abc import Collection, Mapping

from ddpa.graphs.callgraph import CallGraph, CallKind, CallSite
from ddpa.ir.instr import Branch, Entry, Exit, Loc, Switch
from ddpa.ir.printer import instr_text
from ddpa.ir.program import Function, Node


def quote(text: str) -> str:
    """A DOT double-quoted string holding `text` literally.

    Backslashes are doubled too: inside labels DOT reads `\\n`, `\\l`, `\\N` and friends
    as escapes, so a lone backslash from a C string would otherwise change the label.
    """
    body = text.replace("\\", "\\\\").replace('"', '\\"')
    body = body.replace("\r", "\\r").replace("\n", "\\n")
    return f'"{body}"'


def _attrs(**attrs: str) -> str:
    if not attrs:
        return ""
    return " [" + ", ".join(f"{k}={quote(v)}" for k, v in attrs.items()) + "]"


def _node_line(n: Node) -> str:
    label = f"n{n.id}: {instr_text(n.instr)}"
    loc = n.instr.loc
    if loc.file:
        label += f"\n{loc.file}:{loc.line}"
    if isinstance(n.instr, Entry):
        return f"  n{n.id}{_attrs(label=label, shape='invhouse')};"
    if isinstance(n.instr, Exit):
        return f"  n{n.id}{_attrs(label=label, shape='house')};"
    if isinstance(n.instr, Branch | Switch):
        return f"  n{n.id}{_attrs(label=label, shape='diamond')};"
    return f"  n{n.id}{_attrs(label=label)};"


def edge_labels(n: Node) -> list[str]:
    """One label per successor: T/F for a branch, case values then `default` for a switch,
    empty otherwise (and for successors beyond what the instruction explains)."""
    instr = n.instr
    labels: list[str] = []
    if isinstance(instr, Branch):
        labels = ["T", "F"]
    elif isinstance(instr, Switch):
        labels = [", ".join(str(v) for v in case) for case in instr.cases] + ["default"]
    return [labels[i] if i < len(labels) else "" for i in range(len(n.succs))]


def cfg_to_dot(f: Function) -> str:
    """The CFG of `f`: one DOT node per statement `nK: <instr>`, nodes and edges in id order."""
    lines = [
        f"digraph {quote(f.name)} {{",
        '  node [shape="box", fontname="monospace"];',
    ]
    lines += [_node_line(n) for n in f.nodes]
    for n in f.nodes:
        for s, label in zip(n.succs, edge_labels(n), strict=True):
            lines.append(f"  n{n.id} -> n{s.id}{_attrs(label=label) if label else ''};")
    lines.append("}")
    return "\n".join(lines) + "\n"


def _placeholder(site: CallSite) -> str:
    return f"?{site.caller}:n{site.node}"


def _site_lines(site: CallSite, direct: set[tuple[str, str]], keep: Collection[str]
                ) -> list[str]:
    """Edges of one site: solid for direct calls, blue for resolved virtual targets and
    dashed blue for resolved indirect ones in `keep` (unless a direct call draws the same
    edge), dashed to `?` when unresolved."""
    if not site.resolved:
        ph = quote(_placeholder(site))
        label = f"{site.kind.value} n{site.node}"
        return [
            f"  {ph}{_attrs(label='?', shape='diamond', style='dashed')};",
            f"  {quote(site.caller)} -> {ph}{_attrs(style='dashed', label=label)};",
        ]
    if site.kind is CallKind.DIRECT:
        return []
    attrs = {"color": "blue"}
    if site.kind is CallKind.INDIRECT:
        attrs["style"] = "dashed"
    return [
        f"  {quote(site.caller)} -> {quote(t)}{_attrs(**attrs)};"
        for t in site.targets
        if (site.caller, t) not in direct and t in keep
    ]


def _function_line(cg: CallGraph, name: str, loc: Loc | None, indent: str) -> str:
    attrs = {} if cg.has_body(name) else {"style": "filled", "fillcolor": "lightgrey"}
    if loc is not None and loc.file:
        attrs = {"label": f"{name}\n{loc.file}:{loc.line}", **attrs}
    return f"{indent}{quote(name)}{_attrs(**attrs)};"


def _function_lines(cg: CallGraph, names: list[str], locs: Mapping[str, Loc]) -> list[str]:
    """Vertices; with locations, those defined in one file are a `cluster_N` subgraph
    labelled with the file (numbered in file order), the rest stay at the top level."""
    by_file: dict[str, list[str]] = {}
    loose: list[str] = []
    for name in names:
        loc = locs.get(name)
        if loc is not None and loc.file and cg.has_body(name):
            by_file.setdefault(loc.file, []).append(name)
        else:
            loose.append(name)
    lines: list[str] = []
    for i, file in enumerate(sorted(by_file)):
        lines += [f"  subgraph cluster_{i} {{", f"    label={quote(file)};",
                  '    style="rounded";']
        lines += [_function_line(cg, n, locs.get(n), "    ") for n in by_file[file]]
        lines.append("  }")
    lines += [_function_line(cg, n, locs.get(n), "  ") for n in loose]
    return lines


def callgraph_to_dot(cg: CallGraph, locs: Mapping[str, Loc] | None = None,
                     only: Collection[str] | None = None) -> str:
    """The call graph: functions without a body greyed, one solid edge per direct
    caller/callee pair, unresolved indirect and virtual sites dashed to a `?` node.

    With `locs` (function name -> definition), each function's label carries its
    `file:line` and the functions of one source file are clustered. With `only`, just those
    functions, the edges among them and their unresolved sites are drawn.
    """
    keep = set(cg.functions() if only is None else only)
    names = [n for n in cg.functions() if n in keep]
    lines = ["digraph callgraph {", '  node [shape="box"];']
    lines += _function_lines(cg, names, locs or {})
    sites = [s for s in cg.all_sites() if s.caller in keep]
    direct = {(s.caller, t) for s in sites if s.kind is CallKind.DIRECT for t in s.targets}
    lines += [f"  {quote(a)} -> {quote(b)};" for a, b in sorted(direct) if b in keep]
    seen: set[str] = set()
    for site in sites:
        for line in _site_lines(site, direct, keep):
            if line not in seen:  # several sites may resolve to the same pair
                seen.add(line)
                lines.append(line)
    lines.append("}")
    return "\n".join(lines) + "\n"
