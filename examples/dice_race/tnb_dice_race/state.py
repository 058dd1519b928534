"""Dice Race's state: plain values, changed only by the events of events.py (and by a scenario edit, edits.py).

Everything the flow must remember between two decisions is here: whose turn, the pot, the round, and who plays
the last turn under the ruling ``last_turn``."""

from __future__ import annotations

from typing import Any

from tabletop_nb.core.game import Decision, State


class RaceState(State):
    def __init__(self) -> None:
        self.pending: Decision | None = None
        self.over = False
        self.result: dict[str, Any] | None = None
        self.flow: dict[str, Any] = {}
        self.scores = [0, 0]  # banked points, by seat
        self.seat = 0  # whose turn it is
        self.round = 0  # 1 from Ada's first turn on
        self.pot = 0  # the points at stake this turn
        self.rolls = 0  # the rolls that added to the pot this turn
        self.last_roll: int | None = None  # the die's last face (what the board shows)
        self.final: int | None = None  # the seat playing the last turn (ruling last_turn), else None

    def apply_edit(self, target: str, changes: dict[str, Any]) -> None:
        from .edits import apply_edit

        apply_edit(self, target, changes)
