"""The War of the Worlds' heuristic player and its evaluation (the bots room; the lab and the apps find them here).

The player itself is ``SurvivorPolicy`` (policies.py, which the experiments and scripts use too).
"""

from __future__ import annotations

from typing import Any

from .policies import SurvivorPolicy

HeuristicPolicy = SurvivorPolicy


def evaluate(game: Any, seat: int) -> float:
    """A guess in [0, 1] of how well the Journalist stands: Hope and Health are the two ways to lose (never
    above 20), so the lower of the two."""
    s = game.state
    return float(min(s.hope, s.health)) / 20.0
