"""A soak: some hundred seeded games (both policies, every story), invariants after every action;
the survivor wins some stories and loses others, the random policy rarely wins."""

from __future__ import annotations

from tabletop_nb.core import RandomPolicy, play_out
from tabletop_nb.wotw import STORIES, WotWGame
from tabletop_nb.wotw.bots import SurvivorPolicy


def check(g: WotWGame) -> None:
    probs = g.invariants()
    assert not probs, probs


def test_soak_hundreds_of_games() -> None:
    wins = {(p, s): 0 for p in ("random", "survivor") for s in STORIES}
    n = 35
    for seed in range(n):
        for story in STORIES:
            for name, pol in (("random", RandomPolicy(seed)), ("survivor", SurvivorPolicy(seed))):
                g = play_out(WotWGame(seed=seed, story=story), pol, after_event=check)
                assert g.is_over and 1 <= g.result["day"] <= 28
                wins[(name, story)] += g.result["won"]
    assert sum(wins[("random", s)] for s in STORIES) <= 0.1 * n * 3
    for s in STORIES:  # a sensible player wins some games of every story and loses others
        assert 0 < wins[("survivor", s)] < n, (s, wins)
