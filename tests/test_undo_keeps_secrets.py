"""Issue #32, 6: undo never previews what was hidden, in play with other people or bots.

Draw, undo, draw shows the same card (the game is replayed with its seed): exact undo is time travel, right for
a lesson and a teacher, but in play it would preview a deck. ``Game.undo(keep_secrets=True)`` (what the apps
use whenever someone plays a seat) refuses to take back past a move that showed what chance decided; the
app's Take back button says which undo it is.
"""

from __future__ import annotations

import pytest

from tabletop_nb.core import IllegalAction, RandomPolicy
from tabletop_nb.core.events import learned_by_chance
from tabletop_nb.tomorrow import TomorrowGame
from tabletop_nb.tomorrow2023 import Tomorrow2023Game
from tabletop_nb.turmoil import TurmoilGame
from tabletop_nb.wotw import WotWGame

GAMES = {
    "wotw": (WotWGame, {}),
    "tomorrow": (TomorrowGame, {"players": 4}),
    "turmoil": (TurmoilGame, {"players": ["Kim", "Stanley"]}),
    "tomorrow2023": (Tomorrow2023Game, {}),
}


def _until(game: str, chance: bool, seed: int = 3, limit: int = 400):
    """A game whose last action showed (or did not show) what chance decided."""
    cls, setup = GAMES[game]
    g = cls(seed=seed, **setup)
    policy = RandomPolicy(seed)
    for _ in range(limit):
        if g.is_over:
            break
        mark = len(g.log)
        g.play(policy(g))
        if len(g.actions) > 1 and learned_by_chance(g.log, mark) == chance:
            return g
    raise AssertionError(f"no {'chance' if chance else 'plain'} move in {limit} actions of {game}")


@pytest.mark.parametrize("game", sorted(GAMES))
def test_exact_undo_replays_the_same_chance_and_play_undo_refuses_it(game):
    g = _until(game, chance=True)
    last = g.actions[-1]
    shown = [e.sentence for e in g.log[g._marks[-1]:]]
    before = (g.state.to_dict(), len(g.log), list(g.actions))
    with pytest.raises(IllegalAction, match=r"chance decided.*rule: undo in play"):
        g.undo(keep_secrets=True)
    assert (g.state.to_dict(), len(g.log), list(g.actions)) == before
    # what the refusal prevents: taken back exactly and played again, the move shows the same outcome
    g.undo()
    g.play(last)
    assert [e.sentence for e in g.log[g._marks[-1]:]] == shown


@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_move_that_showed_nothing_by_chance_is_taken_back_in_play(game):
    g = _until(game, chance=False)
    n = len(g.actions)
    earlier = g.at(g._marks[-1]).state
    g.undo(keep_secrets=True)
    assert len(g.actions) == n - 1 and g.state == earlier


def test_the_app_says_which_undo_and_take_back_keeps_chance_in_seat_play():
    from tabletop_nb.ui import app
    from tabletop_nb.ui.app import UNDO_NOTE

    a = app(Tomorrow2023Game, seed=2)
    assert a.undo_note.value == UNDO_NOTE[True] and "cannot preview" in a.undo_note.value
    board = a.explorer.board
    g = board.game
    taken = refused = 0
    for _ in range(60):  # the learner plays; each move is taken back when the rules of play allow
        if g.is_over:
            break
        mark = len(g.actions)
        board.act(0)
        shown = any(learned_by_chance(g.log, m) for m in g._marks[mark:])
        before = (len(g.log), board.drawn)
        undone = a.undo()
        if shown:  # a card was drawn (or a shuffle seen) since the learner's move: it stands
            assert not undone and board.message_tone == "error" and "chance decided" in board.message
            assert (len(g.log), board.drawn) == before
            refused += 1
        else:
            assert undone and len(g.actions) == mark and board.drawn == len(g.log)
            assert a.explorer.stepper.total == len(g.log)
            taken += 1
            board.act(0)
    assert taken > 0 and refused > 0


def test_the_teachers_view_takes_back_exactly():
    from tabletop_nb.ui import app
    from tabletop_nb.ui.app import UNDO_NOTE

    a = app(WotWGame, seed=1)
    a.mode.value = "all"
    a.new_game()
    assert a.undo_note.value == UNDO_NOTE[False]
    g = a.explorer.board.game
    policy = RandomPolicy(1)
    for _ in range(30):
        g.play(policy(g))
    a.explorer.refresh()
    n = len(g.actions)
    assert a.undo() and len(g.actions) == n - 1


def test_a_solo_game_played_in_its_seat_keeps_its_deck_secret():
    from tabletop_nb.ui import app
    from tabletop_nb.ui.app import UNDO_NOTE

    a = app(WotWGame, seed=4)  # the app's default: play the seat (the Journalist), no bots
    board = a.explorer.board
    assert board.undo_keeps_secrets and a.undo_note.value == UNDO_NOTE[True]
    g = board.game
    refused = 0
    for _ in range(40):
        if g.is_over:
            break
        mark = len(g.actions)
        board.act(0)
        if any(learned_by_chance(g.log, m) for m in g._marks[mark:]):
            n = len(g.log)
            assert not a.undo() and len(g.log) == n
            refused += 1
    assert refused > 0
