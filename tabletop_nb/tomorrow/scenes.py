"""Named situations the Tomorrow lessons start from (the scenes room), and the exercises set in them.

Each scene is a function returning a fresh game; each exercise returns ``(scene, goal)`` for a guided move or
``(scene, question)`` for a prediction (``tabletop_nb.core.lessons``): one line in a lesson,
``guided(*scenes.exercise("china-blocks-the-blend"))``. Goals are predicates on the state a move leads to; keys
are computed by the engine; nothing here stores an answer.
"""

from __future__ import annotations

from typing import Any, Callable

from ..core.game import Action
from ..core import lessons
from ..core.lessons import Goal, Question
from .actions import BioAttack, Block, Pick
from .game import TomorrowGame
from .script import Scripted, play_until

SIX = ["usa", "eu", "russia", "china", "india", "caliphate"]


def four_powers_first_picks() -> TomorrowGame:
    """Four powers (the USA, Russia, China, India; seed 1), each has kept its first Secret Objective; the USA is
    the first to pick its two secret resources of the turn."""
    game = TomorrowGame(players=4, seed=1)
    _keep_first_objectives(game)
    return game


def hecker_aimed_at_china() -> TomorrowGame:
    """Six powers, turn 1 (seed 6; turn order as seated). The USA picked its biological and military cards, every
    other power its biological and terror cards; the USA now unleashes Professor Hecker's Blend on China, and
    China, the target, is the first asked whether it blocks with its own biological card."""
    game = TomorrowGame(players=6, seed=6, bio_cards={"usa": ["Professor Hecker's Blend"]}, turn_order=SIX,
                        happenings=["Quiet News Cycle", "Ceasefire"])
    _keep_first_objectives(game)
    others: dict[str, list[Action]] = {p: [Pick(f"{p}-biological"), Pick(f"{p}-terror")] for p in SIX[1:]}
    policy = Scripted(usa=[Pick("usa-biological"), Pick("usa-military"),
                           BioAttack("usa-biological", "china", "Professor Hecker's Blend")], **others)
    play_until(game, policy, lambda g: g.pending is not None and g.pending.kind == "block")
    return game


def _keep_first_objectives(game: TomorrowGame) -> None:
    while game.pending is not None and game.pending.kind == "objective":
        game.play(game.legal_actions()[0])


def _china_blocked(before: TomorrowGame, after: TomorrowGame) -> bool:
    china = after.state.powers.index("china")
    return len(after.state.exhausted[china]) > len(before.state.exhausted[china])


def _bio_and_military(before: TomorrowGame, after: TomorrowGame) -> bool | None:
    picked = set(after.state.picks[0])
    if not picked <= {"usa-biological", "usa-military"}:
        return False
    return True if len(picked) == 2 else None


def _china_blocks(game: TomorrowGame) -> TomorrowGame:
    game.play(Block("china-biological"))
    return game


EXERCISES: dict[str, Callable[[], tuple[Any, Any]]] = {
    "china-blocks-the-blend": lambda: (hecker_aimed_at_china(), Goal(
        "As China, block the biological attack aimed at you.",
        _china_blocked,
        hint="a power may block an action with a card it picked of the same kind, saved for this: China picked its "
             "biological card",
        section="Resources")),
    "usa-picks-biological-and-military": lambda: (four_powers_first_picks(), Goal(
        "As the USA, secretly pick your biological card and your military card (two picks).",
        _bio_and_military,
        hint="each power picks two of its resource cards, one at a time; a pick cannot be taken back",
        section="II. Resource Allocation Phase")),
    "russias-biological-cards": lambda: (four_powers_first_picks(), Question(
        "At four players, how many biological cards was Russia dealt at setup?",
        answer=lambda g: len(g.state.bio_hand[g.state.powers.index("russia")]),
        section="Game Setup")),
    "china-pc-after-blocking": lambda: (hecker_aimed_at_china(), Question(
        "China blocks the USA's biological attack. How many Political Capital points (PC, the score of the game) "
        "does China have then?",
        answer=lambda g: _china_blocks(g).state.pc[g.state.powers.index("china")],
        play=_china_blocks, section="Resources")),
}


def exercise(name: str) -> tuple[Any, Any]:
    """A fresh ``(scene, goal)`` or ``(scene, question)`` by name (see ``EXERCISES``)."""
    return lessons.exercise(EXERCISES, name)
