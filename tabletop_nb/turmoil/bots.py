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
