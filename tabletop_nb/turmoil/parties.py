"""The Terraforming Committee: delegates, Party Leaders, dominance, influence, the Chairman, and
the six parties' ruling bonuses (Turmoil 3b) and policy actions.

The passive policies (Mars First, Unity, Reds, Greens) act where the action happens:
``basegame.place_tile``, ``titanium_value`` and ``change_tr``, in the action phase only.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from ..core.errors import IllegalAction
from ..core.events import Event
from .events import E
from .rules import PARTIES, PARTY_NAMES
from .state import NEUTRAL, TurmoilState

if TYPE_CHECKING:
    from .game import TurmoilGame

DELEGATE_PLACED = E["delegate_placed"]
_new_event = object.__new__


# ------------------------------------------------------------------ delegates, leaders, dominance


def place_delegate(game: "TurmoilGame", owner: int, party: str, source: str, *, cost: int = 0, why: str = "") -> None:
    """Put a delegate in a party, then apply Party Leader and Dominant Party (if overtaken)."""
    s = game.state
    c = s.committee
    dels = c.delegates[party]
    leader = c.leader[party]
    if leader is None:  # the first delegate leads the party
        leads, old = True, None
    elif leader != owner and dels.count(owner) + 1 > dels.count(leader):  # the leader is outnumbered
        leads, old = True, leader
    else:
        leads, old = False, None
    key = (DELEGATE_PLACED, owner, party, source, cost, why, leads, old)
    if not game.record_again(key):  # (the commonest action's event: shared, see Game.record_again)
        name = "Neutral" if owner == NEUTRAL else s.players[owner].name  # game.player_name(owner)
        data = {"owner": owner, "owner_name": name, "party": party, "source": source, "cost": cost, "why": why}
        if leads:
            data["leads"], data["old"] = True, old
            if old is not None:
                data["old_name"] = game.player_name(old)
        if owner == NEUTRAL:
            data["section"] = "Neutral Delegates"
        ev = _new_event(Event)  # game.record(DELEGATE_PLACED, name, data), written out
        ev.type = DELEGATE_PLACED
        ev.who = name
        ev.data = data
        apply = DELEGATE_PLACED.apply  # (read, then called: see Game.emit)
        apply(s, ev)
        game.log.append(ev)
        game.keep_recorded(key)
    dom = c.dominant
    if dom is None or (dom != party and len(dels) > len(c.delegates[dom])):
        game.emit(E["dominance_changed"], None, party=party, old=dom)


def lobby(game: "TurmoilGame", p: int, party: str, source: str) -> None:
    """Lobbying: a delegate from the lobby (free) or the reserve (5 M€) into a party."""
    place_delegate(game, p, party, source, cost=game.rules.lobby_cost if source == "reserve" else 0)


def influence_of(s: TurmoilState, player: int) -> int:
    """Influence and the Max 5 Limit: +1 Chairman, +1 dominant party leader, +1 other delegate
    there, plus what the player's cards add (``influence_bonus``)."""
    c = s.committee
    inf = 1 if c.chairman == player else 0
    dom = c.dominant
    if dom is not None:
        leader = c.leader[dom]
        inf += leader == player
        inf += (c.delegates[dom].count(player) - (leader == player)) > 0
    return inf + s.players[player].influence_bonus


def influence(game: "TurmoilGame", player: int) -> int:
    return influence_of(game.state, player)


def influence_table(game: "TurmoilGame") -> dict[str, int]:
    return {pl.name: influence_of(game.state, i) for i, pl in enumerate(game.state.players)}


def party_requirement_met(game: "TurmoilGame", player: int, party: str) -> bool:
    """Project Card Requirements: the party rules, or the player has 2 delegates there."""
    c = game.state.committee
    return c.ruling == party or c.count(party, player) >= 2


def check_party_requirement(game: "TurmoilGame", player: int, party: str) -> None:
    if party not in PARTIES:
        raise IllegalAction(f"{party!r} is not a party", rule="Project Card Requirements")
    if not party_requirement_met(game, player, party):
        raise IllegalAction(
            f"{game.player_name(player)} needs {PARTY_NAMES[party]} ruling or 2 own delegates there "
            f"(has {game.state.committee.count(party, player)})", rule="Project Card Requirements")


def terraformer_met(game: "TurmoilGame", player: int) -> bool:
    """Setup 1: with Turmoil, the Tharsis Terraformer milestone is reached at TR 26."""
    return game.state.players[player].tr >= game.rules.terraformer_tr


def clockwise_from(game: "TurmoilGame", party: str) -> list[str]:
    """The other parties in clockwise order from ``party`` (the party itself last)."""
    order = list(game.rules.party_order)
    i = order.index(party)
    step = -1 if game.rules.clockwise == "previous" else 1
    return [order[(i + step * k) % len(order)] for k in range(1, len(order) + 1)]


