"""Dice Race, the example game of tabletop_nb: a package outside tabletop_nb that declares itself in the
entry-point group ``tabletop_nb.games`` (see pyproject.toml beside it and docs/add-a-game.md)."""

from .game import DiceRaceGame
from .rules import DiceRaceRules

__all__ = ["DiceRaceGame", "DiceRaceRules"]
