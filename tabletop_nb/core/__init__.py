"""The game-agnostic kernel: rules as data, events, decisions, dice, saving, policies.

Imports nothing from Jupyter, ipywidgets or plotly.
"""

from .errors import DataError, IllegalAction, RulesError, SaveFileError, TabletopError
from .events import Event, EventBook, EventType
from .game import GAMES, Action, Decision, Edit, Game, State, load
from .policy import RandomPolicy, play_out, simulate
from .rules import Rules, Ruling, ruling

__all__ = [
    "Action", "DataError", "Decision", "Edit", "Event", "EventBook", "EventType", "GAMES", "Game",
    "IllegalAction", "RandomPolicy", "Rules", "Ruling", "RulesError", "SaveFileError", "State",
    "TabletopError", "load", "play_out", "ruling", "simulate",
]
