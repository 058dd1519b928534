"""compare() on a tiny game whose answer is known, and on the real games."""

import pandas as pd
import pytest

from tabletop_nb.core import RulesError
from tabletop_nb.lab import compare, sweep
from tabletop_nb.lab.adapters import GENERIC

from .fake_game import CoinGame, unregister


def test_known_answer_found_and_no_change_reported():
    res = compare(CoinGame, {"fair": None, "biased": {"bias": 80}, "recoloured": {"colour": "blue"}}, 1000,
                  progress=False)
    w = res.win_rates().set_index(["variant", "seat"])
    assert w.loc[("fair", "first"), "low"] < 0.5 < w.loc[("fair", "first"), "high"]
    assert w.loc[("biased", "first"), "low"] < 0.8 < w.loc[("biased", "first"), "high"]
    ch = res.changes().set_index(["variant", "measure"])
    assert ch.loc[("biased", "first wins"), "verdict"] == "higher"
    assert ch.loc[("biased", "second wins"), "verdict"] == "lower"
    # common random numbers: the recoloured variant plays the very same games
    assert ch.loc[("recoloured", "first wins"), "verdict"] == "no detectable change at 1000 games"
    text = res.summary()
    assert "no detectable change at 1000 games" in text and "bias: 50 -> 80" in text
    assert res.first_player().set_index("variant").loc["biased", "rate"] == w.loc[("biased", "first"), "rate"]
    assert res.balance().set_index("variant").loc["fair", "balance"] > 0.9


def test_rows_metrics_cards_and_replay():
    res = compare(CoinGame, None, 50, metrics={"roll": lambda g: g.result["roll"]}, tracks=True, progress=False)
    g = res.games
    assert list(g.columns[:8]) == ["variant", "seed", "winner", "turns", "actions", "ending", "first", "first_won"]
    assert list(g["seed"]) == list(range(50)) and set(g["turns"]) == {1}
    # the roll decides the winner exactly as the rules say
    assert ((g["roll"] <= 50) == (g["winner"] == "first")).all()
    c = res.cards().set_index("card")
    assert c.loc["ace", "count"] + c.loc["king", "count"] == 50
    played = [next(e.data["card"] for e in res.replay(i).log if e.kind == "card_played") for i in range(50)]
    won_with_ace = sum(c == "ace" and w == "first" for c, w in zip(played, g["winner"]))
    assert c.loc["ace", "win_rate"] == pytest.approx(won_with_ace / c.loc["ace", "count"])
    r7 = res.replay(7)
    assert r7.result["roll"] == g.loc[7, "roll"] and r7.seed == 7
    assert set(res.tracks["track"]) == {"score"}


def test_cancel_returns_partial_results():
    calls = []

    def stop_after_two():
        calls.append(1)
        return len(calls) > 2

    res = compare(CoinGame, None, 100, batch=10, cancel=stop_after_two, progress=False)
    assert not res.complete and len(res.games) == 20
    assert "STOPPED EARLY" in res.summary()


def test_bad_input_is_a_typed_error():
    with pytest.raises(RulesError, match="bias"):
        compare(CoinGame, {"x": {"bias": 200}}, 5, progress=False)
    with pytest.raises(RulesError, match="no rule 'nope'"):
        compare(CoinGame, {"x": {"nope": 1}}, 5, progress=False)
    with pytest.raises(RulesError, match="unknown game"):
        compare("no-such-game", None, 5, progress=False)
    with pytest.raises(RulesError, match="unknown bot"):
        compare(CoinGame, None, 5, players="genius", progress=False)


def test_tomorrow_compare_is_the_same_inline_and_in_processes():
    from concurrent.futures import ProcessPoolExecutor

    v = {"rulebook": None, "no button": {"big_red_button": "off"}}
    a = compare("tomorrow", v, 40, seats=6, metrics=["life"], progress=False)
    with ProcessPoolExecutor(2) as ex:
        b = compare("tomorrow", v, 40, seats=6, metrics=["life"], executor=ex, batch=7, progress=False)
    pd.testing.assert_frame_equal(a.games, b.games)
    pd.testing.assert_frame_equal(a.card_counts, b.card_counts)
    assert set(a.games["ending"]) >= {"button"}
    assert a.seats == ["USA", "European Union", "Russia", "China", "India", "Arab Caliphate"]  # the names a player reads


def test_turmoil_with_a_heuristic_seat_and_sweep():
    res = sweep("turmoil", "chairman_vp", [1, 3], 6, seats=2, players=["heuristic", "random"], progress=False)
    assert res.swept == ("chairman_vp", [1, 3]) and len(res.games) == 12
    assert set(res.games["winner"]) <= {"Kim", "Stanley"}
    assert res.games["turns"].min() >= 1


def test_test_games_stay_out_of_the_registry():
    from tabletop_nb.core import registered_games
    assert not [k for k in registered_games() if k.startswith("lab_")]


def test_generic_adapter_reads_common_result_shapes():
    g = CoinGame(seed=3)
    from tabletop_nb.core import RandomPolicy, play_out
    play_out(g, RandomPolicy(3))
    assert GENERIC.seat_names(g) == ["first", "second"]
    assert GENERIC.winners(g) == [g.result["winner"]]
    assert GENERIC.turns(g) == 1 and GENERIC.ending(g) == "over"


def test_lambda_metrics_fall_back_to_this_process():
    res = compare(CoinGame, None, 500, metrics={"one": lambda g: 1.0}, progress=False)
    assert len(res.games) == 500 and res.complete and (res.games["one"] == 1.0).all()
    assert any("cannot be sent to worker processes" in n for n in res.notes)


def test_keyboard_interrupt_keeps_the_finished_batches():
    def stop_at_25(game):
        if game.seed == 25:
            raise KeyboardInterrupt
        return 0.0

    res = compare(CoinGame, None, 100, batch=10, metrics={"m": stop_at_25}, workers=1, progress=False)
    assert not res.complete and list(res.games["seed"]) == list(range(20))


def test_generic_adapter_solo_and_side_names():
    class Solo(CoinGame):
        key = "lab_solo"

        def seats(self):
            return ["survivor"]

    unregister(Solo)
    g = Solo(seed=1)
    g.state.result = {"won": True}
    assert GENERIC.winners(g) == [0]
    g.state.result = {"winner": "seconds"}
    g2 = CoinGame(seed=1)
    g2.state.result = {"winner": "seconds"}
    assert GENERIC.winners(g2) == [1]


def test_a_failing_game_names_its_variant_and_seed():
    from tabletop_nb.lab.play import LabGameError

    def broken(game, seat=None):
        raise ZeroDivisionError("bot bug")

    with pytest.raises(LabGameError, match=r"variant 'default', seed 3: ZeroDivisionError"):
        compare(CoinGame, None, 10, seed=3, players=lambda seed, seat, seats: broken, progress=False)
