"""Dice Race: the rooms put together (the class the entry point names).

rules.py (tunables and rulings), state.py, actions.py, events.py, flow.py (setup, turn, end), legal.py,
scoring.py (the end and the Outcome), edits.py, board.py (what the UI asks), svg.py, bots.py, odds.py,
invariants.py, scenes.py (the lessons' situations and exercises). The rulebook is ../rules.md.

>>> from tnb_dice_race import DiceRaceGame
>>> game = DiceRaceGame(seed=1)
>>> game.legal_actions()
[Roll(), Stop()]
"""

from __future__ import annotations

from typing import Any

from tabletop_nb.core.errors import RulesError
from tabletop_nb.core.game import Game

from .actions import ACTIONS
from .board import BoardHooks
from .flow import Flow
from .invariants import problems
from .rules import DiceRaceRules
from .state import RaceState


class DiceRaceGame(Flow, BoardHooks, Game):
    """A race of two players, Ada and Ben, to bank 20 points with one die (no setup options)."""

    key = "dice_race"
    title = "Dice Race"
    round_name = "round"  # the charts' x axis (round_of)
    Rules = DiceRaceRules
    ACTIONS = ACTIONS
    SEATS_OPTION = None  # always two players

    def new_state(self) -> RaceState:
        return RaceState()

    def check_setup(self, setup: dict[str, Any]) -> dict[str, Any]:
        if setup:
            raise RulesError(f"Dice Race has no setup options (got {', '.join(map(str, setup))})")
        return {}

    def invariants(self, *, settled: bool = True) -> list[str]:
        return problems(self, settled=settled)
