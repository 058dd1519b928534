"""Issue #32, 3 and 8, for every game: an edit is checked against the game's invariants before it is kept.

A refused edit (by the edit itself or by an invariant) leaves the game exactly as it was: its state, log and
actions, and the game plays on as an untouched copy does. A save of about a megabyte of edits loads within
the time a person waits (the figure is in benchmarks/bench_load.py; here only that every edit is checked).
"""

from __future__ import annotations

import pytest

from tabletop_nb.core import IllegalAction, RandomPolicy, load
from tabletop_nb.tomorrow import TomorrowGame
from tabletop_nb.tomorrow2023 import Tomorrow2023Game
from tabletop_nb.turmoil import TurmoilGame
from tabletop_nb.wotw import WotWGame

# a game, its setup, and an edit the game accepts at any point of a game
GAMES = {
    "wotw": (WotWGame, {}, ("journalist", {"stamina": 3})),
    "tomorrow": (TomorrowGame, {"players": 4}, ("player:usa", {"pc": 5})),
    "turmoil": (TurmoilGame, {"players": ["Kim", "Stanley"]}, ("player:Kim", {"mc": 10})),
    "tomorrow2023": (Tomorrow2023Game, {}, ("credits", {"rebels": 2})),
}


def _at(game: str, seed: int, n: int):
    cls, setup, edit = GAMES[game]
    g = cls(seed=seed, **setup)
    policy = RandomPolicy(seed)
    for _ in range(n):
        g.play(policy(g))
        if g.is_over:  # (a finished game takes no edit: the position just before the end)
            g.undo()
            break
    return g, edit


def _picture(g):
    return g.state.to_dict(), [e.sentence for e in g.log], list(g.actions), g.legal_actions()


@pytest.mark.parametrize("game", sorted(GAMES))
@pytest.mark.parametrize("seed,n", [(1, 0), (2, 7), (3, 40)])
def test_an_edit_an_invariant_refuses_changes_nothing(game, seed, n, monkeypatch):
    g, (target, changes) = _at(game, seed, n)
    twin = g.copy()
    before = _picture(g)
    monkeypatch.setattr(type(g), "invariants", lambda self, settled=True: ["a broken rule, for the test"])
    with pytest.raises(IllegalAction, match=r"rule: scenario") as e:
        g.edit(target, **changes)
    assert "a broken rule, for the test" in str(e.value)
    monkeypatch.undo()
    assert _picture(g) == before
    if not g.is_over:  # and it plays on exactly as a copy made before the refused edit
        a = RandomPolicy(9)(g)
        assert [ev.sentence for ev in g.play(a)] == [ev.sentence for ev in twin.play(a)]
        assert g.state == twin.state


@pytest.mark.parametrize("game", sorted(GAMES))
def test_an_edit_the_game_refuses_half_way_changes_nothing(game, monkeypatch):
    g, (target, changes) = _at(game, 4, 12)
    before = _picture(g)
    state_type = type(g.state)
    real = state_type.apply_edit

    def half_then_fail(self, t, c):
        real(self, t, c)  # the change is made, then something refuses it
        raise IllegalAction("refused after the change was made", rule="scenario")

    monkeypatch.setattr(state_type, "apply_edit", half_then_fail)
    with pytest.raises(IllegalAction, match="refused after the change"):
        g.edit(target, **changes)
    monkeypatch.undo()
    assert _picture(g) == before


@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_kept_edit_is_checked_on_load_too(game, monkeypatch):
    g, (target, changes) = _at(game, 5, 3)
    g.edit(target, **changes)
    save = g.to_json()
    assert load(save).state == g.state
    monkeypatch.setattr(type(g), "invariants", lambda self, settled=True: ["a broken rule, for the test"])
    with pytest.raises(Exception, match=r"action #3 .*cannot be replayed.*a broken rule, for the test"):
        load(save)


@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_finished_game_takes_no_edit(game):
    cls, setup, (target, changes) = GAMES[game]
    g = cls(seed=2, **setup)
    policy = RandomPolicy(2)
    while not g.is_over:
        g.play(policy(g))
    before = _picture(g)
    with pytest.raises(IllegalAction, match=r"the game is over.*rule: scenario"):
        g.edit(target, **changes)
    assert _picture(g) == before


@pytest.mark.parametrize("game", sorted(GAMES))
def test_an_edit_of_long_values_saves_and_loads(game):
    """edit() takes values of up to 100,000 characters; a save holding such an edit loads (it was refused beyond
    1,000, the limit of an action's text field)."""
    import json

    cls, setup, (target, changes) = GAMES[game]
    g = cls(seed=2, **setup)
    g.edit(target, **changes)
    doc = json.loads(g.to_json())
    edit = doc["actions"][-1]
    edit["changes"] = edit["changes"][:-1] + " " * 5_000 + "}"  # the same values, written out at length
    assert len(edit["changes"]) > 5_000
    assert load(json.dumps(doc)).state == g.state
