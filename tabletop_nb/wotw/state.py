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

    def apply_edit(self, target: str, changes: dict[str, Any]) -> None:
        """A scenario edit (a notebook cell sets up a situation; saved and replayed like an action): edits.py."""
        from .edits import apply_edit
        apply_edit(self, target, changes)
