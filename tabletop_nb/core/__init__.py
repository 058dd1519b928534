"""The game-agnostic kernel: rules as data, events, decisions, cards and decks, dice, saving, policies.

Imports nothing from Jupyter, ipywidgets or plotly.
"""

from .cards import (CARDS_MOVED, ZONE_SHUFFLED, Effects, EffectSpec, Zones, card_sets, check_value, in_sets,
                    load_cards, merge_cards, plain_cards, read_card_source)
from .errors import DataError, GameDidNotEnd, IllegalAction, RulesError, SaveFileError, StepError, TabletopError
from .events import Event, EventBook, EventType, learned_by_chance
from .game import Action, Choose, Decision, Edit, Game, State, load
from .registry import GAMES, declared_games, find_game, game_keys, registered_games
from .outcome import Outcome
from .policy import RandomPolicy, play_out, simulate
from .rules import Rules, Ruling, ruling, tunable

__all__ = [
    "Action", "CARDS_MOVED", "Choose", "DataError", "Decision", "Edit", "EffectSpec", "Effects",
    "Event", "EventBook", "EventType", "GAMES", "Game", "GameDidNotEnd", "IllegalAction", "Outcome", "RandomPolicy", "Rules", "Ruling",
    "RulesError", "SaveFileError", "StepError", "State", "TabletopError", "ZONE_SHUFFLED", "Zones", "card_sets", "check_value",
    "declared_games", "find_game", "game_keys", "in_sets", "learned_by_chance", "load", "load_cards", "merge_cards", "plain_cards", "play_out", "read_card_source",
    "registered_games", "ruling", "simulate", "tunable",
]
