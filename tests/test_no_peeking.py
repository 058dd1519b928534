"""No peeking (#31): every game with hidden information has a ``determinize`` in its bots room that resamples
what a seat cannot see from what it can, and a search player's choice does not depend on the hidden cards.

For each game: play some seeded heuristic moves, then make "twins" that differ from the game only in hidden
cards (determinize with other seeds); determinized copies of the game and of its twins are the same, and the
search bot's statistics (every answer tried, how often, its mean reward) are the same on each. Without the hook
they differ (the search would be reading the hidden cards).
"""

from __future__ import annotations

import random

import pytest

from tabletop_nb.core import declared_games
from tabletop_nb.core.policy import determinized, play_out
from tabletop_nb.core.registry import room_function
from tabletop_nb.core.search import MCTSBot, player

HIDDEN = ["tomorrow", "turmoil", "wotw", "tomorrow2023"]  # the four games hide cards; each must determinize


def _game_at_a_choice(key: str, moves: int = 25):
    cls = declared_games()[key]
    g = cls(seed=11, **dict(getattr(cls, "CONTRACT_SETUP", {})))
    bots: dict = {}
    for _ in range(moves):
        who = g.state.pending.who
        g.play(bots.setdefault(who, player("heuristic", cls, 7))(g))
    while len(g.legal_actions()) < 3:
        who = g.state.pending.who
        g.play(bots.setdefault(who, player("heuristic", cls, 7))(g))
    return g


def _state_key(g) -> dict:
    """The state as plain data (the kernel's State.to_dict, what states are compared by)."""
    return g.state.to_dict()


@pytest.mark.parametrize("key", HIDDEN)
def test_each_hiding_game_determinizes(key):
    assert callable(room_function(declared_games()[key], "bots", "determinize")), key


@pytest.mark.parametrize("key", HIDDEN)
def test_determinized_copies_and_searches_ignore_the_hidden_cards(key):
    g = _game_at_a_choice(key)
    seat = g.state.pending.who
    hook = room_function(type(g), "bots", "determinize")
    twins = []
    for k in range(2):
        t = g.copy()
        hook(t, seat, random.Random(200 + k))
        assert t.invariants() == [], t.invariants()
        twins.append(t)
    assert _state_key(twins[0]) != _state_key(g), "determinize changed nothing"
    first, *rest = [_state_key(determinized(x, seat, random.Random(5))) for x in [g] + twins]
    assert all(r == first for r in rest)
    searches = []
    for x in [g] + twins:
        bot = MCTSBot(seed=3, iterations=60, depth=20)  # (each game: without the hook these differ)
        bot(x)
        searches.append(bot.last_search)
    assert searches[0] == searches[1] == searches[2]
    play_out(twins[0], player("heuristic", type(g), 1))  # a determinized game plays on to its end
    assert twins[0].is_over
