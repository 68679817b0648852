"""Thin runner: `python bench/dataflow_bench.py [options]` = `python -m ddpa.bench.dataflow`."""

from __future__ import annotations

import sys

from ddpa.bench.dataflow import main

if __name__ == "__main__":
    sys.exit(main())
