"""The War of the Worlds' players (the bots room; the lab, the apps, the experiments and scripts find them here).

``SurvivorPolicy`` (also named ``HeuristicPolicy``, the name the lab looks for) is a heuristic survivor that
plays like a sensible person: it Plays every card it can (draws first, then help, then fights), aims Damage
where it Destroys, Dodges or Evades the worst Engagement, Travels where the Story sends it, and buys the card
that does most per Shilling. ``evaluate`` is the search bot's guess of how well the Journalist stands; the
random player is the kernel's ``RandomPolicy`` (re-exported here).
"""

from __future__ import annotations

import random
from typing import Any

from ..core.game import Action, Choose
from ..core.policy import RandomPolicy
from .actions import Buy, Discard, Done, Fulfil, Play, PushOn, Stay, Target, Travel
from .legal import travel_cost

VALUE = {"damage": 1.3, "damage_all": 2.5, "dodge": 2.0, "evade": 3.0, "discard_event": 2.5, "draw": 1.6,
         "open_way": 1.5, "blocked_ok": 1.0, "travel_mod": 0.6}
FIGHTS = frozenset(("damage", "dodge", "evade"))
RES_VALUE = {"health": 1.0, "hope": 1.0, "intuition": 0.8, "shillings": 0.45, "stamina": 0.5}


def harm(game: Any, c: str) -> float:
    """How much an Event card will hurt (its text, and three days of its activation if it Engages)."""
    card = game.card(c)
    total = 0.0
    engages = False
    for key in ("immediate", "effects", "activation"):
        for e in getattr(card, key):
            name, args = e["effect"], e.get("args", {})
            if name == "lose":
                total += args["n"] * (3 if key == "activation" else 1) * (1 if args["resource"] in ("hope", "health") else 0.4)
            elif name == "lose_either":
                total += min(args["hope"], args["health"])
            elif name == "engage":
                engages = True
    if c in game.state.zones["engaged"]:
        total += 2
    return total + (1 if engages else 0)


def card_value(game: Any, c: str) -> float:
    v = 0.0
    for e in game.card(c).effects:
        name, args = e["effect"], e.get("args", {})
        if name == "gain":
            v += RES_VALUE[args["resource"]] * args["n"]
        elif name == "damage":
            v += VALUE["damage"] * (args["n"] + 0.5 * args.get("bonus", 0))
        elif name == "draw":
            v += VALUE["draw"] * args["n"]
        elif name == "travel_mod":
            v += VALUE["travel_mod"] * -args["n"]
        else:
            v += VALUE.get(name, 0.5)
    return v


