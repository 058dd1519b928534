"""Turmoil's tunables and rulings: every number the rulebook (or the base game) prints, with the
range of values that make sense, and the named rulings where the rulebook is silent."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from ..core.rules import Rules, ruling, tunable

PARTIES = ("mars_first", "scientists", "unity", "greens", "reds", "kelvinists")
PARTY_NAMES = {
    "mars_first": "Mars First", "scientists": "Scientists", "unity": "Unity",
    "greens": "Greens", "reds": "Reds", "kelvinists": "Kelvinists",
}
#: the global parameters a global event or a standard project can move
PARAMETERS = ("temperature", "oxygen", "oceans", "venus")


@dataclass(frozen=True, slots=True)  # (52 fields: more than an object keeps beside it; docs/kernel.md, "Speed")
class TurmoilRules(Rules):
    """Every number Turmoil prints, and the rulings where it is silent.

    The base game appears as a small stand-in (player sheet, standard projects, production)
    so whole generations can be played; its numbers are the base game's.
    """

    # Numbers of the base game that were fixed before they became rules: a save that does not name them was
    # played with these values (any other rule a save leaves out is refused).
    BEFORE_FIELD_ADDED: ClassVar[dict[str, Any]] = {
        "colony_track_max": 6, "reds_solo_tr": 20, "temperature_step": 2, "oxygen_step": 1, "ocean_step": 1,
        "venus_step": 2, "heat_bonus_temperatures": [-24, -20], "ocean_bonus_temperature": 0, "oxygen_bonus_at": 8,
        "steel_value": 2, "titanium_value": 3,
        # a save made before the ruling never paid a negative income the way it was kept (M€ below 0 broke an
        # invariant), so its games replay as the default plays them
        "negative_income": "pay_what_you_have"}

    # --- Setup
    terraformer_tr: int = tunable(26, low=0, high=1000, section="Setup 1")  # Tharsis milestone with Turmoil
    delegates_per_player: int = tunable(7, low=1, high=50, section="Components")
    neutral_delegates: int = tunable(14, low=3, high=100, section="Components")
    # --- Lobbying and the committee
    lobby_cost: int = tunable(5, low=0, high=1000, section="Lobbying", unit="M€")
    party_order: tuple[str, ...] = PARTIES
    clockwise: str = ruling(
        "previous",
        {"previous": "clockwise moves to the previous party in party_order, wrapping around",
         "next": "clockwise moves to the next party in party_order"},
        section="Dominant Party",
        question="Which way is 'clockwise' around the committee board when breaking a tie for dominance?",
    )
    setup_dominance: str = ruling(
        "coming_event",
        {"coming_event": "the party of the coming event's neutral leader is dominant (rulebook setup 3b)",
         "greens": "Greens start dominant as well as ruling (the web implementation)"},
        section="Setup 3b",
        question="Which party is dominant when generation 1 starts?",
    )
    empty_party_chairman: str = ruling(
        "neutral",
        {"neutral": "a neutral delegate from the neutral reserve becomes Chairman",
         "none": "the Chairman seat stays empty until the next new government"},
        section="Turmoil 3d",
        question="Who becomes Chairman when the party becoming ruling has no leader?",
    )
    chairman_tr: str = ruling(
        "after_bonus",
        {"after_bonus": "printed order: ruling bonus (3b) first, then the new Chairman's +1 TR (3d)",
         "before_bonus": "the Chairman gets +1 TR before the ruling bonus is resolved"},
        section="Turmoil 3b-3d",
        question="Is the lowest TR for the Reds bonus judged before or after the new Chairman's TR?",
    )
    reds_tax_shortfall: str = ruling(
        "pay_what_you_have",
        {"pay_what_you_have": "a player with some M€ but fewer than 3 per step pays all they have",
         "must_afford": "raising TR is only allowed when the full 3 M€ per step can be paid"},
        section="Reds policy",
        question="What if a player has some M€, but less than the Reds tax?",
    )
    negative_income: str = ruling(
        "pay_what_you_have",
        {"pay_what_you_have": "TR may fall below 0; an income (TR + M€ production) below 0 takes what M€ the "
                              "player has, and M€ never goes below 0",
         "tr_floor": "TR never falls below 0 (a loss takes only what is left), so the income is never below "
                     "the M€ production"},
        section="TR Revision / Production (base game)",
        question="What if TR + M€ production is below 0 when the production phase pays it?",
    )
    # --- Influence and global events
    event_count_cap: int = tunable(5, low=0, high=100, section="Influence and the Max 5 Limit")
    tr_revision: int = tunable(1, low=0, high=100, section="TR Revision")
    chairman_tr_gain: int = tunable(1, low=0, high=100, section="Turmoil 3d")
    negative_events: bool = True
    # --- Expansions (off unless chosen)
    venus: bool = False
    colonies: bool = False
    world_government_terraforming: bool = True
    colony_track_max: int = tunable(6, low=1, high=100, section="Solar phase step 3")
    # --- Final scoring
    leader_vp: int = tunable(1, low=0, high=100, section="Final Scoring")
    chairman_vp: int = tunable(1, low=0, high=100, section="Final Scoring")
    # --- Policies' numbers
    scientists_policy_cost: int = tunable(10, low=0, high=1000, section="Scientists policy", unit="M€")
    scientists_policy_cards: int = tunable(3, low=1, high=100, section="Scientists policy")
    kelvinists_policy_cost: int = tunable(10, low=0, high=1000, section="Kelvinists policy", unit="M€")
    reds_tax: int = tunable(3, low=0, high=1000, section="Reds policy", unit="M€ per TR step")
    reds_solo_tr: int = tunable(20, low=0, high=1000, section="Reds")  # solo: the Reds bonus at this TR or below
    greens_policy_mc: int = tunable(4, low=0, high=1000, section="Greens policy", unit="M€")
    unity_titanium_bonus: int = tunable(1, low=0, high=100, section="Unity policy", unit="M€")
    # --- Base-game stand-in (base game numbers)
    start_tr: int = tunable(20, low=0, high=1000)
    start_mc: int = tunable(42, low=0, high=10_000, unit="M€")
    max_generations: int = tunable(14, low=1, high=100)
    research_cards: int = tunable(2, low=0, high=100)
    # (and temperature_min below temperature_max: the one at 1000 or the other at -1000 could never be played)
    temperature_min: int = tunable(-30, low=-1000, high=999, unit="°C")
    temperature_max: int = tunable(8, low=-999, high=1000, unit="°C")
    oxygen_max: int = tunable(14, low=1, high=1000, unit="%")
    oceans_max: int = tunable(9, low=1, high=1000)
    venus_max: int = tunable(30, low=1, high=1000, unit="%")
    # One step of each global parameter: +2 °C, +1 % oxygen, one ocean, +2 % Venus.
    temperature_step: int = tunable(2, low=1, high=100, unit="°C")
    oxygen_step: int = tunable(1, low=1, high=100, unit="%")
    ocean_step: int = tunable(1, low=1, high=100)
    venus_step: int = tunable(2, low=1, high=100, unit="%")
    # Placement bonuses on the base-game tracks: heat production at -24 and -20 °C, an ocean at 0 °C,
    # a temperature step at 8 % oxygen.
    heat_bonus_temperatures: tuple[int, ...] = (-24, -20)
    ocean_bonus_temperature: int = tunable(0, low=-1000, high=1000, section="Special Cases", unit="°C")
    oxygen_bonus_at: int = tunable(8, low=0, high=1000, unit="%")
    power_plant_cost: int = tunable(11, low=0, high=1000, unit="M€")
    asteroid_cost: int = tunable(14, low=0, high=1000, unit="M€")
    aquifer_cost: int = tunable(18, low=0, high=1000, unit="M€")
    greenery_cost: int = tunable(23, low=0, high=1000, unit="M€")
    city_cost: int = tunable(25, low=0, high=1000, unit="M€")
    heat_per_step: int = tunable(8, low=1, high=1000)
    plants_per_greenery: int = tunable(8, low=1, high=1000)
    steel_value: int = tunable(2, low=0, high=100, unit="M€")  # base game: a steel pays 2 M€ of a building
    titanium_value: int = tunable(3, low=0, high=100, unit="M€")  # base game: a titanium pays 3 M€ of a space card
