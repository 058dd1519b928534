"""Small helpers for notebooks and tests: play to a moment, set a hand, discard the rest.

Every change a helper makes is a scenario edit or a legal action, so the game's save replays it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .actions import Discard
from .game import WotWGame
from .bots import SurvivorPolicy


def play_until(game: WotWGame, pred: Callable[[WotWGame], bool], policy: Any = None, limit: int = 20000) -> WotWGame:
    """Answer decisions with ``policy`` (the survivor by default) until ``pred(game)`` holds or the game ends."""
    policy = policy or SurvivorPolicy()
    for _ in range(limit):
        if game.is_over or pred(game):
            return game
        game.play(policy(game))
    raise RuntimeError("the moment never came")


def waiting(kind: str, day: int | None = None) -> Callable[[WotWGame], bool]:
    """A condition: the game waits for a decision of ``kind`` (on ``day``)."""
    return lambda g: g.pending is not None and g.pending.kind == kind and (day is None or g.state.day == day)


def quiet_start(seed: int = 1, story: str = "dispatch", rules: Any = None) -> WotWGame:
    """A game at its first Play decision with an empty Event area (its cards go under the Event deck)."""
    g = play_until(WotWGame(rules, seed=seed, story=story), waiting("play"))
    for c in list(g.state.zones["events"]) + list(g.state.zones["engaged"]):
        g.edit(f"card:{c}", to="event_deck", top=False)
    return g


def set_hand(game: WotWGame, cards: list[str]) -> None:
    """Make the hand exactly ``cards`` (edits, then one Discard so the next question lists them)."""
    hand = list(game.state.zones["hand"])
    filler = next(c for c in hand if c not in cards)
    for c in hand:
        if c != filler and c not in cards:
            game.edit(f"card:{c}", to="survivor_deck")
    for c in cards:
        if c not in game.state.zones["hand"]:
            game.edit(f"card:{c}", to="hand", top=False)
    game.play(Discard(filler))


def discard_rest(game: WotWGame) -> None:
    """Discard what is left in hand today."""
    day = game.state.day
    while game.pending is not None and game.pending.kind == "play" and game.state.day == day:
        game.play(Discard(game.state.zones["hand"][0]))
