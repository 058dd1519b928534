"""Turmoil's heuristic player and its evaluation (the bots room; the lab and the apps find them here).

Moved here from the lab unchanged: it plays exactly as before.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from ..core.game import Action
from ..core.policy import best_action

if TYPE_CHECKING:
    from .game import TurmoilGame


class TurmoilHeuristic:
    """Turmoil played for Terraform Rating: convert plants and heat, raise parameters with
    standard projects, play projects, lobby; pass only when nothing else is left."""

    ORDER = {"Convert": 6, "StandardProject": 4, "PlayProject": 3, "UsePolicy": 3, "Lobby": 2, "Choose": 1, "Pass": 0}
    PROJECT = {"asteroid": 2, "aquifer": 2, "greenery": 2, "city": 1, "power_plant": 0}

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed
        self.rng = random.Random(seed)

    def __repr__(self) -> str:
        return f"{type(self).__name__}(seed={self.seed})"

    def __call__(self, game: TurmoilGame) -> Action:
        return best_action(game.legal_actions(), self.score, self.rng)

    def score(self, a: Action) -> float:
        v = float(self.ORDER.get(type(a).__name__, 1))
        if type(a).__name__ == "StandardProject":
            v += self.PROJECT.get(getattr(a, "project", ""), 0) / 10
        return v


HeuristicPolicy = TurmoilHeuristic


def evaluate(game: TurmoilGame, seat: int) -> float:
    """A guess in [0, 1] of how well ``seat`` stands: its place between the lowest and highest Terraform Rating."""
    tr = [p.tr for p in game.state.players]
    lo, hi = min(tr), max(tr)
    return 0.5 if hi == lo else (tr[seat] - lo) / (hi - lo)


def determinize(game: TurmoilGame, seat: int, rng: random.Random) -> None:
    """Resample, in place on a copy, what ``seat`` cannot see: the other players' project cards in hand (dealt
    back in the same numbers from those cards and the project deck together) and the order of the project deck
    and of the global event deck. The coming and distant global events are face up and stay. Every pool is
    sorted before it is shuffled, so the result depends on ``rng`` and on what ``seat`` sees only."""
    s = game.state
    others = [q for q in range(len(s.players)) if q != seat]
    unseen = sorted([c for q in others for c in s.players[q].hand] + list(s.project_deck))
    rng.shuffle(unseen)
    for q in others:
        n = len(s.players[q].hand)
        s.players[q].hand, unseen = unseen[:n], unseen[n:]
    s.project_deck = unseen
    events = sorted(s.deck)
    rng.shuffle(events)
    s.deck = events
