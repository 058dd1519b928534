"""What is legal: the options every decision offers (the pending decision carries them). ``hand_options`` is the
rule as the book reads; ``hand_options_fast``, its twin, is what the flow asks (tests/wotw/test_wotw_fast_paths.py:
the same lists, the same games)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..core.game import Action
from .actions import Done, Fulfil, PushOn, Stay

if TYPE_CHECKING:
    from .game import WotWGame

# Actions are frozen values: the answers that name nothing are one object each (the card tables hold the others).
PUSH_ON, STAY, FULFIL, DONE = PushOn(), Stay(), Fulfil(), Done()


def can_spend(game: WotWGame, spend: dict[str, int]) -> bool:
    """Keywords (Spend): you can only Spend tokens you have, unless ruling spend_short says 'partial'."""
    if not spend or game.rules.spend_short == "partial":
        return True
    s = game.state
    return all(getattr(s, k) >= v for k, v in spend.items())


def hand_options(game: WotWGame) -> list[Action]:
    """Turn Breakdown 4: Play (if its Spend can be paid) or Discard each card; Stamina buys a Draw."""
    s = game.state
    hand = s.zones["hand"]
    plays, discards, card = game.tables.plays, game.tables.discards, game.by_id
    out: list[Action] = [plays[c] for c in hand if can_spend(game, card[c].spend)]
    out += [discards[c] for c in hand]
    if (game.rules.stamina_action == "draw" and s.stamina >= 1
            and (s.zones["survivor_deck"] or s.zones["survivor_discard"])):
        out.append(PUSH_ON)
    return out


def hand_options_fast(game: WotWGame) -> list[Action]:
    """``hand_options`` with ``can_spend`` written out (no call for a card that Spends nothing)."""
    s = game.state
    hand = s.zones["hand"]
    plays, discards, card = game.tables.plays, game.tables.discards, game.by_id
    partial = game.rules.spend_short == "partial"
    out: list[Action] = []
    for c in hand:
        spend = card[c].spend
        if not spend or partial or can_spend(game, spend):
            out.append(plays[c])
    # each card's Discard (a map: a comprehension here would be a function made at every call, and would make
    # discards a closure cell)
    out += map(discards.__getitem__, hand)
    if (game.rules.stamina_action == "draw" and s.stamina >= 1
            and (s.zones["survivor_deck"] or s.zones["survivor_discard"])):
        out.append(PUSH_ON)
    return out


def travel_cost(game: WotWGame, location: str) -> int:
    """The Intuition on the Way Ahead Open card, bent by the chapter's additional rules and today's cards."""
    s = game.state
    cost = game.way(location).cost + game.chapter().travel_mod + s.mods.get("travel_mod", 0)
    return max(0, cost)


def travel_options(game: WotWGame) -> list[Action]:
    """Turn Breakdown 6: any Open Location (a Blocked one only where a card allows it) whose cost you can Spend."""
    s = game.state
    places = [w[4:] for w in s.zones["ways_open"]]
    if s.mods.get("blocked_ok"):
        places += [w[4:] for w in s.zones["ways_blocked"]]
    out: list[Action] = [game.tables.travels[p] for p in sorted(places, key=game.location_index)
                         if p != s.location and s.intuition >= travel_cost(game, p)]
    return out + [STAY]


def purchase_options(game: WotWGame) -> list[Action]:
    """Gameplay Overview 8: Spend Shillings on a card of the Road market or the Location offer;
    or on the chapter's objective; or end the step."""
    s = game.state
    out: list[Action] = [game.tables.buys[c] for c in s.zones["road_market"] + s.zones["location_offer"]
                         if s.shillings >= game.card(c).cost]
    obj = game.chapter().objective
    if obj.get("kind") == "pay" and s.shillings >= obj["n"]:
        out.append(FULFIL)
    return out + [DONE]


def options_now(game: WotWGame) -> Any:
    return game.legal_actions()
