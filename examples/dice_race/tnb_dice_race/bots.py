"""Dice Race's heuristic player and its evaluation (the bots room: the lab's "heuristic" bot and the apps'
opponents are found here).

The heuristic is the classic "hold at k" of push-your-luck games: stop once the pot reaches ``hold`` points, or
once banking it wins; chase when the other player is about to win. (odds.py gives a turn's exact distribution
under it.)"""

from __future__ import annotations

import random
from typing import Any

from tabletop_nb.core.game import Action

from .actions import Roll, Stop


class HeuristicPolicy:
    """Stop at ``hold`` points in the pot (fewer when that is enough to win), chase when behind near the end."""

    def __init__(self, seed: int = 0, hold: int = 8) -> None:
        self.seed = seed
        self.rng = random.Random(seed)  # (unused: the heuristic is deterministic; kept for the bots' signature)
        self.hold = hold

    def __call__(self, game: Any) -> Action:
        legal = game.legal_actions()
        if len(legal) == 1:
            return legal[0]  # type: ignore[no-any-return]
        s, r = game.state, game.rules
        mine, theirs = s.scores[s.seat], s.scores[1 - s.seat]
        if mine + s.pot >= r.target:
            return Stop()  # banking wins
        if r.target - theirs <= self.hold and s.pot < r.target - mine:
            return Roll()  # the other player is one good turn from winning: chase
        return Stop() if s.pot >= self.hold else Roll()

    def __repr__(self) -> str:
        return f"HeuristicPolicy(seed={self.seed}, hold={self.hold})"


def evaluate(game: Any, seat: int) -> float:
    """A guess in [0, 1] of how well ``seat`` stands (the search bots' cut-off): half, moved by the lead in
    banked points as a share of the target (the pot counts half: it may still be lost)."""
    s, target = game.state, int(game.rules.target)
    half_pot: float = s.pot / 2
    mine = float(s.scores[seat]) + (half_pot if s.seat == seat else 0.0)
    theirs = float(s.scores[1 - seat]) + (half_pot if s.seat != seat else 0.0)
    return max(0.0, min(1.0, 0.5 + (mine - theirs) / (2 * target)))
