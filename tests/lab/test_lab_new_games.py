"""The lab reads The War of the Worlds and Tomorrow (2023) right: who won, how it ended, how long."""

from __future__ import annotations

from tabletop_nb.core import play_out
from tabletop_nb.lab import compare
from tabletop_nb.lab.adapters import adapter_for
from tabletop_nb.tomorrow2023 import HeuristicPolicy, Tomorrow2023Game
from tabletop_nb.wotw import WotWGame
from tabletop_nb.wotw.bots import SurvivorPolicy


def test_tomorrow2023_rows_say_who_won_how_and_when():
    res = compare("tomorrow2023", {"rulebook": None}, 40, players="heuristic", workers=1, progress=False, seed=5)
    side = {"rebels": "Dragonflies", "government": "NCG"}
    for i, row in res.games.iterrows():
        game = res.replay(i)  # the row's game, move for move
        r = game.result
        assert row.winner == side[r["winner"]]
        assert row.turns == r["turn"]
        assert row.ending == ("influence and arrests at once" if r["both"] else
                              "influence" if r["winner"] == "rebels" else "arrests")
    assert set(res.games.winner) == {"Dragonflies", "NCG"}  # 40 heuristic games: both sides win some


def test_tomorrow2023_adapter_reads_a_finished_game():
    g = play_out(Tomorrow2023Game(seed=2), [HeuristicPolicy(2), HeuristicPolicy(3)])
    a = adapter_for(g)
    assert a.winners(g) == [{"rebels": 0, "government": 1}[g.result["winner"]]]
    assert a.turns(g) == g.result["turn"] == g.state.turn
    assert a.ending(g) in ("influence", "arrests", "influence and arrests at once")


def test_wotw_adapter_reads_won_and_why_and_days():
    for seed in range(6):
        g = play_out(WotWGame(seed=seed, story="machine"), SurvivorPolicy(seed))
        a = adapter_for(g)
        assert a.winners(g) == ([0] if g.result["won"] else [])
        assert a.ending(g) == g.result["why"]
        assert a.turns(g) == g.result["day"]
    res = compare("wotw", {"rulebook": None}, 12, players="heuristic", setup={"story": "machine"}, workers=1,
                  progress=False, seed=0)
    for i, row in res.games.iterrows():
        r = res.replay(i).result
        assert (row.winner == "Journalist") == r["won"] and row.ending == r["why"] and row.turns == r["day"]
    assert {"victory"} < set(res.games.ending) <= {"victory", "story unfinished", "hope 0", "health 0"}


def test_a_solo_summary_says_nothing_about_balance_or_the_first_player():
    res = compare("wotw", {"rulebook": None, "no refill": {"market_refill": "never"}}, 10, players="heuristic",
                  setup={"story": "machine"}, workers=1, progress=False)
    text = res.summary()
    assert "Journalist" in text and "balance" not in text and "first player" not in text
    assert "first player wins" not in set(res.changes().measure)
