"""Tomorrow (Conquistador Games, 4-6 players): save humanity by depopulating the world,
and become the next superpower.

>>> from tabletop_nb.tomorrow import TomorrowGame
>>> game = TomorrowGame(players=4, seed=1)
"""

from .actions import (AirStrike, BioAttack, Block, ChooseObjective, Coup, CyberAttack, EndTurn, Exhaust, Give, Invade,
                      NuclearAttack, Pass, Pick, PressButton, TerrorAttack, UseDoomsday)
from .data import (BioCard, Happening, Objective, Power, Territory, biologicals, happenings, load_biologicals,
                   load_happenings, load_map, load_objectives, load_powers, objectives, powers, reconstructed,
                   resource_cards, world_map)
from .game import TomorrowGame, score_terms
from .rules import PRESETS, RULEBOOK, SECOND_EDITION, TomorrowRules
from .state import TomorrowState

__all__ = [
    "AirStrike", "BioAttack", "BioCard", "Block", "ChooseObjective", "Coup", "CyberAttack", "EndTurn", "Exhaust",
    "Give", "Happening", "Invade", "NuclearAttack", "Objective", "PRESETS", "Pass", "Pick", "Power", "PressButton",
    "RULEBOOK", "SECOND_EDITION", "Territory", "TerrorAttack", "TomorrowGame", "TomorrowRules", "TomorrowState",
    "UseDoomsday", "biologicals", "happenings", "load_biologicals", "load_happenings", "load_map", "load_objectives",
    "load_powers", "objectives", "powers", "reconstructed", "resource_cards", "score_terms", "world_map",
]
