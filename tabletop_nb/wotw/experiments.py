"""Many games at once: survival by story and by ruling, with 95% Wilson score intervals."""

from __future__ import annotations

import math
from collections.abc import Iterable
from typing import Any

from ..core.policy import RandomPolicy, play_out
from .game import STORIES, WotWGame
from .bots import SurvivorPolicy
from .rules import WotWRules


def wilson(k: int, n: int, z: float = 1.959963984540054) -> tuple[float, float]:
    """The 95% Wilson score interval of a proportion k/n."""
    if n == 0:
        return (0.0, 1.0)
    p = k / n
    den = 1 + z * z / n
    mid = (p + z * z / (2 * n)) / den
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / den
    return (max(0.0, mid - half), min(1.0, mid + half))


def survival(rules: WotWRules | None = None, stories: Iterable[str] = STORIES, games: int = 50,
             policy: str = "survivor", seed: int = 0) -> list[dict[str, Any]]:
    """One row per story: games, wins, win rate and its Wilson interval, mean days survived."""
    rows = []
    for story in stories:
        wins = days = 0
        for i in range(games):
            pol = SurvivorPolicy(seed + i) if policy == "survivor" else RandomPolicy(seed + i)
            g = play_out(WotWGame(rules, seed=seed + i, story=story), pol)
            wins += bool(g.result and g.result["won"])
            days += int(g.result["day"]) if g.result else 0
        lo, hi = wilson(wins, games)
        rows.append({"story": story, "games": games, "wins": wins, "win rate": round(wins / games, 3),
                     "95% low": round(lo, 3), "95% high": round(hi, 3), "mean days": round(days / games, 1)})
    return rows
