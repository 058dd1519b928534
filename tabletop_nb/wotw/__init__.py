"""The War of the Worlds: One More Day (solo deckbuilder) on the tabletop_nb kernel."""

from .actions import Buy, Discard, Done, Fulfil, Play, PushOn, Stay, Target, Travel
from .cards import EFFECTS, LOCATIONS, catalogue, shipped
from .game import COMPONENTS, STORIES, WotWGame
from .rules import WotWRules
from .timedeck import game_length_distribution, simulate_lengths

__all__ = [
           "COMPONENTS",
           "EFFECTS",
           "LOCATIONS",
           "STORIES",
           "Buy",
           "Discard",
           "Done",
           "Fulfil",
           "Play",
           "PushOn",
           "Stay",
           "Target",
           "Travel",
           "WotWGame",
           "WotWRules",
           "catalogue",
           "game_length_distribution",
           "shipped",
           "simulate_lengths",
]
