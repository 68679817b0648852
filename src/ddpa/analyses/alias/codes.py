"""The integer codes of the CFL engine (`cfl`, `worklists`, `explain`): layout and helpers.

A worklist item of a query is a node n and a key k, stored as one integer
`n * span + k` (`Worklists.span`). The other codes are bit-packed:

* key        `source_key << STATE_BITS | state`: the machine state (one of at most
             `STATES`) of the search from source node s with label lab, where
             `source_key = s * L + lab` (L = `cfl.label_span`);
* info       `level << QUEUE_BITS | queue`: the pointer level and worklist a source's items
             go to (`Worklists.source`);
* end bit    `side << STATE_BITS | state`: the bit of `Worklists.at` saying that the end
             search of `side` reached a node in `state`;
* memo slot  `node << MEMO_BITS | state << 1 | start`: the entry of `_inert_memo` of an item
             (start: it belongs to a points-to START source).

The engine's innermost loops (`CFLEngine._run`, `_forward`, `_returns`, `Worklists.push_end`
and `source`) write these out with the widths below (a call per item would cost them a
third of their speed); everything else goes through the functions, and
tests/test_alias_codes.py checks that the two agree.
"""

from __future__ import annotations

STATE_BITS = 2
STATES = 1 << STATE_BITS
STATE_MASK = STATES - 1
QUEUE_BITS = 2  # four worklists: two end searches, each a backward and a forward stage
QUEUE_MASK = (1 << QUEUE_BITS) - 1
MEMO_BITS = STATE_BITS + 1


def key(source_key: int, state: int) -> int:
    """The key of an item of the source `source_key` in a machine state."""
    return source_key << STATE_BITS | state


def key_state(k: int) -> int:
    return k & STATE_MASK


def key_source(k: int) -> int:
    return k >> STATE_BITS


def info(level: int, queue: int) -> int:
    """Where a source's items go: a pointer level and a worklist."""
    return level << QUEUE_BITS | queue


def info_level(inf: int) -> int:
    return inf >> QUEUE_BITS


def info_queue(inf: int) -> int:
    return inf & QUEUE_MASK


def end_bit(side: int, state: int) -> int:
    """The bit of `Worklists.at` for the end search of `side` in `state`."""
    return side << STATE_BITS | state


def end_bit_side(bit: int) -> int:
    return bit >> STATE_BITS


def end_bit_state(bit: int) -> int:
    return bit & STATE_MASK


def memo_slot(node: int, state: int, start: bool) -> int:
    """The `_inert_memo` entry of an item (node, state) of a START source or not."""
    return node << MEMO_BITS | state << 1 | start


def memo_item(slot: int) -> tuple[int, int, bool]:
    """(node, state, start) of a memo slot."""
    return slot >> MEMO_BITS, slot >> 1 & STATE_MASK, bool(slot & 1)
