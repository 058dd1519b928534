"""The War of the Worlds: One More Day — the rules as data: the numbers the rulebook prints and our rulings.

Every number the rulebook gives is a tunable; every place the rulebook only names a word, or stops
describing the day (steps 7 to 9), is a named ruling with its alternatives.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..core.rules import Rules, ruling, tunable


@dataclass(frozen=True)
class WotWRules(Rules):
    # ---- Components (limited, Enemy Damage excepted)
    intuition_tokens: int = tunable(10, low=1, high=50, section="Components")
    shilling_tokens: int = tunable(10, low=1, high=50, section="Components")
    stamina_tokens: int = tunable(5, low=0, high=50, section="Components")
    track_max: int = tunable(20, low=1, high=99, section="Component Overview: Hope & Health tracking cards")
    # ---- Setup and the day
    open_ways: int = tunable(3, low=0, high=6, section="Game Setup 3")
    road_market: int = tunable(5, low=1, high=15, section="Game Setup 9")
    hand_size: int = tunable(5, low=1, high=15, section="Turn Breakdown 3")
    location_events: int = tunable(2, low=0, high=6, section="Turn Breakdown 2")
    road_events: int = tunable(3, low=0, high=6, section="Turn Breakdown 2")
    # ---- rulings (the rulebook is silent or only uses the word)
    victory_day: str = ruling("same_day", {
        "same_day": "the game ends at the end of the day on which the Victory card is drawn (18 to 27 days, "
                    "as the Gameplay Overview says)",
        "next_day": "one more day is played after the day the Victory card is drawn (19 to 28 days)"},
        section="Victory Conditions", question="Which day is 'the end of the day after the Victory card is drawn'?")
    incoming_when: str = ruling("every_n_days", {
        "every_n_days": "at the start of every incoming_every-th day, incoming_n Incoming cards are shuffled into the Event deck",
        "red_circle": "each time a Time Tracking card is revealed, incoming_n Incoming cards are shuffled in",
        "never": "only cards and stories add Incoming cards"},
        section="Component Overview: Incoming cards", question="When and how many Incoming cards enter the Event deck?")
    incoming_every: int = tunable(3, low=1, high=30, section="Component Overview: Incoming cards")
    incoming_n: int = tunable(1, low=0, high=15, section="Component Overview: Incoming cards")
    activation: str = ruling("each_day", {
        "each_day": "every Active Engaged card carries out its activation text once in step 7 of every day",
        "first_day_free": "a card does not activate on the day it Engaged"},
        section="Gameplay Overview 7", question="What happens in Engagement Activations?")
    purchase_to: str = ruling("discard", {
        "discard": "a Purchased card goes to the Survivor Discard pile",
        "deck_top": "a Purchased card goes on top of the Survivor Draw deck"},
        section="Gameplay Overview 8", question="Where does a Purchased card go?")
    market_refill: str = ruling("end_of_purchase", {
        "end_of_purchase": "the Road market (and the Location offer) is refilled when the Purchase step ends",
        "never": "bought cards are not replaced"},
        section="Gameplay Overview 8", question="Is the Road market refilled, and when?")
    location_offer: int = tunable(3, low=0, high=9, section="Component Overview: Scavenging card")
    clear_events: str = ruling("discard", {
        "discard": "at the end of the day, resolved Event area cards go to their Discard piles "
                   "(Remain in Play cards stay)",
        "stay": "resolved cards stay in the Event area until you Travel"},
        section="Gameplay Overview 9", question="What happens to the Event area at the end of the day?")
    remain_resolves: str = ruling("each_day", {
        "each_day": "a Remain in Play card is turned back at the end of the day and Resolves again in every Events step",
        "once": "a Remain in Play card Resolves once and then only stays"},
        section="Keywords (Remain in Play, used in Turn Breakdown 6)", question="Does a Remain in Play card Resolve again?")
    remove_means: str = ruling("from_game", {
        "from_game": "Remove takes the card out of the game (as Destroy says)",
        "to_discard": "Remove puts the card in its Discard pile"},
        section="Keywords (Remove, used in Destroy and Turn Breakdown 6)", question="Where does a Removed card go?")
    location_return: str = ruling("bottom", {
        "bottom": "Location cards not Discarded go back under their Location deck, unpurchased scavenging cards "
                  "under their Scavenging deck",
        "shuffle": "they go back and the deck is shuffled"},
        section="Turn Breakdown 6", question="In what order do cards go 'back to their original place'?")
    evade_location: str = ruling("own_deck", {
        "own_deck": "an Evaded Location card is shuffled back into its own Location deck",
        "event_discard": "an Evaded Location card goes to the Event Discard pile like any Event (and joins the Event deck)"},
        section="Keywords: Evade", question="Where does an Evaded Location card go?")
    spend_short: str = ruling("refuse", {
        "refuse": "a card that must Spend more than you have cannot be Played",
        "partial": "you Spend what you have and the card still Resolves"},
        section="Keywords (Spend, used in Turn Breakdown 6)", question="Can you Play a card whose Spend you cannot pay?")
    stamina_action: str = ruling("draw", {
        "draw": "in step 4 you may Spend 1 Stamina to Draw 1 Survivor card (an extra action)",
        "none": "Stamina is spent only where a card says so"},
        section="Component Overview: Various tokens", question="What is an 'extra action' bought with Stamina?")
    event_deck_out: str = ruling("reshuffle", {
        "reshuffle": "when the Event deck is empty its Discard pile is shuffled into a new Event deck",
        "skip": "no more Event cards are drawn until an Evade reshuffles the pile"},
        section="Turn Breakdown 2", question="What happens when the Event deck runs out?")
    resolve_blocked: str = ruling("skip", {
        "skip": "an effect with nothing to act on is skipped and the rest of the card still Resolves",
        "stop": "the card stops Resolving at the first effect with nothing to act on"},
        section="Keywords (Resolve, used in Active and Turn Breakdown 4-5)",
        question="What happens to the rest of a card's text when one effect cannot happen?")
    starting_deck: str = ruling("shuffled", {
        "shuffled": "the Journalist's 10 starting cards are shuffled into his Draw deck at setup",
        "as_listed": "they are stacked in the order of the card list (J01 on top)"},
        section="Game Setup 10", question="Setup never says to shuffle the Survivor Starting deck: is it shuffled?")
    trackers_floor: str = ruling("zero", {
        "zero": "Hope and Health never go below 0 (loss is checked at the end of the day)",
        "instant_loss": "the game is lost the moment Hope or Health reaches 0"},
        section="Victory Conditions", question="When does Hope or Health at 0 lose?")
