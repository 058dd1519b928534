"""The uniform Outcome (#28): every game's end reads the same way (winners as seats, how it ended, rounds,
scores), from the game's own scoring room; the lab reads only that."""

from __future__ import annotations

import pytest

from tabletop_nb.core import Outcome, RandomPolicy, declared_games, play_out
from tabletop_nb.lab import heuristic

SETUPS = {"tomorrow": {"players": 5}, "turmoil": {"players": ["Kim", "Stanley", "Ada"]}}


def _games(key: str, n: int = 12):
    cls = declared_games()[key]
    for s in range(n):
        g = cls(seed=s, **SETUPS.get(key, {}))
        assert g.outcome() is None  # nothing to read while the game runs
        play_out(g, heuristic(cls, s) if s % 2 else RandomPolicy(s), max_actions=50_000)
        yield g


@pytest.mark.parametrize("key", sorted(declared_games()))
def test_every_game_ends_with_an_outcome_of_seats_in_its_own_rounds(key):
    for g in _games(key):
        o = g.outcome()
        assert isinstance(o, Outcome) and o.ending and isinstance(o.ending, str)
        assert all(0 <= w < len(g.seats()) for w in o.winners)
        assert o.rounds == g.round_of(g.state)
        assert o.scores is None or len(o.scores) == len(g.seats())
        assert o.to_dict()["winners"] == list(o.winners)


def test_tomorrow_humanity_saved_means_the_most_political_capital_wins_and_lost_means_nobody():
    for g in _games("tomorrow"):
        o, s = g.outcome(), g.state
        if g.result["saved"]:
            assert o.winners == tuple(p for p in range(len(s.powers)) if s.pc[p] == max(s.pc))
            assert o.scores == tuple(float(v) for v in s.pc)
        else:
            assert o.winners == ()


def test_turmoil_the_winner_has_the_most_victory_points():
    for g in _games("turmoil"):
        o = g.outcome()
        assert o.scores is not None and len(o.winners) == 1 and o.scores[o.winner] == max(o.scores)


def test_a_solo_game_is_won_by_its_one_seat_or_lost():
    for g in _games("wotw"):
        assert g.outcome().winners == ((0,) if g.result["won"] else ())


def test_the_duel_names_the_winning_side_as_its_seat():
    for g in _games("tomorrow2023"):
        o = g.outcome()
        assert o.winners == ((0,) if g.result["winner"] == "rebels" else (1,))
        assert o.ending in ("influence", "arrests", "influence and arrests at once")


def test_an_outcome_refuses_winners_out_of_order():
    with pytest.raises(ValueError):
        Outcome((1, 0), "over", 3)
