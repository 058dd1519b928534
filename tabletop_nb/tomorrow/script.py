"""Scripted play for worked examples: each power follows its list of actions, and otherwise
does the quiet thing (first legal pick, end the turn, never block, give nothing)."""

from __future__ import annotations

from typing import Any, Callable

from ..core.game import Action, Game
from .actions import (ATTACKS, PASS, Block, ChooseObjective, EndTurn, Exhaust, Give, Pass, Pick, PressButton)

_FOR_KIND: dict[str, tuple[type, ...]] = {
    "objective": (ChooseObjective,), "pick": (Pick,), "block": (Block, Pass), "exhaust": (Exhaust,),
    "gift": (Give, Pass), "act": ATTACKS + (PressButton, EndTurn),
}


class Scripted:
    """A policy: ``Scripted(usa=[Pick("usa-biological"), BioAttack(...)], china=[...])``."""

    def __init__(self, **queues: list[Action]) -> None:
        self.queues = {k: list(v) for k, v in queues.items()}

    def add(self, power: str, *actions: Action) -> "Scripted":
        self.queues.setdefault(power, []).extend(actions)
        return self

    def __call__(self, game: Game) -> Action:
        d = game.state.pending
        power = game.state.powers[d.who]
        q = self.queues.get(power)
        if q and isinstance(q[0], _FOR_KIND[d.kind]):
            return q.pop(0)
        if d.kind in ("block", "gift"):
            return PASS
        if d.kind == "act":
            return EndTurn()
        return game.legal_actions()[0]

    def __repr__(self) -> str:
        return f"Scripted({', '.join(f'{k}: {len(v)} left' for k, v in self.queues.items())})"


def play_until(game: Game, policy: Callable[[Game], Action], stop: Callable[[Game], bool],
               max_actions: int = 100_000) -> Game:
    """Answer decisions with ``policy`` (legality checked) until ``stop(game)`` or the end."""
    for _ in range(max_actions):
        if game.state.over or stop(game):
            return game
        game.play(policy(game))
    raise RuntimeError("stop condition never reached")


def turn_over(n: int) -> Callable[[Any], bool]:
    """A stop condition: turn ``n`` is over (the next turn's allocation is waiting)."""
    return lambda g: g.state.turn > n and g.state.phase == "allocation"
