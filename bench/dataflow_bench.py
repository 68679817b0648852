"""The data-flow benchmark's own command line (Table 5 of Duesterwald et al.; `ddpa bench
dataflow` runs it with fewer options): `python bench/dataflow_bench.py [options]`."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path

from ddpa.bench import dataflow
from ddpa.bench.corpus import names
from ddpa.bench.dataflow import Report, rows_from_markdown, run_dataflow_bench, speedup_plot
from ddpa.cli.argtypes import int_list, non_negative_int, positive_int


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python bench/dataflow_bench.py",
                                description=dataflow.__doc__)
    p.add_argument("--sizes", default="1000,2000,3000,5000,10000,20000,50000",
                   type=int_list(positive_int))
    p.add_argument("--full-sizes", default="1000,2000", type=int_list(positive_int),
                   help="generated programs with pointers, structs and heap")
    p.add_argument("--repeat", type=positive_int, default=3)
    p.add_argument("--out", default="bench/results")
    p.add_argument("--no-examples", action="store_true")
    p.add_argument("--latency-lines", type=non_negative_int, default=10000)
    p.add_argument("--corpus", help="real programs of ddpa.bench.corpus, or 'all'")
    p.add_argument("--replot", action="store_true",
                   help="only redraw the plot from OUT/dataflow.md (no measuring)")
    args = p.parse_args(argv)
    if args.replot:
        table = Path(args.out) / "dataflow.md"
        if not table.is_file():
            p.error(f"{table}: no table to redraw the plot from")
        rows = rows_from_markdown(table.read_text())
        speedup_plot(Report(rows, None)).save(Path(args.out) / "dataflow_speedup.png")
        return 0
    sizes, full = list(args.sizes), list(args.full_sizes)
    return run_dataflow_bench(sizes, args.out, args.repeat, full, not args.no_examples,
                              args.latency_lines or None,
                              lambda s: print(s, file=sys.stderr, flush=True),
                              names(args.corpus))


if __name__ == "__main__":
    sys.exit(main())