def seat_chairman(game: "TurmoilGame", party: str, leader: int | None) -> None:
    """3c: the party's other delegates go home; the old Chairman too, as 3d seats the leader (+1 TR)."""
    c = game.state.committee
    others = list(c.delegates[party])
    if leader is not None:
        others.remove(leader)
    if others:
        game.emit(E["delegates_returned"], None, party=party, owners=others)
    names = {"owner_name": game.player_name(leader), "old_name": game.player_name(c.chairman)}
    if leader is not None:
        game.emit(E["chairman_changed"], None, old=c.chairman, owner=leader, party=party, **names)
        if leader != NEUTRAL:
            game.change_tr(leader, game.rules.chairman_tr_gain, why="new Chairman", section="Turmoil 3d")
    elif game.rules.empty_party_chairman == "neutral" and c.neutral_reserve + (c.chairman == NEUTRAL) > 0:
        game.emit(E["chairman_changed"], None, old=c.chairman, owner=NEUTRAL, party=None,
                  **{**names, "owner_name": "Neutral"})
    else:
        game.emit(E["chairman_changed"], None, old=c.chairman, owner=None, party=None, **names)


# ------------------------------------------------------------------ ruling bonuses (Turmoil 3b)


def _per_tag(game: "TurmoilGame", tags: tuple[str, ...], why: str) -> None:
    for i, pl in enumerate(game.state.players):
        n = 0
        for t in tags:  # sum(pl.tags[t] for t in tags), without a generator
            n += pl.tags[t]
        game.gain(i, "mc", n, why=why, section="Turmoil 3b")


def mars_first_bonus(game: "TurmoilGame") -> None:
    _per_tag(game, ("building",), "Mars First bonus: 1 M€ per building tag")


def scientists_bonus(game: "TurmoilGame") -> None:
    _per_tag(game, ("science",), "Scientists bonus: 1 M€ per science tag")


def unity_bonus(game: "TurmoilGame") -> None:
    _per_tag(game, ("venus", "earth", "jovian"), "Unity bonus: 1 M€ per Venus, Earth and Jovian tag")


def kelvinists_bonus(game: "TurmoilGame") -> None:
    for i, pl in enumerate(game.state.players):
        game.gain(i, "mc", pl.prod["heat"], why="Kelvinists bonus: 1 M€ per heat production", section="Turmoil 3b")


def reds_bonus(game: "TurmoilGame") -> None:
    """The lowest TR gains 1 TR; ties are friendly. Solo: TR 20 or below."""
    players = game.state.players
    if len(players) == 1:
        winners = [0] if players[0].tr <= game.rules.reds_solo_tr else []
    else:
        low = min(pl.tr for pl in players)
        winners = [i for i, pl in enumerate(players) if pl.tr == low]
    for i in winners:
        game.change_tr(i, 1, why="Reds bonus: lowest TR", section="Turmoil 3b")


def greens_bonus(game: "TurmoilGame") -> None:
    _per_tag(game, ("plant", "microbe", "animal"), "Greens bonus: 1 M€ per plant, microbe and animal tag")


BONUS: dict[str, Callable[["TurmoilGame"], None]] = {
    "mars_first": mars_first_bonus, "scientists": scientists_bonus, "unity": unity_bonus,
    "kelvinists": kelvinists_bonus, "reds": reds_bonus, "greens": greens_bonus,
}


# ------------------------------------------------------------------ policy actions


def scientists_policy(game: "TurmoilGame", p: int) -> None:
    """Pay 10 M€ to draw 3 cards, once per generation per player."""
    r = game.rules
    game.emit(E["policy_used"], game.state.players[p].name, player=p, party="scientists")
    game.gain(p, "mc", -r.scientists_policy_cost, why="Scientists policy", section="Scientists policy")
    game.draw_cards(p, r.scientists_policy_cards, why="Scientists policy")


def kelvinists_policy(game: "TurmoilGame", p: int) -> None:
    """Pay 10 M€ for +1 heat and +1 energy production; as often as you like."""
    r = game.rules
    game.emit(E["policy_used"], game.state.players[p].name, player=p, party="kelvinists")
    game.gain(p, "mc", -r.kelvinists_policy_cost, why="Kelvinists policy", section="Kelvinists policy")
    game.change_production(p, "heat", 1, why="Kelvinists policy", section="Kelvinists policy")
    game.change_production(p, "energy", 1, why="Kelvinists policy", section="Kelvinists policy")


POLICY_ACTION: dict[str, Callable[["TurmoilGame", int], None]] = {
    "scientists": scientists_policy, "kelvinists": kelvinists_policy,
}


def use_policy(game: "TurmoilGame", p: int) -> None:
    POLICY_ACTION[game.state.committee.ruling or ""](game, p)


class Committee:
    """The committee's verbs (mixed into TurmoilGame): the functions above, as the game's methods."""

    place_delegate = place_delegate
    influence = influence
    influence_table = influence_table
    terraformer_met = terraformer_met
    party_requirement_met = party_requirement_met
    check_party_requirement = check_party_requirement
    clockwise_from = clockwise_from
