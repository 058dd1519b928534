# mypy: disable-error-code="misc"
# (the rooms are mixins of WotWGame and annotate ``self`` with it; mypy calls that self type "not a
#  supertype" of the mixin and would otherwise check nothing less: every body is checked against WotWGame)
"""Scenario edits (a notebook cell sets up a situation; saved and replayed like an action): ``edit("journalist",
hope=3)`` sets resources, ``edit("card:<id>", to=<zone>, top=True)`` moves a card.

``Edits`` (mixed into WotWGame) refuses up front, with the rule named, what the rules cannot reach, and asks the
open question again with the options the edited table allows; ``apply_edit`` changes the state; the kernel then
checks the invariants.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..core.errors import IllegalAction
from ..core.events import Event
from ..core.game import Decision, Game
from .invariants import home_zones
from .keywords import LIMITS
from .legal import hand_options_fast, purchase_options, travel_options
from .state import RESOURCES, WotWState

if TYPE_CHECKING:
    from .game import WotWGame


class Edits:
    """The checks of a scenario edit and the question asked again (mixed into WotWGame)."""

    # the questions an edit may be made at: between two cards of the hand, at the Travel and the Purchase steps
    # (a card's own question, a Target or a choice, is answered first: its candidates come from the table)
    EDIT_AT = {"play": hand_options_fast, "travel": travel_options, "purchase": purchase_options}

    def normalize_edit(self: WotWGame, target: str, changes: dict[str, Any]) -> tuple[str, dict[str, Any]]:
        """Refuse up front, with the rule named, an edit the game's rules cannot reach: a resource beyond its
        limit under these rules, a card in a zone its kind never goes to (see ``invariants.home_zones``)."""
        s = self.state
        d = s.pending
        if d is not None and d.kind not in self.EDIT_AT:
            raise IllegalAction(f"edit the scenario at a Play or Discard, Travel or Purchase question, not while "
                                f"{d.prompt!r} waits for its answer", rule="scenario")
        if target == "journalist":
            for k, v in changes.items():
                if k in LIMITS and isinstance(v, int) and not isinstance(v, bool):
                    limit = getattr(self.rules, LIMITS[k])
                    if not 0 <= v <= limit:
                        raise IllegalAction(f"{k} must be a whole number from 0 to {limit} (rule {LIMITS[k]}), "
                                            f"not {v}", rule="scenario")
        elif target.startswith("card:"):
            c, dst = target[5:], changes.get("to")
            if c in self.by_id and isinstance(dst, str) and dst in s.zones:
                problem = self.edit_zone_problem(c, dst)
                if problem:
                    raise IllegalAction(f"card {c} ({self.titles[c]}): {problem}", rule="scenario")
        return target, changes

    def edit_zone_problem(self: WotWGame, c: str, dst: str) -> str | None:
        """Why card ``c`` may not be moved to zone ``dst`` by a scenario edit (None: it may)."""
        s = self.state
        if c in self.time_cards:
            if c not in s.zones["time_deck"] or dst != "time_deck":
                return "only the Time Tracking cards still to come move, within the Time Tracking deck (time_deck)"
            return None
        if c == self.character.name:
            return "the Survivor card stays in its place"
        if c in self.chapters and (self.chapters[c].victory or self.chapters[c].story != self.story_key):
            return "the Victory chapter and the chapters of other stories stay where they are"
        homes = [z for z in home_zones(self, c) if z not in ("in_play", "time_box", "time_bottom", "ways")]
        if dst not in homes:
            return f"a card of its kind goes to {', '.join(homes)}, not {dst}"
        if dst in ("area_b", "location_offer") and getattr(self.by_id[c], "deck", None) != s.location:
            return f"{dst} holds the cards of the Location the Journalist is at ({s.location or 'On the Road'})"
        return None

    def edit(self: WotWGame, target: str, /, **changes: Any) -> Event:
        """A scenario edit (checked, recorded, saved); the open question is then asked again with the options the
        edited table allows, so the options a decision carries always match the state. An edit that leaves the
        question without any option (the hand emptied at the Play or Discard question) is taken back whole."""
        log_was, actions_was = len(self.log), len(self.actions)
        ev = Game.edit(self, target, **changes)
        d = self.state.pending
        if d is not None and d.kind in self.EDIT_AT:
            options = tuple(self.EDIT_AT[d.kind](self))
            if not options:
                del self.log[log_was:], self.actions[actions_was:], self._marks[actions_was:]
                self.state = self._events_to(log_was)
                raise IllegalAction(f"edit {target!r} would leave the question {d.prompt!r} without any answer "
                                    "(keep a card in hand)", rule="scenario")
            if options != d.options:
                self.decide_with(Decision(d.who, d.kind, d.prompt, d.section, options, d.then, d.args))
        return ev


def apply_edit(s: WotWState, target: str, changes: dict[str, Any]) -> None:
    """Change the state as an edit says (the state's ``apply_edit`` calls this: a save replays its edits):
    ``journalist`` sets resources; ``card:<id>`` moves a card to a zone (``to``, on ``top`` or at the bottom)."""
    if target == "journalist":
        for k, v in changes.items():
            if k not in RESOURCES:
                raise IllegalAction(f"the Journalist has no {k!r}; edit one of {', '.join(RESOURCES)}", rule="scenario")
            # (the game's limit under its rules is checked before: Edits.normalize_edit)
            if not isinstance(v, int) or isinstance(v, bool) or not 0 <= v <= 99:
                raise IllegalAction(f"{k} must be a whole number, not {v!r}", rule="scenario")
            setattr(s, k, v)
        return
    if target.startswith("card:"):
        c = target[5:]
        src = next((z for z, cards in s.zones.items() if c in cards), None)
        if src is None:
            raise IllegalAction(f"there is no card {c!r}", rule="scenario")
        dst = changes.get("to")
        if not isinstance(dst, str) or dst not in s.zones:
            raise IllegalAction(f"'to' must name a zone ({', '.join(sorted(s.zones)[:6])}, ...)", rule="scenario")
        if set(changes) - {"to", "top"}:
            raise IllegalAction("a card edit takes 'to' and optionally 'top'", rule="scenario")
        if not isinstance(changes.get("top", True), bool):
            raise IllegalAction(f"'top' is true (on top, the default) or false (at the bottom), not "
                                f"{str(changes['top'])[:40]!r}", rule="scenario")
        s.zones[src].remove(c)
        if changes.get("top", True):
            s.zones[dst].insert(0, c)
        else:
            s.zones[dst].append(c)
        s.damage.pop(c, None)
        s.dodged.pop(c, None)
        if c in s.turned:
            s.turned.remove(c)
        if dst == "engaged":
            s.engaged_on[c] = s.day
        else:
            s.engaged_on.pop(c, None)
        return
    raise IllegalAction(f"unknown edit target {target!r}; use 'journalist' or 'card:<id>'", rule="scenario")
