"""Named situations Dice Race's lessons start from (the scenes room), and the exercises set in them.

Each scene is a function returning a fresh game; each exercise returns ``(scene, goal)`` for a guided move or
``(scene, question)`` for a prediction (``tabletop_nb.core.lessons``): one line in a lesson,
``guided(*scenes.exercise("bank-the-win"))``. Goals are predicates on the state a move leads to and keys are
computed by the engine: nothing here stores an answer."""

from __future__ import annotations

from typing import Any, Callable

from tabletop_nb.core import lessons
from tabletop_nb.core.lessons import Goal, Question

from .actions import Roll
from .game import DiceRaceGame
from .rules import ROLL_OR_STOP, TURN

ADA = 0


def close_finish() -> DiceRaceGame:
    """Round 1 (seed 19): Ada's first roll is a 6, and her score is set to 15 for the lesson: 6 points are at
    stake, 5 are missing."""
    game = DiceRaceGame(seed=19)
    game.edit("scores", Ada=15)
    return game


def _banks_the_win(before: DiceRaceGame, after: DiceRaceGame) -> bool:
    return after.state.scores[ADA] >= after.rules.target


def _rolls_a_five(game: DiceRaceGame) -> DiceRaceGame:
    game.script_dice([5])
    game.play(Roll())
    return game


EXERCISES: dict[str, Callable[[], tuple[Any, Any]]] = {
    "bank-the-win": lambda: (close_finish(), Goal(
        "Ada has 15 points and 6 in the pot: win the race now.",
        _banks_the_win,
        hint="rolling again risks the pot (a 1 loses it); stopping banks the 6 and reaches 20",
        section=ROLL_OR_STOP)),
    "pot-after-a-five": lambda: (close_finish(), Question(
        "Ada rolls again and the die shows 5. How many points are in the pot then?",
        answer=lambda g: _rolls_a_five(g).state.pot, play=_rolls_a_five, section=TURN)),
}


def exercise(name: str) -> tuple[Any, Any]:
    """A fresh ``(scene, goal)`` or ``(scene, question)`` by name (see ``EXERCISES``)."""
    return lessons.exercise(EXERCISES, name)
