"""Tomorrow (2023), Runes Editions: the Dragonflies (rebels) against the NCG (government), a two-player card duel.

>>> from tabletop_nb.tomorrow2023 import Tomorrow2023Game
>>> game = Tomorrow2023Game(seed=1)
"""

from .actions import Discard, Draw, NoReaction, Pass, Play, React, UseAction
from .cards import Card, box_deck, cards, load, reconstructed, validate_deck
from .game import Tomorrow2023Game
from .words import glossary
from .bots import HeuristicPolicy
from .rules import Tomorrow2023Rules
from .state import GOVERNMENT, REBELS, T23State

__all__ = ["Card", "Discard", "Draw", "GOVERNMENT", "HeuristicPolicy", "NoReaction", "Pass", "Play", "REBELS", "React",
           "T23State", "Tomorrow2023Game", "Tomorrow2023Rules", "UseAction", "box_deck", "cards", "glossary", "load",
           "reconstructed", "validate_deck"]
