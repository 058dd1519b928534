"""Terraforming Mars: Turmoil — the committee, influence, global events and the solar phase.

>>> from tabletop_nb.turmoil import TurmoilGame, Lobby
>>> game = TurmoilGame(players=["Kim", "Stanley"], seed=1)
"""

from .actions import Choose, Convert, Lobby, Pass, PlayProject, StandardProject, UsePolicy
from .data import GlobalEventCard, global_events, load_global_events
from .game import TurmoilGame
from .globalevents import EFFECTS, gain_count, loss_count
from .rules import PARTIES, PARTY_NAMES, TurmoilRules
from .state import NEUTRAL, TurmoilState

__all__ = [
    "Choose", "Convert", "EFFECTS", "GlobalEventCard", "Lobby", "NEUTRAL", "PARTIES", "PARTY_NAMES", "Pass",
    "PlayProject", "StandardProject", "TurmoilGame", "TurmoilRules", "TurmoilState", "UsePolicy",
    "gain_count", "global_events", "load_global_events", "loss_count",
]
