"""Players for the lab: random, a heuristic per game, a generic Monte Carlo tree search, and the
skill check (does a stronger search player beat a weaker one? Ludii's SkillTrace idea).

A bot is a callable ``bot(game) -> action`` (a ``core`` policy). Bots are named in a run by
``"random"``, ``"heuristic"``, ``"mcts"`` or ``"mcts:ITERATIONS"``; ``named()`` builds one.
"""

from __future__ import annotations

from typing import Any

from ..core.game import Game
from ..core.search import LEVELS, SEARCH_EFFORT, MCTSBot, Policy, heuristic, named
from .adapters import adapter_for

__all__ = ["LEVELS", "SEARCH_EFFORT", "MCTSBot", "Policy", "SkillBots", "heuristic", "named", "skill_check",
           "strong_won"]


# The three levels of play live in the kernel (tabletop_nb.core.search): the apps use them too, without the lab.


# --------------------------------------------------------------------------- the skill check


class SkillBots:
    """The bots of one skill level: the seat ``game seed % seats`` plays MCTS with ``2 * level``
    iterations, every other seat with ``level`` (the strong seat rotates, so no seat's own advantage
    is mistaken for skill)."""

    def __init__(self, level: int, depth: int = 30) -> None:
        self.level, self.depth = level, depth

    def __call__(self, game_seed: int, seat: int, seats: int) -> Policy:
        from .play import bot_seed

        strong = game_seed % seats == seat
        return MCTSBot(bot_seed(game_seed, seat), iterations=2 * self.level if strong else self.level,
                       depth=self.depth)

    def __repr__(self) -> str:
        return f"mcts {2 * self.level} vs {self.level}"


def strong_won(game: Game) -> float:
    """1 when the strong seat of a skill-check game (seed % seats) won (a share when joint)."""
    ad = adapter_for(game)
    k = len(ad.seat_names(game))
    w = ad.winners(game)
    return (1.0 / len(w)) if (game.seed % k) in w else 0.0


def skill_check(game: Any, levels: tuple[int, ...] = (1, 2, 4, 8), n: int = 10, *, rules: Any = None,
                seats: int | None = None, setup: dict[str, Any] | None = None, depth: int = 30,
                seed: int = 0, progress: bool = True, executor: Any = None) -> Any:
    """Ludii's SkillTrace, small: at each level one seat (rotating) plays MCTS with twice the
    iterations of the others. ``result.skill()`` gives the strong seat's win rate per level with its
    Wilson interval beside a fair seat's share, and the slope of win rate over log2(level): near 0,
    skill does not pay (or the budget is too small to show it).
    """
    from .result import LabResult
    from .run import compare, resolve_game

    cls = resolve_game(game)
    results = []
    for lv in levels:
        bots = SkillBots(lv, depth)
        results.append(compare(cls, {repr(bots): rules}, n, players=bots, seats=seats, setup=setup, seed=seed,
                               metrics={"strong_won": strong_won}, progress=progress, executor=executor))
    merged = LabResult.merge(results)
    merged.skill_levels = tuple(levels)
    merged.notes.append("skill check: one seat (game seed mod seats) plays MCTS with twice the others' iterations")
    return merged
