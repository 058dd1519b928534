"""Named situations the War of the Worlds lessons start from (the scenes room), and the exercises set in them.

Each scene is a function returning a fresh game; each exercise returns ``(scene, goal)`` for a guided move or
``(scene, question)`` for a prediction (``tabletop_nb.core.lessons``): one line in a lesson,
``guided(*scenes.exercise("a-cup-of-strong-tea"))``. Goals are predicates on the state a move leads to; keys are
computed by the engine; nothing here stores an answer.
"""

from __future__ import annotations

from typing import Any, Callable

from ..core import lessons
from ..core.lessons import Goal, Question
from .actions import Play
from .game import WotWGame


def first_morning() -> WotWGame:
    """The first day (seed 1, the Dispatch story) at step 4: three events lie in the Event area and the Journalist
    holds five Survivor cards (Ask Around, Strong Tea, Back Alleys, Press Card, Shorthand Notes), to play or
    discard one at a time. Hope 12, Health 11, no Shillings."""
    return WotWGame(seed=1)


def _card(game: WotWGame, title: str) -> str:
    """The card in the hand with this title (the lessons speak of cards by title)."""
    return next(c for c in game.state.zones["hand"] if game.titles[c] == title)


def _more_hope(before: WotWGame, after: WotWGame) -> bool:
    return after.state.hope > before.state.hope


def _back_alleys_discarded(before: WotWGame, after: WotWGame) -> bool:
    card = _card(before, "Back Alleys")
    return card in after.state.zones["survivor_discard"] and after.state.hope == before.state.hope


def _strong_tea(game: WotWGame) -> WotWGame:
    game.play(Play(_card(game, "Strong Tea")))
    return game


EXERCISES: dict[str, Callable[[], tuple[Any, Any]]] = {
    "a-cup-of-strong-tea": lambda: (first_morning(), Goal(
        "Raise the Journalist's Hope this morning.",
        _more_hope,
        hint="read what each card in the panel does: one of them gives Hope when it is played",
        section="Turn Breakdown 4")),
    "no-use-for-back-alleys": lambda: (first_morning(), Goal(
        "Get rid of Back Alleys without playing it.",
        _back_alleys_discarded,
        hint="in step 4 every Survivor card in the hand is either played or discarded: discard this one",
        section="Turn Breakdown 4")),
    "events-in-the-area": lambda: (first_morning(), Question(
        "Step 2 drew this morning's events. How many event cards lie in the Event area now?",
        answer=lambda g: len(g.state.zones["events"]), section="Turn Breakdown 2")),
    "hope-after-strong-tea": lambda: (first_morning(), Question(
        "The Journalist has 12 Hope and plays Strong Tea. How much Hope then?",
        answer=lambda g: _strong_tea(g).state.hope, play=_strong_tea, section="Turn Breakdown 4")),
}


def exercise(name: str) -> tuple[Any, Any]:
    """A fresh ``(scene, goal)`` or ``(scene, question)`` by name (see ``EXERCISES``)."""
    return lessons.exercise(EXERCISES, name)
