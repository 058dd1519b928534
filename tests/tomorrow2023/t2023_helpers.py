"""Shared scenario helpers for the Tomorrow (2023) tests."""

from __future__ import annotations

from typing import Any

from tabletop_nb.core import Choose
from tabletop_nb.tomorrow2023 import Tomorrow2023Game, Tomorrow2023Rules


def game(seed: int = 3, **rules: Any) -> Tomorrow2023Game:
    return Tomorrow2023Game(Tomorrow2023Rules().replace(**rules), seed=seed)


def hand(g: Tomorrow2023Game, side: int, *cards: str) -> None:
    """Put exactly these cards in ``side``'s hand (the others go back on its deck)."""
    for c in list(g.state.zones[f"hand:{side}"]):
        if c not in cards:
            g.edit("place", card=c, zone=f"deck:{side}")
    for c in cards:
        if c not in g.state.zones[f"hand:{side}"]:
            g.edit("place", card=c, zone=f"hand:{side}")


def end_turn(g: Tomorrow2023Game) -> None:
    """Play the current side's remaining actions as draws (or the first option), answering questions with the
    first option, until the other side is asked for its first action."""
    side = g.state.side
    while not g.is_over and not (g.pending.kind == "action" and g.state.side != side):
        legal = g.legal_actions()
        from tabletop_nb.tomorrow2023 import Draw, NoReaction
        pick = next((a for a in legal if isinstance(a, (Draw, NoReaction))), legal[0])
        g.play(pick)


def choose(c: str) -> Choose:
    return Choose(c)
