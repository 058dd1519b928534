"""Fuzz: every rendering a seat is shown depends only on what that seat may see, at random positions of the
four games, for random changes of what it may not see (issue #32, 2).

Each example: a seeded random game played some steps; a seat; one kind of twin (tests/test_hidden_renderings.py
says how they are made): cards swapped between another seat's secrets and a face-down pile, the face-down piles
in another order (then both games played on with the same actions), two unseen cards exchanged in the log,
state and actions since they were last shown (played on), or the deciding seat's two different answers
(played on). Wherever the seat cannot tell the two games apart, everything the UI shows it (board,
snapshots, action panel, clicks' messages, last move's sentences, story, chart, view, seat save) must be
byte-identical. ``make test`` runs a dozen examples a game (profile "ci"); ``make fuzz`` 1,500 (profile "long").
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

_TESTS = str(Path(__file__).resolve().parents[1])
if _TESTS not in sys.path:  # (pytest puts tests/ there already, for tests/conftest.py)
    sys.path.insert(0, _TESTS)

import test_hidden_renderings as H  # noqa: E402  (the method: seen, renderings, the twins)

KEYS = list(H.GAMES)
#: how far into a game a position may be (random play ends a Tomorrow game within a few dozen answers:
#: a button pressed, the world lost)
DEEPEST = {"tomorrow": 40}


@pytest.mark.parametrize("key", KEYS)
@given(seed=st.integers(0, 10**6), depth=st.floats(0, 1), seat=st.integers(0, 5),
       kind=st.sampled_from(["swap", "shuffle", "renamed", "answers"]), later=st.integers(0, 16),
       luck=st.integers(0, 2**32))
def test_fuzz_hidden_renderings(key, seed, depth, seat, kind, later, luck):
    # (a failing example goes to FOUND in tests/test_hidden_renderings.py, replayed by replay_example)
    H.replay_example(key, seed, int(depth * DEEPEST.get(key, 200)), seat, kind, later, luck)
