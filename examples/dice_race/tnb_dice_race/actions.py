"""The answers a player gives: roll again, or stop and bank the pot (section 3)."""

from __future__ import annotations

from dataclasses import dataclass

from tabletop_nb.core.game import Action


@dataclass(frozen=True, repr=False)
class Roll(Action):
    """Roll the die again (section 3, then section 2)."""


@dataclass(frozen=True, repr=False)
class Stop(Action):
    """Stop and bank the pot (section 3)."""


#: every action class by name (what a save file's actions are read as)
ACTIONS: dict[str, type[Action]] = {"Roll": Roll, "Stop": Stop}
