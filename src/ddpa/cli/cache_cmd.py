"""The `ddpa cache info|clear` subcommand: what the on-disk IR cache holds, and emptying it."""

from __future__ import annotations

import argparse
import sys
from typing import Any


def add_parser(sub: Any) -> argparse.ArgumentParser:
    """Register `cache` on an argparse subparsers object; the handler is `cmd_cache`."""
    p: argparse.ArgumentParser = sub.add_parser(
        "cache", help="the on-disk cache of lowered programs: info or clear")
    p.add_argument("action", choices=("info", "clear"),
                   help="info: folder, entries, size, format; clear: remove every entry")
    p.set_defaults(run=cmd_cache)
    return p


def _size(n: int) -> str:
    if n < 1024:
        return f"{n} bytes"
    if n < 1024 * 1024:
        return f"{n / 1024:.1f} KiB"
    return f"{n / (1024 * 1024):.1f} MiB"


def cmd_cache(args: argparse.Namespace) -> int:
    from ddpa.ir.cache import cache_info, clear_cache, default_cache_dir

    folder = default_cache_dir()
    try:
        if args.action == "clear":
            removed = clear_cache(folder)
            print(f"removed {removed} {'entry' if removed == 1 else 'entries'} from {folder}")
            return 0
        info = cache_info(folder)
    except OSError as exc:
        print(f"ddpa: {folder}: {exc.strerror or exc}", file=sys.stderr)
        return 1
    print(f"folder:  {info.directory}")
    print(f"format:  {info.format}")
    print(f"entries: {info.entries}")
    print(f"size:    {_size(info.total_bytes)}")
    if info.stale_entries:
        print(f"older formats: {info.stale_entries} entries, {_size(info.stale_bytes)} "
              "(never read; `ddpa cache clear` removes them)")
    return 0
