"""Named situations the Turmoil lessons start from (the scenes room), and the exercises set in them.

Each scene is a function that returns a fresh game; each exercise returns ``(scene, goal)`` for a guided move
or ``(scene, question)`` for a prediction (``tabletop_nb.core.lessons``). A lesson cell is then one line:
``guided(*scenes.exercise("kim-leads-the-scientists"))``. The goals are predicates on the state a move leads to
and the answer keys are computed by the engine; nothing here stores an answer.
"""

from __future__ import annotations

from typing import Any, Callable

from ..core import lessons
from ..core.lessons import Goal, Question
from .actions import Lobby
from .game import TurmoilGame
from .state import NEUTRAL


def first_generation() -> TurmoilGame:
    """Kim and Stanley at the start of the first generation (seed 1), Kim to act: every party is empty but
    Mars First and the Kelvinists, which hold one neutral delegate each; each player has 42 M€, one delegate in
    the lobby and six in reserve."""
    return TurmoilGame(players=["Kim", "Stanley"], seed=1)


def _leader_name(game: TurmoilGame, party: str) -> str:
    who = game.state.committee.leader[party]
    return "nobody" if who is None else "the neutral delegate" if who == NEUTRAL else game.state.players[who].name


def _kim_delegates(game: TurmoilGame, party: str) -> int:
    return game.state.committee.delegates[party].count(0)


def _free_reds(before: TurmoilGame, after: TurmoilGame) -> bool:
    placed = _kim_delegates(after, "reds") > _kim_delegates(before, "reds")
    return placed and after.state.players[0].res["mc"] == before.state.players[0].res["mc"]


def _lobby_from_reserve(game: TurmoilGame) -> TurmoilGame:
    game.play(Lobby("unity", "reserve"))
    return game


def _kim_and_stanley_in_the_kelvinists(game: TurmoilGame) -> TurmoilGame:
    game.play(Lobby("kelvinists", "lobby"))
    game.play(Lobby("kelvinists", "lobby"))
    return game


EXERCISES: dict[str, Callable[[], tuple[Any, Any]]] = {
    "kim-leads-the-scientists": lambda: (first_generation(), Goal(
        "As Kim, become the leader of the Scientists.",
        lambda before, after: after.state.committee.leader["scientists"] == 0,
        hint="a party's leader is the one with the most delegates in it, and the first delegate in an empty party "
             "leads it: put one of Kim's delegates in the Scientists",
        section="Lobbying")),
    "a-free-delegate-in-the-reds": lambda: (first_generation(), Goal(
        "As Kim, put a delegate in the Reds without spending any M€ (megacredits, the money of the game).",
        _free_reds,
        hint="a delegate sent from the lobby is free; one from your reserve costs 5 M€",
        section="Lobbying")),
    "mc-after-lobbying-from-the-reserve": lambda: (first_generation(), Question(
        "Kim has 42 M€. She sends a delegate from her reserve (not the lobby) to Unity. How many M€ has she then?",
        answer=lambda g: _lobby_from_reserve(g).state.players[0].res["mc"],
        play=_lobby_from_reserve, section="Lobbying")),
    "who-leads-the-kelvinists": lambda: (first_generation(), Question(
        "The Kelvinists hold one neutral delegate. Kim, then Stanley, each send their lobby delegate there. "
        "Who leads the Kelvinists then?",
        answer=lambda g: _leader_name(_kim_and_stanley_in_the_kelvinists(g), "kelvinists"),
        choices=lambda g: ["Kim", "Stanley", "the neutral delegate"],
        play=_kim_and_stanley_in_the_kelvinists, section="Party Leader")),
}

def exercise(name: str) -> tuple[Any, Any]:
    """A fresh ``(scene, goal)`` or ``(scene, question)`` by name (see ``EXERCISES``)."""
    return lessons.exercise(EXERCISES, name)
