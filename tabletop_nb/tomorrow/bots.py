"""Tomorrow's heuristic player and its evaluation (the bots room; the lab and the apps find them here).

Moved here from the lab; its "block what is aimed at you" branch now reads the attack under way from the state
(it read a field the game no longer had, so it never blocked).
"""

from __future__ import annotations

import math
import random
from typing import TYPE_CHECKING

from ..core.game import Action
from ..core.policy import best_action

if TYPE_CHECKING:
    from .game import TomorrowGame


class TomorrowHeuristic:
    """Tomorrow played with intent: depopulate (humanity needs it), never press the Big Red Button,
    block what is aimed at you, keep your Political Capital. Ties are broken at random."""

    PICK = {"biological": 5, "nuclear": 4, "military": 3, "diplomacy": 2, "cyber": 1, "terror": 1}
    _kinds: dict[type, str] | None = None

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed
        self.rng = random.Random(seed)

    def __repr__(self) -> str:
        return f"{type(self).__name__}(seed={self.seed})"

    @classmethod
    def _table(cls) -> dict[type, str]:
        if cls._kinds is None:
            from . import actions as A

            cls._kinds = {A.PressButton: "button", A.BioAttack: "kill", A.UseDoomsday: "kill", A.NuclearAttack: "kill",
                          A.Pick: "pick", A.Block: "block", A.Give: "give", A.Pass: "wait", A.EndTurn: "wait",
                          A.Invade: "take", A.Coup: "take"}
        return cls._kinds

    def score(self, game: TomorrowGame, a: Action) -> float:
        kind = self._table().get(type(a), "")
        s = game.state
        p = s.pending.who if s.pending is not None else None
        if kind == "kill":
            t = a.territory  # type: ignore[attr-defined]
            return 10.0 + s.pop.get(t, 0) - (8.0 if s.control.get(t) == p else 0.0)
        if kind == "pick":
            card = a.card  # type: ignore[attr-defined]
            return float(self.PICK.get(card.split("-")[1] if "-" in card else "", 0))
        if kind == "block":  # block what is aimed at you (the attack under way is in the state)
            attempt = s.attempt
            return 5.0 if attempt is not None and attempt.get("target") == p else -1.0
        if kind == "give":
            return -1.0 - a.amount  # type: ignore[attr-defined]
        return {"button": -100.0, "wait": 0.0, "take": 2.0}.get(kind, 0.5)

    def __call__(self, game: TomorrowGame) -> Action:
        return best_action(game.legal_actions(), lambda a: self.score(game, a), self.rng)


HeuristicPolicy = TomorrowHeuristic


def evaluate(game: TomorrowGame, seat: int) -> float:
    """A guess in [0, 1] of how well ``seat`` stands in an unfinished game (the search bot's cut-off):
    humanity first (every seat loses if Death passes Life), then this seat's share of the Political Capital."""
    s = game.state
    margin = (s.death - s.life) / max(1.0, float(s.death + s.life))  # > 0: the threat is shrinking
    alive = 1.0 / (1.0 + math.exp(-6.0 * margin))
    pcs = list(s.pc)
    lo, hi = min(pcs), max(pcs)
    share = 0.5 if hi == lo else (pcs[seat] - lo) / (hi - lo)
    return alive * share
