"""Terraforming Mars: Turmoil — the committee, influence, global events and the solar phase.

>>> from tabletop_nb.turmoil import TurmoilGame, Lobby
>>> game = TurmoilGame(players=["Kim", "Stanley"], seed=1)

The rooms: ``rules`` (numbers and rulings), ``state``, ``events`` (every kind of change),
``actions``, ``flow`` (setup, generation, solar phase), ``legal``, ``cards`` (the effects registry, the
cards a game deals from), ``parties``, ``globalevents`` (the global event cards, their effects),
``basegame`` (the base-game stand-in), ``scoring``, ``invariants``, ``edits`` (scenario edits),
``board`` (what a front end asks), ``bots``, ``svg``, ``game`` (the class).
"""

from .actions import (
    Choose,
    Convert,
    Lobby,
    Pass,
    PlayProject,
    StandardProject,
    UsePolicy,
)
from .basegame import StandInProject, load_projects, standin_projects
from .game import TurmoilGame
from .cards import EFFECTS
from .globalevents import (
    GlobalEventCard,
    gain_count,
    global_events,
    load_global_events,
    loss_count,
)
from .rules import PARTIES, PARTY_NAMES, TurmoilRules
from .state import NEUTRAL, TurmoilState

__all__ = [
    "Choose", "Convert", "EFFECTS", "GlobalEventCard", "Lobby", "NEUTRAL", "PARTIES", "PARTY_NAMES", "Pass",
    "PlayProject", "StandInProject", "StandardProject", "TurmoilGame", "TurmoilRules", "TurmoilState", "UsePolicy",
    "gain_count", "global_events", "load_global_events", "load_projects", "loss_count", "standin_projects",
]
