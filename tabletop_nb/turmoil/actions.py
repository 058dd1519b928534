"""What a player can do in Turmoil (plus the base-game stand-in actions)."""

from __future__ import annotations

from dataclasses import dataclass

from ..core.game import Action, Choose
from .rules import PARTIES


@dataclass(frozen=True, repr=False)
class Lobby(Action):
    """Move a delegate from the lobby (free) or the reserve (5 M€) into a party."""

    party: str
    source: str = "lobby"


@dataclass(frozen=True, repr=False)
class StandardProject(Action):
    """A base-game standard project: power_plant, asteroid, aquifer, greenery or city."""

    project: str


@dataclass(frozen=True, repr=False)
class Convert(Action):
    """Base game: 8 heat raise the temperature, or 8 plants become a greenery."""

    what: str


@dataclass(frozen=True, repr=False)
class PlayProject(Action):
    """Play a (stand-in) project card from hand."""

    card: str


@dataclass(frozen=True, repr=False)
class UsePolicy(Action):
    """The ruling party's policy action (Scientists or Kelvinists)."""


@dataclass(frozen=True, repr=False)
class Pass(Action):
    """Pass for the rest of the generation."""


# A choice a global event or the solar phase asks is answered with the kernel's Choose(option).
ACTIONS: dict[str, type[Action]] = {c.__name__: c for c in (Lobby, StandardProject, Convert, PlayProject, UsePolicy, Pass, Choose)}
STANDARD_PROJECTS = ("power_plant", "asteroid", "aquifer", "greenery", "city")
SOURCES = ("lobby", "reserve")

# Actions are values; keeping one instance of each saves time in simulations.
LOBBY = {(p, s): Lobby(p, s) for p in PARTIES for s in SOURCES}
STANDARD = {p: StandardProject(p) for p in STANDARD_PROJECTS}
CONVERT = {w: Convert(w) for w in ("heat", "plants")}
PASS = Pass()
USE_POLICY = UsePolicy()

__all__ = ["ACTIONS", "CONVERT", "Choose", "Convert", "LOBBY", "Lobby", "PASS", "Pass", "PlayProject", "SOURCES",
           "STANDARD", "STANDARD_PROJECTS", "StandardProject", "USE_POLICY", "UsePolicy"]
