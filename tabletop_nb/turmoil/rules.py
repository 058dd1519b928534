"""Turmoil's tunables and rulings."""

from __future__ import annotations

from dataclasses import dataclass

from ..core.rules import Rules, ruling

PARTIES = ("mars_first", "scientists", "unity", "greens", "reds", "kelvinists")
PARTY_NAMES = {
    "mars_first": "Mars First", "scientists": "Scientists", "unity": "Unity",
    "greens": "Greens", "reds": "Reds", "kelvinists": "Kelvinists",
}


@dataclass(frozen=True)
class TurmoilRules(Rules):
    """Every number Turmoil prints, and the rulings where it is silent.

    The base game appears as a small stand-in (player sheet, standard projects, production)
    so whole generations can be played; its numbers are the base game's.
    """

    # --- Setup
    terraformer_tr: int = 26  # Setup 1: on Tharsis the Terraformer milestone needs only TR 26
    delegates_per_player: int = 7
    neutral_delegates: int = 14
    # --- Lobbying and the committee
    lobby_cost: int = 5
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
    # --- Influence and global events
    event_count_cap: int = 5
    tr_revision: int = 1
    chairman_tr_gain: int = 1
    negative_events: bool = True
    # --- Expansions (off unless chosen)
    venus: bool = False
    colonies: bool = False
    world_government_terraforming: bool = True
    # --- Final scoring
    leader_vp: int = 1
    chairman_vp: int = 1
    # --- Policies' numbers
    scientists_policy_cost: int = 10
    scientists_policy_cards: int = 3
    kelvinists_policy_cost: int = 10
    reds_tax: int = 3
    greens_policy_mc: int = 4
    unity_titanium_bonus: int = 1
    # --- Base-game stand-in (base game numbers)
    start_tr: int = 20
    start_mc: int = 42
    max_generations: int = 14
    research_cards: int = 2
    temperature_min: int = -30
    temperature_max: int = 8
    oxygen_max: int = 14
    oceans_max: int = 9
    venus_max: int = 30
    power_plant_cost: int = 11
    asteroid_cost: int = 14
    aquifer_cost: int = 18
    greenery_cost: int = 23
    city_cost: int = 25
    heat_per_step: int = 8
    plants_per_greenery: int = 8
