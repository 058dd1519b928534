"""Shared helpers for the WotW tests: reach a decision, set a scenario, play to a step."""

from __future__ import annotations

from typing import Any

from tabletop_nb.wotw import WotWGame
from tabletop_nb.wotw.bots import SurvivorPolicy


def until(game: WotWGame, pred: Any, policy: Any = None, limit: int = 5000) -> WotWGame:
    """Answer decisions with the survivor policy until ``pred(game)`` holds at a decision."""
    policy = policy or SurvivorPolicy()
    for _ in range(limit):
        if game.is_over or pred(game):
            return game
        game.play(policy(game))
    raise AssertionError("the condition never held")


def at_kind(kind: str) -> Any:
    return lambda g: g.pending is not None and g.pending.kind == kind


def first_play(seed: int = 1, story: str = "dispatch", rules: Any = None, clean: bool = True, **kw: Any) -> WotWGame:
    """A game waiting at its first Play or Discard decision (day 1, step 4); ``clean`` empties the
    Event area (its cards go under the Event deck) so that a scenario starts from a quiet day."""
    g = until(WotWGame(rules, seed=seed, story=story, **kw), at_kind("play"))
    if clean:
        for c in list(g.state.zones["events"]) + list(g.state.zones["engaged"]):
            g.edit(f"card:{c}", to="event_deck", top=False)
    return g


def clear_hand(game: WotWGame) -> None:
    """Move the hand back to the Draw deck (a scenario edit per card)."""
    for c in list(game.state.zones["hand"]):
        game.edit(f"card:{c}", to="survivor_deck")


def discard_rest(game: WotWGame) -> None:
    """Discard every card left in hand (ends step 4 without resolving anything)."""
    from tabletop_nb.wotw import Discard
    day = game.state.day
    while game.pending is not None and game.pending.kind == "play" and game.state.day == day:
        game.play(Discard(game.state.zones["hand"][0]))


class DiscardPolicy(SurvivorPolicy):
    """Discards every Survivor card (so no card of ours interferes with a scenario)."""

    def __call__(self, game: Any) -> Any:
        from tabletop_nb.wotw import Discard
        if game.pending.kind == "play":
            return Discard(game.state.zones["hand"][0])
        return super().__call__(game)


def keep_alive(game: WotWGame, pred: Any, limit: int = 20000, discard: bool = False) -> WotWGame:
    """Like ``until``, but Hope and Health are topped up (scenario edits) at every Play decision,
    so the Time Tracking deck alone ends the game."""
    policy = DiscardPolicy() if discard else SurvivorPolicy()
    for _ in range(limit):
        if game.is_over or pred(game):
            return game
        if game.pending.kind == "play" and (game.state.hope < 15 or game.state.health < 15):
            game.edit("journalist", hope=20, health=20)
        game.play(policy(game))
    raise AssertionError("the condition never held")


def set_hand(game: WotWGame, cards: list[str]) -> None:
    """Make the hand exactly ``cards`` at a Play decision (edits, then one Discard so that the next
    question lists the new hand's options)."""
    from tabletop_nb.wotw import Discard
    hand = list(game.state.zones["hand"])
    filler = next(c for c in hand if c not in cards)
    for c in hand:
        if c != filler and c not in cards:
            game.edit(f"card:{c}", to="survivor_deck")
    for c in cards:
        if c not in game.state.zones["hand"]:
            game.edit(f"card:{c}", to="hand", top=False)
    game.play(Discard(filler))


def to_step(game: WotWGame, n: int) -> WotWGame:
    """Answer with the survivor policy until the day reaches step ``n`` (its phase event)."""
    policy = SurvivorPolicy()
    day = game.state.day
    while not game.is_over:
        last = next((e for e in reversed(game.log) if e.kind == "phase"), None)
        if last is not None and (last.data["n"] >= n or game.state.day > day):
            return game
        game.play(policy(game))
    return game
