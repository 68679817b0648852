"""The CFL engine's bit-packed codes (`ddpa.analyses.alias.codes`) and the worklists that
write them out inline agree."""

from __future__ import annotations

from ddpa.analyses.alias.codes import (
    STATES,
    end_bit,
    end_bit_side,
    end_bit_state,
    info,
    info_level,
    info_queue,
    key,
    key_source,
    key_state,
    memo_item,
    memo_slot,
)
from ddpa.analyses.alias.worklists import Worklists


def test_every_code_unpacks_to_what_was_packed() -> None:
    for whole in (0, 1, 17, 123_456_789):
        for state in range(STATES):
            k = key(whole, state)
            assert (key_source(k), key_state(k)) == (whole, state)
            assert memo_item(memo_slot(whole, state, True)) == (whole, state, True)
            assert memo_item(memo_slot(whole, state, False)) == (whole, state, False)
        for queue in range(4):
            assert (info_level(info(whole, queue)), info_queue(info(whole, queue))) == \
                (whole, queue)
    bits = {end_bit(side, state) for side in (0, 1) for state in range(STATES)}
    assert bits == set(range(2 * STATES))
    assert (end_bit_side(end_bit(1, 3)), end_bit_state(end_bit(1, 3))) == (1, 3)


def test_the_worklists_write_the_same_codes() -> None:
    st = Worklists(span=10_000, budget=None)
    assert st.source(7, 3, 2) == info(3, 2)
    st.meet_mask = [0] * 4 + [1 << end_bit(0, 2)] + [0] * 3  # end 1 in state 0 meets end 0's 2
    assert st.push_end(5, key(9, 2), 0, 0)
    assert st.at[5] == 1 << end_bit(0, 2) and st.found is None
    assert st.push_end(5, key(11, 0), 0, 1)
    assert st.at[5] == 1 << end_bit(0, 2) | 1 << end_bit(1, 0)
    assert st.found == (1, 5, key(11, 0), 2)  # side, node, key, the rival's state
