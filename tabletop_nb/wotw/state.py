"""The state of a game of The War of the Worlds: One More Day: plain data, changed only by events."""

from __future__ import annotations

from typing import Any

from ..core.game import State

RESOURCES = ("hope", "health", "intuition", "shillings", "stamina")


class WotWState(State):
    def __init__(self) -> None:
        self.zones: dict[str, list[str]] = {}
        self.story: str = ""
        self.day: int = 0
        self.phase: str = "setup"
        self.token: list[Any] = ["", 0]  # [time card the token is on, day within that card]
        self.victory_day: int | None = None  # the day the Victory card was drawn
        self.location: str | None = None  # None: On the Road
        self.hope: int = 0
        self.health: int = 0
        self.intuition: int = 0
        self.shillings: int = 0
        self.stamina: int = 0
        self.damage: dict[str, int] = {}  # Enemy Damage tokens on cards
        self.dodged: dict[str, int] = {}  # card -> the day it was Dodged (inactive for the rest of that day)
        self.turned: list[str] = []  # Event area cards already Resolved this day (turned 90 degrees)
        self.engaged_on: dict[str, int] = {}  # card -> the day it Engaged
        self.mods: dict[str, int] = {}  # today's card effects that bend a rule (Golden Rule)
        self.progress: dict[str, int] = {}  # the current chapter's objective counters
        self.flow = {}
        # set here, as every game's state does, though State has them as defaults: an attribute that is not
        # the object's own is looked up the slow way at each read in CPython 3.11 (state.over: every action)
        self.pending = None
        self.over = False
        self.result = None

    # ---- scenario edits (a notebook cell sets up a situation; saved and replayed like an action)
    def apply_edit(self, target: str, changes: dict[str, Any]) -> None:
        from ..core.errors import IllegalAction

        if target == "journalist":
            for k, v in changes.items():
                if k not in RESOURCES:
                    raise IllegalAction(f"the Journalist has no {k!r}; edit one of {', '.join(RESOURCES)}", rule="scenario")
                # (the game's limit under its rules is checked before: WotWGame.normalize_edit)
                if not isinstance(v, int) or isinstance(v, bool) or not 0 <= v <= 99:
                    raise IllegalAction(f"{k} must be a whole number, not {v!r}", rule="scenario")
                setattr(self, k, v)
            return
        if target.startswith("card:"):
            c = target[5:]
            src = next((z for z, cards in self.zones.items() if c in cards), None)
            if src is None:
                raise IllegalAction(f"there is no card {c!r}", rule="scenario")
            dst = changes.get("to")
            if not isinstance(dst, str) or dst not in self.zones:
                raise IllegalAction(f"'to' must name a zone ({', '.join(sorted(self.zones)[:6])}, ...)", rule="scenario")
            if set(changes) - {"to", "top"}:
                raise IllegalAction("a card edit takes 'to' and optionally 'top'", rule="scenario")
            if not isinstance(changes.get("top", True), bool):
                raise IllegalAction(f"'top' is true (on top, the default) or false (at the bottom), not "
                                    f"{str(changes['top'])[:40]!r}", rule="scenario")
            self.zones[src].remove(c)
            if changes.get("top", True):
                self.zones[dst].insert(0, c)
            else:
                self.zones[dst].append(c)
            self.damage.pop(c, None)
            self.dodged.pop(c, None)
            if c in self.turned:
                self.turned.remove(c)
            if dst == "engaged":
                self.engaged_on[c] = self.day
            else:
                self.engaged_on.pop(c, None)
            return
        raise IllegalAction(f"unknown edit target {target!r}; use 'journalist' or 'card:<id>'", rule="scenario")
