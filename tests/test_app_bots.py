"""The apps' opponents (#31, first step): one seat against bots plays against the game's own heuristic (its bots
room) by default, a sensible beginner, not a random player; random players remain a choice."""

from __future__ import annotations

import pytest

from tabletop_nb.core import RandomPolicy, declared_games
from tabletop_nb.core.registry import room_function
from tabletop_nb.ui import app


@pytest.mark.parametrize("key", sorted(declared_games()))
def test_the_other_seats_are_played_by_the_games_heuristic_by_default(key):
    cls = declared_games()[key]
    a = app(cls, seed=3)
    heuristic = room_function(cls, "bots", "HeuristicPolicy")
    policies = a.explorer.board.policies
    assert a.opponents.value == "heuristic" and heuristic is not None
    assert len(policies) == len(a.explorer.game.seats()) - 1 and all(isinstance(p, heuristic) for p in policies.values())
    a.opponents.value = "random"
    a.new_game()
    assert all(isinstance(p, RandomPolicy) for p in a.explorer.board.policies.values())


def test_tomorrow_against_the_heuristic_is_not_over_in_the_first_turn():
    from tabletop_nb.tomorrow import TomorrowGame
    from tabletop_nb.tomorrow.bots import HeuristicPolicy

    turns = []
    for seed in range(8):
        a = app(TomorrowGame, {"players": 4}, seed=seed)
        board = a.explorer.board
        me = HeuristicPolicy(seed)  # a learner who plays sensibly too
        for _ in range(2000):
            if board.game.is_over:
                break
            board.act(board.actions().index(me(board.game)))
        o = board.game.outcome()
        assert o is not None and o.ending != "button"
        turns.append(o.rounds)
    assert min(turns) >= 2 and sum(turns) / len(turns) > 3
