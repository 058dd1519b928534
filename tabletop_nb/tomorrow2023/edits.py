# mypy: disable-error-code="misc"
# (the rooms are mixins of Tomorrow2023Game and annotate ``self`` with it; mypy calls that self type "not a
#  supertype" of the mixin and would otherwise check nothing less: every body is checked against Tomorrow2023Game)
"""Scenario edits (a notebook cell sets up a table): ``edit("credits", rebels=5)``, ``edit("pool", n=3)``,
``edit("place", card=..., zone="play:0", tokens=2)``, between two actions.

``Edits`` (mixed into Tomorrow2023Game) refuses up front what the rules cannot reach and asks the turn's
question again with the options the edited table allows; ``apply_edit`` changes the state (the state's
``apply_edit`` calls it, so a save replays its edits); the kernel then checks the invariants.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..core.errors import IllegalAction
from ..core.events import Event
from ..core.game import Game
from .state import T23State, zone_names

if TYPE_CHECKING:
    from .game import Tomorrow2023Game


class Edits:
    """The checks and the question asked again of a scenario edit."""

    def normalize_edit(self: Tomorrow2023Game, target: str, changes: dict[str, Any]) -> tuple[str, dict[str, Any]]:
        if self.state.pending is not None and self.state.pending.kind != "action":
            raise IllegalAction("edit the scenario between two actions, not while a question is open",
                                rule="scenario edit")
        self._check_reserves(target, changes)
        if target == "place":
            c, zone = changes.get("card"), changes.get("zone")
            card = self.cat.get(c) if isinstance(c, str) else None
            if card is None:
                raise IllegalAction(f"place: {c!r} is not a card of this game", rule="scenario edit")
            if isinstance(zone, str) and zone.startswith("play") and card.kind == "event":
                raise IllegalAction("place: an évènement never stays in play", rule="scenario edit")
            if zone == "score:1" and card.kind != "leader":
                raise IllegalAction("place: only leaders go to the zone de score", rule="scenario edit")
        return target, changes

    def _check_reserves(self: Tomorrow2023Game, target: str, changes: dict[str, Any]) -> None:
        """Under the ruling empty_supply="capped", an edit takes its tokens from the reserve (« Matériel »): it
        cannot put more crédits or influence on the table than the box holds. (Values of the wrong kind are left
        to apply_edit, which names them.)"""
        r, s = self.rules, self.state
        if r.empty_supply != "capped":
            return

        def whole(v: Any) -> bool:
            return isinstance(v, int) and not isinstance(v, bool)

        if target == "credits":
            new = list(s.credits)
            for k, v in changes.items():
                if k in ("rebels", "government") and whole(v):
                    new[0 if k == "rebels" else 1] = v
            if sum(new) > r.credit_supply and sum(new) > sum(s.credits):
                raise IllegalAction(f"credits: rebels {new[0]} + government {new[1]} = {sum(new)} crédits, but the box "
                                    f"holds {r.credit_supply} (rule credit_supply; ruling empty_supply='capped')",
                                    rule="scenario edit")
            return
        on_leaders = sum(s.tokens.values())
        if target == "pool" and whole(changes.get("n")):
            n = changes["n"]
            if n + on_leaders > r.influence_supply and n > s.pool:
                raise IllegalAction(f"pool: {n} tokens in front of the rebels and {on_leaders} on leaders, but the box "
                                    f"holds {r.influence_supply} (rule influence_supply; ruling empty_supply='capped')",
                                    rule="scenario edit")
        if target == "place" and whole(changes.get("tokens", 0)) and isinstance(changes.get("card"), str):
            n = changes.get("tokens", 0)
            others = on_leaders - s.tokens.get(changes["card"], 0)
            if n and s.pool + others + n > r.influence_supply:
                raise IllegalAction(f"place: {n} tokens on the leader, with {s.pool + others} already out, but the box "
                                    f"holds {r.influence_supply} (rule influence_supply; ruling empty_supply='capped')",
                                    rule="scenario edit")

    # True while the kernel checks an edit. The open question still lists the options of the table before the edit
    # (it is asked again just after), so the view-leak check is left out of that check: it is a check of what the
    # board and the view show (board.py, svg.py), which the contract, soak and fuzz tests ask of every state, the
    # edited ones included, once the question is asked again; the edit's check is that the state is one the rules
    # reach (and a save of many edits loads without drawing the board at each)
    _editing = False

    def edit(self: Tomorrow2023Game, target: str, /, **changes: Any) -> Event:
        """A scenario edit between two actions; the open turn question is asked again with the options the
        edited table allows (so the options a decision carries always match the state)."""
        self._editing = True
        try:
            ev = Game.edit(self, target, **changes)
        finally:
            self._editing = False
        # told in the game's language (same data, same effect on the state as the kernel's "edited")
        text = ", ".join(f"{k} = {v}" for k, v in ev.data["changes"].items())
        ev = Event(self.E["edited"], None, {**ev.data, "changes_text": text})
        self.log[-1] = ev
        d = self.state.pending
        if d is not None and d.kind == "action" and d.then == "turn_action" and not self.state.over:
            side = d.args[0]
            self.ask(side, d.kind, d.prompt, d.section, options=self.turn_options(side), then=d.then, args=d.args)
        return ev


def apply_edit(s: T23State, target: str, changes: dict[str, Any]) -> None:
    """``edit("credits", rebels=5)``, ``edit("pool", n=3)``, ``edit("place", card=..., zone="play:0", tokens=2)``.

    Checked by the kernel against the invariants: a bad edit raises and changes nothing. The state remembers
    where in the game it was last edited (``flow["edited_at"]``: turn, side, action), so the invariants let a
    table edited into a win stand until the next action ends the game.
    """
    _apply_edit(s, target, changes)
    s.flow["edited_at"] = [s.turn, s.side, s.action]


def _apply_edit(s: T23State, target: str, changes: dict[str, Any]) -> None:
    rule = "scenario edit"
    if target == "credits":
        for k, v in changes.items():
            if k not in ("rebels", "government") or not isinstance(v, int) or isinstance(v, bool) or not 0 <= v <= 500:
                raise IllegalAction(f"credits: rebels=/government= take a whole number 0..500, not {k}={v!r}",
                                    rule=rule)
            s.credits[0 if k == "rebels" else 1] = v
        return
    if target == "pool":
        n = changes.get("n")
        if set(changes) != {"n"} or not isinstance(n, int) or isinstance(n, bool) or not 0 <= n <= 200:
            raise IllegalAction("pool: give n= a whole number 0..200", rule=rule)
        s.banked += n - s.pool
        s.pool = n
        return
    if target == "place":
        card, zone, tokens = changes.get("card"), changes.get("zone"), changes.get("tokens", 0)
        if set(changes) - {"card", "zone", "tokens"}:
            raise IllegalAction(f"place: unknown fields {sorted(set(changes) - {'card', 'zone', 'tokens'})}", rule=rule)
        if not isinstance(card, str):
            raise IllegalAction(f"place: card= names a card, not {card!r}", rule=rule)
        where = [z for z, cards in s.zones.items() if card in cards]
        if not where:
            raise IllegalAction(f"place: {card!r} is not a card of this game", rule=rule)
        if zone not in zone_names() or zone == "stack":
            zones = ", ".join(z for z in zone_names() if z != "stack")
            raise IllegalAction(f"place: zone must be one of {zones}", rule=rule)
        side = 0 if card in _all_of(s, 0) else 1
        if zone[-1] != str(side) and not (zone == "score:1" and side == 0):
            raise IllegalAction(f"place: {card!r} belongs to the other side's zones", rule=rule)
        if not isinstance(tokens, int) or isinstance(tokens, bool) or tokens < 0 or (tokens and zone != "play:0"):
            raise IllegalAction("place: tokens= (a whole number >= 0) only for a leader put in play:0", rule=rule)
        if where[0] == "stack":
            raise IllegalAction("place: a card that is resolving cannot be moved", rule=rule)
        s.zones[where[0]].remove(card)
        old = s.tokens.pop(card, 0)
        if zone.startswith(("deck", "discard")):
            s.zones[zone].insert(0, card)
        else:
            s.zones[zone].append(card)
        if zone == "play:0":
            s.tokens[card] = tokens
            s.banked += tokens - old
        return
    raise IllegalAction(f"unknown edit target {target!r} (credits, pool, place)", rule=rule)


def _all_of(s: T23State, side: int) -> set[str]:
    return {c for c, o in s.owner.items() if o == side}