class SurvivorPolicy:
    """A heuristic survivor (deterministic: no dice of its own)."""

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def __call__(self, game: Any) -> Action:
        d = game.state.pending
        legal = game.legal_actions()
        kind = d.kind
        if kind == "play":
            return self.play(game, legal)
        if kind == "target":
            return self.target(game, d, legal)
        if kind == "choice":
            s = game.state
            return Choose("hope") if s.hope - d.args[3] >= s.health - d.args[4] else Choose("health")
        if kind == "travel":
            return self.travel(game, legal)
        if kind == "purchase":
            return self.purchase(game, legal)
        first: Action = legal[0]
        return first

    def play(self, game: Any, legal: list[Action]) -> Action:
        """The first useful Play of the best kind: draws first, then help, then fights."""
        engaged = game.state.zones["engaged"]
        nothing_to_damage: bool | None = None  # (looked at once, when a card would Damage)
        best: Action | None = None
        best_order = 3
        for a in legal:
            if not isinstance(a, Play):
                continue
            names = [e["effect"] for e in game.card(a.card).effects]
            if not engaged and ("dodge" in names or "evade" in names):
                continue  # not useful: nothing to Dodge or Evade
            if "damage" in names:
                if nothing_to_damage is None:
                    nothing_to_damage = not game.damageable()
                if nothing_to_damage:
                    continue  # not useful: nothing to Damage
            order = 0 if "draw" in names else 2 if FIGHTS.intersection(names) else 1
            if order < best_order:
                best, best_order = a, order
        if best is not None:
            return best
        if any(isinstance(a, PushOn) for a in legal):
            return PushOn()
        # nothing useful left: never Spend tokens on a card that would do nothing
        return next(a for a in legal if isinstance(a, Discard))

    def target(self, game: Any, d: Any, legal: list[Action]) -> Action:
        effect = d.args[0]
        if effect == "open_way":
            obj = game.chapter().objective
            want = f"way:{obj.get('location')}"
            return next((a for a in legal if isinstance(a, Target) and a.card == want), legal[0])
        if effect == "damage":
            pairs = dict(d.args[4])
            s = game.state

            def score(a: Target) -> tuple[Any, ...]:
                card = game.card(a.card)
                n = pairs["n"] + (pairs["bonus"] if pairs["bonus_trait"] in card.traits else 0)
                kills = s.damage.get(a.card, 0) + n >= card.energy
                return (kills, harm(game, a.card), -card.energy)

            return max(legal, key=score)  # type: ignore[arg-type]
        return max(legal, key=lambda a: harm(game, a.card))  # type: ignore[attr-defined]

    def travel(self, game: Any, legal: list[Action]) -> Action:
        s = game.state
        obj = game.chapter().objective
        goal = obj.get("location") if obj.get("kind") == "reach" else None
        if goal is not None:
            if s.location == goal:
                return Stay()
            for a in legal:
                if isinstance(a, Travel) and a.location == goal:
                    return a
            return Stay()  # save the Intuition for the goal
        here_left = len(s.zones["area_b"]) if s.location else 0
        if s.location is None or here_left <= 1:
            moves = [a for a in legal if isinstance(a, Travel)]
            if moves:
                return min(moves, key=lambda a: travel_cost(game, a.location))
        return Stay()

    def purchase(self, game: Any, legal: list[Action]) -> Action:
        if any(isinstance(a, Fulfil) for a in legal):
            return Fulfil()
        s = game.state
        obj = game.chapter().objective
        keep = obj["n"] if obj.get("kind") == "pay" else 0
        buys = [a for a in legal if isinstance(a, Buy) and s.shillings - game.card(a.card).cost >= min(keep, s.shillings)
                or (isinstance(a, Buy) and keep == 0)]
        if buys:
            value = {a.card: card_value(game, a.card) for a in buys}
            best = max(buys, key=lambda a: value[a.card] / max(1, game.card(a.card).cost)
                       + 0.3 * value[a.card])
            if value[best.card] >= 1.5:
                return best
        return Done()


#: The name the playtest lab looks for (``compare(..., players="heuristic")``): the survivor above.
HeuristicPolicy = SurvivorPolicy


def evaluate(game: Any, seat: int) -> float:
    """A guess in [0, 1] of how well the Journalist stands: Hope and Health are the two ways to lose (never
    above 20), so the lower of the two."""
    s = game.state
    return float(min(s.hope, s.health)) / 20.0


__all__ = ["HeuristicPolicy", "RandomPolicy", "SurvivorPolicy", "card_value", "evaluate", "harm"]


#: The face-down piles whose order the survivor cannot see (and the location and scavenge decks, by prefix).
FACE_DOWN = ("survivor_deck", "time_deck", "event_deck", "road_deck")


def determinize(game: Any, seat: Any, rng: random.Random) -> None:
    """Resample, in place on a copy, what the survivor cannot see: the order of every face-down pile (its own
    deck, the Time deck, the Event deck, the Road deck, each location's and scavenge deck). Each pile is sorted
    before it is shuffled, so the result depends on ``rng`` and on what the survivor sees only."""
    z = game.state.zones
    for name in z:
        if name in FACE_DOWN or name.startswith(("loc:", "scav:")):
            pile = sorted(z[name])
            rng.shuffle(pile)
            z[name] = pile
