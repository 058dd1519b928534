"""Tomorrow (Conquistador Games, 4-6 players): save humanity by depopulating the world,
and become the next superpower.

>>> from tabletop_nb.tomorrow import TomorrowGame
>>> game = TomorrowGame(players=4, seed=1)
"""

from .actions import (
                      AirStrike,
                      BioAttack,
                      Block,
                      ChooseObjective,
                      Coup,
                      CyberAttack,
                      EndTurn,
                      Exhaust,
                      Give,
                      Invade,
                      NuclearAttack,
                      Pass,
                      Pick,
                      PressButton,
                      TerrorAttack,
                      UseDoomsday,
)
from .biologicals import BioCard, biologicals, load_biologicals
from .data import (
                      Power,
                      Territory,
                      load_map,
                      load_powers,
                      powers,
                      reconstructed,
                      resource_cards,
                      world_map,
)
from .cards import EFFECTS
from .game import TomorrowGame
from .happenings import Happening, happenings, load_happenings
from .objectives import Objective, load_objectives, objectives
from .rules import PRESETS, RULEBOOK, SECOND_EDITION, TomorrowRules
from .scoring import score_terms
from .state import TomorrowState

__all__ = [
                      "EFFECTS",
                      "PRESETS",
                      "RULEBOOK",
                      "SECOND_EDITION",
                      "AirStrike",
                      "BioAttack",
                      "BioCard",
                      "Block",
                      "ChooseObjective",
                      "Coup",
                      "CyberAttack",
                      "EndTurn",
                      "Exhaust",
                      "Give",
                      "Happening",
                      "Invade",
                      "NuclearAttack",
                      "Objective",
                      "Pass",
                      "Pick",
                      "Power",
                      "PressButton",
                      "Territory",
                      "TerrorAttack",
                      "TomorrowGame",
                      "TomorrowRules",
                      "TomorrowState",
                      "UseDoomsday",
                      "biologicals",
                      "happenings",
                      "load_biologicals",
                      "load_happenings",
                      "load_map",
                      "load_objectives",
                      "load_powers",
                      "objectives",
                      "powers",
                      "reconstructed",
                      "resource_cards",
                      "score_terms",
                      "world_map",
]
