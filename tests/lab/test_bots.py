"""Bots: named specs, heuristics, MCTS (with a determinize hook when a game has one), the skill check."""

import random

import pytest

from tabletop_nb.core import RandomPolicy, RulesError, play_out
from tabletop_nb.lab import MCTSBot, compare, named, skill_check
from tabletop_nb.lab.bots import heuristic
from tabletop_nb.tomorrow import TomorrowGame
from tabletop_nb.turmoil import TurmoilGame

from .fake_game import CoinGame, unregister


def test_named_bots():
    assert isinstance(named("random", CoinGame, 1), RandomPolicy)
    b = named("mcts:30:5", CoinGame, 1)
    assert isinstance(b, MCTSBot) and (b.iterations, b.depth) == (30, 5)
    for bad in ("mcts:x", "mcts:0", "wizard"):
        with pytest.raises(RulesError):
            named(bad, CoinGame, 1)
    with pytest.raises(RulesError, match="no heuristic player"):
        heuristic(CoinGame, 0)


def test_heuristics_play_legal_whole_games():
    for g, bot in ((TomorrowGame(players=4, seed=3), heuristic(TomorrowGame, 3)),
                   (TurmoilGame(players=["A", "B"], seed=3, generations=2), heuristic(TurmoilGame, 3))):
        while not g.is_over:
            a = bot(g)
            assert a in g.legal_actions()
            g.play(a)
        assert g.result is not None


def test_tomorrow_heuristic_plays_better_than_random():
    # random players lose humanity (or press the button) in nearly every game; heuristic ones save it in most,
    # and not in all (they kill only as much as the threat needs: a bad roll can still beat them)
    r = compare("tomorrow", None, 30, seats=4, players="random", progress=False)
    h = compare("tomorrow", None, 30, seats=4, players="heuristic", progress=False)
    saved = lambda res: (res.games["ending"] == "saved").mean()  # noqa: E731
    assert saved(r) < 0.2 < 0.5 < saved(h) < 1.0


class PeekGame(CoinGame):
    """The coin game with a determinize hook: MCTS must use it instead of copy()."""

    key = "lab_peek"
    calls = 0

    def determinize(self, seat, rng):
        PeekGame.calls += 1
        return self.copy()


unregister(PeekGame)


def test_mcts_finds_the_winning_card_and_uses_determinize():
    class Rigged(CoinGame):
        key = "lab_rigged"

        def resolve(self, action):
            super().resolve(action)
            if action.option == "ace":  # the ace always wins, whatever the roll
                self.state.result = {**self.state.result, "winner": 0}

    unregister(Rigged)
    g = Rigged(seed=1)
    assert MCTSBot(seed=2, iterations=40)(g).option == "ace"
    PeekGame.calls = 0
    MCTSBot(seed=2, iterations=7)(PeekGame(seed=1))
    assert PeekGame.calls == 7


def test_skill_check_table():
    res = skill_check(CoinGame, levels=(1, 2), n=6, progress=False)
    t = res.skill()
    assert list(t["iterations"]) == [1, 2] and list(t["games"]) == [6, 6]
    assert (t["low"] <= t["rate"]).all() and (t["rate"] <= t["high"]).all() and "slope" in t
    # the strong seat rotates with the seed
    assert set(res.games["seed"] % 2) == {0, 1}


def test_mcts_plays_tomorrow_legally():
    g = TomorrowGame(players=4, seed=5)
    bot = MCTSBot(seed=1, iterations=3, depth=10)
    rng = random.Random(0)
    for _ in range(15):
        if g.is_over:
            break
        a = bot(g) if g.pending.who == 0 else rng.choice(g.legal_actions())
        g.play(a)
    play_out(g, RandomPolicy(1))
    assert g.is_over
