"""csmith differential sweep: how many csmith programs print on the interpreter what gcc's do.

For seeds FIRST..FIRST+COUNT-1 (csmith options `ddpa.bench.csmith.CSMITH_OPTIONS`), builds
each program with gcc, runs it both ways and writes the agreement rate and every
disagreement with its reason to ``bench/results/csmith.md``. Seeds whose gcc build does not
finish within --gcc-timeout are left out of the rate.

    python bench/csmith_sweep.py [--first 1] [--count 200] [--timeout 120]
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

from ddpa.bench.csmith import CSMITH_OPTIONS, Outcome, compare, csmith_missing


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--first", type=int, default=1)
    ap.add_argument("--count", type=int, default=200)
    ap.add_argument("--timeout", type=float, default=120.0, help="interpreter seconds")
    ap.add_argument("--gcc-timeout", type=float, default=5.0)
    ap.add_argument("--out", default=str(Path(__file__).parent / "results" / "csmith.md"))
    args = ap.parse_args(argv)
    why = csmith_missing()
    if why:
        print(f"csmith_sweep: {why}", file=sys.stderr)
        return 1
    start = time.perf_counter()
    outcomes: list[Outcome] = []
    for seed in range(args.first, args.first + args.count):
        o = compare(seed, args.gcc_timeout, args.timeout)
        outcomes.append(o)
        print(f"seed {seed}: {o.verdict} {o.detail}", flush=True)
    Path(args.out).write_text(report(outcomes, time.perf_counter() - start, args))
    return 0


def report(outcomes: list[Outcome], seconds: float, args: argparse.Namespace) -> str:
    counted = [o for o in outcomes if o.verdict != "skipped"]
    agree = sum(o.agrees for o in counted)
    rate = 100.0 * agree / len(counted) if counted else 0.0
    lines = [
        "# csmith differential sweep",
        "",
        f"Seeds {args.first}..{args.first + args.count - 1}, csmith options "
        f"`{' '.join(CSMITH_OPTIONS)}`; gcc -O0 build as the reference, interpreter limit "
        f"{args.timeout:g} s per program; {seconds:.0f} s in all.",
        "",
        f"**{agree} of {len(counted)} programs agree ({rate:.1f}%)**; "
        f"{len(outcomes) - len(counted)} seeds left out (gcc build slower than "
        f"{args.gcc_timeout:g} s or failed).",
        "",
    ]
    left = [str(o.seed) for o in outcomes if o.verdict == "skipped"]
    if left:
        lines += [f"Left out: seeds {', '.join(left)}.", ""]
    others = [o for o in counted if not o.agrees]
    if others:
        lines += ["| seed | verdict | reason |", "|---|---|---|"]
        for o in others:
            reason = o.detail or f"output {o.got[-60:]!r}, expected {o.expected[-60:]!r}"
            lines.append(f"| {o.seed} | {o.verdict} | {reason.replace('|', '/')} |")
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    sys.exit(main())
